"""The hardening both gRPC services share: one guard, one set of server options, one TLS setup.

The planner (``screenroute cloud``) and the Edge service (``screenroute edge``) are both
grpc.aio servers built from a :class:`ServingConfig`. What an attacker on the network can
do to them is bounded here, once:

* **Authentication before the body.** :class:`ServingGuard` turns every method into a
  stream-request handler, so it runs when a call *starts* — before its message is even
  read. A call to a protected method without a valid bearer token is refused with
  ``UNAUTHENTICATED`` at once: its body, garbage or not, is never read, and it holds
  nothing. Health checks stay open (they carry no data), in a small pool of their own.
* **Bounded idle calls.** Calls are admitted per client — the hash of its token when it
  authenticated, else its peer address, never a token nobody checked — up to
  ``max_concurrent_per_client``; open calls (health) from everyone share
  ``max_open_calls`` and ``max_open_calls_per_peer``, so a crowd of idle ``Watch`` streams
  cannot take the slots an authenticated ``Plan`` needs. A call whose body does not
  arrive within ``request_body_timeout_s`` is ended, and one client may have only
  ``max_pending_per_peer`` calls waiting for their body at a time — with auth off a client is
  its source address, so a crowd of addresses holding body-less calls cannot fill the server
  (the per-address bounds hold where no token tells callers apart). HTTP/2 and TCP level bounds
  (streams per connection, handshake time, keepalive, idle and maximum connection age,
  metadata size) are in :func:`server_options`.
* **Parse failures are bad input.** The guard parses the body itself; bytes that are not
  the method's message get ``INVALID_ARGUMENT`` and one log line, never gRPC's own
  ``INTERNAL``/``UNKNOWN`` with a traceback.

Refusals of the guard carry trailing metadata ``screenroute-limit`` (``auth``,
``concurrency``, ``open-calls``, ``pending``, ``body-timeout``, ``parse``) so a client can tell an
overload from a budget (``budget``, set by the planner) without parsing messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import inspect
import logging
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from concurrent.futures import Executor
from typing import Any, Protocol, TypeVar, cast

import grpc
from pydantic import ConfigDict, Field, SecretStr, field_validator, model_validator

from screenroute.contract.tls import TlsServerOptions

__all__ = [
    "LIMIT_KEY",
    "OPEN_METHOD_PREFIXES",
    "AsyncServing",
    "Context",
    "GracefulHealth",
    "ServerThread",
    "ServingConfig",
    "ServingError",
    "ServingGuard",
    "bearer_token",
    "bind",
    "client_key",
    "drain",
    "log_safe",
    "peer_host",
    "server_credentials",
    "server_options",
    "split_address",
]

log = logging.getLogger(__name__)

#: Trailing-metadata key that names which limit refused a call.
LIMIT_KEY = "screenroute-limit"

#: Methods anyone may call without a token: health answers carry no data, and load
#: balancers and orchestrators probe without credentials.
OPEN_METHOD_PREFIXES: tuple[str, ...] = ("/grpc.health.v1.Health/",)

_BEARER = "bearer "
_START_TIMEOUT_S = 30.0


class ServingError(Exception):
    """A server could not be set up or started (TLS files, a busy port, a start that hung)."""


# -- identity -------------------------------------------------------------------------------


def bearer_token(metadata: Iterable[tuple[str, Any]] | None) -> str | None:
    """The token of an ``authorization: Bearer <token>`` entry in ``metadata``, if any."""
    for key, value in metadata or ():
        if key.lower() == "authorization" and isinstance(value, str) and value[: len(_BEARER)].lower() == _BEARER:
            return value[len(_BEARER) :].strip()
    return None


def peer_host(peer: str | None) -> str:
    """The caller's address without its port (``ipv4:127.0.0.1``): every connection gets a new port."""
    if not peer:
        return "unknown"
    if peer.startswith(("ipv4:", "ipv6:")):
        return peer.rsplit(":", 1)[0]
    return peer


def client_key(metadata: Iterable[tuple[str, Any]] | None, peer: str | None, *, authenticated: bool) -> str:
    """A stable, non-secret key for per-client limits and budgets.

    ``authenticated`` says the server checked the token (auth is on and the guard let the
    call through): then the key is a hash of that token. Otherwise it is the peer's
    address — a token nobody checked would let one caller be anyone (and rotate keys to
    escape every limit).
    """
    token = bearer_token(metadata) if authenticated else None
    if token:
        return "token:" + hashlib.sha256(token.encode()).hexdigest()[:16]
    return "peer:" + peer_host(peer)


