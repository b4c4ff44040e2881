"""Find a piece of text among OCR lines despite OCR's quirks, and where on screen it is.

PP-OCR's Chinese model glues English words ("Exportcsv"), CSS can upper-case a link
("EXPORT CSV", "LOG OUT"), labels carry colons ("Title:") and pages mix full- and
half-width punctuation ("：", "（"). Both sides are normalised the same way (NFKC,
casefold, only letters and digits kept) and matched in tiers, best first:

1. **exact** — the whole normalised line equals the target;
2. **contained** — the target occurs inside a longer line ("Orders" in "Orders Add Change");
   the match gets a sub-box estimated from the character position;
3. **fuzzy** — a difflib ratio of at least ``FUZZY_THRESHOLD`` against the whole line or a
   same-length window of it (OCR misreads a letter: "Exp0rt CSV"); a line that is only a
   piece of the target ("Rapport" of "Åbn rapport") counts only when nothing else matches;
4. **read as** — a target written in a script OCR cannot write (Cyrillic, Greek, Vietnamese
   diacritics) matches a whole line that is what OCR makes of it ("Сохранить" read "CoxpaHUTb",
   "Lưu" read "Luu"): the contract's :func:`~screenroute.contract.text.reads_as`, the comparison
   the task's approvals use too. Tried only for a target with non-ASCII characters;
5. **wrapped** — the target runs on from one line onto the line right below it, the two
   stacked in one column (an icon's name under the icon, a narrow table cell): the match is
   the two lines' union. Tried only when no line holds the target by itself;
6. **row pieces** — the target is read as several pieces side by side on one row (a menu bar
   read as one line at one scale and one line per item at another): the match is their union.
   Tried only when nothing above matches, and only for texts that are checked (anchors,
   post-conditions), never for a click's target.

Only the best tier with any match is returned, so an exact button label wins over the
same word inside a breadcrumb. Matches come back in reading order (top-to-bottom, then
left-to-right).

A match says where to click; :func:`element_at` says *what* is there: the whole element
under a point — the button (a region of one background colour around the point, found by a
flood fill on the frame) with every OCR line inside it, or the OCR line whose box holds the
point. The risk gate judges that whole label, never the words it was asked to click ("Del"
is a part of "Delete all"; a point in a button's padding is still on the button).
"""

from __future__ import annotations

import difflib
import functools
import itertools
import unicodedata
from dataclasses import dataclass

import numpy as np

from screenroute.contract import normalise
from screenroute.contract.text import is_invisible, reads_as, simplified
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.rapid import sort_lines

__all__ = [
    "FUZZY_THRESHOLD",
    "Element",
    "contains_all",
    "element_at",
    "find_all",
    "find_text",
    "find_value",
    "normalise",
    "sub_box",
]

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


# A decision matches every text it looks for against every line of a screen, and a screen's lines
# recur frame after frame: each line's form is worked out once (a string in, an immutable form out).
@functools.lru_cache(maxsize=16384)
def _normalise(text: str, *, strict: bool = True) -> _Normalised:
    """The contract's :func:`normalise` (strict) or the text without spaces, with each kept
    character's index in ``text``; a CJK character as its simplified form (:func:`simplified`).

    The Chinese OCR model reads a Japanese or traditional form as its simplified look-alike on
    one screen and not on the next ("要早期対応" as "要早期对応"): the spellings of one character
    are one character to a target's match. The fold is character for character, so the index
    of each kept character in ``text`` stays known.

    A base character and the combining marks after it are normalised together, so a decomposed
    "e" + U+0301 composes to "é" exactly as the contract's whole-string normalisation does;
    every character of the cluster maps to the base's index.
    """
    chars: list[str] = []
    origin: list[int] = []
    i = 0
    while i < len(text):
        j = i + 1
        while j < len(text) and (unicodedata.category(text[j])[0] == "M" or is_invisible(text[j])):
            j += 1
        cluster = "".join(ch for ch in text[i:j] if not is_invisible(ch))
        for c in simplified(unicodedata.normalize("NFKC", cluster).casefold()):
            if is_invisible(c):
                continue
            if (strict and _keep(c)) or (not strict and not c.isspace()):
                chars.append(c)
                origin.append(i)
        i = j
    return _Normalised("".join(chars), tuple(origin))


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
    x0 = box.x0 + round(before * box.width)
    x1 = box.x0 + round(upto * box.width)
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
    # Each fuzzy match, and whether its line is only a piece of the target ("Rapport" of "Åbn rapport").
    fuzzy: list[tuple[bool, OcrLine]] = []
    if not want:
        return [exact, contained, [], []]
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
            fuzzy.append((have in want, OcrLine(line.text, line.box, line.score * matcher.ratio())))
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
                fuzzy.append((False, OcrLine(span.text, span.box, line.score * best_ratio)))
    read_as = [] if target.isascii() else [line for line in lines if reads_as(target, line.text)]
    # A line that is only a piece of the target is another text, not a read of it, while a read
    # of it is on screen: "Åbn rapport" read "Abn rapport" is the link, not the heading "Rapport"
    # above it, which comes first in reading order.
    reads = [line for piece, line in fuzzy if not piece]
    return [exact, contained, reads or [line for _, line in fuzzy], read_as]


