"""Incremental OCR: read only what changed since the last frame that was read.

An agent's consecutive frames mostly differ in a few places (a typed value, a focused
field, a toast). Reading the whole frame again costs a full detection pass plus the
recognition of every line (0.5–3 s here); reading the changed places costs a detection
pass over a small crop plus a few lines. :class:`IncrementalOcrEngine` keeps the last frame
it read and its lines; for the next frame it

1. finds the changed pixels (exact comparison: screen frames are lossless) and groups them
   into rectangles (rows first, then columns, with a small gap tolerance);
2. grows each rectangle to the whole of every kept line it touches (a changed letter means
   the whole line is re-read, never half of it) — the rectangle's *core*;
3. if the crops (cores plus a margin of unchanged context for detection) cover more than
   ``cutover`` of the frame, reads the whole frame; otherwise detects and recognises only
   the crops, keeps the old lines outside the cores, and takes from the crops only the
   lines centred in a core that do not re-read a kept line.

A scrolled page changes nearly every row, yet most of its text is still there, moved by one
offset. When the changed rows match the last frame's rows a fixed distance apart
(:func:`scroll_offset`), a pixel counts as changed only where it matches the last frame
neither in place nor moved by that offset; a kept line is one whose box matches exactly in
place or moved (then taken at its new place), and only what scrolled into view, and what
changed besides, is read.

It implements :class:`~screenroute.edge.ocr.base.OcrEngine`, so callers do not change.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from screenroute.edge.errors import OcrError
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.ocr.rapid import OcrResult, sort_lines

__all__ = [
    "IncrementalOcrEngine",
    "ReadInfo",
    "RegionOcrEngine",
    "changed_boxes",
    "full_read",
    "plan_regions",
    "scroll_offset",
    "whole_read",
]

# Measured on the demo's frame sequences at 100/125/150 % (bench/results/edge_latency.md):
# reading the changed crops costs 0.07-0.34 of a full read up to half the frame, ~0.7 up to
# 0.7 of it and ~0.9 beyond (per-crop overheads eat the gain), where a full read is taken
# instead (it also resets what incremental reads may have drifted from).
DEFAULT_CUTOVER = 0.7
# Unchanged context around a core, in pixels: detection needs some background around text,
# and PP-OCR's boxes reach ~1/3 of a line height past the ink.
DEFAULT_MARGIN = 12
# Changed pixels closer than this are one rectangle (letters of a word, words of a line).
DEFAULT_GAP = 16
# A crop line that overlaps a kept line by this share of its own area is a re-read of that line.
_DUPLICATE_SHARE = 0.5
# A scroll offset is believed when at least this many changed rows (not of one colour) match the
# last frame's rows that far apart, and twice as many as match at any other offset: a scroll bar's
# thumb or a fixed header breaks some rows' match, never the majority's.
_MIN_SCROLL_ROWS = 16
# A read planned over more than this share of the frame looks for a scroll first (a few ms
# against the seconds a large read takes; a typed value or a toast never pays it).
_SCROLL_LOOK = 0.1


@runtime_checkable
class RegionOcrEngine(Protocol):
    """An OCR engine that can also read just some regions of an image (``RapidOcrEngine``)."""

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        """Return the lines in the whole image."""
        ...

    def read_regions(self, pixels: np.ndarray, regions: Sequence[Box]) -> list[OcrLine]:
        """Return the lines inside ``regions``, boxes in the image's pixels."""
        ...


@dataclass(frozen=True)
class ReadInfo:
    """How the last frame was read: ``same`` (identical frame), ``regions`` or ``full``, and the share of the frame read."""

    mode: Literal["same", "regions", "full"]
    area: float
    regions: tuple[Box, ...] = ()
    ms: float = 0.0
    #: How far the last frame's content moved up (positive) or down in a ``regions`` read of a
    #: scrolled frame; 0 when nothing moved.
    scrolled: int = 0
    #: What the detector saw on the whole frame, when the frame's lines come from one whole read
    #: (``full``, or ``same`` after one): the privacy check of an escalation reads it instead of
    #: detecting the frame again.
    detail: OcrResult | None = field(default=None, repr=False, compare=False)


