"""A value picked from a list becomes its parameter, and a run picks another value there: on real frames, real OCR.

The frames (``fixtures/list_pick``) are a recorded person's screens of a Japanese issue tracker
(cropped to the form): an HTML ``<select>`` whose list opens over the form; the person picks the
entry below the right one, opens the list again and picks the right one. The
bundled PP-OCR model reads the Japanese entries with Chinese look-alikes ("要早期対応" as
"要早期对応") and glues an entry to the label beside it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.contract import PointNear
from screenroute.contract.text import comparable, simplified
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine
from screenroute.edge.record import ActionKind, Demonstration, InputAction
from screenroute.edge.skills.executor import _placed_near
from screenroute.router.authoring.procedure import TaskContext, _resolved_near
from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task
from screenroute.router.authoring.tasks import build_procedure, parse_task

FIXTURES = Path(__file__).parent / "fixtures" / "list_pick"
FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# The open list's column and rows on the fixtures (the entries' ink, as drawn by Chromium).
LIST_X = (270, 380)
ENTRY_ROWS = {"致命的不具合": 185, "要早期対応": 212, "機能拡張案": 266, "要望": 293}


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


def _frame(name: str) -> Frame:
    return Frame.from_image(Image.open(FIXTURES / f"{name}.png").convert("RGB"))


def _click(before: Frame, after: Frame, x: int, y: int) -> InputAction:
    return InputAction(ActionKind.CLICK, 0.0, 0.0, x=x, y=y, before=before, after=after)


def test_japanese_chinese_and_traditional_spellings_of_a_character_compare_as_one() -> None:
    # From OpenCC's variant tables (generated, not listed by hand): shinjitai → traditional → simplified.
    assert simplified("要早期対応") == simplified("要早期對應") == simplified("要早期对应") == "要早期对应"
    assert comparable("機能拡張案") == comparable("机能扩张案")
    assert simplified("バグ") == "バグ"  # kana are no variants of anything
    assert comparable("設定") != comparable("设置")  # other characters stay other characters


def test_a_run_value_is_found_in_the_open_list_as_ocr_reads_it(ocr: OcrEngine) -> None:
    lines = ocr.read(_frame("list_open_again").pixels)
    for value, row in ENTRY_ROWS.items():
        hit = find_text(lines, value)
        assert hit is not None, (value, [ln.text for ln in lines])
        x, y = hit.box.center
        assert LIST_X[0] <= x <= LIST_X[1] and abs(y - row) <= 10, (value, hit)


def test_a_pick_from_a_list_read_with_look_alikes_binds_its_parameter_and_the_slip_is_left_out(
    ocr: OcrEngine,
) -> None:
    typed, opened, slipped = _frame("form_typed"), _frame("list_open"), _frame("slip_picked")
    again, picked = _frame("list_open_again"), _frame("value_picked")
    demo = Demonstration(
        ":99",
        [
            _click(typed, opened, 325, 133),  # opens the list
            _click(opened, slipped, 293, 240),  # the entry below the right one: a slip
            _click(slipped, again, 325, 133),  # opens the list again
            _click(again, picked, 312, 213),  # the right entry: 要早期対応
        ],
        first=typed, last=picked, stop_reason="signal",
    )  # fmt: skip
    options = RecordOptions(name="t", goal="g", params=Parameters({"priority": "要早期対応"}))
    recorded = build_task(demo, ocr, options)
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert {"skill": "click", "target_text": "{priority}"} in actions, actions
    assert recorded.unbound == ()
    assert len(actions) == 2, actions  # the slip's two clicks are gone
    assert any("a pick made again at once in the same list" in w for w in recorded.warnings), recorded.warnings
    # A run with another value clicks that value's entry in the list that opened.
    step = next(
        s for s in build_procedure(recorded.task).steps if any(a.target_text == "{priority}" for a in s.actions)
    )
    pick = next(a for a in step.resolved_actions(TaskContext({"priority": "機能拡張案"})) if a.target_text)
    hit = find_text(ocr.read(again.pixels), pick.target_text)
    assert hit is not None and abs(hit.box.center[1] - ENTRY_ROWS["機能拡張案"]) <= 10, hit


def _file_list(names: list[str], staged: list[str]) -> np.ndarray:
    """Two lists of files, each with a status icon in front of its name (the icon stages the file),
    and a status line once a file is staged."""
    image = Image.new("RGB", (640, 260), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 16)
    for x, title, files in ((20, "Unstaged Changes", names), (340, "Staged Changes", staged)):
        draw.text((x, 12), title, font=font, fill="black")
        for i, name in enumerate(files):
            y = 50 + 28 * i
            draw.rectangle((x + 4, y + 2, x + 18, y + 16), outline="black", fill="#dde")
            draw.text((x + 48, y), name, font=font, fill="black")
    if staged:
        draw.text((20, 220), "Ready to commit", font=font, fill="black")
    return np.asarray(image)


def test_a_click_on_the_icon_in_front_of_a_value_is_placed_from_the_value(ocr: OcrEngine) -> None:
    names = ["app.py", "config.ini", "notes.txt"]
    before = Frame.from_image(Image.fromarray(_file_list(names, [])))
    after = Frame.from_image(Image.fromarray(_file_list(["app.py", "notes.txt"], ["config.ini"])))
    y = 50 + 28 * 1 + 9  # config.ini's icon
    demo = Demonstration(":99", [_click(before, after, 31, y)], first=before, last=after, stop_reason="signal")
    recorded = build_task(demo, ocr, RecordOptions(name="t", goal="g", params=Parameters({"file": "config.ini"})))
    (click,) = recorded.data["steps"][0]["actions"]
    assert click["near"]["text"] == "{file}" and click["near"]["dx"] < 0, click
    assert recorded.unbound == ()
    # The task file reads back, and a run with another file clicks that file's icon.
    task = parse_task(recorded.to_yaml(), "<recorded>")
    (action,) = build_procedure(task).steps[0].resolved_actions(TaskContext({"file": "notes.txt"}))
    assert action.near is not None and action.near.text == "notes.txt"
    # The other list names the file too: the entry is the one in the recorded entry's column.
    run = Frame.from_image(Image.fromarray(_file_list(names, ["notes.txt"])))
    placed = _placed_near(action.near, ocr.read(run.pixels), (31, y), run)
    assert placed is not None
    x, y_run = placed
    icon = Box(24, 50 + 28 * 2 + 2, 39, 50 + 28 * 2 + 17)
    assert icon.x0 - 3 <= x <= icon.x1 + 3 and icon.y0 - 3 <= y_run <= icon.y1 + 3, (x, y_run)


def test_a_point_placed_from_a_value_is_never_the_recorded_point(ocr: OcrEngine) -> None:
    near = PointNear("Notes", 40, 60, 52, 18)
    assert _resolved_near(near, TaskContext({"file": "x"})) == near  # a fixed text stays as it is
    filled = _resolved_near(PointNear("{file}", -20, 5, 80, 18), TaskContext({"file": "readme.md"}))
    assert filled == PointNear("readme.md", -20, 5, 80, 18, from_value=True)
    # A value that is not in the list: no point at all (the recorded point is the recorded file's icon).
    frame = Frame.from_image(Image.fromarray(_file_list(["app.py", "config.ini"], [])))
    assert _placed_near(filled, ocr.read(frame.pixels), (31, 87), frame) is None
    assert _placed_near(dataclasses.replace(filled, from_value=False), [], (31, 87), frame) == (31, 87)
