"""Fixtures for the attacker tests.

One sandbox (real Xvfb + Chromium) on a loopback page server for the action-path tests;
certificates and the fake OpenAI server (shared with tests/cloud), the real OCR engine and
Edge services built from real parts for the service tests.
"""

from __future__ import annotations

import functools
import http.server
import io
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import Action
from screenroute.edge.capture import MssScreen
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.node import EdgeNode
from screenroute.router.deciding.planner_client import PlannerClient
from screenroute.router.privacy.redaction import PresidioRedactor

from ..cloud.conftest import CertFiles, FakeOpenAI, completion, fake_openai, test_certs

__all__ = [
    "TOKEN",
    "CertFiles",
    "FakeOpenAI",
    "clicked",
    "completion",
    "edge_server",
    "fake_openai",
    "orders_task",
    "png",
    "screen_png",
    "test_certs",
]

# A page with a destructive button, a button whose label reads like an OCR slip of one, and a
# harmless one; each writes what it did into #out.
DANGER = """<!doctype html><html><head><title>Danger</title><style>
body{margin:0;font-family:sans-serif;background:#fff;font-size:28px}
button{position:absolute;width:220px;height:60px;font-size:28px}
#out{position:absolute;left:100px;top:320px}
</style></head><body>
<button style="left:100px;top:100px" onclick="document.getElementById('out').textContent='Exported'">Export</button>
<button style="left:400px;top:100px" onclick="document.getElementById('out').textContent='Everything deleted'">Delete all</button>
<button style="left:700px;top:100px" onclick="document.getElementById('out').textContent='Misread deleted'">Delcte all</button>
<div id="out"></div></body></html>"""


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("attack-pages")
    (root / "danger.html").write_text(DANGER, encoding="utf-8")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def sandbox(web: str) -> Iterator[Sandbox]:
    with Sandbox(SandboxConfig(start_url=f"{web}/danger.html")) as box:
        yield box


@pytest.fixture(scope="session")
def screen(sandbox: Sandbox) -> Iterator[MssScreen]:
    with MssScreen(sandbox.display, scale=sandbox.config.scale) as s:
        yield s


@pytest.fixture
def danger(sandbox: Sandbox, web: str) -> Sandbox:
    """The danger page, freshly loaded, nothing clicked yet."""
    sandbox.open_url(f"{web}/danger.html")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if sandbox.evaluate("document.readyState") == "complete" and sandbox.evaluate("document.title") == "Danger":
            time.sleep(0.2)
            return sandbox
        time.sleep(0.05)
    raise AssertionError("the danger page did not load")


def clicked(page: Sandbox) -> str:
    """What the page says was clicked ('' for nothing)."""
    return str(page.evaluate("document.getElementById('out').textContent"))


# -- the services ------------------------------------------------------------------------------

#: The bearer token the tests' servers accept.
TOKEN = "security-test-token-0123456789"
FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def png(width: int, height: int, color: str = "white") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()


def screen_png(texts: list[tuple[str, tuple[int, int]]], size: tuple[int, int] = (640, 400)) -> bytes:
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 24)
    for text, xy in texts:
        draw.text(xy, text, fill="black", font=font)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def orders_task() -> tuple[Procedure, TaskContext]:
    """One step: on the admin index, click "Orders"."""
    step = ProcedureStep(
        "open orders",
        'click "Orders"',
        anchors=("Site administration",),
        actions=(Action("click", target_text="Orders"),),
        done_when=("Select order to change",),
    )
    return Procedure("orders", "open the orders", (step,)), TaskContext()


@pytest.fixture(scope="session")
def ocr_engine() -> OcrEngine:
    return create_ocr_engine("rapidocr")


@pytest.fixture(scope="session")
def ocr(ocr_engine: OcrEngine) -> OcrEngine:
    """The session's PP-OCR engine under the name the end-to-end runs take it by (loaded once)."""
    return ocr_engine


@pytest.fixture
def edge_server(ocr_engine: OcrEngine) -> Callable[..., object]:
    """Build and start an Edge service: ``with edge_server({config fields}, tasks=..., planner=...) as (server, servicer)``."""

    from screenroute.router.app.edge_service import EdgeServer, EdgeServicer, EdgeServingConfig

    @contextmanager
    def build(
        config: dict[str, Any] | None = None,
        *,
        tasks: dict[str, Callable[[], tuple[Procedure, TaskContext]]] | None = None,
        planner: PlannerClient | None = None,
        ocr: OcrEngine | None = None,
    ) -> Iterator[tuple[EdgeServer, EdgeServicer]]:
        node = EdgeNode(ocr or ocr_engine, planner=planner, redactor_factory=PresidioRedactor)
        servicer = EdgeServicer(node, tasks or {"orders": orders_task})
        # Any free port: a fixed one is held by whatever else runs on the machine.
        with EdgeServer(servicer, EdgeServingConfig(**{"address": "127.0.0.1:0", **(config or {})})) as server:
            yield server, servicer

    return build
