"""A real file manager on a virtual display: pcmanfm (GTK2) on Xvfb + openbox, for tests and the benchmark.

Scaling GTK2 apps (measured here): ``GDK_SCALE``/``GDK_DPI_SCALE`` are GTK3-only and do
nothing to pcmanfm; ``Xft.dpi`` via ``xrdb`` alone, on an Xvfb started with ``-dpi 96``,
did not change its fonts either. Starting Xvfb with ``-dpi N`` *and* merging ``Xft.dpi: N``
does: fonts and row heights grow by N/96 (icons keep their pixel size, as on a real
GTK2 desktop). So 100/125/150 % are DPI 96/120/144. The sandbox that does this is
:class:`~screenroute.edge.sandbox.program.ProgramSandbox`; this module names the
file manager's view.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from screenroute.edge.sandbox.program import PCMANFM_VIEW_MODES, Pcmanfm, PcmanfmView, ProgramSandbox

__all__ = ["PCMANFM_VIEW_MODES", "PcmanfmDesktop", "pcmanfm_available"]

_TOOLS = ("Xvfb", "openbox", "pcmanfm", "xrdb", "xdotool", "xdpyinfo")


def pcmanfm_available() -> str | None:
    """Why the desktop cannot run here (a missing tool), or None."""
    for tool in _TOOLS:
        if shutil.which(tool) is None:
            return f"{tool} is not installed (run .ci/setup)"
    return None


class PcmanfmDesktop(ProgramSandbox):
    """Xvfb + openbox + one pcmanfm window on ``folder`` in ``view`` at ``scale``; stop() kills every session."""

    def __init__(
        self,
        folder: Path,
        *,
        view: PcmanfmView = "list",
        scale: float = 1.0,
        width: int = 1280,
        height: int = 800,
        timeout_s: float = 20.0,
    ) -> None:
        super().__init__(Pcmanfm(view), path=folder, scale=scale, width=width, height=height, timeout_s=timeout_s)
        self.folder = Path(folder)
        self.view = view
