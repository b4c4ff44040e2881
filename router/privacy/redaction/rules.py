"""The chrome proof as small rules over a frozen :class:`PageModel` (presidio's shape): each returns findings that keep,
veto or type a range of one segment, none reads another's, and :func:`decide` is where they meet (README.md)."""

from __future__ import annotations

import bisect
import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

import regex as re

from screenroute.edge.geometry import Box
from screenroute.router.privacy.redaction.given_names import GivenNames
from screenroute.router.privacy.redaction.lexicon import (
    ANY_LANGUAGE,
    LabelTypes,
    NameLists,
    UiLexicon,
    fold_text,
    is_cjk_run,
    month_names,
    words_of,
)
from screenroute.router.privacy.redaction.recognizers.base import recognizer_words
from screenroute.router.privacy.redaction.scanner import Span
from screenroute.router.privacy.redaction.segments import Segment

Kind = Literal["keep", "learned", "veto", "type"]  # learned: kept, and a shape's veto ("digits") does not count
#: A word of a segment: letters, marks and digits, joined by the dots, hyphens, apostrophes, "@"
#: and slashes inside e-mails, handles, hosts, dates and compounds ("127.0.0.1", "E-Mail").
_TOKEN = re.compile(r"[\p{L}\p{M}\p{N}_]+(?:[.@'’\-/][\p{L}\p{M}\p{N}_]+)*")
#: A count OCR glued to the small word after it ("3items", "5hours"): no user name starts so; a
#: capital after the figure may be a town after its postcode ("67705Celle") or a name ("6Lewis").
_COUNT_GLUED = re.compile(r"^(\d+)(\p{Ll}+)$")
_LATIN_ONLY = re.compile(r"^[\p{Latin}\p{M}\s\W\d_]*$")
# A user name, handle or identifier: letters with digits, dots or underscores inside, or an "@handle";
# not a link's host ("https://trac.edgewall.org"), which no rule proves either (:data:`_HOST`), nor a
# count glued to a word (:data:`_COUNT_GLUED`).
_HANDLE = re.compile(
    r"(?<![\w@])(?<!://[\w.-]*)(?!\d+\p{Ll}+(?![\w.-]))(?:@\w{2,}|(?=[\w.-]*\p{L})(?=[\w.-]*[\d_])[\w.-]{3,}|\p{Ll}+[._]\p{Ll}+[\w.]*)"
)
# OCR glues words ("JohnSmith"): a capital after a small letter starts a new word.
_CAMEL = re.compile(r"(?<=\p{Ll})(?=\p{Lu})")
#: Where a link's host starts: it proves nothing on first sight (a host of dictionary words may be
#: someone's), and the app's own, shown at one place while the data changes, is learned.
_HOST = "://"
#: A capital read for another when a keyboard mnemonic's underline adds a bar at its foot.
_UNDERLINED = {"E": "F", "I": "T"}
#: Where OCR glued words whose capitals or scripts still tell them apart ("GoToolsHelp", "XClose",
#: "画CreateTable"): a small letter before a capital, a capital before a capitalised word, a change
#: between Chinese/Japanese characters and Latin letters.
_SEAM = re.compile(
    r"(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=[\p{Han}\p{Hiragana}\p{Katakana}])(?=\p{Latin})"
    r"|(?<=\p{Latin})(?=[\p{Han}\p{Hiragana}\p{Katakana}])"
)
_NUMBER = re.compile(r"^[\d.,:/'’\-]+$")
# A date written with its month's name: a day, the month and a year ("10 Eanáir 1957", "3. März 1980", "1er janvier
# 2025", "10 de enero de 1957"), the month first ("March 3, 2024") or the year first ("1957. január 10."). The
# month's words are checked against every locale's month names (data/month_names.txt): a lexicon proves them UI
# words, and between a date's numbers they tell the date ("10 of 2000 entries" is no date).
_YEAR = r"(?:1[89]|20)\d\d"
_DAY = r"\d{1,2}(?:\.|er|st|nd|rd|th|º|°)?"
_WORDS = r"(?:[^\W\d_]+['’]?\.?,?\s+){1,3}"
_WRITTEN_DATE = re.compile(
    rf"(?<![\w.,])(?:{_DAY}\s+(?P<after_day>{_WORDS}){_YEAR}|(?P<before_day>{_WORDS}){_DAY},?\s+{_YEAR}"
    rf"|{_YEAR}\.?\s+(?P<after_year>{_WORDS}){_DAY})(?!\w)"
)
_CONNECTOR = 3  # "de", "del", "of", "d'", "ta'": a word this short before or after the month joins it to the numbers


def _written_dates(text: str) -> list[tuple[int, int]]:
    """The spans of the dates written with a month's name in ``text``."""
    months, out = month_names(), []
    for m in _WRITTEN_DATE.finditer(text):
        group = next(g for g in ("after_day", "before_day", "after_year") if m.group(g) is not None)
        words = [(w.start() + m.start(group), w.group()) for w in re.finditer(r"[^\W\d_]+", m.group(group))]
        month = _month_at(words, months, leading=group == "before_day")
        if month is not None:
            out.append((month if group == "before_day" else m.start(), m.end()))
    return out


def _month_at(words: list[tuple[int, str]], months: frozenset[str], *, leading: bool) -> int | None:
    """Where the month's name starts among ``words`` (the words between a date's numbers), or None when they are
    no month: one or two words of a month's name, the others short connectors ("de enero de"); with the month first
    (``leading``) the words before it are not the date's ("Updated March 3, 2024")."""
    folded = [fold_text(w) for _, w in words]
    for size in (2, 1):
        for k in range(len(words) - size + 1):
            if " ".join(folded[k : k + size]) not in months:
                continue
            others = folded[:k] + folded[k + size :]
            joined = k + size == len(words) if leading else all(len(o) <= _CONNECTOR for o in others)
            if joined:
                return words[k][0]
    return None


