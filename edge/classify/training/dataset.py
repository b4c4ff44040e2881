"""The captured dataset (``bench/dataset/capture.py``): labels, model inputs, split, fingerprint."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image

from edge.classify.labels import HEADS
from edge.classify.preprocess import to_input


@dataclass
class FrameSet:
    """Frames of one part of the dataset (known or unknown), as model inputs plus labels."""

    x: np.ndarray  # N x 1 x H x W float16
    y: dict[str, np.ndarray]  # head -> N class ids, -1 where the head has no label
    split: np.ndarray  # N strings
    variation: np.ndarray  # N strings
    records: list[dict[str, object]]

    def select(self, mask: np.ndarray) -> "FrameSet":
        idx = np.flatnonzero(mask)
        return FrameSet(self.x[idx], {h: v[idx] for h, v in self.y.items()}, self.split[idx], self.variation[idx],
                        [self.records[i] for i in idx])

    def joint_classes(self) -> np.ndarray:
        """One id per distinct (page, popup, form) combination: the classes of the open-set model."""
        keys = [f"{r['labels']['page']}|{r['labels']['popup']}|{r['labels']['form']}" for r in self.records]  # type: ignore[index]
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


def read_records(part_dir: Path) -> list[dict[str, object]]:
    path = part_dir / "labels.jsonl"
    if not path.is_file():
        raise FileNotFoundError(f"{path} does not exist; capture with `python -m bench.dataset.capture --data {part_dir.parent}`")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def fingerprint(data_dir: Path) -> tuple[str, dict[str, object]]:
    """sha256 over every frame's bytes and labels (known and unknown), plus a small summary (the committed manifest)."""
    digest = hashlib.sha256()
    summary: dict[str, object] = {}
    for part in ("known", "unknown"):
        part_dir = data_dir / part
        if not (part_dir / "labels.jsonl").is_file():
            continue
        records = sorted(read_records(part_dir), key=lambda r: str(r["file"]))
        counts: dict[str, dict[str, int]] = {}
        for rec in records:
            digest.update(str(rec["file"]).encode())
            digest.update(hashlib.sha256((part_dir / str(rec["file"])).read_bytes()).digest())
            digest.update(json.dumps(rec["labels"], sort_keys=True).encode())
            split = str(rec["split"])
            counts.setdefault(split, {})
            for head, value in rec["labels"].items():  # type: ignore[union-attr]
                key = f"{head}={value}"
                counts[split][key] = counts[split].get(key, 0) + 1
            counts[split]["frames"] = counts[split].get("frames", 0) + 1
        summary[part] = {
            "frames": len(records),
            "variations": sorted({str(r["variation"]) for r in records}),
            "by_split": counts,
        }
    return digest.hexdigest(), summary


def load_frames(data_dir: Path, part: str, width: int, height: int,
                progress: Callable[[str], None] = lambda _: None) -> FrameSet:
    """Model inputs for every frame of ``part`` (cached next to the data, keyed by size and labels)."""
    part_dir = data_dir / part
    records = read_records(part_dir)
    key = hashlib.sha256(json.dumps([r["file"] for r in records]).encode()).hexdigest()[:12]
    cache = part_dir / f"cache-{width}x{height}-{key}.npy"
    if cache.is_file():
        x = np.load(cache)
    else:
        x = np.zeros((len(records), 1, height, width), np.float16)
        for i, rec in enumerate(records):
            with Image.open(part_dir / str(rec["file"])) as im:
                x[i] = to_input(np.asarray(im.convert("RGB")), width, height)
            if (i + 1) % 200 == 0:
                progress(f"preprocessed {i + 1}/{len(records)} {part} frames")
        np.save(cache, x)
    y = {h: np.array([-1 if r["labels"][h] is None else classes.index(r["labels"][h]) for r in records])  # type: ignore[index]
         for h, classes in HEADS.items()}
    return FrameSet(x, y, np.array([str(r["split"]) for r in records]), np.array([str(r["variation"]) for r in records]), records)
