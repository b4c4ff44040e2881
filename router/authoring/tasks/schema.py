"""The task file schema (``screenroute/task/v1``): what a person or a recording writes down.

A task is data: a goal, parameters (secret ones never on a command line), the URL origins
it may open, a start URL, and steps. A step names the state it expects (anchor texts, an
optional classifier label, an optional learned layout signature), the actions that move
the task on from there (``{param}`` templates, targets by on-screen text), and its
post-condition. Whatever needs code is a named hook from :mod:`screenroute.router.authoring.tasks.hooks`.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from screenroute.contract import (
    FIELD_KINDS,
    SKILLS,
    Action,
    FieldTarget,
    PointNear,
    Skill,
    action_problems,
    parse_chord,
)
from screenroute.contract.errors import ActionError
from screenroute.edge.skills.visits import MAX_READS, VisitPattern
from screenroute.edge.skills.writes import WritePattern

__all__ = [
    "MAX_READS",
    "SCHEMA_ID",
    "ActionSpec",
    "ApprovalSpec",
    "Condition",
    "ExpectedState",
    "FieldTargetSpec",
    "HookCall",
    "ParameterSpec",
    "StepSpec",
    "TaskFile",
    "template_names",
]

SCHEMA_ID = "screenroute/task/v1"
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def template_names(template: str) -> list[str]:
    """The ``{name}`` fields a template refers to (``ValueError`` for a malformed template)."""
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ParameterSpec(_Model):
    """One input of the task.

    ``secret`` values (a password) are read from the environment (``SCREENROUTE_PARAM_<NAME>``)
    or a parameter file, never from the command line, and never logged or returned by an API.
    ``fields`` are the on-screen labels of the inputs this value may be typed into: a value
    restored from a placeholder is typed only there (see the security section of the README).
    """

    description: str = ""
    secret: bool = False
    default: str | None = None
    fields: tuple[str, ...] = ()


class HookCall(_Model):
    """A call of a named hook with its arguments (``{hook: file_ready, path: "{download_dir}/x.csv"}``)."""

    model_config = ConfigDict(extra="allow", frozen=True)

    hook: str

    @property
    def args(self) -> dict[str, Any]:
        """The call's arguments (everything but ``hook``)."""
        return dict(self.model_extra or {})


def _hook_of_kind(kind: str) -> AfterValidator:
    def check(call: HookCall) -> HookCall:
        from screenroute.router.authoring.tasks.hooks import validate_hook_args

        validate_hook_args(call.hook, call.args, kind)  # type: ignore[arg-type]
        return call

    return AfterValidator(check)


CheckHook = Annotated[HookCall, _hook_of_kind("check")]
ValueHook = Annotated[HookCall, _hook_of_kind("value")]
EffectHook = Annotated[HookCall, _hook_of_kind("effect")]


class FieldTargetSpec(_Model):
    """An input field as a task file names it: ``target_field: {label: Username}``.

    The runner clicks inside the field's box, found by its shape and by its label (left of it
    on its row, right above it, right of a checkbox) or its placeholder — at any scale.
    ``kind: multiline`` declares a text area: the only kind of field a typed newline may go into.
    """

    label: str = ""
    placeholder: str = ""
    kind: str = ""

    @model_validator(mode="after")
    def _named(self) -> FieldTargetSpec:
        if not (self.label.strip() or self.placeholder.strip()):
            raise ValueError("target_field needs a label or a placeholder")
        if self.kind and self.kind not in FIELD_KINDS:
            raise ValueError(f"kind {self.kind!r} is not one of {', '.join(FIELD_KINDS)}")
        return self

    def to_target(self) -> FieldTarget:
        """The contract's field target."""
        return FieldTarget(label=self.label, placeholder=self.placeholder, kind=self.kind)


class PointNearSpec(_Model):
    """Where a click's ``point`` lies from a text near it: ``near: {text: Notes, dx: 40, dy: 60, width: 52, height: 18}``.

    The runner finds the text and clicks at the offset scaled by how much the text grew (the
    screen's scale); where the text is not on screen, at ``point`` itself. The text may be a
    parameter (``{file}``: a click on the icon in front of the entry showing the value).
    """

    text: str
    dx: int
    dy: int
    width: int = Field(gt=0)
    height: int = Field(gt=0)

    def to_near(self) -> PointNear:
        return PointNear(self.text, self.dx, self.dy, self.width, self.height)


