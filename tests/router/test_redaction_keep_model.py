"""The layout model that keeps more: it may keep what the rules painted for want of a proof, never what a veto
painted; a column of values still paints what it kept; its data file is refused when it does not fit the code."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import ConfigError
from screenroute.router.privacy.app_vocabulary import AppVocabulary
from screenroute.router.privacy.redaction import PresidioRedactor, SharedAnalyzer
from screenroute.router.privacy.redaction.keep_model import (
    FEATURES,
    KEEP_MODEL_FILE,
    KeepModel,
    default_keep_model,
    load_keep_model,
)

BLANK = Frame.from_image(Image.fromarray(np.full((400, 800, 3), 255, np.uint8)))
N = len(FEATURES)


def _always() -> KeepModel:
    """A model that keeps every segment it is asked about: one leaf, scoring 0.5 whatever the features."""
    return KeepModel((((-1, 0.0, -1, -1, 0.0),),), 0.5)


def _never() -> KeepModel:
    return KeepModel((((-1, 0.0, -1, -1, -50.0),),), 0.5)


def _sent(lines: list[OcrLine], model: KeepModel | bool, analyzer: SharedAnalyzer) -> list[str]:
    redactor = PresidioRedactor(analyzer=analyzer, keep_model=model)
    return [ln.text for ln in redactor.redact(BLANK, lines, {}).lines]


def _line(text: str, x: int, y: int) -> OcrLine:
    return OcrLine(text, Box(x, y, x + 10 * len(text), y + 20), 0.97)


def test_the_model_keeps_what_no_rule_proved_and_nothing_a_veto_painted(analyzer: SharedAnalyzer) -> None:
    lines = [
        # Apart from each other (no column, no row), so that only the model and the segment's own rules decide.
        _line("Zorblax frobnicate", 10, 10),  # no rule proves it, no veto: the model's to keep
        _line("Jörg Ehlert", 250, 60),  # a name: vetoed
        _line("joerg@example.de", 450, 110),  # an e-mail: vetoed
        _line("Zorblax 4711", 120, 160),  # an unproven word kept, the number beside it still painted
    ]
    rules_alone = _sent(lines, False, analyzer)
    assert rules_alone[0].startswith("<TEXT_") and rules_alone[3].startswith("<TEXT_")
    kept = _sent(lines, _always(), analyzer)
    assert kept[0] == "Zorblax frobnicate"
    assert kept[1] == "<PERSON_1>" and kept[2] == "<EMAIL_1>"
    assert kept[3].startswith("Zorblax <") and "4711" not in kept[3]
    assert _sent(lines, _never(), analyzer) == rules_alone


def test_a_column_of_values_paints_a_cell_the_model_kept(analyzer: SharedAnalyzer) -> None:
    # A column of persons under its head: the unknown word in its cells is a value too, whatever the model says.
    cells = ["Mieter", "Jörg Ehlert", "Emily Johnson", "Quorvath", "Mario Rossi", "Anna Schmidt"]
    lines = [_line(text, 10, 10 + 30 * k) for k, text in enumerate(cells)]
    sent = _sent(lines, _always(), analyzer)
    assert "Quorvath" not in sent[3], sent


def test_the_shipped_model_loads_and_fits_the_code() -> None:
    model = default_keep_model()
    assert model.trees and 0 < model.threshold <= 1
    provenance = json.loads(KEEP_MODEL_FILE.read_text(encoding="utf-8"))["provenance"]
    assert provenance["max_leak"] <= 0.001 and provenance["samples"] > 1000
    # The model that ships is the one the committed report's figures were measured for.
    report = Path(__file__).parents[2] / "bench" / "results" / "keep_model.json"
    assert json.loads(report.read_text(encoding="utf-8"))["threshold"] == model.threshold


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"schema": "screenroute/keep-model/v0"}, "schema"),
        ({"features": list(reversed(FEATURES))}, "features"),
        ({"trees": [[[0, 1.0, 0, 2, 0.0], [-1, 0, -1, -1, 0.1], [-1, 0, -1, -1, 0.2]]]}, "names no feature or child"),
        ({"trees": [[[N, 1.0, 1, 2, 0.0], [-1, 0, -1, -1, 0.1], [-1, 0, -1, -1, 0.2]]]}, "names no feature or child"),
        ({"trees": [[[-1, 0, -1, -1, "high"]]]}, "nodes"),
        ({"trees": []}, "at least one tree"),
        ({"threshold": 0}, "threshold"),
    ],
)
def test_a_model_file_that_does_not_fit_the_code_is_refused(tmp_path: Path, change: dict, message: str) -> None:
    data = json.loads(KEEP_MODEL_FILE.read_text(encoding="utf-8")) | change
    path = tmp_path / "keep_model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_keep_model(path)


def test_a_model_written_is_read_back_the_same_and_walks_its_trees(tmp_path: Path) -> None:
    # Feature 2 at most 0.5 goes left (-1.0), else feature 5 decides (+0.5 or +2.0); a second tree adds 0.25.
    tree = (
        (2, 0.5, 1, 2, 0.0),
        (-1, 0.0, -1, -1, -1.0),
        (5, 0.0, 3, 4, 0.0),
        (-1, 0.0, -1, -1, 0.5),
        (-1, 0.0, -1, -1, 2.0),
    )
    model = KeepModel((tree, ((-1, 0.0, -1, -1, 0.25),)), 0.9)
    x = np.zeros((3, N))
    x[1, 2], x[2, 2], x[2, 5] = 1.0, 1.0, 1.0
    assert np.allclose(model.log_odds(x), [-0.75, 0.75, 2.25])
    rng = np.random.default_rng(7)
    path = tmp_path / "keep_model.json"
    path.write_text(model.to_json({"samples": 0}), encoding="utf-8")
    again = load_keep_model(path)
    x = rng.normal(size=(5, N))
    assert np.allclose(again.scores(x), model.scores(x), atol=1e-5) and again.threshold == model.threshold


def test_what_the_model_kept_is_still_learned_as_the_apps_own(analyzer: SharedAnalyzer) -> None:
    # The model keeps by what stands around a text, which changes from frame to frame; the app's vocabulary keeps a
    # text wherever it stands, so it learns what the model kept as it learns what the rules left unproven.
    store = AppVocabulary()
    redactor = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=_always())
    learned: list[str] = []
    for name in ("Jörg Ehlert", "Emily Johnson", "Mario Rossi"):
        lines = [_line("Zorblax frobnicate", 10, 10), _line(name, 250, 60)]
        decided = redactor.decide(BLANK, lines)
        assert not decided.verdicts[0].painted  # kept by the model
        learned += store.observe("app", "form", decided)
    assert learned == ["Zorblax frobnicate"]
    assert _sent([_line("Zorblax frobnicate", 10, 10)], False, analyzer)[0].startswith("<TEXT_")
    rules_and_vocabulary = PresidioRedactor(analyzer=analyzer, vocabulary=store.view("app"), keep_model=False)
    assert rules_and_vocabulary.redact(BLANK, [_line("Zorblax frobnicate", 10, 10)], {}).lines[0].text == (
        "Zorblax frobnicate"
    )


def test_a_column_of_labels_the_model_kept_is_no_column_of_values(analyzer: SharedAnalyzer) -> None:
    # A form's labels stand one under the next, each left of its value: a column whose cells the rules left unproven.
    # Told by its cells as the model left them, it is a column of labels, and none of them is painted as a value.
    labels = ["Zorblax", "Quorvath", "Blemford", "Trantle", "Vexmoor"]
    names = ["Jörg Ehlert", "Emily Johnson", "Mario Rossi", "Anna Schmidt", "Karl Weber"]
    lines = [line for k, (label, name) in enumerate(zip(labels, names, strict=True))
             for line in (_line(label, 10, 10 + 30 * k), _line(name, 300, 10 + 30 * k))]  # fmt: skip
    sent = _sent(lines, _always(), analyzer)
    assert sent[0::2] == labels
    assert all(text.startswith("<PERSON_") for text in sent[1::2])


def test_a_value_a_veto_painted_stays_painted_where_an_unproven_word_touches_it(analyzer: SharedAnalyzer) -> None:
    # An unproven word and a recognizer's span that touch are merged into one run whose first rule is `not_chrome`:
    # the model may not take that run for one painted for want of a proof alone.
    lines = [_line("Zxqv+49 30 1234567", 10, 10)]
    assert "1234567" not in _sent(lines, False, analyzer)[0]
    assert "1234567" not in _sent(lines, _always(), analyzer)[0]


def test_a_segment_the_model_did_not_keep_is_decided_as_by_the_rules_alone(analyzer: SharedAnalyzer) -> None:
    # A column of towns under its head: the model keeps the unknown ones (a mistake it may make), which must not turn
    # the column into no column of values for the town the rules painted there ("Nice", a UI word too).
    cells = ["Stadt", "Quorvath", "Blemford", "Nice", "Trantle", "Vexmoor"]
    lines = [_line(text, 10, 10 + 30 * k) for k, text in enumerate(cells)]
    rules_alone = _sent(lines, False, analyzer)
    assert rules_alone[3].startswith("<")  # the rules paint it: a column of values
    assert _sent(lines, _always(), analyzer)[3].startswith("<")


def test_split_values_are_written_exactly(tmp_path: Path) -> None:
    # A row that sits on a split (one word of twelve; nine characters' log) must go the same way after a round trip.
    on = [1 / 12, float(np.log1p(9))]
    tree = ((0, on[0], 1, 2, 0.0), (-1, 0.0, -1, -1, -1.0), (1, on[1], 3, 4, 0.0), (-1, 0.0, -1, -1, 1.0),
            (-1, 0.0, -1, -1, 3.0))  # fmt: skip
    model = KeepModel((tree,), 0.5)
    path = tmp_path / "keep_model.json"
    path.write_text(model.to_json({}), encoding="utf-8")
    x = np.zeros((2, N))
    x[0, 0], x[1, 0], x[1, 1] = on[0], 0.5, on[1]
    assert np.array_equal(load_keep_model(path).log_odds(x), model.log_odds(x)) and list(model.log_odds(x)) == [-1, 1]
