"""A corrupt or mismatched classifier artifact is refused before any frame is scored, with a message naming what is wrong."""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from screenroute.edge.classify import DEFAULT_ARTIFACT, ArtifactError, ClassifierArtifact, OnnxStateClassifier


def _members(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as zf:
        return {n: zf.read(n) for n in zf.namelist()}


def _write(path: Path, members: dict[str, bytes], *, rehash: bool = True) -> Path:
    if rehash:
        manifest = json.loads(members["manifest.json"])
        manifest["members"] = {n: hashlib.sha256(d).hexdigest() for n, d in members.items() if n != "manifest.json"}
        members = {**members, "manifest.json": json.dumps(manifest).encode()}
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def _edit_metadata(tmp_path: Path, change: Callable[[dict[str, Any]], object]) -> Path:
    members = _members(DEFAULT_ARTIFACT)
    meta = json.loads(members["metadata.json"])
    change(meta)
    members["metadata.json"] = json.dumps(meta).encode()
    return _write(tmp_path / "edited.zip", members)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ArtifactError, match="does not exist"):
        ClassifierArtifact.load(tmp_path / "nope.zip")


def test_truncated_archive(tmp_path: Path) -> None:
    path = tmp_path / "cut.zip"
    path.write_bytes(DEFAULT_ARTIFACT.read_bytes()[:5000])
    with pytest.raises(ArtifactError, match="not a readable zip archive"):
        ClassifierArtifact.load(path)


def test_tampered_model_bytes_are_caught_by_the_manifest_hash(tmp_path: Path) -> None:
    members = _members(DEFAULT_ARTIFACT)
    model = bytearray(members["model.int8.onnx"])
    model[len(model) // 2] ^= 0xFF
    members["model.int8.onnx"] = bytes(model)
    with pytest.raises(ArtifactError, match=r"member 'model.int8.onnx' is corrupt"):
        ClassifierArtifact.load(_write(tmp_path / "tampered.zip", members, rehash=False))


def test_garbage_model_with_a_matching_hash_is_refused_by_onnxruntime(tmp_path: Path) -> None:
    members = _members(DEFAULT_ARTIFACT)
    members["model.int8.onnx"] = b"\x08\x07garbage"
    with pytest.raises(ArtifactError, match=r"model\.int8\.onnx cannot be loaded by onnxruntime"):
        OnnxStateClassifier(_write(tmp_path / "garbage.zip", members))


def test_missing_member(tmp_path: Path) -> None:
    members = _members(DEFAULT_ARTIFACT)
    del members["openset.npz"]
    with pytest.raises(ArtifactError, match=r"missing member 'openset\.npz'"):
        ClassifierArtifact.load(_write(tmp_path / "partial.zip", members))


def test_newer_format_version(tmp_path: Path) -> None:
    members = _members(DEFAULT_ARTIFACT)
    manifest = json.loads(members["manifest.json"])
    manifest["format_version"] = 99
    members["manifest.json"] = json.dumps(manifest).encode()
    with pytest.raises(ArtifactError, match="format_version 99 is not supported"):
        ClassifierArtifact.load(_write(tmp_path / "future.zip", members, rehash=False))


def test_labels_that_do_not_match_the_model_outputs(tmp_path: Path) -> None:
    path = _edit_metadata(tmp_path, lambda m: m["labels"].__setitem__("page", m["labels"]["page"][:-1]))
    with pytest.raises(ArtifactError, match=r"head 'page' has \d+ outputs in the model but \d+ labels in metadata"):
        OnnxStateClassifier(path)


def test_input_spec_that_does_not_match_the_model(tmp_path: Path) -> None:
    path = _edit_metadata(tmp_path, lambda m: m["input"].__setitem__("width", 256))
    with pytest.raises(ArtifactError, match=r"the model's input is \[1, \d+, \d+\].*input spec says \[1, \d+, 256\]"):
        OnnxStateClassifier(path)


def test_invalid_metadata_names_the_field(tmp_path: Path) -> None:
    path = _edit_metadata(tmp_path, lambda m: m["unknown"].__setitem__("method", "vibes"))
    with pytest.raises(ArtifactError, match=r"metadata.json is invalid: unknown.method"):
        ClassifierArtifact.load(path)


def test_label_set_other_than_the_callers(tmp_path: Path) -> None:
    shipped = ClassifierArtifact.load(DEFAULT_ARTIFACT).metadata.labels
    expected = {**shipped, "popup": ("none", "cookie_banner")}
    with pytest.raises(ArtifactError, match="head 'popup' has labels"):
        ClassifierArtifact.load(DEFAULT_ARTIFACT, expect_heads=expected)
    with pytest.raises(ArtifactError, match="has no head 'banner'"):
        ClassifierArtifact.load(DEFAULT_ARTIFACT, expect_heads={**shipped, "banner": ("no", "yes")})


def test_the_runtime_takes_its_heads_from_the_metadata(tmp_path: Path) -> None:
    # Rename a head and its classes in the metadata (same model outputs): the runtime reports the
    # new names, so nothing in it knows which app the artifact was trained on.
    def rename(meta: dict[str, Any]) -> None:
        meta["labels"]["screen"] = [f"screen_{i}" for i in range(len(meta["labels"].pop("page")))]
        meta["head_outputs"]["screen"] = meta["head_outputs"].pop("page")

    classifier = OnnxStateClassifier(_edit_metadata(tmp_path, rename))
    prediction = classifier.classify(np.full((400, 640, 3), 255, np.uint8))
    assert set(prediction.labels) == {"screen", "popup", "form", "submit"}
    assert prediction.labels["screen"].startswith("screen_")
    assert prediction.state_label.startswith(("form/", "popup/", "submit/")) or prediction.state_label == ""


def test_energy_score_needs_the_head_it_reads(tmp_path: Path) -> None:
    def energy(meta: dict[str, Any]) -> None:
        meta["unknown"]["method"] = "energy"

    with pytest.raises(ArtifactError, match=r"needs unknown\.logits_head"):
        ClassifierArtifact.load(_edit_metadata(tmp_path, energy))

    def missing_head(meta: dict[str, Any]) -> None:
        meta["unknown"]["logits_head"] = "screen"

    with pytest.raises(ArtifactError, match="logits_head 'screen' is not one of the heads"):
        ClassifierArtifact.load(_edit_metadata(tmp_path, missing_head))
