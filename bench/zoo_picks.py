"""Choices from a list, before and after: runs done per app of the zoo whose task picks a value from a list.

Reads the zoo's own results (``bench/zoo.py`` writes ``zoo.json``): the committed figures as
*before*, and the ``zoo.json`` of runs made since as *after*; writes one table (``.md``), the
rows (``.json``) and a plot (``.png``) of runs done per app, before against after, each with the
reason the runs that failed gave. Nothing is run here: the runs are ``bench/zoo.py``'s.

    .venv/bin/python bench/zoo_picks.py --before bench/results/zoo.json bench/results/zoo_measure_once_2/zoo.json \\
        --after runs/after/*/zoo.json --out bench/results/zoo_picks_develop
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any


def _runs(paths: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Every app's rows of kind ``run`` (and its recording row first), from several ``zoo.json`` files."""
    by_app: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        data = json.loads(Path(path).read_text())
        for row in data["rows"]:
            by_app.setdefault(row["app"], []).append(row)
    return by_app


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    runs = [r for r in rows if r["kind"] == "run"]
    record = next((r for r in rows if r["kind"] == "record"), None)
    failed = Counter(_reason(r) for r in runs if not r.get("app_ok"))
    return {
        "recorded": bool(record and record.get("record_ok")),
        "record_detail": (record or {}).get("record_detail", ""),
        "runs": len(runs),
        "done": sum(1 for r in runs if r.get("app_ok")),
        "completed_wrong": sum(1 for r in runs if r.get("outcome") == "completed" and not r.get("app_ok")),
        "failures": dict(failed),
    }


def _reason(row: dict[str, Any]) -> str:
    if row.get("outcome") == "completed":
        text = f"completed with the app's state wrong: {row.get('app_detail', '')}"
    else:
        text = str(row.get("final_detail") or row.get("record_detail") or row.get("outcome") or "")
    return " ".join(text.split())[:140]


def report(before: list[str], after: list[str], out: Path, apps: list[str]) -> dict[str, Any]:
    old, new = _runs(before), _runs(after)
    table = {app: {"before": _summary(old.get(app, [])), "after": _summary(new.get(app, []))} for app in apps}
    out.parent.mkdir(parents=True, exist_ok=True)
    result = {"before": before, "after": after, "apps": table}
    out.with_suffix(".json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    lines = [
        "| app | before: runs done | after: runs done | after: recorded | why the runs after failed |",
        "|---|---|---|---|---|",
    ]
    for app, pair in table.items():
        b, a = pair["before"], pair["after"]
        why = "; ".join(f"{n}× {reason}" for reason, n in a["failures"].items()) or "—"
        if not a["recorded"] and a["record_detail"]:
            why = f"recording: {' '.join(str(a['record_detail']).split())[:160]}"
        lines.append(
            f"| {app} | {b['done']}/{b['runs']} | {a['done']}/{a['runs']} | {'yes' if a['recorded'] else 'no'} | {why} |"
        )
    done_b = sum(p["before"]["done"] for p in table.values())
    runs_b = sum(p["before"]["runs"] for p in table.values())
    done_a = sum(p["after"]["done"] for p in table.values())
    runs_a = sum(p["after"]["runs"] for p in table.values())
    lines += ["", f"All: before {done_b}/{runs_b}, after {done_a}/{runs_a} runs done (the app's own state)."]
    out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    _plot(table, out.with_suffix(".png"))
    return result


def _plot(table: dict[str, dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    apps = list(table)
    fig, ax = plt.subplots(figsize=(1.4 * len(apps) + 2, 3.6))
    width = 0.38
    for i, (key, colour) in enumerate((("before", "#bbbbbb"), ("after", "#2b7bb9"))):
        done = [table[a][key]["done"] for a in apps]
        runs = [table[a][key]["runs"] for a in apps]
        xs = [j + (i - 0.5) * width for j in range(len(apps))]
        ax.bar(xs, done, width, color=colour, label=key)
        for x, d, n in zip(xs, done, runs, strict=True):
            ax.text(x, d + 0.05, f"{d}/{n}", ha="center", va="bottom", fontsize=8)
    ax.set_xticks(range(len(apps)), apps)
    ax.set_ylabel("runs done (app's own state)")
    ax.set_title("Choices from a list: runs done per app, before and after (develop set)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--before", nargs="+", required=True, metavar="ZOO.json", help="the figures before")
    parser.add_argument("--after", nargs="+", required=True, metavar="ZOO.json", help="the figures after")
    parser.add_argument("--apps", default=None, help="comma-separated apps, in the table's order (default: all after)")
    parser.add_argument("--out", required=True, help="path without suffix: .md, .json and .png are written")
    args = parser.parse_args(argv)
    missing = [p for p in args.before + args.after if not Path(p).is_file()]
    if missing:
        parser.error(f"no such results file: {', '.join(missing)}")
    apps = args.apps.split(",") if args.apps else sorted(_runs(args.after))
    report(args.before, args.after, Path(args.out), apps)
    print(f"wrote {args.out}.md, .json, .png", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
