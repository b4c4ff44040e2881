"""The classifier artifact: one versioned zip with the models, their metadata and the open-set data.

Members (each listed in ``manifest.json`` with its sha256)::

    manifest.json       format name + version, member hashes
    metadata.json       labels per head, input spec, output names, unknown-score method and
                        threshold, dataset fingerprint, training summary
    model.int8.onnx     the runtime model (static int8, QDQ)
    model.fp32.onnx     the same network before quantization (kept for comparison)
    openset.npz         prototypes / class means / precision for the unknown scores
    embeddings.sqlite   sqlite-vec index of the training embeddings (nearest-neighbour look-ups)

Loading checks everything it can before a single frame is scored, and every failure is an
:class:`ArtifactError` that names the artifact and what is wrong.
"""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from screenroute.edge.classify.errors import ArtifactError

FORMAT = "screenroute.state-classifier"
FORMAT_VERSION = 1
MODEL_MEMBERS = {"int8": "model.int8.onnx", "fp32": "model.fp32.onnx"}
REQUIRED_MEMBERS = ("metadata.json", "model.int8.onnx", "openset.npz", "embeddings.sqlite")
#: The artifact that ships with the package (trained on the sandbox, see bench/results/classifier_results.md).
DEFAULT_ARTIFACT = Path(__file__).with_name("models") / "state_classifier.zip"


class InputSpec(BaseModel):
    """What the model's single input expects."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    width: int = Field(ge=16, le=4096)
    height: int = Field(ge=16, le=4096)
    channels: int = Field(ge=1, le=3)
    color: str = Field(pattern="^(gray|rgb)$")
    value_range: tuple[float, float]
    layout: str = Field(pattern="^NCHW$")


class UnknownSpec(BaseModel):
    """The unknown score chosen at training time and its calibrated threshold."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: str = Field(pattern="^(prototype|energy|mahalanobis|knn)$")
    threshold: float
    target_false_escalation: float = Field(ge=0, le=1)
    calibrated_on: str
    # The head whose logits the energy score reads (the one naming the screen); the other
    # scores read the embedding alone, and artifacts written before this field have none.
    logits_head: str | None = None


class ArtifactMetadata(BaseModel):
    """metadata.json, validated."""

    model_config = ConfigDict(extra="allow", frozen=True)

    model_version: str
    labels: dict[str, tuple[str, ...]]
    input: InputSpec
    embedding_output: str
    head_outputs: dict[str, str]
    embedding_dim: int = Field(ge=1)
    unknown: UnknownSpec
    dataset_fingerprint: str = Field(min_length=8)

    @model_validator(mode="after")
    def _heads_match(self) -> ArtifactMetadata:
        if set(self.labels) != set(self.head_outputs):
            raise ValueError(f"labels has heads {sorted(self.labels)} but head_outputs has {sorted(self.head_outputs)}")
        for head, classes in self.labels.items():
            if len(classes) < 2 or len(set(classes)) != len(classes):
                raise ValueError(f"labels.{head} must list at least two distinct classes, got {list(classes)}")
        logits_head = self.unknown.logits_head
        if logits_head is not None and logits_head not in self.labels:
            raise ValueError(f"unknown.logits_head {logits_head!r} is not one of the heads {sorted(self.labels)}")
        if self.unknown.method == "energy" and logits_head is None:
            raise ValueError("unknown.method 'energy' needs unknown.logits_head (the head whose logits it reads)")
        return self


