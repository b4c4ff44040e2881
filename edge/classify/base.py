"""The state classifier interface: one method, a typed result, scores only (no decisions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import numpy as np

#: The head that names the screen, by the artifact format's convention: its label leads the
#: state label. Which screens there are is the artifact's business (its metadata lists them).
SCREEN_HEAD = "page"
#: Labels that mean "nothing of this kind on screen"; the state label leaves them out.
ABSENT = ("none", "no")


@dataclass(frozen=True)
class StatePrediction:
    """What the classifier says about one screen.

    ``labels``/``confidences``: the top class and its softmax probability per head.
    ``confidence``: the lowest head confidence (a state is only as certain as its least
    certain part). ``unknown_score``: higher means further from every training state;
    ``unknown`` compares it with the threshold calibrated into the artifact, for callers
    (the CLI, reports) that do not configure their own — the router applies its policy.
    """

    labels: dict[str, str]
    confidences: dict[str, float]
    unknown_score: float
    unknown_threshold: float
    embedding: np.ndarray = field(repr=False, compare=False)

    @property
    def confidence(self) -> float:
        return min(self.confidences.values())

    @property
    def unknown(self) -> bool:
        return self.unknown_score > self.unknown_threshold

    @property
    def state_label(self) -> str:
        """One string for the whole state, e.g. ``page/request_form+popup/save_password``."""
        parts = [f"{SCREEN_HEAD}/{self.labels[SCREEN_HEAD]}"] if SCREEN_HEAD in self.labels else []
        parts += [f"{h}/{v}" for h, v in self.labels.items() if h != SCREEN_HEAD and v not in ABSENT]
        return "+".join(parts)

    def to_json(self) -> dict[str, object]:
        return {
            "label": dict(self.labels),
            "confidence": round(self.confidence, 4),
            "head_confidence": {h: round(c, 4) for h, c in self.confidences.items()},
            "unknown": self.unknown,
            "unknown_score": round(self.unknown_score, 4),
            "unknown_threshold": round(self.unknown_threshold, 4),
        }


@runtime_checkable
class StateClassifier(Protocol):
    """Scores which known state a screen is in, and how unlike every known state it is."""

    def classify(self, pixels: np.ndarray) -> StatePrediction:
        """Score one RGB screenshot (H x W x 3, uint8)."""
        ...
