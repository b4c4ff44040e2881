"""The router package's exception tree."""

from __future__ import annotations


class RouterError(Exception):
    """Base class of every error raised by the router package."""


class RedactionError(RouterError):
    """Redaction failed or ran over its time budget; nothing may be escalated."""
