"""The task's envelope, derived from its procedure: what a planner's or a learned answer may do in this run.

A task file (written by hand or recorded from a person) says what the task does: the URLs it
opens, the chords its steps press, what it types after a chord that takes the focus into the
browser's or the desktop's chrome, the fields it declares multi-line, the writes it makes itself
(``writes:``), the pages it visits (``visits:``, its start URL and ``open_url`` pages). That — and no more —
is what an answer that is not the task's own may do (:class:`~screenroute.edge.skills.envelope.Envelope`);
the risk gate judges it after that.
"""

from __future__ import annotations

from screenroute.contract import Skill, fold
from screenroute.contract.errors import ActionError
from screenroute.contract.keys import chord_name
from screenroute.edge.skills.envelope import CHROME_CHORDS, Envelope, StepEnvelope
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext

__all__ = ["build_envelope"]


def build_envelope(procedure: Procedure, context: TaskContext) -> Envelope:
    """The envelope of ``procedure`` for the run whose values are ``context`` (read when checked)."""

    def resolve(template: str) -> str | None:
        try:
            return context.fill(template)
        except (KeyError, ValueError):
            return None  # a value a later step reads: not known yet, so nothing matches it

    urls = [procedure.start_url] if procedure.start_url else []
    urls += [a.url for step in procedure.steps for a in step.actions if a.skill == Skill.OPEN_URL and a.url]
    multiline: set[str] = set()
    for step in procedure.steps:
        for action in step.actions:
            target = action.target_field
            if target is not None and target.kind == "multiline":
                multiline |= {fold(target.label), fold(target.placeholder)} - {""}
    return Envelope(
        urls=tuple(dict.fromkeys(urls)),
        steps={step.name: _step(step) for step in procedure.steps},
        multiline=frozenset(multiline),
        writes=procedure.writes,
        visits=procedure.visits,
        reads=procedure.reads,
        resolve=resolve,
    )


def _step(step: ProcedureStep) -> StepEnvelope:
    chords: set[str] = set()
    typed: set[tuple[str, str]] = set()
    chrome = ""
    most_clicks = max((a.clicks for a in step.actions if a.skill == Skill.CLICK), default=1)
    for action in step.actions:
        if action.skill == Skill.KEY:
            try:
                name = chord_name(action.keys)
            except ActionError:
                continue  # a task file's chords are validated when it loads
            chords.add(name)
            chrome = name if name in CHROME_CHORDS else ("" if name == "Escape" else chrome)
        elif action.skill == Skill.TYPE and chrome:
            typed.add((chrome, action.text))
        elif action.skill in (Skill.CLICK, Skill.FILL, Skill.OPEN_URL):
            chrome = ""
    return StepEnvelope(
        chords=frozenset(chords),
        typed_after=frozenset(typed),
        dialog=bool(chords & CHROME_CHORDS),
        most_clicks=most_clicks,
    )
