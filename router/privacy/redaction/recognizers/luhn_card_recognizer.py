"""Payment card numbers of any issuer: 13–19 digits that pass the Luhn check."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number carries."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


class LuhnCardRecognizer(DeclaredPatternRecognizer):
    """Card numbers whatever their prefix: a run of 13–19 digits, grouped or not, that passes Luhn.

    The stock recognizer wants a leading 3/4/5/6 and misses Mastercard's 2-series, Mir, UATP and private-label cards.
    OCR splits digit groups unpredictably (one space or hyphen may sit between any two digits). A random run passes Luhn
    one time in ten: over-redacting a long order number is the cheap mistake."""

    ENTITY = "CREDIT_CARD"
    PATTERNS: ClassVar[list[Pattern]] = [Pattern("luhn_card", r"(?<![\d.,])\d(?:[ \-]?\d){12,18}(?![\d])", 0.5)]
    CONTEXT: ClassVar[list[str]] = ["card", "卡号", "karte", "carte", "tarjeta", "カード"]
    REGEX_FLAGS = re.MULTILINE

    def validate_result(self, pattern_text: str) -> bool:
        """True (score 1.0) for 13–19 digits with a valid Luhn check digit; False drops the match."""
        digits = "".join(ch for ch in pattern_text if ch.isdigit())
        return 13 <= len(digits) <= 19 and luhn_ok(digits)
