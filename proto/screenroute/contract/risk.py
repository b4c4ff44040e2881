"""Risk tiers and the one list of risky words, shared by the edge's risk gate and every planner backend.

The tier of a click comes from the whole label of the element under it, judged on the edge;
a planner backend uses the same list to stay away from risky targets of its own accord.
Screen text and planner output are untrusted: nothing here takes a tier from either.

Labels are compared in :func:`screenroute.contract.text.comparable` form (NFKC, casefold,
invisible characters removed, traditional Chinese as simplified, Unicode confusables as
their TR39 prototype), so "Dеlete" with a Cyrillic "е", "De\u200blete" and "刪除" are the
words they look like. Latin words are matched as whole words with one OCR slip allowed on
words of five letters or more ("Delcte", "Dclete", "Delte"), but no inflection ("Deleted
items" is a folder, not a button) and no unrelated word one letter away ("Remote" is not
"remove": a slip must be a pair OCR confuses, such as e/c, i/l/t, n/h, u/v). Words OCR glued
together ("Deleteall", "Saveandaddanother") are split with a small UI vocabulary; a glued
word that does not split ("Dropdown", "Postcode", "Formation") is not a risky word.

Two kinds of risky words. Those in :data:`HIGH_RISK_WORDS` / :data:`MEDIUM_RISK_WORDS`
count anywhere in a label ("Permanently delete", "Yes, remove it"). Those in
:data:`HIGH_RISK_VERBS` / :data:`MEDIUM_RISK_VERBS` are also everyday nouns ("Blog post",
"Date format", "Purchase requests"), so they count only as the imperative of a button: the
label's first word (or the first after "and", "yes", a comma…) followed by nothing but an
object such as "now", "all", "message", an amount, or a "to …"/"for …" phrase
("Post comment", "Send to <PERSON_1>", "Pay 25.00", "Format disk").
Chinese, Japanese and Korean words count anywhere (the scripts have no word boundaries).

The words live in one data file beside this module, ``risk_words.yaml`` (high and medium, in
English, German, French, Spanish, simplified and traditional Chinese, Japanese and Korean).
Short words get a slip too, but only one OCR really makes: a pair it confuses ("Pav" for
"Pay", "5end" for "Send"; 0/o, 1/l/i, 5/s, 8/b, v/y, u/v…), never any letter ("Day", "Past").

A screen speaks as well as its buttons: :func:`screen_context` reads what a screen *says* (a
sentence such as "Are you sure?", "will be deleted", "Payment": every click on it but a safe
choice such as Cancel takes that tier) and what it *shows* (its riskiest label: a neutral
button — Continue, OK, Go, Yes, 确定, はい — or a control with no text takes that tier).
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from typing import Any, Final, cast

from screenroute.contract.text import comparable as _comparable_uncached

__all__ = [
    "CONTEXT_PHRASES",
    "HIGH_RISK_VERBS",
    "HIGH_RISK_WORDS",
    "MEDIUM_RISK_VERBS",
    "MEDIUM_RISK_WORDS",
    "NEUTRAL_LABELS",
    "SAFE_LABELS",
    "TOPIC_WORDS",
    "RiskTier",
    "ScreenContext",
    "is_neutral",
    "is_safe_choice",
    "label_risk",
    "max_tier",
    "screen_context",
]


class RiskTier(StrEnum):
    """How dangerous an action is."""

    LOW = "low"  # runs
    MEDIUM = "medium"  # runs only after confirmation
    HIGH = "high"  # forbidden without a human


_ORDER = {RiskTier.LOW: 0, RiskTier.MEDIUM: 1, RiskTier.HIGH: 2}


def max_tier(*tiers: RiskTier) -> RiskTier:
    """The most dangerous of ``tiers`` (LOW for none)."""
    return max(tiers, key=_ORDER.__getitem__, default=RiskTier.LOW)


_WORDS_FILE: Final = "risk_words.yaml"
_LANGUAGES: Final = ("en", "de", "fr", "es", "zh-Hans", "zh-Hant", "ja", "ko")


@functools.cache
def _data() -> dict[str, Any]:
    """The word list (``risk_words.yaml`` beside this module), validated once."""
    import yaml  # the task files' YAML reader; imported where the list is first needed

    raw = resources.files(__package__).joinpath(_WORDS_FILE).read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    _only_strings(data, _WORDS_FILE)
    for tier in ("high", "medium"):
        for kind in ("words", "verbs"):
            unknown = set(data[tier].get(kind, {})) - set(_LANGUAGES)
            if unknown:
                raise ValueError(
                    f"{_WORDS_FILE}: {tier}.{kind}: unknown languages {sorted(unknown)}; known: {_LANGUAGES}"
                )
    return cast("dict[str, Any]", data)


def _only_strings(node: object, where: str) -> None:
    """Every word is a string (a bare ``no`` or ``on`` in YAML is a boolean: quote it)."""
    if isinstance(node, dict):
        for key, value in node.items():
            _only_strings(value, f"{where}: {key}")
    elif isinstance(node, list):
        for item in node:
            if not isinstance(item, str):
                raise ValueError(f"{where}: {item!r} is not a string (quote it in {_WORDS_FILE})")


def _flat(tier: str, kind: str) -> tuple[str, ...]:
    by_language: dict[str, list[str]] = _data()[tier].get(kind, {})
    return tuple(str(word) for language in _LANGUAGES for word in by_language.get(language, ()))


def _words(name: str) -> frozenset[str]:
    return frozenset(str(word) for word in _data()[name])


# Irreversible or outward-facing: destroys data, moves money, closes an account, publishes.
# Risky wherever they stand in a label. (All four lists: risk_words.yaml.)
HIGH_RISK_WORDS: Final = _flat("high", "words")
# Also everyday nouns: risky only as a button's imperative (see the module docstring).
HIGH_RISK_VERBS: Final = _flat("high", "verbs")
# Commits a change inside the app: allowed, but only after a confirmation.
MEDIUM_RISK_WORDS: Final = _flat("medium", "words")
MEDIUM_RISK_VERBS: Final = _flat("medium", "verbs")

# What may follow an imperative risky verb on a button ("Post comment", "Send now").
_OBJECTS: Final = _words("objects")
# Verbs an amount may follow ("Pay 25.00", "Transfer 500 EUR").
_MONEY_VERBS: Final = _words("money_verbs")
# After these the rest of the label is where the verb acts ("Send to <PERSON_1>", "Pay for order 12").
_PREPOSITIONS: Final = _words("prepositions")
# A new clause starts after these: "Yes, delete", "Save and publish".
_CLAUSE_WORDS: Final = _words("clause")
# Words a glued OCR token may be split into besides the risk words ("Saveandaddanother").
_GLUE_WORDS: Final = _OBJECTS | _PREPOSITIONS | _CLAUSE_WORDS | _words("glue")
# Characters OCR takes for one another (in comparable form; the skeleton already merged rn/m, l/I).
_OCR_CONFUSED: Final = ("ceoa0", "iljtf17", "nh", "uvy", "gq9", "bh8", "s5", "z2", "sz")
# On words shorter than a slip is allowed on ("Pav" for "Pay", "5end" for "Send"), only these
# pairs count: a short word one arbitrary letter away is usually another word ("Day", "Past").
_SHORT_CONFUSED: Final = frozenset(
    frozenset(pair) for pair in ("0o", "1l", "1i", "li", "5s", "8b", "vy", "uv", "2z", "9g", "4a", "7t", "6b", "ce")
)
_SLIP_MIN_LEN: Final = 5
_SHORT_MIN_LEN: Final = 3
_CLAUSE_PUNCT_KEPT = re.compile(r"([,;:!?&/|·•+])")
_WORD = re.compile(r"[^\W_]+")


# Screens repeat their lines from frame to frame: each text is made comparable once.
comparable = functools.lru_cache(maxsize=65536)(_comparable_uncached)


def _is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _confused(a: str, b: str) -> bool:
    return any(a in group and b in group for group in _OCR_CONFUSED)


def _one_slip(token: str, word: str) -> bool:
    """Whether OCR could have read ``word`` as ``token`` with one slip (not an inflection)."""
    if len(word) < _SLIP_MIN_LEN or abs(len(token) - len(word)) > 1:
        return False
    if len(token) == len(word):
        diffs = [i for i, (a, b) in enumerate(zip(token, word, strict=True)) if a != b]
        if len(diffs) == 1:
            return _confused(token[diffs[0]], word[diffs[0]])
        return (
            len(diffs) == 2
            and diffs[1] == diffs[0] + 1
            and token[diffs[0]] == word[diffs[1]]
            and token[diffs[1]] == word[diffs[0]]
        )
    # A dropped or doubled letter inside the word; never at the end, where inflections go.
    short, long_ = (token, word) if len(token) < len(word) else (word, token)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(1, len(long_) - 1))


def _short_slip(token: str, word: str) -> bool:
    """Whether OCR could have read the short ``word`` as ``token``: one pair it confuses, nothing else."""
    if not _SHORT_MIN_LEN <= len(word) < _SLIP_MIN_LEN or len(token) != len(word):
        return False
    diffs = [(a, b) for a, b in zip(token, word, strict=True) if a != b]
    return len(diffs) == 1 and frozenset(diffs[0]) in _SHORT_CONFUSED


def _same(token: str, word: str) -> bool:
    return token == word or _one_slip(token, word) or _short_slip(token, word)


@functools.cache
def _lexicon() -> tuple[
    dict[str, RiskTier],
    dict[str, RiskTier],
    tuple[tuple[tuple[str, ...], RiskTier], ...],
    tuple[tuple[str, RiskTier], ...],
]:
    """(single words anywhere, single imperative verbs, multi-word phrases, CJK words), comparable forms."""
    anywhere: dict[str, RiskTier] = {}
    verbs: dict[str, RiskTier] = {}
    phrases: list[tuple[tuple[str, ...], RiskTier]] = []
    cjk: list[tuple[str, RiskTier]] = []
    for words, tier, target in (
        (HIGH_RISK_WORDS, RiskTier.HIGH, anywhere),
        (HIGH_RISK_VERBS, RiskTier.HIGH, verbs),
        (MEDIUM_RISK_WORDS, RiskTier.MEDIUM, anywhere),
        (MEDIUM_RISK_VERBS, RiskTier.MEDIUM, verbs),
    ):
        for raw in words:
            form = comparable(raw)
            if any(_is_wide(ch) for ch in form):
                cjk.append((form, tier))
            elif " " in form:
                phrases.append((tuple(form.split()), tier))
            else:
                target.setdefault(form, tier)
    return anywhere, verbs, tuple(phrases), tuple(cjk)


@functools.cache
def _glue_vocabulary() -> tuple[str, ...]:
    anywhere, verbs, phrases, _ = _lexicon()
    words = set(anywhere) | set(verbs) | _vocabulary("glue") | {w for phrase, _ in phrases for w in phrase}
    return tuple(sorted(words, key=len, reverse=True))


@functools.lru_cache(maxsize=65536)
def _split_glued_cached(token: str) -> tuple[str, ...]:
    return tuple(_split_glued_uncached(token))


def _split_glued(token: str) -> list[str]:
    """``token`` as the UI words OCR glued together, or ``[token]`` (cached per token)."""
    return list(_split_glued_cached(token))


def _split_glued_uncached(token: str) -> list[str]:
    """``token`` as the UI words OCR glued together, or ``[token]`` when it does not split into them."""
    if len(token) < 6:
        return [token]
    vocabulary = _glue_vocabulary()
    risky = set(_lexicon()[0]) | set(_lexicon()[1])
    # best[i]: a split of token[:i] into known words (fewest words), or None.
    best: list[list[str] | None] = [None] * (len(token) + 1)
    best[0] = []
    for i in range(len(token)):
        done = best[i]
        if done is None:
            continue
        for word in vocabulary:
            sizes = (len(word) - 1, len(word), len(word) + 1) if word in risky else (len(word),)
            for size in sizes:
                j = i + size
                if j > len(token) or not (token[i:j] == word or (word in risky and _one_slip(token[i:j], word))):
                    continue
                candidate = [*done, word]
                if best[j] is None or len(candidate) < len(best[j] or []):
                    best[j] = candidate
    split = best[len(token)]
    return split if split and len(split) > 1 else [token]


def _clauses(form: str) -> list[tuple[list[str], bool]]:
    """Latin words of ``form`` grouped into clauses, glued tokens split; each with whether it names a
    field: the clause right before a colon is a label ("Format:", "Order:", "Share:"), and what follows
    the colon is the field's value or its options (a radio row OCR read as one line), not its object."""
    latin = "".join(" " if _is_wide(ch) else ch for ch in form)
    clauses: list[tuple[list[str], bool]] = []
    pieces = _CLAUSE_PUNCT_KEPT.split(latin)
    for part, mark in itertools.zip_longest(pieces[::2], pieces[1::2], fillvalue=""):
        words: list[str] = []
        for token in _WORD.findall(part):
            for word in _split_glued(token):
                if word in _vocabulary("clause") and words:
                    clauses.append((words, False))
                    words = []
                else:
                    words.append(word)
        if words:
            clauses.append((words, mark == ":"))
    return clauses


