"""Demonstration → task file, on synthetic screens read by a stand-in OCR engine (the real interface).

The stand-in knows the text of each synthetic frame; everything else — grounding, templating,
step cutting, anchors, post-conditions, the schema check — is the real code.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml
from PIL import Image

from screenroute.contract import normalise
from screenroute.edge.fields import field_at
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.record import (
    ActionKind,
    Demonstration,
    InputAction,
    frame_digest,
    load_demonstration,
    save_demonstration,
)
from screenroute.edge.record.session import mark_writers
from screenroute.router.authoring.recording import Parameters, RecordingError, RecordOptions, build_task
from screenroute.router.authoring.tasks import parse_task

FIXTURES = Path(__file__).parents[1] / "edge" / "fixtures"


class ScreenText:
    """Synthetic screens: each gets its own pixels, and an OCR stand-in that knows their lines."""

    def __init__(self) -> None:
        self.lines: dict[bytes, list[OcrLine]] = {}
        self.pixels: dict[bytes, np.ndarray] = {}
        self.count = 0

    def screen(
        self,
        *texts: tuple[str, int, int],
        fields: tuple[tuple[int, int, int, int], ...] = (),
        shaded: tuple[tuple[int, int, int, int], ...] = (),
    ) -> Frame:
        """A frame showing ``texts`` as (text, x, y), each 20 px high and 9 px per character, over
        input fields drawn as white boxes with a dark frame at ``fields`` (x0, y0, x1, y1), and
        rows drawn on a darker fill at ``shaded`` (a list's selected entry)."""
        self.count += 1
        pixels = np.full((800, 1280, 3), 200 + self.count % 50, dtype=np.uint8)
        pixels[0, 0, 0] = self.count // 50
        for x0, y0, x1, y1 in shaded:
            pixels[y0:y1, x0:x1] = 120
        for x0, y0, x1, y1 in fields:
            pixels[y0:y1, x0:x1] = 90
            pixels[y0 + 1 : y1 - 1, x0 + 1 : x1 - 1] = 255
        for text, x, y in texts:
            # Ink where the text is, so a field holding it shows a value the way a screen does.
            for k in range(len(text)):  # a "T" per character: ink that varies down and across
                pixels[y + 5 : y + 15, x + 9 * k + 3] = 0
                pixels[y + 5, x + 9 * k + 3 : x + 9 * k + 8] = 0
        frame = Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, 1280, 800))
        self.lines[frame_digest(frame)] = [
            OcrLine(text, Box(x, y, x + 9 * len(text), y + 20), 0.98) for text, x, y in texts
        ]
        self.pixels[frame_digest(frame)] = pixels
        return frame

    def crop_lines(self, crop: np.ndarray) -> list[OcrLine]:
        """What a read of a part of a screen finds: the line whose place (with a margin) the crop is."""
        for key, pixels in self.pixels.items():
            for line in self.lines[key]:
                b = line.box
                for pad in range(13):
                    part = pixels[max(0, b.y0 - pad) : b.y1 + pad, max(0, b.x0 - pad) : b.x1 + pad]
                    if part.shape == crop.shape and np.array_equal(part, crop):
                        return [OcrLine(line.text, Box(pad, pad, pad + b.width, pad + b.height), line.score)]
        return []


class StandInOcr:
    def __init__(self, screens: ScreenText) -> None:
        self.screens = screens
        self.calls = 0  # whole screens read
        self.crops = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        lines = self.screens.lines.get(frame_digest(Frame(pixels=pixels, geometry=None)))  # type: ignore[arg-type]
        if lines is None:  # a second read of a part of a screen
            self.crops += 1
            return self.screens.crop_lines(pixels)
        self.calls += 1
        return lines


def act(kind: ActionKind, before: Frame, after: Frame, **fields: object) -> InputAction:
    return InputAction(kind, 0.0, 0.0, before=before, after=after, **fields)  # type: ignore[arg-type]


LOGIN = [("Sign in", 100, 40), ("Username", 100, 100), ("Password", 100, 160), ("Log in", 100, 220),
         ("Forgot password?", 300, 220)]  # fmt: skip
HOME = [("Welcome back", 100, 40), ("Dashboard", 400, 40), ("Log out", 1100, 40), ("Orders", 100, 120),
        ("Reports 2026", 100, 160), ("Customers", 100, 200)]  # fmt: skip
ORDERS = [("Select order to change", 100, 40), ("Add order", 900, 40), ("Log out", 1100, 40), ("Orders", 100, 90),
          ("Filter", 1000, 120), ("Status", 1000, 150), ("Paid", 1000, 180)]  # fmt: skip


# The login form's two input boxes, right of their labels.
LOGIN_FIELDS = ((254, 95, 560, 126), (254, 155, 560, 186))


def login_demo(screens: ScreenText) -> Demonstration:
    f0 = screens.screen(*LOGIN, fields=LOGIN_FIELDS)
    f1 = screens.screen(*LOGIN, ("jane", 260, 100), fields=LOGIN_FIELDS)
    f2 = screens.screen(*LOGIN, ("jane", 260, 100), ("••••••••", 260, 160), fields=LOGIN_FIELDS)
    f3 = screens.screen(*HOME)
    f4 = screens.screen(*ORDERS)
    actions = [
        act(ActionKind.CLICK, f0, f0, x=400, y=108),  # into the empty Username field
        act(ActionKind.TYPE, f0, f1, text="jane"),
        act(ActionKind.CLICK, f1, f1, x=400, y=168),
        act(ActionKind.TYPE, f1, f2, text="hunter22"),
        act(ActionKind.KEY, f2, f3, keys="Return"),
        act(ActionKind.CLICK, f3, f4, x=120, y=128),  # "Orders"
    ]
    return Demonstration(":99", actions, first=f0, last=f4, stop_reason="stop_key")


OPTIONS = RecordOptions(
    name="open_orders",
    goal="log in and open the orders",
    params=Parameters({"user": "jane", "password": "hunter22"}, frozenset({"password"})),
)


