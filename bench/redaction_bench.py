"""Redaction benchmark: how much PII leaves the edge, how much else survives, what it costs.

For every corpus page (``python -m screenroute.bench.privacy.corpus --out DIR``): PP-OCR reads
the frame (``read_detailed``: lines + detector regions), the escalation path redacts it
(``redact_escalation``: unread text filled, then ``PresidioRedactor``), and then

* **image** — an independent OCR of the redacted image (Tesseract 5 with the page's
  language, and PP-OCR again at 1.5x with low thresholds; a value leaks if either finds it)
  must not find any PII value (``bench.privacy.leaks``: normalised value, each line of it,
  each distinctive word);
* **text** — the redacted OCR lines (what the planner gets) must not contain it;
* **kept** — OCR lines that hold no PII (by the DOM's boxes) must come through unchanged and
  unpainted; labels and buttons must never be redacted (text changed or pixels painted);
* **time** — the redaction path beyond OCR per 1280x800 frame, wall and CPU.

    python -m screenroute.bench.redaction_bench --corpus DIR   # -> bench/results/redaction_results.{md,json,png}

Only fully visible elements count (a value cut by the bottom of the screen is reported apart).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from screenroute.bench.privacy.corpus import SPLIT_TITLES, SPLITS
from screenroute.bench.privacy.leaks import found, key, leak_keys, page_text_keys

_BAR = 0.8 / len(SPLITS)  # bar width in the plot's groups (one bar per split)

RESULTS = Path(__file__).with_name("results")
TESS_LANGS = {
    "en_US": "eng",
    "de_DE": "deu",
    "fr_FR": "fra",
    "es_ES": "spa",
    "zh_CN": "chi_sim+eng",
    "zh_TW": "chi_tra+eng",
    "ja_JP": "jpn+eng",
    "en_GB": "eng",
    "de_CH": "deu",
}
NEUTRAL_GOAL = "Open the Phone settings for the Customer and check the Amount"


def _tesseract(image_path: Path, langs: str) -> list[str]:
    """Tesseract's lines for an image (upscaled 2x: 100 % screen text is small for it)."""
    from PIL import Image

    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "big.png"
        with Image.open(image_path) as img:
            img.convert("RGB").resize((img.width * 2, img.height * 2), Image.LANCZOS).save(big)
        out = subprocess.run(
            ["tesseract", str(big), "-", "-l", langs, "--psm", "11", "tsv"],
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
            # One OpenMP thread: on a shared 2-core machine more threads only contend (4.8 s vs 1.5 s).
            env={**os.environ, "OMP_THREAD_LIMIT": "1"},
        ).stdout
    lines: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for row in out.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) == 12 and cols[11].strip() and float(cols[10]) > 0:
            lines[tuple(cols[1:5])].append(cols[11])
    return [" ".join(words) for words in lines.values()]


class Adversary:
    """The independent readers: Tesseract 5 (LSTM) and a second, more eager PP-OCR configuration.

    The second PP-OCR keeps what the edge's reader drops (detection box threshold 0.3 instead of
    0.5, wider boxes, recognition scores down to 0.3): a fragment the edge would not trust is
    still a leak if someone can read it.
    """

    def __init__(self) -> None:
        from screenroute.edge.ocr.rapid import RapidOcrEngine

        self.rapid = RapidOcrEngine(threads=1, min_score=0.3, det_box_thresh=0.3, det_unclip_ratio=2.0)
        self.has_tesseract = shutil.which("tesseract") is not None

    def read(self, image_path: Path, locale: str) -> list[str]:
        from PIL import Image

        with Image.open(image_path) as img:
            texts = [line.text for line in self.rapid.read(np.asarray(img.convert("RGB")))]
        if self.has_tesseract:
            texts += _tesseract(image_path, TESS_LANGS[locale])
        return texts


def _intersection(rect: list[float], box: Any) -> float:
    """The area ``rect`` and ``box`` share."""
    x0, y0, x1, y1 = rect
    return max(0.0, min(x1, box.x1) - max(x0, box.x0)) * max(0.0, min(y1, box.y1) - max(y0, box.y0))


