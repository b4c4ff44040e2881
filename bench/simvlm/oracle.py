"""The simulated model's judgement: the correct next action for the screen it is shown.

It is the benchmark's ground truth, not a planner: it knows the episode's task file and reads
the same redacted OCR lines a real model would get. In order, it (1) dismisses a known
interruption by its safe button, (2) answers the step the edge is on when that step's anchors
are on screen, (3) re-enters an earlier step whose screen came back (a login page after the
session expired), (4) scrolls when the step's anchors are not in view, (5) asks for a human.
Values never appear in its answers: a ``{name}`` template becomes the placeholder the edge
sent for that name (the edge restores it locally), as a real model would have to do.
"""

from __future__ import annotations

import difflib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from screenroute.contract import label_risk, normalise
from screenroute.contract.risk import RiskTier
from screenroute.router.authoring.tasks.schema import ActionSpec, StepSpec, TaskFile, template_names

__all__ = ["INTERRUPTIONS", "Interruption", "ScreenLine", "TaskOracle"]

_PLACEHOLDER = re.compile(r"<[A-Z][A-Z0-9_]*_\d+>")


@dataclass(frozen=True)
class ScreenLine:
    """One OCR line as the model sees it: text and box in the sent image's pixels."""

    text: str
    box: tuple[int, int, int, int]

    @property
    def norm(self) -> str:
        # A placeholder ("<USERNAME_1>") stands for a hidden value: its name is no text on screen.
        return normalise(_PLACEHOLDER.sub(" ", self.text))

    @property
    def center(self) -> tuple[int, int]:
        x0, y0, x1, y1 = self.box
        return (x0 + x1) // 2, (y0 + y1) // 2


@dataclass(frozen=True)
class Interruption:
    """A screen that interrupts any task: recognised by its title, dismissed by a safe button."""

    label: str
    title: str
    dismiss: str
    # Its other button (the unsafe one): what a model recognises it by when the title is unread.
    other: str = ""


#: What a person would do with each interruption the benchmark injects or the browser shows.
INTERRUPTIONS: tuple[Interruption, ...] = (
    Interruption("popup/save_password", "Save password?", "Never"),
    Interruption("popup/app_update", "A new version is available", "Later", "Reload now"),
    Interruption("popup/session_warning", "Your session will expire", "Stay signed in"),
)


def _find(lines: Sequence[ScreenLine], text: str, *, fuzzy: bool = True) -> list[ScreenLine]:
    """Lines showing ``text``: exactly, inside a longer line, or read with a slip (a model reads
    "wiki: WikiStart" where the OCR line says "wiki:Wikistart")."""
    want = normalise(text)
    if not want:
        return []
    exact = [ln for ln in lines if ln.norm == want]
    if exact:
        return exact
    inside = [ln for ln in lines if want in ln.norm]
    if inside or len(want) < 5 or not fuzzy:
        return inside
    return [ln for ln in lines if difflib.SequenceMatcher(None, want, ln.norm).ratio() >= 0.8]


def _below(line: ScreenLine, anchor: ScreenLine) -> bool:
    return line.box[1] >= anchor.box[1] - 4


