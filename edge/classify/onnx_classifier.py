"""The runtime state classifier: the shipped int8 ONNX model on onnxruntime (no torch anywhere).

Its heads, their labels and output names all come from the artifact's metadata.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from screenroute.edge.classify.artifact import DEFAULT_ARTIFACT, ClassifierArtifact
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.classify.errors import ArtifactError, ClassifierError
from screenroute.edge.classify.index import EmbeddingIndex, Neighbour
from screenroute.edge.classify.openset import OpenSetModel
from screenroute.edge.classify.preprocess import to_input
from screenroute.edge.classify.reading import load_reading


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    out: np.ndarray = e / e.sum(axis=-1, keepdims=True)
    return out


class OnnxStateClassifier:
    """Scores screens with a verified artifact's model.

    ``variant`` picks the int8 runtime model (default) or the fp32 reference kept in the
    artifact. ``threads`` bounds onnxruntime's intra-op threads: the edge shares its CPU
    with the browser and OCR, and one thread is what the latency targets are measured at.
    A caller written for one label set pins it by loading the artifact itself
    (``ClassifierArtifact.load(path, expect_heads=...)``) and passing that in.
    """

    def __init__(
        self,
        artifact: ClassifierArtifact | Path | str = DEFAULT_ARTIFACT,
        *,
        variant: str = "int8",
        threads: int = 1,
    ) -> None:
        from screenroute.edge.ort import import_onnxruntime

        ort = import_onnxruntime()  # telemetry off before the native library starts it

        if not isinstance(artifact, ClassifierArtifact):
            artifact = ClassifierArtifact.load(artifact)
        self.artifact = artifact
        meta = artifact.metadata
        where = f"classifier artifact {artifact.path}"
        #: How the router reads this classifier's labels (the file beside the artifact).
        self.reading = load_reading(artifact.path, meta.labels)
        if variant not in artifact.models:
            raise ArtifactError(f"{where} has no {variant!r} model (it has {sorted(artifact.models)})")
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        try:
            self._session = ort.InferenceSession(artifact.models[variant], options, providers=["CPUExecutionProvider"])
        except Exception as exc:  # onnxruntime raises its own Fail/InvalidGraph/... types
            raise ArtifactError(f"{where}: model.{variant}.onnx cannot be loaded by onnxruntime: {exc}") from exc
        self._check_signature(where)
        self.variant = variant
        self.heads = {h: tuple(c) for h, c in meta.labels.items()}
        self._outputs = [meta.embedding_output, *(meta.head_outputs[h] for h in self.heads)]
        self._index: EmbeddingIndex | None = None
        train_unit = None
        if meta.unknown.method == "knn":
            train_unit = self.index.vectors()
            train_unit = train_unit / np.linalg.norm(train_unit, axis=1, keepdims=True)
        self._openset = OpenSetModel.from_arrays(artifact.openset, train_unit)

    def _check_signature(self, where: str) -> None:
        meta = self.artifact.metadata
        spec = meta.input
        inputs = self._session.get_inputs()
        if len(inputs) != 1 or inputs[0].name != spec.name:
            raise ArtifactError(
                f"{where}: the model's inputs are {[i.name for i in inputs]}, metadata says [{spec.name!r}]"
            )
        shape = list(inputs[0].shape)[1:]
        if shape != [spec.channels, spec.height, spec.width]:
            raise ArtifactError(
                f"{where}: the model's input is {shape} (C, H, W), metadata input spec says "
                f"{[spec.channels, spec.height, spec.width]}"
            )
        outputs = {o.name: o.shape for o in self._session.get_outputs()}
        if meta.embedding_output not in outputs or outputs[meta.embedding_output][-1] != meta.embedding_dim:
            raise ArtifactError(
                f"{where}: output {meta.embedding_output!r} with {meta.embedding_dim} dimensions is "
                f"not in the model (outputs: {outputs})"
            )
        for head, name in meta.head_outputs.items():
            if name not in outputs:
                raise ArtifactError(
                    f"{where}: head {head!r} output {name!r} is not in the model (outputs: {sorted(outputs)})"
                )
            if outputs[name][-1] != len(meta.labels[head]):
                raise ArtifactError(
                    f"{where}: head {head!r} has {outputs[name][-1]} outputs in the model but "
                    f"{len(meta.labels[head])} labels in metadata"
                )

    @property
    def index(self) -> EmbeddingIndex:
        """The sqlite-vec index of the training embeddings (opened on first use)."""
        if self._index is None:
            self._index = EmbeddingIndex.from_bytes(self.artifact.embeddings_db)
        return self._index

    @property
    def input_size(self) -> tuple[int, int]:
        spec = self.artifact.metadata.input
        return spec.width, spec.height

    def preprocess(self, pixels: np.ndarray) -> np.ndarray:
        """The model input (1 x H x W float32) for one RGB screenshot."""
        return to_input(pixels, *self.input_size)

    def run(self, batch: np.ndarray) -> tuple[np.ndarray, dict[str, np.ndarray]]:
        """Raw model outputs for preprocessed inputs (N x 1 x H x W): embeddings and logits per head."""
        try:
            out = self._session.run(self._outputs, {self.artifact.metadata.input.name: batch.astype(np.float32)})
        except Exception as exc:
            raise ClassifierError(f"the classifier model failed on a batch of shape {batch.shape}: {exc}") from exc
        return out[0], dict(zip(self.heads, out[1:], strict=True))

    def classify(self, pixels: np.ndarray) -> StatePrediction:
        """Score one RGB screenshot."""
        return self.predict_batch(self.preprocess(pixels)[None])[0]

    def predict_batch(self, batch: np.ndarray) -> list[StatePrediction]:
        """Score preprocessed inputs (N x 1 x H x W)."""
        embeddings, logits = self.run(batch)
        spec = self.artifact.metadata.unknown
        scores = self._openset.score(spec.method, embeddings, logits[spec.logits_head] if spec.logits_head else None)
        probs = {h: _softmax(z) for h, z in logits.items()}
        out = []
        for i in range(len(batch)):
            labels = {h: self.heads[h][int(p[i].argmax())] for h, p in probs.items()}
            confidences = {h: float(p[i].max()) for h, p in probs.items()}
            out.append(StatePrediction(labels, confidences, float(scores[i]), spec.threshold, embeddings[i]))
        return out

    def nearest(self, prediction: StatePrediction, k: int = 5) -> list[Neighbour]:
        """The training frames whose embeddings are nearest to this prediction's."""
        return self.index.nearest(prediction.embedding, k)
