"""Mainland China mobile numbers."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class CnMobileRecognizer(DeclaredPatternRecognizer):
    """Mainland China mobile numbers: 11 digits ``1[3-9]x``, optionally ``+86``/``0086``.

    OCR splits the digits unpredictably ("+861380013 8000", "138-0013-8000"), so any single space or hyphen is allowed
    between digits. The digit guards stop a match inside a longer number (an order id or a card)."""

    ENTITY = "PHONE_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("cn_mobile", r"(?<![\d+])(?:(?:\+|00)\s?86[\s-]?)?1[3-9](?:[\s-]?\d){9}(?![\d])", 0.6),
    ]
    CONTEXT: ClassVar[list[str]] = ["手机", "电话", "联系方式", "mobile", "phone", "tel", "cell"]
