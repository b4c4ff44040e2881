"""The app vocabulary learned at the edge: a text that stays put while the data around it changes.

Real recognizers and vocabularies, a real SQLite file, the real CLI. The layout model that keeps more is left out
(``keep_model=False``) where a test needs the rules to paint its screen's texts; the tests that a value is never
learned run with the shipped model too.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.privacy.app_vocabulary import AppVocabulary
from screenroute.router.privacy.redaction import PlaceholderVault, PresidioRedactor, SharedAnalyzer
from screenroute.router.privacy.redaction.rules import Learned

BLANK = Frame.from_image(Image.fromarray(np.full((300, 640, 3), 255, np.uint8)))


def _screen(name: str, email: str, label: str = "Zorblax frobnicate") -> list[OcrLine]:
    """One state of an app: an unknown label of the app's own, and two values under it."""
    return [
        OcrLine(label, Box(10, 10, 200, 30), 0.98),
        OcrLine(name, Box(10, 50, 200, 70), 0.98),
        OcrLine(email, Box(10, 90, 300, 110), 0.98),
    ]


DATA = [
    ("Jörg Ehlert", "joerg@example.de"),
    ("Emily Johnson", "emily@example.com"),
    ("王秀英", "wang@example.cn"),
    ("Mario Rossi", "mario@example.it"),
]


def test_a_text_joins_the_app_vocabulary_after_three_value_sets(tmp_path: Path, analyzer: SharedAnalyzer) -> None:
    store = AppVocabulary(tmp_path / "vocabulary.db")
    redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app:1"), keep_model=False)
    first = redactor.redact(BLANK, _screen(*DATA[0]), {})
    assert first.lines[0].text.startswith("<TEXT_")  # first sight: nothing proves it chrome
    learned: list[str] = []
    for k, (name, email) in enumerate(DATA[:3]):
        # The same values again teach nothing new: only changed data counts.
        for _ in range(2):
            learned += store.observe("app:1", "list", redactor.decide(BLANK, _screen(name, email)))
        assert (learned == []) == (k < 2)
    assert learned == ["Zorblax frobnicate"]
    after = redactor.redact(BLANK, _screen(*DATA[3]), {})
    assert after.lines[0].text == "Zorblax frobnicate"
    assert "Mario" not in after.lines[1].text and "mario" not in after.lines[2].text
    assert store.apps() == [("app:1", 1)] and store.learned("other:2") == frozenset()


@pytest.mark.parametrize("keep_model", [False, True], ids=["rules", "shipped_model"])
def test_values_the_vault_and_moving_texts_are_never_learned(analyzer: SharedAnalyzer, keep_model: bool) -> None:
    store = AppVocabulary()
    vault = PlaceholderVault()
    vault.placeholder_for("PERSON", "Grant Fairfax")  # the signed-in identity, in the vault up front
    redactor = PresidioRedactor(vault, analyzer=analyzer, vocabulary=store.view("app"), keep_model=keep_model)
    for k, (name, email) in enumerate(DATA):
        lines = _screen(name, email, label="Quuxbar widget")
        # The signed-in user and a support address stay put on every frame; the label moves across and down.
        lines += [
            OcrLine("Grant Fairfax", Box(400, 10, 600, 30), 0.98),
            OcrLine("help@quuxbar.example", Box(400, 250, 600, 270), 0.98),
        ]
        lines[0] = OcrLine("Quuxbar widget", Box(10 + 40 * k, 10 + 40 * k, 200 + 40 * k, 30 + 40 * k), 0.98)
        store.observe("app", "state", redactor.decide(BLANK, lines))
    assert store.vocabulary("app") == Learned()
    out = redactor.redact(BLANK, lines, {})
    assert out.lines[3].text == "<PERSON_1>" and out.lines[4].text.startswith("<EMAIL_")


def test_a_name_shaped_text_that_stays_put_is_learned_at_its_place_only(analyzer: SharedAnalyzer) -> None:
    store = AppVocabulary()
    footer = OcrLine("Made by Grant Fairfax v2.1", Box(10, 250, 300, 270), 0.98)
    for name, email in DATA[:3]:
        # One run each (a redactor and its vault per run), as the edge runs a task.
        run = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=False)
        lines = [*_screen(name, email), footer]
        # A name's and a version's shapes; a name in a segment this short takes its words with it.
        assert run.redact(BLANK, lines, {}).lines[3].text == "<ID_1>"
        store.observe("app", "list", run.decide(BLANK, lines))
    assert store.vocabulary("app").placed == frozenset({("madebygrantfairfaxv21", 1, 21)})
    moved = OcrLine("Made by Grant Fairfax v2.1", Box(10, 10, 300, 30), 0.98)
    run = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=False)
    out = run.redact(BLANK, [*_screen(*DATA[3]), footer, moved], {})
    # Kept where the app showed it while its data changed; painted anywhere else.
    assert out.lines[3].text == "Made by Grant Fairfax v2.1"
    assert "Fairfax" not in out.lines[4].text and "Mario" not in out.lines[1].text
    assert store.forget("app", "Made by Grant Fairfax v2.1") == 1 and store.vocabulary("app").placed == frozenset()


