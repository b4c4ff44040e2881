"""Planner backends, chosen by name from an explicit table.

Adding a backend means: one new module, one line in :data:`BACKENDS`, and its tests.
"""

from __future__ import annotations

from typing import Any

from screenroute.cloud.backends.base import PlannerBackend
from screenroute.cloud.backends.openai_planner import OpenAIPlanner
from screenroute.cloud.backends.rules_planner import RulesPlanner
from screenroute.contract.errors import UnknownBackendError

__all__ = ["BACKENDS", "OpenAIPlanner", "PlannerBackend", "RulesPlanner", "create_backend"]

#: Backend name (the ``backend`` config value) → class; config kwargs go to the constructor.
BACKENDS: dict[str, type[PlannerBackend]] = {
    "rules": RulesPlanner,
    "openai": OpenAIPlanner,
}


def create_backend(name: str, **kwargs: Any) -> PlannerBackend:
    """Build the backend registered as ``name`` with ``kwargs`` as constructor arguments.

    Raises:
        UnknownBackendError: ``name`` is not in :data:`BACKENDS` (the message lists the choices).
    """
    try:
        backend_cls = BACKENDS[name]
    except KeyError as exc:
        raise UnknownBackendError(name, sorted(BACKENDS)) from exc
    return backend_cls(**kwargs)
