"""What the decision loop learns: the seam between the edge node and the plan cache.

The edge node asks a :class:`StateMemory` what it recognises on a screen (a learned state
with the actions that moved a task on from it, and how far the screen is from every state
the task has seen), and tells it what worked (:meth:`StateMemory.learn`) and whether a
learned entry worked again (:meth:`StateMemory.report`). The plan cache and the layout
embedding live behind it (``screenroute.router.learning.plancache``, ``screenroute.edge.layout``).

Actions are stored the way a task file writes them: targets as on-screen text (a point only
when the planner gave nothing else), values as ``{param}`` templates or ``<LABEL_n>``
placeholders — never the restored value.
"""

from __future__ import annotations

import dataclasses
import re
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

import numpy as np

from screenroute.contract import Action, Reason, Route, Skill, action_problems
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.action import SkillResult
from screenroute.router.authoring.procedure import Procedure, TaskContext
from screenroute.router.privacy.redaction import PlaceholderVault
from screenroute.router.privacy.redaction.vault import PlaceholderRestoreError

if TYPE_CHECKING:
    from screenroute.router.privacy.restore import RestorePolicy

__all__ = [
    "LearnedEntry",
    "Novelty",
    "Recall",
    "RecordedStep",
    "RunRecorder",
    "Scope",
    "StateMemory",
    "fill_learned",
    "is_placeholder_text",
    "templated",
]

Scope = Literal["task", "global"]

_PLACEHOLDER = re.compile(r"<[A-Z][A-Z0-9_]*?_\d+>")
# Fields of an action that may carry a value (a template or a placeholder).
_VALUE_FIELDS = ("text", "target_text", "url")


@dataclass(frozen=True)
class Novelty:
    """How far the screen is from every state this task has seen (kNN over state signatures)."""

    distance: float
    threshold: float
    nearest_label: str = ""

    @property
    def unknown(self) -> bool:
        return self.distance > self.threshold


@dataclass(frozen=True)
class LearnedEntry:
    """A stored state with the actions that made progress from it (templated, as stored)."""

    entry_id: int
    actions: tuple[Action, ...]
    state_label: str = ""
    scope: Scope = "task"
    distance: float = 0.0
    # What matched (anchors, layout distance, record), for the decision's detail.
    description: str = ""


@dataclass(frozen=True)
class Recall:
    """What the memory recognises on one screen."""

    # The screen's signature, handed back to :meth:`StateMemory.learn` if this state is learned.
    signature: object
    match: LearnedEntry | None = None
    novelty: Novelty | None = None


class StateMemory(Protocol):
    """The plan cache as the decision loop sees it."""

    def recall(
        self, task: str, step: str, frame: Frame, lines: Sequence[OcrLine], prediction: StatePrediction | None
    ) -> Recall:
        """The best learned entry for this task and step (or a global reflex) matching the screen."""
        ...

    def learn(
        self,
        *,
        task: str,
        step: str,
        signature: object,
        anchors: Sequence[str],
        actions: Sequence[Action],
        state_label: str,
        scope: Scope,
    ) -> int | None:
        """Store ``actions`` for the state ``signature`` (anchors: its stable texts); the entry id, or None when
        the state cannot be told apart (no anchors)."""
        ...

    def report(self, entry_id: int, success: bool) -> None:
        """A learned entry was used; a failure demotes it, repeated failures drop it."""
        ...

    def close(self) -> None:
        """Release the store."""
        ...


@dataclass(frozen=True)
class RecordedStep:
    """One finished step as the replay library keeps it (seed 002, section 4.3).

    ``before``/``before_lines`` went through the run's redactor already (None when redaction
    failed: no frame is kept then). ``actions`` are as a task file writes them — templates
    and placeholders, never restored values; ``results`` say what each did.
    """

    step_name: str
    route: Route
    reason: Reason
    detail: str
    state_label: str
    before: Frame | None
    before_lines: tuple[OcrLine, ...]
    prediction: StatePrediction | None
    embedding: np.ndarray | None
    anchors_found: tuple[str, ...]
    anchors_missing: tuple[str, ...]
    actions: tuple[Action, ...]
    results: tuple[SkillResult, ...]
    stage_ms: dict[str, float]
    teacher_label: str = ""
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    model: str = ""


