"""The one place planner output is accepted: contract, screen, the task's envelope, placeholders.

Everything a planner returns is untrusted (it read a screen an attacker may control). Before
any of it reaches the executor, :func:`accept_plan` checks every action against the shared
contract (a known skill, numbers finite and in range, one chord of known keys), the frame it
was planned for (points on the screen), the task's URL origins (``open_url`` only to them,
never carrying a placeholder or a protected value), and restores placeholders under the
vault's policy: a value goes back only into the field it came from or one the task declares
for it (``parameters.<name>.fields``), never into a URL or the address bar. A ``fill`` names
its own field, so its value is restored only when that field is one the value is bound to. Every
restore goes through one policy (:class:`~screenroute.router.privacy.restore.RestorePolicy`): a secret is
never restored into a text looked for on screen. Then the whole answer is checked against the
task's envelope at the step being done (:mod:`screenroute.router.authoring.task_envelope`): keys beyond the
planner allow-list only where the task's own step presses them, typed text into the browser's
chrome only as the task types it, URLs only the task's own. The executor validates again
before it runs anything, whatever the source; this is the planner's gate.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from screenroute.contract import LIMITS, Action, Skill, action_from_proto, action_problems, parse_chord
from screenroute.contract.errors import ActionError
from screenroute.edge.frame import Frame
from screenroute.edge.skills.envelope import Envelope
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext, template_names
from screenroute.router.authoring.task_envelope import build_envelope
from screenroute.router.privacy.redaction.vault import PlaceholderRestoreError, PlaceholderVault
from screenroute.router.privacy.restore import RestorePolicy
from screenroute.v1 import planner_pb2

__all__ = ["MAX_ACTIONS", "accept_plan", "task_origins"]

#: Most actions one planner answer may carry; a plan is a next step, not a script.
MAX_ACTIONS = LIMITS.max_plan_actions

# Keys that edit the focused field without moving the focus: they may sit between the
# click that chose a field and the typing of a restored value into it.
_FIELD_EDIT_KEYS = frozenset(
    {
        ((), "BackSpace"),
        ((), "Delete"),
        ((), "Home"),
        ((), "End"),
        ((), "Left"),
        ((), "Right"),
        (("ctrl",), "a"),
        (("shift",), "Home"),
        (("shift",), "End"),
    }
)
_ANY_PLACEHOLDER = re.compile(r"<[A-Z][A-Z0-9_]*_\d+>")


def task_origins(procedure: Procedure, context: TaskContext) -> tuple[tuple[str, ...], list[str]]:
    """The task's URL origins with their templates filled from the run's context, and any problems."""
    origins: list[str] = []
    problems: list[str] = []
    for template in procedure.origins:
        try:
            origins.append(context.fill(template))
        except (KeyError, ValueError) as exc:
            problems.append(f"task origin {template!r} cannot be filled: {exc}")
    return tuple(origins), problems


def _before(actions: list[Action], index: int) -> str:
    return actions[index - 1].describe() if index > 0 else ""


def _task_typing(procedure: Procedure, context: TaskContext, vault: PlaceholderVault) -> frozenset[tuple[str, str]]:
    """(the action before, the typed text with each value as its placeholder) of every ``type``
    in the task file that types one of the task's values."""
    own = set()
    for step in procedure.steps:
        for index, action in enumerate(step.actions):
            names = template_names(action.text) if action.skill == Skill.TYPE else []
            if not names or any(not context.values.get(n) for n in names):
                continue
            text = action.text.format_map({n: vault.placeholder_for(n.upper(), context.values[n]) for n in names})
            own.add((_before(list(step.actions), index), text))
    return frozenset(own)


def _task_urls(procedure: Procedure, context: TaskContext) -> frozenset[str]:
    urls = [procedure.start_url] + [
        a.url for step in procedure.steps for a in step.actions if a.skill == Skill.OPEN_URL
    ]
    filled = set()
    for template in urls:
        if template:
            try:
                filled.add(context.fill(template))
            except (KeyError, ValueError):
                continue  # a URL the run cannot fill is no URL of this run
    return frozenset(filled)


