"""Named hooks: the small, tested table of what a task file may need code for.

A task file refers to a hook by name with keyword arguments (``{hook: file_ready, path: …}``);
string arguments are ``{param}`` templates filled before the call. Three kinds:

* ``check`` — a post-condition or skip condition that is not on screen (a file was downloaded);
* ``value`` — computes one derived value (a date relative to ``today``);
* ``effect`` — reads something the task produced into new values (the exported CSV's lines).

Adding a hook is one entry in :data:`HOOKS` with a pydantic model of its arguments.
"""

from __future__ import annotations

import csv
import datetime as dt
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from screenroute.router.errors import RouterError

__all__ = ["HOOKS", "Hook", "HookError", "HookKind", "run_hook", "validate_hook_args"]

HookKind = Literal["check", "value", "effect"]


class HookError(RouterError, ValueError):
    """A hook call is unknown, has bad arguments, or failed on its input."""


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FileReadyArgs(_Args):
    path: str


class DateArgs(_Args):
    days: int = 0
    format: str = "%Y-%m-%d"


class LessThanArgs(_Args):
    value: str
    than: int


class GroupCsvArgs(_Args):
    path: str
    group_by: str
    sum: str
    carry: dict[str, str] = Field(default_factory=dict)
    top: int = Field(3, ge=1, le=100)
    key_name: str = "item"
    sum_name: str = "qty"
    count_name: str = "count"


@dataclass(frozen=True)
class Hook:
    """One named hook: its kind, its argument model, the call, and the value names it sets."""

    kind: HookKind
    args: type[_Args]
    call: Callable[[Any, Mapping[str, str]], Any]
    outputs: Callable[[Any], list[str]] = lambda args: []


def _file_ready(args: FileReadyArgs, values: Mapping[str, str]) -> bool:
    """The file exists and holds data (Chromium writes ``.crdownload`` first, then renames)."""
    path = Path(args.path)
    return path.is_file() and path.stat().st_size > 0


def _date(args: DateArgs, values: Mapping[str, str]) -> str:
    """``today`` shifted by ``days``, formatted."""
    today = dt.date.fromisoformat(values["today"])
    return (today + dt.timedelta(days=args.days)).strftime(args.format)


def _less_than(args: LessThanArgs, values: Mapping[str, str]) -> bool:
    try:
        return int(args.value) < args.than
    except ValueError as exc:
        raise HookError(f"less_than: value {args.value!r} is not an integer") from exc


def _group_csv(args: GroupCsvArgs, values: Mapping[str, str]) -> dict[str, str]:
    """Sum one column per group of another, keep the ``top`` groups by total (ties by name).

    Sets ``{key_name}_1..``, ``{sum_name}_1..``, one ``{name}_1..`` per ``carry`` column
    (its last value in the group) and ``{count_name}`` (how many groups were kept).
    """
    totals: dict[str, int] = defaultdict(int)
    carried: dict[str, dict[str, str]] = defaultdict(dict)
    try:
        with open(args.path, encoding="utf-8-sig", newline="") as fh:
            for row in csv.DictReader(fh):
                key = row[args.group_by]
                totals[key] += int(row[args.sum])
                for name, column in args.carry.items():
                    carried[key][name] = row[column]
    except (OSError, KeyError, ValueError) as exc:
        raise HookError(f"group_csv: cannot read {Path(args.path).name}: {type(exc).__name__}: {exc}") from exc
    ranked = sorted(totals, key=lambda k: (-totals[k], k))[: args.top]
    if not ranked:
        raise HookError(f"group_csv: {Path(args.path).name} has no rows")
    out = {args.count_name: str(len(ranked))}
    for i, key in enumerate(ranked, start=1):
        out[f"{args.key_name}_{i}"] = key
        out[f"{args.sum_name}_{i}"] = str(totals[key])
        for name in args.carry:
            out[f"{name}_{i}"] = carried[key][name]
    return out


def _group_csv_outputs(args: GroupCsvArgs) -> list[str]:
    names = [args.count_name]
    for i in range(1, args.top + 1):
        names += [f"{args.key_name}_{i}", f"{args.sum_name}_{i}", *(f"{n}_{i}" for n in args.carry)]
    return names


#: Every hook a task file may name.
HOOKS: dict[str, Hook] = {
    "file_ready": Hook("check", FileReadyArgs, _file_ready),
    "less_than": Hook("check", LessThanArgs, _less_than),
    "date": Hook("value", DateArgs, _date),
    "group_csv": Hook("effect", GroupCsvArgs, _group_csv, _group_csv_outputs),
}


def validate_hook_args(name: str, args: Mapping[str, Any], kind: HookKind | None = None) -> _Args:
    """The parsed arguments of a call of ``name``; ``HookError`` naming the hook, the kind or the field."""
    hook = HOOKS.get(name)
    if hook is None:
        raise HookError(f"unknown hook {name!r}; allowed: {', '.join(sorted(HOOKS))}")
    if kind is not None and hook.kind != kind:
        allowed = sorted(n for n, h in HOOKS.items() if h.kind == kind)
        raise HookError(f"hook {name!r} is a {hook.kind} hook; here a {kind} hook is needed ({', '.join(allowed)})")
    try:
        return hook.args.model_validate(dict(args))
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise HookError(f"hook {name!r}: {problems}") from exc


def hook_outputs(name: str, args: Mapping[str, Any]) -> list[str]:
    """The value names a call of ``name`` sets (for checking templates at load time)."""
    parsed = validate_hook_args(name, args)
    return HOOKS[name].outputs(parsed)


def run_hook(name: str, args: Mapping[str, Any], values: Mapping[str, str], fill: Callable[[str], str]) -> Any:
    """Call hook ``name`` with its string arguments filled from the run's values."""
    filled = {k: fill(v) if isinstance(v, str) else v for k, v in args.items()}
    parsed = validate_hook_args(name, filled)
    return HOOKS[name].call(parsed, values)