class TaskOracle:
    """Answers plan requests for one task file; thread-safe (no mutable state but the RNG lock)."""

    def __init__(self, task: TaskFile, *, error_rate: float = 0.0, seed: int = 0) -> None:
        self.task = task
        self.error_rate = error_rate
        self._rng = random.Random(seed)
        self._steps = {step.name: step for step in task.steps}

    def plan(self, context: Mapping[str, Any]) -> dict[str, Any]:
        """The model's JSON answer (the openai backend's plan schema) for one request context."""
        lines = [ScreenLine(str(ln["text"]), tuple(ln["box"])) for ln in context.get("ocr_lines", [])]
        placeholders = {str(p["name"]): str(p["placeholder"]) for p in context.get("parameters", [])}
        # A navigation needs the real address: the task's origins are sent as they are.
        placeholders = {**self._origin_values(context.get("allowed_origins", [])), **placeholders}
        answer = self._correct(context, lines, placeholders)
        if answer["actions"] and self.error_rate and self._rng.random() < self.error_rate:
            answer = self._mistake(answer, lines)
        return answer

    def _step_named(self, name: str) -> StepSpec | None:
        """The task's step called ``name`` as the edge sent it: redacted like every text, so a
        word the screen showed as someone's data may stand as a placeholder ("click <VALUE_2>");
        a model reads past it, and so does this lookup when one step fits."""
        exact = self._steps.get(name)
        if exact is not None or not _PLACEHOLDER.search(name):
            return exact
        parts = _PLACEHOLDER.split(name)
        pattern = re.compile(".+?".join(re.escape(part) for part in parts), re.DOTALL)
        fits = [step for step_name, step in self._steps.items() if pattern.fullmatch(step_name)]
        return fits[0] if len(fits) == 1 else None

    def _origin_values(self, origins: Sequence[str]) -> dict[str, str]:
        """Names of the task file's origin templates bound from the origins the edge sent
        (``origins: ["{base_url}"]`` and ``http://127.0.0.1:8000/`` give ``base_url``)."""
        values: dict[str, str] = {}
        for template, origin in zip(self.task.origins, origins, strict=False):
            names = template_names(template)
            if len(names) == 1 and template == "{" + names[0] + "}":
                values[names[0]] = str(origin)
        return values

    # -- the right answer ----------------------------------------------------------------------

    def _correct(
        self, context: Mapping[str, Any], lines: list[ScreenLine], placeholders: Mapping[str, str]
    ) -> dict[str, Any]:
        for interruption in INTERRUPTIONS:
            titles = _find(lines, interruption.title)
            if not titles and interruption.other:
                # The title went unread (filled by the edge), its buttons did not: the row they sit in.
                others = _find(lines, interruption.other)
                titles = [ScreenLine(o.text, (o.box[0], o.box[1] - 4, o.box[2], o.box[3])) for o in others]
            if not titles:
                continue
            # The safe button of this popup: the nearest match below its title, never one elsewhere.
            buttons = [b for b in _find(lines, interruption.dismiss) if _below(b, titles[0])]
            if buttons:
                button = min(buttons, key=lambda b: abs(b.box[1] - titles[0].box[1]))
                x, y = button.center
                return _plan(
                    interruption.label,
                    f"dismiss the interruption with {interruption.dismiss!r}",
                    [_action("click", x=x, y=y, why=f"close {interruption.title!r}")],
                )
        step_name = str(context.get("step", {}).get("name", ""))
        current = self._step_named(step_name)
        order = self.task.steps
        index = order.index(current) if current is not None else len(order)
        candidates: list[StepSpec] = [] if current is None else [current]
        # Re-entry: an earlier step whose screen is back (its done texts are not on screen).
        candidates += [s for s in order[:index] if s.expect.anchors and not _all_on(lines, s.done_when.texts)]
        for step in candidates:
            # The step the edge is on is recognised as a model would (one anchor may be unreadable);
            # an earlier step only when its screen is unmistakably back (every anchor, as written).
            lenient = step is current
            if step.expect.any_screen or _recognised(lines, step.expect.anchors, lenient=lenient):
                history = context.get("history") or [{}]
                last_spec = step.actions[-1] if step.actions else None
                if (
                    step is current
                    and last_spec is not None
                    and last_spec.skill == "scroll"
                    and history[-1].get("skill") == "scroll"
                    and history[-1].get("ok", True)
                ):
                    # The step's fields were filled and its scroll ran, but what it scrolls to is
                    # still below: a model sees the filled form and scrolls on.
                    return _plan(
                        "page/below_fold",
                        f"step {step.name!r} is done but for its scroll; scroll on",
                        [_action("scroll", amount=last_spec.amount or 5, why="bring the step's result into view")],
                        expected=[_fill(t, placeholders) or t for t in step.done_when.texts],
                    )
                actions = self._actions(step, lines, placeholders)
                if actions is None:
                    return _needs_human(f"no placeholder for a value step {step.name!r} needs")
                return _plan(
                    step.expect.label or f"page/{step.name.replace(' ', '_')}",
                    f"step {step.name!r}: its screen is showing",
                    actions,
                    expected=[_fill(t, placeholders) or t for t in step.done_when.texts],
                )
        if current is not None and current.expect.anchors:
            # Down first; once a scroll down shows nothing new (the page's end), back up to the top.
            last = (context.get("history") or [{}])[-1]
            stuck = last.get("skill") == "scroll" and not last.get("changed", True)
            return _plan(
                "page/below_fold",
                f"the anchors of {current.name!r} are not in view; scroll {'up' if stuck else 'down'}",
                [_action("scroll", amount=-15 if stuck else 5, why="bring the step's fields into view")],
            )
        return _needs_human("this screen is not part of the task")

    def _actions(
        self, step: StepSpec, lines: list[ScreenLine], placeholders: Mapping[str, str]
    ) -> list[dict[str, Any]] | None:
        out = []
        for spec in step.actions:
            action = _to_model_action(spec, lines, placeholders)
            if action is None:
                return None
            out.append(action)
        return out

    # -- the knob: a wrong or useless answer ---------------------------------------------------

    def _mistake(self, answer: dict[str, Any], lines: list[ScreenLine]) -> dict[str, Any]:
        kind = self._rng.choice(("static_click", "wrong_scroll", "truncated"))
        if kind == "truncated" and len(answer["actions"]) > 1:
            return {
                **answer,
                "actions": answer["actions"][:-1],
                "rationale": answer["rationale"] + " [error: truncated]",
            }
        if kind == "static_click":
            # A label a person would not click: long, not a target of the answer, not risky.
            targets = {normalise(a.get("target_text") or "") for a in answer["actions"]}
            labels = [
                ln
                for ln in lines
                if len(ln.norm) >= 12 and ln.norm not in targets and label_risk(ln.text) is RiskTier.LOW
            ]
            if labels:
                x, y = self._rng.choice(labels).center
                return {
                    **answer,
                    "actions": [_action("click", x=x, y=y, why="(error) a static label")],
                    "rationale": answer["rationale"] + " [error: static click]",
                }
        return {
            **answer,
            "actions": [_action("scroll", amount=-3, why="(error) scroll the wrong way")],
            "rationale": answer["rationale"] + " [error: wrong scroll]",
        }


