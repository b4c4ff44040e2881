"""Reading a recording's screens: each distinct frame once, each against the frame it differs from least.

A demonstration's screens are mostly one screen changing a little (a letter typed, a list
opened, a checkbox ticked), and a whole PP-OCR read costs a detection pass plus every line's
recognition (1–2 s a frame for an admin page on a quiet machine, tens of seconds on a busy
one). :class:`FrameReader` reads a new frame with
:class:`~screenroute.edge.ocr.incremental.IncrementalOcrEngine` against the frame already read
that differs from it least: only the changed lines are detected and recognised, the others are
kept; above the incremental engine's cutover (a new page) the frame is read whole. So the
time spent reading grows with what changed on screen, not with the number of frames.

A line is kept only where the pixels under it (and a margin around them) did not change: it is
the very :class:`~screenroute.edge.ocr.base.OcrLine` object of the read it came from, and stands
for what a whole read of those pixels gives — but it is one reading, copied: checks that need
readings made apart (was a text read stably?) must not count its copies as agreement. The
recorder's checks count a reading once, wherever it was copied, and read the place again apart.
"""

from __future__ import annotations

import threading

import numpy as np

from screenroute.edge.frame import Frame, frame_digest
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.ocr.incremental import IncrementalOcrEngine, RegionOcrEngine

__all__ = ["FrameReader"]

# Frames are compared on every n-th pixel each way to choose the frame to read against (the
# comparison that decides what to read again is exact, on the whole frames).
_THUMB_STEP = 8


class FrameReader:
    """OCR of one recording's frames, cached by frame digest in ``cache`` (shared with the demonstration).

    ``ocr`` reads whole frames (and, where it can read regions, changed regions: ``incremental``);
    ``engine`` is that engine, for callers that read a crop of a frame.
    """

    def __init__(
        self, ocr: OcrEngine, cache: dict[bytes, list[OcrLine]] | None = None, *, incremental: bool = True
    ) -> None:
        self.engine = ocr
        self.cache: dict[bytes, list[OcrLine]] = cache if cache is not None else {}
        self._incremental = IncrementalOcrEngine(ocr) if incremental and isinstance(ocr, RegionOcrEngine) else None
        # Frames whose lines are known, by digest, with a thumbnail to choose the nearest one by.
        self._bases: dict[bytes, tuple[Frame, np.ndarray]] = {}
        self._lock = threading.Lock()
        #: Frames read whole, read in changed regions only, and found already read.
        self.whole_reads = 0
        self.region_reads = 0
        self.cached = 0

    def read(self, frame: Frame) -> list[OcrLine]:
        """The lines of ``frame``, read at most once."""
        key = frame_digest(frame)
        with self._lock:
            lines = self.cache.get(key)
            if lines is not None:
                self.cached += 1
            else:
                lines = self._read_new(frame)
                self.cache[key] = lines
            if key not in self._bases and self._incremental is not None:
                self._bases[key] = (frame, _thumb(frame.pixels))
            return lines

    def _read_new(self, frame: Frame) -> list[OcrLine]:
        if self._incremental is None:
            self.whole_reads += 1
            return self.engine.read(frame.pixels)
        base = self._nearest(frame)
        if base is None:
            lines, info = self._incremental.read_whole(frame.pixels)
        else:
            self._incremental.prime(self._bases[base][0].pixels, self.cache[base])
            lines, info = self._incremental.read_with_info(frame.pixels)
        if info.mode == "regions":
            self.region_reads += 1
        elif info.mode == "full":
            self.whole_reads += 1
        return lines

    def _nearest(self, frame: Frame) -> bytes | None:
        """The digest of the frame already read that differs least from ``frame`` (same size), if any."""
        thumb = _thumb(frame.pixels)
        best: bytes | None = None
        best_changed = -1
        for key, (other, other_thumb) in self._bases.items():
            if other.pixels.shape != frame.pixels.shape:
                continue
            changed = int(np.count_nonzero((other_thumb != thumb).any(axis=-1)))
            if best is None or changed < best_changed:
                best, best_changed = key, changed
        return best


def _thumb(pixels: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(pixels[::_THUMB_STEP, ::_THUMB_STEP, :3])
