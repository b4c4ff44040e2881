"""``PlannerServicer``: the ``screenroute.v1.Planner`` gRPC servicer (grpc.aio)."""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import Executor

import grpc

from cloud.auth import client_identity
from cloud.backends.base import PlannerBackend
from cloud.errors import InvalidPlanRequestError, PlannerBackendError, PlannerBudgetError
from cloud.metrics import PlannerMetrics
from cloud.validation import PlanRequestValidator
from screenroute.v1 import planner_pb2, planner_pb2_grpc, types_pb2

__all__ = ["PlannerServicer"]

logger = logging.getLogger(__name__)


class PlannerServicer(planner_pb2_grpc.PlannerServicer):
    """Validates each request, runs the backend off the event loop, maps errors to codes.

    Status mapping: bad input → ``INVALID_ARGUMENT``; more in-flight calls from one client
    than ``max_per_client``, or a call whose estimated cost is over the backend's budget →
    ``RESOURCE_EXHAUSTED``; any other backend failure → ``UNAVAILABLE``
    (the edge treats it as ``cloud_unavailable`` and may retry another replica). Nothing
    from the request — screenshot, OCR text, goal — is ever logged; failures are logged by
    exception class only, because messages can quote the payload.
    """

    def __init__(
        self,
        backend: PlannerBackend,
        validator: PlanRequestValidator,
        metrics: PlannerMetrics,
        executor: Executor | None = None,
        max_per_client: int | None = None,
    ) -> None:
        self._backend = backend
        self._validator = validator
        self._metrics = metrics
        self._executor = executor
        self._max_per_client = max_per_client
        # Only touched from the server's event loop, so no lock is needed.
        self._in_flight: dict[str, int] = {}

    async def Plan(  # noqa: N802 - the gRPC method name
        self, request: planner_pb2.PlanRequest, context: grpc.aio.ServicerContext
    ) -> planner_pb2.PlanResponse:
        """Answer one escalation; see the class docstring for the status codes."""
        client = client_identity(context)
        if self._max_per_client is not None and self._in_flight.get(client, 0) >= self._max_per_client:
            self._metrics.observe(grpc.StatusCode.RESOURCE_EXHAUSTED.name, 0.0)
            await context.abort(
                grpc.StatusCode.RESOURCE_EXHAUSTED,
                f"too many concurrent Plan calls from this client (limit {self._max_per_client})",
            )
        self._in_flight[client] = self._in_flight.get(client, 0) + 1
        try:
            return await self._plan(request, context)
        finally:
            left = self._in_flight[client] - 1
            if left:
                self._in_flight[client] = left
            else:
                del self._in_flight[client]

    async def _plan(
        self, request: planner_pb2.PlanRequest, context: grpc.aio.ServicerContext
    ) -> planner_pb2.PlanResponse:
        started = time.perf_counter()
        code = grpc.StatusCode.OK
        details = ""
        usage: types_pb2.Usage | None = None
        response = planner_pb2.PlanResponse()
        loop = asyncio.get_running_loop()
        try:
            self._validator.check_fields(request)
            # Decoding is CPU work on untrusted bytes: keep it off the event loop. One hop
            # for decode + backend, since each executor round trip costs a thread wake-up.
            response = await loop.run_in_executor(self._executor, self._check_and_run, request)
            usage = response.usage
        except InvalidPlanRequestError as exc:
            code, details = grpc.StatusCode.INVALID_ARGUMENT, str(exc)
        except PlannerBudgetError as exc:
            code, details = grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc)
        except asyncio.CancelledError:
            # The caller went away or its deadline passed; count it and let grpc finish.
            self._metrics.observe(grpc.StatusCode.CANCELLED.name, time.perf_counter() - started)
            raise
        except Exception as exc:  # noqa: BLE001 - every backend failure maps to UNAVAILABLE
            cause = exc.__cause__ if isinstance(exc, PlannerBackendError) and exc.__cause__ else exc
            logger.warning("planner backend failed: %s", type(cause).__name__)
            code = grpc.StatusCode.UNAVAILABLE
            details = f"planner backend failed ({type(cause).__name__})"
        self._metrics.observe(code.name, time.perf_counter() - started, usage)
        if code is not grpc.StatusCode.OK:
            await context.abort(code, details)
        return response

    def _check_and_run(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self._validator.check_screenshot(request.screenshot, request.screenshot_mime)
        return self._run_backend(request)

    def _run_backend(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        try:
            response = self._backend.plan(request)
        except PlannerBudgetError:
            raise
        except Exception as exc:
            raise PlannerBackendError("backend raised") from exc
        if not isinstance(response, planner_pb2.PlanResponse):
            raise PlannerBackendError(
                f"backend returned {type(response).__name__}, not PlanResponse"
            )
        return response
