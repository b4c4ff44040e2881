"""Build the redactor's list of month names from glibc's locale sources.

A date written with its month's name ("10 Eanáir 1957", "3. März 1980") is painted whole by the redactor's
``digits:written_date`` veto, but only where the words between its numbers are a month's name: "10 of 2000
entries" and "Top 10 Albums 2024" are no dates. The names come from the ``LC_TIME`` sections of the locale
sources Debian ships in the ``locales`` package (``/usr/share/i18n/locales``: ``mon``, ``abmon``, ``alt_mon``,
``ab_alt_mon``; every locale, so every language the OCR may read), folded as the redactor folds screen text, one
a line, without the abbreviations' full stops. Names with a digit (``1月``) are left out: their digits are painted
anyway.

    python -m screenroute.bench.lexicon.build_month_names      # writes router/privacy/redaction/data/month_names.txt
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from screenroute.router.privacy.redaction.lexicon import MONTH_NAMES_FILE, fold_text

_KEYS = ("mon", "abmon", "alt_mon", "ab_alt_mon")
_ESCAPE = re.compile(r"<U([0-9A-Fa-f]{4,6})>")
_QUOTED = re.compile(r'"([^"]*)"')


def _lc_time(text: str) -> str:
    """The ``LC_TIME`` section of a locale source, continuation lines joined."""
    start, end = text.find("\nLC_TIME"), text.find("\nEND LC_TIME")
    if start < 0 or end < start:
        return ""
    return re.sub(r"/\s*\n", " ", text[start:end])


def month_names(source: str) -> set[str]:
    """The folded month names of one locale source (its ``mon``, ``abmon``, ``alt_mon`` and ``ab_alt_mon``)."""
    out: set[str] = set()
    for line in _lc_time(source).splitlines():
        key, _, values = line.strip().partition(" ")
        if key not in _KEYS:
            continue
        for raw in _QUOTED.findall(values):
            name = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), raw)
            folded = " ".join(fold_text(name).replace(".", " ").split())
            if folded and any(c.isalpha() for c in folded) and not any(c.isdigit() for c in folded):
                out.add(folded)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the month names the written-date veto reads")
    parser.add_argument("--locales", type=Path, default=Path("/usr/share/i18n/locales"))
    parser.add_argument("--out", type=Path, default=MONTH_NAMES_FILE)
    args = parser.parse_args(argv)
    sources = sorted(p for p in args.locales.iterdir() if p.is_file()) if args.locales.is_dir() else []
    if not sources:
        parser.error(f"--locales: no locale sources under {args.locales} (Debian's package `locales` has them)")
    names: set[str] = set()
    for path in sources:
        names |= month_names(path.read_text(encoding="utf-8", errors="replace"))
    header = (
        "# Month names, wide and abbreviated, of every glibc locale source (Debian package `locales`,\n"
        f"# {len(sources)} files under /usr/share/i18n/locales), folded; built by\n"
        "# python -m screenroute.bench.lexicon.build_month_names\n"
    )
    args.out.write_text(header + "".join(f"{n}\n" for n in sorted(names)), encoding="utf-8")
    print(f"{len(names)} month names from {len(sources)} locale sources -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
