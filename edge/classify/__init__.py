"""The edge state classifier: which known screen state is this, and is it a known one at all.

Runtime on onnxruntime only (``OnnxStateClassifier``); training tools live in
``edge.classify.training`` and are imported only by ``screenroute train`` (the ``train`` extra).
"""

from edge.classify.artifact import DEFAULT_ARTIFACT, ArtifactMetadata, ClassifierArtifact
from edge.classify.base import StateClassifier, StatePrediction
from edge.classify.errors import ArtifactError, ClassifierError
from edge.classify.labels import HEADS
from edge.classify.onnx_classifier import OnnxStateClassifier

__all__ = [
    "DEFAULT_ARTIFACT",
    "HEADS",
    "ArtifactError",
    "ArtifactMetadata",
    "ClassifierArtifact",
    "ClassifierError",
    "OnnxStateClassifier",
    "StateClassifier",
    "StatePrediction",
]
