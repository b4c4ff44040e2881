"""KeePassXC (Qt 5) seeded with Faker data for differential rendering: a family office's password database.

Each dataset makes a fresh database with ``keepassxc-cli`` — locked by a key file only, so the
program opens it unlocked, the key file given on its command line — holding twelve entries in its root group: each titled after a company (the service), with a user
name (a login or an e-mail address), a generated password (shown masked), the service's address and
notes in prose naming the account's holder, a phone number and, for some, a postal address, a card
number or a customer number. One screen: the entry list as the database opens (each entry's title,
user name, address and the start of its notes, which the column cuts), with the first entry selected
and its fields and whole notes in the preview panel below. Each entry's modification time follows
the render's clock: it differs between datasets and is neither a value nor chrome. KeePassXC
speaks the dataset's language from its own translations (``GUI/Language``: Canadian French, Dutch,
Indonesian, Chinese; English for Australian English and Vietnamese, which it does not ship).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

__all__ = ["KeePassXCAdapter"]

ENTRIES = 12
#: Screen -> the keys pressed once the window shows (none: a database with a key file only opens unlocked, its
#: first entry selected and previewed).
SCREENS: dict[str, tuple[str, ...]] = {"entries": ()}
#: The dataset's language -> KeePassXC's translation (none: its English).
_LANGUAGE = {"fr_CA": "fr_CA", "nl_BE": "nl", "id_ID": "id", "zh_CN": "zh_CN"}
_SETTINGS = """[General]
ConfigVersion=2
UpdateCheckMessageShown=true
AutoSaveAfterEveryChange=false
AutoSaveOnExit=false
RememberLastDatabases=false
RememberLastKeyFiles=false
OpenPreviousDatabasesOnStartup=false

[GUI]
Language={language}
ApplicationTheme=light
CheckForUpdates=false
MinimizeOnStartup=false
ShowTrayIcon=false
HidePreviewPanel=false

[Security]
LockDatabaseIdle=false
"""
#: The notes of an entry, in English as a person keeps them; which values they name.
_NOTES = (
    "Account holder {name}, recovery phone {phone}.",
    "Opened for {name}; statements go to {address}.",
    "Shared with {name} ({phone}); card on file {card}.",
    "Customer no. {ident}, contact {name}.",
)


class KeePassXCAdapter:
    """KeePassXC (Debian ``keepassxc``) as a differential-rendering app."""

    name = "keepassxc"
    #: The toolbar's and menus' words, as KeePassXC's catalogues word them (English and the split's languages).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": ("Database", "Entries", "Groups", "Tools", "View", "Help", "Unlock", "OK", "Cancel",
                "Base de données", "Entrées", "Groupes", "Outils", "Affichage", "Aide", "Déverrouiller",
                "Databank", "Items", "Groepen", "Hulpmiddelen", "Beeld", "Ontgrendelen",
                "Basis data", "Entri", "Grup", "Alat", "Tampilan", "Bantuan", "Buka kunci",
                "数据库", "条目", "群组", "工具", "视图", "帮助", "解锁"),
    }  # fmt: skip
    settle_s = 3.0

    def screens(self) -> list[str]:
        """The entry list with the first entry's preview."""
        return list(SCREENS)

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The seeded database and KeePassXC's command per screen (each its own home and temp folder)."""
        from screenroute.bench.apps.base import AppError
        from screenroute.edge.sandbox.program import Command

        if shutil.which("keepassxc") is None or shutil.which("keepassxc-cli") is None:
            raise AppError("KeePassXC is not installed: run .ci/setup (apt: keepassxc)")
        state = workdir.resolve() / "app"
        if state.exists():
            shutil.rmtree(state)
        state.mkdir(parents=True)
        database, key = state / "family.kdbx", state / "family.key"
        dataset.values[:] = _seed(state, database, key, dataset)
        shots = {}
        for screen, keys in SCREENS.items():
            home = state / screen
            config = home / ".config" / "keepassxc"
            config.mkdir(parents=True)
            language = _LANGUAGE.get(dataset.locale, "en_US")
            (config / "keepassxc.ini").write_text(_SETTINGS.format(language=language), encoding="utf-8")
            (home / "tmp").mkdir()
            env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                   "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
                   "TMPDIR": str(home / "tmp"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_AT_BRIDGE": "1"}  # fmt: skip
            argv = ["keepassxc", "--keyfile", str(key), str(database)]
            shots[screen] = ProgramShot(Command(argv, cwd=home, env=env), keys=keys)
        yield shots


def _cli(state: Path, *args: str) -> None:
    from screenroute.bench.apps.base import AppError

    done = subprocess.run(["keepassxc-cli", *args], capture_output=True, text=True, timeout=120, check=False,
                          env={"HOME": str(state), "PATH": "/usr/bin:/bin"})  # fmt: skip
    if done.returncode != 0:
        raise AppError(f"keepassxc-cli {args[0]} failed: {(done.stderr or done.stdout).strip()[-500:]}")


def _seed(state: Path, database: Path, key: Path, dataset: Dataset) -> list[SeededValue]:
    """The database of ``dataset`` (locked by ``key``), and the values its screens show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    _cli(state, "db-create", "-q", "--set-key-file", str(key), "-t", "100", str(database))
    values: list[SeededValue] = []
    titles: set[str] = set()
    for k in range(ENTRIES):
        holder, service = person(fake, rng), str(fake.company())
        if service in titles:
            continue
        titles.add(service)
        login = holder.email if k % 2 else holder.username
        card = card_number(rng)
        notes = _NOTES[k % len(_NOTES)].format(name=holder.name, phone=holder.phone, address=holder.address,
                                               card=card, ident=holder.ident)  # fmt: skip
        url = f"https://{fake.domain_name()}/login"
        _cli(state, "add", "-q", "--no-password", "-k", str(key), "-u", login, "--url", url, "--notes", notes, "-g",
             "-L", "16", str(database), service)  # fmt: skip
        values += [SeededValue("ORGANIZATION", service),
                   SeededValue("EMAIL_ADDRESS" if k % 2 else "USERNAME", login), SeededValue("PERSON", holder.name)]  # fmt: skip
        named = {0: ("phone",), 1: ("address",), 2: ("phone", "card"), 3: ("ident",)}[k % len(_NOTES)]
        kinds = {"phone": ("PHONE_NUMBER", holder.phone), "address": ("ADDRESS", holder.address),
                 "card": ("CREDIT_CARD", card), "ident": ("ID", holder.ident)}  # fmt: skip
        values += [SeededValue(*kinds[n]) for n in named]
    return values
