"""The edge's end of the write hold for a sandbox of another process (``screenroute sandbox start``).

A detached sandbox's keeper runs the egress filter with a control token of its own, written to
a 0600 file beside the sandbox's state file; the state file names the filter's address and the
token file. ``screenroute run --display :N`` finds them by the display (:func:`gate_for_display`)
and places and lifts the hold over the filter's control path (:class:`WriteGateClient`). The
page in the browser never has the token (it is in no page, no URL and no environment the browser
sees), and the filter refuses the control path to anything that speaks to it as a browser does.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
from pathlib import Path

from screenroute.edge.errors import WriteGateError
from screenroute.edge.sandbox.egress import CONTROL_PATH, TOKEN_HEADER
from screenroute.edge.skills.visits import VisitPattern
from screenroute.edge.skills.writes import DEFAULT_LEASE_S, HeldWrite, WritePattern

__all__ = ["UnreachableGate", "WriteGateClient", "gate_for_display", "new_token_file", "read_token"]

_TIMEOUT_S = 5.0


def new_token_file(path: Path) -> str:
    """A fresh control token written to ``path`` (created 0600, replacing an older one); returns it."""
    token = secrets.token_urlsafe(32)
    path.unlink(missing_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as out:
        out.write(token)
    return token


def read_token(path: Path) -> str:
    """The control token in ``path``; WriteGateError when it cannot be read or others may read it."""
    try:
        mode = path.stat().st_mode & 0o077
        token = path.read_text().strip()
    except OSError as exc:
        raise WriteGateError(f"cannot read the write hold's token {path}: {exc}") from exc
    if mode:
        raise WriteGateError(f"the write hold's token {path} is readable by others (mode {oct(mode)}): not used")
    if not token:
        raise WriteGateError(f"the write hold's token {path} is empty")
    return token


class WriteGateClient:
    """Places and lifts the write hold of an egress filter in another process (a :class:`WriteGate`)."""

    def __init__(self, address: str, token: str) -> None:
        host, _, port = address.rpartition(":")
        if not port.isdigit() or host not in ("127.0.0.1", "localhost", "::1", "[::1]"):
            raise WriteGateError(f"write hold address {address!r} is not a loopback host:port")
        self.address = (host.strip("[]"), int(port))
        self._token = token

    def hold(
        self,
        why: str,
        allow: tuple[WritePattern, ...] = (),
        visits: tuple[VisitPattern, ...] | None = None,
        *,
        submits: bool = True,
        reads: tuple[VisitPattern, ...] | None = None,
        lease_s: float = DEFAULT_LEASE_S,
    ) -> None:
        body: dict[str, object] = {
            "why": why[:200], "allow": [str(p) for p in allow], "submits": submits, "lease_s": lease_s,
        }  # fmt: skip
        if visits is not None:
            body["visits"] = [str(v) for v in visits]
        if reads is not None:
            body["reads"] = [str(v) for v in reads]
        self._ask("/hold", body)

    def seen_requests(self, since: int = 0) -> tuple[int, tuple[tuple[str, str, str], ...]]:
        """The writes and page loads (``GET``) the sandbox's filter relayed since mark ``since`` (origin,
        method, path), and the next mark."""
        answer = self._ask("/seen", {"since": since})
        end, writes = answer.get("next"), answer.get("requests")
        if not isinstance(end, int) or not isinstance(writes, list):
            raise WriteGateError(f"the write hold answered without its requests: {str(answer)[:80]!r}")
        return end, tuple((str(w[0]), str(w[1]), str(w[2])) for w in writes if isinstance(w, list) and len(w) == 3)

    def release(self) -> tuple[HeldWrite, ...]:
        return self._held(self._ask("/release", {}))

    def held_now(self) -> tuple[HeldWrite, ...]:
        return self._held(self._ask("/held", {}))

    def quiet_s(self) -> float:
        quiet = self._ask("/held", {}).get("quiet_s")
        if not isinstance(quiet, int | float) or isinstance(quiet, bool):
            raise WriteGateError(f"the write hold answered without how long the page was quiet: {str(quiet)[:40]!r}")
        return float(quiet)

    @staticmethod
    def _held(answer: dict[str, object]) -> tuple[HeldWrite, ...]:
        held = answer.get("held")
        if not isinstance(held, list) or not all(isinstance(h, dict) for h in held):
            raise WriteGateError(f"the write hold answered without its list of held writes: {answer!r}")
        return tuple(
            HeldWrite(
                str(h.get("method", "?")),
                str(h.get("path", "?")),
                h.get("unread") is True,
                h.get("navigation") is True,
                h.get("script") is True,
            )
            for h in held
        )

    def _ask(self, command: str, body: dict[str, object]) -> dict[str, object]:
        data = json.dumps(body).encode()
        request = (
            f"POST {CONTROL_PATH}{command} HTTP/1.1\r\nHost: write-hold\r\n{TOKEN_HEADER}: {self._token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\nConnection: close\r\n\r\n"
        ).encode() + data
        try:
            with socket.create_connection(self.address, timeout=_TIMEOUT_S) as sock:
                sock.sendall(request)
                reply = b""
                while chunk := sock.recv(65536):
                    reply += chunk
        except OSError as exc:
            raise WriteGateError(
                f"the write hold at {self.address[0]}:{self.address[1]} cannot be reached: {exc}"
            ) from exc
        head, _, payload = reply.partition(b"\r\n\r\n")
        status = head.split(b" ", 2)[1:2]
        if status != [b"200"]:
            raise WriteGateError(f"the write hold refused {command}: {head[:80]!r}")
        try:
            answer = json.loads(payload)
        except json.JSONDecodeError as exc:
            raise WriteGateError(f"the write hold answered {payload[:80]!r}") from exc
        if not isinstance(answer, dict):
            raise WriteGateError(f"the write hold answered {answer!r}")
        return answer


def gate_for_display(display: str) -> WriteGateClient | None:
    """The write hold of the detached sandbox on ``display``; None when no sandbox of ours runs there
    (an attached display of one's own: no filter, no hold). WriteGateError when the sandbox names a
    hold that cannot be used (its token unreadable): the run then fails closed."""
    from screenroute.edge.sandbox.detached import state_file

    try:
        path = state_file(display)
    except ValueError:
        return None
    try:
        state = json.loads(path.read_text())
    except FileNotFoundError:
        return None  # no sandbox of ours on this display
    except (OSError, json.JSONDecodeError) as exc:
        raise WriteGateError(f"cannot read the sandbox state {path}: {exc}") from exc
    if not isinstance(state, dict):
        raise WriteGateError(f"cannot read the sandbox state {path}: not a JSON object")
    address, token_file = state.get("gate"), state.get("gate_token_file")
    if not address:
        return None
    return WriteGateClient(str(address), read_token(Path(str(token_file))))


class UnreachableGate:
    """A sandbox's write hold that cannot be used (its token unreadable): every hold fails, so the
    executor fails closed for actions that are not the task's own."""

    def __init__(self, why: str) -> None:
        self.why = why

    def hold(
        self,
        why: str,
        allow: tuple[WritePattern, ...] = (),
        visits: tuple[VisitPattern, ...] | None = None,
        *,
        submits: bool = True,
        reads: tuple[VisitPattern, ...] | None = None,
        lease_s: float = DEFAULT_LEASE_S,
    ) -> None:
        raise WriteGateError(self.why)

    def release(self) -> tuple[HeldWrite, ...]:
        raise WriteGateError(self.why)

    def held_now(self) -> tuple[HeldWrite, ...]:
        raise WriteGateError(self.why)

    def quiet_s(self) -> float:
        raise WriteGateError(self.why)
