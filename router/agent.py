"""The local desktop agent: observes the screen, asks the edge node, executes, and records each step."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from edge.frame import Frame
from edge.skills.action import SkillResult
from edge.skills.executor import SkillExecutor
from router.decision import Decision, Reason, Route
from edge.ocr.base import OcrLine
from router.edge_node import EdgeNode, TaskRun

log = logging.getLogger(__name__)

# How long a WAIT decision (planner unreachable) pauses before the screen is looked at again.
_WAIT_S = 1.0


@dataclass
class StepRecord:
    """One row of the step table."""

    index: int
    step: str
    state: str
    route: str
    reason: str
    actions: str
    ok: bool
    stage_ms: dict[str, float]
    detail: str = ""

    @property
    def total_ms(self) -> float:
        return sum(self.stage_ms.values())


@dataclass
class RunReport:
    """The outcome of a task run."""

    completed: bool
    final: Decision
    records: list[StepRecord] = field(default_factory=list)
    # The last screen the edge decided on: what a person looks at when a run halts.
    last_frame: Frame | None = None

    @property
    def escalations(self) -> int:
        return sum(1 for r in self.records if r.route == Route.ESCALATE.value)


class DesktopAgent:
    """Drives one task to completion (or a halt) through the edge node and the skill executor."""

    def __init__(self, edge: EdgeNode, executor: SkillExecutor, *, max_iterations: int = 80) -> None:
        self.edge = edge
        self.executor = executor
        self.max_iterations = max_iterations

    def run(self, run: TaskRun, on_step: Callable[[StepRecord], None] | None = None) -> RunReport:
        """Run ``run`` until the edge halts it; ``on_step(record)`` is called after every step."""
        records: list[StepRecord] = []
        decision: Decision | None = None
        for index in range(1, self.max_iterations + 1):
            started = time.perf_counter()
            frame = self.executor.observe()
            settle_ms = (time.perf_counter() - started) * 1000
            decision, lines = self.edge.decide(run, frame)
            stage_ms = {"settle": settle_ms, **decision.stage_ms}
            self._log_decision(run, index, decision)
            if decision.route is Route.HALT:
                record = StepRecord(index, decision.step_name, decision.state_label, decision.route.value,
                                    decision.reason.value, "", decision.reason is Reason.TASK_COMPLETE,
                                    stage_ms, decision.detail)
                records.append(record)
                if on_step:
                    on_step(record)
                break
            if decision.route is Route.WAIT:
                time.sleep(_WAIT_S)
                results: list[SkillResult] = []
            else:
                act_started = time.perf_counter()
                results = self._execute(decision, frame, lines)
                stage_ms["act"] = (time.perf_counter() - act_started) * 1000
            self.edge.record(run, results)
            record = StepRecord(
                index, decision.step_name, decision.state_label, decision.route.value, decision.reason.value,
                "; ".join(_outcome(r) for r in results), all(r.ok for r in results), stage_ms, decision.detail,
            )
            records.append(record)
            if on_step:
                on_step(record)
        assert decision is not None
        completed = decision.route is Route.HALT and decision.reason is Reason.TASK_COMPLETE
        return RunReport(completed=completed, final=decision, records=records, last_frame=frame)

    def _log_decision(self, run: TaskRun, index: int, decision: Decision) -> None:
        """Every decision goes to the log and the audit trail with its route and reason."""
        log.debug("task %s step %d (%s): %s/%s %s", run.task_id, index, decision.step_name or "-",
                 decision.route.value, decision.reason.value, decision.state_label)
        if self.executor.audit is not None:
            self.executor.audit.write(
                "decision", task=run.task_id, step=decision.step_name, route=decision.route.value,
                reason=decision.reason.value, state=decision.state_label,
                actions=[a.describe() for a in decision.actions],
                stage_ms={k: round(v, 1) for k, v in decision.stage_ms.items()},
            )

    def _execute(self, decision: Decision, frame: Frame, lines: list[OcrLine] | None) -> list[SkillResult]:
        """Run the decision's actions in order; stop at the first failure. OCR is reused while the screen is unchanged."""
        results: list[SkillResult] = []
        for action in decision.actions:
            result = self.executor.run(action, frame, lines)
            results.append(result)
            if not result.ok:
                break
            if result.after is not None:
                frame = result.after
            if result.changed:
                lines = None
        return results


def _outcome(result: SkillResult) -> str:
    text = result.action.describe()
    if not result.ok:
        return f"{text} FAILED ({result.detail})"
    if result.action.skill in ("click", "key", "open_url") and not result.changed:
        return f"{text} (no visible effect)"
    return text


def format_step_table(records: list[StepRecord]) -> str:
    """A plain-text table of every step: state, route, reason, action, latency per stage."""
    stages = ["settle", "classify", "ocr", "route", "redact", "plan", "act"]
    header = ["#", "step", "state", "route", "reason", "actions"] + [f"{s} ms" for s in stages] + ["total ms"]
    rows = []
    for r in records:
        rows.append([str(r.index), r.step, r.state, r.route, r.reason, _clip(r.actions or r.detail, 60)]
                    + [f"{r.stage_ms[s]:.0f}" if s in r.stage_ms else "-" for s in stages] + [f"{r.total_ms:.0f}"])
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(header)]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths))  # noqa: E731
    return "\n".join([line(header), line(["-" * w for w in widths]), *(line(row) for row in rows)])


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
