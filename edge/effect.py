"""What a press did to the look of the control pressed, read from pixels alone.

Some commits show nothing readable: a text-less Save whose icon greys out once the file is
written, a toggle that lights up. The control's own look is then the evidence: around the
press point, its ink (the pixels that stand out from the control's background) loses or gains
contrast, or the place changes altogether (a dialog closed over it). Measured from a frame
before the press and one after it, at any scale and in any theme: only the change's kind is
compared, never the pixels themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from screenroute.edge.geometry import Box

__all__ = ["EffectKind", "PressEffect", "press_effect"]

#: ``fades``: the control's ink lost contrast (greyed out, disabled); ``strengthens``: it gained
#: contrast (enabled, lit); ``changes``: the place shows something else.
EffectKind = Literal["fades", "strengthens", "changes"]

# A pixel changed when a channel moved by more than this (a cursor's blink or a compression
# ripple stays under it; a greyed icon moves its ink by 80-150).
_CHANGED = 24
# How far from the press point (pixels at 100 %, grown with the frame's scale) a change still
# belongs to the control pressed: a toolbar icon or a button is 16-48 px across.
_REACH = 40
# The share of the window that must change for a look to have changed (a few pixels of
# antialiasing are not an effect).
_MIN_CHANGED_SHARE = 0.01
# Ink contrast after / before: below the first the control faded, above the second it
# strengthened (measured on a Qt toolbar's Save greying out: 0.35; a hover's raised frame: 0.9-1.1).
_FADED = 0.7
_STRENGTHENED = 1.4
# The ink before and after must overlap this much (intersection over union) to be one control in
# another look (a greyed Save icon: 0.8-0.9; a dialog closed over a list: under 0.3).
_SAME_SHAPE = 0.6


@dataclass(frozen=True)
class PressEffect:
    """The change around a press point: its kind, the region it covers, the ink's contrast ratio
    (after / before) and how much of the ink stayed where it was (intersection over union)."""

    kind: EffectKind
    box: Box
    contrast_ratio: float
    same_shape: float


def _luma(pixels: np.ndarray) -> np.ndarray:
    rgb = pixels.astype(np.float32)
    if rgb.ndim == 2:
        return rgb
    luma: np.ndarray = 0.299 * rgb[..., 0] + 0.587 * rgb[..., 1] + 0.114 * rgb[..., 2]
    return luma


def _ink(luma: np.ndarray) -> tuple[float, np.ndarray]:
    """How far the region's ink stands from its background (the median of its border), and where it is."""
    border = np.concatenate([luma[0], luma[-1], luma[:, 0], luma[:, -1]])
    distance = np.abs(luma - float(np.median(border)))
    where = distance > _CHANGED / 2
    return (float(distance[where].mean()) if where.any() else 0.0), where


def _same_shape(a: np.ndarray, b: np.ndarray) -> float:
    """Intersection over union of two ink masks."""
    union = int((a | b).sum())
    return int((a & b).sum()) / union if union else 0.0


def press_effect(
    before: np.ndarray, after: np.ndarray, point: tuple[int, int], *, scale: float = 1.0
) -> PressEffect | None:
    """The change of look around ``point`` from ``before`` to ``after`` (RGB arrays of one shape),
    or None when the place looks the same. ``scale``: the display's scale (the reach grows with it)."""
    if before.shape != after.shape:
        return None
    height, width = before.shape[:2]
    reach = max(8, round(_REACH * scale))
    x, y = point
    window = Box(max(0, x - reach), max(0, y - reach), min(width, x + reach + 1), min(height, y + reach + 1))
    if window.width <= 2 or window.height <= 2:
        return None
    b = before[window.y0 : window.y1, window.x0 : window.x1]
    a = after[window.y0 : window.y1, window.x0 : window.x1]
    moved = np.abs(b.astype(np.int16) - a.astype(np.int16))
    changed = moved.max(axis=2) > _CHANGED if moved.ndim == 3 else moved > _CHANGED
    share = float(changed.mean())
    if share < _MIN_CHANGED_SHARE:
        return None
    rows = np.flatnonzero(changed.any(axis=1))
    cols = np.flatnonzero(changed.any(axis=0))
    # The changed region, grown by a margin so that its border is the control's background.
    margin = max(2, round(3 * scale))
    box = Box(
        max(0, int(cols[0]) - margin),
        max(0, int(rows[0]) - margin),
        min(window.width, int(cols[-1]) + 1 + margin),
        min(window.height, int(rows[-1]) + 1 + margin),
    )
    contrast_before, ink_before = _ink(_luma(b[box.y0 : box.y1, box.x0 : box.x1]))
    contrast_after, ink_after = _ink(_luma(a[box.y0 : box.y1, box.x0 : box.x1]))
    ratio = contrast_after / contrast_before if contrast_before > 0 else float("inf")
    shape = _same_shape(ink_before, ink_after)
    placed = Box(box.x0 + window.x0, box.y0 + window.y0, box.x1 + window.x0, box.y1 + window.y0)
    # The same control in another look keeps its ink where it was; a closed dialog or an opened
    # menu puts other ink elsewhere.
    if shape >= _SAME_SHAPE and ratio < _FADED:
        return PressEffect("fades", placed, ratio, shape)
    if shape >= _SAME_SHAPE and ratio > _STRENGTHENED:
        return PressEffect("strengthens", placed, ratio, shape)
    return PressEffect("changes", placed, ratio, shape)
