"""LibreOffice Calc (https://www.libreoffice.org), on LibreOffice's own toolkit, as a zoo app.

Each start makes a small budget spreadsheet in the work folder (converted from CSV by a headless
LibreOffice with a private profile under the work folder) and opens it with LibreOffice's own
X11 toolkit (``SAL_USE_VCLPLUGIN=gen``: its own dialogs, not GTK's). The task's state is the
file it saves.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import zipfile
from collections.abc import Mapping
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

_SEED = "Item,Amount\nPaper,12.5\nToner,80\nStaples,3.2\n"


class CalcZoo(ZooApp):
    """Add a row (item, amount) to the budget and save it under a new name as an Excel workbook."""

    name = "calc"
    title = "LibreOffice Calc 7.4"
    toolkit = "desktop, LibreOffice's own toolkit (VCL, X11 'gen')"
    source = "Debian `libreoffice-calc` (https://www.libreoffice.org)"
    licence = "MPL-2.0"
    theme_note = "no dark theme set (its application colours are a profile setting); 125 %: SAL_FORCEDPI"
    task = ZooTask(
        name="calc_row_save_as_xlsx",
        goal="Add an item and its amount to the budget and save it as an Excel workbook under a new name",
        recorded={"item": "Printer paper", "amount": "42.5", "file": "budget-march"},
        runs=(
            {"item": "Coffee beans", "amount": "18", "file": "budget-april"},
            {"item": "打印纸", "amount": "36.75", "file": "预算五月"},
            {"item": "Desk lamp", "amount": "24.9", "file": "budget-june"},
            {"item": "Whiteboard", "amount": "61", "file": "budget-july"},
            {"item": "Cables", "amount": "9.5", "file": "budget-august"},
        ),
        mistake="picks Excel 97-2003 (.xls) instead of Excel 2007-365 (.xlsx), opens the list again and picks the right one",
    )

    @classmethod
    def missing(cls) -> str | None:
        return None if shutil.which("soffice") else "LibreOffice Calc is not installed: run .ci/setup (apt)"

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        profile = f"-env:UserInstallation=file://{self.workdir / 'profile'}"
        (self.workdir / "budget.csv").write_text(_SEED)
        converted = subprocess.run(
            ["soffice", profile, "--headless", "--norestore", "--convert-to", "ods", "--outdir", str(self.workdir),
             str(self.workdir / "budget.csv")],
            capture_output=True, text=True, timeout=180, check=False, cwd=self.workdir,
            env={"HOME": str(self.workdir), "PATH": "/usr/bin:/bin"},
        )  # fmt: skip
        if not (self.workdir / "budget.ods").is_file():
            raise AppError(f"could not make the budget spreadsheet: {converted.stderr.strip() or converted.stdout}")
        (self.workdir / "budget.csv").unlink()
        command = ("soffice", profile, "--calc", "--norestore", "--nologo", "--nofirststartwizard",
                   str(self.workdir / "budget.ods"))  # fmt: skip
        # HOME is the work folder: Save As starts in "My Documents", which LibreOffice takes from it.
        env = {"SAL_USE_VCLPLUGIN": "gen", "HOME": str(self.workdir)}
        return self._launched(Launch(command=command, cwd=self.workdir, env=env))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.workdir / f"{values.get('file')}.xlsx"
        saved = sorted(p.name for p in self.workdir.iterdir() if p.suffix in (".xlsx", ".xls", ".ods"))
        if not path.is_file():
            return Check(False, f"no {path.name}; saved: {saved}")
        try:
            with zipfile.ZipFile(path) as book:
                strings = book.read("xl/sharedStrings.xml").decode()
                sheet = book.read("xl/worksheets/sheet1.xml").decode()
        except (OSError, KeyError, zipfile.BadZipFile) as exc:
            return Check(False, f"{path.name} is not a workbook: {exc}")
        item = escape(values.get("item", ""))
        amounts = re.findall(r"<v>([^<]*)</v>", sheet)
        ok = f">{item}</t>" in strings and any(_same_number(a, values.get("amount", "")) for a in amounts)
        return Check(ok, f"{path.name}: strings {re.findall(r'<t[^>]*>([^<]*)</t>', strings)}, numbers {amounts}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.calc_row_save_as(values["item"], values["amount"], values["file"])


def _same_number(a: str, b: str) -> bool:
    try:
        return abs(float(a) - float(b)) < 1e-9
    except ValueError:
        return False


APP = CalcZoo
