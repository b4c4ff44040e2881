"""Page kinds written for the dec13 split, apart from the redactor and before its run.

Seven kinds no split had before — a notary's deed of sale, an airline's passenger manifest, a card
issuer's chargeback dispute with its message thread, an emergency dispatcher's call log, a family
doctor's referral letter, a mobile carrier's number transfer request with its agents' notes and a car
dealer's test-drive log — each with its chrome in the dataset's language (New Zealand English,
Chilean Spanish, Lithuanian, Latvian, Estonian, Chinese), seeded with Faker data and values written
here where Faker has none for the country (Baltic postal addresses, phone numbers and companies;
national ID numbers with their check digits — IRD number, RUT, asmens kodas, personas kods,
isikukood, resident ID —, IBANs with both their check digits, New Zealand and Chilean bank accounts,
card numbers with their Luhn digit, amounts and dates of birth as each country writes them), postal
addresses on one line, on two lines under a name and wrapped in a narrow column, and values inside
free text (a notary's remarks, assistance notes, chat lines, dispatch notes, a letter's paragraphs,
agents' notes), served on loopback and rendered in Chromium like any web app, labelled by differential
rendering like the real apps. The pages' words are written here, not taken from any vocabulary the
redactor reads.
"""

from __future__ import annotations

import html
import random
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import SeededPerson, person
from screenroute.bench.privacy.adapters.synthetic_base import (
    PageBuilder,
    PageChrome,
    SyntheticKindsBase,
    number,
    table_row,
)
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.adapters.synthetic_dec12 import bank_account as _dec12_account
from screenroute.bench.privacy.differential import SeededValue

__all__ = [
    "SyntheticKindsDec13Adapter",
    "amount",
    "bank_account",
    "birth_date",
    "company",
    "local_person",
    "national_id",
    "phone",
    "street_town",
]

