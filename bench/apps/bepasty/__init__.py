"""bepasty (https://bepasty-server.readthedocs.io), a pastebin for text and files (Flask, server-rendered), as a zoo app.

Each start writes a configuration (one password that may create, list and read; nothing for
visitors) and an empty storage folder into the work folder, serves the app on loopback with
``bepasty-server`` (Flask's server), and pastes one text through the app's own login and upload
forms. The login box sits in the navigation bar, a password field without a label. The task's
state is the storage folder: each item's data file and its ``.meta`` (a pickled dict).
"""

from __future__ import annotations

import http.cookiejar
import pickle
import urllib.error
import urllib.parse
import urllib.request
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

PASSWORD = "paste-2026-kumo"  # noqa: S105 - a throwaway password of a local test server
#: The "Maximum lifetime" list, top to bottom: its label → seconds for the value 1 (-1: kept forever).
LIFETIMES: dict[str, int] = {
    "Months": 30 * 86400, "Weeks": 7 * 86400, "Days": 86400, "Hours": 3600, "Minutes": 60,
    "Years": 365 * 86400, "Keep Forever": -1,
}  # fmt: skip
#: The paste every start begins with (file name, text): the list is not empty, and the check must tell it apart.
SEED_PASTE = ("release-notes.txt", "v1.4: faster uploads\nv1.3: QR codes\n")

_CONFIG = """# bepasty for screenroute's app zoo: one password, storage in the work folder, nothing for visitors.
SITENAME = "paste.local"
STORAGE = "filesystem"
STORAGE_FILESYSTEM_DIRECTORY = {storage!r}
SECRET_KEY = "zoo-local-only"
# Served over plain HTTP on loopback: a Secure session cookie would never come back.
SESSION_COOKIE_SECURE = False
PERMISSIONS = {{{password!r}: "admin,list,create,read,delete"}}
DEFAULT_PERMISSIONS = ""
"""


class BepastyZoo(VenvZooApp):
    """Log in from the navigation bar, paste a text with a file name and a lifetime from the list; submit."""

    name = "bepasty"
    venv = "bepasty"
    programs = ("bepasty-server",)
    label = "bepasty"
    title = "bepasty 1.2"
    toolkit = "web, server-rendered Flask with Bootstrap 4 (a navigation-bar login, a native <select>)"
    source = "PyPI `bepasty` (https://github.com/bepasty/bepasty-server), own venv `.venv-apps/bepasty`"
    licence = "BSD-2-Clause"
    theme_note = "no dark theme (its pages set their own colours)"
    task = ZooTask(
        name="bepasty_text_paste",
        goal="Log in to the paste site and paste a text under a file name, kept for a chosen lifetime",
        recorded={"text": "Build 812 passed on staging", "filename": "build-812.txt", "lifetime": "Weeks"},
        runs=(
            {"text": "会議メモ", "filename": "meeting-jp.txt", "lifetime": "Days"},
            {"text": "Rollback plan for the database", "filename": "rollback.md", "lifetime": "Keep Forever"},
            {"text": "nginx reload needed after deploy", "filename": "deploy-note.txt", "lifetime": "Hours"},
            {"text": "Quarterly numbers draft", "filename": "q4-draft.txt", "lifetime": "Months"},
            {"text": "Wi-Fi code for the guest room", "filename": "guest-wifi.txt", "lifetime": "Days"},
        ),
        secrets={"password": PASSWORD},
        mistake="types a stray letter at the end of the file name and takes it back with BackSpace",
    )

    @property
    def storage(self) -> Path:
        return self.workdir / "storage"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("bepasty-server")
        self.fresh_workdir()
        self.storage.mkdir()
        config = self.workdir / "bepasty.conf"
        config.write_text(_CONFIG.format(storage=str(self.storage), password=PASSWORD))
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        argv = [str(program), "--host", "127.0.0.1", "--port", str(port)]
        start_server(self.workdir, argv, env={"BEPASTY_CONFIG": str(config)})
        wait_for_http(self.workdir, url)
        self._seed(url)
        return self._launched(Launch(url=url))

    def _seed(self, url: str) -> None:
        """One paste, through the app's own login and upload forms (as a browser sends them)."""
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        filename, text = SEED_PASTE
        _post(opener, f"{url}+login", {"token": PASSWORD})
        _post(opener, f"{url}+upload", {"text": text, "filename": filename, "contenttype": "text/plain",
                                       "maxlife-value": "1", "maxlife-unit": "months"})  # fmt: skip

    def items(self) -> list[tuple[str, str, int]]:
        """Every stored item: (file name, text, lifetime in seconds or -1), read from the storage folder."""
        found = []
        for meta_path in sorted(self.storage.glob("*.meta")):
            meta = pickle.loads(meta_path.read_bytes())  # noqa: S301 - the app's own file in this start's folder
            data = meta_path.with_suffix(".data").read_bytes().decode("utf-8", errors="replace")
            life = int(meta.get("timestamp-max-life", 0))
            kept = -1 if life < 0 else life - int(meta.get("timestamp-upload", 0))
            found.append((str(meta.get("filename", "")), data, kept))
        return found

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            items = self.items()
        except (OSError, pickle.UnpicklingError, EOFError, ValueError) as exc:
            return Check(False, f"cannot read {self.storage}: {exc}")
        wanted = LIFETIMES.get(values.get("lifetime", ""))
        if wanted is None:
            return Check(False, f"lifetime={values.get('lifetime')!r} is not one of {', '.join(LIFETIMES)}")
        ok = any(
            name == values.get("filename") and text == values.get("text") and abs(kept - wanted) <= 5
            for name, text, kept in items
        )
        return Check(ok, f"items (file name, text, lifetime s): {items}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.bepasty_text_paste(PASSWORD, values["text"], values["filename"], values["lifetime"])


def _post(opener: urllib.request.OpenerDirector, url: str, fields: Mapping[str, str]) -> None:
    """POST a form on loopback (AppError with the answer when refused)."""
    body = urllib.parse.urlencode(fields).encode()
    try:
        with opener.open(urllib.request.Request(url, data=body, method="POST"), timeout=30):  # noqa: S310 - loopback
            return
    except urllib.error.HTTPError as exc:
        raise AppError(f"seeding {url} was refused ({exc.code}): {exc.read()[:300]!r}") from exc
    except OSError as exc:
        raise AppError(f"seeding {url} failed: {exc}") from exc


APP = BepastyZoo
