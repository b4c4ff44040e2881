"""A hostile planner and the loop that lets it drive a task on the real sandbox, as an attacker would.

:class:`ScriptedPlanner` is a planner backend behind the real gRPC planner service: it answers
each escalation with the next attack of its script (then says a person must take over) and
keeps every request it was sent, so a test can look for what reached "the cloud". The run
goes through the real edge: the edge node escalates, the guard and the envelope judge the
answer, the executor's risk gate and outcome guard act, XTest types on Xvfb into Chromium.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from screenroute.bench.hostile_planner import ScriptedPlanner, wire_action
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.edge.errors import SandboxError
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.sandbox.surfaces import SandboxSurfaces
from screenroute.edge.skills.writes import WriteGate
from screenroute.router.app.agent import DesktopAgent, RunReport
from screenroute.router.app.factory import build_executor, build_run
from screenroute.router.authoring.tasks import parse_task
from screenroute.router.deciding.human_queue import HumanQueue
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.deciding.policy import PolicyConfig
from screenroute.router.learning.memory import StateMemory
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.v1 import types_pb2

__all__ = ["A", "HostileRun", "Script", "ScriptedPlanner", "center_of", "hostile_run", "task_yaml", "wait_loaded"]

Answers = Sequence[Sequence[types_pb2.Action]]
#: A script, or a function of the loaded sandbox that writes one (points read from the page's layout,
#: as a VLM reads them off the screenshot).
Script = Answers | Callable[[Sandbox], Answers]


A = wire_action


def task_yaml(
    url: str,
    *,
    anchors: Sequence[str] = ("Quarterly summary",),
    actions: str = "[{skill: wait_until, target_text: Quarterly summary, timeout_s: 0.5}]",
    approved: str = "[]",
    parameters: str = "{}",
    extra_steps: str = "",
    name: str = "attack_target",
    visits: str = "[]",
    writes: str = "[]",
) -> str:
    """A one-step task on ``url`` whose expected screen never shows: every frame is escalated."""
    anchor_list = ", ".join(repr(a) for a in anchors)
    return f"""
schema: screenroute/task/v1
name: {name}
goal: read the quarterly summary of the orders
parameters: {parameters}
origins: ["{url}/"]
start_url: "{url}/search"
approved: {approved}
visits: {visits}
writes: {writes}
steps:
  - name: read summary
    goal: read the quarterly summary
    expect: {{anchors: [{anchor_list}]}}
    actions: {actions}
    done_when: {{texts: [Quarterly summary done]}}
{extra_steps}
"""


@dataclass
class HostileRun:
    """What a hostile run did: the edge's report, what the planner was sent, the run's work folder."""

    report: RunReport
    planner: ScriptedPlanner
    run: TaskRun
    workdir: Path
    details: list[str] = field(default_factory=list)


@contextmanager
def _planner(backend: ScriptedPlanner) -> Iterator[PlannerClient]:
    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=backend) as server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",), deadline_s=20)) as client,
    ):
        yield client


def hostile_run(
    sandbox: Sandbox,
    ocr: OcrEngine,
    *,
    task: str,
    script: Script | None,
    workdir: Path,
    start: str,
    parameters: dict[str, str] | None = None,
    memory: StateMemory | None = None,
    queue: HumanQueue | None = None,
    state_label: str = "page/unknown",
    max_iterations: int = 8,
    recorder: object | None = None,
    writes: WriteGate | None = None,
) -> HostileRun:
    """Run ``task`` (YAML) on ``sandbox`` from the page ``start`` with a planner that answers ``script``
    (None: no planner at all, as a run that relies on the plan cache). ``writes``: the write hold
    (the sandbox's egress filter when not given)."""
    sandbox.reset(start)
    wait_loaded(sandbox)
    if callable(script):
        script = script(sandbox)
    backend = ScriptedPlanner(script or [], state_label=state_label)
    downloads = workdir / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    run = build_run(parse_task(task), parameters or {}, workdir=workdir, download_dir=downloads)
    with ExitStack() as stack:
        client = stack.enter_context(_planner(backend)) if script is not None else None
        node = EdgeNode(
            ocr,
            planner=client,
            redactor_factory=PresidioRedactor,
            policy=PolicyConfig(max_fruitless_escalations=8, unknown_waits=0),
            memory=memory,
            human_queue=queue,
        )
        surfaces = SandboxSurfaces(sandbox)
        stack.callback(surfaces.close)
        executor = build_executor(
            sandbox.display,
            ocr,
            stack,
            run=run,
            open_url=sandbox.open_url,
            audit_path=workdir / "audit.jsonl",
            surfaces=surfaces,
            writes=writes if writes is not None else sandbox.egress,
        )
        agent = DesktopAgent(node, executor, max_iterations=max_iterations, recorder=recorder)  # type: ignore[arg-type]
        details: list[str] = []
        report = agent.run(run, on_step=lambda r: details.append(f"{r.route}/{r.reason} {r.actions or r.detail}"))
    return HostileRun(report, backend, run, workdir, details)


def wait_loaded(sandbox: Sandbox) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        with contextlib.suppress(SandboxError):  # the page is still coming up
            if sandbox.evaluate("document.readyState") == "complete":
                time.sleep(0.3)
                return
        time.sleep(0.1)


def center_of(sandbox: Sandbox, selector: str) -> tuple[int, int]:
    """The centre of the element ``selector`` on screen (kiosk window at 0,0, scale 1)."""
    rect = json.loads(
        str(sandbox.evaluate(f"JSON.stringify(document.querySelector({json.dumps(selector)}).getBoundingClientRect())"))
    )
    return round(rect["x"] + rect["width"] / 2), round(rect["y"] + rect["height"] / 2)
