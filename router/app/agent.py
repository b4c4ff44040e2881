"""The local desktop agent: observes the screen, asks the edge node, executes, and records each step."""

from __future__ import annotations

import logging
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from screenroute.contract import Reason, Route, Skill
from screenroute.edge.errors import EdgeError
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.settle import changed_since, load_stretch, visibly_changed
from screenroute.edge.skills.action import SkillResult
from screenroute.edge.skills.executor import SkillExecutor
from screenroute.router.deciding.decision import Decision
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.errors import RunStopped
from screenroute.router.learning.memory import RecordedStep, RunRecorder

log = logging.getLogger(__name__)

# How long a WAIT decision pauses before the screen is looked at again: planner unreachable, a
# full second; a screen in transition, until it has changed and settled, at most this long on a
# quiet machine (stretched by the load: a page still painting on a busy machine takes longer).
_WAIT_S = 1.0
# What the step table says for a decision whose screen changed before its actions could run.
_STALE = "not run: the screen changed while the edge decided"
# A step decided again right after its own actions ran may be on a screen that has not shown
# their effect yet (a submitted form on a loaded server): this long, a change means the frame
# was stale. Only retries pay it; a fast decision must not act on the page being left.
_RETRY_WATCH_S = 1.0
# ...and this long when that step's last action visibly did something (a click or key that
# started a request): a slow server answers in seconds (the benchmark's "slow" interruption
# delays 2-5 s), and clicking again would cancel the load and send it twice.
_IN_FLIGHT_WATCH_S = 6.0
# Stages of a step that are the edge deciding (settle is waiting for the screen, act is executing).
DECISION_STAGES = ("classify", "ocr", "recall", "route", "redact", "plan")


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
    cloud_calls: int = 0
    cost_usd: float = 0.0
    # The executor's OCR while acting, included in stage_ms["ocr"] (every read is OCR time).
    act_ocr_ms: float = 0.0
    # How the decision had the screen's text (Decision.ocr_read).
    ocr_read: str = ""

    @property
    def total_ms(self) -> float:
        return sum(self.stage_ms.values())

    @property
    def decision_ms(self) -> float:
        """How long the edge took to decide (classify, OCR, recall, route, and an escalation's redact + plan)."""
        return sum(v for k, v in self.stage_ms.items() if k in DECISION_STAGES) - self.act_ocr_ms


@dataclass
class RunReport:
    """The outcome of a task run."""

    completed: bool
    final: Decision
    records: list[StepRecord] = field(default_factory=list)
    # The last screen the edge decided on: what a person looks at when a run halts.
    last_frame: Frame | None = None
    wall_s: float = 0.0
    cloud_calls: int = 0
    cost_usd: float = 0.0
    queued_item: int | None = None
    # Why the run was stopped before the edge halted it (a signal, a screen or sandbox that
    # failed): its summary is written all the same, with this as its final detail.
    stopped: str = ""
    # The error, not the screen's, that ended the run (a defect: its traceback is logged); the
    # summary is written all the same, with this as its final detail.
    error: str = ""
    # What failed after the run had its report (closing its sandbox, browser or servers): said beside it.
    closing_error: str = ""
    # What the run's end closed that the task had not opened (windows, tabs, dialogs), described.
    closed_at_end: tuple[str, ...] = ()

    @property
    def escalations(self) -> int:
        return sum(1 for r in self.records if r.route == Route.ESCALATE.value)

    @property
    def local(self) -> int:
        return sum(1 for r in self.records if r.route == Route.LOCAL.value)

    @property
    def learned(self) -> int:
        return sum(1 for r in self.records if r.reason == Reason.LEARNED_STATE.value)

    @property
    def outcome(self) -> str:
        """``completed``, or the reason the run stopped (``needs_human``, ``iteration_limit``, ``stopped``…)."""
        if self.completed:
            return "completed"
        if self.error:
            return "error"
        if self.stopped:
            return "stopped"
        if self.final.route is Route.HALT:
            return self.final.reason.value
        return "iteration_limit"

    def summary(self) -> dict[str, object]:
        """The one-object summary ``screenroute run --json`` prints."""
        decision_ms = [r.decision_ms for r in self.records]
        local_ms = [r.decision_ms for r in self.records if r.route == Route.LOCAL.value]
        return {
            "outcome": self.outcome,
            "steps": len(self.records),
            "local": self.local,
            "learned": self.learned,
            # Decisions whose screen changed before their actions could run (not executed).
            "withdrawn": sum(1 for r in self.records if r.actions == _STALE),
            "escalations": self.escalations,
            "cloud_calls": self.cloud_calls,
            "cost_usd": round(self.cost_usd, 6),
            "decision_ms_p50": _percentile(decision_ms, 50),
            "decision_ms_p95": _percentile(decision_ms, 95),
            "local_decision_ms_p50": _percentile(local_ms, 50),
            "local_decision_ms_p95": _percentile(local_ms, 95),
            "wall_s": round(self.wall_s, 2),
            "final_detail": self.error or self.stopped or self.final.detail,
            "queued_item": self.queued_item,
            "closed_at_end": list(self.closed_at_end),
            "closing_error": self.closing_error,
        }


