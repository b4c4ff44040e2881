"""Each app's own vocabulary, learned at the edge from the frames of its runs.

A text the UI lexicon lacks ("Redisplay", "Your Queries", "Kundenname") is painted on first
sight. It joins its app's vocabulary when it stays put on the app's frames while the data around
it changes: seen with at least ``min_value_sets`` different sets of painted values. A text no rule
vetoed proves itself (and its words) anywhere on the app's screens; it may have moved along its
row or its column (a table's header moves as its columns widen). A whole segment that only a shape
vetoed — a name's, a handle's, digits, a poor read ("DejaVu Sans", "full_name", "sqlite-web
0.8.2") — must have stayed in its cell, and proves itself only there. Nothing a recognizer's
pattern or the vault vetoes is ever learned: the signed-in identity and the task's values are in
the vault before the first frame. Stored in a local SQLite file per app (its origin or program),
never sent anywhere, listed and removed with ``screenroute vocab list|forget``.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

from screenroute.router.errors import ConfigError
from screenroute.router.privacy.redaction.lexicon import fold_text, words_of
from screenroute.router.privacy.redaction.redactor import PageDecision
from screenroute.router.privacy.redaction.rules import (
    KEPT_BY_MODEL,
    NAME_LIKE,
    NEVER_LEARNED,
    Learned,
    Painted,
    place_of,
    squeezed,
    vetoed,
)
from screenroute.router.privacy.redaction.segments import LineGeometry, Segment

__all__ = ["DEFAULT_MIN_VALUE_SETS", "AppVocabulary"]

#: How many different sets of values a text must be seen beside before it is the app's own.
DEFAULT_MIN_VALUE_SETS = 3
#: A text a frame may teach: (its folded words without spaces, as shown, grid x, grid y, placed 0/1).
_Candidate = tuple[str, str, int, int, int]
# A sighting's place is its cell on the grid of ``rules.place_of``; ``placed`` 1: a segment a shape vetoed.
_SCHEMA = """
CREATE TABLE IF NOT EXISTS seen (
    app TEXT NOT NULL, state TEXT NOT NULL, text TEXT NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL,
    placed INTEGER NOT NULL, value_set TEXT NOT NULL, seen REAL NOT NULL,
    PRIMARY KEY (app, state, text, x, y, placed, value_set));
CREATE TABLE IF NOT EXISTS learned (
    app TEXT NOT NULL, text TEXT NOT NULL, shown TEXT NOT NULL, learned REAL NOT NULL, PRIMARY KEY (app, text));
CREATE TABLE IF NOT EXISTS learned_at (
    app TEXT NOT NULL, text TEXT NOT NULL, shown TEXT NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL,
    learned REAL NOT NULL, PRIMARY KEY (app, text, x, y));
