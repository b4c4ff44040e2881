"""The decision loop's seams bound to the stores: the plan cache, the replay library, layout signatures.

:class:`CacheMemory` is the :class:`~screenroute.router.learning.memory.StateMemory` the edge node asks
what it recognises: the screen's :class:`~screenroute.edge.layout.StateSignature` (stable OCR
anchors, the app-agnostic layout embedding, the classifier's label when one ran) is looked up in
the plan cache for the task's step and among the global popup reflexes; without a classifier,
the replay library's kNN over the states this task has seen says how far the screen is from
all of them (an unknown screen, by distance). :class:`LibraryRecorder` writes the agent's steps
into the replay library.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from screenroute.contract import Action
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import ConfigError
from screenroute.router.learning.memory import LearnedEntry, Novelty, Recall, RecordedStep, Scope

if TYPE_CHECKING:
    from screenroute.router.learning.plancache import PlanCache
    from screenroute.router.learning.replay import ReplayLibrary

__all__ = ["CacheMemory", "LibraryRecorder", "open_stores"]

log = logging.getLogger(__name__)


class CacheMemory:
    """The plan cache (and, for novelty, the replay library) behind the StateMemory seam."""

    def __init__(
        self, cache: PlanCache, library: ReplayLibrary | None = None, *, unknown_distance: float | None = None
    ) -> None:
        from screenroute.edge.layout import UNKNOWN_DISTANCE

        self.cache = cache
        self.library = library
        self.unknown_distance = UNKNOWN_DISTANCE if unknown_distance is None else unknown_distance

    def recall(
        self, task: str, step: str, frame: Frame, lines: Sequence[OcrLine], prediction: StatePrediction | None
    ) -> Recall:
        from screenroute.edge.layout import LayoutError, StateSignature

        label = prediction.state_label if prediction is not None else ""
        try:
            signature = StateSignature.of_screen(frame, list(lines), label=label)
        except LayoutError as exc:
            log.debug("no layout signature for this frame: %s", exc)
            return Recall(signature=None)
        if not np.any(signature.embedding):
            # A blank screen (a page still painting) has no layout: cosine distances to it are undefined.
            return Recall(signature=None)
        hit = self.cache.lookup(task, step, signature, list(lines))
        match = None
        if hit is not None:
            match = LearnedEntry(
                entry_id=hit.entry_id,
                actions=hit.actions,
                state_label=hit.label,
                scope="global" if hit.is_global else "task",
                distance=hit.distance,
                description=hit.describe(),
            )
        novelty = None
        if self.library is not None and prediction is None:
            # No classifier for this app: how far is the screen from every state this task has seen?
            nearest = self.library.nearest_states(task, signature.embedding, k=1)
            if nearest:
                n = nearest[0]
                novelty = Novelty(n.distance, self.unknown_distance, n.teacher_label or n.state_label or n.step_name)
        return Recall(signature=signature, match=match, novelty=novelty)

    def learn(
        self,
        *,
        task: str,
        step: str,
        signature: object,
        anchors: Sequence[str],
        actions: Sequence[Action],
        state_label: str,
        scope: Scope,
    ) -> int | None:
        from screenroute.edge.layout import StateSignature
        from screenroute.router.learning.plancache import PlanCacheError

        if not isinstance(signature, StateSignature) or not anchors or not actions:
            return None
        if scope == "global":
            # A reflex must match the popup over any page: keep its own label, not the page's under it.
            label = state_label if state_label.startswith("popup/") else _popup_part(signature.label)
        else:
            label = signature.label or state_label
        learned = StateSignature(tuple(anchors), signature.embedding, label)
        try:
            return self.cache.store(task, step, learned, list(actions), global_scope=scope == "global")
        except PlanCacheError as exc:
            log.warning("not learned (%s): %s", task, exc)
            return None

    def report(self, entry_id: int, success: bool) -> None:
        state = self.cache.report(entry_id, success)
        log.info("learned entry %d %s -> %s", entry_id, "worked" if success else "failed", state)

    def close(self) -> None:
        self.cache.close()


def _popup_part(label: str) -> str:
    return "+".join(p for p in label.split("+") if p.startswith("popup/"))


class LibraryRecorder:
    """The replay library behind the RunRecorder seam (frames arrive redacted by the run's own redactor)."""

    def __init__(self, library: ReplayLibrary) -> None:
        self.library = library

    def start_run(self, *, task: str, parameters: Mapping[str, str], secret_names: Sequence[str]) -> int:
        return self.library.start_run(task, parameters, secret_names=secret_names)

    def record_step(self, run_id: int, step: RecordedStep) -> None:
        from screenroute.router.learning.replay import StepRecord

        self.library.record_step(
            run_id,
            StepRecord(
                step_name=step.step_name,
                route=step.route,
                reason=step.reason,
                detail=step.detail,
                before=step.before,
                before_lines=step.before_lines,
                redacted=True,
                embedding=step.embedding,
                classifier=step.prediction,
                anchors_found=step.anchors_found,
                anchors_missing=step.anchors_missing,
                state_label=step.state_label,
                teacher_label=step.teacher_label,
                actions=step.actions,
                results=step.results,
                stage_ms=step.stage_ms,
                tokens_in=step.tokens_in,
                tokens_out=step.tokens_out,
                cost_usd=step.cost_usd,
                model=step.model,
            ),
        )

    def finish_run(self, run_id: int, *, outcome: str, detail: str) -> None:
        self.library.finish_run(run_id, outcome, detail)

    def close(self) -> None:
        self.library.close()


def open_stores(replay: Path | None, plan_cache: Path | None) -> tuple[CacheMemory | None, LibraryRecorder | None]:
    """Open the replay library and the plan cache (one file may hold both)."""
    try:
        from screenroute.router.learning.plancache import PlanCache
        from screenroute.router.learning.replay import ReplayLibrary
    except ImportError as exc:
        raise ConfigError(f"the replay library and plan cache are not available in this installation: {exc}") from exc

    library = ReplayLibrary(replay) if replay is not None else None
    memory = CacheMemory(PlanCache(plan_cache), library) if plan_cache is not None else None
    recorder = LibraryRecorder(library) if library is not None else None
    return memory, recorder
