"""Names in Latin letters that start with a known first name: "David Cook", "María Belén Trujillo Colom"."""

from __future__ import annotations

from typing import Any, ClassVar

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult

from screenroute.router.redaction.given_names import GivenNames, default_given_names
from screenroute.router.redaction.lexicon import Lexicon, default_lexicon
from screenroute.router.redaction.recognizers.person_context_recognizer import DEGREE

# A word as a name is written: a capital, then lower case ("Jörg", "O'Neil", "McDonald", "Rojas-Jurado"),
# or all in capitals on a badge or a heading ("JOHN SMITH").
_WORD = re.compile(
    r"(?<![\p{L}\d@.])(?:\p{Lu}[\p{Ll}'’]+(?:\p{Lu}\p{Ll}+)?(?:-(?:\p{Lu}|l)[\p{Ll}'’]+)*"
    r"|\p{Lu}{2,}(?:-\p{Lu}{2,})*)(?![\p{L}\d@])"
)
# Between the words of one name: one space, or a particle ("de la", "van der", "y").
_PARTICLES = frozenset(["de", "del", "della", "di", "da", "do", "dos", "das", "du", "des", "la", "le", "van", "von",
                        "der", "den", "ten", "ter", "y", "e", "zu", "bin", "al"])  # fmt: skip
_GAP = re.compile(r"[ \u00a0]{1,2}")
_INITIAL = re.compile(r"\p{Lu}\.")
_MAX_SURNAMES = 2
_MAX_GIVEN = 3
_SCORE = 0.6
# Suffixes and post-nominals written after a name ("Cindy Kim MD", "John Smith Jr.").
_SUFFIX = r"(?:M\.?D\.?|Ph\.?D\.?|DDS|DVM|RN|Esq\.?|Jr\.?|Sr\.?|II|III|IV)"
_IS_SUFFIX = re.compile(_SUFFIX)
# A colon right before a word, and the end of its line (the scanner joins lines with newlines).
_AFTER_COLON = re.compile(r"[:：]\s?$")
_LINE_END = re.compile(r"[ \t.]*(?:\n|\Z)")
# A degree or suffix right after a name is written as part of it ("Wibke Eberhardt MBA", "Cindy
# Kim MD"): it goes with it. (A title before it stays, as everywhere: "Dr. <PERSON_1>".)
_AFTER_NAME = re.compile(rf"\s?(?:{DEGREE}|{_SUFFIX})(?![\p{{L}}\d])")
# Running text before a word: a word ending in lower case ("à", a German noun: "bei Nachbar "),
# then a space, maybe after a comma or a semicolon ("asked about hybrid working; " …); after it, a
# word in lower case, the sentence's end, a possessive ("For Abigail's present") or a comma, unless
# the comma lists a firm's partners ("Ali, wilson and"). (Not after a capitalised word's comma nor
# after a connector: "Scott, Howard and Vaughn" is a firm.)
_IN_A_SENTENCE = re.compile(
    r"(?:(?<!\p{L})\p{Ll}+[,;]|(?<!\p{L})(?!(?:and|und|et|y|e|or|oder|ou|o)[ \u00a0])\p{L}*\p{Ll})[ \u00a0]$"
)
_GOES_ON = re.compile(
    r"(?:[ \u00a0]\p{Ll}|[.!?]?[ \t]*(?:\n|$)|['’]s(?!\p{L})"
    r"|[,;](?![ \u00a0]?\p{L}+[ \u00a0](?:and|und|et|y|e|&)(?!\p{L})))"
)
# A capital alone at the line's end after a name: the next word cut by its cell ("Aristides Barrios S").
# (The scanner joins lines with newlines: a line's end is one.)
_CUT_WORD = re.compile(r" \p{Lu}\.?(?=[ \t]*(?:\n|\Z))")


