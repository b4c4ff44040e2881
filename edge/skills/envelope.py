"""The task's envelope: what an action that is not the task's own may do during this task.

Planner output (a VLM can be prompt-injected by the page it reads) and what the plan cache
learned from it are untrusted; a word list judges names, and an attacker chooses names. So
the edge derives an allow-list from the task file itself (``screenroute.router.authoring.task_envelope``
builds it) and checks every such action against it before the risk gate sees it:

- **keys**: the planner allow-list (``screenroute.contract.keys.PLANNER_KEYS``), plus the
  chords the task's own actions press *at the step being done* (the file chooser's ctrl+l
  and alt+o at "attach export", nowhere else);
- **typed text into the chrome**: after a chord that takes the focus out of the page (the
  location bar, a file chooser's path), only a text the task's own step types there;
- **URLs**: only the URLs the task itself opens (its start URL and its ``open_url`` steps),
  compared in canonical form (``screenroute.contract.skills.canonical_url``), or a URL on their
  origins whose path is one of the pages the task visits (``visits:``);
- **pages**: the navigation hold (:mod:`screenroute.edge.skills.visits`) lets an action open the
  pages the task visits (:meth:`Envelope.pages`) and holds every other new page;
- **multi-line fields**: a newline only into a field the task declares ``kind: multiline``.

The task's own steps are not judged here (the task file is the owner's), nor are its
approvals of medium-risk actions extended to anything else: see ``TaskPolicyConfirmer``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from screenroute.contract import Action, Skill, fold
from screenroute.contract.errors import ActionError
from screenroute.contract.keys import CHROME_FOCUS_CHORDS, PLANNER_KEYS, chord_name, planner_may_press
from screenroute.contract.skills import canonical_url, url_origin
from screenroute.edge.skills.visits import VisitPattern
from screenroute.edge.skills.writes import WritePattern

__all__ = ["CHROME_CHORDS", "DIALOG", "Envelope", "Source", "StepEnvelope"]

#: Canonical names of the chords after which the focus is in the chrome, not the page.
CHROME_CHORDS = frozenset(chord_name(c) for c in CHROME_FOCUS_CHORDS)
#: Where the focus is when a native dialog (a file chooser) is open: the chrome too.
DIALOG = "dialog"
# Skills that put the focus back on the page (or close what had it).
_FOCUS_RESETS = frozenset({Skill.CLICK, Skill.FILL, Skill.OPEN_URL})


class Source(StrEnum):
    """Where an action comes from: the task file, the plan cache, or a planner's answer."""

    TASK = "task"
    LEARNED = "learned"
    PLANNER = "planner"


@dataclass(frozen=True)
class StepEnvelope:
    """What one step of the task does itself: the chords it presses and what it types after a chrome chord.

    ``typed_after``: (canonical chord, text template) for each ``type`` that follows a chord of
    :data:`CHROME_CHORDS` in the step. ``dialog``: the step works in a window of the desktop's
    own (a file chooser): one opening while a planner acts at this step was expected.
    ``most_clicks``: the most presses one click of the step makes (2: it double-clicks somewhere).
    """

    chords: frozenset[str] = frozenset()
    typed_after: frozenset[tuple[str, str]] = frozenset()
    dialog: bool = False
    most_clicks: int = 1


def _no_fill(template: str) -> str | None:
    return None if "{" in template else template


