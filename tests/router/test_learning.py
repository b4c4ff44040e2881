"""What the plan cache keeps of the planner's actions, and how a stored entry serves a later run; the factory."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

import pytest

from screenroute.contract import Action
from screenroute.router.app.factory import EdgeConfig, build_edge, build_run
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.authoring.tasks import parse_task
from screenroute.router.learning.memory import fill_learned, templated
from screenroute.router.privacy.redaction import PlaceholderVault


def vault_with(**values: str) -> PlaceholderVault:
    vault = PlaceholderVault()
    for entity, value in values.items():
        vault.placeholder_for(entity, value)
    return vault


def test_stored_actions_keep_targets_as_text_and_values_as_templates_or_placeholders() -> None:
    vault = vault_with(PERSON="Zhang Wei", EMAIL_ADDRESS="li.na@example.com")
    context = TaskContext(values={"customer": "Zhang Wei", "note": "a {brace}"})
    planned = [
        Action("click", point=(880, 285), target_text="Never"),
        Action("type", text="Dear <PERSON_1>, see <EMAIL_1>"),
        Action("type", text="literal {x}"),
        Action("click", point=(10, 20)),
    ]
    kept = templated(planned, vault, context)
    assert kept[0] == Action("click", target_text="Never")  # grounded again on the next screen
    assert kept[1].text == "Dear {customer}, see <EMAIL_1>"  # the task's value by name; other PII stays a placeholder
    assert kept[2].text == "literal {{x}}"
    assert kept[3].point == (10, 20)  # no text to ground: the point is all there is
    assert "Zhang Wei" not in repr(kept) and "li.na" not in repr(kept)


def test_a_click_by_point_on_a_text_of_the_screen_is_kept_as_a_click_on_that_text() -> None:
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine

    seen = [
        OcrLine("Save password?", Box(700, 200, 900, 230), 0.99),
        OcrLine("Never", Box(860, 280, 940, 310), 0.99),
        OcrLine("Save", Box(960, 280, 1020, 310), 0.99),
        OcrLine("Order 1042", Box(100, 400, 220, 420), 0.99),
        OcrLine("<PERSON_1>", Box(100, 440, 220, 460), 0.99),
        OcrLine("Edit", Box(300, 400, 340, 420), 0.99),
        OcrLine("Edit", Box(300, 440, 340, 460), 0.99),
    ]
    planned = [
        Action("click", point=(900, 295)),  # on "Never": the popup's button, wherever it is next time
        Action("click", point=(150, 410)),  # on data (digits): the point stays
        Action("click", point=(150, 450)),  # on a placeholder: the point stays
        Action("click", point=(320, 450)),  # on one of two "Edit": the point stays
        Action("click", point=(600, 600)),  # on nothing read
    ]
    kept = templated(planned, PlaceholderVault(), TaskContext(), seen)
    assert kept[0] == Action("click", target_text="Never")
    assert [a.point for a in kept[1:]] == [(150, 410), (150, 450), (320, 450), (600, 600)]
    assert not any(a.target_text for a in kept[1:])


def test_a_stored_entry_serves_a_later_run_with_its_own_values() -> None:
    stored = (Action("type", text="Dear {customer}"), Action("type", text="literal {{x}}"))
    actions, problem = fill_learned(stored, TaskContext(values={"customer": "Wang Fang"}), PlaceholderVault())
    assert problem == "" and [a.text for a in actions] == ["Dear Wang Fang", "literal {x}"]


@pytest.mark.parametrize(
    ("stored", "why"),
    [
        (Action("type", text="Dear {customer}"), "no value for customer"),
        (Action("type", text="mail <EMAIL_3>"), "needs a value this run does not have"),
    ],
)
def test_an_entry_this_run_cannot_fill_is_not_used(stored: Action, why: str) -> None:
    actions, problem = fill_learned((stored,), TaskContext(), PlaceholderVault())
    assert actions == () and why in problem


def test_placeholders_this_runs_vault_knows_are_restored() -> None:
    vault = vault_with(EMAIL_ADDRESS="li.na@example.com")
    actions, problem = fill_learned((Action("type", text="<EMAIL_1>"),), TaskContext(), vault)
    assert problem == "" and actions[0].text == "li.na@example.com"


ANY_APP = """\
schema: screenroute/task/v1
name: notes
goal: add a note
steps:
  - name: add
    expect: {anchors: [Notes]}
    actions: [{skill: click, target_text: Add}]
    done_when: {texts: [Saved]}
"""


def procedure(label: str) -> Procedure:
    step = ProcedureStep("s", "g", ("A",), (Action("click", target_text="A"),), done_when=("B",), state_label=label)
    return Procedure("p", "g", (step,))


def test_the_factory_loads_the_classifier_only_for_tasks_that_name_its_labels(tmp_path: Path) -> None:
    config = EdgeConfig(planner=(), warm_redactor=False)
    with ExitStack() as stack:
        plain = build_edge(config, stack, procedures=[procedure(""), procedure("page/any")], say=lambda _: None)
        labelled = build_edge(config, stack, procedures=[procedure("page/login")], say=lambda _: None)
        forced_off = build_edge(
            config.model_copy(update={"classifier": "off"}), stack, procedures=[procedure("page/login")], say=print
        )
    assert plain.classifier is None and plain.node.planner is None
    assert labelled.classifier is not None
    assert forced_off.classifier is None
    run = build_run(parse_task(ANY_APP), {}, workdir=tmp_path)
    assert not run.procedure.uses_classifier and run.context.values["workdir"] == str(tmp_path)


def test_bad_edge_config_names_the_field() -> None:
    with pytest.raises(ValueError, match="ocr_engine='tesseract' is not a known OCR engine; choose one of: rapidocr"):
        EdgeConfig(ocr_engine="tesseract")
    with pytest.raises(ValueError, match="is not HOST:PORT"):
        EdgeConfig(planner=("nowhere",))
