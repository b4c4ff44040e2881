"""Procedures: templates are filled from the task context, and every step has a post-condition."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest

from screenroute.contract import Action
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext


def test_templates_are_filled_from_the_context() -> None:
    step = ProcedureStep("s", "g", anchors=("{day}",), actions=(Action("type", text="{user}"),), done_when=("x",))
    ctx = TaskContext(values={"user": "admin", "day": "2026-11-28"})
    assert step.resolved_actions(ctx)[0].text == "admin"
    assert step.resolved_texts(step.anchors, ctx) == ("2026-11-28",)


def test_a_missing_value_is_an_error_not_an_empty_string() -> None:
    with pytest.raises(KeyError, match="user"):
        TaskContext().fill("{user}")


def test_text_without_fields_is_left_alone() -> None:
    assert TaskContext().fill("Save") == "Save"


def test_a_step_without_post_condition_is_rejected() -> None:
    with pytest.raises(ValueError, match="no post-condition"):
        Procedure("p", "goal", steps=(ProcedureStep("s", "g", anchors=(), actions=()),))


def test_a_procedure_needs_steps() -> None:
    with pytest.raises(ValueError, match="no steps"):
        Procedure("p", "goal", steps=())


def test_the_demo_procedure_is_well_formed(tmp_path: Path) -> None:
    from screenroute.bench.tasks import DEMO_TASK
    from screenroute.router.authoring.tasks import build_context, build_procedure, load_task, resolve_parameters

    task = load_task(DEMO_TASK)
    params = resolve_parameters(
        task, {"base_url": "http://127.0.0.1:1/", "username": "u"}, param_file={"password": "p"}
    )
    procedure = build_procedure(task)
    ctx = build_context(task, params, workdir=tmp_path)
    ctx.values.update({"line_count": "1", "item_1": "A4", "qty_1": "3", "price_1": "9.50"})
    for step in procedure.steps:
        if step.skip_if is not None and step.skip_if(ctx):
            continue
        step.resolved_actions(ctx)  # every template has a value once the export is read
        step.resolved_texts(step.anchors + step.done_when, ctx)


def test_a_post_condition_may_need_half_its_texts() -> None:
    def step(need: Literal["all", "half"], texts: tuple[str, ...]) -> ProcedureStep:
        return ProcedureStep("s", "g", ("a",), (Action("click", target_text="a"),), done_when=texts, done_need=need)

    three = ("Reported by:", "somebody", "Preview")
    assert step("all", three).done_texts_hold(0) and not step("all", three).done_texts_hold(1)
    assert step("half", three).done_texts_hold(1) and not step("half", three).done_texts_hold(2)
    assert step("half", ("Version:", "Your email")).done_texts_hold(1)
    assert not step("half", ("Version:",)).done_texts_hold(1)  # at least one text must show