def log_safe(text: str, limit: int = 80) -> str:
    """``text`` for a log line: control and format characters escaped, cut to ``limit`` characters.

    Names that come from the network (task ids, task names) must not forge log lines
    (``\\n``), move the terminal (``\\x1b``) or flip the reading direction (``\\u202e``).
    """
    cut = text[:limit]
    out = "".join(ch if ch.isprintable() and ch not in "\\" else ch.encode("unicode_escape").decode() for ch in cut)
    return out + ("…" if len(text) > limit else "")


def split_address(address: str) -> tuple[str, int]:
    """Split ``host:port`` (``[v6]:port`` too) into its parts, or raise ``ValueError``."""
    host, sep, port_text = address.rpartition(":")
    if not sep or not host or not port_text.isdigit():
        raise ValueError(f"address must look like 'host:port', got {address!r}")
    port = int(port_text)
    if not 0 <= port <= 65535:
        raise ValueError(f"address port must be 0..65535, got {port} in {address!r}")
    return host, port


def is_loopback(address: str) -> bool:
    """Whether ``host:port`` listens on this machine only."""
    host = address.rpartition(":")[0].strip("[]")
    return host in ("localhost", "::1") or host.startswith("127.")


# -- configuration ----------------------------------------------------------------------------


class ServingConfig(TlsServerOptions):
    """What every screenroute gRPC server needs to face a network: address, auth, TLS, limits.

    Attributes:
        address: ``host:port`` to listen on; port 0 picks a free port.
        auth_tokens: accepted bearer tokens (``authorization: Bearer <token>``); empty turns
            token auth off (then only the peer address identifies a client). Secret: never
            printed in reprs, errors or logs.
        tls_cert_file / tls_key_file / tls_client_ca_file: see :class:`TlsServerOptions`.
        max_message_bytes: largest message received or sent; bigger ones get ``RESOURCE_EXHAUSTED``.
        max_concurrent_rpcs: calls in flight on the whole server before gRPC refuses more;
            ``None`` for no limit. Keep it above ``max_open_calls`` plus real traffic.
        max_concurrent_per_client: calls in flight from one client (token hash, else peer
            address) before further ones get ``RESOURCE_EXHAUSTED``; ``None`` for no limit.
        max_open_calls / max_open_calls_per_peer: calls in flight to open methods (health)
            from everyone together / from one peer address: the health pool, apart from every
            other method's, and fair per address (35 addresses × 4 leave room for everyone else).
        max_pending_per_peer: calls of one client (its token when auth is on, else its peer
            address) that have started but not yet sent their body (a body-less call holds a
            slot until ``request_body_timeout_s``).
        max_streams_per_connection: HTTP/2 concurrent streams one connection may open.
        request_body_timeout_s: how long a started call may take to deliver its body.
        handshake_timeout_s: how long a new connection may take for its TLS/HTTP2 handshake.
        keepalive_time_s / keepalive_timeout_s: the server pings a quiet connection this
            often and drops it when the ping is not answered in time (dead peers).
        max_connection_idle_s: a connection without calls is closed after this long.
        max_connection_age_s / max_connection_age_grace_s: every connection is closed after
            this long (clients reconnect); calls still open get the grace period.
        max_metadata_bytes: largest header block a call may send.
    """

    # The config carries bearer tokens; pydantic must not quote inputs in its errors.
    model_config = ConfigDict(frozen=True, extra="forbid", hide_input_in_errors=True)

    address: str = "127.0.0.1:0"
    auth_tokens: tuple[SecretStr, ...] = ()
    max_message_bytes: int = Field(default=8 * 1024 * 1024, ge=4096, le=1024 * 1024 * 1024)
    # Measured (bench/service_hardening.py): 1,024 body-less or idle calls from 35 addresses
    # leave Plan, Step and health answering in milliseconds with these bounds, auth on or off.
    max_concurrent_rpcs: int | None = Field(default=2048, ge=1)
    max_concurrent_per_client: int | None = Field(default=32, ge=1)
    max_open_calls: int = Field(default=256, ge=1)
    max_open_calls_per_peer: int = Field(default=4, ge=1)
    max_pending_per_peer: int = Field(default=8, ge=1)
    max_streams_per_connection: int = Field(default=64, ge=1, le=10_000)
    request_body_timeout_s: float = Field(default=15.0, gt=0, le=600)
    handshake_timeout_s: float = Field(default=10.0, gt=0, le=600)
    keepalive_time_s: float = Field(default=60.0, gt=0)
    keepalive_timeout_s: float = Field(default=20.0, gt=0)
    max_connection_idle_s: float = Field(default=300.0, gt=0)
    max_connection_age_s: float = Field(default=3600.0, gt=0)
    max_connection_age_grace_s: float = Field(default=60.0, ge=0)
    max_metadata_bytes: int = Field(default=16 * 1024, ge=1024, le=1024 * 1024)

    @field_validator("address")
    @classmethod
    def _check_address(cls, value: str) -> str:
        split_address(value)
        return value

    @field_validator("auth_tokens")
    @classmethod
    def _check_tokens(cls, value: tuple[SecretStr, ...]) -> tuple[SecretStr, ...]:
        for index, token in enumerate(value):
            secret = token.get_secret_value()
            # The value itself is never echoed: it is a secret.
            if len(secret) < 16 or not secret.isprintable() or " " in secret:
                raise ValueError(f"auth_tokens[{index}] must be at least 16 printable characters without spaces")
        return value

    @model_validator(mode="after")
    def _check_limits(self) -> ServingConfig:
        if self.max_open_calls_per_peer > self.max_open_calls:
            raise ValueError("max_open_calls_per_peer must not exceed max_open_calls")
        if self.max_concurrent_rpcs is not None and self.max_concurrent_rpcs <= self.max_open_calls:
            raise ValueError("max_concurrent_rpcs must exceed max_open_calls, or open calls could fill the server")
        return self


