"""Page kinds written for the dec12 split, apart from the redactor and before its run.

Seven kinds no split had before — a marina's berth register, a lender's loan review, a hospital
ward's handover board, an estate agent's viewings, a foundation's scholarship applications, a repair
shop's intake with its message thread and a call centre's callback queue — each with its chrome in
the dataset's language (Australian English, Canadian French, Belgian Dutch, Indonesian, Vietnamese,
Chinese), seeded with Faker data (dates of birth, national ID numbers with their check digits where
the country has one, Belgian IBANs with both their check digits, bank accounts as each country
writes them, card numbers with their Luhn digit, amounts as the country writes them, postal
addresses on one line, on two lines under a name and wrapped in a narrow column) and values inside
free text (notes, comments, chat lines), served on loopback and rendered in Chromium like any web
app, labelled by differential rendering like the real apps. The pages' words are written here, not
taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters import person
from screenroute.bench.privacy.adapters.synthetic_base import (
    PageBuilder,
    PageChrome,
    SyntheticKindsBase,
    number,
    table_row,
)
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.differential import SeededValue

__all__ = ["SyntheticKindsDec12Adapter", "amount", "bank_account", "birth_date", "national_id"]

_LANGS = ("en", "fr", "nl", "id", "vi", "zh")
#: Chrome per language, in the order of ``_LANGS``.
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "name": ("Name", "Nom", "Naam", "Nama", "Họ và tên", "姓名"),
    "dob": ("Date of birth", "Date de naissance", "Geboortedatum", "Tanggal lahir", "Ngày sinh", "出生日期"),
    "national_id": ("Tax file number", "NAS", "Rijksregisternummer", "NIK", "Số CCCD", "身份证号"),
    "address": ("Address", "Adresse", "Adres", "Alamat", "Địa chỉ", "地址"),
    "phone": ("Phone", "Téléphone", "Telefoon", "Telepon", "Điện thoại", "电话"),
    "email": ("Email", "Courriel", "E-mail", "Surel", "Email", "电子邮箱"),
    "company": ("Employer", "Employeur", "Werkgever", "Perusahaan", "Nơi làm việc", "工作单位"),
    "account": ("Bank account", "Compte bancaire", "Rekeningnummer", "Rekening bank", "Số tài khoản", "银行账号"),
    "print": ("Print", "Imprimer", "Afdrukken", "Cetak", "In", "打印"),
    "save": ("Save", "Enregistrer", "Opslaan", "Simpan", "Lưu", "保存"),
    # A marina's berth register.
    "title_marina": ("Berth register", "Registre des postes d'amarrage", "Ligplaatsenregister", "Daftar tambatan",
                     "Sổ bến neo đậu", "泊位登记表"),
    "berth": ("Berth", "Poste", "Ligplaats", "Tambatan", "Bến", "泊位"),
    "owner": ("Owner", "Propriétaire", "Eigenaar", "Pemilik", "Chủ tàu", "船主"),
    "hull_id": ("Hull ID", "N° de coque", "Rompnummer", "No. lambung", "Số thân tàu", "船体编号"),
    "debit": ("Direct debit", "Prélèvement", "Domiciliëring", "Debit otomatis", "Ghi nợ tự động", "自动扣款"),
    "renew_berths": ("Renew berths", "Renouveler", "Verlengen", "Perpanjang", "Gia hạn", "续约"),
    # A lender's loan review.
    "title_loan": ("Loan application review", "Analyse de la demande de prêt", "Beoordeling kredietaanvraag",
                   "Tinjauan pengajuan pinjaman", "Thẩm định hồ sơ vay", "贷款申请审核"),
    "applicant": ("Applicant", "Demandeur", "Aanvrager", "Pemohon", "Người vay", "申请人"),
    "co_applicant": ("Co-applicant", "Codemandeur", "Medeaanvrager", "Pemohon pendamping", "Người đồng vay",
                     "共同申请人"),
    "income": ("Monthly income", "Revenu mensuel", "Maandinkomen", "Penghasilan bulanan", "Thu nhập hàng tháng",
               "月收入"),
    "requested": ("Amount requested", "Montant demandé", "Gevraagd bedrag", "Jumlah diajukan", "Số tiền vay",
                  "申请金额"),
    "postal": ("Postal address", "Adresse postale", "Postadres", "Alamat surat", "Địa chỉ liên hệ", "通讯地址"),
    "underwriter_notes": ("Underwriter notes", "Notes de l'analyste", "Notities van de beoordelaar",
                          "Catatan analis", "Ghi chú thẩm định", "审核备注"),
    "approve": ("Approve", "Approuver", "Goedkeuren", "Setujui", "Phê duyệt", "批准"),
    "decline": ("Decline", "Refuser", "Weigeren", "Tolak", "Từ chối", "拒绝"),
    # A hospital ward's handover board.
    "title_ward": ("Ward handover", "Relève de l'unité", "Overdracht afdeling", "Serah terima bangsal",
                   "Bàn giao ca trực", "病区交班表"),
    "bed": ("Bed", "Lit", "Bed", "Ranjang", "Giường", "床位"),
    "patient": ("Patient", "Patient", "Patiënt", "Pasien", "Bệnh nhân", "患者"),
    "mrn": ("Record no.", "N° de dossier", "Dossiernr.", "No. rekam medis", "Mã bệnh án", "病历号"),
    "kin": ("Next of kin", "Proche aidant", "Contactpersoon", "Keluarga", "Người thân", "紧急联系人"),
    "handover_note": ("Handover note", "Note de relève", "Overdrachtsnotitie", "Catatan serah terima",
                      "Ghi chú bàn giao", "交班备注"),
    "sign_handover": ("Sign handover", "Signer la relève", "Overdracht tekenen", "Tanda tangani", "Ký bàn giao",
                      "签署交班"),
    # An estate agent's viewings.
    "title_viewings": ("Property viewings", "Visites de propriétés", "Bezichtigingen", "Jadwal kunjungan properti",
                       "Lịch xem nhà", "看房预约"),
    "time": ("Time", "Heure", "Tijd", "Waktu", "Giờ", "时间"),
    "property": ("Property", "Propriété", "Pand", "Properti", "Bất động sản", "房源"),
    "viewer": ("Viewer", "Visiteur", "Kandidaat", "Pengunjung", "Khách xem", "看房人"),
    "agent_comment": ("Agent's comment", "Commentaire du courtier", "Opmerking makelaar", "Komentar agen",
                      "Nhận xét của môi giới", "经纪人备注"),
    "book_viewing": ("Book viewing", "Réserver une visite", "Bezichtiging plannen", "Pesan kunjungan",
                     "Đặt lịch xem", "预约看房"),
    # A foundation's scholarship applications.
    "title_scholarship": ("Scholarship applications", "Demandes de bourse", "Beursaanvragen",
                          "Pendaftaran beasiswa", "Hồ sơ học bổng", "奖学金申请"),
    "student": ("Student", "Étudiant", "Student", "Mahasiswa", "Sinh viên", "学生"),
    "student_no": ("Student no.", "N° d'étudiant", "Studentennr.", "NIM", "Mã sinh viên", "学号"),
    "sponsor": ("Sponsor", "Commanditaire", "Sponsor", "Sponsor", "Nhà tài trợ", "资助单位"),
    "award": ("Award", "Montant accordé", "Toegekend", "Nominal", "Mức học bổng", "资助金额"),
    "reviewer_comment": ("Reviewer comment", "Commentaire de l'évaluateur", "Opmerking beoordelaar",
                         "Komentar penilai", "Nhận xét của người chấm", "评审意见"),
    "shortlist": ("Shortlist", "Présélectionner", "Voordragen", "Masukkan daftar pendek", "Chọn vào vòng sau",
                  "入围"),
    # A repair shop's intake with its message thread.
    "title_repair": ("Repair intake", "Prise en charge de réparation", "Herstelaanvraag", "Penerimaan servis",
                     "Phiếu nhận sửa chữa", "维修登记单"),
    "customer": ("Customer", "Client", "Klant", "Pelanggan", "Khách hàng", "客户"),
    "serial": ("Serial no.", "N° de série", "Serienummer", "No. seri", "Số sê-ri", "序列号"),
    "deposit_card": ("Deposit card", "Carte du dépôt", "Kaart voorschot", "Kartu deposit", "Thẻ đặt cọc",
                     "押金银行卡"),
    "estimate": ("Estimate", "Estimation", "Raming", "Perkiraan biaya", "Báo giá", "估价"),
    "messages": ("Messages", "Messages", "Berichten", "Pesan", "Tin nhắn", "消息记录"),
    "send": ("Send", "Envoyer", "Versturen", "Kirim", "Gửi", "发送"),
    # A call centre's callback queue.
    "title_callbacks": ("Callback queue", "File des rappels", "Terugbelwachtrij", "Antrean panggilan balik",
                        "Hàng chờ gọi lại", "回拨队列"),
    "caller": ("Caller", "Appelant", "Beller", "Penelepon", "Người gọi", "来电人"),
    "customer_no": ("Customer no.", "N° de client", "Klantnummer", "No. pelanggan", "Mã khách hàng", "客户编号"),
    "portal_login": ("Portal login", "Identifiant du portail", "Portaallogin", "Login portal", "Tài khoản cổng",
                     "门户账号"),
    "agent": ("Agent", "Agent", "Medewerker", "Agen", "Nhân viên", "坐席"),
    "call_notes": ("Call notes", "Notes d'appel", "Gespreksnotities", "Catatan panggilan", "Ghi chú cuộc gọi",
                   "通话记录"),
    "call_back": ("Call back", "Rappeler", "Terugbellen", "Telepon balik", "Gọi lại", "回拨"),
    "close_case": ("Close case", "Fermer le dossier", "Dossier sluiten", "Tutup kasus", "Đóng yêu cầu", "结案"),
}  # fmt: skip
_BUTTON_KEYS = ("print", "save", "renew_berths", "approve", "decline", "sign_handover", "book_viewing", "shortlist",
                "send", "call_back", "close_case")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "loan_call": ("Called {who} on {tel} to confirm the job at {org}.", "Appelé {who} au {tel} pour confirmer "
                  "l'emploi chez {org}.", "{who} gebeld op {tel} om de job bij {org} te bevestigen.",
                  "Menelepon {who} di {tel} untuk konfirmasi pekerjaan di {org}.", "Đã gọi {who} số {tel} để xác "
                  "nhận việc làm tại {org}.", "已致电{who}（{tel}）核实其在{org}的工作。"),
    "loan_mail": ("Payslips came from {mail}; the landlord is {who2}.", "Talons de paie reçus de {mail}; le "
                  "propriétaire est {who2}.", "Loonbrieven ontvangen van {mail}; de verhuurder is {who2}.",
                  "Slip gaji dikirim dari {mail}; pemilik rumah {who2}.", "Phiếu lương gửi từ {mail}; chủ nhà là "
                  "{who2}.", "工资单由{mail}发来，房东为{who2}。"),
    "ward": ("Visited by {who}, call {tel} before discharge.", "Visite de {who}, appeler le {tel} avant le congé.",
             "Bezoek van {who}, bel {tel} voor ontslag.", "Dijenguk {who}, hubungi {tel} sebelum pulang.",
             "{who} đến thăm, gọi {tel} trước khi xuất viện.", "{who}来探视，出院前请致电{tel}。"),
    "viewing": ("Brings {who}; current landlord {org}.", "Vient avec {who}; locateur actuel {org}.",
                "Komt met {who}; huidige verhuurder {org}.", "Datang bersama {who}; pemilik saat ini {org}.",
                "Đi cùng {who}; chủ nhà hiện tại {org}.", "与{who}同来，现房东为{org}。"),
    "scholarship": ("@{user} please check the transcript of {who}.", "@{user} merci de vérifier le relevé de "
                    "{who}.", "@{user} graag het puntenblad van {who} nakijken.", "@{user} mohon cek transkrip "
                    "{who}.", "@{user} vui lòng kiểm tra bảng điểm của {who}.", "@{user} 请核对{who}的成绩单。"),
    "repair_hi": ("Hi, it's {who}, you can reach me on {tel}.", "Bonjour, ici {who}, joignable au {tel}.",
                  "Hallo, met {who}, bereikbaar op {tel}.", "Halo, saya {who}, bisa dihubungi di {tel}.",
                  "Chào, tôi là {who}, liên hệ số {tel}.", "你好，我是{who}，电话{tel}。"),
    "repair_where": ("Please send it back to {addr}, or to my office at {org}.", "Renvoyez-le au {addr}, ou à mon "
                     "bureau chez {org}.", "Graag terugsturen naar {addr}, of naar kantoor bij {org}.",
                     "Tolong kirim ke {addr}, atau ke kantor saya di {org}.", "Vui lòng gửi về {addr}, hoặc văn "
                     "phòng tại {org}.", "请寄回{addr}，或寄到我在{org}的办公室。"),
    "repair_tech": ("Quote sent to {mail}, {who} will collect it.", "Devis envoyé à {mail}, {who} viendra le "
                    "chercher.", "Offerte verstuurd naar {mail}, {who} haalt het op.", "Penawaran dikirim ke "
                    "{mail}, {who} akan mengambilnya.", "Đã gửi báo giá tới {mail}, {who} sẽ đến lấy.",
                    "报价已发至{mail}，由{who}来取。"),
    "callback": ("Wants a refund of {amt} to {mail}; moved to {addr}.", "Veut un remboursement de {amt} à {mail}; "
                 "a déménagé au {addr}.", "Wil {amt} terug via {mail}; verhuisd naar {addr}.",
                 "Minta pengembalian {amt} ke {mail}; pindah ke {addr}.", "Muốn hoàn {amt} qua {mail}; đã chuyển "
                 "đến {addr}.", "要求退款{amt}至{mail}，已搬到{addr}。"),
}  # fmt: skip

#: Belgian banks' protocol codes (the first three digits of an account number): real codes, as validators check.
_BE_BANKS = ("001", "063", "068", "103", "143", "310", "363", "523", "645", "734", "735", "737", "750", "751", "775",
             "850", "973", "979")  # fmt: skip

_STYLE = (
    "<style>body{font-family:sans-serif;margin:14px 22px;font-size:13px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 9px;text-align:left;vertical-align:top}th{background:#eef}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:200px 620px;gap:6px}"
    ".grid .k{color:#555}h2{margin:4px 0 10px}h3{margin:12px 0 6px;font-size:14px}p{margin:5px 0}"
    ".narrow{max-width:150px}.note{max-width:330px;color:#333}.msg{margin:4px 0;padding:4px 8px;background:#f3f3f3;"
    "max-width:760px}.letter{display:inline-block;border:1px solid #bbb;padding:8px 14px;margin:4px 18px 8px 0;"
    "line-height:1.5}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def amount(locale: str, rng: random.Random, low: float, high: float) -> SeededValue:
    """An amount of money as the locale writes it (its currency, grouping and decimal mark)."""
    value = rng.uniform(low, high)
    whole, _, cents = f"{value:,.2f}".partition(".")
    dotted = whole.replace(",", ".")
    big = f"{round(value * 1000):,}".replace(",", ".")
    written = {"en": f"${whole}.{cents}", "fr": f"{whole.replace(',', ' ')},{cents} $", "nl": f"€ {dotted},{cents}",
               "id": f"Rp {big}", "vi": f"{big} ₫", "zh": f"¥{whole}.{cents}"}  # fmt: skip
    return SeededValue("AMOUNT", written.get(locale.split("_")[0], f"${whole}.{cents}"))


def birth_date(locale: str, rng: random.Random) -> SeededValue:
    """A date of birth as the locale writes it."""
    y, m, d = rng.randrange(1938, 2008), rng.randrange(1, 13), rng.randrange(1, 29)
    written = {"en": f"{d:02d}/{m:02d}/{y}", "fr": f"{y}-{m:02d}-{d:02d}", "nl": f"{d:02d}/{m:02d}/{y}",
               "id": f"{d:02d}-{m:02d}-{y}", "vi": f"{d:02d}/{m:02d}/{y}", "zh": f"{y}年{m}月{d}日"}  # fmt: skip
    return SeededValue("DATE_OF_BIRTH", written.get(locale.split("_")[0], f"{y}-{m:02d}-{d:02d}"))


def _luhn_digit(digits: list[int]) -> int:
    total = sum(sum(divmod(d * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """A Belgian IBAN (its BBAN's mod-97 check and the IBAN's, in groups of four); elsewhere the account as the
    country writes it: an Australian BSB and account, a Canadian transit, institution and account, an Indonesian
    or Vietnamese account number, a Chinese bank card number (UnionPay, Luhn digit)."""
    if locale == "nl_BE":
        stem = int(rng.choice(_BE_BANKS) + f"{rng.randrange(10**7):07d}")
        bban = f"{stem:010d}{(stem % 97) or 97:02d}"
        check = 98 - int("".join(str(int(c, 36)) for c in bban + "BE00")) % 97
        raw = f"BE{check:02d}{bban}"
        return SeededValue("IBAN_CODE", " ".join(raw[k : k + 4] for k in range(0, len(raw), 4)))
    if locale == "en_AU":
        return SeededValue("BANK_ACCOUNT", f"{rng.randrange(10, 80):02d}{rng.randrange(10)}-{rng.randrange(1000):03d}"
                                           f" {rng.randrange(10**7, 10**8)}")  # fmt: skip
    if locale == "fr_CA":
        return SeededValue("BANK_ACCOUNT", f"{rng.randrange(10**4, 10**5)}-{rng.choice(('001', '002', '003', '004', '006', '815'))}-{rng.randrange(10**6, 10**7)}")  # fmt: skip
    if locale == "zh_CN":
        body = [6, 2, 2] + [rng.randrange(10) for _ in range(15)]
        digits = "".join(map(str, [*body, _luhn_digit(body)]))
        return SeededValue("BANK_ACCOUNT", " ".join(digits[k : k + 4] for k in range(0, len(digits), 4)))
    if locale == "vi_VN":
        return SeededValue("BANK_ACCOUNT", str(rng.randrange(10**12, 10**13)))
    return SeededValue("BANK_ACCOUNT", f"{rng.randrange(100, 1000)}-{rng.randrange(10**6, 10**7)}")


def national_id(fake: Faker, locale: str, rng: random.Random) -> SeededValue:
    """A national ID number shaped as the country writes it, with its check digit where it has one."""
    if locale == "en_AU":  # tax file number: nine digits, weighted sum divisible by 11
        while True:
            digits = [rng.randrange(10) for _ in range(8)]
            weights = (1, 4, 3, 7, 5, 8, 6, 9)
            last = (-sum(v * w for v, w in zip(digits, weights, strict=True)) * pow(10, -1, 11)) % 11
            if last < 10:
                raw = "".join(map(str, [*digits, last]))
                return SeededValue("ID", f"{raw[:3]} {raw[3:6]} {raw[6:]}")
    if locale == "fr_CA":  # social insurance number: nine digits, Luhn
        body = [rng.choice((1, 2, 4, 5, 6, 7))] + [rng.randrange(10) for _ in range(7)]
        raw = "".join(map(str, [*body, _luhn_digit(body)]))
        return SeededValue("ID", f"{raw[:3]} {raw[3:6]} {raw[6:]}")
    if locale == "nl_BE":  # rijksregisternummer: YY.MM.DD-SSS.CC, 97 - mod 97 (a 2 before it when born after 1999)
        y, m, d, serial = rng.randrange(0, 100), rng.randrange(1, 13), rng.randrange(1, 29), rng.randrange(1, 998)
        stem = f"{y:02d}{m:02d}{d:02d}{serial:03d}"
        check = 97 - int(("2" if y < 8 else "") + stem) % 97
        return SeededValue("ID", f"{stem[:2]}.{stem[2:4]}.{stem[4:6]}-{stem[6:]}.{check:02d}")
    if locale == "id_ID":  # NIK: region (six digits), birth date (+40 for women), serial
        d, m, y = rng.randrange(1, 29) + rng.choice((0, 40)), rng.randrange(1, 13), rng.randrange(100)
        return SeededValue("ID", f"{rng.randrange(11, 95)}{rng.randrange(1, 80):02d}{rng.randrange(1, 40):02d}"
                                 f"{d:02d}{m:02d}{y:02d}{rng.randrange(1, 10000):04d}")  # fmt: skip
    if locale == "vi_VN":  # căn cước công dân: province, century and sex, year, six digits
        return SeededValue("ID", f"0{rng.randrange(1, 97):02d}{rng.choice('0123')}{rng.randrange(100):02d}"
                                 f"{rng.randrange(10**6):06d}")  # fmt: skip
    if locale == "zh_CN":  # resident identity number, with its ISO 7064 check character
        return SeededValue("ID", str(fake.ssn()))
    return SeededValue("ID", f"{rng.randrange(100, 900)}-{rng.randrange(10, 100)}-{rng.randrange(1000, 10000)}")


def _address(fake: Faker, locale: str) -> str:
    """A postal address on one line."""
    return str(fake.address()).replace("\n", ", ") if locale != "zh_CN" else str(fake.address())


def _street_town(fake: Faker, locale: str) -> tuple[str, str]:
    """A postal address's two lines as a letter writes them."""
    if locale == "zh_CN":
        return f"{fake.province()}{fake.city()}{fake.district()}区", f"{fake.street_address()} {fake.postcode()}"
    first, _, rest = str(fake.address()).partition("\n")
    if not rest:  # Vietnamese addresses come on one line: the street, then the ward, town and postcode
        words = first.split(" phường ")
        first, rest = (words[0], "phường " + words[1]) if len(words) == 2 else (str(fake.street_address()),
                                                                               f"{fake.city()} {fake.postcode()}")  # fmt: skip
    return first, rest


