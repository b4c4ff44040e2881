"""Typed text a recording never writes: slips of a secret.

A person who mistypes a password types something close to it ("…-2025" for "…-2026"), then
replaces it in the same field with the right one. Their own correction says what the task
needs (the secret, a ``{NAME}`` template), and the slip is worse than useless: it is a password
too (last year's, a reused one, the right one with a letter off). So a typed text is never
written anywhere — task file, kept demonstration, warnings — when it is:

* typed into a field that later, in the same recording, receives a declared secret (the person
  replaced it there: a slip, whatever it is), or
* within a small edit distance of a declared secret's value (:func:`near_secret`), wherever
  it was typed.

"The same field" is told two ways, either enough: the clicks that put the focus there are
inside one input field's box (found by its shape), or the typing changed the same place on
screen (where the characters or the mask dots appeared).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence

from screenroute.edge.fields import field_at
from screenroute.edge.geometry import Box
from screenroute.edge.record.events import ActionKind, InputAction
from screenroute.edge.skills.executor import moves_focus
from screenroute.edge.typed import typed_regions

__all__ = ["near_secret", "secret_slips", "shows_secret"]

# The edits a near copy of a secret may differ by: none below this length (a short value is too
# close to too much), then one per this many characters, at most the cap.
_SHORTEST_NEAR = 6
_CHARS_PER_EDIT = 6
_MOST_EDITS = 3
# Scripts that write no spaces between words (by the first word of a character's Unicode name).
_UNSPACED_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "THAI", "LAO", "KHMER", "MYANMAR")
# Two clicks this close (pixels) focus one field when no field's box is found around them.
_SAME_POINT_PX = 6
# A place typing changed is a line of a field at most this high (a button enabled, a form's
# message shown by any field's typing, are no field's text).
_TALLEST_PLACE_PX = 64


def _allowed_edits(value: str) -> int:
    if len(value) < _SHORTEST_NEAR:
        return 0
    return min(_MOST_EDITS, max(1, len(value) // _CHARS_PER_EDIT))


def _distance_within(value: str, text: str) -> int:
    """The fewest edits that turn ``value`` into some run of ``text`` (its best-matching part)."""
    previous = [0] * (len(text) + 1)  # a match may start anywhere in the text
    for i, a in enumerate(value, 1):
        current = [i] + [0] * len(text)
        for j, b in enumerate(text, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a != b))
        previous = current
    return min(previous)  # …and end anywhere


def _as_word(value: str, text: str) -> bool:
    """Whether ``value`` stands in ``text`` as a word: no letter or digit of its own kind right beside it."""
    pos = text.find(value)
    while pos >= 0:
        end = pos + len(value)
        before = text[pos - 1] if pos > 0 else ""
        after = text[end] if end < len(text) else ""
        if not _glued(before, value[0]) and not _glued(value[-1], after):
            return True
        pos = text.find(value, pos + 1)
    return False


def _glued(left: str, right: str) -> bool:
    # Letters run on into one word and digits into one number; a digit after a letter ("kai2") starts
    # another. Scripts written without spaces have no words to tell: there every copy counts.
    if not (left and right):
        return False
    if left.isdigit() or right.isdigit():
        return left.isdigit() and right.isdigit()
    return left.isalpha() and right.isalpha() and not (_unspaced(left) or _unspaced(right))


def _unspaced(ch: str) -> bool:
    return unicodedata.name(ch, "").startswith(_UNSPACED_SCRIPTS)


def near_secret(text: str, value: str, *, typed: bool = False) -> bool:
    """Whether ``text`` holds ``value`` or a near copy of it (a few letters other, more or fewer).

    Compared case-insensitively: Caps Lock on is the commonest password slip of all.

    A value shorter than a near copy is told for (a three-letter user name) is held on a screen's text
    only as a word of its own ("kai", "kai:", "Kai2"), never as letters inside a longer word
    ("Kaiser", "Makai") nor nearly: every short word is a letter or two from some other. In a script
    written without spaces (Chinese, Japanese, Thai) any copy counts. Text the person ``typed``, and a
    short value with a digit in it (a PIN), count wherever they hold it: "47112" typed into the wrong
    field holds PIN 4711 with one key too many.
    """
    if not value or not text:
        return False
    a, b = value.casefold(), text.casefold()
    allowed = _allowed_edits(a)
    if not allowed:
        if typed or any(ch.isdigit() for ch in a):
            return a in b
        return _as_word(a, b)
    if a in b:
        return True
    if len(b) < len(a) - allowed:
        return False
    return _distance_within(a, b) <= allowed


def shows_secret(text: str, secrets: Mapping[str, str], *, typed: bool = False) -> str | None:
    """The name of the secret ``text`` holds or nearly holds, if any (``typed``: see :func:`near_secret`)."""
    for name, value in sorted(secrets.items()):
        if near_secret(text, value, typed=typed):
            return name
    return None


def secret_slips(actions: Sequence[InputAction], secrets: Mapping[str, str]) -> dict[int, str]:
    """The typed actions (by index) that must never be written, each with the secret it is a slip of."""
    secrets = {name: value for name, value in secrets.items() if value}
    if not secrets:
        return {}
    slips: dict[int, str] = {}
    took: list[tuple[int, str]] = []  # (index, secret name) of typings that hold a secret exactly
    for i, action in enumerate(actions):
        if action.kind is not ActionKind.TYPE:
            continue
        exact = next((n for n, v in sorted(secrets.items()) if v in action.text), None)
        if exact is not None:
            took.append((i, exact))
            continue
        near = shows_secret(action.text, secrets, typed=True)
        if near is not None:
            slips[i] = near
    for i, action in enumerate(actions):
        if action.kind is not ActionKind.TYPE or i in slips or any(i == k for k, _ in took):
            continue
        for k, name in took:
            if k > i and _same_field(actions, i, k):
                slips[i] = name
                break
    return slips


def _focus_click(actions: Sequence[InputAction], i: int) -> int | None:
    """The click that put the focus where typing ``i`` went (None when a key moved it since, or none)."""
    for k in range(i - 1, -1, -1):
        action = actions[k]
        if action.kind is ActionKind.CLICK:
            return k
        if action.kind is ActionKind.KEY and moves_focus(action.keys):
            return None
    return None


def _same_field(actions: Sequence[InputAction], i: int, k: int) -> bool:
    """Whether typings ``i`` and ``k`` went into one field."""
    ci, ck = _focus_click(actions, i), _focus_click(actions, k)
    if ci is not None and ci == ck:
        return True
    if ci is not None and ck is not None and _one_field(actions[ci], actions[ck]):
        return True
    return _places_meet(actions[i], actions[k])


def _one_field(a: InputAction, b: InputAction) -> bool:
    if abs(a.x - b.x) <= _SAME_POINT_PX and abs(a.y - b.y) <= _SAME_POINT_PX:
        return True
    for click, other in ((a, b), (b, a)):
        if click.before is None:
            continue
        field = field_at(click.before.pixels, [], click.x, click.y)
        if field is not None and field.box.x0 <= other.x < field.box.x1 and field.box.y0 <= other.y < field.box.y1:
            return True
    return False


def _typed_places(action: InputAction) -> tuple[Box, ...]:
    before, after = action.before, action.after
    if before is None or after is None:
        return ()
    return typed_regions(before, after, tallest=_TALLEST_PLACE_PX)


def _places_meet(a: InputAction, b: InputAction) -> bool:
    places = _typed_places(b)
    return any(p.intersects(q) for p in _typed_places(a) for q in places)
