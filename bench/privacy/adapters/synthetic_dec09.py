"""Page kinds written for the measure-once-dec09 split, apart from the redactor and before its run.

Seven kinds no split had before — a school's enrolment form, a library's loans, a vehicle's
registration certificate, a dental practice's appointment book, a gym's members, a land registry
extract and a blood service's donor register — each with its chrome in the dataset's language
(Swedish, Czech, Turkish, Danish, Finnish, Mexican Spanish; other locales English), seeded with
Faker data (amounts, IBANs and national ID numbers as the country writes them), served on loopback
and rendered in Chromium like any web app, labelled by differential rendering like the real apps.
The pages' words are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import random
import re
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import person
from screenroute.bench.privacy.adapters.synthetic_base import PageBuilder, PageChrome, SyntheticKindsBase, number
from screenroute.bench.privacy.differential import SeededValue

__all__ = ["SyntheticKindsDec09Adapter", "amount", "amount_label", "bank_account", "national_id"]

_LANGS = ("en", "sv", "cs", "tr", "da", "fi", "es")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # A school's enrolment form.
    "title_enrol": (
        "Pupil enrolment",
        "Inskrivning av elev",
        "Přihláška k zápisu žáka",
        "Öğrenci kayıt formu",
        "Indskrivning af elev",
        "Oppilaan ilmoittautuminen",
        "Inscripción de alumno",
    ),
    "pupil": ("Pupil", "Elev", "Žák", "Öğrenci", "Elev", "Oppilas", "Alumno"),
    "national_id": (
        "Personal ID number",
        "Personnummer",
        "Rodné číslo",
        "T.C. kimlik no",
        "CPR-nummer",
        "Henkilötunnus",
        "CURP",
    ),
    "guardian": ("Guardian", "Vårdnadshavare", "Zákonný zástupce", "Veli", "Forælder", "Huoltaja", "Tutor"),
    "guardian_phone": (
        "Guardian's phone",
        "Vårdnadshavarens telefon",
        "Telefon zástupce",
        "Veli telefonu",
        "Forælders telefon",
        "Huoltajan puhelin",
        "Teléfono del tutor",
    ),
    "guardian_email": (
        "Guardian's e-mail",
        "Vårdnadshavarens e-post",
        "E-mail zástupce",
        "Veli e-postası",
        "Forælders e-mail",
        "Huoltajan sähköposti",
        "Correo del tutor",
    ),
    "home_address": (
        "Home address",
        "Folkbokföringsadress",
        "Adresa bydliště",
        "Ev adresi",
        "Bopælsadresse",
        "Kotiosoite",
        "Domicilio",
    ),
    "employer": (
        "Guardian's employer",
        "Arbetsgivare",
        "Zaměstnavatel",
        "İşveren",
        "Arbejdsgiver",
        "Työnantaja",
        "Empleador",
    ),
    "enrol": ("Enrol", "Skriv in", "Zapsat", "Kaydet", "Indskriv", "Ilmoita", "Inscribir"),
    "cancel": ("Cancel", "Avbryt", "Zrušit", "İptal", "Annuller", "Peruuta", "Cancelar"),
    # A library's loans.
    "title_loans": (
        "Current loans",
        "Aktuella lån",
        "Aktuální výpůjčky",
        "Güncel ödünç kayıtları",
        "Aktuelle lån",
        "Voimassa olevat lainat",
        "Préstamos vigentes",
    ),
    "borrower": ("Borrower", "Låntagare", "Čtenář", "Okuyucu", "Låner", "Lainaaja", "Lector"),
    "card": ("Card no.", "Lånekort", "Č. průkazu", "Kart no", "Lånerkort", "Kortin nro", "Credencial"),
    "login": (
        "Login",
        "Användarnamn",
        "Přihlašovací jméno",
        "Kullanıcı adı",
        "Brugernavn",
        "Käyttäjätunnus",
        "Usuario",
    ),
    "email": ("E-mail", "E-post", "E-mail", "E-posta", "E-mail", "Sähköposti", "Correo"),
    "book_title": ("Title", "Titel", "Název", "Kitap", "Titel", "Nimeke", "Título"),
    "late_fee": (
        "Replacement fee",
        "Ersättningsavgift",
        "Náhrada za ztrátu",
        "Kayıp bedeli",
        "Erstatningsgebyr",
        "Korvausmaksu",
        "Reposición",
    ),
    "renew_all": (
        "Renew all",
        "Förnya alla",
        "Prodloužit vše",
        "Tümünü uzat",
        "Forny alle",
        "Uusi kaikki",
        "Renovar todo",
    ),
    "send_notice": (
        "Send notice",
        "Skicka påminnelse",
        "Odeslat upomínku",
        "Bildirim gönder",
        "Send påmindelse",
        "Lähetä muistutus",
        "Enviar aviso",
    ),
    # A vehicle's registration certificate.
    "title_vehicle": (
        "Vehicle registration certificate",
        "Registreringsbevis",
        "Osvědčení o registraci vozidla",
        "Araç tescil belgesi",
        "Registreringsattest",
        "Rekisteröintitodistus",
        "Tarjeta de circulación",
    ),
    "plate": (
        "Registration no.",
        "Registreringsnummer",
        "Registrační značka",
        "Plaka",
        "Registreringsnummer",
        "Rekisteritunnus",
        "Placa",
    ),
    "vin": ("VIN", "Chassinummer", "VIN", "Şasi no", "Stelnummer", "Valmistenumero", "NIV"),
    "holder": ("Holder", "Ägare", "Provozovatel", "Ruhsat sahibi", "Ejer", "Omistaja", "Propietario"),
    "holder_address": (
        "Holder's address",
        "Ägarens adress",
        "Adresa provozovatele",
        "Sahibin adresi",
        "Ejerens adresse",
        "Omistajan osoite",
        "Domicilio del propietario",
    ),
    "insurer": (
        "Insurer",
        "Försäkringsbolag",
        "Pojišťovna",
        "Sigorta şirketi",
        "Forsikringsselskab",
        "Vakuutusyhtiö",
        "Aseguradora",
    ),
    "policy": (
        "Policy no.",
        "Försäkringsnummer",
        "Číslo pojistky",
        "Poliçe no",
        "Policenummer",
        "Vakuutusnumero",
        "Póliza",
    ),
    "previous": (
        "Previous keepers",
        "Tidigare ägare",
        "Předchozí provozovatelé",
        "Önceki sahipler",
        "Tidligere ejere",
        "Aiemmat omistajat",
        "Propietarios anteriores",
    ),
    "print": ("Print", "Skriv ut", "Tisknout", "Yazdır", "Udskriv", "Tulosta", "Imprimir"),
    "transfer": (
        "Transfer ownership",
        "Anmäl ägarbyte",
        "Převést vozidlo",
        "Devir işlemi",
        "Anmeld ejerskifte",
        "Ilmoita omistajanvaihdos",
        "Cambiar propietario",
    ),
    # A dental practice's appointment book.
    "title_dental": (
        "Appointment book",
        "Tidbok",
        "Objednávky pacientů",
        "Randevu defteri",
        "Aftalebog",
        "Ajanvarauskirja",
        "Agenda de citas",
    ),
    "time": ("Time", "Tid", "Čas", "Saat", "Tid", "Aika", "Hora"),
    "patient": ("Patient", "Patient", "Pacient", "Hasta", "Patient", "Potilas", "Paciente"),
    "phone": ("Phone", "Telefon", "Telefon", "Telefon", "Telefon", "Puhelin", "Teléfono"),
    "dentist": ("Dentist", "Tandläkare", "Zubař", "Diş hekimi", "Tandlæge", "Hammaslääkäri", "Dentista"),
    "insurance_no": (
        "Insurance no.",
        "Försäkrings-ID",
        "Č. pojištěnce",
        "Sigorta no",
        "Sygesikringsnr.",
        "Kela-numero",
        "NSS",
    ),
    "book": ("Book", "Boka", "Objednat", "Randevu ver", "Book tid", "Varaa", "Agendar"),
    "confirm_sms": (
        "Send confirmations",
        "Skicka bekräftelser",
        "Poslat potvrzení",
        "Onay gönder",
        "Send bekræftelser",
        "Lähetä vahvistukset",
        "Enviar confirmaciones",
    ),
    # A gym's members.
    "title_gym": ("Members", "Medlemmar", "Členové", "Üyeler", "Medlemmer", "Jäsenet", "Socios"),
    "member": ("Member", "Medlem", "Člen", "Üye", "Medlem", "Jäsen", "Socio"),
    "member_no": ("Member no.", "Medlemsnr", "Č. člena", "Üye no", "Medlemsnr.", "Jäsennro", "Núm. de socio"),
    "debit_account": (
        "Direct debit account",
        "Autogiro från",
        "Inkaso z účtu",
        "Otomatik ödeme hesabı",
        "Betalingsservice fra",
        "Suoraveloitustili",
        "Domiciliación",
    ),
    "fee": (
        "Annual fee",
        "Årsavgift",
        "Roční poplatek",
        "Yıllık ücret",
        "Årligt kontingent",
        "Vuosimaksu",
        "Cuota anual",
    ),
    "add_member": (
        "Add member",
        "Lägg till medlem",
        "Přidat člena",
        "Üye ekle",
        "Tilføj medlem",
        "Lisää jäsen",
        "Agregar socio",
    ),
    "freeze": (
        "Freeze membership",
        "Frys medlemskap",
        "Pozastavit členství",
        "Üyeliği dondur",
        "Sæt medlemskab på pause",
        "Jäädytä jäsenyys",
        "Congelar membresía",
    ),
    # A land registry extract.
    "title_land": (
        "Land registry extract",
        "Fastighetsutdrag",
        "Výpis z katastru nemovitostí",
        "Tapu kaydı örneği",
        "Tingbogsattest",
        "Lainhuutotodistus",
        "Folio real",
    ),
    "parcel": (
        "Parcel no.",
        "Fastighetsbeteckning",
        "Parcelní číslo",
        "Ada/parsel",
        "Matrikelnummer",
        "Kiinteistötunnus",
        "Folio",
    ),
    "property_address": (
        "Property address",
        "Adress",
        "Adresa nemovitosti",
        "Taşınmaz adresi",
        "Ejendommens adresse",
        "Kiinteistön osoite",
        "Ubicación del inmueble",
    ),
    "owners": (
        "Registered owners",
        "Lagfarna ägare",
        "Vlastníci",
        "Malikler",
        "Adkomsthavere",
        "Lainhuudon saajat",
        "Titulares",
    ),
    "lender": (
        "Mortgage lender",
        "Panthavare",
        "Zástavní věřitel",
        "İpotek alacaklısı",
        "Panthaver",
        "Panttivelkoja",
        "Acreedor hipotecario",
    ),
    "mortgage": (
        "Mortgage amount",
        "Pantbrev",
        "Výše zástavy",
        "İpotek tutarı",
        "Pantebrev",
        "Kiinnitys",
        "Monto de hipoteca",
    ),
    "notary": ("Certified by", "Intygat av", "Ověřil", "Onaylayan", "Attesteret af", "Todistanut", "Notario"),
    "order_copy": (
        "Order certified copy",
        "Beställ bestyrkt kopia",
        "Objednat ověřený výpis",
        "Onaylı suret iste",
        "Bestil bekræftet kopi",
        "Tilaa oikeaksi todistettu",
        "Solicitar copia certificada",
    ),
    # A blood service's donor register.
    "title_donors": (
        "Donor register",
        "Givarregister",
        "Registr dárců krve",
        "Bağışçı kaydı",
        "Donorregister",
        "Luovuttajarekisteri",
        "Registro de donadores",
    ),
    "donor": ("Donor", "Givare", "Dárce", "Bağışçı", "Donor", "Luovuttaja", "Donador"),
    "donor_no": ("Donor no.", "Givarnr", "Č. dárce", "Bağışçı no", "Donornr.", "Luovuttajanro", "Núm. de donador"),
    "blood_group": (
        "Blood group",
        "Blodgrupp",
        "Krevní skupina",
        "Kan grubu",
        "Blodtype",
        "Veriryhmä",
        "Tipo de sangre",
    ),
    "address": ("Address", "Adress", "Adresa", "Adres", "Adresse", "Osoite", "Dirección"),
    "invite_donors": (
        "Invite to donate",
        "Kalla till tappning",
        "Pozvat k odběru",
        "Bağışa davet et",
        "Indkald til tapning",
        "Kutsu luovuttamaan",
        "Invitar a donar",
    ),
}
_BUTTON_KEYS = ("enrol", "cancel", "renew_all", "send_notice", "print", "transfer", "book", "confirm_sms",
                "add_member", "freeze", "order_copy", "invite_donors")  # fmt: skip
#: Book titles a library lends, per language (the same on every dataset: a loan's title names no one).
_BOOKS: tuple[tuple[str, ...], ...] = (
    ("Moby Dick", "Emma", "Ulysses", "Dracula", "Middlemarch"),
    ("Röda rummet", "Doktor Glas", "Gösta Berlings saga", "Utvandrarna", "Mio, min Mio"),
    ("Babička", "R.U.R.", "Válka s mloky", "Krakatit", "Saturnin"),
    ("İnce Memed", "Kürk Mantolu Madonna", "Tutunamayanlar", "Çalıkuşu", "Saatleri Ayarlama Enstitüsü"),
    ("Lykke-Per", "Kongens fald", "Niels Lyhne", "Fru Marie Grubbe", "Erasmus Montanus"),
    ("Seitsemän veljestä", "Tuntematon sotilas", "Sinuhe egyptiläinen", "Täällä Pohjantähden alla", "Muumipeikko"),
    ("Pedro Páramo", "Aura", "La región más transparente", "Balún Canán", "Como agua para chocolate"),
)
_BLOOD = ("0+", "0-", "A+", "A-", "B+", "B-", "AB+", "AB-")
#: IBAN country and BBAN length per locale (Mexico has none: its accounts are 18-digit CLABEs).
_IBAN = {"sv_SE": ("SE", 20), "cs_CZ": ("CZ", 20), "tr_TR": ("TR", 22), "da_DK": ("DK", 14), "fi_FI": ("FI", 14)}


def amount(locale: str, rng: random.Random, low: float, high: float) -> str:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark)."""
    whole, _, cents = f"{rng.uniform(low, high):,.2f}".partition(".")
    spaced, dotted = whole.replace(",", "\u00a0"), whole.replace(",", ".")
    written = {"sv": f"{spaced},{cents} kr", "cs": f"{spaced},{cents} Kč", "tr": f"₺{dotted},{cents}",
               "da": f"{dotted},{cents} kr.", "fi": f"{spaced},{cents} €", "es": f"${whole}.{cents} MXN"}  # fmt: skip
    return written.get(locale.split("_")[0], f"${whole}.{cents}")


