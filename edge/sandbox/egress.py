"""The sandbox's egress filter: the browser reaches the task's origins and nothing else.

A click on a link, a form's action, a script on the page, a second window: each can send a
request before anyone sees where it went, and what it carries (a referrer, a query) has then
left. So the sandbox's browser talks to the network only through this filter, a small forward
proxy on loopback (Chromium's ``--proxy-server``, loopback not bypassed): a request to an origin
of the task — scheme, host, port, exactly as ``screenroute.contract.skills.url_origin`` spells
them — is relayed; any other is answered ``403`` and never leaves. Refused requests are kept
(:attr:`EgressFilter.refused`) for the run's outcome guard and the tests.

HTTP is relayed one request per connection; HTTPS and WebSockets are tunnelled (``CONNECT``)
to an allowed origin only. A tunnel that carries plain HTTP (a ``ws://`` WebSocket's handshake) has
its first request judged by the holds below as any other; TLS inside a tunnel is not read.

The filter is also the **write hold** (:mod:`screenroute.edge.skills.writes`): while it holds,
a request whose method is not a read (GET, HEAD, OPTIONS) is answered ``403`` and recorded
(:attr:`EgressFilter.held`) instead of relayed. The hold is placed and lifted by the edge,
in process (:meth:`EgressFilter.hold`, :meth:`EgressFilter.release`) or, for a sandbox of
another process, on the control path :data:`CONTROL_PATH` with the sandbox's token. The
browser can never reach the control path: it speaks to a proxy only in absolute form
(``POST http://host/path``), the control path is taken only in origin form (``POST /path``),
an absolute request to the filter's own address is refused, and the token lives in a 0600 file
the page cannot read (:mod:`screenroute.edge.sandbox.write_gate`). A hold that is never lifted
(the run died) lapses after its lease. A hold may let through the writes the task makes itself
(its ``writes:`` patterns, :class:`~screenroute.edge.skills.writes.WritePattern`); every other
write is held.

The hold is also the **navigation hold** (:mod:`screenroute.edge.skills.visits`): while it holds
with a list of the task's pages, a top-level navigation (``Sec-Fetch-Dest: document``) to a path
that no pattern of the list matches and that this filter has not relayed a navigation to before
is answered ``403`` and recorded like a held write (a ``GET`` can change an application too: a
link that purges, pays or cancels). The query is not compared.

The hold is also the **read hold** (:mod:`screenroute.edge.skills.visits`, :func:`canonical_path`):
while it holds with ``reads``, a request that is not a page load (an image, a script, a style, a font,
a frame, a WebSocket, a prefetch or prerender, and a script's own ``fetch``, XHR or ``EventSource``),
whatever its method, to a path template this filter has never relayed a request to on that origin, and
that no pattern of ``reads`` matches, is answered ``403`` and recorded (an application may delete on a
``GET`` an image or a script sends). A script's read is recorded as such (``HeldWrite.script``), the
rest like a held beacon. The templates already requested — the task's own pages, their images,
scripts and polling, another record or page of a list read before — pass, query, numbers, uuids and
hashes aside (docs/least-privilege.md, "The read hold").

The filter also keeps the writes, the navigations and the script reads of new path templates it
relayed (:meth:`EgressFilter.seen_requests`: origin, method — :data:`SCRIPT_READ` for a read — and
path, in memory only, the last :data:`_MAX_SEEN` of them): ``screenroute record`` reads them, over
the same control path, to learn the writes a person's demonstration made, the pages it visited and
what its pages read.
"""

from __future__ import annotations

import collections
import contextlib
import hmac
import itertools
import json
import logging
import select
import socket
import socketserver
import threading
import time
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

from screenroute.contract.skills import url_origin
from screenroute.edge.skills.visits import VisitPattern, canonical_path, risk_named, visit_path
from screenroute.edge.skills.writes import (
    DEFAULT_LEASE_S,
    KEPT_LEASE_S,
    SAFE_METHODS,
    SCRIPT_READ,
    UNKNOWN_METHOD,
    HeldWrite,
    WritePattern,
    path_shape,
)

__all__ = ["CONTROL_PATH", "TOKEN_HEADER", "EgressFilter"]

log = logging.getLogger(__name__)

