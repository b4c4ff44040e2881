"""The rule ``keep_model``: a small boosted-trees model keeps a segment the rules painted for want of a proof alone.

Catalogues of real programs hold the words every app uses, not a trade's ("Meter reading", "Fare class", "Payee"),
so a page of a kind the lexicon never saw loses most of its own words at first sight. What a word list cannot say
the page's layout often can: a label stands left of a value or heads a column of them, a title stands alone and
large, a button's word is lower case or short; a value stands right of a label, under a head, among painted
neighbours. The model reads those signs (:data:`FEATURES`) and the proofs and gazetteer hits of the segment's
words. It only keeps more: a run a veto painted (a recognizer, a name, a digit, the vault) stays painted, and
``column_values`` and ``wrapped_value`` still paint what it kept where the layout says value. Its trees are data
(``data/keep_model.json``), fitted by ``bench/privacy/keep_model.py`` on differentially rendered pages, with its
threshold set where it kept at most 0.1 % of the values of pages it was not fitted on.
"""

from __future__ import annotations

import functools
import json
import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import regex as re

from screenroute.router.errors import ConfigError
from screenroute.router.privacy.redaction.given_names import GivenNames
from screenroute.router.privacy.redaction.lexicon import DATA_DIR, LabelTypes, NameLists, fold_text
from screenroute.router.privacy.redaction.rules import (
    KEPT_BY_MODEL,
    PageModel,
    Painted,
    RuleFinding,
    Verdict,
    bind_labels,
    columns,
    is_value,
    reach,
    vetoed,
)

KEEP_MODEL_FILE = DATA_DIR / "keep_model.json"
SCHEMA = "screenroute/keep-model/v1"
_CJK = re.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]")
#: What the model reads of a segment, in this order (the data file names them, and must name these).
FEATURES = (
    "log_chars",  # a label or a button is short, a sentence of data long
    "words",
    "proved",  # the share of its words some rule proved
    "proved_strong",  # … proved by a common UI word
    "painted",  # the share of its letters painted
    "capital_first",
    "title_case",  # every word capitalised: a name's shape, and a heading's
    "lower",
    "upper",
    "colon",  # ends with a label's colon
    "name_words",  # the share of its unproven words the name gazetteers know
    "unproven_length",  # how long its unproven words are
    "punctuation",  # commas, "&", brackets, slashes: records of values
    "cjk",
    "vetoed",  # some word of it vetoed
    "ocr_score",
    "label_bound",  # a label announces it: a value's place
    "label_inside",  # it holds a label and what follows it
    "right_neighbour",  # something right of it on its row: a label's place
    "left_neighbour",  # something left of it: a value's place
    "row_painted",  # the share of its row's other segments painted: a record of values
    "row_vetoed",  # … painted by a veto (a name, a number, a recognizer's find): values, not unknown labels
    "right_vetoed",  # the next segment right of it is a vetoed value: a label's place
    "left_vetoed",  # the one left of it is: a value among values
    "below_vetoed",  # the one under it is: a label over its value, a column's head
    "column_head",
    "column_cell",
    "column_painted",  # the share of its column's other cells painted
    "column_vetoed",  # … painted by a veto
    "height",  # its height to the page's median: a title
    "x",
    "y",
    "repeated",  # its text stands elsewhere on the page too
)


#: One node of a tree: the feature it asks about (-1: a leaf), the value it compares with (at most: left), the rows of
#: its two children, and a leaf's score.
Node = tuple[int, float, int, int, float]


