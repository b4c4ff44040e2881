"""The app zoo: a person shows a task once on third-party software, the edge repeats it with other values.

    .venv/bin/python bench/zoo.py                         # the develop set → bench/results/zoo.{md,json,png}
    .venv/bin/python bench/zoo.py --apps trac,pcmanfm --runs 2
    .venv/bin/python bench/zoo.py --record-only           # recordings only (no runs)
    .venv/bin/python bench/zoo.py --person-only --set measure-once   # the person alone, checked in the app's state
    .venv/bin/python bench/zoo.py --load 3                # three busy processes beside the runs

For each app (``bench/apps/<app>``): install check → a fresh app → ``screenroute sandbox start``
on it → ``screenroute record`` listens while the scripted person does the task (the path a user
takes) → the task file → N runs (default 5) of ``screenroute run`` with other values (one set in
Chinese or Japanese), each on a fresh app and a fresh sandbox, at 100 % and 125 %, dark where the
app has a dark theme → success read from the app's own state by the app's check. Reported per run:
outcome, escalations, decision p50/p95, iteration-limit endings, wall time against the person's
recorded time. Runs use the embedded rules planner (what ``screenroute run`` uses by default)
unless ``--planner`` is given.

The develop set and the measure-once set are reported separately. The measure-once apps are
recorded and run only with ``--measure-once`` (their first recording is the final measurement);
``--person-only`` plays their person against the app without screenroute, which is how their
person scripts are verified. Results are written after every run: a crash loses nothing
already measured. The machine is shared: times are noisy, and the load average is recorded.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from screenroute.bench.apps import (
    DEVELOP,
    MEASURE_ONCE,
    MEASURE_ONCE_3,
    MEASURE_ONCE_4,
    MEASURE_ONCE_5,
    MEASURE_ONCE_6,
    MEASURE_ONCE_7,
    MEASURE_ONCE_8,
    MEASURE_ONCE_9,
    load_app,
)
from screenroute.bench.apps.base import AppError, Launch, ZooApp
from screenroute.bench.apps.person import Person
from screenroute.bench.attacks.report import clopper_pearson_lower
from screenroute.router.authoring.tasks.layout_sidecar import read_layouts, write_layouts

RESULTS = Path(__file__).resolve().parent / "results"
#: Every measure-once set, in the order they were added: recorded and run only with --measure-once.
MEASURED_ONCE = (
    MEASURE_ONCE
    + MEASURE_ONCE_3
    + MEASURE_ONCE_4
    + MEASURE_ONCE_5
    + MEASURE_ONCE_6
    + MEASURE_ONCE_7
    + MEASURE_ONCE_8
    + MEASURE_ONCE_9
)
#: Scale and theme of run i (cycled): 100 % and 125 %, light and (where the app has one) dark.
CONDITIONS = ((1.0, "light"), (1.25, "light"), (1.0, "dark"), (1.25, "dark"), (1.0, "light"))


def cli(*args: str, timeout: float = 900, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The ``screenroute`` command in its own process, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True, text=True, timeout=timeout, check=False, env={**os.environ, **(env or {})},
    )  # fmt: skip


def secret_env(app: type[ZooApp]) -> dict[str, str]:
    """The task's secrets as ``SCREENROUTE_PARAM_<NAME>`` (never on a command line)."""
    return {f"SCREENROUTE_PARAM_{name.upper()}": value for name, value in app.task.secrets.items()}


@contextmanager
def sandbox(launch: Launch, *, scale: float = 1.0, theme: str = "light") -> Iterator[str]:
    """``screenroute sandbox start`` on a launched app; yields the display; stopped on exit."""
    args = ["sandbox", "start", "--json", "--scale", f"{scale:g}", "--theme", theme, *launch.sandbox_args()]
    started = cli(*args, timeout=240)
    if started.returncode != 0:
        raise AppError(f"sandbox did not start: {started.stderr.strip()[-1500:]}")
    display = str(json.loads(started.stdout)["display"])
    try:
        yield display
    finally:
        cli("sandbox", "stop", "--display", display, timeout=120)


