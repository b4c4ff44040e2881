"""Incremental OCR, region/box recognition and the OCR thread choice, with the real PP-OCRv4 models."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.errors import OcrError
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text, normalise
from screenroute.edge.ocr import IncrementalOcrEngine, OcrEngine, OcrLine, RapidOcrEngine, create_ocr_engine
from screenroute.edge.ocr.incremental import changed_boxes, plan_regions, scroll_offset
from screenroute.edge.ocr.rapid import ThreadChoice, calibrated_engine

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")

LABELS = ["Title:", "Needed by:", "Attachment:", "Notes:", "Status: pending", "Save and add another"]


@pytest.fixture(scope="session")
def engine() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


class SpyEngine:
    """The real engine behind the same interface, counting what it was asked to read."""

    def __init__(self, inner: RapidOcrEngine) -> None:
        self.inner = inner
        self.full_reads = 0
        self.regions: list[list[Box]] = []

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.full_reads += 1
        return self.inner.read(pixels)

    def read_regions(self, pixels: np.ndarray, regions: Sequence[Box]) -> list[OcrLine]:
        self.regions.append(list(regions))
        return self.inner.read_regions(pixels, regions)


def _form(
    values: dict[str, str] | None = None, status: str = "pending", size: tuple[int, int] = (896, 416)
) -> np.ndarray:
    """A form-like screen: labels on the left, bordered fields on the right holding ``values``."""
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    labels = [label if not label.startswith("Status") else f"Status: {status}" for label in LABELS]
    for row, label in enumerate(labels):
        y = 20 + row * 60
        draw.text((30, y), label, font=font, fill="black")
        if row < 4:
            draw.rectangle((220, y - 6, 620, y + 28), outline=(120, 120, 120))
            value = (values or {}).get(label, "")
            if value:
                draw.text((230, y), value, font=font, fill="black")
    return np.asarray(image)


# Words of a long page's rows (a settings page, a list): each row reads apart from the others.
_ROW_WORDS = ["invoice", "Paris", "shipped", "Lisbon", "pending", "Oslo", "archived", "Madrid", "Vienna", "refund"]


def _page(rows: int = 30, width: int = 896) -> np.ndarray:
    """A long page of text rows, taller than a screen: what a scrolled viewport shows part of."""
    image = Image.new("RGB", (width, 60 + rows * 40), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    for row in range(rows):
        y = 60 + row * 40
        draw.text((260, y), f"Row {row + 1:02d} {_ROW_WORDS[row % 10]} {_ROW_WORDS[(row * 3 + 1) % 10]}", font=font,
                  fill="black")  # fmt: skip
        draw.rectangle((620, y - 4, 760, y + 26), outline=(120, 120, 120))
    return np.asarray(image)


def _viewport(page: np.ndarray, top: int, height: int = 416) -> np.ndarray:
    """The screen showing ``page`` scrolled to ``top``, under a fixed header and beside a fixed sidebar."""
    screen = page[top : top + height].copy()
    image = Image.fromarray(screen)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    draw.rectangle((0, 0, screen.shape[1], 40), fill=(230, 236, 245))
    draw.text((20, 8), "Settings of the office wiki", font=font, fill="black")
    draw.rectangle((0, 40, 220, height), fill=(245, 245, 245))
    for k, item in enumerate(["Housekeeping", "Registration", "Mail"]):
        draw.text((20, 60 + k * 40), item, font=font, fill="black")
    # The scroll bar's thumb moves with the page: rows where it was or is do not match.
    thumb = 40 + int(top * (height - 40) / page.shape[0])
    draw.rectangle((screen.shape[1] - 8, thumb, screen.shape[1] - 2, thumb + 60), fill=(150, 150, 150))
    return np.asarray(image)


def _lookups_agree(a: list[OcrLine], b: list[OcrLine], texts: list[str]) -> list[str]:
    """The texts whose look-up differs between two readings (found in one only, or at another place)."""
    bad = []
    for text in texts:
        x, y = find_text(a, text), find_text(b, text)
        if (x is None) != (y is None):
            bad.append(text)
        elif x is not None and y is not None:
            cx, cy = x.box.center
            if not (y.box.x0 - 3 <= cx < y.box.x1 + 3 and y.box.y0 - 3 <= cy < y.box.y1 + 3):
                bad.append(text)
    return bad


# -- pure ---------------------------------------------------------------------------------------------


def test_changed_boxes_groups_nearby_changes_and_trims_rows() -> None:
    before = np.zeros((100, 200, 3), dtype=np.uint8)
    after = before.copy()
    after[10:20, 10:30] = 255
    after[12:18, 40:50] = 255  # 10 px right of the first: same rectangle with the default gap
    after[80:90, 150:160, 1] = 7  # one channel, small delta: still a change (frames are lossless)
    assert changed_boxes(before, before) == []
    assert changed_boxes(before, after) == [Box(10, 10, 50, 20), Box(150, 80, 160, 90)]
    assert changed_boxes(before, after, gap=5) == [Box(10, 10, 30, 20), Box(40, 12, 50, 18), Box(150, 80, 160, 90)]
    with pytest.raises(ValueError, match="shape"):
        changed_boxes(before, np.zeros((10, 10, 3), dtype=np.uint8))


def test_scroll_offset_is_the_distance_the_content_moved() -> None:
    page = _page()
    top = _viewport(page, 0)
    assert scroll_offset(top, _viewport(page, 120)) == 120  # scrolled down: the content moved up
    assert scroll_offset(_viewport(page, 200), _viewport(page, 80)) == -120
    assert scroll_offset(top, top.copy()) == 0
    # A typed value, another page, another size: no scroll.
    assert scroll_offset(_form(), _form({"Title:": "Quarterly restock"})) == 0
    assert scroll_offset(top, _viewport(_page(rows=12, width=896)[::-1].copy(), 0)) == 0
    assert scroll_offset(top, top[:400]) == 0


def test_plan_regions_grows_to_whole_lines_and_merges() -> None:
    lines = [
        OcrLine("Choose File", Box(228, 271, 311, 291), 1.0),
        OcrLine("No file chosen", Box(310, 271, 412, 291), 1.0),  # touches the first by 1 px
        OcrLine("Notes:", Box(48, 317, 95, 335), 1.0),
    ]
    # A 1-px change at the right border of the button: both touching lines join the core.
    [(core, crop)] = plan_regions([Box(312, 272, 313, 289)], lines, margin=12, width=1280, height=800)
    assert core == Box(228, 271, 412, 291)
    assert crop == Box(216, 259, 424, 303)
    # Two changes whose crops overlap become one region; a far one stays apart.
    regions = plan_regions(
        [Box(100, 100, 110, 110), Box(125, 100, 130, 110), Box(600, 600, 610, 610)],
        [],
        margin=8,
        width=1280,
        height=800,
    )
    assert [core for core, _ in regions] == [Box(100, 100, 130, 110), Box(600, 600, 610, 610)]
    # Crops never leave the frame.
    [(_, edge)] = plan_regions([Box(0, 0, 4, 4)], [], margin=12, width=50, height=50)
    assert edge == Box(0, 0, 16, 16)


# -- region and box reading (rapid.py) -----------------------------------------------------------------


def test_read_regions_returns_frame_coordinates(engine: RapidOcrEngine) -> None:
    pixels = _form()
    full = engine.read(pixels)
    status = find_text(full, "Status: pending")
    assert status is not None
    region = Box(status.box.x0 - 12, status.box.y0 - 12, status.box.x1 + 12, status.box.y1 + 12)
    lines = engine.read_regions(pixels, [region, Box(5000, 5000, 5100, 5100)])
    # The same text (spaces are the recogniser's guess either way) at the same place.
    assert [normalise(ln.text) for ln in lines] == [normalise(status.text)]
    assert abs(lines[0].box.x0 - status.box.x0) <= 3 and abs(lines[0].box.y0 - status.box.y0) <= 3


def test_recognize_boxes_reads_given_boxes_in_order(engine: RapidOcrEngine) -> None:
    pixels = _form({"Title:": "Quarterly paper order"})
    full = engine.read(pixels)
    title, value = find_text(full, "Title"), find_text(full, "Quarterly paper order")
    assert title is not None and value is not None
    read = engine.recognize_boxes(pixels, [value.box, title.box, Box(10, 10, 10, 40), Box(700, 300, 880, 330)])
    assert find_text(read[:1], "Quarterly paper order") is not None
    assert find_text(read[1:2], "Title") is not None
    assert read[2] == OcrLine("", Box(10, 10, 10, 40), 0.0)  # empty box: nothing to read
    assert read[3].box == Box(700, 300, 880, 330) and read[3].text == ""  # blank background reads as nothing
    with pytest.raises(OcrError, match="RGB"):
        engine.recognize_boxes(np.zeros((5, 5), dtype=np.uint8), [Box(0, 0, 2, 2)])


# -- the incremental engine ----------------------------------------------------------------------------


def test_unchanged_frame_is_not_read_again(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    inc = IncrementalOcrEngine(spy)
    pixels = _form()
    first = inc.read(pixels)
    assert inc.last_read is not None and inc.last_read.mode == "full"
    again = inc.read(pixels.copy())
    assert again == first
    assert inc.last_read.mode == "same" and inc.last_read.area == 0.0
    assert spy.full_reads == 1 and spy.regions == []


def test_typed_value_is_read_in_its_region_and_agrees_with_a_full_read(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    inc = IncrementalOcrEngine(spy)
    inc.read(_form())
    after = _form({"Title:": "采购申请 2026-11-30 订单补货", "Needed by:": "2026-12-08"})
    lines = inc.read(after)
    info = inc.last_read
    assert info is not None and info.mode == "regions" and 0 < info.area < 0.2
    assert spy.full_reads == 1  # only the first frame was read in full
    regions = spy.regions[-1]
    assert all(r.x0 >= 200 and r.x1 <= 640 for r in regions), regions  # the fields, not the labels
    texts = [*LABELS, "采购申请 2026-11-30 订单补货", "2026-12-08"]
    assert _lookups_agree(lines, engine.read(after), texts) == []


def test_a_whole_read_keeps_what_the_detector_saw_until_a_partial_read_replaces_it(engine: RapidOcrEngine) -> None:
    # The privacy check of an escalation needs the detector's regions; a frame read whole
    # hands them over, so it is not detected a second time (and a stale view is never handed on).
    inc = IncrementalOcrEngine(engine)
    pixels = _form()
    lines, info = inc.read_with_info(pixels)
    assert info.mode == "full" and info.detail is not None
    assert info.detail.lines == lines and info.detail.regions, "the whole read's lines are the detailed read's"
    _same, again = inc.read_with_info(pixels.copy())
    assert again.mode == "same" and again.detail is info.detail
    _typed, partial = inc.read_with_info(_form({"Title:": "Quarterly restock"}))
    assert partial.mode == "regions" and partial.detail is None
    inc.prime(pixels, lines)
    assert inc.read_with_info(pixels.copy())[1].detail is None, "lines handed over come without a detector view"
    _whole, checked = inc.read_whole(pixels)
    assert checked.mode == "full" and checked.detail is not None


def test_a_changed_word_rereads_its_whole_line(engine: RapidOcrEngine) -> None:
    inc = IncrementalOcrEngine(engine)
    inc.read(_form(status="pending"))
    lines = inc.read(_form(status="shipped"))
    assert inc.last_read is not None and inc.last_read.mode == "regions"
    status = [ln for ln in lines if "status" in ln.text.casefold()]
    assert len(status) == 1 and "shipped" in status[0].text and "pending" not in status[0].text
    assert find_text(lines, "pending") is None
    assert len([ln for ln in lines if "Save" in ln.text]) == 1  # nothing read twice


def test_a_scrolled_page_reads_only_what_scrolled_into_view(engine: RapidOcrEngine) -> None:
    # A scroll changes nearly every row, yet its text only moved: the lines still shown are moved
    # with it, and only the rows that came into view (and the scroll bar) are read.
    spy = SpyEngine(engine)
    inc = IncrementalOcrEngine(spy)
    page = _page()
    inc.read(_viewport(page, 0))
    after = _viewport(page, 160)
    lines = inc.read(after)
    info = inc.last_read
    assert info is not None and info.mode == "regions" and info.scrolled == 160 and info.area < 0.5, info
    assert spy.full_reads == 1
    # The rows that came into view, and the scroll bar: never the rows that only moved.
    assert all(r.y0 >= 416 - 160 - 40 or r.x0 >= 860 for r in spy.regions[-1]), spy.regions[-1]
    full = engine.read(after)
    texts = [ln.text for ln in full]
    assert _lookups_agree(lines, full, texts) == []
    assert len(lines) == len(full), "nothing read twice, nothing left behind"
    # Scrolled back up: the rows that left the screen are read again, the rest moved back.
    back = inc.read(_viewport(page, 40))
    assert inc.last_read.mode == "regions" and inc.last_read.scrolled == -120
    full_back = engine.read(_viewport(page, 40))
    assert _lookups_agree(back, full_back, [ln.text for ln in full_back]) == []
    assert len(back) == len(full_back)


def test_large_changes_and_new_sizes_read_the_whole_frame(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    inc = IncrementalOcrEngine(spy, cutover=0.3)
    inc.read(_form())
    other = np.full_like(_form(), 255)
    ImageDraw.Draw(img := Image.fromarray(other)).text((40, 40), "Select order to change", fill="black")
    inc.read(np.asarray(img))
    assert inc.last_read is not None and inc.last_read.mode == "full" and inc.last_read.area > 0.3
    inc.read(_form(size=(800, 416)))
    assert inc.last_read.mode == "full" and inc.last_read.area == 1.0
    inc.forget()
    inc.read(_form(size=(800, 416)))
    assert inc.last_read.mode == "full"
    assert spy.full_reads == 4 and spy.regions == []


def test_bad_input_and_config_fail_clearly(engine: RapidOcrEngine) -> None:
    inc = IncrementalOcrEngine(engine)
    with pytest.raises(OcrError, match="RGB"):
        inc.read(np.zeros((10, 10), dtype=np.uint8))
    with pytest.raises(ValueError, match="cutover"):
        IncrementalOcrEngine(engine, cutover=1.5)
    with pytest.raises(ValueError, match="margin"):
        IncrementalOcrEngine(engine, margin=-1)
    with pytest.raises(ValueError, match="only apply when no base"):
        IncrementalOcrEngine(engine, min_score=0.3)

    class ReadOnly:
        def read(self, pixels: np.ndarray) -> list[OcrLine]:
            return []

    with pytest.raises(OcrError, match="read_regions"):
        IncrementalOcrEngine(ReadOnly())  # type: ignore[arg-type]


def test_registered_in_the_engine_table() -> None:
    engine = create_ocr_engine("incremental", threads=1, cutover=0.4)
    assert isinstance(engine, IncrementalOcrEngine) and isinstance(engine, OcrEngine)
    assert engine.cutover == 0.4


# -- OCR threads ---------------------------------------------------------------------------------------


def test_thread_count_is_measured_once_then_cached() -> None:
    # A quiet machine (load 0): both candidates are timed, interleaved.
    engine, choice = calibrated_engine((1, 2), rounds=1, max_age_s=0.0, load=0.0)
    assert choice.source == "measured" and choice.threads in (1, 2)
    assert set(choice.median_ms) == {1, 2} and all(ms > 0 for ms in choice.median_ms.values())
    assert isinstance(engine, RapidOcrEngine)
    again, cached = calibrated_engine((2, 1), rounds=1, max_age_s=600, load=0.0)
    assert cached.source == "cache" and cached.threads == choice.threads
    assert find_text(again.read(_form()), "Needed by") is not None


def test_a_loaded_machine_gets_one_thread_without_timing() -> None:
    _, choice = calibrated_engine((1, 2, 4), max_age_s=0.0, load=64.0)
    assert choice == ThreadChoice(1, {}, "loaded")
    _, single = calibrated_engine((3,))
    assert single.threads == 3
    with pytest.raises(ValueError, match="candidates"):
        calibrated_engine((0, 2))
