"""What a UI lexicon keeps at first sight, text alone: chrome earlier measurements painted, and values it must not keep.

Two sets, both shown to the redactor one text at a time (a segment alone, no page around it, no learned
vocabulary), so that two lexicons can be compared side by side on the same inputs:

* **chrome painted at first sight** by every privacy measurement committed under ``bench/results``
  (``chrome_first.lost`` of each screen): texts the differential scoring proved constant across renders
  of a page — labels, buttons, headers — that the lexicon of the day could not prove. The share a lexicon
  keeps now is how much of that gap it closes. These texts were studied before (they are in the repository),
  so this is a develop figure, never a measure-once one;
* **values** Faker writes for 36 locales — full names, surnames, given names, towns, streets, street
  addresses, companies — of which a lexicon must keep nothing: a value kept whole, and a value with one of
  its words of three letters or more kept in the clear, are counted.

    python -m screenroute.bench.privacy.lexicon_reach --skip-split dec14 --out /tmp/reach_old.json   # at 0458c3c
    python -m screenroute.bench.privacy.lexicon_reach --skip-split dec14 --out /tmp/reach_new.json
    python -m screenroute.bench.privacy.lexicon_reach --compare /tmp/reach_old.json /tmp/reach_new.json \\
        --out bench/results/lexicon_reach
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import regex as re

RESULTS = Path(__file__).resolve().parents[1] / "results"
LOCALES = (
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "es_MX", "it_IT", "pt_BR", "pt_PT", "nl_NL", "pl_PL", "cs_CZ",
    "sk_SK", "sv_SE", "da_DK", "fi_FI", "no_NO", "tr_TR", "hu_HU", "ro_RO", "el_GR", "ru_RU", "uk_UA", "bg_BG",
    "hr_HR", "sl_SI", "lt_LT", "lv_LV", "et_EE", "id_ID", "vi_VN", "ja_JP", "ko_KR", "zh_CN", "zh_TW", "fa_IR",
)  # fmt: skip
KINDS = ("name", "last_name", "first_name", "city", "street_name", "street_address", "company")
_WORD = re.compile(r"[\p{L}\p{M}]{3,}|[\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]{2,}")


def painted_chrome(skip: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """(locale, text) of every chrome text a committed privacy measurement painted at first sight, once each (not
    those of the splits in ``skip``: one measured after the lexicon being compared was built)."""
    seen: dict[tuple[str, str], None] = {}
    for path in sorted(RESULTS.glob("privacy*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("split") in skip:
            continue
        for screen in data.get("screens", ()) if isinstance(data, dict) else ():
            for text in (screen.get("chrome_first") or {}).get("lost", ()):
                seen.setdefault((str(screen.get("locale", "")), str(text)), None)
    return list(seen)


def values(per_kind: int, seed: int) -> list[tuple[str, str, str]]:
    """(locale, kind, value) Faker writes, ``per_kind`` of each kind per locale, seeded."""
    from faker import Faker

    out: list[tuple[str, str, str]] = []
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(seed)
        for kind in KINDS:
            for _ in range(per_kind):
                out.append((locale, kind, " ".join(str(getattr(fake, kind)()).split())))
    return out


def _sent(text: str, blank: Any) -> str:
    """What the redactor sends of ``text`` read alone on a blank frame (a new task each time: no vault carried)."""
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine
    from screenroute.router.privacy.redaction import PresidioRedactor

    line = OcrLine(text, Box(20, 20, 20 + min(600, 11 * len(text)), 42), 0.95)
    return str(PresidioRedactor().redact(blank, [line], {}).lines[0].text)


def measure(lexicon: Path | None, per_kind: int, seed: int, skip: frozenset[str] = frozenset()) -> dict[str, Any]:
    """Both sets through the redactor with ``lexicon`` (a folder of ``<language>.txt.xz``; None: the shipped one)."""
    from PIL import Image

    from screenroute.edge.frame import Frame
    from screenroute.router.privacy.redaction import lexicon as lexicon_module

    if lexicon is not None:
        lexicon_module.load_ui_lexicon = functools.partial(lexicon_module.load_ui_lexicon, lexicon)
    blank = Frame.from_image(Image.new("RGB", (640, 64)))
    chrome: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    items = painted_chrome(skip)
    for i, (locale, text) in enumerate(items):
        kept = _sent(text, blank) == text
        chrome[locale][0] += 1
        chrome[locale][1] += int(kept)
        if i % 500 == 0:
            print(f"chrome {i}/{len(items)}", file=sys.stderr, flush=True)
    leaks: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    examples: list[dict[str, str]] = []
    rows = values(per_kind, seed)
    for i, (locale, kind, value) in enumerate(rows):
        sent = _sent(value, blank)
        words = {w.casefold() for w in _WORD.findall(value)}
        clear = {w.casefold() for w in _WORD.findall(sent)} & words
        for key in (locale, kind):
            leaks[key][0] += 1
            leaks[key][1] += int(sent == value)
            leaks[key][2] += int(bool(clear))
        if clear and len(examples) < 4000:
            examples.append({"locale": locale, "kind": kind, "value": value, "sent": sent})
        if i % 1000 == 0:
            print(f"values {i}/{len(rows)}", file=sys.stderr, flush=True)
    return {
        "lexicon": str(lexicon or lexicon_module.LEXICON_DIR),
        "chrome": {k: {"n": v[0], "kept": v[1]} for k, v in sorted(chrome.items())},
        "values": {k: {"n": v[0], "whole": v[1], "a_word": v[2]} for k, v in sorted(leaks.items())},
        "examples": examples,
        "per_kind": per_kind,
        "seed": seed,
        "skipped_splits": sorted(skip),
    }


def compare(before: dict[str, Any], after: dict[str, Any], out: Path, labels: tuple[str, str]) -> None:
    """A table and a plot of two runs side by side."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def total(run: dict[str, Any], part: str, field: str) -> tuple[int, int]:
        rows = run[part]
        keys = [k for k in rows if (part == "chrome" or k in LOCALES)]
        return sum(rows[k]["n"] for k in keys), sum(rows[k][field] for k in keys)

    lines = [
        "# UI lexicon reach, text alone (develop: every input was seen before)",
        "",
        f"Reproduce: the module docstring of `bench/privacy/lexicon_reach.py`. {labels[0]} vs {labels[1]}; "
        f"{before['per_kind']} values of each of {len(KINDS)} kinds per locale, seed {before['seed']}.",
        "",
        "| | " + " | ".join(labels) + " |",
        "|---|---|---|",
    ]
    for part, field, what in (
        ("chrome", "kept", "chrome painted at first sight before, kept now"),
        ("values", "whole", "values kept whole"),
        ("values", "a_word", "values with a word (3+ letters) in the clear"),
    ):
        cells = []
        for run in (before, after):
            n, k = total(run, part, field)
            cells.append(f"{k}/{n} ({k / max(1, n):.1%})")
        lines.append(f"| {what} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "By locale (chrome kept; values with a word in the clear):",
        "",
        "| locale | chrome " + " | chrome ".join(labels) + " | values " + " | values ".join(labels) + " |",
        "|---|---|---|---|---|",
    ]
    locales = sorted(set(before["chrome"]) | set(after["chrome"]) | {k for k in before["values"] if k in LOCALES})
    for loc in locales:
        row = [loc]
        for run in (before, after):
            c = run["chrome"].get(loc)
            row.append(f"{c['kept']}/{c['n']}" if c else "")
        for run in (before, after):
            v = run["values"].get(loc)
            row.append(f"{v['a_word']}/{v['n']}" if v else "")
        lines.append("| " + " | ".join(row) + " |")
    lines += [
        "",
        "By kind (values with a word in the clear):",
        "",
        "| kind | " + " | ".join(labels) + " |",
        "|---|---|---|",
    ]
    for kind in KINDS:
        lines.append(
            f"| {kind} | "
            + " | ".join(f"{r['values'][kind]['a_word']}/{r['values'][kind]['n']}" for r in (before, after))
            + " |"
        )
    out.with_suffix(".md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out.with_suffix(".json").write_text(
        json.dumps({"before": before, "after": after, "labels": labels}, ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    chrome_locales = sorted(set(before["chrome"]) | set(after["chrome"]))
    fig, axes = plt.subplots(2, 1, figsize=(12, 7))
    x = range(len(chrome_locales))
    for j, (run, label) in enumerate(((before, labels[0]), (after, labels[1]))):
        rates = [
            run["chrome"].get(c, {"n": 1, "kept": 0})["kept"] / max(1, run["chrome"].get(c, {"n": 1})["n"])
            for c in chrome_locales
        ]
        axes[0].bar([i + 0.4 * j for i in x], rates, width=0.4, label=label)
    axes[0].set_xticks([i + 0.2 for i in x], chrome_locales, rotation=60, fontsize=7)
    axes[0].set_ylabel("painted chrome now kept")
    axes[0].legend()
    value_locales = list(LOCALES)
    x = range(len(value_locales))
    for j, (run, label) in enumerate(((before, labels[0]), (after, labels[1]))):
        rates = [run["values"][c]["a_word"] / max(1, run["values"][c]["n"]) for c in value_locales]
        axes[1].bar([i + 0.4 * j for i in x], rates, width=0.4, label=label)
    axes[1].set_xticks([i + 0.2 for i in x], value_locales, rotation=60, fontsize=7)
    axes[1].set_ylabel("values with a word in the clear")
    fig.tight_layout()
    fig.savefig(out.with_suffix(".png"), dpi=110)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lexicon", type=Path, default=None, help="a lexicon folder (default: the shipped one)")
    parser.add_argument("--per-kind", type=int, default=30)
    parser.add_argument("--seed", type=int, default=20261207)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--labels", nargs=2, default=("before", "after"))
    parser.add_argument("--skip-split", action="append", default=[], help="leave this split's painted chrome out")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.compare:
        runs = [json.loads(p.read_text(encoding="utf-8")) for p in args.compare]
        compare(runs[0], runs[1], args.out, tuple(args.labels))
        return 0
    if args.lexicon is not None and not any(args.lexicon.glob("*.txt.xz")):
        parser.error(f"no <language>.txt.xz under {args.lexicon}")
    result = measure(args.lexicon, args.per_kind, args.seed, frozenset(args.skip_split))
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
