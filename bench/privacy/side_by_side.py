"""Differential privacy runs on the same rendered screens, side by side: one table, one plot.

Each input is a ``--out`` JSON of :mod:`~screenroute.bench.privacy.differential` scored with ``--rendered`` on one
``--workdir`` (the same screens; only the redactor differs), given with a label. Per run and per locale: values
removed (the text check) with the one-sided 95 % lower bound, and chrome words kept at first sight.

    python -m screenroute.bench.privacy.side_by_side --run "before=/tmp/a.json" --run "after=/tmp/b.json" \\
        --title "..." --out bench/results/privacy_develop_lexicon
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from screenroute.bench.attacks.report import clopper_pearson_lower


def _counts(screens: list[dict[str, Any]], locale: str | None) -> tuple[int, int, int, int]:
    """Values, values removed (text), chrome words, chrome words kept at first sight — of one locale or all."""
    mine = [s for s in screens if locale is None or s["locale"] == locale]
    values = sum(len(s["values"]) for s in mine)
    removed = sum(1 for s in mine for v in s["values"] if v["text_ok"])
    words = sum(s["chrome_first"]["words_n"] for s in mine)
    kept = sum(s["chrome_first"]["words_kept"] for s in mine)
    return values, removed, words, kept


def table(runs: list[tuple[str, dict[str, Any]]], title: str, note: str = "") -> str:
    """The markdown: all locales, then each locale, one row per run."""
    locales = sorted({s["locale"] for _, run in runs for s in run["screens"]})
    rows = [
        f"# {title}",
        "",
        "Same rendered screens for every run; only the redactor differs. Removed: the value's text is not in what "
        "would be sent. Chrome: words constant across renders, kept at first sight (no learned vocabulary).",
        "",
        *([note, ""] if note else []),
        "| locale | run | values removed | lower 95 % | chrome words kept at first sight |",
        "|---|---|---:|---:|---:|",
    ]
    for locale in [None, *locales]:
        for label, run in runs:
            n, k, cn, ck = _counts(run["screens"], locale)
            rows.append(
                f"| {locale or 'all'} | {label} | {k}/{n} ({k / max(1, n):.2%}) | {clopper_pearson_lower(k, n):.2%} "
                f"| {ck}/{cn} ({ck / max(1, cn):.1%}) |"
            )
    return "\n".join(rows) + "\n"


def plot(runs: list[tuple[str, dict[str, Any]]], path: Path) -> None:
    """Misses (values not removed) and chrome kept at first sight, per locale and run."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    locales = sorted({s["locale"] for _, run in runs for s in run["screens"]})
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.5))
    width = 0.8 / len(runs)
    for j, (label, run) in enumerate(runs):
        xs = [i + j * width for i in range(len(locales))]
        counts = [_counts(run["screens"], loc) for loc in locales]
        left.bar(xs, [n - k for n, k, _, _ in counts], width=width, label=label)
        right.bar(xs, [ck / max(1, cn) for _, _, cn, ck in counts], width=width, label=label)
    for axis, what in ((left, "values not removed"), (right, "chrome words kept at first sight")):
        axis.set_xticks([i + 0.4 - width / 2 for i in range(len(locales))], locales)
        axis.set_ylabel(what)
    left.set_yscale("symlog")
    right.set_ylim(0, 1)
    right.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", action="append", required=True, metavar="LABEL=JSON")
    parser.add_argument("--title", default="Privacy runs side by side")
    parser.add_argument("--note", default="", help="a paragraph under the title: what was run, how to reproduce it")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    runs = []
    for spec in args.run:
        label, sep, path = spec.partition("=")
        if not sep or not Path(path).is_file():
            parser.error(f"--run {spec!r}: give LABEL=PATH of a differential JSON")
        runs.append((label, json.loads(Path(path).read_text(encoding="utf-8"))))
    args.out.with_suffix(".md").write_text(table(runs, args.title, args.note), encoding="utf-8")
    plot(runs, args.out.with_suffix(".png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
