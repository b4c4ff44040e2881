"""Merge several recordings of one task into one task file.

Steps are aligned by what they do (their actions, waits left out), in order, with
:class:`difflib.SequenceMatcher`. Aligned steps keep the anchors and post-condition texts
that *all* recordings share (compared as OCR compares); a step that only some recordings
have — a popup that showed up once, like Chromium's "Save password?" bubble — is kept as a
conditional step (``optional: true``). Parameters, origins and approved targets are united; the
writes too, a path segment that varied between the recordings becoming ``*``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from screenroute.contract import normalise
from screenroute.edge.skills.visits import VisitPattern, learn_visits
from screenroute.edge.skills.writes import WritePattern, learn_patterns
from screenroute.router.authoring.tasks import TaskFile, load_task, parse_task
from screenroute.router.authoring.tasks.layout_sidecar import attach_layouts, read_layouts
from screenroute.router.authoring.tasks.schema import MAX_READS
from screenroute.router.errors import RouterError

__all__ = ["MergeError", "MergedTask", "merge_task_files", "merge_tasks"]


class MergeError(RouterError, ValueError):
    """Recordings that cannot be merged (too few, or of different tasks)."""


@dataclass
class MergedTask:
    """The merged task as data, checked against the schema, with what the person should look at."""

    data: dict[str, Any]
    task: TaskFile
    warnings: list[str] = field(default_factory=list)
    header: str = ""

    def to_yaml(self, header: str = "") -> str:
        body = str(yaml.safe_dump(self.data, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None))
        return "".join(f"# {line}\n" for line in header.splitlines()) + body


def _signature(step: dict[str, Any]) -> tuple[tuple[Any, ...], ...]:
    """What a step does: its actions without the waits the recorder inserted and without the why."""
    out = []
    for action in step["actions"]:
        if action["skill"] == "wait_until":
            continue
        point = action.get("point")
        field = action.get("target_field") or {}
        out.append(
            (
                action["skill"],
                normalise(action.get("target_text", ""))
                or normalise(field.get("label", "") or field.get("placeholder", ""))
                or (tuple(point) if point else ()),
                action.get("text", ""),
                action.get("keys", "").casefold(),
                action.get("amount", 0),
            )
        )
    return tuple(out)


def _shared(first: list[str], *others: list[str]) -> list[str]:
    """Texts of ``first`` that every other list has too (compared as OCR compares)."""
    keys = [{normalise(t) for t in other} for other in others]
    return [t for t in first if all(normalise(t) in k for k in keys)]


def _merge_pair(a: dict[str, Any], b: dict[str, Any], warnings: list[str]) -> dict[str, Any]:
    step = dict(a)
    expect = dict(a["expect"])
    anchors = _shared(list(a["expect"].get("anchors", [])), list(b["expect"].get("anchors", [])))
    if a["expect"].get("anchors") and b["expect"].get("anchors"):
        if anchors:
            expect["anchors"] = anchors
        else:
            warnings.append(f"step {a['name']!r}: the recordings share no anchor; kept the first recording's")
    elif b["expect"].get("any_screen"):
        expect = {"any_screen": True}
    if not expect.get("layout") and b["expect"].get("layout") and "anchors" in expect:
        expect["layout"] = b["expect"]["layout"]
    step["expect"] = expect
    done = _shared(list(a["done_when"].get("texts", [])), list(b["done_when"].get("texts", [])))
    if done:
        step["done_when"] = {**a["done_when"], "texts": done}
    else:
        warnings.append(f"step {a['name']!r}: the recordings share no post-condition text; kept the first's")
    # The waits of both recordings: a wait one of them needed is needed.
    waits_b = [x for x in b["actions"] if x["skill"] == "wait_until"]
    have = {normalise(x["target_text"]) for x in a["actions"] if x["skill"] == "wait_until"}
    if any(normalise(w["target_text"]) not in have for w in waits_b):
        warnings.append(f"step {a['name']!r}: the second recording waited on other texts; kept the first's waits")
    return step


def merge_tasks(tasks: list[dict[str, Any]]) -> MergedTask:
    """Merge task files given as data (as written by the recorder), first one first."""
    if len(tasks) < 2:
        raise MergeError("merging needs at least two recordings")
    warnings: list[str] = []
    merged = dict(tasks[0])
    for other in tasks[1:]:
        merged = _merge_two(merged, other, warnings)
    text = yaml.safe_dump(merged, sort_keys=False, allow_unicode=True)
    task = parse_task(text, f"<merge of {merged['name']}>")
    optional = sum(1 for s in merged["steps"] if s.get("optional"))
    header = (
        f"Merged by `screenroute record --merge` from {len(tasks)} recordings: {len(merged['steps'])} steps, "
        f"{optional} of them conditional (seen in some recordings only).\n"
        "Anchors and post-conditions are the texts all recordings share."
    )
    return MergedTask(merged, task, warnings, header)


def _merge_two(a: dict[str, Any], b: dict[str, Any], warnings: list[str]) -> dict[str, Any]:
    if a.get("schema") != b.get("schema"):
        raise MergeError(f"different schemas: {a.get('schema')!r} and {b.get('schema')!r}")
    steps_a, steps_b = a["steps"], b["steps"]
    matcher = difflib.SequenceMatcher(
        None, [_signature(s) for s in steps_a], [_signature(s) for s in steps_b], autojunk=False
    )
    if not any(size for _, _, size in matcher.get_matching_blocks()):
        raise MergeError(f"{a['name']!r} and {b['name']!r} share no step: they are not recordings of one task")
    steps: list[dict[str, Any]] = []
    for tag, i0, i1, j0, j1 in matcher.get_opcodes():
        if tag == "equal":
            steps += [_merge_pair(sa, sb, warnings) for sa, sb in zip(steps_a[i0:i1], steps_b[j0:j1], strict=True)]
            continue
        if tag == "replace":
            warnings.append(
                f"the recordings differ at steps {i0 + 1}-{i1} and {j0 + 1}-{j1}; both kept as conditional steps"
            )
        steps += [{**s, "optional": True} for s in steps_a[i0:i1]]
        steps += [{**s, "optional": True} for s in steps_b[j0:j1]]
    out = dict(a)
    params = dict(a.get("parameters", {}))
    for name, spec in b.get("parameters", {}).items():
        params.setdefault(name, spec)
    if params:
        out["parameters"] = params
    # Where one recording templated its start URL (--param base_url=...), that one is kept.
    if "{" in str(b.get("start_url", "")) and "{" not in str(a.get("start_url", "{")):
        out["start_url"], out["origins"] = b["start_url"], list(b.get("origins", []))
    # A click approval is a label; a key approval names its keys and field (compared as data).
    values = list(a.get("approved", [])) + [v for v in b.get("approved", []) if v not in a.get("approved", [])]
    if values:
        out["approved"] = values
    # The writes: a segment that varied between the person's runs becomes '*'.
    writes = learn_patterns((), runs=[[WritePattern.parse(w) for w in x.get("writes", [])] for x in (a, b)])
    if writes:
        out["writes"] = [str(w) for w in writes]
    # The pages: the same widening.
    visits = learn_visits((), runs=[[VisitPattern.parse(v) for v in x.get("visits", [])] for x in (a, b)])
    if visits:
        out["visits"] = [str(v) for v in visits]
    # The script reads: every recording's, as they are. Widened as pages are, two routes read by their
    # records ("/api/orders/*", "/api/customers/*") would become one that reads any route ("/api/*/*").
    reads = list(dict.fromkeys(str(VisitPattern.parse(r)) for x in (a, b) for r in x.get("reads", [])))
    if len(reads) > MAX_READS:
        warnings.append(f"the recordings read {len(reads)} routes by script; the first {MAX_READS} are kept as reads:")
        reads = reads[:MAX_READS]
    if reads:
        out["reads"] = reads
    # The end check: only what every recording typed (a value typed in a conditional step alone may
    # not be typed in a run at all). A recording without the key says nothing either way: the other's list stands.
    if "verify" not in a or "verify" not in b:
        verify = list(a.get("verify", b.get("verify", [])))
    else:
        verify = [n for n in a["verify"] if n in b["verify"]]
    out.pop("verify", None)
    if verify:
        out["verify"] = verify
    out["steps"] = steps
    return out


def merge_task_files(paths: list[Path]) -> MergedTask:
    """Load (and validate) each recording, then merge them."""
    for path in paths:
        load_task(path)  # errors name the file, line and field
    # Each recording's layout signatures (kept beside it) go with its steps into the merge.
    return merge_tasks(
        [attach_layouts(yaml.safe_load(Path(p).read_text(encoding="utf-8")), read_layouts(p), str(p)) for p in paths]
    )
