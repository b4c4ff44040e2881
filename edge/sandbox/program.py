"""A sandbox that runs a desktop program instead of Chromium: Xvfb + openbox + one program window.

Programs come from a name → class table (:data:`PROGRAMS`): each knows its command line,
its private configuration and the window class that shows it has started. The program runs
with a private ``HOME`` inside the sandbox's work dir, so nothing of the machine's user
settings leaks in and nothing is left behind.

Any other program is one :class:`Command` away: its argument vector (never a shell string), an
optional working folder and extra environment. Its first normal window is placed to fill the
screen (openbox maximises it without decorations, so its coordinates are the screen's); dialogs
keep the size the program gives them and are centred by the window manager.

Scale and theme reach each toolkit through what it reads (:func:`toolkit_env`):

* GTK 2/3: Xvfb's ``-dpi N`` together with ``Xft.dpi: N`` scales fonts and rows by N/96
  (measured for pcmanfm, see ``edge/locate/filemanager.py``); dark is ``GTK_THEME=Adwaita:dark``
  (GTK 3) and the Adwaita-dark gtkrc where one is installed (GTK 2).
* Qt 5: ``QT_SCALE_FACTOR`` scales widgets and fonts together; ``QT_FONT_DPI=96`` keeps Qt from
  scaling the fonts a second time from ``Xft.dpi``.
* Tk: its point sizes follow the X server's DPI (``tk scaling`` = DPI/72) by themselves.
* LibreOffice's own toolkit: ``SAL_FORCEDPI``.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import ClassVar, Literal

from screenroute.edge.errors import SandboxError
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox.desktop import (
    display_holder,
    find_free_display,
    held_by_another,
    release_display,
    require_started,
)
from screenroute.edge.sandbox.processes import child_env, kill_session, session_members, spawn, tail
from screenroute.lifecycle import Service

__all__ = [
    "PCMANFM_VIEW_MODES",
    "PROGRAMS",
    "SCALES",
    "THEMES",
    "Command",
    "DesktopProgram",
    "Pcmanfm",
    "ProgramSandbox",
    "toolkit_env",
]

#: Display scales a program sandbox offers (Xvfb DPI 96 × scale).
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
#: libfm's view modes as pcmanfm.conf spells them.
PCMANFM_VIEW_MODES = {"icon": 0, "compact": 1, "thumbnail": 2, "list": 3}
PcmanfmView = Literal["icon", "compact", "thumbnail", "list"]
Theme = Literal["light", "dark"]
THEMES = ("light", "dark")
#: GTK 2 reads its theme from a gtkrc file; Debian's gnome-themes-extra ships Adwaita-dark's.
_GTK2_DARK_RC = Path("/usr/share/themes/Adwaita-dark/gtk-2.0/gtkrc")
#: How deep under the root a program's own top-level window lies: openbox reparents it into a frame.
_TOP_LEVEL_DEPTH = 2
#: The smallest window taken for a program's main window (tooltips, splash strips and
#: input-method helpers are smaller).
_MAIN_WINDOW_MIN = (200, 120)
# Openbox rule that puts a program's normal windows over the whole screen without a frame, so a
# point on the screen is a point in the program whatever it chose as its own size.
_FILL_SCREEN_RULE = '<application class="*" type="normal"><decor>no</decor><maximized>true</maximized></application>'


def toolkit_env(scale: float, theme: Theme) -> dict[str, str]:
    """The environment that carries ``scale`` and ``theme`` to GTK, Qt, Tk and LibreOffice programs."""
    if theme not in THEMES:
        raise ValueError(f"theme={theme!r} is not one of {', '.join(THEMES)}")
    dpi = round(96 * scale)
    env = {"QT_SCALE_FACTOR": f"{scale:g}", "QT_FONT_DPI": "96", "SAL_FORCEDPI": str(dpi)}
    if theme == "dark":
        env["GTK_THEME"] = "Adwaita:dark"
        if _GTK2_DARK_RC.is_file():
            env["GTK2_RC_FILES"] = str(_GTK2_DARK_RC)
    return env


class DesktopProgram:
    """How to start one desktop program in a sandbox."""

    #: The X window class of its main window (``xdotool search --class``).
    window_class: ClassVar[str] = ""
    #: Whether it needs a folder to open.
    needs_path: ClassVar[bool] = False
    #: Seconds to wait after its window maps (content that loads asynchronously).
    settle_s: ClassVar[float] = 0.0
    #: Whether the window manager makes its normal windows fill the screen (a program that
    #: sizes its own window from its configuration, like pcmanfm, keeps that size).
    fill_screen: ClassVar[bool] = False
    #: The folder it starts in (None: the sandbox's private home).
    cwd: Path | None = None

    def env(self) -> dict[str, str]:
        """Environment variables of its own, on top of the sandbox's."""
        return {}

    def started(self, windows: Sequence[tuple[str, str, int, int]]) -> bool:
        """Whether its main window is up, given the visible windows as (id, class, width, height)."""
        return any(cls.casefold() == self.window_class.casefold() for _, cls, _, _ in windows)

    def prepare(self, home: Path, width: int, height: int) -> None:
        """Write the program's private configuration under ``home``."""

    def argv(self, path: Path | None) -> list[str]:
        """The command line that starts it."""
        raise NotImplementedError


