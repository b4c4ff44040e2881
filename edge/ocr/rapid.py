"""PP-OCRv4 (PaddleOCR's Chinese+English models) on onnxruntime, via ``rapidocr-onnxruntime``."""

from __future__ import annotations

import dataclasses
import importlib.util
import logging
import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from screenroute.edge.errors import OcrError
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.gaps import split_at_gaps
from screenroute.edge.settle import usable_cores

# Lines whose tops differ by less than this fraction of the line height are one row.
_ROW_TOLERANCE = 0.5


class RapidOcrEngine:
    """Reads text with the PP-OCRv4 detection + recognition models shipped inside the wheel.

    Nothing is downloaded: ``rapidocr-onnxruntime==1.4.4`` carries its ONNX files. The heavy
    import (onnxruntime, OpenCV) happens here in the constructor, never at package import.

    Why these defaults (measured on 2 cores, see ``tests/edge/test_ocr.py`` and the report):

    * ``det_limit_type="max"`` — the library default (``"min"``, 736) *upscales* any image
      whose short side is under 736 px, so a 250x30 crop becomes ~6100x736 before detection;
      that is why small crops were no faster than full frames. With ``"max"`` an image is
      only ever shrunk (the library then picks a 960/1500/2000 bucket from the image's long
      side and ignores ``det_limit_side_len``, which only matters for ``"min"``), so a
      1280x800 frame is read at native resolution and a 310x40 crop takes ~20 ms instead
      of ~1.3 s.
    * ``use_angle_cls=False`` — screens are upright; the 180° classifier costs a pass over
      every line crop and can only flip correct text.
    * ``split_gaps`` — a line is cut where its pixels show a gap wider than a space (a menu
      bar OCR read as one word is its menus: :mod:`.gaps`); off, lines are the detector's.
    * ``threads`` — onnxruntime intra-op threads; ``None`` lets onnxruntime use every core.
      Recognition batches stay at the library's 6: larger batches pad every crop to the
      widest one and were slower (16: 1.4 s, 32: 1.9 s vs 0.9 s on a dense frame).
    """

    def __init__(
        self,
        *,
        threads: int | None = None,
        det_limit_type: Literal["max", "min"] = "max",
        det_limit_side_len: int = 736,
        use_angle_cls: bool = False,
        min_score: float = 0.5,
        det_box_thresh: float = 0.5,
        det_unclip_ratio: float = 1.6,
        split_gaps: bool = True,
    ) -> None:
        if det_limit_type not in ("max", "min"):
            raise ValueError(f"det_limit_type={det_limit_type!r} is not one of 'max', 'min'")
        if threads is not None and threads < 1:
            raise ValueError(f"threads={threads!r} must be >= 1 or None (all cores)")
        if not 0.0 <= min_score <= 1.0:
            raise ValueError(f"min_score={min_score!r} must lie in [0, 1]")
        from screenroute.edge.ort import import_onnxruntime

        import_onnxruntime()  # rapidocr creates its own sessions: telemetry off before it imports onnxruntime
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as exc:
            raise OcrError("rapidocr-onnxruntime is not installed (pip install 'screenroute[edge]')") from exc
        self._use_cls = use_angle_cls
        self._min_score = min_score
        self._box_thresh = det_box_thresh
        self._unclip_ratio = det_unclip_ratio
        self._split_gaps = split_gaps
        kwargs: dict[str, Any] = {
            "det_limit_type": det_limit_type,
            "det_limit_side_len": det_limit_side_len,
            "det_box_thresh": det_box_thresh,
            "det_unclip_ratio": det_unclip_ratio,
            "text_score": min_score,
            "use_cls": use_angle_cls,
            "print_verbose": False,
        }
        if threads is not None:
            kwargs["intra_op_num_threads"] = threads
            kwargs["inter_op_num_threads"] = 1
        try:
            self._ocr = RapidOCR(**kwargs)
        except Exception as exc:  # the library raises bare Exceptions for bad models/sessions
            raise OcrError(f"could not load the PP-OCR models: {exc}") from exc
        # RapidOCR mutates per-call thresholds on shared objects; one call at a time.
        self._lock = threading.Lock()
        # rapidocr logs every call at INFO through its own handler; keep our logs quiet.
        logging.getLogger("RapidOCR").setLevel(logging.WARNING)

    @staticmethod
    def is_available() -> bool:
        """Whether the package (and so its bundled models) can be imported here."""
        return importlib.util.find_spec("rapidocr_onnxruntime") is not None

    def read_detailed(self, pixels: np.ndarray, known: list[OcrLine] | None = None) -> OcrResult:
        """The lines, every text region the detector found, and the regions recognition dropped.

        What a privacy check needs and :meth:`read` hides: a region whose recognition scored
        under ``min_score`` (or read nothing) is in ``dropped`` — text is there, unread.
        ``known`` are lines already read from this same image: a detected region that one of
        them covers is not recognised again (detection ~0.2 s is the fixed cost; recognition
        grows with the lines), so a caller holding a full read pays only for detection.
        """
        _require_rgb(pixels)
        if pixels.shape[0] < 2 or pixels.shape[1] < 2:
            return OcrResult(lines=list(known or []), regions=[], dropped=[])
        bgr = np.ascontiguousarray(pixels[:, :, ::-1])
        height, width = pixels.shape[:2]
        try:
            with self._lock:
                quads, _elapsed = self._ocr(
                    bgr,
                    use_cls=False,
                    use_rec=False,
                    box_thresh=self._box_thresh,
                    unclip_ratio=self._unclip_ratio,
                    text_score=self._min_score,
                )
        except Exception as exc:  # onnxruntime/OpenCV errors have no common base class
            raise OcrError(f"text detection failed on a {width}x{height} image: {exc}") from exc
        quads = list(quads or [])
        regions = [_quad_box(quad, width, height) for quad in quads]
        lines = list(known or [])
        todo = [k for k, region in enumerate(regions) if not any(_covers(line.box, region) for line in lines)]
        dropped: list[Box] = []
        if todo:
            crops = self._ocr.get_crop_img_list(bgr, [np.asarray(quads[k], dtype=np.float32) for k in todo])
            try:
                with self._lock:
                    recognised, _elapsed = self._ocr.text_rec(crops)
            except Exception as exc:
                raise OcrError(f"text recognition failed on a {width}x{height} image: {exc}") from exc
            for k, (raw, score, *_rest) in zip(todo, recognised, strict=True):
                text = str(raw).strip()
                if text and float(score) >= self._min_score:
                    lines.append(OcrLine(text=text, box=regions[k], score=float(score)))
                else:
                    dropped.append(regions[k])
        if self._split_gaps:
            lines = split_at_gaps(lines, pixels, self.recognize_boxes)
        return OcrResult(lines=sort_lines(lines), regions=regions, dropped=dropped)

    def read_regions(self, pixels: np.ndarray, regions: Sequence[Box]) -> list[OcrLine]:
        """Detect and recognise text only inside ``regions`` of an RGB image; boxes come back in the image's pixels.

        Each region is read as an image of its own (detection is convolutional, so text well
        inside a region reads as it does in the full frame). A line cut by a region's edge is
        read in part: callers pad regions to whole lines (see ``IncrementalOcrEngine``).
        """
        height, width = pixels.shape[:2]
        lines: list[OcrLine] = []
        for region in regions:
            x0, x1 = _aligned_span(region.x0, region.x1, width)
            y0, y1 = _aligned_span(region.y0, region.y1, height)
            if x1 - x0 < 2 or y1 - y0 < 2:
                continue
            for line in self.read(pixels[y0:y1, x0:x1]):
                b = line.box
                lines.append(OcrLine(line.text, Box(b.x0 + x0, b.y0 + y0, b.x1 + x0, b.y1 + y0), line.score))
        return sort_lines(lines)

    def recognize_boxes(self, pixels: np.ndarray, boxes: Sequence[Box]) -> list[OcrLine]:
        """Recognise the text inside each box, without detection: one line per box, in the order given.

        The boxes are taken as they are (a remembered line box, a field), so this costs one
        recognition pass and no detection pass (measured: 4 boxes in ~60 ms against ~500 ms
        for a full read). A box that is empty, off the image or unreadable gives a line with
        text ``""`` and score 0; the recogniser's own score is kept for the caller to judge.
        """
        if not isinstance(pixels, np.ndarray) or pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
            raise OcrError(f"expected an RGB uint8 image of shape (H, W, 3), got {getattr(pixels, 'shape', None)}")
        height, width = pixels.shape[:2]
        crops: list[np.ndarray] = []
        readable: list[int] = []
        for i, b in enumerate(boxes):
            x0, y0, x1, y1 = max(0, b.x0), max(0, b.y0), min(width, b.x1), min(height, b.y1)
            if x1 - x0 >= 2 and y1 - y0 >= 2:
                crops.append(np.ascontiguousarray(pixels[y0:y1, x0:x1, ::-1]))  # the recogniser wants BGR
                readable.append(i)
        results: list[tuple[str, float]] = [("", 0.0)] * len(boxes)
        if crops:
            try:
                with self._lock:
                    recognised, _elapsed = self._ocr.text_rec(crops)
            except Exception as exc:  # onnxruntime/OpenCV errors have no common base class
                raise OcrError(f"recognition of {len(crops)} boxes failed: {exc}") from exc
            for i, rec in zip(readable, recognised, strict=True):
                results[i] = (str(rec[0]).strip(), float(rec[1]))
        return [OcrLine(text, box, score) for (text, score), box in zip(results, boxes, strict=True)]

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        """Return the lines in an RGB image, top-to-bottom then left-to-right."""
        if not isinstance(pixels, np.ndarray) or pixels.ndim != 3 or pixels.shape[2] != 3:
            shape = getattr(pixels, "shape", None)
            raise OcrError(f"expected an RGB image of shape (H, W, 3), got {type(pixels).__name__} {shape}")
        if pixels.dtype != np.uint8:
            raise OcrError(f"expected uint8 pixels, got {pixels.dtype}")
        if pixels.shape[0] < 2 or pixels.shape[1] < 2:
            return []
        # RapidOCR treats ndarrays as OpenCV BGR.
        bgr = np.ascontiguousarray(pixels[:, :, ::-1])
        try:
            with self._lock:
                result, _elapsed = self._ocr(
                    bgr,
                    use_cls=self._use_cls,
                    box_thresh=self._box_thresh,
                    unclip_ratio=self._unclip_ratio,
                    text_score=self._min_score,
                )
        except Exception as exc:  # onnxruntime/OpenCV errors have no common base class
            raise OcrError(f"OCR failed on a {pixels.shape[1]}x{pixels.shape[0]} image: {exc}") from exc
        if not result:
            return []
        height, width = pixels.shape[:2]
        lines = []
        for quad, raw, score in result:
            xs = [float(p[0]) for p in quad]
            ys = [float(p[1]) for p in quad]
            box = Box(
                max(0, int(np.floor(min(xs)))),
                max(0, int(np.floor(min(ys)))),
                min(width, int(np.ceil(max(xs)))),
                min(height, int(np.ceil(max(ys)))),
            )
            text = str(raw).strip()
            if text:
                lines.append(OcrLine(text=text, box=box, score=float(score)))
        if self._split_gaps:
            # One line per control: a menu bar read as one word is its menus (:mod:`.gaps`).
            lines = split_at_gaps(lines, pixels, self.recognize_boxes)
        return sort_lines(lines)


