"""Bearer-token auth, TLS / mTLS and the per-client concurrency limit, over real gRPC."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from pydantic import ValidationError

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract.errors import PlannerRejected, PlannerUnavailable
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.v1 import planner_pb2, planner_pb2_grpc, types_pb2

from .conftest import CertFiles
from .test_planner_server import plan_request

TOKEN = "t0ken-for-tests-0123456789"


def call(stub: planner_pb2_grpc.PlannerStub, metadata: list[tuple[str, str]] | None) -> grpc.StatusCode:
    try:
        stub.Plan(plan_request(), timeout=10, metadata=metadata)
    except grpc.RpcError as exc:
        return exc.code()
    return grpc.StatusCode.OK


@pytest.fixture(scope="module")
def authed_server() -> Iterator[PlannerServer]:
    with PlannerServer(PlannerServerConfig(auth_tokens=(TOKEN,))) as server:  # type: ignore[arg-type]
        yield server


@pytest.mark.parametrize(
    ("metadata", "code"),
    [
        (None, grpc.StatusCode.UNAUTHENTICATED),
        ([("authorization", "Bearer wrong-token-0123456789")], grpc.StatusCode.UNAUTHENTICATED),
        ([("authorization", TOKEN)], grpc.StatusCode.UNAUTHENTICATED),  # no "Bearer "
        ([("authorization", f"Basic {TOKEN}")], grpc.StatusCode.UNAUTHENTICATED),
        ([("authorization", f"Bearer {TOKEN}")], grpc.StatusCode.OK),
        ([("authorization", f"bearer {TOKEN}")], grpc.StatusCode.OK),
    ],
)
def test_bearer_token_is_required(
    authed_server: PlannerServer, metadata: list[tuple[str, str]] | None, code: grpc.StatusCode
) -> None:
    with grpc.insecure_channel(authed_server.address) as chan:
        assert call(planner_pb2_grpc.PlannerStub(chan), metadata) == code


def test_unauthenticated_calls_are_counted(authed_server: PlannerServer) -> None:
    def count() -> float:
        return (
            authed_server.metrics.registry.get_sample_value(
                "screenroute_planner_requests_total", {"code": "UNAUTHENTICATED"}
            )
            or 0.0
        )

    before = count()
    with grpc.insecure_channel(authed_server.address) as chan:
        call(planner_pb2_grpc.PlannerStub(chan), None)
    assert count() == before + 1


def test_health_is_open_but_reflection_needs_the_token(authed_server: PlannerServer) -> None:
    with grpc.insecure_channel(authed_server.address) as chan:
        reply = health_pb2_grpc.HealthStub(chan).Check(health_pb2.HealthCheckRequest(), timeout=5)
        assert reply.status == health_pb2.HealthCheckResponse.SERVING
        reflection = reflection_pb2_grpc.ServerReflectionStub(chan)
        with pytest.raises(grpc.RpcError) as caught:
            list(
                reflection.ServerReflectionInfo(
                    iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
                )
            )
        assert caught.value.code() == grpc.StatusCode.UNAUTHENTICATED
        replies = reflection.ServerReflectionInfo(
            iter([reflection_pb2.ServerReflectionRequest(list_services="")]),
            timeout=5,
            metadata=[("authorization", f"Bearer {TOKEN}")],
        )
        assert any(r.list_services_response.service for r in replies)


def test_edge_client_sends_the_token(authed_server: PlannerServer) -> None:
    good = PlannerClientConfig(targets=(authed_server.address,), token=TOKEN)
    assert TOKEN not in repr(good)
    with PlannerClient(good) as client:
        assert client.plan(plan_request()).usage.model == "rules"
    with (
        PlannerClient(PlannerClientConfig(targets=(authed_server.address,))) as client,
        pytest.raises(PlannerRejected, match="UNAUTHENTICATED"),
    ):
        client.plan(plan_request())


def test_short_tokens_are_refused_without_echoing_them() -> None:
    with pytest.raises(ValidationError, match=r"auth_tokens\[0\]") as caught:
        PlannerServerConfig(auth_tokens=("short",))  # type: ignore[arg-type]
    assert "'short'" not in str(caught.value)


def test_tls_server_and_client(test_certs: CertFiles) -> None:
    config = PlannerServerConfig(tls_cert_file=test_certs.server_cert, tls_key_file=test_certs.server_key)
    with PlannerServer(config) as server:
        trusted = PlannerClientConfig(targets=(server.address,), tls_ca_file=test_certs.ca)
        with PlannerClient(trusted) as client:
            assert client.plan(plan_request()).usage.model == "rules"
        # A client that trusts another CA must not get through.
        wrong = PlannerClientConfig(targets=(server.address,), tls_ca_file=test_certs.other_ca, deadline_s=3)
        with PlannerClient(wrong) as client, pytest.raises(PlannerUnavailable):
            client.plan(plan_request())
        # Nor does a plaintext client.
        with grpc.insecure_channel(server.address) as chan:
            assert call(planner_pb2_grpc.PlannerStub(chan), None) == grpc.StatusCode.UNAVAILABLE


def test_mtls_requires_a_client_certificate(test_certs: CertFiles) -> None:
    config = PlannerServerConfig(
        tls_cert_file=test_certs.server_cert,
        tls_key_file=test_certs.server_key,
        tls_client_ca_file=test_certs.ca,
        auth_tokens=(TOKEN,),  # type: ignore[arg-type]
    )
    with PlannerServer(config) as server:
        with_cert = PlannerClientConfig(
            targets=(server.address,),
            tls_ca_file=test_certs.ca,
            token=TOKEN,
            tls_cert_file=test_certs.client_cert,
            tls_key_file=test_certs.client_key,
        )
        with PlannerClient(with_cert) as client:
            assert client.plan(plan_request()).usage.model == "rules"
        without = PlannerClientConfig(targets=(server.address,), tls_ca_file=test_certs.ca, token=TOKEN, deadline_s=3)
        with PlannerClient(without) as client, pytest.raises(PlannerUnavailable):
            client.plan(plan_request())


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"tls_cert_file": "/nonexistent/cert.pem", "tls_key_file": "/nonexistent/key.pem"}, "no such file"),
        ({"tls_cert_file": "/etc/hostname"}, "together"),
        ({"tls_client_ca_file": "/etc/hostname"}, "needs tls_cert_file"),
    ],
)
def test_bad_tls_config_fails_loudly(fields: dict[str, str], fragment: str) -> None:
    with pytest.raises(ValidationError, match=fragment):
        PlannerServerConfig(**fields)  # type: ignore[arg-type]


class GatedBackend:
    """Holds every call until released, so calls pile up in flight."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.entered = threading.Semaphore(0)

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self.entered.release()
        self.release.wait(10)
        return planner_pb2.PlanResponse(state_label="unknown", usage=types_pb2.Usage(model="gated"))


def test_per_client_concurrency_limit_is_resource_exhausted() -> None:
    backend = GatedBackend()
    config = PlannerServerConfig(max_concurrent_per_client=2, auth_tokens=(TOKEN, TOKEN + "-b"))  # type: ignore[arg-type]
    with PlannerServer(config, backend=backend) as server, grpc.insecure_channel(server.address) as chan:
        stub = planner_pb2_grpc.PlannerStub(chan)
        alice = [("authorization", f"Bearer {TOKEN}")]
        bob = [("authorization", f"Bearer {TOKEN}-b")]
        held = [stub.Plan.future(plan_request(), timeout=15, metadata=alice) for _ in range(2)]
        for _ in held:
            assert backend.entered.acquire(timeout=10)
        assert call(stub, alice) == grpc.StatusCode.RESOURCE_EXHAUSTED
        # Another client is not affected by alice's calls.
        other = stub.Plan.future(plan_request(), timeout=15, metadata=bob)
        assert backend.entered.acquire(timeout=10)
        backend.release.set()
        assert all(f.result().usage.model == "gated" for f in [*held, other])
        # Once alice's calls finished, she may call again.
        assert call(stub, alice) == grpc.StatusCode.OK