class ActionSpec(_Model):
    """One atomic skill invocation, as a task file writes it (the fields of ``screenroute.contract.Action``)."""

    skill: Literal[SKILLS]  # type: ignore[valid-type]
    target_text: str = ""
    occurrence: int = 0
    point: tuple[int, int] | None = None
    text: str = ""
    keys: str = ""
    url: str = ""
    amount: int = 0
    timeout_s: float = 0.0
    expect_texts: tuple[str, ...] = ()
    why: str = ""
    target_field: FieldTargetSpec | None = None
    near: PointNearSpec | None = None
    clicks: int = 1

    @model_validator(mode="after")
    def _valid_action(self) -> ActionSpec:
        if self.near is not None and self.point is None:
            raise ValueError("near places a point: it needs point")
        # Templates are checked with a stand-in value: the real value is only known at run time.
        probe = Action(**{**self._fields(), **_probe_texts(self)})
        problems = action_problems(probe)
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _fields(self) -> dict[str, Any]:
        fields = self.model_dump(exclude={"target_field", "near"})
        fields["target_field"] = self.target_field.to_target() if self.target_field is not None else None
        fields["near"] = self.near.to_near() if self.near is not None else None
        return fields

    def to_action(self) -> Action:
        """The contract action (templates still unfilled)."""
        return Action(**self._fields())


def _probe_texts(spec: ActionSpec) -> dict[str, Any]:
    filled: dict[str, Any] = {}
    for name in ("target_text", "text", "url", "keys"):
        value = getattr(spec, name)
        names = template_names(value)
        if names:
            filled[name] = value.format_map(dict.fromkeys(names, "http://x/" if name == "url" else "x"))
    return filled


class ApprovalSpec(_Model):
    """A medium-risk action the task's owner approved for unattended runs, with what it acts on.

    ``{skill: click, target: Submit}``: a click on the element whose whole label is "Submit".
    ``{skill: key, keys: Return, field: Password}``: Return while the field labelled "Password"
    has the focus. A plain string in ``approved`` is the short form of a click approval.
    Only the task's own steps are covered; a planner's answer still goes to a person.
    """

    skill: Literal["click", "fill", "key"] = "click"
    target: str = ""
    keys: str = ""
    field: str = ""

    @model_validator(mode="after")
    def _complete(self) -> ApprovalSpec:
        if self.skill == "key":
            if not self.keys or not self.field.strip():
                raise ValueError("a key approval needs keys and the field that has the focus")
            try:
                parse_chord(self.keys)
            except ActionError as exc:
                raise ValueError(str(exc)) from exc
            if self.target:
                raise ValueError("a key approval names its field, not a target")
        else:
            if not self.target.strip():
                raise ValueError(f"a {self.skill} approval needs the target's label")
            if self.keys or self.field:
                raise ValueError(f"a {self.skill} approval takes no keys or field")
        return self


class Condition(_Model):
    """A post-condition: texts on screen and/or a hook that must hold (both, when both are given).

    ``need``: ``all`` the texts (the default), or ``half`` of them (at least one) — what
    ``screenroute record`` writes, because the texts that appeared after an action at one window
    size and scale may lie partly below the fold at another.

    ``effect``: how the control the step's last action pressed changes its look, read from the
    run's own frames around the press point (``fades``: a Save icon greying out; ``strengthens``;
    ``changes``) — what ``screenroute record`` writes where the last action changed nothing
    readable. The step is not done until the run saw it.
    """

    texts: tuple[str, ...] = ()
    check: CheckHook | None = None
    need: Literal["all", "half"] = "all"
    effect: Literal["fades", "strengthens", "changes"] | None = None

    @model_validator(mode="after")
    def _not_empty(self) -> Condition:
        if not self.texts and self.check is None and self.effect is None:
            raise ValueError("a condition needs texts, a check, an effect, or some of them")
        return self


