"""Fossil (https://fossil-scm.org), a version-control system whose web interface is served by its own binary, as a zoo app.

Each start makes a new repository (a single SQLite file) in the work folder with Fossil's own
command line: one user who may file tickets, visitors who may see nothing (so the user signs in on
Fossil's own login page), and two tickets in Chinese, so the list is not empty and the check must
tell them apart. ``fossil server`` serves it on loopback; its pages are plain server-rendered HTML
(tables and forms, a ``<select>`` per ticket field). A ticket is filed on the "New Ticket" form. The
task's state is the repository's ``ticket`` table.
"""

from __future__ import annotations

import os
import shutil
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
    ZooApp,
    ZooTask,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

USER = "mei"
PASSWORD = "tkt-2026-moss"  # noqa: S105 - a throwaway password of a local test server
REPOSITORY = "project.fossil"
PROJECT = "办公室报修"
#: The "Severity" list of the New Ticket form, top to bottom (Fossil's default ticket setup).
SEVERITIES = ("Critical", "Severe", "Important", "Minor", "Cosmetic")
#: The tickets every start begins with (title, type, severity, description).
SEED_TICKETS = (
    ("打印机卡纸", "Code_Defect", "Important", "三楼的打印机"),
    ("登录页面太慢", "Incident", "Minor", "早上九点左右"),
)


class FossilZoo(ZooApp):
    """Sign in on Fossil's login page, open New Ticket: a title, a severity from its list, a description; Submit."""

    name = "fossil"
    title = "Fossil 2.21"
    toolkit = "web, server-rendered by a C binary (its own login page, a ticket form of <select>s and a textarea)"
    source = "Debian `fossil` (https://fossil-scm.org)"
    licence = "BSD-2-Clause"
    theme_note = "no dark runs: its default skin sets its own colours"
    task = ZooTask(
        name="fossil_new_ticket",
        goal="Sign in to the Fossil project and file a ticket with a title, a severity and a description",
        recorded={"title": "Backup job fails on Sundays", "severity": "Severe", "description": "Disk full at 02:00"},
        runs=(
            {"title": "会议室投影仪没有信号", "severity": "Important", "description": "二楼东侧"},
            {"title": "Search ignores accents", "severity": "Minor", "description": "cafe vs café"},
            {"title": "Crash when saving a draft", "severity": "Critical", "description": "Every time on Linux"},
            {"title": "Typo on the pricing page", "severity": "Cosmetic", "description": "Recieve"},
            {"title": "VPN drops after an hour", "severity": "Severe", "description": "Since the update"},
        ),
        secrets={"user": USER, "password": PASSWORD},
        mistake="picks the severity below the right one in the list (the first for the last), sees it, picks again",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("fossil") is None:
            return "Fossil is not installed: run .ci/setup (apt: fossil)"
        return None

    @property
    def repository(self) -> Path:
        return self.workdir / REPOSITORY

    def _env(self) -> dict[str, str]:
        # Fossil keeps its own settings under HOME (~/.fossil) and names the acting user after USER.
        return {"HOME": str(self.workdir), "USER": "admin", "FOSSIL_HOME": str(self.workdir)}

    def _fossil(self, *args: str) -> None:
        done = subprocess.run(
            ["fossil", *args, "-R", str(self.repository)], env={**os.environ, **self._env()},
            cwd=self.workdir, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        if done.returncode != 0:
            raise AppError(f"fossil {args[0]} failed: {(done.stdout + done.stderr)[-1000:]}")

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Fossil is not installed")
        self.fresh_workdir()
        made = subprocess.run(
            ["fossil", "init", str(self.repository), "--admin-user", "admin"], env={**os.environ, **self._env()},
            cwd=self.workdir, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        if made.returncode != 0:
            raise AppError(f"fossil init failed: {(made.stdout + made.stderr)[-1000:]}")
        self._fossil("user", "new", USER, f"{USER}@example.invalid", PASSWORD)
        # h: links, j: read wiki, n/r/w/c: new, read, write, append tickets. Visitors see nothing but the login page.
        self._fossil("user", "capabilities", USER, "hjnrwc")
        self._fossil("user", "capabilities", "anonymous", "")
        self._fossil("user", "capabilities", "nobody", "")
        # The project's name heads every page: the office's help desk, in Chinese as its tickets are.
        self._fossil("sql", f"REPLACE INTO config(name, value, mtime) VALUES('project-name', '{PROJECT}', now())")
        for title, kind, severity, description in SEED_TICKETS:
            self._fossil("ticket", "add", "title", title, "type", kind, "severity", severity, "status", "Open",
                         "icomment", description, "-q")  # fmt: skip
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        argv = ["fossil", "server", "--localhost", "--port", str(port), str(self.repository)]
        start_server(self.workdir, argv, env=self._env())
        wait_for_http(self.workdir, url)
        # The login page goes on to the New Ticket form once signed in (its own "g" parameter).
        return self._launched(Launch(url=f"{url}login?g=tktnew"))

    def tickets(self) -> list[tuple[str, str, str, str, str]]:
        """(title, type, severity, description, who filed it) of every ticket in the repository.

        The form's description is the ticket's first change's ``icomment`` (Fossil keeps each
        change's comment in ``ticketchng``), and the change's ``login`` is the signed-in user.
        """
        query = (
            "SELECT t.title, t.type, t.severity, group_concat(c.icomment, char(10)), group_concat(c.login)"
            " FROM ticket AS t LEFT JOIN ticketchng AS c USING (tkt_id) GROUP BY t.tkt_id ORDER BY t.tkt_id"
        )
        with sqlite3.connect(f"file:{self.repository}?mode=ro", uri=True) as db:
            rows = db.execute(query).fetchall()
        return [(str(a or ""), str(b or ""), str(c or ""), str(d or ""), str(e or "")) for a, b, c, d, e in rows]

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            tickets = self.tickets()
        except (OSError, sqlite3.Error) as exc:
            return Check(False, f"cannot read {self.repository}: {exc}")
        seeded = {title for title, *_ in SEED_TICKETS}
        new = [ticket for ticket in tickets if ticket[0] not in seeded]
        wanted = (values.get("title", ""), values.get("severity", ""), values.get("description", ""), USER)
        ok = len(new) == 1 and (new[0][0], new[0][2], new[0][3].strip(), new[0][4]) == wanted
        return Check(ok, f"tickets (title, type, severity, description, filed by): {tickets}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.fossil_new_ticket(USER, PASSWORD, values["title"], values["severity"], values["description"])


APP = FossilZoo