class GivenNameRecognizer(EntityRecognizer):
    """A first name the gazetteer knows followed by a surname: a person, wherever it stands.

    A first name alone is not enough ("Grace period", "Frank" as a word) unless it is all a
    label's colon is followed by ("Kassier: Annelise"); nor is a capitalised word after it that
    the page's lexicon knows ("Rose Status"). Middle names, initials and
    particles may sit between ("John F. Kennedy", "Pénélope de la Weber"); up to two surnames
    follow ("Trujillo Colom"); a degree or suffix after is taken with it. Lines are matched as the OCR read them; glued ones
    ("BrigitteNaser") are spaced by the scanner first.
    """

    ENTITY: ClassVar[str] = "PERSON"

    def __init__(
        self,
        supported_language: str = "en",
        given_names: GivenNames | None = None,
        lexicon: Lexicon | None = None,
    ) -> None:
        self._given = given_names
        self._lexicon = lexicon
        super().__init__(
            supported_entities=[self.ENTITY],
            name=f"{type(self).__name__}_{supported_language}",
            supported_language=supported_language,
        )

    def load(self) -> None:
        """Load the gazetteer and the lexicon (once per process; both are cached)."""
        if self._given is None:
            self._given = default_given_names()
        if self._lexicon is None:
            self._lexicon = default_lexicon()

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        """Every name in ``text`` that starts with a first name (spans within one line)."""
        if self._given is None or self._lexicon is None:
            self.load()
        assert self._given is not None and self._lexicon is not None  # noqa: S101 — set by load()
        given, lexicon = self._given, self._lexicon
        results: list[RecognizerResult] = []
        words = list(_WORD.finditer(text))
        i = 0
        while i < len(words):
            first = words[i]
            if not self._is_given(first.group(), given, lexicon):
                i += 1
                continue
            end, j, surnames, given_run = first.end(), i + 1, 0, 1
            while j < len(words) and surnames < _MAX_SURNAMES:
                word = words[j].group()
                if not self._joins(text[end : words[j].start()]) or lexicon.is_word(word) or _IS_SUFFIX.fullmatch(word):
                    break  # a gap, punctuation, a page word or a suffix: the name's words have ended
                if word.isupper() and not first.group().isupper():
                    break  # capitals after a name written in lower case: another field
                if surnames == 0 and given_run < _MAX_GIVEN and self._is_given(word, given, lexicon):
                    given_run += 1  # a middle name ("María Belén", "Karl Heinz")
                else:
                    surnames += 1
                end = words[j].end()
                j += 1
            if end == first.end() and _AFTER_COLON.search(text, 0, first.start()) and _LINE_END.match(text, end):
                # A first name alone after a label's colon ("Ihr Kassier: Annelise"): a person named short.
                results.append(RecognizerResult(self.ENTITY, first.start(), end, _SCORE))
                i += 1
                continue
            if end == first.end() and _IN_A_SENTENCE.search(text, 0, first.start()) and _GOES_ON.match(text, end):
                # A first name alone in the middle of a sentence ("…working; Lydia will confirm",
                # "bitte an Ernest geben", "verpackt von Ernest, Karte", "For Abigail's present"): a
                # colleague or a neighbour named short. (At a sentence's start any word has a
                # capital: "Will you", "Grace period".)
                results.append(RecognizerResult(self.ENTITY, first.start(), end, _SCORE))
                i += 1
                continue
            if end > first.end():
                degree = _AFTER_NAME.match(text, end) or _CUT_WORD.match(text, end)
                results.append(RecognizerResult(self.ENTITY, first.start(), degree.end() if degree else end, _SCORE))
                i = j
            else:
                i += 1
        return results

    @staticmethod
    def _is_given(word: str, given: GivenNames, lexicon: Lexicon) -> bool:
        if word.endswith(("'s", "’s")):
            word = word[:-2]  # a possessive: "For Abigail's present"
        return len(word) >= 2 and not lexicon.is_word(word) and given.is_given(word)

    @staticmethod
    def _joins(between: str) -> bool:
        """Whether the text between two capitalised words keeps them in one name."""
        if _GAP.fullmatch(between):
            return True
        inner = between.strip()
        if not inner or len(between) - len(inner) > 4:
            return False
        tokens = inner.split()
        return all(t.lower() in _PARTICLES or _INITIAL.fullmatch(t) for t in tokens) and len(tokens) <= 3
