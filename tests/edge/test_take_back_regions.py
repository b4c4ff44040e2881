"""Where a fill's misplaced keys may be taken back: only where every region they changed is one text input.

Select-all and Delete act on whatever has the focus. Keys that changed a text input and also something
that is no text input (a list's type-ahead, a canvas), or two different inputs, are not taken back
anywhere: the fill halts for a person. Before, only the first region was looked at.
"""

from __future__ import annotations

import numpy as np
import pytest

from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.executor import landed_in_one_text_input


def _screen() -> tuple[np.ndarray, list[OcrLine]]:
    """Two labelled edit boxes (drawn by their borders) on a white page."""
    pixels = np.full((400, 800, 3), 255, np.uint8)
    for top in (100, 200):
        pixels[top, 100:400] = pixels[top + 36, 100:400] = 120
        pixels[top : top + 37, 100] = pixels[top : top + 37, 399] = 120
    lines = [
        OcrLine("Name", Box(20, 108, 80, 128), 0.9),
        OcrLine("hello", Box(110, 108, 170, 128), 0.9),
        OcrLine("City", Box(20, 208, 80, 228), 0.9),
    ]
    return pixels, lines


IN_NAME = Box(110, 106, 170, 130)
CARET_IN_NAME = Box(172, 106, 176, 130)
IN_CITY = Box(110, 206, 170, 230)
OUTSIDE = Box(560, 280, 640, 320)


@pytest.mark.parametrize(
    ("regions", "taken_back"),
    [
        ((IN_NAME,), True),
        ((IN_NAME, CARET_IN_NAME), True),
        ((IN_NAME, OUTSIDE), False),  # the first region alone said yes
        ((OUTSIDE, IN_NAME), False),
        ((IN_NAME, IN_CITY), False),
        ((), False),
    ],
)
def test_keys_are_taken_back_only_where_every_region_is_one_text_input(
    regions: tuple[Box, ...], taken_back: bool
) -> None:
    pixels, lines = _screen()
    landed = landed_in_one_text_input(pixels, lines, regions)
    assert (landed is not None) is taken_back
    if taken_back:
        assert landed is not None and landed.x0 <= IN_NAME.x0 and IN_NAME.x1 <= landed.x1 and landed.y1 < IN_CITY.y0
