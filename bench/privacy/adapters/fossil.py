"""Fossil seeded with Faker data for differential rendering: a small company's project repository.

Each dataset makes a fresh repository with Fossil's own command line — the project named after a
company, eight users (each a login and, as Fossil's contact info, a person's name and e-mail
address), eight tickets filed by those users (a title naming a customer and a remark in prose naming a
person, a phone number, an address, an amount and an e-mail address; Fossil shows a ticket's private
contact only as a hash, so none is set), and a wiki page of contacts written by one of them (a table of people with
their company, phone and address, and a paragraph naming a supplier's account) — and serves it on
loopback with ``fossil server --localauth``, so the screens open as the repository's administrator
with no sign-in. The ticket list is Fossil's report 1, its SQL set to show each ticket's title and
remark (a report as a Fossil user writes one). Screens: the ticket report, the wiki
page, the users list of the admin pages and the timeline. Fossil has no translations: its words are
English on every locale; the data is the locale's. Times in the timeline follow the render's clock:
they differ between datasets and are neither values nor chrome.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import SeededPerson, person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec12 import amount, bank_account
from screenroute.bench.privacy.differential import Dataset, SeededValue

__all__ = ["FossilAdapter"]

USERS = 8
TICKETS = 8
CONTACTS = 7
REPOSITORY = "project.fossil"
#: Report 1 as a user rewrites it: each ticket's id, status and title, its remark below the row.
_REPORT = (
    "SELECT CASE WHEN status IN ('Open','Verified') THEN '#f2dcda' ELSE '#ffffff' END AS 'bgcolor', "
    "substr(tkt_uuid,1,10) AS '#', status, title, comment AS '_remarks' "
    "FROM ticket ORDER BY tkt_id"
)


class FossilAdapter:
    """Fossil (Debian ``fossil``) as a differential-rendering app."""

    name = "fossil"
    #: The menu bar's entries and the buttons the screens show.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": ("Home", "Timeline", "Files", "Branches", "Tags", "Forum", "Chat", "Tickets", "Wiki", "Admin",
                "Logout", "Search", "New Ticket", "Edit", "History", "Add User", "Older", "Newer"),
    }  # fmt: skip
    settle_s = 0.8

    def screens(self) -> list[str]:
        """The ticket report, the contacts wiki page, the users list and the timeline."""
        return ["rptview?rn=1", "wiki?name=Contacts", "setup_ulist", "timeline?n=40&y=all"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The dataset's repository served by ``fossil server``; yields its base URL."""
        from screenroute.bench.apps.base import AppError, free_port, start_server, stop_server, wait_for_http

        if shutil.which("fossil") is None:
            raise AppError("Fossil is not installed: run .ci/setup (apt: fossil)")
        state = workdir.resolve() / "app"
        if state.exists():
            shutil.rmtree(state)
        state.mkdir(parents=True)
        dataset.values[:] = _seed(state, dataset)
        port = free_port()
        argv = ["fossil", "server", "--localhost", "--localauth", "--port", str(port), str(state / REPOSITORY)]
        start_server(state, argv, env=_env(state, "admin"))
        url = f"http://127.0.0.1:{port}/"
        try:
            wait_for_http(state, url)
            yield url
        finally:
            stop_server(state)


def _env(state: Path, user: str) -> dict[str, str]:
    # Fossil keeps its settings under HOME and names the acting user after USER.
    return {**os.environ, "HOME": str(state), "FOSSIL_HOME": str(state), "USER": user}


def _fossil(state: Path, user: str, *args: str) -> None:
    from screenroute.bench.apps.base import AppError

    argv = ["fossil", *args] if args[0] == "init" else ["fossil", *args, "-R", str(state / REPOSITORY)]
    done = subprocess.run(argv, env=_env(state, user), cwd=state, capture_output=True, text=True, timeout=120,
                          check=False)  # fmt: skip
    if done.returncode != 0:
        raise AppError(f"fossil {args[0]} failed: {(done.stdout + done.stderr)[-1000:]}")


def _seed(state: Path, dataset: Dataset) -> list[SeededValue]:
    """The repository of ``dataset``, and the values its screens show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    loc = dataset.locale
    _fossil(state, "admin", "init", str(state / REPOSITORY), "--admin-user", "admin")
    project = str(fake.company())
    values = [SeededValue("ORGANIZATION", project)]
    users: list[SeededPerson] = []
    for _ in range(USERS):
        user = person(fake, rng)
        if user.username in {u.username for u in users} or user.username == "admin":
            continue
        users.append(user)
        _fossil(state, "admin", "user", "new", user.username, f"{user.name} <{user.email}>", f"pw-{rng.random()}")
        _fossil(state, "admin", "user", "capabilities", user.username, "hjkmnrtwc")
        values += user.values("username", "name", "email")
    for k in range(TICKETS):
        customer, helper, owed = person(fake, rng), str(fake.name()), amount(loc, rng, 20, 3000)
        title = f"{customer.name}: {('Refund', 'Invoice wrong', 'Cannot sign in', 'Move delivery')[k % 4]}"
        remark = (f"{helper} called from {customer.phone}; the parcel goes to {customer.address}. "
                  f"Credit of {owed.value} agreed; reply to {customer.email}.")  # fmt: skip
        author = users[k % len(users)].username
        _fossil(state, author, "ticket", "add", "title", title, "type", "Incident", "status", "Open",
                "comment", remark, "-q")  # fmt: skip
        values += [*customer.values("name", "phone", "address", "email"), SeededValue("PERSON", helper), owed]
    rows = ["# Contacts", "", "| Name | Company | Phone | Address |", "|---|---|---|---|"]
    for _ in range(CONTACTS):
        p = person(fake, rng)
        rows.append(f"| {p.name} | {p.company} | {p.phone} | {p.address} |")
        values += p.values("name", "company", "phone", "address")
    supplier, account = person(fake, rng), bank_account(loc, rng)
    rows += ["", f"Invoices from {supplier.company} are paid to {account.value}; ask {supplier.name} "
             f"({supplier.email}) before changing it.", ""]  # fmt: skip
    values += [*supplier.values("company", "name", "email"), account]
    page = state / "contacts.md"
    page.write_text("\n".join(rows) + "\n", encoding="utf-8")
    _fossil(state, users[0].username, "wiki", "create", "Contacts", str(page), "--mimetype", "text/x-markdown")
    _fossil(state, "admin", "sql", f"REPLACE INTO config(name, value, mtime) VALUES('project-name', "
                                   f"{_quoted(project)}, now())")  # fmt: skip
    with sqlite3.connect(state / REPOSITORY) as db:
        db.execute("UPDATE reportfmt SET sqlcode = ? WHERE rn = 1", (_REPORT,))
    return values


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
