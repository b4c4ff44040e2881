"""Roundup (https://www.roundup-tracker.org), a classic server-rendered issue tracker, as a zoo app, in Japanese.

Each start makes a tracker in the work folder from Roundup's own ``classic`` template with the
SQLite back end (``roundup-admin install`` and ``initialise``), sets its language to Japanese
(Roundup's own ``ja`` translation), adds one user, and serves it on loopback with
``roundup-server``. Outgoing mail is written to a file in the work folder instead of being sent.
The task's state is the tracker's SQLite database.
"""

from __future__ import annotations

import configparser
import os
import sqlite3
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

USER = "tanaka"
PASSWORD = "rt-2026-pw"  # noqa: S105 - a throwaway password of a local test server
ADMIN_PASSWORD = "rt-admin-2026"  # noqa: S105 - the same, for the tracker's own admin account
#: The classic template's priorities as its Japanese list shows them (top to bottom), and their names in the database.
PRIORITIES = {
    "致命的不具合": "critical",
    "要早期対応": "urgent",
    "バグ": "bug",
    "機能拡張案": "feature",
    "要望": "wish",
}


class RoundupZoo(VenvZooApp):
    """Log in from the sidebar, file an issue: a title and a priority from the list (as the page names it), submit."""

    name = "roundup"
    title = "Roundup 2.6, in Japanese"
    venv = "roundup"
    programs = ("roundup-server", "roundup-admin")
    label = "Roundup"
    toolkit = "web, classic server-rendered (TAL templates, tables and forms, no JS framework)"
    source = "PyPI `roundup` (https://www.roundup-tracker.org), own venv `.venv-apps/roundup`"
    licence = "MIT AND ZPL-2.0 AND PSF-2.0"
    theme_note = "no dark theme (Roundup's classic template has none)"
    task = ZooTask(
        name="roundup_new_issue",
        goal="Log in to the issue tracker and file an issue with a title and a priority",
        recorded={"title": "Printer on floor 3 jams", "priority": "要早期対応"},
        runs=(
            {"title": "会議室のプロジェクターが映らない", "priority": "致命的不具合"},
            {"title": "VPN drops every hour", "priority": "バグ"},
            {"title": "Add a dark mode to the portal", "priority": "要望"},
            {"title": "Badge reader at the side door", "priority": "機能拡張案"},
            {"title": "Mail quota too small", "priority": "要早期対応"},
        ),
        secrets={"password": PASSWORD},
        mistake="picks the priority below the right one, opens the list again and picks the right one",
    )

    @property
    def tracker(self) -> Path:
        return self.workdir / "tracker"

    def admin(self, *args: str) -> None:
        """``roundup-admin`` on this tracker (AppError with its output when it fails)."""
        program = self.program("roundup-admin")
        proc = subprocess.run([str(program), "-i", str(self.tracker), *args], capture_output=True, text=True,
                              timeout=120, check=False, cwd=self.workdir)  # fmt: skip
        if proc.returncode != 0:
            raise AppError(f"roundup-admin {args[0]} failed: {(proc.stderr or proc.stdout).strip()[-800:]}")

    def start(self, theme: Theme = "light") -> Launch:
        server = self.program("roundup-server")
        self.fresh_workdir()
        port = free_port()
        url = f"http://127.0.0.1:{port}/tracker/"
        self.admin("install", "classic", "sqlite")
        _set_options(self.tracker / "config.ini", {
            "tracker": {"web": url, "language": "ja"},
            "web": {"use_browser_language": "no"},  # Japanese whatever the browser asks for
            "mail": {"domain": "example.test", "host": "localhost", "debug": str(self.workdir / "mail.txt")},
        })  # fmt: skip
        self.admin("initialise", ADMIN_PASSWORD)
        self.admin("create", "user", f"username={USER}", f"password={PASSWORD}", "roles=User",
                    "realname=Tanaka Yui", "address=tanaka@example.test")  # fmt: skip
        # -u: roundup-server refuses to run as root unless told which user to be (here: whoever runs it).
        start_server(self.workdir, [str(server), "-n", "127.0.0.1", "-p", str(port), "-u", str(os.getuid()),
                                    f"tracker={self.tracker}"])  # fmt: skip
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            with sqlite3.connect(f"file:{self.tracker / 'db' / 'db'}?mode=ro", uri=True) as db:
                issues = db.execute(
                    "SELECT i._title, p._name, u._username FROM _issue i LEFT JOIN _priority p ON p.id = i._priority "
                    "LEFT JOIN _user u ON u.id = i._creator"
                ).fetchall()
        except sqlite3.Error as exc:
            return Check(False, f"cannot read the tracker's database: {exc}")
        ok = (values.get("title"), PRIORITIES.get(values.get("priority", "")), USER) in issues
        return Check(ok, f"issues (title, priority, creator): {issues}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.roundup_new_issue(USER, PASSWORD, values["title"], values["priority"])


def _set_options(path: Path, options: Mapping[str, Mapping[str, str]]) -> None:
    """Set ``options`` (section → name → value) in the tracker's ``config.ini``, keeping the rest."""
    config = configparser.RawConfigParser()
    config.optionxform = str  # type: ignore[assignment,method-assign]
    config.read(path, encoding="utf-8")
    for section, values in options.items():
        for name, value in values.items():
            config.set(section, name, value)
    with open(path, "w", encoding="utf-8") as handle:
        config.write(handle)


APP = RoundupZoo
