"""What the replay library stores and returns: one step in, runs and steps out."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.action import SkillResult
from screenroute.edge.skills.writes import shape_urls

__all__ = ["RunSummary", "StepRecord", "StoredStep", "action_to_record", "result_to_record"]

# A typed text that is only a template or a placeholder names a value without holding it.
_NAME_ONLY = re.compile(r"^(\{[A-Za-z_][A-Za-z0-9_.]*\}|<[A-Z_]+_\d+>)+$")


@dataclass(frozen=True)
class StepRecord:
    """One decided step, as the edge loop hands it to :meth:`ReplayLibrary.record_step`.

    Frames: ``before`` is the screen the decision was made on, ``after`` the screen once its
    actions ran. Stored pixels are always redacted: either the caller says so (``redacted=True``:
    these frames, lines and texts went through the task's redactor) or the library's redactor is
    run over each frame with the OCR lines read from it (``before_lines``/``after_lines``). A frame
    that cannot be redacted that way (no redactor, no lines, or the redactor failed) is not
    stored; ``frame_note`` on the stored step says why.

    ``embedding`` is the screen's layout vector (``screenroute.edge.layout.layout_embedding``),
    ``classifier`` the state classifier's prediction when one ran, ``anchors_found`` /
    ``anchors_missing`` the OCR anchors the router checked, ``state_label`` the edge's label for
    the step, ``teacher_label`` the planner's label of the screen (escalated steps). Typed text
    is never stored: an action's ``text`` is kept only when it is a ``{param}`` template or a
    ``<PLACEHOLDER_1>``, otherwise only its length.
    """

    step_name: str
    route: Route
    reason: Reason
    detail: str = ""
    before: Frame | None = None
    after: Frame | None = None
    before_lines: Sequence[OcrLine] | None = None
    after_lines: Sequence[OcrLine] | None = None
    redacted: bool = False
    embedding: np.ndarray | None = field(default=None, repr=False)
    classifier: StatePrediction | None = field(default=None, repr=False)
    anchors_found: tuple[str, ...] = ()
    anchors_missing: tuple[str, ...] = ()
    state_label: str = ""
    teacher_label: str = ""
    actions: Sequence[Action] = ()
    results: Sequence[SkillResult] = ()
    stage_ms: Mapping[str, float] = field(default_factory=dict)
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    model: str = ""
    started_at: float | None = None


@dataclass(frozen=True)
class RunSummary:
    """One run of a task: what, with which (non-secret) parameters, how it ended, and its totals."""

    id: int
    uid: str
    task: str
    parameters: dict[str, str]
    started_at: float
    ended_at: float | None
    outcome: str
    detail: str
    steps: int
    escalations: int
    local: int
    cost_usd: float
    tokens_in: int
    tokens_out: int
    pid: int | None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "uid": self.uid,
            "task": self.task,
            "parameters": self.parameters,
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "outcome": self.outcome,
            "detail": self.detail,
            "steps": self.steps,
            "escalations": self.escalations,
            "local": self.local,
            "cost_usd": round(self.cost_usd, 6),
            "tokens_in": self.tokens_in,
            "tokens_out": self.tokens_out,
        }


@dataclass(frozen=True)
class StoredStep:
    """One step as stored (frames are fetched separately with :meth:`ReplayLibrary.frame`)."""

    id: int
    run_id: int
    seq: int
    step_name: str
    started_at: float
    route: str
    reason: str
    detail: str
    state_label: str
    teacher_label: str
    classifier: dict[str, Any] | None
    anchors_found: tuple[str, ...]
    anchors_missing: tuple[str, ...]
    actions: list[dict[str, Any]]
    results: list[dict[str, Any]]
    stage_ms: dict[str, float]
    tokens_in: int
    tokens_out: int
    cost_usd: float
    model: str
    frames: tuple[str, ...]
    frame_note: str
    embedding: np.ndarray | None = field(default=None, repr=False)

    @property
    def total_ms(self) -> float:
        return float(sum(self.stage_ms.values()))

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "step": self.step_name,
            "route": self.route,
            "reason": self.reason,
            "detail": self.detail,
            "state_label": self.state_label,
            "teacher_label": self.teacher_label,
            "classifier": self.classifier,
            "anchors_found": list(self.anchors_found),
            "anchors_missing": list(self.anchors_missing),
            "actions": self.actions,
            "results": self.results,
            "stage_ms": self.stage_ms,
            "tokens_in": self.tokens_in,
            "tokens_out": self.tokens_out,
            "cost_usd": self.cost_usd,
            "model": self.model,
            "frames": list(self.frames),
            "frame_note": self.frame_note,
        }


def action_to_record(action: Action) -> dict[str, Any]:
    """An action as stored: every field but typed text, which is kept only as a template or placeholder."""
    record: dict[str, Any] = {"skill": action.skill, "describe": action.describe()}
    for name in ("target_text", "keys", "url", "why"):
        value = getattr(action, name)
        if value:
            record[name] = value
    if action.point is not None:
        record["point"] = list(action.point)
    for name in ("occurrence", "amount", "timeout_s"):
        value = getattr(action, name)
        if value:
            record[name] = value
    if action.expect_texts:
        record["expect_texts"] = list(action.expect_texts)
    if action.text:
        if _NAME_ONLY.match(action.text):
            record["text"] = action.text
        else:
            record["text_len"] = len(action.text)
    return record


def result_to_record(result: SkillResult) -> dict[str, Any]:
    """A skill result as stored: outcome, change, detail and duration (no frame, no typed text)."""
    return {
        "skill": result.action.skill,
        "ok": result.ok,
        "changed": result.changed,
        "detail": shape_urls(result.detail),
        "duration_ms": round(result.duration_ms, 1),
        "risk": str(result.risk.value) if hasattr(result.risk, "value") else str(result.risk),
    }
