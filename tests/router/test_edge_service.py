"""The Edge gRPC service on loopback: decisions for frames sent by other processes, one run per task id.

Tasks are task files in a folder; each task id gets its own run, built from the task named in
the request with the parameters the client sent (non-secret) and the service's secrets.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from pathlib import Path

import grpc
import numpy as np
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from PIL import Image, ImageDraw, ImageFont

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.router.app.edge_service import EdgeServer, EdgeServicer, EdgeServingConfig, TaskRegistry
from screenroute.router.authoring.tasks import ParameterError, load_task_folder
from screenroute.router.deciding.node import EdgeNode
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.v1 import edge_pb2, edge_pb2_grpc, planner_pb2, types_pb2

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

ORDERS = """\
schema: screenroute/task/v1
name: orders
goal: open the orders
steps:
  - name: open orders
    goal: 'click "Orders"'
    expect: {anchors: [Site administration, Log out]}
    actions: [{skill: click, target_text: Orders}]
    done_when: {texts: [Select order to change]}
"""

REPORTS = """\
schema: screenroute/task/v1
name: reports
goal: open one report and export it
parameters:
  report: {description: which report to open}
  token: {description: the export token, secret: true}
steps:
  - name: open report
    expect: {anchors: [Reports, Export]}
    actions: [{skill: click, target_text: "{report}"}]
    done_when: {texts: ["{report} report"]}
  - name: export
    expect: {anchors: ["{report} report", Export]}
    actions: [{skill: click, target_text: Export}]
    done_when: {texts: [Saved to disk]}
