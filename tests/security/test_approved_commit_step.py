"""Which approved commit a planner's or a learned press may be: the one the step the run is on presses.

An approval names a label. A task that saves twice ("Save" on its order, "Save" on its invoice) approves
"Save" for both of its own steps; a planner pressing "Save" at a step whose own press is another one is
not pressing that step's commit, and its writes stay held (``tests/security/test_write_hold.py`` runs it
on the sandbox). An approval no step presses itself (a consent banner's button) is tied to no step.
"""

from __future__ import annotations

from typing import Any, cast

from screenroute.edge.skills.executor import Approval, SkillExecutor
from screenroute.router.authoring.tasks import parse_task
from screenroute.router.authoring.tasks.runtime import build_procedure

_TASK = """
schema: screenroute/task/v1
name: order_then_invoice
goal: save the order, then its invoice
origins: ["http://app.test/"]
start_url: "http://app.test/order"
approved: [Save order, Submit, Accept necessary only, {skill: key, keys: Return, field: Search}]
steps:
  - name: order
    expect: {anchors: [Order 7]}
    actions: [{skill: click, target_text: Save order}]
    done_when: {texts: [Order saved]}
  - name: invoice
    expect: {anchors: [Invoice 9]}
    actions:
      - {skill: click, target_field: {label: Search}}
      - {skill: type, text: "march"}
      - {skill: key, keys: Return}
      - {skill: click, target_text: Submit}
    done_when: {texts: [Invoice saved]}
"""

SAVE = Approval("click", "Save order")
SUBMIT = Approval("click", "Submit")
CONSENT = Approval("click", "Accept necessary only")
RETURN = Approval("key", keys="Return", field="Search")


def test_each_step_is_tied_to_the_approvals_it_presses_itself() -> None:
    procedure = build_procedure(parse_task(_TASK))
    assert procedure.step_approvals() == {"order": frozenset({SAVE}), "invoice": frozenset({SUBMIT, RETURN})}


def test_a_press_that_is_not_the_tasks_own_may_be_only_the_commit_of_the_step_the_run_is_on() -> None:
    procedure = build_procedure(parse_task(_TASK))
    nothing = cast(Any, None)
    executor = SkillExecutor(
        nothing, nothing, nothing, open_url=lambda url: None, commits=procedure.approvals,
        step_commits=procedure.step_approvals(),
    )  # fmt: skip
    assert executor.commits_at("order") == {SAVE, CONSENT}
    assert executor.commits_at("invoice") == {SUBMIT, RETURN, CONSENT}
    # A popup's step, or a name the task does not have: only what no step presses.
    assert executor.commits_at("") == {CONSENT}
    # Without the steps' ties (a tool with no task), every approval is every step's.
    loose = SkillExecutor(nothing, nothing, nothing, open_url=lambda url: None, commits=procedure.approvals)
    assert loose.commits_at("order") == procedure.approvals
