"""The chrome proof as small rules over a frozen model of the page (presidio's shape).

Each rule reads the :class:`PageModel` and returns :class:`RuleFinding` s; no rule reads or
changes another's output. A finding either **keeps** a segment (a proof that it is chrome: the
UI lexicon, the task file's texts, the app's learned vocabulary), **vetoes** keeping it (a
recognizer, a name gazetteer, the vault, digits, a user-name shape, a poor read), or **types**
it (a label announcing the kind of value beside it). :func:`decide` is the one place the
findings meet: a segment is kept only when some rule proves it and none vetoes it; everything
else is painted, under the first typed veto's type, else the label's, else ``TEXT``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

import regex as re

from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction.given_names import GivenNames
from screenroute.router.redaction.lexicon import LabelTypes, NameLists, UiLexicon, fold_text, is_cjk_run, words_of
from screenroute.router.redaction.scanner import Span
from screenroute.router.redaction.segments import Segment

Kind = Literal["keep", "veto", "type"]
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")
_LATIN_ONLY = re.compile(r"^[\p{Latin}\p{M}\s\W\d_]*$")
# A user name, handle or identifier: letters with digits, dots or underscores inside, or an "@handle".
_HANDLE = re.compile(r"(?<![\w@])(?:@\w{2,}|(?=[\w.-]*\p{L})(?=[\w.-]*[\d_])[\w.-]{3,}|\p{Ll}+[._]\p{Ll}+[\w.]*)")
_PARTICLES = frozenset(
    [
        "von",
        "van",
        "der",
        "den",
        "de",
        "del",
        "della",
        "di",
        "da",
        "du",
        "des",
        "la",
        "le",
        "los",
        "las",
        "y",
        "e",
        "bin",
        "ibn",
        "al",
        "zu",
    ]
)
#: A word at least this many catalogues use is a common UI word, not taken for a lone surname.
COMMON_UI_WORD = 5
#: A Chinese/Japanese word this many catalogues use is not taken for a name that starts with a surname.
COMMON_CJK_WORD = 3


@dataclass(frozen=True, slots=True)
class RuleFinding:
    """What one rule says about one segment."""

    segment: int
    rule: str
    kind: Kind
    entity_type: str = "TEXT"


@dataclass(frozen=True)
class PageModel:
    """The page as every rule reads it: segments, their folded texts and the recognizers' spans."""

    lines: tuple[OcrLine, ...]
    segments: tuple[Segment, ...]
    folded: tuple[str, ...]
    spans: tuple[tuple[Span, ...], ...]

    @classmethod
    def build(cls, lines: Sequence[OcrLine], segments: Sequence[Segment], spans: Sequence[Sequence[Span]]) -> PageModel:
        """The model of a page (texts folded once)."""
        return cls(tuple(lines), tuple(segments), tuple(fold_text(s.text) for s in segments), tuple(map(tuple, spans)))


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
    """Kept: a whole message of real programs' catalogues, or a text made only of their words."""

    lexicon: UiLexicon
    name: str = "ui_lexicon"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Keep every segment the UI lexicon covers."""
        return [
            RuleFinding(i, self.name, "keep")
            for i, folded in enumerate(page.folded)
            if self.lexicon.has_phrase(folded) or self.lexicon.covers(folded)
        ]


@dataclass(frozen=True)
class PhraseProof:
    """Kept: one of a known set of texts, or (``words``) made of their words and the lexicon's."""

    name: str
    phrases: Callable[[], frozenset[str]]
    words: frozenset[str] = frozenset()
    lexicon: UiLexicon | None = None

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Keep a segment that is a known phrase, or whose every word is known here or in the lexicon."""
        phrases = self.phrases()
        out = []
        for i, folded in enumerate(page.folded):
            found = words_of(folded)
            if not found:
                continue
            if " ".join(found) in phrases or (
                self.words
                and any(t in self.words for t in found)
                and all(t in self.words or (self.lexicon is not None and self.lexicon.uses(t)) for t in found)
            ):
                out.append(RuleFinding(i, self.name, "keep"))
        return out


@dataclass(frozen=True)
class SymbolProof:
    """Kept: a segment with no letter and no digit (a "×", a "»", a bullet): it can hold no one's data."""

    name: str = "symbols_only"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Keep the segments that are punctuation and symbols only."""
        return [
            RuleFinding(i, self.name, "keep")
            for i, seg in enumerate(page.segments)
            if not any(ch.isalnum() for ch in seg.text)
        ]


# -- vetoes ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PatternVeto:
    """Vetoed and typed: a recognizer (cards, IBANs, IDs, e-mails, phones, amounts…) found something."""

    name: str = "recognizer"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """One veto per segment, typed by its longest span."""
        return [
            RuleFinding(i, f"{self.name}:{best.entity_type}", "veto", best.entity_type)
            for i, spans in enumerate(page.spans)
            if spans
            for best in [max(spans, key=lambda s: (s.end - s.start, s.score))]
        ]


@dataclass(frozen=True)
class DigitVeto:
    """Vetoed: digits (dates, sums, counts and numbers are data; a label has none)."""

    name: str = "digits"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto each segment holding a digit."""
        return [
            RuleFinding(i, self.name, "veto") for i, s in enumerate(page.segments) if any(c.isdigit() for c in s.text)
        ]


