"""The edge node as a gRPC service (``Edge.Step``) for agents in other processes.

It faces the network like the planner does, with the hardening both share
(:mod:`screenroute.contract.serving`): bearer tokens checked before a body is read, TLS or
mTLS, per-client limits, bounded idle calls, parse failures as ``INVALID_ARGUMENT``.
Every string of a ``StepRequest`` is length-limited and escaped before it reaches a log;
the frame's size is read from its header and checked against the screen before decoding,
within a pixel budget. What the agent reports about the previous actions (``results``)
is recorded before the next decision. Task secrets never leave the edge: where a decided
action carries a secret value, the answer carries its ``{name}`` instead, for the agent to
fill from its own secret store.
"""

from __future__ import annotations

import asyncio
import ctypes
import functools
import logging
import math
import os
import re
import signal
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from concurrent import futures
from pathlib import Path

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection
from pydantic import BaseModel, ConfigDict, Field, SecretStr, model_validator

from screenroute.contract import (
    Action,
    action_from_proto,
    action_problems,
    action_to_proto,
    reason_to_proto,
    route_to_proto,
)
from screenroute.contract.images import DecodeBusyError, ImageHeader, ImageRejectedError, PixelBudget, read_header
from screenroute.contract.serving import (
    Context,
    ServerThread,
    ServingConfig,
    ServingGuard,
    bind,
    drain,
    log_safe,
    server_options,
)
from screenroute.contract.tls import TlsClientOptions
from screenroute.edge.errors import EdgeError, ImageDecodeError
from screenroute.edge.frame import MAX_FRAME_PIXELS, Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.skills.action import SkillResult
from screenroute.lifecycle import Service
from screenroute.router.authoring.procedure import Procedure, TaskContext
from screenroute.router.authoring.tasks import ParameterError, TaskFile, resolve_parameters
from screenroute.router.authoring.tasks.runtime import ENV_PREFIX
from screenroute.router.authoring.tasks.schema import ParameterSpec
from screenroute.router.deciding.decision import Decision
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.errors import RouterError
from screenroute.v1 import edge_pb2, edge_pb2_grpc

log = logging.getLogger(__name__)

# A procedure factory builds a task's procedure and context for a new task id (tasks written in code:
# tests, benchmarks); task files go through :class:`TaskRegistry`.
ProcedureFactory = Callable[[], tuple[Procedure, TaskContext]]

_MAX_TASKS = 256
# A task id names its run's folder: a name, never a path.
_TASK_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
EDGE_SERVICE_NAME: str = edge_pb2.DESCRIPTOR.services_by_name["Edge"].full_name
_MAX_SCALE = 8.0


class InvalidStepRequestError(RouterError):
    """A ``StepRequest`` that fails validation; the message is safe to send back and to log."""