_LANGS = ("en", "es", "lt", "lv", "et", "zh")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "name": ("Name", "Nombre", "Vardas, pavardė", "Vārds, uzvārds", "Nimi", "姓名"),
    "dob": ("Date of birth", "Fecha de nacimiento", "Gimimo data", "Dzimšanas datums", "Sünniaeg", "出生日期"),
    "national_id": ("IRD number", "RUT", "Asmens kodas", "Personas kods", "Isikukood", "身份证号"),
    "address": ("Address", "Dirección", "Adresas", "Adrese", "Aadress", "地址"),
    "phone": ("Phone", "Teléfono", "Telefonas", "Tālrunis", "Telefon", "电话"),
    "email": ("Email", "Correo", "El. paštas", "E-pasts", "E-post", "电子邮箱"),
    "account": ("Bank account", "Cuenta bancaria", "Sąskaita (IBAN)", "Konts (IBAN)", "Arveldusarve (IBAN)",
                "银行账号"),
    "card": ("Card number", "Número de tarjeta", "Kortelės numeris", "Kartes numurs", "Kaardi number", "卡号"),
    "notes": ("Notes", "Observaciones", "Pastabos", "Piezīmes", "Märkused", "备注"),
    "time": ("Time", "Hora", "Laikas", "Laiks", "Aeg", "时间"),
    "print": ("Print", "Imprimir", "Spausdinti", "Drukāt", "Prindi", "打印"),
    "cancel": ("Cancel", "Cancelar", "Atšaukti", "Atcelt", "Tühista", "取消"),
    # A notary's deed of sale.
    "title_deed": ("Deed of sale", "Escritura de compraventa", "Pirkimo–pardavimo sutartis", "Pirkuma līgums",
                   "Müügileping", "房屋买卖合同"),
    "deed_no": ("Deed no.", "Repertorio N.º", "Registro Nr.", "Reģistra Nr.", "Registri nr", "合同编号"),
    "seller": ("Seller", "Vendedor", "Pardavėjas", "Pārdevējs", "Müüja", "出卖人"),
    "buyer": ("Buyer", "Comprador", "Pirkėjas", "Pircējs", "Ostja", "买受人"),
    "property": ("Property", "Inmueble", "Nekilnojamasis turtas", "Nekustamais īpašums", "Kinnisasi", "房屋坐落"),
    "price": ("Purchase price", "Precio", "Kaina", "Pirkuma cena", "Hind", "成交价格"),
    "proceeds": ("Seller's account", "Cuenta del vendedor", "Pardavėjo sąskaita", "Pārdevēja konts",
                 "Müüja arveldusarve", "出卖人收款账户"),
    "escrow": ("Escrow account", "Cuenta de garantía", "Depozitinė sąskaita", "Deponēšanas konts",
               "Deponeerimiskonto", "资金监管账户"),
    "notary_remarks": ("Notary's remarks", "Observaciones del notario", "Notaro pastabos", "Notāra piezīmes",
                       "Notari märkused", "公证员备注"),
    "sign_deed": ("Sign deed", "Firmar escritura", "Pasirašyti sutartį", "Parakstīt līgumu", "Allkirjasta leping",
                  "签署合同"),
    # An airline's passenger manifest.
    "title_manifest": ("Passenger manifest", "Manifiesto de pasajeros", "Keleivių sąrašas", "Pasažieru saraksts",
                       "Reisijate nimekiri", "旅客舱单"),
    "seat": ("Seat", "Asiento", "Vieta", "Sēdvieta", "Koht", "座位"),
    "passenger": ("Passenger", "Pasajero", "Keleivis", "Pasažieris", "Reisija", "旅客"),
    "passport": ("Passport no.", "N.º de pasaporte", "Paso Nr.", "Pases Nr.", "Passi nr", "护照号"),
    "ffn": ("Frequent flyer no.", "N.º viajero frecuente", "Lojalumo Nr.", "Lojalitātes Nr.", "Püsikliendi nr",
            "常旅客卡号"),
    "assistance": ("Assistance note", "Nota de asistencia", "Pagalbos pastaba", "Palīdzības piezīme",
                   "Abivajaduse märge", "特殊服务备注"),
    "close_flight": ("Close flight", "Cerrar vuelo", "Uždaryti skrydį", "Slēgt reisu", "Sulge lend", "关闭航班"),
    # A card issuer's chargeback dispute with its messages.
    "title_dispute": ("Chargeback dispute", "Disputa de contracargo", "Mokėjimo ginčas", "Maksājuma apstrīdēšana",
                      "Makse vaidlustamine", "拒付争议"),
    "case_no": ("Case no.", "N.º de caso", "Bylos Nr.", "Lietas Nr.", "Juhtumi nr", "案件编号"),
    "cardholder": ("Cardholder", "Titular", "Kortelės savininkas", "Kartes turētājs", "Kaardiomanik", "持卡人"),
    "merchant": ("Merchant", "Comercio", "Prekybininkas", "Tirgotājs", "Kaupmees", "商户"),
    "disputed": ("Disputed amount", "Monto disputado", "Ginčijama suma", "Apstrīdētā summa", "Vaidlustatud summa",
                 "争议金额"),
    "delivery": ("Delivery address", "Dirección de entrega", "Pristatymo adresas", "Piegādes adrese",
                 "Tarneaadress", "收货地址"),
    "refund_to": ("Refund to", "Reembolso a", "Grąžinti į", "Atmaksāt uz", "Tagastada kontole", "退款账户"),
    "thread": ("Messages", "Mensajes", "Žinutės", "Ziņojumi", "Sõnumid", "消息"),
    "accept_liability": ("Accept liability", "Aceptar responsabilidad", "Pripažinti", "Atzīt prasību",
                         "Nõustu nõudega", "接受责任"),
    "reply": ("Reply", "Responder", "Atsakyti", "Atbildēt", "Vasta", "回复"),
    # An emergency dispatcher's call log.
    "title_dispatch": ("Dispatch log", "Registro de despacho", "Iškvietimų žurnalas", "Izsaukumu žurnāls",
                       "Väljakutsete logi", "调度记录"),
    "caller": ("Caller", "Llamante", "Skambintojas", "Zvanītājs", "Helistaja", "报警人"),
    "callback": ("Callback no.", "N.º de retorno", "Atgalinio skambučio Nr.", "Atzvanīšanas Nr.",
                 "Tagasihelistamise nr", "回拨号码"),
    "incident_address": ("Incident address", "Lugar del incidente", "Įvykio vieta", "Notikuma vieta",
                         "Sündmuskoht", "事发地址"),
    "operator": ("Operator", "Operador", "Operatorius", "Operators", "Operaator", "接警员"),
    "unit": ("Unit", "Unidad", "Ekipažas", "Brigāde", "Brigaad", "出动单位"),
    "dispatcher_notes": ("Dispatcher notes", "Notas del despachador", "Dispečerio pastabos", "Dispečera piezīmes",
                         "Dispetšeri märkused", "调度员备注"),
    "assign_unit": ("Assign unit", "Asignar unidad", "Priskirti ekipažą", "Piešķirt brigādi", "Määra brigaad",
                    "派遣单位"),
    "close_incident": ("Close incident", "Cerrar incidente", "Uždaryti įvykį", "Slēgt notikumu",
                       "Sulge sündmus", "结束事件"),
    # A family doctor's referral letter.
    "title_referral": ("Referral letter", "Interconsulta", "Siuntimas konsultacijai", "Nosūtījums",
                       "Saatekiri", "转诊信"),
    "to": ("To", "Para", "Kam", "Kam", "Kellele", "致"),
    "regarding": ("Regarding", "Paciente", "Dėl paciento", "Par pacientu", "Patsient", "患者"),
    "patient_id": ("NHI number", "RUT del paciente", "Paciento asmens kodas", "Pacienta personas kods",
                   "Patsiendi isikukood", "患者身份证号"),
    "clinical_summary": ("Clinical summary", "Resumen clínico", "Klinikinė santrauka", "Klīniskais kopsavilkums",
                         "Kliiniline kokkuvõte", "病情摘要"),
    "referring_doctor": ("Referring doctor", "Médico tratante", "Siunčiantis gydytojas", "Nosūtītājs ārsts",
                         "Saatev arst", "转诊医生"),
    "send": ("Send", "Enviar", "Siųsti", "Sūtīt", "Saada", "发送"),
    # A mobile carrier's number transfer request.
    "title_port": ("Number transfer request", "Solicitud de portabilidad", "Numerio perkėlimo prašymas",
                   "Numura pārnešanas pieteikums", "Numbri üleviimise taotlus", "携号转网申请"),
    "holder": ("Account holder", "Titular de la línea", "Abonentas", "Abonents", "Lepingu omanik", "机主"),
    "number_to_move": ("Number to transfer", "Número a portar", "Perkeliamas numeris", "Pārnesamais numurs",
                       "Üleviidav number", "转网号码"),
    "current_provider": ("Current provider", "Compañía actual", "Dabartinis operatorius", "Pašreizējais operators",
                         "Praegune operaator", "原运营商"),
    "provider_account": ("Account no. with provider", "N.º de cliente", "Kliento Nr.", "Klienta Nr.",
                         "Kliendinumber", "原运营商客户号"),
    "billing_address": ("Billing address", "Dirección de facturación", "Sąskaitų adresas", "Rēķinu adrese",
                        "Arve aadress", "账单地址"),
    "payment_card": ("Payment card", "Tarjeta de pago", "Mokėjimo kortelė", "Maksājumu karte", "Maksekaart",
                     "付款银行卡"),
    "debit_account": ("Direct debit account", "Cuenta para cargo automático", "Tiesioginio debeto sąskaita",
                      "Tiešā debeta konts", "Otsekorralduse konto", "代扣账户"),
    "balance": ("Outstanding balance", "Saldo pendiente", "Nesumokėta suma", "Neapmaksātā summa", "Võlgnevus",
                "未结清余额"),
    "agent_notes": ("Agent notes", "Notas del ejecutivo", "Konsultanto pastabos", "Konsultanta piezīmes",
                    "Klienditeenindaja märkused", "客服备注"),
    "submit_transfer": ("Submit transfer", "Enviar solicitud", "Pateikti prašymą", "Iesniegt pieteikumu",
                        "Esita taotlus", "提交申请"),
    # A car dealer's test-drive log.
    "title_testdrive": ("Test-drive log", "Registro de pruebas de manejo", "Bandomųjų važiavimų žurnalas",
                        "Izmēģinājuma braucienu žurnāls", "Proovisõitude register", "试驾登记表"),
    "driver": ("Driver", "Conductor", "Vairuotojas", "Vadītājs", "Juht", "试驾人"),
    "licence": ("Licence no.", "N.º de licencia", "Vairuotojo pažymėjimas", "Vadītāja apliecība", "Juhiluba",
                "驾驶证号"),
    "trade_in": ("Trade-in offer", "Oferta por su auto", "Pasiūlymas už automobilį", "Piedāvājums par auto",
                 "Vahetusauto pakkumine", "旧车估价"),
    "salesperson": ("Salesperson", "Vendedor", "Pardavėjas", "Pārdevējs", "Müügikonsultant", "销售顾问"),
    "new_drive": ("New test drive", "Nueva prueba", "Naujas važiavimas", "Jauns brauciens", "Uus proovisõit",
                  "新增试驾"),
    "export": ("Export", "Exportar", "Eksportuoti", "Eksportēt", "Ekspordi", "导出"),
}  # fmt: skip
_BUTTON_KEYS = ("print", "cancel", "sign_deed", "close_flight", "accept_liability", "reply", "assign_unit",
                "close_incident", "send", "submit_transfer", "new_drive", "export")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "deed_keys": ("{who} confirms the property is free of charges; the keys go to {who2} ({tel}).",
                  "{who} declara que el inmueble está libre de gravámenes; las llaves se entregan a {who2} ({tel}).",
                  "{who} patvirtina, kad turtas neįkeistas; raktai perduodami {who2} ({tel}).",
                  "{who} apliecina, ka īpašums nav ieķīlāts; atslēgas saņem {who2} ({tel}).",
                  "{who} kinnitab, et kinnisasi on koormamata; võtmed saab {who2} ({tel}).",
                  "{who}确认房屋无抵押，钥匙交给{who2}（{tel}）。"),
    "deed_bank": ("The buyer's loan from {org} is paid into escrow; copies to {mail}.",
                  "El crédito de {org} se deposita en garantía; copias a {mail}.",
                  "Pirkėjo paskola iš {org} pervedama į depozitą; kopijos {mail}.",
                  "Pircēja kredīts no {org} tiek deponēts; kopijas uz {mail}.",
                  "Ostja laen pangast {org} kantakse deposiiti; koopiad aadressile {mail}.",
                  "买受人在{org}的贷款转入监管账户，副本发至{mail}。"),
    "manifest": ("Travels with {who}; meet at the gate, call {tel}.", "Viaja con {who}; esperar en puerta, "
                 "llamar al {tel}.", "Keliauja su {who}; pasitikti prie vartų, skambinti {tel}.",
                 "Ceļo kopā ar {who}; sagaidīt pie izejas, zvanīt {tel}.", "Reisib koos {who}; oodata väravas, "
                 "helistada {tel}.", "与{who}同行，登机口接送，电话{tel}。"),
    "dispute_holder": ("I never got the order. It should have gone to {addr}. You can call me on {tel}.",
                       "Nunca recibí el pedido. Debía llegar a {addr}. Pueden llamarme al {tel}.",
                       "Užsakymo negavau. Jis turėjo būti pristatytas adresu {addr}. Skambinkite {tel}.",
                       "Pasūtījumu nesaņēmu. Tam bija jānonāk uz {addr}. Zvaniet {tel}.",
                       "Tellimust ma ei saanud. See pidi jõudma aadressile {addr}. Helistage {tel}.",
                       "我没有收到货，应寄到{addr}。电话{tel}。"),
    "dispute_merchant": ("Our courier left it with {who}, signed for by user {user}.",
                         "Nuestro courier lo entregó a {who}, firmado por el usuario {user}.",
                         "Kurjeris paliko siuntą {who}, pasirašė naudotojas {user}.",
                         "Kurjers to atstāja {who}, parakstījās lietotājs {user}.",
                         "Kuller andis paki üle {who}, allkirjastas kasutaja {user}.",
                         "快递已交给{who}，由用户{user}签收。"),
    "dispute_bank": ("Please send the proof of delivery to {mail} by Friday.",
                     "Envíe el comprobante de entrega a {mail} antes del viernes.",
                     "Pristatymo įrodymą atsiųskite {mail} iki penktadienio.",
                     "Lūdzu, nosūtiet piegādes apliecinājumu uz {mail} līdz piektdienai.",
                     "Palun saatke kättetoimetamise tõend aadressile {mail} reedeks.",
                     "请于周五前将签收凭证发至{mail}。"),
    "dispatch": ("Neighbour {who} has a key, {tel}.", "Vecino {who} tiene llave, {tel}.",
                 "Kaimynas {who} turi raktą, {tel}.", "Kaimiņam {who} ir atslēga, {tel}.",
                 "Naabril {who} on võti, {tel}.", "邻居{who}有钥匙，{tel}。"),
    "referral_1": ("I would be grateful if you could see {who}, who has had chest pain on exertion since March.",
                   "Agradeceré evaluar a {who}, con dolor torácico al esfuerzo desde marzo.",
                   "Prašau konsultuoti {who}, nuo kovo jaučiantį krūtinės skausmą fizinio krūvio metu.",
                   "Lūdzu konsultēt {who}, kam kopš marta ir sāpes krūtīs slodzes laikā.",
                   "Palun konsulteerida {who}, kellel on märtsist pingutusel valu rinnus.",
                   "请为{who}会诊，患者自三月起活动后胸痛。"),
    "referral_2": ("Lives with {who2} at {addr}; best reached on {tel} or {mail}.",
                   "Vive con {who2} en {addr}; contacto {tel} o {mail}.",
                   "Gyvena su {who2} adresu {addr}; kontaktai {tel} arba {mail}.",
                   "Dzīvo kopā ar {who2}, {addr}; sazināties {tel} vai {mail}.",
                   "Elab koos {who2}, {addr}; kontakt {tel} või {mail}.",
                   "与{who2}同住于{addr}，联系电话{tel}，邮箱{mail}。"),
    "referral_3": ("Works night shifts at {org}.", "Trabaja en turno de noche en {org}.",
                   "Dirba naktinėmis pamainomis {org}.", "Strādā nakts maiņās {org}.",
                   "Töötab öövahetustes ettevõttes {org}.", "在{org}上夜班。"),
    "port_note": ("{user}: wants to keep voicemail; second contact {who} {tel}.",
                  "{user}: quiere conservar el buzón de voz; segundo contacto {who} {tel}.",
                  "{user}: nori išlaikyti balso paštą; antras kontaktas {who} {tel}.",
                  "{user}: vēlas saglabāt balss pastu; otra kontaktpersona {who} {tel}.",
                  "{user}: soovib kõneposti säilitada; teine kontakt {who} {tel}.",
                  "{user}：希望保留语音信箱；备用联系人{who} {tel}。"),
    "port_mail": ("{user}: sent the form to {mail}, ID checked.", "{user}: formulario enviado a {mail}, "
                  "identidad verificada.", "{user}: forma išsiųsta {mail}, tapatybė patikrinta.",
                  "{user}: veidlapa nosūtīta uz {mail}, identitāte pārbaudīta.",
                  "{user}: vorm saadetud aadressile {mail}, isik tuvastatud.",
                  "{user}：表格已发送至{mail}，身份已核实。"),
    "testdrive": ("Trade-in owned jointly with {who}; finance through {org}.",
                  "Auto en parte de pago, copropiedad de {who}; financia {org}.",
                  "Keičiamas automobilis priklauso ir {who}; finansuoja {org}.",
                  "Maināmais auto pieder arī {who}; finansē {org}.",
                  "Vahetusauto kuulub ka {who}; rahastab {org}.",
                  "置换车辆与{who}共有，贷款机构{org}。"),
}  # fmt: skip

