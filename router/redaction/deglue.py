"""OCR-glued Latin text, spaced again for the recognizers.

PP-OCR's Chinese model drops the spaces between Latin words of one line: an activity log reads
"10/25/2026RefundapprovedbyAnthonyBoyd", a postal line "9708Langenthal". Name and address
patterns want word boundaries, so each glued line is also analysed in a spaced form — a space
where a lower-case letter meets an upper-case one or a digit meets a letter, and around a
preposition of agency glued between two words ("approvedby Anthony" → "approved by Anthony") —
and what is found there is mapped back onto the line as OCR read it. The line itself is never
rewritten: the spaced form only adds findings (a span found in both is the same span).
The price: a brand written in camel case after a preposition ("Pay with PayPal") reads as a
name there and is redacted — the cheaper mistake.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex as re

__all__ = ["Spaced", "space_glued"]

# Where OCR dropped a space: "yB" (camel case of two words), "6R" (a date or postcode glued to
# a word) and ",L" (after a comma between words: "Williams,Lopez"). Not letter→digit: "B7J",
# "Piso5", "USD234" are read as written either way. Not digit→Han: Chinese and Japanese write
# no spaces, and "6日" spaced would be a word start. A digit inside a word is a letter misread
# ("petici6n" for petición): no boundary after it.
# (Not inside a legal form written in mixed case: "GmbH", "gGmbH", "KGaA".)
_BOUNDARY = re.compile(
    r"(?<=\p{Ll}{2})(?<!Gmb)(?<!KGa)(?=\p{Lu})|(?<=(?<![\p{L}\d])\d+)(?=\p{Latin})|(?<=\p{Ll},)(?=\p{Lu})"
)
# Prepositions after which a name follows (as in the person recognizer), glued to the word
# before them (which may hold a letter misread as a digit); only split when a capitalised word
# follows, so "Standby" stays one word.
_GLUED_PREPOSITION = re.compile(r"(?<=\p{Ll}[\p{Ll}\d]{2})(for|with|von|durch|für|bei|pour|avec|por|para)(?= \p{Lu})")
# Names end like some prepositions ("Alarcón Suárez", "Alberto Ruiz", "Andrade", "Kirby", "Gaspar",
# "Sánchez"): these split only where the name after them is glued too ("LlamadadeFlor") or after a
# run of words ("Orderplacedby Anthony": eight letters or more, or a lower-case start).
_GLUED_NAME_ENDING = re.compile(r"(?<=\p{Ll}[\p{Ll}\d]{2})(by|to|mit|par|chez|de|con)(?= \p{Lu})")
_RUN_OF_WORDS = re.compile(r"(?:^|[^\p{L}\d])\p{Ll}[\p{Ll}\d]*$|\p{L}[\p{Ll}\d]{7,}$")
# The conjunction of a partnership glued to its second name ("Williams, Lopezand King"): only
# after a comma and a name, so a name that ends in it ("Roland Schmidt") stays whole.
_GLUED_CONJUNCTION = re.compile(r"(?<=,\s?\p{Lu}\p{Ll}+?)(and|und)(?= \p{Lu})")


@dataclass(frozen=True, slots=True)
class Spaced:
    """The spaced form of a line and, for each of its characters, the index it stands for."""

    text: str
    origin: tuple[int, ...]

    def span_back(self, start: int, end: int) -> tuple[int, int]:
        """The original [start, end) of the spaced [start, end) (inserted spaces map to the next character)."""
        first = self.origin[start]
        last = self.origin[end - 1]
        return first, last + 1


def _insert_spaces(text: str, origin: list[int], positions: list[int]) -> tuple[str, list[int]]:
    chars = list(text)
    for position in reversed(positions):
        chars.insert(position, " ")
        origin.insert(position, origin[position] if position < len(origin) else len(origin))
    return "".join(chars), origin


def space_glued(text: str, *, name_endings: bool = True) -> Spaced | None:
    """The spaced form of ``text``, or None when OCR glued nothing there.

    Without ``name_endings``, no word is split before a preposition a name may end in: "Roberto"
    of "RobertoPedrosa" is then read whole, not as "Rober to".
    """
    positions = [m.start() for m in _BOUNDARY.finditer(text)]
    spaced, origin = _insert_spaces(text, list(range(len(text))), positions)
    inserted = {position + n for n, position in enumerate(positions)}  # the new spaces, in ``spaced``
    endings = [
        m.start()
        for m in _GLUED_NAME_ENDING.finditer(spaced)
        if name_endings and (m.end() in inserted or _RUN_OF_WORDS.search(spaced, 0, m.start()))
    ]
    splits = sorted(
        [m.start() for m in _GLUED_PREPOSITION.finditer(spaced)]
        + endings
        + [m.start() for m in _GLUED_CONJUNCTION.finditer(spaced)]
    )
    if not positions and not splits:
        return None
    spaced, origin = _insert_spaces(spaced, origin, splits)
    return Spaced(spaced, tuple(origin))
