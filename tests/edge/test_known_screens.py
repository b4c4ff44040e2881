"""Known screens: a remembered state is checked where its texts were, with real PP-OCR box recognition."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.known_screens import KnownScreens, KnownScreensError
from screenroute.edge.ocr import RapidOcrEngine
from screenroute.edge.ocr.base import OcrLine

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
PAGE = [("Site administration", (40, 70)), ("Orders 12", (48, 280)), ("Log out", (1100, 15))]


def render(texts: list[tuple[str, tuple[int, int]]]) -> tuple[np.ndarray, list[OcrLine]]:
    """A page with ``texts`` drawn, and the lines a full read of it gives (each box with a little air)."""
    image = Image.new("RGB", (1280, 800), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 22)
    lines = []
    for text, (x, y) in texts:
        draw.text((x, y), text, fill="black", font=font)
        x0, y0, x1, y1 = draw.textbbox((x, y), text, font=font)
        lines.append(OcrLine(text, Box(x0 - 4, y0 - 4, x1 + 12, y1 + 4), 0.99))
    return np.asarray(image), lines


@pytest.fixture(scope="module")
def ocr() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


@pytest.fixture
def known(ocr: RapidOcrEngine) -> KnownScreens:
    screens = KnownScreens(ocr)
    pixels, lines = render(PAGE)
    screens.remember("task/open orders", pixels, lines, ["Site administration", "Orders"], label="page/admin_index")
    return screens


def test_the_same_screen_is_known_without_reading(known: KnownScreens) -> None:
    pixels, lines = render(PAGE)
    read, why = known.read(["task/login", "task/open orders"], pixels, label="page/admin_index")
    assert read is not None, why
    assert (read.key, read.method, read.recognised) == ("task/open orders", "same", 0)
    assert read.lines == lines


def test_a_changed_line_is_recognised_where_it_was(known: KnownScreens) -> None:
    pixels, _ = render([("Site administration", (40, 70)), ("Orders 13", (48, 280)), ("Log out", (1100, 15))])
    read, why = known.read(["task/open orders"], pixels, label="page/admin_index")
    assert read is not None, why
    assert read.method == "recognised" and read.recognised == 1
    assert [ln.text for ln in read.lines] == ["Site administration", "Orders 13", "Log out"]
    assert find_text(read.lines, "Orders") is not None


@pytest.mark.parametrize(
    ("page", "label", "why"),
    [
        ([*PAGE, ("Clear all filters", (600, 400))], "page/admin_index", "outside every remembered line"),
        ([("Site administration", (40, 70)), ("Refunds 1", (48, 280)), ("Log out", (1100, 15))], "", ""),
        ([("Site administration", (40, 70)), ("Log out", (1100, 15))], "", "no longer reads"),
        (PAGE, "page/order_list", "no remembered state"),
    ],
    ids=["new-text-elsewhere", "anchor-reads-otherwise", "line-gone", "other-label"],
)
def test_anything_else_is_read(
    known: KnownScreens, page: list[tuple[str, tuple[int, int]]], label: str, why: str
) -> None:
    pixels, _ = render(page)
    read, reason = known.read(["task/open orders"], pixels, label=label)
    assert read is None and why in reason


def test_another_frame_size_is_not_known(known: KnownScreens) -> None:
    read, reason = known.read(["task/open orders"], np.full((900, 1440, 3), 255, np.uint8))
    assert read is None and "layout" in reason


def test_states_survive_a_save_and_load(known: KnownScreens, ocr: RapidOcrEngine, tmp_path: Path) -> None:
    path = tmp_path / "known.npz"
    known.save(path)
    again = KnownScreens(ocr)
    again.load(path)
    pixels, lines = render(PAGE)
    read, why = again.read(["task/open orders"], pixels, label="page/admin_index")
    assert read is not None and read.lines == lines, why
    path.write_bytes(b"not a file of screens")
    with pytest.raises(KnownScreensError):
        again.load(path)


def test_one_step_keeps_a_variant_per_look(ocr: RapidOcrEngine, tmp_path: Path) -> None:
    # The same step at two scales (every text elsewhere): both stay known; a later frame of one
    # look replaces that look only.
    screens = KnownScreens(ocr, max_variants=2)
    small = [("Site administration", (40, 70)), ("Orders 12", (48, 280)), ("Log out", (1100, 15))]
    large = [("Site administration", (50, 200)), ("Orders 12", (60, 560)), ("Log out", (900, 30))]
    for page in (small, large, small):
        pixels, lines = render(page)
        screens.remember("task/open orders", pixels, lines, ["Orders"])
    assert len(screens) == 2
    for page in (small, large):
        pixels, _ = render(page)
        read, why = screens.read(["task/open orders"], pixels)
        assert read is not None and read.method == "same", why
    screens.save(tmp_path / "known.npz")
    again = KnownScreens(ocr, max_variants=2)
    again.load(tmp_path / "known.npz")
    assert len(again) == 2
    third = [("Site administration", (300, 400)), ("Orders 12", (300, 600)), ("Log out", (20, 700))]
    pixels, lines = render(third)
    again.remember("task/open orders", pixels, lines)
    assert len(again) == 2  # the look seen longest ago (large: small was seen again after it) made room
    gone, _ = again.read(["task/open orders"], render(large)[0])
    kept, why = again.read(["task/open orders"], render(small)[0])
    assert gone is None and kept is not None, why


def _toast(pixels: np.ndarray, box: Box) -> np.ndarray:
    """``pixels`` with a dark toast laid over ``box``."""
    out = pixels.copy()
    image = Image.fromarray(out)
    draw = ImageDraw.Draw(image)
    draw.rectangle((box.x0, box.y0, box.x1 - 1, box.y1 - 1), fill=(40, 40, 48))
    draw.text((box.x0 + 20, box.y0 + 12), "Download started", fill="white", font=ImageFont.truetype(FONT, 20))
    return np.asarray(image)


def test_a_known_screen_under_a_small_overlay_is_found_without_it(known: KnownScreens) -> None:
    pixels, _ = render(PAGE)
    toast = Box(500, 500, 900, 550)
    found, why = known.overlay(["task/login", "task/open orders"], _toast(pixels, toast))
    assert found is not None, why
    assert (found.key, found.label) == ("task/open orders", "page/admin_index")
    assert found.box.x0 <= toast.x0 + 1 and found.box.x1 >= toast.x1 - 1 and found.box.y1 >= toast.y1 - 1
    assert np.array_equal(found.pixels, pixels)  # the remembered frame shows through where the toast was


@pytest.mark.parametrize(
    ("toast", "why"),
    [
        (Box(20, 260, 420, 320), "covers 'Orders'"),  # over the only line that holds an anchor
        (Box(100, 350, 1100, 700), "more than 5%"),  # a dialog-sized box
    ],
    ids=["over-an-anchor", "too-large"],
)
def test_an_overlay_over_an_anchor_or_too_large_is_no_overlay(known: KnownScreens, toast: Box, why: str) -> None:
    pixels, _ = render(PAGE)
    found, reason = known.overlay(["task/open orders"], _toast(pixels, toast))
    assert found is None and why in reason
    same, reason = known.overlay(["task/open orders"], pixels)
    assert same is None and "is the remembered one" in reason
