"""Page kinds written for the dec11 split, apart from the redactor and before its run.

Seven kinds no split had before — a removal company's moving order, an event's guest list, a
charity's donations register, a ride-hailing trip log, a funeral home's arrangements, a
kindergarten's pick-up authorisations and a co-working space's access badges — each with its chrome
in the dataset's language (Croatian, Slovenian, Austrian German, Argentine Spanish, Irish English,
Japanese), seeded with Faker data (dates of birth, national ID numbers with their check digits,
IBANs with theirs, card numbers with their Luhn digit, amounts as the country writes them, postal
addresses on one line as "Street 23, 25331 Town" and on two lines as a letter writes them), served on
loopback and rendered in Chromium like any web app, labelled by differential rendering like the real
apps. The pages' words are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import person
from screenroute.bench.privacy.adapters.synthetic_base import PageBuilder, PageChrome, SyntheticKindsBase, number
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.differential import SeededValue

__all__ = ["SyntheticKindsDec11Adapter", "amount", "bank_account", "birth_date", "national_id", "phone"]

_LANGS = ("en", "hr", "sl", "de", "es", "ja")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "name": ("Name", "Ime i prezime", "Ime in priimek", "Name", "Nombre y apellido", "氏名"),
    "dob": ("Date of birth", "Datum rođenja", "Datum rojstva", "Geburtsdatum", "Fecha de nacimiento", "生年月日"),
    "national_id": ("PPS number", "OIB", "EMŠO", "SV-Nummer", "DNI", "マイナンバー"),
    "address": ("Address", "Adresa", "Naslov", "Adresse", "Domicilio", "住所"),
    "phone": ("Phone", "Telefon", "Telefon", "Telefon", "Teléfono", "電話番号"),
    "email": ("E-mail", "E-pošta", "E-pošta", "E-Mail", "Correo electrónico", "メール"),
    "company": ("Company", "Tvrtka", "Podjetje", "Firma", "Empresa", "会社名"),
    "amount": ("Amount", "Iznos", "Znesek", "Betrag", "Importe", "金額"),
    "account": ("Bank account", "Račun (IBAN)", "Račun (IBAN)", "Konto (IBAN)", "CBU", "振込先口座"),
    "card": ("Card", "Kartica", "Kartica", "Karte", "Tarjeta", "カード番号"),
    "print": ("Print", "Ispiši", "Natisni", "Drucken", "Imprimir", "印刷"),
    "export": ("Export CSV", "Izvezi CSV", "Izvozi CSV", "CSV exportieren", "Exportar CSV", "CSV出力"),
    # A removal company's moving order.
    "title_removal": ("Moving order", "Nalog za selidbu", "Naročilo selitve", "Übersiedlungsauftrag",
                      "Orden de mudanza", "引越し作業指示書"),
    "customer": ("Customer", "Naručitelj", "Naročnik", "Auftraggeber", "Cliente", "依頼主"),
    "order_no": ("Order no.", "Broj naloga", "Št. naročila", "Auftragsnr.", "N.º de orden", "受付番号"),
    "moving_from": ("Moving from", "Adresa preuzimanja", "Naslov prevzema", "Auszugsadresse", "Origen",
                    "旧住所"),
    "moving_to": ("Moving to", "Adresa dostave", "Naslov dostave", "Einzugsadresse", "Destino", "新住所"),
    "crew": ("Crew", "Ekipa", "Ekipa", "Team", "Cuadrilla", "作業員"),
    "deposit": ("Deposit paid", "Plaćen predujam", "Plačan predujem", "Anzahlung", "Seña abonada", "内金"),
    "confirm_order": ("Confirm order", "Potvrdi nalog", "Potrdi naročilo", "Auftrag bestätigen",
                      "Confirmar orden", "受付確定"),
    # An event's guest list.
    "title_guests": ("Guest list", "Popis uzvanika", "Seznam gostov", "Gästeliste", "Lista de invitados",
                     "招待客リスト"),
    "guest": ("Guest", "Uzvanik", "Gost", "Gast", "Invitado", "招待客"),
    "table_no": ("Table", "Stol", "Miza", "Tisch", "Mesa", "席"),
    "companion": ("Companion", "Pratnja", "Spremljevalec", "Begleitung", "Acompañante", "同伴者"),
    "send_invites": ("Send invitations", "Pošalji pozivnice", "Pošlji vabila", "Einladungen senden",
                     "Enviar invitaciones", "招待状を送信"),
    "seating": ("Seating plan", "Raspored sjedenja", "Sedežni red", "Sitzplan", "Ubicación de mesas",
                "席次表"),
    # A charity's donations register.
    "title_donations": ("Donations register", "Evidencija donacija", "Evidenca donacij", "Spendenregister",
                        "Registro de donaciones", "寄付金台帳"),
    "donor": ("Donor", "Donator", "Darovalec", "Spender", "Donante", "寄付者"),
    "receipt_no": ("Receipt no.", "Br. potvrde", "Št. potrdila", "Bestätigungsnr.", "N.º de recibo", "領収書番号"),
    "issue_receipts": ("Issue receipts", "Izdaj potvrde", "Izdaj potrdila", "Bestätigungen ausstellen",
                       "Emitir recibos", "領収書発行"),
    # A ride-hailing trip log.
    "title_trips": ("Trip log", "Evidencija vožnji", "Dnevnik voženj", "Fahrtenprotokoll", "Registro de viajes",
                    "乗車履歴"),
    "driver": ("Driver", "Vozač", "Voznik", "Fahrer", "Conductor", "ドライバー"),
    "rider": ("Rider", "Putnik", "Potnik", "Fahrgast", "Pasajero", "乗客"),
    "pickup_at": ("Pick-up", "Polazište", "Prevzem", "Abholung", "Origen del viaje", "乗車地"),
    "fare": ("Fare", "Cijena", "Cena", "Fahrpreis", "Tarifa", "運賃"),
    "refund_trip": ("Refund trip", "Povrat novca", "Vračilo", "Fahrt erstatten", "Reembolsar viaje", "返金"),
    # A funeral home's arrangements.
    "title_funeral": ("Funeral arrangements", "Pogrebni nalog", "Pogrebni nalog", "Bestattungsauftrag",
                      "Orden de servicio fúnebre", "葬儀施行依頼書"),
    "deceased": ("Deceased", "Pokojnik", "Pokojnik", "Verstorbene Person", "Fallecido", "故人"),
    "last_address": ("Last address", "Posljednje prebivalište", "Zadnje prebivališče", "Letzte Wohnadresse",
                     "Último domicilio", "最終住所"),
    "next_of_kin": ("Next of kin", "Najbliži srodnik", "Najbližji sorodnik", "Angehörige", "Familiar a cargo",
                    "喪主"),
    "invoice_to": ("Invoice to", "Račun na", "Račun na", "Rechnung an", "Facturar a", "請求先"),
    "mourners": ("Mourners to inform", "Obavijestiti", "Obvestiti", "Zu verständigen", "Avisar a", "連絡先一覧"),
    "approve_order": ("Approve arrangements", "Odobri nalog", "Odobri nalog", "Auftrag freigeben",
                      "Aprobar servicio", "依頼を承認"),
    # A kindergarten's pick-up authorisations.
    "title_pickup": ("Pick-up authorisations", "Ovlaštenja za preuzimanje djece", "Pooblastila za prevzem otrok",
                     "Abholberechtigungen", "Autorizados a retirar", "お迎え登録"),
    "child": ("Child", "Dijete", "Otrok", "Kind", "Niño/a", "園児"),
    "group": ("Group", "Skupina", "Skupina", "Gruppe", "Sala", "クラス"),
    "guardian": ("Parent", "Roditelj", "Starš", "Erziehungsberechtigte", "Madre/padre", "保護者"),
    "authorised": ("Also authorised", "Ovlaštena osoba", "Pooblaščena oseba", "Ebenfalls berechtigt",
                   "Autorizado/a", "お迎え代理人"),
    "update": ("Save changes", "Spremi promjene", "Shrani spremembe", "Änderungen speichern", "Guardar cambios",
               "変更を保存"),
    # A co-working space's access badges.
    "title_badges": ("Access badges", "Pristupne kartice", "Dostopne kartice", "Zutrittskarten",
                     "Credenciales de acceso", "入館証"),
    "member": ("Member", "Član", "Član", "Mitglied", "Miembro", "会員"),
    "badge_no": ("Badge no.", "Br. kartice", "Št. kartice", "Kartennr.", "N.º de credencial", "入館証番号"),
    "login": ("Wi-Fi login", "Korisničko ime", "Uporabniško ime", "WLAN-Login", "Usuario wifi", "Wi-Fiログイン"),
    "billing": ("Billed to", "Naplata", "Plačnik", "Verrechnung an", "Facturación", "請求口座"),
    "issue_badge": ("Issue badge", "Izdaj karticu", "Izdaj kartico", "Karte ausgeben", "Emitir credencial",
                    "入館証発行"),
    "revoke": ("Revoke", "Opozovi", "Prekliči", "Sperren", "Revocar", "無効化"),
}  # fmt: skip
_BUTTON_KEYS = ("print", "export", "confirm_order", "send_invites", "seating", "issue_receipts", "refund_trip",
                "approve_order", "update", "issue_badge", "revoke")  # fmt: skip
#: The IBAN country and how long its BBAN is, and whether it starts with a bank's four letters (Ireland's
#: does). Argentina and Japan have no IBAN: a 22-digit CBU and a branch and account number.
_IBAN = {"hr_HR": ("HR", 17, False), "sl_SI": ("SI", 15, False), "de_AT": ("AT", 16, False),
         "en_IE": ("IE", 14, True)}  # fmt: skip

_STYLE = (
    "<style>body{font-family:sans-serif;margin:14px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 10px;text-align:left;vertical-align:top}th{background:#eef}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:220px 640px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 10px}h3{margin:12px 0 6px;font-size:14px}p{margin:6px 0}"
    ".letter{display:inline-block;border:1px solid #bbb;padding:8px 14px;margin:4px 18px 8px 0;line-height:1.5}"
    "</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def amount(locale: str, rng: random.Random, low: float, high: float) -> SeededValue:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark)."""
    value = rng.uniform(low, high)
    whole, _, cents = f"{value:,.2f}".partition(".")
    dotted = whole.replace(",", ".")
    written = {"hr": f"{dotted},{cents} €", "sl": f"{dotted},{cents} EUR", "de": f"€ {dotted},{cents}",
               "es": f"$ {dotted},{cents}", "en": f"€{whole}.{cents}", "ja": f"{round(value * 160):,}円"}  # fmt: skip
    return SeededValue("AMOUNT", written.get(locale.split("_")[0], f"${whole}.{cents}"))


