"""The policy as one pure function: every signal a decision rests on, one route and one reason out.

These tests call :func:`screenroute.router.deciding.policy.decide` only; the edge node's own tests
show the same decisions with real OCR, Presidio and a planner on loopback.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify import StatePrediction
from screenroute.router.deciding.breaker import BreakerState
from screenroute.router.deciding.policy import (
    AttemptFailure,
    FailedAttempt,
    LearnedMatch,
    PolicyConfig,
    Signals,
    StepView,
    decide,
    recognised,
)
from screenroute.router.learning.memory import Novelty

CLICK = Action("click", target_text="Orders")
POLICY = PolicyConfig()


def step(**fields: object) -> StepView:
    base = {"name": "open orders", "state_label": "", "has_post_condition": True, "actions": (CLICK,)}
    return StepView(**{**base, **fields})  # type: ignore[arg-type]


def signals(**fields: object) -> Signals:
    """The expected state's signals; ``anchors_missing`` makes it partly hidden (one anchor is still found)."""
    return Signals(**{"step": step(), "anchors_found": ("Site administration",), **fields})  # type: ignore[arg-type]


def prediction(
    page: str = "admin_index", popup: str = "none", confidence: float = 0.99, unknown: float = 0.1
) -> StatePrediction:
    labels = {"page": page, "popup": popup}
    return StatePrediction(labels, dict.fromkeys(labels, confidence), unknown, 0.5, np.zeros(2, np.float32))


def learned(**fields: object) -> LearnedMatch:
    base = {"entry_id": "e1", "actions": (Action("click", target_text="Never"),), "state_label": "popup/x"}
    return LearnedMatch(**{**base, **fields})  # type: ignore[arg-type]


def test_no_step_left_is_task_complete() -> None:
    decision = decide(Signals(step=None), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.TASK_COMPLETE)


