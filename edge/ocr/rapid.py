"""PP-OCRv4 (PaddleOCR's Chinese+English models) on onnxruntime, via ``rapidocr-onnxruntime``."""

from __future__ import annotations

import importlib.util
import logging
import threading
from typing import Any, Literal

import numpy as np

from edge.errors import OcrError
from edge.geometry import Box
from edge.ocr.base import OcrLine

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
    ) -> None:
        if det_limit_type not in ("max", "min"):
            raise ValueError(f"det_limit_type={det_limit_type!r} is not one of 'max', 'min'")
        if threads is not None and threads < 1:
            raise ValueError(f"threads={threads!r} must be >= 1 or None (all cores)")
        if not 0.0 <= min_score <= 1.0:
            raise ValueError(f"min_score={min_score!r} must lie in [0, 1]")
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as exc:
            raise OcrError("rapidocr-onnxruntime is not installed (pip install 'screenroute[edge]')") from exc
        self._use_cls = use_angle_cls
        self._min_score = min_score
        self._box_thresh = det_box_thresh
        self._unclip_ratio = det_unclip_ratio
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
        for quad, text, score in result:
            xs = [float(p[0]) for p in quad]
            ys = [float(p[1]) for p in quad]
            box = Box(
                max(0, int(np.floor(min(xs)))),
                max(0, int(np.floor(min(ys)))),
                min(width, int(np.ceil(max(xs)))),
                min(height, int(np.ceil(max(ys)))),
            )
            text = str(text).strip()
            if text:
                lines.append(OcrLine(text=text, box=box, score=float(score)))
        return sort_lines(lines)


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
