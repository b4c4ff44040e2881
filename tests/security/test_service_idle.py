"""Idle and half-open calls are bounded: 256 of them do not starve an authenticated Plan or Step.

The attacker opens 256 health ``Watch`` streams (open to everyone) over 16 connections,
or 256 calls that never send their body; then a real client calls. Before the fix the
planner refused the real call (its in-flight limit was full of idle calls) and the Edge
service never answered it (its worker threads were all waiting for bodies).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2
from pydantic import SecretStr

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.v1 import edge_pb2

from ..cloud.test_planner_server import plan_request
from .conftest import TOKEN, png

PLAN = "/screenroute.v1.Planner/Plan"
STEP = "/screenroute.v1.Edge/Step"
OTHER_TOKEN = "another-client-token-0123456789"
AUTH = (("authorization", f"Bearer {TOKEN}"),)


class IdleCrowd:
    """``count`` idle calls over 16 connections: health watches, or calls that never send a body."""

    def __init__(self, address: str, kind: str, count: int, method: str = PLAN, metadata: Any = ()) -> None:
        self.release = threading.Event()
        self.channels = [
            grpc.insecure_channel(address, options=[("grpc.use_local_subchannel_pool", 1)]) for _ in range(16)
        ]
        self.calls: list[Any] = []
        for i in range(count):
            channel = self.channels[i % 16]
            if kind == "watch":
                watch = channel.unary_stream(
                    "/grpc.health.v1.Health/Watch",
                    request_serializer=health_pb2.HealthCheckRequest.SerializeToString,
                    response_deserializer=health_pb2.HealthCheckResponse.FromString,
                )
                self.calls.append(watch(health_pb2.HealthCheckRequest(), timeout=60))
            else:
                self.calls.append(channel.stream_unary(method).future(self._never(), timeout=60, metadata=metadata))

    def _never(self) -> Iterator[bytes]:
        self.release.wait(60)
        return
        yield b""

    def watch_outcomes(self) -> Counter[str]:
        """How each watch started: SERVING (admitted and idle) or the code it was refused with."""
        outcomes: Counter[str] = Counter()
        for call in self.calls:
            try:
                outcomes[health_pb2.HealthCheckResponse.ServingStatus.Name(next(call).status)] += 1
            except grpc.RpcError as exc:
                outcomes[exc.code().name] += 1
        return outcomes

    def close(self) -> None:
        self.release.set()
        for call in self.calls:
            call.cancel()
        for channel in self.channels:
            channel.close()


def authenticated_call(address: str, method: str, body: bytes, metadata: Any = AUTH) -> grpc.StatusCode:
    with grpc.insecure_channel(address) as channel:
        try:
            channel.unary_unary(method)(body, timeout=20, metadata=metadata)
        except grpc.RpcError as exc:
            return exc.code()
    return grpc.StatusCode.OK


@pytest.fixture(scope="module")
def planner() -> Iterator[PlannerServer]:
    config = PlannerServerConfig(
        auth_tokens=(TOKEN, OTHER_TOKEN),  # type: ignore[arg-type]
        request_body_timeout_s=2.0,
    )
    with PlannerServer(config) as server:
        yield server


def test_256_idle_health_watches_do_not_starve_an_authenticated_plan(planner: PlannerServer) -> None:
    crowd = IdleCrowd(planner.address, "watch", 256)
    try:
        outcomes = crowd.watch_outcomes()
        # Open calls from one peer have a small pool of their own; the rest are refused at once.
        assert outcomes["SERVING"] == planner.config.max_open_calls_per_peer
        assert outcomes["RESOURCE_EXHAUSTED"] == 256 - planner.config.max_open_calls_per_peer
        assert authenticated_call(planner.address, PLAN, plan_request().SerializeToString()) == grpc.StatusCode.OK
    finally:
        crowd.close()


def test_256_bodyless_calls_do_not_starve_an_authenticated_plan(planner: PlannerServer) -> None:
    # Without a token they are refused before their body is due.
    crowd = IdleCrowd(planner.address, "bodyless", 256)
    try:
        assert authenticated_call(planner.address, PLAN, plan_request().SerializeToString()) == grpc.StatusCode.OK
        codes = Counter(call.exception().code().name for call in crowd.calls)
        assert codes == {"UNAUTHENTICATED": 256}
    finally:
        crowd.close()


def test_bodyless_calls_of_an_authenticated_client_are_bounded_and_ended(planner: PlannerServer) -> None:
    other = (("authorization", f"Bearer {OTHER_TOKEN}"),)
    crowd = IdleCrowd(planner.address, "bodyless", 256, metadata=other)
    try:
        # Another client is not affected by this one's idle calls.
        assert authenticated_call(planner.address, PLAN, plan_request().SerializeToString()) == grpc.StatusCode.OK
        codes = Counter(call.exception().code().name for call in crowd.calls)
        # Calls waiting for their body are the tighter bound of the two.
        limit = min(planner.config.max_concurrent_per_client or 256, planner.config.max_pending_per_peer)
        # Its own limit holds the rest off, and the admitted ones end when their body is overdue.
        assert codes == {"RESOURCE_EXHAUSTED": 256 - limit, "DEADLINE_EXCEEDED": limit}
    finally:
        crowd.close()
    # Once they ended, the client may call again.
    assert authenticated_call(planner.address, PLAN, plan_request().SerializeToString(), other) == grpc.StatusCode.OK


def test_256_idle_calls_do_not_starve_an_authenticated_step(edge_server: Callable[..., Any]) -> None:
    config = {"auth_tokens": (SecretStr(TOKEN),), "request_body_timeout_s": 2.0}
    body = edge_pb2.StepRequest(task_id="idle-1", task="orders", frame=png(64, 40)).SerializeToString()
    with edge_server(config) as (server, _):
        address = f"127.0.0.1:{server.port}"
        for kind in ("watch", "bodyless"):
            crowd = IdleCrowd(address, kind, 256, method=STEP)
            try:
                if kind == "watch":
                    assert crowd.watch_outcomes()["SERVING"] == server.config.max_open_calls_per_peer
                assert authenticated_call(address, STEP, body) == grpc.StatusCode.OK
            finally:
                crowd.close()
