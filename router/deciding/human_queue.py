"""The durable queue of runs that halted needing a person (seed 002, section 4.2).

When a run stops for a reason a person must look at (the planner says a human must take
over, the policy refused an action, a step keeps failing, the budget or a timer ran out),
the edge enqueues the reason, the *redacted* last frame and the action log. A person lists
the queue, looks at an item (its frame is written out as a PNG) and resolves it, saying
who they are and what they did. SQLite in WAL mode: an item survives the process that wrote it.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from screenroute.contract import Reason
from screenroute.edge.private import private_file
from screenroute.router.errors import RouterError

__all__ = ["HumanQueue", "HumanQueueError", "QueueItem", "needs_a_person"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created REAL NOT NULL,
    task TEXT NOT NULL,
    task_id TEXT NOT NULL,
    step TEXT NOT NULL,
    reason TEXT NOT NULL,
    detail TEXT NOT NULL,
    frame_png BLOB,
    frame_note TEXT NOT NULL DEFAULT '',
    actions TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    resolved_by TEXT,
    resolution TEXT,
    resolved_at REAL
);
CREATE INDEX IF NOT EXISTS items_status ON items(status, id);
"""

# A run that ends for one of these reasons is done, or will be retried by itself; the rest need a person.
_NOT_FOR_A_PERSON = frozenset({Reason.TASK_COMPLETE})


def needs_a_person(reason: Reason) -> bool:
    """Whether a run halted for ``reason`` goes to the queue."""
    return reason not in _NOT_FOR_A_PERSON


class HumanQueueError(RouterError):
    """The queue cannot be opened, or an item does not exist / is already resolved."""


@dataclass(frozen=True)
class QueueItem:
    """One halted run waiting for (or resolved by) a person."""

    id: int
    created: float
    task: str
    task_id: str
    step: str
    reason: str
    detail: str
    actions: list[dict[str, object]]
    status: str
    has_frame: bool
    frame_note: str = ""
    resolved_by: str | None = None
    resolution: str | None = None
    resolved_at: float | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "created": self.created,
            "task": self.task,
            "task_id": self.task_id,
            "step": self.step,
            "reason": self.reason,
            "detail": self.detail,
            "status": self.status,
            "has_frame": self.has_frame,
            "frame_note": self.frame_note,
            "actions": self.actions,
            "resolved_by": self.resolved_by,
            "resolution": self.resolution,
            "resolved_at": self.resolved_at,
        }


class HumanQueue:
    """A SQLite-backed queue of halted runs; safe to share between threads of one process."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            private_file(self.path)  # redacted frames and action logs: the owner's only
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=10)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise HumanQueueError(f"{self.path}: cannot open the human queue: {exc}") from exc
        self._lock = threading.Lock()

    def enqueue(
        self,
        *,
        task: str,
        task_id: str,
        step: str,
        reason: Reason,
        detail: str,
        actions: list[dict[str, object]],
        frame_png: bytes | None,
        frame_note: str = "",
    ) -> int:
        """Add a halted run; ``frame_png`` must already be redacted. Returns the item's id."""
        with self._lock:
            cursor = self._db.execute(
                "INSERT INTO items (created, task, task_id, step, reason, detail, frame_png, frame_note, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    time.time(),
                    task,
                    task_id,
                    step,
                    reason.value,
                    detail,
                    frame_png,
                    frame_note,
                    json.dumps(actions, ensure_ascii=False),
                ),
            )
            return int(cursor.lastrowid or 0)

    def list(self, *, status: str | None = "open", limit: int = 100) -> list[QueueItem]:
        """Items, newest first; ``status`` None lists every item."""
        where, args = ("WHERE status = ?", (status,)) if status else ("", ())
        with self._lock:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM items {where} ORDER BY id DESC LIMIT ?",  # noqa: S608 - fixed text
                (*args, limit),
            ).fetchall()
        return [_item(row) for row in rows]

    def get(self, item_id: int) -> QueueItem:
        with self._lock:
            row = self._db.execute(f"SELECT {_COLUMNS} FROM items WHERE id = ?", (item_id,)).fetchone()  # noqa: S608
        if row is None:
            raise HumanQueueError(f"no queue item {item_id} in {self.path}")
        return _item(row)

    def frame_png(self, item_id: int) -> bytes | None:
        """The item's redacted last frame (PNG), or None when none could be kept."""
        with self._lock:
            row = self._db.execute("SELECT frame_png FROM items WHERE id = ?", (item_id,)).fetchone()
        if row is None:
            raise HumanQueueError(f"no queue item {item_id} in {self.path}")
        return bytes(row[0]) if row[0] is not None else None

    def resolve(self, item_id: int, *, by: str, resolution: str) -> QueueItem:
        """Mark an open item resolved by ``by`` with what they did."""
        if not by.strip() or not resolution.strip():
            raise HumanQueueError("resolving an item needs who resolved it and what was done")
        with self._lock:
            cursor = self._db.execute(
                "UPDATE items SET status = 'resolved', resolved_by = ?, resolution = ?, resolved_at = ?"
                " WHERE id = ? AND status = 'open'",
                (by, resolution, time.time(), item_id),
            )
        if cursor.rowcount == 0:
            item = self.get(item_id)  # raises for a missing item
            raise HumanQueueError(f"queue item {item_id} is already {item.status} (by {item.resolved_by})")
        return self.get(item_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()


_COLUMNS = (
    "id, created, task, task_id, step, reason, detail, actions, status, frame_png IS NOT NULL,"
    " frame_note, resolved_by, resolution, resolved_at"
)


def _item(row: tuple[object, ...]) -> QueueItem:
    (id_, created, task, task_id, step, reason, detail, actions, status, has_frame, note, by, what, at) = row
    return QueueItem(
        id=int(id_),  # type: ignore[call-overload]
        created=float(created),  # type: ignore[arg-type]
        task=str(task),
        task_id=str(task_id),
        step=str(step),
        reason=str(reason),
        detail=str(detail),
        actions=json.loads(str(actions)),
        status=str(status),
        has_frame=bool(has_frame),
        frame_note=str(note),
        resolved_by=None if by is None else str(by),
        resolution=None if what is None else str(what),
        resolved_at=None if at is None else float(at),  # type: ignore[arg-type]
    )
