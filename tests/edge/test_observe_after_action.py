"""Observing right after a fill whose value showed: a screen still showing that frame is taken at once."""

from __future__ import annotations

import numpy as np

from screenroute.contract import Action
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor

LABEL = OcrLine("Title", Box(5, 5, 60, 25), 0.99)
VALUE_BOX = Box(70, 5, 150, 25)


def _frame(*, focused: bool = False, typed: bool = False, shade: int = 255) -> Frame:
    pixels = np.full((100, 200, 3), shade, dtype=np.uint8)
    if focused:
        pixels[3:28, 66:154] = 90  # a focus ring around the field
        pixels[5:26, 68:152] = shade
    if typed:
        pixels[8:22, 72:140] = 0  # the typed value
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, 200, 100))


class _Screen:
    """Shows ``frames`` one per grab, then the last one for ever; counts the grabs."""

    def __init__(self, *frames: Frame) -> None:
        self.show(*frames)

    def show(self, *frames: Frame) -> None:
        self.frames, self.grabs = list(frames), 0

    def grab(self) -> Frame:
        frame = self.frames[min(self.grabs, len(self.frames) - 1)]
        self.grabs += 1
        return frame


class _Field:
    """A text field next to the label "Title": a click focuses it, typing shows the value."""

    def __init__(self, screen: _Screen) -> None:
        self.screen = screen
        self.focused = self.typed = False

    def _show(self) -> None:
        self.screen.show(_frame(focused=self.focused, typed=self.typed))

    def click(self, x: int, y: int) -> None:
        self.focused = True
        self._show()

    def key(self, keys: str) -> None:
        pass  # select-all changes nothing visible in an empty field

    def type_text(self, text: str) -> None:
        self.typed = True
        self._show()


class _Ocr:
    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        typed = bool((pixels[8:22, 72:140] == 0).all())
        return [LABEL, OcrLine("hello", VALUE_BOX, 0.99)] if typed else [LABEL]


def _executor(screen: _Screen) -> SkillExecutor:
    settle = SettleConfig(poll_s=0.005, quiet_s=0.05, first_change_s=0.3, typing_change_s=0.3, focus_change_s=0.3)
    return SkillExecutor(screen, _Field(screen), _Ocr(), open_url=lambda url: None, settle=settle)  # type: ignore[arg-type]


def test_after_a_fill_that_showed_its_value_one_grab_observes_the_screen() -> None:
    screen = _Screen(_frame())
    ex = _executor(screen)
    page = ex.observe()
    assert screen.grabs > 2  # nothing verified yet: the quiet window is waited out
    result = ex.run(Action("fill", target_text="Title", text="hello"), page)
    assert result.ok, result.detail
    screen.grabs = 0
    assert ex.observe() is result.after and screen.grabs == 1


def test_a_screen_that_moved_after_the_fill_is_waited_on_again() -> None:
    screen = _Screen(_frame())
    ex = _executor(screen)
    result = ex.run(Action("fill", target_text="Title", text="hello"), ex.observe())
    assert result.ok, result.detail
    screen.show(_frame(shade=200), _frame(shade=180), _frame(shade=160))  # a page change after the fill
    assert ex.observe() is screen.frames[-1] and screen.grabs > 3


def test_after_a_click_the_quiet_window_is_waited_out_again() -> None:
    # A click's effect may come in stages; its wait ending on a still frame proves less than a
    # fill's value showing, so the next look waits for the screen to stay still once more.
    screen = _Screen(_frame())
    ex = _executor(screen)
    result = ex.run(Action("click", target_text="Title"), ex.observe())
    assert result.ok and result.changed, result.detail
    screen.grabs = 0
    assert ex.observe() is screen.frames[-1] and screen.grabs > 2
