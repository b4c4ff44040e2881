"""The task's own writes, learned from a person's run: what the write hold still lets a planner write.

A person answers a consent banner (its choice is a POST to ``/consent/<id>/necessary``) while
``screenroute record`` listens to a detached sandbox; the recording reads the writes the sandbox's
egress filter relayed and writes them into the task file as ``writes:`` (the id, a number, as
``*``). Then ``screenroute run --display`` on that sandbox, with a planner that presses the
consent button: its write matches the task's ``writes:`` and reaches the app; the same planner
pressing the banner's other button (a different path) is held, and so is the consent press of a
task without ``writes:``. The hold is placed over the sandbox's control channel, as in use.
"""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from screenroute.bench.hostile_planner import ScriptedPlanner, wire_action
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.router.authoring.tasks import load_task

from .conftest import Person, Recorder, desktop_missing, screenroute

pytestmark = [pytest.mark.desktop, pytest.mark.timeout(1200)]

_STYLE = (
    "<style>body{margin:0;font-family:sans-serif;font-size:28px}"
    "button{position:absolute;left:40px;width:320px;height:56px;font-size:26px}</style>"
)
REPORT = f"""<!doctype html><html><head><meta charset="utf-8"><title>Report</title>{_STYLE}</head><body>
<h1 style="margin:20px 40px">Weekly report</h1>
<div style="position:absolute;left:0;top:110px;width:100%;height:300px;background:#eef">
<p style="margin:20px 40px">We use cookies on this site</p>
<form method="post" action="/consent/1842/necessary"><button style="top:110px">Only necessary</button></form>
<form method="post" action="/consent/1842/remember"><button style="top:190px">Remember choice</button></form>
</div></body></html>"""
READY = f"""<!doctype html><html><head><meta charset="utf-8"><title>Report</title>{_STYLE}</head><body>
<h1 style="margin:20px 40px">Your report is ready</h1><p style="margin:20px 40px">Orders shipped this week: 3</p>
<p style="margin:20px 40px">Returns this week: 1</p></body></html>"""
NECESSARY = (200, 110 + 110 + 28)  # the centre of "Only necessary" on a 1280x800 screen at 100 %


@dataclass
class ConsentApp:
    url: str = ""
    served: list[str] = field(default_factory=list)

    def writes(self) -> list[str]:
        return [r for r in self.served if not r.startswith(("GET ", "HEAD "))]


@pytest.fixture
def app() -> Iterator[ConsentApp]:
    state = ConsentApp()

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def _answer(self, status: int, body: str = "", location: str = "") -> None:
            state.served.append(f"{self.command} {self.path}")
            data = body.encode()
            self.send_response(status)
            if location:
                self.send_header("Location", location)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._answer(200, READY if self.path.startswith("/ready") else REPORT)

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._answer(303, location="/ready")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


def _task(url: str, writes: tuple[str, ...], visits: tuple[str, ...] = (), approved: tuple[str, ...] = ()) -> str:
    """A task whose expected screen never shows: every frame is escalated to the planner."""
    listed = ", ".join(json.dumps(w) for w in writes)
    pages = ", ".join(json.dumps(v) for v in visits)
    commits = ", ".join(json.dumps(a) for a in approved)
    return f"""
schema: screenroute/task/v1
name: weekly_report
goal: read the weekly report
origins: ["{url}/"]
start_url: "{url}/report"
writes: [{listed}]
visits: [{pages}]
approved: [{commits}]
steps:
  - name: read report
    expect: {{anchors: [Quarterly summary]}}
    actions: [{{skill: wait_until, target_text: Quarterly summary, timeout_s: 0.5}}]
    done_when: {{texts: [Quarterly summary done]}}
"""


def _planner_run(task: str, display: str, tmp_path: Path, name: str, label: str) -> dict[str, Any]:
    """``screenroute run --display`` with a planner whose one answer is a click on ``label``."""
    path = tmp_path / f"{name}.yaml"
    path.write_text(task, encoding="utf-8")
    backend = ScriptedPlanner([[wire_action("click", target_text=label)]])
    with PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=backend) as server:
        result = screenroute(
            "run", str(path), "--display", display, "--planner", f"127.0.0.1:{server.port}", "--no-replay",
            "--queue", str(tmp_path / f"{name}-queue.db"), "--workdir", str(tmp_path / name), "--json",
            "--max-iterations", "6", timeout=400,
        )  # fmt: skip
    assert result.stdout.strip(), result.stderr[-4000:]
    summary: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    summary["stderr"] = result.stderr[-4000:]
    return summary


def test_a_recorded_write_lets_the_planners_same_press_run(tmp_path: Path, app: ConsentApp, sandboxes: Any) -> None:
    reason = desktop_missing()
    if reason:
        pytest.skip(reason)
    task_path = tmp_path / "weekly_report.yaml"
    sandbox = sandboxes("--url", app.url + "/report")
    recorder = Recorder(
        ["--display", sandbox["display"], "--out", str(task_path), "--goal", "Read the weekly report",
         "--name", "weekly_report", "--until-text", "Your report is ready", "--start-url", app.url,
         "--max-seconds", "300"]
    )  # fmt: skip
    Person(sandbox["display"]).click(NECESSARY)
    code, _out, err = recorder.finish()
    assert code == 0, err[-4000:]
    assert app.writes() == ["POST /consent/1842/necessary"]
    task = load_task(task_path)
    # The id (a number) is a wildcard; nothing else of the person's writes is in the file.
    assert task.writes == ("POST /consent/*/necessary",), task_path.read_text()
    assert "1842" not in task_path.read_text()
    # The page the consent's answer redirected to is one the task visits: learned from the same run.
    assert "/ready" in task.visits, task_path.read_text()

    display = sandbox["display"]
    runs = {
        # The planner presses the consent button the task approves: its own write, submitted by the
        # approved press only, so it reaches the app, and the page its answer redirects to is one the
        # task visits, so it loads.
        "allowed": (
            _task(app.url, task.writes, task.visits, approved=("Only necessary",)),
            "Only necessary",
            ["POST /consent/1842/necessary"],
        ),
        # The same press where the task approves no commit: the form's submission is held.
        "unapproved": (_task(app.url, task.writes, task.visits), "Only necessary", []),
        # The same task, the banner's other button: a different path, held.
        "other": (_task(app.url, task.writes), "Remember choice", []),
        # A task without writes: the consent press is held, as before.
        "none": (_task(app.url, ()), "Only necessary", []),
    }
    for name, (text, label, expected) in runs.items():
        app.served.clear()
        screenroute("sandbox", "stop", "--display", display, timeout=120)
        display = sandboxes("--url", app.url + "/report")["display"]
        summary = _planner_run(text, display, tmp_path, name, label)
        assert app.writes() == expected, (name, summary)
        if expected:
            assert "hold" not in summary.get("final_detail", ""), (name, summary)
        else:
            assert "write hold" in summary.get("final_detail", ""), (name, summary)
