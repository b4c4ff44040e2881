"""Routing decisions: where a step goes and why."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from edge.skills.action import Action


class Route(str, Enum):
    LOCAL = "local"
    ESCALATE = "escalate"
    WAIT = "wait"
    HALT = "halt"


class Reason(str, Enum):
    KNOWN_STATE = "known_state"
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


@dataclass
class Decision:
    """What the edge decided for one screen: route, reason, actions and the timings that led to it."""

    route: Route
    reason: Reason
    actions: list[Action] = field(default_factory=list)
    step_name: str = ""
    state_label: str = ""
    detail: str = ""
    stage_ms: dict[str, float] = field(default_factory=dict)
    cost_usd: float = 0.0
    # The step's anchor texts that were not on screen (what the planner is told to look for).
    missing_texts: tuple[str, ...] = ()
