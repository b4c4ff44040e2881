"""The risk gate tiers actions from their grounded target, whatever the caller claims."""

from __future__ import annotations

import pytest

from screenroute.contract import Action, RiskTier
from screenroute.edge.skills.risk import RiskGate


@pytest.mark.parametrize(
    ("label", "tier"),
    [
        ("Never", RiskTier.LOW),
        ("Log in", RiskTier.LOW),
        ("Export CSV", RiskTier.LOW),
        ("Application", RiskTier.LOW),  # contains "apply" but is not the word
        ("Save", RiskTier.MEDIUM),
        ("Saveandaddanother", RiskTier.MEDIUM),  # OCR glues English words
        ("Submit order", RiskTier.HIGH),  # places an order: the shared list makes it high everywhere
        ("提交", RiskTier.MEDIUM),
        ("Delete", RiskTier.HIGH),
        ("Yes, I'm sure", RiskTier.LOW),
        ("删除所选订单", RiskTier.HIGH),
        ("Transfer funds", RiskTier.HIGH),
        ("发布", RiskTier.HIGH),
        # A dialog's radio row read as one line, its label glued to its options: a choice, no command.
        ("Format:UnixDosMacintosh", RiskTier.LOW),
        ("Format disk", RiskTier.HIGH),
    ],
)
def test_click_tier_follows_the_grounded_label(label: str, tier: RiskTier) -> None:
    assert RiskGate().classify(Action("click", target_text="harmless"), grounded_text=label) is tier


def test_planner_cannot_downgrade_a_dangerous_button() -> None:
    # The planner says "OK" but the OCR text under the point reads "Delete all".
    action = Action("click", point=(10, 10), target_text="OK")
    assert RiskGate().classify(action, grounded_text="Delete all") is RiskTier.HIGH


@pytest.mark.parametrize("skill", ["type", "scroll", "open_url", "wait_until"])
def test_non_click_skills_are_low_risk(skill: str) -> None:
    assert RiskGate().classify(Action(skill, text="delete everything")) is RiskTier.LOW


def test_a_fill_takes_the_tier_of_the_field_it_clicks() -> None:
    # fill clicks its target first: the element under that click decides, as for a click.
    assert RiskGate().classify(Action("fill", target_text="Name", text="x"), grounded_text="Name") is RiskTier.LOW
    fill = Action("fill", target_text="Name", text="x")
    assert RiskGate().classify(fill, grounded_text="Delete all") is RiskTier.HIGH
