"""Tasks bundled with the benchmark environment, by name.

Each task module offers ``build_procedure()`` and ``context_from(values)``; the edge
service registers them under ``TASK_NAME`` so agents in other processes can run them.
"""

from __future__ import annotations

from types import ModuleType

from bench.tasks import purchase_request

TASKS: dict[str, ModuleType] = {purchase_request.TASK_NAME: purchase_request}

__all__ = ["TASKS", "purchase_request"]
