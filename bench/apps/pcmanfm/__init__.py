"""pcmanfm (https://github.com/lxde/pcmanfm), LXDE's GTK file manager, as a zoo app.

Each start makes a small folder of files in the work folder; pcmanfm opens it with its own
defaults (a private home in the sandbox). The task's state is the folder on disk.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person


class PcmanfmZoo(ZooApp):
    """File > Create New... > Folder, the name in the dialog, OK."""

    name = "pcmanfm"
    title = "pcmanfm 1.3"
    toolkit = "desktop, GTK 2"
    source = "Debian `pcmanfm` (https://github.com/lxde/pcmanfm)"
    licence = "GPL-2.0-or-later"
    catalogues = ("Debian `libfm-data`",)
    dark_theme = True
    theme_note = "dark: GTK 2's Adwaita-dark gtkrc (Debian `gnome-themes-extra`) through GTK2_RC_FILES"
    task = ZooTask(
        name="pcmanfm_new_folder",
        goal="Create a folder with a given name in the file manager",
        recorded={"name": "Invoices March"},
        runs=(
            {"name": "Receipts April"},
            {"name": "三月发票"},
            {"name": "Contracts Spring"},
            {"name": "Travel Claims"},
            {"name": "請求書 四月"},
        ),
        mistake="opens the Edit menu instead of File, closes it with Escape, then opens File",
    )

    @classmethod
    def missing(cls) -> str | None:
        return None if shutil.which("pcmanfm") else "pcmanfm is not installed: run .ci/setup (apt)"

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        files = self.workdir / "files"
        (files / "Archive").mkdir(parents=True)
        for name in ("report.txt", "notes.md", "budget.csv"):
            (files / name).write_text("x\n")
        return self._launched(Launch(command=("pcmanfm", "--no-desktop", str(files))))

    def check(self, values: Mapping[str, str]) -> Check:
        files = self.workdir / "files"
        found = sorted(p.name for p in files.iterdir() if p.is_dir()) if files.is_dir() else []
        return Check(values.get("name") in found, f"folders: {found}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.pcmanfm_new_folder(values["name"])


APP = PcmanfmZoo
