"""FileZilla (https://filezilla-project.org), an FTP/SFTP client on wxWidgets (GTK 3 underneath), as a zoo app, in Japanese.

Each start writes FileZilla's settings into the work folder, its home (no welcome dialog, no update
check, no Site Manager at start) and a site list (``sitemanager.xml``) with two sites named in
Japanese, so the check must tell a new one apart. FileZilla shows its own Japanese translation
(``ja_JP.UTF-8``). A site is added in the Site Manager (a modal dialog): "新しいサイト" (New site),
its name typed into the tree, the host, a logon type from its list, the user, OK. The task's state
is ``sitemanager.xml``, which FileZilla writes when the dialog is closed with OK.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask
from screenroute.bench.apps.homebank import locale_installed

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

LOCALE = "ja_JP.UTF-8"
VERSION = "3.63.0"
#: The Site Manager's "ログオン タイプ" (logon type) list, top to bottom: its index is what sitemanager.xml stores.
LOGON_TYPES = ("匿名", "通常", "パスワードを尋ねる", "インタラクティブ", "アカウント")
#: The sites every start begins with (name, host, user, logon type).
SEED_SITES = (
    ("本社サーバー", "files.example.jp", "tanaka", "通常"),
    ("バックアップ", "backup.example.jp", "sato", "パスワードを尋ねる"),
)

SETTINGS = f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="{VERSION}" platform="*nix">
  <Settings>
    <Setting name="Greeting version">{VERSION}</Setting>
    <Setting name="Update Check">0</Setting>
    <Setting name="Show Site Manager on startup">0</Setting>
  </Settings>
</FileZilla3>
"""


def site_list(sites: tuple[tuple[str, str, str, str], ...]) -> str:
    """A ``sitemanager.xml`` holding ``sites`` (name, host, user, logon type), FTP on port 21."""
    entries = "".join(
        f"\t\t<Server>\n\t\t\t<Host>{escape(host)}</Host>\n\t\t\t<Port>21</Port>\n\t\t\t<Protocol>0</Protocol>\n"
        f"\t\t\t<Type>0</Type>\n\t\t\t<User>{escape(user)}</User>\n\t\t\t<Logontype>{LOGON_TYPES.index(logon)}</Logontype>\n"
        f"\t\t\t<Name>{escape(name)}</Name>\n\t\t</Server>\n"
        for name, host, user, logon in sites
    )
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="{VERSION}" platform="*nix">\n\t<Servers>\n{entries}\t</Servers>\n</FileZilla3>\n'


def read_sites(path: Path) -> list[tuple[str, str, str, str]]:
    """(name, host, user, logon type) of every site in a ``sitemanager.xml``, folders included."""
    sites = []
    root = ET.parse(path).getroot()  # noqa: S314 - the file this start wrote and FileZilla saved
    for server in root.iter("Server"):
        logon = int(server.findtext("Logontype") or "-1")
        sites.append((
            (server.findtext("Name") or "").strip(), server.findtext("Host") or "", server.findtext("User") or "",
            LOGON_TYPES[logon] if 0 <= logon < len(LOGON_TYPES) else f"({logon})",
        ))  # fmt: skip
    return sites


class FileZillaZoo(ZooApp):
    """Add a site in FileZilla's Site Manager (a modal dialog): a name, the host, a logon type from its list, the user; OK."""

    name = "filezilla"
    title = "FileZilla 3.63, in Japanese"
    toolkit = "desktop, wxWidgets 3.2 on GTK 3 (a modal Site Manager: a tree with in-place renaming, choice lists)"
    source = "Debian `filezilla` (https://filezilla-project.org)"
    licence = "GPL-2.0-or-later"
    catalogues = ("Debian `libfilezilla-common`",)
    theme_note = "no dark runs: not checked with GTK_THEME=Adwaita:dark; 125 %: Xvfb's DPI with Xft.dpi"
    task = ZooTask(
        name="filezilla_new_site",
        goal="Add a site to FileZilla's Site Manager with a name, a host, a logon type and a user, and keep it",
        recorded={
            "site": "Staging web",
            "host": "staging.example.org",
            "logon": "パスワードを尋ねる",
            "user": "deploy",
        },
        runs=(
            {"site": "大阪支店", "host": "osaka.example.jp", "logon": "通常", "user": "yamada"},
            {"site": "Photo archive", "host": "photos.example.net", "logon": "インタラクティブ", "user": "archivist"},
            {"site": "Mirror EU", "host": "eu.mirror.example.com", "logon": "通常", "user": "sync"},
            {"site": "Printer drop", "host": "10.0.8.21", "logon": "パスワードを尋ねる", "user": "scan"},
            {"site": "Old intranet", "host": "intranet.example.org", "logon": "インタラクティブ", "user": "admin2"},
        ),
        mistake="picks the logon type below the right one in the list, sees it, opens the list again and picks the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("filezilla") is None:
            return "FileZilla is not installed: run .ci/setup (apt: filezilla)"
        if not locale_installed(LOCALE):
            return f"the {LOCALE} locale is not generated: run .ci/setup (localedef -i ja_JP -f UTF-8 {LOCALE})"
        return None

    @property
    def settings(self) -> Path:
        return self.workdir / ".config" / "filezilla"

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "FileZilla is not installed")
        self.fresh_workdir()
        self.settings.mkdir(parents=True)
        (self.settings / "filezilla.xml").write_text(SETTINGS, encoding="utf-8")
        (self.settings / "sitemanager.xml").write_text(site_list(SEED_SITES), encoding="utf-8")
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "LANG": LOCALE, "LC_ALL": LOCALE, "LANGUAGE": "ja", "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}  # fmt: skip
        return self._launched(Launch(command=("filezilla",), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.settings / "sitemanager.xml"
        try:
            sites = read_sites(path)
        except (OSError, ET.ParseError) as exc:
            return Check(False, f"cannot read {path.name}: {exc}")
        new = [site for site in sites if site not in SEED_SITES]
        wanted = (values.get("site", ""), values.get("host", ""), values.get("user", ""), values.get("logon", ""))
        ok = len(new) == 1 and new[0] == wanted and len(sites) == len(SEED_SITES) + 1
        return Check(ok, f"sites (name, host, user, logon type): {sites}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.filezilla_new_site(values["site"], values["host"], values["logon"], values["user"])


APP = FileZillaZoo
