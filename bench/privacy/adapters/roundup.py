"""Roundup seeded with Faker data for differential rendering: its users, issues and messages.

Each dataset installs a fresh ``classic`` tracker (SQLite) in the dataset's language where Roundup
has one (Italian, Chinese, Japanese; the other locales English), and writes users (user name, real
name, e-mail, phone, organisation) and issues (a title naming a person and a company, assigned to
a user, with a message holding a contact's e-mail, phone, address and bank account) through
Roundup's own API in its environment. Screens, seen signed in as the tracker's admin: the issue
list, the user list, an issue with its message and a user's page.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec08 import account
from screenroute.bench.privacy.differential import Dataset, SeededValue

USERS = 10
ISSUES = 12
ADMIN_PASSWORD = "rt-admin-2026"  # noqa: S105 - a throwaway password of a local test server
#: The tracker's language per Faker language, where Roundup ships a translation.
_LANGUAGES = {"it": "it", "zh": "zh_CN", "ja": "ja", "de": "de", "fr": "fr", "es": "es"}
#: Runs in Roundup's environment: the users, then each issue with its message, from JSON on stdin.
_SEED = """
import json, sys
from roundup import date, instance
spec = json.load(sys.stdin)
db = instance.open(spec["tracker"]).open("admin")
users = [db.user.create(roles="User", **u) for u in spec["users"]]
for issue in spec["issues"]:
    msg = db.msg.create(content=issue["message"], author=users[issue["author"]], date=date.Date("2026-11-20.09:30"))
    db.issue.create(title=issue["title"], messages=[msg], assignedto=users[issue["assignee"]],
                    priority=issue["priority"], status=issue["status"], nosy=[users[issue["author"]]])
db.commit()
db.close()
"""


class RoundupAdapter:
    """Roundup (bench/apps/roundup's install) as a differential-rendering app."""

    name = "roundup"
    #: The buttons the screens show, in English and Roundup's own Italian, Chinese and Japanese.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "lists": ("Search", "Redisplay", "retire", "Ricerca", "Aggiorna", "dismetti", "搜索", "刷新", "撤除",
                  "検索", "再表示", "無効化"),
        "items": ("Submit Changes", "remove", "Make a copy", "Reset", "Inserisci Modifiche", "rimuovi",
                  "Crea una copia", "提交变动", "删除", "制作副本", "更新", "削除", "コピー作成"),
    }  # fmt: skip
    settle_s = 1.0

    def screens(self) -> list[str]:
        """The issue list, the user list, an issue, a user (the first seeded one: 1 and 2 are Roundup's own)."""
        return ["issue?@columns=id,title,assignedto,status,priority&@sort=id&@pagesize=20", "user?@pagesize=20",
                "issue1", "user3"]  # fmt: skip

    def login(self, sandbox: Any, base: str) -> None:
        """Sign in as the tracker's admin through the sidebar's form."""
        import time

        from screenroute.bench.privacy.differential import _wait_loaded

        sandbox.open_url(base)
        _wait_loaded(sandbox)
        sandbox.evaluate(
            "(() => { const f = document.querySelector('input[name=__login_name]').form;"
            f" f.__login_name.value = 'admin'; f.__login_password.value = {json.dumps(ADMIN_PASSWORD)};"
            " f.submit(); return true; })()"
        )
        time.sleep(2.0)
        _wait_loaded(sandbox)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """A fresh tracker seeded with ``dataset``; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http
        from screenroute.bench.apps.roundup import RoundupZoo, _set_options

        server, python = app_venv_bin("roundup", "roundup-server"), app_venv_bin("roundup", "python")
        if server is None or python is None:
            raise AppError("Roundup is not installed: run .ci/setup (it makes .venv-apps/roundup)")
        zoo = RoundupZoo(workdir)
        zoo.fresh_workdir()
        port = free_port()
        url = f"http://127.0.0.1:{port}/tracker/"
        zoo.admin("install", "classic", "sqlite")
        language = _LANGUAGES.get(dataset.locale.split("_")[0], "en")
        _set_options(zoo.tracker / "config.ini", {
            "tracker": {"web": url, "language": language},
            "web": {"use_browser_language": "no"},
            "mail": {"domain": "example.test", "host": "localhost", "debug": str(zoo.workdir / "mail.txt")},
        })  # fmt: skip
        zoo.admin("initialise", ADMIN_PASSWORD)
        spec, values = _dataset(dataset)
        spec["tracker"] = str(zoo.tracker)
        proc = subprocess.run([str(python), "-c", _SEED], input=json.dumps(spec), capture_output=True, text=True,
                              timeout=300, check=False, cwd=zoo.workdir)  # fmt: skip
        if proc.returncode != 0:
            raise AppError(f"seeding Roundup failed: {proc.stderr.strip()[-800:]}")
        dataset.values[:] = values
        start_server(zoo.workdir, [str(server), "-n", "127.0.0.1", "-p", str(port), "-u", str(os.getuid()),
                                   f"tracker={zoo.tracker}"])  # fmt: skip
        try:
            wait_http(zoo.workdir, url)
            yield url
        finally:
            stop_server(zoo.workdir)


def _dataset(dataset: Dataset) -> tuple[dict[str, Any], list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    users, taken = [], set()
    for k in range(USERS):
        p = person(fake, rng)
        username = p.username if p.username not in taken and len(p.username) >= 3 else f"{p.username}{k}"
        taken.add(username)
        users.append({"username": username, "realname": p.name, "address": p.email, "phone": p.phone,
                      "organisation": p.company})  # fmt: skip
        # The user list shows an address as "local at example ...": its local part is what names the user.
        values += [SeededValue("USERNAME", username), SeededValue("EMAIL_ADDRESS", p.email.partition("@")[0]),
                   *p.values("name", "phone", "company")]  # fmt: skip
    issues = []
    for _ in range(ISSUES):
        subject, contact, bank = person(fake, rng), person(fake, rng), account(fake, rng)
        message = f"{contact.name} <{contact.email}>\n{contact.phone}\n{contact.address}\n{bank.value}"
        issues.append({"title": f"{subject.name} – {subject.company}", "message": message,
                       "author": rng.randrange(USERS), "assignee": rng.randrange(USERS),
                       "priority": str(rng.randint(1, 5)), "status": str(rng.randint(1, 7))})  # fmt: skip
        values += [*subject.values("name", "company"), *contact.values("name", "email", "phone", "address"), bank]
    return {"users": users, "issues": issues}, values
