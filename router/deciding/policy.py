"""The escalation policy: one pure function from everything a decision rests on to one route and one reason.

The scores that feed it (OCR anchors, the state classifier's confidence and unknown score,
the plan cache's match, the distance to the states a task has seen) are measured elsewhere;
the thresholds are :class:`PolicyConfig`. :func:`decide` is the only place a route is chosen:
it escalates only when an escalation can happen (a planner, a closed breaker, budget left),
and what a failed escalation attempt returns is a signal of the next decision, never a
rewrite of the escalation into a halt.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify.base import SCREEN_HEAD, StatePrediction
from screenroute.edge.classify.reading import OVERLAY_HEAD, ClassifierReading
from screenroute.router.deciding.breaker import BreakerState
from screenroute.router.deciding.decision import Decision
from screenroute.router.learning.memory import Novelty

__all__ = [
    "AttemptFailure",
    "FailedAttempt",
    "LearnedMatch",
    "PolicyConfig",
    "Signals",
    "StepView",
    "decide",
    "disagreement_with",
    "gated_confidence",
    "is_unknown",
    "recognised",
]


class PolicyConfig(BaseModel):
    """Thresholds of the escalation policy (seed 002, sections 3.3 and 4.2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # Local attempts at one step before the edge stops trusting its procedure for it.
    max_local_attempts: int = Field(2, ge=1, le=10)
    # Further scrolls after a step's own trailing scroll fell short of its post-condition (how
    # far to scroll depends on the scale and on content that loads late; each is checked).
    max_scroll_ons: int = Field(3, ge=0, le=20)
    # Times per run an earlier step whose screen is back (a session expired to the login page)
    # is done again locally before the task goes on; 0 turns re-entry off.
    max_reentries: int = Field(3, ge=0, le=20)
    # Escalations allowed per task (the cloud budget of one task).
    max_escalations: int = Field(12, ge=0, le=1000)
    # Escalations in a row that did not move the task on before a human is asked.
    max_fruitless_escalations: int = Field(3, ge=1, le=100)
    # Tries at one step across every route — its own actions, learned entries, planner answers —
    # before a person is asked. A learned entry or an escalation does not start the count again:
    # only the step being done does. (A step normally takes one; a popup, a slow page and a
    # scroll that fell short take a few; the edge's own budget before this was 2 + 3 escalations.)
    max_step_tries: int = Field(8, ge=2, le=100)
    # Times one set of actions may run on one screen without the task moving on; the next time it
    # would run, a person is asked instead. Two local tries, an escalation, one more try.
    max_repeats: int = Field(3, ge=1, le=20)
    # Consecutive planner failures of one run before giving up with cloud_unavailable.
    max_planner_failures: int = Field(3, ge=1, le=100)
    # No progress for this long pauses the task (seed: 3 minutes of no effective action).
    idle_timeout_s: float = Field(180.0, gt=0)
    # The whole task (seed: 30 minutes, then a human takes over).
    task_timeout_s: float = Field(1800.0, gt=0)
    # The state classifier's confidence tiers (seed 002, section 6.2): at or above
    # act_confidence the edge acts; from check_confidence up it acts only on a step whose
    # post-condition is checked on the next frame; below it escalates with low_confidence.
    act_confidence: float = Field(0.9, ge=0.0, le=1.0)
    check_confidence: float = Field(0.6, ge=0.0, le=1.0)
    # The classifier heads whose confidence gates a local action (empty: every head). Which
    # heads those are is the classifier's own reading of its labels (the file beside its
    # artifact, edge/classify/reading.py); set here, it overrides that reading.
    confidence_heads: tuple[str, ...] = ()
    # Unknown-state threshold on the classifier's unknown score. None: the threshold calibrated
    # into the classifier artifact (score scales differ between models; bench/ calibrates them).
    unknown_score_threshold: float | None = None
    # Frames in a row an unknown screen is waited on (route wait) before it is escalated: a screen
    # in transition — a toast fading out, a page still painting — is unlike every trained state
    # for a second or two, and the planner should not be asked to act on it (measured in the demo:
    # the fading "Download started" toast scored unknown, and a planner "dismissed" it by clicking
    # the form's delete icons). A wait ends as soon as the screen has changed and settled, or after
    # a second; Chromium's toast stays ~4.5 s after a download starts, and two waits ran out before
    # it went once the edge's own steps got faster.
    unknown_waits: int = Field(3, ge=0, le=20)
    # Frames in a row an escalation may be refused for an unreadable screen before the run halts:
    # a frame caught before the app painted, on a busy machine, is blank or half drawn; nothing is
    # sent for it, and the next look may read. One that stays unreadable halts (policy_denied).
    unreadable_waits: int = Field(2, ge=0, le=20)
    # A screen whose unknown score is past the threshold by at most this factor, whose OCR
    # anchors all match and whose classified page is the step's own, is acted on with the
    # step's post-condition checked instead of escalated. The threshold is calibrated on the
    # capture's own screens; a known screen holding data the capture never showed (an agent's
    # real orders, typed values, line counts) scores further out: on the benchmark's
    # leave-one-data-seed-out frames ~8 % pass the threshold and ~1 % pass 4x
    # (bench/results/classifier_results.md). 1.0 turns this off.
    unknown_verify_band: float = Field(4.0, ge=1.0, le=10.0)
    # Overlay labels the classifier may report that take no input and go away on their own:
    # they do not stop a local action. From the classifier's reading unless set here.
    passive_popups: tuple[str, ...] = ()
    # False: the all-cloud baseline of the benchmark — the edge never acts on its own judgement
    # (no known or learned state is acted on locally); every step is planned by the cloud, and
    # the edge only captures, redacts, sends, executes and checks post-conditions.
    local_actions: bool = True

    def read_with(self, reading: ClassifierReading) -> PolicyConfig:
        """This policy with the classifier's reading of its labels wherever this config does not set its own."""
        own = self.model_fields_set
        update = {name: getattr(reading, name) for name in ("confidence_heads", "passive_popups") if name not in own}
        return self.model_copy(update=update)

    @model_validator(mode="after")
    def _tiers_ordered(self) -> PolicyConfig:
        if self.check_confidence > self.act_confidence:
            raise ValueError(
                f"check_confidence={self.check_confidence} must not exceed act_confidence={self.act_confidence}"
            )
        return self


@dataclass(frozen=True)
class StepView:
    """What the policy needs to know about the step the task is on."""

    name: str
    # The classifier label the step expects ("page/login", "page/any", "" when none).
    state_label: str = ""
    # The step has a post-condition the next frame checks (done_when texts or a check hook).
    has_post_condition: bool = True
    # The step's actions with their templates filled, or why they cannot be (a task file bug).
    actions: tuple[Action, ...] = ()
    actions_problem: str = ""
    # The same actions as the task file writes them (what is kept on disk).
    templates: tuple[Action, ...] = ()
    # The step takes any screen (no anchors): an earlier step's screen back is the one thing it
    # cannot tell from its own.
    any_screen: bool = False


@dataclass(frozen=True)
class LearnedMatch:
    """A plan-cache entry whose state signature matches the screen (a learned state or reflex)."""

    entry_id: int
    actions: tuple[Action, ...]
    state_label: str = ""
    # "task" (this task's step) or "global" (a popup reflex shared by every task).
    scope: str = "task"
    distance: float = 0.0
    # This run already tried the entry on this step and it made no progress.
    failed_in_run: bool = False
    # Times its actions already ran on this screen in this run without the task moving on.
    repeats: int = 0
    # The entry's actions as stored (templates, placeholders) and what matched.
    templates: tuple[Action, ...] = ()
    description: str = ""


class AttemptFailure(StrEnum):
    """Why the escalation attempted on this frame produced no actions to run."""

    REDACTION_FAILED = "redaction_failed"
    # The redaction refused the frame because it could not be read (blank, still painting, text the
    # OCR does not trust): a property of this frame, not of the task; the next one may be readable.
    SCREEN_UNREADABLE = "screen_unreadable"
    PLANNER_UNAVAILABLE = "planner_unavailable"
    CIRCUIT_OPEN = "circuit_open"
    PLANNER_REJECTED = "planner_rejected"
    PLANNER_BUDGET = "planner_budget"
    PLANNER_NEEDS_HUMAN = "planner_needs_human"
    ACTIONS_REFUSED = "actions_refused"
    # The planner answered with actions that already ran on this screen, as often as allowed, in vain.
    REPEATED_ACTION = "repeated_action"


@dataclass(frozen=True)
class FailedAttempt:
    """An escalation just attempted on this frame that failed: the next decision's signal."""

    failure: AttemptFailure
    detail: str
    # The reason the refused escalation was for (kept in the next decision's detail).
    escalated_for: Reason = Reason.UNEXPECTED_STATE
    state_label: str = ""


@dataclass(frozen=True)
class Signals:
    """Everything one decision rests on. Counters are the run's state *before* this frame."""

    step: StepView | None
    # Anchor texts of the step's expected state that OCR found, and those it did not find.
    anchors_found: tuple[str, ...] = ()
    anchors_missing: tuple[str, ...] = ()
    # How many lines of text OCR read on the screen (0: blank, or still painting).
    screen_lines: int = 1
    anchors_problem: str = ""
    classifier: StatePrediction | None = None
    learned: LearnedMatch | None = None
    novelty: Novelty | None = None
    # Local attempts at the current step, and whether the last action had no visible effect.
    local_attempts: int = 0
    # Tries at the current step by every route (its own actions, learned entries, the planner).
    step_tries: int = 0
    # Times the step's own actions, and the re-entered step's, already ran on this screen without
    # the task moving on.
    own_repeats: int = 0
    reentry_repeats: int = 0
    last_no_effect: bool = False
    # Consecutive frames already judged unknown before this one.
    unknown_frames: int = 0
    # Consecutive frames before this one whose escalation was refused as unreadable.
    unreadable_frames: int = 0
    escalations: int = 0
    fruitless_escalations: int = 0
    planner_failures: int = 0
    planner_configured: bool = True
    breaker: BreakerState = BreakerState.CLOSED
    breaker_retry_s: float = 0.0
    elapsed_s: float = 0.0
    idle_s: float = 0.0
    failed_attempt: FailedAttempt | None = None
    # The step's own actions just ran, ending in a scroll, and its post-condition is not in view
    # yet: the step is continued by scrolling on (its anchors may have scrolled out of view).
    scroll_fell_short: bool = False
    # An earlier step whose screen is unmistakably back (every anchor, its post-condition gone,
    # the classifier agreeing), and how many times this run has re-entered one already.
    reentry: StepView | None = None
    reentries: int = 0
    # An action that was not the task's own opened what the task does not expect (a native dialog,
    # a second window, a foreign page); it was undone, and a person looks before anything else runs.
    outcome_violation: str = ""
    # Once every step is done: the parameters the task asks to see at its end (``verify``) whose
    # values the screen does not show. A run that cannot see what it typed was kept is not complete.
    unverified: tuple[str, ...] = ()
    # Once every step is done: the parameters the task types or picks that its end check does not look for. The
    # run is complete, and says which values it could not see kept (a pick that was not taken ends completed too).
    unchecked: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)


