"""The router package's exception tree. Planner failures are the shared ``screenroute.contract.errors``."""

from __future__ import annotations


class RouterError(Exception):
    """Base class of every error raised by the router package."""


class RedactionError(RouterError):
    """Redaction failed or ran over its time budget; nothing may be escalated."""


class ConfigError(RouterError):
    """Configuration is invalid; the message names the field, the value and the allowed choices."""


class RunStopped(BaseException):
    """A run was stopped from outside before the edge halted it (a signal): it ends with its report.

    A ``BaseException``, like ``KeyboardInterrupt``: the signal handler raises it wherever the main
    thread happens to be, and a part's own ``except Exception`` (capture wrapping what mss raised
    into a ``CaptureError``, say) must not catch it and turn a stop into that part's failure."""