@functools.cache
def _vocabulary(name: str) -> frozenset[str]:
    words = {
        "objects": _OBJECTS,
        "prepositions": _PREPOSITIONS,
        "clause": _CLAUSE_WORDS,
        "glue": _GLUE_WORDS,
        "money": _MONEY_VERBS,
        "currencies": _words("currencies"),
    }[name]
    return frozenset(comparable(word) for word in words)


def _imperative_object(verb: str, rest: list[str]) -> bool:
    """Whether ``rest`` is what may follow a button's ``verb``: objects, a preposition and anything,
    or an amount after a verb that moves money ("Pay 25.00", not "Order #1234")."""
    money = verb in _vocabulary("money")
    for word in rest:
        if word in _vocabulary("prepositions"):
            return True
        if word not in _vocabulary("objects") and not (money and (word.isdigit() or word in _vocabulary("currencies"))):
            return False
    return True


@functools.cache
def _by_length() -> dict[int, tuple[str, ...]]:
    """Every word of the lexicon (single words, verbs, words of phrases) by its length."""
    anywhere, verbs, phrases, _ = _lexicon()
    words = set(anywhere) | set(verbs) | {w for phrase, _ in phrases for w in phrase}
    table: dict[int, list[str]] = {}
    for word in words:
        table.setdefault(len(word), []).append(word)
    return {n: tuple(sorted(ws)) for n, ws in table.items()}


