"""Circle-select file locate: a drawn region → candidate names → the local file index → ranked files.

The executor (:mod:`screenroute.edge.locate.executor`) is deliberately separate: it receives only a
path the user confirmed, never OCR text or candidates. Importing this package starts
nothing and imports neither OCR, SQLite nor watchdog; those load in the constructors.
"""

from __future__ import annotations

from screenroute.edge.locate.dataset import MissDataset, is_miss
from screenroute.edge.locate.errors import ActionRefused, FileIndexError, LocateError, PolicyError, RegionError
from screenroute.edge.locate.index import FileIndex, FileRecord
from screenroute.edge.locate.locator import FileLocator, LocateConfig, LocateOutcome
from screenroute.edge.locate.matcher import FileMatch, FileMatcher, MatchConfig, MatchResult
from screenroute.edge.locate.recognize import CandidateName, FileRow, name_variants, parse_rows, recognize_candidates
from screenroute.edge.locate.region import DrawnRegion, capture_region, crop, to_frame_box
from screenroute.edge.locate.vectors import EMBEDDERS, CharNgramEmbedder, NameEmbedder, create_embedder
from screenroute.edge.locate.watcher import IndexWatcher

__all__ = [
    "EMBEDDERS", "ActionRefused", "CandidateName", "CharNgramEmbedder", "DrawnRegion", "FileIndex",
    "FileIndexError", "FileLocator", "FileMatch", "FileMatcher", "FileRecord", "FileRow", "IndexWatcher",
    "LocateConfig", "LocateError", "LocateOutcome", "MatchConfig", "MatchResult", "MissDataset", "NameEmbedder",
    "PolicyError", "RegionError", "capture_region", "create_embedder", "crop", "is_miss", "name_variants",
    "parse_rows", "recognize_candidates", "to_frame_box",
]  # fmt: skip
