"""What an atomic skill did. The actions themselves are the shared contract (``screenroute.contract``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from screenroute.contract import Action, RiskTier
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine

__all__ = ["PRESSED", "TYPED_IN", "SkillResult"]

#: ``SkillResult.extra`` key: the boxes a type or a fill sent its text to (a tuple; the input, what it changed).
TYPED_IN = "typed_in"
#: ``extra`` key of a click: where it pressed and the frame just before (``((x, y), Frame)``), so
#: the control's change of look can be read from the run's own frames afterwards.
PRESSED = "pressed"


@dataclass
class SkillResult:
    """What an atomic skill did: success, a detail message, the after-frame and whether the screen changed."""

    action: Action
    ok: bool
    detail: str = ""
    after: Frame | None = None
    changed: bool = False
    duration_ms: float = 0.0
    risk: RiskTier = RiskTier.LOW
    # Time spent reading the screen (grounding, checks) inside duration_ms: OCR, not acting.
    ocr_ms: float = 0.0
    # The OCR lines of ``after`` when the skill read them (a fill's check): no need to read it again.
    after_lines: list[OcrLine] | None = None
    extra: dict[str, object] = field(default_factory=dict)
    # Set when the action opened what the task does not expect (undone): the run must stop for a person.
    halt: str = ""
    # Writes to the application the write hold refused while the action ran (``"POST /path"``):
    # an answer with any is never learned.
    held_writes: tuple[str, ...] = ()
