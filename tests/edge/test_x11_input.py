"""The input backends (XTest, the default, and xdotool) against real Chromium pages."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from screenroute.edge.capture import MssScreen
from screenroute.edge.errors import SkillError
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.skills.clipboard import ClipboardPaste
from screenroute.edge.skills.x11 import InputBackend, XdotoolInput, XTestInput, create_input

Loader = Callable[[Sandbox, str, str], None]


@pytest.fixture(params=["xtest", "xdotool"])
def backend(request: pytest.FixtureRequest, sandbox: Sandbox) -> Iterator[InputBackend]:
    """Each input backend on the session's sandbox."""
    made = create_input(request.param, sandbox.display, sandbox.geometry())
    yield made
    if isinstance(made, XTestInput):
        made.close()


def test_backends_are_input_backends() -> None:
    assert isinstance(XdotoolInput(":0"), InputBackend)
    with pytest.raises(ValueError, match="xtest"):
        create_input("robot", ":0")


def test_bad_arguments_fail_before_touching_the_display() -> None:
    inp = XdotoolInput(":4999", ScreenGeometry(0, 0, 100, 100))
    with pytest.raises(SkillError, match="outside"):
        inp.click(100, 5)
    with pytest.raises(SkillError, match="button"):
        inp.click(5, 5, button=7)
    with pytest.raises(SkillError, match="chord"):
        inp.key("ctrl+l; rm -rf /")
    with pytest.raises(SkillError, match="chord"):
        inp.key("Escape exec touch x")
    with pytest.raises(SkillError, match="integer"):
        inp.scroll(5, 5, 10**6)
    with pytest.raises(ValueError, match="timeout_s"):
        XdotoolInput(":0", timeout_s=0)


def test_xtest_needs_a_display() -> None:
    with pytest.raises(SkillError, match="display"):
        XTestInput(":4999")


@pytest.mark.desktop
def test_xdotool_errors_carry_stderr() -> None:
    with pytest.raises(SkillError, match="xdotool mousemove failed") as err:
        XdotoolInput(":4999", timeout_s=5).click(1, 1)
    assert "4999" in str(err.value) or "display" in str(err.value).lower()