def _groups(indices: np.ndarray, gap: int) -> list[tuple[int, int]]:
    """Runs of sorted indices whose neighbours are at most ``gap`` apart, as [start, end) pairs."""
    if indices.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(indices) > gap)
    starts = np.concatenate(([indices[0]], indices[breaks + 1]))
    ends = np.concatenate((indices[breaks], [indices[-1]])) + 1
    return [(int(s), int(e)) for s, e in zip(starts, ends, strict=True)]


def changed_boxes(before: np.ndarray, after: np.ndarray, *, gap: int = DEFAULT_GAP) -> list[Box]:
    """Rectangles around the pixels that differ between two images of the same shape.

    Rows with a change are grouped into bands, each band's changed columns into spans,
    and each span is trimmed to the rows it actually changes; changes within ``gap``
    pixels of each other share a rectangle.
    """
    if before.shape != after.shape:
        raise ValueError(f"frames differ in shape: {before.shape} vs {after.shape}")
    mask = before != after
    if mask.ndim == 3:
        mask = mask.any(axis=2)
    return _mask_boxes(mask, gap)


def _mask_boxes(mask: np.ndarray, gap: int) -> list[Box]:
    """Rectangles around the true pixels of a 2-D mask (see :func:`changed_boxes`)."""
    boxes: list[Box] = []
    for y0, y1 in _groups(np.flatnonzero(mask.any(axis=1)), gap):
        band = mask[y0:y1]
        for x0, x1 in _groups(np.flatnonzero(band.any(axis=0)), gap):
            rows = np.flatnonzero(band[:, x0:x1].any(axis=1))
            boxes.append(Box(x0, y0 + int(rows[0]), x1, y0 + int(rows[-1]) + 1))
    return boxes


def scroll_offset(before: np.ndarray, after: np.ndarray) -> int:
    """How many pixels the content of ``before`` moved up in ``after`` (negative: down); 0 when no scroll is seen.

    Rows are compared whole within the columns that changed: each changed row of ``after`` that
    is not of one colour votes for the offsets at which ``before`` holds the very same row. A
    scroll is an offset most rows agree on (see ``_MIN_SCROLL_ROWS``); a page that only changed
    its content (a new page, a typed value) has no such offset.
    """
    if before.shape != after.shape or before.ndim != 3:
        return 0
    changed = (before != after).any(axis=2)
    columns = np.flatnonzero(changed.any(axis=0))
    if columns.size == 0:
        return 0
    x0, x1 = int(columns[0]), int(columns[-1]) + 1
    where: dict[bytes, list[int]] = {}
    for y in range(before.shape[0]):
        where.setdefault(before[y, x0:x1].tobytes(), []).append(y)
    votes: dict[int, int] = {}
    for y in map(int, np.flatnonzero(changed.any(axis=1))):
        row = after[y, x0:x1]
        if (row == row[0]).all():
            continue  # a blank row matches every other blank row
        for source in where.get(row.tobytes(), [])[:4]:
            if source != y:
                votes[source - y] = votes.get(source - y, 0) + 1
    if not votes:
        return 0
    ranked = sorted(votes.values(), reverse=True)
    best = max(votes, key=lambda offset: votes[offset])
    runner_up = ranked[1] if len(ranked) > 1 else 0
    return best if ranked[0] >= _MIN_SCROLL_ROWS and ranked[0] >= 2 * runner_up else 0