def server_options(config: ServingConfig) -> list[tuple[str, int]]:
    """The gRPC core's channel arguments for ``config``: message, stream, connection and ping bounds."""

    def ms(seconds: float) -> int:
        return max(1, int(seconds * 1000))

    return [
        ("grpc.max_receive_message_length", config.max_message_bytes),
        ("grpc.max_send_message_length", config.max_message_bytes),
        # Without this, Linux lets a second server bind a busy port silently.
        ("grpc.so_reuseport", 0),
        ("grpc.max_concurrent_streams", config.max_streams_per_connection),
        ("grpc.max_metadata_size", config.max_metadata_bytes),
        ("grpc.server_handshake_timeout_ms", ms(config.handshake_timeout_s)),
        ("grpc.keepalive_time_ms", ms(config.keepalive_time_s)),
        ("grpc.keepalive_timeout_ms", ms(config.keepalive_timeout_s)),
        ("grpc.max_connection_idle_ms", ms(config.max_connection_idle_s)),
        ("grpc.max_connection_age_ms", ms(config.max_connection_age_s)),
        ("grpc.max_connection_age_grace_ms", ms(config.max_connection_age_grace_s)),
        # A client may ping a quiet connection at most every 10 s; ping floods get GOAWAY.
        ("grpc.http2.min_ping_interval_without_data_ms", 10_000),
        ("grpc.http2.max_ping_strikes", 2),
    ]


def server_credentials(config: TlsServerOptions) -> grpc.ServerCredentials:
    """TLS credentials from the configured PEM files; mTLS when a client CA is given."""
    if config.tls_cert_file is None or config.tls_key_file is None:
        raise ServingError("TLS needs tls_cert_file and tls_key_file")
    try:
        chain = config.tls_cert_file.read_bytes()
        key = config.tls_key_file.read_bytes()
        client_ca = config.tls_client_ca_file.read_bytes() if config.tls_client_ca_file else None
    except OSError as exc:
        raise ServingError(f"cannot read the TLS files ({type(exc).__name__})") from exc
    return grpc.ssl_server_credentials(
        [(key, chain)], root_certificates=client_ca, require_client_auth=client_ca is not None
    )


