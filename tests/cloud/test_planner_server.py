"""The planner gRPC server on loopback, called through real grpc channels.

Imports name the submodules (``screenroute.cloud.server``), not ``cloud``: pytest puts ``tests/`` on
``sys.path`` for the suite-wide conftest, where ``tests/cloud`` shadows the package root.
"""

from __future__ import annotations

import io
import logging
import signal
import subprocess
import sys
import threading
import time
import urllib.request
import zlib
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from PIL import Image
from prometheus_client.parser import text_string_to_metric_families
from pydantic import ValidationError

from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PLANNER_SERVICE_NAME, PlannerServer
from screenroute.contract.errors import PlannerServerError
from screenroute.v1 import planner_pb2, planner_pb2_grpc, types_pb2

MESSAGE_LIMIT = 512 * 1024
SECRET = "alice@example.com"  # stands for anything that must never reach a log


def png_bytes(width: int = 320, height: int = 200, color: str = "white") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()


def jpeg_bytes(width: int = 320, height: int = 200) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), "gray").save(buffer, format="JPEG")
    return buffer.getvalue()


def noisy_png(width: int, height: int) -> bytes:
    """A PNG whose pixel data spans several IDAT chunks' worth of real content."""
    image = Image.effect_noise((width, height), 64).convert("RGB")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def bad_crc_png() -> bytes:
    data = bytearray(png_bytes())
    idat = data.index(b"IDAT")
    data[idat + 6] ^= 0xFF  # corrupt compressed pixel data; the chunk CRC no longer matches
    return bytes(data)


def line(text: str, box: tuple[int, int, int, int]) -> types_pb2.OcrLine:
    return types_pb2.OcrLine(text=text, box=types_pb2.Box(x0=box[0], y0=box[1], x1=box[2], y1=box[3]), score=0.9)


def plan_request(**overrides: object) -> planner_pb2.PlanRequest:
    fields: dict[str, object] = {
        "task_id": "t-1",
        "goal": "export yesterday's orders",
        "step_name": "open_orders",
        "step_goal": 'click "Orders"',
        "screenshot": png_bytes(),
        "screenshot_mime": "image/png",
        "image_scale": 0.25,
        "screen": types_pb2.ScreenGeometry(width=1280, height=800, scale=1.0),
        "ocr_lines": [line("Back office", (20, 90, 140, 112))],
        "reason": types_pb2.REASON_UNKNOWN_STATE,
    }
    fields.update(overrides)
    return planner_pb2.PlanRequest(**fields)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def planner_server() -> Iterator[PlannerServer]:
    config = PlannerServerConfig(
        metrics_port=0,
        max_message_bytes=MESSAGE_LIMIT,
        max_image_pixels=1_000_000,
        max_ocr_lines=50,
    )
    with PlannerServer(config) as server:
        yield server


@pytest.fixture(scope="session")
def channel(planner_server: PlannerServer) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(planner_server.address) as chan:
        grpc.channel_ready_future(chan).result(timeout=10)
        yield chan


@pytest.fixture(scope="session")
def stub(channel: grpc.Channel) -> planner_pb2_grpc.PlannerStub:
    return planner_pb2_grpc.PlannerStub(channel)


def call_code(stub: planner_pb2_grpc.PlannerStub, request: planner_pb2.PlanRequest) -> tuple[grpc.StatusCode, str]:
    try:
        stub.Plan(request, timeout=10)
    except grpc.RpcError as exc:
        return exc.code(), exc.details() or ""
    return grpc.StatusCode.OK, ""


@pytest.mark.parametrize(
    ("overrides", "fragment"),
    [
        pytest.param({"screenshot": b"\x89PNG\r\n\x1a\n" + b"garbage" * 50}, "not a valid PNG", id="garbage-png"),
        pytest.param({"screenshot": png_bytes()[:-40]}, "not a valid PNG", id="truncated-tail"),
        pytest.param(
            {"screenshot": noisy_png(300, 300)[:4000], "image_scale": 1.0}, "not a valid PNG", id="truncated-pixels"
        ),
        pytest.param({"screenshot": bad_crc_png()}, "not a valid PNG", id="bad-crc"),
        pytest.param({"screenshot": b"not an image at all"}, "not a valid PNG", id="not-an-image"),
        pytest.param({"screenshot": b""}, "screenshot is required", id="empty-screenshot"),
        pytest.param({"goal": ""}, "goal is required", id="missing-goal"),
        pytest.param({"goal": "   "}, "goal is required", id="blank-goal"),
        pytest.param({"screenshot_mime": "image/gif"}, "screenshot_mime", id="gif-mime"),
        pytest.param({"screenshot_mime": ""}, "screenshot_mime", id="no-mime"),
        pytest.param({"screenshot": jpeg_bytes()}, "JPEG data", id="jpeg-labelled-png"),
        pytest.param({"screenshot": png_bytes(1200, 1000)}, "exceeds the limit", id="too-many-pixels"),
        pytest.param(
            {"ocr_lines": [line("x", (0, i, 10, i + 5)) for i in range(51)]},
            "51 OCR lines",
            id="too-many-lines",
        ),
        pytest.param({"ocr_lines": [line("Orders", (90, 10, 20, 30))]}, "ocr_lines[0].box", id="inside-out-box"),
        pytest.param({"ocr_lines": [line("Orders", (-5, 10, 20, 30))]}, "ocr_lines[0].box", id="negative-box"),
        pytest.param({"ocr_lines": [line("Orders", (0, 0, 10, 10_000_000))]}, "ocr_lines[0].box", id="huge-box"),
        pytest.param({"screen": types_pb2.ScreenGeometry(width=-1, height=800)}, "screen", id="negative-screen"),
        pytest.param(
            {"screen": types_pb2.ScreenGeometry(width=1280, height=800, scale=float("nan"))},
            "screen.scale",
            id="nan-scale",
        ),
        pytest.param({"image_scale": 1e9}, "image_scale", id="absurd-image-scale"),
    ],
)
def test_bad_requests_are_invalid_argument(
    stub: planner_pb2_grpc.PlannerStub, overrides: dict[str, object], fragment: str
) -> None:
    code, details = call_code(stub, plan_request(**overrides))
    assert code == grpc.StatusCode.INVALID_ARGUMENT
    assert fragment in details


