"""Each app's own vocabulary, learned at the edge from the frames of its runs.

A text the UI lexicon lacks ("Redisplay", "Your Queries", "Kundenname") is painted on first
sight. It joins its app's vocabulary when it stays at the same place on frames of one state while
the data around it changes: seen there with at least ``min_value_sets`` different sets of painted
values, and never vetoed (no recognizer, name gazetteer or vault value in it, no digits, a sure
read). Stored in a local SQLite file per app (its origin or program), never sent anywhere, listed
and removed with ``screenroute vocab list|forget``.
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

__all__ = ["DEFAULT_MIN_VALUE_SETS", "AppVocabulary"]

#: How many different sets of values a text must be seen beside before it is the app's own.
DEFAULT_MIN_VALUE_SETS = 3
#: Positions are compared on this grid (pixels), so a text re-rendered a pixel off is the same.
_GRID = 12
_SCHEMA = """
CREATE TABLE IF NOT EXISTS sighting (
    app TEXT NOT NULL, state TEXT NOT NULL, text TEXT NOT NULL, place TEXT NOT NULL, value_set TEXT NOT NULL,
    seen REAL NOT NULL, PRIMARY KEY (app, state, text, place, value_set));
CREATE TABLE IF NOT EXISTS learned (
    app TEXT NOT NULL, text TEXT NOT NULL, shown TEXT NOT NULL, learned REAL NOT NULL, PRIMARY KEY (app, text));
"""


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
        self._cache: dict[str, frozenset[str]] = {}
        self._last_values: dict[str, str] = {}

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def view(self, app: str) -> Callable[[], frozenset[str]]:
        """A function returning ``app``'s learned texts (folded), for the redactor's proof."""
        return lambda: self.learned(app)

    def learned(self, app: str) -> frozenset[str]:
        """The folded texts learned for ``app``."""
        with self._lock:
            if app not in self._cache:
                rows = self._db.execute("SELECT text FROM learned WHERE app = ?", (app,)).fetchall()
                self._cache[app] = frozenset(r[0] for r in rows)
            return self._cache[app]

    def observe(self, app: str, state: str, page: PageDecision) -> list[str]:
        """Record one frame of ``state``; returns the texts that joined the app's vocabulary now.

        Candidates are the runs painted only for want of a proof (a whole segment, or the words of
        one the lexicon lacks: "Trac" of "Powered by Trac"); the value set is every run a veto
        painted (the data around them). A frame with no values of its own (an empty form) is seen
        beside the values of the app's last frame that had some: the data of the same run. A text
        counts the value sets it was seen beside at its place (the pixels where it starts, not its
        offset in a line OCR may space differently) on any state of the app (a menu or a footer
        stays put on every screen); it is compared without its spaces, which OCR reads differently
        from frame to frame ("Powered byTrac").
        """
        value_set = self._value_set(app, page)
        if value_set is None:
            return []
        now, joined = time.time(), []
        with self._lock:
            for seg, verdict in zip(page.segments, page.verdicts, strict=True):
                for run in verdict.painted:
                    shown = seg.text[run.start : run.end]
                    words = words_of(fold_text(shown))
                    if run.rules[0] != "not_chrome" or not words:
                        continue
                    x0 = page.geometries[seg.line].box(run.start, run.end, 0).x0 if page.geometries else seg.box.x0
                    place = f"{round(x0 / _GRID)}:{round(seg.box.y0 / _GRID)}"
                    self._db.execute(
                        "INSERT OR IGNORE INTO sighting VALUES (?, ?, ?, ?, ?, ?)",
                        (app, state, "".join(words), place, value_set, now),
                    )
                    (sets,) = self._db.execute(
                        "SELECT COUNT(DISTINCT value_set) FROM sighting WHERE app=? AND text=? AND place=?",
                        (app, "".join(words), place),
                    ).fetchone()
                    if (
                        sets >= self.min_value_sets
                        and self._db.execute(
                            "INSERT OR IGNORE INTO learned VALUES (?, ?, ?, ?)", (app, " ".join(words), shown, now)
                        ).rowcount
                    ):
                        joined.append(shown)
            if joined:
                self._cache.pop(app, None)
        return joined

    def _value_set(self, app: str, page: PageDecision) -> str | None:
        """The frame's painted values as one key; an empty frame borrows the app's last key."""
        values = sorted(
            fold_text(seg.text[run.start : run.end])
            for seg, v in zip(page.segments, page.verdicts, strict=True)
            for run in v.painted
            if run.rules[0] != "not_chrome"
        )
        if not values:
            return self._last_values.get(app)
        key = hashlib.sha256("\x00".join(values).encode()).hexdigest()[:16]
        self._last_values[app] = key
        return key

    def apps(self) -> list[tuple[str, int]]:
        """Every app with a learned vocabulary and how many texts it holds."""
        with self._lock:
            return list(self._db.execute("SELECT app, COUNT(*) FROM learned GROUP BY app ORDER BY app").fetchall())

    def entries(self, app: str) -> list[str]:
        """``app``'s learned texts as they were first shown."""
        with self._lock:
            rows = self._db.execute("SELECT shown FROM learned WHERE app = ? ORDER BY learned", (app,)).fetchall()
        return [r[0] for r in rows]

    def forget(self, app: str, text: str | None = None) -> int:
        """Remove ``app``'s vocabulary (or one text of it) and its sightings; returns how many texts went."""
        key = None if text is None else " ".join(words_of(fold_text(text)))
        with self._lock:
            if key is None:
                gone = self._db.execute("DELETE FROM learned WHERE app = ?", (app,)).rowcount
                self._db.execute("DELETE FROM sighting WHERE app = ?", (app,))
            else:
                gone = self._db.execute("DELETE FROM learned WHERE app = ? AND text = ?", (app, key)).rowcount
                self._db.execute("DELETE FROM sighting WHERE app = ? AND text = ?", (app, key.replace(" ", "")))
            self._cache.pop(app, None)
        return int(gone)
