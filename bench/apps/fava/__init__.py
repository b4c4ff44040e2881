"""Fava (https://beancount.github.io/fava/), the web front end of the Beancount ledger, as a zoo app.

A single-page app (Svelte) over a plain-text ledger: each start writes a small household ledger
into the work folder and serves it on loopback with ``fava``. Its "Add" dialog is a modal with
autocompleting account fields. The task's state is the ledger file, read back with Beancount's
own loader (in Fava's environment), never by the screen.
"""

from __future__ import annotations

import json
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
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: The ledger every start begins with (the account list the Add dialog offers follows from it).
SEED = """option "title" "Household"
option "operating_currency" "EUR"

2026-01-01 open Assets:Bank:Checking EUR
2026-01-01 open Expenses:Groceries EUR
2026-01-01 open Expenses:Rent EUR
2026-01-01 open Expenses:Travel EUR
2026-01-01 open Income:Salary EUR

2026-11-01 * "Employer" "November salary"
  Assets:Bank:Checking  2400.00 EUR
  Income:Salary

2026-11-03 * "Landlord" "Rent"
  Expenses:Rent  900.00 EUR
  Assets:Bank:Checking
"""
#: Each transaction of the ledger as JSON (payee, and each posting's account and amount), by Beancount's loader.
_READ = """
import json, sys
from beancount import loader
from beancount.core import data
entries, errors, _ = loader.load_file(sys.argv[1])
print(json.dumps({
    "errors": [str(e.message) for e in errors],
    "transactions": [
        {"payee": e.payee, "postings": [[p.account, f"{p.units.number} {p.units.currency}" if p.units else None]
                                        for p in e.postings]}
        for e in entries if isinstance(e, data.Transaction)
    ],
}, ensure_ascii=False))
"""


class FavaZoo(VenvZooApp):
    """In the Add dialog: a payee, an expense account from the list, the amount, paid from the bank; Save."""

    name = "fava"
    title = "Fava 1.30 (Beancount 3)"
    venv = "fava"
    programs = ("fava", "python")
    label = "Fava"
    toolkit = "web, single-page (Svelte) over a plain-text ledger"
    source = "PyPI `fava` (https://github.com/beancount/fava), own venv `.venv-apps/fava`"
    licence = "MIT (Fava); GPL-2.0-only (Beancount)"
    dark_theme = True
    theme_note = "dark: Fava follows prefers-color-scheme (Chromium's dark mode)"
    task = ZooTask(
        name="fava_add_expense",
        goal="Add an expense to the household ledger: payee, expense account and amount, paid from the bank account",
        recorded={"payee": "Corner Bakery", "account": "Expenses:Groceries", "amount": "12.40 EUR"},
        runs=(
            {"payee": "Rail Europe", "account": "Expenses:Travel", "amount": "89.00 EUR"},
            {"payee": "大阪の八百屋", "account": "Expenses:Groceries", "amount": "7.25 EUR"},
            {"payee": "City Flats", "account": "Expenses:Rent", "amount": "910.00 EUR"},
            {"payee": "Farmers Market", "account": "Expenses:Groceries", "amount": "23.60 EUR"},
            {"payee": "Night Bus", "account": "Expenses:Travel", "amount": "4.50 EUR"},
        ),
        mistake="opens the dialog's Balance tab instead of Transaction, sees the wrong form and goes back to Transaction",
    )

    @property
    def ledger(self) -> Path:
        return self.workdir / "household.beancount"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("fava")
        self.fresh_workdir()
        self.ledger.write_text(SEED)
        port = free_port()
        start_server(self.workdir, [str(program), "--host", "127.0.0.1", "--port", str(port), str(self.ledger)])
        url = f"http://127.0.0.1:{port}/"
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            python = self.program("python")
        except AppError as exc:
            return Check(False, str(exc))
        proc = subprocess.run([str(python), "-c", _READ, str(self.ledger)], capture_output=True, text=True,
                              timeout=120, check=False)  # fmt: skip
        if proc.returncode != 0:
            return Check(False, f"cannot read the ledger: {proc.stderr.strip()[-500:]}")
        ledger = json.loads(proc.stdout)
        added = [t for t in ledger["transactions"] if t["payee"] == values.get("payee")]
        wanted = [values.get("account"), _amount(values.get("amount", ""))]
        ok = not ledger["errors"] and any(
            wanted in [[a, _amount(n or "")] for a, n in t["postings"]]
            and any(a == "Assets:Bank:Checking" for a, _ in t["postings"]) for t in added
        )  # fmt: skip
        newest = ledger["transactions"][-1] if ledger["transactions"] else None
        return Check(ok, f"transactions of {values.get('payee')!r}: {added}; the ledger's last: {newest}; "
                         f"ledger errors: {ledger['errors']}")  # fmt: skip

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.fava_add_expense(values["payee"], values["account"], values["amount"])


def _amount(text: str) -> str:
    """``"12.4 EUR"`` and ``"12.40 EUR"`` alike: the number normalised, then the currency."""
    number, _, currency = text.strip().partition(" ")
    try:
        return f"{float(number):.2f} {currency.strip()}"
    except ValueError:
        return text.strip()


APP = FavaZoo
