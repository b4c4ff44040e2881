"""US and international phone numbers in the formats back-office pages print."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class IntlPhoneRecognizer(DeclaredPatternRecognizer):
    """Phone numbers: ``(555) 123-4567``, ``555-123-4567x89``, ``+1-555-123-4567``, ``+44 20 7946 0958``.

    python-phonenumbers misses extensions, numbers OCR glued to a label or word ("text882-443-7138x1586") and formats
    such as "555.123.4567x1234"; a bare 10-digit run (maybe an order number) counts only near "phone", "tel", …."""

    ENTITY = "PHONE_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "nanp_formatted",
            r"(?<![\d_+])(?:(?:\+|00)?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?:\s?(?:x|ext\.?|#)\s?\d{1,6})?(?![\d])",
            0.6,
        ),
        Pattern(
            "international",
            r"(?<![\w+])(?:\+|00)[1-9]\d{0,2}(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?:\s?(?:x|ext\.?)\s?\d{1,6})?(?![\d])",
            0.5,
        ),
        Pattern("bare_10_digits", r"(?<![\w+])\d{10}(?:x\d{1,6})?(?![\d])", 0.2),
    ]
    CONTEXT: ClassVar[list[str]] = ["phone", "tel", "telephone", "mobile", "cell", "fax", "contact", "电话", "手机"]

    def validate_result(self, pattern_text: str) -> bool | None:
        """Reject runs with too few or too many digits for a phone number (E.164: at most 15)."""
        main = pattern_text.lower().split("x")[0].split("ext")[0]
        digits = sum(ch.isdigit() for ch in main)
        return None if 8 <= digits <= 15 else False