# A wrapped line's continuation starts at most this many line heights below it.
_WRAP_GAP = 0.8


def _wrapped(lines: list[OcrLine], target: str) -> list[OcrLine]:
    """Matches of ``target`` that OCR read as two stacked lines: its start on one, the rest right below."""
    want = normalise(target)
    if len(want) < 2:
        return []
    norms = [(line, n) for line in lines if (n := normalise(line.text)) and n in want and n != want]
    out: list[OcrLine] = []
    for upper, a in norms:
        if not want.startswith(a):
            continue
        ub = upper.box
        for lower, b in norms:
            lb = lower.box
            if a + b != want or lower is upper:
                continue
            # OCR's boxes of two close lines may overlap a little: the lower one's middle is below the upper one.
            below = ub.y1 < (lb.y0 + lb.y1) / 2 and lb.y0 - ub.y1 <= _WRAP_GAP * max(ub.height, 1)
            if below and lb.x0 < ub.x1 and ub.x0 < lb.x1:  # stacked in one column
                box = Box(min(ub.x0, lb.x0), ub.y0, max(ub.x1, lb.x1), lb.y1)
                out.append(OcrLine(f"{upper.text} {lower.text}", box, min(upper.score, lower.score)))
    return out


# Pieces of one row are at most this many line heights apart (a menu bar's items: ~0.8), and share
# at least this much of their height.
_ROW_GAP = 1.5
_ROW_OVERLAP = 0.5


def _same_row(left: OcrLine, right: OcrLine) -> bool:
    """Whether ``right`` runs on from ``left`` on one row: side by side, close, at one height."""
    a, b = left.box, right.box
    overlap = min(a.y1, b.y1) - max(a.y0, b.y0)
    height = max(min(a.height, b.height), 1)
    gap = b.x0 - a.x1
    return overlap >= _ROW_OVERLAP * height and -0.5 * height <= gap <= _ROW_GAP * max(a.height, b.height)


