"""README command 1, end to end: the demo task on Xvfb + Chromium, through the edge, the router and gRPC."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.desktop


def _desktop_missing() -> str | None:
    for tool in ("Xvfb", "xdotool", "xclip", "openbox"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    return None


def _leftovers(marker: str) -> list[str]:
    out = subprocess.run(["pgrep", "-af", marker], capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if "pgrep" not in line]


def _on_display(display: str) -> list[str]:
    """Live processes whose environment points at ``display`` (the demo's browser, window manager, helpers)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if (proc / "stat").read_text().split(") ", 1)[1].startswith("Z"):
                continue  # a zombie holds nothing; PID 1 here does not reap
            env = (proc / "environ").read_bytes().split(b"\0")
            cmd = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if f"DISPLAY={display}".encode() in env or f"Xvfb {display} " in cmd + " ":
            found.append(f"{proc.name} {cmd[:120]}")
    return found


@pytest.mark.skipif(_desktop_missing() is not None and not os.environ.get("CI"), reason=str(_desktop_missing()))
def test_demo_completes_with_the_popup_escalated(tmp_path: Path) -> None:
    workdir = tmp_path / "demo"
    result = subprocess.run(
        [sys.executable, "-m", "router.cli", "demo", "--workdir", str(workdir), "--metrics-port", "0"],
        capture_output=True, text=True, timeout=540,
    )
    out = result.stdout
    assert result.returncode == 0, out[-4000:] + result.stderr[-4000:]
    assert "DONE" in out and "check: ok" in out

    table = [line.split() for line in out.splitlines() if re.match(r"^\d+\s{2}", line)]
    assert table, out
    escalations = [row for row in table if "escalate" in row]
    assert any("popup/chromium_save_password" in row and "unexpected_state" in row for row in escalations), out
    assert "halt" in table[-1] and "task_complete" in table[-1]
    # Most steps are handled locally: the escalation is the exception.
    assert sum("local" in row for row in table) > len(escalations)

    # The agent's audit log recorded every action, typed text only as a length.
    audit = (workdir / "audit.jsonl").read_text(encoding="utf-8")
    assert '"event": "skill"' in audit and "sr-demo-2026!" not in audit
    assert '"event": "decision"' in audit and '"reason": "unexpected_state"' in audit

    # Nothing it started is left running: no server on its data folder, nothing on its display.
    display = re.search(r"sandbox on display (:\d+)", out)
    assert display, out
    assert _on_display(display.group(1)) == []
    port = re.search(r"back office at http://127\.0\.0\.1:(\d+)/", out)
    assert port, out
    assert _leftovers(f"runserver.*127.0.0.1:{port.group(1)}") == []
