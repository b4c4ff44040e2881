"""What an action triggers, what its screen says, and whose it is: the risk gate beyond the element's own label."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import Action, RiskTier
from screenroute.contract.risk import screen_context
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import Element
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.skills.envelope import Source
from screenroute.edge.skills.executor import ActionCard, Approval, TaskPolicyConfirmer
from screenroute.edge.skills.risk import RiskGate
from screenroute.edge.skills.trigger import default_button

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FIELD = Element("", Box(200, 100, 620, 140))
CLICK = Action("click", point=(10, 10))
RETURN = Action("key", keys="Return")


@pytest.mark.parametrize(
    ("lines", "label", "source", "tier"),
    [
        (["Are you sure?", "All of the following orders will be deleted"], "Yes, I'm sure", Source.PLANNER, "high"),
        (["Are you sure?"], "Yes, I'm sure", Source.TASK, "high"),
        (["Are you sure?"], "No, take me back", Source.PLANNER, "low"),
        (["Payment", "Pay 25.00 EUR to ACME"], "Continue", Source.PLANNER, "high"),
        (["Close your account", "Your data will be deleted."], "OK", Source.PLANNER, "high"),
        (["Transfer funds"], "Go", Source.LEARNED, "high"),
        (["Action:", "Delete selected orders"], "Go", Source.PLANNER, "high"),
        (["Action:", "Delete selected orders"], "Go", Source.TASK, "low"),
        (["Payment history"], "Export CSV", Source.PLANNER, "low"),
        (["お支払い"], "はい", Source.PLANNER, "high"),
        (["Select order to change"], "Go", Source.PLANNER, "low"),
        (["Files"], "", Source.PLANNER, "medium"),
        (["Files"], "", Source.TASK, "low"),
    ],
)
def test_a_screen_raises_what_it_is_about(lines: list[str], label: str, source: Source, tier: str) -> None:
    element = Element(label, Box(10, 10, 60, 40)) if label else Element("", Box(0, 0, 40, 40))
    judged = RiskGate().judge(CLICK, element=element, screen=screen_context(lines), source=source)
    assert judged.tier.value == tier, judged


def test_a_text_less_click_into_a_field_is_no_control() -> None:
    judged = RiskGate().judge(CLICK, element=FIELD, screen=screen_context(["Search"]), source=Source.PLANNER)
    assert judged.tier is RiskTier.LOW


@pytest.mark.parametrize(
    ("lines", "tier"),
    [
        # A screen that shows a risky button beside the field: the click into the field presses nothing.
        (["Shipments", "Delete all results"], "low"),
        (["Invoices", "Pay now"], "low"),
        # A screen that says what is about to happen raises even the click into a field.
        (["Are you sure?", "All of the following orders will be deleted"], "high"),
    ],
)
def test_a_click_into_a_field_is_raised_by_what_the_screen_says_not_by_what_it_shows(
    lines: list[str], tier: str
) -> None:
    judged = RiskGate().judge(CLICK, element=FIELD, screen=screen_context(lines), source=Source.PLANNER)
    assert judged.tier.value == tier, judged
    # A text-less control that is no field (an icon) is still raised by what the screen shows.
    icon = Element("", Box(0, 0, 40, 40))
    assert RiskGate().judge(CLICK, element=icon, screen=screen_context(lines), source=Source.PLANNER).tier.value == (
        "high"
    )


@pytest.mark.parametrize(
    ("trigger", "source", "tier"),
    [
        (Element("Delete all", Box(200, 200, 340, 240)), Source.PLANNER, "high"),
        (Element("Delete all", Box(200, 200, 340, 240)), Source.TASK, "high"),
        (Element("Log in", Box(200, 200, 340, 240)), Source.TASK, "low"),
        (None, Source.PLANNER, "medium"),
        (None, Source.TASK, "low"),
    ],
)
def test_return_in_a_field_takes_its_forms_button(trigger: Element | None, source: Source, tier: str) -> None:
    judged = RiskGate().judge(RETURN, focused=FIELD, trigger=trigger, screen=screen_context(["Search"]), source=source)
    assert judged.tier.value == tier, judged


def test_the_forms_default_button_is_found_below_the_field() -> None:
    image = Image.new("RGB", (1280, 800), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    draw.text((60, 105), "Search", fill="black", font=font)
    draw.rectangle((200, 100, 620, 140), outline="gray", width=2)
    draw.rectangle((200, 220, 380, 270), fill=(220, 220, 220), outline="gray")
    draw.text((222, 226), "Delete all", fill="black", font=font)
    draw.rectangle((900, 600, 1060, 650), fill=(220, 220, 220), outline="gray")
    draw.text((930, 606), "Help", fill="black", font=font)
    pixels = np.asarray(image)
    lines = create_ocr_engine("rapidocr").read(pixels)
    button = default_button(lines, pixels, FIELD)
    assert button is not None and "Delete" in button.label


def test_the_tasks_approvals_cover_only_its_own_steps() -> None:
    confirmer = TaskPolicyConfirmer(frozenset({Approval("click", target="Save")}))

    def card(source: Source) -> ActionCard:
        return ActionCard("click 'Save'", "Save", None, RiskTier.MEDIUM, "", "click", "", source.value)

    assert confirmer.confirm(card(Source.TASK))
    assert not confirmer.confirm(card(Source.PLANNER)) and not confirmer.confirm(card(Source.LEARNED))
