"""English personal names next to a person label — the only English names a pattern can find."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer

_LABELS = (
    r"(?i:customer|client|full\s?name|first\s?name|last\s?name|name|contact|recipient|buyer|requester|"
    r"applicant|employee|assignee|owner|dear|attn|signed\s?by|客户|姓名|联系人)"
)
# 2–3 capitalised words, possibly glued by OCR ("JohnSmith"); case-sensitive on purpose.
_NAME = r"(?-i:[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)?(?:\s?[A-Z]\.?)?(?:\s?[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)?){1,2})"


class LabelledNameRecognizer(DeclaredPatternRecognizer):
    """English full names that follow a person label: "Customer: John Smith", "Name:JohnSmith".

    Without a NER model (none is available offline) a bare "John Smith" in a table cell is
    indistinguishable from "Order Status"; the redactor adds a column heuristic (cells under
    a "Customer"/"Name" header) and the vault re-finds names it already knows. What stays
    uncaught: unlabelled names in running text, single first names, lower-case names.
    """

    ENTITY = "PERSON"
    PATTERNS: ClassVar[list[Pattern]] = [Pattern("labelled_en_name", rf"(?<=\b{_LABELS}\s?[:：]?\s?){_NAME}", 0.65)]
    CONTEXT: ClassVar[list[str]] = ["customer", "name", "contact"]
    REGEX_FLAGS = re.MULTILINE
