"""AbiWord (https://gitlab.gnome.org/World/AbiWord), a word processor on GTK 3 with its own document canvas, as a zoo app.

Each start writes a short document (meeting minutes in AbiWord's own XML format, ``.abw``) into
the work folder, with the work folder as the program's home (its settings start empty), and opens
it in AbiWord. A paragraph is added at the end, given a paragraph style from the toolbar's style
list, and the document saved under a new name through GTK's file chooser (a modal dialog). The
task's state is the saved ``.abw`` file (XML): its paragraphs, their text and their styles.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

DOCUMENT = "minutes.abw"
#: The document every start begins with: (paragraph style, text).
SEED_PARAGRAPHS = (
    ("Heading 1", "Team meeting"),
    ("Normal", "Present: Ana, Ben, Chloe"),
    ("Normal", "Next release planned for March"),
)
_NS = "{http://www.abisource.com/awml.dtd}"


def document_xml() -> str:
    """The seeded document in AbiWord's format."""
    paragraphs = "\n".join(f'<p style="{style}">{escape(text)}</p>' for style, text in SEED_PARAGRAPHS)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE abiword PUBLIC "-//ABISOURCE//DTD AWML 1.0 Strict//EN" "http://www.abisource.com/awml.dtd">\n'
        '<abiword template="false" xmlns="http://www.abisource.com/awml.dtd" xml:space="preserve" version="3.0.5"'
        ' fileformat="1.1">\n'
        f"<section>\n{paragraphs}\n</section>\n</abiword>\n"
    )


def read_paragraphs(text: str) -> list[tuple[str, str]]:
    """(style, text) of every paragraph of an ``.abw`` document, in order (a list label's tab stripped)."""
    root = ET.fromstring(text)  # noqa: S314 - a file this start wrote and AbiWord saved
    return [(p.get("style", ""), "".join(p.itertext()).strip()) for p in root.iter(f"{_NS}p")]


class AbiWordZoo(ZooApp):
    """Add a paragraph at the end, a style from the toolbar's list, and save under a new name (GTK's file chooser)."""

    name = "abiword"
    title = "AbiWord 3.0"
    toolkit = "desktop, GTK 3 with its own document canvas (a style combo box, menus, GTK's file chooser)"
    source = "Debian `abiword` (https://gitlab.gnome.org/World/AbiWord)"
    licence = "GPL-2.0-or-later"
    theme_note = "no dark runs: its page is white in either theme"
    task = ZooTask(
        name="abiword_paragraph_save_as",
        goal="Add a paragraph with a style at the end of the minutes in AbiWord and save them under a new name",
        recorded={"text": "Budget approved", "style": "Plain Text", "file": "minutes-final"},
        runs=(
            {"text": "下周三发布", "style": "Section Heading", "file": "minutes-cn"},
            {"text": "Action items", "style": "Numbered Heading 1", "file": "minutes-actions"},
            {"text": "Ben owns the migration", "style": "Plain Text", "file": "minutes-ben"},
            {"text": "Open questions", "style": "Numbered Heading 2", "file": "minutes-questions"},
            {"text": "Retro on Friday", "style": "Numbered Heading 3", "file": "minutes-retro"},
        ),
        mistake="types a stray letter at the end of the file name and takes it back with BackSpace",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("abiword") is None:
            return "AbiWord is not installed: run .ci/setup (apt: abiword)"
        return None

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "AbiWord is not installed")
        self.fresh_workdir()
        (self.workdir / DOCUMENT).write_text(document_xml(), encoding="utf-8")
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "LANG": "C.UTF-8", "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}  # fmt: skip
        return self._launched(Launch(command=("abiword", str(self.workdir / DOCUMENT)), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        saved = self.workdir / f"{values.get('file', '')}.abw"
        try:
            paragraphs = read_paragraphs(saved.read_text(encoding="utf-8"))
        except (OSError, ET.ParseError) as exc:
            return Check(
                False,
                f"cannot read {saved.name}: {exc}; the folder has {sorted(p.name for p in self.workdir.glob('*.abw'))}",
            )
        wanted = [*SEED_PARAGRAPHS, (values.get("style", ""), values.get("text", ""))]
        ok = paragraphs == wanted
        return Check(ok, f"{saved.name}: paragraphs (style, text) {paragraphs}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.abiword_paragraph_save_as(values["text"], values["style"], values["file"])


APP = AbiWordZoo