def decide(signals: Signals, config: PolicyConfig) -> Decision:
    """The one decision for this frame: a route, a reason and a detail (actions for local routes)."""
    step = signals.step
    if step is None:
        if signals.unverified:
            return Decision(
                Route.HALT,
                Reason.NEEDS_HUMAN,
                detail=(
                    f"all steps done, but the screen does not show the value of {', '.join(signals.unverified)}: "
                    "the run cannot verify that what it typed was kept"
                ),
            )
        unchecked = (
            f"; not checked on screen: {', '.join(signals.unchecked)} (typed or picked; the task's verify does not "
            "list them)"
            if signals.unchecked
            else ""
        )
        return Decision(Route.HALT, Reason.TASK_COMPLETE, detail=f"all steps done{unchecked}")
    if signals.outcome_violation:
        return _halt(step, Reason.NEEDS_HUMAN, signals.outcome_violation)
    if signals.failed_attempt is not None:
        return _after_failed_attempt(signals, step, signals.failed_attempt, config)
    if signals.elapsed_s > config.task_timeout_s:
        return _halt(step, Reason.TASK_TIMEOUT, f"task ran over {config.task_timeout_s:.0f} s")
    if signals.idle_s > config.idle_timeout_s:
        return _halt(step, Reason.IDLE_TIMEOUT, f"no progress for {config.idle_timeout_s:.0f} s")
    if signals.anchors_problem:
        return _halt(step, Reason.NEEDS_HUMAN, f"the task file cannot be filled in: {signals.anchors_problem}")
    if signals.step_tries >= config.max_step_tries:
        return _halt(
            step,
            Reason.NEEDS_HUMAN,
            f"{signals.step_tries} tries at step {step.name!r} (its own actions, learned entries, "
            "the planner's answers) did not complete it",
        )

    assessment = _assess(signals, step, config)
    if not config.local_actions:
        # Escalated with the reason the screen has (known_state when it is the expected one);
        # a screen in transition is still waited on: nobody, edge or cloud, should act on it.
        if assessment.unknown and signals.unknown_frames < config.unknown_waits:
            return _wait_in_case_of_transition(signals, step, assessment, config)
        return _escalate_if_possible(signals, step, dataclasses.replace(assessment, route=Route.ESCALATE), config)
    earlier = signals.reentry
    reenter = earlier is not None and signals.reentries < config.max_reentries and not earlier.actions_problem
    if assessment.route is Route.LOCAL and not (step.any_screen and reenter):
        return _local_known(signals, step, assessment, config)
    # Not the expected state (or the step keeps failing there): a learned state before the cloud.
    learned = signals.learned
    if learned is not None and not learned.failed_in_run and learned.actions:
        return _learned_unless_repeated(step, learned, assessment.detail, assessment.unknown, config)
    if earlier is not None and reenter:
        if signals.reentry_repeats >= config.max_repeats:
            return _repeated(step, f"step {earlier.name!r} done again", signals.reentry_repeats)
        # The screen of a step done before is back: do that step again, then go on with this one.
        return _do_step(earlier, f"re-entered {earlier.name!r}: its screen is back ({assessment.detail})")
    if assessment.unknown and signals.unknown_frames < config.unknown_waits:
        return _wait_in_case_of_transition(signals, step, assessment, config)
    return _escalate_if_possible(signals, step, assessment, config)