"""
_COUNT = "SELECT COUNT(DISTINCT value_set) FROM seen WHERE app = ? AND text = ? AND placed = ? AND "
#: The value sets a text was seen beside at its place: a free text's anywhere along its row or its
#: column (a table's header moves as its columns widen), a placed one's in its cell or one beside it.
_VALUE_SETS = {
    0: _COUNT + "(abs(x - ?) <= 1 OR abs(y - ?) <= 1)",
    1: _COUNT + "abs(x - ?) <= 1 AND abs(y - ?) <= 1",
}


def _candidates(seg: Segment, painted: tuple[Painted, ...], geometry: LineGeometry | None) -> list[_Candidate]:
    """What a segment may teach: (text without spaces, text shown, x, y, placed).

    Each run painted only for want of a proof, at the pixel it starts; the whole segment too (OCR
    glues or spaces its words differently from frame to frame: "Verordnetvon"). A segment only a
    shape vetoed, whole and placed; one a recognizer or the vault vetoed teaches nothing placed.
    A segment that holds a value (a run a veto painted) is one cell of data: its unproven words
    ("<street> iela" before its painted number, a town after its postcode) repeat only as far as
    the data repeats — a small pool of streets puts one on the same column of three runs — so they
    teach nothing free; the segment may still teach itself whole, at its place.
    """
    if not painted:
        return []
    out = []
    y = place_of(0, seg.box.y0)[1]
    holds_value = any(vetoed(run) for run in painted)
    for run in painted:
        words = words_of(fold_text(seg.text[run.start : run.end]))
        if not vetoed(run) and words and not holds_value:
            x0 = geometry.box(run.start, run.end, 0).x0 if geometry is not None else seg.box.x0
            out.append(("".join(words), seg.text[run.start : run.end], place_of(x0, 0)[0], y, 0))
    vetoes = [r for run in painted if vetoed(run) for r in run.rules]
    whole = squeezed(seg.text) if vetoes else "".join(words_of(fold_text(seg.text)))
    if whole and not any(r.split(":")[0] in NEVER_LEARNED for r in vetoes) and all(c[0] != whole for c in out):
        out.append((whole, seg.text, place_of(seg.box.x0, 0)[0], y, int(bool(vetoes))))
    return out


def _taught_runs(seg: Segment, painted: tuple[Painted, ...], proofs: tuple[str, ...]) -> tuple[Painted, ...]:
    """The runs a segment teaches from: its painted ones, and the whole of it where the layout model kept it, as if
    painted for want of a proof (the model keeps by what surrounds it, which changes; what is learned is kept
    wherever it stands)."""
    if KEPT_BY_MODEL not in proofs:
        return painted
    return (*painted, Painted(0, len(seg.text), "TEXT", ("not_chrome",)))


def _named_words(page: PageDecision) -> set[str]:
    """The words of the frame's names, firms and addresses (runs a veto typed so): a text that is one is data."""
    return {
        w
        for seg, verdict in zip(page.segments, page.verdicts, strict=True)
        for run in verdict.painted
        if run.entity_type in NAME_LIKE and vetoed(run)
        for w in words_of(fold_text(seg.text[run.start : run.end]))
    }


