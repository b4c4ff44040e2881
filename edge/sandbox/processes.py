"""Process-tree bookkeeping without psutil: every child is a session leader, killed by session."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path


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
        except ProcessLookupError:
            pass


def kill_session(proc: subprocess.Popen[bytes], *, grace_s: float = 3.0) -> None:
    """Terminate ``proc`` (started with ``start_new_session=True``) and everything in its session.

    SIGTERM to the process group and to any member that moved to another group, then SIGKILL
    after ``grace_s``. Idempotent; reaps the leader.
    """
    sid = proc.pid
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
