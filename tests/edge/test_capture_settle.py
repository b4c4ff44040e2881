"""Capture with mss and settle/change detection, on synthetic frames and on the real sandbox."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import numpy as np
import pytest

from screenroute.edge.capture import MssScreen, ScreenBackend
from screenroute.edge.errors import CaptureError
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.settle import (
    changed_pixels,
    changed_since,
    content_changed,
    hamming,
    phash,
    visibly_changed,
    wait_until_stable,
)
from screenroute.edge.skills.x11 import XdotoolInput

Loader = Callable[[Sandbox, str, str], None]


def _frame(pixels: np.ndarray) -> Frame:
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, pixels.shape[1], pixels.shape[0]))


def _blank(h: int = 200, w: int = 320) -> np.ndarray:
    return np.full((h, w, 3), 255, dtype=np.uint8)


class _Replay:
    """A ScreenBackend that returns prepared frames in order (then repeats the last)."""

    def __init__(self, frames: list[Frame]) -> None:
        self.frames = frames
        self.calls = 0

    def grab(self) -> Frame:
        frame = self.frames[min(self.calls, len(self.frames) - 1)]
        self.calls += 1
        return frame


# -- pure -----------------------------------------------------------------------------------


def test_phash_is_stable_and_separates_different_screens() -> None:
    rng = np.random.default_rng(0)
    a = _frame(rng.integers(0, 255, (200, 320, 3), dtype=np.uint8))
    b = _frame(rng.integers(0, 255, (200, 320, 3), dtype=np.uint8))
    assert phash(a) == phash(_frame(a.pixels.copy()))
    assert 0 <= phash(a) < 2**64
    assert hamming(phash(a), phash(b)) > 10
    assert hamming(0b1011, 0b0001) == 2


def test_changed_pixels_ignores_a_caret_but_sees_text() -> None:
    before = _blank()
    caret = before.copy()
    caret[50:70, 100:102] = 0  # a 2-px text caret
    text = before.copy()
    text[50:64, 100:160] = 0  # a word-sized block
    assert changed_pixels(_frame(before), _frame(caret)) == 0
    assert not visibly_changed(_frame(before), _frame(caret))
    assert visibly_changed(_frame(before), _frame(text))
    assert visibly_changed(_frame(before), _frame(_blank(100, 100)))  # size change


def test_one_more_narrow_letter_is_a_change_a_blinking_caret_is_not() -> None:
    # "…Frida|" then "…Friday|": the "y" is strokes no wider than a caret in any row, and the
    # caret moved right by a letter. Too few pixels for visibly_changed; a change of content all the same.
    before = _blank()
    before[50:64, 100:140] = 0  # the text typed so far
    before[48:66, 142] = 0  # the caret after it
    after = _blank()
    after[50:64, 100:140] = 0
    for row in range(50, 64):  # a "y": one- and two-pixel diagonal strokes
        after[row, 143 + (row - 50) // 5] = 0
    after[48:66, 150] = 0  # the caret, one letter on
    assert not visibly_changed(_frame(before), _frame(after))
    assert content_changed(_frame(before), _frame(after))
    blinked = before.copy()
    blinked[48:66, 142] = 255  # the caret blinks off: no change of content
    assert not content_changed(_frame(before), _frame(blinked))
    assert not content_changed(_frame(before), _frame(before.copy()))


def test_wait_until_stable_needs_consecutive_equal_frames() -> None:
    base = _blank()
    moved = base.copy()
    moved[10:40, 10:60] = 0
    screen = _Replay([_frame(base), _frame(moved), _frame(base), _frame(base), _frame(base)])
    result = wait_until_stable(screen, interval_s=0.0, stable_frames=3, max_wait_s=2.0)
    assert result.settled and result.frames == 5
    assert np.array_equal(result.frame.pixels, base)


def test_wait_until_stable_gives_up_at_the_cap() -> None:
    a, b = _blank(), _blank()
    b[0:50, 0:50] = 0
    frames = [_frame(a if i % 2 else b) for i in range(1000)]
    result = wait_until_stable(_Replay(frames), interval_s=0.01, max_wait_s=0.2)
    assert not result.settled
    # It waited out the cap and then stopped (a frame count, not a wall-clock bound: shared machine).
    assert result.waited_ms >= 150 and result.frames < len(frames)


def test_replay_is_a_screen_backend() -> None:
    assert isinstance(_Replay([_frame(_blank())]), ScreenBackend)


def test_mss_screen_rejects_bad_arguments_and_displays() -> None:
    with pytest.raises(ValueError, match="must be >= 0"):
        MssScreen(":0", monitor=-1)
    with pytest.raises(CaptureError):
        MssScreen(":4999").grab()


# -- real screen ----------------------------------------------------------------------------


@pytest.mark.desktop
def test_grab_returns_rgb_frame_with_monitor_geometry(
    sandbox: Sandbox, screen: MssScreen, web: str, load: Loader
) -> None:
    load(sandbox, f"{web}/box.html", "Box")
    frame = screen.grab()
    assert isinstance(screen, ScreenBackend)
    assert frame.pixels.shape == (800, 1280, 3) and frame.pixels.dtype == np.uint8
    assert frame.geometry == ScreenGeometry(0, 0, 1280, 800, 1.0)
    assert frame.pixels[90, 140].tolist() == [204, 0, 0]  # #c00 box, RGB order
    assert frame.pixels[400, 800].tolist() == [255, 255, 255]
    with pytest.raises(CaptureError, match="monitor 3"):
        MssScreen(sandbox.display, monitor=3).grab()


@pytest.mark.desktop
def test_grab_from_several_threads(sandbox: Sandbox, screen: MssScreen) -> None:
    shapes: list[tuple[int, ...]] = []
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for _ in range(5):
                shapes.append(screen.grab().pixels.shape)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread, which fails the test
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors and shapes == [(800, 1280, 3)] * 15


@pytest.mark.desktop
def test_settle_is_quick_on_a_static_page(sandbox: Sandbox, screen: MssScreen, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/box.html", "Box")
    wait_until_stable(screen)
    result = wait_until_stable(screen)
    assert result.settled and result.frames == 2


@pytest.mark.desktop
def test_settle_reports_an_animation_as_unsettled(sandbox: Sandbox, screen: MssScreen, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/anim.html", "Anim")
    result = wait_until_stable(screen, max_wait_s=0.8)
    assert not result.settled
    assert result.frames >= 4


@pytest.mark.desktop
def test_settle_copes_with_a_blinking_caret(
    sandbox: Sandbox, screen: MssScreen, inputs: XdotoolInput, web: str, load: Loader
) -> None:
    load(sandbox, f"{web}/input.html", "Input")
    inputs.click(400, 125)
    # The click is an input event: a busy browser handles it a moment later.
    deadline = time.monotonic() + 5.0
    while sandbox.evaluate("document.activeElement.id") != "t" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandbox.evaluate("document.activeElement.id") == "t"
    # The caret blinks every ~0.5 s: raw frames over 1.5 s must differ, or the test proves nothing.
    raw = []
    for _ in range(12):
        raw.append(screen.grab().pixels)
        time.sleep(0.12)
    assert any(not np.array_equal(raw[0], r) for r in raw[1:]), "caret did not blink"
    result = wait_until_stable(screen, stable_frames=8, interval_s=0.12, max_wait_s=3.0)
    assert result.settled


@pytest.mark.desktop
def test_click_on_button_changes_screen_and_click_on_empty_space_does_not(
    sandbox: Sandbox, screen: MssScreen, inputs: XdotoolInput, web: str, load: Loader
) -> None:
    load(sandbox, f"{web}/button.html", "Button")
    before = wait_until_stable(screen).frame
    inputs.click(900, 600)  # empty page area
    nothing = changed_since(before, screen, change_timeout_s=0.6)
    assert nothing.changed is False
    assert sandbox.evaluate("document.title") == "Button"

    before = nothing.frame
    inputs.click(200, 130)  # the button
    result = changed_since(before, screen)
    assert result.changed is True and result.settled
    assert visibly_changed(before, result.frame)
    assert sandbox.evaluate("document.title") == "clicked"
    # The returned frame is the new screen (the label is drawn), not the still-old one.
    label = result.frame.pixels[200:240, 100:260]
    assert (label < 100).any()