@contextmanager
def fresh_app(app_cls: type[ZooApp], workdir: Path, theme: str) -> Iterator[tuple[ZooApp, Launch]]:
    app = app_cls(workdir)
    try:
        launch = app.start(theme="dark" if theme == "dark" else "light")
        yield app, launch
    finally:
        app.stop()


def base_url(url: str) -> str:
    """``http://127.0.0.1:8000/`` of a URL: the part that changes from one start to the next."""
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}/"


@dataclass
class Recording:
    ok: bool
    task: Path
    person_s: float
    detail: str
    stats: str
    app_ok: bool
    app_detail: str


def record(app_cls: type[ZooApp], work: Path, say: Callable[[str], None]) -> Recording:
    """The person shows the task once while ``screenroute record`` listens."""
    task = app_cls.task
    task_path = work / f"{task.name}.yaml"
    with fresh_app(app_cls, work / "record-app", "light") as (app, launch), sandbox(launch) as display:
        args = ["record", "--display", display, "--out", str(task_path), "--goal", task.goal, "--name", task.name,
                "--frames", str(work / "demonstration"), "--max-seconds", "900"]  # fmt: skip
        args += [f"--param={k}={v}" for k, v in task.recorded.items()]
        args += [a for name in task.secrets for a in ("--secret", name)]
        if task.until_text:
            args += ["--until-text", task.until_text]
        if launch.url:
            args += ["--start-url", launch.url, f"--param=base_url={base_url(launch.url)}"]
        proc = subprocess.Popen(
            [sys.executable, "-m", "screenroute.router.app.cli", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, **secret_env(app_cls)},
        )  # fmt: skip
        log = _wait_listening(proc)
        say(f"  recorder listening on {display}; the person starts")
        started = time.monotonic()
        person = Person(display)
        try:
            app.perform(person, task.recorded)
            if not task.until_text:
                person.key("Pause")  # the recorder's stop key
        except Exception as exc:  # noqa: BLE001 - whatever stopped the person, the row says it
            proc.terminate()
            out, err = proc.communicate(timeout=120)
            return Recording(False, task_path, 0.0, f"person failed: {exc}", "", False, "")
        person_s = time.monotonic() - started  # the person's own time, not the recorder's wait after it
        out, err = proc.communicate(timeout=900)
        (work / "record.log").write_text(log + err)
        check = app.check(task.recorded)
    stats = next((line for line in out.splitlines() if line.startswith("[record] wrote")), "")
    detail = "" if proc.returncode == 0 else (log + err).strip().splitlines()[-1][:300]
    return Recording(proc.returncode == 0 and task_path.is_file(), task_path, person_s, detail, stats, check.ok,
                     check.detail)  # fmt: skip


def _wait_listening(proc: subprocess.Popen[str], timeout_s: float = 240) -> str:
    log = ""
    deadline = time.monotonic() + timeout_s
    while proc.stderr is not None and "listening on" not in log:
        line = proc.stderr.readline()
        if not line and proc.poll() is not None:
            raise AppError(f"the recorder exited early:\n{log[-2000:]}")
        log += line
        if time.monotonic() > deadline:
            proc.kill()
            raise AppError(f"the recorder did not start listening:\n{log[-2000:]}")
    return log


def run_once(
    app_cls: type[ZooApp], task_path: Path, values: Mapping[str, str], scale: float, theme: str, work: Path,
    planner: str | None, max_iterations: int = 80,
) -> dict[str, Any]:  # fmt: skip
    """One ``screenroute run`` on a fresh app and a fresh sandbox; judged by the app's own state."""
    with fresh_app(app_cls, work / "app", theme) as (app, launch), sandbox(launch, scale=scale, theme=theme) as display:
        args = ["run", str(task_path), "--display", display, "--json", "--scale", f"{scale:g}",
                "--replay", str(work.parent / "replay.db"), "--queue", str(work.parent / "queue.db"),
                "--workdir", str(work / "run"), "--keep", "--max-iterations", str(max_iterations)]  # fmt: skip
        if planner:
            args += ["--planner", planner]
        params = dict(values)
        if launch.url:
            params["base_url"] = base_url(launch.url)
        for k, v in params.items():
            args += ["--param", f"{k}={v}"]
        started = time.monotonic()
        result = cli(*args, timeout=1200, env=secret_env(app_cls))
        wall = time.monotonic() - started
        (work / "run.log").write_text(result.stderr)
        try:
            summary: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            summary = {"outcome": f"no summary (exit {result.returncode})", "final_detail": result.stderr[-300:]}
        check = app.check(values)
    return {
        "outcome": summary.get("outcome"),
        "app_ok": check.ok,
        "app_detail": check.detail[:300],
        "escalations": summary.get("escalations"),
        "steps": summary.get("steps"),
        "decision_ms_p50": summary.get("decision_ms_p50"),
        "decision_ms_p95": summary.get("decision_ms_p95"),
        "iteration_limit": summary.get("outcome") == "iteration_limit",
        "run_wall_s": round(summary.get("wall_s") or wall, 1),
        "final_detail": str(summary.get("final_detail", ""))[:300],
        "evidence": str(work),
    }


