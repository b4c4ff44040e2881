"""The simulated cloud model: the real ``openai`` backend against it, latency profile, billing, mistakes."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image
from pydantic import ValidationError

from screenroute.bench.simvlm import LatencyProfile, SimulatedModelConfig, SimulatedVLM, TaskOracle, count_text_tokens
from screenroute.bench.tasks import DEMO_TASK
from screenroute.cloud.backends.openai_planner import OpenAIPlanner
from screenroute.router.authoring.tasks import load_task
from screenroute.v1 import planner_pb2, types_pb2

FRAME = (1280, 800)


def _png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", FRAME, "white").save(buffer, format="PNG")
    return buffer.getvalue()


def _line(text: str, box: tuple[int, int, int, int]) -> types_pb2.OcrLine:
    return types_pb2.OcrLine(text=text, box=types_pb2.Box(x0=box[0], y0=box[1], x1=box[2], y1=box[3]), score=0.9)


def _request(step: str, lines: list[types_pb2.OcrLine]) -> planner_pb2.PlanRequest:
    return planner_pb2.PlanRequest(
        task_id="t1",
        goal="file a purchase request",
        step_name=step,
        step_goal=step,
        screenshot=_png(),
        screenshot_mime="image/png",
        image_scale=1.0,
        screen=types_pb2.ScreenGeometry(width=FRAME[0], height=FRAME[1], scale=1.0),
        ocr_lines=lines,
        reason=types_pb2.REASON_UNEXPECTED_STATE,
    )


@pytest.fixture
def vlm() -> SimulatedVLM:
    task = load_task(DEMO_TASK)
    oracle = TaskOracle(task)
    config = SimulatedModelConfig(time_scale=0.001, error_rate=0.0)
    with SimulatedVLM(lambda context: oracle, config) as server:
        yield server


def _backend(vlm: SimulatedVLM) -> OpenAIPlanner:
    return OpenAIPlanner(model="gpt-4o", base_url=vlm.base_url, api_key="sk-local", deadline_s=20.0)


def test_the_real_backend_gets_the_safe_button_of_an_interruption(vlm: SimulatedVLM) -> None:
    lines = [
        _line("OK", (100, 700, 140, 720)),  # an "OK" elsewhere on the page must not be the answer
        _line("Save password?", (900, 60, 1100, 84)),
        _line("Never", (1150, 180, 1210, 204)),
        _line("Save", (1060, 180, 1110, 204)),
    ]
    response = _backend(vlm).plan(_request("open orders", lines))
    assert response.state_label == "popup/save_password"
    (action,) = response.actions
    assert action.skill == "click" and action.has_point
    assert 1150 <= action.x <= 1210 and 180 <= action.y <= 204
    (call,) = vlm.calls
    # gpt-4o, high detail: 1280x800 -> 1229x768 -> 3x2 tiles of 512 -> 85 + 6 * 170
    assert call.image_tokens == 1105 and call.prompt_tokens > call.image_tokens
    assert response.usage.input_tokens == call.prompt_tokens and response.usage.cost_usd > 0


def test_a_step_is_answered_with_its_actions_and_placeholders(vlm: SimulatedVLM) -> None:
    oracle = TaskOracle(load_task(DEMO_TASK))
    context = {
        "step": {"name": "log in"},
        "ocr_lines": [
            {"text": "Username:", "box": [400, 300, 480, 320]},
            {"text": "Password:", "box": [400, 360, 480, 380]},
            {"text": "Log in", "box": [560, 430, 620, 450]},
        ],
        "parameters": [
            {"name": "username", "placeholder": "<USERNAME_1>"},
            {"name": "password", "placeholder": "<PASSWORD_1>"},
        ],
    }
    plan = oracle.plan(context)
    typed = [a["text"] for a in plan["actions"] if a["skill"] in ("type", "fill")]
    assert typed == ["<USERNAME_1>", "<PASSWORD_1>"]
    # Without the placeholders the model cannot know the values: it must not guess.
    assert oracle.plan({**context, "parameters": []})["needs_human"] is True


def test_an_expired_session_re_enters_the_login_step() -> None:
    oracle = TaskOracle(load_task(DEMO_TASK))
    context = {
        "step": {"name": "fill line 2"},
        "ocr_lines": [
            {"text": "Username:", "box": [400, 300, 480, 320]},
            {"text": "Password:", "box": [400, 360, 480, 380]},
            {"text": "Log in", "box": [560, 430, 620, 450]},
        ],
        "parameters": [{"name": "username", "placeholder": "<U_1>"}, {"name": "password", "placeholder": "<P_1>"}],
    }
    plan = oracle.plan(context)
    assert plan["state_label"] == "page/login" and plan["actions"][-1]["keys"] == "Return"


def test_mistakes_follow_the_error_knob() -> None:
    task = load_task(DEMO_TASK)
    context = {
        "step": {"name": "open orders"},
        "ocr_lines": [
            {"text": "Site administration", "box": [10, 10, 200, 30]},
            {"text": "Log out", "box": [1200, 10, 1260, 30]},
            {"text": "Purchase requests", "box": [10, 100, 200, 120]},
            {"text": "Orders", "box": [10, 140, 80, 160]},
            {"text": "Orders", "box": [10, 180, 80, 200]},
            {"text": "Recent actions and my actions", "box": [600, 100, 900, 120]},
        ],
    }
    wrong = [("[error:" in TaskOracle(task, error_rate=0.3, seed=s).plan(context)["rationale"]) for s in range(400)]
    assert 0.22 < sum(wrong) / len(wrong) < 0.38
    right = TaskOracle(task).plan(context)["actions"]
    assert right[0]["x"] is not None and right[0]["y"] == 190, (
        "occurrence 1 is pointed at, the answer has no occurrence"
    )


def test_latency_profile_quantiles_and_validation() -> None:
    profile = LatencyProfile(median_s=2.5, p95_s=6.0, min_s=0.0, max_s=100.0)
    rng = random.Random(3)
    draws = sorted(profile.draw(rng) for _ in range(20000))
    assert 2.35 < draws[10000] < 2.65 and 5.6 < draws[19000] < 6.4
    with pytest.raises(ValidationError, match="must exceed"):
        LatencyProfile(median_s=3, p95_s=2)


def test_text_tokens_come_from_a_real_tokenizer() -> None:
    assert count_text_tokens("hello world") == 2
    assert count_text_tokens("") == 0


def test_a_navigation_uses_the_task_origin_the_edge_sent() -> None:
    oracle = TaskOracle(load_task(DEMO_TASK))
    context = {"step": {"name": "open request form"}, "ocr_lines": [], "parameters": []}
    # Without the origin the model cannot know the address: it asks for a person, never guesses.
    assert oracle.plan(context)["needs_human"] is True
    plan = oracle.plan({**context, "allowed_origins": ["http://127.0.0.1:8123/"]})
    (action,) = plan["actions"]
    assert action["skill"] == "open_url"
    assert action["url"] == "http://127.0.0.1:8123/admin/purchasing/purchaserequest/add/"


def test_a_step_below_the_fold_is_scrolled_to_not_mistaken_for_an_earlier_screen() -> None:
    """The form with line 1 filled and line 2 below the fold: no earlier step's screen is back."""
    oracle = TaskOracle(load_task(DEMO_TASK))
    texts = ["WELCOME, <USERNAME_1>.", "VIEW SITE", "CHANGE PASSWORD", "LOG OUT", "Add purchase request", "Title:", "Needed by:",
             "Attachment:", "Choose File", "LINES", "ITEM", "QUANTITY", "UNIT PRICE", "Stapler"]  # fmt: skip
    context = {
        "step": {"name": "fill line 2"},
        "ocr_lines": [{"text": t, "box": [40, 30 + 40 * k, 400, 50 + 40 * k]} for k, t in enumerate(texts)],
        "parameters": [{"name": "username", "placeholder": "<U_1>"}, {"name": "password", "placeholder": "<P_1>"}],
    }
    plan = oracle.plan(context)
    assert plan["state_label"] == "page/below_fold", plan
    assert [a["skill"] for a in plan["actions"]] == ["scroll"]


def test_a_step_name_redacted_in_part_is_still_the_step() -> None:
    """The edge redacts the step name like every text: a word the screen showed as a value may
    arrive as a placeholder. The model reads past it; the lookup matches the one step it fits."""
    oracle = TaskOracle(load_task(DEMO_TASK))
    name = next(s.name for s in oracle.task.steps if s.name == "fill line 2")
    redacted = name.replace("line", "<VALUE_3>", 1)
    assert oracle._step_named(redacted) is oracle._step_named(name) is not None
    assert oracle._step_named("<VALUE_1>") is None  # fits every step: no guess
