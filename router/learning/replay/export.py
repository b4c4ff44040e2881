"""A training set from the replay library, in the layout the classifier trainer reads.

``export_training_set(library, out, label_set)`` writes ``out/label_set.json``,
``out/known/labels.jsonl`` and the frames (one folder per run), like ``bench/dataset/capture.py``
does, so
``screenroute.edge.classify.training.dataset.load_frames`` reads it unchanged. Labels come
from two teachers:

* ``planner`` — an escalated step's ``teacher_label``, the planner's label of the screen it
  saw (``popup/chromium_save_password``, ``page/login+form/empty``);
* ``task`` — a step the edge ran locally whose actions all succeeded: the step's expected state
  label (``page/purchase_request_form``), and ``popup: none`` (a popup over the page would have
  stopped the step).

A teacher's value maps onto a head's class when it is the class, or names it with a prefix or
a refinement (``chromium_save_password`` → ``save_password``, ``purchase_request_form_filled`` →
``purchase_request_form``; the longest class wins). Heads a teacher does not name are left
unlabelled (None), which the trainer ignores for that head. The split is by run (a run's frames
are all train or all val), so validation measures screens of runs the network did not see.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from screenroute.edge.classify.training.dataset import LabelSet
from screenroute.router.learning.replay.errors import ReplayError
from screenroute.router.learning.replay.library import ReplayLibrary

__all__ = ["ExportSummary", "export_training_set", "labels_from_teacher"]

_EXT = {"image/webp": "webp", "image/png": "png", "image/jpeg": "jpg"}


def _map_value(value: str, classes: tuple[str, ...]) -> str | None:
    if value in classes:
        return value
    matches = [c for c in classes if value.endswith("_" + c) or value.startswith(c + "_")]
    return max(matches, key=len) if matches else None


def labels_from_teacher(label: str, heads: dict[str, tuple[str, ...]]) -> tuple[dict[str, str | None], list[str]]:
    """Per-head labels of a teacher's state label (``head/value+head/value``), and the parts that
    name no known class (returned, not guessed)."""
    out: dict[str, str | None] = dict.fromkeys(heads)
    unmapped: list[str] = []
    for part in filter(None, (p.strip() for p in label.split("+"))):
        head, sep, value = part.partition("/")
        if not sep or head not in heads:
            unmapped.append(part)
            continue
        mapped = _map_value(value, heads[head])
        if mapped is None:
            unmapped.append(part)
        else:
            out[head] = mapped
    return out, unmapped


@dataclass
class ExportSummary:
    """What an export wrote: frames by split and teacher, and the labels that mapped to nothing."""

    out: Path
    frames: int = 0
    by_split: dict[str, int] = field(default_factory=dict)
    by_source: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)
    unmapped: dict[str, int] = field(default_factory=dict)
    runs: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "out": str(self.out),
            "frames": self.frames,
            "runs": self.runs,
            "by_split": self.by_split,
            "by_source": self.by_source,
            "skipped": self.skipped,
            "unmapped": self.unmapped,
        }


def _split_of(uid: str) -> str:
    return "val" if int(hashlib.sha256(uid.encode()).hexdigest(), 16) % 5 == 0 else "train"


def export_training_set(
    library: ReplayLibrary,
    out: Path,
    label_set: LabelSet,
    *,
    task: str | None = None,
    limit_runs: int = 100_000,
) -> ExportSummary:
    """Write the labelled frames of the library's runs (optionally of one task) to ``out``, labelled
    with ``label_set``'s heads and classes (the classifier's to be fine-tuned: ``label_set_of(artifact)``)."""
    heads = label_set.heads
    out = Path(out)
    known = out / "known"
    labels_path = known / "labels.jsonl"
    if labels_path.exists():
        raise ReplayError(f"{labels_path} already exists; export into an empty folder")
    known.mkdir(parents=True, exist_ok=True)
    label_set.write(out)
    runs = sorted(library.runs(task=task, limit=limit_runs), key=lambda r: (r.started_at, r.id))
    splits = {r.uid: _split_of(r.uid) for r in runs}
    if len(runs) == 1:
        splits[runs[0].uid] = "train"  # one run cannot be split by run; it trains, nothing validates
    elif runs and "val" not in splits.values():
        # Validation needs at least one run: the newest one, so the choice is stable as runs are added.
        splits[runs[-1].uid] = "val"
    elif runs and "train" not in splits.values():
        splits[runs[0].uid] = "train"
    summary = ExportSummary(out=out, runs=len(runs))
    skipped: Counter[str] = Counter()
    unmapped: Counter[str] = Counter()
    with labels_path.open("w", encoding="utf-8") as fh:
        for run in runs:
            variation = f"replay-{run.uid}"
            for step in library.steps(run.id):
                source, labels = _labels_of(
                    step.route, step.teacher_label, step.state_label, step.results, heads, unmapped
                )
                if source is None:
                    skipped["no teacher label"] += 1
                    continue
                if all(v is None for v in labels.values()):
                    skipped["label names no known class"] += 1
                    continue
                stored = library.frame(step.id, "before")
                if stored is None:
                    skipped["no stored frame"] += 1
                    continue
                mime, data = stored
                name = f"{variation}/{step.seq:04d}.{_EXT.get(mime, 'img')}"
                (known / variation).mkdir(exist_ok=True)
                (known / name).write_bytes(data)
                record = {
                    "file": name,
                    "variation": variation,
                    "split": splits[run.uid],
                    "labels": labels,
                    "meta": {
                        "source": source,
                        "task": run.task,
                        "step": step.step_name,
                        "route": step.route,
                        "reason": step.reason,
                        "teacher_label": step.teacher_label,
                        "state_label": step.state_label,
                        "run": run.uid,
                        "seq": step.seq,
                    },
                }
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
                summary.frames += 1
                summary.by_split[splits[run.uid]] = summary.by_split.get(splits[run.uid], 0) + 1
                summary.by_source[source] = summary.by_source.get(source, 0) + 1
    summary.skipped = dict(skipped)
    summary.unmapped = dict(unmapped)
    (out / "export.json").write_text(json.dumps(summary.to_json(), indent=2, ensure_ascii=False), encoding="utf-8")
    return summary


def _labels_of(
    route: str,
    teacher_label: str,
    state_label: str,
    results: list[dict[str, Any]],
    heads: dict[str, tuple[str, ...]],
    unmapped: Counter[str],
) -> tuple[str | None, dict[str, str | None]]:
    if teacher_label:
        labels, missed = labels_from_teacher(teacher_label, heads)
        unmapped.update(missed)
        return "planner", labels
    if route == "local" and state_label and results and all(r.get("ok") for r in results):
        labels, missed = labels_from_teacher(state_label, heads)
        unmapped.update(missed)
        if "popup" in heads and "none" in heads["popup"] and labels.get("popup") is None:
            labels["popup"] = "none"
        return "task", labels
    return None, dict.fromkeys(heads)
