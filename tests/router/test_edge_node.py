"""The edge node's routing: local on the expected state, escalation otherwise, halts that fail safe.

Real parts: a planner gRPC server on loopback (rules backend, or a recording backend behind
the same PlannerBackend interface), real Presidio redaction, real OCR on rendered frames.
"""

from __future__ import annotations

import dataclasses
import io
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.cloud.backends.rules_planner import RulesPlanner
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract import Action, Reason, RiskTier, Route
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.action import PRESSED, TYPED_IN, SkillResult
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.breaker import BreakerConfig, BreakerState, CircuitBreaker
from screenroute.router.deciding.decision import Decision
from screenroute.router.deciding.human_queue import HumanQueue
from screenroute.router.deciding.metrics import EdgeMetrics
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.deciding.policy import PolicyConfig
from screenroute.router.errors import RedactionError
from screenroute.router.learning.cache_memory import CacheMemory
from screenroute.router.learning.plancache import PlanCache
from screenroute.router.privacy.redaction import PlaceholderVault, PresidioRedactor
from screenroute.router.privacy.redaction.base import Finding, Redacted
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


def render(
    texts: list[tuple[str, tuple[int, int]]], size: tuple[int, int] = (1280, 800)
) -> tuple[Frame, list[OcrLine]]:
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
            ProcedureStep(
                "open orders",
                'open the order list: click "Orders"',
                anchors=("Site administration", "Log out"),
                actions=(Action("click", target_text="Orders"),),
                done_when=("Select order to change",),
            ),
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
        yield EdgeNode(
            create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor, metrics=metrics
        )


BUBBLE = [
    ("Site administration", (40, 70)),
    ("Orders", (48, 280)),
    ("Save password?", (880, 140)),
    ("Never", (880, 285)),
    ("No thanks", (1050, 285)),
    ("Save", (1190, 285)),
]
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
    frame, lines = render(
        [*BUBBLE, ("客户：张伟", (48, 400)), ("zhang.wei@example.com", (48, 440)), ("+86 13800138000", (48, 480))]
    )
    run = TaskRun(procedure(), TaskContext())
    run.procedure = Procedure(
        run.procedure.name, "Open the orders of 张伟 (zhang.wei@example.com)", run.procedure.steps
    )
    node.decide(run, frame, lines)
    request = recorder.requests[-1]
    wire = request.SerializeToString()
    for value in pii:
        assert value.encode() not in wire, value
    assert "<EMAIL_" in request.goal
    # The screenshot's PII pixels were filled: the email's box is uniform in the sent image.
    sent = np.asarray(Image.open(__import__("io").BytesIO(request.screenshot)).convert("L"))
    email = next(ln for ln in lines if ln.text == "zhang.wei@example.com").box
    assert sent[email.y0 : email.y1, email.x0 : email.x1].std() < 1.0
    # And the placeholders come back locally.
    assert run.vault.restore("<EMAIL_1>") == "zhang.wei@example.com"


def test_an_escalation_carries_the_task_origins_and_its_values_by_placeholder(
    node: EdgeNode, recorder: RecordingPlanner
) -> None:
    steps = (
        ProcedureStep(
            "log in",
            "log in",
            anchors=("Site administration", "Log out"),
            actions=(Action("click", target_text="Username"), Action("type", text="{username}")),
            done_when=("Select order to change",),
        ),
    )
    run = TaskRun(
        Procedure("test", "log in", steps, origins=("{base_url}",), value_descriptions={"username": "the account"}),
        TaskContext(values={"base_url": "http://127.0.0.1:8123/", "username": "ops-lead-7"}),
    )
    frame, lines = render(BUBBLE)
    node.decide(run, frame, lines)
    request = recorder.requests[-1]
    assert list(request.origins) == ["http://127.0.0.1:8123/"]
    (value,) = request.values
    assert value.name == "username" and value.description == "the account"
    assert value.placeholder.startswith("<") and b"ops-lead-7" not in request.SerializeToString()
    assert run.vault.restore(value.placeholder) == "ops-lead-7"


def test_redaction_failure_halts_without_escalating(planner_address: str, recorder: RecordingPlanner) -> None:
    class BrokenRedactor:
        def __init__(self, vault: PlaceholderVault) -> None:
            self.vault = vault

        def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
            raise RedactionError("analyzer timed out")

        def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Finding]]:
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
        node = EdgeNode(
            create_ocr_engine("rapidocr"),
            planner=client,
            redactor_factory=PresidioRedactor,
            policy=PolicyConfig(max_planner_failures=2),
        )
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
    strict = EdgeNode(
        node.ocr, planner=node.planner, redactor_factory=PresidioRedactor, policy=PolicyConfig(max_escalations=0)
    )
    frame, lines = render(BUBBLE)
    decision, _ = strict.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.BUDGET_EXHAUSTED)


def test_off_screen_planner_actions_are_refused(planner_address: str) -> None:
    class OffScreen:
        def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
            from screenroute.v1 import types_pb2

            return planner_pb2.PlanResponse(
                actions=[types_pb2.Action(skill="click", has_point=True, x=5000, y=10)], state_label="x"
            )

    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=OffScreen()) as server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",))) as client,
    ):
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor)
        frame, lines = render(BUBBLE)
        decision, _ = node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.POLICY_DENIED)
    assert "off the 1280x800 screen" in decision.detail


def test_decisions_are_counted_in_metrics(node: EdgeNode) -> None:
    frame, lines = render(INDEX)
    node.decide(TaskRun(procedure(), TaskContext()), frame, lines)
    value = node.metrics.registry.get_sample_value(
        "screenroute_edge_decisions_total", {"route": "local", "reason": "known_state"}
    )
    assert value is not None and value >= 1


def test_metrics_are_served_over_http(node: EdgeNode) -> None:
    import urllib.request

    from prometheus_client.parser import text_string_to_metric_families

    from screenroute.router.deciding.metrics import MetricsServer

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


# -- the flywheel: an escalation that made progress is learned, and answered locally next time --------


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[CacheMemory]:
    cache = PlanCache(tmp_path / "flywheel.db")
    yield CacheMemory(cache)
    cache.close()


