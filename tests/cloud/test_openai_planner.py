"""The ``openai`` backend, driven with the real ``openai`` client against a local fake server.

The fake (``conftest.FakeOpenAI``) speaks ``/v1/chat/completions`` on 127.0.0.1 and is
scripted per test: answers with usage, 429 + Retry-After, 500s, malformed JSON, and an
answer slower than the deadline. Nothing leaves the machine.
"""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import grpc
import numpy as np
import pytest
from PIL import Image
from pydantic import ValidationError

from screenroute.cloud.backends import BACKENDS, create_backend
from screenroute.cloud.backends.openai_planner import SKILLS, CoordinateMap, OpenAIPlanner, plan_schema
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract import LIMITS
from screenroute.contract.errors import PlannerBackendError, UnknownModelError
from screenroute.v1 import planner_pb2, planner_pb2_grpc, types_pb2

from .conftest import FakeOpenAI, Reply, completion, sent_image

SECRET = "alice@example.com"
API_KEY = "sk-test-0123456789abcdef"
FRAME = (1920, 1080)
MARKER = (1500, 900)
BILLED = 2000  # prompt tokens the fake model "bills" for a plan  # frame pixel of a small red square the fake model "looks for"


def screenshot_with_marker(size: tuple[int, int] = FRAME, marker: tuple[int, int] = MARKER) -> bytes:
    image = Image.new("RGB", size, "white")
    x, y = marker
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            image.putpixel((x + dx, y + dy), (255, 0, 0))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def request(**overrides: object) -> planner_pb2.PlanRequest:
    fields: dict[str, object] = {
        "task_id": "t-1",
        "goal": "file a purchase request",
        "step_name": "dismiss_popup",
        "step_goal": "get rid of the popup",
        "screenshot": screenshot_with_marker(),
        "screenshot_mime": "image/png",
        "image_scale": 1.0,
        "screen": types_pb2.ScreenGeometry(width=FRAME[0], height=FRAME[1], scale=1.0),
        "ocr_lines": [types_pb2.OcrLine(text="Never", box=types_pb2.Box(x0=1480, y0=880, x1=1520, y1=920), score=0.9)],
        "reason": types_pb2.REASON_UNEXPECTED_STATE,
        "state_label": "form/purchase_request",
        "state_confidence": 0.4,
    }
    fields.update(overrides)
    return planner_pb2.PlanRequest(**fields)  # type: ignore[arg-type]


def plan_json(actions: list[dict[str, Any]] | None = None, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "state_label": "popup/save_password",
        "rationale": "dismiss it",
        "needs_human": False,
        "expected_texts": ["Orders"],
        "actions": [],
    }
    base.update(fields)
    full = []
    for action in actions or []:
        item = dict.fromkeys(("x", "y", "target_text", "text", "keys", "url", "amount", "timeout_s"))
        item.update({"expect_texts": [], "why": ""})
        item.update(action)
        full.append(item)
    base["actions"] = full
    return base


def click_on_marker(body: dict[str, Any]) -> Reply:
    """Answer like a model that found the red square in the image it was sent."""
    pixels = np.asarray(sent_image(body)).astype(int)
    ys, xs = np.nonzero((pixels[:, :, 0] > 200) & (pixels[:, :, 1] < 80))
    x, y = round(float(xs.mean())), round(float(ys.mean()))
    return completion(
        plan_json([{"skill": "click", "x": x, "y": y, "expect_texts": ["Orders"], "why": "close the popup"}]),
        prompt_tokens=BILLED,
    )


class SleepRecorder:
    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def planner(fake: FakeOpenAI, sleep: SleepRecorder | None = None, **options: Any) -> OpenAIPlanner:
    settings: dict[str, Any] = {
        "model": "gpt-4o",
        "base_url": fake.base_url,
        "api_key": API_KEY,
        "deadline_s": 10.0,
        "request_timeout_s": 5.0,
    }
    settings.update(options)
    return OpenAIPlanner(sleep=sleep or SleepRecorder(), **settings)