def _overlap(rect: list[float], box: Any) -> float:
    """Share of ``rect`` covered by ``box``."""
    x0, y0, x1, y1 = rect
    return _intersection(rect, box) / max(1e-6, (x1 - x0) * (y1 - y0))


def _holds(rects: list[list[float]], box: Any) -> bool:
    """Whether an OCR line's ``box`` and one of an element's ``rects`` overlap over most of the
    smaller of the two (an element can be wider than its text: a heading across a panel)."""
    box_area = (box.x1 - box.x0) * (box.y1 - box.y0)
    return any(
        _intersection(rect, box) > 0.5 * max(1e-6, min((rect[2] - rect[0]) * (rect[3] - rect[1]), box_area))
        for rect in rects
    )


def _box_overlap(a: Any, b: Any) -> float:
    """Share of box ``a`` covered by box ``b``."""
    return _overlap([a.x0, a.y0, a.x1, a.y1], b)


def _read(ocr: Any, frame: Any, cache: Path | None) -> Any:
    """The edge's read of a frame; with ``cache``, stored once and reused (iterating on redaction only)."""
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine
    from screenroute.edge.ocr.rapid import OcrResult

    if cache is not None and cache.exists():
        raw = json.loads(cache.read_text())
        return OcrResult(
            lines=[OcrLine(t, Box(*b), sc) for t, b, sc in raw["lines"]],
            regions=[Box(*b) for b in raw["regions"]],
            dropped=[Box(*b) for b in raw["dropped"]],
        )
    result = ocr.read_detailed(frame.pixels)
    if cache is not None:
        cache.parent.mkdir(parents=True, exist_ok=True)
        box = lambda b: [b.x0, b.y0, b.x1, b.y1]  # noqa: E731
        cache.write_text(
            json.dumps(
                {
                    "lines": [[ln.text, box(ln.box), ln.score] for ln in result.lines],
                    "regions": [box(b) for b in result.regions],
                    "dropped": [box(b) for b in result.dropped],
                },
                ensure_ascii=False,
            )
        )
    return result


def _covered(rects: list[list[float]], lines: list[Any], boxes: list[Any]) -> bool:
    """Whether the text the OCR saw of a value is covered by the filled ``boxes``.

    The value's text is where its DOM rects meet the OCR lines' boxes (an input's rect holds
    padding and a border around the text); each such part must be 90 % filled.
    """
    parts = []
    for r in rects:
        for line in lines:
            x0, y0 = max(r[0], line.box.x0), max(r[1], line.box.y0)
            x1, y1 = min(r[2], line.box.x1), min(r[3], line.box.y1)
            if x1 - x0 > 2 and y1 - y0 > 0.5 * line.box.height:
                parts.append([x0, y0, x1, y1])
    for r in parts:
        x0, y0, x1, y1 = (round(v) for v in r)
        if x1 <= x0 or y1 <= y0:
            continue
        mask = np.zeros((y1 - y0, x1 - x0), dtype=bool)
        for b in boxes:
            bx0, by0, bx1, by1 = max(b.x0, x0), max(b.y0, y0), min(b.x1, x1), min(b.y1, y1)
            if bx1 > bx0 and by1 > by0:
                mask[by0 - y0 : by1 - y0, bx0 - x0 : bx1 - x0] = True
        if mask.mean() < 0.9:
            return False
    return True