def _scrolled_changes(
    before: np.ndarray, after: np.ndarray, offset: int, lines: Sequence[OcrLine], gap: int
) -> tuple[list[Box], list[OcrLine]]:
    """What changed in ``after`` beyond a scroll of ``offset`` pixels, and the lines of ``before`` still shown.

    A pixel is unchanged when it equals ``before`` in place or ``offset`` rows further down. A
    line is still shown in place, or moved by the offset, where every pixel of its box matches
    that way (both, when both do: the same text shown twice). Where a line is not shown, its box
    is re-read whole if anything there is explained only by that line (text left in place, or
    moved, with a change beside it): no part of a line is kept without the rest. A line that
    scrolled out of view leaves nothing to read.
    """
    height, width = after.shape[:2]
    in_place = (before == after).all(axis=2)
    moved = np.zeros_like(in_place)
    rows = np.arange(height)
    valid = (rows + offset >= 0) & (rows + offset < height)
    moved[valid] = (before[rows[valid] + offset] == after[valid]).all(axis=2)
    changes = _mask_boxes(~(in_place | moved), gap)
    shown: list[OcrLine] = []
    for line in lines:
        box = Box(max(0, line.box.x0), max(0, line.box.y0), min(width, line.box.x1), min(height, line.box.y1))
        if box.x1 <= box.x0 or box.y1 <= box.y0:
            continue
        there = Box(box.x0, box.y0 - offset, box.x1, box.y1 - offset)
        seen = Box(there.x0, max(0, there.y0), there.x1, min(height, there.y1))  # what of it is on screen
        area = np.s_[box.y0 : box.y1, box.x0 : box.x1]
        if in_place[area].all():
            shown.append(line)
        elif not moved[area].all():
            changes.append(box)  # something here is not the scrolled content: read the line's place
        if seen.y1 <= seen.y0:
            continue
        moved_area = np.s_[seen.y0 : seen.y1, seen.x0 : seen.x1]
        if seen == there and moved[moved_area].all():
            shown.append(OcrLine(line.text, there, line.score))
        elif not in_place[moved_area].all():
            changes.append(seen)  # the line moved here, but not whole (cut by the screen's edge, or changed)
    return changes, shown


def _intersects(a: Box, b: Box) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def _union(a: Box, b: Box) -> Box:
    return Box(min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1))


def _grow(box: Box, by: int, width: int, height: int) -> Box:
    return Box(max(0, box.x0 - by), max(0, box.y0 - by), min(width, box.x1 + by), min(height, box.y1 + by))


def _overlap_area(a: Box, b: Box) -> int:
    return max(0, min(a.x1, b.x1) - max(a.x0, b.x0)) * max(0, min(a.y1, b.y1) - max(a.y0, b.y0))


def plan_regions(
    changes: Sequence[Box], lines: Sequence[OcrLine], *, margin: int, width: int, height: int
) -> list[tuple[Box, Box]]:
    """The (core, crop) pairs to re-read for ``changes`` given the kept ``lines``.

    A core is a change grown to every kept line it touches, and again to the lines the
    grown core touches, until it cuts no line: every line is then wholly inside a core
    (re-read) or wholly outside all of them (kept). Its crop adds ``margin`` pixels of
    context. Cores whose crops overlap are merged, so no text is read twice.
    """
    cores = [_close(change, lines) for change in changes]
    while True:
        merged: list[Box] = []
        for core in cores:
            for i, other in enumerate(merged):
                if _intersects(_grow(core, margin, width, height), _grow(other, margin, width, height)):
                    merged[i] = _close(_union(core, other), lines)
                    break
            else:
                merged.append(core)
        if len(merged) == len(cores):
            break
        cores = merged
    return [(core, _grow(core, margin, width, height)) for core in cores]


def _close(core: Box, lines: Sequence[OcrLine]) -> Box:
    """``core`` grown until no line crosses its edge."""
    while True:
        grown = core
        for line in lines:
            if _intersects(line.box, grown):
                grown = _union(grown, line.box)
        if grown == core:
            return core
        core = grown