#: What may stand between two capitalised words of one name or firm ("Smith, Jones & Lee").
_JOINERS = frozenset(["", ",", "&", "-", "."])
#: A word at least this many catalogues use is a common UI word, not taken for a lone surname.
COMMON_UI_WORD = 5
#: A Chinese/Japanese word this many catalogues use is not taken for a name that starts with a surname.
COMMON_CJK_WORD = 3
#: A run of capitalised words up to this long is one proper noun: painted whole if a word of it is.
PROPER_NOUN_WORDS = 4
#: A capitalised word OCR glued proves itself only read apart in this many lexicon words, or in two this long.
GLUED_CASED_PIECES, GLUED_CASED_PIECE = 3, 5
#: A shorter piece still proves a glued word when nearly every catalogue uses it ("Save|password?", a bubble's title).
EVERYDAY_UI_WORD = 40
#: A screen speaks one UI language or two: a lexicon word proves itself only in a language the page's common words
#: use (at least this share of the most used one's votes; English always), once they hold this many votes. A word of
#: a language the page does not speak is a coincidence ("Turku" is a Latvian word, a town on a Finnish page).
PAGE_LANGUAGE_SHARE, PAGE_LANGUAGE_EVIDENCE = 0.25, 4.0
PLACE_GRID = 12  # pixels: a text drawn a few pixels off is at the same place
NEVER_LEARNED = frozenset({"recognizer", "vault"})  # the vetoes nothing learned overrides
#: Values that take a whole cell (a segment this short) with them; vetoes of shapes (a file, a version, a count) do not.
NAME_LIKE, CELL_WORDS, _COUNTS = {"PERSON", "ORGANIZATION", "ADDRESS"}, 6, {"digits", "handle_shape", "ocr_confidence"}
#: A column of this many cells (its head among them) tells values by their siblings; proofs it does not override.
COLUMN_CELLS, ONLY_LEARNED = 4, {"task_texts", "app_vocabulary", "app_vocabulary_place"}
#: The proof a segment the layout model kept names (``keep_model.py``).
KEPT_BY_MODEL = "keep_model"
#: Proofs a column of values overrules: a rare word's, and the layout model's.
WEAK = frozenset({"ui_lexicon:weak", KEPT_BY_MODEL})


def place_of(x: int, y: int) -> tuple[int, int]:
    """A pixel's cell on the place grid (a cell and the ones touching it are one place)."""
    return round(x / PLACE_GRID), round(y / PLACE_GRID)


def squeezed(text: str) -> str:
    """A whole segment as its place is learned and matched: folded, its letters and digits alone."""
    return "".join(ch for ch in fold_text(text) if ch.isalnum())


@dataclass(frozen=True)
class Learned:
    """An app's learned texts: proved anywhere (folded), or a shape vetoes them ("DejaVu Sans", "Page 1") and they
    are proved only at the place they were learned at (squeezed, x, y)."""

    phrases: frozenset[str] = frozenset()
    placed: frozenset[tuple[str, int, int]] = frozenset()


@dataclass(frozen=True, slots=True)
class RuleFinding:
    """What one rule says about characters [start, end) of one segment (``end`` -1: to its end)."""

    segment: int
    rule: str
    kind: Kind
    entity_type: str = "TEXT"
    start: int = 0
    end: int = -1


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a segment: its place in the segment's text, its text and its folded words."""

    start: int
    end: int
    text: str
    words: tuple[str, ...]


def _tokens(text: str) -> tuple[Token, ...]:
    """The words of a segment's text; a count OCR glued to the word after it is two ("3items")."""
    bounds = []
    for m in _TOKEN.finditer(text):
        glued = _COUNT_GLUED.match(m.group())
        bounds += (
            [(m.start(), m.start() + len(glued[1])), (m.start() + len(glued[1]), m.end())] if glued else [m.span()]
        )
    return tuple(Token(a, b, text[a:b], tuple(words_of(fold_text(text[a:b])))) for a, b in bounds)


_CASELESS_NAME = re.compile(r"^[\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]{1,4}$")


def _capital(tok: Token) -> bool:
    """A word that may be part of a proper noun: capitalised (after digits OCR glued on: "6Lewis"), or
    a short word of a script without capitals (a family name and a given name: "山田 太郎", "김 민준")."""
    return tok.text.lstrip("0123456789")[:1].isupper() or bool(_CASELESS_NAME.match(tok.text))


def _proper_nouns(text: str, tokens: Sequence[Token], particles: frozenset[str]) -> tuple[tuple[Token, ...], ...]:
    """Runs of capitalised words joined by spaces, commas, "&", hyphens or particles ("Smith, Jones
    and Lee", "Ludwig van Beethoven", "山田 太郎")."""
    runs: list[tuple[Token, ...]] = []
    current: list[Token] = []

    def close() -> None:
        while current and not _capital(current[-1]):
            current.pop()  # a particle ends no run
        if current:
            runs.append(tuple(current))
        current.clear()

    for tok in tokens:
        joined = bool(current) and text[current[-1].end : tok.start].strip() in _JOINERS
        if _capital(tok):
            if not joined:
                close()
            current.append(tok)
        elif tok.text.casefold() in particles and (joined or not current):
            current.append(tok)  # "van der Dussen": particles lead a run only into a capitalised word
        else:
            close()
    close()
    return tuple(runs)