def _row_pieces(lines: list[OcrLine], target: str, *, fuzzy: bool = True) -> list[OcrLine]:
    """Matches of ``target`` that OCR read as several pieces of one row: a menu bar read as one line
    at one scale and as one line per item at another (the gaps between words grow with the font, and
    the detector cuts where a gap is wide). The match is the pieces' union; the joined text equals the
    target, or (``fuzzy``, a target of at least ``_FUZZY_MIN_LEN`` characters) is as close to it as a
    fuzzy match of one line must be. Tried only when no line holds the target by itself."""
    want = normalise(target)
    if len(want) < 2:
        return []
    ordered = sorted((ln for ln in lines if normalise(ln.text)), key=lambda ln: (ln.box.x0, ln.box.y0))
    found: list[tuple[float, list[OcrLine]]] = []  # the best chain starting at each piece
    for i, first in enumerate(ordered):
        chain, joined = [first], normalise(first.text)
        if not _could_start(joined, want):
            continue  # most texts looked for are simply not on the screen: no chain is built for them
        best: tuple[float, list[OcrLine]] | None = None
        for line in ordered[i + 1 :]:
            if len(joined) > len(want) * 1.25:
                break
            if not _same_row(chain[-1], line):
                continue
            chain, joined = [*chain, line], joined + normalise(line.text)
            ratio = 1.0 if joined == want else 0.0
            if not ratio and fuzzy and len(want) >= _FUZZY_MIN_LEN:
                ratio = difflib.SequenceMatcher(None, want, joined, autojunk=False).ratio()
            if ratio >= FUZZY_THRESHOLD and (best is None or ratio > best[0]):
                best = (ratio, chain)
        if best is not None:
            found.append(best)
    out: list[OcrLine] = []
    taken: set[int] = set()  # a piece matched once is part of no other, worse, match
    for ratio, pieces in sorted(found, key=lambda f: (-f[0], len(f[1]))):
        if taken.isdisjoint(id(p) for p in pieces):
            taken.update(id(p) for p in pieces)
            box = Box(pieces[0].box.x0, min(p.box.y0 for p in pieces), pieces[-1].box.x1, max(p.box.y1 for p in pieces))
            out.append(OcrLine(" ".join(p.text for p in pieces), box, min(p.score for p in pieces) * ratio))
    return out


def _could_start(piece: str, want: str) -> bool:
    """Whether a row's piece may begin ``want``: it is inside it, or shares three characters in a row
    with it (OCR's slips aside). Short pieces always may."""
    if len(piece) < 3 or piece in want:
        return True
    return any(piece[k : k + 3] in want for k in range(len(piece) - 2))


def _reading_order(line: OcrLine) -> tuple[int, int]:
    return (line.box.y0 + line.box.y1, line.box.x0)


def find_all(lines: list[OcrLine], target: str, *, pieces: bool = False) -> list[OcrLine]:
    """Every match of ``target`` in the best tier that has one, in reading order.

    A match inside a longer line is returned as a new OcrLine holding the matched part
    of the text and its estimated sub-box; fuzzy matches carry ``score * ratio``.
    ``pieces``: a target read as pieces of one row matches too (the last tier) — for a text a
    run checks or measures from, never one it clicks: two icons' names side by side
    ("Invoices", "March") are no file "Invoices March".
    """
    for tier in _match_tiers(lines, target):
        if tier:
            return sorted(tier, key=_reading_order)
    found = _wrapped(lines, target) or (_row_pieces(lines, target) if pieces else [])
    return sorted(found, key=_reading_order)


def find_text(lines: list[OcrLine], target: str, occurrence: int = 0) -> OcrLine | None:
    """The ``occurrence``-th (0-based, reading order) best match of ``target``, or None."""
    if occurrence < 0:
        raise ValueError(f"occurrence={occurrence!r} must be >= 0")
    matches = find_all(lines, target)
    return matches[occurrence] if occurrence < len(matches) else None


def find_verbatim(lines: list[OcrLine], target: str) -> OcrLine | None:
    """The first line (reading order) that holds ``target`` itself, normalised, with no fuzzy tolerance.

    For a condition that ends something (a recording's confirmation): one letter is often the
    whole difference between before and after ("Create issue" / "Issue created"), and a fuzzy
    match would take the first for the second.
    """
    exact, contained, _fuzzy, _read_as = _match_tiers(lines, target)
    found = exact + contained or _wrapped(lines, target) or _row_pieces(lines, target, fuzzy=False)
    found = sorted(found, key=_reading_order)
    return found[0] if found else None


def _folded(text: str) -> str:
    """``text`` with case, width (NFKC) and spaces folded, and a CJK character as its simplified form;
    punctuation and every letter and digit kept."""
    return _Folding.of(text).text


