"""Qt Linguist 6 (https://doc.qt.io/qt-6/qtlinguist-index.html), Qt's translation editor, as a zoo app, into Japanese.

Each start writes a Qt translation source (``app_ja.ts``: three contexts of an app's interface,
English to Japanese, one string of each still unfinished) into the work folder and opens it in
Qt Linguist with the work folder as its home (its settings start empty). Translations are typed
into the editor, marked done, and the file is saved under a new name through Qt's own Save As
dialog (a modal dialog). The task's state is the saved ``.ts`` file (XML).
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

PROGRAM = "/usr/lib/qt6/bin/linguist"
SOURCE_FILE = "app_ja.ts"
#: The contexts in the order the Context list shows them: (source text, Japanese or "" for unfinished), the unfinished
#: string first in each.
CONTEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "LoginDialog": (("Sign in", ""), ("User name", "ユーザー名"), ("Password", "パスワード")),
    "MainWindow": (("Open file", ""), ("Quit", "終了")),
    "SettingsPage": (("Dark theme", ""), ("Language", "言語")),
}


def ts_xml() -> str:
    """The seeded translation source in Qt's TS format."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             '<TS version="2.1" language="ja_JP" sourcelanguage="en_US">']  # fmt: skip
    for context, messages in CONTEXTS.items():
        lines += ["<context>", f"    <name>{context}</name>"]
        for source, translation in messages:
            done = f"<translation>{escape(translation)}</translation>" if translation else (
                '<translation type="unfinished"></translation>')  # fmt: skip
            lines.append(f"    <message><source>{escape(source)}</source>{done}</message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def read_ts(path: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(context, source) → (translation, its type: "" when finished) of a ``.ts`` file."""
    root = ET.parse(path).getroot()  # noqa: S314 - a file this start wrote and Qt Linguist saved
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            text = (translation.text or "") if translation is not None else ""
            kind = translation.get("type", "") if translation is not None else "missing"
            found[(name, message.findtext("source", ""))] = (text, kind)
    return found


class LinguistZoo(ZooApp):
    """Translate a context's unfinished string, mark it done, save the file under a new name (Save As, a modal dialog)."""

    name = "linguist"
    title = "Qt Linguist 6.4"
    toolkit = "desktop, Qt 6 widgets (dock lists, a translation editor, Qt's own Save As dialog)"
    source = "Debian `linguist-qt6` (https://www.qt.io)"
    licence = "GPL-3.0 (Qt Tools)"
    theme_note = "no dark theme of its own (Qt's Fusion style without a platform theme)"
    task = ZooTask(
        name="linguist_translate_save_as",
        goal="Translate the unfinished string of a context into Japanese in Qt Linguist and save the file under a new name",
        recorded={"context": "MainWindow", "translation": "ファイルを開く", "file": "app_ja_v2"},
        runs=(
            {"context": "LoginDialog", "translation": "サインイン", "file": "login_ja"},
            {"context": "SettingsPage", "translation": "ダークテーマ", "file": "settings_ja"},
            {"context": "MainWindow", "translation": "開く", "file": "main_ja"},
            {"context": "LoginDialog", "translation": "ログイン", "file": "app_ja_login"},
            {"context": "SettingsPage", "translation": "暗いテーマ", "file": "theme_ja"},
        ),
        mistake="opens the context below the right one in the list (the first for the last), sees its strings, opens the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        if not Path(PROGRAM).is_file() and shutil.which("linguist") is None:
            return "Qt Linguist is not installed: run .ci/setup (apt: linguist-qt6 qt6-qpa-plugins)"
        return None

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Qt Linguist is not installed")
        self.fresh_workdir()
        (self.workdir / SOURCE_FILE).write_text(ts_xml(), encoding="utf-8")
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "XDG_RUNTIME_DIR": str(self.workdir / ".runtime"), "LANG": "C.UTF-8"}  # fmt: skip
        (self.workdir / ".runtime").mkdir(mode=0o700)
        program = PROGRAM if Path(PROGRAM).is_file() else str(shutil.which("linguist"))
        return self._launched(Launch(command=(program, SOURCE_FILE), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        saved = self.workdir / f"{values.get('file', '')}.ts"
        try:
            messages = read_ts(saved)
        except (OSError, ET.ParseError) as exc:
            return Check(
                False,
                f"cannot read {saved.name}: {exc}; the folder has {sorted(p.name for p in self.workdir.glob('*.ts'))}",
            )
        context = values.get("context", "")
        wanted = {(c, s): ((t, "") if t else ("", "unfinished")) for c, ms in CONTEXTS.items() for s, t in ms}
        unfinished = next((s for s, t in CONTEXTS.get(context, ()) if not t), "")
        wanted[(context, unfinished)] = (values.get("translation", ""), "")
        ok = messages == wanted
        return Check(ok, f"{saved.name}: {messages}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.linguist_translate_save_as(values["context"], values["translation"], values["file"])


APP = LinguistZoo
