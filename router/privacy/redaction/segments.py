"""The unit of the privacy decision: a segment — an OCR line split at label colons and wide gaps.

PP-OCR reads a row of a form as one line when its label and value stand close ("Name: Jörg Ehlert", "Status   Open").
The label may be chrome while the value is data, so a line is split where a label ends (a colon after a letter) and
where the ink shows a gap much wider than a space; each piece is decided on its own. A segment's pixels are found from
the ink of its line: characters are placed by their width class and the edges snapped to the nearest gaps in the ink."""

from __future__ import annotations

import itertools
import unicodedata
from dataclasses import dataclass

import numpy as np
import regex as re

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine

# A label's colon: after a letter, not inside a time ("10:30") or an address ("http://").
_LABEL_COLON = re.compile(r"(?<=[\p{L}\p{M})）][\s]?)[:：](?!//)(?=\s*\S)")
# Separators a row of chrome is written with ("View | Edit", "Home · Help").
_SEPARATOR = re.compile(r"\s[|｜·•]\s")
#: A gap in the ink this many line heights wide splits a line (a space is ~0.3).
GAP_HEIGHTS = 1.1


@dataclass(frozen=True, slots=True)
class Segment:
    """One piece of one OCR line: its text, its place in the line's text and in the frame."""

    line: int
    start: int
    end: int
    text: str
    box: Box
    score: float


def _width(ch: str) -> float:
    """A character's width in line heights (wide glyphs ~1, Latin ~0.55, a space ~0.3)."""
    if ch.isspace():
        return 0.3
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 1.0
    return 0.35 if ch in "il.,:;'|!ítj1" else 0.58


def ink_columns(frame: Frame | None, box: Box) -> np.ndarray | None:
    """Per pixel column of ``box``: whether it holds ink (differs from the box's background)."""
    if frame is None:
        return None
    h, w = frame.pixels.shape[:2]
    x0, y0, x1, y1 = max(0, box.x0), max(0, box.y0), min(w, box.x1), min(h, box.y1)
    if x1 - x0 < 2 or y1 - y0 < 2:
        return None
    crop = frame.pixels[y0:y1, x0:x1].astype(np.int16)
    gray = crop.mean(axis=2) if crop.ndim == 3 else crop
    background = np.median(np.concatenate([gray[0], gray[-1], gray[:, 0], gray[:, -1]]))
    result: np.ndarray = (np.abs(gray - background) > 48).any(axis=0)
    return result


def fill_boxes(frame: Frame, boxes: list[Box], colour: np.ndarray | int, *, pad_x: int = 0, pad_y: int = 0) -> Frame:
    """A copy of ``frame`` with each box (widened by the pads, cut to the frame) filled with ``colour``."""
    if not boxes:
        return frame
    pixels = frame.pixels.copy()
    for box in boxes:
        x0, y0, x1, y1 = max(0, box.x0 - pad_x), max(0, box.y0 - pad_y), box.x1 + pad_x, box.y1 + pad_y
        if x1 > x0 and y1 > y0:
            pixels[y0:y1, x0:x1] = colour
    return Frame(pixels=pixels, geometry=frame.geometry, captured_at=frame.captured_at)


class LineGeometry:
    """Where each character of a line's text sits in pixels (estimated, then snapped to the ink)."""

    def __init__(self, line: OcrLine, ink: np.ndarray | None) -> None:
        self.line = line
        self.ink = ink
        widths = [_width(ch) for ch in line.text] or [1.0]
        scale = max(1.0, line.box.width) / sum(widths)
        self.edges = np.concatenate([[0.0], np.cumsum(widths) * scale]) + line.box.x0

    def gaps(self, min_px: float) -> list[tuple[int, int]]:
        """Runs of empty ink columns at least ``min_px`` wide, inside the line (frame x)."""
        if self.ink is None:
            return []
        runs, start = [], None
        for x, inked in enumerate([*self.ink.tolist(), True]):
            if not inked and start is None:
                start = x
            elif inked and start is not None:
                if x - start >= min_px and start > 0 and x < len(self.ink):
                    runs.append((self.line.box.x0 + start, self.line.box.x0 + x))
                start = None
        return runs

    def index_at(self, x: float) -> int:
        """The character boundary nearest frame column ``x``."""
        return int(np.argmin(np.abs(self.edges - x)))

    def box(self, start: int, end: int, pad: int) -> Box:
        """The pixels of characters [start, end): estimated edges widened to the gaps around them."""
        b = self.line.box
        x0, x1 = float(self.edges[start]), float(self.edges[end])
        if self.ink is not None and len(self.ink):
            x0 = self._snap(x0, left=True)
            x1 = self._snap(x1, left=False)
        return Box(max(b.x0, int(x0) - pad), b.y0, min(b.x1, int(np.ceil(x1)) + pad), b.y1)

    def _snap(self, x: float, *, left: bool) -> float:
        """Move an edge outwards to the nearest blank column (never more than one glyph's width)."""
        ink = self.ink if self.ink is not None else np.zeros(0, dtype=bool)
        reach = max(3, int(self.line.box.height * 0.7))
        i = round(x - self.line.box.x0)
        for step in range(reach):
            j = i - step if left else i + step
            if j <= 0 or j >= len(ink) - 1:
                return float(self.line.box.x0 + max(0, min(len(ink), j)))
            if not ink[j]:
                return float(self.line.box.x0 + j)
        return x - reach if left else x + reach


def _cuts(line: OcrLine, geometry: LineGeometry) -> list[int]:
    """Character offsets where ``line`` splits: after label colons, at separators and wide ink gaps."""
    text = line.text
    cuts = {m.end() for m in _LABEL_COLON.finditer(text)}
    cuts |= {m.start() + 1 for m in _SEPARATOR.finditer(text)}
    for gx0, gx1 in geometry.gaps(GAP_HEIGHTS * max(8, line.box.height)):
        k = geometry.index_at((gx0 + gx1) / 2)
        spaces = [i for i in range(max(0, k - 3), min(len(text), k + 3)) if text[i].isspace()]
        cuts.add(min(spaces, key=lambda i: abs(i - k)) if spaces else k)
    return sorted(c for c in cuts if 0 < c < len(text))


def _segments_of(index: int, line: OcrLine, geometry: LineGeometry, pad: int) -> list[Segment]:
    """The segments of one line, each with its text's offsets and pixel box."""
    bounds = [0, *_cuts(line, geometry), len(line.text)]
    out = []
    for start, end in itertools.pairwise(bounds):
        piece = line.text[start:end]
        lead, trail = len(piece) - len(piece.lstrip()), len(piece) - len(piece.rstrip())
        if not piece.strip():
            continue
        s, e = start + lead, end - trail
        box = geometry.box(s, e, pad) if (s, e) != (0, len(line.text)) else line.box
        out.append(Segment(index, s, e, line.text[s:e], box, line.score))
    return out


def segment_page(lines: list[OcrLine], frame: Frame | None) -> tuple[list[Segment], list[LineGeometry]]:
    """Every segment of every line, and each line's geometry (to place a part of a segment)."""
    geometries = [LineGeometry(line, ink_columns(frame, line.box)) for line in lines]
    return [seg for i, line in enumerate(lines) for seg in _segments_of(i, line, geometries[i], 2)], geometries
