"""Gramps (GTK 3) seeded with Faker data for differential rendering: a family tree's people, events,
families, places and archives.

Each dataset writes a family tree in Gramps XML — twelve people with their birth (a date and the
town they were born in), their home address, phone and e-mail; four couples; the towns as places;
four archives (repositories named after companies, with an address, a phone and an e-mail) — and
imports it with Gramps' own command line into a fresh SQLite family tree under the dataset's work
folder. Each screen is Gramps opened on that tree in one of its list views (people, events,
repositories), the view chosen through Gramps' own ``last-view`` preference, so
no click is needed. Gramps speaks the dataset's language through ``LANGUAGE`` (its own catalogues:
Croatian, Slovenian, German, Spanish, English, Japanese); Japanese runs in the ``ja_JP.UTF-8``
locale where it is generated, every other language in ``C.UTF-8``. Dates are written as Gramps
writes them by default (ISO ``YYYY-MM-DD``), whatever the language.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar
from xml.sax.saxutils import escape, quoteattr

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

TREE = "dec11"
PEOPLE = 12
COUPLES = 4
ARCHIVES = 4
#: Screen -> Gramps' name of the list view it opens on.
VIEWS = {"people": "personlistview", "events": "eventview", "repositories": "repoview"}
_PREFERENCES = """;; Gramps key file

[behavior]
use-tips=False
betawarn=True
autoload=True
recent-file='{tree}'
check-for-addon-updates=0

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
last-view='{view}'
"""


def _gramps_env(home: Path, locale: str) -> dict[str, str]:
    """Gramps' home, configuration and language for one screen."""
    lang = locale.split("_")[0]
    libc = "ja_JP.UTF-8" if lang == "ja" and _has_locale("ja_JP.utf8") else "C.UTF-8"
    return {"GRAMPSHOME": str(home), "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"), "LANG": libc,
            "LC_ALL": libc, "LANGUAGE": lang, "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}  # fmt: skip


def _has_locale(name: str) -> bool:
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True, timeout=30, check=False).stdout
    return name.lower() in {line.strip().lower() for line in listed.splitlines()}


