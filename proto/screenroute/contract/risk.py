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
Chinese words count anywhere (the script has no word boundaries).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from enum import StrEnum
from typing import Final

from screenroute.contract.text import comparable

__all__ = [
    "HIGH_RISK_VERBS",
    "HIGH_RISK_WORDS",
    "MEDIUM_RISK_VERBS",
    "MEDIUM_RISK_WORDS",
    "RiskTier",
    "label_risk",
    "max_tier",
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


# Irreversible or outward-facing: destroys data, moves money, publishes. Simplified and
# traditional Chinese and German beside English. Risky wherever they stand in a label.
HIGH_RISK_WORDS: Final = (
    # destroy
    "delete", "remove", "erase", "purge", "destroy", "wipe", "empty trash", "empty bin", "uninstall",
    "factory reset", "delete all", "permanently",
    "删除", "移除", "清除", "清空", "擦除", "销毁", "卸载", "重置", "格式化", "清空回收站", "永久",
    "刪除", "銷毀", "卸載", "清空資源回收筒", "恢復原廠設定",
    "löschen", "entfernen", "leeren", "papierkorb leeren", "deinstallieren", "zurücksetzen", "formatieren",
    "vernichten",
    # pay
    "checkout", "check out", "buy now", "pay now", "place order", "submit order", "confirm order",
    "confirm payment", "complete purchase", "add payment",
    "支付", "付款", "结账", "结算", "购买", "立即购买", "下单", "提交订单", "确认订单", "确认支付",
    "結賬", "結帳", "結算", "購買", "立即購買", "下單", "提交訂單", "確認訂單", "確認支付",
    "bezahlen", "jetzt kaufen", "kaufen", "zur kasse", "bestellen", "zahlungspflichtig bestellen",
    # move money
    "send money", "wire transfer", "transfer funds", "transfer money",
    "转账", "汇款", "退款", "转帐", "轉賬", "轉帳", "匯款",
    "überweisen", "überweisung", "geld senden", "erstatten", "rückerstattung",
    # publish
    "publish", "publicly",
    "发布", "发送", "发帖", "發佈", "發布", "發送", "發帖", "公开", "公開",
    "veröffentlichen", "posten", "senden", "absenden",
)  # fmt: skip

# Also everyday nouns: risky only as a button's imperative (see the module docstring).
HIGH_RISK_VERBS: Final = (
    "drop", "reset", "format", "pay", "buy", "purchase", "order", "transfer", "wire", "refund", "post",
    "send", "share", "tweet", "zahlen", "kaufen",
)  # fmt: skip

# Commits a change inside the app: allowed, but only after a confirmation.
MEDIUM_RISK_WORDS: Final = (
    "save", "submit", "confirm", "approve",
    "保存", "提交", "确认", "审批", "確認", "審批", "批准",
    "speichern", "einreichen", "bestätigen", "übernehmen", "genehmigen", "aktualisieren",
)  # fmt: skip

MEDIUM_RISK_VERBS: Final = ("apply", "update", "accept", "upload", "应用", "更新", "應用")

# What may follow an imperative risky verb on a button ("Post comment", "Send now").
_OBJECTS: Final = frozenset(
    [
        "now",
        "all",
        "it",
        "this",
        "that",
        "these",
        "them",
        "everything",
        "selected",
        "selection",
        "item",
        "items",
        "order",
        "orders",
        "message",
        "messages",
        "comment",
        "comments",
        "reply",
        "post",
        "file",
        "files",
        "folder",
        "folders",
        "disk",
        "drive",
        "device",
        "partition",
        "data",
        "database",
        "table",
        "tables",
        "settings",
        "setting",
        "account",
        "accounts",
        "cart",
        "payment",
        "payments",
        "money",
        "funds",
        "again",
        "anyway",
        "permanently",
        "forever",
        "changes",
        "change",
        "draft",
        "email",
        "emails",
        "invoice",
        "invoices",
        "anyway",
        "row",
        "rows",
        "record",
        "records",
        "entry",
        "entries",
        "user",
        "users",
        "trash",
        "bin",
        "page",
        "pages",
        "app",
        "application",
        "everyone",
        "public",
        "request",
        "jetzt",
        "alle",
        "alles",
        "sofort",
    ]
)
# Verbs an amount may follow ("Pay 25.00", "Transfer 500 EUR").
_MONEY_VERBS: Final = frozenset(["pay", "buy", "purchase", "transfer", "wire", "refund", "send", "zahlen", "kaufen"])
# After these the rest of the label is where the verb acts ("Send to <PERSON_1>", "Pay for order 12").
_PREPOSITIONS: Final = frozenset(["to", "for", "on", "with", "via", "in", "an", "zu", "fur", "auf"])
# A new clause starts after these: "Yes, delete", "Save and publish".
_CLAUSE_WORDS: Final = frozenset(["and", "then", "yes", "ok", "okay", "und", "ja"])
# Words a glued OCR token may be split into besides the risk words ("Saveandaddanother").
_GLUE_WORDS: Final = (
    _OBJECTS
    | _PREPOSITIONS
    | _CLAUSE_WORDS
    | frozenset(
        [
            "add",
            "another",
            "continue",
            "editing",
            "new",
            "my",
            "your",
            "the",
            "a",
            "of",
            "selected",
            "no",
            "not",
            "cancel",
            "close",
            "me",
        ]
    )
)
# Characters OCR takes for one another (in comparable form; the skeleton already merged rn/m, l/I).
_OCR_CONFUSED: Final = ("ceoa0", "iljtf1", "nh", "uvy", "gq9", "bh8", "s5", "z2", "sz")
_SLIP_MIN_LEN: Final = 5
_CURRENCIES: Final = frozenset({"usd", "eur", "cny", "rmb", "yuan", "gbp", "chf", "jpy"})
_CLAUSE_PUNCT = re.compile(r"[,;:!?&/|·•+]")
_WORD = re.compile(r"[^\W_]+")


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


def _same(token: str, word: str) -> bool:
    return token == word or _one_slip(token, word)


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


def _split_glued(token: str) -> list[str]:
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


def _clauses(form: str) -> list[list[str]]:
    """Latin words of ``form`` grouped into clauses, glued tokens split."""
    latin = "".join(" " if _is_wide(ch) else ch for ch in form)
    clauses: list[list[str]] = []
    for part in _CLAUSE_PUNCT.split(latin):
        words: list[str] = []
        for token in _WORD.findall(part):
            for word in _split_glued(token):
                if word in _vocabulary("clause") and words:
                    clauses.append(words)
                    words = []
                else:
                    words.append(word)
        if words:
            clauses.append(words)
    return clauses


@functools.cache
def _vocabulary(name: str) -> frozenset[str]:
    words = {
        "objects": _OBJECTS,
        "prepositions": _PREPOSITIONS,
        "clause": _CLAUSE_WORDS,
        "glue": _GLUE_WORDS,
        "money": _MONEY_VERBS,
    }[name]
    return frozenset(comparable(word) for word in words)


def _imperative_object(verb: str, rest: list[str]) -> bool:
    """Whether ``rest`` is what may follow a button's ``verb``: objects, a preposition and anything,
    or an amount after a verb that moves money ("Pay 25.00", not "Order #1234")."""
    money = verb in _vocabulary("money")
    for word in rest:
        if word in _vocabulary("prepositions"):
            return True
        if word not in _vocabulary("objects") and not (money and (word.isdigit() or word in _CURRENCIES)):
            return False
    return True


def _clause_tier(words: list[str]) -> RiskTier:
    anywhere, verbs, phrases, _ = _lexicon()
    tier = RiskTier.LOW
    for i, word in enumerate(words):
        for known, known_tier in anywhere.items():
            if _same(word, known):
                tier = max_tier(tier, known_tier)
        if i == 0 or words[i - 1] in _vocabulary("clause"):
            for known, known_tier in verbs.items():
                if _same(word, known) and _imperative_object(known, words[i + 1 :]):
                    tier = max_tier(tier, known_tier)
    for phrase, known_tier in phrases:
        n = len(phrase)
        if any(
            all(_same(w, p) for w, p in zip(words[i : i + n], phrase, strict=True)) for i in range(len(words) - n + 1)
        ):
            tier = max_tier(tier, known_tier)
    return tier


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
    for clause in _clauses(form):
        tier = max_tier(tier, _clause_tier(clause))
        if tier is RiskTier.HIGH:
            break
    return tier
