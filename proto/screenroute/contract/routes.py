"""Where a decision sends a step (route) and why (reason), and their wire form."""

from __future__ import annotations

from enum import StrEnum
from typing import cast

from screenroute.contract.errors import ContractError
from screenroute.v1 import types_pb2

__all__ = ["Reason", "Route", "reason_from_proto", "reason_to_proto", "route_from_proto", "route_to_proto"]


class Route(StrEnum):
    """Where a step goes."""

    LOCAL = "local"
    ESCALATE = "escalate"
    WAIT = "wait"
    HALT = "halt"


class Reason(StrEnum):
    """Why a decision was taken (DESIGN.md's list)."""

    KNOWN_STATE = "known_state"
    LEARNED_STATE = "learned_state"
    UNKNOWN_STATE = "unknown_state"
    LOW_CONFIDENCE = "low_confidence"
    UNEXPECTED_STATE = "unexpected_state"
    NO_EFFECT = "no_effect"
    REPEATED_FAILURE = "repeated_failure"
    IDLE_TIMEOUT = "idle_timeout"
    TASK_TIMEOUT = "task_timeout"
    BUDGET_EXHAUSTED = "budget_exhausted"
    CLOUD_UNAVAILABLE = "cloud_unavailable"
    NEEDS_HUMAN = "needs_human"
    POLICY_DENIED = "policy_denied"
    TASK_COMPLETE = "task_complete"


def route_to_proto(route: Route) -> types_pb2.Route:
    """The ``types_pb2.Route`` value of ``route``."""
    return cast("types_pb2.Route", types_pb2.Route.Value("ROUTE_" + route.value.upper()))


def reason_to_proto(reason: Reason) -> types_pb2.Reason:
    """The ``types_pb2.Reason`` value of ``reason``."""
    return cast("types_pb2.Reason", types_pb2.Reason.Value("REASON_" + reason.value.upper()))


def route_from_proto(value: int) -> Route:
    """The :class:`Route` of a wire value; ``ContractError`` for UNSPECIFIED or unknown values."""
    try:
        return Route(types_pb2.Route.Name(value).removeprefix("ROUTE_").lower())
    except ValueError as exc:
        raise ContractError(f"route {value!r} is not a known route") from exc


def reason_from_proto(value: int) -> Reason:
    """The :class:`Reason` of a wire value; ``ContractError`` for UNSPECIFIED or unknown values."""
    try:
        return Reason(types_pb2.Reason.Name(value).removeprefix("REASON_").lower())
    except ValueError as exc:
        raise ContractError(f"reason {value!r} is not a known reason") from exc
