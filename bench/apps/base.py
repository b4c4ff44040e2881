"""What every app of the zoo provides: install check, fresh start, stop, a check of its own state, one task.

An app of the zoo is third-party software (from PyPI in its own virtual environment, or from
Debian) that the record → run flywheel is tried on. Each app is one :class:`ZooApp` subclass in
``bench/apps/<app>/``:

* :meth:`ZooApp.missing` says why it cannot run here (not installed), or None;
* :meth:`ZooApp.start` makes fresh state in its work folder (a seeded database or file), starts
  the app on loopback (a web app) or prepares its command (a desktop program), and returns a
  :class:`Launch`: what a sandbox shows it on;
* :meth:`ZooApp.check` reads the app's own state (its database, a file on disk; never the
  screen) and says whether the task was done with the given values;
* :attr:`ZooApp.task` is the one task: its goal, the values the person shows it with, five
  other value sets for the runs (one in Chinese or Japanese), and how a recording ends;
* :meth:`ZooApp.perform` is the scripted person doing the task (``bench/apps/person.py``).

All of an app's state lives under its work folder, so ``start``, ``stop`` and ``check`` may
run in different processes (``python -m screenroute.bench.apps.<app> start|stop|check``).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Literal

from screenroute.edge.sandbox.processes import kill_session, spawn

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

__all__ = ["AppError", "Check", "Launch", "ZooApp", "ZooTask", "app_venv_bin", "free_port", "wait_for_http"]

Theme = Literal["light", "dark"]
#: Where the PyPI apps' virtual environments live (one per app, made by .ci/setup).
APPS_VENV_DIR = Path(".venv-apps")


class AppError(RuntimeError):
    """An app is not installed, or could not be seeded, started or read."""


@dataclass(frozen=True)
class Launch:
    """What a sandbox shows a started app on: Chromium at ``url``, or a program's ``command``."""

    url: str = ""
    command: tuple[str, ...] = ()
    cwd: Path | None = None
    env: Mapping[str, str] = field(default_factory=dict)

    def sandbox_args(self) -> list[str]:
        """The ``screenroute sandbox start`` arguments that show it (scale and theme are added by the caller)."""
        if self.url:
            return ["--url", self.url]
        args: list[str] = []
        if self.cwd is not None:
            args += ["--cwd", str(self.cwd)]
        for name, value in self.env.items():
            args += ["--env", f"{name}={value}"]
        return [*args, "--program", "--", *self.command]


@dataclass(frozen=True)
class Check:
    """The app's own state, judged: ``ok`` and what was found."""

    ok: bool
    detail: str


@dataclass(frozen=True)
class ZooTask:
    """The app's one task.

    ``recorded`` are the values the person shows it with; ``runs`` five other value sets, one
    of them Chinese or Japanese text. ``secrets`` (a login's password) are the same every time
    and reach the recorder and the runner through ``SCREENROUTE_PARAM_<NAME>``, never a command
    line. The recording ends when ``until_text`` shows on a settled screen, or (None) when the
    person presses the recorder's stop key. ``mistake`` says which natural slip the person makes
    and corrects while showing it.
    """

    name: str
    goal: str
    recorded: Mapping[str, str]
    runs: tuple[Mapping[str, str], ...]
    until_text: str | None = None
    secrets: Mapping[str, str] = field(default_factory=dict)
    mistake: str = ""

    def __post_init__(self) -> None:
        names = set(self.recorded)
        for i, values in enumerate(self.runs):
            if set(values) != names:
                raise ValueError(f"{self.name}: run {i + 1} has parameters {sorted(values)}, not {sorted(names)}")
        if not any(_is_cjk(v) for values in self.runs for v in values.values()):
            raise ValueError(f"{self.name}: no run types Chinese or Japanese text")


