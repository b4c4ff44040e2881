"""The one text normaliser used wherever on-screen text is matched: grounding, risk, planners.

PP-OCR's Chinese model glues English words ("Savepassword?"), CSS upper-cases links,
pages mix full- and half-width punctuation, and hostile pages hide zero-width or control
characters inside labels or spell them with look-alike letters from other scripts
(Cyrillic "Dеlete"). Both sides of every comparison go through the same function:

- :func:`fold`: NFKC, casefold, invisible characters removed, spaces collapsed;
- :func:`normalise`: :func:`fold`, then letters and digits only (grounding, file names);
- :func:`comparable`: what the risk gate compares — :func:`fold`, traditional Chinese as
  simplified, then the Unicode TR39 skeleton (every confusable character as its prototype:
  Cyrillic "е" is "e", "ℓ" is "l", "rn" and "m" meet; ASCII digits are kept), combining marks
  dropped. Two labels that look alike have the same comparable form.

The tables come from Unicode's confusables.txt and OpenCC's character table, generated
into :mod:`screenroute.contract._text_tables` by ``proto/generate_text_tables.py``.
"""

from __future__ import annotations

import functools
import unicodedata

from screenroute.contract import _text_tables

__all__ = ["comparable", "fold", "is_invisible", "normalise", "simplified", "skeleton"]


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


def normalise(text: str) -> str:
    """The matching form of ``text``: :func:`fold`, then letters and digits only."""
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
    return _parse("".join(_text_tables.TRADITIONAL_TO_SIMPLIFIED))


def simplified(text: str) -> str:
    """``text`` with traditional Chinese characters as their simplified forms (刪除 → 删除)."""
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