def test_a_login_demonstration_becomes_a_two_step_task_with_templates() -> None:
    screens = ScreenText()
    recorded = build_task(login_demo(screens), StandInOcr(screens), OPTIONS)
    steps = recorded.data["steps"]
    assert len(steps) == 2
    login, orders = steps
    # A click into an empty box and the typing after it: one fill of the field, found by its
    # shape and named by the label left of it (never a click on the label's word).
    assert login["actions"] == [
        {"skill": "fill", "target_field": {"label": "Username", "kind": "edit"}, "text": "{user}"},
        {"skill": "fill", "target_field": {"label": "Password", "kind": "edit"}, "text": "{password}"},
        {"skill": "key", "keys": "Return"},
    ]
    assert set(login["expect"]["anchors"]) <= {"Sign in", "Username", "Password", "Log in", "Forgot password?"}
    # Post-condition: texts that came with the new page, never ones that were there before.
    assert login["done_when"]["texts"] and not {"Username", "Password"} & set(login["done_when"]["texts"])
    # The next step's anchors arrived with its page; "Reports 2026" holds a digit and is left out.
    assert "Reports 2026" not in orders["expect"]["anchors"] and "Welcome back" in orders["expect"]["anchors"]
    assert orders["actions"] == [{"skill": "click", "target_text": "Orders"}]
    assert "Orders" not in orders["done_when"]["texts"]  # it was on screen before the click
    params = recorded.data["parameters"]
    assert params["password"]["secret"] is True and params["password"]["fields"] == ["Password"]
    assert params["user"]["fields"] == ["Username"]
    assert recorded.stats["clicks_by_field"] == 2 and recorded.stats["clicks_by_text"] == 1
    # The person pressed Return in the password field: an unattended run may do the same, there only.
    assert recorded.data["approved"] == [{"skill": "key", "keys": "Return", "field": "Password"}]


@pytest.mark.parametrize("shown", [(), (("Loading…", 600, 400),)], ids=["blank", "half-drawn"])
def test_a_page_caught_mid_load_gives_way_to_the_screen_the_person_acted_on(shown: tuple) -> None:
    # The Return's after-frame was grabbed while the next page was still loading (a busy machine):
    # the Orders step is recognised by what the person saw when they clicked, not by nothing.
    screens = ScreenText()
    demo = login_demo(screens)
    demo.actions[4].after = screens.screen(*shown)
    recorded = build_task(demo, StandInOcr(screens), OPTIONS)
    orders = recorded.data["steps"][-1]
    assert orders["actions"] == [{"skill": "click", "target_text": "Orders"}]
    assert orders["expect"].get("anchors"), orders["expect"]
    assert set(orders["expect"]["anchors"]) <= {text for text, _x, _y in HOME}


def test_a_first_screen_caught_mid_load_gives_way_to_the_screen_the_person_acted_on() -> None:
    screens = ScreenText()
    demo = login_demo(screens)
    demo.first = screens.screen()
    recorded = build_task(demo, StandInOcr(screens), OPTIONS)
    login = recorded.data["steps"][0]
    assert set(login["expect"].get("anchors", ())) & {"Sign in", "Username", "Password", "Log in"}, login["expect"]


def test_no_secret_and_no_recorded_value_reaches_the_file() -> None:
    screens = ScreenText()
    recorded = build_task(login_demo(screens), StandInOcr(screens), OPTIONS)
    text = recorded.to_yaml("header")
    assert "hunter22" not in text and "jane" not in text
    assert parse_task(text).parameters["password"].secret


def test_each_frame_is_read_once_and_what_the_session_read_is_reused() -> None:
    screens = ScreenText()
    demo = login_demo(screens)
    ocr = StandInOcr(screens)
    build_task(demo, ocr, OPTIONS)
    assert ocr.calls == 5  # five distinct screens
    again = StandInOcr(screens)
    build_task(demo, again, OPTIONS)
    assert again.calls == 0  # the demonstration kept what was read (a text is read again alone, at most)
    assert again.crops == ocr.crops  # the same texts, each read again once


def test_an_option_that_a_dropdown_brings_up_is_waited_for() -> None:
    screens = ScreenText()
    form = [
        ("New ticket", 100, 40),
        ("Summary", 100, 100),
        ("Type:", 100, 160),
        ("defect", 170, 160),
        ("Create", 100, 400),
    ]
    f0 = screens.screen(*form)
    f1 = screens.screen(*form, ("defect", 170, 185), ("enhancement", 170, 210), ("task", 170, 235))
    f2 = screens.screen(*[t for t in form if t[0] != "defect"], ("task", 170, 160))
    f3 = screens.screen(("Ticket created", 100, 40), ("Reported by", 100, 100), ("Type", 400, 100), ("task", 500, 100))
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f1, x=180, y=170),
            act(ActionKind.CLICK, f1, f2, x=180, y=245),
            act(ActionKind.CLICK, f2, f3, x=110, y=410),
        ],
        first=f0,
        last=f3,
        stop_reason="until_text",
        until_text="Ticket created",
    )
    options = RecordOptions(name="t", goal="g", params=Parameters({"type": "task"}))
    recorded = build_task(demo, StandInOcr(screens), options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    # The option is picked by typing it into the open list: its rank among the matches of the
    # value depends on what the list's field shows ("defect" twice, "task" once).
    assert actions[:4] == [
        {"skill": "click", "target_text": "defect"},
        {"skill": "wait_until", "target_text": "enhancement", "timeout_s": 10.0},
        {"skill": "type", "text": "{type}", "why": "pick {type} in the list that opened"},
        {"skill": "key", "keys": "Return", "why": "take the picked entry"},
    ]
    assert recorded.data["steps"][-1]["done_when"]["texts"][0] == "Ticket created"
    # The pick is in the end check like a typed value: a run whose pick was not taken does not end completed.
    assert recorded.data["verify"] == ["type"]


def test_typed_text_that_looks_personal_becomes_a_parameter() -> None:
    screens = ScreenText()
    f0 = screens.screen(("Contact", 100, 40), ("Email", 100, 100), ("Send invite", 100, 200))
    f1 = screens.screen(("Invitation sent", 100, 40), ("Contacts", 100, 100))
    demo = Demonstration(
        ":99",
        [act(ActionKind.TYPE, f0, f0, text="jane.doe@example.com"), act(ActionKind.KEY, f0, f1, keys="Return")],
        first=f0,
        last=f1,
        stop_reason="signal",
    )
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert "example.com" not in recorded.to_yaml()
    assert "text_1" in recorded.data["parameters"]
    assert any("looked personal" in w for w in recorded.warnings)


def test_a_demonstration_without_visible_effect_is_refused() -> None:
    screens = ScreenText()
    f0 = screens.screen(("Nothing happens here", 100, 40))
    demo = Demonstration(":99", [act(ActionKind.KEY, f0, f0, keys="Tab")], first=f0, last=f0, stop_reason="signal")
    with pytest.raises(RecordingError, match="nothing readable changed"):
        build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))


