"""Where typing changed the screen: the one answer the executor and the recorder both ask.

Keys land wherever the focus is, which is not always the field a click meant to focus (a busy
browser, a page that kept the focus). What typing did is read from the pixels: the regions that
changed between the frame the keys were sent on and the frame after. A region as large as a page
is no place keys land (a page that reacted as a whole: a dialog closing, a list redrawn), so it
is left out; a caller that knows more about what a field looks like narrows further (the recorder
takes only a field's line, :data:`LINE_PX` high at most).
"""

from __future__ import annotations

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.incremental import changed_boxes

__all__ = ["LARGEST_SHARE", "typed_regions"]

#: A changed region counts as where typed text went up to this share of the screen.
LARGEST_SHARE = 0.25


def typed_regions(before: Frame, after: Frame, *, tallest: int | None = None) -> tuple[Box, ...]:
    """The regions typing changed between ``before`` (the frame the keys were sent on) and ``after``,
    each no larger than :data:`LARGEST_SHARE` of the screen and, with ``tallest``, no taller than that
    (pixels); empty when the two frames differ in size (the screen was replaced, nothing to compare)."""
    if before.pixels.shape != after.pixels.shape:
        return ()
    page = after.width * after.height * LARGEST_SHARE
    return tuple(
        box
        for box in changed_boxes(before.pixels, after.pixels)
        if box.width * box.height <= page and (tallest is None or box.height <= tallest)
    )