@dataclass(frozen=True)
class PageModel:
    """The page as every rule reads it: segments, their folded texts and words, the recognizers' spans,
    and each segment's proper nouns (runs of capitalised words, :func:`_proper_nouns`)."""

    segments: tuple[Segment, ...]
    folded: tuple[str, ...]
    spans: tuple[tuple[Span, ...], ...]
    tokens: tuple[tuple[Token, ...], ...]
    nouns: tuple[tuple[tuple[Token, ...], ...], ...]

    @classmethod
    def build(cls, segments: Sequence[Segment], spans: Sequence[Sequence[Span]], names: NameLists) -> PageModel:
        """The model of a page (texts folded, split into words and proper nouns once)."""
        tokens = tuple(_tokens(s.text) for s in segments)
        nouns = tuple(_proper_nouns(s.text, t, names.particles) for s, t in zip(segments, tokens, strict=True))
        return cls(tuple(segments), tuple(fold_text(s.text) for s in segments), tuple(map(tuple, spans)), tokens, nouns)


class Rule(Protocol):
    """A unit of the chrome proof: reads the page, returns findings, changes nothing."""

    @property
    def name(self) -> str:
        """The rule's name, carried by every finding it makes."""
        ...

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """The findings of this rule on ``page``."""
        ...


# -- proofs ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LexiconProof:
    """Kept: a whole message of real programs' catalogues; else each word they use, inflected ("tickets"), or an
    OCR-glued run of their words ("Downloadinotherformats", "GoToolsHelp") none a name ("michaeljohn" is a user's)."""

    lexicon: UiLexicon
    given: GivenNames
    names: NameLists
    name: str = "ui_lexicon"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Keep the segments that are messages, and the words the lexicon uses elsewhere (in the page's languages)."""
        within = self.page_languages(page)
        whole = [i for i, folded in enumerate(page.folded) if self.lexicon.has_phrase(folded)]
        done = set(whole)
        out = [RuleFinding(i, max(map(self._strength, page.tokens[i]), default=self.name), "keep") for i in whole]
        for i, tokens in enumerate(page.tokens):
            if i in done:
                continue
            out += [
                RuleFinding(i, self._strength(t), "keep", "TEXT", t.start, t.end)
                for t in tokens
                if t.words
                and not page.segments[i].text.endswith(_HOST, 0, t.start)
                and (
                    all(self._proves(w, within, cased=not t.text.islower()) for w in t.words)
                    or all(self._proves_piece(p, within) for p in _SEAM.split(t.text))
                )
            ]
        return out

    def page_languages(self, page: PageModel) -> int:
        """The languages the page speaks (a mask of the lexicon's tags), from its common words: each votes for its
        languages, a word of many languages ("OK") little. Too few votes to tell: any language."""
        votes = [0.0] * len(self.lexicon.tags)
        for tokens in page.tokens:
            for w in (w for t in tokens for w in t.words if not is_cjk_run(w)):
                mask = self.lexicon.languages_of(w) if self.lexicon.uses(w, at_least=COMMON_UI_WORD) else 0
                for bit in (b for b in range(len(votes)) if mask > 0 and mask >> b & 1):
                    votes[bit] += 1 / mask.bit_count()
        if sum(votes) < PAGE_LANGUAGE_EVIDENCE:
            return ANY_LANGUAGE
        spoken = [b for b, v in enumerate(votes) if v >= PAGE_LANGUAGE_SHARE * max(votes)]
        if "en" in self.lexicon.tags:
            spoken.append(self.lexicon.tags.index("en"))
        return sum(1 << b for b in set(spoken))

    def _strength(self, tok: Token) -> str:
        """``ui_lexicon:weak`` for a rare, inflected or glued word (a town's or surname's shape), else ``ui_lexicon``."""
        common = all(self.lexicon.uses(w, at_least=COMMON_UI_WORD) for w in tok.words)
        return self.name if common and len(tok.words) == 1 else f"{self.name}:weak"

    def _proves_piece(self, piece: str, within: int) -> bool:
        """A piece of a word OCR glued at capitals or scripts (or the word itself): proved as a word that is no part of
        a name (a particle, a first name, a surname real programs seldom use: "LeBron", "DeShawn", "TomBrown" join names
        so), or as a common UI word whose first letter a keyboard mnemonic's underline changed."""
        key = fold_text(piece)
        named = key in self.names.particles or self.given.is_given(piece)
        named = named or (key in self.names.surnames and not self.lexicon.uses(key, at_least=COMMON_UI_WORD))
        words = words_of(key)
        proved = all(self._proves(w, within, cased=not piece.islower()) for w in words)
        return (bool(words) and not named and proved) or self._underlined(piece)

    def _underlined(self, word: str) -> bool:
        """A menu's "File" with its F underlined reads "Eile", "Tools" reads "Iools": the underline adds a bar at the
        foot of the first letter. The word it makes, a common UI word, proves it (a name the gazetteers know never)."""
        if word[:1] not in _UNDERLINED or len(word) < 3 or not word[1:].islower():
            return False
        if self.given.is_given(word, also_words=True) or fold_text(word) in self.names.surnames:
            return False
        return self.lexicon.uses(fold_text(_UNDERLINED[word[0]] + word[1:]), at_least=COMMON_UI_WORD)

    def _proves(self, word: str, within: int = ANY_LANGUAGE, *, cased: bool = False) -> bool:
        """A lexicon word, inflected, or glued from ones none a name; a capitalised word read apart in two with a
        short piece ("Blanc|het", "Neu|stadt") is a town's or a surname's shape ("Tracking|number" is not)."""
        if self.lexicon.uses(word, within=within) or self.lexicon.inflected(word, within):
            return True
        common = functools.partial(self.lexicon.uses, at_least=COMMON_UI_WORD)  # "Black" is a UI word too
        pieces = self.lexicon.split_glued(word, within) or ("",)
        everyday = all(self.lexicon.uses(p, at_least=EVERYDAY_UI_WORD) for p in pieces if len(p) < GLUED_CASED_PIECE)
        if cased and len(pieces) < GLUED_CASED_PIECES and not everyday:  # "Lose|kann" a name, "Save|password?" not
            return False
        return all(p and not self.given.is_given(p) and (p not in self.names.surnames or common(p)) for p in pieces)


@dataclass(frozen=True)
class PhraseProof:
    """Kept: one of a known set of texts whole, and elsewhere each word of those texts (the task's
    "Export CSV" proves "Export"; the app's learned "Trac" proves it in "Powered by Trac")."""

    name: str
    phrases: Callable[[], frozenset[str]]

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Keep a segment that is a known phrase (spaces aside: OCR reads them differently), and the
        words of the others that are known words or a known phrase read without its spaces."""
        words, squeezed = _words_of_phrases(self.phrases())
        out = []
        for i, (folded, tokens) in enumerate(zip(page.folded, page.tokens, strict=True)):
            if "".join(words_of(folded)) in squeezed:
                out.append(RuleFinding(i, self.name, "keep"))
            elif words:
                out += [
                    RuleFinding(i, self.name, "keep", "TEXT", t.start, t.end)
                    for t in tokens
                    if t.words and all(w in words or w in squeezed for w in t.words)
                ]
        return out


@functools.lru_cache(maxsize=64)
@dataclass(frozen=True)
class PlacedProof:
    """Kept despite a shape's veto: a whole segment learned at its place (a recognizer's or the vault's veto holds)."""

    placed: Callable[[], frozenset[tuple[str, int, int]]]
    name: str = "app_vocabulary_place"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """A ``learned`` finding on each segment learned at its place or in a cell touching it."""
        known = self.placed()
        cells = [(squeezed(s.text), *place_of(s.box.x0, s.box.y0)) for s in page.segments] if known else []
        near = [[(t, x + dx, y + dy) in known for dx in (-1, 0, 1) for dy in (-1, 0, 1)] for t, x, y in cells]
        return [RuleFinding(i, self.name, "learned") for i, hits in enumerate(near) if any(hits)]


def _words_of_phrases(phrases: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(w for p in phrases for w in p.split()), frozenset(p.replace(" ", "") for p in phrases)


# -- vetoes ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PatternVeto:
    """Vetoed and typed: a recognizer (cards, IBANs, IDs, e-mails, phones, amounts…) found something;
    the finding names the recognizer and its pattern ("recognizer:AmountRecognizer.amount_after")."""

    name: str = "recognizer"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """One veto per span, typed by it."""
        return [
            RuleFinding(i, f"{self.name}:{s.source}", "veto", s.entity_type, s.start, s.end)
            for i, spans in enumerate(page.spans)
            for s in spans
        ]


@dataclass(frozen=True)
class DigitVeto:
    """Vetoed: a word with a digit (dates, sums, counts and numbers are data; a label has none), and a date's month
    written between its numbers."""

    name: str = "digits"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto each word holding a digit, a number alone typed NUMBER; and each date written with words, whole."""
        dates = [  # first: a run of a date and its numbers is typed DATE
            RuleFinding(i, f"{self.name}:written_date", "veto", "DATE", start, end)
            for i, segment in enumerate(page.segments)
            for start, end in _written_dates(segment.text)
        ]
        return dates + [
            RuleFinding(i, self.name, "veto", "NUMBER" if _NUMBER.match(t.text) else "TEXT", t.start, t.end)
            for i, tokens in enumerate(page.tokens)
            for t in tokens
            if any(c.isdigit() for c in t.text)
        ]


@dataclass(frozen=True)
class HandleVeto:
    """Vetoed and typed ID: a user name, handle or identifier shape ("jdoe42", "j.doe", "@mia")."""

    name: str = "handle_shape"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto each handle-shaped word."""
        return [
            RuleFinding(i, self.name, "veto", "ID_NUMBER", m.start(), m.end())
            for i, s in enumerate(page.segments)
            for m in _HANDLE.finditer(s.text)
        ]


@dataclass(frozen=True)
class LatinNameVeto:
    """Vetoed and typed PERSON: a first name beside a capitalised word or alone, two to four surnames or first names, a
    lone surname real programs seldom use as a word (OCR-glued "JohnSmith" read apart first)."""

    given: GivenNames
    names: NameLists
    lexicon: UiLexicon
    name: str = "name_gazetteer"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto the name-shaped runs."""
        out = []
        # A catalogue's message is no exemption: catalogues hold example names ("John Doe", "山田 太郎").
        for i, (tokens, nouns) in enumerate(zip(page.tokens, page.nouns, strict=True)):
            alone = len(tokens) == 1
            for run in nouns:
                words = [w for t in run for part in _CAMEL.split(t.text) for w in part.split("-") if w]
                if self.name_shaped(words, alone=alone and len(words) == 1):
                    out.append(RuleFinding(i, self.name, "veto", "PERSON", run[0].start, run[-1].end))
        return out

    def name_shaped(self, words: Sequence[str], *, alone: bool) -> bool:
        """Whether these capitalised words (particles among them) read as a person's name."""
        caps = [w for w in words if w[:1].isupper() and w.casefold() not in self.names.particles]
        if not caps:
            return False
        for k, word in enumerate(caps):
            # A first name beside a capitalised word, before it or after it (family name first: "Varga István").
            if self.given.is_given(word) and (alone or k + 1 < len(caps) or k):
                return True
        if len(caps) > 4:
            return False
        if len(caps) == 1:
            key = fold_text(caps[0])
            named = key in self.names.surnames or (alone and self.given.is_given(caps[0], also_words=True))
            return named and not self.lexicon.uses(key, at_least=COMMON_UI_WORD)
        return all(fold_text(w) in self.names.surnames or self.given.is_given(w, also_words=True) for w in caps)


@dataclass(frozen=True)
class CjkNameVeto:
    """Vetoed and typed PERSON: a Chinese, Japanese or Korean word of 2–4 characters that starts
    with a surname, unless real programs commonly use it ("金额", "高级" start with one too)."""

    names: NameLists
    lexicon: UiLexicon
    name: str = "cjk_surname"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto the words that are such a name."""
        out = []
        for i, tokens in enumerate(page.tokens):
            for tok in tokens:
                if any((is_cjk_run(w) or not _LATIN_ONLY.match(w)) and self._name_like(w) for w in tok.words):
                    out.append(RuleFinding(i, self.name, "veto", "PERSON", tok.start, tok.end))
        return out

    def _name_like(self, token: str) -> bool:
        runs = [token] if len(token) <= 4 else [token[:3], token[-3:], token[:2], token[-2:]]
        return any(
            self.names.cjk_name_shaped(run) and not self.lexicon.uses(run, at_least=COMMON_CJK_WORD) for run in runs
        )


@dataclass(frozen=True)
class VaultVeto:
    """Vetoed and typed: the segment holds a value the vault protects (the signed-in identity, the
    task's parameters, a value typed on an earlier frame)."""

    values: Callable[[], list[tuple[str, str]]]
    name: str = "vault"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto the words that spell a known value; the whole segment where the value is glued
        into a run of Chinese/Japanese text or letters (eight characters or more)."""
        known = [(t, words_of(fold_text(v))) for t, v in self.values()]
        known = [(t, w) for t, w in known if w]
        out = []
        for i, tokens in enumerate(page.tokens):
            flat = [(tok, w) for tok in tokens for w in tok.words]
            have = [w for _, w in flat]
            squeezed = "".join(have)
            for entity_type, value in known:
                n = len(value)
                at = next((k for k in range(len(have) - n + 1) if have[k : k + n] == value), None)
                joined = "".join(value)
                if at is not None:
                    out.append(
                        RuleFinding(i, self.name, "veto", entity_type, flat[at][0].start, flat[at + n - 1][0].end)
                    )
                elif (len(joined) >= 8 or (is_cjk_run(joined) and len(joined) >= 2)) and joined in squeezed:
                    out.append(RuleFinding(i, self.name, "veto", entity_type))
        return out


@dataclass(frozen=True)
class ConfidenceVeto:
    """Vetoed: the OCR was not sure of the read (a misread name can look like a word)."""

    min_score: float
    min_latin_score: float
    name: str = "ocr_confidence"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto each segment whose line scored under its script's threshold."""
        return [
            RuleFinding(i, self.name, "veto")
            for i, seg in enumerate(page.segments)
            if seg.score < (self.min_latin_score if _LATIN_ONLY.match(seg.text) else self.min_score)
        ]


# -- types -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LabelBinding:
    """Typed: a value right of a label on its line, under it in its column, or after a label in its
    own segment has the label's kind. Where a person stands (a person's label or column), a word the
    name gazetteers know is vetoed even when it is a UI word too ("Owner: White", "Close" under "Name")."""

    labels: LabelTypes
    given: GivenNames
    names: NameLists
    name: str = "label_binding"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Type each segment (or the rest of a segment) a label announces."""
        bound = bind_labels(page.segments, self.labels)
        out = [RuleFinding(i, self.name, "type", t) for i, t in bound.items()]
        for i, (seg, tokens) in enumerate(zip(page.segments, page.tokens, strict=True)):
            for k in range(min(PROPER_NOUN_WORDS, len(tokens) - 1)):
                label = self.labels.type_of(seg.text[: tokens[k].end])
                if label is not None:
                    out.append(RuleFinding(i, self.name, "type", label, tokens[k + 1].start))
                    if label == "PERSON":
                        out += self._names_at(i, tokens[k + 1 :])
                    break
            else:
                if bound.get(i) == "PERSON":
                    out += self._names_at(i, tokens)
        return out

    def _names_at(self, i: int, tokens: Sequence[Token]) -> list[RuleFinding]:
        return [
            RuleFinding(i, "name_position", "veto", "PERSON", t.start, t.end)
            for t in tokens
            if (
                t.text[:1].isupper()
                and (fold_text(t.text) in self.names.surnames or self.given.is_given(t.text, also_words=True))
            )
            or any(self.names.cjk_name_shaped(w) for w in t.words)
        ]


def bind_labels(segs: Sequence[Segment], labels: LabelTypes) -> dict[int, str]:
    """Segment -> the type its label announces: the label next left of it on its row (within twelve
    line heights), or the label heading its column (a label with nothing right of it: the segments
    under it, overlapping it across, until a gap of more than 2.5 line heights or another label)."""
    label_of = {i: t for i, s in enumerate(segs) if (t := labels.type_of(s.text)) is not None}
    if not label_of:
        return {}
    order = sorted(range(len(segs)), key=lambda k: segs[k].box.y0)
    tops = [segs[k].box.y0 for k in order]
    bound: dict[int, str] = {}
    for j, kind in label_of.items():
        head = segs[j].box
        near = order[bisect.bisect_left(tops, head.y0 - head.height) : bisect.bisect_right(tops, head.y1)]
        right = [
            k
            for k in near
            if k not in label_of
            and min(segs[k].box.y1, head.y1) - max(segs[k].box.y0, head.y0)
            >= 0.5 * max(1, min(segs[k].box.height, head.height))
            and 0 <= segs[k].box.x0 - head.x1 + 2 <= 12 * max(8, head.height)
        ]
        if right:
            bound.setdefault(min(right, key=lambda k: segs[k].box.x0), kind)
            continue  # a form's label, not a column's head
        bottom = head.y1
        for k in order[bisect.bisect_left(tops, head.y1 - 2) :]:
            box = segs[k].box
            if k == j or min(box.x1, head.x1) <= max(box.x0, head.x0):
                continue
            if k in label_of or box.y0 - bottom > 2.5 * max(8, box.height):
                break
            bound.setdefault(k, kind)
            bottom = max(bottom, box.y1)
    return bound


# -- the decision ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Painted:
    """A run of one segment's text that is painted: [start, end), its type and the rules that decided."""

    start: int
    end: int
    entity_type: str
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The decision on one segment: the runs painted (none: kept whole) and the rules that kept the rest."""

    painted: tuple[Painted, ...]
    proofs: tuple[str, ...]


def reach(f: RuleFinding, length: int, tok: Token) -> tuple[bool, bool]:
    """Whether finding ``f`` covers the word ``tok`` whole, and whether it touches it at all."""
    end = length if f.end < 0 else f.end
    return f.start <= tok.start and tok.end <= end, f.start < tok.end and tok.start < end


def decide_segment(
    text: str, tokens: Sequence[Token], nouns: Sequence[Sequence[Token]], found: Sequence[RuleFinding]
) -> Verdict:
    """Word by word: kept when proved and not vetoed; a proper noun with a painted word is painted
    whole; painted words next to each other are one run, typed by a veto, else a label, else TEXT."""
    n = len(text)
    proofs = [f for f in found if f.kind in ("keep", "learned")]
    learned = any(f.kind == "learned" for f in found)
    vetoes = [f for f in found if f.kind == "veto" and not (learned and f.rule.split(":")[0] not in NEVER_LEARNED)]
    vetoed = [any(reach(f, n, t)[1] for f in vetoes) for t in tokens]
    paint = [v or not any(reach(f, n, t)[0] for f in proofs) for t, v in zip(tokens, vetoed, strict=True)]
    # A month a date took is no part of the capitalised words before it ("Updated March 3, 2024").
    dated = [any(reach(f, n, t)[1] for f in vetoes if f.rule.endswith(":written_date")) for t in tokens]
    for noun in nouns:
        at = [tokens.index(t) for t in noun]
        if len(noun) <= PROPER_NOUN_WORDS and any(paint[k] and not dated[k] for k in at):
            named = any(vetoed[k] for k in at)
            for k in at:
                paint[k], vetoed[k] = True, vetoed[k] or named
    strong = [f for f in proofs if not f.rule.endswith(":weak")]
    unsure = [p or not any(reach(f, n, t)[0] for f in strong) for t, p in zip(tokens, paint, strict=True)]
    if (line := value_line(text, tokens, paint, vetoed, unsure)) is not None:
        return Verdict((line,), ())
    beside = _beside_value(n, tokens, vetoes, found)
    for k in beside:
        paint[k] = vetoed[k] = True
    vetoes += [RuleFinding(-1, "beside_value", "veto", "TEXT", tokens[k].start, tokens[k].end) for k in beside]
    runs: list[list[int]] = []
    for k, painted in enumerate(paint):
        if painted:
            # An unproven word and a vetoed one are two runs: the first may be learned as the app's own.
            if runs and runs[-1][-1] == k - 1 and vetoed[k] == vetoed[k - 1]:
                runs[-1].append(k)
            else:
                runs.append([k])
    out = [_painted_run(n, [tokens[k] for k in run], vetoes, found) for run in runs]
    return Verdict(tuple(_merge_runs(out, text)), tuple(dict.fromkeys(f.rule for f in proofs)))


#: A postal address's two parts on one line: a street and its number; a postcode and a town ("253 31 X", "8331-276 X").
_STREET = re.compile(r"\p{L}.*(?<![\d.,])\d{1,4}\p{L}?\b|\b\d{1,4}\p{L}?\s+\p{L}")
_SHAPE = {"9": r"\d", "A": r"\p{Lu}"}  # a postcode's shape (data, per country): 9 a digit, A a capital


@functools.cache
def _postal() -> re.Pattern[str]:  # the shapes are data, read on first use (not on import)
    codes = "|".join("".join(_SHAPE.get(c, re.escape(c)) for c in s) for s in recognizer_words()["postal_code_shapes"])
    return re.compile(rf"^\s*(?:{codes})\s+\p{{Lu}}")


def value_line(
    text: str, tokens: Sequence[Token], paint: Sequence[bool], vetoed: Sequence[bool], unsure: Sequence[bool]
) -> Painted | None:
    """The rule ``value_line``: a record of values, painted whole as an ADDRESS whatever words of it the lexicon knows.
    Three comma-separated parts or more, all but one holding an unproven or vetoed word or a number, and both kinds there
    ("Borgo Enzio, 843 Piano 1, 81023, Cervino (CE)"); or two, a street and its number, then a postcode and its town
    ("Stationsstigen 23, 25331 Borlänge", "12 rue X, 75011 Paris"), some word unproven or proved weakly only (a rare,
    inflected or glued word: a town's or a street's shape, which a lexicon of many languages often has)."""
    parts, cut = [set[str]()], 0
    for k, tok in enumerate(tokens):
        if k and any(c in ",;" for c in text[tokens[k - 1].end : tok.start]):
            parts, cut = [*parts, set()], tok.start
        parts[-1].add("number" if any(c.isdigit() for c in tok.text) else "word" if paint[k] or vetoed[k] else "")
    full = [p - {""} for p in parts if p - {""}]
    record = len(full) >= max(3, len(parts) - 1) and {"word", "number"} <= set().union(*full)
    unsure_word = any(u and not any(c.isdigit() for c in t.text) for t, u in zip(tokens, unsure, strict=True))
    street = len(parts) == 2 and unsure_word and _STREET.search(text[:cut])
    postal = street and _postal().match(text[cut:])
    return Painted(0, len(text), "ADDRESS", ("value_line",)) if record or postal else None


def _beside_value(
    n: int, tokens: Sequence[Token], vetoes: list[RuleFinding], found: Sequence[RuleFinding]
) -> list[int]:
    """The words a value takes with it ("<PERSON_1> y asociados S.L.", "<PERSON_1> white"): all after it (not after
    a count: "(6 matches)"); in a cell, before a name, firm or address all but a label ("Assigned to Ann Lee")."""
    valued = [f for f in vetoes if f.rule.split(":")[0] not in _COUNTS and f.entity_type != "NUMBER"]
    hit = [k for k, t in enumerate(tokens) if any(reach(f, n, t)[1] for f in valued)]
    cell = len(tokens) <= CELL_WORDS
    if cell and not hit:  # in a cell an unproven word is the value's likeliest part ("<TEXT_1> asociados S.A.")
        proofs = [f for f in found if f.kind in ("keep", "learned")] + vetoes
        hit = [k for k, t in enumerate(tokens) if not any(reach(f, n, t)[f.kind == "veto"] for f in proofs)]
    if not hit:
        return []
    named = cell and any(f.entity_type in NAME_LIKE for f in valued)
    label_end = max((f.start for f in found if f.kind == "type" and f.start > 0), default=0)
    return [k for k, t in enumerate(tokens) if k not in hit and (k > hit[0] or (named and t.end > label_end))]


def _painted_run(n: int, words: list[Token], vetoes: list[RuleFinding], found: Sequence[RuleFinding]) -> Painted:
    """A run of painted words: widened to its vetoes' spans (a recognizer's span may take in the
    brackets or "+" around the words), typed by its first typed veto, else by the label before it,
    else TEXT, and naming the rules that painted and typed it (``not_chrome``: no proof, no veto)."""
    head = words[0].start
    start, end = head, words[-1].end
    mine = [f for f in vetoes if any(reach(f, n, t)[1] for t in words)]
    for f in mine:
        start, end = min(start, f.start), max(end, n if f.end < 0 else f.end)
    typed = [f for f in mine if f.entity_type != "TEXT"]
    if any(f.entity_type == "DATE" for f in typed):  # a date beside a name: the run is the name's
        typed.sort(key=lambda f: f.entity_type not in NAME_LIKE)
    labels = sorted((f.start, f.entity_type, k) for k, f in enumerate(found) if f.kind == "type" and f.start <= head)
    label = [found[labels[-1][2]]] if labels and not typed else []
    why = tuple(dict.fromkeys(f.rule for f in mine)) or ("not_chrome",)
    entity = (typed or label)[0].entity_type if typed or label else "TEXT"
    return Painted(start, end, entity, why + tuple(f.rule for f in label))


def vetoed(run: Painted) -> bool:
    """Whether a veto painted some of the run: a run no rule proved and a vetoed one are merged when they touch, so
    its first rule alone does not tell ("Tel+49 30 1234567": ``not_chrome`` then the phone recognizer)."""
    return any(rule not in ("not_chrome", "label_binding") for rule in run.rules)


def _merge_runs(runs: list[Painted], text: str) -> list[Painted]:
    """Runs that overlap, or stand apart only by spaces and punctuation and are alike (both vetoed,
    or both unproven), are one."""
    out: list[Painted] = []
    for run in runs:
        alike = (run.rules[0] == "not_chrome") == (out[-1].rules[0] == "not_chrome") if out else False
        if out and (
            run.start <= out[-1].end or (alike and not any(c.isalnum() for c in text[out[-1].end : run.start]))
        ):
            last = out[-1]
            kind = last.entity_type if last.entity_type != "TEXT" else run.entity_type
            out[-1] = Painted(last.start, max(last.end, run.end), kind, tuple(dict.fromkeys(last.rules + run.rules)))
        else:
            out.append(run)
    return out


#: A step between the words' decision and the columns' (``keep_model.KeepMore``): the page, each segment's findings and
#: the verdicts in; the verdicts out, keeping more, never painting more.
KeepStep = Callable[[PageModel, Sequence[Sequence[RuleFinding]], list[Verdict]], list[Verdict]]


def segment_verdicts(page: PageModel, findings: Sequence[RuleFinding]) -> tuple[list[list[RuleFinding]], list[Verdict]]:
    """Each segment's findings, and the verdict on it alone (:func:`decide_segment`)."""
    by_segment: list[list[RuleFinding]] = [[] for _ in page.segments]
    for f in findings:
        by_segment[f.segment].append(f)
    verdicts = [
        decide_segment(seg.text, tokens, nouns, found)
        for seg, tokens, nouns, found in zip(page.segments, page.tokens, page.nouns, by_segment, strict=True)
    ]
    return by_segment, verdicts


def decide(page: PageModel, findings: Sequence[RuleFinding], keep: KeepStep | None = None) -> list[Verdict]:
    """The verdict on every segment of the page: each alone, then ``keep`` (when given), then the columns' and the
    wrapped values', which overrule what ``keep`` kept as they do a weak proof."""
    by_segment, verdicts = segment_verdicts(page, findings)
    proofs = [{f.rule for f in found if f.kind != "veto"} for found in by_segment]
    ruled = column_values(page.segments, verdicts, proofs)
    if keep is None or not page.segments:
        return wrapped_values(page.segments, ruled)
    # The model keeps. A segment it did not keep is decided as by the rules alone; one it kept, by a column told by its
    # cells as the model left them (a form's column of labels it kept is no column of values), which paints it as it
    # paints a cell a weak proof kept; a wrapped value is told by the rules' view.
    kept = keep(page, by_segment, verdicts)
    by_model = column_values(page.segments, kept, [p | set(v.proofs) for p, v in zip(proofs, kept, strict=True)])
    merged = [m if KEPT_BY_MODEL in k.proofs else r for m, k, r in zip(by_model, kept, ruled, strict=True)]
    return wrapped_values(page.segments, merged, ruled)


def columns(segs: Sequence[Segment]) -> list[list[int]]:
    """Runs of segments one under the next (≤ 2.5 line heights apart), left edges aligned: columns, lists; top first."""
    heads: dict[int, list[list[int]]] = {}  # the open columns by their last cell's left edge, in 4-pixel bins
    found: list[list[int]] = []
    for k in sorted(range(len(segs)), key=lambda k: segs[k].box.y0):
        b = segs[k].box
        near = [c for d in (-1, 0, 1) for c in heads.get(b.x0 // 4 + d, ())]
        col = next((c for c in near if _under(segs[c[-1]].box, b)), None)
        if col is None:
            found.append(col := [])
        else:
            heads[segs[col[-1]].box.x0 // 4].remove(col)
        col.append(k)
        heads.setdefault(b.x0 // 4, []).append(col)
    return [c for c in found if len(c) >= COLUMN_CELLS]


def _under(above: Box, b: Box) -> bool:  # the next cell of the column ``above`` ends
    return abs(above.x0 - b.x0) <= max(3, b.height // 3) and 0 <= b.y0 - above.y1 + 2 <= 2.5 * max(8, b.height)


def is_value(seg: Segment, verdict: Verdict) -> bool:
    """Mostly painted, and not for a poor read alone."""
    painted = sum(r.end - r.start for r in verdict.painted)
    return 2 * painted >= len(seg.text) and any(r.rules[0] != "ocr_confidence" for r in verdict.painted)


def _painted_whole(seg: Segment, verdict: Verdict) -> bool:
    covered = {i for r in verdict.painted for i in range(r.start, r.end)}
    return all(i in covered for i, ch in enumerate(seg.text) if ch.isalnum())


def column_values(segs: Sequence[Segment], verdicts: list[Verdict], proofs: Sequence[set[str]]) -> list[Verdict]:
    """A cell under a column's head whose other cells are mostly values is one too, unless more than rare words prove
    it (a town, a surname that is a word, a firm read as words), or, where two thirds of them are, more than the
    lexicon ("Split", "Novo" of "Novo mesto" in a column of towns); a cell mostly painted is painted whole (a value
    is one value however many of its words are also words): typed as its column's values."""
    out = list(verdicts)
    for column in columns(segs):
        cells = column[1:]  # the first is the column's head
        values = [k for k in cells if is_value(segs[k], verdicts[k])]
        for k in cells:
            others = len(values) - (k in values)
            many, most = others >= 2 and 2 * others >= len(cells) - 1, others >= 3 and 3 * others >= 2 * len(cells) - 2
            proved = bool(WEAK & proofs[k]) or (most and "ui_lexicon" in proofs[k]) or (k in values and most)
            learned = proofs[k] & ONLY_LEARNED and k not in values
            if not proved or learned or not many or _painted_whole(segs[k], verdicts[k]):
                continue
            kinds = Counter(r.entity_type for v in values for r in verdicts[v].painted if r.entity_type != "TEXT")
            kind = kinds.most_common(1)[0][0] if kinds else "TEXT"
            out[k] = Verdict((Painted(0, len(segs[k].text), kind, ("column_values",)),), ())
    return out


def _wrapped(above: Box, b: Box) -> bool:  # the next line of one wrapped cell: left edges aligned, closer than a line
    return abs(above.x0 - b.x0) <= max(3, b.height // 3) and 0 < b.y0 - above.y0 < 0.9 * max(above.height, b.height)


def wrapped_values(
    segs: Sequence[Segment], verdicts: list[Verdict], ruled: Sequence[Verdict] | None = None
) -> list[Verdict]:
    """The rule ``wrapped_value``: a value wrapped in a narrow cell or a note is one value over its lines ("Gang
    Rawamangun" / "No. 250, Bau-Bau, SG" / "81483"; "… 76 phố 30 Tháng 4," / "Xã Đông Hải, Tây Ninh."). In segments
    each under the last closer than a line's height whose painted ones are mostly painted, a veto among them, a segment
    partly painted is painted whole, whatever proves the rest of it (a segment kept whole, a column's head, stays)."""
    out, order = list(verdicts), sorted(range(len(segs)), key=lambda k: (segs[k].box.y0, segs[k].box.x0))
    blocks: list[list[int]] = []
    for k in order:
        block = next((b for b in blocks if _wrapped(segs[b[-1]].box, segs[k].box)), None)
        block.append(k) if block is not None else blocks.append([k])
    for block in (b for b in blocks if len(b) > 1):
        told = verdicts if ruled is None else ruled  # the rules' view, where a layout model kept more
        runs = [(k, r) for k in block for r in told[k].painted]
        painted = sum(sum(ch.isalnum() for ch in segs[k].text[r.start : r.end]) for k, r in runs)
        vetoed = [r for _, r in runs if r.rules[0] not in ("not_chrome", "ocr_confidence")]
        if not vetoed or 2 * painted < sum(ch.isalnum() for k in {k for k, _ in runs} for ch in segs[k].text):
            continue
        kind = "TEXT"  # the type of the value it goes on with: the last one typed above it
        for k in block:
            if told[k].painted:
                out[k] = _fill(segs[k].text, verdicts[k], kind)
            kind = next((r.entity_type for r in verdicts[k].painted[::-1] if r.entity_type in NAME_LIKE), kind)
    return out


def _fill(text: str, verdict: Verdict, kind: str) -> Verdict:
    """``verdict`` with every stretch it kept painted as ``kind`` (its own runs, which the app vocabulary reads, stay)."""
    kept, at = [], 0
    for r in [*verdict.painted, Painted(len(text), len(text), kind, ())]:
        stretch = text[at : r.start]
        if any(ch.isalnum() for ch in stretch):
            start = at + len(stretch) - len(stretch.lstrip())
            kept.append(Painted(start, start + len(stretch.strip()), kind, ("wrapped_value",)))
        at = max(at, r.end)
    return Verdict(tuple(_merge_runs(sorted([*verdict.painted, *kept], key=lambda r: r.start), text)), verdict.proofs)