def _is_cjk(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" for ch in text)


class ZooApp(ABC):
    """One third-party app of the zoo, with all its state under ``workdir``."""

    #: The module name under ``bench/apps`` and the name on the command line.
    name: ClassVar[str]
    #: What it is, for the tables: its name and its kind of UI.
    title: ClassVar[str]
    toolkit: ClassVar[str]
    #: Where it comes from and its licence (it is run here, not shipped).
    source: ClassVar[str]
    licence: ClassVar[str]
    #: Other packages whose translated words the app shows (its own libraries shipped apart), named as ``source``
    #: names a package: the UI lexicon reads none of their catalogues (``bench/lexicon/exclusions.py``).
    catalogues: ClassVar[tuple[str, ...]] = ()
    #: How its dark theme is set, or why it has none (``dark_theme`` False).
    dark_theme: ClassVar[bool] = False
    theme_note: ClassVar[str] = ""
    task: ClassVar[ZooTask]

    def __init__(self, workdir: Path) -> None:
        self.workdir = Path(workdir).resolve()

    @classmethod
    @abstractmethod
    def missing(cls) -> str | None:
        """Why the app cannot run here (what to install), or None."""

    @abstractmethod
    def start(self, theme: Theme = "light") -> Launch:
        """Fresh, seeded state in ``workdir``; a web app is serving on loopback when this returns."""

    def stop(self) -> None:
        """Stop what :meth:`start` left running (a server). Idempotent; desktop programs stop with their sandbox."""
        stop_server(self.workdir)

    @abstractmethod
    def check(self, values: Mapping[str, str]) -> Check:
        """Whether the app's own state shows the task done with ``values``."""

    @abstractmethod
    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        """The person does the task with ``values``, from the screen :meth:`start` opens on."""

    def launch(self) -> Launch:
        """The launch of the running app (read back from its work folder)."""
        state = self.workdir / "launch.json"
        if not state.is_file():
            raise AppError(f"{self.name} is not started in {self.workdir}")
        data = json.loads(state.read_text())
        return Launch(
            url=data.get("url", ""), command=tuple(data.get("command", ())),
            cwd=Path(data["cwd"]) if data.get("cwd") else None, env=data.get("env", {}),
        )  # fmt: skip

    def _launched(self, launch: Launch) -> Launch:
        self.workdir.mkdir(parents=True, exist_ok=True)
        data = {"url": launch.url, "command": list(launch.command), "env": dict(launch.env),
                "cwd": str(launch.cwd) if launch.cwd else ""}  # fmt: skip
        (self.workdir / "launch.json").write_text(json.dumps(data))
        return launch

    def fresh_workdir(self) -> None:
        """Empty ``workdir`` (a start never sees the state a previous one left)."""
        stop_server(self.workdir)
        if self.workdir.exists():
            shutil.rmtree(self.workdir)
        self.workdir.mkdir(parents=True)


class VenvZooApp(ZooApp):
    """A zoo app from PyPI, installed by ``.ci/setup`` into its own venv under ``.venv-apps``.

    Its own venv keeps the app's pinned dependencies out of the project's; one place says what is
    missing when it is not there, for :meth:`missing`, a start and a check alike.
    """

    #: The venv's folder name under ``.venv-apps`` and the programs the app needs from its ``bin``.
    venv: ClassVar[str]
    programs: ClassVar[tuple[str, ...]]
    #: The name a user knows it by, for the message that says how to install it.
    label: ClassVar[str]

    @classmethod
    def missing(cls) -> str | None:
        if all(app_venv_bin(cls.venv, program) is not None for program in cls.programs):
            return None
        return f"{cls.label} is not installed: run .ci/setup (it makes {APPS_VENV_DIR}/{cls.venv})"

    @classmethod
    def program(cls, name: str) -> Path:
        """``name`` from the app's venv; an :class:`AppError` that says how to install it when absent."""
        path = app_venv_bin(cls.venv, name)
        if path is None:
            raise AppError(cls.missing() or f"{cls.label} is not installed")
        return path


# -- helpers the apps share ---------------------------------------------------------------------


def app_venv_bin(app: str, program: str) -> Path | None:
    """``.venv-apps/<app>/bin/<program>`` of this checkout (or the working folder's), if installed."""
    for root in (Path(__file__).resolve().parents[2], Path.cwd()):
        candidate = root / APPS_VENV_DIR / app / "bin" / program
        if candidate.is_file():
            return candidate
    return None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(
    workdir: Path, argv: list[str], *, env: Mapping[str, str] | None = None, cwd: Path | None = None
) -> int:
    """Start a server in its own session (dying with this process); its pid is kept in ``workdir/server.pid``."""
    with open(workdir / "server.log", "ab") as log:
        proc = spawn(
            argv, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            env={**os.environ, **(env or {})}, cwd=cwd or workdir,
        )  # fmt: skip
    (workdir / "server.pid").write_text(str(proc.pid))
    _servers[proc.pid] = proc
    return proc.pid


_servers: dict[int, subprocess.Popen[bytes]] = {}


def stop_server(workdir: Path) -> None:
    """Stop the server :func:`start_server` started in ``workdir`` (from this process or another)."""
    pid_file = workdir / "server.pid"
    if not pid_file.is_file():
        return
    pid = int(pid_file.read_text())
    proc = _servers.pop(pid, None)
    if proc is not None:
        kill_session(proc, grace_s=10.0)
    else:
        try:
            os.killpg(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and Path(f"/proc/{pid}").exists():
            time.sleep(0.1)
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    pid_file.unlink(missing_ok=True)


def server_alive(workdir: Path) -> bool:
    pid_file = workdir / "server.pid"
    if not pid_file.is_file():
        return False
    proc = _servers.get(int(pid_file.read_text()))
    return proc.poll() is None if proc is not None else Path(f"/proc/{pid_file.read_text().strip()}").exists()


def wait_for_http(workdir: Path, url: str, timeout_s: float = 120.0) -> None:
    """Until ``url`` answers (any HTTP status); AppError with the server's log if it dies or never answers."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not server_alive(workdir):
            raise AppError(f"the server exited; its log:\n{_tail(workdir / 'server.log')}")
        try:
            with urllib.request.urlopen(url, timeout=5):  # noqa: S310 (loopback)
                return
        except urllib.error.HTTPError:
            return  # it answered
        except OSError:
            time.sleep(0.3)
    stop_server(workdir)
    raise AppError(f"{url} did not answer within {timeout_s:.0f}s; the server's log:\n{_tail(workdir / 'server.log')}")


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"