def person_only(
    app_cls: type[ZooApp], work: Path, values: Mapping[str, str], scale: float = 1.0, theme: str = "light"
) -> dict[str, Any]:
    """The person alone (no screenroute) against a fresh app; the app's state says whether it worked."""
    with fresh_app(app_cls, work / "app", theme) as (app, launch), sandbox(launch, scale=scale, theme=theme) as display:
        started = time.monotonic()
        try:
            app.perform(Person(display, scale=scale), values)
            error = ""
        except Exception as exc:  # noqa: BLE001 - whatever stopped the person, the row says it
            error = f"{type(exc).__name__}: {exc}"
        check = app.check(values)
        if not check.ok:
            screenshot(display, work / "last_screen.png")
    return {"kind": "person", "app_ok": check.ok, "app_detail": (error or check.detail)[:300],
            "person_s": round(time.monotonic() - started, 1)}  # fmt: skip


def screenshot(display: str, path: Path) -> None:
    """The screen as it is now, kept as evidence of a failure."""
    from screenroute.edge.capture import MssScreen

    try:
        with MssScreen(display) as screen:
            screen.grab().to_image().save(path)
    except Exception as exc:  # noqa: BLE001 - evidence is best effort; mss and Xlib raise assorted types
        print(f"[zoo] no screenshot of {display}: {exc}", file=sys.stderr)


class Results:
    """Rows written to ``zoo.json``/``zoo.md``/``zoo.png`` after every one, so a crash loses nothing."""

    def __init__(self, out: Path, meta: dict[str, Any], stem: str = "zoo") -> None:
        self.out = out
        self.stem = stem
        self.meta = meta
        self.rows: list[dict[str, Any]] = []
        self.loads: list[float] = []
        out.mkdir(parents=True, exist_ok=True)

    def add(self, row: dict[str, Any]) -> None:
        self.loads.append(os.getloadavg()[0])
        row["load_1min"] = round(self.loads[-1], 2)
        self.rows.append(row)
        print(json.dumps(row, ensure_ascii=False), flush=True)
        self.write()

    def write(self) -> None:
        meta = {**self.meta, "load_1min_mean": round(sum(self.loads) / len(self.loads), 2) if self.loads else None,
                "load_1min_max": round(max(self.loads), 2) if self.loads else None}  # fmt: skip
        data = json.dumps({"meta": meta, "rows": self.rows}, indent=1, ensure_ascii=False)
        (self.out / f"{self.stem}.json").write_text(data)
        (self.out / f"{self.stem}.md").write_text(render_markdown(meta, self.rows))
        plot(self.rows, self.out / f"{self.stem}.png")


