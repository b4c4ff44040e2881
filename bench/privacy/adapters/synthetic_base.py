"""What the synthetic page kinds of a split share: their chrome per language, the page's frame, and
the adapter that serves the kinds from memory for differential rendering.

A split's page kinds are a :class:`PageChrome` (its words per language and its style sheet) and a
table of builders, each making one page of one dataset from a seeded Faker: the page's HTML and the
values it put in. :class:`SyntheticKindsBase` serves them on loopback like any web app.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic import serve_pages
from screenroute.bench.privacy.differential import Dataset, SeededValue

__all__ = ["PageBuilder", "PageChrome", "SyntheticKindsBase", "blank_values", "number", "shows_value"]

#: One page kind: (locale, faker, random source) -> the page's HTML and the values it shows.
PageBuilder = Callable[[str, Faker, random.Random], tuple[str, list[SeededValue]]]


class PageChrome:
    """A split's chrome: every text key written in each of its languages (English first, the
    fallback of a locale the split does not write), and the style sheet of its pages."""

    def __init__(self, langs: tuple[str, ...], words: Mapping[str, tuple[str, ...]], style: str) -> None:
        wrong = sorted(k for k, v in words.items() if len(v) != len(langs))
        if wrong:
            raise ValueError(f"chrome keys {', '.join(wrong)} are not written in all of {', '.join(langs)}")
        self.langs, self.words, self.style = langs, dict(words), style

    def lang(self, locale: str) -> int:
        """The index of the locale's language in the chrome's languages (0, English, when unwritten)."""
        lang = locale.split("_")[0]
        return self.langs.index(lang) if lang in self.langs else 0

    def t(self, locale: str, key: str) -> str:
        """The text ``key`` as the locale's language writes it."""
        return self.words[key][self.lang(locale)]

    def every(self, *keys: str) -> tuple[str, ...]:
        """The texts of ``keys`` in every language (a button's wordings)."""
        return tuple(w for k in keys for w in self.words[k])

    def page(self, locale: str, title: str, body: str) -> str:
        """A whole page: the locale's language, its title as the heading, then ``body``."""
        lang = locale.split("_")[0]
        return (f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{self.style}"
                f"</head><body><h2>{title}</h2>{body}</body></html>")  # fmt: skip

    @staticmethod
    def grid(pairs: list[tuple[str, str]]) -> str:
        """Label/value pairs in two columns (the labels are chrome, the values are escaped data)."""
        cells = "".join(f"<div class='k'>{k}</div><div>{html.escape(v)}</div>" for k, v in pairs)
        return f"<div class='grid'>{cells}</div>"

    def table(self, locale: str, keys: tuple[str, ...], rows: list[list[str]]) -> str:
        """A table with the headers ``keys`` in the locale's language and ``rows`` of escaped data."""
        head = "".join(f"<th>{self.t(locale, k)}</th>" for k in keys)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
        return f"<table><tr>{head}</tr>{body}</table>"

    def buttons(self, locale: str, *keys: str) -> str:
        """The buttons ``keys`` in the locale's language."""
        return "".join(f"<button>{self.t(locale, k)}</button>" for k in keys)


def number(rng: random.Random, prefix: str, digits: int) -> str:
    """A reference number: ``prefix`` and ``digits`` digits, the first not 0."""
    return f"{prefix}{rng.randrange(10 ** (digits - 1), 10**digits)}"


def table_row(row: list[str], narrow: tuple[int, ...] = (), note: tuple[int, ...] = ()) -> str:
    """A table row of escaped data: the ``narrow`` cells wrap what they hold, the ``note`` cells are free text
    (the split's own style sheet says what ``narrow`` and ``note`` look like)."""

    def cls(k: int) -> str:
        return " class='narrow'" if k in narrow else " class='note'" if k in note else ""

    return "<tr>" + "".join(f"<td{cls(k)}>{html.escape(c)}</td>" for k, c in enumerate(row)) + "</tr>"


class SyntheticKindsBase:
    """A split's page kinds, served from memory, as a differential-rendering app.

    A subclass names the split's ``chrome``, its ``kinds`` (screen name -> builder, in the order
    they are rendered and seeded: every builder draws from the same Faker in turn) and the chrome
    keys that are buttons.
    """

    name: ClassVar[str]
    chrome: ClassVar[PageChrome]
    kinds: ClassVar[dict[str, PageBuilder]]
    button_keys: ClassVar[tuple[str, ...]]
    settle_s = 0.5

    @property
    def buttons(self) -> dict[str, tuple[str, ...]]:
        """Every language's buttons (a button is counted on whichever screen shows it)."""
        return {"all": self.chrome.every(*self.button_keys)}

    def screens(self) -> list[str]:
        """One screen per page kind."""
        return list(self.kinds)

    def pages(self, dataset: Dataset) -> tuple[dict[str, str], list[SeededValue]]:
        """Every page kind seeded with ``dataset``, and the values they show, in order."""
        fake, rng = seeded_faker(dataset.locale, dataset.seed)
        pages: dict[str, str] = {}
        values: list[SeededValue] = []
        for name, build in self.kinds.items():
            page, seeded = build(dataset.locale, fake, rng)
            pages[name] = page
            values += seeded
        return pages, values

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The pages of ``dataset`` on a loopback port; yields its base URL."""
        pages, values = self.pages(dataset)
        dataset.values[:] = values
        with serve_pages(pages) as base:
            yield base


def shows_value(value: SeededValue, page: str) -> bool:
    """Whether ``page`` shows ``value``: a postal address written on two lines shows each of its parts; any other
    value is shown whole."""
    parts = value.value.split(", ") if value.type == "ADDRESS" else [value.value]
    return html.escape(value.value) in page or all(html.escape(p) in page for p in parts)


def blank_values(page: str, values: list[SeededValue]) -> str:
    """``page`` with every recorded value blanked out (what is left is the page's own text, the same on every
    dataset): the values shown whole first, longest first, each once, then the addresses written on two lines, line
    by line (so a town two addresses share is blanked where each stands)."""
    on_two_lines = []
    for value in sorted(dict.fromkeys(values), key=lambda v: -len(v.value)):
        whole = html.escape(value.value)
        if whole in page or value.type != "ADDRESS":
            page = page.replace(whole, "\0")
        else:
            on_two_lines.append(value.value.split(", "))
    for parts in on_two_lines:
        # The address's two lines: the split where both halves stand on the page (a line may hold commas itself).
        lines = next(
            (a, b)
            for k in range(1, len(parts))
            if (a := html.escape(", ".join(parts[:k]))) in page and (b := html.escape(", ".join(parts[k:]))) in page
        )
        for line in lines:
            page = page.replace(line, "\0", 1)
    return page
