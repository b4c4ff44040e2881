"""``screenroute run`` on a real sandbox: a task file for an app no classifier was trained on.

The app is two pages served on loopback (a sign-in form, a welcome page); the task runs on
OCR anchors alone, its secret comes from the environment, and the run prints one JSON summary.
"""

from __future__ import annotations

import http.server
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from screenroute.router.deciding.human_queue import HumanQueue

pytestmark = pytest.mark.desktop

SIGN_IN = b"""<!doctype html><html><head><title>Sign in</title></head>
<body style="font-family:sans-serif;font-size:22px;margin:40px;background:#fff">
<h1>Staff portal</h1>
<form action="/signed-in" method="post">
<p><label>Name <input name="name" autocomplete="username" style="font-size:22px;width:320px"></label></p>
<p><label>Secret <input name="secret" type="password" autocomplete="current-password"
  style="font-size:22px;width:320px"></label></p>
<p><button type="submit" style="font-size:22px">Sign in</button></p>
</form></body></html>"""

WELCOME = b"""<!doctype html><html><head><title>Welcome</title></head>
<body style="font-family:sans-serif;font-size:22px;margin:40px;background:#fff"><h1>Welcome back</h1>
<p>Your shift starts at nine.</p></body></html>"""


class _Portal(http.server.BaseHTTPRequestHandler):
    received: list[dict[str, str]] = []  # noqa: RUF012 - one portal per test session

    def do_GET(self) -> None:
        body = SIGN_IN if self.path.startswith("/sign-in") else WELCOME
        self._send(body)

    def do_POST(self) -> None:
        from urllib.parse import parse_qsl

        length = int(self.headers.get("Content-Length", "0"))
        self.received.append(dict(parse_qsl(self.rfile.read(length).decode())))
        self.send_response(303)
        self.send_header("Location", "/welcome")
        self.end_headers()

    def _send(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def portal() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Portal)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def task_file(folder: Path, base: str, *, anchors: str = "[Staff portal, Name, Secret, Sign in]") -> Path:
    path = folder / "sign_in.yaml"
    path.write_text(
        f"""\
schema: screenroute/task/v1
name: staff_sign_in
goal: sign in to the staff portal
parameters:
  name: {{description: who signs in, fields: [Name]}}
  secret: {{description: their secret, secret: true, fields: [Secret]}}
origins: ["{base}"]
start_url: "{base}/sign-in"
steps:
  - name: sign in
    expect: {{anchors: {anchors}}}
    actions:
      - {{skill: click, target_text: Name}}
      - {{skill: type, text: "{{name}}"}}
      - {{skill: click, target_text: Secret}}
      - {{skill: type, text: "{{secret}}"}}
      - {{skill: click, target_text: Sign in}}
    done_when: {{texts: [Welcome back]}}
""",
        encoding="utf-8",
    )
    return path


def screenroute(*args: str, secret: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCREENROUTE_PARAM_")}
    if secret:
        env["SCREENROUTE_PARAM_SECRET"] = secret
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=400,
        env=env,
        check=False,
    )


def test_run_json_completes_a_task_on_an_app_without_a_classifier(portal: str, tmp_path: Path) -> None:
    task = task_file(tmp_path, portal)
    replay = tmp_path / "replay.db"
    result = screenroute(
        "run", str(task), "--param", "name=alice", "--replay", str(replay), "--queue", str(tmp_path / "q.db"),
        "--workdir", str(tmp_path / "work"), "--json",
        secret="hunter2-xyz",
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) >= {
        "outcome", "steps", "local", "escalations", "cloud_calls", "cost_usd",
        "decision_ms_p50", "decision_ms_p95", "wall_s",
    }  # fmt: skip
    assert summary["outcome"] == "completed"
    assert (summary["escalations"], summary["cloud_calls"], summary["cost_usd"]) == (0, 0, 0)
    # Local steps, maybe a wait while the first page paints, and the final halt.
    assert summary["local"] >= 1 and summary["steps"] >= summary["local"] + 1
    assert 0 < summary["decision_ms_p50"] <= summary["decision_ms_p95"] and summary["wall_s"] > 0
    # The app really got the values; the secret came from the environment and is nowhere in the output.
    assert {"name": "alice", "secret": "hunter2-xyz"} in _Portal.received
    assert "hunter2" not in result.stdout + result.stderr
    assert "no state classifier" in result.stderr and "| local/known_state |" in result.stderr

    from screenroute.router.learning.replay import ReplayLibrary

    with ReplayLibrary(replay) as library:
        (run,) = library.runs()
        assert run.outcome == "completed" and run.parameters == {"name": "alice"}
        acted = next(s for s in library.steps(run.id) if s.route == "local")
        # Typed values are kept as the task file's templates, never as the values.
        assert [a.get("text") for a in acted.actions if a["skill"] == "type"] == ["{name}", "{secret}"]


