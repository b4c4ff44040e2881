"""The settle poll: the windowed pixel difference and the quiet window, on synthetic frames."""

from __future__ import annotations

import numpy as np
import pytest

from screenroute.contract import Action
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.settle import (
    CARET_MAX_WIDTH,
    LOAD_STRETCH_MAX,
    PIXEL_DELTA,
    changed_pixels,
    changed_since,
    load_stretch,
    wait_until_stable,
)
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor


def _frame(pixels: np.ndarray) -> Frame:
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, pixels.shape[1], pixels.shape[0]))


def _reference(before: np.ndarray, after: np.ndarray) -> int:
    """The definition, over the whole frame: gray changes in horizontal runs wider than a caret."""

    def gray(p: np.ndarray) -> np.ndarray:
        q = p.astype(np.int32)
        return (q[:, :, 0] * 77 + q[:, :, 1] * 150 + q[:, :, 2] * 29) >> 8

    mask = np.abs(gray(before) - gray(after)) > PIXEL_DELTA
    run = CARET_MAX_WIDTH + 1
    # Counted: every position where a run of more than a caret's width of changed pixels starts.
    return sum(bool(mask[y, x : x + run].all()) for y in range(mask.shape[0]) for x in range(mask.shape[1] - run + 1))


class _Replay:
    def __init__(self, frames: list[Frame]) -> None:
        self.frames = frames
        self.calls = 0

    def grab(self) -> Frame:
        frame = self.frames[min(self.calls, len(self.frames) - 1)]
        self.calls += 1
        return frame


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_windowed_difference_equals_the_whole_frame_definition(seed: int) -> None:
    rng = np.random.default_rng(seed)
    before = np.full((40, 64, 3), 255, dtype=np.uint8)
    after = before.copy()
    # A caret (2 px), a word (wide), a faint tint (below the gray threshold) at random places.
    y, x = rng.integers(0, 30), rng.integers(0, 50)
    after[y : y + 8, x : x + 2] = 0
    y, x = rng.integers(0, 30), rng.integers(0, 40)
    after[y : y + 6, x : x + 20] = rng.integers(0, 120)
    after[0:3, 0:64, 2] = 240
    assert changed_pixels(_frame(before), _frame(after)) == _reference(before, after)
    assert changed_pixels(_frame(before), _frame(before.copy())) == 0


def test_a_caret_alone_is_no_change_and_a_narrow_frame_still_counts() -> None:
    before = np.full((50, 300, 3), 255, dtype=np.uint8)
    caret = before.copy()
    caret[10:30, 100:102] = 0
    assert changed_pixels(_frame(before), _frame(caret)) == 0
    narrow = np.full((10, 3, 3), 255, dtype=np.uint8)
    dot = narrow.copy()
    dot[2:4, 1] = 0
    assert changed_pixels(_frame(narrow), _frame(dot)) == 2


def test_quiet_window_is_time_not_frames() -> None:
    still = _frame(np.zeros((20, 20, 3), dtype=np.uint8))
    # Two equal frames 0 s apart satisfy stable_frames=2; a quiet window holds out for its time
    # (a lower bound the loop guarantees, whatever the machine's load).
    screen = _Replay([still])
    result = wait_until_stable(screen, interval_s=0.0, quiet_s=0.05, max_wait_s=2.0)
    assert result.settled and result.waited_ms >= 50 and result.frames > 2
    moving = [_frame(np.full((20, 20, 3), i * 40, dtype=np.uint8)) for i in range(6)]
    result = wait_until_stable(_Replay([*moving, moving[-1]]), interval_s=0.0, quiet_s=0.0, max_wait_s=2.0)
    assert result.settled and result.frames == 7 and result.frame is moving[-1]
    with pytest.raises(ValueError, match="quiet_s"):
        wait_until_stable(screen, quiet_s=-1)


def test_changed_since_passes_the_quiet_window_on() -> None:
    before = _frame(np.zeros((20, 20, 3), dtype=np.uint8))
    after = _frame(np.full((20, 20, 3), 200, dtype=np.uint8))
    screen = _Replay([before, after])
    result = changed_since(before, screen, poll_s=0.0, interval_s=0.0, quiet_s=0.04, max_wait_s=2.0)
    assert result.changed and result.settled and result.frame is after and result.waited_ms >= 40


def test_the_wait_for_an_apps_answer_stretches_with_the_load() -> None:
    # The 1-minute load per core, from 1 (a core to spare) up to the cap; read at every wait.
    assert load_stretch(0.3, 2) == 1.0
    assert load_stretch(5.0, 2) == 2.5
    assert load_stretch(30.0, 2) == LOAD_STRETCH_MAX
    assert load_stretch(3.0, 0) == 3.0  # no core count: one core
    assert 1.0 <= load_stretch() <= LOAD_STRETCH_MAX


def test_a_navigating_key_and_a_focus_wait_longer_on_a_busy_machine() -> None:
    # A login's Return on a machine at load 25 showed nothing within 1.5 s; the step was tried again
    # while its page loaded; typed text showed after the half second a type waits. The budget for an
    # app's first answer grows with the load; a key that only selects waits for nothing.
    loads = iter([1.0, 4.0, 1.0, 4.0])
    settle = SettleConfig(first_change_s=1.5, typing_change_s=0.5, stretch=lambda: next(loads))
    executor = SkillExecutor(None, None, None, open_url=lambda url: None, settle=settle)  # type: ignore[arg-type]
    assert executor._change_timeout(Action("key", keys="Return")) == 1.5
    assert executor._change_timeout(Action("key", keys="Return")) == 6.0
    assert executor._change_timeout(Action("type", text="张伟")) == 0.5
    assert executor._change_timeout(Action("type", text="张伟")) == 2.0
    assert executor._change_timeout(Action("key", keys="ctrl+a")) == 0.0  # selects: nothing to wait for
