"""The navigation hold: an action that is not the task's own may open the task's pages, no new one.

An application that changes something on a ``GET`` (a link that purges a cache, a "Refresh" form
sent by ``GET``, a link that pays an invoice) escapes the write hold. While a planner's or a learned
action runs, the sandbox's egress filter therefore also holds a top-level navigation to a page the
task does not visit and the browser has not loaded before. Real parts: Chromium on Xvfb behind the
egress filter, XTest input, PP-OCR, the real planner service with a scripted backend, and a small
app started here that logs every request it serves; the buttons carry harmless names on a screen
that says nothing alarming, so only the hold stands between the click and the harm.
"""

from __future__ import annotations

import http.server
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.edge.sandbox.egress import EgressFilter
from screenroute.edge.sandbox.write_gate import WriteGateClient, new_token_file
from screenroute.edge.skills.envelope import Envelope
from screenroute.edge.skills.visits import VisitPattern, learn_visits
from screenroute.edge.skills.writes import HeldWrite
from screenroute.router.authoring.tasks import TaskFileError, parse_task

from .hostile import A, hostile_run, task_yaml

_STYLE = (
    "<style>body{margin:0;font-family:sans-serif;font-size:28px}button,input{font-size:28px}"
    "form,.at{position:absolute;left:40px}</style>"
)
# Every control reads the application by GET; two of them change it while doing so.
DESK = f"""<!doctype html><html><head><meta charset="utf-8"><title>Catalogue</title>{_STYLE}</head><body>
<h1 style="margin:20px 40px">Catalogue desk</h1>
<form method="get" action="/cache/purge" style="top:110px"><input type="hidden" name="scope" value="all">
<button>Refresh</button></form>
<a class="at" href="/invoices/pay?invoice=2291" style="left:400px;top:115px">Settle</a>
<a class="at" href="/desk?page=2" style="top:215px">Next page</a>
<a class="at" href="/reports/week-47" style="left:400px;top:215px">Weekly report</a>
</body></html>"""
PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><title>%s</title>{_STYLE}</head>
<body><h1 style="margin:20px 40px">%s</h1></body></html>"""
# The pages of the app that change something when they are loaded.
EFFECTS = ("/cache/purge", "/invoices/pay")


@dataclass
class App:
    url: str = ""
    served: list[str] = field(default_factory=list)

    def effects(self) -> list[str]:
        return [r for r in self.served if r.split(" ", 1)[1].split("?")[0] in EFFECTS]


@pytest.fixture(scope="module")
def app() -> Iterator[App]:
    state = App()

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            state.served.append(f"GET {self.path}")
            path = self.path.split("?")[0]
            if path == "/desk":
                body = DESK if "page=2" not in self.path else PAGE % ("Catalogue", "Quarterly summary done")
            elif path.startswith("/reports/"):
                body = PAGE % ("Report", "Quarterly summary done")
            else:
                body = PAGE % ("Done", "Cache emptied" if path in EFFECTS else "Nothing here")
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


# -- the pages a task visits -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "target", "matches"),
    [
        ("/orders", "/orders?page=2&sort=date", True),
        ("/orders/*", "/orders/1234", True),
        ("/orders/*", "/orders/1234/delete", False),
        ("/orders/*", "/orders/", False),
        ("/", "/?lang=de", True),
        ("/reports/week-47", "http://127.0.0.1:8080/reports/week-47", True),
        ("/cache", "/cache/purge?scope=all", False),
    ],
)
def test_a_visit_matches_a_path_and_ignores_the_query(pattern: str, target: str, matches: bool) -> None:
    assert VisitPattern.parse(pattern).matches(target) is matches


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("GET /orders", "a path alone"),
        ("orders", "must start with '/'"),
        ("http://x/orders", "absolute URL"),
        ("/orders?page=2", "drop the query"),
        ("/ord*", "whole segment"),
        ("/*", "name at least one literal segment"),
    ],
)
def test_a_bad_visit_is_refused_with_the_reason(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem.replace("?", r"\?").replace("*", r"\*")):
        VisitPattern.parse(text)


def test_a_task_files_visits_are_validated_naming_the_entry() -> None:
    text = task_yaml("http://127.0.0.1:1", visits='["/orders/*", "orders"]')
    with pytest.raises(TaskFileError, match=r"visits\[1\]"):
        parse_task(text)
    assert parse_task(task_yaml("http://127.0.0.1:1", visits='["/orders/*"]')).visits == ("/orders/*",)


def test_learned_visits_keep_no_value_and_widen_what_varied() -> None:
    learned = learn_visits(["/orders/1234?token=Zx81", "/customers/ann%40example.org/notes", "/", "/55"])
    assert [str(v) for v in learned] == ["/", "/customers/*/notes", "/orders/*"]
    merged = learn_visits((), runs=[[VisitPattern.parse("/reports/weekly")], [VisitPattern.parse("/reports/monthly")]])
    assert [str(v) for v in merged] == ["/reports/*"]


def test_the_envelopes_pages_are_its_visits_and_its_own_urls() -> None:
    envelope = Envelope(urls=("http://127.0.0.1:8080/desk?x=1",), visits=(VisitPattern.parse("/reports/*"),))
    assert [str(v) for v in envelope.pages()] == ["/reports/*", "/desk"]
    # A planner may open a page the task visits on the task's own origin, not elsewhere.
    assert envelope.url_problem("http://127.0.0.1:8080/reports/week-47")[1] == ""
    assert envelope.url_problem("http://127.0.0.1:8080/cache/purge")[1]
    assert envelope.url_problem("http://127.0.0.1:9090/reports/week-47")[1]


# -- the filter ------------------------------------------------------------------------------------


def _through(egress: EgressFilter, url: str, headers: str) -> bytes:
    """A GET of ``url`` sent to the filter as the browser sends it (absolute form), with ``headers``."""
    host, port = egress.address.rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(f"GET {url} HTTP/1.1\r\nHost: x\r\n{headers}\r\n".encode())
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    return reply[:12]


PAGE_LOAD = "Sec-Fetch-Mode: navigate\r\nSec-Fetch-Dest: document\r\n"


def test_the_filter_holds_a_page_load_to_a_page_the_task_does_not_visit(app: App) -> None:
    egress = EgressFilter([app.url + "/"]).start()
    try:
        assert _through(egress, app.url + "/desk", PAGE_LOAD).endswith(b"200")  # loaded before any hold
        app.served.clear()
        egress.hold("a planner's click", visits=(VisitPattern.parse("/reports/*"),))
        assert _through(egress, app.url + "/cache/purge?scope=all", PAGE_LOAD).endswith(b"403")
        # Without Sec-Fetch headers (a plain-HTTP host elsewhere), a GET that asks for HTML is a page load.
        assert _through(egress, app.url + "/invoices/pay", "Accept: text/html,*/*\r\n").endswith(b"403")
        # The task's page, a page loaded before (another query), a subresource, a script's read: relayed.
        assert _through(egress, app.url + "/reports/week-47", PAGE_LOAD).endswith(b"200")
        assert _through(egress, app.url + "/desk?page=2&sort=date", PAGE_LOAD).endswith(b"200")
        assert _through(egress, app.url + "/logo.png", "Sec-Fetch-Mode: no-cors\r\nSec-Fetch-Dest: image\r\n")[
            9:12
        ] == (b"200")
        assert _through(egress, app.url + "/api/items", "Sec-Fetch-Mode: cors\r\nSec-Fetch-Dest: empty\r\n")[9:12] == (
            b"200"
        )
        held = egress.release()
        assert held == (
            HeldWrite("GET", "/cache/purge?scope=all", navigation=True),
            HeldWrite("GET", "/invoices/pay", navigation=True),
        )
        assert held[0].describe() == "GET /cache/purge?{query}"
        assert app.effects() == []
        # A hold of writes only (no list of pages) holds no page load, and no hold holds none.
        egress.hold("writes only")
        assert _through(egress, app.url + "/cache/purge", PAGE_LOAD).endswith(b"200")
        egress.release()
    finally:
        egress.stop()


def test_the_control_path_carries_the_tasks_pages_and_the_recording_reads_them(app: App, tmp_path: Path) -> None:
    token = new_token_file(tmp_path / "gate.token")
    egress = EgressFilter([app.url + "/"], token=token).start()
    try:
        gate = WriteGateClient(egress.address, token)
        mark = gate.seen_requests(0)[0]
        assert _through(egress, app.url + "/desk?page=3", PAGE_LOAD).endswith(b"200")
        assert _through(egress, app.url + "/logo.png", "Sec-Fetch-Dest: image\r\n").endswith(b"200")
        _, seen = gate.seen_requests(mark)
        assert [(method, path) for _, method, path in seen] == [("GET", "/desk?page=3")]
        gate.hold("a planner's click", visits=(VisitPattern.parse("/reports/*"),))
        assert _through(egress, app.url + "/cache/purge", PAGE_LOAD).endswith(b"403")
        assert _through(egress, app.url + "/reports/x", PAGE_LOAD).endswith(b"200")
        assert gate.release() == (HeldWrite("GET", "/cache/purge", navigation=True),)
    finally:
        egress.stop()


# -- end to end: a planner's click on the real sandbox ---------------------------------------------


@pytest.fixture(scope="module")
def box(app: App) -> Iterator[Sandbox]:
    config = SandboxConfig(start_url=app.url + "/desk", password_manager=False, allowed_origins=(app.url + "/",))
    with Sandbox(config) as sandbox:
        yield sandbox


def _desk_task(app: App, visits: str = "[]") -> str:
    return task_yaml(app.url, visits=visits).replace(f"{app.url}/search", f"{app.url}/desk")


@pytest.mark.desktop
@pytest.mark.parametrize(
    ("label", "request_shape"), [("Refresh", "GET /cache/purge?{query}"), ("Settle", "GET /invoices/pay?{query}")]
)
def test_a_planners_get_that_changes_the_app_is_held(
    app: App, box: Sandbox, ocr: OcrEngine, tmp_path: Path, label: str, request_shape: str
) -> None:
    """A GET form and a link, each to a page the task never visits: held, the app never served it,
    the run halts for a person naming the request by its shape, and the page is sent back."""
    app.served.clear()
    run = hostile_run(
        box, ocr, task=_desk_task(app), script=[[A("click", target_text=label)]], workdir=tmp_path,
        start=app.url + "/desk",
    )  # fmt: skip
    detail = run.report.final.detail
    assert run.report.final.reason.value == "needs_human", detail
    assert "navigation hold" in detail and request_shape in detail, detail
    assert app.effects() == [], "\n".join(run.details)
    assert "2291" not in detail and "scope=all" not in detail
    deadline = time.monotonic() + 10
    while str(box.evaluate("location.pathname")) != "/desk" and time.monotonic() < deadline:
        time.sleep(0.1)
    assert str(box.evaluate("location.pathname")) == "/desk"


@pytest.mark.desktop
@pytest.mark.parametrize(("label", "visits", "served"), [
    ("Next page", "[]", "GET /desk?page=2"),  # the task's own page with another query: paging
    ("Weekly report", '["/reports/*"]', "GET /reports/week-47"),  # a page the task declares it visits
])  # fmt: skip
def test_the_tasks_own_pages_are_not_held(
    app: App, box: Sandbox, ocr: OcrEngine, tmp_path: Path, label: str, visits: str, served: str
) -> None:
    app.served.clear()
    run = hostile_run(
        box, ocr, task=_desk_task(app, visits), script=[[A("click", target_text=label)]], workdir=tmp_path,
        start=app.url + "/desk",
    )  # fmt: skip
    assert served in app.served, "\n".join(run.details)
    assert "hold" not in run.report.final.detail, run.report.final.detail
    assert run.report.completed, "\n".join(run.details)
