"""Xfe (http://roland65.free.fr/xfe), a file manager on the FOX toolkit, as a zoo app.

Each start writes a folder of six files (one named in Japanese) into the work folder and opens it in
Xfe's one-panel view, with ``home/`` in the work folder as the program's home: its settings
(``~/.config/xfe/xferc``) keep it from warning that it runs as root, and a fontconfig preference
for a CJK font lets FOX, which draws with one font and no fallback, show Japanese names. A file is
picked in the list and renamed through Xfe's "Rename" dialog (F2, a modal dialog that selects the
name without its extension). The task's state is the folder on disk.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: The folder every start begins with: file name → its content (each different, so a rename is told from a copy).
SEED_FILES: dict[str, str] = {
    "2026-11-invoice.pdf": "invoice 2026-11\n",
    "budget-draft.ods": "budget draft\n",
    "meeting-notes.txt": "notes of the Monday meeting\n",
    "photo-0412.jpg": "photo 0412\n",
    "readme.md": "# read me\n",
    "報告書-第3四半期.odt": "第3四半期の報告\n",
}
SETTINGS = "[OPTIONS]\nroot_warn=0\n"
FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <alias binding="strong"><family>Sans</family><prefer><family>Noto Sans CJK JP</family></prefer></alias>
  <alias binding="strong"><family>sans-serif</family><prefer><family>Noto Sans CJK JP</family></prefer></alias>
</fontconfig>
"""


def listed(files: Mapping[str, str] = SEED_FILES) -> list[str]:
    """The files as Xfe's list shows them, sorted by name (below the parent folder's row)."""
    return sorted(files)


class XfeZoo(ZooApp):
    """Pick a file in Xfe's list, open the Rename dialog (F2), type the new name (its extension kept), Return."""

    name = "xfe"
    title = "Xfe 1.45"
    toolkit = "desktop, FOX toolkit 1.6 (a detailed file list, a modal Rename dialog)"
    source = "Debian `xfe` (http://roland65.free.fr/xfe)"
    licence = "GPL-2.0-or-later"
    theme_note = "no dark theme: FOX's colours are the program's own settings"
    task = ZooTask(
        name="xfe_rename_file",
        goal="Rename a file in the documents folder with Xfe, keeping its extension",
        recorded={"file": "meeting-notes.txt", "name": "minutes-2026-12"},
        runs=(
            {"file": "budget-draft.ods", "name": "予算案最終版"},
            {"file": "photo-0412.jpg", "name": "harbour-sunset"},
            {"file": "readme.md", "name": "README-old"},
            {"file": "2026-11-invoice.pdf", "name": "invoice-acme-nov"},
            {"file": "報告書-第3四半期.odt", "name": "report-q3"},
        ),
        mistake="clicks the file above the right one in the list (below it for the first), sees it, clicks the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("xfe") is None:
            return "Xfe is not installed: run .ci/setup (apt: xfe)"
        return None

    @property
    def docs(self) -> Path:
        return self.workdir / "docs"

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Xfe is not installed")
        self.fresh_workdir()
        self.docs.mkdir()
        for name, content in SEED_FILES.items():
            (self.docs / name).write_text(content, encoding="utf-8")
        config = self.workdir / "home" / ".config"
        (config / "xfe").mkdir(parents=True)
        (config / "xfe" / "xferc").write_text(SETTINGS)
        (config / "fontconfig").mkdir()
        (config / "fontconfig" / "fonts.conf").write_text(FONTS)
        env = {
            "HOME": str(self.workdir / "home"),
            "XDG_CONFIG_HOME": str(config),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        }
        # -p 1: one panel, no folder tree (the tree would list whatever the machine's root holds).
        return self._launched(Launch(command=("xfe", "-p", "1", str(self.docs)), cwd=self.docs, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        old = values.get("file", "")
        if old not in SEED_FILES:
            return Check(False, f"file={old!r} is not one of {', '.join(SEED_FILES)}")
        new = values.get("name", "") + Path(old).suffix
        try:
            found = {p.name: p.read_text(encoding="utf-8") for p in self.docs.iterdir() if p.is_file()}
        except (OSError, UnicodeDecodeError) as exc:
            return Check(False, f"cannot read {self.docs}: {exc}")
        wanted = {(new if name == old else name): content for name, content in SEED_FILES.items()}
        return Check(found == wanted, f"files: {sorted(found)}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.xfe_rename_file(listed().index(values["file"]), len(SEED_FILES), values["name"])


APP = XfeZoo
