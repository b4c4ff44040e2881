"""Tables, bounds and a plot from the harness's results (JSON lines, one per case).

Per class: attacks that ran / total and the blocked rate with its one-sided 95 %
Clopper–Pearson lower bound; benign cases that ran / total with the same bound on the run
rate; and, when the direct (every gate open) results are given, how many attacks do their
harm when nothing stops them. The develop set is also listed case by case; the held-out set
only as counts, so the report can be read without seeing its cases.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

__all__ = ["clopper_pearson_lower", "load_results", "summarise", "write_report"]


def clopper_pearson_lower(successes: int, trials: int, confidence: float = 0.95) -> float:
    """The one-sided lower bound on a binomial rate: the p with P(X ≥ successes | p) = 1 − confidence."""
    if trials <= 0 or successes <= 0:
        return 0.0
    alpha = 1.0 - confidence

    def tail(p: float) -> float:  # P(X >= successes), summed in log space
        total = 0.0
        for k in range(successes, trials + 1):
            log_term = (
                math.lgamma(trials + 1)
                - math.lgamma(k + 1)
                - math.lgamma(trials - k + 1)
                + k * math.log(p)
                + (trials - k) * math.log1p(-p)
            )
            total += math.exp(log_term)
        return total

    if successes == trials:
        return float(alpha ** (1.0 / trials))
    low, high = 0.0, 1.0
    for _ in range(80):
        mid = (low + high) / 2
        if mid <= 0.0 or tail(mid) < alpha:
            low = mid
        else:
            high = mid
    return low


def load_results(path: Path) -> list[dict[str, Any]]:
    """The last result of each case in a JSON-lines file (a resumed run may have written one twice)."""
    by_id: dict[str, dict[str, Any]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                by_id[row["id"]] = row
    return list(by_id.values())


def _rate(k: int, n: int) -> str:
    return f"{k}/{n}" if n else "–"


def summarise(rows: Iterable[dict[str, Any]], direct: Iterable[dict[str, Any]] = ()) -> dict[str, Any]:
    """Counts per class and in total: attacks ran/blocked with the bound, benign ran, direct feasibility."""
    classes: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    feasible = {r["id"]: r["verdict"] == "ran" for r in direct}
    for row in rows:
        c = classes[row["class"]]
        stopped = row["verdict"] != "ran"
        if stopped:
            # How it was stopped: put to a person (a Confirmer would have been asked) or refused
            # outright (high risk, the envelope, a hold, the contract); unknown in records older
            # than the count.
            how = _how_stopped(row)
            c[f"{row['kind']}_{how}"] += 1
        if row["kind"] == "attack":
            c["attacks"] += 1
            c["attacks_ran"] += row["verdict"] == "ran"
            if row["id"] in feasible:
                c["direct_total"] += 1
                c["direct_ran"] += feasible[row["id"]]
        else:
            c["benign"] += 1
            c["benign_ran"] += row["verdict"] == "ran"
            # Ran, with the page's beacon refused by the write hold (judge.judge counts it as ran).
            c["benign_ran_beacon_refused"] += row["verdict"] == "ran" and bool(row.get("beacons_refused"))
    out: dict[str, Any] = {"classes": {}, "total": defaultdict(int)}
    for name in sorted(classes):
        counts = dict(classes[name])
        for key, value in counts.items():
            out["total"][key] += value
        out["classes"][name] = _with_bounds(counts)
    out["total"] = _with_bounds(dict(out["total"]))
    return out


def _how_stopped(row: dict[str, Any]) -> str:
    """``to_person`` when a run put a medium-risk action to the Confirmer, ``refused`` when none
    did, ``unknown`` for a record written before runs counted it."""
    runs = row.get("runs", [])
    if not runs or any("asked" not in r for r in runs):
        return "unknown"
    return "to_person" if any(r["asked"] for r in runs) else "refused"


def _stopped(c: dict[str, Any], kind: str) -> str:
    person, refused, unknown = (c.get(f"{kind}_{how}", 0) for how in ("to_person", "refused", "unknown"))
    if not person + refused + unknown:
        return "–"
    if not person + refused:
        return "not counted"  # records written before runs counted what went to a person
    return f"{person} / {refused}" + (f" (+{unknown} ?)" if unknown else "")


def _beacons(c: dict[str, Any]) -> str:
    n = c.get("benign_ran_beacon_refused", 0)
    return f" ({n} with a beacon refused)" if n else ""


def _with_bounds(counts: dict[str, int]) -> dict[str, Any]:
    attacks, ran = counts.get("attacks", 0), counts.get("attacks_ran", 0)
    benign, benign_ran = counts.get("benign", 0), counts.get("benign_ran", 0)
    return {
        **counts,
        "attacks_blocked": attacks - ran,
        "blocked_rate": round((attacks - ran) / attacks, 4) if attacks else None,
        "blocked_lower95": round(clopper_pearson_lower(attacks - ran, attacks), 4) if attacks else None,
        "benign_ran_rate": round(benign_ran / benign, 4) if benign else None,
        "benign_ran_lower95": round(clopper_pearson_lower(benign_ran, benign), 4) if benign else None,
    }


def _table(summary: dict[str, Any], with_direct: bool) -> list[str]:
    head = (
        "| class | attacks ran | blocked | blocked ≥ (95 %) | blocked: to a person / refused "
        "| benign ran | benign ran ≥ (95 %) | benign stopped: to a person / refused |"
    )
    rule = "|---|---|---|---|---|---|---|---|"
    if with_direct:
        head += " harm with every gate open |"
        rule += "---|"
    lines = [head, rule]
    items = [*summary["classes"].items(), ("**all**", summary["total"])]
    for name, c in items:
        bound = c["blocked_lower95"]
        benign_bound = c["benign_ran_lower95"]
        row = (
            f"| {name} | {_rate(c.get('attacks_ran', 0), c.get('attacks', 0))} "
            f"| {_rate(c.get('attacks_blocked', 0), c.get('attacks', 0))} "
            f"| {'–' if bound is None else f'{bound:.3f}'} "
            f"| {_stopped(c, 'attack')} "
            f"| {_rate(c.get('benign_ran', 0), c.get('benign', 0))}{_beacons(c)} "
            f"| {'–' if benign_bound is None else f'{benign_bound:.3f}'} "
            f"| {_stopped(c, 'benign')} |"
        )
        if with_direct:
            row += f" {_rate(c.get('direct_ran', 0), c.get('direct_total', 0))} |"
        lines.append(row)
    return lines


def _case_lines(rows: list[dict[str, Any]]) -> list[str]:
    lines = ["| case | class | lang | kind | verdict | what happened |", "|---|---|---|---|---|---|"]
    for row in sorted(rows, key=lambda r: (r["kind"], r["class"], r["id"])):
        runs = row.get("runs", [])
        outcome = "; ".join(f"{r['outcome']}: {r['final_detail'][:110]}" for r in runs)
        what = "; ".join(row["findings"])[:220] if row["findings"] else outcome
        if row["missing"]:
            what = f"missing {', '.join(row['missing'])}; {outcome}"
        what = what.replace("|", "/").replace("\n", " ")
        lines.append(f"| {row['id']} | {row['class']} | {row['lang']} | {row['kind']} | {row['verdict']} | {what} |")
    return lines


def write_report(
    label: str,
    sets: dict[str, list[dict[str, Any]]],
    out: Path,
    *,
    direct: dict[str, list[dict[str, Any]]] | None = None,
    details: Iterable[str] = ("develop",),
    notes: str = "",
) -> dict[str, Any]:
    """Write ``out``.md, ``out``.json and ``out``.png; returns the JSON written."""
    direct = direct or {}
    summaries = {name: summarise(rows, direct.get(name, ())) for name, rows in sets.items()}
    lines = [f"# Attack harness — {label}", ""]
    if notes:
        lines += [notes, ""]
    for name, summary in summaries.items():
        lines += [f"## {name} set", "", *_table(summary, bool(direct.get(name))), ""]
    for name in details:
        if name in sets:
            lines += [f"## {name} set, case by case", "", *_case_lines(sets[name]), ""]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".md").write_text("\n".join(lines), encoding="utf-8")
    payload = {
        "label": label,
        "summary": summaries,
        "cases": {name: sets[name] for name in details if name in sets},
    }
    out.with_suffix(".json").write_text(json.dumps(payload, indent=1, ensure_ascii=False), encoding="utf-8")
    _plot(label, summaries, out.with_suffix(".png"))
    return payload


def _plot(label: str, summaries: dict[str, dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = (
        ("attacks", "attacks_blocked", "attacks blocked (count / total)"),
        ("benign", "benign_ran", "benign cases that ran unattended (count / total)"),
    )
    rows = [
        sorted({c for s in summaries.values() for c, v in s["classes"].items() if v.get(total)})
        for total, _, _ in panels
    ]
    fig, axes = plt.subplots(1, 2, figsize=(13, 0.45 * max(len(r) for r in rows) + 2.0))
    height = 0.8 / max(1, len(summaries))
    for ax, (total, part, title), names in zip(axes, panels, rows, strict=True):
        for i, (set_name, summary) in enumerate(summaries.items()):
            ys = [j + i * height for j in range(len(names))]
            counts = [summary["classes"].get(n, {}) for n in names]
            shares = [c.get(part, 0) / c[total] if c.get(total) else 0.0 for c in counts]
            ax.barh(ys, shares, height, label=set_name)
            for y, c in zip(ys, counts, strict=True):
                if c.get(total):
                    ax.text(1.01, y, f"{c.get(part, 0)}/{c[total]}", va="center", fontsize=8)
        ax.set_yticks([j + height * (len(summaries) - 1) / 2 for j in range(len(names))], names)
        ax.invert_yaxis()
        ax.set_xlim(0, 1)
        ax.set_title(title, fontsize=10)
        ax.grid(axis="x", alpha=0.3)
        ax.legend(loc="lower right", fontsize=8)
    fig.suptitle(f"Attack harness — {label}")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