def amount_label(shown: str) -> SeededValue:
    """An amount labelled by its figures as shown: the currency names no one."""
    return SeededValue("AMOUNT", re.sub(r"[^\d.,\s]", "", shown).strip(" .,\u00a0"))


def _iban(country: str, bban: str) -> str:
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN (checksummed, printed in groups of four) where the country has them, else a CLABE."""
    if locale in _IBAN:
        country, length = _IBAN[locale]
        return SeededValue("IBAN_CODE", _iban(country, "".join(str(rng.randrange(10)) for _ in range(length))))
    return SeededValue("BANK_ACCOUNT", "".join(str(rng.randrange(10)) for _ in range(18)))


def national_id(locale: str, rng: random.Random) -> str:
    """A national ID number shaped as the country writes it (checksums where the shape has one)."""
    birth = f"{rng.randrange(60, 99)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
    serial = f"{rng.randrange(1000):03d}"
    if locale == "sv_SE":
        digits = [int(c) for c in birth + serial]
        luhn = sum(sum(divmod(d * (2 - k % 2), 10)) for k, d in enumerate(digits))
        return f"{birth}-{serial}{(10 - luhn % 10) % 10}"
    if locale == "cs_CZ":
        body = int(birth + serial)
        return f"{birth}/{serial}{body % 11 % 10}"
    if locale == "tr_TR":
        d = [rng.randrange(1, 10)] + [rng.randrange(10) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        return "".join(map(str, d)) + str(d10) + str((sum(d) + d10) % 10)
    if locale == "da_DK":
        return f"{birth[4:]}{birth[2:4]}{birth[:2]}-{rng.randrange(1000, 10000)}"
    if locale == "fi_FI":
        day_first = birth[4:] + birth[2:4] + birth[:2]
        return f"{day_first}-{serial}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[int(day_first + serial) % 31]}"
    if locale == "es_MX":
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        head = "".join(rng.choice(letters) for _ in range(4))
        tail = "".join(rng.choice(letters) for _ in range(6))
        return f"{head}{birth}{tail}{rng.randrange(10)}{rng.randrange(10)}"
    return f"{rng.randrange(100, 900)}-{rng.randrange(10, 100)}-{rng.randrange(1000, 10000)}"


def _plate(fake: Faker, rng: random.Random) -> str:
    return str(fake.license_plate())


def _vin(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


_STYLE = (
    "<style>body{font-family:sans-serif;margin:16px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 10px;text-align:left}th{background:#eef}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:230px 620px;gap:7px}"
    ".grid .k{color:#555}h2{margin:4px 0 12px}h3{margin:14px 0 6px;font-size:14px}p{margin:8px 0}</style>"
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


def _enrolment(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    pupil, guardian = person(fake, rng), person(fake, rng)
    pin = national_id(loc, rng)
    values = [SeededValue("PERSON", pupil.name), SeededValue("ID", pin),
              *guardian.values("name", "phone", "email", "address", "company")]  # fmt: skip
    body = _grid([(_t(loc, "pupil"), pupil.name), (_t(loc, "national_id"), pin), (_t(loc, "guardian"), guardian.name),
                  (_t(loc, "guardian_phone"), guardian.phone), (_t(loc, "guardian_email"), guardian.email),
                  (_t(loc, "home_address"), guardian.address), (_t(loc, "employer"), guardian.company)])  # fmt: skip
    return _page(loc, _t(loc, "title_enrol"), body + _buttons(loc, "enrol", "cancel")), values


def _loans(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    books = _BOOKS[_lang(loc)]
    for k in range(10):
        reader, card = person(fake, rng), number(rng, "", 10)
        fee = amount(loc, rng, 120, 900) if k % 3 == 0 else ""
        rows.append([reader.name, card, reader.username, reader.email, books[k % len(books)], fee])
        values += [*reader.values("name", "username", "email"), SeededValue("ID", card)]
        values += [amount_label(fee)] if fee else []
    body = _table(loc, ("borrower", "card", "login", "email", "book_title", "late_fee"), rows)
    return _page(loc, _t(loc, "title_loans"), body + _buttons(loc, "renew_all", "send_notice")), values


def _vehicle(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    holder, insurer = person(fake, rng), person(fake, rng)
    plate, vin, pin, policy = _plate(fake, rng), _vin(rng), national_id(loc, rng), number(rng, "P", 9)
    values = [SeededValue("ID", plate), SeededValue("ID", vin), *holder.values("name", "address"), SeededValue("ID", pin),
              SeededValue("ORGANIZATION", insurer.company), SeededValue("ID", policy)]  # fmt: skip
    body = _grid([(_t(loc, "plate"), plate), (_t(loc, "vin"), vin), (_t(loc, "holder"), holder.name),
                  (_t(loc, "national_id"), pin), (_t(loc, "holder_address"), holder.address),
                  (_t(loc, "insurer"), insurer.company), (_t(loc, "policy"), policy)])  # fmt: skip
    rows = []
    for _ in range(3):
        keeper = person(fake, rng)
        rows.append([keeper.name, keeper.address])
        values += keeper.values("name", "address")
    body += f"<h3>{_t(loc, 'previous')}</h3>" + _table(loc, ("holder", "holder_address"), rows)
    return _page(loc, _t(loc, "title_vehicle"), body + _buttons(loc, "print", "transfer")), values


def _dental(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    dentists = [fake.name() for _ in range(2)]
    rows, values = [], [SeededValue("PERSON", d) for d in dentists]
    for k in range(11):
        patient, insured = person(fake, rng), number(rng, "", 9)
        rows.append([f"{8 + k // 2:02d}:{30 * (k % 2):02d}", patient.name, patient.phone, patient.email, insured,
                     dentists[k % 2]])  # fmt: skip
        values += [*patient.values("name", "phone", "email"), SeededValue("ID", insured)]
    body = _table(loc, ("time", "patient", "phone", "email", "insurance_no", "dentist"), rows)
    return _page(loc, _t(loc, "title_dental"), body + _buttons(loc, "book", "confirm_sms")), values


def _gym(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        member, member_no, debit = person(fake, rng), number(rng, "M", 6), bank_account(loc, rng)
        fee = amount(loc, rng, 300, 1500)
        rows.append([member.name, member.username, member.email, member_no, debit.value, fee])
        values += [*member.values("name", "username", "email"), SeededValue("ID", member_no), debit, amount_label(fee)]
    body = _table(loc, ("member", "login", "email", "member_no", "debit_account", "fee"), rows)
    return _page(loc, _t(loc, "title_gym"), body + _buttons(loc, "add_member", "freeze")), values


def _land(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    owners, lender, notary = [person(fake, rng) for _ in range(2)], person(fake, rng), person(fake, rng)
    parcel, property_address = f"{rng.randrange(100, 999)}/{rng.randrange(1, 99)}", fake.address().replace("\n", ", ")
    sums = [amount(loc, rng, 50_000, 900_000) for _ in range(2)]
    values = [SeededValue("ID", parcel), SeededValue("ADDRESS", property_address),
              *(SeededValue("PERSON", o.name) for o in owners), *(SeededValue("ID", o.ident) for o in owners),
              SeededValue("ORGANIZATION", lender.company), *(amount_label(s) for s in sums),
              SeededValue("PERSON", notary.name)]  # fmt: skip
    body = _grid([(_t(loc, "parcel"), parcel), (_t(loc, "property_address"), property_address),
                  (_t(loc, "owners"), "; ".join(f"{o.name} ({o.ident})" for o in owners)),
                  (_t(loc, "lender"), lender.company), (_t(loc, "mortgage"), " + ".join(sums)),
                  (_t(loc, "notary"), notary.name)])  # fmt: skip
    return _page(loc, _t(loc, "title_land"), body + _buttons(loc, "order_copy", "print")), values


def _donors(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        donor, pin, donor_no = person(fake, rng), national_id(loc, rng), number(rng, "D", 7)
        rows.append([donor_no, donor.name, pin, rng.choice(_BLOOD), donor.phone, donor.address, donor.company])
        values += [SeededValue("ID", donor_no), SeededValue("PERSON", donor.name), SeededValue("ID", pin),
                   *donor.values("phone", "address", "company")]  # fmt: skip
    body = _table(loc, ("donor_no", "donor", "national_id", "blood_group", "phone", "address", "employer"), rows)
    return _page(loc, _t(loc, "title_donors"), body + _buttons(loc, "invite_donors")), values


class SyntheticKindsDec09Adapter(SyntheticKindsBase):
    """The seven page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec09"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"enrolment": _enrolment, "loans": _loans, "vehicle": _vehicle, "dental": _dental, "gym": _gym,
             "land": _land, "donors": _donors}  # fmt: skip
    button_keys = _BUTTON_KEYS