def evaluate_page(
    page_png: Path,
    truth: dict[str, Any],
    ocr: Any,
    adversary: Adversary | None,
    work: Path,
    *,
    reuse_ocr: bool = False,
) -> dict[str, Any]:
    """Run the escalation path on one page and score it.

    Without an ``adversary`` (a quick run while iterating) a value counts as left in the image
    when the edge's OCR read it and the filled boxes do not cover its DOM boxes.
    """
    from screenroute.edge.frame import Frame
    from screenroute.router.errors import RedactionError
    from screenroute.router.privacy.escalation import EscalationTexts, redact_escalation
    from screenroute.router.privacy.redaction import PresidioRedactor
    from screenroute.router.privacy.redaction.escalation import PrecomputedRead, ReadGuardConfig

    frame = Frame.load(str(page_png))
    started = time.perf_counter()
    result = _read(ocr, frame, work / "ocr" / f"{truth['id']}.json" if reuse_ocr else None)
    ocr_ms = (time.perf_counter() - started) * 1000

    items = truth["items"]
    persons = [i["value"] for i in items if i["kind"] == "pii" and i["type"] == "PERSON" and i["visible"] == "full"]
    emails = [i["value"] for i in items if i["kind"] == "pii" and i["type"] == "EMAIL_ADDRESS"]
    goal_values = persons[:1] + emails[:1]
    goal = "Update the record of " + " / ".join(goal_values) if goal_values else "Update the record"

    redactor = PresidioRedactor()
    guard = ReadGuardConfig()
    wall0, cpu0 = time.perf_counter(), time.process_time()
    denied = ""
    try:
        parts = redact_escalation(
            redactor,
            frame,
            result.lines,
            EscalationTexts(goal=goal, step_name="update", step_goal=NEUTRAL_GOAL),
            ocr=PrecomputedRead(result),  # timing excludes OCR
            config=guard,
        )
    except RedactionError as exc:
        denied = str(exc)
    redact_ms = (time.perf_counter() - wall0) * 1000
    cpu_ms = (time.process_time() - cpu0) * 1000
    record: dict[str, Any] = {
        "id": truth["id"],
        "split": truth["split"],
        "locale": truth["locale"],
        "layout": truth["layout"],
        "scale": truth["scale"],
        "theme": truth["theme"],
        "size": truth["size"],
        "ocr_ms": ocr_ms,
        "redact_ms": redact_ms,
        "redact_cpu_ms": cpu_ms,
        "lines": len(result.lines),
        "regions": len(result.regions),
        "dropped": len(result.dropped),
        "denied": denied,
        "unread": 0,
    }
    if denied:
        return record  # nothing would leave the edge: every value counts as removed below
    record["unread"] = len(parts.unread)
    red_png = work / "redacted" / f"{truth['id']}.png"
    red_png.parent.mkdir(parents=True, exist_ok=True)
    parts.frame.to_image().save(red_png)

    cache = work / "adversary" / f"{truth['id']}.json"
    cache.parent.mkdir(parents=True, exist_ok=True)
    if cache.exists():
        adv_original = json.loads(cache.read_text())
    elif adversary is not None:
        adv_original = adversary.read(page_png, truth["locale"])
        cache.write_text(json.dumps(adv_original, ensure_ascii=False))
    else:
        adv_original = []
    adv_redacted = adversary.read(red_png, truth["locale"]) if adversary is not None else None

    original_lines = [line.text for line in result.lines]
    sent_lines = [line.text for line in parts.lines]
    painted = [f.box for f in parts.findings if f.box is not None and f.entity_type != "UNREAD"]
    filled = painted + list(parts.unread)
    stop, glued = page_text_keys(items)

    values = []
    for item in items:
        if item["kind"] != "pii":
            continue
        keys = leak_keys(item["value"], item["type"], stop)
        readable = found(keys, original_lines)
        if adv_redacted is not None:
            image_leak = found(keys, adv_redacted, inside=stop | glued)
        else:
            image_leak = readable and not _covered(item["rects"], result.lines, filled)
        text_leak = found(keys, sent_lines, inside=stop | glued)
        values.append(
            {
                "type": item["type"],
                "visible": item["visible"],
                "detectable": found(keys, adv_original) or readable,
                "image_leak": image_leak,
                "text_leak": text_leak,
                # Only for the record of what leaked (the report never prints values).
                "leak_id": item["id"] if image_leak or text_leak else "",
            }
        )
    record["values"] = values

    # The lines sent are the trusted ones (a low-scored read is withheld and its pixels filled).
    trusted = [ln for ln in result.lines if guard.trusts(ln) and ln.text.strip()]

    # Labels and buttons: painted over, or their text gone from the line that held it. Painting
    # by the redactor (a finding) and by the read guard (text the OCR could not read) are told apart.
    protected = []
    for item in items:
        if item["kind"] not in ("label", "button") or item["visible"] != "full":
            continue
        rects = item["rects"]
        is_painted = any(_overlap(r, box) > 0.2 for r in rects for box in painted)
        unread = any(_overlap(r, box) > 0.2 for r in rects for box in parts.unread)
        # Read and kept on the lines that hold it: a one-symbol button ("+") is in many other
        # lines ("+41 …"), whose redaction says nothing about the button.
        k = key(item["value"])
        was_read = any(k and k in key(ln.text) for ln in trusted if _holds(rects, ln.box))
        still = any(k and k in key(ln.text) for ln in parts.lines if _holds(rects, ln.box))
        protected.append(
            {
                "kind": item["kind"],
                "value": item["value"],
                "redacted": is_painted or (was_read and not still),
                "unread": unread and not is_painted,
            }
        )
    record["protected"] = protected

    # Non-PII OCR lines: no overlap with any PII element's boxes; kept = same text and not painted.
    pii_rects = [r for i in items if i["kind"] == "pii" for r in i["rects"]]
    kept = total = 0
    changed: list[str] = []
    for before, after in zip(trusted, parts.lines, strict=True):
        if any(_box_overlap(before.box, _Rect(r)) > 0.2 or _overlap(r, before.box) > 0.2 for r in pii_rects):
            continue
        total += 1
        unpainted = not any(_box_overlap(before.box, box) > 0.3 for box in painted)
        if after.text == before.text and unpainted:
            kept += 1
        else:
            changed.append(f"{before.text} -> {after.text}{'' if unpainted else ' (painted)'}")
    record["nonpii_lines"] = total
    record["nonpii_kept"] = kept
    record["nonpii_changed"] = changed[:20]
    record["goal_leak"] = found([k for v in goal_values for k in leak_keys(v, "PERSON")], [parts.goal])
    record["neutral_goal_kept"] = parts.step_goal == NEUTRAL_GOAL
    return record