@dataclass(frozen=True)
class HandleVeto:
    """Vetoed and typed ID: a user name, handle or identifier shape ("jdoe42", "j.doe", "@mia")."""

    name: str = "handle_shape"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto each segment with a handle-shaped token."""
        return [
            RuleFinding(i, self.name, "veto", "ID_NUMBER")
            for i, s in enumerate(page.segments)
            if _HANDLE.search(s.text)
        ]


@dataclass(frozen=True)
class LatinNameVeto:
    """Vetoed and typed PERSON: a text shaped like a person's name by the gazetteers.

    A capitalised first name (the gazetteer's, not one that is a common word) with a capitalised
    word after it or standing alone; two to four capitalised words that are all surnames or first
    names (unless the whole text is a catalogue message); one surname alone that real programs
    seldom use as a word.
    """

    given: GivenNames
    names: NameLists
    lexicon: UiLexicon
    name: str = "name_gazetteer"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto the name-shaped segments."""
        return [
            RuleFinding(i, self.name, "veto", "PERSON")
            for i, (seg, folded) in enumerate(zip(page.segments, page.folded, strict=True))
            if self.name_shaped(seg.text, folded)
        ]

    def name_shaped(self, text: str, folded: str) -> bool:
        """Whether ``text`` reads as a person's name (see the class)."""
        words = _WORD.findall(text)
        caps = [w for w in words if w[0].isupper()]
        if not caps:
            return False
        for k, word in enumerate(words):
            if word[0].isupper() and self.given.is_given(word):
                alone = len(words) == 1
                followed = k + 1 < len(words) and words[k + 1][0].isupper()
                if alone or followed:
                    return True
        others = [w for w in words if not w[0].isupper() and w.casefold() not in _PARTICLES]
        if others or len(caps) > 4:
            return False
        if len(caps) == 1:
            key = fold_text(caps[0])
            return key in self.names.surnames and not self.lexicon.uses(key, at_least=COMMON_UI_WORD)
        known = all(fold_text(w) in self.names.surnames or self.given.is_given(w, also_words=True) for w in caps)
        return known and not self.lexicon.has_phrase(folded)


@dataclass(frozen=True)
class CjkNameVeto:
    """Vetoed and typed PERSON: a Chinese, Japanese or Korean word of 2–4 characters that starts
    with a surname, unless real programs commonly use it ("金额", "高级" start with one too)."""

    names: NameLists
    lexicon: UiLexicon
    name: str = "cjk_surname"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Veto the segments holding such a word."""
        out = []
        for i, folded in enumerate(page.folded):
            if self.lexicon.has_phrase(folded):
                continue
            for token in words_of(folded):
                if (is_cjk_run(token) or not _LATIN_ONLY.match(token)) and self._name_like(token):
                    out.append(RuleFinding(i, self.name, "veto", "PERSON"))
                    break
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
        """Veto each segment holding a known value: as whole words, or anywhere in a run of
        Chinese/Japanese text or OCR-glued letters for a value of eight characters or more."""
        known = [(t, words_of(fold_text(v))) for t, v in self.values()]
        known = [(t, w) for t, w in known if w]
        out = []
        for i, folded in enumerate(page.folded):
            have = words_of(folded)
            squeezed = "".join(have)
            for entity_type, value in known:
                joined = "".join(value)
                n = len(value)
                as_words = any(have[k : k + n] == value for k in range(len(have) - n + 1))
                if (
                    as_words
                    or (len(joined) >= 8 and joined in squeezed)
                    or (is_cjk_run(joined) and len(joined) >= 2 and joined in squeezed)
                ):
                    out.append(RuleFinding(i, self.name, "veto", entity_type))
                    break
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
    """Typed: the value right of a label on its line, or right under it, has the label's kind."""

    labels: LabelTypes
    name: str = "label_binding"

    def apply(self, page: PageModel) -> list[RuleFinding]:
        """Type each segment a label announces."""
        segs = page.segments
        label_of = {i: t for i, s in enumerate(segs) if (t := self.labels.type_of(s.text)) is not None}
        out = []
        for i, seg in enumerate(segs):
            if i in label_of:
                continue
            left = i - 1 if i > 0 and segs[i - 1].line == seg.line else None
            above = _above(segs, i)
            for j in (left, above):
                if j is not None and j in label_of:
                    out.append(RuleFinding(i, self.name, "type", label_of[j]))
                    break
        return out


def _above(segs: Sequence[Segment], i: int) -> int | None:
    """The segment right above ``segs[i]`` (overlapping it across, within two line heights)."""
    me = segs[i].box
    best, gap = None, 2.0 * max(1, me.height)
    for j, other in enumerate(segs):
        b = other.box
        if j == i or b.y1 > me.y0 + 2 or min(b.x1, me.x1) - max(b.x0, me.x0) <= 0:
            continue
        if me.y0 - b.y1 < gap:
            best, gap = j, me.y0 - b.y1
    return best


# -- the decision ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """The decision on one segment: kept or painted, its type, and the rules that decided."""

    keep: bool
    entity_type: str
    rules: tuple[str, ...]


def decide(page: PageModel, findings: Sequence[RuleFinding]) -> list[Verdict]:
    """Kept only when some rule proves chrome and none vetoes; else painted under the first type found."""
    by_segment: list[list[RuleFinding]] = [[] for _ in page.segments]
    for f in findings:
        by_segment[f.segment].append(f)
    verdicts = []
    for found in by_segment:
        proofs = [f.rule for f in found if f.kind == "keep"]
        vetoes = [f for f in found if f.kind == "veto"]
        if proofs and not vetoes:
            verdicts.append(Verdict(True, "", tuple(proofs)))
            continue
        typed = [f.entity_type for f in vetoes if f.entity_type != "TEXT"]
        bound = [f.entity_type for f in found if f.kind == "type"]
        why = tuple(f.rule for f in vetoes) or ("not_chrome",)
        verdicts.append(
            Verdict(False, (typed or bound or ["TEXT"])[0], why + tuple(f.rule for f in found if f.kind == "type"))
        )
    return verdicts
