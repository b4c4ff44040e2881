"""Planner answers that try to run programs or break the agent with hostile numbers."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest

from screenroute.contract import Action
from screenroute.edge.capture import MssScreen
from screenroute.edge.errors import SkillError
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor
from screenroute.edge.skills.x11 import create_input
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.guard import accept_plan
from screenroute.router.deciding.node import TaskRun
from screenroute.v1 import planner_pb2, types_pb2

CHAINS = [
    "Escape exec touch pwned",
    "Return exec sh -c id",
    "ctrl+l type evil",
    "a\nexec touch pwned",
    "--help",
    "ctrl+alt+BackSpace",
    "super+r",
]


def _run() -> TaskRun:
    step = ProcedureStep("s", "s", anchors=("x",), actions=(), done_when=("never",))
    return TaskRun(Procedure("p", "goal", (step,)), TaskContext())


def _frame() -> Frame:
    import numpy as np

    return Frame(np.full((800, 1280, 3), 255, np.uint8), ScreenGeometry(0, 0, 1280, 800))


def _accept(*actions: types_pb2.Action) -> list[str]:
    run = _run()
    response = planner_pb2.PlanResponse(actions=list(actions))
    _, problems = accept_plan(response, _frame(), procedure=run.procedure, context=run.context, vault=run.vault)
    return problems


@pytest.mark.parametrize("keys", CHAINS)
def test_a_planner_key_chain_is_refused_before_anything_runs(keys: str) -> None:
    assert _accept(types_pb2.Action(skill="key", keys=keys))


@pytest.mark.parametrize(
    "action",
    [
        types_pb2.Action(skill="wait_until", target_text="Done", timeout_s=math.nan),
        types_pb2.Action(skill="wait_until", target_text="Done", timeout_s=math.inf),
        types_pb2.Action(skill="click", target_text="Export", occurrence=-1),
        types_pb2.Action(skill="scroll", amount=10**6),
        types_pb2.Action(skill="type", text="ok\x1b:!sh\r"),
    ],
    ids=["nan-wait", "inf-wait", "negative-occurrence", "huge-scroll", "control-characters"],
)
def test_hostile_numbers_and_control_characters_are_refused(action: types_pb2.Action) -> None:
    assert _accept(action)


class _Screen:
    def __init__(self, frame: Frame) -> None:
        self.frame = frame

    def grab(self) -> Frame:
        return self.frame


class _NoOcr:
    def read(self, pixels: object) -> list[OcrLine]:
        return []


def test_the_executor_validates_actions_whatever_their_source() -> None:
    """A NaN wait from a task file or the plan cache is refused at once, not waited on forever."""
    frame = _frame()
    ex = SkillExecutor(
        _Screen(frame),
        object(),
        _NoOcr(),
        open_url=lambda url: None,
        settle=SettleConfig(max_settle_s=0.1),  # type: ignore[arg-type]
    )
    for action in (
        Action("wait_until", target_text="Done", timeout_s=math.nan),
        Action("click", target_text="Export", occurrence=-1),
        Action("key", keys="Escape exec touch pwned"),
        Action("open_url", url="file:///etc/passwd"),
    ):
        result = ex.run(action, frame)
        assert not result.ok and result.detail.startswith("refused"), result.detail


@pytest.mark.desktop
@pytest.mark.parametrize("backend", ["xtest", "xdotool"])
def test_key_chain_runs_no_program_on_the_desktop(
    sandbox: Sandbox, screen: MssScreen, backend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`xdotool key Escape exec touch pwned` ran `touch pwned`; neither backend may run anything."""
    monkeypatch.chdir(tmp_path)
    inputs = create_input(backend, sandbox.display, sandbox.geometry())
    ex = SkillExecutor(screen, inputs, _NoOcr(), open_url=sandbox.open_url, settle=SettleConfig(max_settle_s=0.5))
    frame = ex.observe()
    for keys in CHAINS:
        result = ex.run(Action("key", keys=keys), frame)
        assert not result.ok
        with pytest.raises(SkillError, match=r"chord|acts on"):
            inputs.key(keys)
    assert not (tmp_path / "pwned").exists()
    assert sorted(os.listdir(tmp_path)) == []
