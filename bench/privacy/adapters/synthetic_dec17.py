"""Page kinds written for the dec17 split, apart from the redactor and before its run.

Six kinds no split had before — a court bailiff's seizure report (creditor and debtor blocks of labels and
values, a paragraph naming the debtor, the witness and the custodian, a table of attached goods with their
estimates, a note of a car left alone, a signature block and the debtor's rights in small print), a lift's
maintenance log book (a sidebar with the installation, the building manager and the contractor beside tabs
over a timeline of call-outs, services and inspections whose entries name callers), a hotel's room board for
tonight (filter chips over a grid of room cards with status chips, and a guest panel at the side), a civil
registry's marriage application (two spouses' forms side by side under tabs, the witnesses in a table, the
documents with status chips, the appointment and the fee), a university's exam grade roster (a filter bar over a
table of students with their marks and result chips, totals and pagination) and a travel expense claim (the
employee's form, a table of receipts with their merchants and totals, and an approval thread of comments) —
each with its chrome in the dataset's language (Greek, Ukrainian, Arabic of Saudi Arabia, Thai, Korean and
Zulu of South Africa; the Arabic pages run right to left, the Thai ones write years in the Buddhist era),
seeded with Faker data and values written here where Faker has none for the country (Arabic and Thai names
with their romanisations, romanised mail boxes and logins made from Greek, Cyrillic, Arabic, Thai and Hangul
names; addresses, phone numbers and mail boxes as each country writes them; companies under each country's
legal forms; national numbers — Greek tax number (ΑΦΜ) with its mod-11 digit and social security number
(ΑΜΚΑ) with the birth date, the sex and its Luhn digit, Ukrainian taxpayer number (РНОКПП) counting the days
since 1899 with the sex and its weighted mod-11 digit, Saudi national ID and iqama number with their Luhn
digit, Thai citizen ID with its mod-11 digit, Korean resident registration number with the birth date, the
century and sex digit and its mod-11 digit, South African ID number with the birth date, the sex, the
citizenship and its Luhn digit —, company numbers — Greek ΑΦΜ, Ukrainian ЄДРПОУ code with its two-pass
mod-11 digit, Thai juristic person ID with its mod-11 digit, Korean business registration number with its
check digit, a Saudi commercial register number and a South African CIPC registration number, drawn —,
IBANs with their check digits for Greece, Ukraine and Saudi Arabia, Thai, Korean and South African bank
accounts, passport numbers as each country issues them, number plates in the country's own letters, amounts
and dates as each country writes them). What names no one — the attached goods and their state, the lift's
faults and repairs, the rooms and their notes, the documents, the marks, the receipts' categories, the trip —
is the same on every dataset, so it counts as the page's own text. Every page is served on loopback and
rendered in Chromium like any web app, labelled by differential rendering like the real apps. The pages' words
are written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
import unicodedata
from datetime import date
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters.synthetic_base import (
    PageBuilder,
    PageChrome,
    SyntheticKindsBase,
    number,
    table_row,
)
from screenroute.bench.privacy.differential import SeededValue

__all__ = [
    "LOCALES",
    "SyntheticKindsDec17Adapter",
    "address_lines",
    "bank_account",
    "company",
    "company_number",
    "full_name",
    "given_surname",
    "greek_afm",
    "greek_amka",
    "iban",
    "korean_brn",
    "korean_rrn",
    "money",
    "passport",
    "personal_id",
    "phone",
    "plate",
    "romanised",
    "saudi_id",
    "second_id",
    "south_african_id",
    "thai_juristic_id",
    "thai_pin",
    "ukrainian_edrpou",
    "ukrainian_rnokpp",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("el_GR", "uk_UA", "ar_SA", "th_TH", "ko_KR", "zu_ZA")
_LANGS = ("en", "el", "uk", "ar", "th", "ko", "zu")
#: Chrome per language, in the order of ``_LANGS`` (English, the fallback, then Greek, Ukrainian, Arabic as Saudi
#: Arabia writes it, Thai, Korean, Zulu as South Africa writes it). A navigation bar is one key: the site's name,
#: then its links, split at "|".
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "phone": ("Phone", "Τηλέφωνο", "Телефон", "رقم الجوال", "โทรศัพท์", "전화번호", "Ucingo"),
    "email": ("Email", "Email", "Ел. пошта", "البريد الإلكتروني", "อีเมล", "이메일", "I-imeyili"),
    "home": ("Address", "Διεύθυνση", "Адреса", "العنوان الوطني", "ที่อยู่", "주소", "Ikheli"),
    "born": ("Date of birth", "Ημ. γέννησης", "Дата народження", "تاريخ الميلاد", "วันเกิด", "생년월일",
             "Usuku lokuzalwa"),
    "name": ("Full name", "Ονοματεπώνυμο", "ПІБ", "الاسم الكامل", "ชื่อ-นามสกุล", "성명", "Igama eliphelele"),
    "id_no": ("National ID no.", "ΑΦΜ", "РНОКПП (ІПН)", "رقم الهوية الوطنية", "เลขประจำตัวประชาชน", "주민등록번호",
              "Inombolo kamazisi"),
    "second_id": ("Passport no.", "ΑΜΚΑ", "№ ID-картки", "رقم جواز السفر", "เลขที่หนังสือเดินทาง", "여권번호",
                  "Inombolo yepasipoti"),
    "amount": ("Amount", "Ποσό", "Сума", "المبلغ", "จำนวนเงิน", "금액", "Inani"),
    "signed_in": ("Signed in as", "Συνδεδεμένος/η:", "Ви увійшли як", "مسجل الدخول باسم", "เข้าสู่ระบบโดย",
                  "로그인:", "Ungene njengo"),
    "tab_docs": ("Documents", "Έγγραφα", "Документи", "المستندات", "เอกสาร", "문서", "Amadokhumenti"),
    "company": ("Company", "Επωνυμία", "Найменування", "اسم المنشأة", "ชื่อนิติบุคคล", "상호", "Inkampani"),
    "firm_no": ("Company no.", "ΑΦΜ εταιρείας", "Код ЄДРПОУ", "رقم السجل التجاري", "เลขทะเบียนนิติบุคคล",
                "사업자등록번호", "Inombolo yokubhaliswa kwenkampani"),
    # A court bailiff's seizure report.
    "nav_seizure": ("Enforcement Office — Case Desk|Cases|Enforcement Titles|Seizures|Auctions|Calendar",
                    "Δικαστικός Επιμελητής — Γραφείο Εκτελέσεων|Υποθέσεις|Εκτελεστοί τίτλοι|Κατασχέσεις|"
                    "Πλειστηριασμοί|Ημερολόγιο",
                    "Приватний виконавець — Кабінет|Провадження|Виконавчі документи|Описи та арешти|Торги|Календар",
                    "مكتب التنفيذ — منصة الطلبات|الطلبات|السندات التنفيذية|محاضر الحجز|المزادات|المواعيد",
                    "สำนักงานบังคับคดี — ระบบงานคดี|คดี|หมายบังคับคดี|การยึดทรัพย์|การขายทอดตลาด|ปฏิทิน",
                    "집행관사무소 — 사건관리|사건|집행권원|압류|경매|일정",
                    "IHhovisi likaSheriff — Amacala|Amacala|Imiyalelo Yenkantolo|Ukuthathwa Kwempahla|Izindali|"
                    "Ikhalenda"),
    "title_seizure": ("Seizure Report — Inventory of Attached Goods", "Έκθεση Αναγκαστικής Κατάσχεσης Κινητών",
                      "Акт опису й арешту майна боржника", "محضر حجز تنفيذي على منقولات", "บันทึกการยึดทรัพย์สิน",
                      "유체동산 압류조서", "Umbiko Wokuthathwa Kwempahla"),
    "case_no": ("Case no.", "Αρ. υπόθεσης", "№ виконавчого провадження", "رقم الطلب التنفيذي", "คดีหมายเลขแดงที่",
                "사건번호", "Inombolo yecala"),
    "writ": ("Enforcement title", "Εκτελεστός τίτλος", "Виконавчий документ", "السند التنفيذي", "หมายบังคับคดี",
             "집행권원", "Umyalelo wenkantolo"),
    "seized_on": ("Executed on", "Διενεργήθηκε στις", "Складено", "تاريخ التنفيذ", "วันที่ยึด", "집행일시",
                  "Kwenziwe ngo"),
    "creditor": ("Creditor", "Επισπεύδων δανειστής", "Стягувач", "طالب التنفيذ", "โจทก์ (เจ้าหนี้ตามคำพิพากษา)",
                 "채권자", "Umbolekisi"),
    "debtor": ("Debtor", "Καθ' ου η εκτέλεση", "Боржник", "المنفذ ضده", "จำเลย (ลูกหนี้ตามคำพิพากษา)", "채무자",
               "Okweletayo"),
    "lawyer": ("Attorney", "Πληρεξούσιος δικηγόρος", "Представник за довіреністю", "الوكيل الشرعي",
               "ทนายความโจทก์", "대리인 변호사", "Ummeli"),
    "claim": ("Amount claimed", "Ποσό απαίτησης", "Сума стягнення", "المبلغ المطالب به", "จำนวนหนี้ตามคำพิพากษา",
              "청구금액", "Imali efunwayo"),
    "inventory": ("Inventory", "Απογραφή κατασχεθέντων", "Опис майна", "جرد المحجوزات", "บัญชีทรัพย์ที่ยึด",
                  "압류물 목록", "Uhlu lwempahla"),
    "item_no": ("No.", "Α/Α", "№", "م", "ลำดับ", "번호", "Inomb."),
    "item": ("Description", "Περιγραφή", "Опис майна", "الوصف", "รายการทรัพย์", "품목", "Incazelo"),
    "condition": ("Condition", "Κατάσταση", "Стан", "الحالة", "สภาพ", "상태", "Isimo"),
    "estimate": ("Estimated value", "Εκτιμώμενη αξία", "Оціночна вартість", "القيمة التقديرية", "ราคาประเมิน",
                 "평가액", "Inani elilinganisiwe"),
    "total_est": ("Total estimated value", "Συνολική εκτιμώμενη αξία", "Загальна оціночна вартість",
                  "إجمالي القيمة التقديرية", "รวมราคาประเมิน", "평가액 합계", "Isamba senani elilinganisiwe"),
    "sign_officer": ("Bailiff", "Ο/Η Δικαστικός Επιμελητής/τρια", "Приватний виконавець", "مأمور التنفيذ",
                     "เจ้าพนักงานบังคับคดี", "집행관", "ISheriff"),
    "sign_witness": ("Witness", "Ο/Η μάρτυρας", "Понятий", "الشاهد", "พยาน", "참여인", "Ufakazi"),
    "sign_custodian": ("Custodian", "Ο/Η μεσεγγυούχος", "Зберігач", "الحارس القضائي", "ผู้รักษาทรัพย์", "보관인",
                       "Umgcini"),
    "sign_lodge": ("Sign and File", "Υπογραφή και κατάθεση", "Підписати й зареєструвати", "توقيع وإيداع",
                   "ลงนามและเข้าสำนวน", "서명 및 제출", "Sayina futhi ufake"),
    "add_item": ("Add Item", "Προσθήκη είδους", "Додати майно", "إضافة صنف", "เพิ่มรายการ", "품목 추가",
                 "Engeza into"),
    "print_report": ("Print Report", "Εκτύπωση έκθεσης", "Друкувати акт", "طباعة المحضر", "พิมพ์บันทึก",
                     "조서 인쇄", "Phrinta umbiko"),
    # A lift's maintenance log book.
    "nav_lift": ("LiftCare Service Portal|Installations|Log Books|Call-outs|Inspections|Parts",
                 "Ανελκυστήρες — Πύλη Συντήρησης|Εγκαταστάσεις|Βιβλία συντήρησης|Κλήσεις βλαβών|Επιθεωρήσεις|"
                 "Ανταλλακτικά",
                 "Ліфтовий сервіс — Кабінет|Об'єкти|Журнали ТО|Виклики|Огляди|Запчастини",
                 "بوابة صيانة المصاعد|المواقع|سجلات الصيانة|البلاغات|الفحوصات|قطع الغيار",
                 "ระบบบำรุงรักษาลิฟต์|อาคาร|สมุดบันทึก|งานแจ้งซ่อม|การตรวจสอบ|อะไหล่",
                 "승강기 유지관리 시스템|설치현장|점검일지|고장접수|정기검사|부품",
                 "Iphothali Yokunakekela Ama-lift|Izakhiwo|Izincwadi Zokunakekela|Izingcingo Zokulungisa|"
                 "Ukuhlolwa|Izingxenye"),
    "title_lift": ("Lift Log Book", "Βιβλίο Συντήρησης Ανελκυστήρα", "Журнал технічного обслуговування ліфта",
                   "سجل صيانة المصعد", "สมุดบันทึกการบำรุงรักษาลิฟต์", "승강기 점검일지",
                   "Incwadi Yokunakekela I-lift"),
    "install_no": ("Installation no.", "Αρ. μητρώου ανελκυστήρα", "Реєстр. № ліфта", "رقم المصعد", "รหัสลิฟต์",
                   "승강기 고유번호", "Inombolo ye-lift"),
    "site": ("Building", "Κτίριο", "Будинок", "المبنى", "อาคาร", "건물", "Isakhiwo"),
    "unit": ("Unit", "Τύπος", "Модель", "الطراز", "รุ่น", "기종", "Uhlobo"),
    "unit_value": ("KONE MonoSpace 500 · 8 persons · 630 kg · 6 stops",
                   "KONE MonoSpace 500 · 8 άτομα · 630 kg · 6 στάσεις",
                   "KONE MonoSpace 500 · 8 осіб · 630 кг · 6 зупинок",
                   "KONE MonoSpace 500 · 8 أشخاص · 630 كغ · 6 وقفات",
                   "KONE MonoSpace 500 · 8 คน · 630 กก. · 6 ชั้น",
                   "KONE MonoSpace 500 · 8인승 · 630kg · 6개층",
                   "KONE MonoSpace 500 · abantu abangu-8 · 630 kg · izitezi ezingu-6"),
    "manager": ("Building manager", "Διαχειριστής πολυκατοικίας", "Керуючий будинком", "مدير المبنى",
                "ผู้จัดการอาคาร", "관리소장", "Umphathi wesakhiwo"),
    "contractor": ("Maintenance company", "Εταιρεία συντήρησης", "Обслуговуюча організація", "شركة الصيانة",
                   "บริษัทผู้ดูแล", "유지관리업체", "Inkampani enakekelayo"),
    "contract_no": ("Contract no.", "Αρ. σύμβασης", "№ договору", "رقم العقد", "เลขที่สัญญา", "계약번호",
                    "Inombolo yenkontileka"),
    "hotline": ("24 h line", "Γραμμή βλαβών 24ώρες", "Цілодобова лінія", "الطوارئ على مدار الساعة",
                "สายด่วน 24 ชม.", "24시간 긴급출동", "Ucingo lwamahora angu-24"),
    "lift_ok": ("In service", "Σε λειτουργία", "Працює", "في الخدمة", "ใช้งานได้", "운행중", "Iyasebenza"),
    "tab_log": ("Log (6)", "Εγγραφές (6)", "Записи (6)", "السجل (6)", "บันทึก (6)", "일지 (6)", "Okubhaliwe (6)"),
    "tab_insp": ("Inspections", "Επιθεωρήσεις", "Огляди", "الفحوصات", "การตรวจสอบ", "검사이력", "Ukuhlolwa"),
    "tab_parts": ("Parts used", "Ανταλλακτικά", "Запчастини", "القطع المستبدلة", "อะไหล่ที่เปลี่ยน", "교체부품",
                  "Izingxenye ezisetshenzisiwe"),
    "ev_callout": ("Call-out", "Κλήση βλάβης", "Виклик", "بلاغ عطل", "แจ้งเสีย", "고장출동", "Ucingo lokulungisa"),
    "ev_repair": ("Repair", "Επισκευή", "Ремонт", "إصلاح", "ซ่อมแซม", "수리", "Ukulungisa"),
    "ev_service": ("Monthly service", "Μηνιαία συντήρηση", "Щомісячне ТО", "صيانة شهرية", "บำรุงรักษาประจำเดือน",
                   "월간 정기점검", "Ukunakekela kwanyanga"),
    "ev_inspection": ("Safety inspection", "Περιοδικός έλεγχος", "Технічний огляд", "فحص السلامة",
                      "ตรวจสอบความปลอดภัย", "정기검사", "Ukuhlolwa kokuphepha"),
    "technician": ("Technician", "Τεχνικός", "Механік", "الفني", "ช่างเทคนิค", "기술자", "Uchwepheshe"),
    "new_entry": ("New Entry", "Νέα εγγραφή", "Новий запис", "إدخال جديد", "เพิ่มบันทึก", "일지 작성",
                  "Okubhaliwe okusha"),
    "report_fault": ("Report a Fault", "Αναγγελία βλάβης", "Повідомити про несправність", "الإبلاغ عن عطل",
                     "แจ้งลิฟต์ขัดข้อง", "고장 신고", "Bika iphutha"),
    "export_log": ("Export PDF", "Εξαγωγή PDF", "Експорт у PDF", "تصدير PDF", "ส่งออก PDF", "PDF 내보내기",
                   "Thumela nge-PDF"),
    # A hotel's room board.
    "nav_hotel": ("FrontDesk PMS|Room Board|Arrivals|Departures|Housekeeping|Night Audit",
                  "Ξενοδοχείο Αιγαίον — Υποδοχή|Πίνακας δωματίων|Αφίξεις|Αναχωρήσεις|Καθαριότητα|Κλείσιμο ημέρας",
                  "Готель «Карпати» — Рецепція|Шахматка|Заїзди|Виїзди|Покоївки|Нічний аудит",
                  "فندق الواحة — الاستقبال|لوحة الغرف|الوصول|المغادرة|التدبير الفندقي|التدقيق الليلي",
                  "โรงแรมริมน้ำ — ส่วนต้อนรับ|ผังห้องพัก|เช็คอิน|เช็คเอาท์|แม่บ้าน|ปิดยอดประจำวัน",
                  "호텔 한강 — 프런트|객실 현황|도착 예정|출발 예정|하우스키핑|나이트 오딧",
                  "IHotela Umhlanga — Ukwamukela|Ibhodi Lamakamelo|Abafikayo|Abahambayo|Ukuhlanza|Ukuvala Usuku"),
    "title_hotel": ("Room Board — Tonight", "Κατάσταση δωματίων — απόψε", "Шахматка номерів — сьогодні",
                    "حالة الغرف — الليلة", "สถานะห้องพัก — คืนนี้", "오늘 밤 객실 현황",
                    "Isimo Samakamelo — Kulobu Busuku"),
    "f_all": ("All (9)", "Όλα (9)", "Усі (9)", "الكل (9)", "ทั้งหมด (9)", "전체 (9)", "Konke (9)"),
    "f_arr": ("Arriving (3)", "Αφίξεις (3)", "Заїзд (3)", "وصول (3)", "เข้าพัก (3)", "도착 (3)", "Abafikayo (3)"),
    "f_in": ("In house (3)", "Διαμένουν (3)", "Проживають (3)", "مقيم (3)", "พักอยู่ (3)", "투숙 중 (3)",
             "Abahlala khona (3)"),
    "f_dep": ("Departing (2)", "Αναχωρήσεις (2)", "Виїзд (2)", "مغادرة (2)", "เช็คเอาท์ (2)", "출발 (2)",
              "Abahambayo (2)"),
    "f_ooo": ("Out of order (1)", "Εκτός λειτουργίας (1)", "Не працює (1)", "خارج الخدمة (1)", "ปิดซ่อม (1)",
              "사용 불가 (1)", "Alisebenzi (1)"),
    "st_arr": ("Arriving", "Άφιξη", "Заїзд", "وصول", "เข้าพัก", "도착", "Uyafika"),
    "st_in": ("In house", "Διαμένει", "Проживає", "مقيم", "พักอยู่", "투숙 중", "Uhlala lapha"),
    "st_dep": ("Departing", "Αναχώρηση", "Виїзд", "مغادرة", "เช็คเอาท์", "출발", "Uyahamba"),
    "st_ooo": ("Out of order", "Εκτός λειτουργίας", "Не працює", "خارج الخدمة", "ปิดซ่อม", "사용 불가", "Alisebenzi"),
    "rt_double": ("Double", "Δίκλινο", "Двомісний", "غرفة مزدوجة", "ห้องเตียงคู่", "더블", "Umbhede omkhulu"),
    "rt_twin": ("Twin", "Δίκλινο twin", "Двомісний twin", "سريران منفصلان", "ห้องเตียงแฝด", "트윈",
                "Imibhede emibili"),
    "rt_suite": ("Junior suite", "Σουίτα", "Напівлюкс", "جناح صغير", "จูเนียร์สวีท", "주니어 스위트",
                 "Isuite elincane"),
    "rt_single": ("Single", "Μονόκλινο", "Одномісний", "غرفة مفردة", "ห้องเดี่ยว", "싱글", "Umbhede owodwa"),
    "passport": ("Passport no.", "Αρ. διαβατηρίου", "№ паспорта", "رقم الجواز", "เลขหนังสือเดินทาง", "여권번호",
                 "Inombolo yepasipoti"),
    "nationality": ("Nationality", "Υπηκοότητα", "Громадянство", "الجنسية", "สัญชาติ", "국적", "Ubuzwe"),
    "stay": ("Stay", "Διαμονή", "Проживання", "الإقامة", "ระยะเวลาเข้าพัก", "숙박 기간", "Ukuhlala"),
    "guest_card": ("Guest details", "Στοιχεία πελάτη", "Дані гостя", "بيانات النزيل", "ข้อมูลผู้เข้าพัก",
                   "투숙객 정보", "Imininingwane yesivakashi"),
    "parking": ("Parking (plate)", "Στάθμευση (πινακίδα)", "Паркінг (номер авто)", "الموقف (رقم اللوحة)",
                "ที่จอดรถ (ทะเบียน)", "주차 (차량번호)", "Ukupaka (inombolo yemoto)"),
    "loyalty": ("Loyalty no.", "Αρ. μέλους", "№ картки гостя", "رقم العضوية", "หมายเลขสมาชิก", "멤버십 번호",
                "Inombolo yobulungu"),
    "balance": ("Balance due", "Υπόλοιπο", "До сплати", "المبلغ المستحق", "ยอดค้างชำระ", "미결제 금액",
                "Imali esalayo"),
    "ooo_note": ("Shower leaking — plumber booked for Friday", "Διαρροή στο ντους — υδραυλικός την Παρασκευή",
                 "Протікає душ — сантехнік у п'ятницю", "تسرب في الدش — السباك يوم الجمعة",
                 "ฝักบัวรั่ว — ช่างประปานัดวันศุกร์", "샤워기 누수 — 금요일 배관공 예약",
                 "Ishawa liyavuza — uplamba uzofika ngoLwesihlanu"),
    "check_in": ("Check In", "Check-in", "Заселити", "تسجيل الدخول", "เช็คอินผู้เข้าพัก", "체크인",
                 "Ngenisa isivakashi"),
    "assign": ("Assign Room", "Ανάθεση δωματίου", "Призначити номер", "تخصيص غرفة", "จัดห้อง", "객실 배정",
               "Nikeza ikamelo"),
    "print_reg": ("Print Registration Card", "Εκτύπωση δελτίου άφιξης", "Друкувати реєстраційну картку",
                  "طباعة بطاقة التسجيل", "พิมพ์บัตรทะเบียนผู้พัก", "등록카드 인쇄", "Phrinta ikhadi lokubhalisa"),
    # A civil registry's marriage application.
    "nav_marriage": ("Civil Registry — Online Services|Applications|Births|Marriages|Deaths|Certificates",
                     "Ληξιαρχείο Δήμου — Ηλεκτρονικές υπηρεσίες|Αιτήσεις|Γεννήσεις|Γάμοι|Θάνατοι|Πιστοποιητικά",
                     "Відділ ДРАЦС — Електронні послуги|Заяви|Народження|Шлюби|Смерті|Витяги",
                     "وزارة العدل — خدمات التوثيق|الطلبات|عقود الزواج|المأذونون|المواعيد|الوثائق",
                     "สำนักงานเขต — งานทะเบียนครอบครัว|คำร้อง|ทะเบียนสมรส|ทะเบียนหย่า|รับรองบุตร|หนังสือรับรอง",
                     "가족관계등록 — 전자민원|신청 내역|출생신고|혼인신고|사망신고|증명서 발급",
                     "Ezasekhaya — Ukubhaliswa Kwabantu|Izicelo|Ukuzalwa|Imishado|Ukufa|Izitifiketi"),
    "title_marriage": ("Marriage Application", "Αίτηση τέλεσης πολιτικού γάμου",
                       "Заява про державну реєстрацію шлюбу", "طلب توثيق عقد زواج", "คำร้องขอจดทะเบียนสมรส",
                       "혼인신고서", "Isicelo Somshado"),
    "tab_app": ("Application", "Αίτηση", "Заява", "الطلب", "คำร้อง", "신청서", "Isicelo"),
    "tab_appt": ("Appointment", "Ραντεβού τελετής", "Дата реєстрації", "الموعد", "วันนัดหมาย", "접수 예약", "Usuku"),
    "tab_fees": ("Fees", "Παράβολα", "Оплата", "الرسوم", "ค่าธรรมเนียม", "수수료", "Izimali"),
    "app_no": ("Application no.", "Αρ. αίτησης", "№ заяви", "رقم الطلب", "เลขที่คำร้อง", "접수번호",
               "Inombolo yesicelo"),
    "groom": ("Groom", "Ο μελλόνυμφος", "Наречений", "الزوج", "ฝ่ายชาย", "남편(부)", "Umyeni"),
    "bride": ("Bride", "Η μελλόνυμφη", "Наречена", "الزوجة", "ฝ่ายหญิง", "아내(처)", "Umakoti"),
    "father": ("Father's name", "Όνομα πατρός", "ПІБ батька", "اسم الأب", "ชื่อบิดา", "부(父) 성명",
               "Igama likayise"),
    "mother": ("Mother's name", "Όνομα μητρός", "ПІБ матері", "اسم الأم", "ชื่อมารดา", "모(母) 성명",
               "Igama likanina"),
    "status_civil": ("Marital status", "Οικογενειακή κατάσταση", "Сімейний стан", "الحالة الاجتماعية", "สถานภาพ",
                     "혼인 전 상태", "Isimo somshado"),
    "divorced": ("Divorced", "Διαζευγμένος", "Розлучений", "مطلق", "หย่า", "이혼", "Wahlukanisa"),
    "never_married": ("Never married", "Άγαμη", "Не перебувала у шлюбі", "بكر", "โสด", "미혼", "Akakaze ashade"),
    "witnesses": ("Witnesses", "Μάρτυρες", "Свідки", "الشهود", "พยาน", "증인", "Ofakazi"),
    "officiant": ("Registrar", "Ληξίαρχος", "Реєстратор", "المأذون الشرعي", "นายทะเบียน", "담당 공무원",
                  "Umbhalisi"),
    "appt_line": ("Ceremony: Saturday 20 December 2025, 11:30 · Marriage hall, 2nd floor",
                  "Τελετή: Σάββατο 20 Δεκεμβρίου 2025, 11:30 · Αίθουσα τελετών Δημαρχείου, 2ος όροφος",
                  "Реєстрація: субота, 20 грудня 2025 р., 11:30 · Урочистий зал, 2-й поверх",
                  "عقد القران: السبت 20 ديسمبر 2025، الساعة 11:30 · قاعة التوثيق، الدور الثاني",
                  "วันจดทะเบียน: วันเสาร์ที่ 20 ธันวาคม 2568 เวลา 11.30 น. · ห้องทะเบียนสมรส ชั้น 2",
                  "접수 예약: 2025년 12월 19일(금) 11:30 · 구청 민원실 2층",
                  "Umshado: uMgqibelo, 20 Disemba 2025, ngo-11:30 · Ihholo lemishado, isitezi sesi-2"),
    "doc_birth": ("Birth certificates", "Ληξιαρχικές πράξεις γέννησης", "Свідоцтва про народження",
                  "شهادات الميلاد", "สูติบัตร", "기본증명서", "Izitifiketi zokuzalwa"),
    "doc_divorce": ("Divorce decree (groom)", "Διαζευκτήριο (μελλόνυμφου)",
                    "Свідоцтво про розірвання шлюбу (наречений)", "صك الطلاق (الزوج)", "ใบสำคัญการหย่า (ฝ่ายชาย)",
                    "혼인관계증명서 (남편)", "Isinqumo sesehlukaniso (somyeni)"),
    "doc_ids": ("Copies of ID", "Αντίγραφα ταυτοτήτων", "Копії паспортів", "صور الهويات", "สำเนาบัตรประชาชน",
                "신분증 사본", "Amakhophi omazisi"),
    "doc_fee": ("Fee receipt", "Απόδειξη παραβόλου", "Квитанція про оплату", "إيصال السداد", "ใบเสร็จค่าธรรมเนียม",
                "수수료 영수증", "Irisidi lokukhokha"),
    "doc_ok": ("Received", "Παραλήφθηκε", "Отримано", "مستلم", "ได้รับแล้ว", "접수됨", "Kutholakele"),
    "doc_missing": ("Missing", "Εκκρεμεί", "Бракує", "ناقص", "ขาด", "미제출", "Akukho"),
    "fee": ("Fee paid", "Παράβολο", "Сплачено", "الرسوم المدفوعة", "ค่าธรรมเนียม", "납부 수수료", "Imali ekhokhiwe"),
    "receipt_no": ("Receipt no.", "Αρ. παραβόλου", "№ квитанції", "رقم الإيصال", "เลขที่ใบเสร็จ", "영수증 번호",
                   "Inombolo yerisidi"),
    "save": ("Save", "Αποθήκευση", "Зберегти", "حفظ", "บันทึก", "저장", "Londoloza"),
    "book": ("Book Ceremony", "Κράτηση ημερομηνίας", "Забронювати дату", "حجز موعد", "จองวันจดทะเบียน", "예약 확정",
             "Bhukha usuku"),
    "print_notice": ("Print Notice", "Εκτύπωση αγγελίας", "Друкувати заяву", "طباعة الطلب", "พิมพ์คำร้อง",
                     "신고서 인쇄", "Phrinta isaziso"),
    # A university's exam grade roster.
    "nav_grades": ("Student Records|Courses|Exam Sessions|Grade Rosters|Theses|Reports",
                   "Φοιτητολόγιο — Πύλη Διδασκόντων|Μαθήματα|Εξεταστικές|Βαθμολόγια|Διπλωματικές|Αναφορές",
                   "Електронний деканат|Дисципліни|Сесії|Відомості|Кваліфікаційні роботи|Звіти",
                   "نظام الشؤون الأكاديمية|المقررات|الاختبارات|كشوف الدرجات|مشاريع التخرج|التقارير",
                   "ระบบบริการการศึกษา|รายวิชา|ตารางสอบ|บันทึกเกรด|วิทยานิพนธ์|รายงาน",
                   "학사정보시스템|교과목|시험|성적 입력|졸업논문|통계",
                   "Amarekhodi Abafundi|Izifundo|Izivivinyo|Amamaki|Ucwaningo|Imibiko"),
    "title_grades": ("Exam Grade Roster", "Βαθμολόγιο εξεταστικής", "Екзаменаційна відомість",
                     "كشف درجات الاختبار النهائي", "ใบบันทึกผลการสอบ", "성적 입력표", "Uhlu Lwamamaki Esivivinyo"),
    "course": ("Course", "Μάθημα", "Дисципліна", "المقرر", "รายวิชา", "교과목", "Isifundo"),
    "course_value": ("Organic Chemistry II (CHEM 214) · Section B", "Οργανική Χημεία ΙΙ (ΧΗΜ-214) · Τμήμα Β",
                     "Органічна хімія II (ХІМ-214) · Група Б", "الكيمياء العضوية 2 (كيم 214) · الشعبة ب",
                     "เคมีอินทรีย์ 2 (CHEM 214) · กลุ่ม 2", "유기화학 2 (CHEM214) · 02분반",
                     "I-Organic Chemistry II (CHEM 214) · Iqembu B"),
    "session": ("Exam", "Εξέταση", "Контроль", "الاختبار", "การสอบ", "시험", "Isivivinyo"),
    "session_value": ("Winter 2025 · Final exam · 2 Dec 2025", "Χειμερινή 2025–26 · Τελική εξέταση · 02/12/2025",
                      "Зимова сесія 2025 · Іспит · 02.12.2025", "الفصل الأول 2025 · الاختبار النهائي · 02/12/2025",
                      "ภาคเรียนที่ 1/2568 · สอบปลายภาค · 02/12/2568", "2025학년도 2학기 · 기말고사 · 2025.12.02",
                      "Isemester 2 2025 · Isivivinyo sokugcina · 2025-12-02"),
    "examiner": ("Examiner", "Εξεταστής/τρια", "Екзаменатор", "أستاذ المقرر", "อาจารย์ผู้สอน", "담당교수",
                 "Umhloli"),
    "stud_no": ("Student no.", "Α.Μ.", "№ залікової", "الرقم الجامعي", "รหัสนักศึกษา", "학번", "Inombolo yomfundi"),
    "student": ("Student", "Φοιτητής/τρια", "Студент(ка)", "الطالب/ة", "ชื่อ-สกุล", "성명", "Umfundi"),
    "uni_mail": ("University email", "Ιδρυματικό email", "Корпоративна пошта", "البريد الجامعي",
                 "อีเมลมหาวิทยาลัย", "학교 이메일", "I-imeyili yasenyuvesi"),
    "coursework": ("Coursework", "Εργαστήριο", "Поточний контроль", "أعمال الفصل", "คะแนนเก็บ", "과제",
                   "Umsebenzi wonyaka"),
    "exam_mark": ("Exam", "Γραπτή", "Іспит", "النهائي", "สอบปลายภาค", "기말", "Isivivinyo"),
    "final": ("Final grade", "Τελικός βαθμός", "Підсумкова оцінка", "التقدير", "เกรด", "최종 성적",
              "Amaki okugcina"),
    "result": ("Result", "Αποτέλεσμα", "Результат", "النتيجة", "ผล", "결과", "Umphumela"),
    "r_pass": ("Passed", "Επιτυχία", "Зараховано", "ناجح", "ผ่าน", "통과", "Uphumelele"),
    "r_fail": ("Failed", "Αποτυχία", "Не зараховано", "راسب", "ไม่ผ่าน", "과락", "Wehlulekile"),
    "r_absent": ("Absent", "Απών/ούσα", "Не з'явився(-лась)", "غائب", "ขาดสอบ", "결시", "Akabonakalanga"),
    "grades_totals": ("10 of 64 shown · 7 passed · 2 failed · 1 absent",
                      "Εμφανίζονται 10 από 64 · 7 επιτυχίες · 2 αποτυχίες · 1 απών",
                      "Показано 10 з 64 · 7 зараховано · 2 не зараховано · 1 не з'явився",
                      "عرض 10 من 64 · 7 ناجحون · 2 راسبون · 1 غائب",
                      "แสดง 10 จาก 64 คน · ผ่าน 7 · ไม่ผ่าน 2 · ขาดสอบ 1",
                      "64명 중 10명 표시 · 통과 7 · 과락 2 · 결시 1",
                      "Kuboniswa abangu-10 kwabangu-64 · 7 baphumelele · 2 behlulekile · 1 akabonakalanga"),
    "page_of": ("Page 1 of 7", "Σελίδα 1 από 7", "Сторінка 1 з 7", "الصفحة 1 من 7", "หน้า 1 จาก 7",
                "1 / 7 페이지", "Ikhasi 1 kwangu-7"),
    "save_draft": ("Save Draft", "Προσωρινή αποθήκευση", "Зберегти чернетку", "حفظ مسودة", "บันทึกร่าง",
                   "임시 저장", "Londoloza okusalungiswa"),
    "publish": ("Publish Grades", "Οριστικοποίηση", "Затвердити відомість", "اعتماد الدرجات", "ส่งเกรด",
                "성적 확정", "Shicilela amamaki"),
    "export_csv": ("Export CSV", "Εξαγωγή CSV", "Експорт CSV", "تصدير CSV", "ส่งออก CSV", "CSV 내보내기",
                   "Thumela i-CSV"),
    # A travel expense claim.
    "nav_expenses": ("Northwind Group — Expenses|My Claims|To Approve|Advances|Policies|Help",
                     "Όμιλος Αστέρας — Έξοδα|Οι αιτήσεις μου|Προς έγκριση|Προκαταβολές|Πολιτική εξόδων|Βοήθεια",
                     "Група «Дніпро» — Витрати|Мої звіти|На погодження|Аванси|Правила|Довідка",
                     "مجموعة الرواد — المصروفات|مطالباتي|بانتظار الاعتماد|السلف|السياسات|المساعدة",
                     "กลุ่มบริษัทสยามรุ่งเรือง — เบิกค่าใช้จ่าย|รายการของฉัน|รออนุมัติ|เงินทดรองจ่าย|ระเบียบ|"
                     "ช่วยเหลือ",
                     "한빛그룹 — 경비정산|내 신청|결재 대기|가지급금|규정|도움말",
                     "Iqembu le-Ubuntu — Izindleko|Izicelo Zami|Okulindele Ukugunyazwa|Imali Engaphambili|Imigomo|"
                     "Usizo"),
    "title_expenses": ("Travel Expense Claim", "Αναφορά εξόδων ταξιδιού", "Авансовий звіт про відрядження",
                       "مطالبة مصروفات سفر", "ใบเบิกค่าใช้จ่ายเดินทาง", "출장비 정산서",
                       "Isicelo Sezindleko Zohambo"),
    "claim_no": ("Claim no.", "Αρ. αναφοράς", "№ звіту", "رقم المطالبة", "เลขที่ใบเบิก", "정산번호",
                 "Inombolo yesicelo"),
    "employee": ("Employee", "Εργαζόμενος/η", "Працівник", "الموظف", "พนักงาน", "신청자", "Isisebenzi"),
    "emp_no": ("Employee no.", "Αρ. μητρώου", "Табельний №", "الرقم الوظيفي", "รหัสพนักงาน", "사번",
               "Inombolo yesisebenzi"),
    "department": ("Department", "Τμήμα", "Відділ", "الإدارة", "แผนก", "부서", "Umnyango"),
    "dept_value": ("Sales — North region", "Πωλήσεις — Βόρεια Ελλάδα", "Продажі — Західний регіон",
                   "المبيعات — المنطقة الغربية", "ฝ่ายขาย — ภาคเหนือ", "영업본부 — 영남지사",
                   "Ukuthengisa — KwaZulu-Natal"),
    "trip": ("Trip", "Ταξίδι", "Відрядження", "الرحلة", "การเดินทาง", "출장", "Uhambo"),
    "trip_value": ("Manchester → London, 24–26 Nov 2025 · Client meeting",
                   "Θεσσαλονίκη → Αθήνα, 24–26/11/2025 · Παρουσίαση σε πελάτη",
                   "Львів → Київ, 24–26.11.2025 · Зустріч із клієнтом",
                   "جدة ← الرياض، 24–26/11/2025 · اجتماع مع عميل",
                   "เชียงใหม่ → กรุงเทพฯ 24–26/11/2568 · พบลูกค้า",
                   "부산 → 서울, 2025.11.24–11.26 · 고객사 미팅",
                   "eThekwini → eGoli, 24–26/11/2025 · Umhlangano nekhasimende"),
    "pay_to": ("Reimburse to", "Λογαριασμός πίστωσης", "Рахунок для відшкодування", "حساب الإيداع", "โอนเข้าบัญชี",
               "입금 계좌", "Khokhela ku-akhawunti"),
    "receipts": ("Receipts", "Παραστατικά", "Підтвердні документи", "الإيصالات", "ใบเสร็จรับเงิน", "증빙 내역",
                 "Amarisidi"),
    "r_date": ("Date", "Ημερομηνία", "Дата", "التاريخ", "วันที่", "일자", "Usuku"),
    "r_cat": ("Category", "Κατηγορία", "Стаття витрат", "الفئة", "ประเภท", "항목", "Uhlobo"),
    "r_merchant": ("Merchant", "Επιχείρηση", "Постачальник", "الجهة", "ร้านค้า/ผู้ให้บริการ", "가맹점", "Isitolo"),
    "r_proof": ("Receipt", "Παραστατικό", "Чек", "الإيصال", "ใบเสร็จ", "증빙", "Irisidi"),
    "attached": ("Attached", "Επισυνάφθηκε", "Додано", "مرفق", "แนบแล้ว", "첨부", "Kunamathiselwe"),
    "not_attached": ("Missing", "Λείπει", "Відсутній", "غير مرفق", "ไม่มี", "미첨부", "Akukho"),
    "cat_hotel": ("Hotel (2 nights)", "Ξενοδοχείο (2 νύχτες)", "Проживання (2 ночі)", "فندق (ليلتان)",
                  "ที่พัก (2 คืน)", "숙박 (2박)", "Ihhotela (ubusuku obubili)"),
    "cat_taxi": ("Taxi", "Ταξί", "Таксі", "سيارة أجرة", "แท็กซี่", "택시", "Itekisi"),
    "cat_meal": ("Client dinner", "Γεύμα με πελάτη", "Обід із клієнтом", "عشاء عمل", "เลี้ยงรับรองลูกค้า",
                 "고객 접대 식사", "Isidlo nekhasimende"),
    "cat_travel": ("Train ticket", "Αεροπορικό εισιτήριο", "Квиток на потяг", "تذكرة طيران", "ตั๋วเครื่องบิน",
                   "KTX 승차권", "Ithikithi lendiza"),
    "cat_fuel": ("Fuel", "Καύσιμα", "Пальне", "وقود", "น้ำมันเชื้อเพลิง", "유류비", "Uphethiloli"),
    "carrier": ("Avanti West Coast", "Aegean Airlines", "Укрзалізниця", "الخطوط السعودية", "การบินไทย", "코레일",
                "FlySafair"),
    "total_claim": ("Total claimed", "Σύνολο", "Усього витрачено", "إجمالي المطالبة", "รวมค่าใช้จ่าย", "합계",
                    "Isamba"),
    "advance": ("Less advance", "Μείον προκαταβολή", "Мінус аванс", "ناقص السلفة", "หักเงินทดรองจ่าย",
                "가지급금 차감", "Kususwa imali engaphambili"),
    "to_pay": ("To reimburse", "Προς απόδοση", "До відшкодування", "المستحق للموظف", "ยอดโอนคืน", "지급액",
               "Okuzokhokhwa"),
    "thread": ("Comments", "Σχόλια", "Коментарі", "الملاحظات", "ความคิดเห็น", "결재 의견", "Amazwana"),
    "role_mgr": ("Line manager", "Προϊστάμενος/η", "Керівник", "المدير المباشر", "หัวหน้างาน", "팀장",
                 "Umphathi"),
    "role_fin": ("Finance", "Λογιστήριο", "Бухгалтерія", "المالية", "ฝ่ายบัญชี", "재무팀", "Ezezimali"),
    "approve": ("Approve", "Έγκριση", "Погодити", "اعتماد", "อนุมัติ", "승인", "Gunyaza"),
    "send_back": ("Return for Changes", "Επιστροφή για διόρθωση", "Повернути на доопрацювання", "إعادة للتعديل",
                  "ส่งกลับแก้ไข", "반려", "Buyisela ukuze kulungiswe"),
    "reject": ("Reject", "Απόρριψη", "Відхилити", "رفض", "ไม่อนุมัติ", "거절", "Yenqaba"),
}  # fmt: skip
_BUTTON_KEYS = ("sign_lodge", "add_item", "print_report", "new_entry", "report_fault", "export_log", "check_in",
                "assign", "print_reg", "save", "book", "print_notice", "save_draft", "publish", "export_csv",
                "approve", "send_back", "reject")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "seizure_text": (
        "On the above date I, {officer}, court bailiff, went to the debtor's home to enforce the title. The door "
        "was opened by {adult}, who stated that {debtor} was at work. In the presence of the witness {witness} I "
        "drew up the inventory below. The debtor was informed by telephone and did not object. The goods were "
        "left in the custody of {adult}.",
        "Την ανωτέρω ημερομηνία ο/η δικαστικός επιμελητής/τρια {officer} μετέβη στην κατοικία του/της "
        "οφειλέτη/τριας για την εκτέλεση του τίτλου. Την πόρτα άνοιξε ο/η {adult}, ο/η οποίος/α δήλωσε ότι ο/η "
        "{debtor} βρίσκεται στην εργασία του/της. Παρουσία του/της μάρτυρα {witness} συντάχθηκε η κατωτέρω "
        "απογραφή. Ο/Η οφειλέτης/τρια ενημερώθηκε τηλεφωνικώς και δεν προέβαλε αντίρρηση. Τα κατασχεθέντα "
        "αφέθηκαν στη φύλαξη του/της {adult}.",
        "Зазначеного дня я, приватний виконавець {officer}, прибув(-ла) за місцем проживання боржника для "
        "примусового виконання документа. Двері відчинив(-ла) {adult}, який(-а) повідомив(-ла), що {debtor} "
        "перебуває на роботі. У присутності понятого {witness} складено наведений нижче опис майна. Боржника "
        "повідомлено телефоном, заперечень не надійшло. Майно передано на відповідальне зберігання: {adult}.",
        "في التاريخ المذكور أعلاه انتقل مأمور التنفيذ {officer} إلى مسكن المنفذ ضده لتنفيذ السند. فتح الباب "
        "{adult} وأفاد بأن {debtor} في مقر عمله. وبحضور الشاهد {witness} حُرِّر الجرد المبين أدناه. أُبلغ المنفذ "
        "ضده هاتفياً ولم يبدِ اعتراضاً. وتُركت المحجوزات في عهدة {adult}.",
        "ในวันดังกล่าวข้างต้น ข้าพเจ้า {officer} เจ้าพนักงานบังคับคดี ได้ไปยังบ้านของลูกหนี้เพื่อบังคับคดีตามหมาย "
        "{adult} เป็นผู้เปิดประตูและแจ้งว่า {debtor} ไปทำงาน ต่อหน้าพยาน {witness} ได้จัดทำบัญชีทรัพย์ที่ยึดไว้ตามรายการ"
        "ด้านล่าง ได้แจ้งลูกหนี้ทางโทรศัพท์แล้ว ลูกหนี้ไม่คัดค้าน ทรัพย์ที่ยึดได้มอบให้ {adult} เป็นผู้ดูแลรักษา",
        "위 일시에 집행관 {officer}은(는) 집행권원에 따라 채무자의 주소지에 임하였다. {adult}이(가) 문을 열고 "
        "{debtor}은(는) 직장에 있다고 진술하였다. 참여인 {witness}의 입회 하에 아래 물건을 압류하고 목록을 "
        "작성하였다. 채무자에게 전화로 고지하였으며 이의는 없었다. 압류물은 {adult}에게 보관하게 하였다.",
        "Ngalolu suku olungenhla mina, {officer}, iSheriff yenkantolo, ngiye ekhaya lalowo okweletayo ukuze "
        "ngisebenzise umyalelo. Umnyango uvulwe ngu-{adult}, othe u-{debtor} usemsebenzini. Phambi kukafakazi "
        "{witness} ngibhale uhlu lwempahla olungezansi. Okweletayo wazisiwe ngocingo futhi akaphikisanga. Impahla "
        "ishiywe inakekelwa ngu-{adult}.",
    ),
    "vehicle_note": (
        "Also found: a car with the plate {plate}, registered to {owner}; not seized, as it belongs to a third party.",
        "Εντοπίστηκε επίσης επιβατικό όχημα με αριθμό κυκλοφορίας {plate}, ιδιοκτησίας {owner}· δεν κατασχέθηκε "
        "ως ανήκον σε τρίτο.",
        "Також виявлено автомобіль з номерним знаком {plate}, зареєстрований на {owner}; арешт не накладено, "
        "оскільки майно належить третій особі.",
        "وُجدت أيضاً سيارة تحمل اللوحة {plate} مسجلة باسم {owner}، ولم يُحجز عليها لأنها مملوكة للغير.",
        "พบรถยนต์ทะเบียน {plate} จดทะเบียนในชื่อ {owner} ไม่ได้ยึดไว้เนื่องจากเป็นทรัพย์สินของบุคคลภายนอก",
        "차량번호 {plate} 승용차 1대가 있었으나 {owner} 명의로 등록되어 있어 제3자 소유로 압류하지 아니함.",
        "Kutholakale nemoto enenombolo {plate}, ebhaliswe egameni lika-{owner}; ayithathwanga ngoba ingeyomunye "
        "umuntu.",
    ),
    "seizure_rights": (
        "The debtor may object to the seizure before the court within the time limits set by law. Removing, "
        "damaging or hiding attached goods is a criminal offence. This report is served on the debtor and the "
        "creditor.",
        "Ο/Η οφειλέτης/τρια δικαιούται να ασκήσει ανακοπή κατά της κατάσχεσης ενώπιον του αρμόδιου δικαστηρίου "
        "εντός των νόμιμων προθεσμιών. Η απομάκρυνση, φθορά ή απόκρυψη κατασχεμένων πραγμάτων διώκεται ποινικά. Η "
        "παρούσα επιδίδεται στον/στην οφειλέτη/τρια και στον/στην επισπεύδοντα/ουσα.",
        "Боржник має право оскаржити дії виконавця до суду у строки, встановлені законом. Відчуження, "
        "пошкодження або приховування арештованого майна тягне кримінальну відповідальність. Копію акта "
        "надіслано боржнику та стягувачу.",
        "يحق للمنفذ ضده الاعتراض على الحجز أمام المحكمة خلال المدة النظامية. ويُعد نقل المحجوزات أو إتلافها أو "
        "إخفاؤها جريمة يعاقب عليها النظام. تُسلَّم نسخة من هذا المحضر إلى المنفذ ضده وطالب التنفيذ.",
        "ลูกหนี้มีสิทธิยื่นคำร้องคัดค้านการยึดต่อศาลภายในระยะเวลาที่กฎหมายกำหนด การเคลื่อนย้าย ทำให้เสียหาย "
        "หรือซ่อนเร้นทรัพย์ที่ถูกยึดเป็นความผิดทางอาญา ได้ส่งสำเนาบันทึกนี้ให้ลูกหนี้และเจ้าหนี้แล้ว",
        "채무자는 법정 기간 내에 법원에 집행에 관한 이의를 신청할 수 있습니다. 압류물을 옮기거나 손괴·은닉하는 "
        "행위는 형사처벌 대상입니다. 이 조서의 등본은 채무자와 채권자에게 송달합니다.",
        "Okweletayo angaphikisa ukuthathwa kwempahla enkantolo ngaphakathi kwesikhathi esibekwe ngumthetho. "
        "Ukususa, ukonakalisa noma ukufihla impahla ethathiwe kuyicala lobugebengu. Ikhophi yalo mbiko inikezwa "
        "okweletayo nombolekisi.",
    ),
    "lift_0": (
        "{caller} (flat 12) reports the car stops about 3 cm below the 4th floor. Call taken by {dispatcher}; "
        "callback number {tel}.",
        "Ο/Η {caller} (διαμ. 12) αναφέρει ότι ο θάλαμος σταματά περίπου 3 εκ. κάτω από τον 4ο όροφο. Την κλήση "
        "έλαβε ο/η {dispatcher}· τηλέφωνο επικοινωνίας {tel}.",
        "{caller} (кв. 12) повідомляє, що кабіна зупиняється приблизно на 3 см нижче 4-го поверху. Виклик "
        "прийняв(-ла) {dispatcher}; номер для зв'язку {tel}.",
        "أفاد {caller} (شقة 12) بأن المقصورة تتوقف أسفل الدور الرابع بنحو 3 سم. استقبل البلاغ {dispatcher}؛ رقم "
        "التواصل {tel}.",
        "{caller} (ห้อง 12) แจ้งว่าลิฟต์จอดต่ำกว่าระดับชั้น 4 ประมาณ 3 ซม. ผู้รับแจ้ง {dispatcher} เบอร์ติดต่อกลับ {tel}",
        "{caller}(12호) 신고: 4층에서 카가 약 3cm 낮게 정지함. 접수자 {dispatcher}, 회신 번호 {tel}.",
        "U-{caller} (iflethi 12) ubika ukuthi i-lift ima cishe ngo-3 cm ngaphansi kwesitezi sesi-4. Ucingo "
        "lwamukelwe ngu-{dispatcher}; inombolo yokushayela emuva ngu-{tel}.",
    ),
    "lift_1": (
        "Levelling sensor at the 4th floor replaced and adjusted; 20 test runs without fault. Lift handed back to "
        "{manager}.",
        "Αντικαταστάθηκε και ρυθμίστηκε ο αισθητήρας ισοστάθμισης στον 4ο όροφο· 20 δοκιμαστικές διαδρομές χωρίς "
        "σφάλμα. Ο ανελκυστήρας παραδόθηκε στον/στη {manager}.",
        "Замінено й відрегульовано датчик точної зупинки на 4-му поверсі; 20 пробних поїздок без збоїв. Ліфт "
        "передано: {manager}.",
        "استُبدل حساس التسوية في الدور الرابع وضُبط؛ 20 رحلة تجريبية دون أعطال. سُلِّم المصعد إلى {manager}.",
        "เปลี่ยนและปรับตั้งเซนเซอร์ระดับชั้นที่ชั้น 4 ทดสอบ 20 รอบไม่พบปัญหา ส่งมอบลิฟต์คืนให้ {manager}",
        "4층 착상 센서 교체 및 조정, 시운전 20회 이상 없음. 관리소장 {manager}에게 인계.",
        "Kushintshwe kwalungiswa inzwa yokulinganisa esitezi sesi-4; kuhlolwe izikhathi ezingu-20 ngaphandle "
        "kwephutha. I-lift inikezwe u-{manager}.",
    ),
    "lift_2": (
        "Ropes, brakes, door contacts and emergency lighting checked. Alarm button tested with the call centre. "
        "No remarks.",
        "Έλεγχος συρματόσχοινων, φρένων, επαφών θυρών και φωτισμού ασφαλείας. Δοκιμή κομβίου κινδύνου με το "
        "κέντρο λήψης κλήσεων. Χωρίς παρατηρήσεις.",
        "Перевірено канати, гальма, дверні контакти та аварійне освітлення. Кнопку зв'язку з диспетчером "
        "перевірено. Зауважень немає.",
        "فُحصت الحبال والمكابح وملامسات الأبواب وإنارة الطوارئ. جُرّب زر الإنذار مع مركز الاتصال. لا ملاحظات.",
        "ตรวจสลิง เบรก หน้าสัมผัสประตู และไฟฉุกเฉิน ทดสอบปุ่มกริ่งฉุกเฉินกับศูนย์รับแจ้ง ไม่มีข้อสังเกต",
        "로프, 브레이크, 도어 스위치, 비상조명 점검. 비상통화 버튼 관제센터 연결 시험. 특이사항 없음.",
        "Kuhlolwe izintambo, amabhuleki, oxhumana neminyango nezibani eziphuthumayo. Inkinobho ye-alamu ihlolwe "
        "nesikhungo sezingcingo. Akukho okuphawulwayo.",
    ),
    "lift_3": (
        "Entrapment: {caller} was stuck between the 2nd and 3rd floors for 25 minutes after a power cut. "
        "Released by hand, unhurt.",
        "Εγκλωβισμός: ο/η {caller} εγκλωβίστηκε μεταξύ 2ου και 3ου ορόφου για 25 λεπτά μετά από διακοπή ρεύματος. "
        "Απεγκλωβίστηκε χειροκίνητα, χωρίς τραυματισμό.",
        "Застрягання: {caller} перебував(-ла) у кабіні між 2-м і 3-м поверхами 25 хвилин після вимкнення "
        "електроенергії. Евакуйовано вручну, без травм.",
        "احتجاز: علق {caller} بين الدورين الثاني والثالث لمدة 25 دقيقة بعد انقطاع الكهرباء. أُخرج يدوياً دون إصابات.",
        "ผู้โดยสารติดค้าง: {caller} ติดอยู่ระหว่างชั้น 2 และ 3 นาน 25 นาทีหลังไฟดับ ช่วยออกด้วยมือ ไม่มีผู้บาดเจ็บ",
        "갇힘 사고: 정전 후 {caller} 님이 2~3층 사이에 25분간 갇힘. 수동 구출, 부상 없음.",
        "Ukuvaleleka: u-{caller} ubevaleleke phakathi kwesitezi sesi-2 nesesi-3 imizuzu engu-25 ngemuva "
        "kokucima kukagesi. Ukhishwe ngesandla, akalimalanga.",
    ),
    "lift_4": (
        "Periodic inspection by {inspector} of the inspection body; certificate {cert} issued, valid two years. "
        "Recommended: replace the car door rollers.",
        "Περιοδικός έλεγχος από τον/την {inspector} του φορέα επιθεώρησης· εκδόθηκε πιστοποιητικό {cert}, ισχύος "
        "δύο ετών. Σύσταση: αντικατάσταση ράουλων θυρών θαλάμου.",
        "Періодичний технічний огляд провів(-ла) {inspector} (експертна організація); видано висновок {cert}, "
        "дійсний два роки. Рекомендовано замінити ролики дверей кабіни.",
        "فحص دوري أجراه {inspector} من جهة الفحص المعتمدة؛ صدرت الشهادة {cert} صالحة لمدة سنتين. يوصى باستبدال "
        "بكرات باب المقصورة.",
        "ตรวจสอบประจำปีโดย {inspector} จากหน่วยงานตรวจสอบ ออกใบรับรองเลขที่ {cert} มีอายุ 2 ปี ข้อแนะนำ: เปลี่ยนลูกล้อประตูห้องโดยสาร",
        "검사기관 {inspector} 검사원 정기검사 합격, 검사증 {cert} 발급(유효기간 2년). 권고: 카 도어 롤러 교체.",
        "Ukuhlolwa ngokwezikhathi ngu-{inspector} wenhlangano yokuhlola; kukhishwe isitifiketi {cert}, esisebenza "
        "iminyaka emibili. Kunconywa: kushintshwe amasondo eminyango ye-lift.",
    ),
    "lift_5": (
        "The machine room lock is broken; the building manager was asked to fix it before the inspection.",
        "Η κλειδαριά του μηχανοστασίου είναι χαλασμένη· ζητήθηκε από τη διαχείριση να επισκευαστεί πριν από τον "
        "έλεγχο.",
        "Замок машинного приміщення зламаний; керуючого попереджено відремонтувати його до огляду.",
        "قفل غرفة المحركات معطل؛ طُلب من إدارة المبنى إصلاحه قبل الفحص.",
        "กุญแจห้องเครื่องชำรุด แจ้งผู้จัดการอาคารให้ซ่อมก่อนวันตรวจสอบ",
        "기계실 잠금장치 파손, 검사 전 수리하도록 관리사무소에 요청함.",
        "Isikhiya segumbi lemishini siphukile; umphathi wesakhiwo ucelwe ukuthi asilungise ngaphambi kokuhlolwa.",
    ),
    "nights": ("{n} nights", "{n} νύχτες", "{n} ночі", "{n} ليالٍ", "{n} คืน", "{n}박", "ubusuku obungu-{n}"),
    "msg_0": (
        "Claim for the client visit. The taxi from the airport gave no receipt; the driver's number is {tel} if "
        "you need to check.",
        "Αναφορά για την επίσκεψη στον πελάτη. Το ταξί από το αεροδρόμιο δεν έκοψε απόδειξη· το τηλέφωνο του "
        "οδηγού είναι {tel}, αν χρειαστεί έλεγχος.",
        "Звіт за поїздку до клієнта. Таксист з аеропорту не видав чека; його номер {tel}, якщо треба перевірити.",
        "مطالبة زيارة العميل. لم يُصدر سائق الأجرة من المطار إيصالاً؛ رقمه {tel} إن احتجتم للتحقق.",
        "เบิกค่าใช้จ่ายเดินทางไปพบลูกค้า แท็กซี่จากสนามบินไม่มีใบเสร็จ เบอร์คนขับคือ {tel} หากต้องการตรวจสอบ",
        "고객사 방문 출장비 정산입니다. 공항 택시는 영수증 발급이 안 됐습니다. 확인이 필요하시면 기사님 번호는 "
        "{tel}입니다.",
        "Isicelo sokuvakashela ikhasimende. Itekisi lasesikhumulweni alinikanga irisidi; inombolo yomshayeli "
        "ngu-{tel} uma kudingeka ukuhlola.",
    ),
    "msg_1": (
        "{emp}, please add who attended the client dinner.",
        "{emp}, συμπλήρωσε παρακαλώ ποιοι παρευρέθηκαν στο γεύμα με τον πελάτη.",
        "{emp}, додайте, будь ласка, хто був присутній на обіді з клієнтом.",
        "{emp}، نرجو إضافة أسماء الحاضرين في عشاء العمل.",
        "คุณ {emp} กรุณาระบุชื่อผู้เข้าร่วมเลี้ยงรับรองลูกค้าด้วย",
        "{emp} 님, 고객 접대 식사 참석자를 추가해 주세요.",
        "{emp}, sicela wengeze amagama alabo ababekhona esidlweni nekhasimende.",
    ),
    "msg_2": (
        "Attending: {guest1} and {guest2} of {client}.",
        "Παρόντες στο γεύμα: {guest1} και {guest2} ({client}).",
        "Присутні на обіді: {guest1} та {guest2}, {client}.",
        "حضر العشاء: {guest1} و{guest2} من {client}.",
        "ผู้เข้าร่วม: {guest1} และ {guest2} จาก {client}",
        "참석자: {client} {guest1}, {guest2}",
        "Ababekhona: {guest1} no-{guest2} base-{client}.",
    ),
    "msg_3": (
        "Approved as an exception without the taxi receipt. Paid in the run of 10 December.",
        "Εγκρίνεται κατ' εξαίρεση χωρίς την απόδειξη του ταξί. Θα πληρωθεί με την εκκαθάριση της 10ης Δεκεμβρίου.",
        "Погоджено як виняток без чека за таксі. Виплата — 10 грудня.",
        "تم الاعتماد استثناءً دون إيصال سيارة الأجرة. يُصرف المبلغ مع دفعة 10 ديسمبر.",
        "อนุมัติเป็นกรณีพิเศษโดยไม่มีใบเสร็จแท็กซี่ จะโอนเงินในรอบวันที่ 10 ธันวาคม",
        "택시 영수증 없이 예외 승인합니다. 12월 10일 지급 예정입니다.",
        "Kugunyazwe ngokukhethekile ngaphandle kwerisidi letekisi. Kuzokhokhwa ngomhla ziyi-10 kuDisemba.",
    ),
}
#: The attached goods per language (description, condition), and each one's estimate range in units scaled to the
#: country's money.
_GOODS = {
    "en": (("Samsung 55\" LED TV", "Good, remote present"), ("Three-seat fabric sofa, grey", "Worn"),
           ("Bosch two-door refrigerator", "Working"), ("Lenovo ThinkPad laptop with charger", "Good"),
           ("Oak dining table with six chairs", "Scratches on the top")),
    "el": (("Τηλεόραση LED Samsung 55\"", "Καλή, με τηλεχειριστήριο"), ("Καναπές τριθέσιος υφασμάτινος, γκρι",
           "Φθαρμένος"), ("Ψυγείο δίπορτο Bosch", "Λειτουργεί"), ("Φορητός υπολογιστής Lenovo ThinkPad με φορτιστή",
           "Καλή"), ("Τραπεζαρία δρύινη με έξι καρέκλες", "Γρατζουνιές στην επιφάνεια")),
    "uk": (("Телевізор Samsung 55\" LED", "Добрий, є пульт"), ("Диван тримісний, тканина, сірий", "Зношений"),
           ("Холодильник Bosch двокамерний", "Справний"), ("Ноутбук Lenovo ThinkPad із зарядним пристроєм",
           "Добрий"), ("Обідній стіл із дуба та шість стільців", "Подряпини на стільниці")),
    "ar": (("تلفزيون سامسونج LED مقاس 55 بوصة", "جيد، مع جهاز التحكم"), ("كنبة قماش ثلاثية، رمادية", "مستعملة"),
           ("ثلاجة بوش بابين", "تعمل"), ("حاسب محمول لينوفو ثينك باد مع الشاحن", "جيد"),
           ("طاولة طعام من خشب البلوط مع ستة كراسٍ", "خدوش على السطح")),
    "th": (("โทรทัศน์ Samsung LED 55 นิ้ว", "สภาพดี มีรีโมท"), ("โซฟาผ้า 3 ที่นั่ง สีเทา", "มีร่องรอยการใช้งาน"),
           ("ตู้เย็น Bosch 2 ประตู", "ใช้งานได้"), ("โน้ตบุ๊ก Lenovo ThinkPad พร้อมที่ชาร์จ", "สภาพดี"),
           ("โต๊ะอาหารไม้โอ๊กพร้อมเก้าอี้ 6 ตัว", "มีรอยขีดข่วนที่ผิวโต๊ะ")),
    "ko": (("삼성 55인치 LED TV", "양호, 리모컨 있음"), ("3인용 패브릭 소파, 회색", "사용감 있음"),
           ("보쉬 양문형 냉장고", "작동함"), ("레노버 씽크패드 노트북 및 충전기", "양호"),
           ("참나무 식탁 및 의자 6개", "상판 긁힘")),
    "zu": (("I-TV ye-Samsung LED engu-55\"", "Isesimweni esihle, kukhona i-remote"),
           ("Usofa wendwangu wabantu abathathu, mpunga", "Ugugile"), ("Ifriji ye-Bosch eneminyango emibili",
           "Iyasebenza"), ("I-laptop ye-Lenovo ThinkPad neshaja yayo", "Isesimweni esihle"),
           ("Itafula lokudlela le-oki nezihlalo eziyisithupha", "Linemihuzuko phezulu")),
}  # fmt: skip
_GOODS_VALUE = ((150, 400), (80, 250), (120, 300), (200, 600), (100, 350))
#: The lift's log: each entry's day and time, kind, and which of the two technicians wrote it.
_LIFT_LOG = ((date(2025, 12, 3), (7, 42), "ev_callout", 0), (date(2025, 12, 3), (10, 15), "ev_repair", 0),
             (date(2025, 11, 26), (9, 0), "ev_service", 1), (date(2025, 11, 19), (22, 5), "ev_callout", 1),
             (date(2025, 10, 30), (11, 20), "ev_inspection", 1),
             (date(2025, 10, 28), (8, 40), "ev_service", 0))  # fmt: skip
#: The hotel's rooms: number, type, status, arrival day and nights, and the note on the card (-1 for none); the
#: last room is out of order and holds no guest.
_ROOMS = (("101", "rt_double", "arr", date(2025, 12, 4), 3, 0), ("102", "rt_twin", "in", date(2025, 12, 2), 4, 1),
          ("104", "rt_single", "dep", date(2025, 12, 1), 3, -1), ("201", "rt_suite", "arr", date(2025, 12, 4), 4, 4),
          ("203", "rt_double", "in", date(2025, 12, 3), 3, 3), ("205", "rt_twin", "dep", date(2025, 12, 1), 3, 2),
          ("301", "rt_double", "arr", date(2025, 12, 4), 3, -1), ("302", "rt_single", "in", date(2025, 12, 3), 4, -1),
          ("304", "rt_suite", "ooo", date(2025, 12, 4), 0, -1))  # fmt: skip
_ROOM_NOTES = {
    "en": ("Late arrival after 23:00", "Extra bed for a child", "Airport transfer at 06:30",
           "Feather allergy — synthetic pillows", "Anniversary — flowers in the room"),
    "el": ("Άφιξη μετά τις 23:00", "Επιπλέον κρεβάτι για παιδί", "Μεταφορά στο αεροδρόμιο 06:30",
           "Αλλεργία στα φτερά — συνθετικά μαξιλάρια", "Επέτειος — λουλούδια στο δωμάτιο"),
    "uk": ("Пізній заїзд після 23:00", "Додаткове ліжко для дитини", "Трансфер в аеропорт о 06:30",
           "Алергія на пір'я — синтетичні подушки", "Річниця — квіти в номер"),
    "ar": ("وصول متأخر بعد 23:00", "سرير إضافي لطفل", "توصيل إلى المطار 06:30", "حساسية من الريش — وسائد صناعية",
           "ذكرى زواج — ورود في الغرفة"),
    "th": ("มาถึงหลัง 23.00 น.", "เตียงเสริมสำหรับเด็ก", "รถรับส่งสนามบิน 06.30 น.", "แพ้ขนนก — ใช้หมอนใยสังเคราะห์",
           "ครบรอบแต่งงาน — จัดดอกไม้ในห้อง"),
    "ko": ("23시 이후 늦은 체크인", "아동용 엑스트라 베드", "06:30 공항 픽업", "깃털 알레르기 — 합성 베개",
           "결혼기념일 — 객실에 꽃 준비"),
    "zu": ("Uzofika emva kuka-23:00", "Umbhede owengeziwe wengane", "Ukuthuthwa esikhumulweni sezindiza ngo-06:30",
           "Uyazizwa ezimpapheni — imicamelo yokwenziwa", "Usuku lomshado — izimbali ekamelweni"),
}  # fmt: skip
#: Each guest's nationality by card (the locale's own country where it says "local").
_GUESTS_FROM = ("local", "DEU", "local", "GBR", "USA", "local", "FRA", "JPN")
#: The exam roster's rows: coursework and exam marks, the result, and the final grade on each country's scale.
_MARKS = (("22/25", "61/75", "pass"), ("18/25", "44/75", "pass"), ("9/25", "21/75", "fail"), ("24/25", "70/75", "pass"),
          ("15/25", "—", "absent"), ("20/25", "52/75", "pass"), ("17/25", "39/75", "pass"), ("11/25", "24/75", "fail"),
          ("21/25", "58/75", "pass"), ("19/25", "47/75", "pass"))  # fmt: skip
_FINALS = {
    "el_GR": ("8,5", "6", "3", "9,5", "—", "7", "5,5", "3,5", "8", "6,5"),
    "uk_UA": ("83 (B)", "62 (D)", "30 (FX)", "94 (A)", "—", "72 (C)", "56 (E)", "35 (FX)", "79 (C)", "66 (D)"),
    "ar_SA": ("أ", "ج+", "هـ", "أ+", "—", "ب", "ج", "هـ", "ب+", "ج+"),
    "th_TH": ("A", "C+", "F", "A", "—", "B", "C", "F", "B+", "C+"),
    "ko_KR": ("A0", "C+", "F", "A+", "—", "B0", "C0", "F", "B+", "C+"),
    "zu_ZA": ("83%", "62%", "30%", "94%", "—", "72%", "56%", "35%", "79%", "66%"),
}  # fmt: skip
#: The expense claim's receipts: day, category, whether the receipt is attached, and each amount's range; the
#: fourth row's merchant is the country's carrier, chrome like any word of the page.
_RECEIPTS = ((date(2025, 11, 24), "cat_hotel", True, (180, 320)), (date(2025, 11, 24), "cat_taxi", False, (15, 45)),
             (date(2025, 11, 25), "cat_meal", True, (60, 180)), (date(2025, 11, 24), "cat_travel", True, (90, 260)),
             (date(2025, 11, 26), "cat_fuel", True, (30, 80)))  # fmt: skip
_ADVANCE = (100, 200)
#: What a merchant of each receipt is called, per language, around a trading name.
_MERCHANTS = {
    "en": ("Hotel {name}", "{name} Cabs", "Trattoria {name}", "", "{name} Fuel"),
    "el": ("Ξενοδοχείο {name}", "Ταξί {name}", "Ταβέρνα «{name}»", "", "Πρατήριο καυσίμων {name}"),
    "uk": ("Готель «{name}»", "Таксі «{name}»", "Ресторан «{name}»", "", "АЗС «{name}»"),
    "ar": ("فندق {name}", "{name} لخدمات النقل", "مطعم {name}", "", "محطة {name} للوقود"),
    "th": ("โรงแรม{name}", "แท็กซี่{name}", "ร้านอาหาร{name}", "", "ปั๊มน้ำมัน{name}"),
    "ko": ("{name}호텔", "{name}택시", "{name}식당", "", "{name}주유소"),
    "zu": ("{name} Hotel", "{name} Taxis", "{name} Grill", "", "{name} Fuel Stop"),
}  # fmt: skip
#: Trading names per locale (of shops, hotels, and of the companies the country names after no one).
_BRANDS = {
    "el_GR": ("Αστέρι", "Ολυμπία", "Γαλήνη", "Αίγλη", "Ερμής", "Πήγασος", "Ακρόπολις", "Ποσειδών", "Ήλιος",
              "Ωκεανίς", "Δελφίνι", "Αμβροσία"),
    "uk_UA": ("Затишок", "Світанок", "Надія", "Оберіг", "Смерека", "Лелека", "Каштан", "Водограй", "Калина", "Явір",
              "Джерело", "Зоряна"),
    "ar_SA": ("الواحة", "النخيل", "الريان", "الفيصلية", "السدرة", "الياسمين", "الديرة", "المروج", "الصفوة", "الندى",
              "البستان", "الجوهرة"),
    "th_TH": ("บ้านสวน", "เรือนไทย", "ริมปิง", "ชมดาว", "รุ่งอรุณ", "ทองใบ", "ใบเตย", "ลำดวน", "นาคา", "มณีรัตน์",
              "ดอยคำ", "สายน้ำ"),
    "ko_KR": ("한빛", "청솔", "누리", "다온", "해오름", "별빛", "가람", "솔향", "미소", "새봄", "온누리", "푸른솔"),
    "zu_ZA": ("Ilanga", "Inkanyezi", "Ubuhle", "Izulu", "Ukhozi", "Amanzi", "Indlovu", "Umthombo", "Isibani",
              "Ithemba", "Inyoni", "Imbali"),
}  # fmt: skip

_STYLE = (
    "<style>body{font-family:'Noto Sans','Noto Sans Thai','Noto Sans KR','Noto Sans Arabic',Arial,sans-serif;"
    "margin:0;padding:58px 26px 18px;font-size:13px;color:#22252b;background:#f7f8fb}html[lang=ar] body{direction:rtl}"
    ".nav{position:absolute;top:0;left:0;right:0;background:#3b3f8f;color:#fff;padding:11px 26px}.nav b{margin:0 28px}"
    ".nav span{margin:0 8px;color:#d9dbf5}h2{margin:2px 0 10px;font-size:20px}h3{margin:14px 0 6px;font-size:14px;"
    "color:#3b3f8f}p{margin:5px 0}table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d6d9e4;"
    "padding:5px 9px;text-align:start;vertical-align:top}th{background:#eceef8;font-weight:600}"
    "button{margin:12px 10px 0 0;padding:6px 16px;border:none;background:#3b3f8f;color:#fff;border-radius:4px}"
    ".grid{display:grid;grid-template-columns:190px 330px;gap:6px}.grid .k{color:#5d6070}.cols{display:flex;gap:28px;"
    "align-items:flex-start}.meta{color:#454a5a;margin-bottom:8px}.party{background:#fff;border:1px solid #d6d9e4;"
    "padding:8px 14px}.box{max-width:820px;border:1px solid #d6d9e4;background:#fff;padding:9px 13px;"
    "line-height:1.6}.total td{font-weight:bold;border-top:2px solid #555b70}.sig{display:flex;gap:50px;"
    "margin-top:16px}.sig div{width:250px}.sig .line{display:block;border-bottom:1px solid #333;padding:14px 0 3px;"
    "font-style:italic;color:#555}.small{font-size:10.5px;color:#5a5e6a;max-width:820px;margin-top:12px;"
    "line-height:1.4}.tabs span{display:inline-block;padding:6px 14px;margin-inline-end:4px;border:1px solid #d6d9e4;"
    "border-bottom:none;background:#eef0f7}.tabs .on{background:#fff;font-weight:bold}.chip{display:inline-block;"
    "padding:1px 9px;border-radius:10px;font-size:11px;margin:0 4px}.st-ok,.st-pass,.st-in,.st-yes{background:#d8f0de}"
    ".st-arr,.st-callout{background:#dbe8fb}.st-dep,.st-service{background:#fdf1cf}.st-fail,.st-no,.st-ooo,"
    ".st-repair{background:#fbdcd8}.st-absent,.st-inspection{background:#e4e0f4}.layout{display:flex;gap:22px;"
    "align-items:flex-start}.side{width:300px;background:#fff;border:1px solid #d6d9e4;padding:10px 14px;"
    "line-height:1.55}.side .k{display:block;color:#5d6070;font-size:11.5px;margin-top:6px}.timeline{max-width:760px}"
    ".entry{background:#fff;border:1px solid #d6d9e4;border-inline-start:4px solid #3b3f8f;padding:7px 12px;"
    "margin-bottom:8px;line-height:1.5}.entry .when{color:#5d6070;font-size:12px}.filters span{display:inline-block;"
    "padding:3px 12px;margin-inline-end:6px;border:1px solid #b9bdd6;border-radius:14px;background:#fff}"
    ".filters .on{background:#3b3f8f;color:#fff}.cards{display:grid;grid-template-columns:repeat(3,250px);gap:12px;"
    "margin-top:10px}.card{background:#fff;border:1px solid #d6d9e4;padding:8px 12px;line-height:1.5}"
    ".card h3{margin:2px 0;color:#22252b}.card .k{color:#5d6070;margin-inline-end:5px}.card .note{font-style:italic;"
    "color:#5a5e6a}.filterbar{margin:6px 0 10px}.filterbar label{margin-inline-end:18px}.pager{margin-top:8px;"
    "color:#454a5a}.thread{max-width:640px}.msg{background:#fff;border:1px solid #d6d9e4;border-radius:8px;"
    "padding:7px 12px;margin:6px 0;line-height:1.5}.msg .who{font-weight:bold}.msg .when{color:#5d6070;"
    "font-size:11.5px;margin:0 8px}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _lang(loc: str) -> str:
    return _LANGS[_CHROME.lang(loc)]


def _c(loc: str, key: str) -> str:
    """A label before its value: the chrome text and a colon."""
    return _t(loc, key) + ":"


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def _nav(loc: str, key: str) -> str:
    """A site's navigation bar: its name, then its links."""
    site, *links = _t(loc, key).split("|")
    return f"<div class='nav'><b>{site}</b>{''.join(f'<span>{link}</span>' for link in links)}</div>"


