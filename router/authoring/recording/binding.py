"""Picks bound to the list that opened: what a click into a list, a popup or a dropdown names.

A value picked from a list is grounded where the runner looks for it: in what the click before
it opened (the frame difference after the opener, as
:meth:`screenroute.edge.skills.executor.SkillExecutor` computes it), counted there and not over
the whole screen. The same name shown behind the list (a ledger's row, a chart's legend) is no
match of the pick: counted over the screen, the recorded value's index says nothing about a run's
value, which may show once, or many times, behind the list.

A field without a placeholder whose click alone opened a list right at its box is a choice (a
``<select>`` drawn without its arrow, a combo box): its value is picked, never typed into it as text.
"""

from __future__ import annotations

from screenroute.edge.fields import Field
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_all
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.incremental import changed_boxes

__all__ = ["is_a_choice", "occurrence_in_opened", "opened_regions", "opened_under"]


def opened_regions(opener_before: Frame | None, before: Frame | None) -> list[Box]:
    """The regions that changed between the frame a click was sent on and the next action's: what it opened."""
    if opener_before is None or before is None or opener_before.pixels.shape != before.pixels.shape:
        return []
    return changed_boxes(opener_before.pixels, before.pixels)


def occurrence_in_opened(lines: list[OcrLine], value: str, shown: Box, regions: list[Box]) -> int | None:
    """The index of the match of ``value`` at ``shown`` among the matches inside ``regions``; None
    when ``shown`` is not inside what opened (the runner then counts over the whole screen)."""
    if not any(r.holds_centre_of(shown) for r in regions):
        return None
    inside = [m for m in find_all(lines, value) if any(r.holds_centre_of(m.box) for r in regions)]
    best, best_distance = None, None
    for i, match in enumerate(inside):
        b = match.box
        if not (b.x0 < shown.x1 and shown.x0 < b.x1 and b.y0 < shown.y1 and shown.y0 < b.y1):
            continue
        distance = abs(b.center[0] - shown.center[0]) + abs(b.center[1] - shown.center[1])
        if best_distance is None or distance < best_distance:
            best, best_distance = i, distance
    return best


def opened_under(field: Field, region: Box) -> bool:
    """Whether ``region`` (what a click into ``field`` opened) is the field's own list: it starts at
    the field's left edge and right at its box (under it, or over it with the field inside), as a
    choice's list does."""
    box, slack = field.box, max(4, field.box.height)
    return abs(region.x0 - box.x0) <= slack and region.y0 <= box.y1 + slack and region.y1 >= box.y1


def is_a_choice(field: Field, region: Box) -> bool:
    """Whether a field whose click opened ``region`` is a choice (a ``<select>`` drawn without its
    arrow) rather than a text field that suggests entries.

    A text field that suggests shows a placeholder or what was typed into it; a choice shows no
    placeholder, and the click alone opened its list right at its box. A field read as a combo box
    (its arrow seen) is a choice whatever it shows.
    """
    if field.kind == "combo":
        return True
    return field.kind == "edit" and not field.placeholder and opened_under(field, region)