def test_vocab_cli_lists_and_forgets(tmp_path: Path, analyzer: SharedAnalyzer) -> None:
    path = tmp_path / "vocabulary.db"
    store = AppVocabulary(path)
    redactor = PresidioRedactor(analyzer=analyzer, keep_model=False)
    for name, email in DATA[:3]:
        store.observe("127.0.0.1:8000", "list", redactor.decide(BLANK, _screen(name, email)))
    store.close()

    def vocab(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "screenroute.router.app.cli", "vocab", "--db", str(path), *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    assert vocab("list").stdout.split() == ["127.0.0.1:8000", "1"]
    assert vocab("list", "127.0.0.1:8000").stdout.strip() == "Zorblax frobnicate"
    assert "forgot 1" in vocab("forget", "127.0.0.1:8000", "zorblax FROBNICATE").stdout
    assert vocab("list").stdout.strip() == ""
    path = tmp_path / "none.db"
    gone = vocab("list")
    assert gone.returncode == 2 and "no app vocabulary" in gone.stderr


def test_a_word_the_lexicon_lacks_is_learned_inside_a_segment_and_across_the_apps_screens(
    analyzer: SharedAnalyzer,
) -> None:
    store = AppVocabulary()
    redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=False)
    for k, (name, email) in enumerate(DATA[:3]):
        lines = _screen(name, email, label="Powered by Zorblax")
        # Each run shows another screen of the app: the footer stays put on all of them.
        store.observe("app", f"screen-{k}", redactor.decide(BLANK, lines))
    assert store.learned("app") == frozenset({"zorblax", "powered by zorblax"})  # the word, and the segment whole
    lines = [OcrLine("Powered by Zorblax 2.1", Box(10, 10, 260, 30), 0.98), *_screen(*DATA[3])[1:]]
    out = redactor.redact(BLANK, lines, {})
    assert out.lines[0].text == "Powered by Zorblax <NUMBER_1>"  # the learned word kept, the number painted
    assert "Mario" not in out.lines[1].text


def test_an_empty_form_learns_beside_its_runs_data_and_spacing_does_not_split_a_text(
    analyzer: SharedAnalyzer,
) -> None:
    store = AppVocabulary()
    redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=False)
    form: list[OcrLine] = []
    for k, (name, email) in enumerate(DATA[:3]):
        store.observe("app", "list", redactor.decide(BLANK, _screen(name, email)))
        # The form shows no value of its own; OCR spaces its hint differently on each run.
        hint = ["Qorvex flimbat zanthor", "Qorvexflimbat zanthor", "Qorvex flimbatzanthor"][k]
        form = [OcrLine(hint, Box(10, 10, 260, 30), 0.98)]
        store.observe("app", "form", redactor.decide(BLANK, form))
    assert len(store.learned("app")) == 2  # the list's label and the form's hint
    again = [OcrLine("Qorvexflimbatzanthor", Box(10, 10, 260, 30), 0.98)]
    assert redactor.redact(BLANK, again, {}).lines[0].text == "Qorvexflimbatzanthor"
    # A frame with no values before any frame with values teaches nothing.
    fresh = AppVocabulary()
    for _ in range(3):
        assert fresh.observe("app", "form", redactor.decide(BLANK, form)) == []
    assert fresh.learned("app") == frozenset()


def test_a_word_of_a_name_on_the_frame_is_never_learned(analyzer: SharedAnalyzer) -> None:
    """A surname no gazetteer holds, alone in a cell (a wrapped name), stays while the data changes: it is learned
    only where no name on the same frame holds it."""

    def screen(name: str, email: str, with_name: bool) -> list[OcrLine]:
        lines = _screen(name, email, label="Qorvath")
        return [*lines, OcrLine("Anna Qorvath", Box(10, 130, 200, 150), 0.98)] if with_name else lines

    for with_name in (True, False):
        store = AppVocabulary()
        redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app:1"), keep_model=False)
        got = [
            t
            for name, email in DATA[:3]
            for t in store.observe("app:1", "list", redactor.decide(BLANK, screen(name, email, with_name)))
        ]
        assert ("Qorvath" in got) is not with_name  # the name itself, constant, is learned at its place alone


@pytest.mark.parametrize("keep_model", [False, True], ids=["rules", "shipped_model"])
def test_words_that_share_a_cell_with_a_value_are_never_learned_free(
    analyzer: SharedAnalyzer, keep_model: bool
) -> None:
    """A log's address cell: the street repeats (a small pool of streets), its number changes with the data. Its
    words stay put in the column while the values around them change, yet they are the data's, not the app's."""
    store = AppVocabulary()
    redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=keep_model)
    numbers = ["47-7", "118-59", "32-11", "61-42"]
    for k, (name, email) in enumerate(DATA[:3]):
        lines = [
            *_screen(name, email),
            OcrLine(f"Dzirnavu iela {numbers[k]}", Box(10, 130 + 40 * k, 260, 150 + 40 * k), 0.98),
        ]
        decided = redactor.decide(BLANK, lines)
        street = decided.verdicts[-1].painted
        assert any(run.rules[0] != "not_chrome" for run in street), street  # the number is a value
        store.observe("app", "log", decided)
    assert store.learned("app") == frozenset({"zorblax frobnicate"})  # the label alone
    out = redactor.redact(
        BLANK, [*_screen(*DATA[3]), OcrLine(f"Dzirnavu iela {numbers[3]}", Box(10, 130, 260, 150), 0.98)], {}
    )
    assert out.lines[0].text == "Zorblax frobnicate" and "Dzirnavu" not in out.lines[3].text
