"""Ground a recorded click to the text under it: a target by text and its occurrence, the point as a fallback.

A task replayed on another screen finds its targets by OCR, so a click on a text (a link, a
button, a menu item) is kept as "the n-th match of this text, top to bottom" whenever the
recorder can verify that this is what the runner's grounding
(:func:`screenroute.edge.grounding.find_text`) would pick on the screen the person clicked:
the text line under the point, narrowed to the label or value part of a glued
``Label:value`` line, or to the word under the point in a long line. Otherwise the point is kept.
A short text that is no word of its screen (:func:`not_a_word`: an icon OCR read as a letter of a
script nothing else there is written in, or that reads otherwise when its crop is read at another
scale) is kept as a point too.

A click into an input field is not a click on a word: the builder grounds it as the field
itself (:mod:`screenroute.edge.fields`) before it asks here. The word nearest to an empty
field is never its target — a heading over a sidebar's login box focuses nothing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from screenroute.contract import normalise
from screenroute.edge.fields import Field
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_all, sub_box
from screenroute.edge.ocr.base import OcrLine

__all__ = [
    "ClickTarget",
    "ground_click",
    "label_read_from_an_icon",
    "line_under",
    "not_a_word",
    "occurrence_near",
    "readings_at",
    "script_of",
]

#: Reads the text lines of an image (an OCR engine's ``read``).
Reader = Callable[[np.ndarray], list[OcrLine]]

# A point this close to a line's box still counts as on it (OCR boxes hug the glyphs).
_ON_MARGIN = 4
# Lines longer than this are narrowed to the word under the point.
_LONG_LINE_CHARS = 32
_LONG_LINE_WORDS = 4
# A column of a text's box whose gray varies by at most this much holds no ink.
_BLANK_RANGE = 12
# A blank run this wide (share of the line's height, and at least this many px) separates two
# controls OCR read as one word; a space between two words of one label is narrower.
_GAP_SHARE, _GAP_MIN_PX = 0.4, 8
# Split a line into parts at spaces, and after a colon that glues a label to its value.
_PARTS = re.compile(r"[^\s:：]+[:：]?")
# A text this short (normalised characters) may be what OCR made of an icon ("区" for a dock's
# close button, a box with a cross in it): one glyph of a likely shape, read with confidence.
_SHORT_TEXT = 3
# Another text vouches for a script when it holds at least this many letters of it (a lone glyph
# elsewhere may be another icon).
_SCRIPT_LETTERS = 2
# The short text's crop read again alone, as (padding in the box's heights, scale): a word reads
# the same at either; an icon's strokes turn into other glyphs or none ("回冈", "其", "图", "x", "").
# Measured on drawn dock buttons and Qt Linguist's: each icon misread at one of these at least,
# lone CJK glyphs and "OK" read the same at both.
_REREADS = ((1 / 3, 0.75), (1 / 3, 3.0))


@dataclass(frozen=True)
class ClickTarget:
    """Where a click went, as a task file says it: ``text`` + ``occurrence``, or only ``point``.

    ``via`` says how: ``"text"`` (the text under the point), ``"field"`` (the input field
    clicked into, named by its label), ``"point"`` (no text to ground to).
    """

    text: str
    occurrence: int
    point: tuple[int, int]
    via: str
    box: Box | None = None


def _contains(box: Box, x: int, y: int, margin: int = 0) -> bool:
    return box.x0 - margin <= x < box.x1 + margin and box.y0 - margin <= y < box.y1 + margin


def _icon_glyph(ch: str) -> bool:
    """A character OCR makes of an icon in front of a Latin label: a wide CJK glyph or a symbol."""
    return not ch.isascii() and (unicodedata.east_asian_width(ch) in ("W", "F") or unicodedata.category(ch)[0] == "S")


def _strip(text: str) -> str:
    """Drop the punctuation OCR puts around a label ("[defect", "Summary:", "|Preferences").

    An icon in front of a Latin label is often read as one CJK glyph or symbol ("十 Create
    New...", "十Create New.." for a plus sign): it goes too when the rest is an ASCII label.
    """
    if len(text) > 2 and _icon_glyph(text[0]):
        rest = text[1:].lstrip()
        if rest.isascii() and normalise(rest):
            text = rest
    start, end = 0, len(text)
    while start < end and not normalise(text[start]):
        start += 1
    while end > start and not normalise(text[end - 1]):
        end -= 1
    return text[start:end]


def _part_under(line: OcrLine, x: int) -> tuple[str, Box]:
    """The part of ``line`` under ``x``: a glued label/value split at its colon, a word of a long line."""
    text = line.text
    parts = [(m.start(), m.end()) for m in _PARTS.finditer(text)]
    glued = any(text[e - 1] in ":：" and e < len(text) and not text[e].isspace() for _, e in parts)
    long_line = len(text) > _LONG_LINE_CHARS or len(parts) > _LONG_LINE_WORDS
    if len(parts) < 2 or not (glued or long_line):
        return text, line.box
    if glued and not long_line:
        # "Priority:major": split only at the colon, keep words that belong together.
        cut = next(e for _, e in parts if text[e - 1] in ":：" and e < len(text))
        pieces = [(0, cut), (cut, len(text))]
    else:
        pieces = parts
    for start, end in pieces:
        box = sub_box(line, start, end)
        if box.x0 <= x < box.x1:
            return text[start:end], box
    start, end = min(pieces, key=lambda se: abs(sub_box(line, *se).center[0] - x))
    return text[start:end], sub_box(line, start, end)


def occurrence_near(lines: list[OcrLine], target: str, near: Box) -> int | None:
    """The index of the match of ``target`` the runner would count for the box ``near`` (None if none is there)."""
    matches = find_all(lines, target)
    best, best_distance = None, None
    cx, cy = near.center
    for i, match in enumerate(matches):
        b = match.box
        overlaps = b.x0 < near.x1 and near.x0 < b.x1 and b.y0 < near.y1 and near.y0 < b.y1
        if not overlaps:
            continue
        distance = abs(b.center[0] - cx) + abs(b.center[1] - cy)
        if best_distance is None or distance < best_distance:
            best, best_distance = i, distance
    return best


def line_under(lines: list[OcrLine], x: int, y: int) -> OcrLine | None:
    """The smallest text line whose box holds (``x``, ``y``), a few pixels of margin allowed."""
    under = [ln for ln in lines if _contains(ln.box, x, y, _ON_MARGIN)]
    return min(under, key=lambda ln: ln.box.width * ln.box.height) if under else None


def ground_click(
    lines: list[OcrLine], x: int, y: int, pixels: np.ndarray | None = None, read: Reader | None = None
) -> ClickTarget:
    """The task-file target of a click at (``x``, ``y``) on a screen whose OCR is ``lines``.

    ``pixels`` (the screen) tells neighbouring controls OCR glued into one word apart; ``read``
    (an OCR engine's ``read``) reads the control under the point alone, so it is grounded by its
    own text when the runner's grounding finds that text there.
    """
    line = line_under(lines, x, y)
    if line is None:
        return ClickTarget("", 0, (x, y), "point")
    text, box = _part_under(line, x)
    via = "text"
    target = _strip(text)
    if not normalise(target):
        return ClickTarget("", 0, (x, y), "point")
    occurrence = occurrence_near(lines, target, box)
    if occurrence is None:
        return ClickTarget("", 0, (x, y), "point")
    runner_x = round(find_all(lines, target)[occurrence].box.center[0])
    if _gap_between(pixels, box, x, runner_x) or _several_controls(pixels, box):
        # OCR glued neighbouring controls into one word ("EileEdit" for the File and Edit
        # menus), or read them as words of one line ("Eile Edit"): the runner clicks the middle
        # of that text, which is another control, or the gap between them.
        return _glued_part(lines, x, y, box, pixels, read)
    return ClickTarget(target, occurrence, (x, y), via, box)


def _glued_part(
    lines: list[OcrLine], x: int, y: int, box: Box, pixels: np.ndarray | None, read: Reader | None
) -> ClickTarget:
    """The control under (x, y) inside a text OCR glued to its neighbours, read alone; else the point.

    Its text is a target only where the runner's grounding of that text (a part of the glued
    line, placed by character widths) lands on the same control.
    """
    point = ClickTarget("", 0, (x, y), "point")
    if pixels is None or read is None:
        return point
    span = _ink_span(pixels, box, x)
    if span is None:
        return point
    x0, x1 = span
    crop = np.ascontiguousarray(pixels[max(0, box.y0 - 3) : box.y1 + 3, max(0, x0 - 3) : x1 + 3, :3])
    if crop.size == 0:
        return point
    target = _strip(" ".join(ln.text for ln in read(crop)))
    if not normalise(target):
        return point
    for i, match in enumerate(find_all(lines, target)):
        cx, cy = match.box.center
        if x0 <= cx < x1 and box.y0 <= cy < box.y1:
            return ClickTarget(target, i, (x, y), "text", Box(x0, box.y0, x1, box.y1))
    return point


def _ink_span(pixels: np.ndarray, box: Box, x: int) -> tuple[int, int] | None:
    """The columns of ``box`` around ``x`` between blank runs wider than a word space: one control's label."""
    h, w = pixels.shape[:2]
    lo, hi = max(0, box.x0), min(w, box.x1)
    band = pixels[max(0, box.y0) : min(h, box.y1), lo:hi].astype(np.int16).mean(axis=2)
    band = band[(band.max(axis=1) - band.min(axis=1)) > _BLANK_RANGE]
    if band.size == 0 or not lo <= x < hi:
        return None
    blank = (band.max(axis=0) - band.min(axis=0)) <= _BLANK_RANGE
    gap = max(_GAP_MIN_PX, _GAP_SHARE * box.height)
    # Cut at every blank run at least ``gap`` wide; keep the piece that holds x.
    pieces = _pieces(blank, gap)
    for a, b in pieces:
        if lo + a <= x < lo + b:
            return lo + a, lo + b
    return None


def _several_controls(pixels: np.ndarray | None, box: Box) -> bool:
    """Whether blank runs wider than a word space cut ``box`` into more than one label."""
    if pixels is None:
        return False
    h, w = pixels.shape[:2]
    lo, hi = max(0, box.x0), min(w, box.x1)
    band = pixels[max(0, box.y0) : min(h, box.y1), lo:hi].astype(np.int16).mean(axis=2)
    band = band[(band.max(axis=1) - band.min(axis=1)) > _BLANK_RANGE]
    if band.size == 0:
        return False
    blank = (band.max(axis=0) - band.min(axis=0)) <= _BLANK_RANGE
    return len(_pieces(blank, max(_GAP_MIN_PX, _GAP_SHARE * box.height))) > 1


def _pieces(blank: np.ndarray, gap: float) -> list[tuple[int, int]]:
    """Runs of columns (start, end) separated by blank runs at least ``gap`` wide, blank edges trimmed."""
    out: list[tuple[int, int]] = []
    i, n = 0, len(blank)
    while i < n:
        while i < n and blank[i]:
            i += 1
        if i >= n:
            break
        start = i
        last_ink = i
        while i < n:
            if not blank[i]:
                last_ink = i
                i += 1
                continue
            j = i
            while j < n and blank[j]:
                j += 1
            if j - i >= gap or j >= n:
                i = j
                break
            i = j
        out.append((start, last_ink + 1))
    return out


def _gap_between(pixels: np.ndarray | None, box: Box, x: int, runner_x: int) -> bool:
    """Whether a blank run wider than a word space separates ``x`` from ``runner_x`` inside ``box``.

    Columns of the box's rows that hold no ink (gray range at most ``_BLANK_RANGE``, over the rows
    that are not even across the span) are blank;
    a run of them wider than ``_GAP_SHARE`` of the box's height (at least ``_GAP_MIN_PX``) is
    more than the space between two words of one label: the two points are on two controls.
    """
    if pixels is None:
        return False
    h, w = pixels.shape[:2]
    lo, hi = max(box.x0, min(x, runner_x), 0), min(box.x1, max(x, runner_x) + 1, w)
    band = pixels[max(0, box.y0) : min(h, box.y1), lo:hi]
    if band.size == 0:
        return False
    gray = band.astype(np.int16).mean(axis=2)
    # Rows even across the whole span (background, a rule under a menu bar) say nothing.
    gray = gray[(gray.max(axis=1) - gray.min(axis=1)) > _BLANK_RANGE]
    if gray.size == 0:
        return False
    blank = (gray.max(axis=0) - gray.min(axis=0)) <= _BLANK_RANGE
    longest = run = 0
    for is_blank in blank:
        run = run + 1 if is_blank else 0
        longest = max(longest, run)
    return longest >= max(_GAP_MIN_PX, _GAP_SHARE * box.height)


def script_of(ch: str) -> str:
    """The writing system of a letter: ``"CJK"`` for the East Asian ones (Han, kana, Hangul, which
    share a screen), else the first word of its Unicode name (``"LATIN"``, ``"CYRILLIC"``); ``""``
    for a digit, a mark or punctuation."""
    if not ch.isalpha():
        return ""
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return "CJK"
    return unicodedata.name(ch, "").split(" ", 1)[0]


def not_a_word(
    text: str, box: Box, lines: list[OcrLine], pixels: np.ndarray | None = None, read: Reader | None = None
) -> str:
    """Why ``text``, read at ``box`` on a screen whose OCR is ``lines``, is no word of that screen
    but an icon OCR read as a letter; ``""`` when it is trustworthy as a word.

    Only a short text is in doubt (an icon makes one or two glyphs). It is a word when

    * each script its letters are written in shows elsewhere on the screen, in a text that holds
      more than a lone glyph of it and is not another copy of this one (a lone CJK glyph on a
      Latin screen is an icon: the dock's close button read as "区"), and
    * its crop, read again alone at another scale and with another padding (``read``, an OCR
      engine's ``read``), reads the same each time: a word does, an icon's strokes become other
      glyphs.
    """
    want = normalise(text)
    if not want or len(want) > _SHORT_TEXT:
        return ""
    for script in sorted({script_of(ch) for ch in text} - {""}):
        vouched = any(
            sum(script_of(ch) == script for ch in ln.text) >= _SCRIPT_LETTERS
            and ln.box.overlap(box) < 0.5
            and want not in normalise(ln.text)
            for ln in lines
        )
        if not vouched:
            return f"no other text on the screen is written in its script ({script})"
    if pixels is None or read is None:
        return ""
    for pad_share, scale in _REREADS:
        again = _read_rescaled(pixels, box, read, pad_share, scale)
        if want not in again and want != "".join(again):
            return f"its crop read alone at {scale:g}x reads {' '.join(again) or 'nothing'!r}"
    return ""


def label_read_from_an_icon(field: Field, lines: list[OcrLine], pixels: np.ndarray | None, read: Reader | None) -> str:
    """Why the label the field binder took for ``field`` is an icon beside it read as a letter ("" when a word).

    The binder takes the text on the field's label side, and a toolbar's icon there (three bars read
    as "三") is text to OCR like any other: it is judged as a clicked text is (:func:`not_a_word`), at
    the reading nearest the field."""
    want = normalise(field.label)
    near = [ln for ln in lines if want and want in normalise(ln.text)]
    if not near:
        return ""
    cx, cy = field.box.center
    line = min(near, key=lambda ln: abs(ln.box.center[0] - cx) + abs(ln.box.center[1] - cy))
    return not_a_word(field.label, line.box, lines, pixels, read)


def _read_rescaled(pixels: np.ndarray, box: Box, read: Reader, pad_share: float, scale: float) -> list[str]:
    """The readings (normalised) of ``box``'s crop, padded by ``pad_share`` of its height, at ``scale``."""
    h, w = pixels.shape[:2]
    pad = max(3, round(pad_share * box.height))
    crop = pixels[max(0, box.y0 - pad) : min(h, box.y1 + pad), max(0, box.x0 - pad) : min(w, box.x1 + pad), :3]
    if crop.size == 0:
        return []
    if scale != 1.0:
        import cv2  # ships with the OCR engine (rapidocr-onnxruntime); imported where needed

        shrink = cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC
        crop = cv2.resize(crop, None, fx=scale, fy=scale, interpolation=shrink)
    return [n for ln in read(np.ascontiguousarray(crop)) if (n := normalise(ln.text))]


def readings_at(screens: list[list[OcrLine]], x: int, y: int, box: Box) -> set[str]:
    """How OCR read the element at (``x``, ``y``) on each screen where that element is (normalised).

    An element counts as the same when the part under the point overlaps ``box`` by at least
    half (a menu or a dialog over it is something else). Several readings of one element mean
    OCR reads it unstably ("File" and "Eile" for an underlined mnemonic).
    """
    seen: set[str] = set()
    for lines in screens:
        under = [ln for ln in lines if _contains(ln.box, x, y, _ON_MARGIN)]
        if not under:
            continue
        text, part = _part_under(min(under, key=lambda ln: ln.box.width * ln.box.height), x)
        if part.overlap(box) >= 0.5 and (norm := normalise(_strip(text))):
            seen.add(norm)
    return seen
