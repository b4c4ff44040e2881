"""Which on-screen texts a recorded task may rely on, and how parameter values become templates.

A recorded task is read back by OCR on screens that hold other data, so the texts it keeps
must be *stable* (the app's own words, not the data) and must never carry personal data into
a file that is shared and committed. What is kept out:

* anything with a digit — ids, counts, dates, times, amounts, phone numbers change per run —
  and relative times ("3 seconds ago", which OCR may read without a digit: "O seconds ago");
* e-mail addresses, URLs, host names and IP addresses;
* very short texts (OCR noise, icons) and long ones (sentences OCR reads differently each time);
* low-confidence OCR lines;
* whatever holds a typed value — even as OCR misread it, or caught while the person was still
  typing ("…by Frida" with the caret read as a letter: "…by Fridal"): a parameter value becomes a
  ``{NAME}`` template (never a secret one), and any other line holding typed text is data, not an
  anchor (:func:`holds_typed`).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from screenroute.contract import normalise
from screenroute.contract.text import comparable, simplified

__all__ = [
    "Parameters",
    "escape_template",
    "holds_typed",
    "is_stable_text",
    "is_volatile",
    "looks_personal",
    "names_content",
    "template_typed",
    "unique_texts",
    "value_reading",
    "value_spans",
]

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
_URL = re.compile(r"(https?://|www\.)|\b[\w-]+\.(com|org|net|io|de|cn|local|internal)\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# Relative times ("Opened 3 seconds ago", OCR may read the 0 as an O): they change by the second.
_RELATIVE_TIME = re.compile(
    r"\b(ago|seconds?|minutes?|hours?|days?|weeks?|months?|years?|yesterday|today|tomorrow|just now)\b"
    r"|秒前|分钟前|小时前|天前|昨天|今天|明天",
    re.IGNORECASE,
)
# A phone number, an account or card number: five digits or more, maybe split by separators.
_LONG_NUMBER = re.compile(r"\d(?:[\s\-./()]*\d){4,}")
# Normalised length bounds of a text worth anchoring on.
MIN_TEXT_CHARS = 3
MAX_TEXT_CHARS = 40
MIN_SCORE = 0.8


def looks_personal(text: str) -> bool:
    """Whether ``text`` looks like personal data: an e-mail address, a URL or host, a long number."""
    return bool(_EMAIL.search(text) or _URL.search(text) or _LONG_NUMBER.search(text))


def is_volatile(text: str) -> bool:
    """Whether ``text`` changes from record to record: a digit (an id, a count, a date), a relative time, personal data."""
    return bool(_DIGIT.search(text) or _RELATIVE_TIME.search(text)) or looks_personal(text)


# One token naming a thing rather than saying something: a file name with its extension, a path,
# a slug or identifier joined by "-", "_" or "/" ("packing.txt", "record-app", "src/main").
_CONTENT_NAME = re.compile(r"^\S*(\w\.[A-Za-z]\w{0,4}|\w[-_/]\w)\S*$")


def names_content(text: str) -> bool:
    """Whether ``text`` is a name of the app's content (a file, a folder, an identifier), not its own words.

    Content depends on where and with what the app runs (the folder a file dialog opens in, the
    files beside the document); a run in a fresh place shows other names, while the app's own
    words — a dialog's title, its labels and buttons — show the same in every run.
    """
    return bool(_CONTENT_NAME.match(text.strip()))


def is_stable_text(text: str, score: float = 1.0) -> bool:
    """Whether an OCR line may serve as an anchor or a post-condition (see the module docstring)."""
    norm = normalise(text)
    if not (MIN_TEXT_CHARS <= len(norm) <= MAX_TEXT_CHARS) or score < MIN_SCORE:
        return False
    return not is_volatile(text)


# A line holds typed text when it shares this share of the typed value (a slip or two allowed),
# or when a run of typed text this long makes up this share of the line (a wrapped text area).
_TYPED_SHARE = 0.7
_TYPED_RUN = 4
_TYPED_LINE_SHARE = 0.6


def holds_typed(text: str, value: str) -> bool:
    """Whether a screen line ``text`` shows (part of) the typed ``value``, as OCR may have read it.

    Compared as OCR compares (:func:`normalise`): most of the value matched in order (a misread
    letter, a caret read as one, the last letter not yet typed), or a run of typed characters
    making up most of the line (one line of a wrapped text area). Values under three characters
    are too short to tell.
    """
    line, typed = normalise(text), normalise(value)
    if len(typed) < MIN_TEXT_CHARS or not line:
        return False
    if typed in line:
        return True
    matcher = difflib.SequenceMatcher(None, typed, line, autojunk=False)
    matched = sum(block.size for block in matcher.get_matching_blocks())
    if matched >= _TYPED_SHARE * len(typed) and matched >= _TYPED_SHARE * min(len(line), len(typed)):
        return True
    run = matcher.find_longest_match(0, len(typed), 0, len(line)).size
    return run >= min(_TYPED_RUN, len(typed)) and run >= _TYPED_LINE_SHARE * len(line)


# Besides the value, a text that shows it may hold this many letters: an icon or a status read
# as a letter ("M notes.txt"). More is a label of its own that holds the value ("Add News").
_BESIDE_VALUE = 2
# An OCR slip of a value: the same length, at most this many characters read otherwise, and at
# most one in this many (the builder's notion of one element read two ways, ``_unstable``). A
# letter more or less is not a slip: "Tasks" is not the value "task".
_SLIP_CHARS = 2
_SLIP_EVERY = 4


def _slip_of(seen: str, value: str) -> bool:
    """Whether normalised ``seen`` is normalised ``value`` with a letter or two misread.

    Characters that look alike (:func:`comparable`: a traditional form and its simplified one, a
    Cyrillic letter and its Latin twin) are no slip at all.
    """
    if len(seen) != len(value) or len(value) < _SLIP_EVERY:
        return False
    differ = sum(a != b and comparable(a) != comparable(b) for a, b in zip(seen, value, strict=True))
    return differ <= min(_SLIP_CHARS, len(value) // _SLIP_EVERY)


def value_reading(text: str, value: str) -> str | None:
    """How an on-screen ``text`` shows ``value`` as a whole (normalised), as OCR read it; None if it does not.

    The text is the value (compared as OCR compares, :func:`normalise`), the value with a letter
    or two misread (the same length: "notes.tct" for "notes.txt"), or a run of whole words of
    the text is one of those beside at most an icon or a status read as a letter or two ("M
    notes.txt", a list entry with its status in front). Part of a word is not the value ("Tasks"
    does not show "task"), nor is a label that holds it among words of its own ("Add News").
    """
    want = normalise(value)
    if not want:
        return None
    words = [n for w in text.split() if (n := normalise(w))]
    if len(want) < MIN_TEXT_CHARS:  # too short to tell inside a longer text ("x" in "Close x")
        return want if "".join(words) == want else None
    total = sum(len(w) for w in words)
    for start in range(len(words)):
        seen = ""
        for word in words[start:]:
            seen += word
            if len(seen) > len(want):
                break
            if (seen == want or _slip_of(seen, want)) and total - len(seen) <= _BESIDE_VALUE:
                return seen
    return None


def value_spans(text: str, value: str) -> list[tuple[int, int, str]]:
    """Where ``text`` shows ``value`` whole as a run of its characters, as OCR read it: (start, end, reading).

    ``text[start:end]`` normalised is the value or a slip of it (as :func:`value_reading`), and
    starts and ends on a letter or digit. For a line OCR glued from neighbouring elements (a
    label and the list entry beside it, read as one line with no space between): the caller
    says which span is the element clicked and whether the rest is an element of its own.
    """
    want = normalise(value)
    if len(want) < MIN_TEXT_CHARS:
        return []
    spans: list[tuple[int, int, str]] = []
    for start, first in enumerate(text):
        if not normalise(first):
            continue
        seen = ""
        for end in range(start + 1, len(text) + 1):
            seen = normalise(text[start:end])
            if len(seen) > len(want):
                break
            if normalise(text[end - 1]) and (seen == want or _slip_of(seen, want)):
                spans.append((start, end, seen))
    return spans


def escape_template(text: str) -> str:
    """Literal text inside a task file's templates: braces doubled."""
    return text.replace("{", "{{").replace("}", "}}")


