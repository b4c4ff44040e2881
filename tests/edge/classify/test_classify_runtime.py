"""The shipped state classifier on onnxruntime: real int8 model, real sqlite-vec index, real screenshots.

The fixture screenshots come from held-out test variations of the captured dataset (never
trained on), downscaled to 640x400 to keep the repository small; the classifier resizes every
frame to its input size anyway.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from screenroute.edge.classify import DEFAULT_ARTIFACT, ClassifierArtifact, OnnxStateClassifier, StateClassifier
from screenroute.edge.frame import Frame

FIXTURES = Path(__file__).with_name("fixtures")
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def classifier() -> OnnxStateClassifier:
    return OnnxStateClassifier()


def test_shipped_artifact_is_small_versioned_and_describes_itself() -> None:
    artifact = ClassifierArtifact.load(DEFAULT_ARTIFACT)
    meta = artifact.metadata
    # ~1.6 MB: the int8 model (its fp32 embedding layer reads a 4x4 grid of average and max, 1 MB)
    # and the kNN references (the train and val variations).
    assert DEFAULT_ARTIFACT.stat().st_size < 2_500_000
    # The shipped artifact carries the runtime model only; `screenroute train` also writes a
    # .full.zip with the fp32 model for the benchmark.
    assert set(artifact.models) == {"int8"}
    assert set(meta.labels) == set(meta.head_outputs) and all(len(c) >= 2 for c in meta.labels.values())
    assert meta.input.width > 0 and meta.input.height > 0
    assert len(meta.dataset_fingerprint) == 64
    assert meta.unknown.method in ("prototype", "energy", "mahalanobis", "knn")


def test_classifier_implements_the_interface(classifier: OnnxStateClassifier) -> None:
    assert isinstance(classifier, StateClassifier)


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if EXPECTED[n] is not None))
def test_known_screens_get_their_labels(classifier: OnnxStateClassifier, name: str) -> None:
    prediction = classifier.classify(Frame.load(str(FIXTURES / name)).pixels)
    # A head without a label (None) is one the dataset does not judge on that screen.
    assert {h: v for h, v in prediction.labels.items() if EXPECTED[name][h] is not None} == {
        h: v for h, v in EXPECTED[name].items() if v is not None
    }
    assert not prediction.unknown
    assert 0.0 <= prediction.confidence <= 1.0


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if EXPECTED[n] is None))
def test_never_seen_screens_are_flagged_unknown(classifier: OnnxStateClassifier, name: str) -> None:
    prediction = classifier.classify(Frame.load(str(FIXTURES / name)).pixels)
    assert prediction.unknown, prediction
    assert prediction.unknown_score > prediction.unknown_threshold


def test_nearest_training_frames_come_from_sqlite_vec(classifier: OnnxStateClassifier) -> None:
    name = next(n for n, labels in EXPECTED.items() if labels and labels["page"] == "login")
    prediction = classifier.classify(Frame.load(str(FIXTURES / name)).pixels)
    neighbours = classifier.nearest(prediction, k=5)
    assert len(neighbours) == 5
    assert [n.distance for n in neighbours] == sorted(n.distance for n in neighbours)
    assert all(n.labels["page"] == "login" for n in neighbours)
    assert len(classifier.index) > 100


def test_a_variant_the_artifact_lacks_is_a_clear_error() -> None:
    from screenroute.edge.classify import ArtifactError

    with pytest.raises(ArtifactError, match="has no 'fp32' model"):
        OnnxStateClassifier(variant="fp32")


def test_bad_input_is_a_classifier_error(classifier: OnnxStateClassifier) -> None:
    from screenroute.edge.classify import ClassifierError

    with pytest.raises(ClassifierError, match="RGB uint8"):
        classifier.classify(np.zeros((10, 10), np.uint8))


def test_the_runtime_never_imports_torch_transformers_or_optimum() -> None:
    code = (
        "import sys\n"
        "from screenroute.edge.classify import OnnxStateClassifier\n"
        "import screenroute.router.deciding.node, screenroute.router.app.cli\n"
        "import numpy as np\n"
        "c = OnnxStateClassifier()\n"
        "c.classify(np.zeros((400, 640, 3), np.uint8))\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'transformers', 'optimum'))\n"
        "print(heavy)\n"
        "sys.exit(1 if heavy else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_classify_cli_prints_one_json_object_per_image() -> None:
    names = sorted(EXPECTED)[:2]
    proc = subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", "classify", "--json", *(str(FIXTURES / n) for n in names)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    records = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["path"] for r in records] == [str(FIXTURES / n) for n in names]
    for r in records:
        assert set(r["label"]) == set(ClassifierArtifact.load(DEFAULT_ARTIFACT).metadata.labels)
        assert isinstance(r["unknown"], bool)
        assert isinstance(r["confidence"], float) and isinstance(r["unknown_score"], float)


def test_classify_cli_reports_an_unreadable_image(tmp_path: Path) -> None:
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"not a png")
    proc = subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", "classify", "--json", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert "bad.png" in proc.stderr and proc.stdout == ""
