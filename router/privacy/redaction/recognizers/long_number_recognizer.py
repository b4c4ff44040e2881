"""Long bare digit runs: identifiers whose label the OCR could not read."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class LongNumberRecognizer(DeclaredPatternRecognizer):
    """A run of 9–20 digits (grouped by spaces or dashes or not) standing alone: an identifier.

    National IDs, account and customer numbers have no checksum a pattern could test; their label says what they are,
    and when the OCR cannot read it ("マイナンバー" read as ">:") nothing else does. Order numbers here are shorter; dates and
    amounts carry separators this refuses; the Swiss AHV number is matched dotted (756.xxxx.xxxx.xx)."""

    ENTITY = "ID_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("long_number", r"(?<![\w.,/#])\d(?:[ \-]?\d){8,19}(?![\w.,/])", 0.5),
        # Swiss social insurance number (AHV/AVS), written in dotted groups: 756.1234.5678.97.
        Pattern("ch_ahv", r"(?<![\w.,/#])756\.\d{4}\.\d{4}\.\d{2}(?![\w,/]|\.\d)", 0.6),
        # British National Insurance number: two letters, three pairs of digits, a suffix letter,
        # written in groups or not ("ZZ 53 72 62 T" as forms print it; "QQ123456C").
        Pattern("uk_nino", r"(?<![\w])[A-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-Z](?!\w)", 0.6),
    ]
    CONTEXT: ClassVar[list[str]] = ["id", "number", "番号", "号码", "nummer", "numéro", "número"]
    REGEX_FLAGS = re.MULTILINE
