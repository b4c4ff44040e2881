"""How long the agent watches a screen before it retries a step whose own actions just ran."""

from __future__ import annotations

from screenroute.edge.skills.action import Action, SkillResult
from screenroute.router.app.agent import _IN_FLIGHT_WATCH_S, _RETRY_WATCH_S, _in_flight


def test_a_click_that_visibly_did_something_may_still_be_loading() -> None:
    clicked = [
        SkillResult(Action("type", text="x"), ok=True, changed=True),
        SkillResult(Action("click", point=(5, 5)), ok=True, changed=True),
    ]
    assert _in_flight(clicked)
    # Nothing visible, a failure, or a scroll last: nothing was sent anywhere.
    assert not _in_flight([SkillResult(Action("click", point=(5, 5)), ok=True, changed=False)])
    assert not _in_flight([SkillResult(Action("click", point=(5, 5)), ok=False, changed=True)])
    assert not _in_flight([SkillResult(Action("scroll", amount=5), ok=True, changed=True)])
    assert not _in_flight([])
    # A slow server answers in seconds: the benchmark delays 2-5 s.
    assert _IN_FLIGHT_WATCH_S > 5.0 > _RETRY_WATCH_S


def test_only_a_steps_own_actions_run_again_wait_for_what_they_started() -> None:
    from screenroute.contract import Reason, Route
    from screenroute.router.app.agent import StepRecord, _repeats_own_actions
    from screenroute.router.deciding.decision import Decision

    again = Decision(Route.LOCAL, Reason.KNOWN_STATE, step_name="open orders")
    own = StepRecord(1, "open orders", "", "local", "known_state", "click 'Orders'", True, {})
    dismissal = StepRecord(1, "open orders", "", "local", "learned_state", "click 'Never'", True, {})
    other = StepRecord(1, "log in", "", "local", "known_state", "key Return", True, {})
    assert _repeats_own_actions([own], again)
    # A popup dismissed in front of the step, or another step before it: nothing of this step is loading.
    assert not _repeats_own_actions([dismissal], again)
    assert not _repeats_own_actions([other], again)
    assert not _repeats_own_actions([], again)
