"""The back office's label set: four heads over the demo task's screens.

``page``: which screen of the demo task (or its error page) is showing.
``popup``: an interruption over it — Chromium's "Save password?" bubble, the GTK file
chooser, or Chromium's "Download started" toast (shown for a few seconds after the export).
``form``: the state of the page's form (login or purchase request) as the screen shows it:
``none`` where there is no form, ``empty``, ``partial`` (some required fields hold values),
``filled`` (every required field holds a value), ``invalid`` (the server's error note is
on screen). A state visible only out of view (the error note of a form scrolled to its bottom)
or behind the file chooser has no label: the capture labels what the frame shows
(``capture.visible_form``), not what the script typed.
``submit``: whether the form's submit button (Log in / Save) is on screen.

A head's label may be missing (None) on a frame where the question has no fair answer (is
Save visible behind the file chooser?); such frames do not count for that head.

The capture writes this set into the dataset folder; ``screenroute train`` reads it from
there and the trained artifact carries it to the edge runtime, which knows no app of its own.

Usage (a dataset captured before the folder held its label set)::

    python -m screenroute.bench.dataset.labels --data DIR
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from screenroute.edge.classify.reading import DATASET_READING_FILE, ClassifierReading
from screenroute.edge.classify.training.dataset import LabelSet

LABEL_SET = LabelSet(
    heads={
        "page": (
            "login",
            "admin_index",
            "order_list",
            "order_list_filtered",
            "purchase_request_form",
            "purchase_request_list",
            "not_found",
        ),
        "popup": ("none", "save_password", "file_chooser", "download_toast"),
        "form": ("none", "empty", "partial", "filled", "invalid"),
        "submit": ("no", "yes"),
    },
    # Whether Save is in view follows from the page, the form and the scroll position.
    state_heads=("page", "popup", "form"),
)


#: How the router reads these labels (``screenroute.edge.classify.reading``): the page and the
#: popup gate a local action (the form and the submit button describe the page; a step's
#: post-condition checks those), and Chromium's "Download started" toast takes no input and goes
#: away on its own. Written beside the label set; training writes it beside the artifact.
READING = ClassifierReading(confidence_heads=("page", "popup"), passive_popups=("download_toast",))


def write_label_set(data_dir: Path) -> None:
    """The label set and its reading, into a dataset folder."""
    LABEL_SET.write(data_dir)
    READING.check(LABEL_SET.heads, "bench/dataset/labels.py")
    (data_dir / DATASET_READING_FILE).write_text(READING.model_dump_json(indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the back office's label set into a dataset folder.")
    parser.add_argument("--data", required=True, type=Path, help="dataset folder (holds known/ and unknown/)")
    args = parser.parse_args(argv)
    write_label_set(args.data)
    print(f"wrote {args.data / 'label_set.json'} and {args.data / DATASET_READING_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
