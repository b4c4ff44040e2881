"""The replay library (seed 002 §4.3): every step of every run, redacted, in SQLite + sqlite-vec.

``ReplayLibrary(path, max_bytes=...)`` records runs and steps (:class:`StepRecord`), lists and
shows them, finds the stored states nearest to a screen (``nearest_states``), and exports a
training set for ``screenroute train --from-replay`` (:func:`export_training_set`).
"""

from __future__ import annotations

from screenroute.router.learning.replay.errors import ReplayError, SchemaError
from screenroute.router.learning.replay.export import ExportSummary, export_training_set, labels_from_teacher
from screenroute.router.learning.replay.library import (
    DEFAULT_MAX_BYTES,
    MIGRATIONS,
    SCHEMA_VERSION,
    ReplayLibrary,
    StateNeighbour,
)
from screenroute.router.learning.replay.records import RunSummary, StepRecord, StoredStep

__all__ = [
    "DEFAULT_MAX_BYTES",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "ExportSummary",
    "ReplayError",
    "ReplayLibrary",
    "RunSummary",
    "SchemaError",
    "StateNeighbour",
    "StepRecord",
    "StoredStep",
    "export_training_set",
    "labels_from_teacher",
]