def _wait_in_case_of_transition(
    signals: Signals, step: StepView, assessment: _Assessment, config: PolicyConfig
) -> Decision:
    return Decision(
        Route.WAIT,
        Reason.UNKNOWN_STATE,
        step_name=step.name,
        detail=(
            f"{assessment.detail}; waiting ({signals.unknown_frames + 1}/{config.unknown_waits}) "
            "in case it is in transition"
        ),
        unknown_screen=True,
    )


def recognised(signals: Signals, config: PolicyConfig) -> bool:
    """Whether the screen shows the current step's expected state (what a local known_state action needs).

    The loop uses it to judge an escalation's actions: a dismissal that brings the expected
    state back made progress even though the step itself is not done yet.
    """
    step = signals.step
    return step is not None and not signals.anchors_problem and _assess(signals, step, config).route is Route.LOCAL


@dataclass(frozen=True)
class _Assessment:
    """How the screen compares with the step's expected state (internal to :func:`decide`)."""

    route: Route  # LOCAL: recognised; ESCALATE: not (with ``reason``)
    reason: Reason
    detail: str = ""
    unknown: bool = False
    verified: bool = False  # act, and let the next frame check the post-condition


def _assess(signals: Signals, step: StepView, config: PolicyConfig) -> _Assessment:
    prediction = signals.classifier
    missing = signals.anchors_missing
    if prediction is not None and is_unknown(prediction, config):
        near_known = _near_known(step, prediction, missing, config)
        if not near_known:
            # A screen unlike any trained state outranks missing anchors: it is the more specific reason.
            detail = f"unknown screen (score {prediction.unknown_score:.3f}); nearest {prediction.state_label}"
            return _Assessment(Route.ESCALATE, Reason.UNKNOWN_STATE, detail, unknown=True)
    else:
        near_known = False
    if missing:
        novelty = signals.novelty
        listed = ", ".join(repr(m) for m in missing)
        if signals.scroll_fell_short and (
            prediction is None or not disagreement_with(step.state_label, prediction, config.passive_popups)
        ):
            # The page is the one the step scrolled; a scroll cannot do harm, and the next frame
            # checks the post-condition again.
            return _Assessment(
                Route.LOCAL,
                Reason.KNOWN_STATE,
                f"scrolling on: the step's scroll fell short of its post-condition (scrolled out of view: {listed})",
                verified=True,
            )
        if prediction is None and novelty is not None and novelty.unknown:
            # No classifier for this app: the distance to the states this task has seen tells an
            # unknown screen from a known one that merely lacks an anchor.
            detail = (
                f"unknown screen (distance {novelty.distance:.3f} > {novelty.threshold:.3f}); "
                f"nearest {novelty.nearest_label or 'none'}; missing: {listed}"
            )
            return _Assessment(Route.ESCALATE, Reason.UNKNOWN_STATE, detail, unknown=True)
        if prediction is None and novelty is None and signals.screen_lines == 0:
            # Nothing to measure the screen against and no text on it at all: a page still painting
            # (a blank page after a navigation) is waited on like an unknown screen, not escalated.
            return _Assessment(
                Route.ESCALATE, Reason.UNKNOWN_STATE, f"no text on screen; missing: {listed}", unknown=True
            )
        return _Assessment(Route.ESCALATE, Reason.UNEXPECTED_STATE, "missing: " + ", ".join(repr(m) for m in missing))
    if near_known and prediction is not None:
        return _Assessment(
            Route.LOCAL,
            Reason.KNOWN_STATE,
            f"post-condition check: unknown score {prediction.unknown_score:.3f} is within "
            f"{config.unknown_verify_band:g}x the threshold; anchors and page agree",
            verified=True,
        )
    if prediction is not None:
        # The OCR anchors AND the classifier must both recognise the step's state for a local
        # action. Each fails differently — anchors survive a popup that covers part of the page
        # but cannot tell a look-alike page; the classifier sees layout and popups but reads no
        # text — so the edge acts alone only where both agree.
        disagreement = disagreement_with(step.state_label, prediction, config.passive_popups)
        if disagreement:
            return _Assessment(Route.ESCALATE, Reason.UNEXPECTED_STATE, disagreement)
        confidence = gated_confidence(prediction, config)
        if confidence < config.check_confidence:
            return _Assessment(
                Route.ESCALATE,
                Reason.LOW_CONFIDENCE,
                f"classifier confidence {confidence:.2f} < {config.check_confidence}",
            )
        if confidence < config.act_confidence:
            if not step.has_post_condition:
                return _Assessment(
                    Route.ESCALATE,
                    Reason.LOW_CONFIDENCE,
                    f"classifier confidence {confidence:.2f} and no post-condition to check",
                )
            return _Assessment(
                Route.LOCAL,
                Reason.KNOWN_STATE,
                f"post-condition check: classifier confidence {confidence:.2f}",
                verified=True,
            )
    return _Assessment(Route.LOCAL, Reason.KNOWN_STATE)