def render_markdown(meta: dict[str, Any], rows: list[dict[str, Any]]) -> str:
    cap = f"; at most {meta['max_iterations']} decisions a run" if meta.get("max_iterations") else ""
    lines = ["# The app zoo: record once, run with other values", "",
             f"Reproduce: `{meta['command']}`. Planner: {meta['planner']}{cap}. Busy processes beside the runs: "
             f"{meta['load']}; load average (1 min) at each row: mean {meta.get('load_1min_mean')}, "
             f"max {meta.get('load_1min_max')} on {os.cpu_count()} cores. Times are from a shared machine (noisy).",
             ""]  # fmt: skip
    sets = (
        ("Develop set", DEVELOP),
        ("Measure-once set", MEASURE_ONCE),
        ("Third measure-once set", MEASURE_ONCE_3),
        ("Fourth measure-once set", MEASURE_ONCE_4),
        ("Fifth measure-once set", MEASURE_ONCE_5),
        ("Sixth measure-once set", MEASURE_ONCE_6),
        ("Seventh measure-once set", MEASURE_ONCE_7),
        ("Eighth measure-once set", MEASURE_ONCE_8),
        ("Ninth measure-once set", MEASURE_ONCE_9),
    )
    for title, names in sets:
        subset = [r for r in rows if r["app"] in names]
        if not subset:
            continue
        lines += [f"## {title}", ""]
        summary_cols = ["app", "person alone ok", "recorded", "runs ok", "escalations", "decision p50/p95 ms",
                        "iteration limit", "run s (median)", "person s"]  # fmt: skip
        lines += ["| " + " | ".join(summary_cols) + " |", "|" + "---|" * len(summary_cols)]
        for name in names:
            mine = [r for r in subset if r["app"] == name]
            if not mine:
                continue
            rec = next((r for r in mine if r["kind"] == "record"), None)
            runs = [r for r in mine if r["kind"] == "run"]
            alone = [r for r in mine if r["kind"] == "person"]
            walls = sorted(r["run_wall_s"] for r in runs if r.get("run_wall_s") is not None)
            p50s = [r["decision_ms_p50"] for r in runs if r.get("decision_ms_p50") is not None]
            p95s = [r["decision_ms_p95"] for r in runs if r.get("decision_ms_p95") is not None]
            lines.append("| " + " | ".join([
                name,
                f"{sum(1 for r in alone if r['app_ok'])}/{len(alone)}" if alone else "—",
                ("yes" if rec and rec["record_ok"] else "no") if rec else "—",
                f"{sum(1 for r in runs if r['app_ok'])}/{len(runs)}" if runs else "—",
                str(sum(r.get("escalations") or 0 for r in runs)) if runs else "—",
                f"{_median(p50s):.0f} / {_median(p95s):.0f}" if p50s else "—",
                str(sum(1 for r in runs if r.get("iteration_limit"))) if runs else "—",
                f"{walls[len(walls) // 2]:.0f}" if walls else "—",
                f"{rec['person_s']:.0f}" if rec and rec.get("person_s") else
                (f"{_median([r['person_s'] for r in alone]):.0f}" if alone else "—"),
            ]) + " |")  # fmt: skip
        lines += ["", set_summary(subset), "", "Every row:", ""]
        cols = ["app", "kind", "n", "scale", "theme", "values", "record_ok", "app_ok", "outcome", "escalations",
                "decision_ms_p50", "decision_ms_p95", "run_wall_s", "person_s", "detail"]  # fmt: skip
        lines += ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
        for r in subset:
            detail = r.get("final_detail") or r.get("record_detail") or r.get("app_detail") or ""
            cells = {**r, "detail": str(detail).replace("|", "/").replace("\n", " ")[:160],
                     "values": json.dumps(r.get("values", {}), ensure_ascii=False).replace("|", "/")}  # fmt: skip
            lines.append("| " + " | ".join(str(cells.get(c, "")) for c in cols) + " |")
        lines.append("")
    return "\n".join(lines) + "\n"


