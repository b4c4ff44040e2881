"""Page kinds written for the measure-once-dec08 split, apart from the redactor and before its run.

Five kinds no split had before — a customs declaration, a city's parking fines, a landlord's rent
ledger, a veterinary clinic's appointments and a conference's registrations — each with its chrome
in the dataset's language (Italian, Portuguese, Dutch, Polish, Chinese, Japanese; other locales
English), seeded with Faker data (amounts, IBANs and plates as the locale writes them), served on
loopback and rendered in Chromium like any web app, labelled by differential rendering like the
real apps. The pages' words are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
import re
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import person
from screenroute.bench.privacy.adapters.synthetic_base import PageBuilder, PageChrome, SyntheticKindsBase, number
from screenroute.bench.privacy.differential import SeededValue

_LANGS = ("en", "it", "pt", "nl", "pl", "zh", "ja")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # A customs declaration.
    "title_customs": (
        "Customs declaration",
        "Dichiarazione doganale",
        "Declaração aduaneira",
        "Douaneaangifte",
        "Zgłoszenie celne",
        "海关申报单",
        "税関申告書",
    ),
    "traveller": ("Traveller", "Viaggiatore", "Viajante", "Reiziger", "Podróżny", "旅客姓名", "氏名"),
    "passport": (
        "Passport no.",
        "N. passaporto",
        "N.º do passaporte",
        "Paspoortnummer",
        "Nr paszportu",
        "护照号码",
        "旅券番号",
    ),
    "home_address": (
        "Home address",
        "Indirizzo di residenza",
        "Endereço residencial",
        "Woonadres",
        "Adres zamieszkania",
        "住址",
        "現住所",
    ),
    "phone": ("Phone", "Telefono", "Telefone", "Telefoon", "Telefon", "电话", "電話番号"),
    "email": ("E-mail", "E-mail", "E-mail", "E-mail", "E-mail", "电子邮箱", "メールアドレス"),
    "consignee": (
        "Consignee",
        "Destinatario merci",
        "Consignatário",
        "Geadresseerde",
        "Odbiorca towaru",
        "收货单位",
        "荷受人",
    ),
    "goods": ("Goods", "Merce", "Mercadoria", "Goederen", "Towar", "物品", "品名"),
    "value": (
        "Declared value",
        "Valore dichiarato",
        "Valor declarado",
        "Aangegeven waarde",
        "Wartość deklarowana",
        "申报价值",
        "申告価格",
    ),
    "submit": (
        "Submit declaration",
        "Invia dichiarazione",
        "Enviar declaração",
        "Aangifte indienen",
        "Wyślij zgłoszenie",
        "提交申报",
        "申告する",
    ),
    "nothing": (
        "Nothing to declare",
        "Niente da dichiarare",
        "Nada a declarar",
        "Niets aan te geven",
        "Nic do zgłoszenia",
        "无申报物品",
        "申告なし",
    ),
    # A city's parking fines.
    "title_fines": (
        "Parking fines",
        "Multe per sosta",
        "Multas de estacionamento",
        "Parkeerboetes",
        "Mandaty parkingowe",
        "停车罚单",
        "駐車違反一覧",
    ),
    "plate": ("Plate", "Targa", "Placa", "Kenteken", "Nr rejestracyjny", "车牌号", "ナンバー"),
    "owner": ("Registered keeper", "Intestatario", "Proprietário", "Kentekenhouder", "Właściciel", "车主", "使用者"),
    "owner_address": (
        "Keeper's address",
        "Indirizzo intestatario",
        "Endereço do proprietário",
        "Adres houder",
        "Adres właściciela",
        "车主地址",
        "使用者住所",
    ),
    "notice": ("Notice no.", "N. verbale", "N.º do auto", "Beschikkingsnr.", "Nr mandatu", "罚单编号", "告知番号"),
    "fine": ("Fine", "Importo", "Valor", "Boete", "Kwota", "罚款", "反則金"),
    "pay_to": ("Pay to", "Pagare su", "Pagar na conta", "Betalen op", "Wpłać na", "缴款账户", "振込先"),
    "send_reminders": (
        "Send reminders",
        "Invia solleciti",
        "Enviar lembretes",
        "Herinneringen versturen",
        "Wyślij monity",
        "发送催缴",
        "督促状を送る",
    ),
    "export": ("Export", "Esporta", "Exportar", "Exporteren", "Eksportuj", "导出", "エクスポート"),
    # A landlord's rent ledger.
    "title_rent": (
        "Rent ledger",
        "Registro affitti",
        "Controle de aluguéis",
        "Huuradministratie",
        "Rejestr czynszów",
        "租金台账",
        "家賃台帳",
    ),
    "landlord": ("Landlord", "Locatore", "Locador", "Verhuurder", "Wynajmujący", "出租方", "貸主"),
    "tenant": ("Tenant", "Inquilino", "Inquilino", "Huurder", "Najemca", "租户", "入居者"),
    "unit": (
        "Unit address",
        "Indirizzo unità",
        "Endereço do imóvel",
        "Adres woning",
        "Adres lokalu",
        "房屋地址",
        "物件所在地",
    ),
    "account": (
        "Paying account",
        "Conto di addebito",
        "Conta pagadora",
        "Rekening huurder",
        "Rachunek najemcy",
        "付款账户",
        "引落口座",
    ),
    "rent_due": (
        "Rent due",
        "Canone dovuto",
        "Aluguel devido",
        "Te betalen huur",
        "Czynsz do zapłaty",
        "应付租金",
        "請求額",
    ),
    "record_payment": (
        "Record payment",
        "Registra pagamento",
        "Registrar pagamento",
        "Betaling boeken",
        "Zaksięguj wpłatę",
        "登记收款",
        "入金を記録",
    ),
    # A veterinary clinic's appointments.
    "title_vet": (
        "Today's appointments",
        "Appuntamenti di oggi",
        "Consultas de hoje",
        "Afspraken vandaag",
        "Dzisiejsze wizyty",
        "今日预约",
        "本日の予約",
    ),
    "time": ("Time", "Ora", "Horário", "Tijd", "Godzina", "时间", "時刻"),
    "pet": ("Patient", "Paziente", "Paciente", "Patiënt", "Pacjent", "宠物", "ペット"),
    "client": ("Owner", "Proprietario", "Tutor", "Eigenaar", "Opiekun", "主人", "飼い主"),
    "client_no": ("Client no.", "N. cliente", "N.º do cliente", "Klantnr.", "Nr klienta", "客户号", "診察券番号"),
    "check_in": ("Check in", "Accetta", "Fazer check-in", "Inchecken", "Przyjmij", "签到", "受付"),
    "new_appointment": (
        "New appointment",
        "Nuovo appuntamento",
        "Nova consulta",
        "Nieuwe afspraak",
        "Nowa wizyta",
        "新建预约",
        "新規予約",
    ),
    # A conference's registrations.
    "title_conf": (
        "Registrations",
        "Iscrizioni",
        "Inscrições",
        "Registraties",
        "Rejestracje",
        "报名名单",
        "参加登録一覧",
    ),
    "attendee": ("Attendee", "Partecipante", "Participante", "Deelnemer", "Uczestnik", "参会人", "参加者"),
    "organisation": ("Organisation", "Organizzazione", "Organização", "Organisatie", "Organizacja", "单位", "所属"),
    "handle": ("Handle", "Nome utente", "Usuário", "Gebruikersnaam", "Login", "用户名", "ユーザー名"),
    "ticket": ("Ticket", "Biglietto", "Ingresso", "Ticket", "Bilet", "票号", "チケット番号"),
    "print_badges": (
        "Print badges",
        "Stampa badge",
        "Imprimir crachás",
        "Badges afdrukken",
        "Drukuj identyfikatory",
        "打印胸卡",
        "名札を印刷",
    ),
    "invite": ("Invite", "Invita", "Convidar", "Uitnodigen", "Zaproś", "邀请", "招待"),
}
#: What a traveller declares, per language.
_GOODS: tuple[tuple[str, ...], ...] = (
    ("Laptop", "Camera", "Perfume", "Watch"),
    ("Computer portatile", "Fotocamera", "Profumo", "Orologio"),
    ("Notebook", "Câmera", "Perfume", "Relógio"),
    ("Laptop", "Camera", "Parfum", "Horloge"),
    ("Laptop", "Aparat", "Perfumy", "Zegarek"),
    ("笔记本电脑", "相机", "香水", "手表"),
    ("ノートパソコン", "カメラ", "香水", "腕時計"),
)
_BUTTON_KEYS = ("submit", "nothing", "send_reminders", "export", "record_payment", "check_in",
                "new_appointment", "print_badges", "invite")  # fmt: skip
_PETS = ("Luna", "Milo", "Bella", "Rocky", "Nala", "Simba", "Coco", "Max", "Kira", "Oscar", "Maya", "Leo", "Tofu")


def amount(locale: str, rng: random.Random, low: float, high: float) -> str:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark)."""
    value = rng.uniform(low, high)
    whole, _, cents = f"{value:,.2f}".partition(".")
    lang = locale.split("_")[0]
    if lang == "ja":
        return f"¥{round(value * 150):,}"
    if lang == "zh":
        return f"¥{whole}.{cents}"
    if lang == "pl":
        return f"{whole.replace(',', ' ')},{cents} zł"
    if lang == "pt":
        return f"R$ {whole.replace(',', '.')},{cents}"
    if lang in ("it", "nl"):
        return f"€ {whole.replace(',', '.')},{cents}"
    return f"${whole}.{cents}"