@dataclass(frozen=True)
class KeepModel:
    """Boosted decision trees over :data:`FEATURES`: the scores of the leaves a segment reaches, summed, are its log-odds
    of being the app's own text; it is kept at ``threshold`` or above."""

    trees: tuple[tuple[Node, ...], ...]
    threshold: float

    def scores(self, features: np.ndarray) -> np.ndarray:
        """The probability that each row of ``features`` is the app's own text."""
        odds: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(self.log_odds(features), -40, 40)))
        return odds

    def log_odds(self, features: np.ndarray) -> np.ndarray:
        """The sum of the leaves each row of ``features`` reaches (every tree walked at once, a level at a time)."""
        feature, value, left, right, leaf = self._packed
        trees = np.arange(len(self.trees))[None, :]
        rows = np.arange(len(features))[:, None]
        at = np.zeros((len(features), len(self.trees)), dtype=np.int64)
        while (inner := feature[trees, at] >= 0).any():
            goes_left = features[rows, np.maximum(feature[trees, at], 0)] <= value[trees, at]
            at = np.where(inner, np.where(goes_left, left[trees, at], right[trees, at]), at)
        total: np.ndarray = leaf[trees, at].sum(axis=1)
        return total

    @functools.cached_property
    def _packed(self) -> tuple[np.ndarray, ...]:
        """The trees as five arrays, tree by node (a short tree padded with leaves scoring nothing)."""
        width = max(len(tree) for tree in self.trees)
        padded = [[*tree, *[(-1, 0.0, -1, -1, 0.0)] * (width - len(tree))] for tree in self.trees]
        return tuple(np.asarray([[node[k] for node in tree] for tree in padded]) for k in range(5))

    def to_json(self, provenance: dict[str, object]) -> str:
        """The data file's text (:func:`load_keep_model` reads it back)."""
        # Written exactly (JSON floats round-trip): a split rounded down sends the rows that sit on it the other way.
        trees = [[list(node) for node in tree] for tree in self.trees]
        body = {"schema": SCHEMA, "features": list(FEATURES), "threshold": self.threshold,
                "provenance": provenance, "trees": trees}  # fmt: skip
        return json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n"


