"""Candidate names → ranked files with a score in [0, 1] and the seed's confidence tier.

Stages, best first, each tried for every candidate: **exact** name → **variants** (case,
spaces, brackets: the normalised form; without a first glyph that is the row's icon) → **prefix**
(a truncated icon label) → **vector**
top-k from sqlite-vec, re-scored with a character-level similarity. A file keeps its best
score over all candidates and stages.

The score is not a probability by itself; it is made one by construction and checked by
the benchmark (``bench/locate_bench.py`` reports accuracy per tier):

* direct hits (exact/variant/unique prefix) score 0.9–1.0, scaled by the OCR score and
  the candidate's prior (neighbouring rows rank lower);
* fuzzy hits are capped at ``fuzzy_cap`` (0.89) — a near-miss name is never "confirm once";
* a top-1 that ties with another file (same name in two folders, two equally close fuzzy
  hits) is held below ``confirm_at`` as well: one confirmation must not pick between equals.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from screenroute.contract import normalise
from screenroute.edge.locate.index import FileIndex, FileRecord, split_ext
from screenroute.edge.locate.recognize import CandidateName

__all__ = ["FileMatch", "FileMatcher", "MatchConfig", "MatchResult", "Tier"]

Tier = Literal["confirm", "choose", "redraw"]


class MatchConfig(BaseModel):
    """Thresholds and weights of the matcher (the tiers are the seed's: ≥0.9, 0.6–0.9, <0.6)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    confirm_at: float = Field(default=0.9, gt=0, le=1)
    choose_at: float = Field(default=0.6, gt=0, le=1)
    max_shown: int = Field(default=8, ge=1, le=50)
    vector_k: int = Field(default=12, ge=1, le=200)
    fuzzy_cap: float = Field(default=0.89, gt=0, le=1)
    #: A top-1 closer than this to the runner-up is not confirmable.
    min_margin: float = Field(default=0.04, ge=0, le=1)
    #: Factor for a file whose extension disagrees with the one read or guessed.
    ext_mismatch: float = Field(default=0.85, gt=0, le=1)

    @model_validator(mode="after")
    def _ordered(self) -> MatchConfig:
        if self.choose_at >= self.confirm_at:
            raise ValueError(f"choose_at={self.choose_at} must be below confirm_at={self.confirm_at}")
        if self.fuzzy_cap >= self.confirm_at:
            raise ValueError(f"fuzzy_cap={self.fuzzy_cap} must be below confirm_at={self.confirm_at}")
        return self


@dataclass(frozen=True, slots=True)
class FileMatch:
    """One file with its score and how it was found (exact/variant/prefix/vector)."""

    file: FileRecord
    score: float
    via: str
    candidate: str

    def to_json(self) -> dict[str, object]:
        return {**self.file.to_json(), "score": round(self.score, 4), "via": self.via, "candidate": self.candidate}


@dataclass(frozen=True)
class MatchResult:
    """Ranked files (at most ``max_shown``), the tier, and the candidate names that produced them."""

    matches: list[FileMatch]
    tier: Tier
    candidates: list[CandidateName] = field(default_factory=list)

    @property
    def top(self) -> FileMatch | None:
        return self.matches[0] if self.matches else None

    def to_json(self) -> dict[str, object]:
        return {
            "tier": self.tier,
            "message": TIER_MESSAGES[self.tier],
            "candidates": [c.to_json() for c in self.candidates],
            "matches": [m.to_json() for m in self.matches],
        }


TIER_MESSAGES: dict[str, str] = {
    "confirm": "confirm the highlighted file once",
    "choose": "not sure: pick the right file from the list",
    "redraw": "could not recognise the file: draw the region again or type the name",
}


def similarity(a: str, b: str) -> float:
    """Character-level similarity of two names' normalised forms (difflib ratio, 0..1)."""
    na, nb = normalise(a), normalise(b)
    if not na or not nb:
        return 0.0
    return difflib.SequenceMatcher(None, na, nb, autojunk=False).ratio()


class FileMatcher:
    """Matches candidate names against a :class:`FileIndex` (see the module doc for the stages)."""

    def __init__(self, index: FileIndex, config: MatchConfig | None = None) -> None:
        self.index = index
        self.config = config or MatchConfig()

    def match(self, candidates: list[CandidateName], *, dir_hint: str | None = None) -> MatchResult:
        """Rank files for ``candidates``; ``dir_hint`` (a folder name seen on screen) favours files in it."""
        cfg = self.config
        best: dict[int, FileMatch] = {}

        def offer(record: FileRecord, score: float, via: str, cand: CandidateName) -> None:
            if cand.ext and record.ext and cand.ext != record.ext and not cand.truncated:
                score *= cfg.ext_mismatch
            if dir_hint and normalise(dir_hint) == normalise(record.dir.rsplit("/", 1)[-1]):
                score = min(1.0, score + 0.02)
            held = best.get(record.id)
            if held is None or score > held.score:
                best[record.id] = FileMatch(record, score, via, cand.text)

        for cand in candidates:
            quality = cand.prior * (0.9 + 0.1 * max(0.0, min(1.0, cand.ocr_score)))
            direct = False
            for record in self.index.by_name(cand.text):
                offer(record, 1.0 * quality, "exact", cand)
                direct = True
            if not direct:
                for variant in cand.variants[1:]:
                    for record in self.index.by_name_casefold(variant):
                        offer(record, 0.98 * quality, "variant", cand)
                        direct = True
                norm = normalise(cand.text)
                for record in self.index.by_norm(norm):
                    offer(record, 0.96 * quality, "variant", cand)
                    direct = True
                if not direct and len(norm) > 4:
                    # A file row's icon, caught at the region's edge, is often read as one glyph
                    # before the name ("直市场…docx"): the name without that first glyph.
                    for record in self.index.by_norm(norm[1:]):
                        offer(record, 0.95 * quality, "variant", cand)
                        direct = True
                if not direct and cand.ext is None:
                    # The name without its extension: any file whose stem matches.
                    for record in self.index.by_norm_prefix(norm, limit=8):
                        if normalise(split_ext(record.name)[0]) == norm:
                            offer(record, 0.95 * quality, "variant", cand)
                            direct = True
            if not direct and cand.truncated:
                hits = self.index.by_norm_prefix(normalise(cand.text), limit=cfg.max_shown)
                for record in hits:
                    # A unique prefix is a direct hit; several share the shown part, so none is sure.
                    offer(record, (0.95 if len(hits) == 1 else 0.8) * quality, "prefix", cand)
                direct = bool(hits)
            for record, cosine in self.index.nearest(cand.text, cfg.vector_k):
                if cand.truncated:
                    stem_len = len(normalise(cand.text))
                    sim = similarity(cand.text, normalise(record.name)[:stem_len])
                else:
                    sim = similarity(cand.text, record.name)
                fuzzy = min(cfg.fuzzy_cap, (0.35 * max(0.0, cosine) + 0.65 * sim)) * cand.prior
                offer(record, fuzzy, "vector", cand)

        ranked = sorted(best.values(), key=lambda m: (-m.score, -m.file.mtime, m.file.path))
        shown = ranked[: cfg.max_shown]
        tier: Tier
        if not shown or shown[0].score < cfg.choose_at:
            tier = "redraw"
        elif shown[0].score >= cfg.confirm_at and (
            len(shown) == 1 or shown[0].score - shown[1].score >= cfg.min_margin
        ):
            tier = "confirm"
        else:
            tier = "choose"
        if tier == "choose" and shown[0].score >= cfg.confirm_at:
            # Tied direct hits: keep the list honest by showing them as unsure.
            shown = [FileMatch(m.file, min(m.score, cfg.fuzzy_cap), m.via, m.candidate) for m in shown]
        return MatchResult(matches=shown, tier=tier, candidates=list(candidates))
