"""RapidOcrEngine on real renders (Noto Sans CJK) with the real PP-OCRv4 models."""

from __future__ import annotations

import sys

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.errors import OcrError
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import OCR_ENGINES, OcrEngine, OcrLine, RapidOcrEngine, create_ocr_engine, sort_lines

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")


@pytest.fixture(scope="session")
def engine() -> RapidOcrEngine:
    return RapidOcrEngine()


def _render(items: list[tuple[int, int, str, int]], size: tuple[int, int]) -> tuple[np.ndarray, dict[str, Box]]:
    """Draw texts at (x, y) in a font size; return RGB pixels and each text's ink box."""
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    boxes = {}
    for x, y, text, font_size in items:
        font = ImageFont.truetype(FONT, font_size)
        draw.text((x, y), text, font=font, fill="black")
        x0, y0, x1, y1 = draw.textbbox((x, y), text, font=font)
        boxes[text] = Box(x0, y0, x1, y1)
    return np.asarray(image), boxes


def _overlap(a: Box, b: Box) -> float:
    ix = max(0, min(a.x1, b.x1) - max(a.x0, b.x0))
    iy = max(0, min(a.y1, b.y1) - max(a.y0, b.y0))
    inter = ix * iy
    return inter / float(a.width * a.height + b.width * b.height - inter)


def test_engine_satisfies_protocol_and_table(engine: RapidOcrEngine) -> None:
    assert isinstance(engine, OcrEngine)
    assert OCR_ENGINES["rapidocr"] is RapidOcrEngine
    with pytest.raises(ValueError, match="choose one of: incremental, rapidocr"):
        create_ocr_engine("tesseract")
    with pytest.raises(ValueError, match="det_limit_type"):
        create_ocr_engine("rapidocr", det_limit_type="huge")


def test_heavy_deps_not_imported_by_package() -> None:
    import subprocess

    code = "import sys, screenroute.edge.ocr, screenroute.edge.grounding; print(any(m.startswith(('rapidocr', 'onnxruntime', 'cv2')) for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_reads_text_boxes_and_scores(engine: RapidOcrEngine) -> None:
    pixels, truth = _render(
        [
            (40, 30, "Orders", 22),
            (400, 32, "Export CSV", 18),
            (40, 120, "Customer name", 18),
            (40, 200, "Save and continue", 20),
        ],
        (640, 280),
    )
    lines = engine.read(pixels)
    for text, box in truth.items():
        line = find_text(lines, text)
        assert line is not None, (text, lines)
        # PP-OCR's boxes are the unclipped text region: a little taller than the ink.
        assert _overlap(line.box, box) > 0.4, (text, line.box, box)
        assert line.box.x0 <= box.x0 + 4 and line.box.x1 >= box.x1 - 4, (text, line.box, box)
        assert line.box.y0 <= box.y0 + 2 and line.box.y1 >= box.y1 - 2, (text, line.box, box)
        assert 0.8 <= line.score <= 1.0
    # Reading order: the two top items are one row, left first; then downwards.
    assert [find_text(lines, t) for t in ("Orders", "Export CSV")] == lines[:2]
    assert lines == sort_lines(lines)


def test_mixed_chinese_english_line(engine: RapidOcrEngine) -> None:
    pixels, _truth = _render([(20, 20, "客户：张伟 订单 1001 已发货", 24), (20, 90, "导出 CSV 文件", 24)], (520, 150))
    lines = engine.read(pixels)
    assert len(lines) == 2
    assert "张伟" in lines[0].text and "1001" in lines[0].text and "已发货" in lines[0].text
    assert find_text(lines, "导出 CSV 文件") == lines[1]
    assert lines[0].box.y1 <= lines[1].box.y0
    name = find_text(lines, "张伟")
    assert name is not None and name.box.x0 > lines[0].box.x0 and name.box.x1 < lines[0].box.x1


def test_small_crop_is_read_without_upscaling(engine: RapidOcrEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    pixels, _ = _render([(10, 8, "quarterly_report_2024.xlsx", 16)], (260, 36))
    detector = engine._ocr.text_det
    infer, shapes = detector.infer, []

    def spy(batch: np.ndarray) -> object:
        shapes.append(batch.shape)
        return infer(batch)

    monkeypatch.setattr(detector, "infer", spy)
    lines = engine.read(pixels)
    assert find_text(lines, "quarterly_report_2024.xlsx") is not None, lines
    # The library's default ("min", 736) would upscale this crop ~20x (to ~6100x736) before
    # detection, ~1 s; the engine limits the long side instead (speed is measured in bench/).
    assert shapes and max(shapes[0][2:]) <= 288, shapes


def test_blank_and_bad_input(engine: RapidOcrEngine) -> None:
    assert engine.read(np.full((100, 200, 3), 255, dtype=np.uint8)) == []
    assert engine.read(np.zeros((1, 1, 3), dtype=np.uint8)) == []
    with pytest.raises(OcrError, match="RGB"):
        engine.read(np.zeros((10, 10), dtype=np.uint8))
    with pytest.raises(OcrError, match="uint8"):
        engine.read(np.zeros((10, 10, 3), dtype=np.float32))


def test_engine_errors_become_ocr_errors(engine: RapidOcrEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("onnxruntime session died")

    monkeypatch.setattr(engine, "_ocr", broken)
    with pytest.raises(OcrError, match="session died"):
        engine.read(np.full((50, 50, 3), 255, dtype=np.uint8))


def test_sort_lines_groups_rows() -> None:
    right_higher = OcrLine("b", Box(300, 9, 340, 30), 1.0)
    left = OcrLine("a", Box(10, 11, 50, 31), 1.0)
    below = OcrLine("c", Box(10, 50, 50, 70), 1.0)
    assert sort_lines([below, right_higher, left]) == [left, right_higher, below]
