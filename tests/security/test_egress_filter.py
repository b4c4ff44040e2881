"""The sandbox's egress filter relays the task's origins and nothing else (the browser's end-to-end case is in
``test_hostile_planner.py``: a link to the foreign origin never reaches it)."""

from __future__ import annotations

import functools
import http.server
import socket
import threading
from collections.abc import Iterator

import pytest

from screenroute.edge.sandbox.egress import EgressFilter


class _Quiet(http.server.SimpleHTTPRequestHandler):
    hits: list[str]

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        self.hits.append(self.path)
        body = b"hello"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def servers() -> Iterator[tuple[str, list[str], str, list[str]]]:
    """An allowed origin and a foreign one, each with the paths it was asked for."""
    made = []
    for _ in range(2):
        hits: list[str] = []
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(type("H", (_Quiet,), {"hits": hits}))
        )
        threading.Thread(target=server.serve_forever, daemon=True).start()
        made.append((server, f"http://127.0.0.1:{server.server_address[1]}", hits))
    yield made[0][1], made[0][2], made[1][1], made[1][2]
    for server, _, _ in made:
        server.shutdown()
        server.server_close()


def _ask(proxy: str, request: bytes) -> bytes:
    host, port = proxy.split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(request)
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return data
            data += chunk
            if request.startswith(b"CONNECT") and b"\r\n\r\n" in data:
                return data


def test_only_the_tasks_origins_are_reached(servers: tuple[str, list[str], str, list[str]]) -> None:
    own, own_hits, foreign, foreign_hits = servers
    egress = EgressFilter([own + "/"]).start()
    try:
        ok = _ask(egress.address, f"GET {own}/page?x=1 HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert ok.startswith((b"HTTP/1.0 200", b"HTTP/1.1 200")), ok[:80]
        assert own_hits == ["/page?x=1"]
        blocked = _ask(egress.address, f"GET {foreign}/steal?q=secret HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert blocked.startswith(b"HTTP/1.1 403")
        tunnel = _ask(egress.address, f"CONNECT {foreign.removeprefix('http://')} HTTP/1.1\r\n\r\n".encode())
        assert tunnel.startswith(b"HTTP/1.1 403")
        # A WebSocket of the task's own origin goes through a tunnel: allowed.
        own_tunnel = _ask(egress.address, f"CONNECT {own.removeprefix('http://')} HTTP/1.1\r\n\r\n".encode())
        assert own_tunnel.startswith(b"HTTP/1.1 200")
        assert foreign_hits == [] and len(egress.refused) == 2
    finally:
        egress.stop()
