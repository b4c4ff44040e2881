"""An icon OCR reads as a letter is no text target: drawn docks' buttons beside Latin labels, read by real OCR.

A dock's float and close buttons (a box with a cross, a box over a box) are read by the Chinese
recogniser as one glyph ("回", "区"): a click on them grounded by that text is found on no other
screen, scale or theme. The recorder keeps such a click as a point placed from a text near it.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import normalise
from screenroute.edge.fields import Field
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import RapidOcrEngine
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.record import ActionKind, Demonstration, InputAction
from screenroute.router.authoring.recording import RecordOptions, build_task, ground_click, not_a_word
from screenroute.router.authoring.recording.ground import label_read_from_an_icon

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
MENU = ("File", "Edit", "Translation", "Validation", "Phrases", "View", "Help")
# Docks as (left, right, title) at 100 %; their title bars end in a float and a close button.
DOCKS = ((0, 256, "Context"), (262, 496, "Strings"), (502, 800, "Sources and Forms"))


@pytest.fixture(scope="module")
def ocr() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


def _screen(
    scale: float, *, docks: tuple[tuple[int, int, str], ...] = DOCKS, words: tuple[str, ...] = ()
) -> np.ndarray:
    """A translation tool's window: a menu, docks with their buttons, and ``words`` (CJK or Latin) in a row."""
    s = scale
    image = Image.new("RGB", (1280, 800), "#efefef")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, round(13 * s))
    cjk = ImageFont.truetype(CJK_FONT, round(13 * s))
    x = 8
    for word in MENU:
        draw.text((round(x * s), round(3 * s)), word, font=font, fill="black")
        x += round(draw.textlength(word, font=font) / s) + 18
    y = round(60 * s)
    for left, right, title in docks:
        draw.text((round(left * s) + round(4 * s), y), title, font=font, fill="black")
        size, m = round(11 * s), round(3 * s)
        for k, button in ((2, "float"), (1, "close")):
            bx, by = round(right * s) - round(k * 14 * s) - 2, y + round(s)
            draw.rectangle((bx, by, bx + size, by + size), outline="#777777", fill="#f4f4f4")
            if button == "close":
                width = max(1, round(1.6 * s))
                draw.line((bx + m, by + m, bx + size - m, by + size - m), fill="#555555", width=width)
                draw.line((bx + m, by + size - m, bx + size - m, by + m), fill="#555555", width=width)
            else:
                draw.rectangle((bx + m, by + m + 1, bx + size - m - 1, by + size - m), outline="#555555")
                draw.rectangle((bx + m + 2, by + m - 1, bx + size - m + 1, by + size - m - 2), outline="#555555")
        draw.rectangle((round(left * s), y + round(18 * s), round(right * s) - 4, round(540 * s)), outline="#aaaaaa",
                       fill="white")  # fmt: skip
    for i, name in enumerate(("LoginDialog", "MainWindow", "SettingsPage")):
        draw.text((round(26 * s), round((100 + 16 * i) * s)), name, font=font, fill="black")
    x = 270
    for word in words:
        face = font if word.isascii() else cjk
        draw.text((round(x * s), round(600 * s)), word, font=face, fill="black")
        x += round(draw.textlength(word, font=face) / s) + 60
    return np.asarray(image)


def _close_button(scale: float, dock: int = 2) -> tuple[int, int]:
    """The middle of a dock's close button."""
    right = DOCKS[dock][1]
    return round(right * scale) - round(14 * scale) - 2 + round(5.5 * scale), round(66 * scale)


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_an_icon_read_as_a_letter_on_a_latin_screen_is_no_word(scale: float, ocr: RapidOcrEngine) -> None:
    pixels = _screen(scale)
    lines = ocr.read(pixels)
    target = ground_click(lines, *_close_button(scale), pixels, ocr.read)
    # OCR made a letter of the icon, one of a script nothing else on the screen is written in.
    assert target.via == "text" and not target.text.isascii(), target
    box = find_text(lines, target.text, target.occurrence).box  # type: ignore[union-attr]
    assert "script" in not_a_word(target.text, box, lines, pixels, ocr.read)
    for word in ("Help", "Edit", "View"):
        assert not_a_word(word, find_text(lines, word).box, lines, pixels, ocr.read) == "", word  # type: ignore[union-attr]


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_an_icon_is_no_word_where_its_script_shows_elsewhere_and_short_words_are(
    scale: float, ocr: RapidOcrEngine
) -> None:
    # A Japanese translation on screen vouches for CJK letters: the icon's crop read again alone,
    # smaller and larger, reads as other glyphs or none; real words read the same.
    words = ("Translation to 日本語", "男", "保存", "OK")
    pixels = _screen(scale, words=words)
    lines = ocr.read(pixels)
    target = ground_click(lines, *_close_button(scale), pixels, ocr.read)
    assert target.via == "text" and not target.text.isascii(), target
    box = find_text(lines, target.text, target.occurrence).box  # type: ignore[union-attr]
    assert "crop read alone" in not_a_word(target.text, box, lines, pixels, ocr.read)
    for word in words[1:]:
        found = find_text(lines, word)
        assert found is not None and normalise(found.text) == normalise(word), (word, found)
        assert not_a_word(word, found.box, lines, pixels, ocr.read) == "", word


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_recorded_click_on_an_icon_is_a_point_placed_from_a_text_near_it(scale: float, ocr: RapidOcrEngine) -> None:
    geometry = ScreenGeometry(0, 0, 1280, 800)
    before = Frame(pixels=_screen(scale), geometry=geometry)
    closed = Frame(pixels=_screen(scale, docks=DOCKS[:2]), geometry=geometry)
    shown = Frame(
        pixels=_screen(scale, docks=DOCKS[:2], words=("Preferences", "Interface language")), geometry=geometry
    )
    x, y = _close_button(scale)
    actions = [
        InputAction(ActionKind.CLICK, 0.0, 0.0, before=before, after=closed, x=x, y=y),
        InputAction(ActionKind.CLICK, 0.0, 0.0, before=closed, after=shown, x=round(60 * scale), y=round(141 * scale)),
    ]
    demo = Demonstration(":99", actions, first=before, last=shown, stop_reason="stop_key")
    recorded = build_task(demo, ocr, RecordOptions(name="close_dock", goal="close the sources dock"))
    action = recorded.data["steps"][0]["actions"][0]
    assert "target_text" not in action and action["point"] == [x, y], action
    assert normalise(action["near"]["text"]) == normalise("Sources and Forms"), action
    assert any("icon read as a letter" in warning for warning in recorded.warnings), recorded.warnings


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_field_label_read_from_an_icon_beside_it_is_no_label(scale: float, ocr: RapidOcrEngine) -> None:
    # A toolbar's list-style icon beside a style box, read as "三": the field binder takes the text on
    # the field's label side, so it is judged as a clicked text is. A word beside a field stays a label.
    pixels = _screen(scale)
    lines = ocr.read(pixels)
    s = scale
    icon = OcrLine("三", Box(round(300 * s), round(700 * s), round(316 * s), round(716 * s)), 0.9)
    field = Field(Box(round(326 * s), round(697 * s), round(506 * s), round(721 * s)), "combo", label="三")
    assert "script" in label_read_from_an_icon(field, [*lines, icon], pixels, ocr.read)
    help_line = find_text(lines, "Help")
    assert help_line is not None
    labelled = Field(Box(help_line.box.x1 + 8, help_line.box.y0, help_line.box.x1 + 180, help_line.box.y1), "edit",
                     label="Help")  # fmt: skip
    assert label_read_from_an_icon(labelled, lines, pixels, ocr.read) == ""
