"""The edge's client of the cloud planner: deadlines, retries, load balancing over replicas,
bearer-token auth and optional TLS / mTLS."""

from __future__ import annotations

import json
import re
from pathlib import Path

import grpc
from pydantic import ConfigDict, Field, field_validator

from screenroute.contract.errors import PlannerBudgetError, PlannerRejected, PlannerUnavailable
from screenroute.contract.serving import LIMIT_KEY
from screenroute.contract.tls import TlsClientOptions
from screenroute.router.deciding.metrics import EdgeMetrics
from screenroute.v1 import planner_pb2, planner_pb2_grpc

_HOST_PORT = re.compile(r"^(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9.\-]+):(?P<port>\d{1,5})$")
_IPV4 = re.compile(r"^\d{1,3}(\.\d{1,3}){3}$")

# Retries happen inside gRPC (transparent + retryPolicy) so a replica dying mid-run
# costs one retry on another replica, not a failed step.
_SERVICE_CONFIG = {
    "loadBalancingConfig": [{"round_robin": {}}],
    "methodConfig": [
        {
            "name": [{"service": "screenroute.v1.Planner"}],
            "retryPolicy": {
                # A killed replica can fail an attempt or two before round_robin drops it.
                "maxAttempts": 4,
                "initialBackoff": "0.1s",
                "maxBackoff": "1s",
                "backoffMultiplier": 2,
                "retryableStatusCodes": ["UNAVAILABLE"],
            },
        }
    ],
}


class PlannerClientConfig(TlsClientOptions):
    """Where the planner is, how long to wait for it, and how to authenticate.

    Attributes:
        targets: ``HOST:PORT`` of each replica (IPv4 literals), or one DNS name for all.
        deadline_s: per-call deadline, retries included.
        token: bearer token sent as ``authorization`` metadata (never shown in reprs).
        max_message_bytes: largest message sent or received.
        tls: dial with TLS; implied by any of the file options below.
        tls_ca_file: PEM roots that sign the planner's certificate (default: system roots).
        tls_cert_file / tls_key_file: PEM client certificate and key for mTLS.
        tls_server_name: the name to verify in the planner's certificate when it differs
            from the dialled host (e.g. dialling IP literals).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    targets: tuple[str, ...] = Field(min_length=1)
    deadline_s: float = Field(10.0, gt=0, le=600)
    token: str | None = Field(None, repr=False)
    max_message_bytes: int = Field(8 * 1024 * 1024, ge=1024)

    def channel_credentials(self) -> grpc.ChannelCredentials:
        """TLS credentials from the configured files (reads them)."""

        def read(path: Path | None) -> bytes | None:
            return path.read_bytes() if path is not None else None

        return grpc.ssl_channel_credentials(
            root_certificates=read(self.tls_ca_file),
            private_key=read(self.tls_key_file),
            certificate_chain=read(self.tls_cert_file),
        )

    @field_validator("targets")
    @classmethod
    def _host_port(cls, targets: tuple[str, ...]) -> tuple[str, ...]:
        for t in targets:
            if not _HOST_PORT.match(t):
                raise ValueError(f"planner address {t!r} is not HOST:PORT")
        return targets

    def channel_target(self) -> str:
        """One gRPC target for all replicas: a static IPv4 list or a DNS name, balanced round-robin."""
        if len(self.targets) == 1:
            return self.targets[0]
        hosts = [_HOST_PORT.match(t).group("host") for t in self.targets]  # type: ignore[union-attr]
        if all(_IPV4.match(h) for h in hosts):
            return "ipv4:" + ",".join(self.targets)
        raise ValueError(
            "several planner addresses must be IPv4 literals; for names, give one DNS name that resolves to all replicas"
        )


def _limit(exc: grpc.RpcError) -> str:
    """Which limit of the planner refused a call (its ``screenroute-limit`` trailer), or ''."""
    trailers = exc.trailing_metadata() if hasattr(exc, "trailing_metadata") else None
    for entry in trailers or ():
        if entry.key == LIMIT_KEY:
            value: str | bytes = entry.value
            return value if isinstance(value, str) else value.decode(errors="replace")
    return ""


class PlannerClient:
    """Calls ``Planner.Plan`` with a deadline; maps transport failures to PlannerUnavailable."""

    def __init__(self, config: PlannerClientConfig, metrics: EdgeMetrics | None = None) -> None:
        self.config = config
        self.metrics = metrics
        options: list[tuple[str, object]] = [
            ("grpc.service_config", json.dumps(_SERVICE_CONFIG)),
            ("grpc.enable_retries", 1),
            ("grpc.max_send_message_length", config.max_message_bytes),
            ("grpc.max_receive_message_length", config.max_message_bytes),
        ]
        target = config.channel_target()
        if config.uses_tls:
            if config.tls_server_name:
                options.append(("grpc.ssl_target_name_override", config.tls_server_name))
            self._channel = grpc.secure_channel(target, config.channel_credentials(), options=options)
        else:
            self._channel = grpc.insecure_channel(target, options=options)
        self._stub = planner_pb2_grpc.PlannerStub(self._channel)

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        """Ask the planner; raises PlannerUnavailable (retry later), PlannerRejected (bad request)
        or PlannerBudgetError (the task's budget is used up: stop it)."""
        metadata = [("authorization", f"Bearer {self.config.token}")] if self.config.token else None
        try:
            response: planner_pb2.PlanResponse = self._stub.Plan(
                request, timeout=self.config.deadline_s, metadata=metadata, wait_for_ready=False
            )
        except grpc.RpcError as exc:
            code = exc.code() if hasattr(exc, "code") else grpc.StatusCode.UNKNOWN
            self._count(code.name)
            detail = exc.details() if hasattr(exc, "details") else str(exc)
            if code is grpc.StatusCode.RESOURCE_EXHAUSTED:
                limit = _limit(exc)
                if limit == "budget":
                    raise PlannerBudgetError(f"planner budget exhausted: {detail}") from exc
                if limit in ("concurrency", "decode", "open-calls"):
                    # Overload, not a verdict on the request: a later attempt may get through.
                    raise PlannerUnavailable(f"planner overloaded: {code.name}: {detail}") from exc
            if code in (
                grpc.StatusCode.INVALID_ARGUMENT,
                grpc.StatusCode.UNAUTHENTICATED,
                grpc.StatusCode.PERMISSION_DENIED,
                grpc.StatusCode.RESOURCE_EXHAUSTED,
            ):
                raise PlannerRejected(f"planner rejected the request: {code.name}: {detail}") from exc
            raise PlannerUnavailable(f"planner unavailable: {code.name}: {detail}") from exc
        self._count("OK")
        if self.metrics is not None and response.usage.model:
            self.metrics.planner_cost.labels(response.usage.model).inc(response.usage.cost_usd)
        return response

    def _count(self, code: str) -> None:
        if self.metrics is not None:
            self.metrics.planner_requests.labels(code).inc()

    def close(self) -> None:
        """Close the channel; in-flight calls are cancelled."""
        self._channel.close()

    def __enter__(self) -> PlannerClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