def learning_node(node: EdgeNode, memory: CacheMemory) -> EdgeNode:
    return EdgeNode(node.ocr, planner=node.planner, redactor_factory=PresidioRedactor, memory=memory)


def clicked(node: EdgeNode, run: TaskRun, decision: Decision) -> None:
    """The agent ran the decision's actions and they did what they should."""
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in decision.actions])


def test_the_popup_escalated_once_is_a_learned_reflex_next_time(
    node: EdgeNode, memory: CacheMemory, recorder: RecordingPlanner
) -> None:
    edge = learning_node(node, memory)
    bubble, bubble_lines = render(BUBBLE)
    index, index_lines = render(INDEX)

    first = TaskRun(procedure(), TaskContext())
    decision, _ = edge.decide(first, bubble, bubble_lines)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    clicked(edge, first, decision)
    # The bubble is gone and the expected state is back: the planner's click made progress.
    after, _ = edge.decide(first, index, index_lines)
    assert after.reason is Reason.KNOWN_STATE and first.learned_stored == 1
    (entry,) = memory.cache.entries()
    assert entry.scope == "*" and entry.signature.label == "popup/chromium_save_password"
    assert [(a.skill, a.target_text, a.point) for a in entry.actions] == [("click", "Never", None)]
    assert {"Save password?", "Never"} <= set(
        entry.signature.anchors
    ) and "Site administration" not in entry.signature.anchors

    # Another run — of another task even: the reflex answers without the cloud.
    before = len(recorder.requests)
    other = TaskRun(dataclasses.replace(procedure(), name="another task"), TaskContext())
    decision, _ = edge.decide(other, bubble, bubble_lines)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.LEARNED_STATE)
    assert [a.target_text for a in decision.actions] == ["Never"] and decision.cloud_calls == 0
    assert decision.state_label == "popup/chromium_save_password" and "all tasks" in decision.detail
    clicked(edge, other, decision)
    edge.decide(other, index, index_lines)
    assert len(recorder.requests) == before
    stored = memory.cache.entry(entry.id)
    assert stored is not None and stored.successes == 1


def test_a_learned_entry_that_stops_working_is_demoted_then_dropped(node: EdgeNode, memory: CacheMemory) -> None:
    edge = learning_node(node, memory)
    bubble, bubble_lines = render(BUBBLE)
    index, index_lines = render(INDEX)
    teach = TaskRun(procedure(), TaskContext())
    clicked(edge, teach, edge.decide(teach, bubble, bubble_lines)[0])
    edge.decide(teach, index, index_lines)
    (entry,) = memory.cache.entries()

    run = TaskRun(procedure(), TaskContext())
    decision, _ = edge.decide(run, bubble, bubble_lines)
    assert decision.reason is Reason.LEARNED_STATE
    clicked(edge, run, decision)
    # The bubble is still there: no progress. The entry is demoted and this run asks the planner instead.
    decision, _ = edge.decide(run, bubble, bubble_lines)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    demoted = memory.cache.entry(entry.id)
    assert demoted is not None and demoted.demoted

    again = TaskRun(procedure(), TaskContext())
    decision, _ = edge.decide(again, bubble, bubble_lines)
    assert decision.reason is Reason.LEARNED_STATE and "demoted" in decision.detail
    clicked(edge, again, decision)
    edge.decide(again, bubble, bubble_lines)
    assert memory.cache.entry(entry.id) is None  # dropped after a second failure in a row


def test_a_step_the_planner_unstuck_is_learned_for_that_task_and_step(node: EdgeNode, memory: CacheMemory) -> None:
    edge = learning_node(node, memory)
    index, index_lines = render(INDEX)
    run = TaskRun(procedure(), TaskContext())
    for _ in range(edge.policy.max_local_attempts):
        edge.record(run, [SkillResult(edge.decide(run, index, index_lines)[0].actions[0], ok=True, changed=False)])
    decision, _ = edge.decide(run, index, index_lines)
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.NO_EFFECT)
    clicked(edge, run, decision)
    done, done_lines = render([("Select order to change", (40, 70))])
    assert edge.decide(run, done, done_lines)[0].reason is Reason.TASK_COMPLETE
    (entry,) = memory.cache.entries()
    assert (entry.scope, entry.step) == ("test", "open orders")
    # Anchors name the state: its heading and labels, never a placeholder or data.
    assert "Site administration" in entry.signature.anchors
    assert [a.target_text for a in entry.actions] == ["Orders"]


def test_escalated_actions_that_made_no_progress_are_not_learned(node: EdgeNode, memory: CacheMemory) -> None:
    edge = learning_node(node, memory)
    bubble, bubble_lines = render(BUBBLE)
    run = TaskRun(procedure(), TaskContext())
    clicked(edge, run, edge.decide(run, bubble, bubble_lines)[0])
    edge.decide(run, bubble, bubble_lines)  # the same screen again
    assert memory.cache.entries() == [] and run.learned_stored == 0


# -- the breaker and the human queue -------------------------------------------------------------------


def test_an_open_breaker_stops_calling_a_dead_planner() -> None:
    with PlannerClient(PlannerClientConfig(targets=("127.0.0.1:9",), deadline_s=2)) as client:
        breaker = CircuitBreaker(BreakerConfig(failure_threshold=2, reset_timeout_s=600))
        edge = EdgeNode(
            create_ocr_engine("rapidocr"),
            planner=client,
            redactor_factory=PresidioRedactor,
            policy=PolicyConfig(max_planner_failures=10),
            breaker=breaker,
        )
        run = TaskRun(procedure(), TaskContext())
        frame, lines = render(BUBBLE)
        decisions = [edge.decide(run, frame, lines)[0] for _ in range(3)]
    assert [(d.route, d.reason) for d in decisions] == [(Route.WAIT, Reason.CLOUD_UNAVAILABLE)] * 3
    assert [d.cloud_calls for d in decisions] == [1, 1, 0]
    assert breaker.state is BreakerState.OPEN and "circuit open" in decisions[2].detail


