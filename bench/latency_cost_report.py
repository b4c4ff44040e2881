"""The latency/cost benchmark's report: ``bench_results.{md,json}``, ``summary.json`` and the plots."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["SUMMARY_KEYS", "targets", "write_report"]

#: What ``summary.json`` holds per mode (the issue's contract), besides the extra figures.
SUMMARY_KEYS = (
    "success_rate",
    "escalation_rate",
    "cloud_calls_per_task",
    "cost_per_task_usd",
    "step_latency_p50_s",
    "step_latency_p95_s",
    "task_wall_s_p50",
)

_PLOTS = {
    "escalation": "bench_escalation_by_round.png",
    "cdf": "bench_decision_latency_cdf.png",
    "cost": "bench_cost_per_task.png",
    "curve": "bench_operating_curve.png",
}


def targets(summary: dict[str, Any]) -> list[tuple[str, str, str, bool]]:
    """(target, wanted, measured, met) of hybrid-warm (or the last hybrid round) against all-cloud."""
    cloud = summary.get("all-cloud")
    warm = summary.get("hybrid-warm") or summary.get("hybrid-cold")
    if not cloud or not warm:
        return []

    def ratio(a: float, b: float) -> float:
        return a / b if b else float("inf")

    latency = ratio(cloud["step_latency_p50_s"], warm["step_latency_p50_s"])
    wall = ratio(cloud["task_wall_s_p50"], warm["task_wall_s_p50"])
    cost = ratio(warm["cost_per_task_usd"], cloud["cost_per_task_usd"])
    return [
        ("escalation rate", "≤ 5 % of steps", f"{warm['escalation_rate']:.1%}", warm["escalation_rate"] <= 0.05),
        ("cost per task vs all-cloud", "≤ 5 %", f"{cost:.1%}", cost <= 0.05),
        ("decision latency p50, all-cloud / hybrid", "≥ 20×", f"{latency:.1f}×", latency >= 20),
        ("task wall time p50, all-cloud / hybrid", "≥ 2×", f"{wall:.1f}×", wall >= 2),
        (
            "success rate",
            f"≥ all-cloud's ({cloud['success_rate']:.0%})",
            f"{warm['success_rate']:.0%}",
            warm["success_rate"] >= cloud["success_rate"],
        ),
    ]


def write_report(
    out_dir: Path,
    results: Sequence[Any],
    summary: dict[str, Any],
    sweep: list[dict[str, Any]],
    calls: dict[str, list[dict[str, Any]]],
    meta: dict[str, Any],
    config: Any,
) -> None:
    """Write everything under ``out_dir`` (each file replaced atomically)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = [dataclasses.asdict(r) for r in results]
    _write(out_dir / "summary.json", json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    document = {"meta": meta, "summary": summary, "sweep": sweep, "episodes": rows, "model_calls": calls}
    _write(out_dir / "bench_results.json", json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    _plots(out_dir, rows, summary, sweep)
    _write(out_dir / "bench_results.md", _markdown(rows, summary, sweep, calls, meta, config))


def _write(path: Path, text: str) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def _command(config: Any) -> str:
    parts = ["screenroute bench", f"--episodes {config.episodes}", f"--thirdparty {config.thirdparty}"]
    parts += [f"--rounds {config.rounds}", f"--parallel {config.parallel}"]
    if config.sweep:
        parts.append(f"--sweep {','.join(f'{v:g}' for v in config.sweep)} --sweep-episodes {config.sweep_episodes}")
    else:
        parts.append("--sweep none")
    if config.base_url:
        parts.append(f"--base-url {config.base_url} --model {config.model}")
    return " ".join(parts)


def _markdown(
    rows: list[dict[str, Any]],
    summary: dict[str, Any],
    sweep: list[dict[str, Any]],
    calls: dict[str, list[dict[str, Any]]],
    meta: dict[str, Any],
    config: Any,
) -> str:
    model = meta["model"]
    lines = ["# Latency and cost: all-cloud against the hybrid edge", ""]
    lines.append(
        f"Reproduce: `{_command(config)}` (writes this file, `bench_results.json`, `summary.json`, the plots)."
    )
    lines.append("")
    lines.append(
        f"Run {meta['date']} on this machine: {meta['cpus']} cores, load average {meta['load_before']} before and "
        f"{meta['load_after']} after (1/5/15 min); the whole benchmark took {meta['bench_wall_s'] / 60:.0f} min. "
        "Episodes ran one at a time (`--parallel 1`) so the modes' latencies are comparable on two cores."
    )
    lines.append("")
    if meta["simulated"]:
        lat = model["latency"]
        lines.append(
            f"**The cloud model is simulated.** The real `openai` planner backend, behind the real gRPC planner "
            f"service, called a local OpenAI-compatible server (`screenroute.bench.simvlm`) with the official "
            f"`openai` client. That server answers with the correct next action for the screen it is sent (the "
            f"episode's task file is its ground truth; it reads the redacted OCR lines a real model would get), "
            f"sleeps a latency drawn from a {lat['kind']} profile (median {lat['median_s']} s, p95 {lat['p95_s']} s; "
            f"sources in `bench/simvlm/profile.py`), bills {model['model']} prices — image tokens by the vendor's "
            f"tile formula for the image it received, text tokens counted with a real BPE tokenizer "
            f"(cl100k_base) — and replaces {model['error_rate']:.0%} of its answers with a wrong or useless one "
            f"(a click on a static label, a wrong-way scroll, a plan cut short) so that verification and retries "
            f"are exercised. With `--base-url URL --model M` the same benchmark runs against a real VLM."
        )
    else:
        lines.append(f"The cloud model: `{model['model']}` at `{model['base_url']}` (a real endpoint).")
    lines.append("")
    checks = targets(summary)
    if checks:
        lines += ["## Targets (hybrid-warm against all-cloud, one run)", ""]
        lines += ["| target | wanted | measured | met |", "|---|---|---|---|"]
        lines += [f"| {name} | {want} | {got} | {'yes' if ok else 'NO'} |" for name, want, got, ok in checks]
        lines.append("")
    lines += _privacy_table(summary)
    lines += ["## Per mode", ""]
    header = [
        "mode", "episodes", "success", "steps/task", "escalated", "cloud calls/task", "tokens/task",
        "cost/task (USD)", "decision p50 (s)", "decision p95 (s)", "wall p50 (s)", "edge overhead p50/p95 (ms)",
    ]  # fmt: skip
    lines += ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for mode, s in summary.items():
        lines.append(
            f"| {mode} | {s['episodes']} | {s['success_rate']:.0%} | {s['steps_per_task']} | "
            f"{s['escalation_rate']:.1%} | {s['cloud_calls_per_task']} | {s['tokens_per_task']:.0f} | "
            f"{s['cost_per_task_usd']:.4f} | {s['step_latency_p50_s']:.3f} | {s['step_latency_p95_s']:.3f} | "
            f"{s['task_wall_s_p50']:.0f} | {s['edge_overhead_p50_ms']:.0f} / {s['edge_overhead_p95_ms']:.0f} |"
        )
    lines += [
        "",
        "Decision latency is frame in → actions out, the cloud call included when the step escalated; edge "
        "overhead is the same without the planner call (capture, classify, OCR, recall, route, redact). "
        "An escalation is one step the edge sent to the cloud; `hybrid-cold` is round 1 (empty plan cache), "
        "`hybrid-warm` the last round (what earlier rounds learned).",
        "",
        f"![escalation by round]({_PLOTS['escalation']}) ![decision latency]({_PLOTS['cdf']})",
        f"![cost per task]({_PLOTS['cost']})" + (f" ![operating curve]({_PLOTS['curve']})" if sweep else ""),
        "",
    ]
    if sweep:
        lines += ["## The router's operating curve", ""]
        lines.append(
            "The classifier's confidence tiers (act and check thresholds set together) swept on fresh plan "
            f"caches, the first {sweep[0]['episodes']} episode(s) per point; at 1.0 every step the classifier "
            "gates goes to the cloud. Success and cost against the share of steps escalated:"
        )
        lines += [
            "",
            "| confidence threshold | escalated | success | cost/task (USD) | wall p50 (s) |",
            "|---|---|---|---|---|",
        ]
        for p in sweep:
            lines.append(
                f"| {p['act_confidence']:g} | {p['escalation_rate']:.1%} | {p['success_rate']:.0%} | "
                f"{p['cost_per_task_usd']:.4f} | {p['task_wall_s_p50']:.0f} |"
            )
        lines.append("")
    lines += ["## Episodes", ""]
    lines += [
        "| mode | round | episode | success | outcome / check | steps | escalated | calls | cost (USD) | wall (s) "
        "| interruptions applied |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        verdict = r["outcome"] if r["success"] else r["check"]
        lines.append(
            f"| {r['mode']} | {r['round']} | {r['episode']} | {'ok' if r['success'] else 'FAILED'} | "
            f"{_cell(verdict)} | {r['steps']} | {r['escalations']} | {r['cloud_calls']} | {r['cost_usd']:.4f} | "
            f"{r['wall_s']:.0f} | {', '.join(r['interruptions']) or '—'} |"
        )
    lines += ["", "Episode variations (the same in every mode):", ""]
    for e in meta["episodes"]:
        extra = ", ".join(f"{i['kind']} after decision {i['after_decisions']}" for i in e["interruptions"]) or "none"
        lines.append(
            f"- `{e['id']}` ({e['family']}): data seed {e['data_seed']}, today {e['today']}, "
            f"{int(e['scale'] * 100)} %, {e['theme']}; injected: {extra}"
        )
    lines.append("")
    lines.append(
        "Chromium's own password bubble (after the login) and download toast (after the export) appear in every "
        "back-office episode by themselves. Success is read from the app's database: the purchase request with the "
        "right lines (from the app's orders, not the agent's export) and the export attached; the Trac ticket with "
        "its summary, type and priority."
    )
    if calls:
        lines += [
            "",
            "Simulated model calls per mode and round: " + ", ".join(f"{k} {len(v)}" for k, v in calls.items()),
        ]
    lines.append("")
    return "\n".join(lines)


def _cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")[:140]


def _plots(out_dir: Path, rows: list[dict[str, Any]], summary: dict[str, Any], sweep: list[dict[str, Any]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # Escalation rate by hybrid round, all-cloud as the line it starts from.
    rounds = sorted(int(k.rsplit("-", 1)[1]) for k in summary if k.startswith("hybrid-round-"))
    fig, ax = plt.subplots(figsize=(6, 4))
    if rounds:
        ax.plot(rounds, [summary[f"hybrid-round-{r}"]["escalation_rate"] * 100 for r in rounds], "o-", label="hybrid")
        ax.set_xticks(rounds)
    if "all-cloud" in summary:
        ax.axhline(summary["all-cloud"]["escalation_rate"] * 100, color="tab:red", ls="--", label="all-cloud")
    if "no-classifier" in summary:
        ax.plot([1], [summary["no-classifier"]["escalation_rate"] * 100], "s", color="tab:gray", label="no classifier")
    ax.axhline(5, color="tab:green", ls=":", label="target 5 %")
    ax.set(xlabel="flywheel round", ylabel="steps escalated (%)", title="Escalation rate by round")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out_dir / _PLOTS["escalation"], dpi=110)
    plt.close(fig)

    # Decision latency CDF per mode (log scale: milliseconds locally, seconds in the cloud).
    fig, ax = plt.subplots(figsize=(6, 4))
    last = max((r["round"] for r in rows if r["mode"] == "hybrid"), default=0)
    groups = {
        "all-cloud": [ms for r in rows if r["mode"] == "all-cloud" for ms in r["decision_ms"]],
        "hybrid-cold": [ms for r in rows if r["mode"] == "hybrid" and r["round"] == 1 for ms in r["decision_ms"]],
        "hybrid-warm": [
            ms for r in rows if r["mode"] == "hybrid" and r["round"] == last > 1 for ms in r["decision_ms"]
        ],
        "no-classifier": [ms for r in rows if r["mode"] == "no-classifier" for ms in r["decision_ms"]],
    }
    for name, values in groups.items():
        if values:
            ordered = sorted(max(v, 0.1) / 1000 for v in values)
            ax.step(ordered, [(i + 1) / len(ordered) for i in range(len(ordered))], where="post", label=name)
    ax.set_xscale("log")
    ax.set(xlabel="decision latency, frame in → actions out (s)", ylabel="share of steps", title="Decision latency")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out_dir / _PLOTS["cdf"], dpi=110)
    plt.close(fig)

    # Cost per task per mode.
    fig, ax = plt.subplots(figsize=(6, 4))
    names = list(summary)
    ax.bar(range(len(names)), [summary[n]["cost_per_task_usd"] for n in names], color="tab:blue")
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set(ylabel="USD per task", title="Cloud cost per task")
    fig.tight_layout()
    fig.savefig(out_dir / _PLOTS["cost"], dpi=110)
    plt.close(fig)

    if sweep:
        fig, ax = plt.subplots(figsize=(6, 4))
        xs = [p["escalation_rate"] * 100 for p in sweep]
        ax.plot(xs, [p["success_rate"] * 100 for p in sweep], "o-", color="tab:green", label="success rate (%)")
        for p, x in zip(sweep, xs, strict=True):
            ax.annotate(
                f"{p['act_confidence']:g}", (x, p["success_rate"] * 100), textcoords="offset points", xytext=(4, 4)
            )
        ax.set(xlabel="steps escalated (%)", ylabel="success rate (%)", title="Operating curve (confidence threshold)")
        ax.set_ylim(-5, 105)
        twin = ax.twinx()
        twin.plot(xs, [p["cost_per_task_usd"] for p in sweep], "s--", color="tab:red", label="cost per task (USD)")
        twin.set_ylabel("USD per task")
        fig.legend(loc="lower right")
        fig.tight_layout()
        fig.savefig(out_dir / _PLOTS["curve"], dpi=110)
        plt.close(fig)


def _privacy_table(summary: dict[str, Any]) -> list[str]:
    """Each mode with redaction as shipped beside the same mode with the screen sent as it is."""
    pairs = [(m, f"{m}-noredact") for m in summary if f"{m}-noredact" in summary]
    if not pairs:
        return []
    out = [
        "## What privacy by default costs the planner (redaction as shipped / off)",
        "",
        "The simulated model reads exactly what was sent: with redaction on, painted texts are typed "
        "placeholders and only proven chrome is readable.",
        "",
        "| mode | episodes | success on / off | steps/task on / off | escalated on / off | cloud calls/task on / off |",
        "|---|---|---|---|---|---|",
    ]
    for on, off in pairs:
        a, b = summary[on], summary[off]
        out.append(
            f"| {on} | {a['episodes']} / {b['episodes']} | {a['success_rate']:.0%} / {b['success_rate']:.0%} | "
            f"{a['steps_per_task']} / {b['steps_per_task']} | {a['escalation_rate']:.1%} / {b['escalation_rate']:.1%} | "
            f"{a['cloud_calls_per_task']} / {b['cloud_calls_per_task']} |"
        )
    return [*out, ""]
