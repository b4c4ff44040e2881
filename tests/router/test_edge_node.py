"""The edge node's routing: local on the expected state, escalation otherwise, halts that fail safe.

Real parts: a planner gRPC server on loopback (rules backend, or a recording backend behind
the same PlannerBackend interface), real Presidio redaction, real OCR on rendered frames.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from cloud.backends.rules import RulesPlanner
from cloud.config import PlannerServerConfig
from cloud.server import PlannerServer
from edge.frame import Frame
from edge.geometry import Box
from edge.ocr import create_ocr_engine
from edge.ocr.base import OcrLine
from edge.skills.action import Action, SkillResult
from router.decision import Reason, Route
from router.edge_node import EdgeNode, TaskRun
from router.errors import RedactionError
from router.metrics import EdgeMetrics
from router.planner_client import PlannerClient, PlannerClientConfig
from router.policy import PolicyConfig
from router.procedure import Procedure, ProcedureStep, TaskContext
from router.redaction import PlaceholderVault, PresidioRedactor
from screenroute.v1 import planner_pb2

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


class RecordingPlanner:
    """A PlannerBackend that keeps every request it gets and answers like the rules backend."""

    def __init__(self) -> None:
        self.requests: list[planner_pb2.PlanRequest] = []
        self._rules = RulesPlanner()
        self._lock = threading.Lock()

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        with self._lock:
            self.requests.append(request)
        return self._rules.plan(request)


def render(texts: list[tuple[str, tuple[int, int]]], size: tuple[int, int] = (1280, 800)) -> tuple[Frame, list[OcrLine]]:
    """A frame with ``texts`` drawn at positions, and the lines a perfect OCR would read from it."""
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 22)
    lines = []
    for text, (x, y) in texts:
        draw.text((x, y), text, fill="black", font=font)
        x0, y0, x1, y1 = draw.textbbox((x, y), text, font=font)
        lines.append(OcrLine(text, Box(x0, y0, x1, y1), 0.99))
    return Frame.from_image(image), lines


def procedure() -> Procedure:
    return Procedure(
        name="test",
        goal="Open the orders of customer Zhang Wei",
        steps=(
            ProcedureStep("open orders", 'open the order list: click "Orders"', anchors=("Site administration", "Log out"),
                          actions=(Action("click", target_text="Orders"),), done_when=("Select order to change",)),
        ),
    )


@pytest.fixture(scope="module")
def recorder() -> RecordingPlanner:
    return RecordingPlanner()


@pytest.fixture(scope="module")
def planner_address(recorder: RecordingPlanner) -> Iterator[str]:
    with PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=recorder) as server:
        yield f"127.0.0.1:{server.port}"


@pytest.fixture(scope="module")
def node(planner_address: str) -> Iterator[EdgeNode]:
    metrics = EdgeMetrics()
    with PlannerClient(PlannerClientConfig(targets=(planner_address,), deadline_s=10), metrics) as client:
        yield EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor,
                       metrics=metrics)


BUBBLE = [("Site administration", (40, 70)), ("Orders", (48, 280)), ("Save password?", (880, 140)),
          ("Never", (880, 285)), ("No thanks", (1050, 285)), ("Save", (1190, 285))]
INDEX = [("Site administration", (40, 70)), ("Orders", (48, 280)), ("WELCOME, ADMIN. LOG OUT", (900, 15))]


def test_expected_state_is_handled_locally(node: EdgeNode, recorder: RecordingPlanner) -> None:
    before = len(recorder.requests)
    frame, lines = render(INDEX)
    decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert [a.target_text for a in decision.actions] == ["Orders"]
    assert len(recorder.requests) == before  # nothing left the edge


def test_popup_hiding_an_anchor_is_escalated_and_dismissed(node: EdgeNode) -> None:
    frame, lines = render(BUBBLE)
    decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    assert decision.state_label == "popup/chromium_save_password"
    assert [a.target_text for a in decision.actions] == ["Never"]
    assert "plan" in decision.stage_ms and "redact" in decision.stage_ms


def test_no_pii_reaches_the_planner(node: EdgeNode, recorder: RecordingPlanner) -> None:
    pii = ["zhang.wei@example.com", "13800138000", "张伟"]
    frame, lines = render(BUBBLE + [("客户：张伟", (48, 400)), ("zhang.wei@example.com", (48, 440)),
                                    ("+86 13800138000", (48, 480))])
    run = TaskRun(procedure(), TaskContext())
    run.procedure = Procedure(run.procedure.name, "Open the orders of 张伟 (zhang.wei@example.com)", run.procedure.steps)
    node.decide(run, frame, lines)
    request = recorder.requests[-1]
    wire = request.SerializeToString()
    for value in pii:
        assert value.encode() not in wire, value
    assert "<EMAIL_" in request.goal
    # The screenshot's PII pixels were filled: the email's box is uniform in the sent image.
    sent = np.asarray(Image.open(__import__("io").BytesIO(request.screenshot)).convert("L"))
    email = next(ln for ln in lines if ln.text == "zhang.wei@example.com").box
    assert sent[email.y0:email.y1, email.x0:email.x1].std() < 1.0
    # And the placeholders come back locally.
    assert run.vault.restore("<EMAIL_1>") == "zhang.wei@example.com"


def test_redaction_failure_halts_without_escalating(planner_address: str, recorder: RecordingPlanner) -> None:
    class BrokenRedactor:
        def __init__(self, vault: PlaceholderVault) -> None:
            self.vault = vault

        def redact(self, frame, lines, texts):  # type: ignore[no-untyped-def]
            raise RedactionError("analyzer timed out")

    before = len(recorder.requests)
    with PlannerClient(PlannerClientConfig(targets=(planner_address,))) as client:
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=BrokenRedactor)
        frame, lines = render(BUBBLE)
        decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.POLICY_DENIED)
    assert len(recorder.requests) == before


def test_planner_down_waits_then_halts() -> None:
    # A port nothing listens on: connection refused, fast.
    with PlannerClient(PlannerClientConfig(targets=("127.0.0.1:9",), deadline_s=2)) as client:
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor,
                        policy=PolicyConfig(max_planner_failures=2))
        run = TaskRun(procedure(), TaskContext())
        frame, lines = render(BUBBLE)
        first, _ = node.decide(run, frame, lines)
        second, _ = node.decide(run, frame, lines)
    assert (first.route, first.reason) == (Route.WAIT, Reason.CLOUD_UNAVAILABLE)
    assert (second.route, second.reason) == (Route.HALT, Reason.CLOUD_UNAVAILABLE)


def test_no_planner_configured_halts() -> None:
    node = EdgeNode(create_ocr_engine("rapidocr"), planner=None, redactor_factory=PresidioRedactor)
    frame, lines = render(BUBBLE)
    decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.CLOUD_UNAVAILABLE)


def test_step_that_keeps_failing_is_escalated_with_its_reason(node: EdgeNode) -> None:
    run = TaskRun(procedure(), TaskContext())
    frame, lines = render(INDEX)
    for _ in range(node.policy.max_local_attempts):
        decision, _ = node.decide(run, frame, lines)
        assert decision.route is Route.LOCAL
        # The click ran but nothing changed on screen.
        node.record(run, [SkillResult(decision.actions[0], ok=True, changed=False)])
    decision, _ = node.decide(run, frame, lines)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.NO_EFFECT)
    # The rules planner sees 'click "Orders"' in the step goal and the text on screen.
    assert [a.target_text for a in decision.actions] == ["Orders"]


def test_done_step_advances_and_the_task_completes(node: EdgeNode) -> None:
    run = TaskRun(procedure(), TaskContext())
    frame, lines = render([("Select order to change", (40, 70))])
    decision, _ = node.decide(run, frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.TASK_COMPLETE)


def test_escalation_budget_is_enforced(node: EdgeNode) -> None:
    strict = EdgeNode(node.ocr, planner=node.planner, redactor_factory=PresidioRedactor,
                      policy=PolicyConfig(max_escalations=0))
    frame, lines = render(BUBBLE)
    decision, _ = strict.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.BUDGET_EXHAUSTED)


def test_off_screen_planner_actions_are_refused(planner_address: str) -> None:
    class OffScreen:
        def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
            from screenroute.v1 import types_pb2

            return planner_pb2.PlanResponse(actions=[types_pb2.Action(skill="click", has_point=True, x=5000, y=10)],
                                            state_label="x")

    with PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=OffScreen()) as server, \
            PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",))) as client:
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor)
        frame, lines = render(BUBBLE)
        decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.POLICY_DENIED)
    assert "off the 1280x800 screen" in decision.detail


def test_decisions_are_counted_in_metrics(node: EdgeNode) -> None:
    frame, lines = render(INDEX)
    node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    value = node.metrics.registry.get_sample_value(
        "screenroute_edge_decisions_total", {"route": "local", "reason": "known_state"})
    assert value is not None and value >= 1


def test_metrics_are_served_over_http(node: EdgeNode) -> None:
    import urllib.request

    from prometheus_client.parser import text_string_to_metric_families

    from router.metrics import MetricsServer

    frame, lines = render(BUBBLE)
    node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    server = MetricsServer(node.metrics.registry).start()
    try:
        body = urllib.request.urlopen(f"http://127.0.0.1:{server.port}/metrics", timeout=5).read().decode()
    finally:
        server.stop()
    families = {f.name: f for f in text_string_to_metric_families(body)}
    stages = {s.labels["stage"] for s in families["screenroute_edge_stage_seconds"].samples if "stage" in s.labels}
    assert {"route", "redact", "plan"} <= stages
    routes = {(s.labels["route"], s.labels["reason"]) for s in families["screenroute_edge_decisions"].samples}
    assert ("escalate", "unexpected_state") in routes
    codes = {s.labels["code"] for s in families["screenroute_edge_planner_requests"].samples}
    assert "OK" in codes
