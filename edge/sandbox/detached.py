"""Sandboxes that outlive the command that started them: ``screenroute sandbox start`` / ``stop``.

``start_detached`` launches a small keeper process in a session of its own. The keeper
starts the sandbox (Chromium on a URL, a desktop program from
:data:`~screenroute.edge.sandbox.program.PROGRAMS`, or any program by its argument vector), writes a state file naming the display,
its own pid, the session ids of every child and the work dir, reports ``{"display", "pid"}``
on its stdout and then waits for SIGTERM/SIGINT, on which it stops the sandbox the normal
way. ``stop_detached`` signals the keeper and, should the keeper be gone (``kill -9``), kills
the recorded sessions itself, so nothing is left behind either way.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from screenroute.edge.errors import SandboxError
from screenroute.edge.sandbox.config import SandboxConfig
from screenroute.edge.sandbox.processes import kill_by_cmdline, kill_session_id, session_members, tail
from screenroute.edge.sandbox.program import PROGRAMS, Command

__all__ = ["DetachedSpec", "list_detached", "start_detached", "state_dir", "state_file", "stop_detached"]

#: Where the state files live (overridden by ``SCREENROUTE_SANDBOX_DIR``, e.g. in tests).
DEFAULT_STATE_DIR = Path(tempfile.gettempdir()) / "screenroute-sandboxes"


class DetachedSpec(BaseModel):
    """What to start: ``app`` is ``chromium`` (on ``url``), a program from PROGRAMS (on ``path``),
    or ``program``: any program by its argument vector (``command``, started in ``cwd`` with ``env``
    added)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    app: str = "chromium"
    url: str = "about:blank"
    path: Path | None = None
    command: tuple[str, ...] = ()
    cwd: Path | None = None
    env: dict[str, str] = {}
    scale: float = 1.0
    theme: Literal["light", "dark"] = "light"
    width: int = 1280
    height: int = 800

    @field_validator("app")
    @classmethod
    def _known_app(cls, value: str) -> str:
        choices = ["chromium", *PROGRAMS, "program"]
        if value not in choices:
            raise ValueError(f"app={value!r} is not known; choose one of {', '.join(choices)}")
        return value

    @model_validator(mode="after")
    def _complete(self) -> DetachedSpec:
        if self.command and self.app != "program":
            raise ValueError(f"a command is given for app={self.app!r}; a command needs app='program'")
        if self.app == "chromium":
            SandboxConfig(start_url=self.url, scale=self.scale, theme=self.theme, width=self.width, height=self.height)
        elif self.app == "program":
            Command(self.command, cwd=self.cwd, env=self.env)  # its own checks: installed, folder, names
        elif PROGRAMS[self.app].needs_path and (self.path is None or not self.path.is_dir()):
            raise ValueError(f"app={self.app!r} needs --path, an existing folder; got {self.path}")
        return self


def state_dir() -> Path:
    """The folder of the state files (created on demand)."""
    folder = Path(os.environ.get("SCREENROUTE_SANDBOX_DIR") or DEFAULT_STATE_DIR)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def state_file(display: str) -> Path:
    """The state file of the detached sandbox on ``display`` (``:N``); ValueError for another name."""
    number = display.lstrip(":").split(".")[0]
    if not number.isdigit():
        raise ValueError(f"display {display!r} is not :N")
    return state_dir() / f"display-{number}.json"


