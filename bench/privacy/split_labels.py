"""What a rendered differential split holds: its labelled values per app, type and locale, redacting nothing.

A value counts where the scoring counts it (:func:`differential.evaluate`): on the first and the
last dataset of each (app, locale), once per screen that PP-OCR read it on. Nothing here runs the
redactor, so a measure-once split can be sized and checked before its one run; ``--list`` prints
every labelled value with the screen it was read on, to check the ground truth by eye, and
``--whole`` counts only the values read whole (the scoring also labels a value by any one of its
words of four or more characters, which other values may share).

    python -m screenroute.bench.privacy.split_labels --split measure-once-dec08 --workdir rendered/dec08 \
        --apps synthetic-kinds-dec08,roundup,fava --locales it_IT,pt_BR,nl_NL,pl_PL,zh_CN,ja_JP
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from screenroute.bench.privacy.differential import DATASETS, _found, _matchable, _value_keys, split_seeds


@dataclass(frozen=True)
class Label:
    """One labelled value: where it was read (app, locale, dataset seed, screen), its type and text."""

    app: str
    locale: str
    seed: int
    screen: str
    type: str
    value: str
    #: Read whole: the value in one read line, or the distinctive words of it on the screen. A label
    #: that is not whole was found by one word the value shares with others ("Strada" of a Romanian
    #: address, a surname, four digits of a card number), maybe where the value itself is not shown.
    whole: bool


def read_whole(value: str, read: list[str]) -> bool:
    """Whether ``value`` is read in one line of ``read``, or on the screen by two or more distinctive
    words of it that make up at least half of it (a phone number's "00421" alone is no reading of it)."""
    whole, lines = _matchable(value), [_matchable(line) for line in read]
    words = [k for k in _value_keys(value) if k != whole]
    screen = " ".join(lines)
    if any(whole in line for line in lines):
        return True
    return len(words) >= 2 and 2 * sum(map(len, words)) >= len(whole) and all(k in screen for k in words)


def labels(split: str, workdir: Path, apps: list[str], locales: list[str]) -> tuple[list[Label], list[str]]:
    """Every labelled value of the rendered (app, locale)s, and the (app, locale)s not rendered."""
    out, missing = [], []
    for app in apps:
        for locale in locales:
            seeds = split_seeds(f"{split}/{app}/{locale}", DATASETS)
            folders = [workdir / app / f"{locale}-{seed}" for seed in seeds]
            if not all((f / "rendered.json").is_file() for f in folders):
                missing.append(f"{app}/{locale}")
                continue
            for seed, folder in ((seeds[0], folders[0]), (seeds[-1], folders[-1])):
                saved = json.loads((folder / "rendered.json").read_text(encoding="utf-8"))
                values = dict.fromkeys((t, v) for t, v in saved["values"])
                for shot in saved["shots"]:
                    read = [line[0] for line in shot["lines"]]
                    out += [Label(app, locale, seed, shot["screen"], kind, value, read_whole(value, read))
                            for kind, value in values if _found(value, read)]  # fmt: skip
    return out, missing


def count(split: str, workdir: Path, apps: list[str], locales: list[str], *, whole: bool = False) -> dict[str, Any]:
    """Counts of the labelled values by app, type and locale (only those read whole with ``whole``),
    and the (app, locale)s not rendered."""
    by: dict[str, Counter[str]] = {k: Counter() for k in ("app", "type", "locale", "type/locale", "screen")}
    found, missing = labels(split, workdir, apps, locales)
    found = [label for label in found if label.whole or not whole]
    for label in found:
        by["app"][label.app] += 1
        by["type"][label.type] += 1
        by["locale"][label.locale] += 1
        by["type/locale"][f"{label.type}/{label.locale}"] += 1
        by["screen"][f"{label.app} {label.screen}"] += 1
    return {"total": sum(by["app"].values()), **{k: dict(sorted(v.items())) for k, v in by.items()},
            "not_rendered": missing}  # fmt: skip


def table(counts: dict[str, Any], locales: list[str]) -> str:
    """The counts as a Markdown table: a row per type and per app, a column per locale and the total."""
    rows = ["| | " + " | ".join(locales) + " | total |", "|---|" + "---:|" * (len(locales) + 1)]
    cells = counts["type/locale"]
    for kind, total in counts["type"].items():
        rows.append(
            f"| {kind} | " + " | ".join(str(cells.get(f"{kind}/{loc}", 0)) for loc in locales) + f" | {total} |"
        )
    rows.append("| **all** | " + " | ".join(str(counts["locale"].get(loc, 0)) for loc in locales)
                + f" | **{counts['total']}** |")  # fmt: skip
    rows += ["", "| app | values |", "|---|---:|", *(f"| {a} | {n} |" for a, n in counts["app"].items())]
    if counts["not_rendered"]:
        rows += ["", f"Not rendered yet: {', '.join(counts['not_rendered'])}."]
    return "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the labelled values a rendered differential split holds")
    parser.add_argument("--split", required=True)
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--apps", required=True)
    parser.add_argument("--locales", required=True)
    parser.add_argument("--markdown", action="store_true", help="a table of types and locales instead of JSON")
    parser.add_argument("--list", action="store_true", help="every labelled value, one a line (tab-separated)")
    parser.add_argument(
        "--whole", action="store_true", help="count only values read whole (in one line, or all their words)"
    )
    args = parser.parse_args(argv)
    locales = args.locales.split(",")
    if args.list:
        found, missing = labels(args.split, args.workdir, args.apps.split(","), locales)
        for label in found:
            how = "whole" if label.whole else "word"
            print("\t".join((label.app, label.locale, str(label.seed), label.screen, label.type, how, label.value)))
        print(f"# {len(found)} labelled values; not rendered: {', '.join(missing) or 'none'}", file=sys.stderr)
        return 0
    counts = count(args.split, args.workdir, args.apps.split(","), locales, whole=args.whole)
    print(table(counts, locales) if args.markdown else json.dumps(counts, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
