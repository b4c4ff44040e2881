"""Everything that leaves the edge in an escalation, redacted in one place, failing closed.

The edge node hands over the frame, the OCR lines it read and the raw texts it wants to send
(goal, step, history, missing anchors, extras); every text goes through the redactor with the
frame's vault, so a name is ``<PERSON_1>`` everywhere, and the history is rebuilt as the planner's
messages from the redacted texts. The frame itself is checked and redacted by
:func:`~screenroute.router.privacy.redaction.escalation.redact_screen` (a poor read raises
``UnreadableScreenError``: the node does not escalate, the decision is ``policy_denied``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from screenroute.contract import action_to_proto
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.action import SkillResult
from screenroute.router.privacy.redaction.base import Finding, Redactor
from screenroute.router.privacy.redaction.escalation import ReadGuardConfig, RedactedScreen, redact_screen
from screenroute.v1 import planner_pb2


@dataclass(frozen=True)
class EscalationTexts:
    """The raw strings an escalation would carry (nothing here leaves the edge as is)."""

    goal: str
    step_name: str = ""
    step_goal: str = ""
    history: Sequence[SkillResult] = ()
    missing_texts: Sequence[str] = ()
    #: Any further string that must leave the edge redacted (a task value's description…).
    extra: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class RedactedEscalation:
    """What may leave the edge: every part redacted with the same vault."""

    frame: Frame
    lines: list[OcrLine]
    goal: str
    step_name: str
    step_goal: str
    history: list[planner_pb2.HistoryEntry]
    missing_texts: list[str]
    extra: dict[str, str]
    findings: list[Finding]
    #: Regions with text that was not read (dropped or low-scored): filled in ``frame``.
    unread: list[Box]


def redact_escalation(
    redactor: Redactor,
    frame: Frame,
    lines: list[OcrLine],
    texts: EscalationTexts,
    *,
    ocr: object | None = None,
    config: ReadGuardConfig | None = None,
    screen: RedactedScreen | None = None,
) -> RedactedEscalation:
    """The frame (``screen``, when it was redacted already) and every text, redacted with one vault.

    Raises RedactionError (UnreadableScreenError for a poor read): the caller must not escalate.
    """
    if screen is None:
        screen = redact_screen(redactor, frame, lines, ocr=ocr, config=config)

    raw: dict[str, str] = {"goal": texts.goal, "step_name": texts.step_name, "step_goal": texts.step_goal}
    for i, result in enumerate(texts.history):
        action = result.action
        raw[f"history_{i}_detail"] = result.detail
        raw[f"history_{i}_target"] = action.target_text
        raw[f"history_{i}_url"] = action.url
        raw[f"history_{i}_why"] = action.why
        for j, expected in enumerate(action.expect_texts):
            raw[f"history_{i}_expect_{j}"] = expected
    for i, text in enumerate(texts.missing_texts):
        raw[f"missing_{i}"] = text
    for key, text in texts.extra.items():
        raw[f"extra_{key}"] = text

    out, text_findings = redactor.redact_texts(raw)
    history = []
    for i, result in enumerate(texts.history):
        # describe_only: typed text never leaves the edge, not even redacted.
        msg = action_to_proto(result.action, describe_only=True, target_text=out[f"history_{i}_target"])
        msg.url = out[f"history_{i}_url"]
        msg.why = out[f"history_{i}_why"]
        del msg.expect_texts[:]
        msg.expect_texts.extend(out[f"history_{i}_expect_{j}"] for j in range(len(result.action.expect_texts)))
        history.append(
            planner_pb2.HistoryEntry(
                action=msg, ok=result.ok, changed=result.changed, detail=out[f"history_{i}_detail"]
            )
        )
    return RedactedEscalation(
        frame=screen.frame,
        lines=screen.lines,
        goal=out["goal"],
        step_name=out["step_name"],
        step_goal=out["step_goal"],
        history=history,
        missing_texts=[out[f"missing_{i}"] for i in range(len(texts.missing_texts))],
        extra={key: out[f"extra_{key}"] for key in texts.extra},
        findings=[*screen.findings, *text_findings, *screen.unread_findings],
        unread=screen.unread,
    )