class GrampsAdapter:
    """Gramps as a differential-rendering app (each screen one of its list views)."""

    name = "gramps"
    #: The menus and the filter's reset button every list view shows, as Gramps' catalogues word them
    #: (en, hr, sl, de, es, ja).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "people": ("Family Trees", "Add", "Edit", "View", "Go", "Bookmarks", "Reports", "Tools", "Help", "Reset",
                   "Rodoslovi", "Dodaj", "Uredi", "Pogled", "Idi", "Knjižne oznake", "Izvještaji", "Alati", "Pomoć",
                   "Vrati izvorno stanje", "Rodovniki", "Pojdi", "Zaznamki", "Poročila", "Orodja", "Pomoč",
                   "Ponastavi", "Stammbäume", "Hinzufügen", "Bearbeiten", "Ansicht", "Gehe zu", "Lesezeichen",
                   "Berichte", "Werkzeuge", "Hilfe", "Zurücksetzen", "Árboles genealógicos", "Agregar", "Editar",
                   "Ver", "Ir", "Marcadores", "Reportes", "Herramientas", "Ayuda", "Limpiar", "家系図(F)", "追加(A)",
                   "編集(E)", "表示(V)", "ジャンプ(G)", "ブックマーク(B)", "レポート(R)", "ツール(T)", "ヘルプ(H)",
                   "リセット"),
    }  # fmt: skip
    settle_s = 3.0

    def screens(self) -> list[str]:
        """The people, events and repositories views."""
        return list(VIEWS)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded family tree, imported once, and Gramps opened on it in each view."""
        from screenroute.bench.apps.base import AppError
        from screenroute.edge.sandbox.program import Command

        if shutil.which("gramps") is None:
            raise AppError("Gramps is not installed: run .ci/setup (apt: gramps)")
        state = workdir.resolve() / "app"
        if state.exists():
            shutil.rmtree(state)
        state.mkdir(parents=True)
        xml, values = _seed(dataset)
        (state / "tree.gramps").write_text(xml, encoding="utf-8")
        made_home = state / "import"
        made_home.mkdir()
        made = subprocess.run(
            ["gramps", "-y", "-q", "-C", TREE, "-i", str(state / "tree.gramps")],
            env={**os.environ, **_gramps_env(made_home, dataset.locale)}, cwd=state, capture_output=True, text=True,
            timeout=600, check=False,
        )  # fmt: skip
        if made.returncode != 0 or not list((made_home / "gramps" / "grampsdb").glob("*/sqlite.db")):
            raise AppError(f"gramps could not make the family tree: {(made.stdout + made.stderr)[-1500:]}")
        dataset.values[:] = values
        shots = {}
        for screen, view in VIEWS.items():
            home = state / screen
            shutil.copytree(made_home, home)
            config = home / "gramps" / "gramps51"
            config.mkdir(parents=True, exist_ok=True)
            (config / "gramps.ini").write_text(_PREFERENCES.format(tree=TREE, view=view), encoding="utf-8")
            env = _gramps_env(home, dataset.locale)
            shots[screen] = ProgramShot(Command(["gramps", "-O", TREE], cwd=home, env=env))
        yield shots


def _seed(dataset: Dataset) -> tuple[str, list[SeededValue]]:
    """The family tree in Gramps XML, and the values its views show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    people = [person(fake, rng) for _ in range(PEOPLE)]
    values: list[SeededValue] = []
    towns: list[str] = []
    events, persons, places = [], [], []
    for k, p in enumerate(people):
        born = f"{rng.randrange(1931, 2006)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
        town = str(fake.city())
        if town not in towns:
            towns.append(town)
        street = str(fake.street_address()) if hasattr(fake, "street_address") else p.address
        postal = str(fake.postcode()) if hasattr(fake, "postcode") else ""
        if dataset.locale.startswith("ja"):  # Faker writes a Japanese name surname first: "佐藤 花子"
            surname, _, given = p.name.partition(" ")
        else:
            given, _, surname = p.name.rpartition(" ")
        gender = "MF"[k % 2]
        events.append(
            f'<event handle="_ev{k}" id="E{k:04d}"><type>Birth</type><dateval val="{born}"/>'
            f'<place hlink="_pl{towns.index(town)}"/></event>'
        )
        persons.append(
            f'<person handle="_pe{k}" id="I{k:04d}"><gender>{gender}</gender><name type="Birth Name">'
            f"<first>{escape(given)}</first><surname>{escape(surname)}</surname></name>"
            f'<eventref hlink="_ev{k}" role="Primary"/>'
            f"<address><street>{escape(street)}</street><city>{escape(town)}</city><postal>{escape(postal)}</postal>"
            f"<phone>{escape(p.phone)}</phone></address>"
            f'<url href={quoteattr("mailto:" + p.email)} type="E-mail" description={quoteattr(p.email)}/>'
            + (f'<parentin hlink="_fa{k // 2}"/>' if k < 2 * COUPLES else "")
            + "</person>"
        )
        values += [SeededValue("PERSON", p.name), SeededValue("DATE_OF_BIRTH", born), SeededValue("ADDRESS", town)]
    families = [
        f'<family handle="_fa{c}" id="F{c:04d}"><rel type="Married"/><father hlink="_pe{2 * c}"/>'
        f'<mother hlink="_pe{2 * c + 1}"/></family>'
        for c in range(COUPLES)
    ]
    places = [
        f'<placeobj handle="_pl{k}" id="P{k:04d}" type="Town"><ptitle>{escape(t)}</ptitle>'
        f"<pname value={quoteattr(t)}/></placeobj>"
        for k, t in enumerate(towns)
    ]
    repositories = []
    for k in range(ARCHIVES):
        keeper = person(fake, rng)
        street = str(fake.street_address()) if hasattr(fake, "street_address") else keeper.address
        town = str(fake.city())
        repositories.append(
            f'<repository handle="_re{k}" id="R{k:04d}"><rname>{escape(keeper.company)}</rname><type>Archive</type>'
            f"<address><street>{escape(street)}</street><city>{escape(town)}</city>"
            f"<phone>{escape(keeper.phone)}</phone></address>"
            f'<url href={quoteattr("mailto:" + keeper.email)} type="E-mail" description={quoteattr(keeper.email)}/>'
            "</repository>"
        )
        values += [SeededValue("ORGANIZATION", keeper.company), SeededValue("ADDRESS", street),
                   SeededValue("ADDRESS", town), SeededValue("EMAIL_ADDRESS", keeper.email),
                   SeededValue("PHONE_NUMBER", keeper.phone)]  # fmt: skip
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"'
        ' "http://gramps-project.org/xml/1.7.1/grampsxml.dtd">\n'
        '<database xmlns="http://gramps-project.org/xml/1.7.1/">\n'
        '  <header><created date="2026-12-01" version="5.1.5"/></header>\n'
        f"  <events>\n{''.join(events)}\n  </events>\n"
        f"  <people>\n{''.join(persons)}\n  </people>\n"
        f"  <families>\n{''.join(families)}\n  </families>\n"
        f"  <places>\n{''.join(places)}\n  </places>\n"
        f"  <repositories>\n{''.join(repositories)}\n  </repositories>\n"
        "</database>\n"
    )
    return xml, values