@functools.lru_cache(maxsize=65536)
def _known_as(token: str) -> frozenset[str]:
    """The lexicon's words OCR could have read as ``token`` (itself, or one slip away)."""
    table = _by_length()
    candidates = (w for n in (len(token) - 1, len(token), len(token) + 1) for w in table.get(n, ()))
    return frozenset(w for w in candidates if _same(token, w))


@functools.cache
def _phrases_by_first() -> dict[str, tuple[tuple[tuple[str, ...], RiskTier], ...]]:
    table: dict[str, list[tuple[tuple[str, ...], RiskTier]]] = {}
    for phrase, tier in _lexicon()[2]:
        table.setdefault(phrase[0], []).append((phrase, tier))
    return {first: tuple(items) for first, items in table.items()}


def _clause_tier(words: list[str], *, names_a_field: bool = False) -> RiskTier:
    anywhere, verbs, _, _ = _lexicon()
    tier = RiskTier.LOW
    known = [_known_as(word) for word in words]
    phrases = _phrases_by_first()
    for i in range(len(words)):
        imperative = i == 0 or words[i - 1] in _vocabulary("clause")
        for match in known[i]:
            if match in anywhere:
                tier = max_tier(tier, anywhere[match])
            # A label before a colon is no imperative when the verb stands alone there ("Format:",
            # "Share:"), unless it moves money ("Pay: 25.00"); a verb with its object before the colon
            # ("Reset database:", "Post comment:") is still a command, failing closed.
            labelled = names_a_field and len(words) == 1 and match not in _vocabulary("money")
            if match in verbs and imperative and not labelled and _imperative_object(match, words[i + 1 :]):
                tier = max_tier(tier, verbs[match])
            for phrase, phrase_tier in phrases.get(match, ()):
                n = len(phrase)
                if i + n <= len(words) and all(phrase[j] in known[i + j] for j in range(1, n)):
                    tier = max_tier(tier, phrase_tier)
    return tier