def start_detached(spec: DetachedSpec, *, timeout_s: float = 90.0) -> dict[str, Any]:
    """Start a sandbox that keeps running after this call; returns its state (``display``, ``pid``, ...)."""
    log = state_dir() / f"keeper-{uuid.uuid4().hex[:12]}.log"
    with open(log, "ab") as err:
        keeper = subprocess.Popen(
            [sys.executable, "-m", "screenroute.edge.sandbox.detached", spec.model_dump_json(), str(log)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=err,
            start_new_session=True,
            close_fds=True,
        )
    if keeper.stdout is None:  # cannot happen with stdout=PIPE; keeps the type checker honest
        raise SandboxError("the sandbox keeper has no stdout")
    deadline = time.monotonic() + timeout_s
    line = b""
    while not line.endswith(b"\n"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([keeper.stdout], [], [], max(0.0, left))
        if not ready:
            kill_session_id(keeper.pid)
            raise SandboxError(f"the sandbox did not start within {timeout_s:.0f}s\n{tail(log)}")
        chunk = os.read(keeper.stdout.fileno(), 4096)
        if not chunk:
            keeper.wait(timeout=10)
            raise SandboxError(f"the sandbox keeper exited with {keeper.returncode}\n{tail(log)}")
        line += chunk
    keeper.stdout.close()
    info: dict[str, Any] = json.loads(line)
    if "error" in info:
        keeper.wait(timeout=30)
        raise SandboxError(f"the sandbox did not start: {info['error']}\n{tail(log)}")
    return info


def list_detached() -> list[dict[str, Any]]:
    """The state of every detached sandbox this machine knows of."""
    out = []
    for path in sorted(state_dir().glob("display-*.json")):
        with contextlib.suppress(OSError, json.JSONDecodeError):
            out.append(json.loads(path.read_text()))
    return out


def stop_detached(display: str, *, timeout_s: float = 20.0) -> list[int]:
    """Stop the detached sandbox on ``display``; returns the pids that could not be killed (none, normally)."""
    path = state_file(display)
    try:
        state = json.loads(path.read_text())
    except FileNotFoundError:
        raise SandboxError(f"no detached sandbox on {display} (no {path})") from None
    except (OSError, json.JSONDecodeError) as exc:
        raise SandboxError(f"cannot read {path}: {exc}") from exc
    keeper = int(state["pid"])
    with contextlib.suppress(ProcessLookupError):
        os.kill(keeper, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while session_members(keeper) and time.monotonic() < deadline:
        time.sleep(0.1)
    # Whatever the keeper did not stop (it was killed, or hung): the recorded sessions, then its own.
    left: list[int] = []
    for sid in [*state.get("sessions", []), keeper]:
        left += kill_session_id(int(sid))
    workdir = state.get("workdir")
    if workdir:
        kill_by_cmdline(workdir)
        shutil.rmtree(workdir, ignore_errors=True)
    number = str(state["display"]).lstrip(":")
    # The X server's own lock and socket (fixed paths); a killed Xvfb cannot remove them itself.
    for leftover in (Path(f"/tmp/.X{number}-lock"), Path(f"/tmp/.X11-unix/X{number}")):  # noqa: S108
        if not left:
            leftover.unlink(missing_ok=True)
    for kept in ("log", "gate_token_file"):
        with contextlib.suppress(OSError):
            if state.get(kept):
                Path(state[kept]).unlink(missing_ok=True)
    path.unlink(missing_ok=True)
    return left


# -- the keeper process ------------------------------------------------------------------------
def _keeper(spec: DetachedSpec, log: str) -> int:
    from screenroute.edge.sandbox.desktop import Sandbox
    from screenroute.edge.sandbox.program import ProgramSandbox
    from screenroute.edge.sandbox.write_gate import new_token_file

    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # until the sandbox is up; then wait for it below
    sandbox: Sandbox | ProgramSandbox
    token_file: Path | None = None
    if spec.app == "chromium":
        # The browser goes through an egress filter whose write hold a later run places, with the
        # token of this file (0600; never on a command line, in a page or in the browser's environment).
        token_file = state_dir() / f"gate-{uuid.uuid4().hex[:12]}.token"
        sandbox = Sandbox(
            SandboxConfig(
                start_url=spec.url, scale=spec.scale, theme=spec.theme, width=spec.width, height=spec.height,
                write_hold=True,
            ),
            gate_token=new_token_file(token_file),
        )  # fmt: skip
    else:
        program = Command(spec.command, cwd=spec.cwd, env=spec.env) if spec.app == "program" else spec.app
        sandbox = ProgramSandbox(
            program, path=spec.path, scale=spec.scale, theme=spec.theme, width=spec.width, height=spec.height
        )
    try:
        sandbox.start()
    except SandboxError as exc:
        if token_file is not None:
            token_file.unlink(missing_ok=True)
        _report({"error": str(exc)})
        return 1
    egress = sandbox.egress if isinstance(sandbox, Sandbox) else None
    state = {
        "display": sandbox.display,
        "pid": os.getpid(),
        "app": spec.app,
        "url": spec.url if spec.app == "chromium" else "",
        "path": str(spec.path) if spec.path else "",
        "command": list(spec.command),
        # The program's own folders (a file chooser shows their names): a recorder never takes them for the task's.
        "cwd": str(spec.cwd) if spec.cwd is not None else "",
        "home": spec.env.get("HOME", ""),
        "sessions": sandbox.session_ids(),
        "workdir": str(sandbox.workdir),
        "log": log,
        "gate": egress.address if egress is not None else "",
        "gate_token_file": str(token_file) if token_file is not None else "",
    }
    path = state_file(sandbox.display)
    path.write_text(json.dumps(state))
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _report({"display": state["display"], "pid": state["pid"], "app": spec.app, "workdir": state["workdir"]})
    try:
        signal.sigwait({signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    finally:
        sandbox.stop()
        path.unlink(missing_ok=True)
        if token_file is not None:
            token_file.unlink(missing_ok=True)
    return 0


def _report(message: dict[str, Any]) -> None:
    os.write(1, (json.dumps(message) + "\n").encode())
    # The starter stops reading after this line; later writes must not fail or block.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(_keeper(DetachedSpec.model_validate_json(sys.argv[1]), sys.argv[2]))