def test_a_halt_that_needs_a_person_is_queued_with_the_redacted_frame(tmp_path: Path) -> None:
    class NeedsHuman:
        def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
            return planner_pb2.PlanResponse(needs_human=True, rationale="a captcha", state_label="page/captcha")

    queue = HumanQueue(tmp_path / "queue.db")
    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=NeedsHuman()) as server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",))) as client,
    ):
        edge = EdgeNode(
            create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor, human_queue=queue
        )
        frame, lines = render([*BUBBLE, ("zhang.wei@example.com", (48, 440))])
        run = TaskRun(procedure(), TaskContext())
        run.history.append(
            SkillResult(Action("click", target_text="Orders"), ok=True, changed=False, detail="no visible effect")
        )
        decision, _ = edge.decide(run, frame, lines)
    # One decision: the escalation was made, and the planner's answer made the next one a halt.
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert decision.detail.startswith("unexpected_state escalation failed: planner: a captcha")
    assert decision.cloud_calls == 1 and run.queued_item is not None
    (item,) = queue.list()
    assert (item.id, item.reason, item.step) == (run.queued_item, "needs_human", "open orders")
    assert item.actions == [{"action": "click 'Orders'", "ok": True, "changed": False, "detail": "no visible effect"}]
    sent = np.asarray(Image.open(io.BytesIO(queue.frame_png(item.id) or b"")).convert("L"))
    email = next(ln for ln in lines if ln.text == "zhang.wei@example.com").box
    assert sent[email.y0 : email.y1, email.x0 : email.x1].std() < 1.0  # the address is blacked out
    queue.close()


# -- an app no classifier knows: the task file's recorded layouts tell an unknown screen -----------------


def test_recorded_layouts_tell_an_unknown_screen_from_a_known_one_missing_an_anchor() -> None:
    from screenroute.edge.layout import encode_layout, layout_embedding

    rows = [(f"Order {i:03d} shipped to the warehouse", (48, 140 + 36 * i)) for i in range(16)]
    page = [("Site administration", (40, 70)), ("WELCOME, ADMIN. LOG OUT", (900, 15)), *rows]
    recorded_frame, recorded_lines = render(page)
    step = dataclasses.replace(
        procedure().steps[0], layout=encode_layout(layout_embedding(recorded_frame, recorded_lines))
    )
    recorded = Procedure("recorded", "open the orders", (step,))
    edge = EdgeNode(create_ocr_engine("rapidocr"), planner=None, redactor_factory=PresidioRedactor)

    # The recorded page with its "Log out" hidden: a known layout, so an unexpected state (no planner: a halt).
    hidden, hidden_lines = render([t for t in page if "LOG OUT" not in t[0]])
    decision, _ = edge.decide(TaskRun(recorded, TaskContext()), hidden, hidden_lines)
    assert decision.detail.startswith("unexpected_state: missing: 'Log out'"), decision.detail

    # A screen laid out like nothing the task recorded: unknown, waited on first.
    other, other_lines = render([("Site administration", (700, 720)), ("Save password?", (900, 400))])
    run = TaskRun(recorded, TaskContext())
    decision, _ = edge.decide(run, other, other_lines)
    assert (decision.route, decision.reason) == (Route.WAIT, Reason.UNKNOWN_STATE), decision.detail
    assert "distance" in decision.detail and "nearest open orders" in decision.detail


def test_a_blank_screen_has_no_layout_to_recall(memory: CacheMemory) -> None:
    blank, _ = render([])
    recall = memory.recall("test", "open orders", blank, [], None)
    assert recall.signature is None and recall.match is None and recall.novelty is None


class CountingOcr:
    """The real OCR engine, counting its reads."""

    def __init__(self) -> None:
        self.inner = create_ocr_engine("rapidocr")
        self.reads = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.reads += 1
        lines: list[OcrLine] = self.inner.read(pixels)
        return lines


def test_a_screen_read_before_is_checked_where_its_texts_were_not_read_again() -> None:
    from screenroute.edge.known_screens import KnownScreens

    ocr = CountingOcr()
    node = EdgeNode(ocr, planner=None, redactor_factory=PresidioRedactor, known_screens=KnownScreens(ocr.inner))
    frame, _ = render(INDEX)
    first, _ = node.decide(TaskRun(procedure(), TaskContext()), frame)
    assert (first.route, first.reason, first.ocr_read) == (Route.LOCAL, Reason.KNOWN_STATE, "full")
    # Another run on the same screen: the remembered read holds, nothing is read.
    again, lines = node.decide(TaskRun(procedure(), TaskContext()), Frame(frame.pixels.copy(), frame.geometry))
    assert (again.route, again.reason, again.ocr_read) == (Route.LOCAL, Reason.KNOWN_STATE, "known_same")
    assert [a.target_text for a in again.actions] == ["Orders"] and ocr.reads == 1
    assert lines and any(ln.text == "Orders" for ln in lines)
    # The step's post-condition showing up elsewhere is new text: the frame is read, and the step is done.
    done, _ = render([*INDEX, ("Select order to change", (400, 400))])
    decision, _ = node.decide(TaskRun(procedure(), TaskContext()), done)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.TASK_COMPLETE)
    assert decision.ocr_read == "full" and ocr.reads == 2


def _fill_and_scroll() -> ProcedureStep:
    """A recorded step: type into a field, then scroll until the post-condition shows."""
    return ProcedureStep(
        "fill and scroll",
        "type the summary, scroll to the preview",
        anchors=("Site administration", "Orders"),
        actions=(
            Action("click", target_text="Orders"),
            Action("type", text="Printer jams"),
            Action("scroll", amount=5),
        ),
        done_when=("Reported by:",),
    )


def test_a_step_whose_scroll_fell_short_scrolls_on_and_types_nothing_twice(node: EdgeNode) -> None:
    # A recorded step: type into a field, then scroll until the post-condition shows. Its actions
    # all ran, yet the post-condition is still below the fold: the retry repeats only the scroll.
    step = _fill_and_scroll()
    run = TaskRun(Procedure(name="scroll", goal="file it", steps=(step,)), TaskContext())
    frame, lines = render(INDEX)
    first, _ = node.decide(run, frame, lines)
    assert first.route is Route.LOCAL and [a.skill for a in first.actions] == ["click", "type", "scroll"]
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in first.actions])
    again, _ = node.decide(run, frame, lines)
    assert again.route is Route.LOCAL and [(a.skill, a.amount) for a in again.actions] == [("scroll", 5)]

    # A step whose actions failed is run whole again (the scroll is not what went wrong).
    run = TaskRun(Procedure(name="scroll", goal="file it", steps=(step,)), TaskContext())
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(first.actions[0], ok=False, detail="target not on screen")])
    again, _ = node.decide(run, frame, lines)
    assert [a.skill for a in again.actions] == ["click", "type", "scroll"]


