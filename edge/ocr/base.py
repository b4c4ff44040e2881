"""The OCR engine interface and its result type."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

from screenroute.edge.geometry import Box


@dataclass(frozen=True, slots=True)
class OcrLine:
    """One line of recognised text, its box in the pixels of the image it was read from, and a score in [0, 1]."""

    text: str
    box: Box
    score: float

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "box": [self.box.x0, self.box.y0, self.box.x1, self.box.y1],
            "score": round(self.score, 4),
        }


@runtime_checkable
class OcrEngine(Protocol):
    """Reads text lines from an RGB image (H x W x 3, uint8)."""

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        """Return the lines found, top-to-bottom then left-to-right."""
        ...


@runtime_checkable
class BoxRecognizer(Protocol):
    """Recognises the text inside given boxes without detection (``RapidOcrEngine.recognize_boxes``)."""

    def recognize_boxes(self, pixels: np.ndarray, boxes: Sequence[Box]) -> list[OcrLine]:
        """One line per box, in order."""
        ...
