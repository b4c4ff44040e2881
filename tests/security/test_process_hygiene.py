"""``screenroute demo`` leaves nothing behind when it is terminated, even with SIGKILL.

The demo runs as a real subprocess (back office, embedded planner, Xvfb, openbox,
Chromium). Once its sandbox is up it is killed; then no process it started may be alive,
no port it opened may listen, and no temp folder or X lock file of it may remain. Before
the fix Django's runserver, Xvfb and openbox survived, and the folders stayed.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from screenroute.edge.sandbox.processes import session_members

pytestmark = pytest.mark.desktop

START_TIMEOUT_S = 300
CLEANUP_TIMEOUT_S = 60


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        if int(fields[1]) == pid:
            found.add(int(entry.name))
    return found


def _descendants(pid: int) -> set[int]:
    """Every process below ``pid``, and every member of their sessions (helpers that called setsid)."""
    seen: set[int] = set()
    todo = [pid]
    while todo:
        for child in _children(todo.pop()):
            if child not in seen:
                seen.add(child)
                todo.append(child)
    for member in list(seen):
        seen.update(session_members(member))
    return seen


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return state[state.rfind(")") + 2] != "Z"


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _run_until_sandbox(tmp_path: Path) -> tuple[subprocess.Popen[str], dict[str, str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "screenroute.router.app.cli", "demo"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=tmp_path,
    )
    seen: dict[str, str] = {}
    patterns = {
        "workdir": r"\[demo\] work folder: (\S+)",
        "backoffice_port": r"\[demo\] back office at http://127\.0\.0\.1:(\d+)/",
        "planner_port": r"\[demo\] embedded rules planner on 127\.0\.0\.1:(\d+)",
        "display": r"\[demo\] sandbox on display :(\d+)",
    }
    deadline = time.monotonic() + START_TIMEOUT_S
    assert process.stdout is not None
    while "display" not in seen and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        for key, pattern in patterns.items():
            match = re.search(pattern, line)
            if match:
                seen[key] = match.group(1)
    if "display" not in seen:
        process.kill()
        raise AssertionError(f"the demo did not bring its sandbox up: {seen}")
    return process, seen


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["sigkill", "sigterm"])
def test_a_killed_demo_leaves_nothing_behind(tmp_path: Path, sig: signal.Signals) -> None:
    process, seen = _run_until_sandbox(tmp_path)
    try:
        time.sleep(2)  # mid-run: the agent is loading models or taking its first steps
        started = _descendants(process.pid)
        names = {pid: _cmdline(pid) for pid in started}
        assert any("Xvfb" in c for c in names.values()) and any("runserver" in c for c in names.values())
        assert any("openbox" in c for c in names.values()) and any("chrom" in c for c in names.values())
        profile = next(m.group(1) for c in names.values() if (m := re.search(r"--user-data-dir=(\S+)", c)))
        sandbox_dir = Path(profile).parent
        display = int(seen["display"])
        ports = [int(seen["backoffice_port"]), int(seen["planner_port"])]
        assert all(_listening(p) for p in ports)
        process.send_signal(sig)
        process.wait(timeout=CLEANUP_TIMEOUT_S)
    finally:
        if process.poll() is None:
            process.kill()
        if process.stdout is not None:
            process.stdout.close()
    if sig == signal.SIGTERM:
        assert process.returncode == 128 + signal.SIGTERM
    leftovers: dict[str, object] = {}
    deadline = time.monotonic() + CLEANUP_TIMEOUT_S
    while time.monotonic() < deadline:
        leftovers = {
            "processes": {pid: names[pid] for pid in started if _alive(pid)},
            "ports": [p for p in ports if _listening(p)],
            "paths": [
                str(p)
                for p in (
                    Path(seen["workdir"]),
                    sandbox_dir,
                    Path(f"/tmp/.X{display}-lock"),
                    Path(f"/tmp/.X11-unix/X{display}"),
                )
                if p.exists()
            ],
        }
        if not any(leftovers.values()):
            break
        time.sleep(0.5)
    assert not any(leftovers.values()), leftovers
