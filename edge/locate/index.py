"""The local file index: a SQLite table of files plus sqlite-vec vectors of names and dir+name.

Only allow-listed roots are indexed; hidden entries (dot-names) and system folders are
skipped. The connection is ``apsw`` because many Pythons (this one included) build the
standard ``sqlite3`` without loadable-extension support, which sqlite-vec needs.

Two vector tables share the file's rowid:

* ``vec_names`` — the file name alone (what a region usually shows);
* ``vec_paths`` — "parent-dir/name", used when the region also shows where the file is
  (a location bar, a breadcrumb), so same-named files in different folders separate.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, LiteralString

import numpy as np

from screenroute.contract import normalise
from screenroute.edge.locate.errors import FileIndexError
from screenroute.edge.locate.vectors import NameEmbedder
from screenroute.lifecycle import Closing

__all__ = ["SYSTEM_DIR_NAMES", "FileIndex", "FileRecord", "is_skipped_name"]

#: Folder names never indexed even when not hidden: OS, VCS, caches, dependency trees.
SYSTEM_DIR_NAMES = frozenset(
    {
        "$recycle.bin", "system volume information", "windows", "program files", "program files (x86)",
        "programdata", "appdata", "__pycache__", "node_modules", "lost+found", "proc", "sys", "dev",
        "site-packages", ".git", ".svn", ".hg", ".venv", "venv", ".cache", ".trash",
    }
)  # fmt: skip

_BATCH = 256


def is_skipped_name(name: str, *, is_dir: bool) -> bool:
    """Whether a directory entry is hidden or a system folder (never indexed)."""
    if name.startswith((".", "~$")):
        return True
    return is_dir and name.casefold() in SYSTEM_DIR_NAMES


def split_ext(name: str) -> tuple[str, str]:
    """(stem, ext) with ext lower-cased and without the dot; dot-less names have ext ''."""
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem:
        return name, ""
    return stem, ext.lower()


@dataclass(frozen=True, slots=True)
class FileRecord:
    """One indexed file."""

    id: int
    path: str
    name: str
    dir: str
    ext: str
    mtime: float
    size: int

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "name": self.name, "dir": self.dir, "ext": self.ext,
                "mtime": self.mtime, "size": self.size}  # fmt: skip


_COLUMNS = "id, path, name, dir, ext, mtime, size"
# k nearest by file name, or by "folder/name" (the vector tables cannot be a bound parameter).
_NEAREST = {
    "vec_names": "SELECT file_id, distance FROM vec_names WHERE embedding MATCH ? AND k = ?",
    "vec_paths": "SELECT file_id, distance FROM vec_paths WHERE embedding MATCH ? AND k = ?",
}


class FileIndex(Closing):
    """SQLite (WAL) + sqlite-vec index of the files under a set of allow-listed roots.

    Thread-safe: one connection guarded by a lock, so the watcher thread and the locator
    can share it. ``roots`` is the allow-list: paths outside it are never written.
    """

    def __init__(self, db_path: str | Path, embedder: NameEmbedder, roots: Iterable[str | Path] = ()) -> None:
        self.db_path = str(db_path)
        self.embedder = embedder
        self.roots = [Path(os.path.realpath(root)) for root in roots]
        self._lock = threading.RLock()
        try:
            import apsw
            import sqlite_vec
        except ImportError as exc:
            raise FileIndexError("apsw and sqlite-vec are required (pip install 'screenroute[edge]')") from exc
        self._apsw = apsw
        try:
            self._db = apsw.Connection(self.db_path)
            self._db.enable_load_extension(True)
            sqlite_vec.load(self._db)
            self._db.enable_load_extension(False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA busy_timeout=5000")
            self._create_schema()
        except apsw.Error as exc:
            raise FileIndexError(f"cannot open the file index {self.db_path}: {exc}") from exc

    # -- schema ------------------------------------------------------------------------

    def _create_schema(self) -> None:
        dim = self.embedder.dim
        kind = type(self.embedder).__name__
        self._db.execute(
            """
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS files (
                id INTEGER PRIMARY KEY,
                path TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                dir TEXT NOT NULL,
                ext TEXT NOT NULL,
                name_norm TEXT NOT NULL,
                mtime REAL NOT NULL,
                size INTEGER NOT NULL
            );
            CREATE INDEX IF NOT EXISTS files_name ON files(name);
            CREATE INDEX IF NOT EXISTS files_name_lower ON files(lower(name));
            CREATE INDEX IF NOT EXISTS files_name_norm ON files(name_norm);
            """
        )
        self._db.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS vec_names USING vec0("
            f"file_id INTEGER PRIMARY KEY, embedding float[{dim}] distance_metric=cosine)"
        )
        self._db.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS vec_paths USING vec0("
            f"file_id INTEGER PRIMARY KEY, embedding float[{dim}] distance_metric=cosine)"
        )
        want = f"{kind}:{dim}"
        row = self._db.execute("SELECT value FROM meta WHERE key='embedder'").fetchone()
        if row is None:
            self._db.execute("INSERT INTO meta(key, value) VALUES ('embedder', ?)", (want,))
        elif row[0] != want:
            # Vectors from another embedder are meaningless to this one: refuse, do not mix.
            raise FileIndexError(
                f"index {self.db_path} was built with embedder {row[0]!r}, not {want!r}; rebuild it or use the same embedder"
            )

    # -- writing -----------------------------------------------------------------------

    def in_roots(self, path: str | Path) -> bool:
        """Whether ``path`` (resolved) lies under one of the allow-listed roots and no skipped folder."""
        real = Path(os.path.realpath(path))
        for root in self.roots:
            if real == root or root in real.parents:
                rel = real.relative_to(root).parts
                return not any(is_skipped_name(part, is_dir=True) for part in rel[:-1]) and not (
                    rel and is_skipped_name(rel[-1], is_dir=False)
                )
        return False

    def walk(self, root: str | Path) -> Iterator[Path]:
        """Every indexable regular file under ``root`` (no hidden/system folders, no symlinked dirs)."""
        for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
            dirnames[:] = [d for d in dirnames if not is_skipped_name(d, is_dir=True)]
            for name in filenames:
                if not is_skipped_name(name, is_dir=False):
                    yield Path(dirpath, name)

    def scan(self) -> int:
        """Index every file under the roots (upsert) and drop rows for files gone; returns the file count."""
        if not self.roots:
            raise FileIndexError("no roots to index: give at least one allow-listed root")
        seen: set[str] = set()
        batch: list[Path] = []
        for root in self.roots:
            if not root.is_dir():
                raise FileIndexError(f"root {root} is not a directory")
            for path in self.walk(root):
                batch.append(path)
                if len(batch) >= _BATCH:
                    seen.update(self.upsert_many(batch))
                    batch = []
        seen.update(self.upsert_many(batch))
        with self._lock:
            stale = [(pid, p) for pid, p in self._db.execute("SELECT id, path FROM files") if p not in seen]
        for file_id, _ in stale:
            self._delete_ids([file_id])
        return len(seen)

    def upsert(self, path: str | Path) -> bool:
        """Add or refresh one file; returns False (and removes any row) when it is gone or not indexable."""
        return bool(self.upsert_many([Path(path)]))

    def upsert_many(self, paths: list[Path]) -> list[str]:
        """Add or refresh files; returns the absolute paths written."""
        rows: list[tuple[str, str, str, str, str, float, int]] = []
        gone: list[str] = []
        for path in paths:
            absolute = Path(os.path.abspath(path))
            try:
                st = absolute.stat()
            except OSError:
                gone.append(str(absolute))
                continue
            if not absolute.is_file() or not self.in_roots(absolute):
                gone.append(str(absolute))
                continue
            name = absolute.name
            rows.append(
                (
                    str(absolute),
                    name,
                    str(absolute.parent),
                    split_ext(name)[1],
                    normalise(name),
                    st.st_mtime,
                    st.st_size,
                )
            )
        for path_str in gone:
            self.remove(path_str)
        if not rows:
            return []
        names = self.embedder.embed([row[1] for row in rows])
        paths_v = self.embedder.embed([f"{Path(row[2]).name}/{row[1]}" for row in rows])
        try:
            with self._lock, self._db:
                for row, nv, pv in zip(rows, names, paths_v, strict=True):
                    self._db.execute(
                        "INSERT INTO files(path, name, dir, ext, name_norm, mtime, size) VALUES (?,?,?,?,?,?,?) "
                        "ON CONFLICT(path) DO UPDATE SET name=excluded.name, dir=excluded.dir, ext=excluded.ext, "
                        "name_norm=excluded.name_norm, mtime=excluded.mtime, size=excluded.size",
                        row,
                    )
                    file_id = self._scalar("SELECT id FROM files WHERE path=?", (row[0],))
                    # vec0 has no upsert: replace the vectors.
                    self._db.execute("DELETE FROM vec_names WHERE file_id=?", (file_id,))
                    self._db.execute("DELETE FROM vec_paths WHERE file_id=?", (file_id,))
                    self._db.execute("INSERT INTO vec_names(file_id, embedding) VALUES (?,?)", (file_id, nv.tobytes()))
                    self._db.execute("INSERT INTO vec_paths(file_id, embedding) VALUES (?,?)", (file_id, pv.tobytes()))
        except self._apsw.Error as exc:
            raise FileIndexError(f"cannot write to the file index {self.db_path}: {exc}") from exc
        return [row[0] for row in rows]

    def remove(self, path: str | Path) -> int:
        """Drop a file, or every file under a removed folder; returns the rows removed."""
        absolute = os.path.abspath(path)
        with self._lock:
            ids = [
                r[0]
                for r in self._db.execute(
                    "SELECT id FROM files WHERE path=? OR (path > ? AND path < ?)",
                    (absolute, absolute + os.sep, absolute + chr(ord(os.sep) + 1)),
                )
            ]
        self._delete_ids(ids)
        return len(ids)

    def _delete_ids(self, ids: list[int]) -> None:
        if not ids:
            return
        try:
            with self._lock, self._db:
                for file_id in ids:
                    self._db.execute("DELETE FROM files WHERE id=?", (file_id,))
                    self._db.execute("DELETE FROM vec_names WHERE file_id=?", (file_id,))
                    self._db.execute("DELETE FROM vec_paths WHERE file_id=?", (file_id,))
        except self._apsw.Error as exc:
            raise FileIndexError(f"cannot remove files from the index {self.db_path}: {exc}") from exc

    # -- reading -----------------------------------------------------------------------

    def _scalar(self, sql: LiteralString, params: tuple[Any, ...] = ()) -> Any:
        """The first column of the one row ``sql`` returns (callers hold the lock)."""
        row = self._db.execute(sql, params).fetchone()
        if row is None:
            raise FileIndexError(f"the file index {self.db_path} returned no row for {sql!r}")
        return row[0]

    def _records(self, where: LiteralString, params: tuple[Any, ...]) -> list[FileRecord]:
        """Rows of ``files`` matching ``where`` (a constant clause; every value is a bound parameter)."""
        sql = f"SELECT {_COLUMNS} FROM files {where}"  # noqa: S608 - constants only, values are bound
        with self._lock:
            return [FileRecord(*row) for row in self._db.execute(sql, params)]

    def count(self) -> int:
        with self._lock:
            return int(self._scalar("SELECT count(*) FROM files"))

    def by_name(self, name: str) -> list[FileRecord]:
        """Files whose name is exactly ``name`` (newest first)."""
        return self._records("WHERE name=? ORDER BY mtime DESC", (name,))

    def by_name_casefold(self, name: str) -> list[FileRecord]:
        """Files whose lower-cased name equals ``name`` lower-cased."""
        return self._records("WHERE lower(name)=lower(?) ORDER BY mtime DESC", (name,))

    def by_norm(self, norm: str) -> list[FileRecord]:
        """Files whose normalised name (letters+digits, casefolded) equals ``norm``."""
        return self._records("WHERE name_norm=? ORDER BY mtime DESC", (norm,))

    def by_norm_prefix(self, prefix: str, limit: int = 20) -> list[FileRecord]:
        """Files whose normalised name starts with ``prefix`` (a truncated label "…_v3.d…")."""
        if not prefix:
            return []
        return self._records(
            "WHERE name_norm >= ? AND name_norm < ? ORDER BY mtime DESC LIMIT ?",
            (prefix, prefix + "\U0010ffff", limit),
        )

    def get(self, file_id: int) -> FileRecord | None:
        rows = self._records("WHERE id=?", (file_id,))
        return rows[0] if rows else None

    def nearest(self, text: str, k: int = 8, *, table: str = "vec_names") -> list[tuple[FileRecord, float]]:
        """The ``k`` files whose vector is nearest to ``text``'s, with cosine similarity in [-1, 1]."""
        query = _NEAREST.get(table)
        if query is None:
            raise ValueError(f"table={table!r} is not one of {', '.join(map(repr, _NEAREST))}")
        vector = self.embedder.embed([text])[0]
        if not vector.any():
            return []
        with self._lock:
            hits = list(self._db.execute(query, (vector.astype(np.float32).tobytes(), int(k))))
        out = []
        for file_id, distance in hits:
            record = self.get(int(file_id))
            if record is not None:
                out.append((record, 1.0 - float(distance)))
        return out

    def close(self) -> None:
        with self._lock:
            self._db.close()
