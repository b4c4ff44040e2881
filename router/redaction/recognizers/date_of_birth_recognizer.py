"""Dates of birth: a date right after a word about a birth, or a full date too far back for an order's."""

from __future__ import annotations

from datetime import date
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


# A full date with its year in four digits, in the orders the supported locales write:
# day-month-year and month-day-year (12.03.1980, 03/12/1980, 12-03-1980), year first
# (1980-03-12, 1980/3/12, 1980年3月12日), and with the month's name ("12 March 1980", "March 12,
# 1980", "12. März 1980", "12 mars 1980", "12 de marzo de 1980").
_MONTHS = (
    r"(?i:jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|f[ée]vr(?:ier)?|m[aä]r(?:ch|z|s)?|apr(?:il)?|avr(?:il)?|"
    r"ma[iy]|mayo|june?|juni?|juin|july?|juli?|juil(?:let)?|aug(?:ust)?|ao[uû]t|sep(?:t(?:ember)?)?|"
    r"sept(?:iembre)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre|iembre)?|dec(?:ember)?|d[ée]c(?:embre)?|"
    r"dez(?:ember)?|dic(?:iembre)?|enero|febrero|marzo|abril|junio|julio|agosto|septiembre|octubre|noviembre|"
    r"janvier|f[ée]vrier|avril|juillet)\.?"
)
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_FULL_DATE = (
    rf"(?<![\d.,/:-])(?:\d{{1,2}}\s?[./\-]\s?\d{{1,2}}\s?[./\-]\s?{_YEAR}"
    rf"|{_YEAR}\s?[./\-]\s?\d{{1,2}}\s?[./\-]\s?\d{{1,2}}"
    rf"|{_YEAR}\s?年\s?\d{{1,2}}\s?月\s?\d{{1,2}}\s?日?"
    rf"|\d{{1,2}}\.?\s(?:de\s)?{_MONTHS}\s(?:de\s)?{_YEAR}"
    rf"|{_MONTHS}\s\d{{1,2}},?\s{_YEAR})(?![\d])"
)
#: A person is this many years old at least before a screen shows their date of birth (a customer,
#: a patient, an employee); an order, a delivery or a ticket is never this old.
ADULT_YEARS = 16


class EarlyDateRecognizer(DeclaredPatternRecognizer):
    """A full date at least ``ADULT_YEARS`` years back: a date of birth, whatever its label says.

    Back-office dates are recent — orders, deliveries, invoices, log entries, a customer's first
    purchase — while a birthday shown to an agent is decades old. A label the lexicon lacks
    ("DOB", "Geb.-Datum", "誕生日") or none at all (a card's line) leaves the date to this rule;
    a company founded in 1987 is redacted too, the cheaper mistake.
    """

    ENTITY = "DATE_OF_BIRTH"
    PATTERNS: ClassVar[list[Pattern]] = [Pattern("full_date_long_ago", _FULL_DATE, 0.5)]
    CONTEXT: ClassVar[list[str]] = ["birth", "geburt", "naissance", "nacimiento", "出生", "生年月日"]
    REGEX_FLAGS = re.MULTILINE

    def __init__(self, supported_language: str | None = None, *, today: date | None = None) -> None:
        self._latest_year = (today or date.today()).year - ADULT_YEARS
        super().__init__(supported_language)

    def invalidate_result(self, pattern_text: str) -> bool:
        """A date whose year is too recent for a birthday is no date of birth."""
        years = re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", pattern_text)
        return not years or int(years[-1]) > self._latest_year
