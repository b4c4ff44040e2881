"""A post-condition is what a step brought, not what a closed dialog uncovered: on real frames, real OCR.

The frames (``fixtures/dialog_uncovered``, cropped to the file list) are a recorded person's screens
of Xfe (the FOX toolkit): a file clicked in the list, F2, the Rename dialog over the rows beside the
file, the new name typed, Return. Once the dialog closes, the rows it hid show again where they
were ("jpg", "readme.md"); a run whose dialog opens beside another file sees those rows before it
typed anything, and a post-condition made of them lets it take the rename as done without doing it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.record import ActionKind, Demonstration, InputAction
from screenroute.router.authoring.procedure import ProcedureStep, TaskContext
from screenroute.router.authoring.recording import Parameters, RecordOptions, build_task
from screenroute.router.authoring.tasks import build_procedure
from screenroute.router.deciding.node import _unseen_done_texts

FIXTURES = Path(__file__).parent / "fixtures" / "dialog_uncovered"
FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# The Rename dialog on the fixtures (left, top, right, bottom).
DIALOG = (60, 100, 466, 277)


@pytest.fixture(scope="module")
def ocr() -> OcrEngine:
    return create_ocr_engine("rapidocr")


def _frame(name: str) -> Frame:
    return Frame.from_image(Image.open(FIXTURES / f"{name}.png").convert("RGB"))


def _action(kind: ActionKind, before: Frame, after: Frame, **kw: object) -> InputAction:
    return InputAction(kind, 0.0, 0.0, before=before, after=after, **kw)  # type: ignore[arg-type]


def _xfe_rename() -> Demonstration:
    first, wrong, right = _frame("list"), _frame("wrong_row"), _frame("right_row")
    dialog, typed, renamed = _frame("dialog"), _frame("typed"), _frame("renamed")
    return Demonstration(
        ":99",
        [
            _action(ActionKind.CLICK, first, wrong, x=80, y=95),  # the row above the file: a slip
            _action(ActionKind.CLICK, wrong, right, x=80, y=120),  # meeting-notes.txt
            _action(ActionKind.KEY, right, dialog, keys="F2"),
            _action(ActionKind.TYPE, dialog, typed, text="minutes-2026-12"),
            _action(ActionKind.KEY, typed, renamed, keys="Return"),
        ],
        first=first, last=renamed, stop_reason="signal",
    )  # fmt: skip


def _dialog_elsewhere() -> Frame:
    """A run's screen as its dialog opened: the same dialog, nothing typed yet, over other columns of the
    list (the dialog opens beside the run's own file), so the rows the recording's dialog hid show."""
    screen = Image.open(FIXTURES / "right_row.png").convert("RGB")
    screen.paste(Image.open(FIXTURES / "dialog.png").convert("RGB").crop(DIALOG), (410, DIALOG[1]))
    return Frame.from_image(screen)


@pytest.mark.xfail(
    strict=True,
    reason="open: the recorder still takes rows a closed dialog uncovered into the step's post-condition "
    "(a recorder that left them out was not taken: a web app's recording made with it ran 0/3, cause not found)",
)
def test_rows_a_closed_dialog_uncovered_are_no_post_condition_of_the_rename(ocr: OcrEngine) -> None:
    params = Parameters({"file": "meeting-notes.txt", "name": "minutes-2026-12"})
    recorded = build_task(_xfe_rename(), ocr, RecordOptions(name="t", goal="g", params=params))
    rename = next(s for s in recorded.data["steps"] if {"skill": "type", "text": "{name}"} in s["actions"])
    texts = rename["done_when"]["texts"]
    assert "{name}" in texts, texts
    lines_before = ocr.read(_frame("right_row").pixels)
    # Each of its texts is new where it shows: none showed at its place before the dialog opened.
    renamed = ocr.read(_frame("renamed").pixels)
    for text in texts:
        if text.startswith("{"):
            continue
        shown = find_text(renamed, text)
        earlier = find_text(lines_before, text)
        assert shown is None or earlier is None or earlier.box.overlap(shown.box) == 0, (text, texts)
    # A run whose dialog opened elsewhere, before it typed: the step is not done there.
    procedure = build_procedure(recorded.task)
    step = next(s for s in procedure.steps if any(a.text == "{name}" for a in s.actions))
    context = TaskContext({"file": "readme.md", "name": "README-old"})
    run_lines = ocr.read(_dialog_elsewhere().pixels)
    missing = _unseen_done_texts(step, context, run_lines)
    assert not step.done_texts_hold(len(missing)), (step.done_when, [ln.text for ln in run_lines])
    # ... and it is, once the list shows the new name.
    done = [*run_lines, OcrLine("README-old.md", Box(2, 308, 120, 330), 0.9)]
    assert step.done_texts_hold(len(_unseen_done_texts(step, context, done)))


def test_a_new_name_one_slip_from_the_old_one_is_not_read_into_the_old_one() -> None:
    # "readme.md" is within a fuzzy match of "README-old": it is nearer the file's own value, not the new name.
    step = ProcedureStep("rename", "g", (), (), done_when=("{name}",))
    context = TaskContext({"file": "readme.md", "name": "README-old"})
    old = [OcrLine("readme.md", Box(2, 158, 104, 182), 0.95)]
    assert find_text(old, "README-old") is not None  # what a plain text search takes for it
    assert _unseen_done_texts(step, context, old) == ["README-old"]
    # The rename field with the name selected up to its extension, read in two pieces (Xfe, a real run).
    field = [OcrLine("readme.", Box(93, 357, 153, 381), 0.9), OcrLine(".md", Box(147, 360, 175, 379), 0.9)]
    assert find_text(field, "README-old") is not None
    assert _unseen_done_texts(step, context, field) == ["README-old"]
    slipped = [OcrLine("README-0ld.md", Box(2, 158, 124, 182), 0.9)]  # an OCR slip of the new name still counts
    assert _unseen_done_texts(step, context, slipped) == []


def test_a_short_value_of_the_run_does_not_take_a_slipped_reading_of_another() -> None:
    """A short value ("2", a quantity) lies somewhere in any reading; one the value itself holds says
    nothing of the reading, and a value read from a screen is not one the run was given."""
    step = ProcedureStep("add", "g", (), (), done_when=("{name}",))
    line = [OcrLine("Widget Pro 2O00", Box(2, 158, 180, 182), 0.9)]
    assert _unseen_done_texts(step, TaskContext({"name": "Widget Pro 2000", "qty": "2"}), line) == []
    # A short value it does not hold, compared over as long a stretch as the value: still the value's.
    assert _unseen_done_texts(step, TaskContext({"name": "Widget Pro 2000", "qty": "7"}), line) == []
    # A value read from the screen (an on_done hook's) is no rival; the run's own other value still is.
    read = TaskContext({"name": "Widget Pro 2000", "seen": "Widget Pro 2O00"}, parameters=frozenset({"name"}))
    assert _unseen_done_texts(step, read, line) == []
    given = TaskContext({"name": "Widget Pro 2000", "old": "Widget Pro 2O00"})
    assert _unseen_done_texts(step, given, line) == ["Widget Pro 2000"]


def _page(texts: dict[tuple[int, int], str]) -> Frame:
    image = Image.new("RGB", (640, 300), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 18)
    for (x, y), text in texts.items():
        draw.text((x, y), text, font=font, fill="black")
    return Frame.from_image(image)


def test_texts_of_a_page_come_back_to_are_still_a_post_condition(ocr: OcrEngine) -> None:
    # Another page stood between (a form): the list's texts showing again were brought by the save,
    # not uncovered by an overlay, and stay usable as its post-condition.
    listing = {(20, 20): "Inventory", (20, 70): "Warehouse stock", (20, 120): "Supplier contacts"}
    form = _page({(20, 20): "New entry", (20, 70): "Quantity", (300, 240): "Save entry"})
    before, after = _page(listing), _page({**listing, (20, 170): "Entry saved"})
    demo = Demonstration(
        ":99",
        [
            _action(ActionKind.CLICK, before, form, x=60, y=30),
            _action(ActionKind.CLICK, form, after, x=340, y=250),
        ],
        first=before, last=after, stop_reason="signal",
    )  # fmt: skip
    recorded = build_task(demo, ocr, RecordOptions(name="t", goal="g"))
    last = recorded.data["steps"][-1]["done_when"]["texts"]
    assert "Entry saved" in last, last
    assert set(last) & {"Inventory", "Warehouse stock", "Supplier contacts"}, last