def _local_known(signals: Signals, step: StepView, assessment: _Assessment, config: PolicyConfig) -> Decision:
    limit = config.max_local_attempts
    if signals.scroll_fell_short:
        limit = 1 + config.max_scroll_ons  # the step's run, then each scroll on
    if signals.local_attempts >= limit:
        reason = Reason.NO_EFFECT if signals.last_no_effect else Reason.REPEATED_FAILURE
        stuck = _Assessment(
            Route.ESCALATE, reason, f"{signals.local_attempts} local attempts did not complete the step"
        )
        learned = signals.learned
        if learned is not None and not learned.failed_in_run and learned.actions:
            return _learned_unless_repeated(step, learned, stuck.detail, False, config)
        return _escalate_if_possible(signals, step, stuck, config)
    if step.actions_problem:
        return _halt(step, Reason.NEEDS_HUMAN, f"the task file cannot be filled in: {step.actions_problem}")
    if signals.own_repeats >= config.max_repeats:
        return _repeated(step, "the step's own actions", signals.own_repeats)
    return _do_step(step, assessment.detail)


def _repeated(step: StepView, what: str, times: int) -> Decision:
    """A person is asked: ``what`` already ran ``times`` times on this very screen, and nothing moved on."""
    return _halt(
        step, Reason.NEEDS_HUMAN, f"{what} already ran {times} times on this screen without moving the task on"
    )