def test_a_scroll_that_carried_the_anchors_out_of_view_is_continued_a_bounded_number_of_times(node: EdgeNode) -> None:
    # At 125 % the step's scroll carries its anchors off the top before its post-condition
    # shows at the bottom: the page is no longer the recorded look, yet scrolling on is the fix.
    step = _fill_and_scroll()
    run = TaskRun(Procedure(name="scroll", goal="file it", steps=(step,)), TaskContext())
    frame, lines = render(INDEX)
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in first.actions])
    scrolled, scrolled_lines = render(
        [("Description", (200, 120)), ("Priority", (200, 400)), ("Create ticket", (200, 600))]
    )
    for _ in range(node.policy.max_scroll_ons):
        decision, _ = node.decide(run, scrolled, scrolled_lines)
        assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE), decision.detail
        assert [a.skill for a in decision.actions] == ["scroll"] and "scrolling on" in decision.detail
        node.record(run, [SkillResult(a, ok=True, changed=True) for a in decision.actions])
    stuck, _ = node.decide(run, scrolled, scrolled_lines)
    assert stuck.route is not Route.LOCAL

    # A scroll on that moved nothing reached the page's end: no more scrolling.
    run = TaskRun(Procedure(name="scroll", goal="file it", steps=(step,)), TaskContext())
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in first.actions])
    on, _ = node.decide(run, scrolled, scrolled_lines)
    node.record(run, [SkillResult(a, ok=True, changed=False) for a in on.actions])
    end, _ = node.decide(run, scrolled, scrolled_lines)
    assert end.route is not Route.LOCAL

    # Anchors gone without the step's own scroll having run: not scrolled on, the screen is unexpected.
    fresh = TaskRun(Procedure(name="scroll", goal="file it", steps=(step,)), TaskContext())
    other, _ = node.decide(fresh, scrolled, scrolled_lines)
    assert other.route is not Route.LOCAL


def test_an_earlier_steps_screen_coming_back_is_done_again_locally(node: EdgeNode, recorder: RecordingPlanner) -> None:
    # The session expired mid-task: the login page is back. The login step is done again on the
    # edge (no planner call), the run stays on its current step, and re-entry is bounded.
    login = ProcedureStep(
        "log in",
        "log in",
        anchors=("Username:", "Password:", "Log in"),
        actions=(Action("click", target_text="Log in"),),
        done_when=("Site administration",),
    )
    orders = ProcedureStep(
        "open orders",
        'click "Orders"',
        anchors=("Site administration", "Orders"),
        actions=(Action("click", target_text="Orders"),),
        done_when=("Select order to change",),
    )
    run = TaskRun(Procedure(name="reentry", goal="open the orders", steps=(login, orders)), TaskContext())
    login_frame, login_lines = render([("Username:", (400, 300)), ("Password:", (400, 360)), ("Log in", (560, 430))])
    first, _ = node.decide(run, login_frame, login_lines)
    assert first.step_name == "log in" and first.route is Route.LOCAL
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in first.actions])
    index, index_lines = render(INDEX)
    on_orders, _ = node.decide(run, index, index_lines)
    assert on_orders.step_name == "open orders" and run.step_index == 1
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in on_orders.actions])
    before = len(recorder.requests)
    for _ in range(node.policy.max_reentries):
        again, _ = node.decide(run, login_frame, login_lines)
        assert (again.route, again.reason, again.step_name) == (Route.LOCAL, Reason.KNOWN_STATE, "log in")
        assert "re-entered" in again.detail and [a.target_text for a in again.actions] == ["Log in"]
        assert run.step_index == 1
        node.record(run, [SkillResult(a, ok=True, changed=True) for a in again.actions])
    assert len(recorder.requests) == before
    bounded, _ = node.decide(run, login_frame, login_lines)
    assert bounded.route is not Route.LOCAL
    # A screen with the earlier step's anchors *and* its result is not that step coming back.
    _, mixed_lines = render(
        [
            ("Username:", (400, 300)),
            ("Password:", (400, 360)),
            ("Log in", (560, 430)),
            ("Site administration", (40, 70)),
        ]
    )
    fresh = TaskRun(Procedure(name="reentry", goal="open the orders", steps=(login, orders)), TaskContext())
    fresh.step_index = 1
    assert node._reentry(fresh, mixed_lines, None) is None
    assert node._reentry(fresh, login_lines, None) is not None
    # A recorded post-condition holds with half its texts: half of them on screen is the result too.
    half = dataclasses.replace(login, done_when=("Site administration", "Log out"), done_need="half")
    fresh = TaskRun(Procedure(name="reentry", goal="open the orders", steps=(half, orders)), TaskContext())
    fresh.step_index = 1
    assert node._reentry(fresh, mixed_lines, None) is None
    assert node._reentry(fresh, login_lines, None) is not None


