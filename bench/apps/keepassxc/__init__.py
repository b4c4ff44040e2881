"""KeePassXC (https://keepassxc.org), a password manager on Qt 5, as a zoo app.

Each start makes a new password database in the work folder with ``keepassxc-cli`` (a master
password, four groups, one entry) and opens it in KeePassXC, locked, with the work folder as its
home: its settings (no update check, no tray icon, no auto-save, the theme) are written there,
and its temp folder too, so its single-instance lock never meets another KeePassXC. The task's
state is the database file, read back with ``keepassxc-cli export``.
"""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

MASTER_PASSWORD = "harbour-lights-2026"  # noqa: S105 - a throwaway database made on each start
#: The groups under the root, in the order the group tree shows them.
GROUPS = ("Email", "Finance", "Servers", "Shopping")

_SETTINGS = """[General]
ConfigVersion=2
UpdateCheckMessageShown=true
AutoSaveAfterEveryChange=false
AutoSaveOnExit=false
RememberLastDatabases=false
RememberLastKeyFiles=false
OpenPreviousDatabasesOnStartup=false

[GUI]
ApplicationTheme={theme}
CheckForUpdates=false
MinimizeOnStartup=false
ShowTrayIcon=false

[Security]
LockDatabaseIdle=false
"""


class KeePassXCZoo(ZooApp):
    """Unlock the database, add an entry (title, user name) to a group picked in the group tree, save."""

    name = "keepassxc"
    title = "KeePassXC 2.7"
    toolkit = "desktop, Qt 5 (its own widgets: unlock screen, group tree, entry editor)"
    source = "Debian `keepassxc` (https://keepassxc.org)"
    licence = "GPL-2.0-or-later OR GPL-3.0"
    dark_theme = True
    theme_note = "dark: its own setting GUI/ApplicationTheme=dark; 125 %: QT_SCALE_FACTOR"
    task = ZooTask(
        name="keepassxc_add_entry",
        goal="Unlock the team's password database, add an entry with a title and a user name to a group, and save",
        recorded={"title": "Backup server", "username": "backup-admin", "group": "Servers"},
        runs=(
            {"title": "公司邮箱", "username": "wang.fang", "group": "Email"},
            {"title": "Payroll portal", "username": "finance-ops", "group": "Finance"},
            {"title": "Office supplies shop", "username": "purchasing", "group": "Shopping"},
            {"title": "Build server", "username": "ci-runner", "group": "Servers"},
            {"title": "Tax office", "username": "k.tanaka", "group": "Finance"},
        ),
        secrets={"password": MASTER_PASSWORD},
        mistake="types the master password with last year in it, reads 'Invalid credentials', types it again",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("keepassxc") is None or shutil.which("keepassxc-cli") is None:
            return "KeePassXC is not installed: run .ci/setup (apt: keepassxc)"
        return None

    @property
    def db_path(self) -> Path:
        return self.workdir / "team.kdbx"

    def _cli(self, *args: str, timeout: float = 120) -> str:
        """``keepassxc-cli`` on the database, the master password on its standard input."""
        proc = subprocess.run(["keepassxc-cli", args[0], "-q", *args[1:]], input=MASTER_PASSWORD + "\n",
                              capture_output=True, text=True, timeout=timeout, check=False,
                              env={"HOME": str(self.workdir), "PATH": "/usr/bin:/bin"})  # fmt: skip
        if proc.returncode != 0:
            raise AppError(f"keepassxc-cli {args[0]} failed: {(proc.stderr or proc.stdout).strip()[-500:]}")
        return proc.stdout

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "KeePassXC is not installed")
        self.fresh_workdir()
        # db-create asks for the password twice; a short key derivation keeps the unlock quick on a loaded machine.
        proc = subprocess.run(["keepassxc-cli", "db-create", "-q", "-p", "-t", "200", str(self.db_path)],
                              input=f"{MASTER_PASSWORD}\n{MASTER_PASSWORD}\n", capture_output=True, text=True,
                              timeout=120, check=False, env={"HOME": str(self.workdir), "PATH": "/usr/bin:/bin"})  # fmt: skip
        if proc.returncode != 0 or not self.db_path.is_file():
            raise AppError(f"keepassxc-cli db-create failed: {(proc.stderr or proc.stdout).strip()[-500:]}")
        for group in GROUPS:
            self._cli("mkdir", str(self.db_path), group)
        self._cli("add", "-u", "ops@example.com", "--url", "https://mail.example.com", str(self.db_path),
                  "Email/Webmail")  # fmt: skip
        config = self.workdir / ".config" / "keepassxc"
        config.mkdir(parents=True, exist_ok=True)  # keepassxc-cli may have made it
        (config / "keepassxc.ini").write_text(_SETTINGS.format(theme="dark" if theme == "dark" else "light"))
        (self.workdir / "tmp").mkdir()
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "TMPDIR": str(self.workdir / "tmp")}  # fmt: skip
        return self._launched(Launch(command=("keepassxc", str(self.db_path)), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        if not self.db_path.is_file():
            return Check(False, f"no database at {self.db_path}")
        try:
            exported = self._cli("export", "-f", "csv", str(self.db_path))
        except (AppError, subprocess.TimeoutExpired) as exc:
            return Check(False, f"cannot read the database: {exc}")
        entries = [(row["Group"], row["Title"], row["Username"]) for row in csv.DictReader(io.StringIO(exported))]
        wanted = (f"Passwords/{values.get('group')}", values.get("title"), values.get("username"))
        return Check(wanted in entries, f"entries (group, title, user name): {entries}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.keepassxc_add_entry(MASTER_PASSWORD, values["title"], values["username"], values["group"])


APP = KeePassXCZoo
