"""How a fill tells that its text arrived: the placeholder it was found by must be gone."""

from __future__ import annotations

from screenroute.edge.geometry import Box
from screenroute.edge.grounding import Element
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.executor import _placeholder_stays

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
