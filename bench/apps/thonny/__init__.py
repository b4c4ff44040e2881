"""Thonny (https://thonny.org), a Python IDE for beginners in Tk, as a zoo app.

Each start writes a short script and three folders into the work folder and opens the script in
Thonny, with the work folder as its home and Thonny's settings folder (``THONNY_USER_DIR``) inside
it: English, past its first-run welcome, in its Clean Dark theme for a dark start. Thonny asks
for a file name through zenity where it is installed (GTK's file chooser, a modal dialog over
the Tk window). The task's state is the file it saves: its folder, its name and its lines.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

_SEED = 'items = ["flour", "eggs"]\nfor item in items:\n    print(item)\n'
#: The folders beside the script, in the order the file chooser lists them (by name).
FOLDERS = ("archive", "drafts", "shared")
_CONFIG = "[general]\nlanguage = en_US\n"
_DARK = "[view]\nui_theme = Clean Dark\nsyntax_theme = Default Dark\n"


class ThonnyZoo(ZooApp):
    """Add a line to the script, Save As into a folder picked from the chooser's list under a new name."""

    name = "thonny"
    title = "Thonny 4.0"
    toolkit = "desktop, Tk (ttk, Thonny's own themes); the save dialog is GTK 3's file chooser (zenity)"
    source = "Debian `thonny` (https://thonny.org), with `zenity`"
    licence = "MIT"
    dark_theme = True
    theme_note = "dark: Thonny's Clean Dark and Default Dark themes (its configuration.ini); GTK_THEME for the chooser"
    task = ZooTask(
        name="thonny_line_save_as",
        goal="Add a line at the end of the shopping script and save it under a new name in one of its folders",
        recorded={"line": 'print("done")', "folder": "drafts", "file": "week1.py"},
        runs=(
            {"line": 'print("买完了")', "folder": "shared", "file": "购物清单.py"},
            {"line": 'items.append("milk")', "folder": "archive", "file": "week2.py"},
            {"line": "print(len(items))", "folder": "drafts", "file": "count.py"},
            {"line": "# check the fridge first", "folder": "shared", "file": "family.py"},
            {"line": 'print("bye")', "folder": "archive", "file": "old_list.py"},
        ),
        mistake="opens the wrong folder in the file chooser, sees it is empty, goes back with the path bar and opens the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        absent = [program for program in ("thonny", "zenity") if shutil.which(program) is None]
        return f"{' and '.join(absent)} not installed: run .ci/setup (apt: thonny zenity)" if absent else None

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        (self.workdir / "shopping.py").write_text(_SEED)
        for folder in FOLDERS:
            (self.workdir / folder).mkdir()
        settings = self.workdir / ".thonny"
        settings.mkdir()
        # A configuration file skips the first-run welcome; it also carries the dark theme.
        (settings / "configuration.ini").write_text(_CONFIG + (_DARK if theme == "dark" else ""))
        env = {"HOME": str(self.workdir), "THONNY_USER_DIR": str(settings),
               "XDG_CONFIG_HOME": str(self.workdir / ".config"), "XDG_DATA_HOME": str(self.workdir / ".local/share")}  # fmt: skip
        return self._launched(Launch(command=("thonny", "shopping.py"), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        folder = values.get("folder", "")
        path = self.workdir / folder / values.get("file", "")
        saved = sorted(
            str(p.relative_to(self.workdir)) for folder in FOLDERS for p in (self.workdir / folder).iterdir()
        )
        if not folder or not values.get("file") or not path.is_file():
            return Check(False, f"no {folder}/{values.get('file')}; files in the folders: {saved}")
        lines = path.read_text(encoding="utf-8", errors="replace").rstrip("\n").split("\n")
        expected = [*_SEED.rstrip("\n").split("\n"), values.get("line", "")]
        return Check(lines == expected, f"{path.relative_to(self.workdir)}: lines {lines}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.thonny_line_save_as(values["line"], values["folder"], values["file"])


APP = ThonnyZoo
