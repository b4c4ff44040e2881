"""The services under a crowd: idle and body-less calls from many addresses, with auth on and off; names that are
paths; listeners that face the network without a token; a model backend that must not relay what the edge refuses."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from pydantic import SecretStr

from screenroute.bench.idle_flood import IdleFlood
from screenroute.cloud.backends.openai_planner import OpenAIPlanner
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract.errors import PlannerServerError
from screenroute.contract.serving import ServingError
from screenroute.router.app.edge_service import TaskRegistry
from screenroute.router.authoring.tasks import ParameterError, parse_task
from screenroute.v1 import edge_pb2, planner_pb2, types_pb2

from .conftest import TOKEN, FakeOpenAI, completion, png

PLAN = "/screenroute.v1.Planner/Plan"
STEP = "/screenroute.v1.Edge/Step"
AUTH = (("authorization", f"Bearer {TOKEN}"),)


def plan_request() -> planner_pb2.PlanRequest:
    return planner_pb2.PlanRequest(
        task_id="t",
        goal="g",
        screenshot=png(64, 40),
        screenshot_mime="image/png",
        screen=types_pb2.ScreenGeometry(width=64, height=40, scale=1.0),
    )


def health_check(address: str) -> str:
    with grpc.insecure_channel(address) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
        except grpc.RpcError as exc:
            return exc.code().name
    return health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status)


def call(address: str, method: str, body: bytes, auth: bool) -> str:
    with grpc.insecure_channel(address) as channel:
        try:
            channel.unary_unary(method)(body, timeout=10, metadata=AUTH if auth else None)
        except grpc.RpcError as exc:
            return exc.code().name
    return "OK"


@pytest.fixture(params=[False, True], ids=["auth-off", "auth-on"])
def planner(request: pytest.FixtureRequest) -> Iterator[tuple[PlannerServer, bool]]:
    auth: bool = request.param
    config = PlannerServerConfig(auth_tokens=(SecretStr(TOKEN),) if auth else (), request_body_timeout_s=30.0)
    with PlannerServer(config) as server:
        yield server, auth


@pytest.mark.parametrize("kind", ["bodyless", "watch"])
def test_a_crowd_of_idle_calls_from_35_addresses_starves_neither_health_nor_plan(
    planner: tuple[PlannerServer, bool], kind: str
) -> None:
    server, auth = planner
    flood = IdleFlood(server.address, PLAN, calls=1024, addresses=35, kind=kind).start()
    try:
        assert flood.opened == 1024
        time.sleep(1.0)  # every call has reached the server
        assert health_check(server.address) == "SERVING"
        assert call(server.address, PLAN, plan_request().SerializeToString(), auth) == "OK"
    finally:
        flood.leave()
    # The crowd is gone: nothing of it is held.
    assert health_check(server.address) == "SERVING"


def test_the_crowd_cannot_starve_a_step_either(edge_server: Callable[..., Any]) -> None:
    body = edge_pb2.StepRequest(task_id="crowd-1", task="orders", frame=png(64, 40)).SerializeToString()
    for auth in (False, True):
        config = {"auth_tokens": (SecretStr(TOKEN),) if auth else (), "request_body_timeout_s": 30.0}
        with edge_server(config) as (server, _):
            address = f"127.0.0.1:{server.port}"
            for kind in ("bodyless", "watch"):
                flood = IdleFlood(address, STEP, calls=1024, addresses=35, kind=kind).start()
                try:
                    time.sleep(1.0)
                    assert health_check(address) == "SERVING", (auth, kind)
                    assert call(address, STEP, body, auth) == "OK", (auth, kind)
                finally:
                    flood.leave()


def test_a_listener_beyond_loopback_needs_authentication() -> None:
    with pytest.raises((ServingError, PlannerServerError), match="without authentication"):
        PlannerServer(PlannerServerConfig(address="0.0.0.0:0")).start()
    with PlannerServer(PlannerServerConfig(address="0.0.0.0:0", auth_tokens=(SecretStr(TOKEN),))) as server:
        assert server.port > 0


@pytest.mark.parametrize("task_id", ["../../x", "a/b", "..", ".", "/etc", "x\\..\\y", "-rf", ".hidden"])
def test_a_task_id_is_a_name_never_a_path(edge_server: Callable[..., Any], task_id: str) -> None:
    with edge_server() as (server, _), grpc.insecure_channel(f"127.0.0.1:{server.port}") as channel:
        request = edge_pb2.StepRequest(task_id=task_id, task="orders", frame=png(64, 40))
        try:
            channel.unary_unary(STEP)(request.SerializeToString(), timeout=10)
            code = "OK"
        except grpc.RpcError as exc:
            code = exc.code().name
    assert code == "INVALID_ARGUMENT"


def test_a_run_folder_stays_under_its_root(tmp_path: Path) -> None:
    task = parse_task(
        "schema: screenroute/task/v1\nname: t\ngoal: g\nsteps:\n"
        "  - {name: s, expect: {anchors: [A]}, actions: [{skill: wait_until, target_text: A}], done_when: {texts: [B]}}\n"
    )
    registry = TaskRegistry({"t": task}, workdir=tmp_path / "root")
    assert registry.new_run("t", "run-1", {}).context.values["workdir"].startswith(str((tmp_path / "root").resolve()))
    with pytest.raises(ParameterError, match="outside"):
        registry.new_run("t", "../../escaped", {})


# -- the model backend applies the shared contract before it answers ------------------------------


def _answer(actions: list[dict[str, Any]]) -> dict[str, Any]:
    full = []
    for action in actions:
        item = dict.fromkeys(("x", "y", "target_text", "text", "keys", "url", "amount", "timeout_s"))
        item.update({"expect_texts": [], "why": ""}, **action)
        full.append(item)
    return {"state_label": "page/x", "rationale": "r", "needs_human": False, "expected_texts": [], "actions": full}


@pytest.mark.parametrize(
    "action",
    [
        {"skill": "key", "keys": "ctrl+o"},
        {"skill": "key", "keys": "shift+Return"},
        {"skill": "type", "text": "x\n"},
        {"skill": "type", "text": "\t\n"},
        {"skill": "open_url", "url": "file:///etc/passwd"},
        {"skill": "open_url", "url": "https://evil.example/"},
        {"skill": "click", "target_text": "Delete all"},
        {"skill": "click", "target_text": "Pay now"},
    ],
    ids=["file-dialog", "new-window", "newline", "tab-newline", "file-url", "foreign-url", "delete", "pay"],
)
def test_the_model_backend_does_not_relay_what_the_edge_refuses(
    fake_openai: FakeOpenAI, action: dict[str, Any]
) -> None:
    fake_openai.script.extend([completion(_answer([action])), completion(_answer([action]))])
    backend = OpenAIPlanner(model="gpt-4o", base_url=fake_openai.base_url, api_key=SecretStr("k"))
    try:
        request = plan_request()
        request.origins.append("http://127.0.0.1:8000/")
        response = backend.plan(request)
    finally:
        backend.close()
    assert response.needs_human and not response.actions
    repair = fake_openai.requests[1]["body"]["messages"][-1]["content"]
    assert "invalid" in repair


def test_the_model_backend_relays_a_key_the_step_allows(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.append(completion(_answer([{"skill": "key", "keys": "alt+o"}])))
    backend = OpenAIPlanner(model="gpt-4o", base_url=fake_openai.base_url, api_key=SecretStr("k"))
    try:
        request = plan_request()
        request.allowed_keys.extend(["Escape", "alt+o"])
        response = backend.plan(request)
    finally:
        backend.close()
    assert [a.keys for a in response.actions] == ["alt+o"]
