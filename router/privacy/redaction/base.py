"""The redactor interface and its result types."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine


@dataclass(frozen=True, slots=True)
class Finding:
    """One text that was replaced: its type, its placeholder, where, and the rules that decided.

    Never holds the raw value (that lives only in the PlaceholderVault). ``source`` is ``"line:<index>"`` for an OCR
    line or ``"text:<key>"`` for an extra text; ``box`` is the blacked-out region for lines and None for texts."""

    entity_type: str
    placeholder: str
    source: str
    box: Box | None
    score: float
    #: The rules that decided, comma-separated: a veto's name (a recognizer's with its pattern,
    #: ``recognizer:AmountRecognizer.amount_after``), ``not_chrome`` when nothing proved it chrome,
    #: ``read_guard`` for text the OCR could not read. Never empty: a leak is traced to its rule.
    rule: str


@dataclass(frozen=True)
class Redacted:
    """What may leave the edge: the redacted frame, lines and texts, and what was found."""

    frame: Frame
    lines: list[OcrLine]
    texts: dict[str, str]
    findings: list[Finding] = field(default_factory=list)


@runtime_checkable
class Redactor(Protocol):
    """Removes PII from a frame, its OCR lines and free texts before anything is escalated.

    Implementations fail closed: any failure raises ``screenroute.router.errors.RedactionError``."""

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        """Return the redacted frame/lines/texts; ``lines`` boxes are in ``frame`` pixels."""
        ...

    def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Finding]]:
        """Free texts alone, with the same vault (a frame redacted once serves several texts)."""
        ...
