"""A mistyped secret is never written: not into the task file, the kept demonstration, or a warning.

The person types the password wrong, commits, reads the error, and types it again in the same
field. Synthetic screens and the OCR stand-in of :mod:`tests.record.test_build`; the rest is real.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from screenroute.edge.record import ActionKind, Demonstration, load_demonstration, save_demonstration
from screenroute.edge.record.slips import near_secret, secret_slips
from screenroute.router.authoring.recording import Parameters, RecordingError, RecordOptions, build_task
from screenroute.router.authoring.recording.build import drop_secret_leaves

from .test_build import HOME, LOGIN, LOGIN_FIELDS, ScreenText, StandInOcr, act

PASSWORD = "harbour-lights-2026"
OPTIONS = RecordOptions(
    name="log_in",
    goal="log in",
    params=Parameters({"user": "jane", "password": PASSWORD}, frozenset({"password"})),
)
INVALID = ("Invalid credentials", 100, 280)


def _retyped(screens: ScreenText, slip: str, *, click_again: tuple[int, int] | None) -> Demonstration:
    """Log in with ``slip`` typed into the password field first, then the password typed over it
    (after a click into the field at ``click_again``, or right after select-all when None)."""
    f0 = screens.screen(*LOGIN, fields=LOGIN_FIELDS)
    f1 = screens.screen(*LOGIN, ("jane", 260, 100), fields=LOGIN_FIELDS)
    f2 = screens.screen(*LOGIN, ("jane", 260, 100), ("•••••••••••", 260, 160), fields=LOGIN_FIELDS)
    f3 = screens.screen(*LOGIN, ("jane", 260, 100), ("•••••••••••", 260, 160), INVALID, fields=LOGIN_FIELDS)
    f4 = screens.screen(*LOGIN, ("jane", 260, 100), ("••••••••••••••••••", 260, 160), INVALID, fields=LOGIN_FIELDS)
    f5 = screens.screen(*HOME)
    actions = [
        act(ActionKind.CLICK, f0, f0, x=400, y=108),
        act(ActionKind.TYPE, f0, f1, text="jane"),
        act(ActionKind.CLICK, f1, f1, x=400, y=168),
        act(ActionKind.TYPE, f1, f2, text=slip),
        act(ActionKind.CLICK, f2, f3, x=120, y=228),  # "Log in": the error shows
    ]
    if click_again is not None:
        actions.append(act(ActionKind.CLICK, f3, f3, x=click_again[0], y=click_again[1]))
    actions += [
        act(ActionKind.KEY, f3, f3, keys="ctrl+a"),
        act(ActionKind.TYPE, f3, f4, text=PASSWORD),
        act(ActionKind.KEY, f4, f5, keys="Return"),
    ]
    return Demonstration(":99", actions, first=f0, last=f5, stop_reason="stop_key")


def _everything_written(recorded) -> str:  # type: ignore[no-untyped-def]
    return recorded.to_yaml("\n".join(recorded.warnings)) + "\n".join(recorded.warnings)


SLIPS = {
    "near-copy-same-field": ("harbour-lights-2025", (380, 170)),
    "caps-lock-right-after-select-all": ("HARBOUR-LIGHTS-2026", None),
    "another-password-same-field": ("letmein-Kestrel7", (300, 165)),
}


@pytest.mark.parametrize("name", sorted(SLIPS))
def test_text_typed_where_the_secret_went_next_is_never_written(name: str) -> None:
    slip, again = SLIPS[name]
    screens = ScreenText()
    recorded = build_task(_retyped(screens, slip, click_again=again), StandInOcr(screens), OPTIONS)
    written = _everything_written(recorded)
    assert slip not in written and slip.casefold() not in written.casefold()
    assert PASSWORD not in written
    typed = [a.get("text") for s in recorded.data["steps"] for a in s["actions"] if a["skill"] in ("type", "fill")]
    assert typed == ["{user}", "{password}"], recorded.data["steps"]
    assert any("a slip" in w for w in recorded.warnings)


def test_a_near_copy_of_a_secret_typed_into_another_field_is_never_written() -> None:
    screens = ScreenText()
    f0 = screens.screen(*LOGIN, fields=LOGIN_FIELDS)
    f1 = screens.screen(*LOGIN, ("harbour-lights-2O26", 260, 100), fields=LOGIN_FIELDS)
    f2 = screens.screen(*LOGIN, ("harbour-lights-2O26", 260, 100), ("••••", 260, 160), fields=LOGIN_FIELDS)
    f3 = screens.screen(*HOME)
    demo = Demonstration(
        ":99",
        [
            act(ActionKind.CLICK, f0, f0, x=400, y=108),
            act(ActionKind.TYPE, f0, f1, text="harbour-lights-2O26"),  # into Username, with an O for a 0
            act(ActionKind.CLICK, f1, f1, x=400, y=168),
            act(ActionKind.TYPE, f1, f2, text=PASSWORD),
            act(ActionKind.KEY, f2, f3, keys="Return"),
        ],
        first=f0,
        last=f3,
        stop_reason="stop_key",
    )
    options = RecordOptions(
        name="log_in", goal="log in", params=Parameters({"password": PASSWORD}, frozenset({"password"}))
    )
    recorded = build_task(demo, StandInOcr(screens), options)
    written = _everything_written(recorded)
    assert "harbour-lights-2O26" not in written and "2O26" not in written


def test_typing_into_another_field_before_the_secret_is_kept() -> None:
    """Only the field that took the secret: the user name typed before it is the task's own."""
    screens = ScreenText()
    demo = _retyped(screens, "harbour-lights-2025", click_again=(380, 170))
    assert secret_slips(demo.actions, {"password": PASSWORD}) == {3: "password"}