def test_no_step_left_with_a_typed_value_not_shown_needs_a_person_never_completes() -> None:
    decision = decide(Signals(step=None, unverified=("minutes",)), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "minutes" in decision.detail


def test_a_completed_run_names_the_typed_or_picked_values_its_end_check_could_not_see() -> None:
    decision = decide(Signals(step=None, unchecked=("tag",)), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.TASK_COMPLETE)
    assert decision.detail.startswith("all steps done; not checked on screen: tag")
    assert decide(Signals(step=None), POLICY).detail == "all steps done"


def test_the_values_a_run_could_not_check_are_the_typed_and_picked_ones_verify_leaves_out() -> None:
    from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
    from screenroute.router.deciding.node import TaskRun, _unchecked

    actions = (
        Action("fill", target_text="Title", text="{title}"),
        Action("type", text="{tag}"),
        Action("click", target_text="{colour}"),
        Action("fill", target_text="Password", text="{password}"),
        Action("open_url", url="http://127.0.0.1:8000/{project}/new"),
    )
    procedure = Procedure(
        name="t",
        goal="a note",
        steps=(ProcedureStep("note", "write it", (), actions, done_when=("Saved",)),),
        verify=("title",),
    )
    values = {"title": "A", "tag": "B", "colour": "Red", "password": "s", "project": "p"}
    context = TaskContext(values, secrets=frozenset({"password"}), parameters=frozenset(values))
    assert _unchecked(TaskRun(procedure, context)) == ("tag", "colour")


def test_expected_state_acts_locally_with_the_steps_actions() -> None:
    decision = decide(signals(), POLICY)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert decision.actions == (CLICK,) and decision.step_name == "open orders"


def test_missing_anchors_escalate_when_a_planner_can_be_asked() -> None:
    decision = decide(signals(anchors_missing=("Log out",)), POLICY)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    assert decision.missing_texts == ("Log out",) and decision.actions == ()


@pytest.mark.parametrize(
    ("fields", "reason", "says"),
    [
        ({"planner_configured": False}, Reason.CLOUD_UNAVAILABLE, "no planner is configured"),
        ({"escalations": POLICY.max_escalations}, Reason.BUDGET_EXHAUSTED, "escalations used"),
        (
            {"fruitless_escalations": POLICY.max_fruitless_escalations},
            Reason.NEEDS_HUMAN,
            "did not move the task on",
        ),
    ],
)
def test_an_escalation_that_cannot_happen_is_decided_as_the_halt_it_is(
    fields: dict[str, object], reason: Reason, says: str
) -> None:
    decision = decide(signals(anchors_missing=("Log out",), **fields), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, reason)
    # The reason it would have escalated for stays in the detail, first.
    assert decision.detail.startswith("unexpected_state: missing: 'Log out'") and says in decision.detail


def test_an_open_breaker_waits_without_calling() -> None:
    decision = decide(signals(anchors_missing=("x",), breaker=BreakerState.OPEN, breaker_retry_s=12), POLICY)
    assert (decision.route, decision.reason) == (Route.WAIT, Reason.CLOUD_UNAVAILABLE)
    assert "circuit open" in decision.detail and "12 s" in decision.detail


def test_a_half_open_breaker_lets_the_escalation_try() -> None:
    decision = decide(signals(anchors_missing=("x",), breaker=BreakerState.HALF_OPEN), POLICY)
    assert decision.route is Route.ESCALATE


@pytest.mark.parametrize(
    ("failure", "failures", "route", "reason"),
    [
        (AttemptFailure.REDACTION_FAILED, 0, Route.HALT, Reason.POLICY_DENIED),
        (AttemptFailure.PLANNER_UNAVAILABLE, 1, Route.WAIT, Reason.CLOUD_UNAVAILABLE),
        (AttemptFailure.PLANNER_UNAVAILABLE, 3, Route.HALT, Reason.CLOUD_UNAVAILABLE),
        (AttemptFailure.CIRCUIT_OPEN, 0, Route.WAIT, Reason.CLOUD_UNAVAILABLE),
        (AttemptFailure.PLANNER_REJECTED, 0, Route.HALT, Reason.POLICY_DENIED),
        (AttemptFailure.PLANNER_BUDGET, 0, Route.HALT, Reason.BUDGET_EXHAUSTED),
        (AttemptFailure.PLANNER_NEEDS_HUMAN, 0, Route.HALT, Reason.NEEDS_HUMAN),
        (AttemptFailure.ACTIONS_REFUSED, 0, Route.HALT, Reason.POLICY_DENIED),
        (AttemptFailure.REPEATED_ACTION, 0, Route.HALT, Reason.NEEDS_HUMAN),
        (AttemptFailure.SCREEN_UNREADABLE, 0, Route.WAIT, Reason.UNKNOWN_STATE),
    ],
)
def test_a_failed_escalation_is_the_signal_of_the_next_decision(
    failure: AttemptFailure, failures: int, route: Route, reason: Reason
) -> None:
    attempt = FailedAttempt(failure, "what went wrong", Reason.NO_EFFECT, "popup/x")
    decision = decide(signals(failed_attempt=attempt, planner_failures=failures), POLICY)
    assert (decision.route, decision.reason) == (route, reason)
    assert decision.detail.startswith("no_effect escalation failed: what went wrong")
    assert decision.route is not Route.ESCALATE  # never asked twice on one frame


def test_an_unreadable_screen_is_looked_at_again_a_bounded_number_of_times_then_halts_closed() -> None:
    attempt = FailedAttempt(AttemptFailure.SCREEN_UNREADABLE, "OCR read no text on this screen", Reason.UNKNOWN_STATE)
    looks = [
        decide(signals(failed_attempt=attempt, unreadable_frames=n), POLICY) for n in range(POLICY.unreadable_waits + 1)
    ]
    assert [(d.route, d.reason) for d in looks[:-1]] == [(Route.WAIT, Reason.UNKNOWN_STATE)] * POLICY.unreadable_waits
    assert all(d.unknown_screen and "nothing sent" in d.detail for d in looks[:-1])
    assert (looks[-1].route, looks[-1].reason) == (Route.HALT, Reason.POLICY_DENIED)
    assert "not escalating without a clean redaction" in looks[-1].detail
    # Without waits configured, the first unreadable frame halts, as any other failed redaction.
    none = decide(signals(failed_attempt=attempt), POLICY.model_copy(update={"unreadable_waits": 0}))
    assert (none.route, none.reason) == (Route.HALT, Reason.POLICY_DENIED)


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"elapsed_s": POLICY.task_timeout_s + 1}, Reason.TASK_TIMEOUT),
        ({"idle_s": POLICY.idle_timeout_s + 1}, Reason.IDLE_TIMEOUT),
    ],
)
def test_timers_halt(fields: dict[str, object], reason: Reason) -> None:
    decision = decide(signals(**fields), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, reason)