def _toolbar(screens: ScreenText, frame: Frame, crop: str) -> Frame:
    """``frame`` with a real Qt toolbar (tests/edge/fixtures) at its bottom-left, read as the same texts."""
    pixels = frame.pixels.copy()
    pixels[700:800, 0:420] = np.asarray(Image.open(FIXTURES / crop).convert("RGB"))
    shown = Frame(pixels=pixels, geometry=frame.geometry)
    screens.lines[frame_digest(shown)] = screens.lines[frame_digest(frame)]
    screens.pixels[frame_digest(shown)] = pixels
    return shown


def test_a_last_click_whose_control_greys_out_ends_on_that_look() -> None:
    # A text-less Save whose only effect is its icon greying out: the same texts, the icon faded.
    # The task's end is that change of look under the press, which the run reads from its own frames.
    screens = ScreenText()
    demo = login_demo(screens)
    unsaved = _toolbar(screens, demo.last, "qt_toolbar_save_enabled.png")
    saved = _toolbar(screens, demo.last, "qt_toolbar_save_greyed.png")
    demo.actions[-1] = act(ActionKind.CLICK, demo.actions[-1].before, unsaved, x=120, y=128)  # type: ignore[arg-type]
    demo.actions.append(act(ActionKind.CLICK, unsaved, saved, x=68, y=752))
    demo = Demonstration(":99", demo.actions, first=demo.first, last=saved, stop_reason="stop_key")
    recorded = build_task(demo, StandInOcr(screens), OPTIONS)
    steps = recorded.data["steps"]
    assert steps[-1]["done_when"] == {"effect": "fades"}
    assert steps[-1]["actions"][-1]["skill"] == "click" and steps[-1]["actions"][-1]["point"] == [68, 752]
    assert any("pressed control's look (fades)" in w for w in recorded.warnings)
    task = parse_task(recorded.to_yaml(""))
    assert task.steps[-1].done_when.effect == "fades"
    # A press whose place did not change at all is still refused: nothing would check the end.
    demo.actions[-1] = act(ActionKind.CLICK, unsaved, unsaved, x=68, y=752)
    still = Demonstration(":99", demo.actions, first=demo.first, last=unsaved, stop_reason="stop_key")
    with pytest.raises(RecordingError, match="nothing readable changed"):
        build_task(still, StandInOcr(screens), OPTIONS)


def test_the_file_is_valid_yaml_with_the_header_as_comments() -> None:
    screens = ScreenText()
    recorded = build_task(login_demo(screens), StandInOcr(screens), OPTIONS)
    text = recorded.to_yaml("Recorded here\nline two")
    assert text.startswith("# Recorded here\n# line two\n")
    assert yaml.safe_load(text)["schema"] == "screenroute/task/v1"


def test_ocr_engine_stand_in_is_an_ocr_engine() -> None:
    assert isinstance(StandInOcr(ScreenText()), OcrEngine)


def test_a_parameter_in_the_start_url_becomes_its_template() -> None:
    screens = ScreenText()
    options = RecordOptions(
        name="open_orders",
        goal="g",
        params=Parameters({"user": "jane", "password": "hunter22", "base_url": "http://127.0.0.1:8123/"}),
        start_url="http://127.0.0.1:8123/admin/login/",
        origins=("http://127.0.0.1:8123/",),
    )
    recorded = build_task(login_demo(screens), StandInOcr(screens), options)
    assert recorded.data["start_url"] == "{base_url}admin/login/"
    assert recorded.data["origins"] == ["{base_url}"]
    assert recorded.data["parameters"]["base_url"] == {"description": "part of the start URL"}
    assert "8123" not in recorded.to_yaml()


def test_a_click_target_ocr_reads_unstably_keeps_its_point() -> None:
    screens = ScreenText()
    # GTK underlines the F of "File" once the keyboard was used: OCR then reads "Eile".
    f0 = screens.screen(
        ("Eile Edit View Bookmarks Go Tools Help", 40, 30), ("Home Folder", 40, 100), ("report.txt", 300, 100)
    )
    f1 = screens.screen(("File", 40, 30), ("New Window", 40, 60), ("Close Window", 40, 90))
    f2 = screens.screen(
        ("File Edit View Bookmarks Go Tools Help", 40, 30), ("Home Folder", 40, 100), ("Invoices", 300, 130)
    )
    demo = Demonstration(
        ":99",
        [act(ActionKind.CLICK, f0, f1, x=50, y=38), act(ActionKind.KEY, f1, f2, keys="Escape")],
        first=f0,
        last=f2,
        stop_reason="signal",
    )
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    first = recorded.data["steps"][0]["actions"][0]
    assert first["point"] == [50, 38] and "target_text" not in first
    assert any("eile, file" in w for w in recorded.warnings), recorded.warnings


def test_picking_the_value_the_list_field_already_shows_is_typed_too() -> None:
    screens = ScreenText()
    form = [("New ticket", 100, 40), ("Type:", 100, 160), ("defect", 170, 160), ("Create", 100, 400)]
    f0 = screens.screen(*form)
    f1 = screens.screen(*form, ("defect", 170, 185), ("enhancement", 170, 210), ("task", 170, 235))
    f2 = screens.screen(("Ticket created", 100, 40), ("Reported by", 100, 100))
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f1, x=180, y=170),
            act(ActionKind.CLICK, f1, f0, x=180, y=195),  # the option "defect", match 1 on this screen
            act(ActionKind.CLICK, f0, f2, x=110, y=410),
        ],
        first=f0,
        last=f2,
        stop_reason="signal",
    )
    recorded = build_task(
        demo, StandInOcr(screens), RecordOptions(name="t", goal="g", params=Parameters({"type": "defect"}))
    )
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert {"skill": "type", "text": "{type}", "why": "pick {type} in the list that opened"} in actions
    assert not any(a.get("target_text") == "{type}" for a in actions)