class Pcmanfm(DesktopProgram):
    """The GTK2 file manager the locate benchmark uses, without a side pane (list view by default)."""

    window_class = "pcmanfm"
    needs_path = True
    settle_s = 1.0  # the folder loads asynchronously after the window maps

    def __init__(self, view: PcmanfmView = "list") -> None:
        if view not in PCMANFM_VIEW_MODES:
            raise ValueError(f"view={view!r} is not one of {', '.join(PCMANFM_VIEW_MODES)}")
        self.view = view

    def prepare(self, home: Path, width: int, height: int) -> None:
        conf = home / ".config/pcmanfm/default"
        conf.mkdir(parents=True, exist_ok=True)
        (conf / "pcmanfm.conf").write_text(
            f"[ui]\nwin_width={width - 80}\nwin_height={height - 40}\nside_pane_mode=0\n"
            f"view_mode={PCMANFM_VIEW_MODES[self.view]}\nshow_hidden=0\nsort_type=0\nsort_by=2\n"
        )

    def argv(self, path: Path | None) -> list[str]:
        if path is None:
            raise SandboxError("pcmanfm needs a folder to open (--path DIR)")
        return ["pcmanfm", "--no-desktop", str(path)]


class Command(DesktopProgram):
    """Any program, from its argument vector: ``Command(["sqlitebrowser", "/tmp/x.db"])``.

    The program is started with that vector as it is (no shell). It has started once any
    window of at least 200x120 pixels is visible; its normal windows fill the screen.
    """

    fill_screen = True
    settle_s = 1.0  # a program paints its first content after mapping its window

    def __init__(self, argv: Sequence[str], *, cwd: Path | None = None, env: Mapping[str, str] | None = None) -> None:
        argv = [str(a) for a in argv]
        if not argv or not argv[0]:
            raise ValueError("a program needs a command: its argument vector is empty")
        if shutil.which(argv[0]) is None:
            raise ValueError(f"program {argv[0]!r} is not installed or not on PATH")
        if cwd is not None and not Path(cwd).is_dir():
            raise ValueError(f"cwd={str(cwd)!r} is not an existing folder")
        bad = [k for k in (env or {}) if not k or "=" in k]
        if bad:
            raise ValueError(f"environment names {bad!r} are not NAME (no '=', not empty)")
        self._argv = argv
        self.cwd = Path(cwd) if cwd is not None else None
        self._extra_env = dict(env or {})

    @property
    def name(self) -> str:
        return Path(self._argv[0]).name

    def env(self) -> dict[str, str]:
        return dict(self._extra_env)

    def argv(self, path: Path | None) -> list[str]:
        return list(self._argv)

    def started(self, windows: Sequence[tuple[str, str, int, int]]) -> bool:
        return any(w >= _MAIN_WINDOW_MIN[0] and h >= _MAIN_WINDOW_MIN[1] for _, _, w, h in windows)


#: Desktop programs a sandbox can run, by name.
PROGRAMS: dict[str, type[DesktopProgram]] = {"pcmanfm": Pcmanfm}