@dataclass(frozen=True)
class Envelope:
    """The task's allow-list for actions that are not its own (see the module docstring).

    ``urls`` and the texts in ``steps`` are templates, filled by ``resolve`` from the run's
    values when they are checked (a value a later step reads is known only then); ``resolve``
    returns None for a template the run cannot fill yet. Never printed with its values.
    """

    urls: tuple[str, ...] = ()
    steps: Mapping[str, StepEnvelope] = field(default_factory=dict)
    multiline: frozenset[str] = frozenset()
    #: The writes the task makes itself (its ``writes:``): a held action may still make these.
    writes: tuple[WritePattern, ...] = ()
    #: The pages the task visits (its ``visits:``); its own URLs' pages are added by :meth:`pages`.
    visits: tuple[VisitPattern, ...] = ()
    #: What the task's pages read by script (its ``reads:``); the task's pages are added by :meth:`read_patterns`.
    reads: tuple[VisitPattern, ...] = ()
    resolve: Callable[[str], str | None] = field(default=_no_fill, repr=False, compare=False)

    def step(self, name: str) -> StepEnvelope:
        return self.steps.get(name, StepEnvelope())

    def allowed_keys(self, step: str) -> tuple[str, ...]:
        """Every chord a planner may press at ``step``: the allow-list, then the step's own."""
        return (*PLANNER_KEYS, *sorted(self.step(step).chords - {chord_name(k) for k in PLANNER_KEYS}))

    def key_problem(self, chord: str, step: str) -> str:
        """Why a planner may not press ``chord`` at ``step`` ('' when it may)."""
        if planner_may_press(chord, self.step(step).chords):
            return ""
        return f"key {chord[:30]!r} is outside the task's envelope (the task presses it nowhere at step {step!r})"

    def url_problem(self, url: str) -> tuple[str, str]:
        """(the canonical URL, '') when it is one the task opens, else ('', why not)."""
        canonical, problem = canonical_url(url)
        if canonical is None:
            return "", problem
        own = {c for c in (canonical_url(u)[0] for u in self._filled(self.urls)) if c is not None}
        if canonical in own:
            return canonical, ""
        origins = {url_origin(u)[0] for u in own}
        if url_origin(canonical)[0] in origins and any(v.matches(canonical) for v in self.visits):
            return canonical, ""  # a page the task visits, on its own origin
        return "", f"open_url {canonical[:80]!r} is not a URL the task opens"

    def pages(self) -> tuple[VisitPattern, ...]:
        """The pages an action that is not the task's own may open (the navigation hold's list): the
        task's ``visits:`` and the pages of the URLs it opens itself (filled from the run's values)."""
        own = [VisitPattern.exact(c) for c in (canonical_url(u)[0] for u in self._filled(self.urls)) if c is not None]
        return tuple(dict.fromkeys([*self.visits, *own]))

    def read_patterns(self) -> tuple[VisitPattern, ...]:
        """The paths an action that is not the task's own may make the page request for the first time
        (the read hold's list): the task's pages (:meth:`pages`) and its ``reads:``."""
        return tuple(dict.fromkeys([*self.pages(), *self.reads]))

    def typing_problem(self, step: str, after: str, text: str) -> str:
        """Why ``text`` may not be typed where the chord ``after`` put the focus at ``step`` ('' when it may)."""
        wanted = {
            t for chord, template in self.step(step).typed_after if chord == after for t in self._filled([template])
        }
        if text in wanted:
            return ""
        return (
            f"typing after {after} goes into the browser's or the desktop's chrome: only the task's own text goes there"
        )

    def field_problem(self, action: Action) -> str:
        """Why a newline-bearing fill may not go where it says ('' when it may): the task must declare the field multi-line."""
        target = action.target_field
        if target is None or target.kind != "multiline":
            return ""
        if {fold(target.label), fold(target.placeholder)} & self.multiline:
            return ""
        return f"{target.describe()} is not a field the task declares multi-line"

    def answer_problems(self, actions: Sequence[Action], step: str, *, chrome: str = "") -> list[str]:
        """Everything in ``actions`` (one answer, in order) that is outside the envelope at ``step``.

        ``chrome``: the chord that put the focus into the chrome before the first action ('' for
        the page). Texts are compared as they will be typed (placeholders already restored).
        """
        problems: list[str] = []
        for i, action in enumerate(actions):
            problem = ""
            if action.skill == Skill.KEY:
                problem = self.key_problem(action.keys, step)
                try:
                    name = chord_name(action.keys)
                except ActionError:
                    name = ""
                if name in CHROME_CHORDS:
                    chrome = name
                elif name == "Escape":
                    chrome = ""
            elif action.skill == Skill.TYPE and chrome:
                problem = self.typing_problem(step, chrome, action.text)
            elif action.skill == Skill.OPEN_URL:
                problem = self.url_problem(action.url)[1]
            elif action.skill == Skill.FILL:
                problem = self.field_problem(action)
            elif action.skill == Skill.CLICK and action.clicks > self.step(step).most_clicks:
                # A second press lands unjudged on whatever the first opened, and presses a commit twice.
                problem = f"a click pressed {action.clicks} times is outside the envelope (the task's clicks press fewer at step {step!r})"
            if action.skill in _FOCUS_RESETS:
                chrome = ""
            if problem:
                problems.append(f"action {i}: {problem}")
        return problems

    def _filled(self, templates: Iterable[str]) -> list[str]:
        return [v for v in (self.resolve(t) for t in templates) if v is not None]