def test_click_select_all_and_typing_become_one_fill() -> None:
    from screenroute.router.authoring.recording.build import merge_fills

    actions = [
        {"skill": "click", "target_text": "Title"},
        {"skill": "key", "keys": "ctrl+a"},
        {"skill": "type", "text": "{title}"},
        {"skill": "click", "target_text": "Notes"},
        {"skill": "wait_until", "target_text": "Notes", "timeout_s": 2.0},
        {"skill": "key", "keys": "ctrl+a"},
        {"skill": "type", "text": "x"},
        {"skill": "click", "point": [10, 10]},
        {"skill": "key", "keys": "ctrl+a"},
        {"skill": "type", "text": "y"},
    ]
    merged = merge_fills(actions)
    assert merged[0] == {"skill": "fill", "target_text": "Title", "text": "{title}"}
    # A wait between them, or a click by point, keeps the actions apart.
    assert merged[1:] == actions[3:]


@pytest.mark.parametrize("as_parameter", [True, False], ids=["parameter", "literal"])
def test_a_line_caught_mid_typing_is_a_template_or_left_out_never_a_required_text(as_parameter: bool) -> None:
    # The last letter of "…by Friday" was not on screen yet and OCR read the caret as a letter:
    # "…by Fridal". That line is the typed value as OCR misread it, not a text of the app.
    screens = ScreenText()
    editor = [("Untitled - Notes", 400, 10), ("File", 20, 40), ("Edit", 80, 40), ("Help", 140, 40)]
    f0 = screens.screen(*editor)
    f1 = screens.screen(*editor, ("Meeting notes by Fridal", 40, 100))
    f2 = screens.screen(("notes.txt - Notes", 400, 10), ("File", 20, 40), ("Edit", 80, 40),
                        ("Meeting notes by Friday", 40, 100), ("Saved to disk", 40, 770))  # fmt: skip
    demo = Demonstration(
        ":99",
        [act(ActionKind.TYPE, f0, f1, text="Meeting notes by Friday"), act(ActionKind.KEY, f1, f2, keys="ctrl+s")],
        first=f0,
        last=f2,
        stop_reason="stop_key",
    )
    params = Parameters({"note": "Meeting notes by Friday"}) if as_parameter else Parameters({})
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g", params=params))
    texts = [t for s in recorded.data["steps"] for t in [*s["expect"].get("anchors", []), *s["done_when"]["texts"]]]
    assert not any("frida" in t.casefold() for t in texts), texts
    assert "Saved to disk" in texts
    assert ("{note}" in texts) is as_parameter


