"""The plan cache: states the planner solved once, answered locally the next time.

An entry is a state signature (anchor texts, layout vector, page label) with the actions that
moved the task on from that state, as the planner sent them: targets as on-screen text,
placeholders (``<EMAIL_1>``) and ``{param}`` templates kept, never restored values. Its scope
is one task and step, or every task (``GLOBAL_SCOPE``): a popup that blocks any task — Chromium's
"Save password?" bubble — is a learned reflex shared by all of them.

``lookup`` finds the nearest entries by layout (kNN in sqlite-vec, partitioned by scope), then
keeps those whose anchors are all on screen, whose page label does not contradict the
screen's, and whose layout distance is within the calibrated threshold (:class:`PlanCacheConfig`).
Each hit says what matched, for the ``learned_state`` decision's detail. ``report`` feeds back
whether the actions made progress: a failure demotes an entry (it is then used only when no
active entry matches, and says so), repeated failures drop it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from screenroute.contract import Action, FieldTarget, normalise, validate_action
from screenroute.contract.errors import ActionError
from screenroute.edge.classify.base import SCREEN_HEAD
from screenroute.edge.grounding import contains_all
from screenroute.edge.layout import LAYOUT_DIM, LAYOUT_VERSION, StateSignature
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.learning.replay.db import Migration, SqliteStore
from screenroute.router.learning.replay.errors import ReplayError

__all__ = ["GLOBAL_SCOPE", "MIGRATIONS", "CacheEntry", "CacheHit", "PlanCache", "PlanCacheConfig", "PlanCacheError"]

#: The scope of entries that apply to every task (popup reflexes).
GLOBAL_SCOPE = "*"


class PlanCacheError(ReplayError):
    """The plan cache cannot be opened, read or written, or was given an invalid entry."""


class PlanCacheConfig(BaseModel):
    """Thresholds of a cache hit.

    ``max_distance``: the layout distance (cosine) up to which a screen is the entry's state
    (``screenroute.edge.layout.UNKNOWN_DISTANCE``). Measured by ``bench/layout_bench.py`` on 348
    real screenshots (bench/results/layout_results.md) in the environment the states were stored
    in: 0.20 calls 6.3 % of known screens unknown (a miss: the step escalates and the entry is
    refreshed) while 92 % of other apps' screens and every browser error page lie past it. It
    does not separate one app's states from each other — 68 % of back-office screens have a
    screen of another state within 0.20 — so a hit also needs every anchor.
    ``min_anchor_share``: share of the entry's anchors that must be on screen (all of them).
    ``k``: neighbours read per scope before the anchor and label checks.
    ``demote_after`` / ``drop_after``: consecutive failures before an entry is demoted / deleted.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_distance: float = Field(0.2, gt=0.0, le=2.0)
    # Popup reflexes (global entries) follow the user from page to page: the page under the popup,
    # which fills most of the screen, is a different one each time, so the whole-screen layout does
    # not gate them; their anchors (the popup's own words) and the k nearest in their scope do.
    global_max_distance: float = Field(2.0, gt=0.0, le=2.0)
    min_anchor_share: float = Field(1.0, ge=0.0, le=1.0)
    k: int = Field(8, ge=1, le=100)
    demote_after: int = Field(1, ge=1, le=100)
    drop_after: int = Field(2, ge=1, le=100)
    # Entries closer than this to a new one with the same scope, step and anchors are the same
    # state: storing updates them instead of adding a near-duplicate.
    merge_distance: float = Field(0.05, ge=0.0, le=1.0)


@dataclass(frozen=True)
class CacheEntry:
    """One stored entry."""

    id: int
    scope: str
    step: str
    signature: StateSignature
    actions: tuple[Action, ...]
    successes: int
    failures: int
    consecutive_failures: int
    demoted: bool
    created_at: float
    last_used_at: float | None


