"""Trac (https://trac.edgewall.org), a real issue tracker this project did not write, as a test app.

Why Trac: it is on PyPI, pure Python, keeps everything in one SQLite file (so a task's effect
is checked in the app's own database), starts in ~2 s with ``tracd``, and renders plain HTML
forms with real ``<select>`` dropdowns — a good, honest target for OCR-driven replay.

Trac 1.6 imports ``pkg_resources``, which setuptools removed in version 81, so it runs from
its own virtual environment (``.venv-apps/trac``, made by ``.ci/setup``) rather than pinning
an old setuptools into ours; it is started as a separate server process anyway.

:class:`TracApp` creates an environment (``trac-admin initenv``), seeds it (a help-desk
project: components, no logo banner, anonymous users may file tickets), serves it on
loopback with ``tracd`` and reads the tickets back from ``db/trac.db``.
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import socket
import sqlite3
import subprocess
import time
import urllib.request
from pathlib import Path
from types import TracebackType
from typing import Any

from screenroute.edge.sandbox.processes import kill_session, spawn

__all__ = ["TASKS_DIR", "TRAC_VENV_ENV", "TracApp", "TracError", "find_trac_bin"]

#: Task files recorded on Trac with ``screenroute record``.
TASKS_DIR = Path(__file__).resolve().parent / "tasks"

#: Names the Trac virtual environment (a folder with bin/trac-admin and bin/tracd).
TRAC_VENV_ENV = "SCREENROUTE_TRAC_VENV"
_DEFAULT_VENV = Path(".venv-apps/trac")
#: The help desk's components (Trac's defaults component1/component2 are replaced).
COMPONENTS = ("Printers", "Network", "Accounts", "Laptops")


class TracError(RuntimeError):
    """Trac is not installed, or its environment or server could not be set up."""


def find_trac_bin() -> Path | None:
    """The ``bin`` folder holding ``trac-admin`` and ``tracd``: $SCREENROUTE_TRAC_VENV, ./.venv-apps/trac, then PATH."""
    candidates = []
    if os.environ.get(TRAC_VENV_ENV):
        candidates.append(Path(os.environ[TRAC_VENV_ENV]) / "bin")
    candidates.append(_DEFAULT_VENV.resolve() / "bin")
    candidates.append(Path(__file__).resolve().parents[3] / _DEFAULT_VENV / "bin")
    for folder in candidates:
        if (folder / "tracd").is_file() and (folder / "trac-admin").is_file():
            return folder
    on_path = shutil.which("tracd")
    return Path(on_path).parent if on_path and shutil.which("trac-admin") else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class TracApp:
    """One Trac environment in ``env_dir`` served on 127.0.0.1; use as a context manager."""

    def __init__(self, env_dir: Path, *, port: int | None = None, bin_dir: Path | None = None) -> None:
        found = bin_dir or find_trac_bin()
        if found is None:
            raise TracError(f"Trac is not installed: run .ci/setup (it makes .venv-apps/trac) or set {TRAC_VENV_ENV}")
        self.bin = found
        self.env_dir = Path(env_dir)
        self.port = port or _free_port()
        self._server: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """The site's base URL, with a trailing slash."""
        return f"http://127.0.0.1:{self.port}/"

    @property
    def db_path(self) -> Path:
        return self.env_dir / "db" / "trac.db"

    def _admin(self, *args: str) -> None:
        proc = subprocess.run(
            [str(self.bin / "trac-admin"), str(self.env_dir), *args],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        if proc.returncode != 0:
            raise TracError(f"trac-admin {' '.join(args[:2])} failed: {proc.stderr.strip() or proc.stdout.strip()}")

    def create(self, project: str = "Help desk", *, users: dict[str, str] | None = None) -> TracApp:
        """Make and seed a fresh environment (replacing one left in ``env_dir``).

        With ``users`` (name → password) tracd asks for them with HTTP basic authentication
        (the browser's own sign-in dialog) when "Login" is followed, and only they may file tickets.
        """
        if self.env_dir.exists():
            shutil.rmtree(self.env_dir)
        self.env_dir.parent.mkdir(parents=True, exist_ok=True)
        self._admin("initenv", project, "sqlite:db/trac.db")
        # No logo: the default one is a broken image whose alt text is a long config hint.
        self._admin("config", "set", "header_logo", "src", "")
        if users:
            lines = [f"{name}:{{SHA}}{base64.b64encode(hashlib.sha1(pw.encode()).digest()).decode()}"  # noqa: S324 - htpasswd's own format
                     for name, pw in users.items()]  # fmt: skip
            (self.env_dir / "htpasswd").write_text("\n".join(lines) + "\n")
            self._admin("permission", "add", "authenticated", "TICKET_CREATE")
        else:
            self._admin("permission", "add", "anonymous", "TICKET_CREATE")
        for name in ("component1", "component2"):
            self._admin("component", "remove", name)
        for name in COMPONENTS:
            self._admin("component", "add", name, "somebody")
        return self

    def start(self, timeout_s: float = 60.0) -> TracApp:
        """Serve the environment with ``tracd`` on loopback; returns once a page answers."""
        if not self.db_path.is_file():
            raise TracError(f"{self.env_dir} is not a Trac environment; call create() first")
        # Its own session, dying with this process even when that is killed with SIGKILL
        # (edge.sandbox.processes), so a killed benchmark leaves no tracd holding its port.
        with open(self.env_dir / "log" / "tracd.log", "ab") as log:
            self._server = spawn(
                [str(self.bin / "tracd"), "--hostname", "127.0.0.1", "--port", str(self.port), "-s", str(self.env_dir),
                 *self._auth_args()],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            )  # fmt: skip
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._server.poll() is not None:
                raise TracError(f"tracd exited with {self._server.returncode}; see {self.env_dir / 'log/tracd.log'}")
            try:
                with urllib.request.urlopen(self.url, timeout=5) as reply:  # noqa: S310 (loopback)
                    if reply.status == 200:
                        return self
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise TracError(f"tracd did not answer on {self.url} within {timeout_s:.0f}s")

    def _auth_args(self) -> list[str]:
        htpasswd = self.env_dir / "htpasswd"
        return [f"--basic-auth=*,{htpasswd},Help desk"] if htpasswd.is_file() else []

    def stop(self) -> None:
        """Stop the server. Idempotent."""
        server, self._server = self._server, None
        if server is not None:
            kill_session(server, grace_s=10.0)

    def tickets(self) -> list[dict[str, Any]]:
        """Every ticket in the app's database, oldest first."""
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            db.row_factory = sqlite3.Row
            rows = db.execute(
                "SELECT id, summary, type, priority, component, reporter, status FROM ticket ORDER BY id"
            ).fetchall()
        return [dict(row) for row in rows]

    def __enter__(self) -> TracApp:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


# -- the app zoo -----------------------------------------------------------------------------------
from collections.abc import Mapping  # noqa: E402 - the zoo's part of this module
from typing import TYPE_CHECKING  # noqa: E402

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask  # noqa: E402

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: The help desk's one user (HTTP basic authentication, the browser's sign-in dialog).
ZOO_USER = "helpdesk"
ZOO_PASSWORD = "desk-2026-pw"  # noqa: S105 - a throwaway account of a local test server