def test_what_the_person_did_is_what_the_file_approves() -> None:
    # A checkbox ticked with the space bar after a click on it, Return in a field, a commit click:
    # each is approved with what it acted on, and only that.
    screens = ScreenText()
    form = [("Settings", 100, 40), ("Notify me by mail", 130, 100), ("Nickname", 100, 160), ("Save changes", 100, 400)]
    boxes = ((100, 103, 116, 119), (254, 155, 560, 186))
    f0 = screens.screen(*form, fields=boxes)
    f1 = screens.screen(*form, ("jd", 260, 160), fields=boxes)
    f2 = screens.screen(("Settings saved", 100, 40), ("Back to the start", 100, 100))
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f0, x=108, y=111),  # into the checkbox
            act(ActionKind.KEY, f0, f0, keys="space"),
            act(ActionKind.CLICK, f0, f0, x=400, y=170),  # into the Nickname box
            act(ActionKind.TYPE, f0, f1, text="jd"),
            act(ActionKind.KEY, f1, f1, keys="Return"),
            act(ActionKind.CLICK, f1, f2, x=150, y=410),  # "Save changes"
        ],
        first=f0,
        last=f2,
        stop_reason="signal",
    )
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert recorded.data["approved"] == [
        {"skill": "key", "keys": "space", "field": "Notify me by mail"},
        {"skill": "key", "keys": "Return", "field": "Nickname"},
        "Save changes",
    ]
    checkbox = recorded.data["steps"][0]["actions"][0]
    assert checkbox == {"skill": "click", "target_field": {"label": "Notify me by mail", "kind": "checkbox"}}
    # A key pressed where the focus is unknown (after Tab) is not approved: a person is asked.
    tabbed = Demonstration(
        ":99",
        [act(ActionKind.KEY, f0, f0, keys="Tab"), act(ActionKind.KEY, f0, f2, keys="Return")],
        first=f0,
        last=f2,
        stop_reason="signal",
    )
    recorded = build_task(tabbed, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert "approved" not in recorded.data and any("focused field is unknown" in w for w in recorded.warnings)


def test_the_press_after_which_the_app_received_a_write_is_approved_whatever_its_words(tmp_path: Path) -> None:
    # "Create ticket" reads as low risk, so its words alone approve nothing; the egress filter saw
    # the app's write right after the person pressed it, so it is the task's commit and is approved.
    # "Preview" (low, no write after it) is not.
    screens = ScreenText()
    form = [("Create New Ticket", 100, 40), ("Preview", 100, 400), ("Create ticket", 300, 400)]
    f0 = screens.screen(*form)
    f1 = screens.screen(*form, ("Preview of the ticket", 100, 300))
    f2 = screens.screen(("Ticket #12 (new)", 100, 40), ("Modify Ticket", 100, 100))
    preview = InputAction(ActionKind.CLICK, 10.0, 10.0, x=130, y=410, before=f0, after=f1)
    create = InputAction(ActionKind.CLICK, 13.0, 13.0, x=350, y=410, before=f1, after=f2)
    # Writes as the session polls them: none until the second press, one 0.2 s after it.
    mark_writers([preview, create], [(13.0, 13.2)])
    assert (preview.wrote, create.wrote) == (False, True)
    demo = Demonstration(":99", [preview, create], first=f0, last=f2, stop_reason="signal", writes=("POST /newticket",))
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert recorded.data["approved"] == ["Create ticket"]
    assert recorded.data["writes"] == ["POST /newticket"]
    # A kept recording holds which press wrote, and reads back into the same approval.
    save_demonstration(demo, tmp_path / "kept")
    back = load_demonstration(tmp_path / "kept")
    assert [a.wrote for a in back.actions] == [False, True]
    assert build_task(back, StandInOcr(screens), RecordOptions(name="t", goal="g")).data["approved"] == [
        "Create ticket"
    ]
    # Without the write seen, the same presses approve nothing.
    preview.wrote = create.wrote = False
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert "approved" not in recorded.data


def test_a_write_marks_the_last_action_begun_before_it_was_seen() -> None:
    frame = ScreenText().screen(("x", 0, 0))
    actions = [InputAction(ActionKind.TYPE, t, t + 0.5, text="a", before=frame) for t in (1.0, 2.0, 5.0)]
    # One before any action (a page's own request), two after the second.
    mark_writers(actions, [(0.3, 0.5), (2.5, 2.7), (2.7, 2.9)])
    assert [a.wrote for a in actions] == [False, True, False]
    # Polls far apart (a screen read between them on a busy machine): a write seen 8 s after the
    # press may have come at once.
    late = [InputAction(ActionKind.TYPE, t, t + 0.5, text="a", before=frame) for t in (1.0, 2.0)]
    mark_writers(late, [(2.6, 10.6)])
    assert [a.wrote for a in late] == [False, True]
    later = [InputAction(ActionKind.TYPE, t, t + 0.5, text="a", before=frame) for t in (1.0, 2.0)]
    mark_writers(later, [(8.8, 9.0)])  # a page's timer, long after the person's last action
    assert [a.wrote for a in later] == [False, False]


# -- slips and misreadings that must not reach the file ------------------------------------------

MAIN = [("File Edit View", 40, 30), ("Home Folder", 40, 100), ("report.txt", 300, 100), ("budget.csv", 500, 100)]
EDIT_MENU = [("Cut", 90, 60), ("Copy", 90, 90), ("Paste", 90, 120)]
FILE_MENU = [("New Window", 40, 60), ("Create New...", 40, 90), ("Close Window", 40, 120)]
DIALOG = [("Creating New Folder", 500, 300), ("Enter a name for the folder:", 500, 340), ("Cancel", 700, 420)]


def test_a_menu_opened_by_mistake_and_closed_with_escape_is_left_out() -> None:
    screens = ScreenText()
    main = screens.screen(*MAIN)
    edit = screens.screen(*MAIN, *EDIT_MENU)
    back = screens.screen(*MAIN)  # the same screen, drawn again: other pixels, the same texts in place
    file_menu = screens.screen(*MAIN, *FILE_MENU)
    dialog = screens.screen(*MAIN, *DIALOG)
    typed = screens.screen(*MAIN, *DIALOG, ("Invoices", 510, 380))
    done = screens.screen(*MAIN, ("Invoices", 700, 100))
    actions = [
        act(ActionKind.CLICK, main, edit, x=100, y=38),  # "Edit" by mistake
        act(ActionKind.KEY, edit, back, keys="Escape"),
        act(ActionKind.CLICK, back, file_menu, x=50, y=38),
        act(ActionKind.CLICK, file_menu, dialog, x=80, y=98),
        act(ActionKind.TYPE, dialog, typed, text="Invoices"),
        act(ActionKind.KEY, typed, done, keys="Return"),
    ]
    demo = Demonstration(":99", actions, first=main, last=done, stop_reason="stop_key")
    options = RecordOptions(name="t", goal="g", params=Parameters({"name": "Invoices"}))
    recorded = build_task(demo, StandInOcr(screens), options)
    clicks = [a for s in recorded.data["steps"] for a in s["actions"] if a["skill"] in ("click", "key")]
    assert not any(a.get("keys") == "Escape" for a in clicks), recorded.data["steps"]
    assert any("cancelled on the screen it started from" in w for w in recorded.warnings), recorded.warnings
    assert recorded.stats["actions"] == 4


def test_a_menu_closed_on_another_screen_is_kept() -> None:
    # Escape closed the menu but the screen is not the one the click started from: not a detour.
    screens = ScreenText()
    main = screens.screen(*MAIN)
    edit = screens.screen(*MAIN, *EDIT_MENU)
    other = screens.screen(("Welcome back", 40, 30), ("Dashboard", 400, 40), ("Orders", 100, 120))
    demo = Demonstration(
        ":99",
        [act(ActionKind.CLICK, main, edit, x=100, y=38), act(ActionKind.KEY, edit, other, keys="Escape")],
        first=main, last=other, stop_reason="stop_key",
    )  # fmt: skip
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    assert recorded.stats["actions"] == 2


def test_a_text_ocr_read_two_ways_at_one_place_is_no_anchor() -> None:
    # The sidebar's search entry: an icon OCR reads as "Q" on one screen and as "α" on another.
    screens = ScreenText()
    side_q = [("Q搜索", 20, 200), ("页面管理", 20, 260), ("设置选项", 20, 320)]
    side_a = [("α搜索", 20, 200), ("页面管理", 20, 260), ("设置选项", 20, 320)]
    start = screens.screen(*side_q, ("Welcome back", 400, 40))
    form = screens.screen(*side_a, ("Add a news page", 400, 40), ("Title", 400, 120))
    saved = screens.screen(*side_q, ("Page created", 400, 40), ("Edit this page", 400, 120))
    demo = Demonstration(
        ":99",
        [act(ActionKind.CLICK, start, form, x=420, y=48), act(ActionKind.CLICK, form, saved, x=420, y=128)],
        first=start, last=saved, stop_reason="stop_key",
    )  # fmt: skip
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    texts = [t for s in recorded.data["steps"] for t in (*s["expect"].get("anchors", []), *s["done_when"]["texts"])]
    assert not any("搜索" in t for t in texts), texts
    assert "页面管理" in texts  # read the same everywhere: kept


def test_a_word_behind_a_dialog_is_not_the_label_of_the_dialogs_field() -> None:
    # The main window's "Modify Table" shows left of the dialog's edge, on the field's row; the
    # field's own label is the dialog's "Table" right above it.
    pixels = np.full((400, 800, 3), 225, dtype=np.uint8)
    pixels[:, 300:] = 239  # the dialog's face
    pixels[40:360, 300:302] = 90  # its edge, a window's height
    pixels[101:125, 328:700] = 120  # the field's frame
    pixels[103:123, 330:698] = 255  # its inside
    for x in range(258, 300, 9):  # ink of the word behind the dialog
        pixels[106:118, x] = 0
    for x in range(316, 350, 9):  # ink of the label above the field
        pixels[76:88, x] = 0
    lines = [OcrLine("Modl", Box(256, 102, 305, 123), 0.95), OcrLine("Table", Box(313, 71, 350, 89), 0.99)]
    field = field_at(pixels, lines, 500, 112)
    assert field is not None and field.kind == "edit" and field.label == "Table"
    pixels[40:360, 300:302] = 239  # no edge: the word left of the field, on its row, is its label
    assert field_at(pixels, lines, 500, 112).label == "Modl"


def test_a_list_entry_beyond_ascii_is_clicked_not_typed_ahead() -> None:
    # Type-ahead needs key presses; Chinese text is pasted, and an open list takes no paste.
    screens = ScreenText()
    form = [("新建新闻", 100, 40), ("类别", 100, 160), ("活动", 170, 160), ("保存草稿", 100, 400)]
    f0 = screens.screen(*form)
    f1 = screens.screen(*form, ("活动", 170, 185), ("通知", 170, 210), ("报告", 170, 235))
    f2 = screens.screen(*[t for t in form if t[0] != "活动"], ("通知", 170, 160))
    f3 = screens.screen(("页面已创建", 100, 40), ("编辑页面", 100, 100))
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f1, x=180, y=170),
            act(ActionKind.CLICK, f1, f2, x=180, y=220),
            act(ActionKind.CLICK, f2, f3, x=110, y=410),
        ],
        first=f0, last=f3, stop_reason="signal",
    )  # fmt: skip
    options = RecordOptions(name="t", goal="g", params=Parameters({"category": "通知"}))
    actions = [a for s in build_task(demo, StandInOcr(screens), options).data["steps"] for a in s["actions"]]
    assert {"skill": "click", "target_text": "{category}"} in actions
    assert not any(a["skill"] == "type" for a in actions)