def test_a_step_that_keeps_failing_escalates_with_no_effect_or_repeated_failure() -> None:
    stuck = signals(local_attempts=POLICY.max_local_attempts, last_no_effect=True)
    assert decide(stuck, POLICY).reason is Reason.NO_EFFECT
    stuck = dataclasses.replace(stuck, last_no_effect=False)
    decision = decide(stuck, POLICY)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.REPEATED_FAILURE)


def test_a_learned_state_acts_locally_before_the_cloud() -> None:
    decision = decide(signals(anchors_missing=("Log out",), learned=learned()), POLICY)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.LEARNED_STATE)
    assert [a.target_text for a in decision.actions] == ["Never"]
    assert decision.state_label == "popup/x" and "missing: 'Log out'" in decision.detail


def test_the_expected_state_wins_over_a_learned_one() -> None:
    decision = decide(signals(learned=learned()), POLICY)
    assert decision.reason is Reason.KNOWN_STATE


def test_a_learned_entry_that_failed_in_this_run_is_not_tried_again() -> None:
    decision = decide(signals(anchors_missing=("x",), learned=learned(failed_in_run=True)), POLICY)
    assert decision.route is Route.ESCALATE


def test_tries_at_one_step_are_counted_across_every_route() -> None:
    # Own actions, learned entries and planner answers all count; none of them starts the count again.
    for fields in ({}, {"learned": learned()}, {"anchors_missing": ("Log out",)}):
        decision = decide(signals(step_tries=POLICY.max_step_tries, **fields), POLICY)
        assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
        assert f"{POLICY.max_step_tries} tries at step 'open orders'" in decision.detail
    assert decide(signals(step_tries=POLICY.max_step_tries - 1), POLICY).route is Route.LOCAL


