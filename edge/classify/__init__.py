"""The edge state classifier: which known screen state is this, and is it a known one at all.

Runtime on onnxruntime only (``OnnxStateClassifier``); training tools live in
``screenroute.edge.classify.training`` and are imported only by ``screenroute train`` (the ``train`` extra).
The heads and their labels come from the artifact's metadata: the runtime knows no app's screens.
"""

from screenroute.edge.classify.artifact import DEFAULT_ARTIFACT, ArtifactMetadata, ClassifierArtifact
from screenroute.edge.classify.base import StateClassifier, StatePrediction
from screenroute.edge.classify.errors import ArtifactError, ClassifierError
from screenroute.edge.classify.onnx_classifier import OnnxStateClassifier
from screenroute.edge.classify.reading import ClassifierReading

__all__ = [
    "DEFAULT_ARTIFACT",
    "ArtifactError",
    "ArtifactMetadata",
    "ClassifierArtifact",
    "ClassifierError",
    "ClassifierReading",
    "OnnxStateClassifier",
    "StateClassifier",
    "StatePrediction",
]
