"""Wagtail seeded with Faker data for differential rendering: a CMS's users and news pages.

Each dataset copies the site bench/apps/wagtail builds once (a ``wagtail start`` site with a news
page type), writes ten users (first and last name, user name, e-mail) and eight news pages under
Home (each titled with a person and a company) through Django's shell in Wagtail's environment,
sets the signed-in editor's admin language to the dataset's (Romanian, Hungarian, Portuguese,
Norwegian Bokmål, Slovak, Traditional Chinese: Wagtail ships all six; others English) and serves
the site with Django's ``runserver`` on loopback. Screens, signed in as the editor: the user list,
a user's account form, Home's pages in the explorer and a news page's editor.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, SeededValue

USERS = 10
PAGES = 8
#: Wagtail's admin language per Faker language (``WAGTAILADMIN_PROVIDED_LANGUAGES``).
_LANGUAGES = {"ro": "ro", "hu": "hu", "pt": "pt-pt", "no": "nb", "sk": "sk-sk", "zh": "zh-hant"}
#: Runs in the site's Django shell: the editor's language, the users, then the news pages under Home.
_SEED = """
import json, os
from django.contrib.auth import get_user_model
from wagtail.models import Page
from wagtail.users.models import UserProfile
from home.models import NewsPage
spec = json.load(open(os.environ["DIFFERENTIAL_SEED"], encoding="utf-8"))
User = get_user_model()
editor = User.objects.get(username=spec["editor"])
profile = UserProfile.get_for_user(editor)
profile.preferred_language = spec["lang"]
profile.save()
users = [User.objects.create_user(username=u["username"], email=u["email"], first_name=u["first"],
                                  last_name=u["last"]) for u in spec["users"]]
home = Page.objects.get(id=spec["home"])
pages = []
for k, p in enumerate(spec["pages"]):
    page = NewsPage(title=p["title"], slug=f"news-{k + 1}", category=p["category"], owner=users[p["owner"]])
    home.add_child(instance=page)
    pages.append(page.id)
