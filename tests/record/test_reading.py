"""Reading a recording's frames: each once, each where it changed from the nearest frame read (real PP-OCRv4)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import OcrLine, RapidOcrEngine
from screenroute.edge.record import FrameReader

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")


@pytest.fixture(scope="module")
def engine() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


class SpyEngine:
    """The real engine behind the same interface, counting whole reads and region reads."""

    def __init__(self, inner: RapidOcrEngine) -> None:
        self.inner = inner
        self.whole = 0
        self.region_calls = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.whole += 1
        return self.inner.read(pixels)

    def read_regions(self, pixels: np.ndarray, regions: Sequence[Box]) -> list[OcrLine]:
        self.region_calls += 1
        return self.inner.read_regions(pixels, regions)


class WholeOnly:
    """An engine that reads whole images only (no region reads)."""

    def __init__(self, inner: RapidOcrEngine) -> None:
        self.inner = inner
        self.whole = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.whole += 1
        return self.inner.read(pixels)


def _screen(rows: list[str], value: str = "", background: str = "white") -> Frame:
    """A form: one label per row with a bordered field right of it; ``value`` typed into the first field."""
    image = Image.new("RGB", (896, 416), background)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    for row, label in enumerate(rows):
        y = 20 + row * 60
        draw.text((30, y), label, font=font, fill="black")
        draw.rectangle((220, y - 6, 620, y + 28), outline=(120, 120, 120))
    if value:
        draw.text((230, 20), value, font=font, fill="black")
    return Frame(pixels=np.asarray(image).copy(), geometry=ScreenGeometry(0, 0, 896, 416))


FORM = ["Summary:", "Reporter:", "Priority:", "Milestone:", "Keywords:"]
OTHER = ["Ticket created", "Owned by:", "Component:", "Version:", "Severity:"]


def test_a_frame_that_changed_a_little_is_read_only_where_it_changed(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    reader = FrameReader(spy, {})
    empty, typed = _screen(FORM), _screen(FORM, "Printer jams")
    first = reader.read(empty)
    assert (spy.whole, spy.region_calls) == (1, 0)
    second = reader.read(typed)
    assert (spy.whole, spy.region_calls) == (1, 1)  # the typed value's place, not the whole frame
    assert (reader.whole_reads, reader.region_reads) == (1, 1)
    assert find_text(second, "Printer jams") is not None
    # The labels were not read again: they are the very lines of the first read.
    kept = [line for line in second if any(line is old for old in first)]
    assert {line.text for line in kept} >= set(FORM)
    # What a whole read of the frame finds, the incremental read finds at the same place.
    whole = engine.read(typed.pixels)
    for text in [*FORM, "Printer jams"]:
        a, b = find_text(whole, text), find_text(second, text)
        assert a is not None and b is not None and abs(a.box.center[1] - b.box.center[1]) <= 3, text
    # A frame read before is not read again.
    assert reader.read(_screen(FORM, "Printer jams")) is second
    assert (spy.whole, spy.region_calls, reader.cached) == (1, 1, 1)


def test_a_frame_is_read_against_the_frame_it_differs_from_least(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    cache: dict[bytes, list[OcrLine]] = {}
    reader = FrameReader(spy, cache)
    reader.read(_screen(FORM))
    reader.read(_screen(OTHER, background="#e8eef8"))  # another page (every pixel changed): read whole
    assert reader.whole_reads == 2
    # Typing into the form: read against the form (the frame read last is the other page).
    lines = reader.read(_screen(FORM, "VPN drops"))
    assert (reader.whole_reads, reader.region_reads) == (2, 1)
    assert find_text(lines, "VPN drops") is not None and find_text(lines, "Summary:") is not None
    assert len(cache) == 3  # the demonstration's cache holds every frame read


def test_an_engine_that_cannot_read_regions_reads_each_frame_whole(engine: RapidOcrEngine) -> None:
    whole = WholeOnly(engine)
    reader = FrameReader(whole, {})
    reader.read(_screen(FORM))
    reader.read(_screen(FORM, "Printer jams"))
    assert whole.whole == 2 and reader.region_reads == 0


def test_reading_whole_can_be_asked_for(engine: RapidOcrEngine) -> None:
    spy = SpyEngine(engine)
    reader = FrameReader(spy, {}, incremental=False)
    reader.read(_screen(FORM))
    reader.read(_screen(FORM, "Printer jams"))
    assert (spy.whole, spy.region_calls) == (2, 0)
