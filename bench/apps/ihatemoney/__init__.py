"""I Hate Money (https://ihatemoney.org), a shared-budget web app (Flask, Bootstrap), as a zoo app, in Chinese.

Each start writes a settings file and an empty SQLite database into the work folder, serves the
app on loopback with ``ihatemoney run`` (Flask's server), its interface in Chinese (Simplified,
its own ``zh_Hans`` translation) whatever the browser asks for, and makes one project with three
members and one bill through the app's own REST API. Bills are added in a modal dialog. The
task's state is the app's SQLite database.
"""

from __future__ import annotations

import base64
import json
import sqlite3
import urllib.error
import urllib.parse
import urllib.request
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

PROJECT = "jiating"
PROJECT_NAME = "家庭账本"
PASSWORD = "zhangben-2026"  # noqa: S105 - a throwaway project code of a local test server
#: The project's members, in the order the payer list shows them.
MEMBERS = ("张伟", "李娜", "王芳")
#: The bill every start begins with (what, payer, amount): the list is not empty, and the check must tell it apart.
SEED_BILL = ("房租", "张伟", 3000.0)

_SETTINGS = """# I Hate Money for screenroute's app zoo: a database per start, Chinese interface, nothing that calls out.
SQLALCHEMY_DATABASE_URI = "sqlite:///{db}"
SECRET_KEY = "zoo-local-only"
ACTIVATE_DEMO_PROJECT = False
ALLOW_PUBLIC_PROJECT_CREATION = True
ACTIVATE_ADMIN_DASHBOARD = False
# Served over plain HTTP on loopback: a Secure session cookie would never come back.
SESSION_COOKIE_SECURE = False
SUPPORTED_LANGUAGES = ["zh_Hans"]
BABEL_DEFAULT_LOCALE = "zh_Hans"
SHOW_ADMIN_EMAIL = False
MAIL_SUPPRESS_SEND = True
"""


class IHateMoneyZoo(VenvZooApp):
    """Log in to the project, add a bill in the modal dialog: what, who paid (from the list), how much; submit."""

    name = "ihatemoney"
    venv = "ihatemoney"
    programs = ("ihatemoney",)
    label = "I Hate Money"
    title = "I Hate Money 7.2, in Chinese"
    toolkit = "web, server-rendered Flask with Bootstrap 4 modal forms"
    source = "PyPI `ihatemoney` (https://ihatemoney.org), own venv `.venv-apps/ihatemoney`"
    licence = "BSD-style (its own LICENSE, 3 clauses)"
    theme_note = "no dark theme (its pages set their own colours)"
    task = ZooTask(
        name="ihatemoney_add_bill",
        goal="Log in to the family budget and add a bill: what it was for, who paid, how much",
        recorded={"what": "超市买菜", "payer": "李娜", "amount": "86.5"},
        runs=(
            {"what": "电费", "payer": "王芳", "amount": "120"},
            {"what": "Train tickets", "payer": "张伟", "amount": "342.8"},
            {"what": "周末聚餐", "payer": "李娜", "amount": "265"},
            {"what": "Internet", "payer": "王芳", "amount": "99"},
            {"what": "打车", "payer": "张伟", "amount": "38.5"},
        ),
        secrets={"password": PASSWORD},
        mistake="submits the bill before typing the amount, reads the browser's 'Please fill out this field', types it",
    )

    @property
    def db_path(self) -> Path:
        return self.workdir / "ihatemoney.db"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("ihatemoney")
        self.fresh_workdir()
        settings = self.workdir / "ihatemoney.cfg"
        settings.write_text(_SETTINGS.format(db=self.db_path))
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        env = {"IHATEMONEY_SETTINGS_FILE_PATH": str(settings)}
        start_server(self.workdir, [str(program), "run", "--host", "127.0.0.1", "--port", str(port)], env=env)
        wait_for_http(self.workdir, url)
        self._seed(url)
        return self._launched(Launch(url=url))

    def _seed(self, url: str) -> None:
        """The project, its members and one bill, through the app's REST API (as its own clients make them)."""
        api = f"{url}api/projects"
        _post(api, {"name": PROJECT_NAME, "id": PROJECT, "password": PASSWORD,
                    "contact_email": "zhang.wei@example.com", "default_currency": "XXX"})  # fmt: skip
        ids = [_post(f"{api}/{PROJECT}/members", {"name": name}, auth=True) for name in MEMBERS]
        what, payer, amount = SEED_BILL
        _post(f"{api}/{PROJECT}/bills", {
            "date": "2026-12-01", "what": what, "payer": str(ids[MEMBERS.index(payer)]), "amount": str(amount),
            "payed_for": [str(i) for i in ids],
        }, auth=True)  # fmt: skip

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
                bills = db.execute(
                    "SELECT b.what, p.name, b.amount, p.project_id FROM bill b JOIN person p ON p.id = b.payer_id"
                ).fetchall()
        except sqlite3.Error as exc:
            return Check(False, f"cannot read {self.db_path}: {exc}")
        try:
            amount = float(values.get("amount", ""))
        except ValueError:
            return Check(False, f"amount={values.get('amount')!r} is not a number")
        ok = any(
            what == values.get("what") and payer == values.get("payer") and abs(paid - amount) < 0.005
            and project == PROJECT for what, payer, paid, project in bills
        )  # fmt: skip
        return Check(ok, f"bills (what, payer, amount, project): {bills}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.ihatemoney_add_bill(PROJECT, PASSWORD, values["what"], values["payer"], values["amount"])


def _post(url: str, fields: Mapping[str, str | list[str]], *, auth: bool = False) -> object:
    """POST a form to the app's API on loopback; its JSON answer (AppError with the answer when refused)."""
    body = urllib.parse.urlencode(fields, doseq=True).encode()
    request = urllib.request.Request(url, data=body, method="POST")  # noqa: S310 - loopback
    if auth:
        token = base64.b64encode(f"{PROJECT}:{PASSWORD}".encode()).decode()
        request.add_header("Authorization", f"Basic {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 - loopback
            return json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as exc:
        raise AppError(f"seeding {url} was refused ({exc.code}): {exc.read()[:300]!r}") from exc
    except OSError as exc:
        raise AppError(f"seeding {url} failed: {exc}") from exc


APP = IHateMoneyZoo
