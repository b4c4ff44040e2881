"""The one interface every planner backend implements."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from screenroute.v1 import planner_pb2

__all__ = ["PlannerBackend"]


@runtime_checkable
class PlannerBackend(Protocol):
    """Turns one escalated screen into a plan.

    Implementations are synchronous and may block (a remote model call); the server runs
    them in a worker thread. They must be safe to call from several threads at once, since
    the planner is stateless and serves many edges concurrently. Raising any exception
    makes the server answer ``UNAVAILABLE``.
    """

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        """Return the next actions, the planner's state label and usage for ``request``."""
        ...
