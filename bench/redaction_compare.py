"""Two redactors side by side on the same pages: a table, a JSON file and a plot.

Each input is a ``--dump`` of ``bench/redaction_bench.py`` (one record per page), the two runs
made on the same stored reads of the same corpus, one redactor each (an older one from a
worktree on ``PYTHONPATH``). Pairs are given as ``LABEL=BEFORE.json,AFTER.json``, one per set of
pages::

    python -m screenroute.bench.redaction_compare --before-name 9909c20 --after-name 7b99fec \\
        --pair "tenth new kinds=/tmp/k10_base.json,/tmp/k10_new.json" \\
        --out bench/results/redaction_side_by_side
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from screenroute.bench.redaction_bench import summarise

# The types shown per pair: the ones whose removal is measured on every page kind.
_TYPES = ("PERSON", "ORGANIZATION", "ADDRESS", "AMOUNT", "PHONE_NUMBER", "EMAIL_ADDRESS")


def _totals(records: list[dict[str, Any]]) -> dict[str, Any]:
    all_ = summarise(records)["all"]
    by_type = all_["by_type"]
    return {
        "pages": all_["pages"],
        "values": by_type["ALL"]["n"],
        "image": by_type["ALL"]["image"],
        "text": by_type["ALL"]["text"],
        "types": {t: by_type[t]["image"] for t in _TYPES if t in by_type},
        "nonpii_kept": all_["nonpii_kept"] / all_["nonpii_lines"] if all_["nonpii_lines"] else None,
        "labels_redacted": len(all_["labels_redacted"]),
        "buttons_redacted": len(all_["buttons_redacted"]),
        "goal_leaks": all_["goal_leaks"],
        "redact_ms_p50": all_["redact_ms_p50"],
    }


def _pairs(specs: list[str]) -> list[tuple[str, Path, Path]]:
    out = []
    for spec in specs:
        label, sep, files = spec.partition("=")
        before, comma, after = files.partition(",")
        if not sep or not comma or not label.strip():
            raise SystemExit(f"--pair {spec!r}: expected LABEL=BEFORE.json,AFTER.json")
        out.append((label.strip(), Path(before), Path(after)))
    return out


def _load(path: Path) -> list[dict[str, Any]]:
    try:
        records = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise SystemExit(f"{path}: not a redaction bench dump ({exc})") from exc
    if not isinstance(records, list) or not records or "values" not in records[0]:
        raise SystemExit(f"{path}: not a redaction bench dump (a list of page records)")
    return records


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.2f}"


def _table(rows: list[dict[str, Any]], before: str, after: str) -> list[str]:
    lines = [
        f"| pages | values | removed image / text, {before} → {after} (%) | names | companies | addresses | "
        "amounts | non-PII kept | labels / buttons painted | p50 beyond OCR |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        b, a = row["before"], row["after"]

        def both(key: str, b: dict[str, Any] = b, a: dict[str, Any] = a) -> str:
            return f"{_pct(b['types'].get(key))} → {_pct(a['types'].get(key))}"

        lines.append(
            f"| {row['label']} ({a['pages']}) | {a['values']} | {_pct(b['image'])} / {_pct(b['text'])} → "
            f"**{_pct(a['image'])} / {_pct(a['text'])}** | {both('PERSON')} | {both('ORGANIZATION')} | "
            f"{both('ADDRESS')} | {both('AMOUNT')} | {_pct(b['nonpii_kept'])} → {_pct(a['nonpii_kept'])} | "
            f"{b['labels_redacted']} / {b['buttons_redacted']} → {a['labels_redacted']} / {a['buttons_redacted']} | "
            f"{b['redact_ms_p50']:.0f} → {a['redact_ms_p50']:.0f} ms |"
        )
    return lines


def _plot(rows: list[dict[str, Any]], before: str, after: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    fig, axes = plt.subplots(1, 2, figsize=(14, 5))
    x = np.arange(len(rows))
    w = 0.38
    for ax, key, title in ((axes[0], "image", "removed from the image"), (axes[1], "text", "removed from the text")):
        b = [100 * r["before"][key] for r in rows]
        a = [100 * r["after"][key] for r in rows]
        ax.bar(x - w / 2, b, w, label=before, color="#bbbbbb")
        ax.bar(x + w / 2, a, w, label=after, color="#2b7bba")
        for k, value in enumerate(a):
            ax.text(x[k] + w / 2, value + 0.1, f"{value:.1f}", ha="center", va="bottom", fontsize=8)
        ax.axhline(99.5, color="#c0392b", linestyle="--", linewidth=1, label="target 99.5 %")
        ax.set_xticks(x, [r["label"] for r in rows], rotation=15, ha="right", fontsize=8)
        ax.set_ylim(max(0.0, 5 * (min(b + a) // 5) - 5), 100.5)
        ax.set_ylabel("% of PII values")
        ax.set_title(title)
        ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pair", action="append", required=True, help="LABEL=BEFORE.json,AFTER.json")
    parser.add_argument("--before-name", required=True, help="what the BEFORE runs measured (a commit)")
    parser.add_argument("--after-name", required=True, help="what the AFTER runs measured")
    parser.add_argument("--mode", default="full", help="how the runs read the redacted pages (noted in the output)")
    parser.add_argument("--note", default="", help="the machine's load, how the reads were stored")
    parser.add_argument("--out", type=Path, required=True, help="path without suffix: writes .md, .json, .png")
    args = parser.parse_args(argv)

    rows = []
    for label, before, after in _pairs(args.pair):
        b_records, a_records = _load(before), _load(after)
        if sorted(r["id"] for r in b_records) != sorted(r["id"] for r in a_records):
            raise SystemExit(f"--pair {label!r}: the two dumps hold different pages")
        rows.append({"label": label, "before": _totals(b_records), "after": _totals(a_records)})

    args.out.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "before": args.before_name,
        "after": args.after_name,
        "mode": args.mode,
        "note": args.note,
        "command": "python -m screenroute.bench.redaction_compare " + " ".join(sys.argv[1:] if argv is None else argv),
        "rows": rows,
    }
    args.out.with_suffix(".json").write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n")
    md = [
        f"# Redaction side by side: {args.before_name} → {args.after_name}",
        "",
        f"Mode: {args.mode}. {args.note}".rstrip(),
        "",
        *_table(rows, args.before_name, args.after_name),
        "",
        f"![removed, before and after]({args.out.with_suffix('.png').name})",
        "",
    ]
    args.out.with_suffix(".md").write_text("\n".join(md))
    _plot(rows, args.before_name, args.after_name, args.out.with_suffix(".png"))
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
