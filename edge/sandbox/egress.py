"""The sandbox's egress filter: the browser reaches the task's origins and nothing else.

A click on a link, a form's action, a script on the page, a second window: each can send a
request before anyone sees where it went, and what it carries (a referrer, a query) has then
left. So the sandbox's browser talks to the network only through this filter, a small forward
proxy on loopback (Chromium's ``--proxy-server``, loopback not bypassed): a request to an origin
of the task — scheme, host, port, exactly as ``screenroute.contract.skills.url_origin`` spells
them — is relayed; any other is answered ``403`` and never leaves. Refused requests are kept
(:attr:`EgressFilter.refused`) for the run's outcome guard and the tests.

HTTP is relayed one request per connection; HTTPS and WebSockets are tunnelled (``CONNECT``)
to an allowed origin only.
"""

from __future__ import annotations

import contextlib
import logging
import select
import socket
import socketserver
import threading
from collections.abc import Iterable
from urllib.parse import urlsplit

from screenroute.contract.skills import url_origin

__all__ = ["EgressFilter"]

log = logging.getLogger(__name__)

_MAX_HEAD = 64 * 1024
_IDLE_S = 60.0
_CONNECT_TIMEOUT_S = 10.0
_BLOCKED = (
    b"HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
    b"Content-Length: 44\r\n\r\nblocked: outside the origins of the task run\n"
)


class EgressFilter:
    """A forward proxy on loopback that relays requests to ``origins`` only (see the module docstring)."""

    def __init__(self, origins: Iterable[str]) -> None:
        self.allowed = frozenset(o for o in (url_origin(text)[0] for text in origins) if o is not None)
        self.refused: list[str] = []
        self._lock = threading.Lock()
        self._server: socketserver.ThreadingTCPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> str:
        """``127.0.0.1:PORT`` while running (the browser's ``--proxy-server``)."""
        if self._server is None:
            raise RuntimeError("the egress filter is not running")
        return f"127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> EgressFilter:
        guard = self

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                guard._serve(self.request)

        server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, name="egress-filter", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def allows(self, scheme: str, host: str, port: int) -> bool:
        """Whether a request to ``scheme://host:port`` may leave (canonical form, as the task's origins)."""
        default = 443 if scheme == "https" else 80
        origin, _ = url_origin(f"{scheme}://{host}:{port}/" if port != default else f"{scheme}://{host}/")
        return origin is not None and origin in self.allowed

    def _refuse(self, client: socket.socket, what: str) -> None:
        with self._lock:
            self.refused.append(what)
        log.info("egress refused: %s", what[:120])
        with contextlib.suppress(OSError):
            client.sendall(_BLOCKED)

    def _serve(self, client: socket.socket) -> None:
        client.settimeout(_IDLE_S)
        head = b""
        with contextlib.suppress(OSError):
            while b"\r\n\r\n" not in head and len(head) < _MAX_HEAD:
                chunk = client.recv(8192)
                if not chunk:
                    return
                head += chunk
        if b"\r\n\r\n" not in head:
            return
        header, _, rest = head.partition(b"\r\n\r\n")
        lines = header.decode("latin-1").split("\r\n")
        method, _, target = lines[0].partition(" ")
        target = target.rsplit(" ", 1)[0]
        if method.upper() == "CONNECT":
            host, _, port_text = target.rpartition(":")
            port = int(port_text) if port_text.isdigit() else 443
            # A tunnel carries HTTPS, or a WebSocket of an http origin (ws:// goes through CONNECT too).
            if not (self.allows("https", host.strip("[]"), port) or self.allows("http", host.strip("[]"), port)):
                self._refuse(client, f"CONNECT {target}")
                return
            self._tunnel(client, host.strip("[]"), port, b"HTTP/1.1 200 Connection established\r\n\r\n", rest)
            return
        parts = urlsplit(target)
        if parts.scheme not in ("http",) or not parts.hostname:
            self._refuse(client, f"{method} {target[:200]}")
            return
        port = parts.port or 80
        if not self.allows("http", parts.hostname, port):
            self._refuse(client, f"{method} {parts.scheme}://{parts.netloc}{parts.path[:120]}")
            return
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        kept = [
            ln for ln in lines[1:] if not ln.lower().startswith(("proxy-connection:", "connection:", "keep-alive:"))
        ]
        request = "\r\n".join([f"{method} {path} HTTP/1.1", *kept, "Connection: close", "", ""]).encode("latin-1")
        self._tunnel(client, parts.hostname, port, b"", request + rest)

    def _tunnel(self, client: socket.socket, host: str, port: int, greeting: bytes, first: bytes) -> None:
        try:
            upstream = socket.create_connection((host, port), timeout=_CONNECT_TIMEOUT_S)
        except OSError as exc:
            with contextlib.suppress(OSError):
                client.sendall(f"HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n{exc}\n".encode())
            return
        with upstream:
            try:
                if greeting:
                    client.sendall(greeting)
                if first:
                    upstream.sendall(first)
                self._relay(client, upstream)
            except OSError:
                return

    @staticmethod
    def _relay(a: socket.socket, b: socket.socket) -> None:
        peers = {a: b, b: a}
        while True:
            ready, _, _ = select.select(list(peers), [], [], _IDLE_S)
            if not ready:
                return
            for sock in ready:
                data = sock.recv(65536)
                if not data:
                    return
                peers[sock].sendall(data)
