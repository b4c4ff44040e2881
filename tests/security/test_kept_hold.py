"""The hold kept on the page of an action that is not the task's own after it went idle: its lease outlasts
a planner's round trip and a look, is renewed before each look-only step, and a lease that lapsed halts
the run (a timer's write would have passed unseen). In process: a still screen, a clock of the test's."""

from __future__ import annotations

import time

import numpy as np
import pytest

from screenroute.contract import Action
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.sandbox.egress import EgressFilter
from screenroute.edge.skills.executor import SkillExecutor
from screenroute.edge.skills.writes import KEPT_LEASE_S

FRAME = Frame(pixels=np.full((100, 200, 3), 255, dtype=np.uint8), geometry=ScreenGeometry(0, 0, 200, 100))


class _Still:
    """A screen that never changes, input that goes nowhere, a reader that finds nothing."""

    def grab(self) -> Frame:
        return FRAME

    def click(self, x: int, y: int) -> None:
        pass

    def key(self, keys: str) -> None:
        pass

    def type_text(self, text: str) -> None:
        pass

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        return []


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> _Clock:
    """The clock the executor and the filter both read leases from, moved by the test."""
    clock = _Clock()
    monkeypatch.setattr(time, "monotonic", clock)
    return clock


def _kept(clock: _Clock) -> tuple[SkillExecutor, EgressFilter]:
    """An executor whose last action, not the task's own, went idle with its hold kept at the filter."""
    still, egress = _Still(), EgressFilter(None)
    ex = SkillExecutor(still, still, still, open_url=lambda url: None, writes=egress)  # type: ignore[arg-type]
    egress.hold("the answer's own hold", reads=())
    ex._holding = True
    ex._keep_hold(egress, Action("click", target_text="Archive later"))
    ex._lingering = Action("click", target_text="Archive later")
    return ex, egress


def test_the_kept_hold_outlasts_the_default_lease_and_is_renewed_before_each_look(clock: _Clock) -> None:
    ex, egress = _kept(clock)
    clock.now += 120.0  # a planner's round trip: past a one-action lease
    assert egress.holding
    clock.now += KEPT_LEASE_S - 140.0  # a look shortly before the lease ends renews it
    ex.run(Action("screenshot"), FRAME)
    clock.now += 100.0  # past the first lease
    assert egress.holding
    assert ex.close_left_open() == ()
    assert not egress.holding


def test_a_kept_hold_that_lapsed_halts_the_run(clock: _Clock) -> None:
    ex, egress = _kept(clock)
    clock.now += KEPT_LEASE_S + 1.0
    assert not egress.holding  # a timer's write would pass now
    ex.run(Action("screenshot"), FRAME)  # a lapsed hold is not placed anew
    assert not egress.holding
    result = ex.run(Action("key", keys="Tab"), FRAME)
    assert "lapsed" in result.halt and "a person looks" in result.halt, result.detail


def test_an_error_while_judging_the_kept_hold_lifts_it(clock: _Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    ex, egress = _kept(clock)

    def broken(held: object) -> object:
        raise RuntimeError("the screen went away")

    monkeypatch.setattr(ex, "_unjudged", broken)
    with pytest.raises(RuntimeError):
        ex.close_left_open()
    assert not egress.holding
