"""Page for page: does a change to the redactor change what leaves the edge on the privacy corpus?

Every page of a rendered corpus (``python -m screenroute.bench.privacy.corpus --out DIR``) is
redacted on the escalation path from the page's own texts (its DOM's elements, as lines where
they stand: one line per element, and the elements of a row merged as OCR reads a row), so no OCR
run is needed (the corpus' OCR takes hours on a busy machine). What is recorded per page and per
reading: the lines sent, the findings (type, placeholder, source, box, score), a digest of the
painted frame, the free texts sent, and apart from them the rules each finding names. Run it once
with each redactor (an older one from a worktree on ``PYTHONPATH``) and compare::

    python -m screenroute.bench.privacy.same_pages --corpus DIR --dump before.json
    python -m screenroute.bench.privacy.same_pages --corpus DIR --dump after.json
    python -m screenroute.bench.privacy.same_pages --corpus DIR --compare before.json after.json

The comparison counts the readings that changed and the corpus values left in the lines sent
(``bench.privacy.leaks``), before and after.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
from pathlib import Path
from typing import Any

from screenroute.bench.privacy.leaks import found, leak_keys, page_text_keys

_GOAL_STEP = "Open the Phone settings for the Customer and check the Amount"
_COMPARED = ("lines", "findings", "pixels", "texts")


def page_lines(items: list[dict[str, Any]]) -> tuple[list[Any], list[Any]]:
    """A page's fully shown elements as lines: one per element, and merged per row."""
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine

    each = []
    for item in items:
        if item.get("visible") == "full" and str(item["value"]).strip():
            x0, y0, x1, y1 = (int(v) for v in item["rects"][0])
            each.append(OcrLine(str(item["value"]), Box(x0, y0, x1 + 1, y1 + 1), 0.97))
    rows: list[Any] = []
    for line in sorted(each, key=lambda ln: (ln.box.y0, ln.box.x0)):
        last = rows[-1] if rows else None
        height = line.box.height
        if last and abs(last.box.y0 - line.box.y0) < height / 2 and 0 <= line.box.x0 - last.box.x1 < 3 * height:
            box = Box(last.box.x0, min(last.box.y0, line.box.y0), line.box.x1, max(last.box.y1, line.box.y1))
            rows[-1] = OcrLine(f"{last.text} {line.text}", box, 0.97)
        else:
            rows.append(line)
    return each, rows


def _escalation() -> Any:
    """The module that assembles an escalation (before it left the redaction package, there)."""
    import importlib

    try:
        return importlib.import_module("screenroute.router.privacy.escalation")
    except ModuleNotFoundError:
        return importlib.import_module("screenroute.router.privacy.redaction.escalation")


def redact_page(path: Path) -> tuple[str, dict[str, Any]]:
    """One page's two readings, redacted as an escalation sends them."""
    from screenroute.edge.frame import Frame
    from screenroute.router.errors import RedactionError
    from screenroute.router.privacy.redaction import PresidioRedactor

    escalation = _escalation()
    EscalationTexts, redact_escalation = escalation.EscalationTexts, escalation.redact_escalation  # noqa: N806

    truth = json.loads(path.read_text(encoding="utf-8"))
    frame = Frame.load(str(path.with_suffix(".png")))
    named = [i["value"] for i in truth["items"] if i["kind"] == "pii" and i["type"] in ("PERSON", "EMAIL_ADDRESS")]
    out: dict[str, Any] = {}
    for reading, lines in zip(("elements", "rows"), page_lines(truth["items"]), strict=True):
        texts = EscalationTexts(goal="Update the record of " + " / ".join(named[:2]), step_goal=_GOAL_STEP)
        try:
            sent = redact_escalation(PresidioRedactor(), frame, lines, texts)
        except RedactionError as exc:
            out[reading] = {"denied": str(exc)}
            continue
        out[reading] = {
            "lines": [ln.text for ln in sent.lines],
            "findings": [
                [f.entity_type, f.placeholder, f.source, f.box and [f.box.x0, f.box.y0, f.box.x1, f.box.y1], f.score]
                for f in sent.findings
            ],
            "pixels": hashlib.sha256(sent.frame.pixels.tobytes()).hexdigest()[:16],
            "texts": [sent.goal, sent.step_goal],
            "rules": [f.rule for f in sent.findings],
        }
    return truth["id"], out


def compare(corpus: Path, before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Readings that changed (rules aside), rule names that changed, values left in the lines sent."""
    changed, renamed, values, left = [], 0, 0, [0, 0]
    for page, readings in before.items():
        items = json.loads((corpus / "pages" / f"{page}.json").read_text(encoding="utf-8"))["items"]
        stop, glued = page_text_keys(items)
        for reading, old in readings.items():
            new = after[page][reading]
            if any(old.get(k) != new.get(k) for k in (*_COMPARED, "denied")):
                changed.append(f"{page}/{reading}")
            renamed += old.get("rules") != new.get("rules")
            for item in (i for i in items if i["kind"] == "pii" and i["visible"] == "full"):
                keys = leak_keys(item["value"], item["type"], stop)
                values += 1
                for k, sent in enumerate((old, new)):
                    left[k] += found(keys, sent.get("lines", []), inside=stop | glued)
    readings_n = sum(len(r) for r in before.values())
    return {"pages": len(before), "readings": readings_n, "changed": changed, "rules_renamed": renamed,
            "values": values, "left_before": left[0], "left_after": left[1]}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the privacy corpus redacted page for page from its own texts")
    parser.add_argument("--corpus", type=Path, required=True, help="the --out folder of bench.privacy.corpus")
    parser.add_argument("--dump", type=Path, help="write every page's redaction here")
    parser.add_argument("--compare", type=Path, nargs=2, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.compare:
        before, after = (json.loads(p.read_text(encoding="utf-8")) for p in args.compare)
        if before.keys() != after.keys():
            parser.error("the two dumps hold different pages")
        result = compare(args.corpus, before, after)
        print(
            json.dumps({**result, "changed": len(result["changed"]), "first_changed": result["changed"][:20]}, indent=1)
        )
        return 0
    if args.dump is None:
        parser.error("--dump or --compare")
    pages = sorted((args.corpus / "pages").glob("*.json"))
    if not pages:
        parser.error(f"no pages under {args.corpus / 'pages'}")
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        done = {}
        for k, (page, out) in enumerate(pool.imap(redact_page, pages, chunksize=8), 1):
            done[page] = out
            if k % 100 == 0 or k == len(pages):
                print(f"[same_pages] {k}/{len(pages)}", flush=True)
    args.dump.write_text(json.dumps(done, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