def _pairs(loc: str, rows: list[tuple[str, str]]) -> str:
    """Label/value pairs in two columns, the labels given as chrome keys."""
    return _CHROME.grid([(_t(loc, k), v) for k, v in rows])


def _chip(loc: str, css: str, key: str) -> str:
    return f"<span class='chip st-{css}'>{_t(loc, key)}</span>"


def _tabs(loc: str, *keys: str) -> str:
    """A row of tabs, the first one open."""
    return (
        "<div class='tabs'>"
        + "".join(
            ("<span class='on'>" if k == 0 else "<span>") + f"{_t(loc, key)}</span>" for k, key in enumerate(keys)
        )
        + "</div>"
    )


# --- Check digits -----------------------------------------------------------------------------------------


def _luhn_digit(digits: str) -> int:
    """The Luhn check digit to append to ``digits``."""
    total = sum(sum(divmod(int(d) * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def _with_luhn(stem: str) -> str:
    return f"{stem}{_luhn_digit(stem)}"


def iban(country: str, bban: str) -> str:
    """An IBAN with its mod-97 check digits, in groups of four."""
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


def greek_afm(rng: random.Random, first: str = "01") -> str:
    """A Greek tax number (ΑΦΜ): a first digit of ``first`` (0 or 1 a person's, 0, 8 or 9 a company's), seven
    digits and the check digit (the eight weighted by 256 down to 2, the sum's remainder mod 11, mod 10)."""
    stem = f"{rng.choice(first)}{rng.randrange(10**7):07d}"
    return stem + str(sum(int(d) * 2 ** (8 - k) for k, d in enumerate(stem)) % 11 % 10)


def greek_amka(rng: random.Random, born: date, female: bool) -> str:
    """A Greek social security number (ΑΜΚΑ): the birth date DDMMYY, a serial whose last digit is odd for men and
    even for women, and the Luhn digit."""
    sex = rng.choice("02468" if female else "13579")
    return _with_luhn(f"{born:%d%m%y}{rng.randrange(1000):03d}{sex}")


_RNOKPP_WEIGHTS = (-1, 5, 7, 9, 4, 6, 10, 5, 7)


def ukrainian_rnokpp(rng: random.Random, born: date, female: bool) -> str:
    """A Ukrainian taxpayer number (РНОКПП): the days from 31 December 1899 to the birth date, a serial whose last
    digit is odd for men and even for women, and the check digit (the nine weighted -1, 5, 7, 9, 4, 6, 10, 5, 7,
    the sum's remainder mod 11, mod 10)."""
    days = (born - date(1899, 12, 31)).days
    stem = f"{days:05d}{rng.randrange(1000):03d}{rng.choice('02468' if female else '13579')}"
    return stem + str(sum(w * int(d) for w, d in zip(_RNOKPP_WEIGHTS, stem, strict=True)) % 11 % 10)


def ukrainian_edrpou(rng: random.Random) -> str:
    """A Ukrainian company's ЄДРПОУ code: seven digits and the check digit (weighted 1 to 7, or 7, 1 to 6 for codes
    starting with 3, 4 or 5; the sum mod 11, weighed again with each weight 2 more where that gives 10)."""
    stem = f"{rng.choice('234')}{rng.randrange(10**6):06d}"
    weights = (7, 1, 2, 3, 4, 5, 6) if stem[0] in "345" else (1, 2, 3, 4, 5, 6, 7)
    total = sum(w * int(d) for w, d in zip(weights, stem, strict=True)) % 11
    if total == 10:
        total = sum((w + 2) * int(d) for w, d in zip(weights, stem, strict=True)) % 11 % 10
    return f"{stem}{total}"


def saudi_id(rng: random.Random, citizen: bool = True) -> str:
    """A Saudi national ID (1 first) or a resident's iqama number (2 first): ten digits, the last the Luhn digit."""
    return _with_luhn(f"{1 if citizen else 2}{rng.randrange(10**8):08d}")


def _mod11_13(stem: str) -> str:
    """The Thai check digit over twelve digits: weighted 13 down to 2, 11 less the sum's remainder mod 11, mod 10."""
    return str((11 - sum(int(d) * (13 - k) for k, d in enumerate(stem)) % 11) % 10)


def thai_pin(rng: random.Random) -> str:
    """A Thai citizen ID: the kind of registration (1–8), the district, a serial and the mod-11 check digit,
    written X-XXXX-XXXXX-XX-X."""
    stem = f"{rng.randrange(1, 9)}{rng.randrange(10, 97)}{rng.randrange(10**9):09d}"
    raw = stem + _mod11_13(stem)
    return f"{raw[0]}-{raw[1:5]}-{raw[5:10]}-{raw[10:12]}-{raw[12]}"


def thai_juristic_id(rng: random.Random) -> str:
    """A Thai juristic person's ID (its tax number): 0, the registering office (105: a Bangkok company limited),
    the Buddhist-era year of registration, a serial and the mod-11 check digit, thirteen digits."""
    stem = f"0105{rng.randrange(35, 69)}{rng.randrange(10**6):06d}"
    return stem + _mod11_13(stem)


_RRN_WEIGHTS = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)


def korean_rrn(rng: random.Random, born: date, female: bool) -> str:
    """A Korean resident registration number: the birth date YYMMDD, a digit for the century and the sex (1 and 2
    for men and women born in the 1900s, 3 and 4 from 2000), the place of registration (00–95), a serial and the
    check digit (the twelve weighted
    2–9, 2–5; 11 less the sum's remainder mod 11, mod 10), written YYMMDD-SXXXXXC."""
    sex = (1 if born.year < 2000 else 3) + int(female)
    stem = f"{born:%y%m%d}{sex}{rng.randrange(96):02d}{rng.randrange(1000):03d}"
    check = (11 - sum(w * int(d) for w, d in zip(_RRN_WEIGHTS, stem, strict=True)) % 11) % 10
    return f"{stem[:6]}-{stem[6:]}{check}"


def korean_brn(rng: random.Random) -> str:
    """A Korean business registration number: the tax office, the kind of business (81, 86–88: companies), a
    serial and the check digit (weighted 1,3,7,1,3,7,1,3,5, plus the tens of the last weighted product; 10 less the
    sum's last digit), written XXX-XX-XXXXX."""
    stem = f"{rng.randrange(101, 1000)}{rng.choice(('81', '86', '87', '88'))}{rng.randrange(1, 10**4):04d}"
    total = sum(int(d) * w for d, w in zip(stem, (1, 3, 7, 1, 3, 7, 1, 3, 5), strict=True)) + int(stem[8]) * 5 // 10
    return f"{stem[:3]}-{stem[3:5]}-{stem[5:]}{(10 - total % 10) % 10}"


def south_african_id(rng: random.Random, born: date, female: bool, citizen: bool = True) -> str:
    """A South African ID number: the birth date YYMMDD, a serial below 5000 for women and from 5000 for men, 0 for
    a citizen (1 a permanent resident), 8, and the Luhn digit."""
    serial = rng.randrange(5000) if female else rng.randrange(5000, 10000)
    return _with_luhn(f"{born:%y%m%d}{serial:04d}{0 if citizen else 1}8")


# --- Names ------------------------------------------------------------------------------------------------

#: Saudi given names (men's, women's) and family names, and Thai given names and surnames, each with the
#: romanisation its holder writes a mail box with (Faker has none of the Arabic ones romanised, nor Thai names).
_AR_GIVEN = (
    (("محمد", "mohammed"), ("عبدالله", "abdullah"), ("فهد", "fahad"), ("خالد", "khalid"), ("سلطان", "sultan"),
     ("ناصر", "nasser"), ("عبدالرحمن", "abdulrahman"), ("تركي", "turki"), ("فيصل", "faisal"), ("سعود", "saud"),
     ("ماجد", "majed"), ("بندر", "bandar"), ("يوسف", "yousef"), ("عمر", "omar"), ("حمد", "hamad"), ("نايف", "naif")),
    (("نورة", "noura"), ("سارة", "sarah"), ("ريم", "reem"), ("هيفاء", "haifa"), ("لمى", "lama"), ("منيرة", "munira"),
     ("العنود", "alanoud"), ("شهد", "shahad"), ("جواهر", "jawaher"), ("أمل", "amal"), ("دانة", "dana"),
     ("رهف", "rahaf"), ("مها", "maha"), ("هند", "hind"), ("لطيفة", "latifa"), ("غادة", "ghada")),
)  # fmt: skip
_AR_FAMILY = (("القحطاني", "alqahtani"), ("العتيبي", "alotaibi"), ("الشمري", "alshammari"), ("الدوسري", "aldosari"),
              ("الغامدي", "alghamdi"), ("الزهراني", "alzahrani"), ("الحربي", "alharbi"), ("المطيري", "almutairi"),
              ("السبيعي", "alsubaie"), ("العنزي", "alanazi"), ("الشهري", "alshehri"), ("القرني", "alqarni"),
              ("العمري", "alomari"), ("السلمي", "alsulami"), ("الرشيد", "alrasheed"), ("الجهني", "aljohani"),
              ("البقمي", "albuqami"), ("الحارثي", "alharthi"), ("التميمي", "altamimi"), ("الخالدي", "alkhalidi"))  # fmt: skip
_TH_GIVEN = (
    (("สมชาย", "somchai"), ("ประเสริฐ", "prasert"), ("วิชัย", "wichai"), ("สุรชัย", "surachai"), ("ธนากร", "thanakorn"),
     ("ณัฐพล", "nattaphon"), ("อนุชา", "anucha"), ("กิตติศักดิ์", "kittisak"), ("พงศกร", "phongsakorn"),
     ("ชัยวัฒน์", "chaiwat"), ("ธีรวัฒน์", "thirawat"), ("ศุภชัย", "supachai"), ("วีระพงษ์", "weeraphong"),
     ("สุทธิพงษ์", "sutthiphong"), ("อภิชาติ", "aphichat"), ("ปิยะพงษ์", "piyaphong")),
    (("สมหญิง", "somying"), ("สุภาพร", "suphaporn"), ("วรรณา", "wanna"), ("ปวีณา", "paweena"), ("กัญญา", "kanya"),
     ("ณัฐธิดา", "natthida"), ("พิมพ์ชนก", "pimchanok"), ("อรุณี", "arunee"), ("จิราพร", "jiraporn"),
     ("ศิริพร", "siriporn"), ("รัตนา", "rattana"), ("ชนิดา", "chanida"), ("มาลี", "malee"), ("กมลวรรณ", "kamonwan"),
     ("นภัสสร", "napatsorn"), ("ธิดารัตน์", "thidarat")),
)  # fmt: skip
_TH_SURNAMES = (("ศรีสุข", "srisuk"), ("แก้วมณี", "kaewmanee"), ("ทองดี", "thongdee"), ("สุขสวัสดิ์", "suksawat"),
                ("วงศ์ใหญ่", "wongyai"), ("บุญมา", "boonma"), ("จันทร์เพ็ญ", "chanphen"), ("รัตนพันธ์", "rattanaphan"),
                ("ศรีวงศ์", "sriwong"), ("พรหมมา", "phromma"), ("สมบูรณ์", "somboon"), ("ชัยมงคล", "chaimongkol"),
                ("ปัญญาดี", "panyadee"), ("อินทร์แก้ว", "inkaew"), ("เพชรรัตน์", "phetcharat"), ("ทองคำ", "thongkham"),
                ("แสงทอง", "saengthong"), ("วิเศษสุวรรณ", "wisetsuwan"), ("ธนสาร", "thanasan"),
                ("เจริญผล", "charoenphon"))  # fmt: skip
#: Korean surnames as their holders romanise them (a given name is romanised syllable by syllable).
_KO_SURNAMES = {"김": "kim", "이": "lee", "박": "park", "최": "choi", "정": "jung", "강": "kang", "조": "cho",
                "윤": "yoon", "장": "jang", "임": "lim", "한": "han", "오": "oh", "서": "seo", "신": "shin", "권": "kwon",
                "황": "hwang", "안": "ahn", "송": "song", "류": "ryu", "홍": "hong", "전": "jeon", "고": "ko", "문": "moon",
                "양": "yang", "손": "son", "배": "bae", "백": "baek", "허": "heo", "유": "yoo", "남": "nam", "심": "shim",
                "노": "noh", "하": "ha", "곽": "kwak", "성": "sung", "차": "cha", "주": "joo", "우": "woo", "구": "koo",
                "민": "min", "진": "jin", "나": "na", "엄": "eom"}  # fmt: skip
_ROMAN = {**dict(_AR_GIVEN[0] + _AR_GIVEN[1] + _AR_FAMILY), **dict(_TH_GIVEN[0] + _TH_GIVEN[1] + _TH_SURNAMES),
          **_KO_SURNAMES}  # fmt: skip
#: Greek and Ukrainian letters in Latin ones (ELOT 743 and Ukraine's national transliteration, as a mail box
#: writes them).
_TRANSLIT = str.maketrans({
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l",
    "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f",
    "χ": "ch", "ψ": "ps", "ω": "o",
    "а": "a", "б": "b", "в": "v", "г": "h", "ґ": "g", "д": "d", "е": "e", "є": "ie", "ж": "zh", "з": "z", "и": "y",
    "і": "i", "ї": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s",
    "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ю": "iu", "я": "ia",
})  # fmt: skip
_JAMO_INITIALS = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h")
_JAMO_MEDIALS = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
            "eu", "ui", "i")  # fmt: skip
_JAMO_FINALS = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
                "ng", "t", "t", "k", "t", "p", "t")  # fmt: skip


