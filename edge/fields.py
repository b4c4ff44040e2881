"""Input fields found by their shape in the pixels, and named by the text around them.

A click into a field is not a click on a word. A label that is no ``<label>`` element (a
heading over a sidebar login box, a table header left of a text area) focuses nothing when
clicked, so a field is grounded as a field:

* **its box** is the region of one colour or one smooth shade around a point (a flood fill from
  the background next to the point, so a point on the field's own text works too), closed on every side and
  rectangular, shaped like an input — an edit box (about a line of text high, wider than
  tall), a text area (taller), a checkbox (a small square) — whose content, if any, starts at
  its left edge (a region whose content is centred is a button). An edit box with an arrow
  glyph OCR did not read at its right end is a combo box;
* **its label** is found by layout: for a checkbox the text right of it on its row (else
  left of it); for the others the text left of it on its row, else the text right above it,
  looking up through a stack of fields under one heading (a sidebar's "Login" over its user
  and password boxes). Text inside another field is that field's value, never a label, and
  a text that is a control of its own (drawn on a face of its own fill: a button, a sidebar's
  entry) is none either, unless that face is joined to the field (a label drawn as a tab on its
  frame). On a form of several fields, the side the form's labels sit on (left or above, at one
  distance from their fields) wins over the nearest text;
* **the text inside it** is its placeholder (drawn fainter than the labels around it) or
  its value.

Every size is measured in text heights (the OCR lines' own), so the same field is found at
100, 125 and 150 % and in a dark theme: shapes and layout are compared, never colours.
:func:`field_at` names the field under a recorded click; :func:`find_fields` finds the
fields a :class:`~screenroute.contract.FieldTarget` names on another screen, in reading order,
so a recording and a run count the n-th field of one label the same way.
"""

from __future__ import annotations

import difflib
import statistics
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from screenroute.contract import FieldTarget, normalise
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import FUZZY_THRESHOLD, find_all, sub_box
from screenroute.edge.ocr.base import OcrLine

#: Reads the text lines of an image (an OCR engine's ``read``).
Reader = Callable[[np.ndarray], list[OcrLine]]

__all__ = ["Field", "Reader", "field_at", "find_field", "find_fields", "label_text", "text_unit"]

# Flood-fill tolerance per colour channel between neighbouring pixels: a field's fill is flat or
# a smooth gradient (a select's face); its frame, its text and the page around it step by more.
_FILL_TOLERANCE = 3
# A pixel is ink (text, an arrow, a check mark) when its gray level differs this much from the fill.
_INK_DELTA = 60
# Shapes, in text heights (the median OCR line height on screen): measured on Chromium's default
# controls at 100/125/150 % (an edit box's inside is 0.8-1.1 of a line, a checkbox's 0.5-0.7,
# a five-row text area 3.9) and on GTK's (an entry's inside 1.2-1.5).
_EDIT_MIN_H, _EDIT_MAX_H = 0.45, 2.6
_EDIT_MIN_ASPECT = 1.8
# A text area is at least as wide as it is tall: a paste site's 1.83:1 at 100 % is 1.53:1 at 125 %
# (Bootstrap's column narrows in page pixels as the rows grow); a taller region is a panel or a list.
_AREA_MIN_ASPECT = 1.0
# Inside a region that tall, an unread thing this large (in text heights) is a control: the region
# is a group of a form (zenity's frame around its entries), not a text area.
_CONTROL_MIN_W, _CONTROL_MIN_H = 1.5, 1.0
_CHECK_MIN, _CHECK_MAX = 0.3, 1.15
_CHECK_SQUARE = 0.7
# A region this wide or tall (share of the screen) is a page or a panel, not a field.
_MAX_W, _MAX_H = 0.85, 0.7
# A rectangle's inside reaches its bounding box on every side; text inside leaves holes.
_MIN_FILL_SHARE = 0.45
_MIN_EDGE_SHARE = 0.6
# Where labels may be, in text heights: left of the field on its row (labels in a column of
# their own may sit far left), right of a checkbox, right above the field, and above a stack of
# fields under one heading (as far as this many of the field's own heights).
_LEFT_GAP = 16.0
_LEFT_NEAR = 2.0
_CHECK_GAP = 3.0
_ABOVE_GAP = 1.6
_STACK_FIELDS = 2.6
# A placeholder is drawn fainter than a label: its ink contrast is below this share of the label's.
_PLACEHOLDER_CONTRAST = 0.75
# Probing for the field of a label: steps and reach in text heights.
_PROBE_STEP = 0.5
_PROBE_RIGHT = 18.0
_PROBE_BELOW = 4.5


