"""The edge node as a gRPC service (``Edge.Step``) for agents in other processes."""

from __future__ import annotations

import logging
import signal
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent import futures

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection
from pydantic import BaseModel, ConfigDict, Field

from edge.errors import ImageDecodeError
from edge.frame import Frame
from edge.geometry import ScreenGeometry
from router.edge_node import EdgeNode, TaskRun, action_to_proto
from router.procedure import Procedure, TaskContext
from screenroute.v1 import edge_pb2, edge_pb2_grpc, types_pb2

log = logging.getLogger(__name__)

# A procedure factory builds a task's procedure and context for a new task id.
ProcedureFactory = Callable[[], tuple[Procedure, TaskContext]]

_MAX_TASKS = 256


class EdgeServiceConfig(BaseModel):
    """How the edge service listens and which planner it escalates to."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    address: str = "127.0.0.1:50052"
    planner: tuple[str, ...] = ("127.0.0.1:50051",)
    planner_deadline_s: float = Field(10.0, gt=0)
    metrics_port: int | None = Field(None, ge=0, le=65535)
    max_message_bytes: int = Field(16 * 1024 * 1024, ge=1024)
    # key=value settings the bundled tasks read (base_url, username, password, download_dir).
    task_values: dict[str, str] = Field(default_factory=dict)


class EdgeServicer(edge_pb2_grpc.EdgeServicer):
    """Answers ``Step`` with the edge node's decision; task runs are kept per task id (LRU-bounded)."""

    def __init__(self, node: EdgeNode, tasks: dict[str, ProcedureFactory]) -> None:
        self.node = node
        self.tasks = tasks
        self._runs: OrderedDict[str, TaskRun] = OrderedDict()
        self._lock = threading.Lock()

    def Step(self, request: edge_pb2.StepRequest, context: grpc.ServicerContext) -> edge_pb2.StepDecision:  # noqa: N802
        if not request.task_id:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "task_id is required")
        if request.task not in self.tasks:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT,
                          f"unknown task {request.task!r}; registered: {', '.join(sorted(self.tasks)) or 'none'}")
        if not request.frame:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "frame is required (PNG or JPEG of the current screen)")
        g = request.screen
        geometry = ScreenGeometry(g.left, g.top, g.width, g.height, g.scale or 1.0) if g.width and g.height else None
        try:
            frame = Frame.decode(request.frame, geometry)
        except ImageDecodeError as exc:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"frame: {exc}")
        run = self._run_for(request.task_id, request.task)
        with self._lock:  # one decision at a time per node keeps a task's step counter consistent
            decision, _ = self.node.decide(run, frame)
        log.info("task %s (%s) step %r: %s/%s %s", run.task_id, request.task, decision.step_name,
                 decision.route.value, decision.reason.value, decision.state_label)
        return edge_pb2.StepDecision(
            route=types_pb2.Route.Value("ROUTE_" + decision.route.value.upper()),
            reason=types_pb2.Reason.Value("REASON_" + decision.reason.value.upper()),
            actions=[action_to_proto(a) for a in decision.actions],
            state_label=decision.state_label, step_name=decision.step_name, detail=decision.detail,
            stage_ms=decision.stage_ms,
        )

    def _run_for(self, task_id: str, task: str) -> TaskRun:
        with self._lock:
            run = self._runs.get(task_id)
            if run is None:
                procedure, context = self.tasks[task]()
                run = TaskRun(procedure=procedure, context=context, task_id=task_id)
                self._runs[task_id] = run
                while len(self._runs) > _MAX_TASKS:
                    self._runs.popitem(last=False)
            self._runs.move_to_end(task_id)
            return run


def build_server(servicer: EdgeServicer, address: str, max_message_bytes: int) -> tuple[grpc.Server, int]:
    """A gRPC server with the Edge service, health checking and reflection; returns it and its port."""
    server = grpc.server(
        futures.ThreadPoolExecutor(max_workers=4),
        options=[("grpc.max_receive_message_length", max_message_bytes),
                 ("grpc.max_send_message_length", max_message_bytes)],
    )
    edge_pb2_grpc.add_EdgeServicer_to_server(servicer, server)
    health_servicer = health.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    for name in ("", "screenroute.v1.Edge"):
        health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    reflection.enable_server_reflection(
        (edge_pb2.DESCRIPTOR.services_by_name["Edge"].full_name, reflection.SERVICE_NAME, "grpc.health.v1.Health"),
        server,
    )
    port = server.add_insecure_port(address)
    if port == 0:
        raise OSError(f"cannot listen on {address}")
    return server, port


def run_forever(config: EdgeServiceConfig) -> None:
    """Run the edge service until SIGINT/SIGTERM, then drain in-flight steps."""
    from bench.tasks import TASKS  # the bundled tasks; other deployments register their own
    from edge.ocr import create_ocr_engine
    from router.metrics import EdgeMetrics, MetricsServer
    from router.planner_client import PlannerClient, PlannerClientConfig
    from router.redaction import PresidioRedactor

    metrics = EdgeMetrics()
    planner = PlannerClient(PlannerClientConfig(targets=config.planner, deadline_s=config.planner_deadline_s), metrics)
    from edge.classify import HEADS, OnnxStateClassifier

    classifier = OnnxStateClassifier(expect_heads=HEADS)  # the int8 artifact shipped with the package
    node = EdgeNode(create_ocr_engine("rapidocr"), planner=planner, redactor_factory=PresidioRedactor,
                    metrics=metrics, classifier=classifier)
    values = dict(config.task_values)
    factories: dict[str, ProcedureFactory] = {
        name: (lambda module=module: (module.build_procedure(), module.context_from(values)))
        for name, module in TASKS.items()
    }
    for factory in factories.values():
        factory()  # fail at start-up, with the missing values named, not on the first Step
    server, port = build_server(EdgeServicer(node, factories), config.address, config.max_message_bytes)
    metrics_server = MetricsServer(metrics.registry, port=config.metrics_port).start() if config.metrics_port is not None else None
    server.start()
    log.info("edge listening on port %d%s", port,
             f", metrics on :{metrics_server.port}/metrics" if metrics_server else "")
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    stop.wait()
    server.stop(grace=5).wait()
    planner.close()
    if metrics_server:
        metrics_server.stop()


