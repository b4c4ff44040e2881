"""One isolated screen: Xvfb display, openbox, and Chromium in kiosk mode on a fresh profile."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import TypeVar

from screenroute.edge.errors import SandboxError
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox.config import SandboxConfig
from screenroute.edge.sandbox.devtools import DevToolsPipe, start_with_pipe
from screenroute.edge.sandbox.egress import EgressFilter
from screenroute.edge.sandbox.processes import child_env, kill_by_cmdline, kill_session, reaper, spawn, tail
from screenroute.lifecycle import Service

log = logging.getLogger(__name__)

# Where every X server keeps its socket and lock file: fixed by X, not temporary files of ours.
_X11_SOCKET_DIR = Path("/tmp/.X11-unix")  # noqa: S108
_X_LOCK_DIR = Path("/tmp")  # noqa: S108
_FIRST_AUTO_DISPLAY = 90
#: How often a window manager that dies before it takes the screen is started.
_WM_STARTS = 3
_reserved_displays: set[int] = set()
_reserve_lock = threading.Lock()
T = TypeVar("T")

# Everything that could reach the network or put chrome over the page is off. Password
# manager features are deliberately NOT disabled: the "Save password?" bubble is a real popup
# the agent has to handle.
_DISABLED_FEATURES = (
    "Translate",
    "DownloadBubble",
    "DownloadBubbleV2",
    "MediaRouter",
    "OptimizationHints",
    "OptimizationHintsFetching",
    "AutofillServerCommunication",
    "InterestFeedContentSuggestions",
    "CertificateTransparencyComponentUpdater",
    "PrivacySandboxSettings4",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
)

_BASE_FLAGS = (
    "--kiosk",
    "--no-sandbox",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--disable-default-apps",
    "--disable-client-side-phishing-detection",
    "--disable-domain-reliability",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--metrics-recording-only",
    "--no-pings",
    "--disable-dev-shm-usage",
    "--noerrdialogs",
    "--hide-crash-restore-bubble",
    "--disable-session-crashed-bubble",
    "--password-store=basic",
    "--media-router=0",
    # A wheel notch animates the page for ~150–300 ms when smooth scrolling is on; a settle's quiet
    # window can fall between two animation frames and the next decision then sees a page half
    # way (a post-condition below the fold is judged missing). Off, a scroll's frame is its last.
    "--disable-smooth-scrolling",
    # Even with the flags above, Chromium resolves update.googleapis.com and clients2.google.com
    # (component and extension updaters) over DNS within seconds of starting — seen with strace in
    # tests/privacy/test_egress.py. Its own resolver answers "not found" for Google's hosts instead;
    # every other host (a task's origins) still resolves.
    "--host-resolver-rules=MAP *.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, "
    "MAP *.gstatic.com ~NOTFOUND, MAP *.gvt1.com ~NOTFOUND, MAP *.gvt2.com ~NOTFOUND, "
    "MAP *.googleusercontent.com ~NOTFOUND, MAP *.doubleclick.net ~NOTFOUND",
)


def find_free_display(start: int = _FIRST_AUTO_DISPLAY) -> int:
    """Reserve the first display number >= ``start`` with neither an X socket nor a lock file.

    The number stays reserved in this process until :func:`release_display`, so sandboxes
    started in parallel threads never pick the same one.
    """
    with _reserve_lock:
        for number in range(start, start + 1000):
            if number in _reserved_displays:
                continue
            if (_X11_SOCKET_DIR / f"X{number}").exists() or (_X_LOCK_DIR / f".X{number}-lock").exists():
                continue
            _reserved_displays.add(number)
            return number
    raise SandboxError(f"no free X display number in {start}..{start + 999}")


def display_holder(number: int) -> int | None:
    """The pid an X server wrote into display ``number``'s lock file (None: no lock, or not read yet)."""
    try:
        text = (_X_LOCK_DIR / f".X{number}-lock").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    # The server writes the file whole (ten columns and a newline) before it links it into place.
    return int(text) if text.strip().isdigit() else None


