"""Authentication comes before the body, on both services; the Edge service has tokens and TLS/mTLS.

An attacker without a token sends garbage, or starts a call and never sends its body;
either way the answer is ``UNAUTHENTICATED`` at once, and nothing is parsed or held.
Per-client limits never key on a token nobody checked.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from pydantic import SecretStr

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.v1 import edge_pb2, edge_pb2_grpc, planner_pb2, types_pb2

from ..cloud.test_planner_server import plan_request
from .conftest import TOKEN, CertFiles, png, screen_png

PLAN = "/screenroute.v1.Planner/Plan"
STEP = "/screenroute.v1.Edge/Step"
GARBAGE = b"\xff\xfe\x00\x01 not a protobuf \x99" * 20
AUTH = (("authorization", f"Bearer {TOKEN}"),)


def raw_call(
    address: str, method: str, body: bytes, metadata: tuple[tuple[str, str], ...] = ()
) -> grpc.RpcError | None:
    with grpc.insecure_channel(address) as channel:
        try:
            channel.unary_unary(method)(body, timeout=20, metadata=metadata)
        except grpc.RpcError as exc:
            return exc
    return None


def bodyless_call(address: str, method: str, metadata: tuple[tuple[str, str], ...] = ()) -> grpc.RpcError:
    """Start a call and never send its body (the client stream stays open until the answer comes)."""
    release = threading.Event()

    def nothing() -> Iterator[bytes]:
        release.wait(30)
        return
        yield b""

    with grpc.insecure_channel(address) as channel:
        try:
            channel.stream_unary(method)(nothing(), timeout=20, metadata=metadata)
        except grpc.RpcError as exc:
            return exc
        finally:
            release.set()
    raise AssertionError("a call without a body was answered OK")


@pytest.fixture(scope="module")
def planner() -> Iterator[PlannerServer]:
    with PlannerServer(PlannerServerConfig(auth_tokens=(TOKEN,))) as server:  # type: ignore[arg-type]
        yield server


def test_planner_answers_garbage_from_an_unauthenticated_caller_with_unauthenticated(planner: PlannerServer) -> None:
    error = raw_call(planner.address, PLAN, GARBAGE)
    assert error is not None and error.code() == grpc.StatusCode.UNAUTHENTICATED
    # With the token, the same bytes are bad input, not an internal error.
    error = raw_call(planner.address, PLAN, GARBAGE, AUTH)
    assert error is not None and error.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_planner_refuses_a_bodyless_unauthenticated_call_without_waiting_for_the_body(planner: PlannerServer) -> None:
    # Before the fix, the server waited for the body; the call only ended at the client's deadline.
    error = bodyless_call(planner.address, PLAN)
    assert error.code() == grpc.StatusCode.UNAUTHENTICATED
    assert dict(error.trailing_metadata() or ())["screenroute-limit"] == "auth"


def test_planner_health_stays_open(planner: PlannerServer) -> None:
    with grpc.insecure_channel(planner.address) as channel:
        reply = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
    assert reply.status == health_pb2.HealthCheckResponse.SERVING


class GatedBackend:
    """Holds every call until released, so calls stay in flight."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.entered = threading.Semaphore(0)

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self.entered.release()
        self.release.wait(15)
        return planner_pb2.PlanResponse(state_label="unknown", usage=types_pb2.Usage(model="gated"))


def test_without_auth_a_caller_cannot_escape_its_limit_by_rotating_tokens() -> None:
    """Auth is off, so tokens are unchecked: the limit must key on the peer, not on whatever token is sent."""
    backend = GatedBackend()
    config = PlannerServerConfig(max_concurrent_per_client=2)
    with PlannerServer(config, backend=backend) as server, grpc.insecure_channel(server.address) as channel:
        stub = channel.unary_unary(PLAN)
        body = plan_request().SerializeToString()
        held = [
            stub.future(body, timeout=20, metadata=(("authorization", f"Bearer made-up-token-{i:04d}-xxxxxxxx"),))
            for i in range(2)
        ]
        for _ in held:
            assert backend.entered.acquire(timeout=15)
        third = stub.future(body, timeout=20, metadata=(("authorization", "Bearer made-up-token-9999-xxxxxxxx"),))
        with pytest.raises(grpc.RpcError) as caught:
            third.result()
        assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        backend.release.set()
        assert all(f.exception() is None for f in held)


# -- the Edge service ---------------------------------------------------------------------------


def step_body(task_id: str = "auth-1") -> bytes:
    return edge_pb2.StepRequest(task_id=task_id, task="orders", frame=png(64, 40)).SerializeToString()


def test_edge_requires_a_bearer_token(edge_server: Callable[..., object]) -> None:
    with edge_server({"auth_tokens": (SecretStr(TOKEN),)}) as (server, _):  # type: ignore[operator]
        address = f"127.0.0.1:{server.port}"
        for metadata in ((), (("authorization", "Bearer wrong-token-0123456789"),), (("authorization", TOKEN),)):
            error = raw_call(address, STEP, step_body(), metadata)
            assert error is not None and error.code() == grpc.StatusCode.UNAUTHENTICATED
        # Garbage without a token is refused for the token, never parsed.
        error = raw_call(address, STEP, GARBAGE)
        assert error is not None and error.code() == grpc.StatusCode.UNAUTHENTICATED
        assert bodyless_call(address, STEP).code() == grpc.StatusCode.UNAUTHENTICATED
        assert raw_call(address, STEP, step_body(), AUTH) is None
        with grpc.insecure_channel(address) as channel:
            health = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service="screenroute.v1.Edge"), timeout=10
            )
        assert health.status == health_pb2.HealthCheckResponse.SERVING