@functools.lru_cache(maxsize=16384)
def label_risk(label: str) -> RiskTier:
    """The tier of acting on an element labelled ``label`` (its whole label, not a part of it)."""
    form = comparable(label)
    if not form:
        return RiskTier.LOW
    tier = RiskTier.LOW
    squeezed = form.replace(" ", "")
    for word, word_tier in _lexicon()[3]:
        if word.replace(" ", "") in squeezed:
            tier = max_tier(tier, word_tier)
    for clause, names_a_field in _clauses(form):
        tier = max_tier(tier, _clause_tier(clause, names_a_field=names_a_field))
        if tier is RiskTier.HIGH:
            break
    return tier


def _context(kind: str) -> tuple[str, ...]:
    by_language: dict[str, list[str]] = _data()["context"][kind]
    return tuple(str(word) for language in _LANGUAGES for word in by_language.get(language, ()))


#: What a screen says when an irreversible act is pending ("Are you sure?", "will be deleted").
CONTEXT_PHRASES: Final = _context("high")
#: What a screen is about when money moves ("Payment", "Transfer funds", 付款).
TOPIC_WORDS: Final = _context("topic")
#: Labels that only say "go on": what they do is what their screen says.
NEUTRAL_LABELS: Final = _context("neutral")
#: Labels (or a label's first word) that back out: what a screen says never raises them.
SAFE_LABELS: Final = _context("safe")
# Digits and letters OCR and spoofers swap, folded together when a whole label is compared.
_LOOSE = str.maketrans({"i": "l", "1": "l", "0": "o", "5": "s"})


