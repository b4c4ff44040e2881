"""HomeBank (https://www.gethomebank.org), a personal-accounts program on GTK 3, as a zoo app, in Chinese.

Each start writes a household ledger (one bank account, five payees, seven categories, three
expenses; HomeBank's own ``.xhb`` XML) into the work folder and opens it in HomeBank with the
work folder as its home: its preferences (no splash, no welcome dialog, no backup, no currency
update, its dark theme or not) are written there. Its interface is Chinese (Simplified) through
the ``zh_CN.UTF-8`` locale and HomeBank's own ``zh_CN`` translation. Expenses are added in the
"添加记账" dialog (a modal dialog). The task's state is the saved ``.xhb`` file.
"""

from __future__ import annotations

import datetime
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import quoteattr

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

LOCALE = "zh_CN.UTF-8"
ACCOUNT = "招商银行储蓄卡"
PAYEES = ("超市", "房东", "滴滴出行", "电力公司", "药店")
#: The expense categories, in the order the category list of the "添加记账" dialog shows them (then 工资, an income).
CATEGORIES = ("交通", "住房", "医疗", "水电费", "购物", "餐饮")
INCOME_CATEGORY = "工资"
#: The expenses every start begins with (day, amount, payee, category, memo): the check must tell them apart.
SEED_EXPENSES = (
    (datetime.date(2026, 11, 3), -3200.0, "房东", "住房", "十一月房租"),
    (datetime.date(2026, 11, 8), -152.3, "超市", "餐饮", "买菜"),
    (datetime.date(2026, 11, 20), -36.0, "滴滴出行", "交通", "打车"),
)

_PREFERENCES = """[General]
Language=
GtkDarkTheme={dark}
ShowSplash=false
ShowWelcome=false
LoadLast=false
BakIsAutomatic=false
UpdateCurrency=false
ShowConfirm=false
AppendScheduled=false

[Windows]
Wal=0;0;1024;600;0;
"""


def ledger_xml() -> str:
    """The seeded ledger in HomeBank's ``.xhb`` format (days are GLib Julian days: 1 is 0001-01-01)."""
    categories = (*CATEGORIES, INCOME_CATEGORY)
    lines = [
        '<?xml version="1.0"?>',
        '<homebank v="1.4" d="050602">',
        '<properties title="家庭账本" curr="1" auto_smode="1" auto_weekday="1"/>',
        '<cur key="1" flags="0" iso="CNY" name="Chinese Yuan Renminbi" symb="¥" syprf="1" dchar="." gchar=","'
        ' frac="2" rate="0" mdate="0"/>',
        f'<account key="1" pos="1" type="1" curr="1" name={quoteattr(ACCOUNT)} initial="8000" minimum="0" maximum="0"/>',
    ]
    lines += [f"<pay key={quoteattr(str(i))} name={quoteattr(name)}/>" for i, name in enumerate(PAYEES, 1)]
    lines += [
        f'<cat key="{i}" flags="{2 if name == INCOME_CATEGORY else 0}" name={quoteattr(name)}/>'
        for i, name in enumerate(categories, 1)
    ]
    for day, amount, payee, category, memo in SEED_EXPENSES:
        lines.append(
            f'<ope date="{day.toordinal()}" amount="{amount:g}" account="1" paymode="0" flags="0"'
            f' payee="{PAYEES.index(payee) + 1}" category="{categories.index(category) + 1}" wording={quoteattr(memo)}/>'
        )
    lines.append("</homebank>")
    return "\n".join(lines) + "\n"


def locale_installed(name: str = LOCALE) -> bool:
    """Whether the C library has ``name`` (``locale -a`` spells it ``zh_CN.utf8``)."""
    try:
        listed = subprocess.run(["locale", "-a"], capture_output=True, text=True, timeout=30, check=False).stdout
    except (OSError, subprocess.TimeoutExpired):
        return False
    wanted = name.lower().replace("utf-8", "utf8")
    return any(line.strip().lower().replace("utf-8", "utf8") == wanted for line in listed.splitlines())


