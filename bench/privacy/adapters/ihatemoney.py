"""I Hate Money seeded with Faker data for differential rendering: a shared budget's members and bills.

Each dataset writes a fresh settings file and SQLite database, serves the app (bench/apps/ihatemoney's
install) on loopback in the dataset's language where I Hate Money ships one (Hungarian, Norwegian
Bokmål, Portuguese; Simplified Chinese for Chinese; the other locales English), and makes one
project through the app's own REST API: its name (a company's), its contact e-mail, eight members
(people's names) and twelve bills (paid to companies, or rent for an address; amounts under a
thousand, written as the language writes them). Screens, signed in to the project: the bills, the
statistics, the settlement, the project's settings and its history.
"""

from __future__ import annotations

import base64
import json
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, SeededValue

PROJECT = "budget"
PASSWORD = "budget-2026-pw"  # noqa: S105 - a throwaway project code of a local test server
MEMBERS = 8
BILLS = 12
#: The app's language per Faker language, where I Hate Money ships a translation.
_LANGUAGES = {"hu": "hu", "no": "nb_NO", "pt": "pt", "zh": "zh_Hans", "ro": "en", "sk": "en"}
#: The languages that write a decimal comma (the others, English and Chinese, a point).
_DECIMAL_COMMA = ("hu", "nb_NO", "pt")
_SETTINGS = """# I Hate Money for differential rendering: a database per dataset, nothing that calls out.
SQLALCHEMY_DATABASE_URI = "sqlite:///{db}"
SECRET_KEY = "differential-local-only"
ACTIVATE_DEMO_PROJECT = False
ALLOW_PUBLIC_PROJECT_CREATION = True
ACTIVATE_ADMIN_DASHBOARD = False
SESSION_COOKIE_SECURE = False
SUPPORTED_LANGUAGES = ["{lang}"]
BABEL_DEFAULT_LOCALE = "{lang}"
SHOW_ADMIN_EMAIL = False
MAIL_SUPPRESS_SEND = True
"""


class IHateMoneyAdapter:
    """I Hate Money (bench/apps/ihatemoney's install) as a differential-rendering app."""

    name = "ihatemoney"
    #: The buttons the screens show, as the app's own catalogues word them (en, hu, nb_NO, pt, zh_Hans).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "bills": ("Add a new bill", "Add", "Show filters", "Add participant", "Invite people", "Hozzáadás",
                  "Legg til", "Adicionar", "添加", "Újabb számla hozzáadása",
                  "Résztvevő hozzáadása", "Résztvevők meghívása", "Legg til en ny regning", "Legg til deltager",
                  "Inviter folk", "Adicionar uma nova fatura", "Adicionar participante", "Convidar pessoas",
                  "添加新帐单", "添加参与人", "邀请别人"),
        "settings": ("Save changes", "Változások mentése", "Salvar as alterações", "保存更改"),
    }  # fmt: skip
    settle_s = 1.0

    def screens(self) -> list[str]:
        """The bills, the statistics, who settles with whom, the project's settings and its history."""
        return [f"{PROJECT}/", f"{PROJECT}/statistics", f"{PROJECT}/settle_bills", f"{PROJECT}/edit",
                f"{PROJECT}/history"]  # fmt: skip

    def login(self, sandbox: Any, base: str) -> None:
        """Sign in to the project with its identifier and private code."""
        import time

        from screenroute.bench.privacy.differential import _wait_loaded

        sandbox.open_url(base + "authenticate")
        _wait_loaded(sandbox)
        sandbox.evaluate(
            "(() => { const f = document.querySelector('input[name=password]').form;"
            f" f.id.value = {json.dumps(PROJECT)}; f.password.value = {json.dumps(PASSWORD)};"
            " f.submit(); return true; })()"
        )
        time.sleep(2.0)
        _wait_loaded(sandbox)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """A fresh budget seeded with ``dataset``; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http

        program = app_venv_bin("ihatemoney", "ihatemoney")
        if program is None:
            raise AppError("I Hate Money is not installed: run .ci/setup (it makes .venv-apps/ihatemoney)")
        state = workdir.resolve() / "app"
        state.mkdir(parents=True, exist_ok=True)
        (state / "ihatemoney.db").unlink(missing_ok=True)
        lang = _LANGUAGES.get(dataset.locale.split("_")[0], "en")
        settings = state / "ihatemoney.cfg"
        settings.write_text(_SETTINGS.format(db=state / "ihatemoney.db", lang=lang), encoding="utf-8")
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        start_server(state, [str(program), "run", "--host", "127.0.0.1", "--port", str(port)],
                     env={"IHATEMONEY_SETTINGS_FILE_PATH": str(settings)})  # fmt: skip
        try:
            wait_http(state, url)
            dataset.values[:] = _seed(url, dataset, lang)
            yield url
        finally:
            stop_server(state)


def _seed(url: str, dataset: Dataset, lang: str) -> list[SeededValue]:
    """The project, its members and bills through the app's REST API; the values they show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    owner = person(fake, rng)
    api = f"{url}api/projects"
    _post(api, {"name": owner.company, "id": PROJECT, "password": PASSWORD, "contact_email": owner.email,
                "default_currency": "XXX"})  # fmt: skip
    values = [SeededValue("ORGANIZATION", owner.company), SeededValue("EMAIL_ADDRESS", owner.email)]
    names: list[str] = []
    while len(names) < MEMBERS:
        name = str(fake.name())
        if name not in names:
            names.append(name)
    ids = [_post(f"{api}/{PROJECT}/members", {"name": name}, auth=True) for name in names]
    values += [SeededValue("PERSON", name) for name in names]
    for k in range(BILLS):
        payee = person(fake, rng)
        what = f"{payee.address}" if k % 4 == 3 else payee.company
        cents = rng.randrange(10_000, 99_999)
        amount = f"{cents // 100}.{cents % 100:02d}"
        shown = amount.replace(".", ",") if lang in _DECIMAL_COMMA else amount
        payer = rng.randrange(MEMBERS)
        owers = sorted({payer, *rng.sample(range(MEMBERS), rng.randrange(1, MEMBERS))})
        _post(f"{api}/{PROJECT}/bills", {
            "date": f"2026-11-{1 + k * 2:02d}", "what": what, "payer": str(ids[payer]), "amount": amount,
            "payed_for": [str(ids[i]) for i in owers],
        }, auth=True)  # fmt: skip
        values += [SeededValue("ADDRESS" if k % 4 == 3 else "ORGANIZATION", what), SeededValue("AMOUNT", shown)]
    return values


def _post(url: str, fields: Mapping[str, str | list[str]], *, auth: bool = False) -> object:
    """POST a form to the app's API on loopback; its JSON answer (AppError with the answer when refused)."""
    from screenroute.bench.apps.base import AppError

    body = urllib.parse.urlencode(fields, doseq=True).encode()
    request = urllib.request.Request(url, data=body, method="POST")  # noqa: S310 - loopback
    if auth:
        token = base64.b64encode(f"{PROJECT}:{PASSWORD}".encode()).decode()
        request.add_header("Authorization", f"Basic {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 - loopback
            return json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as exc:
        raise AppError(f"seeding {url} was refused ({exc.code}): {exc.read()[:300]!r}") from exc
    except OSError as exc:
        raise AppError(f"seeding {url} failed: {exc}") from exc
