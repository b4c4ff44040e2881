"""Page kinds written for the dec14 split, apart from the redactor and before its run.

Six kinds no split had before — a letting agent's tenancy deposit return (a form of labels and values
with the tenant's forwarding address on two lines under the name), a recruiter's hiring pipeline (a
board of candidate cards), a utility's meter-reading route (a table with addresses wrapped in a narrow
column and access notes), a ferry operator's booking list (a table), a home-care worker's visit report
(paragraphs of free text naming people and places) and a supplier payment batch (a table of companies,
their contacts and accounts) — each with its chrome in the dataset's language (Colombian Spanish, Swiss
German, Indian English, Albanian, Icelandic, Japanese), seeded with Faker data and values written here
where Faker has none for the country (Albanian and Icelandic names' mail boxes, phones, addresses and
companies; phone numbers as each country dials them; national ID numbers — Colombian cédula, Swiss AHV
number with its EAN-13 digit, Aadhaar number with its Verhoeff digit, Albanian personal number, Icelandic
kennitala with its mod-11 digit, Japanese My Number with its check digit —, IBANs with their check digits
for Switzerland, Albania and Iceland, Colombian, Indian and Japanese bank accounts, card numbers with
their Luhn digit, amounts and dates of birth as each country writes them). Every page is served on
loopback and rendered in Chromium like any web app, labelled by differential rendering like the real
apps. The pages' words are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
import unicodedata
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import SeededPerson
from screenroute.bench.privacy.adapters.synthetic_base import (
    PageBuilder,
    PageChrome,
    SyntheticKindsBase,
    number,
    table_row,
)
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.differential import SeededValue

__all__ = [
    "LOCALES",
    "SyntheticKindsDec14Adapter",
    "aadhaar",
    "address_lines",
    "ahv_number",
    "amount",
    "bank_account",
    "birth_date",
    "company",
    "email",
    "full_name",
    "given_surname",
    "kennitala",
    "my_number",
    "national_id",
    "one_line_address",
    "phone",
    "someone",
    "written_name",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("es_CO", "de_CH", "en_IN", "sq_AL", "is_IS", "ja_JP")
_LANGS = ("en", "es", "de", "sq", "is", "ja")
#: Chrome per language, in the order of ``_LANGS`` (English is Indian English; Swiss German writes no ß).
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "dob": ("Date of Birth", "Fecha de nacimiento", "Geburtsdatum", "Datëlindja", "Fæðingardagur", "生年月日"),
    "national_id": ("Aadhaar No.", "Cédula", "AHV-Nummer", "Numri personal", "Kennitala", "マイナンバー"),
    "address": ("Address", "Dirección", "Adresse", "Adresa", "Heimilisfang", "住所"),
    "phone": ("Mobile No.", "Celular", "Telefon", "Celulari", "Farsími", "電話番号"),
    "email": ("Email ID", "Correo electrónico", "E-Mail", "Email", "Netfang", "メールアドレス"),
    "account": ("Bank A/c No.", "Cuenta de ahorros", "Konto (IBAN)", "Llogaria (IBAN)", "Reikningur (IBAN)",
                "振込先口座"),
    "remarks": ("Remarks", "Observaciones", "Bemerkungen", "Shënime", "Athugasemdir", "備考"),
    "print": ("Print", "Imprimir", "Drucken", "Printo", "Prenta", "印刷"),
    "export": ("Download CSV", "Descargar Excel", "Exportieren", "Eksporto", "Flytja út", "CSV出力"),
    # A letting agent's tenancy deposit return.
    "title_deposit": ("Security Deposit Refund", "Devolución del depósito de arriendo", "Rückzahlung Mietkaution",
                      "Kthimi i depozitës së qirasë", "Endurgreiðsla tryggingar", "敷金精算書"),
    "tenancy_ref": ("Tenancy Ref. No.", "N.º de contrato", "Mietvertrag Nr.", "Nr. i kontratës", "Leigusamningur nr.",
                    "契約番号"),
    "tenant": ("Tenant", "Arrendatario", "Mieter/in", "Qiramarrësi", "Leigjandi", "借主"),
    "let_property": ("Flat Address", "Inmueble arrendado", "Mietobjekt", "Banesa me qira", "Leiguhúsnæði",
                     "物件所在地"),
    "landlord": ("Owner / Agency", "Arrendador", "Verwaltung", "Qiradhënësi", "Leigusali", "貸主"),
    "deposit_held": ("Deposit Received", "Depósito recibido", "Hinterlegte Kaution", "Depozita e paguar",
                     "Trygging greidd", "預り敷金"),
    "cleaning": ("Less: Cleaning", "Descuento por aseo", "Abzug Reinigung", "Zbritje për pastrim",
                 "Frádráttur vegna þrifa", "ハウスクリーニング費"),
    "repairs": ("Less: Repairs", "Descuento por reparaciones", "Abzug Reparaturen", "Zbritje për riparime",
                "Frádráttur vegna viðgerða", "修繕費"),
    "refund_due": ("Net Refund", "Valor a devolver", "Rückzahlungsbetrag", "Shuma për t'u kthyer",
                   "Til endurgreiðslu", "返金額"),
    "forwarding": ("Forwarding Address", "Nueva dirección de correspondencia", "Neue Zustelladresse",
                   "Adresa e re për korrespondencë", "Nýtt póstfang", "転居先"),
    "approve_refund": ("Approve Refund", "Aprobar devolución", "Rückzahlung freigeben", "Mirato kthimin",
                       "Samþykkja endurgreiðslu", "返金を承認"),
    # A recruiter's hiring pipeline.
    "title_pipeline": ("Hiring Pipeline — Senior Accountant", "Proceso de selección — Contador sénior",
                       "Rekrutierung — Buchhalter/in mit Erfahrung", "Procesi i rekrutimit — Kontabilist i lartë",
                       "Ráðningarferli — Aðalbókari", "採用選考 — 経理担当（経験者）"),
    "stage_applied": ("Applied", "Postulados", "Beworben", "Aplikuar", "Umsókn móttekin", "応募"),
    "stage_screen": ("Telephonic Round", "Entrevista telefónica", "Telefoninterview", "Intervistë telefonike",
                     "Símaviðtal", "電話面談"),
    "stage_interview": ("Face-to-face Interview", "Entrevista presencial", "Vorstellungsgespräch",
                        "Intervistë ballë për ballë", "Viðtal", "面接"),
    "stage_offer": ("Offer Made", "Oferta enviada", "Angebot gemacht", "Oferta e dërguar", "Tilboð sent",
                    "内定"),
    "current_employer": ("Current company", "Empresa actual", "Aktueller Arbeitgeber", "Punëdhënësi aktual",
                         "Núverandi vinnustaður", "現職"),
    "expected_ctc": ("Expected CTC", "Aspiración salarial", "Lohnvorstellung", "Paga e pritur",
                     "Launavæntingar", "希望年収"),
    "portfolio": ("Portal login", "Usuario del portal", "Portal-Login", "Përdoruesi në portal",
                  "Notandanafn á vef", "応募サイトID"),
    "referred_by": ("Referred by", "Referido por", "Empfohlen von", "Rekomanduar nga", "Meðmælandi", "紹介者"),
    "advance": ("Move to Next Round", "Pasar a la siguiente etapa", "Weiter zur nächsten Runde",
                "Kalo në fazën tjetër", "Færa í næsta skref", "次の選考へ"),
    "reject": ("Reject", "Descartar", "Absagen", "Refuzo", "Hafna", "不採用"),
    # A utility's meter-reading route.
    "title_route": ("Meter Reading Route — Beat 14", "Ruta de lectura de medidores — Ciclo 14",
                    "Zählerablesung — Tour 14", "Itinerari i leximit të matësave — Zona 14",
                    "Álestrarleið mæla — Leið 14", "検針ルート — 第14区"),
    "stop": ("Stop", "Parada", "Halt", "Ndalesa", "Stopp", "順番"),
    "consumer": ("Consumer", "Suscriptor", "Kunde/Kundin", "Abonenti", "Notandi", "契約者"),
    "meter_no": ("Meter No.", "N.º de medidor", "Zähler-Nr.", "Nr. i matësit", "Mælanúmer", "メーター番号"),
    "last_reading": ("Previous Reading", "Lectura anterior", "Letzter Stand", "Leximi i fundit",
                     "Síðasta álestur", "前回指針"),
    "access_note": ("Access Instructions", "Indicaciones de acceso", "Zugang", "Udhëzime për hyrjen",
                    "Aðgengi", "訪問時の注意"),
    "start_route": ("Start Route", "Iniciar ruta", "Tour starten", "Nis itinerarin", "Hefja leið", "ルート開始"),
    "skip_stop": ("Skip Stop", "Omitir parada", "Halt überspringen", "Kapërce ndalesën", "Sleppa stoppi",
                  "スキップ"),
    # A ferry operator's booking list.
    "title_ferry": ("Ferry Bookings — Mumbai (Gateway) to Mandwa",
                    "Reservas de lancha — Cartagena a Islas del Rosario",
                    "Schiffsreservationen — Horgen nach Meilen", "Rezervimet e tragetit — Durrës drejt Barit",
                    "Bókanir í Herjólf — Landeyjahöfn til Vestmannaeyja",
                    "フェリー予約一覧 — 大洗発 苫小牧行"),
    "booking_ref": ("PNR", "Código de reserva", "Buchungs-Nr.", "Kodi i rezervimit", "Bókunarnúmer", "予約番号"),
    "lead_passenger": ("Lead Passenger", "Pasajero principal", "Hauptreisende/r", "Pasagjeri kryesor",
                       "Aðalfarþegi", "代表者"),
    "id_document": ("ID Proof No.", "Documento", "Ausweis-Nr.", "Nr. i dokumentit", "Skilríki", "本人確認番号"),
    "paid_with": ("Paid with", "Pagado con", "Bezahlt mit", "Paguar me", "Greitt með", "決済カード"),
    "fare": ("Fare", "Tarifa", "Fahrpreis", "Tarifa", "Fargjald", "運賃"),
    "travel_note": ("Special Request", "Solicitud especial", "Wunsch", "Kërkesë e veçantë", "Sérósk", "要望"),
    "check_in": ("Check In", "Registrar abordaje", "Einchecken", "Regjistro hipjen", "Innrita", "乗船受付"),
    # A home-care worker's visit report.
    "title_visit": ("Home Visit Report", "Informe de visita domiciliaria", "Besuchsbericht Spitex",
                    "Raport i vizitës në shtëpi", "Skýrsla um heimavitjun", "訪問介護記録"),
    "client": ("Client", "Usuario", "Klient/in", "Përfituesi", "Skjólstæðingur", "利用者"),
    "client_no": ("Client ID", "N.º de usuario", "Klienten-Nr.", "Nr. i përfituesit", "Skjólstæðingsnúmer",
                  "利用者番号"),
    "visited_by": ("Visited by", "Visitado por", "Besuch durch", "Vizitoi", "Heimsótt af", "担当者"),
    "observations": ("Observations", "Observaciones de la visita", "Beobachtungen", "Vëzhgimet", "Athuganir",
                     "経過記録"),
    "sign_report": ("Sign Report", "Firmar informe", "Bericht unterschreiben", "Nënshkruaj raportin",
                    "Undirrita skýrslu", "記録を確定"),
    "save_draft": ("Save Draft", "Guardar borrador", "Entwurf speichern", "Ruaj draftin", "Vista drög",
                   "下書き保存"),
    # A supplier payment batch.
    "title_payables": ("Vendor Payment Batch — Pending Approval", "Lote de pagos a proveedores — Por aprobar",
                       "Zahlungslauf Lieferanten — zur Freigabe", "Paketa e pagesave për furnitorët — Në pritje",
                       "Greiðslubunki birgja — Bíður samþykkis", "仕入先支払一覧 — 承認待ち"),
    "supplier": ("Vendor", "Proveedor", "Lieferant", "Furnitori", "Birgir", "仕入先"),
    "contact": ("Contact Person", "Contacto", "Ansprechperson", "Personi i kontaktit", "Tengiliður", "担当者名"),
    "invoice": ("Invoice No.", "N.º de factura", "Rechnungs-Nr.", "Nr. i faturës", "Reikningsnúmer",
                "請求書番号"),
    "pay_to": ("Pay to", "Consignar a", "Zahlbar an", "Paguaj në", "Greiðist inn á", "振込先"),
    "amount_due": ("Amount", "Valor", "Betrag", "Shuma", "Upphæð", "金額"),
    "prepared_by": ("Prepared by", "Elaborado por", "Erfasst von", "Përgatiti", "Útbúið af", "作成者"),
    "approve_batch": ("Approve Batch", "Aprobar lote", "Zahlungslauf freigeben", "Mirato paketën",
                      "Samþykkja bunka", "一括承認"),
}  # fmt: skip
_BUTTON_KEYS = ("print", "export", "approve_refund", "advance", "reject", "start_route", "skip_stop", "check_in",
                "sign_report", "save_draft", "approve_batch")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "deposit_keys": ("Keys handed over to {who} of {org}; meter photos sent to {mail}.",
                     "Llaves entregadas a {who} de {org}; fotos de los contadores enviadas a {mail}.",
                     "Schlüssel an {who} von {org} übergeben; Fotos der Zählerstände an {mail} geschickt.",
                     "Çelësat iu dorëzuan {who} nga {org}; fotot e matësave u dërguan në {mail}.",
                     "Lyklum skilað til {who} hjá {org}; myndir af mælum sendar á {mail}.",
                     "鍵は{org}の{who}様に返却済み。メーター写真は{mail}へ送付。"),
    "meter_key": ("Key with neighbour {who}; call {tel} before coming.",
                  "La llave la tiene {who}, de la casa vecina; llamar al {tel} antes de ir.",
                  "Schlüssel bei den Nachbarn, {who}; vorher {tel} anrufen.",
                  "Çelësin e ka {who}, në shtëpinë ngjitur; telefononi {tel} para se të shkoni.",
                  "Nágranninn {who} er með lykil; hringið í {tel} áður en komið er.",
                  "鍵は隣の{who}さんが保管。訪問前に{tel}へ連絡。"),
    "meter_dog": ("Dog in the compound; ask for {surname} at the gate.",
                  "Perro en el patio; preguntar por {surname} en la portería.",
                  "Hund im Garten; bei {surname} klingeln.",
                  "Qen në oborr; pyesni për {surname} te porta.",
                  "Hundur í garðinum; spyrjið eftir {surname} við hliðið.",
                  "庭に犬あり。門で{surname}さんを呼ぶこと。"),
    "ferry": ("Travelling with {who}; wheelchair needed at the jetty, call {tel}.",
              "Viaja con {who}; necesita silla de ruedas en el muelle, llamar al {tel}.",
              "Reist mit {who}; Rollstuhl am Steg, Telefon {tel}.",
              "Udhëton me {who}; i duhet karrige me rrota në skelë, telefononi {tel}.",
              "Ferðast með {who}; þarf hjólastól á bryggjunni, sími {tel}.",
              "{who}様と同行。桟橋で車椅子が必要、連絡先{tel}。"),
    "candidate": ("Notice period 60 days; previous manager {who} will give a reference ({mail}).",
                  "Preaviso de 30 días; referencia laboral de {who} ({mail}).",
                  "Kündigungsfrist drei Monate; Referenz bei {who} ({mail}).",
                  "Afati i njoftimit 30 ditë; referencë pune nga {who} ({mail}).",
                  "Uppsagnarfrestur þrír mánuðir; meðmæli frá {who} ({mail}).",
                  "退職まで2か月。前職の上司{who}氏が推薦（{mail}）。"),
    "visit_1": ("Visited {who} at {addr}; was up and dressed, morning tablets taken.",
                "Se visitó a {who} en {addr}; ya se había vestido y tomó la medicación de la mañana.",
                "Besuch bei {who}, {addr}; war auf und angezogen, Morgenmedikamente eingenommen.",
                "U vizitua {who} në {addr}; ishte zgjuar dhe i kishte marrë ilaçet e mëngjesit.",
                "Heimsótti {who} á {addr}; var á fótum og hafði tekið morgunlyfin.",
                "{addr}の{who}様宅を訪問。起床・更衣済み、朝の服薬確認。"),
    "visit_2": ("Next of kin {who2} was present and asks to be phoned on {tel} or mailed at {mail} if anything "
                "changes.",
                "Estuvo presente el familiar de contacto, {who2}, que pide que le llamen al {tel} o le escriban a "
                "{mail} si hay cambios.",
                "Bezugsperson {who2} war anwesend; bei Veränderungen bitte unter {tel} oder {mail} melden.",
                "Në vizitë ishte edhe {who2} (familjar), që kërkon të njoftohet në {tel} ose në {mail} "
                "për çdo ndryshim.",
                "{who2} (aðstandandi) var á staðnum og biður um að hringt sé í {tel} eða skrifað á {mail} "
                "ef eitthvað breytist.",
                "家族の{who2}様が同席。変化があれば{tel}または{mail}へ連絡希望。"),
    "visit_3": ("Groceries now come from {org}; their driver {who3} has a spare key.",
                "El mercado ahora llega de {org}; {who3}, quien hace los domicilios, tiene una copia de la llave.",
                "Einkäufe liefert neu {org}; {who3} vom Lieferdienst hat einen Zweitschlüssel.",
                "Ushqimet tani i sjell {org}; {who3}, që bën shpërndarjen, ka një çelës rezervë.",
                "Matvörur koma nú frá {org}; bílstjórinn {who3} er með aukalykil.",
                "食料品は{org}から配達。配達員の{who3}さんが合鍵を保管。"),
    "visit_4": ("Dr. {surname} will see the client next week at the clinic on {addr2}.",
                "Próximo control la otra semana con el Dr. {surname} en el consultorio de {addr2}.",
                "Termin bei Dr. {surname} nächste Woche in der Praxis ({addr2}).",
                "Dr. {surname} do ta vizitojë javën e ardhshme në klinikën në {addr2}.",
                "Tími hjá lækninum, {surname}, í næstu viku á stofunni að {addr2}.",
                "来週、{addr2}の診療所で{surname}医師の診察予定。"),
}  # fmt: skip

_STYLE = (
    "<style>body{font-family:sans-serif;margin:14px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 8px;text-align:left;vertical-align:top}th{background:#e9f0ee}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:230px 560px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 10px}h3{margin:12px 0 6px;font-size:14px}p{margin:5px 0}"
    ".narrow{max-width:130px}.note{max-width:280px;color:#333}.letter{display:inline-block;border:1px solid #bbb;"
    "padding:8px 14px;margin:4px 0 8px;line-height:1.5}.board{display:flex;gap:12px;align-items:flex-start}"
    ".column{width:250px;background:#f3f3f0;padding:6px;border-radius:6px}.column h3{margin:2px 4px 8px}"
    ".tile{background:#fff;border:1px solid #d6d6d0;border-radius:5px;padding:7px 9px;margin-bottom:8px;"
    "line-height:1.45}.tile b{display:block}.tile .k{color:#666;font-size:12px}.sheet{max-width:760px;"
    "line-height:1.6}.foot{margin-top:8px;color:#444}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


# --- Check digits -----------------------------------------------------------------------------------------


def _ean13_digit(digits: str) -> int:
    """The EAN-13 check digit of twelve digits (weights 1 and 3 from the left)."""
    return (10 - sum(int(d) * (1, 3)[k % 2] for k, d in enumerate(digits)) % 10) % 10


#: Verhoeff's tables: the dihedral group D5's multiplication and the permutation applied at each position.
_VERHOEFF_D = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
               (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
               (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
               (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))  # fmt: skip
_VERHOEFF_P = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
               (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
               (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))  # fmt: skip
_VERHOEFF_INV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def _verhoeff_digit(digits: str) -> int:
    """The Verhoeff check digit of ``digits`` (dihedral group D5, as Aadhaar numbers carry it)."""
    check = 0
    for k, d in enumerate(reversed(digits)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[(k + 1) % 8][int(d)]]
    return _VERHOEFF_INV[check]


def ahv_number(rng: random.Random) -> str:
    """A Swiss AHV/AVS number: 756, nine digits, the EAN-13 check digit, written 756.XXXX.XXXX.XC."""
    stem = f"756{rng.randrange(10**9):09d}"
    raw = f"{stem}{_ean13_digit(stem)}"
    return f"{raw[:3]}.{raw[3:7]}.{raw[7:11]}.{raw[11:]}"


def aadhaar(rng: random.Random) -> str:
    """An Aadhaar number: twelve digits, the first 2–9 and the last a Verhoeff check digit, in groups of four."""
    stem = f"{rng.randrange(2, 10)}{rng.randrange(10**10):010d}"
    raw = f"{stem}{_verhoeff_digit(stem)}"
    return f"{raw[:4]} {raw[4:8]} {raw[8:]}"


def kennitala(rng: random.Random, day: int, month: int, year: int) -> str:
    """An Icelandic kennitala DDMMYY-RRCK: the birth date, two random digits, the mod-11 check digit (weights
    3,2,7,6,5,4,3,2; a stem whose check would be 10 is never issued) and the century (9: 1900s, 0: 2000s)."""
    while True:
        stem = f"{day:02d}{month:02d}{year % 100:02d}{rng.randrange(20, 100)}"
        rest = sum(int(d) * w for d, w in zip(stem, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        check = (11 - rest) % 11
        if check < 10:
            return f"{stem[:6]}-{stem[6:]}{check}{(year // 100) % 10}"


def _my_number_digit(digits: str) -> int:
    """The check digit of a Japanese My Number's eleven digits (weights n+1 for the six rightmost, n-5 above)."""
    total = sum(int(d) * (n + 1 if n <= 6 else n - 5) for n, d in enumerate(reversed(digits), start=1))
    rest = total % 11
    return 0 if rest <= 1 else 11 - rest