def _learned_unless_repeated(
    step: StepView, learned: LearnedMatch, why: str, unknown: bool, config: PolicyConfig
) -> Decision:
    if learned.repeats >= config.max_repeats:
        return _repeated(step, f"the learned {learned.scope} entry's actions", learned.repeats)
    return _learned(step, learned, why, unknown)


def _do_step(step: StepView, detail: str) -> Decision:
    """Run ``step``'s own actions on the edge."""
    return Decision(
        Route.LOCAL,
        Reason.KNOWN_STATE,
        actions=tuple(step.actions),
        step_name=step.name,
        state_label=step.state_label or step.name,
        detail=detail,
        template_actions=step.templates,
    )


def _learned(step: StepView, learned: LearnedMatch, why: str, unknown: bool) -> Decision:
    what = learned.description or f"learned {learned.scope} state (layout {learned.distance:.3f})"
    return Decision(
        Route.LOCAL,
        Reason.LEARNED_STATE,
        actions=tuple(learned.actions),
        step_name=step.name,
        state_label=learned.state_label,
        detail=f"{what}; {why}" if why else what,
        template_actions=learned.templates,
        unknown_screen=unknown,
    )


def _escalate_if_possible(signals: Signals, step: StepView, assessment: _Assessment, config: PolicyConfig) -> Decision:
    """ESCALATE when the planner can be asked; otherwise the halt or wait that says why it cannot."""
    why = f"{assessment.reason.value}: {assessment.detail}"
    if not signals.planner_configured:
        return _halt(step, Reason.CLOUD_UNAVAILABLE, f"{why}; no planner is configured", assessment.unknown)
    if signals.escalations >= config.max_escalations:
        return _halt(
            step, Reason.BUDGET_EXHAUSTED, f"{why}; {signals.escalations} escalations used", assessment.unknown
        )
    if signals.fruitless_escalations >= config.max_fruitless_escalations:
        return _halt(
            step,
            Reason.NEEDS_HUMAN,
            f"{why}; {signals.fruitless_escalations} escalations did not move the task on",
            assessment.unknown,
        )
    if signals.breaker is BreakerState.OPEN:
        # The breaker stops every run from calling a planner that keeps failing; this run waits
        # for the half-open probe (its idle timeout bounds the wait).
        return Decision(
            Route.WAIT,
            Reason.CLOUD_UNAVAILABLE,
            step_name=step.name,
            detail=f"{why}; planner circuit open, next probe in {signals.breaker_retry_s:.0f} s",
            unknown_screen=assessment.unknown,
        )
    return Decision(
        Route.ESCALATE,
        assessment.reason,
        step_name=step.name,
        detail=assessment.detail,
        missing_texts=signals.anchors_missing,
        unknown_screen=assessment.unknown,
    )