def test_a_form_emptied_by_an_expired_session_is_filled_again_after_the_login(node: EdgeNode) -> None:
    # The session expired while the form was being filled: the commit lands on the login page. The
    # login is done again; it leads back to the form, empty. The steps that filled it are done again
    # — from the earliest one whose screen this is and whose effect is gone — then the commit.
    login = ProcedureStep(
        "log in", "log in", anchors=("Username:", "Password:", "Log in"),
        actions=(Action("click", target_text="Log in"),), done_when=("Add request",),
    )  # fmt: skip
    header = ProcedureStep(
        "fill header", "fill the title", anchors=("Add request", "Title", "Needed by"),
        actions=(Action("fill", target_text="Title", text="{title}"),), done_when=("{title}",),
    )  # fmt: skip
    line = ProcedureStep(
        "fill line", "fill the item", anchors=("Add request", "item name", "qty"),
        actions=(Action("fill", target_text="item name", text="{item}"),), done_when=("{item}",),
    )  # fmt: skip
    submit = ProcedureStep(
        "submit", "click Save", anchors=(), actions=(Action("click", target_text="Save"),),
        done_when=("was added successfully",),
    )  # fmt: skip
    context = TaskContext({"title": "Restock printers", "item": "Toner"})
    run = TaskRun(Procedure(name="expiry", goal="file a request", steps=(login, header, line, submit)), context)
    run.step_index = 3  # the form was filled; the commit is next
    login_frame, login_lines = render([("Username:", (400, 300)), ("Password:", (400, 360)), ("Log in", (560, 430))])
    again, _ = node.decide(run, login_frame, login_lines)
    assert (again.step_name, again.reason) == ("log in", Reason.KNOWN_STATE) and "re-entered" in again.detail
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in again.actions])
    empty, empty_lines = render(
        [("Add request", (40, 70)), ("Title", (40, 150)), ("Needed by", (40, 210)), ("item name", (40, 300)),
         ("qty", (300, 300)), ("Save", (40, 600))]
    )  # fmt: skip
    redo, _ = node.decide(run, empty, empty_lines)
    assert redo.route is Route.LOCAL and redo.step_name == "fill header" and run.step_index == 1
    assert "back to 'fill header'" in redo.detail and "2 steps to do again" in redo.detail
    # Once placed, nothing more is rewound: the run goes on from there as recorded.
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in redo.actions])
    filled, filled_lines = render([*[(t, p) for t, p in [("Add request", (40, 70)), ("Title", (40, 150)),
                                   ("Needed by", (40, 210)), ("item name", (40, 300)), ("qty", (300, 300)),
                                   ("Save", (40, 600))]], ("Restock printers", (200, 150))])  # fmt: skip
    on, _ = node.decide(run, filled, filled_lines)
    assert on.step_name == "fill line" and run.step_index == 2 and "back to" not in on.detail


class ToastBlindClassifier:
    """Knows the index page, but never saw a dark toast over it: a frame with one scores unknown."""

    def __init__(self, toast: Box, popup: str = "none") -> None:
        self.toast, self.popup = toast, popup

    def classify(self, pixels: np.ndarray) -> StatePrediction:
        patch = pixels[self.toast.y0 : self.toast.y1, self.toast.x0 : self.toast.x1]
        dark = bool((patch.mean(axis=2) < 100).mean() > 0.5)
        labels = {"page": "admin_index", "popup": self.popup if dark else "none"}
        return StatePrediction(
            labels, dict.fromkeys(labels, 0.99), 0.9 if dark else 0.01, 0.05, np.zeros(4, np.float32)
        )


def _with_toast(frame: Frame, box: Box) -> Frame:
    pixels = frame.pixels.copy()
    pixels[box.y0 : box.y1, box.x0 : box.x1] = (40, 40, 48)
    return Frame(pixels, frame.geometry)


@pytest.mark.parametrize(("popup", "local"), [("none", True), ("download_toast", True), ("session_expired", False)])
def test_a_toast_over_a_known_screen_is_judged_without_it(popup: str, local: bool) -> None:
    """The classifier never saw this toast on this page; the screen under it is one the edge acted on."""
    from screenroute.edge.known_screens import KnownScreens

    ocr = create_ocr_engine("rapidocr")
    toast = Box(420, 600, 860, 660)

    def node_with_known_screens() -> EdgeNode:
        return EdgeNode(
            ocr,
            planner=None,
            redactor_factory=PresidioRedactor,
            known_screens=KnownScreens(ocr),
            classifier=ToastBlindClassifier(toast, popup),
            # As the shipped classifier's reading says: its download toast takes no input.
            policy=PolicyConfig(unknown_waits=1, passive_popups=("download_toast",)),
        )

    node = node_with_known_screens()
    base = procedure()
    labelled = dataclasses.replace(base, steps=(dataclasses.replace(base.steps[0], state_label="page/admin_index"),))
    frame, _ = render(INDEX)
    first, _ = node.decide(TaskRun(labelled, TaskContext()), frame)
    assert (first.route, first.reason) == (Route.LOCAL, Reason.KNOWN_STATE), first.detail
    decision, _ = node.decide(TaskRun(labelled, TaskContext()), _with_toast(frame, toast))
    if local:
        assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE), decision.detail
        assert "an overlay at (420,600)-(860,660) over a known screen" in decision.detail
    else:
        # A popup that takes input is never judged away: the unknown screen is waited on.
        assert (decision.route, decision.reason) == (Route.WAIT, Reason.UNKNOWN_STATE), decision.detail
    # A run that never acted on this screen has nothing to see under the toast.
    unseen, _ = node_with_known_screens().decide(TaskRun(labelled, TaskContext()), _with_toast(frame, toast))
    assert (unseen.route, unseen.reason) == (Route.WAIT, Reason.UNKNOWN_STATE), unseen.detail


def test_a_commit_that_ran_is_not_repeated_while_its_post_condition_is_unseen(node: EdgeNode) -> None:
    # The approved commit ran and changed the screen, but the post-condition does not show (a slow
    # page, a misread): clicking it again could file the order twice, so a person looks instead.
    run = TaskRun(procedure(), TaskContext())
    frame, lines = render(INDEX)
    first, _ = node.decide(run, frame, lines)
    assert first.route is Route.LOCAL
    node.record(run, [SkillResult(first.actions[0], ok=True, changed=True, risk=RiskTier.MEDIUM)])
    # Its effect may still be on its way (a busy machine's page after a POST): a few looks first.
    for look in range(1, node.policy.unknown_waits + 1):
        waited, _ = node.decide(run, frame, lines)
        assert (waited.route, waited.reason) == (Route.WAIT, Reason.UNKNOWN_STATE), waited.detail
        assert f"waiting ({look}/{node.policy.unknown_waits}) in case its effect is on its way" in waited.detail
    again, _ = node.decide(run, frame, lines)
    assert (again.route, again.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "already ran its commit (click 'Orders')" in again.detail


def test_a_commit_whose_effect_shows_late_is_waited_for_not_repeated(node: EdgeNode) -> None:
    run = TaskRun(procedure(), TaskContext())
    frame, lines = render(INDEX)
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(first.actions[0], ok=True, changed=True, risk=RiskTier.MEDIUM)])
    waited, _ = node.decide(run, frame, lines)
    assert waited.route is Route.WAIT and not waited.actions
    # The next screen arrives: the step is done, and the order list was not asked for twice.
    frame, lines = render([("Select order to change", (40, 70)), ("LOG OUT", (1100, 15))])
    done, _ = node.decide(run, frame, lines)
    assert (done.route, done.reason) == (Route.HALT, Reason.TASK_COMPLETE), done.detail