class TracZoo(ZooApp):
    """Trac's help desk behind a login: sign in (the browser's dialog), file a ticket with a type and priority."""

    name = "trac"
    title = "Trac 1.6"
    toolkit = "web, server-rendered (Genshi/Jinja2 HTML forms)"
    source = "PyPI `Trac==1.6` (https://trac.edgewall.org), own venv `.venv-apps/trac`"
    licence = "BSD-3-Clause"
    theme_note = "no dark theme (Trac has none)"
    task = ZooTask(
        name="trac_login_ticket",
        goal="Sign in to the help desk and file a ticket with a summary, a type and a priority",
        recorded={"summary": "Printer on floor three jams", "type": "enhancement", "priority": "critical"},
        runs=(
            {"summary": "VPN drops every hour", "type": "task", "priority": "minor"},
            {"summary": "三楼打印机卡纸", "type": "defect", "priority": "major"},
            {"summary": "Laptop battery swells", "type": "enhancement", "priority": "blocker"},
            {"summary": "Projector in room B is dim", "type": "task", "priority": "trivial"},
            {"summary": "Mail quota reached", "type": "defect", "priority": "critical"},
        ),
        until_text="Modify Ticket",
        secrets={"password": ZOO_PASSWORD},
        mistake="picks the wrong priority first, opens the list again and picks the right one",
    )

    def __init__(self, workdir: Path) -> None:
        super().__init__(workdir)
        self._trac: TracApp | None = None

    @classmethod
    def missing(cls) -> str | None:
        return None if find_trac_bin() else "Trac is not installed: run .ci/setup (it makes .venv-apps/trac)"

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        try:
            self._trac = TracApp(self.workdir / "env").create(users={ZOO_USER: ZOO_PASSWORD}).start()
        except TracError as exc:
            raise AppError(str(exc)) from exc
        return self._launched(Launch(url=self._trac.url))

    def stop(self) -> None:
        if self._trac is not None:
            self._trac.stop()
            self._trac = None

    def check(self, values: Mapping[str, str]) -> Check:
        tickets = TracApp(self.workdir / "env", port=1).tickets()
        want = (values.get("summary"), values.get("type"), values.get("priority"), ZOO_USER)
        found = [(t["summary"], t["type"], t["priority"], t["reporter"]) for t in tickets]
        return Check(want in found, f"tickets (summary, type, priority, reporter): {found}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.trac_login_and_ticket(ZOO_USER, ZOO_PASSWORD, values["summary"], values["type"], values["priority"])


APP = TracZoo
