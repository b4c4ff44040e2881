"""Gramps (https://gramps-project.org), a genealogy program on GTK 3, as a zoo app, in Japanese.

Each start imports a small family tree (three people of one family, Gramps XML) into a new
SQLite family tree with Gramps' own command line, in a Gramps home inside the work folder, with
its preferences (the People view first, a window that fills the screen, no tips), and opens it in
Gramps. Its interface is Japanese through the ``ja_JP.UTF-8`` locale and Gramps' own ``ja``
translation. People are added in the "人物の編集" dialog. The task's state is the family tree's
SQLite database (each person's names in columns, the rest a pickled tuple of plain values).
"""

from __future__ import annotations

import pickle
import shutil
import sqlite3
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask
from screenroute.bench.apps.homebank import locale_installed

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

LOCALE = "ja_JP.UTF-8"
TREE = "家系図"
#: The gender list of the person editor, top to bottom, as Gramps shows it in Japanese → Gramps' code.
GENDERS: dict[str, int] = {"女性": 0, "男性": 1, "不明": 2}
#: The people every start begins with (given name, surname, gender code): the check must tell them apart.
SEED_PEOPLE = (("一郎", "佐藤", 1), ("花子", "佐藤", 0), ("健太", "佐藤", 1))

_PREFERENCES = """;; Gramps key file

[behavior]
use-tips=False
betawarn=True
autoload=False

[interface]
main-window-width=1280
main-window-height=800
main-window-horiz-position=0
main-window-vert-position=0
ignore-gexiv2=True
ignore-osmgpsmap=True
ignore-pil=True

[preferences]
use-last-view=True
last-view='personlistview'
"""


def tree_xml() -> str:
    """The seeded family in Gramps XML."""
    people = "\n".join(
        f'    <person handle="_seed{i}" id="I{i:04d}"><gender>{"FMU"[gender]}</gender>'
        f'<name type="Birth Name"><first>{given}</first><surname>{surname}</surname></name></person>'
        for i, (given, surname, gender) in enumerate(SEED_PEOPLE, 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"'
        ' "http://gramps-project.org/xml/1.7.1/grampsxml.dtd">\n'
        '<database xmlns="http://gramps-project.org/xml/1.7.1/">\n'
        '  <header><created date="2026-12-01" version="5.1.5"/></header>\n'
        f"  <people>\n{people}\n  </people>\n</database>\n"
    )


class GrampsZoo(ZooApp):
    """Add a person in the person editor (a modal dialog): given name, surname, a gender from its list; OK."""

    name = "gramps"
    title = "Gramps 5.1, in Japanese"
    toolkit = "desktop, GTK 3 (a person editor dialog with a combo box, tabs and a names table)"
    source = "Debian `gramps` (https://gramps-project.org)"
    licence = "GPL-2.0-or-later"
    dark_theme = True
    theme_note = "dark: GTK_THEME=Adwaita:dark (the sandbox sets it); 125 %: Xvfb's DPI with Xft.dpi"
    task = ZooTask(
        name="gramps_add_person",
        goal="Add a person with a given name, a surname and a gender to the family tree in Gramps",
        recorded={"given": "美咲", "surname": "佐藤", "gender": "女性"},
        runs=(
            {"given": "翔太", "surname": "田中", "gender": "男性"},
            {"given": "Emma", "surname": "Schmidt", "gender": "女性"},
            {"given": "陽菜", "surname": "佐藤", "gender": "女性"},
            {"given": "Lucas", "surname": "Martin", "gender": "男性"},
            {"given": "Alex", "surname": "Kim", "gender": "男性"},
        ),
        mistake="picks the gender below the right one in the list (the first for the last), sees it, picks again",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("gramps") is None:
            return "Gramps is not installed: run .ci/setup (apt: gramps)"
        if not locale_installed(LOCALE):
            return f"the {LOCALE} locale is not generated: run .ci/setup (localedef -i ja_JP -f UTF-8 {LOCALE})"
        return None

    def _env(self) -> dict[str, str]:
        return {"GRAMPSHOME": str(self.workdir), "HOME": str(self.workdir),
                "XDG_CONFIG_HOME": str(self.workdir / ".config"), "XDG_DATA_HOME": str(self.workdir / ".local/share"),
                "XDG_CACHE_HOME": str(self.workdir / ".cache"), "LANG": LOCALE, "LC_ALL": LOCALE, "LANGUAGE": "ja",
                "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}  # fmt: skip

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Gramps is not installed")
        self.fresh_workdir()
        seed = self.workdir / "seed.gramps"
        seed.write_text(tree_xml(), encoding="utf-8")
        config = self.workdir / "gramps" / "gramps51"
        config.mkdir(parents=True)
        (config / "gramps.ini").write_text(_PREFERENCES, encoding="utf-8")
        made = subprocess.run(
            ["gramps", "-y", "-q", "-C", TREE, "-i", str(seed)], env={**_base_env(), **self._env()},
            cwd=self.workdir, capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
        if made.returncode != 0 or not self._databases():
            raise AppError(f"gramps could not make the family tree: {(made.stdout + made.stderr)[-1500:]}")
        return self._launched(Launch(command=("gramps", "-O", TREE), cwd=self.workdir, env=self._env()))

    def _databases(self) -> list[Path]:
        return sorted((self.workdir / "gramps" / "grampsdb").glob("*/sqlite.db"))

    def people(self) -> list[tuple[str, str, int]]:
        """(given name, surname, gender code) of everyone in the family tree."""
        databases = self._databases()
        if len(databases) != 1:
            raise AppError(f"expected one family tree, found {len(databases)}")
        with sqlite3.connect(f"file:{databases[0]}?mode=ro", uri=True) as db:
            rows = db.execute("SELECT given_name, surname, blob_data FROM person").fetchall()
        # The blob is Gramps' serialised person: (handle, id, gender, ...), plain values only.
        return [(given, surname, int(pickle.loads(blob)[2])) for given, surname, blob in rows]  # noqa: S301

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            people = self.people()
        except (OSError, sqlite3.Error, AppError, pickle.UnpicklingError, IndexError, ValueError) as exc:
            return Check(False, f"cannot read the family tree: {exc}")
        gender = GENDERS.get(values.get("gender", ""))
        new = [person for person in people if person not in SEED_PEOPLE]
        ok = len(new) == 1 and new[0] == (values.get("given"), values.get("surname"), gender)
        return Check(ok, f"people (given, surname, gender 0 female 1 male 2 unknown): {people}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.gramps_add_person(values["given"], values["surname"], values["gender"])


def _base_env() -> dict[str, str]:
    import os

    return dict(os.environ)


APP = GrampsZoo
