"""Training embeddings in sqlite-vec: nearest-neighbour look-ups of a screen's state.

Uses apsw, not the standard library's sqlite3: many Python builds (this project's CI
included) compile sqlite3 without loadable-extension support, and sqlite-vec is an extension.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from screenroute.edge.classify.errors import ClassifierError

_SCHEMA = """
create virtual table vectors using vec0(embedding float[{dim}] distance_metric=cosine);
create table items(rowid integer primary key, file text not null, split text not null, labels text not null);
"""


@dataclass(frozen=True)
class Neighbour:
    """One training frame near the query: its labels, where it came from, and the cosine distance."""

    labels: dict[str, str | None]
    file: str
    distance: float


def _connect(db: Any) -> Any:
    try:
        import sqlite_vec
    except ImportError as exc:
        raise ClassifierError(
            "the embedding index needs sqlite-vec and apsw (pip install 'screenroute[edge]')"
        ) from exc
    db.enable_load_extension(True)
    db.load_extension(sqlite_vec.loadable_path())
    db.enable_load_extension(False)
    return db


class EmbeddingIndex:
    """An in-memory sqlite-vec index of training embeddings (k-nearest by cosine distance)."""

    def __init__(self, db: Any, dim: int) -> None:
        self._db = db
        self.dim = dim

    @classmethod
    def build(cls, path: Path, embeddings: np.ndarray, records: Sequence[Mapping[str, Any]]) -> None:
        """Write a new index file: one row per training frame (``records`` give file, split, labels)."""
        import apsw

        if len(embeddings) != len(records):
            raise ValueError(f"{len(embeddings)} embeddings for {len(records)} records")
        path.unlink(missing_ok=True)
        db = _connect(apsw.Connection(str(path)))
        db.execute(_SCHEMA.format(dim=embeddings.shape[1]))
        with db:
            for i, (vec, rec) in enumerate(zip(embeddings.astype(np.float32), records, strict=True), start=1):
                db.execute("insert into vectors(rowid, embedding) values (?, ?)", (i, vec.tobytes()))
                db.execute(
                    "insert into items values (?, ?, ?, ?)",
                    (i, rec["file"], rec["split"], json.dumps(rec["labels"], ensure_ascii=False)),
                )
        db.execute("vacuum")
        db.close()

    @classmethod
    def from_bytes(cls, data: bytes) -> EmbeddingIndex:
        """Open an index shipped inside an artifact, in memory (nothing is extracted to disk)."""
        try:
            import apsw
        except ImportError as exc:
            raise ClassifierError("the embedding index needs apsw (pip install 'screenroute[edge]')") from exc
        db = _connect(apsw.Connection(":memory:"))
        try:
            db.deserialize("main", data)
            row = db.execute("select count(*) from items").fetchone()
            dim_row = db.execute("select vec_length(embedding) from vectors limit 1").fetchone()
        except apsw.Error as exc:
            raise ClassifierError(f"embedding index is not a readable sqlite-vec database: {exc}") from exc
        if not row or not row[0] or not dim_row:
            raise ClassifierError("embedding index is empty")
        return cls(db, int(dim_row[0]))

    def __len__(self) -> int:
        return int(self._db.execute("select count(*) from items").fetchone()[0])

    def vectors(self) -> np.ndarray:
        """Every stored embedding (N x D), in row order."""
        rows = self._db.execute("select embedding from vectors order by rowid").fetchall()
        return np.stack([np.frombuffer(r[0], dtype=np.float32) for r in rows])

    def files(self) -> list[str]:
        """The frame file of every stored embedding, in row order (``variation/NNN.png``)."""
        return [r[0] for r in self._db.execute("select file from items order by rowid").fetchall()]

    def nearest(self, embedding: np.ndarray, k: int = 5) -> list[Neighbour]:
        """The ``k`` training frames closest to ``embedding`` (cosine distance, nearest first)."""
        vec = np.asarray(embedding, dtype=np.float32).reshape(-1)
        if vec.shape[0] != self.dim:
            raise ClassifierError(f"query embedding has {vec.shape[0]} dimensions, the index {self.dim}")
        rows = self._db.execute(
            "select items.file, items.labels, v.distance from "
            "(select rowid, distance from vectors where embedding match ? and k = ?) v "
            "join items on items.rowid = v.rowid order by v.distance",
            (vec.tobytes(), int(k)),
        ).fetchall()
        return [Neighbour(json.loads(labels), file, float(dist)) for file, labels, dist in rows]

    def close(self) -> None:
        self._db.close()
