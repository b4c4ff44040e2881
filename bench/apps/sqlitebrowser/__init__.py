"""DB Browser for SQLite (https://sqlitebrowser.org), a Qt desktop program, as a zoo app.

Each start seeds a small shop database in the work folder and opens it; the version check is
off (it would call out). The task's state is that database file.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: Column types its table editor offers, in the order of its list.
TYPES = ("INTEGER", "TEXT", "BLOB", "REAL", "NUMERIC")


class SqliteBrowserZoo(ZooApp):
    """Create a table with one field of a chosen type (the table editor is a modal dialog), write the changes."""

    name = "sqlitebrowser"
    title = "DB Browser for SQLite 3.12"
    toolkit = "desktop, Qt 5"
    source = "Debian `sqlitebrowser` (https://sqlitebrowser.org)"
    licence = "MPL-2.0 / GPL-3.0-or-later"
    dark_theme = True
    theme_note = "dark: its own setting General/appStyle=1 (dark style), given with -o on its command line"
    task = ZooTask(
        name="sqlitebrowser_create_table",
        goal="Create a table with one field of a given type in the shop database and write the changes",
        recorded={"table": "orders", "field": "amount", "type": "REAL"},
        runs=(
            {"table": "invoices", "field": "total", "type": "NUMERIC"},
            {"table": "订单", "field": "金额", "type": "REAL"},
            {"table": "suppliers", "field": "city", "type": "TEXT"},
            {"table": "returns", "field": "reason", "type": "TEXT"},
            {"table": "stock", "field": "quantity", "type": "INTEGER"},
        ),
        mistake="opens Create Index instead of Create Table, closes that dialog with Escape, then opens the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        return None if shutil.which("sqlitebrowser") else "sqlitebrowser is not installed: run .ci/setup (apt)"

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        with sqlite3.connect(self.db_path) as db:
            db.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT)")
            db.executemany("INSERT INTO customers (name, city) VALUES (?, ?)",
                           [("Ada Park", "Leeds"), ("Lin Wei", "Suzhou"), ("Mara Costa", "Porto")])  # fmt: skip
        style = "1" if theme == "dark" else "0"
        command = ("sqlitebrowser", "-o", "checkversion/enabled=false", "-o", f"General/appStyle={style}",
                   str(self.db_path))  # fmt: skip
        return self._launched(Launch(command=command, cwd=self.workdir))

    @property
    def db_path(self) -> Path:
        return self.workdir / "shop.db"

    def check(self, values: Mapping[str, str]) -> Check:
        table = values.get("table", "")
        try:
            with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
                tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
                columns = [(row[1], row[2]) for row in db.execute("SELECT * FROM pragma_table_info(?)", (table,))]
        except sqlite3.Error as exc:
            return Check(False, f"cannot read {self.db_path}: {exc}")
        ok = (values.get("field"), values.get("type")) in columns
        return Check(ok, f"tables {tables}; columns of {table!r}: {columns}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.sqlitebrowser_create_table(values["table"], values["field"], values["type"])


APP = SqliteBrowserZoo
