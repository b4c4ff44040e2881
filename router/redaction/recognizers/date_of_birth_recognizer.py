"""Dates of birth in running text: a date right after a word about a birth, in any supported language."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer

# Words about a birth, then up to a few characters of label ("Date of birth (DD/MM/YYYY):",
# "geb. am", "出生日期：") before the date. Accented and unaccented spellings: OCR drops accents.
_BIRTH = (
    r"(?i:birth(?:day|date)?|born(?:\son)?|d\.?o\.?b\.?|geb\.|geboren(?:\sam)?|geburts\p{L}*|"
    r"naissance|naiss\.|n[ée]e?\sle|nacimiento|nac\.|nacid[oa](?:\sel)?|cumplea[ñn]os|"
    r"出生(?:日期|年月日|年月|于|於)?|生日|生年月日|誕生日|诞生|誕生)"
)
# Numeric dates of every supported locale (12/03/1980, 12.03.1980, 1980-03-12, 1980/3/12) and
# the CJK one (1980年3月12日).
_DATE = (
    r"(?:\d{1,2}\s?[./\-]\s?\d{1,2}\s?[./\-]\s?\d{2,4}|\d{4}\s?[./\-]\s?\d{1,2}\s?[./\-]\s?\d{1,2}|"
    r"\d{4}\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?日?)"
)


class DateOfBirthRecognizer(DeclaredPatternRecognizer):
    """A date that follows a birth word on the same line: "born 12/03/1980", "geb. 12.03.1980",
    "Date de naissance : 12/03/1980", "出生日期：1980年3月12日", "生年月日 1980/3/12".

    Dates alone are left to the layout (order dates dominate back-office pages); a birth word
    in front makes one personal data whatever the label around it is.
    """

    ENTITY = "DATE_OF_BIRTH"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("date_after_birth_word", rf"(?<={_BIRTH}[^\d\n]{{0,24}}){_DATE}(?!\d)", 0.7),
    ]
    CONTEXT: ClassVar[list[str]] = ["birth", "geburt", "naissance", "nacimiento", "出生", "生年月日"]
    REGEX_FLAGS = re.MULTILINE