def load_keep_model(path: Path = KEEP_MODEL_FILE) -> KeepModel:
    """The model of ``path``, validated: its features must be :data:`FEATURES`, in order, and every tree whole."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read the keep model {path}: {exc}") from exc
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise ConfigError(f"{path}: schema must be {SCHEMA!r}")
    if data.get("features") != list(FEATURES):
        raise ConfigError(f"{path}: its features are not the ones this code computes ({', '.join(FEATURES)})")
    try:
        threshold = float(data["threshold"])
        trees = tuple(tuple(_node(n, k, len(tree)) for k, n in enumerate(tree)) for tree in data["trees"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ConfigError(
            f"{path}: a threshold and trees of [feature, value, left, right, leaf] nodes ({exc})"
        ) from exc
    if not (math.isfinite(threshold) and threshold > 0) or not trees or not all(trees):
        raise ConfigError(f"{path}: a threshold above 0 (above 1 keeps nothing) and at least one tree, none empty")
    return KeepModel(trees, threshold)


def _node(raw: list[float], at: int, size: int) -> Node:
    """A node of a tree of ``size`` nodes, at row ``at``: its children come after it (no walk can go round)."""
    feature, value, left, right, leaf = raw
    node = (int(feature), float(value), int(left), int(right), float(leaf))
    inner_ok = 0 <= node[0] < len(FEATURES) and at < node[2] < size and at < node[3] < size
    if not (node[0] == -1 or inner_ok) or not (math.isfinite(node[1]) and math.isfinite(node[4])):
        raise ValueError(f"node {raw!r} names no feature or child of its tree, or holds no finite number")
    return node


@functools.cache
def default_keep_model() -> KeepModel:
    """The shipped model, loaded once per process."""
    return load_keep_model()


def unproven(run: Painted) -> bool:
    """A run painted for want of a proof alone: no veto painted any of it, and no label typed it as a value."""
    return run.entity_type == "TEXT" and not vetoed(run)


def candidates(verdicts: Sequence[Verdict]) -> list[int]:
    """The segments the model may keep: some run of them :func:`unproven`."""
    return [i for i, v in enumerate(verdicts) if any(unproven(r) for r in v.painted)]


@dataclass(frozen=True)
class KeepMore:
    """The step between the words' decision and the columns': keeps each candidate segment the model scores at its
    threshold or above (its vetoed runs stay painted)."""

    model: KeepModel
    signs: LayoutSigns

    def __call__(
        self, page: PageModel, found: Sequence[Sequence[RuleFinding]], verdicts: list[Verdict]
    ) -> list[Verdict]:
        """``verdicts`` with the unproven runs of the segments the model keeps no longer painted."""
        chosen = candidates(verdicts)
        if not chosen:
            return verdicts
        features = self.signs.features(page, found, verdicts)[chosen]
        scores = self.model.scores(features)
        out = list(verdicts)
        for i, score, finite in zip(chosen, scores, np.isfinite(features).all(axis=1), strict=True):
            if finite and score >= self.model.threshold:  # a sign that is no number (a NaN read score) keeps nothing
                runs = tuple(r for r in verdicts[i].painted if not unproven(r))
                out[i] = Verdict(runs, (*verdicts[i].proofs, KEPT_BY_MODEL))
        return out


@dataclass(frozen=True)
class LayoutSigns:
    """What the model reads of each segment (:data:`FEATURES`): its words' proofs and shapes, and its place."""

    given: GivenNames
    names: NameLists
    labels: LabelTypes

    def features(
        self, page: PageModel, found: Sequence[Sequence[RuleFinding]], verdicts: Sequence[Verdict]
    ) -> np.ndarray:
        """One row of :data:`FEATURES` per segment of the page."""
        segs = page.segments
        layout = _Layout.of(page, verdicts, self.labels)
        rows = []
        for i, seg in enumerate(segs):
            tokens, text, findings = page.tokens[i], seg.text, found[i]
            n = max(1, len(tokens))
            keeps = [f for f in findings if f.kind in ("keep", "learned")]
            proved = [t for t in tokens if any(reach(f, len(text), t)[0] for f in keeps)]
            strong = [t for t in proved if any(
                reach(f, len(text), t)[0] and not f.rule.endswith(":weak") for f in keeps
            )]  # fmt: skip
            unproven = [t for t in tokens if t not in proved]
            letters = [t.text for t in tokens if any(c.isalpha() for c in t.text)]
            named = [t for t in unproven if self._name_word(t.text)]
            painted = sum(sum(c.isalnum() for c in text[r.start : r.end]) for r in verdicts[i].painted)
            rows.append([
                math.log1p(len(text)),
                min(len(tokens), 12) / 12,
                len(proved) / n,
                len(strong) / n,
                painted / max(1, sum(c.isalnum() for c in text)),
                float(bool(letters) and letters[0][:1].isupper()),
                float(len(letters) >= 2 and all(w[:1].isupper() for w in letters)),
                float(bool(letters) and all(w.islower() for w in letters)),
                float(bool(letters) and all(w.isupper() and len(w) > 1 for w in letters)),
                float(text.rstrip().endswith((":", "："))),
                len(named) / max(1, len(unproven)),
                min(statistics.fmean([len(t.text) for t in unproven]) if unproven else 0.0, 20) / 10,
                float(any(c in text for c in ",&()/;")),
                float(bool(_CJK.search(text))),
                float(any(f.kind == "veto" for f in findings)),
                seg.score,
                float(layout.label_bound[i]),
                float(any(f.kind == "type" and f.start > 0 for f in findings)),
                float(layout.right[i]),
                float(layout.left[i]),
                layout.row_painted[i],
                layout.row_vetoed[i],
                float(layout.right_vetoed[i]),
                float(layout.left_vetoed[i]),
                float(layout.below_vetoed[i]),
                float(layout.head[i]),
                float(layout.cell[i]),
                layout.column_painted[i],
                layout.column_vetoed[i],
                min(seg.box.height / layout.median_height, 3.0),
                seg.box.x0 / layout.width,
                seg.box.y0 / layout.height,
                float(layout.repeats[page.folded[i]] > 1),
            ])  # fmt: skip
        return np.asarray(rows, dtype=np.float64).reshape(len(segs), len(FEATURES))

    def _name_word(self, word: str) -> bool:
        return self.given.is_given(word, also_words=True) or fold_text(word) in self.names.surnames