def set_summary(rows: list[dict[str, Any]]) -> str:
    """One set's runs in a sentence: done over all, the one-sided 95 % Clopper–Pearson lower bound,
    per condition, escalations, iteration-limit endings, and run time against the person's."""
    runs = [r for r in rows if r["kind"] == "run"]
    # An app whose recording failed has no run rows; its runs count as not done, as many as the
    # other apps of the set ran, so a set's figure is never over the apps that recorded only.
    ran = {r["app"] for r in runs}
    unrecorded = sorted({r["app"] for r in rows if r["kind"] in ("record", "crash") and r["app"] not in ran})
    per_app = max((int(r.get("n") or 0) for r in runs), default=0)
    if not runs:
        return f"No runs (not recorded: {', '.join(unrecorded)})." if unrecorded else "No runs."
    ok = sum(1 for r in runs if r["app_ok"])
    planned = len(runs) + per_app * len(unrecorded)
    missing = (
        f" — not recorded: {', '.join(unrecorded)}; their {per_app * len(unrecorded)} runs did not happen and count as not done"
        if unrecorded
        else ""
    )
    conditions = []
    for label, test in (
        ("100 % light", lambda r: r.get("scale") == 1.0 and r.get("theme") == "light"),
        ("125 %", lambda r: r.get("scale") == 1.25),
        ("dark", lambda r: r.get("theme") == "dark"),
    ):
        mine = [r for r in runs if test(r)]
        if mine:
            conditions.append(f"{label} {sum(1 for r in mine if r['app_ok'])}/{len(mine)}")
    escalations = [r.get("escalations") or 0 for r in runs]
    ratios = [r["run_wall_s"] / r["person_s"] for r in runs if r.get("run_wall_s") and r.get("person_s")]
    return (
        f"Runs done (the app's own state): **{ok}/{planned}** ({ok / planned:.0%}; one-sided 95 % "
        f"Clopper–Pearson lower bound {clopper_pearson_lower(ok, planned):.0%}{missing}); by condition (runs that ran): "
        f"{', '.join(conditions)}. Escalations per run: median {_median([float(e) for e in escalations]):.0f}, "
        f"total {sum(escalations)}; ended by the iteration limit: {sum(1 for r in runs if r.get('iteration_limit'))}; "
        f"ended `completed` with the app's state wrong: {sum(1 for r in runs if r.get('outcome') == 'completed' and not r['app_ok'])}; "
        f"run wall time / the person's: median {_median(ratios):.1f}× (a loaded machine: see the load above)."
    )  # fmt: skip


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 0.0


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    apps = [a for a in DEVELOP + MEASURED_ONCE if any(r["app"] == a and r["kind"] == "run" for r in rows)]
    if not apps:
        return
    ok = [sum(1 for r in rows if r["app"] == a and r["kind"] == "run" and r["app_ok"]) for a in apps]
    total = [sum(1 for r in rows if r["app"] == a and r["kind"] == "run") for a in apps]
    esc = [sum(r.get("escalations") or 0 for r in rows if r["app"] == a and r["kind"] == "run") for a in apps]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.8))
    colors = ["tab:blue" if a in DEVELOP else "tab:orange" for a in apps]
    left.bar(apps, [o / t if t else 0 for o, t in zip(ok, total, strict=True)], color=colors)
    for i, (o, t) in enumerate(zip(ok, total, strict=True)):
        left.text(i, o / t if t else 0, f"{o}/{t}", ha="center", va="bottom")
    left.set_ylim(0, 1.15)
    left.set_ylabel("runs done (app's own state)")
    left.set_title("Success per app (blue: develop, orange: measure-once)")
    right.bar(apps, esc, color=colors)
    right.set_ylabel("escalations, all runs")
    right.set_title("Escalations per app")
    for ax in (left, right):
        ax.tick_params(axis="x", rotation=30)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


