"""Region pixels → OCR → candidate names → matched files, with the time each stage took."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from screenroute.edge.errors import OcrError
from screenroute.edge.geometry import Box
from screenroute.edge.locate.errors import LocateError
from screenroute.edge.locate.matcher import FileMatcher, MatchResult
from screenroute.edge.locate.recognize import recognize_candidates
from screenroute.edge.ocr.base import OcrEngine, OcrLine

__all__ = ["FileLocator", "LocateConfig", "LocateOutcome"]


#: A line box this close to the region's edge was cut by it (OCR boxes are inset by a pixel or two).
_EDGE_PX = 2


class LocateConfig(BaseModel):
    """How a region is prepared for OCR."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    #: Border added around the crop: text touching the crop's edge is otherwise often missed
    #: by the detector.
    pad_px: int = Field(default=4, ge=0, le=64)
    #: What fills that border. "background" (the median colour of the crop's outermost pixels)
    #: is right for a region that cuts through glyphs: "edge" replication smears the cut strokes
    #: into the border as bars, and PP-OCR then reads "修改2" as "修改？" or "v3.docx" as "Y3docY".
    pad_fill: Literal["background", "edge"] = "background"
    #: When the first read is not confirmable and OCR lines touch the region's top or bottom
    #: edge, read once more from the screen with the region grown to cover those lines (needs
    #: the screen: :meth:`FileLocator.locate_on_screen`). A sloppy region cuts names in half.
    regrow: bool = True
    #: Crops shorter than this are upscaled (bicubic) before OCR. Off by default: measured on pcmanfm
    #: rows at 100–150 %, 2x upscaling tripled OCR time (~600 vs ~150 ms) and read no better.
    min_height_px: int = Field(default=0, ge=0, le=512)
    max_upscale: float = Field(default=2.0, ge=1.0, le=4.0)


@dataclass(frozen=True)
class LocateOutcome:
    """The match result plus the OCR lines (region pixels) and per-stage milliseconds."""

    result: MatchResult
    lines: list[OcrLine]
    timings_ms: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {**self.result.to_json(), "ocr": [line.to_json() for line in self.lines],
                "timings_ms": {k: round(v, 1) for k, v in self.timings_ms.items()}}  # fmt: skip


def _prepare(pixels: np.ndarray, cfg: LocateConfig) -> tuple[np.ndarray, float]:
    from PIL import Image

    scale = 1.0
    image = pixels
    if cfg.min_height_px and image.shape[0] < cfg.min_height_px:
        scale = min(cfg.max_upscale, cfg.min_height_px / max(1, image.shape[0]))
        if scale > 1.01:
            pil = Image.fromarray(image, "RGB")
            pil = pil.resize((round(pil.width * scale), round(pil.height * scale)), Image.Resampling.BICUBIC)
            image = np.asarray(pil)
        else:
            scale = 1.0
    if cfg.pad_px:
        p = cfg.pad_px
        if cfg.pad_fill == "edge":
            image = np.pad(image, ((p, p), (p, p), (0, 0)), mode="edge")
        else:
            border = np.concatenate([image[0], image[-1], image[:, 0], image[:, -1]])
            padded = np.empty((image.shape[0] + 2 * p, image.shape[1] + 2 * p, 3), np.uint8)
            padded[:] = np.median(border, axis=0).astype(np.uint8)
            padded[p:-p, p:-p] = image
            image = padded
    return np.ascontiguousarray(image), scale


