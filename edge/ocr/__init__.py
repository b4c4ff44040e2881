"""OCR engines: the interface, the engines, and a name→class table to choose one from config."""

from __future__ import annotations

from typing import Any

from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.ocr.incremental import IncrementalOcrEngine
from screenroute.edge.ocr.rapid import RapidOcrEngine, sort_lines

__all__ = [
    "OCR_ENGINES",
    "IncrementalOcrEngine",
    "OcrEngine",
    "OcrLine",
    "RapidOcrEngine",
    "create_ocr_engine",
    "sort_lines",
]

#: Config name → engine class. A config section's keys are the constructor's kwargs.
#: ``incremental`` reads only what changed since the last frame (PP-OCR underneath).
OCR_ENGINES: dict[str, type[Any]] = {"rapidocr": RapidOcrEngine, "incremental": IncrementalOcrEngine}


def create_ocr_engine(name: str, **kwargs: Any) -> OcrEngine:
    """Build the engine called ``name`` with ``kwargs``; unknown names fail loudly."""
    try:
        cls = OCR_ENGINES[name]
    except KeyError:
        allowed = ", ".join(sorted(OCR_ENGINES))
        raise ValueError(f"ocr.engine={name!r} is not a known OCR engine; choose one of: {allowed}") from None
    engine: OcrEngine = cls(**kwargs)
    return engine
