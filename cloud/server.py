"""Planner gRPC server: async core, a background-thread wrapper, and the CLI entry points.

* :class:`AsyncPlannerServer` — the grpc.aio server with health and reflection, for code
  that already runs an event loop.
* :class:`PlannerServer` — the same in a background thread with its own event loop, for
  embedding (the demo, tests): ``start() -> port``, ``stop(grace_s)``, context manager.
* :func:`serve` / :func:`run_forever` — what ``screenroute cloud`` calls; SIGINT/SIGTERM
  trigger a graceful stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from screenroute.cloud.backends import PlannerBackend, create_backend
from screenroute.cloud.budget import CostLedger
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.metrics import PlannerMetrics
from screenroute.cloud.servicer import PlannerServicer
from screenroute.cloud.validation import PlanRequestValidator
from screenroute.contract.errors import PlannerServerError
from screenroute.contract.images import PixelBudget
from screenroute.contract.serving import ServerThread, ServingError, ServingGuard, bind, drain, server_options
from screenroute.lifecycle import Service
from screenroute.v1 import planner_pb2, planner_pb2_grpc

__all__ = [
    "PLANNER_SERVICE_NAME",
    "AsyncPlannerServer",
    "PlannerServer",
    "PlannerServerConfig",
    "run_forever",
    "serve",
]

logger = logging.getLogger(__name__)

#: Fully qualified gRPC service name, as health checks and reflection know it.
PLANNER_SERVICE_NAME: str = planner_pb2.DESCRIPTOR.services_by_name["Planner"].full_name


class AsyncPlannerServer:
    """The planner's grpc.aio server; create, ``await start()`` and ``await stop()`` in one loop.

    Args:
        config: validated server settings.
        backend: use this backend instead of building ``config.backend`` (tests inject fakes
            that implement :class:`PlannerBackend`).
    """

    def __init__(self, config: PlannerServerConfig, *, backend: PlannerBackend | None = None) -> None:
        self.config = config
        self.metrics = PlannerMetrics()
        self._backend = backend if backend is not None else create_backend(config.backend, **config.backend_options)
        self.ledger = CostLedger(config.budget)
        self.guard: ServingGuard | None = None
        self._server: grpc.aio.Server | None = None
        self._health: health.aio.HealthServicer | None = None
        self._executor: ThreadPoolExecutor | None = None
        self.port: int | None = None
        self.metrics_port: int | None = None

    async def start(self) -> int:
        """Bind, start serving, mark healthy; return the bound gRPC port."""
        if self._server is not None:
            raise PlannerServerError("the planner server is already started")
        cfg = self.config
        self._executor = ThreadPoolExecutor(max_workers=cfg.backend_threads, thread_name_prefix="planner-backend")
        # Authentication, admission and parsing happen in the guard, before a body is read.
        self.guard = ServingGuard(cfg, on_reject=self._count_rejected)
        server = grpc.aio.server(
            interceptors=[self.guard],
            options=server_options(cfg),
            maximum_concurrent_rpcs=cfg.max_concurrent_rpcs,
        )
        servicer = PlannerServicer(
            self._backend,
            PlanRequestValidator(cfg),
            self.metrics,
            self._executor,
            ledger=self.ledger,
            pixels=PixelBudget(cfg.decode_budget_pixels, cfg.decode_wait_s),
            authenticated=bool(cfg.auth_tokens),
        )
        planner_pb2_grpc.add_PlannerServicer_to_server(servicer, server)
        self._health = health.aio.HealthServicer()
        health_pb2_grpc.add_HealthServicer_to_server(self._health, server)
        reflection.enable_server_reflection(
            (PLANNER_SERVICE_NAME, health.SERVICE_NAME, reflection.SERVICE_NAME), server
        )
        try:
            port = bind(server, cfg)
        except ServingError as exc:
            self._executor.shutdown(wait=False)
            raise PlannerServerError(f"cannot bind the planner to {cfg.address!r}: {exc}") from exc
        await server.start()
        self._server = server
        self.port = port
        for name in ("", PLANNER_SERVICE_NAME):
            await self._health.set(name, health_pb2.HealthCheckResponse.SERVING)
        if cfg.metrics_port is not None:
            try:
                self.metrics_port = self.metrics.serve_http(cfg.metrics_port, cfg.metrics_address)
            except OSError as exc:
                await self.stop(0)
                raise PlannerServerError(
                    f"cannot bind the metrics endpoint to {cfg.metrics_address}:{cfg.metrics_port}"
                ) from exc
        logger.info(
            "planner serving on port %d (backend=%s, tls=%s, mtls=%s, auth=%s, metrics_port=%s)",
            port,
            type(self._backend).__name__,
            cfg.tls_enabled,
            cfg.tls_client_ca_file is not None,
            bool(cfg.auth_tokens),
            self.metrics_port,
        )
        return port

    def _count_rejected(self, method: str, code: grpc.StatusCode) -> None:
        if method.endswith("/Plan"):
            self.metrics.observe(code.name, 0.0)

    async def stop(self, grace_s: float = 2.0) -> None:
        """Report NOT_SERVING, refuse new calls, let in-flight ones finish within ``grace_s``."""
        server, self._server = self._server, None
        if server is None:
            return
        executor, self._executor = self._executor, None
        await drain(server, self._health, executor, grace_s)
        self.metrics.close()
        logger.info("planner stopped")

    async def wait_for_termination(self) -> None:
        """Return once the server has stopped."""
        if self._server is not None:
            await self._server.wait_for_termination()


class PlannerServer(Service):
    """A planner server running in a background thread with its own event loop.

    ``with PlannerServer(config) as server: port = server.port`` starts it and stops it
    gracefully on exit. Several instances may run in one process (each has its own
    metrics registry).
    """

    def __init__(
        self,
        config: PlannerServerConfig | None = None,
        *,
        backend: PlannerBackend | None = None,
    ) -> None:
        self.config = config if config is not None else PlannerServerConfig()
        self._core = AsyncPlannerServer(self.config, backend=backend)
        self._thread = ServerThread(self._core, name="planner", error=PlannerServerError)

    @property
    def port(self) -> int:
        """The bound gRPC port (only while started)."""
        return self._thread.port

    @property
    def address(self) -> str:
        """``host:port`` a client on this machine can dial."""
        host = self.config.address.rpartition(":")[0]
        if host in ("0.0.0.0", "[::]", ""):  # noqa: S104 - mapping a wildcard to a dialable address
            host = "127.0.0.1"
        return f"{host}:{self.port}"

    @property
    def metrics_port(self) -> int | None:
        """The bound metrics HTTP port, or ``None`` when metrics are off."""
        return self._core.metrics_port

    @property
    def metrics(self) -> PlannerMetrics:
        """This server's metrics (and their registry)."""
        return self._core.metrics

    @property
    def ledger(self) -> CostLedger:
        """This server's budget ledger."""
        return self._core.ledger

    def start(self) -> int:
        """Start serving in a background thread; return the bound gRPC port."""
        return self._thread.start()

    def stop(self, grace_s: float = 2.0) -> None:
        """Stop gracefully: in-flight calls get ``grace_s`` seconds to finish. Idempotent."""
        self._thread.stop(grace_s)


