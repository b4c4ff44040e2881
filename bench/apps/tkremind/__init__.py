"""TkRemind (https://dianne.skoll.ca/projects/remind/), the Tk calendar of Remind, as a zoo app.

Each start writes a reminder file (Remind's own language: one ``REM`` line per reminder, three in
the spring of 2027) into the work folder, with the work folder as the program's home (its settings
start empty), and opens it in TkRemind: a month's calendar drawn in Tk, which opens on today's
month. The person goes to a month of 2027 through "Go To Date..." (a dialog: the month from a menu,
the year typed), clicks a day, and in the reminder dialog sets a time (the hour from a menu) and
the text, then "Add to reminder file". The task's state is the reminder file TkRemind rewrites.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

REMINDERS = "reminders"
OPTIONS = "tkremindrc"
#: The year the person goes to: its months' calendars are what the person knows.
YEAR = 2027
#: The reminders every start begins with: the check must tell them apart from the new one.
SEED_LINES = (
    "REM 8 Mar 2027 MSG Dentist",
    "REM 15 Apr 2027 AT 09:30 MSG Tax return due",
    "REM 2 Jun 2027 MSG 妈妈生日",
)
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")  # fmt: skip
#: A line TkRemind writes: ``REM [TAG TKTAGn] <day> <Month> <year> [AT hh:mm ...] MSG <text>``.
_REM = re.compile(r"^REM\s+(?:TAG\s+\S+\s+)?(\d+)\s+(\w+)\s+(\d{4})\s+(?:AT\s+(\d+):(\d+)\s+)?.*?MSG\s+(.*)$")


def read_reminders(text: str) -> list[tuple[int, str, int, str, str]]:
    """(day, month name, year, "hh:mm" or "", message) of every dated ``REM`` line of a reminder file."""
    found = []
    for line in text.splitlines():
        match = _REM.match(line.strip())
        if match:
            day, month, year, hour, minute, message = match.groups()
            at = f"{int(hour):02d}:{minute}" if hour else ""
            found.append((int(day), month, int(year), at, message.strip()))
    return found


def clock(hour: str) -> str:
    """The 24-hour time of ``hour`` o'clock in the afternoon, the dialog's default half of the day ("5" → "17:00")."""
    return f"{int(hour) % 12 + 12:02d}:00"


class TkRemindZoo(ZooApp):
    """Go to a month of 2027 (a dialog), click a day, set the reminder's hour from a menu and its text; add it."""

    name = "tkremind"
    title = "TkRemind 4.2 (Remind)"
    toolkit = "desktop, Tk (a calendar grid of Tk widgets, menubuttons that drop menus, a dialog per reminder)"
    source = "Debian `tkremind` (https://dianne.skoll.ca/projects/remind/)"
    licence = "GPL-2.0-only"
    theme_note = "no dark theme: Tk's colours are the program's own"
    task = ZooTask(
        name="tkremind_add_reminder",
        goal="Add a reminder with a text at an afternoon hour on a day of a month of 2027 in TkRemind",
        recorded={"month": "March", "day": "17", "hour": "3", "text": "Call the plumber"},
        runs=(
            {"month": "June", "day": "9", "hour": "4", "text": "交房租"},
            {"month": "April", "day": "22", "hour": "2", "text": "Dentist checkup"},
            {"month": "September", "day": "14", "hour": "6", "text": "Parents evening"},
            {"month": "November", "day": "3", "hour": "1", "text": "Renew passport"},
            {"month": "August", "day": "28", "hour": "5", "text": "Pick up bike"},
        ),
        mistake="picks the month below the right one in the Go To Date menu (the first for the last), sees it, picks again",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("tkremind") is None or shutil.which("remind") is None:
            return "TkRemind is not installed: run .ci/setup (apt: tkremind)"
        return None

    def start(self, theme: Theme = "light") -> Launch:
        if self.missing():
            raise AppError(self.missing() or "TkRemind is not installed")
        self.fresh_workdir()
        (self.workdir / REMINDERS).write_text("\n".join(SEED_LINES) + "\n", encoding="utf-8")
        # Its options file: no "Today's Reminders" window at start, whose showing depends on the day it is run.
        (self.workdir / OPTIONS).write_text("ShowTodaysReminders 0\n", encoding="utf-8")
        env = {"HOME": str(self.workdir), "XDG_CONFIG_HOME": str(self.workdir / ".config"), "LANG": "C.UTF-8"}
        reminders = str(self.workdir / REMINDERS)
        # tkremind READ_FILE APPEND_FILE OPTIONS_FILE: reminders are read from and added to the same file.
        command = ("tkremind", reminders, reminders, str(self.workdir / OPTIONS))
        return self._launched(Launch(command=command, cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.workdir / REMINDERS
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            return Check(False, f"cannot read {path.name}: {exc}")
        seeded = read_reminders("\n".join(SEED_LINES))
        reminders = read_reminders(text)
        new = [r for r in reminders if r not in seeded]
        try:
            wanted = (int(values.get("day", "")), values.get("month", ""), YEAR, clock(values.get("hour", "")),
                      values.get("text", ""))  # fmt: skip
        except ValueError:
            return Check(False, f"day={values.get('day')!r} and hour={values.get('hour')!r} must be numbers")
        ok = len(new) == 1 and new[0] == wanted and all(s in reminders for s in seeded)
        return Check(ok, f"reminders (day, month, year, time, text): {reminders}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.tkremind_add_reminder(values["month"], int(values["day"]), values["hour"], values["text"], YEAR)


APP = TkRemindZoo