class HomeBankZoo(ZooApp):
    """Add an expense in the "添加记账" dialog (amount, a category from its list, a memo), close it, save the file."""

    name = "homebank"
    title = "HomeBank 5.6, in Chinese"
    toolkit = "desktop, GTK 3 (a modal add dialog, a spin button, a category popover list, the File menu)"
    source = "Debian `homebank` (https://www.gethomebank.org)"
    licence = "GPL-2.0-or-later"
    dark_theme = True
    theme_note = (
        "dark: GTK_THEME=Adwaita:dark (the sandbox sets it) and its own GtkDarkTheme; 125 %: Xvfb's DPI with Xft.dpi"
    )
    task = ZooTask(
        name="homebank_add_expense",
        goal="Add an expense with an amount, a category and a memo to the household ledger in HomeBank, and save it",
        recorded={"amount": "86.5", "category": "餐饮", "memo": "周末买菜"},
        runs=(
            {"amount": "3350", "category": "住房", "memo": "十二月房租"},
            {"amount": "128", "category": "交通", "memo": "Taxi to the airport"},
            {"amount": "215.4", "category": "水电费", "memo": "电费 11月"},
            {"amount": "45.8", "category": "医疗", "memo": "Pharmacy"},
            {"amount": "499", "category": "购物", "memo": "Winter coat"},
        ),
        mistake="picks the category below the right one in the list, sees it, opens the list again and picks the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("homebank") is None:
            return "HomeBank is not installed: run .ci/setup (apt: homebank)"
        if not locale_installed():
            return f"the {LOCALE} locale is not generated: run .ci/setup (localedef -i zh_CN -f UTF-8 {LOCALE})"
        return None

    @property
    def ledger(self) -> Path:
        return self.workdir / "家庭账本.xhb"

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "HomeBank is not installed")
        self.fresh_workdir()
        self.ledger.write_text(ledger_xml(), encoding="utf-8")
        config = self.workdir / ".config" / "homebank"
        config.mkdir(parents=True)
        (config / "preferences").write_text(_PREFERENCES.format(dark="true" if theme == "dark" else "false"))
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"),
               "XDG_DATA_HOME": str(self.workdir / ".local/share"), "XDG_CACHE_HOME": str(self.workdir / ".cache"),
               "LANG": LOCALE, "LC_ALL": LOCALE, "LANGUAGE": "zh_CN", "GSETTINGS_BACKEND": "memory",
               "NO_AT_BRIDGE": "1"}  # fmt: skip
        return self._launched(Launch(command=("homebank", str(self.ledger)), cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            root = ET.parse(self.ledger).getroot()  # noqa: S314 - the file this start wrote and HomeBank saved
        except (OSError, ET.ParseError) as exc:
            return Check(False, f"cannot read {self.ledger.name}: {exc}")
        categories = {cat.get("key"): cat.get("name", "") for cat in root.iter("cat")}
        expenses = [(float(op.get("amount", "0")), categories.get(op.get("category"), ""), op.get("wording", ""))
                    for op in root.iter("ope")]  # fmt: skip
        try:
            amount = -abs(float(values.get("amount", "")))
        except ValueError:
            return Check(False, f"amount={values.get('amount')!r} is not a number")
        seeded = [(amount_, category, memo) for _, amount_, _, category, memo in SEED_EXPENSES]
        new = [expense for expense in expenses if expense not in seeded]
        ok = (
            len(new) == 1
            and abs(new[0][0] - amount) < 0.005
            and new[0][1:] == (values.get("category"), values.get("memo"))
        )
        return Check(ok, f"expenses (amount, category, memo): {expenses}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.homebank_add_expense(values["amount"], values["category"], values["memo"])


APP = HomeBankZoo
