"""``screenroute sandbox start|stop``: a sandbox that outlives the command, and nothing left behind after stop."""

from __future__ import annotations

import json
import os
import shutil
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


_TK_PROBE = """
set out [lindex $argv 0]
set f [open $out w]
puts $f "scaling=[tk scaling]"
foreach name {PROBE_VALUE GTK_THEME QT_SCALE_FACTOR} {
    if {[info exists ::env($name)]} { puts $f "$name=$::env($name)" } else { puts $f "$name=" }
}
puts $f "cwd=[pwd]"
close $f
wm title . "probe"
label .l -text "Any program, one flag away"
pack .l
"""


def _probe(tmp_path: Path, *flags: str) -> tuple[dict[str, Any], dict[str, str]]:
    script, out = tmp_path / "probe.tcl", tmp_path / f"probe-{len(list(tmp_path.glob('probe-*')))}.txt"
    script.write_text(_TK_PROBE)
    started = screenroute("sandbox", "start", "--json", *flags, "--program", "--", "wish", str(script), str(out),
                          timeout=180)  # fmt: skip
    assert started.returncode == 0, started.stderr[-3000:]
    info: dict[str, Any] = json.loads(started.stdout)
    deadline = time.monotonic() + 30
    while not out.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    values = dict(line.split("=", 1) for line in out.read_text().splitlines())
    return info, values


def test_any_program_by_its_argument_vector_fills_the_screen(sandbox_dir: Path, tmp_path: Path) -> None:
    import subprocess

    if shutil.which("wish") is None:
        pytest.skip("wish (Tk) is not installed")
    info, values = _probe(tmp_path, "--env", "PROBE_VALUE=a b;c", "--cwd", str(tmp_path))
    try:
        assert info["app"] == "program" and values["PROBE_VALUE"] == "a b;c" and values["cwd"] == str(tmp_path)
        env = {**os.environ, "DISPLAY": info["display"]}
        window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "probe"], env=env,
                                capture_output=True, text=True, check=True).stdout.split()[0]  # fmt: skip
        shape = subprocess.run(["xdotool", "getwindowgeometry", window], env=env, capture_output=True, text=True,
                               check=True).stdout  # fmt: skip
        assert "Position: 0,0" in shape and "Geometry: 1280x800" in shape, shape
        light_scaling = float(values["scaling"])
        pids = _alive(info, sandbox_dir)
    finally:
        assert screenroute("sandbox", "stop", "--display", info["display"], timeout=120).returncode == 0
    _gone(info, pids)

    # 125 % and dark reach the program through what its toolkit reads: Tk from the X server's DPI,
    # GTK from GTK_THEME, Qt from QT_SCALE_FACTOR.
    info, values = _probe(tmp_path, "--scale", "1.25", "--theme", "dark")
    try:
        assert float(values["scaling"]) == pytest.approx(light_scaling * 1.25, rel=0.02)
        assert values["GTK_THEME"] == "Adwaita:dark" and values["QT_SCALE_FACTOR"] == "1.25"
    finally:
        screenroute("sandbox", "stop", "--display", info["display"], timeout=120)


def test_a_program_that_cannot_start_is_a_clear_error(sandbox_dir: Path, tmp_path: Path) -> None:
    absent = screenroute("sandbox", "start", "--program", "--", "no-such-program-here", "--flag", timeout=60)
    assert absent.returncode == 2 and "'no-such-program-here' is not installed" in absent.stderr
    empty = screenroute("sandbox", "start", "--program", timeout=60)
    assert empty.returncode == 2 and "--program needs the program's command" in empty.stderr
    stray = screenroute("sandbox", "start", "--env", "A=1", timeout=60)
    assert stray.returncode == 2 and "--env and --cwd are for --program" in stray.stderr
    # A program that exits at once shows no window: the sandbox says so with its log, and stops.
    quits = screenroute("sandbox", "start", "--program", "--", "sh", "-c", "echo bye from the program; exit 3",
                        timeout=120)  # fmt: skip
    assert quits.returncode == 2 and "showed no window" in quits.stderr and "bye from the program" in quits.stderr
    assert list(sandbox_dir.glob("display-*.json")) == []
