"""sqlite-web (https://github.com/coleifer/sqlite-web), a Flask database browser, as a zoo app.

Each start seeds a small library database in the work folder and serves it on loopback behind
sqlite-web's password (its login page; the password comes through its environment, never a
command line). The task's state is that database.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
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

PASSWORD = "web-2026-pw"  # noqa: S105 - a throwaway password of a local test server


class SqliteWebZoo(VenvZooApp):
    """Log in, open a table from the list, add a column with a name and a type chosen from a list."""

    name = "sqlite_web"
    title = "sqlite-web 0.8"
    venv = "sqlite-web"
    programs = ("sqlite_web",)
    label = "sqlite-web"
    toolkit = "web, server-rendered (Flask, Bootstrap)"
    source = "PyPI `sqlite-web` (https://github.com/coleifer/sqlite-web), own venv `.venv-apps/sqlite-web`"
    licence = "MIT"
    theme_note = "no dark theme (sqlite-web has none)"
    task = ZooTask(
        name="sqlite_web_add_column",
        goal="Log in to the database browser and add a column of a given type to a table",
        recorded={"table": "books", "column": "isbn", "type": "TEXT"},
        runs=(
            {"table": "members", "column": "joined", "type": "DATE"},
            {"table": "books", "column": "页数", "type": "INTEGER"},
            {"table": "members", "column": "email", "type": "TEXT"},
            {"table": "books", "column": "price", "type": "REAL"},
            {"table": "members", "column": "visits", "type": "INTEGER"},
        ),
        until_text="was added successfully",
        secrets={"password": PASSWORD},
        mistake="types a stray letter at the end of the column's name and takes it back with BackSpace",
    )

    @property
    def db_path(self) -> Path:
        return self.workdir / "library.db"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("sqlite_web")
        self.fresh_workdir()
        with sqlite3.connect(self.db_path) as db:
            db.execute("CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT, shelf TEXT)")
            db.execute("CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
            db.executemany("INSERT INTO books (title, author, shelf) VALUES (?, ?, ?)",
                           [("Dune", "Frank Herbert", "A1"), ("三体", "刘慈欣", "B2")])  # fmt: skip
            db.executemany("INSERT INTO members (name) VALUES (?)", [("Ada Park",), ("Lin Wei",)])
        port = free_port()
        start_server(
            self.workdir, [str(program), "--no-browser", "--password", "--host", "127.0.0.1", "--port", str(port),
                           str(self.db_path)],
            env={"SQLITE_WEB_PASSWORD": PASSWORD},
        )  # fmt: skip
        url = f"http://127.0.0.1:{port}/"
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def check(self, values: Mapping[str, str]) -> Check:
        table = values.get("table", "")
        try:
            with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
                columns = [(row[1], row[2]) for row in db.execute("SELECT * FROM pragma_table_info(?)", (table,))]
        except sqlite3.Error as exc:
            return Check(False, f"cannot read {self.db_path}: {exc}")
        return Check((values.get("column"), values.get("type")) in columns, f"columns of {table!r}: {columns}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.sqlite_web_add_column(PASSWORD, values["table"], values["column"], values["type"])


APP = SqliteWebZoo
