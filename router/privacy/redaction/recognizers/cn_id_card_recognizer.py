"""Chinese resident identity card numbers (18 characters)."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CHECK = "10X98765432"


class CnIdCardRecognizer(DeclaredPatternRecognizer):
    """Resident ID numbers: 6-digit region, birth date YYYYMMDD, 3-digit sequence, check digit.

    A valid ISO 7064 check digit raises the score to 1.0; a wrong one keeps the pattern score instead of dropping the
    match, because OCR misreads one digit more often than a page shows an 18-character birth-date-shaped number that is
    not an ID."""

    ENTITY = "CN_ID_CARD"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "cn_id_18",
            r"(?<![0-9A-Za-z])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["身份证", "证件", "id", "identity"]

    def validate_result(self, pattern_text: str) -> bool | None:
        """True when the check digit is right (score 1.0), otherwise keep the pattern score."""
        total = sum(int(ch) * w for ch, w in zip(pattern_text[:17], _WEIGHTS, strict=True))
        return True if _CHECK[total % 11] == pattern_text[17].upper() else None