class StepLimits(BaseModel):
    """Bounds on every field of a ``StepRequest`` (all caller-controlled)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_id_chars: int = Field(128, ge=1, le=4096)
    max_results: int = Field(64, ge=0, le=10_000)
    max_detail_chars: int = Field(4096, ge=1)
    max_parameters: int = Field(64, ge=0, le=10_000)
    max_parameter_name_chars: int = Field(64, ge=1)
    max_parameter_value_chars: int = Field(4096, ge=1)
    max_coordinate: int = Field(16384, ge=1)


class EdgeServingConfig(ServingConfig):
    """How the Edge service faces the network: :class:`ServingConfig` plus frame and request bounds.

    Attributes:
        max_frame_pixels: largest frame (width × height, from its header) accepted.
        decode_budget_pixels: pixels all calls together may hold decoded (a frame is held
            while its step is decided); a call waits up to ``decode_wait_s`` for room.
        step_threads: worker threads that decode frames and run decisions.
        limits: bounds on the request's strings, counts and coordinates.
    """

    address: str = "127.0.0.1:50052"
    max_message_bytes: int = Field(16 * 1024 * 1024, ge=4096, le=1024 * 1024 * 1024)
    # A 4K screen. OCR holds a frame at full resolution (measured here: ~370 MB above the
    # process's base for a 1920x1080 frame), so the budget admits one largest frame at a time.
    max_frame_pixels: int = Field(3840 * 2160, ge=1)
    decode_budget_pixels: int = Field(3840 * 2160, ge=1)
    decode_wait_s: float = Field(30.0, gt=0, le=600)
    step_threads: int = Field(4, ge=1, le=256)
    limits: StepLimits = Field(default_factory=StepLimits)

    @model_validator(mode="after")
    def _check_decode_budget(self) -> EdgeServingConfig:
        if self.max_frame_pixels > self.decode_budget_pixels:
            raise ValueError("max_frame_pixels must not exceed decode_budget_pixels (such a frame could never decode)")
        return self


class EdgeServiceConfig(EdgeServingConfig):
    """How the edge service listens, which planner it escalates to and how it authenticates there."""

    planner: tuple[str, ...] = ("127.0.0.1:50051",)
    planner_deadline_s: float = Field(10.0, gt=0)
    # The planner's bearer token (from the environment or a file, never argv) and TLS options.
    planner_token: SecretStr | None = None
    planner_tls: TlsClientOptions = Field(default_factory=TlsClientOptions)
    metrics_port: int | None = Field(None, ge=0, le=65535)
    # Folder of task files (*.yaml) this edge serves, and their parameter values; secret
    # parameters come from the environment or a parameter file (never the command line).
    tasks_dir: Path
    task_params: dict[str, str] = Field(default_factory=dict)
    param_file: Path | None = None
    workdir: Path = Path("/tmp/screenroute-edge")  # noqa: S108 - per-task folders below it, created per run
    # What the edge keeps across runs: the plan cache it learns into, and the human queue.
    plan_cache: Path | None = None
    human_queue: Path | None = None


class TaskRegistry:
    """The task files this edge serves and the values it holds for them; builds one run per task id.

    Each run gets its own procedure, context, placeholder vault and counters, built from the
    task named in the request and the parameters the client sent with it (non-secret only),
    over the service's own values (``--param``) and its secrets (environment, parameter file).
    """

    def __init__(
        self,
        tasks: Mapping[str, TaskFile],
        *,
        workdir: Path,
        params: Mapping[str, str] | None = None,
        secrets: Mapping[str, str] | None = None,
    ) -> None:
        self.tasks = dict(tasks)
        self.workdir = workdir
        self._params = dict(params or {})
        self._secrets = dict(secrets or {})

    def __contains__(self, name: object) -> bool:
        return name in self.tasks

    def names(self) -> list[str]:
        return sorted(self.tasks)

    def check(self) -> None:
        """Fail at start-up, naming the value, when a secret a task needs is neither in the environment nor the file.

        Non-secret values may still arrive with each request; secrets never do.
        """
        declared = {name for task in self.tasks.values() for name in task.parameters}
        unknown = sorted(set(self._params) - declared)
        if unknown:
            raise ParameterError(f"no served task has a parameter {', '.join(unknown)}")
        secret = sorted(
            name for task in self.tasks.values() for name in self._params if task.parameters.get(name, _PLAIN).secret
        )
        if secret:
            raise ParameterError(
                f"parameter(s) {', '.join(sorted(set(secret)))} are secret: pass them in "
                f"{ENV_PREFIX}<NAME> or a --param-file, never on the command line (it shows in ps and shell history)"
            )
        for task in self.tasks.values():
            missing = [
                name
                for name, spec in task.parameters.items()
                if spec.secret and spec.default is None and name not in self._secrets and not _in_environment(name)
            ]
            if missing:
                hints = ", ".join(f"{n} ({ENV_PREFIX}{n.upper()} or --param-file)" for n in missing)
                raise ParameterError(f"task {task.name!r} needs secret values for: {hints}")

    def new_run(self, task_name: str, task_id: str, request_params: Mapping[str, str]) -> TaskRun:
        """A fresh run of ``task_name``; ``ParameterError`` for values that are missing, unknown or secret."""
        from screenroute.router.app.factory import build_run

        task = self.tasks[task_name]
        given = {k: v for k, v in self._params.items() if k in task.parameters} | dict(request_params)
        secrets = {k: v for k, v in self._secrets.items() if k in task.parameters}
        # A secret sent over the wire is refused like one on a command line (resolve_parameters says so).
        parameters = resolve_parameters(task, given, param_file=secrets)
        root = self.workdir.resolve()
        folder = (root / task.name / task_id).resolve()
        if not folder.is_relative_to(root) or folder == root:
            raise ParameterError(f"the run folder of task id {log_safe(task_id, 64)!r} would lie outside {root}")
        return build_run(task, parameters, workdir=folder, download_dir=folder / "downloads", task_id=task_id)


class _FactoryRegistry:
    """Tasks written in code (tests, benchmarks): a fresh procedure and context per task id, no wire parameters."""

    def __init__(self, factories: Mapping[str, ProcedureFactory]) -> None:
        self.tasks = dict(factories)

    def __contains__(self, name: object) -> bool:
        return name in self.tasks

    def names(self) -> list[str]:
        return sorted(self.tasks)

    def new_run(self, task_name: str, task_id: str, request_params: Mapping[str, str]) -> TaskRun:
        if request_params:
            raise ParameterError(f"task {task_name!r} takes no parameters")
        procedure, context = self.tasks[task_name]()
        return TaskRun(procedure=procedure, context=context, task_id=task_id)


_PLAIN = ParameterSpec()


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:
        libc = ctypes.CDLL("libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):
        return None  # not glibc: nothing to hand back this way
    return trim


def release_memory() -> None:
    """Return freed heap pages to the operating system (glibc's ``malloc_trim``; a no-op elsewhere)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def _in_environment(name: str) -> bool:
    return ENV_PREFIX + name.upper() in os.environ


class EdgeServicer(edge_pb2_grpc.EdgeServicer):
    """Answers ``Step`` with the edge node's decision; task runs are kept per task id (LRU-bounded).

    Each task id has its own run (built by the registry from the task named in the request and
    the parameters sent with it); runs share only the node's stateless parts, so two clients'
    steps are decided in parallel (the node locks per run).

    Status mapping: a malformed request or frame → ``INVALID_ARGUMENT``; too many frames
    being decoded → ``RESOURCE_EXHAUSTED``; the edge failing to decide (OCR, a task hook)
    → ``UNAVAILABLE``. Authentication and per-client limits happen before a call gets here.
    """

    def __init__(
        self,
        node: EdgeNode,
        tasks: TaskRegistry | Mapping[str, ProcedureFactory],
        *,
        limits: StepLimits | None = None,
        max_frame_pixels: int = MAX_FRAME_PIXELS,
    ) -> None:
        self.node = node
        self.registry: TaskRegistry | _FactoryRegistry = (
            tasks if isinstance(tasks, TaskRegistry) else _FactoryRegistry(tasks)
        )
        self.limits = limits or StepLimits()
        self.max_frame_pixels = max_frame_pixels
        # Set by the server that runs this servicer: where decisions run, and the decode budget.
        self.executor: futures.Executor | None = None
        self.pixels: PixelBudget | None = None
        self._runs: OrderedDict[str, TaskRun] = OrderedDict()
        self._lock = threading.Lock()

    async def Step(self, request: edge_pb2.StepRequest, context: Context) -> edge_pb2.StepDecision:  # noqa: N802
        """Decide the next actions for the frame of one task; see the class docstring for the codes."""
        try:
            header = self._check(request)
            results = self._results(request)
        except InvalidStepRequestError as exc:
            log.info("Step refused: %s", exc)
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
        loop = asyncio.get_running_loop()
        code, details = grpc.StatusCode.OK, ""
        try:
            if self.pixels is not None:
                async with self.pixels.reserve(header.pixels):
                    decided = await loop.run_in_executor(self.executor, self._decide, request, results)
            else:
                decided = await loop.run_in_executor(self.executor, self._decide, request, results)
        except ImageDecodeError as exc:
            code, details = grpc.StatusCode.INVALID_ARGUMENT, f"frame: {exc}"
        except InvalidStepRequestError as exc:  # the task's parameters (known only once the run is built)
            code, details = grpc.StatusCode.INVALID_ARGUMENT, str(exc)
        except DecodeBusyError as exc:
            code, details = grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc)
        except (EdgeError, RouterError, KeyError, ValueError) as exc:
            # The frame was fine but the edge could not decide (OCR failed, a task value is
            # missing): the agent may retry or give up, the request was not at fault.
            log.warning("Step failed for task %s: %s", log_safe(request.task_id), type(exc).__name__)
            code, details = grpc.StatusCode.UNAVAILABLE, f"the edge could not decide ({type(exc).__name__})"
        if code is not grpc.StatusCode.OK:
            await context.abort(code, details)
        decision, secrets = decided
        return _decision_to_proto(decision, secrets)

    # -- validation ------------------------------------------------------------------------

    def _check(self, request: edge_pb2.StepRequest) -> ImageHeader:
        """Every field against :class:`StepLimits`, the task against the registry, the frame's header."""
        lim = self.limits
        if not request.task_id:
            raise InvalidStepRequestError("task_id is required")
        for name in ("task_id", "task"):
            value = getattr(request, name)
            if len(value) > lim.max_id_chars or not value.isprintable():
                raise InvalidStepRequestError(f"{name} must be at most {lim.max_id_chars} printable characters")
        if not _TASK_ID.fullmatch(request.task_id) or ".." in request.task_id:
            # It names the run's folder: a name, never a path ("../../x", "a/b", ".").
            raise InvalidStepRequestError(
                "task_id must be a name: letters, digits, '.', '_' or '-', starting with a letter or digit, no '..'"
            )
        if request.task not in self.registry:
            raise InvalidStepRequestError(
                f"unknown task {log_safe(request.task, 64)!r}; registered: {', '.join(self.registry.names()) or 'none'}"
            )
        if len(request.parameters) > lim.max_parameters:
            raise InvalidStepRequestError(f"more than {lim.max_parameters} parameters")
        for key, value in request.parameters.items():
            if len(key) > lim.max_parameter_name_chars or not key.isidentifier():
                raise InvalidStepRequestError(
                    f"parameter names must be identifiers of at most {lim.max_parameter_name_chars} characters"
                )
            if len(value) > lim.max_parameter_value_chars:
                raise InvalidStepRequestError(
                    f"parameter {key!r} is longer than {lim.max_parameter_value_chars} characters"
                )
        if len(request.results) > lim.max_results:
            raise InvalidStepRequestError(f"more than {lim.max_results} results")
        geometry = self._geometry(request)
        if not request.frame:
            raise InvalidStepRequestError("frame is required (PNG or JPEG of the current screen)")
        try:
            header = read_header(request.frame)
            fit = (geometry.width, geometry.height) if geometry is not None else None
            header.check(max_pixels=self.max_frame_pixels, fit=fit)
        except ImageRejectedError as exc:
            raise InvalidStepRequestError(f"frame: image could not be decoded: {exc}") from exc
        return header

    def _geometry(self, request: edge_pb2.StepRequest) -> ScreenGeometry | None:
        g = request.screen
        limit = self.limits.max_coordinate
        if not (0 <= g.width <= limit and 0 <= g.height <= limit and abs(g.left) <= limit and abs(g.top) <= limit):
            raise InvalidStepRequestError(f"screen geometry must lie within ±{limit}")
        if not (math.isfinite(g.scale) and 0 <= g.scale <= _MAX_SCALE):
            raise InvalidStepRequestError(f"screen.scale must be within 0..{_MAX_SCALE:g}")
        if not (g.width and g.height):
            return None
        return ScreenGeometry(g.left, g.top, g.width, g.height, g.scale or 1.0)

    def _results(self, request: edge_pb2.StepRequest) -> list[SkillResult]:
        """What the previous actions did, as the agent reports it; every action must be a valid one."""
        results: list[SkillResult] = []
        for index, entry in enumerate(request.results):
            if len(entry.detail) > self.limits.max_detail_chars:
                raise InvalidStepRequestError(
                    f"results[{index}].detail is longer than {self.limits.max_detail_chars} characters"
                )
            action: Action = action_from_proto(entry.action)
            problems = action_problems(action)
            if problems:
                raise InvalidStepRequestError(f"results[{index}].action: {log_safe('; '.join(problems), 200)}")
            results.append(SkillResult(action=action, ok=entry.ok, detail=entry.detail, changed=entry.changed))
        return results

    # -- deciding (in a worker thread) -----------------------------------------------------

    def _decide(self, request: edge_pb2.StepRequest, results: list[SkillResult]) -> tuple[Decision, dict[str, str]]:
        try:
            return self._decide_frame(request, results)
        finally:
            # A large frame's decode and OCR buffers are freed, but the C allocator keeps the pages
            # (measured: a 3840x2160 step left ~500 MB resident); hand them back to the system.
            release_memory()

    def _decide_frame(
        self, request: edge_pb2.StepRequest, results: list[SkillResult]
    ) -> tuple[Decision, dict[str, str]]:
        frame = Frame.decode(request.frame, self._geometry(request), max_pixels=self.max_frame_pixels)
        run = self._run_for(request.task_id, request.task, dict(request.parameters))
        # No service-wide lock: the node decides one frame at a time per run, runs in parallel.
        if results:
            self.node.record(run, results)
        decision, _ = self.node.decide(run, frame)
        log.info(
            "task %s (%s) step %r: %s/%s %s",
            log_safe(run.task_id),
            log_safe(request.task),
            log_safe(decision.step_name),
            decision.route.value,
            decision.reason.value,
            log_safe(decision.state_label),
        )
        secrets = {name: run.context.values[name] for name in run.context.secrets if run.context.values.get(name)}
        return decision, secrets

    def _run_for(self, task_id: str, task: str, params: dict[str, str]) -> TaskRun:
        """The run of ``task_id``; a new one is built from ``task`` and the parameters sent with this request."""
        with self._lock:
            run = self._runs.get(task_id)
            if run is None:
                try:
                    run = self.registry.new_run(task, task_id, params)
                except ParameterError as exc:
                    raise InvalidStepRequestError(f"task {log_safe(task, 64)!r}: {exc}") from exc
                self._runs[task_id] = run
                while len(self._runs) > _MAX_TASKS:
                    self._runs.popitem(last=False)
            elif run.procedure.name != task:
                raise InvalidStepRequestError(
                    f"task_id {log_safe(task_id, 64)!r} is a run of {run.procedure.name!r}, not {log_safe(task, 64)!r}"
                )
            self._runs.move_to_end(task_id)
            return run


