"""The latency/cost benchmark on a busy machine, before and after: one table, one JSON, one plot.

``python -m screenroute.bench.loaded_compare BEFORE AFTER`` reads ``screenroute bench`` result
folders, each run beside CPU hogs by :mod:`screenroute.bench.busy` (its ``load.json`` in the
folder), and writes ``bench/results/bench_loaded.{md,json,png}``: per mode success, escalated
steps, cost and decision latency; the hybrid-warm targets against all-cloud; the load each ran
under; and every episode's outcome. ``BEFORE`` and ``AFTER`` may each name several folders
(comma-separated, e.g. the hybrid rounds of one run and all-cloud of another): their episodes are
pooled (a mode and round from a later folder replaces an earlier one's) and summarised again.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from screenroute.bench.latency_cost_report import targets

__all__ = ["compare", "main"]

RESULTS_DIR = Path(__file__).resolve().parent / "results"
_MODES = ("all-cloud", "hybrid-cold", "hybrid-warm", "no-classifier")


def _load(folders: str) -> dict[str, Any]:
    from screenroute.bench.latency_cost import EpisodeResult, summarise

    episodes: dict[tuple[str, int, str], dict[str, Any]] = {}
    loads = []
    for name in folders.split(","):
        folder = Path(name)
        results = json.loads((folder / "bench_results.json").read_text(encoding="utf-8"))
        modes = {(e["mode"], e["round"]) for e in results["episodes"]}
        episodes = {key: e for key, e in episodes.items() if (key[0], key[1]) not in modes}
        episodes.update({(e["mode"], e["round"], e["episode"]): e for e in results["episodes"]})
        load_path = folder / "load.json"
        if load_path.exists():
            loads.append(json.loads(load_path.read_text(encoding="utf-8")))
    rows = list(episodes.values())
    summary = summarise([EpisodeResult(**e) for e in rows])
    return {"episodes": rows, "summary": summary, "loads": loads}


def compare(before: str, after: str, out_dir: Path, labels: tuple[str, str] = ("before", "after")) -> str:
    """Write the side-by-side report; returns the markdown."""
    runs = {label: _load(folders) for label, folders in zip(labels, (before, after), strict=True)}
    lines = ["# Latency and cost on a busy machine, before and after", ""]
    for label, run in runs.items():
        for load in run["loads"]:
            stats = load.get("load_1min", {})
            lines.append(
                f"- **{label}**: `{' '.join(load.get('command', ['?']))}` beside {load.get('hogs', '?')} CPU "
                f"hog(s) (`python -m screenroute.bench.busy`) on {load.get('cores', '?')} cores; 1-minute load "
                f"average min {stats.get('min', 0):.1f}, median {stats.get('median', 0):.1f}, max "
                f"{stats.get('max', 0):.1f} ({stats.get('samples', 0)} samples); {load.get('wall_s', 0) / 60:.0f} min."
            )
    lines += ["", "## Per mode", "", "| run | mode | episodes | success | escalated | cost/task (USD) | "
              "decision p50 (s) | decision p95 (s) | wall p50 (s) |", "|---|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for label, run in runs.items():
        summary = dict(run["summary"])
        for mode in _MODES:
            s = summary.get(mode)
            if s is None:
                continue
            lines.append(
                f"| {label} | {mode} | {s['episodes']} | {s['success_rate']:.0%} | {s['escalation_rate']:.1%} | "
                f"{s['cost_per_task_usd']:.4f} | {s['step_latency_p50_s']:.3f} | {s['step_latency_p95_s']:.3f} | "
                f"{s['task_wall_s_p50']:.0f} |"
            )
    lines += ["", "## Hybrid-warm against all-cloud", "", "| target | wanted | " + " | ".join(runs) + " |",
              "|---|---|" + "---|" * len(runs)]  # fmt: skip
    checks = {label: targets(dict(run["summary"])) for label, run in runs.items()}
    first = next(iter(checks.values()))
    for i, (name, wanted, _measured, _met) in enumerate(first):
        cells = []
        for check in checks.values():
            measured, met = (check[i][2], check[i][3]) if i < len(check) else ("—", False)
            cells.append(f"{measured} ({'met' if met else 'missed'})")
        lines.append(f"| {name} | {wanted} | " + " | ".join(cells) + " |")
    lines += ["", "## Episodes", "", "| run | mode | round | episode | outcome / check | steps | escalated | "
              "wall (s) | interruptions |", "|---|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for label, run in runs.items():
        for e in run["episodes"]:
            outcome = "ok" if e["success"] else f"{e['outcome']}: {e['check']}".replace("\n", " ")
            lines.append(
                f"| {label} | {e['mode']} | {e['round']} | {e['episode']} | {outcome[:120].replace('|', '/')} | "
                f"{e['steps']} | {e['escalations']} | {e['wall_s']:.0f} | {', '.join(e['interruptions']) or '—'} |"
            )
    text = "\n".join(lines) + "\n"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "bench_loaded.md").write_text(text, encoding="utf-8")
    slim = {label: {"loads": [load.get("load_1min") for load in run["loads"]], "summary": dict(run["summary"]),
                    "targets": checks[label], "episodes": run["episodes"]} for label, run in runs.items()}  # fmt: skip
    (out_dir / "bench_loaded.json").write_text(json.dumps(slim, indent=1), encoding="utf-8")
    _plot(out_dir / "bench_loaded.png", runs)
    return text


def _plot(path: Path, runs: dict[str, dict[str, Any]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    modes = [m for m in _MODES if any(m in dict(r["summary"]) for r in runs.values())]
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.6))
    width = 0.8 / max(1, len(runs))
    for k, (label, run) in enumerate(runs.items()):
        summary = dict(run["summary"])
        xs = [i + k * width for i in range(len(modes))]
        axes[0].bar(xs, [summary.get(m, {}).get("success_rate", 0) * 100 for m in modes], width, label=label)
        axes[1].bar(xs, [summary.get(m, {}).get("escalation_rate", 0) * 100 for m in modes], width, label=label)
    for ax, title in zip(axes, ("success (%)", "steps escalated (%)"), strict=True):
        ax.set_xticks([i + width * (len(runs) - 1) / 2 for i in range(len(modes))], modes, fontsize=8)
        ax.set_title(title)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m screenroute.bench.loaded_compare", description=__doc__.splitlines()[0]
    )
    parser.add_argument("before", help="result folder(s) of the run before, comma-separated")
    parser.add_argument("after", help="result folder(s) of the run after, comma-separated")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR)
    args = parser.parse_args(argv)
    print(compare(args.before, args.after, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
