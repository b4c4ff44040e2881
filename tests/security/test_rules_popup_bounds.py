"""The rules planner acts on a popup only inside that popup, and never on one that talks about money."""

from __future__ import annotations

from screenroute.cloud.backends.rules_planner import RulesPlanner
from screenroute.v1 import planner_pb2, types_pb2

Line = tuple[str, tuple[int, int, int, int]]


def plan(lines: list[Line]) -> planner_pb2.PlanResponse:
    return RulesPlanner().plan(
        planner_pb2.PlanRequest(
            ocr_lines=[
                types_pb2.OcrLine(text=t, box=types_pb2.Box(x0=b[0], y0=b[1], x1=b[2], y1=b[3]), score=0.95)
                for t, b in lines
            ],
            reason=types_pb2.REASON_UNEXPECTED_STATE,
            screen=types_pb2.ScreenGeometry(width=1280, height=800, scale=1.0),
        )
    )


# A cookie notice at the top of the page with no button OCR could read, and a bank's own
# confirmation dialog in the middle of the screen.
COOKIE_NOTICE: list[Line] = [("We use cookies on this site", (40, 20, 360, 44))]
TRANSFER_DIALOG: list[Line] = [
    ("Confirm the payment of 5,000.00 EUR", (440, 300, 840, 326)),
    ("to account DE89 3704 0044 0532 0130 00", (440, 340, 840, 366)),
    ("OK", (560, 420, 600, 446)),
    ("Back", (660, 420, 720, 446)),
]


def test_cookie_rule_does_not_click_ok_on_another_dialog() -> None:
    response = plan(COOKIE_NOTICE + TRANSFER_DIALOG)
    assert not any(a.skill == "click" and a.target_text == "OK" for a in response.actions), response.rationale


def test_cookie_rule_clicks_inside_its_banner() -> None:
    banner = [*COOKIE_NOTICE, ("OK", (1180, 18, 1230, 46))]
    response = plan(banner + TRANSFER_DIALOG)
    (action,) = response.actions
    assert (action.target_text, action.y) == ("OK", 32)


def test_a_popup_that_talks_about_money_goes_to_a_person() -> None:
    fake = [("We use cookies. Transfer funds to keep your account", (400, 300, 880, 326)), ("OK", (600, 360, 650, 386))]
    response = plan(fake)
    assert response.needs_human and not response.actions