@dataclass(frozen=True)
class _Layout:
    """Where each segment stands among the others: its row's and its column's neighbours, painted or not."""

    label_bound: list[bool]
    right: list[bool]
    left: list[bool]
    row_painted: list[float]
    row_vetoed: list[float]
    right_vetoed: list[bool]
    left_vetoed: list[bool]
    below_vetoed: list[bool]
    head: list[bool]
    cell: list[bool]
    column_painted: list[float]
    column_vetoed: list[float]
    median_height: float
    width: float
    height: float
    repeats: dict[str, int]

    @classmethod
    def of(cls, page: PageModel, verdicts: Sequence[Verdict], labels: LabelTypes) -> _Layout:
        segs = page.segments
        if not segs:
            raise ValueError("a page without segments has no layout")
        n = len(segs)
        valued = np.asarray([is_value(s, v) for s, v in zip(segs, verdicts, strict=True)], dtype=np.float64)
        x0, y0, x1, y1 = np.asarray([[s.box.x0, s.box.y0, s.box.x1, s.box.y1] for s in segs], dtype=np.float64).T
        h = y1 - y0
        # Rows: segments that share half the smaller one's height; within twelve line heights, a neighbour.
        overlap = np.minimum.outer(y1, y1) - np.maximum.outer(y0, y0)
        row = overlap >= 0.5 * np.minimum.outer(h, h)
        np.fill_diagonal(row, False)
        near = 12 * np.maximum(8, h)[:, None]
        gap_right, gap_left = x0[None, :] - x1[:, None], x0[:, None] - x1[None, :]
        right_of, left_of = row & (gap_right >= 0) & (gap_right <= near), row & (gap_left >= 0) & (gap_left <= near)
        # A segment a veto painted (its first run's first rule, as the model was fitted).
        by_veto = np.asarray([any(r.rules[0] != "not_chrome" for r in v.painted) for v in verdicts], dtype=np.float64)
        count = np.maximum(1, row.sum(axis=1))
        # Under it: overlapping across, its top within two of its line heights below this one's foot.
        gap_below = y0[None, :] - y1[:, None]
        across = np.minimum.outer(x1, x1) - np.maximum.outer(x0, x0) > 0
        under = across & (gap_below >= -2) & (gap_below <= 2 * np.maximum(8, h)[:, None])
        np.fill_diagonal(under, False)
        head, cell, column_painted, column_vetoed = [False] * n, [False] * n, [0.0] * n, [0.0] * n
        for column in columns(segs):
            head[column[0]] = True
            for k in column:
                others = [j for j in column[1:] if j != k]
                cell[k] = k != column[0]
                column_painted[k] = float(valued[others].mean())
                column_vetoed[k] = float(by_veto[others].mean())
        bound = bind_labels(segs, labels)
        return cls(
            [i in bound for i in range(n)],
            right_of.any(axis=1).tolist(),
            left_of.any(axis=1).tolist(),
            ((row @ valued) / count).tolist(),
            ((row @ by_veto) / count).tolist(),
            _nearest(right_of, gap_right, by_veto),
            _nearest(left_of, gap_left, by_veto),
            _nearest(under, gap_below, by_veto),
            head,
            cell,
            column_painted,
            column_vetoed,
            float(statistics.median([s.box.height for s in segs])) or 1.0,
            float(max((s.box.x1 for s in segs), default=1)) or 1.0,
            float(max((s.box.y1 for s in segs), default=1)) or 1.0,
            dict(Counter(page.folded)),
        )


def _nearest(near: np.ndarray, gap: np.ndarray, vetoed: np.ndarray) -> list[bool]:
    """Per segment: whether the nearest of its ``near`` neighbours (by ``gap``) is vetoed (False where none is)."""
    gaps = np.where(near, gap, np.inf)
    nearest = gaps.argmin(axis=1)
    found: list[bool] = (np.isfinite(gaps.min(axis=1)) & (vetoed[nearest] > 0)).tolist()
    return found
