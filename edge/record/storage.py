"""Keep a demonstration on disk and read it back: the frames as PNG, the actions and the OCR as JSON.

A saved demonstration lets a task file be rebuilt without recording again (other parameters,
other step settings) and lets the builder be tested on a real recording without a display.
Secret values typed during the recording are masked before anything is written; reading the
folder back needs them again. Typed text that slipped on a secret (:mod:`.slips`: typed where a
secret was typed next, or a near copy of one) is not kept at all, and no OCR line that holds a
secret or a near copy of it is kept. The frames still show whatever was on screen: keep the
folder private, as you would the screen.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.record.environment import RecordingEnvironment
from screenroute.edge.record.events import ActionKind, InputAction
from screenroute.edge.record.session import Demonstration, frame_digest
from screenroute.edge.record.slips import secret_slips, shows_secret

__all__ = ["load_demonstration", "save_demonstration"]

_FILE = "demonstration.json"
_MASK = "\x00{}\x00"


def save_demonstration(demo: Demonstration, folder: Path, *, secrets: Mapping[str, str] | None = None) -> None:
    """Write ``demo`` under ``folder``; typed ``secrets`` (name → value) are masked by name."""
    folder.mkdir(parents=True, exist_ok=True)
    frames = folder / "frames"
    frames.mkdir(exist_ok=True)

    def key(frame: Frame | None) -> str:
        if frame is None:
            return ""
        digest = frame_digest(frame).hex()
        path = frames / f"{digest}.png"
        if not path.exists():
            frame.to_image().save(path)
        return digest

    def mask(text: str) -> str:
        for name, value in sorted((secrets or {}).items(), key=lambda nv: -len(nv[1])):
            if value:
                text = text.replace(value, _MASK.format(name))
        return text

    slips = secret_slips(demo.actions, secrets or {})

    def typed(i: int, text: str) -> str:
        # A slip is left out whole: the demonstration keeps that something was typed, not what.
        return "" if i in slips else mask(text)

    def slip_notes(i: int) -> list[str]:
        return [f"typed text that slipped on secret {slips[i]!r}: not kept"] if i in slips else []

    actions = [
        {
            "kind": a.kind.value,
            "start": a.start,
            "end": a.end,
            "x": a.x,
            "y": a.y,
            "button": a.button,
            "clicks": a.clicks,
            "amount": a.amount,
            "keys": a.keys,
            "text": typed(i, a.text),
            "notes": a.notes + slip_notes(i),
            "before": key(a.before),
            "after": key(a.after),
            "wrote": a.wrote,
        }
        for i, a in enumerate(demo.actions)
    ]
    record: dict[str, Any] = {
        "display": demo.display,
        "stop_reason": demo.stop_reason,
        "until_text": demo.until_text,
        "notes": demo.notes,
        "writes": list(demo.writes),
        "visits": list(demo.visits),
        "reads": list(demo.reads),
        "environment": demo.environment.to_json(),
        "first": key(demo.first),
        "last": key(demo.last),
        "actions": actions,
        "ocr": {
            digest.hex(): [line.to_json() for line in lines if shows_secret(line.text, secrets or {}) is None]
            for digest, lines in demo.ocr_cache.items()
            if (frames / f"{digest.hex()}.png").exists()
        },
    }
    (folder / _FILE).write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")


def load_demonstration(folder: Path, *, secrets: Mapping[str, str] | None = None) -> Demonstration:
    """Read a folder written by :func:`save_demonstration`; masked secrets need their values in ``secrets``."""
    record = json.loads((folder / _FILE).read_text(encoding="utf-8"))
    cache: dict[str, Frame] = {}

    def frame(digest: str) -> Frame | None:
        if not digest:
            return None
        if digest not in cache:
            cache[digest] = Frame.load(str(folder / "frames" / f"{digest}.png"))
        return cache[digest]

    def unmask(text: str) -> str:
        while "\x00" in text:
            start = text.index("\x00")
            end = text.index("\x00", start + 1)
            name = text[start + 1 : end]
            if not secrets or name not in secrets:
                raise ValueError(f"{folder}: the recording typed secret {name!r}; give its value to read it back")
            text = text[:start] + secrets[name] + text[end + 1 :]
        return text

    actions = [
        InputAction(
            ActionKind(a["kind"]),
            a["start"],
            a["end"],
            x=a["x"],
            y=a["y"],
            button=a["button"],
            clicks=a["clicks"],
            amount=a["amount"],
            keys=a["keys"],
            text=unmask(a["text"]),
            notes=list(a["notes"]),
            before=frame(a["before"]),
            after=frame(a["after"]),
            wrote=bool(a.get("wrote", False)),
        )
        for a in record["actions"]
    ]
    first, last = frame(record["first"]), frame(record["last"])
    if first is None or last is None:
        raise ValueError(f"{folder}: the first or last frame is missing")
    ocr = {
        bytes.fromhex(digest): [OcrLine(line["text"], Box(*line["box"]), float(line["score"])) for line in lines]
        for digest, lines in record.get("ocr", {}).items()
    }
    return Demonstration(
        display=record["display"],
        actions=actions,
        first=first,
        last=last,
        stop_reason=record["stop_reason"],
        until_text=record["until_text"],
        notes=list(record["notes"]),
        ocr_cache=ocr,
        writes=tuple(str(w) for w in record.get("writes", [])),
        visits=tuple(str(v) for v in record.get("visits", [])),
        reads=tuple(str(r) for r in record.get("reads", [])),
        environment=RecordingEnvironment.from_json(record.get("environment")),
    )
