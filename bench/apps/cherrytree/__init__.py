"""CherryTree (https://www.giuspen.net/cherrytree), a hierarchical note-taking program on GTK 3 (gtkmm), in Chinese.

Each start writes a small notebook (CherryTree's XML format, ``.ctd``: four top-level nodes with
Chinese names, one with a child) into the work folder, with the work folder as the program's home
(its settings start empty), and opens it in CherryTree. Its interface is Chinese through the
``zh_CN.UTF-8`` locale and CherryTree's own ``zh_CN`` translation. A child node is added under a
node picked in the tree through the "新的子节点属性" dialog (a modal dialog), its text typed into
the editor, and the notebook saved with Ctrl+S. The task's state is the saved ``.ctd`` file (XML).
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import TYPE_CHECKING
from xml.sax.saxutils import quoteattr

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask
from screenroute.bench.apps.homebank import locale_installed

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

LOCALE = "zh_CN.UTF-8"
NOTEBOOK = "notes.ctd"
#: The notebook every start begins with, in the tree's order: (node name, its text, its children as (name, text)).
SEED_NODES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("工作", "本周的工作安排", (("会议记录", "周一例会"),)),
    ("家庭", "家里的事情", ()),
    ("学习", "读书笔记", ()),
    ("旅行", "明年的计划", ()),
)
_STAMP = "1764979200"  # 2025-12-06: the seeded nodes' creation and save times


def notebook_xml() -> str:
    """The seeded notebook in CherryTree's XML format."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<cherrytree>"]
    unique = 0

    def node(name: str, text: str, indent: str) -> str:
        nonlocal unique
        unique += 1
        return (f'{indent}<node name={quoteattr(name)} unique_id="{unique}" prog_lang="custom-colors" tags="" '
                f'readonly="0" custom_icon_id="0" is_bold="0" foreground="" ts_creation="{_STAMP}" '
                f'ts_lastsave="{_STAMP}">\n{indent}  <rich_text>{text}</rich_text>')  # fmt: skip

    for name, text, children in SEED_NODES:
        lines.append(node(name, text, "  "))
        for child, child_text in children:
            lines += [node(child, child_text, "    "), "    </node>"]
        lines.append("  </node>")
    lines.append("</cherrytree>")
    return "\n".join(lines) + "\n"


def read_notebook(text: str) -> list[tuple[str, str, str]]:
    """(parent's name or "", node name, its plain text) of every node of a ``.ctd`` notebook, in document order."""
    root = ET.fromstring(text)  # noqa: S314 - a file this start wrote and CherryTree saved
    found: list[tuple[str, str, str]] = []

    def walk(element: ET.Element, parent: str) -> None:
        for child in element.findall("node"):
            # Formatting splits a node's text into several <rich_text> runs: their text in order is the note.
            plain = "".join("".join(run.itertext()) for run in child.findall("rich_text"))
            found.append((parent, child.get("name", ""), plain))
            walk(child, child.get("name", ""))

    walk(root, "")
    return found


class CherryTreeZoo(ZooApp):
    """Pick a node in the tree, add a child node to it (a modal dialog): its name; its text in the editor; save."""

    name = "cherrytree"
    title = "CherryTree 0.99, in Chinese"
    toolkit = "desktop, GTK 3 through gtkmm (a tree, a modal node dialog, a rich-text editor, a toolbar)"
    source = "Debian `cherrytree` (https://www.giuspen.net/cherrytree)"
    licence = "GPL-3.0-or-later"
    theme_note = "no dark runs: its editor's colours are its own (a dark text area in either theme)"
    task = ZooTask(
        name="cherrytree_add_child_node",
        goal="Add a note under a chosen node of the CherryTree notebook, with a name and a text, and save the notebook",
        recorded={"parent": "家庭", "node": "水电费", "text": "Electricity 230 due Friday"},
        runs=(
            {"parent": "旅行", "node": "京都行程", "text": "订酒店 三晚"},
            {"parent": "学习", "node": "Rust book", "text": "Chapter 8 collections"},
            {"parent": "家庭", "node": "Groceries", "text": "Milk eggs rice"},
            {"parent": "工作", "node": "Budget 2027", "text": "Draft due in March"},
            {"parent": "学习", "node": "Piano", "text": "Scales twice a day"},
        ),
        mistake="picks the node below the right one in the tree (the first for the last), sees it, picks the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("cherrytree") is None:
            return "CherryTree is not installed: run .ci/setup (apt: cherrytree)"
        if not locale_installed(LOCALE):
            return f"the {LOCALE} locale is not generated: run .ci/setup (localedef -i zh_CN -f UTF-8 {LOCALE})"
        return None

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "CherryTree is not installed")
        self.fresh_workdir()
        (self.workdir / NOTEBOOK).write_text(notebook_xml(), encoding="utf-8")
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "LANG": LOCALE, "LC_ALL": LOCALE, "LANGUAGE": "zh_CN", "GSETTINGS_BACKEND": "memory",
               "NO_AT_BRIDGE": "1"}  # fmt: skip
        return self._launched(Launch(command=("cherrytree", str(self.workdir / NOTEBOOK)), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.workdir / NOTEBOOK
        try:
            nodes = read_notebook(path.read_text(encoding="utf-8"))
        except (OSError, ET.ParseError) as exc:
            return Check(False, f"cannot read {path.name}: {exc}")
        seeded = {("", name) for name, _, _ in SEED_NODES} | {
            (name, child) for name, _, children in SEED_NODES for child, _ in children
        }
        new = [node for node in nodes if node[:2] not in seeded]
        wanted = (values.get("parent", ""), values.get("node", ""), values.get("text", ""))
        ok = len(new) == 1 and new[0] == wanted
        return Check(ok, f"nodes (parent, name, text): {nodes}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.cherrytree_add_child_node(values["parent"], values["node"], values["text"])


APP = CherryTreeZoo