class RunRecorder(Protocol):
    """The replay library as the agent sees it: one run, its steps as they finish, its outcome."""

    def start_run(self, *, task: str, parameters: Mapping[str, str], secret_names: Sequence[str]) -> int:
        """Open a run (``parameters``: non-secret values only); returns its id."""
        ...

    def record_step(self, run_id: int, step: RecordedStep) -> None:
        """Persist one finished step (durable when this returns)."""
        ...

    def finish_run(self, run_id: int, *, outcome: str, detail: str) -> None:
        """Close the run with its outcome."""
        ...

    def close(self) -> None:
        """Release the library."""
        ...


def is_placeholder_text(text: str) -> bool:
    """Whether ``text`` holds a redaction placeholder (such a text is data, never an anchor)."""
    return _PLACEHOLDER.search(text) is not None


def templated(
    actions: Sequence[Action],
    vault: PlaceholderVault,
    context: TaskContext,
    lines: Sequence[OcrLine] = (),
) -> tuple[Action, ...]:
    """The planner's actions (placeholders not yet restored) as the cache keeps them.

    A placeholder whose value is one of the task's values becomes that value's ``{name}``
    template, so the entry serves later runs with other data; other placeholders stay as
    they are. Literal braces are escaped so they are not read as templates. A click or
    scroll with a target text drops its point: the text is grounded again on the next screen.
    A click given by point only (a VLM's way) on a text of the screen it saw (``lines``, as
    sent) is kept as a click on that text: the same popup at another scale or window size has
    its button elsewhere.
    """
    by_value = {value: name for name, value in context.values.items() if value}
    kept: list[Action] = []
    for given in actions:
        action = given
        if given.skill == Skill.CLICK and given.point is not None and not given.target_text:
            text = _text_at(lines, given.point)
            if text:
                action = dataclasses.replace(given, target_text=text)
        fields: dict[str, object] = {}
        for name in _VALUE_FIELDS:
            fields[name] = _template(getattr(action, name), vault, by_value)
        fields["expect_texts"] = tuple(_template(t, vault, by_value) for t in action.expect_texts)
        if action.target_text and action.skill in (
            Skill.CLICK,
            Skill.SCROLL,
            Skill.WAIT_UNTIL,
            Skill.ASSERT_TEXT,
            Skill.FILL,
        ):
            fields["point"] = None
        kept.append(dataclasses.replace(action, **fields))  # type: ignore[arg-type]
    return tuple(kept)


def _text_at(lines: Sequence[OcrLine], point: tuple[int, int]) -> str:
    """The one line under ``point`` when its text names a control: shown once on the screen, no
    digits or placeholder (data changes from run to run); '' otherwise."""
    x, y = point
    under = [ln for ln in lines if ln.box.x0 <= x < ln.box.x1 and ln.box.y0 <= y < ln.box.y1]
    if len(under) != 1:
        return ""
    text = under[0].text.strip()
    if len(text) < 2 or any(ch.isdigit() for ch in text) or is_placeholder_text(text):
        return ""
    same = [ln for ln in lines if ln.text.strip().casefold() == text.casefold()]
    return text if len(same) == 1 else ""


def _template(text: str, vault: PlaceholderVault, by_value: dict[str, str]) -> str:
    out: list[str] = []
    last = 0
    for match in _PLACEHOLDER.finditer(text):
        out.append(_escape(text[last : match.start()]))
        value = vault.value_of(match.group(0))
        name = by_value.get(value) if value is not None else None
        out.append("{" + name + "}" if name is not None else match.group(0))
        last = match.end()
    out.append(_escape(text[last:]))
    return "".join(out)


