"""git gui (Tk) seeded with Faker data: a desktop program's screens on Xvfb (measure-once set).

Each dataset makes a repository whose commits are authored by Faker people, with a contacts
file (a person per line: name, e-mail, phone, company) and files named after companies and user
names, changed since the last commit. Screens: git gui's commit window (the changed files) and
its blame view of the contacts file (authors and lines).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import fixed_time, person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

PEOPLE = 5


class GitGuiAdapter:
    """git gui as a differential-rendering app."""

    name = "git-gui"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "commit": ("Rescan", "Stage Changed", "Sign Off", "Commit", "Push")
    }
    settle_s = 2.0

    def screens(self) -> list[str]:
        return ["commit", "blame"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded repository and git gui's command per screen."""
        from screenroute.edge.sandbox.program import Command

        repo = workdir / "repo"
        if repo.exists():
            shutil.rmtree(repo)
        repo.mkdir(parents=True)
        dataset.values[:] = _seed(repo, dataset)
        env = {"GIT_CONFIG_NOSYSTEM": "1", "LANG": "en_US.UTF-8"}
        yield {
            "commit": ProgramShot(Command(["git", "gui"], cwd=repo, env=env)),
            "blame": ProgramShot(Command(["git", "gui", "blame", "contacts.txt"], cwd=repo, env=env)),
        }


def _git(repo: Path, *args: str, author: tuple[str, str] | None = None) -> None:
    name, email = author or ("Repository", "repo@localhost")
    stamp = f"{fixed_time} +0000"
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(repo.parent), "GIT_AUTHOR_NAME": name,
           "GIT_AUTHOR_EMAIL": email, "GIT_COMMITTER_NAME": name, "GIT_COMMITTER_EMAIL": email,
           "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp}  # fmt: skip
    subprocess.run(["git", "-C", str(repo), *args], env=env, check=True, capture_output=True, timeout=60)


def _seed(repo: Path, dataset: Dataset) -> list[SeededValue]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    _git(repo, "init", "-q", "-b", "main")
    people = [person(fake, rng) for _ in range(PEOPLE)]
    lines: list[str] = []
    for p in people:
        lines.append(f"{p.name} <{p.email}> {p.phone} {p.company}")
        (repo / "contacts.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        _git(repo, "add", "contacts.txt")
        _git(repo, "commit", "-q", "-m", "Update contacts", author=(p.name, p.email))
        values += p.values("name", "email", "phone", "company")
    for p in people[:3]:
        for name, kind in ((f"{p.company}.txt", "company"), (f"{p.username}.cfg", "username")):
            (repo / name.replace("/", " ")).write_text("x\n", encoding="utf-8")
            values += p.values(kind)
    with (repo / "contacts.txt").open("a", encoding="utf-8") as handle:
        handle.write(f"{people[0].address}\n")
    values += people[0].values("address")
    return values
