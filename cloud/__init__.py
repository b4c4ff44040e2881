"""screenroute's cloud planner: a stateless gRPC service and its pluggable backends.

Shares only the ``screenroute.v1`` contracts with the edge and router packages.
"""

from __future__ import annotations

from screenroute.cloud.backends import BACKENDS, PlannerBackend, RulesPlanner, create_backend
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.metrics import PlannerMetrics
from screenroute.cloud.server import AsyncPlannerServer, PlannerServer, run_forever, serve
from screenroute.contract.errors import (
    InvalidPlanRequestError,
    PlannerBackendError,
    PlannerError,
    PlannerServerError,
    UnknownBackendError,
)

__all__ = [
    "BACKENDS",
    "AsyncPlannerServer",
    "InvalidPlanRequestError",
    "PlannerBackend",
    "PlannerBackendError",
    "PlannerError",
    "PlannerMetrics",
    "PlannerServer",
    "PlannerServerConfig",
    "PlannerServerError",
    "RulesPlanner",
    "UnknownBackendError",
    "create_backend",
    "run_forever",
    "serve",
]
