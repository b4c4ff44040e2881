"""A real file manager on a virtual display: pcmanfm (GTK2) on Xvfb + openbox, for tests and the benchmark.

Scaling GTK2 apps (measured here): ``GDK_SCALE``/``GDK_DPI_SCALE`` are GTK3-only and do
nothing to pcmanfm; ``Xft.dpi`` via ``xrdb`` alone, on an Xvfb started with ``-dpi 96``,
did not change its fonts either. Starting Xvfb with ``-dpi N`` *and* merging ``Xft.dpi: N``
does: fonts and row heights grow by N/96 (icons keep their pixel size, as on a real
GTK2 desktop). So 100/125/150 % are DPI 96/120/144.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Literal

from screenroute.edge.errors import SandboxError
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox.desktop import find_free_display, release_display, require_started
from screenroute.edge.sandbox.processes import kill_session, tail
from screenroute.lifecycle import Service

__all__ = ["PCMANFM_VIEW_MODES", "PcmanfmDesktop", "pcmanfm_available"]

#: libfm's view modes as pcmanfm.conf spells them.
PCMANFM_VIEW_MODES = {"icon": 0, "compact": 1, "thumbnail": 2, "list": 3}
_TOOLS = ("Xvfb", "openbox", "pcmanfm", "xrdb", "xdotool", "xdpyinfo")


def pcmanfm_available() -> str | None:
    """Why the desktop cannot run here (a missing tool), or None."""
    for tool in _TOOLS:
        if shutil.which(tool) is None:
            return f"{tool} is not installed (run .ci/setup)"
    return None


class PcmanfmDesktop(Service):
    """Xvfb + openbox + one pcmanfm window on ``folder`` in ``view`` at ``scale``; stop() kills every session."""

    def __init__(
        self,
        folder: Path,
        *,
        view: Literal["icon", "compact", "thumbnail", "list"] = "list",
        scale: float = 1.0,
        width: int = 1280,
        height: int = 800,
        timeout_s: float = 20.0,
    ) -> None:
        if view not in PCMANFM_VIEW_MODES:
            raise ValueError(f"view={view!r} is not one of {', '.join(PCMANFM_VIEW_MODES)}")
        if scale not in (1.0, 1.25, 1.5, 1.75, 2.0):
            raise ValueError(f"scale={scale!r} is not one of 1.0, 1.25, 1.5, 1.75, 2.0")
        self.folder = Path(folder)
        self.view = view
        self.scale = scale
        self.dpi = round(96 * scale)
        self.width, self.height = width, height
        self.timeout_s = timeout_s
        self._number: int | None = None
        self._procs: list[subprocess.Popen[bytes]] = []
        self._workdir: Path | None = None

    @property
    def display(self) -> str:
        return f":{require_started(self._number, 'desktop')}"

    def geometry(self) -> ScreenGeometry:
        return ScreenGeometry(0, 0, self.width, self.height, self.scale)

    @property
    def workdir(self) -> Path:
        return require_started(self._workdir, "desktop")

    def _env(self) -> dict[str, str]:
        home = self.workdir / "home"
        env = dict(os.environ, DISPLAY=self.display, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                   XDG_CACHE_HOME=str(home / ".cache"), XDG_DATA_HOME=str(home / ".local/share"), NO_AT_BRIDGE="1")  # fmt: skip
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        return env

    def _spawn(self, name: str, argv: list[str], env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        with open(self.workdir / f"{name}.log", "ab") as log:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                                    start_new_session=True, close_fds=True)  # fmt: skip
        self._procs.append(proc)
        return proc

    def _wait(self, what: str, argv: list[str], ok: str | None = None) -> None:
        deadline = time.monotonic() + self.timeout_s
        while time.monotonic() < deadline:
            probe = subprocess.run(argv, env=self._env(), capture_output=True, text=True, timeout=5, check=False)
            if (
                probe.returncode == 0
                and (ok is None or ok in probe.stdout)
                and (ok is not None or probe.stdout.strip())
            ):
                return
            time.sleep(0.1)
        logs = "\n".join(tail(p) for p in sorted(self._workdir.glob("*.log"))) if self._workdir else ""
        raise SandboxError(f"{what} did not come up on {self.display} within {self.timeout_s}s\n{logs}")

    def start(self) -> PcmanfmDesktop:
        self._workdir = Path(tempfile.mkdtemp(prefix="screenroute-pcmanfm-"))
        try:
            conf = self._workdir / "home/.config/pcmanfm/default"
            conf.mkdir(parents=True)
            (conf / "pcmanfm.conf").write_text(
                f"[ui]\nwin_width={self.width - 80}\nwin_height={self.height - 40}\nside_pane_mode=0\n"
                f"view_mode={PCMANFM_VIEW_MODES[self.view]}\nshow_hidden=0\nsort_type=0\nsort_by=2\n"
            )
            self._number = find_free_display()
            self._spawn("xvfb", ["Xvfb", self.display, "-screen", "0", f"{self.width}x{self.height}x24",
                                 "-nolisten", "tcp", "-dpi", str(self.dpi), "-noreset"])  # fmt: skip
            self._wait("Xvfb", ["xdpyinfo"], ok="dimensions")
            subprocess.run(
                ["xrdb", "-merge"], input=f"Xft.dpi: {self.dpi}\n", text=True, env=self._env(), check=True, timeout=10
            )
            self._spawn("openbox", ["openbox", "--sm-disable"], env=self._env())
            self._wait("openbox", ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], ok="window id")
            self._spawn("pcmanfm", ["pcmanfm", "--no-desktop", str(self.folder)], env=self._env())
            self._wait("pcmanfm", ["xdotool", "search", "--onlyvisible", "--class", "pcmanfm"])
            time.sleep(1.0)  # the folder loads asynchronously after the window maps
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        for proc in reversed(self._procs):
            kill_session(proc)
        self._procs = []
        if self._number is not None:
            release_display(self._number)
            self._number = None
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None
