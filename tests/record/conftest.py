"""Fixtures of the record-then-run tests: the person, detached sandboxes, the recorder in a subprocess.

The person drives a sandbox with xdotool at a person's pace and knows where things are on
a 1280x800 screen at 100 % (as someone who has done the task before does). It is the *person*,
not the agent: the recorder under test never hears from it, only X input and frames.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from screenroute.bench.apps.person import Person

__all__ = ["Person", "Recorder", "desktop_missing", "screenroute"]

DESKTOP_TOOLS = ("Xvfb", "xdotool", "openbox", "xdpyinfo", "xprop")


def desktop_missing() -> str | None:
    for tool in DESKTOP_TOOLS:
        if shutil.which(tool) is None:
            return f"{tool} is not installed (run .ci/setup)"
    if not Path("/usr/lib/chromium/chromium").exists():
        return "chromium is not installed (run .ci/setup)"
    return None


def screenroute(
    *args: str, timeout: float = 900, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the CLI as a user does, in its own process."""
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True, text=True, timeout=timeout, env=env, check=False,
    )  # fmt: skip


@pytest.fixture
def sandbox_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private folder for detached sandboxes' state files (the CLI reads SCREENROUTE_SANDBOX_DIR)."""
    folder = tmp_path / "sandboxes"
    monkeypatch.setenv("SCREENROUTE_SANDBOX_DIR", str(folder))
    return folder


@pytest.fixture
def sandboxes(sandbox_dir: Path) -> Iterator[Callable[..., dict[str, Any]]]:
    """Start detached sandboxes with the CLI; every one still running at the end is stopped."""
    started: list[str] = []

    def start(*args: str) -> dict[str, Any]:
        result = screenroute("sandbox", "start", *args, "--json", timeout=180)
        assert result.returncode == 0, result.stderr[-3000:]
        info: dict[str, Any] = json.loads(result.stdout)
        started.append(info["display"])
        return info

    yield start
    for display in started:
        if (sandbox_dir / f"display-{display.lstrip(':')}.json").exists():
            screenroute("sandbox", "stop", "--display", display, timeout=120)


class Recorder:
    """``screenroute record`` running in a subprocess, as a person starts it in a terminal."""

    def __init__(self, args: list[str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "screenroute.router.app.cli", "record", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert self.proc.stderr is not None
        deadline = time.monotonic() + 180
        self.log = ""
        while "listening on" not in self.log:
            line = self.proc.stderr.readline()
            if not line and self.proc.poll() is not None:
                raise AssertionError(f"the recorder exited early:\n{self.log}")
            self.log += line
            assert time.monotonic() < deadline, f"the recorder did not start listening:\n{self.log}"

    def finish(self, timeout: float = 900) -> tuple[int, str, str]:
        out, err = self.proc.communicate(timeout=timeout)
        return self.proc.returncode, out, self.log + err