json.dump({"users": [u.id for u in users], "pages": pages}, open(os.environ["DIFFERENTIAL_SEEDED"], "w"))
"""


class WagtailAdapter:
    """Wagtail (bench/apps/wagtail's site) as a differential-rendering app."""

    name = "wagtail"
    #: The buttons the screens show, as Wagtail's own catalogues word them (en, ro, hu, pt_PT, nb, sk_SK, zh_Hant).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": ("Add a user", "Add user", "Save", "Publish", "Save draft", "Add child page",
                "Adaugă un utilizator", "Adaugă utilizator", "Salvează", "Publică", "Salvează ciorna",
                "Adaugă o subpagină", "Felhasználó hozzáadása", "Mentés", "Közzététel", "Vázlat mentése",
                "Gyermek oldal hozzáadása", "Adicionar um utilizador", "Adicionar utilizador", "Gravar", "Publicar",
                "Gravar rascunho", "Adicionar página-filha", "Legg til en bruker", "Legg til bruker", "Lagre",
                "Publiser", "Lagre kladd", "Legg til underside", "Pridať používateľa", "Uložiť", "Publikovať",
                "Uložiť koncept", "Pridať podstránku", "新增使用者", "儲存", "發佈", "儲存草稿", "新增子頁面"),
    }  # fmt: skip
    settle_s = 1.5

    def __init__(self) -> None:
        self._home, self._user, self._page = 3, 2, 4

    def screens(self) -> list[str]:
        """The user list, the first seeded user's form, Home's pages and the first news page's editor."""
        return ["admin/users/", f"admin/users/edit/{self._user}/", f"admin/pages/{self._home}/",
                f"admin/pages/{self._page}/edit/"]  # fmt: skip

    def login(self, sandbox: Any, base: str) -> None:
        """Sign in as the site's editor through the admin's login form."""
        import time

        from screenroute.bench.apps.wagtail import PASSWORD, USER
        from screenroute.bench.privacy.differential import _wait_loaded

        sandbox.open_url(base + "admin/login/")
        _wait_loaded(sandbox)
        sandbox.evaluate(
            "(() => { const f = document.querySelector('input[name=password]').form;"
            f" f.username.value = {json.dumps(USER)}; f.password.value = {json.dumps(PASSWORD)};"
            " f.submit(); return true; })()"
        )
        time.sleep(2.5)
        _wait_loaded(sandbox)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """A copy of the site seeded with ``dataset``; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http
        from screenroute.bench.apps.wagtail import USER, build_template

        site, python = build_template(), app_venv_bin("wagtail", "python")
        if python is None:
            raise AppError("Wagtail is not installed: run .ci/setup (it makes .venv-apps/wagtail)")
        state = workdir.resolve() / "app"
        state.mkdir(parents=True, exist_ok=True)
        db = state / "db.sqlite3"
        shutil.copy(site / "db.sqlite3", db)
        with sqlite3.connect(db) as conn:
            self._home = int(conn.execute("SELECT id FROM wagtailcore_page WHERE depth = 2 ORDER BY id").fetchone()[0])
        spec, values = _dataset(dataset)
        spec |= {"editor": USER, "home": self._home}
        (state / "seed.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "zoo_site.settings.dev", "WAGTAIL_ZOO_DB": str(db),
               "WAGTAIL_ZOO_MEDIA": str(state / "media"), "PYTHONDONTWRITEBYTECODE": "1",
               "DIFFERENTIAL_SEED": str(state / "seed.json"), "DIFFERENTIAL_SEEDED": str(state / "seeded.json")}  # fmt: skip
        proc = subprocess.run([str(python), "manage.py", "shell", "-c", _SEED], cwd=site, env=env,
                              capture_output=True, text=True, timeout=300, check=False)  # fmt: skip
        if proc.returncode != 0:
            raise AppError(f"seeding Wagtail failed: {(proc.stderr or proc.stdout).strip()[-800:]}")
        seeded = json.loads((state / "seeded.json").read_text(encoding="utf-8"))
        self._user, self._page = seeded["users"][0], seeded["pages"][0]
        dataset.values[:] = values
        port = free_port()
        start_server(state, [str(python), "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
                     env={k: env[k] for k in ("DJANGO_SETTINGS_MODULE", "WAGTAIL_ZOO_DB", "WAGTAIL_ZOO_MEDIA",
                                              "PYTHONDONTWRITEBYTECODE")}, cwd=site)  # fmt: skip
        base = f"http://127.0.0.1:{port}/"
        try:
            wait_http(state, base + "admin/login/")
            yield base
        finally:
            stop_server(state)


def _dataset(dataset: Dataset) -> tuple[dict[str, Any], list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    lang = _LANGUAGES.get(dataset.locale.split("_")[0], "en")
    values: list[SeededValue] = []
    users, taken = [], set()
    for k in range(USERS):
        p = person(fake, rng)
        first, last = str(fake.first_name()), str(fake.last_name())
        username = p.username if p.username not in taken and len(p.username) >= 3 else f"{p.username}{k}"
        taken.add(username)
        users.append({"username": username, "email": p.email, "first": first, "last": last})
        # The admin writes a user's name first name first, whatever the locale's own order.
        values += [SeededValue("PERSON", f"{first} {last}"), SeededValue("USERNAME", username),
                   SeededValue("EMAIL_ADDRESS", p.email)]  # fmt: skip
    pages = []
    for _ in range(PAGES):
        subject = person(fake, rng)
        pages.append({"title": f"{subject.name} – {subject.company}", "owner": rng.randrange(USERS),
                      "category": rng.choice(("notice", "event", "report"))})  # fmt: skip
        values += subject.values("name", "company")
    return {"lang": lang, "users": users, "pages": pages}, values