@dataclass(frozen=True)
class CacheHit:
    """A lookup's answer: the entry's actions and what matched (for the decision's detail)."""

    entry_id: int
    scope: str
    step: str
    actions: tuple[Action, ...]
    distance: float
    anchors: tuple[str, ...]
    label: str
    demoted: bool
    successes: int
    failures: int

    @property
    def is_global(self) -> bool:
        return self.scope == GLOBAL_SCOPE

    def describe(self) -> str:
        """What matched, in one line: ``learned state #3 (all tasks): anchors 'Save password?', 'Never'; layout 0.031``."""
        where = "all tasks" if self.is_global else f"step {self.step!r}"
        anchors = ", ".join(repr(a) for a in self.anchors) or "none"
        label = f"; label {self.label}" if self.label else ""
        status = "; demoted" if self.demoted else ""
        return (
            f"learned state #{self.entry_id} ({where}): anchors {anchors}; layout {self.distance:.3f}{label}; "
            f"{self.successes} ok / {self.failures} failed{status}"
        )


_SCHEMA_V1 = """
create table plan_entries(
    id integer primary key,
    scope text not null,
    step text not null,
    anchors text not null,
    anchor_key text not null,
    label text not null,
    embedding blob not null,
    actions text not null,
    successes integer not null default 0,
    failures integer not null default 0,
    consecutive_failures integer not null default 0,
    demoted integer not null default 0,
    created_at real not null,
    last_used_at real
);
create index plan_entries_scope on plan_entries(scope, step);
create virtual table plan_vectors using vec0(
    entry_id integer primary key, scope text partition key, embedding float[%d] distance_metric=cosine
);
create table plan_meta(key text primary key, value text not null);
"""


def _create_v1(db: Any) -> None:
    db.execute(_SCHEMA_V1 % LAYOUT_DIM)
    db.execute("insert into plan_meta(key, value) values ('layout_version', ?)", (str(LAYOUT_VERSION),))


MIGRATIONS: list[Migration] = [(1, "plan entries and their vectors", _create_v1)]

_ACTION_FIELDS = ("skill", "target_text", "occurrence", "point", "text", "keys", "url", "amount", "timeout_s")


def _action_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in (*_ACTION_FIELDS, "expect_texts", "why"):
        value = getattr(action, name)
        if value not in (None, "", 0, 0.0, ()):
            out[name] = list(value) if isinstance(value, tuple) else value
    out["skill"] = action.skill
    if action.target_field is not None:
        field = action.target_field
        out["target_field"] = {"label": field.label, "placeholder": field.placeholder, "kind": field.kind}
    return out


def _action_of(data: dict[str, Any]) -> Action:
    kwargs = dict(data)
    if "point" in kwargs:
        kwargs["point"] = tuple(kwargs["point"])
    if "expect_texts" in kwargs:
        kwargs["expect_texts"] = tuple(kwargs["expect_texts"])
    if "target_field" in kwargs:
        kwargs["target_field"] = FieldTarget(**kwargs["target_field"])
    return Action(**kwargs)


