"""The back office's label set lives with its dataset, and the shipped classifier was trained on it."""

from __future__ import annotations

import json
from pathlib import Path

from screenroute.bench.dataset.labels import LABEL_SET, main
from screenroute.edge.classify import DEFAULT_ARTIFACT, ClassifierArtifact
from screenroute.edge.classify.training.dataset import read_label_set

MANIFEST = Path(__file__).resolve().parents[2] / "bench" / "dataset" / "manifest.json"


def test_the_shipped_artifact_carries_the_bench_label_set() -> None:
    # expect_heads pins the class order too: the model's output i is class i of the set.
    artifact = ClassifierArtifact.load(DEFAULT_ARTIFACT, expect_heads=LABEL_SET.heads)
    assert set(artifact.metadata.labels) == set(LABEL_SET.heads)


def test_the_committed_manifest_records_the_label_set() -> None:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    assert {h: tuple(c) for h, c in manifest["labels"].items()} == LABEL_SET.heads
    assert tuple(manifest["state_heads"]) == LABEL_SET.state_heads


def test_an_older_dataset_folder_gets_its_label_set(tmp_path: Path) -> None:
    assert main(["--data", str(tmp_path)]) == 0
    assert read_label_set(tmp_path) == LABEL_SET