def _percentile(values: list[float], q: int) -> float:
    """The q-th percentile (inclusive method), 0.0 for no values."""
    if not values:
        return 0.0
    if len(values) == 1:
        return round(values[0], 1)
    return round(statistics.quantiles(values, n=100, method="inclusive")[q - 1], 1)


class DesktopAgent:
    """Drives one task to completion (or a halt) through the edge node and the skill executor.

    With a ``recorder`` (the replay library) every step is written as soon as its actions ran:
    the redacted frame it decided on, the decision, the actions and their results, timings,
    tokens and cost. The next step's frame is its after-frame.
    """

    def __init__(
        self,
        edge: EdgeNode,
        executor: SkillExecutor,
        *,
        max_iterations: int = 80,
        recorder: RunRecorder | None = None,
    ) -> None:
        self.edge = edge
        self.executor = executor
        self.max_iterations = max_iterations
        self.recorder = recorder

    def run(
        self,
        run: TaskRun,
        on_step: Callable[[StepRecord], None] | None = None,
        *,
        parameters: dict[str, str] | None = None,
    ) -> RunReport:
        """Run ``run`` until the edge halts it; ``on_step(record)`` is called once a step is recorded.

        ``parameters``: the run's non-secret parameter values, kept with the run in the replay library.
        """
        records: list[StepRecord] = []
        decision: Decision | None = None
        frame: Frame | None = None
        stopped = ""
        error = ""
        started = time.perf_counter()
        replay_id = self._start_replay(run, parameters)
        try:
            last_results: list[SkillResult] = []
            for index in range(1, self.max_iterations + 1):
                decision, frame, lines, record, last_results = self._step(run, index, records, last_results)
                records.append(record)
                if self.recorder is not None:
                    self._replay(self.recorder, replay_id, run, record, decision, frame, lines, last_results)
                if on_step:
                    on_step(record)
                if decision.route is Route.HALT:
                    break
        except (RunStopped, EdgeError) as exc:
            # Stopped from outside, or the screen itself failed: the run ends here, and its
            # report (what it did, why it ended) is still what the caller writes out.
            stopped = f"stopped: {exc}" if isinstance(exc, RunStopped) else f"stopped: {type(exc).__name__}: {exc}"
            log.warning("run %s %s", run.task_id, stopped)
        except Exception as exc:
            # Any other error is a defect, never hidden: its traceback is logged, and the run still
            # ends the way every run ends — what was left open closed, its report written with why.
            error = f"error: {type(exc).__name__}: {exc}"
            log.exception("run %s ended by an error", run.task_id)
        finally:
            try:
                self._finish_replay(replay_id, decision, stopped, error)
            except Exception:  # the run's end must not be lost to its record's
                log.exception("run %s: could not close its record in the replay library", run.task_id)
            closed = self._close_left_open()
        if decision is None:
            if not (stopped or error):
                raise ValueError("max_iterations must be at least 1")
            # Stopped before the edge decided anything: the report's last word is a halt for a person.
            decision = Decision(Route.HALT, Reason.NEEDS_HUMAN, detail=error or stopped)
        completed = decision.route is Route.HALT and decision.reason is Reason.TASK_COMPLETE
        return RunReport(
            completed=completed,
            final=decision,
            records=records,
            last_frame=frame,
            wall_s=time.perf_counter() - started,
            cloud_calls=run.cloud_calls,
            cost_usd=run.cost_usd,
            queued_item=run.queued_item,
            stopped=stopped,
            error=error,
            closed_at_end=closed,
        )

    def _close_left_open(self) -> tuple[str, ...]:
        """Close what the task did not open, whatever ended the run; a failure to look is logged, and
        never replaces the run's own outcome (or the error that ended it)."""
        try:
            return self.executor.close_left_open()
        except Exception as exc:  # noqa: BLE001 - the run's end must not be lost to a probe's error
            log.warning("could not close what the task did not open at the run's end: %s", exc)
            return (f"could not look: {type(exc).__name__}",)

    def _step(
        self, run: TaskRun, index: int, records: list[StepRecord], last_results: list[SkillResult]
    ) -> tuple[Decision, Frame, list[OcrLine], StepRecord, list[SkillResult]]:
        """One look, one decision, its actions (or its wait), fed back to the edge: the step's record."""
        settle_started = time.perf_counter()
        frame = self.executor.observe()
        settle_ms = (time.perf_counter() - settle_started) * 1000
        decision, lines = self.edge.decide(run, frame)
        stage_ms = {"settle": settle_ms, **decision.stage_ms}
        self._log_decision(run, index, decision)
        results: list[SkillResult] = []
        act_ocr_ms = 0.0
        stale = False
        if decision.route is Route.WAIT:
            if decision.reason is Reason.UNKNOWN_STATE:
                # A screen in transition (a page still painting, a toast fading): look again as
                # soon as it has changed and settled, within a second (more on a busy machine,
                # where a blank first frame stays blank longer; a change ends the wait at once).
                wait_s = _WAIT_S * load_stretch()
                changed_since(frame, self.executor.screen, change_timeout_s=wait_s, max_wait_s=wait_s)
            else:
                time.sleep(_WAIT_S)
        elif decision.route is not Route.HALT:
            stale = self._went_stale(frame, records, decision, last_results)
            if not stale:
                act_started = time.perf_counter()
                results = self._execute(decision, frame, lines)
                # The executor's reads (grounding on a changed frame, checking a filled
                # value) are OCR, counted as such: act is input and waiting only.
                act_ocr_ms = sum(r.ocr_ms for r in results)
                stage_ms["act"] = (time.perf_counter() - act_started) * 1000 - act_ocr_ms
                if act_ocr_ms:
                    stage_ms["ocr"] = stage_ms.get("ocr", 0.0) + act_ocr_ms
        if stale:
            self.edge.withdraw(run)
        elif decision.route is not Route.HALT:
            self.edge.record(run, results)
        record = StepRecord(
            index,
            decision.step_name,
            decision.state_label,
            decision.route.value,
            decision.reason.value,
            _STALE if stale else "; ".join(_outcome(r) for r in results),
            decision.reason is Reason.TASK_COMPLETE if decision.route is Route.HALT else all(r.ok for r in results),
            stage_ms,
            decision.detail,
            decision.cloud_calls,
            decision.cost_usd,
            act_ocr_ms,
            decision.ocr_read,
        )
        return decision, frame, lines, record, results

    def _went_stale(
        self, frame: Frame, records: list[StepRecord], decision: Decision, last_results: list[SkillResult]
    ) -> bool:
        """Whether the screen changed while the edge decided (seed 002 §5.1, stale vision).

        A page that was still loading may have changed while the edge read it; actions grounded
        on the old frame would land on the new page. A retry right after the step's own actions
        watches longer where those actions are still in flight.
        """
        if not _retries(records, decision):
            return visibly_changed(frame, self.executor.screen.grab())
        in_flight = _repeats_own_actions(records, decision) and _in_flight(last_results)
        watch = _IN_FLIGHT_WATCH_S if in_flight else _RETRY_WATCH_S
        return bool(changed_since(frame, self.executor.screen, change_timeout_s=watch, max_wait_s=0.0).changed)

    def _start_replay(self, run: TaskRun, parameters: dict[str, str] | None) -> int:
        """The run's id in the replay library (0 without one); secrets are named, never kept."""
        if self.recorder is None:
            return 0
        context = run.context
        public = {k: v for k, v in (parameters or {}).items() if k not in context.secrets}
        return self.recorder.start_run(task=run.procedure.name, parameters=public, secret_names=sorted(context.secrets))

    def _finish_replay(self, replay_id: int, decision: Decision | None, stopped: str = "", error: str = "") -> None:
        """Close the run in the replay library with its outcome (interrupted when no decision was made,
        stopped when it was stopped from outside or its screen failed, error when a defect ended it)."""
        if self.recorder is None:
            return
        outcome = "interrupted"
        if error or stopped:
            self.recorder.finish_run(replay_id, outcome="error" if error else "stopped", detail=error or stopped)
            return
        if decision is not None:
            if decision.route is not Route.HALT:
                outcome = "iteration_limit"
            else:
                outcome = "completed" if decision.reason is Reason.TASK_COMPLETE else decision.reason.value
        self.recorder.finish_run(replay_id, outcome=outcome, detail=decision.detail if decision else "")

    def _replay(
        self,
        recorder: RunRecorder,
        replay_id: int,
        run: TaskRun,
        record: StepRecord,
        decision: Decision,
        frame: Frame,
        lines: list[OcrLine],
        results: list[SkillResult],
    ) -> None:
        """Write one finished step to the replay library (frame and texts redacted on the edge first)."""
        redacted = self.edge.redact_for_record(run, frame, lines)
        observed = decision.observed
        escalated = decision.route is Route.ESCALATE
        recorder.record_step(
            replay_id,
            RecordedStep(
                step_name=record.step,
                route=decision.route,
                reason=decision.reason,
                detail=decision.detail,
                state_label=decision.state_label,
                before=redacted.frame if redacted is not None else None,
                before_lines=tuple(redacted.lines) if redacted is not None else (),
                prediction=observed.prediction,
                embedding=getattr(observed.signature, "embedding", None),
                anchors_found=observed.anchors_found,
                anchors_missing=observed.anchors_missing,
                actions=decision.template_actions,
                results=tuple(results),
                stage_ms={k: round(v, 2) for k, v in record.stage_ms.items()},
                teacher_label=decision.state_label if escalated else "",
                tokens_in=decision.tokens_in,
                tokens_out=decision.tokens_out,
                cost_usd=decision.cost_usd,
            ),
        )

    def _log_decision(self, run: TaskRun, index: int, decision: Decision) -> None:
        """Every decision goes to the log and the audit trail with its route and reason."""
        log.debug(
            "task %s step %d (%s): %s/%s %s",
            run.task_id,
            index,
            decision.step_name or "-",
            decision.route.value,
            decision.reason.value,
            decision.state_label,
        )
        if self.executor.audit is not None:
            self.executor.audit.write(
                "decision",
                task=run.task_id,
                step=decision.step_name,
                route=decision.route.value,
                reason=decision.reason.value,
                state=decision.state_label,
                actions=[a.describe() for a in decision.actions],
                stage_ms={k: round(v, 1) for k, v in decision.stage_ms.items()},
                # How the screen's text was had (a whole read, changed regions, a known screen):
                # what a slow decision's OCR time is read against.
                read=decision.ocr_read,
            )

    def _execute(self, decision: Decision, frame: Frame, lines: list[OcrLine] | None) -> list[SkillResult]:
        """Run the decision's actions in order; stop at the first failure. OCR is reused while the screen is unchanged."""
        results: list[SkillResult] = []
        for action in decision.actions:
            result = self.executor.run(action, frame, lines, source=decision.source, step=decision.step_name)
            results.append(result)
            if result.ocr_ms:
                self.edge.metrics.stage_seconds.labels("ocr").observe(result.ocr_ms / 1000)
            if not result.ok:
                break
            if result.after is not None:
                frame = result.after
            if result.changed:
                lines = result.after_lines
        return results