def test_a_value_shown_only_in_the_field_it_was_typed_into_is_no_post_condition() -> None:
    # A save that failed leaves the typed title in its field: that shows whatever the save did.
    screens = ScreenText()
    form = [("New page", 100, 40), ("Title", 100, 100), ("Save draft", 100, 400)]
    fields = ((254, 95, 700, 126),)
    f0 = screens.screen(*form, fields=fields)
    f1 = screens.screen(*form, ("Open day", 260, 100), fields=fields)
    saved = screens.screen(*form, ("Open day", 260, 100), ("Page created", 100, 300), fields=fields)
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f0, x=400, y=110),
            act(ActionKind.TYPE, f0, f1, text="Open day"),
            act(ActionKind.CLICK, f1, saved, x=110, y=410),
        ],
        first=f0, last=saved, stop_reason="signal",
    )  # fmt: skip
    options = RecordOptions(name="t", goal="g", params=Parameters({"title": "Open day"}))
    done = build_task(demo, StandInOcr(screens), options).data["steps"][-1]["done_when"]["texts"]
    assert "{title}" not in done and "Page created" in done


def test_anchors_are_texts_that_stay_in_view_at_a_larger_scale() -> None:
    """At 150 % the bottom third of the recorded screen is below the fold: no anchor is taken from it."""
    screens = ScreenText()
    f0 = screens.screen(*LOGIN, fields=LOGIN_FIELDS)
    f1 = screens.screen(*LOGIN, ("jane", 260, 100), fields=LOGIN_FIELDS)
    f2 = screens.screen(*LOGIN, ("jane", 260, 100), ("••••••••", 260, 160), fields=LOGIN_FIELDS)
    # Two texts new with the page high on it, three low on it.
    home = [("Welcome back", 100, 40), ("Orders", 100, 120), ("Latest news", 100, 700), ("Help desk", 400, 700),
            ("Opening hours", 700, 700)]  # fmt: skip
    f3 = screens.screen(*home)
    f4 = screens.screen(*ORDERS)
    actions = [
        act(ActionKind.CLICK, f0, f0, x=400, y=108),
        act(ActionKind.TYPE, f0, f1, text="jane"),
        act(ActionKind.CLICK, f1, f1, x=400, y=168),
        act(ActionKind.TYPE, f1, f2, text="hunter22"),
        act(ActionKind.KEY, f2, f3, keys="Return"),
        act(ActionKind.CLICK, f3, f4, x=120, y=128),
    ]
    demo = Demonstration(":99", actions, first=f0, last=f4, stop_reason="stop_key")
    login, orders = build_task(demo, StandInOcr(screens), OPTIONS).data["steps"][:2]
    anchors = orders["expect"]["anchors"]
    assert anchors and not {"Latest news", "Help desk", "Opening hours"} & set(anchors), anchors
    # The login's post-condition too: the runner would wait below the fold for it.
    done = login["done_when"]["texts"]
    assert done and not {"Latest news", "Help desk", "Opening hours"} & set(done), done


def _file_list_demo(screens: ScreenText, entry: str) -> Demonstration:
    """A change list (always shown, nothing opens it): the person picks one file, types a message, commits.

    ``entry`` is how OCR read the picked file's row on the screen the person clicked it on.
    """
    chrome = [("Unstaged Changes", 40, 40), ("Commit Message:", 600, 40), ("Rescan", 40, 500), ("Commit", 200, 500)]
    rows = [("README.md", 60, 80), (entry, 60, 110), ("setup.cfg", 60, 140)]
    f0 = screens.screen(*chrome, *rows)
    picked = [("README.md", 60, 80), ("setup.cfg", 60, 110), ("Staged Changes", 40, 300), ("notes.txt", 60, 330)]
    f1 = screens.screen(*chrome, *picked)
    f2 = screens.screen(*chrome, *picked, ("Fix typo", 600, 80))
    f3 = screens.screen(*chrome, ("README.md", 60, 80), ("setup.cfg", 60, 110), ("Created commit", 40, 700))
    return Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f1, x=80, y=120),  # the file's row in the list
            act(ActionKind.CLICK, f1, f1, x=700, y=90),
            act(ActionKind.TYPE, f1, f2, text="Fix typo"),
            act(ActionKind.CLICK, f2, f3, x=220, y=510),
        ],
        first=f0, last=f3, stop_reason="signal",
    )  # fmt: skip


