"""The end-to-end attack harness: hostile planner answers against the real product path.

    # the develop set, end to end (results appended case by case; --resume skips finished ones)
    .venv/bin/python -m screenroute.bench.attack_bench run --set develop --out /tmp/develop.jsonl
    # a few cases, or one class, keeping their folders (task, census, stdout, the run's files)
    .venv/bin/python -m screenroute.bench.attack_bench run --set develop --only dev-file-read-ctrl-o --keep /tmp/k
    .venv/bin/python -m screenroute.bench.attack_bench run --set develop --classes file_read,typed_submit
    # the control: the same answers sent with every gate open (does the attack do harm unguarded?)
    .venv/bin/python -m screenroute.bench.attack_bench run --set develop --direct --out /tmp/develop-direct.jsonl
    # tables, bounds and a plot
    .venv/bin/python -m screenroute.bench.attack_bench report --label before \\
        --develop /tmp/develop.jsonl --heldout /tmp/heldout.jsonl --out bench/results/attacks_before
    .venv/bin/python -m screenroute.bench.attack_bench list --set develop   # cases per class and kind
    # every case of a set read, its tasks parsed and its pages served and fetched once (no browser, no planner)
    .venv/bin/python -m screenroute.bench.attack_bench check --set heldout2
    # …and each page loaded once in headless Chromium with nothing done on it: does it harm on its own?
    .venv/bin/python -m screenroute.bench.attack_bench check --set heldout2 --load-pages

See :mod:`screenroute.bench.attacks` for how a case is written and judged.
"""

from __future__ import annotations

import argparse
import json
import queue
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from screenroute.bench.attacks import SETS, load_set
from screenroute.bench.attacks.case import Case, CaseError, load_case

__all__ = ["main"]

RESULTS = Path(__file__).resolve().parent / "results"


def _say(msg: str) -> None:
    print(f"[attacks] {msg}", file=sys.stderr, flush=True)


def _select(args: argparse.Namespace) -> list[Case]:
    cases = load_set(args.set)
    if args.only:
        wanted = {i.strip() for i in args.only.split(",") if i.strip()}
        unknown = wanted - {c.id for c in cases}
        if unknown:
            raise CaseError(f"no case {', '.join(sorted(unknown))} in the {args.set} set")
        cases = [c for c in cases if c.id in wanted]
    if args.classes:
        classes = {c.strip() for c in args.classes.split(",")}
        cases = [c for c in cases if c.class_ in classes]
    if args.kind:
        cases = [c for c in cases if c.kind == args.kind]
    if args.direct:
        cases = [c for c in cases if c.direct]
    return cases