def test_edge_over_tls_and_mtls(edge_server: Callable[..., object], test_certs: CertFiles) -> None:
    config = {
        "tls_cert_file": test_certs.server_cert,
        "tls_key_file": test_certs.server_key,
        "tls_client_ca_file": test_certs.ca,
        "auth_tokens": (SecretStr(TOKEN),),
    }
    with edge_server(config) as (server, _):  # type: ignore[operator]
        address = f"127.0.0.1:{server.port}"
        ca = test_certs.ca.read_bytes()
        with_cert = grpc.ssl_channel_credentials(
            ca, test_certs.client_key.read_bytes(), test_certs.client_cert.read_bytes()
        )
        with grpc.secure_channel(address, with_cert) as channel:
            decision = edge_pb2_grpc.EdgeStub(channel).Step(
                edge_pb2.StepRequest(task_id="tls-1", task="orders", frame=png(64, 40)), timeout=30, metadata=AUTH
            )
        assert decision.route != types_pb2.ROUTE_UNSPECIFIED
        # No client certificate: the handshake fails (mTLS), whatever the token.
        with (
            grpc.secure_channel(address, grpc.ssl_channel_credentials(ca)) as channel,
            pytest.raises(grpc.RpcError) as caught,
        ):
            edge_pb2_grpc.EdgeStub(channel).Step(edge_pb2.StepRequest(), timeout=5, metadata=AUTH)
        assert caught.value.code() == grpc.StatusCode.UNAVAILABLE
        # Plaintext is not spoken at all.
        error = raw_call(address, STEP, step_body(), AUTH)
        assert error is not None and error.code() == grpc.StatusCode.UNAVAILABLE


class RecordingBackend:
    """A planner backend that keeps every request and asks for a human."""

    def __init__(self) -> None:
        self.requests: list[planner_pb2.PlanRequest] = []

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self.requests.append(request)
        return planner_pb2.PlanResponse(state_label="unknown", needs_human=True, usage=types_pb2.Usage(model="rec"))


def test_the_edge_cli_reaches_a_planner_that_wants_a_token_and_tls(tmp_path: Path, test_certs: CertFiles) -> None:
    """``screenroute edge`` with its own token, escalating to a planner behind TLS and a token (none in argv)."""
    backend = RecordingBackend()
    planner_config = PlannerServerConfig(
        auth_tokens=(TOKEN,),  # type: ignore[arg-type]
        tls_cert_file=test_certs.server_cert,
        tls_key_file=test_certs.server_key,
    )
    token_file = tmp_path / "planner.token"
    token_file.write_text(TOKEN + "\n")
    edge_token = "edge-cli-token-0123456789abcdef"
    env = dict(os.environ, EDGE_TOKENS=edge_token, SCREENROUTE_PARAM_PASSWORD="not-on-argv-0123")
    argv = [sys.executable, "-m", "screenroute.router.app.cli", "edge", "--listen", "127.0.0.1:0"]
    with PlannerServer(planner_config, backend=backend) as planner:
        argv += ["--planner", planner.address, "--planner-token-file", str(token_file)]
        argv += ["--planner-tls-ca", str(test_certs.ca), "--token-env", "EDGE_TOKENS"]
        argv += ["--param", "base_url=http://127.0.0.1:9/", "--param", "username=admin"]
        process = subprocess.Popen(argv, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
        try:
            port = _listening_port(process)
            with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
                stub = edge_pb2_grpc.EdgeStub(channel)
                # A screen with text the task does not expect: a blank one is never escalated
                # (redaction refuses to send a screen the OCR read nothing on).
                frame = screen_png([("Maintenance notice", (40, 60)), ("Please come back later", (40, 160))])
                request = edge_pb2.StepRequest(task_id="cli-1", task="backoffice_purchase_request", frame=frame)
                with pytest.raises(grpc.RpcError) as caught:
                    stub.Step(request, timeout=60)
                assert caught.value.code() == grpc.StatusCode.UNAUTHENTICATED
                metadata = (("authorization", f"Bearer {edge_token}"),)
                for _ in range(10):  # an unknown screen is waited on a few frames before it escalates
                    decision = stub.Step(request, timeout=120, metadata=metadata)
                    if decision.route != types_pb2.ROUTE_WAIT:
                        break
        finally:
            process.terminate()
            process.wait(timeout=30)
    assert (decision.route, decision.reason) == (types_pb2.ROUTE_HALT, types_pb2.REASON_NEEDS_HUMAN), decision
    assert [r.task_id for r in backend.requests] == ["cli-1"]


def _listening_port(process: subprocess.Popen[str]) -> int:
    assert process.stderr is not None
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        line = process.stderr.readline()
        if not line:
            break
        match = re.search(r"edge listening on port (\d+)", line)
        if match:
            # Keep reading its log, so a full pipe never blocks the server.
            threading.Thread(target=process.stderr.read, daemon=True).start()
            return int(match.group(1))
    raise AssertionError("screenroute edge did not start")
