"""The replay library: every step of every run, in one SQLite file (WAL) with sqlite-vec.

Seed 002 §4.3: before/after frames, the action, its result, latency, tokens — "used to find
the steps that fail, and to train the local model". Per run: the task, its non-secret
parameters, the outcome. Per step: redacted frames (WebP at a reduced size), the layout
embedding (also in a sqlite-vec index, partitioned by task, for "which states has this task
seen"), the classifier's output, the OCR anchors, route and reason, actions and results,
latency per stage, tokens and cost.

Crash safety: a run row is written when the run starts and each step is one transaction, so
``kill -9`` loses at most the step being written; the file opens clean (WAL). A run whose
process died stays ``running`` until :meth:`ReplayLibrary.recover` (run on every open) sees
its process gone and marks it ``interrupted``.

Retention: ``max_bytes`` (kept in the file) bounds the pages in use. After every finished run the
oldest finished runs are deleted until the file is under 90 % of the budget. The file is
created with ``auto_vacuum=incremental``, so ``pragma incremental_vacuum`` then returns the
freed pages to the file system without the full rewrite (and exclusive lock, and twice the
disk space) a ``VACUUM`` needs. sqlite-vec 0.1.x does not reuse the space of deleted vectors
(measured: deleting 2,000 of 3,000 rows freed 5 of 4,356 pages), so the vector index is
rebuilt from the embeddings kept in the steps table once a quarter of its rows are deletions.
"""

from __future__ import annotations

import io
import json
import os
import socket
import time
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np
from PIL import Image

from screenroute.contract import Reason, Route
from screenroute.edge.frame import Frame
from screenroute.edge.layout import LAYOUT_DIM, LAYOUT_VERSION
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.writes import shape_urls
from screenroute.router.errors import RedactionError
from screenroute.router.learning.replay.db import Migration, SqliteStore
from screenroute.router.learning.replay.errors import ReplayError
from screenroute.router.learning.replay.records import (
    RunSummary,
    StepRecord,
    StoredStep,
    action_to_record,
    result_to_record,
)
from screenroute.router.privacy.redaction.base import Redactor

__all__ = ["DEFAULT_MAX_BYTES", "MIGRATIONS", "SCHEMA_VERSION", "ReplayLibrary", "StateNeighbour"]

#: Default size budget: about 20,000 steps with two frames each at the default frame settings.
DEFAULT_MAX_BYTES = 2 * 1024**3
# Prune down to this share of the budget, so a library at its limit does not prune after every run.
_PRUNE_TO = 0.9
# Rebuild the vector index once this share of its rows are deletions (their space is never reused).
_REBUILD_SHARE = 0.25
# A run reference of only digits is a uid prefix (uids are hex) when it is at least this long and no run's id.
_UID_DIGITS = 6

_SCHEMA_V1 = """
create table replay_meta(key text primary key, value text not null);
create table runs(
    id integer primary key,
    uid text not null unique,
    task text not null,
    parameters text not null,
    started_at real not null,
    ended_at real,
    outcome text not null default 'running',
    detail text not null default '',
    pid integer,
    host text not null default ''
);
create index runs_started on runs(started_at);
create index runs_task on runs(task, started_at);
create table steps(
    id integer primary key,
    run_id integer not null references runs(id) on delete cascade,
    seq integer not null,
    step_name text not null,
    started_at real not null,
    route text not null,
    reason text not null,
    detail text not null,
    state_label text not null,
    teacher_label text not null,
    classifier text,
    anchors_found text not null,
    anchors_missing text not null,
    actions text not null,
    results text not null,
    stage_ms text not null,
    tokens_in integer not null,
    tokens_out integer not null,
    cost_usd real not null,
    model text not null,
    embedding blob,
    frame_note text not null default '',
    unique(run_id, seq)
);
create table frames(
    step_id integer not null references steps(id) on delete cascade,
    which text not null check (which in ('before', 'after')),
    mime text not null,
    width integer not null,
    height integer not null,
    data blob not null,
    primary key (step_id, which)
) without rowid;
create view run_summaries as
select r.id, r.uid, r.task, r.parameters, r.started_at, r.ended_at, r.outcome, r.detail, r.pid,
       count(s.id), sum(s.route = 'escalate'), sum(s.route = 'local'), coalesce(sum(s.cost_usd), 0),
       coalesce(sum(s.tokens_in), 0), coalesce(sum(s.tokens_out), 0)
from runs r left join steps s on s.run_id = r.id group by r.id;
"""


