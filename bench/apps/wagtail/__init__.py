"""Wagtail (https://wagtail.org), a Django CMS, with its admin in Chinese: the zoo's CJK app.

The site is made once by ``wagtail start`` (a template under ``.venv-apps/wagtail/zoo-site``,
built by .ci/setup or on the first start): ``LANGUAGE_CODE = "zh-hans"``, SQLite, no update check
and no "what's new" banner (both call out), and one page type of our own, a news page with a
category chosen from a list. Each start copies the migrated database into the work folder and
serves it with Django's ``runserver`` on loopback. The task's state is that database.
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
    VenvZooApp,
    ZooTask,
    app_venv_bin,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

USER = "editor"
PASSWORD = "cms-2026-pw"  # noqa: S105 - a throwaway account of a local test server
#: The news page's categories: stored key → the label the admin shows.
CATEGORIES = {"notice": "通知", "event": "活动", "report": "报告"}

_SETTINGS = """
# -- screenroute's app zoo: Chinese admin, a database per start, nothing that calls out --
import os as _os

LANGUAGE_CODE = "zh-hans"
TIME_ZONE = "Asia/Shanghai"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": _os.environ.get("WAGTAIL_ZOO_DB", _os.path.join(BASE_DIR, "db.sqlite3"))}}
MEDIA_ROOT = _os.environ.get("WAGTAIL_ZOO_MEDIA", MEDIA_ROOT)
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
WAGTAIL_ENABLE_UPDATE_CHECK = False
WAGTAIL_ENABLE_WHATS_NEW_BANNER = False
WAGTAILADMIN_BASE_URL = "http://127.0.0.1"
"""

_MODEL = '''

class NewsPage(Page):
    """A news item with a category (the zoo task's choice from a list)."""

    category = models.CharField("类别", max_length=20, default="notice",
                                choices=[("notice", "通知"), ("event", "活动"), ("report", "报告")])

    content_panels = Page.content_panels + [FieldPanel("category")]
'''


def template_dir() -> Path | None:
    """Where the migrated site template lives (beside the app's venv), or None without Wagtail."""
    wagtail = app_venv_bin("wagtail", "wagtail")
    return wagtail.parents[1] / "zoo-site" if wagtail else None


def build_template(force: bool = False) -> Path:
    """Make the site once: ``wagtail start``, the news page, Chinese settings, migrations, the editor account."""
    wagtail = app_venv_bin("wagtail", "wagtail")
    python = app_venv_bin("wagtail", "python")
    target = template_dir()
    if wagtail is None or python is None or target is None:
        raise AppError("Wagtail is not installed: run .ci/setup (it makes .venv-apps/wagtail)")
    if (target / "ready").is_file() and not force:
        return target
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "zoo_site.settings.dev",
        "WAGTAIL_ZOO_DB": str(target / "db.sqlite3"),
    }

    def run(*argv: str) -> None:
        proc = subprocess.run(argv, cwd=target, env=env, capture_output=True, text=True, timeout=600, check=False)
        if proc.returncode != 0:
            raise AppError(f"{' '.join(argv[:3])} failed: {(proc.stderr or proc.stdout)[-2000:]}")

    run(str(wagtail), "start", "zoo_site", str(target))
    settings = target / "zoo_site" / "settings" / "base.py"
    settings.write_text(settings.read_text() + _SETTINGS)
    models = target / "home" / "models.py"
    text = models.read_text()
    if "FieldPanel" not in text:
        text = "from wagtail.admin.panels import FieldPanel\n" + text
    models.write_text(text + _MODEL)
    run(str(python), "manage.py", "makemigrations", "home")
    run(str(python), "manage.py", "migrate", "--noinput")
    env.update(DJANGO_SUPERUSER_PASSWORD=PASSWORD)
    run(str(python), "manage.py", "createsuperuser", "--noinput", "--username", USER, "--email", "editor@example.test")
    (target / "ready").write_text("1\n")
    return target


class WagtailZoo(VenvZooApp):
    """Log in (Chinese admin), add a news page under Home with a title and a category, save a draft."""

    name = "wagtail"
    title = "Wagtail 8 (admin in Chinese)"
    venv = "wagtail"
    programs = ("wagtail", "python")
    label = "Wagtail"
    toolkit = "web, server-rendered Django admin with client-side widgets"
    source = "PyPI `wagtail` (https://wagtail.org), own venv `.venv-apps/wagtail`, a site made by `wagtail start`"
    licence = "BSD-3-Clause"
    dark_theme = True
    theme_note = "dark: Wagtail's admin follows the browser's prefers-color-scheme (its default theme is 'system')"
    task = ZooTask(
        name="wagtail_news_draft",
        goal="Log in to the CMS and save a draft news page under Home with a title and a category",
        recorded={"title": "Spring open day", "category": CATEGORIES["event"]},
        runs=(
            {"title": "Office move in June", "category": CATEGORIES["notice"]},
            {"title": "春季开放日报名开始", "category": CATEGORIES["event"]},
            {"title": "Annual report 2026", "category": CATEGORIES["report"]},
            {"title": "新办公室六月启用", "category": CATEGORIES["notice"]},
            {"title": "Library hours change", "category": CATEGORIES["report"]},
        ),
        until_text="已创建",
        secrets={"password": PASSWORD},
        mistake="saves before typing the title, reads the admin's error and then types it",
    )

    @property
    def db_path(self) -> Path:
        return self.workdir / "db.sqlite3"

    def start(self, theme: Theme = "light") -> Launch:
        site = build_template()
        python = self.program("python")
        self.fresh_workdir()
        shutil.copy(site / "db.sqlite3", self.db_path)
        with sqlite3.connect(self.db_path) as db:
            row = db.execute("SELECT id FROM wagtailcore_page WHERE depth = 2 ORDER BY id LIMIT 1").fetchone()
        if row is None:
            raise AppError(f"the site template {site} has no home page")
        port = free_port()
        env = {"DJANGO_SETTINGS_MODULE": "zoo_site.settings.dev", "WAGTAIL_ZOO_DB": str(self.db_path),
               "WAGTAIL_ZOO_MEDIA": str(self.workdir / "media"), "PYTHONDONTWRITEBYTECODE": "1"}  # fmt: skip
        start_server(
            self.workdir, [str(python), "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"], env=env, cwd=site
        )
        base = f"http://127.0.0.1:{port}"
        wait_for_http(self.workdir, base + "/admin/login/")
        return self._launched(Launch(url=f"{base}/admin/pages/add/home/newspage/{row[0]}/"))

    def check(self, values: Mapping[str, str]) -> Check:
        labels = {label: key for key, label in CATEGORIES.items()}
        try:
            with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
                rows = db.execute(
                    "SELECT p.title, n.category FROM wagtailcore_page p JOIN home_newspage n ON n.page_ptr_id = p.id"
                ).fetchall()
        except sqlite3.Error as exc:
            return Check(False, f"cannot read {self.db_path}: {exc}")
        want = (values.get("title"), labels.get(values.get("category", ""), values.get("category")))
        return Check(want in rows, f"news pages (title, category): {rows}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.wagtail_news_draft(USER, PASSWORD, values["title"], values["category"])


APP = WagtailZoo
