"""TkRemind (Tk) seeded with Faker data for differential rendering: a home-care coordinator's calendar.

Each dataset writes a reminder file in Remind's own language — one ``REM`` line for each of twenty-two
days of the month the render runs in, at a time of day, its message a note in the dataset's language
as a coordinator writes one: a visit to a client at a postal address, a call to a phone number, a
payment of an amount to a bank account or a card, a document for a person with a date of birth or an
ID number, an e-mail to send, a user name to reset — and opens it in TkRemind, which shows the month
as a calendar of seven columns: each day's messages wrap in its narrow cell. One screen: the month
as TkRemind opens on it. TkRemind has no translations: its words (the month, the weekdays, the
buttons) are English on every locale; the notes are the locale's. Its status bar shows the render's
clock: it differs between datasets and is neither a value nor chrome (as is today's mark, the same on
both datasets of a day).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.adapters.synthetic_dec13 import (
    amount,
    bank_account,
    birth_date,
    company,
    local_person,
    national_id,
)
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

__all__ = ["TkRemindAdapter"]

#: The days of the month that hold a reminder (every month has them).
DAYS = (1, 2, 3, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 26, 27)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
#: The notes, per language, by kind; the values' places named.
_NOTES: dict[str, dict[str, str]] = {
    "en": {"visit": "Visit {who} at {addr}", "call": "Call {who} on {tel}", "pay": "Pay {amt} to {acct} ({org})",
           "card": "Refund {amt} to card {card}", "doc": "Pension form for {who}, born {dob}, ID {pin}",
           "mail": "Email care plan to {mail}", "user": "Reset portal login {user} for {who}"},
    "es": {"visit": "Visitar a {who} en {addr}", "call": "Llamar a {who} al {tel}",
           "pay": "Pagar {amt} a {acct} ({org})", "card": "Reembolsar {amt} a tarjeta {card}",
           "doc": "Formulario de pensión de {who}, nac. {dob}, RUT {pin}", "mail": "Enviar plan de cuidados a {mail}",
           "user": "Restablecer usuario {user} de {who}"},
    "lt": {"visit": "Aplankyti {who}, {addr}", "call": "Paskambinti {who} tel. {tel}",
           "pay": "Sumokėti {amt} į {acct} ({org})", "card": "Grąžinti {amt} į kortelę {card}",
           "doc": "Pensijos forma: {who}, gim. {dob}, a. k. {pin}", "mail": "Išsiųsti priežiūros planą {mail}",
           "user": "Atkurti prisijungimą {user} ({who})"},
    "lv": {"visit": "Apmeklēt {who}, {addr}", "call": "Zvanīt {who} uz {tel}",
           "pay": "Samaksāt {amt} uz {acct} ({org})", "card": "Atmaksāt {amt} uz karti {card}",
           "doc": "Pensijas veidlapa: {who}, dz. {dob}, p. k. {pin}", "mail": "Nosūtīt aprūpes plānu uz {mail}",
           "user": "Atjaunot lietotāju {user} ({who})"},
    "et": {"visit": "Külastada {who}, {addr}", "call": "Helistada {who} numbril {tel}",
           "pay": "Maksta {amt} kontole {acct} ({org})", "card": "Tagastada {amt} kaardile {card}",
           "doc": "Pensionitaotlus: {who}, sünd. {dob}, isikukood {pin}", "mail": "Saata hooldusplaan {mail}",
           "user": "Lähtestada kasutaja {user} ({who})"},
    "zh": {"visit": "上门探访{who}，地址{addr}", "call": "给{who}打电话{tel}", "pay": "向{org}支付{amt}，账号{acct}",
           "card": "退款{amt}到卡{card}", "doc": "为{who}办养老金，出生{dob}，身份证{pin}",
           "mail": "把护理计划发到{mail}", "user": "为{who}重置门户账号{user}"},
}  # fmt: skip
#: Which kind of note each day holds, in turn.
_KINDS = ("visit", "call", "pay", "doc", "mail", "visit", "call", "user", "card", "call", "visit")


class TkRemindAdapter:
    """TkRemind (Debian ``tkremind``, on ``remind``) as a differential-rendering app."""

    name = "tkremind"
    #: The buttons of TkRemind's bottom bar.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": ("Today", "Go To Date...", "Print...", "Options...", "Queue...", "Quit"),
    }
    settle_s = 2.0

    def screens(self) -> list[str]:
        """The month, as TkRemind opens on it."""
        return ["month"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The dataset's reminder file and TkRemind's command (its own home)."""
        from screenroute.bench.apps.base import AppError
        from screenroute.edge.sandbox.program import Command

        if shutil.which("tkremind") is None or shutil.which("remind") is None:
            raise AppError("TkRemind is not installed: run .ci/setup (apt: tkremind)")
        home = workdir.resolve() / "app"
        if home.exists():
            shutil.rmtree(home)
        home.mkdir(parents=True)
        lines, dataset.values[:] = _seed(dataset, datetime.now(UTC))
        reminders, options = home / "reminders", home / "tkremindrc"
        reminders.write_text("\n".join(lines) + "\n", encoding="utf-8")
        # No "Today's Reminders" window at start: whether it shows depends on the day it is run.
        options.write_text("ShowTodaysReminders 0\n", encoding="utf-8")
        env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
        # tkremind READ_FILE APPEND_FILE OPTIONS_FILE
        argv = ["tkremind", str(reminders), str(reminders), str(options)]
        yield {"month": ProgramShot(Command(argv, cwd=home, env=env))}