def bind(server: grpc.aio.Server, config: ServingConfig) -> int:
    """Add the listening port (TLS when configured) to ``server``; return the bound port."""
    if not config.auth_tokens and config.tls_client_ca_file is None and not is_loopback(config.address):
        # Anyone who can reach the port could plan, step and spend: a listener beyond this machine
        # authenticates its callers (bearer tokens, or client certificates), or does not start.
        raise ServingError(
            f"refusing to listen on {config.address!r} without authentication: give bearer tokens "
            "(--token-env/--token-file) or a client CA for mTLS, or listen on 127.0.0.1"
        )
    try:
        if config.tls_enabled:
            port = server.add_secure_port(config.address, server_credentials(config))
        else:
            port = server.add_insecure_port(config.address)
    except (RuntimeError, OSError) as exc:
        raise ServingError(f"cannot bind to {config.address!r}") from exc
    if port == 0:
        raise ServingError(f"cannot bind to {config.address!r}")
    return int(port)


class GracefulHealth(Protocol):
    """A health servicer that can report NOT_SERVING for every service (grpc_health's aio one)."""

    async def enter_graceful_shutdown(self) -> None: ...


async def drain(
    server: grpc.aio.Server, health: GracefulHealth | None, executor: Executor | None, grace_s: float
) -> None:
    """Report NOT_SERVING, refuse new calls, let in-flight ones finish within ``grace_s``, drop the workers."""
    if health is not None:
        # Load balancers and health-checking clients move away before the port closes.
        await health.enter_graceful_shutdown()
    await server.stop(grace_s)
    if executor is not None:
        executor.shutdown(wait=False, cancel_futures=True)


# -- the guard ----------------------------------------------------------------------------------

RejectHook = Callable[[str, grpc.StatusCode], None]
Behavior = Callable[..., Any]
#: A grpc.aio call context (the services' request and response types do not matter here).
Context = grpc.aio.ServicerContext[Any, Any]
_Req = TypeVar("_Req")
_Resp = TypeVar("_Resp")


def _behavior(handler: grpc.RpcMethodHandler[Any, Any]) -> Behavior:
    """The handler's one behavior, whichever of the four shapes it has."""
    if handler.request_streaming:
        found = handler.stream_stream if handler.response_streaming else handler.stream_unary
    else:
        found = handler.unary_stream if handler.response_streaming else handler.unary_unary
    if found is None:
        raise ServingError("a method handler without a behavior")
    return found


