"""Record, then run — repeated: how often does a recording come out right, and does the edge repeat it?

    .venv/bin/python bench/record_bench.py --runs 3            # → bench/results/record_results.{md,json,png}
    .venv/bin/python bench/record_bench.py --runs 1 --apps pcmanfm

For each app and run: a fresh sandbox, ``screenroute record`` in its own process while the person
(xdotool, ``screenroute.bench.apps.person``) does the task with one set of values; the task file
it writes; then a fresh sandbox and ``screenroute run TASK --display :N --planner none`` with
*other* values (no planner: any escalation halts the run), checked in the app's own records
(Trac's SQLite database, the folder on disk). Reported per run: did the recording succeed, how
its clicks were grounded (by text, as an input field, by point only), warnings, and the run's
outcome, escalations and wall time. The machine is shared (2 cores, other jobs): times are
noisy and nothing here gates CI; the load average is printed with the results.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from screenroute.bench.apps.person import Person
from screenroute.edge.errors import SandboxError
from screenroute.edge.sandbox.detached import DetachedSpec, start_detached, stop_detached

RESULTS = Path(__file__).resolve().parent / "results"
TICKETS = [
    ("Printer on floor three jams", "enhancement", "critical"),
    ("VPN drops every hour", "task", "minor"),
    ("Laptop battery swells", "defect", "blocker"),
    ("Projector in room B is dim", "task", "trivial"),
]
FOLDERS = ["Invoices March", "Receipts April", "Contracts Spring", "Travel Claims"]
_STATS = re.compile(r"(\d+) actions in (\d+) steps \(clicks by text (\d+), into fields (\d+), by point (\d+)\)")


def cli(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def record(display: str, out: Path, params: dict[str, str], extra: list[str], act: Any) -> dict[str, Any]:
    args = [sys.executable, "-m", "screenroute.router.app.cli", "record", "--display", display, "--out", str(out)]
    args += [f"--param={k}={v}" for k, v in params.items()] + extra + ["--max-seconds", "600"]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    log = ""
    while proc.stderr is not None and "listening on" not in log:
        line = proc.stderr.readline()
        if not line and proc.poll() is not None:
            break
        log += line
    started = time.monotonic()
    act()
    out_text, err = proc.communicate(timeout=900)
    stats = _STATS.search(out_text)
    return {
        "record_ok": proc.returncode == 0,
        "record_s": round(time.monotonic() - started, 1),
        "actions": int(stats.group(1)) if stats else 0,
        "steps": int(stats.group(2)) if stats else 0,
        "clicks_by_text": int(stats.group(3)) if stats else 0,
        "clicks_by_field": int(stats.group(4)) if stats else 0,
        "clicks_by_point": int(stats.group(5)) if stats else 0,
        "warnings": err.count("[record] warning:"),
        "record_error": "" if proc.returncode == 0 else (log + err).strip().splitlines()[-1][:200],
    }


def run(task: Path, display: str, params: dict[str, str], work: Path) -> dict[str, Any]:
    args = ["run", str(task), "--display", display, "--planner", "none", "--no-replay", "--json"]
    args += ["--queue", str(work / "queue.db"), "--workdir", str(work / "run")]
    for k, v in params.items():
        args += ["--param", f"{k}={v}"]
    result = cli(*args)
    try:
        summary = json.loads(result.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        summary = {"outcome": f"no summary (exit {result.returncode})", "escalations": None, "wall_s": None}
    return {
        "run_outcome": summary.get("outcome"),
        "run_escalations": summary.get("escalations"),
        "run_wall_s": summary.get("wall_s"),
        "run_detail": summary.get("final_detail", ""),
    }


def trac_round(i: int, work: Path, app: Any) -> dict[str, Any]:
    shown = TICKETS[i % len(TICKETS)]
    other = TICKETS[(i + 1) % len(TICKETS)]
    task = work / "trac.yaml"
    sandbox = start_detached(DetachedSpec(url=app.url))
    try:
        params = dict(zip(("summary", "type", "priority"), shown, strict=True)) | {"base_url": app.url}
        row = record(
            sandbox["display"], task, params,
            ["--until-text", "Download in other formats", "--start-url", app.url, "--name", "trac_create_ticket",
             "--goal", "File a help-desk ticket in Trac"],
            lambda: Person(sandbox["display"]).create_trac_ticket(*shown),
        )  # fmt: skip
    finally:
        stop_detached(sandbox["display"])
    row["demo_done"] = any(t["summary"] == shown[0] for t in app.tickets())
    if row["record_ok"]:
        sandbox = start_detached(DetachedSpec(url=app.url))
        try:
            values = dict(zip(("summary", "type", "priority"), other, strict=True)) | {"base_url": app.url}
            row |= run(task, sandbox["display"], values, work)
        finally:
            stop_detached(sandbox["display"])
        row["run_done"] = any((t["summary"], t["type"], t["priority"]) == other for t in app.tickets())
    return row


def pcmanfm_round(i: int, work: Path) -> dict[str, Any]:
    shown, other = FOLDERS[i % len(FOLDERS)], FOLDERS[(i + 1) % len(FOLDERS)]
    folder = work / f"files-{i}"
    (folder / "Archive").mkdir(parents=True)
    for name in ("report.txt", "notes.md"):
        (folder / name).write_text("x\n")
    task = work / "pcmanfm.yaml"
    sandbox = start_detached(DetachedSpec(app="pcmanfm", path=folder))
    try:
        person = Person(sandbox["display"])

        def act() -> None:
            person.create_pcmanfm_folder(shown)
            person.key("Pause")

        row = record(
            sandbox["display"], task, {"name": shown},
            ["--name", "pcmanfm_create_folder", "--goal", "Create a folder in the file manager"], act,
        )  # fmt: skip
        row["demo_done"] = (folder / shown).is_dir()
        if row["record_ok"]:
            row |= run(task, sandbox["display"], {"name": other}, work)
            row["run_done"] = (folder / other).is_dir()
    finally:
        stop_detached(sandbox["display"])
    return row


def _guarded(round_: Any, *args: Any) -> dict[str, Any]:
    """One round; a failure of the machinery (a sandbox that did not start) is a row, not the end of the run."""
    try:
        row: dict[str, Any] = round_(*args)
    except (SandboxError, OSError, subprocess.SubprocessError) as exc:
        return {"record_ok": False, "record_error": f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"}
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--apps", default="pcmanfm,trac")
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="record-bench-") as tmp:
        work = Path(tmp)
        os.environ["SCREENROUTE_SANDBOX_DIR"] = str(work / "sandboxes")
        for app_name in args.apps.split(","):
            if app_name == "trac":
                from screenroute.bench.apps.trac import TracApp

                app = TracApp(work / "trac").create().start()
                try:
                    for i in range(args.runs):
                        rows.append({"app": "trac", "run": i + 1, **_guarded(trac_round, i, work / f"t{i}", app)})
                        print(json.dumps(rows[-1]), flush=True)
                finally:
                    app.stop()
            else:
                for i in range(args.runs):
                    rows.append({"app": "pcmanfm", "run": i + 1, **_guarded(pcmanfm_round, i, work / f"p{i}")})
                    print(json.dumps(rows[-1]), flush=True)
    write_results(rows, Path(args.out))
    return 0


def write_results(rows: list[dict[str, Any]], out: Path, load: tuple[float, float, float] | None = None) -> None:
    out.mkdir(parents=True, exist_ok=True)
    load = load or os.getloadavg()
    (out / "record_results.json").write_text(json.dumps({"load_average": load, "rows": rows}, indent=1))
    cols = ["app", "run", "record_ok", "steps", "actions", "clicks_by_text", "clicks_by_field", "clicks_by_point",
            "warnings", "demo_done", "run_outcome", "run_escalations", "run_done", "run_wall_s"]  # fmt: skip
    lines = [
        "# Record, then run (repeated)",
        "",
        "Reproduce: `.venv/bin/python bench/record_bench.py --runs 3` (Xvfb, Chromium, pcmanfm, Trac in "
        "`.venv-apps/trac`; `screenroute run` with `--planner none`, so any escalation halts the run).",
        "Values cycle through a fixed list; Trac's Type dropdown defaults to `defect`, so some runs record or"
        " replay the default value. A click into an input is grounded as the field (by its shape and its label:"
        " `clicks_by_field`), a click on a text by its text, anything else by its point. Each run's recording"
        " is a fresh sandbox's; the machine is shared, so times are noisy.",
        f"Load average during the run (1/5/15 min): {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} on 2 cores.",
        "",
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
    ]
    lines += ["| " + " | ".join(str(r.get(c, "")) for c in cols) + " |" for r in rows]
    problems = [f"- {r['app']} run {r['run']}: {r.get('record_error') or r.get('run_detail')}" for r in rows
                if not r.get("run_done")]  # fmt: skip
    if problems:
        lines += ["", "Runs that did not complete:", *problems]
    (out / "record_results.md").write_text("\n".join(lines) + "\n")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    apps = sorted({r["app"] for r in rows})
    kinds = ["clicks_by_text", "clicks_by_field", "clicks_by_point"]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    bottom = [0.0] * len(apps)
    for kind in kinds:
        values = [sum(r.get(kind, 0) for r in rows if r["app"] == a) for a in apps]
        ax.bar(apps, values, bottom=bottom, label=kind.replace("clicks_", "").replace("_", " "))
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    for i, a in enumerate(apps):
        done = sum(1 for r in rows if r["app"] == a and r.get("run_done"))
        total = sum(1 for r in rows if r["app"] == a)
        ax.text(i, bottom[i], f"runs ok {done}/{total}", ha="center", va="bottom")
    ax.set_ylabel("recorded clicks")
    ax.set_ylim(0, max(bottom) * 1.2 if bottom and max(bottom) else 1)
    ax.set_title("Recorded clicks by grounding; replays that completed")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "record_results.png", dpi=110)


if __name__ == "__main__":
    sys.exit(main())
