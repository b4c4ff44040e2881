"""Row misses of the pcmanfm benchmark, each on real OCR of the real region that failed.

The PNGs under ``data/`` are strips of real pcmanfm-on-Xvfb screens (``bench/locate_bench.py
--dump-misses``); ``regions.json`` gives the region that was drawn inside each strip.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from screenroute.contract import normalise
from screenroute.edge.geometry import Box
from screenroute.edge.locate import CharNgramEmbedder, FileIndex, FileLocator, FileMatcher, LocateConfig
from screenroute.edge.ocr import OcrEngine, RapidOcrEngine, create_ocr_engine

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime is not installed")

DATA = Path(__file__).resolve().parent / "data"
REGIONS: dict[str, dict[str, object]] = json.loads((DATA / "regions.json").read_text(encoding="utf-8"))
STEMS = [
    "市场活动方案_最终版", "市场活动方案_修改2", "市场活动方案新", "2025春季度采购协议_v3",
    "2025春季度采购协议_v8", "Budget Q3 (draft)", "budget_q3_final", "企划书v2终版",
]  # fmt: skip
ELSEWHERE = [
    "市场活动方案_修改3.docx",
    "2025春季度采购协议_v5.pdf",
    "budget_q3_final_v2.pdf",
    "市场活动方案_最终版(1).docx",
]


@pytest.fixture(scope="session")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


@pytest.fixture(scope="module")
def matcher(tmp_path_factory: pytest.TempPathFactory) -> FileMatcher:
    root = tmp_path_factory.mktemp("docs")
    (root / "方案").mkdir()
    (root / "归档").mkdir()
    for name in [f"{s}.{e}" for s in STEMS for e in ("docx", "pdf")]:
        (root / "方案" / name).write_text(name)
    for name in ELSEWHERE:
        (root / "归档" / name).write_text(name)
    index = FileIndex(root / "index.db", CharNgramEmbedder(), [root])
    index.scan()
    return FileMatcher(index)


def _case(name: str) -> tuple[np.ndarray, Box, str]:
    from PIL import Image

    strip = np.asarray(Image.open(DATA / f"{name}.png").convert("RGB"))
    x0, y0, x1, y1 = REGIONS[name]["region"]  # type: ignore[misc]
    return np.ascontiguousarray(strip), Box(x0, y0, x1, y1), str(REGIONS[name]["truth"])


def test_a_label_cut_by_the_left_edge_does_not_take_the_name_column(ocr: OcrEngine, matcher: FileMatcher) -> None:
    # Root cause 1: a 125 % row drawn from inside the side pane; OCR reads the pane label's
    # tail as "er", and the row parser took the left-most name-like cell as the name, so the
    # real name (and the file) was dropped. A run cut by the region's edge is a fragment.
    strip, box, truth = _case("list125_row_left_fragment")
    pixels = np.ascontiguousarray(strip[box.y0 : box.y1, box.x0 : box.x1])
    # Edge-replicated padding (the old fill) is what reads the fragment as two letters; with the
    # background fill it is one letter, which the stray-glyph rule already dropped.
    locator = FileLocator(ocr, matcher, LocateConfig(regrow=False, pad_fill="edge"))
    outcome = locator.locate(pixels)
    fragments = [ln for ln in outcome.lines if ln.box.x0 <= 2 and 2 <= len(ln.text) <= 3]
    assert fragments, f"the fixture must still show a two-letter fragment: {[ln.text for ln in outcome.lines]}"
    res = outcome.result
    assert res.candidates[0].text.startswith("2025春季度采购协议"), res.to_json()
    assert res.top is not None and res.top.file.name == truth and res.tier == "confirm", res.to_json()


def test_cut_glyphs_are_padded_with_background_not_smeared(ocr: OcrEngine, matcher: FileMatcher) -> None:
    # Root cause 2: the crop was padded by replicating its edge pixels; where the region cuts
    # through glyphs that turns their cut strokes into bars, and "修改2" read as "修改？"
    # (→ 修改3.docx on top). Padding with the background colour keeps the cut glyphs legible.
    strip, box, truth = _case("list150_sloppy_cut_name")
    pixels = np.ascontiguousarray(strip[box.y0 : box.y1, box.x0 : box.x1])
    res = FileLocator(ocr, matcher, LocateConfig(regrow=False, pad_fill="background")).locate(pixels).result
    assert res.top is not None and res.top.file.name == truth, res.to_json()
    assert "?" not in res.candidates[0].text and "？" not in res.candidates[0].text


@pytest.mark.parametrize("name", ["list125_sloppy_cut_rows", "list150_sloppy_cut_name"])
def test_lines_cut_by_the_region_are_read_again_from_the_screen(
    ocr: OcrEngine, matcher: FileMatcher, name: str
) -> None:
    # Root cause 3: a sloppy region cuts names in half; no padding recovers pixels that are not
    # in the crop ("Buuyet_qs_mmar.uucx"). With the screen at hand the region is grown to the
    # cut lines and read once more, rows still ranked by the centre of what was drawn.
    strip, box, truth = _case(name)
    locator = FileLocator(ocr, matcher)
    outcome = locator.locate_on_screen(strip, box)
    res = outcome.result
    assert "reread" in outcome.timings_ms
    assert res.top is not None and res.top.file.name == truth, res.to_json()
    assert res.tier != "redraw"
    assert any(ln.box.y0 < 0 or ln.box.y1 > box.height for ln in outcome.lines)  # boxes stay in region pixels


def test_a_region_across_two_rows_asks_instead_of_confirming(ocr: OcrEngine, matcher: FileMatcher) -> None:
    # Drawn 0.45 rows off centre, across budget_q3_final.docx and .pdf: both read exactly once
    # regrown, and their distances from the region's centre differ by ~0.1 region heights;
    # a near-tie in geometry must not become one confirmation.
    strip, box, truth = _case("list125_sloppy_cut_rows")
    res = FileLocator(ocr, matcher).locate_on_screen(strip, box).result
    names = [m.file.name for m in res.matches]
    assert res.tier == "choose" and names[0] == truth and "budget_q3_final.pdf" in names[:2], res.to_json()


def test_locate_on_screen_refuses_a_box_outside_the_screen(ocr: OcrEngine, matcher: FileMatcher) -> None:
    from screenroute.edge.locate import LocateError

    strip, _, _ = _case("list150_sloppy_cut_name")
    with pytest.raises(LocateError, match="not inside"):
        FileLocator(ocr, matcher).locate_on_screen(strip, Box(0, 0, strip.shape[1] + 5, 10))


def test_an_empty_read_is_retried_with_the_other_border_fill(ocr: OcrEngine, matcher: FileMatcher) -> None:
    # A 125 % icon label cut on both sides: with a white background border the detector found
    # no text at all (the file fell out of the shown list); an empty read is retried.
    from PIL import Image

    pixels = np.ascontiguousarray(np.asarray(Image.open(DATA / "icon125_label_cut_both_sides.png").convert("RGB")))
    res = FileLocator(ocr, matcher).locate(pixels).result
    assert res.candidates and normalise(res.candidates[0].text).startswith("budget"), res.to_json()
    assert "budget_q3_final.pdf" in [m.file.name for m in res.matches]
