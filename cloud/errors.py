"""The cloud package's exception tree: one base, a few precise subclasses."""

from __future__ import annotations

__all__ = [
    "PlannerError",
    "UnknownBackendError",
    "InvalidPlanRequestError",
    "PlannerBackendError",
    "PlannerServerError",
    "UnknownModelError",
    "PlannerBudgetError",
]


class PlannerError(Exception):
    """Base class of every error raised by the ``cloud`` package."""


class UnknownBackendError(PlannerError, ValueError):
    """A backend name that is not in :data:`cloud.backends.BACKENDS`."""

    def __init__(self, name: str, choices: list[str]) -> None:
        self.name = name
        self.choices = choices
        super().__init__(f"unknown planner backend {name!r}; allowed choices: {', '.join(choices)}")


class InvalidPlanRequestError(PlannerError, ValueError):
    """A ``PlanRequest`` that fails validation; the message is safe to send to the caller.

    Messages name fields and limits only, never screen content, because they travel back
    over the wire and into logs.
    """


class PlannerBackendError(PlannerError):
    """A backend could not produce a plan (the model is down, the answer is unusable)."""


class PlannerServerError(PlannerError):
    """The planner server could not start or stop (e.g. the address cannot be bound)."""


class UnknownModelError(PlannerError, ValueError):
    """A model name that has no entry in the pricing table."""

    def __init__(self, model: str, choices: list[str]) -> None:
        self.model = model
        self.choices = choices
        super().__init__(
            f"model {model!r} has no pricing entry; known models: {', '.join(choices)} "
            "(add it to the backend's 'pricing' option)"
        )


class PlannerBudgetError(PlannerError):
    """The pre-call estimate exceeds the configured per-call budget; the model is not called."""
