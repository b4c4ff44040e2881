"""Task files: schema errors name the file, line and field; parameters keep secrets off the command line."""

from __future__ import annotations

import datetime as dt
import textwrap
from pathlib import Path

import pytest

from screenroute.router.authoring.tasks import (
    HookError,
    ParameterError,
    TaskFileError,
    build_context,
    build_procedure,
    load_task,
    load_task_folder,
    parse_task,
    read_param_file,
    resolve_parameters,
)
from screenroute.router.authoring.tasks.hooks import run_hook

GOOD = textwrap.dedent(
    """\
    name: tiny
    goal: press the button
    parameters:
      who: {fields: [Name]}
      secret_code: {secret: true}
    values:
      day: {hook: date, days: -1}
      greeting: "hello {who} on {day}"
    origins: ["http://127.0.0.1:8000"]
    start_url: "http://127.0.0.1:8000/"
    steps:
      - name: press
        expect: {anchors: [Press me]}
        actions:
          - {skill: click, target_text: Press me}
          - {skill: type, text: "{greeting}"}
        done_when: {texts: [Clicked]}
    """
)


def _error(text: str, name: str = "t.yaml") -> str:
    with pytest.raises(TaskFileError) as info:
        parse_task(text, name)
    return str(info.value)


def test_a_good_task_file_builds_a_procedure(tmp_path: Path) -> None:
    task = parse_task(GOOD)
    params = resolve_parameters(task, {"who": "Ann"}, env={"SCREENROUTE_PARAM_SECRET_CODE": "s3"})
    ctx = build_context(task, params, workdir=tmp_path, today=dt.date(2026, 3, 1))
    assert ctx.values["greeting"] == "hello Ann on 2026-02-28"
    assert ctx.secrets == frozenset({"secret_code"})
    procedure = build_procedure(task)
    assert [a.text for a in procedure.steps[0].resolved_actions(ctx)] == ["", "hello Ann on 2026-02-28"]
    assert procedure.field_bindings == {"who": ("Name",), "greeting": ("Press me",)}


@pytest.mark.parametrize(
    ("old", "new", "line", "field"),
    [
        (
            "{skill: click, target_text: Press me}",
            "{skill: clack, target_text: Press me}",
            15,
            "steps[0].actions[0].skill",
        ),
        ('{skill: type, text: "{greeting}"}', '{skill: key, keys: "Escape exec touch x"}', 16, "steps[0].actions[1]"),
        ("expect: {anchors: [Press me]}", "expect: {anchors: [Press me], colour: red}", 13, "steps[0].expect.colour"),
        ("done_when: {texts: [Clicked]}", "done_when: {}", 17, "steps[0].done_when"),
        ("day: {hook: date, days: -1}", "day: {hook: nosuch}", 7, "values.day"),
        ("  - name: press", "  - name: ''", 12, "steps[0].name"),
    ],
)
def test_a_bad_field_is_named_with_its_file_and_line(old: str, new: str, line: int, field: str) -> None:
    assert old in GOOD
    message = _error(GOOD.replace(old, new), "tasks/tiny.yaml")
    assert f"tasks/tiny.yaml:{line}: {field}" in message, message


def test_an_unknown_template_name_is_refused() -> None:
    message = _error(GOOD.replace("{greeting}", "{nobody}"))
    assert "{nobody}" in message and "steps[0].actions[1].text" in message


def test_not_yaml_and_not_a_mapping() -> None:
    assert "t.yaml:2: not valid YAML" in _error("name: x\n  bad: [\n")
    assert "a task file is a mapping" in _error("- just\n- a list\n")


def test_load_errors_name_the_file(tmp_path: Path) -> None:
    with pytest.raises(TaskFileError, match="cannot read"):
        load_task(tmp_path / "missing.yaml")
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text(GOOD)
    with pytest.raises(TaskFileError, match="already used"):
        load_task_folder(tmp_path)


def test_secret_parameters_never_come_from_the_command_line() -> None:
    task = parse_task(GOOD)
    with pytest.raises(ParameterError, match="secret"):
        resolve_parameters(task, {"who": "Ann", "secret_code": "x"}, env={})
    with pytest.raises(ParameterError, match="SCREENROUTE_PARAM_SECRET_CODE"):
        resolve_parameters(task, {"who": "Ann"}, env={})
    with pytest.raises(ParameterError, match="no parameter"):
        resolve_parameters(task, {"whom": "Ann"}, env={})


def test_param_file(tmp_path: Path) -> None:
    path = tmp_path / "params"
    path.write_text("# secrets\nsecret_code=a=b\n\nwho = Bo\n")
    assert read_param_file(path) == {"secret_code": "a=b", "who": " Bo"}
    path.write_text("novalue\n")
    with pytest.raises(ParameterError, match=":1: expected NAME=VALUE"):
        read_param_file(path)


def test_group_csv_hook(tmp_path: Path) -> None:
    csv_path = tmp_path / "x.csv"
    csv_path.write_text("product,quantity,unit_price\nA4,2,1.0\nPen,5,0.5\nA4,4,1.1\nInk,1,9\n")
    args = {"path": str(csv_path), "group_by": "product", "sum": "quantity", "carry": {"price": "unit_price"}, "top": 2}
    out = run_hook("group_csv", args, {}, lambda s: s)
    assert out == {
        "count": "2",
        "item_1": "A4",
        "qty_1": "6",
        "price_1": "1.1",
        "item_2": "Pen",
        "qty_2": "5",
        "price_2": "0.5",
    }
    with pytest.raises(HookError, match="cannot read"):
        run_hook("group_csv", {**args, "path": str(tmp_path / "none.csv")}, {}, lambda s: s)
    with pytest.raises(HookError, match="unknown hook"):
        run_hook("rm_rf", {}, {}, lambda s: s)


