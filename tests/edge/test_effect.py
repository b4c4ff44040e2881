"""A press's effect on the look of the control pressed, on real frames of a Qt app (KeePassXC 2.7).

The fixtures are parts of a recorded demonstration: the toolbar before and after a text-less
Save (its icon greys out once the database is written), and an entry editor's OK before and
after the dialog closed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from screenroute.edge.effect import press_effect

FIXTURES = Path(__file__).parent / "fixtures"
SAVE_AT = (68, 52)  # where the person pressed Save, in the toolbar crops
OK_AT = (156, 72)  # where the person pressed OK, in the dialog crops


def _load(name: str) -> np.ndarray:
    return np.asarray(Image.open(FIXTURES / name).convert("RGB"))


def _scaled(pixels: np.ndarray, factor: float) -> np.ndarray:
    height, width = pixels.shape[:2]
    image = Image.fromarray(pixels).resize((round(width * factor), round(height * factor)), Image.BILINEAR)
    return np.asarray(image)


def test_a_save_icon_that_greys_out_fades() -> None:
    seen = press_effect(_load("qt_toolbar_save_enabled.png"), _load("qt_toolbar_save_greyed.png"), SAVE_AT)
    assert seen is not None and seen.kind == "fades"
    # The change is the icon, not the toolbar: a region a few dozen pixels across, around the press.
    assert seen.box.width < 40 and seen.box.height < 40
    assert seen.box.x0 <= SAVE_AT[0] <= seen.box.x1 and seen.box.y0 <= SAVE_AT[1] <= seen.box.y1


def test_the_same_icon_lit_again_strengthens() -> None:
    seen = press_effect(_load("qt_toolbar_save_greyed.png"), _load("qt_toolbar_save_enabled.png"), SAVE_AT)
    assert seen is not None and seen.kind == "strengthens"


def test_nothing_changed_at_the_press_is_no_effect() -> None:
    toolbar = _load("qt_toolbar_save_enabled.png")
    assert press_effect(toolbar, toolbar.copy(), SAVE_AT) is None
    # The Save greyed out, but the press was on another icon (the lock, 40 px right): nothing there changed.
    assert press_effect(toolbar, _load("qt_toolbar_save_greyed.png"), (150, 52)) is None


def test_a_dialog_that_closes_is_a_change_not_a_fade() -> None:
    seen = press_effect(_load("qt_dialog_ok_open.png"), _load("qt_dialog_ok_closed.png"), OK_AT)
    assert seen is not None and seen.kind == "changes"


def test_the_fade_reads_at_125_percent_and_in_a_dark_theme() -> None:
    enabled, greyed = _load("qt_toolbar_save_enabled.png"), _load("qt_toolbar_save_greyed.png")
    big = press_effect(_scaled(enabled, 1.25), _scaled(greyed, 1.25), (85, 65), scale=1.25)
    assert big is not None and big.kind == "fades"
    # Light ink on a dark bar: the icon loses contrast the same way.
    dark = press_effect(255 - enabled, 255 - greyed, SAVE_AT)
    assert dark is not None and dark.kind == "fades"


def test_a_hover_frame_around_the_icon_is_not_a_fade() -> None:
    # A pointer resting on a tool button raises a frame around it; the icon keeps its contrast.
    before = _load("qt_toolbar_save_enabled.png")
    hovered = before.copy()
    x, y = SAVE_AT
    hovered[y - 16 : y + 16, x - 16 : x + 16] = np.clip(
        hovered[y - 16 : y + 16, x - 16 : x + 16].astype(int) + 10, 0, 255
    )
    hovered[y - 16, x - 16 : x + 16] = 120
    hovered[y + 15, x - 16 : x + 16] = 120
    hovered[y - 16 : y + 16, x - 16] = 120
    hovered[y - 16 : y + 16, x + 15] = 120
    seen = press_effect(before, hovered, SAVE_AT)
    assert seen is None or seen.kind != "fades"
