"""The evidence a failed run leaves: its last screen, redacted like everything else the edge keeps.

A person looking at why a run stopped needs the last screen, but a screen holds customer data
and the task's values. It is written only through the run's own redactor (the same one its
escalations and replay frames went through), to a file only its owner reads; when redaction
fails, nothing is written (privacy fails closed).
"""

from __future__ import annotations

from pathlib import Path

from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.private import private_file
from screenroute.router.deciding.node import EdgeNode, TaskRun

__all__ = ["save_redacted_frame"]


def save_redacted_frame(node: EdgeNode, run: TaskRun, frame: Frame, path: Path, ocr: OcrEngine) -> str:
    """Write ``frame`` redacted to ``path`` (PNG, 0600); returns what happened, for the log."""
    redacted = node.redact_for_record(run, frame, ocr.read(frame.pixels))
    if redacted is None:
        return f"last screen not saved: redaction failed ({path.name} would hold unredacted data)"
    private_file(path)
    redacted.frame.to_image().save(path, format="PNG")
    return f"last screen (redacted) saved to {path}"
