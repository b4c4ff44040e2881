"""A captured dataset (``bench/dataset/capture.py``): its label set, frames as model inputs, split, fingerprint.

A dataset folder holds ``label_set.json`` (the heads and their classes, written by the capture)
and one folder per part (``known``, ``unknown``) with PNG frames and ``labels.jsonl``. Training
reads the label set from the folder it trains on and carries it into the artifact's metadata;
nothing here knows which app the frames show.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

import numpy as np
from PIL import Image
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from screenroute.edge.classify.preprocess import to_input

LABEL_SET_FILE = "label_set.json"


class FrameRecord(TypedDict):
    """One line of a part's ``labels.jsonl``: a frame and its label per head (None: not judged)."""

    file: str
    variation: str
    split: str
    labels: dict[str, str | None]
    meta: dict[str, Any]


class LabelSet(BaseModel):
    """The heads a dataset is labelled with and each head's classes, in class-id order.

    ``state_heads``: the heads whose joint value is one state of the open-set model; the first
    names the screen (its logits feed the energy score). A head that follows from the others
    (whether a button is in view) stays out, so a state is not split by it.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    heads: dict[str, tuple[str, ...]]
    state_heads: tuple[str, ...]

    @model_validator(mode="after")
    def _consistent(self) -> LabelSet:
        if not self.heads:
            raise ValueError("a label set needs at least one head")
        for head, classes in self.heads.items():
            if len(classes) < 2 or len(set(classes)) != len(classes):
                raise ValueError(f"heads.{head} must list at least two distinct classes, got {list(classes)}")
        unknown = [h for h in self.state_heads if h not in self.heads]
        if not self.state_heads or unknown:
            raise ValueError(f"state_heads {list(self.state_heads)} must name some of the heads {list(self.heads)}")
        return self

    @property
    def screen_head(self) -> str:
        """The head that names the screen (the first state head)."""
        return self.state_heads[0]

    def validate_labels(self, labels: dict[str, str | None]) -> None:
        """Raise ValueError unless ``labels`` names every head with one of its classes (or None)."""
        if set(labels) != set(self.heads):
            raise ValueError(f"labels have heads {sorted(labels)}, expected {sorted(self.heads)}")
        for head, value in labels.items():
            if value is not None and value not in self.heads[head]:
                raise ValueError(f"label {head}={value!r} is not one of {self.heads[head]}")

    def write(self, data_dir: Path) -> None:
        """Store the label set in a dataset folder; a folder already labelled with another set is refused."""
        path = data_dir / LABEL_SET_FILE
        if path.is_file() and read_label_set(data_dir) != self:
            raise ValueError(f"{path} holds another label set; capture into a new folder")
        data_dir.mkdir(parents=True, exist_ok=True)
        path.write_text(self.model_dump_json(indent=1) + "\n", encoding="utf-8")


def read_label_set(data_dir: Path) -> LabelSet:
    """The label set a dataset folder was captured with (``label_set.json``)."""
    path = data_dir / LABEL_SET_FILE
    if not path.is_file():
        raise FileNotFoundError(
            f"{path} does not exist: the capture writes the dataset's label set there "
            f"(for a folder captured before it did: python -m screenroute.bench.dataset.labels --data {data_dir})"
        )
    try:
        return LabelSet.model_validate_json(path.read_bytes())
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}" for e in exc.errors())
        raise ValueError(f"{path} is not a valid label set: {problems}") from exc


@dataclass
class FrameSet:
    """Frames of one part of the dataset (known or unknown), as model inputs plus labels."""

    x: np.ndarray  # N x 1 x H x W float16
    y: dict[str, np.ndarray]  # head -> N class ids, -1 where the head has no label
    split: np.ndarray  # N strings
    variation: np.ndarray  # N strings
    records: list[FrameRecord]
    label_set: LabelSet

    def select(self, mask: np.ndarray) -> FrameSet:
        idx = np.flatnonzero(mask)
        return FrameSet(
            self.x[idx],
            {h: v[idx] for h, v in self.y.items()},
            self.split[idx],
            self.variation[idx],
            [self.records[i] for i in idx],
            self.label_set,
        )

    def joint_classes(self) -> np.ndarray:
        """One id per distinct combination of the state heads' labels: the classes of the open-set model."""
        keys = ["|".join(str(r["labels"][h]) for h in self.label_set.state_heads) for r in self.records]
        uniq = {k: i for i, k in enumerate(sorted(set(keys)))}
        return np.array([uniq[k] for k in keys])

    def __len__(self) -> int:
        return len(self.records)