def test_jpeg_screenshot_is_accepted(stub: planner_pb2_grpc.PlannerStub) -> None:
    response = stub.Plan(plan_request(screenshot=jpeg_bytes(), screenshot_mime="image/jpeg"), timeout=10)
    assert response.usage.model == "rules"


def test_message_over_the_limit_is_resource_exhausted(stub: planner_pb2_grpc.PlannerStub) -> None:
    padding = "x" * 1000
    request = plan_request(missing_texts=[padding] * (MESSAGE_LIMIT // 1000 + 10))
    assert request.ByteSize() > MESSAGE_LIMIT
    code, _ = call_code(stub, request)
    assert code == grpc.StatusCode.RESOURCE_EXHAUSTED
    # The server is still fine afterwards.
    assert call_code(stub, plan_request())[0] == grpc.StatusCode.OK


def test_default_message_limit_is_8_mib() -> None:
    assert PlannerServerConfig().max_message_bytes == 8 * 1024 * 1024


@pytest.mark.parametrize("service", ["", PLANNER_SERVICE_NAME])
def test_health_is_serving(channel: grpc.Channel, service: str) -> None:
    health = health_pb2_grpc.HealthStub(channel)
    reply = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
    assert reply.status == health_pb2.HealthCheckResponse.SERVING


def test_reflection_lists_the_planner(channel: grpc.Channel) -> None:
    reflection = reflection_pb2_grpc.ServerReflectionStub(channel)
    replies = reflection.ServerReflectionInfo(
        iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
    )
    names = {svc.name for reply in replies for svc in reply.list_services_response.service}
    assert PLANNER_SERVICE_NAME == "screenroute.v1.Planner"
    assert {PLANNER_SERVICE_NAME, "grpc.health.v1.Health"} <= names


def test_save_password_bubble_is_dismissed_with_never(stub: planner_pb2_grpc.PlannerStub) -> None:
    request = plan_request(
        # Downscaled as the edge sends it; OCR boxes stay in frame pixels.
        screenshot=png_bytes(640, 400),
        image_scale=0.5,
        reason=types_pb2.REASON_UNEXPECTED_STATE,
        missing_texts=["Orders"],
        ocr_lines=[
            line("Back office", (20, 90, 140, 112)),
            line("Savepassword?", (900, 60, 1030, 84)),
            line("×", (1240, 60, 1258, 80)),
            line("admin", (900, 110, 960, 130)),
            line("Save", (1090, 200, 1150, 228)),
            line("Never", (1170, 200, 1250, 228)),
        ],
    )
    response = stub.Plan(request, timeout=10)
    assert not response.needs_human
    assert [(a.skill, a.has_point, a.x, a.y, a.target_text) for a in response.actions] == [
        ("click", True, 1210, 214, "Never")
    ]
    assert response.state_label == "popup/chromium_save_password"
    assert response.usage.model == "rules" and response.usage.cost_usd == 0.0


def test_unknown_screen_needs_a_human(stub: planner_pb2_grpc.PlannerStub) -> None:
    response = stub.Plan(plan_request(step_goal="make sense of this"), timeout=10)
    assert response.needs_human
    assert list(response.actions) == []
    assert response.state_label == "unknown"


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:
        text = reply.read().decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def test_metrics_count_requests_by_code(planner_server: PlannerServer, stub: planner_pb2_grpc.PlannerStub) -> None:
    port = planner_server.metrics_port
    assert port is not None and port > 0
    ok_key = ("screenroute_planner_requests_total", (("code", "OK"),))
    bad_key = ("screenroute_planner_requests_total", (("code", "INVALID_ARGUMENT"),))
    hist_key = ("screenroute_planner_request_seconds_count", ())
    before = scrape(port)
    for _ in range(3):
        assert call_code(stub, plan_request())[0] == grpc.StatusCode.OK
    for _ in range(2):
        assert call_code(stub, plan_request(goal=""))[0] == grpc.StatusCode.INVALID_ARGUMENT
    after = scrape(port)
    assert after[ok_key] - before.get(ok_key, 0.0) == 3
    assert after[bad_key] - before.get(bad_key, 0.0) == 2
    assert after[hist_key] - before.get(hist_key, 0.0) == 5
    assert ("screenroute_planner_tokens_total", (("direction", "input"), ("model", "rules"))) in after
    assert ("screenroute_planner_cost_usd_total", (("model", "rules"),)) in after


class ExplodingBackend:
    """Fails the way a real backend might, with the payload in the exception message."""

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        raise ConnectionError(f"upstream refused request mentioning {request.ocr_lines[0].text}")


class SlowBackend:
    """Takes a while, so a stop can happen while a call is in flight."""

    def __init__(self) -> None:
        self.entered = threading.Event()

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        self.entered.set()
        time.sleep(0.5)
        return planner_pb2.PlanResponse(state_label="unknown", usage=types_pb2.Usage(model="slow"))


def test_backend_failure_is_unavailable_and_logs_no_payload(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    with PlannerServer(backend=ExplodingBackend()) as server, grpc.insecure_channel(server.address) as chan:
        code, details = call_code(
            planner_pb2_grpc.PlannerStub(chan), plan_request(ocr_lines=[line(SECRET, (0, 0, 10, 10))])
        )
        count = server.metrics.registry.get_sample_value("screenroute_planner_requests_total", {"code": "UNAVAILABLE"})
    assert code == grpc.StatusCode.UNAVAILABLE
    assert details == "planner backend failed (ConnectionError)"
    assert count == 1
    assert "ConnectionError" in caplog.text
    assert SECRET not in caplog.text


def test_stop_drains_in_flight_calls() -> None:
    backend = SlowBackend()
    server = PlannerServer(backend=backend)
    server.start()
    with grpc.insecure_channel(server.address) as chan:
        future = planner_pb2_grpc.PlannerStub(chan).Plan.future(plan_request(), timeout=10)
        assert backend.entered.wait(5)
        server.stop(grace_s=5.0)
        assert future.result().usage.model == "slow"
    server.stop()  # idempotent


def test_two_servers_in_one_process_have_separate_metrics(planner_server: PlannerServer) -> None:
    with PlannerServer(PlannerServerConfig(metrics_port=0)) as other:
        assert other.port != planner_server.port
        assert other.metrics.registry is not planner_server.metrics.registry
        assert other.metrics_port not in (None, planner_server.metrics_port)


def test_busy_port_fails_loudly(planner_server: PlannerServer) -> None:
    taken = PlannerServer(PlannerServerConfig(address=f"127.0.0.1:{planner_server.port}"))
    with pytest.raises(PlannerServerError, match="cannot bind"):
        taken.start()


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"backend": "gpt-9"}, "allowed choices: openai, rules"),
        ({"address": "localhost"}, "host:port"),
        ({"address": "127.0.0.1:70000"}, "0..65535"),
        ({"metrics_port": -1}, "metrics_port"),
        ({"max_message_bytes": 0}, "max_message_bytes"),
        ({"max_mesage_bytes": 1}, "max_mesage_bytes"),
    ],
)
def test_bad_config_fails_loudly(fields: dict[str, object], fragment: str) -> None:
    with pytest.raises(ValidationError, match=fragment.replace(".", r"\.")):
        PlannerServerConfig(**fields)  # type: ignore[arg-type]


