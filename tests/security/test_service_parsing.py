"""Bytes that are not the method's message are bad input: INVALID_ARGUMENT, one log line, no traceback.

Before the fix gRPC's own deserializer failed first and the caller got ``UNKNOWN`` or
``INTERNAL`` with a traceback in the server's log, on every service of both servers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from pydantic import SecretStr

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer

from .conftest import TOKEN

AUTH = (("authorization", f"Bearer {TOKEN}"),)
# A field tag with wire type 7 does not exist: no message parses this.
GARBAGE = [b"\x0f\xff\xff\xff", b"\x0a\xff\xff\xff\xff\x0f", b"\x12\x05abc", b"\x08" + b"\xff" * 11]
METHODS = [
    "/grpc.health.v1.Health/Check",
    "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
]


def call(address: str, method: str, body: bytes) -> grpc.RpcError | None:
    with grpc.insecure_channel(address) as channel:
        try:
            if method.endswith("ServerReflectionInfo"):
                for _ in channel.stream_stream(method)(iter([body]), timeout=10, metadata=AUTH):
                    pass
            else:
                channel.unary_unary(method)(body, timeout=10, metadata=AUTH)
        except grpc.RpcError as exc:
            return exc
    return None


def check_one_line_each(caplog: pytest.LogCaptureFixture, address: str, method: str) -> None:
    for body in GARBAGE:
        caplog.clear()
        error = call(address, method, body)
        assert error is not None, f"{body!r} was accepted by {method}"
        assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, (body, error.code(), error.details())
        lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(lines) == 1, [r.getMessage() for r in lines]
        assert lines[0].exc_info is None and "Traceback" not in caplog.text
        assert method in lines[0].getMessage()


@pytest.fixture(scope="module")
def planner() -> Iterator[PlannerServer]:
    with PlannerServer(PlannerServerConfig(auth_tokens=(TOKEN,))) as server:  # type: ignore[arg-type]
        yield server


@pytest.mark.parametrize("method", ["/screenroute.v1.Planner/Plan", *METHODS])
def test_planner_parse_failures_are_invalid_argument(
    planner: PlannerServer, caplog: pytest.LogCaptureFixture, method: str
) -> None:
    caplog.set_level(logging.DEBUG)
    check_one_line_each(caplog, planner.address, method)


def test_edge_parse_failures_are_invalid_argument(
    edge_server: Callable[..., Any], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with edge_server({"auth_tokens": (SecretStr(TOKEN),)}) as (server, _):
        for method in ["/screenroute.v1.Edge/Step", *METHODS]:
            check_one_line_each(caplog, f"127.0.0.1:{server.port}", method)


def test_invalid_utf8_in_a_string_field_is_invalid_argument(planner: PlannerServer) -> None:
    # Field 2 (goal) with bytes that are not UTF-8: proto3 strings must be valid UTF-8.
    error = call(planner.address, "/screenroute.v1.Planner/Plan", b"\x12\x03\xff\xfe\xfd")
    assert error is not None and error.code() == grpc.StatusCode.INVALID_ARGUMENT
