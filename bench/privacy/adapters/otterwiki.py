"""An Otter Wiki seeded with Faker data for differential rendering: a team's wiki in git.

Each dataset writes a fresh wiki repository — a contacts page (a table of people with their
company, phone and e-mail), an onboarding page (prose naming new staff with their user name,
employee number, desk address, salary account and salary) and a suppliers page (companies, their
contact, IBAN or account and address) — committed by Faker people, and serves it with the wiki
(anonymous read access). The wiki's own words are English on every locale; the data is the locale's.
Screens: the three pages and the wiki's changelog (who changed what).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import SeededPerson, fixed_time, person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec09 import amount, amount_label, bank_account
from screenroute.bench.privacy.differential import Dataset, SeededValue

__all__ = ["OtterWikiAdapter"]

CONTACTS = 9
HIRES = 3
SUPPLIERS = 6
AUTHORS = 4


class OtterWikiAdapter:
    """An Otter Wiki (``.venv-apps/otterwiki``) as a differential-rendering app."""

    name = "otterwiki"
    #: The buttons the screens show.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "pages": ("Edit", "History", "Search", "Log in", "Create page", "Attachments", "Rename", "Delete"),
    }
    settle_s = 0.8

    def screens(self) -> list[str]:
        """The contacts, onboarding and suppliers pages and the changelog."""
        return ["Contacts", "Onboarding", "Suppliers", "-/changelog"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The dataset's wiki served by Otter Wiki; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http

        flask = app_venv_bin("otterwiki", "flask")
        if flask is None:
            raise AppError("An Otter Wiki is not installed: run .ci/setup (it makes .venv-apps/otterwiki)")
        workdir = workdir.resolve()
        repository = workdir / "wiki"
        if repository.exists():
            subprocess.run(["rm", "-rf", str(repository)], check=True)
        repository.mkdir(parents=True)
        dataset.values[:] = _seed(repository, dataset)
        settings = workdir / "settings.cfg"
        settings.write_text(
            f"REPOSITORY = {str(repository)!r}\nSECRET_KEY = 'differential-rendering-{dataset.seed}'\n"
            f"SQLALCHEMY_DATABASE_URI = 'sqlite:///{workdir / 'wiki.db'}'\nSITE_NAME = 'Team wiki'\n"
            "READ_ACCESS = 'ANONYMOUS'\nWRITE_ACCESS = 'REGISTERED'\n",
            encoding="utf-8",
        )
        (workdir / "wiki.db").unlink(missing_ok=True)
        port = free_port()
        env = {**os.environ, "OTTERWIKI_SETTINGS": str(settings)}
        start_server(workdir, [str(flask), "--app", "otterwiki.server", "run", "--host", "127.0.0.1", "--port",
                               str(port)], env=env)  # fmt: skip
        url = f"http://127.0.0.1:{port}/"
        try:
            wait_http(workdir, url)
            yield url
        finally:
            stop_server(workdir)


def _commit(repository: Path, author: SeededPerson, message: str, step: int) -> None:
    when = f"{fixed_time + 3600 * step} +0000"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(repository),
           "GIT_AUTHOR_NAME": author.name, "GIT_AUTHOR_EMAIL": author.email, "GIT_AUTHOR_DATE": when,
           "GIT_COMMITTER_NAME": author.name, "GIT_COMMITTER_EMAIL": author.email, "GIT_COMMITTER_DATE": when}  # fmt: skip
    for argv in (["git", "add", "-A"], ["git", "commit", "-q", "-m", message]):
        subprocess.run(argv, cwd=repository, env=env, check=True, capture_output=True)


def _row(*cells: str) -> str:
    return "| " + " | ".join(c.replace("|", "/") for c in cells) + " |"


def _seed(repository: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    subprocess.run(["git", "init", "-q", "-b", "main", str(repository)], check=True, capture_output=True)
    authors = [person(fake, rng) for _ in range(AUTHORS)]
    values = [v for a in authors for v in a.values("name", "email")]
    contacts = ["# Contacts", "", _row("Name", "Company", "Phone", "E-mail"), _row("---", "---", "---", "---")]
    for _ in range(CONTACTS):
        p = person(fake, rng)
        contacts.append(_row(p.name, p.company, p.phone, p.email))
        values += p.values("name", "company", "phone", "email")
    onboarding = ["# Onboarding", "", "New staff this month and what payroll needs for them.", ""]
    for _ in range(HIRES):
        p, account, salary = (
            person(fake, rng),
            bank_account(dataset.locale, rng),
            amount(dataset.locale, rng, 1500, 9000),
        )
        onboarding += [f"## {p.name}", "",
                       f"Signs in as **{p.username}**, employee number {p.ident}. Desk mail goes to {p.address}.",
                       f"Salary of {salary} is paid to {account.value}.", ""]  # fmt: skip
        values += [*p.values("name", "username", "ident", "address"), account, amount_label(salary)]
    suppliers = ["# Suppliers", "", _row("Company", "Contact", "Account", "Address"), _row("---", "---", "---", "---")]
    for _ in range(SUPPLIERS):
        p, account = person(fake, rng), bank_account(dataset.locale, rng)
        suppliers.append(_row(p.company, p.name, account.value, p.address))
        values += [*p.values("company", "name", "address"), account]
    pages = {"home.md": "# Team wiki\n\nSee [[Contacts]], [[Onboarding]] and [[Suppliers]].\n",
             "contacts.md": "\n".join(contacts) + "\n", "onboarding.md": "\n".join(onboarding) + "\n",
             "suppliers.md": "\n".join(suppliers) + "\n"}  # fmt: skip
    for step, (name, text) in enumerate(pages.items()):
        (repository / name).write_text(text, encoding="utf-8")
        _commit(repository, authors[step % AUTHORS], f"{name.removesuffix('.md').title()}: updated", step)
    return values
