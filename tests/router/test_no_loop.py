"""No loop survives: a step that cannot be done halts for a person, whatever route each try takes.

The issue's alternation, on a screen that never changes: the step's own actions fail, the
planner answers with a click that does nothing, the plan cache (on, as by default) holds that
click for this step from an earlier run. Real parts: the desktop agent and its executor, the
edge node, real OCR of the rendered screen, a real gRPC planner on loopback (a backend that
always answers the same useless click), a real plan cache file. The screen and the input are
fakes behind their interfaces: a frame that stays as it is, a keyboard and mouse that reach nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract import Action, Reason, Route, action_to_proto
from screenroute.edge.frame import Frame
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor
from screenroute.router.app.agent import DesktopAgent
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.metrics import EdgeMetrics
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.learning.cache_memory import CacheMemory
from screenroute.router.learning.plancache import PlanCache
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.v1 import planner_pb2, types_pb2

from .test_edge_node import render

LOGIN = [("Login", (40, 40)), ("Username", (40, 120)), ("Password", (40, 180)), ("Remember me", (40, 240))]
USELESS = Action("click", target_text="Login", why="focus the login box")


class StillScreen:
    """A screen that shows one frame whatever is done to it (nothing the agent does reaches it)."""

    def __init__(self, frame: Frame) -> None:
        self.frame = frame

    def grab(self) -> Frame:
        return self.frame


class NoInput:
    """Mouse and keyboard that reach nothing."""

    def click(self, x: int, y: int, button: int = 1) -> None: ...
    def type_text(self, text: str) -> None: ...
    def key(self, chord: str) -> None: ...
    def scroll(self, x: int, y: int, amount: int) -> None: ...
    def move(self, x: int, y: int) -> None: ...


class SameAnswerPlanner:
    """A planner backend that answers every escalation with one click on the login heading."""

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        return planner_pb2.PlanResponse(
            actions=[action_to_proto(USELESS)],
            state_label="page/login",
            rationale="click Login",
            usage=types_pb2.Usage(model="same-answer"),
        )


def procedure() -> Procedure:
    return Procedure(
        name="sign in",
        goal="sign in to the tracker",
        steps=(
            ProcedureStep(
                "log in",
                "fill the login box and press Return",
                anchors=("Login", "Username"),
                actions=(Action("fill", target_text="Username", text="{user}"), Action("key", keys="Return")),
                done_when=("Your issues",),
            ),
        ),
    )


@pytest.fixture(scope="module")
def planner() -> Iterator[PlannerClient]:
    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=SameAnswerPlanner()) as server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",), deadline_s=10)) as client,
    ):
        yield client


def _run(planner: PlannerClient, memory: CacheMemory) -> tuple[list[str], str, str]:
    frame, _ = render(LOGIN)
    ocr = create_ocr_engine("rapidocr")
    edge = EdgeNode(ocr, planner=planner, redactor_factory=PresidioRedactor, memory=memory, metrics=EdgeMetrics())
    # Short waits: nothing on this screen ever changes.
    quick = SettleConfig(first_change_s=0.05, typing_change_s=0.05, focus_change_s=0.05, max_settle_s=0.2, quiet_s=0.0)
    executor = SkillExecutor(StillScreen(frame), NoInput(), ocr, open_url=lambda url: None, settle=quick)
    report = DesktopAgent(edge, executor, max_iterations=80).run(TaskRun(procedure(), TaskContext({"user": "ada"})))
    return [f"{r.route}/{r.reason}" for r in report.records], report.outcome, report.final.detail


def test_the_alternation_with_the_plan_cache_on_halts_for_a_person_within_twelve_steps(
    planner: PlannerClient, tmp_path: Path
) -> None:
    cache = PlanCache(tmp_path / "plans.db")
    memory = CacheMemory(cache)
    try:
        steps, outcome, detail = _run(planner, memory)
        assert outcome == "needs_human" and len(steps) <= 12, steps
        assert "without moving the task on" in detail or "did not complete it" in detail, detail
        # The planner's click on a screen that was the expected one all along brought nothing back:
        # it is not progress, and nothing is learned from it.
        assert cache.entries() == []

        # An earlier run (before this rule) had stored that click for this step: it is tried at most
        # once, withdrawn when it does not move the task on, and the run still halts in time.
        frame, lines = render(LOGIN)
        recall = memory.recall("sign in", "log in", frame, lines, None)
        memory.learn(task="sign in", step="log in", signature=recall.signature, anchors=("Login", "Username"),
                     actions=[USELESS], state_label="page/login", scope="task")  # fmt: skip
        (entry,) = cache.entries()
        steps, outcome, detail = _run(planner, memory)
        assert outcome == "needs_human" and len(steps) <= 12, steps
        assert steps.count(f"{Route.LOCAL.value}/{Reason.LEARNED_STATE.value}") <= 1, steps
        stored = cache.entry(entry.id)
        assert stored is None or stored.successes == 0
    finally:
        cache.close()