def my_number(rng: random.Random) -> str:
    """A Japanese individual number (My Number): eleven digits and the check digit, in groups of four."""
    stem = f"{rng.randrange(10**11):011d}"
    raw = f"{stem}{_my_number_digit(stem)}"
    return f"{raw[:4]} {raw[4:8]} {raw[8:]}"


def _iban(country: str, bban: str) -> str:
    """An IBAN with its mod-97 check digits, in groups of four."""
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


# --- What each country writes ------------------------------------------------------------------------------

#: Albanian given names and surnames, streets and towns with their postcodes (Faker writes no Albanian).
_SQ_GIVEN = ("Arben", "Blerina", "Dritan", "Elira", "Gentian", "Ilir", "Jonida", "Klodian", "Mirela", "Ornela",
             "Besnik", "Fatjona", "Erion", "Anila", "Ledion", "Valbona", "Altin", "Entela", "Sokol",
             "Brikena")  # fmt: skip
_SQ_SURNAMES = ("Hoxha", "Shehu", "Dervishi", "Gjoka", "Leka", "Marku", "Kola", "Basha", "Çela", "Muça", "Prifti",
                "Ndreu", "Lika", "Hysa", "Tafaj", "Meta", "Duka", "Zeqiri", "Bregu", "Kadiu")  # fmt: skip
