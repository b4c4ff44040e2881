"""DB Browser for SQLite (Qt 5) seeded with Faker data: a desktop program's screens on Xvfb.

Each dataset writes a customers table (name, user name, e-mail, phone, city, customer ID) and
an orders table (the customer's company, an amount) into a fresh database; each screen is the
program started on its own display: the Browse Data tab of either table (``-t``) and the
Database Structure tab.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

ROWS = 8


class SqliteBrowserAdapter:
    """DB Browser for SQLite as a differential-rendering app."""

    name = "sqlitebrowser"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "browse customers": ("New Record", "Delete Record", "Filter"),
        "structure": ("Create Table", "Create Index", "Modify Table", "Delete Table"),
    }
    settle_s = 2.0

    def screens(self) -> list[str]:
        return ["browse customers", "browse orders", "structure"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """A seeded ``shop.db`` and the program's command per screen."""
        from screenroute.edge.sandbox.program import Command

        workdir.mkdir(parents=True, exist_ok=True)
        db = workdir / "shop.db"
        db.unlink(missing_ok=True)
        dataset.values[:] = _seed(db, dataset)
        base = ("sqlitebrowser", "-o", "checkversion/enabled=false", "-o", "General/appStyle=0")

        def shot(*args: str) -> ProgramShot:
            return ProgramShot(Command([*base, *args, str(db)], cwd=workdir, env={"LANG": "en_US.UTF-8"}))

        yield {
            "browse customers": shot("-t", "customers"),
            "browse orders": shot("-t", "orders"),
            "structure": shot(),
        }


def _seed(db: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, username TEXT, email TEXT, "
                     "phone TEXT, city TEXT, customer_no TEXT)")  # fmt: skip
        conn.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER, company TEXT, amount REAL)")
        for k in range(1, ROWS + 1):
            p = person(fake, rng)
            city = fake.city()
            values += p.values("name", "username", "email", "phone", "ident")
            values.append(SeededValue("ADDRESS", city))
            conn.execute("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (k, p.name, p.username, p.email, p.phone, city, p.ident))  # fmt: skip
            amount = round(rng.uniform(10, 9999), 2)
            conn.execute("INSERT INTO orders VALUES (?, ?, ?, ?)", (k, k, p.company, amount))
            values += [SeededValue("ORGANIZATION", p.company), SeededValue("AMOUNT", f"{amount}")]
    return values
