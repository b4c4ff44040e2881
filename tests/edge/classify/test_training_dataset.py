"""Training reads the label set from the dataset it trains on: heads, class ids and open-set states come from there."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.classify.training.dataset import LABEL_SET_FILE, LabelSet, load_frames, read_label_set

# Not the back office's label set: nothing in the training code may depend on which app it is.
TICKETS = LabelSet(
    heads={"screen": ("inbox", "ticket", "settings"), "dialog": ("none", "confirm"), "saved": ("no", "yes")},
    state_heads=("screen", "dialog"),
)


def _dataset(root: Path, labels: list[dict[str, str | None]], label_set: LabelSet | None = TICKETS) -> Path:
    if label_set is not None:
        label_set.write(root)
    part = root / "known"
    part.mkdir(parents=True, exist_ok=True)
    lines = []
    for i, frame_labels in enumerate(labels):
        name = f"v1/{i:03d}.png"
        (part / name).parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (64, 48), (40 * i, 255 - 40 * i, 90)).save(part / name)
        lines.append(
            json.dumps({"file": name, "variation": "v1", "split": "train", "labels": frame_labels, "meta": {}})
        )
    (part / "labels.jsonl").write_text("\n".join(lines) + "\n")
    return root


def test_class_ids_and_states_follow_the_datasets_label_set(tmp_path: Path) -> None:
    data = _dataset(
        tmp_path,
        [
            {"screen": "ticket", "dialog": "confirm", "saved": "no"},
            {"screen": "settings", "dialog": "none", "saved": None},
            {"screen": "ticket", "dialog": "confirm", "saved": "yes"},
        ],
    )
    frames = load_frames(data, "known", 32, 16)
    assert frames.label_set == TICKETS
    assert frames.x.shape == (3, 1, 16, 32)
    assert frames.y["screen"].tolist() == [1, 2, 1]
    assert frames.y["saved"].tolist() == [0, -1, 1]
    # "saved" is not a state head: frames 0 and 2 are one open-set state.
    classes = frames.joint_classes()
    assert classes[0] == classes[2] != classes[1]


def test_the_label_set_round_trips_through_the_folder(tmp_path: Path) -> None:
    TICKETS.write(tmp_path)
    assert read_label_set(tmp_path) == TICKETS
    assert list(read_label_set(tmp_path).heads) == ["screen", "dialog", "saved"]  # class-id order is kept
    assert read_label_set(tmp_path).screen_head == "screen"


def test_a_folder_without_a_label_set_says_how_to_add_one(tmp_path: Path) -> None:
    data = _dataset(tmp_path, [{"screen": "inbox", "dialog": "none", "saved": "no"}], label_set=None)
    with pytest.raises(FileNotFoundError, match=rf"{LABEL_SET_FILE} does not exist.*bench\.dataset\.labels"):
        load_frames(data, "known", 32, 16)


def test_a_frame_labelled_outside_the_set_is_named(tmp_path: Path) -> None:
    data = _dataset(tmp_path, [{"screen": "inbox", "dialog": "popup", "saved": "no"}])
    with pytest.raises(ValueError, match=r"frame v1/000\.png: label dialog='popup' is not one of"):
        load_frames(data, "known", 32, 16)


def test_a_folder_keeps_the_label_set_it_was_captured_with(tmp_path: Path) -> None:
    TICKETS.write(tmp_path)
    other = TICKETS.model_copy(update={"state_heads": ("screen",)})
    with pytest.raises(ValueError, match="holds another label set"):
        other.write(tmp_path)


@pytest.mark.parametrize(
    ("heads", "state_heads", "message"),
    [
        ({"screen": ("inbox",)}, ("screen",), "at least two distinct classes"),
        ({"screen": ("inbox", "inbox")}, ("screen",), "at least two distinct classes"),
        ({"screen": ("inbox", "ticket")}, ("dialog",), "must name some of the heads"),
        ({"screen": ("inbox", "ticket")}, (), "must name some of the heads"),
    ],
)
def test_an_invalid_label_set_is_refused(
    heads: dict[str, tuple[str, ...]], state_heads: tuple[str, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        LabelSet(heads=heads, state_heads=state_heads)


def test_a_corrupt_label_set_file_names_the_field(tmp_path: Path) -> None:
    (tmp_path / LABEL_SET_FILE).write_text(
        json.dumps({"heads": {"screen": ["a", "b"]}, "state_heads": "screen", "x": 1})
    )
    with pytest.raises(ValueError, match=r"label_set\.json is not a valid label set: .*state_heads"):
        read_label_set(tmp_path)


def test_frames_are_model_inputs(tmp_path: Path) -> None:
    data = _dataset(tmp_path, [{"screen": "inbox", "dialog": "none", "saved": "no"}])
    x = load_frames(data, "known", 32, 16).x
    assert x.dtype == np.float16 and float(x.min()) >= -1.0 and float(x.max()) <= 1.0