@dataclass(frozen=True)
class Field:
    """An input field on one screen: its inside's box, its kind, its label, the text it shows."""

    box: Box
    kind: str
    label: str = ""
    inside: str = ""
    # The text inside is a placeholder (drawn fainter than the labels), not a value.
    placeholder: bool = False

    @property
    def name(self) -> str:
        """What a person calls the field: its label, else its placeholder."""
        return self.label or (self.inside if self.placeholder else "")

    @property
    def point(self) -> tuple[int, int]:
        """Where a click into the field lands: the middle of its inside."""
        return self.box.center

    def target(self) -> FieldTarget:
        """The task file's name of this field (label, placeholder, kind)."""
        return FieldTarget(label=self.label, placeholder=self.inside if self.placeholder else "", kind=self.kind)


def text_unit(lines: list[OcrLine], default: float = 18.0) -> float:
    """The screen's text height in pixels: the median height of its OCR lines (a scale-free ruler)."""
    heights = [ln.box.height for ln in lines if len(normalise(ln.text)) >= 2 and ln.box.height > 4]
    if not heights:
        return default
    return float(min(80.0, max(8.0, statistics.median(heights))))


# A label's colon, ASCII or full-width: what ends a label glued to the value OCR read with it.
_LABEL_COLONS = (":", "\uff1a")


def _label_colon(text: str) -> int:
    """Where a line ``"Priority:major"`` ends its label (the index just past the colon), or 0.

    Only a colon with letters before it and a value after it: a time (``12:30``), a URL's
    ``://`` and a label alone (``"Summary:"``) are no glued label and value.
    """
    for i, ch in enumerate(text):
        if ch not in _LABEL_COLONS:
            continue
        head, tail = text[:i], text[i + 1 :]
        if tail.startswith("//") or not normalise(tail):
            return 0
        if not any(c.isalpha() for c in head):
            return 0
        if head[-1:].isdigit() and tail[:1].isdigit():
            return 0
        return i + 1
    return 0


def _blank_columns(pixels: np.ndarray, box: Box) -> np.ndarray:
    """For each column of ``box``, whether it holds no ink (nothing but the background around the text)."""
    patch = pixels[max(0, box.y0) : box.y1, max(0, box.x0) : box.x1, :3].astype(np.int16).mean(axis=2)
    if patch.size == 0:
        return np.zeros(0, dtype=bool)
    background = float(np.median(patch))
    return np.asarray((np.abs(patch - background) < _INK_DELTA / 2).all(axis=0))


def split_labels(lines: list[OcrLine], pixels: np.ndarray | None = None) -> list[OcrLine]:
    """``lines`` with each label OCR glued to its value (``"Priority:major"``) split in two at
    the label's colon: the label (with its colon) and the value, each with its own box.

    OCR reads a label and the field right of it as one line when they sit close; a field is
    then found neither by its label nor by the value inside it. The cut is where the text's
    characters put it, moved to the widest run of blank columns near there when ``pixels``
    show one (the gap between a label and its field's frame).
    """
    out: list[OcrLine] = []
    for line in lines:
        cut = _label_colon(line.text)
        if not cut:
            out.append(line)
            continue
        head, tail = line.text[:cut], line.text[cut:]
        lead = len(tail) - len(tail.lstrip())
        label = sub_box(line, 0, cut)
        value = sub_box(line, cut + lead, len(line.text))
        if pixels is not None:
            label, value = _cut_at_gap(pixels, line.box, label, value)
        out += [OcrLine(head, label, line.score), OcrLine(tail.strip(), value, line.score)]
    return out


def _cut_at_gap(pixels: np.ndarray, line: Box, label: Box, value: Box) -> tuple[Box, Box]:
    """The label's and the value's boxes cut at the widest blank gap within a line height of the
    estimated cut (a label's glyphs and its field's frame have one between them); as estimated
    where there is none."""
    blank = _blank_columns(pixels, line)
    if blank.size == 0:
        return label, value
    reach = max(4, line.height)
    lo, hi = max(1, label.x1 - line.x0 - reach), min(blank.size - 1, label.x1 - line.x0 + reach)
    best: tuple[int, int] | None = None
    start = None
    for i in range(lo, hi + 1):
        if i < hi and blank[i]:
            start = i if start is None else start
            continue
        if start is not None and (best is None or i - start > best[1] - best[0]):
            best = (start, i)
        start = None
    if best is None or best[1] - best[0] < 2:
        return label, value
    x0, x1 = line.x0 + best[0], line.x0 + best[1]
    return Box(line.x0, line.y0, x0, line.y1), Box(x1, line.y0, line.x1, line.y1)


def label_text(text: str) -> str:
    """A label as a person names it: the punctuation around it dropped ("Summary:" → "Summary")."""
    start, end = 0, len(text)
    while start < end and not normalise(text[start]):
        start += 1
    while end > start and not normalise(text[end - 1]):
        end -= 1
    return text[start:end]


# -- the box under a point ----------------------------------------------------------------------


