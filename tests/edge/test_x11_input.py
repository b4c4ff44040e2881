"""The xdotool/xclip input backend against real Chromium pages."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable

import pytest

from edge.capture import MssScreen
from edge.errors import SkillError
from edge.geometry import ScreenGeometry
from edge.sandbox import Sandbox
from edge.skills.x11 import InputBackend, XdotoolInput

Loader = Callable[[Sandbox, str, str], None]


def test_xdotool_input_is_an_input_backend() -> None:
    assert isinstance(XdotoolInput(":0"), InputBackend)


def test_bad_arguments_fail_before_touching_the_display() -> None:
    inp = XdotoolInput(":4999", ScreenGeometry(0, 0, 100, 100))
    with pytest.raises(SkillError, match="outside"):
        inp.click(100, 5)
    with pytest.raises(SkillError, match="button"):
        inp.click(5, 5, button=7)
    with pytest.raises(SkillError, match="chord"):
        inp.key("ctrl+l; rm -rf /")
    with pytest.raises(ValueError):
        XdotoolInput(":0", timeout_s=0)


@pytest.mark.desktop
def test_backend_errors_carry_stderr() -> None:
    with pytest.raises(SkillError, match="xdotool mousemove failed") as err:
        XdotoolInput(":4999", timeout_s=5).click(1, 1)
    assert "4999" in str(err.value) or "display" in str(err.value).lower()


def _focus_input(sandbox: Sandbox, inputs: XdotoolInput, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/input.html", "Input")
    inputs.click(400, 125)
    assert sandbox.evaluate("document.activeElement.id") == "t"


@pytest.mark.desktop
@pytest.mark.parametrize("text", ["hello world 123!", "张伟 测试 café", "Grüße, 東京 №5"])
def test_typed_text_arrives_intact(sandbox: Sandbox, inputs: XdotoolInput, web: str, load: Loader,
                                   text: str) -> None:
    _focus_input(sandbox, inputs, web, load)
    inputs.type_text(text)
    deadline = time.monotonic() + 3
    while sandbox.evaluate("document.getElementById('t').value") != text and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandbox.evaluate("document.getElementById('t').value") == text
    # The page mirrors the value into its title; the X window title follows asynchronously.
    while not sandbox.window_title().startswith(f"v:{text}") and time.monotonic() < deadline + 2:
        time.sleep(0.05)
    assert sandbox.window_title().startswith(f"v:{text}")


@pytest.mark.desktop
def test_paste_releases_the_clipboard_and_leaves_no_xclip(sandbox: Sandbox, inputs: XdotoolInput, web: str,
                                                          load: Loader) -> None:
    _focus_input(sandbox, inputs, web, load)
    inputs.type_text("秘密 password")
    out = subprocess.run(["xclip", "-selection", "clipboard", "-out"], env=sandbox.env,
                         capture_output=True, timeout=5)
    assert "秘密".encode() not in out.stdout
    pgrep = subprocess.run(["pgrep", "-af", "xclip"], capture_output=True, text=True).stdout
    assert "-quiet" not in pgrep


@pytest.mark.desktop
def test_key_chord_acts_on_the_page(sandbox: Sandbox, inputs: XdotoolInput, web: str, load: Loader) -> None:
    _focus_input(sandbox, inputs, web, load)
    inputs.type_text("abc def")
    inputs.key("ctrl+a BackSpace")
    inputs.type_text("x")
    time.sleep(0.1)
    assert sandbox.evaluate("document.getElementById('t').value") == "x"


@pytest.mark.desktop
def test_scroll_and_move(sandbox: Sandbox, inputs: XdotoolInput, screen: MssScreen, web: str,
                         load: Loader) -> None:
    load(sandbox, f"{web}/tall.html", "Tall")
    inputs.scroll(640, 400, 3)
    deadline = time.monotonic() + 3
    while sandbox.evaluate("window.scrollY") == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    down = sandbox.evaluate("window.scrollY")
    assert down > 0
    inputs.scroll(640, 400, -3)
    deadline = time.monotonic() + 3
    while sandbox.evaluate("window.scrollY") >= down and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandbox.evaluate("window.scrollY") < down
    inputs.move(321, 123)
    assert inputs.pointer() == (321, 123)