def _run(args: argparse.Namespace) -> int:
    from screenroute.bench.attacks.harness import Workbench, run_case, run_direct, stop_children

    def stop(signum: int, _frame: object) -> None:
        stop_children()  # the runs lead their own sessions: they would outlive the harness
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    cases = _select(args)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    done: set[str] = set()
    if args.resume and out.is_file():
        done = {json.loads(line)["id"] for line in out.read_text(encoding="utf-8").splitlines() if line.strip()}
    todo = [c for c in cases if c.id not in done]
    mode = "direct" if args.direct else "product"
    _say(f"{len(todo)} {mode} cases to run ({len(cases) - len(todo)} already in {out}), {args.workers} worker(s)")
    work: queue.Queue[Case] = queue.Queue()
    for case in todo:
        work.put(case)
    lock = threading.Lock()
    counts: Counter[str] = Counter()
    started = time.monotonic()
    scratch_root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="screenroute-attacks-"))
    ocr: Any = None
    if args.direct:
        from screenroute.edge.ocr import create_ocr_engine

        ocr = create_ocr_engine("rapidocr")

    def worker(number: int) -> None:
        scratch = scratch_root / f"w{number}"
        scratch.mkdir(parents=True, exist_ok=True)
        with Workbench(scratch, say=_say) as bench:
            while True:
                try:
                    case = work.get_nowait()
                except queue.Empty:
                    return
                try:
                    if args.direct:
                        result = run_direct(bench, case, ocr, keep=bool(args.keep))
                    else:
                        result = run_case(bench, case, keep=bool(args.keep))
                    row = result.to_json()
                except Exception as exc:  # noqa: BLE001 - one broken case must not stop the set
                    row = {"id": case.id, "class": case.class_, "kind": case.kind, "lang": case.lang, "mode": mode}
                    row |= {"verdict": "error", "findings": [], "detectors": [], "missing": [], "runs": []}
                    row |= {"seconds": 0, "error": f"{type(exc).__name__}: {exc}"}
                with lock:
                    with out.open("a", encoding="utf-8") as fh:
                        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                    counts[f"{row['kind']}:{row['verdict']}"] += 1
                    n = sum(counts.values())
                    eta = (time.monotonic() - started) / n * (len(todo) - n)
                    why = ", ".join(row["detectors"]) or ", ".join(row["missing"]) or row.get("error", "")
                    _say(
                        f"{n}/{len(todo)} {case.id} ({case.class_}, {case.kind}): {row['verdict']}"
                        f"{f' [{why[:80]}]' if why else ''} in {row['seconds']:.0f} s; ETA {eta / 60:.0f} min"
                    )

    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(args.workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    _say(
        f"done in {(time.monotonic() - started) / 60:.1f} min: "
        + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    )
    return 1 if counts.get("attack:error") or counts.get("benign:error") else 0


def _report(args: argparse.Namespace) -> int:
    from screenroute.bench.attacks.report import load_results, write_report

    sets: dict[str, list[dict[str, Any]]] = {}
    direct: dict[str, list[dict[str, Any]]] = {}
    for name in SETS:
        given = getattr(args, name)
        given_direct = getattr(args, f"direct_{name}")
        given_before = getattr(args, f"{name}_before")
        if not given and not given_direct and not given_before:
            continue
        # Only the set's current cases count (a results file may hold cases since renamed or removed).
        current = {c.id for c in load_set(name)}
        if given_before:
            sets[f"{name} (before)"] = [r for r in load_results(Path(given_before)) if r["id"] in current]
        if given:
            sets[name] = [r for r in load_results(Path(given)) if r["id"] in current]
        if given_direct:
            direct[name] = [r for r in load_results(Path(given_direct)) if r["id"] in current]
    notes = Path(args.notes).read_text(encoding="utf-8") if args.notes else ""
    payload = write_report(args.label, sets, Path(args.out), direct=direct, details=("develop",), notes=notes)
    for name, summary in payload["summary"].items():
        t = summary["total"]
        _say(
            f"{name}: attacks ran {t.get('attacks_ran', 0)}/{t.get('attacks', 0)}, "
            f"benign ran {t.get('benign_ran', 0)}/{t.get('benign', 0)}"
        )
    _say(f"wrote {args.out}.md/.json/.png")
    return 0


def _list(args: argparse.Namespace) -> int:
    _print_counts(load_set(args.set))
    return 0


def _print_counts(cases: list[Case]) -> None:
    table = Counter((c.kind, c.class_) for c in cases)
    langs = Counter(c.lang for c in cases)
    tags = Counter(t for c in cases for t in c.tags)
    for (kind, name), n in sorted(table.items()):
        print(f"{kind:7} {name:14} {n}")
    print(f"total: {Counter(c.kind for c in cases)}; languages: {dict(sorted(langs.items()))}")
    if tags:
        print(f"tags: {dict(sorted(tags.items()))}")


def _check(args: argparse.Namespace) -> int:
    """Read every case file of a set (all of them, reporting each that fails), parse its tasks and
    answers, serve its pages and fetch each once; no planner run, and no browser unless --load-pages."""
    from screenroute.bench.attacks.harness import check_case
    from screenroute.bench.attacks.servers import LoggingServer

    folder = SETS.get(args.set, Path(args.set))
    if not folder.is_dir():
        raise CaseError(f"no set {args.set!r}: give one of {', '.join(SETS)} or a folder of case files")
    cases: list[Case] = []
    failed = 0
    seen: dict[str, Path] = {}
    for path in sorted(folder.glob("*.yaml")):
        try:
            case = load_case(path)
        except CaseError as exc:
            print(f"FAIL {path.name}: {exc}")
            failed += 1
            continue
        if case.id in seen:
            print(f"FAIL {path.name}: case id {case.id!r} is used by {seen[case.id].name} too")
            failed += 1
            continue
        seen[case.id] = path
        cases.append(case)
    warned = 0
    chromium = None
    if args.load_pages:
        chromium = shutil.which("chromium")
        if chromium is None:
            raise CaseError("--load-pages needs Chromium (`chromium` on PATH; bash .ci/setup installs it)")
    app, foreign = LoggingServer("app").start(), LoggingServer("foreign", foreign=True).start()
    try:
        with tempfile.TemporaryDirectory(prefix="screenroute-check-") as scratch:
            for case in cases:
                problems, warnings = check_case(case, app, foreign, Path(scratch) / case.id, chromium=chromium)
                for problem in problems:
                    print(f"FAIL {case.id}: {problem}")
                for warning in warnings:
                    print(f"warn {case.id}: {warning}")
                failed += bool(problems)
                warned += bool(warnings) and not problems
    finally:
        app.stop()
        foreign.stop()
    _print_counts(cases)
    pages = sum(len(c.pages) for c in cases)
    files = len(list(folder.glob("*.yaml")))
    print(f"checked {files} case file(s), {pages} page(s) served: {failed} failed, {warned} more with warnings")
    return 1 if failed else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="attack_bench", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("run", help="run cases end to end and append one JSON line per case")
    p.add_argument("--set", default="develop", help=f"a set ({', '.join(SETS)}) or a folder of case files")
    p.add_argument("--only", default="", help="comma-separated case ids")
    p.add_argument("--classes", default="", help="comma-separated classes")
    p.add_argument("--kind", choices=["attack", "benign"], default=None)
    p.add_argument("--direct", action="store_true", help="send the answers with every gate open (the control)")
    p.add_argument("--workers", type=int, default=1, help="cases run side by side (each with its own servers)")
    p.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "attacks.jsonl"), help="results (JSON lines)")
    p.add_argument("--resume", action="store_true", help="skip cases already in --out")
    p.add_argument("--keep", default="", help="keep each case's folder under this folder")
    p.set_defaults(func=_run)
    p = sub.add_parser("report", help="tables, bounds and a plot from results files")
    for name in SETS:
        p.add_argument(f"--{name}", default="", help=f"results of the {name} set")
        p.add_argument(f"--direct-{name}", default="", help=f"direct (every gate open) results of the {name} set")
        p.add_argument(
            f"--{name}-before", default="", help=f"results of the {name} set before the change (shown beside)"
        )
    p.add_argument("--label", default="before")
    p.add_argument("--notes", default="", help="a Markdown file put under the title")
    p.add_argument("--out", default=str(RESULTS / "attacks_before"), help="path without suffix")
    p.set_defaults(func=_report)
    p = sub.add_parser("list", help="cases per class and kind")
    p.add_argument("--set", default="develop")
    p.set_defaults(func=_list)
    p = sub.add_parser("check", help="read every case, parse its tasks, serve its pages and fetch each once")
    p.add_argument("--set", default="develop", help=f"a set ({', '.join(SETS)}) or a folder of case files")
    p.add_argument(
        "--load-pages",
        action="store_true",
        help="also load each page in headless Chromium, nothing done on it: a request the case counts sent then fails it",
    )
    p.set_defaults(func=_check)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "workers", 1) < 1:
        print("attack_bench: --workers must be at least 1", file=sys.stderr)
        return 2
    if getattr(args, "direct", False) and args.workers != 1:
        # The direct mode starts each browser from the case's folder (a process-wide working directory).
        print("attack_bench: --direct runs one case at a time (--workers 1)", file=sys.stderr)
        return 2
    try:
        return int(args.func(args))
    except CaseError as exc:
        print(f"attack_bench: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