class IncrementalOcrEngine:
    """An OcrEngine that re-reads only the changed parts of a frame (see the module docstring).

    ``base`` is the engine that does the reading (a ``RapidOcrEngine`` unless given);
    ``threads`` is passed to it when it is built here (``"auto"``: chosen by a short
    measurement at start, see :func:`~screenroute.edge.ocr.rapid.calibrated_engine`).
    ``cutover`` is the share of the frame above which a full read is cheaper;
    ``margin`` and ``gap`` are in pixels. The engine is thread-safe (one read at a time).
    """

    def __init__(
        self,
        base: RegionOcrEngine | None = None,
        *,
        threads: int | Literal["auto"] | None = "auto",
        cutover: float = DEFAULT_CUTOVER,
        margin: int = DEFAULT_MARGIN,
        gap: int = DEFAULT_GAP,
        **base_kwargs: Any,
    ) -> None:
        if not 0.0 <= cutover <= 1.0:
            raise ValueError(f"cutover={cutover!r} must lie in [0, 1] (the share of the frame)")
        if margin < 0 or gap < 0:
            raise ValueError(f"margin={margin!r} and gap={gap!r} must be >= 0 pixels")
        if base is None:
            from screenroute.edge.ocr.rapid import RapidOcrEngine, calibrated_engine

            if threads == "auto":
                base, _choice = calibrated_engine(**base_kwargs)
            else:
                base = RapidOcrEngine(threads=threads, **base_kwargs)
        elif base_kwargs:
            raise ValueError(f"engine options {sorted(base_kwargs)} only apply when no base engine is given")
        if not isinstance(base, RegionOcrEngine):
            raise OcrError(f"{type(base).__name__} cannot read regions; incremental OCR needs read_regions()")
        self.base = base
        self.cutover = cutover
        self.margin = margin
        self.gap = gap
        self.last_read: ReadInfo | None = None
        self._last_pixels: np.ndarray | None = None
        self._last_lines: list[OcrLine] = []
        self._last_detail: OcrResult | None = None
        self._lock = threading.Lock()

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        """The lines of ``pixels``, reading only what changed since the last call where that is cheaper."""
        return self.read_with_info(pixels)[0]

    def read_with_info(self, pixels: np.ndarray) -> tuple[list[OcrLine], ReadInfo]:
        """:meth:`read`, and how this read was made (the same as :attr:`last_read`, without a race)."""
        _require_rgb_uint8(pixels)
        with self._lock:
            started = time.perf_counter()
            previous = self._last_pixels
            if previous is None or previous.shape != pixels.shape:
                lines, info = self._read_whole(pixels)
            else:
                lines, info = self._read_changes(previous, pixels)
            return lines, self._keep(pixels, lines, info, started)

    def read_whole(self, pixels: np.ndarray) -> tuple[list[OcrLine], ReadInfo]:
        """A whole-frame read that trusts no earlier read (a remembered screen, a region read)."""
        _require_rgb_uint8(pixels)
        with self._lock:
            started = time.perf_counter()
            lines, info = self._read_whole(pixels)
            return lines, self._keep(pixels, lines, info, started)

    def _read_whole(self, pixels: np.ndarray) -> tuple[list[OcrLine], ReadInfo]:
        """The base engine's whole read; with what its detector saw where the base reports it."""
        detailed = getattr(self.base, "read_detailed", None)
        if callable(detailed):
            result: OcrResult = detailed(pixels)
            return list(result.lines), ReadInfo("full", 1.0, detail=result)
        return self.base.read(pixels), ReadInfo("full", 1.0)

    def _keep(self, pixels: np.ndarray, lines: list[OcrLine], info: ReadInfo, started: float) -> ReadInfo:
        """Remember this read as the one the next is diffed against; its ReadInfo, timed."""
        self._last_pixels = pixels.copy()
        self._last_lines = lines
        self._last_detail = info.detail
        self.last_read = ReadInfo(
            info.mode,
            info.area,
            info.regions,
            (time.perf_counter() - started) * 1000,
            scrolled=info.scrolled,
            detail=info.detail,
        )
        return self.last_read

    def read_detailed(self, pixels: np.ndarray, known: list[OcrLine] | None = None) -> OcrResult:
        """The base engine's detailed read (every detected region, those left unread): the privacy check's.

        Escalations are rare and must not trust a partial read: the detector runs on the whole
        frame here, whatever was read incrementally before.
        """
        detailed = getattr(self.base, "read_detailed", None)
        if not callable(detailed):
            raise OcrError(f"{type(self.base).__name__} cannot report its detected regions")
        result: OcrResult = detailed(pixels, known=known)
        return result

    def prime(self, pixels: np.ndarray, lines: Sequence[OcrLine]) -> None:
        """Take ``lines`` as the read of ``pixels`` (read by someone else, e.g. a known screen's check).

        The next read is then incremental against this frame: the frame a decision used is the
        one the executor's reads of the after-frames are diffed against.
        """
        with self._lock:
            self._last_pixels = pixels.copy()
            self._last_lines = list(lines)
            self._last_detail = None

    def forget(self) -> None:
        """Drop the remembered frame: the next read is a full one (a new task, another screen)."""
        with self._lock:
            self._last_pixels = None
            self._last_lines = []
            self._last_detail = None

    def _read_changes(self, previous: np.ndarray, pixels: np.ndarray) -> tuple[list[OcrLine], ReadInfo]:
        changes = changed_boxes(previous, pixels, gap=self.gap)
        if not changes:
            return self._last_lines, ReadInfo("same", 0.0, detail=self._last_detail)
        height, width = pixels.shape[:2]
        lines, offset = self._last_lines, 0
        regions = plan_regions(changes, lines, margin=self.margin, width=width, height=height)
        area = _share(regions, width, height)
        if area > _SCROLL_LOOK:
            # Much changed: a scroll (the page's text moved, it did not change) is read as one.
            offset = scroll_offset(previous, pixels)
            if offset:
                moved_changes, moved_lines = _scrolled_changes(previous, pixels, offset, lines, self.gap)
                moved = plan_regions(moved_changes, moved_lines, margin=self.margin, width=width, height=height)
                if _share(moved, width, height) < area:
                    lines, regions, area = moved_lines, moved, _share(moved, width, height)
                else:
                    offset = 0
        if area > self.cutover:
            read, whole = self._read_whole(pixels)
            return read, ReadInfo("full", area, detail=whole.detail)
        cores = [core for core, _ in regions]
        kept = [ln for ln in lines if not any(_intersects(ln.box, core) for core in cores)]
        fresh = []
        for line in self.base.read_regions(pixels, [crop for _, crop in regions]):
            cx, cy = line.box.center
            if not any(c.x0 <= cx < c.x1 and c.y0 <= cy < c.y1 for c in cores):
                continue  # context around a core: its text is a kept line
            size = max(1, line.box.width * line.box.height)
            if any(_overlap_area(line.box, k.box) >= _DUPLICATE_SHARE * size for k in kept):
                continue  # a kept line read again from the edge of a crop
            fresh.append(line)
        return sort_lines(kept + fresh), ReadInfo("regions", area, tuple(crop for _, crop in regions), scrolled=offset)


