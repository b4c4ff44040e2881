"""How a fill tells that its text arrived: the placeholder it was found by must be gone."""

from __future__ import annotations

import numpy as np

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import Element
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.executor import _UNREADABLE, _placeholder_stays, _value_shown

PLACEHOLDER = OcrLine("item name", Box(54, 596, 126, 612), 0.98)
FIELD = Element("item name", Box(50, 592, 320, 616), (PLACEHOLDER,))


def test_a_placeholder_still_read_inside_its_field_means_nothing_arrived() -> None:
    assert _placeholder_stays([PLACEHOLDER], "item name", PLACEHOLDER.box.center, FIELD)


def test_a_field_whose_placeholder_went_is_not_suspected() -> None:
    typed = OcrLine("文件夹", Box(54, 596, 96, 612), 0.97)
    assert not _placeholder_stays([typed], "item name", PLACEHOLDER.box.center, FIELD)


def test_a_label_beside_its_field_stays_whatever_was_typed() -> None:
    # A password field found by its label: the label is the element under the point, not inside a field.
    label = OcrLine("Password", Box(40, 300, 110, 316), 0.99)
    as_element = Element("Password", label.box, (label,))
    assert not _placeholder_stays([label], "Password", label.box.center, as_element)
    assert not _placeholder_stays([label], "Password", label.box.center, None)


def test_a_panel_holding_the_words_is_no_one_line_field() -> None:
    label = OcrLine("Comment", Box(60, 300, 130, 316), 0.99)
    panel = Element("Comment", Box(40, 290, 600, 420), (label,))
    assert not _placeholder_stays([label], "Comment", label.box.center, panel)


def _field_frame(ring: tuple[int, int, int], dots: int = 0, caret: bool = False) -> Frame:
    """A 300x40 text field at (50, 40) on a white page: its frame in ``ring``, ``dots`` masked characters inside.

    ``caret``: the text cursor a focused empty field shows, a 2 px bar at its left.
    """
    pixels = np.full((120, 400, 3), 255, dtype=np.uint8)
    pixels[40:80, 50:350] = ring
    pixels[42:78, 52:348] = 255
    for k in range(dots):
        pixels[56:64, 60 + 14 * k : 68 + 14 * k] = 30
    if caret:
        pixels[50:70, 58:60] = 0
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, 400, 120))


def test_a_focus_ring_alone_is_no_masked_value() -> None:
    # On a loaded machine the keys of a fill went nowhere: the field's ring came on, its inside stayed
    # empty, and the check passed it as "masked or unreadable" — the form was saved without its title.
    before = _field_frame((180, 180, 180))
    ring_only = _field_frame((40, 90, 200))
    shown, detail = _value_shown(before, ring_only, [], "Quarterly restock 26")
    assert not shown and detail != _UNREADABLE, detail
    # A password's dots change the inside: still taken as a masked value.
    shown, detail = _value_shown(before, _field_frame((40, 90, 200), dots=13), [], "hunter2hunter")
    assert shown and detail == _UNREADABLE, detail


def test_a_caret_in_an_empty_field_is_no_masked_value() -> None:
    # The focus put a blinking caret inside the field and no key arrived: its inside changed by one bar.
    before = _field_frame((180, 180, 180))
    shown, detail = _value_shown(before, _field_frame((40, 90, 200), caret=True), [], "hunter2hunter")
    assert not shown and detail != _UNREADABLE, detail
    # One masked character beside the caret is a value.
    shown, detail = _value_shown(before, _field_frame((40, 90, 200), dots=1, caret=True), [], "x")
    assert shown and detail == _UNREADABLE, detail
