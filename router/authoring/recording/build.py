"""Demonstration → task file: ground the clicks, template the parameters, cut steps, pick anchors and post-conditions.

The person's actions become the task's actions; the screens around them decide the rest:

* **steps** end where the screen changed as a whole (a new page: at least ``step_change`` of
  the stable texts came or went), not where a dropdown or a dialog opened inside one state;
* a step's **anchors** are stable texts of the screen it starts on — those that arrived with
  this state and stay while the person works on it first, unique ones before repeated ones;
* its **post-condition** (``done_when``) is texts that appeared after its last action and were
  not there when it started (so the runner never takes the step as done before it ran), plus
  a parameter's value where it shows (``{summary}`` on the created ticket); a step whose
  actions change nothing readable is merged into the next;
* inside a step, an action that needs something the previous one brought up (an option of a
  dropdown that just opened, a dialog's field) is preceded by a ``wait_until`` on it.

Nothing personal is written: typed parameter values become ``{NAME}`` templates (secret ones
always), typed text that looks personal becomes a parameter of its own, and anchors never
hold digits, addresses or typed values (:mod:`.texts`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import difflib
import itertools
import logging
import math
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from screenroute.contract import LIMITS, Action, FieldTarget, RiskTier, Skill, label_risk, normalise, parse_chord
from screenroute.edge.effect import press_effect
from screenroute.edge.fields import Field, field_at, find_fields
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import element_at, find_all, find_text, find_value, sub_box
from screenroute.edge.ocr.base import BoxRecognizer, OcrEngine, OcrLine
from screenroute.edge.ocr.incremental import changed_boxes
from screenroute.edge.record import ActionKind, Demonstration, FrameReader, InputAction
from screenroute.edge.record.slips import secret_slips, shows_secret
from screenroute.edge.skills.executor import moves_focus
from screenroute.edge.skills.risk import FOCUS_KEYS
from screenroute.router.authoring.procedure import ProcedureStep, TaskContext
from screenroute.router.authoring.recording.binding import is_a_choice, occurrence_in_opened, opened_regions
from screenroute.router.authoring.recording.ground import (
    ClickTarget,
    ground_click,
    label_read_from_an_icon,
    line_under,
    not_a_word,
    occurrence_near,
    readings_at,
)
from screenroute.router.authoring.recording.reduce import DetourFinder, EnvironmentTexts
from screenroute.router.authoring.recording.rehearse import SCALES as REHEARSAL_SCALES
from screenroute.router.authoring.recording.rehearse import Miss, Press, Rehearsal
from screenroute.router.authoring.recording.texts import (
    Parameters,
    escape_template,
    holds_typed,
    is_stable_text,
    looks_personal,
    names_content,
    template_typed,
    unique_texts,
    value_reading,
    value_spans,
)
from screenroute.router.authoring.tasks import SCHEMA_ID, TaskFile, parse_task
from screenroute.router.authoring.tasks.schema import ActionSpec
from screenroute.router.errors import RouterError

__all__ = [
    "LayoutFn",
    "RecordOptions",
    "RecordedTask",
    "RecordingError",
    "build_task",
    "drop_secret_leaves",
    "recording_header",
]

log = logging.getLogger(__name__)

# Marks a click into an input that showed no value (only, maybe, a placeholder): typing right
# after it is one fill. Never written to the file.
_EMPTY_FIELD = "_into_empty_field"

#: Computes a step's learned layout signature (base64) from its first screen, when a layout model exists.
LayoutFn = Callable[[Frame, list[OcrLine]], str]


class RecordingError(RouterError, ValueError):
    """A demonstration that cannot become a task file (nothing done, nothing changed on screen)."""


@dataclass(frozen=True)
class RecordOptions:
    """What the person said about the task, and the knobs of the conversion.

    ``step_change``: the share of stable texts that must come or go for a new step
    (measured on Trac and pcmanfm: a page load changes 0.5-0.9 of them, an open dropdown or
    a dialog 0.05-0.25).
    """

    name: str
    goal: str
    params: Parameters = field(default_factory=lambda: Parameters({}))
    start_url: str = ""
    origins: tuple[str, ...] = ()
    step_change: float = 0.35
    anchors_per_step: int = 3
    done_texts_per_step: int = 2
    wait_timeout_s: float = 10.0
    # Replay the task file offline on the recording's own frames, at 100 % and the other scales of
    # ``rehearse_scales``, with the runner's grounding (:mod:`.rehearse`): a press that misses the
    # person's control is bound again.
    rehearse: bool = False
    rehearse_scales: tuple[float, ...] = REHEARSAL_SCALES
    # Seconds the rehearsal may take in all: it reads every pressed frame again at two more scales, which
    # on a busy machine took longer than the recording (a zoo app's build ran past 15 minutes). It is
    # checked before each press and each post-condition: what comes after the budget is not rehearsed,
    # and the task file says from which step.
    rehearse_budget_s: float = 180.0
    # Told what the build is doing, a line at a time (the person waits for it): nothing by default.
    progress: Callable[[str], None] | None = None


# The largest display scale a recording is expected to run at (the zoo runs 100 % and 125 %; 150 % is common).
_LARGEST_RUN_SCALE = 1.5
# A click in front of a list's entry: on its row (its line's height, grown by this share above and
# below) and at most this many line heights left of its text (an icon, a checkbox, a margin).
_ROW_SLACK = 0.25
_BESIDE_REACH = 3
# Two clicks this close (pixels, each axis) open the same list: the person's hand, not their aim, differs.
_SAME_POINT_PX = 6


@dataclass
class _Act:
    """One recorded action on its way into the task file."""

    raw: InputAction
    before: list[OcrLine]  # the screen at the moment of the action (a hovered menu open): grounding
    after: list[OcrLine]  # what the action left on screen: post-conditions
    spec: dict[str, Any]
    # What the screen showed when the previous action was done (the runner's view before this one).
    entry: list[OcrLine] = field(default_factory=list)
    entry_frame: Frame | None = None
    # Actions written right after ``spec`` (a Return that commits a value picked by typing).
    then: list[dict[str, Any]] = field(default_factory=list)
    click: ClickTarget | None = None
    # The input field a click went into (grounded by its shape and label), if it was one.
    field: Field | None = None
    # What has the focus once this action ran (the element a Return acts on), "" when unknown.
    focus_after: str = ""
    echo: tuple[str, ...] = ()  # normalised typed text, to keep out of anchors
    change: float = 0.0


@dataclass
class RecordedTask:
    """The task file a demonstration became, checked against the schema, and what to tell the person."""

    data: dict[str, Any]
    task: TaskFile
    warnings: list[str]
    stats: dict[str, int]
    # Parameters the person declared that no action of the recording took (typed, picked, in the
    # URL): the task file has no such parameter, and a run given one is refused.
    unbound: tuple[str, ...] = ()
    # What failed the recording's rehearsal (its ``rehearsal:`` entries): steps a run may not replay.
    rehearsal: tuple[str, ...] = ()

    def to_yaml(self, header: str = "") -> str:
        """The task file's text: an optional comment header, then the YAML."""
        body = str(yaml.safe_dump(self.data, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None))
        comments = "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines())
        return comments + body


class _Reader:
    """OCR of the demonstration's frames, each distinct frame read once (against the nearest frame read)."""

    def __init__(self, ocr: OcrEngine, cache: dict[bytes, list[OcrLine]], *, incremental: bool) -> None:
        # The demonstration's own cache: what is read here is kept with it.
        self.frames = FrameReader(ocr, cache, incremental=incremental)
        self.engine = ocr  # a crop is read whole by the engine itself
        # The frame each list of lines was read from (by the list's identity): a text is read again there.
        self._frames: dict[int, Frame] = {}

    @property
    def reads(self) -> int:
        """Frames read whole (not counting those read only where they changed)."""
        return self.frames.whole_reads

    def frame_of(self, lines: list[OcrLine]) -> Frame | None:
        """The frame ``lines`` were read from (None for lines this reader did not read)."""
        return self._frames.get(id(lines))

    def __call__(self, frame: Frame | None) -> list[OcrLine]:
        if frame is None:
            return []
        lines = self.frames.read(frame)
        self._frames.setdefault(id(lines), frame)
        return lines


def build_task(
    demo: Demonstration,
    ocr: OcrEngine,
    options: RecordOptions,
    *,
    layout: LayoutFn | None = None,
    incremental: bool = True,
) -> RecordedTask:
    """Turn ``demo`` into a validated task file.

    ``incremental`` (the default): a screen is read where it changed from the nearest screen
    already read (:class:`~screenroute.edge.record.FrameReader`), when ``ocr`` can read regions;
    else whole. A line kept from another screen's read is the same reading on every screen that
    did not change there: the checks that a text was read stably count it once, and read the
    place again apart (its crop alone; the recogniser on each distinct picture of it).
    """
    return _Builder(demo, ocr, options, layout, incremental).build()


