"""Plain-text tables of runs and steps for ``screenroute replay list|show``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from screenroute.router.learning.replay.records import RunSummary, StoredStep

__all__ = ["format_runs", "format_steps", "table"]

_STAGES = ("settle", "classify", "ocr", "route", "redact", "plan", "act")


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned columns separated by two spaces, with a dashed rule under the headers."""
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    return "\n".join(lines)


def _when(ts: float | None) -> str:
    return "-" if ts is None else dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M:%S")


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def format_runs(runs: Sequence[RunSummary]) -> str:
    """One line per run: id, uid, task, start, outcome, steps, local, escalations, cost."""
    rows = [
        [
            str(r.id),
            r.uid,
            _cut(r.task, 30),
            _when(r.started_at),
            r.outcome,
            str(r.steps),
            str(r.local),
            str(r.escalations),
            f"{r.cost_usd:.4f}",
        ]
        for r in runs
    ]
    return table(["id", "uid", "task", "started", "outcome", "steps", "local", "escalated", "cost $"], rows)


def format_steps(steps: Sequence[StoredStep]) -> str:
    """The step table of one run: state, route, reason, actions, latency per stage and total."""
    rows = []
    for s in steps:
        state = s.teacher_label or s.state_label or (s.classifier or {}).get("state_label", "")
        actions = "; ".join(a.get("describe", a.get("skill", "?")) for a in s.actions) or _cut(s.detail, 60)
        stage = [f"{s.stage_ms[k]:.0f}" if k in s.stage_ms else "-" for k in _STAGES]
        rows.append(
            [
                str(s.seq),
                _cut(s.step_name, 20),
                _cut(str(state), 48),
                s.route,
                s.reason,
                _cut(actions, 60),
                *stage,
                f"{s.total_ms:.0f}",
                str(s.tokens_in + s.tokens_out) if s.tokens_in or s.tokens_out else "-",
                ",".join(s.frames) or "-",
            ]
        )
    headers = ["#", "step", "state", "route", "reason", "actions", *(f"{k} ms" for k in _STAGES)]
    return table([*headers, "total ms", "tokens", "frames"], rows)