class PlanCache(SqliteStore):
    """The plan cache in a SQLite file (its own tables: it may share the replay library's file)."""

    _what = "plan cache"
    _component = "plancache"

    def __init__(
        self, path: str | Path, config: PlanCacheConfig | None = None, *, busy_timeout_ms: int = 10_000
    ) -> None:
        self.config = config or PlanCacheConfig()
        super().__init__(path, busy_timeout_ms=busy_timeout_ms, migrations=MIGRATIONS)
        with self.read() as db:
            row = db.execute("select value from plan_meta where key = 'layout_version'").fetchone()
        if row is None or int(row[0]) != LAYOUT_VERSION:
            # Signatures of another layout definition would match nothing or the wrong thing.
            with self.write() as db:
                db.execute("delete from plan_entries")
                db.execute("delete from plan_vectors")
                db.execute(
                    "insert or replace into plan_meta(key, value) values ('layout_version', ?)", (str(LAYOUT_VERSION),)
                )

    def __enter__(self) -> PlanCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing -------------------------------------------------------------------------------
    def store(
        self,
        task: str,
        step: str,
        signature: StateSignature,
        actions: Sequence[Action],
        *,
        global_scope: bool = False,
    ) -> int:
        """Remember that ``actions`` moved ``task`` on from the state ``signature``; returns the entry id.

        ``global_scope`` stores a reflex for every task (a popup), with no step. Actions are
        validated against the skill contract; store them as the planner sent them (placeholders
        not restored). An entry of the same scope, step and anchors within ``merge_distance``
        is updated in place (its actions replaced, its failures forgiven) instead of duplicated.
        """
        if not actions:
            raise PlanCacheError("a plan cache entry needs at least one action")
        if not signature.anchors:
            # Without anchors a hit would rest on the layout alone, which does not separate states.
            raise PlanCacheError("a plan cache entry needs a signature with anchors")
        for action in actions:
            try:
                validate_action(action)
            except ActionError as exc:
                raise PlanCacheError(f"cannot store an invalid action: {exc}") from exc
        scope = GLOBAL_SCOPE if global_scope else task
        step = "" if global_scope else step
        if not scope:
            raise PlanCacheError("a task-scoped plan cache entry needs the task's name")
        now = time.time()
        actions_json = json.dumps([_action_json(a) for a in actions], ensure_ascii=False)
        vec = signature.embedding.astype(np.float32)
        key = signature.anchor_key()
        with self.write() as db:
            for entry_id, distance in self._neighbours(db, scope, vec, self.config.k):
                row = db.execute("select step, anchor_key from plan_entries where id = ?", (entry_id,)).fetchone()
                if row and row[0] == step and row[1] == key and distance <= self.config.merge_distance:
                    db.execute(
                        "update plan_entries set actions = ?, label = ?, consecutive_failures = 0, demoted = 0, "
                        "last_used_at = ? where id = ?",
                        (actions_json, signature.label, now, entry_id),
                    )
                    return entry_id
            db.execute(
                "insert into plan_entries(scope, step, anchors, anchor_key, label, embedding, actions, created_at) "
                "values (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    scope,
                    step,
                    json.dumps(list(signature.anchors), ensure_ascii=False),
                    key,
                    signature.label,
                    vec.tobytes(),
                    actions_json,
                    now,
                ),
            )
            entry_id = int(db.last_insert_rowid())
            db.execute(
                "insert into plan_vectors(entry_id, scope, embedding) values (?, ?, ?)",
                (entry_id, scope, vec.tobytes()),
            )
        return entry_id

    def report(self, entry_id: int, success: bool) -> str:
        """Feed back whether a hit's actions made progress; returns the entry's state:
        ``active``, ``demoted`` or ``dropped`` (``missing`` when the entry is gone already)."""
        with self.write() as db:
            row = db.execute("select consecutive_failures from plan_entries where id = ?", (entry_id,)).fetchone()
            if row is None:
                return "missing"
            now = time.time()
            if success:
                db.execute(
                    "update plan_entries set successes = successes + 1, consecutive_failures = 0, demoted = 0, "
                    "last_used_at = ? where id = ?",
                    (now, entry_id),
                )
                return "active"
            failures = int(row[0]) + 1
            if failures >= self.config.drop_after:
                db.execute("delete from plan_entries where id = ?", (entry_id,))
                db.execute("delete from plan_vectors where entry_id = ?", (entry_id,))
                return "dropped"
            demoted = failures >= self.config.demote_after
            db.execute(
                "update plan_entries set failures = failures + 1, consecutive_failures = ?, demoted = ?, "
                "last_used_at = ? where id = ?",
                (failures, int(demoted), now, entry_id),
            )
            return "demoted" if demoted else "active"

    def forget(self, entry_id: int) -> None:
        """Delete one entry."""
        with self.write() as db:
            db.execute("delete from plan_entries where id = ?", (entry_id,))
            db.execute("delete from plan_vectors where entry_id = ?", (entry_id,))

    # -- reading -------------------------------------------------------------------------------
    def _neighbours(self, db: Any, scope: str, vec: np.ndarray, k: int) -> list[tuple[int, float]]:
        rows = db.execute(
            "select entry_id, distance from plan_vectors where embedding match ? and k = ? and scope = ? "
            "order by distance",
            (vec.tobytes(), int(k), scope),
        ).fetchall()
        return [(int(r[0]), float(r[1])) for r in rows]

    def lookup(
        self, task: str, step: str, signature: StateSignature, lines: list[OcrLine] | None = None
    ) -> CacheHit | None:
        """The best entry for this screen in ``task``'s ``step`` or among the global reflexes, or None.

        ``signature`` is the current screen's (``StateSignature.of_screen``); pass the screen's
        OCR ``lines`` too, so an entry's anchors are looked for on the whole screen with the
        OCR-tolerant matcher (otherwise only among the signature's own anchors).
        """
        vec = signature.embedding.astype(np.float32)
        found: list[tuple[tuple[int, float, float], CacheHit]] = []
        with self.read() as db:
            for scope in (task, GLOBAL_SCOPE):
                limit = self.config.global_max_distance if scope == GLOBAL_SCOPE else self.config.max_distance
                for entry_id, distance in self._neighbours(db, scope, vec, self.config.k):
                    if distance > limit:
                        continue
                    entry = self._entry(db, entry_id)
                    if entry is None or (scope != GLOBAL_SCOPE and entry.step != step):
                        continue
                    share = _anchor_share(entry.signature.anchors, signature, lines)
                    if share < self.config.min_anchor_share:
                        continue
                    # A reflex's stored page label is the page it was first seen over, not its own.
                    if scope != GLOBAL_SCOPE and _labels_conflict(entry.signature.label, signature.label):
                        continue
                    hit = CacheHit(
                        entry_id=entry.id,
                        scope=entry.scope,
                        step=entry.step,
                        actions=entry.actions,
                        distance=distance,
                        anchors=entry.signature.anchors,
                        label=entry.signature.label,
                        demoted=entry.demoted,
                        successes=entry.successes,
                        failures=entry.failures,
                    )
                    # Active before demoted, then the closer layout, then the better record.
                    found.append(((int(entry.demoted), distance, entry.failures - entry.successes), hit))
        if not found:
            return None
        return min(found, key=lambda item: item[0])[1]

    def _entry(self, db: Any, entry_id: int) -> CacheEntry | None:
        row = db.execute(
            "select id, scope, step, anchors, label, embedding, actions, successes, failures, consecutive_failures, "
            "demoted, created_at, last_used_at from plan_entries where id = ?",
            (entry_id,),
        ).fetchone()
        if row is None:
            return None
        signature = StateSignature(tuple(json.loads(row[3])), np.frombuffer(row[5], np.float32), row[4])
        return CacheEntry(
            id=int(row[0]),
            scope=row[1],
            step=row[2],
            signature=signature,
            actions=tuple(_action_of(a) for a in json.loads(row[6])),
            successes=int(row[7]),
            failures=int(row[8]),
            consecutive_failures=int(row[9]),
            demoted=bool(row[10]),
            created_at=float(row[11]),
            last_used_at=None if row[12] is None else float(row[12]),
        )

    def entry(self, entry_id: int) -> CacheEntry | None:
        """One entry by id (None when it is gone)."""
        with self.read() as db:
            return self._entry(db, entry_id)

    def entries(self, *, scope: str | None = None) -> list[CacheEntry]:
        """Every entry (optionally of one scope), oldest first."""
        with self.read() as db:
            if scope is None:
                ids = [r[0] for r in db.execute("select id from plan_entries order by id").fetchall()]
            else:
                ids = [r[0] for r in db.execute("select id from plan_entries where scope = ? order by id", (scope,))]
            return [e for e in (self._entry(db, i) for i in ids) if e is not None]


def _anchor_share(anchors: tuple[str, ...], signature: StateSignature, lines: list[OcrLine] | None) -> float:
    if not anchors:
        return 0.0
    if lines is not None:
        return 1.0 - len(contains_all(lines, list(anchors))) / len(anchors)
    have = {normalise(a) for a in signature.anchors}
    return sum(normalise(a) in have for a in anchors) / len(anchors)


def _labels_conflict(stored: str, seen: str) -> bool:
    """Two page labels contradict when both are known and name different pages."""
    if not stored or not seen:
        return False

    def page(label: str) -> str:
        for part in label.split("+"):
            if part.startswith(f"{SCREEN_HEAD}/"):
                return part.removeprefix(f"{SCREEN_HEAD}/")
        return ""

    a, b = page(stored), page(seen)
    return bool(a and b and a != b and not a.startswith(b + "_") and not b.startswith(a + "_"))