class _Probe:
    """Flood fills on one frame, with the page's background remembered: a point in a region
    already found to be no field (the page, a panel) is not filled again."""

    def __init__(self, pixels: np.ndarray, lines: list[OcrLine], unit: float) -> None:
        self.pixels = np.array(pixels[:, :, :3], dtype=np.uint8, order="C")  # writable: cv2 insists
        self.lines = split_labels(lines, self.pixels)
        self.unit = unit
        self.height, self.width = self.pixels.shape[:2]
        # Every region filled so far, by the number it was filled with, and what it turned out to be.
        self._mask = np.zeros((self.height + 2, self.width + 2), np.uint8)
        self._outcome: dict[int, tuple[Box, str] | str | None] = {}
        # The label side of each form found so far, by its column (the fields' left edge, in text heights).
        self.sides: dict[int, str] = {}
        self._own: dict[Box, Box | None] = {}

    def column(self, field: Box) -> list[tuple[Box, str]]:
        """The text fields (edit, combo, text area) above and below ``field`` that start where it does."""
        u = self.unit
        x = min(self.width - 1, field.x0 + max(2, round(0.5 * u)))
        step = max(2, round(0.5 * u))
        found: dict[Box, str] = {}
        for y in range(step // 2, self.height, step):
            hit = self.box(x, y)
            if hit is not None and hit[1] != "checkbox" and abs(hit[0].x0 - field.x0) <= 1.5 * u:
                found.setdefault(*hit)
        return sorted(found.items(), key=lambda bk: bk[0].y0)

    def own_box(self, line: Box) -> Box | None:
        """The box of one fill that holds a text closely (a button's face, a sidebar entry's), or None
        where the text sits on the page's or a panel's background."""
        if line in self._own:
            return self._own[line]
        import cv2

        u = self.unit
        pad_x, pad_y = round(2.5 * u), round(2.2 * u)
        x0, y0 = max(0, line.x0 - pad_x), max(0, line.y0 - pad_y)
        x1, y1 = min(self.width, line.x1 + pad_x), min(self.height, line.y1 + pad_y)
        crop = np.ascontiguousarray(self.pixels[y0:y1, x0:x1])
        own: Box | None = None
        cx, cy = line.center
        # The fill around the text: seeded in its padding (the middle of a text is often ink), on
        # each side, as OCR's box may reach past the glyphs on one side and not the other.
        for px, py in ((line.x0 - 2, cy), (line.x1 + 1, cy), (cx, line.y0 - 2), (cx, line.y1 + 1)):
            if not (x0 <= px < x1 and y0 <= py < y1):
                continue
            mask = np.zeros((crop.shape[0] + 2, crop.shape[1] + 2), np.uint8)
            tol = (_FILL_TOLERANCE,) * 3
            flags = 4 | cv2.FLOODFILL_MASK_ONLY | (1 << 8)
            _, _, _, (rx, ry, rw, rh) = cv2.floodFill(crop, mask, (px - x0, py - y0), (0, 0, 0), tol, tol, flags)
            closed = rx > 0 and ry > 0 and rx + rw < crop.shape[1] and ry + rh < crop.shape[0]
            box = Box(rx + x0, ry + y0, rx + rw + x0, ry + rh + y0)
            holds = box.x0 <= line.x0 + 2 and box.y0 <= line.y0 + 2 and box.x1 >= line.x1 - 2 and box.y1 >= line.y1 - 2
            if closed and holds:
                own = box
                break
        self._own[line] = own
        return own

    def box(self, x: int, y: int) -> tuple[Box, str] | None:
        """The field-shaped region around (x, y) and its kind, or None."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        u = self.unit
        step = max(2, round(0.35 * u))
        # The point may sit on a glyph, or in a glyph's counter ("o", "g"): try the fill next to it,
        # then a little above, below and to the sides.
        for dx, dy in ((0, 0), (0, -step), (0, step), (-step, 0), (step, 0)):
            sx, sy = _seed(self.pixels, min(self.width - 1, max(0, x + dx)), min(self.height - 1, max(0, y + dy)))
            known = int(self._mask[sy + 1, sx + 1])
            outcome = self._outcome[known] if known else self._fill(sx, sy)
            if outcome == "tiny":
                continue
            if outcome is None or isinstance(outcome, str):
                return None
            box = outcome[0]
            return outcome if box.x0 <= x < box.x1 and box.y0 <= y < box.y1 else None
        return None

    def _fill(self, sx: int, sy: int) -> tuple[Box, str] | str | None:
        import cv2  # ships with the OCR engine (rapidocr-onnxruntime); imported where needed

        if len(self._outcome) >= 254:
            self._mask[:] = 0
            self._outcome.clear()
        value = len(self._outcome) + 1
        tol = (_FILL_TOLERANCE,) * 3
        flags = 4 | cv2.FLOODFILL_MASK_ONLY | (value << 8)
        _, _, _, (rx, ry, rw, rh) = cv2.floodFill(self.pixels, self._mask, (sx, sy), (0, 0, 0), tol, tol, flags)
        outcome: tuple[Box, str] | str | None = None
        if rw > 0 and rh > 0:
            box = Box(rx, ry, rx + rw, ry + rh)
            region = self._mask[ry + 1 : ry + rh + 1, rx + 1 : rx + rw + 1] == value
            u = self.unit
            if rw < 0.3 * u or rh < 0.3 * u:
                outcome = "tiny"  # a glyph's counter, a rule, a frame: not the inside of anything
            elif (rw <= _MAX_W * self.width or rh <= _EDIT_MAX_H * u) and rh <= _MAX_H * self.height:
                # As short as an edit line, a field may run nearly across the screen (a maximised
                # dialog's entry at 125 %); anything taller that wide is a page or a panel.
                kind = self._kind(box, region)
                outcome = (box, kind) if kind is not None else None
        self._outcome[value] = outcome
        return outcome

    def _kind(self, box: Box, inside: np.ndarray) -> str | None:
        touches = box.x0 == 0 or box.y0 == 0 or box.x1 == self.width or box.y1 == self.height
        if touches:
            return None
        if inside.mean() < _MIN_FILL_SHARE:
            return None
        # A rectangle's inside runs along all four sides of its bounding box (rounded corners aside).
        edges = (inside[0].mean(), inside[-1].mean(), inside[:, 0].mean(), inside[:, -1].mean())
        if min(edges) < _MIN_EDGE_SHARE:
            return None
        u = self.unit
        w, h = box.width, box.height
        slack = 0.3 * u
        for line in self.lines:
            b = line.box
            if _centre_in(b, box) and (b.y0 < box.y0 - slack or b.y1 > box.y1 + slack or b.x1 > box.x1 + slack):
                # Text running out of the region: the region is a band of a shaded face (a button's
                # gradient), not the inside of a field, which holds its text whole.
                return None
        if _CHECK_MIN * u <= min(w, h) and max(w, h) <= _CHECK_MAX * u and min(w, h) >= _CHECK_SQUARE * max(w, h):
            return "checkbox"
        if h > _EDIT_MAX_H * u:
            # A text area: taller than any button (its resize grip sits in a corner, where no text
            # starts). Its shape is no edit box's: its rows grow with the scale while its width is
            # what the page's column leaves, which narrows as a page is zoomed.
            if w < 3 * u or w < _AREA_MIN_ASPECT * h or self._holds_controls(self._ink(inside), box):
                return None
            return "multiline"
        if h < _EDIT_MIN_H * u or w < _EDIT_MIN_ASPECT * h:
            return None
        ink = self._ink(inside)
        arrow = self._arrow(ink, box)
        if arrow:
            ink = ink.copy()
            ink[:, max(0, box.width - round(2.2 * u)) :] = False
        # A combo box shows its value as text: an arrow beside an icon and a label OCR did not
        # read (a dialog's "OK" button with its icon) is a button.
        shows_value = any(_centre_in(line.box, box) for line in self.lines)
        if _button_like(ink, box, u, combo=arrow and shows_value):
            return None  # a button: its label or icon sits in the middle, or away from the left edge
        return "combo" if arrow else "edit"

    @staticmethod
    def _ink(region: np.ndarray) -> np.ndarray:
        """The content of a region: the holes inside it (glyphs, an arrow, a check mark), not the
        corners its rounded frame leaves in its bounding box."""
        import cv2

        outside = np.pad(~region, 1, constant_values=True).astype(np.uint8)
        mask = np.zeros((outside.shape[0] + 2, outside.shape[1] + 2), np.uint8)
        cv2.floodFill(outside, mask, (0, 0), 2, 0, 0, 4)
        return np.asarray(outside[1:-1, 1:-1] == 1)

    def _holds_controls(self, ink: np.ndarray, box: Box) -> bool:
        """Whether a region holds a thing no text read inside it covers, as large as a control (an
        input, a button): a group or a panel of a form, whose labels are its own, not a text area's
        value."""
        import cv2

        u = self.unit
        free = ink.astype(np.uint8)
        for line in self.lines:
            b = line.box
            if _centre_in(b, box):
                free[
                    max(0, b.y0 - box.y0 - 2) : max(0, b.y1 - box.y0 + 2),
                    max(0, b.x0 - box.x0 - 2) : max(0, b.x1 - box.x0 + 2),
                ] = 0
        count, _, stats, _ = cv2.connectedComponentsWithStats(free, connectivity=8)
        return any(
            stats[i, cv2.CC_STAT_WIDTH] >= _CONTROL_MIN_W * u and stats[i, cv2.CC_STAT_HEIGHT] >= _CONTROL_MIN_H * u
            for i in range(1, count)
        )

    def _arrow(self, ink: np.ndarray, box: Box) -> bool:
        """Ink at the field's right end that no OCR line covers: a combo box's arrow."""
        u = self.unit
        start = max(0, box.width - round(2.2 * u))
        right = ink[:, start:].copy()
        for line in self.lines:
            b = line.box
            if b.x1 > box.x0 + start and b.x0 < box.x1 and b.y1 > box.y0 and b.y0 < box.y1:
                x0, x1 = max(0, b.x0 - box.x0 - start - 2), max(0, b.x1 - box.x0 - start + 2)
                right[:, x0:x1] = False
        ys, xs = np.nonzero(right)
        if len(xs) < 4:
            # OCR's box of the value may reach over the arrow ("Accounts" boxed to the field's end).
            return _trailing_arrow(ink, start, u)
        return bool((ys.max() - ys.min() + 1) <= 1.2 * u and (xs.max() - xs.min() + 1) <= 1.6 * u)


def _trailing_arrow(ink: np.ndarray, start: int, u: float) -> bool:
    """Whether the last mark inside a field, apart from any text before it by a gap, is a drop-down
    arrow: small, in the field's right end, as high as the field's middle, and pointing down (its
    widest rows in its upper half, where a letter is as wide at the bottom as at the top)."""
    cols = np.flatnonzero(ink.any(axis=0))
    if cols.size == 0:
        return False
    gap = max(2, round(_ARROW_GAP * u))
    end = first = int(cols[-1])
    for c in cols[::-1][1:]:
        if first - int(c) > gap:
            break
        first = int(c)
    if first < start:
        return False
    mark = ink[:, first : end + 1]
    rows = np.flatnonzero(mark.any(axis=1))
    top, bottom = int(rows[0]), int(rows[-1])
    height, width = bottom - top + 1, end - first + 1
    if height < 2 or height > _ARROW_MAX_H * u or width > _ARROW_MAX_W * u:
        return False
    if abs((top + bottom) / 2 - (ink.shape[0] - 1) / 2) > _ARROW_OFF_MIDDLE * u:
        return False
    widths = mark[top : bottom + 1].sum(axis=1)
    widest = int(np.argmax(widths))
    return bool(widths[-1] <= _ARROW_NARROWING * widths[widest] and widest < 2 * height / 3)


# A drop-down arrow under OCR's box of the value, in text heights: apart from the text by this gap,
# this high and wide at most, its middle this near the field's; widest in its upper two thirds and
# its bottom row this narrow at most, as a share of its widest (a down-pointing chevron or triangle).
_ARROW_GAP = 0.15
_ARROW_MAX_H, _ARROW_MAX_W = 0.6, 1.0
_ARROW_OFF_MIDDLE = 0.25
_ARROW_NARROWING = 0.5


def _seed(pixels: np.ndarray, x: int, y: int) -> tuple[int, int]:
    """A fill pixel next to (x, y): the point may sit on a glyph of the field's own text."""
    h, w = pixels.shape[:2]
    x0, x1, y0, y1 = max(0, x - 4), min(w, x + 5), max(0, y - 4), min(h, y + 5)
    window = pixels[y0:y1, x0:x1].reshape(-1, 3).astype(np.int32)
    keys = (window[:, 0] // 8) * 1024 + (window[:, 1] // 8) * 32 + window[:, 2] // 8
    values, counts = np.unique(keys, return_counts=True)
    idx = np.flatnonzero(keys == values[int(np.argmax(counts))])
    ys, xs = idx // (x1 - x0) + y0, idx % (x1 - x0) + x0
    nearest = int(np.argmin((xs - x) ** 2 + (ys - y) ** 2))
    return int(xs[nearest]), int(ys[nearest])


def _button_like(ink: np.ndarray, box: Box, u: float, *, combo: bool = False) -> bool:
    """Whether a region's content sits in its middle or away from its left edge (a button's label
    or icon), rather than at its left padding (a field's value or placeholder) or nowhere (empty).

    A combo box (its arrow already cut off) pads its value more than an edit box does (a
    styled ``<select>``: about a line height).
    """
    cols = np.flatnonzero(ink.any(axis=0))
    if cols.size == 0:
        return False
    left, right = int(cols[0]), box.width - 1 - int(cols[-1])
    if abs(left - right) <= max(0.25 * u, 0.1 * box.width):
        return True
    return left > (_COMBO_PADDING if combo else _EDIT_PADDING) * u


# A field's value starts this far from its left edge at most, in text heights.
_EDIT_PADDING = 0.6
_COMBO_PADDING = 1.4


# -- labels by layout -----------------------------------------------------------------------------


def _mid_y(box: Box) -> float:
    return (box.y0 + box.y1) / 2


def _on_row(line: Box, field: Box, kind: str, u: float) -> bool:
    if kind == "multiline":
        return field.y0 - 0.4 * u <= _mid_y(line) <= field.y1
    return field.y0 - 0.4 * u <= _mid_y(line) <= field.y1 + 0.4 * u


def _part_left_of(line: OcrLine, x: int) -> OcrLine | None:
    """The part of ``line`` left of ``x`` (a label OCR glued to the value of the field beside it)."""
    if line.box.x1 <= x + 2:
        return line
    if line.box.x0 >= x - 2:
        return None
    text = line.text
    cut = 0
    for i in range(1, len(text) + 1):
        if sub_box(line, 0, i).x1 <= x + 1:
            cut = i
    part = label_text(text[:cut])
    if not normalise(part):
        return None
    return OcrLine(text[:cut], sub_box(line, 0, cut), line.score)


def _candidates_left(
    field: Box, kind: str, lines: list[OcrLine], u: float, reach: float, pixels: np.ndarray | None = None
) -> list[OcrLine]:
    out = []
    for line in lines:
        if not _on_row(line.box, field, kind, u):
            continue
        part = _part_left_of(line, field.x0)
        if part is None or field.x0 - part.box.x1 > reach * u:
            continue
        if pixels is not None and _border_between(pixels, part.box.center[0], field, u):
            continue  # the text is in another window or panel (behind a dialog): not this field's label
        out.append(part)
    return sorted(out, key=lambda ln: -ln.box.x1)


# A window's or a panel's edge: a column of one shade, running a line height above and below the
# field, that stands out from the columns beside it by this much gray.
_BORDER_CONTRAST = 40
_BORDER_EVEN = 16


def _border_between(pixels: np.ndarray, x_text: int, field: Box, u: float) -> bool:
    """Whether a window's or a panel's edge runs between a text (its middle at ``x_text``) and the field.

    The top-most window owns a field: a word of the window behind a dialog, left of the dialog's
    field, is on the other side of the dialog's edge. The field's own frame (next to its inside)
    does not count: it does not run past the field's rows. OCR's box of the text may reach over
    the edge, so the search starts in the text's middle; a gap between two glyphs is no edge (the
    columns beside it hold ink: an edge has an even side).
    """
    h, w = pixels.shape[:2]
    y0, y1 = max(0, field.y0 - round(u)), min(h, field.y1 + round(u))
    x0, x1 = max(2, x_text), min(w - 2, field.x0 - 5)
    if x1 <= x0 or y1 - y0 < 3:
        return False
    gray = pixels[y0:y1, x0 - 2 : x1 + 2, :3].astype(np.int16).mean(axis=2)
    even = (gray.max(axis=0) - gray.min(axis=0)) <= _BORDER_EVEN
    mean = gray.mean(axis=0)
    for i in range(2, gray.shape[1] - 2):
        if not even[i]:
            continue
        left, right = abs(mean[i] - mean[i - 2]), abs(mean[i] - mean[i + 2])
        if left >= _BORDER_CONTRAST and right >= _BORDER_CONTRAST and (even[i - 2] or even[i + 2]):
            return True
    return False


def _candidates_right(field: Box, kind: str, lines: list[OcrLine], u: float) -> list[OcrLine]:
    # OCR's box of a checkbox's label may begin over the box itself.
    out = [
        ln
        for ln in lines
        if _on_row(ln.box, field, kind, u)
        and (ln.box.x0 + ln.box.x1) / 2 > field.x1
        and ln.box.x0 - field.x1 <= _CHECK_GAP * u
    ]
    return sorted(out, key=lambda ln: ln.box.x0)


def _candidates_above(field: Box, lines: list[OcrLine], u: float, reach: float) -> list[OcrLine]:
    # OCR's box of the label right above may reach into the field's frame.
    out = [
        ln
        for ln in lines
        if _mid_y(ln.box) < field.y0
        and ln.box.y1 <= field.y0 + 0.35 * u
        and field.y0 - ln.box.y1 <= reach
        and ln.box.x0 < field.x1
        and ln.box.x1 > field.x0 - u
        and ln.box.x0 >= field.x0 - 2.5 * u
    ]
    return sorted(out, key=lambda ln: (field.y0 - ln.box.y1, abs(ln.box.x0 - field.x0)))


class _Labeller:
    """The label of a field by layout; text inside another field, a checkbox's label, or a control
    of its own (a button) is none, and a form's fields take their labels from one side."""

    def __init__(self, probe: _Probe) -> None:
        self.probe = probe

    def label(self, field: Box, kind: str) -> OcrLine | None:
        lines = [ln for ln in self.probe.lines if not _centre_in(ln.box, field) and normalise(ln.text)]
        u = self.probe.unit
        if kind == "checkbox":
            ordered = _candidates_right(field, kind, lines, u) + _candidates_left(
                field, kind, lines, u, _CHECK_GAP, self.probe.pixels
            )
            return self._first_free(ordered, field)
        left, above = self._sides(field, kind, lines)
        side = self._form_side(field)
        if side == "above" and above is not None:
            return above
        if side == "left" and left is not None:
            return left
        if left is not None and field.x0 - left.box.x1 <= _LEFT_NEAR * u:
            return left
        if above is not None:
            return above
        if left is not None:
            return left
        if kind in ("edit", "combo"):
            # A stack of fields under one heading: look up past the fields above this one.
            return self._first_free(_candidates_above(field, lines, u, 2 * u + _STACK_FIELDS * field.height), field)
        return None

    def _sides(self, field: Box, kind: str, lines: list[OcrLine]) -> tuple[OcrLine | None, OcrLine | None]:
        """The field's nearest free label left of it on its row, and right above it (either may be None)."""
        u = self.probe.unit
        left = self._first_free(_candidates_left(field, kind, lines, u, _LEFT_GAP, self.probe.pixels), field)
        above = self._first_free(_candidates_above(field, lines, u, _ABOVE_GAP * u), field)
        return left, above

    def _form_side(self, field: Box) -> str:
        """The side the labels of the field's form sit on: ``"above"``, ``"left"``, or ``""`` when
        the form does not say (a field alone, or as many fields of each kind).

        The form is the column of edit fields that start where this one does. Each votes for the
        side its own label candidate is on, and a side's votes count only the candidates at one
        distance from their fields (the median's, within half a text height): a form's labels
        are set out alike, a sidebar's entries beside it sit at whatever distance its layout
        leaves. A text that is a control of its own is no candidate (:meth:`_first_free`).
        """
        probe = self.probe
        u = probe.unit
        key = round(field.x0 / max(1.0, u))
        if key in probe.sides:
            return probe.sides[key]
        column = probe.column(field)
        lines = [ln for ln in probe.lines if normalise(ln.text)]
        offsets: dict[str, list[float]] = {"left": [], "above": []}
        for box, kind in column:
            own = [ln for ln in lines if not _centre_in(ln.box, box)]
            left, above = self._sides(box, kind, own)
            if left is not None:
                offsets["left"].append(box.x0 - left.box.x1)
            if above is not None:
                offsets["above"].append(box.y0 - above.box.y1)
        votes = {side: _alike(values, 0.5 * u) for side, values in offsets.items()}
        side = ""
        if len(column) >= 2 and votes["above"] != votes["left"]:
            side = "above" if votes["above"] > votes["left"] else "left"
        probe.sides[key] = side
        return side

    def _first_free(self, candidates: list[OcrLine], field: Box) -> OcrLine | None:
        for line in candidates:
            if not label_text(line.text) or self._taken(line.box, field) or self._control(line.box, field):
                continue
            return line
        return None

    def _control(self, line: Box, field: Box) -> bool:
        """Whether a text is a control of its own (a button, a sidebar's entry): drawn on a box of
        its own fill that holds it closely, not joined to the field (a label drawn as a tab on the
        field's frame is the field's)."""
        own = self.probe.own_box(line)
        if own is None:
            return False
        u = self.probe.unit
        joined_above = 0 <= field.y0 - own.y1 <= 0.4 * u and own.x0 < field.x1 and field.x0 < own.x1
        joined_left = 0 <= field.x0 - own.x1 <= 0.4 * u and own.y0 < field.y1 and field.y0 < own.y1
        return not (joined_above or joined_left)

    def _taken(self, line: Box, field: Box) -> bool:
        """Whether a text belongs to another field: its value or placeholder, or a checkbox's label."""
        probe = self.probe
        u = probe.unit
        y = round(_mid_y(line))
        for x in (line.x0 - 3, line.x1 + 3):
            found = probe.box(x, y)
            if found is not None and found[0] != field and _centre_in(line, found[0]):
                return True
        for k in (1.5, 1.0, 0.6, 0.3, -0.3, -0.6):
            found = probe.box(round(line.x0 - k * u), y)
            if found is not None and found[1] == "checkbox" and found[0] != field:
                return True
        return False


def _alike(values: list[float], tolerance: float) -> int:
    """How many of ``values`` lie within ``tolerance`` of their median (0 for none)."""
    if not values:
        return 0
    middle = statistics.median(values)
    return sum(abs(v - middle) <= tolerance for v in values)


def _centre_in(inner: Box, outer: Box) -> bool:
    cx, cy = (inner.x0 + inner.x1) / 2, (inner.y0 + inner.y1) / 2
    return outer.x0 <= cx < outer.x1 and outer.y0 <= cy < outer.y1


def _field(probe: _Probe, box: Box, kind: str, read: Reader | None = None) -> Field:
    label = _Labeller(probe).label(box, kind)
    glued = label is not None and any(
        ln.box.x0 == label.box.x0 and ln.box.y0 == label.box.y0 and ln.box.x1 > label.box.x1 for ln in probe.lines
    )
    if label is not None and read is not None and glued:
        # OCR glued the label to the field's own text ("Prioritybug"): the part left of the field,
        # cut by character widths, may end mid-word; read that part alone.
        crop = probe.pixels[max(0, label.box.y0 - 2) : label.box.y1 + 2, max(0, label.box.x0 - 2) : box.x0 - 1]
        reread = " ".join(ln.text for ln in read(crop)) if crop.size else ""
        if normalise(reread):
            label = OcrLine(reread, label.box, label.score)
    inside = [ln for ln in probe.lines if _centre_in(ln.box, box)]
    inside.sort(key=lambda ln: (ln.box.y0 + ln.box.y1, ln.box.x0))
    text = " ".join(ln.text for ln in inside)
    placeholder = bool(text) and kind in ("edit", "multiline") and _fainter(probe, inside, box, label)
    return Field(box, kind, label_text(label.text) if label is not None else "", text, placeholder)


def _contrast(pixels: np.ndarray, box: Box, background: np.ndarray) -> float:
    patch = pixels[max(0, box.y0) : box.y1, max(0, box.x0) : box.x1].astype(np.int16)
    if patch.size == 0:
        return 0.0
    return float(np.abs(patch - background).max(axis=2).max())


def _fainter(probe: _Probe, inside: list[OcrLine], field: Box, label: OcrLine | None) -> bool:
    """Whether the text inside a field is drawn fainter than text outside it (a placeholder)."""
    pixels = probe.pixels
    fill = pixels[field.y0 + 1, field.x0 + 1].astype(np.int16)
    own = max(_contrast(pixels, ln.box, fill) for ln in inside)
    if label is not None:
        page = pixels[max(0, label.box.y0 - 1), max(0, label.box.x0 - 1)].astype(np.int16)
        reference = _contrast(pixels, label.box, page)
    else:
        reference = 255.0
    return own < _PLACEHOLDER_CONTRAST * reference


# -- the field under a click, and the fields a target names ------------------------------------


def field_at(pixels: np.ndarray, lines: list[OcrLine], x: int, y: int, *, read: Reader | None = None) -> Field | None:
    """The input field whose inside holds (``x``, ``y``) on this screen, with its label; None when none does.

    ``read`` (an OCR engine's ``read``) re-reads a label OCR glued to the field's own text.
    """
    probe = _Probe(pixels, lines, text_unit(lines))
    found = probe.box(x, y)
    if found is None:
        return None
    return _field(probe, *found, read=read)


def _same_name(seen: str, wanted: str) -> bool:
    a, b = normalise(seen), normalise(wanted)
    if not a or not b:
        return False
    if a == b:
        return True
    return min(len(a), len(b)) >= 4 and difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= FUZZY_THRESHOLD


def find_fields(pixels: np.ndarray, lines: list[OcrLine], target: FieldTarget) -> list[Field]:
    """Every field on this screen that ``target`` names, in reading order (top to bottom, then left to right).

    A field named by its label is looked for next to each place its label shows — right of it
    on its row, below it (down a stack of fields), left of it for a checkbox — and kept only
    when its own label, found by layout as :func:`field_at` finds it, is that label. A field
    named by its placeholder is the field around that text. A kind, when given, must match.
    """
    probe = _Probe(pixels, lines, text_unit(lines))
    found: dict[Box, Field] = {}

    def keep(box: Box, kind: str) -> None:
        if box in found or (target.kind and not _kinds_agree(kind, target.kind)):
            return
        field = _field(probe, box, kind)
        if _same_name(field.label, target.label):
            found[box] = field

    if target.label:
        for match in find_all(probe.lines, target.label):
            for x, y in _probe_points(match.box, probe):
                hit = probe.box(x, y)
                if hit is not None:
                    keep(*hit)
    if not found and target.placeholder:
        for match in find_all(probe.lines, target.placeholder):
            for x in (match.box.x0 - 2, match.box.center[0]):
                hit = probe.box(x, match.box.center[1])
                if hit is not None and _centre_in(match.box, hit[0]):
                    field = _field(probe, *hit)
                    if not target.kind or _kinds_agree(field.kind, target.kind):
                        found.setdefault(hit[0], field)
                    break
    return sorted(found.values(), key=lambda f: (f.box.y0 + f.box.y1, f.box.x0))


def find_field(pixels: np.ndarray, lines: list[OcrLine], target: FieldTarget, occurrence: int = 0) -> Field | None:
    """The ``occurrence``-th field (reading order) that ``target`` names on this screen, or None."""
    fields = find_fields(pixels, lines, target)
    return fields[occurrence] if 0 <= occurrence < len(fields) else None


def _kinds_agree(seen: str, wanted: str) -> bool:
    # A text area only a little taller than a line at one scale reads as an edit box at another.
    return seen == wanted or {seen, wanted} == {"edit", "multiline"}


def _probe_points(label: Box, probe: _Probe) -> list[tuple[int, int]]:
    """Points where a field of ``label`` may be: right of it on its row, below it, left of it (a checkbox)."""
    u = probe.unit
    step = max(2, round(_PROBE_STEP * u))
    y = round(_mid_y(label))
    points = [(x, y) for x in range(label.x1 + step // 2, min(probe.width, label.x1 + round(_PROBE_RIGHT * u)), step)]
    x0 = label.x0 + step
    for x in (x0, round((label.x0 + label.x1) / 2)):
        points += [(x, yy) for yy in range(label.y1 + 2, min(probe.height, label.y1 + round(_PROBE_BELOW * u)), step)]
    # A checkbox left of its label (OCR's box of the label may begin over it).
    points += [(x, y) for x in range(label.x0 + round(1.5 * u), max(0, label.x0 - round(_CHECK_GAP * u)), -step)]
    return points