def _amount(shown: str) -> SeededValue:
    """An amount labelled by its figures as shown ("1 306,28" of "1 306,28 zł"): the currency names no one,
    and PP-OCR reads "zł" as "zt", which would leave a Polish amount unlabelled."""
    return SeededValue("AMOUNT", re.sub(r"[^\d.,\s]", "", shown).strip())


def account(fake: Faker, rng: random.Random) -> SeededValue:
    """A bank account as the locale shows it: an IBAN where the country has them, else the account's digits."""
    if fake.locales[0] in ("it_IT", "nl_NL", "pl_PL", "pt_BR", "de_DE", "fr_FR", "es_ES"):
        return SeededValue("IBAN_CODE", str(fake.iban()))
    digits = "".join(str(rng.randrange(10)) for _ in range(16))
    return SeededValue("BANK_ACCOUNT", " ".join(digits[k : k + 4] for k in range(0, 16, 4)))


def plate(fake: Faker, rng: random.Random) -> str:
    """A number plate of the locale (Japanese ones as the plate reads: office, class, kana, number)."""
    if fake.locales[0] == "ja_JP":
        office = rng.choice(("品川", "横浜", "名古屋", "大阪", "札幌", "福岡", "練馬", "湘南"))
        kana = rng.choice("あいうえかきくけさすせそたちつてとなにぬねの")
        return f"{office} {rng.randrange(300, 600)} {kana} {rng.randrange(10, 99)}-{rng.randrange(10, 99)}"
    return str(fake.license_plate())


