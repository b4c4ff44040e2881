"""HomeBank (GTK 3) seeded with Faker data for differential rendering: a household's accounts and payments.

Each dataset writes a ledger in HomeBank's own ``.xhb`` XML — the household's title (a person's
name), four accounts (each named after its holder, at a bank named after a company, with its IBAN
or account number), ten payees (people and companies) and twenty payments to them with a memo (an
invoice, a rent for an address, a person's reference) and an amount — and opens it in HomeBank with
a fresh home (no splash, no welcome dialog, no backup, no currency update). Screens: the main
window (the accounts and their balances) and the first account's register, opened from the
keyboard (the accounts list has the focus: Down selects the first account, Return opens it).
HomeBank speaks the dataset's language through ``LANGUAGE`` (its own catalogues), in ``C.UTF-8``
(or ``ja_JP.UTF-8`` for Japanese where the locale is generated); amounts are written with the
ledger's currency (its symbol, decimal and grouping characters set per locale).
"""

from __future__ import annotations

import datetime
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar
from xml.sax.saxutils import quoteattr

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec11 import bank_account
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

#: Screen -> the keys that open it from the main window (the menu bar by F10; Manage's third item is the
#: payees and the second the accounts, whose first is then selected; Transactions' second shows every
#: transaction).
SCREENS: dict[str, tuple[str, ...]] = {
    "main": (),
    "payees": ("F10", "Right", "Right", "Right", "Down", "Down", "Down", "Return"),
    "accounts": ("F10", "Right", "Right", "Right", "Down", "Down", "Return", "Down"),
    "transactions": ("F10", "Right", "Right", "Right", "Right", "Down", "Down", "Return"),
}
ACCOUNTS = 4
PAYEES = 10
PAYMENTS = 20
#: Per language: the currency's ISO code, symbol, whether it is written first, decimal and grouping characters.
_CURRENCY = {"hr": ("EUR", "€", 0, ",", "."), "sl": ("EUR", "€", 0, ",", "."), "de": ("EUR", "€", 1, ",", "."),
             "es": ("ARS", "$", 1, ",", "."), "en": ("EUR", "€", 1, ".", ","), "ja": ("JPY", "¥", 1, ".", ",")}  # fmt: skip
_PREFERENCES = """[General]
Language={lang}
GtkDarkTheme=false
ShowSplash=false
ShowWelcome=false
LoadLast=false
BakIsAutomatic=false
UpdateCurrency=false
ShowConfirm=false
AppendScheduled=false

[Windows]
Wal=0;0;1280;800;0;
Acc=0;0;1280;800;0;
"""


def _libc(lang: str) -> str:
    if lang == "ja":
        listed = subprocess.run(["locale", "-a"], capture_output=True, text=True, timeout=30, check=False).stdout
        if "ja_jp.utf8" in {line.strip().lower() for line in listed.splitlines()}:
            return "ja_JP.UTF-8"
    return "C.UTF-8"


def _written(value: float, lang: str) -> str:
    """An amount as HomeBank writes it with the ledger's currency."""
    _, symbol, first, dchar, gchar = _CURRENCY.get(lang, _CURRENCY["en"])
    places = 0 if lang == "ja" else 2
    whole, _, cents = f"{abs(value):,.{places}f}".partition(".")
    text = ("-" if value < 0 else "") + whole.replace(",", gchar) + (dchar + cents if places else "")
    return f"{symbol} {text}" if first else f"{text} {symbol}"


