"""Page kinds written for the measure-once-dec10 split, apart from the redactor and before its run.

Eight kinds no split had before — a clinical laboratory's report, a consulate's visa application,
a mobile carrier's itemised calls, a domain registrar's contact records, an employer's leave
requests, a police incident report, a shop's card terminal journal and a pension fund's payment
run — each with its chrome in the dataset's language (Romanian, Hungarian, European Portuguese,
Norwegian, Slovak, Traditional Chinese; other locales English), seeded with Faker data (dates of
birth, national ID numbers, IBANs and amounts as the country writes them, card numbers with their
Luhn digit), served on loopback and rendered in Chromium like any web app, labelled by
differential rendering like the real apps.
The pages' words are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import person
from screenroute.bench.privacy.adapters.synthetic_base import PageBuilder, PageChrome, SyntheticKindsBase, number
from screenroute.bench.privacy.adapters.synthetic_dec09 import amount_label
from screenroute.bench.privacy.differential import SeededValue

__all__ = ["SyntheticKindsDec10Adapter", "amount", "bank_account", "birth_date", "card_number", "national_id"]

_LANGS = ("en", "ro", "hu", "pt", "no", "sk", "zh")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "name": ("Name", "Nume", "Név", "Nome", "Navn", "Meno", "姓名"),
    "dob": (
        "Date of birth",
        "Data nașterii",
        "Születési dátum",
        "Data de nascimento",
        "Fødselsdato",
        "Dátum narodenia",
        "出生日期",
    ),
    "national_id": ("National ID no.", "CNP", "TAJ szám", "NIF", "Fødselsnummer", "Rodné číslo", "身分證字號"),
    "address": ("Address", "Adresă", "Lakcím", "Morada", "Adresse", "Adresa", "地址"),
    "phone": ("Phone", "Telefon", "Telefon", "Telefone", "Telefon", "Telefón", "電話"),
    "email": ("E-mail", "E-mail", "E-mail", "E-mail", "E-post", "E-mail", "電子郵件"),
    "employer": (
        "Employer",
        "Angajator",
        "Munkáltató",
        "Entidade patronal",
        "Arbeidsgiver",
        "Zamestnávateľ",
        "服務單位",
    ),
    "amount": ("Amount", "Sumă", "Összeg", "Montante", "Beløp", "Suma", "金額"),
    "print": ("Print", "Tipărește", "Nyomtatás", "Imprimir", "Skriv ut", "Tlačiť", "列印"),
    # A clinical laboratory's report.
    "title_lab": (
        "Laboratory report",
        "Buletin de analize",
        "Laboratóriumi lelet",
        "Relatório de análises",
        "Laboratoriesvar",
        "Laboratórny nález",
        "檢驗報告",
    ),
    "patient": ("Patient", "Pacient", "Beteg", "Utente", "Pasient", "Pacient", "病患"),
    "specimen": ("Specimen no.", "Nr. probă", "Mintaszám", "N.º da amostra", "Prøvenummer", "Číslo vzorky", "檢體編號"),
    "ordered_by": (
        "Ordered by",
        "Medic trimițător",
        "Beutaló orvos",
        "Médico requisitante",
        "Rekvirent",
        "Odosielajúci lekár",
        "開單醫師",
    ),
    "clinic": ("Clinic", "Clinică", "Rendelő", "Clínica", "Legekontor", "Ambulancia", "診所"),
    "test": ("Test", "Analiză", "Vizsgálat", "Análise", "Analyse", "Vyšetrenie", "檢驗項目"),
    "result": ("Result", "Rezultat", "Eredmény", "Resultado", "Resultat", "Výsledok", "結果"),
    "reference": (
        "Reference range",
        "Interval de referință",
        "Referenciatartomány",
        "Valores de referência",
        "Referanseområde",
        "Referenčné hodnoty",
        "參考值",
    ),
    "release": (
        "Release report",
        "Validează buletinul",
        "Lelet kiadása",
        "Validar relatório",
        "Godkjenn svar",
        "Uvoľniť nález",
        "發出報告",
    ),
    # A consulate's visa application.
    "title_visa": (
        "Visa application",
        "Cerere de viză",
        "Vízumkérelem",
        "Pedido de visto",
        "Visumsøknad",
        "Žiadosť o vízum",
        "簽證申請",
    ),
    "applicant": ("Applicant", "Solicitant", "Kérelmező", "Requerente", "Søker", "Žiadateľ", "申請人"),
    "passport": (
        "Passport no.",
        "Nr. pașaport",
        "Útlevélszám",
        "N.º do passaporte",
        "Passnummer",
        "Číslo pasu",
        "護照號碼",
    ),
    "host": (
        "Host in the country",
        "Persoană care invită",
        "Meghívó személy",
        "Pessoa que convida",
        "Vert i landet",
        "Pozývajúca osoba",
        "邀請人",
    ),
    "host_address": (
        "Host's address",
        "Adresa gazdei",
        "Meghívó címe",
        "Morada do anfitrião",
        "Vertens adresse",
        "Adresa pozývajúceho",
        "邀請人地址",
    ),
    "fee_card": (
        "Fee paid by card",
        "Taxă plătită cu cardul",
        "Kártyával fizetett díj",
        "Taxa paga com cartão",
        "Gebyr betalt med kort",
        "Poplatok zaplatený kartou",
        "刷卡繳費",
    ),
    "approve": ("Approve", "Aprobă", "Jóváhagyás", "Aprovar", "Innvilg", "Schváliť", "核准"),
    "request_documents": (
        "Request documents",
        "Solicită documente",
        "Dokumentumok bekérése",
        "Pedir documentos",
        "Be om dokumenter",
        "Vyžiadať doklady",
        "補件通知",
    ),
    # A mobile carrier's itemised calls.
    "title_calls": (
        "Itemised calls",
        "Detalierea apelurilor",
        "Híváslista",
        "Detalhe de chamadas",
        "Spesifisert samtaleliste",
        "Podrobný výpis hovorov",
        "通話明細",
    ),
    "subscriber": ("Subscriber", "Abonat", "Előfizető", "Cliente", "Abonnent", "Účastník", "用戶"),
    "account_no": (
        "Account no.",
        "Cont client",
        "Ügyfélszám",
        "N.º de cliente",
        "Kundenummer",
        "Číslo zmluvy",
        "帳戶號碼",
    ),
    "direct_debit": (
        "Direct debit from",
        "Debit direct din",
        "Csoportos beszedés",
        "Débito direto de",
        "AvtaleGiro fra",
        "Inkaso z účtu",
        "自動扣繳帳戶",
    ),
    "time": ("Time", "Ora", "Időpont", "Hora", "Tid", "Čas", "時間"),
    "number_called": (
        "Number called",
        "Număr apelat",
        "Hívott szám",
        "Número chamado",
        "Oppringt nummer",
        "Volané číslo",
        "撥出號碼",
    ),
    "contact": ("Contact", "Contact", "Kapcsolat", "Contacto", "Kontakt", "Kontakt", "聯絡人"),
    "duration": ("Duration", "Durată", "Időtartam", "Duração", "Varighet", "Trvanie", "通話時長"),
    "charge": ("Charge", "Cost", "Díj", "Custo", "Pris", "Cena", "費用"),
    "download_bill": (
        "Download bill",
        "Descarcă factura",
        "Számla letöltése",
        "Descarregar fatura",
        "Last ned faktura",
        "Stiahnuť faktúru",
        "下載帳單",
    ),
    # A domain registrar's contact records.
    "title_contacts": (
        "Domain contacts",
        "Contacte domenii",
        "Domain kapcsolattartók",
        "Contactos de domínios",
        "Domenekontakter",
        "Kontakty domén",
        "網域聯絡人",
    ),
    "handle": ("Handle", "Identificator", "Azonosító", "Identificador", "Håndtak", "Identifikátor", "帳號代碼"),
    "organisation": ("Organisation", "Organizație", "Szervezet", "Organização", "Organisasjon", "Organizácia", "組織"),
    "add_contact": (
        "Add contact",
        "Adaugă contact",
        "Kapcsolattartó hozzáadása",
        "Adicionar contacto",
        "Legg til kontakt",
        "Pridať kontakt",
        "新增聯絡人",
    ),
    "verify_email": (
        "Verify e-mail",
        "Verifică e-mailul",
        "E-mail ellenőrzése",
        "Verificar e-mail",
        "Bekreft e-post",
        "Overiť e-mail",
        "驗證電子郵件",
    ),
    # An employer's leave requests.
    "title_leave": (
        "Leave requests",
        "Cereri de concediu",
        "Szabadságkérelmek",
        "Pedidos de férias",
        "Fraværssøknader",
        "Žiadosti o dovolenku",
        "請假申請",
    ),
    "employee": ("Employee", "Angajat", "Munkavállaló", "Colaborador", "Ansatt", "Zamestnanec", "員工"),
    "login": ("Login", "Utilizator", "Felhasználónév", "Utilizador", "Brukernavn", "Používateľ", "登入帳號"),
    "staff_no": ("Staff no.", "Marcă", "Törzsszám", "N.º mecanográfico", "Ansattnummer", "Osobné číslo", "員工編號"),
    "period": ("Period", "Perioada", "Időszak", "Período", "Periode", "Obdobie", "期間"),
    "deputy": ("Deputy", "Înlocuitor", "Helyettes", "Substituto", "Stedfortreder", "Zástup", "職務代理人"),
    "deputy_phone": (
        "Deputy's phone",
        "Telefon înlocuitor",
        "Helyettes telefonja",
        "Telefone do substituto",
        "Stedfortreders telefon",
        "Telefón zástupu",
        "代理人電話",
    ),
    "approve_all": (
        "Approve all",
        "Aprobă toate",
        "Összes jóváhagyása",
        "Aprovar todos",
        "Godkjenn alle",
        "Schváliť všetky",
        "全部核准",
    ),
    "reject": ("Reject", "Respinge", "Elutasítás", "Rejeitar", "Avslå", "Zamietnuť", "駁回"),
    # A police incident report.
    "title_incident": (
        "Incident report",
        "Proces-verbal de incident",
        "Eseményjegyzőkönyv",
        "Auto de ocorrência",
        "Hendelsesrapport",
        "Záznam o udalosti",
        "報案紀錄",
    ),
    "case_no": ("Case no.", "Nr. dosar", "Ügyszám", "N.º do processo", "Saksnummer", "Číslo spisu", "案件編號"),
    "reported_by": ("Reported by", "Reclamant", "Bejelentő", "Participante", "Anmelder", "Oznamovateľ", "報案人"),
    "scene": ("Scene", "Locul faptei", "Helyszín", "Local da ocorrência", "Åsted", "Miesto činu", "案發地點"),
    "vehicle": ("Vehicle", "Vehicul", "Jármű", "Veículo", "Kjøretøy", "Vozidlo", "車輛"),
    "witnesses": ("Witnesses", "Martori", "Tanúk", "Testemunhas", "Vitner", "Svedkovia", "證人"),
    "officer": ("Officer", "Agent", "Rendőr", "Agente", "Tjenesteperson", "Príslušník", "承辦員警"),
    "forward": (
        "Forward to prosecutor",
        "Trimite la parchet",
        "Továbbítás az ügyészségnek",
        "Enviar ao Ministério Público",
        "Oversend til påtalemyndigheten",
        "Postúpiť prokuratúre",
        "移送地檢署",
    ),
    "close_case": ("Close case", "Închide dosarul", "Ügy lezárása", "Arquivar", "Henlegg", "Uzavrieť spis", "結案"),
    # A shop's card terminal journal.
    "title_terminal": (
        "Card terminal journal",
        "Jurnal terminal POS",
        "Kártyaterminál napló",
        "Diário do terminal de pagamento",
        "Terminaljournal",
        "Denník platobného terminálu",
        "刷卡機交易紀錄",
    ),
    "merchant": ("Merchant", "Comerciant", "Kereskedő", "Comerciante", "Brukersted", "Obchodník", "特約商店"),
    "card": ("Card number", "Număr card", "Kártyaszám", "Número do cartão", "Kortnummer", "Číslo karty", "卡號"),
    "cardholder": ("Cardholder", "Titular card", "Kártyabirtokos", "Titular", "Kortholder", "Držiteľ karty", "持卡人"),
    "auth_code": (
        "Auth. code",
        "Cod autorizare",
        "Engedélyszám",
        "Cód. autorização",
        "Autorisasjonskode",
        "Autorizačný kód",
        "授權碼",
    ),
    "refund": ("Refund", "Rambursează", "Visszatérítés", "Reembolsar", "Refunder", "Vrátiť platbu", "退款"),
    # A pension fund's monthly payment run.
    "title_pension": (
        "Pension payment run",
        "Plăți pensii",
        "Nyugdíjfolyósítás",
        "Processamento de pensões",
        "Pensjonsutbetalinger",
        "Výplata dôchodkov",
        "年金撥付清冊",
    ),
    "beneficiary": ("Beneficiary", "Beneficiar", "Jogosult", "Beneficiário", "Mottaker", "Poberateľ", "受益人"),
    "pay_to": (
        "Paid to",
        "Cont de plată",
        "Folyósítási számla",
        "IBAN de pagamento",
        "Utbetales til",
        "Výplatný účet",
        "入帳帳戶",
    ),
    "run_payments": (
        "Run payments",
        "Execută plățile",
        "Utalás indítása",
        "Executar pagamentos",
        "Utfør utbetalinger",
        "Spustiť výplatu",
        "執行撥付",
    ),
    "close_batch": ("Close batch", "Închide lotul", "Napi zárás", "Fechar lote", "Dagsoppgjør", "Uzávierka", "結帳"),
}
_BUTTON_KEYS = ("print", "release", "approve", "request_documents", "download_bill", "add_contact", "verify_email",
                "approve_all", "reject", "forward", "close_case", "refund", "close_batch", "run_payments")  # fmt: skip
#: A laboratory's tests with their unit and reference range (chrome: the same on every dataset).
_TESTS = (("Hb", "g/dL", 12.0, 17.0), ("WBC", "10^9/L", 4.0, 10.0), ("Glucose", "mg/dL", 70, 110),
          ("Creatinine", "mg/dL", 0.6, 1.2), ("ALT", "U/L", 7, 45), ("TSH", "mIU/L", 0.4, 4.0))  # fmt: skip
#: The IBAN country and how long its BBAN is (Taiwan has no IBAN: its accounts are 14 digits).
_IBAN = {"ro_RO": ("RO", 20), "hu_HU": ("HU", 24), "pt_PT": ("PT", 21), "no_NO": ("NO", 11), "sk_SK": ("SK", 20)}

_STYLE = (
    "<style>body{font-family:sans-serif;margin:14px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 10px;text-align:left}th{background:#efe}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:220px 640px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 10px}h3{margin:12px 0 6px;font-size:14px}p{margin:6px 0}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def amount(locale: str, rng: random.Random, low: float, high: float) -> str:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark)."""
    value = rng.uniform(low, high)
    whole, _, cents = f"{value:,.2f}".partition(".")
    spaced, dotted = whole.replace(",", "\u00a0"), whole.replace(",", ".")
    written = {"ro": f"{dotted},{cents} lei", "hu": f"{f'{round(value * 100):,}'.replace(',', chr(0xA0))} Ft",
               "pt": f"{spaced},{cents} €", "no": f"kr {spaced},{cents}", "sk": f"{spaced},{cents} €",
               "zh": f"NT${round(value * 30):,}"}  # fmt: skip
    return written.get(locale.split("_")[0], f"${whole}.{cents}")