"""


def screen_png(texts: list[tuple[str, tuple[int, int]]]) -> bytes:
    image = Image.new("RGB", (1280, 800), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 24)
    for text, xy in texts:
        draw.text(xy, text, fill="black", font=font)
    buf = io.BytesIO()
    image.save(buf, format="PNG")
    return buf.getvalue()


INDEX = screen_png([("Site administration", (40, 70)), ("Orders", (48, 280)), ("LOG OUT", (1100, 15))])
REPORT_LIST = screen_png([("Reports", (40, 70)), ("Sales", (48, 200)), ("Stock", (48, 260)), ("Export", (1100, 70))])


def report_page(name: str) -> bytes:
    return screen_png([("Reports", (40, 70)), (f"{name} report", (48, 200)), ("Export", (1100, 70))])


@pytest.fixture(scope="module")
def tasks_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("tasks")
    (folder / "orders.yaml").write_text(ORDERS, encoding="utf-8")
    (folder / "reports.yaml").write_text(REPORTS, encoding="utf-8")
    return folder


class MeetingOcr:
    """The real OCR engine, but each read first waits until ``parties`` reads are in flight at once.

    If the service decided one request at a time, the second client could never arrive while
    the first waits, and the barrier would break: this proves the two runs are decided concurrently.
    """

    def __init__(self, engine: OcrEngine, parties: int) -> None:
        self.engine = engine
        self.barrier = threading.Barrier(parties, timeout=60)
        self.met = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.barrier.wait()
        self.met += 1
        return self.engine.read(pixels)


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


@pytest.fixture(scope="module")
def planner() -> Iterator[PlannerClient]:
    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0")) as planner_server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{planner_server.port}",))) as client,
    ):
        yield client


def serve(node: EdgeNode, tasks_dir: Path, workdir: Path) -> tuple[EdgeServer, int]:
    registry = TaskRegistry(load_task_folder(tasks_dir), workdir=workdir, secrets={"token": "s3cret-token"})
    registry.check()
    config = EdgeServingConfig(address="127.0.0.1:0", max_message_bytes=4 * 1024 * 1024)
    server = EdgeServer(EdgeServicer(node, registry), config)
    return server, server.start()


@pytest.fixture(scope="module")
def stub(
    ocr: OcrEngine, planner: PlannerClient, tasks_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[edge_pb2_grpc.EdgeStub]:
    node = EdgeNode(ocr, planner=planner, redactor_factory=PresidioRedactor)
    server, port = serve(node, tasks_dir, tmp_path_factory.mktemp("edge"))
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        yield edge_pb2_grpc.EdgeStub(channel)
        health = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(service="screenroute.v1.Edge"))
        assert health.status == health_pb2.HealthCheckResponse.SERVING
    server.stop(grace_s=1)


def test_known_screen_gets_a_local_decision(stub: edge_pb2_grpc.EdgeStub) -> None:
    decision = stub.Step(edge_pb2.StepRequest(task_id="a", task="orders", frame=INDEX))
    assert decision.route == types_pb2.ROUTE_LOCAL
    assert decision.reason == types_pb2.REASON_KNOWN_STATE
    assert [a.target_text for a in decision.actions] == ["Orders"]
    assert decision.stage_ms["ocr"] > 0


def test_popup_screen_is_escalated_through_the_planner(stub: edge_pb2_grpc.EdgeStub) -> None:
    frame = screen_png(
        [
            ("Site administration", (40, 70)),
            ("Save password?", (880, 140)),
            ("Never", (880, 285)),
            ("No thanks", (1050, 285)),
        ]
    )
    decision = stub.Step(edge_pb2.StepRequest(task_id="b", task="orders", frame=frame))
    assert decision.route == types_pb2.ROUTE_ESCALATE
    assert decision.reason == types_pb2.REASON_UNEXPECTED_STATE
    assert decision.state_label == "popup/chromium_save_password"
    assert decision.actions[0].target_text == "Never" and decision.actions[0].has_point


def test_each_task_id_runs_with_the_parameters_its_client_sent(stub: edge_pb2_grpc.EdgeStub) -> None:
    sales = stub.Step(
        edge_pb2.StepRequest(task_id="s", task="reports", frame=REPORT_LIST, parameters={"report": "Sales"})
    )
    stock = stub.Step(
        edge_pb2.StepRequest(task_id="t", task="reports", frame=REPORT_LIST, parameters={"report": "Stock"})
    )
    assert [a.target_text for a in sales.actions] == ["Sales"]
    assert [a.target_text for a in stock.actions] == ["Stock"]
    # Parameters are read when a task id is first seen; later requests cannot change the run.
    again = stub.Step(edge_pb2.StepRequest(task_id="s", task="reports", frame=REPORT_LIST, parameters={"report": "X"}))
    assert [a.target_text for a in again.actions] == ["Sales"]


def test_the_previous_actions_results_feed_the_next_decision(stub: edge_pb2_grpc.EdgeStub) -> None:
    request = edge_pb2.StepRequest(task_id="r", task="orders", frame=INDEX)
    first = stub.Step(request)
    no_effect = planner_pb2.HistoryEntry(action=first.actions[0], ok=True, changed=False, detail="no visible effect")
    second = stub.Step(edge_pb2.StepRequest(task_id="r", task="orders", frame=INDEX, results=[no_effect]))
    third = stub.Step(edge_pb2.StepRequest(task_id="r", task="orders", frame=INDEX, results=[no_effect]))
    assert [d.route for d in (first, second)] == [types_pb2.ROUTE_LOCAL] * 2
    # Two clicks without a visible effect: the step is escalated with that reason.
    assert (third.route, third.reason) == (types_pb2.ROUTE_ESCALATE, types_pb2.REASON_NO_EFFECT)


@pytest.mark.parametrize(
    ("request_fields", "message"),
    [
        ({"task": "orders", "frame": b"x"}, "task_id is required"),
        ({"task_id": "c", "task": "nope", "frame": b"x"}, "unknown task 'nope'; registered: orders, reports"),
        ({"task_id": "c", "task": "orders"}, "frame is required"),
        ({"task_id": "c", "task": "orders", "frame": b"\x89PNG\r\n\x1a\n garbage"}, "could not be decoded"),
        ({"task_id": "e", "task": "reports", "frame": INDEX}, "needs values for: report"),
        ({"task_id": "f", "task": "reports", "frame": INDEX, "parameters": {"nope": "1"}}, "has no parameter nope"),
        (
            {"task_id": "g", "task": "reports", "frame": INDEX, "parameters": {"report": "Sales", "token": "x"}},
            "parameter 'token' is secret",
        ),
        (
            {"task_id": "a", "task": "reports", "frame": INDEX, "parameters": {"report": "Sales"}},
            "is a run of 'orders'",
        ),
    ],
)
def test_bad_requests_are_invalid_argument(stub: edge_pb2_grpc.EdgeStub, request_fields: dict, message: str) -> None:  # type: ignore[type-arg]
    stub.Step(edge_pb2.StepRequest(task_id="a", task="orders", frame=INDEX))  # task id "a" is a run of orders
    with pytest.raises(grpc.RpcError) as info:
        stub.Step(edge_pb2.StepRequest(**request_fields))
    assert info.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert message in info.value.details()


def test_oversized_frame_is_resource_exhausted(stub: edge_pb2_grpc.EdgeStub) -> None:
    with pytest.raises(grpc.RpcError) as info:
        stub.Step(edge_pb2.StepRequest(task_id="d", task="orders", frame=b"\0" * (5 * 1024 * 1024)))
    assert info.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED


def test_a_missing_secret_fails_at_start_up(tasks_dir: Path, tmp_path: Path) -> None:
    registry = TaskRegistry(load_task_folder(tasks_dir), workdir=tmp_path)
    with pytest.raises(
        ParameterError, match=r"task 'reports' needs secret values for: token \(SCREENROUTE_PARAM_TOKEN"
    ):
        registry.check()


def test_two_clients_with_different_task_files_run_concurrently_without_sharing_state(
    ocr: OcrEngine, planner: PlannerClient, tasks_dir: Path, tmp_path: Path
) -> None:
    meeting = MeetingOcr(ocr, parties=2)
    node = EdgeNode(meeting, planner=planner, redactor_factory=PresidioRedactor)
    server, port = serve(node, tasks_dir, tmp_path)
    orders_frames = [INDEX, screen_png([("Select order to change", (40, 70))])]
    reports_frames = [REPORT_LIST, report_page("Stock")]
    seen: dict[str, list[edge_pb2.StepDecision]] = {}
    errors: list[BaseException] = []

    def client(name: str, task: str, frames: list[bytes], params: dict[str, str]) -> None:
        try:
            # Each client has its own channel, like two agents in two processes.
            with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
                stub = edge_pb2_grpc.EdgeStub(channel)
                seen[name] = [
                    stub.Step(edge_pb2.StepRequest(task_id=name, task=task, frame=f, parameters=params), timeout=120)
                    for f in frames
                ]
        except BaseException as exc:  # noqa: BLE001 - reported by the main thread
            errors.append(exc)

    threads = [
        threading.Thread(target=client, args=("agent-1", "orders", orders_frames, {})),
        threading.Thread(target=client, args=("agent-2", "reports", reports_frames, {"report": "Stock"})),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    server.stop(grace_s=1)
    assert not errors, errors
    assert meeting.met == 4  # every read met the other client's: both runs were in flight together

    orders, reports = seen["agent-1"], seen["agent-2"]
    assert [(d.step_name, d.route) for d in orders] == [
        ("open orders", types_pb2.ROUTE_LOCAL),
        ("", types_pb2.ROUTE_HALT),
    ]
    assert orders[1].reason == types_pb2.REASON_TASK_COMPLETE
    assert [a.target_text for a in orders[0].actions] == ["Orders"]
    # The reports run moved on to its own second step with its own parameter; the orders run never saw it.
    assert [d.step_name for d in reports] == ["open report", "export"]
    assert [a.target_text for a in reports[0].actions] == ["Stock"]
    assert [a.target_text for a in reports[1].actions] == ["Export"]
    assert all(d.route == types_pb2.ROUTE_LOCAL for d in reports)
