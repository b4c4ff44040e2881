"""The state classifier's label set: four heads over the back office's states.

``page``: which screen of the demo task (or its error page) is showing.
``popup``: an interruption over it — Chromium's "Save password?" bubble, the GTK file
chooser, or Chromium's "Download started" toast (shown for a few seconds after the export).
``form``: the state of the page's form (login or purchase request) as the screen shows it:
``none`` where there is no form, ``empty``, ``partial`` (some required fields hold values),
``filled`` (every required field holds a value), ``invalid`` (the server's error note is
on screen). A state visible only out of view (the error note of a form scrolled to its bottom)
or behind the file chooser has no label: the capture labels what the frame shows
(``bench/dataset/capture.visible_form``), not what the script typed.
``submit``: whether the form's submit button (Log in / Save) is on screen.

A head's label may be missing (None) on a frame where the question has no fair answer (is
Save visible behind the file chooser?); such frames do not count for that head.
"""

from __future__ import annotations

HEADS: dict[str, tuple[str, ...]] = {
    "page": ("login", "admin_index", "order_list", "order_list_filtered", "purchase_request_form", "purchase_request_list", "not_found"),
    "popup": ("none", "save_password", "file_chooser", "download_toast"),
    "form": ("none", "empty", "partial", "filled", "invalid"),
    "submit": ("no", "yes"),
}


def validate_labels(labels: dict[str, str | None]) -> None:
    """Raise ValueError unless ``labels`` names every head with one of its classes (or None)."""
    if set(labels) != set(HEADS):
        raise ValueError(f"labels have heads {sorted(labels)}, expected {sorted(HEADS)}")
    for head, value in labels.items():
        if value is not None and value not in HEADS[head]:
            raise ValueError(f"label {head}={value!r} is not one of {HEADS[head]}")