_SQ_STREETS = ("Rruga e Durrësit", "Rruga Myslym Shyri", "Bulevardi Zogu I", "Rruga e Kavajës",
               "Rruga Sami Frashëri", "Rruga Ismail Qemali", "Rruga Pjetër Bogdani", "Rruga Abdyl Frashëri",
               "Rruga Don Bosko", "Rruga e Elbasanit")  # fmt: skip
_SQ_TOWNS = ("1001 Tiranë", "1019 Tiranë", "2001 Durrës", "4001 Shkodër", "9401 Vlorë", "3001 Elbasan",
             "5001 Berat", "7001 Korçë", "6001 Gjirokastër", "9701 Sarandë")  # fmt: skip
_SQ_FIRMS = ("Alba Trans", "Drini", "Arbëria", "Iliria Ndërtim", "Vlora Marine", "Dajti Fruta", "Shqiponja",
             "Butrinti Tours")  # fmt: skip
#: Icelandic streets, postcodes with their towns and company names (Faker writes Icelandic names only).
_IS_STREETS = ("Laugavegur", "Hverfisgata", "Skólavörðustígur", "Suðurgata", "Hringbraut", "Miklabraut",
               "Bústaðavegur", "Álfheimar", "Kársnesbraut", "Þingholtsstræti")  # fmt: skip
