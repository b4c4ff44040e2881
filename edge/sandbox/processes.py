"""Process-tree bookkeeping without psutil: every child is a session leader, killed by session.

Nothing a sandbox or the back office starts may outlive the process that started it, even
when that process is killed with SIGKILL and runs no cleanup at all. Two layers:

* :func:`spawn` starts every child with ``PR_SET_PDEATHSIG`` (via ``prctl`` in the child
  before ``exec``), so the kernel sends it SIGTERM the moment its parent dies. The
  signal follows the *thread* that forked the child, so all children are forked by one
  long-lived spawner thread: a sandbox started from a short-lived thread keeps running.
* A :class:`Reaper` — a small watchdog process in a session of its own — holds a pipe from
  this process. It is told which sessions, command lines (Chromium's helpers start their
  own sessions) and temporary paths belong to us; when the pipe closes without them having
  been released (this process died, however), it kills those sessions and processes
  (SIGTERM, then SIGKILL) and deletes those paths, then exits. That is how a temp folder of
  a SIGKILLed process goes away: the reaper, not the next start, removes it.
"""

from __future__ import annotations

import ctypes
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import sysconfig
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, ClassVar

__all__ = [
    "SECRET_ENV_PREFIX",
    "Reaper",
    "child_env",
    "hide_from_children",
    "kill_by_cmdline",
    "kill_session",
    "reaper",
    "session_members",
    "spawn",
    "tail",
]

_PR_SET_PDEATHSIG = 1


def session_members(sid: int) -> list[int]:
    """Pids of live processes in session ``sid`` (read from /proc/<pid>/stat)."""
    members: list[int] = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:
            continue
        # comm may contain spaces and parentheses: fields start after the last ')'.
        fields = stat[stat.rfind(")") + 2 :].split()
        # fields: state ppid pgrp session ...
        if len(fields) > 3 and int(fields[3]) == sid and fields[0] != "Z":
            members.append(int(entry.name))
    return members