def test_a_commit_that_changed_nothing_may_be_tried_again(node: EdgeNode) -> None:
    run = TaskRun(procedure(), TaskContext())
    frame, lines = render(INDEX)
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(first.actions[0], ok=True, changed=False, risk=RiskTier.MEDIUM)])
    again, _ = node.decide(run, frame, lines)
    assert (again.route, again.reason) == (Route.LOCAL, Reason.KNOWN_STATE)


def _line_procedure() -> Procedure:
    return Procedure(
        name="lines",
        goal="Fill a request line",
        steps=(
            ProcedureStep(
                "fill line 1",
                "fill the first empty line",
                anchors=("Add request",),
                actions=(
                    Action("fill", target_text="item name", text="Folder"),
                    Action("fill", target_text="qty", text="16"),
                    Action("fill", target_text="price each", text="6.80"),
                ),
                done_when=("Folder",),
            ),
        ),
    )


def test_a_step_done_again_types_only_the_values_that_do_not_show(node: EdgeNode) -> None:
    # The item's text went nowhere; quantity and price showed in their fields. Each field is found
    # by its placeholder, which a filled field no longer shows: filling quantity again would type
    # into the next row's empty "qty".
    run = TaskRun(_line_procedure(), TaskContext())
    empty = [("Add request", (40, 40)), ("item name", (40, 200)), ("qty", (400, 200)), ("price each", (600, 200))]
    frame, lines = render(empty)
    first, _ = node.decide(run, frame, lines)
    assert [a.target_text for a in first.actions] == ["item name", "qty", "price each"]
    node.record(
        run,
        [
            SkillResult(first.actions[0], ok=True, changed=True, detail="field changed, value masked or unreadable"),
            SkillResult(first.actions[1], ok=True, changed=True, detail="value shown"),
            SkillResult(first.actions[2], ok=True, changed=True, detail="value shown"),
        ],
    )
    half = [("Add request", (40, 40)), ("item name", (40, 200)), ("16", (400, 200)), ("6.80", (600, 200)),
            ("item name", (40, 260)), ("qty", (400, 260)), ("price each", (600, 260))]  # fmt: skip
    frame, lines = render(half)
    again, _ = node.decide(run, frame, lines)
    assert (again.route, again.reason) == (Route.LOCAL, Reason.KNOWN_STATE), again.detail
    assert [a.target_text for a in again.actions] == ["item name"]
    assert "2 fill(s) this step made still show their values" in again.detail

    # A form that lost its values (a reload) gets every value typed again.
    run = TaskRun(_line_procedure(), TaskContext())
    frame, lines = render(empty)
    first, _ = node.decide(run, frame, lines)
    node.record(run, [SkillResult(a, ok=True, changed=True, detail="value shown") for a in first.actions])
    emptied, _ = node.decide(run, frame, lines)
    assert [a.target_text for a in emptied.actions] == ["item name", "qty", "price each"], emptied.detail


def test_a_step_done_again_does_not_click_again_what_its_click_made_go_away(node: EdgeNode) -> None:
    # The step dismissed a bubble ("Never"), then clicked into the page; the second click missed
    # and the step is done again. The bubble is gone: its dismissal did its work and is not
    # required again (a click on it would fail, not on screen, and end the run).
    step = ProcedureStep(
        "open the cell", "dismiss the bubble and open the cell", anchors=("Notebook",),
        actions=(Action("click", target_text="Never"), Action("click", target_text="Empty cell")),
        done_when=("Mode: Edit",),
    )  # fmt: skip
    run = TaskRun(Procedure(name="cell", goal="edit the cell", steps=(step,)), TaskContext())
    frame, lines = render([("Notebook", (40, 40)), ("Never", (600, 60)), ("Empty cell", (300, 200))])
    first, _ = node.decide(run, frame, lines)
    assert [a.target_text for a in first.actions] == ["Never", "Empty cell"]
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in first.actions])
    frame, lines = render([("Notebook", (40, 40)), ("Empty cell", (300, 200))])
    again, _ = node.decide(run, frame, lines)
    assert (again.route, again.reason) == (Route.LOCAL, Reason.KNOWN_STATE), again.detail
    assert [a.target_text for a in again.actions] == ["Empty cell"]
    assert "1 click(s) this step made whose text is gone" in again.detail


def test_a_step_that_only_types_is_done_when_its_value_shows_in_its_field(node: EdgeNode) -> None:
    # A form line filled field by field: the value in its own field is what the step is for, so
    # it counts there (nothing after the typing was meant to move it elsewhere).
    step = ProcedureStep(
        "fill line", "fill the line", anchors=("item name",),
        actions=(Action("fill", target_text="item name", text="{item}"),), done_when=("{item}",),
    )  # fmt: skip
    after = ProcedureStep(
        "next", "go on", anchors=("Pages",), actions=(Action("click", target_text="Pages"),), done_when=("Listing",)
    )
    run = TaskRun(Procedure(name="line", goal="fill a line", steps=(step, after)), TaskContext({"item": "Pens"}))
    frame, lines = render([("item name", (40, 200)), ("Pages", (20, 100))])
    first, _ = node.decide(run, frame, lines)
    assert first.step_name == "fill line"
    node.record(
        run, [SkillResult(first.actions[0], ok=True, changed=True, extra={TYPED_IN: (Box(190, 190, 600, 240),)})]
    )
    frame, lines = render([("item name", (40, 200)), ("Pens", (200, 200)), ("Pages", (20, 100))])
    pixels = frame.pixels.copy()  # the value sits in its input: a white box in a grey frame
    pixels[190:241, 190] = pixels[190:241, 600] = pixels[190, 190:601] = pixels[240, 190:601] = 120
    done, _ = node.decide(run, Frame(pixels=pixels, geometry=frame.geometry), lines)
    assert done.step_name == "next", done.detail