_IS_TOWNS = ("101 Reykjavík", "105 Reykjavík", "107 Reykjavík", "200 Kópavogur", "210 Garðabær",
             "220 Hafnarfjörður", "600 Akureyri", "800 Selfoss", "400 Ísafjörður", "700 Egilsstaðir")  # fmt: skip
_IS_FIRMS = ("Hraunsteypa", "Norðurfell", "Sæbjörg", "Vesturljós", "Heklutækni", "Fjarðaverk", "Kaldalón",
             "Jökulsá", "Álfasteinn", "Bláskel")  # fmt: skip
_MAIL_DOMAINS = {"es_CO": ("gmail.com", "hotmail.com", "outlook.com", "une.net.co"),
                 "de_CH": ("bluewin.ch", "gmx.ch", "sunrise.ch", "hispeed.ch"),
                 "en_IN": ("gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"),
                 "sq_AL": ("gmail.com", "yahoo.com", "abcom.al", "albmail.al"),
                 "is_IS": ("simnet.is", "internet.is", "gmail.com", "visir.is"),
                 "ja_JP": ("docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com")}  # fmt: skip
#: Phone numbers as each country writes them, mobiles first then landlines; every # is a drawn digit.
_PHONES = {"es_CO": ("+57 30# ### ####", "+57 31# ### ####", "+57 32# ### ####", "(601) ### ####", "(604) ### ####"),
           "de_CH": ("+41 79 ### ## ##", "+41 76 ### ## ##", "+41 78 ### ## ##", "044 ### ## ##", "031 ### ## ##"),
           "en_IN": ("+91 98### #####", "+91 70### #####", "+91 63### #####", "022-2### ####", "080-4### ####"),
           "sq_AL": ("+355 69 ### ####", "+355 68 ### ####", "+355 67 ### ####", "069 ### ####", "04 22# ####"),
           "is_IS": ("+354 6## ####", "+354 7## ####", "+354 8## ####", "5## ####", "4## ####"),
           "ja_JP": ("090-####-####", "080-####-####", "070-####-####", "03-####-####", "06-####-####")}  # fmt: skip
