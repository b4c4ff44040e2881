"""A task's learned layout signatures, kept in a file of their own beside the task file.

A signature (``expect.layout``) is kilobytes of base64 a person cannot read, and the task file
is what a person reviews before sharing it; so writers keep the signatures in
``NAME.layouts.json`` beside ``NAME.yaml`` and the task file holds only what can be read.
:func:`~screenroute.router.authoring.tasks.loader.load_task` finds that file and puts each signature
back into its step. A task file written before, with its signatures inline, loads as it did.

The file names each step by position and name, so a signature never lands on another step:
a task file edited after its signatures were written (a step added, renamed or moved) is an
error naming both files, not a silent mismatch.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from screenroute.router.errors import RouterError

__all__ = [
    "LAYOUTS_SCHEMA",
    "LayoutsFileError",
    "attach_layouts",
    "detach_layouts",
    "layouts_path",
    "read_layouts",
    "write_layouts",
]

LAYOUTS_SCHEMA = "screenroute/layouts/v1"
# Signatures are ~3.4 KB each; a task of a few hundred steps stays far below this.
_MAX_BYTES = 4 * 1024 * 1024


class LayoutsFileError(RouterError, ValueError):
    """A layouts file that cannot be read, or that does not fit the task file beside it."""


def layouts_path(task_path: str | Path) -> Path:
    """Where the signatures of the task file at ``task_path`` live: ``NAME.layouts.json`` beside ``NAME.yaml``."""
    path = Path(task_path)
    return path.with_name(path.stem + ".layouts.json")


def read_layouts(task_path: str | Path) -> dict[tuple[int, str], str]:
    """The signatures kept beside ``task_path``, by (step index, step name); empty when there is no such file."""
    path = layouts_path(task_path)
    try:
        if not path.exists():
            return {}
        if path.stat().st_size > _MAX_BYTES:
            raise LayoutsFileError(f"{path}: larger than {_MAX_BYTES} bytes; not a layouts file")
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise LayoutsFileError(f"{path}: cannot read: {exc.strerror}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LayoutsFileError(f"{path}: not a JSON layouts file ({exc})") from exc
    if not isinstance(data, dict) or data.get("schema") != LAYOUTS_SCHEMA:
        raise LayoutsFileError(f"{path}: schema must be {LAYOUTS_SCHEMA!r}")
    steps = data.get("steps")
    if not isinstance(steps, list):
        raise LayoutsFileError(f"{path}: 'steps' must be a list of {{index, name, layout}}")
    layouts: dict[tuple[int, str], str] = {}
    for number, entry in enumerate(steps):
        if not (
            isinstance(entry, dict)
            and isinstance(entry.get("index"), int)
            and isinstance(entry.get("name"), str)
            and isinstance(entry.get("layout"), str)
        ):
            raise LayoutsFileError(f"{path}: steps[{number}] must be {{index: int, name: str, layout: str}}")
        layouts[(entry["index"], entry["name"])] = entry["layout"]
    return layouts


def attach_layouts(data: dict[str, Any], layouts: Mapping[tuple[int, str], str], source: str) -> dict[str, Any]:
    """The task file's data (parsed YAML) with each signature in its step's ``expect.layout``.

    Raises:
        LayoutsFileError: a signature for a step the task file does not have at that place, or
            one that disagrees with a signature the task file holds inline.
    """
    if not layouts:
        return data
    steps = data.get("steps")
    if not isinstance(steps, list):
        return data  # the schema says what is wrong with the task file itself
    sidecar = layouts_path(source)
    for (index, name), layout in layouts.items():
        step = steps[index] if 0 <= index < len(steps) else None
        if not isinstance(step, dict) or step.get("name") != name:
            raise LayoutsFileError(
                f"{sidecar}: has a layout for step {index} {name!r}, which {source} does not have there "
                "(the task file changed after its layouts were written: record it again, or delete the layouts file)"
            )
        expect = step.setdefault("expect", {})
        if not isinstance(expect, dict):
            continue
        inline = expect.get("layout")
        if inline and inline != layout:
            raise LayoutsFileError(f"{source}: step {name!r} holds a layout inline that differs from {sidecar}'s")
        expect["layout"] = layout
    return data


def detach_layouts(data: Mapping[str, Any]) -> tuple[dict[str, Any], dict[tuple[int, str], str]]:
    """A copy of the task file's data without any ``expect.layout``, and those signatures by (index, name)."""
    out = copy.deepcopy(dict(data))
    layouts: dict[tuple[int, str], str] = {}
    for index, step in enumerate(out.get("steps") or []):
        expect = step.get("expect") if isinstance(step, dict) else None
        if isinstance(expect, dict) and "layout" in expect:
            layout = expect.pop("layout")
            if layout:
                layouts[(index, str(step.get("name", "")))] = str(layout)
    return out, layouts


def write_layouts(task_path: str | Path, layouts: Mapping[tuple[int, str], str]) -> Path | None:
    """Write the signatures beside ``task_path`` (whole or not at all); with none, remove a file left from before.

    Returns the layouts file written, or None.
    """
    path = layouts_path(task_path)
    if not layouts:
        path.unlink(missing_ok=True)  # an older recording's signatures must not land on this one's steps
        return None
    body = {
        "schema": LAYOUTS_SCHEMA,
        "task_file": Path(task_path).name,
        "steps": [{"index": i, "name": n, "layout": s} for (i, n), s in sorted(layouts.items())],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return path