def data_seed_of(variation: str) -> str:
    """The back-office data a variation was captured with: its id's last part (``..._d7`` → ``d7``)."""
    return variation.rsplit("_", 1)[-1]


def unknown_is_dev(variation: str) -> bool:
    """Never-seen frames are halved by back-office data: the seed-7 variations choose the unknown
    score (dev), the seed-11 ones only report it (eval), so the reported numbers are not the ones
    the choice was made on."""
    return data_seed_of(variation) == "d7"


def read_records(part_dir: Path) -> list[FrameRecord]:
    path = part_dir / "labels.jsonl"
    if not path.is_file():
        raise FileNotFoundError(
            f"{path} does not exist; capture with `python -m screenroute.bench.dataset.capture --data {part_dir.parent}`"
        )
    records: list[FrameRecord] = [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    return records


def fingerprint(data_dir: Path) -> tuple[str, dict[str, object]]:
    """sha256 over every frame's bytes and labels (known and unknown), plus a small summary (the committed manifest).

    The label set itself is not hashed: the frames' labels are, and the class order reaches
    the runtime through the artifact's metadata (hashing it would orphan the shipped model's fingerprint).
    """
    digest = hashlib.sha256()
    summary: dict[str, object] = {}
    for part in ("known", "unknown"):
        part_dir = data_dir / part
        if not (part_dir / "labels.jsonl").is_file():
            continue
        records = sorted(read_records(part_dir), key=lambda r: r["file"])
        counts: dict[str, dict[str, int]] = {}
        for rec in records:
            digest.update(rec["file"].encode())
            digest.update(hashlib.sha256((part_dir / rec["file"]).read_bytes()).digest())
            digest.update(json.dumps(rec["labels"], sort_keys=True).encode())
            split_counts = counts.setdefault(rec["split"], {})
            for head, value in rec["labels"].items():
                key = f"{head}={value}"
                split_counts[key] = split_counts.get(key, 0) + 1
            split_counts["frames"] = split_counts.get("frames", 0) + 1
        summary[part] = {
            "frames": len(records),
            "variations": sorted({r["variation"] for r in records}),
            "by_split": counts,
        }
    return digest.hexdigest(), summary


def load_frames(
    data_dir: Path, part: str, width: int, height: int, progress: Callable[[str], None] = lambda _: None
) -> FrameSet:
    """Model inputs for every frame of ``part`` (cached next to the data, keyed by size and labels)."""
    label_set = read_label_set(data_dir)
    part_dir = data_dir / part
    records = read_records(part_dir)
    for rec in records:
        try:
            label_set.validate_labels(rec["labels"])
        except ValueError as exc:
            raise ValueError(f"{part_dir / 'labels.jsonl'}: frame {rec['file']}: {exc}") from exc
    key = hashlib.sha256(json.dumps([r["file"] for r in records]).encode()).hexdigest()[:12]
    cache = part_dir / f"cache-{width}x{height}-{key}.npy"
    if cache.is_file():
        x = np.load(cache)
    else:
        x = np.zeros((len(records), 1, height, width), np.float16)
        for i, rec in enumerate(records):
            x[i] = to_input(_rgb(part_dir / rec["file"]), width, height)
            if (i + 1) % 200 == 0:
                progress(f"preprocessed {i + 1}/{len(records)} {part} frames")
        np.save(cache, x)
    y = {h: np.array([_class_id(classes, r["labels"][h]) for r in records]) for h, classes in label_set.heads.items()}
    return FrameSet(
        x,
        y,
        np.array([r["split"] for r in records]),
        np.array([r["variation"] for r in records]),
        records,
        label_set,
    )


def _class_id(classes: tuple[str, ...], value: str | None) -> int:
    return -1 if value is None else classes.index(value)


def _rgb(path: Path) -> np.ndarray:
    with Image.open(path) as image:
        return np.asarray(image.convert("RGB"))