def _all_on(lines: Sequence[ScreenLine], texts: Sequence[str]) -> bool:
    return all(_find(lines, t) for t in texts if not template_names(t)) and bool(texts)


def _recognised(lines: Sequence[ScreenLine], anchors: Sequence[str], *, lenient: bool = True) -> bool:
    """Whether the screen is the one ``anchors`` describe, as a model looking at it would judge:
    every anchor, or (``lenient``) all but one of three or more (one may be redacted or cut off)."""
    wanted = [a for a in anchors if not template_names(a)]
    if not wanted:
        return False
    if not lenient:
        return all(_find(lines, a, fuzzy=False) for a in wanted)
    found = sum(bool(_find(lines, a)) for a in wanted)
    return found == len(wanted) or (len(wanted) >= 3 and found >= len(wanted) - 1)


def _fill(template: str, placeholders: Mapping[str, str]) -> str | None:
    names = template_names(template)
    if any(n not in placeholders for n in names):
        return None
    return template.format_map({n: placeholders[n] for n in names}) if names else template


def _to_model_action(
    spec: ActionSpec, lines: Sequence[ScreenLine], placeholders: Mapping[str, str]
) -> dict[str, Any] | None:
    fields: dict[str, Any] = {}
    for name in ("target_text", "text", "url"):
        value = getattr(spec, name)
        if value:
            filled = _fill(value, placeholders)
            if filled is None:
                return None
            fields[name] = filled
    if spec.keys:
        fields["keys"] = spec.keys
    if spec.amount:
        fields["amount"] = spec.amount
    if spec.timeout_s:
        fields["timeout_s"] = spec.timeout_s
    if spec.occurrence and spec.target_text:
        # The model's answer has no "n-th match": point at it instead.
        matches = sorted(_find(lines, spec.target_text), key=lambda ln: (ln.box[1], ln.box[0]))
        if spec.occurrence < len(matches):
            x, y = matches[spec.occurrence].center
            fields.pop("target_text")
            fields.update(x=x, y=y)
    return _action(spec.skill, why=spec.why, **fields)


def _action(skill: str, *, why: str = "", **fields: Any) -> dict[str, Any]:
    action: dict[str, Any] = {
        "skill": skill, "x": None, "y": None, "target_text": None, "text": None, "keys": None,
        "url": None, "amount": None, "timeout_s": None, "expect_texts": [], "why": why,
    }  # fmt: skip
    action.update(fields)
    return action


def _plan(
    label: str, rationale: str, actions: list[dict[str, Any]], expected: list[str] | None = None
) -> dict[str, Any]:
    return {"state_label": label, "rationale": rationale, "needs_human": False,
            "expected_texts": expected or [], "actions": actions}  # fmt: skip


def _needs_human(rationale: str) -> dict[str, Any]:
    return {"state_label": "unknown", "rationale": rationale, "needs_human": True, "expected_texts": [], "actions": []}