class ServingGuard(grpc.aio.ServerInterceptor):
    """Authentication, admission, body timeout and safe parsing for every method of a grpc.aio server.

    Args:
        config: the server's limits and accepted tokens.
        on_reject: called with the method and the status for every call the guard refuses
            (servers count them in their metrics).
        open_prefixes: method prefixes that need no token.
    """

    def __init__(
        self,
        config: ServingConfig,
        *,
        on_reject: RejectHook | None = None,
        open_prefixes: Sequence[str] = OPEN_METHOD_PREFIXES,
    ) -> None:
        self._config = config
        self._tokens = [token.get_secret_value().encode() for token in config.auth_tokens]
        self._on_reject = on_reject
        self._open_prefixes = tuple(open_prefixes)
        # Only touched from the server's event loop, so plain dicts need no lock.
        self._per_client: dict[str, int] = {}
        self._open_per_peer: dict[str, int] = {}
        self._open_total = 0
        self._pending_per_peer: dict[str, int] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[_Req, _Resp] | None]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[_Req, _Resp] | None:
        handler = await continuation(handler_call_details)
        if handler is None:
            return None  # gRPC answers UNIMPLEMENTED
        method = handler_call_details.method or ""
        guarded = self._guarded(handler, method, method.startswith(self._open_prefixes))
        # The guarded handler takes raw bytes (it parses them itself) and answers the same
        # responses; gRPC does not look at the type parameters.
        return cast("grpc.RpcMethodHandler[_Req, _Resp]", guarded)

    # -- building the wrapped handler ---------------------------------------------------

    def _guarded(
        self, handler: grpc.RpcMethodHandler[Any, Any], method: str, open_method: bool
    ) -> grpc.RpcMethodHandler[Any, Any]:
        deserialize = handler.request_deserializer
        serialize = handler.response_serializer
        # grpc.aio calls these as coroutines or async generators; the stubs describe the sync API.
        inner: Behavior = _behavior(handler)
        if not handler.request_streaming:

            async def first_then(request_iterator: AsyncIterator[bytes], context: Context) -> Any:
                async with self._admitted(method, open_method, context):
                    async with self._pending(method, open_method, context):
                        request = await self._read_one(request_iterator, deserialize, method, context)
                    return await inner(request, context)

            async def first_then_stream(request_iterator: AsyncIterator[bytes], context: Context) -> AsyncIterator[Any]:
                async with self._admitted(method, open_method, context):
                    async with self._pending(method, open_method, context):
                        request = await self._read_one(request_iterator, deserialize, method, context)
                    async for response in _responses(inner, request, context):
                        yield response

            if handler.response_streaming:
                return grpc.stream_stream_rpc_method_handler(first_then_stream, None, serialize)
            return grpc.stream_unary_rpc_method_handler(first_then, None, serialize)

        async def stream_then(request_iterator: AsyncIterator[bytes], context: Context) -> Any:
            async with self._admitted(method, open_method, context):
                return await inner(self._parsed(request_iterator, deserialize, method, context), context)

        async def stream_then_stream(request_iterator: AsyncIterator[bytes], context: Context) -> AsyncIterator[Any]:
            async with self._admitted(method, open_method, context):
                parsed = self._parsed(request_iterator, deserialize, method, context)
                async for response in _responses(inner, parsed, context):
                    yield response

        if handler.response_streaming:
            return grpc.stream_stream_rpc_method_handler(stream_then_stream, None, serialize)
        return grpc.stream_unary_rpc_method_handler(stream_then, None, serialize)

    # -- admission ----------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _admitted(self, method: str, open_method: bool, context: Context) -> AsyncIterator[None]:
        peer = peer_host(context.peer())
        if open_method:
            cfg = self._config
            if (
                self._open_total >= cfg.max_open_calls
                or self._open_per_peer.get(peer, 0) >= cfg.max_open_calls_per_peer
            ):
                await self._refuse(method, context, grpc.StatusCode.RESOURCE_EXHAUSTED, "open-calls",
                                   "too many open health calls; retry later")  # fmt: skip
            self._open_total += 1
            self._open_per_peer[peer] = self._open_per_peer.get(peer, 0) + 1
            try:
                yield
            finally:
                self._open_total -= 1
                _decrement(self._open_per_peer, peer)
            return
        metadata = context.invocation_metadata()
        if self._tokens and not self._token_ok(metadata):
            await self._refuse(
                method, context, grpc.StatusCode.UNAUTHENTICATED, "auth", "missing or invalid bearer token"
            )
        key = client_key(metadata, context.peer(), authenticated=bool(self._tokens))
        limit = self._config.max_concurrent_per_client
        if limit is not None and self._per_client.get(key, 0) >= limit:
            await self._refuse(method, context, grpc.StatusCode.RESOURCE_EXHAUSTED, "concurrency",
                               f"too many concurrent calls from this client (limit {limit})")  # fmt: skip
        self._per_client[key] = self._per_client.get(key, 0) + 1
        try:
            yield
        finally:
            _decrement(self._per_client, key)

    @contextlib.asynccontextmanager
    async def _pending(self, method: str, open_method: bool, context: Context) -> AsyncIterator[None]:
        """Hold one of the peer address's slots for calls waiting for their body while it is read."""
        if open_method:  # the health pool is bounded per address already
            yield
            return
        # Per client: its token's hash when auth is on (the guard checked it), else its address.
        key = client_key(context.invocation_metadata(), context.peer(), authenticated=bool(self._tokens))
        if self._pending_per_peer.get(key, 0) >= self._config.max_pending_per_peer:
            await self._refuse(method, context, grpc.StatusCode.RESOURCE_EXHAUSTED, "pending",
                               "too many calls of this client are waiting for their body")  # fmt: skip
        self._pending_per_peer[key] = self._pending_per_peer.get(key, 0) + 1
        try:
            yield
        finally:
            _decrement(self._pending_per_peer, key)

    def _token_ok(self, metadata: Iterable[tuple[str, Any]] | None) -> bool:
        token = bearer_token(metadata)
        if not token:
            return False
        sent = token.encode()
        # Compare with every token (no early exit): timing says nothing about which matched.
        matched = False
        for expected in self._tokens:
            matched |= hmac.compare_digest(sent, expected)
        return matched

    async def _refuse(self, method: str, context: Context, code: grpc.StatusCode, limit: str, details: str) -> None:
        if self._on_reject is not None:
            self._on_reject(method, code)
        context.set_trailing_metadata(((LIMIT_KEY, limit),))
        await context.abort(code, details)

    # -- the body -----------------------------------------------------------------------

    async def _read_one(
        self,
        request_iterator: AsyncIterator[bytes],
        deserialize: Callable[[bytes], Any] | None,
        method: str,
        context: Context,
    ) -> Any:
        timeout = self._config.request_body_timeout_s
        try:
            raw = await asyncio.wait_for(anext(request_iterator), timeout)
        except StopAsyncIteration:
            await self._refuse(
                method, context, grpc.StatusCode.INVALID_ARGUMENT, "parse", "the call carried no request"
            )
        except TimeoutError:
            await self._refuse(method, context, grpc.StatusCode.DEADLINE_EXCEEDED, "body-timeout",
                               f"the request body did not arrive within {timeout:g} s")  # fmt: skip
        return await self._parse(raw, deserialize, method, context)

    async def _parse(
        self, raw: bytes, deserialize: Callable[[bytes], Any] | None, method: str, context: Context
    ) -> Any:
        if deserialize is None:
            return raw
        try:
            return deserialize(raw)
        except Exception as exc:  # noqa: BLE001 - whatever the parser raises, the bytes were bad input
            # One line, no traceback: the bytes are the caller's problem, not ours.
            log.warning(
                "%s: unparseable request from %s (%s, %d bytes)",
                method,
                peer_host(context.peer()),
                type(exc).__name__,
                len(raw),
            )
            await self._refuse(method, context, grpc.StatusCode.INVALID_ARGUMENT, "parse",
                               f"the request is not a valid {method.rsplit('/', 1)[-1]} message")  # fmt: skip

    async def _parsed(
        self,
        request_iterator: AsyncIterator[bytes],
        deserialize: Callable[[bytes], Any] | None,
        method: str,
        context: Context,
    ) -> AsyncIterator[Any]:
        async for raw in request_iterator:
            yield await self._parse(raw, deserialize, method, context)


