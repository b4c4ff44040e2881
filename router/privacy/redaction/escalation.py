"""The read guard, failing closed: what the OCR could not read is filled and the rest redacted once (:func:`redact_screen`)
for every place the frame goes; a screen read too poorly is refused (:class:`UnreadableScreenError`, ``policy_denied``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import regex as re
from pydantic import BaseModel, ConfigDict, Field

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.rapid import OcrResult
from screenroute.router.errors import RedactionError
from screenroute.router.privacy.redaction.base import Finding, Redactor
from screenroute.router.privacy.redaction.segments import fill_boxes

_LATIN = re.compile(r"\p{Latin}")
_NOT_LATIN = re.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Cyrillic}\p{Greek}]")


class UnreadableScreenError(RedactionError):
    """The OCR read nothing, or far less than the detector saw: nobody could check this screen."""


@runtime_checkable
class DetailedReader(Protocol):
    """An OCR engine that reports its detector's text regions next to the lines it read."""

    def read_detailed(self, pixels: object, known: list[OcrLine] | None = None) -> OcrResult:
        """Lines, every detected region, and the regions recognition dropped (see RapidOcrEngine)."""
        ...


class PrecomputedRead:
    """A DetailedReader that hands back a read already made (so the same read is not paid twice)."""

    def __init__(self, result: OcrResult) -> None:
        self.result = result

    def read_detailed(self, pixels: object, known: list[OcrLine] | None = None) -> OcrResult:
        """The stored result, whatever ``pixels`` are: the caller vouches it read this frame."""
        return self.result


class ReadGuardConfig(BaseModel):
    """How much unread text an escalated screen may hold.

    ``min_line_score``: a line scored lower is not trusted (not sent, its pixels filled, like a dropped region); PP-OCR
    scores clean screen text 0.9–1.0, garbles 0.5–0.8. ``min_latin_line_score``: the same for Latin-only lines, read
    clean at 0.95–1.0 (a garble below it, "DofundannravodhiAaronIMloct" at 0.76, hides a name from every pattern).
    ``max_unread_share``: above this share of detected regions unread, the screen is not escalated."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    min_line_score: float = Field(default=0.75, ge=0.0, le=1.0)
    min_latin_line_score: float = Field(default=0.85, ge=0.0, le=1.0)
    max_unread_share: float = Field(default=0.5, gt=0.0, le=1.0)
    pad_px: int = Field(default=2, ge=0, le=32)

    def trusts(self, line: OcrLine) -> bool:
        """Whether ``line``'s read is good enough to send (and to redact by its text)."""
        latin_only = _LATIN.search(line.text) is not None and _NOT_LATIN.search(line.text) is None
        return line.score >= (self.min_latin_line_score if latin_only else self.min_line_score)


def check_read(
    frame: Frame, lines: list[OcrLine], ocr: object | None, config: ReadGuardConfig
) -> tuple[list[OcrLine], list[Box]]:
    """The trusted lines of ``frame`` and the boxes of text that was not read.

    With a :class:`DetailedReader` the detector's regions are compared with what was read (a region no trusted line
    covers is unread); without one (a test double) only the lines' own scores can be checked. Raises
    UnreadableScreenError when the read is too poor to send."""
    if isinstance(ocr, DetailedReader):
        result = ocr.read_detailed(frame.pixels, known=lines)
        all_lines, regions, dropped = result.lines, len(result.regions), list(result.dropped)
    else:
        all_lines, regions, dropped = lines, len(lines), []
    trusted = [line for line in all_lines if config.trusts(line) and line.text.strip()]
    unread = dropped + [line.box for line in all_lines if not config.trusts(line)]
    if not trusted:
        seen = f"the detector found {regions} text region(s)" if regions else "the detector found no text"
        raise UnreadableScreenError(f"OCR read no text on this screen ({seen}); not escalating a screen nobody checked")
    total = max(regions, len(trusted) + len(unread))
    if len(unread) > config.max_unread_share * total:
        raise UnreadableScreenError(
            f"OCR read only {total - len(unread)} of {total} text regions "
            f"(more than {config.max_unread_share:.0%} unread); not escalating"
        )
    return trusted, unread


@dataclass(frozen=True)
class RedactedScreen:
    """One frame redacted once: what every copy of it shows — the escalation, the replay library, a person.

    The read is checked, unread text filled, and the rest redacted; texts that go with the frame are redacted apart
    (:meth:`Redactor.redact_texts`) with the same vault, so a frame is never redacted twice for the different places it
    goes."""

    frame: Frame
    lines: list[OcrLine]
    findings: list[Finding]
    #: Regions with text that was not read (dropped or low-scored): filled in ``frame``.
    unread: list[Box]
    #: What the redactor was given: the frame with unread text filled and the lines trusted.
    read_frame: Frame | None = None
    read_lines: tuple[OcrLine, ...] = ()

    @property
    def unread_findings(self) -> list[Finding]:
        """A finding per region filled because its text was not read (the read guard's)."""
        return [Finding("UNREAD", "", f"region:{k}", box, 0.0, "read_guard") for k, box in enumerate(self.unread)]


def redact_screen(
    redactor: Redactor,
    frame: Frame,
    lines: list[OcrLine],
    *,
    ocr: object | None = None,
    config: ReadGuardConfig | None = None,
    check: bool = True,
) -> RedactedScreen:
    """Check the read, fill unread text, and redact the frame and its lines.

    ``check=False``: the lines are redacted as read (the redactor itself paints what OCR read with low confidence), for
    a copy that stays on the edge; a screen with no text is kept. Raises RedactionError (UnreadableScreenError for a
    poor read): nothing of the frame may leave."""
    config = config or ReadGuardConfig()
    trusted, unread = check_read(frame, lines, ocr, config) if check else (list(lines), [])
    filled = fill_boxes(frame, unread, 0, pad_x=config.pad_px, pad_y=config.pad_px)
    redacted = redactor.redact(filled, trusted, {})
    return RedactedScreen(
        frame=redacted.frame,
        lines=redacted.lines,
        findings=redacted.findings,
        unread=unread,
        read_frame=filled,
        read_lines=tuple(trusted),
    )
