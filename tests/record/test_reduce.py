"""A demonstration reduced to the task: detours cut by frame identity, the recording's surroundings
never a target, and an end check that covers what the person typed — through to the run's last decision.

Synthetic screens read by a stand-in OCR engine (the real interface, as in :mod:`.test_build`);
the builder, the task schema, the procedure and the edge node are the real code.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from screenroute.contract import Reason, Route
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.record import ActionKind, Demonstration, RecordingEnvironment
from screenroute.router.authoring.procedure import TaskContext
from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task
from screenroute.router.authoring.recording.reduce import EnvironmentTexts
from screenroute.router.authoring.tasks import TaskFileError, build_procedure, parse_task
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.privacy.redaction import PlaceholderVault
from screenroute.router.privacy.redaction.base import Finding, Redacted

from .test_build import ScreenText, StandInOcr, act

# A save dialog over an editor: the home button of the path bar is named after the work folder.
CHOOSER = [("Save as", 560, 20), ("Name:", 100, 60), ("shopping.py", 200, 60), ("record-app", 100, 110),
           ("Desktop", 20, 200), ("Other Locations", 20, 240), ("Cancel", 900, 700), ("OK", 1000, 700)]  # fmt: skip
FOLDERS = [("archive", 300, 200), ("drafts", 300, 230), ("shared", 300, 260)]
EDITOR = [("File Edit View Run", 20, 20), ("items = [1, 2]", 60, 100), ("for item in items:", 60, 130)]


def _steps_actions(recorded: Any) -> list[dict[str, Any]]:
    return [a for s in recorded.data["steps"] for a in s["actions"]]


def _checked_texts(recorded: Any) -> list[str]:
    return [t for s in recorded.data["steps"] for t in (*s["expect"].get("anchors", []), *s["done_when"]["texts"])]


def test_a_detour_that_comes_back_to_a_seen_screen_is_cut() -> None:
    # The wrong folder opened by a double click, and left by the path bar's home button: the chooser
    # is back, its path bar still showing the folder it came from (a text the first screen showed).
    screens = ScreenText()
    home = screens.screen(*CHOOSER, *FOLDERS)
    in_archive = screens.screen(*CHOOSER, ("archive", 200, 110))
    home_again = screens.screen(*CHOOSER, ("archive", 200, 110), *FOLDERS)
    in_drafts = screens.screen(*CHOOSER, ("drafts", 200, 110))
    named = screens.screen(*CHOOSER[:2], ("week1.py", 200, 60), *CHOOSER[3:], ("drafts", 200, 110))
    saved = screens.screen(*EDITOR, ("week1.py", 60, 60))
    actions = [
        act(ActionKind.CLICK, home, home, x=310, y=208),  # "archive", the wrong folder
        act(ActionKind.CLICK, home, in_archive, x=310, y=208, clicks=2),
        act(ActionKind.CLICK, in_archive, home_again, x=120, y=118),  # the path bar's home button
        act(ActionKind.CLICK, home_again, home_again, x=310, y=238),  # "drafts"
        act(ActionKind.CLICK, home_again, in_drafts, x=310, y=238, clicks=2),
        act(ActionKind.KEY, in_drafts, in_drafts, keys="ctrl+a"),
        act(ActionKind.TYPE, in_drafts, named, text="week1.py"),
        act(ActionKind.CLICK, named, saved, x=1008, y=708),  # OK
    ]
    demo = Demonstration(":99", actions, first=home, last=saved, stop_reason="stop_key")
    options = RecordOptions(name="t", goal="g", params=Parameters({"folder": "drafts", "file": "week1.py"}))
    recorded = build_task(demo, StandInOcr(screens), options)
    targets = [a.get("target_text") for a in _steps_actions(recorded)]
    assert "archive" not in targets and "record-app" not in targets, recorded.data["steps"]
    assert targets.count("{folder}") == 2  # the right folder's double click stays
    assert recorded.stats["actions"] == 5
    assert any("came back to the screen it started from" in w for w in recorded.warnings), recorded.warnings


def test_a_span_after_which_the_app_received_a_write_is_no_detour() -> None:
    # The same wrong folder and way back, but the app received a write after the path bar's button
    # (the egress filter saw it): the span changed the app's state, whatever the screen shows.
    screens = ScreenText()
    home = screens.screen(*CHOOSER, *FOLDERS)
    in_archive = screens.screen(*CHOOSER, ("archive", 200, 110))
    home_again = screens.screen(*CHOOSER, ("archive", 200, 110), *FOLDERS)
    saved = screens.screen(*EDITOR, ("week1.py", 60, 60))
    actions = [
        act(ActionKind.CLICK, home, home, x=310, y=208),
        act(ActionKind.CLICK, home, in_archive, x=310, y=208, clicks=2),
        act(ActionKind.CLICK, in_archive, home_again, x=120, y=118, wrote=True),
        act(ActionKind.CLICK, home_again, saved, x=1008, y=708),  # OK
    ]
    demo = Demonstration(":99", actions, first=home, last=saved, stop_reason="stop_key")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert not any("came back to the screen it started from" in w for w in recorded.warnings), recorded.warnings
    assert "archive" in [a.get("target_text") for a in _steps_actions(recorded)], recorded.data["steps"]


def test_clicks_that_never_leave_the_screen_are_no_detour() -> None:
    # Two checkboxes ticked: the texts are the same before and after (only the boxes changed), but the
    # screen was never left, so nothing came back — both clicks are the task.
    screens = ScreenText()
    boxes = [("Notify me", 140, 100), ("Keep a copy", 140, 140), ("Settings", 100, 30)]
    start = screens.screen(*boxes)
    one = screens.screen(*boxes)
    both = screens.screen(*boxes)
    saved = screens.screen(("Settings saved", 100, 30), ("Back to the list", 100, 80))
    actions = [
        act(ActionKind.CLICK, start, one, x=120, y=108),
        act(ActionKind.CLICK, one, both, x=120, y=148),
        act(ActionKind.CLICK, both, saved, x=120, y=38),
    ]
    demo = Demonstration(":99", actions, first=start, last=saved, stop_reason="stop_key")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert recorded.stats["actions"] == 3
    assert not any("screen it started from" in w for w in recorded.warnings)


# A translation tool's context list beside the strings of the context picked.
CONTEXTS = [("Context", 20, 60), ("MainWindow", 40, 100), ("SettingsPage", 40, 130), ("AboutDialog", 40, 160)]


def _row(y: int) -> tuple[int, int, int, int]:
    return (30, y - 3, 300, y + 23)


def _context_demo(screens: ScreenText, *, highlight: bool) -> Demonstration:
    """The wrong context picked, then the right one, then a string of it; the list shows its
    selection with a highlight where ``highlight`` (a list), or not at all (links, toggles)."""

    def rows(*ys: int) -> tuple[tuple[int, int, int, int], ...]:
        return tuple(_row(y) for y in ys) if highlight else ()

    start = screens.screen(*CONTEXTS, ("Source text", 400, 60))
    wrong = screens.screen(
        *CONTEXTS, ("Source text", 400, 60), ("Apply", 400, 100), ("Reset", 400, 130), shaded=rows(130)
    )
    right = screens.screen(
        *CONTEXTS, ("Source text", 400, 60), ("Open file", 400, 100), ("Quit", 400, 130), shaded=rows(100)
    )
    picked = screens.screen(
        *CONTEXTS, ("Source text", 400, 60), ("Open file", 400, 100), ("Quit", 400, 130), ("Translation", 400, 300),
        ("Beenden", 400, 330), ("Developer comments", 400, 400), ("Phrases and guesses", 400, 460),
        shaded=rows(100),
    )  # fmt: skip
    actions = [
        act(ActionKind.CLICK, start, wrong, x=60, y=140),  # "SettingsPage": the wrong context
        act(ActionKind.CLICK, wrong, right, x=60, y=110),  # "MainWindow": the right one
        act(ActionKind.CLICK, right, picked, x=410, y=140),  # "Quit", a string of it
    ]
    return Demonstration(":99", actions, first=start, last=picked, stop_reason="stop_key")


def test_a_wrong_pick_corrected_in_the_same_list_is_left_out_though_the_screens_between_differ() -> None:
    screens = ScreenText()
    recorded = build_task(
        _context_demo(screens, highlight=True), StandInOcr(screens), RecordOptions(name="t", goal="g")
    )
    targets = [a.get("target_text") for a in _steps_actions(recorded) if a["skill"] == "click"]
    assert targets == ["MainWindow", "Quit"], recorded.data["steps"]
    assert any("picked again in the same list" in w for w in recorded.warnings), recorded.warnings


def test_entries_of_a_column_clicked_in_turn_with_no_selection_moving_are_all_kept() -> None:
    # Links or toggles in a column: the second click redraws nothing of the first's row, so the
    # first click's effect may well hold; both stay.
    screens = ScreenText()
    recorded = build_task(
        _context_demo(screens, highlight=False), StandInOcr(screens), RecordOptions(name="t", goal="g")
    )
    targets = [a.get("target_text") for a in _steps_actions(recorded) if a["skill"] == "click"]
    assert targets == ["SettingsPage", "MainWindow", "Quit"], recorded.data["steps"]


def test_a_pick_in_a_field_that_shows_what_it_showed_before_is_no_detour() -> None:
    # A list field opened and the entry it already showed picked again (the default, or the person's
    # first wrong pick): the screen comes back the same, but a field holds a choice a run must make.
    screens = ScreenText()
    form = [("New ticket", 100, 30), ("Priority", 100, 100), ("Create", 100, 300)]
    box = ((254, 95, 560, 126),)
    start = screens.screen(*form, ("major", 260, 100), fields=box)
    # The open list hides what lies under it (the form's button), as a browser's list does.
    opened = screens.screen(*form[:2], ("major", 260, 100), ("blocker", 260, 130), ("minor", 100, 300), fields=box)
    same = screens.screen(*form, ("major", 260, 100), fields=box)
    done = screens.screen(("Ticket created", 100, 30))
    actions = [
        act(ActionKind.CLICK, start, opened, x=400, y=110),  # the field: its list opens
        act(ActionKind.CLICK, opened, same, x=300, y=110),  # "major" picked: nothing seems changed
        act(ActionKind.CLICK, same, done, x=120, y=308),
    ]
    demo = Demonstration(":99", actions, first=start, last=done, stop_reason="stop_key")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert not any("screen it started from" in w for w in recorded.warnings), recorded.warnings
    assert recorded.stats["actions"] == 3


def test_a_work_folder_name_never_becomes_a_target_or_a_check() -> None:
    # The chooser opens inside a subfolder; the person goes home by the path bar's button, which is
    # named after the recording's own work folder: a run elsewhere shows another name there.
    screens = ScreenText()
    environment = RecordingEnvironment(folders=("/tmp/zoo/record-app",), user="root", host="vm")
    inside = screens.screen(*CHOOSER, ("archive", 200, 110), ("modified 16:07", 600, 200))
    home = screens.screen(*CHOOSER, ("archive", 200, 110), *FOLDERS)
    in_drafts = screens.screen(*CHOOSER, ("drafts", 200, 110))
    actions = [
        act(ActionKind.CLICK, inside, home, x=120, y=118),  # home, by the path bar
        act(ActionKind.CLICK, home, home, x=310, y=238),
        act(ActionKind.CLICK, home, in_drafts, x=310, y=238, clicks=2),
    ]
    demo = Demonstration(":99", actions, first=inside, last=in_drafts, stop_reason="stop_key", environment=environment)
    options = RecordOptions(name="t", goal="g", params=Parameters({"folder": "drafts"}))
    recorded = build_task(demo, StandInOcr(screens), options)
    home_click = _steps_actions(recorded)[0]
    assert "target_text" not in home_click and home_click["point"] == [120, 118], home_click
    assert all("record-app" not in str(a) for a in _steps_actions(recorded))
    assert not any("record-app" in t or "16:07" in t for t in _checked_texts(recorded)), _checked_texts(recorded)
    assert any("surroundings" in w for w in recorded.warnings), recorded.warnings


def test_texts_of_the_surroundings_are_told_by_the_recordings_own_context() -> None:
    texts = EnvironmentTexts(
        RecordingEnvironment(folders=("/srv/run-7/workdir", "/srv/run-7/home", "/tmp"), user="alice", host="box.lan")
    )
    assert texts.names_it("workdir") and texts.names_it("/srv/run-7/workdir/notes.txt") and texts.names_it("alice@box")
    # A folder whose own name is a common word is told by its path alone: "Home" is the app's word too.
    assert not texts.names_it("Home") and not texts.names_it("tmp") and texts.names_it("/srv/run-7/home/a.txt")
    assert texts.names_it("Modified 2026-12-06") and texts.names_it("16:07")
    # The same words are the app's own where the recording ran elsewhere.
    assert not texts.names_it("Workbench") and not texts.names_it("Save as") and not texts.names_it("Desktop")
    assert not EnvironmentTexts(RecordingEnvironment()).names_it("workdir")


# A recipe form: the title and the minutes typed, then saved; the saved page shows what was kept.
FORM = [("Edit recipe", 100, 30), ("Title", 100, 100), ("Minutes", 100, 160), ("Save Changes", 100, 240)]
FIELDS = ((254, 95, 560, 126), (254, 155, 560, 186))


def _recipe_demo(screens: ScreenText, *, minutes_shown: bool, shown_as: str = "Ready in 25") -> Demonstration:
    f0 = screens.screen(*FORM, fields=FIELDS)
    f1 = screens.screen(*FORM, ("Pad thai", 260, 100), fields=FIELDS)
    f2 = screens.screen(*FORM, ("Pad thai", 260, 100), fields=FIELDS)
    f3 = screens.screen(*FORM, ("Pad thai", 260, 100), ("25", 260, 160), fields=FIELDS)
    kept = [("Changes saved", 100, 30), ("Pad thai", 100, 100)] + ([(shown_as, 100, 160)] if minutes_shown else [])
    f4 = screens.screen(*kept)
    actions = [
        act(ActionKind.CLICK, f0, f0, x=400, y=108),
        act(ActionKind.TYPE, f0, f1, text="Pad thai"),
        act(ActionKind.CLICK, f1, f2, x=400, y=168),
        act(ActionKind.TYPE, f2, f3, text="25"),
        act(ActionKind.CLICK, f3, f4, x=140, y=248),
    ]
    return Demonstration(":99", actions, first=f0, last=f4, stop_reason="stop_key")


RECIPE = RecordOptions(name="recipe", goal="add a recipe", params=Parameters({"title": "Pad thai", "minutes": "25"}))


def test_the_end_check_covers_every_typed_value() -> None:
    screens = ScreenText()
    recorded = build_task(_recipe_demo(screens, minutes_shown=True), StandInOcr(screens), RECIPE)
    assert recorded.data["verify"] == ["minutes", "title"]
    assert recorded.task.verify == ("minutes", "title")
    assert not any("does not show on the recording's last screen" in w for w in recorded.warnings)
    # A value the last screen does not show is left out of the check (a run could never see it, so it would
    # stop every run), and the person is told a run cannot check it.
    screens = ScreenText()
    recorded = build_task(_recipe_demo(screens, minutes_shown=False), StandInOcr(screens), RECIPE)
    assert recorded.data["verify"] == ["title"]
    assert any("'minutes' does not show on the recording's last screen" in w for w in recorded.warnings)


def test_a_value_the_last_screen_shows_only_inside_a_longer_one_is_not_in_the_end_check() -> None:
    """The end check takes "25" in "Ready in 125" for no "25": listing it would stop every run."""
    screens = ScreenText()
    recorded = build_task(
        _recipe_demo(screens, minutes_shown=True, shown_as="Ready in 125"), StandInOcr(screens), RECIPE
    )
    assert recorded.data["verify"] == ["title"]
    assert any("'minutes' does not show on the recording's last screen" in w for w in recorded.warnings)


def test_a_secret_is_never_in_the_end_check() -> None:
    text = (
        "schema: screenroute/task/v1\nname: t\ngoal: g\nparameters: {pin: {secret: true}}\nverify: [pin]\n"
        "steps:\n- {name: s, goal: g, expect: {any_screen: true}, actions: [{skill: type, text: '{pin}'}], "
        "done_when: {texts: [Done]}}\n"
    )
    with pytest.raises(TaskFileError, match="secret"):
        parse_task(text, "<t>")


class _NoOcr:
    """Never asked: every decision here is given the lines it decides on."""

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        raise AssertionError("the lines are given")


class _NullRedactor:
    """A Redactor that finds nothing (nothing here is escalated or queued)."""

    def __init__(self, vault: PlaceholderVault) -> None:
        self.vault = vault

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        return Redacted(frame=frame, lines=lines, texts=texts)

    def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Finding]]:
        return dict(texts), []


def _line(text: str, y: int) -> OcrLine:
    return OcrLine(text, Box(100, y, 100 + 12 * len(text), y + 24), 0.99)


def _final_decision(values: dict[str, str], final: list[OcrLine]) -> tuple[Route, Reason, str]:
    """The edge's decision on the run's last screen, every step of the recorded recipe task done."""
    screens = ScreenText()
    recorded = build_task(_recipe_demo(screens, minutes_shown=True), StandInOcr(screens), RECIPE)
    run = TaskRun(build_procedure(recorded.task), TaskContext(values=dict(values)))
    run.step_index = len(run.procedure.steps)
    frame = Frame(pixels=np.full((800, 1280, 3), 255, dtype=np.uint8), geometry=ScreenGeometry(0, 0, 1280, 800))
    decision, _ = EdgeNode(_NoOcr(), planner=None, redactor_factory=_NullRedactor).decide(run, frame, final)
    return decision.route, decision.reason, decision.detail


def test_a_run_with_one_typed_value_unsaved_does_not_end_completed() -> None:
    values = {"title": "Green curry", "minutes": "40"}
    # The page shows the title, but the minutes never saved: needs a person, and says which value.
    route, reason, detail = _final_decision(values, [_line("Changes saved", 30), _line("Green curry", 100)])
    assert (route, reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    assert "minutes" in detail and "title" not in detail and "40" not in detail
    # Both values shown: completed.
    shown = [_line("Changes saved", 30), _line("Green curry", 100), _line("Ready in 40", 160)]
    assert _final_decision(values, shown)[:2] == (Route.HALT, Reason.TASK_COMPLETE)