def test_the_same_actions_on_the_same_screen_are_not_run_again_and_again() -> None:
    # The step's own actions (their local attempts started afresh after an escalation) ...
    decision = decide(signals(own_repeats=POLICY.max_repeats), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "the step's own actions already ran 3 times on this screen" in decision.detail
    assert decide(signals(own_repeats=POLICY.max_repeats - 1), POLICY).route is Route.LOCAL
    # ... a learned entry (another entry holding the same click) ...
    stuck = signals(anchors_missing=("Log out",), learned=learned(repeats=POLICY.max_repeats))
    assert (decide(stuck, POLICY).route, decide(stuck, POLICY).reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    # ... and an earlier step done again on a screen it did not leave.
    earlier = step(name="log in", actions=(Action("key", keys="Return"),))
    again = signals(anchors_missing=("Log out",), reentry=earlier, reentry_repeats=POLICY.max_repeats)
    decision = decide(again, POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "step 'log in' done again already ran" in decision.detail


def test_a_step_that_takes_any_screen_still_sees_an_earlier_steps_screen_come_back() -> None:
    # "Submit" takes any screen; the login page back (a session that expired) is not one to submit on.
    login = step(name="log in", actions=(Action("key", keys="Return"),))
    submit = step(name="submit", any_screen=True, actions=(Action("click", target_text="Save"),))
    decision = decide(Signals(step=submit, reentry=login), POLICY)
    assert (decision.route, decision.step_name) == (Route.LOCAL, "log in") and "re-entered" in decision.detail
    assert decide(Signals(step=submit), POLICY).step_name == "submit"
    spent = decide(Signals(step=submit, reentry=login, reentries=POLICY.max_reentries), POLICY)
    assert spent.step_name == "submit"


def test_a_learned_state_answers_an_unknown_screen_without_waiting() -> None:
    unknown = prediction(unknown=5.0)
    decision = decide(signals(classifier=unknown, learned=learned()), POLICY)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.LEARNED_STATE)
    assert decision.unknown_screen


def test_unknown_screens_are_waited_on_then_escalated() -> None:
    unknown = prediction(unknown=5.0)
    waits = [decide(signals(classifier=unknown, unknown_frames=n), POLICY) for n in range(POLICY.unknown_waits + 1)]
    assert [d.route for d in waits] == [Route.WAIT] * POLICY.unknown_waits + [Route.ESCALATE]
    assert all(d.reason is Reason.UNKNOWN_STATE and d.unknown_screen for d in waits)


def test_without_a_classifier_the_distance_to_seen_states_tells_an_unknown_screen() -> None:
    far = Novelty(distance=0.6, threshold=0.25, nearest_label="order list")
    near = Novelty(distance=0.1, threshold=0.25)
    assert decide(signals(anchors_missing=("x",), novelty=far, unknown_frames=9), POLICY).reason is Reason.UNKNOWN_STATE
    assert decide(signals(anchors_missing=("x",), novelty=near), POLICY).reason is Reason.UNEXPECTED_STATE
    # Anchors all present: the task file's own recognition decides, whatever the distance.
    assert decide(signals(novelty=far), POLICY).reason is Reason.KNOWN_STATE


def test_without_a_classifier_a_blank_screen_is_waited_on_like_an_unknown_one() -> None:
    blank = signals(anchors_found=(), anchors_missing=("Staff portal", "Sign in"), screen_lines=0)
    first = decide(blank, POLICY)
    assert (first.route, first.reason, first.unknown_screen) == (Route.WAIT, Reason.UNKNOWN_STATE, True)
    assert "no text on screen" in first.detail
    last = decide(dataclasses.replace(blank, unknown_frames=POLICY.unknown_waits), POLICY)
    assert (last.route, last.reason) == (Route.ESCALATE, Reason.UNKNOWN_STATE)
    # A screen with text but none of the anchors is another screen: the planner is asked at once.
    other = decide(dataclasses.replace(blank, screen_lines=5), POLICY)
    assert (other.route, other.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)


def test_a_task_file_that_cannot_be_filled_in_needs_a_person() -> None:
    decision = decide(signals(step=step(actions=(), actions_problem="no value for item_9")), POLICY)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "item_9" in decision.detail


def test_recognised_is_what_a_local_known_state_needs() -> None:
    assert recognised(signals(), POLICY)
    assert not recognised(signals(anchors_missing=("x",)), POLICY)
    assert not recognised(signals(classifier=prediction(popup="save_password")), POLICY)
    assert not recognised(Signals(step=None), POLICY)


def test_the_decision_depends_on_nothing_but_its_signals() -> None:
    s = signals(anchors_missing=("x",), classifier=prediction(), learned=learned(), escalations=3)
    first, second = decide(s, POLICY), decide(s, POLICY)
    assert (first.route, first.reason, first.detail) == (second.route, second.reason, second.detail)


def test_the_all_cloud_baseline_escalates_every_step_but_still_waits_out_a_transition() -> None:
    cloud = PolicyConfig(local_actions=False, max_escalations=100)
    known = decide(signals(), cloud)
    assert (known.route, known.reason) == (Route.ESCALATE, Reason.KNOWN_STATE) and known.actions == ()
    # A learned state is not acted on either: the baseline learns and keeps nothing.
    assert decide(signals(learned=learned(), anchors_missing=("Log out",)), cloud).route is Route.ESCALATE
    blank = signals(anchors_found=(), anchors_missing=("Sign in",), screen_lines=0)
    assert decide(blank, cloud).route is Route.WAIT
    assert decide(dataclasses.replace(blank, unknown_frames=cloud.unknown_waits), cloud).route is Route.ESCALATE
