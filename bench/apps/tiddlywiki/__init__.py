"""TiddlyWiki 5 (https://tiddlywiki.com), a single-page notebook served by its own Node.js server, as a zoo app.

Each start makes a new wiki folder from TiddlyWiki's own ``server`` edition (``tiddlywiki --init``)
with five seeded notes (tiddlers), two tagged in Chinese, and serves it on loopback to signed-in
users only: Chromium asks for the user name and password in its own sign-in dialog (HTTP basic
authentication), then loads the single-page app. A note is added: the sidebar's "+" (new tiddler)
opens the editor, the title is typed over "New Tiddler", the text below it, a tag picked from the
list of existing tags (the tag field's drop-down), and the edit closed with "Done" (✓), which saves
it. The task's state is the wiki's ``tiddlers/`` folder: one ``.tid`` file per note, written by
the server as the note is saved.
"""

from __future__ import annotations

import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
    AppError,
    Check,
    Launch,
    Theme,
    VenvZooApp,
    ZooTask,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

USER = "kana"
PASSWORD = "tw-2026-lantern"  # noqa: S105 - a throwaway password of a local test server
#: The tags the seeded notes carry, as the tag field's drop-down lists them (sorted by TiddlyWiki).
TAGS = ("Ideas", "Meetings", "Reading", "家计", "旅行")
#: The notes every start begins with: title → (tags, text).
SEED_TIDDLERS: dict[str, tuple[str, str]] = {
    "Reading list": ("Reading", "* The Name of the Rose\n* 雪国\n"),
    "Monday stand-up": ("Meetings", "Budget, then the printer.\n"),
    "Garden plan": ("Ideas", "Tomatoes by the south wall.\n"),
    "京都の宿": ("旅行", "三月に二泊。\n"),
    "电费": ("家计", "十一月：两百元。\n"),
}


def tid_file(title: str, tags: str, text: str) -> str:
    """A ``.tid`` file: header fields, a blank line, the text (TiddlyWiki's own format)."""
    quoted = f"[[{tags}]]" if " " in tags else tags
    return f"created: 20261201090000000\nmodified: 20261201090000000\ntags: {quoted}\ntitle: {title}\ntype: text/vnd.tiddlywiki\n\n{text}"


def read_tid(path: Path) -> dict[str, str]:
    """The fields of a ``.tid`` file, its text under ``text``."""
    header, _, text = path.read_text(encoding="utf-8").partition("\n\n")
    fields = {}
    for line in header.splitlines():
        name, sep, value = line.partition(":")
        if sep:
            fields[name.strip()] = value.strip()
    fields["text"] = text
    return fields


def tag_list(field: str) -> list[str]:
    """The tags of a ``tags`` field: words, or ``[[several words]]``."""
    tags: list[str] = []
    rest = field
    while rest.strip():
        rest = rest.strip()
        if rest.startswith("[["):
            tag, _, rest = rest[2:].partition("]]")
        else:
            tag, _, rest = rest.partition(" ")
        tags.append(tag)
    return tags


class TiddlyWikiZoo(VenvZooApp):
    """Sign in (the browser's dialog); "+": a new note's title, text and a tag from the list; Done."""

    name = "tiddlywiki"
    title = "TiddlyWiki 5.4"
    toolkit = (
        "web, a single-page app on its own Node.js server (the browser's sign-in dialog, an editor, a tag drop-down)"
    )
    source = "npm `tiddlywiki` (https://tiddlywiki.com)"
    licence = "BSD-3-Clause"
    venv = "tiddlywiki"
    programs = ("tiddlywiki",)
    label = "TiddlyWiki"
    theme_note = "no dark runs: its palette is a setting of the wiki, not followed from the browser"
    task = ZooTask(
        name="tiddlywiki_new_note",
        goal="Sign in to the notebook and add a note with a title, a text and a tag from the existing ones",
        recorded={"title": "Boiler service", "text": "Call the plumber on Friday", "tag": "Ideas"},
        runs=(
            {"title": "北海道旅行の計画", "text": "札幌で三泊する", "tag": "旅行"},
            {"title": "Book club notes", "text": "Chapter four for next week", "tag": "Reading"},
            {"title": "Quarterly review", "text": "Send the figures to Anna", "tag": "Meetings"},
            {"title": "水费", "text": "十二月 八十元", "tag": "家计"},
            {"title": "Bike repair", "text": "New chain and brake pads", "tag": "Ideas"},
        ),
        secrets={"password": PASSWORD},
        mistake="a stray letter at the end of the text, taken back with BackSpace",
    )

    @property
    def wiki(self) -> Path:
        return self.workdir / "wiki"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("tiddlywiki")
        self.fresh_workdir()
        made = subprocess.run([str(program), str(self.wiki), "--init", "server"], capture_output=True, text=True,
                              timeout=120, check=False)  # fmt: skip
        if made.returncode != 0:
            raise AppError(f"tiddlywiki --init server failed: {made.stderr.strip()[-500:]}")
        tiddlers = self.wiki / "tiddlers"
        tiddlers.mkdir(exist_ok=True)
        for i, (title, (tags, text)) in enumerate(SEED_TIDDLERS.items()):
            (tiddlers / f"seed-{i}.tid").write_text(tid_file(title, tags, text), encoding="utf-8")
        credentials = self.workdir / "users.csv"
        credentials.write_text(f"username,password\n{USER},{PASSWORD}\n", encoding="utf-8")
        port = free_port()
        start_server(self.workdir, [str(program), str(self.wiki), "--listen", "host=127.0.0.1", f"port={port}",
                                    f"credentials={credentials}", "readers=(authenticated)",
                                    "writers=(authenticated)"])  # fmt: skip
        url = f"http://127.0.0.1:{port}/"
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def notes(self) -> dict[str, dict[str, str]]:
        """Every note in the wiki's ``tiddlers/`` folder (system tiddlers left out), by title."""
        found = {}
        for path in sorted((self.wiki / "tiddlers").glob("*.tid")):
            fields = read_tid(path)
            if not fields.get("title", "").startswith("$:/"):
                found[fields.get("title", "")] = fields
        return found

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            notes = self.notes()
        except (OSError, UnicodeDecodeError) as exc:
            return Check(False, f"cannot read the wiki's tiddlers: {exc}")
        new = {title: fields for title, fields in notes.items() if title not in SEED_TIDDLERS}
        seeds_kept = all(tag_list(notes.get(t, {}).get("tags", "")) == [tags] for t, (tags, _) in SEED_TIDDLERS.items())
        note = new.get(values.get("title", ""))
        ok = (
            len(new) == 1 and note is not None and seeds_kept
            and note["text"].strip() == values.get("text", "")
            and tag_list(note.get("tags", "")) == [values.get("tag", "")]
        )  # fmt: skip
        shown = {t: (f.get("tags", ""), f["text"].strip()) for t, f in new.items()}
        return Check(ok, f"new notes (tags, text): {shown}; seeded notes kept: {seeds_kept}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.tiddlywiki_new_note(USER, PASSWORD, values["title"], values["text"], TAGS.index(values["tag"]))


APP = TiddlyWikiZoo