class HomeBankAdapter:
    """HomeBank as a differential-rendering app."""

    name = "homebank"
    #: The toolbar's buttons of the main window and the register, as HomeBank's catalogues word them (English
    #: and the split's languages it ships).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "main": ("Open", "Save", "Accounts", "Payees", "Categories", "Scheduled", "Budget", "Assign", "Currencies",
                 "Add", "Edit", "Delete", "Inherit", "Statistics", "Trend Time", "Balance", "Vehicle cost"),
    }  # fmt: skip
    settle_s = 2.0

    def screens(self) -> list[str]:
        """The main window, the payees and every transaction."""
        return list(SCREENS)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded ledger and HomeBank's command per screen."""
        from screenroute.bench.apps.base import AppError
        from screenroute.edge.sandbox.program import Command

        if shutil.which("homebank") is None:
            raise AppError("HomeBank is not installed: run .ci/setup (apt: homebank)")
        state = workdir.resolve() / "app"
        if state.exists():
            shutil.rmtree(state)
        lang = dataset.locale.split("_")[0]
        xml, values = _seed(dataset)
        dataset.values[:] = values
        shots = {}
        for screen, keys in SCREENS.items():
            home = state / screen
            config = home / ".config" / "homebank"
            config.mkdir(parents=True)
            (config / "preferences").write_text(_PREFERENCES.format(lang=lang), encoding="utf-8")
            ledger = home / "household.xhb"
            ledger.write_text(xml, encoding="utf-8")
            libc = _libc(lang)
            env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                   "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"), "LANG": libc,
                   "LC_ALL": libc, "LANGUAGE": lang, "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}  # fmt: skip
            shots[screen] = ProgramShot(Command(["homebank", str(ledger)], cwd=home, env=env), keys=keys)
        yield shots


def _seed(dataset: Dataset) -> tuple[str, list[SeededValue]]:
    """The ledger in HomeBank's ``.xhb`` format, and the values its screens show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    lang = dataset.locale.split("_")[0]
    iso, symbol, first, dchar, gchar = _CURRENCY.get(lang, _CURRENCY["en"])
    owner = person(fake, rng)
    values = [SeededValue("PERSON", owner.name)]
    lines = [
        '<?xml version="1.0"?>',
        '<homebank v="1.4" d="050602">',
        f'<properties title={quoteattr(owner.name)} curr="1" auto_smode="1" auto_weekday="1"/>',
        f'<cur key="1" flags="0" iso="{iso}" name="{iso}" symb={quoteattr(symbol)} syprf="{first}"'
        f' dchar={quoteattr(dchar)} gchar={quoteattr(gchar)} frac="{0 if lang == "ja" else 2}" rate="0" mdate="0"/>',
    ]
    for k in range(ACCOUNTS):
        holder = owner if k == 0 else person(fake, rng)
        account = bank_account(dataset.locale, rng)
        initial = rng.randrange(500, 20000)
        lines.append(
            f'<account key="{k + 1}" pos="{k + 1}" type="1" curr="1" name={quoteattr(holder.name)}'
            f" number={quoteattr(account.value)} bankname={quoteattr(holder.company)}"
            f' initial="{initial}" minimum="0" maximum="0"/>'
        )
        values += [SeededValue("PERSON", holder.name), account, SeededValue("ORGANIZATION", holder.company)]
    payees = []
    for k in range(PAYEES):
        who = person(fake, rng)
        payees.append(who)
        shown = who.name if k % 2 == 0 else who.company
        lines.append(f'<pay key="{k + 1}" name={quoteattr(shown)}/>')
        values.append(SeededValue("PERSON" if k % 2 == 0 else "ORGANIZATION", shown))
    day = datetime.date(2026, 11, 1)
    for k in range(PAYMENTS):
        payee = rng.randrange(PAYEES)
        who = payees[payee]
        cents = rng.randrange(1_000, 250_000)
        value = -(cents // 100 if lang == "ja" else cents / 100) * (100 if lang == "ja" else 1)
        if k % 3 == 0:
            memo = who.address
            values.append(SeededValue("ADDRESS", memo))
        elif k % 3 == 1:
            memo = who.ident
            values.append(SeededValue("ID", memo))
        else:
            memo = who.email
            values.append(SeededValue("EMAIL_ADDRESS", memo))
        values.append(SeededValue("AMOUNT", _written(value, lang)))
        account_key = 1 if k % 2 == 0 else rng.randrange(1, ACCOUNTS + 1)
        when = day + datetime.timedelta(days=k)
        lines.append(
            f'<ope date="{when.toordinal()}" amount="{value:.2f}" account="{account_key}" paymode="0" flags="0"'
            f' payee="{payee + 1}" category="0" wording={quoteattr(memo)}/>'
        )
    lines.append("</homebank>")
    return "\n".join(lines) + "\n", values
