"""The edge node's decision loop for one screen: recognise, act locally, recall, or escalate.

Each frame: the state classifier scores it (when the task's app has one), OCR reads it — or,
for a state the edge read before, the remembered read is checked where its texts were
(:class:`~screenroute.edge.known_screens.KnownScreens`) —
steps whose post-condition holds are passed, the outcome of the previous decision's
actions is judged (an escalation that moved the task on is learned; a learned entry that
did not is demoted), the plan cache is asked what it recognises, and then
:func:`screenroute.router.deciding.policy.decide` makes the one decision from those signals. An
escalation that cannot get actions (redaction failed, planner down, actions refused) is a
signal of the next decision on the same frame, never an escalation rewritten into a halt.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from screenroute.contract import (
    Action,
    FieldTarget,
    Reason,
    RiskTier,
    Route,
    Skill,
    action_from_proto,
    normalise,
    reason_to_proto,
)
from screenroute.contract.errors import PlannerBudgetError, PlannerRejected, PlannerUnavailable
from screenroute.edge.classify.base import StateClassifier, StatePrediction
from screenroute.edge.effect import press_effect
from screenroute.edge.fields import field_at, find_fields
from screenroute.edge.frame import Frame, frame_digest
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import contains_all, find_all, find_text, find_value
from screenroute.edge.known_screens import KnownScreens
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.skills.action import PRESSED, TYPED_IN, SkillResult
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext, template_names
from screenroute.router.authoring.task_envelope import build_envelope
from screenroute.router.deciding.breaker import BreakerState, CircuitBreaker
from screenroute.router.deciding.decision import Decision, Observed
from screenroute.router.deciding.guard import accept_plan, task_origins
from screenroute.router.deciding.human_queue import HumanQueue, needs_a_person
from screenroute.router.deciding.metrics import EdgeMetrics
from screenroute.router.deciding.perception import Observation, Perception, ReadHints
from screenroute.router.deciding.planner_client import PlannerClient
from screenroute.router.deciding.policy import (
    AttemptFailure,
    FailedAttempt,
    LearnedMatch,
    PolicyConfig,
    Signals,
    StepView,
    decide,
    disagreement_with,
    gated_confidence,
    recognised,
)
from screenroute.router.errors import RedactionError
from screenroute.router.learning.admission import admit
from screenroute.router.learning.memory import (
    Novelty,
    Recall,
    StateMemory,
    fill_learned,
    is_placeholder_text,
    templated,
)
from screenroute.router.privacy.app_vocabulary import AppVocabulary
from screenroute.router.privacy.escalation import EscalationTexts, redact_escalation
from screenroute.router.privacy.redaction import PlaceholderVault, Redactor
from screenroute.router.privacy.redaction.base import Redacted
from screenroute.router.privacy.redaction.escalation import (
    DetailedReader,
    RedactedScreen,
    UnreadableScreenError,
    redact_screen,
)
from screenroute.router.privacy.task_privacy import learn_from_frame, redactor_for
from screenroute.v1 import planner_pb2, types_pb2

log = logging.getLogger(__name__)

# The planner sees a bounded history: enough to notice loops, not a transcript.
_HISTORY_SENT = 6
# Longest screenshot side sent to the planner; the frame is downscaled beyond this.
_MAX_IMAGE_SIDE = 1600
# Skills that dismiss something; an unexpected state they cleared away was a popup.
_DISMISSING_SKILLS = frozenset({Skill.CLICK, Skill.KEY})
# A frame is compared with the remembered screens of the current step and of the next ones
# (the previous step's actions may have completed it, or it and the one after).
_KNOWN_LOOKAHEAD = 3


@dataclass
class Pending:
    """The last decision's actions, judged on the next frame: did they move the task on?"""

    kind: Literal["planned", "learned"]
    step_index: int
    step_name: str
    reason: Reason
    state_label: str
    signature: object | None = None
    # Redacted OCR lines of the screen the actions ran on (what vanished tells a popup's texts).
    before_lines: tuple[OcrLine, ...] = ()
    # As the cache keeps them: targets as text, values as templates or placeholders.
    actions: tuple[Action, ...] = ()
    popup: bool = False
    entry_id: int = 0
    actions_ok: bool = True
    # An action needed a confirmation (a person's or the task approvals' yes): never learned.
    confirmed: bool = False
    # The screen they ran on was the step's expected one already: bringing it back is no progress.
    recognised_before: bool = False


