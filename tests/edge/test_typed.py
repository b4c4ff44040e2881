"""Where typing changed the screen (``edge.typed.typed_regions``), the one filter the executor's
checks of a fill and the recorder's slips of a secret share."""

from __future__ import annotations

import numpy as np

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.skills.executor import _landed_elsewhere
from screenroute.edge.typed import typed_regions


def _frame(pixels: np.ndarray) -> Frame:
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, pixels.shape[1], pixels.shape[0]))


def _blank() -> np.ndarray:
    return np.full((400, 640, 3), 255, dtype=np.uint8)


def _with_ink(*boxes: Box) -> Frame:
    pixels = _blank()
    for b in boxes:
        pixels[b.y0 : b.y1, b.x0 : b.x1] = 0
    return _frame(pixels)


def _covers(found: tuple[Box, ...], box: Box) -> bool:
    return any(f.x0 <= box.x0 and f.y0 <= box.y0 and f.x1 >= box.x1 and f.y1 >= box.y1 for f in found)


def test_text_typed_into_a_field_is_where_it_changed() -> None:
    word = Box(100, 200, 180, 216)
    found = typed_regions(_frame(_blank()), _with_ink(word))
    assert len(found) == 1 and _covers(found, word)


def test_a_page_that_changed_as_a_whole_is_no_place_keys_landed() -> None:
    word, page = Box(20, 20, 80, 36), Box(100, 60, 600, 380)
    found = typed_regions(_frame(_blank()), _with_ink(word, page))
    assert _covers(found, word) and not _covers(found, page)


def test_a_region_taller_than_a_fields_line_is_left_out_when_asked() -> None:
    line, block = Box(20, 20, 120, 36), Box(300, 100, 360, 200)
    after = _with_ink(line, block)
    assert _covers(typed_regions(_frame(_blank()), after), block)
    found = typed_regions(_frame(_blank()), after, tallest=64)
    assert _covers(found, line) and not _covers(found, block)


def test_a_screen_of_another_size_has_nothing_to_compare() -> None:
    other = _frame(np.zeros((300, 640, 3), dtype=np.uint8))
    assert typed_regions(_frame(_blank()), other) == ()
    assert typed_regions(_frame(_blank()), _frame(_blank())) == ()


def test_keys_that_landed_outside_the_field_are_told_from_keys_that_landed_in_it() -> None:
    field, elsewhere = Box(100, 200, 300, 224), Box(400, 40, 470, 56)
    before = _frame(_blank())
    assert _landed_elsewhere(before, _with_ink(Box(104, 204, 160, 220)), field) == ()
    landed = _landed_elsewhere(before, _with_ink(elsewhere), field)
    assert _covers(landed, elsewhere)
    # A caret blinking elsewhere (a line two pixels wide) is no text.
    assert _landed_elsewhere(before, _with_ink(Box(400, 40, 402, 56)), field) == ()
    assert _landed_elsewhere(before, _with_ink(elsewhere), None) == ()
