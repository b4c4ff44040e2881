"""A pick from a list that a click opened is grounded in that list, not counted over the screen behind it.

Frames drawn with a real CJK font and read by real OCR: a ledger whose rows name categories, a
form's combo box, and its list opened over the page. The picked category also shows in the
ledger above the list, so over the whole screen the list's entry is the second match; a run's
category may show behind the list once, many times or not at all.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.grounding import find_all
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.record import ActionKind, Demonstration, InputAction
from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task
from screenroute.router.authoring.recording.binding import occurrence_in_opened, opened_regions

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
ENTRIES = ("交通", "住房", "医疗", "餐饮")
COMBO = (300, 300, 560, 334)
LIST_TOP = 336
ROW = 30


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


def _screen(*, opened: bool, shown: str = "", saved: bool = False) -> Frame:
    image = Image.new("RGB", (800, 560), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    draw.text((40, 20), "账户明细", font=font, fill="black")
    # The ledger behind the form names two of the list's categories.
    for i, (name, amount) in enumerate((("餐饮", "¥-152.30"), ("住房", "¥-3,200.00"))):
        draw.text((40, 70 + 34 * i), name, font=font, fill="black")
        draw.text((160, 70 + 34 * i), amount, font=font, fill="black")
    draw.text((200, 306), "类别", font=font, fill="black")
    x0, y0, x1, _ = COMBO
    draw.rectangle(COMBO, outline="#888888", fill="#f4f4f4")
    draw.polygon([(x1 - 24, y0 + 13), (x1 - 12, y0 + 13), (x1 - 18, y0 + 21)], fill="#333333")
    if shown:
        draw.text((x0 + 8, y0 + 5), shown, font=font, fill="black")
    draw.rectangle((300, 500, 380, 530), outline="#888888", fill="#e8e8e8")
    draw.text((322, 503), "保存", font=font, fill="black")
    if saved:
        draw.text((420, 503), "已保存", font=font, fill="#226622")
    if opened:
        draw.rectangle((x0, LIST_TOP, x1, LIST_TOP + ROW * len(ENTRIES) + 8), outline="#666666", fill="white")
        for i, name in enumerate(ENTRIES):
            draw.text((x0 + 10, LIST_TOP + 6 + ROW * i), name, font=font, fill="black")
    return Frame.from_image(image)


def _click(before: Frame, after: Frame, x: int, y: int) -> InputAction:
    return InputAction(ActionKind.CLICK, 0.0, 0.0, x=x, y=y, before=before, after=after)


def test_a_pick_is_counted_in_the_list_that_opened_not_over_the_ledger_behind_it(ocr: OcrEngine) -> None:
    closed, opened = _screen(opened=False), _screen(opened=True)
    picked, saved = _screen(opened=False, shown="餐饮"), _screen(opened=False, shown="餐饮", saved=True)
    row = LIST_TOP + 6 + ROW * ENTRIES.index("餐饮") + 12
    lines = ocr.read(opened.pixels)
    assert len(find_all(lines, "餐饮")) == 2, [ln.text for ln in lines]  # the ledger's and the list's
    regions = opened_regions(closed, opened)
    entry = find_all(lines, "餐饮")[1].box
    assert occurrence_in_opened(lines, "餐饮", entry, regions) == 0
    demo = Demonstration(
        ":99",
        [
            _click(closed, opened, COMBO[2] - 18, 317),  # the combo's arrow opens its list
            _click(opened, picked, COMBO[0] + 30, row),  # the entry
            _click(picked, saved, 340, 515),  # save
        ],
        first=closed, last=saved, stop_reason="signal",
    )  # fmt: skip
    options = RecordOptions(name="t", goal="g", params=Parameters({"category": "餐饮"}))
    recorded = build_task(demo, ocr, options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    pick = next(a for a in actions if a.get("target_text") == "{category}")
    # Counted in the list: the first match there, whatever the page behind the list shows.
    assert "occurrence" not in pick, pick
    assert not any("was match #" in w for w in recorded.warnings), recorded.warnings
    # A run's category that the ledger does not show is the list's only match: it is found there.
    run_lines = ocr.read(opened.pixels)
    inside = [m for m in find_all(run_lines, "医疗") if any(r.x0 <= m.box.center[0] < r.x1 for r in regions)]
    assert len(inside) == 1


def test_a_text_outside_what_opened_is_not_counted_there(ocr: OcrEngine) -> None:
    closed, opened = _screen(opened=False), _screen(opened=True)
    lines = ocr.read(opened.pixels)
    behind = find_all(lines, "餐饮")[0].box
    assert occurrence_in_opened(lines, "餐饮", behind, opened_regions(closed, opened)) is None
    assert opened_regions(None, opened) == []