class _Builder:
    def __init__(
        self, demo: Demonstration, ocr: OcrEngine, options: RecordOptions, layout: LayoutFn | None, incremental: bool
    ) -> None:
        self.demo = demo
        self.options = options
        self.params = options.params
        self.read = _Reader(ocr, demo.ocr_cache, incremental=incremental)
        self.incremental = incremental
        # Texts that name where the recording was made (its work folder, user, host, a time): never targets.
        self.environment = EnvironmentTexts(demo.environment)
        self.layout = layout
        self.warnings: list[str] = list(demo.notes)
        self.used: set[str] = set()
        self.fields: dict[str, list[str]] = {}
        self.extra_params: dict[str, dict[str, Any]] = {}
        # Medium-risk actions the person did: a click's label, or a key with the field it went to.
        self.approved: list[str | dict[str, str]] = []
        self.focus = ""
        self.acts: list[_Act] = []
        self.url_params: set[str] = set()
        self.typed_params: set[str] = set()
        # Parameters the person picked on screen (clicked the entry showing the value), and how
        # OCR spelled those values where it misread them: data, like the values themselves.
        self.picked_params: set[str] = set()
        self.value_readings: set[str] = set()
        self.stats = {"actions": 0, "clicks": 0, "clicks_by_text": 0, "clicks_by_field": 0, "clicks_by_point": 0}
        # Normalised param values: lines holding them are data, not the app's own words.
        self.param_echo = tuple(normalise(v) for _, v in self.params.by_length() if len(normalise(v)) >= 3)
        # Everything the person typed, with the screen just before they typed it: a line that shows
        # typed text (even misread, even half typed) and was not there before is data, never an anchor.
        self.typed: list[tuple[str, set[str]]] = []
        # Texts checked as read stably (by their normalised text and their box on one screen).
        self._confirmations: dict[tuple[str, Box], bool] = {}
        # The action before the one being read (what opened a list the next click picks from).
        self._previous: InputAction | None = None
        self._screens: list[list[OcrLine]] | None = None
        self.rehearsal = (
            Rehearsal(ocr, scales=(1.0, *(x for x in options.rehearse_scales if x != 1.0)), incremental=incremental)
            if options.rehearse
            else None
        )
        self.rehearsal_misses: list[str] = []
        self._rehearsal_ends: float | None = None  # monotonic time the budget runs out (set at first use)

    # -- top level ---------------------------------------------------------------------------
    def build(self) -> RecordedTask:
        raw = self._without_detours(self._without_secret_slips(self.demo.actions))
        acts = []
        for i, a in enumerate(raw):
            self._say(f"reading action {i + 1} of {len(raw)}: {a.describe()}")
            if (act := self._act(a, raw[i + 1 : i + 3])) is not None:
                acts.append(act)
        acts = self._without_repicks(acts)
        self.acts = acts
        previous_frame: Frame | None = self.demo.first
        previous = self.read(self.demo.first)
        for act, following in itertools.zip_longest(acts, acts[1:]):
            act.entry, act.entry_frame = previous, previous_frame
            previous, previous_frame = act.after, act.raw.after
            if following is not None and not self._candidates(act.after, ()) and self._candidates(following.before, ()):
                # The action's result was caught mid-load (a blank page on a busy machine): what
                # the person saw when they next acted is what the action led to.
                act.after = previous = following.before
                previous_frame = following.raw.before
        if not acts:
            raise RecordingError("the recording holds no action that can be replayed (nothing was clicked or typed)")
        self.stats["actions"] = len(acts)
        for opener, act in itertools.pairwise(acts):
            self._pick_by_typing(opener, act)
        for act in acts:
            act.change = self._change(act)
        steps = self._steps(acts)
        start_url = self._template_url(self.options.start_url) if self.options.start_url else ""
        origins = [self._template_url(o) for o in self.options.origins]
        unused = sorted(set(self.params.values) - self.used)
        for name in unused:
            self.warnings.append(
                f"parameter {name!r} was never typed or clicked; it is not in the task file "
                "(NOT BOUND: a run given it is refused)"
            )
        for name in self.used:
            if name not in self.params.secret:
                self._check_occurrence_templates(acts, name)
        data: dict[str, Any] = {"schema": SCHEMA_ID, "name": self.options.name, "goal": self.options.goal}
        data["parameters"] = self._parameters()
        if origins:
            data["origins"] = origins
        if start_url:
            data["start_url"] = start_url
        if self.approved:
            data["approved"] = _unique_approvals(self.approved)
        if self.demo.writes:
            # The writes the person's run made: what a planner's or learned action may still write.
            data["writes"] = list(self.demo.writes)
        if self.demo.visits:
            # The pages the person's run opened: where a planner's or learned action may still go.
            data["visits"] = list(self.demo.visits)
        if self.demo.reads:
            # What the person's pages read by script: what a planner's or learned action may make them read.
            data["reads"] = list(self.demo.reads)
        verify = self._verify_at_end()
        if verify:
            data["verify"] = verify
            self._rehearse_verify(verify)
        if self.rehearsal_misses:
            data["rehearsal"] = list(self.rehearsal_misses)
        data["steps"] = steps
        if not data["parameters"]:
            del data["parameters"]
        self.warnings += drop_secret_leaves(data, self._secrets())
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
        self.warnings = [
            w if shows_secret(w, self._secrets()) is None else "a warning that quoted a secret was left out"
            for w in self.warnings
        ]
        task = parse_task(text, f"<recording of {self.options.name}>")
        self.stats["steps"] = len(steps)
        self.stats["ocr_reads"] = self.read.reads
        self.stats["ocr_region_reads"] = self.read.frames.region_reads
        return RecordedTask(
            data=data,
            task=task,
            warnings=self.warnings,
            stats=self.stats,
            unbound=tuple(unused),
            rehearsal=tuple(self.rehearsal_misses),
        )

    # -- actions -----------------------------------------------------------------------------
    def _without_secret_slips(self, raw: list[InputAction]) -> list[InputAction]:
        """The actions without the typed text that slipped on a secret (:mod:`screenroute.edge.record.slips`):
        typed into the field that later took a secret, or within a few letters of one. Never written;
        its readings on screen are kept out of every text the runner checks."""
        secrets = self._secrets()
        slips = secret_slips(raw, secrets)
        for i in sorted(slips):
            self.typed.append((raw[i].text, set()))
            self.warnings.append(
                f"{raw[i].describe()}: typed where secret {slips[i]!r} was typed next, or nearly it (a slip); "
                "never written, left out"
            )
        # A demonstration kept on disk holds a slip as typing with no text: left out as well.
        return [a for i, a in enumerate(raw) if i not in slips and not (a.kind is ActionKind.TYPE and not a.text)]

    def _secrets(self) -> dict[str, str]:
        return {name: self.params.values[name] for name in self.params.secret if self.params.values.get(name)}

    def _without_detours(self, raw: list[InputAction]) -> list[InputAction]:
        """The actions without the detours the person took and came back from (:mod:`.reduce`):
        a menu opened by mistake and closed with Escape, a wrong folder opened and left by the
        path bar — back on the very screen they started from, nothing typed or committed between.

        Replayed, a detour is at best time lost, at worst a step that waits for what the person
        happened to see on their wrong turn.
        """
        # Read apart from the builder's own reads (a screen is read where it differs from the nearest
        # one read before, so the order of reads shapes the readings): looking for detours leaves the
        # task's readings as they would be without it.
        apart = FrameReader(self.read.engine, dict(self.demo.ocr_cache), incremental=self.incremental)
        spans = DetourFinder(lambda f: apart.read(f) if f is not None else [], _near_miss, self.demo.last).spans(raw)
        cut: set[int] = set()
        for span in spans:
            what = ", ".join(a.describe() for a in raw[span.start : span.end + 1])
            self.warnings.append(f"{what}: {span.why}; left out")
            cut |= set(range(span.start, span.end + 1))
        return [a for i, a in enumerate(raw) if i not in cut]

    def _without_repicks(self, acts: list[_Act]) -> list[_Act]:
        """The actions without a pick the person made again at once: a list opened, an entry picked,
        the same list opened again and a parameter's value picked there.

        The second pick replaces the first in the app, so the first is a slip (the entry next to
        the right one) that a run has no reason to repeat, and one it may well fail at: with other
        values the slipped-to entry is any entry. Told by the clicks alone: the same opening point
        both times, each pick inside the region that opened, nothing typed between.
        """
        out: list[_Act] = []
        i = 0
        while i < len(acts):
            window = acts[i : i + 4]
            if len(window) == 4 and self._repicked(*window):
                opener, pick = window[0], window[1]
                self.warnings.append(
                    f"{opener.raw.describe()}, {pick.raw.describe()}: a pick made again at once in the same list "
                    "(the value picked next replaces it); left out"
                )
                for act in (opener, pick):
                    via = act.click.via if act.click is not None else "point"
                    self.stats["clicks"] -= 1
                    self.stats[f"clicks_by_{via}"] -= 1
                i += 2
                continue
            out.append(acts[i])
            i += 1
        return out

    def _repicked(self, opener: _Act, pick: _Act, again: _Act, repick: _Act) -> bool:
        if any(a.raw.kind is not ActionKind.CLICK for a in (opener, pick, again, repick)):
            return False
        if abs(opener.raw.x - again.raw.x) > _SAME_POINT_PX or abs(opener.raw.y - again.raw.y) > _SAME_POINT_PX:
            return False
        target = str(repick.spec.get("target_text", ""))
        if not (target.startswith("{") and target.endswith("}") and target[1:-1] in self.params.values):
            return False
        return all(
            _opened_around(o, p, Box(p.raw.x, p.raw.y, p.raw.x + 1, p.raw.y + 1)) is not None
            for o, p in ((opener, pick), (again, repick))
        )

    def _act(self, raw: InputAction, following: list[InputAction]) -> _Act | None:
        try:
            return self._act_on(raw, following)
        finally:
            self._previous = raw

    def _act_on(self, raw: InputAction, following: list[InputAction]) -> _Act | None:
        before = self.read(raw.before)
        after = self.read(raw.after)
        act = _Act(raw, before, after, {})
        if raw.kind is ActionKind.TYPE:
            self.typed.append((raw.text, {normalise(ln.text) for ln in before}))
        if raw.kind is ActionKind.CLICK:
            if raw.button != 1:
                self.warnings.append(
                    f"{raw.describe()}: button {raw.button} cannot be replayed (left clicks only), skipped"
                )
                return None
            act.spec = self._click_spec(raw, before, act, _types_next(following))
            if raw.clicks > 1:
                # A double click is one action of the person's (a file opened in a chooser), replayed
                # as one: its presses right one after the other, never two clicks with a settle between.
                if act.spec.get("skill") == "click":
                    act.spec["clicks"] = min(raw.clicks, LIMITS.max_clicks)
                else:
                    self.warnings.append(f"{raw.describe()}: replayed as one {act.spec.get('skill')}")
        elif raw.kind is ActionKind.TYPE:
            text, used = template_typed(raw.text, self.params)
            self.used |= used
            self.typed_params |= used
            literal = raw.text
            for name in used:
                literal = literal.replace(self.params.values[name], " ")
            if not used and looks_personal(raw.text):
                name = f"text_{len(self.extra_params) + 1}"
                self.extra_params[name] = {"description": "typed text that looked like personal data; give it per run"}
                self.warnings.append(
                    f"typed text ({len(raw.text)} chars) looked personal: written as parameter {name!r}"
                )
                text, literal = f"{{{name}}}", ""
            act.spec = {"skill": "type", "text": text}
            act.echo = tuple(n for part in literal.split() if len(n := normalise(part)) >= 3)
        elif raw.kind is ActionKind.KEY:
            act.spec = {"skill": "key", "keys": raw.keys}
            self._approve_key(raw.keys)
            if moves_focus(raw.keys):
                self.focus = ""
        else:
            act.spec = {"skill": "scroll", "amount": raw.amount}
        act.focus_after = self.focus
        return act

    def _approve_key(self, keys: str) -> None:
        """Return, space or Delete the person pressed in a known field: what an unattended run may repeat."""
        modifiers, key = parse_chord(keys)
        if key not in FOCUS_KEYS or {"ctrl", "alt", "super", "meta"} & set(modifiers):
            return
        if not self.focus:
            self.warnings.append(
                f"key {keys} was pressed where the focused field is unknown (after Tab or a click on nothing "
                "readable): an unattended run asks a person before it presses it"
            )
            return
        self.approved.append({"skill": "key", "keys": keys, "field": self.focus})

    def _click_spec(self, raw: InputAction, lines: list[OcrLine], act: _Act, types_next: bool) -> dict[str, Any]:
        self.stats["clicks"] += 1
        pixels = raw.before.pixels if raw.before is not None else None
        field_spec = self._field_spec(raw, lines, act, types_next) if pixels is not None else None
        if field_spec is not None:
            return field_spec
        target = ground_click(lines, raw.x, raw.y, pixels, read=self.read.engine.read)
        if target.via == "point" and pixels is not None:
            target = _element_target(lines, raw.x, raw.y, pixels) or target
        # Whatever the grounding of the text made of it (a part split off at a colon, a point): a
        # line under the click that shows a value whole is the value picked.
        picked = self._picked(raw, lines, target)
        if picked is not None:
            return self._pick_spec(raw, lines, act, target, *picked)
        under = line_under(lines, raw.x, raw.y)
        # Nothing read under the click (a line's slack around its box aside: the row above), or a
        # glyph or two (an icon read as "口"): the click may be in front of an entry.
        in_front = under is None or not _under(under.box, raw.x, raw.y, margin=0) or len(normalise(under.text)) <= 2
        beside = self._beside_value(raw, lines) if in_front else None
        if beside is not None:
            return self._beside_spec(raw, act, *beside)
        if target.via == "text" and target.box is not None:
            target = self._trusted_text(raw, target, target.box, lines, pixels)
        spec: dict[str, Any] = {"skill": "click"}
        # What the runner's risk gate judges, and what a Return next acts on: the whole element where
        # the runner will click — the middle of the text it grounds, for a text target (the element
        # under the person's point may differ: a menu's whole section, where the runner's point on the
        # item's label finds the item).
        aim = (raw.x, raw.y)
        if target.via != "point" and (grounded := find_text(lines, target.text, target.occurrence)) is not None:
            aim = grounded.box.center
        there = element_at(lines, aim, pixels) if lines else None
        element = there.label if there is not None else ""
        if target.via != "point":
            if self.params.touches(target.text):
                target = ClickTarget("", 0, target.point, "point")
                self.warnings.append(f"{raw.describe()}: the text under it holds a parameter value; kept as a point")
            elif looks_personal(target.text):
                target = ClickTarget("", 0, target.point, "point")
                self.warnings.append(f"{raw.describe()}: the text under it looked personal; kept as a point")
            elif self.environment.names_it(target.text):
                target = ClickTarget("", 0, target.point, "point")
                self.warnings.append(
                    f"{raw.describe()}: the text under it names the recording's own surroundings (its folder, "
                    "user, host or a time); kept as a point"
                )
            else:
                spec["target_text"] = escape_template(target.text)
                # Approved by the line the runner clicks (its gate also takes the element's line):
                # the element's whole label varies with where a flood fill from the point runs.
                self._approve_click(target.text, element, there.under if there is not None else "", wrote=raw.wrote)
        self.focus = element if element and self._plain_words(element) else ""
        if target.via == "point":
            spec["point"] = [target.point[0], target.point[1]]
            near = self._near(lines, target.point)
            if near is not None:
                spec["near"] = near
            self.stats["clicks_by_point"] += 1
            if element and self._plain_words(element):
                # The gate judges a click by the element under it, wherever it was aimed.
                self._approve_click(element, element, wrote=raw.wrote)
        else:
            if target.occurrence:
                spec["occurrence"] = target.occurrence
            self.stats[f"clicks_by_{target.via}"] += 1
        act.click = target
        return spec

    def _trusted_text(
        self, raw: InputAction, target: ClickTarget, box: Box, lines: list[OcrLine], pixels: Any
    ) -> ClickTarget:
        """``target`` (its text read in ``box``) when it can be found again on other screens, else its
        point, with a warning why."""
        # The target's own reading among them: a glued control read alone ("Eile") where other
        # screens read the control by itself ("File") is a slip, whichever way it was read.
        readings = readings_at(self._all_screens(), raw.x, raw.y, box) | {normalise(target.text)}
        if self._unstable(readings):
            why = f"OCR read the text under it differently across the recording ({', '.join(sorted(readings))})"
        elif not self._click_text_read_twice(target, lines):
            why = f"OCR read {target.text!r} under it only once (no other screen, nor its crop alone, reads it so)"
        elif icon := self._icon_read_as_text(target, lines, pixels):
            # Read the same on every screen (the same icon, the same misreading), so the checks
            # above pass; a run on another scale or theme reads it otherwise or not at all.
            why = f"{target.text!r} under it looks like an icon read as a letter ({icon})"
        else:
            return target
        self.warnings.append(f"{raw.describe()}: {why}; kept as a point")
        return ClickTarget("", 0, target.point, "point")

    def _near(self, lines: list[OcrLine], point: tuple[int, int]) -> dict[str, Any] | None:
        """The text nearest a point kept as a point, to place it at another scale: one that shows
        once on the screen, wide enough to measure, read the same by most readings apart, and no
        value (``near:``)."""
        x, y = point
        ranked: list[tuple[float, OcrLine, str]] = []
        for text in self._candidates(lines, ()):
            found = find_all(lines, text)
            if len(found) != 1 or found[0].box.width < _NEAR_MIN_WIDTH:
                continue
            b = found[0].box
            distance = math.hypot(max(b.x0 - x, 0, x - b.x1), max(b.y0 - y, 0, y - b.y1))
            if distance <= _NEAR_REACH:
                ranked.append((distance, found[0], text))
        ranked.sort(key=lambda r: r[0])
        for _distance, line, text in ranked[:3]:
            # Only a reference to measure from, found again fuzzily: most readings apart agreeing will do.
            readings = self._readings_apart(line, lines)
            want = normalise(line.text)
            if (2 * readings.count(want) > len(readings)) if readings else self._read_again(line, lines):
                b = line.box
                return {"text": escape_template(text), "dx": x - b.x0, "dy": y - b.y0, "width": b.width,
                        "height": b.height}  # fmt: skip
        return None

    def _icon_read_as_text(self, target: ClickTarget, lines: list[OcrLine], pixels: Any) -> str:
        """Why the clicked text is an icon OCR read as a letter, not a word of the screen ("" when a word).

        Judged where the runner would click it: the match of the text it grounds."""
        grounded = find_text(lines, target.text, target.occurrence)
        box = grounded.box if grounded is not None else target.box
        if box is None:
            return ""
        return not_a_word(target.text, box, lines, pixels, self.read.engine.read)

    def _click_text_read_twice(self, target: ClickTarget, lines: list[OcrLine]) -> bool:
        """Whether the clicked text, where it is a whole line, was read the same twice apart: on another
        screen (not a copy of this reading), or in its crop read alone. A part of a glued line was
        read alone already (``ground_click``)."""
        want = normalise(target.text)
        line = next(
            (ln for ln in lines if normalise(ln.text) == want and _under(ln.box, *target.point, margin=0)), None
        )
        if line is None:
            return True
        return want in self._readings_apart(line, lines) or self._read_again(line, lines)

    def _picked(self, raw: InputAction, lines: list[OcrLine], target: ClickTarget) -> tuple[str, str, Box] | None:
        """The parameter whose value the clicked text shows (OCR slips allowed), that reading, and its box.

        A value the person picked rather than typed (a file in a list, an entry of a menu) is the
        parameter's use in this task: a run with another value must click the entry that shows
        the other value, so the click is written as ``{NAME}``, never as the recorded value.
        """
        line = line_under(lines, raw.x, raw.y)
        if line is None:
            return None
        for name, value in self.params.by_length():
            reading = value_reading(line.text, value) or (value_reading(target.text, value) if target.text else None)
            if reading is not None:
                return name, reading, line.box
        for name, value in self.params.by_length():
            glued = self._glued_value(line, value, raw.x)
            if glued is not None:
                return name, *glued
        return self._in_opened_list(raw, line)

    def _in_opened_list(self, raw: InputAction, line: OcrLine) -> tuple[str, str, Box] | None:
        """The parameter whose value the part of ``line`` under the click shows, where that part is
        in what appeared since the previous action (the list it opened) and the rest is not.

        OCR reads a list's entry and the page's label beside it as one line, with a space between
        or none ("更新内容 要早期对応"); the pixels tell the two apart: the entry came with the
        list, the label was there before. The click must land on the value's own part.
        """
        previous = self._previous
        if previous is None or previous.before is None or raw.before is None:
            return None
        if previous.before.pixels.shape != raw.before.pixels.shape:
            return None
        regions = changed_boxes(previous.before.pixels, raw.before.pixels)
        for name, value in self.params.by_length():
            for start, end, reading in value_spans(line.text, value):
                box = sub_box(line, start, end)
                if not box.x0 <= raw.x < box.x1:
                    continue
                cx, cy = box.center
                region = next((r for r in regions if r.x0 <= cx < r.x1 and r.y0 <= cy < r.y1), None)
                inside = region is not None and region.x0 <= line.box.x0 and line.box.x1 <= region.x1
                if region is not None and region.height > box.height and not inside:
                    self.warnings.append(
                        f"{raw.describe()}: the entry under it, read {line.text!r}, shows parameter {name!r} "
                        "in the list that opened (bound by a tolerant reading)"
                    )
                    return name, reading, box
        return None

    def _beside_value(self, raw: InputAction, lines: list[OcrLine]) -> tuple[str, OcrLine] | None:
        """The parameter whose value the entry right of the click shows, on the click's row: a click
        on the icon or the box in front of a list's entry (a file's status icon, a checkbox).

        Only the text right of the click on its row (the nearest middle) counts, within a few of its heights,
        and only where the runner, looking for the value, finds that one line (a point is placed
        from a text shown once).
        """
        row = [
            ln
            for ln in lines
            if ln.box.x0 > raw.x
            and ln.box.y0 - _ROW_SLACK * ln.box.height <= raw.y <= ln.box.y1 + _ROW_SLACK * ln.box.height
        ]
        if not row:
            return None
        # OCR's boxes of neighbouring rows overlap: the row is the line whose middle is nearest the click.
        line = min(row, key=lambda ln: (abs(ln.box.center[1] - raw.y), ln.box.x0))
        if line.box.x0 - raw.x > _BESIDE_REACH * line.box.height:
            return None
        for name, value in self.params.by_length():
            if name in self.params.secret or value_reading(line.text, value) is None:
                continue
            found = find_all(lines, value)
            if len(found) == 1 and found[0].box.overlap(line.box) > 0:
                return name, line
        return None

    def _beside_spec(self, raw: InputAction, act: _Act, name: str, line: OcrLine) -> dict[str, Any]:
        """A click in front of the entry showing a parameter's value: the point placed from ``{NAME}``."""
        self.used.add(name)
        self.picked_params.add(name)
        reading = normalise(line.text)
        if reading != normalise(self.params.values[name]):
            self.value_readings.add(reading)
        self.focus = ""
        self.warnings.append(
            f"{raw.describe()}: in front of the entry showing parameter {name!r} on its row; "
            f"placed from {{{name}}} (the entry a run's value shows)"
        )
        b = line.box
        act.click = ClickTarget("", 0, (raw.x, raw.y), "point")
        self.stats["clicks_by_point"] += 1
        near = {"text": f"{{{name}}}", "dx": raw.x - b.x0, "dy": raw.y - b.y0, "width": b.width, "height": b.height}
        return {"skill": "click", "point": [raw.x, raw.y], "near": near}

    def _glued_value(self, line: OcrLine, value: str, x: int) -> tuple[str, Box] | None:
        """The value shown whole by the part of ``line`` under ``x``, where OCR glued it to a neighbour.

        OCR reads an entry and the label beside it as one line, with no space between, when
        they sit close ("Priority" and the open list's first entry). That line shows the value
        only where the rest of it is no part of the entry: each piece beside the value, with no
        space at the seam, is read as a line of its own on some screen of the recording. A
        label that holds the value among words of its own ("Add News") is no such line.
        """
        for start, end, reading in value_spans(line.text, value):
            box = sub_box(line, start, end)
            if not box.x0 <= x < box.x1:
                continue
            before, after = line.text[:start], line.text[end:]
            if before[-1:].isspace() or after[:1].isspace():
                continue
            if all(not normalise(rest) or self._read_alone(rest) for rest in (before, after)):
                return reading, box
        return None

    def _read_alone(self, text: str) -> bool:
        """Whether some screen of the recording reads ``text`` as a line of its own (normalised)."""
        want = normalise(text)
        return any(normalise(ln.text) == want for screen in self._all_screens() for ln in screen)

    def _pick_spec(
        self, raw: InputAction, lines: list[OcrLine], act: _Act, target: ClickTarget, name: str, reading: str,
        shown: Box,
    ) -> dict[str, Any]:  # fmt: skip
        """A click on the entry showing a parameter's value, as ``{NAME}`` — where the runner's grounding
        of the value lands on the entry the person clicked (``shown``); else the point, and the reason."""
        point = (raw.x, raw.y)
        value = self.params.values[name]
        # Inside the list the previous click opened, the value is counted there (as the runner
        # counts it), never over the screen behind the list.
        opener = self._previous
        regions = opened_regions(opener.before, raw.before) if opener and opener.kind is ActionKind.CLICK else []
        occurrence = occurrence_in_opened(lines, value, shown, regions)
        if occurrence is None:
            occurrence = occurrence_near(lines, value, shown)
        if name in self.params.secret or occurrence is None:
            why = (
                "a secret value is never a click target"
                if name in self.params.secret
                else f"the runner, looking for the value of {name!r}, would click elsewhere"
            )
            self.warnings.append(
                f"{raw.describe()}: the text under it shows parameter {name!r} ({why}); kept as a point"
            )
            act.click = ClickTarget("", 0, point, "point")
            self.stats["clicks_by_point"] += 1
            return {"skill": "click", "point": [raw.x, raw.y]}
        self.used.add(name)
        self.picked_params.add(name)
        if reading != normalise(value):
            # OCR's own spelling of the value is data too: it must not become an anchor or a post-condition.
            self.value_readings.add(reading)
        self.focus = ""
        spec: dict[str, Any] = {"skill": "click", "target_text": f"{{{name}}}"}
        if occurrence:
            spec["occurrence"] = occurrence
        act.click = ClickTarget(value, occurrence, point, "text", shown)
        self.stats["clicks_by_text"] += 1
        return spec

    def _plain_words(self, text: str) -> bool:
        """Whether ``text`` is the app's own words: no parameter's value, nothing personal, nothing
        naming the recording's surroundings."""
        return not (self.params.touches(text) or looks_personal(text) or self.environment.names_it(text))

    def _approve_click(self, text: str, element: str, line: str = "", *, wrote: bool = False) -> None:
        """A medium-risk click the person made goes into ``approved``: by the line clicked where there
        is one, else by the whole label the gate judges; the tier is the whole element's.

        A click after which the application received a write (``wrote``) committed something,
        whatever its words say ("Create ticket" reads as low risk): it is approved as a medium one
        is, so a run may press it again, a recovery's press included. A high-risk one stays a person's.
        """
        tier = label_risk(element) if element else label_risk(text)
        if tier is RiskTier.LOW and label_risk(text) is not RiskTier.LOW:
            tier = label_risk(text)
        if tier is RiskTier.LOW and wrote:
            tier = RiskTier.MEDIUM
        if tier is RiskTier.MEDIUM:
            self.approved.append(line or element or text)
        elif tier is RiskTier.HIGH:
            self.warnings.append(
                f"click on {element or text!r} is high-risk: the runner will not do it without a person"
            )

    def _field_spec(self, raw: InputAction, lines: list[OcrLine], act: _Act, types_next: bool) -> dict[str, Any] | None:
        """A click into an input field, as the field: its label and kind, and which of the fields of
        that label it is — checked by finding it again the way the runner does. None when the click
        was not into a field (or on a text that is not the field's own: a link, a button)."""
        if raw.before is None:
            return None
        pixels = raw.before.pixels
        field = field_at(pixels, lines, raw.x, raw.y, read=self.read.engine.read)
        if field is None or not field.name:
            return None
        on_text = any(_under(ln.box, raw.x, raw.y) for ln in lines)
        if on_text and not (types_next or field.kind in ("combo", "checkbox") or field.placeholder):
            return None  # a text clicked inside a box, with nothing typed after: a text target
        if not self._plain_words(field.name):
            self.warnings.append(f"{raw.describe()}: the field's label holds data; grounded by its text or point")
            return None
        icon = label_read_from_an_icon(field, lines, pixels, self.read.engine.read)
        if icon:
            self.warnings.append(
                f"{raw.describe()}: the field's label {field.label!r} looks like an icon read as a letter ({icon}); "
                "grounded by its text or point"
            )
            return None
        target = field.target()
        matches = find_fields(pixels, lines, target)
        occurrence = next((i for i, f in enumerate(matches) if f.box == field.box), None)
        if occurrence is None:
            self.warnings.append(
                f"{raw.describe()}: the field {field.name!r} could not be found again by its label; "
                "grounded by its text or point"
            )
            return None
        spec: dict[str, Any] = {"skill": "click", "target_field": _field_dict(target)}
        if occurrence:
            spec["occurrence"] = occurrence
        if field.kind in ("edit", "multiline") and (not field.inside or field.placeholder):
            spec[_EMPTY_FIELD] = True  # a click, then typing: one fill
        self._approve_click(field.name, field.name)
        self.stats["clicks_by_field"] += 1
        act.field = field
        act.click = ClickTarget(field.name, occurrence, (raw.x, raw.y), "field", field.box)
        self.focus = field.name
        return spec

    def _pick_by_typing(self, previous: _Act, act: _Act) -> None:
        """A parameter's value picked from a list the previous click opened is typed, then Return
        (into a text field that suggests entries: typed alone).

        Counting matches top to bottom does not survive other values: the list's own field shows
        its current value, so the option "defect" is match 1 where the field says "defect" and
        match 0 where it says something else. Typing the value into the open list (type-ahead,
        as in a native ``<select>``) and pressing Return picks it whatever the field shows.
        """
        target = str(act.spec.get("target_text", ""))
        name = target[1:-1] if target.startswith("{") and target.endswith("}") else ""
        if not name or previous.raw.kind is not ActionKind.CLICK or name in self.params.secret:
            return
        if act.raw.clicks > 1:
            # A double click opens the entry (a folder in a file chooser); typing only picks it, and
            # into a dialog whose name field has the focus it types the name and Return saves.
            return
        value = self.params.values[name]
        opened = _opened_around(previous, act, act.click.box) if act.click is not None else None
        if opened is None:
            return  # the value did not come with a list that the previous click opened
        if previous.field is not None and not is_a_choice(previous.field, opened):
            # A text field that suggests entries as one types (an autocomplete): the field holds
            # what is typed, so the value is typed into it, in any script (pasted beyond ASCII),
            # and checked there. No Return: in a form's text field it may submit the form.
            self.picked_params.discard(name)
            act.spec = {
                "skill": "type",
                "text": f"{{{name}}}",
                "why": f"type {{{name}}} into the field that suggests it",
            }
            return
        if not value.isascii():
            # Type-ahead needs key presses; text beyond ASCII is pasted, and an open list takes no
            # paste. The click on the value stays (the list's entry; where the field already shows
            # the value, the first match is the field itself, and a click there keeps it).
            return
        if not _opener_is_a_choice(previous, act):
            # A menu, not a select: typing into it presses its items' mnemonics (the first letter
            # takes an item and closes it, the rest goes to the window). The entry is clicked.
            return
        self.picked_params.discard(name)  # typed into the list, not clicked
        act.spec = {"skill": "type", "text": f"{{{name}}}", "why": f"pick {{{name}}} in the list that opened"}
        act.then = [{"skill": "key", "keys": "Return", "why": "take the picked entry"}]
        if previous.focus_after:
            self.approved.append({"skill": "key", "keys": "Return", "field": previous.focus_after})
        if previous.spec.get("target_text") == target and previous.click is not None:
            # The field that opened the list showed the same value (its default): it is the
            # field's text, not the parameter, that the click aimed at.
            previous.spec["target_text"] = escape_template(previous.click.text)

    def _all_screens(self) -> list[list[OcrLine]]:
        """Every screen of the recording, read (each distinct frame once)."""
        if self._screens is None:
            frames: list[Frame | None] = [self.demo.first, self.demo.last]
            for action in self.demo.actions:
                frames += [action.before, action.after]
            seen: set[int] = set()
            screens = []
            for f in frames:
                lines = self.read(f)
                if f is not None and id(lines) not in seen:
                    seen.add(id(lines))
                    screens.append(lines)
            self._screens = screens
        return self._screens

    @staticmethod
    def _unstable(readings: set[str]) -> bool:
        """Readings of one element that differ like OCR slips do (not a label that changed: "Save" → "Saved")."""
        for a in readings:
            for b in readings:
                if a < b and len(a) == len(b) and sum(x != y for x, y in zip(a, b, strict=True)) <= 2:
                    return True
        return False

    def _template_url(self, url: str) -> str:
        text, used = template_typed(url, Parameters(self.params.values))
        self.used |= used
        self.url_params |= used
        return text

    def _check_occurrence_templates(self, acts: list[_Act], name: str) -> None:
        for act in acts:
            if act.spec.get("target_text") == f"{{{name}}}" and act.spec.get("occurrence"):
                self.warnings.append(
                    f"click on {{{name}}} was match #{act.spec['occurrence']} of its value on screen; "
                    "with another value the count may differ"
                )

    # -- change and steps --------------------------------------------------------------------
    def _texts(self, lines: list[OcrLine], echo: tuple[str, ...]) -> set[str]:
        out = set()
        for line in lines:
            norm = normalise(line.text)
            if len(norm) < 2 or any(e in norm for e in echo) or any(p in norm for p in self.param_echo):
                continue
            if any(r in norm for r in self.value_readings):
                continue
            out.add(norm)
        return out

    def _change(self, act: _Act) -> float:
        """Share of the screen's texts that came or went with this action (its own typing left out)."""
        before = self._texts(act.entry, act.echo)
        after = self._texts(act.after, act.echo)
        union = before | after
        text_change = len(before ^ after) / len(union) if union else 0.0
        log.debug("%s: %.2f of the texts changed", act.raw.describe(), text_change)
        return text_change

    def _steps(self, acts: list[_Act]) -> list[dict[str, Any]]:
        groups: list[list[_Act]] = [[]]
        for act in acts:
            groups[-1].append(act)
            if act.change >= self.options.step_change:
                groups.append([])
        if not groups[-1]:
            groups.pop()
        self._assign_fields(acts)
        steps: list[dict[str, Any]] = []
        previous_start: list[OcrLine] | None = None
        pending: list[_Act] = []
        for index, cut in enumerate(groups):
            group = pending + cut
            last = index == len(groups) - 1
            self._say(f"building step {len(steps) + 1} (actions in groups {index + 1} of {len(groups)})")
            done = self._done_when(group, last)
            if done is None and not last:
                # Nothing readable showed the step is over: it is part of the next one.
                pending = group
                continue
            if done is None:
                effect = self._end_effect(group[-1])
                if not effect:
                    raise RecordingError(
                        "nothing readable changed on screen after the last action, so the task's end cannot be "
                        "checked; record until a confirmation shows (--until-text TEXT)"
                    )
                # A text-less control (a Save icon) whose look changed under the press: that change,
                # seen again in the run's own frames, is the step's end; nothing else shows it.
                self.warnings.append(
                    f"the last action changed nothing readable: the task's end is the pressed control's look ({effect})"
                )
                steps.append(self._step(group, [], previous_start, len(steps) + 1, effect=effect))
                break
            pending = []
            steps.append(self._step(group, done, previous_start, len(steps) + 1))
            previous_start = group[0].entry
        return steps

    def _assign_fields(self, acts: list[_Act]) -> None:
        last_label = ""
        for act in acts:
            if act.click is not None:
                # Only a click into a field says which field the typing went to.
                last_label = act.field.name if act.field is not None else ""
                continue
            if act.raw.kind is not ActionKind.TYPE:
                continue
            text = act.spec["text"]
            for name in self.used:
                if f"{{{name}}}" in text and last_label:
                    labels = self.fields.setdefault(name, [])
                    if last_label not in labels:
                        labels.append(last_label)

    def _end_effect(self, act: _Act) -> str:
        """How the control a last click pressed changed its look (:mod:`~screenroute.edge.effect`),
        from the frame before the press to the one after it or, later, the recording's last: "" when
        it was no click or nothing changed there."""
        raw = act.raw
        if raw.kind is not ActionKind.CLICK or raw.before is None:
            return ""
        for later in (raw.after, self.demo.last):
            if later is None:
                continue
            seen = press_effect(raw.before.pixels, later.pixels, (raw.x, raw.y), scale=raw.before.geometry.scale)
            # Only the control's own new look is an end a run can check: "changes" (other ink at the
            # press) is also what a hover, an error dialog or a Save As dialog over the point shows.
            if seen is not None and seen.kind in ("fades", "strengthens"):
                return seen.kind
        return ""

    def _step(
        self,
        group: list[_Act],
        done: list[str],
        previous_start: list[OcrLine] | None,
        number: int,
        *,
        effect: str = "",
    ) -> dict[str, Any]:
        first = group[0]
        self._settle_entry(first)
        anchors = self._anchors(group, previous_start)
        expect: dict[str, Any] = {"anchors": anchors} if anchors else {"any_screen": True}
        if self.layout is not None and first.entry_frame is not None:
            signature = self.layout(first.entry_frame, first.entry)
            if signature:
                expect["layout"] = signature
        self._rehearse_presses(group, number)
        actions: list[dict[str, Any]] = []
        for i, act in enumerate(group):
            if i:
                wait = self._wait_before(group[i - 1], act)
                if wait:
                    actions.append(
                        {"skill": "wait_until", "target_text": wait, "timeout_s": self.options.wait_timeout_s}
                    )
            actions.append(act.spec)
            actions += act.then
        actions = merge_fills(actions)
        described = [self._describe(a.spec) for a in group]
        name = _clip(f"{number}. " + "; ".join(described), 110)
        # Half of the texts will do: what appeared after the action at this window size and
        # scale may lie partly below the fold at another.
        done_when: dict[str, Any] = {"texts": done, "need": "half"} if len(done) > 1 else {"texts": done}
        if effect:
            done_when = {"effect": effect, **done_when} if done else {"effect": effect}
        self._rehearse_done(group, done, number)
        return {
            "name": name,
            "goal": _clip("; ".join(described), 400),
            "expect": expect,
            "actions": actions,
            "done_when": done_when,
        }

    # -- rehearsal ---------------------------------------------------------------------------
    def _rehearse_presses(self, group: list[_Act], number: int) -> None:
        """Each press of the step, rehearsed where the person pressed; one that misses is bound again
        by its point placed ``near:`` a text, and what no binding passes is a finding of the file."""
        for i, act in enumerate(group):
            press = self._press(act, group[i + 1 :], group[i - 1] if i else None)
            if press is None:
                continue
            rehearsal = self._rehearsal_for(number)
            if rehearsal is None:
                return
            self._say(f"rehearsing step {number}: {self._describe(act.spec)}")
            misses = rehearsal.press(press)
            if misses and (rebound := self._rebound(act)) is not None:
                again = rehearsal.press(dataclasses.replace(press, action=self._action(rebound)))
                if not again:
                    self.warnings.append(
                        f"{act.raw.describe()}: {self._describe(act.spec)!r} failed its rehearsal "
                        f"({misses[0].describe()}); bound again by its point near a text"
                    )
                    act.spec = rebound
                    continue
            self._found(number, self._describe(act.spec), misses)

    def _press(self, act: _Act, rest: list[_Act], previous: _Act | None) -> Press | None:
        """The press ``act`` makes, as the runner will read it (a click into a field that typing
        follows is replayed as one fill), or None when it presses no control."""
        raw, spec = act.raw, act.spec
        if raw.kind is not ActionKind.CLICK or spec.get("skill") != "click" or raw.before is None:
            return None
        if not any(k in spec for k in ("target_text", "target_field", "point")):
            return None
        kinds = [str(a.spec.get("skill")) + ":" + str(a.spec.get("keys", "")).casefold() for a in rest[:2]]
        # As :func:`merge_fills` joins them: after select-all, or into an empty field.
        fill = (bool(spec.get(_EMPTY_FIELD)) and kinds[:1] == ["type:"]) or kinds == ["key:ctrl+a", "type:"]
        clean = {k: v for k, v in spec.items() if k != _EMPTY_FIELD}
        if fill and "point" not in clean:
            clean = {**clean, "skill": "fill", "text": "x"}
        try:
            action = self._action(clean)
        except (KeyError, ValueError):
            return None  # a template with no recorded value (a secret): nothing to rehearse it with
        opened = previous.raw.before if previous is not None and previous.raw.kind is ActionKind.CLICK else None
        return Press(action, raw.before, act.before, (raw.x, raw.y), opened)

    def _action(self, spec: dict[str, Any]) -> Action:
        """``spec`` as the runner reads it, with the recorded values in its templates."""
        step = ProcedureStep("rehearsal", "rehearsal", (), (ActionSpec.model_validate(spec).to_action(),))
        return step.resolved_actions(TaskContext(values=dict(self.params.values)))[0]

    def _rebound(self, act: _Act) -> dict[str, Any] | None:
        """The binder's next candidate for a press by text: its point, placed near a text.

        A press into a field keeps its field: a fill checks its value shows, and a key approved in the
        field is judged by its name. A value picked on screen keeps its template: another run's value
        shows elsewhere."""
        spec = act.spec
        text = str(spec.get("target_text", ""))
        if not text or act.raw.kind is not ActionKind.CLICK or "{" in text or self.params.touches(text):
            return None
        near = self._near(act.before, (act.raw.x, act.raw.y))
        if near is None:
            return None
        rebound: dict[str, Any] = {"skill": "click", "point": [act.raw.x, act.raw.y], "near": near}
        if act.raw.clicks > 1:
            rebound["clicks"] = spec.get("clicks", 1)
        return rebound

    def _rehearse_done(self, group: list[_Act], done: list[str], number: int) -> None:
        """The step's post-condition: seen on the frame it ended on at each scale, not on its first."""
        rehearsal = self._rehearsal_for(number) if done else None
        if rehearsal is None:
            return
        end = group[-1].raw.after
        if end is None:
            return
        context = TaskContext(values=dict(self.params.values))
        try:
            texts = [context.fill(t) for t in done]
        except (KeyError, ValueError):
            return
        holds = max(1, (len(texts) + 1) // 2) if len(texts) > 1 else 1
        first = group[0]
        start = (first.entry_frame, first.entry) if first.entry_frame is not None else None
        self._say(f"rehearsing step {number}: its post-condition")
        misses = rehearsal.done_when(texts, holds, start, (end, group[-1].after))
        self._found(number, "its post-condition", misses)

    def _say(self, what: str) -> None:
        if self.options.progress is not None:
            self.options.progress(what)

    def _rehearsal_for(self, number: int) -> Rehearsal | None:
        """The rehearsal, if step ``number`` (its next press or its post-condition) is rehearsed: rehearsal
        is on and its budget is not spent (the first step past it is named once, as a finding)."""
        if self.rehearsal is None:
            return None
        now = time.monotonic()
        if self._rehearsal_ends is None:
            self._rehearsal_ends = now + self.options.rehearse_budget_s
        if now < self._rehearsal_ends:
            return self.rehearsal
        self.rehearsal_misses.append(
            f"step {number} onward: not rehearsed (the rehearsal's {self.options.rehearse_budget_s:.0f} s were spent)"
        )
        self.warnings.append(f"rehearsal: {self.rehearsal_misses[-1]}")
        self.rehearsal = None
        return None

    def _rehearse_verify(self, verify: list[str]) -> None:
        if self.rehearsal is None:
            return
        values = {n: self.params.values[n] for n in verify if n in self.params.values and n not in self.params.secret}
        misses = self.rehearsal.verify(values, self.read(self.demo.first), self.read(self.demo.last))
        self._found(0, "verify", misses)

    def _found(self, number: int, what: str, misses: list[Miss]) -> None:
        for miss in misses:
            where = f"step {number}, {what}" if number else what
            line = f"{where}: {miss.describe()}"
            self.rehearsal_misses.append(line)
            self.warnings.append(f"rehearsal: {line}")

    # -- texts the runner checks -------------------------------------------------------------
    def _candidates(self, lines: list[OcrLine], echo: tuple[str, ...]) -> list[str]:
        out = []
        for line in lines:
            text = line.text.strip()
            norm = normalise(text)
            if not is_stable_text(text, line.score) or self.params.touches(text):
                continue
            if any(r in norm for r in self.value_readings) or self._shows_picked(text):
                continue
            if any(e in norm for e in echo) or self._typed_here(text) or shows_secret(text, self._secrets()):
                continue
            if self.environment.names_it(text):
                continue  # the recording's folder, user, host or a time: another in every run
            out.append(text)
        return unique_texts(out)

    def _shows_picked(self, text: str) -> bool:
        """Whether ``text`` shows a value picked on screen, however OCR read it there (a field that
        took the value, read with another slip than the entry clicked): data, never a check."""
        return any(value_spans(text, self.params.values[name]) for name in self.picked_params)

    def _confirmed_texts(self, ranked: list[str], lines: list[OcrLine], limit: int) -> list[str]:
        """The first ``limit`` of ``ranked`` that OCR read stably (:meth:`_confirmed`)."""
        out: list[str] = []
        for text in ranked:
            if len(out) >= limit:
                break
            if self._confirmed(text, lines):
                out.append(text)
        return out

    def _confirmed(self, text: str, lines: list[OcrLine]) -> bool:
        """Whether OCR's reading of ``text`` on this screen is the element's own words, not a misreading.

        A run requires its anchors, post-conditions and waits, so a slip kept there (an icon read
        as a letter in front of a word, a letter misread once) stops every run. The element at the
        text's place is read apart as often as the recording allows (:meth:`_readings_apart`): a
        reading that is a near miss of this one (the same element read otherwise) disqualifies it;
        the same reading made apart confirms it; with none, the element is read a second time alone
        (its crop), and kept when that read gives the same words.
        """
        match = find_text(lines, text)
        if match is None:
            return False
        key = (normalise(text), match.box)
        known = self._confirmations.get(key)
        if known is None:
            known = self._read_stably(match, lines)
            self._confirmations[key] = known
        return known

    def _read_stably(self, match: OcrLine, lines: list[OcrLine]) -> bool:
        want = normalise(match.text)
        readings = self._readings_apart(match, lines)
        if any(_near_miss(seen, want) for seen in readings):
            return False
        return want in readings or self._read_again(match, lines)

    def _readings_apart(self, match: OcrLine, lines: list[OcrLine]) -> list[str]:
        """The readings (normalised) of the element at ``match``'s place made apart from ``match`` itself.

        A screen read where it changed keeps the lines of the screen it was read against: the very
        reading, copied to every screen that did not change there. A copy is no second reading, so
        it is skipped; where the copy stands on pixels that differ from one screen to another (a
        mnemonic underlined once the keyboard was used), the recogniser reads the box on each
        distinct picture of it. Readings of other screens that are one reading copied count once.
        """
        counted = {id(match)}
        readings: list[str] = []
        copied_on: list[Frame] = []
        for screen in self._all_screens():
            for other in screen:
                if other.box.overlap(match.box) < 0.5 or (screen is lines and other is not match):
                    continue
                if other is match:
                    if (frame := self.read.frame_of(screen)) is not None:
                        copied_on.append(frame)
                    continue
                if id(other) in counted:
                    continue
                counted.add(id(other))
                readings.append(normalise(other.text))
        return readings + self._recognised_apart(match.box, copied_on)

    def _recognised_apart(self, box: Box, frames: list[Frame]) -> list[str]:
        """The recogniser's reading of ``box`` on each distinct picture of it among ``frames`` (none when
        the pictures are all one: the same pixels read again give the same words)."""
        recognizer = self.read.engine
        if not isinstance(recognizer, BoxRecognizer) or len(frames) < 2:
            return []
        pictures: dict[bytes, Frame] = {}
        for frame in frames:
            crop = frame.pixels[box.y0 : box.y1, box.x0 : box.x1, :3]
            pictures.setdefault(crop.tobytes(), frame)
            if len(pictures) > _MAX_PICTURES:
                break
        if len(pictures) < 2:
            return []
        out = []
        for frame in pictures.values():
            pixels = frame.pixels[:, :, :3]
            read = recognizer.recognize_boxes(pixels if pixels.flags.c_contiguous else pixels.copy(), [box])
            out += [normalise(line.text) for line in read if line.text]
        return out

    def _read_again(self, match: OcrLine, lines: list[OcrLine]) -> bool:
        """Whether a second read of the text's place alone reads the same words (no more, no fewer:
        a clipped reading is a part of the whole one, not the same)."""
        frame = self.read.frame_of(lines)
        if frame is None:
            return False
        b = match.box
        pad = max(3, b.height // 3)
        crop = frame.pixels[max(0, b.y0 - pad) : b.y1 + pad, max(0, b.x0 - pad) : b.x1 + pad, :3]
        if crop.size == 0:
            return False
        want = normalise(match.text)
        again = [normalise(ln.text) for ln in self.read.engine.read(crop.copy())]
        return want in again or want == "".join(again)

    def _typed_here(self, text: str) -> bool:
        """Whether ``text`` shows something the person typed (as OCR read it, or half typed) and was not
        on screen before they typed it: a value, not the app's own words."""
        norm = normalise(text)
        return any(holds_typed(text, value) and norm not in shown for value, shown in self.typed)

    def _echo(self, group: list[_Act]) -> tuple[str, ...]:
        return tuple(e for act in group for e in act.echo)

    def _seen_earlier(self, act: _Act) -> list[list[OcrLine]]:
        """The screens of the recording before ``act`` (what the person had seen up to then)."""
        screens = [self.read(self.demo.first)]
        for other in self.acts:
            if other is act:
                break
            screens.append(other.before)
        return screens

    def _novel(self, text: str, act: _Act) -> bool:
        """Whether ``text`` had not been on any screen before ``act`` (new content, not content a menu uncovered)."""
        return all(find_text(screen, text) is None for screen in self._seen_earlier(act))

    def _settle_entry(self, act: _Act) -> None:
        """Take the screen the person acted on as the step's start when the recorded one was caught mid-load.

        The screen the previous action left is grabbed as soon as the display changed; on a busy
        machine that is a blank or half-drawn page, sharing no stable text with what the person
        saw when they acted. The runner waits for a step's anchors, so the screen the person saw
        is the one to recognise.
        """
        echo = self._echo([act])
        if any(find_text(act.before, text) is not None for text in self._candidates(act.entry, echo)):
            return
        if act.raw.before is None or not self._candidates(act.before, echo):
            return
        act.entry, act.entry_frame = act.before, act.raw.before

    def _anchors(self, group: list[_Act], previous_start: list[OcrLine] | None) -> list[str]:
        # The runner recognises the step on the screen the previous step left (no hover effects);
        # an anchor must also still be there when the person acted.
        start = group[0].entry
        echo = self._echo(group)
        frame = group[0].entry_frame or group[0].raw.before
        # A text low on the screen leaves the view when the same screen is run at a larger scale
        # (at 150 % only the top two thirds of what was recorded are in view): the runner would
        # wait for an anchor below the fold. Only texts that stay in view are anchors, where there are any.
        in_view_below = frame.height / _LARGEST_RUN_SCALE if frame is not None else float("inf")
        ranked = []
        for text in self._candidates(start, echo):
            hit = find_text(start, text)
            if hit is None or find_text(group[0].before, text) is None:
                continue
            in_view = hit.box.y1 <= in_view_below
            arrived = previous_start is not None and find_text(previous_start, text) is None
            novel = arrived and self._novel(text, group[0])
            stays = all(find_text(act.before, text) is not None for act in group)
            unique = len(find_all(start, text)) == 1
            # The app's own words before names of its content: a run in a fresh place lists other files.
            own_words = not names_content(text)
            ranked.append(((in_view, own_words, novel, arrived, stays, unique, -abs(len(normalise(text)) - 12)), text))
        ranked.sort(key=lambda rt: rt[0], reverse=True)
        in_view_texts = [t for key, t in ranked if key[0]]
        kept = self._confirmed_texts(in_view_texts, start, self.options.anchors_per_step)
        if not kept:  # nothing in view reads the same twice: a low anchor is better than none
            kept = self._confirmed_texts([t for _, t in ranked], start, self.options.anchors_per_step)
        return [escape_template(t) for t in kept]

    def _done_when(self, group: list[_Act], last_step: bool) -> list[str] | None:
        """What shows that the step did its work: texts its actions brought up that every run will show.

        Preferred, in order: texts in view at a larger scale; new to the recording; brought by the
        last action; the app's own words before names of its content (a run in a fresh place
        lists other files and folders: :func:`~.texts.names_content`). A text gone again by the time
        the person acted next (a tooltip, a flash message) was transient: the runner may look after
        it went. A parameter's value counts only where the step made it show — at a place it had
        not shown before, not merely uncovered by a menu that closed.
        """
        start, before_last, end = group[0].entry, group[-1].entry, group[-1].after
        following = self._following(group[-1])
        kept = self._done_texts(group, end, following)
        if not kept and following is not None:
            # The last action's screen was caught mid-load (what showed went before the person
            # acted again): the screen they acted on next shows what the step brought.
            end = following
            kept = self._done_texts(group, end, None)
        texts = [escape_template(t) for t in kept]
        until = self.demo.until_text
        if last_step and until and find_text(end, until) is not None and find_text(start, until) is None:
            texts = unique_texts([escape_template(until), *texts])[: self.options.done_texts_per_step + 1]
        for name, value in self.params.by_length():
            if name in self.params.secret or name not in self.used or len(normalise(value)) < 3:
                continue
            shown = find_all(end, value)
            if not shown or find_text(start, value) is not None:
                continue
            # The value still in the input field it was typed into shows whether or not the step did
            # its work: only the value shown elsewhere (the created item's name, its page) tells it did.
            typed_at = [m.box for m in find_all(before_last, value)]
            if all(self._in_input_field(end, m.box, typed_at) for m in shown):
                continue
            if all(self._shown_there_before(value, m.box, group[0]) for m in shown):
                continue  # uncovered, not brought: it was there before a menu or a dialog hid it
            texts.append(f"{{{name}}}")
            break
        return texts or None

    def _done_texts(self, group: list[_Act], end: list[OcrLine], following: list[OcrLine] | None) -> list[str]:
        """The texts of ``end`` that show the step did its work, best first (:meth:`_done_when`)."""
        start, before_last = group[0].entry, group[-1].entry
        echo = self._echo(group)
        # As for anchors: what lies low on the screen leaves the view at a larger scale, where the
        # runner would wait for it in vain; texts that stay in view come first.
        frame = self.read.frame_of(end)
        in_view_below = frame.height / _LARGEST_RUN_SCALE if frame is not None else float("inf")
        ranked = []
        for text in self._candidates(end, echo):
            hit = find_text(end, text)
            if hit is None or find_text(start, text) is not None:
                continue
            if find_text(group[0].before, text) is not None:
                continue  # it showed as the person began the step: the runner could take the step as done
            if following is not None and find_text(following, text) is None:
                continue  # gone before the person acted again: transient
            in_view = hit.box.y1 <= in_view_below
            by_last_action = find_text(before_last, text) is None
            novel = by_last_action and self._novel(text, group[-1])
            own_words = not names_content(text)
            unique = len(find_all(end, text)) == 1
            # The clicked control's own description (a tooltip, a status tip) shows while the pointer
            # rests on it, whether or not the click did anything: a last resort.
            effect = not _describes_clicked(text, group[-1])
            key = (effect, in_view, novel, by_last_action, own_words, unique, -abs(len(normalise(text)) - 12))
            ranked.append((key, text))
        ranked.sort(key=lambda rt: rt[0], reverse=True)
        return self._confirmed_texts([t for _, t in ranked], end, self.options.done_texts_per_step)

    def _following(self, act: _Act) -> list[OcrLine] | None:
        """The screen as the person began the action after ``act``; after the last one, the screen the
        recording ended on."""
        for i, other in enumerate(self.acts[:-1]):
            if other is act:
                return self.acts[i + 1].before
        return self.read(self.demo.last) if self.acts and act is self.acts[-1] else None

    def _shown_there_before(self, value: str, box: Box, act: _Act) -> bool:
        """Whether ``value`` showed at ``box`` on a screen before ``act``."""
        return any(m.box.overlap(box) > 0 for screen in self._seen_earlier(act) for m in find_all(screen, value))

    def _in_input_field(self, lines: list[OcrLine], box: Box, typed_at: list[Box]) -> bool:
        """Whether the text at ``box`` on this screen sits inside an input field where it was typed
        (``typed_at``: where the value showed before the step's last action) — a value, not a result.

        Both are needed: a selected row of a list is drawn like an edit box, and a created page may
        show its title where the form's field was."""
        frame = self.read.frame_of(lines)
        if frame is None:
            return False
        x, y = box.center
        field = field_at(frame.pixels, lines, x, y)
        if field is None or field.kind not in ("edit", "multiline", "combo"):
            return False
        return any(field.box.overlap(where) > 0 or _under(field.box, *where.center) for where in typed_at)

    def _wait_before(self, previous: _Act, act: _Act) -> str:
        """A text to wait for before ``act``: what ``previous`` brought up and ``act`` needs."""
        if act.raw.kind is ActionKind.CLICK and act.field is not None:
            wanted = act.field.label or act.field.inside
            if find_text(previous.before, wanted) is None and find_text(act.before, wanted) is not None:
                return escape_template(_label_text_of(act.field))
            return ""
        if act.raw.kind is ActionKind.CLICK and "target_text" in act.spec and act.click is not None:
            wanted = act.click.text
            if find_text(previous.before, wanted) is None and find_text(act.before, wanted) is not None:
                return str(act.spec["target_text"])
            return ""
        if act.spec["skill"] in ("type", "key") and previous.raw.kind is not ActionKind.TYPE:
            echo = self._echo([previous, act])
            new = [
                t
                for t in self._candidates(act.before, echo)
                if find_text(previous.before, t) is None and len(find_all(act.before, t)) == 1
            ]
            new = [t for t in new if self._confirmed(t, act.before)]
            if new:
                return escape_template(max(new, key=lambda t: len(normalise(t))))
        return ""

    # -- the task's end ------------------------------------------------------------------------
    def _verify_at_end(self) -> list[str]:
        """The values the person typed or picked (no secret, no part of a URL) that the recording's last screen
        shows, for the run's end check (``verify``): a run ends completed only where its last screen shows each
        of them. A pick counts like a typed value: a run whose pick was not taken must not end completed.

        A typed value the last screen does not show is left out, and the person is told: a run could never
        see it, so listing it would stop every run, a good one too. Shown means what the run's end check
        takes for shown (:func:`find_value`: the value standing alone, as typed).
        """
        chosen = self.typed_params | (self.used - self.url_params)
        names = sorted((chosen - self.params.secret) | set(self.extra_params))
        final = self.read(self.demo.last)
        shown: list[str] = []
        for name in names:
            value = self.params.values.get(name, "")
            if name in self.params.values and find_value(final, value) is None:
                self.warnings.append(
                    f"parameter {name!r} does not show on the recording's last screen: a run cannot check "
                    "it was kept (record until the saved value shows)"
                )
                continue
            shown.append(name)
        return shown

    # -- the file's parameters -----------------------------------------------------------------
    def _parameters(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in sorted(self.used):
            spec: dict[str, Any] = {}
            labels = self.fields.get(name, [])
            if labels:
                spec["description"] = f"typed into {', '.join(labels)}"
            elif name in self.typed_params:
                spec["description"] = "typed"
            elif name in self.url_params:
                spec["description"] = "part of the start URL"
            elif name in self.picked_params:
                spec["description"] = "picked on screen: the entry showing the value is clicked"
            else:
                spec["description"] = "picked in a list by typing it"
            if name in self.params.secret:
                spec["secret"] = True
            if labels:
                spec["fields"] = labels
            out[name] = spec
        out.update(self.extra_params)
        return out

    @staticmethod
    def _describe(spec: dict[str, Any]) -> str:
        skill = spec["skill"]
        if skill == Skill.CLICK:
            verb = {2: "double-click", 3: "triple-click"}.get(spec.get("clicks", 1), "click")
            if "target_field" in spec:
                field = spec["target_field"]
                return f'{verb} field "{field.get("label") or field.get("placeholder")}"'
            if "target_text" in spec:
                return f'{verb} "{spec["target_text"]}"'
            return f"{verb} at ({spec['point'][0]},{spec['point'][1]})"
        if skill == Skill.TYPE:
            text = spec["text"]
            return f"type {text}" if text.startswith("{") and text.endswith("}") else f"type {len(text)} chars"
        if skill == Skill.KEY:
            return f"press {spec['keys']}"
        return f"scroll {spec['amount']:+d}"


def drop_secret_leaves(data: dict[str, Any], secrets: Mapping[str, str]) -> list[str]:
    """The second line behind every rule of the recorder: no text of a task's ``data`` holds a secret
    or a near copy of one (:func:`shows_secret`); a layout signature is numbers, not text, and is not read.

    A text the run only checks (a step's anchor or a post-condition's text, one of several; the text a
    point is placed from) is taken out of ``data``, and a warning says where; ``data`` that would still
    hold one — in what the run does, or in a list left empty — raises :class:`RecordingError` naming the
    place (never the text: it is the secret's near copy), and no file is written.
    """
    warnings: list[str] = []
    if not secrets:
        return warnings
    for path, parent, key in reversed(_string_leaves(data)):
        name = None if _ENCODED.match(path) else shows_secret(parent[key], secrets)
        if name is None:
            continue
        if (near := _NEAR_TEXT.match(path)) is not None:
            del data["steps"][int(near[1])]["actions"][int(near[2])]["near"]
        elif _CHECKED_TEXT.match(path) is not None and len(parent) > 1:
            del parent[key]
        else:
            raise RecordingError(
                f"the task file's {path} would hold secret {name!r} or a near copy of it; nothing was written"
            )
        warnings.append(f"{path} held secret {name!r} or a near copy of it; left out (only checked)")
    return warnings[::-1]


def _string_leaves(data: object, path: str = "") -> list[tuple[str, Any, Any]]:
    """Every string value in a task's data, in document order, as (its path, its container, its key
    there); not the keys: parameter names are the person's own words."""
    items: list[tuple[Any, object]] = []
    if isinstance(data, dict):
        items = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    out: list[tuple[str, Any, Any]] = []
    for key, value in items:
        at = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else str(key)
        out.extend([(at, data, key)] if isinstance(value, str) else _string_leaves(value, at))
    return out


# Texts a run only checks, never acts on: a step's anchors and a post-condition's texts (one of
# several), and the text a point is placed from (without it, the point is clicked where recorded).
_CHECKED_TEXT = re.compile(r"steps\[\d+\]\.(expect\.anchors|done_when\.texts)\[\d+\]$")
# A layout signature is base64 of numbers computed from the screen's pixels: it holds no text, and a
# short secret turns up in base64 by chance (a three-letter one, case folded, in about one
# 3,400-character layout in ten: most recordings of several steps).
_ENCODED = re.compile(r"steps\[\d+\]\.expect\.layout$")
_NEAR_TEXT = re.compile(r"steps\[(\d+)\]\.actions\[(\d+)\]\.near\.text$")


def merge_fills(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A click on a field, select-all and typing, back to back, become one ``fill``; so do a click
    into an empty input field and typing.

    One action per field replays faster (one settle instead of three waits) and checks that
    the value shows; anything between them (a ``wait_until``) keeps them apart, and so does a
    click into a field that held text (typing there inserts at the caret, a fill replaces).
    """
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(actions):
        click, key, typed = [*actions[i : i + 3], {}, {}][:3]
        target: dict[str, Any] = {k: click[k] for k in ("target_text", "target_field", "occurrence") if k in click}
        is_click = (
            click.get("skill") == "click"
            and "point" not in click
            and ("target_text" in click or "target_field" in click)
        )
        selects = key.get("skill") == "key" and str(key.get("keys", "")).casefold() == "ctrl+a"
        if is_click and selects and typed.get("skill") == "type":
            out.append({"skill": "fill", **target, "text": typed["text"]})
            i += 3
            continue
        if is_click and click.get(_EMPTY_FIELD) and key.get("skill") == "type":
            out.append({"skill": "fill", **target, "text": key["text"]})
            i += 2
            continue
        out.append({k: v for k, v in actions[i].items() if k != _EMPTY_FIELD})
        i += 1
    return out


def _opened_around(opener: _Act, act: _Act, box: Box | None) -> Box | None:
    """The region that appeared between ``opener`` (a click) and ``act`` and holds ``box``: the list
    the click opened, where ``act`` picked the entry in ``box``. None when ``box`` was already
    there (a list on the page all along, a value the field showed before) or the frames are unknown.

    Told by the pixels, not by counting the value's readings: the entry in the list is read one
    way and the same value elsewhere on the page another (a glued label, a colon read as a space).
    """
    before = opener.raw.before
    at_press = act.raw.before
    if box is None or opener.raw.kind is not ActionKind.CLICK or before is None or at_press is None:
        return None
    if before.pixels.shape != at_press.pixels.shape:
        return None
    cx, cy = box.center
    for region in changed_boxes(before.pixels, at_press.pixels):
        if region.x0 <= cx < region.x1 and region.y0 <= cy < region.y1 and region.height > box.height:
            return region
    return None


def _describes_clicked(text: str, act: _Act) -> bool:
    """Whether ``text`` describes the control ``act`` clicked rather than its effect: it begins with
    the control's own words and says more ("Write changes to the database file" in the status bar
    while the pointer rests on "Write Changes") — a tooltip or a status tip."""
    if act.click is None or act.click.via != "text" or act.raw.kind is not ActionKind.CLICK:
        return False
    label = [normalise(w) for w in act.click.text.split()]
    words = [normalise(w) for w in text.split()]
    return bool(label) and len(words) > len(label) and words[: len(label)] == label


def _opener_is_a_choice(opener: _Act, act: _Act) -> bool:
    """Whether the click that opened the list ``act`` picks from was on a choice showing its value
    (a select, a combo box: its text is one of the entries that came with the list), where typing
    moves the choice; a menu's item opening a submenu ("Line Ending" over "Unix (LF)", "Mac (CR)")
    names no entry of it. A combo box grounded as a field, or a click at a point, says nothing
    against typing."""
    if opener.field is not None or opener.click is None or opener.click.via != "text":
        return True
    came = [
        line for line in act.before if not any(m.box.overlap(line.box) > 0 for m in find_all(opener.before, line.text))
    ]
    return find_text(came, opener.click.text) is not None


def _types_next(following: list[InputAction]) -> bool:
    """Whether the person typed right after a click (at most a select-all between): it went into a field."""
    for action in following:
        if action.kind is ActionKind.TYPE:
            return True
        if action.kind is not ActionKind.KEY or action.keys.casefold() != "ctrl+a":
            return False
    return False


def _element_target(lines: list[OcrLine], x: int, y: int, pixels: Any) -> ClickTarget | None:
    """A click in a button's padding, off its label, as a click on the button's label.

    Kept only where the runner, clicking that label, lands in the same button.
    """
    element = element_at(lines, (x, y), pixels)
    label = element.label.strip()
    if not element.lines or not normalise(label) or len(element.lines) > 2:
        return None
    box = element.box
    for i, match in enumerate(find_all(lines, label)):
        cx, cy = match.box.center
        if box.x0 <= cx < box.x1 and box.y0 <= cy < box.y1:
            return ClickTarget(label, i, (x, y), "text", box)
    return None


# A point is placed from a text at most this far from it (pixels), at least this wide.
_NEAR_REACH = 240
_NEAR_MIN_WIDTH = 24

# A text's place recognised again on at most this many distinct pictures of it.
_MAX_PICTURES = 4

# Two readings of one place this alike, and not equal, are one element read two ways (an OCR slip).
_NEAR_MISS = 0.6


def _near_miss(a: str, b: str) -> bool:
    """Two readings of one place that differ as OCR slips do: a letter or a glyph more, less or other."""
    if not a or not b or a == b:
        return False
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= _NEAR_MISS


def _under(box: Box, x: int, y: int, margin: int = 4) -> bool:
    return box.x0 - margin <= x < box.x1 + margin and box.y0 - margin <= y < box.y1 + margin


def _field_dict(target: FieldTarget) -> dict[str, str]:
    """A field target as the task file writes it (empty parts left out)."""
    return {k: v for k, v in (("label", target.label), ("placeholder", target.placeholder), ("kind", target.kind)) if v}


def _label_text_of(field: Field) -> str:
    """The text a field is found by on screen: its label, else its placeholder."""
    return field.label or field.inside


def _unique_approvals(entries: list[str | dict[str, str]]) -> list[str | dict[str, str]]:
    """Approvals without repeats (labels compared as OCR compares), in the order the person acted."""
    seen: set[tuple[str, ...]] = set()
    out: list[str | dict[str, str]] = []
    for entry in entries:
        if isinstance(entry, str):
            key: tuple[str, ...] = ("click", normalise(entry))
        else:
            key = (entry["skill"], entry.get("keys", "").casefold(), normalise(entry.get("field", "")))
        if key not in seen:
            seen.add(key)
            out.append(entry)
    return out


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def recording_header(demo: Demonstration, recorded: RecordedTask) -> str:
    """The comment block on top of a recorded task file: where it came from, and what to check by hand."""
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    stats = recorded.stats
    lines = [
        f"Recorded by `screenroute record` on display {demo.display}, {when}; stopped by {demo.stop_reason}.",
        f"{stats['actions']} actions in {stats['steps']} steps; clicks grounded by text {stats['clicks_by_text']}, "
        f"into fields (by shape and label) {stats['clicks_by_field']}, by point only {stats['clicks_by_point']}.",
        "Review the anchors and post-conditions before sharing this file.",
    ]
    if recorded.warnings:
        lines.append("Warnings:")
        lines += [f"- {w}" for w in recorded.warnings]
    return "\n".join(lines)
