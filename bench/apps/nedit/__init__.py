"""NEdit (https://sourceforge.net/projects/nedit/), a programmer's text editor on Motif, as a zoo app.

Each start writes a short list (``docs/groceries.txt``) into the work folder and opens it in NEdit,
with ``home/`` in the work folder as the program's home (its settings start empty; NEdit keeps them
in ``~/.nedit``). A line is added at the end of the list and the file saved under a new name through
NEdit's "Save File As" dialog (Motif's file selection box, a modal dialog), with a line-ending
format picked from its radio buttons. The task's state is the saved file: its lines and line
endings. NEdit shows text beyond Latin-1 as bytes, yet writes what it was given (UTF-8) back.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

DOCUMENT = "groceries.txt"
SEED_LINES = ("Groceries", "- rice", "- green tea", "- tofu")
#: The dialog's "Format" radio buttons, left to right → the line ending each writes.
FORMATS: dict[str, str] = {"Unix": "\n", "DOS": "\r\n", "Macintosh": "\r"}


def line_endings(data: bytes) -> set[str]:
    """The line endings ``data`` uses ("\\r\\n" counted as one, not as a "\\r" and a "\\n")."""
    found: set[str] = set()
    i = 0
    while i < len(data):
        if data[i : i + 2] == b"\r\n":
            found.add("\r\n")
            i += 2
            continue
        if data[i : i + 1] in (b"\r", b"\n"):
            found.add(data[i : i + 1].decode())
        i += 1
    return found


class NEditZoo(ZooApp):
    """Add a line at the end of the list, Save As (a Motif dialog): a line-ending format from its radio buttons, a name."""

    name = "nedit"
    title = "NEdit 5.7"
    toolkit = "desktop, Motif (menus with tear-offs, Motif's file selection box with radio buttons)"
    source = "Debian `nedit` (https://sourceforge.net/projects/nedit/)"
    licence = "GPL-2.0-or-later"
    theme_note = "no dark theme: Motif's colours are the program's own X resources"
    task = ZooTask(
        name="nedit_line_save_as",
        goal="Add an item at the end of the grocery list in NEdit and save it under a new name with a line-ending format",
        recorded={"line": "- oat milk", "format": "DOS", "file": "groceries-mon.txt"},
        runs=(
            {"line": "- 豆腐 two blocks", "format": "Unix", "file": "groceries-cn.txt"},
            {"line": "- lemons", "format": "Macintosh", "file": "groceries-tue.txt"},
            {"line": "- coffee beans", "format": "DOS", "file": "list-week2.txt"},
            {"line": "- rye bread", "format": "Unix", "file": "groceries-sat.txt"},
            {"line": "- olive oil", "format": "Macintosh", "file": "pantry.txt"},
        ),
        mistake="opens the Search menu instead of File, sees it, closes it with Escape and opens File",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("nedit") is None:
            return "NEdit is not installed: run .ci/setup (apt: nedit)"
        return None

    @property
    def docs(self):
        return self.workdir / "docs"

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "NEdit is not installed")
        self.fresh_workdir()
        self.docs.mkdir()
        (self.workdir / "home").mkdir()
        (self.docs / DOCUMENT).write_text("\n".join(SEED_LINES) + "\n", encoding="utf-8")
        env = {"HOME": str(self.workdir / "home"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
        # Motif's text cursors blink for ever: a screen that never settles. Its X resource stops them (a user's choice too).
        command = ("nedit", "-xrm", "*blinkRate: 0", str(self.docs / DOCUMENT))
        return self._launched(Launch(command=command, cwd=self.docs, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        saved = self.docs / values.get("file", "")
        ending = FORMATS.get(values.get("format", ""))
        if ending is None:
            return Check(False, f"format={values.get('format')!r} is not one of {', '.join(FORMATS)}")
        try:
            data = saved.read_bytes()
            text = data.decode("utf-8")
        except (OSError, UnicodeDecodeError, IsADirectoryError) as exc:
            return Check(
                False, f"cannot read {saved.name}: {exc}; the folder has {sorted(p.name for p in self.docs.iterdir())}"
            )
        lines = text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n").split("\n")
        endings = line_endings(data)
        ok = lines == [*SEED_LINES, values.get("line", "")] and endings == {ending}
        return Check(ok, f"{saved.name}: lines {lines}, line endings {sorted(repr(e) for e in endings)}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.nedit_line_save_as(values["line"], values["format"], values["file"])


APP = NEditZoo
