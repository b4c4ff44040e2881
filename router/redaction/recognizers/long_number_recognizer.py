"""Long bare digit runs: identifiers whose label the OCR could not read."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer


class LongNumberRecognizer(DeclaredPatternRecognizer):
    """A run of 9–20 digits (grouped by spaces or dashes or not) standing alone: an identifier.

    National IDs (マイナンバー, Steuer-ID, NIF digits), account and customer numbers are long digit
    runs without a checksum a pattern could test; their label says what they are, and when the
    OCR cannot read the label ("マイナンバー" read as ">:") nothing else does. Order numbers on these
    pages are shorter; dates and amounts carry separators this does not accept. Over-redacting a
    long reference number is the cheaper mistake.
    """

    ENTITY = "ID_NUMBER"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("long_number", r"(?<![\w.,/#])\d(?:[ \-]?\d){8,19}(?![\w.,/])", 0.5),
    ]
    CONTEXT: ClassVar[list[str]] = ["id", "number", "番号", "号码", "nummer", "numéro", "número"]
    REGEX_FLAGS = re.MULTILINE
