"""Bearer-token authentication and per-client identity for the planner server."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any

import grpc
from grpc_health.v1 import health

__all__ = ["BearerTokenInterceptor", "client_identity", "bearer_token"]

_PREFIX = "bearer "

# Load balancers and orchestrators probe health without credentials; health answers carry
# no data, so they stay open.
_OPEN_SERVICES = (f"/{health.SERVICE_NAME}/",)


def bearer_token(metadata: Iterable[tuple[str, Any]] | None) -> str | None:
    """The token of an ``authorization: Bearer <token>`` entry in ``metadata``, if any."""
    for key, value in metadata or ():
        if key.lower() == "authorization" and isinstance(value, str):
            if value[: len(_PREFIX)].lower() == _PREFIX:
                return value[len(_PREFIX):].strip()
    return None


def client_identity(context: grpc.aio.ServicerContext) -> str:
    """A stable, non-secret key for the caller: a hash of its token, else its peer host.

    The token hash (not the token) is used so the key can sit in memory and metrics
    without being a credential; the peer's port is dropped since every new connection
    gets another one.
    """
    token = bearer_token(context.invocation_metadata())
    if token:
        return "token:" + hashlib.sha256(token.encode()).hexdigest()[:16]
    peer = context.peer() or "unknown"
    host = peer.rsplit(":", 1)[0] if peer.count(":") >= 2 else peer
    return "peer:" + host


class BearerTokenInterceptor(grpc.aio.ServerInterceptor):
    """Rejects calls without one of the configured bearer tokens with ``UNAUTHENTICATED``.

    Tokens are compared in constant time. The rejection never says which part was wrong
    and never echoes what was sent.
    """

    def __init__(
        self,
        tokens: Sequence[str],
        on_reject: Callable[[str], None] | None = None,
    ) -> None:
        if not tokens:
            raise ValueError("BearerTokenInterceptor needs at least one token")
        self._tokens = [token.encode() for token in tokens]
        self._on_reject = on_reject

    def _allowed(self, metadata: Iterable[tuple[str, Any]] | None) -> bool:
        token = bearer_token(metadata)
        if not token:
            return False
        sent = token.encode()
        # Check every token (no early exit) so timing says nothing about which matched.
        matched = False
        for expected in self._tokens:
            matched |= hmac.compare_digest(sent, expected)
        return matched

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        method = handler_call_details.method or ""
        handler = await continuation(handler_call_details)
        if handler is None or method.startswith(_OPEN_SERVICES):
            return handler
        if self._allowed(handler_call_details.invocation_metadata):
            return handler
        if self._on_reject is not None:
            self._on_reject(method)
        return _deny_like(handler)


async def _abort(request_or_iterator: object, context: grpc.aio.ServicerContext) -> None:
    await context.abort(grpc.StatusCode.UNAUTHENTICATED, "missing or invalid bearer token")


def _deny_like(handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
    """A handler of the same streaming shape as ``handler`` that only aborts."""
    kwargs = {
        "request_deserializer": handler.request_deserializer,
        "response_serializer": handler.response_serializer,
    }
    if handler.request_streaming and handler.response_streaming:
        return grpc.stream_stream_rpc_method_handler(_abort, **kwargs)
    if handler.request_streaming:
        return grpc.stream_unary_rpc_method_handler(_abort, **kwargs)
    if handler.response_streaming:
        return grpc.unary_stream_rpc_method_handler(_abort, **kwargs)
    return grpc.unary_unary_rpc_method_handler(_abort, **kwargs)