@dataclass(frozen=True, slots=True)
class _Folding:
    """A text as :func:`_folded` makes it, with, for each folded character, where it came from in the
    text before spaces and case were folded (``shown``: NFKC, invisible characters dropped, spaces kept)."""

    text: str
    shown: str
    origin: tuple[int, ...]

    @classmethod
    def of(cls, text: str) -> _Folding:
        shown = unicodedata.normalize("NFKC", "".join(ch for ch in text if not is_invisible(ch)))
        out: list[str] = []
        origin: list[int] = []
        for i, ch in enumerate(shown):
            if ch.isspace() or is_invisible(ch):
                continue
            for c in simplified(ch.casefold()):
                out.append(c)
                origin.append(i)
        return cls("".join(out), shown, tuple(origin))

    def bounded(self, start: int, end: int) -> bool:
        """Whether the folded span ``[start, end)`` stands alone in the shown text: the characters on
        either side of it are no letters or digits of its own kind (:func:`_glued`)."""
        first, last = self.origin[start], self.origin[end - 1]
        before = self.shown[first - 1] if first > 0 else ""
        after = self.shown[last + 1] if last + 1 < len(self.shown) else ""
        if _in_number(self.shown, first - 1) or _in_number(self.shown, last + 1):
            return False  # "412" or "90" is not in "412.90", "1" not in "1,000"
        return not _glued(before, self.shown[first]) and not _glued(self.shown[last], after)


def _in_number(shown: str, i: int) -> bool:
    """Whether ``shown[i]`` is a decimal or thousands separator inside a number (a digit on each side)."""
    return 0 < i < len(shown) - 1 and shown[i] in ".," and shown[i - 1].isdigit() and shown[i + 1].isdigit()


def _kind(ch: str) -> str:
    """What a character is for telling where a word ends: a digit, a letter of its script, or nothing."""
    if ch.isdigit():
        return "digit"
    if not ch.isalpha():
        return ""
    # The script is the first word of the character's name: LATIN, CJK, HIRAGANA, CYRILLIC, HANGUL…
    return unicodedata.name(ch, "LETTER").split()[0]


def _glued(left: str, right: str) -> bool:
    """Whether two neighbouring characters are one word: both letters of one script, or both digits,
    and not a lower-case letter followed by a capital (where OCR dropped the space between two words,
    "HelenaMüller")."""
    if not left or not right:
        return False
    kind = _kind(left)
    if not kind or kind != _kind(right):
        return False
    return not (left.islower() and right.isupper())


def find_value(lines: list[OcrLine], value: str) -> OcrLine | None:
    """The first line (reading order) that shows ``value`` itself: compared after folding case, width
    and spaces only (OCR drops and adds spaces), never fuzzily nor with punctuation dropped.

    For a value a run's end must show (a task's ``verify:``): "412.09" or "4129.0" is not "412.90", and
    "Helen" is not "Helena". The value may stand inside a longer line ("Amount: 412.90 EUR") but only
    as a word of its own there: bounded by a space, punctuation, a change of script or a capital after
    a lower-case letter, in the text as shown — "Ann" is not in "Joanne", "412.9" not in "412.90",
    "订酒店" not in "我订酒店了". A value shown twice in a row ("Book hotelBook hotel", typed twice) is
    not the value.
    """
    want = _folded(value)
    if not want:
        return None
    ordered = sorted(lines, key=_reading_order)
    for line in ordered:
        if _holds(_Folding.of(line.text), want):
            return line
    # A long value a text area wraps: read as a line and the next one.
    for upper, lower in itertools.pairwise(ordered):
        joined = _Folding.of(f"{upper.text} {lower.text}")
        if _holds(joined, want, across=len(_folded(upper.text))):
            box = Box(min(upper.box.x0, lower.box.x0), upper.box.y0, max(upper.box.x1, lower.box.x1), lower.box.y1)
            return OcrLine(f"{upper.text} {lower.text}", box, min(upper.score, lower.score))
    return None


def _holds(have: _Folding, want: str, *, across: int = -1) -> bool:
    """Whether ``want`` stands alone in ``have`` and is not repeated right beside itself (``across``:
    only a place that spans that index, where two lines were joined)."""
    text, size = have.text, len(want)
    pos = text.find(want)
    while pos >= 0:
        end = pos + size
        spans = across < 0 or pos < across < end
        # Spaces are folded away, so a value typed twice reads as the value right after itself.
        doubled = text.startswith(want, end) or (pos >= size and text.startswith(want, pos - size))
        if spans and not doubled and have.bounded(pos, end):
            return True
        pos = text.find(want, pos + 1)
    return False