def test_crc_corruption_really_corrupts() -> None:
    # Guards the bad-crc case above: the mutated file must differ where it matters.
    good, bad = png_bytes(), bad_crc_png()
    assert good != bad and len(good) == len(bad)
    assert zlib.crc32(good) != zlib.crc32(bad)


SERVE_SCRIPT = """
import asyncio, sys
from screenroute.cloud.server import PlannerServerConfig, serve
config = PlannerServerConfig(address="127.0.0.1:0")
asyncio.run(serve(config, grace_s=1.0, ready=lambda port: print(port, flush=True)))
print("stopped", flush=True)
"""


def test_serve_stops_gracefully_on_sigterm(tmp_path: Path) -> None:
    with subprocess.Popen(
        [sys.executable, "-c", SERVE_SCRIPT], cwd=tmp_path, stdout=subprocess.PIPE, text=True
    ) as process:
        try:
            assert process.stdout is not None
            port = int(process.stdout.readline())
            with grpc.insecure_channel(f"127.0.0.1:{port}") as chan:
                reply = health_pb2_grpc.HealthStub(chan).Check(health_pb2.HealthCheckRequest(), timeout=10)
                assert reply.status == health_pb2.HealthCheckResponse.SERVING
            process.send_signal(signal.SIGTERM)
            assert process.wait(timeout=15) == 0
            assert process.stdout.read().strip() == "stopped"
        finally:
            if process.poll() is None:
                process.kill()
