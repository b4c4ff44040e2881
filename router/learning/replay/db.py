"""Opening a SQLite file with sqlite-vec for the replay library and the plan cache.

apsw, not the standard library's ``sqlite3``: many Python builds (this project's Debian
machines among them) compile ``sqlite3`` without loadable-extension support, and sqlite-vec
is an extension. Every connection runs in WAL mode (readers never block the writer, and a
process killed mid-write leaves the last committed transaction intact), with a busy timeout
so several processes can write one file, and with foreign keys on.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from screenroute.edge.private import private_file
from screenroute.router.learning.replay.errors import ReplayError, SchemaError

__all__ = ["Migration", "SqliteStore", "open_connection"]

#: One schema step: ``(version, description, apply)``; ``apply`` runs inside the migration's transaction.
Migration = tuple[int, str, Callable[[Any], None]]


def open_connection(path: str | Path, *, busy_timeout_ms: int, what: str) -> Any:
    """An apsw connection with sqlite-vec loaded, WAL on and the busy timeout set."""
    try:
        import apsw
        import sqlite_vec
    except ImportError as exc:
        raise ReplayError(f"the {what} needs apsw and sqlite-vec (pip install 'screenroute[edge]')") from exc
    path = Path(path)
    if path.parent and not path.parent.is_dir():
        raise ReplayError(f"cannot open the {what} {path}: folder {path.parent} does not exist")
    try:
        private_file(path)  # screens and actions of tasks: the owner's only (its -wal/-shm follow)
    except OSError as exc:
        raise ReplayError(f"cannot open the {what} {path}: {exc.strerror}") from exc
    try:
        db: Any = apsw.Connection(str(path))
        db.set_busy_timeout(busy_timeout_ms)
        db.enable_load_extension(True)
        db.load_extension(sqlite_vec.loadable_path())
        db.enable_load_extension(False)
        if db.execute("pragma page_count").fetchone()[0] == 0:
            # Only a fresh file can take auto_vacuum: pruning then hands freed pages back to the
            # file system with incremental_vacuum instead of a full VACUUM rewrite.
            db.execute("pragma auto_vacuum=incremental")
        mode = db.execute("pragma journal_mode=wal").fetchone()[0]
        if str(mode).lower() != "wal":
            raise ReplayError(f"cannot open the {what} {path}: journal mode is {mode}, WAL is required")
        # NORMAL is durable against a process crash in WAL mode (a committed transaction is in the
        # WAL before COMMIT returns); only an OS crash or power loss can lose the last commits.
        db.execute("pragma synchronous=normal")
        db.execute("pragma foreign_keys=on")
    except apsw.Error as exc:
        raise ReplayError(f"cannot open the {what} {path}: {exc}") from exc
    return db


class SqliteStore:
    """A connection shared by the threads of one process, transactions that wait for other writers,
    and a schema brought up to date by numbered migrations.

    Versions live in a ``schema_versions`` table, one row per component (``_component``), so the
    replay library and the plan cache can share one file and still migrate independently.
    """

    _what = "database"
    _component = "database"

    def __init__(self, path: str | Path, *, busy_timeout_ms: int, migrations: list[Migration]) -> None:
        import apsw

        self.path = Path(path)
        self._apsw = apsw
        self._lock = threading.RLock()
        self._db = open_connection(self.path, busy_timeout_ms=busy_timeout_ms, what=self._what)
        try:
            self._migrate(migrations)
        except BaseException:
            self._db.close()
            raise

    @property
    def schema_version(self) -> int:
        """The schema version of this component in the file (0: not created yet)."""
        with self.read() as db:
            return self._version(db)

    def _version(self, db: Any) -> int:
        row = db.execute("select version from schema_versions where component = ?", (self._component,)).fetchone()
        return int(row[0]) if row else 0

    def _migrate(self, migrations: list[Migration]) -> None:
        latest = max(v for v, _, _ in migrations)
        with self.write() as db:
            db.execute(
                "create table if not exists schema_versions(component text primary key, version integer not null)"
            )
            version = self._version(db)
        if version > latest:
            raise SchemaError(
                f"{self._what} {self.path} has schema version {version}; this screenroute reads up to "
                f"{latest} (upgrade screenroute, or use another file)"
            )
        for number, description, apply in sorted(migrations, key=lambda m: m[0]):
            if number <= version:
                continue
            # One transaction per step: a failing step leaves the file at the previous version.
            try:
                with self.write() as db:
                    if self._version(db) >= number:  # another process migrated it meanwhile
                        continue
                    apply(db)
                    db.execute(
                        "insert or replace into schema_versions(component, version) values (?, ?)",
                        (self._component, number),
                    )
            except self._apsw.Error as exc:
                raise SchemaError(
                    f"{self._what} {self.path}: migration to version {number} ({description}) failed: {exc}"
                ) from exc

    @contextmanager
    def write(self) -> Iterator[Any]:
        """One write transaction: ``BEGIN IMMEDIATE`` takes the write lock up front (waiting up to
        the busy timeout for other writers), so a read-then-write never fails on a lock upgrade."""
        with self._lock:
            db = self._db
            try:
                db.execute("begin immediate")
            except self._apsw.BusyError as exc:
                raise ReplayError(f"{self._what} {self.path} is locked by another writer: {exc}") from exc
            try:
                yield db
            except BaseException:
                db.execute("rollback")
                raise
            else:
                db.execute("commit")

    @contextmanager
    def read(self) -> Iterator[Any]:
        """The connection for reads (WAL readers see the last committed state and never block writers)."""
        with self._lock:
            yield self._db

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._db.close()

    def integrity_check(self) -> str:
        """``ok``, or SQLite's description of what is damaged."""
        with self.read() as db:
            return "; ".join(str(r[0]) for r in db.execute("pragma integrity_check").fetchall())