def accept_plan(
    response: planner_pb2.PlanResponse,
    frame: Frame,
    *,
    procedure: Procedure,
    context: TaskContext,
    vault: PlaceholderVault,
    step: ProcedureStep | None = None,
    envelope: Envelope | None = None,
) -> tuple[list[Action], list[str]]:
    """The planner's actions, validated and with placeholders restored, and every problem found.

    ``step``: the step the answer is for (the envelope's chords and typing are the step's own);
    ``envelope``: the task's, derived from ``procedure`` when not given.
    Any problem means the plan must not run (the caller halts with ``policy_denied``);
    problems name the action's index and never carry a restored value.
    """
    policy = RestorePolicy(vault, context)
    envelope = envelope if envelope is not None else build_envelope(procedure, context)
    for name, fields in procedure.field_bindings.items():
        value = context.values.get(name)
        if value:
            vault.bind_fields(value, fields)
    origins, problems = task_origins(procedure, context)
    if len(response.actions) > MAX_ACTIONS:
        return [], [f"the plan has {len(response.actions)} actions; at most {MAX_ACTIONS} are accepted"]
    owner = _OwnersWay(
        # URLs the task file itself opens: a user name that is also a path segment ("admin" in
        # /admin/…) is the owner's URL, not a value smuggled out; any other URL holding a value is.
        urls=_task_urls(procedure, context),
        # Likewise a value typed right after the very action its task file types it after (a path
        # typed after ctrl+l in a file chooser): the owner's sequence, not a planner's invention.
        typing=_task_typing(procedure, context, vault),
    )
    accepted: list[Action] = []
    raw_actions = [action_from_proto(msg) for msg in response.actions]
    for i in range(len(raw_actions)):
        action, found = _accept_one(raw_actions, i, frame, origins, owner, vault, policy, envelope)
        if found:
            problems += [f"action {i}: {p}" for p in found]
        elif action is not None:
            accepted.append(action)
    if not problems:
        problems = envelope.answer_problems(accepted, step.name if step is not None else "")
    return ([], problems) if problems else (accepted, [])


@dataclass(frozen=True)
class _OwnersWay:
    """What the task file itself does with its values: the URLs it opens, the typing it does after what."""

    urls: set[str] | frozenset[str]
    typing: set[tuple[str, str]] | frozenset[tuple[str, str]]


def _accept_one(
    raw_actions: list[Action],
    i: int,
    frame: Frame,
    origins: tuple[str, ...],
    owner: _OwnersWay,
    vault: PlaceholderVault,
    policy: RestorePolicy,
    envelope: Envelope,
) -> tuple[Action | None, list[str]]:
    """The ``i``-th planned action validated, its placeholders restored where allowed; or its problems."""
    raw = raw_actions[i]
    found = list(action_problems(raw, origins=origins))
    if raw.near is not None:
        # A point placed from a text near it is a recording's; a planner's click is judged at its point.
        found.append("near is for a task's own recorded clicks; a planner's click names its point")
    if raw.point is not None and not found and not frame.geometry.contains(*raw.point):
        found.append(f"point {raw.point} is off the {frame.width}x{frame.height} screen")
    if raw.skill == Skill.OPEN_URL and (
        _ANY_PLACEHOLDER.search(raw.url) or (raw.url not in owner.urls and vault.holds_value(raw.url))
    ):
        found.append("open_url carries a placeholder or a protected value; URLs never get one")
    text = raw.text
    if (
        raw.skill == Skill.TYPE
        and vault.placeholders_in(raw.text)
        and (_before(raw_actions, i), raw.text) in owner.typing
    ):
        text = vault.restore(raw.text)  # typed the way the task file itself types it
    elif raw.skill == Skill.TYPE and vault.placeholders_in(raw.text):
        text, problem = _restore_typed(raw_actions, i, vault)
        found += [problem] if problem else []
    elif raw.skill == Skill.FILL and vault.placeholders_in(raw.text):
        text, problem = _restore_into(raw, raw, vault)
        found += [problem] if problem else []
    try:
        target_text = policy.screen_text(raw.target_text)
        expect_texts = tuple(policy.screen_text(t) for t in raw.expect_texts)
    except PlaceholderRestoreError as exc:
        found.append(str(exc))
    if found:
        return None, found
    url = envelope.url_problem(raw.url)[0] or raw.url if raw.skill == Skill.OPEN_URL else raw.url
    return dataclasses.replace(raw, target_text=target_text, text=text, url=url, expect_texts=expect_texts), []


def _restore_typed(actions: list[Action], index: int, vault: PlaceholderVault) -> tuple[str, str]:
    """(restored text, '') for the type action at ``index``, or ('', why not).

    The field is the one the last click before it in the same plan landed on, with only
    field-editing keys in between; typing with no such click goes into whatever has the
    focus (the address bar after ctrl+l), so it is refused.
    """
    field = None
    for earlier in reversed(actions[:index]):
        if earlier.skill in (Skill.CLICK, Skill.FILL):  # a fill leaves the focus in the field it filled
            field = earlier
            break
        if earlier.skill == Skill.KEY:
            try:
                chord = parse_chord(earlier.keys)
            except ActionError:
                return "", "typed after an invalid key"
            if chord in _FIELD_EDIT_KEYS:
                continue
        return "", f"a restored value may only be typed right after clicking its field, not after {earlier.describe()}"
    if field is None:
        return "", "a restored value may only be typed right after clicking its field"
    return _restore_into(actions[index], field, vault)


def _restore_into(action: Action, field: Action, vault: PlaceholderVault) -> tuple[str, str]:
    """(``action.text`` with placeholders restored, '') when ``field`` may receive them, else ('', why not)."""
    try:
        label = field.target_field.name if field.target_field is not None else field.target_text
        return vault.restore_into(action.text, field_label=label, point=field.point), ""
    except PlaceholderRestoreError as exc:
        return "", str(exc)
