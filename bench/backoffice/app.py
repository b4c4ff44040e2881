"""Run and inspect the back office from a light process (the agent's), without Django.

Django is only imported by the subprocesses started here (``python -m django ...``);
ground truth is read with plain :mod:`sqlite3`, read-only.
"""

from __future__ import annotations

import datetime
import json
import re
import secrets
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.error
import urllib.request
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, Self

from screenroute.edge.sandbox.processes import child_env, kill_session, spawn
from screenroute.lifecycle import Service

#: The seeded superuser.
ADMIN_USERNAME = "admin"
ADMIN_PASSWORD = "sr-demo-2026!"

#: Columns of the "Export CSV" file, in order; ``yesterday_orders()`` uses the same keys.
ORDER_CSV_COLUMNS = (
    "number",
    "customer",
    "email",
    "phone",
    "product",
    "quantity",
    "unit_price",
    "total",
    "created",
)

SETTINGS_MODULE = "screenroute.bench.backoffice.settings"
DATA_ENV = "SCREENROUTE_BACKOFFICE_DATA"
TODAY_ENV = "SCREENROUTE_BACKOFFICE_TODAY"
DB_NAME = "backoffice.sqlite3"
MEDIA_DIR = "media"
SNAPSHOT_DIR = "snapshots"
MARKER_NAME = "prepared.json"
LOG_NAME = "server.log"
PREPARE_LOG_NAME = "prepare.log"
SECRET_KEY_NAME = "secret_key"
# Bumped when models or seed change, so old data dirs are rebuilt instead of misread.
SCHEMA_VERSION = 1
_SNAPSHOT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class BackOfficeError(Exception):
    """The back office could not be prepared, started, snapshotted or read."""


def _tail(text: str, lines: int = 40) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def _money(value: Any) -> str:
    # SQLite's NUMERIC affinity hands back 12 or 12.5 for "12.00"/"12.50"; str() first
    # so that no binary float digits leak into the decimal.
    return f"{Decimal(str(value)):.2f}"


def _utc_text(value: str) -> str:
    parsed = datetime.datetime.fromisoformat(value)
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(datetime.UTC)
    return parsed.strftime("%Y-%m-%d %H:%M:%S")