def birth_date(locale: str, rng: random.Random) -> SeededValue:
    """A date of birth as the locale writes it."""
    y, m, d = rng.randrange(1936, 2010), rng.randrange(1, 13), rng.randrange(1, 29)
    written = {"hr": f"{d:02d}. {m:02d}. {y}.", "sl": f"{d}. {m}. {y}", "de": f"{d:02d}.{m:02d}.{y}",
               "es": f"{d:02d}/{m:02d}/{y}", "en": f"{d:02d}/{m:02d}/{y}", "ja": f"{y}年{m}月{d}日"}  # fmt: skip
    return SeededValue("DATE_OF_BIRTH", written.get(locale.split("_")[0], f"{y}-{m:02d}-{d:02d}"))


def _iban(country: str, bban: str) -> str:
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN (checksummed, in groups of four) where the country has them; an Argentine CBU (22 digits, two
    check digits) or a Japanese bank's branch and ordinary account number otherwise."""
    if locale in _IBAN:
        country, length, bank_letters = _IBAN[locale]
        bban = "".join(str(rng.randrange(10)) for _ in range(length))
        if bank_letters:
            bban = "".join(rng.choice("ABCDEFGHIKLMNPRSTUWY") for _ in range(4)) + bban
        return SeededValue("IBAN_CODE", _iban(country, bban))
    if locale == "es_AR":
        bank = [rng.randrange(10) for _ in range(7)]
        check1 = (10 - sum(v * w for v, w in zip(bank, (7, 1, 3, 9, 7, 1, 3), strict=True)) % 10) % 10
        acct = [rng.randrange(10) for _ in range(13)]
        weights = (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3)
        check2 = (10 - sum(v * w for v, w in zip(acct, weights, strict=True)) % 10) % 10
        return SeededValue("BANK_ACCOUNT", "".join(map(str, [*bank, check1, *acct, check2])))
    return SeededValue("BANK_ACCOUNT", f"{rng.randrange(100, 999)}-{rng.randrange(10**6, 10**7)}")