def _squeezed(text: str) -> str:
    """Letters and digits of the comparable form, loosely: "Yes, I'm sure", "yes im sure", "0K" meet."""
    return "".join(ch for ch in comparable(text) if unicodedata.category(ch)[0] in "LN").translate(_LOOSE)


@functools.cache
def _forms(kind: str) -> frozenset[str]:
    return frozenset(_squeezed(label) for label in _context(kind))


@functools.cache
def _context_forms(kind: str) -> tuple[tuple[str, bool], ...]:
    """Each phrase of a context list in comparable form, and whether it is matched as whole words (not CJK)."""
    forms = []
    for phrase in _context(kind):
        form = comparable(phrase)
        wide = any(_is_wide(ch) for ch in form)
        forms.append((form.replace(" ", "") if wide else f" {' '.join(_WORD.findall(form))} ", not wide))
    return tuple(forms)


def _says(text: str, kind: str) -> bool:
    """Whether ``text`` holds a phrase of the context list ``kind`` (whole words; CJK anywhere)."""
    form = comparable(text)
    latin = f" {' '.join(_WORD.findall(form))} "
    squeezed = form.replace(" ", "")
    return any((phrase in latin) if whole else (phrase in squeezed) for phrase, whole in _context_forms(kind))


def is_neutral(label: str) -> bool:
    """Whether ``label`` (a whole button label) only says "go on": Continue, OK, Go, Yes, 确定, はい…"""
    return bool(label.strip()) and _squeezed(label) in _forms("neutral")


def is_safe_choice(label: str) -> bool:
    """Whether ``label`` backs out (Cancel, "No, take me back", 取消…): whole, or by its first word."""
    if not label.strip():
        return False
    if _squeezed(label) in _forms("safe"):
        return True
    first = _WORD.findall(comparable(label))
    return bool(first) and _squeezed(first[0]) in _forms("safe")


@dataclass(frozen=True)
class ScreenContext:
    """What a screen says and shows about risk, read from its lines once.

    ``said``: a context phrase on screen ("Are you sure?", "will be deleted"): every click,
    Return or space on this screen except a safe choice takes this tier.
    ``shown``: the riskiest label on screen ("Delete selected orders" picked in a list) or a
    topic word ("Payment", "Transfer funds"): a neutral button (Go, OK, Continue) or a control
    with no text takes this tier.
    """

    said: RiskTier = RiskTier.LOW
    shown: RiskTier = RiskTier.LOW
    why: str = ""

    def tier_for(self, label: str, *, shown: bool = True) -> RiskTier:
        """The tier this screen gives an action on the element labelled ``label`` ('' for no text).

        ``shown``: whether what the screen shows counts too (for actions that are not the task
        owner's: a recorded step's own "OK" was chosen by a person looking at the screen).
        """
        tier = RiskTier.LOW
        if not is_safe_choice(label):
            tier = self.said
        if shown and (not label.strip() or is_neutral(label)):
            tier = max_tier(tier, self.shown)
        return tier


def screen_context(texts: Iterable[str]) -> ScreenContext:
    """Read what a screen says (context phrases) and shows (its riskiest label) from its lines."""
    said = shown = RiskTier.LOW
    why_said = why_shown = ""
    for text in texts:
        tier = label_risk(text)
        if shown is not RiskTier.HIGH and _says(text, "topic"):
            tier = RiskTier.HIGH
        if _ORDER[tier] > _ORDER[shown]:
            shown, why_shown = tier, text
        if said is RiskTier.LOW and _says(text, "high"):
            said, why_said = RiskTier.HIGH, text
    why = (
        f"the screen says {why_said[:60]!r}"
        if why_said
        else (f"the screen shows {why_shown[:60]!r}" if why_shown else "")
    )
    return ScreenContext(said, shown, why)
