"""A minimal DevTools-protocol client over Chromium's ``--remote-debugging-pipe``.

The sandbox's control plane (navigate the kiosk tab, read page state in tests). It uses
the pipe on fds 3/4, never a TCP port, so no other local process can drive the browser.
The agent itself never uses this: it acts through the screen.
"""

from __future__ import annotations

import json
import os
import select
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from screenroute.edge.errors import SandboxError

_Started = TypeVar("_Started")


def start_with_pipe(
    argv: list[str], start: Callable[[list[str], tuple[int, int]], _Started]
) -> tuple[_Started, DevToolsPipe]:
    """Start Chromium (``argv``, holding ``--remote-debugging-pipe``) with a DevTools pipe: ``start`` runs the command
    it is given, passing the two fds it is given; returns what ``start`` returned and the pipe. Every fd is closed when
    ``start`` raises.

    --remote-debugging-pipe reads commands on fd 3 and writes replies on fd 4; a tiny bash trampoline (dash only
    redirects single-digit fds) moves our pipe ends there (exec keeps the pid, so the session is the same)."""
    cmd_read, cmd_write = os.pipe()
    reply_read, reply_write = os.pipe()
    trampoline = ["/bin/bash", "-c", 'r=$1; w=$2; shift 2; exec "$@" 3<&"$r" 4>&"$w"', "sh",
                  str(cmd_read), str(reply_write), *argv]  # fmt: skip
    try:
        started = start(trampoline, (cmd_read, reply_write))
    except BaseException:
        os.close(cmd_write)
        os.close(reply_read)
        raise
    finally:
        os.close(cmd_read)  # the child holds its own copies
        os.close(reply_write)
    return started, DevToolsPipe(cmd_write, reply_read)


class DevToolsPipe:
    """Request/response CDP over a pair of pipe fds (messages are JSON terminated by NUL)."""

    def __init__(self, write_fd: int, read_fd: int) -> None:
        self._write_fd = write_fd
        self._read_fd = read_fd
        self._buffer = b""
        self._next_id = 0
        self._lock = threading.Lock()
        # Events that arrive while a reply is awaited, kept for wait_event; bounded, as a long-lived sandbox
        # that enables a domain would otherwise keep every event it ever got.
        self._events: deque[dict[str, Any]] = deque(maxlen=256)

    def call(
        self, method: str, params: dict[str, Any] | None = None, *, session: str | None = None, timeout_s: float = 10.0
    ) -> dict[str, Any]:
        """Send one command and return its ``result``; SandboxError on a protocol error or timeout."""
        with self._lock:
            self._next_id += 1
            msg_id = self._next_id
            message: dict[str, Any] = {"id": msg_id, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            data = json.dumps(message).encode() + b"\0"
            try:
                while data:
                    data = data[os.write(self._write_fd, data) :]
            except OSError as exc:
                raise SandboxError(f"devtools pipe closed while sending {method}: {exc.strerror}") from exc
            deadline = time.monotonic() + timeout_s
            while True:
                reply = self._read_message(deadline, method)
                if reply.get("id") != msg_id:
                    if "method" in reply:
                        self._events.append(reply)
                    continue  # an event or a stale reply
                if "error" in reply:
                    raise SandboxError(f"devtools {method} failed: {reply['error'].get('message', reply['error'])}")
                result: dict[str, Any] = reply.get("result", {})
                return result

    def wait_event(self, method: str, *, session: str | None = None, timeout_s: float = 10.0) -> dict[str, Any]:
        """Wait for the event ``method`` (of ``session`` when given) and return its ``params``; one that came in
        while a command awaited its reply counts. SandboxError on a timeout or a closed pipe."""
        with self._lock:
            deadline = time.monotonic() + timeout_s
            while True:
                kept = next((e for e in self._events if _is_event(e, method, session)), None)
                if kept is not None:
                    self._events.remove(kept)
                    event = kept
                else:
                    event = self._read_message(deadline, method)
                    if not _is_event(event, method, session):
                        if "method" in event:
                            self._events.append(event)
                        continue
                params: dict[str, Any] = event.get("params", {})
                return params

    def _read_message(self, deadline: float, method: str) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise SandboxError(f"devtools {method} timed out")
            ready, _, _ = select.select([self._read_fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._read_fd, 1 << 16)
            if not chunk:
                raise SandboxError(f"devtools pipe closed (browser gone) during {method}")
            self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\0")
        parsed: dict[str, Any] = json.loads(raw)
        return parsed

    def page_session(self, timeout_s: float = 10.0) -> str:
        """Attach to the (single) page target and return the flat session id."""
        targets = self.call("Target.getTargets", timeout_s=timeout_s)["targetInfos"]
        pages = [t for t in targets if t.get("type") == "page"]
        if not pages:
            raise SandboxError("browser has no page target")
        attached = self.call(
            "Target.attachToTarget", {"targetId": pages[0]["targetId"], "flatten": True}, timeout_s=timeout_s
        )
        return str(attached["sessionId"])

    def navigate(self, url: str, timeout_s: float = 10.0) -> None:
        """Navigate the page target to ``url`` (returns once navigation is committed or fails)."""
        session = self.page_session(timeout_s)
        try:
            result = self.call("Page.navigate", {"url": url}, session=session, timeout_s=timeout_s)
            if result.get("errorText"):
                raise SandboxError(f"navigation to {url} failed: {result['errorText']}")
        finally:
            self._detach(session)

    def evaluate(self, expression: str, timeout_s: float = 10.0) -> Any:
        """Evaluate a JavaScript expression in the page and return its JSON value (for tests and checks)."""
        session = self.page_session(timeout_s)
        try:
            result = self.call(
                "Runtime.evaluate",
                {"expression": expression, "returnByValue": True},
                session=session,
                timeout_s=timeout_s,
            )
        finally:
            self._detach(session)
        if "exceptionDetails" in result:
            raise SandboxError(f"page script failed: {result['exceptionDetails'].get('text', '')}")
        return result.get("result", {}).get("value")

    def _detach(self, session: str) -> None:
        try:
            self.call("Target.detachFromTarget", {"sessionId": session}, timeout_s=5.0)
        except SandboxError:
            pass

    def close(self) -> None:
        for fd in (self._write_fd, self._read_fd):
            try:
                os.close(fd)
            except OSError:
                pass


def _is_event(message: dict[str, Any], method: str, session: str | None) -> bool:
    return message.get("method") == method and (session is None or message.get("sessionId") == session)