def contains_all(lines: list[OcrLine], texts: list[str]) -> list[str]:
    """The entries of ``texts`` that cannot be found on screen (empty when all are there); a text read
    as pieces of one row is there (:func:`find_all` with ``pieces``)."""
    return [text for text in texts if not find_all(lines, text, pieces=True)]


@dataclass(frozen=True, slots=True)
class Element:
    """The element under a point: its whole label (every OCR line on it, in reading order) and its box.

    ``under`` is the text of the OCR line under the point itself (one item of a list drawn as one
    element; empty where the point is on no line).
    """

    label: str
    box: Box
    lines: tuple[OcrLine, ...] = ()
    under: str = ""


# A region of one colour wider or taller than this is a page or a panel, not a button.
_MAX_ELEMENT_W = 0.5
_MAX_ELEMENT_H_PX = 160
# How far outside its box a point still counts as on a line: OCR boxes hug the glyphs.
_LINE_SLACK = 0.6
_FILL_TOLERANCE = 6
_FILL_WINDOW = (640, 200)  # half-width, half-height of the region searched around the point


def _line_distance(line: OcrLine, x: int, y: int) -> float:
    box = line.box
    dx = max(box.x0 - x, 0, x - (box.x1 - 1))
    dy = max(box.y0 - y, 0, y - (box.y1 - 1))
    return float(max(dx, dy))


def _line_under(lines: list[OcrLine], x: int, y: int) -> OcrLine | None:
    """The OCR line whose box (with a little slack for the glyphs' margins) holds the point."""
    best: tuple[float, OcrLine] | None = None
    for line in lines:
        slack = max(3.0, _LINE_SLACK * line.box.height)
        distance = _line_distance(line, x, y)
        if distance <= slack and (best is None or distance < best[0]):
            best = (distance, line)
    return best[1] if best else None


