"""The escalation policy: when the edge acts locally, escalates, waits or halts.

The decision is separate from the scores that feed it (OCR anchors now, the state
classifier later); the thresholds are configuration.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class PolicyConfig(BaseModel):
    """Thresholds of the escalation policy (seed 002, sections 3.3 and 4.2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # Local attempts at one step before the edge stops trusting its procedure for it.
    max_local_attempts: int = Field(2, ge=1, le=10)
    # Escalations allowed per task (the cloud budget of one task).
    max_escalations: int = Field(12, ge=0, le=1000)
    # Escalations in a row that did not move the task on before a human is asked.
    max_fruitless_escalations: int = Field(3, ge=1, le=100)
    # Consecutive planner failures before giving up with cloud_unavailable.
    max_planner_failures: int = Field(3, ge=1, le=100)
    # No progress for this long pauses the task (seed: 3 minutes of no effective action).
    idle_timeout_s: float = Field(180.0, gt=0)
    # The whole task (seed: 30 minutes, then a human takes over).
    task_timeout_s: float = Field(1800.0, gt=0)