#: What a decomposition into base letter and accent does not fold (Icelandic and German letters).
_FOLD = str.maketrans({"þ": "th", "ð": "d", "æ": "ae", "ö": "o", "ø": "o", "ß": "ss", "Þ": "Th", "Ð": "D",
                       "Æ": "Ae"})  # fmt: skip


def _ascii(text: str) -> str:
    """``text`` in lower-case ASCII letters, as a mail box or a login is made from a name."""
    folded = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in folded if c.isascii() and c.isalpha()).lower()


def given_surname(fake: Faker, locale: str, rng: random.Random) -> tuple[str, str]:
    """A person's given name(s) and surname(s) as the country names people (Colombians carry two surnames)."""
    if locale == "sq_AL":
        return rng.choice(_SQ_GIVEN), rng.choice(_SQ_SURNAMES)
    if locale == "es_CO":
        return str(fake.first_name()), f"{fake.last_name()} {fake.last_name()}"
    return str(fake.first_name()), str(fake.last_name())


def written_name(locale: str, given: str, surname: str) -> str:
    """A full name in the order the country writes it (Japanese surname first)."""
    return f"{surname} {given}" if locale == "ja_JP" else f"{given} {surname}"


def full_name(fake: Faker, locale: str, rng: random.Random) -> str:
    """A full name of the locale, in the order the country writes it."""
    return written_name(locale, *given_surname(fake, locale, rng))


def _login(fake: Faker, locale: str, rng: random.Random, given: str, surname: str) -> str:
    """A login made of a name: romanised by Faker for Japanese, folded to ASCII elsewhere."""
    if locale == "ja_JP":
        given, surname = str(fake.first_romanized_name()), str(fake.last_romanized_name())
    stem = _ascii(given) + rng.choice((".", "_", "")) + _ascii(surname.split()[0])
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


def email(fake: Faker, locale: str, rng: random.Random) -> str:
    """A mail address at a provider the country uses, its box made of a name."""
    given, surname = given_surname(fake, locale, rng)
    return f"{_login(fake, locale, rng, given, surname)}@{rng.choice(_MAIL_DOMAINS[locale])}"


