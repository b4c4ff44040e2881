"""pcmanfm (GTK 2) seeded with Faker files and folders: a desktop program's screens on Xvfb.

Each dataset makes a folder tree: a folder per person (named after them), files named after
companies, user names and customer IDs, and in one person's folder their letters and contracts.
Every file and folder carries the same time on every dataset, so the list view's dates are the
same and what differs is the names. Each screen is pcmanfm (list view) opened on one folder.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import fixed_time, person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

PEOPLE = 5


class PcmanfmAdapter:
    """pcmanfm as a differential-rendering app."""

    name = "pcmanfm"
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "clients": ("File", "Edit", "View", "Bookmarks", "Go", "Tools", "Help")
    }
    settle_s = 2.0

    def screens(self) -> list[str]:
        return ["clients", "one client"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded folders and pcmanfm on each."""
        from screenroute.edge.sandbox.program import Pcmanfm

        root = workdir / "files"
        if root.exists():
            shutil.rmtree(root)
        first, values = _seed(root / "clients", dataset)
        dataset.values[:] = values
        yield {
            "clients": ProgramShot(Pcmanfm(view="list"), path=root / "clients"),
            "one client": ProgramShot(Pcmanfm(view="list"), path=first),
        }


def _seed(clients: Path, dataset: Dataset) -> tuple[Path, list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    values: list[SeededValue] = []
    folders = []
    for _ in range(PEOPLE):
        p = person(fake, rng)
        folder = clients / p.name.replace("/", " ")
        folder.mkdir(parents=True)
        folders.append((folder, p))
        values += p.values("name")
        for name, kind in ((f"{p.company}.pdf", "company"), (f"{p.username}.vcf", "username")):
            (clients / name.replace("/", " ")).write_text("x\n")
            values += p.values(kind)
    first, who = folders[0]
    for name in (f"{who.ident}.pdf", f"{who.email}.eml", f"{who.phone}.txt"):
        (first / name.replace("/", " ")).write_text("x\n")
    values += who.values("ident", "email", "phone")
    for path in [*sorted(clients.rglob("*"), reverse=True), clients]:
        os.utime(path, (fixed_time, fixed_time))
    return first, values