class AppVocabulary:
    """The learned vocabularies of every app seen, in one SQLite file (``":memory:"`` for none)."""

    def __init__(self, path: Path | str = ":memory:", *, min_value_sets: int = DEFAULT_MIN_VALUE_SETS) -> None:
        if min_value_sets < 2:
            raise ConfigError(f"min_value_sets={min_value_sets!r} must be at least 2 (one set proves nothing)")
        self.min_value_sets = min_value_sets
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise ConfigError(f"cannot open the app vocabulary {self.path}: {exc}") from exc
        self._lock = threading.Lock()
        self._cache: dict[str, Learned] = {}
        self._last_values: dict[str, str] = {}

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def view(self, app: str) -> Callable[[], Learned]:
        """A function returning ``app``'s learned vocabulary, for the redactor's proof."""
        return lambda: self.vocabulary(app)

    def learned(self, app: str) -> frozenset[str]:
        """The folded texts learned for ``app`` that prove themselves anywhere."""
        return self.vocabulary(app).phrases

    def vocabulary(self, app: str) -> Learned:
        """``app``'s learned texts: the free ones (folded) and the placed ones (squeezed, cell)."""
        with self._lock:
            if app not in self._cache:
                rows = self._db.execute("SELECT text FROM learned WHERE app = ?", (app,)).fetchall()
                placed = self._db.execute("SELECT text, x, y FROM learned_at WHERE app = ?", (app,)).fetchall()
                self._cache[app] = Learned(frozenset(r[0] for r in rows), frozenset(map(tuple, placed)))
            return self._cache[app]

    def observe(self, app: str, state: str, page: PageDecision) -> list[str]:
        """Record one frame of ``state``; returns the texts that joined the app's vocabulary now.

        The value set is every run a veto painted (the data around the candidates); a frame with no
        values of its own (an empty form) is seen beside the values of the app's last frame that
        had some: the data of the same run. A candidate (:func:`_candidates`) counts the value sets
        it was seen beside at its place on any state of the app (a menu or a footer stays put on
        every screen), compared without its spaces, which OCR reads differently ("Powered byTrac").
        """
        value_set = self._value_set(app, page)
        if value_set is None:
            return []
        now, joined, named = time.time(), [], _named_words(page)
        with self._lock:
            for seg, verdict in zip(page.segments, page.verdicts, strict=True):
                geometry = page.geometries[seg.line] if page.geometries else None
                for text, shown, x, y, placed in _candidates(
                    seg, _taught_runs(seg, verdict.painted, verdict.proofs), geometry
                ):
                    if not placed and named.intersection(words_of(fold_text(shown))):
                        continue  # a word of a name on this frame ("Fazekas" of "Varga Fazekas István") is no chrome
                    self._db.execute(
                        "INSERT OR IGNORE INTO seen VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (app, state, text, x, y, placed, value_set, now),
                    )
                    (sets,) = self._db.execute(_VALUE_SETS[placed], (app, text, placed, x, y)).fetchone()
                    if sets >= self.min_value_sets and self._learn(app, text, shown, x, y, placed, now):
                        joined.append(shown)
            if joined:
                self._cache.pop(app, None)
        return joined

    def _learn(self, app: str, text: str, shown: str, x: int, y: int, placed: int, now: float) -> bool:
        if placed:
            row = (app, text, shown, x, y, now)
            return bool(self._db.execute("INSERT OR IGNORE INTO learned_at VALUES (?, ?, ?, ?, ?, ?)", row).rowcount)
        key = " ".join(words_of(fold_text(shown)))
        return bool(
            self._db.execute("INSERT OR IGNORE INTO learned VALUES (?, ?, ?, ?)", (app, key, shown, now)).rowcount
        )

    def _value_set(self, app: str, page: PageDecision) -> str | None:
        """The frame's painted values as one key; an empty frame borrows the app's last key."""
        values = sorted(
            fold_text(seg.text[run.start : run.end])
            for seg, v in zip(page.segments, page.verdicts, strict=True)
            for run in v.painted
            if vetoed(run)
        )
        if not values:
            return self._last_values.get(app)
        key = hashlib.sha256("\x00".join(values).encode()).hexdigest()[:16]
        self._last_values[app] = key
        return key

    def apps(self) -> list[tuple[str, int]]:
        """Every app with a learned vocabulary and how many texts it holds."""
        with self._lock:
            rows = self._db.execute(
                "SELECT app, COUNT(*) FROM (SELECT app FROM learned UNION ALL SELECT app FROM learned_at)"
                " GROUP BY app ORDER BY app"
            ).fetchall()
        return list(rows)

    def entries(self, app: str) -> list[str]:
        """``app``'s learned texts as they were first shown."""
        with self._lock:
            rows = self._db.execute(
                "SELECT shown FROM (SELECT shown, learned FROM learned WHERE app = ?"
                " UNION ALL SELECT shown, learned FROM learned_at WHERE app = ?) ORDER BY learned",
                (app, app),
            ).fetchall()
        return [r[0] for r in rows]

    def forget(self, app: str, text: str | None = None) -> int:
        """Remove ``app``'s vocabulary (or one text of it) and its sightings; returns how many texts went."""
        with self._lock:
            if text is None:
                gone = self._db.execute("DELETE FROM learned WHERE app = ?", (app,)).rowcount
                gone += self._db.execute("DELETE FROM learned_at WHERE app = ?", (app,)).rowcount
                self._db.execute("DELETE FROM seen WHERE app = ?", (app,))
            else:
                key = " ".join(words_of(fold_text(text)))
                whole = squeezed(text)
                gone = self._db.execute("DELETE FROM learned WHERE app = ? AND text = ?", (app, key)).rowcount
                gone += self._db.execute("DELETE FROM learned_at WHERE app = ? AND text = ?", (app, whole)).rowcount
                self._db.execute(
                    "DELETE FROM seen WHERE app = ? AND text IN (?, ?)", (app, whole, key.replace(" ", ""))
                )
            self._cache.pop(app, None)
        return int(gone)