def _decision_to_proto(decision: Decision, secrets: dict[str, str]) -> edge_pb2.StepDecision:
    """The wire form of ``decision``, with every secret value replaced by its ``{name}``."""

    def mask(text: str) -> str:
        # Longest first, so a secret that contains another is replaced whole.
        for name, value in sorted(secrets.items(), key=lambda item: -len(item[1])):
            text = text.replace(value, "{" + name + "}")
        return text

    actions = []
    for action in decision.actions:
        message = action_to_proto(action)
        for name in ("text", "target_text", "url", "keys", "why"):
            setattr(message, name, mask(getattr(message, name)))
        masked = [mask(text) for text in message.expect_texts]
        del message.expect_texts[:]
        message.expect_texts.extend(masked)
        actions.append(message)
    return edge_pb2.StepDecision(
        route=route_to_proto(decision.route),
        reason=reason_to_proto(decision.reason),
        actions=actions,
        state_label=mask(decision.state_label),
        step_name=mask(decision.step_name),
        detail=mask(decision.detail),
        stage_ms=decision.stage_ms,
    )


class AsyncEdgeServer:
    """The Edge service's grpc.aio server with health and reflection; ``await start()``/``stop()`` in one loop."""

    def __init__(self, servicer: EdgeServicer, config: EdgeServingConfig) -> None:
        self.servicer = servicer
        self.config = config
        self.port: int | None = None
        self.guard: ServingGuard | None = None
        self._server: grpc.aio.Server | None = None
        self._health: health.aio.HealthServicer | None = None
        self._executor: futures.ThreadPoolExecutor | None = None

    async def start(self) -> int:
        """Bind, start serving, mark healthy; return the bound port."""
        cfg = self.config
        self.guard = ServingGuard(cfg)
        server = grpc.aio.server(
            interceptors=[self.guard], options=server_options(cfg), maximum_concurrent_rpcs=cfg.max_concurrent_rpcs
        )
        self._executor = futures.ThreadPoolExecutor(max_workers=cfg.step_threads, thread_name_prefix="edge-step")
        self.servicer.executor = self._executor
        self.servicer.pixels = PixelBudget(cfg.decode_budget_pixels, cfg.decode_wait_s)
        self.servicer.limits = cfg.limits
        self.servicer.max_frame_pixels = cfg.max_frame_pixels
        edge_pb2_grpc.add_EdgeServicer_to_server(self.servicer, server)
        self._health = health.aio.HealthServicer()
        health_pb2_grpc.add_HealthServicer_to_server(self._health, server)
        reflection.enable_server_reflection((EDGE_SERVICE_NAME, reflection.SERVICE_NAME, health.SERVICE_NAME), server)
        try:
            port = bind(server, cfg)
        except BaseException:
            self._executor.shutdown(wait=False)
            raise
        await server.start()
        for name in ("", EDGE_SERVICE_NAME):
            await self._health.set(name, health_pb2.HealthCheckResponse.SERVING)
        self._server, self.port = server, port
        log.info(
            "edge listening on port %d (tls=%s, mtls=%s, auth=%s)",
            port,
            cfg.tls_enabled,
            cfg.tls_client_ca_file is not None,
            bool(cfg.auth_tokens),
        )
        return port

    async def stop(self, grace_s: float = 2.0) -> None:
        """Report NOT_SERVING, refuse new calls, let in-flight steps finish within ``grace_s``."""
        server, self._server = self._server, None
        if server is None:
            return
        executor, self._executor = self._executor, None
        await drain(server, self._health, executor, grace_s)