def _retries(records: list[StepRecord], decision: Decision) -> bool:
    """Whether ``decision`` acts on the step whose local actions just ran (it did not advance)."""
    if not records or decision.route is not Route.LOCAL:
        return False
    last = records[-1]
    return last.route == Route.LOCAL.value and last.step == decision.step_name and last.actions != _STALE


def _repeats_own_actions(records: list[StepRecord], decision: Decision) -> bool:
    """Whether ``decision`` runs its step's own actions again right after they ran (not after a
    learned dismissal of a popup in front of them, which leaves nothing loading)."""
    return (
        bool(records)
        and records[-1].reason == Reason.KNOWN_STATE.value
        and decision.reason is Reason.KNOWN_STATE
        and records[-1].step == decision.step_name
    )


def _in_flight(results: list[SkillResult]) -> bool:
    """Whether the last actions ended in a click or key that visibly did something: what it
    started (a navigation, a submit) may still be under way."""
    return (
        bool(results)
        and results[-1].ok
        and results[-1].changed
        and results[-1].action.skill in (Skill.CLICK, Skill.KEY)
    )


def _outcome(result: SkillResult) -> str:
    text = result.action.describe()
    if not result.ok:
        return f"{text} FAILED ({result.detail})"
    if result.action.skill in (Skill.CLICK, Skill.KEY, Skill.OPEN_URL) and not result.changed:
        return f"{text} (no visible effect)"
    return text


def format_step_table(records: list[StepRecord]) -> str:
    """A plain-text table of every step: state, route, reason, action, latency per stage."""
    stages = ["settle", "classify", "ocr", "recall", "route", "redact", "plan", "act"]
    header = ["#", "step", "state", "route", "reason", "actions"] + [f"{s} ms" for s in stages] + ["total ms"]
    rows = []
    for r in records:
        rows.append(
            [str(r.index), r.step, r.state, r.route, r.reason, _clip(r.actions or r.detail, 60)]
            + [f"{r.stage_ms[s]:.0f}" if s in r.stage_ms else "-" for s in stages]
            + [f"{r.total_ms:.0f}"]
        )
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(header)]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True))

    return "\n".join([line(header), line(["-" * w for w in widths]), *(line(row) for row in rows)])


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
