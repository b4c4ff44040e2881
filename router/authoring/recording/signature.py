"""The learned layout signature of a recorded step (``expect.layout``), when the edge has a layout model.

``screenroute.edge.layout`` (the flywheel's state signatures: ``layout_embedding`` and its text
form ``encode_layout``) computes it from the step's first screen and that screen's OCR lines.
Where that module is not installed, recorded steps leave ``layout`` empty and are recognised
by their anchors alone.
"""

from __future__ import annotations

import importlib
import logging

from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.authoring.recording.build import LayoutFn

__all__ = ["layout_signature_fn"]

log = logging.getLogger(__name__)


def layout_signature_fn() -> LayoutFn | None:
    """A function (frame, lines) → base64 layout signature, or None when no layout model is available."""
    try:
        layout = importlib.import_module("screenroute.edge.layout")
    except ImportError:
        return None
    embed = getattr(layout, "layout_embedding", None)
    encode = getattr(layout, "encode_layout", None)
    error = getattr(layout, "LayoutError", ValueError)
    if embed is None or encode is None:
        return None

    def signature(frame: Frame, lines: list[OcrLine]) -> str:
        try:
            return str(encode(embed(frame, lines)))
        except error as exc:  # a frame too small for the grid: the anchors still recognise it
            log.warning("no layout signature for a recorded step: %s", exc)
            return ""

    return signature