def _signal_all(pids: list[int], sig: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass


def kill_session(proc: subprocess.Popen[bytes], *, grace_s: float = 3.0) -> None:
    """Terminate ``proc`` (started with ``start_new_session=True``) and everything in its session.

    SIGTERM to the process group and to any member that moved to another group, then SIGKILL
    after ``grace_s``. Idempotent; reaps the leader.
    """
    sid = proc.pid
    reaper().release("session", str(sid))
    try:
        os.killpg(sid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    _signal_all(session_members(sid), signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        if proc.poll() is not None and not session_members(sid):
            break
        time.sleep(0.05)
    leftovers = session_members(sid)
    if leftovers or proc.poll() is None:
        try:
            os.killpg(sid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _signal_all(leftovers, signal.SIGKILL)
    try:
        proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        pass
    # Orphans re-parented to init are reaped by it; wait until they are gone from /proc.
    deadline = time.monotonic() + grace_s
    while session_members(sid) and time.monotonic() < deadline:
        time.sleep(0.05)


def kill_session_id(sid: int, *, grace_s: float = 3.0) -> list[int]:
    """Terminate every process of session ``sid`` (one we did not start: no Popen to wait on).

    SIGTERM, then SIGKILL after ``grace_s``; returns the pids still alive after that (none, normally).
    """
    _signal_all(session_members(sid), signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    while session_members(sid) and time.monotonic() < deadline:
        time.sleep(0.05)
    _signal_all(session_members(sid), signal.SIGKILL)
    deadline = time.monotonic() + grace_s
    while session_members(sid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return session_members(sid)


def kill_by_cmdline(needle: str, *, grace_s: float = 2.0) -> None:
    """Kill live processes whose command line contains ``needle`` (helpers that called setsid).

    Chromium's crashpad handlers start their own sessions; their command line names the
    profile dir, which is unique to one sandbox browser.
    """
    me = os.getpid()

    def matching() -> list[int]:
        found: list[int] = []
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit() or int(entry.name) == me:
                continue
            try:
                cmdline = Path(entry.path, "cmdline").read_bytes()
            except OSError:
                continue
            if needle.encode() in cmdline:
                found.append(int(entry.name))
        return found

    _signal_all(matching(), signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    while matching() and time.monotonic() < deadline:
        time.sleep(0.05)
    _signal_all(matching(), signal.SIGKILL)


def tail(path: Path, lines: int = 25) -> str:
    """The last ``lines`` lines of a log file ('' when it does not exist)."""
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return "\n".join(text.splitlines()[-lines:])


# -- children that die with us ------------------------------------------------------------------


def _resolve_prctl() -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl: Callable[..., int] = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    return prctl


# Resolved in the parent: the child, between fork and exec, only calls a known function.
_PRCTL = _resolve_prctl()


def _die_with_parent(parent: int) -> Callable[[], None]:
    def preexec() -> None:
        if _PRCTL is not None:
            _PRCTL(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
        if os.getppid() != parent:  # the parent died before prctl took effect
            os.kill(os.getpid(), signal.SIGTERM)

    return preexec


class _Spawner:
    """One thread that forks every child, for the life of the process (see the module docstring)."""

    _shared: ClassVar[_Spawner | None] = None
    _shared_lock = threading.Lock()

    @classmethod
    def shared(cls) -> _Spawner:
        """The process's spawner, started on first use."""
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = cls()
            return cls._shared

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], subprocess.Popen[bytes]], Future[subprocess.Popen[bytes]]]]
        self._jobs = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="child-spawner", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            start, future = self._jobs.get()
            try:
                future.set_result(start())
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                future.set_exception(exc)

    def submit(self, start: Callable[[], subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
        if threading.current_thread() is self._thread:
            return start()
        future: Future[subprocess.Popen[bytes]] = Future()
        self._jobs.put((start, future))
        return future.result()


#: Environment variables children never see: task secrets (``SCREENROUTE_PARAM_<NAME>``) and
#: whatever names :func:`hide_from_children` was given (the variables tokens and API keys were read from).
SECRET_ENV_PREFIX = "SCREENROUTE_PARAM_"  # noqa: S105 - a name prefix, not a password
_HIDDEN_ENV: set[str] = set()


def hide_from_children(*names: str) -> None:
    """Never hand the environment variables ``names`` to a child process (a token, an API key)."""
    _HIDDEN_ENV.update(n for n in names if n)


def child_env(base: dict[str, str] | None = None, **overrides: str) -> dict[str, str]:
    """The environment a child process gets: ``base`` (this process's by default) without any secret, plus ``overrides``.

    A browser, a window manager, a clipboard tool or an app under test has no use for the task's
    password or the planner's token, and every one of them could leak it (a crash report, a
    page's process list, ``/proc/<pid>/environ`` of a compromised renderer).
    """
    env = dict(os.environ if base is None else base)
    for name in list(env):
        if name.startswith(SECRET_ENV_PREFIX) or name in _HIDDEN_ENV or _bundled_toolkit_path(name, env[name]):
            del env[name]
    env.update(overrides)
    return env


# Variables a Python wheel sets in its own process when imported (opencv-python points Qt at the
# plugins it bundles): a desktop program that inherits them loads a foreign Qt build and dies.
_TOOLKIT_PATH_ENV = ("QT_QPA_PLATFORM_PLUGIN_PATH", "QT_QPA_FONTDIR", "QT_PLUGIN_PATH")


def _bundled_toolkit_path(name: str, value: str) -> bool:
    """Whether ``name=value`` points a toolkit into this interpreter's own packages, not the machine's."""
    if name not in _TOOLKIT_PATH_ENV:
        return False
    paths = sysconfig.get_paths()
    packages = tuple({os.path.realpath(paths[key]) + os.sep for key in ("purelib", "platlib")})
    return any(os.path.realpath(part).startswith(packages) for part in value.split(os.pathsep) if part)


def spawn(argv: list[str], **popen: Any) -> subprocess.Popen[bytes]:
    """``subprocess.Popen(argv, **popen)`` in a new session, dying with this process, known to the reaper.

    ``popen`` takes Popen's keyword arguments except ``start_new_session`` and
    ``preexec_fn``, which this function owns. The child's environment never holds a secret
    (:func:`child_env`).
    """
    spawner = _Spawner.shared()
    parent = os.getpid()
    popen["env"] = child_env(popen.get("env"))

    def start() -> subprocess.Popen[bytes]:
        return subprocess.Popen(argv, start_new_session=True, preexec_fn=_die_with_parent(parent), **popen)  # noqa: PLW1509 - only prctl and getppid run before exec

    proc = spawner.submit(start)
    reaper().hold("session", str(proc.pid))
    return proc


# -- the reaper ---------------------------------------------------------------------------------


class Reaper:
    """The parent's side of the watchdog process; see the module docstring.

    ``hold(kind, value)`` puts something in the reaper's care (``session`` pid, ``cmdline``
    needle, ``path``); ``release`` takes it back once it was cleaned up normally. The
    watchdog starts with the first ``hold``. If it cannot start or dies, holding is a no-op
    (the normal cleanup still runs; only the SIGKILL case loses its net).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._failed = False

    def _send(self, message: dict[str, str]) -> None:
        with self._lock:
            if self._failed:
                return
            if self._proc is None or self._proc.poll() is not None:
                try:
                    self._proc = subprocess.Popen(
                        [sys.executable, "-c", "from screenroute.edge.sandbox.processes import reap; reap()"],
                        stdin=subprocess.PIPE,
                        stdout=subprocess.DEVNULL,
                        start_new_session=True,  # a kill of our process group must not take it along
                        close_fds=True,
                    )
                except OSError:
                    self._failed = True
                    return
            assert self._proc.stdin is not None  # noqa: S101 - created with stdin=PIPE just above
            try:
                self._proc.stdin.write(json.dumps(message).encode() + b"\n")
                self._proc.stdin.flush()
            except (BrokenPipeError, OSError):
                self._proc = None

    def hold(self, kind: str, value: str) -> None:
        """Put ``value`` in the reaper's care: a ``session`` id, a ``cmdline`` needle or a ``path``."""
        self._send({"op": "hold", "kind": kind, "value": value})

    def release(self, kind: str, value: str) -> None:
        """Take ``value`` back (it was cleaned up normally); unknown values are ignored."""
        with self._lock:
            if self._proc is None:
                return
        self._send({"op": "release", "kind": kind, "value": value})

    @property
    def pid(self) -> int | None:
        """The watchdog's pid, while it runs."""
        return self._proc.pid if self._proc is not None and self._proc.poll() is None else None


_reaper = Reaper()


def reaper() -> Reaper:
    """This process's reaper (its watchdog starts with the first ``hold``)."""
    return _reaper


def reap() -> None:
    """The watchdog's main loop: read holds and releases until the parent's pipe closes, then clean up."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C of the parent's terminal is for the parent
    held: dict[str, set[str]] = {"session": set(), "cmdline": set(), "path": set()}
    for line in sys.stdin.buffer:
        try:
            message = json.loads(line)
            bucket = held[message["kind"]]
            if message["op"] == "hold":
                bucket.add(str(message["value"]))
            else:
                bucket.discard(str(message["value"]))
        except (ValueError, KeyError, TypeError):
            continue
    # The parent is gone (or closed the pipe at exit) with these still held: clean up after it.
    for sid in held["session"]:
        try:
            os.killpg(int(sid), signal.SIGTERM)
        except (ProcessLookupError, PermissionError, ValueError):
            pass
        _signal_all(session_members(int(sid)), signal.SIGTERM)
    for needle in held["cmdline"]:
        kill_by_cmdline(needle)
    deadline = time.monotonic() + 5.0
    while time.monotonic() < deadline and any(session_members(int(sid)) for sid in held["session"]):
        time.sleep(0.1)
    for sid in held["session"]:
        _signal_all(session_members(int(sid)), signal.SIGKILL)
    for path in held["path"]:
        target = Path(path)
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target, ignore_errors=True)
        else:
            target.unlink(missing_ok=True)