def test_openai_is_in_the_backend_table() -> None:
    assert BACKENDS["openai"] is OpenAIPlanner


def test_plan_end_to_end_over_grpc_maps_coordinates_back(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = click_on_marker
    backend = planner(fake_openai)
    with PlannerServer(PlannerServerConfig(), backend=backend) as server, grpc.insecure_channel(server.address) as chan:
        response = planner_pb2_grpc.PlannerStub(chan).Plan(request(), timeout=30)
        registry = server.metrics.registry
        drift_count = registry.get_sample_value("screenroute_planner_estimate_drift_ratio_count", {"model": "gpt-4o"})
        # Histograms with negative buckets expose no _sum; the buckets locate the drift.
        drift_buckets = {
            le: registry.get_sample_value(
                "screenroute_planner_estimate_drift_ratio_bucket", {"model": "gpt-4o", "le": le}
            )
            for le in ("0.0", "0.01", "0.05", "0.1", "0.25", "0.5")
        }
    backend.close()

    # The model saw the image at gpt-4o's native size: 1920x1080 → shortest side 768.
    call = fake_openai.requests[0]
    assert call["path"] == "/v1/chat/completions"
    assert call["headers"]["authorization"] == f"Bearer {API_KEY}"
    assert sent_image(call["body"]).size == (1365, 768)
    assert call["body"]["model"] == "gpt-4o"
    fmt = call["body"]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["schema"]["properties"]["actions"]["items"]["properties"]["skill"]["enum"] == list(SKILLS)
    # OCR boxes travel in the sent image's coordinates, like the image itself.
    context = json.loads(call["body"]["messages"][1]["content"][1]["text"])
    assert context["ocr_lines"][0]["box"] == [1052, 625, 1080, 654]
    assert context["escalation_reason"] == "unexpected_state"

    (action,) = response.actions
    assert action.skill == "click" and action.has_point
    # One sent pixel covers 1920/1365 ≈ 1.41 frame pixels: back within that of the marker.
    assert abs(action.x - MARKER[0]) <= 2 and abs(action.y - MARKER[1]) <= 2
    assert list(action.expect_texts) == ["Orders"]
    assert response.state_label == "popup/save_password"
    assert list(response.expected_texts) == ["Orders"]

    usage = response.usage
    assert usage.model == "gpt-4o"
    assert usage.image_tokens == 85 + 170 * 6  # 1365x768 → 3 × 2 tiles
    assert usage.input_tokens == BILLED and usage.output_tokens == 50
    assert usage.cost_usd == pytest.approx((BILLED * 2.50 + 50 * 10.00) / 1e6)
    estimated = usage.estimated_input_tokens
    assert usage.image_tokens < estimated < BILLED
    assert drift_count == 1
    drift = (BILLED - estimated) / estimated
    bounds = [float(le) for le in drift_buckets]
    assert all(count == (1 if drift <= float(le) else 0) for le, count in drift_buckets.items())
    assert bounds[0] < drift <= bounds[-1]


@pytest.mark.parametrize(
    ("frame", "image_scale", "sent"),
    [((1280, 800), 1.0, (1280, 800)), ((2560, 1600), 0.5, (1280, 800)), ((3840, 2160), 1.0, (1365, 768))],
)
def test_coordinate_map_round_trips_within_one_sent_pixel(
    frame: tuple[int, int], image_scale: float, sent: tuple[int, int]
) -> None:
    cmap = CoordinateMap(frame[0], frame[1], sent[0], sent[1])
    step_x, step_y = frame[0] / sent[0], frame[1] / sent[1]
    for fx, fy in [(0, 0), (frame[0] - 1, frame[1] - 1), (frame[0] // 3, frame[1] // 7), (1234, 567)]:
        back = cmap.to_frame(*cmap.to_sent(fx, fy))
        assert abs(back[0] - fx) <= step_x and abs(back[1] - fy) <= step_y
        assert 0 <= back[0] < frame[0] and 0 <= back[1] < frame[1]


def test_downscaled_screenshot_maps_to_frame_pixels(fake_openai: FakeOpenAI) -> None:
    # The edge sent a half-size image of a 2560x1600 frame; the marker is at frame (2000, 1200).
    fake_openai.default = click_on_marker
    backend = planner(fake_openai)
    response = backend.plan(
        request(
            screenshot=screenshot_with_marker((1280, 800), (1000, 600)),
            image_scale=0.5,
            screen=types_pb2.ScreenGeometry(width=2560, height=1600, scale=1.0),
        )
    )
    backend.close()
    assert sent_image(fake_openai.requests[0]["body"]).size == (1229, 768)
    (action,) = response.actions
    assert abs(action.x - 2000) <= 3 and abs(action.y - 1200) <= 3


def test_429_waits_exactly_retry_after(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.extend(
        [
            Reply(429, {"error": {"message": "slow down", "type": "rate_limit"}}, {"Retry-After": "1.5"}),
            completion(plan_json()),
        ]
    )
    sleep = SleepRecorder()
    response = planner(fake_openai, sleep).plan(request())
    assert sleep.calls == [1.5]
    assert len(fake_openai.requests) == 2
    assert response.state_label == "popup/save_password"


def test_retry_after_past_the_deadline_fails_without_waiting(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.append(Reply(429, {"error": {"message": "later"}}, {"Retry-After": "120"}))
    sleep = SleepRecorder()
    with pytest.raises(PlannerBackendError, match="past the planner deadline"):
        planner(fake_openai, sleep, deadline_s=5.0).plan(request())
    assert sleep.calls == []


def test_5xx_is_retried_with_backoff(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.extend(
        [
            Reply(500, {"error": {"message": "boom"}}),
            Reply(503, {"error": {"message": "busy"}}),
            completion(plan_json()),
        ]
    )
    sleep = SleepRecorder()
    planner(fake_openai, sleep, backoff_initial_s=0.2).plan(request())
    assert len(fake_openai.requests) == 3
    # Equal-jitter exponential backoff: 0.1..0.2, then 0.2..0.4.
    assert 0.1 <= sleep.calls[0] <= 0.2 and 0.2 <= sleep.calls[1] <= 0.4


def test_persistent_500_is_unavailable_over_grpc(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = lambda body: Reply(500, {"error": {"message": "down"}})
    backend = planner(fake_openai, max_retries=2)
    with (
        PlannerServer(backend=backend) as server,
        grpc.insecure_channel(server.address) as chan,
        pytest.raises(grpc.RpcError) as caught,
    ):
        planner_pb2_grpc.PlannerStub(chan).Plan(request(), timeout=30)
    assert caught.value.code() == grpc.StatusCode.UNAVAILABLE
    assert len(fake_openai.requests) == 3


def test_4xx_is_not_retried(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.append(Reply(400, {"error": {"message": "bad request"}}))
    sleep = SleepRecorder()
    with pytest.raises(PlannerBackendError, match="HTTP 400"):
        planner(fake_openai, sleep).plan(request())
    assert len(fake_openai.requests) == 1 and sleep.calls == []


def test_malformed_json_gets_one_repair_round(fake_openai: FakeOpenAI) -> None:
    fake_openai.script.extend(
        [
            completion('{"state_label": "popup", "actions": [', prompt_tokens=900, completion_tokens=10),
            completion(plan_json([{"skill": "click", "target_text": "Never"}]), prompt_tokens=1000),
        ]
    )
    response = planner(fake_openai).plan(request())
    assert len(fake_openai.requests) == 2
    repair = fake_openai.requests[1]["body"]["messages"]
    assert repair[-2] == {"role": "assistant", "content": '{"state_label": "popup", "actions": ['}
    assert "not valid JSON" in repair[-1]["content"]
    assert [(a.skill, a.target_text, a.has_point) for a in response.actions] == [("click", "Never", False)]
    # Both calls are billed and counted.
    assert response.usage.input_tokens == 1900 and response.usage.output_tokens == 60


@pytest.mark.parametrize(
    ("action", "problem"),
    [
        ({"skill": "rm_rf", "target_text": "x"}, "is not one of"),
        ({"skill": "click", "x": 5000, "y": 10}, "outside the 1365x768 screenshot"),
        ({"skill": "click", "x": -1, "y": 10}, "outside"),
        ({"skill": "click"}, "needs x,y or target_text"),
        ({"skill": "type"}, "type needs text"),
        ({"skill": "scroll"}, "scroll needs a non-zero amount"),
        ({"skill": "open_url", "url": "file:///etc/passwd"}, "http(s) url"),
    ],
)
def test_invalid_actions_are_repaired(fake_openai: FakeOpenAI, action: dict[str, Any], problem: str) -> None:
    fake_openai.script.extend(
        [completion(plan_json([action])), completion(plan_json([{"skill": "key", "keys": "Escape"}]))]
    )
    response = planner(fake_openai).plan(request())
    assert problem in fake_openai.requests[1]["body"]["messages"][-1]["content"]
    assert [(a.skill, a.keys) for a in response.actions] == [("key", "Escape")]


def test_a_plan_may_be_as_long_as_the_edge_accepts(fake_openai: FakeOpenAI) -> None:
    """One limit for both sides (the shared contract): a step that fills three fields is nine actions."""
    nine = [{"skill": "key", "keys": "Tab"}] * 9
    fake_openai.script.append(completion(plan_json(nine)))
    assert len(planner(fake_openai).plan(request()).actions) == 9
    too_many = [{"skill": "key", "keys": "Tab"}] * (LIMITS.max_plan_actions + 1)
    fake_openai.script.extend([completion(plan_json(too_many)), completion(plan_json(nine))])
    planner(fake_openai).plan(request())
    assert f"at most {LIMITS.max_plan_actions} actions" in fake_openai.requests[-1]["body"]["messages"][-1]["content"]


def test_a_scroll_needs_only_its_amount(fake_openai: FakeOpenAI) -> None:
    """The shared contract's scroll: how far is required, where is optional (the screen's centre)."""
    fake_openai.script.append(completion(plan_json([{"skill": "scroll", "amount": 5}])))
    response = planner(fake_openai).plan(request())
    assert len(fake_openai.requests) == 1 and [(a.skill, a.amount) for a in response.actions] == [("scroll", 5)]


def test_invalid_twice_hands_over_to_a_human(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = lambda body: completion("I think you should click the button.")
    response = planner(fake_openai).plan(request())
    assert len(fake_openai.requests) == 2
    assert response.needs_human and list(response.actions) == []
    assert response.usage.input_tokens == 2000  # both attempts billed


def test_slow_answer_past_the_deadline_fails(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = lambda body: Reply(200, completion(plan_json()).body, delay_s=30)
    backend = planner(fake_openai, deadline_s=1.0, request_timeout_s=0.5, max_retries=5)
    with pytest.raises(PlannerBackendError):
        backend.plan(request())
    # The call gave up before the fake ever answered.
    assert fake_openai.answered == 0 and len(fake_openai.requests) >= 1


def test_slow_answer_is_unavailable_over_grpc(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = lambda body: Reply(200, completion(plan_json()).body, delay_s=30)
    backend = planner(fake_openai, deadline_s=0.8, request_timeout_s=0.4)
    with (
        PlannerServer(backend=backend) as server,
        grpc.insecure_channel(server.address) as chan,
        pytest.raises(grpc.RpcError) as caught,
    ):
        planner_pb2_grpc.PlannerStub(chan).Plan(request(), timeout=20)
    assert caught.value.code() == grpc.StatusCode.UNAVAILABLE
    assert fake_openai.answered == 0


def test_budget_over_the_cap_is_resource_exhausted_and_never_calls(fake_openai: FakeOpenAI) -> None:
    backend = planner(fake_openai, max_cost_usd_per_call=0.0001)
    with (
        PlannerServer(backend=backend) as server,
        grpc.insecure_channel(server.address) as chan,
        pytest.raises(grpc.RpcError) as caught,
    ):
        planner_pb2_grpc.PlannerStub(chan).Plan(request(), timeout=20)
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert "max_cost_usd_per_call" in (caught.value.details() or "")
    assert fake_openai.requests == []


def test_logs_carry_no_secrets_or_screenshots(fake_openai: FakeOpenAI, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    fake_openai.script.extend(
        [Reply(429, {"error": {"message": "x"}}, {"Retry-After": "0"}), completion("not json"), completion(plan_json())]
    )
    req = request(
        goal=f"write to {SECRET}", ocr_lines=[types_pb2.OcrLine(text=SECRET, box=types_pb2.Box(x0=1, y0=1, x1=9, y1=9))]
    )
    planner(fake_openai).plan(req)
    assert caplog.records, "the retry and the repair should have been logged"
    assert SECRET not in caplog.text
    assert API_KEY not in caplog.text
    assert "base64" not in caplog.text and "iVBOR" not in caplog.text  # PNG magic in base64


def test_unknown_model_fails_loudly_with_choices() -> None:
    with pytest.raises(UnknownModelError, match="gpt-4o"):
        create_backend("openai", model="my-local-vlm", base_url="http://127.0.0.1:1/v1")


def test_pricing_override_adds_a_local_model(fake_openai: FakeOpenAI) -> None:
    fake_openai.default = lambda body: completion(plan_json(), prompt_tokens=700)
    backend = planner(
        fake_openai,
        model="qwen2.5-vl",
        pricing={
            "qwen2.5-vl": {
                "input_usd_per_mtok": 0,
                "output_usd_per_mtok": 0,
                "image": {"kind": "openai_patch", "patch_px": 28, "max_patches": 1024},
            }
        },
    )
    response = backend.plan(request())
    width, height = sent_image(fake_openai.requests[0]["body"]).size
    assert -(-width // 28) * -(-height // 28) <= 1024
    assert response.usage.cost_usd == 0 and response.usage.model == "qwen2.5-vl"


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        ({"base_url": "ftp://x"}, "base_url"),
        ({"detail": "ultra"}, "detail"),
        ({"deadline_s": 0}, "deadline_s"),
        ({"temprature": 0.2}, "temprature"),
    ],
)
def test_bad_options_fail_loudly(options: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ValidationError, match=fragment):
        OpenAIPlanner(**{"model": "gpt-4o", "base_url": "http://127.0.0.1:1/v1", **options})


def test_schema_requires_every_key_for_strict_mode() -> None:
    schema = plan_schema()
    assert set(schema["required"]) == set(schema["properties"])
    item = schema["properties"]["actions"]["items"]
    assert set(item["required"]) == set(item["properties"])


def test_an_invalid_answer_cannot_forge_a_log_line(fake_openai: FakeOpenAI, caplog: pytest.LogCaptureFixture) -> None:
    """A key the model invents ends up in the logged problem list: it is quoted, its newline escaped."""
    caplog.set_level(logging.WARNING)
    forged = plan_json([{"skill": "key", "keys": "Tab"}], **{"x\nCRITICAL forged": 1})
    fake_openai.script.extend([completion(forged), completion(forged)])
    planner(fake_openai).plan(request())
    logged = [r.getMessage() for r in caplog.records if "invalid after repair" in r.getMessage()]
    assert logged and all("\n" not in line for line in logged)
