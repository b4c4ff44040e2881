"""A pick's check reads the list field two ways and fails the pick only when neither shows the entry.

Real PP-OCR on rendered frames: a list field's box found a little too tall (at a larger scale it
takes in the help text under the field) is recognised as one line that reads as neither text;
the frame's own lines centred in the box still show the entry picked. A field that shows another
entry fails the pick in both readings.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import Element
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.skills.executor import SkillExecutor

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# The field's box as a too-tall detection finds it: the select and the help text below it.
TALL_BOX = Box(100, 104, 520, 168)


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


def _form(shown: str) -> Frame:
    image = Image.new("RGB", (800, 300), "white")
    draw = ImageDraw.Draw(image)
    draw.text((115, 110), shown, fill="black", font=ImageFont.truetype(FONT, 24))
    # The help text just under the field: recognised together as one line, the two read as
    # neither ("张债单的计算，例如…"), as on a 125 % screen.
    draw.text((105, 142), "允许简单的计算，例如：(18+36.2)/3", fill=(90, 90, 90), font=ImageFont.truetype(FONT, 20))
    return Frame(pixels=np.asarray(image), geometry=ScreenGeometry(0, 0, 800, 300))


def _executor(ocr: OcrEngine) -> SkillExecutor:
    return SkillExecutor(None, None, ocr, open_url=lambda url: None)  # type: ignore[arg-type]


def test_a_field_box_that_takes_in_the_help_text_below_still_shows_the_entry_picked(ocr: OcrEngine) -> None:
    field = Element("谁付的钱", TALL_BOX)
    assert _executor(ocr)._field_shows(field, _form("张伟"), "张伟") is None


def test_a_field_that_shows_another_entry_fails_the_pick(ocr: OcrEngine) -> None:
    field = Element("谁付的钱", TALL_BOX)
    assert _executor(ocr)._field_shows(field, _form("王芳"), "张伟") is not None