def birth_date(locale: str, rng: random.Random) -> str:
    """A date of birth as the locale writes it."""
    y, m, d = rng.randrange(1940, 2008), rng.randrange(1, 13), rng.randrange(1, 29)
    written = {"hu": f"{y}. {m:02d}. {d:02d}.", "pt": f"{d:02d}/{m:02d}/{y}", "sk": f"{d}. {m}. {y}",
               "zh": f"{y}/{m:02d}/{d:02d}", "en": f"{m:02d}/{d:02d}/{y}"}  # fmt: skip
    return written.get(locale.split("_")[0], f"{d:02d}.{m:02d}.{y}")


def _iban(country: str, bban: str) -> str:
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN (checksummed, in groups of four) where the country has them, else a 14-digit account."""
    if locale in _IBAN:
        country, length = _IBAN[locale]
        bban = "".join(str(rng.randrange(10)) for _ in range(length))
        if country == "RO":  # a Romanian BBAN starts with its bank's four letters
            bban = "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUVWXZ") for _ in range(4)) + bban[4:]
        return SeededValue("IBAN_CODE", _iban(country, bban))
    digits = "".join(str(rng.randrange(10)) for _ in range(14))
    return SeededValue("BANK_ACCOUNT", f"{digits[:3]}-{digits[3:]}")


def card_number(rng: random.Random) -> str:
    """A 16-digit payment card number with its Luhn check digit, in groups of four."""
    body = [int(rng.choice("45"))] + [rng.randrange(10) for _ in range(14)]
    total = sum(sum(divmod(d * (2 - k % 2), 10)) for k, d in enumerate(reversed(body)))
    digits = "".join(map(str, body)) + str((10 - total % 10) % 10)
    return " ".join(digits[k : k + 4] for k in range(0, 16, 4))


def national_id(locale: str, rng: random.Random) -> str:
    """A national ID number shaped as the country writes it, with its check digit where it has one."""
    y, m, d = rng.randrange(40, 100), rng.randrange(1, 13), rng.randrange(1, 29)
    if locale == "ro_RO":  # CNP: sex, date, county, serial, check digit (weights 279146358279)
        stem = f"{rng.choice('12')}{y:02d}{m:02d}{d:02d}{rng.randrange(1, 47):02d}{rng.randrange(1, 1000):03d}"
        check = sum(int(c) * w for c, w in zip(stem, map(int, "279146358279"), strict=True)) % 11
        return stem + str(1 if check == 10 else check)
    if locale == "hu_HU":  # TAJ: eight digits and a check digit (weights 3 and 7), in threes
        taj = [rng.randrange(10) for _ in range(8)]
        digits = "".join(map(str, taj)) + str(sum(v * (3 if k % 2 == 0 else 7) for k, v in enumerate(taj)) % 10)
        return f"{digits[:3]} {digits[3:6]} {digits[6:]}"
    if locale == "pt_PT":  # NIF: nine digits, the last mod 11
        nif = [rng.choice((1, 2))] + [rng.randrange(10) for _ in range(7)]
        rest = 11 - sum(v * (9 - k) for k, v in enumerate(nif)) % 11
        return "".join(map(str, nif)) + str(0 if rest >= 10 else rest)
    if locale == "no_NO":  # fødselsnummer: date, individual number, two mod-11 check digits
        while True:
            born = [int(c) for c in f"{d:02d}{m:02d}{y:02d}{rng.randrange(1000):03d}"]
            k1 = 11 - sum(v * w for v, w in zip(born, (3, 7, 6, 1, 8, 9, 4, 5, 2), strict=True)) % 11
            k1 = 0 if k1 == 11 else k1
            k2 = 11 - sum(v * w for v, w in zip([*born, k1], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
            k2 = 0 if k2 == 11 else k2
            if k1 < 10 and k2 < 10:
                return "".join(map(str, [*born, k1, k2]))
    if locale == "sk_SK":  # rodné číslo: date (women's month + 50), serial, divisible by 11
        stem = f"{y:02d}{m + rng.choice((0, 50)):02d}{d:02d}{rng.randrange(1000):03d}"
        return f"{stem[:6]}/{stem[6:]}{(-int(stem) * 10) % 11 % 10}"
    if locale == "zh_TW":  # 身分證字號: a region letter, sex, eight digits, a check digit
        letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"  # their codes are 10, 11, ... in this order
        letter = rng.choice(letters[:20])
        code = letters.index(letter) + 10
        serial = [rng.choice((1, 2))] + [rng.randrange(10) for _ in range(7)]
        total = code // 10 + (code % 10) * 9 + sum(v * w for v, w in zip(serial, range(8, 0, -1), strict=True))
        return f"{letter}{''.join(map(str, serial))}{(10 - total % 10) % 10}"
    return f"{rng.randrange(100, 900)}-{rng.randrange(10, 100)}-{rng.randrange(1000, 10000)}"


def _lab(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    patient, doctor = person(fake, rng), person(fake, rng)
    born, pin, specimen = birth_date(loc, rng), national_id(loc, rng), number(rng, "L", 8)
    values = [*patient.values("name", "address", "phone"), SeededValue("DATE_OF_BIRTH", born), SeededValue("ID", pin),
              SeededValue("ID", specimen), SeededValue("PERSON", doctor.name),
              SeededValue("ORGANIZATION", doctor.company)]  # fmt: skip
    body = _CHROME.grid([(_t(loc, "patient"), patient.name), (_t(loc, "dob"), born), (_t(loc, "national_id"), pin),
                         (_t(loc, "address"), patient.address), (_t(loc, "phone"), patient.phone),
                         (_t(loc, "specimen"), specimen), (_t(loc, "ordered_by"), doctor.name),
                         (_t(loc, "clinic"), doctor.company)])  # fmt: skip
    rows = [
        [test, f"{rng.uniform(low * 0.8, high * 1.2):.1f} {unit}", f"{low}–{high}"] for test, unit, low, high in _TESTS
    ]
    body += "<p></p>" + _CHROME.table(loc, ("test", "result", "reference"), rows)
    return _CHROME.page(loc, _t(loc, "title_lab"), body + _CHROME.buttons(loc, "release", "print")), values


def _visa(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    applicant, host = person(fake, rng), person(fake, rng)
    born, passport, card = birth_date(loc, rng), number(rng, rng.choice("CEKPX"), 8), card_number(rng)
    fee = amount(loc, rng, 60, 120)
    values = [*applicant.values("name", "address", "email", "phone", "company"), SeededValue("DATE_OF_BIRTH", born),
              SeededValue("ID", passport), *host.values("name", "address", "phone"), SeededValue("CREDIT_CARD", card),
              amount_label(fee)]  # fmt: skip
    body = _CHROME.grid([(_t(loc, "applicant"), applicant.name), (_t(loc, "dob"), born),
                         (_t(loc, "passport"), passport), (_t(loc, "address"), applicant.address),
                         (_t(loc, "email"), applicant.email), (_t(loc, "phone"), applicant.phone),
                         (_t(loc, "employer"), applicant.company), (_t(loc, "host"), host.name),
                         (_t(loc, "host_address"), host.address), (_t(loc, "phone"), host.phone),
                         (_t(loc, "fee_card"), f"{fee} · {card}")])  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_visa"), body + _CHROME.buttons(loc, "approve", "request_documents")), values


def _calls(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    subscriber, account_no, debit = person(fake, rng), number(rng, "", 10), bank_account(loc, rng)
    values = [*subscriber.values("name", "address"), SeededValue("ID", account_no), debit]
    head = _CHROME.grid([(_t(loc, "subscriber"), subscriber.name), (_t(loc, "address"), subscriber.address),
                         (_t(loc, "account_no"), account_no), (_t(loc, "direct_debit"), debit.value)])  # fmt: skip
    rows = []
    for k in range(10):
        called, charge = person(fake, rng), amount(loc, rng, 1.5, 45)
        minutes = rng.randrange(1, 40)
        rows.append([f"{8 + k:02d}:{rng.randrange(60):02d}", called.phone, called.name, f"{minutes}:{rng.randrange(60):02d}",
                     charge])  # fmt: skip
        values += [*called.values("phone", "name"), amount_label(charge)]
    body = head + "<p></p>" + _CHROME.table(loc, ("time", "number_called", "contact", "duration", "charge"), rows)
    return _CHROME.page(loc, _t(loc, "title_calls"), body + _CHROME.buttons(loc, "download_bill")), values


def _contacts(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(9):
        holder = person(fake, rng)
        rows.append([holder.username, holder.name, holder.company, holder.email, holder.phone, holder.address])
        values += holder.values("username", "name", "company", "email", "phone", "address")
    body = _CHROME.table(loc, ("handle", "name", "organisation", "email", "phone", "address"), rows)
    return _CHROME.page(
        loc, _t(loc, "title_contacts"), body + _CHROME.buttons(loc, "add_contact", "verify_email")
    ), values


def _leave(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        staff, deputy = person(fake, rng), person(fake, rng)
        start = rng.randrange(1, 20)
        period = f"{start:02d}.01.–{start + rng.randrange(1, 9):02d}.01."
        rows.append([staff.name, staff.username, staff.ident, period, deputy.name, deputy.phone])
        values += [*staff.values("name", "username", "ident"), *deputy.values("name", "phone")]
    body = _CHROME.table(loc, ("employee", "login", "staff_no", "period", "deputy", "deputy_phone"), rows)
    return _CHROME.page(loc, _t(loc, "title_leave"), body + _CHROME.buttons(loc, "approve_all", "reject")), values


def _plate(fake: Faker, rng: random.Random) -> str:
    return str(fake.license_plate()) if hasattr(fake, "license_plate") else number(rng, "", 6)


def _incident(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    reporter, officer = person(fake, rng), person(fake, rng)
    case, born, pin, car = number(rng, "", 9), birth_date(loc, rng), national_id(loc, rng), _plate(fake, rng)
    scene = fake.address().replace("\n", ", ")
    values = [SeededValue("ID", case), *reporter.values("name", "phone", "address", "email"),
              SeededValue("DATE_OF_BIRTH", born), SeededValue("ID", pin), SeededValue("ADDRESS", scene),
              SeededValue("ID", car), SeededValue("PERSON", officer.name)]  # fmt: skip
    body = _CHROME.grid([(_t(loc, "case_no"), case), (_t(loc, "reported_by"), reporter.name), (_t(loc, "dob"), born),
                         (_t(loc, "national_id"), pin), (_t(loc, "address"), reporter.address),
                         (_t(loc, "phone"), reporter.phone), (_t(loc, "email"), reporter.email),
                         (_t(loc, "scene"), scene), (_t(loc, "vehicle"), car), (_t(loc, "officer"), officer.name)])  # fmt: skip
    rows = []
    for _ in range(3):
        witness = person(fake, rng)
        rows.append([witness.name, witness.phone, witness.address])
        values += witness.values("name", "phone", "address")
    body += f"<h3>{_t(loc, 'witnesses')}</h3>" + _CHROME.table(loc, ("name", "phone", "address"), rows)
    return _CHROME.page(loc, _t(loc, "title_incident"), body + _CHROME.buttons(loc, "forward", "close_case")), values


def _terminal(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    merchant = person(fake, rng)
    values = [*merchant.values("company", "address")]
    rows = []
    for k in range(10):
        holder, card, code, paid = fake.name(), card_number(rng), number(rng, "", 6), amount(loc, rng, 3, 400)
        rows.append([f"{9 + k:02d}:{rng.randrange(60):02d}", card, holder, code, paid])
        values += [SeededValue("CREDIT_CARD", card), SeededValue("PERSON", holder), SeededValue("ID", code),
                   amount_label(paid)]  # fmt: skip
    body = f"<p>{_t(loc, 'merchant')}: <b>{html.escape(merchant.company)}</b>, {html.escape(merchant.address)}</p>"
    body += _CHROME.table(loc, ("time", "card", "cardholder", "auth_code", "amount"), rows)
    return _CHROME.page(loc, _t(loc, "title_terminal"), body + _CHROME.buttons(loc, "refund", "close_batch")), values


def _pensions(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(10):
        beneficiary, born, pin = fake.name(), birth_date(loc, rng), national_id(loc, rng)
        account, paid = bank_account(loc, rng), amount(loc, rng, 300, 2400)
        rows.append([beneficiary, born, pin, account.value, paid])
        values += [SeededValue("PERSON", beneficiary), SeededValue("DATE_OF_BIRTH", born), SeededValue("ID", pin),
                   account, amount_label(paid)]  # fmt: skip
    body = _CHROME.table(loc, ("beneficiary", "dob", "national_id", "pay_to", "amount"), rows)
    return _CHROME.page(loc, _t(loc, "title_pension"), body + _CHROME.buttons(loc, "run_payments", "print")), values


class SyntheticKindsDec10Adapter(SyntheticKindsBase):
    """The eight page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec10"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"lab": _lab, "visa": _visa, "calls": _calls, "contacts": _contacts,
                                               "leave": _leave, "incident": _incident, "terminal": _terminal,
                                               "pensions": _pensions}  # fmt: skip
    button_keys = _BUTTON_KEYS