@pytest.mark.parametrize("entry", ["notes.txt", "notes.tct", "M notes.txt"])
def test_a_value_picked_from_a_list_is_its_parameter_ocr_slips_allowed(entry: str) -> None:
    screens = ScreenText()
    options = RecordOptions(name="commit", goal="g", params=Parameters({"file": "notes.txt", "message": "Fix typo"}))
    recorded = build_task(_file_list_demo(screens, entry), StandInOcr(screens), options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert actions[0] == {"skill": "click", "target_text": "{file}"}, actions
    params = recorded.data["parameters"]
    assert set(params) == {"file", "message"} and "picked on screen" in params["file"]["description"]
    assert "fields" not in params["file"]
    text = recorded.to_yaml()
    assert "notes" not in text, text  # neither the value nor OCR's spelling of it is a text the run needs
    task = parse_task(text)
    assert set(task.parameters) == {"file", "message"}
    # A run with another value clicks the row that shows it: the runner grounds the value there.
    other = [OcrLine(t, Box(60, y, 60 + 9 * len(t), y + 20), 0.98) for t, y in
             (("README.md", 80), ("todo.md", 110), ("setup.cfg", 140))]  # fmt: skip
    target = actions[0]["target_text"].format(file="todo.md")
    hit = find_text(other, target, actions[0].get("occurrence", 0))
    assert hit is not None and hit.box.y0 == 110


@pytest.mark.parametrize(
    ("label", "params"),
    [
        ("Tasks", {"type": "task"}),  # part of a word
        ("Add News", {"category": "News"}),  # a label holding the value among words of its own
    ],
)
def test_a_label_that_holds_a_value_is_no_pick_of_it(label: str, params: dict[str, str]) -> None:
    screens = ScreenText()
    f0 = screens.screen(("Home", 40, 40), (label, 40, 100))
    f1 = screens.screen(("Editing", 40, 40), ("Save draft", 40, 400), ("Title", 40, 100))
    demo = Demonstration(":99", [act(ActionKind.CLICK, f0, f1, x=50, y=110)], first=f0, last=f1, stop_reason="signal")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g", params=Parameters(params)))
    click = recorded.data["steps"][0]["actions"][0]
    assert not str(click.get("target_text", "")).startswith("{"), click
    assert "parameters" not in recorded.data


def _copied(screens: ScreenText, frames: list[Frame], kept: OcrLine) -> dict[bytes, list[OcrLine]]:
    """The lines a read of what changed gives ``frames``: ``kept`` (one reading) is the very object on
    every one of them, in place of what each would read there; their other lines are their own."""
    cache = {}
    for frame in frames:
        digest = frame_digest(frame)
        own = [ln for ln in screens.lines[digest] if not _overlap_half(ln.box, kept.box)]
        cache[digest] = [kept, *own]
    return cache


def _overlap_half(a: Box, b: Box) -> bool:
    w = min(a.x1, b.x1) - max(a.x0, b.x0)
    h = min(a.y1, b.y1) - max(a.y0, b.y0)
    return w > 0 and h > 0 and w * h * 2 >= min(a.width * a.height, b.width * b.height)


def _sidebar_demo(screens: ScreenText, side: tuple[str, int, int]) -> tuple[Demonstration, list[Frame]]:
    rest = [("页面管理", 20, 260), ("设置选项", 20, 320)]
    start = screens.screen(side, *rest, ("Welcome back", 400, 40))
    form = screens.screen(side, *rest, ("Add a news page", 400, 40), ("Title", 400, 120))
    saved = screens.screen(side, *rest, ("Page created", 400, 40), ("Edit this page", 400, 120))
    demo = Demonstration(
        ":99",
        [act(ActionKind.CLICK, start, form, x=420, y=48), act(ActionKind.CLICK, form, saved, x=420, y=128)],
        first=start, last=saved, stop_reason="stop_key",
    )  # fmt: skip
    return demo, [start, form, saved]


def _required_texts(recorded: object) -> list[str]:
    data = recorded.data  # type: ignore[attr-defined]
    return [t for s in data["steps"] for t in (*s["expect"].get("anchors", []), *s["done_when"]["texts"])]


def test_a_misreading_copied_to_other_screens_is_no_agreement() -> None:
    # One read of the sidebar took its search icon for a letter ("QSearch pages"); a read of what
    # changed keeps that very reading on every later screen. The copies are one reading, not three:
    # the place is read again alone, which reads "Search pages", so the slip is no anchor.
    screens = ScreenText()
    demo, frames = _sidebar_demo(screens, ("Search pages", 20, 200))
    slip = OcrLine("QSearch pages", Box(11, 200, 128, 220), 0.97)
    demo.ocr_cache.update(_copied(screens, frames, slip))
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"), incremental=True)
    texts = _required_texts(recorded)
    assert not any("search" in normalise(t) for t in texts), texts
    assert "页面管理" in texts


def test_a_correct_reading_copied_to_other_screens_is_kept_when_its_crop_reads_the_same() -> None:
    screens = ScreenText()
    demo, frames = _sidebar_demo(screens, ("Search pages", 20, 200))
    kept = next(ln for ln in screens.lines[frame_digest(frames[0])] if ln.text == "Search pages")
    demo.ocr_cache.update(_copied(screens, frames, kept))
    ocr = StandInOcr(screens)
    recorded = build_task(demo, ocr, RecordOptions(name="t", goal="g"), incremental=True)
    assert "Search pages" in _required_texts(recorded)
    assert ocr.crops >= 1  # confirmed by a read of its own, not by its copies


class RecognizingOcr(StandInOcr):
    """The stand-in with a recogniser: ``recognized`` says what it reads in a box on a given frame."""

    def __init__(self, screens: ScreenText, recognized: dict[bytes, str]) -> None:
        super().__init__(screens)
        self.recognized = recognized
        self.recognitions = 0

    def recognize_boxes(self, pixels: np.ndarray, boxes: list[Box]) -> list[OcrLine]:
        self.recognitions += 1
        text = self.recognized.get(frame_digest(Frame(pixels=pixels, geometry=None)), "")  # type: ignore[arg-type]
        return [OcrLine(text, box, 0.9) for box in boxes]


def test_a_copy_on_pixels_that_changed_is_recognised_again_there() -> None:
    # A mnemonic's underline came and went under a line the reader kept: the box is recognised on
    # each picture of it, and the two readings ("Eile", "File") show the copy was a slip.
    screens = ScreenText()
    demo, frames = _sidebar_demo(screens, ("File settings", 20, 200))
    slip = OcrLine("Eile settings", Box(20, 200, 137, 220), 0.97)
    demo.ocr_cache.update(_copied(screens, frames, slip))
    ocr = RecognizingOcr(screens, {frame_digest(frames[0]): "Eile settings", frame_digest(frames[1]): "File settings",
                                   frame_digest(frames[2]): "File settings"})  # fmt: skip
    recorded = build_task(demo, ocr, RecordOptions(name="t", goal="g"), incremental=True)
    assert not any("settings" in normalise(t) for t in _required_texts(recorded))
    assert ocr.recognitions >= 2


def test_a_click_target_read_once_and_copied_is_read_again_alone() -> None:
    # A read of a dialog's changed region took its "OK" for "K"; the line is kept on the next screen
    # too. A crop of the button alone reads "OK": the reading is no target, the click keeps its point.
    screens = ScreenText()
    dialog = [("New folder", 400, 300), ("Cancel", 400, 400)]
    f0 = screens.screen(*dialog, ("OK", 600, 400))
    f1 = screens.screen(*dialog, ("OK", 600, 400), ("Name", 400, 350))
    f2 = screens.screen(("Invoices", 300, 130), ("Home Folder", 40, 100))
    slip = OcrLine("K", Box(609, 400, 618, 420), 0.9)
    demo = Demonstration(
        ":99",
        [act(ActionKind.CLICK, f0, f1, x=420, y=358), act(ActionKind.CLICK, f1, f2, x=612, y=410)],
        first=f0, last=f2, stop_reason="stop_key",
    )  # fmt: skip
    demo.ocr_cache.update(_copied(screens, [f0, f1], slip))
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"), incremental=True)
    clicks = [a for s in recorded.data["steps"] for a in s["actions"] if a["skill"] == "click"]
    assert clicks[-1].get("target_text") != "K" and clicks[-1]["point"] == [612, 410], clicks
    assert any("only once" in w for w in recorded.warnings), recorded.warnings


def test_a_click_kept_as_a_point_is_placed_from_the_text_nearest_it() -> None:
    # The person clicked into an empty cell under a heading: nothing to read there, so the point
    # stays, with the heading it lies under to place it at another scale.
    screens = ScreenText()
    page = [("Quarterly report", 300, 100), ("Kernel", 40, 40), ("Mode: Command", 900, 760)]
    f0 = screens.screen(*page)
    f1 = screens.screen(*page, ("Mode: Edit", 700, 760))
    demo = Demonstration(":99", [act(ActionKind.CLICK, f0, f1, x=420, y=180)], first=f0, last=f1, stop_reason="signal")
    recorded = build_task(demo, StandInOcr(screens), RecordOptions(name="t", goal="g"))
    click = recorded.data["steps"][0]["actions"][0]
    assert click["point"] == [420, 180]
    assert click["near"] == {"text": "Quarterly report", "dx": 120, "dy": 80, "width": 144, "height": 20}
    task = parse_task(recorded.to_yaml())
    action = task.steps[0].actions[0].to_action()
    assert action.near is not None and action.near.text == "Quarterly report"


def _glued_list_demo(screens: ScreenText, label: str, entry: str) -> Demonstration:
    """A form whose list field opens over the label below it: OCR reads that ``label`` and the
    list's entry under the click (``entry``) as one line, with no space between them."""
    form = [("新規登録", 100, 40), ("優先度", 100, 160), ("更新内容", 100, 210), ("保存", 100, 400)]
    f0 = screens.screen(*form, ("未選択", 200, 160))
    opened = [t for t in form if t[0] != "更新内容"]
    f1 = screens.screen(*opened, ("未選択", 200, 160), ("致命的不具合", 136, 185), (label + entry, 100, 210))
    # Once picked, the field shows the value, read otherwise again (a traditional form for one character).
    f2 = screens.screen(*form, ("要早期對応", 200, 160))
    f3 = screens.screen(("登録しました", 100, 40), ("課題一覧", 100, 100))
    return Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f1, x=210, y=170),  # opens the list
            act(ActionKind.CLICK, f1, f2, x=160, y=220),  # the entry, in the glued line
            act(ActionKind.CLICK, f2, f3, x=105, y=410),
        ],
        first=f0, last=f3, stop_reason="signal",
    )  # fmt: skip


