"""A demonstration reduced to what the task needs: detours cut by frame identity, the recording's own surroundings kept out.

**Detours.** A person who takes a wrong turn and comes back (opens the wrong folder and returns by
the path bar, opens a tab and goes back to the first, opens a menu and presses Escape) leaves
actions that a run has no reason to repeat — and that a run may well fail at, since the wrong
turn depends on what the person happened to see. A span of actions ``i..j`` is such a detour
when the screen after ``j`` looks the same as the screen before ``i`` and nothing in between
could have changed the app's state: nothing typed, no key but Escape, no click on a text that
commits (:func:`~screenroute.contract.label_risk` above low), no click into a field (a choice or a
box ticked holds state the screen may show just as before). "Looks the same": every text of
the screen before ``i`` is read at its place after ``j`` (a slip of OCR allowed), and what shows
there besides is no new content — only texts the first screen already showed (a path bar that
keeps the folder it came back from). A span that never left the screen (two checkboxes toggled)
is no detour: some screen in between must lack the first screen's texts, or the span must end
with Escape (a cancelled menu or dialog).

**Corrected picks.** A person who clicks the wrong entry of a list and then the right one of the
same list (a wrong context in a translation tool's context list) leaves a first pick whose effect
the second replaces, whatever the screens between show: the list's content stays, the rest of the
window follows the selection. The first pick is left out when the two are single clicks one right
after the other, on two entries of one column (their texts start at one left edge), the wrong one
harmless as above and still in its place when the right one is picked, the right one already in
its place before the wrong pick — and the second pick moved the selection: both entries' rows
look different after it than just before it (the highlight left the one and came to the other). A
column of checkboxes or links clicked in turn moves no selection: each click there holds.

**Surroundings.** A text that names the recording's own work folder, its home, the temp folder,
the user, the host, or that holds a date or a time is not the app's own word: a run elsewhere or
later shows another there. Such texts are never click targets, field labels, anchors or
post-conditions (:class:`EnvironmentTexts`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import PurePath

import numpy as np

from screenroute.contract import RiskTier, label_risk, normalise
from screenroute.edge.fields import field_at, text_unit
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import element_at
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.record import ActionKind, InputAction, RecordingEnvironment
from screenroute.router.authoring.recording.ground import line_under

__all__ = ["DetourFinder", "EnvironmentTexts", "Span"]

ReadFn = Callable[[Frame | None], list[OcrLine]]
NearMissFn = Callable[[str, str], bool]

# The longest detour looked for, in actions (a wrong folder opened by a double click and left by
# the path bar is three; a tab visited and left is two).
_REACH = 6
# Keys that leave a screen without changing anything: Escape closes what opened, Alt+Left goes back.
_LEAVING_KEYS = frozenset({"escape", "alt+left"})
# Lines of two screens in one place: their boxes overlap at least this much (intersection over union).
_SAME_PLACE = 0.5
# Two entries of one list: their texts start within this many text heights of one left edge, and
# lie at most this many text heights apart (rows of one visible list).
_COLUMN_EDGE = 1.0
_LIST_REACH = 25.0
# A row looks different on two screens when its pixels differ by this much on average (0-255):
# a selection's highlight redraws a row's background; a screen's own noise stays far below.
_ROW_CHANGED = 8.0


@dataclass(frozen=True)
class Span:
    """Actions ``start..end`` (both included) of a demonstration, and why they are a detour."""

    start: int
    end: int
    why: str


class DetourFinder:
    """Finds the detours of a demonstration's actions by frame identity (see the module docstring).

    ``read`` gives a frame's OCR lines (each distinct frame read once, by the caller's reader);
    ``near_miss`` tells two readings of one place that differ as OCR slips do.
    """

    def __init__(self, read: ReadFn, near_miss: NearMissFn, last: Frame | None = None) -> None:
        self._read = read
        self._near_miss = near_miss
        self._last = last

    def spans(self, actions: Sequence[InputAction]) -> list[Span]:
        """The detours among ``actions``, in order and apart; each the shortest that returns to its start."""
        out: list[Span] = []
        i = 0
        while i < len(actions):
            span = self._from(actions, i) or self._picked_again(actions, i)
            if span is None:
                i += 1
                continue
            out.append(span)
            i = span.end + 1
        return out

    def _from(self, actions: Sequence[InputAction], start: int) -> Span | None:
        first = actions[start]
        if first.kind is not ActionKind.CLICK or first.before is None:
            return None
        if start + 1 >= len(actions) or not _harmless_kind(actions[start + 1]):
            return None  # typing or a key right after it: no span to look at (and no screen read)
        origin = self._lines(first.before)
        if not origin:
            return None
        left = False
        for end in range(start, min(len(actions), start + _REACH)):
            action = actions[end]
            if not self._harmless(action):
                return None
            after = self._settled_after(actions, end)
            if after is None:
                return None
            returned = self._looks_the_same(origin, self._lines(after))
            cancelled = action.kind is ActionKind.KEY and action.keys.casefold() == "escape"
            if end > start and returned and (left or cancelled):
                how = "cancelled on" if cancelled else "came back to"
                return Span(start, end, f"{how} the screen it started from")
            if not returned and not self._covers(origin, self._lines(action.after)):
                left = True  # went somewhere: a screen without the first screen's texts
        return None

    def _picked_again(self, actions: Sequence[InputAction], start: int) -> Span | None:
        """Action ``start`` as a wrong pick the next click corrects in the same list (see the
        module docstring), or None."""
        if start + 1 >= len(actions):
            return None
        wrong, right = actions[start], actions[start + 1]
        if any(c.kind is not ActionKind.CLICK or c.button != 1 or c.clicks != 1 for c in (wrong, right)):
            return None
        picked = self._settled_after(actions, start + 1)
        if wrong.before is None or right.before is None or picked is None or not self._harmless(wrong):
            return None
        first, between = self._lines(wrong.before), self._lines(right.before)
        was, now = line_under(first, wrong.x, wrong.y), line_under(between, right.x, right.y)
        if was is None or now is None or normalise(was.text) == normalise(now.text):
            return None
        u = text_unit(first)
        same_column = abs(was.box.x0 - now.box.x0) <= _COLUMN_EDGE * u
        other_row = 0.5 * u <= abs(was.box.center[1] - now.box.center[1]) <= _LIST_REACH * u
        if not (same_column and other_row and self._placed(was, between) and self._placed(now, first)):
            return None
        # The selection moved: both rows redrawn by the second pick.
        if not all(_row_changed(right.before, picked, line.box) for line in (was, now)):
            return None
        return Span(start, start, f"picked again in the same list ({now.text!r} after {was.text!r})")

    def _harmless(self, action: InputAction) -> bool:
        """Whether ``action`` cannot have changed the app's state: no typing, no key but one that
        leaves a screen, no click on a text that commits, nothing after which the app received a write."""
        if action.kind is ActionKind.TYPE or action.wrote:
            return False
        if action.kind is ActionKind.KEY:
            return action.keys.casefold() in _LEAVING_KEYS
        if action.kind is ActionKind.CLICK:
            if action.before is None:
                return False
            lines = self._lines(action.before)
            if field_at(action.before.pixels, lines, action.x, action.y) is not None:
                return False  # a field holds state (a choice, a box ticked) the screen may not show
            line = line_under(lines, action.x, action.y)
            # The line under the point and the whole element around it (a button clicked in its padding).
            labels = [
                line.text if line is not None else "",
                element_at(lines, (action.x, action.y), action.before.pixels).label,
            ]
            return all(label_risk(label) is RiskTier.LOW for label in labels)
        return True  # a scroll

    def _settled_after(self, actions: Sequence[InputAction], end: int) -> Frame | None:
        """The screen after action ``end`` once it settled: what the person saw as they acted next
        (the recording's last screen after its last action)."""
        if end + 1 < len(actions) and actions[end + 1].before is not None:
            return actions[end + 1].before
        return self._last if end + 1 == len(actions) else actions[end].after

    def _lines(self, frame: Frame | None) -> list[OcrLine]:
        return [ln for ln in self._read(frame) if normalise(ln.text)]

    def _covers(self, origin: list[OcrLine], other: list[OcrLine]) -> bool:
        """Whether every text of ``origin`` is read at its place on ``other`` (the same, or a slip of it)."""
        return bool(other) and all(self._placed(line, other) for line in origin)

    def _looks_the_same(self, origin: list[OcrLine], other: list[OcrLine]) -> bool:
        """Whether ``other`` shows ``origin`` again: all of its texts in their places, and nothing
        besides that ``origin`` did not already show somewhere."""
        if not self._covers(origin, other):
            return False
        shown = " ".join(normalise(ln.text) for ln in origin)
        return all(normalise(ln.text) in shown for ln in other if not self._placed(ln, origin))

    def _placed(self, line: OcrLine, others: list[OcrLine]) -> bool:
        norm = normalise(line.text)
        return any(
            line.box.overlap(other.box) >= _SAME_PLACE
            and ((seen := normalise(other.text)) == norm or self._near_miss(seen, norm))
            for other in others
        )


# A date or a time of day as apps print them: 2026-12-06, 06/12/2026, 16:07, 16:07:59, 20261206T160759.
_TIMESTAMP = re.compile(
    r"(?<!\d)(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?"
    r"|\d{8}[T_-]?\d{4,6})(?!\d)"
)
# Where a text is cut into the words that may name a folder, a user or a host.
_SEPARATORS = re.compile(r"[\s/\\:@,;|()\[\]<>\"'`]+")
# A name shorter than this (normalised) is too short to tell from the app's own words.
_MIN_NAME = 3
# A folder's own name shorter than this is a common word ("home", "tmp", "root"), not the recording's:
# the folder is told by its whole path instead.
_MIN_FOLDER_NAME = 6


class EnvironmentTexts:
    """Tells the texts that name the recording's own surroundings (see the module docstring)."""

    def __init__(self, environment: RecordingEnvironment) -> None:
        self.paths = tuple(p for p in environment.folders if len(normalise(p)) >= _MIN_NAME)
        folders = {n for p in environment.folders if len(normalise(n := PurePath(p).name)) >= _MIN_FOLDER_NAME}
        names = folders | {environment.user, environment.host}
        # A host's short name shows as often as its full one ("box" of "box.example.org").
        names |= {environment.host.split(".")[0]} if environment.host else set()
        self.names = frozenset(n for name in names if len(n := normalise(name)) >= _MIN_NAME)

    def names_it(self, text: str) -> bool:
        """Whether ``text`` names the recording's folder, user or host, or holds a date or a time."""
        if _TIMESTAMP.search(text):
            return True
        if any(path in text for path in self.paths):
            return True
        return any(normalise(word) in self.names for word in _SEPARATORS.split(text) if word)


def _row_changed(before: Frame, after: Frame, box: Box) -> bool:
    """Whether the row of a list entry (its text's box, as wide as the text) looks different on two screens."""
    if before.pixels.shape != after.pixels.shape:
        return True
    a = before.pixels[box.y0 : box.y1, box.x0 : box.x1, :3].astype(np.int16)
    b = after.pixels[box.y0 : box.y1, box.x0 : box.x1, :3].astype(np.int16)
    return a.size > 0 and float(np.abs(a - b).mean()) >= _ROW_CHANGED


def _harmless_kind(action: InputAction) -> bool:
    """Whether an action's kind alone leaves the app's state as it was (a click may still commit)."""
    if action.kind is ActionKind.TYPE:
        return False
    return action.kind is not ActionKind.KEY or action.keys.casefold() in _LEAVING_KEYS
