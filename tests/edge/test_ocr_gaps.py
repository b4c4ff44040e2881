"""Lines cut where their pixels show a gap wider than a space, on real GTK 3 frames read by real PP-OCRv4.

The frames are a GTK 3 text editor's (Mousepad, in the app zoo): its menu bar, which PP-OCR reads
as one glued word, with and without the File menu open (its title highlighted).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.contract import normalise
from screenroute.edge.grounding import element_at, find_text
from screenroute.edge.ocr import OcrLine, RapidOcrEngine

FIXTURES = Path(__file__).parent / "fixtures"
MENUS = ["File", "Edit", "Search", "View", "Document", "Help"]

pytestmark = pytest.mark.skipif(not RapidOcrEngine.is_available(), reason="rapidocr-onnxruntime not installed")


def _pixels(name: str) -> np.ndarray:
    return np.asarray(Image.open(FIXTURES / name).convert("RGB")).copy()


@pytest.fixture(scope="module")
def reads() -> dict[tuple[str, bool], list[OcrLine]]:
    split, whole = RapidOcrEngine(threads=1), RapidOcrEngine(threads=1, split_gaps=False)
    return {
        (name, cut): (split if cut else whole).read(_pixels(name))
        for name in ("gtk3_editor.png", "gtk3_editor_file_menu.png")
        for cut in (True, False)
    }


@pytest.mark.parametrize("frame", ["gtk3_editor.png", "gtk3_editor_file_menu.png"])
def test_a_menu_bar_read_as_one_word_is_its_menus(reads: dict, frame: str) -> None:
    # The detector's line, recognised whole, glues the menus ("FileEditSearch…"): no "File" of its own.
    assert not any(normalise(line.text) == "file" for line in reads[frame, False])
    lines = reads[frame, True]
    top = [line for line in lines if line.box.y1 <= 30]
    assert [line.text for line in top] == MENUS
    assert all(a.box.x1 <= b.box.x0 for a, b in itertools.pairwise(top))  # each menu its own box
    # The runner's grounding of "File" lands on the File menu, exactly (not inside "Filetype" or a glued word).
    file = find_text(lines, "File")
    assert file is not None and file.text == "File" and file.box.x1 < 45


def test_a_space_of_a_monospace_font_does_not_cut_a_line(reads: dict) -> None:
    # The document's first line, "Packing list" in a monospace font: its space is one blank cell,
    # narrower than the gap between two menus.
    lines = reads["gtk3_editor.png", True]
    assert any(normalise(line.text) == "packinglist" for line in lines)
    assert not any(normalise(line.text) in ("packing", "list") for line in lines)


def test_an_item_of_an_open_menu_is_its_own_row_not_the_menu_section(reads: dict) -> None:
    # A menu's section (Save, Save As…, Save All, Revert) is one background: the element under a
    # point in "Save As…"'s padding is that item, its shortcut beside it, never its neighbours —
    # so an approval of it covers no other item of the section.
    pixels = _pixels("gtk3_editor_file_menu.png")
    lines = reads["gtk3_editor_file_menu.png", True]
    target = find_text(lines, "Save As")
    assert target is not None
    padding = (target.box.x1 + 30, target.box.center[1])
    row = element_at(lines, padding, pixels)
    assert normalise(row.label).startswith("saveas") and "Shift+Ctrl+S" in row.label
    assert "revert" not in normalise(row.label) and "Save All" not in row.label
    on_label = element_at(lines, target.box.center, pixels)
    assert normalise(on_label.label).startswith("saveas") and "revert" not in normalise(on_label.label)
