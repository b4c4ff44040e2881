"""The Edge service's requests: every string bounded and log-escaped, results recorded, secrets kept.

Before the fix the service took any task id (a megabyte, a newline), never learned what
the previous actions did, and handed the task's password to whoever called ``Step``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import numpy as np
import pytest
from pydantic import SecretStr

from screenroute.cloud.server import PlannerServer
from screenroute.contract import Action
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.v1 import edge_pb2, edge_pb2_grpc, planner_pb2, types_pb2

from .conftest import TOKEN, orders_task, png, screen_png

PASSWORD = "hunter2-Sup3r-secret!"
AUTH = (("authorization", f"Bearer {TOKEN}"),)


def login_task() -> tuple[Procedure, TaskContext]:
    step = ProcedureStep(
        "log in",
        "fill the password",
        anchors=("Password",),
        actions=(
            Action("click", target_text="Password"),
            Action("type", text="{password}", why="the account's password", expect_texts=("{password}",)),
        ),
        done_when=("Site administration",),
    )
    context = TaskContext(values={"password": PASSWORD, "username": "admin"}, secrets=frozenset({"password"}))
    return Procedure("login", "log in", (step,)), context


def step(stub: edge_pb2_grpc.EdgeStub, **fields: Any) -> edge_pb2.StepDecision:
    fields.setdefault("task", "orders")
    fields.setdefault("frame", png(64, 40))
    return stub.Step(edge_pb2.StepRequest(**fields), timeout=60, metadata=AUTH)  # type: ignore[no-any-return]


@pytest.fixture
def edge(edge_server: Callable[..., Any]) -> Iterator[edge_pb2_grpc.EdgeStub]:
    config = {"auth_tokens": (SecretStr(TOKEN),)}
    with (
        edge_server(config, tasks={"orders": orders_task, "login": login_task}) as (server, _),
        grpc.insecure_channel(f"127.0.0.1:{server.port}") as channel,
    ):
        yield edge_pb2_grpc.EdgeStub(channel)


def entry(**action: Any) -> planner_pb2.HistoryEntry:
    return planner_pb2.HistoryEntry(action=types_pb2.Action(**action), ok=True)


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        pytest.param({"task_id": "x" * 129}, "task_id must be at most 128", id="long-task-id"),
        pytest.param({"task_id": "a\nINFO forged"}, "printable", id="newline-task-id"),
        pytest.param({"task_id": "a", "task": "o" * 10_000}, "task must be at most", id="long-task"),
        pytest.param({"task_id": "a", "parameters": {f"p{i}": "v" for i in range(65)}}, "parameters", id="many-params"),
        pytest.param({"task_id": "a", "parameters": {"a b": "v"}}, "identifiers", id="param-name"),
        pytest.param({"task_id": "a", "parameters": {"title": "v" * 5000}}, "longer than", id="param-value"),
        pytest.param({"task_id": "a", "results": [entry(skill="click", target_text="x")] * 65}, "results", id="many"),
        pytest.param({"task_id": "a", "results": [entry(skill="rm -rf /")]}, "unknown skill", id="bad-skill"),
        pytest.param(
            {"task_id": "a", "results": [entry(skill="key", keys="Escape exec touch /tmp/x")]}, "keys", id="key-chain"
        ),
        pytest.param(
            {"task_id": "a", "results": [entry(skill="wait_until", target_text="x", timeout_s=float("nan"))]},
            "timeout_s",
            id="nan-timeout",
        ),
        pytest.param(
            {"task_id": "a", "results": [planner_pb2.HistoryEntry(action=types_pb2.Action(skill="scroll", amount=1), detail="d" * 5000)]},
            "detail",
            id="long-detail",
        ),
        pytest.param({"task_id": "a", "screen": types_pb2.ScreenGeometry(width=64, height=40, scale=float("nan"))}, "scale", id="nan-scale"),
        pytest.param({"task_id": "a", "screen": types_pb2.ScreenGeometry(width=-5, height=40)}, "geometry", id="neg-screen"),
        pytest.param({"task_id": "a", "screen": types_pb2.ScreenGeometry(width=32, height=32)}, "larger than the screen", id="frame-over-screen"),
    ],
)  # fmt: skip
def test_bad_fields_are_invalid_argument(edge: edge_pb2_grpc.EdgeStub, fields: dict[str, Any], fragment: str) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        step(edge, **fields)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert fragment in (caught.value.details() or "")


def test_names_from_the_wire_cannot_forge_log_lines(
    edge: edge_pb2_grpc.EdgeStub, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    forged = "orders\x1b[2J\r\n2026-12-01 INFO screenroute: task approved by admin\u202e"
    with pytest.raises(grpc.RpcError) as caught:
        step(edge, task_id="log-1", task=forged)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    messages = [r.getMessage() for r in caplog.records]
    assert messages, "the refusal is logged"
    for message in messages:
        assert not any(ch in message for ch in "\n\r\x1b\u202e"), message


def test_secrets_are_never_returned_or_logged(edge: edge_pb2_grpc.EdgeStub, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    frame = screen_png([("Username", (40, 60)), ("Password", (40, 160))])
    decision = step(edge, task_id="secret-1", task="login", frame=frame)
    assert decision.route == types_pb2.ROUTE_LOCAL
    typed = [a for a in decision.actions if a.skill == "type"]
    assert [a.text for a in typed] == ["{password}"]
    assert list(typed[0].expect_texts) == ["{password}"]
    assert PASSWORD.encode() not in decision.SerializeToString()
    assert PASSWORD not in caplog.text


class RecordingBackend:
    """A planner backend that keeps every request it gets and asks for a human."""

    def __init__(self) -> None:
        self.requests: list[planner_pb2.PlanRequest] = []

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self.requests.append(request)
        return planner_pb2.PlanResponse(state_label="unknown", needs_human=True, usage=types_pb2.Usage(model="rec"))


def test_step_records_the_results_of_the_previous_actions(edge_server: Callable[..., Any]) -> None:
    backend = RecordingBackend()
    with (
        PlannerServer(backend=backend) as planner_server,
        PlannerClient(PlannerClientConfig(targets=(planner_server.address,))) as planner,
        edge_server({"auth_tokens": (SecretStr(TOKEN),)}, planner=planner) as (server, _),
        grpc.insecure_channel(f"127.0.0.1:{server.port}") as channel,
    ):
        stub = edge_pb2_grpc.EdgeStub(channel)
        results = [
            planner_pb2.HistoryEntry(
                action=types_pb2.Action(skill="click", target_text="Orders"), ok=True, changed=False, detail="no change"
            )
        ]
        # The anchor is missing, so the edge escalates and shows the planner the task's history.
        decision = step(stub, task_id="rec-1", frame=screen_png([("Something else", (40, 60))]), results=results)
        assert decision.route == types_pb2.ROUTE_HALT  # the backend asked for a human
    assert len(backend.requests) == 1
    history = backend.requests[0].history
    assert [(h.action.skill, h.action.target_text, h.ok, h.changed) for h in history] == [
        ("click", "Orders", True, False)
    ]


class GatedOcr:
    """The real OCR engine behind a gate, so a decision stays in flight until released."""

    def __init__(self, engine: OcrEngine) -> None:
        self.engine = engine
        self.entered = threading.Event()
        self.release = threading.Event()

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.entered.set()
        self.release.wait(20)
        return self.engine.read(pixels)


def test_per_client_limit_keys_on_the_token(edge_server: Callable[..., Any], ocr_engine: OcrEngine) -> None:
    other = "other-client-token-0123456789"
    gated = GatedOcr(ocr_engine)
    config = {"auth_tokens": (SecretStr(TOKEN), SecretStr(other)), "max_concurrent_per_client": 1}
    with (
        edge_server(config, ocr=gated) as (server, _),
        grpc.insecure_channel(f"127.0.0.1:{server.port}") as channel,
    ):
        stub = edge_pb2_grpc.EdgeStub(channel)
        request = edge_pb2.StepRequest(task_id="lim-1", task="orders", frame=png(64, 40))
        held = stub.Step.future(request, timeout=30, metadata=AUTH)
        assert gated.entered.wait(20)
        with pytest.raises(grpc.RpcError) as caught:
            stub.Step(request, timeout=30, metadata=AUTH)
        assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        # Another client has its own allowance.
        theirs = stub.Step.future(
            edge_pb2.StepRequest(task_id="lim-2", task="orders", frame=png(64, 40)),
            timeout=30,
            metadata=(("authorization", f"Bearer {other}"),),
        )
        gated.release.set()
        assert held.result().route != types_pb2.ROUTE_UNSPECIFIED
        assert theirs.result().route != types_pb2.ROUTE_UNSPECIFIED
