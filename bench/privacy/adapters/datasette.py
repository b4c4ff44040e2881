"""Datasette seeded with Faker data for differential rendering: a customer database and its payments.

Each dataset writes a fresh SQLite database — customers (name, user name, e-mail, phone, address,
company, customer number), their payments (payer, account, amount as the locale writes it,
reference) and support cases (a contact's name and e-mail and a note that names a second person,
a phone number and a company) — and serves it read-only with ``datasette``. Datasette's own words are
English on every locale; the data is the locale's. Screens: the customers table, one customer's row
page, the payments table, the cases table and a saved SQL query's results.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec09 import amount, amount_label, bank_account
from screenroute.bench.privacy.differential import Dataset, SeededValue

__all__ = ["DatasetteAdapter"]

CUSTOMERS = 12
PAYMENTS = 12
CASES = 10
_QUERY = "select name, email, phone from customers where id % 2 = 0 order by id"


class DatasetteAdapter:
    """Datasette (``.venv-apps/datasette``) as a differential-rendering app."""

    name = "datasette"
    #: Where it comes from (no zoo app runs it: the UI lexicon excludes its catalogues by this).
    source = "PyPI `datasette` (https://datasette.io), own venv `.venv-apps/datasette`"
    #: The buttons the screens show.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "tables": ("Apply", "Run SQL", "Save query", "Format SQL", "Export"),
    }
    settle_s = 0.8

    def screens(self) -> list[str]:
        """The customers table, a customer, the payments, the cases and a saved query's results."""
        return ["crm/customers?_size=12", "crm/customers/3", "crm/payments?_size=12", "crm/cases?_size=10",
                "crm/even_customers"]  # fmt: skip

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The dataset's database served by Datasette; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http

        program = app_venv_bin("datasette", "datasette")
        if program is None:
            raise AppError("Datasette is not installed: run .ci/setup (it makes .venv-apps/datasette)")
        workdir = workdir.resolve()
        workdir.mkdir(parents=True, exist_ok=True)
        database = workdir / "crm.db"
        database.unlink(missing_ok=True)
        dataset.values[:] = _seed(database, dataset)
        metadata = workdir / "metadata.json"
        metadata.write_text(json.dumps({"databases": {"crm": {"queries": {"even_customers": _QUERY}}}}))
        port = free_port()
        argv = [str(program), "serve", str(database), "--host", "127.0.0.1", "--port", str(port), "--immutable",
                str(database), "--metadata", str(metadata), "--setting", "suggest_facets", "off"]  # fmt: skip
        start_server(workdir, argv)
        url = f"http://127.0.0.1:{port}/"
        try:
            wait_http(workdir, url)
            yield url
        finally:
            stop_server(workdir)


def _seed(database: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    customers: list[tuple[Any, ...]] = []
    for k in range(CUSTOMERS):
        p = person(fake, rng)
        username = p.username if len(p.username) >= 3 else f"{p.username}{k}"
        customers.append((k + 1, p.name, username, p.email, p.phone, p.address, p.company, p.ident))
        values += [*p.values("name", "email", "phone", "address", "company", "ident"),
                   SeededValue("USERNAME", username)]  # fmt: skip
    payments: list[tuple[Any, ...]] = []
    for k in range(PAYMENTS):
        payer, account = customers[rng.randrange(CUSTOMERS)][1], bank_account(dataset.locale, rng)
        paid = amount(dataset.locale, rng, 20, 9000)
        reference = f"INV-{rng.randrange(10**5, 10**6)}"
        payments.append((k + 1, payer, account.value, paid, reference))
        values += [account, amount_label(paid), SeededValue("ID", reference)]
    cases: list[tuple[Any, ...]] = []
    for k in range(CASES):
        contact, other = person(fake, rng), person(fake, rng)
        note = f"{other.name}, {other.company}: {other.phone}"
        cases.append((k + 1, contact.name, contact.email, note))
        values += [*contact.values("name", "email"), *other.values("name", "company", "phone")]
    with sqlite3.connect(database) as conn:
        conn.execute("create table customers (id integer primary key, name text, username text, email text, "
                     "phone text, address text, company text, customer_no text)")  # fmt: skip
        conn.execute("create table payments (id integer primary key, payer text, account text, amount text, "
                     "reference text)")  # fmt: skip
        conn.execute("create table cases (id integer primary key, contact text, email text, note text)")
        conn.executemany("insert into customers values (?, ?, ?, ?, ?, ?, ?, ?)", customers)
        conn.executemany("insert into payments values (?, ?, ?, ?, ?)", payments)
        conn.executemany("insert into cases values (?, ?, ?, ?)", cases)
    conn.close()
    return values