class ProgramSandbox(Service):
    """Xvfb + openbox + one program (a name from :data:`PROGRAMS`, or a configured
    :class:`DesktopProgram`); every child in its own session, dying with this process, all
    killed by stop()."""

    def __init__(
        self,
        program: str | DesktopProgram,
        *,
        path: Path | None = None,
        scale: float = 1.0,
        theme: Theme = "light",
        width: int = 1280,
        height: int = 800,
        timeout_s: float = 20.0,
    ) -> None:
        if isinstance(program, str):
            if program not in PROGRAMS:
                known = ", ".join(PROGRAMS)
                raise ValueError(f"program={program!r} is not a known desktop program; choose one of {known}")
            program = PROGRAMS[program]()
        if scale not in SCALES:
            raise ValueError(f"scale={scale!r} is not one of {', '.join(map(str, SCALES))}")
        self.program = program
        self.name = program.window_class or getattr(program, "name", "program")
        if program.needs_path and (path is None or not Path(path).is_dir()):
            raise ValueError(f"{self.name} needs an existing folder to open; got path={path!r}")
        self.path = Path(path) if path is not None else None
        self.scale = scale
        self.toolkit_env = toolkit_env(scale, theme)
        self.theme = theme
        self.dpi = round(96 * scale)
        self.width, self.height = width, height
        self.timeout_s = timeout_s
        self._number: int | None = None
        self._procs: list[subprocess.Popen[bytes]] = []
        self._workdir: Path | None = None

    @property
    def display(self) -> str:
        return f":{require_started(self._number, 'sandbox')}"

    @property
    def workdir(self) -> Path:
        return require_started(self._workdir, "sandbox")

    def geometry(self) -> ScreenGeometry:
        return ScreenGeometry(0, 0, self.width, self.height, self.scale)

    def session_ids(self) -> list[int]:
        """The session ids of the children still running (each child leads its own session)."""
        return [p.pid for p in self._procs if p.poll() is None]

    def _env(self) -> dict[str, str]:
        home = self.workdir / "home"
        env = child_env(DISPLAY=self.display, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                   XDG_CACHE_HOME=str(home / ".cache"), XDG_DATA_HOME=str(home / ".local/share"), NO_AT_BRIDGE="1")  # fmt: skip
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        return env

    def _spawn(self, name: str, argv: list[str], env: dict[str, str] | None = None, cwd: Path | None = None) -> None:
        with open(self.workdir / f"{name}.log", "ab") as log:
            try:
                proc = spawn(
                    argv, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env, close_fds=True,
                    cwd=cwd,
                )  # fmt: skip
            except OSError as exc:
                raise SandboxError(f"cannot start {argv[0]}: {exc.strerror}") from exc
        self._procs.append(proc)

    def _wait(self, what: str, argv: list[str], ok: str | None = None) -> None:
        deadline = time.monotonic() + self.timeout_s
        while time.monotonic() < deadline:
            probe = subprocess.run(argv, env=self._env(), capture_output=True, text=True, timeout=5, check=False)
            if probe.returncode == 0 and (ok in probe.stdout if ok is not None else probe.stdout.strip()):
                return
            time.sleep(0.1)
        logs = "\n".join(tail(p) for p in sorted(self.workdir.glob("*.log")))
        raise SandboxError(f"{what} did not come up on {self.display} within {self.timeout_s}s\n{logs}")

    def start(self) -> ProgramSandbox:
        """Start the display, the window manager and the program; SandboxError with the logs on failure."""
        self._workdir = Path(tempfile.mkdtemp(prefix=f"screenroute-{self.name}-"))
        try:
            home = self._workdir / "home"
            home.mkdir()
            self.program.prepare(home, self.width, self.height)
            self._start_display()
            subprocess.run(
                ["xrdb", "-merge"], input=f"Xft.dpi: {self.dpi}\n", text=True, env=self._env(), check=True, timeout=10
            )
            self._spawn("openbox", ["openbox", "--sm-disable", *self._openbox_config()], env=self._env())
            self._wait("openbox", ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], ok="window id")
            env = {**self._env(), **self.toolkit_env, **self.program.env()}
            self._spawn(self.name, self.program.argv(self.path), env=env, cwd=self.program.cwd or home)
            self._wait_for_window()
            time.sleep(self.program.settle_s)
            if self.program.fill_screen:
                self._fill_screen()
        except BaseException:
            self.stop()
            raise
        return self

    def windows(self) -> list[tuple[str, str, int, int]]:
        """The visible windows of programs on the display as (id, class, width, height).

        Top-level windows only: the window manager's frames and the programs' windows in them (depth 2
        under openbox's reparenting). A toolkit that makes every widget an X window (Tk, Motif, Xt)
        shows hundreds of visible windows below those; probing each of them took 17-20 s for TkRemind's
        calendar on a busy machine, so the start's 90 s ran out while the program was long up.
        """
        env = self._env()
        probe = subprocess.run(
            ["xdotool", "search", "--maxdepth", str(_TOP_LEVEL_DEPTH), "--onlyvisible", "--name", ""], env=env,
            capture_output=True, text=True, timeout=5, check=False,
        )  # fmt: skip
        found = []
        for window in probe.stdout.split():
            shape = subprocess.run(["xdotool", "getwindowgeometry", window], env=env, capture_output=True,
                                   text=True, timeout=5, check=False).stdout  # fmt: skip
            size = next((line.split(":", 1)[1].strip() for line in shape.splitlines() if "Geometry:" in line), "")
            width, _, height = size.partition("x")
            cls = subprocess.run(["xprop", "-id", window, "WM_CLASS"], env=env, capture_output=True, text=True,
                                 timeout=5, check=False).stdout  # fmt: skip
            names = [part.strip().strip('"') for part in cls.partition("=")[2].split(",") if part.strip()]
            # Only programs' windows: the window manager's frames and helpers carry no class.
            if names and width.isdigit() and height.isdigit():
                found.append((window, names[-1], int(width), int(height)))
        return found

    def _wait_for_window(self) -> None:
        deadline = time.monotonic() + self.timeout_s
        program = self._procs[-1]
        while time.monotonic() < deadline:
            # A launcher may exit once it has handed over to a process of its session (soffice does);
            # a session with nobody left in it has failed.
            if program.poll() is not None and not session_members(program.pid):
                break
            if self.program.started(self.windows()):
                return
            time.sleep(0.2)
        logs = "\n".join(tail(p) for p in sorted(self.workdir.glob("*.log")))
        raise SandboxError(f"{self.name} showed no window on {self.display} within {self.timeout_s}s\n{logs}")

    def _fill_screen(self) -> None:
        """Size the main window to the screen once more: a program may restore a size of its own after it
        was mapped (LibreOffice does, from the document it opens), which the window manager's rule missed."""
        for _ in range(3):  # it may do so late, once its content has loaded
            windows = [w for w in self.windows() if self.program.started([w])]
            if not windows:
                return
            window, _, width, height = max(windows, key=lambda w: w[2] * w[3])
            if (width, height) != (self.width, self.height):
                subprocess.run(
                    ["xdotool", "windowmove", window, "0", "0", "windowsize", window, str(self.width), str(self.height)],
                    env=self._env(), capture_output=True, timeout=10, check=False,
                )  # fmt: skip
            time.sleep(1.0)

    def _openbox_config(self) -> list[str]:
        """``--config-file`` of an rc.xml that makes normal windows fill the screen (the system's, plus one rule)."""
        if not self.program.fill_screen:
            return []
        system = Path("/etc/xdg/openbox/rc.xml")
        base = system.read_text() if system.is_file() else "<openbox_config></openbox_config>"
        if "<applications>" in base:
            rc = base.replace("<applications>", "<applications>" + _FILL_SCREEN_RULE, 1)
        else:
            rc = base.replace("</openbox_config>", f"<applications>{_FILL_SCREEN_RULE}</applications></openbox_config>")
        path = self.workdir / "openbox-rc.xml"
        path.write_text(rc)
        return ["--config-file", str(path)]

    def _start_display(self, attempts: int = 5) -> None:
        """Xvfb on a free display number; another process may take the number first, then the next is tried."""
        for _ in range(attempts):
            self._number = number = find_free_display()
            self._spawn("xvfb", ["Xvfb", self.display, "-screen", "0", f"{self.width}x{self.height}x24",
                                 "-nolisten", "tcp", "-dpi", str(self.dpi), "-noreset"])  # fmt: skip
            xvfb = self._procs[-1]
            deadline = time.monotonic() + self.timeout_s
            # Ours once its lock file names our server; another live server's lock means the number was
            # taken between the check and the start (the loser's probe would reach the winner's screen).
            while xvfb.poll() is None and display_holder(number) != xvfb.pid:
                if time.monotonic() > deadline or held_by_another(number, xvfb.pid):
                    break
                time.sleep(0.05)
            if xvfb.poll() is None and display_holder(number) == xvfb.pid:
                self._wait("Xvfb", ["xdpyinfo"], ok="dimensions")
                return
            kill_session(xvfb)
            self._procs.pop()
            # The number stays reserved in this process: someone else's server is on it.
            self._number = None
        raise SandboxError(f"Xvfb could not find a free display after {attempts} attempts")

    def stop(self) -> None:
        """Kill every session this sandbox started and remove its work dir. Idempotent."""
        for proc in reversed(self._procs):
            kill_session(proc)
        self._procs = []
        if self._number is not None:
            release_display(self._number)
            self._number = None
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None