def test_a_typed_value_still_in_its_input_is_no_sign_that_the_step_saved(node: EdgeNode) -> None:
    # The step typed the title, then its pick failed and the save never ran: the title shows in
    # its own input, beside a text the page always shows. Half of the post-condition reads as
    # there; the value counts only where it shows away from where it was typed.
    step = ProcedureStep(
        "save", "type the title and save", anchors=("New page",),
        actions=(Action("type", text="{title}"), Action("click", target_text="Save draft")),
        done_when=("Page created", "Collapse all", "{title}"), done_need="half",
    )  # fmt: skip
    after = ProcedureStep(
        "next", "go on", anchors=("Pages",), actions=(Action("click", target_text="Pages"),), done_when=("Listing",)
    )
    run = TaskRun(Procedure(name="page", goal="save a page", steps=(step, after)), TaskContext({"title": "Open day"}))
    frame, lines = render([("New page", (300, 40)), ("Collapse all", (20, 700))])
    first, _ = node.decide(run, frame, lines)
    assert [a.skill for a in first.actions] == ["type", "click"]
    typed = SkillResult(first.actions[0], ok=True, changed=True, extra={TYPED_IN: (Box(290, 190, 800, 240),)})
    node.record(run, [typed, SkillResult(first.actions[1], ok=False, detail="not on screen")])
    frame, lines = render([("New page", (300, 40)), ("Open day", (300, 200)), ("Collapse all", (20, 700))])
    again, _ = node.decide(run, frame, lines)
    assert again.step_name == "save", again.detail  # nothing ran after the typing: it is the typing
    typed = SkillResult(again.actions[0], ok=True, changed=True, extra={TYPED_IN: (Box(290, 190, 800, 240),)})
    node.record(run, [typed, SkillResult(again.actions[1], ok=True, changed=True)])
    # The save ran: the title where it was typed counts only outside an input box (a created page
    # may show its title where the form's field was); still in its input box, it is the typing.
    pixels = frame.pixels.copy()  # the title's input: a white box in a grey frame around it
    pixels[190:241, 290] = pixels[190:241, 800] = pixels[190, 290:801] = pixels[240, 290:801] = 120
    still, _ = node.decide(run, Frame(pixels=pixels, geometry=frame.geometry), lines)
    assert still.step_name == "save", still.detail
    # Shown as the created page's heading (away from the input), it is the step's effect.
    frame, lines = render([("Open day", (300, 40)), ("Collapse all", (20, 700)), ("Pages", (20, 100))])
    done, _ = node.decide(run, frame, lines)
    assert done.step_name == "next", done.detail


def _procedure_with_a_sometimes_popup() -> Procedure:
    return Procedure(
        name="bubble",
        goal="Open the orders",
        steps=(
            ProcedureStep(
                "dismiss the bubble",
                "wave the password bubble away",
                anchors=("Save password?", "Site administration"),
                actions=(Action("click", target_text="Never"),),
                done_when=("Password saved",),
                optional=True,
            ),
            ProcedureStep(
                "open orders",
                'open the order list: click "Orders"',
                anchors=("Site administration", "Log out"),
                actions=(Action("click", target_text="Orders"),),
                done_when=("Select order to change",),
            ),
        ),
    )


def test_a_step_seen_in_some_recordings_only_is_passed_when_its_screen_is_not_on(node: EdgeNode) -> None:
    frame, lines = render(INDEX)
    decision, _ = node.decide(TaskRun(_procedure_with_a_sometimes_popup(), TaskContext()), frame, lines)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE), decision.detail
    assert decision.step_name == "open orders" and [a.target_text for a in decision.actions] == ["Orders"]

    # Where it shows, it is done.
    frame, lines = render([*INDEX, ("Save password?", (700, 120)), ("Never", (900, 200))])
    shown, _ = node.decide(TaskRun(_procedure_with_a_sometimes_popup(), TaskContext()), frame, lines)
    assert shown.step_name == "dismiss the bubble" and [a.target_text for a in shown.actions] == ["Never"]

    # A screen with neither (still loading) is not taken for the task having moved on.
    frame, lines = render([("Loading", (40, 70))])
    loading, _ = node.decide(TaskRun(_procedure_with_a_sometimes_popup(), TaskContext()), frame, lines)
    assert loading.step_name == "dismiss the bubble" and loading.route is not Route.LOCAL


def _sign_in_then_save() -> Procedure:
    return Procedure(
        name="sign_in_save",
        goal="Sign in and save the form",
        steps=(
            ProcedureStep(
                "log in",
                "sign in",
                anchors=("Username", "Password", "Log in"),
                actions=(Action("click", target_text="Log in"),),
                done_when=("Log out",),
            ),
            ProcedureStep(
                "save",
                "save the form",
                anchors=("Save",),
                actions=(Action("click", target_text="Save"),),
                done_when=("Stored successfully",),
            ),
        ),
    )


LOGIN_FORM = [("Username", (40, 120)), ("Password", (40, 180)), ("Log in", (40, 240))]
# The form after signing in, its top bar's "Log out" unreadable (drawn over by another text).
THE_FORM = [("Title", (900, 130)), ("Save", (1160, 290))]


def test_a_step_whose_own_actions_ran_and_whose_screen_gave_way_to_the_next_ones_is_passed(node: EdgeNode) -> None:
    run = TaskRun(_sign_in_then_save(), TaskContext())
    frame, lines = render(LOGIN_FORM)
    signed, _ = node.decide(run, frame, lines)
    assert (signed.route, signed.reason, signed.step_name) == (Route.LOCAL, Reason.KNOWN_STATE, "log in")
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in signed.actions])
    frame, lines = render(THE_FORM)
    saved, _ = node.decide(run, frame, lines)
    assert (saved.route, saved.reason, saved.step_name) == (Route.LOCAL, Reason.KNOWN_STATE, "save"), saved.detail
    assert [a.target_text for a in saved.actions] == ["Save"]