_STYLE = (
    "<style>body{font-family:sans-serif;margin:18px 24px;font-size:14px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 12px;text-align:left}th{background:#eef}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:200px 520px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 12px}p{margin:8px 0}</style>"
)


_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_lang, _t, _page, _grid, _table, _buttons = (
    _CHROME.lang,
    _CHROME.t,
    _CHROME.page,
    _CHROME.grid,
    _CHROME.table,
    _CHROME.buttons,
)


def _customs(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    traveller, firm = person(fake, rng), person(fake, rng)
    passport = f"{rng.choice('CEGKPXY')}{rng.choice('ABCDEFGHJK')}{rng.randrange(10**6, 10**7)}"
    items = _GOODS[_lang(loc)]
    prices = [amount(loc, rng, 80, 3000) for _ in items]
    values = [*traveller.values("name", "address", "phone", "email"), SeededValue("ID", passport),
              SeededValue("ORGANIZATION", firm.company), SeededValue("ADDRESS", firm.address)]  # fmt: skip
    values += [_amount(p) for p in prices]
    body = _grid([(_t(loc, "traveller"), traveller.name), (_t(loc, "passport"), passport),
                  (_t(loc, "home_address"), traveller.address), (_t(loc, "phone"), traveller.phone),
                  (_t(loc, "email"), traveller.email),
                  (_t(loc, "consignee"), f"{firm.company}, {firm.address}")])  # fmt: skip
    body += "<p></p>" + _table(loc, ("goods", "value"), [[str(i), p] for i, p in zip(items, prices, strict=True)])
    return _page(loc, _t(loc, "title_customs"), body + _buttons(loc, "submit", "nothing")), values


def _fines(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(9):
        keeper = person(fake, rng)
        car, notice, fine = plate(fake, rng), number(rng, "", 9), amount(loc, rng, 25, 400)
        rows.append([car, keeper.name, keeper.address, notice, fine])
        values += [SeededValue("ID", car), *keeper.values("name", "address"), SeededValue("ID", notice),
                   _amount(fine)]  # fmt: skip
    pay = account(fake, rng)
    values.append(pay)
    body = _table(loc, ("plate", "owner", "owner_address", "notice", "fine"), rows)
    body += f"<p>{_t(loc, 'pay_to')}: {html.escape(pay.value)}</p>" + _buttons(loc, "send_reminders", "export")
    return _page(loc, _t(loc, "title_fines"), body), values


def _rent(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    owner = person(fake, rng)
    values = [SeededValue("ORGANIZATION", owner.company)]
    rows = []
    for _ in range(9):
        tenant = person(fake, rng)
        pay, due = account(fake, rng), amount(loc, rng, 400, 2500)
        rows.append([tenant.name, tenant.address, tenant.phone, pay.value, due])
        values += [*tenant.values("name", "address", "phone"), pay, _amount(due)]
    body = f"<p>{_t(loc, 'landlord')}: <b>{html.escape(owner.company)}</b></p>"
    body += _table(loc, ("tenant", "unit", "phone", "account", "rent_due"), rows) + _buttons(loc, "record_payment")
    return _page(loc, _t(loc, "title_rent"), body), values


def _vet(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(10):
        owner, client = person(fake, rng), number(rng, "V-", 6)
        rows.append([f"{9 + k // 2:02d}:{30 * (k % 2):02d}", rng.choice(_PETS), owner.name, owner.phone, owner.email,
                     client])  # fmt: skip
        values += [*owner.values("name", "phone", "email"), SeededValue("ID", client)]
    body = _table(loc, ("time", "pet", "client", "phone", "email", "client_no"), rows)
    return _page(loc, _t(loc, "title_vet"), body + _buttons(loc, "check_in", "new_appointment")), values


def _registrations(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        guest, ticket = person(fake, rng), number(rng, "T", 7)
        rows.append([guest.name, guest.company, guest.username, guest.email, ticket])
        values += [*guest.values("name", "company", "username", "email"), SeededValue("ID", ticket)]
    body = _table(loc, ("attendee", "organisation", "handle", "email", "ticket"), rows)
    return _page(loc, _t(loc, "title_conf"), body + _buttons(loc, "print_badges", "invite")), values


class SyntheticKindsDec08Adapter(SyntheticKindsBase):
    """The five page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec08"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"customs": _customs, "fines": _fines, "rent": _rent, "vet": _vet, "registrations": _registrations}  # fmt: skip
    button_keys = _BUTTON_KEYS
