"""Redaction beyond OCR per 1280x800 frame, in a warm process: the shipped redactor, and any other.

Frames are drawn once (a form-like page of labels and Faker values in several locales, ~60 lines)
and read once by PP-OCR; the reads are stored in ``--work``. Each run then times only the escalation
path's redaction (``redact_escalation`` with the stored read) in this interpreter. Run it with two
interpreters on the same ``--work`` — this checkout's and an older checkout's virtual environment —
to put two redactors side by side as a ratio:

    python -m screenroute.bench.redaction_speed --work /tmp/speed --out new.json
    /path/to/old/.venv/bin/python -m screenroute.bench.redaction_speed --work /tmp/speed --out old.json
    python -m screenroute.bench.redaction_speed --compare new.json old.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

LOCALES = ("en_US", "de_DE", "fr_FR", "es_ES", "zh_CN", "ja_JP")
LABELS = ("Name", "E-Mail", "Phone", "Address", "Company", "Amount", "Status", "Owner", "Created", "Notes")


def draw(work: Path, frames: int) -> list[Path]:
    """``frames`` pages of label/value rows, PNG, with their PP-OCR reads beside them (made once)."""
    from faker import Faker
    from PIL import Image, ImageDraw, ImageFont

    from screenroute.edge.ocr.rapid import RapidOcrEngine

    work.mkdir(parents=True, exist_ok=True)
    paths = sorted(work.glob("frame-*.png"))
    if len(paths) >= frames:
        return paths[:frames]
    font = ImageFont.truetype("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 15)
    ocr = RapidOcrEngine(threads=1)
    for k in range(frames):
        fake = Faker(LOCALES[k % len(LOCALES)])
        fake.seed_instance(k)
        image = Image.new("RGB", (1280, 800), "white")
        pen = ImageDraw.Draw(image)
        values = [fake.name, fake.email, fake.phone_number, fake.street_address, fake.company]
        for row in range(30):
            for col in range(2):
                x, y = 30 + 620 * col, 20 + 25 * row
                pen.text((x, y), LABELS[(row + col) % len(LABELS)] + ":", fill="black", font=font)
                pen.text((x + 150, y), str(values[(row + col) % len(values)]()), fill="black", font=font)
        path = work / f"frame-{k:03d}.png"
        image.save(path)
        result = ocr.read_detailed(__import__("numpy").asarray(image))
        box = lambda b: [b.x0, b.y0, b.x1, b.y1]  # noqa: E731
        read = {
            "lines": [[ln.text, box(ln.box), ln.score] for ln in result.lines],
            "regions": [box(b) for b in result.regions],
            "dropped": [box(b) for b in result.dropped],
        }
        path.with_suffix(".json").write_text(json.dumps(read, ensure_ascii=False), encoding="utf-8")
    return sorted(work.glob("frame-*.png"))[:frames]


def time_redaction(paths: list[Path], repeats: int) -> list[float]:
    """Milliseconds of the escalation path's redaction per frame (warm: one untimed pass first)."""
    from screenroute.edge.frame import Frame
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine
    from screenroute.edge.ocr.rapid import OcrResult
    from screenroute.router.privacy.escalation import EscalationTexts, redact_escalation
    from screenroute.router.privacy.redaction import PresidioRedactor
    from screenroute.router.privacy.redaction.escalation import PrecomputedRead

    loaded = []
    for path in paths:
        raw = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        result = OcrResult(
            lines=[OcrLine(t, Box(*b), s) for t, b, s in raw["lines"]],
            regions=[Box(*b) for b in raw["regions"]],
            dropped=[Box(*b) for b in raw["dropped"]],
        )
        loaded.append((Frame.load(str(path)), result))
    times: list[float] = []
    for rep in range(repeats + 1):
        for frame, result in loaded:
            redactor = PresidioRedactor()
            started = time.perf_counter()
            redact_escalation(
                redactor, frame, result.lines, EscalationTexts(goal="update the record"), ocr=PrecomputedRead(result)
            )
            if rep:
                times.append((time.perf_counter() - started) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="redaction beyond OCR per frame, warm")
    parser.add_argument("--work", type=Path, default=None)
    parser.add_argument("--frames", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--compare", nargs=2, type=Path, default=None, metavar=("NEW", "OLD"))
    parser.add_argument("--report", type=Path, default=None, help="with --compare: write the table here (.md)")
    args = parser.parse_args(argv)
    if args.compare:
        new, old = (json.loads(p.read_text()) for p in args.compare)
        ratio = old["p50_ms"] / new["p50_ms"]
        line = f"p50 {new['p50_ms']:.1f} ms (new) vs {old['p50_ms']:.1f} ms (old): the new one is {ratio:.2f}x as fast"
        print(line)
        if args.report:
            rows = [
                "| redactor | frames | samples | p50 ms | p95 ms |",
                "|---|---:|---:|---:|---:|",
                *(
                    f"| {name} | {r['frames']} | {r['samples']} | {r['p50_ms']:.1f} | {r['p95_ms']:.1f} |"
                    for name, r in (("new", new), ("old", old))
                ),
            ]
            args.report.write_text(f"# Redaction beyond OCR per 1280x800 frame\n\n{line}\n\n" + "\n".join(rows) + "\n")
        return 0
    if args.work is None:
        parser.error("--work is required")
    times = time_redaction(draw(args.work, args.frames), args.repeats)
    summary: dict[str, Any] = {
        "frames": args.frames,
        "samples": len(times),
        "p50_ms": statistics.median(times),
        "p95_ms": sorted(times)[int(0.95 * (len(times) - 1))],
    }
    print(json.dumps(summary))
    if args.out:
        args.out.write_text(json.dumps(summary) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
