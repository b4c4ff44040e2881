"""A label OCR read glued to its field's value ("Priority:major"), on a frame drawn like a tracker's
ticket form: the field is found by its label and its value is what it shows, whether OCR's box of
the value stops at the text or reaches over the drop-down arrow.

The OCR lines are given as the engine read the real form (one line per label and value), so the
test pins the reading that failed, not whatever the engine makes of the drawing today.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import FieldTarget
from screenroute.edge.fields import field_at, find_fields, split_labels
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
PAGE = (247, 247, 240)


def _line(text: str, x0: int, y0: int, x1: int, y1: int) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x1, y1), 0.98)


def _combo(draw: ImageDraw.ImageDraw, x0: int, y0: int, x1: int, value: str, font: ImageFont.FreeTypeFont) -> None:
    """A drop-down as Chromium draws a plain ``<select>``: a frame, a light face, the value, a chevron."""
    draw.rectangle((x0, y0, x1, y0 + 21), outline=(118, 118, 118), fill=(239, 239, 239))
    draw.text((x0 + 5, y0 + 3), value, font=font, fill=(0, 0, 0))
    ax, ay = x1 - 14, y0 + 8
    draw.line((ax, ay, ax + 4, ay + 4, ax + 8, ay), fill=(0, 0, 0), width=2)


def _ticket_form() -> tuple[np.ndarray, list[OcrLine], dict[str, tuple[int, int]]]:
    image = Image.new("RGB", (900, 300), PAGE)
    draw = ImageDraw.Draw(image)
    font, bold = ImageFont.truetype(FONT, 13), ImageFont.truetype(BOLD, 13)
    # Labels right-aligned against their fields, as a two-column properties table lays them out.
    rows = {"Priority:": (100, "major", 575), "Component:": (140, "Accounts", 575), "Milestone:": (140, "(unset)", 150)}
    centres: dict[str, tuple[int, int]] = {}
    for label, (y, value, x) in rows.items():
        width = round(draw.textlength(label, font=bold))
        draw.text((x - 10 - width, y + 3), label, font=bold, fill=(0, 0, 0))
        right = x + max(72, round(draw.textlength(value, font=font)) + 24)
        _combo(draw, x, y, right, value, font)
        centres[label.rstrip(":")] = (x + 30, y + 11)
    draw.text((100, 30), "Create New Ticket", font=ImageFont.truetype(BOLD, 20), fill=(0, 0, 0))
    # What the engine read: the first label glued to its value, its box to the field's right end
    # (over the arrow); the second label apart, its value's box over the arrow too; the third clean.
    lines = [
        _line("Create New Ticket", 100, 28, 300, 54),
        _line("Priority:major", 489, 100, 649, 122),
        _line("Component:", 461, 140, 566, 161),
        _line("Accounts", 579, 140, 663, 161),
        _line("Milestone:", 50, 140, 141, 161),
        _line("(unset)", 154, 140, 205, 161),
    ]
    return np.asarray(image), lines, centres


def test_a_label_glued_to_its_value_names_the_field_for_the_recorder_and_the_runner() -> None:
    pixels, lines, centres = _ticket_form()
    for label, value in (("Priority", "major"), ("Component", "Accounts"), ("Milestone", "(unset)")):
        field = field_at(pixels, lines, *centres[label])
        assert field is not None, label
        assert (field.kind, field.label, field.inside) == ("combo", label, value), field
        found = find_fields(pixels, lines, FieldTarget(label=label, kind="combo"))
        assert [f.box for f in found] == [field.box], (label, found)


def test_a_full_width_colon_ends_a_label_too() -> None:
    pixels, lines, _ = _ticket_form()
    lines = [
        _line("优先级：major", ln.box.x0, ln.box.y0, ln.box.x1, ln.box.y1) if ln.text.startswith("Priority") else ln
        for ln in lines
    ]
    found = find_fields(pixels, lines, FieldTarget(label="优先级", kind="combo"))
    assert len(found) == 1 and found[0].inside == "major", found


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Priority:major", ["Priority:", "major"]),
        ("Priority: major", ["Priority:", "major"]),
        ("优先级：紧急", ["优先级：", "紧急"]),
        ("Summary:", ["Summary:"]),  # a label alone
        ("Opened 12:30", ["Opened 12:30"]),  # a time
        ("http://localhost:8000/newticket", ["http://localhost:8000/newticket"]),  # an address
        ("12: 30", ["12: 30"]),  # no letters before the colon
    ],
)
def test_a_line_is_split_only_at_a_label_s_colon(text: str, parts: list[str]) -> None:
    line = _line(text, 10, 10, 10 + 10 * len(text), 30)
    split = split_labels([line])
    assert [ln.text for ln in split] == parts
    if len(split) == 2:
        assert split[0].box.x1 <= split[1].box.x0 and split[0].box.x0 == 10 and split[1].box.x1 == line.box.x1
