"""How long `screenroute record` takes to read a demonstration's screens, per action: every frame read
whole against frames read against the nearest frame already read — side by side, on one recording.

    .venv/bin/python bench/record_reading.py DEMO_DIR --param title=... [--secret password] [--load 2]
        # → bench/results/record_reading.{md,json}

``DEMO_DIR`` is a demonstration kept by ``screenroute record --frames DIR`` (``bench/zoo.py --keep``
keeps one per app). Its saved OCR is dropped, so each mode reads every screen itself; the two modes
alternate (``--rounds``), each with a fresh OCR engine, so a machine whose load changes affects
both. ``--load N`` starts N busy processes beside them (stopped at the end). Reported per mode:
the build's wall time, per action, whole-frame and region reads, and whether the task file came
out the same as the whole-read one. Nothing here gates CI: the machine is shared and times are noisy.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
MODES = ("whole", "incremental")


@contextlib.contextmanager
def busy_processes(n: int) -> Iterator[None]:
    """``n`` processes spinning on a core each, stopped on exit."""
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]
    try:
        yield
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(timeout=10)


def build_once(folder: Path, mode: str, params: dict[str, str], secrets: dict[str, str]) -> dict[str, Any]:
    from screenroute.edge.ocr import create_ocr_engine
    from screenroute.edge.record import load_demonstration
    from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task

    demo = load_demonstration(folder, secrets=secrets)
    demo = replace(demo, ocr_cache={})  # read every screen anew
    ocr = create_ocr_engine("rapidocr", threads=1)
    ocr.read(demo.first.pixels[:64, :256].copy())  # load the models outside the timing
    options = RecordOptions(name="bench", goal="bench", params=Parameters({**params, **secrets}, frozenset(secrets)))
    started = time.perf_counter()
    recorded = build_task(demo, ocr, options, incremental=mode == "incremental")
    seconds = time.perf_counter() - started
    return {
        "mode": mode,
        "seconds": round(seconds, 2),
        "actions": len(demo.actions),
        "per_action_s": round(seconds / max(1, len(demo.actions)), 2),
        "whole_reads": recorded.stats["ocr_reads"],
        "region_reads": recorded.stats.get("ocr_region_reads", 0),
        "task": recorded.to_yaml(),
        "load_1min": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("demo", help="a folder written by screenroute record --frames")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--secret", action="append", default=[], metavar="NAME", help="from SCREENROUTE_PARAM_<NAME>")
    parser.add_argument("--rounds", type=int, default=2, help="builds per mode, alternating (default 2)")
    parser.add_argument("--load", type=int, default=0, help="busy processes beside the builds")
    parser.add_argument("--out", default=str(RESULTS), help="results folder (default: bench/results)")
    args = parser.parse_args(argv)
    params = dict(item.split("=", 1) for item in args.param)
    secrets = {name: os.environ[f"SCREENROUTE_PARAM_{name.upper()}"] for name in args.secret}
    rows: list[dict[str, Any]] = []
    load_before = round(os.getloadavg()[0], 2)
    with busy_processes(args.load):
        for round_no in range(args.rounds):
            for mode in MODES if round_no % 2 == 0 else MODES[::-1]:
                row = build_once(Path(args.demo), mode, params, secrets)
                row["round"] = round_no + 1
                print(f"round {row['round']} {mode}: {row['seconds']} s, load {row['load_1min']}", file=sys.stderr)
                rows.append(row)
    reference = next(r["task"] for r in rows if r["mode"] == "whole")
    for row in rows:
        # The task files are kept beside the timings: where the modes differ, the difference is the finding.
        row["same_task"] = row["task"] == reference
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = {
        "command": "bench/record_reading.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "demo": str(args.demo),
        "load_before": load_before,
        "cores": os.cpu_count(),
    }
    (out / "record_reading.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    lines = [
        "# Reading a recording's screens: whole frames vs against the nearest frame read",
        "",
        f"`{meta['command']}` — {rows[0]['actions']} actions; {args.load} busy processes beside; "
        f"load average {load_before} before, on {meta['cores']} cores shared with other work (noisy).",
        "",
        "| mode | round | build s | s per action | whole reads | region reads | task file as whole-read | load |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        same = "same" if r["same_task"] else "differs"
        lines.append(
            f"| {r['mode']} | {r['round']} | {r['seconds']} | {r['per_action_s']} | {r['whole_reads']} | "
            f"{r['region_reads']} | {same} | {r['load_1min']} |"
        )
    lines.append("")
    for mode in MODES:
        times = [r["seconds"] for r in rows if r["mode"] == mode]
        lines.append(f"- {mode}: median {statistics.median(times):.1f} s per build")
    (out / "record_reading.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
