"""Input fields found by their shape and named by layout, on real pages in real Chromium and a GTK form.

The page is a classic server-rendered tracker's: no ``<label>`` elements, so clicking a label's
word focuses nothing. Where each element is comes from the page itself (its bounding box), never
from coordinates written here; what the edge must call it is what a person reads next to it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from screenroute.contract import Action, FieldTarget, normalise
from screenroute.edge.capture import MssScreen
from screenroute.edge.fields import field_at, find_fields
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.edge.sandbox.program import DesktopProgram
from screenroute.edge.skills.executor import SkillExecutor
from screenroute.edge.skills.x11 import XTestInput

pytestmark = pytest.mark.desktop

# element id -> (label, kind, placeholder, occurrence among the fields of that name)
FIELDS = {
    "u": ("Login", "edit", "", 0),  # under the sidebar's heading
    "p": ("Login", "edit", "", 1),  # under the one above it: the same heading's second field
    "remember": ("Remember me", "checkbox", "", 0),  # its text right of it
    "show": ("Show issue", "edit", "", 0),
    "title": ("Title", "edit", "", 0),  # a table header left of it
    "prio": ("Priority", "combo", "", 0),  # OCR glues the header to the value: "Prioritybug"
    "note": ("Change Note", "multiline", "", 0),  # its label right above it
    "nosy": ("Add me to the nosy list", "checkbox", "", 0),
    "search": ("", "edit", "Search issues", 0),  # only a placeholder
}
BUTTONS = ("login", "submit")


@pytest.fixture(scope="module")
def ocr():  # type: ignore[no-untyped-def]
    return create_ocr_engine("rapidocr")


def _centre(box: Sandbox, element: str, scale: float) -> tuple[int, int]:
    rect = json.loads(
        str(box.evaluate(f"JSON.stringify(document.getElementById('{element}').getBoundingClientRect())"))
    )
    return round((rect["x"] + rect["width"] / 2) * scale), round((rect["y"] + rect["height"] / 2) * scale)


def _named(got: str, want: str) -> bool:
    return normalise(got) == normalise(want)


def test_a_click_into_a_field_is_the_field_named_by_layout(
    sandbox: Sandbox, screen: MssScreen, web: str, load: Callable[..., None], ocr
) -> None:  # type: ignore[no-untyped-def]
    load(sandbox, f"{web}/issues.html", "Issues")
    frame = screen.grab()
    lines = ocr.read(frame.pixels)
    for element, (label, kind, placeholder, occurrence) in FIELDS.items():
        field = field_at(frame.pixels, lines, *_centre(sandbox, element, 1.0), read=ocr.read)
        assert field is not None, element
        assert (field.kind, field.placeholder) == (kind, bool(placeholder)), (element, field)
        assert _named(field.label, label) and _named(field.inside if placeholder else "", placeholder), (element, field)
        # What the recorder writes finds the same field again, counted the same way.
        again = find_fields(frame.pixels, lines, field.target())
        assert [f.box for f in again].index(field.box) == occurrence, (element, again)
    for button in BUTTONS:  # a button's text is a text target, not a field
        assert field_at(frame.pixels, lines, *_centre(sandbox, button, 1.0)) is None, button


@pytest.fixture(scope="module", params=[(1.25, "dark"), (1.5, "light")], ids=["125-dark", "150-light"])
def scaled(request: pytest.FixtureRequest, web: str) -> Iterator[tuple[Sandbox, MssScreen, XTestInput]]:
    scale, theme = request.param
    with (
        Sandbox(SandboxConfig(start_url=f"{web}/issues.html", scale=scale, theme=theme)) as box,
        MssScreen(box.display, scale=scale) as shots,
        XTestInput(box.display, box.geometry()) as keys,
    ):
        yield box, shots, keys


def test_the_runner_finds_each_field_again_at_another_scale_and_theme(scaled, ocr, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    box, shots, keys = scaled
    ex = SkillExecutor(shots, keys, ocr, open_url=box.open_url)
    frame = ex.observe()
    lines = ocr.read(frame.pixels)
    for element, (label, kind, placeholder, occurrence) in FIELDS.items():
        target = FieldTarget(label="Rememberme" if element == "remember" else label, placeholder=placeholder, kind=kind)
        result = ex.run(Action("click", target_field=target, occurrence=occurrence), frame, lines)
        assert result.ok, (element, result.detail)
        if kind == "checkbox":
            assert box.evaluate(f"document.getElementById('{element}').checked") is True, element
        else:
            assert box.evaluate("document.activeElement.id") == element, element
        if kind == "combo":
            ex.run(Action("key", keys="Escape"), ex.observe())  # its list opened: close it
        frame = ex.observe()
    # A fill grounds its field the same way; what has the focus after it is that field, by name.
    result = ex.run(Action("fill", target_field=FieldTarget("Change Note", kind="multiline"), text="Paper jam"), frame)
    assert result.ok, result.detail
    assert box.evaluate("document.getElementById('note').value") == "Paper jam"
    result = ex.run(Action("fill", target_field=FieldTarget("Login"), occurrence=1, text="s3cret"), ex.observe())
    assert result.ok and box.evaluate("document.getElementById('p').value") == "s3cret", result.detail
    assert ex.focused is not None and ex.focused.label == "Login"


class ZenityForm(DesktopProgram):
    """A GTK 3 form (zenity --forms): labels left of entries and a combo box, as any GTK dialog draws them."""

    window_class = "Zenity"
    needs_path = False
    settle_s = 1.0

    def prepare(self, home: Path, width: int, height: int) -> None:
        home.mkdir(parents=True, exist_ok=True)

    def argv(self, path: Path | None) -> list[str]:
        return ["zenity", "--forms", "--title", "New contact", "--text", "Add a contact",
                "--add-entry", "First name", "--add-entry", "Last name", "--add-password", "PIN",
                "--add-combo", "Team", "--combo-values", "Sales|Support|Ops"]  # fmt: skip


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_native_gtk_form_is_filled_by_its_fields(scale: float, ocr, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from screenroute.edge.sandbox.program import ProgramSandbox

    if shutil.which("zenity") is None:
        pytest.skip("zenity is not installed (run .ci/setup)")
    with (
        ProgramSandbox(ZenityForm(), scale=scale) as box,
        MssScreen(box.display, scale=scale) as shots,
        XTestInput(box.display, box.geometry()) as keys,
    ):
        ex = SkillExecutor(shots, keys, ocr, open_url=lambda url: None)
        frame = ex.observe()
        lines = ocr.read(frame.pixels)
        team = find_fields(frame.pixels, lines, FieldTarget("Team"))
        assert [f.kind for f in team] == ["combo"]
        for label, value in (("First name", "Ada"), ("Last name", "Lovelace"), ("PIN", "4711")):
            result = ex.run(Action("fill", target_field=FieldTarget(label, kind="edit"), text=value), ex.observe())
            assert result.ok, (label, result.detail)
        assert ex.run(Action("click", target_text="OK"), ex.observe()).ok
        log = box.workdir / "Zenity.log"
        for _ in range(50):
            if "Ada|Lovelace|4711" in log.read_text(errors="replace"):
                break
            ex.observe()
        assert "Ada|Lovelace|4711" in log.read_text(errors="replace")
