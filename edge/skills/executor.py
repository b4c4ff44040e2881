"""Runs atomic skills against a screen: validation, grounding, risk gate, input, settle, audit.

Every action is validated against the shared contract before anything runs, whatever its
source (a task file, the plan cache, a planner): a known skill, numbers finite and in range,
one chord of known keys, an http(s) URL inside the task's origins. A click is grounded to
the whole element under it and the risk gate judges that element's label; a key that acts
on the focused element takes the tier of the element the executor last clicked, Return the tier
of the button it submits, and what the screen says raises a neutral button ("Continue" on a
payment page). An action that is not the task's own (a planner's answer, a learned one) must
also lie inside the task's envelope (:mod:`screenroute.edge.skills.envelope`), a medium-risk
one is never covered by the task's approvals, and what it opened that the task did not expect
(a native dialog, a second window or tab, a foreign page) is undone and stops the run
(:mod:`screenroute.edge.skills.outcome`). While such an action runs and its effects settle, the
application's writes are held at the sandbox's egress filter (:mod:`screenroute.edge.skills.writes`)
unless the task approved the action as its commit; the writes the task makes itself (its
``writes:``, in the envelope) pass only from the press of that commit, by form or by script;
a write refused there is undone as far as it shows and stops the run too. A click or
fill on a ``target_field`` lands inside the field's box, found by its shape and its label
(:mod:`screenroute.edge.fields`), and the field, by its name, is what has the focus after it.

``fill`` is one action per form field: focus the field (no click when it already has the
focus; the keys wait until the focus has visibly moved), select all, type, settle once, then
check the value shows where the screen changed.
Actions not meant to change the screen (select-all, a click on the focused field) do not wait
for a change. Every OCR read here is timed (``SkillResult.ocr_ms``) so the caller can count
it as OCR, not as acting.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from screenroute.contract import Action, FieldTarget, PointNear, RiskTier, Skill, action_problems, parse_chord
from screenroute.contract.errors import ActionError
from screenroute.contract.keys import chord_name
from screenroute.contract.risk import label_risk, screen_context
from screenroute.contract.text import reads_as
from screenroute.edge.capture import ScreenBackend
from screenroute.edge.errors import SkillError, UnheldInputError, WriteGateError
from screenroute.edge.fields import Field, field_at, find_field, find_fields
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import Element, element_at, find_all, find_text, normalise
from screenroute.edge.ocr.base import BoxRecognizer, OcrEngine, OcrLine
from screenroute.edge.ocr.incremental import changed_boxes, full_read
from screenroute.edge.settle import (
    POLL_S,
    QUIET_S,
    SettleResult,
    changed_pixels,
    changed_since,
    load_stretch,
    visibly_changed,
    wait_until_stable,
)
from screenroute.edge.skills.action import PRESSED, TYPED_IN, SkillResult
from screenroute.edge.skills.audit import AuditLog
from screenroute.edge.skills.envelope import CHROME_CHORDS, DIALOG, Envelope, Source
from screenroute.edge.skills.outcome import OutcomeGuard, SurfaceProbe, Surfaces, opened_together
from screenroute.edge.skills.risk import FOCUS_KEYS, FOCUS_MOVING_KEYS, Judgement, RiskGate
from screenroute.edge.skills.trigger import default_button
from screenroute.edge.skills.visits import risk_named
from screenroute.edge.skills.writes import KEPT_LEASE_S, UNKNOWN_METHOD, HeldWrite, WriteGate, WritePattern
from screenroute.edge.skills.x11 import InputBackend
from screenroute.edge.typed import typed_regions

# Keys that commonly load a page or open a dialog, so their effect may take a while to show.
_NAVIGATING_KEYS = frozenset({"return", "enter", "kp_enter", "alt+o", "alt+left", "alt+right", "f5", "escape"})
# Keys that select or move the caret inside the focused field: nothing to wait for.
_QUIET_KEYS = frozenset({"ctrl+a", "home", "end", "shift+home", "shift+end", "left", "right"})
# What a masked field (a password) shows instead of its value.
_MASK_CHARS = frozenset("•·*●◦.。∙⋅")
# A value wider than its field shows in part: a visible piece this long still proves the typing.
_MIN_VISIBLE_PART = 4
# The least height of a changed region that can be a text field (carets and underlines are thinner).
_MIN_FIELD_HEIGHT = 12


@dataclass(frozen=True)
class ActionCard:
    """What a person confirming an action is shown before it runs.

    ``target`` is what the action acts on: the whole label of the element clicked, or for a
    key the label of the field that has the focus. ``skill`` and ``keys`` say what it does.
    ``source``: the task file, the plan cache or a planner (``Source``); ``raised_by``: what
    beyond the element's own label set the tier (the screen's words, the button Return submits).
    ``line`` is the text line under the click itself (an item of a menu drawn as one element).
    """

    action: str
    target: str
    point: tuple[int, int] | None
    risk: RiskTier
    why: str
    skill: str = ""
    keys: str = ""
    source: str = Source.TASK.value
    raised_by: str = ""
    line: str = ""


@dataclass(frozen=True)
class Approval:
    """One medium-risk action a task's owner approved for unattended runs, and what it acts on.

    A click (or fill) approval names the element's whole label; a key approval the chord and
    the field that has the focus when it is pressed. Labels are compared whole, as the screen's
    reader shows them (:func:`screenroute.contract.text.reads_as`: any script, diacritics and
    look-alikes as OCR reads them), so an approval of "Сохранить" covers the button OCR reads
    "CoxpaHUTb", but "Save" does not cover "Save and delete", nor Return in "Search" one in "Password".
    """

    skill: str
    target: str = ""
    keys: str = ""
    field: str = ""

    def covers(self, card: ActionCard) -> bool:
        """Whether this approval covers the action on ``card``."""
        if self.skill == Skill.KEY:
            if card.skill != Skill.KEY or not card.keys:
                return False
            try:
                same_chord = parse_chord(card.keys) == parse_chord(self.keys)
            except ActionError:
                return False
            return same_chord and reads_as(self.field, card.target)
        if card.skill not in (Skill.CLICK, Skill.FILL):
            return False
        # The element's whole label, or the line clicked inside it: a menu's section drawn on one
        # background is one element to the eye of a flood fill, its items are lines of it (the
        # tier is judged on the whole element all the same).
        return reads_as(self.target, card.target) or bool(card.line and reads_as(self.target, card.line))


# A fill whose page loaded another page while its value was typed (an input handler that navigates, a
# late redirect): the screen changed outside the field as keys that landed elsewhere change it, but
# nothing there is the keys', and select-all and Delete on the new page would act on it.
_PAGE_LOADED = "the page loaded another page while the value was typed: nothing taken back; a person must look"
# Skills that only look at the screen: they send no input, so a still screen stays still.
_LOOK_ONLY_SKILLS = frozenset({Skill.WAIT_UNTIL, Skill.ASSERT_TEXT, Skill.SCREENSHOT})
# Skills that cannot send a write themselves (a scroll moves the view; open_url loads with GET): they
# run when writes cannot be held, every other skill of an action that is not the task's own does not.
_NEVER_WRITES = frozenset({Skill.SCROLL, Skill.OPEN_URL})
# How long before the kept hold's lease ends it is taken as lapsed: a renewal sent later might reach
# the gate after it lapsed (a loaded machine), and a write sent in between would pass unseen.
_RENEW_MARGIN_S = 5.0
# How long a held navigation's error page may take to replace the page it left (it commits once
# the filter's 403 arrives, sometimes after the screen first looked still; on a machine loaded
# ~18 deep it took longer than 5 s). The wait ends as soon as the page has moved.
_NAVIGATION_LANDS_S = 12.0


class Confirmer(Protocol):
    """Decides whether a medium-risk action may run: the person at the prompt, or the task's own approvals.

    High-risk actions never reach a confirmer: they are refused outright.
    """

    def confirm(self, card: ActionCard) -> bool:
        """Return True to let the action run."""
        ...


class DenyAll:
    """Refuses every action that needs confirmation: the safe default when nobody is watching."""

    def confirm(self, card: ActionCard) -> bool:
        return False


@dataclass(frozen=True)
class TaskPolicyConfirmer:
    """Confirms medium-risk actions that a task's procedure declared up front; never high-risk ones.

    Used by unattended runs whose task owner approved the task's own commit step
    (e.g. the demo's "Save" in the task file's ``approved`` list); everything else still
    needs a human. An approval covers only the task's own steps: the same click in a
    planner's answer or a learned one is not the owner's decision. See :class:`Approval` for
    what one approval covers.
    """

    approvals: frozenset[Approval]

    def confirm(self, card: ActionCard) -> bool:
        return (
            card.risk is RiskTier.MEDIUM
            and card.source == Source.TASK.value
            and any(a.covers(card) for a in self.approvals)
        )


@dataclass(frozen=True)
class SettleConfig:
    """How long to wait for a visible effect after an action and for the screen to go still."""

    first_change_s: float = 1.5
    # Typing and plain keys mostly change one field at once; a short wait keeps no-op keys
    # from costing the full timeout.
    typing_change_s: float = 0.5
    # A fill types only once its click has visibly put the focus in the field: on a loaded machine a
    # browser takes well over half a second to handle a click, and keys sent sooner land in the field
    # focused before (a password typed in clear into the user-name box). A focused field shows its
    # ring at once on a quiet machine, so the longer cap costs time only where nothing shows.
    focus_change_s: float = 1.5
    max_settle_s: float = 6.0
    # How many times longer the waits for an app's first answer (``first_change_s``, ``focus_change_s``,
    # ``typing_change_s``) are now: the machine's load per core (:func:`~screenroute.edge.settle.load_stretch`), read at each
    # wait. On a machine at load 25 a login's Return showed nothing within 1.5 s, the step was tried again
    # while its page was loading, and the password was typed into a page going away.
    stretch: Callable[[], float] = load_stretch
    # Measured (screenroute.edge.settle): a poll every 40 ms, an effect done after 150 ms still.
    poll_s: float = POLL_S
    quiet_s: float | None = QUIET_S
    stable_frames: int = 2
    # A click or fill whose target text is not on screen scrolls down this many times looking
    # for it (a form that runs past the fold at a larger scale), then back if it is not found.
    find_scrolls: int = 3
    # After an action that is not the task's own, how long the outcome guard keeps looking for a
    # window, dialog or foreign page that opens late (a page's timer set off by the click).
    late_surfaces_s: float = 2.5
    # Past that, the watch (and every hold) goes on until the page is idle: no request the holds judge
    # anew (a write, a page load, a new path) in flight and none sent for this long. A page's polling of
    # what it requested before does not count, so a clock or a poll is idle at once.
    idle_quiet_s: float = 1.0
    # A page that keeps sending new requests is never idle; past this the run halts for a person rather
    # than go on unwatched.
    idle_cap_s: float = 20.0
    find_scroll_amount: int = 5

    def stretched(self, seconds: float) -> float:
        """``seconds`` of a wait for an app's first answer, stretched by the machine's load now (:attr:`stretch`)."""
        return seconds * self.stretch()


class SkillExecutor:
    """Executes one action at a time and returns its result with the after-frame."""

    def __init__(
        self,
        screen: ScreenBackend,
        inputs: InputBackend,
        ocr: OcrEngine,
        *,
        open_url: Callable[[str], None],
        risk: RiskGate | None = None,
        confirmer: Confirmer | None = None,
        audit: AuditLog | None = None,
        settle: SettleConfig | None = None,
        origins: Iterable[str] | None = None,
        envelope: Envelope | None = None,
        surfaces: SurfaceProbe | None = None,
        writes: WriteGate | None = None,
        commits: Iterable[Approval] = (),
        step_commits: Mapping[str, frozenset[Approval]] | None = None,
    ) -> None:
        self.screen, self.inputs, self.ocr, self._open_url = screen, inputs, ocr, open_url
        self.risk, self.confirmer = risk or RiskGate(), confirmer or DenyAll()
        self.audit, self.settle = audit, settle or SettleConfig()
        # The task's URL origins, filled in (``None``: any http(s) URL, for tools without a task).
        self.origins = tuple(origins) if origins is not None else None
        # What an action that is not the task's own may do (an empty envelope: the planner keys only).
        self.envelope = envelope if envelope is not None else Envelope()
        # What is open on the screen, checked around every action that is not the task's own.
        self.outcome = (
            OutcomeGuard(surfaces, self.origins or (), lambda: self.inputs.key("Escape"), undoing=self._own_input)
            if surfaces is not None
            else None
        )
        self._expected: Surfaces | None = None
        # Everything the task's own actions found open after them (and what was open at the first look):
        # what a run's end leaves open; anything else is closed then (:meth:`close_left_open`).
        self._task_opened: Surfaces | None = None
        # The last action that sent input was not the task's own: what opens later is still its.
        self._untrusted_last = False
        # Where the application's writes are held while an action that is not the task's own runs
        # (None: no filter between the browser and the application, e.g. an attached display).
        self.writes = writes
        # The task's approved commits, and those each step presses itself (None: every step may press
        # every one). At a step, a planner's or learned press may be the commit that step presses, or
        # one that no step presses (tied to none); never another step's.
        self.commits = frozenset(commits)
        self._step_commits = dict(step_commits) if step_commits is not None else None
        # Whether writes are held now (an untrusted action's hold, or the edge's own input: what the edge
        # sends meanwhile adds no hold of its own; the hold's owner lifts it and judges what it held); how
        # many of its refused writes were judged (described, undone) already; whether the edge sent input
        # of its own (an undo) under it (the screen settles before it is lifted).
        self._holding, self._hold_judged, self._undid = False, 0, False
        # The action that is not the task's own whose hold stays placed after it went idle, that hold's
        # terms (the writes it allows, whether as a submission) and when its lease ends: what its page
        # sends later (a timer) is refused, and judged when the run next acts or ends (:meth:`_end_lingering`).
        self._lingering: Action | None = None
        self._hold_terms: tuple[tuple[WritePattern, ...], bool] = ((), False)
        self._kept_until = 0.0
        # The last frame read and its lines: the risk gate reads the screen grounding just read.
        self._last_read: tuple[Frame, list[OcrLine]] | None = None
        # The chord that put the focus into the browser's or the desktop's chrome ('' for the page).
        self._chrome = ""
        # The element the last click landed on: what Return, space and Delete act on.
        # None when unknown (nothing clicked yet, or focus moved by Tab or navigation).
        self.focused: Element | None = None
        self._ocr_ms = 0.0
        # The frame a fill's wait ended on once its value showed there; None once more input may
        # have been sent. A screen still showing it has been still all along. (Not after a click
        # or key: their effect may come in stages — a file dialog shows its mnemonics, pauses
        # ~0.2 s, then closes — and a frame between two stages is a popup to the edge.)
        self._still: Frame | None = None
        # The last input, when it was a click: the frame it was sent on (what the click opened is
        # what changed since) and, for a click into a list field (a combo box), that field.
        self._opened: tuple[Frame, Element | None] | None = None
        # The text field (an edit box, a text area) the last click went into, while typing goes on.
        self._text_field: Element | None = None
        # The fields this executor's fills typed into, with the text typed (in memory only): what is
        # typed back into a field a later fill's keys landed in by mistake.
        self._filled: list[tuple[Box, str]] = []

    # -- observation -------------------------------------------------------------------------
    def observe(self) -> Frame:
        """The current screen once it has stopped changing (or after the cap).

        Right after a fill whose value showed on a still screen, one grab that still shows that
        frame is enough: the quiet period was already waited out, and it has not ended since.
        """
        first: Frame | None = None
        if self._still is not None:
            first = self.screen.grab()
            if changed_pixels(self._still, first) == 0:
                return first
            self._still = None
        return wait_until_stable(
            self.screen,
            interval_s=self.settle.poll_s,
            stable_frames=self.settle.stable_frames,
            max_wait_s=self.settle.max_settle_s,
            quiet_s=self.settle.quiet_s,
            first=first,
        ).frame

    def read(self, frame: Frame) -> list[OcrLine]:
        """The OCR lines of ``frame``; the time is counted in the running action's ``ocr_ms``."""
        started = time.perf_counter()
        try:
            lines = self.ocr.read(frame.pixels)
            self._last_read = (frame, lines)
            return lines
        finally:
            self._ocr_ms += (time.perf_counter() - started) * 1000

    def read_full(self, frame: Frame) -> list[OcrLine]:
        """A full read of ``frame`` (never an incremental one), taken as the engine's last read."""
        started = time.perf_counter()
        try:
            return full_read(self.ocr, frame.pixels)
        finally:
            self._ocr_ms += (time.perf_counter() - started) * 1000

    def locate(
        self, action: Action, frame: Frame, lines: list[OcrLine] | None = None, *, opened: Frame | None = None
    ) -> tuple[tuple[int, int] | None, Element | None, str]:
        """Where ``action`` would land on ``frame``, pressing nothing: (point, element there, problem).

        The very grounding :meth:`run` does (a target text, a field by its label and shape, a point
        placed ``near:`` a text); ``opened`` is the frame the previous click was sent on (what it
        opened is looked in first). A recording rehearses its task file with it.
        """
        kept = self._opened
        self._opened = (opened, None) if opened is not None else None
        try:
            return self._ground(action, frame, lines)
        finally:
            self._opened = kept

    # -- execution ---------------------------------------------------------------------------
    def run(
        self,
        action: Action,
        before: Frame,
        lines: list[OcrLine] | None = None,
        *,
        source: Source = Source.TASK,
        step: str = "",
    ) -> SkillResult:
        """Run ``action`` on the screen shown by ``before`` (OCR ``lines`` of it if already read).

        ``source``: where the action comes from (the task file by default; a planner's answer or
        a learned one is judged against the task's envelope at ``step`` and watched for what it
        opens).
        """
        started = time.perf_counter()
        self._ocr_ms = 0.0
        if action.skill not in _LOOK_ONLY_SKILLS:
            self._still = None
        problems = action_problems(action, origins=self.origins)
        if not problems and source is not Source.TASK:
            problems = self._outside_envelope(action, step)
        if problems:
            return self._done(action, started, ok=False, detail="refused: " + "; ".join(problems), after=before)
        acting = self.outcome is not None and action.skill not in _LOOK_ONLY_SKILLS
        watched = acting and source is not Source.TASK
        violation = ""
        if watched or (acting and self._untrusted_last):
            # Something a previous action opened late; after an answer that was not the task's
            # own, the task's next action does not take it as expected either.
            violation = self._check_outcome(step)
        if self._lingering is not None and action.skill in _LOOK_ONLY_SKILLS:
            self._renew_kept_hold()  # a look may last (a wait_until): the kept hold must outlast it
        elif self._lingering is not None:
            # The earlier answer's hold, kept since its page went idle: what it refused is judged, and
            # the hold is lifted (this action places its own, or is the task's own).
            violation = "; ".join(w for w in (violation, self._end_lingering()) if w)
        if violation:
            return self._halted(action, started, before, violation)
        try:
            result = self._run(action, before, lines, started, source, step)
            self._track_chrome(action)
            if watched and not result.halt:
                # Still under the action's hold: what it sets off late is judged on its terms, and
                # what the guard sends to undo it, is held.
                violation = self._watch_until_idle(step)
                if violation:
                    result = self._halted(action, started, result.after or before, violation)
        except BaseException:
            self._drop_hold()
            raise
        if self._holding and self._lingering is None:  # a kept hold stays placed through a look
            result = self._lift_hold(action, started, result, keep=watched)
        if acting and not watched:
            # Only the task's own action's surfaces are the task's: what a halted answer opened stays
            # foreign, so the run's end closes it.
            self._expected = self.outcome.baseline() if self.outcome is not None else None  # the task's own opened it
            if self._expected is not None:
                self._task_opened = opened_together(self._task_opened, self._expected)
        if acting:
            self._untrusted_last = watched
        return result

    def commits_at(self, step: str) -> frozenset[Approval]:
        """The approved commits a press that is not the task's own may be at ``step``: the step's own,
        and those no step of the task presses."""
        if self._step_commits is None:
            return self.commits
        tied = frozenset().union(*self._step_commits.values())
        return self._step_commits.get(step, frozenset()) | (self.commits - tied)

    def _outside_envelope(self, action: Action, step: str) -> list[str]:
        """Why an action that is not the task's own may not run at ``step`` (empty when it may)."""
        chrome = self._chrome or (DIALOG if self._expected is not None and self._expected.dialogs else "")
        return [p.split(": ", 1)[1] for p in self.envelope.answer_problems([action], step, chrome=chrome)]

    def _track_chrome(self, action: Action) -> None:
        if action.skill == Skill.KEY:
            try:
                name = chord_name(action.keys)
            except ActionError:
                return
            if name in CHROME_CHORDS:
                self._chrome = name
            elif name == "Escape":
                self._chrome = ""
        elif action.skill in (Skill.CLICK, Skill.FILL, Skill.OPEN_URL):
            self._chrome = ""

    def _watch_until_idle(self, step: str) -> str:
        """After an action that is not the task's own settled, with its hold placed: watch for what it opens
        late until the page is idle — past :attr:`SettleConfig.late_surfaces_s`, until the gate saw no
        new request in flight and none for :attr:`SettleConfig.idle_quiet_s` — and what opened, undone and
        described ('' when nothing did). The page cannot end the watch early (only the gate, which every
        request passes, says it is quiet), nor make it last for ever: past :attr:`SettleConfig.idle_cap_s`
        the run halts for a person."""
        config = self.settle
        started = time.monotonic()
        violation = self._check_outcome(step, late_s=config.late_surfaces_s)
        writes = self.writes
        if violation or writes is None or not self._holding:
            return violation
        while True:
            try:
                quiet = writes.quiet_s()
            except WriteGateError as exc:
                return f"whether the page went idle after the action cannot be told: {exc}"
            if quiet >= config.idle_quiet_s:
                return ""
            waited = time.monotonic() - started
            if waited >= config.idle_cap_s:
                return (
                    f"the page did not go idle within {config.idle_cap_s:.0f} s of an action that is not the task's"
                    " own (it kept sending new requests): a person looks"
                )
            look_s = max(min(config.idle_quiet_s - quiet, config.idle_cap_s - waited), config.poll_s)
            violation = self._check_outcome(step, late_s=look_s)
            if violation:
                return violation

    def _end_lingering(self, *, paths: bool = True) -> str:
        """Judge what the page of the last action that was not the task's own sent after it went idle (its
        hold still placed): a refused write or page load is undone and described (the run halts on it);
        '' when it sent none. The hold is lifted. ``paths`` False: the requests are counted, not named (the
        run's summary names a page by its origin only)."""
        earlier, self._lingering = self._lingering, None
        writes = self.writes
        if earlier is None or writes is None or not self._holding:
            return ""
        lapsed = self._kept_lapsed()
        who = f"the earlier action {earlier.describe()!r}"
        why = ""
        try:
            try:
                late = self._unjudged(writes.held_now())
            except WriteGateError as exc:
                late = (HeldWrite(UNKNOWN_METHOD, f"(unknown: {exc})"),)
            if any(h.stops for h in late):
                late, _, undone = self._undo_refused(late)
                why = self._refusal(late, who=who, when=" after it went idle", paths=paths)
                why += f"; undone: {', '.join(undone)}"
                self._audit("write_held", action=earlier.describe(), writes=_shown(late), after_idle=True)
            elif late:
                self._audit(
                    "write_held", action=earlier.describe(), writes=[h.describe() for h in late], after_idle=True
                )
        except BaseException:
            self._release(writes)  # an error while judging never leaves the hold placed
            raise
        rest = self._release(writes)
        if rest:
            self._audit("write_held", action=earlier.describe(), writes=[h.describe() for h in rest], after_idle=True)
            if not why and any(h.stops for h in rest):
                why = self._refusal(rest, who=who, when=" after it went idle", paths=paths)
        if lapsed:
            # Past its lease the page's writes passed unheld and unseen: nothing tells they did not.
            self._audit("kept_hold_lapsed", action=earlier.describe(), lease_s=KEPT_LEASE_S)
            lapse = (
                f"the hold kept on the page of {who} after it went idle lapsed before the run acted again "
                f"({KEPT_LEASE_S:.0f} s): what that page sent since was not held; a person looks"
            )
            why = "; ".join(w for w in (why, lapse) if w)
        return why

    def _check_outcome(self, step: str, late_s: float = 0.0) -> str:
        """What is open beyond what the task expects, undone and described ('' when nothing is).

        ``late_s``: how long to keep looking for what opens after the action settled."""
        if self.outcome is None:
            return ""
        if self._expected is None:
            self._expected = self.outcome.baseline()
            self._task_opened = opened_together(self._task_opened, self._expected)
            return ""
        dialog = self.envelope.step(step).dialog
        try:
            if late_s > 0:
                violation = self.outcome.watch(self._expected, dialog_expected=dialog, for_s=late_s)
            else:
                violation = self.outcome.check(self._expected, dialog_expected=dialog)
        except UnheldInputError as exc:
            self.focused, self._chrome = None, ""
            return f"something opened that the task does not expect, not undone: {exc}"
        if violation is None:
            return ""
        self._expected = self.outcome.baseline()
        self.focused, self._chrome = None, ""
        return violation.describe()

    def close_left_open(self) -> tuple[str, ...]:
        """At the end of a run, completed or not: close every window, tab and dialog the task's own
        actions did not open (:meth:`OutcomeGuard.close_left_open`); what was closed, for the run's
        summary (empty without an outcome guard, or before anything ran under it). First, what the
        page of the last answer sent after it went idle is judged and undone (:meth:`_end_lingering`):
        that comes first in what is returned."""
        # The last answer's hold, kept since its page went idle: what it refused is judged before anything
        # is closed (a page sent back to another origin is the guard's, below).
        late = tuple(w for w in (self._end_lingering(paths=False),) if w)
        if late:
            self._audit("late_at_end", detail=list(late))
        if self.outcome is None or self._task_opened is None:
            return late
        try:
            with self._own_input("close what the task did not open") as refused:
                closed = self.outcome.close_left_open(self._task_opened)
        except UnheldInputError as exc:
            # Closing is input of the edge's too: a page may write on a window's close. Left for a person.
            return (*late, f"nothing closed: {exc}")
        if refused:
            closed += (
                f"{len(refused)} write(s) sent while closing, refused: {', '.join(h.describe() for h in refused[:3])}",
            )
        if closed:
            self._audit("closed_at_end", closed=list(closed))
        return late + closed

    def _halted(
        self, action: Action, started: float, after: Frame, why: str, risk: RiskTier = RiskTier.LOW
    ) -> SkillResult:
        self._audit("outcome", action=action.describe(), detail=why)
        result = self._done(
            action, started, ok=False, detail=why, after=self.screen.grab() if after is None else after, risk=risk
        )
        result.halt = why
        return result

    def _run(
        self,
        action: Action,
        before: Frame,
        lines: list[OcrLine] | None,
        started: float,
        source: Source,
        step: str = "",
    ) -> SkillResult:
        try:
            if action.skill in (Skill.WAIT_UNTIL, Skill.ASSERT_TEXT):
                return self._check_text(action, before, lines, started)
            if action.skill == Skill.SCREENSHOT:
                return self._done(action, started, ok=True, after=before, detail="captured")
            point: tuple[int, int] | None = None
            element: Element | None = None
            if action.skill in (Skill.CLICK, Skill.SCROLL, Skill.FILL):
                point, element, problem = self._ground(action, before, lines)
                if problem and action.skill != Skill.SCROLL and _target_words(action):
                    found = self._scroll_to_find(action, before)
                    if found is not None:
                        before, shown = found
                        lines = shown
                        point, element, problem = self._ground(action, before, shown)
                if problem:
                    return self._done(action, started, ok=False, detail=problem, after=before)
            label = element.label if element is not None else ""
            focused = self.focused.label if self.focused is not None else None
            judgement = self._judge(action, before, lines, element, source)
            tier = judgement.tier
            # The card names what the action acts on: the element clicked, or the focused one for a key.
            target = (focused or "(unknown focus)") if action.skill == Skill.KEY else (label or action.target_text)
            card = ActionCard(
                action.describe(), target, point, tier, action.why, action.skill, action.keys,
                source.value, judgement.why, element.under if element is not None else "",
            )  # fmt: skip
            # A write is the task's when the task's own step makes it, or when a person's yes was
            # given for this very action. An approval names a label, and a planner, or a reflex the
            # plan cache replays on another screen, may press another button that reads the same (a
            # look-alike in another script, a form posting elsewhere, another step's "Save"): their
            # writes stay held to the task's own `writes:` whatever label they pressed.
            may_write = source is Source.TASK
            # The press of the commit the task approved for this step, by a planner or a learned
            # answer: the only one of theirs that may submit a form writing where the task writes
            # (see _act_held).
            commit_press = (
                source is not Source.TASK
                and tier in (RiskTier.LOW, RiskTier.MEDIUM)
                and self._own_commit(action, judgement, tier, lines, before, step)
            )
            own_commit = commit_press and tier is RiskTier.MEDIUM
            if tier is not RiskTier.LOW:
                # High risk is refused before anyone is asked; medium needs a yes: a person's, or the
                # task's own approval of the very press its step makes (the same check as for its own).
                allowed = tier is RiskTier.MEDIUM and (own_commit or self.confirmer.confirm(card))
                may_write = may_write or (allowed and not own_commit)
                self._audit(
                    "confirmation", action=card.action, target=card.target, risk=tier.value, allowed=allowed,
                    source=card.source, raised_by=card.raised_by, by="task" if own_commit else "confirmer",
                )  # fmt: skip
                if not allowed:
                    return self._done(
                        action,
                        started,
                        ok=False,
                        after=before,
                        risk=tier,
                        detail=f"{tier.value}-risk action not confirmed: {card.action} on {card.target!r}"
                        + (f" ({judgement.why})" if judgement.why else ""),
                    )
            if action.skill == Skill.FILL and point is None:
                raise SkillError("fill has no grounded point")
            if may_write or self.writes is None:
                return self._act(action, before, point, element, tier, started)
            return self._act_held(
                self.writes, action, before, point, element, tier, started, card, submits=commit_press
            )
        except SkillError as exc:
            return self._done(action, started, ok=False, detail=str(exc), after=before)

    def _own_commit(
        self,
        action: Action,
        judgement: Judgement,
        tier: RiskTier,
        lines: list[OcrLine] | None,
        before: Frame,
        step: str = "",
    ) -> bool:
        """Whether a click of ``tier`` that is not the task's own presses a commit the task approved,
        on a screen that neither says nor shows anything riskier: for a medium-risk one, the same
        approval the task's own steps get (:class:`TaskPolicyConfirmer`), for the same press; for
        either, leave to submit a form that writes where the task writes.

        Only a click on the label itself: what Return submits is a guess from the pixels (a form's
        first, hidden button is what it presses). The tier must be the label's own (nothing a
        screen or a missing text raised), and a screen that speaks of paying or deleting is not
        the commit the owner approved.
        """
        pressed = judgement.presses
        if action.skill != Skill.CLICK or not pressed.strip() or label_risk(pressed) is not tier:
            return False
        if not any(a.skill != Skill.KEY and reads_as(a.target, pressed) for a in self.commits_at(step)):
            return False
        if lines is None:
            last = self._last_read
            lines = last[1] if last is not None and last[0] is before else self.read(before)
        screen = screen_context(ln.text for ln in lines)
        return screen.said is RiskTier.LOW and screen.shown is not RiskTier.HIGH

    def _act_held(
        self,
        writes: WriteGate,
        action: Action,
        before: Frame,
        point: tuple[int, int] | None,
        element: Element | None,
        tier: RiskTier,
        started: float,
        card: ActionCard,
        *,
        submits: bool = False,
    ) -> SkillResult:
        """Run an action that is not the task's own with the application's writes held, and judge what was held.

        ``submits``: the action presses the task's approved commit. Only then may it make the writes
        the task makes itself (its ``writes:``), by a form it submits or by the page's script alike:
        a planner may press any button on the task's own page, and a button that writes where the
        commit writes ("Pay now" in a language no word list holds, beside the form's "Save"; a
        "Tidy" whose script sends a ``DELETE`` there) writes what the task's ``writes:`` allow
        whatever it means. Every write of any other action is held, a consent banner's ``fetch``
        too: a write a task needs from such a press is the task's when the press is an approved step.
        """
        try:
            # Only the approved commit's press may make the writes the task makes itself; every action
            # that passed the envelope and the gate may open the pages the task visits.
            allow = self.envelope.writes if submits else ()
            pages, reads = self.envelope.pages(), self.envelope.read_patterns()
            writes.hold(card.action, allow=allow, visits=pages, submits=submits, reads=reads)
        except WriteGateError as exc:
            if action.skill in _NEVER_WRITES:
                return self._act(action, before, point, element, tier, started)
            why = f"writes cannot be held, so an action that is not the task's own is not run: {exc}"
            return self._halted(action, started, before, why)
        # The hold stays placed until run() has watched for what the action opens late and undone
        # it (:meth:`_lift_hold`): a write the page sends on a timer, or in answer to the Escape
        # that undoes the action, is held too.
        self._holding, self._hold_judged, self._undid, self._hold_terms = True, 0, False, (allow, submits)
        try:
            result = self._act(action, before, point, element, tier, started)
        except SkillError as exc:  # what it sent before failing is still looked at
            result = self._done(action, started, ok=False, detail=str(exc), after=before)
        try:
            # Settled. A write it sends later (a timer) is judged on the same terms until the hold is
            # lifted, and the edge's own keys narrow them to nothing (:meth:`_own_input`); a page load
            # it sets off now is no longer held, as before (a commit's redirect that a loaded machine
            # serves after the screen went still; the outcome guard still judges where it went). A
            # request to a path the run never made stays held through the late watch.
            writes.hold("settled: " + card.action, allow=allow, visits=None, submits=submits, reads=reads)
            held = writes.held_now()
        except WriteGateError as exc:
            held = (HeldWrite(UNKNOWN_METHOD, f"(unknown: {exc})"),)
        self._hold_judged = len(held)
        if any(h.stops for h in held):
            return self._refused_write(action, started, result, held)
        if held:
            # Beacons, images, a script's read of a new path that names no risky action: refused, noted,
            # never learned; the application never saw them.
            self._audit("write_held", action=action.describe(), writes=[h.describe() for h in held])
            result.held_writes = tuple(h.describe() for h in held)
        return result

    def _narrow(self, writes: WriteGate, why: str) -> None:
        """Hold every write, every page load the task does not visit and every request to a path the
        run never made, with no gap from a hold already placed: the terms of the edge's own input."""
        writes.hold(why, allow=(), visits=self.envelope.pages(), submits=False, reads=self.envelope.read_patterns())

    def _lift_hold(self, action: Action, started: float, result: SkillResult, *, keep: bool = False) -> SkillResult:
        """Lift the open hold of an action that is not the task's own, after what it set off late was
        watched for and undone: writes it sent after settling are judged like its own (undone, halt),
        and so are writes that answered the edge's undo, which were refused.

        ``keep``: the action went idle and did not halt: its hold stays placed — narrowed to the task's
        pages, the late commit's redirect having come already — so what its page sends later still is
        refused, and judged when the run next acts or ends (:meth:`_end_lingering`)."""
        writes = self.writes
        if writes is None:
            self._holding = False
            return result
        try:
            if not result.halt:
                late = self._unjudged(writes.held_now())
                if any(h.stops for h in late):
                    result = self._refused_write(action, started, result, late, late=True)
            if self._undid:
                # The page's answer to the edge's keys is sent while the screen settles.
                self._still = None
                self.observe()
            if keep and not result.halt:
                self._keep_hold(writes, action)
                self._lingering = action
                return result
        except WriteGateError as exc:
            self._audit("write_hold_unread", action=action.describe(), detail=str(exc))
        except BaseException:
            self._release(writes)
            raise
        rest = self._release(writes)
        if rest:
            shown = tuple(h.describe() for h in rest)
            self._audit("write_held", action=action.describe(), writes=list(shown), after_settle=True)
            result.held_writes = result.held_writes + shown
            if any(h.stops for h in rest) and not result.halt:
                why = self._refusal(rest, when=" after it settled")
                halted = self._halted(action, started, result.after or self.screen.grab(), why, risk=result.risk)
                halted.held_writes = result.held_writes
                result = halted
        return result

    def _keep_hold(self, writes: WriteGate, action: Action) -> None:
        """Place (or renew) the hold kept on the page of ``action`` after it went idle: on its terms, narrowed
        to the task's pages, for :data:`KEPT_LEASE_S` from now (taken before the gate is asked: the gate's
        lease ends no sooner)."""
        allow, submits = self._hold_terms
        pages, reads = self.envelope.pages(), self.envelope.read_patterns()
        placed = time.monotonic()
        writes.hold(
            "idle: " + action.describe(), allow=allow, visits=pages, submits=submits, reads=reads,
            lease_s=KEPT_LEASE_S,
        )  # fmt: skip
        self._kept_until = placed + KEPT_LEASE_S

    def _kept_lapsed(self) -> bool:
        """Whether the kept hold may have lapsed (or is about to: a renewal must reach the gate in time)."""
        return time.monotonic() >= self._kept_until - _RENEW_MARGIN_S

    def _renew_kept_hold(self) -> None:
        """Before a look-only step, renew the kept hold's lease. One that lapsed already is not placed
        anew: a write may have passed unseen meanwhile, and :meth:`_end_lingering` halts on it. A gate
        that cannot be reached leaves the lease as it was (it lapses, and the run halts on that)."""
        earlier, writes = self._lingering, self.writes
        if earlier is None or writes is None or not self._holding or self._kept_lapsed():
            return
        with contextlib.suppress(WriteGateError):
            self._keep_hold(writes, earlier)

    def _unjudged(self, held: tuple[HeldWrite, ...]) -> tuple[HeldWrite, ...]:
        """The writes of ``held`` (the open hold's, in order) not judged yet; they are judged now."""
        fresh = held[self._hold_judged :]
        self._hold_judged = max(self._hold_judged, len(held))
        return fresh

    def _release(self, writes: WriteGate) -> tuple[HeldWrite, ...]:
        """Lift the hold; the writes it refused that were not judged yet."""
        self._holding, self._undid = False, False
        try:
            held = writes.release()
        except WriteGateError as exc:
            return (HeldWrite(UNKNOWN_METHOD, f"(unknown: {exc})"),)
        fresh = held[self._hold_judged :]
        self._hold_judged = 0
        return fresh

    def _drop_hold(self) -> None:
        """Lift the open hold when an error ends the action (what it held goes to the audit log only)."""
        self._lingering = None
        if self._holding and self.writes is not None:
            rest = self._release(self.writes)
            if rest:
                self._audit("write_held", writes=[h.describe() for h in rest], after_error=True)

    @contextlib.contextmanager
    def _own_input(self, why: str) -> Iterator[list[HeldWrite]]:
        """Writes held while the edge sends input on its own behalf (an undo, a take-back, closing what
        the task did not open) and until the screen settled after it; yields the list that receives
        what was refused when this scope placed the hold (empty inside an action's hold, whose owner
        judges what it held).

        The edge's keys reach the page as anyone's do: an Escape that undoes a refused write is one
        more Escape for a page whose script deletes on Escape. No such input of the edge writes.
        A gate that cannot be reached fails closed: nothing is sent, :class:`UnheldInputError` is
        raised before the scope's body runs (noted in the audit log as ``edge_input_withheld``), and
        whoever asked halts the run for a person with the reason. Without a filter at all (an
        attached display) nothing is held, as for every action there.
        """
        refused: list[HeldWrite] = []
        writes = self.writes
        if writes is None:
            yield refused
            return
        try:
            self._narrow(writes, "the edge's own input: " + why)  # an action's allowances end at its undo
        except WriteGateError as exc:
            self._audit("edge_input_withheld", why=why, detail=str(exc))
            raise UnheldInputError(f"the edge's own input ({why}) was not sent: writes cannot be held: {exc}") from exc
        if self._holding:
            self._undid = True
            yield refused
            return
        self._holding, self._hold_judged, self._undid = True, 0, True
        try:
            yield refused
            self._still = None
            self.observe()
        finally:
            refused.extend(self._release(writes))
        if refused:
            self._audit("write_held", by="edge", why=why, writes=[h.describe() for h in refused])

    def _act(
        self,
        action: Action,
        before: Frame,
        point: tuple[int, int] | None,
        element: Element | None,
        tier: RiskTier,
        started: float,
    ) -> SkillResult:
        """Send the input of a grounded, judged action and wait for its effect to settle."""
        opened, self._opened = self._opened, None
        if action.skill == Skill.FILL:
            self._text_field = None
            if point is None:
                raise SkillError("fill has no grounded point")
            return self._fill(action, before, point, element, tier, started)
        # Any other action may change what stands where the task filled (another page, a dialog):
        # a value remembered by its box is typed back only after the fill right before.
        self._filled = []
        change_timeout = self._change_timeout(action, element)
        self._perform(action, point)
        self._track_focus(action, element)
        settled = self._settle(before, change_timeout)
        retyped = False
        field = self._text_field
        if action.skill == Skill.TYPE and field is not None and not settled.changed:
            # Keys that showed nothing went nowhere (a page still wiring up its form took the click
            # that focused the field): the focus is put back into the text field clicked and the
            # text typed once more over whatever it holds. Only into a text field: a click again on
            # a list or a button would act.
            again = self.observe()
            self.inputs.click(*field.box.center)
            self._first_change(again, self.settle.stretched(self.settle.typing_change_s))
            focused = self.observe()
            self.inputs.key("ctrl+a")
            self._perform(action, point)
            settled = self._settle(focused, change_timeout)
            retyped = True
        if action.skill == Skill.CLICK:
            kind = action.target_field.kind if action.target_field is not None else None
            self._opened = (before, element if kind == "combo" else None)
            self._text_field = element if kind in _TEXT_FIELDS else None
        elif action.skill != Skill.TYPE:
            self._text_field = None
        detail = "done" if settled.changed else "no visible effect"
        if retyped:
            detail += " (typed again: the first keys showed nothing)"
        picked_into = opened[1] if opened is not None and action.skill == Skill.CLICK else None
        if picked_into is not None and action.target_text:
            shown = self._field_shows(picked_into, settled.frame, action.target_text)
            if shown is not None:
                # A pick that left another value in its list field would be committed silently
                # by the step's next click: the field's own value is the pick's evidence.
                return self._done(
                    action, started, ok=False, after=settled.frame, changed=bool(settled.changed), risk=tier,
                    detail=f"the list field {picked_into.label!r} shows {shown!r}, not the entry picked",
                )  # fmt: skip
        result = self._done(
            action,
            started,
            ok=True,
            after=settled.frame,
            changed=bool(settled.changed),
            risk=tier,
            detail=detail,
        )
        if action.skill == Skill.TYPE:
            result.extra[TYPED_IN] = self._typed_places(before, settled.frame)
        if action.skill == Skill.CLICK and point is not None:
            result.extra[PRESSED] = (point, before)
        return result

    def _typed_places(self, before: Frame, after: Frame) -> tuple[Box, ...]:
        """Where a type's text went: the text field clicked into, and each region the typing changed
        (a caret's field, wherever the keys landed); a region as large as a page is no place."""
        places = (self._text_field.box,) if self._text_field is not None else ()
        return places + typed_regions(before, after)

    def _field_shows(self, field: Element, frame: Frame, wanted: str) -> str | None:
        """What a list field shows when that is another value than ``wanted`` (None when it shows
        ``wanted``, or nothing readable: no evidence either way).

        Two readings, and a pick fails only when neither shows ``wanted``: the field's own box
        recognised alone (a label OCR glues to the value reads apart) and the frame's lines centred
        in it (a box found a little too tall at a larger scale takes in the text under the field,
        and recognised as one line the two read as neither: "张允许简单的计算" for "张伟")."""
        recognizer = getattr(self.ocr, "base", self.ocr)
        alone: list[OcrLine] = []
        if isinstance(recognizer, BoxRecognizer) and frame.pixels.ndim == 3:
            pixels = np.ascontiguousarray(frame.pixels[:, :, :3])
            alone = [ln for ln in recognizer.recognize_boxes(pixels, [field.box]) if ln.text]
            if alone and find_text(alone, wanted) is not None:
                return None
        box = _grown(field.box, 4)
        centred = [ln for ln in self.read(frame) if box.holds_centre_of(ln.box)]
        if centred and find_text(centred, wanted) is not None:
            return None
        shown = alone or centred
        return " ".join(ln.text for ln in shown) if shown else None

    def _refused_write(
        self, action: Action, started: float, result: SkillResult, held: tuple[HeldWrite, ...], *, late: bool = False
    ) -> SkillResult:
        """An action whose write was held: undo what shows of it (Escape, the page sent back), then halt.

        The undo is the edge's own input, sent with writes still held (:meth:`_own_input`): the page
        answers it as it answered the action (a script that deletes on Escape), and the hold is lifted
        only once the screen has settled after it. ``late``: the writes came after the action settled."""
        held, after, undone = self._undo_refused(held)
        why = self._refusal(held, when=" after it settled" if late else "") + f"; undone: {', '.join(undone)}"
        shown = _shown(held)
        self._audit("write_held", action=action.describe(), writes=shown)
        halted = self._halted(action, started, after, why, risk=result.risk)
        halted.held_writes = tuple(shown)
        return halted

    def _undo_refused(self, held: tuple[HeldWrite, ...]) -> tuple[tuple[HeldWrite, ...], Frame, list[str]]:
        """Undo what shows of a refused request (Escape, the page sent back) as the edge's own input; what
        was refused with what answered the undo, the frame after it, and what was undone."""
        undone = ["Escape"]
        answered: list[HeldWrite] = []
        try:
            with self._own_input("undo a refused write") as answered:
                self.inputs.key("Escape")
                if self.outcome is not None and self._expected is not None:
                    moving = _NAVIGATION_LANDS_S if any(h.navigation for h in held) else 0.0
                    if self.outcome.send_back(self._expected, moving_s=moving):
                        undone.append("the page sent back")
                    self._expected = self.outcome.baseline()
                self.focused, self._chrome, self._still = None, "", None
                after = self.observe()
                self._undid = False  # settled after it already
        except UnheldInputError as exc:
            # Nothing of the undo was sent unheld (or at all, past the point the gate failed).
            undone = [f"nothing ({exc})"]
            self.focused, self._chrome, self._still = None, "", None
            after = self.screen.grab()
        return held + tuple(answered), after, undone

    def _refusal(
        self, held: tuple[HeldWrite, ...], *, who: str = "the action", when: str = "", paths: bool = True
    ) -> str:
        """What ``who`` tried, named by the most serious of what the holds refused, and every hold that
        refused any of it: a write (the write hold), a page load (the navigation hold), a request to a
        path the run never made (the read hold)."""
        loads = [h for h in held if h.navigation and h.method == "GET"]
        reads = [h for h in held if h.read]
        writes = [h for h in held if h not in loads and h not in reads]
        holds = [n for n, g in (("write hold", writes), ("navigation hold", loads), ("read hold", reads)) if g]
        shown = _shown(held)
        listed = ", ".join(shown[:3]) + (f" and {len(shown) - 3} more" if len(shown) > 3 else "")
        if not paths:
            methods = sorted({h.method for h in held})
            listed = f"{len(held)} request(s): {', '.join(methods)}"
        named = next((w for h in reads if h.script and (w := risk_named(h.path))), "")
        if named and not paths:
            named = "a risky action"  # the summary may name the origin only: not even the list's word
        if writes:
            what = "tried to write to the application"
        elif loads:
            what = "opened a page the task does not visit"
        elif named:
            what = "made the page read a path the run never requested, whose address names " + (
                repr(named) if paths else named
            )
        else:
            what = "sent a request to a path the run never requested"
        why = f"{who} {what}{when} ({listed}): refused by the {' and the '.join(holds)}"
        if any(p.matches(h.method, h.path) for h in writes for p in self.envelope.writes):
            why += " (the task makes such a write only by pressing its approved commit)"
        return why

    def _judge(
        self, action: Action, before: Frame, lines: list[OcrLine] | None, element: Element | None, source: Source
    ) -> Judgement:
        """The risk gate's verdict, given what the screen says and, for Return, the button it would press."""
        if action.skill == Skill.CLICK or (
            action.skill == Skill.KEY and self.focused is not None and _presses(action.keys)
        ):
            if lines is None:
                last = self._last_read
                lines = last[1] if last is not None and last[0] is before else self.read(before)
            screen = screen_context(ln.text for ln in lines)
            trigger = None
            if action.skill == Skill.KEY and self.focused is not None:
                trigger = default_button(lines, before.pixels, self.focused)
            return self.risk.judge(
                action, element=element, focused=self.focused, trigger=trigger, screen=screen, source=source
            )
        return self.risk.judge(action, element=element, focused=self.focused, source=source)

    def _settle(self, before: Frame, change_timeout_s: float) -> SettleResult:
        return changed_since(
            before,
            self.screen,
            change_timeout_s=change_timeout_s,
            max_wait_s=self.settle.max_settle_s,
            poll_s=self.settle.poll_s,
            interval_s=self.settle.poll_s,
            stable_frames=self.settle.stable_frames,
            quiet_s=self.settle.quiet_s,
        )

    def _fill(
        self,
        action: Action,
        before: Frame,
        point: tuple[int, int],
        element: Element | None,
        tier: RiskTier,
        started: float,
    ) -> SkillResult:
        """Focus, select all, type, settle once, check the value shows; one retry when it does not.

        Where the typing landed is checked too, on a fresh grab: a click that put no focus into the
        field (a busy browser, a page that kept the focus) sends the keys to the field focused before
        (a password typed in clear into the user-name box). What landed outside the field clicked is
        selected and deleted where it landed, the value the task typed there before is put back, and
        the field is focused afresh once; a second miss fails the step.
        """
        detail = ""
        after = before
        changed = False
        # Where the keys must land: the field found by its shape at the click, or the field a
        # ``target_field`` names; a text grounded for the click (a label) is no field's box.
        target = self._field_box(before, point, element if action.target_field is not None else None)
        for attempt in range(2):
            if attempt or not self._has_focus(element):
                focusing = self.screen.grab() if attempt else before
                self.inputs.click(*point)
                # Keys may overtake a click in a busy browser and land in the field focused before:
                # type only once the focus has visibly moved (a focus ring; a click shows within ~20 ms quiet).
                self._first_change(focusing, self.settle.stretched(self.settle.focus_change_s))
            self._track_focus(action, element)
            self.inputs.key("ctrl+a")
            typing_on = self.screen.grab()
            typing_in = self._page_load()
            self.inputs.type_text(action.text)
            # Settled against the frame the keys were sent on: a change there is the typing's own.
            settled = self._settle(typing_on, self.settle.stretched(self.settle.typing_change_s))
            after, changed = settled.frame, changed or bool(settled.changed)
            elsewhere = _landed_elsewhere(typing_on, after, target)
            if elsewhere:
                ended, after, detail = self._misplaced(action, started, after, elsewhere, tier, typing_in)
                if ended is not None:
                    return ended
                continue
            lines = self.read(after)
            # A field found by its shape: only what changed inside it counts (the focus ring leaving
            # the field above is no evidence of this one's value).
            inside = element.box if action.target_field is not None and element is not None else None
            shown, detail = _value_shown(before, after, lines, action.text, inside)
            if shown and detail == _UNREADABLE and _placeholder_stays(lines, _target_words(action), point, element):
                # A field's placeholder goes as soon as it holds anything, in every toolkit: the words
                # it was found by, still read where it was clicked, mean the typing went elsewhere
                # (a paste into a window that was closing), whatever else changed in the field.
                shown, detail = False, f"the field still shows {_target_words(action)!r}: the typed text did not arrive"
            if not shown:
                # Keys that showed late (a loaded machine) may show now, and elsewhere: looked at again
                # before the field is focused afresh or the fill fails, so nothing is left where it landed.
                late = self.observe()
                elsewhere = _landed_elsewhere(typing_on, late, target)
                if elsewhere:
                    ended, after, detail = self._misplaced(action, started, late, elsewhere, tier, typing_in)
                    if ended is not None:
                        return ended
                    continue
            if shown:
                # The effect is verified, not only waited for: a screen still showing it is settled.
                self._still = after if settled.settled else None
                result = self._done(action, started, ok=True, after=after, changed=changed, risk=tier, detail=detail)
                result.after_lines = lines
                if element is not None:
                    result.extra[TYPED_IN] = (element.box,)
                if target is not None:
                    self._filled = [(box, text) for box, text in self._filled if not box.intersects(target)]
                    self._filled.append((target, action.text))
                return result
        return self._done(action, started, ok=False, after=after, changed=changed, risk=tier, detail=detail)

    def _misplaced(
        self, action: Action, started: float, after: Frame, elsewhere: tuple[Box, ...], tier: RiskTier,
        typing_in: str | None,
    ) -> tuple[SkillResult | None, Frame, str]:  # fmt: skip
        """What a fill does about a change outside its field after its keys (on ``after``): the result that
        ends it — halted, when the page loaded another document meanwhile, or the keys landed where no
        text input shows, or taking them back failed — or None with the frame and detail once the keys
        were taken back (the fill focuses the field afresh)."""
        if self._page_loaded(typing_in):
            return self._page_loaded_halt(action, started, after, elsewhere, tier), after, ""
        if not self._lands_in_text_input(after, elsewhere):
            return self._not_taken_back(action, started, after, elsewhere, tier), after, ""
        after, detail, halt = self._take_back(action, elsewhere)
        if halt:
            return self._halted(action, started, after, halt, risk=tier), after, detail
        return None, after, detail

    def _page_load(self) -> str | None:
        """Which document the main page holds now (:meth:`OutcomeGuard.page_load`); None when it cannot be
        told (no browser to ask, a DevTools error): tells a page load from keys that landed elsewhere,
        whose changes look alike on the screen. Not the URL: a script's ``history.pushState`` or a hash
        change in an input handler rewrites it with no page loaded."""
        if self.outcome is None:
            return None
        try:
            return self.outcome.page_load()
        except SkillError:
            return None

    def _page_loaded(self, typing_in: str | None) -> bool:
        """Whether the main page holds another document than ``typing_in`` (the one the keys were sent to).
        Either read unknown is no page load: the keys are taken back as keys, where a text input shows."""
        now = self._page_load() if typing_in is not None else None
        return typing_in is not None and now is not None and now != typing_in

    def _page_loaded_halt(
        self, action: Action, started: float, after: Frame, elsewhere: tuple[Box, ...], tier: RiskTier
    ) -> SkillResult:
        """A fill whose page loaded another document while its value was typed: nothing is taken back (the
        keys' select-all and Delete would act on the new page), and the run stops for a person."""
        self.focused, self._still = None, None
        self._audit(
            "fill_misplaced", action=action.describe(), landed=[[b.x0, b.y0, b.x1, b.y1] for b in elsewhere],
            taken_back=False, page_loaded=True,
        )  # fmt: skip
        return self._halted(action, started, after, _PAGE_LOADED, risk=tier)

    def _field_box(self, before: Frame, point: tuple[int, int], element: Element | None) -> Box | None:
        """The box of the input field a click at ``point`` focuses: found by its shape there, else the
        element grounded (None when neither is known: where the typing lands cannot be checked)."""
        last = self._last_read
        lines = last[1] if last is not None and last[0] is before else self.read(before)
        field = field_at(before.pixels, lines, *point)
        if field is not None:
            return field.box
        return element.box if element is not None else None

    def _lands_in_text_input(self, after: Frame, elsewhere: tuple[Box, ...]) -> bool:
        """Whether every place a fill's keys changed outside its field lies in one and the same text
        input on ``after`` (an edit box or a text area, found by its shape): the only place where
        select-all and Delete take back what was typed, and nothing else. Keys that changed a text
        input and also a list, a second field or a canvas landed where select-all and Delete would
        take back only one of them, or act on the other."""
        return landed_in_one_text_input(after.pixels, self.read(after), elsewhere) is not None

    def _not_taken_back(
        self, action: Action, started: float, after: Frame, elsewhere: tuple[Box, ...], tier: RiskTier
    ) -> SkillResult:
        """A fill whose keys landed where no text input shows: select-all and Delete sent there could
        act on whatever has the focus (a list's rows, a file manager's files), so nothing is sent and
        the run stops for a person."""
        where = elsewhere[0]
        self.focused, self._still = None, None
        self._audit(
            "fill_misplaced", action=action.describe(), landed=[[b.x0, b.y0, b.x1, b.y1] for b in elsewhere],
            taken_back=False,
        )  # fmt: skip
        why = (
            f"the {len(action.text)} chars typed landed outside the field clicked, at ({where.x0},{where.y0}), "
            "where no text input shows: not taken back there (select-all and Delete could act on what has the "
            "focus); a person must look"
        )
        return self._halted(action, started, after, why, risk=tier)

    def _take_back(self, action: Action, elsewhere: tuple[Box, ...]) -> tuple[Frame, str, str]:
        """Delete what a fill typed outside its field, where it landed (the focus is still there), and
        type back the value the task had put into that field; the frame after, why the fill missed, and
        why the run must halt ('' when it need not).

        The edge's own keys, sent with writes held (:meth:`_own_input`)."""
        where = elsewhere[0]
        # Every region lies in one text input (:meth:`_lands_in_text_input`): its value is the one to put back.
        restored = next(
            (text for box, text in reversed(self._filled) if any(box.intersects(r, 4) for r in elsewhere)), None
        )
        try:
            with self._own_input("take back keys that landed elsewhere") as refused:
                self.inputs.key("ctrl+a")
                self.inputs.key("Delete")
                if restored is not None:
                    self.inputs.type_text(restored)
                self.focused, self._still = None, None
                after = self.observe()
        except UnheldInputError as exc:
            self.focused, self._still = None, None
            halt = f"keys typed landed outside the field clicked and were not taken back: {exc}; a person must look"
            return self.screen.grab(), halt, halt
        self._audit(
            "fill_misplaced",
            action=action.describe(),
            landed=[[b.x0, b.y0, b.x1, b.y1] for b in elsewhere],
            restored=restored is not None,
        )
        if any(h.stops for h in refused):
            halt = (
                "taking back keys that landed outside the field set off a write, refused by the write hold ("
                + ", ".join(h.describe() for h in refused[:3])
                + "); a person must look"
            )
            return after, halt, halt
        detail = (
            f"the {len(action.text)} chars typed landed outside the field clicked, at ({where.x0},{where.y0}) "
            "(the click did not move the focus): deleted there"
            + (", that field's value typed back" if restored is not None else "")
        )
        return after, detail, ""

    def _first_change(self, before: Frame, timeout_s: float) -> bool:
        """Poll until the screen differs visibly from ``before`` (True) or ``timeout_s`` passes (False)."""
        deadline = time.monotonic() + timeout_s
        while True:
            if visibly_changed(before, self.screen.grab()):
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(self.settle.poll_s)

    def _has_focus(self, element: Element | None) -> bool:
        return element is not None and self.focused is not None and self.focused.box == element.box

    def _track_focus(self, action: Action, element: Element | None) -> None:
        """Remember what has the focus after ``action`` ran, or forget it when that is unknown."""
        if action.skill in (Skill.CLICK, Skill.FILL):
            self.focused = element
        elif action.skill == Skill.OPEN_URL or (action.skill == Skill.KEY and moves_focus(action.keys)):
            self.focused = None

    def _change_timeout(self, action: Action, element: Element | None = None) -> float:
        """How long to wait for a first visible change: none for actions not meant to change the screen."""
        if action.skill == Skill.KEY and action.keys.casefold() in _QUIET_KEYS:
            return 0.0
        if action.skill == Skill.CLICK and self._has_focus(element):
            return 0.0  # a click on the field that already has the focus
        if action.skill == Skill.TYPE or (action.skill == Skill.KEY and action.keys.casefold() not in _NAVIGATING_KEYS):
            return self.settle.stretched(self.settle.typing_change_s)
        return self.settle.stretched(self.settle.first_change_s)

    def _ground(
        self, action: Action, before: Frame, lines: list[OcrLine] | None
    ) -> tuple[tuple[int, int] | None, Element | None, str]:
        """Resolve the action's target to a point and the whole element there; returns (point, element, problem)."""
        if action.target_field is not None:
            return self._ground_field(action, before, lines)
        wanted = action.target_text
        if wanted:
            given = lines is not None
            lines = self.read(before) if lines is None else lines
            hit = self._find_target(lines, before, action)
            if hit is None and given:
                # Lines handed over (a remembered screen's, an incremental read's) may not be this
                # frame's: before failing, read the whole frame once with the base engine.
                lines = self.read_full(before)
                hit = self._find_target(lines, before, action)
            if hit is None:
                return None, None, f"target {wanted!r} (#{action.occurrence}) not on screen"
            point = hit.box.center
            if action.skill == Skill.FILL:
                labelled = _field_labelled(before, lines, hit, wanted)
                if labelled is not None:
                    return labelled.point, Element(wanted, labelled.box), ""
        elif action.point is not None:
            x, y = action.point
            if action.near is not None:
                given = lines is not None
                lines = self.read(before) if lines is None else lines
                placed = _placed_near(action.near, lines, (x, y), before)
                if placed is None and given:
                    # As for a target text: lines handed over may not be this frame's; read it whole once.
                    lines = self.read_full(before)
                    placed = _placed_near(action.near, lines, (x, y), before)
                if placed is None:
                    return None, None, f"the entry showing {action.near.text!r} is not on screen once"
                x, y = placed
            if not before.geometry.contains(x, y):
                return None, None, f"point ({x},{y}) is outside the {before.width}x{before.height} screen"
            point = (x, y)
        elif action.skill == Skill.SCROLL:
            return (before.width // 2, before.height // 2), None, ""
        else:
            return None, None, "click needs a point or a target_text"
        if action.skill == Skill.SCROLL:
            return point, None, ""
        # The whole element under the point decides the risk tier, not the words asked for.
        lines = self.read(before) if lines is None else lines
        return point, element_at(lines, point, before.pixels), ""

    def _find_target(self, lines: list[OcrLine], before: Frame, action: Action) -> OcrLine | None:
        """The match of the action's text to click: inside what the previous click opened, where
        the text shows there and elsewhere too.

        An entry of a list, a menu or a popup often repeats a word the page shows already (a
        sidebar's section, a column's title); counted in reading order on the whole screen, the
        match would be the page's word, and the list would keep its value.
        """
        matches = find_all(lines, action.target_text)
        opened = self._opened
        if not matches and opened is not None and opened[0].pixels.shape == before.pixels.shape:
            return self._find_in_opened(opened[0], before, action.target_text)
        if len(matches) > 1 and opened is not None and opened[0].pixels.shape == before.pixels.shape:
            regions = changed_boxes(opened[0].pixels, before.pixels)
            inside = [m for m in matches if any(r.holds_centre_of(m.box) for r in regions)]
            if inside and len(inside) < len(matches):
                self._audit("grounded_in_opened", target=action.target_text, matches=len(matches), inside=len(inside))
                return inside[min(action.occurrence, len(inside) - 1)]
        return matches[action.occurrence] if action.occurrence < len(matches) else None

    def _find_in_opened(self, opened_on: Frame, before: Frame, wanted: str) -> OcrLine | None:
        """``wanted`` read in what the previous click opened (a list, a menu), each region read alone.

        Read with the page around it, an entry is glued to the label beside it or lost among
        the page's lines ("担当" and the entry "致命的不具合" as one line, a short entry read as
        nothing); the region read by itself reads each entry as a line of its own.
        """
        height, width = before.pixels.shape[:2]
        for region in changed_boxes(opened_on.pixels, before.pixels):
            if region.height < _OPENED_MIN_PX or region.width < _OPENED_MIN_PX:
                continue
            x0, y0 = max(region.x0 - _OPENED_MARGIN, 0), max(region.y0 - _OPENED_MARGIN, 0)
            x1, y1 = min(region.x1 + _OPENED_MARGIN, width), min(region.y1 + _OPENED_MARGIN, height)
            crop = np.ascontiguousarray(before.pixels[y0:y1, x0:x1, :3])
            started = time.perf_counter()
            try:
                # The base engine: a crop must not become an incremental engine's last whole read.
                read = getattr(self.ocr, "base", self.ocr).read(crop)
            finally:
                self._ocr_ms += (time.perf_counter() - started) * 1000
            lines = [OcrLine(ln.text, Box(ln.box.x0 + x0, ln.box.y0 + y0, ln.box.x1 + x0, ln.box.y1 + y0), ln.score)
                     for ln in read]  # fmt: skip
            hit = find_text(lines, wanted)
            if hit is not None:
                self._audit("grounded_in_opened_alone", target=wanted, region=[x0, y0, x1, y1])
                return hit
        return None

    def _ground_field(
        self, action: Action, before: Frame, lines: list[OcrLine] | None
    ) -> tuple[tuple[int, int] | None, Element | None, str]:
        """The field a ``target_field`` names, found by its label and its shape: a point inside its box.

        The element is the field itself, named by its label: what a key pressed into it acts on.
        """
        target = action.target_field
        if target is None:
            raise SkillError("no field target")
        given = lines is not None
        lines = self.read(before) if lines is None else lines
        field = find_field(before.pixels, lines, target, action.occurrence)
        if field is None and given:
            lines = self.read_full(before)
            field = find_field(before.pixels, lines, target, action.occurrence)
        if field is None:
            kind = f" ({target.kind})" if target.kind else ""
            return None, None, f"{target.describe()}{kind} (#{action.occurrence}) not on screen"
        return field.point, Element(target.name, field.box), ""

    def _shows_target(self, action: Action, frame: Frame, lines: list[OcrLine]) -> bool:
        if action.target_field is not None:
            return find_field(frame.pixels, lines, action.target_field, action.occurrence) is not None
        return find_text(lines, action.target_text, action.occurrence) is not None

    def _scroll_to_find(self, action: Action, before: Frame) -> tuple[Frame, list[OcrLine]] | None:
        """Scroll down until ``action``'s target text shows; the frame that shows it and its lines,
        or None (the view scrolled back where it was).

        A target below the fold is the common case on a form at 125 or 150 %; a scroll is
        low risk and the target is grounded (and risk-judged) on the new frame as usual.
        """
        if not _target_words(action):
            return None
        center = (before.width // 2, before.height // 2)
        frame, scrolled = before, 0
        for _ in range(self.settle.find_scrolls):
            self.inputs.scroll(*center, self.settle.find_scroll_amount)
            scrolled += self.settle.find_scroll_amount
            settled = self._settle(frame, self.settle.stretched(self.settle.first_change_s))
            if not settled.changed:
                break  # the page's end: nothing more below
            frame = settled.frame
            lines = self.read(frame)
            if self._shows_target(action, frame, lines):
                self._audit("scrolled_to_find", target=_target_words(action), amount=scrolled)
                return frame, lines
        if scrolled:
            self.inputs.scroll(*center, -scrolled)
            self._settle(frame, self.settle.stretched(self.settle.first_change_s))
        return None

    def _perform(self, action: Action, point: tuple[int, int] | None) -> None:
        if action.skill == Skill.CLICK:
            if point is None:
                raise SkillError("click has no grounded point")
            # A double click's presses go right one after the other: a settle between would make two clicks.
            for _ in range(action.clicks):
                self.inputs.click(*point)
        elif action.skill == Skill.TYPE:
            self.inputs.type_text(action.text)
        elif action.skill == Skill.KEY:
            self.inputs.key(action.keys)
        elif action.skill == Skill.SCROLL:
            if point is None:
                raise SkillError("scroll has no grounded point")
            self.inputs.scroll(point[0], point[1], action.amount)
        elif action.skill == Skill.OPEN_URL:
            self._open_url(action.url)  # validated with the task's origins in run()

    def _check_text(self, action: Action, before: Frame, lines: list[OcrLine] | None, started: float) -> SkillResult:
        if not action.target_text:
            return self._done(action, started, ok=False, detail=f"{action.skill} needs target_text", after=before)
        frame = before
        deadline = started + (action.timeout_s if action.skill == Skill.WAIT_UNTIL else 0.0)
        while True:
            lines = self.read(frame) if lines is None else lines
            if find_text(lines, action.target_text, action.occurrence) is not None:
                return self._done(action, started, ok=True, after=frame, detail="text present")
            if time.perf_counter() >= deadline:
                return self._done(
                    action, started, ok=False, after=frame, detail=f"text {action.target_text!r} not on screen"
                )
            time.sleep(self.settle.poll_s)
            frame, lines = self.observe(), None

    def _done(
        self,
        action: Action,
        started: float,
        *,
        ok: bool,
        detail: str,
        after: Frame | None = None,
        changed: bool = False,
        risk: RiskTier = RiskTier.LOW,
    ) -> SkillResult:
        result = SkillResult(
            action=action,
            ok=ok,
            detail=detail,
            after=after,
            changed=changed,
            duration_ms=(time.perf_counter() - started) * 1000,
            risk=risk,
            ocr_ms=self._ocr_ms,
        )
        self._audit(
            "skill",
            action=action.describe(),
            ok=ok,
            changed=changed,
            risk=risk.value,
            detail=detail,
            ms=round(result.duration_ms, 1),
        )
        return result

    def _audit(self, event: str, **fields: object) -> None:
        if self.audit is not None:
            self.audit.write(event, **fields)


def _presses(chord: str) -> bool:
    """Whether ``chord`` presses what has the focus (Return, KP_Enter, space), not merely moves or edits."""
    try:
        modifiers, key = parse_chord(chord)
    except ActionError:
        return False
    return key in FOCUS_KEYS and key != "Delete" and not ({"ctrl", "alt", "super", "meta"} & set(modifiers))


def moves_focus(chord: str) -> bool:
    """Whether a key chord moves the focus somewhere the edge cannot tell (Tab; ctrl+l / alt+d focus
    the address bar, ctrl+t / ctrl+n open a tab or a window)."""
    try:
        modifiers, key = parse_chord(chord)
    except ActionError:
        return True
    return key in FOCUS_MOVING_KEYS or (modifiers in (("ctrl",), ("alt",)) and key in ("l", "d", "t", "n"))


def _target_words(action: Action) -> str:
    """The on-screen words an action's target is found near: its text, or its field's label or placeholder."""
    if action.target_field is not None:
        return action.target_field.name
    return action.target_text


# What a click opened is read alone where it is at least this tall and wide (a list of a line or
# more), with this margin of the screen around it (OCR finds no text that touches the crop's edge).
_OPENED_MIN_PX = 16
_OPENED_MARGIN = 8

# Field kinds typed into as text ("" where the kind was not recorded).
_TEXT_FIELDS = ("edit", "multiline", "")

# A text near a point gives its scale only where it grew by a plausible factor (a match of
# another text of that name gives another), and only where it is wide enough to measure.
_NEAR_SCALES = (0.6, 2.0)
_NEAR_MIN_WIDTH = 24


def _placed_near(
    near: PointNear, lines: list[OcrLine], recorded: tuple[int, int], frame: Frame
) -> tuple[int, int] | None:
    """The point ``near`` places from its text on this screen, scaled by how much the text grew;
    ``recorded`` where the text is not on screen once, or grew implausibly — None instead for a
    text that is a run's value (``from_value``): the recorded point is another value's entry."""
    fallback = None if near.from_value else recorded
    # The text is a place to measure from (a menu bar read in pieces at another scale is still it);
    # a run's value is an entry of a list, where two entries side by side are not one.
    matches = find_all(lines, near.text, pieces=not near.from_value)
    if len(matches) > 1 and near.from_value:
        matches = _in_recorded_column(matches, near, recorded)
    if len(matches) != 1:
        return fallback
    box = matches[0].box
    # A value's width is its own, not the recorded value's: its height gives the scale.
    by_width = box.width / near.width if near.width >= _NEAR_MIN_WIDTH and not near.from_value else 0.0
    scale = by_width or box.height / near.height
    if not _NEAR_SCALES[0] <= scale <= _NEAR_SCALES[1]:
        return fallback
    x, y = round(box.x0 + near.dx * scale), round(box.y0 + near.dy * scale)
    if near.from_value:
        # A list's entries share its column, and OCR's box of one entry may take in the icon in
        # front of it (a selected row): the column is the recorded point's at the screen's
        # scale, the row the value's (its middle, offset as recorded).
        x = round(recorded[0] * scale)
        y = round((box.y0 + box.y1) / 2 + (near.dy - near.height / 2) * scale)
    return (x, y) if frame.geometry.contains(x, y) else fallback


def _in_recorded_column(matches: list[OcrLine], near: PointNear, recorded: tuple[int, int]) -> list[OcrLine]:
    """The matches of a value that start in the column its recorded entry started in (the list's),
    at the scale each match's height gives: a value shown elsewhere too (a diff naming the file,
    a title repeating it) is not the list's entry. The column is where the screen's scale puts
    the recorded entry's left edge, give or take a line's height."""
    column = recorded[0] - near.dx
    return [m for m in matches if abs(m.box.x0 - column * m.box.height / near.height) <= m.box.height]


def _field_labelled(frame: Frame, lines: list[OcrLine], text: OcrLine, wanted: str) -> Field | None:
    """The input field ``text`` labels, when ``text`` is a label beside the field and not inside one.

    A fill names its field by the words a person sees: a placeholder inside the field (a click
    on it lands in the field) or a label beside it, which focuses nothing when clicked unless
    it is a ``<label>`` element. The field is the one whose own label, found by layout, is this
    text (nearest to it where the label shows more than once); None when the text is inside a
    field or labels none.
    """
    if field_at(frame.pixels, lines, *text.box.center) is not None:
        return None
    fields = find_fields(frame.pixels, lines, FieldTarget(label=wanted)) or find_fields(
        frame.pixels, lines, FieldTarget(label=text.text)
    )
    if not fields:
        return None
    cx, cy = text.box.center
    return min(fields, key=lambda f: abs(f.box.center[0] - cx) + abs(f.box.center[1] - cy))


# A change narrower or lower than this is a caret blinking, not typed text.
_MIN_TYPED_PX = 4


def _landed_elsewhere(typing_on: Frame, after: Frame, field: Box | None) -> tuple[Box, ...]:
    """Where typing changed the screen outside ``field`` when it changed nothing inside it (empty
    when it landed in the field, changed nothing, or the field is not known).

    A region as large as a page is no place keys land (a page that reacted as a whole)."""
    if field is None:
        return ()
    changes = typed_regions(typing_on, after)
    if any(c.intersects(field, 4) for c in changes):
        return ()
    return tuple(c for c in changes if c.width >= _MIN_TYPED_PX and c.height >= _MIN_TYPED_PX)


def landed_in_one_text_input(pixels: np.ndarray, lines: list[OcrLine], regions: tuple[Box, ...]) -> Box | None:
    """The box of the one text input (an edit box or a text area) that holds every region of
    ``regions`` (by its centre); None when any region lies outside a text input, or they lie in
    different ones, or there are none."""
    inputs: set[Box] = set()
    for region in regions:
        landed = field_at(pixels, lines, *region.center)
        if landed is None or landed.kind not in ("edit", "multiline"):
            return None
        inputs.add(landed.box)
    return next(iter(inputs)) if len(inputs) == 1 else None


def _grown(box: Box, by: int) -> Box:
    return Box(box.x0 - by, box.y0 - by, box.x1 + by, box.y1 + by)


def _value_shown(
    before: Frame, after: Frame, lines: list[OcrLine], value: str, inside: Box | None = None
) -> tuple[bool, str]:
    """Whether ``value`` shows where the screen changed between ``before`` and ``after`` (``lines``: its read), and how.

    ``inside``: the field's box, when it is known; changes elsewhere are left out.
    """
    if before.pixels.shape != after.pixels.shape:
        shown = find_text(lines, value) is not None
        return shown, "value shown" if shown else "the screen was replaced"
    raw = changed_boxes(before.pixels, after.pixels)
    if inside is not None:
        raw = [_clipped(c, _grown(inside, 4)) for c in raw if c.intersects(inside, 4)]
    changes = [_grown(c, 4) for c in raw]
    if not changes:
        # Nothing moved: the field already held the value (or the typing went nowhere).
        if find_text(lines, value) is not None:
            return True, "value already shown"
        return False, f"no visible change after filling {len(value)} chars"
    near = [ln for ln in lines if any(ln.box.intersects(c) for c in changes)]
    if find_text(near, value) is not None:
        return True, "value shown"
    want = normalise(value)
    for line in near:
        got = normalise(line.text)
        if len(got) >= _MIN_VISIBLE_PART and got in want:
            return True, "value partly shown (the field is narrower than it)"
    if any(set(ln.text.replace(" ", "")) <= _MASK_CHARS for ln in near):
        return True, "value masked"
    # A password field's dots are no text to OCR: a changed field with nothing readable in it. Its
    # inside must have changed: a focus ring alone changes the field's frame, and keys that went
    # nowhere (a loaded browser) leave a field whose ring came on and whose inside is still empty.
    if any(
        c.height >= _MIN_FIELD_HEIGHT
        and not any(c.holds_centre_of(ln.box) for ln in lines)
        and _inside_changed(before, after, c)
        for c in raw
    ):
        return True, _UNREADABLE
    return False, f"the field does not show the {len(value)} chars typed"


_UNREADABLE = "field changed, value masked or unreadable"
# A field's frame and focus ring lie within this share of its height from its edges (at least 3 px).
_FRAME_SHARE = 0.2
# A text cursor is at most this many pixels wide (2 at a 200 % scale, with a column of anti-aliasing).
_CARET_COLUMNS = 3


def _inside_changed(before: Frame, after: Frame, box: Box) -> bool:
    """Whether more than a caret changed inside ``box`` away from its edges (typed text or dots), not only its frame.

    A focused empty field shows a text cursor, a bar a pixel or two wide at any scale; one typed
    character or dot is at least a quarter of the field's inner height wide. So the changed
    columns must be more than a caret's before the inside counts as holding something.
    """
    inset = max(3, int(box.height * _FRAME_SHARE))
    x0, y0, x1, y1 = box.x0 + inset, box.y0 + inset, box.x1 - inset, box.y1 - inset
    if x1 <= x0 or y1 <= y0:
        return False
    changed = (before.pixels[y0:y1, x0:x1] != after.pixels[y0:y1, x0:x1]).any(axis=2)
    columns = int(changed.any(axis=0).sum())
    return columns > max(_CARET_COLUMNS, (y1 - y0) // 4)


def _placeholder_stays(lines: list[OcrLine], words: str, point: tuple[int, int], element: Element | None) -> bool:
    """Whether the field was found by its placeholder (``words`` inside a one-line field) and still shows it there.

    A label beside or above its field (the usual case for a password) is not inside the field's
    region and never counts: its words stay whatever was typed.
    """
    if not words or element is None:
        return False
    x, y = point
    field = element.box
    for line in find_all(lines, words):
        box = line.box
        if not (box.x0 <= x <= box.x1 and box.y0 <= y <= box.y1):
            continue
        inside = field.x0 <= box.x0 and field.y0 <= box.y0 and box.x1 <= field.x1 and box.y1 <= field.y1
        one_line = _MIN_FIELD_HEIGHT <= field.height <= 3 * box.height
        if inside and one_line and field.width > box.width:
            return True
    return False


def _clipped(box: Box, to: Box) -> Box:
    return Box(max(box.x0, to.x0), max(box.y0, to.y0), min(box.x1, to.x1), min(box.y1, to.y1))


def _shown(held: tuple[HeldWrite, ...]) -> list[str]:
    """What may be written of refused requests: those the run stops on first, then the rest."""
    return [h.describe() for h in held if h.stops] + [h.describe() for h in held if not h.stops]
