"""The sandbox's egress filter relays the task's origins and nothing else (the browser's end-to-end case is in
``test_hostile_planner.py``: a link to the foreign origin never reaches it)."""

from __future__ import annotations

import contextlib
import functools
import http.server
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator

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


class _Upstream:
    """A raw upstream on loopback: keeps every byte each connection sent, answers once a request's head
    is in (``answer``), then holds the connection open until :meth:`close` (a WebSocket, a stream)."""

    def __init__(self, answer: bytes) -> None:
        self.answer = answer
        self.received: list[bytes] = []
        self.done = threading.Event()
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.done.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(0.2)
            data, answer = b"", self.answer
            while not self.done.is_set():
                try:
                    chunk = conn.recv(65536)
                except TimeoutError:
                    continue
                except OSError:
                    break
                if not chunk:
                    break
                data += chunk
                if b"\r\n\r\n" in data and answer:
                    conn.sendall(answer)
                    answer = b""
            self.received.append(data)

    def close(self) -> None:
        self.done.set()
        self.sock.close()


def _until(what: Callable[[], bool], within_s: float = 10.0) -> bool:
    """Whether ``what`` came true before ``within_s`` (a filter's thread acts on its own time)."""
    deadline = time.monotonic() + within_s
    while not what():
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)
    return True


_WS_HEADERS = b"Host: app\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-Fetch-Mode: websocket\r\n\r\n"


def test_a_tunnelled_request_whose_head_runs_past_the_limit_is_refused_under_a_hold() -> None:
    """A WebSocket's handshake longer than the head the filter reads (a URL of 140,000 characters) is
    refused inside its tunnel like one in absolute form, never relayed unjudged past the read hold."""
    upstream = _Upstream(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
    egress = EgressFilter([f"http://127.0.0.1:{upstream.port}/"]).start()
    try:
        egress.hold("test", visits=(), reads=())
        host, port = egress.address.split(":")
        with socket.create_connection((host, int(port)), timeout=10) as sock:
            sock.sendall(f"CONNECT 127.0.0.1:{upstream.port} HTTP/1.1\r\n\r\n".encode())
            assert sock.recv(65536).startswith(b"HTTP/1.1 200")
            with contextlib.suppress(OSError):  # refused before it was all sent: the filter may close first
                sock.sendall(b"GET /api/danger?" + b"a" * 140000 + b" HTTP/1.1\r\n" + _WS_HEADERS)
            answer = b""
            while b"\r\n\r\n" not in answer:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                answer += chunk
        assert answer.startswith(b"HTTP/1.1 403"), answer[:200]
        held = egress.release()
        assert [(h.method, h.path[:12], h.unread) for h in held] == [("GET", "/api/danger?", False)]
        assert not any(upstream.received), "the handshake reached the application"
    finally:
        egress.stop()
        upstream.close()


def test_a_tunnelled_head_cut_off_is_refused_not_relayed() -> None:
    """A head that stops coming (the connection reset mid-head) is not relayed as it stands, and counts
    as a new request for the idle watch."""
    upstream = _Upstream(b"")
    egress = EgressFilter([f"http://127.0.0.1:{upstream.port}/"]).start()
    try:
        host, port = egress.address.split(":")
        sock = socket.create_connection((host, int(port)), timeout=10)
        sock.sendall(f"CONNECT 127.0.0.1:{upstream.port} HTTP/1.1\r\n\r\n".encode())
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        last_new = egress._last_new
        sock.sendall(b"POST /api/orders/delete-all HTTP/1.1\r\nHost: app\r\nContent-Le")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # a reset, not a close
        sock.close()
        assert _until(lambda: len(egress.held) == 1), "the cut-off head was not refused"
        assert egress.held[0].method == "POST"
        assert egress._last_new > last_new
        assert not any(upstream.received), "the cut-off head reached the application"
    finally:
        egress.stop()
        upstream.close()


def test_a_request_has_landed_once_its_answer_head_came_back() -> None:
    """A stream to a new path (an EventSource, a WebSocket upgraded) that stays open after its answer's
    head came back does not keep the page busy: the idle watch sees the page quiet while it is open."""
    upstream = _Upstream(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: 1\n\n")
    egress = EgressFilter([f"http://127.0.0.1:{upstream.port}/"]).start()
    try:
        host, port = egress.address.split(":")
        with socket.create_connection((host, int(port)), timeout=10) as sock:
            sock.sendall(
                f"GET http://127.0.0.1:{upstream.port}/api/events HTTP/1.1\r\nHost: app\r\n"
                "Sec-Fetch-Dest: empty\r\n\r\n".encode()
            )
            answer = b""
            while b"data: 1" not in answer:
                chunk = sock.recv(65536)
                assert chunk, "the stream closed"
                answer += chunk
            assert _until(lambda: egress.quiet_s() > 0), "an open stream kept the page busy"
            assert not upstream.done.is_set() and upstream.received == []  # the stream is still open
    finally:
        egress.stop()
        upstream.close()


def test_the_recorders_ring_keeps_the_newest_and_a_mark_names_the_same_request(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past its bound the ring drops its oldest writes, counted, so a reader's mark taken before still points at the
    request it named (a recording polls with the mark it was given)."""
    import screenroute.edge.sandbox.egress as egress_module

    monkeypatch.setattr(egress_module, "_MAX_SEEN", 3)
    egress = EgressFilter(None)
    for n in range(5):
        egress._saw("http://127.0.0.1:1", "POST", f"/w/{n}")
    end, seen = egress.seen_requests(0)
    assert end == 5 and [path for _, _, path in seen] == ["/w/2", "/w/3", "/w/4"]  # the two oldest are gone
    assert [path for _, _, path in egress.seen_requests(4)[1]] == ["/w/4"]
    assert egress.seen_requests(5) == (5, ())
