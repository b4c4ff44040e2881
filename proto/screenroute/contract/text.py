"""The one text normaliser used wherever on-screen text is matched: grounding, risk, planners.

PP-OCR's Chinese model glues English words ("Savepassword?"), CSS upper-cases links,
pages mix full- and half-width punctuation, and hostile pages hide zero-width or control
characters inside labels or spell them with look-alike letters from other scripts
(Cyrillic "Dеlete"). Both sides of every comparison go through the same function:

- :func:`fold`: NFKC, casefold, invisible characters removed, spaces collapsed;
- :func:`normalise`: :func:`fold`, then letters and digits only (grounding, file names);
- :func:`comparable`: what the risk gate compares — :func:`fold`, traditional Chinese (and
  Japanese shinjitai forms) as simplified, then the Unicode TR39 skeleton (every confusable character as its prototype:
  Cyrillic "е" is "e", "ℓ" is "l", "rn" and "m" meet; ASCII digits are kept), combining marks
  dropped. Two labels that look alike have the same comparable form;
- :func:`reads_as`: whether a label written in any script is what a reader that writes Latin
  and CJK (PP-OCR's alphabet) shows for it — each letter compared in :func:`comparable` form in
  either case ("н" looks like "H", "ư" like "u"), a letter that looks like no Latin letter
  ("и", "π") allowed to come back as any Latin letter, within limits.

The tables come from Unicode's confusables.txt and OpenCC's character tables, generated
into :mod:`screenroute.contract._text_tables` by ``proto/generate_text_tables.py``.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from screenroute.contract import _text_tables

__all__ = ["comparable", "fold", "is_invisible", "normalise", "reads_as", "simplified", "skeleton"]


# Default-ignorable code points that are not format characters: Hangul fillers (letters that
# draw nothing), the combining grapheme joiner, variation selectors, Khmer inherent vowels.
_IGNORABLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u3164\uffa0"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
)


def is_invisible(ch: str) -> bool:
    """Characters that draw nothing: format and control characters (zero-width joiners, bidi
    marks, soft hyphens, NUL…) and the other default-ignorables (Hangul fillers, variation selectors)."""
    if ch in _IGNORABLE or 0xE0100 <= ord(ch) <= 0xE01EF:
        return True
    return unicodedata.category(ch) in ("Cf", "Cc") and ch not in "\t\n"


def fold(text: str) -> str:
    """NFKC, casefolded, invisible characters removed, runs of whitespace as one space."""
    folded = unicodedata.normalize("NFKC", "".join(ch for ch in text if not is_invisible(ch))).casefold()
    # NFKC can produce new invisible characters from compatibility forms; drop those too.
    return " ".join("".join(ch for ch in folded if not is_invisible(ch)).split())


@functools.lru_cache(maxsize=16384)
def normalise(text: str) -> str:
    """The matching form of ``text``: :func:`fold`, then letters and digits only (worked out once per
    text: a screen's lines recur frame after frame and are matched against every text looked for)."""
    return "".join(ch for ch in fold(text) if unicodedata.category(ch)[0] in "LN")


def _parse(table: str) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for entry in table.split(","):
        if entry:
            source, target = entry.split(":")
            mapping[int(source, 16)] = "".join(chr(int(cp, 16)) for cp in target.split())
    return mapping


@functools.cache
def _confusables() -> dict[int, str]:
    return _parse("".join(_text_tables.CONFUSABLES))


@functools.cache
def _simplified() -> dict[int, str]:
    to_simplified = _parse("".join(_text_tables.TRADITIONAL_TO_SIMPLIFIED))
    # A Japanese form goes through its traditional character to the simplified one (対 → 對 → 对).
    japanese = {
        source: "".join(to_simplified.get(ord(ch), ch) for ch in traditional)
        for source, traditional in _parse("".join(_text_tables.JAPANESE_TO_TRADITIONAL)).items()
    }
    return {**japanese, **to_simplified}


def simplified(text: str) -> str:
    """``text`` with traditional Chinese characters, and Japanese shinjitai forms, as their simplified
    forms (刪除 → 删除, 対応 → 对应): the spellings of one character that a reader takes for one another."""
    return text.translate(_simplified())


def skeleton(text: str) -> str:
    """The Unicode TR39 skeleton: NFD, every character as its confusable prototype, NFD again."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", text).translate(_confusables()))


def _skeleton_keep_digits(text: str) -> str:
    # ASCII digits stay digits: amounts and counters must not read as words ("00" is not "OO").
    return "".join(ch if ch.isascii() and ch.isdigit() else skeleton(ch) for ch in text)


def comparable(text: str) -> str:
    """The form two labels are compared in when it matters what they *look* like (the risk gate).

    NFKC with invisible characters removed, simplified Chinese, the TR39 skeleton taken
    before case folding (Cyrillic "Т" looks like "T", its lower case "т" like nothing Latin)
    and again after it, combining marks dropped (OCR drops umlauts as often as it keeps
    them), casefolded. Spaces are kept, so words can still be told apart.
    """
    visible = "".join(ch for ch in unicodedata.normalize("NFKC", text) if not is_invisible(ch))
    skel = _skeleton_keep_digits(simplified(" ".join(visible.split())))
    skel = _skeleton_keep_digits(skel.casefold())
    return " ".join("".join(ch for ch in skel if unicodedata.category(ch) != "Mn").casefold().split())


# How much of a label may be letters a Latin-and-CJK reader has no way to write: at most half of
# its letters, and at least this many must look the same on both sides. Russian "Далее" keeps 3 of
# 5 ("а", "е", "е"), "Сохранить" 8 of 9; an Arabic label keeps none and never matches.
_UNREADABLE_SHARE = 0.5
_MIN_SEEN_LETTERS = 3
# An unreadable letter is read as one or two Latin characters ("и" as "U", "ы" as "bI").
_UNREADABLE_WIDTH = 2


_NUMBER = re.compile(r"\d+(?:[.,:/-]\d+)*")


def _numbers(text: str) -> list[str]:
    return _NUMBER.findall(unicodedata.normalize("NFKC", text))


def _kept(form: str) -> str:
    return "".join(ch for ch in form if unicodedata.category(ch)[0] in "LN")


@functools.lru_cache(maxsize=4096)
def _looks(ch: str) -> tuple[str, ...]:
    """What one written character may be read as: its comparable form in lower and in upper case
    (lower-case Cyrillic "н" is a small capital H to the eye), letters and digits only."""
    return tuple(dict.fromkeys(f for f in (_kept(comparable(ch)), _kept(comparable(ch.upper()))) if f))


def reads_as(written: str, read: str) -> bool:
    """Whether ``read`` (what a reader of Latin and CJK text — OCR — took from the screen) is the
    label ``written`` (a task file's, in any script), whole.

    Letters and digits are compared one by one in :func:`comparable` form, in either case, so
    diacritics and combining marks OCR drops ("Lưu" read "Luu"), look-alikes from other scripts
    ("Сохранить" read "CoxpaHUTb") and spaces OCR glued or split do not matter. A letter whose
    forms are none of them ASCII ("и", "π", "д") may be read as one or two ASCII letters or digits
    (the reader had to write *something*): at most half of the label's letters, and at least
    three must look the same. Everything else must match exactly: "Save" is not "Save and delete"
    nor "Sane", a CJK character is not another one, "Pay 25.00" not "Pay 2500" (numbers compare
    with their separators). A label of symbols only compares whole.
    """
    if (numbers := _numbers(written)) and numbers != _numbers(read):
        return False  # "Pay 25.00" is not "Pay 2500": amounts and counters compare with their separators
    chars = [ch for ch in unicodedata.normalize("NFKC", written) if not is_invisible(ch)]
    options = [opts for ch in chars if (opts := _looks(ch))]
    seen = _kept(comparable(read))
    if not options:
        return bool(comparable(written)) and comparable(written) == comparable(read)
    budget = int(len(options) * _UNREADABLE_SHARE)
    if len(options) - budget < _MIN_SEEN_LETTERS:
        budget = max(0, len(options) - _MIN_SEEN_LETTERS)
    # best[j]: the fewest unreadable letters spent to read the options so far as seen[:j].
    inf = len(options) + 1
    best = [0] + [inf] * len(seen)
    for opts in options:
        wild = not any(o.isascii() for o in opts)
        nxt = [inf] * (len(seen) + 1)
        for j, cost in enumerate(best):
            if cost >= inf:
                continue
            for o in opts:
                if seen.startswith(o, j):
                    nxt[j + len(o)] = min(nxt[j + len(o)], cost)
            if wild:
                for width in range(1, _UNREADABLE_WIDTH + 1):
                    piece = seen[j : j + width]
                    if len(piece) == width and piece.isascii():
                        nxt[j + width] = min(nxt[j + width], cost + 1)
        best = nxt
    return best[len(seen)] <= budget
