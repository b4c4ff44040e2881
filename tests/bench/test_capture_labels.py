"""The dataset's form labels say what the frame shows, not what the capture script typed."""

from __future__ import annotations

import pytest

from screenroute.bench.dataset.capture import visible_form


def in_view(fields: int, holding: int, required_empty: int, error_note: bool = False) -> dict[str, object]:
    return {"fields": fields, "holding": holding, "required_empty": required_empty, "error_note": error_note}


@pytest.mark.parametrize(
    ("walk", "view", "expected"),
    [
        # Top of a form with only the title typed: a value and empty required fields in view.
        ("partial", in_view(3, 1, 2), "partial"),
        # The same form scrolled to its empty lines: looks empty, so no label rather than a wrong one.
        ("partial", in_view(8, 0, 4), None),
        # Scrolled to where only filled fields show: looks filled.
        ("partial", in_view(4, 4, 0), None),
        ("filled", in_view(12, 6, 0), "filled"),
        # A filled form scrolled to its spare (optional, empty) rows only.
        ("filled", in_view(4, 0, 0), None),
        ("invalid", in_view(2, 1, 1, error_note=True), "invalid"),
        # Scrolled past the error note: nothing says "invalid".
        ("invalid", in_view(12, 3, 0), None),
        ("empty", in_view(3, 0, 3), "empty"),
        ("empty", in_view(0, 0, 0), None),
        ("none", None, "none"),
    ],
)
def test_visible_form_labels_only_what_is_in_view(
    walk: str, view: dict[str, object] | None, expected: str | None
) -> None:
    assert visible_form(walk, "none", view) == expected


def test_a_form_behind_the_file_chooser_has_no_label() -> None:
    assert visible_form("partial", "file_chooser", in_view(4, 2, 1)) is None
    assert visible_form("filled", "save_password", in_view(12, 6, 0)) == "filled"