class EdgeServer(Service):
    """The Edge service in a background thread: ``start() -> port``, ``stop(grace_s)``, context manager."""

    def __init__(self, servicer: EdgeServicer, config: EdgeServingConfig | None = None) -> None:
        self.config = config if config is not None else EdgeServingConfig()
        self._core = AsyncEdgeServer(servicer, self.config)
        self._thread = ServerThread(self._core, name="edge")

    @property
    def port(self) -> int:
        """The bound port (only while started)."""
        return self._thread.port

    @property
    def guard(self) -> ServingGuard | None:
        """The running server's guard (per-client counts), ``None`` before start."""
        return self._core.guard

    def start(self) -> int:
        """Start serving; return the bound port."""
        return self._thread.start()

    def stop(self, grace_s: float = 2.0) -> None:
        """Stop gracefully. Idempotent."""
        self._thread.stop(grace_s)


def run_forever(config: EdgeServiceConfig) -> None:
    """Run the edge service until SIGINT/SIGTERM, then drain in-flight steps."""
    from contextlib import ExitStack

    from screenroute.router.app.factory import EdgeConfig, build_edge
    from screenroute.router.authoring.tasks import build_procedure, load_task_folder, read_param_file

    tasks = load_task_folder(config.tasks_dir)
    registry = TaskRegistry(
        tasks,
        workdir=config.workdir,
        params=config.task_params,
        secrets=read_param_file(config.param_file) if config.param_file else {},
    )
    registry.check()  # a missing secret fails now, with its name, not on the first Step
    with ExitStack() as stack:
        edge = build_edge(
            EdgeConfig(
                planner=config.planner,
                planner_deadline_s=config.planner_deadline_s,
                planner_token=config.planner_token,
                planner_tls=config.planner_tls,
                metrics_port=config.metrics_port,
                plan_cache=config.plan_cache,
                human_queue=config.human_queue,
            ),
            stack,
            procedures=[build_procedure(t) for t in tasks.values()],
        )
        server = EdgeServer(EdgeServicer(edge.node, registry), config)
        server.start()
        stack.callback(server.stop, 5)
        log.info("edge serving %s", ", ".join(registry.names()))
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
        stop.wait()