def _aligned_span(start: int, end: int, limit: int, multiple: int = 32) -> tuple[int, int]:
    """[start, end) clipped to [0, limit) and widened to a multiple of ``multiple`` where the image allows.

    The detector resizes its input to multiples of 32; a crop of another size would be
    stretched, and its boxes would no longer match those of a full frame read at 1:1.
    """
    start, end = max(0, start), min(limit, end)
    if end <= start:
        return start, start
    want = min(limit, -(-(end - start) // multiple) * multiple)
    start = max(0, min(start - (want - (end - start)) // 2, limit - want))
    return start, start + want


def sort_lines(lines: list[OcrLine]) -> list[OcrLine]:
    """Order lines in reading order: rows top-to-bottom, then left-to-right within a row.

    Two boxes are on one row when their vertical centres differ by less than half the
    smaller height; a plain (y, x) sort would put a 1 px higher right-hand cell first.
    """
    ordered = sorted(lines, key=lambda line: (line.box.y0 + line.box.y1, line.box.x0))
    rows: list[list[OcrLine]] = []
    for line in ordered:
        cy = (line.box.y0 + line.box.y1) / 2
        if rows:
            last = rows[-1]
            ref = last[0].box
            ref_cy = (ref.y0 + ref.y1) / 2
            if abs(cy - ref_cy) < _ROW_TOLERANCE * max(1, min(ref.height, line.box.height)):
                last.append(line)
                continue
        rows.append([line])
    return [line for row in rows for line in sorted(row, key=lambda ln: ln.box.x0)]


@dataclass(frozen=True)
class OcrResult:
    """A read with what the detector saw: the lines, all text regions, and those left unread.

    ``dropped`` are regions the detector found whose recognition returned nothing or scored
    under the engine's ``min_score``; their pixels hold text nobody read.
    """

    lines: list[OcrLine]
    regions: list[Box] = field(default_factory=list)
    dropped: list[Box] = field(default_factory=list)


def _require_rgb(pixels: np.ndarray) -> None:
    if not isinstance(pixels, np.ndarray) or pixels.ndim != 3 or pixels.shape[2] != 3:
        shape = getattr(pixels, "shape", None)
        raise OcrError(f"expected an RGB image of shape (H, W, 3), got {type(pixels).__name__} {shape}")
    if pixels.dtype != np.uint8:
        raise OcrError(f"expected uint8 pixels, got {pixels.dtype}")


def _quad_box(quad: Any, width: int, height: int) -> Box:
    xs = [float(p[0]) for p in quad]
    ys = [float(p[1]) for p in quad]
    return Box(
        max(0, int(np.floor(min(xs)))),
        max(0, int(np.floor(min(ys)))),
        min(width, int(np.ceil(max(xs)))),
        min(height, int(np.ceil(max(ys)))),
    )


def _covers(line: Box, region: Box) -> bool:
    """Whether a read line stands for a detected region: they overlap on most of the smaller one."""
    ix = min(line.x1, region.x1) - max(line.x0, region.x0)
    iy = min(line.y1, region.y1) - max(line.y0, region.y0)
    if ix <= 0 or iy <= 0:
        return False
    smaller = min(line.width * line.height, region.width * region.height)
    return ix * iy >= 0.5 * max(1, smaller)


@dataclass(frozen=True)
class ThreadChoice:
    """The intra-op thread count picked for OCR, the median ms per candidate, and where it came from.

    ``source``: ``measured`` (timed now), ``cache`` (timed recently in this process) or
    ``loaded`` (the machine's load average was at or over its core count: no timing, the
    fewest threads — contended cores gain nothing from a second thread, and the
    measurement itself would take tens of seconds).
    """

    threads: int
    median_ms: dict[int, float]
    source: Literal["measured", "cache", "loaded"]


# Per process: one measurement serves every engine built here while it is fresh.
_THREAD_CHOICES: dict[tuple[int, ...], tuple[float, ThreadChoice]] = {}
_THREAD_CHOICES_LOCK = threading.Lock()


def calibration_sample() -> np.ndarray:
    """A small synthetic screen (960x320, 10 text lines) whose read costs detection and recognition alike."""
    from PIL import Image, ImageDraw, ImageFont

    image = Image.new("RGB", (960, 320), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=18)
    words = ["Orders", "Export CSV", "Customer name", "Save and continue", "Purchase request", "Log out", "Quantity"]
    for row in range(10):
        text = "  ".join(words[(row + k) % len(words)] for k in range(3)) + f"  #{1000 + 37 * row}"
        draw.text((24 + (row % 3) * 60, 12 + row * 30), text, font=font, fill="black")
    return np.asarray(image)


def calibrated_engine(
    candidates: Sequence[int] = (1, 2),
    *,
    rounds: int = 3,
    budget_s: float = 4.0,
    max_age_s: float = 600.0,
    sample: np.ndarray | None = None,
    load: float | None = None,
    **engine_kwargs: Any,
) -> tuple[RapidOcrEngine, ThreadChoice]:
    """A ``RapidOcrEngine`` with the intra-op thread count that reads fastest on this machine now.

    Two threads are 1.3–1.9x faster on a quiet 2-core machine, one wins when the cores are
    contended (NOTES.md), so the choice is measured rather than configured: one engine per
    candidate reads ``sample`` once to warm up, then up to ``rounds`` times interleaved (A,
    B, A, B… so both see the same load) within ``budget_s``, and the lowest median wins.
    When the load average (``load``, default ``os.getloadavg()``) is at or over the cores this
    process may use nothing is timed and the fewest threads are used. The choice is cached in the
    process for ``max_age_s`` (load changes; an engine built after that measures again).
    """
    if not candidates or any(c < 1 for c in candidates):
        raise ValueError(f"candidates={candidates!r} must be thread counts >= 1")
    if rounds < 1:
        raise ValueError(f"rounds={rounds!r} must be >= 1")
    key = tuple(sorted(set(candidates)))
    with _THREAD_CHOICES_LOCK:
        cached = _THREAD_CHOICES.get(key)
    if cached is not None and time.monotonic() - cached[0] <= max_age_s:
        choice = dataclasses.replace(cached[1], source="cache")
        return RapidOcrEngine(threads=choice.threads, **engine_kwargs), choice
    if len(key) == 1:
        return RapidOcrEngine(threads=key[0], **engine_kwargs), ThreadChoice(key[0], {}, "measured")
    load = os.getloadavg()[0] if load is None else load
    if load >= usable_cores():
        choice = _remember_choice(key, ThreadChoice(key[0], {}, "loaded"))
        return RapidOcrEngine(threads=choice.threads, **engine_kwargs), choice
    pixels = calibration_sample() if sample is None else sample
    engines = {n: RapidOcrEngine(threads=n, **engine_kwargs) for n in key}
    started_all = time.monotonic()
    for engine in engines.values():
        engine.read(pixels)  # the first call of a session allocates; never count it
    timings: dict[int, list[float]] = {n: [] for n in key}
    for _ in range(rounds):
        for n, engine in engines.items():
            started = time.perf_counter()
            engine.read(pixels)
            timings[n].append((time.perf_counter() - started) * 1000)
        if time.monotonic() - started_all > budget_s:
            break
    medians = {n: float(np.median(ms)) for n, ms in timings.items()}
    best = min(medians, key=lambda n: (medians[n], n))
    return engines[best], _remember_choice(key, ThreadChoice(best, medians, "measured"))


def _remember_choice(key: tuple[int, ...], choice: ThreadChoice) -> ThreadChoice:
    with _THREAD_CHOICES_LOCK:
        _THREAD_CHOICES[key] = (time.monotonic(), choice)
    logging.getLogger(__name__).info(
        "OCR threads: %d (%s, median ms %s)", choice.threads, choice.source, choice.median_ms
    )
    return choice