def held_by_another(number: int, pid: int) -> bool:
    """Whether a live X server other than ``pid`` holds display ``number`` (its lock file names it): two
    processes that found the number free at once both start a server there, and until the loser exits, an X
    probe on the number reaches the winner's."""
    holder = display_holder(number)
    return holder is not None and holder != pid and _alive(holder)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True


def require_started(value: T | None, what: str) -> T:
    """``value``, which exists only while ``what`` runs; SandboxError before it is started."""
    if value is None:
        raise SandboxError(f"{what} is not started")
    return value


def release_display(number: int) -> None:
    """Forget a reservation made by :func:`find_free_display`."""
    with _reserve_lock:
        _reserved_displays.discard(number)


def chromium_preferences(download_dir: Path, *, password_manager: bool) -> dict[str, object]:
    """The profile's ``Default/Preferences``: password saving on, silent downloads to ``download_dir``."""
    return {
        "credentials_enable_service": password_manager,
        "credentials_enable_autosignin": False,
        "profile": {
            "password_manager_enabled": password_manager,
            "exit_type": "Normal",
            "exited_cleanly": True,
        },
        "download": {
            "default_directory": str(download_dir),
            "prompt_for_download": False,
            "directory_upgrade": True,
        },
        "download_bubble": {"partial_view_enabled": False},
        "savefile": {"default_directory": str(download_dir)},
        "selectfile": {"last_directory": str(download_dir)},
        "browser": {"has_seen_welcome_page": True, "check_default_browser": False},
        "translate": {"enabled": False},
        "safebrowsing": {"enabled": False},
        "search": {"suggest_enabled": False},
        "alternate_error_pages": {"enabled": False},
        "autofill": {"profile_enabled": False, "credit_card_enabled": False},
    }


class _BrowserDied(SandboxError):
    """Chromium exited before its window mapped."""


