"""Anchor checks where the anchors were, on rendered screens with the real PP-OCRv4 models."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.anchors import AnchorMemory, AnchorMemoryError
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import OcrLine, RapidOcrEngine

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")

ANCHORS = ["Site administration", "Log out", "Purchase requests"]


@pytest.fixture(scope="session")
def engine() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


class CountingRecognizer:
    """The real engine's box recognition, counting the boxes it was given."""

    def __init__(self, inner: RapidOcrEngine) -> None:
        self.inner = inner
        self.boxes: list[Box] = []

    def recognize_boxes(self, pixels: np.ndarray, boxes: Sequence[Box]) -> list[OcrLine]:
        self.boxes.extend(boxes)
        return self.inner.recognize_boxes(pixels, boxes)


def _index(*, logout: str = "Log out", header: tuple[int, int, int] = (68, 120, 145), note: str = "") -> np.ndarray:
    """An admin index page: a header bar with "Log out", a title, model rows with Add/Change links."""
    image = Image.new("RGB", (896, 480), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    draw.rectangle((0, 0, 896, 50), fill=header)
    draw.text((700, 14), logout, font=font, fill="white")
    draw.text((30, 70), "Site administration", font=ImageFont.truetype(FONT, 26), fill="black")
    for row, model in enumerate(["Groups", "Orders", "Purchase requests"]):
        y = 140 + row * 50
        draw.text((30, y), f"{model}  Add  Change", font=font, fill="black")
    if note:
        draw.text((30, 400), note, font=font, fill="black")
    return np.asarray(image)


@pytest.fixture(scope="module")
def remembered(engine: RapidOcrEngine) -> tuple[AnchorMemory, CountingRecognizer, list[OcrLine]]:
    recognizer = CountingRecognizer(engine)
    memory = AnchorMemory(recognizer)
    pixels = _index()
    lines = engine.read(pixels)
    missing = memory.remember("open orders", pixels, lines, [*ANCHORS, ("Orders", 0), "Export CSV"], layout="index")
    assert missing == ["Export CSV"]
    return memory, recognizer, lines


def test_the_same_pixels_verify_without_reading(
    remembered: tuple[AnchorMemory, CountingRecognizer, list[OcrLine]],
) -> None:
    memory, recognizer, lines = remembered
    before = len(recognizer.boxes)
    check = memory.check("open orders", _index(note="Recent actions: none"), layout="index")
    assert check.ok and check.method == "pixels" and check.recognised == 0
    assert len(recognizer.boxes) == before
    # The lines are the matches as found by the full read: the router and a click can use them.
    for text in [*ANCHORS, "Orders"]:
        assert find_text(list(check.lines), text) == find_text(lines, text)
    # Only what was found is vouched for: an absent text is not in the memory.
    assert memory.texts("open orders", layout="index") == [(t, 0) for t in [*ANCHORS, "Orders"]]
    assert memory.lines("open orders", layout="index") == list(check.lines)
    assert memory.lines("open orders", layout="other") == []


def test_a_match_inside_a_longer_line_remembers_the_whole_line(
    remembered: tuple[AnchorMemory, CountingRecognizer, list[OcrLine]],
) -> None:
    memory, _, lines = remembered
    orders = find_text(lines, "Orders")
    row = next(ln for ln in lines if "Orders" in ln.text)
    assert orders is not None and orders.box != row.box  # a sub-box of "Orders  Add  Change"
    [entry] = [r for r in memory._states[("open orders", "index")][1] if r.text == "Orders"]
    assert entry.line_box == row.box and entry.hit == orders


def test_changed_pixels_are_recognised_and_must_still_read_the_text(
    remembered: tuple[AnchorMemory, CountingRecognizer, list[OcrLine]],
) -> None:
    memory, recognizer, _ = remembered
    before = len(recognizer.boxes)
    tinted = memory.check("open orders", _index(header=(60, 110, 140)), layout="index")
    assert tinted.ok and tinted.method == "recognised" and tinted.recognised == 1
    assert len(recognizer.boxes) == before + 1  # only the box on the re-tinted header was read
    gone = memory.check("open orders", _index(logout="Log in"), layout="index")
    assert not gone.ok and gone.method == "recognised" and "'Log out' reads" in gone.detail
    assert gone.lines == ()


def test_unseen_state_layout_or_size_cannot_be_checked(
    remembered: tuple[AnchorMemory, CountingRecognizer, list[OcrLine]],
) -> None:
    memory, _, _ = remembered
    pixels = _index()
    assert memory.check("filter yesterday", pixels, layout="index").method == "none"
    other = memory.check("open orders", pixels, layout="index@1.25")
    assert not other.ok and other.method == "none" and "not seen" in other.detail
    small = memory.check("open orders", pixels[:400], layout="index")
    assert not small.ok and "896x400" in small.detail


def test_without_a_recognizer_changed_pixels_fail(engine: RapidOcrEngine) -> None:
    memory = AnchorMemory()
    pixels = _index()
    memory.remember("s", pixels, engine.read(pixels), ANCHORS)
    assert memory.check("s", pixels).ok
    check = memory.check("s", _index(logout="Log out", header=(60, 110, 140)))
    assert not check.ok and "'Log out'" in check.detail


def test_saved_memory_is_known_in_the_next_run(
    remembered: tuple[AnchorMemory, CountingRecognizer, list[OcrLine]], tmp_path: Path, engine: RapidOcrEngine
) -> None:
    memory, _, _ = remembered
    path = tmp_path / "anchors.json"
    memory.save(path)
    loaded = AnchorMemory(engine)
    loaded.load(path)
    check = loaded.check("open orders", _index(), layout="index")
    assert check.ok and check.method == "pixels"
    assert loaded.texts("open orders", layout="index") == memory.texts("open orders", layout="index")
    (tmp_path / "bad.json").write_text('{"format": "screenroute/anchors/v1", "states": [{"key": 1}]}')
    with pytest.raises(AnchorMemoryError, match="corrupt"):
        loaded.load(tmp_path / "bad.json")
    (tmp_path / "other.json").write_text('{"format": "something/else"}')
    with pytest.raises(AnchorMemoryError, match="format"):
        loaded.load(tmp_path / "other.json")
    with pytest.raises(AnchorMemoryError, match="cannot read"):
        loaded.load(tmp_path / "missing.json")


def test_memory_is_bounded_and_forgets(engine: RapidOcrEngine) -> None:
    memory = AnchorMemory(max_states=2)
    pixels = _index()
    lines = engine.read(pixels)
    for key in ("a", "b", "c"):
        memory.remember(key, pixels, lines, ANCHORS)
    assert len(memory) == 2 and ("a", "") not in memory and ("c", "") in memory
    memory.forget("b")
    assert len(memory) == 1
    memory.forget()
    assert len(memory) == 0
    with pytest.raises(ValueError, match="max_states"):
        AnchorMemory(max_states=0)
