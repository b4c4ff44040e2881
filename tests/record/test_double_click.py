"""A person's double click is one action, recorded and replayed as one.

A folder opened in a file chooser by a double click: the raw X events (two presses at one point
within the double-click time) go through the real decoder into a demonstration, the real builder
writes the task file, and the real executor runs the task's action. It must press twice right one
after the other — a settle (a screen grab) between the presses would be two single clicks to the
application, which selects the folder and never opens it.
"""

from __future__ import annotations

from screenroute.contract import Action, action_from_proto, action_to_proto
from screenroute.edge.frame import Frame
from screenroute.edge.record import ActionDecoder, ActionKind, Demonstration, InputAction, RawInput
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor
from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task
from screenroute.router.authoring.tasks import parse_task

from .test_build import ScreenText, StandInOcr

FOLDERS = [("Save File", 500, 40), ("Name", 40, 90), ("archive", 270, 150), ("drafts", 270, 180), ("Cancel", 900, 700)]
INSIDE = [("Save File", 500, 40), ("Name", 40, 90), ("week1.py", 270, 150), ("old", 270, 180), ("Cancel", 900, 700)]


def _events() -> list[RawInput]:
    return [
        RawInput("motion", 0.5, 0, 300, 160),
        RawInput("button_press", 1.00, 1, 300, 160),
        RawInput("button_release", 1.06, 1, 300, 160),
        RawInput("button_press", 1.20, 1, 301, 160),
        RawInput("button_release", 1.25, 1, 301, 160),
        RawInput("motion", 2.5, 0, 640, 400),
    ]


class Recorded:
    """What the person's hands and the screen did, in order: ``grab`` or ``click x y``."""

    def __init__(self, before: Frame, after: Frame) -> None:
        self.before, self.after = before, after
        self.log: list[str] = []

    def grab(self) -> Frame:
        self.log.append("grab")
        return self.after if any(e.startswith("click") for e in self.log) else self.before

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.log.append(f"click {x} {y}")

    def type_text(self, text: str) -> None: ...
    def key(self, chord: str) -> None: ...
    def scroll(self, x: int, y: int, amount: int) -> None: ...
    def move(self, x: int, y: int) -> None: ...


def test_a_double_click_is_recorded_as_one_and_replayed_as_one() -> None:
    screens = ScreenText()
    folders, inside = screens.screen(*FOLDERS), screens.screen(*INSIDE)
    decoder = ActionDecoder(lambda t: folders if t < 2.0 else inside)
    actions = [a for event in _events() for a in decoder.feed(event)] + decoder.finish()
    assert [(a.x, a.y, a.clicks) for a in actions] == [(300, 160, 2)]
    actions[0].after = inside
    demo = Demonstration(":99", actions, first=folders, last=inside, stop_reason="stop_key")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="open", goal="open the archive folder"))
    written = [a for step in recorded.data["steps"] for a in step["actions"]]
    assert written == [{"skill": "click", "target_text": "archive", "clicks": 2}]
    assert not any("double click" in w for w in recorded.warnings), recorded.warnings
    assert "double-click" in recorded.data["steps"][0]["name"]

    task = parse_task(recorded.to_yaml(""))
    action = task.steps[0].actions[0].to_action()
    assert action == Action("click", target_text="archive", clicks=2)
    assert action_from_proto(action_to_proto(action)) == action  # the edge gets it whole over the wire
    both = Recorded(folders, inside)
    quick = SettleConfig(first_change_s=0.05, typing_change_s=0.05, focus_change_s=0.05, max_settle_s=0.2, quiet_s=0.0)
    executor = SkillExecutor(both, both, StandInOcr(screens), open_url=lambda url: None, settle=quick)
    result = executor.run(action, folders)
    assert result.ok, result.detail
    presses = [i for i, e in enumerate(both.log) if e.startswith("click")]
    assert len(presses) == 2 and presses[1] == presses[0] + 1, both.log
    assert both.log[presses[0]] == both.log[presses[1]]
    assert action.describe() == "double-click 'archive'"


def test_a_double_click_on_a_value_in_a_list_that_just_opened_stays_a_double_click() -> None:
    # "Save as" opens the chooser with its folder list; the person opens the folder "drafts" (the
    # parameter's value) by a double click. Typing the value and Return would pick it only — and
    # in a save dialog, whose name field has the focus, type the name and save.
    screens = ScreenText()
    editor = screens.screen(("File Edit View", 20, 10), ("Save File", 20, 60), ("items = [1, 2]", 300, 300))
    chooser = screens.screen(*FOLDERS)
    inside = screens.screen(*INSIDE)
    first = InputAction(ActionKind.CLICK, 1.0, 1.0, x=40, y=68, before=editor, after=chooser)
    opened = InputAction(ActionKind.CLICK, 3.0, 3.2, x=300, y=188, clicks=2, before=chooser, after=inside)
    demo = Demonstration(":99", [first, opened], first=editor, last=inside, stop_reason="stop_key")
    options = RecordOptions(name="open", goal="open a folder", params=Parameters({"folder": "drafts"}))
    recorded = build_task(demo, StandInOcr(screens), options)
    written = [a for step in recorded.data["steps"] for a in step["actions"] if a["skill"] != "wait_until"]
    assert written[-1] == {"skill": "click", "target_text": "{folder}", "clicks": 2}, recorded.data["steps"]
