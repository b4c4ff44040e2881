"""The exceptions both sides of the wire share: one tree for contract violations, one for planning."""

from __future__ import annotations

__all__ = [
    "ActionError",
    "ContractError",
    "InvalidPlanRequestError",
    "PlannerBackendError",
    "PlannerBudgetError",
    "PlannerError",
    "PlannerRejected",
    "PlannerServerError",
    "PlannerUnavailable",
    "UnknownBackendError",
    "UnknownModelError",
]


class ContractError(ValueError):
    """A value breaks the shared contract (an action, a route, a TLS option)."""


class ActionError(ContractError):
    """An action is malformed or out of range; the message names the field and the limit."""


class PlannerError(Exception):
    """Base of every planning failure, on the edge (client) and in the cloud (server)."""


class PlannerUnavailable(PlannerError):
    """The planner could not be reached or did not answer in time (retrying later may help)."""


class PlannerRejected(PlannerError):
    """The planner refused the request as invalid; retrying the same request will not help."""


class InvalidPlanRequestError(PlannerError, ValueError):
    """A ``PlanRequest`` that fails validation; the message is safe to send to the caller.

    Messages name fields and limits only, never screen content, because they travel back
    over the wire and into logs.
    """


class PlannerBackendError(PlannerError):
    """A backend could not produce a plan (the model is down, the answer is unusable)."""


class PlannerBudgetError(PlannerError):
    """The call would exceed a cost budget; the model is not called."""


class PlannerServerError(PlannerError):
    """The planner server could not start or stop (e.g. the address cannot be bound)."""


class UnknownBackendError(PlannerError, ValueError):
    """A backend name that is not in the backend table."""

    def __init__(self, name: str, choices: list[str]) -> None:
        self.name = name
        self.choices = choices
        super().__init__(f"unknown planner backend {name!r}; allowed choices: {', '.join(choices)}")


class UnknownModelError(PlannerError, ValueError):
    """A model name that has no entry in the pricing table."""

    def __init__(self, model: str, choices: list[str]) -> None:
        self.model = model
        self.choices = choices
        super().__init__(
            f"model {model!r} has no pricing entry; known models: {', '.join(choices)} "
            "(add it to the backend's 'pricing' option)"
        )