def test_the_next_steps_screen_alone_does_not_pass_a_step(node: EdgeNode) -> None:
    frame, lines = render(THE_FORM)
    # Its own actions never ran: the next step's screen says nothing of this one.
    fresh = TaskRun(_sign_in_then_save(), TaskContext())
    untouched, _ = node.decide(fresh, frame, lines)
    assert untouched.step_name == "log in" and untouched.route is not Route.LOCAL
    # They ran but one failed.
    run = TaskRun(_sign_in_then_save(), TaskContext())
    login_frame, login_lines = render(LOGIN_FORM)
    signed, _ = node.decide(run, login_frame, login_lines)
    node.record(run, [SkillResult(a, ok=False, changed=False) for a in signed.actions])
    failed, _ = node.decide(run, frame, lines)
    assert failed.step_name == "log in"
    # They ran, but a part of its own screen is still on (its effect may be on its way).
    run = TaskRun(_sign_in_then_save(), TaskContext())
    signed, _ = node.decide(run, login_frame, login_lines)
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in signed.actions])
    frame, lines = render([*THE_FORM, ("Password", (40, 500))])
    half, _ = node.decide(run, frame, lines)
    assert half.step_name == "log in"
    # They ran well once, then a later attempt failed: the step's actions did not all run, as it stands.
    run = TaskRun(_sign_in_then_save(), TaskContext())
    signed, _ = node.decide(run, login_frame, login_lines)
    node.record(run, [SkillResult(a, ok=True, changed=True) for a in signed.actions])
    again, _ = node.decide(run, login_frame, login_lines)
    assert again.step_name == "log in" and again.route is Route.LOCAL, again.detail
    node.record(run, [SkillResult(a, ok=False, changed=False) for a in again.actions])
    frame, lines = render(THE_FORM)
    retried, _ = node.decide(run, frame, lines)
    assert retried.step_name == "log in"


class CountingRedactor(PresidioRedactor):
    """The shipped redactor, counting the frames it redacts."""

    def __init__(self, vault: PlaceholderVault) -> None:
        super().__init__(vault)
        self.frames = 0

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        self.frames += 1
        return super().redact(frame, lines, texts)


def test_a_frame_is_redacted_once_for_every_place_it_goes(
    planner_address: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The planner, the app's vocabulary, the human queue and the replay library share one redaction."""
    from screenroute.router.privacy import app_vocabulary
    from screenroute.router.privacy.redaction import redactor as redactor_module

    made: list[CountingRedactor] = []
    pages = {"decided": 0}
    segment = redactor_module.segment_page

    def counted_segment(*args: object, **kwargs: object) -> object:
        pages["decided"] += 1
        return segment(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(redactor_module, "segment_page", counted_segment)

    def factory(vault: PlaceholderVault) -> CountingRedactor:
        made.append(CountingRedactor(vault))
        return made[-1]

    with PlannerClient(PlannerClientConfig(targets=(planner_address,), deadline_s=10)) as client:
        node = EdgeNode(
            create_ocr_engine("rapidocr"),
            planner=client,
            redactor_factory=factory,
            human_queue=HumanQueue(tmp_path / "queue.db"),
            vocabulary=app_vocabulary.AppVocabulary(tmp_path / "vocabulary.db"),
        )
        run = TaskRun(procedure(), TaskContext())
        frame, lines = render(BUBBLE)
        decision, seen = node.decide(run, frame, lines)
        assert decision.route is Route.ESCALATE, decision.detail
        kept = node.redact_for_record(run, frame, seen)
        assert kept is not None
        assert made[0].frames == 1 and pages["decided"] == 1

        # A run halted for a person on a new frame: the queue's copy and the library's are one.
        halted = TaskRun(procedure(), TaskContext())
        frame, lines = render(INDEX)
        first, _ = node.decide(halted, frame, lines)
        node.record(halted, [SkillResult(first.actions[0], ok=True, changed=True, risk=RiskTier.MEDIUM)])
        halted.commit_waits = node.policy.unknown_waits  # its looks for a late effect are spent: a person next
        before = made[1].frames
        again, seen = node.decide(halted, frame, lines)
        assert (again.route, again.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
        assert halted.queued_item is not None
        assert node.redact_for_record(halted, frame, seen) is not None
        assert made[1].frames - before == 1


def _with_toolbar(frame: Frame, crop: str) -> Frame:
    """``frame`` with a real Qt toolbar (tests/edge/fixtures) at its bottom-left."""
    pixels = frame.pixels.copy()
    pixels[700:800, 0:420] = np.asarray(
        Image.open(Path(__file__).parents[1] / "edge" / "fixtures" / crop).convert("RGB")
    )
    return Frame(pixels=pixels, geometry=frame.geometry)


def test_a_step_that_ends_on_its_controls_look_is_done_only_once_the_run_saw_it(node: EdgeNode) -> None:
    # A text-less Save: nothing readable changes, only the pressed icon greys out. The step is not
    # done before it pressed, nor after a press that changed nothing there (the database unsaved);
    # it is done once the place it pressed shows the recorded change of look from the frame before.
    save = ProcedureStep(
        "save", "save the database", anchors=("Entries",), actions=(Action("click", point=(68, 752)),),
        done_effect="fades",
    )  # fmt: skip
    run = TaskRun(Procedure(name="db", goal="save the database", steps=(save,)), TaskContext({}))
    frame, lines = render([("Entries", (300, 40)), ("Backup server", (300, 200))])
    unsaved = _with_toolbar(frame, "qt_toolbar_save_enabled.png")
    first, _ = node.decide(run, unsaved, lines)
    assert (first.route, first.step_name) == (Route.LOCAL, "save"), first.detail
    pressed = SkillResult(first.actions[0], ok=True, changed=False, extra={PRESSED: ((68, 752), unsaved)})
    node.record(run, [pressed])
    again, _ = node.decide(run, unsaved, lines)
    assert again.reason is not Reason.TASK_COMPLETE and again.step_name == "save", again.detail
    # A later press on the greyed icon does not replace the frame before the first press.
    saved = _with_toolbar(frame, "qt_toolbar_save_greyed.png")
    node.record(run, [SkillResult(again.actions[0], ok=True, changed=False, extra={PRESSED: ((68, 752), saved)})])
    done, _ = node.decide(run, saved, lines)
    assert done.reason is Reason.TASK_COMPLETE, done.detail