@dataclass(frozen=True)
class Parameters:
    """The values a person said they would type or pick, by name; ``secret`` ones never reach the file."""

    values: Mapping[str, str]
    secret: frozenset[str] = frozenset()

    def by_length(self) -> list[tuple[str, str]]:
        """(name, value) pairs, longest value first, empty values left out (a longer value wins an overlap)."""
        return sorted(((n, v) for n, v in self.values.items() if v), key=lambda nv: (-len(nv[1]), nv[0]))

    def matching(self, text: str) -> str | None:
        """The name of the parameter whose value ``text`` is (compared as OCR compares), if any."""
        want = normalise(text)
        if not want:
            return None
        for name, value in self.by_length():
            if normalise(value) == want:
                return name
        return None

    def shown_in(self, text: str) -> list[str]:
        """Non-secret parameters whose value shows inside ``text`` (normalised containment)."""
        have = normalise(text)
        return [
            name
            for name, value in self.by_length()
            if name not in self.secret and len(normalise(value)) >= MIN_TEXT_CHARS and normalise(value) in have
        ]

    def touches(self, text: str) -> bool:
        """Whether ``text`` holds any parameter value, secret or not — also where OCR read a CJK
        character of it as another form of that character ("要早期对応" for "要早期対応").

        No letter slips here: inside longer words they are everywhere ("Create" holds "reat", a
        slip of "REAL"), and a label that only looks like a value is the app's own word.
        """
        have = simplified(normalise(text))
        return any(
            len(want := simplified(normalise(v))) >= MIN_TEXT_CHARS and want in have for _, v in self.by_length()
        )


def template_typed(text: str, params: Parameters) -> tuple[str, set[str]]:
    """``text`` with every parameter value replaced by ``{NAME}`` (longest first), and the names used.

    Literal parts are escaped. Matching is exact: a typed string is what the keyboard sent.
    """
    pieces: list[tuple[str, bool]] = [(text, False)]
    used: set[str] = set()
    for name, value in params.by_length():
        out: list[tuple[str, bool]] = []
        for piece, is_template in pieces:
            if is_template or value not in piece:
                out.append((piece, is_template))
                continue
            parts = piece.split(value)
            for i, part in enumerate(parts):
                if i:
                    out.append((f"{{{name}}}", True))
                    used.add(name)
                if part:
                    out.append((part, False))
        pieces = out
    return "".join(p if t else escape_template(p) for p, t in pieces), used


def unique_texts(texts: Iterable[str]) -> list[str]:
    """``texts`` without repeats, compared as OCR compares (first spelling kept)."""
    seen: set[str] = set()
    out: list[str] = []
    for text in texts:
        key = normalise(text)
        if key and key not in seen:
            seen.add(key)
            out.append(text)
    return out