def test_a_list_entry_ocr_glued_to_a_label_and_misread_is_its_parameter() -> None:
    # The entry 要早期対応 is read 要早期对応 (one character slipped) glued to the label 更新内容,
    # which other screens read alone; the field later shows it read another way again.
    screens = ScreenText()
    options = RecordOptions(name="t", goal="g", params=Parameters({"priority": "要早期対応"}))
    recorded = build_task(_glued_list_demo(screens, "更新内容", "要早期对応"), StandInOcr(screens), options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert {"skill": "click", "target_text": "{priority}"} in actions, actions
    assert "picked on screen" in recorded.data["parameters"]["priority"]["description"]
    # The only word about it: the last screen does not show it, so the end check cannot hold it.
    assert [w for w in recorded.warnings if "priority" in w] == [
        "parameter 'priority' does not show on the recording's last screen: a run cannot check it was kept "
        "(record until the saved value shows)"
    ], recorded.warnings
    text = recorded.to_yaml()
    assert "要早期" not in text, text  # OCR's spellings of the value are data, not texts the run needs
    # A run with another value finds the entry that shows it, inside the glued line.
    other = [
        OcrLine("致命的不具合", Box(136, 185, 190, 205), 0.98),
        OcrLine("更新内容要早期対応", Box(100, 210, 181, 230), 0.98),
    ]
    hit = find_text(other, "{priority}".format(priority="要早期対応"))
    assert hit is not None and hit.box.x0 >= 130 and hit.box.y0 == 210


@pytest.mark.parametrize(
    ("label", "entry"),
    [
        ("更新内容", "致命的不具合"),  # another entry: the person did not pick the value there
        # Two of five characters read otherwise (期 as 朝, 応 as 态; 对 is 対's simplified form, no
        # slip): something else.
        ("更新内容", "要早朝对态"),
        ("内容", "要早期対応"),  # the rest is read alone nowhere: a label that holds the value
    ],
)
def test_a_glued_line_that_does_not_show_the_value_whole_stays_a_point(label: str, entry: str) -> None:
    screens = ScreenText()
    options = RecordOptions(name="t", goal="g", params=Parameters({"priority": "要早期対応"}))
    recorded = build_task(_glued_list_demo(screens, label, entry), StandInOcr(screens), options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert {"skill": "click", "target_text": "{priority}"} not in actions, actions
    assert not any("{priority}" in str(a) for a in actions), actions
    assert any(w.startswith("parameter 'priority' was never typed or clicked") for w in recorded.warnings)
    assert recorded.unbound == ("priority",)
