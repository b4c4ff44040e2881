"""Which texts a recorded task keeps, how typed values become templates, and how a click is grounded."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.authoring.recording import (
    Parameters,
    ground_click,
    is_stable_text,
    looks_personal,
    template_typed,
)
from screenroute.router.authoring.recording.texts import value_reading


def line(text: str, x0: int, y0: int, x1: int, y1: int, score: float = 0.99) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x1, y1), score)


@pytest.mark.parametrize(
    ("text", "stable"),
    [
        ("Create New Ticket", True),
        ("Reported by:", True),
        ("#12 new defect", False),  # an id
        ("Opened 3 seconds ago", False),  # a time
        ("Opened O seconds ago", False),  # the same, as OCR misread it
        ("jane.doe@example.com", False),
        ("+49 30 1234567", False),
        ("www.example.com", False),
        ("OK", False),  # too short to anchor on
        ("E-mail address and name can be saved in the Preferences and more words", False),  # a sentence
    ],
)
def test_stable_texts_leave_out_data_and_noise(text: str, stable: bool) -> None:
    assert is_stable_text(text) is stable


def test_low_confidence_ocr_is_not_stable() -> None:
    assert not is_stable_text("Properties", score=0.5)


def test_personal_data_is_recognised() -> None:
    assert looks_personal("mail me: jane@corp.example") and looks_personal("IBAN DE89 3704 0044 0532 0130 00")
    assert not looks_personal("Printer on floor three jams")


def test_typed_values_become_templates_longest_first_and_literals_are_escaped() -> None:
    params = Parameters({"summary": "Printer jams", "floor": "Printer", "password": "s3cr{t"}, frozenset({"password"}))
    assert template_typed("Printer jams", params) == ("{summary}", {"summary"})
    assert template_typed("Re: Printer jams {urgent}", params) == ("Re: {summary} {{urgent}}", {"summary"})
    assert template_typed("s3cr{t", params) == ("{password}", {"password"})
    assert template_typed("nothing", params) == ("nothing", set())


def test_a_parameter_shows_in_ocr_text_however_ocr_spaced_it() -> None:
    params = Parameters({"summary": "Printer on floor three jams", "password": "hunter22"}, frozenset({"password"}))
    assert params.shown_in("#1 Printeronfloorthreejams") == ["summary"]
    assert params.matching("printer on floor three jams") == "summary"
    assert params.shown_in("hunter22") == []  # a secret is never turned into a visible template
    assert params.touches("hunter22")


SCREEN = [
    line("Create New Ticket", 185, 170, 472, 200),
    line("Summary:", 247, 270, 345, 293),
    line("Type:", 291, 636, 349, 660),
    line("[defect", 346, 636, 406, 657),
    line("Priority:major", 696, 634, 849, 660),
    line("Login |Preferences", 897, 79, 1049, 99),
    line("Preview", 190, 320, 250, 344),
    line("Create ticket", 280, 320, 380, 344),
    line("E-mail address and name can be saved in the Preferences", 622, 337, 1049, 358),
]


@pytest.mark.parametrize(
    ("text", "value", "reading"),
    [
        ("notes.txt", "notes.txt", "notestxt"),
        ("Notes .TXT", "notes.txt", "notestxt"),  # spaced and cased as OCR reads it
        ("notes.tct", "notes.txt", "notestct"),  # a letter misread
        ("M notes.txt", "notes.txt", "notestxt"),  # a status (or an icon) read as a letter in front
        ("活动", "活动", "活动"),
        ("Tasks", "task", None),  # part of a word: a label of its own
        ("Add News", "News", None),  # a label holding the value among words of its own
        ("nate5.tct", "notes.txt", None),  # three letters of eight otherwise: another name
        ("notes.txt.bak", "notes.txt", None),
        ("Close x", "x", None),  # a short value only as the whole text
        ("x", "x", "x"),
    ],
)
def test_a_text_shows_a_value_as_a_whole_ocr_slips_allowed(text: str, value: str, reading: str | None) -> None:
    assert value_reading(text, value) == reading


def test_a_click_on_a_button_is_grounded_to_its_label() -> None:
    target = ground_click(SCREEN, 328, 332)
    assert (target.text, target.occurrence, target.via) == ("Create ticket", 0, "text")


def test_a_click_into_an_empty_field_is_never_grounded_to_the_nearest_word() -> None:
    # A label that is no <label> element focuses nothing when clicked: the field itself is the
    # target (screenroute.edge.fields, asked first by the builder), else the point.
    target = ground_click(SCREEN, 700, 281)
    assert (target.text, target.via) == ("", "point")


def test_a_glued_label_and_value_is_split_at_the_colon() -> None:
    target = ground_click(SCREEN, 815, 646)
    assert (target.text, target.via) == ("major", "text")
    hit = find_text(SCREEN, target.text, target.occurrence)
    assert hit is not None and hit.box.x0 <= 815 < hit.box.x1 + 40


def test_ocr_punctuation_around_a_value_is_dropped() -> None:
    assert ground_click(SCREEN, 380, 646).text == "defect"


def test_a_word_in_a_long_line_is_narrowed_to_the_word_and_its_occurrence_counted() -> None:
    target = ground_click(SCREEN, 1010, 347)
    assert target.text == "Preferences"
    assert target.occurrence == 1  # "Login |Preferences" at the top is match 0


def test_a_click_on_nothing_keeps_the_point() -> None:
    target = ground_click(SCREEN, 40, 760)
    assert (target.text, target.point, target.via) == ("", (40, 760), "point")


def test_an_icon_read_as_a_glyph_is_not_part_of_the_target() -> None:
    menu = [line("十 Create New...", 50, 113, 170, 133), line("Folder Properties", 50, 142, 190, 162)]
    assert ground_click(menu, 120, 123).text == "Create New"
    glued = [line("十Create New..", 50, 113, 170, 133), line("Über uns", 50, 142, 190, 162)]
    assert ground_click(glued, 120, 123).text == "Create New"
    assert ground_click(glued, 120, 150).text == "Über uns"  # a letter is not an icon


def test_a_click_on_a_control_ocr_did_not_read_keeps_its_point() -> None:
    dialog = [line("Xcancel", 701, 453, 770, 478)]
    pixels = np.full((800, 1280, 3), 230, dtype=np.uint8)
    pixels[458:472, 815:835] = 20  # the unread "OK" label of a button right of "Cancel"
    assert ground_click(dialog, 825, 465, pixels).via == "point"


def _menu_bar(labels: list[tuple[str, int]]) -> np.ndarray:
    image = Image.new("RGB", (400, 60), (230, 230, 230))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 13)
    for text, x in labels:
        draw.text((x, 34), text, fill="black", font=font)
    draw.line([(0, 52), (399, 52)], fill=(200, 200, 200))  # the rule under a menu bar
    return np.asarray(image)


def test_controls_ocr_glued_into_one_word_keep_the_point() -> None:
    # pcmanfm's menu bar read as "EileEdit": its middle, where the runner would click, is "Edit".
    pixels = _menu_bar([("File", 50), ("Edit", 88)])
    glued = [line("EileEdit", 45, 29, 125, 53)]
    target = ground_click(glued, 61, 40, pixels)
    assert (target.text, target.point, target.via) == ("", (61, 40), "point")
    # Two words of one label (a space between them, not a gap between controls) keep the text.
    pixels = _menu_bar([("Create ticket", 50)])
    target = ground_click([line("Create ticket", 48, 29, 140, 53)], 60, 40, pixels)
    assert (target.text, target.via) == ("Create ticket", "text")


def test_a_control_ocr_glued_to_its_neighbour_is_read_alone_and_grounded_by_its_own_text() -> None:
    # "FileEdit": the part under the point, cut at the blank run between the two menus, is read
    # again alone; "File" is kept because the runner, finding "File" inside "FileEdit", lands on it.
    pixels = _menu_bar([("File", 50), ("Edit", 88)])
    glued = [line("FileEdit", 45, 29, 125, 53)]
    crops: list[tuple[int, int]] = []

    def read(crop: np.ndarray) -> list[OcrLine]:
        crops.append(crop.shape[:2])
        return [line("File", 0, 0, crop.shape[1], crop.shape[0])]

    target = ground_click(glued, 61, 40, pixels, read=read)
    assert (target.text, target.occurrence, target.via) == ("File", 0, "text") and len(crops) == 1
    assert crops[0][1] < 50  # the crop holds the one menu, not its neighbour
    # A second read that names something the runner would not find there keeps the point.
    assert ground_click(glued, 61, 40, pixels, read=lambda crop: [line("Fiie", 0, 0, 9, 9)]).via == "point"
