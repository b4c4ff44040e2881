"""A killed zoo benchmark leaves nothing running: its sandboxes and apps are stopped on the way out."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}").exists() and "State:\tZ" not in Path(f"/proc/{pid}/status").read_text()


@pytest.mark.desktop
@pytest.mark.timeout(600)
def test_sigterm_stops_the_sandbox_the_benchmark_started(tmp_path: Path) -> None:
    if shutil.which("pcmanfm") is None or shutil.which("Xvfb") is None:
        pytest.skip("pcmanfm and Xvfb are installed by .ci/setup")
    env = dict(os.environ, TMPDIR=str(tmp_path))
    argv = [sys.executable, str(ROOT / "bench" / "zoo.py"), "--person-only", "--apps", "pcmanfm", "--runs", "1"]
    proc = subprocess.Popen(
        [*argv, "--out", str(tmp_path / "results")], env=env, cwd=ROOT, start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 300
        started: list[Path] = []
        while not started and time.monotonic() < deadline and proc.poll() is None:
            started = list(tmp_path.glob("screenroute-zoo-*/sandboxes/display-*.json"))
            time.sleep(0.2)
        assert started, "the benchmark never started a sandbox"
        time.sleep(1)  # the record is written before the processes it names are all up
        state = json.loads(started[0].read_text())
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(timeout=180)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    left = list(tmp_path.glob("screenroute-zoo-*/sandboxes/display-*.json"))
    for record in left:  # a failing run must not leave its sandbox to the next test
        cli = [sys.executable, "-m", "screenroute.router.app.cli", "sandbox", "stop", "--display"]
        display = ":" + record.stem.removeprefix("display-")
        subprocess.run([*cli, display], env=dict(env, SCREENROUTE_SANDBOX_DIR=str(record.parent)), timeout=120)
    assert proc.returncode != 0
    assert not left and not list(tmp_path.glob("screenroute-zoo-*")), "the benchmark's temporary folder was left"
    assert not _alive(int(state["pid"])), "the sandbox's holder still runs"
    assert not Path(f"/tmp/.X{state['display'].lstrip(':')}-lock").exists(), "its X server still runs"