class ExpectedState(_Model):
    """How the edge recognises the state a step acts on.

    ``anchors``: texts that must all be on screen. ``label``: the classifier's page label,
    when a classifier for this app exists. ``layout``: a learned layout signature
    (base64, written by ``screenroute record``) for apps no classifier was trained on; writers
    keep it beside the task file (``tasks.layouts``), older files hold it inline.
    ``any_screen``: the step acts on whatever is showing (its post-condition is what counts).
    """

    anchors: tuple[str, ...] = ()
    label: str = ""
    layout: str = ""
    any_screen: bool = False

    @model_validator(mode="after")
    def _says_something(self) -> ExpectedState:
        if not (self.anchors or self.any_screen):
            raise ValueError("an expected state needs anchors, or any_screen: true")
        return self


class StepSpec(_Model):
    """One step: the state it expects, what it does there, and how it knows it is done."""

    name: Annotated[str, Field(min_length=1, max_length=120)]
    goal: str = ""
    expect: ExpectedState
    actions: tuple[ActionSpec, ...] = Field(min_length=1)
    done_when: Condition
    on_done: tuple[EffectHook, ...] = ()
    skip_if: CheckHook | None = None
    # A step that appears only sometimes (a popup seen in one recording): done when it is not showing.
    optional: bool = False


