"""The words that structure a page — labels, neutral labels, buttons — in seven languages.

The lexicon is data (``lexicon.yaml`` beside this module, schema ``screenroute/redaction-lexicon/v1``),
validated once at load. Lookups compare normalised forms (``screenroute.contract.normalise``: NFKC,
case-folded, letters and digits only), so OCR's glued words ("Customername"), full-width colons
and upper-cased headers all meet the same entry.

A page uses words the lexicon lacks and the OCR misreads the ones it has. Where a text stands
in a label's place — it ends in a colon, or it is a cell of a table's header row —
:meth:`Lexicon.classify` also accepts, in this order: an OCR slip of a lexicon word (one
character inserted, dropped or changed: "Cumpleanios", "证生日", "客名" for 顧客名), a compound
whose head is a lexicon word ("Wohnanschrift", "Dirección postal", "服務單位", "公司名"), and
finally any short text: an unknown label, whose value the layout still binds and types by its
shape. A value never becomes a label this way: the text must look like a label (no digits,
no "@", a few words) and stand where a label stands.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from screenroute.contract import normalise
from screenroute.contract.text import simplified
from screenroute.router.errors import ConfigError

DEFAULT_LEXICON = Path(__file__).with_name("lexicon.yaml")
LANGUAGES = ("en", "zh-Hans", "zh-Hant", "de", "fr", "es", "ja")
#: The entity types a label can bind its value to.
LABEL_TYPES = (
    "PERSON",
    "ADDRESS",
    "AMOUNT",
    "PHONE_NUMBER",
    "EMAIL_ADDRESS",
    "ID_NUMBER",
    "CREDIT_CARD",
    "BANK_ACCOUNT",
    "ORGANIZATION",
    "DATE_OF_BIRTH",
)

# A parenthesised note ("Phone (mobile)"), a required-field star and list bullets are not part of a label.
_DECORATION = re.compile(r"[（(][^)）\d@]{0,24}[)）]|[*＊•·]")
# What may separate an inline label from its value: a colon, full-width colon, a dash or a bar.
_SEPARATORS = frozenset(":：-–—|｜=")


class _WordsByLanguage(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    en: tuple[str, ...] = ()
    zh_hans: tuple[str, ...] = Field(default=(), alias="zh-Hans")
    zh_hant: tuple[str, ...] = Field(default=(), alias="zh-Hant")
    de: tuple[str, ...] = ()
    fr: tuple[str, ...] = ()
    es: tuple[str, ...] = ()
    ja: tuple[str, ...] = ()

    @field_validator("*", mode="before")
    @classmethod
    def _strings(cls, value: object) -> object:
        # YAML reads `no`, `yes`, `ok` as booleans in some dialects; every word must be text.
        if isinstance(value, list):
            bad = [v for v in value if not isinstance(v, str) or not normalise(v)]
            if bad:
                raise ValueError(f"every word must be non-empty text; got {bad!r}")
        return value

    def words(self) -> tuple[str, ...]:
        return self.en + self.zh_hans + self.zh_hant + self.de + self.fr + self.es + self.ja


class _LexiconFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_: Literal["screenroute/redaction-lexicon/v1"] = Field(alias="schema")
    labels: dict[str, _WordsByLanguage]
    neutral: _WordsByLanguage
    buttons: _WordsByLanguage

    @field_validator("labels")
    @classmethod
    def _known_types(cls, value: dict[str, _WordsByLanguage]) -> dict[str, _WordsByLanguage]:
        unknown = sorted(set(value) - set(LABEL_TYPES))
        if unknown:
            raise ValueError(f"unknown label type(s) {unknown}; choose from {list(LABEL_TYPES)}")
        return value


Role = Literal["label", "neutral", "button"]


#: How a text was recognised as a label: the lexicon word itself, an OCR slip of one, a compound
#: with a lexicon word as its head, or a text in a label's place that the lexicon does not know.
#: "birth": a label the lexicon lacks that names a birth ("Geb.-Datum", "Date de naiss.").
How = Literal["exact", "slip", "compound", "unknown", "birth"]


@dataclass(frozen=True, slots=True)
class WordMatch:
    """A lexicon word found in a text: its role, the entity type it binds (labels only) and where it ends.

    A label with ``entity_type`` None and ``how`` other than "exact" binds a value whose type
    is read from the value itself (an unknown label's value is still redacted).
    """

    role: Role
    entity_type: str | None
    end: int  # offset in the original text just past the word (and any separator after it)
    separated: bool  # a colon or similar followed the word
    how: How = "exact"

    @property
    def binds_value(self) -> bool:
        """Whether the value next to this label is to be redacted (typed by the label, or by its shape)."""
        return self.role == "label" and (self.entity_type is not None or self.how != "exact")


# Traditional and Japanese forms of the characters in the lexicon's labels, to simplified: PP-OCR's
# Chinese model often reads 単価 as 单价 and 金額 as 金额, so both sides are compared folded.
_CJK_VARIANTS = str.maketrans(
    dict(
        zip(
            "來価倉個値備傳價優儲刪匯區単収員啟單國報変實審尋帯帳幣庫従態應戶抜択擇據數時書會検業様標機檔檢發產狀確碼稅種稱篩籤約納級細絞絡給統經続総編總繫繼續義聯職舗號製複見規視覽訂計訊設許註証評詢話詳認誕語說説請證護負貨責買費資賣購転載輯辦連運遞適選郵銀録門閉開間關険電預領題額類顧餘駁與発経売営県図対広処気読楽鉄絵歳薬斉沢浜辺桜恵竜亜栄児関徳塩",
            "来价仓个值备传价优储删汇区单收员启单国报变实审寻带帐币库从态应户拔择择据数时书会检业样标机档检发产状确码税种称筛签约纳级细绞络给统经续总编总系继续义联职铺号制复见规视览订计讯设许注证评询话详认诞语说说请证护负货责买费资卖购转载辑办连运递适选邮银录门闭开间关险电预领题额类顾余驳与发经卖营县图对广处气读乐铁绘岁药齐泽滨边樱惠龙亚荣儿关德盐",
            strict=True,
        )
    )
)


def fold_cjk(text: str) -> str:
    """Traditional and Japanese forms of CJK characters as simplified ones (価 → 价, 斉 → 齐)."""
    return simplified(text.translate(_CJK_VARIANTS))


def _fold_accents(text: str) -> str:
    # PP-OCR's Chinese model often drops accents ("Correo electronico", "Loschen"): compare without them.
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return fold_cjk(folded)


@functools.lru_cache(maxsize=65536)
def label_key(text: str) -> str:
    """The lookup form of a label: decorations dropped, normalised, accents folded."""
    return _fold_accents(normalise(_DECORATION.sub("", text)))


def is_cjk(ch: str) -> bool:
    """A kana or CJK ideograph (no letter case, no spaces between words)."""
    return "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _deletions(key: str) -> set[str]:
    return {key[:i] + key[i + 1 :] for i in range(len(key))}


# A percentage inside a label ("MwSt. 19 %", "消費税（10%）") is part of the label, not a value.
_PERCENT = re.compile(r"\d{1,2}(?:[.,]\d)?\s?[%％]")
# Words about a birth, in the supported languages (accents folded, case-folded): a label holding
# one is a date-of-birth label. "geb." is German for "born"; "nac." Spanish for "nacimiento".
_BIRTH_WORD = re.compile(
    r"birth|\bborn\b|\bd\.?\s?o\.?\s?b\b|geburt|\bgeb\b|\bgeboren|naissance|\bnaiss\b|\bnee?\b|nacimiento|"
    r"\bnac\b|\bnacid[oa]|cumpleanos|出生|生日|诞生|诞辰|生年"
)
# The most words a lexicon entry has ("save and continue editing"): how far a run looks ahead.
_MAX_ENTRY_WORDS = 5
# What may stand in a label's place: a few words or CJK characters, no digits, no "@".
_MAX_LABEL_WORDS = 4
_MAX_LABEL_CJK = 8
_MAX_LABEL_CHARS = 32
# OCR slips: Latin words of at least this many letters may differ from a lexicon word by one
# edit; CJK words of at least 3 characters may lose or change one ("客名" for 顧客名).
_MIN_SLIP_LATIN = 5
# The OCR's most common Latin slip at any length: a lower-case l read as a capital I inside a word.
_CAPITAL_I_INSIDE = re.compile(r"(?<=[A-Za-zÀ-ÿ])I")
_MIN_SLIP_CJK = 3
# A compound's head (its last part, or its first in French/Spanish) is a lexicon word this long.
_MIN_HEAD_LATIN = 4
_MIN_HEAD_CJK = 2
# ...and what it adds to the head is this short (a CJK modifier: "服務"單位, "真实"姓名).
_MAX_CJK_MODIFIER = 4
# Someone quoted before a colon: a forum's quoted post ("徐丽丽写道：", "Yolanda Fuchs schrieb:").
# The verbs that quote someone's post, in the Latin-script languages (case-insensitive) and in
# Chinese and Japanese. The OCR glues the verb to the name ("Gardiner-Fisherwrote:"), so no word
# boundary is asked for.
QUOTING_VERBS = r"wrote|schrieb|a\s?[ée]crit|escribi[óo]|ha\s?escrito"
QUOTING_CJK = "写道|寫道|の投稿"
QUOTES_SOMEONE = re.compile(rf"(?:{QUOTING_CJK}|(?i:{QUOTING_VERBS}))\s*$")
# Longer than this, a text that speaks of a birth outside a label's place is a sentence, no label.
_MAX_BIRTH_LABEL_CHARS = 20


# Words that make a run of words a sentence rather than a compound label ("Call before shipping").
_FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "and",
        "or",
        "before",
        "after",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "von",
        "für",
        "mit",
        "und",
        "oder",
        "vor",
        "nach",
        "le",
        "la",
        "les",
        "un",
        "une",
        "du",
        "des",
        "de",
        "pour",
        "avec",
        "et",
        "ou",
        "avant",
        "après",
        "el",
        "los",
        "las",
        "una",
        "del",
        "para",
        "con",
        "y",
        "o",
        "antes",
        "después",
    ]
)

# Words before a head that make a run of words a heading, not a label: "About this contact",
# "Über diesen Kontakt", "À propos de ce contact", "Sobre este contacto" (possessives stay out: "Your
# address" above a field is its label).
_HEADING_WORDS = frozenset(
    ["about", "this", "that", "these", "those", "über", "dieser", "diesen", "dieses", "diese", "propos",
     "ce", "cette", "ces", "sobre", "este", "esta", "estos", "estas"]
)  # fmt: skip

# Imperative verbs that make a run of words an action ("Search mail", "Edit address", "Suchen
# Kunden"), a button or a search field's placeholder, never a label. Verbs only: "Open", "New",
# "First" and "Previous" are button words too, yet begin labels ("Open balance", "Previous address").
_ACTION_VERBS = frozenset(
    ["search", "find", "edit", "delete", "remove", "send", "add", "create", "export", "import", "download",
     "upload", "print", "copy", "share", "select", "filter", "compose", "reply", "forward", "type", "enter",
     "suchen", "durchsuchen", "finden", "bearbeiten", "löschen", "senden", "hinzufügen", "exportieren",
     "drucken", "rechercher", "modifier", "supprimer", "envoyer", "ajouter", "imprimer", "buscar", "editar",
     "eliminar", "enviar", "añadir", "agregar", "imprimir"]
)  # fmt: skip


class Lexicon:
    """Lookups over the lexicon: is this text a label/button, does it start with a label."""

    def __init__(
        self,
        words: dict[str, tuple[Role, str | None]],
        closed_heads: frozenset[str] = frozenset(),
        head_first: frozenset[str] | None = None,
    ) -> None:
        self._words = words
        # Words of the languages that put a compound's head first (French, Spanish: "Dirección
        # postal"). English puts it last: "Shipping label" is a label, not a shipping cost.
        # None: every word may lead.
        self._head_first = head_first
        # Heads of the languages that write compounds as one word (German): "Wohnanschrift" is a
        # label; "Scottville" (French "ville" after a name) is a town, not one.
        self._closed_heads = closed_heads
        self._longest = max((len(k) for k in words), default=0)
        self._prefixes = frozenset(k[:n] for k in words for n in range(1, len(k) + 1))
        # Each word with one character dropped -> the words it came from: finds one-edit slips
        # (an insertion, a deletion or a substitution) in a few set lookups per text.
        self._near: dict[str, set[str]] = {}
        for word in words:
            cjk = any(is_cjk(c) for c in word)
            if len(word) >= (_MIN_SLIP_CJK if cjk else _MIN_SLIP_LATIN):
                for variant in _deletions(word):
                    self._near.setdefault(variant, set()).add(word)

    @classmethod
    def load(cls, path: Path = DEFAULT_LEXICON) -> Lexicon:
        """Read and validate a lexicon file; ConfigError names the file and the field."""
        try:
            raw = yaml.safe_load(path.read_text(encoding="utf-8"))
            parsed = _LexiconFile.model_validate(raw)
        except (OSError, yaml.YAMLError) as exc:
            raise ConfigError(f"cannot read the redaction lexicon {path}: {exc}") from exc
        except ValidationError as exc:
            raise ConfigError(f"redaction lexicon {path} is invalid: {exc}") from exc
        words: dict[str, tuple[Role, str | None]] = {}
        # Buttons first, neutral next, typed labels last: a word that is both a button and a label
        # ("Details") stays protected either way, and a typed label wins over a neutral one.
        for word in parsed.buttons.words():
            words[label_key(word)] = ("button", None)
        for word in parsed.neutral.words():
            words[label_key(word)] = ("neutral", None)
        for entity_type, by_language in parsed.labels.items():
            for word in by_language.words():
                words[label_key(word)] = ("label", entity_type)
        groups = [parsed.buttons, parsed.neutral, *parsed.labels.values()]
        closed_heads = frozenset(label_key(word) for group in groups for word in group.de)
        head_first = frozenset(label_key(word) for group in groups for word in (*group.fr, *group.es))
        return cls(words, closed_heads, head_first)

    def whole(self, text: str) -> WordMatch | None:
        """The match when all of ``text`` is one lexicon word (a trailing colon allowed)."""
        key = label_key(text)
        hit = self._words.get(key) if key else None
        if hit is None:
            return None
        stripped = text.rstrip()
        return WordMatch(hit[0], hit[1], len(text), bool(stripped) and stripped[-1] in _SEPARATORS)

    def is_protected(self, text: str) -> bool:
        """Whether ``text`` is a label, a neutral label or a button (never redacted)."""
        return self.whole(text) is not None

    def reads_as_word(self, text: str) -> bool:
        """Whether ``text``, read as a header, is a lexicon word, a compound or an OCR slip of one
        (any short text reads as a header the lexicon does not know: that does not count)."""
        match = self.classify(text, header=True)
        return match is not None and match.how != "unknown"

    def begins_word(self, text: str) -> bool:
        """Whether ``text`` is the start of a longer lexicon word: a label wrapped after its first
        line ("National Insurance" / "number")."""
        key = label_key(text)
        return bool(key) and key in self._prefixes and key not in self._words

    def is_word(self, text: str) -> bool:
        """Whether ``text`` (normalised) is a lexicon word of any role."""
        key = label_key(text)
        return bool(key) and key in self._words

    def word_run(self, text: str) -> set[Role] | None:
        """The roles of the lexicon words ``text`` is made of, or None if it is not made of them alone.

        OCR reads neighbouring buttons or headers as one line: "View  Edit", "檢視 編輯", and
        glued, "檢視編輯" or "編集削除". Latin words must each be (or together form) a lexicon
        word; a CJK run without spaces is split into lexicon words of two characters or more.
        """
        tokens = [t for t in re.split(r"[\s|｜/·・,、]+", _DECORATION.sub(" ", text)) if t]
        if not tokens:
            return None
        roles: set[Role] = set()
        keys: dict[int, str] = {}

        def key_of(k: int) -> str:
            if k not in keys:
                keys[k] = label_key(tokens[k])
            return keys[k]

        i = 0
        while i < len(tokens):
            # The longest run of tokens from i that spells a lexicon word; keys are built only
            # while they still start some word (a line of data fails on its first token).
            joined, end = "", None
            for j in range(i, min(len(tokens), i + _MAX_ENTRY_WORDS)):
                joined += key_of(j)
                if joined not in self._prefixes:
                    break
                if joined in self._words:
                    end = j + 1
            if end is not None:
                roles.add(self._words[key_of(i) if end == i + 1 else "".join(key_of(k) for k in range(i, end))][0])
                i = end
                continue
            pieces = self._split_cjk(key_of(i))
            if pieces is None:
                return None
            roles.update(self._words[p][0] for p in pieces)
            i += 1
        return roles

    def _split_cjk(self, key: str) -> list[str] | None:
        """``key`` (a CJK run) as lexicon words of two characters or more, fewest pieces; None if it is not."""
        if not key or not all(is_cjk(c) for c in key):
            return None
        best: list[list[str] | None] = [[]] + [None] * len(key)
        for end in range(2, len(key) + 1):
            for start in range(max(0, end - self._longest), end - 1):
                prev = best[start]
                piece = key[start:end]
                if (
                    prev is not None
                    and piece in self._words
                    and (best[end] is None or len(prev) + 1 < len(best[end] or []))
                ):
                    best[end] = [*prev, piece]
        return best[len(key)]

    def starts_with_word(self, text: str, *, min_len: int = 2) -> bool:
        """Whether ``text`` starts with a lexicon word of at least ``min_len`` characters ("顧客一" with 顧客)."""
        key = label_key(text)
        return any(key[:n] in self._words for n in range(min_len, min(len(key), self._longest) + 1))

    def classify(self, text: str, *, header: bool = False) -> WordMatch | None:
        """What ``text`` is when it stands alone on a line: a lexicon word, or a label the lexicon lacks.

        Exact lexicon words always count. A text ending in a colon, or a cell of a table's
        header row (``header``), is in a label's place: it may also be an OCR slip of a lexicon
        word, a compound with a lexicon word as its head, or — if it looks like a label at all —
        an unknown label (role "label", no entity type, ``how`` "unknown"). Without a colon or a
        header row only a Latin compound is accepted, and only when it cannot be a name: the
        words after a head-initial label are lower-case ("Dirección postal"), or the words
        before a head-final one are not capitalised like a name ("Residential address").
        """
        exact = self.whole(text)
        if exact is not None:
            return exact
        pair = self._label_pair(text)
        if pair is not None:
            return pair
        run = self.word_run(text)
        if run == {"button"}:
            # Buttons read as one line ("View  Edit", "檢視編輯"): a row of buttons, never a value.
            return WordMatch("button", None, len(text), False)
        stripped = text.rstrip()
        if stripped[-1:] in ("?", "？", "!", "！"):
            return None  # a question or an exclamation ("Delete customer?") is a dialog's title, no label
        colon = bool(stripped) and stripped[-1] in _SEPARATORS and stripped[-1] in ":："
        core = _PERCENT.sub("", _DECORATION.sub("", stripped.rstrip(":： ")))
        if colon and QUOTES_SOMEONE.search(core):
            return None  # a quoted post's author ("徐丽丽写道：", "Yolanda Fuchs schrieb:"), no label
        if core != stripped.rstrip(":： "):
            # A lexicon label with a rate or a decoration ("TVA 20 %", "消費税（10%）"): the label,
            # rate included, whatever its place on the page.
            inner = self.whole(core.strip())
            if inner is not None and inner.role == "label":
                return WordMatch("label", inner.entity_type, len(text), colon, inner.how)
        if not self._label_shaped(core):
            return None
        slot = colon or header
        found = self._compound(core, strict=not slot)
        if slot:
            found = self._slip(core) or found
        # A label about a birth types its value as a date of birth in any spelling and language
        # ("Geb.-Datum", "Date de naiss.", "出生年份"), unless it names something else of the
        # person ("Geburtsname" is a name: its head says so).
        birth = bool(_BIRTH_WORD.search(_fold_accents(core.casefold())))
        if birth and not slot and (len(core.split()) > 3 or len(core) > _MAX_BIRTH_LABEL_CHARS):
            birth = False  # a memo that speaks of a birthday ("Birthday present for Joel Clark") is no label
        if found is None:
            if birth:
                return WordMatch("label", "DATE_OF_BIRTH", len(text), colon, "birth")
            if not slot:
                return None
            return WordMatch("label", None, len(text), colon, "unknown")
        role, entity_type, how = found
        if entity_type is None and birth:
            return WordMatch("label", "DATE_OF_BIRTH", len(text), colon, "birth")
        if how == "compound" and entity_type is None and not slot and role != "button":
            role = "neutral"  # a heading built on a neutral word ("Tienda de la esquina") binds nothing
        return WordMatch(role, entity_type, len(text), colon, how)

    def _label_pair(self, text: str) -> WordMatch | None:
        """Two labels of one type joined by a slash ("Payee / Payer", "Empfänger/Auftraggeber",
        "收款人/付款人"): a label of that type. A person's and a company's ("Name/Firma", "Client /
        Société") head the parties of either kind: a label of the first's type."""
        parts = [part.strip() for part in text.rstrip(":： ").split("/")]
        if len(parts) != 2 or not all(parts):
            return None
        first, second = (self.whole(part) for part in parts)
        if first is None or second is None or first.role != "label" or second.role != "label":
            return None
        parties = {"PERSON", "ORGANIZATION"}
        if first.entity_type is None or (
            first.entity_type != second.entity_type and {first.entity_type, second.entity_type} != parties
        ):
            return None
        colon = text.rstrip()[-1:] in (":", "：")
        return WordMatch("label", first.entity_type, len(text), colon, "exact")

    @staticmethod
    def _label_shaped(core: str) -> bool:
        text = core.strip()
        if not text or len(text) > _MAX_LABEL_CHARS or any(ch.isdigit() or ch in "@＠" for ch in text):
            return False
        if not any(ch.isalpha() for ch in text):
            return False
        cjk = sum(is_cjk(ch) for ch in text)
        if cjk:
            return cjk <= _MAX_LABEL_CJK and len(text.split()) <= 2
        return len(text.split()) <= _MAX_LABEL_WORDS

    def _lookup(self, key: str) -> tuple[Role, str | None] | None:
        return self._words.get(key) if key else None

    def is_button_slip(self, text: str) -> bool:
        """Whether ``text`` is a button word the OCR misread by one character ("福集" for 編集).

        Not part of :meth:`classify`: a short line one character off a button may be a name
        elsewhere; the caller asks where a button is the likely reading (the line under a block).
        """
        key = label_key(text.strip())
        if key and all(is_cjk(c) for c in key) and len(key) in (2, 3):
            # Short CJK words are too near one another for the general slip search; here one
            # changed character of a button word of the same length is enough.
            return any(
                role == "button" and len(word) == len(key) and sum(a != b for a, b in zip(word, key, strict=True)) == 1
                for word, (role, _) in self._words.items()
            )
        found = self._slip(text.strip())
        return found is not None and found[0] == "button"

    def _slip(self, core: str) -> tuple[Role, str | None, How] | None:
        """A lexicon word the OCR misread by one character (all candidates must agree on the role)."""
        key = label_key(core)
        cjk = any(is_cjk(c) for c in key)
        ell = _CAPITAL_I_INSIDE.sub("l", core)
        if ell != core and (hit := self._lookup(label_key(ell))) is not None:
            return hit[0], hit[1], "slip"  # a lower-case l read as a capital I ("TIf." for Tlf.)
        if len(key) < (2 if cjk else _MIN_SLIP_LATIN):
            return None
        candidates: set[str] = set(self._near.get(key, ()))  # a character dropped from a word
        for variant in _deletions(key):
            if variant in self._words and len(variant) >= (_MIN_SLIP_CJK if cjk else _MIN_SLIP_LATIN):
                candidates.add(variant)  # a character inserted into a word
            candidates.update(w for w in self._near.get(variant, ()) if len(w) == len(key))  # one changed
        hits = {self._words[w] for w in candidates}
        if len(hits) != 1:
            return None
        role, entity_type = hits.pop()
        return role, entity_type, "slip"

    def _compound(self, core: str, *, strict: bool) -> tuple[Role, str | None, How] | None:
        """A label built on a lexicon word: "Residential address", "Dirección postal", "Wohnanschrift", "服務單位"."""
        words = [w for w in re.split(r"[\s/,.\-–]+", core.strip()) if w]
        if not words:
            return None
        key = label_key(core)
        if any(is_cjk(c) for c in key):
            if strict:
                return None  # a short CJK value ("华为公司") ends like a label; only a label's place tells
            for n in range(len(key) - 1, _MIN_HEAD_CJK - 1, -1):
                modifier = len(key) - n
                if modifier > _MAX_CJK_MODIFIER:
                    break
                for part in (key[-n:], key[:n]):
                    hit = self._lookup(part)
                    if hit is not None and hit[0] != "button":
                        return self._as_compound(hit)
            return None
        if len(words) == 1:
            # One word: a German compound ends with its head ("Wohnanschrift", "Rechnungsempfänger").
            for n in range(len(key) - 1, _MIN_HEAD_LATIN, -1):
                if len(key) - n < 3:
                    continue
                hit = self._lookup(key[-n:])
                # German glues its compounds; elsewhere only OCR does, and then both halves are words
                # ("Customername").
                # A heading in capitals loses its letter-spaced word gap to the OCR ("RETURNADDRESS").
                closed = (
                    key[-n:] in self._closed_heads
                    or self._lookup(key[:-n]) is not None
                    or (
                        core.strip().isupper()
                        and len(key) - n >= 4
                        and key[:-n].isalpha()
                        and hit is not None
                        and hit[1] in ("ADDRESS", "PERSON", "ORGANIZATION")
                    )
                )
                if hit is not None and hit[0] != "button" and closed:
                    return self._as_compound(hit)
            if not strict and self._head_first is not None:
                # In a label's place, a French or Spanish compound whose word gap the OCR lost
                # ("Adressecomplete"): a head-first word, then a lower-case word of its own.
                for n in range(len(key) - 4, _MIN_HEAD_LATIN, -1):
                    hit = self._lookup(key[:n])
                    if hit is not None and hit[0] == "label" and key[:n] in self._head_first and key[n:].isalpha():
                        return self._as_compound(hit)
            return None
        if len({w.casefold() for w in words}) == 1:
            return None  # one word twice is a double-barrelled name ("Price-Price"), not a compound
        # An action or a search field ("Search mail"; German puts the verb last: "E-Mails
        # durchsuchen"), no label.
        verb_first = words[0].casefold() in _ACTION_VERBS and all(
            w.isalpha() and (w.islower() or self.is_word(w)) for w in words[1:]
        )
        spaced = core.split()
        verb_last = spaced[-1].casefold() in _ACTION_VERBS and all(
            self.is_word(w) or self.is_word(w.rstrip("sn")) for w in spaced[:-1]
        )
        if strict and (verb_first or verb_last):
            return ("button", None, "compound")
        name_like = all(w[:1].isupper() for w in words)
        for k in range(len(words) - 1, 0, -1):
            # Head first (French, Spanish, "Card on file"): what follows is lower-case words.
            head_key = label_key(" ".join(words[:k]))
            head = self._lookup(head_key)
            rest = words[k:]
            leads = self._head_first is None or head_key in self._head_first or rest[0] in _FUNCTION_WORDS
            if head is not None and head[0] != "button" and leads and all(w.isalpha() and w.islower() for w in rest):
                return self._as_compound(head)
        for k in range(1, len(words)):
            # Head last (English, German): what comes before must not read as a name.
            tail = " ".join(words[k:])
            head = self._lookup(label_key(tail))
            if head is None or head[0] == "button" or len(label_key(tail)) < _MIN_HEAD_LATIN:
                continue
            if strict and (
                (name_like and not all(self.is_word(w) for w in words[:k]))
                or len(words) > 3
                or any(
                    w.casefold() in _FUNCTION_WORDS
                    or w.casefold() in _HEADING_WORDS
                    or w.casefold().startswith("about")
                    for w in words[:k]
                )  # "Aboutthis contact": the OCR glues a heading's first words
            ):
                continue  # a name ("Karl Preis") or a sentence ("Call before shipping"), not a label
            return self._as_compound(head)
        return None

    @staticmethod
    def _as_compound(hit: tuple[Role, str | None]) -> tuple[Role, str | None, How]:
        # A compound of a neutral word may still name a person's data ("Firmenbezeichnung"): it is
        # a label whose value is typed by its shape (the layout redacts only a personal shape).
        return ("label", hit[1], "compound")

    @staticmethod
    def _glued_value(text: str, end: int, entity_type: str | None) -> bool:
        """Whether the word going on at ``end`` is a value glued to its label: digits, or an e-mail
        address after an e-mail label ("Emailjohn@x.io"; "villegas@x.org" is no "Ville" label)."""
        word = text[end:].split(maxsplit=1)[0]
        if "@" in word or "＠" in word:
            return entity_type == "EMAIL_ADDRESS"
        return _GLUED_VALUE.search(word) is not None  # "Tel0151…", "Nr12345"

    def glued_phrase(self, text: str) -> bool:
        """Whether ``text`` is one word the OCR glued from a phrase of the page: a lexicon word of
        six letters or more, then small letters that read with it as a lexicon compound
        ("Virementrecu" for "Virement reçu", "Paiementcarte"). A name may start with a word of the
        lexicon too ("Preisler"): callers ask only where a phrase is expected."""
        word = text.strip()
        if " " in word or not word[:1].isupper() or not word.isalpha():
            return False
        for n in range(len(word) - 4, 5, -1):
            head, rest = word[:n], word[n:]
            if rest.islower() and self.is_word(head) and self.classify(f"{head} {rest}") is not None:
                return True
        return False

    def prefix(self, text: str) -> WordMatch | None:
        """The longest typed label that ``text`` starts with, and where its value begins.

        "Customer: John Smith", "客户：张伟", OCR-glued "Customer:JohnSmith" and "客户张伟" all start
        with a label. ``separated`` tells whether a colon (or dash/bar) followed the label; without
        one the caller must check that the rest looks like a value ("客户列表" is a title).
        """
        chars: list[str] = []
        origin: list[int] = []
        for i, ch in enumerate(text):
            for c in unicodedata.normalize("NFKC", ch).casefold():
                if unicodedata.category(c)[0] in "LN":
                    chars.append(c)
                    origin.append(i)
            if len(chars) > self._longest:
                break
        # Fold accents per character so positions still map back to ``text``.
        folded = [_fold_accents(c) or c for c in chars]
        key = "".join(c[0] for c in folded)
        for n in range(min(len(key), self._longest), 0, -1):
            hit = self._words.get(key[:n])
            if hit is None or hit[0] != "label":
                continue
            end = origin[n - 1] + 1
            # A label ends at a word boundary: "Name" must not match the start of "Namespace" or
            # "Customers". OCR glues a lower-case e-mail or number onto its label ("Emailjohn@x.io"),
            # so a lower-case continuation still counts when the rest holds an "@" or digits.
            if (
                end < len(text)
                and text[end].isascii()
                and text[end].isalpha()
                and text[end - 1].isascii()
                and text[end].islower()
                and text[end - 1].isalpha()
                and not self._glued_value(text, end, hit[1])
            ):
                continue
            rest = end
            while rest < len(text) and (text[rest].isspace() or text[rest] in _DECORATION_CHARS):
                rest += 1
            separated = rest < len(text) and text[rest] in _SEPARATORS
            if separated:
                rest += 1
                while rest < len(text) and text[rest].isspace():
                    rest += 1
            if rest >= len(text):
                return None  # the whole text is the label
            if n == 1 and not separated:
                continue  # a one-character label ("名", "姓") starts too many words to count without a colon
            return WordMatch("label", hit[1], rest, separated)
        return None


_DECORATION_CHARS = frozenset("*＊.")
_GLUED_VALUE = re.compile(r"\d")


@functools.cache
def default_lexicon() -> Lexicon:
    """The bundled lexicon, loaded once per process."""
    return Lexicon.load()