_STYLE = (
    "<style>body{font-family:sans-serif;margin:14px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 8px;text-align:left;vertical-align:top}th{background:#f0efe6}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:210px 600px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 10px}h3{margin:12px 0 6px;font-size:14px}p{margin:5px 0}"
    ".narrow{max-width:140px}.note{max-width:300px;color:#333}.msg{margin:4px 0;padding:5px 9px;"
    "background:#eef4f8;max-width:720px;border-radius:6px}.msg.them{background:#f6f1e7;margin-left:60px}"
    ".who{font-weight:bold;margin-right:6px}.letter{display:inline-block;border:1px solid #bbb;padding:8px 14px;"
    "margin:4px 18px 8px 0;line-height:1.5;vertical-align:top}.parties{display:flex;gap:10px}"
    ".party{border:1px solid #ddd;padding:6px 10px;width:440px}.sheet{max-width:820px;line-height:1.55}"
    ".head{display:flex;justify-content:space-between}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t
_BALTIC = ("lt_LT", "lv_LV", "et_EE")


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def _luhn_digit(digits: list[int]) -> int:
    total = sum(sum(divmod(d * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def amount(locale: str, rng: random.Random, low: float, high: float) -> SeededValue:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark; Chilean pesos whole)."""
    value = rng.uniform(low, high)
    whole, _, cents = f"{value:,.2f}".partition(".")
    spaced = whole.replace(",", "\u00a0")
    pesos = f"{round(value * 900):,}".replace(",", ".")
    written = {"en_NZ": f"${whole}.{cents}", "es_CL": f"${pesos}", "lt_LT": f"{spaced},{cents} €",
               "lv_LV": f"{spaced},{cents} EUR", "et_EE": f"{spaced},{cents} €", "zh_CN": f"¥{whole}.{cents}"}  # fmt: skip
    return SeededValue("AMOUNT", written.get(locale, f"${whole}.{cents}"))


def birth_date(locale: str, rng: random.Random) -> SeededValue:
    """A date of birth as the locale writes it."""
    y, m, d = rng.randrange(1940, 2007), rng.randrange(1, 13), rng.randrange(1, 29)
    written = {"en_NZ": f"{d:02d}/{m:02d}/{y}", "es_CL": f"{d:02d}-{m:02d}-{y}", "lt_LT": f"{y}-{m:02d}-{d:02d}",
               "lv_LV": f"{d:02d}.{m:02d}.{y}.", "et_EE": f"{d:02d}.{m:02d}.{y}", "zh_CN": f"{y}年{m}月{d}日"}  # fmt: skip
    return SeededValue("DATE_OF_BIRTH", written.get(locale, f"{y}-{m:02d}-{d:02d}"))


def _baltic_check(digits: list[int]) -> int:
    """The check digit of a Lithuanian asmens kodas or an Estonian isikukood (weights 1..9,1, then 3..9,1,2,3)."""
    for weights in ((1, 2, 3, 4, 5, 6, 7, 8, 9, 1), (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)):
        rest = sum(d * w for d, w in zip(digits, weights, strict=True)) % 11
        if rest < 10:
            return rest
    return 0


#: Districts' codes of Beijing, Shanghai and Tianjin (codes in use since the numbers began, as validators know them).
_CN_DISTRICTS = ("110101", "110102", "110105", "110106", "110108", "310101", "310104", "310105", "310106", "310107",
                 "310110", "120101", "120103")  # fmt: skip


def national_id(fake: Faker, locale: str, rng: random.Random) -> SeededValue:
    """A national ID number shaped as the country writes it, with its check digit."""
    if locale == "en_NZ":  # IRD number: mod 11 with two weightings, 9 digits written 3-3-3
        while True:
            base = [1, rng.randrange(0, 5)] + [rng.randrange(10) for _ in range(6)]
            for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
                rest = sum(d * w for d, w in zip(base, weights, strict=True)) % 11
                check = 0 if rest == 0 else 11 - rest
                if check < 10:
                    break
            if check < 10:
                raw = "".join(map(str, [*base, check]))
                return SeededValue("ID", f"{raw[:3]}-{raw[3:6]}-{raw[6:]}")
    if locale == "es_CL":  # RUT: mod 11, weights 2..7 from the right, K for 10
        body = rng.randrange(5_000_000, 25_000_000)
        total = sum(int(d) * (2 + k % 6) for k, d in enumerate(reversed(str(body))))
        verifier = {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11))
        return SeededValue("ID", f"{body:,}".replace(",", ".") + f"-{verifier}")
    if locale in ("lt_LT", "et_EE"):  # G YYMMDD SSS K: G is the century and sex (3-6)
        digits = [rng.choice((3, 4, 5, 6)), *map(int, f"{rng.randrange(100):02d}{rng.randrange(1, 13):02d}"
                  f"{rng.randrange(1, 29):02d}{rng.randrange(1000):03d}")]  # fmt: skip
        return SeededValue("ID", "".join(map(str, [*digits, _baltic_check(digits)])))
    if locale == "lv_LV":  # DDMMYY-CNNNN: (1101 - weighted sum) mod 11, the century in C
        while True:
            digits = list(map(int, f"{rng.randrange(1, 29):02d}{rng.randrange(1, 13):02d}{rng.randrange(100):02d}"
                                   f"{rng.choice((1, 2))}{rng.randrange(1000):03d}"))  # fmt: skip
            check = (1101 - sum(d * w for d, w in zip(digits, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2), strict=True))) % 11
            if check < 10:
                raw = "".join(map(str, [*digits, check]))
                return SeededValue("ID", f"{raw[:6]}-{raw[6:]}")
    if locale == "zh_CN":  # resident identity number: a district, the birth date, a serial, its ISO 7064 check
        stem = (f"{rng.choice(_CN_DISTRICTS)}{rng.randrange(1940, 2007)}{rng.randrange(1, 13):02d}"
                f"{rng.randrange(1, 29):02d}{rng.randrange(1000):03d}")  # fmt: skip
        total = sum(int(d) * pow(2, 17 - k, 11) for k, d in enumerate(stem))
        return SeededValue("ID", stem + "10X98765432"[total % 11])
    return SeededValue("ID", f"{rng.randrange(100, 900)}-{rng.randrange(10, 100)}-{rng.randrange(1000, 10000)}")


def _iban(country: str, bban: str) -> str:
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


#: Real bank codes: Lithuanian (five digits), Latvian (the bank's BIC letters), Estonian (two digits).
_LT_BANKS = ("70440", "73000", "40100", "71800", "72900", "21400")
_LV_BANKS = ("HABA", "UNLA", "RIKO", "PARX", "NDEA", "LATB")
_EE_BANKS = ("22", "10", "17", "77", "33", "96")


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (LT, LV; EE with its account's 7-3-1 check digit too); elsewhere the account
    as the country writes it: a New Zealand bank, branch, account and suffix, a Chilean current account number, a
    Chinese bank card number (UnionPay, Luhn digit)."""
    if locale == "lt_LT":
        return SeededValue("IBAN_CODE", _iban("LT", rng.choice(_LT_BANKS) + f"{rng.randrange(10**11):011d}"))
    if locale == "lv_LV":
        return SeededValue("IBAN_CODE", _iban("LV", rng.choice(_LV_BANKS) + f"{rng.randrange(10**13):013d}"))
    if locale == "et_EE":
        account = [rng.randrange(1, 10)] + [rng.randrange(10) for _ in range(12)]
        check = (10 - sum(d * (7, 3, 1)[k % 3] for k, d in enumerate(reversed(account))) % 10) % 10
        return SeededValue("IBAN_CODE", _iban("EE", rng.choice(_EE_BANKS) + "".join(map(str, [*account, check]))))
    if locale == "en_NZ":
        bank = rng.choice(("01", "02", "03", "06", "12", "38"))
        return SeededValue("BANK_ACCOUNT", f"{bank}-{rng.randrange(10**4):04d}-{rng.randrange(10**7):07d}-"
                                           f"{rng.choice(('00', '01', '02', '25'))}")  # fmt: skip
    if locale == "es_CL":
        return SeededValue("BANK_ACCOUNT", f"{rng.randrange(10**7, 10**8)}{rng.randrange(10**2):02d}")
    return _dec12_account("zh_CN", rng)


#: Baltic streets and towns (with each country's postcode form); Faker writes no Baltic addresses.
_STREETS = {
    "lt_LT": ("Gedimino pr.", "Vilniaus g.", "Laisvės al.", "Savanorių pr.", "Taikos pr.", "Žalgirio g.",
              "Kauno g.", "Basanavičiaus g.", "Ąžuolyno g.", "Šilo g."),
    "lv_LV": ("Brīvības iela", "Krišjāņa Barona iela", "Dzirnavu iela", "Tērbatas iela", "Maskavas iela",
              "Lāčplēša iela", "Ganību dambis", "Kalnciema iela", "Skolas iela", "Rīgas gatve"),
    "et_EE": ("Pärnu mnt", "Tartu mnt", "Narva mnt", "Rüütli tn", "Kalda tee", "Lille tn", "Vabaduse pst",
              "Jõe tn", "Mäe tn", "Õismäe tee"),
}  # fmt: skip
_TOWNS = {
    "lt_LT": ("Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys", "Alytus", "Marijampolė", "Utena"),
    "lv_LV": ("Rīga", "Daugavpils", "Liepāja", "Jelgava", "Jūrmala", "Ventspils", "Rēzekne", "Valmiera"),
    "et_EE": ("Tallinn", "Tartu", "Pärnu", "Narva", "Viljandi", "Rakvere", "Kuressaare", "Haapsalu"),
}  # fmt: skip
_PHONES = {"lt_LT": "+370 6{:02d} {:05d}", "lv_LV": "+371 2{:03d} {:04d}", "et_EE": "+372 5{:03d} {:04d}"}
_FORMS = {"lt_LT": ("UAB „{}“", "{} ir partneriai", "AB „{}“"), "lv_LV": ("SIA „{}“", "AS „{}“", "{} un partneri"),
          "et_EE": ("{} OÜ", "AS {}", "{} ja Partnerid OÜ")}  # fmt: skip


def street_town(fake: Faker, locale: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines as a letter writes them."""
    if locale in _BALTIC:
        street = f"{rng.choice(_STREETS[locale])} {rng.randrange(1, 120)}-{rng.randrange(1, 60)}"
        town = rng.choice(_TOWNS[locale])
        code = {"lt_LT": f"LT-{rng.randrange(10**4, 10**5)}", "lv_LV": f"LV-{rng.randrange(1001, 5999)}",
                "et_EE": f"{rng.randrange(10**4, 10**5)}"}[locale]  # fmt: skip
        return street, (f"{town}, {code}" if locale == "lv_LV" else f"{code} {town}")
    if locale == "zh_CN":
        return f"{fake.province()}{fake.city()}{fake.district()}区", f"{fake.street_address()} {fake.postcode()}"
    first, _, rest = str(fake.address()).partition("\n")
    return first, rest.replace("\n", ", ") or str(fake.city())


def _address(fake: Faker, locale: str, rng: random.Random) -> str:
    """A postal address on one line."""
    street, town = street_town(fake, locale, rng)
    return f"{street}{town}" if locale == "zh_CN" else f"{street}, {town}"


def phone(fake: Faker, locale: str, rng: random.Random) -> str:
    """A phone number as the country writes it (Faker's, or a Baltic mobile number)."""
    if locale in _PHONES:
        return _PHONES[locale].format(rng.randrange(100), rng.randrange(10**4 if locale != "lt_LT" else 10**5))
    return str(fake.phone_number())


def company(fake: Faker, locale: str, rng: random.Random) -> str:
    """A company's name (Faker's, or a Baltic company under its legal form)."""
    if locale in _FORMS:
        return rng.choice(_FORMS[locale]).format(fake.last_name())
    return str(fake.company())


def local_person(fake: Faker, rng: random.Random, locale: str) -> SeededPerson:
    """A person of the locale, with the phone, address and company the country writes (:func:`person`, then the
    Baltic forms where Faker has none)."""
    base = person(fake, rng)
    if locale not in _BALTIC:
        return base
    return SeededPerson(name=base.name, username=base.username, email=base.email, phone=phone(fake, locale, rng),
                        address=_address(fake, locale, rng), company=company(fake, locale, rng), ident=base.ident)  # fmt: skip


def _name(fake: Faker) -> str:
    return str(fake.name())


def _letter(fake: Faker, locale: str, rng: random.Random, who: str) -> tuple[str, list[SeededValue]]:
    """A postal address on two lines under a name; the name and the address as values."""
    street, town = street_town(fake, locale, rng)
    block = f"<div class='letter'>{html.escape(who)}<br>{html.escape(street)}<br>{html.escape(town)}</div>"
    return block, [SeededValue("PERSON", who), SeededValue("ADDRESS", f"{street}, {town}")]


def _table(loc: str, keys: tuple[str, ...], rows: list[str]) -> str:
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in keys)
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _party(loc: str, fake: Faker, rng: random.Random, role: str) -> tuple[str, list[SeededValue]]:
    """One party of a deed: a name over a two-line address, a date of birth and a national ID number."""
    who = _name(fake)
    letter, values = _letter(fake, loc, rng, who)
    born, pin = birth_date(loc, rng), national_id(fake, loc, rng)
    grid = _CHROME.grid([(_t(loc, "dob"), born.value), (_t(loc, "national_id"), pin.value)])
    return f"<div class='party'><h3>{_t(loc, role)}</h3>{letter}{grid}</div>", [*values, born, pin]


def _deed(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    seller, seller_values = _party(loc, fake, rng, "seller")
    buyer, buyer_values = _party(loc, fake, rng, "buyer")
    deed_no, where = number(rng, "D", 7), _address(fake, loc, rng)
    price, escrow, lender = amount(loc, rng, 80_000, 900_000), bank_account(loc, rng), company(fake, loc, rng)
    proceeds = bank_account(loc, rng)
    seller_name, buyer_name = seller_values[0].value, buyer_values[0].value
    keys_to, tel, mail = _name(fake), phone(fake, loc, rng), str(fake.email())
    body = _CHROME.grid([(_t(loc, "deed_no"), deed_no)]) + f"<div class='parties'>{seller}{buyer}</div>"
    body += _CHROME.grid([(_t(loc, "property"), where), (_t(loc, "price"), price.value),
                          (_t(loc, "escrow"), escrow.value), (_t(loc, "proceeds"), proceeds.value)])  # fmt: skip
    remarks = [_say(loc, "deed_keys", who=seller_name, who2=keys_to, tel=tel),
               _say(loc, "deed_bank", org=lender, mail=mail)]  # fmt: skip
    body += f"<h3>{_t(loc, 'notary_remarks')}</h3>" + "".join(f"<p>{html.escape(r)}</p>" for r in remarks)
    values = [SeededValue("ID", deed_no), *seller_values, *buyer_values, SeededValue("ADDRESS", where), price, escrow, proceeds,
              SeededValue("PERSON", keys_to), SeededValue("PHONE_NUMBER", tel), SeededValue("ORGANIZATION", lender),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("PERSON", buyer_name)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_deed"), body + _CHROME.buttons(loc, "sign_deed", "print")), values


def _passport(loc: str, rng: random.Random) -> str:
    prefix = {"en_NZ": "LA", "es_CL": "F", "lt_LT": "", "lv_LV": "LV", "et_EE": "K", "zh_CN": "E"}.get(loc, "P")
    return number(rng, prefix, 8 if len(prefix) < 2 else 7)


def _manifest(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(10):
        who, born, passport = _name(fake), birth_date(loc, rng), _passport(loc, rng)
        ffn, tel = number(rng, "FF", 9), phone(fake, loc, rng)
        values += [SeededValue("PERSON", who), born, SeededValue("ID", passport), SeededValue("ID", ffn),
                   SeededValue("PHONE_NUMBER", tel)]  # fmt: skip
        note = ""
        if k % 2 == 0:  # every other passenger travels with someone the crew should call
            companion, companion_tel = _name(fake), phone(fake, loc, rng)
            note = _say(loc, "manifest", who=companion, tel=companion_tel)
            values += [SeededValue("PERSON", companion), SeededValue("PHONE_NUMBER", companion_tel)]
        rows.append(table_row([f"{12 + k // 3}{'ACDF'[k % 4]}", who, born.value, passport, ffn, tel, note], note=(6,)))
    body = _table(loc, ("seat", "passenger", "dob", "passport", "ffn", "phone", "assistance"), rows)
    return _CHROME.page(loc, _t(loc, "title_manifest"), body + _CHROME.buttons(loc, "close_flight", "print")), values


def _dispute(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    holder, merchant_agent, bank_agent = local_person(fake, rng, loc), _name(fake), _name(fake)
    case_no, card, owed = number(rng, "CB", 8), card_number(rng), amount(loc, rng, 30, 2500)
    shop, refund_to = company(fake, loc, rng), bank_account(loc, rng)
    street, town = street_town(fake, loc, rng)
    shipped = f"{street}{town}" if loc == "zh_CN" else f"{street}, {town}"
    neighbour, courier_user, proof_mail = _name(fake), local_person(fake, rng, loc).username, str(fake.email())
    body = _CHROME.grid([(_t(loc, "case_no"), case_no), (_t(loc, "cardholder"), holder.name),
                         (_t(loc, "card"), card), (_t(loc, "disputed"), owed.value), (_t(loc, "merchant"), shop),
                         (_t(loc, "delivery"), shipped), (_t(loc, "email"), holder.email),
                         (_t(loc, "refund_to"), refund_to.value)])  # fmt: skip
    thread = [
        ("", holder.name, _say(loc, "dispute_holder", addr=shipped, tel=holder.phone)),
        (" them", merchant_agent, _say(loc, "dispute_merchant", who=neighbour, user=courier_user)),
        ("", bank_agent, _say(loc, "dispute_bank", mail=proof_mail)),
    ]
    body += f"<h3>{_t(loc, 'thread')}</h3>" + "".join(
        f"<div class='msg{side}'><span class='who'>{html.escape(who)}</span>{html.escape(text)}</div>"
        for side, who, text in thread
    )
    values = [SeededValue("ID", case_no), *holder.values("name", "email", "phone"), SeededValue("CREDIT_CARD", card),
              owed, refund_to, SeededValue("ORGANIZATION", shop), SeededValue("ADDRESS", shipped),
              SeededValue("PERSON", merchant_agent), SeededValue("PERSON", bank_agent),
              SeededValue("PERSON", neighbour), SeededValue("USERNAME", courier_user),
              SeededValue("EMAIL_ADDRESS", proof_mail)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_dispute"), body + _CHROME.buttons(loc, "accept_liability", "reply")), values


def _dispatch(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(9):
        caller, tel, where = _name(fake), phone(fake, loc, rng), _address(fake, loc, rng)
        unit = f"{'AFP'[k % 3]}{rng.randrange(1, 40)}"
        neighbour, other, operator = _name(fake), phone(fake, loc, rng), local_person(fake, rng, loc).username
        note = _say(loc, "dispatch", who=neighbour, tel=other)
        rows.append(table_row([f"{7 + k}:{rng.randrange(60):02d}", caller, tel, where, operator, unit, note],
                           narrow=(3,), note=(6,)))  # fmt: skip
        values += [SeededValue("PERSON", caller), SeededValue("PHONE_NUMBER", tel), SeededValue("ADDRESS", where),
                   SeededValue("USERNAME", operator), SeededValue("PERSON", neighbour),
                   SeededValue("PHONE_NUMBER", other)]  # fmt: skip
    keys = ("time", "caller", "callback", "incident_address", "operator", "unit", "dispatcher_notes")
    body = _table(loc, keys, rows)
    buttons = _CHROME.buttons(loc, "assign_unit", "close_incident")
    return _CHROME.page(loc, _t(loc, "title_dispatch"), body + buttons), values


def _referral(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    clinic, clinic_street, clinic_town = company(fake, loc, rng), *street_town(fake, loc, rng)
    specialist = _name(fake)
    to_block, to_values = _letter(fake, loc, rng, specialist)
    patient, carer = local_person(fake, rng, loc), _name(fake)
    born, pin, doctor = birth_date(loc, rng), national_id(fake, loc, rng), _name(fake)
    head = (f"<div class='head'><div><b>{html.escape(clinic)}</b><br>{html.escape(clinic_street)}<br>"
            f"{html.escape(clinic_town)}</div></div>")  # fmt: skip
    body = head + f"<h3>{_t(loc, 'to')}</h3>{to_block}"
    body += _CHROME.grid([(_t(loc, "regarding"), patient.name), (_t(loc, "dob"), born.value),
                          (_t(loc, "patient_id"), pin.value)])  # fmt: skip
    paragraphs = [_say(loc, "referral_1", who=patient.name),
                  _say(loc, "referral_2", who2=carer, addr=patient.address, tel=patient.phone, mail=patient.email),
                  _say(loc, "referral_3", org=patient.company)]  # fmt: skip
    body += f"<h3>{_t(loc, 'clinical_summary')}</h3><div class='sheet'>"
    body += "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs) + "</div>"
    body += _CHROME.grid([(_t(loc, "referring_doctor"), doctor)])
    values = [SeededValue("ORGANIZATION", clinic), SeededValue("ADDRESS", f"{clinic_street}, {clinic_town}"),
              *to_values, *patient.values("name", "address", "phone", "email", "company"), born, pin,
              SeededValue("PERSON", carer), SeededValue("PERSON", doctor)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_referral"), body + _CHROME.buttons(loc, "send", "print")), values


def _port(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    holder, born, pin = local_person(fake, rng, loc), birth_date(loc, rng), national_id(fake, loc, rng)
    provider, provider_no, card = company(fake, loc, rng), number(rng, "C", 9), card_number(rng)
    debit, balance = bank_account(loc, rng), amount(loc, rng, 5, 400)
    letter, letter_values = _letter(fake, loc, rng, holder.name)
    body = _CHROME.grid([(_t(loc, "holder"), holder.name), (_t(loc, "dob"), born.value),
                         (_t(loc, "national_id"), pin.value), (_t(loc, "number_to_move"), holder.phone),
                         (_t(loc, "current_provider"), provider), (_t(loc, "provider_account"), provider_no),
                         (_t(loc, "email"), holder.email), (_t(loc, "payment_card"), card),
                         (_t(loc, "debit_account"), debit.value), (_t(loc, "balance"), balance.value)])  # fmt: skip
    body += f"<h3>{_t(loc, 'billing_address')}</h3>{letter}<h3>{_t(loc, 'agent_notes')}</h3>"
    agents = [local_person(fake, rng, loc).username for _ in range(2)]
    contact, contact_tel, sent_to = _name(fake), phone(fake, loc, rng), str(fake.email())
    notes = [_say(loc, "port_note", user=agents[0], who=contact, tel=contact_tel),
             _say(loc, "port_mail", user=agents[1], mail=sent_to)]  # fmt: skip
    body += "".join(f"<p class='note'>{html.escape(n)}</p>" for n in notes)
    values = [*holder.values("phone", "email"), born, pin, SeededValue("ORGANIZATION", provider),
              SeededValue("ID", provider_no), SeededValue("CREDIT_CARD", card), debit, balance, *letter_values,
              *(SeededValue("USERNAME", a) for a in agents), SeededValue("PERSON", contact),
              SeededValue("PHONE_NUMBER", contact_tel), SeededValue("EMAIL_ADDRESS", sent_to)]  # fmt: skip
    buttons = _CHROME.buttons(loc, "submit_transfer", "cancel")
    return _CHROME.page(loc, _t(loc, "title_port"), body + buttons), values


def _testdrive(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(8):
        driver, licence, born = local_person(fake, rng, loc), number(rng, "DL", 7), birth_date(loc, rng)
        seller, co_owner, lender = _name(fake), _name(fake), company(fake, loc, rng)
        offer = amount(loc, rng, 1500, 30000)
        note = _say(loc, "testdrive", who=co_owner, org=lender) if k % 2 else ""
        rows.append(table_row([f"{9 + k}:00", driver.name, licence, born.value, driver.phone, driver.email,
                            driver.address, offer.value, seller, note], narrow=(6,), note=(9,)))  # fmt: skip
        values += [*driver.values("name", "phone", "email", "address"), SeededValue("ID", licence), born, offer,
                   SeededValue("PERSON", seller)]  # fmt: skip
        if note:
            values += [SeededValue("PERSON", co_owner), SeededValue("ORGANIZATION", lender)]
    keys = ("time", "driver", "licence", "dob", "phone", "email", "address", "trade_in", "salesperson", "notes")
    body = _table(loc, keys, rows)
    return _CHROME.page(loc, _t(loc, "title_testdrive"), body + _CHROME.buttons(loc, "new_drive", "export")), values


class SyntheticKindsDec13Adapter(SyntheticKindsBase):
    """The seven page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec13"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"deed": _deed, "manifest": _manifest, "dispute": _dispute,
                                               "dispatch": _dispatch, "referral": _referral, "port": _port,
                                               "testdrive": _testdrive}  # fmt: skip
    button_keys = _BUTTON_KEYS