class TaskFile(_Model):
    """A whole task file."""

    schema_: Literal["screenroute/task/v1"] = Field("screenroute/task/v1", alias="schema")
    name: Annotated[str, Field(min_length=1, max_length=120)]
    goal: Annotated[str, Field(min_length=1)]
    parameters: dict[str, ParameterSpec] = Field(default_factory=dict)
    # Values derived from parameters, evaluated in order: a template string or a hook call.
    values: dict[str, str | ValueHook] = Field(default_factory=dict)
    origins: tuple[str, ...] = ()
    start_url: str = ""
    # Medium-risk actions the task's owner approved for unattended runs: a label (a click on it)
    # or an approval naming the skill and what it acts on.
    approved: tuple[str | ApprovalSpec, ...] = ()
    # The writes the task itself makes, ``METHOD /path`` with ``*`` for one segment of any value
    # (``POST /consent/*``): a planner's or learned action that passed the envelope and the risk gate
    # may make these while the write hold holds every other write. ``screenroute record`` fills it.
    writes: tuple[str, ...] = Field(default=(), max_length=50)
    # The pages the task itself visits, paths with ``*`` for one segment of any value (``/orders/*``):
    # a planner's or learned action may open these (and the task's start URL and ``open_url`` pages,
    # and pages already loaded in the run) while every other top-level navigation is held.
    # ``screenroute record`` fills it.
    visits: tuple[str, ...] = Field(default=(), max_length=100)
    # What the task's pages read by script (``fetch``/XHR), paths with ``*`` for one segment of any
    # value (``/api/orders/*``): a planner's or learned action may make the page read these for the
    # first time in a run; a script's read of any other path the run never requested is refused.
    # ``screenroute record`` fills it with the reads of the person's run.
    reads: tuple[str, ...] = Field(default=(), max_length=MAX_READS)
    # Parameters whose values the screen must show once every step is done (what was typed and is
    # meant to be kept): a run whose last screen lacks one ends needs_human, never completed.
    # ``screenroute record`` fills it with every value the person typed.
    verify: tuple[str, ...] = ()
    steps: tuple[StepSpec, ...] = Field(min_length=1)
    # What failed the recording's rehearsal on its own frames (``screenroute record``): a step a run
    # may not replay as the person did, said for the person who reviews the file; the runner reads none.
    rehearsal: tuple[str, ...] = ()

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @field_validator("parameters", "values")
    @classmethod
    def _names(cls, value: dict[str, Any]) -> dict[str, Any]:
        for name in value:
            if not _NAME.match(name):
                raise ValueError(f"{name!r} is not a valid name (letters, digits, underscore)")
        return value

    @field_validator("writes")
    @classmethod
    def _write_patterns(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _patterns("writes", value, WritePattern.parse)

    @field_validator("visits")
    @classmethod
    def _visit_patterns(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _patterns("visits", value, VisitPattern.parse)

    @field_validator("reads")
    @classmethod
    def _read_patterns(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _patterns("reads", value, VisitPattern.parse)

    @model_validator(mode="after")
    def _templates_resolve(self) -> TaskFile:
        """Every ``{name}`` a step uses is a parameter, a value, or a value a hook sets."""
        known = set(self.parameters) | set(self.values) | _BUILTIN_VALUES
        for step in self.steps:
            for call in step.on_done:
                known |= set(_hook_outputs(call))
        unknown: list[str] = []
        for where, template in self._templates():
            try:
                names = template_names(template)
            except ValueError as exc:
                raise ValueError(f"{where}: malformed template {template!r}: {exc}") from exc
            unknown += [f"{where}: {{{n}}}" for n in names if n.split(".")[0] not in known and not n.isdigit()]
        if unknown:
            raise ValueError(
                "unknown template names: " + ", ".join(unknown) + " (declare them under parameters or values)"
            )
        return self

    @model_validator(mode="after")
    def _verify_known(self) -> TaskFile:
        """``verify`` names declared parameters, none of them secret (a secret is never looked for on screen)."""
        unknown = [n for n in self.verify if n not in self.parameters]
        secret = [n for n in self.verify if n in self.parameters and self.parameters[n].secret]
        if unknown:
            raise ValueError(f"verify names undeclared parameter(s): {', '.join(unknown)}")
        if secret:
            raise ValueError(f"verify names secret parameter(s): {', '.join(secret)} (a secret is never looked for)")
        return self

    @model_validator(mode="after")
    def _secrets_only_typed(self) -> TaskFile:
        """A secret value is only ever typed into a field: never a text looked for, a URL or an origin
        (those are printed in step tables, audit logs and the replay library)."""
        secret = {name for name, spec in self.parameters.items() if spec.secret}
        if not secret:
            return self
        typed = {
            f"steps[{s}].actions[{a}].text"
            for s, step in enumerate(self.steps)
            for a, action in enumerate(step.actions)
            if action.skill in (Skill.TYPE, Skill.FILL)
        }
        misplaced = [
            f"{where}: {{{n}}}"
            for where, template in self._templates()
            if where not in typed
            for n in template_names(template)
            if n.split(".")[0] in secret
        ]
        misplaced += [
            f"values.{k}: {v}" for k, v in self.values.items() if isinstance(v, str) and set(template_names(v)) & secret
        ]
        if misplaced:
            raise ValueError(
                "secret parameters may only be typed (the text of a type or fill action): " + ", ".join(misplaced)
            )
        return self

    def _templates(self) -> list[tuple[str, str]]:
        found: list[tuple[str, str]] = [("start_url", self.start_url)]
        found += [(f"origins[{i}]", o) for i, o in enumerate(self.origins)]
        found += [(f"values.{k}", v) for k, v in self.values.items() if isinstance(v, str)]
        for s, step in enumerate(self.steps):
            found += [(f"steps[{s}].expect.anchors", a) for a in step.expect.anchors]
            found += [(f"steps[{s}].done_when.texts", t) for t in step.done_when.texts]
            for a, action in enumerate(step.actions):
                for name in ("target_text", "text", "url"):
                    found.append((f"steps[{s}].actions[{a}].{name}", getattr(action, name)))
                if action.near is not None:
                    found.append((f"steps[{s}].actions[{a}].near.text", action.near.text))
        return found


# Values every run has without declaring them (filled by the runner).
_BUILTIN_VALUES = frozenset({"today", "workdir", "download_dir"})


def _hook_outputs(call: HookCall) -> list[str]:
    """Names a hook call sets (for template checking)."""
    from screenroute.router.authoring.tasks.hooks import hook_outputs

    return hook_outputs(call.hook, call.args)


def _patterns(key: str, value: tuple[str, ...], parse: Callable[[str], object]) -> tuple[str, ...]:
    """``value``'s patterns written the one way they are read back; ValueError naming every bad entry."""
    problems: list[str] = []
    for i, text in enumerate(value):
        try:
            parse(text)
        except ValueError as exc:
            problems.append(f"{key}[{i}]: {exc}")
    if problems:
        raise ValueError("; ".join(problems))
    return tuple(str(parse(text)) for text in value)
