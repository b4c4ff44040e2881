"""A real demonstration on a GTK 3 editor, rebuilt with real PP-OCRv4: a menu bar OCR glues, and a
Save As dialog whose post-condition a run with other values and in another folder must see.

The demonstration (``fixtures/gtk3_save_as``: its frames and actions, kept by ``record --frames``)
is Mousepad's from the app zoo: a line typed at the end of a document, Document › Line Ending,
File › Save As…, the name, Save. Its menu bar reads "FileEditSearchViewDocumentHelp" as one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from screenroute.contract import normalise
from screenroute.edge.ocr import RapidOcrEngine
from screenroute.edge.record.storage import load_demonstration
from screenroute.router.authoring.recording import Parameters, RecordedTask, RecordOptions, build_task
from screenroute.router.authoring.recording.texts import names_content

DEMO = Path(__file__).parent / "fixtures" / "gtk3_save_as"
VALUES = {"item": "- umbrella", "line_ending": "DOS / Windows (CR LF)", "file": "trip-london.txt"}
MENUS = {"file", "edit", "search", "view", "document", "help"}

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")


@pytest.fixture(scope="module")
def recorded() -> RecordedTask:
    options = RecordOptions(name="line_save_as", goal="save the list under a new name", params=Parameters(VALUES))
    return build_task(load_demonstration(DEMO), RapidOcrEngine(threads=1), options)


def _step_clicking(recorded: RecordedTask, target: str) -> dict[str, Any]:
    return next(s for s in recorded.data["steps"] if any(a.get("target_text") == target for a in s["actions"]))


def test_a_glued_menu_bar_gives_its_menus_as_targets_and_never_an_anchor(recorded: RecordedTask) -> None:
    targets = [a.get("target_text") for s in recorded.data["steps"] for a in s["actions"]]
    assert "File" in targets and "Document" in targets
    checks = [t for s in recorded.data["steps"] for t in [*s["expect"].get("anchors", []), *s["done_when"]["texts"]]]
    # No check is two menus glued: a run at another scale reads them apart.
    assert not any(sum(menu in normalise(text) for menu in MENUS) > 1 for text in checks), checks


def test_the_save_as_dialog_is_checked_by_its_own_words_not_by_what_it_uncovered(recorded: RecordedTask) -> None:
    done = _step_clicking(recorded, "Save As")["done_when"]["texts"]
    assert done
    # The typed line showed beside the dialog only because the File menu closed: it was there
    # before the step began, so it says nothing about Save As; nor do the names the dialog lists
    # (the folder the recording ran in, the files beside the document), which a run elsewhere lacks.
    assert "{item}" not in done
    assert not any(names_content(text) for text in done), done
    assert not {"record-app", "launch.json", "packing.txt"} & set(done)


def test_the_commit_approval_is_the_item_the_runner_clicks(recorded: RecordedTask) -> None:
    # The person's point on "Save As…" lies in the File menu's section (Save, Save As…, Save All,
    # Revert: one background); the approval is the item the runner's click lands on, nothing beside it.
    clicks = [a for a in recorded.data["approved"] if isinstance(a, str)]
    save_as = [a for a in clicks if normalise(a).startswith("saveas")]
    assert save_as, clicks
    assert not any("revert" in normalise(a) or "saveall" in normalise(a) for a in clicks), clicks


def test_an_entry_of_a_submenu_is_clicked_not_typed(recorded: RecordedTask) -> None:
    # Document › Line Ending opens a radio submenu: typing into a menu presses its mnemonics (the
    # first letter takes an item, the rest goes into the document), so the entry showing the
    # value is clicked.
    actions = [a for s in recorded.data["steps"] for a in s["actions"]]
    assert {"skill": "click", "target_text": "{line_ending}"} in actions
    assert not any(a["skill"] == "type" and a.get("text") == "{line_ending}" for a in actions)
