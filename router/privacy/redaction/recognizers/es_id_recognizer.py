"""Spanish identity numbers (DNI, NIE): a check letter the pattern can test."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

# The check letter of a DNI is this alphabet at (number mod 23); an NIE's leading X/Y/Z stands for 0/1/2.
_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_NIE_PREFIX = {"X": "0", "Y": "1", "Z": "2"}


def check_letter_ok(text: str) -> bool:
    """Whether a DNI ("12345678Z") or NIE ("X1234567L") carries its right check letter."""
    compact = "".join(ch for ch in text.upper() if ch.isalnum())
    number, letter = compact[:-1], compact[-1]
    if number[:1] in _NIE_PREFIX:
        number = _NIE_PREFIX[number[0]] + number[1:]
    return number.isdigit() and _LETTERS[int(number) % 23] == letter


class EsIdRecognizer(DeclaredPatternRecognizer):
    """DNI (8 digits and a letter) and NIE (X/Y/Z, 7 digits and a letter), found wherever they stand: with the right
    check letter (1 in 23 by chance), the number needs no label.

    The pattern alone scores below the redactor's threshold; only a valid check letter lifts it (``validate_result``),
    so an order code of the same shape with the wrong letter is kept."""

    ENTITY = "ID_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("es_dni_nie", r"(?<![\w])(?:\d{8}|[XYZ]\d{7})[\s-]?[A-Z](?![\w])", 0.3),
    ]
    CONTEXT: ClassVar[list[str]] = ["dni", "nie", "nif"]

    def validate_result(self, pattern_text: str) -> bool:
        return check_letter_ok(pattern_text)