@dataclass(frozen=True)
class ClassifierArtifact:
    """A loaded, verified artifact (bytes of the models; the runtime builds sessions from them)."""

    path: Path
    metadata: ArtifactMetadata
    models: dict[str, bytes]
    openset: dict[str, np.ndarray]
    embeddings_db: bytes

    @classmethod
    def load(
        cls, path: Path | str = DEFAULT_ARTIFACT, *, expect_heads: dict[str, tuple[str, ...]] | None = None
    ) -> ClassifierArtifact:
        """Read and verify ``path``; ``expect_heads`` additionally pins the label set the caller was written for."""
        path = Path(path)
        where = f"classifier artifact {path}"
        if not path.is_file():
            raise ArtifactError(
                f"{where} does not exist (train one with `screenroute train`, or use the shipped default)"
            )
        try:
            with zipfile.ZipFile(path) as zf:
                names = set(zf.namelist())
                if "manifest.json" not in names:
                    raise ArtifactError(f"{where} has no manifest.json; it is not a classifier artifact")
                manifest = _json(zf.read("manifest.json"), where, "manifest.json")
                if manifest.get("format") != FORMAT:
                    raise ArtifactError(f"{where}: manifest format is {manifest.get('format')!r}, expected {FORMAT!r}")
                version = manifest.get("format_version")
                if version != FORMAT_VERSION:
                    raise ArtifactError(
                        f"{where}: format_version {version!r} is not supported by this runtime "
                        f"(it reads version {FORMAT_VERSION}); retrain or upgrade screenroute"
                    )
                hashes = manifest.get("members")
                if not isinstance(hashes, dict):
                    raise ArtifactError(f"{where}: manifest.json has no 'members' table")
                blobs: dict[str, bytes] = {}
                for member in sorted(set(REQUIRED_MEMBERS) | set(hashes)):
                    if member not in names or member not in hashes:
                        raise ArtifactError(
                            f"{where} is missing member {member!r}"
                            + ("" if member in names else " (not in the archive)")
                            + ("" if member in hashes else " (not in the manifest)")
                        )
                    data = zf.read(member)
                    digest = hashlib.sha256(data).hexdigest()
                    if digest != hashes[member]:
                        raise ArtifactError(
                            f"{where}: member {member!r} is corrupt (sha256 {digest[:12]}… "
                            f"but the manifest says {str(hashes[member])[:12]}…)"
                        )
                    blobs[member] = data
        except zipfile.BadZipFile as exc:
            raise ArtifactError(f"{where} is not a readable zip archive (corrupt or truncated): {exc}") from exc
        except KeyError as exc:
            raise ArtifactError(f"{where}: {exc}") from exc
        try:
            metadata = ArtifactMetadata.model_validate(_json(blobs["metadata.json"], where, "metadata.json"))
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}" for e in exc.errors())
            raise ArtifactError(f"{where}: metadata.json is invalid: {problems}") from exc
        if expect_heads is not None:
            for head, classes in expect_heads.items():
                found = metadata.labels.get(head)
                if found is None:
                    raise ArtifactError(f"{where} has no head {head!r} (it has {sorted(metadata.labels)})")
                if tuple(found) != tuple(classes):
                    raise ArtifactError(
                        f"{where}: head {head!r} has labels {list(found)}, this runtime expects {list(classes)}"
                    )
        try:
            with np.load(io.BytesIO(blobs["openset.npz"])) as npz:
                openset = {k: npz[k] for k in npz.files}
        except (ValueError, OSError) as exc:
            raise ArtifactError(f"{where}: openset.npz is unreadable: {exc}") from exc
        for key in ("prototypes", "means", "precision"):
            if key not in openset:
                raise ArtifactError(f"{where}: openset.npz has no array {key!r}")
            if openset[key].shape[-1] != metadata.embedding_dim:
                raise ArtifactError(
                    f"{where}: openset.npz {key} has width {openset[key].shape[-1]}, "
                    f"metadata embedding_dim is {metadata.embedding_dim}"
                )
        models = {variant: blobs[m] for variant, m in MODEL_MEMBERS.items() if m in blobs}
        return cls(path, metadata, models, openset, blobs["embeddings.sqlite"])

    @staticmethod
    def write(
        path: Path,
        metadata: dict[str, object],
        models: dict[str, bytes],
        openset: dict[str, np.ndarray],
        embeddings_db: bytes,
    ) -> None:
        """Write an artifact (training side). The metadata is validated first, so a bad one is never written."""
        ArtifactMetadata.model_validate(metadata)
        buf = io.BytesIO()
        # numpy's stub types **kwds so that a key could be its allow_pickle flag; these keys are array names.
        arrays: dict[str, Any] = dict(openset)
        np.savez(buf, allow_pickle=False, **arrays)
        members = {
            "metadata.json": json.dumps(metadata, indent=2, ensure_ascii=False, sort_keys=True).encode(),
            **{MODEL_MEMBERS[v]: data for v, data in models.items()},
            "openset.npz": buf.getvalue(),
            "embeddings.sqlite": embeddings_db,
        }
        manifest = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "members": {name: hashlib.sha256(data).hexdigest() for name, data in members.items()},
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            zf.writestr("manifest.json", json.dumps(manifest, indent=2, sort_keys=True))
            for name, data in members.items():
                zf.writestr(name, data)
        tmp.replace(path)


def _json(data: bytes, where: str, member: str) -> dict[str, object]:
    try:
        value = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ArtifactError(f"{where}: {member} is not valid JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise ArtifactError(f"{where}: {member} is not a JSON object")
    return value