def _escape(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def fill_learned(
    actions: Sequence[Action],
    context: TaskContext,
    vault: PlaceholderVault,
    *,
    procedure: Procedure | None = None,
    step: str = "",
) -> tuple[tuple[Action, ...], str]:
    """A stored entry's actions ready to run in this task: templates filled, placeholders restored.

    Re-judged on every replay: values are restored under the run's restore policy (a value is
    typed only into a field it belongs to, a secret never looked for on screen) and, given the
    task's ``procedure``, the actions must lie inside its envelope at ``step``, as a planner's
    answer must. Returns the actions and '' — or () and why the entry cannot serve this run (a
    value it needs is not in this task, a placeholder this run's vault never saw, a key or URL
    the task does not allow).
    """
    from screenroute.router.authoring.task_envelope import build_envelope
    from screenroute.router.privacy.restore import RestorePolicy

    policy = RestorePolicy(vault, context)
    if procedure is not None:
        for name, labels in procedure.field_bindings.items():
            if context.values.get(name):
                vault.bind_fields(context.values[name], labels)
    filled: list[Action] = []
    focus: Action | None = None  # the click or fill the focus is in, None after a key that moved it
    for action in actions:
        fields: dict[str, object] = {}
        try:
            for name in ("target_text", "url"):
                fields[name] = _screen_text(getattr(action, name), context, policy)
            fields["expect_texts"] = tuple(_screen_text(t, context, policy) for t in action.expect_texts)
            fields["text"] = _typed_text(action, focus, context, vault, policy)
        except (KeyError, ValueError, PlaceholderRestoreError) as exc:
            return (), f"learned action {action.describe()}: {exc}"
        unresolved = [v for v in fields.values() if isinstance(v, str) and is_placeholder_text(v)]
        if unresolved:
            return (), f"learned action {action.describe()} needs a value this run does not have"
        ready = dataclasses.replace(action, **fields)  # type: ignore[arg-type]
        invalid = action_problems(ready)
        if invalid:
            return (), f"learned action {action.describe()}: " + "; ".join(invalid)
        filled.append(ready)
        if action.skill in (Skill.CLICK, Skill.FILL):
            focus = action
        elif action.skill == Skill.KEY:
            focus = None
    if procedure is not None:
        problems = build_envelope(procedure, context).answer_problems(filled, step)
        if problems:
            return (), "learned actions outside the task's envelope: " + "; ".join(problems)
    return tuple(filled), ""


def _screen_text(template: str, context: TaskContext, policy: RestorePolicy) -> str:
    """A text to look for on screen, filled: never a secret (the template is judged before it is filled)."""
    secret = policy.secrets_in(template)
    if secret:
        raise PlaceholderRestoreError(f"{', '.join(secret)} is a secret: never looked for on screen")
    return policy.vault.restore(context.fill(template))


def _typed_text(
    action: Action, focus: Action | None, context: TaskContext, vault: PlaceholderVault, policy: RestorePolicy
) -> str:
    """The text a learned ``type`` or ``fill`` types, each value going only into a field it belongs to.

    Values are put in as their placeholders first, so the restore policy sees every one of them.
    A ``type`` with no field clicked before it (after a chord) is filled as it stands: only the
    task's own text may be typed there, which the envelope checks.
    """
    plain = context.fill(action.text)  # a value this run does not have fails here, named
    if action.skill not in (Skill.TYPE, Skill.FILL) or not action.text:
        return plain
    names = [n for _, n, _, _ in string.Formatter().parse(action.text) if n]
    as_placeholders = (
        action.text.format_map({n: vault.placeholder_for(n.upper(), context.values[n]) for n in names})
        if names
        else action.text.replace("{{", "{").replace("}}", "}")
    )
    target = action if action.skill == Skill.FILL else focus
    if target is None:
        secret = policy.secrets_in(as_placeholders)
        if secret:
            raise PlaceholderRestoreError(f"{', '.join(secret)} may only be typed into its own field")
        return vault.restore(as_placeholders)
    if not vault.placeholders_in(as_placeholders):
        return as_placeholders
    label = target.target_field.name if target.target_field is not None else target.target_text
    return policy.typed(as_placeholders, field_label=context.fill(label), point=target.point)