def _hangul(text: str) -> str:
    """Hangul syllables in the Revised Romanization, syllable by syllable."""
    out = []
    for c in text:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            out.append(_JAMO_INITIALS[code // 588] + _JAMO_MEDIALS[code % 588 // 28] + _JAMO_FINALS[code % 28])
    return "".join(out)


def romanised(name: str) -> str:
    """One word of a name in lower-case ASCII letters, as a mail box or a login is made from it."""
    if name in _ROMAN:
        return _ROMAN[name]
    if any("\uac00" <= c <= "\ud7a3" for c in name):
        return _hangul(name)
    folded = "".join(c for c in unicodedata.normalize("NFD", name.lower()) if not unicodedata.combining(c))
    latin = folded.replace("ου", "ou").translate(_TRANSLIT)
    return "".join(c for c in latin if c.isascii() and c.isalpha())


def given_surname(fake: Faker, loc: str, rng: random.Random, female: bool | None = None) -> tuple[str, str, bool]:
    """A person's given names (a Ukrainian's with the patronymic, a Saudi's with the father's name), surname, and
    whether she is a woman (which Greek and Ukrainian surnames and several ID numbers show)."""
    if female is None:
        female = rng.random() < 0.5
    if loc == "ar_SA":
        own = rng.choice(_AR_GIVEN[female])[0]
        father = rng.choice([name for name, _ in _AR_GIVEN[0] if name != own])
        given = f"{own} {father}"
        return given, rng.choice(_AR_FAMILY)[0], female
    if loc == "th_TH":
        return rng.choice(_TH_GIVEN[female])[0], rng.choice(_TH_SURNAMES)[0], female
    first = str(fake.first_name_female() if female else fake.first_name_male())
    if loc == "uk_UA":
        middle = fake.middle_name_female() if female else fake.middle_name_male()
        return f"{first} {middle}", str(fake.last_name_female() if female else fake.last_name_male()), female
    if loc == "el_GR":
        return first, str(fake.last_name_female() if female else fake.last_name_male()), female
    return first, str(fake.last_name()), female


def _full(loc: str, given: str, surname: str) -> str:
    """A full name in the order the country writes it (Ukrainian forms surname first, Korean with no space)."""
    if loc == "uk_UA":
        return f"{surname} {given}"
    if loc == "ko_KR":
        return f"{surname}{given}"
    return f"{given} {surname}"


def full_name(fake: Faker, loc: str, rng: random.Random, female: bool | None = None) -> str:
    """A person's full name as the country writes it."""
    return _full(loc, *given_surname(fake, loc, rng, female)[:2])


def _login(rng: random.Random, given: str, surname: str) -> str:
    stem = romanised(given.split()[0]) + rng.choice((".", "_", "")) + romanised(surname)
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


_MAIL_DOMAINS = {"el_GR": ("gmail.com", "yahoo.gr", "hotmail.com", "otenet.gr", "windowslive.com"),
                 "uk_UA": ("gmail.com", "ukr.net", "i.ua", "meta.ua"),
                 "ar_SA": ("gmail.com", "hotmail.com", "outlook.sa", "icloud.com"),
                 "th_TH": ("gmail.com", "hotmail.com", "yahoo.co.th", "outlook.co.th"),
                 "ko_KR": ("naver.com", "daum.net", "gmail.com", "kakao.com", "hanmail.net"),
                 "zu_ZA": ("gmail.com", "webmail.co.za", "mweb.co.za", "telkomsa.net", "yahoo.com")}  # fmt: skip


def _mailbox(loc: str, rng: random.Random, given: str, surname: str) -> str:
    return f"{_login(rng, given, surname)}@{rng.choice(_MAIL_DOMAINS[loc])}"


# --- What each country writes ------------------------------------------------------------------------------

#: Phone numbers as each country writes them, mobiles first then landlines; every # is a drawn digit.
_PHONES = {"el_GR": ("69# ### ####", "+30 69# ### ####", "697#######", "210 ### ####", "2310 ######", "2610 ######"),
           "uk_UA": ("067 ### ## ##", "+380 50 ### ## ##", "093 ### ## ##", "+380 97 ### ####", "044 ### ## ##",
                     "032 ### ## ##"),
           "ar_SA": ("05# ### ####", "+966 5# ### ####", "05########", "011 ### ####", "012 ### ####"),
           "th_TH": ("08#-###-####", "09#-###-####", "06# ### ####", "+66 8# ### ####", "02-###-####",
                     "053-###-###"),
           "ko_KR": ("010-####-####", "010 #### ####", "+82 10-####-####", "02-###-####", "031-###-####",
                     "051-###-####"),
           "zu_ZA": ("082 ### ####", "083 ### ####", "072 ### ####", "076 ### ####", "+27 84 ### ####",
                     "031 ### ####", "033 ### ####", "011 ### ####")}  # fmt: skip


def phone(loc: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mobile or landline."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in rng.choice(_PHONES[loc]))


#: Towns with their postcodes (Greece), streets and towns (Ukraine), Saudi cities with their postcodes' first
#: digits and districts, Thai sub-districts, districts and provinces, Korean road addresses, South African suburbs.
_GR_TOWNS = ("104 34 Αθήνα", "113 62 Αθήνα", "546 23 Θεσσαλονίκη", "542 48 Θεσσαλονίκη", "262 21 Πάτρα",
             "713 05 Ηράκλειο", "412 22 Λάρισα", "382 21 Βόλος", "453 32 Ιωάννινα", "851 00 Ρόδος", "731 32 Χανιά",
             "185 35 Πειραιάς", "151 24 Μαρούσι", "171 22 Νέα Σμύρνη")  # fmt: skip
_UA_STREETS = ("вул. Шевченка", "вул. Івана Франка", "просп. Перемоги", "вул. Січових Стрільців", "вул. Личаківська",
               "бульв. Лесі Українки", "вул. Грушевського", "вул. Соборна", "просп. Свободи", "вул. Садова",
               "вул. Богдана Хмельницького", "вул. Героїв Майдану")  # fmt: skip
_UA_TOWNS = (("Київ", "01001"), ("Київ", "02094"), ("Львів", "79000"), ("Львів", "79008"), ("Вінниця", "21050"),
             ("Полтава", "36011"), ("Чернівці", "58000"), ("Житомир", "10014"), ("Рівне", "33028"),
             ("Ужгород", "88000"), ("Черкаси", "18000"), ("Тернопіль", "46001"), ("Івано-Франківськ", "76018"),
             ("Луцьк", "43025"))  # fmt: skip
_SA_STREETS = ("شارع الأمير سلطان", "طريق الملك فهد", "شارع التحلية", "طريق الملك عبدالعزيز", "شارع الستين",
               "شارع الأمير محمد بن عبدالعزيز", "طريق المدينة المنورة", "شارع العليا", "شارع الخليج", "شارع الظهران")  # fmt: skip
_SA_CITIES = (("الرياض", "12", ("العليا", "الملقا", "النرجس", "الياسمين", "الروضة")),
              ("جدة", "23", ("الروضة", "الشاطئ", "الصفا", "النعيم", "الحمراء")),
              ("الدمام", "32", ("الفيصلية", "الشاطئ", "الريان")), ("مكة المكرمة", "24", ("العزيزية", "الشوقية")),
              ("المدينة المنورة", "42", ("قباء", "العوالي")), ("الخبر", "34", ("العقربية", "الراكة")),
              ("أبها", "62", ("المنسك", "الخالدية")))  # fmt: skip
_TH_STREETS = ("สุขุมวิท", "พหลโยธิน", "รัชดาภิเษก", "นิมมานเหมินท์", "มิตรภาพ", "เพชรเกษม", "ลาดพร้าว", "เจริญกรุง",
               "ศรีนครินทร์", "บางนา-ตราด")  # fmt: skip
_TH_AREAS = (("แขวงคลองตัน", "เขตคลองเตย กรุงเทพมหานคร", "10110"), ("แขวงจอมพล", "เขตจตุจักร กรุงเทพมหานคร", "10900"),
             ("แขวงสีลม", "เขตบางรัก กรุงเทพมหานคร", "10500"), ("ตำบลสุเทพ", "อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่", "50200"),
             ("ตำบลในเมือง", "อำเภอเมืองขอนแก่น จังหวัดขอนแก่น", "40000"), ("ตำบลหาดใหญ่", "อำเภอหาดใหญ่ จังหวัดสงขลา", "90110"),
             ("ตำบลหนองปรือ", "อำเภอบางละมุง จังหวัดชลบุรี", "20150"),
             ("ตำบลในเมือง", "อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา", "30000"),
             ("ตำบลตลาดใหญ่", "อำเภอเมืองภูเก็ต จังหวัดภูเก็ต", "83000"))  # fmt: skip
_KR_ROADS = (("서울특별시 강남구", "테헤란로", "역삼동", "06"), ("서울특별시 마포구", "월드컵북로", "성산동", "03"),
             ("서울특별시 송파구", "올림픽로", "잠실동", "05"), ("부산광역시 해운대구", "센텀중앙로", "우동", "48"),
             ("대구광역시 수성구", "달구벌대로", "범어동", "42"), ("인천광역시 연수구", "송도과학로", "송도동", "21"),
             ("경기도 성남시 분당구", "판교역로", "백현동", "13"), ("경기도 수원시 영통구", "광교중앙로", "이의동", "16"),
             ("광주광역시 서구", "상무중앙로", "치평동", "61"), ("대전광역시 유성구", "대학로", "궁동", "34"))  # fmt: skip
_ZA_STREETS = ("Florida Road", "Musgrave Road", "Anton Lembede Street", "Dr Pixley KaSeme Street", "Umgeni Road",
               "Chief Albert Luthuli Road", "Jan Smuts Avenue", "Peter Mokaba Road", "Moses Mabhida Road",
               "Helen Joseph Road", "Problem Mkhize Road", "Sandile Thusi Road")  # fmt: skip
_ZA_SUBURBS = (("Morningside", "Durban", "4001"), ("Berea", "Durban", "4001"), ("Umlazi", "Durban", "4031"),
               ("KwaMashu", "Durban", "4360"), ("Westville", "Pinetown", "3629"), ("Scottsville", "Pietermaritzburg",
               "3201"), ("Edendale", "Pietermaritzburg", "3217"), ("Empangeni", "Empangeni", "3880"),
               ("Orlando East", "Soweto", "1804"), ("Arbor Park", "Newcastle", "2940"), ("Meerensee", "Richards Bay",
               "3901"), ("Ladysmith", "Ladysmith", "3370"))  # fmt: skip


def address_lines(loc: str, rng: random.Random, fake: Faker) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them (a Saudi one as its national address:
    building number, street and district, then the city, the postcode and the additional number)."""
    if loc == "el_GR":
        return f"{fake.street_name()} {rng.randrange(1, 180)}", rng.choice(_GR_TOWNS)
    if loc == "uk_UA":
        flat = f", кв. {rng.randrange(1, 140)}" if rng.random() < 0.7 else ""
        town, index = rng.choice(_UA_TOWNS)
        return f"{rng.choice(_UA_STREETS)}, {rng.randrange(1, 160)}{flat}", f"м. {town}, {index}"
    if loc == "ar_SA":
        city, prefix, districts = rng.choice(_SA_CITIES)
        first = f"{rng.randrange(2000, 9999)} {rng.choice(_SA_STREETS)}، حي {rng.choice(districts)}"
        return first, f"{city} {prefix}{rng.randrange(100, 1000)} - {rng.randrange(2000, 9999)}"
    if loc == "th_TH":
        tambon, rest, code = rng.choice(_TH_AREAS)
        return f"{rng.randrange(1, 400)}/{rng.randrange(1, 90)} ถนน{rng.choice(_TH_STREETS)} {tambon}", f"{rest} {code}"
    if loc == "ko_KR":
        city, road, dong, prefix = rng.choice(_KR_ROADS)
        first = f"({prefix}{rng.randrange(100, 1000)}) {city} {road} {rng.randrange(1, 400)}"
        return first, f"{rng.randrange(101, 112)}동 {rng.randrange(1, 25)}{rng.randrange(1, 5):02d}호 ({dong})"
    suburb, town, code = rng.choice(_ZA_SUBURBS)
    return f"{rng.randrange(1, 300)} {rng.choice(_ZA_STREETS)}, {suburb}", f"{town}, {code}"


def one_line_address(loc: str, rng: random.Random, fake: Faker) -> str:
    """A postal address on one line (Arabic joins its parts with its own comma, Thai with a space)."""
    return {"ar_SA": "، ", "th_TH": " "}.get(loc, ", ").join(address_lines(loc, rng, fake))


#: Trades a company is named with, per kind of company and locale, and the legal forms around its name.
_TRADES = {
    "lift": {"el_GR": ("Ανελκυστήρες", "Τεχνική Ανελκυστήρων", "Lift Service"),
             "uk_UA": ("Ліфтсервіс", "Ліфтремонт", "Підйомні системи"),
             "ar_SA": ("للمصاعد", "للمصاعد والسلالم الكهربائية", "للصيانة الفنية"),
             "th_TH": ("ลิฟต์ เอ็นจิเนียริ่ง", "ลิฟต์และบันไดเลื่อน", "ลิฟต์ เซอร์วิส"),
             "ko_KR": ("엘리베이터", "승강기", "엘리베이터서비스"), "zu_ZA": ("Lifts", "Elevator Services", "Lift Engineering")},
    "credit": {"el_GR": ("Χρηματοδοτήσεις", "Leasing", "Πιστώσεις"), "uk_UA": ("Фінанс", "Кредит", "Факторинг"),
               "ar_SA": ("للتمويل", "للتقسيط", "للتأجير التمويلي"), "th_TH": ("ลีสซิ่ง", "แคปปิตอล", "ไฟแนนซ์"),
               "ko_KR": ("캐피탈", "대부", "파이낸셜"), "zu_ZA": ("Finance", "Credit", "Furnishers")},
    "client": {"el_GR": ("Εμπορική", "Τεχνική", "Κατασκευαστική"), "uk_UA": ("Торг", "Буд", "Агро"),
               "ar_SA": ("للتجارة", "للمقاولات", "للتقنية"), "th_TH": ("เทรดดิ้ง", "คอนสตรัคชั่น", "เทคโนโลยี"),
               "ko_KR": ("상사", "건설", "테크"), "zu_ZA": ("Trading", "Construction", "Technologies")},
}  # fmt: skip
_FORMS = {"el_GR": ("{trade} {name} Α.Ε.", "{trade} {name} Ε.Π.Ε.", "{trade} {name} Ι.Κ.Ε.", "{name} & Σια Ο.Ε."),
          "uk_UA": ("ТОВ «{name} {trade}»", "ПрАТ «{trade} {name}»", "ТОВ «{trade}-{name}»"),
          "ar_SA": ("شركة {name} {trade} المحدودة", "مؤسسة {name} {trade}", "شركة {name} {trade} القابضة"),
          "th_TH": ("บริษัท {name} {trade} จำกัด", "ห้างหุ้นส่วนจำกัด {name} {trade}", "บริษัท {name} {trade} จำกัด (มหาชน)"),
          "ko_KR": ("(주){name}{trade}", "주식회사 {name}{trade}", "{name}{trade}(주)"),
          "zu_ZA": ("{name} {trade} (Pty) Ltd", "{name} {trade} Ltd", "{name} {trade} Inc.")}  # fmt: skip


def company(fake: Faker, loc: str, rng: random.Random, kind: str) -> str:
    """A company of a kind (``lift``, ``credit``, ``client``) under the country's legal forms, named after a
    family (Greece, Saudi Arabia, South Africa) or a trading name."""
    if loc in ("el_GR", "zu_ZA"):
        name = str(fake.last_name_male() if loc == "el_GR" else fake.last_name())
    elif loc == "ar_SA":
        name = rng.choice(_AR_FAMILY)[0]
    else:
        name = rng.choice(_BRANDS[loc])
    return rng.choice(_FORMS[loc]).format(name=name, trade=rng.choice(_TRADES[kind][loc]))


def company_number(loc: str, rng: random.Random) -> str:
    """A company's registration or tax number as the country writes it (a Saudi commercial register number and a
    South African CIPC registration number have no published check; they are drawn here)."""
    if loc == "el_GR":
        return greek_afm(rng, "089")
    if loc == "uk_UA":
        return ukrainian_edrpou(rng)
    if loc == "ar_SA":
        return f"{rng.choice(('1010', '4030', '2050', '4031', '5855'))}{rng.randrange(10**6):06d}"
    if loc == "th_TH":
        return thai_juristic_id(rng)
    if loc == "ko_KR":
        return korean_brn(rng)
    return f"{rng.randrange(1995, 2025)}/{rng.randrange(10**6):06d}/07"


def personal_id(loc: str, rng: random.Random, born: date, female: bool) -> str:
    """The number a country identifies a person by on an official form: the Greek ΑΦΜ, the Ukrainian РНОКПП, the
    Saudi national ID (or, for one in five, a resident's iqama), the Thai citizen ID, the Korean resident
    registration number, the South African ID number."""
    if loc == "el_GR":
        return greek_afm(rng)
    if loc == "uk_UA":
        return ukrainian_rnokpp(rng, born, female)
    if loc == "ar_SA":
        return saudi_id(rng, citizen=rng.random() >= 0.2)
    if loc == "th_TH":
        return thai_pin(rng)
    if loc == "ko_KR":
        return korean_rrn(rng, born, female)
    return south_african_id(rng, born, female)


#: Each country's code as a passport writes it.
_COUNTRY = {"el_GR": "GRC", "uk_UA": "UKR", "ar_SA": "SAU", "th_TH": "THA", "ko_KR": "KOR", "zu_ZA": "ZAF"}
_UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def passport(country: str, rng: random.Random) -> str:
    """A passport's number as the issuing country (an ISO 3166 alpha-3 code) prints it; no country publishes a
    check on the number itself, so it is drawn here."""

    def letters(n: int) -> str:
        return "".join(rng.choice(_UPPER) for _ in range(n))

    if country in ("GRC", "THA", "JPN"):
        return f"{letters(2)}{rng.randrange(10**6, 10**7)}"
    if country == "UKR":
        return f"F{letters(1)}{rng.randrange(10**5, 10**6)}"
    if country in ("SAU", "ZAF"):
        return f"{letters(1)}{rng.randrange(10**7, 10**8)}"
    if country == "KOR":
        return f"M{rng.randrange(10**7, 10**8)}"
    if country == "DEU":
        return "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if country == "FRA":
        return f"{rng.randrange(10, 100)}{letters(2)}{rng.randrange(10**4, 10**5)}"
    return f"{rng.randrange(10**8, 10**9)}"


def second_id(loc: str, rng: random.Random, born: date, female: bool) -> str:
    """A person's second number on a registry's form: the Greek ΑΜΚΑ, the Ukrainian ID card's number (drawn), a
    passport's number elsewhere."""
    if loc == "el_GR":
        return greek_amka(rng, born, female)
    if loc == "uk_UA":
        return f"00{rng.randrange(10**6, 10**7)}"
    return passport(_COUNTRY[loc], rng)


_GR_PLATE = "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"
_UA_PLATE = "АВЕІКМНОРСТХ"
_UA_REGIONS = ("АА", "КА", "ВС", "АЕ", "ВН", "АХ", "АВ", "ВО", "АТ", "СЕ")
_SA_PLATE = "ابحدرسصطعقكلمنهوى"
_TH_PLATE = "กขคฆงจฉชฌญฎฐฒณดตถทธนบปผพภมยรลวศษสหฬอฮ"
_TH_PROVINCES = ("กรุงเทพมหานคร", "เชียงใหม่", "ขอนแก่น", "ชลบุรี", "ภูเก็ต", "สงขลา", "นครราชสีมา")
_KR_PLATE = "가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주"


def plate(loc: str, rng: random.Random) -> str:
    """A number plate as the country issues it, in its own letters."""
    if loc == "el_GR":
        return "".join(rng.choice(_GR_PLATE) for _ in range(3)) + f"-{rng.randrange(1000, 10000)}"
    if loc == "uk_UA":
        series = "".join(rng.choice(_UA_PLATE) for _ in range(2))
        return f"{rng.choice(_UA_REGIONS)} {rng.randrange(10**4):04d} {series}"
    if loc == "ar_SA":
        return " ".join(rng.choice(_SA_PLATE) for _ in range(3)) + f" {rng.randrange(1, 10000)}"
    if loc == "th_TH":
        head = f"{rng.randrange(1, 10)}{rng.choice(_TH_PLATE)}{rng.choice(_TH_PLATE)}"
        return f"{head} {rng.randrange(1, 10000)} {rng.choice(_TH_PROVINCES)}"
    if loc == "ko_KR":
        return f"{rng.randrange(10, 400)}{rng.choice(_KR_PLATE)} {rng.randrange(10**4):04d}"
    if rng.random() < 0.6:
        return f"N{rng.choice('DPUNE')} {rng.randrange(100, 1000)}-{rng.randrange(1000):03d}"
    return f"{''.join(rng.choice(_UPPER) for _ in range(2))} {rng.randrange(10, 100)} {''.join(rng.choice(_UPPER) for _ in range(2))} GP"


#: Bank codes: Greek banks, Ukrainian banks' MFO codes, Saudi banks; the shapes of Thai, Korean and South African
#: account numbers (every # a drawn digit).
_GR_BANKS = ("011", "014", "017", "026", "016")
_UA_BANKS = ("305299", "300465", "322001", "300528", "380805", "351005")
_SA_BANKS = ("80", "10", "45", "20", "05", "15", "30")
_ACCOUNTS = {"th_TH": ("###-#-#####-#",),
             "ko_KR": ("######-##-######", "###-###-######", "1002-###-######", "###-######-#####",
                       "3##-####-####-##"),
             "zu_ZA": ("62#########", "1#########", "40########", "0#########")}  # fmt: skip


def bank_account(loc: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (Greece, Ukraine, Saudi Arabia), or an account number as the country writes
    it (Thailand, Korea, South Africa; drawn)."""
    if loc == "el_GR":
        bban = f"{rng.choice(_GR_BANKS)}{rng.randrange(10**4):04d}{rng.randrange(10**16):016d}"
        return SeededValue("IBAN_CODE", iban("GR", bban))
    if loc == "uk_UA":
        bban = f"{rng.choice(_UA_BANKS)}00000{rng.choice(('2600', '2620', '2625'))}{rng.randrange(10**10):010d}"
        return SeededValue("IBAN_CODE", iban("UA", bban))
    if loc == "ar_SA":
        return SeededValue("IBAN_CODE", iban("SA", f"{rng.choice(_SA_BANKS)}{rng.randrange(10**18):018d}"))
    shape = rng.choice(_ACCOUNTS[loc])
    return SeededValue("BANK_ACCOUNT", "".join(str(rng.randrange(10)) if c == "#" else c for c in shape))


#: How much of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"el_GR": 1.0, "uk_UA": 45.0, "ar_SA": 4.0, "th_TH": 38.0, "ko_KR": 1450.0, "zu_ZA": 19.0}


def money(loc: str, cents: int) -> SeededValue:
    """An amount of money, given in cents, as the locale writes it (Korean won whole)."""
    whole, rest = divmod(cents, 100)
    grouped = f"{whole:,}"
    written = {"el_GR": grouped.replace(",", ".") + f",{rest:02d}\u00a0€",
               "uk_UA": grouped.replace(",", "\u00a0") + f",{rest:02d}\u00a0грн",
               "ar_SA": f"{grouped}.{rest:02d}\u00a0ر.س",
               "th_TH": f"฿{grouped}.{rest:02d}",
               "ko_KR": f"{grouped}원",
               "zu_ZA": "R" + grouped.replace(",", "\u00a0") + f",{rest:02d}"}  # fmt: skip
    return SeededValue("AMOUNT", written[loc])


def _cents(loc: str, rng: random.Random, low: float, high: float) -> int:
    """An amount in cents, ``low``–``high`` units scaled to the country's money (Korean won in whole hundreds)."""
    units = rng.uniform(low, high) * _PER_UNIT[loc]
    return round(units / 100) * 10_000 if loc == "ko_KR" else round(units * 100)


def _day(loc: str, day: date) -> str:
    """A date as the locale writes it (Thai years in the Buddhist era, Korean and South African year first)."""
    if loc == "uk_UA":
        return f"{day:%d.%m.%Y}"
    if loc == "th_TH":
        return f"{day:%d/%m}/{day.year + 543}"
    if loc == "ko_KR":
        return f"{day:%Y.%m.%d}"
    if loc == "zu_ZA":
        return day.isoformat()
    return f"{day:%d/%m/%Y}"


def _clock(loc: str, h: int, m: int) -> str:
    """A time of day as the locale writes it (Thai with a dot and น.)."""
    return f"{h:02d}.{m:02d} น." if loc == "th_TH" else f"{h:02d}:{m:02d}"


def _born(rng: random.Random, first: int = 1945, last: int = 2006) -> date:
    return date(rng.randrange(first, last), rng.randrange(1, 13), rng.randrange(1, 29))


#: The day every page is seen on.
_TODAY = date(2025, 12, 4)


# --- The page kinds ----------------------------------------------------------------------------------------


def _esc(text: str) -> str:
    return html.escape(text)


def _party(loc: str, key: str, rows: list[tuple[str, str]]) -> str:
    """One party's block: its heading, then its labels and values."""
    return f"<div class='party'><h3>{_t(loc, key)}</h3>{_pairs(loc, rows)}</div>"


def _seizure(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    case_no, writ = f"{number(rng, '', 6)}/2025", f"{number(rng, '', 5)}/2024"
    firm, firm_no, lawyer = company(fake, loc, rng, "credit"), company_number(loc, rng), full_name(fake, loc, rng)
    claim = money(loc, _cents(loc, rng, 2500, 18000))
    given, surname, female = given_surname(fake, loc, rng)
    debtor, born = _full(loc, given, surname), _born(rng, 1955, 2002)
    debtor_id, home, tel = personal_id(loc, rng, born, female), one_line_address(loc, rng, fake), phone(loc, rng)
    officer, adult, witness = (full_name(fake, loc, rng) for _ in range(3))
    cents = [_cents(loc, rng, lo, hi) for lo, hi in _GOODS_VALUE]
    worth, total = [money(loc, c) for c in cents], money(loc, sum(cents))
    car, owner = plate(loc, rng), full_name(fake, loc, rng)
    meta = (f"<p class='meta'>{_c(loc, 'case_no')} <b>{_esc(case_no)}</b> · {_c(loc, 'writ')} {_esc(writ)} · "
            f"{_c(loc, 'seized_on')} {_day(loc, _TODAY)} {_clock(loc, 9, 40)}</p>")  # fmt: skip
    creditor = [("company", firm), ("firm_no", firm_no), ("lawyer", lawyer), ("claim", claim.value)]
    owing = [("name", debtor), ("id_no", debtor_id), ("born", _day(loc, born)), ("home", home), ("phone", tel)]
    parties = f"<div class='cols'>{_party(loc, 'creditor', creditor)}{_party(loc, 'debtor', owing)}</div>"
    rows = "".join(table_row([str(k + 1), item, state, v.value], note=(1,))
                   for k, ((item, state), v) in enumerate(zip(_GOODS[_lang(loc)], worth, strict=True)))  # fmt: skip
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("item_no", "item", "condition", "estimate"))
    table = (f"<table><tr>{head}</tr>{rows}<tr class='total'><td colspan='3'>{_t(loc, 'total_est')}</td>"
             f"<td>{_esc(total.value)}</td></tr></table>")  # fmt: skip
    text = _say(loc, "seizure_text", officer=officer, adult=adult, debtor=debtor, witness=witness)
    sig = "".join(f"<div>{_t(loc, key)}<span class='line'>{_esc(name)}</span></div>"
                  for key, name in (("sign_officer", officer), ("sign_witness", witness), ("sign_custodian", adult)))  # fmt: skip
    body = (_nav(loc, "nav_seizure") + meta + parties + f"<p class='box'>{_esc(text)}</p>"
            + f"<h3>{_t(loc, 'inventory')}</h3>{table}<p class='box'>{_esc(_say(loc, 'vehicle_note', plate=car, owner=owner))}</p>"
            + f"<div class='sig'>{sig}</div><div class='small'>{_say(loc, 'seizure_rights')}</div>"
            + _CHROME.buttons(loc, "sign_lodge", "add_item", "print_report"))  # fmt: skip
    values = [SeededValue("ID", case_no), SeededValue("ID", writ), SeededValue("ORGANIZATION", firm),
              SeededValue("ID", firm_no), SeededValue("PERSON", lawyer), claim, SeededValue("PERSON", debtor),
              SeededValue("ID", debtor_id), SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("ADDRESS", home),
              SeededValue("PHONE_NUMBER", tel), SeededValue("PERSON", officer), SeededValue("PERSON", adult),
              SeededValue("PERSON", witness), *worth, total, SeededValue("ID", car),
              SeededValue("PERSON", owner)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_seizure"), body), values


def _side_line(loc: str, key: str, value: str) -> str:
    return f"<span class='k'>{_t(loc, key)}</span>{_esc(value)}"


def _lift(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    install = number(rng, "", 7)
    first, second = address_lines(loc, rng, fake)
    m_given, m_surname, _ = given_surname(fake, loc, rng)
    manager, m_tel, m_mail = _full(loc, m_given, m_surname), phone(loc, rng), _mailbox(loc, rng, m_given, m_surname)
    contractor, contract, hotline = company(fake, loc, rng, "lift"), number(rng, "SC-", 6), phone(loc, rng)
    t_given, t_surname, _ = given_surname(fake, loc, rng)
    techs, login = (_full(loc, t_given, t_surname), full_name(fake, loc, rng)), _login(rng, t_given, t_surname)
    caller, dispatcher, tel = full_name(fake, loc, rng), full_name(fake, loc, rng), phone(loc, rng)
    trapped, inspector, cert = full_name(fake, loc, rng), full_name(fake, loc, rng), number(rng, "", 8)
    parts = {"caller": caller, "dispatcher": dispatcher, "tel": tel, "manager": manager, "inspector": inspector,
             "cert": cert}  # fmt: skip
    entries = []
    for k, (day, (h, m), kind, by) in enumerate(_LIFT_LOG):
        text = _say(loc, f"lift_{k}", **(parts | {"caller": trapped} if k == 3 else parts))
        entries.append(
            f"<div class='entry'><div class='when'>{_day(loc, day)} {_clock(loc, h, m)} {_chip(loc, kind[3:], kind)} "
            f"{_c(loc, 'technician')} {_esc(techs[by])}</div><p>{_esc(text)}</p></div>"
        )
    side = ("<aside class='side'>" + _chip(loc, "ok", "lift_ok") + _side_line(loc, "install_no", install)
            + _side_line(loc, "site", first) + f"<br>{_esc(second)}" + _side_line(loc, "unit", _t(loc, "unit_value"))
            + _side_line(loc, "manager", manager) + f"<br>{_esc(m_tel)}<br>{_esc(m_mail)}"
            + _side_line(loc, "contractor", contractor) + _side_line(loc, "contract_no", contract)
            + _side_line(loc, "hotline", hotline) + "</aside>")  # fmt: skip
    main = (f"<main><p class='meta'>{_t(loc, 'signed_in')} {_esc(login)}</p>"
            + _tabs(loc, "tab_log", "tab_insp", "tab_parts", "tab_docs")
            + f"<div class='timeline'>{''.join(entries)}</div>"
            + _CHROME.buttons(loc, "new_entry", "report_fault", "export_log") + "</main>")  # fmt: skip
    body = _nav(loc, "nav_lift") + f"<div class='layout'>{side}{main}</div>"
    values = [SeededValue("ID", install), SeededValue("ADDRESS", f"{first}, {second}"), SeededValue("PERSON", manager),
              SeededValue("PHONE_NUMBER", m_tel), SeededValue("EMAIL_ADDRESS", m_mail),
              SeededValue("ORGANIZATION", contractor), SeededValue("ID", contract), SeededValue("PHONE_NUMBER", hotline),
              *(SeededValue("PERSON", t) for t in techs), SeededValue("USERNAME", login), SeededValue("PERSON", caller),
              SeededValue("PERSON", dispatcher), SeededValue("PHONE_NUMBER", tel), SeededValue("PERSON", trapped),
              SeededValue("PERSON", inspector), SeededValue("ID", cert)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_lift"), body), values


#: Where a foreign guest's name is drawn from, by the country of the passport.
_GUEST_LOCALES = {"DEU": "de_DE", "GBR": "en_GB", "USA": "en_US", "FRA": "fr_FR", "JPN": "ja_JP"}


def _foreign_name(country: str, rng: random.Random) -> str:
    """A foreign guest's name as the passport's machine-readable line spells it, from a Faker of that country
    seeded from the page's random source (Japanese names romanised)."""
    fake = Faker(_GUEST_LOCALES[country])
    fake.seed_instance(rng.randrange(2**32))
    if country == "JPN":
        return f"{fake.first_romanized_name()} {fake.last_romanized_name()}"
    return f"{fake.first_name()} {fake.last_name()}"


def _hotel(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    cards: list[str] = []
    values: list[SeededValue] = []
    guests, selected = 0, ("", "")
    for room, kind, status, arrive, nights, note in _ROOMS:
        chip = _chip(loc, status, f"st_{status}")
        if status == "ooo":
            cards.append(f"<div class='card'><h3>{room} · {_t(loc, kind)}</h3>{chip}"
                         f"<div class='note'>{_t(loc, 'ooo_note')}</div></div>")  # fmt: skip
            continue
        country = _GUESTS_FROM[guests]
        guests += 1
        if country == "local":
            given, surname, _ = given_surname(fake, loc, rng)
            country, guest = _COUNTRY[loc], _full(loc, given, surname)
            selected = selected if selected[0] else (given, surname)
        else:
            guest = _foreign_name(country, rng)
        doc, tel = passport(country, rng), phone(loc, rng)
        lines = "".join(f"<div><span class='k'>{_c(loc, key)}</span>{_esc(v)}</div>"
                        for key, v in (("nationality", country), ("passport", doc), ("phone", tel)))  # fmt: skip
        stay = f"{_day(loc, arrive)} · {_say(loc, 'nights', n=str(nights))}"
        remark = f"<div class='note'>{_ROOM_NOTES[_lang(loc)][note]}</div>" if note >= 0 else ""
        cards.append(f"<div class='card'><h3>{room} · {_t(loc, kind)}</h3>{chip}<div><b>{_esc(guest)}</b></div>"
                     f"{lines}<div><span class='k'>{_c(loc, 'stay')}</span>{_esc(stay)}</div>{remark}</div>")  # fmt: skip
        values += [SeededValue("PERSON", guest), SeededValue("ID", doc), SeededValue("PHONE_NUMBER", tel)]
    # The panel at the side shows the first card's guest, selected.
    born, mail = _born(rng, 1950, 2004), _mailbox(loc, rng, *selected)
    first, second = address_lines(loc, rng, fake)
    car, loyalty, balance = plate(loc, rng), number(rng, "", 9), money(loc, _cents(loc, rng, 120, 900))
    panel = ("<aside class='side'>" + f"<h3>{_t(loc, 'guest_card')}</h3><b>{_esc(values[0].value)}</b>"
             + _side_line(loc, "born", _day(loc, born)) + _side_line(loc, "email", mail)
             + _side_line(loc, "home", first) + f"<br>{_esc(second)}" + _side_line(loc, "parking", car)
             + _side_line(loc, "loyalty", loyalty) + _side_line(loc, "balance", balance.value) + "</aside>")  # fmt: skip
    filters = "".join(("<span class='on'>" if k == "f_all" else "<span>") + f"{_t(loc, k)}</span>"
                      for k in ("f_all", "f_arr", "f_in", "f_dep", "f_ooo"))  # fmt: skip
    body = (_nav(loc, "nav_hotel") + f"<div class='filters'>{filters}</div><div class='layout'>"
            + f"<div class='cards'>{''.join(cards)}</div>{panel}</div>"
            + _CHROME.buttons(loc, "check_in", "assign", "print_reg"))  # fmt: skip
    values += [SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("EMAIL_ADDRESS", mail),
               SeededValue("ADDRESS", f"{first}, {second}"), SeededValue("ID", car), SeededValue("ID", loyalty),
               balance]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_hotel"), body), values


def _spouse(
    loc: str, fake: Faker, rng: random.Random, female: bool
) -> tuple[str, list[tuple[str, str]], list[SeededValue]]:
    """One spouse's name, form rows and values."""
    given, surname, _ = given_surname(fake, loc, rng, female)
    name, born = _full(loc, given, surname), _born(rng, 1960, 2004)
    number_a, number_b = personal_id(loc, rng, born, female), second_id(loc, rng, born, female)
    home, tel, mail = one_line_address(loc, rng, fake), phone(loc, rng), _mailbox(loc, rng, given, surname)
    father, mother = full_name(fake, loc, rng, False), full_name(fake, loc, rng, True)
    rows = [("name", name), ("born", _day(loc, born)), ("id_no", number_a), ("second_id", number_b), ("home", home),
            ("phone", tel), ("email", mail), ("father", father), ("mother", mother),
            ("status_civil", _t(loc, "never_married" if female else "divorced"))]  # fmt: skip
    values = [SeededValue("PERSON", name), SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("ID", number_a),
              SeededValue("ID", number_b), SeededValue("ADDRESS", home), SeededValue("PHONE_NUMBER", tel),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("PERSON", father),
              SeededValue("PERSON", mother)]  # fmt: skip
    return name, rows, values


def _marriage(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    app_no = number(rng, "", 8)
    _, groom_rows, groom = _spouse(loc, fake, rng, False)
    _, bride_rows, bride = _spouse(loc, fake, rng, True)
    witnesses = []
    for _ in range(2):
        given, surname, female = given_surname(fake, loc, rng)
        born = _born(rng, 1950, 2004)
        witnesses.append([_full(loc, given, surname), personal_id(loc, rng, born, female), phone(loc, rng)])
    officiant, fee = full_name(fake, loc, rng), money(loc, _cents(loc, rng, 15, 60))
    receipt = number(rng, "", 10)
    docs = "".join(f"<li>{_t(loc, key)} {_chip(loc, 'yes' if ok else 'no', 'doc_ok' if ok else 'doc_missing')}</li>"
                   for key, ok in (("doc_birth", True), ("doc_divorce", False), ("doc_ids", True), ("doc_fee", True)))  # fmt: skip
    spouses = ("<div class='cols'>" + f"<div class='party'><h3>{_t(loc, 'groom')}</h3>{_pairs(loc, groom_rows)}</div>"
               + f"<div class='party'><h3>{_t(loc, 'bride')}</h3>{_pairs(loc, bride_rows)}</div></div>")  # fmt: skip
    appointment = (f"<p class='box'>{_t(loc, 'appt_line')}<br>{_c(loc, 'officiant')} {_esc(officiant)}<br>"
                   f"{_c(loc, 'fee')} {_esc(fee.value)} · {_c(loc, 'receipt_no')} {_esc(receipt)}</p>")  # fmt: skip
    body = (_nav(loc, "nav_marriage") + _tabs(loc, "tab_app", "tab_docs", "tab_appt", "tab_fees")
            + f"<p class='meta'>{_c(loc, 'app_no')} <b>{_esc(app_no)}</b></p>" + spouses
            + f"<h3>{_t(loc, 'witnesses')}</h3>" + _CHROME.table(loc, ("name", "id_no", "phone"), witnesses)
            + f"<div class='cols'><div><h3>{_t(loc, 'tab_docs')}</h3><ul>{docs}</ul></div>"
            + f"<div><h3>{_t(loc, 'tab_appt')}</h3>{appointment}</div></div>"
            + _CHROME.buttons(loc, "save", "book", "print_notice"))  # fmt: skip
    values = [SeededValue("ID", app_no), *groom, *bride]
    for name, ident, tel in witnesses:
        values += [SeededValue("PERSON", name), SeededValue("ID", ident), SeededValue("PHONE_NUMBER", tel)]
    values += [SeededValue("PERSON", officiant), fee, SeededValue("ID", receipt)]
    return _CHROME.page(loc, _t(loc, "title_marriage"), body), values


#: A university's staff and students' mail domains per locale.
_UNIVERSITY = {"el_GR": ("chem.auth.gr", "chem.auth.gr"), "uk_UA": ("knu.ua", "knu.ua"),
               "ar_SA": ("ksu.edu.sa", "student.ksu.edu.sa"), "th_TH": ("cmu.ac.th", "cmu.ac.th"),
               "ko_KR": ("snu.ac.kr", "snu.ac.kr"), "zu_ZA": ("ukzn.ac.za", "stu.ukzn.ac.za")}  # fmt: skip


def _student_number(loc: str, rng: random.Random) -> str:
    """A student's number as the university numbers them (the year of entry where it shows)."""
    if loc == "el_GR":
        return f"{rng.choice(('1115', '1112'))}20{rng.randrange(18, 24)}{rng.randrange(10**5):05d}"
    if loc == "uk_UA":
        return f"{rng.randrange(10**6, 10**7)}"
    if loc == "ar_SA":
        return f"44{rng.randrange(10**7):07d}"
    if loc == "th_TH":
        return f"6{rng.randrange(4, 8)}{rng.randrange(10**7):07d}"
    if loc == "ko_KR":
        return f"20{rng.randrange(19, 25)}{rng.randrange(10**5):05d}"
    return f"2{rng.randrange(10**8):08d}"


def _grades(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    staff, students = _UNIVERSITY[loc]
    given, surname, _ = given_surname(fake, loc, rng)
    examiner, login = _full(loc, given, surname), _login(rng, given, surname)
    examiner_mail = f"{romanised(given.split()[0])[:1]}{romanised(surname)}@{staff}"
    values = [SeededValue("PERSON", examiner), SeededValue("EMAIL_ADDRESS", examiner_mail),
              SeededValue("USERNAME", login)]  # fmt: skip
    rows = []
    for k, (coursework, exam, result) in enumerate(_MARKS):
        given, surname, _ = given_surname(fake, loc, rng)
        student, code = _full(loc, given, surname), _student_number(loc, rng)
        mail = f"{romanised(given.split()[0])}.{romanised(surname)}{rng.randrange(10, 100)}@{students}"
        cells = [code, student, mail, coursework, exam, _FINALS[loc][k]]
        rows.append(table_row(cells)[:-5] + f"<td>{_chip(loc, result, f'r_{result}')}</td></tr>")
        values += [SeededValue("ID", code), SeededValue("PERSON", student), SeededValue("EMAIL_ADDRESS", mail)]
    filters = "".join(f"<label>{_c(loc, key)} <select><option>{_t(loc, f'{key}_value')}</option></select></label>"
                      for key in ("course", "session"))  # fmt: skip
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("stud_no", "student", "uni_mail", "coursework", "exam_mark",
                                                      "final", "result"))  # fmt: skip
    totals = f"<tr class='total'><td colspan='7'>{_t(loc, 'grades_totals')}</td></tr>"
    body = (_nav(loc, "nav_grades") + f"<div class='filterbar'>{filters}</div>"
            + f"<p class='meta'>{_c(loc, 'examiner')} <b>{_esc(examiner)}</b> · {_esc(examiner_mail)} · "
            + f"{_t(loc, 'signed_in')} {_esc(login)}</p>"
            + f"<table><tr>{head}</tr>{''.join(rows)}{totals}</table><div class='pager'>{_t(loc, 'page_of')}</div>"
            + _CHROME.buttons(loc, "save_draft", "publish", "export_csv"))  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_grades"), body), values


#: Each employer's mail domain, and the day and time of each comment in the claim's thread with who wrote it.
_EMPLOYER = {"el_GR": "asteras-group.gr", "uk_UA": "dnipro-group.ua", "ar_SA": "alrowad.com.sa",
             "th_TH": "siamrungruang.co.th", "ko_KR": "hanbitgroup.co.kr", "zu_ZA": "ubuntugroup.co.za"}  # fmt: skip
_THREAD = ((date(2025, 11, 27), (9, 12), "employee"), (date(2025, 11, 27), (14, 3), "role_mgr"),
           (date(2025, 11, 27), (16, 40), "employee"), (date(2025, 12, 1), (10, 5), "role_fin"))  # fmt: skip


def _expenses(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    claim_no, emp_no = number(rng, "EXP-", 6), number(rng, "", 6)
    given, surname, _ = given_surname(fake, loc, rng)
    employee, tel = _full(loc, given, surname), phone(loc, rng)
    mail = f"{romanised(given.split()[0])}.{romanised(surname)}@{_EMPLOYER[loc]}"
    account = bank_account(loc, rng)
    form = _pairs(loc, [("employee", employee), ("emp_no", emp_no), ("email", mail), ("phone", tel),
                        ("department", _t(loc, "dept_value")), ("trip", _t(loc, "trip_value")),
                        ("pay_to", account.value)])  # fmt: skip
    values = [SeededValue("ID", claim_no), SeededValue("PERSON", employee), SeededValue("ID", emp_no),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("PHONE_NUMBER", tel), account]  # fmt: skip
    rows, cents = [], []
    for k, (day, category, attached, (low, high)) in enumerate(_RECEIPTS):
        merchant = _t(loc, "carrier") if k == 3 else _MERCHANTS[_lang(loc)][k].format(name=rng.choice(_BRANDS[loc]))
        cents.append(_cents(loc, rng, low, high))
        amount = money(loc, cents[-1])
        chip = _chip(loc, "yes" if attached else "no", "attached" if attached else "not_attached")
        rows.append(
            table_row([_day(loc, day), _t(loc, category), merchant, amount.value])[:-5] + f"<td>{chip}</td></tr>"
        )
        values += [amount] if k == 3 else [SeededValue("ORGANIZATION", merchant), amount]
    advance_cents = _cents(loc, rng, *_ADVANCE)
    total, advance, to_pay = (money(loc, c) for c in (sum(cents), advance_cents, sum(cents) - advance_cents))
    sums = "".join(f"<tr class='total'><td colspan='3'>{_t(loc, key)}</td><td>{_esc(v.value)}</td><td></td></tr>"
                   for key, v in (("total_claim", total), ("advance", advance), ("to_pay", to_pay)))  # fmt: skip
    manager, finance, driver = full_name(fake, loc, rng), full_name(fake, loc, rng), phone(loc, rng)
    guest1, guest2, client = full_name(fake, loc, rng), full_name(fake, loc, rng), company(fake, loc, rng, "client")
    authors = {"employee": employee, "role_mgr": manager, "role_fin": finance}
    parts = {"tel": driver, "emp": employee, "guest1": guest1, "guest2": guest2, "client": client}
    thread = "".join(
        f"<div class='msg'><span class='who'>{_esc(authors[role])}</span><span class='when'>{_t(loc, role)} · "
        f"{_day(loc, day)} {_clock(loc, h, m)}</span><p>{_esc(_say(loc, f'msg_{k}', **parts))}</p></div>"
        for k, (day, (h, m), role) in enumerate(_THREAD)
    )
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("r_date", "r_cat", "r_merchant", "amount", "r_proof"))
    body = (_nav(loc, "nav_expenses") + f"<p class='meta'>{_c(loc, 'claim_no')} <b>{_esc(claim_no)}</b></p>"
            + f"<div class='cols'><div>{form}<h3>{_t(loc, 'receipts')}</h3><table><tr>{head}</tr>{''.join(rows)}"
            + f"{sums}</table></div><div class='thread'><h3>{_t(loc, 'thread')}</h3>{thread}</div></div>"
            + _CHROME.buttons(loc, "approve", "send_back", "reject"))  # fmt: skip
    values += [total, advance, to_pay, SeededValue("PERSON", manager), SeededValue("PERSON", finance),
               SeededValue("PHONE_NUMBER", driver), SeededValue("PERSON", guest1), SeededValue("PERSON", guest2),
               SeededValue("ORGANIZATION", client)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_expenses"), body), values


class SyntheticKindsDec17Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec17"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"seizure": _seizure, "lift": _lift, "hotel": _hotel,
                                               "marriage": _marriage, "grades": _grades, "expenses": _expenses}  # fmt: skip
    button_keys = _BUTTON_KEYS
