"""A field target crosses the wire whole and is validated like every other part of an action."""

from __future__ import annotations

import pytest

from screenroute.contract import Action, FieldTarget, action_from_proto, action_problems, action_to_proto


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