def phone(locale: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mobile or landline."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in rng.choice(_PHONES[locale]))


def address_lines(fake: Faker, locale: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them (Japan: postcode and town first)."""
    if locale == "sq_AL":
        return f"{rng.choice(_SQ_STREETS)}, Nr. {rng.randrange(1, 140)}", rng.choice(_SQ_TOWNS)
    if locale == "is_IS":
        return f"{rng.choice(_IS_STREETS)} {rng.randrange(1, 120)}", rng.choice(_IS_TOWNS)
    if locale == "es_CO":
        return str(fake.street_address()), f"{fake.city()}, {fake.department()}"
    if locale == "en_IN":
        return (
            f"H.No. {rng.randrange(1, 400)}, {fake.street_name()}",
            f"{fake.city()} - {rng.randrange(110001, 856000)}",
        )
    if locale == "ja_JP":
        block = f"{fake.town()}{fake.chome()}{fake.ban()}{fake.gou()}"
        return (
            f"〒{fake.zipcode()} {fake.prefecture()}{fake.city()}",
            f"{block} {fake.building_name()}{rng.randrange(101, 1200)}",
        )
    return str(fake.street_address()), f"{fake.postcode()} {fake.city()}"


def one_line_address(fake: Faker, locale: str, rng: random.Random) -> str:
    """A postal address on one line."""
    first, second = address_lines(fake, locale, rng)
    return f"{first} {second}" if locale == "ja_JP" else f"{first}, {second}"


def company(fake: Faker, locale: str, rng: random.Random) -> str:
    """A company's name under the country's legal forms."""
    if locale == "sq_AL":
        return f"{rng.choice(_SQ_FIRMS + _SQ_SURNAMES)} {rng.choice(('Sh.p.k.', 'sh.a.'))}"
    if locale == "is_IS":
        return f"{rng.choice(_IS_FIRMS)} {rng.choice(('ehf.', 'hf.', 'sf.'))}"
    if locale == "es_CO":
        return f"{fake.last_name()} {rng.choice(('S.A.S.', 'Ltda.', 'y Cía. S.A.S.', 'S.A.'))}"
    if locale == "en_IN":
        return f"{fake.last_name()} {rng.choice(('Traders Pvt. Ltd.', 'Infotech Pvt. Ltd.', 'Enterprises', '& Sons'))}"
    return str(fake.company())


def birth_date(locale: str, rng: random.Random) -> SeededValue:
    """A date of birth as the locale writes it."""
    y, m, d = rng.randrange(1938, 2006), rng.randrange(1, 13), rng.randrange(1, 29)
    written = {"es_CO": f"{d:02d}/{m:02d}/{y}", "de_CH": f"{d:02d}.{m:02d}.{y}", "en_IN": f"{d:02d}-{m:02d}-{y}",
               "sq_AL": f"{d:02d}.{m:02d}.{y}", "is_IS": f"{d}.{m}.{y}", "ja_JP": f"{y}年{m}月{d}日"}  # fmt: skip
    return SeededValue("DATE_OF_BIRTH", written[locale])


def _albanian_id(rng: random.Random) -> str:
    """An Albanian personal number: the birth decade's letter, the year's last digit, the month (+50 for a
    woman), the day, a serial and a final letter (its rule is not published; it is drawn here)."""
    year, month = rng.randrange(1940, 2006), rng.randrange(1, 13) + rng.choice((0, 50))
    decade = "ABCDEFGHIJK"[(year - 1900) // 10]
    serial, last = rng.randrange(1000), rng.choice("ABCDEFGHIJKLMNOPRSTUVW")
    return f"{decade}{year % 10}{month:02d}{rng.randrange(1, 29):02d}{serial:03d}{last}"


def national_id(locale: str, rng: random.Random) -> SeededValue:
    """A national ID number as the country writes it, with its check digit where it has one (the Colombian
    cédula is a plain number)."""
    if locale == "es_CO":
        cedula = rng.choice((rng.randrange(10**7, 10**8), rng.randrange(1_000_000_000, 1_100_000_000)))
        return SeededValue("ID", f"{cedula:,}".replace(",", "."))
    if locale == "de_CH":
        return SeededValue("ID", ahv_number(rng))
    if locale == "en_IN":
        return SeededValue("ID", aadhaar(rng))
    if locale == "sq_AL":
        return SeededValue("ID", _albanian_id(rng))
    if locale == "is_IS":
        return SeededValue("ID", kennitala(rng, rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1940, 2006)))
    return SeededValue("ID", my_number(rng))


#: Real bank codes: Swiss clearing numbers (five digits), Albanian bank and branch codes, Icelandic banks.
_CH_BANKS = ("00700", "09000", "00230", "00762", "08390", "80808")
_AL_BANKS = ("2021", "2081", "2111", "2121", "2131", "2211")
_IS_BANKS = ("0101", "0111", "0133", "0301", "0515", "0537", "0701")


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (CH; AL; IS, whose account ends in its holder's kennitala); where the country
    has no IBAN, the account as it writes it: a Colombian savings account, an Indian account number, a Japanese
    branch and ordinary account."""
    if locale == "de_CH":
        return SeededValue("IBAN_CODE", _iban("CH", rng.choice(_CH_BANKS) + f"{rng.randrange(10**12):012d}"))
    if locale == "sq_AL":
        bank = rng.choice(_AL_BANKS) + f"{rng.randrange(10**4):04d}"
        return SeededValue("IBAN_CODE", _iban("AL", bank + f"{rng.randrange(10**16):016d}"))
    if locale == "is_IS":
        holder = kennitala(rng, rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1940, 2006))
        bban = f"{rng.choice(_IS_BANKS)}26{rng.randrange(10**6):06d}{holder.replace('-', '')}"
        return SeededValue("IBAN_CODE", _iban("IS", bban))
    if locale == "es_CO":
        return SeededValue(
            "BANK_ACCOUNT", f"{rng.randrange(100, 1000)}-{rng.randrange(10**6):06d}-{rng.randrange(10, 100)}"
        )
    if locale == "en_IN":
        return SeededValue("BANK_ACCOUNT", f"{rng.randrange(10**13, 10**14)}")
    return SeededValue("BANK_ACCOUNT", f"{rng.randrange(100, 1000)}-{rng.randrange(10**6, 10**7)}")


def _indian_grouping(whole: int) -> str:
    """``whole`` grouped the Indian way: the last three digits, then pairs (1,23,45,678)."""
    text = str(whole)
    head, tail = text[:-3], text[-3:]
    pairs = [head[max(0, k - 2) : k] for k in range(len(head), 0, -2)][::-1]
    return ",".join([*pairs, tail]) if head else tail


#: How many of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"es_CO": 4000.0, "de_CH": 1.0, "en_IN": 85.0, "sq_AL": 95.0, "is_IS": 140.0, "ja_JP": 150.0}


def amount(locale: str, rng: random.Random, low: float, high: float) -> SeededValue:
    """An amount of money as the locale writes it, ``low``–``high`` units scaled to the country's money."""
    value = rng.uniform(low, high) * _PER_UNIT[locale]
    cents = f"{round(value * 100) % 100:02d}"
    whole = round(value * 100) // 100
    written = {"es_CO": f"COP $ {round(value):,}".replace(",", "."),
               "de_CH": f"CHF {whole:,}".replace(",", "'") + f".{cents}",
               "en_IN": f"₹{_indian_grouping(whole)}.{cents}",
               "sq_AL": f"{whole:,}".replace(",", "\u00a0") + f",{cents}\u00a0Lekë",
               "is_IS": f"{round(value):,}".replace(",", ".") + "\u00a0kr.",
               "ja_JP": f"¥{round(value):,}"}  # fmt: skip
    return SeededValue("AMOUNT", written[locale])


def someone(fake: Faker, locale: str, rng: random.Random) -> SeededPerson:
    """A person of the locale with everything a page may show of them, each as the country writes it."""
    given, surname = given_surname(fake, locale, rng)
    login = _login(fake, locale, rng, given, surname)
    return SeededPerson(
        name=written_name(locale, given, surname),
        username=login,
        email=f"{login}@{rng.choice(_MAIL_DOMAINS[locale])}",
        phone=phone(locale, rng),
        address=one_line_address(fake, locale, rng),
        company=company(fake, locale, rng),
        ident=national_id(locale, rng).value,
    )


# --- The page kinds ----------------------------------------------------------------------------------------


def _letter(who: str, lines: tuple[str, str]) -> tuple[str, SeededValue]:
    """A postal address on two lines under a name; the address as one value (the name is the caller's)."""
    first, second = lines
    block = f"<div class='letter'>{html.escape(who)}<br>{html.escape(first)}<br>{html.escape(second)}</div>"
    return block, SeededValue("ADDRESS", f"{first}, {second}")


def _table(loc: str, keys: tuple[str, ...], rows: list[str]) -> str:
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in keys)
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _deposit(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    tenant, born, ref = someone(fake, loc, rng), birth_date(loc, rng), number(rng, "TN-", 7)
    flat, landlord = one_line_address(fake, loc, rng), company(fake, loc, rng)
    held, cleaning, repairs = amount(loc, rng, 900, 2600), amount(loc, rng, 40, 220), amount(loc, rng, 60, 480)
    refund, account = amount(loc, rng, 300, 2000), bank_account(loc, rng)
    body = _CHROME.grid([(_t(loc, "tenancy_ref"), ref), (_t(loc, "tenant"), tenant.name), (_t(loc, "dob"), born.value),
                         (_t(loc, "national_id"), tenant.ident), (_t(loc, "phone"), tenant.phone),
                         (_t(loc, "email"), tenant.email), (_t(loc, "let_property"), flat),
                         (_t(loc, "landlord"), landlord), (_t(loc, "deposit_held"), held.value),
                         (_t(loc, "cleaning"), cleaning.value), (_t(loc, "repairs"), repairs.value),
                         (_t(loc, "refund_due"), refund.value), (_t(loc, "account"), account.value)])  # fmt: skip
    letter, forwarding = _letter(tenant.name, address_lines(fake, loc, rng))
    agent, photos_to = full_name(fake, loc, rng), email(fake, loc, rng)
    remark = _say(loc, "deposit_keys", who=agent, org=landlord, mail=photos_to)
    body += f"<h3>{_t(loc, 'forwarding')}</h3>{letter}<h3>{_t(loc, 'remarks')}</h3><p>{html.escape(remark)}</p>"
    values = [SeededValue("ID", ref), *tenant.values("name", "ident", "phone", "email"), born,
              SeededValue("ADDRESS", flat), SeededValue("ORGANIZATION", landlord), held, cleaning, repairs, refund,
              account, forwarding, SeededValue("PERSON", agent), SeededValue("EMAIL_ADDRESS", photos_to)]  # fmt: skip
    buttons = _CHROME.buttons(loc, "approve_refund", "print")
    return _CHROME.page(loc, _t(loc, "title_deposit"), body + buttons), values


def _label(loc: str, key: str) -> str:
    """A card's small grey label before its value."""
    return f"<span class='k'>{_t(loc, key)}</span>"


def _candidate_tile(loc: str, fake: Faker, rng: random.Random, k: int) -> tuple[str, list[SeededValue]]:
    """One candidate's card: the name (every third one surname first, as a search result lists it), the
    employer, contacts, salary wish and portal login; some with a referrer or a recruiter's note."""
    given, surname = given_surname(fake, loc, rng)
    name = f"{surname}, {given}" if k % 3 == 2 and loc != "ja_JP" else written_name(loc, given, surname)
    login = _login(fake, loc, rng, given, surname)
    employer, mail, tel = company(fake, loc, rng), f"{login}@{rng.choice(_MAIL_DOMAINS[loc])}", phone(loc, rng)
    wish = amount(loc, rng, 40_000, 120_000)
    lines = [f"<b>{html.escape(name)}</b>", f"{_label(loc, 'current_employer')} {html.escape(employer)}",
             html.escape(mail), html.escape(tel), f"{_label(loc, 'expected_ctc')} {html.escape(wish.value)}",
             f"{_label(loc, 'portfolio')} {html.escape(login)}"]  # fmt: skip
    values = [SeededValue("PERSON", name), SeededValue("ORGANIZATION", employer), SeededValue("EMAIL_ADDRESS", mail),
              SeededValue("PHONE_NUMBER", tel), wish, SeededValue("USERNAME", login)]  # fmt: skip
    if k % 3 == 0:
        referrer = full_name(fake, loc, rng)
        lines.append(f"{_label(loc, 'referred_by')} {html.escape(referrer)}")
        values.append(SeededValue("PERSON", referrer))
    if k % 4 == 1:
        manager, manager_mail = full_name(fake, loc, rng), email(fake, loc, rng)
        lines.append(html.escape(_say(loc, "candidate", who=manager, mail=manager_mail)))
        values += [SeededValue("PERSON", manager), SeededValue("EMAIL_ADDRESS", manager_mail)]
    return "<div class='tile'>" + "<br>".join(lines) + "</div>", values


def _pipeline(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    columns, values = [], []
    for stage_no, stage in enumerate(("stage_applied", "stage_screen", "stage_interview", "stage_offer")):
        tiles = []
        for k in range(3):
            tile, seeded = _candidate_tile(loc, fake, rng, stage_no * 3 + k)
            tiles.append(tile)
            values += seeded
        columns.append(f"<div class='column'><h3>{_t(loc, stage)}</h3>{''.join(tiles)}</div>")
    body = f"<div class='board'>{''.join(columns)}</div>" + _CHROME.buttons(loc, "advance", "reject")
    return _CHROME.page(loc, _t(loc, "title_pipeline"), body), values


def _route(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(10):
        given, surname = given_surname(fake, loc, rng)
        # A route sheet lists the account holder surname first; Icelanders are called by their given name.
        customer = f"{surname} {given}" if loc == "ja_JP" else f"{surname}, {given}"
        where, meter, tel = one_line_address(fake, loc, rng), number(rng, "Z", 8), phone(loc, rng)
        values += [SeededValue("PERSON", customer), SeededValue("ADDRESS", where), SeededValue("ID", meter),
                   SeededValue("PHONE_NUMBER", tel)]  # fmt: skip
        note = ""
        if k % 3 == 0:
            neighbour, neighbour_tel = full_name(fake, loc, rng), phone(loc, rng)
            note = _say(loc, "meter_key", who=neighbour, tel=neighbour_tel)
            values += [SeededValue("PERSON", neighbour), SeededValue("PHONE_NUMBER", neighbour_tel)]
        elif k % 3 == 1:
            note = _say(loc, "meter_dog", surname=given if loc == "is_IS" else surname)
            values.append(SeededValue("PERSON", given if loc == "is_IS" else surname))
        reading = f"{rng.randrange(10**5):05d}"
        rows.append(table_row([str(k + 1), customer, where, meter, reading, tel, note], narrow=(2,), note=(6,)))
    keys = ("stop", "consumer", "address", "meter_no", "last_reading", "phone", "access_note")
    body = _table(loc, keys, rows) + _CHROME.buttons(loc, "start_route", "skip_stop")
    return _CHROME.page(loc, _t(loc, "title_route"), body), values


def _ferry(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(8):
        pnr = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
        who, born, ident = full_name(fake, loc, rng), birth_date(loc, rng), national_id(loc, rng)
        tel, card, fare = phone(loc, rng), card_number(rng), amount(loc, rng, 15, 260)
        values += [SeededValue("ID", pnr), SeededValue("PERSON", who), born, ident, SeededValue("PHONE_NUMBER", tel),
                   SeededValue("CREDIT_CARD", card), fare]  # fmt: skip
        note = ""
        if k % 3 == 0:
            companion, companion_tel = full_name(fake, loc, rng), phone(loc, rng)
            note = _say(loc, "ferry", who=companion, tel=companion_tel)
            values += [SeededValue("PERSON", companion), SeededValue("PHONE_NUMBER", companion_tel)]
        rows.append(table_row([pnr, who, born.value, ident.value, tel, card, fare.value, note], note=(7,)))
    keys = ("booking_ref", "lead_passenger", "dob", "id_document", "phone", "paid_with", "fare", "travel_note")
    body = _table(loc, keys, rows) + _CHROME.buttons(loc, "check_in", "export")
    return _CHROME.page(loc, _t(loc, "title_ferry"), body), values


def _visit(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    client, born, client_no = someone(fake, loc, rng), birth_date(loc, rng), number(rng, "K", 6)
    carer = someone(fake, loc, rng).username
    body = _CHROME.grid([(_t(loc, "client"), client.name), (_t(loc, "client_no"), client_no),
                         (_t(loc, "dob"), born.value), (_t(loc, "national_id"), client.ident),
                         (_t(loc, "address"), client.address), (_t(loc, "visited_by"), carer)])  # fmt: skip
    daughter, daughter_tel, daughter_mail = full_name(fake, loc, rng), phone(loc, rng), email(fake, loc, rng)
    grocer, driver = company(fake, loc, rng), full_name(fake, loc, rng)
    # A doctor goes by the surname alone, in Iceland by the whole name (a patronymic alone names no one).
    doctor = full_name(fake, loc, rng) if loc == "is_IS" else given_surname(fake, loc, rng)[1]
    clinic = one_line_address(fake, loc, rng)
    paragraphs = [_say(loc, "visit_1", who=client.name, addr=client.address),
                  _say(loc, "visit_2", who2=daughter, tel=daughter_tel, mail=daughter_mail),
                  _say(loc, "visit_3", org=grocer, who3=driver),
                  _say(loc, "visit_4", surname=doctor, addr2=clinic)]  # fmt: skip
    body += f"<h3>{_t(loc, 'observations')}</h3><div class='sheet'>"
    body += "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs) + "</div>"
    values = [*client.values("name", "ident", "address"), SeededValue("ID", client_no), born,
              SeededValue("USERNAME", carer), SeededValue("PERSON", daughter),
              SeededValue("PHONE_NUMBER", daughter_tel),
              SeededValue("EMAIL_ADDRESS", daughter_mail), SeededValue("ORGANIZATION", grocer),
              SeededValue("PERSON", driver), SeededValue("PERSON", doctor), SeededValue("ADDRESS", clinic)]  # fmt: skip
    buttons = _CHROME.buttons(loc, "sign_report", "save_draft")
    return _CHROME.page(loc, _t(loc, "title_visit"), body + buttons), values


def _payables(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(9):
        supplier, contact, mail = company(fake, loc, rng), full_name(fake, loc, rng), email(fake, loc, rng)
        invoice, pay_to, due = number(rng, "F-", 6), bank_account(loc, rng), amount(loc, rng, 120, 18_000)
        rows.append(table_row([supplier, contact, mail, invoice, pay_to.value, due.value]))
        values += [SeededValue("ORGANIZATION", supplier), SeededValue("PERSON", contact),
                   SeededValue("EMAIL_ADDRESS", mail), SeededValue("ID", invoice), pay_to, due]  # fmt: skip
    clerk = someone(fake, loc, rng).username
    keys = ("supplier", "contact", "email", "invoice", "pay_to", "amount_due")
    body = _table(loc, keys, rows) + f"<div class='foot'>{_t(loc, 'prepared_by')}: {html.escape(clerk)}</div>"
    values.append(SeededValue("USERNAME", clerk))
    body += _CHROME.buttons(loc, "approve_batch", "export")
    return _CHROME.page(loc, _t(loc, "title_payables"), body), values


class SyntheticKindsDec14Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec14"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"deposit": _deposit, "pipeline": _pipeline, "route": _route,
                                               "ferry": _ferry, "visit": _visit, "payables": _payables}  # fmt: skip
    button_keys = _BUTTON_KEYS
