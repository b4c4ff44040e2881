"""sqlite-web (Flask) seeded with Faker data: a web app's screens in Chromium (measure-once set).

Each dataset writes a contacts table (name, user name, e-mail, phone, city, company, customer
ID) and an invoices table (the contact's company and an amount) into a fresh database, served by
sqlite-web on loopback without its password page. Screens: the table list, the contacts' rows,
the invoices' rows and the contacts' structure.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, SeededValue

ROWS = 8


class SqliteWebAdapter:
    """sqlite-web as a differential-rendering app."""

    name = "sqlite-web"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "contacts/content/": ("Structure", "Content", "Query", "Insert", "Import", "Export", "Drop", "Bulk Delete")
    }
    settle_s = 1.0

    def screens(self) -> list[str]:
        return ["", "contacts/content/", "invoices/content/", "contacts/"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """A seeded ``office.db`` served by sqlite-web; yields its base URL."""
        from screenroute.bench.apps.base import (
            AppError,
            app_venv_bin,
            free_port,
            start_server,
            stop_server,
            wait_for_http,
        )

        program = app_venv_bin("sqlite-web", "sqlite_web")
        if program is None:
            raise AppError("sqlite-web is not installed: run .ci/setup (it makes .venv-apps/sqlite-web)")
        workdir.mkdir(parents=True, exist_ok=True)
        db = workdir / "office.db"
        db.unlink(missing_ok=True)
        dataset.values[:] = _seed(db, dataset)
        port = free_port()
        start_server(workdir, [str(program), "--no-browser", "--host", "127.0.0.1", "--port", str(port), str(db)])
        url = f"http://127.0.0.1:{port}/"
        try:
            wait_for_http(workdir, url)
            yield url
        finally:
            stop_server(workdir)


def _seed(db: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, full_name TEXT, login TEXT, email TEXT, "
                     "phone TEXT, city TEXT, company TEXT, customer_no TEXT)")  # fmt: skip
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, contact INTEGER, company TEXT, total REAL)")
        for k in range(1, ROWS + 1):
            p = person(fake, rng)
            city = fake.city()
            values += p.values("name", "username", "email", "phone", "company", "ident")
            values.append(SeededValue("ADDRESS", city))
            conn.execute("INSERT INTO contacts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (k, p.name, p.username, p.email, p.phone, city, p.company, p.ident))  # fmt: skip
            total = round(rng.uniform(10, 9999), 2)
            conn.execute("INSERT INTO invoices VALUES (?, ?, ?, ?)", (k, k, p.company, total))
            values.append(SeededValue("AMOUNT", f"{total}"))
    return values
