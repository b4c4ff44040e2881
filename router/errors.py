"""The router package's exception tree."""

from __future__ import annotations


class RouterError(Exception):
    """Base class of every error raised by the router package."""


class RedactionError(RouterError):
    """Redaction failed or ran over its time budget; nothing may be escalated."""


class PlannerError(RouterError):
    """A planner call failed."""


class PlannerUnavailable(PlannerError):
    """The planner could not be reached or did not answer in time (retrying later may help)."""


class PlannerRejected(PlannerError):
    """The planner refused the request as invalid; retrying the same request will not help."""


class ConfigError(RouterError):
    """Configuration is invalid; the message names the field, the value and the allowed choices."""
