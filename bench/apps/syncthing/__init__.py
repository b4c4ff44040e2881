"""Syncthing (https://syncthing.net), a file synchroniser whose web GUI is a single-page app (AngularJS), as a zoo app.

Each start generates a new device (its keys and ``config.xml``) in the work folder with
Syncthing's own ``generate`` command, with a GUI user and password (HTTP basic authentication:
Chromium's own sign-in dialog), and rewrites its options so that it never leaves loopback (no
discovery, relays, NAT, usage reports or upgrades). Two folders are seeded, so the list is not
empty and the check must tell them apart. Folders are added in the "Add Folder" modal dialog; its
"File Versioning" tab has the versioning kind in a ``<select>``. The task's state is
``config.xml``, which Syncthing rewrites when the dialog is saved.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
    AppError,
    Check,
    Launch,
    Theme,
    ZooApp,
    ZooTask,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

USER = "kai"
PASSWORD = "sync-2026-tide"  # noqa: S105 - a throwaway password of a local test server
#: The "File Versioning" list, top to bottom, as the dialog shows it → the type ``config.xml`` stores ("" for none).
VERSIONINGS: dict[str, str] = {
    "No File Versioning": "", "Trash Can File Versioning": "trashcan", "Simple File Versioning": "simple",
    "Staggered File Versioning": "staggered", "External File Versioning": "external",
}  # fmt: skip
#: The folders every start begins with (id, label, versioning type): the check must tell them apart.
SEED_FOLDERS = (("photos-2026", "Photos", "simple"), ("work-docs", "Work documents", ""))
#: Options that keep a test device on loopback and quiet (no dialog asks about usage reports).
_OPTIONS = {
    "globalAnnounceEnabled": "false", "localAnnounceEnabled": "false", "relaysEnabled": "false",
    "natEnabled": "false", "startBrowser": "false", "urAccepted": "-1", "urSeen": "3",
    "autoUpgradeIntervalH": "0", "crashReportingEnabled": "false", "announceLANAddresses": "false",
}  # fmt: skip


class SyncthingZoo(ZooApp):
    """Sign in, open "Add Folder" (a modal dialog): a label, a versioning kind from its list on another tab; Save."""

    name = "syncthing"
    title = "Syncthing 1.19"
    toolkit = "web, single-page (AngularJS 1 and Bootstrap 3: a modal dialog with tabs and a <select>)"
    source = "Debian `syncthing` (https://syncthing.net)"
    licence = "MPL-2.0"
    dark_theme = False
    theme_note = "a dark GUI theme exists in its settings, not set by the sandbox's theme; runs are light"
    task = ZooTask(
        name="syncthing_add_folder",
        goal="Sign in to Syncthing and add a folder with a label and a file versioning kind",
        recorded={"label": "Invoices", "versioning": "Trash Can File Versioning"},
        runs=(
            {"label": "家庭照片", "versioning": "Simple File Versioning"},
            {"label": "Music library", "versioning": "Staggered File Versioning"},
            {"label": "Scans", "versioning": "Trash Can File Versioning"},
            {"label": "Backups", "versioning": "No File Versioning"},
            {"label": "Recipes", "versioning": "Simple File Versioning"},
        ),
        secrets={"user": USER, "password": PASSWORD},
        mistake="opens the dialog's Sharing tab first, sees it is not the versioning, opens File Versioning",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("syncthing") is None:
            return "Syncthing is not installed: run .ci/setup (apt: syncthing)"
        return None

    @property
    def config(self) -> Path:
        return self.workdir / "home" / "config.xml"

    def _env(self) -> dict[str, str]:
        return {"HOME": str(self.workdir), "STNODEFAULTFOLDER": "1", "STNOUPGRADE": "1", "STNORESTART": "1"}

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Syncthing is not installed")
        self.fresh_workdir()
        home = self.workdir / "home"
        made = subprocess.run(
            ["syncthing", "generate", f"--home={home}", "--no-default-folder", "--skip-port-probing",
             f"--gui-user={USER}", f"--gui-password={PASSWORD}"],
            env={**_base_env(), **self._env()}, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        if made.returncode != 0 or not self.config.is_file():
            raise AppError(f"syncthing could not generate its configuration: {(made.stdout + made.stderr)[-1500:]}")
        port, listen = free_port(), free_port()
        self._seed_config(listen)
        url = f"http://127.0.0.1:{port}/"
        argv = ["syncthing", "serve", f"--home={home}", "--no-browser", "--no-restart", "--no-upgrade",
                f"--gui-address=http://127.0.0.1:{port}"]  # fmt: skip
        start_server(self.workdir, argv, env=self._env())
        wait_for_http(self.workdir, url)
        self._clear_notices(url)
        return self._launched(Launch(url=url))

    def _clear_notices(self, url: str, wait_s: float = 5.0) -> None:
        """Clear the notices Syncthing logs as it starts (as root: "should not run as a privileged user").

        The GUI shows them in a banner over the folder list a moment after the page loads: a banner
        that may or may not be there moves every button below it.
        """
        root = ET.parse(self.config).getroot()  # noqa: S314 - the app's own file in this start's folder
        headers = {"X-API-Key": root.findtext("gui/apikey", "")}
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            errors = json.loads(_request(f"{url}rest/system/error", headers) or b"{}").get("errors") or []
            if errors:
                break
            time.sleep(0.25)
        _request(f"{url}rest/system/error/clear", headers, data=b"")

    def _seed_config(self, listen_port: int) -> None:
        """Loopback-only options and the seeded folders, written into the generated ``config.xml``."""
        tree = ET.parse(self.config)  # noqa: S314 - the file `syncthing generate` just wrote
        root = tree.getroot()
        options = root.find("options")
        device = root.find("device")
        if options is None or device is None:
            raise AppError(f"{self.config} has no <options> or <device>")
        for name, value in {**_OPTIONS, "listenAddress": f"tcp://127.0.0.1:{listen_port}"}.items():
            element = options.find(name)
            if element is None:
                element = ET.SubElement(options, name)
            element.text = value
        for folder_id, label, versioning in reversed(SEED_FOLDERS):
            path = self.workdir / label
            path.mkdir()
            (path / "readme.txt").write_text(f"{label}\n", encoding="utf-8")
            folder = ET.Element("folder", {"id": folder_id, "label": label, "path": str(path), "type": "sendreceive",
                                           "rescanIntervalS": "3600", "fsWatcherEnabled": "false"})  # fmt: skip
            ET.SubElement(folder, "device", {"id": device.get("id", ""), "introducedBy": ""})
            ET.SubElement(folder, "versioning", {"type": versioning} if versioning else {})
            root.insert(0, folder)
        tree.write(self.config, encoding="utf-8", xml_declaration=False)

    def folders(self) -> list[tuple[str, str, str]]:
        """(label, path, versioning type) of every folder in ``config.xml``."""
        root = ET.parse(self.config).getroot()  # noqa: S314 - the app's own file in this start's folder
        found = []
        for folder in root.findall("folder"):
            versioning = folder.find("versioning")
            kind = (versioning.get("type") or "") if versioning is not None else ""
            found.append((folder.get("label", ""), folder.get("path", ""), kind))
        return found

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            folders = self.folders()
        except (OSError, ET.ParseError) as exc:
            return Check(False, f"cannot read {self.config}: {exc}")
        wanted = VERSIONINGS.get(values.get("versioning", ""))
        if wanted is None:
            return Check(False, f"versioning={values.get('versioning')!r} is not one of {', '.join(VERSIONINGS)}")
        seeded = {label for _, label, _ in SEED_FOLDERS}
        new = [folder for folder in folders if folder[0] not in seeded]
        ok = len(new) == 1 and new[0][0] == values.get("label") and new[0][2] == wanted
        return Check(ok, f"folders (label, path, versioning): {folders}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.syncthing_add_folder(USER, PASSWORD, values["label"], values["versioning"])


def _request(url: str, headers: Mapping[str, str], data: bytes | None = None) -> bytes:
    """One call to Syncthing's REST API on loopback (AppError when refused)."""
    method = "POST" if data is not None else "GET"
    request = urllib.request.Request(url, data=data, headers=dict(headers), method=method)  # noqa: S310 - loopback
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 - loopback
            return bytes(answer.read())
    except OSError as exc:
        raise AppError(f"{url} failed: {exc}") from exc


def _base_env() -> dict[str, str]:
    import os

    return dict(os.environ)


APP = SyncthingZoo
