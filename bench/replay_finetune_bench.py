"""``train --from-replay`` on a replay library filled from captured screenshots, and what it decided.

Usage::

    python -m screenroute.bench.replay_finetune_bench --data DIR [--epochs 3]

Each captured variation of ``DIR/known`` becomes one run in a fresh replay library; each frame
becomes an escalated step whose teacher label is the planner-style ``page/...+popup/...`` of
the frame's labels (what a planner that named the screen right would answer). Then
``screenroute train --from-replay`` fine-tunes the shipped classifier on it and keeps the old
artifact or the new one. Writes ``bench/results/replay_finetune.{md,json}``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def fill(data: Path, db: Path) -> int:
    from screenroute.contract import Reason, Route
    from screenroute.edge.frame import Frame
    from screenroute.router.learning.replay import ReplayLibrary, StepRecord

    records = [json.loads(x) for x in (data / "known" / "labels.jsonl").read_text().splitlines() if x.strip()]
    by_variation: dict[str, list[dict[str, Any]]] = {}
    for rec in records:
        by_variation.setdefault(str(rec["variation"]), []).append(rec)
    steps = 0
    with ReplayLibrary(db) as lib:
        for variation, recs in sorted(by_variation.items()):
            run = lib.start_run("backoffice", {"variation": variation})
            for rec in recs:
                labels = rec["labels"]
                if labels.get("page") is None:
                    continue
                teacher = f"page/{labels['page']}+popup/{labels['popup']}"
                frame = Frame.load(str(data / "known" / str(rec["file"])))
                lib.record_step(
                    run,
                    StepRecord(
                        step_name=str(labels["page"]),
                        route=Route.ESCALATE,
                        reason=Reason.UNEXPECTED_STATE,
                        before=frame,
                        redacted=True,  # the sandbox's own seeded data, no one's PII
                        teacher_label=teacher,
                    ),
                )
                steps += 1
            lib.finish_run(run, "task_complete")
    return steps


def main(argv: list[str] | None = None) -> int:
    from screenroute.router.app.cli import main as cli

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--epochs", type=int, default=3)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="replay-finetune-"))
    db = work / "replay.db"
    started = time.monotonic()
    steps = fill(args.data, db)
    filled_s = time.monotonic() - started
    out = work / "model.zip"
    started = time.monotonic()
    status = cli(
        [
            "train",
            "--from-replay",
            str(db),
            "--out",
            str(out),
            "--workdir",
            str(work / "w"),
            "--epochs",
            str(args.epochs),
        ]
    )
    train_s = time.monotonic() - started
    if status != 0:
        return status
    decision = json.loads(out.with_suffix(".decision.json").read_text())
    export = json.loads((work / "w" / "replay-set" / "export.json").read_text())
    result = {
        "steps": steps,
        "export": export,
        "decision": decision,
        "epochs": args.epochs,
        "fill_s": round(filled_s, 1),
        "train_s": round(train_s, 1),
        "load_average": os.getloadavg(),
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "replay_finetune.json").write_text(json.dumps(result, indent=2))
    old, new = decision["old_val_accuracy"], decision["new_val_accuracy"]
    md = [
        "# train --from-replay on captured screens",
        "",
        f"Reproduce: `python -m screenroute.bench.replay_finetune_bench --data DIR --epochs {args.epochs}` "
        "(DIR: the captures listed in `bench/layout_bench.py`).",
        "",
        f"{steps} escalated steps in {export['runs']} runs (one per captured variation) with planner-style teacher "
        f"labels; export: {export['by_split']}. Fill {filled_s:.0f} s, fine-tune + quantize + decide {train_s:.0f} s "
        f"at load average {result['load_average'][0]:.1f} on 2 shared cores.",
        "",
        "| on the validation runs | old (shipped) | new (fine-tuned) |",
        "|---|---|---|",
        *(
            f"| {k} | {old[k]:.3f} | {new[k]:.3f} |"
            for k in old
            if isinstance(old[k], float) and old[k] == old[k] and new.get(k) == new.get(k)
        ),
        "",
        f"Decision: {decision['reason']} (kept `{Path(decision['kept']).name}`).",
        "",
    ]
    (RESULTS / "replay_finetune.md").write_text("\n".join(md), encoding="utf-8")
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
