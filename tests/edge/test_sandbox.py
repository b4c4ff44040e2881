"""The sandbox: real Xvfb + openbox + kiosk Chromium, started, varied, and torn down completely."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from screenroute.edge.capture import MssScreen
from screenroute.edge.errors import SandboxError
from screenroute.edge.frame import Frame
from screenroute.edge.sandbox import Sandbox, SandboxConfig, chromium_preferences, find_free_display, release_display
from screenroute.edge.skills.x11 import XdotoolInput

Loader = Callable[[Sandbox, str, str], None]


def _pgrep(pattern: str) -> list[str]:
    out = subprocess.run(["pgrep", "-af", pattern], capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if "pgrep" not in line]


def _red_box(frame: Frame) -> tuple[int, int, int, int]:
    p = frame.pixels.astype(int)
    ys, xs = np.nonzero((p[:, :, 0] > 150) & (p[:, :, 1] < 60) & (p[:, :, 2] < 60))
    assert xs.size, "red box not on screen"
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


# -- config (no desktop needed) -------------------------------------------------------------


def test_config_rejects_unknown_scale_with_choices() -> None:
    with pytest.raises(ValidationError) as err:
        SandboxConfig(scale=2.0)
    assert "scale" in str(err.value) and "1.25" in str(err.value)


def test_config_rejects_bad_theme_url_and_unknown_field() -> None:
    with pytest.raises(ValidationError):
        SandboxConfig(theme="sepia")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        SandboxConfig(start_url="ftp://x")
    with pytest.raises(ValidationError):
        SandboxConfig(colour="red")  # type: ignore[call-arg]


def test_preferences_enable_password_manager_and_silent_downloads(tmp_path: Path) -> None:
    prefs = chromium_preferences(tmp_path, password_manager=True)
    assert prefs["credentials_enable_service"] is True
    assert prefs["profile"]["password_manager_enabled"] is True  # type: ignore[index]
    assert prefs["download"] == {
        "default_directory": str(tmp_path),
        "prompt_for_download": False,
        "directory_upgrade": True,
    }


def test_free_displays_are_distinct_while_reserved() -> None:
    a, b = find_free_display(), find_free_display()
    try:
        assert a != b
        assert not Path(f"/tmp/.X11-unix/X{a}").exists()
    finally:
        release_display(a)
        release_display(b)


# -- real desktop ---------------------------------------------------------------------------


@pytest.mark.desktop
def test_start_stop_leaves_no_process_and_no_profile(web: str) -> None:
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html"))
    box.start()
    display, profile, workdir = box.display, str(box.profile_dir), box.workdir
    assert _pgrep(profile), "chromium should run on the profile"
    assert _pgrep(f"Xvfb {display} ")
    box.stop()
    assert _pgrep(profile) == []
    assert _pgrep(f"Xvfb {display} ") == []
    assert not workdir.exists()
    assert not Path(f"/tmp/.X11-unix/X{display[1:]}").exists()
    box.stop()  # idempotent


@pytest.mark.desktop
def test_start_failure_raises_with_log_and_cleans_up(web: str) -> None:
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", chromium="/bin/false", start_timeout_s=5))
    with pytest.raises(SandboxError, match="chromium exited"):
        box.start()
    assert not box.running
    assert box._workdir is None


@pytest.mark.desktop
def test_a_browser_that_aborts_while_starting_is_started_once_more(
    web: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Chromium aborting at start (seen on a loaded machine) costs one more start, not the run."""
    marker = tmp_path / "aborted-once"
    flaky = tmp_path / "chromium-aborts-once"
    real = SandboxConfig().chromium
    flaky.write_text(f'#!/bin/sh\nif [ ! -e "{marker}" ]; then touch "{marker}"; kill -ABRT $$; fi\nexec {real} "$@"\n')
    flaky.chmod(0o755)
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", chromium=str(flaky), start_timeout_s=30))
    with caplog.at_level("WARNING", logger="screenroute.edge.sandbox.desktop"):
        box.start()
    try:
        assert marker.exists()
        assert "chromium died while starting" in caplog.text and "-6" in caplog.text
        deadline = time.monotonic() + 10
        while box.evaluate("document.title") != "Box" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert box.evaluate("document.title") == "Box"
    finally:
        box.stop()
    # Twice is a real failure, reported with the exit status.
    doomed = tmp_path / "chromium-always-aborts"
    doomed.write_text("#!/bin/sh\nkill -ABRT $$\n")
    doomed.chmod(0o755)
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", chromium=str(doomed), start_timeout_s=5))
    with pytest.raises(SandboxError, match="chromium exited with -6"):
        box.start()
    assert not box.running


