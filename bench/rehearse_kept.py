"""Rehearse kept zoo recordings: rebuild each task from its kept frames with rehearsal on, and list what it flags.

    .venv/bin/python bench/rehearse_kept.py /tmp/m7/zoo/cherrytree-keep/cherrytree [...] --out rehearsal.jsonl

A keep folder is what ``bench/zoo.py --keep`` leaves (``demonstration/``, the task file written then); the
values the person typed are read from the run's ``zoo.json`` beside it (``<out>/zoo.json`` for
``<out>-keep/<app>``). Secret parameters (``secret: true`` in the kept task file) get a stand-in value: their
typing is masked in the kept frames. Prints one line per finding; compare with the failed runs' steps.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import yaml
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.record import load_demonstration
from screenroute.router.authoring.procedure import ProcedureStep, TaskContext
from screenroute.router.authoring.recording import Parameters, RecordingError, RecordOptions, build_task
from screenroute.router.authoring.recording.rehearse import ALL_SCALES, Press, Rehearsal
from screenroute.router.authoring.tasks.schema import ActionSpec


def _values(keep: Path) -> dict[str, str]:
    results = keep.parent.parent / keep.parent.name.removesuffix("-keep") / "zoo.json"
    if not results.exists():
        return {}
    rows = json.loads(results.read_text())["rows"]
    record = next((r for r in rows if r.get("kind") == "record"), {})
    return {str(k): str(v) for k, v in record.get("values", {}).items()}


def _kept_task(keep: Path) -> dict[str, object]:
    path = next(iter(sorted(p for p in keep.glob("*.yaml") if not p.name.endswith(".layouts.yaml"))), None)
    loaded = yaml.safe_load(path.read_text()) if path is not None else None
    return loaded if isinstance(loaded, dict) else {}


def rehearse_kept(keep: Path, ocr: object) -> dict[str, object]:
    kept = _kept_task(keep)
    parameters = kept.get("parameters") or {}
    secret = {n: "stand-in-secret" for n, p in dict(parameters).items() if isinstance(p, dict) and p.get("secret")}  # type: ignore[call-overload]
    values = {k: v for k, v in _values(keep).items() if k not in secret}
    demo = load_demonstration(keep / "demonstration", secrets=secret)
    name = str(kept.get("name") or keep.name)
    options = RecordOptions(
        name=name,
        goal=str(kept.get("goal") or name),
        params=Parameters({**values, **secret}, frozenset(secret)),
        rehearse=True,
    )
    started = time.perf_counter()
    try:
        recorded = build_task(demo, ocr, options)  # type: ignore[arg-type]
    except RecordingError as exc:
        return {"keep": str(keep), "error": str(exc)}
    steps = [
        {"name": s["name"], "actions": [{k: v for k, v in a.items() if k != "near"} for a in s["actions"]]}
        for s in recorded.data["steps"]
    ]
    rebound = [w for w in recorded.warnings if "failed its rehearsal" in w]
    return {
        "keep": str(keep),
        "seconds": round(time.perf_counter() - started, 1),
        "rehearsal": list(recorded.rehearsal),
        "rebound": rebound,
        "steps": steps,
    }


def rehearse_presses(keep: Path, presses: list[str], ocr: object) -> list[str]:
    """Rehearse actions as a task file wrote them (``INDEX=YAML``: the kept demonstration's action
    ``INDEX`` was the person's press) with the recorded values: one line per press and what it missed."""
    demo = json.loads((keep / "demonstration" / "demonstration.json").read_text())
    rehearsal = Rehearsal(ocr, scales=ALL_SCALES)  # type: ignore[arg-type]
    context = TaskContext(values=_values(keep))
    out = []
    for item in presses:
        index, _, spec = item.partition("=")
        raw = demo["actions"][int(index)]
        frame = Frame.from_image(Image.open(keep / "demonstration" / "frames" / f"{raw['before']}.png"))
        lines = [OcrLine(ln["text"], Box(*ln["box"]), float(ln["score"])) for ln in demo["ocr"][raw["before"]]]
        step = ProcedureStep("press", "press", (), (ActionSpec.model_validate(yaml.safe_load(spec)).to_action(),))
        action = step.resolved_actions(context)[0]
        misses = rehearsal.press(Press(action, frame, lines, (raw["x"], raw["y"])))
        said = "; ".join(m.describe() for m in misses) or "passes at 100, 125 and 80 %"
        out.append(f"{keep.name} #{index} {spec}: {said}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("keep", nargs="+", help="kept recordings (<out>-keep/<app>)")
    parser.add_argument("--out", default=None, help="append one JSON line per recording here")
    parser.add_argument(
        "--press",
        action="append",
        default=[],
        metavar="INDEX=YAML",
        help="rehearse only this action as written (the demonstration's action INDEX was its press); one keep",
    )
    args = parser.parse_args(argv)
    ocr = create_ocr_engine("rapidocr")
    if args.press:
        for line in rehearse_presses(Path(args.keep[0]), args.press, ocr):
            print(line, flush=True)
        return 0
    for keep in args.keep:
        result = rehearse_kept(Path(keep), ocr)
        print(f"== {keep} ({result.get('seconds', '-')} s)")
        for line in [*result.get("rebound", []), *result.get("rehearsal", [])]:  # type: ignore[misc]
            print(f"   {line}")
        if "error" in result:
            print(f"   not recorded: {result['error']}")
        if args.out:
            with open(args.out, "a", encoding="utf-8") as out:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
