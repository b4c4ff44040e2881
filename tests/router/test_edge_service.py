"""The Edge gRPC service on loopback: decisions for frames sent by another process, clear errors for bad input."""

from __future__ import annotations

import io
from collections.abc import Iterator

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from PIL import Image, ImageDraw, ImageFont

from cloud.config import PlannerServerConfig
from cloud.server import PlannerServer
from edge.ocr import create_ocr_engine
from edge.skills.action import Action
from router.edge_node import EdgeNode
from router.edge_service import EdgeServicer, build_server
from router.planner_client import PlannerClient, PlannerClientConfig
from router.procedure import Procedure, ProcedureStep, TaskContext
from router.redaction import PresidioRedactor
from screenroute.v1 import edge_pb2, edge_pb2_grpc, types_pb2

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def screen_png(texts: list[tuple[str, tuple[int, int]]]) -> bytes:
    image = Image.new("RGB", (1280, 800), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 24)
    for text, xy in texts:
        draw.text(xy, text, fill="black", font=font)
    buf = io.BytesIO()
    image.save(buf, format="PNG")
    return buf.getvalue()


def factory() -> tuple[Procedure, TaskContext]:
    step = ProcedureStep("open orders", 'click "Orders"', anchors=("Site administration", "Log out"),
                         actions=(Action("click", target_text="Orders"),), done_when=("Select order to change",))
    return Procedure("orders", "open the orders", (step,)), TaskContext()


@pytest.fixture(scope="module")
def stub() -> Iterator[edge_pb2_grpc.EdgeStub]:
    with PlannerServer(PlannerServerConfig(address="127.0.0.1:0")) as planner_server, \
            PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{planner_server.port}",))) as planner:
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=planner, redactor_factory=PresidioRedactor)
        server, port = build_server(EdgeServicer(node, {"orders": factory}), "127.0.0.1:0", 4 * 1024 * 1024)
        server.start()
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            yield edge_pb2_grpc.EdgeStub(channel)
            health = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service="screenroute.v1.Edge"))
            assert health.status == health_pb2.HealthCheckResponse.SERVING
        server.stop(grace=1).wait()


def test_known_screen_gets_a_local_decision(stub: edge_pb2_grpc.EdgeStub) -> None:
    frame = screen_png([("Site administration", (40, 70)), ("Orders", (48, 280)), ("LOG OUT", (1100, 15))])
    decision = stub.Step(edge_pb2.StepRequest(task_id="a", task="orders", frame=frame))
    assert decision.route == types_pb2.ROUTE_LOCAL
    assert decision.reason == types_pb2.REASON_KNOWN_STATE
    assert [a.target_text for a in decision.actions] == ["Orders"]
    assert decision.stage_ms["ocr"] > 0


def test_popup_screen_is_escalated_through_the_planner(stub: edge_pb2_grpc.EdgeStub) -> None:
    frame = screen_png([("Site administration", (40, 70)), ("Save password?", (880, 140)),
                        ("Never", (880, 285)), ("No thanks", (1050, 285))])
    decision = stub.Step(edge_pb2.StepRequest(task_id="b", task="orders", frame=frame))
    assert decision.route == types_pb2.ROUTE_ESCALATE
    assert decision.reason == types_pb2.REASON_UNEXPECTED_STATE
    assert decision.state_label == "popup/chromium_save_password"
    assert decision.actions[0].target_text == "Never" and decision.actions[0].has_point


@pytest.mark.parametrize(
    ("request_fields", "message"),
    [
        ({"task": "orders", "frame": b"x"}, "task_id is required"),
        ({"task_id": "c", "task": "nope", "frame": b"x"}, "unknown task 'nope'"),
        ({"task_id": "c", "task": "orders"}, "frame is required"),
        ({"task_id": "c", "task": "orders", "frame": b"\x89PNG\r\n\x1a\n garbage"}, "could not be decoded"),
    ],
)
def test_bad_requests_are_invalid_argument(stub: edge_pb2_grpc.EdgeStub, request_fields: dict, message: str) -> None:
    with pytest.raises(grpc.RpcError) as info:
        stub.Step(edge_pb2.StepRequest(**request_fields))
    assert info.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert message in info.value.details()


def test_oversized_frame_is_resource_exhausted(stub: edge_pb2_grpc.EdgeStub) -> None:
    with pytest.raises(grpc.RpcError) as info:
        stub.Step(edge_pb2.StepRequest(task_id="d", task="orders", frame=b"\0" * (5 * 1024 * 1024)))
    assert info.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
