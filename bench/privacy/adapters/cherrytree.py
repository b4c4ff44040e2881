"""CherryTree (GTK 3) seeded with Faker data for differential rendering: a bookkeeper's notebooks.

Each dataset writes two notebooks in CherryTree's XML format (``.ctd``), as a bookkeeper who works
for households keeps them:

- ``clients``: one node per client, named after the person or the company (the tree on the left), the
  first client's node open — a contact block (phone, e-mail, a postal address on two lines, date of
  birth, national ID number, bank account) and a diary of notes in prose naming people, phone
  numbers, amounts, e-mail addresses and a user name;
- ``contacts``: a first node whose title is the locale's word for contacts (the same on every dataset),
  a list of twelve people with their company, phone and e-mail address a line, then nodes named after
  suppliers (companies).

Each screen is CherryTree started on one notebook (its own home, settings empty): it opens with the
first node selected and its text shown in the editor. CherryTree speaks the dataset's language from
its own catalogues through ``LANGUAGE`` (Spanish, Lithuanian, Chinese; English for New Zealand
English, Latvian and Estonian, which it does not ship). The tree pane cuts long node names at its
edge; the status bar shows the selected node's creation and change dates, which the notebooks fix.
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar
from xml.sax.saxutils import escape, quoteattr

from faker import Faker

from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec13 import (
    amount,
    bank_account,
    birth_date,
    company,
    local_person,
    national_id,
    phone,
    street_town,
)
from screenroute.bench.privacy.differential import Dataset, ProgramShot, SeededValue

__all__ = ["CherryTreeAdapter"]

CLIENTS = 9
CONTACTS = 12
SUPPLIERS = 6
#: The notebooks' nodes' creation and save time (the status bar shows them).
_STAMP = "1764979200"
#: The dataset's language -> CherryTree's catalogue (none: its English).
_LANGUAGE = {"es_CL": "es", "lt_LT": "lt", "zh_CN": "zh_CN"}
#: The first node of the contacts notebook, as a user of each language names it.
_CONTACTS_TITLE = {"en": "Contacts", "es": "Contactos", "lt": "Kontaktai", "lv": "Kontakti", "et": "Kontaktid",
                   "zh": "通讯录"}  # fmt: skip
#: A client's contact block and diary, per language: the words a user writes around the values.
_CLIENT_TEXT = {
    "en": ("Phone: {tel}\nEmail: {mail}\nPostal address:\n{street}\n{town}\nBorn: {dob}\nIRD: {pin}\n"
           "Account: {acct}\n\nNotes\n- Called {other} ({other_tel}) about the rates bill of {amt1}.\n"
           "- {who} forwarded invoices from {org} to {mail2}.\n- Portal login {user}; refund of {amt2} "
           "expected.\n- Accountant at {org2} is {other2}."),
    "es": ("Teléfono: {tel}\nCorreo: {mail}\nDirección postal:\n{street}\n{town}\nNacimiento: {dob}\nRUT: {pin}\n"
           "Cuenta: {acct}\n\nNotas\n- Llamé a {other} ({other_tel}) por la contribución de {amt1}.\n"
           "- {who} reenvió las facturas de {org} a {mail2}.\n- Usuario del portal {user}; devolución de {amt2} "
           "pendiente.\n- El contador de {org2} es {other2}."),
    "lt": ("Telefonas: {tel}\nEl. paštas: {mail}\nPašto adresas:\n{street}\n{town}\nGimė: {dob}\nAsmens kodas: {pin}\n"
           "Sąskaita: {acct}\n\nPastabos\n- Skambinau {other} ({other_tel}) dėl {amt1} mokesčio.\n"
           "- {who} persiuntė {org} sąskaitas į {mail2}.\n- Portalo vartotojas {user}; laukiama {amt2} "
           "grąžinimo.\n- {org2} buhalteris yra {other2}."),
    "lv": ("Tālrunis: {tel}\nE-pasts: {mail}\nPasta adrese:\n{street}\n{town}\nDzimis: {dob}\nPersonas kods: {pin}\n"
           "Konts: {acct}\n\nPiezīmes\n- Zvanīju {other} ({other_tel}) par nodokli {amt1}.\n"
           "- {who} pārsūtīja {org} rēķinus uz {mail2}.\n- Portāla lietotājs {user}; gaidāma atmaksa {amt2}.\n"
           "- {org2} grāmatvede ir {other2}."),
    "et": ("Telefon: {tel}\nE-post: {mail}\nPostiaadress:\n{street}\n{town}\nSündinud: {dob}\nIsikukood: {pin}\n"
           "Konto: {acct}\n\nMärkused\n- Helistasin {other} ({other_tel}) maksuteate {amt1} asjus.\n"
           "- {who} saatis {org} arved aadressile {mail2}.\n- Portaali kasutaja {user}; oodata tagastust {amt2}.\n"
           "- {org2} raamatupidaja on {other2}."),
    "zh": ("电话：{tel}\n邮箱：{mail}\n通讯地址：\n{street}\n{town}\n出生日期：{dob}\n身份证号：{pin}\n"
           "账户：{acct}\n\n备注\n- 已致电{other}（{other_tel}）询问{amt1}的物业费。\n"
           "- {who}已把{org}的发票转发到{mail2}。\n- 门户账号{user}，预计退款{amt2}。\n"
           "- {org2}的会计是{other2}。"),
}  # fmt: skip
#: The other clients' nodes: a line each, in the language.
_CLIENT_LINE = {"en": "Client since 2019. Phone {tel}.", "es": "Cliente desde 2019. Teléfono {tel}.",
                "lt": "Klientas nuo 2019 m. Tel. {tel}.", "lv": "Klients kopš 2019. gada. Tālr. {tel}.",
                "et": "Klient alates 2019. Telefon {tel}.", "zh": "2019年起的客户。电话{tel}。"}  # fmt: skip
_CHROME = {
    "en": ("File", "Edit", "Insert", "Format", "Tools", "Tree", "Search", "View", "Bookmarks", "Help"),
    "es": ("Archivo", "Editar", "Insertar", "Formato", "Herramientas", "Árbol", "Buscar", "Ver", "Marcadores",
           "Ayuda"),
    "lt": ("Failas", "Keisti", "Įterpti", "Format", "Tools", "Medis", "Paieška", "Rodymas", "Žymės", "Pagalba"),
    "zh": ("文件", "编辑", "插入", "格式", "工具", "树", "搜索", "查看", "书签", "帮助"),
}  # fmt: skip


class CherryTreeAdapter:
    """CherryTree (Debian ``cherrytree``) as a differential-rendering app."""

    name = "cherrytree"
    #: The menu bar's entries, as CherryTree's catalogues word them in the split's languages.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {"all": tuple(w for words in _CHROME.values() for w in words)}
    settle_s = 2.5

    def screens(self) -> list[str]:
        """The clients notebook and the contacts notebook, each opened on its first node."""
        return ["clients", "contacts"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[dict[str, ProgramShot]]:
        """The dataset's notebooks and CherryTree's command per screen (each its own home)."""
        from screenroute.bench.apps.base import AppError
        from screenroute.edge.sandbox.program import Command

        if shutil.which("cherrytree") is None:
            raise AppError("CherryTree is not installed: run .ci/setup (apt: cherrytree)")
        state = workdir.resolve() / "app"
        if state.exists():
            shutil.rmtree(state)
        state.mkdir(parents=True)
        notebooks, dataset.values[:] = _seed(dataset)
        shots = {}
        for screen in self.screens():
            home = state / screen
            (home / "tmp").mkdir(parents=True)
            notebook = home / f"{screen}.ctd"
            notebook.write_text(notebooks[screen], encoding="utf-8")
            env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                   "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
                   "TMPDIR": str(home / "tmp"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                   "LANGUAGE": _LANGUAGE.get(dataset.locale, "en"), "GSETTINGS_BACKEND": "memory",
                   "NO_AT_BRIDGE": "1"}  # fmt: skip
            shots[screen] = ProgramShot(Command(["cherrytree", str(notebook)], cwd=home, env=env))
        yield shots


def _node(unique: int, name: str, text: str) -> str:
    return (f'  <node name={quoteattr(name)} unique_id="{unique}" prog_lang="custom-colors" tags="" readonly="0" '
            f'custom_icon_id="0" is_bold="0" foreground="" ts_creation="{_STAMP}" ts_lastsave="{_STAMP}">\n'
            f"    <rich_text>{escape(text)}</rich_text>\n  </node>")  # fmt: skip


def _notebook(nodes: list[tuple[str, str]]) -> str:
    body = "\n".join(_node(k + 1, name, text) for k, (name, text) in enumerate(nodes))
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<cherrytree>\n{body}\n</cherrytree>\n'


def _seed(dataset: Dataset) -> tuple[dict[str, str], list[SeededValue]]:
    """The two notebooks of ``dataset``, and the values their screens show."""
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    loc, lang = dataset.locale, dataset.locale.split("_")[0]
    clients, values = _clients(fake, rng, loc, lang)
    contacts, more = _contacts(fake, rng, loc, lang)
    return {"clients": clients, "contacts": contacts}, values + more


def _clients(fake: Faker, rng: random.Random, loc: str, lang: str) -> tuple[str, list[SeededValue]]:
    first = local_person(fake, rng, loc)
    street, town = street_town(fake, loc, rng)
    dob, pin, acct = birth_date(loc, rng), national_id(fake, loc, rng), bank_account(loc, rng)
    amt1, amt2 = amount(loc, rng, 200, 4000), amount(loc, rng, 50, 2500)
    other, other_tel, other2 = str(fake.name()), phone(fake, loc, rng), str(fake.name())
    org, org2, mail2 = company(fake, loc, rng), company(fake, loc, rng), str(fake.email())
    text = _CLIENT_TEXT[lang].format(tel=first.phone, mail=first.email, street=street, town=town, dob=dob.value,
                                     pin=pin.value, acct=acct.value, other=other, other_tel=other_tel, amt1=amt1.value,
                                     who=first.name, org=org, mail2=mail2, user=first.username, amt2=amt2.value,
                                     org2=org2, other2=other2)  # fmt: skip
    nodes = [(first.name, text)]
    values = [*first.values("name", "phone", "email", "username"), SeededValue("ADDRESS", f"{street}, {town}"), dob,
              pin, acct, amt1, amt2, SeededValue("PERSON", other), SeededValue("PHONE_NUMBER", other_tel),
              SeededValue("PERSON", other2), SeededValue("ORGANIZATION", org), SeededValue("ORGANIZATION", org2),
              SeededValue("EMAIL_ADDRESS", mail2)]  # fmt: skip
    for k in range(CLIENTS - 1):
        # Households are named after the person, small businesses after the company.
        name = company(fake, loc, rng) if k % 3 == 2 else str(fake.name())
        nodes.append((name, _CLIENT_LINE[lang].format(tel=phone(fake, loc, rng))))
        values.append(SeededValue("ORGANIZATION" if k % 3 == 2 else "PERSON", name))
    return _notebook(nodes), values


def _contacts(fake: Faker, rng: random.Random, loc: str, lang: str) -> tuple[str, list[SeededValue]]:
    lines, values = [], []
    for _ in range(CONTACTS):
        p = local_person(fake, rng, loc)
        lines.append(f"{p.name} — {p.company} — {p.phone} — {p.email}")
        values += p.values("name", "company", "phone", "email")
    nodes = [(_CONTACTS_TITLE[lang], "\n".join(lines))]
    for _ in range(SUPPLIERS):
        supplier = company(fake, loc, rng)
        nodes.append((supplier, _CLIENT_LINE[lang].format(tel=phone(fake, loc, rng))))
        values.append(SeededValue("ORGANIZATION", supplier))
    return _notebook(nodes), values
