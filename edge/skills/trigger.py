"""What a key triggers: Return in a field submits its form, through the form's default button.

A browser submits a form on Return in a text field as if its first submit button were
clicked; a search box in a form whose only button is "Delete all" deletes everything on
Return. The edge cannot see the DOM, so it looks where a form's default button sits: the
submit-looking button nearest below or to the right of the field (a button is a region of one
colour around its text, bounded and not too large: :func:`screenroute.edge.grounding.element_box`).
The risk gate then judges that button's label for the key, as it would for a click on it.
"""

from __future__ import annotations

import numpy as np

from screenroute.edge.geometry import Box
from screenroute.edge.grounding import Element, element_box
from screenroute.edge.ocr.base import OcrLine

__all__ = ["default_button", "looks_like_field"]

# How far below a field its form's button may sit, and how many candidates are looked at.
_MAX_BELOW_PX = 600
_MAX_CANDIDATES = 10
# A button is no wider than this share of the screen and no taller than this (a panel is bigger).
_MAX_BUTTON_W = 0.45
_MAX_BUTTON_H = 110


def looks_like_field(box: Box) -> bool:
    """Whether an element's box has the shape of a text field (wide and low), not of an icon or a button."""
    return box.height > 0 and box.width >= 100 and box.width >= 3 * box.height and box.height <= 80


def _is_button(pixels: np.ndarray, line: OcrLine) -> Box | None:
    x, y = line.box.center
    region = element_box(pixels, x, y)
    if region is None:
        return None
    width = pixels.shape[1]
    if region.width > _MAX_BUTTON_W * width or region.height > _MAX_BUTTON_H:
        return None
    cx, cy = line.box.center
    if not (region.x0 - 2 <= cx <= region.x1 + 2 and region.y0 - 2 <= cy <= region.y1 + 2):
        return None
    return region


def _distance(origin: Box, line: OcrLine) -> float | None:
    """How far ``line`` is below or right of ``origin`` (None when it is neither)."""
    box = line.box
    same_row = box.y0 < origin.y1 and box.y1 > origin.y0
    if same_row and box.x0 >= origin.x1 - 2:
        return float(box.x0 - origin.x1)
    below = box.center[1] > origin.y1 and box.y0 - origin.y1 <= _MAX_BELOW_PX
    if below:
        dx = max(0, origin.x0 - box.x1, box.x0 - origin.x1)
        return float(box.y0 - origin.y1) + 0.5 * dx
    return None


def default_button(lines: list[OcrLine], pixels: np.ndarray, focused: Element) -> Element | None:
    """The button Return in ``focused`` most likely presses: the nearest button below or right of it, or None."""
    own = set(focused.lines)
    ranked = sorted(
        (d, i) for i, line in enumerate(lines) if line not in own and (d := _distance(focused.box, line)) is not None
    )
    for _, index in ranked[:_MAX_CANDIDATES]:
        line = lines[index]
        region = _is_button(pixels, line)
        if region is None:
            continue
        inside = [
            ln
            for ln in lines
            if region.x0 - 2 <= ln.box.center[0] <= region.x1 + 2 and region.y0 - 2 <= ln.box.center[1] <= region.y1 + 2
        ]
        inside.sort(key=lambda ln: (ln.box.y0, ln.box.x0))
        return Element(" ".join(ln.text for ln in inside) or line.text, region, tuple(inside))
    return None