def _seed(pixels: np.ndarray, x: int, y: int) -> tuple[int, int]:
    """A background pixel next to (x, y): the point may sit on a glyph stroke of the label."""
    h, w = pixels.shape[:2]
    x0, x1, y0, y1 = max(0, x - 4), min(w, x + 5), max(0, y - 4), min(h, y + 5)
    window = pixels[y0:y1, x0:x1].reshape(-1, pixels.shape[2]).astype(np.int32)
    keys = (window[:, 0] // 8) * 1024 + (window[:, 1] // 8) * 32 + window[:, 2] // 8
    values, counts = np.unique(keys, return_counts=True)
    mode = values[int(np.argmax(counts))]
    idx = np.flatnonzero(keys == mode)
    ys, xs = idx // (x1 - x0) + y0, idx % (x1 - x0) + x0
    nearest = int(np.argmin((xs - x) ** 2 + (ys - y) ** 2))
    return int(xs[nearest]), int(ys[nearest])


def element_box(pixels: np.ndarray, x: int, y: int) -> Box | None:
    """The box of the one-colour region (a button, a field, a row) around (x, y), or None for open page.

    A flood fill from a background pixel next to the point, bounded to a window around it;
    a region that reaches the window's edge, or is wider than half the frame or taller than
    a button, is the page or a panel rather than one element.
    """
    import cv2  # ships with the OCR engine (rapidocr-onnxruntime); imported where needed

    h, w = pixels.shape[:2]
    if not (0 <= x < w and 0 <= y < h):
        return None
    sx, sy = _seed(pixels, x, y)
    half_w, half_h = _FILL_WINDOW
    x0, x1, y0, y1 = max(0, sx - half_w), min(w, sx + half_w), max(0, sy - half_h), min(h, sy + half_h)
    # A copy: cv2 writes into its image argument, and a frame's pixels may be read-only (a whole-width
    # slice of them is contiguous already, so ascontiguousarray would hand back the frame itself).
    crop = np.array(pixels[y0:y1, x0:x1, :3], dtype=np.uint8, order="C")
    mask = np.zeros((crop.shape[0] + 2, crop.shape[1] + 2), np.uint8)
    tol = (_FILL_TOLERANCE,) * 3
    flags = 4 | cv2.FLOODFILL_FIXED_RANGE | cv2.FLOODFILL_MASK_ONLY | (255 << 8)
    cv2.floodFill(crop, mask, (sx - x0, sy - y0), (0, 0, 0), tol, tol, flags)
    ys, xs = np.nonzero(mask[1:-1, 1:-1])
    if len(xs) == 0:
        return None
    bx0, bx1, by0, by1 = int(xs.min()), int(xs.max()) + 1, int(ys.min()), int(ys.max()) + 1
    touches = bx0 == 0 or by0 == 0 or bx1 == crop.shape[1] or by1 == crop.shape[0]
    if touches or (bx1 - bx0) > _MAX_ELEMENT_W * w or (by1 - by0) > _MAX_ELEMENT_H_PX:
        return None
    return Box(x0 + bx0, y0 + by0, x0 + bx1, y0 + by1)


def _inside(line: OcrLine, box: Box) -> bool:
    cx, cy = line.box.center
    return box.x0 - 2 <= cx <= box.x1 + 2 and box.y0 - 2 <= cy <= box.y1 + 2


# Rows of a region further apart than this share of their height are items of a list, not one
# label wrapped over two lines (a wrapped label's lines nearly touch).
_ROW_GAP_SHARE = 0.5
_LIST_ROWS = 3


def _row_of(members: list[OcrLine], under: OcrLine | None, y: int) -> list[OcrLine]:
    """The lines of ``members`` on the row of the point when they stand in rows spaced like a list's
    items (a menu's section, a list box drawn on one background): one item is the element, its
    shortcut beside it included; else all of them (one button, its label on one or two lines)."""
    rows: list[list[OcrLine]] = []
    for line in sorted(members, key=lambda ln: ln.box.center[1]):
        if rows and line.box.y0 < max(ln.box.y1 for ln in rows[-1]) - 0.5 * line.box.height:
            rows[-1].append(line)
        else:
            rows.append([line])
    if len(rows) < 2:
        return members
    # Three rows or more are a list (OCR's boxes of a menu's items nearly touch, like a wrapped label's).
    spaced = len(rows) >= _LIST_ROWS or all(
        min(ln.box.y0 for ln in b) - max(ln.box.y1 for ln in a) > _ROW_GAP_SHARE * max(ln.box.height for ln in a)
        for a, b in itertools.pairwise(rows)
    )
    if not spaced:
        return members
    at = under.box.center[1] if under is not None else y
    return min(rows, key=lambda row: min(abs(ln.box.center[1] - at) for ln in row))


def element_at(lines: list[OcrLine], point: tuple[int, int], pixels: np.ndarray | None = None) -> Element:
    """The whole element under ``point``: the label the risk gate judges and the box a click lands in.

    With the frame's ``pixels``, the one-colour region around the point (a button) bounds
    the element and every OCR line inside it is part of its label, so the words of one
    button are merged and a point in the button's padding still finds its label. Without
    a region (open page), the OCR line under the point is the element, whole (never the
    part of it a text match named). An element with no text has an empty label.
    """
    x, y = point
    under = _line_under(lines, x, y)
    region = element_box(pixels, x, y) if pixels is not None else None
    if region is not None and under is not None and not _inside(under, region):
        region = None  # the fill stayed inside a glyph of the label: the line is the element
    members: list[OcrLine] = []
    if region is not None:
        members = _row_of([line for line in lines if _inside(line, region)], under, y)
    if under is not None and under not in members:
        members.append(under)
    if not members:
        return Element("", region or Box(x, y, x + 1, y + 1))
    members = sort_lines(members)  # by rows: a taller shortcut's box must not put it first
    box = region or members[0].box
    for line in members:
        box = Box(
            min(box.x0, line.box.x0), min(box.y0, line.box.y0), max(box.x1, line.box.x1), max(box.y1, line.box.y1)
        )
    return Element(" ".join(line.text for line in members), box, tuple(members), under.text if under else "")