_MAX_HEAD = 64 * 1024
_IDLE_S = 60.0
_CONNECT_TIMEOUT_S = 10.0
_BLOCKED = (
    b"HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
    b"Content-Length: 44\r\n\r\nblocked: outside the origins of the task run\n"
)
_HELD_BODY = b"held: this action may not write to the application\n"
_HELD = (
    b"HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
    b"Content-Length: %d\r\n\r\n%s" % (len(_HELD_BODY), _HELD_BODY)
)
#: Where the edge places and lifts the write hold (origin form only; ``/hold`` or ``/release``).
CONTROL_PATH = "/.screenroute/write-hold"
#: The header that carries the sandbox's control token.
TOKEN_HEADER = "x-screenroute-gate"  # noqa: S105 - a header name, not a secret
_MAX_CONTROL_BODY = 16384
# The relayed writes kept for a recorder (a demonstration makes a few; a busy app's heartbeats must not grow it).
_MAX_SEEN = 1000
# The pages a navigation was relayed to, kept to tell a page already loaded from a new one (a long
# session of a person browsing the sandbox visits far fewer; past the bound, the oldest are forgotten
# and held again, which fails closed).
_MAX_VISITED = 10000


class EgressFilter:
    """A forward proxy on loopback that relays requests to ``origins`` only and holds writes on demand
    (see the module docstring).

    ``origins`` None relays every origin (a sandbox started without a task: only the write hold
    applies). ``token``: the control channel's secret; None keeps the control path shut (the
    hold is then placed in process only).
    """

    def __init__(self, origins: Iterable[str] | None, *, token: str | None = None) -> None:
        self.allowed = (
            None if origins is None else frozenset(o for o in (url_origin(t)[0] for t in origins) if o is not None)
        )
        self.refused: list[str] = []
        #: Every write refused by the hold.
        self.held: list[HeldWrite] = []
        # The writes relayed (origin, method, path): what a recording of a person's run learns from. A ring:
        # the oldest goes once it is full, counted, so a reader's mark still names the same request.
        self._seen: collections.deque[tuple[str, str, str]] = collections.deque(maxlen=_MAX_SEEN)
        self._seen_dropped = 0
        # (origin, path) of every top-level navigation relayed: pages this browser already loaded.
        self._visited: dict[tuple[str, str], None] = {}
        # (origin, canonical path) of every request relayed, whatever its method: what the read hold knows.
        self._requested: dict[tuple[str, str], None] = {}
        # (origin, canonical path) of the reads refused under the hold placed now: a page that polls a route
        # it may not read is refused each time, noted once (or it would never go quiet, and fill ``held``).
        self._refused_reads: set[tuple[str, str, bool]] = set()
        self._allow: tuple[WritePattern, ...] = ()
        # Whether a write ``_allow`` matches may be a navigation (a form's submission) too.
        self._allow_submits = True
        # The task's pages while a hold holds navigations too (None: navigations are not held).
        self._visits: tuple[VisitPattern, ...] | None = None
        # The task's pages while a hold holds requests to paths never requested too (None: they are not held).
        self._reads: tuple[VisitPattern, ...] | None = None
        self._token = token
        # When the page last sent a request the holds judge anew (a write, a page load, a request to a
        # path not requested before, anything held), and how many such requests still wait for their answer's
        # head: what tells the edge the page went quiet after an action (:meth:`quiet_s`).
        self._last_new = time.monotonic()
        self._in_flight = 0
        self._hold_until = 0.0
        self._hold_from = 0
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
        if self._server is not None and port == self._server.server_address[1] and _is_loopback(host):
            return False  # the filter itself: its control path is the edge's, never the page's
        default = 443 if scheme == "https" else 80
        origin, _ = url_origin(f"{scheme}://{host}:{port}/" if port != default else f"{scheme}://{host}/")
        return origin is not None and (self.allowed is None or origin in self.allowed)

    # -- the write hold ----------------------------------------------------------------------
    def hold(
        self,
        why: str = "",
        allow: tuple[WritePattern, ...] = (),
        visits: tuple[VisitPattern, ...] | None = None,
        *,
        submits: bool = True,
        reads: tuple[VisitPattern, ...] | None = None,
        lease_s: float = DEFAULT_LEASE_S,
    ) -> None:
        """Refuse every write but those ``allow`` matches from now until :meth:`release` (or ``lease_s``,
        whichever comes first); with ``visits``, also every top-level navigation to a page neither
        ``visits`` matches nor this filter relayed a navigation to before. ``submits`` False: a write
        ``allow`` matches passes only as a script's request, never as a navigation (a form submitted).
        With ``reads``, also every request that is not a page load (an image, a script, a style, a font,
        a frame, a script's own read) to a path template neither ``reads`` matches nor this filter
        relayed a request to before (:func:`canonical_path`).

        A hold placed while one holds replaces its terms and keeps holding without a gap: :meth:`release`
        then returns every write refused since the first (the edge narrows an action's hold to nothing
        while it undoes what the action did)."""
        with self._lock:
            now = time.monotonic()
            if now >= self._hold_until:
                self._hold_from = len(self.held)
                self._refused_reads = set()
            self._hold_until = now + lease_s
            self._allow = tuple(allow)
            self._allow_submits = submits
            self._visits = None if visits is None else tuple(visits)
            self._reads = None if reads is None else tuple(reads)
        held = "writes" + ("" if visits is None else ", navigations") + ("" if reads is None else ", new reads")
        log.info("%s held: %s", held, why[:120])

    def release(self) -> tuple[HeldWrite, ...]:
        """Let writes through again; the writes refused since the last :meth:`hold`."""
        with self._lock:
            self._hold_until = 0.0
            self._allow = ()
            self._allow_submits = True
            self._visits = None
            self._reads = None
            return tuple(self.held[self._hold_from :])

    def held_now(self) -> tuple[HeldWrite, ...]:
        """The writes refused since the hold was placed, the hold staying placed (empty when none holds)."""
        with self._lock:
            if time.monotonic() >= self._hold_until:
                return ()
            return tuple(self.held[self._hold_from :])

    def quiet_s(self) -> float:
        """Seconds since the page last sent a request the holds judge anew — a write, a page load, a
        request to a path this filter never relayed before, anything refused — and 0.0 while one of them
        still waits for its answer's head (a stream or a WebSocket that then stays open does not keep the
        page busy). Requests to paths already requested (a page's polling, its images) are
        not counted: a page that polls is quiet between its new requests."""
        with self._lock:
            return 0.0 if self._in_flight else time.monotonic() - self._last_new

    def seen_requests(self, since: int = 0) -> tuple[int, tuple[tuple[str, str, str], ...]]:
        """The writes, top-level navigations (method ``GET``) and script reads of path templates not
        relayed before (method :data:`SCRIPT_READ`) relayed since mark ``since`` (origin, method, path)
        and the mark to ask from next."""
        with self._lock:
            end = self._seen_dropped + len(self._seen)
            start = max(since - self._seen_dropped, 0)
            return end, tuple(itertools.islice(self._seen, start, None))

    def _passes(self, method: str, path: str, *, navigation: bool = False) -> bool:
        """Whether a write may be relayed now: no hold, or the hold allows it (the task's own write;
        as a navigation only when the hold allows submissions)."""
        with self._lock:
            holding = time.monotonic() < self._hold_until
            if not holding:
                return True
            if navigation and not self._allow_submits:
                return False
            return any(p.matches(method, path) for p in self._allow)

    def _opens(self, origin: str, path: str) -> bool:
        """Whether a top-level navigation may be relayed now: no navigation hold, a page of the task's,
        or a page this filter has relayed a navigation to before (the query is not compared)."""
        with self._lock:
            if self._visits is None or time.monotonic() >= self._hold_until:
                return True
            return (origin, visit_path(path)) in self._visited or any(v.matches(path) for v in self._visits)

    def _reads_known(self, origin: str, path: str) -> bool:
        """Whether a request that is not a page load may be relayed now: no read hold, a path this
        filter relayed a request to before on ``origin`` (:func:`canonical_path`), or a page of the task's."""
        with self._lock:
            if self._reads is None or time.monotonic() >= self._hold_until:
                return True
            return (origin, canonical_path(path)) in self._requested or any(v.reads(path) for v in self._reads)

    def _reads_held(self) -> bool:
        """Whether a read hold holds now."""
        with self._lock:
            return self._reads is not None and time.monotonic() < self._hold_until

    def _relayed(self, origin: str, path: str, *, new: bool) -> None:
        """Note a request about to be relayed; ``new``: one the holds judge anew, in flight until
        :meth:`_landing` says it landed (see :meth:`quiet_s`)."""
        with self._lock:
            if new:
                self._in_flight += 1
                self._last_new = time.monotonic()
            self._requested[(origin, canonical_path(path))] = None
            if len(self._requested) > _MAX_VISITED:
                del self._requested[next(iter(self._requested))]

    def _saw(self, origin: str, method: str, path: str) -> None:
        with self._lock:
            if method == "GET":
                self._visited[(origin, visit_path(path))] = None
                if len(self._visited) > _MAX_VISITED:
                    del self._visited[next(iter(self._visited))]
            if len(self._seen) == _MAX_SEEN:
                self._seen_dropped += 1  # the deque drops its oldest on this append
            self._seen.append((origin, method, path))

    @property
    def holding(self) -> bool:
        """Whether writes are held now."""
        with self._lock:
            return time.monotonic() < self._hold_until

    def _held(self, client: socket.socket, write: HeldWrite, *, noted: bool = True) -> None:
        """Refuse a held request; ``noted`` False: one refused before under this hold (refused, not noted again)."""
        if not noted:
            with contextlib.suppress(OSError):
                client.sendall(_HELD)
            return
        with self._lock:
            self.held.append(write)
            self._last_new = time.monotonic()
        log.info("write held: %s", write.describe()[:120])
        with contextlib.suppress(OSError):
            client.sendall(_HELD)

    def _control(self, client: socket.socket, method: str, target: str, lines: list[str], rest: bytes) -> None:
        """The edge's control request (origin form): hold or release, with the sandbox's token."""
        headers = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}
        given = headers.get(TOKEN_HEADER, "")
        if self._token is None or not hmac.compare_digest(given.encode(), self._token.encode()) or method != "POST":
            self._refuse(client, f"{method} {target[:80]} (control without its token)")
            return
        length = int(headers.get("content-length", "0") or 0) if headers.get("content-length", "0").isdigit() else -1
        if not 0 <= length <= _MAX_CONTROL_BODY:
            self._refuse(client, f"{method} {target[:80]} (bad control body)")
            return
        body = rest
        with contextlib.suppress(OSError):
            while len(body) < length:
                chunk = client.recv(length - len(body))
                if not chunk:
                    break
                body += chunk
        try:
            request = json.loads(body.decode() or "{}")
        except (UnicodeDecodeError, json.JSONDecodeError):
            request = {}
        command = target.removeprefix(CONTROL_PATH)
        if not isinstance(request, dict):
            request = {}
        if command == "/hold":
            lease = request.get("lease_s", DEFAULT_LEASE_S)
            lease = float(lease) if isinstance(lease, int | float) and 0 < lease <= KEPT_LEASE_S else DEFAULT_LEASE_S
            try:
                allow = tuple(WritePattern.parse(str(p)) for p in request.get("allow", []) or [])
            except (ValueError, TypeError):
                allow = ()  # a list the filter cannot read allows nothing: everything is held
            pages = request.get("visits")
            visits: tuple[VisitPattern, ...] | None = None
            if pages is not None:
                try:
                    visits = tuple(VisitPattern.parse(str(p)) for p in pages)
                except (ValueError, TypeError):
                    visits = ()  # a list the filter cannot read names no page: every new page is held
            known = request.get("reads")
            reads: tuple[VisitPattern, ...] | None = None
            if known is not None:
                try:
                    reads = tuple(VisitPattern.parse(str(p)) for p in known)
                except (ValueError, TypeError):
                    reads = ()  # a list the filter cannot read names no page: every new path is held
            # Anything but an explicit true keeps submissions held: the stricter reading fails closed.
            submits = request.get("submits") is True
            self.hold(str(request.get("why", "")), allow, visits, submits=submits, reads=reads, lease_s=lease)
            answer: dict[str, object] = {"holding": True}
        elif command == "/release":
            answer = {"holding": False, "held": [vars(h) for h in self.release()]}
        elif command == "/held":
            answer = {"holding": self.holding, "held": [vars(h) for h in self.held_now()], "quiet_s": self.quiet_s()}
        elif command == "/seen":
            since = request.get("since", 0)
            end, seen = self.seen_requests(since if isinstance(since, int) else 0)
            answer = {"next": end, "requests": [list(w) for w in seen]}
        else:
            self._refuse(client, f"{method} {target[:80]} (unknown control)")
            return
        data = json.dumps(answer).encode()
        head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {len(data)}\r\n\r\n"
        with contextlib.suppress(OSError):
            client.sendall(head.encode() + data)

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
        if target.startswith(CONTROL_PATH + "/"):
            self._control(client, method.upper(), target, lines, rest)
            return
        if method.upper() == "CONNECT":
            host, _, port_text = target.rpartition(":")
            port = int(port_text) if port_text.isdigit() else 443
            # A tunnel carries HTTPS, or a WebSocket of an http origin (ws:// goes through CONNECT too).
            if not (self.allows("https", host.strip("[]"), port) or self.allows("http", host.strip("[]"), port)):
                self._refuse(client, f"CONNECT {target}")
                return
            self._tunnel_judged(client, host.strip("[]"), port, rest)
            return
        parts = urlsplit(target)
        if parts.scheme not in ("http",) or not parts.hostname:
            where = f"{parts.scheme}://{parts.netloc}" if parts.scheme else ""
            self._refuse(client, f"{method} {where}{path_shape(parts.path[:200])}")
            return
        port = parts.port or 80
        if not self.allows("http", parts.hostname, port):
            # The page chose the path: what is kept of it is its shape (no values, no query).
            self._refuse(client, f"{method} {parts.scheme}://{parts.netloc}{path_shape(parts.path[:200])}")
            return
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        origin = f"http://{parts.hostname}:{port}"
        headers = _headers(lines)
        refused, new = self._judge(origin, method.upper(), path, headers)
        if refused is not None:
            self._held(client, refused, noted=new)
            return
        kept = [
            ln for ln in lines[1:] if not ln.lower().startswith(("proxy-connection:", "connection:", "keep-alive:"))
        ]
        request = "\r\n".join([f"{method} {path} HTTP/1.1", *kept, "Connection: close", "", ""]).encode("latin-1")
        landed = self._landing() if new else None
        try:
            self._tunnel(client, parts.hostname, port, b"", request + rest, answered=landed)
        finally:
            if landed is not None:
                landed()

    def _judge(self, origin: str, method: str, path: str, headers: dict[str, str]) -> tuple[HeldWrite | None, bool]:
        """What the holds refuse of one request to an allowed origin (None: it is relayed, and noted), and
        whether it is one they judge anew (:meth:`quiet_s`): a relayed one is then in flight until its answer
        head came back (:meth:`_landing`); a refused one is then noted (:meth:`_held`) — every refused write
        and page load, a refused read only the first time its template is refused under the hold placed."""
        mode = headers.get("sec-fetch-mode", "").casefold()
        script = _read_by_a_script(headers)
        with self._lock:
            new = method not in SAFE_METHODS or (origin, canonical_path(path)) not in self._requested
        announced = _preflight_of(method, headers)
        if announced:
            # A CORS preflight asks whether the write it announces may follow: judged as that write (the
            # task's own write passes, any other is held as it would be), never learned as one.
            if not self._passes(announced, path):
                return HeldWrite(announced, path[:200]), True
        elif method not in SAFE_METHODS:
            navigation = _is_navigation(headers)
            if not self._passes(method, path, navigation=navigation):
                return HeldWrite(method, path[:200], mode == "no-cors", navigation), True
            self._saw(origin, method, path[:200])
        elif method == "GET" and _is_page_load(headers):
            if not self._opens(origin, path):
                return HeldWrite("GET", path[:200], navigation=True), True
            self._saw(origin, "GET", path[:200])
            new = True
        elif not self._reads_known(origin, path) or (script and self._reads_held() and risk_named(path)):
            # A request to a path template the run never requested: an application may change on it
            # ("<img src=/api/orders/delete-all>", an <iframe> there, a socket opened on
            # "/api/subscription/cancel", a keyup's fetch('/api/orders/delete?id=…'), a preload of
            # "/api/archive/erase"). An image, a frame, a socket serve the page's looks or a channel it
            # opens anew: refused, noted, the run goes on (beacons' rule). A script's own read is refused
            # too and its answer is a 403 the page sees; whether the run stops for it is the executor's
            # to judge (HeldWrite.stops: by the words of its address; docs/least-privilege.md).
            # A template already known passes unless the script's read names a risky action by its address
            # (a page that read "/api/orders?action=list" may not then read "?action=purge" unseen).
            held = HeldWrite(method, path[:200], unread=not script, script=script)
            # Noted once per template and per whether it stops: "?noop=1" refused first must not hide a
            # later "?action=purge" that stops the run.
            with self._lock:
                key = (origin, canonical_path(path), held.stops)
                again = key in self._refused_reads
                self._refused_reads.add(key)
            return held, not again
        elif new and script:
            self._saw(origin, SCRIPT_READ, path[:200])  # a recording learns the task's reads from these
        self._relayed(origin, path, new=new)
        return None, new

    def _landing(self) -> Callable[[], None]:
        """What marks a request :meth:`_relayed` counted as new as landed, once: when its answer's head
        came back whole (or the relay ended first). A stream, a long-poll answered, a WebSocket
        upgraded stays open long after: counted in flight until it closed, it kept the page busy and
        every later action on it halted at the idle watch's cap."""
        done = False

        def landed() -> None:
            nonlocal done
            if done:
                return
            done = True
            with self._lock:
                self._in_flight -= 1
                self._last_new = time.monotonic()

        return landed

    def _tunnel_judged(self, client: socket.socket, host: str, port: int, rest: bytes) -> None:
        """Open a tunnel to an allowed origin; when what the browser sends first through it is plain HTTP
        (a ``ws://`` WebSocket's handshake: Chromium tunnels WebSockets through a proxy), that request
        is judged by the holds as one sent in absolute form is, and refused inside the tunnel when held.
        TLS (an ``https`` or ``wss`` origin) is relayed unread: the filter cannot see into it. What may be
        HTTP but cannot be judged — no end of its head within :data:`_MAX_HEAD`, or a head that stopped
        coming (a timeout, a reset) — is refused, as the plain-HTTP path drops it: relayed unread, a
        long enough URL would pass every hold."""
        with contextlib.suppress(OSError):
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        first = rest
        complete = True
        try:
            while b"\r\n\r\n" not in first and len(first) < _MAX_HEAD and _may_be_http(first):
                chunk = client.recv(8192)
                if not chunk:
                    return
                first += chunk
        except OSError:
            complete = False
        if not _may_be_http(first):
            self._tunnel(client, host, port, b"", first)
            return
        if not complete or b"\r\n\r\n" not in first:
            self._held(client, _unjudged_head(first))
            return
        header = first.partition(b"\r\n\r\n")[0]
        lines = header.decode("latin-1").split("\r\n")
        method, _, target = lines[0].partition(" ")
        path = target.rsplit(" ", 1)[0] or "/"
        if not path.startswith("/"):  # absolute form inside a tunnel: only its path is the request's
            parts = urlsplit(path)
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        origin = f"http://{host}:{port}"
        refused, new = self._judge(origin, method.upper(), path, _headers(lines))
        if refused is not None:
            self._held(client, refused, noted=new)
            return
        landed = self._landing() if new else None
        try:
            self._tunnel(client, host, port, b"", first, answered=landed)
        finally:
            if landed is not None:
                landed()

    def _tunnel(
        self,
        client: socket.socket,
        host: str,
        port: int,
        greeting: bytes,
        first: bytes,
        *,
        answered: Callable[[], None] | None = None,
    ) -> None:
        """Relay ``first`` and then both ways; ``answered`` is called once the upstream's answer head came back."""
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
                self._relay(client, upstream, answered)
            except OSError:
                return

    @staticmethod
    def _relay(a: socket.socket, b: socket.socket, answered: Callable[[], None] | None = None) -> None:
        """Relay between ``a`` (the browser) and ``b`` (upstream) until either closes or both idle;
        ``answered`` is called once ``b`` sent the end of an answer's head (or more than a head may hold)."""
        peers = {a: b, b: a}
        head = b""
        while True:
            ready, _, _ = select.select(list(peers), [], [], _IDLE_S)
            if not ready:
                return
            for sock in ready:
                data = sock.recv(65536)
                if not data:
                    return
                if answered is not None and sock is b:
                    head += data
                    if b"\r\n\r\n" in head or len(head) >= _MAX_HEAD:
                        answered()
                        answered, head = None, b""
                peers[sock].sendall(data)


