"""A recording rehearses its task file on its own frames, with the runner's grounding, before it is trusted.

The screen is drawn with real fonts and read by real OCR: a tracker's sidebar puts its login box under
a "Login" heading with no ``<label>``; a click written as the nearest word lands on the heading, not in
the box the person pressed, at every scale. A button pressed on its words, and a point placed ``near:``
a text, land where the person pressed at 100, 125 and 80 %. A ``verify:`` value the first screen shows
already would pass a run that typed it a second time: rehearsal says so.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import Action, FieldTarget, PointNear, Skill
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.router.authoring.recording.rehearse import ALL_SCALES, SCALES, Press, Rehearsal

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
# Where the person pressed: inside the user-name box, and on the button's words.
IN_THE_BOX = (170, 112)
ON_THE_BUTTON = (640, 420)


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


@pytest.fixture(scope="module")
def rehearsal(ocr: OcrEngine) -> Rehearsal:
    return Rehearsal(ocr, scales=ALL_SCALES)


@pytest.fixture(scope="module")
def screen(ocr: OcrEngine) -> tuple[Frame, list[OcrLine]]:
    image = Image.new("RGB", (1000, 600), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 15)
    bold = ImageFont.truetype(BOLD, 17)
    # The sidebar: a heading, and under it a box with no label of its own.
    draw.rectangle((20, 40, 320, 300), fill="#e8e8e8")
    draw.text((40, 60), "Login", font=bold, fill="#222222")
    draw.rectangle((40, 95, 300, 129), outline="#999999", fill="white")
    draw.text((40, 150), "Password", font=bold, fill="#222222")
    draw.rectangle((40, 185, 300, 219), outline="#999999", fill="white")
    # The page: a title, a line of text, and a button on a face of its own.
    draw.text((400, 60), "Issue tracker of the project", font=bold, fill="#222222")
    draw.text((400, 120), "Create a new entry with a short summary", font=font, fill="#333333")
    draw.rectangle((560, 405, 720, 437), fill="#d6d6d6", outline="#888888")
    draw.text((575, 412), "Submit Entry", font=font, fill="#111111")
    frame = Frame.from_image(image)
    return frame, ocr.read(frame.pixels)


def test_a_click_grounded_to_the_nearest_word_misses_the_box_the_person_pressed(
    rehearsal: Rehearsal, screen: tuple[Frame, list[OcrLine]]
) -> None:
    frame, lines = screen
    nearest_word = Action(skill=Skill.CLICK, target_text="Login")
    misses = rehearsal.press(Press(nearest_word, frame, lines, IN_THE_BOX))
    assert [m.scale for m in misses] == [1.0, 1.25, 0.8]
    assert all("outside the control the person pressed" in m.reason for m in misses)


def test_the_same_box_pressed_by_its_point_near_the_heading_passes_at_every_scale(
    rehearsal: Rehearsal, screen: tuple[Frame, list[OcrLine]]
) -> None:
    frame, lines = screen
    heading = next(ln for ln in lines if ln.text.strip() == "Login").box
    near = PointNear(
        text="Login", dx=IN_THE_BOX[0] - heading.x0, dy=IN_THE_BOX[1] - heading.y0,
        width=heading.width, height=heading.height,
    )  # fmt: skip
    placed = Action(skill=Skill.CLICK, point=IN_THE_BOX, near=near)
    assert rehearsal.press(Press(placed, frame, lines, IN_THE_BOX)) == []


def test_a_button_pressed_on_its_words_passes_and_a_bare_point_does_not_scale(
    rehearsal: Rehearsal, screen: tuple[Frame, list[OcrLine]]
) -> None:
    frame, lines = screen
    by_text = Action(skill=Skill.CLICK, target_text="Submit Entry")
    assert rehearsal.press(Press(by_text, frame, lines, ON_THE_BUTTON)) == []
    # A point kept without a text to place it from stays where it was at another scale: off the button.
    bare = Action(skill=Skill.CLICK, point=ON_THE_BUTTON)
    assert [m.scale for m in rehearsal.press(Press(bare, frame, lines, ON_THE_BUTTON))] == [1.25, 0.8]


def test_a_target_no_longer_on_screen_is_a_miss_with_the_runners_reason(
    rehearsal: Rehearsal, screen: tuple[Frame, list[OcrLine]]
) -> None:
    frame, lines = screen
    gone = Action(skill=Skill.CLICK, target_text="Close ticket")
    misses = rehearsal.press(Press(gone, frame, lines, ON_THE_BUTTON))
    assert misses and all("finds no place to press" in m.reason and "not on screen" in m.reason for m in misses)


def _line(text: str, y: int) -> OcrLine:
    return OcrLine(text, Box(40, y, 40 + 9 * len(text), y + 18), 0.95)


def test_a_verify_value_the_first_screen_shows_already_proves_nothing() -> None:
    # The note field held the value when the recording began: the last screen showing it says nothing
    # of what the run did (and a run that types it again leaves it twice, which the end check refuses).
    first = [_line("Notes", 40), _line("Book hotel three nights", 80)]
    last = [_line("Notes", 40), _line("Book hotel three nights", 80), _line("Saved", 120)]
    misses = Rehearsal.verify({"text": "Book hotel three nights"}, first, last)
    assert len(misses) == 1 and "first screen already" in misses[0].reason


def test_a_verify_value_typed_during_the_recording_passes_and_one_never_shown_does_not() -> None:
    first = [_line("Notes", 40)]
    last = [_line("Notes", 40), _line("Book hotel three nights", 80)]
    assert Rehearsal.verify({"text": "Book hotel three nights"}, first, last) == []
    misses = Rehearsal.verify({"file": "notes-final.txt"}, first, last)
    assert len(misses) == 1 and "does not show" in misses[0].reason


def test_a_rehearsal_whose_budget_is_spent_names_the_first_step_it_left_unrehearsed() -> None:
    import dataclasses

    from screenroute.router.authoring.recording import build_task

    from .test_build import OPTIONS, ScreenText, StandInOcr, login_demo

    screens = ScreenText()
    options = dataclasses.replace(OPTIONS, rehearse=True, rehearse_budget_s=0.0)
    recorded = build_task(login_demo(screens), StandInOcr(screens), options)
    assert recorded.rehearsal == ("step 1 onward: not rehearsed (the rehearsal's 0 s were spent)",)
    assert recorded.data["rehearsal"] == list(recorded.rehearsal)


class CountingOcr:
    """The real engine, counting the pictures it is asked to read."""

    def __init__(self, ocr: OcrEngine) -> None:
        self.ocr = ocr
        self.reads = 0

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        self.reads += 1
        return self.ocr.read(pixels)


def test_by_default_a_press_is_rehearsed_at_one_more_scale(ocr: OcrEngine, screen: tuple[Frame, list[OcrLine]]) -> None:
    frame, lines = screen
    counting = CountingOcr(ocr)
    bare = Action(skill=Skill.CLICK, point=ON_THE_BUTTON)
    assert SCALES == (1.0, 1.25)
    assert [m.scale for m in Rehearsal(counting).press(Press(bare, frame, lines, ON_THE_BUTTON))] == [1.25]
    assert counting.reads == 1


def test_each_picture_is_read_once_though_the_runner_looks_again(
    ocr: OcrEngine, screen: tuple[Frame, list[OcrLine]]
) -> None:
    # A field no label names: at each scale the runner reads the frame again in full before it gives up.
    # The rescaled frame was just read by the rehearsal; the recording's own is read once; pressing
    # again on the same frame reads nothing more.
    frame, lines = screen
    counting = CountingOcr(ocr)
    rehearsal = Rehearsal(counting)
    nowhere = Action(skill=Skill.CLICK, target_field=FieldTarget(label="Shipping address", kind="edit"))
    for _ in range(2):
        misses = rehearsal.press(Press(nowhere, frame, lines, IN_THE_BOX))
        assert [m.scale for m in misses] == [1.0, 1.25]
        assert all("not on screen" in m.reason for m in misses)
    assert counting.reads == 2
    assert rehearsal.reads == 1


def test_the_build_says_what_it_is_doing() -> None:
    import dataclasses

    from screenroute.router.authoring.recording import build_task

    from .test_build import OPTIONS, ScreenText, StandInOcr, login_demo

    screens = ScreenText()
    said: list[str] = []
    options = dataclasses.replace(OPTIONS, rehearse=True, progress=said.append)
    ocr = StandInOcr(screens)
    demo = login_demo(screens)
    build_task(demo, ocr, options)
    assert said[0].startswith(f"reading action 1 of {len(demo.actions)}")
    assert any(line.startswith("building step 1") for line in said)
    assert any(line.startswith("rehearsing step 1: ") for line in said)
