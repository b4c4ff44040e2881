"""The recorder hears a display passively: XRecord on a real Xvfb, driven by xdotool (XTest)."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from screenroute.edge.record import ActionDecoder, ActionKind, RawInput, RecordError, RecordingSession, XRecordListener
from screenroute.edge.sandbox import find_free_display, release_display

pytestmark = pytest.mark.desktop


@pytest.fixture
def display() -> Iterator[str]:
    """A bare Xvfb (no window manager, no app): input goes to the root window, which is all XRecord needs."""
    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        pytest.skip("Xvfb and xdotool are needed (run .ci/setup)")
    number = find_free_display()
    proc = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 20
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        assert time.monotonic() < deadline and proc.poll() is None, "Xvfb did not start"
        time.sleep(0.05)
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)
    release_display(number)


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display), check=True, timeout=30)


def test_the_listener_hears_clicks_typing_chords_and_the_wheel(display: str) -> None:
    events: list[RawInput] = []
    listener = XRecordListener(display, events.append)
    listener.start()
    try:
        xdotool(display, "mousemove", "100", "200", "click", "1")
        xdotool(display, "type", "--delay", "20", "Hi é中")
        xdotool(display, "key", "ctrl+shift+n")
        xdotool(display, "click", "5", "click", "5", "click", "5")
        time.sleep(0.5)
    finally:
        listener.stop()
    decoder = ActionDecoder()
    actions = [a for e in events for a in decoder.feed(e)] + decoder.finish()
    assert [(a.kind, a.x, a.y) for a in actions if a.kind is ActionKind.CLICK] == [(ActionKind.CLICK, 100, 200)]
    # xdotool binds a spare keycode for characters the keymap lacks ("中"); the listener follows.
    assert [a.text for a in actions if a.kind is ActionKind.TYPE] == ["Hi é中"]
    assert [a.keys for a in actions if a.kind is ActionKind.KEY] == ["ctrl+shift+n"]
    assert [a.amount for a in actions if a.kind is ActionKind.SCROLL] == [3]
    # Times are on this process's clock, in order, and recent.
    times = [e.time for e in events]
    assert times == sorted(times) and abs(times[-1] - time.monotonic()) < 30


def test_a_session_stops_at_the_stop_key_with_before_and_after_frames(display: str) -> None:
    session = RecordingSession(display, stop_chord="Pause", max_seconds=120)
    ready = threading.Event()
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(session.run(on_ready=ready.set)))
    thread.start()
    assert ready.wait(60)
    xdotool(display, "mousemove", "50", "60", "click", "1")
    time.sleep(0.3)
    xdotool(display, "type", "--delay", "30", "abc")
    time.sleep(0.3)
    xdotool(display, "key", "Pause")
    thread.join(60)
    demo = result[0]
    assert demo.stop_reason == "stop_key"  # type: ignore[attr-defined]
    kinds = [(a.kind, a.text) for a in demo.actions]  # type: ignore[attr-defined]
    assert kinds == [(ActionKind.CLICK, ""), (ActionKind.TYPE, "abc")]
    assert all(a.before is not None and a.after is not None for a in demo.actions)  # type: ignore[attr-defined]


def test_a_session_stops_when_told_to(display: str) -> None:
    session = RecordingSession(display, max_seconds=120)
    ready = threading.Event()
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(session.run(on_ready=ready.set)))
    thread.start()
    assert ready.wait(60)
    session.stop("signal")
    thread.join(30)
    assert result[0].stop_reason == "signal" and result[0].actions == []  # type: ignore[attr-defined]


def test_a_display_that_is_not_there_is_a_clear_error() -> None:
    with pytest.raises(RecordError, match="cannot open display"):
        XRecordListener(":4999", lambda e: None).start()


def test_the_record_command_stops_on_sigint_and_says_why_there_is_no_task(display: str, tmp_path: Path) -> None:
    import signal
    import sys

    out = tmp_path / "task.yaml"
    proc = subprocess.Popen(
        [sys.executable, "-m", "screenroute.router.app.cli", "record", "--display", display, "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stderr is not None
    said = []
    while not any("listening on" in line for line in said):
        line = proc.stderr.readline()
        if not line:  # the recorder ended before it listened
            raise AssertionError("".join(said) + proc.stderr.read())
        said.append(line)
    assert not any("warning" in line for line in said), "".join(said)  # a display of one's own is no fault
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 2 and "stopped (signal)" in err and "no action that can be replayed" in err
    assert not out.exists()
