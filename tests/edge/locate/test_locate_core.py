"""Region conversion, candidate parsing, the real SQLite+sqlite-vec index, its watcher, and the matcher's tiers."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.locate import (
    CharNgramEmbedder,
    DrawnRegion,
    FileIndex,
    FileIndexError,
    FileMatcher,
    IndexWatcher,
    MatchConfig,
    MissDataset,
    RegionError,
    create_embedder,
    crop,
    name_variants,
    recognize_candidates,
    to_frame_box,
)  # fmt: skip
from screenroute.edge.ocr.base import OcrLine

NAMES = [
    "市场活动方案_最终版.docx", "市场活动方案_修改2.docx", "市场活动方案新.docx", "市场活动方案_最终版.pdf",
    "2025春季度采购协议_v3.pdf", "2025春季度采购协议_v8.pdf", "Budget Q3 (draft).docx",
]  # fmt: skip


@pytest.mark.parametrize(
    ("scale", "left", "region", "want"),
    [
        (1.0, 0, DrawnRegion(10, 20, 110, 50), Box(10, 20, 110, 50)),
        (1.25, 0, DrawnRegion(10, 20, 110, 50, "logical"), Box(12, 25, 138, 63)),
        (1.5, 0, DrawnRegion(110, 50, 10, 20, "logical"), Box(15, 30, 165, 75)),
        # A 150 % monitor right of a 1920 px one: logical x 1280 is its left edge.
        (1.5, 1920, DrawnRegion(1290, 20, 1390, 50, "logical"), Box(15, 30, 165, 75)),
        (1.25, 1920, DrawnRegion(1930, 20, 2030, 50), Box(10, 20, 110, 50)),
    ],
)
def test_region_converts_once_to_physical_pixels(scale: float, left: int, region: DrawnRegion, want: Box) -> None:
    geometry = ScreenGeometry(left, 0, 1920, 1080, scale)
    assert to_frame_box(region, geometry) == want


def test_region_outside_the_monitor_is_refused_and_crop_is_exact() -> None:
    geometry = ScreenGeometry(0, 0, 200, 100, 1.0)
    with pytest.raises(RegionError, match="outside monitor"):
        to_frame_box(DrawnRegion(300, 300, 400, 400), geometry)
    pixels = np.arange(100 * 200 * 3, dtype=np.uint32).reshape(100, 200, 3).astype(np.uint8)
    frame = Frame(pixels=pixels, geometry=geometry)
    box = to_frame_box(DrawnRegion(5, 6, 25, 16), geometry)
    assert np.array_equal(crop(frame, box), pixels[6:16, 5:25])


def test_variants_are_the_four_forms() -> None:
    assert name_variants("Budget Q3 (Draft).docx") == (
        "Budget Q3 (Draft).docx", "budget q3 (draft).docx", "BudgetQ3(Draft).docx", "BudgetQ3Draft.docx",
    )  # fmt: skip


def _line(text: str, x0: int, y0: int, x1: int, y1: int, score: float = 0.98) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x1, y1), score)


def test_columns_are_split_by_position_and_shape() -> None:
    # A list-view row as OCR reads it: the type/size/date columns merged into one line.
    lines = [
        _line("市场活动方案_最终版", 30, 8, 200, 26),
        _line("Word 2007 document 2 bytes 11/29/26 22:33", 420, 8, 760, 26),
        _line("市场活动方案_修改2.docx", 30, 0, 210, 6),  # the row above, clipped by the region's edge
    ]
    cands = recognize_candidates(lines, 800, 34)
    assert cands[0].text == "市场活动方案_最终版.docx"  # extension guessed from the type column
    assert cands[0].ext == "docx" and cands[0].ext_source == "type-column"
    assert cands[0].row is not None and cands[0].row.date == "11/29/26" and cands[0].row.size == "2 bytes"
    assert any(c.text == "市场活动方案_修改2.docx" and c.prior < 1 for c in cands)
    assert 1 <= len(cands) <= 5


def test_wrapped_icon_label_is_joined_and_ellipsis_marks_a_prefix() -> None:
    lines = [_line("2025春季度采购", 10, 60, 90, 76), _line("协议_v3.d…", 20, 79, 82, 95)]
    cands = recognize_candidates(lines, 100, 100)
    assert cands[0].text == "2025春季度采购协议_v3.d" and cands[0].truncated


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    (root / "方案").mkdir(parents=True)
    for name in NAMES:
        (root / "方案" / name).write_text(name)
    (root / "归档").mkdir()
    (root / "归档" / "市场活动方案_最终版.docx").write_text("old")
    (root / ".secret").mkdir()
    (root / ".secret" / "市场活动方案新.docx").write_text("hidden")
    (root / "node_modules").mkdir()
    (root / "node_modules" / "x.pdf").write_text("sys")
    (root / ".hidden.pdf").write_text("hidden")
    return root


def test_index_skips_hidden_and_system_folders_and_stays_in_roots(tree: Path, tmp_path: Path) -> None:
    index = FileIndex(tmp_path / "i.db", CharNgramEmbedder(), [tree])
    assert index.scan() == len(NAMES) + 1
    assert index.by_name("x.pdf") == [] and len(index.by_name("市场活动方案新.docx")) == 1
    outside = tmp_path / "outside.pdf"
    outside.write_text("x")
    assert index.upsert(outside) is False and index.by_name("outside.pdf") == []
    hits = index.nearest("2025春季度采购协议_v3.pdf", 2)
    assert hits[0][0].name == "2025春季度采购协议_v3.pdf" and hits[0][1] == pytest.approx(1.0, abs=1e-5)
    index.close()
    with pytest.raises(FileIndexError, match="built with embedder"):
        FileIndex(tmp_path / "i.db", CharNgramEmbedder(dim=256))
    with pytest.raises(ValueError, match="choose one of: char-ngram"):
        create_embedder("minilm")


def test_matcher_tiers(tree: Path, tmp_path: Path) -> None:
    index = FileIndex(tmp_path / "i.db", CharNgramEmbedder(), [tree])
    index.scan()
    matcher = FileMatcher(index)

    def match(text: str, width: int = 400):
        return matcher.match(recognize_candidates([_line(text, 10, 10, width, 30)], width + 20, 40))

    exact = match("2025春季度采购协议_v3.pdf")
    assert exact.tier == "confirm" and exact.top is not None and exact.top.file.name.endswith("_v3.pdf")
    assert [m.file.name for m in exact.matches].index("2025春季度采购协议_v8.pdf") == 1
    dropped = match("budget Q3 draft.docx")  # brackets dropped, case changed: a variant hit
    assert dropped.tier == "confirm" and dropped.top is not None and dropped.top.via == "variant"
    slipped = match("2025春季度采购协议_v5.pdf")  # no such file: fuzzy only, never "confirm"
    assert slipped.tier == "choose" and slipped.top is not None and slipped.top.score < 0.9
    twins = match("市场活动方案_最终版.docx")  # same name in two folders: cannot confirm once
    assert twins.tier == "choose" and {m.file.dir.rsplit("/", 1)[-1] for m in twins.matches[:2]} == {"方案", "归档"}
    nothing = match("zzzz qqqq")
    assert nothing.tier == "redraw"
    with pytest.raises(ValueError, match="choose_at"):
        MatchConfig(choose_at=0.95)
    store = MissDataset(tmp_path / "misses")
    region = np.full((20, 40, 3), 255, np.uint8)
    assert store.record(region, exact, exact.top.file.path if exact.top else None) is None
    assert store.record(region, slipped, str(tree / "方案" / "2025春季度采购协议_v3.pdf")) is not None
    [rec] = store.records()
    assert rec["chosen"].endswith("_v3.pdf") and rec["tier"] == "choose" and Path(str(rec["image"])).is_file()


def _wait(predicate, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_watcher_keeps_the_index_current(tree: Path, tmp_path: Path) -> None:
    index = FileIndex(tmp_path / "i.db", CharNgramEmbedder(), [tree])
    index.scan()
    with IndexWatcher(index):
        new = tree / "方案" / "市场活动方案_修改3.docx"
        new.write_text("new")
        assert _wait(lambda: len(index.by_name(new.name)) == 1)
        new.rename(tree / "方案" / "市场活动方案_修改4.docx")
        assert _wait(lambda: not index.by_name(new.name) and len(index.by_name("市场活动方案_修改4.docx")) == 1)
        (tree / "方案" / "Budget Q3 (draft).docx").unlink()
        assert _wait(lambda: not index.by_name("Budget Q3 (draft).docx"))
        (tree / ".secret" / "also-hidden.pdf").write_text("x")
        (tree / "方案" / "marker.pdf").write_text("x")
        assert _wait(lambda: len(index.by_name("marker.pdf")) == 1)
        assert index.by_name("also-hidden.pdf") == []
