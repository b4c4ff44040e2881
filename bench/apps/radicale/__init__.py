"""Radicale (https://radicale.org), a CalDAV/CardDAV server, with its own web admin page, as a zoo app.

Each start writes a configuration, a password file (one user) and a storage folder with one
calendar into the work folder and serves them on loopback with ``radicale``. Its web page
(plain JavaScript, no framework: a sign-in form and scenes that replace each other) creates
collections. The task's state is the storage folder: each collection's ``.Radicale.props``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
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

USER = "mika"
PASSWORD = "cal-2026-pw"  # noqa: S105 - a throwaway account of a local test server
#: The "Type" list of the create page, top to bottom (label → the collection's tag and components).
TYPES: dict[str, tuple[str, str]] = {
    "Address book": ("VADDRESSBOOK", ""),
    "Calendar, journal and tasks": ("VCALENDAR", "VEVENT,VJOURNAL,VTODO"),
    "Calendar and journal": ("VCALENDAR", "VEVENT,VJOURNAL"),
    "Calendar and tasks": ("VCALENDAR", "VEVENT,VTODO"),
    "Journal and tasks": ("VCALENDAR", "VJOURNAL,VTODO"),
    "Calendar": ("VCALENDAR", "VEVENT"),
    "Journal": ("VCALENDAR", "VJOURNAL"),
    "Tasks": ("VCALENDAR", "VTODO"),
}
_SEED_PROPS = {"D:displayname": "Personal", "C:calendar-description": "My own appointments", "tag": "VCALENDAR",
               "C:supported-calendar-component-set": "VEVENT,VJOURNAL,VTODO", "ICAL:calendar-color": "#3465a4ff"}  # fmt: skip

_CONFIG = """[server]
hosts = 127.0.0.1:{port}

[auth]
type = htpasswd
htpasswd_filename = {users}
htpasswd_encryption = plain

[storage]
filesystem_folder = {storage}

[web]
type = internal

[logging]
level = info
"""


class RadicaleZoo(VenvZooApp):
    """Sign in to the web page, create a collection: its type from the list, a title and a description."""

    name = "radicale"
    venv = "radicale"
    programs = ("radicale",)
    label = "Radicale"
    title = "Radicale 3.9"
    toolkit = "web, a server's admin page in plain JavaScript (scenes, no framework)"
    source = "PyPI `radicale` (https://radicale.org), own venv `.venv-apps/radicale`"
    licence = "GPL-3.0-or-later"
    dark_theme = True
    theme_note = "dark: its page follows prefers-color-scheme (Chromium's dark mode)"
    task = ZooTask(
        name="radicale_create_collection",
        goal="Sign in to the calendar server and create a collection of a given type with a title and a description",
        recorded={"title": "Team holidays", "description": "Who is away when", "type": "Calendar"},
        runs=(
            {"title": "Customers", "description": "Suppliers and clients", "type": "Address book"},
            {"title": "チーム休暇", "description": "夏休みの予定", "type": "Calendar"},
            {"title": "Release checklist", "description": "Steps before each release", "type": "Tasks"},
            {"title": "Lab notebook", "description": "Daily notes", "type": "Journal"},
            {"title": "On-call rota", "description": "Weekend shifts", "type": "Calendar and tasks"},
        ),
        secrets={"password": PASSWORD},
        mistake="opens Upload instead of Create (the button above it), closes it, then opens Create",
    )

    @property
    def collections(self) -> Path:
        return self.workdir / "collections" / "collection-root" / USER

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("radicale")
        self.fresh_workdir()
        users = self.workdir / "users"
        users.write_text(f"{USER}:{PASSWORD}\n")
        personal = self.collections / "personal"
        personal.mkdir(parents=True)
        (personal / ".Radicale.props").write_text(json.dumps(_SEED_PROPS))
        port = free_port()
        config = self.workdir / "config"
        config.write_text(_CONFIG.format(port=port, users=users, storage=self.workdir / "collections"))
        start_server(self.workdir, [str(program), "--config", str(config)])
        url = f"http://127.0.0.1:{port}/.web/"
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def check(self, values: Mapping[str, str]) -> Check:
        found = []
        for props in sorted(self.collections.glob("*/.Radicale.props")):
            try:
                data = json.loads(props.read_text())
            except (OSError, ValueError) as exc:
                return Check(False, f"cannot read {props}: {exc}")
            found.append((data.get("D:displayname"), data.get("C:calendar-description", data.get("CR:addressbook-description")),
                          data.get("tag"), data.get("C:supported-calendar-component-set", "")))  # fmt: skip
        tag, components = TYPES.get(values.get("type", ""), ("?", "?"))
        wanted = (values.get("title"), values.get("description"), tag, components)
        return Check(wanted in found, f"collections (title, description, tag, components): {found}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.radicale_create_collection(USER, PASSWORD, values["title"], values["description"], values["type"])


APP = RadicaleZoo
