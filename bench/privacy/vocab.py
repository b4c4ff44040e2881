"""The privacy corpus' words, read from the data files in ``vocabulary/`` (its README describes them).

A page kind's file (``vocabulary/kinds/<kind>.yaml``) holds, for every locale its pages are written in, the
words those pages show: labels, titles and buttons (each with its wordings), other texts (alternatives or
sequences), goods with their prices, numbers and yes/no facts. Words that several kinds show as one block live in
``vocabulary/shared/`` and are named in a kind's ``include``; the word lists values are made from (months, bank
branches, legal forms) in ``vocabulary/lexicons/``; how each locale writes (fonts, the colon, its currency, dates,
tax) in ``vocabulary/locales.yaml``. Every file is read and checked once, when it is first needed.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

import yaml

__all__ = [
    "SCHEMA",
    "VOCABULARY_DIR",
    "Good",
    "KindWords",
    "LocaleFacts",
    "Vocabulary",
    "VocabularyError",
    "Wordings",
    "vocabulary",
]

VOCABULARY_DIR = Path(__file__).with_name("vocabulary")
SCHEMA = "screenroute/privacy-corpus-words/v1"
#: A label's, a title's or a button's wordings, a text's alternatives or its sequence (a menu, a conversation).
Wordings = tuple[str, ...]
_WORD_SECTIONS = ("labels", "titles", "buttons", "texts")
_SECTIONS = (*_WORD_SECTIONS, "goods", "numbers", "facts")
_LOCALE_FIELDS = {
    "html_lang": str,
    "font": str,
    "colon": str,
    "currency": list,
    "unit_fmt": str,
    "long_day_fmt": str,
    "unit_scale": float,
    "vat_rate": float,
    "tax_added": bool,
}


class VocabularyError(ValueError):
    """A vocabulary file that is missing, unreadable or not what its schema says."""


class Good(NamedTuple):
    """Something a page sells: its name, its price in US dollars (a locale's ``unit_scale`` converts it), its unit."""

    name: str
    price: float
    unit: str = ""


@dataclass(frozen=True)
class KindWords:
    """The words one page kind shows in one locale."""

    labels: Mapping[str, Wordings]
    titles: Mapping[str, Wordings]
    buttons: Mapping[str, Wordings]
    texts: Mapping[str, Wordings]
    goods: Mapping[str, tuple[Good, ...]]
    numbers: Mapping[str, tuple[float, ...]]
    facts: Mapping[str, bool]

    def text(self, key: str) -> str:
        """The one wording of a text that has one (a shop's name, a format)."""
        wordings = self.texts[key]
        if len(wordings) != 1:
            raise VocabularyError(f"texts.{key} has {len(wordings)} wordings, {wordings!r}; it is read as one")
        return wordings[0]


@dataclass(frozen=True)
class LocaleFacts:
    """How a page in one locale is written (``vocabulary/locales.yaml``)."""

    html_lang: str
    font: str
    colon: str
    #: The currency's signs, its code last (a column header names the unit with it through ``unit_fmt``).
    currency: Wordings
    unit_fmt: str
    long_day_fmt: str
    #: What a US dollar is worth in the locale's money (amounts are drawn in dollars).
    unit_scale: float
    #: The sales tax an invoice adds, and whether a receipt adds it to its prices (else they include it).
    vat_rate: float
    tax_added: bool


class Vocabulary:
    """The vocabulary files under ``root``; each is read and checked once, when first asked for."""

    def __init__(self, root: Path = VOCABULARY_DIR) -> None:
        self.root = root

    @functools.cache  # noqa: B019 - one instance per folder for the process' life (vocabulary()), or a test's
    def kinds(self) -> tuple[str, ...]:
        """Every page kind that has a file, by name."""
        return tuple(sorted(path.stem for path in (self.root / "kinds").glob("*.yaml")))

    def locales(self) -> tuple[str, ...]:
        """Every locale ``locales.yaml`` describes."""
        return tuple(self._locales())

    @functools.cache  # noqa: B019 - as kinds()
    def kind(self, name: str) -> Mapping[str, KindWords]:
        """Every locale of page kind ``name``, with its words (its includes first)."""
        where = f"kinds/{name}.yaml"
        doc = self._read(where, ("kind", "include", "locales"))
        if doc.get("kind") != name:
            raise VocabularyError(f"{where}: kind={doc.get('kind')!r}; it must name its file: {name!r}")
        include = doc.get("include", [])
        if not isinstance(include, list) or not all(isinstance(s, str) for s in include):
            raise VocabularyError(f"{where}: include={include!r} is not a list of shared files' names")
        shared = [self._shared(s) for s in include]
        out: dict[str, KindWords] = {}
        for locale, raw in self._by_locale(doc, where).items():
            sections: dict[str, dict[str, Any]] = {section: {} for section in _SECTIONS}
            for part_name, part in zip(include, shared, strict=True):
                if locale not in part:
                    raise VocabularyError(
                        f"{where}: includes shared/{part_name}.yaml, which has no {locale}; it has {sorted(part)}"
                    )
                _merge(sections, part[locale], f"shared/{part_name}.yaml: {locale}")
            _merge(sections, _sections(raw, f"{where}: {locale}"), f"{where}: {locale}")
            out[locale] = KindWords(**{section: MappingProxyType(values) for section, values in sections.items()})
        return MappingProxyType(out)

    def words(self, kind: str, locale: str) -> KindWords:
        """The words page kind ``kind`` shows in ``locale``."""
        if kind not in self.kinds():
            raise VocabularyError(f"kind={kind!r} has no file in {self.root / 'kinds'}; there are {self.kinds()}")
        locales = self.kind(kind)
        if locale not in locales:
            raise VocabularyError(f"kinds/{kind}.yaml has no locale {locale!r}; it has {sorted(locales)}")
        return locales[locale]

    def locale(self, locale: str) -> LocaleFacts:
        """How a page in ``locale`` is written."""
        facts = self._locales()
        if locale not in facts:
            raise VocabularyError(f"locales.yaml has no locale {locale!r}; it has {sorted(facts)}")
        return facts[locale]

    @functools.cache  # noqa: B019 - as kinds()
    def lexicon(self, name: str) -> Mapping[str, Wordings]:
        """Word list ``name`` (``lexicons/<name>.yaml``) per locale; a locale it does not name has none."""
        where = f"lexicons/{name}.yaml"
        doc = self._read(where, ("lexicon", "locales"))
        if doc.get("lexicon") != name:
            raise VocabularyError(f"{where}: lexicon={doc.get('lexicon')!r}; it must name its file: {name!r}")
        return MappingProxyType(
            {locale: _wordings(words, f"{where}: {locale}") for locale, words in self._by_locale(doc, where).items()}
        )

    # -- reading ------------------------------------------------------------------------------------------------
    @functools.cache  # noqa: B019 - as kinds()
    def _locales(self) -> Mapping[str, LocaleFacts]:
        where = "locales.yaml"
        doc = self._read(where, ("locales",))
        raw = doc.get("locales")
        if not isinstance(raw, dict) or not raw:
            raise VocabularyError(f"{where}: locales={raw!r} is not a mapping of locale to its facts")
        out: dict[str, LocaleFacts] = {}
        for locale, fields in raw.items():
            here = f"{where}: {locale}"
            if not isinstance(fields, dict) or set(fields) != set(_LOCALE_FIELDS):
                got = sorted(fields) if isinstance(fields, dict) else fields
                raise VocabularyError(f"{here}: holds {got!r}; it must hold exactly {sorted(_LOCALE_FIELDS)}")
            for field, kind in _LOCALE_FIELDS.items():
                value = fields[field]
                # A bool is an int to Python, and no number here; YAML reads 1 where 1.0 is meant.
                ok = _is_number(value) if kind is float else isinstance(value, kind)
                if not ok:
                    raise VocabularyError(f"{here}: {field}={value!r} is not a {kind.__name__}")
            out[locale] = LocaleFacts(
                html_lang=fields["html_lang"],
                font=fields["font"],
                colon=fields["colon"],
                currency=_wordings(fields["currency"], f"{here}: currency"),
                unit_fmt=fields["unit_fmt"],
                long_day_fmt=fields["long_day_fmt"],
                unit_scale=float(fields["unit_scale"]),
                vat_rate=float(fields["vat_rate"]),
                tax_added=fields["tax_added"],
            )
        return MappingProxyType(out)

    @functools.cache  # noqa: B019 - as kinds()
    def _shared(self, name: str) -> Mapping[str, dict[str, dict[str, Any]]]:
        where = f"shared/{name}.yaml"
        doc = self._read(where, ("shared", "locales"))
        if doc.get("shared") != name:
            raise VocabularyError(f"{where}: shared={doc.get('shared')!r}; it must name its file: {name!r}")
        return MappingProxyType(
            {locale: _sections(raw, f"{where}: {locale}") for locale, raw in self._by_locale(doc, where).items()}
        )

    def _by_locale(self, doc: dict[str, Any], where: str) -> dict[str, Any]:
        raw = doc.get("locales")
        if not isinstance(raw, dict) or not raw:
            raise VocabularyError(f"{where}: locales={raw!r} is not a mapping of locale to its words")
        known = self._locales()
        unknown = sorted(set(raw) - set(known))
        if unknown:
            raise VocabularyError(f"{where}: locales {unknown} are not in locales.yaml; it has {sorted(known)}")
        return raw

    def _read(self, where: str, fields: tuple[str, ...]) -> dict[str, Any]:
        path = self.root / where
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise VocabularyError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
        try:
            doc = yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader (C or Python)
        except yaml.YAMLError as exc:
            raise VocabularyError(f"{where}: is no YAML: {exc}") from exc
        if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
            got = doc.get("schema") if isinstance(doc, dict) else doc
            raise VocabularyError(f"{where}: schema={got!r}; a vocabulary file says schema: {SCHEMA}")
        extra = sorted(set(doc) - {"schema", *fields})
        if extra:
            raise VocabularyError(f"{where}: unknown fields {extra}; a file here holds {['schema', *fields]}")
        return doc


# The C parser where PyYAML has it (ten times faster on these files), else its Python twin.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _wordings(value: object, where: str) -> Wordings:
    """A lone string is one wording; a list is several. Each is a non-empty string (a bare ``no`` is a boolean)."""
    items = value if isinstance(value, list) else [value]
    if not items or not all(isinstance(item, str) and item for item in items):
        raise VocabularyError(f"{where}: {value!r} is not a string or a list of non-empty strings (quote it)")
    return tuple(items)


def _sections(raw: object, where: str) -> dict[str, dict[str, Any]]:
    """One locale's sections, checked and made immutable."""
    if not isinstance(raw, dict):
        raise VocabularyError(f"{where}: {raw!r} is not a mapping of section to words")
    unknown = sorted(set(raw) - set(_SECTIONS))
    if unknown:
        raise VocabularyError(f"{where}: unknown sections {unknown}; a locale holds {list(_SECTIONS)}")
    out: dict[str, dict[str, Any]] = {}
    for section, entries in raw.items():
        if not isinstance(entries, dict) or not all(isinstance(key, str) for key in entries):
            raise VocabularyError(f"{where}: {section}={entries!r} is not a mapping of names")
        here = f"{where}: {section}"
        if section in _WORD_SECTIONS:
            out[section] = {key: _wordings(value, f"{here}.{key}") for key, value in entries.items()}
        elif section == "goods":
            out[section] = {key: _goods(value, f"{here}.{key}") for key, value in entries.items()}
        elif section == "numbers":
            out[section] = {key: _numbers(value, f"{here}.{key}") for key, value in entries.items()}
        else:
            bad = {key: value for key, value in entries.items() if not isinstance(value, bool)}
            if bad:
                raise VocabularyError(f"{here}: {bad!r} are not true or false")
            out[section] = dict(entries)
    return out


def _goods(value: object, where: str) -> tuple[Good, ...]:
    """``[name, price]`` or ``[name, price, unit]`` entries."""
    if not isinstance(value, list) or not value:
        raise VocabularyError(f"{where}: {value!r} is not a list of [name, price] or [name, price, unit]")
    goods = []
    for entry in value:
        shape_ok = isinstance(entry, list) and len(entry) in (2, 3) and isinstance(entry[0], str)
        price_ok = shape_ok and _is_number(entry[1])
        if not (price_ok and all(isinstance(part, str) for part in entry[2:])):
            raise VocabularyError(f"{where}: {entry!r} is not [name, price] or [name, price, unit]")
        goods.append(Good(entry[0], float(entry[1]), *entry[2:]))
    return tuple(goods)


def _numbers(value: object, where: str) -> tuple[float, ...]:
    if not isinstance(value, list) or not all(_is_number(x) for x in value):
        raise VocabularyError(f"{where}: {value!r} is not a list of numbers")
    return tuple(float(x) for x in value)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _merge(sections: dict[str, dict[str, Any]], part: dict[str, dict[str, Any]], where: str) -> None:
    """Add ``part``'s entries after those already there; a name in both is an error, not an override."""
    for section, entries in part.items():
        twice = sorted(set(entries) & set(sections[section]))
        if twice:
            raise VocabularyError(f"{where}: {section} {twice} are already given by an include")
        sections[section].update(entries)


@functools.cache
def vocabulary() -> Vocabulary:
    """The corpus' own vocabulary (``vocabulary/`` beside this module)."""
    return Vocabulary()
