"""Trac seeded with Faker data for differential rendering: tickets, their people and their text.

Each dataset writes tickets straight into Trac's own SQLite file (reporters and owners by user
name, a CC's e-mail, summaries naming a person and a company, descriptions with an e-mail, a
phone and an address) and the users' names and e-mails into its sessions; Trac shows user names
and e-mail addresses as they are, so the report, the query and a ticket show every kind of
value a dataset holds among Trac's own chrome.
"""

from __future__ import annotations

import configparser
import random
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.differential import Dataset, SeededValue

TICKETS = 6


class TracAdapter:
    """Trac (bench/apps/trac) as a differential-rendering app."""

    name = "trac"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "newticket": ("Preview", "Create ticket"),
        "query": ("Update", "Add filter"),
        "ticket/1": ("Modify Ticket", "Reply"),
    }

    def screens(self) -> list[str]:
        """Trac's report of active tickets, a query, one ticket and the new-ticket form."""
        return ["report/1", "query", "ticket/1", "newticket"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """A fresh Trac environment seeded with ``dataset``; yields its base URL."""
        from screenroute.bench.apps.trac import TracApp

        app = TracApp(workdir / "env").create()
        _show_people(app.env_dir / "conf" / "trac.ini")
        _seed(app.db_path, dataset)
        app.start()
        try:
            yield app.url
        finally:
            app.stop()


def _show_people(ini: Path) -> None:
    """Trac as a team that knows each other runs it: user names where a person is named (owner,
    reporter, CC) and e-mail addresses in clear, so a screen shows every kind of value seeded."""
    config = configparser.ConfigParser(interpolation=None)
    config.read(ini, encoding="utf-8")
    if not config.has_section("trac"):
        config.add_section("trac")
    config.set("trac", "show_email_addresses", "true")
    config.set("trac", "show_full_names", "false")
    with ini.open("w", encoding="utf-8") as handle:
        config.write(handle)


def _seed(db: Path, dataset: Dataset) -> None:
    fake = Faker(dataset.locale)
    fake.seed_instance(dataset.seed)
    rng = random.Random(dataset.seed)
    now = int(time.time() * 1_000_000)
    values: list[SeededValue] = []
    with sqlite3.connect(db) as conn:
        users = []
        for _ in range(4):
            user, name, email = fake.user_name(), fake.name(), fake.email()
            users.append(user)
            values += [SeededValue("USERNAME", user), SeededValue("PERSON", name), SeededValue("EMAIL_ADDRESS", email)]
            conn.execute("INSERT OR REPLACE INTO session VALUES (?, 1, ?)", (user, now // 1_000_000))
            conn.executemany(
                "INSERT OR REPLACE INTO session_attribute VALUES (?, 1, ?, ?)",
                [(user, "name", name), (user, "email", email)],
            )
        for k in range(1, TICKETS + 1):
            person, company = fake.name(), fake.company()
            phone, address, email = fake.phone_number(), fake.address().replace("\n", ", "), fake.email()
            values += [
                SeededValue("PERSON", person),
                SeededValue("ORGANIZATION", company),
                SeededValue("PHONE_NUMBER", phone),
                SeededValue("ADDRESS", address),
                SeededValue("EMAIL_ADDRESS", email),
            ]
            summary = f"{person} ({company})"
            description = f"{person} <{email}>, {phone}\n\n{address}"
            conn.execute(
                "INSERT INTO ticket (id, type, time, changetime, component, priority, owner, reporter, cc, status, "
                "summary, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (k, rng.choice(["defect", "task"]), now - k * 3_600_000_000, now, rng.choice(["Printers", "Network"]),
                 rng.choice(["major", "minor"]), rng.choice(users), rng.choice(users), email, "new", summary,
                 description),
            )  # fmt: skip
    dataset.values[:] = values
