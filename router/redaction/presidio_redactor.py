"""Redaction with Presidio recognizers plus the page's layout, run fully offline, failing closed."""

from __future__ import annotations

import functools
import itertools
import re
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import regex  # type: ignore[import-untyped,unused-ignore]

from screenroute.contract.text import comparable
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import sub_box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import RedactionError
from screenroute.router.redaction.base import Finding, Redacted
from screenroute.router.redaction.deglue import Spaced, space_glued
from screenroute.router.redaction.given_names import GivenNames, default_given_names
from screenroute.router.redaction.layout import LayoutAnalyzer, PageLayout, cjk_sentence, lower_case_words
from screenroute.router.redaction.lexicon import QUOTING_CJK, Lexicon, default_lexicon, fold_cjk, is_cjk
from screenroute.router.redaction.recognizers.address_recognizer import ES_STREET_TYPES, FR_STREET_TYPES, UK_POSTCODE
from screenroute.router.redaction.recognizers.cn_name_recognizer import NOT_NAMES as CN_NOT_NAMES
from screenroute.router.redaction.scanner import PatternScanner, Span
from screenroute.router.redaction.vault import PlaceholderVault

# Spans a label binds are trusted like a recognizer with context; a validated pattern (Luhn,
# ID check digit) scores 1.0 and names the type when both cover the same text.
_LAYOUT_SCORE = 0.85
# What a party's block holds (a person, a company, an address), as opposed to figures and dates.
_PARTY_TYPES = frozenset({"PERSON", "ORGANIZATION", "ADDRESS"})
# A party's ways to be reached, which a block of name and company lines may end in.
_CONTACT_TYPES = frozenset({"PHONE_NUMBER", "EMAIL_ADDRESS"})
_KNOWN_SCORE = 0.9
# Kinds of value found inside a longer one that are looked for on their own elsewhere.
_HUNTED_INSIDE = frozenset(
    {"ORGANIZATION", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID_NUMBER", "BANK_ACCOUNT", "CREDIT_CARD"}
)
# Values found again elsewhere need this many compact characters (CJK: 2; digits only: 5).
_MIN_KNOWN_LATIN = 4
_MIN_KNOWN_DIGITS = 5
_MIN_KNOWN_CJK = 2
# A date is no phone number, whatever python-phonenumbers thinks of "07.05.2026": alone or with
# the hour of a time after it ("23.04.2026 12" of "23.04.2026 12:43").
_DATE = re.compile(r"^\(?\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\)?(?:\s\d{1,2})?$")
# What may stand before a street name on its line and still be part of the address: a house
# number with its suffix and separator ("304, ", "12bis ", "7-9 ", "No. 5 ").
_HOUSE_NUMBER = re.compile(
    r"\s*(?:No\.?\s?|Nr\.?\s?|N°\s?)?\d{1,5}(?:\s?[-/]\s?\d{1,5})?(?:\s?[a-zA-Z]|bis|ter)?\s?[,.]?\s*"
)
# A number alone on its line, as a figure is written: sign or parentheses, thousands groups, cents,
# and at most one other glyph before or after it (a currency sign the OCR misread: "145月" for 145円).
# How far apart (in line heights, top to top) two figures of one stack may stand: a line between
# them (a wrapped item's name), and the rule over a receipt's totals.
_STACK_STEP = 2.6
# Kinds of value that are figures: a column of them takes no line without a digit.
_FIGURE_KINDS = frozenset({"AMOUNT", "ID_NUMBER", "PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT", "DATE_OF_BIRTH"})
# Kinds of value that name a party: a column of them takes no word of the page.
_PARTY_KINDS = frozenset({"PERSON", "ORGANIZATION"})
_BARE_NUMBER = re.compile(
    r"[^\s\d]?[-−–(]?\s?(?:\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+|\d+)(?:[.,]\d{1,2})?\s?\)?[^\s\d]?"
)
# A town: capitalised words, small words between them ("Büsingen am Hochrhein", "Villars-sur-Glâne").
_TOWN = r"[A-ZÀ-Þ][\w'’\-]*(?:\s(?:(?:am|an|im|bei|ob|de|la|le|les|sur|en|del|di)\s)?[A-ZÀ-Þ][\w'’\-]*){0,3}"
# What follows a street and its number on one line: a house number's second part, then a town
# and a postcode in either order (the OCR may glue them), or a town and a US state with its ZIP code.
# A letterhead's sender line sets a dot between them ("Killerring 4 · 16590 Niesky").
_ADDRESS_TAIL = re.compile(
    rf"(?:[-/]\d+[a-zA-Z]?)?(?:\s*[,·•|]\s*|\s+)(?:{_TOWN}\s*,\s*)?(?:\d{{4,5}}(?:\s?{_TOWN})?|[A-Z]{{2}}\s\d{{5}})"
)
# A flat, floor or door after the house number, its number maybe wrapped to the next line ("…
# Cantón 11 Apt." / "16, Lugo, 46323", "…Vaquero 6 Puerta 5,").
_UNIT_WORD = r"(?:Apt|Apto|Apartment|Puerta|Pta|Piso|Planta|Bajo|Esc|Escalera|Suite|Ste|Unit|Flat|Whg|Etage|Étage|Bât)"
_UNIT_TAIL = re.compile(rf"\s*,?\s*{_UNIT_WORD}\.?(?:\s?\d{{1,4}}[a-zA-Zºª°]?)?\s*,?")
# A town in letters only: a document's number is no town and postcode ("RechnungRE-2026-7680").
_TOWN_WORD = r"[A-ZÀ-Þ][^\W\d_]*(?:['’\-][^\W\d_]+)*"
_TOWN_LETTERS = rf"{_TOWN_WORD}(?:\s(?:(?:am|an|im|bei|ob|de|la|le|les|sur|en|del|di)\s)?{_TOWN_WORD}){{0,3}}"
# The rest of an address wrapped to the next line: the street name's last words and the house
# number maybe ("Huguet 60, Huelva, 32913"), a house number's or a flat's rest ("47 Puerta 5,"),
# then town and postcode (either order), up to the sentence's end.
_WRAPPED_ADDRESS_REST = re.compile(
    rf"^\s*(?:(?:{_TOWN_WORD}\s){{0,2}}(?:{_UNIT_WORD}\.?\s?)?\d+[a-zA-Z]?(?:\s{_UNIT_WORD}\.?\s?\d{{1,4}}[a-zA-Z]?)?\s*,\s*)?"
    rf"(?:{_TOWN_LETTERS}\s*,?\s*(?:\d{{4,5}}|[A-Z]{{2}}\s\d{{5}})(?![\d/-])|\d{{4,5}}\s{_TOWN})"
)
# (The OCR may drop the space after the comma before a state: "West Jerry,TN".)
_TOWN_AT_END = re.compile(rf"(?:,\s*{_TOWN})+(?:(?:,\s?|\s)[A-Z]{{2}})?\s*,?\s*$")
_POSTCODE_FIRST = re.compile(rf"^\s*(?:(?:[A-Z]{{2}}\s)?\d{{4,5}}(?:-\d{{4}})?(?![\d,:/]|\.\d)|{UK_POSTCODE}(?![\w]))")
# A line that ends in a postcode, its town wrapped to the next line ("…Schlatterstrasse 413,7710" /
# "Villars-sur-Glâne umgezogen").
_POSTCODE_AT_END = re.compile(r"(?<!\d)\d{4,5}\s*,?\s*$")
_TOWN_FIRST = re.compile(rf"^\s*{_TOWN}")
# A house number or the street's name, a comma and a postcode ending a line: a one-line address
# whose town wrapped ("Diana-Holt-Ring 7-4, 18183", "2, boulevard Dupuis, 05967").
_NUMBER_THEN_POSTCODE = re.compile(r"(?:\d[a-zA-Z]?(?:[-/]\d+)?|[^\W\d_]{2,}\.?)\s*,\s*\d{4,5}\s*$")
# A figure with cents and three digits or more before them; not a year and month ("2026.10").
_CENTS_FIGURE = re.compile(r"(?!(?:19|20)\d\d[.,](?:0[1-9]|1[0-2])$)[-−]?\d{3,7}[.,]\d{2}")
_GROUPED_AMOUNT = re.compile(r"[-−]?\d{1,3}(?:[ .,'’\u00a0\u202f]\d{3})+[.,]\d{2}")
# Characters OCR inserts or drops inside a value: found-again matching ignores them.
_COMPACT_DROP = frozenset(" \t\u00a0\u202f-‐‑–—.·・")
# Titles and degrees inside a name: no word of the name to hunt for on their own.
_NAME_AFFIXES = frozenset(
    [
        "dipl",
        "ing",
        "prof",
        "herr",
        "frau",
        "mrs",
        "miss",
        "mister",
        "madame",
        "monsieur",
        "mme",
        "mlle",
        "señor",
        "señora",
        "senor",
        "senora",
        "univ",
        "bsc",
        "msc",
        "beng",
        "meng",
        "mba",
        "phd",
        "jr",
        "sr",
        "dr",
        "md",
        "dds",
        "dvm",
    ]
)


@functools.lru_cache(maxsize=16384)
def _fold_char(ch: str) -> str:
    """One character as values are compared: NFKC, case-folded, accents dropped, traditional and
    Japanese forms as simplified (斉 = 齐), look-alikes as one (OCR reads "Ing." as "lng.")."""
    if ch in _COMPACT_DROP:
        return ""
    # The skeleton makes "I" an "l" but leaves "i": one letter for all three, whatever the case.
    return "".join(c for c in comparable(fold_cjk(ch)) if c not in _COMPACT_DROP).replace("l", "i")


def _compact(text: str) -> tuple[str, list[int]]:
    """``text`` folded character by character (:func:`_fold_char`), with each kept character's origin."""
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        for c in _fold_char(ch):
            chars.append(c)
            origin.append(i)
    return "".join(chars), origin


# A capitalised word right after a name (Latin scripts): "Carbó" of "Alba Carreras Carbó".
_NEXT_NAME_WORD = re.compile(r"[ \t]([^\W\d_][\w'’\-]*)", re.UNICODE)


def _name_goes_on(text: str, spans: list[Span], lexicon: Lexicon, *, words: int = 2) -> list[Span]:
    """A name in a free text (the goal, a step) runs on over up to two capitalised words after it
    that are no words of the page's vocabulary: the screen's copy of the name, which the text's
    spans come from, may have been read with a slip in its last word ("Carb6" for "Carbó", "HeB"
    for "Heß"), so the known value matches only its first words. On the screen, a known first name
    runs on over one such word: the surname of a namesake ("Filippo" of "Filippo Flückiger" in
    "hat Filippo Jenni letzte Woche")."""
    out: list[Span] = []
    for span in spans:
        end = span.end
        if span.entity_type == "PERSON":
            for _ in range(words):
                match = _NEXT_NAME_WORD.match(text, end)
                if match is None or not match.group(1)[0].isupper() or lexicon.is_word(match.group(1)):
                    break
                if words == 1 and not _NAME_WORD.match(match.group(1)):
                    break  # on the screen, a name's word as written: not "Staude08" (a time glued to it)
                end = match.end()
        out.append(Span(span.start, end, span.entity_type, span.score, span.source) if end != span.end else span)
    return out


def _glued_run(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` lies in a run of at least 16 characters without a space
    (words the OCR glued together)."""
    start = max(text.rfind(" ", 0, at), text.rfind("\u3000", 0, at)) + 1
    end = min((i for i in (text.find(" ", at), text.find("\u3000", at)) if i >= 0), default=len(text))
    return end - start >= 16


def _known_first_names_go_on(text: str, spans: list[Span], lexicon: Lexicon) -> list[Span]:
    """Known spans, a single known word of a name run on over the capitalised word after it."""
    single = [s for s in spans if s.entity_type == "PERSON" and " " not in text[s.start : s.end].strip()]
    rest = [s for s in spans if s not in single]
    return rest + _name_goes_on(text, single, lexicon, words=1)


@dataclass(frozen=True)
class _OtherForms:
    """The other forms in which the strings of one redaction are read too, each worked out once:
    spaced where the OCR glued words (:mod:`.deglue`), with underscores read as spaces, and a
    company's name in capitals cased as the recognizers know it."""

    spaced: list[tuple[int, Spaced]]
    underscored: list[tuple[int, str]]
    capitals: list[tuple[int, str]]

    @classmethod
    def of(cls, strings: list[str]) -> _OtherForms:
        spaced = [(i, form) for i, text in enumerate(strings) if (form := space_glued(text)) is not None]
        # Where a word was split before a preposition a name may end in ("LlamadadeFlor" → "Llamada
        # de Flor"), the name may be the word's ("RobertoPedrosa" is no "Rober to Pedrosa"): both read.
        whole = [
            (i, form)
            for i, split in spaced
            if (form := space_glued(strings[i], name_endings=False)) is not None and form.text != split.text
        ]
        return cls(
            spaced=spaced + whole,
            # The OCR reads a space as "_" now and then ("by_Dr Molly_Smart"); outside an e-mail
            # address it is one (same length: the findings map back as they are).
            underscored=[
                (i, plain) for i, text in enumerate(strings) if (plain := _underscores_spaced(text)) is not None
            ],
            # A company's name set in capitals ("ACKERMANN WEBER GMBH", "HALL AND SONS" on a business
            # card): its legal form and connectors as the recognizers know them, the same length.
            capitals=[(i, cased) for i, text in enumerate(strings) if (cased := _capitals_cased(text)) is not None],
        )


def _add_spaced_findings(
    scanner: PatternScanner, forms: _OtherForms, found: list[list[Span]], *, companies: bool = True
) -> None:
    """Scan the other forms of the strings too and add what they find, mapped back onto the
    strings as read (from the capitals form only companies, and only when ``companies``: a
    scanner that finds none need not read it)."""
    spaced, underscored = forms.spaced, forms.underscored
    capitals = forms.capitals if companies else []
    if not spaced and not underscored and not capitals:
        return
    scanned = scanner.scan(
        [form.text for _, form in spaced] + [plain for _, plain in underscored] + [cased for _, cased in capitals]
    )
    for (i, form), spans in zip(spaced, scanned[: len(spaced)], strict=True):
        for span in spans:
            start, end = form.span_back(span.start, span.end)
            found[i].append(Span(start, end, span.entity_type, span.score, span.source))
    for (i, _), spans in zip(underscored, scanned[len(spaced) : len(spaced) + len(underscored)], strict=True):
        found[i].extend(spans)
    for (i, _), spans in zip(capitals, scanned[len(spaced) + len(underscored) :], strict=True):
        found[i].extend(span for span in spans if span.entity_type == "ORGANIZATION")


# Legal forms and connectors as a company's name in capitals writes them, and as the
# organisation recognizer reads them.
_CAPITALS_WORDS = {
    word.upper(): word
    for word in (
        "GmbH", "KGaA", "mbH", "e.V.", "e.G.", "Cie.", "Cie", "Söhne", "Sohne", "Sons", "Partner", "Associates",
        "Fils", "Inc", "Inc.", "Ltd", "Ltd.", "Limited", "Corp", "Corp.", "Corporation", "Group", "Holding",
        "S.Coop.", "S.Com.", "S.p.A.", "SpA", "S.r.l.", "Srl", "SàRL", "Sàrl", "Sagl", "asociados",
        "and", "und", "et", "y", "e", "de", "del", "la", "las", "los", "el", "van", "von", "der", "du", "des", "le",
    )
}  # fmt: skip
_CAPITALS_TOKEN = regex.compile(r"(?<![\p{L}.])[\p{Lu}.]+(?![\p{L}])")
# A text is in capitals when no small letter stands beside another or at a word's edge: one
# between capitals is a misread capital ("LUiS"), a word in small letters is no capitals' text.
_STRAY_SMALL = regex.compile(r"(?<=\p{Lu})\p{Ll}(?=\p{Lu})")
_LOWER_IN_CAPITALS = regex.compile(r"\p{Ll}(?!(?<=\p{Lu}\p{Ll})\p{Lu})")


# Prepositions between the page's words and a company's name ("Zahlung von Braun AG").
_ORG_PREPOSITIONS = frozenset(["von", "an", "for", "from", "to", "de", "pour", "para", "à", "a", "bei", "mit", "with"])


def _page_words_before(value: str, lexicon: Lexicon) -> int:
    """How many characters at the start of ``value`` are the page's words (and prepositions after
    them), its last word left whatever it is."""
    words = list(re.finditer(r"\S+", value))
    n = 0
    while n < len(words) - 1 and lexicon.is_word(words[n].group()):
        n += 1
        while n < len(words) - 1 and words[n].group().casefold() in _ORG_PREPOSITIONS:
            n += 1
    return words[n].start() if n else 0


def _capitals_cased(text: str) -> str | None:
    """``text`` in capitals with its legal forms and connectors cased as written elsewhere, or None
    when it is not in capitals or nothing changes."""
    if sum(ch.isalpha() for ch in text) < 4 or _LOWER_IN_CAPITALS.search(text):
        return None
    # A small letter the OCR misread between capitals ("LUiS Y BLAZQUEZ") is a capital.
    capitals = _STRAY_SMALL.sub(lambda m: m[0].upper(), text)
    cased = _CAPITALS_TOKEN.sub(lambda m: _CAPITALS_WORDS.get(m[0], m[0]), capitals)
    return cased if cased != text and len(cased) == len(text) else None


def _underscores_spaced(text: str) -> str | None:
    """``text`` with the underscores between letters outside e-mail addresses read as spaces, or
    None when there are none."""
    if "_" not in text:
        return None
    tokens = re.split(r"(\s+)", text)
    out = [tok if "@" in tok else re.sub(r"(?<=[^\W\d_])_|_(?=[^\W\d_])", " ", tok) for tok in tokens]
    spaced = "".join(out)
    return spaced if spaced != text else None


# Characters that end a label of a sum (总额, 金額, 税, 價): no Chinese given name ends with one.
_SUM_CHARACTERS = frozenset("额額税稅價价")
# A clock time ("09:00 - 09:30", "Fri13/11·14:00-15:00"): its line is an event's time, no title's.
_TIME_LINE = re.compile(r"\d:\d\d")
_MAX_WRAPPED_LINES = 6
# How far right of a line's start (in line heights) its wrapped next line may start: an icon's width.
_HANGING_INDENT = 1.5


def _beside(lines: list[OcrLine], k: int) -> int | None:
    """The nearest text on line ``k``'s row to its right, apart from it (more than two line heights
    of space), if any."""
    line = lines[k].box
    h = max(1, line.height)
    best: int | None = None
    for j, other in enumerate(lines):
        if j == k or other.box.x0 - line.x1 <= 2 * h:
            continue
        if min(other.box.y1, line.y1) - max(other.box.y0, line.y0) <= 0.5 * min(h, max(1, other.box.height)):
            continue
        if best is None or other.box.x0 < lines[best].box.x0:
            best = j
    return best


def _keys_of_a_list(lines: list[OcrLine], upper: int, lower: int) -> bool:
    """Whether two lines, one under the other, are keys of a key-value list, each with its value on
    its row and one value at least a figure ("When" … "11/29/2026", "Telefonnr." … "+49 …"):
    whatever their words, they are no wrapped text and no title cut before its party. (Two board
    columns side by side hold texts beside texts, "Besson" beside "Lange".)"""
    values = [_beside(lines, upper), _beside(lines, lower)]
    return all(v is not None for v in values) and any(
        any(ch.isdigit() for ch in lines[v].text) for v in values if v is not None
    )


def _wrapped_texts(lines: list[OcrLine], layout: PageLayout) -> list[list[int]]:
    """Runs of lines that are one text wrapped at a narrow box's edge ("Demo for Victor" / "Barr
    (West" / "Group)"): each line right under the last at its left edge, the upper one reaching its
    column's right edge (or it would with the lower one's first word), no label, button, table cell
    or time among them, no sentence's end at a break."""
    from screenroute.router.redaction.layout import fills_its_column, first_word_width

    table_lines = layout.table_lines()

    def free(k: int) -> bool:
        # One character is no line of a wrapped text (a vertical label: "客" / "户").
        # Chinese and Japanese lines are left to their own reading: a name there is found by its
        # surname anywhere, and a label misread ("书届先") would join the next line's value.
        # Headings in capitals stand alone.
        text = lines[k].text.strip()
        return (
            sum(ch.isalpha() for ch in text) >= 2
            and _no_cjk(text)
            and not (text.isupper() and not any(ch.isdigit() for ch in text))  # a postcode is no heading
            and k not in table_lines
            and layout.unmarked(k)
            and not _TIME_LINE.search(text)
        )

    nxt: dict[int, int] = {}
    for k, line in enumerate(lines):
        if not free(k) or line.text.rstrip()[-1] in ".!?:;。！？：；":
            continue
        below = _block_neighbour(lines, k, above=False)
        if below is None or not free(below):
            continue
        h = max(1, line.box.height)
        indent = lines[below].box.x0 - line.box.x0
        # A wrapped text's lines are set at its line spacing, under one another — or hanging under
        # the text after an icon or a bullet the first line starts with ("⌂ Studio 62, Mandy Walk," /
        # "G14 2BT"), which the OCR boxes with that line but does not read.
        if not -0.6 * h <= indent <= _HANGING_INDENT * h or lines[below].box.y0 - line.box.y1 > 0.5 * h:
            continue
        if _keys_of_a_list(lines, k, below) and not line.text.rstrip().endswith((",", "，")):
            continue  # (a key ends in no comma: "Studio 20, Garry Mission," beside a card's phone goes on)
        if max(h, lines[below].box.height) > 1.35 * max(1, min(h, lines[below].box.height)):
            continue  # and in one size (a title over its subtitle is two texts)
        # A line that ends in a comma goes on under it, whether or not it reached its column's edge;
        # so does a sentence of two lines set to one width (a note: "Bitte vor Zustellung kurz unter
        # 07714" / "747222 anrufen, die Klingel ist kaputt.", no column around it to measure by).
        two_line_sentence = (
            lower_case_words(line.text) >= 2
            and lower_case_words(lines[below].text) >= 2
            and abs(line.box.x1 - lines[below].box.x1) <= 2 * h
        )
        if (
            line.text.rstrip().endswith((",", "，"))
            or two_line_sentence
            or fills_its_column(lines, line, first_word_width(lines[below]))
        ):
            nxt[k] = below
    chains: list[list[int]] = []
    for k in nxt:
        if k in nxt.values():
            continue  # not a run's first line
        chain = [k]
        while chain[-1] in nxt and len(chain) < _MAX_WRAPPED_LINES and nxt[chain[-1]] not in chain:
            chain.append(nxt[chain[-1]])
        chains.append(chain)
    return chains


def _join_wrapped(lines: list[OcrLine], chain: list[int]) -> tuple[str, list[tuple[int, int]]]:
    """The wrapped run read as one text, and where each line lies in it (a hyphen at a break
    joins: "Hunter-" / "Hughes")."""
    text = ""
    extents: list[tuple[int, int]] = []
    for k in chain:
        if text and not text.endswith("-") and not (is_cjk(text[-1]) and is_cjk(lines[k].text.lstrip()[:1])):
            text += " "
        extents.append((len(text), len(text) + len(lines[k].text.rstrip())))
        text += lines[k].text.rstrip()
    return text, extents


def _in_running_text(lines: list[OcrLine], chain: list[int], touched: list[int]) -> bool:
    """Whether a span of a wrapped run that touches the run's lines ``touched`` crosses a break
    between lines of a sentence (two words in lower case on each of them)."""
    return len(touched) > 1 and all(lower_case_words(lines[chain[i]].text) >= 2 for i in touched)


def _across_breaks(
    chain: list[int],
    extents: list[tuple[int, int]],
    spans: list[Span],
    repeated: set[str],
    lines: list[OcrLine],
    own: list[list[Span]],
) -> list[tuple[int, Span]]:
    """The names, companies and addresses in a wrapped run that cross a line break, or end one
    line or start the next (found by the words on the other side), cut into one span per line.
    ``own``: what each line's own reading found."""
    pieces: list[tuple[int, Span]] = []
    last = len(extents) - 1
    for span in spans:
        touched = [i for i, (lo, hi) in enumerate(extents) if span.start < hi and span.end > lo]
        if span.entity_type not in _PARTY_TYPES and not (
            span.entity_type == "PHONE_NUMBER" and _in_running_text(lines, chain, touched)
        ):
            # Figures and codes stacked in a column join into false numbers; names do not, nor a
            # phone in a sentence wrapped at its digits ("…kurz unter 07714" / "747222 anrufen, …").
            continue
        if not touched:
            continue
        i = touched[0]
        at_break = (
            len(touched) > 1 or (i > 0 and span.start <= extents[i][0]) or (i < last and span.end >= extents[i][1])
        )
        if not at_break:
            continue  # inside one line: that line's own reading decides
        lone_word = len(lines[chain[0]].text.split()) == 1 and not any(s.entity_type == "PERSON" for s in own[chain[0]])
        wrapped_address = span.entity_type == "ADDRESS" and len(touched) > 1  # "Studio 62, …," / "G14 2BT"
        if (
            span.start == 0
            and not wrapped_address
            and not (lone_word and len(touched) > 1 and span.entity_type == "PERSON")
        ):
            # A name from the run's first word on is the first line's own (a tag under it is no
            # surname), unless that line is one word no reading took for a name: a first name
            # alone on its line, the surname wrapped under it ("Mercedes" / "Steinmann Grob").
            continue
        if any(comparable(lines[chain[j]].text) in repeated for j in touched[1:]):
            continue  # a line that stands on the page again (a card's tag: "Support") is no name's rest
        if span.entity_type == "ADDRESS" and len(touched) > 1:
            head = lines[chain[i]].text[max(span.start, extents[i][0]) - extents[i][0] :]
            street_below = any(s.entity_type == "ADDRESS" and s.start == 0 for s in own[chain[touched[1]]])
            if street_below and len(head.split()) == 1 and not any(ch.isdigit() for ch in head):
                continue  # a street line under a name's line: the surname before it is no part of it
        for i in touched:
            lo, hi = extents[i]
            pieces.append(
                (
                    chain[i],
                    Span(max(span.start, lo) - lo, min(span.end, hi) - lo, span.entity_type, span.score, "wrapped"),
                )
            )
    return pieces


# Longer than this, one word is a heading the OCR glued ("Collaborateursdirects"), no name's half.
_LONGEST_NAME_WORD = 14


def _wrapped_name_pair(
    lines: list[OcrLine], stack: list[int], line_spans: list[list[Span]], layout: PageLayout, lexicon: Lexicon
) -> bool:
    """Whether a stack's first two lines are one name wrapped: a lone word, then one or two, nothing
    found on either, no word of the page, and shaped like a name read together."""
    from screenroute.router.redaction.layout import looks_like_name

    first, second = (lines[k].text.strip() for k in stack[:2])
    if len(first.split()) != 1 or not 0 < len(second.split()) <= 2:
        return False
    if any(line_spans[k] or not layout.unmarked(k) for k in stack[:2]):
        return False
    words = [first, *second.split()]
    if any(len(w) > _LONGEST_NAME_WORD or _page_word(w, lexicon) for w in words) or not all(
        _NAME_WORD.match(w) and w[:1].isupper() for w in words
    ):
        return False
    return _no_cjk(first + second) and looks_like_name(" ".join(words), particles=True)


# A contract's parties in running text: a name right before the comma that opens its address,
# after "between" or "and" ("This Agreement is made between Harvey-Webb, Flat 6, …", "und Hamann
# Graf OHG mbH, Sieringallee 9, …"; the OCR may glue the connector: "ZwischenKitzmann,").
_PARTY_BEFORE_ADDRESS = regex.compile(
    r"(?:^|(?<=\b(?i:between|and|zwischen|und|entre|et|y|otra|parte|avec|with|mit|con)\b\s?[,:]?\s?))"
    # Atomic words: a run of capitals is one word, not every way of cutting it (no backtracking).
    r"(?P<party>\p{Lu}(?>[\p{L}'’.-]*)(?:\s?(?:&|and|und|et|y)?\s?\p{Lu}(?>[\p{L}'’.-]*)){0,4})\s?,\s?$"
)
# A capitalised word of a name, double-barrelled or not ("Norman-Watson", "Wieloch-Weinhage").
_CAPITALISED = r"\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*"
# The OCR glued the connector to the party's name ("ZwischenKitzmann").
_GLUED_CONNECTOR = regex.compile(r"^(?i:between|and|zwischen|und|entre|et|y)(?=\p{Lu})")
# Someone mentioned in a comment: "@" and a capitalised name, a title or an initial allowed
# ("@Hans D. Wieloch-Weinhage ok", "@Dr Diana Moss could you").
_MENTION = regex.compile(
    r"(?<![\w.])[@＠]\s?(?:(?:Prof|Dr|Mr|Mrs|Ms|Herr|Frau|[Il]ng|Dipl\.-[Il]ng|Sr|Sra|Mme|M)\.?\s?)?"
    rf"(?P<name>{_CAPITALISED}(?:\s(?:\p{{Lu}}\.|{_CAPITALISED}|de|del|la|van|von|der|da|di|le)){{0,3}})"
)
# A name right before its contact in parentheses: "go to Abdul Norman-Watson (joycesmith@…".
_NAME_BEFORE_PARENTHESIS = regex.compile(
    rf"(?<![\p{{L}}])(?P<name>{_CAPITALISED}(?:\s(?:\p{{Lu}}\.|{_CAPITALISED}|de|van|von|der)){{1,3}})\s?\(\s?$"
)


# A street's name wrapped at its hyphen ("Radmila-Junken-"), and a street type that ends a line
# before the street's name ("Pasadizo de", "Rue de la", "Calle").
_HYPHEN_WRAP = regex.compile(r"^\s*\p{Lu}[\p{L}'’-]*-\s*$")
_STREET_TYPE_AT_END = regex.compile(
    rf"(?:^|\s)(?:{ES_STREET_TYPES}|{FR_STREET_TYPES}|Vial|Viale|Piazza|Rua)"
    r"(?:\s(?:de la|de los|de las|del|de|du|des|d'))?\s*$"
)
# A line of a street's name: capitalised words and particles, a number maybe ("Ruperto Aguilera", "Ester Montes 53 Piso 9").
_STREET_NAME_LINE = regex.compile(
    r"^\s*\p{Lu}[\p{L}'’-]*(?:\s(?:\p{Lu}[\p{L}'’-]*|de|del|la|y|\d{1,4}[A-Za-z]?))*\s*,?\s*$"
)


# A house number and a flat or floor on a line of their own ("27 Apt. 11", "47 Puerta 5").
_HOUSE_NUMBER_LINE = regex.compile(
    r"^\s*\d{1,4}[A-Za-z]?(?:\s(?:Apt|Apto|Piso|Puerta|Bajo|Esc|Suite|Unit|Whg)\.?\s?\d{0,4}[A-Za-zºª°]?)*\s*,?\s*$"
)


# A company whose support someone contacted: "I also called Bowen-Freeman support", "called
# williams,Perkins and Evans support" (the OCR's lost capital and space).
_COMPANY_SUPPORT = regex.compile(
    r"(?<=\b(?i:called|contacted|emailed|phoned|rang|wrote\sto|asked)\s)"
    r"(?!(?i:the|a|an|our|their|your|his|her|its|my|customer)\b)(?P<org>\p{L}[\p{L}'’-]*(?:\s?,\s?\p{Lu}[\p{L}'’-]*)*(?:\s(?:and|&|und|et|y)\s\p{Lu}[\p{L}'’-]*)?)"
    r"(?=\s(?i:support|customer\sservice|service\sdesk|helpdesk|hotline|team)\b)"
)
# A Chinese or Japanese name before a title or a role ("蘇淑美醫師", "杨春梅护士长", "小林桃子医療事務")
# or before the words that quote a post ("徐丽丽写道：", "山本太郎の投稿：").
_CJK_NAME_BEFORE = regex.compile(
    r"^\s*(?P<name>\p{Han}{2,4}?)\s?(?:医生|醫生|醫師|医師|医师|护士长|護理長|护士|護士|護理師|药师|藥師|老师|老師|先生|女士|小姐|"
    rf"经理|經理|主任|教授|律师|律師|様(?!式)|さん|医療事務|看護師|薬剤師|受付|前台|櫃台|台人員|{QUOTING_CJK}|說|说)"
)


# An e-mail address cut at a narrow card's edge: the line ends inside it (after its "@"), and the
# line under it starts with the rest in lower case ("nikolastocker@exa" / "mple.net",
# "elea69@example.co" / "m").
_EMAIL_HEAD = re.compile(r"(?<![\w.+'%-])[\w.+'%-]*\w\s?[@＠][\w.-]*$")
_EMAIL_TAIL = re.compile(r"^\s*[a-z0-9][a-z0-9.-]*(?=\s|$)")
_WHOLE_EMAIL = re.compile(
    r"^[\w.+'%-]*\w[@＠][\w-]+(?:\.[\w-]+)*\."
    r"(?:com|net|org|info|biz|edu|gov|io|co|de|ch|at|fr|es|it|nl|be|uk|jp|cn|tw|hk|sg|au|ca|us|eu|ru|br|mx|in|kr)$",
    re.IGNORECASE,
)


def _in_block(upper: OcrLine, lower: OcrLine, reach: float, *, centred: bool = False) -> bool:
    """Whether ``lower`` is the next line of ``upper``'s block: right under it, left edges within
    ``reach`` line heights (with ``centred``, or their middles within one: a card's centred
    text). The taller line sets the scale: a block's first line (the name) is often set larger."""
    h = max(1, lower.box.height, upper.box.height)
    if not -0.5 * h <= lower.box.y0 - upper.box.y1 <= 1.1 * h:
        return False
    if abs(upper.box.x0 - lower.box.x0) <= reach * h:
        return True
    return centred and abs((upper.box.x0 + upper.box.x1) - (lower.box.x0 + lower.box.x1)) <= 2 * h


def _nearest(lines: list[OcrLine], gaps: Mapping[int, float]) -> int | None:
    """The one line closest to a block's edge (``gaps``: line → distance); two at the same
    distance (side by side) are two columns, not one block. A line further on is the next link's
    business."""
    if not gaps:
        return None
    ranked = sorted(gaps, key=gaps.__getitem__)
    if len(ranked) > 1 and gaps[ranked[1]] - gaps[ranked[0]] < 0.5 * max(1, lines[ranked[0]].box.height):
        return None
    return ranked[0]


# A person's role at a company, as a contact's subtitle reads: "Office Manager at Thomas and Sons",
# "Leiterin Einkauf bei Hein GbR", "Responsable logistique chez Leclercq" (the OCR may glue the
# preposition to the role: "Büroleitungbei Hein").
_ROLE_AT_COMPANY = regex.compile(
    r"^\s*\p{L}[\p{L}\s.&/()-]{2,60}?(?:\s|(?<=\p{Ll}))(?:at|bei|chez|en|presso|bij|@)\s*(?P<org>\p{Lu}\S*(?:\s+\S+){0,5})\s*$"
)
# A type in capitals before a name, spaced or glued, its case as the OCR read it ("MEETING Jon",
# "NoTIz Etta", "LLAMADAAdora", "CORREoIsidora").
_LEADING_TAG = re.compile(r"^\s*([A-Za-zÄÖÜÉ]{3,9}?)(?:\s+(?=[A-ZÄÖÜÉ])|(?=[A-ZÄÖÜÉ][a-zäöüéèáíóúñç]{2}))")


def _activity_tag(text: str) -> int:
    """Where the name starts after an activity's type set in capitals ("MEETING Jonathan Stanley",
    "LLAMADAAdora Quintero"), or 0: the tag is mostly capitals, and two words or a glued name
    follow it."""
    tag = _LEADING_TAG.match(text)
    if tag is None:
        return 0
    word = tag.group(1)
    if sum(ch.isupper() for ch in word) < 0.6 * len(word):
        return 0
    rest = text[tag.end() :]
    return tag.end() if len(rest.split()) >= 2 or space_glued(rest.strip()) is not None else 0


# A time, a short date or a time ago after a name ("Maria Garcia 10:31", "Tom Becker · 9:05 AM", "Ana
# Ruiz 12/03", a note's author: "Hansjürg Hess vor 2 T.", "Jane Burrows 5d ago", "il y a 3 j"; glued
# by the OCR: "BethMcdonald9:23AM", "JaneBurrows5d ago", "Lissi Werneckevor4T.").
_TIME_AGO = (
    r"\d{1,3}\s?(?:s|m|min|mins|h|hr|hrs|d|w|mo|y|minutes?|hours?|days?|weeks?|months?|years?)\.?\s?ago"
    r"|(?i:vor)\s?\d{1,3}\s?(?:Sek|Min|Std|T|Tg|Tagen?|Wo|Wochen?|Mon|Monaten?|J|Jahren?)\.?"
    r"|(?i:il\s?y\s?a)\s?\d{1,3}\s?(?:s|min|h|j|jours?|sem|semaines?|mois|ans?)\.?"
    r"|(?i:hace)\s?\d{1,3}\s?(?:s|min|h|d|d[íi]as?|sem|semanas?|mes(?:es)?|a[ñn]os?)\.?"
)
_TRAILING_TIME = re.compile(
    r"(?:[\s·•|,\-–]+|(?<=\.)|(?<=[a-zß-ÿ]))"
    rf"(?:\d{{1,2}}:\d{{2}}(?:\s?[AaPp]\.?[Mm]\.?)?|\d{{1,2}}[./]\d{{1,2}}(?:[./]\d{{2,4}})?|{_TIME_AGO})$"
)
# A word of a name as written: capitalised, lower case after its first letter ("McDonald",
# "O'Neil", "Jean-Luc"), an initial ("J."), or a particle ("van", "de").
_NAME_WORD = re.compile(
    r"^(?:[A-ZÀ-Þ](?:[a-zß-ÿ'’]+(?:-?[A-ZÀ-Þ][a-zß-ÿ'’]+|-[a-zß-ÿ'’]+(?:[A-ZÀ-Þ][a-zß-ÿ]+)?)*|\.)|[a-zß-ÿ]{1,4})$"
)
# What may stand before a company's wrapped rest on its line: nothing, or lower-case particles
# and connectors ("del Noroeste S.A.", "& Asociados S.L.").
_ORG_LEAD = regex.compile(r"\s*(?:(?:de|del|de la|la|los|las|y|e|et|and|und|of|&|van|von|der|du|des)\s+)*")
# A word of a company's name: capitalised, double-barrelled or glued to the next by the OCR
# ("Cuesta", "Barrera-Guerrero", "AlimentacionViana"), an abbreviation ("QBJ") or a legal form ("S.A.").
_ORG_WORD = r"(?:\p{Lu}[\p{Ll}'’.]*(?:-?\p{Lu}[\p{Ll}'’.]*|-\p{Ll}[\p{Ll}'’.]*)*|\p{Lu}{2,5}\.?)"
# The capitalised words ending a line, after a lower-case word (glued to it or not), a dash or from
# the line's start, with connectors between them and maybe one after them ("para Cuesta &", "for
# Smith, Jones and").
_ORG_TAIL = regex.compile(
    r"(?:^|(?<=\p{Ll}\s)|(?<=\p{Ll})|(?<=[-–]\s?))"
    rf"(?P<run>{_ORG_WORD}(?:,?\s+(?:{_ORG_WORD}|&|y|e|and|und|et|de|del))*(?:\s*[&,]|\s+(?:y|and|und|et))?)$"
)
# Text ending in a lower-case word: a sentence or a task before a name ("Call back", "con").
_RUNNING_TEXT = re.compile(r"(?:^|\s)[a-zß-ÿ]+\s*$")
# A partnership's last name with its connector, alone on a line ("and Gregory"), and the two
# names and a comma that end the line above it ("- Walker,Smith").
_CONNECTOR_REST = regex.compile(rf"^\s*(?:and|&|und|y|et)\s+{_ORG_WORD}\s*$")
# A partnership's first names and its connector, alone on a line ("Kim,Mendoza and", "Hussain, Pritchard and").
_PARTNERS_CUT = regex.compile(
    r"\s*\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:,\s?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}\s(?:and|und|et|y|&)"
)
_PAIR_TAIL = regex.compile(rf"(?:^|(?<=[\s\-–])|(?<=\p{{Ll}}))\p{{Lu}}\p{{Ll}}+(?:-\p{{Lu}}\p{{Ll}}+)?,\s?{_ORG_WORD}$")
# How a company's name cut at a line's end may end there, and the capitalised words (with
# connectors) that start the next line as its rest.
_ORG_CONNECTORS = (",", "&", " and", " und", " y", " et")
_ORG_HEAD = regex.compile(rf"^\s*{_ORG_WORD}(?:,?\s+(?:{_ORG_WORD}|&|y|e|and|und|et)(?=\s|$))*")
# A word that names a task's party, ending its line (OCR-glued to a run of words before it or
# not: "Devisderenouvellementpour", not the "an" of "Rollan").
_CUT_PREPOSITION = regex.compile(
    r"(?:^|\s|(?<=\p{L}\p{Ll}{7}))(?i:pour|for|für|fur|para|avec|with|from|von|mit|con|an|à|par|by)$"
)
# The rest of a name cut at a line's end, in running text: the next line's first word, capitalised
# (glued to the word after it or not: "Gassergeschickt.").
_CUT_REST = re.compile(r"^\s*[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?")
# Words that open a phrase, never a name ("In Bearbeitung", "The Ritz").
_LEADING_FUNCTION_WORDS = frozenset(
    ["in", "im", "am", "an", "auf", "zum", "zur", "der", "die", "das", "ein", "eine", "the", "a", "of", "on", "at",
     "for", "to", "le", "la", "les", "un", "une", "el", "los", "las", "en", "et", "und", "and", "y", "con", "avec"]
)  # fmt: skip
# Possessives a page addresses its reader with ("Ihre Daten", "Zusammenfassung Ihres Antrags",
# "Your details", "Vos coordonnées"): no name holds one.
_POSSESSIVES = frozenset(
    ["ihr", "ihre", "ihres", "ihrer", "ihren", "ihrem", "unser", "unsere", "mein", "meine", "dein", "deine", "your",
     "my", "our", "votre", "vos", "mon", "ma", "mes", "notre", "nos", "su", "sus", "mi", "mis", "tu", "tus",
     "nuestro", "nuestra", "vuestro"]
)  # fmt: skip
# A time, a date or a day standing alone in a list's row ("10:42", "9:05 AM", "12/03/2026",
# "2026-03-12", "Yesterday", "昨天").
_STAMP = re.compile(
    r"\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?|\d{1,4}[./\-]\d{1,2}(?:[./\-]\d{1,4})?|\d{4}年\d{1,2}月\d{1,2}日"
    r"|(?i:yesterday|today|gestern|heute|hier|aujourd'hui|ayer|hoy)|昨天|今天|前天|昨日|今日"
)
# A line that is a short Chinese or Japanese run and a time, glued or spaced ("网本学08:31"): a
# message's or an entry's head; and the words of days and times such a run may be instead.
_CJK_SENDER = regex.compile(r"^\s*([\p{Han}\p{Hiragana}\p{Katakana}ー々]{2,4})\s?\d{1,2}[:：]\d{2}\s*$")
_CJK_DAY_WORD = regex.compile(
    r"今天|昨天|明天|前天|后天|後天|上午|下午|中午|晚上|早上|凌晨|今日|昨日|明日|午前|午後|星期|曜日|[周週][一二三四五六日]"
    r"|[月火水木金土日]曜|时间|時間|时刻|時刻"
)
# A span of years in a résumé's work history ("2018 - 2022", "2024-heute", "2023-aujourd'hui", "2019–至今").
_YEAR_RANGE = re.compile(
    r"(?:19|20)\d{2}\s?[-–—]\s?(?:(?:19|20)\d{2}|(?i:heute|today|present|now|aujourd'hui|actualidad|hoy|presente|"
    r"jetzt|oggi)|至今|现在|現在|今)"
)
# The most words of an employer's line under its role.
_EMPLOYER_WORDS = 5
# A degree after a name ("Antonina Heydrich B.Sc.", "Jane Doe MBA"), the OCR's space lost or not.
_TRAILING_DEGREE = re.compile(r"\s?(?:[BM]\.\s?(?:A|Sc|Eng|Ed|Com|Phil)\.|MBA|MD|Ph\.\s?D\.|LL\.\s?M\.)$")
# A first and last name the OCR glued ("AuroreParent").
_CAMEL_NAME = re.compile(r"^[A-ZÀ-Þ][a-zß-ÿ]+(?:[A-ZÀ-Þ][a-zß-ÿ]+)+$")
# A capitalised word of a party's name as a sender or a mail's display name writes it.
_PARTY_WORD = r"\p{Lu}[\p{L}'’.&-]*"
# A sender's name before its address on one line (up to four words), and the separator between them.
_SENDER_BEFORE = regex.compile(rf"\s*(?P<name>{_PARTY_WORD}(?:\s{_PARTY_WORD}){{0,3}})\s*[·•|_]\s*")
# The few capitalised words right before an e-mail address (a display name, up to three), "<" or not.
_NAME_BEFORE_EMAIL = regex.compile(rf"(?P<name>{_PARTY_WORD}(?:\s{_PARTY_WORD}){{0,2}})\s*<?\s*$")
# Two capitalised surnames joined by a hyphen: a person's double name, or a firm's.
_DOUBLE_NAME = regex.compile(r"\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+")
# An avatar's two initials the OCR read into the line of the surname beside it ("EW Williams").
_AVATAR_BEFORE_SURNAME = regex.compile(r"^(\p{Lu}{2})\s(\p{Lu}[\p{Ll}'’-]+)$")
# An avatar: a badge with a party's initials, one to three capitals. (A Chinese or Japanese badge
# shows one or two characters of the name, as a button or a tag does: it tells nothing.)
_AVATAR = regex.compile(r"^\p{Lu}{1,3}$")
# A word of a party's line, its initial shown on an avatar: letters (split below where the OCR
# glued two words, "JosephBoyer"), between hyphens ("Smith-Parker") and dots ("GUILLENS.A.").
_LETTERS = regex.compile(r"\p{L}[\p{L}'’]*")
_GLUED_AT = regex.compile(r"(?<=\p{Ll})(?=\p{Lu})")
# Words no initial stands for: connectors and particles ("Luis y Blázquez" is LB).
_NOT_INITIALLED = frozenset(
    ["and", "und", "et", "y", "e", "of", "de", "del", "la", "le", "van", "von", "der", "du", "des"]
)
# How far from an avatar (in the party line's heights) the line it stands for may start or end:
# beside it in a list row, or across a business card from its corner.
_AVATAR_REACH = 24.0
# Two words the OCR glued: a lower-case letter right before a capital ("InesBosshard").
_GLUED_WORDS = re.compile(r"[a-zß-ÿ]{2}[A-ZÀ-Þ]")


def _ends_sentence(text: str) -> bool:
    """Whether Chinese or Japanese ``text`` ends as a sentence does ("…送。", "…ください！")."""
    core = text.rstrip()
    return len(core) > 1 and core[-1] in "。！？" and is_cjk(core[-2])


def _no_cjk(text: str) -> bool:
    return bool(text.strip()) and not any(is_cjk(ch) for ch in text)


# A word one letter off a page's word reads as that word only when longer than this: up to it, it
# is as likely a name ("Charles" is one letter off "charges", "Salud" off "Saldo").
_SHORTEST_SLIP_WORD = 7


# Words that join a thing's name to its matter or maker ("Vela de soja", "Rosa of Sharon"): a
# capitalised word before one starts a product's or a place's name, not a sentence about someone.
_LINKING_WORDS = frozenset([
    "de", "del", "della", "di", "da", "du", "des", "la", "le", "les", "el", "los", "las", "von", "vom", "van",
    "zu", "of", "the", "and", "y", "e", "et", "und", "à", "a", "en", "au", "aux", "für", "for", "with", "con",
    "avec", "mit", "per", "sur"
])  # fmt: skip
# A word of running text: letters, with an apostrophe or a hyphen inside ("O'Neill", "Jean-Luc").
_SENTENCE_WORD = regex.compile(r"\p{L}+(?:['’-]\p{L}+)*")


def _page_word(word: str, lexicon: Lexicon) -> bool:
    """Whether ``word`` reads as a word of the page: a lexicon word, a compound, or a slip of one
    too long to be a name's word one letter off it."""
    match = lexicon.classify(word, header=True)
    return match is not None and match.how != "unknown" and (match.how != "slip" or len(word) > _SHORTEST_SLIP_WORD)


def _neutral_word(word: str, lexicon: Lexicon) -> bool:
    """Whether ``word`` is a neutral word of the lexicon as written (a role: "Administrator", "Lead")."""
    match = lexicon.classify(word, header=True)
    return match is not None and match.role == "neutral" and match.how == "exact"


def _char_width(line: OcrLine) -> float:
    """The mean width of a character of ``line``: its type size, give or take the font."""
    return line.box.width / max(1, len(line.text.strip()))


def _add_party(spans: list[Span], match: regex.Match[str], text: str, lexicon: Lexicon, given: GivenNames) -> None:
    """Add the party ``match`` names (its group "name") unless a word of it is the page's: a person
    when it starts with a first name and has a surname, else a firm."""
    words = match["name"].split()
    if any(_page_word(w, lexicon) for w in words) or any(
        s.start < match.end("name") and match.start("name") < s.end for s in spans
    ):
        return
    kind = "PERSON" if len(words) > 1 and given.is_given(words[0]) else "ORGANIZATION"
    spans.append(Span(match.start("name"), match.end("name"), kind, _LAYOUT_SCORE, "layout"))


# A Chinese or Japanese avatar: the first character of the party's name in a round badge.
_HAN_BADGE = regex.compile(r"\p{Han}")
# A CJK name beside its badge: two to five characters (the OCR may misread a kana as "<": "阿部<子").
_HAN_NAME = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}々ー<]{2,5}")


def _han_badge_name(
    lines: list[OcrLine], a: int, layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
) -> None:
    """The line right of a one-character badge that starts with that character is the party's
    name ("森" beside "森裕太", "山" beside "山本鉱業有限会社" in a wallet's bill list): a company
    by its form, a person when it starts with a common surname; a category's icon beside its
    word ("餐" beside "餐饮") is neither."""
    from screenroute.router.redaction.layout import org_shaped
    from screenroute.router.redaction.recognizers.cn_name_recognizer import starts_with_surname
    from screenroute.router.redaction.recognizers.ja_name_recognizer import starts_with_ja_surname

    avatar = lines[a].box
    badge = lines[a].text.strip()
    for k, line in enumerate(lines):
        text = line.text.strip()
        if k == a or line_spans[k] or not layout.unmarked(k) or not text.startswith(badge) or len(text) < 2:
            continue
        h = max(1, line.box.height, avatar.height)
        centre_gap = abs((line.box.y0 + line.box.y1) - (avatar.y0 + avatar.y1)) / 2
        if centre_gap > h or not -0.2 * h <= line.box.x0 - avatar.x1 <= 3 * h:
            continue
        if org_shaped(text):
            kind = "ORGANIZATION"
        elif (
            _HAN_NAME.fullmatch(text.replace(" ", ""))
            and (starts_with_surname(text) or starts_with_ja_surname(text, glued_one=True))
            and not lexicon.reads_as_word(text)
            and comparable(text) not in CN_NOT_NAMES
        ):
            kind = "PERSON"
        else:
            continue
        start = len(line.text) - len(line.text.lstrip())
        line_spans[k].append(Span(start, len(line.text.rstrip()), kind, _LAYOUT_SCORE, "layout"))
        return


def _names_initials(text: str, badge: str, lexicon: Lexicon) -> bool:
    """Whether ``text`` is a party's name whose initials ``badge`` (an avatar's) shows."""
    text = text.strip()
    if not text or any(ch.isdigit() or ch in "@:：" for ch in text) or lexicon.reads_as_word(text):
        return False
    words = [
        part
        for word in _LETTERS.findall(text)
        # A word in capitals stays whole, a misread small letter in it too ("LUiS").
        for part in ([word] if sum(ch.isupper() for ch in word) >= len(word) - 1 else _GLUED_AT.split(word))
        if part.casefold() not in _NOT_INITIALLED
    ]
    if not 1 <= len(words) <= 6 or not all(w[0].isupper() for w in words):
        return False
    if all(_page_word(w, lexicon) for w in words):
        return False  # the page's own words ("Order Details" beside "OD")
    initials = "".join(w[0] for w in words)
    if len(badge) == 1:
        # One initial: a line of two words or more, or a surname set in capitals ("NGUYEN" beside "N").
        one_surname = len(words) == 1 and len(words[0]) >= 3 and words[0].isupper()
        return (len(words) >= 2 or one_surname) and initials[0] == badge
    # The first words' initials, or the first and the last word's ("Mary Ann Smith" as MS).
    return initials.startswith(badge) or (len(words) >= 2 and initials[: len(badge) - 1] + initials[-1] == badge)


def _block_neighbour(
    lines: list[OcrLine], k: int, *, above: bool, skip: int | None = None, centred: bool = False
) -> int | None:
    """The line right above (or below) line ``k`` in its block, if exactly one is (with
    ``centred``, in a block of centred lines too)."""
    line = lines[k]
    if above:
        gaps = {
            m: line.box.y0 - o.box.y1
            for m, o in enumerate(lines)
            if m not in (k, skip) and _in_block(o, line, 1.5, centred=centred)
        }
    else:
        gaps = {
            m: o.box.y0 - line.box.y1
            for m, o in enumerate(lines)
            if m not in (k, skip) and _in_block(line, o, 1.5, centred=centred)
        }
    return _nearest(lines, gaps)


# Titles and honorifics before a name set as a title.
_HONORIFIC = re.compile(
    r"^(?:(?:Prof|Dr|Univ\.-?Prof|Dipl\.-[Il]ng|[Il]ng|Herr|Frau|Mr|Mrs|Ms|Miss|Mx|M|Mme|Mlle|Sr|Sra|Srta|Don|Doña)"
    r"(?:\.\s*|\s+))+"
)


class SharedAnalyzer:
    """Builds the recognizers on first use and hands the same scanner to every caller.

    ``extra_recognizers`` are factories ``language -> recognizer`` (Presidio binds a recognizer
    to a language; here every recognizer sees every line, so each factory is called once).
    """

    def __init__(self, extra_recognizers: Iterable[Callable[[str], Any]] = (), *, score_threshold: float = 0.4) -> None:
        self._extra = tuple(extra_recognizers)
        self._threshold = score_threshold
        self._scanner: PatternScanner | None = None
        self._late: PatternScanner | None = None
        self._lock = threading.Lock()
        self.warmed = False
        self.warm_lock = threading.Lock()

    def get(self) -> PatternScanner:
        """The scanner, built on the first call."""
        if self._scanner is None:
            with self._lock:
                if self._scanner is None:
                    from screenroute.router.redaction.analyzer import default_recognizers

                    recognizers = [*default_recognizers(), *(factory("en") for factory in self._extra)]
                    self._scanner = PatternScanner(recognizers, score_threshold=self._threshold)
        return self._scanner

    def late(self) -> PatternScanner:
        """The scanner of the recognizers whose findings come after the layout's rules (the gazetteer's)."""
        if self._late is None:
            with self._lock:
                if self._late is None:
                    from screenroute.router.redaction.analyzer import late_recognizers

                    self._late = PatternScanner(late_recognizers(), score_threshold=self._threshold)
        return self._late


@functools.cache
def default_analyzer() -> SharedAnalyzer:
    """The process-wide analyzer with the default recognizers (built lazily, on first use)."""
    return SharedAnalyzer()


class PresidioRedactor:
    """Replaces PII in OCR lines and texts with vault placeholders and blacks it out in the frame.

    Sources of spans, merged per OCR line (a span never crosses a line):

    1. Presidio recognizers — stock (IP, IBAN, crypto, SSN, e-mail, python-phonenumbers) and
       ``screenroute.router.redaction.recognizers`` (Luhn cards of any prefix, amounts, addresses,
       OCR-damaged e-mails, CN/intl phones, CN IDs, labelled, Chinese and Japanese names, names
       that start with a first name the gazetteer knows, names next to a person word, companies
       by their legal form, dates after a birth word or too far back for an order's);
    2. the page's layout (``LayoutAnalyzer``): the value a label owns, by form/table/card geometry,
       typed by the label (a name right of "Kunde", the cells under "金额");
    3. every value the task's vault already knows, found again in any spelling OCR produces.

    Labels, headers and buttons (the lexicon's words) are never redacted. Texts (goal, step,
    history) go through the same recognizers and vault, line by line. Fails closed: any
    exception, or the call running over ``timeout_s``, raises RedactionError. One instance per
    task (it owns the vault); the recognizers are shared.
    """

    def __init__(
        self,
        vault: PlaceholderVault | None = None,
        *,
        analyzer: SharedAnalyzer | None = None,
        lexicon: Lexicon | None = None,
        given_names: GivenNames | None = None,
        timeout_s: float = 5.0,
        fill: tuple[int, int, int] = (0, 0, 0),
        margin_px: int = 2,
    ) -> None:
        if timeout_s <= 0:
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0")
        self.vault = vault if vault is not None else PlaceholderVault()
        self._analyzer = analyzer if analyzer is not None else default_analyzer()
        self._lexicon = lexicon
        self._given_names = given_names
        self._timeout_s = timeout_s
        self._fill = np.asarray(fill, dtype=np.uint8)
        self._margin = margin_px

    def _warm_once(self) -> None:
        if not self._analyzer.warmed:
            with self._analyzer.warm_lock:
                if not self._analyzer.warmed:
                    self.warm_up()
                    self._analyzer.warmed = True

    def warm_up(self) -> None:
        """Build the recognizers and load the lexicon now, outside the first redact's budget."""
        try:
            self._analyzer.get().scan(["warm up 13800138000 a@b.cn ¥1.00"])
            self._analyzer.late().scan(["warm up John Smith"])
            if self._lexicon is None:
                self._lexicon = default_lexicon()
            if self._given_names is None:
                self._given_names = default_given_names()
        except Exception as exc:
            raise RedactionError(f"could not build the redaction recognizers: {exc}") from exc

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        """Redact within ``timeout_s`` or raise RedactionError (the caller must not escalate).

        The one-off build is not part of the budget: the budget bounds the work per frame.
        """
        self._warm_once()
        outcome: dict[str, Any] = {}

        def work() -> None:
            try:
                outcome["result"] = self._redact(frame, lines, texts)
            except BaseException as exc:  # noqa: BLE001 — everything must surface as a RedactionError
                outcome["error"] = exc

        started = time.monotonic()
        # A worker thread because a recognizer cannot be interrupted; on timeout it is
        # abandoned (daemon) and its result discarded.
        worker = threading.Thread(target=work, name="redact", daemon=True)
        worker.start()
        worker.join(self._timeout_s)
        if worker.is_alive():
            raise RedactionError(f"redaction ran over its {self._timeout_s:g} s budget; not escalating")
        if "error" in outcome:
            exc = outcome["error"]
            raise RedactionError(f"redaction failed ({type(exc).__name__}: {exc}); not escalating") from exc
        if time.monotonic() - started > self._timeout_s:
            raise RedactionError(f"redaction ran over its {self._timeout_s:g} s budget; not escalating")
        result: Redacted = outcome["result"]
        return result

    # -- the work ---------------------------------------------------------------------------
    def _redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        scanner = self._analyzer.get()
        lexicon = self._lexicon or default_lexicon()
        given = self._given_names or default_given_names()
        layout = LayoutAnalyzer(lexicon, given).analyse(lines)

        # Free texts are analysed line by line too: no finding may cross a line break.
        text_parts = {key: text.split("\n") for key, text in texts.items()}
        strings = [line.text for line in lines] + [part for parts in text_parts.values() for part in parts]
        # A text wrapped in a narrow box (a calendar's event, a card's title) is read whole too, in
        # the same batch: a name cut by the box's edge is found on both its lines.
        wrapped = _wrapped_texts(lines, layout)
        joined = [_join_wrapped(lines, chain) for chain in wrapped]
        scanned = strings + [text for text, _ in joined]
        found = scanner.scan(scanned)
        forms = _OtherForms.of(strings)
        _add_spaced_findings(scanner, forms, found)
        # A date is no phone number, whatever python-phonenumbers reads in "22.10.2026": dropped
        # before any rule reads the line as a contact's (a block of party lines ends in one).
        found = [
            [s for s in spans if s.entity_type != "PHONE_NUMBER" or not _DATE.match(text[s.start : s.end].strip())]
            for text, spans in zip(scanned, found, strict=True)
        ]
        line_spans = found[: len(lines)]
        # Lines that stand on the page more than once (a card's tag): worked out only for a page with a
        # wrapped run, and once.
        seen = Counter(comparable(line.text) for line in lines) if wrapped else Counter()
        repeated = {text for text, count in seen.items() if count > 1}
        for chain, (_, extents), spans in zip(wrapped, joined, found[len(strings) :], strict=True):
            for k, span in _across_breaks(chain, extents, spans, repeated, lines, found):
                line_spans[k].append(span)
        found = found[: len(strings)]
        for binding in layout.bindings:
            line_spans[binding.line].append(
                Span(binding.start, binding.end, binding.entity_type, _LAYOUT_SCORE, "layout")
            )
        self._cut_emails(lines, line_spans)
        self._address_tails(lines, line_spans)
        self._sender_before_address(lines, layout, line_spans, lexicon, given)
        self._street_over_postcode(lines, layout, line_spans, lexicon)
        self._continue_addresses(lines, layout, line_spans, lexicon)
        self._fill_party_blocks(lines, layout, line_spans, lexicon)
        self._title_names(lines, layout, line_spans, lexicon)
        self._fill_party_stacks(lines, layout, line_spans, lexicon, given)
        self._address_block_edges(lines, layout, line_spans)
        # Again for the addresses the block rules found (a street the patterns missed, "Caniada
        # Jordan Gallego 68", over its wrapped rest "Puerta 5, Lleida, 19447").
        self._address_tails(lines, line_spans)
        self._type_columns(lines, layout, line_spans, lexicon)
        self._continue_amounts(lines, layout, line_spans)
        self._avatar_names(lines, layout, line_spans, lexicon)
        # Last: a lone name is judged by the amounts and contacts found around it.
        self._lone_names(lines, layout, line_spans, lexicon)
        self._cjk_senders(lines, layout, line_spans, lexicon)
        self._cut_names(lines, layout, line_spans, lexicon)
        self._wrapped_orgs(lines, layout, line_spans, lexicon)
        self._party_after_cut_preposition(lines, layout, line_spans, lexicon)
        self._wrapped_name_halves(lines, wrapped, line_spans, lexicon)
        self._parties_in_running_text(lines, line_spans, lexicon)
        self._first_names_in_sentences(lines, layout, line_spans, lexicon, given)
        self._cjk_names_before_titles(lines, line_spans)
        # Last of all, what the late recognizers find (names after a first name the gazetteer
        # knows): added to the rules' findings, never read by them.
        late = self._analyzer.late().scan(strings)
        # (The gazetteer's scanner finds names only: the capitals form, read for companies, is left out.)
        _add_spaced_findings(self._analyzer.late(), forms, late, companies=False)
        for k in range(len(lines)):
            line_spans[k].extend(late[k])
        for k in range(len(lines), len(strings)):
            found[k].extend(late[k])
        self._given_name_over_surname(lines, layout, line_spans, lexicon, given)
        self._employers_under_roles(lines, layout, line_spans, lexicon)
        # A card's subtitle under a name, whoever found the name: the one rule read after them
        # (it only adds a company to a line nothing was found in).
        self._roles_under_names(lines, layout, line_spans)
        line_spans = [
            self._clean(lines[i].text, s, layout.protected[i], lexicon, word_value=i in layout.word_cells)
            for i, s in enumerate(line_spans)
        ]
        cursor = len(lines)
        part_spans: dict[str, list[list[Span]]] = {}
        for key, parts in text_parts.items():
            part_spans[key] = [self._clean(p, found[cursor + k], None, lexicon) for k, p in enumerate(parts)]
            cursor += len(parts)

        # Register what was found, then look for every known value everywhere: a name found in
        # a table is redacted in the goal too, and a value the goal names is painted on screen.
        merged_lines = [self._merge(s) for s in line_spans]
        # What a pattern found inside a line a rule took whole ("Carre Fontaine SARL" of "Office
        # manager chez Carre Fontaine SARL") is looked for too: written alone elsewhere, it is found.
        # (Kinds a pattern is sure of: a name's pattern inside a longer value is often a word.)
        inner: list[tuple[str, str]] = []
        for text, spans, unmerged in zip((line.text for line in lines), merged_lines, line_spans, strict=True):
            self._remember(text, spans, lexicon)
            inner.extend(
                (p.entity_type, text[p.start : p.end])
                for p in unmerged
                if p.source == "pattern"
                and p.entity_type in _HUNTED_INSIDE
                and p not in spans
                and not lexicon.is_protected(text[p.start : p.end])
            )
        for key, parts in text_parts.items():
            for part, spans in zip(parts, part_spans[key], strict=True):
                self._remember(part, self._merge(spans), lexicon)
        known = self._known_keys(lexicon, inner)
        final_lines = [
            self._merge(
                spans
                + self._clean(
                    line.text,
                    _known_first_names_go_on(line.text, self._find_known(line.text, known), lexicon),
                    layout.protected[i],
                    lexicon,
                )
            )
            for i, (line, spans) in enumerate(zip(lines, merged_lines, strict=True))
        ]

        findings: list[Finding] = []
        out_lines: list[OcrLine] = []
        boxes: list[Box] = []
        kept = [not spans for spans in final_lines]
        for index, (line, spans) in enumerate(zip(lines, final_lines, strict=True)):
            new_text, placed = self._replace(line.text, spans)
            out_lines.append(OcrLine(text=new_text, box=line.box, score=line.score))
            for span, placeholder in placed:
                box = self._clear_of_labels(self._span_box(frame, line, span, layout), lines, index, layout, kept)
                boxes.append(box)
                findings.append(Finding(span.entity_type, placeholder, f"line:{index}", box, span.score))
        out_texts: dict[str, str] = {}
        for key, parts in text_parts.items():
            new_parts = []
            for part, found_spans in zip(parts, part_spans[key], strict=True):
                spans = self._merge(found_spans + self._clean(part, self._find_known(part, known), None, lexicon))
                spans = self._merge(_name_goes_on(part, spans, lexicon))
                new_part, placed = self._replace(part, spans)
                new_parts.append(new_part)
                findings.extend(Finding(s.entity_type, p, f"text:{key}", None, s.score) for s, p in placed)
            out_texts[key] = "\n".join(new_parts)
        return Redacted(frame=self._paint(frame, boxes), lines=out_lines, texts=out_texts, findings=findings)

    @staticmethod
    def _wrapped_name_halves(
        lines: list[OcrLine], chains: list[list[int]], line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A name wrapped in a narrow card, one half found: the other half is the name's too (the
        card's stack found "Steinmann Grob", "Mercedes" stands alone on the line above it). The
        half is one or two capitalised words, none a word of the page."""

        def whole_name(k: int) -> bool:
            text = lines[k].text.strip()
            return any(s.entity_type == "PERSON" and s.end - s.start >= len(text) - 1 for s in line_spans[k])

        def half(k: int, most: int) -> bool:
            words = lines[k].text.split()
            return (
                0 < len(words) <= most
                and all(len(w) <= _LONGEST_NAME_WORD for w in words)
                and not line_spans[k]
                and all(_NAME_WORD.match(w) and w[:1].isupper() for w in words)
                and not any(lexicon.reads_as_word(w) for w in words)
            )

        for chain in chains:
            for upper, lower in itertools.pairwise(chain):
                if whole_name(lower) and half(upper, 1):
                    line_spans[upper].append(
                        Span(0, len(lines[upper].text.rstrip()), "PERSON", _LAYOUT_SCORE, "layout")
                    )
                elif whole_name(upper) and half(lower, 2) and len(lines[upper].text.split()) == 1:
                    # Under a whole name, only a first name's line goes on (a role under a name is no surname).
                    line_spans[lower].append(
                        Span(0, len(lines[lower].text.rstrip()), "PERSON", _LAYOUT_SCORE, "layout")
                    )

    @staticmethod
    def _first_names_in_sentences(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon, given: GivenNames
    ) -> None:
        """A colleague named by the first name alone in a note or a message ("Discussed with Joel.",
        "Elaine spoke to the buyer", "verpackt von Miroslaw, Karte vor"): in a sentence (three
        words in lower case at least), a capitalised word the gazetteer knows as a first name and
        no word of the page is a person. At the sentence's start the word after it must be in
        lower case, as a verb is ("Elaine spoke"); a capital there may start a heading's words."""
        for k, line in enumerate(lines):
            text = line.text
            if not layout.unmarked(k) or lower_case_words(text) < 3 or not _no_cjk(text):
                continue
            words = list(_SENTENCE_WORD.finditer(text))
            for i, word in enumerate(words):
                name = word.group()
                if not name[0].isupper() or name[1:] != name[1:].lower() or len(name) < 3:
                    continue
                if not given.is_given(name) or _page_word(name, lexicon):
                    continue
                starts = i == 0 or text[words[i - 1].end() : word.start()].strip()[-1:] in ".!?:;"
                after = text[word.end() :].lstrip(" ,;:").split()[:1]
                if starts and not (after and after[0][:1].islower() and after[0].casefold() not in _LINKING_WORDS):
                    continue
                if any(s.start < word.end() and word.start() < s.end for s in line_spans[k]):
                    continue
                line_spans[k].append(Span(word.start(), word.end(), "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _parties_in_running_text(lines: list[OcrLine], line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """People and companies a text names by their place in a sentence: a contract's party before
        its address, someone @-mentioned in a comment, a name before its contact in parentheses."""
        from screenroute.router.redaction.layout import looks_like_name, org_shaped

        def free(k: int, start: int, end: int) -> bool:
            return not any(s.start < end and start < s.end for s in line_spans[k])

        def page_words(text: str) -> bool:
            return all(_page_word(w, lexicon) for w in text.replace(",", " ").split())

        for k, line in enumerate(lines):
            text = line.text
            found: list[Span] = []
            for span in line_spans[k]:
                if span.entity_type == "ADDRESS" and span.start > 0:
                    party = _PARTY_BEFORE_ADDRESS.search(text[: span.start])
                    if party is None:
                        continue
                    glued = _GLUED_CONNECTOR.match(party.group("party"))
                    start = party.start("party") + (glued.end() if glued else 0)
                    name = text[start : party.end("party")]
                    if name and not page_words(name):
                        kind = "PERSON" if looks_like_name(name) and not org_shaped(name) else "ORGANIZATION"
                        found.append(Span(start, party.end("party"), kind, _LAYOUT_SCORE, "layout"))
                elif span.entity_type in _CONTACT_TYPES and span.start > 0:
                    named = _NAME_BEFORE_PARENTHESIS.search(text[: span.start])
                    if (
                        named is not None
                        and looks_like_name(named.group("name"))
                        and not page_words(named.group("name"))
                    ):
                        found.append(Span(named.start("name"), named.end("name"), "PERSON", _LAYOUT_SCORE, "layout"))
            for company in _COMPANY_SUPPORT.finditer(text):
                if not page_words(company.group("org")):
                    found.append(
                        Span(company.start("org"), company.end("org"), "ORGANIZATION", _LAYOUT_SCORE, "layout")
                    )
            for mention in _MENTION.finditer(text):
                name = mention.group("name")
                if not _page_word(name.split()[0], lexicon):
                    found.append(Span(mention.start("name"), mention.end("name"), "PERSON", _LAYOUT_SCORE, "layout"))
            line_spans[k].extend(s for s in found if free(k, s.start, s.end))

    @staticmethod
    def _address_block_edges(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]]) -> None:
        """The edges of a postal block found in its middle: a street's first half wrapped at a hyphen
        above it ("Radmila-Junken-" / "Platz 2-7"), a street type wrapped before its name ("Pasadizo
        de" / "Ruperto Aguilera" / "27 Apt. 11"), the postal line under it ("63873Scheinfeld")."""
        from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE, STREET_TAIL

        def free(k: int | None) -> bool:
            return k is not None and not line_spans[k] and layout.unmarked(k)

        def guessed(k: int | None) -> bool:
            # Free, or taken for a name by a rule's guess (a street's name reads like a person's).
            return (
                k is not None
                and layout.unmarked(k)
                and all(s.source in ("layout", "wrapped") and s.entity_type in _PARTY_TYPES for s in line_spans[k])
            )

        def whole(k: int) -> bool:
            size = len(lines[k].text.strip())
            return any(s.entity_type == "ADDRESS" and s.end - s.start >= size - 1 for s in line_spans[k])

        def mark(k: int) -> None:
            line_spans[k][:] = [Span(0, len(lines[k].text.rstrip()), "ADDRESS", _LAYOUT_SCORE, "layout")]

        for k, line in enumerate(lines):
            if whole(k):
                above = _block_neighbour(lines, k, above=True)
                if free(above) and above is not None and _HYPHEN_WRAP.search(lines[above].text):
                    mark(above)
                below = _block_neighbour(lines, k, above=False)
                if free(below) and below is not None and POSTAL_LINE.match(lines[below].text):
                    mark(below)
            elif free(k) and _STREET_TYPE_AT_END.search(line.text):
                # Down the block to a postal line, through the street's name and its number.
                chain: list[int] = []
                nxt = _block_neighbour(lines, k, above=False)
                while nxt is not None and guessed(nxt) and len(chain) < 4:
                    chain.append(nxt)
                    if POSTAL_LINE.match(lines[nxt].text):
                        for m in (k, *chain):
                            mark(m)
                        break
                    text = lines[nxt].text
                    number = _HOUSE_NUMBER_LINE.match(text) or STREET_TAIL.match(text)
                    if number and len(chain) > 1:
                        # Type, name and number: a street, whether its postal line follows or not.
                        for m in (k, *chain):
                            mark(m)
                    if not (_STREET_NAME_LINE.match(text) or number):
                        break
                    nxt = _block_neighbour(lines, nxt, above=False)

    @staticmethod
    def _cjk_names_before_titles(lines: list[OcrLine], line_spans: list[list[Span]]) -> None:
        """A Chinese or Japanese name that starts its line before a title, a role or "wrote":
        common surname first, no finding there yet."""
        from screenroute.router.redaction.recognizers.cn_name_recognizer import starts_with_surname
        from screenroute.router.redaction.recognizers.ja_name_recognizer import starts_with_ja_surname

        for k, line in enumerate(lines):
            found = _CJK_NAME_BEFORE.match(line.text)
            if found is None:
                continue
            name = found.group("name")
            start, end = found.start("name"), found.end("name")
            if any(s.start < end and start < s.end for s in line_spans[k]):
                continue
            if starts_with_surname(name) or starts_with_ja_surname(name):
                line_spans[k].append(Span(start, end, "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _cut_emails(lines: list[OcrLine], line_spans: list[list[Span]]) -> None:
        """An e-mail address wrapped at a narrow box's edge: both of its pieces (a card's address
        the OCR reads as "nikolastocker@exa" over "mple.net"); one cut by the screen's edge or
        wrapped out of reading is an address all the same ("jannernst@exam")."""
        for k, line in enumerate(lines):
            text = line.text.rstrip()
            head = _EMAIL_HEAD.search(text)
            if head is None:
                continue
            token = head.group().replace(" ", "")
            local, _, domain = token.replace("＠", "@").partition("@")
            if len(local) < 2:
                continue  # "@" after a letter: a handle or a stray sign, no address
            # Cut by the screen's edge, an address has its domain's start at least; wrapped, the
            # rest is on the next line (checked below).
            alone = len(domain) >= 2
            if alone and not any(s.entity_type == "EMAIL_ADDRESS" and s.end >= len(text) for s in line_spans[k]):
                line_spans[k].append(Span(head.start(), len(text), "EMAIL_ADDRESS", _LAYOUT_SCORE, "layout"))
            below = _block_neighbour(lines, k, above=False)
            if below is None or not _in_block(line, lines[below], 0.6):
                continue
            tail = _EMAIL_TAIL.match(lines[below].text)
            if tail is None:
                continue
            piece = tail.group().strip()
            # An address already whole on its line takes no more than its domain's last letters
            # ("example.co" / "m"); a word under it is the card's next line.
            complete = _WHOLE_EMAIL.match(token) is not None
            if not _WHOLE_EMAIL.match(token + piece) or (complete and ("." in piece or len(piece) > 3)):
                continue
            line_spans[below].append(
                Span(tail.end() - len(piece), tail.end(), "EMAIL_ADDRESS", _LAYOUT_SCORE, "layout")
            )
            if not alone:
                line_spans[k].append(Span(head.start(), len(text), "EMAIL_ADDRESS", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _continue_addresses(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A postal block around an address found by pattern or label: the postcode-and-town line
        right under a street line goes with it, and so do the lines right above its first line
        that name the recipient — a person's name, a company (a block reads: name, company,
        street, town; "Anne-Rose Rose / Roskoth GmbH / Hornichallee 88 / 53639 Lich")."""
        from screenroute.router.redaction.layout import company_line, label_phrase, looks_like_name, org_shaped
        from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE, STREET_TAIL, TOWN_LINE

        table_lines = layout.table_lines()

        def free(k: int) -> bool:
            return layout.unmarked(k) and k not in table_lines

        def named_above(k: int) -> bool:
            # The line right above ``k`` in its block names a person (found, or free and name-shaped).
            j = _block_neighbour(lines, k, above=True)
            if j is None or any(s.entity_type != "PERSON" for s in line_spans[j]):
                return False
            return any(s.entity_type == "PERSON" for s in line_spans[j]) or (
                free(j) and looks_like_name(lines[j].text, particles=True)
            )

        # A block starts at a street, or at a phone number or e-mail address that is the whole
        # line (a signature: name, company, phone, street, town); a sentence is none ("…の確認を
        # kanamatsuda@example.net送。").
        starts = [
            i
            for i, spans in enumerate(line_spans)
            if i not in table_lines
            and not _ends_sentence(lines[i].text)
            and any(
                (s.entity_type == "ADDRESS" or (s.entity_type in _CONTACT_TYPES and layout.protected[i] is None))
                and s.end - s.start >= 0.5 * len(lines[i].text.strip())
                for s in spans
            )
        ]
        for i in starts:
            line = lines[i]
            if any(s.entity_type == "ADDRESS" for s in line_spans[i]):
                # Downwards: the postal line, possibly after up to two town or district lines or
                # the street's own wrapped tail; with it, the whole street line is the block's.
                chain: list[int] = []
                upper = line
                for _ in range(3):
                    below = _nearest(
                        lines,
                        {
                            k: other.box.y0 - upper.box.y1
                            for k, other in enumerate(lines)
                            if k != i
                            and k not in chain
                            and other.box.y0 > upper.box.y0
                            and _in_block(upper, other, 2.5)
                        },
                    )
                    if below is None or layout.roles[below] is not None:
                        break
                    k = below
                    chain.append(k)
                    if POSTAL_LINE.match(lines[k].text):
                        for c in (i, *chain):
                            line_spans[c].append(Span(0, len(lines[c].text), "ADDRESS", _LAYOUT_SCORE, "layout"))
                        break
                    if not TOWN_LINE.match(lines[k].text) and not STREET_TAIL.match(lines[k].text):
                        break
                    upper = lines[k]
            # Upwards: a company line, then a name line above it; or a name line alone.
            top = i
            for wanted in (("ORGANIZATION", "PERSON"), ("PERSON",)):
                above = _block_neighbour(lines, top, above=True, skip=i)
                if above is None or not free(above):
                    break  # none, several side by side, or a label: not one block
                k = above
                if any(s.entity_type not in wanted for s in line_spans[k]):
                    break  # a line with a finding of its own kind (not the first line of the block)
                text = lines[k].text
                if not line_spans[k] and (lexicon.reads_as_word(text) or label_phrase(text, lexicon)):
                    break  # a field's label over the address ("現住所", "Ort des Geschehens"), no recipient
                if cjk_sentence(text) or _ends_sentence(text):
                    break  # running text over it ("山田様、ご予約…"), no recipient
                named_org = any(s.entity_type == "ORGANIZATION" for s in line_spans[k])
                kind = (
                    "ORGANIZATION"
                    if named_org or org_shaped(text)
                    else "PERSON"
                    # A role over a contact's address is no name ("Office Administrator").
                    if looks_like_name(text, particles=True) and not _neutral_word(text.split()[-1], lexicon)
                    else None
                )
                if kind is None and "ORGANIZATION" in wanted and company_line(text, lexicon) and named_above(k):
                    # Between the block's name and its street, a line is the company's, whatever
                    # its shape (a company without a legal form, "台灣五星電子"; a partnership the
                    # OCR glued, "Smith,Herbert and Lee").
                    kind = "ORGANIZATION"
                if kind is None or kind not in wanted:
                    break
                line_spans[k].append(Span(0, len(text), kind, _LAYOUT_SCORE, "layout"))
                if kind == "PERSON":
                    break
                top = k

    @staticmethod
    def _street_over_postcode(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A street no pattern reads ("CaniadaVanesaGuerrero309", "Ehlertstraβe5/3") over a postal
        line (found or not), at the end of a party's block (right under its phone, e-mail, name or company):
        both lines are the address. A postal line alone is too weak a sign (an order number and a
        status read alike); under a party's lines it is not."""
        from screenroute.router.redaction.recognizers.address_recognizer import DE_STREET_NAME, POSTAL_LINE, STREET_TAIL

        def free(k: int) -> bool:
            return not line_spans[k] and layout.unmarked(k)

        for k, line in enumerate(lines):
            # The postal line may be found already ("Stevenstown,IL 83336" read as an address, the
            # street above it "23586 williams Lock" not).
            found = any(s.entity_type == "ADDRESS" for s in line_spans[k])
            if not (free(k) or found) or not POSTAL_LINE.match(line.text):
                continue
            street = _block_neighbour(lines, k, above=True)
            if street is None or not free(street):
                continue
            # A narrow box wraps the house number under its street's name ("Kaulstraße" / "689" /
            # "62620 Greiz"): the name says what the block is, wherever it stands.
            name = _block_neighbour(lines, street, above=True)
            if (
                STREET_TAIL.match(lines[street].text)
                and name is not None
                and free(name)
                and DE_STREET_NAME.match(lines[name].text)
            ):
                for m in (name, street) if found else (name, street, k):
                    line_spans[m].append(Span(0, len(lines[m].text), "ADDRESS", _LAYOUT_SCORE, "layout"))
                continue
            text = lines[street].text
            if (
                not any(ch.isdigit() for ch in text)
                or sum(ch.isalpha() for ch in text) < 4
                or lexicon.reads_as_word(text)
            ):
                continue
            party = _block_neighbour(lines, street, above=True)
            if party is None or not any(s.entity_type in _PARTY_TYPES | _CONTACT_TYPES for s in line_spans[party]):
                continue
            for m in (street, k) if not found else (street,):
                line_spans[m].append(Span(0, len(lines[m].text), "ADDRESS", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _address_tails(lines: list[OcrLine], line_spans: list[list[Span]]) -> None:
        """An address found in running text goes on to its town and postcode on the same line
        ("Pasadizo Hernán Muñiz 538, Girona, 28744", "Tintzmannstr. 60-27, 67124 Passau",
        "… Terrace, Springfield, IL 62704"): a street pattern stops at the house number."""
        for k, line in enumerate(lines):
            for n, span in enumerate(line_spans[k]):
                if span.entity_type != "ADDRESS":
                    continue
                unit = _UNIT_TAIL.match(line.text, span.end)
                end = unit.end() if unit is not None else span.end
                tail = _ADDRESS_TAIL.match(line.text, end)
                end = tail.end() if tail is not None else end
                if end > span.end:
                    line_spans[k][n] = Span(span.start, end, "ADDRESS", span.score, span.source)
        # ...also wrapped to the next line of the sentence ("…Vargas 416 Piso 1," / "Tarragona,
        # 51201. Sigue siendo correcta?", "…Pacheco 3 Puerta" / "5, Las Palmas, 36473.").
        # The town (and state) may end the line and the postcode start the next ("…Apt. 476,
        # Jacobberg, OH" / "69148. Is that still correct?").
        for k, line in enumerate(lines):
            if not any(s.entity_type == "ADDRESS" for s in line_spans[k]):
                continue
            text = line.text.rstrip(" ,")
            # (An address on a card may be centred: its postcode under the middle of the street;
            # there the line must be the address's rest and nothing else, "Umsatz 2026 EUR
            # 59.546,07" under a centred address is no town and postcode.)
            under = _block_neighbour(lines, k, above=False)
            centred = under is None
            if centred:
                under = _block_neighbour(lines, k, above=False, centred=True)
            if under is None:
                continue
            for n, span in enumerate(line_spans[k]):
                town = _TOWN_AT_END.match(line.text, span.end) if span.entity_type == "ADDRESS" else None
                if town is not None and town.end() > span.end and _POSTCODE_FIRST.match(lines[under].text):
                    line_spans[k][n] = Span(span.start, len(text), "ADDRESS", span.score, span.source)
            if not any(s.entity_type == "ADDRESS" and s.end >= len(text) for s in line_spans[k]):
                continue
            rest = _WRAPPED_ADDRESS_REST.match(lines[under].text) or _POSTCODE_FIRST.match(lines[under].text)
            in_sentence = any(s.entity_type == "ADDRESS" and s.start > 0 and s.end >= len(text) for s in line_spans[k])
            if rest is None and in_sentence and _POSTCODE_AT_END.search(text):
                # Only in running text: under a postal block's last line stands the next block.
                rest = _TOWN_FIRST.match(lines[under].text)
            if rest is None and _NUMBER_THEN_POSTCODE.search(text):
                # A street's number or name, then the postcode, at the line's end: the town is
                # wrapped under it, alone on its line ("Diana-Holt-Ring 7-4, 18183" / "Gransee").
                town = _TOWN_FIRST.match(lines[under].text)
                if town is not None and town.end() >= len(lines[under].text.rstrip(" ,.")):
                    rest = town
            if rest is not None and centred and rest.end() < len(lines[under].text.rstrip(" ,.")):
                rest = None
            if rest is not None:
                line_spans[under].append(Span(0, rest.end(), "ADDRESS", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _fill_party_blocks(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A line of a few words between a party's name and its address (found above and below it,
        one left edge) is the block's too: the company line with no legal form ("黄麗華 /
        台灣五星電子 / 525新營博愛街96號之9"), which no pattern names."""
        from screenroute.router.redaction.layout import company_line

        def party(k: int | None, kinds: tuple[str, ...]) -> bool:
            # A line of the block found as one of ``kinds`` (and nothing but the block's types),
            # all of it: a task's title that names a company ("催華聯電子資訊有限公司付款") is the
            # next card's, not a block's line.
            if k is None or not any(
                s.entity_type in kinds
                and not lines[k].text[: s.start].strip()
                and not lines[k].text[s.end :].strip(" ,.;:")
                for s in line_spans[k]
            ):
                return False
            text = lines[k].text.strip()
            covered = sum(s.end - s.start for s in line_spans[k] if s.entity_type in _PARTY_TYPES)
            return covered >= 0.5 * len(text) and all(s.entity_type in _PARTY_TYPES for s in line_spans[k])

        for k, line in enumerate(lines):
            # A dialog's sentence is no company ("Saisissez le nom du client pour confirmer"); an
            # abbreviation before a name ("z. Hd. Waltraud Keller") makes no sentence.
            sentence = lower_case_words(line.text) >= 3
            if line_spans[k] or not layout.unmarked(k) or not company_line(line.text, lexicon) or sentence:
                continue
            above = _block_neighbour(lines, k, above=True)
            below = _block_neighbour(lines, k, above=False)
            # In a block's order: a name (or company) above, the address (or company) below. A
            # misread title between two cards has an address above it and a name below.
            if party(above, ("PERSON", "ORGANIZATION")) and party(below, ("ADDRESS", "ORGANIZATION")):
                line_spans[k].append(Span(0, len(line.text), "ORGANIZATION", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _title_names(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A name set as the screen's title (a profile page, a contact's card: "Mary Bryan" in
        large type, no label beside it): a line set at least 1.3 times the usual height, shaped
        like a name and holding no word of the lexicon ("Edit customer", "Order #96420" and
        "Account overview" stay) and no word that addresses the reader ("Zusammenfassung Ihres
        Antrags" stays). A title that only looks like a name is the cheaper mistake."""
        from screenroute.router.redaction.layout import company_line, looks_like_name

        heights = sorted(line.box.height for line in lines if line.text.strip())
        if not heights:
            return
        usual = heights[len(heights) // 2]
        # Glyph width tells type size better than a box's height (the OCR pads boxes): the usual
        # width per character of lines without CJK (whose characters are twice as wide).
        widths = sorted(_char_width(line) for line in lines if _no_cjk(line.text))
        usual_width = widths[len(widths) // 2] if widths else 0.0
        table_lines = layout.table_lines()
        for k, line in enumerate(lines):
            text = line.text.strip()
            if not layout.unmarked(k) or k in table_lines:
                continue
            larger = line.box.height >= 1.3 * usual or (
                line.box.height >= 1.1 * usual and _no_cjk(text) and _char_width(line) >= 1.5 * usual_width > 0
            )
            if not larger:
                continue
            name = _HONORIFIC.sub("", text)  # "Prof. Joseph Hellwig", "Mrs Jemma Brookes"
            if not looks_like_name(name, surname=True, particles=True):
                continue
            if name.split()[0].casefold() in _LEADING_FUNCTION_WORDS:
                continue  # a parcel's status in large type ("In Zustellung"), no one's name
            found = sum(s.end - s.start for s in line_spans[k] if s.entity_type == "PERSON") >= 0.5 * len(name)
            if not found:
                # A page's words ("Edit customer", "Neues Kundenkonto", "Acount overview") stay;
                # a short name one letter off a word ("Salud", "Saldo") is still a name.
                if line_spans[k] or any(_page_word(word, lexicon) for word in name.split()):
                    continue
                if any(word.casefold() in _POSSESSIVES for word in name.split()):
                    continue  # "Zusammenfassung Ihres Antrags": the page speaks to its reader
                if is_cjk(name[0]) and (lexicon.starts_with_word(name) or lexicon.begins_word(name)):
                    continue  # "顧客一" (顧客一覧 misread): a title that starts with a label word
                line_spans[k].append(Span(0, len(line.text), "PERSON", _LAYOUT_SCORE, "layout"))
            # The line right under a name set as a title, in smaller type, is the person's company
            # or role ("Mary Bryan" / "Johnson-Freeman").
            under = _block_neighbour(lines, k, above=False)
            if under is None or line_spans[under] or not layout.unmarked(under):
                continue
            below = lines[under].text
            if sum(ch.isalnum() for ch in below) < 2:
                continue  # a button read in part ("索" of 検索)
            plain = not any(lexicon.reads_as_word(word) for word in below.split())
            if company_line(below, lexicon) and plain:
                line_spans[under].append(Span(0, len(below), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
            elif (job := _ROLE_AT_COMPANY.match(below)) is not None:
                # A role at a company under the name ("Responsable logistique chez Leclercq",
                # "Facilities Manager at Jones"): the words after the preposition are the company's.
                line_spans[under].append(
                    Span(job.start("org"), len(below.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout")
                )

    @staticmethod
    def _sender_before_address(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon, given: GivenNames
    ) -> None:
        """A sender's line over a letter's window ("Labbé · 388, avenue de Becker, 62499 Roux",
        "Aguilar-King_65829 Michelle Center …"): the few capitalised words before the address and
        its separator are the sender's name, a firm's or a person's."""
        for k, line in enumerate(lines):
            starts = [s.start for s in line_spans[k] if s.entity_type == "ADDRESS" and s.start > 0]
            if not starts or not layout.unmarked(k):
                continue
            sender = _SENDER_BEFORE.fullmatch(line.text[: min(starts)])
            if sender is not None:
                _add_party(line_spans[k], sender, line.text, lexicon, given)
        # ...and a mail's sender or recipient before their address ("Absender Mangold
        # speer@example.org", "Day-Wilson <info@…>"), after the header's word or alone.
        for k, line in enumerate(lines):
            emails = [s.start for s in line_spans[k] if s.entity_type == "EMAIL_ADDRESS" and s.start > 0]
            if not emails:
                continue
            prefix = line.text[: min(emails)]
            before = _NAME_BEFORE_EMAIL.search(prefix)
            # The header's word may be caught in the capitalised run ("Absender Mangold"): the name
            # starts after it.
            while before is not None and _page_word(before["name"].split()[0], lexicon):
                before = _NAME_BEFORE_EMAIL.search(prefix, before.start("name") + len(before["name"].split()[0]))
            if before is None:
                continue
            head = line.text[: before.start("name")].strip()
            if head and not (lexicon.classify(head, header=True) is not None and _page_word(head, lexicon)):
                continue  # after words of its own the name may be a sentence's ("write to Sales at …")
            _add_party(line_spans[k], before, line.text, lexicon, given)

    @staticmethod
    def _given_name_over_surname(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon, given: GivenNames
    ) -> None:
        """A first name the gazetteer knows alone on its line, one capitalised word right under it in
        its column: a name wrapped in a narrow box ("Sadik" / "Seiler" in a list of recent payees),
        and a lower-case piece under that is the surname's end ("Bernasc" / "oni")."""

        def free(k: int) -> bool:
            return not line_spans[k] and layout.unmarked(k) and len(lines[k].text.split()) == 1

        def named_alone(k: int) -> bool:
            # Found already as a person, the whole line: the first name of a wrapped name ("Christof"
            # over "Bauer"), its surname still to find.
            text = lines[k].text
            covered = sum(s.end - s.start for s in line_spans[k] if s.entity_type == "PERSON")
            return (
                layout.unmarked(k)
                and len(text.split()) == 1
                and all(s.entity_type == "PERSON" for s in line_spans[k])
                and covered >= len(text.strip())
            )

        def right_under(k: int, given_word: str = "") -> int | None:
            # The line under ``k`` at its line spacing and its left edge (an avatar's initials beside
            # the name are no part of it, but the OCR may read them into the line: "Eric" / "EW
            # Williams", then the line starts left of the name and with the name's initials).
            box, h = lines[k].box, max(1, lines[k].box.height)
            under = []
            for m, o in enumerate(lines):
                if m == k or not -0.3 * h <= o.box.y0 - box.y1 <= 0.6 * h:
                    continue
                avatar = _AVATAR_BEFORE_SURNAME.match(o.text.strip()) if given_word else None
                name_initials = avatar is not None and avatar[1] == given_word[0] + avatar[2][0]
                if abs(o.box.x0 - box.x0) <= 0.6 * h or (name_initials and o.box.x0 < box.x0 < o.box.x1):
                    under.append(m)
            if len(under) != 1 or line_spans[under[0]] or not layout.unmarked(under[0]):
                return None
            return under[0]

        for k, line in enumerate(lines):
            word = line.text.strip()
            if not (free(k) or named_alone(k)) or not given.is_given(word) or not word[:1].isupper():
                continue
            under = right_under(k, word)
            if under is None:
                continue
            avatar = _AVATAR_BEFORE_SURNAME.match(lines[under].text.strip())
            surname = avatar[2] if avatar is not None else lines[under].text.strip()
            # (A surname may hold a second capital: "McDonald", "DeLuca".)
            if not regex.fullmatch(r"\p{Lu}[\p{Ll}'’-]+(?:\p{Lu}[\p{Ll}'’-]+)?", surname) or _page_word(
                surname, lexicon
            ):
                continue
            taken = [k, under]
            rest = right_under(under)
            if rest is not None and regex.fullmatch(r"\p{Ll}{1,6}", lines[rest].text.strip()):
                taken.append(rest)
            for m in taken:
                line_spans[m].append(Span(0, len(lines[m].text), "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _employers_under_roles(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A résumé's work history: a role with its years on its row ("Sachbearbeiterin … 2015 - 2018",
        "Alternant … 2021- 2024") over its employer's line ("Albrecht&Partner", "Tanguy"): that line,
        a few capitalised words that no rule took and that are no words of the page, is a company.
        (Over the first role stands the section's heading, "Expérience": no employer.)"""
        if not any(_YEAR_RANGE.fullmatch(line.text.strip()) for line in lines):
            return
        for k in range(len(lines)):
            beside = _beside(lines, k)
            if beside is None or not _YEAR_RANGE.fullmatch(lines[beside].text.strip()):
                continue
            below = _block_neighbour(lines, k, above=False)
            # (A part found already, a first name the gazetteer knows in "Hoareau Laurent", is the
            # company's too: the whole line is taken.)
            if below is None or not layout.unmarked(below):
                continue
            if any(s.entity_type not in _PARTY_TYPES or s.entity_type == "ADDRESS" for s in line_spans[below]):
                continue
            text = lines[below].text.strip()
            words = text.split()
            if not 1 <= len(words) <= _EMPLOYER_WORDS or any(ch.isdigit() for ch in text) or not _no_cjk(text):
                continue
            if not all(w[:1].isupper() or w.casefold() in _NOT_INITIALLED for w in words):
                continue
            if any(_page_word(w, lexicon) for w in words) or lexicon.word_run(text):
                continue
            line_spans[below].append(Span(0, len(lines[below].text.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _roles_under_names(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]]) -> None:
        """Under a line that is a name, a role at a company names the company ("Sophie Schenk" /
        "Einkäufer/in bei Trubin", "Stephanie Miller" / "Controller at Shaw"): a card's subtitle."""
        for k, line in enumerate(lines):
            named = sum(s.end - s.start for s in line_spans[k] if s.entity_type == "PERSON")
            if named < 0.6 * len(line.text.strip()):
                continue
            under = _block_neighbour(lines, k, above=False)
            if under is None or line_spans[under] or not layout.unmarked(under):
                continue
            below = lines[under].text
            if (job := _ROLE_AT_COMPANY.match(below)) is not None:
                line_spans[under].append(
                    Span(job.start("org"), len(below.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout")
                )

    @staticmethod
    def _fill_party_stacks(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon, given: GivenNames
    ) -> None:
        """A tight stack of three lines or more (one left edge, each line right under the last),
        two and a third of them at least found as a party's or its contacts, is a party's block
        (a signature, a contact card):
        its other lines shaped like a name, a company or an address line are the party's too
        ("Brandy Gibbs / Smith-Franco / 5609035197 / 9300 Banks Mount / Lynnchester,Mo 42483":
        the company and the town no pattern reads). A page's words, dates, references and
        sentences stay; so does a title over the block (set apart by more than a line's gap)."""
        from screenroute.router.redaction.layout import company_line, has_date, is_count, looks_like_name, shape_type

        kinds = _PARTY_TYPES | _CONTACT_TYPES | {"ID_NUMBER"}

        def found(k: int) -> bool:
            # What was read across a wrapped text's break says nothing of a stack's lines.
            covered = sum(s.end - s.start for s in line_spans[k] if s.entity_type in kinds and s.source != "wrapped")
            return covered >= 0.5 * len(lines[k].text.strip())

        def under(k: int, right: bool) -> int | None:
            upper = lines[k].box
            h = max(1, upper.height)
            tight = [
                m
                for m, o in enumerate(lines)
                if m != k
                and -0.3 * h <= o.box.y0 - upper.y1 <= 0.5 * h
                and abs((o.box.x1 - upper.x1) if right else (o.box.x0 - upper.x0)) <= 0.5 * h
            ]
            return tight[0] if len(tight) == 1 else None

        def stack_from(top: int, right: bool) -> list[int]:
            stack = [top]
            while (nxt := under(stack[-1], right)) is not None and nxt not in stack:
                stack.append(nxt)
            return stack

        seen: set[int] = set()
        for top in sorted(range(len(lines)), key=lambda k: lines[k].box.y0):
            if top in seen:
                continue
            stack = stack_from(top, right=False)
            if len(stack) < 3:
                # A letterhead set flush right (a document's issuer: its name over its address).
                stack = max(stack, stack_from(top, right=True), key=len)
            seen.update(stack)
            # The page's own words in it (a closing "Many thanks,", a role "Operations lead") are
            # no lines of the party's to count.
            stack = [k for k in stack if layout.roles[k] is None]
            hits = sum(found(k) for k in stack)
            if len(stack) < 3 or hits < 2 or 3 * hits < len(stack):
                continue
            # A first name alone on the first line, the surname wrapped under it (a narrow card:
            # "Richard" / "Schumacher"): the two lines read as one name.
            wrapped_name = _wrapped_name_pair(lines, stack, line_spans, layout, lexicon)
            for n, k in enumerate(stack):
                if n < 2 and wrapped_name:
                    line_spans[k].append(Span(0, len(lines[k].text), "PERSON", _LAYOUT_SCORE, "layout"))
                    continue
                text = lines[k].text.strip()
                words = text.split()
                if line_spans[k] or not layout.unmarked(k) or len(words) > 4 or "#" in text:
                    continue
                if "/" in text and not any(ch.islower() for ch in text):
                    continue  # headings in capitals the OCR glued ("MIETE/MONATEINZUG"), no company
                # Words the OCR glued are judged one by one too ("DirekteMitarbeitende": a heading).
                spaced = space_glued(text)
                glued_words = spaced.text.split() if spaced is not None else []
                if any(_page_word(w, lexicon) for w in (*words, *glued_words)) or lexicon.reads_as_word(text):
                    continue
                shape = shape_type(text)
                # The block's first line is a name or nothing: a card's title (a section's name)
                # sits there too. Chinese and Japanese names are found by their surnames; a short
                # CJK line here is more likely a misread title ("扩届先" for お届け先).
                name = _no_cjk(text) and looks_like_name(text, particles=True) and shape in ("PERSON", "VALUE")
                # A title over the block the OCR glued reads like a name too ("DirekteMitarbeitende"):
                # glued there, a name must start with a first name the gazetteer knows.
                # A firm named after two people heads a block as well ("Day-Wilson" over its address).
                firm = n == 0 and _DOUBLE_NAME.fullmatch(text) is not None and found(stack[1])
                # Over the block a card's title reads like a name too: words the OCR glued must start
                # with a first name the gazetteer knows, and no word may address the reader ("Ihre
                # Daten" over the applicant's details).
                spoken = words[0].casefold() in _LEADING_FUNCTION_WORDS or any(
                    w.casefold() in _POSSESSIVES for w in words
                )
                titled = (
                    name
                    and not spoken
                    and (
                        len(words) > 1 or (_CAMEL_NAME.match(text) and given.is_given(glued_words[0], also_words=True))
                    )
                )
                if n == 0 and not firm and not titled:
                    continue
                if firm:
                    line_spans[k].append(Span(0, len(lines[k].text), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
                    continue
                if name:
                    kind = "PERSON"
                elif shape == "ORGANIZATION" or (
                    shape == "VALUE"
                    and company_line(text, lexicon)
                    and all(w[:1].isupper() for w in words)
                    # One word is a company between found lines (a signature's "Smith-Franco"); at
                    # a card's end it is as likely a tag ("Buchhaltung").
                    and (len(words) > 1 or (0 < n < len(stack) - 1 and found(stack[n - 1]) and found(stack[n + 1])))
                ):
                    kind = "ORGANIZATION"
                elif (
                    shape == "ADDRESS"
                    and len(re.split(r"[\s,]+", text)) > 1
                    and sum(ch.isalpha() for ch in text) >= 4
                    and not is_count(text)
                    and not has_date(text)  # "Añadido 24/06/2022": a card's date, no street
                ):
                    kind = "ADDRESS"
                else:
                    continue
                line_spans[k].append(Span(0, len(lines[k].text), kind, _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _avatar_names(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A party's line beside an avatar with its initials is the party's name, whatever the
        name is: a firm without a legal form ("Smith-Parker" beside "S" in a list of payments), a
        name in capitals ("LUIS Y BLAZQUEZ S.COOP." beside "LB" on a business card), a surname the
        gazetteer does not know. Mail, chat, contact and CRM screens draw such badges by every
        name. The initials must be the line's: its first words' or its first and last word's
        ("Michael Bartlett" for MB, "Zelle received" beside it is no name); one initial stands
        for a line of two words at least or a surname in capitals ("NGUYEN" beside "N"; "Settings"
        beside "S" stays)."""
        from screenroute.router.redaction.layout import org_shaped

        def free(k: int) -> bool:
            return not line_spans[k] and layout.unmarked(k)

        for a, avatar in enumerate(lines):
            badge = avatar.text.strip()
            if _HAN_BADGE.fullmatch(badge) and not line_spans[a]:
                _han_badge_name(lines, a, layout, line_spans, lexicon)
                continue
            # A letter alone is no word, whatever the lexicon makes of it ("N" as in "N°"); two or
            # three may be one ("OK", "ID").
            if not _AVATAR.match(badge) or line_spans[a] or (len(badge) > 1 and not layout.unmarked(a)):
                continue
            if len(badge) > 1 and lexicon.reads_as_word(badge):
                continue
            best: tuple[float, int] | None = None
            for k, line in enumerate(lines):
                if k == a or not free(k):
                    continue
                h = max(1, line.box.height, avatar.box.height)
                centre_gap = abs((line.box.y0 + line.box.y1) - (avatar.box.y0 + avatar.box.y1)) / 2
                gap = max(line.box.x0 - avatar.box.x1, avatar.box.x0 - line.box.x1)
                if centre_gap > h or not -0.2 * h <= gap <= _AVATAR_REACH * line.box.height:
                    continue
                if _names_initials(line.text, badge, lexicon) and (best is None or gap < best[0]):
                    best = (gap, k)
            if best is not None:
                k = best[1]
                text = lines[k].text
                start = len(text) - len(text.lstrip())
                kind = "ORGANIZATION" if org_shaped(text) or "&" in text else "PERSON"
                line_spans[k].append(Span(start, len(text.rstrip()), kind, _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _lone_names(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """Lines that are a name and nothing else (titles and degrees around it allowed), stamped
        with a time, in a row with a time, a date or a contact, or right above or below a date, an
        amount or a contact in its block ("Jennifer Walsh … 10:42" in a message list, "Antonina
        Heydrich B.Sc.17:29" in a chat, a board card's assignee under its amount): two to four
        capitalised words of Latin script whose first is no word of the page ("Order Details",
        "Customer Service" stay; "Matthew Price" goes), or a Chinese or Japanese name starting with
        a common surname; set in capitals it is a heading. Without such a neighbour a list of these
        lines is as likely a menu or settings in title case ("Standby Mode", "Quick Access"); a name
        seen once beside one is found everywhere else by the known-value search."""
        from screenroute.router.redaction.layout import looks_like_name
        from screenroute.router.redaction.recognizers.person_context_recognizer import VERB_LAST_CONTACT

        candidates: dict[int, tuple[int, int, bool]] = {}  # line -> span of the name, stamped
        wrapped: dict[int, int] = {}  # line -> the next line, holding the rest of a hyphenated name
        # Lines read spaced: two tags glued ("RenewalSupport") read like a name too, so a neighbour
        # in the block tells only when no word of it stands alone elsewhere on the page ("Support").
        tag_like: set[int] = set()
        alone = {line.text.strip().casefold() for line in lines if len(line.text.split()) == 1}
        for k, line in enumerate(lines):
            if line_spans[k] or not layout.unmarked(k):
                continue
            text = line.text.rstrip()
            stamp = _TRAILING_TIME.search(text)
            full = text[: stamp.start()] if stamp else text
            own_end = len(full.rstrip())  # the name's end on this line
            rest = _block_neighbour(lines, k, above=False) if full.endswith("-") else None
            if rest is not None and not line_spans[rest] and layout.unmarked(rest):
                # A double name hyphenated over the line's end ("Myriam Schweizer-" / "Bühlmann"):
                # judged whole, its rest redacted with it.
                word = lines[rest].text.strip()
                if _NAME_WORD.match(word) and word[:1].isupper():
                    wrapped[k] = rest
                    full = full + word
            # Titles and degrees are the name's as written ("Dr. Laura Knapp", "Antonina Heydrich
            # B.Sc."); the words between them are judged.
            # A type set in capitals before it is an activity's, not the name's ("MEETING Jonathan
            # Stanley", "ANRUF Petra Lange" in a timeline): the words after it are judged.
            skip = _activity_tag(full)
            head = _HONORIFIC.match(full[skip:].lstrip())
            tail = _TRAILING_DEGREE.search(full)
            name = full[skip : tail.start()] if tail else full[skip:]
            if head is not None:
                name = name.lstrip()[head.end() :]
            start = len(full) - len(full[skip:].lstrip())
            words = name.split()
            glued_word = len(words) == 1 or not all(_NAME_WORD.match(w) for w in words)
            if glued_word and _no_cjk(name) and (spaced := space_glued(name.strip())) is not None:
                name = spaced.text  # a name the OCR glued ("GordonWoods", "ScottThomas-Bull"), judged spaced
                words = name.split()
                if any(w.casefold() in alone for w in words):
                    tag_like.add(k)
            if not _no_cjk(name):
                # Chinese or Japanese: a name of two to four characters that starts with a common
                # surname ("张伟 10:31", "山田太郎"), not a word of the page.
                core = name.strip()
                if looks_like_name(core, surname=True) and not lexicon.reads_as_word(core):
                    candidates[k] = (start, len(name.rstrip()), stamp is not None)
                continue
            if not 2 <= len(words) <= 4 or name.isupper():
                continue
            if any(ch.isdigit() for ch in name) or not looks_like_name(name, particles=True):
                continue
            if words[0].casefold() in _LEADING_FUNCTION_WORDS or not all(_NAME_WORD.match(w) for w in words):
                continue  # a phrase ("In Bearbeitung") or a product ("Cable USB-C"), not a name
            # A surname may be a word of the page ("Matthew Price"); a first word may not.
            if _page_word(words[0], lexicon) or lexicon.classify(name.strip()) is not None or lexicon.word_run(name):
                continue
            if _neutral_word(words[-1], lexicon):
                continue  # a role ("Office Administrator", "Procurement Lead"): its last word is the page's
            if lexicon.begins_word(name.strip()):
                continue  # a label wrapped after its first line ("National Insurance" / "number")
            candidates[k] = (start, own_end, stamp is not None)
        for k, (start, end, stamped) in candidates.items():
            box = lines[k].box
            h = max(1, box.height)
            # A row of a list about people: the name's row holds a time or a date (a message
            # list's, an activity's) or a contact found on it.
            row = [
                m
                for m, other in enumerate(lines)
                if m != k and min(box.y1, other.box.y1) - max(box.y0, other.box.y0) > 0.5 * h
            ]
            dated = any(
                _STAMP.fullmatch(lines[m].text.strip()) or any(s.entity_type in _CONTACT_TYPES for s in line_spans[m])
                for m in row
            )
            # ...or a card about a person: the line right above or below it in its block holds a
            # date ("Due: 04/12/2026") or an amount or a contact found ("USD 92,496.26").
            below = _block_neighbour(lines, k, above=False)
            for m in (_block_neighbour(lines, k, above=True), below):
                if (
                    m is not None
                    and k not in tag_like
                    and (
                        (len(lines[m].text) <= 24 and _STAMP.search(lines[m].text))
                        or any(s.entity_type in _CONTACT_TYPES | {"AMOUNT"} for s in line_spans[m])
                    )
                ):
                    dated = True
            # ...or a German task whose verb wrapped to the next line ("Giuliano Suter-Mäder" /
            # "zurückrufen").
            if below is not None and re.fullmatch(VERB_LAST_CONTACT, lines[below].text.strip(), re.IGNORECASE):
                dated = True
            if stamped or dated:
                if k in wrapped:
                    line_spans[wrapped[k]].append(
                        Span(0, len(lines[wrapped[k]].text.rstrip()), "PERSON", _LAYOUT_SCORE, "layout")
                    )
                line_spans[k].append(Span(start, end, "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _cjk_senders(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A Chinese or Japanese run that heads two stamped lines or more ("网本学08:31", "网本学 08:34"
        in a chat, a log's actor) is their sender: a name, whether or not its surname is a common
        one or was read right ("岡本" misread "网本"). Not a day's or a time's word ("今天 08:31",
        "下午 3:30") nor a word of the page."""
        heads: dict[str, list[tuple[int, int, int]]] = {}
        for k, line in enumerate(lines):
            if line_spans[k] or not layout.unmarked(k):
                continue
            head = _CJK_SENDER.match(line.text)
            if head is None:
                continue
            run = head.group(1)
            if _CJK_DAY_WORD.search(run) or lexicon.reads_as_word(run) or lexicon.classify(run) is not None:
                continue
            heads.setdefault(run, []).append((k, head.start(1), head.end(1)))
        for places in heads.values():
            if len(places) < 2:
                continue
            for k, start, end in places:
                line_spans[k].append(Span(start, end, "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _cut_names(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A name of one word at a line's end ("Send the contract to Tyler") was cut there: the
        next line of its block, one or two name-shaped words ("Hernandez"), is the rest of it;
        in running text, the next line's first word if it is capitalised and no word of the page
        ("an Dino" / "Gasser geschickt.", also glued by the OCR: "Gassergeschickt."). A longer
        name at a line's end may have lost its last word to the next line ("Macías") and a double
        name its second half ("Albert Grant-" / "Johnson")."""
        for k, line in enumerate(lines):
            text = line.text.rstrip()
            # A double name hyphenated over the line's end ("with Albert Grant-" / "Johnson") is cut too.
            hyphened = text.endswith("-")
            cut = [
                s
                for s in line_spans[k]
                if s.entity_type == "PERSON"
                and s.source == "pattern"
                and (s.end >= len(text) or (hyphened and s.end >= len(text) - 1))
                # A label's value ("Kundenbetreuer: Eva"): whether it wraps is the layout's to say.
                and not text[: s.start].rstrip().endswith((":", "："))
            ]
            if not cut:
                continue
            under = _block_neighbour(lines, k, above=False)
            if under is None or line_spans[under] or not layout.unmarked(under):
                continue
            words = lines[under].text.split()
            # After a name of two words or more, only one more word: a surname wrapped ("con
            # Régulo Catalán" / "Macías"); two may be the next card's assignee.
            # (A name the OCR glued, "InesBosshard", is two words already.)
            cut_name = text[cut[0].start : cut[0].end].strip()
            one_word = (" " not in cut_name and not _GLUED_WORDS.search(cut_name)) or hyphened
            if not one_word and not _RUNNING_TEXT.search(text[: cut[0].start]):
                # A name alone on its line, titles before it or not, is whole (an assignee over its
                # card's tags); in running text ("con Régulo Catalán") it may go on.
                continue
            named = (1 <= len(words) <= (2 if one_word else 1)) and all(
                _NAME_WORD.match(w) and w[:1].isupper() for w in words
            )
            if named and not _page_word(words[0], lexicon):
                line_spans[under].append(Span(0, len(lines[under].text), "PERSON", _LAYOUT_SCORE, "layout"))
                continue
            first = _CUT_REST.match(lines[under].text)
            if (
                one_word
                and first is not None
                and first.group().casefold() not in _LEADING_FUNCTION_WORDS
                and not _page_word(first.group(), lexicon)
            ):
                line_spans[under].append(Span(first.start(), first.end(), "PERSON", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _party_after_cut_preposition(
        lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon
    ) -> None:
        """A task's title cut right after the word that names its party ("Devis de renouvellement
        pour" / "Besson", "Appeldedemarrageavec" / "Noël Buisson"): the capitalised words that start
        the next line of its block are the party — a person's name, or a company."""
        from screenroute.router.redaction.layout import looks_like_name

        for k, line in enumerate(lines):
            # A label ending in its preposition ("Versand an", "What's it for") cuts no title.
            if not _CUT_PREPOSITION.search(line.text.rstrip()) or not layout.unmarked(k):
                continue
            under = _block_neighbour(lines, k, above=False)
            if under is None or line_spans[under] or not layout.unmarked(under) or _keys_of_a_list(lines, k, under):
                continue
            head = _ORG_HEAD.match(lines[under].text)
            if head is None or _page_word(head.group().split()[0], lexicon):
                continue
            run = head.group().strip().rstrip(",")
            kind = "PERSON" if looks_like_name(run, particles=True) and "&" not in run else "ORGANIZATION"
            line_spans[under].append(Span(0, head.end(), kind, _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _wrapped_orgs(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A company's name wrapped over two lines of a card's title: the line under holds its
        legal form and maybe its last words ("renovación para Minería" / "del Noroeste S.A.",
        "Eustaquio Redondo Aliaga" / "S.Coop.", "para Cuesta &" / "Asociados S.L.N.E"). The
        capitalised words that end the line above (after a lower-case word, glued to it or not,
        or all of it when the company's line goes on from it) are the company's first words;
        lower-case particles before the form's line go with it."""
        from screenroute.router.redaction.layout import _legal_form_only

        # A company cut after a comma or its connector at a line's end: the next line of its block
        # starts with the rest ("from Connolly," / "Henderson and Leonard", "… and" / "Sons").
        # (A line that is a partnership's first names and its connector, nothing else, is cut so
        # too: "Kim,Mendoza and" / "Blair" in a statement's payee column.)
        for k, line in enumerate(lines):
            text = line.text.rstrip()
            head = (
                not line_spans[k]
                and layout.unmarked(k)
                and (partners := _PARTNERS_CUT.fullmatch(text)) is not None
                and not any(_page_word(w, lexicon) for w in regex.findall(r"\p{Lu}[\p{L}'’-]*", partners.group()))
            )
            if not text.endswith(_ORG_CONNECTORS) or not (
                head or any(s.entity_type == "ORGANIZATION" and s.end >= len(text) - 1 for s in line_spans[k])
            ):
                continue
            under = _block_neighbour(lines, k, above=False)
            if under is None or not layout.unmarked(under):
                continue
            # (The last partner's name may be found as a person's: "Blair".)
            if line_spans[under] and not (head and all(s.entity_type == "PERSON" for s in line_spans[under])):
                continue
            rest = _ORG_HEAD.match(lines[under].text)
            if rest is not None and not _page_word(rest.group().split()[0], lexicon):
                line_spans[under].append(Span(0, rest.end(), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
                if head:
                    line_spans[k].append(Span(0, len(text), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
        for k, line in enumerate(lines):
            text = line.text
            orgs = [s for s in line_spans[k] if s.entity_type == "ORGANIZATION"]
            form_only = not orgs and layout.unmarked(k) and _legal_form_only(text)
            first = min(orgs, key=lambda s: s.start) if orgs else None
            if first is not None and not _ORG_LEAD.fullmatch(text[: first.start]):
                continue
            above = _block_neighbour(lines, k, above=True)
            if form_only and above is not None:
                # The form alone under a company found already to its line's end ("Benthin Stiftung
                # &Co." / "KGaA"): the name's last line.
                end = len(lines[above].text.rstrip())
                if any(s.entity_type == "ORGANIZATION" and s.end >= end - 1 for s in line_spans[above]):
                    line_spans[k].append(Span(0, len(text.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
                    continue
            if first is None and not form_only:
                # A partnership wrapped before its connector ("Contract renewal - Walker, Smith" /
                # "and Gregory"): two names and a comma end the line above.
                rest = _CONNECTOR_REST.match(text)
                pair = _PAIR_TAIL.search(lines[above].text.rstrip()) if rest and above is not None else None
                if pair is not None and above is not None and not line_spans[k] and layout.unmarked(k):
                    end = len(lines[above].text.rstrip())
                    line_spans[above].append(Span(pair.start(), end, "ORGANIZATION", _LAYOUT_SCORE, "layout"))
                    line_spans[k].append(Span(0, len(text.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout"))
                continue
            if above is None or not layout.unmarked(above):
                continue
            tail = _ORG_TAIL.search(lines[above].text.rstrip())
            if tail is None:
                continue
            lead = text[: first.start].strip() if first is not None else ""
            joined = form_only or bool(lead) or tail.group("run").rstrip().endswith(_ORG_CONNECTORS)
            if tail.start("run") == 0 and not joined:
                # A whole line over a company ("Verlängerung" over "Rey Meyer & Söhne") is a tag or
                # a title of its own unless the company's line goes on from it; one glued word may
                # end in the company's first word ("DevisderenouvellementpourLeduc").
                run = tail.group("run")
                glued_tail = _ORG_TAIL.search(run, 1) if " " not in run.strip() else None
                if glued_tail is None:
                    continue
                tail = glued_tail
            words = [w for w in regex.split(r"[\s,&]+", tail.group("run")) if w]
            if not words or lexicon.word_run(tail.group("run")) is not None or _page_word(words[0], lexicon):
                continue
            if lexicon.begins_word(tail.group("run").rstrip(" &,")):
                continue  # a label cut at the screen's edge ("Firmenbez"), not a company's first word
            line_spans[above].append(
                Span(tail.start("run"), len(lines[above].text.rstrip()), "ORGANIZATION", _LAYOUT_SCORE, "layout")
            )
            end = first.end if first is not None else len(text.rstrip())
            line_spans[k].append(Span(0, end, "ORGANIZATION", _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _continue_amounts(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]]) -> None:
        """A bare number in a stack of amounts is an amount: a totals block ("Net total 56.00 /
        Postage 7.83 / VAT 12.00") whose label the lexicon lacks, or a cell whose currency the OCR
        cut off or misread. The stack is lines aligned on their right edge (figures are right-aligned) or on
        their left, each within two line heights of the next; a number with two amounts in its
        stack goes with them.
        """
        for i, line in enumerate(lines):
            # A figure grouped in thousands with two decimals is an amount wherever it stands, its
            # currency cut off or set apart ("51 373,18" on a card, "1,234.56" in a cell).
            if not line_spans[i] and layout.protected[i] is None and _GROUPED_AMOUNT.fullmatch(line.text.strip()):
                line_spans[i].append(Span(0, len(line.text), "AMOUNT", _LAYOUT_SCORE, "layout"))
        # ...and so is one whose grouping the OCR lost ("77997,04"), alone on its line, on a page
        # that shows amounts elsewhere.
        if any(s.entity_type == "AMOUNT" for spans in line_spans for s in spans):
            for i, line in enumerate(lines):
                text = line.text.strip()
                if not line_spans[i] and layout.protected[i] is None and _CENTS_FIGURE.fullmatch(text):
                    line_spans[i].append(Span(0, len(line.text), "AMOUNT", _LAYOUT_SCORE, "layout"))
        whole = [
            i
            for i, spans in enumerate(line_spans)
            if any(s.entity_type == "AMOUNT" and s.end - s.start >= 0.6 * len(lines[i].text.strip()) for s in spans)
        ]
        # A number taken joins the stack: a receipt's column of prices over its two totals is
        # amounts from the bottom up, each within reach of the one below.
        grown = True
        while grown and len(whole) >= 2:
            grown = False
            for i, line in enumerate(lines):
                if line_spans[i] or layout.protected[i] is not None or not _BARE_NUMBER.fullmatch(line.text.strip()):
                    continue
                h = max(1, line.box.height)
                aligned = sorted(
                    [
                        k
                        for k in whole
                        if abs(lines[k].box.x1 - line.box.x1) <= 0.6 * h
                        or abs(lines[k].box.x0 - line.box.x0) <= 0.6 * h
                    ]
                    + [i],
                    key=lambda k: lines[k].box.y0,
                )
                at = aligned.index(i)
                lo = hi = at
                while lo > 0 and lines[aligned[lo]].box.y0 - lines[aligned[lo - 1]].box.y0 <= _STACK_STEP * h:
                    lo -= 1
                while (
                    hi < len(aligned) - 1
                    and lines[aligned[hi + 1]].box.y0 - lines[aligned[hi]].box.y0 <= _STACK_STEP * h
                ):
                    hi += 1
                if hi - lo >= 2:  # two amounts besides the number, one stack
                    line_spans[i].append(Span(0, len(line.text), "AMOUNT", _LAYOUT_SCORE, "layout"))
                    whole.append(i)
                    grown = True

    @staticmethod
    def _type_columns(lines: list[OcrLine], layout: PageLayout, line_spans: list[list[Span]], lexicon: Lexicon) -> None:
        """A table column whose header types nothing takes the type most of its cells have.

        The header may be a word the lexicon lacks, one the OCR misread ("单" for 単価), or
        missing; when at least two cells and most of the column hold one kind of value, the
        rest of the column is that kind too (a misread "-37月" among yen amounts is an amount).
        A column under an unknown header or none at all whose cells mostly look like names is a
        column of names (a neutral header — product, status — is never typed by names).
        """
        from screenroute.router.redaction.layout import looks_like_name, shape_type

        for column in layout.untyped_columns:
            cells = column.cells
            kinds: dict[str, int] = {}
            for i in cells:
                covered = {
                    s.entity_type
                    for s in line_spans[i]
                    if s.source == "pattern" and s.end - s.start >= 0.6 * len(lines[i].text.strip())
                }
                for kind in covered:
                    kinds[kind] = kinds.get(kind, 0) + 1
            if column.header != "neutral":
                names = sum(looks_like_name(lines[i].text, surname=True) for i in cells)
                kinds["PERSON"] = max(kinds.get("PERSON", 0), names)
                # Values no pattern reads but whose shape tells (figures grouped in thousands,
                # "505,718", under a header the OCR misread; account numbers of seven digits under
                # one the lexicon lacks): a column of that kind.
                # (Seven digits at least: a product's code, "365-53", is no one's number.)
                sums = sum(shape_type(lines[i].text) == "AMOUNT" for i in cells)
                kinds["AMOUNT"] = max(kinds.get("AMOUNT", 0), sums)
                numbers = sum(
                    shape_type(lines[i].text) == "ID_NUMBER" and sum(ch.isdigit() for ch in lines[i].text) >= 7
                    for i in cells
                )
                kinds["ID_NUMBER"] = max(kinds.get("ID_NUMBER", 0), numbers)
            if not kinds:
                continue
            kind, count = max(kinds.items(), key=lambda kv: kv[1])
            if count >= 2 and count * 2 > len(cells):
                for i in cells:
                    if kind in _FIGURE_KINDS and not any(ch.isdigit() for ch in lines[i].text):
                        continue  # words in a column of figures: a footer or a note under it, no figure
                    if kind in _PARTY_KINDS and not line_spans[i] and lexicon.reads_as_word(lines[i].text):
                        continue  # a word of the page among names: a cell's second line ("振込入金" misread)
                    if not any(s.entity_type == kind for s in line_spans[i]):
                        line_spans[i].append(Span(0, len(lines[i].text), kind, _LAYOUT_SCORE, "layout"))

    @staticmethod
    def _clean(
        text: str, spans: list[Span], protected: tuple[int, int] | None, lexicon: Lexicon, *, word_value: bool = False
    ) -> list[Span]:
        """Drop what would redact a label or button; trim spans off a protected label prefix.

        ``word_value``: the layout found the line to be a value though it reads as a page word.
        """
        # Page words the OCR glued into one line ("注文管理顧客管理": two menu items) hold no
        # name, whatever a pattern reads across their seam (顧客 "customer", then 管理).
        glued_words = not word_value and any(is_cjk(ch) for ch in text) and lexicon.word_run(text) is not None
        kept: list[Span] = []
        for span in spans:
            start, end = span.start, span.end
            if glued_words and span.source == "pattern":
                continue
            if protected is not None:
                lo, hi = protected
                if start < hi and end > lo:
                    if lo <= start and end <= hi:
                        continue
                    if start < hi <= end:
                        start = hi
                    elif start < lo < end:
                        end = lo
            while start < end and text[start].isspace():
                start += 1
            while end > start and text[end - 1].isspace():
                end -= 1
            if (
                span.entity_type == "AMOUNT"
                and start > 0
                and text[start - 1] in "+-−"
                and (start == 1 or not text[start - 2].isalnum())
            ):
                start -= 1  # the sign is the sum's ("+1'809.27" in a statement's amount column)
            if span.entity_type == "EMAIL_ADDRESS":
                # Chinese or Japanese glued before an address is covered with it (a name: "张伟zhang.wei@…"),
                # unless it is a label ("通知邮箱xiulan23@…").
                cjk = start
                while cjk < end and is_cjk(text[cjk]):
                    cjk += 1
                if cjk > start and lexicon.classify(text[start:cjk]) is not None:
                    start = cjk
                # A card's one-letter label glued to the address ("E" + "lucie57@…", "M" + "max@…"):
                # screens write addresses in small letters, so a lone capital before them is the
                # label's (and were it the address's, one letter says nothing).
                if (
                    end - start > 4
                    and "@" in text[start:end]
                    and text[start].isupper()
                    and text[start + 1].isalpha()
                    and not any(ch.isupper() for ch in text[start + 1 : end])
                    and (start == 0 or not text[start - 1].isalpha())
                ):
                    start += 1
            value = text[start:end]
            if not any(ch.isalnum() for ch in value):
                continue
            if word_value and span.source == "layout":
                kept.append(Span(start, end, span.entity_type, span.score, span.source))
                continue
            if lexicon.is_protected(value):
                continue
            if lexicon.word_run(value) is not None:
                continue  # the page's own words side by side ("檢視 編輯", "Order Details"), not a value
            if span.entity_type == "PERSON" and span.source == "pattern":
                if all(lexicon.is_word(w) for w in value.split()):
                    continue  # "Customer Service", "Order Details": words of the page, not a name
                if is_cjk(value[0]) and lexicon.starts_with_word(value):
                    continue  # "顧客一" (顧客一覧, misread) starts with a label word, not a surname
                if value in CN_NOT_NAMES:
                    continue  # "周一已收到定金": a weekday before a verb, not a surname and a name
                if is_cjk(value[-1]) and value[-1] in _SUM_CHARACTERS:
                    continue  # "付總额" (應付總額 misread): a sum's label, no name ends so
                if is_cjk(value[0]) and lexicon.begins_word(text.strip()):
                    continue  # "應付總" (應付總額 cut short): the start of a label, no name
                if value == text.strip() and lexicon.is_button_slip(value):
                    continue  # "傅送" alone on its line: the chat's 傳送 button misread, no name
            if span.entity_type == "ORGANIZATION" and span.source == "pattern":
                # The page's words a company's pattern took before the name ("Invoice CharltonInc",
                # "Zahlung von Braun AG") are the page's: the name starts after them.
                lead = _page_words_before(value, lexicon)
                if lead:
                    start += lead
                    value = text[start:end]
                words = value.split()
                if not words or (len(words) > 1 and all(lexicon.is_word(w) for w in words[:-1])):
                    continue  # "Customer Group", "Product Group": the page's words and a legal-form-like tail
                if lead and len(words) == 1 and not _GLUED_WORDS.search(words[0]):
                    # ...its tail alone left once the page's words are taken off ("Product Group"; a
                    # name glued to its form stays, "CharltonInc").
                    continue
            if span.entity_type == "PHONE_NUMBER" and span.source == "pattern" and _DATE.match(value):
                continue
            if span.entity_type == "ADDRESS" and _HOUSE_NUMBER.fullmatch(text[:start]):
                start = 0  # the house number the OCR glued to the street ("304,boulevard de Dupré")
            kept.append(Span(start, end, span.entity_type, span.score, span.source))
        return kept

    def _remember(self, text: str, spans: list[Span], lexicon: Lexicon) -> None:
        for span in spans:
            value = text[span.start : span.end]
            if not lexicon.is_protected(value):
                self.vault.placeholder_for(span.entity_type, value)

    def _known_keys(
        self, lexicon: Lexicon, inner: Iterable[tuple[str, str]] = ()
    ) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """The known values to look for (compact keys, longest first), and the words of known names
        to look for as whole words (an OCR slip elsewhere in the name must not hide its surname).
        ``inner``: values found inside longer ones, looked for too (a placeholder only where found)."""
        keys: dict[str, str] = {}
        words: dict[str, str] = {}
        given = self._given_names or default_given_names()
        for entity_type, value in [*self.vault.known_values(), *inner]:
            if entity_type == "PERSON":
                name_words = re.split(r"[\s,.·・/]+", value)
                # (Split where the OCR glued a first name the gazetteer knows to the rest too:
                # "InocencioSevillano" names "Inocencio"; "ShipRight" is a brand's, no "Ship".)
                if _CAMEL_NAME.match(value.strip()):
                    glued = _GLUED_AT.split(value.strip())
                    if given.is_given(glued[0]):
                        name_words = glued
                for word in name_words:
                    word_key, _ = _compact(word)
                    if (
                        len(word_key) >= _MIN_KNOWN_LATIN
                        and word_key.isalpha()
                        and not any(is_cjk(ch) for ch in word_key)
                        and word_key not in _NAME_AFFIXES
                        and not lexicon.is_word(word)
                    ):
                        words.setdefault(word_key, entity_type)
            key, _ = _compact(value)
            if entity_type == "VALUE" and not any(ch.isdigit() for ch in key) and len(value.split()) < 2:
                continue  # one plain word next to an unknown label ("Express") is no name to hunt for
            if any(is_cjk(ch) for ch in key):
                long_enough = len(key) >= _MIN_KNOWN_CJK
            elif key.isdigit() or entity_type == "AMOUNT":
                long_enough = len(key) >= _MIN_KNOWN_DIGITS
            else:
                long_enough = len(key) >= _MIN_KNOWN_LATIN
            if long_enough:
                keys.setdefault(key, entity_type)
        by_length = sorted(keys.items(), key=lambda kv: -len(kv[0]))
        return by_length, sorted(words.items(), key=lambda kv: -len(kv[0]))

    @staticmethod
    def _find_known(text: str, known: tuple[list[tuple[str, str]], list[tuple[str, str]]]) -> list[Span]:
        values, words = known
        if not (values or words) or not text:
            return []
        compact, origin = _compact(text)
        spans: list[Span] = []
        for key, entity_type in values:
            pos = compact.find(key)
            while pos >= 0:
                start, end = origin[pos], origin[pos + len(key) - 1] + 1
                # A name is found where it is written as one, capitalised or at a word's start:
                # "Lange" is no part of "Verlängerung" (glued after a word, "toEllenBentley", it is).
                not_a_name = entity_type not in ("PERSON", "ORGANIZATION") or any(is_cjk(ch) for ch in key)
                if not_a_name or text[start].isupper() or start == 0 or not text[start - 1].isalnum():
                    spans.append(Span(start, end, entity_type, _KNOWN_SCORE, "known"))
                pos = compact.find(key, pos + len(key))
        for key, entity_type in words:
            pos = compact.find(key)
            while pos >= 0:
                start, end = origin[pos], origin[pos + len(key) - 1] + 1
                # A whole word only: "Rose" in "Anne-Rose Rose", not in "Roses"; and written as a
                # name, capitalised ("Hi team" holds no word of "Support Team").
                whole = (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum())
                # In a run the OCR glued ("Re:Order#91269-Bethconfirmsthenewdeliverydate."), a
                # capitalised known word is the name whatever follows; in a short word ("Hallo") not.
                # Glued after a small word and ending where a word ends ("aMaria dela", "EttaBauer")
                # it is the name too.
                ends = end == len(text) or not text[end].isalpha() or text[end].isupper()
                camel = start > 0 and text[start - 1].islower()
                glued = not whole and (
                    (_glued_run(text, start) and not text[start - 1 : start].isupper()) or (camel and ends)
                )
                if (whole or glued) and text[start].isupper():
                    spans.append(Span(start, end, entity_type, _KNOWN_SCORE, "known"))
                pos = compact.find(key, pos + len(key))
        return spans

    @staticmethod
    def _merge(spans: list[Span]) -> list[Span]:
        """Union overlapping spans; the merged span takes the type of its highest-scoring part."""
        merged: list[Span] = []
        for span in sorted(spans, key=lambda s: (s.start, -s.end)):
            if merged and span.start < merged[-1].end:
                last = merged[-1]
                best = last if (last.score, last.end - last.start) >= (span.score, span.end - span.start) else span
                merged[-1] = Span(
                    last.start, max(last.end, span.end), best.entity_type, max(last.score, span.score), best.source
                )
            else:
                merged.append(span)
        return merged

    def _replace(self, text: str, spans: list[Span]) -> tuple[str, list[tuple[Span, str]]]:
        parts: list[str] = []
        placed: list[tuple[Span, str]] = []
        cursor = 0
        for span in spans:
            placeholder = self.vault.placeholder_for(span.entity_type, text[span.start : span.end])
            parts.append(text[cursor : span.start])
            parts.append(placeholder)
            placed.append((span, placeholder))
            cursor = span.end
        parts.append(text[cursor:])
        return "".join(parts), placed

    # -- pixels ------------------------------------------------------------------------------
    def _span_box(self, frame: Frame, line: OcrLine, span: Span, layout: PageLayout) -> Box:
        """The pixels to fill for ``span``: the whole line box, or the part of it the span covers.

        A part's edges are placed from the pixels, best first: when the line's blank runs match
        the spaces in its text one to one, the space before (after) the value gives its edge;
        when the ink falls into about one blob per character (Latin text whose spaces the OCR
        dropped: "Sous-total:-9288,36"), the value's first and last characters are found among
        the blobs, moved outwards by the count's mismatch; otherwise the character-width
        estimate is moved outwards to the nearest gap. Covering a letter of a neighbour is
        safer than leaving one of the value.
        """
        box = line.box
        h = max(1, box.height)
        pad = max(self._margin, round(0.15 * h))
        x0, x1 = box.x0 - pad, box.x1 + pad
        text = line.text
        if span.start > 0 or span.end < len(text.rstrip()):
            gaps = self._gaps(frame, box)
            char_w = max(2, box.width // max(1, len(text)))
            spaces = self._space_runs(text)
            aligned = len(gaps) == len(spaces)
            # Where the ink spaces a label's colon from its value but the OCR glued them
            # ("Name:Prof. Endrit"), the runs align once that space is put back. A colon between
            # digits is a time's ("15:10"), set without a space: none is put back there.
            start, end = span.start, span.end
            glued = [
                k + 1
                for k, ch in enumerate(text[:-1])
                if ch in ":："
                and not text[k + 1].isspace()
                and not (k > 0 and text[k - 1].isdigit() and text[k + 1].isdigit())
            ]
            # Latin text only: Chinese and Japanese set no spaces, and the gaps between their glyphs
            # may reach a word space's width ("お支払い カード"), so the count proves nothing there.
            latin = not any(is_cjk(ch) for ch in text)
            if not aligned and latin and glued and len(gaps) == len(spaces) + len(glued):
                spaced = "".join(ch + (" " if k + 1 in glued else "") for k, ch in enumerate(text))
                spaces, aligned = self._space_runs(spaced), True
                start += sum(g <= span.start for g in glued)
                end += sum(g < span.end for g in glued)
            blobs = self._blobs(frame, box) if not aligned else []
            glyphs = [k for k, ch in enumerate(text) if not ch.isspace()]
            slack = len(blobs) - len(glyphs)
            by_blob = bool(blobs) and 0 <= slack <= max(1, len(glyphs) // 10) and latin
            if span.start > 0:
                k = self._run_ending_at(spaces, start)
                colon = None if aligned and k is not None else self._after_colon_glyph(frame, box, text, span.start)
                if aligned and k is not None:
                    x0 = box.x0 + gaps[k][1] - max(1, (gaps[k][1] - gaps[k][0]) // 3)
                elif colon is not None:
                    x0 = colon
                elif by_blob:
                    first = max(0, sum(1 for g in glyphs if g < span.start) - slack)
                    x0 = (
                        box.x0
                        + blobs[first][0]
                        - (1 if first == 0 else max(1, (blobs[first][0] - blobs[first - 1][1]) // 2))
                    )
                else:
                    estimate = sub_box(line, span.start, span.end).x0
                    after_colon = (
                        self._gap_after_colon(text, span.start, gaps, estimate - box.x0, char_w) if latin else None
                    )
                    lexicon = self._lexicon or default_lexicon()
                    if after_colon is not None:
                        x0 = box.x0 + after_colon[1] - max(1, (after_colon[1] - after_colon[0]) // 3)
                    elif is_cjk(text[span.start - 1]) and lexicon.classify(text[: span.start].strip()) is not None:
                        # A Chinese or Japanese label glued before the value ("支出￥-11,087.32"): its
                        # glyphs touch the value's, so no gap marks the seam; the estimate does.
                        x0 = estimate
                    else:
                        x0 = self._outwards(gaps, box.x0, estimate, char_w, left=True)
            if span.end < len(text.rstrip()):
                k = self._run_starting_at(spaces, end)
                if aligned and k is not None:
                    x1 = box.x0 + gaps[k][0] + max(1, (gaps[k][1] - gaps[k][0]) // 3)
                elif by_blob:
                    last = min(len(blobs) - 1, sum(1 for g in glyphs if g < span.end) - 1 + slack)
                    x1 = (
                        box.x0
                        + blobs[last][1]
                        + (1 if last == len(blobs) - 1 else max(1, (blobs[last + 1][0] - blobs[last][1]) // 2))
                    )
                else:
                    x1 = self._outwards(gaps, box.x0, sub_box(line, span.start, span.end).x1, char_w, left=False)
        return Box(
            max(0, x0),
            max(0, box.y0 - self._margin),
            min(frame.width, max(x1, x0 + 1)),
            min(frame.height, box.y1 + self._margin),
        )

    @staticmethod
    def _clear_of_labels(box: Box, lines: list[OcrLine], index: int, layout: PageLayout, kept: list[bool]) -> Box:
        """``box`` kept off the labels and headings right above and below its line: the paint's
        margin must not cover the bottom of "ABSENDER" over the sender's name, set tight, nor the
        top of "截止日期：" under a card's company. ``kept``: lines sent as they are (nothing found
        in them), kept off alike — a label the lexicon lacks ("スマホ") is one of them."""
        line = lines[index].box
        x0_, x1_ = box.x0, box.x1
        y0, y1 = box.y0, box.y1
        give = max(1, line.height // 4)  # never cut into more of the line's own box than its padding
        for j, other in enumerate(lines):
            protected = layout.protected[j] or ((0, len(other.text)) if kept[j] else None)
            if j == index or protected is None:
                continue
            # A label before its value on its line ("截止日期：2026-06-15") is kept off too: where
            # it lies is estimated from its share of the line's characters.
            lo, hi = protected
            width = other.box.x1 - other.box.x0
            x0 = other.box.x0 + width * lo // max(1, len(other.text))
            x1 = other.box.x0 + width * hi // max(1, len(other.text))
            if x1 <= box.x0 or x0 >= box.x1:
                continue
            beside = min(other.box.y1, line.y1) - max(other.box.y0, line.y0) > 0.5 * min(other.box.height, line.height)
            if beside:
                # A label beside the value on its row, the OCR's boxes overlapping by their padding
                # ("支出" and "TWD-168,578"): the paint stops half way between them.
                if other.box.x0 < line.x0 and x1 > box.x0:
                    x0_ = max(x0_, x1 if x1 <= line.x0 else (x1 + line.x0 + 1) // 2)
                elif other.box.x1 > line.x1 and x0 < box.x1:
                    x1_ = min(x1_, x0 if x0 >= line.x1 else (x0 + line.x1) // 2)
                continue
            # Where the two boxes overlap (OCR boxes of lines set tight share their padding), the
            # paint stops half way: the value's glyphs are covered, the label's are not.
            if other.box.y1 <= line.y0 + give and other.box.y0 < line.y0:
                # A line above, touching this one's box at most by its padding.
                y0 = max(y0, other.box.y1 if other.box.y1 <= line.y0 else (other.box.y1 + line.y0 + 1) // 2)
            elif other.box.y0 >= line.y1 - give and other.box.y1 > line.y1:
                y1 = min(y1, other.box.y0 if other.box.y0 >= line.y1 else (other.box.y0 + line.y1) // 2)
        if (x0_, y0, x1_, y1) == (box.x0, box.y0, box.x1, box.y1):
            return box
        return Box(x0_, y0, max(x1_, x0_ + 1), max(y1, y0 + 1))

    @staticmethod
    def _ink_mask(frame: Frame, box: Box) -> np.ndarray:
        """Per pixel of ``box``: whether it is text (differs clearly from the background)."""
        crop = frame.pixels[max(0, box.y0) : box.y1, max(0, box.x0) : box.x1].astype(np.int16)
        if crop.size == 0:
            return np.zeros((0, 0), dtype=bool)
        gray = crop.mean(axis=2)
        # The line box's border is background; text is what differs clearly from it.
        background = np.median(np.concatenate([gray[0], gray[-1], gray[:, 0], gray[:, -1]]))
        mask: np.ndarray = np.abs(gray - background) > 48
        return mask

    @classmethod
    def _ink(cls, frame: Frame, box: Box) -> np.ndarray:
        """Per pixel column of ``box``: whether it holds text."""
        mask = cls._ink_mask(frame, box)
        return np.asarray(mask.any(axis=0), dtype=bool) if mask.size else np.zeros(0, dtype=bool)

    @classmethod
    def _after_colon_glyph(cls, frame: Frame, box: Box, text: str, start: int) -> int | None:
        """Where a value right after its label's colon begins, from the colon's glyph in the pixels.

        The label is what the OCR reads worst: it drops characters ("一儿F：" for メールアドレス：)
        and glues the value on ("Name:AlexandraWeber"), so character counts put the edge inside the
        label. The colon's ink is unmistakable — a narrow column of two small dots one above the
        other — and the value starts after it. Only for a label with one colon, its last character,
        and a value without one.
        """
        prefix = text[:start].rstrip()
        if not prefix or prefix[-1] not in ":：" or sum(ch in ":：" for ch in prefix) != 1:
            return None
        if any(ch in ":：;；" for ch in text[start:]):
            return None  # a colon in the value ("10:45") could be taken for the label's
        mask = cls._ink_mask(frame, box)
        if mask.size == 0:
            return None
        h = mask.shape[0]
        blobs = cls._runs(np.asarray(mask.any(axis=0), dtype=bool))
        for n, (b0, b1) in enumerate(blobs[:-1]):
            if b1 - b0 > max(3, round(0.25 * h)):
                continue
            rows = np.flatnonzero(mask[:, b0:b1].any(axis=1))
            runs = np.split(rows, np.flatnonzero(np.diff(rows) > 1) + 1) if rows.size else []
            dots = len(runs) == 2 and all(len(r) <= 0.3 * h for r in runs) and runs[1][0] - runs[0][-1] > 0.12 * h
            if dots:
                after = blobs[n + 1][0]
                return box.x0 + b1 + max(1, (after - b1) // 2)
        return None

    @classmethod
    def _blobs(cls, frame: Frame, box: Box) -> list[tuple[int, int]]:
        """Runs of inked columns inside ``box`` ([start, end) relative to its left edge): about one per glyph."""
        return cls._runs(cls._ink(frame, box))

    @staticmethod
    def _runs(ink: np.ndarray) -> list[tuple[int, int]]:
        """[start, end) of each run of True in a column mask."""
        runs: list[tuple[int, int]] = []
        start = None
        for x, inked in enumerate(ink):
            if inked and start is None:
                start = x
            elif not inked and start is not None:
                runs.append((start, x))
                start = None
        if start is not None:
            runs.append((start, len(ink)))
        return runs

    @staticmethod
    def _space_runs(text: str) -> list[tuple[int, int]]:
        """[start, end) of each run of whitespace inside ``text`` (not at its ends)."""
        runs: list[tuple[int, int]] = []
        stripped_end = len(text.rstrip())
        i = len(text) - len(text.lstrip())
        while i < stripped_end:
            if text[i].isspace():
                j = i
                while j < stripped_end and text[j].isspace():
                    j += 1
                runs.append((i, j))
                i = j
            else:
                i += 1
        return runs

    @staticmethod
    def _run_ending_at(runs: list[tuple[int, int]], position: int) -> int | None:
        return next((k for k, (_, end) in enumerate(runs) if end == position), None)

    @staticmethod
    def _run_starting_at(runs: list[tuple[int, int]], position: int) -> int | None:
        return next((k for k, (start, _) in enumerate(runs) if start == position), None)

    @classmethod
    def _gaps(cls, frame: Frame, box: Box) -> list[tuple[int, int]]:
        """Blank column runs at least a word space wide inside ``box``, relative to its left edge."""
        ink = cls._ink(frame, box)
        inked = np.flatnonzero(ink)
        if inked.size == 0:
            return []
        min_run = max(3, round(0.2 * box.height))
        gaps: list[tuple[int, int]] = []
        start = None
        for x in range(int(inked[0]), int(inked[-1]) + 1):
            if not ink[x] and start is None:
                start = x
            elif ink[x] and start is not None:
                if x - start >= min_run:
                    gaps.append((start, x))
                start = None
        return gaps

    @staticmethod
    def _gap_after_colon(
        text: str, start: int, gaps: list[tuple[int, int]], estimate: int, char_w: int
    ) -> tuple[int, int] | None:
        """The blank run after a label's colon, for a value the OCR glued to it ("Name:Alexandra
        Weber" read "Name:AlexandraWeber-Sidler"): the gap nearest the estimated edge, within a
        couple of characters of it. Wide letters in the label put the estimate a character early;
        the value's own first word is further on than the colon's gap is from the estimate."""
        if start == 0 or text[:start].rstrip()[-1:] not in (":", "："):
            return None
        near = [g for g in gaps if abs((g[0] + g[1]) // 2 - estimate) <= 2 * char_w]
        return min(near, key=lambda g: abs((g[0] + g[1]) // 2 - estimate)) if near else None

    @staticmethod
    def _outwards(gaps: list[tuple[int, int]], origin: int, estimate: int, char_w: int, *, left: bool) -> int:
        rel = estimate - origin
        tolerance = char_w // 2
        if left:
            options = [(s + e) // 2 for s, e in gaps if (s + e) // 2 <= rel + tolerance]
            return origin + (max(options) if options and rel - max(options) <= 3 * char_w else rel - char_w)
        options = [(s + e) // 2 for s, e in gaps if (s + e) // 2 >= rel - tolerance]
        return origin + (min(options) if options and min(options) - rel <= 3 * char_w else rel + char_w)

    def _paint(self, frame: Frame, boxes: list[Box]) -> Frame:
        pixels = frame.pixels.copy()
        for box in boxes:
            if box.x1 > box.x0 and box.y1 > box.y0:
                pixels[box.y0 : box.y1, box.x0 : box.x1] = self._fill
        return Frame(pixels=pixels, geometry=frame.geometry, captured_at=frame.captured_at)