async def serve(
    config: PlannerServerConfig,
    *,
    grace_s: float = 5.0,
    ready: Callable[[int], None] | None = None,
    backend: PlannerBackend | None = None,
) -> None:
    """Serve until SIGINT or SIGTERM, then stop gracefully within ``grace_s``.

    ``ready`` is called with the bound port once the server accepts calls (the CLI prints it).
    ``backend`` replaces building ``config.backend`` (the CLI builds it first so bad backend
    options fail as configuration errors before anything binds).
    """
    server = AsyncPlannerServer(config, backend=backend)
    port = await server.start()
    stop_requested = asyncio.Event()
    loop = asyncio.get_running_loop()
    installed: list[signal.Signals] = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Not available off the main thread or on Windows; then Ctrl-C cancels instead.
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop_requested.set)
            installed.append(sig)
    try:
        if ready is not None:
            ready(port)
        await stop_requested.wait()
        logger.info("stop requested; draining in-flight calls for up to %.1f s", grace_s)
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)
        await server.stop(grace_s)


def run_forever(config: PlannerServerConfig, *, grace_s: float = 5.0, backend: PlannerBackend | None = None) -> None:
    """Blocking entry point for ``screenroute cloud``: serve until SIGINT/SIGTERM."""
    asyncio.run(serve(config, grace_s=grace_s, backend=backend))
