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
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from types import TracebackType

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from cloud.auth import BearerTokenInterceptor
from cloud.backends import PlannerBackend, create_backend
from cloud.config import PlannerServerConfig
from cloud.errors import PlannerServerError
from cloud.metrics import PlannerMetrics
from cloud.servicer import PlannerServicer
from cloud.validation import PlanRequestValidator
from screenroute.v1 import planner_pb2, planner_pb2_grpc

__all__ = [
    "PLANNER_SERVICE_NAME",
    "PlannerServerConfig",
    "AsyncPlannerServer",
    "PlannerServer",
    "serve",
    "run_forever",
]

logger = logging.getLogger(__name__)

#: Fully qualified gRPC service name, as health checks and reflection know it.
PLANNER_SERVICE_NAME: str = planner_pb2.DESCRIPTOR.services_by_name["Planner"].full_name

_START_TIMEOUT_S = 30.0


class AsyncPlannerServer:
    """The planner's grpc.aio server; create, ``await start()`` and ``await stop()`` in one loop.

    Args:
        config: validated server settings.
        backend: use this backend instead of building ``config.backend`` (tests inject fakes
            that implement :class:`PlannerBackend`).
    """

    def __init__(
        self, config: PlannerServerConfig, *, backend: PlannerBackend | None = None
    ) -> None:
        self.config = config
        self.metrics = PlannerMetrics()
        self._backend = backend if backend is not None else create_backend(
            config.backend, **config.backend_options
        )
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
        self._executor = ThreadPoolExecutor(
            max_workers=cfg.backend_threads, thread_name_prefix="planner-backend"
        )
        interceptors = []
        if cfg.auth_tokens:
            interceptors.append(
                BearerTokenInterceptor(
                    [token.get_secret_value() for token in cfg.auth_tokens],
                    on_reject=self._count_unauthenticated,
                )
            )
        server = grpc.aio.server(
            interceptors=interceptors,
            options=[
                ("grpc.max_receive_message_length", cfg.max_message_bytes),
                ("grpc.max_send_message_length", cfg.max_message_bytes),
                # Without this, Linux lets a second server bind a busy port silently.
                ("grpc.so_reuseport", 0),
            ],
            maximum_concurrent_rpcs=cfg.max_concurrent_rpcs,
        )
        servicer = PlannerServicer(
            self._backend, PlanRequestValidator(cfg), self.metrics, self._executor,
            max_per_client=cfg.max_concurrent_per_client,
        )
        planner_pb2_grpc.add_PlannerServicer_to_server(servicer, server)
        self._health = health.aio.HealthServicer()
        health_pb2_grpc.add_HealthServicer_to_server(self._health, server)
        reflection.enable_server_reflection(
            (PLANNER_SERVICE_NAME, health.SERVICE_NAME, reflection.SERVICE_NAME), server
        )
        try:
            if cfg.tls_enabled:
                port = server.add_secure_port(cfg.address, _server_credentials(cfg))
            else:
                port = server.add_insecure_port(cfg.address)
        except (RuntimeError, OSError) as exc:
            self._executor.shutdown(wait=False)
            raise PlannerServerError(f"cannot bind the planner to {cfg.address!r}") from exc
        if port == 0:
            self._executor.shutdown(wait=False)
            raise PlannerServerError(f"cannot bind the planner to {cfg.address!r}")
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
            port, type(self._backend).__name__, cfg.tls_enabled,
            cfg.tls_client_ca_file is not None, bool(cfg.auth_tokens), self.metrics_port,
        )
        if not cfg.auth_tokens and not _is_loopback(cfg.address):
            logger.warning("planner listens on %s without bearer-token auth", cfg.address)
        return port

    def _count_unauthenticated(self, method: str) -> None:
        if method.endswith("/Plan"):
            self.metrics.observe(grpc.StatusCode.UNAUTHENTICATED.name, 0.0)

    async def stop(self, grace_s: float = 2.0) -> None:
        """Report NOT_SERVING, refuse new calls, let in-flight ones finish within ``grace_s``."""
        server, self._server = self._server, None
        if server is None:
            return
        if self._health is not None:
            # Load balancers and health-checking clients move away before the port closes.
            await self._health.enter_graceful_shutdown()
        await server.stop(grace_s)
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self.metrics.close()
        logger.info("planner stopped")

    async def wait_for_termination(self) -> None:
        """Return once the server has stopped."""
        if self._server is not None:
            await self._server.wait_for_termination()


class PlannerServer:
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
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        """The bound gRPC port (only while started)."""
        if self._core.port is None:
            raise PlannerServerError("the planner server is not started")
        return self._core.port

    @property
    def address(self) -> str:
        """``host:port`` a client on this machine can dial."""
        host = self.config.address.rpartition(":")[0]
        if host in ("0.0.0.0", "[::]", ""):
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

    def start(self) -> int:
        """Start serving in a background thread; return the bound gRPC port."""
        if self._thread is not None:
            raise PlannerServerError("the planner server is already started")
        ready = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._core.start())
            except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
                failure.append(exc)
                ready.set()
                _close_loop(loop)
                return
            ready.set()
            loop.run_forever()
            _close_loop(loop)

        thread = threading.Thread(target=run, name="planner-server", daemon=True)
        thread.start()
        if not ready.wait(_START_TIMEOUT_S):
            raise PlannerServerError(f"the planner server did not start in {_START_TIMEOUT_S} s")
        if failure:
            thread.join()
            exc = failure[0]
            if isinstance(exc, PlannerServerError):
                raise exc
            raise PlannerServerError(f"the planner server failed to start ({type(exc).__name__})") from exc
        self._loop, self._thread = loop, thread
        return self.port

    def stop(self, grace_s: float = 2.0) -> None:
        """Stop gracefully: in-flight calls get ``grace_s`` seconds to finish. Idempotent."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        try:
            future = asyncio.run_coroutine_threadsafe(self._core.stop(grace_s), loop)
            future.result(timeout=grace_s + 10.0)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout=grace_s + 10.0)
            self._loop = self._thread = None

    def __enter__(self) -> PlannerServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def _server_credentials(cfg: PlannerServerConfig) -> grpc.ServerCredentials:
    """TLS credentials from the configured PEM files; mTLS when a client CA is given."""
    if cfg.tls_cert_file is None or cfg.tls_key_file is None:
        raise PlannerServerError("TLS needs tls_cert_file and tls_key_file")
    try:
        chain = cfg.tls_cert_file.read_bytes()
        key = cfg.tls_key_file.read_bytes()
        client_ca = cfg.tls_client_ca_file.read_bytes() if cfg.tls_client_ca_file else None
    except OSError as exc:
        raise PlannerServerError(f"cannot read the TLS files ({type(exc).__name__})") from exc
    return grpc.ssl_server_credentials(
        [(key, chain)], root_certificates=client_ca, require_client_auth=client_ca is not None
    )


def _is_loopback(address: str) -> bool:
    host = address.rpartition(":")[0].strip("[]")
    return host in ("localhost", "127.0.0.1", "::1") or host.startswith("127.")


def _close_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what is left on ``loop`` (grpc's own housekeeping tasks), then close it."""
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()


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


def run_forever(
    config: PlannerServerConfig, *, grace_s: float = 5.0, backend: PlannerBackend | None = None
) -> None:
    """Blocking entry point for ``screenroute cloud``: serve until SIGINT/SIGTERM."""
    asyncio.run(serve(config, grace_s=grace_s, backend=backend))
