"""LibreOffice Calc seeded with Faker data: a desktop program's screen on Xvfb (measure-once set).

Each dataset writes a customer list (name, user name, e-mail, phone, city, company, customer ID,
balance) as CSV, opened straight into Calc (an import filter given, so no import dialog) with
LibreOffice's own X11 toolkit, and an orders list (an order number, the customer's company and
e-mail, an amount) the same way. Screens: each sheet as it opens (one file per screen: a second
Calc would find the first one's lock on the same file).
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

ROWS = 12


class CalcAdapter:
    """LibreOffice Calc as a differential-rendering app."""

    name = "calc"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {"sheet": ("File", "Edit", "View", "Insert", "Format")}
    settle_s = 6.0

    def screens(self) -> list[str]:
        return ["sheet", "orders"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded ``customers.csv`` and Calc's command per screen."""
        from screenroute.edge.sandbox.program import Command

        workdir.mkdir(parents=True, exist_ok=True)
        dataset.values[:] = _seed(workdir / "customers.csv", workdir / "orders.csv", dataset)
        env = {"SAL_USE_VCLPLUGIN": "gen", "LANG": "en_US.UTF-8"}

        def shot(sheet: str) -> ProgramShot:
            command = ["soffice", "--calc", "--norestore", "--nologo", "--nofirststartwizard",
                       "--infilter=CSV:44,34,76,1", str(workdir / sheet)]  # fmt: skip
            return ProgramShot(Command(command, cwd=workdir, env=env), keys=("Escape",))

        yield {"sheet": shot("customers.csv"), "orders": shot("orders.csv")}


def _seed(sheet: Path, orders: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    people = []
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(["Name", "Login", "E-mail", "Phone", "City", "Company", "Customer no", "Balance"])
        for _ in range(ROWS):
            p = person(fake, rng)
            people.append(p)
            city, balance = fake.city(), round(rng.uniform(10, 9999), 2)
            out.writerow([p.name, p.username, p.email, p.phone, city, p.company, p.ident, f"{balance:.2f}"])
            values += p.values("name", "username", "email", "phone", "company", "ident")
            values += [SeededValue("ADDRESS", city), SeededValue("AMOUNT", f"{balance:.2f}")]
    with orders.open("w", encoding="utf-8", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(["Order", "Company", "Contact e-mail", "Amount", "Status"])
        for p in people:
            order, amount = f"SO-{rng.randrange(10**5, 10**6)}", f"{rng.uniform(10, 9999):.2f}"
            out.writerow([order, p.company, p.email, amount, "open"])
            values += [SeededValue("ID", order), SeededValue("AMOUNT", amount)]
    return values
