"""Task procedures: what the edge knows how to do locally, step by step.

A procedure is the edge's task memory (seed 002, section 4): each step names the
screen state it expects (anchor texts, read by OCR), the atomic actions that move
the task on from there, and a post-condition that shows the step is done. Text
fields of actions may hold ``{name}`` templates filled from the task's context, so
one procedure serves any data (yesterday's date, the exported file's name).
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from screenroute.contract import Action, PointNear, Skill, parse_chord
from screenroute.contract.errors import ActionError
from screenroute.contract.text import reads_as
from screenroute.edge.skills.executor import Approval
from screenroute.edge.skills.visits import VisitPattern
from screenroute.edge.skills.writes import WritePattern


def template_names(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


@dataclass
class TaskContext:
    """Values a task's steps refer to: inputs, files it produced, data it read."""

    values: dict[str, str] = field(default_factory=dict)
    download_dir: Path | None = None
    # Names of values that are secrets (a password): never logged, never returned by an API.
    secrets: frozenset[str] = frozenset()
    # Names of the values the run was given (its parameters), not read from a screen or derived;
    # None: every value is one (a context built from parameters alone).
    parameters: frozenset[str] | None = None

    def fill(self, template: str) -> str:
        """Substitute ``{name}`` fields; a missing name is an error, never an empty string."""
        names = [fname for _, fname, _, _ in string.Formatter().parse(template) if fname]
        missing = [n for n in names if n not in self.values]
        if missing:
            raise KeyError(f"task context has no value for {', '.join(missing)}")
        # Formatting also turns an escaped "{{" back into "{" (learned actions escape literal braces).
        return template.format_map(self.values) if "{" in template or "}" in template else template


def _resolved_near(near: PointNear | None, context: TaskContext) -> PointNear | None:
    """``near`` with its text filled; a text that is a value (a point on the icon in front of the
    entry showing it) is ``from_value``: its width is this run's, the recorded point another entry's."""
    if near is None or not template_names(near.text):
        return near
    return dataclasses.replace(near, text=context.fill(near.text), from_value=True)


@dataclass(frozen=True)
class ProcedureStep:
    """One step of a procedure.

    ``anchors``: texts that must all be on screen for the edge to recognise the
    expected state and act locally. ``done_when``: texts that show the step is done
    (checked before anchors, so a step whose effect already shows is skipped).
    ``done_check``: an extra local post-condition that is not on screen (a file
    that was downloaded). ``done_effect``: the look the step's last press gives its control,
    seen in the run's own frames (:mod:`screenroute.edge.effect`). ``on_done``: reads what the step produced into the context.
    ``skip_if``: the step does not apply to this run's data (a third line when there are two).
    """

    name: str
    goal: str
    anchors: tuple[str, ...]
    actions: tuple[Action, ...]
    done_when: tuple[str, ...] = ()
    # How many of ``done_when`` must show: "all", or "half" (at least one; recorded post-conditions).
    done_need: Literal["all", "half"] = "all"
    done_check: Callable[[TaskContext], bool] | None = None
    done_effect: str = ""
    on_done: Callable[[TaskContext], None] | None = None
    skip_if: Callable[[TaskContext], bool] | None = None
    state_label: str = ""
    # A learned layout signature of the expected state (base64), for apps without a classifier.
    layout: str = ""
    # Shown only sometimes (a popup): done as soon as it is not on screen.
    optional: bool = False

    def done_texts_hold(self, missing: int) -> bool:
        """Whether the post-condition's texts hold with ``missing`` of them not on screen."""
        if self.done_need == "all":
            return missing == 0
        return len(self.done_when) - missing >= max(1, (len(self.done_when) + 1) // 2)

    def resolved_actions(self, context: TaskContext) -> list[Action]:
        """The step's actions with their templates filled from ``context``."""
        return [
            dataclasses.replace(
                a,
                text=context.fill(a.text),
                url=context.fill(a.url),
                target_text=context.fill(a.target_text),
                expect_texts=tuple(context.fill(t) for t in a.expect_texts),
                near=_resolved_near(a.near, context),
            )
            for a in self.actions
        ]

    def resolved_texts(self, texts: tuple[str, ...], context: TaskContext) -> tuple[str, ...]:
        return tuple(context.fill(t) for t in texts)


@dataclass(frozen=True)
class Procedure:
    """A named task: its goal, ordered steps, and the medium-risk actions its owner pre-approved."""

    name: str
    goal: str
    steps: tuple[ProcedureStep, ...]
    approvals: frozenset[Approval] = frozenset()
    # URL origins open_url may go to (templates, filled per run); empty allows none.
    origins: tuple[str, ...] = ()
    start_url: str = ""
    # Parameter name -> the on-screen field labels its value may be typed into.
    field_bindings: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # What each value is (the task file's descriptions), told to a planner with its placeholder.
    value_descriptions: dict[str, str] = field(default_factory=dict)
    # The writes the task makes itself (``writes:``): a held action that passed the gate may make these.
    writes: tuple[WritePattern, ...] = ()
    # The pages the task visits (``visits:``): a held action may open these (and the task's own URLs).
    visits: tuple[VisitPattern, ...] = ()
    # What the task's pages read by script (``reads:``): a held action may make the page read these first.
    reads: tuple[VisitPattern, ...] = ()
    # Values the screen must show once every step is done (``verify:``), else the run needs a person.
    verify: tuple[str, ...] = ()

    @property
    def typed_values(self) -> tuple[str, ...]:
        """Names of the values the task types somewhere (``{name}`` in a type action), in order.

        A planner gets these by placeholder so it can plan a step it was never shown (a login
        after the session expired) without ever seeing a value.
        """
        names: list[str] = []
        for step in self.steps:
            for action in step.actions:
                if action.skill in (Skill.TYPE, Skill.FILL):
                    names += [n for n in template_names(action.text) if n not in names]
        return tuple(names)

    def step_approvals(self) -> dict[str, frozenset[Approval]]:
        """The approvals each step presses itself, by step name: a click or fill approval whose label
        a click or fill of the step targets (its text, or its field's label or placeholder), a key
        approval whose chord the step presses. The commit a planner or the plan cache may press at a
        step is that step's own (:class:`screenroute.edge.skills.executor.SkillExecutor`), not any
        label of the task's whole list; an approval no step presses (a consent banner's button that
        only shows sometimes) is tied to no step."""
        tied: dict[str, frozenset[Approval]] = {}
        for step in self.steps:
            pressed = frozenset(a for a in self.approvals if any(_presses(action, a) for action in step.actions))
            if pressed:
                tied[step.name] = pressed
        return tied

    @property
    def uses_classifier(self) -> bool:
        """Whether any step names a classifier label: the state classifier knows this task's app."""
        return any(step.state_label not in ("", "page/any") for step in self.steps)

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError(f"procedure {self.name!r} has no steps")
        for step in self.steps:
            if not step.done_when and step.done_check is None and not step.done_effect:
                raise ValueError(
                    f"step {step.name!r} of {self.name!r} has no post-condition (done_when, done_check or an effect)"
                )


def _presses(action: Action, approval: Approval) -> bool:
    """Whether ``action`` of a task's own step is the press ``approval`` names."""
    if approval.skill == Skill.KEY:
        if action.skill != Skill.KEY:
            return False
        try:
            return parse_chord(action.keys) == parse_chord(approval.keys)
        except ActionError:
            return False
    if action.skill not in (Skill.CLICK, Skill.FILL):
        return False
    field = action.target_field
    labels = (action.target_text,) if field is None else (field.label, field.placeholder)
    return any(label and "{" not in label and reads_as(approval.target, label) for label in labels)