def test_the_kept_demonstration_holds_no_slip_and_reads_back_into_the_same_task(tmp_path: Path) -> None:
    screens = ScreenText()
    demo = _retyped(screens, "letmein-Kestrel7", click_again=(300, 165))
    demo.ocr_cache = {}
    save_demonstration(demo, tmp_path / "kept", secrets={"password": PASSWORD})
    for path in (tmp_path / "kept").rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert b"letmein-Kestrel7" not in data and PASSWORD.encode() not in data, path
    back = load_demonstration(tmp_path / "kept", secrets={"password": PASSWORD})
    recorded = build_task(back, StandInOcr(screens), OPTIONS)
    typed = [a.get("text") for s in recorded.data["steps"] for a in s["actions"] if a["skill"] in ("type", "fill")]
    assert typed == ["{user}", "{password}"]


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("harbour-lights-2025", True),
        ("xx harbour-lights-202 yy", True),
        ("HARBOUR-LIGHTS-2026", True),
        ("harbour-lights-2026", True),
        ("harbour", False),
        ("Backup server", False),
        ("harbour-nights-1999", False),
    ],
)
def test_a_near_copy_is_a_few_edits_of_the_secret_anywhere_in_the_text(text: str, near: bool) -> None:
    assert near_secret(text, PASSWORD) is near


def test_a_short_secret_is_only_ever_matched_exactly() -> None:
    assert near_secret("my 4711 code", "4711") and not near_secret("4712", "4711")


def test_a_short_secret_typed_or_with_a_digit_counts_inside_a_longer_run() -> None:
    # A screen's number that holds a PIN's digits ("47112", "order 147110") is left out of the file;
    # typed text counts wherever it holds the value. Only letters, on a screen, need a word of their own.
    assert near_secret("47112", "4711") and near_secret("order 147110", "4711")
    assert near_secret("kaiser", "kai", typed=True) and not near_secret("Kaiser", "kai")


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("kai", True),
        ("Signed in as Kai", True),
        ("user: kai2", True),  # a digit starts another word
        ("Kaiser", False),  # letters inside a longer word
        ("Makai beach", False),
        ("kaj", False),  # a three-letter word a letter off is another word
        ("mai", False),
        ("rZkai0Q+lh/", False),
    ],
)
def test_a_short_secret_is_held_only_as_a_word_of_its_own(text: str, near: bool) -> None:
    assert near_secret(text, "kai") is near


def test_a_short_secret_in_a_script_without_spaces_counts_wherever_it_stands() -> None:
    assert near_secret("客户张伟的订单", "张伟")


def _task(anchors: list[str], texts: list[str], target: str = "Orders", near: str = "Hello kai") -> dict[str, object]:
    return {
        "name": "t",
        "steps": [
            {
                "name": "1",
                "expect": {"anchors": anchors, "layout": "QUJD/kai+WFla"},
                "actions": [
                    {"skill": "click", "target_text": target},
                    {"skill": "click", "point": [4, 4], "near": {"text": near, "dx": 1, "dy": 1}},
                ],
                "done_when": {"texts": texts},
            }
        ],
    }


def test_a_secret_in_a_text_only_checked_is_left_out_and_its_place_named() -> None:
    data = _task(["Orders", "Signed in as kai"], ["Saved", "kai: saved"])
    warnings = drop_secret_leaves(data, {"user": "kai"})
    step = data["steps"][0]  # type: ignore[index]
    assert step["expect"]["anchors"] == ["Orders"] and step["done_when"]["texts"] == ["Saved"]
    assert "near" not in step["actions"][1] and step["actions"][1]["point"] == [4, 4]
    assert warnings == [
        "steps[0].expect.anchors[1] held secret 'user' or a near copy of it; left out (only checked)",
        "steps[0].actions[1].near.text held secret 'user' or a near copy of it; left out (only checked)",
        "steps[0].done_when.texts[1] held secret 'user' or a near copy of it; left out (only checked)",
    ]
    assert "kai" not in yaml.safe_dump(data).replace("QUJD/kai+WFla", "")


def test_a_layout_signature_is_numbers_and_never_refuses_a_file() -> None:
    """Base64 of a layout holds a short secret's letters by chance ("QUJD/kai+WFla" holds "kai")."""
    data = _task(["Orders"], ["Saved"])
    assert drop_secret_leaves(data, {"user": "a2F"}) == []


@pytest.mark.parametrize(
    ("anchors", "target", "place"),
    [
        (["Orders"], "kai", "steps[0].actions[0].target_text"),  # what the run does
        (["Hi kai"], "Orders", "steps[0].expect.anchors[0]"),  # the only anchor
    ],
)
def test_a_secret_the_run_needs_refuses_the_file_and_names_the_place(
    anchors: list[str], target: str, place: str
) -> None:
    with pytest.raises(RecordingError, match=re.escape(f"task file's {place} would hold secret 'user'")):
        drop_secret_leaves(_task(anchors, ["Saved"], target), {"user": "kai"})
