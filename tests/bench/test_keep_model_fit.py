"""Fitting the layout model: labels from rendered pairs, boosted trees that learn, a threshold within its leak budget."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.bench.privacy.keep_model import Boosting, Pages, fit, load_pages, main, threshold_for
from screenroute.router.privacy.redaction.keep_model import FEATURES, KeepModel, load_keep_model

NAMES = ["Jörg Ehlert", "Emily Johnson", "Mario Rossi", "Anna Schmidt"]


def _rendered(root: Path) -> Path:
    """Four datasets of one screen: an unknown label of the app's own over a name that changes, and a text that
    changes without being a seeded value."""
    app = root / "some-app"
    for k, name in enumerate(NAMES):
        folder = app / f"en_US-{100 + k}"
        folder.mkdir(parents=True)
        Image.new("RGB", (640, 200), "white").save(folder / "screen-0.png")
        lines = [
            ["Zorblax frobnicate", [10, 10, 190, 30], 0.98],
            [name, [10, 50, 150, 70], 0.98],
            [f"Quux{'abcd'[k]}", [300, 120, 360, 140], 0.98],
        ]
        shots = [{"screen": "list", "frame": "screen-0.png", "lines": lines}]
        (folder / "rendered.json").write_text(json.dumps({"values": [["PERSON", name]], "shots": shots}), "utf-8")
    return app


def test_labels_come_from_the_rendered_pairs(tmp_path: Path) -> None:
    _rendered(tmp_path)
    pages = load_pages([tmp_path], refresh=False)
    assert pages.x.shape[1] == len(FEATURES)
    # The label is the app's own on every page; the changing text is not, and holds no value.
    assert pages.chrome.sum() == 4 and len(pages.chrome) >= 8
    assert pages.totals["some-app"] == {"on_screen": 4, "chrome_n": 4, "chrome_kept": 0}
    assert (tmp_path / "some-app" / "keep-features-en_US.npz").is_file()  # cached for the next fit


def test_an_incomplete_render_is_skipped(tmp_path: Path) -> None:
    app = _rendered(tmp_path)
    (app / "en_US-103" / "rendered.json").unlink()
    assert load_pages([tmp_path], refresh=True).totals == {}


def test_boosted_trees_learn_a_rule_no_single_feature_holds() -> None:
    rng = np.random.default_rng(3)
    x = rng.uniform(size=(2000, len(FEATURES)))
    y = ((x[:, 0] > 0.5) ^ (x[:, 1] > 0.5)).astype(float)  # an exclusive or: no straight line parts it
    model = KeepModel(fit(x, y, Boosting(rounds=60)), 0.5)
    test = rng.uniform(size=(500, len(FEATURES)))
    truth = (test[:, 0] > 0.5) ^ (test[:, 1] > 0.5)
    assert ((model.scores(test) >= 0.5) == truth).mean() > 0.9


def test_the_threshold_keeps_within_the_leak_budget() -> None:
    scores = np.asarray([0.99, 0.95, 0.9, 0.8, 0.7, 0.6])
    values = np.asarray([0, 0, 1, 0, 2, 0])
    pages = Pages(
        np.zeros((6, len(FEATURES))),
        values == 0,
        values,
        np.asarray(["a"] * 6),
        np.asarray(["t"] * 6),
        {"a": {"on_screen": 1000, "chrome_n": 10, "chrome_kept": 0}},
    )
    assert threshold_for(scores, pages, 0.0) == 0.95  # nothing leaked: the two above the first value
    assert threshold_for(scores, pages, 0.001) == 0.8  # one value of 1,000 may go
    assert threshold_for(scores, pages, 0.003) < 0.6  # every value may go: everything is kept
    one_value = Pages(
        pages.x[:1], np.asarray([False]), np.asarray([1]), pages.family[:1], pages.texts[:1], pages.totals
    )
    assert threshold_for(np.asarray([0.9]), one_value, 0.0) > 0.9  # even the best leaks: nothing is kept
    # Two families: the threshold is the one the leakier family needs, whatever the other allows.
    two = Pages(pages.x, pages.chrome, values, np.asarray(["a", "a", "a", "b", "b", "b"]), pages.texts,
                {"a": {"on_screen": 1000, "chrome_n": 5, "chrome_kept": 0},
                 "b": {"on_screen": 100, "chrome_n": 5, "chrome_kept": 0}})  # fmt: skip
    assert threshold_for(scores, two, 0.001) == 0.8  # "a" may keep all of its three; "b" none of its 100 values (0.8)


def test_the_command_writes_a_model_the_redactor_reads(tmp_path: Path) -> None:
    for family in ("one", "two"):
        _rendered(tmp_path / family)
        (tmp_path / family / "some-app").rename(tmp_path / family / family)
    model = tmp_path / "keep_model.json"
    args = ["--workdir", str(tmp_path / "one"), "--workdir", str(tmp_path / "two")]
    assert main([*args, "--model", str(model), "--out", str(tmp_path / "report")]) == 0
    assert load_keep_model(model).trees
    assert "| all |" in (tmp_path / "report.md").read_text(encoding="utf-8")
    assert (tmp_path / "report.png").stat().st_size > 0


def test_one_family_is_refused_with_a_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _rendered(tmp_path)
    with pytest.raises(SystemExit):
        main(["--workdir", str(tmp_path), "--out", str(tmp_path / "report")])
    assert "two families" in capsys.readouterr().err