def _remind_text(text: str) -> str:
    """A message as Remind reads it literally: ``%`` doubled, ``[`` (an expression) left out."""
    return text.replace("%", "%%").replace("[", "(").replace("]", ")")


def _note(kind: str, lang: str, fake: Faker, rng: random.Random, loc: str) -> tuple[str, list[SeededValue]]:
    """One reminder's message and the values it names."""
    who = local_person(fake, rng, loc)
    parts: dict[str, str] = {"who": who.name}
    values = [SeededValue("PERSON", who.name)]
    if kind == "visit":
        parts["addr"] = who.address
        values.append(SeededValue("ADDRESS", who.address))
    elif kind == "call":
        parts["tel"] = who.phone
        values.append(SeededValue("PHONE_NUMBER", who.phone))
    elif kind in ("pay", "card"):
        money = amount(loc, rng, 20, 1800)
        parts["amt"] = money.value
        if kind == "pay":
            acct, org = bank_account(loc, rng), company(fake, loc, rng)
            parts |= {"acct": acct.value, "org": org}
            values = [money, acct, SeededValue("ORGANIZATION", org)]
        else:
            card = card_number(rng)
            parts["card"] = card
            values = [money, SeededValue("CREDIT_CARD", card)]
    elif kind == "doc":
        dob, pin = birth_date(loc, rng), national_id(fake, loc, rng)
        parts |= {"dob": dob.value, "pin": pin.value}
        values += [dob, pin]
    elif kind == "mail":
        parts["mail"] = who.email
        values = [SeededValue("EMAIL_ADDRESS", who.email)]
    else:
        parts["user"] = who.username
        values.append(SeededValue("USERNAME", who.username))
    return _NOTES[lang][kind].format(**parts), values


def _seed(dataset: Dataset, now: datetime) -> tuple[list[str], list[SeededValue]]:
    """The reminder file's lines for the month of ``now``, and the values they name."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    lang = dataset.locale.split("_")[0]
    lines, values = [], []
    for k, day in enumerate(DAYS):
        text, named = _note(_KINDS[k % len(_KINDS)], lang, fake, rng, dataset.locale)
        at = f"{8 + k % 9}:{rng.choice(('00', '15', '30', '45'))}"
        lines.append(f"REM {day} {MONTHS[now.month - 1]} {now.year} AT {at} MSG {_remind_text(text)}")
        values += named
    return lines, values
