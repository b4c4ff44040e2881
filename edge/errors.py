"""The edge package's exception tree."""

from __future__ import annotations


class EdgeError(Exception):
    """Base class of every error raised by the edge package."""


class CaptureError(EdgeError):
    """The screen could not be captured."""


class ImageDecodeError(EdgeError):
    """Bytes that should be an image are empty, corrupt or of an unsupported format."""


class OcrError(EdgeError):
    """The OCR engine failed on an image."""


class SkillError(EdgeError):
    """An atomic skill could not run (bad arguments, target not found, backend failure)."""


class SandboxError(EdgeError):
    """The sandbox (virtual display, window manager, browser) could not start or stop."""


class WriteGateError(EdgeError):
    """The write hold at the sandbox's egress filter could not be placed or read (the run fails closed)."""


class UnheldInputError(WriteGateError):
    """The edge's own input (an undo, a take-back, a close) could not be sent with writes held, so it
    was not sent at all: the run halts for a person."""
