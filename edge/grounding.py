"""Find a piece of text among OCR lines despite OCR's quirks, and where on screen it is.

PP-OCR's Chinese model glues English words ("Exportcsv"), CSS can upper-case a link
("EXPORT CSV", "LOG OUT"), labels carry colons ("Title:") and pages mix full- and
half-width punctuation ("：", "（"). Both sides are normalised the same way (NFKC,
casefold, only letters and digits kept) and matched in tiers, best first:

1. **exact** — the whole normalised line equals the target;
2. **contained** — the target occurs inside a longer line ("Orders" in "Orders Add Change");
   the match gets a sub-box estimated from the character position;
3. **fuzzy** — a difflib ratio of at least ``FUZZY_THRESHOLD`` against the whole line or a
   same-length window of it (OCR misreads a letter: "Exp0rt CSV").

Only the best tier with any match is returned, so an exact button label wins over the
same word inside a breadcrumb. Matches come back in reading order (top-to-bottom, then
left-to-right).
"""

from __future__ import annotations

import difflib
import unicodedata
from dataclasses import dataclass

from edge.geometry import Box
from edge.ocr.base import OcrLine

__all__ = ["FUZZY_THRESHOLD", "contains_all", "find_all", "find_text", "normalise", "sub_box"]

#: Minimum difflib ratio for a fuzzy match; below ~0.8 different short labels start to collide.
FUZZY_THRESHOLD = 0.8
#: Fuzzy matching on very short targets ("OK", "No") matches nearly anything; require this many characters.
_FUZZY_MIN_LEN = 4
#: Relative width of a full-width (CJK) character against a Latin one in proportional UI fonts.
_WIDE_WEIGHT = 1.8


@dataclass(frozen=True, slots=True)
class _Normalised:
    """A normalised string plus, for each of its characters, the index it came from in the original."""

    text: str
    origin: tuple[int, ...]


def _keep(ch: str) -> bool:
    # Letters and digits carry the meaning; spaces and punctuation are what OCR gets wrong.
    return unicodedata.category(ch)[0] in "LN"


def _normalise(text: str, *, strict: bool = True) -> _Normalised:
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFKC", ch).casefold():
            if (strict and _keep(c)) or (not strict and not c.isspace()):
                chars.append(c)
                origin.append(i)
    return _Normalised("".join(chars), tuple(origin))


def normalise(text: str) -> str:
    """The matching form of ``text``: NFKC, casefolded, letters and digits only."""
    return _normalise(text).text


def _char_weight(ch: str) -> float:
    if ch.isspace():
        return 0.6
    return _WIDE_WEIGHT if unicodedata.east_asian_width(ch) in ("W", "F") else 1.0


def sub_box(line: OcrLine, start: int, end: int) -> Box:
    """The part of ``line.box`` covering ``line.text[start:end]``, estimated from character widths.

    OCR gives one box per line; the position of a span inside it is interpolated with
    CJK characters counted ~1.8x as wide as Latin ones. Good enough to click a word or
    to black out an e-mail address with a small margin.
    """
    text = line.text
    start = max(0, min(start, len(text)))
    end = max(start, min(end, len(text)))
    weights = [_char_weight(ch) for ch in text]
    total = sum(weights) or 1.0
    before = sum(weights[:start]) / total
    upto = sum(weights[:end]) / total
    box = line.box
    x0 = box.x0 + int(round(before * box.width))
    x1 = box.x0 + int(round(upto * box.width))
    return Box(max(box.x0, x0), box.y0, min(box.x1, max(x1, x0 + 1)), box.y1)


def _span_line(line: OcrLine, norm: _Normalised, i: int, j: int) -> OcrLine:
    """The OcrLine for normalised characters [i, j) of ``line``."""
    start = norm.origin[i]
    end = norm.origin[j - 1] + 1
    if start == 0 and end >= len(line.text.rstrip()):
        return line
    return OcrLine(text=line.text[start:end], box=sub_box(line, start, end), score=line.score)


def _match_tiers(lines: list[OcrLine], target: str) -> list[list[OcrLine]]:
    strict = bool(normalise(target))
    # A target made only of symbols ("×", "›", "+") is compared without dropping punctuation.
    want = _normalise(target, strict=strict).text
    exact: list[OcrLine] = []
    contained: list[OcrLine] = []
    fuzzy: list[tuple[float, OcrLine]] = []
    if not want:
        return [exact, contained, []]
    for line in lines:
        norm = _normalise(line.text, strict=strict)
        have = norm.text
        if not have:
            continue
        if have == want:
            exact.append(line)
            continue
        pos = have.find(want)
        if pos >= 0:
            while pos >= 0:
                contained.append(_span_line(line, norm, pos, pos + len(want)))
                pos = have.find(want, pos + len(want))
            continue
        if len(want) < _FUZZY_MIN_LEN:
            continue
        matcher = difflib.SequenceMatcher(None, want, have, autojunk=False)
        if matcher.real_quick_ratio() >= FUZZY_THRESHOLD and matcher.ratio() >= FUZZY_THRESHOLD:
            fuzzy.append((matcher.ratio(), OcrLine(line.text, line.box, line.score * matcher.ratio())))
            continue
        if len(have) > len(want):
            best_ratio, best_at = 0.0, -1
            window = difflib.SequenceMatcher(None, autojunk=False)
            window.set_seq2(want)
            for k in range(len(have) - len(want) + 1):
                window.set_seq1(have[k : k + len(want)])
                if window.quick_ratio() < FUZZY_THRESHOLD:
                    continue
                ratio = window.ratio()
                if ratio > best_ratio:
                    best_ratio, best_at = ratio, k
            if best_ratio >= FUZZY_THRESHOLD:
                span = _span_line(line, norm, best_at, best_at + len(want))
                fuzzy.append((best_ratio, OcrLine(span.text, span.box, line.score * best_ratio)))
    return [exact, contained, [line for _, line in fuzzy]]


def _reading_order(line: OcrLine) -> tuple[int, int]:
    return (line.box.y0 + line.box.y1, line.box.x0)


def find_all(lines: list[OcrLine], target: str) -> list[OcrLine]:
    """Every match of ``target`` in the best tier that has one, in reading order.

    A match inside a longer line is returned as a new OcrLine holding the matched part
    of the text and its estimated sub-box; fuzzy matches carry ``score * ratio``.
    """
    for tier in _match_tiers(lines, target):
        if tier:
            return sorted(tier, key=_reading_order)
    return []


def find_text(lines: list[OcrLine], target: str, occurrence: int = 0) -> OcrLine | None:
    """The ``occurrence``-th (0-based, reading order) best match of ``target``, or None."""
    if occurrence < 0:
        raise ValueError(f"occurrence={occurrence!r} must be >= 0")
    matches = find_all(lines, target)
    return matches[occurrence] if occurrence < len(matches) else None


def contains_all(lines: list[OcrLine], texts: list[str]) -> list[str]:
    """The entries of ``texts`` that cannot be found on screen (empty when all are there)."""
    return [text for text in texts if find_text(lines, text) is None]
