"""``PlannerServicer``: the ``screenroute.v1.Planner`` gRPC servicer (grpc.aio)."""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import Executor

import grpc

from screenroute.cloud.backends.base import PlannerBackend
from screenroute.cloud.budget import BudgetConfig, BudgetedBackend, CostLedger
from screenroute.cloud.metrics import PlannerMetrics
from screenroute.cloud.validation import PlanRequestValidator
from screenroute.contract.errors import InvalidPlanRequestError, PlannerBackendError, PlannerBudgetError
from screenroute.contract.images import DecodeBusyError, ImageHeader, PixelBudget
from screenroute.contract.serving import LIMIT_KEY, Context, client_key
from screenroute.v1 import planner_pb2, planner_pb2_grpc, types_pb2

__all__ = ["PlannerServicer"]

logger = logging.getLogger(__name__)


class PlannerServicer(planner_pb2_grpc.PlannerServicer):
    """Validates each request, runs the backend off the event loop, maps errors to codes.

    Authentication, per-client concurrency and body parsing happen before a call gets here
    (:class:`screenroute.contract.serving.ServingGuard`). Status mapping: bad input →
    ``INVALID_ARGUMENT``; a budget cap reached or a model call whose worst case would pass
    one → ``RESOURCE_EXHAUSTED`` with trailing ``screenroute-limit: budget``; too many
    pixels being decoded at once → ``RESOURCE_EXHAUSTED`` (``decode``); any other backend
    failure → ``UNAVAILABLE`` (the edge treats it as ``cloud_unavailable`` and may retry
    another replica). Nothing from the request — screenshot, OCR text, goal — is ever
    logged; failures are logged by exception class only, because messages can quote the payload.

    Args:
        backend: the planner backend; one that implements
            :class:`~screenroute.cloud.budget.BudgetedBackend` reserves every model call with
            the ledger, any other is charged its reported cost afterwards.
        validator: request checks.
        metrics: where calls are counted.
        executor: where decoding and the (blocking) backend run.
        ledger: the budget; default: no caps.
        pixels: the decode budget shared by this server's calls; default: unbounded.
        authenticated: whether the server checks bearer tokens (then a client is its token's
            hash, else its peer address).
    """

    def __init__(
        self,
        backend: PlannerBackend,
        validator: PlanRequestValidator,
        metrics: PlannerMetrics,
        executor: Executor | None = None,
        *,
        ledger: CostLedger | None = None,
        pixels: PixelBudget | None = None,
        authenticated: bool = False,
    ) -> None:
        self._backend = backend
        self._validator = validator
        self._metrics = metrics
        self._executor = executor
        self._ledger = ledger if ledger is not None else CostLedger(BudgetConfig())
        self._pixels = pixels
        self._authenticated = authenticated

    async def Plan(  # noqa: N802 - the gRPC method name
        self, request: planner_pb2.PlanRequest, context: Context
    ) -> planner_pb2.PlanResponse:
        """Answer one escalation; see the class docstring for the status codes."""
        started = time.perf_counter()
        code = grpc.StatusCode.OK
        details = ""
        limit = ""
        usage: types_pb2.Usage | None = None
        response = planner_pb2.PlanResponse()
        client = client_key(context.invocation_metadata(), context.peer(), authenticated=self._authenticated)
        loop = asyncio.get_running_loop()
        try:
            header = self._validator.check_fields(request)
            self._ledger.check_open(client, request.task_id)
            # Decoding is CPU work on untrusted bytes: keep it off the event loop, and only
            # once its pixels fit the decode budget. One hop for decode + backend, since each
            # executor round trip costs a thread wake-up.
            if self._pixels is not None:
                async with self._pixels.reserve(header.pixels):
                    response = await loop.run_in_executor(self._executor, self._check_and_run, request, header, client)
            else:
                response = await loop.run_in_executor(self._executor, self._check_and_run, request, header, client)
            usage = response.usage
        except InvalidPlanRequestError as exc:
            code, details = grpc.StatusCode.INVALID_ARGUMENT, str(exc)
        except PlannerBudgetError as exc:
            code, details, limit = grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc), "budget"
        except DecodeBusyError as exc:
            code, details, limit = grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc), "decode"
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
            if limit:
                context.set_trailing_metadata(((LIMIT_KEY, limit),))
            await context.abort(code, details)
        return response

    def _check_and_run(
        self, request: planner_pb2.PlanRequest, header: ImageHeader, client: str
    ) -> planner_pb2.PlanResponse:
        self._validator.check_screenshot(request.screenshot, header)
        return self._run_backend(request, client)

    def _run_backend(self, request: planner_pb2.PlanRequest, client: str) -> planner_pb2.PlanResponse:
        metered = isinstance(self._backend, BudgetedBackend)
        try:
            if isinstance(self._backend, BudgetedBackend):
                response = self._backend.plan_within(request, self._ledger.meter(client, request.task_id))
            else:
                response = self._backend.plan(request)
        except PlannerBudgetError:
            raise
        except Exception as exc:
            raise PlannerBackendError("backend raised") from exc
        if not isinstance(response, planner_pb2.PlanResponse):
            raise PlannerBackendError(f"backend returned {type(response).__name__}, not PlanResponse")
        if not metered:
            # It could not be stopped before the call; its bill still counts against the caps.
            self._ledger.charge(client, request.task_id, response.usage.cost_usd)
        return response