class BackOffice(Service):
    """One back-office instance: a data directory plus, while started, a runserver process.

    Usage::

        with BackOffice(tmp_dir, today=datetime.date(2026, 11, 28)) as office:
            office.snapshot("clean")
            ...  # the agent drives office.url in a browser
            office.restore("clean")
    """

    def __init__(
        self,
        data_dir: Path,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        today: datetime.date | None = None,
        seed: int = 7,
    ) -> None:
        if not 0 <= port <= 65535:
            raise BackOfficeError(f"port={port!r} is not in 0..65535 (0 picks a free port)")
        self.data_dir = Path(data_dir).expanduser().resolve()
        self.host = host
        self.today = today if today is not None else datetime.datetime.now(datetime.UTC).date()
        self.seed = seed
        self._requested_port = port
        self._port: int | None = port or None
        self._process: subprocess.Popen[bytes] | None = None
        self._log_file: IO[bytes] | None = None

    # -- paths -------------------------------------------------------------------------

    @property
    def db_path(self) -> Path:
        """The live SQLite database."""
        return self.data_dir / DB_NAME

    @property
    def media_dir(self) -> Path:
        """Where uploads (purchase-request attachments) are stored."""
        return self.data_dir / MEDIA_DIR

    @property
    def log_path(self) -> Path:
        """The server's stdout/stderr log."""
        return self.data_dir / LOG_NAME

    @property
    def port(self) -> int:
        """The TCP port; picked on first use when constructed with ``port=0``."""
        if self._port is None:
            self._port = _free_port(self.host)
        return self._port

    @property
    def url(self) -> str:
        """Base URL, e.g. ``http://127.0.0.1:8123/`` (``/`` redirects to ``/admin/``)."""
        return f"http://{self.host}:{self.port}/"

    @property
    def running(self) -> bool:
        """Whether the server process is alive."""
        return self._process is not None and self._process.poll() is None

    @property
    def pid(self) -> int | None:
        """The server process id while started."""
        return self._process.pid if self._process is not None else None

    # -- lifecycle ---------------------------------------------------------------------

    def _env(self) -> dict[str, str]:
        env = child_env()
        env["DJANGO_SETTINGS_MODULE"] = SETTINGS_MODULE
        env[DATA_ENV] = str(self.data_dir)
        env[TODAY_ENV] = self.today.isoformat()
        env["PYTHONUNBUFFERED"] = "1"
        return env

    def _marker(self) -> dict[str, Any]:
        return {"schema": SCHEMA_VERSION, "today": self.today.isoformat(), "seed": self.seed}

    def is_prepared(self) -> bool:
        """Whether the data dir holds data seeded for this ``today`` and ``seed``."""
        try:
            marker = json.loads((self.data_dir / MARKER_NAME).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        return bool(marker == self._marker() and self.db_path.is_file())

    def prepare(self) -> None:
        """Migrate and seed the data dir unless it is already seeded for this today/seed.

        Data seeded for another day or seed is wiped (with its snapshots), because its
        "yesterday" would no longer be yesterday.
        """
        if self.is_prepared():
            return
        if self.running:
            raise BackOfficeError("cannot re-seed while the server runs; stop() it first")
        self.data_dir.mkdir(parents=True, exist_ok=True)
        (self.data_dir / MARKER_NAME).unlink(missing_ok=True)
        self.db_path.unlink(missing_ok=True)
        for stale in (self.media_dir, self.data_dir / SNAPSHOT_DIR):
            shutil.rmtree(stale, ignore_errors=True)
        key_path = self.data_dir / SECRET_KEY_NAME
        if not key_path.exists():
            key_path.write_text(secrets.token_urlsafe(50), encoding="ascii")
        command = [
            sys.executable,
            "-m",
            "django",
            "prepare_backoffice",
            "--seed",
            str(self.seed),
        ]
        try:
            result = subprocess.run(command, env=self._env(), capture_output=True, text=True, timeout=300, check=False)
        except subprocess.TimeoutExpired as exc:
            raise BackOfficeError(f"{' '.join(command)} timed out after 300 s") from exc
        (self.data_dir / PREPARE_LOG_NAME).write_text(result.stdout + result.stderr, "utf-8")
        if result.returncode != 0:
            raise BackOfficeError(
                f"preparing {self.data_dir} failed (exit {result.returncode}) running "
                f"{' '.join(command)}:\n{_tail(result.stderr or result.stdout)}"
            )
        # Written last: a crash half-way leaves no marker, so the next prepare() rebuilds.
        (self.data_dir / MARKER_NAME).write_text(json.dumps(self._marker()), encoding="utf-8")

    def start(self, timeout_s: float = 30) -> None:
        """Start ``runserver --noreload`` and wait until it answers HTTP; no-op if running."""
        if self.running:
            return
        if not self.is_prepared():
            raise BackOfficeError(f"{self.data_dir} is not prepared; call prepare() first")
        command = [
            sys.executable,
            "-m",
            "django",
            "runserver",
            "--noreload",
            f"{self.host}:{self.port}",
        ]
        self._log_file = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        # Its own session, so stop() can signal the whole group and leave nothing behind; and
        # it dies with this process, even one killed with SIGKILL (see edge.sandbox.processes).
        self._process = spawn(
            command,
            env=self._env(),
            stdin=subprocess.DEVNULL,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                code = self._process.returncode
                self.stop()
                raise BackOfficeError(f"the back-office server exited with {code} during start:\n{self.log_tail()}")
            if self._answers():
                return
            time.sleep(0.1)
        self.stop()
        raise BackOfficeError(
            f"the back-office server did not answer on {self.url} within {timeout_s} s:\n{self.log_tail()}"
        )

    def _answers(self) -> bool:
        try:
            # self.url is the loopback http:// URL this class built, never a caller's.
            with urllib.request.urlopen(self.url + "admin/login/", timeout=2) as response:  # noqa: S310
                return bool(response.status == 200)
        except (urllib.error.URLError, OSError):
            return False

    def log_tail(self, lines: int = 40) -> str:
        """The last lines of the server log (for error messages)."""
        try:
            return _tail(self.log_path.read_text(encoding="utf-8", errors="replace"), lines)
        except OSError:
            return "(no server log)"

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 5 s); safe to call repeatedly."""
        process, self._process = self._process, None
        if process is not None:
            kill_session(process, grace_s=5.0)
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None
        if self._requested_port == 0:
            # A later start() picks a fresh port instead of racing for the old one.
            self._port = None

    def __enter__(self) -> Self:
        self.prepare()
        return super().__enter__()

    # -- interruptions -----------------------------------------------------------------

    def interrupt(self, kind: str, *, delay_s: float = 0.0, requests: int = 1) -> None:
        """Queue an interruption for the next request it fits (see ``bench/backoffice/interruptions.py``)."""
        from screenroute.bench.backoffice.interruptions import queue_interruption

        queue_interruption(self.data_dir, kind, delay_s=delay_s, requests=requests)  # type: ignore[arg-type]

    def interruptions_applied(self) -> list[dict[str, Any]]:
        """What the server applied so far: kind, request path, time."""
        from screenroute.bench.backoffice.interruptions import applied_interruptions

        return applied_interruptions(self.data_dir)

    # -- snapshot / restore ------------------------------------------------------------

    def _snapshot_dir(self, name: str) -> Path:
        if not _SNAPSHOT_NAME.match(name):
            raise BackOfficeError(f"snapshot name {name!r} is invalid: use letters, digits, '_', '-', '.'")
        return self.data_dir / SNAPSHOT_DIR / name

    def snapshot(self, name: str = "clean") -> Path:
        """Save a consistent copy of the database and the media dir; returns its folder."""
        if not self.db_path.is_file():
            raise BackOfficeError(f"no database at {self.db_path}; call prepare() first")
        target = self._snapshot_dir(name)
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        # The backup API copies a consistent state even while the server writes.
        with sqlite3.connect(self.db_path, timeout=20) as src, sqlite3.connect(target / DB_NAME) as dst:
            src.backup(dst)
        src.close()
        dst.close()
        if self.media_dir.is_dir():
            shutil.copytree(self.media_dir, target / MEDIA_DIR)
        else:
            (target / MEDIA_DIR).mkdir()
        return target

    def restore(self, name: str = "clean") -> None:
        """Roll the database and media back to a snapshot; works while the server runs."""
        source = self._snapshot_dir(name)
        if not (source / DB_NAME).is_file():
            known = sorted(p.name for p in (self.data_dir / SNAPSHOT_DIR).glob("*") if p.is_dir())
            raise BackOfficeError(f"no snapshot {name!r} in {self.data_dir} (have: {known})")
        # Backing up *into* the live file (rather than replacing it) keeps the server's
        # path valid and is serialized with its writes by SQLite's own locking.
        src = sqlite3.connect(source / DB_NAME)
        dst = sqlite3.connect(self.db_path, timeout=20)
        try:
            src.backup(dst)
        except sqlite3.Error as exc:
            raise BackOfficeError(f"restoring snapshot {name!r} failed: {exc}") from exc
        finally:
            src.close()
            dst.close()
        shutil.rmtree(self.media_dir, ignore_errors=True)
        shutil.copytree(source / MEDIA_DIR, self.media_dir)

    # -- ground truth ------------------------------------------------------------------

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        if not self.db_path.is_file():
            raise BackOfficeError(f"no database at {self.db_path}; call prepare() first")
        conn = sqlite3.connect(f"{self.db_path.as_uri()}?mode=ro", uri=True, timeout=20)
        try:
            conn.row_factory = sqlite3.Row
            return list(conn.execute(sql, params))
        except sqlite3.Error as exc:
            raise BackOfficeError(f"reading {self.db_path} failed: {exc}") from exc
        finally:
            conn.close()

    def yesterday_orders(self) -> list[dict[str, str]]:
        """Orders created on ``today - 1`` (UTC), newest first, as the export writes them.

        Each dict maps :data:`ORDER_CSV_COLUMNS` to the exact cell text of the
        "Export CSV" file filtered by "Yesterday" (money with 2 decimals, created as
        ``YYYY-MM-DD HH:MM:SS`` UTC).
        """
        day = self.today - datetime.timedelta(days=1)
        # Django stores UTC datetimes as "YYYY-MM-DD HH:MM:SS[.ffffff]" text in SQLite.
        rows = self._read(
            "SELECT number, customer, email, phone, product, quantity, unit_price, total, "
            "created FROM orders_order WHERE created >= ? AND created < ? "
            "ORDER BY created DESC, id DESC",
            (day.isoformat(), (day + datetime.timedelta(days=1)).isoformat()),
        )
        return [
            {
                "number": row["number"],
                "customer": row["customer"],
                "email": row["email"],
                "phone": row["phone"],
                "product": row["product"],
                "quantity": str(row["quantity"]),
                "unit_price": _money(row["unit_price"]),
                "total": _money(row["total"]),
                "created": _utc_text(row["created"]),
            }
            for row in rows
        ]

    def purchase_requests(self) -> list[dict[str, Any]]:
        """All purchase requests, oldest first, with their lines and attachment.

        Keys: id, title, needed_by (ISO date), notes, status, created (UTC text),
        attachment (stored name under media, e.g. ``purchase_requests/quote.pdf``),
        attachment_name (its file name) and lines (item, quantity, unit_price).
        """
        requests = self._read(
            "SELECT id, title, needed_by, attachment, notes, status, created "
            "FROM purchasing_purchaserequest ORDER BY id"
        )
        lines = self._read(
            "SELECT request_id, item, quantity, unit_price FROM purchasing_purchaserequestline ORDER BY id"
        )
        by_request: dict[int, list[dict[str, Any]]] = {}
        for line in lines:
            by_request.setdefault(line["request_id"], []).append(
                {
                    "item": line["item"],
                    "quantity": int(line["quantity"]),
                    "unit_price": _money(line["unit_price"]),
                }
            )
        return [
            {
                "id": row["id"],
                "title": row["title"],
                "needed_by": row["needed_by"],
                "notes": row["notes"],
                "status": row["status"],
                "created": _utc_text(row["created"]),
                "attachment": row["attachment"],
                "attachment_name": Path(row["attachment"]).name,
                "lines": by_request.get(row["id"], []),
            }
            for row in requests
        ]