def _share(regions: Sequence[tuple[Box, Box]], width: int, height: int) -> float:
    """The share of a ``width`` x ``height`` frame the regions' crops cover (overlaps counted twice)."""
    return sum(crop.width * crop.height for _, crop in regions) / float(width * height)


def whole_read(ocr: OcrEngine, pixels: np.ndarray) -> tuple[list[OcrLine], OcrResult | None]:
    """A whole-frame read of ``pixels`` by ``ocr``'s base engine, never an incremental one,
    with what its text detector saw where the engine reports it (else ``None``).

    For an :class:`IncrementalOcrEngine` the read becomes its last read (the next one is diffed
    against it); any other engine just reads. For callers that must not trust lines handed over
    from elsewhere (a remembered screen, a region read).
    """
    if isinstance(ocr, IncrementalOcrEngine):
        lines, info = ocr.read_whole(pixels)
        return lines, info.detail
    detailed = getattr(ocr, "read_detailed", None)
    if callable(detailed):
        result: OcrResult = detailed(pixels)
        return list(result.lines), result
    return ocr.read(pixels), None


def full_read(ocr: OcrEngine, pixels: np.ndarray) -> list[OcrLine]:
    """:func:`whole_read`'s lines alone."""
    return whole_read(ocr, pixels)[0]


def _require_rgb_uint8(pixels: np.ndarray) -> None:
    if not isinstance(pixels, np.ndarray) or pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
        raise OcrError(f"expected an RGB uint8 image of shape (H, W, 3), got {getattr(pixels, 'shape', None)}")