def _fails_once_on_path(tool: str, failure: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Put a ``tool`` first on PATH that runs the shell ``failure`` on its first start, then the real one.

    Returns the marker file its first start leaves behind."""
    real = shutil.which(tool)
    assert real is not None
    marker = tmp_path / f"{tool}-failed-once"
    shims = tmp_path / "bin"
    shims.mkdir(exist_ok=True)
    shim = shims / tool
    shim.write_text(f'#!/bin/sh\nif [ ! -e "{marker}" ]; then touch "{marker}"; {failure}; fi\nexec {real} "$@"\n')
    shim.chmod(0o755)
    monkeypatch.setenv("PATH", f"{shims}{os.pathsep}{os.environ['PATH']}")
    return marker


@pytest.mark.desktop
def test_a_window_manager_that_aborts_while_starting_is_started_again(
    web: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """openbox aborting before it takes the screen (seen on a busy machine) costs one more start."""
    marker = _fails_once_on_path("openbox", "kill -ABRT $$", tmp_path, monkeypatch)
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", start_timeout_s=30))
    with caplog.at_level("WARNING", logger="screenroute.edge.sandbox.desktop"):
        box.start()
    try:
        assert marker.exists()
        assert "openbox exited with -6 before it took the screen" in caplog.text
        assert box.running
    finally:
        box.stop()


@pytest.mark.desktop
def test_an_x_server_that_fails_on_a_display_it_chose_moves_to_another(
    web: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Any failure of Xvfb on a number the sandbox chose (not only the two known wordings) tries the next."""
    failure = 'echo "_XSERVTransMakeAllCOTSServerListeners: server busy" >&2; exit 1'
    marker = _fails_once_on_path("Xvfb", failure, tmp_path, monkeypatch)
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", start_timeout_s=30))
    with caplog.at_level("WARNING", logger="screenroute.edge.sandbox.desktop"):
        box.start()
    try:
        assert marker.exists() and "trying another display" in caplog.text and "server busy" in caplog.text
        assert box.running
    finally:
        box.stop()


@pytest.mark.desktop
def test_a_display_another_x_server_won_is_not_taken_as_ours(
    web: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Two processes that found one display number free at the same moment both start an Xvfb on it;
    the loser's probe reaches the winner's server before the loser has exited. It must move on, not
    drive the winner's screen (two runs on one screen: each sees the other's browser window, and
    one loses its display when the other stops)."""
    from screenroute.edge.sandbox import desktop

    contested = find_free_display()
    winner = subprocess.Popen(
        ["Xvfb", f":{contested}", "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    real = desktop.find_free_display
    picks = iter([contested])
    monkeypatch.setattr(desktop, "find_free_display", lambda start=90: next(picks, None) or real())
    box = Sandbox(SandboxConfig(start_url=f"{web}/box.html", start_timeout_s=30))
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{contested}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        with caplog.at_level("WARNING", logger="screenroute.edge.sandbox.desktop"):
            box.start()
        assert box.display != f":{contested}"
        assert f"did not start on :{contested}" in caplog.text
        assert box.running and winner.poll() is None
    finally:
        box.stop()
        winner.terminate()
        winner.wait(timeout=10)
        release_display(contested)


@pytest.mark.desktop
def test_a_program_sandbox_moves_off_a_display_another_x_server_won(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same race for a program's sandbox: its Xvfb lost the display number to another server that
    found it free at the same moment; the sandbox must take another number, not the winner's screen."""
    from screenroute.edge.sandbox import program
    from screenroute.edge.sandbox.program import Command, ProgramSandbox

    contested = find_free_display()
    winner = subprocess.Popen(
        ["Xvfb", f":{contested}", "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    real = program.find_free_display
    picks = iter([contested])
    monkeypatch.setattr(program, "find_free_display", lambda start=90: next(picks, None) or real())
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{contested}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        with ProgramSandbox(Command(["xmessage", "-geometry", "400x200", "a program of its own"])) as box:
            assert box.display != f":{contested}"
            assert winner.poll() is None
    finally:
        winner.terminate()
        winner.wait(timeout=10)
        release_display(contested)


# A Tk program of many widgets: in Tk every widget is an X window of its own (so in Motif and Xt).
_MANY_WIDGETS = """
import tkinter
root = tkinter.Tk(className="Manywidgets")
root.geometry("900x600")
for i in range(300):
    tkinter.Label(root, text=str(i), relief="ridge").grid(row=i // 20, column=i % 20)
root.mainloop()
"""


def test_a_program_of_many_widget_windows_is_found_by_its_top_level_windows_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whether a program is up is asked of its top-level windows, not of every X window it shows: a
    calendar of Tk widgets is hundreds of them, and probing each on a busy machine outlasted the start."""
    import sys

    from screenroute.edge.sandbox.program import Command, ProgramSandbox

    with ProgramSandbox(Command([sys.executable, "-c", _MANY_WIDGETS])) as box:
        calls: list[list[str]] = []
        real_run = subprocess.run

        def counted(argv: list[str], *args: object, **kwargs: object) -> object:
            calls.append(list(argv))
            return real_run(argv, *args, **kwargs)  # type: ignore[call-overload]

        monkeypatch.setattr(subprocess, "run", counted)
        windows = box.windows()
        monkeypatch.setattr(subprocess, "run", real_run)
        assert [cls for _, cls, w, h in windows if w >= 900 and h >= 600] == ["Manywidgets"]
        # One search, then a geometry and a class per top-level window (the program's, its frame, the
        # window manager's own): not two for each of its 300 labels (621 probes before).
        assert len(calls) <= 30, f"{len(calls)} probes"


@pytest.fixture(scope="module")
def variants(web: str) -> Iterator[dict[str, Sandbox]]:
    """Two more sandboxes started in parallel: 150 % scale, and dark theme."""
    configs = {
        "scaled": SandboxConfig(start_url=f"{web}/box.html", scale=1.5),
        "dark": SandboxConfig(start_url=f"{web}/box.html", theme="dark"),
    }
    boxes = {name: Sandbox(cfg) for name, cfg in configs.items()}
    errors: list[BaseException] = []

    def start(b: Sandbox) -> None:
        try:
            b.start()
        except BaseException as exc:  # noqa: BLE001 - surfaced below, in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=start, args=(b,)) for b in boxes.values()]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        if errors:
            raise errors[0]
        yield boxes
    finally:
        for b in boxes.values():
            b.stop()


@pytest.mark.desktop
def test_parallel_sandboxes_have_separate_displays(
    variants: dict[str, Sandbox], sandbox: Sandbox, web: str, load: Loader
) -> None:
    displays = {b.display for b in variants.values()} | {sandbox.display}
    assert len(displays) == 3
    load(sandbox, f"{web}/button.html", "Button")
    load(variants["scaled"], f"{web}/welcome.html", "Welcome")
    # The other screens are untouched (the dark one may still be loading its start page).
    deadline = time.monotonic() + 10
    while variants["dark"].evaluate("document.title") != "Box" and time.monotonic() < deadline:
        time.sleep(0.1)
    assert variants["dark"].evaluate("document.title") == "Box"
    assert sandbox.evaluate("document.title") == "Button"
    with MssScreen(variants["scaled"].display) as a, MssScreen(variants["dark"].display) as b:
        assert not np.array_equal(a.grab().pixels, b.grab().pixels)
    load(variants["scaled"], f"{web}/box.html", "Box")


@pytest.mark.desktop
def test_scale_150_renders_bigger(variants: dict[str, Sandbox], sandbox: Sandbox, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/box.html", "Box")
    load(variants["scaled"], f"{web}/box.html", "Box")
    with MssScreen(sandbox.display) as normal, MssScreen(variants["scaled"].display, scale=1.5) as scaled:
        x0, y0, x1, y1 = _red_box(normal.grab())
        frame = scaled.grab()
        sx0, sy0, sx1, sy1 = _red_box(frame)
    assert (x1 - x0, y1 - y0) == (200, 100)
    assert (sx1 - sx0, sy1 - sy0) == (300, 150)
    assert (sx0, sy0) == (60, 60)
    assert frame.geometry.scale == 1.5 and variants["scaled"].geometry().scale == 1.5


@pytest.mark.desktop
def test_dark_theme_matches_prefers_color_scheme(
    variants: dict[str, Sandbox], sandbox: Sandbox, web: str, load: Loader
) -> None:
    load(sandbox, f"{web}/box.html", "Box")
    assert variants["dark"].evaluate("matchMedia('(prefers-color-scheme: dark)').matches") is True
    assert sandbox.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") is False
    with MssScreen(variants["dark"].display) as dark, MssScreen(sandbox.display) as light:
        assert dark.grab().pixels[600, 900].tolist() == [0, 0, 0]
        assert light.grab().pixels[600, 900].tolist() == [255, 255, 255]


@pytest.mark.desktop
def test_open_url_navigates_the_kiosk_tab(sandbox: Sandbox, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/welcome.html", "Welcome")
    assert sandbox.window_title().startswith("Welcome")
    load(sandbox, f"{web}/box.html", "Box")
    assert sandbox.evaluate("history.length") >= 2  # same tab: history grew
    with pytest.raises(ValidationError):
        sandbox.open_url("javascript:alert(1)")


@pytest.mark.desktop
def test_reset_gives_a_fresh_profile(sandbox: Sandbox, web: str, load: Loader) -> None:
    load(sandbox, f"{web}/box.html", "Box")
    sandbox.evaluate("localStorage.setItem('k', 'v')")
    old_profile = sandbox.profile_dir
    display = sandbox.display
    sandbox.reset(f"{web}/box.html")
    load(sandbox, f"{web}/box.html", "Box")
    assert sandbox.display == display
    assert sandbox.profile_dir != old_profile and not old_profile.exists()
    assert _pgrep(str(old_profile)) == []
    assert sandbox.evaluate("localStorage.getItem('k')") is None


def _login_offers_to_save(sandbox: Sandbox, screen: MssScreen, inputs: XdotoolInput, web: str, load: Loader) -> bool:
    """Log in on the test page; True once the bubble's filled "Save" button (Google blue) shows."""
    load(sandbox, f"{web}/login.html", "Login")
    inputs.click(250, 115)
    inputs.type_text("alice")
    inputs.click(250, 175)
    inputs.type_text("S3cret-pass!")
    time.sleep(1.5)
    inputs.click(160, 240)
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:
        if sandbox.evaluate("document.title") == "Welcome":
            region = screen.grab().pixels.astype(int)[120:400, 830:1280]
            blue = (region[:, :, 2] > 180) & (region[:, :, 0] < 40) & (region[:, :, 1] > 60) & (region[:, :, 1] < 120)
            if blue.sum() > 500:
                return True
        time.sleep(0.2)
    return False


@pytest.mark.desktop
def test_login_submit_raises_chromium_save_password_bubble(
    sandbox: Sandbox, screen: MssScreen, inputs: XdotoolInput, web: str, load: Loader
) -> None:
    # Chromium offers to save only a POSTed login whose typed values it has taken in: right
    # after the last keystroke a submit is often not offered (measured with Chromium 156: about
    # 1 offer in 4 logins without a pause, 4 of 5 with a 1.5 s pause). Pause, and allow up to
    # five logins on fresh profiles before calling the bubble missing (a busy machine offers
    # less often: three were not always enough).
    for _attempt in range(5):
        if _login_offers_to_save(sandbox, screen, inputs, web, load):
            break
        sandbox.reset(f"{web}/box.html")
    else:
        screen.grab().to_image().save("/tmp/screenroute-no-bubble.png")
        pytest.fail("no 'Save password?' bubble with a blue Save button after 5 logins")
    # Escape does not dismiss it (NOTES); "No thanks" does. Chromium ignores clicks on a bubble
    # for a moment after it appears (anti-clickjacking), so give it a second first.
    time.sleep(1.0)
    inputs.click(1098, 295)
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        frame = screen.grab()
        if (frame.pixels[120:400, 830:1280] == 255).all():
            break
        time.sleep(0.1)
    else:
        frame.to_image().save("/tmp/screenroute-bubble-after-no-thanks.png")
        pytest.fail("bubble still on screen after 'No thanks'")
    sandbox.reset(f"{web}/box.html")  # forget the login for the other tests
