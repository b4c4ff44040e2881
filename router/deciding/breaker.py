"""A circuit breaker on the planner: stop calling a planner that keeps failing, probe it now and then.

Closed: calls go through; ``failure_threshold`` transport failures in a row open it. Open:
no call is made (the policy answers ``cloud_unavailable`` at once instead of every run
waiting out a deadline); after ``reset_timeout_s`` it turns half-open. Half-open: one probe
call at a time goes through; its success closes the breaker, its failure opens it again.
One breaker is shared by every run of an edge node, so one run's failures spare the others.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["BreakerConfig", "BreakerState", "CircuitBreaker"]


class BreakerState(StrEnum):
    """Where the breaker is."""

    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class BreakerConfig(BaseModel):
    """Thresholds of the planner's circuit breaker."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # Transport failures in a row (deadline, connection refused, UNAVAILABLE) that open the circuit.
    # Above the per-run planner failure limit (3), so a single run still sees its own failures
    # first; several runs failing together open it for all.
    failure_threshold: int = Field(5, ge=1, le=1000)
    # How long the circuit stays open before one probe call is let through.
    reset_timeout_s: float = Field(30.0, gt=0, le=3600)
    # Probe calls allowed at once while half-open.
    half_open_calls: int = Field(1, ge=1, le=100)


class CircuitBreaker:
    """Thread-safe breaker state; the edge node asks :meth:`allow` before each planner call."""

    def __init__(self, config: BreakerConfig | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.config = config or BreakerConfig()
        self._clock = clock
        self._lock = threading.Lock()
        self._state = BreakerState.CLOSED
        self._failures = 0
        self._opened_at = 0.0
        self._probes = 0

    @property
    def state(self) -> BreakerState:
        """The state now (an open breaker whose timeout passed reads half-open)."""
        with self._lock:
            return self._current()

    def retry_in_s(self) -> float:
        """Seconds until an open breaker lets a probe through (0 when not open)."""
        with self._lock:
            if self._current() is not BreakerState.OPEN:
                return 0.0
            return max(0.0, self._opened_at + self.config.reset_timeout_s - self._clock())

    def allow(self) -> bool:
        """Claim the right to make one call; False when open or when the half-open probes are taken."""
        with self._lock:
            state = self._current()
            if state is BreakerState.CLOSED:
                return True
            if state is BreakerState.HALF_OPEN and self._probes < self.config.half_open_calls:
                self._probes += 1
                return True
            return False

    def record_success(self) -> None:
        """A call got an answer: the planner is reachable."""
        with self._lock:
            self._state = BreakerState.CLOSED
            self._failures = 0
            self._probes = 0

    def record_failure(self) -> None:
        """A call failed in transport; enough of them in a row (or a failed probe) open the circuit."""
        with self._lock:
            state = self._current()
            self._failures += 1
            if state is BreakerState.HALF_OPEN or self._failures >= self.config.failure_threshold:
                self._state = BreakerState.OPEN
                self._opened_at = self._clock()
                self._probes = 0

    def _current(self) -> BreakerState:
        if self._state is BreakerState.OPEN and self._clock() - self._opened_at >= self.config.reset_timeout_s:
            self._state = BreakerState.HALF_OPEN
            self._probes = 0
        return self._state
