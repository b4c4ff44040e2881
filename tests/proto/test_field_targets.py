"""A field target crosses the wire whole and is validated like every other part of an action."""

from __future__ import annotations

import pytest

from screenroute.contract import Action, FieldTarget, PointNear, action_from_proto, action_problems, action_to_proto


def test_a_field_target_survives_the_wire() -> None:
    action = Action("fill", text="x", target_field=FieldTarget(label="Change Note", kind="multiline"))
    back = action_from_proto(action_to_proto(action))
    assert back == action
    assert action_from_proto(action_to_proto(Action("click", target_text="Save"))).target_field is None


@pytest.mark.parametrize(
    ("field", "problem"),
    [
        (FieldTarget(), "needs a label or a placeholder"),
        (FieldTarget(label="   "), "needs a label or a placeholder"),
        (FieldTarget(label="Name", kind="slider"), "kind 'slider' is not one of"),
        (FieldTarget(label="Na\u202eme"), "control or format characters"),
        (FieldTarget(label="x" * 600), "longer than"),
    ],
)
def test_bad_field_targets_are_named(field: FieldTarget, problem: str) -> None:
    assert any(problem in p for p in action_problems(Action("click", target_field=field)))


def test_a_field_target_is_the_only_target() -> None:
    field = FieldTarget(label="Name")
    assert action_problems(Action("click", target_field=field)) == []
    assert any(
        "no target_text or point" in p for p in action_problems(Action("click", target_text="Name", target_field=field))
    )
    assert any("for click and fill" in p for p in action_problems(Action("key", keys="Return", target_field=field)))


def test_a_point_placed_near_a_text_survives_the_wire() -> None:
    action = Action("click", point=(412, 300), near=PointNear("Notes", dx=40, dy=60, width=52, height=18))
    back = action_from_proto(action_to_proto(action))
    assert back == action and action_problems(back) == []
    assert action_from_proto(action_to_proto(Action("click", point=(1, 2)))).near is None


@pytest.mark.parametrize(
    ("action", "problem"),
    [
        (Action("click", target_text="Save", near=PointNear("Notes", 1, 2, 10, 10)), "needs skill click and a point"),
        (Action("fill", point=(5, 5), text="x", near=PointNear("Notes", 1, 2, 10, 10)), "needs skill click"),
        (Action("click", point=(5, 5), near=PointNear("  ", 1, 2, 10, 10)), "must name the text"),
        (Action("click", point=(5, 5), near=PointNear("No\u202etes", 1, 2, 10, 10)), "control or format"),
        (Action("click", point=(5, 5), near=PointNear("Notes", 1, 2, 0, 10)), "must be positive"),
    ],
)
def test_bad_near_placements_are_named(action: Action, problem: str) -> None:
    assert any(problem in p for p in action_problems(action))
