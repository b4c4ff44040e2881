"""An Otter Wiki (https://otterwiki.com), a Flask wiki that keeps its pages in a git repository, as a zoo app, in Chinese.

Each start makes a new wiki in the work folder: a git repository of four pages in Chinese (the
office's wiki, named 办公室维基), committed with git itself, and the wiki's SQLite database with one
administrator (made with the wiki's own models and password hashing). Visitors may read nothing, so
the wiki opens on its login page (e-mail and password), which goes on to the administrator's
"Application Preferences" form: the site's name and description typed, "Robot Crawlers" picked from
its list, "Save Preferences" at the form's end. The task's state is the wiki's ``preferences`` table.
"""

from __future__ import annotations

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

NAME = "Li Wei"
EMAIL = "liwei@example.invalid"
PASSWORD = "otter-2026-reed"  # noqa: S105 - a throwaway password of a local test server
#: The wiki's pages (file name → text), each committed in this order.
SEED_PAGES: dict[str, str] = {
    "home.md": "# 首页\n\n办公室的维基。\n",
    "会议记录.md": "# 会议记录\n\n- 周一：预算\n",
    "值班表.md": "# 值班表\n\n周一到周五。\n",
    "设备清单.md": "# 设备清单\n\n打印机两台。\n",
}
#: The "Robot Crawlers" list, top to bottom → the value the wiki stores.
ROBOTS: dict[str, str] = {"Allow": "allow", "Disallow": "disallow"}

ADD_USER = """
import sys
from datetime import datetime, timezone
from werkzeug.security import generate_password_hash
from otterwiki.server import app, db
from otterwiki.models import User
with app.app_context():
    db.session.add(User(name=sys.argv[1], email=sys.argv[2], password_hash=generate_password_hash(sys.argv[3]),
                        is_approved=True, is_admin=True, email_confirmed=True, allow_read=True, allow_write=True,
                        first_seen=datetime.now(timezone.utc), last_seen=datetime.now(timezone.utc)))
    db.session.commit()
"""


class OtterWikiZoo(VenvZooApp):
    """Sign in; in Application Preferences: the site's name and description, Robot Crawlers from its list; Save."""

    name = "otterwiki"
    title = "An Otter Wiki 2.26, its pages in Chinese"
    toolkit = "web, server-rendered Flask (a login page, an admin form with a <select>, longer than the screen)"
    source = "PyPI `otterwiki` (https://otterwiki.com)"
    licence = "MIT"
    venv = "otterwiki"
    programs = ("python",)
    label = "An Otter Wiki"
    theme_note = "no dark runs: its dark mode is a toggle of its own menu, not followed from the browser"
    task = ZooTask(
        name="otterwiki_app_preferences",
        goal="Sign in to the office wiki as its administrator and set the site's name, description and robot crawlers",
        recorded={"site_name": "Team wiki", "description": "Notes of the office", "robots": "Disallow"},
        runs=(
            {"site_name": "研发部知识库", "description": "内部文档", "robots": "Disallow"},
            {"site_name": "Help desk", "description": "Answers for the front desk", "robots": "Allow"},
            {"site_name": "Lab notebook", "description": "Experiments and results", "robots": "Disallow"},
            {"site_name": "Club wiki", "description": "Meetings and members", "robots": "Allow"},
            {"site_name": "Shop manual", "description": "How the shop runs", "robots": "Disallow"},
        ),
        secrets={"email": EMAIL, "password": PASSWORD},
        mistake="picks the other entry of the Robot Crawlers list, sees it, opens the list again and picks the right one",
    )

    @property
    def repository(self) -> Path:
        return self.workdir / "wiki"

    def start(self, theme: Theme = "light") -> Launch:
        python = self.program("python")
        self.fresh_workdir()
        self.repository.mkdir()
        git_env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.workdir),
                   "GIT_AUTHOR_NAME": "Admin", "GIT_AUTHOR_EMAIL": "admin@example.invalid",
                   "GIT_COMMITTER_NAME": "Admin", "GIT_COMMITTER_EMAIL": "admin@example.invalid"}  # fmt: skip
        self._run(["git", "init", "-q", "-b", "main", str(self.repository)], git_env)
        for name, text in SEED_PAGES.items():
            (self.repository / name).write_text(text, encoding="utf-8")
            self._run(["git", "-C", str(self.repository), "add", name], git_env)
            self._run(["git", "-C", str(self.repository), "commit", "-q", "-m", name.removesuffix(".md")], git_env)
        settings = self.workdir / "settings.cfg"
        settings.write_text(
            f"REPOSITORY = {str(self.repository)!r}\nSECRET_KEY = 'zoo-wiki-{free_port()}-{os.getpid()}'\n"
            f"SQLALCHEMY_DATABASE_URI = 'sqlite:///{self.workdir / 'wiki.db'}'\nSITE_NAME = '办公室维基'\n"
            "READ_ACCESS = 'REGISTERED'\nWRITE_ACCESS = 'REGISTERED'\nATTACHMENT_ACCESS = 'REGISTERED'\n"
            "AUTO_APPROVAL = False\nEMAIL_NEEDS_CONFIRMATION = False\n",
            encoding="utf-8",
        )
        env = {**os.environ, "OTTERWIKI_SETTINGS": str(settings)}
        self._run([str(python), "-c", ADD_USER, NAME, EMAIL, PASSWORD], env)
        port = free_port()
        # python -m flask: a venv copied from elsewhere keeps scripts whose first line names another interpreter.
        argv = [
            str(python),
            "-m",
            "flask",
            "--app",
            "otterwiki.server",
            "run",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ]
        start_server(self.workdir, argv, env={"OTTERWIKI_SETTINGS": str(settings)})
        url = f"http://127.0.0.1:{port}/"
        wait_for_http(self.workdir, url)
        # The login page goes on to the administrator's Application Preferences (its own "next" parameter).
        return self._launched(Launch(url=f"{url}-/login?next=/-/admin"))

    def _run(self, argv: list[str], env: Mapping[str, str]) -> None:
        done = subprocess.run(
            argv, env=dict(env), cwd=self.workdir, capture_output=True, text=True, timeout=120, check=False
        )
        if done.returncode != 0:
            raise AppError(f"{Path(argv[0]).name} failed: {(done.stdout + done.stderr)[-1000:]}")

    def preferences(self) -> dict[str, str]:
        """The wiki's ``preferences`` table (name → value), as its "Save Preferences" wrote it."""
        with sqlite3.connect(f"file:{self.workdir / 'wiki.db'}?mode=ro", uri=True) as db:
            return {str(name): str(value) for name, value in db.execute("SELECT name, value FROM preferences")}

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            found = self.preferences()
        except sqlite3.Error as exc:
            return Check(False, f"cannot read the wiki's database: {exc}")
        robots = ROBOTS.get(values.get("robots", ""))
        wanted = {"SITE_NAME": values.get("site_name", ""), "SITE_DESCRIPTION": values.get("description", ""),
                  "ROBOTS_TXT": robots}  # fmt: skip
        ok = robots is not None and all(found.get(name) == value for name, value in wanted.items())
        return Check(ok, f"preferences: {found}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.otterwiki_app_preferences(EMAIL, PASSWORD, values["site_name"], values["description"], values["robots"])


APP = OtterWikiZoo
