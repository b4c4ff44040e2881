"""A field's label bound by the form's geometry, on frames drawn with real fonts and read by real OCR.

The form is an admin page's: a sidebar of buttons (each on a face of its own fill) beside a
form whose labels sit above their inputs, drawn as tabs on the fields' frames. A sidebar button
sits on the row of a field, nearer to it than the field's own label: the nearest text is the
wrong one. Checkboxes carry their text right of them; one field shows only a placeholder.
Drawn at 100 % and 125 %: the runner finds each field again at either scale by the same rule.
A paste site's text area, named only by its placeholder, keeps its rows' height in page pixels
while its column narrows as the page is zoomed: its shape is another at 125 %, and it is the
same field.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import FieldTarget, normalise
from screenroute.edge.fields import field_at, find_fields
from screenroute.edge.geometry import Box
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SIDEBAR = ("Edit", "Preview", "Add Page", "Add Attachment", "Delete")
# label -> the field's top edge at 100 %; the sidebar's buttons sit 40 px apart from y=60.
FORM = {"Title": 150, "Minutes": 230, "Notes": 310}


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


def _admin_form(scale: float) -> tuple[np.ndarray, dict[str, tuple[int, int]]]:
    """The page, and the middle of each field (by its label) and checkbox (by its text)."""
    s = scale
    image = Image.new("RGB", (round(1000 * s), round(560 * s)), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, round(15 * s))
    bold = ImageFont.truetype(BOLD, round(12 * s))
    for i, name in enumerate(SIDEBAR):
        y = round((60 + 40 * i) * s)
        # Each button on a face of its own, left of the form: "Add Attachment" on the Title field's row.
        draw.rectangle((round(20 * s), y, round(170 * s), y + round(30 * s)), fill="#ececec")
        draw.text((round(30 * s), y + round(6 * s)), name, font=font, fill="#7a1f45")
    x0, x1 = round(200 * s), round(900 * s)
    centres: dict[str, tuple[int, int]] = {}
    for label, top in FORM.items():
        y = round(top * s)
        # The label: a tab of its own fill on the field's frame.
        pad = round(8 * s)
        tab_w = round(draw.textlength(label, font=bold)) + 2 * pad
        draw.rectangle((x0, y - round(22 * s), x0 + tab_w, y), fill="#cccccc")
        draw.text((x0 + pad, y - round(18 * s)), label, font=bold, fill="#333333")
        draw.rectangle((x0, y, x1, y + round(34 * s)), outline="#bbbbbb", fill="white")
        centres[label] = ((x0 + x1) // 2, y + round(17 * s))
    # A field with only a placeholder, drawn fainter than the labels.
    y = round(380 * s)
    draw.rectangle((x0, y, round(560 * s), y + round(34 * s)), outline="#bbbbbb", fill="white")
    draw.text((x0 + round(8 * s), y + round(8 * s)), "Search recipes", font=font, fill="#b0b0b0")
    centres["Search recipes"] = (round(380 * s), y + round(17 * s))
    # Checkboxes with their text right of them.
    for i, text in enumerate(("Published", "Hide from menus")):
        y = round((440 + 36 * i) * s)
        box = round(14 * s)
        draw.rectangle((x0, y, x0 + box, y + box), outline="#555555", fill="white")
        draw.text((x0 + box + round(10 * s), y - round(2 * s)), text, font=font, fill="#222222")
        centres[text] = (x0 + box // 2, y + box // 2)
    return np.asarray(image), centres


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_field_is_named_by_its_form_s_labels_not_by_the_sidebar_button_beside_it(
    scale: float, ocr: OcrEngine
) -> None:
    pixels, centres = _admin_form(scale)
    lines = ocr.read(pixels)
    for label in FORM:
        field = field_at(pixels, lines, *centres[label])
        assert field is not None, label
        assert normalise(field.label) == normalise(label), (label, field)
        # The runner finds the same field by the same rule: once, where the click went.
        again = find_fields(pixels, lines, field.target())
        assert [f.box for f in again] == [field.box], (label, again)


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_checkbox_takes_its_text_right_of_it_and_a_field_alone_its_placeholder(scale: float, ocr: OcrEngine) -> None:
    pixels, centres = _admin_form(scale)
    lines = ocr.read(pixels)
    for text in ("Published", "Hide from menus"):
        box = field_at(pixels, lines, *centres[text])
        assert box is not None and box.kind == "checkbox", (text, box)
        assert normalise(box.label) == normalise(text), (text, box)
    search = field_at(pixels, lines, *centres["Search recipes"])
    assert search is not None and search.placeholder, search
    assert normalise(search.name) == normalise("Search recipes") and not search.label, search
    again = find_fields(pixels, lines, search.target())
    assert [f.box for f in again] == [search.box], again


def test_a_sidebar_button_is_never_a_label_even_alone(ocr: OcrEngine) -> None:
    # The form's own labels gone: the only text on the field's row is a button of the sidebar.
    pixels, centres = _admin_form(1.0)
    pixels = pixels.copy()
    pixels[100:150, 195:400] = 255  # the Title tab and the space above the field
    lines = ocr.read(pixels)
    field = field_at(pixels, lines, *centres["Title"])
    assert field is not None
    assert normalise(field.label) not in {normalise(name) for name in SIDEBAR}, field


def _paste_form(scale: float) -> tuple[np.ndarray, Box]:
    """A paste site's form on a 1280x800 screen: its text area (placeholder only) and its box.

    The page's column is 730 px wide at 100 % and 610 page px (763 px) at 125 %, where the
    viewport is 1024 page px wide; the text area is 400 page px tall at either.
    """
    s = scale
    image = Image.new("RGB", (1280, 800), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, round(16 * s))
    mono = ImageFont.truetype(MONO, round(16 * s))
    draw.rectangle((0, 0, 1279, round(64 * s)), fill="#f8f9fa")
    for x, word in ((300, "Documentation"), (420, "List all Items")):
        draw.text((round(x * s), round(22 * s)), word, font=font, fill="#6c757d")
    left, width = (78, 730) if s == 1.0 else (50, 763)
    top = round(82 * s)
    area = Box(left, top, left + width, top + round(400 * s))
    draw.rectangle((area.x0, area.y0, area.x1, area.y1), outline="#ced4da", fill="white")
    draw.text((area.x0 + round(12 * s), area.y0 + round(10 * s)), "Paste text here...", font=mono, fill="#6c757d")
    row = area.y1 + round(16 * s)
    draw.rectangle((area.x0, row, area.x0 + round(350 * s), row + round(38 * s)), outline="#ced4da", fill="white")
    draw.text((area.x0 + round(12 * s), row + round(9 * s)), "optional download-filename", font=font, fill="#6c757d")
    button = (area.x1 - round(160 * s), row, area.x1, row + round(38 * s))
    draw.rectangle(button, fill="#007bff")
    draw.text((button[0] + round(52 * s), row + round(9 * s)), "Submit", font=font, fill="white")
    draw.text((area.x0, row + round(80 * s)), "Maximum lifetime value", font=font, fill="#212529")
    return np.asarray(image), Box(area.x0 + 1, area.y0 + 1, area.x1, area.y1)


def test_a_text_area_named_by_its_placeholder_is_found_again_at_125_percent(ocr: OcrEngine) -> None:
    pixels, area = _paste_form(1.0)
    lines = ocr.read(pixels)
    clicked = field_at(pixels, lines, *area.center)
    assert clicked is not None and clicked.kind == "multiline" and clicked.placeholder, clicked
    assert normalise(clicked.name).startswith(normalise("Paste text here")) and not clicked.label, clicked
    # What the recorder wrote at 100 % finds the one text area at 125 %, though its shape changed.
    pixels, area = _paste_form(1.25)
    lines = ocr.read(pixels)
    found = find_fields(pixels, lines, clicked.target())
    assert len(found) == 1, found
    assert found[0].kind == "multiline" and found[0].box.overlap(area) > 0.9, (found, area)


def test_a_group_frame_around_a_form_is_no_text_area(ocr: OcrEngine) -> None:
    # A dialog's frame around its labelled entries, wider than tall as a text area may be: its
    # labels stay the entries' own, and the frame is no field to type into.
    image = Image.new("RGB", (1280, 800), "#f6f5f4")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 14)
    draw.text((510, 300), "Add a contact", font=font, fill="#222222")
    draw.rectangle((507, 318, 773, 496), outline="#c0bdb8", fill="#f6f5f4")
    entries = {}
    for i, label in enumerate(("First name", "Last name", "Team")):
        y = 338 + 42 * i
        draw.text((520, y + 7), label, font=font, fill="#222222")
        draw.rectangle((600, y, 766, y + 32), outline="#b6b0a9", fill="white")
        entries[label] = Box(601, y + 1, 766, y + 32)
    pixels = np.asarray(image)
    lines = ocr.read(pixels)
    assert field_at(pixels, lines, 560, 480) is None  # the frame's own inside, below the labels
    for label, box in entries.items():
        found = find_fields(pixels, lines, FieldTarget(label))
        assert [f.box.overlap(box) > 0.9 for f in found] == [True], (label, found)
