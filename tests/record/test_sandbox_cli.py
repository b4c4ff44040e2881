"""``screenroute sandbox start|stop``: a sandbox that outlives the command, and nothing left behind after stop."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from screenroute.edge.sandbox.processes import session_members

from .conftest import desktop_missing, screenroute

pytestmark = pytest.mark.desktop


def _alive(info: dict[str, Any], state_dir: Path) -> list[int]:
    state = json.loads((state_dir / f"display-{info['display'].lstrip(':')}.json").read_text())
    return [pid for sid in [*state["sessions"], state["pid"]] for pid in session_members(int(sid))]


def _gone(info: dict[str, Any], pids: list[int]) -> None:
    number = info["display"].lstrip(":")
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{p}").exists() and "Z" not in _state(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [p for p in pids if Path(f"/proc/{p}").exists() and "Z" not in _state(p)] == []
    assert not Path(f"/tmp/.X11-unix/X{number}").exists()
    assert not Path(info["workdir"]).exists()


def _state(pid: int) -> str:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return "Z"
    return stat[stat.rfind(")") + 2 :].split()[0]


@pytest.fixture(autouse=True)
def _desktop() -> None:
    reason = desktop_missing()
    if reason:
        pytest.skip(reason)


def test_a_chromium_sandbox_runs_detached_and_stops_completely(sandboxes: Any, sandbox_dir: Path) -> None:
    info = sandboxes("--url", "data:text/html,<h1>detached</h1>")
    assert info["display"].startswith(":") and info["pid"] > 0
    pids = _alive(info, sandbox_dir)
    assert len(pids) >= 3  # the keeper, Xvfb, openbox, chromium and its helpers
    probe = screenroute("sandbox", "stop", "--display", info["display"], "--json", timeout=120)
    assert probe.returncode == 0 and json.loads(probe.stdout)["left_behind"] == []
    _gone(info, pids)
    assert list(sandbox_dir.glob("*")) == []


def test_stop_cleans_up_after_a_keeper_that_was_killed(sandboxes: Any, sandbox_dir: Path) -> None:
    info = sandboxes("--url", "about:blank")
    pids = _alive(info, sandbox_dir)
    os.kill(info["pid"], signal.SIGKILL)
    probe = screenroute("sandbox", "stop", "--display", info["display"], "--json", timeout=120)
    assert probe.returncode == 0, probe.stderr
    _gone(info, pids)


def test_a_desktop_program_sandbox(sandboxes: Any, sandbox_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("a")
    info = sandboxes("--app", "pcmanfm", "--path", str(tmp_path))
    assert info["app"] == "pcmanfm"
    pids = _alive(info, sandbox_dir)
    assert screenroute("sandbox", "stop", "--display", info["display"], timeout=120).returncode == 0
    _gone(info, pids)


def test_bad_requests_are_clear_errors(sandbox_dir: Path, tmp_path: Path) -> None:
    bad_app = screenroute("sandbox", "start", "--app", "gimp", "--json", timeout=60)
    assert bad_app.returncode == 2 and "chromium, pcmanfm" in bad_app.stderr
    no_path = screenroute("sandbox", "start", "--app", "pcmanfm", "--path", str(tmp_path / "nope"), timeout=60)
    assert no_path.returncode == 2 and "needs --path" in no_path.stderr
    unknown = screenroute("sandbox", "stop", "--display", ":64999", timeout=60)
    assert unknown.returncode == 2 and "no detached sandbox on :64999" in unknown.stderr
