"""Runs Presidio recognizers over many short strings, one line at a time in effect, quickly."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

# Between joined lines: a newline stops `^`/`$` and most classes, the NUL stops `\s?` bridges in
# lookbehinds ("Customer\nPhone" must not read as a label and its name). Any match that still
# crosses a separator is thrown away and its lines are analysed alone.
_SEPARATOR = "\n\x00\n"


@dataclass(frozen=True, slots=True)
class Span:
    """Presidio recognizers applied per string, with spans that never cross a string boundary.

    No ``AnalyzerEngine`` (spaCy, context enhancer: the layout decides context): each recognizer runs on the strings it
    can match, joined with a separator; a result spanning two strings is dropped and those strings analysed one by one.
    """

    start: int
    end: int
    entity_type: str
    score: float
    source: str


@functools.lru_cache(maxsize=8192)
def _digits(text: str) -> int:
    return sum(ch.isdigit() for ch in text)


# Which strings a recognizer can possibly match, by the entity it finds: most need digits, an
# e-mail needs an "@". Skipping the rest keeps a 100-line page cheap.
_NEEDS: dict[str, Callable[[str], bool]] = {
    "PHONE_NUMBER": lambda t: _digits(t) >= 6,
    "CREDIT_CARD": lambda t: _digits(t) >= 13,
    "CN_ID_CARD": lambda t: _digits(t) >= 15,
    "US_SSN": lambda t: _digits(t) >= 9,
    "IBAN_CODE": lambda t: _digits(t) >= 8,
    "IP_ADDRESS": lambda t: _digits(t) >= 4 or ":" in t,
    "CRYPTO": lambda t: _digits(t) >= 4,
    "AMOUNT": lambda t: _digits(t) >= 1,
    "ID_NUMBER": lambda t: _digits(t) >= 6,  # a British NI number has six
    "BANK_ACCOUNT": lambda t: _digits(t) >= 6,
    "EMAIL_ADDRESS": lambda t: "@" in t or "＠" in t,
    "DATE_OF_BIRTH": lambda t: _digits(t) >= 4,
}
# Digits as python-phonenumbers' matcher lets one number run on: blocks of digits with up to four
# of its separators between them (its punctuation, spaces, brackets, "x"; never a comma or a letter).
_PHONE_SEPARATORS = (
    "-x\u2010-\u2015\u2212\u30fc\uff0d-\uff0f \u00a0\u00ad\u200b\u2060\u3000()\uff08\uff09\uff3b\uff3d."
    r"\[\]/~\u2053\u223c\uff5e+\uff0b"
)
_DIGIT_RUN = re.compile(rf"\d+(?:[{_PHONE_SEPARATORS}]{{0,4}}\d+)*")


def _phone_digits(text: str) -> int:
    """The most digits in one run a phone number could be read from."""
    return max((_digits(run) for run in _DIGIT_RUN.findall(text)), default=0)


# python-phonenumbers' matcher costs ~0.5 ms per candidate and region; only strings with a long
# digit run get it (a line of a grid with a date, a sum and a count has seven digits, no run of them).
_SLOW = {"PhoneRecognizer": lambda t: _digits(t) >= 7 and _phone_digits(t) >= 7}


class PatternScanner:
    """Presidio recognizers applied per string, with spans that never cross a string boundary.

    Presidio's ``AnalyzerEngine`` adds spaCy tokenisation and a context enhancer; here the layout decides context (which
    label a value sits next to), so the recognizers are called directly: each on the strings it can match, joined with a
    separator, and any result spanning two strings is dropped and those strings are analysed one by one."""

    def __init__(self, recognizers: Iterable[Any], *, score_threshold: float) -> None:
        self.recognizers = list(recognizers)
        self.score_threshold = score_threshold
        for recognizer in self.recognizers:
            recognizer.load()

    def scan(self, strings: Sequence[str]) -> list[list[Span]]:
        """For each string, the recognizers' spans at or above the threshold."""
        result: list[list[Span]] = [[] for _ in strings]
        for recognizer in self.recognizers:
            entities = list(recognizer.supported_entities)
            needs = _SLOW.get(type(recognizer).__name__) or (_NEEDS.get(entities[0]) if entities else None)
            picked = [i for i, s in enumerate(strings) if s.strip() and (needs is None or needs(s))]
            for owner, spans in self._scan_joined(recognizer, entities, [strings[i] for i in picked]).items():
                result[picked[owner]].extend(s for s in spans if s.score >= self.score_threshold)
        return result

    @staticmethod
    def _scan_joined(recognizer: Any, entities: list[str], strings: list[str]) -> dict[int, list[Span]]:
        """One recognizer over ``strings`` joined: index -> its spans (a match across two strings
        is dropped, and the strings it touched are analysed one by one)."""
        starts: list[int] = []
        offset = 0
        for text in strings:
            starts.append(offset)
            offset += len(text) + len(_SEPARATOR)
        local: dict[int, list[Span]] = {}
        redo: set[int] = set()
        for found in recognizer.analyze(_SEPARATOR.join(strings), entities, None) if strings else ():
            owner = bisect.bisect_right(starts, found.start) - 1
            if found.end > starts[owner] + len(strings[owner]):
                redo.update(range(owner, bisect.bisect_right(starts, max(found.start, found.end - 1))))
                continue
            local.setdefault(owner, []).append(_span(recognizer, found, starts[owner]))
        for owner in redo:
            local[owner] = [_span(recognizer, f, 0) for f in recognizer.analyze(strings[owner], entities, None)]
        return local


def _span(recognizer: Any, found: Any, offset: int) -> Span:
    """A recognizer's result as a span of its own string, naming the recognizer and its pattern
    ("AddressRecognizer.de_street"): a value painted or missed is traced to the rule that found it."""
    pattern = getattr(found.analysis_explanation, "pattern_name", None)
    source = type(recognizer).__name__ + (f".{pattern}" if pattern else "")
    return Span(found.start - offset, found.end - offset, found.entity_type, float(found.score), source)
