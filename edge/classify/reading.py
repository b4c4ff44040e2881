"""How a classifier's labels are read: data kept beside its artifact, never defaults in the runtime.

Which heads say whether the edge may act (the page, whether something covers it) and which
overlay labels take no input and go away on their own (a browser's "Download started" toast)
are facts about one classifier's label set, not about every app. They live in
``NAME.reading.json`` beside ``NAME.zip``; a classifier without one gates on every head and
treats no overlay as passive (the cautious reading: more escalations, never a wrong action).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from screenroute.edge.classify.errors import ArtifactError

__all__ = ["DATASET_READING_FILE", "OVERLAY_HEAD", "ClassifierReading", "carry_reading", "load_reading", "reading_path"]

#: The reading a dataset folder declares for the label set it was captured with; training
#: writes it beside the artifact it makes.
DATASET_READING_FILE = "reading.json"
#: The head that says what covers the screen, by the artifact format's convention ("none": nothing).
OVERLAY_HEAD = "popup"


class ClassifierReading(BaseModel):
    """How the router reads one classifier's labels.

    ``confidence_heads``: the heads whose confidence gates a local action (the others describe
    the page, and a step's post-condition checks that); empty: every head. ``passive_popups``:
    labels of the overlay head that do not stop a local action.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    confidence_heads: tuple[str, ...] = ()
    passive_popups: tuple[str, ...] = ()

    def check(self, labels: Mapping[str, tuple[str, ...]], where: str) -> None:
        """ArtifactError unless every head and label named here is one of the classifier's."""
        for head in self.confidence_heads:
            if head not in labels:
                raise ArtifactError(f"{where}: confidence_heads names {head!r}; the heads: {', '.join(labels)}")
        overlays = labels.get(OVERLAY_HEAD, ())
        for label in self.passive_popups:
            if label not in overlays:
                raise ArtifactError(
                    f"{where}: passive_popups names {label!r}; the {OVERLAY_HEAD} labels: {', '.join(overlays) or 'none'}"
                )


def reading_path(artifact: Path) -> Path:
    """``NAME.reading.json`` beside the artifact ``NAME.zip``."""
    return artifact.with_name(artifact.stem + ".reading.json")


def load_reading(artifact: Path, labels: Mapping[str, tuple[str, ...]]) -> ClassifierReading:
    """The reading kept beside ``artifact``, checked against its ``labels``; the cautious one when there is none."""
    path = reading_path(artifact)
    if not path.is_file():
        return ClassifierReading()
    try:
        reading = ClassifierReading.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValidationError) as exc:
        raise ArtifactError(f"{path}: not a classifier reading ({exc})") from exc
    reading.check(labels, str(path))
    return reading


def carry_reading(source: Path, artifact: Path) -> None:
    """Give ``artifact`` the reading at ``source`` (a reading file, or an artifact whose reading it is).

    An artifact made from another (fine-tuned, retrained on the same label set) keeps the way its
    labels are read; without a reading at ``source``, one left beside ``artifact`` from before goes.
    """
    found = source if source.suffix == ".json" else reading_path(source)
    target = reading_path(artifact)
    if found.resolve() == target.resolve():
        return
    if found.is_file():
        target.write_bytes(found.read_bytes())
    else:
        target.unlink(missing_ok=True)