async def _responses(inner: Behavior, request: Any, context: Context) -> AsyncIterator[Any]:
    """The responses of a streaming behavior, whether it yields them or writes them to ``context``."""
    if inspect.isasyncgenfunction(inner):
        async for response in inner(request, context):
            yield response
        return
    result = inner(request, context)
    if inspect.isawaitable(result):
        result = await result
    if result is not None:
        for response in result:
            yield response


def _decrement(counts: dict[str, int], key: str) -> None:
    left = counts.get(key, 0) - 1
    if left > 0:
        counts[key] = left
    else:
        counts.pop(key, None)


# -- a server in a background thread -------------------------------------------------------------


class AsyncServing(Protocol):
    """A grpc.aio server core: started and stopped in one event loop."""

    port: int | None

    async def start(self) -> int:
        """Bind, start serving; return the bound port."""
        ...

    async def stop(self, grace_s: float) -> None:
        """Stop gracefully within ``grace_s``."""
        ...


class ServerThread:
    """Runs an :class:`AsyncServing` core in a background thread with its own event loop.

    For embedding a server in synchronous code (the demo, the CLI, tests): ``start() ->
    port``, ``stop(grace_s)``, and use as a context manager. ``error`` is the exception class
    a failed start is reported as.
    """

    def __init__(self, core: AsyncServing, *, name: str, error: type[Exception] = ServingError) -> None:
        self._core = core
        self._name = name
        self._error = error
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        """The bound port (only while started)."""
        if self._core.port is None:
            raise self._error(f"the {self._name} server is not started")
        return self._core.port

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The server's event loop while it runs."""
        return self._loop

    def start(self) -> int:
        """Start serving in a background thread; return the bound port."""
        if self._thread is not None:
            raise self._error(f"the {self._name} server is already started")
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

        thread = threading.Thread(target=run, name=f"{self._name}-server", daemon=True)
        thread.start()
        if not ready.wait(_START_TIMEOUT_S):
            raise self._error(f"the {self._name} server did not start in {_START_TIMEOUT_S} s")
        if failure:
            thread.join()
            exc = failure[0]
            if isinstance(exc, self._error):
                raise exc
            raise self._error(f"the {self._name} server failed to start: {exc}") from exc
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


def _close_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what is left on ``loop`` (grpc's own housekeeping tasks), then close it."""
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()
