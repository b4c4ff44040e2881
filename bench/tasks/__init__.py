"""Task files bundled with the benchmark environment (``*.yaml``, schema ``screenroute/task/v1``)."""

from __future__ import annotations

from pathlib import Path

#: The folder of the bundled task files (``screenroute edge --tasks`` and the demo read it).
TASKS_DIR = Path(__file__).resolve().parent

#: The demo task: yesterday's orders -> export -> purchase request -> submit.
DEMO_TASK = TASKS_DIR / "purchase_request.yaml"

__all__ = ["DEMO_TASK", "TASKS_DIR"]
