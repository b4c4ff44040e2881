"""Hold many idle gRPC calls open from many source addresses, as a crowd of callers on a network would.

A real client library opens every connection from one address and sends its body at once; an
attacker does neither. This speaks HTTP/2 itself over plain sockets, each bound to its own
loopback address (127.0.0.2, 127.0.0.3, …: on Linux all of 127/8 is this machine), and opens
calls that send their headers and never their body (``bodyless``), or health ``Watch`` streams
that are never read to their end (``watch``). The server sees that many distinct peers.

    flood = IdleFlood("127.0.0.1:50051", "/screenroute.v1.Planner/Plan", calls=1024, addresses=35)
    flood.start(); ...; flood.leave()

Only loopback targets: this is a measuring tool for one's own services, not a network tool.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time
from dataclasses import dataclass, field

__all__ = ["IdleFlood"]

_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
_DATA, _HEADERS, _RST, _SETTINGS, _PING, _GOAWAY, _WINDOW = 0x0, 0x1, 0x3, 0x4, 0x6, 0x7, 0x8
_END_STREAM, _END_HEADERS, _ACK = 0x1, 0x4, 0x1
_STREAMS_PER_CONNECTION = 60  # under the servers' 64 concurrent streams per connection


def _frame(kind: int, flags: int, stream: int, payload: bytes = b"") -> bytes:
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


def _int(value: int, prefix_bits: int, first: int = 0) -> bytes:
    limit = (1 << prefix_bits) - 1
    if value < limit:
        return bytes([first | value])
    out = [first | limit]
    value -= limit
    while value >= 128:
        out.append((value % 128) + 128)
        value //= 128
    out.append(value)
    return bytes(out)


def _literal(name: str, value: str) -> bytes:
    """One HPACK header field, literal without indexing, new name, no Huffman coding."""
    n, v = name.encode(), value.encode()
    return b"\x00" + _int(len(n), 7) + n + _int(len(v), 7) + v


def _headers(authority: str, path: str, token: str | None) -> bytes:
    fields = [(":method", "POST"), (":scheme", "http"), (":path", path), (":authority", authority),
              ("content-type", "application/grpc"), ("te", "trailers")]  # fmt: skip
    if token:
        fields.append(("authorization", f"Bearer {token}"))
    return b"".join(_literal(k, v) for k, v in fields)


@dataclass
class _Connection:
    sock: socket.socket
    streams: int = 0
    closed: threading.Event = field(default_factory=threading.Event)


class IdleFlood:
    """``calls`` idle calls to ``method`` at ``target`` (loopback ``host:port``) from ``addresses`` source addresses."""

    def __init__(
        self,
        target: str,
        method: str,
        *,
        calls: int,
        addresses: int,
        kind: str = "bodyless",
        token: str | None = None,
        first_address: int = 2,
    ) -> None:
        host, _, port = target.rpartition(":")
        if host not in ("127.0.0.1", "localhost"):
            raise ValueError("the idle flood measures services on this machine only (127.0.0.1)")
        if kind not in ("bodyless", "watch"):
            raise ValueError(f"kind {kind!r} is not one of bodyless, watch")
        self.port = int(port)
        self.method = "/grpc.health.v1.Health/Watch" if kind == "watch" else method
        self.kind = kind
        self.calls = calls
        self.addresses = [f"127.0.0.{first_address + i}" for i in range(addresses)]
        self.token = token
        self._connections: list[_Connection] = []
        self.opened = 0
        self.refused_connections = 0

    def start(self) -> IdleFlood:
        """Open every call (round-robin over the addresses); returns once their headers are sent."""
        per_address = [self.calls // len(self.addresses) + (1 if i < self.calls % len(self.addresses) else 0)
                       for i in range(len(self.addresses))]  # fmt: skip
        for address, count in zip(self.addresses, per_address, strict=True):
            left = count
            while left > 0:
                batch = min(left, _STREAMS_PER_CONNECTION)
                connection = self._connect(address)
                if connection is None:
                    self.refused_connections += 1
                    break
                self._open(connection, batch)
                left -= batch
        return self

    def leave(self) -> None:
        """Close every connection at once (the callers go away)."""
        for connection in self._connections:
            connection.closed.set()
            with contextlib.suppress(OSError):
                connection.sock.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                connection.sock.close()
        self._connections.clear()

    def _connect(self, address: str) -> _Connection | None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.bind((address, 0))
            sock.connect(("127.0.0.1", self.port))
            sock.sendall(_PREFACE + _frame(_SETTINGS, 0, 0) + _frame(_WINDOW, 0, 0, struct.pack(">I", 1 << 30)))
        except OSError:
            sock.close()
            return None
        connection = _Connection(sock)
        self._connections.append(connection)
        threading.Thread(target=self._read, args=(connection,), daemon=True).start()
        return connection

    def _open(self, connection: _Connection, count: int) -> None:
        block = _headers(f"127.0.0.1:{self.port}", self.method, self.token)
        out = b""
        for _ in range(count):
            stream = 1 + 2 * connection.streams
            connection.streams += 1
            if self.kind == "watch":
                out += _frame(_HEADERS, _END_HEADERS, stream, block)
                out += _frame(_DATA, _END_STREAM, stream, b"\x00\x00\x00\x00\x00")  # an empty HealthCheckRequest
            else:
                out += _frame(_HEADERS, _END_HEADERS, stream, block)  # and never a body
        try:
            connection.sock.sendall(out)
            self.opened += count
        except OSError:
            return

    @staticmethod
    def _read(connection: _Connection) -> None:
        """Acknowledge the server's settings and pings (so it keeps the connection), drop everything else."""
        buffer = b""
        sock = connection.sock
        while not connection.closed.is_set():
            try:
                chunk = sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            buffer += chunk
            while len(buffer) >= 9:
                length = int.from_bytes(buffer[:3], "big")
                if len(buffer) < 9 + length:
                    break
                kind, flags = buffer[3], buffer[4]
                payload = buffer[9 : 9 + length]
                buffer = buffer[9 + length :]
                reply = b""
                if kind == _SETTINGS and not flags & _ACK:
                    reply = _frame(_SETTINGS, _ACK, 0)
                elif kind == _PING and not flags & _ACK:
                    reply = _frame(_PING, _ACK, 0, payload)
                elif kind == _DATA and length:
                    reply = _frame(_WINDOW, 0, 0, struct.pack(">I", length))
                if reply:
                    try:
                        sock.sendall(reply)
                    except OSError:
                        return


def time_call(call: object, timeout_s: float = 5.0) -> tuple[str, float]:
    """Run ``call()`` (a gRPC call returning a status code name) and time it: (code, seconds)."""
    started = time.perf_counter()
    code = call()  # type: ignore[operator]
    return str(code), time.perf_counter() - started
