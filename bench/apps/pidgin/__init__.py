"""Pidgin (https://pidgin.im), an instant-messaging client on GTK 2, as a zoo app, in Chinese.

Each start gives Pidgin a fresh home in the work folder holding one account the user already has
(an IRC account, not enabled), so Pidgin opens on its "帐号" (Accounts) window, as it does while no
account is enabled, and the check must tell a new account apart. Pidgin shows its own Chinese
translation (``zh_CN.UTF-8``). An XMPP account is added: "添加" opens the "添加帐号" (Add Account)
dialog, XMPP is picked from the protocol list, the user name, the domain and a local alias are
typed, "添加" (Add). The task's state is ``accounts.xml``, which libpurple writes a moment after
the account was added.
"""

from __future__ import annotations

import shutil
import time
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask
from screenroute.bench.apps.homebank import locale_installed

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

LOCALE = "zh_CN.UTF-8"
#: The protocol list of the Add Account dialog, top to bottom (Pidgin 2.14 as Debian builds it).
PROTOCOLS = ("Bonjour", "Gadu-Gadu", "Google Talk", "GroupWise", "IRC", "SIMPLE", "Sametime", "XMPP", "Zephyr")
#: The account every start begins with: (protocol id, name, alias); not enabled.
SEED_ACCOUNT = ("prpl-irc", "li.na@irc.example.net", "李娜")
#: libpurple saves its account list on a timer after a change: how long a check waits for it.
SAVE_WAIT_S = 15.0

ACCOUNTS = f"""<?xml version='1.0' encoding='UTF-8' ?>

<account version='1.0'>
	<account>
		<protocol>{SEED_ACCOUNT[0]}</protocol>
		<name>{SEED_ACCOUNT[1]}</name>
		<alias>{SEED_ACCOUNT[2]}</alias>
		<settings>
			<setting name='port' type='int'>6667</setting>
			<setting name='encoding' type='string'>UTF-8</setting>
		</settings>
		<settings ui='gtk-gaim'>
			<setting name='auto-login' type='bool'>0</setting>
		</settings>
	</account>
</account>
"""

#: Pidgin's own preferences: the Accounts window's size as Pidgin keeps it between starts, the screen less its title
#: bar. Left to its default, the window opened either maximised or small and centred, as Pidgin's windows happened
#: to map at start; a person who uses Pidgin has it the size they left it.
PREFS = """<?xml version='1.0' encoding='UTF-8' ?>

<pref version='1' name='/'>
	<pref name='pidgin'>
		<pref name='accounts'>
			<pref name='dialog'>
				<pref name='width' type='int' value='1280'/>
				<pref name='height' type='int' value='780'/>
			</pref>
		</pref>
	</pref>
</pref>
"""


def read_accounts(path: Path) -> list[tuple[str, str, str]]:
    """(protocol id, name, alias) of every account in an ``accounts.xml``."""
    root = ET.parse(path).getroot()  # noqa: S314 - the file this start wrote and Pidgin saved
    return [
        (
            (a.findtext("protocol") or "").strip(),
            (a.findtext("name") or "").strip(),
            (a.findtext("alias") or "").strip(),
        )
        for a in root.findall("account")
    ]


class PidginZoo(ZooApp):
    """Add an XMPP account in Pidgin's Add Account dialog: the protocol from its list, user, domain, alias; Add."""

    name = "pidgin"
    title = "Pidgin 2.14, in Chinese"
    toolkit = "desktop, GTK 2 (an Accounts window, an Add Account dialog whose form follows the protocol list)"
    source = "Debian `pidgin` (https://pidgin.im)"
    licence = "GPL-2.0-or-later"
    theme_note = "no dark runs: not checked with a GTK 2 dark theme; 125 %: Xvfb's DPI with Xft.dpi"
    task = ZooTask(
        name="pidgin_add_xmpp_account",
        goal="Add an XMPP chat account to Pidgin with a user name, a domain and a local alias",
        recorded={"user": "wang.fang", "domain": "example.org", "alias": "Fang at work"},
        runs=(
            {"user": "zhang.wei", "domain": "jabber.example.cn", "alias": "张伟"},
            {"user": "support", "domain": "chat.example.com", "alias": "Help desk"},
            {"user": "m.rossi", "domain": "xmpp.example.it", "alias": "Marco"},
            {"user": "liu.yang", "domain": "im.example.net", "alias": "刘洋 工作"},
            {"user": "ops-bot", "domain": "example.org", "alias": "Night shift"},
        ),
        mistake="picks Sametime, the protocol above XMPP in the list, sees the form change, opens the list again and picks XMPP",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("pidgin") is None:
            return "Pidgin is not installed: run .ci/setup (apt: pidgin)"
        if not locale_installed(LOCALE):
            return f"the {LOCALE} locale is not generated: run .ci/setup (localedef -i zh_CN -f UTF-8 {LOCALE})"
        return None

    @property
    def purple(self) -> Path:
        return self.workdir / "home" / ".purple"

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "Pidgin is not installed")
        self.fresh_workdir()
        self.purple.mkdir(parents=True)
        (self.purple / "accounts.xml").write_text(ACCOUNTS, encoding="utf-8")
        (self.purple / "prefs.xml").write_text(PREFS, encoding="utf-8")
        home = self.workdir / "home"
        env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
               "XDG_CACHE_HOME": str(home / ".cache"), "LANG": LOCALE, "LC_ALL": LOCALE, "LANGUAGE": "zh_CN",
               "NO_AT_BRIDGE": "1"}  # fmt: skip
        return self._launched(Launch(command=("pidgin",), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.purple / "accounts.xml"
        wanted = ("prpl-jabber", f"{values.get('user', '')}@{values.get('domain', '')}/", values.get("alias", ""))
        deadline = time.monotonic() + SAVE_WAIT_S
        while True:
            try:
                accounts = read_accounts(path)
            except (OSError, ET.ParseError) as exc:
                accounts, error = [], f"cannot read {path.name}: {exc}"
            else:
                error = ""
            new = [a for a in accounts if a != SEED_ACCOUNT]
            ok = new == [wanted] and SEED_ACCOUNT in accounts
            if ok or time.monotonic() > deadline:
                return Check(ok, error or f"accounts (protocol, name, alias): {accounts}")
            time.sleep(0.5)

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.pidgin_add_account(PROTOCOLS.index("XMPP"), values["user"], values["domain"], values["alias"])


APP = PidginZoo