def _create_v1(db: Any) -> None:
    db.execute(_SCHEMA_V1)
    _create_vector_index(db)
    db.execute(
        "insert into replay_meta(key, value) values ('layout_version', ?), ('embedding_dim', ?), ('vec_deleted', '0')",
        (str(LAYOUT_VERSION), str(LAYOUT_DIM)),
    )


def _create_vector_index(db: Any) -> None:
    db.execute(
        f"create virtual table step_vectors using vec0(step_id integer primary key, task text partition key, "
        f"embedding float[{LAYOUT_DIM}] distance_metric=cosine)"
    )


#: The schema's history. A new version appends ``(n, what, apply)``; files of any older version
#: are brought up to date on open, one transaction per step.
MIGRATIONS: list[Migration] = [(1, "runs, steps, frames, step vectors", _create_v1)]
SCHEMA_VERSION = max(v for v, _, _ in MIGRATIONS)


@dataclass(frozen=True)
class StateNeighbour:
    """A stored step whose screen is near a query screen (cosine distance of layout vectors)."""

    step_id: int
    run_id: int
    step_name: str
    state_label: str
    teacher_label: str
    route: str
    distance: float


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class ReplayLibrary(SqliteStore):
    """The replay library in one SQLite file (created if missing).

    Safe to share between the threads of a process; several processes may write the same file
    (WAL; writers wait up to ``busy_timeout_ms`` for each other). ``max_bytes`` is the size budget,
    kept in the file (None: the budget stored there, else :data:`DEFAULT_MAX_BYTES`). ``redactor`` redacts frames the
    caller did not mark as redacted (see :class:`StepRecord`). Frames are stored downscaled so
    their long side is at most ``frame_max_side``, as WebP (``frame_quality``) or PNG.
    """

    _what = "replay library"
    _component = "replay"

    def __init__(
        self,
        path: str | Path,
        *,
        max_bytes: int | None = None,
        redactor: Redactor | None = None,
        frame_max_side: int = 1280,
        frame_format: Literal["webp", "png"] = "webp",
        frame_quality: int = 80,
        busy_timeout_ms: int = 10_000,
        migrations: list[Migration] | None = None,
    ) -> None:
        if max_bytes is not None and max_bytes < 1024 * 1024:
            raise ReplayError(f"max_bytes={max_bytes} is below the 1 MiB minimum of a replay library")
        if frame_format not in ("webp", "png"):
            raise ReplayError(f"frame_format={frame_format!r} is not one of 'webp', 'png'")
        if not 16 <= frame_max_side <= 8192:
            raise ReplayError(f"frame_max_side={frame_max_side} is outside 16..8192")
        self.redactor = redactor
        self.frame_max_side = frame_max_side
        self.frame_format = frame_format
        self.frame_quality = frame_quality
        super().__init__(path, busy_timeout_ms=busy_timeout_ms, migrations=migrations or MIGRATIONS)
        self._check_layout_version()
        self.max_bytes = self._budget(max_bytes)
        self.recover()

    def _budget(self, max_bytes: int | None) -> int:
        # The budget belongs to the file: a reader (``screenroute replay list``) that opens it
        # without one must not prune a library that its writer gave more room.
        with self.write() as db:
            if max_bytes is None:
                row = db.execute("select value from replay_meta where key = 'max_bytes'").fetchone()
                return int(row[0]) if row else DEFAULT_MAX_BYTES
            db.execute("insert or replace into replay_meta(key, value) values ('max_bytes', ?)", (str(max_bytes),))
            return max_bytes

    def __enter__(self) -> ReplayLibrary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- runs ----------------------------------------------------------------------------------
    def start_run(
        self, task: str, parameters: Mapping[str, str] | None = None, *, secret_names: Iterable[str] = ()
    ) -> int:
        """Record the start of a run of ``task``; returns its id. Parameters named in
        ``secret_names`` are dropped (their names too: a name can say what the value is)."""
        secret = {s.casefold() for s in secret_names}
        params = {str(k): str(v) for k, v in (parameters or {}).items() if str(k).casefold() not in secret}
        with self.write() as db:
            db.execute(
                "insert into runs(uid, task, parameters, started_at, pid, host) values (?, ?, ?, ?, ?, ?)",
                (
                    uuid.uuid4().hex[:16],
                    task,
                    json.dumps(params, ensure_ascii=False, sort_keys=True),
                    time.time(),
                    os.getpid(),
                    socket.gethostname(),
                ),
            )
            return int(db.last_insert_rowid())

    def finish_run(self, run_id: int, outcome: str, detail: str = "") -> None:
        """Record how a run ended (``task_complete``, a halt reason, ``error`` …), then apply retention."""
        with self.write() as db:
            db.execute(
                "update runs set outcome = ?, detail = ?, ended_at = ? where id = ?",
                (outcome, shape_urls(detail), time.time(), run_id),
            )
            if db.changes() != 1:
                raise ReplayError(f"replay library {self.path}: no run with id {run_id}")
        self.prune()

    def recover(self) -> int:
        """Mark runs whose process is gone (killed, crashed) as ``interrupted``; returns how many."""
        host = socket.gethostname()
        with self.read() as db:
            open_runs = db.execute("select id, pid, host from runs where outcome = 'running'").fetchall()
        dead = [rid for rid, pid, rhost in open_runs if rhost == host and pid is not None and not _pid_alive(pid)]
        if dead:
            with self.write() as db:
                for rid in dead:
                    db.execute(
                        "update runs set outcome = 'interrupted', detail = 'the process ended without finishing "
                        "the run', ended_at = coalesce((select max(started_at) from steps where run_id = ?), "
                        "started_at) where id = ? and outcome = 'running'",
                        (rid, rid),
                    )
        return len(dead)

    # -- steps ---------------------------------------------------------------------------------
    def record_step(self, run_id: int, step: StepRecord) -> int:
        """Store one step (one transaction: all of it or nothing); returns the step's id."""
        frames, note = self._frames_of(step)
        embedding = None
        if step.embedding is not None:
            embedding = np.asarray(step.embedding, np.float32).reshape(-1)
            if embedding.shape[0] != LAYOUT_DIM:
                raise ReplayError(f"step embedding has {embedding.shape[0]} values, the library stores {LAYOUT_DIM}")
        classifier = None
        if step.classifier is not None:
            classifier = json.dumps({"state_label": step.classifier.state_label, **step.classifier.to_json()})
        started = step.started_at if step.started_at is not None else time.time()
        try:
            route, reason = Route(step.route).value, Reason(step.reason).value
        except ValueError as exc:
            raise ReplayError(f"step {step.step_name!r}: {exc}") from exc
        with self.write() as db:
            row = db.execute("select task, outcome from runs where id = ?", (run_id,)).fetchone()
            if row is None:
                raise ReplayError(f"replay library {self.path}: no run with id {run_id}")
            task = row[0]
            seq = int(
                db.execute("select coalesce(max(seq), 0) + 1 from steps where run_id = ?", (run_id,)).fetchone()[0]
            )
            db.execute(
                "insert into steps(run_id, seq, step_name, started_at, route, reason, detail, state_label, "
                "teacher_label, classifier, anchors_found, anchors_missing, actions, results, stage_ms, tokens_in, "
                "tokens_out, cost_usd, model, embedding, frame_note) values "
                "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    run_id,
                    seq,
                    step.step_name,
                    started,
                    route,
                    reason,
                    shape_urls(step.detail),
                    step.state_label,
                    step.teacher_label,
                    classifier,
                    _dumps(list(step.anchors_found)),
                    _dumps(list(step.anchors_missing)),
                    _dumps([action_to_record(a) for a in step.actions]),
                    _dumps([result_to_record(r) for r in step.results]),
                    _dumps({k: round(float(v), 2) for k, v in step.stage_ms.items()}),
                    int(step.tokens_in),
                    int(step.tokens_out),
                    float(step.cost_usd),
                    step.model,
                    embedding.tobytes() if embedding is not None else None,
                    note,
                ),
            )
            step_id = int(db.last_insert_rowid())
            for which, (mime, width, height, data) in frames.items():
                db.execute(
                    "insert into frames(step_id, which, mime, width, height, data) values (?, ?, ?, ?, ?, ?)",
                    (step_id, which, mime, width, height, data),
                )
            if embedding is not None:
                db.execute(
                    "insert into step_vectors(step_id, task, embedding) values (?, ?, ?)",
                    (step_id, task, embedding.tobytes()),
                )
        return step_id

    def _frames_of(self, step: StepRecord) -> tuple[dict[str, tuple[str, int, int, bytes]], str]:
        out: dict[str, tuple[str, int, int, bytes]] = {}
        notes: list[str] = []
        for which, frame, lines in (
            ("before", step.before, step.before_lines),
            ("after", step.after, step.after_lines),
        ):
            if frame is None:
                continue
            safe = frame if step.redacted else self._redact(frame, lines, which, notes)
            if safe is not None:
                out[which] = self._encode(safe)
        return out, "; ".join(notes)

    def _redact(self, frame: Frame, lines: Iterable[OcrLine] | None, which: str, notes: list[str]) -> Frame | None:
        # Never unredacted pixels: without a redactor and the frame's own OCR lines the frame is dropped.
        if self.redactor is None:
            notes.append(f"{which} frame not stored: not marked redacted and no redactor")
            return None
        if lines is None:
            notes.append(f"{which} frame not stored: no OCR lines to redact it with")
            return None
        try:
            return self.redactor.redact(frame, list(lines), {}).frame
        except RedactionError as exc:
            notes.append(f"{which} frame not stored: redaction failed ({exc})")
            return None

    def _encode(self, frame: Frame) -> tuple[str, int, int, bytes]:
        image = frame.to_image()
        if max(image.size) > self.frame_max_side:
            factor = self.frame_max_side / max(image.size)
            image = image.resize(
                (max(1, round(image.width * factor)), max(1, round(image.height * factor))), Image.Resampling.BOX
            )
        buf = io.BytesIO()
        if self.frame_format == "webp":
            # method 2: measured on 1024 x 640 back-office frames, 43 ms and 12 KiB a frame against
            # 96 ms (method 4) and 147 ms (method 6) for the same size; PNG is 36 KiB, lossless WebP 80 KiB.
            image.save(buf, format="WEBP", quality=self.frame_quality, method=2)
            mime = "image/webp"
        else:
            image.save(buf, format="PNG", optimize=False, compress_level=6)
            mime = "image/png"
        return mime, image.width, image.height, buf.getvalue()

    # -- reading -------------------------------------------------------------------------------
    @staticmethod
    def _run(row: tuple[Any, ...]) -> RunSummary:
        rid, uid, task, params, started, ended, outcome, detail, pid, n, esc, local, cost, tin, tout = row
        return RunSummary(
            id=int(rid),
            uid=uid,
            task=task,
            parameters=json.loads(params),
            started_at=float(started),
            ended_at=None if ended is None else float(ended),
            outcome=outcome,
            detail=detail,
            steps=int(n),
            escalations=int(esc or 0),
            local=int(local or 0),
            cost_usd=float(cost),
            tokens_in=int(tin),
            tokens_out=int(tout),
            pid=pid,
        )

    def runs(self, *, task: str | None = None, limit: int = 50) -> list[RunSummary]:
        """The newest runs first (optionally of one task)."""
        with self.read() as db:
            if task:
                rows = db.execute(
                    "select * from run_summaries where task = ? order by started_at desc, id desc limit ?",
                    (task, int(limit)),
                ).fetchall()
            else:
                rows = db.execute(
                    "select * from run_summaries order by started_at desc, id desc limit ?", (int(limit),)
                ).fetchall()
        return [self._run(r) for r in rows]

    def run(self, run: int | str) -> RunSummary:
        """One run by id or uid (a unique uid prefix will do); ``ReplayError`` when there is none.

        Digits are an id; a uid is hex, so its prefix can be digits too ("402173…"): six digits
        or more that are no run's id are taken as a uid prefix (fewer stay an id, so a missing
        ``999`` is "no run", never some uid that happens to start with it).
        """
        rows = []
        with self.read() as db:
            if isinstance(run, int) or str(run).isdigit():
                rows = db.execute("select * from run_summaries where id = ?", (int(run),)).fetchall()
            if not rows and not isinstance(run, int) and (not str(run).isdigit() or len(str(run)) >= _UID_DIGITS):
                prefix = str(run).replace("%", "").replace("_", "")
                rows = db.execute("select * from run_summaries where uid like ?", (prefix + "%",)).fetchall()
        if len(rows) != 1:
            raise ReplayError(
                f"replay library {self.path}: "
                + (f"no run {run!r}" if not rows else f"{len(rows)} runs match {run!r}; give more of the uid")
            )
        return self._run(rows[0])

    def steps(self, run_id: int, *, with_embeddings: bool = False) -> list[StoredStep]:
        """Every stored step of a run, in order."""
        with self.read() as db:
            rows = db.execute(
                "select s.id, s.run_id, s.seq, s.step_name, s.started_at, s.route, s.reason, s.detail, s.state_label, "
                "s.teacher_label, s.classifier, s.anchors_found, s.anchors_missing, s.actions, s.results, s.stage_ms, "
                "s.tokens_in, s.tokens_out, s.cost_usd, s.model, s.frame_note, s.embedding, "
                "(select group_concat(which) from frames f where f.step_id = s.id) "
                "from steps s where s.run_id = ? order by s.seq",
                (run_id,),
            ).fetchall()
        out = []
        for r in rows:
            out.append(
                StoredStep(
                    id=r[0],
                    run_id=r[1],
                    seq=r[2],
                    step_name=r[3],
                    started_at=r[4],
                    route=r[5],
                    reason=r[6],
                    detail=r[7],
                    state_label=r[8],
                    teacher_label=r[9],
                    classifier=json.loads(r[10]) if r[10] else None,
                    anchors_found=tuple(json.loads(r[11])),
                    anchors_missing=tuple(json.loads(r[12])),
                    actions=json.loads(r[13]),
                    results=json.loads(r[14]),
                    stage_ms=json.loads(r[15]),
                    tokens_in=r[16],
                    tokens_out=r[17],
                    cost_usd=r[18],
                    model=r[19],
                    frame_note=r[20],
                    embedding=np.frombuffer(r[21], np.float32).copy() if with_embeddings and r[21] else None,
                    frames=tuple(sorted((r[22] or "").split(",") if r[22] else ())),
                )
            )
        return out

    def frame(self, step_id: int, which: Literal["before", "after"] = "before") -> tuple[str, bytes] | None:
        """A stored frame's MIME type and encoded bytes (None when it was not stored)."""
        with self.read() as db:
            row = db.execute(
                "select mime, data from frames where step_id = ? and which = ?", (step_id, which)
            ).fetchone()
        return (row[0], bytes(row[1])) if row else None

    def nearest_states(self, task: str, embedding: np.ndarray, k: int = 5) -> list[StateNeighbour]:
        """The ``k`` stored steps of ``task`` whose screens' layouts are nearest to ``embedding`` (kNN, sqlite-vec)."""
        vec = np.asarray(embedding, np.float32).reshape(-1)
        if vec.shape[0] != LAYOUT_DIM:
            raise ReplayError(f"query embedding has {vec.shape[0]} values, the library stores {LAYOUT_DIM}")
        with self.read() as db:
            rows = db.execute(
                "select s.id, s.run_id, s.step_name, s.state_label, s.teacher_label, s.route, v.distance from "
                "(select step_id, distance from step_vectors where embedding match ? and k = ? and task = ?) v "
                "join steps s on s.id = v.step_id order by v.distance",
                (vec.tobytes(), int(k), task),
            ).fetchall()
        return [StateNeighbour(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6])) for r in rows]

    # -- retention -----------------------------------------------------------------------------
    def used_bytes(self) -> int:
        """Bytes of pages in use (the file's size less its free pages)."""
        with self.read() as db:
            pages = db.execute("pragma page_count").fetchone()[0]
            free = db.execute("pragma freelist_count").fetchone()[0]
            size = db.execute("pragma page_size").fetchone()[0]
        return int((pages - free) * size)

    def prune(self) -> int:
        """Delete the oldest finished runs while the library is over its budget; returns how many went."""
        if self.used_bytes() <= self.max_bytes:
            return 0
        target = int(self.max_bytes * _PRUNE_TO)
        removed = 0
        while self.used_bytes() > target:
            with self.write() as db:
                row = db.execute(
                    "select id from runs where outcome != 'running' order by started_at, id limit 1"
                ).fetchone()
                if row is None:
                    break  # only runs in progress are left: never prune those
                self._delete_run(db, int(row[0]))
            removed += 1
        self._maybe_rebuild_vectors()
        with self.write() as db:
            db.execute("pragma incremental_vacuum")
        return removed

    def delete_run(self, run_id: int) -> None:
        """Delete one run and everything stored for it."""
        with self.write() as db:
            self._delete_run(db, run_id)

    def _delete_run(self, db: Any, run_id: int) -> None:
        ids = [r[0] for r in db.execute("select id from steps where run_id = ? and embedding is not null", (run_id,))]
        for step_id in ids:
            db.execute("delete from step_vectors where step_id = ?", (step_id,))
        db.execute("delete from runs where id = ?", (run_id,))  # steps and frames cascade
        db.execute(
            "update replay_meta set value = cast(value as integer) + ? where key = 'vec_deleted'",
            (len(ids),),
        )

    def _maybe_rebuild_vectors(self) -> None:
        with self.read() as db:
            deleted = int(db.execute("select value from replay_meta where key = 'vec_deleted'").fetchone()[0])
            live = int(db.execute("select count(*) from steps where embedding is not null").fetchone()[0])
        if deleted and deleted >= _REBUILD_SHARE * (deleted + live):
            self.rebuild_vectors()

    def rebuild_vectors(self) -> None:
        """Rebuild the sqlite-vec index from the embeddings in the steps table (reclaims deleted rows)."""
        with self.write() as db:
            db.execute("drop table step_vectors")
            _create_vector_index(db)
            db.execute(
                "insert into step_vectors(step_id, task, embedding) select s.id, r.task, s.embedding "
                "from steps s join runs r on r.id = s.run_id where s.embedding is not null"
            )
            db.execute("update replay_meta set value = '0' where key = 'vec_deleted'")

    def _check_layout_version(self) -> None:
        with self.read() as db:
            row = db.execute("select value from replay_meta where key = 'layout_version'").fetchone()
        if row is not None and int(row[0]) == LAYOUT_VERSION:
            return
        # Vectors of another layout definition cannot be compared with new ones: drop them
        # (frames, labels and everything else stay; the index refills as runs go on).
        with self.write() as db:
            db.execute("update steps set embedding = null")
            db.execute("drop table step_vectors")
            _create_vector_index(db)
            db.execute(
                "insert or replace into replay_meta(key, value) values ('layout_version', ?), ('embedding_dim', ?), "
                "('vec_deleted', '0')",
                (str(LAYOUT_VERSION), str(LAYOUT_DIM)),
            )


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
