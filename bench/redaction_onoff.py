"""What privacy by default costs the planner: ``screenroute bench`` with redaction as shipped and off, side by side.

Reads the episode rows of one or more ``screenroute bench --redaction on,off`` runs (their
``bench_results.json``, or the ``bench_results.partial.json`` an interrupted run checkpointed after
each mode) and writes a table per mode and round — episodes, successes, steps, escalations — with
redaction on and off beside each other, plus a plot of escalated steps.

    screenroute bench --episodes 2 --thirdparty 1 --rounds 2 --modes all-cloud,hybrid --redaction on,off \\
        --sweep none --out /tmp/onoff
    python -m screenroute.bench.redaction_onoff /tmp/onoff/bench_results.json --out bench/results/redaction_onoff
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

SUFFIX = "-noredact"


def rows_of(paths: list[Path]) -> list[dict[str, Any]]:
    """Every episode row of these result files (a later file's row replaces an earlier one's)."""
    rows: dict[tuple[str, int, str], dict[str, Any]] = {}
    for path in paths:
        for row in json.loads(path.read_text(encoding="utf-8"))["episodes"]:
            rows[(row["mode"], row["round"], row["episode"])] = row
    return list(rows.values())


def table(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per mode and round, with redaction on and off: episodes, successes, crashes, steps, escalations."""
    groups: dict[tuple[str, int, str], list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        mode = str(row["mode"])
        base, setting = (mode[: -len(SUFFIX)], "off") if mode.endswith(SUFFIX) else (mode, "on")
        groups[(base, int(row["round"]), setting)].append(row)
    out = []
    for (base, rnd, setting), found in sorted(groups.items()):
        crashed = [r for r in found if r["outcome"] == "crashed"]
        ran = [r for r in found if r["outcome"] != "crashed"]
        out.append(
            {
                "mode": base,
                "round": rnd,
                "redaction": setting,
                "episodes": len(found),
                "crashed": len(crashed),
                "succeeded": sum(bool(r["success"]) for r in ran),
                "steps": sum(int(r["steps"]) for r in ran),
                "escalations": sum(int(r["escalations"]) for r in ran),
                "failures": [f"{r['episode']}: {r['outcome']} ({r['check']})" for r in ran if not r["success"]],
            }
        )
    return out


def report(lines: list[dict[str, Any]]) -> str:
    """The table as markdown."""
    out = [
        "# What redaction costs the planner: `screenroute bench` with redaction on and off",
        "",
        "Success is read from the apps' databases; a crash (the sandbox failed to start) is counted",
        "apart and left out of the rates. The simulated model reads exactly what was sent.",
        "",
        "| mode | round | redaction | episodes | crashed | succeeded | steps | escalated steps | escalated share |",
        "|---|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in lines:
        share = f"{100 * r['escalations'] / r['steps']:.1f} %" if r["steps"] else "-"
        out.append(
            f"| {r['mode']} | {r['round']} | {r['redaction']} | {r['episodes']} | {r['crashed']} | "
            f"{r['succeeded']}/{r['episodes'] - r['crashed']} | {r['steps']} | {r['escalations']} | {share} |"
        )
    failures = [f"- {r['mode']} r{r['round']} redaction {r['redaction']}: {f}" for r in lines for f in r["failures"]]
    if failures:
        out += ["", "Failures:", "", *failures]
    return "\n".join(out) + "\n"


def plot(lines: list[dict[str, Any]], path: Path) -> None:
    """Escalated share of steps per mode and round, redaction on beside off."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    keys = sorted({(r["mode"], r["round"]) for r in lines})
    fig, ax = plt.subplots(figsize=(7, 3.5))
    for k, setting in enumerate(("on", "off")):
        values = []
        for key in keys:
            hit = [r for r in lines if (r["mode"], r["round"]) == key and r["redaction"] == setting]
            values.append(100 * hit[0]["escalations"] / hit[0]["steps"] if hit and hit[0]["steps"] else 0.0)
        ax.bar([i + 0.4 * k for i in range(len(keys))], values, width=0.4, label=f"redaction {setting}")
    ax.set_xticks([i + 0.2 for i in range(len(keys))], [f"{m} r{r}" for m, r in keys])
    ax.set_ylabel("escalated steps (%)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="redaction on and off side by side, from bench results")
    parser.add_argument("results", nargs="+", type=Path, help="bench_results.json or bench_results.partial.json")
    parser.add_argument("--out", type=Path, required=True, help="folder for redaction_onoff.{md,json,png}")
    args = parser.parse_args(argv)
    missing = [str(p) for p in args.results if not p.is_file()]
    if missing:
        parser.error(f"no such results file: {', '.join(missing)}")
    lines = table(rows_of(args.results))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "redaction_onoff.md").write_text(report(lines), encoding="utf-8")
    (args.out / "redaction_onoff.json").write_text(json.dumps(lines, indent=1) + "\n", encoding="utf-8")
    plot(lines, args.out / "redaction_onoff.png")
    print(report(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