def test_run_attaches_to_a_display_and_queues_a_halt_for_a_person(portal: str, tmp_path: Path) -> None:
    from screenroute.edge.sandbox import Sandbox, SandboxConfig

    # The expected state never appears (an anchor the page does not have) and there is no planner.
    task = task_file(tmp_path, portal, anchors="[Staff portal, Badge number]")
    queue = tmp_path / "queue.db"
    with Sandbox(SandboxConfig(start_url=f"{portal}/sign-in")) as sandbox:
        display = sandbox.display
        result = screenroute(
            "run", str(task), "--display", display, "--param", "name=bob", "--planner", "none",
            "--no-replay", "--queue", str(queue), "--json",
            secret="s3",
        )  # fmt: skip
    assert result.returncode == 1, result.stderr[-3000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["outcome"] == "cloud_unavailable" and summary["cloud_calls"] == 0
    assert f"attached to display {display}" in result.stderr
    item_id = summary["queued_item"]
    q = HumanQueue(queue)
    item = q.get(item_id)
    assert (item.task, item.reason, item.step) == ("staff_sign_in", "cloud_unavailable", "sign in")
    assert "missing: 'Badge number'" in item.detail and item.has_frame
    q.close()
    listed = screenroute("queue", "--queue", str(queue), "list")
    assert f"{item_id}" in listed.stdout and "cloud_unavailable" in listed.stdout


def test_a_run_stopped_by_a_signal_still_writes_its_summary(portal: str, tmp_path: Path) -> None:
    import signal

    # A step whose screen never comes, so the run is still deciding when it is stopped.
    task = task_file(tmp_path, portal, anchors="[Staff portal, Badge number]")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCREENROUTE_PARAM_")}
    env["SCREENROUTE_PARAM_SECRET"] = "s4"
    argv = [sys.executable, "-m", "screenroute.router.app.cli", "run", str(task), "--param", "name=eve"]
    argv += ["--planner", "none", "--no-replay", "--queue", str(tmp_path / "q.db"), "--json"]
    argv += ["--workdir", str(tmp_path / "work"), "--max-iterations", "1000"]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stderr is not None
        seen = []
        for line in proc.stderr:
            seen.append(line)
            if line.startswith("[run] task:"):
                break  # the sandbox is up and the loop is about to look at the screen
        proc.send_signal(signal.SIGTERM)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 1, "".join(seen) + stderr[-3000:]
    summary = json.loads(stdout.strip().splitlines()[-1])
    assert summary["outcome"] == "stopped", summary
    assert summary["final_detail"] == "stopped: signal SIGTERM"
    assert "Traceback" not in stderr, stderr[-3000:]


def test_a_run_whose_display_goes_away_still_writes_its_summary(portal: str, tmp_path: Path) -> None:
    """The X server under a run stops (another run that held the same display ended): whatever part
    fails first and however it fails, the run ends with its summary, its outcome and the reason."""
    import signal
    import time

    from screenroute.edge.sandbox import find_free_display, release_display

    number = find_free_display()
    xvfb = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    task = task_file(tmp_path, portal, anchors="[Staff portal, Badge number]")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCREENROUTE_PARAM_")}
    env["SCREENROUTE_PARAM_SECRET"] = "s4"
    argv = [sys.executable, "-m", "screenroute.router.app.cli", "run", str(task), "--param", "name=eve"]
    argv += ["--display", f":{number}", "--planner", "none", "--no-replay", "--queue", str(tmp_path / "q.db")]
    argv += ["--json", "--workdir", str(tmp_path / "work"), "--max-iterations", "1000"]
    try:
        deadline = time.monotonic() + 20
        while not Path(f"/tmp/.X11-unix/X{number}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            assert proc.stderr is not None
            seen = []
            for line in proc.stderr:
                seen.append(line)
                if line.startswith("[run] task:"):
                    break  # the loop is about to look at the screen
            xvfb.send_signal(signal.SIGKILL)
            stdout, stderr = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    finally:
        if xvfb.poll() is None:
            xvfb.kill()
        xvfb.wait()
        for leftover in (Path(f"/tmp/.X11-unix/X{number}"), Path(f"/tmp/.X{number}-lock")):
            leftover.unlink(missing_ok=True)
        release_display(number)
    assert stdout.strip(), "".join(seen) + stderr[-3000:]
    summary = json.loads(stdout.strip().splitlines()[-1])
    assert summary["outcome"] in {"stopped", "error"}, summary
    assert summary["final_detail"], summary
    assert proc.returncode == 1, stderr[-3000:]
