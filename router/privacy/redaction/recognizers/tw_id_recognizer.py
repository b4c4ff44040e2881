"""Taiwan's national identification number (身分證統一編號), by its check digit."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

# The letter's two-digit code: the issuing place, in the order the Ministry of the Interior set.
_LETTER_CODES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))
_WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)


def tw_id_checks(text: str) -> bool:
    """Whether ``text`` (a capital and nine digits) has a valid Taiwanese ID check digit."""
    text = text.strip().upper()
    if len(text) != 10 or text[0] not in _LETTER_CODES or not text[1:].isdigit():
        return False
    code = _LETTER_CODES[text[0]]
    digits = [code // 10, code % 10, *(int(ch) for ch in text[1:])]
    return sum(w * d for w, d in zip(_WEIGHTS, digits, strict=True)) % 10 == 0


class TwIdRecognizer(DeclaredPatternRecognizer):
    """A capital, then 1 or 2 (8 or 9 for residents' certificates), then eight digits: "L211640281".

    The check digit makes the shape unmistakable wherever it stands, its label unread or absent."""

    ENTITY = "ID_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [Pattern("tw_national_id", r"(?<![A-Za-z\d])[A-Z][1289]\d{8}(?!\d)", 0.6)]
    CONTEXT: ClassVar[list[str]] = ["身分證", "身份证", "統一編號", "ID"]
    REGEX_FLAGS = re.MULTILINE

    def validate_result(self, pattern_text: str) -> bool | None:
        """Only numbers whose check digit holds."""
        return tw_id_checks(pattern_text)