@contextmanager
def busy_processes(n: int) -> Iterator[None]:
    """``n`` processes spinning on a core each (a loaded machine), stopped on exit."""
    from screenroute.edge.sandbox.processes import kill_session, spawn

    procs = [spawn([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL) for _ in range(n)]
    try:
        yield
    finally:
        for proc in procs:
            kill_session(proc)


def bench_app(name: str, args: argparse.Namespace, results: Results, work: Path, say: Callable[[str], None]) -> None:
    app_cls = load_app(name)
    missing = app_cls.missing()
    if missing:
        results.add({"app": name, "kind": "install", "app_ok": False, "app_detail": missing})
        return
    conditions = [(s, t if app_cls.dark_theme else "light") for s, t in CONDITIONS]
    if args.person_only:
        for i in range(args.runs):
            values = app_cls.task.runs[i % len(app_cls.task.runs)]
            # The person's points are those of 100 %: with --person-themes it meets each run's theme, at 100 %
            # (--person-scale 1.25: at 125 %, for the apps whose person knows their points there).
            theme = conditions[i % len(conditions)][1] if args.person_themes else "light"
            scale = args.person_scale
            say(f"{name}: person {i + 1}/{args.runs} ({scale:.0%} {theme}) with {values}")
            row = person_only(app_cls, work / f"person-{i + 1}", values, scale=scale, theme=theme)
            results.add({"app": name, "n": i + 1, "scale": scale, "theme": theme, "values": dict(values), **row})
        return
    say(f"{name}: recording (the person shows {dict(app_cls.task.recorded)})")
    rec = record(app_cls, work, say)
    results.add({
        "app": name, "kind": "record", "record_ok": rec.ok, "app_ok": rec.app_ok, "values": dict(app_cls.task.recorded),
        "person_s": round(rec.person_s, 1), "record_detail": rec.detail or rec.stats, "app_detail": rec.app_detail,
        "evidence": str(work),
    })  # fmt: skip
    if not rec.ok or args.record_only:
        return
    keep = RESULTS / "zoo_tasks"
    keep.mkdir(parents=True, exist_ok=True)
    shutil.copy(rec.task, keep / rec.task.name)
    # The recording's layout signatures live beside it; the kept copy keeps them beside it too.
    write_layouts(keep / rec.task.name, read_layouts(rec.task))
    for i in range(args.first_run - 1, args.first_run - 1 + args.runs):
        values = app_cls.task.runs[i % len(app_cls.task.runs)]
        scale, theme = conditions[i % len(conditions)]
        say(f"{name}: run {i + 1}/{args.runs} at {scale:.0%} {theme} with {values}")
        row = run_once(app_cls, rec.task, values, scale, theme, work / f"run-{i + 1}", args.planner,
                       args.max_iterations)  # fmt: skip
        results.add({"app": name, "kind": "run", "n": i + 1, "scale": scale, "theme": theme, "values": dict(values),
                     "person_s": round(rec.person_s, 1), **row})  # fmt: skip


def merge(paths: list[str], out: Path) -> int:
    """One report from several ``zoo.json`` files: their rows in the zoo's order, their commands listed."""
    parts = [json.loads(Path(p).read_text()) for p in paths]
    order = {name: i for i, name in enumerate(DEVELOP + MEASURED_ONCE)}
    rows = sorted((r for part in parts for r in part["rows"]), key=lambda r: order.get(r["app"], len(order)))
    meta = dict(parts[0]["meta"])
    # The report puts the command between backticks: each part gets its own pair.
    commands = [part["meta"]["command"] for part in parts]
    meta["command"] = "`, `".join(commands) + "` side by side, then `bench/zoo.py --merge"
    meta["apps"] = [name for part in parts for name in part["meta"].get("apps", [])]
    results = Results(out, meta)
    results.rows = rows
    results.loads = [r["load_1min"] for r in rows if r.get("load_1min") is not None]
    results.write()
    print(f"wrote {out / 'zoo.md'} ({len(rows)} rows)", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--apps", default=None, help="comma-separated apps (default: the whole --set)")
    parser.add_argument(
        "--set", default="develop",
        choices=["develop", "measure-once", "measure-once-2", "measure-once-3", "measure-once-4", "measure-once-5", "measure-once-6", "measure-once-7", "measure-once-8", "measure-once-9", "all"],
        help="develop, or a measure-once set (measure-once and measure-once-2 name the second, measure-once-3 the "
        "third, measure-once-4 the fourth, measure-once-5 the fifth, measure-once-6 the sixth, measure-once-7 the seventh, measure-once-8 the eighth, measure-once-9 the ninth: their apps are listed in bench/apps/__init__.py)",
    )  # fmt: skip
    parser.add_argument("--runs", type=int, default=5, help="runs per app after its recording (default 5)")
    parser.add_argument(
        "--first-run", type=int, default=1,
        help="the number of the first run: runs take the scale, theme and values of their number (default 1; "
        "--first-run 2 --runs 2 runs 125 %% light and 100 %% dark)",
    )  # fmt: skip
    parser.add_argument("--record-only", action="store_true", help="record, do not run")
    parser.add_argument("--person-only", action="store_true", help="the person alone, checked in the app's state")
    parser.add_argument(
        "--person-themes", action="store_true",
        help="with --person-only: each person run in its run's theme (dark where the app has one), at 100 %%",
    )  # fmt: skip
    parser.add_argument(
        "--person-scale", type=float, default=1.0, choices=[1.0, 1.25],
        help="with --person-only: the display's scale (1.25 only for apps whose person knows their points there)",
    )  # fmt: skip
    parser.add_argument("--measure-once", action="store_true", help="allow recording and running measure-once apps")
    parser.add_argument("--load", type=int, default=0, help="busy processes beside the runs (a loaded machine)")
    parser.add_argument("--planner", default=None, help="HOST:PORT of a planner (default: the embedded rules planner)")
    parser.add_argument(
        "--max-iterations", type=int, default=40,
        help="decisions a run may take (default 40: the zoo's tasks have at most 12 steps; a loop ends sooner)",
    )  # fmt: skip
    parser.add_argument("--out", default=str(RESULTS), help="results folder (default: bench/results)")
    parser.add_argument(
        "--stem",
        default=None,
        help="the results' file name without extension (default: zoo, or zoo_person with --person-only)",
    )
    parser.add_argument("--keep", default=None, help="keep every run's evidence (task, step tables, frames) here")
    parser.add_argument(
        "--merge", nargs="+", default=None, metavar="ZOO.json",
        help="write one report from the results of several runs of this script (apps run side by side)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.merge:
        return merge(args.merge, Path(args.out))
    sets = {
        "develop": DEVELOP,
        "measure-once": MEASURE_ONCE,
        "measure-once-2": MEASURE_ONCE,
        "measure-once-3": MEASURE_ONCE_3,
        "measure-once-4": MEASURE_ONCE_4,
        "measure-once-5": MEASURE_ONCE_5,
        "measure-once-6": MEASURE_ONCE_6,
        "measure-once-7": MEASURE_ONCE_7,
        "measure-once-8": MEASURE_ONCE_8,
        "measure-once-9": MEASURE_ONCE_9,
        "all": DEVELOP + MEASURED_ONCE,
    }
    names = [a.strip() for a in args.apps.split(",")] if args.apps else list(sets[args.set])
    for name in names:
        load_app(name)  # unknown names fail here, with the choices
    measured = [n for n in names if n in MEASURED_ONCE]
    if measured and not (args.person_only or args.measure_once):
        parser.error(f"{', '.join(measured)} are measured once: add --measure-once for the final measurement, "
                     "or --person-only to check their person scripts")  # fmt: skip
    if args.runs < 1 or args.first_run < 1:
        parser.error("--runs and --first-run must be at least 1")

    def say(text: str) -> None:
        print(f"[zoo {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)

    meta = {"command": "bench/zoo.py " + " ".join(argv if argv is not None else sys.argv[1:]),
            "planner": args.planner or "embedded rules planner", "load": args.load, "apps": names,
            "max_iterations": args.max_iterations}  # fmt: skip
    # The person's own checks are kept apart from the benchmark's figures.
    results = Results(Path(args.out), meta, stem=args.stem or ("zoo_person" if args.person_only else "zoo"))
    keep_root = Path(args.keep) if args.keep else None
    with tempfile.TemporaryDirectory(prefix="screenroute-zoo-") as tmp, busy_processes(args.load):
        os.environ["SCREENROUTE_SANDBOX_DIR"] = str(Path(tmp) / "sandboxes")
        for name in names:
            work = (keep_root or Path(tmp)) / name
            work.mkdir(parents=True, exist_ok=True)
            try:
                bench_app(name, args, results, work, say)
            except Exception as exc:  # noqa: BLE001 - one app's crash is a row; the others still run
                say(f"{name}: crashed: {exc}")
                results.add({"app": name, "kind": "crash", "app_ok": False,
                             "app_detail": f"{type(exc).__name__}: {exc}"[:300],
                             "trace": traceback.format_exc()[-1500:]})  # fmt: skip
    results.write()
    say(f"wrote {results.out / (results.stem + '.md')}")
    return 0


def _stop_on_term(signum: int, _frame: object) -> None:
    # SIGTERM ends the process without unwinding; as an exception it runs every ``finally`` on the
    # way out, so a killed benchmark stops its detached sandboxes, apps and busy processes.
    raise SystemExit(128 + signum)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, _stop_on_term)
    sys.exit(main())
