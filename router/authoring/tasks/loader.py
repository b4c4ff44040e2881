"""Load a task file: YAML → schema-checked :class:`TaskFile`, errors naming the file, line and field."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from screenroute.router.authoring.tasks.layout_sidecar import LayoutsFileError, attach_layouts, read_layouts
from screenroute.router.authoring.tasks.schema import TaskFile
from screenroute.router.errors import RouterError

__all__ = ["TaskFileError", "load_task", "load_task_folder", "parse_task"]

# A task file is written by a person or a recorder, never megabytes long.
_MAX_BYTES = 1024 * 1024


class TaskFileError(RouterError, ValueError):
    """A task file that cannot be read or does not follow the schema; says where and what."""


def load_task(path: str | Path) -> TaskFile:
    """Read and validate the task file at ``path``, with the layout signatures kept beside it (``tasks.layouts``)."""
    path = Path(path)
    try:
        if path.stat().st_size > _MAX_BYTES:
            raise TaskFileError(f"{path}: larger than {_MAX_BYTES} bytes; not a task file")
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise TaskFileError(f"{path}: cannot read: {exc.strerror}") from exc
    except UnicodeDecodeError as exc:
        raise TaskFileError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    try:
        layouts = read_layouts(path)
    except LayoutsFileError as exc:
        raise TaskFileError(str(exc)) from exc
    return parse_task(text, str(path), layouts=layouts)


def load_task_folder(folder: str | Path) -> dict[str, TaskFile]:
    """Every ``*.yaml`` task under ``folder`` by task name; a duplicate name is an error."""
    tasks: dict[str, TaskFile] = {}
    origin: dict[str, Path] = {}
    for path in sorted(Path(folder).glob("*.yaml")):
        task = load_task(path)
        if task.name in tasks:
            raise TaskFileError(f"{path}: task name {task.name!r} is already used by {origin[task.name]}")
        tasks[task.name], origin[task.name] = task, path
    return tasks


def parse_task(text: str, source: str = "<task>", *, layouts: Mapping[tuple[int, str], str] | None = None) -> TaskFile:
    """Validate YAML ``text``; ``source`` names it in errors; ``layouts`` go into their steps first."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise TaskFileError(f"{source}{where}: not valid YAML: {problem}") from exc
    if not isinstance(data, dict):
        raise TaskFileError(f"{source}:1: a task file is a mapping (name, goal, steps, ...), got {type(data).__name__}")
    try:
        data = attach_layouts(data, layouts or {}, source)
    except LayoutsFileError as exc:
        raise TaskFileError(str(exc)) from exc
    try:
        return TaskFile.model_validate(data)
    except ValidationError as exc:
        lines = []
        errors = exc.errors()
        locs = [tuple(e["loc"]) for e in errors]
        for error in errors:
            loc = tuple(error["loc"])
            # An item that failed also empties its list; that second error is only noise.
            if error["type"] == "too_short" and any(o[: len(loc)] == loc and len(o) > len(loc) for o in locs):
                continue
            field = _dotted(loc) or "(top level)"
            lines.append(f"{source}:{_line_of(root, loc)}: {field}: {error['msg']}")
        raise TaskFileError("\n".join(lines)) from exc


def _dotted(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and not part.startswith(("function-after", "literal[", "str", "HookCall")):
            out += ("." if out else "") + part
    return out


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """The 1-based line of the deepest YAML node ``loc`` reaches (pydantic's error location)."""
    line = node.start_mark.line + 1 if node is not None else 1
    for part in loc:
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            match = next((v for k, v in node.value if getattr(k, "value", None) == part), None)
            if match is None:
                # A field that is present but not allowed: point at its key.
                key = next((k for k, _ in node.value if getattr(k, "value", None) == part), None)
                return key.start_mark.line + 1 if key is not None else line
            node = match
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
            node = node.value[part]
        else:
            continue
        line = node.start_mark.line + 1
    return line