def _after_failed_attempt(signals: Signals, step: StepView, attempt: FailedAttempt, config: PolicyConfig) -> Decision:
    why = f"{attempt.escalated_for.value} escalation failed: {attempt.detail}"
    failure = attempt.failure
    if failure is AttemptFailure.SCREEN_UNREADABLE and signals.unreadable_frames < config.unreadable_waits:
        # Nothing left the edge; a screen caught mid-paint is looked at again, a few times.
        return Decision(
            Route.WAIT,
            Reason.UNKNOWN_STATE,
            step_name=step.name,
            detail=f"{why}; nothing sent, looking again ({signals.unreadable_frames + 1}/{config.unreadable_waits})",
            unknown_screen=True,  # nobody could read it: it stays unknown, and is not waited on as new
        )
    if failure in (AttemptFailure.REDACTION_FAILED, AttemptFailure.SCREEN_UNREADABLE):
        # Privacy fails closed: without a clean redaction nothing leaves the edge.
        return _halt(step, Reason.POLICY_DENIED, f"{why} (not escalating without a clean redaction)")
    if failure in (AttemptFailure.PLANNER_UNAVAILABLE, AttemptFailure.CIRCUIT_OPEN):
        if signals.planner_failures >= config.max_planner_failures:
            return _halt(step, Reason.CLOUD_UNAVAILABLE, f"{why}; {signals.planner_failures} failures in a row")
        return Decision(Route.WAIT, Reason.CLOUD_UNAVAILABLE, step_name=step.name, detail=why)
    if failure in (AttemptFailure.PLANNER_NEEDS_HUMAN, AttemptFailure.REPEATED_ACTION):
        return _halt(step, Reason.NEEDS_HUMAN, why, state_label=attempt.state_label)
    if failure is AttemptFailure.PLANNER_BUDGET:
        # The planner's cost budget (per task, client or day) refuses the call: the cloud's budget is spent.
        return _halt(step, Reason.BUDGET_EXHAUSTED, why)
    # The planner refused the request, or its actions failed the edge's checks.
    return _halt(step, Reason.POLICY_DENIED, why, state_label=attempt.state_label)