def test_values_typed_by_the_task_are_bound_to_the_fields_its_steps_type_them_into() -> None:
    assert '      - {skill: type, text: "{greeting}"}' in GOOD
    task = parse_task(
        GOOD.replace(
            '      - {skill: type, text: "{greeting}"}',
            '      - {skill: type, text: "{greeting}"}\n'
            "      - {skill: click, target_text: Code}\n"
            "      - {skill: key, keys: ctrl+a}\n"
            '      - {skill: type, text: "{secret_code}"}',
        )
    )
    procedure = build_procedure(task)
    assert procedure.typed_values == ("greeting", "secret_code")
    # Declared for who; typed right after a click on "Code" for secret_code; greeting follows
    # a click on a button ("Press me"), which the task's own step names as its field too.
    assert procedure.field_bindings == {"who": ("Name",), "greeting": ("Press me",), "secret_code": ("Code",)}


def test_a_fill_binds_its_value_to_the_field_it_fills() -> None:
    old = '      - {skill: click, target_text: Press me}\n      - {skill: type, text: "{greeting}"}\n'
    assert old in GOOD
    task = parse_task(GOOD.replace(old, '      - {skill: fill, target_text: Greeting, text: "{greeting}"}\n'))
    procedure = build_procedure(task)
    assert procedure.field_bindings == {"who": ("Name",), "greeting": ("Greeting",)}
    assert procedure.typed_values == ("greeting",)


def test_a_field_target_is_a_field_not_its_label() -> None:
    old = '      - {skill: click, target_text: Press me}\n      - {skill: type, text: "{greeting}"}\n'
    task = parse_task(
        GOOD.replace(
            old,
            "      - {skill: click, target_field: {label: Login}}\n"
            '      - {skill: type, text: "{greeting}"}\n'
            '      - {skill: fill, target_field: {placeholder: Add a note, kind: multiline}, text: "{who}"}\n',
        )
    )
    procedure = build_procedure(task)
    click, _typed, fill = procedure.steps[0].actions
    assert click.target_field is not None and click.target_field.label == "Login" and not click.target_text
    assert click.describe() == "click field 'Login'"
    assert fill.target_field is not None and fill.target_field.kind == "multiline"
    assert fill.describe() == "fill field 'Add a note' with 5 chars"
    # The value typed after the click goes to the field, named by its label (or its placeholder).
    assert procedure.field_bindings == {"who": ("Name", "Add a note"), "greeting": ("Login",)}


@pytest.mark.parametrize(
    ("action", "problem"),
    [
        ("{skill: click, target_field: {}}", "needs a label or a placeholder"),
        ("{skill: click, target_field: {label: X, kind: slider}}", "kind"),
        ("{skill: click, target_text: Press me, target_field: {label: X}}", "no target_text or point beside it"),
        ("{skill: type, text: x, target_field: {label: X}}", "for click and fill"),
    ],
)
def test_bad_field_targets_are_refused(action: str, problem: str) -> None:
    assert _error(GOOD.replace("{skill: click, target_text: Press me}", action)).count(problem) >= 1


def test_approvals_name_what_they_act_on() -> None:
    task = parse_task(
        GOOD.replace(
            "steps:\n",
            "approved:\n"
            "  - Save\n"
            "  - {skill: click, target: Submit New Entry}\n"
            "  - {skill: key, keys: enter, field: Password}\n"
            "steps:\n",
        )
    )
    from screenroute.contract import RiskTier
    from screenroute.edge.skills.executor import ActionCard, Approval, TaskPolicyConfirmer

    procedure = build_procedure(task)
    assert procedure.approvals == {
        Approval("click", target="Save"),
        Approval("click", target="Submit New Entry"),
        Approval("key", keys="enter", field="Password"),
    }
    confirmer = TaskPolicyConfirmer(procedure.approvals)

    def card(skill: str, target: str, keys: str = "", risk: RiskTier = RiskTier.MEDIUM) -> ActionCard:
        return ActionCard(f"{skill} {keys or target}", target, None, risk, "", skill, keys)

    assert confirmer.confirm(card("click", "save"))
    assert confirmer.confirm(card("click", "Submit New Entry"))
    assert confirmer.confirm(card("key", "Password", "Return"))  # the same chord, spelled canonically
    assert not confirmer.confirm(card("key", "Search", "Return"))  # Return in another field
    assert not confirmer.confirm(card("key", "Password", "space"))
    assert not confirmer.confirm(card("click", "Password"))  # a key approval approves no click
    assert not confirmer.confirm(card("click", "Save and delete"))
    assert not confirmer.confirm(card("click", "Save", risk=RiskTier.HIGH))


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ("{skill: key, keys: Return}", "the field that has the focus"),
        ("{skill: key, keys: Return Return, field: X}", "not one chord"),
        ("{skill: click}", "needs the target's label"),
        ("{skill: click, target: Save, field: X}", "takes no keys or field"),
        ("{skill: type, target: X}", "skill"),
    ],
)
def test_bad_approvals_are_refused(entry: str, problem: str) -> None:
    assert problem in _error(GOOD.replace("steps:\n", f"approved:\n  - {entry}\nsteps:\n"))