def _headers(lines: list[str]) -> dict[str, str]:
    """A request's header fields by lower-case name (the last of a repeated one)."""
    return {k.strip().casefold(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}


def _unjudged_head(data: bytes) -> HeldWrite:
    """What is recorded of a request whose head the holds could not read whole: its method when its
    request line shows one (else :data:`UNKNOWN_METHOD`) and as much of its target as arrived. Never
    taken as unread: what it would have done cannot be told, so a run under a hold halts on it."""
    line = data.split(b"\r\n", 1)[0].decode("latin-1")
    method, space, target = line.partition(" ")
    if not (space and method.isalpha() and len(method) <= 32):
        return HeldWrite(UNKNOWN_METHOD, "(a request whose head could not be read whole)")
    return HeldWrite(method.upper(), target.split(" HTTP/", 1)[0][:200] or "/")


def _may_be_http(data: bytes) -> bool:
    """Whether the bytes a tunnel carries so far may begin an HTTP request (a method's letters), not TLS."""
    head = data[:8]
    return not head or (head.split(b" ", 1)[0].isalpha() and head[:1].isupper())


def _preflight_of(method: str, headers: dict[str, str]) -> str:
    """The write a CORS preflight announces (``OPTIONS`` with ``Access-Control-Request-Method``, which
    a script cannot send itself), upper-case; '' for any other request and for a preflight of a read."""
    if method != "OPTIONS":
        return ""
    announced = headers.get("access-control-request-method", "").strip().upper()
    return announced if announced and announced not in SAFE_METHODS else ""


def _browser_fetched(headers: dict[str, str]) -> bool:
    """Whether the browser itself chose to send a request that no page script reads: a prefetch or a
    prerender (``Sec-Purpose``), or a WebSocket's handshake (``Sec-Fetch-Mode: websocket``, ``Upgrade``).
    A page cannot set any of these headers (``Sec-`` names and ``Upgrade`` are forbidden to scripts)."""
    return (
        "sec-purpose" in headers or headers.get("sec-fetch-mode", "").casefold() == "websocket" or "upgrade" in headers
    )


def _is_page_load(headers: dict[str, str]) -> bool:
    """Whether a GET loads a page into the top-level window: ``Sec-Fetch-Dest: document``, which the
    browser sets and a page cannot. A browser sends the ``Sec-Fetch-*`` headers to trustworthy
    origins only (loopback, HTTPS); to a plain-HTTP host elsewhere a GET that asks for HTML first
    is taken as a page load (a script's read asking for HTML is then held too: fails closed)."""
    if _browser_fetched(headers):
        return False  # a prerender loads no page the person sees: held as a read of a new path
    dest = headers.get("sec-fetch-dest")
    if dest is not None:
        return dest.casefold() == "document"
    accept = headers.get("accept", "").casefold()
    return accept.startswith(("text/html", "application/xhtml"))


def _read_by_a_script(headers: dict[str, str]) -> bool:
    """Whether a request is a script's own read (``fetch``, XHR, ``EventSource``): ``Sec-Fetch-Dest:
    empty``, which the browser sets and a page cannot (``Sec-Fetch-Mode`` can: a ``crossorigin``
    attribute turns an image's ``no-cors`` into ``cors``). Without the ``Sec-Fetch-*`` headers (a
    plain-HTTP host elsewhere) it cannot be told, and is taken as not one: a new path's read is then
    held as an image's (fails closed)."""
    dest = headers.get("sec-fetch-dest")
    return dest is not None and dest.casefold() == "empty" and not _browser_fetched(headers)


def _is_navigation(headers: dict[str, str]) -> bool:
    """Whether a write is a navigation (a form submitted), not a script's request: ``Sec-Fetch-Mode:
    navigate``, which the browser sets and a page cannot. Without the ``Sec-Fetch-*`` headers (a
    plain-HTTP host elsewhere) a write that asks for HTML first is taken as one: a script's write
    asking for HTML is then held as a submission too (fails closed)."""
    mode = headers.get("sec-fetch-mode")
    if mode is not None:
        return mode.casefold() == "navigate"
    accept = headers.get("accept", "").casefold()
    return accept.startswith(("text/html", "application/xhtml"))


def _is_loopback(host: str) -> bool:
    host = host.strip("[]").casefold().rstrip(".")
    return host in ("localhost", "::1") or host.startswith("127.") or host.endswith(".localhost")
