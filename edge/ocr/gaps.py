"""Split an OCR line where its pixels show a gap wider than any space inside one label.

PP-OCR's detector joins text that stands on one row into one line, and its recogniser often
drops the spaces between them: a menu bar "File Edit Search View" comes back as one word
"FileEditSearchView" at one scale and as "File Edit Search View" at another. Neither is a
text a person sees: the menu bar is six controls. A line is cut where a run of blank columns
(no ink across the line's inked rows) is wider than ``gap_share`` of the line's ink height —
more than a word space, and more than a monospace font's space cell — and each piece gets its
own box and text:

* where the line's text has spaces, each word goes to the piece its estimated place falls in;
  this is kept when every piece gets at least one word, in order;
* otherwise (the words were glued) each piece is recognised alone, and the split is kept only
  when the pieces' readings, put together, are the line's own reading (letters and digits
  compared): a piece read otherwise says the cut went through a label, and the line stays whole.

The same controls then read as the same lines at every scale and theme, so a recording's
anchors and targets are the parts a run finds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from screenroute.contract import normalise
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine

__all__ = ["GAP_SHARE", "ink_pieces", "split_at_gaps"]

#: A blank run at least this share of the line's ink height (its glyph edges) separates two
#: controls. Measured on GTK 3 frames at 100 %: menu bar items are 15-16 px apart for 16 px of
#: ink (0.94-1.0), a monospace space cell 10 px (0.62), a proportional word space ~4 px (0.25).
GAP_SHARE = 0.8
# Never cut at a gap narrower than this many pixels, whatever the ink height.
_GAP_MIN_PX = 8
# A brightness step this large between neighbouring pixels is an edge of a glyph (or of a box).
_EDGE_STEP = 30
# A column with at most this many ink pixels is blank (a highlight's rounded corner, antialiasing).
_STRAY_INK = 1

#: Recognises the text inside each box, one line per box (``RapidOcrEngine.recognize_boxes``).
Recognise = Callable[[np.ndarray, Sequence[Box]], list[OcrLine]]


def ink_pieces(pixels: np.ndarray, box: Box, gap_share: float = GAP_SHARE) -> list[Box]:
    """The parts of ``box`` between blank column runs wider than a space: one per control.

    One box (the line's own, trimmed to its ink) when nothing separates its text.
    """
    h, w = pixels.shape[:2]
    x0, x1, y0, y1 = max(0, box.x0), min(w, box.x1), max(0, box.y0), min(h, box.y1)
    if x1 - x0 < 2 or y1 - y0 < 2:
        return [box]
    ink = _ink_mask(pixels[y0:y1, x0:x1, :3])
    rows = np.flatnonzero(ink.any(axis=1))
    if len(rows) == 0:
        return [box]
    band = ink[rows[0] : rows[-1] + 1]
    blank = band.sum(axis=0) <= _STRAY_INK
    gap = max(_GAP_MIN_PX, gap_share * len(band))
    pieces: list[tuple[int, int]] = []
    start: int | None = None
    run = 0
    for i, is_blank in enumerate(blank):
        if not is_blank:
            if start is None:
                start = i
            elif run >= gap:
                pieces.append((start, i - run))
                start = i
            run = 0
        else:
            run += 1
    if start is None:
        return [box]
    pieces.append((start, len(blank) - run))
    if len(pieces) < 2:
        return [box]
    return [Box(x0 + a, box.y0, x0 + b, box.y1) for a, b in pieces]


def _ink_mask(crop: np.ndarray) -> np.ndarray:
    """Which pixels of ``crop`` are glyph edges: a step in brightness to a neighbour, except the long
    straight edges a glyph never has — a rule under a menu bar (a horizontal run longer than the
    line is high) and a highlighted item's sides (a vertical run reaching the box's top or bottom:
    OCR's box leaves a margin around the glyphs)."""
    gray = crop.astype(np.int16).mean(axis=2)
    h, w = gray.shape
    edge = np.zeros((h, w), dtype=bool)
    dx = np.abs(np.diff(gray, axis=1)) > _EDGE_STEP
    dy = np.abs(np.diff(gray, axis=0)) > _EDGE_STEP
    edge[:, 1:] |= dx
    edge[:, :-1] |= dx
    edge[1:, :] |= dy
    edge[:-1, :] |= dy
    edge &= ~_long_runs(edge, h)
    edge &= ~_long_runs(edge.T, 0).T  # vertical runs from the top or bottom edge
    return edge


def _long_runs(mask: np.ndarray, longer_than: int) -> np.ndarray:
    """Pixels of ``mask`` in a horizontal run longer than ``longer_than``; with 0, in a run of a
    column (``mask`` transposed) that starts at its first or last column."""
    out = np.zeros_like(mask)
    for r, row in enumerate(mask):
        if not row.any():
            continue
        padded = np.concatenate(([False], row, [False]))
        changes = np.flatnonzero(padded[1:] != padded[:-1])
        for start, end in zip(changes[::2], changes[1::2], strict=True):
            if (longer_than and end - start > longer_than) or (not longer_than and (start == 0 or end == len(row))):
                out[r, start:end] = True
    return out


def split_at_gaps(lines: list[OcrLine], pixels: np.ndarray, recognise: Recognise | None) -> list[OcrLine]:
    """``lines`` with each line that spans controls separated by wide gaps replaced by its parts.

    ``recognise`` reads the pieces of a line whose words OCR glued; without it such a line stays whole.
    """
    out: list[OcrLine] = []
    glued: list[tuple[int, OcrLine, list[Box]]] = []
    for line in lines:
        if len(normalise(line.text)) < 2:
            out.append(line)
            continue
        pieces = ink_pieces(pixels, line.box)
        if len(pieces) < 2:
            out.append(line)
            continue
        by_words = _split_by_words(line, pieces)
        if by_words is not None:
            out += by_words
            continue
        glued.append((len(out), line, pieces))
        out.append(line)
    if glued and recognise is not None:
        boxes = [piece for _, _, pieces in glued for piece in pieces]
        read = recognise(np.ascontiguousarray(pixels[:, :, :3]), boxes)
        at = 0
        replaced: dict[int, list[OcrLine]] = {}
        for index, line, pieces in glued:
            parts = read[at : at + len(pieces)]
            at += len(pieces)
            if all(normalise(p.text) for p in parts) and "".join(normalise(p.text) for p in parts) == normalise(
                line.text
            ):
                replaced[index] = [OcrLine(p.text, p.box, min(p.score, line.score)) for p in parts]
        out = [part for i, line in enumerate(out) for part in replaced.get(i, [line])]
    return out


def _split_by_words(line: OcrLine, pieces: list[Box]) -> list[OcrLine] | None:
    """The line's space-separated words grouped by the piece each one's estimated centre falls in,
    or None when a piece would get no word (the words were glued across a gap)."""
    from screenroute.edge.grounding import sub_box  # grounding imports the OCR types: late, no cycle

    text = line.text
    words: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        j = i
        while j < len(text) and not text[j].isspace():
            j += 1
        words.append((i, j))
        i = j
    if len(words) < len(pieces):
        return None
    groups: list[list[tuple[int, int]]] = [[] for _ in pieces]
    for start, end in words:
        cx = sub_box(line, start, end).center[0]
        nearest = min(range(len(pieces)), key=lambda k: _distance(pieces[k], cx))
        groups[nearest].append((start, end))
    if any(not group for group in groups):
        return None
    # In order: every word of a piece comes after every word of the piece before it.
    if any(groups[k][-1][0] > groups[k + 1][0][0] for k in range(len(groups) - 1)):
        return None
    return [
        OcrLine(text[group[0][0] : group[-1][1]], piece, line.score)
        for group, piece in zip(groups, pieces, strict=True)
    ]


def _distance(box: Box, x: float) -> float:
    return max(box.x0 - x, 0.0, x - box.x1)