class FileLocator:
    """The recognition half of circle-select: never touches a file, only ranks index rows."""

    def __init__(self, ocr: OcrEngine, matcher: FileMatcher, config: LocateConfig | None = None) -> None:
        self.ocr = ocr
        self.matcher = matcher
        self.config = config or LocateConfig()

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        """OCR lines of the region, boxes in the region's own pixels.

        When the detector finds no text at all (it is sensitive to what surrounds a label cut
        on both sides), the region is read once more with the other border fill; an empty
        read costs a few milliseconds, so the retry is cheap.
        """
        lines = self._read_padded(pixels, self.config)
        if not lines and self.config.pad_px:
            other: Literal["background", "edge"] = "edge" if self.config.pad_fill == "background" else "background"
            lines = self._read_padded(pixels, self.config.model_copy(update={"pad_fill": other}))
        return lines

    def _read_padded(self, pixels: np.ndarray, config: LocateConfig) -> list[OcrLine]:
        image, scale = _prepare(pixels, config)
        p = config.pad_px
        h, w = pixels.shape[:2]
        lines = []
        for line in self.ocr.read(image):
            b = line.box
            box = Box(
                max(0, round((b.x0 - p) / scale)), max(0, round((b.y0 - p) / scale)),
                min(w, round((b.x1 - p) / scale)), min(h, round((b.y1 - p) / scale)),
            )  # fmt: skip
            if box.width > 0 and box.height > 0:
                lines.append(OcrLine(line.text, box, line.score))
        return lines

    def locate(self, pixels: np.ndarray, *, dir_hint: str | None = None) -> LocateOutcome:
        """Rank the indexed files that the region (its pixels only) most likely shows."""
        _check_pixels(pixels)
        return self._locate(pixels, None, None, dir_hint)

    def locate_on_screen(self, screen: np.ndarray, box: Box, *, dir_hint: str | None = None) -> LocateOutcome:
        """Rank the files that ``box`` of ``screen`` (a whole captured frame) most likely shows.

        Same as :meth:`locate` on the crop, except that a region cutting text lines in half
        may be re-read once, grown to those lines (``LocateConfig.regrow``). Line boxes in the
        outcome are in the drawn region's pixels (a grown read can give negative y).
        """
        _check_pixels(screen)
        if not (0 <= box.x0 < box.x1 <= screen.shape[1] and 0 <= box.y0 < box.y1 <= screen.shape[0]):
            raise LocateError(f"box {box} is not inside the {screen.shape[1]}x{screen.shape[0]} screen")
        pixels = np.ascontiguousarray(screen[box.y0 : box.y1, box.x0 : box.x1])
        return self._locate(pixels, screen, box, dir_hint)

    def _locate(
        self, pixels: np.ndarray, screen: np.ndarray | None, box: Box | None, dir_hint: str | None
    ) -> LocateOutcome:
        t0 = time.perf_counter()
        lines = self._read(pixels)
        t1 = time.perf_counter()
        h, w = pixels.shape[:2]
        candidates = recognize_candidates(lines, w, h)
        t2 = time.perf_counter()
        result = self.matcher.match(candidates, dir_hint=dir_hint)
        t3 = time.perf_counter()
        timings = {"ocr": (t1 - t0) * 1e3, "candidates": (t2 - t1) * 1e3, "match": (t3 - t2) * 1e3}
        grown = None
        if screen is not None and box is not None and self.config.regrow and result.tier != "confirm":
            grown = _grown(lines, box, screen.shape[0])
        if screen is not None and box is not None and grown is not None:
            # The user drew across a line: read the whole line from the screen, but keep ranking
            # rows by the distance from the centre of what was drawn (``focus``).
            top = box.y0 - grown.y0
            more = self._read(np.ascontiguousarray(screen[grown.y0 : grown.y1, grown.x0 : grown.x1]))
            again = recognize_candidates(more, grown.width, grown.height, focus=(top, top + h))
            if again:
                result = self.matcher.match(again, dir_hint=dir_hint)
                lines = [
                    OcrLine(ln.text, Box(ln.box.x0, ln.box.y0 - top, ln.box.x1, ln.box.y1 - top), ln.score)
                    for ln in more
                ]
            timings["reread"] = (time.perf_counter() - t3) * 1e3
        timings["total"] = (time.perf_counter() - t0) * 1e3
        return LocateOutcome(result=result, lines=lines, timings_ms=timings)

    def _read(self, pixels: np.ndarray) -> list[OcrLine]:
        try:
            return self.read(pixels)
        except OcrError as exc:
            raise LocateError(f"OCR of the region failed: {exc}") from exc


def _check_pixels(pixels: np.ndarray) -> None:
    if not isinstance(pixels, np.ndarray) or pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
        raise LocateError(f"expected an RGB uint8 region, got {type(pixels).__name__} {getattr(pixels, 'shape', None)}")


def _grown(lines: list[OcrLine], box: Box, screen_height: int) -> Box | None:
    """``box`` grown up and/or down by one line height where OCR lines touch its edge; None if none do."""
    if not lines:
        return None
    h = box.height
    step = max(8, *(line.box.height for line in lines))
    up = step if any(line.box.y0 <= _EDGE_PX for line in lines) else 0
    down = step if any(line.box.y1 >= h - _EDGE_PX for line in lines) else 0
    grown = Box(box.x0, max(0, box.y0 - up), box.x1, min(screen_height, box.y1 + down))
    return grown if grown != box else None