def national_id(locale: str, rng: random.Random) -> SeededValue:
    """A national ID number shaped as the country writes it, with its check digit or letter."""
    if locale == "hr_HR":  # OIB: ten digits and an ISO 7064 MOD 11,10 check digit
        digits = [rng.randrange(10) for _ in range(10)]
        carry = 10
        for v in digits:
            carry = (2 * (((carry + v) % 10) or 10)) % 11
        return SeededValue("ID", "".join(map(str, digits)) + str((11 - carry) % 10))
    if locale == "sl_SI":  # EMŠO: DDMMYYY, region, serial, a mod-11 check digit
        while True:
            stem = f"{rng.randrange(1, 29):02d}{rng.randrange(1, 13):02d}{rng.randrange(936, 1009) % 1000:03d}50"
            stem += f"{rng.randrange(1000):03d}"
            rest = 11 - sum(int(c) * w for c, w in zip(stem, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
            if rest != 10:
                return SeededValue("ID", stem + str(0 if rest == 11 else rest))
    if locale == "de_AT":  # Sozialversicherungsnummer: serial, check digit, birth date DDMMYY
        while True:
            serial = [rng.randrange(1, 10), rng.randrange(10), rng.randrange(10)]
            born = [int(c) for c in f"{rng.randrange(1, 29):02d}{rng.randrange(1, 13):02d}{rng.randrange(100):02d}"]
            check = sum(v * w for v, w in zip([*serial, *born], (3, 7, 9, 5, 8, 4, 2, 1, 6), strict=True)) % 11
            if check != 10:
                return SeededValue("ID", f"{''.join(map(str, serial))}{check} {''.join(map(str, born))}")
    if locale == "es_AR":  # DNI, written with dots
        return SeededValue("ID", f"{rng.randrange(10_000_000, 49_999_999):,}".replace(",", "."))
    if locale == "en_IE":  # PPS number: seven digits and a mod-23 check letter
        digits = [rng.randrange(10) for _ in range(7)]
        check = sum(v * w for v, w in zip(digits, range(8, 1, -1), strict=True)) % 23
        return SeededValue("ID", "".join(map(str, digits)) + "WABCDEFGHIJKLMNOPQRSTUV"[check])
    if locale == "ja_JP":  # マイナンバー: eleven digits and a check digit, in groups of four
        digits = [rng.randrange(10) for _ in range(11)]
        total = sum(v * (n + 1 if n <= 6 else n - 5) for n, v in enumerate(reversed(digits), 1))
        check = 0 if total % 11 <= 1 else 11 - total % 11
        raw = "".join(map(str, digits)) + str(check)
        return SeededValue("ID", f"{raw[:4]} {raw[4:8]} {raw[8:]}")
    return SeededValue("ID", f"{rng.randrange(100, 900)}-{rng.randrange(10, 100)}-{rng.randrange(1000, 10000)}")


def phone(fake: Faker, locale: str, rng: random.Random) -> str:
    """A phone number as the country writes it (Faker's Irish numbers are American: written here)."""
    if locale == "en_IE":
        return rng.choice((f"+353 8{rng.choice('3567')} {rng.randrange(100, 1000)} {rng.randrange(1000, 10000)}",
                           f"(0{rng.choice(('1', '21', '61', '91'))}) {rng.randrange(100, 1000)} "
                           f"{rng.randrange(1000, 10000)}"))  # fmt: skip
    return str(fake.phone_number())


def _street_town(fake: Faker, locale: str) -> tuple[str, str]:
    """A postal address's street line and its postcode-and-town line."""
    if locale == "ja_JP":
        return f"{fake.prefecture()}{fake.city()}{fake.town()}", f"{fake.chome()}{fake.ban()}{fake.gou()}"
    if locale == "en_IE":
        return str(fake.street_address()), f"{fake.city()}, {fake.postcode()}"
    return str(fake.street_address()), f"{fake.postcode()} {fake.city()}"


def _address(fake: Faker, locale: str) -> str:
    """A postal address on one line: "Street 23, 25331 Town" (a Japanese one without a separator)."""
    return ("" if locale == "ja_JP" else ", ").join(_street_town(fake, locale))


def _letter(fake: Faker, locale: str, who: str) -> tuple[str, list[SeededValue]]:
    """A postal address on two lines under a name, as a letter writes it; the name and the address as values."""
    street, town = _street_town(fake, locale)
    block = f"<div class='letter'>{html.escape(who)}<br>{html.escape(street)}<br>{html.escape(town)}</div>"
    return block, [SeededValue("PERSON", who), SeededValue("ADDRESS", f"{street}, {town}")]


def _removal(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    customer = person(fake, rng)
    order, tel = number(rng, "M-", 6), phone(fake, loc, rng)
    born, deposit, card = birth_date(loc, rng), amount(loc, rng, 150, 900), card_number(rng)
    source, source_values = _letter(fake, loc, customer.name)
    target, target_values = _letter(fake, loc, customer.name)
    values = [SeededValue("ID", order), *customer.values("email", "company"), SeededValue("PHONE_NUMBER", tel), born,
              *source_values, *target_values[1:], deposit, SeededValue("CREDIT_CARD", card)]  # fmt: skip
    body = _CHROME.grid([(_t(loc, "order_no"), order), (_t(loc, "customer"), customer.name), (_t(loc, "dob"), born.value),
                         (_t(loc, "phone"), tel), (_t(loc, "email"), customer.email),
                         (_t(loc, "company"), customer.company)])  # fmt: skip
    body += f"<h3>{_t(loc, 'moving_from')}</h3>{source}<h3>{_t(loc, 'moving_to')}</h3>{target}"
    crew = [fake.name() for _ in range(3)]
    values += [SeededValue("PERSON", c) for c in crew]
    body += _CHROME.grid([(_t(loc, "crew"), ", ".join(crew)), (_t(loc, "deposit"), f"{deposit.value} · {card}")])
    return _CHROME.page(loc, _t(loc, "title_removal"), body + _CHROME.buttons(loc, "confirm_order", "print")), values


def _guests(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(12):
        guest, companion = person(fake, rng), str(fake.name())
        tel = phone(fake, loc, rng)
        rows.append([guest.name, companion, guest.email, tel, str(1 + k // 3)])
        values += [*guest.values("name", "email"), SeededValue("PERSON", companion), SeededValue("PHONE_NUMBER", tel)]
    body = _CHROME.table(loc, ("guest", "companion", "email", "phone", "table_no"), rows)
    return _CHROME.page(loc, _t(loc, "title_guests"), body + _CHROME.buttons(loc, "send_invites", "seating")), values


def _donations(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        donor, pin, gift = person(fake, rng), national_id(loc, rng), amount(loc, rng, 10, 2500)
        receipt, where = number(rng, "D", 7), _address(fake, loc)
        rows.append([donor.name, pin.value, where, gift.value, receipt])
        values += [
            SeededValue("PERSON", donor.name),
            pin,
            SeededValue("ADDRESS", where),
            gift,
            SeededValue("ID", receipt),
        ]
    body = _CHROME.table(loc, ("donor", "national_id", "address", "amount", "receipt_no"), rows)
    return _CHROME.page(
        loc, _t(loc, "title_donations"), body + _CHROME.buttons(loc, "issue_receipts", "export")
    ), values


def _trips(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        driver, rider, fare, card = str(fake.name()), person(fake, rng), amount(loc, rng, 4, 60), card_number(rng)
        start = _address(fake, loc)
        rows.append([driver, rider.name, rider.username, start, fare.value, card])
        values += [SeededValue("PERSON", driver), *rider.values("name", "username"), SeededValue("ADDRESS", start), fare,
                   SeededValue("CREDIT_CARD", card)]  # fmt: skip
    body = _CHROME.table(loc, ("driver", "rider", "login", "pickup_at", "fare", "card"), rows)
    return _CHROME.page(loc, _t(loc, "title_trips"), body + _CHROME.buttons(loc, "refund_trip", "export")), values


def _funeral(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    deceased, kin = person(fake, rng), person(fake, rng)
    born, pin, fee, account = (
        birth_date(loc, rng),
        national_id(loc, rng),
        amount(loc, rng, 1800, 7000),
        bank_account(loc, rng),
    )
    last = _address(fake, loc)
    kin_tel = phone(fake, loc, rng)
    letter, letter_values = _letter(fake, loc, kin.name)
    values = [SeededValue("PERSON", deceased.name), born, pin, SeededValue("ADDRESS", last), *kin.values("email"),
              SeededValue("PHONE_NUMBER", kin_tel), *letter_values, fee, account]  # fmt: skip
    body = _CHROME.grid([(_t(loc, "deceased"), deceased.name), (_t(loc, "dob"), born.value),
                         (_t(loc, "national_id"), pin.value), (_t(loc, "last_address"), last),
                         (_t(loc, "next_of_kin"), kin.name), (_t(loc, "phone"), kin_tel), (_t(loc, "email"), kin.email),
                         (_t(loc, "amount"), fee.value), (_t(loc, "account"), account.value)])  # fmt: skip
    body += f"<h3>{_t(loc, 'invoice_to')}</h3>{letter}<h3>{_t(loc, 'mourners')}</h3>"
    rows = []
    for _ in range(4):
        mourner = person(fake, rng)
        tel = phone(fake, loc, rng)
        rows.append([mourner.name, tel, mourner.email])
        values += [SeededValue("PERSON", mourner.name), SeededValue("PHONE_NUMBER", tel), *mourner.values("email")]
    body += _CHROME.table(loc, ("name", "phone", "email"), rows)
    return _CHROME.page(loc, _t(loc, "title_funeral"), body + _CHROME.buttons(loc, "approve_order", "print")), values


def _pickup(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(10):
        child, born, parent, other = str(fake.name()), birth_date(loc, rng), person(fake, rng), person(fake, rng)
        parent_tel, other_tel = phone(fake, loc, rng), phone(fake, loc, rng)
        rows.append([child, born.value, "ABC"[k % 3], f"{parent.name} · {parent_tel}", f"{other.name} · {other_tel}"])
        values += [SeededValue("PERSON", child), born, SeededValue("PERSON", parent.name),
                   SeededValue("PHONE_NUMBER", parent_tel), SeededValue("PERSON", other.name),
                   SeededValue("PHONE_NUMBER", other_tel)]  # fmt: skip
    body = _CHROME.table(loc, ("child", "dob", "group", "guardian", "authorised"), rows)
    return _CHROME.page(loc, _t(loc, "title_pickup"), body + _CHROME.buttons(loc, "update", "print")), values


def _badges(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        member, badge, account = person(fake, rng), number(rng, "", 8), bank_account(loc, rng)
        rows.append([member.name, member.company, member.username, badge, account.value])
        values += [*member.values("name", "company", "username"), SeededValue("ID", badge), account]
    body = _CHROME.table(loc, ("member", "company", "login", "badge_no", "billing"), rows)
    return _CHROME.page(loc, _t(loc, "title_badges"), body + _CHROME.buttons(loc, "issue_badge", "revoke")), values


class SyntheticKindsDec11Adapter(SyntheticKindsBase):
    """The seven page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec11"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"removal": _removal, "guests": _guests, "donations": _donations,
                                               "trips": _trips, "funeral": _funeral, "pickup": _pickup,
                                               "badges": _badges}  # fmt: skip
    button_keys = _BUTTON_KEYS