class _Rect:
    def __init__(self, r: list[float]) -> None:
        self.x0, self.y0, self.x1, self.y1 = r


def _rate(num: int, den: int) -> float | None:
    return None if den == 0 else num / den


def summarise(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Totals per split, entity type and locale; timing percentiles."""
    summary: dict[str, Any] = {}
    for split in (*SPLITS, "all"):
        recs = [r for r in records if split in ("all", r["split"])]
        if not recs:
            continue
        by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # n, image ok, text ok, detectable
        by_locale: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
        partial = 0
        for r in recs:
            for v in r.get("values", []):
                if v["visible"] != "full":
                    partial += v["visible"] == "partial"
                    continue
                for bucket in (by_type[v["type"]], by_locale[r["locale"]], by_type["ALL"]):
                    bucket[0] += 1
                    bucket[1] += not v["image_leak"]
                    bucket[2] += not v["text_leak"]
                    bucket[3] += v["detectable"]
        labels = [p for r in recs for p in r.get("protected", []) if p["kind"] == "label"]
        buttons = [p for r in recs for p in r.get("protected", []) if p["kind"] == "button"]
        walls = [r["redact_ms"] for r in recs]
        cpus = [r["redact_cpu_ms"] for r in recs]
        summary[split] = {
            "pages": len(recs),
            "denied": [r["id"] for r in recs if r["denied"]],
            "by_type": {
                t: {"n": n, "image": _rate(i, n), "text": _rate(x, n), "detectable": _rate(d, n)}
                for t, (n, i, x, d) in sorted(by_type.items())
            },
            "by_locale": {
                t: {"n": n, "image": _rate(i, n), "text": _rate(x, n)} for t, (n, i, x, d) in sorted(by_locale.items())
            },
            "partial_values_excluded": partial,
            "nonpii_lines": sum(r.get("nonpii_lines", 0) for r in recs),
            "nonpii_kept": sum(r.get("nonpii_kept", 0) for r in recs),
            "labels": len(labels),
            "labels_redacted": [p["value"] for p in labels if p["redacted"]],
            "labels_unread": [p["value"] for p in labels if p.get("unread")],
            "buttons": len(buttons),
            "buttons_redacted": [p["value"] for p in buttons if p["redacted"]],
            "buttons_unread": [p["value"] for p in buttons if p.get("unread")],
            "unread_lines": sum(r.get("unread", 0) for r in recs),
            "lines": sum(r["lines"] for r in recs),
            "goal_leaks": sum(bool(r.get("goal_leak")) for r in recs),
            "neutral_goal_changed": sum(not r.get("neutral_goal_kept", True) for r in recs if not r["denied"]),
            "redact_ms_p50": statistics.median(walls),
            "redact_ms_p95": float(np.percentile(walls, 95)),
            "redact_cpu_ms_p50": statistics.median(cpus),
            "redact_cpu_ms_p95": float(np.percentile(cpus, 95)),
            "ocr_ms_p50": statistics.median(r["ocr_ms"] for r in recs),
        }
    return summary


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f} %"


def write_report(summary: dict[str, Any], records: list[dict[str, Any]], load: str, command: str, corpus: Path) -> None:
    """bench/results/redaction_results.{md,json,png}."""
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "redaction_results.json").write_text(
        json.dumps({"summary": summary, "load": load, "pages": records}, ensure_ascii=False, indent=1) + "\n"
    )
    pages = len(records)
    minutes = sum(r["ocr_ms"] for r in records) / 60000
    out = [
        "# Redaction benchmark",
        "",
        f"Reproduce: `python -m screenroute.bench.privacy.corpus --out {corpus}` (renders the pages), then `{command}`",
        "",
        f"Machine load while measuring: {load}",
        "",
        f"{pages} pages, every page of every split; the edge's OCR alone took {minutes:.0f} min of the run "
        "(the independent OCR of every redacted page comes on top).",
        "",
        *_overview(summary),
    ]
    for split, title in (*((split, SPLIT_TITLES[split]) for split in SPLITS), ("all", "All pages")):
        s = summary.get(split)
        if not s:
            continue
        out += [f"## {title}: {s['pages']} pages", ""]
        out += [
            "| entity type | values | removed from image | removed from text | readable in the original |",
            "|---|---:|---:|---:|---:|",
        ]
        for t, v in s["by_type"].items():
            out.append(f"| {t} | {v['n']} | {_pct(v['image'])} | {_pct(v['text'])} | {_pct(v['detectable'])} |")
        out += ["", "| locale | values | removed from image | removed from text |", "|---|---:|---:|---:|"]
        for t, v in s["by_locale"].items():
            out.append(f"| {t} | {v['n']} | {_pct(v['image'])} | {_pct(v['text'])} |")
        kept = _rate(s["nonpii_kept"], s["nonpii_lines"])
        out += [
            "",
            f"- non-PII OCR lines kept unchanged and unpainted: {s['nonpii_kept']} / {s['nonpii_lines']} ({_pct(kept)})",
            f"- labels redacted: {len(s['labels_redacted'])} of {s['labels']} {s['labels_redacted'][:10]}",
            f"- buttons redacted: {len(s['buttons_redacted'])} of {s['buttons']} {s['buttons_redacted'][:10]}",
            f"- filled because the OCR could not read them (fail-closed, not the redactor): "
            f"{len(s['labels_unread'])} labels {s['labels_unread'][:6]}, {len(s['buttons_unread'])} buttons "
            f"{s['buttons_unread'][:6]}; {s['unread_lines']} of {s['lines']} OCR lines withheld as unread",
            f"- goal: PII left in {s['goal_leaks']} goals; neutral step goal changed {s['neutral_goal_changed']} times",
            f"- pages not escalated (OCR fail-closed): {len(s['denied'])} {s['denied'][:5]}",
            f"- values cut by the screen edge (excluded): {s['partial_values_excluded']}",
            f"- redaction beyond OCR per 1280x800 frame: wall p50 {s['redact_ms_p50']:.0f} ms, p95 {s['redact_ms_p95']:.0f} ms; "
            f"CPU p50 {s['redact_cpu_ms_p50']:.0f} ms, p95 {s['redact_cpu_ms_p95']:.0f} ms (OCR itself p50 {s['ocr_ms_p50']:.0f} ms)",
            "",
        ]
    (RESULTS / "redaction_results.md").write_text("\n".join(out) + "\n")
    _plot(summary, records)


def _overview(summary: dict[str, Any]) -> list[str]:
    """One row per split: the figures the targets are about, side by side."""
    out = [
        "| split | pages | PII values | removed image / text | lowest type (image) | non-PII kept "
        "| labels / buttons redacted | goals with PII | beyond OCR p50 |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for split in (*SPLITS, "all"):
        s = summary.get(split)
        if not s:
            continue
        whole = s["by_type"]["ALL"]
        types = [(v["image"], t) for t, v in s["by_type"].items() if t != "ALL" and v["image"] is not None]
        low = min(types) if types else (None, "–")
        out.append(
            f"| {split} | {s['pages']} | {whole['n']} | {_pct(whole['image'])} / {_pct(whole['text'])} "
            f"| {low[1]} {_pct(low[0])} | {_pct(_rate(s['nonpii_kept'], s['nonpii_lines']))} "
            f"| {len(s['labels_redacted'])} / {len(s['buttons_redacted'])} | {s['goal_leaks']} "
            f"| {s['redact_ms_p50']:.0f} ms |"
        )
    return [*out, ""]


def _plot(summary: dict[str, Any], records: list[dict[str, Any]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(18, 6.2))
    palette = plt.get_cmap("tab20").colors  # one colour per split (the default cycle repeats after ten)
    # The axis starts below the lowest bar (a split far from the target must still show).
    rates = [
        100 * v["image"]
        for split in SPLITS
        if split in summary
        for table in ("by_type", "by_locale")
        for v in summary[split][table].values()
        if v["image"] is not None
    ]
    bottom = min(80.0, 5 * (min(rates, default=100.0) // 5) - 5)
    types = [t for t in summary["all"]["by_type"] if t != "ALL"]
    x = np.arange(len(types))
    for k, split in enumerate(SPLITS):
        if split not in summary:
            continue
        vals = [100 * (summary[split]["by_type"].get(t, {}).get("image") or 0) for t in types]
        axes[0].bar(x + (k - (len(SPLITS) - 1) / 2) * _BAR, vals, _BAR, label=split, color=palette[k % len(palette)])
    axes[0].axhline(99, color="red", lw=0.8, ls="--")
    axes[0].set_xticks(x, [t.replace("_", "\n") for t in types], fontsize=7, rotation=45)
    axes[0].set_ylim(bottom, 100.5)
    axes[0].set_ylabel("% of values removed (independent OCR)")
    axes[0].set_title("removed from image, by type (dashed: 99 % per type)", fontsize=9)
    locales = list(summary["all"]["by_locale"])
    xl = np.arange(len(locales))
    for k, split in enumerate(SPLITS):
        if split not in summary:
            continue
        vals = [100 * (summary[split]["by_locale"].get(t, {}).get("image") or 0) for t in locales]
        axes[1].bar(xl + (k - (len(SPLITS) - 1) / 2) * _BAR, vals, _BAR, label=split, color=palette[k % len(palette)])
    axes[1].axhline(99.5, color="red", lw=0.8, ls="--", label="99.5 %")
    axes[1].set_xticks(xl, locales, fontsize=7)
    axes[1].set_ylim(bottom, 100.5)
    axes[1].set_title("removed from image, by locale (0 = locale not in the split)", fontsize=9)
    walls = [r["redact_ms"] for r in records]
    cpus = [r["redact_cpu_ms"] for r in records]
    axes[2].hist([walls, cpus], bins=20, label=["wall", "CPU"])
    axes[2].axvline(100, color="red", lw=0.8, ls="--", label="100 ms")
    axes[2].set_xlabel("redaction beyond OCR per frame (ms)")
    axes[2].legend(fontsize=7)
    # One legend for both split charts, under them: a bar per split leaves no room inside.
    fig.legend(*axes[1].get_legend_handles_labels(), loc="lower center", ncol=(len(SPLITS) + 2) // 2, fontsize=7)
    fig.tight_layout(rect=(0, 0.1, 1, 1))
    fig.savefig(RESULTS / "redaction_results.png", dpi=110)


@dataclass(frozen=True)
class _Job:
    """What each worker process needs to evaluate pages."""

    corpus: Path
    quick: bool
    reuse_ocr: bool


_WORKER: dict[str, Any] = {}


def _start_worker(job: _Job) -> None:
    from screenroute.edge.ocr.rapid import RapidOcrEngine
    from screenroute.router.privacy.redaction import PresidioRedactor

    # One thread: the machine is shared, and one thread wins when cores are contended (NOTES.md).
    _WORKER["ocr"] = RapidOcrEngine(threads=1)
    _WORKER["adversary"] = None if job.quick else Adversary()
    _WORKER["job"] = job
    PresidioRedactor().warm_up()  # the one-off build of the recognizers is not per-frame work


def _evaluate(path: Path) -> dict[str, Any]:
    job: _Job = _WORKER["job"]
    truth = json.loads(path.read_text())
    return evaluate_page(
        path.with_suffix(".png"), truth, _WORKER["ocr"], _WORKER["adversary"], job.corpus, reuse_ocr=job.reuse_ocr
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="redaction benchmark on a captured corpus")
    parser.add_argument("--corpus", type=Path, required=True, help="the --out folder of bench.privacy.corpus")
    parser.add_argument("--only", default=None, help="only pages whose id contains this")
    parser.add_argument("--no-report", action="store_true", help="print, do not write bench/results")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="iterate: reuse the edge's stored OCR reads and skip the independent OCR "
        "(a value is left in the image when its DOM boxes are not filled); never for reported figures",
    )
    parser.add_argument(
        "--reuse-ocr",
        action="store_true",
        help="reuse the edge's stored OCR reads (DIR/ocr/); never for reported figures",
    )
    parser.add_argument("--dump", type=Path, default=None, help="write every page's record (JSON) here")
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="pages evaluated in this many processes, one OCR thread each (at most the cores)",
    )
    args = parser.parse_args(argv)
    if not 1 <= args.jobs <= (os.cpu_count() or 1):
        parser.error(f"--jobs must be between 1 and the {os.cpu_count()} cores")
    load_before = " ".join(f"{x:.1f}" for x in os.getloadavg())
    pages = [
        path
        for path in sorted((args.corpus / "pages").glob("*.json"))
        if not args.only or args.only in json.loads(path.read_text())["id"]
    ]
    if not pages:
        parser.error(f"no page of {args.corpus / 'pages'} matches --only {args.only!r}")
    job = _Job(args.corpus, args.quick, args.quick or args.reuse_ocr)
    records = []
    pool = None
    if args.jobs == 1:
        _start_worker(job)
        evaluated: Iterator[dict[str, Any]] = map(_evaluate, pages)
    else:
        # Fresh interpreters: the OCR and the recognizers are built in each, never shared over a fork.
        pool = multiprocessing.get_context("spawn").Pool(args.jobs, initializer=_start_worker, initargs=(job,))
        evaluated = pool.imap(_evaluate, pages)  # in page order, whichever process finishes first
    for record in evaluated:
        records.append(record)
        leaks = [
            v["type"]
            for v in record.get("values", [])
            if v["visible"] == "full" and (v["image_leak"] or v["text_leak"])
        ]
        bad = [p["value"] for p in record.get("protected", []) if p["redacted"]]
        print(
            f"[bench {len(records)}/{len(pages)}] {record['id']}: redact {record['redact_ms']:.0f} ms, leaks {leaks}, "
            f"protected redacted {bad}, non-PII kept {record.get('nonpii_kept', 0)}/{record.get('nonpii_lines', 0)}"
            f"{' DENIED ' + record['denied'] if record['denied'] else ''}",
            flush=True,
        )
    if pool is not None:
        pool.close()
        pool.join()
    if args.dump is not None:
        args.dump.write_text(json.dumps(records, ensure_ascii=False, indent=1))
    summary = summarise(records)
    load_after = " ".join(f"{x:.1f}" for x in os.getloadavg())
    load = f"{load_before} at the start, {load_after} at the end (1/5/15 min, {os.cpu_count()} cores)"
    print(
        json.dumps(
            {
                k: {
                    kk: vv
                    for kk, vv in v.items()
                    if kk
                    in (
                        "by_type",
                        "nonpii_kept",
                        "nonpii_lines",
                        "labels_redacted",
                        "buttons_redacted",
                        "redact_ms_p50",
                        "redact_cpu_ms_p50",
                    )
                }
                for k, v in summary.items()
            },
            ensure_ascii=False,
            indent=1,
        )
    )
    if not args.no_report and not args.quick and not args.reuse_ocr:
        write_report(
            summary,
            records,
            load,
            f"python -m screenroute.bench.redaction_bench --corpus {args.corpus}"
            + (f" --jobs {args.jobs}" if args.jobs > 1 else ""),
            args.corpus,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