@dataclass
class TaskRun:
    """The state of one task on the edge: where in its procedure it is and what happened so far."""

    procedure: Procedure
    context: TaskContext
    task_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    # Placeholders are consistent within a task, so each task has its own vault and redactor.
    vault: PlaceholderVault = field(default_factory=PlaceholderVault)
    redactor: Redactor | None = None
    # The last frame redacted, once for every copy of it (escalation, human queue, replay library):
    # its key, whether its read was checked against the text detector, and the result or the failure.
    redacted_screen: tuple[bytes, bool, RedactedScreen | RedactionError] | None = None
    step_index: int = 0
    local_attempts: int = 0
    # Tries at the current step by every route; reset only when the step is done.
    step_tries: int = 0
    # (screen, actions) -> times those actions ran on that screen since the task last moved on.
    tried: dict[tuple[str, tuple[str, ...]], int] = field(default_factory=dict)
    last_tried: tuple[tuple[str, tuple[str, ...]], bool] | None = None
    escalations: int = 0
    fruitless_escalations: int = 0
    planner_failures: int = 0
    unknown_frames: int = 0
    # Frames in a row whose escalation the redaction refused as unreadable (nothing was sent).
    unreadable_frames: int = 0
    # Looks taken since the current step's commit ran without its post-condition showing: its
    # effect may still be on its way (a busy machine's page after a form's POST), so the edge
    # waits a few looks before it calls a person. Reset when the task moves on.
    commit_waits: int = 0
    last_no_effect: bool = False
    history: list[SkillResult] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)
    last_progress: float = field(default_factory=time.monotonic)
    # What the flywheel needs: the actions awaiting judgement, entries that failed in this run.
    pending: Pending | None = None
    failed_entries: set[int] = field(default_factory=set)
    learned_stored: int = 0
    # Planner calls made (answered or not) and what they cost.
    cloud_calls: int = 0
    cost_usd: float = 0.0
    tokens_in: int = 0
    tokens_out: int = 0
    # Set once the run has been handed to the human queue.
    queued_item: int | None = None
    # What the edge saw on the frame of the last decision (its privacy check reads the same read).
    observation: Observation | None = field(default=None, repr=False, compare=False)
    # Whether the last decision was the task's own step on its known screen (a withdrawn one is uncounted).
    last_local_known: bool = False
    # Earlier steps done again because their screen came back (a session that expired).
    reentries: int = 0
    # What an action that was not the task's own opened that the task does not expect (undone):
    # the next decision halts for a person.
    outcome_violation: str = ""
    # The step last done again, until the screen it led to has been placed: the steps after it
    # whose effects that screen no longer shows are done again too (a form emptied by the expiry).
    resume_after: int | None = None
    # The step the last decision acted for, and the commits (medium-risk actions that ran and changed
    # the screen) each step made: a step's commit is not repeated while its post-condition is unseen.
    acting_step: str = ""
    committed: dict[str, str] = field(default_factory=dict)
    # The fills each step made whose value showed in the field afterwards: a retry of the step
    # does not fill them again while the value still shows. Fields found by a placeholder are
    # found again by it, and a filled field has none: a repeated fill would go to the next row.
    filled: dict[str, set[tuple[str, int, str]]] = field(default_factory=dict)
    # The clicks on a text each step made that ran and changed the screen: a retry of the step
    # does not click them again once their text has gone (a popup dismissed, a menu entry taken).
    clicked: dict[str, set[tuple[str, int]]] = field(default_factory=dict)
    # Where each step typed its values (the value, the input's box): a value still there shows
    # the typing, not the step's effect, and counts for its post-condition only elsewhere.
    typed_in: dict[str, list[tuple[str, Box]]] = field(default_factory=dict)
    # Where each step's clicks pressed and the frame just before the first press of each (by the
    # action): a step whose end is its control's change of look compares that frame with the one
    # on screen. The first press counts: a second press on a control already greyed out changes nothing.
    pressed: dict[str, dict[str, tuple[tuple[int, int], Frame]]] = field(default_factory=dict, repr=False)
    # The steps whose own actions ran to the end on their known screen, every one of them ok: a step
    # among them whose screen is gone while the next step's is on has moved the task on, whether or
    # not its post-condition could be read (a text drawn over by another, in a script OCR misreads).
    ran_own: set[str] = field(default_factory=set)
    # The step whose last decision stopped at a failed action: nothing but what ran before it
    # happened, so a value it typed, still where it was typed, is its typing whatever draws it.
    stopped_short: str = ""
    # One decision at a time per run (the Edge service serves many runs on a thread pool).
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)
    # The layout signatures the task file recorded for its steps (``expect.layout``), decoded once.
    layouts: list[tuple[str, np.ndarray]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.layouts = _recorded_layouts(self.procedure)

    @property
    def step(self) -> ProcedureStep | None:
        steps = self.procedure.steps
        return steps[self.step_index] if self.step_index < len(steps) else None


class EdgeNode:
    """Decides what to do with a screen for a task run; the caller executes the actions.

    One node serves many runs (its parts are shared and thread-safe); all per-task state
    lives in :class:`TaskRun`.
    """

    def __init__(
        self,
        ocr: OcrEngine,
        *,
        planner: PlannerClient | None,
        redactor_factory: Callable[[PlaceholderVault], Redactor],
        policy: PolicyConfig | None = None,
        metrics: EdgeMetrics | None = None,
        classifier: StateClassifier | None = None,
        breaker: CircuitBreaker | None = None,
        memory: StateMemory | None = None,
        human_queue: HumanQueue | None = None,
        known_screens: KnownScreens | None = None,
        vocabulary: AppVocabulary | None = None,
    ) -> None:
        self.policy = policy or PolicyConfig()
        # The one place a frame is classified and read; everything below reads its Observation.
        self.perception = Perception(ocr, policy=self.policy, classifier=classifier, known_screens=known_screens)
        self.vocabulary = vocabulary
        self.planner = planner
        self.redactor_factory = redactor_factory
        self.metrics = metrics or EdgeMetrics()
        self.breaker = breaker or CircuitBreaker()
        self.memory = memory
        self.human_queue = human_queue

    @property
    def ocr(self) -> OcrEngine:
        """The OCR engine perception reads with (the executor's after-frame reads share it)."""
        return self.perception.ocr

    @property
    def known_screens(self) -> KnownScreens | None:
        return self.perception.known_screens

    # -- public API ------------------------------------------------------------------------
    def decide(self, run: TaskRun, frame: Frame, lines: list[OcrLine] | None = None) -> tuple[Decision, list[OcrLine]]:
        """Decide for ``frame``; returns the decision and the OCR lines it was based on."""
        with run.lock:
            return self._decide(run, frame, lines)

    def record(self, run: TaskRun, results: list[SkillResult]) -> None:
        """Feed back what the actions of the last decision did."""
        with run.lock:
            run.history.extend(results)
            for r in results:
                self.metrics.actions.labels(r.action.skill, "ok" if r.ok else "failed").inc()
            run.last_no_effect = bool(results) and results[-1].ok and not results[-1].changed
            run.stopped_short = run.acting_step if results and not results[-1].ok else ""
            if run.last_local_known and run.acting_step and results:
                # The latest attempt counts: one that failed after a good one leaves the step not run.
                if all(r.ok and not r.halt for r in results):
                    run.ran_own.add(run.acting_step)
                else:
                    run.ran_own.discard(run.acting_step)
            run.outcome_violation = run.outcome_violation or next((r.halt for r in results if r.halt), "")
            for r in results:
                if r.ok and r.changed and r.risk is RiskTier.MEDIUM and run.acting_step:
                    run.committed.setdefault(run.acting_step, r.action.describe())
                if r.ok and r.action.skill == Skill.FILL and r.detail in _VALUE_SHOWN and run.acting_step:
                    run.filled.setdefault(run.acting_step, set()).add(_fill_key(r.action))
                if r.ok and r.changed and r.action.skill == Skill.CLICK and r.action.target_text and run.acting_step:
                    run.clicked.setdefault(run.acting_step, set()).add(_click_key(r.action))
                press = r.extra.get(PRESSED)
                if r.ok and isinstance(press, tuple) and run.acting_step:
                    run.pressed.setdefault(run.acting_step, {}).setdefault(r.action.describe(), press)
                places = r.extra.get(TYPED_IN, ())
                if r.ok and isinstance(places, tuple) and r.action.text and run.acting_step:
                    typed = run.typed_in.setdefault(run.acting_step, [])
                    typed += [(r.action.text, box) for box in places if isinstance(box, Box)]
            if run.pending is not None:
                # An answer that had a write held is never learned, whether or not the run went on.
                run.pending.actions_ok = all(r.ok and not r.halt and not r.held_writes for r in results)
                run.pending.confirmed = any(r.risk is not RiskTier.LOW for r in results)

    def withdraw(self, run: TaskRun) -> None:
        """The last decision's actions were not run (its screen changed before they could be): forget the attempt."""
        with run.lock:
            run.pending = None
            if run.local_attempts > 0 and run.last_local_known:
                run.local_attempts -= 1
            if run.last_tried is not None:
                key, counted = run.last_tried
                run.tried[key] = max(0, run.tried.get(key, 0) - 1)
                if counted and run.step_tries > 0:
                    run.step_tries -= 1
                run.last_tried = None

    # -- one frame -------------------------------------------------------------------------
    def _decide(self, run: TaskRun, frame: Frame, given: list[OcrLine] | None) -> tuple[Decision, list[OcrLine]]:
        stage_ms: dict[str, float] = {}
        seen = self.perception.perceive(frame, self._hints(run), given, stage=lambda name: self._stage(name, stage_ms))
        run.observation = seen
        prediction, overlay, read_how = seen.prediction, seen.overlay, seen.read_how
        lines = list(seen.lines)
        screen = _screen_identity(lines)
        with self._stage("route", stage_ms):
            self._advance(run, lines, frame.pixels)
            rewound = self._rewind(run, lines, prediction)
            signals = self._signals(run, lines, prediction, screen)
            self._judge_pending(run, lines, signals)
        recall = None
        if run.step is not None and (self.memory is not None or (prediction is None and run.layouts)):
            with self._stage("recall", stage_ms):
                if self.memory is not None:
                    recall = self.memory.recall(run.procedure.name, run.step.name, frame, lines, prediction)
                signals = self._with_recall(run, signals, recall, screen)
                if prediction is None and run.layouts:
                    signals = dataclasses.replace(signals, novelty=self._task_novelty(run, frame, lines, recall))
        with self._stage("route", stage_ms):
            decision = decide(signals, self.policy)
        calls_before = run.cloud_calls
        if decision.route is Route.ESCALATE:
            answered = self._escalate(run, frame, lines, decision, stage_ms, prediction, recall, screen)
            if isinstance(answered, FailedAttempt):
                # The failed attempt is a signal of a new decision on this frame.
                signals = dataclasses.replace(signals, failed_attempt=answered, planner_failures=run.planner_failures)
                decision = decide(signals, self.policy)
            else:
                decision = answered
        repeat = self._repeated_commit(run, decision)
        if repeat and run.commit_waits < self.policy.unknown_waits:
            run.commit_waits += 1
            decision = Decision(
                Route.WAIT,
                Reason.UNKNOWN_STATE,
                step_name=decision.step_name,
                detail=f"{repeat}; waiting ({run.commit_waits}/{self.policy.unknown_waits}) in case its effect is on its way",
            )
        elif repeat:
            signals = dataclasses.replace(signals, outcome_violation=repeat)
            decision = decide(signals, self.policy)
        decision = _without_fills_that_show(run, decision, lines)
        self._account(run, decision, signals, screen)
        decision = dataclasses.replace(
            decision,
            cloud_calls=run.cloud_calls - calls_before,
            stage_ms=stage_ms,
            ocr_read=read_how,
            observed=Observed(
                prediction=prediction,
                signature=recall.signature if recall is not None else None,
                anchors_found=signals.anchors_found,
                anchors_missing=signals.anchors_missing,
            ),
        )
        for note in (rewound, overlay):
            decision = decision.noted(note)
        if not overlay and not read_how.startswith("known") and read_how != "given":
            self._remember_screen(run, frame, lines, decision, prediction)
        if self.vocabulary is not None and not read_how.startswith("known"):
            # Read for the vocabulary as the redaction read it (once per frame, when it was redacted).
            read_frame, read_lines = self._as_redacted(run, frame, lines)
            learn_from_frame(self.vocabulary, run, self._redactor(run), read_frame, read_lines, decision.step_name)
        self.metrics.decisions.labels(decision.route.value, decision.reason.value).inc()
        if decision.route is Route.HALT and needs_a_person(decision.reason):
            self._hand_to_a_person(run, frame, lines, decision)
        return decision, lines

    def _hints(self, run: TaskRun) -> ReadHints:
        """What perception may know of the frame ``run`` expects."""
        return ReadHints(
            classify=run.procedure.uses_classifier,
            screen_keys=tuple(_screen_keys(run)) if run.step is not None else (),
            doubt=lambda lines: self._undone_after_own_actions(run, lines),
        )

    def _undone_after_own_actions(self, run: TaskRun, lines: list[OcrLine]) -> bool:
        step, pending = run.step, run.pending
        if step is None or pending is None or pending.step_index != run.step_index:
            return False
        try:
            return not self._is_done(step, run.context, lines, run.typed_in.get(step.name, ()))
        except (KeyError, ValueError):
            return False  # a template the run cannot fill yet: the decision reports it

    def _remember_screen(
        self,
        run: TaskRun,
        frame: Frame,
        lines: list[OcrLine],
        decision: Decision,
        prediction: StatePrediction | None,
    ) -> None:
        """Keep a screen the edge read and acted on locally: the next visit checks it instead of reading it."""
        step = run.step
        if self.known_screens is None or step is None or decision.route is not Route.LOCAL:
            return
        if decision.step_name != step.name:
            return  # an earlier step's screen come back is not the look of this one
        if decision.reason not in (Reason.KNOWN_STATE, Reason.LEARNED_STATE):
            return
        if decision.reason is Reason.KNOWN_STATE and run.local_attempts > 1:
            return  # a retry's screen (half done, an error shown) is not the state's usual look
        targets = [a.target_text for a in decision.actions if a.target_text]
        anchors = (*decision.observed.anchors_found, *targets)
        suffix = "" if decision.reason is Reason.KNOWN_STATE else "/learned"
        label = prediction.state_label if prediction is not None else ""
        self.known_screens.remember(_screen_key(run, step.name) + suffix, frame.pixels, lines, anchors, label=label)

    def _signals(self, run: TaskRun, lines: list[OcrLine], prediction: StatePrediction | None, screen: str) -> Signals:
        step = run.step
        now = time.monotonic()
        view: StepView | None = None
        scroll_fell_short = False
        missing: tuple[str, ...] = ()
        anchors_problem = ""
        found: tuple[str, ...] = ()
        if step is not None:
            view = _step_view(step, run.context)
            scroll_fell_short = _scroll_fell_short(run, view)
            if scroll_fell_short:
                # Only the scroll is repeated: the rest of the step did its work, and a field typed
                # into again would hold its value twice.
                view = dataclasses.replace(view, actions=view.actions[-1:])
            try:
                anchors = step.resolved_texts(step.anchors, run.context)
                missing = tuple(contains_all(lines, list(anchors)))
                found = tuple(a for a in anchors if a not in missing)
            except (KeyError, ValueError) as exc:
                anchors_problem = f"step {step.name!r} anchors: {exc}"
        # A step that takes any screen has no anchors to miss: an earlier step's screen back still counts.
        reentry = self._reentry(run, lines, prediction) if missing or (step is not None and not step.anchors) else None
        return Signals(
            unverified=_unverified(run, lines) if step is None else (),
            unchecked=_unchecked(run) if step is None else (),
            step=view,
            anchors_found=found if step is not None and not anchors_problem else (),
            anchors_missing=missing,
            anchors_problem=anchors_problem,
            screen_lines=len(lines),
            classifier=prediction,
            local_attempts=run.local_attempts,
            step_tries=run.step_tries,
            own_repeats=_times_tried(run, screen, view.actions) if view is not None else 0,
            reentry_repeats=_times_tried(run, screen, reentry.actions) if reentry is not None else 0,
            last_no_effect=run.last_no_effect,
            unknown_frames=run.unknown_frames,
            unreadable_frames=run.unreadable_frames,
            escalations=run.escalations,
            fruitless_escalations=run.fruitless_escalations,
            planner_failures=run.planner_failures,
            planner_configured=self.planner is not None,
            breaker=self.breaker.state,
            breaker_retry_s=self.breaker.retry_in_s(),
            elapsed_s=now - run.started,
            idle_s=now - run.last_progress,
            scroll_fell_short=scroll_fell_short,
            reentry=reentry,
            reentries=run.reentries,
            outcome_violation=run.outcome_violation,
        )

    def _reentry(self, run: TaskRun, lines: list[OcrLine], prediction: StatePrediction | None) -> StepView | None:
        """The latest step done before the current one whose screen is unmistakably back: every
        anchor (two at least) on screen, its post-condition gone, the classifier not disagreeing
        — a session that expired to the login page, an app that went back to its start.

        A step whose post-condition is no text on screen (a file that was downloaded) cannot be
        seen undone: its screen showing again says nothing, so it is never done again this way.
        """
        for step in reversed(run.procedure.steps[: run.step_index]):
            if len(step.anchors) < 2 or not step.done_when:
                continue
            try:
                if contains_all(lines, list(step.resolved_texts(step.anchors, run.context))):
                    continue
                unseen = contains_all(lines, list(step.resolved_texts(step.done_when, run.context)))
                if step.done_texts_hold(len(unseen)):
                    continue  # its result shows as well: this is not its screen coming back
            except (KeyError, ValueError):
                continue
            if prediction is not None and disagreement_with(step.state_label, prediction, self.policy.passive_popups):
                continue
            return _step_view(step, run.context)
        return None

    def _rewind(self, run: TaskRun, lines: list[OcrLine], prediction: StatePrediction | None) -> str:
        """Once a step done again has led somewhere, go back to the earliest later step whose screen
        this is and whose effects it no longer shows; the steps from there on are done again.

        A session that expires mid-form logs in again (re-entry) onto the form, empty: what the
        steps after the login typed into it is gone, and only doing them again brings it back. A
        step counts when every anchor of its own (two at least) is on screen, its post-condition
        texts are not, and the classifier does not disagree. Nothing changes while the re-entered
        step's own screen is still showing (its actions' effect has not come yet).
        """
        start = run.resume_after
        if start is None or run.step is None:
            return ""
        steps = run.procedure.steps
        try:
            if not contains_all(lines, list(steps[start].resolved_texts(steps[start].anchors, run.context))):
                return ""  # the re-entered step's screen is still on: wait for where it leads
        except (KeyError, ValueError):
            pass
        run.resume_after = None
        for index in range(start + 1, run.step_index):
            step = steps[index]
            if len(step.anchors) < 2 or not step.done_when:
                continue
            try:
                if contains_all(lines, list(step.resolved_texts(step.anchors, run.context))):
                    continue
                unseen = contains_all(lines, list(step.resolved_texts(step.done_when, run.context)))
            except (KeyError, ValueError):
                continue
            if step.done_texts_hold(len(unseen)):
                continue
            if prediction is not None and disagreement_with(step.state_label, prediction, self.policy.passive_popups):
                continue
            skipped = run.step_index - index
            run.step_index = index
            run.committed.clear()
            run.filled.clear()
            run.clicked.clear()
            run.typed_in.clear()
            run.local_attempts = 0
            run.step_tries = 0
            return f"back to {step.name!r}: its screen is on and its effect is gone ({skipped} steps to do again)"
        return ""

    @staticmethod
    def _task_novelty(run: TaskRun, frame: Frame, lines: list[OcrLine], recall: Recall | None) -> Novelty | None:
        """How far the screen is from the states the task file recorded (``expect.layout``) and the task has seen."""
        from screenroute.edge.layout import UNKNOWN_DISTANCE, LayoutError, layout_distance, layout_embedding

        seen = recall.novelty if recall is not None else None
        signature = recall.signature if recall is not None else None
        embedding = getattr(signature, "embedding", None)
        if embedding is None:
            try:
                embedding = layout_embedding(frame, lines)
            except LayoutError:
                return seen  # a frame too small to have a layout
        distance, name = min((layout_distance(vector, embedding), step) for step, vector in run.layouts)
        own = Novelty(distance, UNKNOWN_DISTANCE, name)
        return seen if seen is not None and seen.distance < own.distance else own

    def _with_recall(self, run: TaskRun, signals: Signals, recall: Recall | None, screen: str) -> Signals:
        if recall is None:
            return signals
        learned = None
        entry = recall.match
        if entry is not None and run.step is not None:
            # Re-judged on every replay: the restore policy and the task's envelope at this step.
            actions, problem = fill_learned(
                entry.actions, run.context, run.vault, procedure=run.procedure, step=run.step.name
            )
            if not problem:
                learned = LearnedMatch(
                    entry_id=entry.entry_id,
                    actions=actions,
                    state_label=entry.state_label,
                    scope=entry.scope,
                    distance=entry.distance,
                    failed_in_run=entry.entry_id in run.failed_entries,
                    repeats=_times_tried(run, screen, actions),
                    templates=entry.actions,
                    description=entry.description,
                )
        return dataclasses.replace(signals, learned=learned, novelty=recall.novelty)

    @staticmethod
    def _repeated_commit(run: TaskRun, decision: Decision) -> str:
        """Why ``decision`` must not run: it repeats a commit its step already made (else "").

        A commit (an approved medium-risk action) that ran and changed the screen did its work
        or failed visibly; doing it again while the step's post-condition is unseen may do it
        twice (a second ticket, a second page). A person looks instead. A session that expired
        and lost the work clears the record for the steps done again.
        """
        if decision.route not in (Route.LOCAL, Route.ESCALATE) or not decision.actions:
            return ""
        done = run.committed.get(decision.step_name)
        if done is None or all(a.describe() != done for a in decision.actions):
            return ""
        return (
            f"step {decision.step_name!r} already ran its commit ({done}) and its post-condition did not "
            "show: not repeated, a person checks the app"
        )

    def _account(self, run: TaskRun, decision: Decision, signals: Signals, screen: str) -> None:
        """Update the run's counters from the decision just made (the policy itself keeps no state)."""
        if decision.route in (Route.LOCAL, Route.ESCALATE) and decision.actions:
            run.acting_step = decision.step_name
        run.unknown_frames = run.unknown_frames + 1 if decision.unknown_screen else 0
        unreadable = signals.failed_attempt is not None and (
            signals.failed_attempt.failure is AttemptFailure.SCREEN_UNREADABLE
        )
        run.unreadable_frames = run.unreadable_frames + 1 if unreadable else 0
        run.last_local_known = decision.route is Route.LOCAL and decision.reason is Reason.KNOWN_STATE
        run.last_tried = None
        reentered = signals.reentry is not None and decision.step_name == signals.reentry.name
        if decision.route in (Route.LOCAL, Route.ESCALATE) and decision.actions:
            # Every try counts, whatever route it took: a learned entry or a planner's answer does
            # not start the count again; only the step being done does (or, for the same actions on
            # the same screen, the task moving on at all).
            key = (screen, _actions_key(decision.actions))
            run.tried[key] = run.tried.get(key, 0) + 1
            run.step_tries += 0 if reentered else 1
            run.last_tried = (key, not reentered)
        if decision.route is not Route.LOCAL:
            return
        if reentered and signals.reentry is not None:
            run.reentries += 1  # an earlier step done again: no attempt at the current one
            run.committed.clear()  # what the steps from there on committed may be lost with the session
            run.ran_own.clear()
            run.filled.clear()
            run.clicked.clear()
            run.typed_in.clear()
            run.pressed.clear()
            names = [s.name for s in run.procedure.steps]
            run.resume_after = names.index(signals.reentry.name) if signals.reentry.name in names else None
        elif decision.reason is Reason.KNOWN_STATE:
            run.local_attempts += 1
        elif decision.reason is Reason.LEARNED_STATE and signals.learned is not None:
            # Judged on the next frame: progress confirms the entry, none withdraws it for this run.
            run.pending = Pending(
                kind="learned",
                step_index=run.step_index,
                step_name=decision.step_name,
                reason=decision.reason,
                state_label=decision.state_label,
                entry_id=signals.learned.entry_id,
                recognised_before=recognised(signals, self.policy),
            )

    # -- progress and the flywheel ----------------------------------------------------------
    def _advance(self, run: TaskRun, lines: list[OcrLine], pixels: np.ndarray | None = None) -> None:
        """Move past every step whose post-condition already holds."""
        while (step := run.step) is not None and (
            self._is_done(
                step,
                run.context,
                lines,
                run.typed_in.get(step.name, ()),
                pixels,
                run.stopped_short == step.name,
                run.pressed.get(step.name, {}),
            )
            or _optional_passed(run, lines)
            or _moved_on(run, lines)
        ):
            if step.on_done is not None:
                step.on_done(run.context)
            run.step_index += 1
            run.step_tries = 0
            self._progressed(run)

    @staticmethod
    def _progressed(run: TaskRun) -> None:
        run.local_attempts = 0
        run.commit_waits = 0
        run.fruitless_escalations = 0
        run.tried.clear()
        run.last_progress = time.monotonic()

    @staticmethod
    def _is_done(
        step: ProcedureStep,
        context: TaskContext,
        lines: list[OcrLine],
        typed_in: Iterable[tuple[str, Box]] = (),
        pixels: np.ndarray | None = None,
        stopped_short: bool = False,
        pressed: Mapping[str, tuple[tuple[int, int], Frame]] | None = None,
    ) -> bool:
        """Whether ``step``'s post-condition holds on ``lines``. In a step that acts after its typing
        (a save, a submit), a value the step typed counts only where it shows other than in the
        input it was typed into (``typed_in``, seen in ``pixels``; anywhere it was typed when the
        step's actions ``stopped_short`` of their end): the value in its field proves the typing,
        not what came after it. In a step that only types, the value in its field is the step done.
        A step whose end is its control's change of look (``done_effect``) is done only where the
        step's last action pressed (``pressed``) and the place now shows that change from the frame
        before the press."""
        if step.skip_if is not None and step.skip_if(context):
            return True
        if step.done_effect and not _effect_seen(step, context, pressed or {}, pixels):
            return False
        if step.done_when:
            texts = list(step.resolved_texts(step.done_when, context))
            missing = _unseen_done_texts(step, context, lines)
            if pixels is not None and (stopped_short or _commits_after_typing(step)):
                missing += [
                    t
                    for t in texts
                    if t not in missing and _only_where_typed(lines, t, typed_in, pixels, stopped_short)
                ]
            if not step.done_texts_hold(len(missing)):
                return False
        return step.done_check(context) if step.done_check is not None else True

    def _judge_pending(self, run: TaskRun, lines: list[OcrLine], signals: Signals) -> None:
        """Did the previous decision's planned or learned actions make progress? Learn or demote."""
        pending, run.pending = run.pending, None
        if pending is None:
            return
        advanced = run.step_index > pending.step_index
        # The expected state back counts only where it was not there when the actions ran (a popup
        # dismissed); on a screen recognised all along, only the step being done is progress.
        restored = (
            not advanced
            and not pending.recognised_before
            and run.step_index == pending.step_index
            and recognised(signals, self.policy)
        )
        before_texts = [ln.text for ln in pending.before_lines]
        vanished = tuple(contains_all(lines, before_texts)) if before_texts else ()
        progress = pending.actions_ok and (advanced or restored)
        if pending.kind == "learned":
            if self.memory is not None:
                self.memory.report(pending.entry_id, progress)
            if progress:
                self._progressed(run)
            else:
                run.failed_entries.add(pending.entry_id)
            return
        if not progress or self.memory is None:
            return
        self._progressed(run)
        # A popup: the classifier or the planner says so, or an unexpected state that a dismissal
        # cleared away to show the expected one. Its reflex serves every task.
        dismissal = all(a.skill in _DISMISSING_SKILLS for a in pending.actions)
        popup = pending.popup or (restored and pending.reason is Reason.UNEXPECTED_STATE and dismissal)
        if popup:
            anchors = tuple(t for t in vanished if _stable(t))
        else:
            from screenroute.edge.layout import select_anchors

            # The texts that name the state (headings, labels, buttons), not its data.
            anchors = select_anchors(pending.before_lines)
        if popup and not anchors:
            return  # nothing tells this popup apart; do not learn a reflex that would fire anywhere
        popup_lines = [ln for ln in pending.before_lines if ln.text in vanished]
        admission = admit(
            pending.actions, ran=pending.actions_ok, confirmed=pending.confirmed, advanced=advanced,
            restored=restored, popup=popup, popup_lines=popup_lines,
        )  # fmt: skip
        if not admission.store:
            log.info("task %s step %r: answer not learned: %s", run.task_id, pending.step_name, admission.why)
            return
        self.memory.learn(
            task=run.procedure.name,
            step=pending.step_name,
            signature=pending.signature,
            anchors=anchors,
            actions=pending.actions,
            state_label=pending.state_label,
            scope=admission.scope,
        )
        run.learned_stored += 1

    # -- escalation ------------------------------------------------------------------------
    def _escalate(
        self,
        run: TaskRun,
        frame: Frame,
        lines: list[OcrLine],
        decision: Decision,
        stage_ms: dict[str, float],
        prediction: StatePrediction | None,
        recall: Recall | None,
        screen: str,
    ) -> Decision | FailedAttempt:
        """Ask the planner: ``decision`` with the planner's actions, or why there are none."""
        step, planner = run.step, self.planner
        if step is None or planner is None:  # the policy escalates only on an open step with a planner
            raise RuntimeError("an escalation needs an open step and a planner")
        reason = decision.reason
        try:
            with self._stage("redact", stage_ms):
                request = self._plan_request(run, step, frame, lines, decision, prediction)
        except UnreadableScreenError as exc:
            return FailedAttempt(AttemptFailure.SCREEN_UNREADABLE, f"redaction failed: {exc}", reason)
        except RedactionError as exc:
            return FailedAttempt(AttemptFailure.REDACTION_FAILED, f"redaction failed: {exc}", reason)
        response = self._ask(run, planner, request, reason, stage_ms)
        if isinstance(response, FailedAttempt):
            return response
        usage = response.usage
        if response.needs_human or not response.actions:
            return FailedAttempt(
                AttemptFailure.PLANNER_NEEDS_HUMAN,
                f"planner: {response.rationale or 'no action'}",
                reason,
                response.state_label,
            )
        actions, problems = self._accept_actions(run, frame, response)
        if problems:
            return FailedAttempt(AttemptFailure.ACTIONS_REFUSED, "; ".join(problems), reason, response.state_label)
        times = _times_tried(run, screen, tuple(actions))
        if times >= self.policy.max_repeats:
            described = "; ".join(a.describe() for a in actions)
            return FailedAttempt(
                AttemptFailure.REPEATED_ACTION,
                f"the planner's answer ({described}) already ran {times} times on this screen without "
                "moving the task on",
                reason,
                response.state_label,
            )
        sent_lines = [
            OcrLine(ln.text, Box(ln.box.x0, ln.box.y0, ln.box.x1, ln.box.y1), ln.score) for ln in request.ocr_lines
        ]
        templates = templated([action_from_proto(a) for a in response.actions], run.vault, run.context, sent_lines)
        planned = decision.planned(
            actions,
            templates=templates,
            state_label=response.state_label,
            rationale=response.rationale,
            cost_usd=usage.cost_usd,
            tokens=(usage.input_tokens, usage.output_tokens),
        )
        popup_head = prediction.labels.get("popup", "none") if prediction is not None else "none"
        run.pending = Pending(
            kind="planned",
            step_index=run.step_index,
            step_name=step.name,
            reason=reason,
            state_label=response.state_label,
            signature=recall.signature if recall is not None else None,
            before_lines=tuple(sent_lines),
            actions=templates,
            popup=response.state_label.startswith("popup/")
            or (popup_head != "none" and popup_head not in self.policy.passive_popups),
            recognised_before=reason in (Reason.KNOWN_STATE, Reason.REPEATED_FAILURE, Reason.NO_EFFECT),
        )
        return planned

    def _ask(
        self,
        run: TaskRun,
        planner: PlannerClient,
        request: planner_pb2.PlanRequest,
        reason: Reason,
        stage_ms: dict[str, float],
    ) -> planner_pb2.PlanResponse | FailedAttempt:
        """One planner call through the circuit breaker, counted on the run; its answer or why there is none."""
        if not self.breaker.allow():
            return FailedAttempt(
                AttemptFailure.CIRCUIT_OPEN, "planner circuit open (another run holds the probe)", reason
            )
        run.cloud_calls += 1
        try:
            with self._stage("plan", stage_ms):
                response = planner.plan(request)
        except PlannerUnavailable as exc:
            run.planner_failures += 1
            self.breaker.record_failure()
            return FailedAttempt(AttemptFailure.PLANNER_UNAVAILABLE, str(exc), reason)
        except PlannerBudgetError as exc:
            self.breaker.record_success()  # it answered: the cloud's cost budget is spent, not the link
            return FailedAttempt(AttemptFailure.PLANNER_BUDGET, str(exc), reason)
        except PlannerRejected as exc:
            self.breaker.record_success()  # it answered: reachable, but refused this request
            return FailedAttempt(AttemptFailure.PLANNER_REJECTED, str(exc), reason)
        self.breaker.record_success()
        run.planner_failures = 0
        run.escalations += 1
        run.fruitless_escalations += 1
        run.local_attempts = 0
        usage = response.usage
        run.cost_usd += usage.cost_usd
        run.tokens_in += usage.input_tokens
        run.tokens_out += usage.output_tokens
        return response

    def _plan_request(
        self,
        run: TaskRun,
        step: ProcedureStep,
        frame: Frame,
        lines: list[OcrLine],
        decision: Decision,
        prediction: StatePrediction | None = None,
    ) -> planner_pb2.PlanRequest:
        # Every string that leaves the edge goes through the redactor (goal, step, history,
        # anchors), and a screen the OCR could not read is not sent: see redact_escalation.
        self._redactor(run)
        # The task's values go out by reference: each gets a placeholder in the run's vault (so
        # the redactor also hides it wherever it shows on screen), restored only on the edge and
        # only into the fields the task allows for it (router/deciding/guard.py).
        values = _task_values(run)
        parts = redact_escalation(
            self._redactor(run),
            frame,
            lines,
            screen=self._redacted_screen(run, frame, lines, checked=True),
            texts=EscalationTexts(
                goal=run.procedure.goal,
                step_name=step.name,
                step_goal=step.goal,
                history=run.history[-_HISTORY_SENT:],
                missing_texts=decision.missing_texts,
                extra={f"value_{name}": description for name, _, description in values},
            ),
        )
        # Where each value was shown is the field it came from: a planner that clicks there (by
        # point, as a VLM does) may type the value back (PlaceholderVault.may_type_into).
        for finding in parts.findings:
            if finding.box is not None and finding.placeholder:
                run.vault.note_seen(finding.placeholder, finding.box)
        # So is a field the task declares for the value, where this screen shows it (found by its
        # label and shape, as the task's own fill finds it): clicked by point, it may receive it.
        for name, placeholder, _ in values:
            for label in run.procedure.field_bindings.get(name, ()):
                for found in find_fields(frame.pixels, lines, FieldTarget(label=label)):
                    run.vault.note_seen(placeholder, found.box)
        image, image_scale = parts.frame.encode("PNG", max_side=_MAX_IMAGE_SIDE)
        g = frame.geometry
        return planner_pb2.PlanRequest(
            task_id=run.task_id,
            goal=parts.goal,
            step_name=parts.step_name,
            step_goal=parts.step_goal,
            screenshot=image,
            screenshot_mime="image/png",
            image_scale=image_scale,
            screen=types_pb2.ScreenGeometry(
                left=g.left, top=g.top, width=frame.width, height=frame.height, scale=g.scale
            ),
            ocr_lines=[
                types_pb2.OcrLine(
                    text=ln.text,
                    score=ln.score,
                    box=types_pb2.Box(x0=ln.box.x0, y0=ln.box.y0, x1=ln.box.x1, y1=ln.box.y1),
                )
                for ln in parts.lines
            ],
            # The classifier's view of the screen when there is one (a label set, not screen text:
            # nothing to redact); otherwise the state the procedure expected.
            state_label=prediction.state_label if prediction is not None else step.state_label,
            state_confidence=gated_confidence(prediction, self.policy) if prediction is not None else 0.0,
            history=parts.history,
            reason=reason_to_proto(decision.reason),
            missing_texts=parts.missing_texts,
            values=[
                planner_pb2.TaskValue(name=name, placeholder=placeholder, description=parts.extra[f"value_{name}"])
                for name, placeholder, _ in values
            ],
            origins=task_origins(run.procedure, run.context)[0],
            allowed_keys=build_envelope(run.procedure, run.context).allowed_keys(step.name),
        )

    def _accept_actions(
        self, run: TaskRun, frame: Frame, response: planner_pb2.PlanResponse
    ) -> tuple[list[Action], list[str]]:
        """Validate the planner's actions and restore placeholders locally (``screenroute.router.deciding.guard``)."""
        return accept_plan(
            response, frame, procedure=run.procedure, context=run.context, vault=run.vault, step=run.step
        )

    def redact_for_record(self, run: TaskRun, frame: Frame, lines: list[OcrLine]) -> Redacted | None:
        """The frame and its OCR lines redacted with the run's own vault, for what the edge keeps on disk.

        Fails closed: None when redaction fails (nothing is kept then).
        """
        with run.lock:
            try:
                screen = self._redacted_screen(run, frame, lines, checked=False)
            except RedactionError:
                return None
            return Redacted(frame=screen.frame, lines=screen.lines, texts={}, findings=screen.findings)

    @staticmethod
    def _as_redacted(run: TaskRun, frame: Frame, lines: list[OcrLine]) -> tuple[Frame, list[OcrLine]]:
        """The frame and lines the redaction of ``frame`` was given, when it was redacted; else themselves."""
        memo = run.redacted_screen
        if memo is None or memo[0] != _redaction_key(frame, lines):
            return frame, lines
        done = memo[2]
        if isinstance(done, RedactionError) or done.read_frame is None:
            return frame, lines
        return done.read_frame, list(done.read_lines)

    def _redacted_screen(self, run: TaskRun, frame: Frame, lines: list[OcrLine], *, checked: bool) -> RedactedScreen:
        """``frame`` redacted once for every place a copy of it goes; raises RedactionError (fail closed).

        ``checked``: the read is compared with the text detector's regions and unread text is
        filled, and a poor read is refused (what an escalation needs); otherwise the lines are
        redacted as read, for a copy that stays on the edge. A checked result serves an unchecked
        request. The first redaction of a frame stands for it: a
        value a later text brings to the vault does not reopen it (texts that go with a frame are
        redacted before it where they can be).
        """
        key = _redaction_key(frame, lines)
        memo = run.redacted_screen
        if memo is None or memo[0] != key or (checked and not memo[1]):
            try:
                result: RedactedScreen | RedactionError = redact_screen(
                    self._redactor(run), frame, lines, ocr=self._reader_for(run, frame, lines), check=checked
                )
            except RedactionError as exc:
                result = exc
            memo = (key, checked, result)
            run.redacted_screen = memo
        done = memo[2]
        if isinstance(done, RedactionError):
            raise done
        return done

    def _reader_for(self, run: TaskRun, frame: Frame, lines: list[OcrLine]) -> DetailedReader | None:
        """The privacy check's reader: the decision's own Observation of this frame, when that is what is redacted."""
        seen = run.observation
        if seen is not None and seen.frame is frame and list(seen.lines) == lines:
            return self.perception.detail(seen)
        return self.perception.detail(Observation(frame, tuple(lines), "given"))

    def _redactor(self, run: TaskRun) -> Redactor:
        """The run's redactor, made on first use with its task's chrome and app vocabulary."""
        if run.redactor is None:
            run.redactor = redactor_for(self.redactor_factory, run, self.vocabulary)
        return run.redactor

    # -- a person takes over ---------------------------------------------------------------
    def _hand_to_a_person(self, run: TaskRun, frame: Frame, lines: list[OcrLine], decision: Decision) -> None:
        """Enqueue the halted run once: its reason, the redacted last frame and the action log."""
        if self.human_queue is None or run.queued_item is not None:
            return
        texts = {f"action_{i}": r.action.describe() for i, r in enumerate(run.history)}
        texts |= {f"detail_{i}": r.detail for i, r in enumerate(run.history)}
        texts["halt_detail"] = decision.detail
        frame_png: bytes | None = None
        note = ""
        try:
            texts, _findings = self._redactor(run).redact_texts(texts)
            screen = self._redacted_screen(run, frame, lines, checked=False)
            frame_png = screen.frame.encode("PNG")[0]
        except RedactionError as exc:
            # Fail closed: no frame, and the log without its free-text details.
            note = f"frame and details withheld: redaction failed ({exc})"
            texts = {k: ("" if k.startswith("detail_") or k == "halt_detail" else v) for k, v in texts.items()}
        log = [
            {"action": texts[f"action_{i}"], "ok": r.ok, "changed": r.changed, "detail": texts[f"detail_{i}"]}
            for i, r in enumerate(run.history)
        ]
        run.queued_item = self.human_queue.enqueue(
            task=run.procedure.name,
            task_id=run.task_id,
            step=decision.step_name,
            reason=decision.reason,
            detail=texts["halt_detail"],
            actions=log,
            frame_png=frame_png,
            frame_note=note,
        )

    @contextmanager
    def _stage(self, name: str, stage_ms: dict[str, float]) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - started
            stage_ms[name] = stage_ms.get(name, 0.0) + elapsed * 1000
            self.metrics.stage_seconds.labels(name).observe(elapsed)


def _screen_key(run: TaskRun, step_name: str) -> str:
    return f"{run.procedure.name}/{step_name}"


def _screen_keys(run: TaskRun) -> list[str]:
    """The remembered screens a frame of ``run`` may show: its current step's and the next ones'."""
    steps = run.procedure.steps[run.step_index : run.step_index + _KNOWN_LOOKAHEAD]
    return [_screen_key(run, s.name) + suffix for s in steps for suffix in ("", "/learned")]


def _unseen_done_texts(step: ProcedureStep, context: TaskContext, lines: list[OcrLine]) -> list[str]:
    """The texts of ``step``'s post-condition (filled from ``context``) that ``lines`` do not show.

    A post-condition that is a parameter's value is found as any text is (an OCR slip allowed), but
    a reading that is not the value itself and is at least as near another of the run's values is
    that value's: renaming "readme.md" to "README-old" is not done where the rename field still
    shows "readme." (a fuzzy match of the new name, and nearer the old one)."""
    missing = []
    for template, text in zip(step.done_when, step.resolved_texts(step.done_when, context), strict=True):
        found = find_all(lines, text, pieces=True)
        names = template_names(template)
        if found and len(names) == 1 and template.strip() == f"{{{names[0]}}}":
            given = context.values if context.parameters is None else context.parameters
            others = [v for n, v in context.values.items() if n in given and n != names[0] and v.strip() and v != text]
            found = [m for m in found if find_value([m], text) is not None or not _nearer_another(m.text, text, others)]
        if not found:
            missing.append(text)
    return missing


def _nearer_another(reading: str, value: str, others: list[str]) -> bool:
    """Whether OCR's ``reading`` is at least as near one of ``others`` as it is to ``value`` (folded; each
    value compared with the stretch of the reading most like it, so a file's
    extension after a slipped name does not make it nearer the file's old name).

    Another value that ``value`` holds ("2" in "Widget Pro 2000") says nothing of the reading, and a
    short one is compared over as much of the reading as the longer of the two: a "2" always lies
    somewhere in a reading of the other."""
    have, want = normalise(reading), normalise(value)
    for other in others:
        theirs = normalise(other)
        if not theirs or theirs in want:
            continue
        width = max(len(want), len(theirs))
        if _nearness(have, theirs, width) >= _nearness(have, want, width):
            return True
    return False


def _nearness(have: str, want: str, width: int | None = None) -> float:
    """The best difflib ratio of ``want`` against ``have`` or a stretch of it ``width`` long (``want``'s length)."""
    width = len(want) if width is None else width
    if len(have) <= width:
        return difflib.SequenceMatcher(None, have, want, autojunk=False).ratio()
    return max(
        difflib.SequenceMatcher(None, have[i : i + width], want, autojunk=False).ratio()
        for i in range(len(have) - width + 1)
    )


def _unverified(run: TaskRun, lines: list[OcrLine]) -> tuple[str, ...]:
    """The parameters of the task's ``verify`` whose values ``lines`` do not show as typed (one the run has
    no value for cannot be seen either; an empty value, nothing typed, needs no check): a value shown
    only nearly (a digit slipped, a letter short) is not shown (:func:`find_value`)."""
    out: list[str] = []
    for name in run.procedure.verify:
        try:
            value = run.context.fill(f"{{{name}}}")
        except (KeyError, ValueError):
            out.append(name)
            continue
        if value.strip() and find_value(lines, value) is None:
            out.append(name)
    return tuple(out)


def _unchecked(run: TaskRun) -> tuple[str, ...]:
    """The run's parameters its steps type or pick (a click on the value) that its ``verify`` does not list; no
    secret (a secret is never looked for on screen)."""
    names: list[str] = []
    for step in run.procedure.steps:
        for action in step.actions:
            if action.skill in (Skill.TYPE, Skill.FILL):
                names += template_names(action.text)
            elif action.skill == Skill.CLICK:
                names += template_names(action.target_text)
    given, verify, secrets = run.context.parameters, set(run.procedure.verify), run.context.secrets
    return tuple(
        n for n in dict.fromkeys(names) if n not in verify and n not in secrets and (given is None or n in given)
    )


def _screen_identity(lines: list[OcrLine]) -> str:
    """What a screen is, for telling the same screen seen again: its texts, digits left out (a clock
    or a counter ticking over is the same screen)."""
    texts = sorted({n for ln in lines if len(n := normalise(ln.text)) >= 2 and not any(c.isdigit() for c in n)})
    return hashlib.blake2b("\n".join(texts).encode(), digest_size=8).hexdigest()


def _redaction_key(frame: Frame, lines: list[OcrLine]) -> bytes:
    """What makes two redactions of a frame the same: its pixels and the lines read from them."""
    digest = hashlib.blake2b(frame_digest(frame), digest_size=16)
    for line in lines:
        digest.update(f"{line.text}\x00{line.box.x0},{line.box.y0},{line.box.x1},{line.box.y1}\x00".encode())
    return digest.digest()


def _optional_passed(run: TaskRun, lines: list[OcrLine]) -> bool:
    """Whether the current step is one shown only sometimes (``optional``) and the task has moved past it.

    A recording that saw a popup once and not another time keeps its step as optional: it is
    done where its own screen is not on and the next step's is (a screen still loading, with
    neither, is waited on as any other).
    """
    step = run.step
    if step is None or not step.optional:
        return False
    steps = run.procedure.steps
    following = next((s for s in steps[run.step_index + 1 :] if not s.optional), None)
    try:
        if step.anchors and not contains_all(lines, list(step.resolved_texts(step.anchors, run.context))):
            return False  # its screen is on: do it
        if following is None:
            return True
        if not following.anchors:
            return False
        return not contains_all(lines, list(following.resolved_texts(following.anchors, run.context)))
    except (KeyError, ValueError):
        return False


def _moved_on(run: TaskRun, lines: list[OcrLine]) -> bool:
    """Whether the current step's own actions all ran, its screen is gone and the next step's is on.

    A step is done when its post-condition shows; some post-conditions cannot be read where they
    are (a top bar whose texts a right-to-left page draws over each other). The task has moved on
    all the same where the step's own actions ran to the end, every one ok, none of its anchors is
    on screen any more, and every anchor of the step after it is: that step's screen. A step whose
    end is a check or a change of look, and the last step, are done only by their post-condition.
    """
    step = run.step
    if step is None or step.name not in run.ran_own or not step.anchors:
        return False
    if step.done_check is not None or step.done_effect:
        return False
    steps = run.procedure.steps
    following = steps[run.step_index + 1] if run.step_index + 1 < len(steps) else None
    if following is None or not following.anchors:
        return False
    try:
        own = list(step.resolved_texts(step.anchors, run.context))
        if len(contains_all(lines, own)) < len(own):
            return False  # some of its screen is still on: its effect may be on its way
        return not contains_all(lines, list(following.resolved_texts(following.anchors, run.context)))
    except (KeyError, ValueError):
        return False


# What the executor says of a fill whose value it read back in the field.
_VALUE_SHOWN = ("value shown", "value already shown", "value partly shown (the field is narrower than it)")


def _effect_seen(
    step: ProcedureStep, context: TaskContext, pressed: Mapping[str, tuple[tuple[int, int], Frame]],
    pixels: np.ndarray | None,
) -> bool:  # fmt: skip
    """Whether the step's last action pressed, and its place now shows the step's change of look."""
    actions = step.resolved_actions(context)
    press = pressed.get(actions[-1].describe()) if actions else None
    if press is None or pixels is None:
        return False
    (x, y), before = press
    seen = press_effect(before.pixels, pixels, (x, y), scale=before.geometry.scale)
    return seen is not None and seen.kind == step.done_effect


def _fill_key(action: Action) -> tuple[str, int, str]:
    field_name = action.target_field.name if action.target_field is not None else ""
    return (action.target_text or field_name, action.occurrence, action.text)


def _commits_after_typing(step: ProcedureStep) -> bool:
    """Whether ``step`` clicks or presses a key after its last typing (its typing is not its end)."""
    typing = [i for i, a in enumerate(step.actions) if a.skill in (Skill.TYPE, Skill.FILL)]
    return bool(typing) and any(a.skill in (Skill.CLICK, Skill.KEY) for a in step.actions[typing[-1] + 1 :])


def _only_where_typed(
    lines: list[OcrLine], text: str, typed_in: Iterable[tuple[str, Box]], pixels: np.ndarray, stopped_short: bool
) -> bool:
    """Whether ``text`` holds a value typed into an input and shows only where it was typed, in an
    input field (a created page may show its title where the form's field was) — or, when the
    step's actions stopped short, in whatever draws it there (nothing after the typing ran)."""
    wanted = normalise(text)
    places = [box for value, box in typed_in if (typed := normalise(value)) and typed in wanted]
    if not places:
        return False
    return all(
        any(b.holds_centre_of(m.box, slack=4) for b in places) and (stopped_short or _in_input(pixels, lines, m.box))
        for m in find_all(lines, text)
    )


def _in_input(pixels: np.ndarray, lines: list[OcrLine], box: Box) -> bool:
    field = field_at(pixels, lines, *box.center)
    return field is not None and field.kind in _INPUT_KINDS


# The kinds of field a typed value stays in (a checkbox holds none).
_INPUT_KINDS = ("edit", "multiline", "combo")


def _click_key(action: Action) -> tuple[str, int]:
    return (action.target_text, action.occurrence)


def _without_fills_that_show(run: TaskRun, decision: Decision, lines: list[OcrLine]) -> Decision:
    """``decision`` without the fills its step already made that still show their value.

    A step done again (its post-condition unread, a fill that failed half-way) repeats only
    what did not take: typing a value again would find its field by a placeholder that the
    value removed, and land in the next empty one. Only the task's own steps are trimmed, and
    never to nothing: a step whose fills all show is left to the tries count and the planner.
    """
    done = run.filled.get(decision.step_name, set())
    clicked = run.clicked.get(decision.step_name, set())
    if not (done or clicked) or decision.route is not Route.LOCAL or decision.reason is not Reason.KNOWN_STATE:
        return decision
    fills = {i for i, a in enumerate(decision.actions) if a.skill == Skill.FILL and _fill_key(a) in done}
    fills = {i for i in fills if find_text(lines, decision.actions[i].text) is not None}
    # A click that took effect and whose text is gone did its work (the popup it dismissed is
    # closed); clicking it again would fail on a target no longer there and end the run.
    gone = {
        i
        for i, a in enumerate(decision.actions)
        if a.skill == Skill.CLICK and _click_key(a) in clicked and find_text(lines, a.target_text) is None
    }
    keep = [i for i in range(len(decision.actions)) if i not in fills | gone]
    if not keep or len(keep) == len(decision.actions):
        return decision
    templates = decision.template_actions
    notes = []
    if fills:
        notes.append(f"{len(fills)} fill(s) this step made still show their values: not typed again")
    if gone:
        notes.append(f"{len(gone)} click(s) this step made whose text is gone: not clicked again")
    note = "; ".join(notes)
    return dataclasses.replace(
        decision,
        actions=tuple(decision.actions[i] for i in keep),
        template_actions=tuple(templates[i] for i in keep) if len(templates) == len(decision.actions) else templates,
        detail=f"{decision.detail}; {note}" if decision.detail else note,
    )


def _actions_key(actions: tuple[Action, ...] | list[Action]) -> tuple[str, ...]:
    # Described as the step table shows them: targets, keys, lengths — never a typed value.
    return tuple(a.describe() for a in actions)


def _times_tried(run: TaskRun, screen: str, actions: tuple[Action, ...]) -> int:
    """How often ``actions`` already ran on ``screen`` since the task last moved on."""
    return run.tried.get((screen, _actions_key(actions)), 0) if actions else 0


def _task_values(run: TaskRun) -> list[tuple[str, str, str]]:
    """(name, placeholder, description) of every value the task types that this run has."""
    out = []
    for name in run.procedure.typed_values:
        value = run.context.values.get(name)
        if not value:
            continue  # not known yet (a value a later hook reads): nothing to refer to
        placeholder = run.vault.placeholder_for(name.upper(), value)
        out.append((name, placeholder, run.procedure.value_descriptions.get(name, "a value of the task")))
    return out


def _scroll_fell_short(run: TaskRun, view: StepView) -> bool:
    """Whether the step's own actions just ran without a failure, the last a scroll, and yet its
    post-condition is not in view (the caller knows it is not done).

    A recorded step that ends in a scroll was scrolled until its post-condition showed; how far
    that is depends on the window, the scale and content that loads late (a preview that grows
    the page after the scroll), so falling short is the likely reason, and scrolling on the fix.
    """
    if not view.actions or view.actions[-1].skill != Skill.SCROLL:
        return False
    if not run.last_local_known or run.local_attempts < 1 or not run.history:
        return False
    if run.last_no_effect and run.local_attempts > 1:
        # A scroll on that moved nothing reached the page's end. The step's own scroll is
        # sometimes lost with the page not at its end (seen on Trac at 125 %, right after a
        # select list closed), so that one is tried again.
        return False
    recent = run.history[-len(view.actions) :]
    return recent[-1].action.skill == Skill.SCROLL and all(r.ok for r in recent)


def _step_view(step: ProcedureStep, context: TaskContext) -> StepView:
    try:
        actions, problem = tuple(step.resolved_actions(context)), ""
    except (KeyError, ValueError) as exc:
        actions, problem = (), f"step {step.name!r} actions: {exc}"
    return StepView(
        name=step.name,
        state_label=step.state_label,
        has_post_condition=bool(step.done_when) or step.done_check is not None or bool(step.done_effect),
        actions=actions,
        actions_problem=problem,
        templates=step.actions,
        any_screen=not step.anchors,
    )


def _recorded_layouts(procedure: Procedure) -> list[tuple[str, np.ndarray]]:
    """Each step's recorded layout vector; a signature this version cannot read is skipped with a warning."""
    steps = [s for s in procedure.steps if s.layout]
    if not steps:
        return []
    from screenroute.edge.layout import LayoutError, StateSignature, decode_layout

    layouts: list[tuple[str, np.ndarray]] = []
    for step in steps:
        try:
            vector = decode_layout(step.layout)
        except LayoutError:
            try:
                vector = StateSignature.decode(step.layout).embedding
            except LayoutError as exc:
                log.warning("task %r step %r: layout signature ignored: %s", procedure.name, step.name, exc)
                continue
        layouts.append((step.name, vector))
    return layouts


def _stable(text: str) -> bool:
    """A screen text that names the state rather than its data: no placeholder, no digits, not a lone glyph."""
    return len(text.strip()) >= 2 and not is_placeholder_text(text) and not any(ch.isdigit() for ch in text)


__all__ = ["BreakerState", "EdgeNode", "Pending", "TaskRun"]