def _focus_input(sandbox: Sandbox, inputs: InputBackend, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/input.html", "Input")
    inputs.click(400, 125)
    # The server has the events when click() returns; the page handles them a moment later.
    deadline = time.monotonic() + 3
    while sandbox.evaluate("document.activeElement.id") != "t" and time.monotonic() < deadline:
        time.sleep(0.02)
    assert sandbox.evaluate("document.activeElement.id") == "t"


def _field_value(sandbox: Sandbox, expected: str) -> str:
    deadline = time.monotonic() + 3
    value = sandbox.evaluate("document.getElementById('t').value")
    while value != expected and time.monotonic() < deadline:
        time.sleep(0.05)
        value = sandbox.evaluate("document.getElementById('t').value")
    return str(value)


@pytest.mark.desktop
@pytest.mark.parametrize(
    "text",
    ["hello world 123!", "张伟 测试 café", "Grüße, 東京 №5", "$(touch x); `id` | rm -rf ~ && echo 'x' \"y\" <z>"],
)
def test_typed_text_arrives_intact(
    sandbox: Sandbox, backend: InputBackend, web: str, load: Loader, text: str, tmp_path: Path
) -> None:
    _focus_input(sandbox, backend, web, load)
    backend.type_text(text)
    assert _field_value(sandbox, text) == text
    # Shell syntax is typed, never run.
    assert not Path("x").exists() and not (tmp_path / "x").exists()
    deadline = time.monotonic() + 3
    # The page mirrors the value into its title; the X window title follows asynchronously.
    while not sandbox.window_title().startswith(f"v:{text}") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandbox.window_title().startswith(f"v:{text}")


@pytest.mark.desktop
def test_typed_text_never_appears_on_a_command_line(
    sandbox: Sandbox, backend: InputBackend, web: str, load: Loader
) -> None:
    """A password typed through either backend is on no process's argument vector while it is typed."""
    _focus_input(sandbox, backend, web, load)
    secret = "S3cret-" + os.urandom(4).hex()
    seen: list[str] = []
    stop = time.monotonic() + 5

    def watch() -> None:
        while time.monotonic() < stop:
            for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
                try:
                    seen.append(cmdline.read_bytes().decode(errors="replace"))
                except OSError:
                    pass

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    backend.type_text(secret + " 秘密")
    stop = time.monotonic()
    watcher.join(timeout=5)
    assert _field_value(sandbox, secret + " 秘密") == secret + " 秘密"
    assert seen and not [c for c in seen if secret in c]


def _clipboard_text(sandbox: Sandbox) -> bytes:
    out = subprocess.run(
        ["xclip", "-selection", "clipboard", "-out", "-target", "UTF8_STRING"],
        check=False, env=sandbox.env, capture_output=True, timeout=5,
    )  # fmt: skip
    return out.stdout


@pytest.mark.desktop
def test_a_pasted_text_is_on_no_clipboard_once_the_next_action_runs(
    sandbox: Sandbox, backend: InputBackend, web: str, load: Loader
) -> None:
    """A password pasted into its field cannot be pasted again by a later action (a planner's Ctrl+V)."""
    _focus_input(sandbox, backend, web, load)
    backend.type_text("秘密 password")
    assert _field_value(sandbox, "秘密 password") == "秘密 password"
    backend.key("End")
    assert "秘密".encode() not in _clipboard_text(sandbox)
    backend.key("ctrl+v")
    backend.type_text("!")
    assert _field_value(sandbox, "秘密 password!") == "秘密 password!"
    pgrep = subprocess.run(["pgrep", "-af", "xclip"], check=False, capture_output=True, text=True).stdout
    assert "-in" not in pgrep  # no program holds the text either


def _read_clipboard_later(sandbox: Sandbox, delays: list[float], fetched: list[bytes]) -> threading.Thread:
    """An application that asks for the targets and then the text, once per delay (a busy machine)."""

    def app() -> None:
        for delay in delays:
            time.sleep(delay)
            targets = ["xclip", "-selection", "clipboard", "-out", "-target", "TARGETS"]
            subprocess.run(targets, check=False, env=sandbox.env, capture_output=True, timeout=5)
            fetched.append(_clipboard_text(sandbox))

    return threading.Thread(target=app)


@pytest.mark.desktop
def test_a_paste_waits_for_an_application_that_asks_late(sandbox: Sandbox) -> None:
    """The owner serves until the app has fetched the text, however late it asks (a loaded
    machine): an owner gone after a fixed grace made the paste silently empty."""
    clipboard = ClipboardPaste(sandbox.env, timeout_s=10)
    fetched: list[bytes] = []
    reader = _read_clipboard_later(sandbox, [0.8], fetched)  # well past any grace a paste could afford
    clipboard.paste("文件夹 late", reader.start)
    reader.join(timeout=10)
    assert fetched == ["文件夹 late".encode()]
    clipboard.release()
    assert "文件夹".encode() not in _clipboard_text(sandbox)


@pytest.mark.desktop
def test_an_application_that_reads_twice_gets_the_text_both_times(sandbox: Sandbox) -> None:
    """Chromium reads the text twice per paste; the second read, late on a busy machine, is what
    it inserts. Counting served requests released the clipboard after the first: an empty paste."""
    clipboard = ClipboardPaste(sandbox.env, timeout_s=10)
    fetched: list[bytes] = []
    reader = _read_clipboard_later(sandbox, [0.1, 1.5], fetched)
    clipboard.paste("Grüße, 東京 №5", reader.start)
    reader.join(timeout=10)
    clipboard.release()
    assert fetched == ["Grüße, 東京 №5".encode()] * 2
    assert "東京".encode() not in _clipboard_text(sandbox)


def test_a_paste_without_a_display_is_a_clear_error() -> None:
    clipboard = ClipboardPaste(dict(os.environ, DISPLAY=":4999"), timeout_s=2)
    with pytest.raises(SkillError, match=r"xclip|clipboard"):
        clipboard.paste("文件夹", lambda: None)


@pytest.mark.desktop
def test_a_paste_nobody_asks_for_is_an_error(sandbox: Sandbox) -> None:
    """A paste key that reaches no text field is reported, not taken for typed text."""
    clipboard = ClipboardPaste(sandbox.env, timeout_s=0.5)
    with pytest.raises(SkillError, match="did not ask for the pasted text"):
        clipboard.paste("无人 nobody", lambda: None)
    assert "无人".encode() not in _clipboard_text(sandbox)


@pytest.mark.desktop
def test_one_chord_acts_on_the_page_and_a_chain_is_refused(
    sandbox: Sandbox, backend: InputBackend, web: str, load: Loader
) -> None:
    _focus_input(sandbox, backend, web, load)
    backend.type_text("abc def")
    backend.key("ctrl+a")
    backend.key("BackSpace")
    backend.type_text("x")
    assert _field_value(sandbox, "x") == "x"
    # Several chords in one action were how `xdotool key Escape exec touch x` ran a program.
    with pytest.raises(SkillError, match="not one chord"):
        backend.key("ctrl+a BackSpace")
    backend.key("shift+Home")
    backend.key("plus")  # a shifted key on the keymap: the backend adds Shift itself
    assert _field_value(sandbox, "+") == "+"


@pytest.mark.desktop
def test_scroll_and_move(sandbox: Sandbox, backend: InputBackend, screen: MssScreen, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/tall.html", "Tall")
    backend.scroll(640, 400, 3)
    deadline = time.monotonic() + 3
    while sandbox.evaluate("window.scrollY") == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    down = sandbox.evaluate("window.scrollY")
    assert down > 0
    backend.scroll(640, 400, -3)
    deadline = time.monotonic() + 3
    while sandbox.evaluate("window.scrollY") >= down and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandbox.evaluate("window.scrollY") < down
    backend.move(321, 123)
    assert backend.pointer() == (321, 123)  # type: ignore[attr-defined]


@pytest.mark.desktop
@pytest.mark.parametrize(
    ("text", "compound"), [("Grüße", "Grüße".encode("latin-1")), ("東京", b"\x1b%G" + "東京".encode() + b"\x1b%@")]
)
def test_a_motif_application_gets_compound_text(sandbox: Sandbox, text: str, compound: bytes) -> None:
    """Motif asks for COMPOUND_TEXT: Latin-1 as it is, any other script as its UTF-8 escape."""
    clipboard = ClipboardPaste(sandbox.env, timeout_s=10)
    fetched: list[bytes] = []

    def motif_app() -> None:
        argv = ["xclip", "-selection", "clipboard", "-out", "-target", "COMPOUND_TEXT"]
        fetched.append(subprocess.run(argv, check=False, env=sandbox.env, capture_output=True, timeout=5).stdout)

    reader = threading.Thread(target=motif_app)
    clipboard.paste(text, reader.start)
    reader.join(timeout=10)
    clipboard.release()
    assert fetched == [compound]


@pytest.mark.desktop
def test_the_text_is_served_no_longer_than_its_limit_however_often_it_is_asked_for(sandbox: Sandbox) -> None:
    """Any client of the display could read the text while it is served: requests do not keep it served."""
    clipboard = ClipboardPaste(sandbox.env, timeout_s=10, linger_s=1.0, serve_s=1.5)
    fetched: list[bytes] = []
    reader = _read_clipboard_later(sandbox, [0.0] + [0.2] * 15, fetched)  # asks again and again for 3 s and more
    clipboard.paste("秘密 flood", reader.start)
    reader.join(timeout=30)
    assert fetched[0] == "秘密 flood".encode() and fetched[-1] == b""
    clipboard.release()