def _halt(step: StepView, reason: Reason, detail: str, unknown: bool = False, state_label: str = "") -> Decision:
    return Decision(
        Route.HALT, reason, step_name=step.name, state_label=state_label, detail=detail, unknown_screen=unknown
    )


# -- the classifier's scores, read against the configured thresholds ---------------------------


def is_unknown(prediction: StatePrediction, config: PolicyConfig) -> bool:
    """The classifier's unknown score is past the configured (or calibrated) threshold."""
    threshold = config.unknown_score_threshold
    return prediction.unknown if threshold is None else prediction.unknown_score > threshold


def gated_confidence(prediction: StatePrediction, config: PolicyConfig) -> float:
    """The lowest confidence among the heads the policy gates on (all heads if none of them is present)."""
    values = [c for h, c in prediction.confidences.items() if h in config.confidence_heads]
    return min(values) if values else prediction.confidence


def _near_known(step: StepView, prediction: StatePrediction, missing: tuple[str, ...], config: PolicyConfig) -> bool:
    """An unknown score only a little past the threshold, on a screen every other signal recognises.

    Focused, typed-into or re-themed variants of a known screen land just past the
    threshold; a different screen lands far past it or fails the anchors or the page check.
    """
    threshold = config.unknown_score_threshold
    threshold = prediction.unknown_threshold if threshold is None else threshold
    return (
        not missing
        and step.has_post_condition
        and prediction.unknown_score <= threshold * config.unknown_verify_band
        and not disagreement_with(step.state_label, prediction, config.passive_popups)
    )


def disagreement_with(expected_label: str, prediction: StatePrediction, passive_popups: tuple[str, ...] = ()) -> str:
    """Why the classifier does not see the expected state ('' when it does)."""
    popup = prediction.labels.get(OVERLAY_HEAD, "none")
    if popup != "none" and popup not in passive_popups:
        return f"classifier sees {OVERLAY_HEAD} {popup} ({prediction.confidences.get(OVERLAY_HEAD, 0.0):.2f})"
    # A step label is HEAD/LABEL ("page/login"); a bare label names the screen head's.
    head, _, expected = expected_label.rpartition("/")
    head = head or SCREEN_HEAD
    seen = prediction.labels.get(head, "")
    # A label may refine the classifier's ("purchase_request_form_filled" refines
    # "purchase_request_form"): the classifier's must be that one or the one it refines. "any"
    # accepts every label of the head.
    if expected and expected != "any" and seen and not (expected == seen or expected.startswith(seen + "_")):
        return f"classifier sees {head} {seen} ({prediction.confidences.get(head, 0.0):.2f}), step expects {expected}"
    return ""
