"""Run a command on a busy machine: CPU hogs beside it, the load average sampled while it runs.

``python -m screenroute.bench.busy --hogs 2 --out load.json -- screenroute bench ...`` starts
``--hogs`` processes that spin on the CPU (plain Python loops at normal priority, as a build or
another user's job would), runs the command, samples the 1-minute load average every
``--every`` seconds, stops the hogs, and writes the samples with their minimum, median and
maximum. The command's own exit status is returned. Other people's work on the machine adds to
the load; the samples say what the command really ran under.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

__all__ = ["main", "run_busy"]


def _spin() -> None:  # pragma: no cover - runs in a child process until terminated
    while True:
        pass


def run_busy(command: list[str], *, hogs: int, every_s: float, out: Path | None) -> int:
    """Run ``command`` with ``hogs`` spinning processes beside it; returns its exit status."""
    if not command:
        raise ValueError("give the command to run after --")
    if hogs < 0 or every_s <= 0:
        raise ValueError(f"--hogs {hogs} must be >= 0 and --every {every_s} > 0")
    samples: list[tuple[float, float]] = []
    stop = threading.Event()
    started = time.monotonic()

    def sample() -> None:
        while not stop.wait(every_s):
            samples.append((round(time.monotonic() - started, 1), os.getloadavg()[0]))

    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_spin, daemon=True) for _ in range(hogs)]
    for worker in workers:
        worker.start()
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        code = subprocess.run(command, check=False).returncode
    finally:
        stop.set()
        for worker in workers:
            worker.terminate()
        for worker in workers:
            worker.join(timeout=5)
    loads = [load for _, load in samples]
    report = {
        "command": command,
        "hogs": hogs,
        "cores": os.cpu_count(),
        "wall_s": round(time.monotonic() - started, 1),
        "load_1min": {
            "min": min(loads, default=0.0),
            "median": statistics.median(loads) if loads else 0.0,
            "max": max(loads, default=0.0),
            "samples": len(loads),
        },
        "samples": samples,
        "exit_status": code,
    }
    summary = report["load_1min"]
    print(
        f"[busy] {hogs} hogs on {os.cpu_count()} cores; 1-min load min {summary['min']:.1f}, "  # type: ignore[index]
        f"median {summary['median']:.1f}, max {summary['max']:.1f} over {report['wall_s']} s",  # type: ignore[index]
        file=sys.stderr,
    )
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m screenroute.bench.busy", description=__doc__.splitlines()[0])
    parser.add_argument("--hogs", type=int, default=2, help="spinning processes beside the command (default 2)")
    parser.add_argument("--every", type=float, default=10.0, help="seconds between load samples (default 10)")
    parser.add_argument("--out", type=Path, default=None, help="JSON file for the load samples")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command to run")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    try:
        return run_busy(command, hogs=args.hogs, every_s=args.every, out=args.out)
    except ValueError as exc:
        parser.error(str(exc))
    return 2


if __name__ == "__main__":
    sys.exit(main())