def _letter(fake: Faker, locale: str, who: str) -> tuple[str, list[SeededValue]]:
    """A postal address on two lines under a name; the name and the address as values."""
    street, town = _street_town(fake, locale)
    block = f"<div class='letter'>{html.escape(who)}<br>{html.escape(street)}<br>{html.escape(town)}</div>"
    return block, [SeededValue("PERSON", who), SeededValue("ADDRESS", f"{street}, {town}")]


def _table(loc: str, keys: tuple[str, ...], rows: list[str]) -> str:
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in keys)
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _marina(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(9):
        owner, hull = person(fake, rng), number(rng, "H", 7)
        # Every third berth is paid by card, the others by the owner's bank account.
        debit = SeededValue("CREDIT_CARD", card_number(rng)) if k % 3 == 2 else bank_account(loc, rng)
        where = _address(fake, loc)
        rows.append(table_row([f"{'ABC'[k // 3]}-{k % 3 + 1:02d}", owner.name, owner.phone, where, hull, debit.value],
                           narrow=(3,)))  # fmt: skip
        values += [*owner.values("name", "phone"), SeededValue("ADDRESS", where), SeededValue("ID", hull), debit]
    body = _table(loc, ("berth", "owner", "phone", "address", "hull_id", "debit"), rows)
    return _CHROME.page(loc, _t(loc, "title_marina"), body + _CHROME.buttons(loc, "renew_berths", "print")), values


def _loan(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    applicant, co, landlord = person(fake, rng), person(fake, rng), str(fake.name())
    born, pin, account = birth_date(loc, rng), national_id(fake, loc, rng), bank_account(loc, rng)
    income, asked = amount(loc, rng, 2500, 9000), amount(loc, rng, 15000, 400000)
    letter, letter_values = _letter(fake, loc, applicant.name)
    body = _CHROME.grid([(_t(loc, "applicant"), applicant.name), (_t(loc, "dob"), born.value),
                         (_t(loc, "national_id"), pin.value), (_t(loc, "email"), applicant.email),
                         (_t(loc, "phone"), applicant.phone), (_t(loc, "company"), applicant.company),
                         (_t(loc, "income"), income.value), (_t(loc, "requested"), asked.value),
                         (_t(loc, "account"), account.value), (_t(loc, "co_applicant"), co.name)])  # fmt: skip
    body += f"<h3>{_t(loc, 'postal')}</h3>{letter}<h3>{_t(loc, 'underwriter_notes')}</h3>"
    notes = [_say(loc, "loan_call", who=co.name, tel=co.phone, org=co.company),
             _say(loc, "loan_mail", mail=co.email, who2=landlord)]  # fmt: skip
    body += "".join(f"<p class='note'>{html.escape(n)}</p>" for n in notes)
    values = [*applicant.values("email", "phone", "company"), born, pin, income, asked, account, *letter_values,
              *co.values("name", "phone", "company", "email"), SeededValue("PERSON", landlord)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_loan"), body + _CHROME.buttons(loc, "approve", "decline", "save")), values


def _ward(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(8):
        patient, born, record = str(fake.name()), birth_date(loc, rng), number(rng, "MRN", 7)
        kin, visitor, tel = str(fake.name()), str(fake.name()), str(fake.phone_number())
        note = _say(loc, "ward", who=visitor, tel=tel)
        rows.append(table_row([str(k + 1), patient, born.value, record, kin, note], note=(5,)))
        values += [SeededValue("PERSON", patient), born, SeededValue("ID", record), SeededValue("PERSON", kin),
                   SeededValue("PERSON", visitor), SeededValue("PHONE_NUMBER", tel)]  # fmt: skip
    body = _table(loc, ("bed", "patient", "dob", "mrn", "kin", "handover_note"), rows)
    return _CHROME.page(loc, _t(loc, "title_ward"), body + _CHROME.buttons(loc, "sign_handover", "print")), values


def _viewings(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for k in range(8):
        viewer, partner, where = person(fake, rng), str(fake.name()), _address(fake, loc)
        note = _say(loc, "viewing", who=partner, org=viewer.company)
        rows.append(table_row([f"{9 + k}:30", where, viewer.name, viewer.phone, viewer.email, note], narrow=(1,),
                           note=(5,)))  # fmt: skip
        values += [SeededValue("ADDRESS", where), *viewer.values("name", "phone", "email"),
                   SeededValue("PERSON", partner), SeededValue("ORGANIZATION", viewer.company)]  # fmt: skip
    body = _table(loc, ("time", "property", "viewer", "phone", "email", "agent_comment"), rows)
    return _CHROME.page(loc, _t(loc, "title_viewings"), body + _CHROME.buttons(loc, "book_viewing", "print")), values


def _scholarship(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(8):
        student, reviewer, born = person(fake, rng), person(fake, rng), birth_date(loc, rng)
        student_no, award, account = number(rng, "S", 8), amount(loc, rng, 500, 6000), bank_account(loc, rng)
        note = _say(loc, "scholarship", user=reviewer.username, who=student.name)
        rows.append(table_row([student.name, born.value, student_no, student.company, award.value, account.value, note],
                           note=(6,)))  # fmt: skip
        values += [SeededValue("PERSON", student.name), born, SeededValue("ID", student_no),
                   SeededValue("ORGANIZATION", student.company), award, account,
                   SeededValue("USERNAME", reviewer.username)]  # fmt: skip
    body = _table(loc, ("student", "dob", "student_no", "sponsor", "award", "account", "reviewer_comment"), rows)
    return _CHROME.page(loc, _t(loc, "title_scholarship"), body + _CHROME.buttons(loc, "shortlist", "save")), values


def _repair(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    customer, tech, friend = person(fake, rng), str(fake.name()), str(fake.name())
    serial, card, fee = number(rng, "SN", 10), card_number(rng), amount(loc, rng, 40, 900)
    home = _address(fake, loc)
    body = _CHROME.grid([(_t(loc, "customer"), customer.name), (_t(loc, "phone"), customer.phone),
                         (_t(loc, "email"), customer.email), (_t(loc, "address"), home),
                         (_t(loc, "serial"), serial), (_t(loc, "deposit_card"), card),
                         (_t(loc, "estimate"), fee.value)])  # fmt: skip
    other_tel, shop = str(fake.phone_number()), str(fake.company())
    thread = [
        (customer.name, _say(loc, "repair_hi", who=customer.name, tel=other_tel)),
        (customer.name, _say(loc, "repair_where", addr=home, org=shop)),
        (tech, _say(loc, "repair_tech", mail=customer.email, who=friend)),
    ]
    body += f"<h3>{_t(loc, 'messages')}</h3>" + "".join(
        f"<div class='msg'><b>{html.escape(who)}</b>: {html.escape(text)}</div>" for who, text in thread
    )
    values = [*customer.values("name", "phone", "email"), SeededValue("ADDRESS", home), SeededValue("ID", serial),
              SeededValue("CREDIT_CARD", card), fee, SeededValue("PHONE_NUMBER", other_tel),
              SeededValue("ORGANIZATION", shop), SeededValue("PERSON", tech), SeededValue("PERSON", friend)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_repair"), body + _CHROME.buttons(loc, "send", "print")), values


def _callbacks(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    rows, values = [], []
    for _ in range(8):
        caller, agent, refund = person(fake, rng), str(fake.name()), amount(loc, rng, 10, 800)
        moved = _address(fake, loc)
        note = _say(loc, "callback", amt=refund.value, mail=caller.email, addr=moved)
        rows.append(table_row([caller.name, caller.phone, caller.ident, caller.username, agent, note], note=(5,)))
        values += [*caller.values("name", "phone", "ident", "username", "email"), SeededValue("PERSON", agent),
                   refund, SeededValue("ADDRESS", moved)]  # fmt: skip
    body = _table(loc, ("caller", "phone", "customer_no", "portal_login", "agent", "call_notes"), rows)
    return _CHROME.page(loc, _t(loc, "title_callbacks"), body + _CHROME.buttons(loc, "call_back", "close_case")), values


class SyntheticKindsDec12Adapter(SyntheticKindsBase):
    """The seven page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec12"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"marina": _marina, "loan": _loan, "ward": _ward,
                                               "viewings": _viewings, "scholarship": _scholarship, "repair": _repair,
                                               "callbacks": _callbacks}  # fmt: skip
    button_keys = _BUTTON_KEYS
