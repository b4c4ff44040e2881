"""The planner's circuit breaker: closed → open after failures, half-open after the timeout, one probe."""

from __future__ import annotations

import threading

import pytest

from screenroute.router.deciding.breaker import BreakerConfig, BreakerState, CircuitBreaker


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def breaker(threshold: int = 3, reset_s: float = 10.0) -> tuple[CircuitBreaker, Clock]:
    clock = Clock()
    return CircuitBreaker(BreakerConfig(failure_threshold=threshold, reset_timeout_s=reset_s), clock=clock), clock


def test_failures_in_a_row_open_it_and_a_success_in_between_resets_the_count() -> None:
    b, _ = breaker(threshold=3)
    b.record_failure()
    b.record_failure()
    b.record_success()
    b.record_failure()
    b.record_failure()
    assert b.state is BreakerState.CLOSED and b.allow()
    b.record_failure()
    assert b.state is BreakerState.OPEN and not b.allow()


def test_open_turns_half_open_after_the_timeout_and_lets_one_probe_through() -> None:
    b, clock = breaker(threshold=1, reset_s=10)
    b.record_failure()
    assert b.retry_in_s() == pytest.approx(10)
    clock.now += 9.9
    assert not b.allow()
    clock.now += 0.2
    assert b.state is BreakerState.HALF_OPEN and b.retry_in_s() == 0
    assert b.allow()
    assert not b.allow()  # the probe is taken


def test_the_probe_decides() -> None:
    b, clock = breaker(threshold=1, reset_s=5)
    b.record_failure()
    clock.now += 5
    assert b.allow()
    b.record_failure()  # the probe failed: open again, for another full timeout
    assert b.state is BreakerState.OPEN and b.retry_in_s() == pytest.approx(5)
    clock.now += 5
    assert b.allow()
    b.record_success()
    assert b.state is BreakerState.CLOSED and b.allow() and b.allow()


def test_concurrent_callers_get_one_probe() -> None:
    b, clock = breaker(threshold=1, reset_s=1)
    b.record_failure()
    clock.now += 1
    granted: list[bool] = []
    lock = threading.Lock()

    def ask() -> None:
        ok = b.allow()
        with lock:
            granted.append(ok)

    threads = [threading.Thread(target=ask) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert granted.count(True) == 1


def test_bad_config_names_the_field() -> None:
    with pytest.raises(ValueError, match="failure_threshold"):
        BreakerConfig(failure_threshold=0)
