"""Mousepad (https://docs.xfce.org/apps/mousepad/start), Xfce's GTK 3 text editor, as a zoo app.

Each start writes a short packing list into the work folder and opens it in Mousepad, with the
work folder as its home (its settings in memory: ``GSETTINGS_BACKEND=memory``). The task's state
is the file it saves: its name, its lines and their line endings.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

_SEED = "Packing list\n- passport\n- charger\n"
#: Document › Line Ending's entries, top to bottom.
LINE_ENDINGS = ("Unix (LF)", "Mac (CR)", "DOS / Windows (CR LF)")


class MousepadZoo(ZooApp):
    """Add a line to the packing list, pick its line ending from a menu, save it under a new name (Save As)."""

    name = "mousepad"
    title = "Mousepad 0.5"
    toolkit = "desktop, GTK 3 (GtkSourceView 4; the GTK file chooser)"
    source = "Debian `mousepad` (https://docs.xfce.org/apps/mousepad/start)"
    licence = "GPL-2.0-or-later"
    dark_theme = True
    theme_note = "dark: GTK_THEME=Adwaita:dark (the sandbox sets it); 125 %: Xvfb's DPI with Xft.dpi"
    task = ZooTask(
        name="mousepad_line_save_as",
        goal="Add an item to the packing list, set its line ending and save it under a new name",
        recorded={"item": "- umbrella", "line_ending": "DOS / Windows (CR LF)", "file": "trip-london.txt"},
        runs=(
            {"item": "- 折りたたみ傘", "line_ending": "Unix (LF)", "file": "出張リスト.txt"},
            {"item": "- sunscreen", "line_ending": "Mac (CR)", "file": "trip-lisbon.txt"},
            {"item": "- hiking boots", "line_ending": "DOS / Windows (CR LF)", "file": "trip-alps.txt"},
            {"item": "- adapter plug", "line_ending": "Unix (LF)", "file": "trip-tokyo.txt"},
            {"item": "- notebook", "line_ending": "Mac (CR)", "file": "trip-oslo.txt"},
        ),
        mistake="types a stray letter at the end of the file name in the Save As dialog and takes it back with BackSpace",
    )

    @classmethod
    def missing(cls) -> str | None:
        return None if shutil.which("mousepad") else "Mousepad is not installed: run .ci/setup (apt: mousepad)"

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        (self.workdir / "packing.txt").write_text(_SEED)
        # Its home is the work folder: no settings, session or recent files from elsewhere.
        env = {"HOME": str(self.workdir), "GSETTINGS_BACKEND": "memory", "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share")}  # fmt: skip
        return self._launched(Launch(command=("mousepad", "packing.txt"), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.workdir / values.get("file", "")
        saved = sorted(p.name for p in self.workdir.iterdir() if p.is_file() and p.name != "launch.json")
        if not values.get("file") or not path.is_file():
            return Check(False, f"no {values.get('file')!r}; files: {saved}")
        data = path.read_bytes()
        ending = _line_ending(data)
        lines = data.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n").split("\n")
        expected = [*_SEED.rstrip("\n").split("\n"), values.get("item", "")]
        ok = lines[: len(expected)] == expected and ending == values.get("line_ending")
        return Check(ok, f"{path.name}: lines {lines}, line ending {ending or 'mixed or none'}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.mousepad_line_save_as(values["item"], values["line_ending"], values["file"])


def _line_ending(data: bytes) -> str | None:
    """The one line ending every line break in ``data`` uses (its menu entry), or None when mixed or none."""
    crlf = data.count(b"\r\n")
    counts = dict(zip(LINE_ENDINGS, (data.count(b"\n") - crlf, data.count(b"\r") - crlf, crlf), strict=True))
    used = [name for name, count in counts.items() if count]
    return used[0] if len(used) == 1 else None


APP = MousepadZoo