class Sandbox(Service):
    """A virtual display with a window manager and a kiosk Chromium, owned by this object.

    Every child runs in its own session; :meth:`stop` kills each session completely and
    removes the temporary work dir (profile, logs, default download dir). Use as a context
    manager. Not thread-safe: one thread drives one sandbox; run several sandboxes for
    parallelism.
    """

    def __init__(self, config: SandboxConfig | None = None, *, gate_token: str | None = None) -> None:
        self.config = config or SandboxConfig()
        # The write hold's control token, for an edge in another process (None: in process only).
        self._gate_token = gate_token
        self._display_number: int | None = None
        self._auto_display = False
        self._workdir: Path | None = None
        self._xvfb: subprocess.Popen[bytes] | None = None
        self._wm: subprocess.Popen[bytes] | None = None
        self._browser: subprocess.Popen[bytes] | None = None
        self._profile_dir: Path | None = None
        self._profile_generation = 0
        self._devtools: DevToolsPipe | None = None
        self._egress: EgressFilter | None = None

    # -- public API -------------------------------------------------------------------

    @property
    def display(self) -> str:
        """The X display name, e.g. ``":91"`` (raises SandboxError before start)."""
        return f":{require_started(self._display_number, 'sandbox')}"

    @property
    def env(self) -> dict[str, str]:
        """Environment for tools that act on this screen (xdotool, xclip, mss)."""
        env = child_env()
        env["DISPLAY"] = self.display
        env.pop("WAYLAND_DISPLAY", None)
        return env

    @property
    def egress(self) -> EgressFilter | None:
        """The filter the browser reaches the network through, and the write hold
        (None without ``allowed_origins`` or ``write_hold``)."""
        return self._egress

    @property
    def running(self) -> bool:
        return self._xvfb is not None and self._xvfb.poll() is None

    @property
    def profile_dir(self) -> Path:
        return require_started(self._profile_dir, "sandbox")

    @property
    def download_dir(self) -> Path:
        if self.config.download_dir is not None:
            return self.config.download_dir
        return self.workdir / "downloads"

    @property
    def workdir(self) -> Path:
        return require_started(self._workdir, "sandbox")

    def session_ids(self) -> list[int]:
        """Session ids of the running children (display, window manager, browser): each leads its own session."""
        return [p.pid for p in (self._xvfb, self._wm, self._browser) if p is not None and p.poll() is None]

    def geometry(self) -> ScreenGeometry:
        """The screen in physical pixels with the browser's device scale factor."""
        return ScreenGeometry(0, 0, self.config.width, self.config.height, self.config.scale)

    def start(self) -> Sandbox:
        """Start Xvfb, openbox and Chromium on ``config.start_url``; SandboxError with the log tail on failure."""
        if self._xvfb is not None:
            raise SandboxError(f"sandbox on {self.display} is already started")
        self._workdir = Path(tempfile.mkdtemp(prefix="screenroute-sandbox-"))
        # If this process dies without stop() (SIGKILL), the reaper removes the folder and
        # kills every process whose command line names it (Chromium and its helpers).
        for kind in ("path", "cmdline"):
            reaper().hold(kind, str(self._workdir))
        try:
            if self.config.allowed_origins is not None or self.config.write_hold:
                self._egress = EgressFilter(self.config.allowed_origins, token=self._gate_token).start()
            self._start_xvfb()
            if self.config.window_manager:
                self._start_window_manager()
            self._start_browser(self.config.start_url)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Kill the browser, window manager and display (whole process sessions); remove temp dirs. Idempotent."""
        self._stop_browser()
        if self._egress is not None:
            self._egress.stop()
            self._egress = None
        for attr in ("_wm", "_xvfb"):
            proc = getattr(self, attr)
            if proc is not None:
                kill_session(proc)
                setattr(self, attr, None)
        if self._display_number is not None:
            for leftover in self._x_files(self._display_number):
                reaper().release("path", str(leftover))
            if self._auto_display:
                release_display(self._display_number)
            self._display_number = None
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            for kind in ("path", "cmdline"):
                reaper().release(kind, str(self._workdir))
            self._workdir = None

    def reset(self, url: str | None = None) -> None:
        """Restart the browser on a fresh profile (the rollback half of snapshot/rollback)."""
        if self._xvfb is None:
            raise SandboxError("sandbox is not started")
        self._stop_browser()
        self._start_browser(url or self.config.start_url)

    def open_url(self, url: str, *, timeout_s: float = 10.0) -> None:
        """Navigate the kiosk tab to ``url`` (same tab, no new window).

        Kiosk mode has no address bar and swallows Ctrl+L (measured: the keys reach the page),
        so navigation goes through the DevTools protocol on a private pipe
        (``--remote-debugging-pipe``, no TCP port). Returns once the navigation is committed;
        wait for the screen to settle before reading it.
        """
        SandboxConfig(start_url=url)  # same scheme validation as the start page
        self._devtools_pipe().navigate(url, timeout_s)

    def evaluate(self, expression: str, *, timeout_s: float = 10.0) -> object:
        """Run a JavaScript expression in the page and return its JSON value.

        Operator/test plumbing only (e.g. to check what a typed field contains); agents act
        through the screen.
        """
        return self._devtools_pipe().evaluate(expression, timeout_s)

    def pages(self, *, timeout_s: float = 5.0) -> list[tuple[str, str]]:
        """(target id, URL) of every browser page: the kiosk tab, and any tab or window opened since."""
        targets = self._devtools_pipe().call("Target.getTargets", timeout_s=timeout_s)["targetInfos"]
        return [(str(t["targetId"]), str(t.get("url", ""))) for t in targets if t.get("type") == "page"]

    def close_page(self, target: str, *, timeout_s: float = 5.0) -> None:
        """Close one browser page (a tab, or the page of a second window: its window closes with it)."""
        self._devtools_pipe().call("Target.closeTarget", {"targetId": target}, timeout_s=timeout_s)

    def navigate_page(self, target: str, url: str, *, timeout_s: float = 10.0) -> None:
        """Navigate the page ``target`` to ``url`` (the outcome guard sends a page back where it was)."""
        pipe = self._devtools_pipe()
        session = str(pipe.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"])
        try:
            pipe.call("Page.navigate", {"url": url}, session=session, timeout_s=timeout_s)
        finally:
            with contextlib.suppress(SandboxError):
                pipe.call("Target.detachFromTarget", {"sessionId": session}, timeout_s=5.0)

    def page_loader(self, target: str, *, timeout_s: float = 5.0) -> str:
        """The loader id of page ``target``'s main frame: a new one for every document loaded into it (a
        page load, a reload), the same through a script's ``history.pushState`` or a hash change."""
        pipe = self._devtools_pipe()
        session = str(pipe.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"])
        try:
            tree = pipe.call("Page.getFrameTree", {}, session=session, timeout_s=timeout_s)
        finally:
            with contextlib.suppress(SandboxError):
                pipe.call("Target.detachFromTarget", {"sessionId": session}, timeout_s=5.0)
        try:
            return str(tree["frameTree"]["frame"]["loaderId"])
        except (KeyError, TypeError) as exc:
            raise SandboxError(f"the browser answered no loader id for page {target}: {str(tree)[:80]}") from exc

    def window_title(self, timeout_s: float = 5.0) -> str:
        """The browser window's title (the page's ``document.title`` followed by the app name)."""
        window = self._browser_window(timeout_s)
        return self._xdotool(["getwindowname", window], timeout_s).strip()

    def __del__(self) -> None:  # last resort; stop() is the contract
        if getattr(self, "_xvfb", None) is not None:
            with contextlib.suppress(Exception):  # a finalizer has no one to report to
                self.stop()

    # -- internals --------------------------------------------------------------------

    @staticmethod
    def _x_files(number: int) -> tuple[Path, Path]:
        """The lock file and socket an X server leaves for display ``number``."""
        return _X_LOCK_DIR / f".X{number}-lock", _X11_SOCKET_DIR / f"X{number}"

    def _log(self, name: str) -> Path:
        return self.workdir / f"{name}.log"

    def _spawn(
        self, name: str, argv: list[str], env: dict[str, str] | None = None, pass_fds: tuple[int, ...] = ()
    ) -> subprocess.Popen[bytes]:
        # The child keeps its own copy of the log's descriptor; ours closes once it is started.
        with open(self._log(name), "ab") as log:
            try:
                # Its own session (stop() kills it whole), and it dies with this process (spawn()).
                return spawn(
                    argv,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    env=env,
                    close_fds=True,
                    pass_fds=pass_fds,
                )
            except OSError as exc:
                raise SandboxError(f"cannot start {argv[0]}: {exc.strerror}") from exc

    def _start_xvfb(self) -> None:
        cfg = self.config
        attempts = 5 if cfg.display is None else 1
        last = ""
        for _ in range(attempts):
            if cfg.display is None:
                number = find_free_display()
                self._auto_display = True
            else:
                number = cfg.display
                if (_X11_SOCKET_DIR / f"X{number}").exists():
                    raise SandboxError(f"display :{number} is in use (/tmp/.X11-unix/X{number} exists)")
            argv = [
                "Xvfb", f":{number}",
                "-screen", "0", f"{cfg.width}x{cfg.height}x24",
                "-nolisten", "tcp", "-dpi", "96", "-noreset",
            ]  # fmt: skip
            self._xvfb = self._spawn("xvfb", argv)
            self._display_number = number
            if self._wait_for_display(number, self._xvfb, cfg.start_timeout_s):
                # Ours now (our server is up on it). Xvfb removes them on SIGTERM, not on SIGKILL;
                # never held before this point: they could be another server's.
                for leftover in self._x_files(number):
                    reaper().hold("path", str(leftover))
                return
            xvfb_log = tail(self._log("xvfb"))
            kill_session(self._xvfb)
            self._xvfb = None
            if self._auto_display:
                # Keep the reservation on a number someone else grabbed; try the next.
                self._display_number = None
            if cfg.display is not None:
                raise SandboxError(f"Xvfb did not start on :{number}\n{xvfb_log}")
            # A number this sandbox chose itself: another X server may have taken it between the
            # check and the start (a lock file, a socket only, a listening socket in use), or a
            # busy machine kept the server from answering in time; the next free number is tried.
            last = f":{number}: {xvfb_log}"
            log.warning("Xvfb did not start on :%s; trying another display\n%s", number, xvfb_log)
        raise SandboxError(f"Xvfb did not start on {attempts} free displays; the last, {last}")

    def _wait_for_display(self, number: int, proc: subprocess.Popen[bytes], timeout_s: float) -> bool:
        """Whether ``proc`` is the X server answering on ``number``, waiting up to ``timeout_s``.

        A server answering there is not enough: two processes that found the number free at the
        same moment both start an Xvfb on it, and the one that lost answers the X probe with the
        winner's server until it has exited (measured: 5 of 5 times). Both runs would then drive one
        screen, each seeing the other's browser window, and one losing its display when the other
        stops. The server that holds the display is the one whose pid its lock file names.
        """
        deadline = time.monotonic() + timeout_s
        env = child_env(DISPLAY=f":{number}")
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                return False
            if held_by_another(number, proc.pid):
                return False  # (a lock left by a dead server is no one's: ours replaces it)
            if display_holder(number) == proc.pid and (_X11_SOCKET_DIR / f"X{number}").exists():
                probe = subprocess.run(
                    ["xdpyinfo"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5, check=False
                )
                if probe.returncode == 0:
                    return True
            time.sleep(0.05)
        return False

    def _start_window_manager(self) -> None:
        # openbox can abort at start on a display that was just handed over (an X error while it
        # takes the screen, seen as SIGABRT on a busy machine); a window manager that died
        # before it took the screen is started again, and the last one's log is the error's.
        for attempt in range(1, _WM_STARTS + 1):
            self._wm = self._spawn("openbox", ["openbox", "--sm-disable"], env=self.env)
            deadline = time.monotonic() + self.config.start_timeout_s
            while time.monotonic() < deadline:
                if self._wm.poll() is not None:
                    if attempt < _WM_STARTS:
                        break
                    raise SandboxError(
                        f"openbox exited with {self._wm.returncode} ({_WM_STARTS} starts)\n{tail(self._log('openbox'))}"
                    )
                probe = subprocess.run(
                    ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                    env=self.env, capture_output=True, text=True, timeout=5, check=False,
                )  # fmt: skip
                if probe.returncode == 0 and "window id" in probe.stdout:
                    return
                time.sleep(0.05)
            else:
                raise SandboxError(f"openbox did not take the screen within {self.config.start_timeout_s}s")
            log.warning("openbox exited with %s before it took the screen; starting it again", self._wm.returncode)

    def _chromium_argv(self, url: str) -> list[str]:
        cfg = self.config
        argv = [cfg.chromium, *_BASE_FLAGS]
        argv += [
            f"--user-data-dir={self.profile_dir}",
            f"--window-size={cfg.width},{cfg.height}",
            "--window-position=0,0",
            "--remote-debugging-pipe",
            f"--lang={cfg.lang}",
            f"--force-device-scale-factor={cfg.scale:g}",
            f"--disable-features={','.join(_DISABLED_FEATURES)}",
        ]
        if self._egress is not None:
            # Every request through the filter, loopback included (Chromium bypasses it by default).
            argv += [f"--proxy-server=http://{self._egress.address}", "--proxy-bypass-list=<-loopback>"]
        if cfg.theme == "dark":
            # --force-dark-mode darkens the native theme, and prefers-color-scheme follows it.
            argv += ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"]
        else:
            argv += ["--blink-settings=preferredColorScheme=1"]
        argv += list(cfg.extra_args)
        argv.append(url)
        return argv

    def _start_browser(self, url: str) -> None:
        """Start Chromium on ``url``; a browser that dies while starting is started once more.

        Chromium aborts at start now and then on a loaded machine (SIGABRT before its window
        maps); a second start on a fresh profile is what a person would do. A second death,
        or any other failure, is the caller's error with the log's tail.
        """
        try:
            self._launch_browser(url)
        except _BrowserDied as first:
            log.warning("chromium died while starting; starting it once more: %s", str(first).splitlines()[0])
            self._launch_browser(url)

    def _launch_browser(self, url: str) -> None:
        self._profile_generation += 1
        self._profile_dir = self.workdir / f"profile-{self._profile_generation}"
        default = self._profile_dir / "Default"
        default.mkdir(parents=True)
        download_dir = self.download_dir
        download_dir.mkdir(parents=True, exist_ok=True)
        prefs = chromium_preferences(download_dir, password_manager=self.config.password_manager)
        (default / "Preferences").write_text(json.dumps(prefs))
        (self._profile_dir / "Local State").write_text(json.dumps({"browser": {"enabled_labs_experiments": []}}))
        (self._profile_dir / "First Run").touch()
        home = self.workdir / "home"
        home.mkdir(exist_ok=True)
        env = self.env
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_CACHE_HOME=str(home / ".cache"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            # No Google API keys: nothing to call home with (kiosk mode hides the infobar).
            GOOGLE_API_KEY="no",
            GOOGLE_DEFAULT_CLIENT_ID="no",
            GOOGLE_DEFAULT_CLIENT_SECRET="no",  # noqa: S106 - the value that turns the client off
        )
        self._browser, self._devtools = start_with_pipe(
            self._chromium_argv(url), lambda argv, fds: self._spawn("chromium", argv, env=env, pass_fds=fds)
        )
        try:
            self._browser_window(self.config.start_timeout_s)
        except SandboxError:
            self._stop_browser()
            raise

    def _stop_browser(self) -> None:
        if self._browser is not None:
            kill_session(self._browser)
            self._browser = None
        if self._devtools is not None:
            self._devtools.close()
            self._devtools = None
        if self._profile_dir is not None:
            kill_by_cmdline(str(self._profile_dir))
            shutil.rmtree(self._profile_dir, ignore_errors=True)
            self._profile_dir = None

    def _require_browser(self) -> subprocess.Popen[bytes]:
        if self._browser is None or self._browser.poll() is not None:
            log = tail(self._log("chromium")) if self._workdir else ""
            raise SandboxError(f"browser is not running\n{log}")
        return self._browser

    def _devtools_pipe(self) -> DevToolsPipe:
        self._require_browser()
        if self._devtools is None:
            raise SandboxError("the browser's DevTools pipe is closed")
        return self._devtools

    def _browser_window(self, timeout_s: float) -> str:
        """The id of the browser's visible, screen-sized top-level window (polls until mapped)."""
        browser = self._browser
        if browser is None:
            raise SandboxError("browser is not running")
        deadline = time.monotonic() + timeout_s
        while True:
            if browser.poll() is not None:
                raise _BrowserDied(f"chromium exited with {browser.returncode}\n{tail(self._log('chromium'))}")
            probe = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(browser.pid)],
                env=self.env, capture_output=True, text=True, timeout=5, check=False,
            )  # fmt: skip
            for window in probe.stdout.split():
                if self._window_is_main(window):
                    return window
            if time.monotonic() > deadline:
                raise SandboxError(
                    f"chromium window not mapped on {self.display} within {timeout_s}s\n{tail(self._log('chromium'))}"
                )
            time.sleep(0.1)

    def _window_is_main(self, window: str) -> bool:
        probe = subprocess.run(
            ["xdotool", "getwindowgeometry", window],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
        for raw in probe.stdout.splitlines():
            line = raw.strip()
            if line.startswith("Geometry:"):
                w, _, h = line.split(":", 1)[1].strip().partition("x")
                return int(w) >= self.config.width * 0.9 and int(h) >= self.config.height * 0.9
        return False

    def _xdotool(self, args: list[str], timeout_s: float) -> str:
        try:
            proc = subprocess.run(
                ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout_s, check=False
            )
        except subprocess.TimeoutExpired as exc:
            raise SandboxError(f"xdotool {args[0]} timed out after {timeout_s}s") from exc
        except OSError as exc:
            raise SandboxError(f"cannot run xdotool: {exc.strerror}") from exc
        if proc.returncode != 0:
            raise SandboxError(f"xdotool {' '.join(args[:2])} failed ({proc.returncode}): {proc.stderr.strip()}")
        return proc.stdout
