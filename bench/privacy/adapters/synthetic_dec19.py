"""Page kinds written for the dec19 split, apart from the redactor and before its run.

Six kinds no split had before — a savings group's meeting ledger (a side menu beside a table of members with
their contributions, loan repayments and status chips, a total row, the officials' card, the round's payout to a
bank account, minutes naming members and small print), a driving school's week of lessons (a calendar of time
slots by day naming learners, a legend of the school's cars with their plates and instructors, and the selected
learner's card with an instructor's note), a farmers' co-operative's crop deliveries (filter chips over a grid
of cards, one per delivery, with the farmer, the village, the weighing, the deductions, the net paid to a mobile
wallet and its transaction), a residents' forum thread (a menu of categories beside posts and replies that name
people, an address, a contractor, an amount, an account, a phone and a mail box, and a reply box), a tax
assessment notice (tabs, the taxpayer's address in a letter's window, the taxpayer's numbers, a table of income
with its payers, a computation with totals, the payment reference and small print) and a SIM card registration
under review (a stepper with chips, the customer's form, a table of the lines already on the ID, the agent's
card, an open dialog capturing fingerprints and small print) — each with its chrome in the dataset's language
(Uzbek in the Latin script, Yoruba with its tone marks, Hausa with its hooked letters, Kenyan English, French as
Algeria writes it and Twi), seeded with Faker's names and values written here where Faker has none for the
country (mail boxes and logins folded to ASCII; addresses, phone numbers and mail boxes as each country writes
them; companies under each country's legal forms; national numbers — the Uzbek personal number (JShShIR, PINFL)
with the century and sex, the birth date, a district, a serial and its check digit (the weights 7, 3, 1 of a
passport's machine-readable zone, mod 10), a Nigerian NIN, a Kenyan ID number, an Algerian NIN and a Ghana Card
PIN, drawn: no check is published —, tax numbers — an Uzbek STIR, a Nigerian TIN, a Kenyan KRA PIN, an Algerian
NIF and a Ghanaian TIN, drawn —, Nigerian bank accounts (NUBAN) with the check digit of the bank's code and the
serial (the weights 3, 7, 3 of the Central Bank of Nigeria), Uzbek, Kenyan, Algerian (RIB, its key drawn) and
Ghanaian bank accounts, drawn, SIM serial numbers (ICCID) with the country's calling code and their Luhn digit,
number plates, mobile money transactions, amounts and dates as each country writes them). What names no one —
the group, the lessons' times, the crops and their weights, the forum's categories, the tax rate and the
computation's lines, the dates of the lines on an ID — is the same on every dataset, so it counts as the page's
own text. Every page is served on loopback and rendered in Chromium like any web app, labelled by differential
rendering like the real apps. The pages' words are written here, not taken from any vocabulary the redactor
reads.
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
    table_row,
)
from screenroute.bench.privacy.differential import SeededValue

__all__ = [
    "LOCALES",
    "SyntheticKindsDec19Adapter",
    "address_lines",
    "bank_account",
    "company",
    "full_name",
    "given_surname",
    "iccid",
    "luhn_digit",
    "mobile",
    "money",
    "mrz_digit",
    "nuban",
    "nuban_digit",
    "personal_id",
    "phone",
    "plate",
    "romanised",
    "tax_number",
    "uzbek_pinfl",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("uz_UZ", "yo_NG", "ha_NG", "en_KE", "fr_DZ", "tw_GH")
_LANGS = ("en", "uz", "yo", "ha", "fr", "tw")
#: Chrome per language, in the order of ``_LANGS`` (English as Kenya writes it, also the fallback, then Uzbek,
#: Yoruba, Hausa, Algerian French, Twi). A navigation bar or a menu is one key: its items split at "|".
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "phone": ("Mobile no.", "Telefon raqami", "Nọ́mbà fóònù", "Lambar waya", "Téléphone", "Fon nɔma"),
    "email": ("Email", "Elektron pochta", "Ímeèlì", "Imel", "E-mail", "Email adrɛse"),
    "home": ("Physical address", "Yashash manzili", "Àdírẹ́sì ilé", "Adireshin gida", "Adresse", "Fie adrɛse"),
    "born": ("Date of birth", "Tugʻilgan sana", "Ọjọ́ ìbí", "Ranar haihuwa", "Date de naissance", "Awoda"),
    "name": ("Full name", "Familiya, ism, sharif", "Orúkọ kíkún", "Cikakken suna", "Nom et prénom", "Din nyinaa"),
    "id_no": ("ID no.", "JShShIR", "Nọ́mbà NIN", "Lambar NIN", "NIN", "Ghana Card PIN"),
    "tax_no": ("KRA PIN", "STIR", "Nọ́mbà TIN", "Lambar TIN", "NIF", "TIN"),
    "signed_in": ("Logged in as", "Foydalanuvchi", "O wọlé gẹ́gẹ́ bí", "An shiga a matsayin", "Connecté en tant que",
                  "Woakɔ mu sɛ"),
    "status": ("Status", "Holat", "Ipò", "Matsayi", "Statut", "Tebea"),
    "total": ("Total", "Jami", "Àpapọ̀", "Jimilla", "Total", "Ne nyinaa"),
    "amount": ("Amount", "Summa", "Iye owó", "Adadin kuɗi", "Montant", "Sika dodoɔ"),
    "bank": ("Bank", "Bank", "Ilé ìfowópamọ́", "Banki", "Banque", "Sikakorabea"),
    "account": ("Account no.", "Hisob raqami", "Nọ́mbà àkáǹtì", "Lambar asusu", "RIB", "Akawnt nɔma"),
    "cancel": ("Cancel", "Bekor qilish", "Fagilé", "Soke", "Annuler", "Gyae"),
    "print": ("Print", "Chop etish", "Tẹ̀ ẹ́ jáde", "Buga", "Imprimer", "Tintim"),
    "paid": ("Paid", "Toʻlangan", "Ó ti san", "An biya", "Payé", "Wɔatua"),
    # A savings group's meeting ledger.
    "nav_savings": ("Chama Manager — Group Savings|Dashboard|Groups|Meetings|Loans|Reports",
                    "Gap Kassa — Guruh jamgʻarmasi|Bosh sahifa|Guruhlar|Yigʻilishlar|Qarzlar|Hisobotlar",
                    "Àjọ Online — Ìfowópamọ́ Ẹgbẹ́|Ojúewé àkọ́kọ́|Ẹgbẹ́|Ìpàdé|Awin|Ìròyìn",
                    "Adashe Online — Ajiyar Ƙungiya|Babban shafi|Ƙungiyoyi|Taruka|Bashi|Rahotanni",
                    "Tontine en ligne — Épargne de groupe|Tableau de bord|Groupes|Réunions|Prêts|Rapports",
                    "Susu Online — Kuo Sika Sie|Fie|Akuo|Nhyiam|Bosea|Amanneɛbɔ"),
    "menu_savings": ("Overview|Contributions|Loans|Social fund|Fines|Minutes",
                     "Umumiy|Badallar|Qarzlar|Ijtimoiy jamgʻarma|Jarimalar|Bayonnomalar",
                     "Àkópọ̀|Owó àjọ|Awin|Àpò ìrànlọ́wọ́|Owó ìtanràn|Àkọsílẹ̀ ìpàdé",
                     "Taƙaitawa|Gudummawa|Bashi|Asusun taimako|Tara|Bayanan taro",
                     "Synthèse|Cotisations|Prêts|Caisse de solidarité|Amendes|Procès-verbaux",
                     "Nsɛm tiawa|Ntoboa|Bosea|Mmoa sika|Ka|Nhyiam nkrataa"),
    "title_savings": ("Meeting 23 — Contributions", "23-yigʻilish — Badallar", "Ìpàdé 23 — Owó àjọ",
                      "Taro na 23 — Gudummawa", "Réunion nº 23 — Cotisations", "Nhyiam 23 — Ntoboa"),
    "group_value": ("Umoja Women Group · Thursday 3 December 2026, 4:00 pm",
                    "«Mehr» gap guruhi · 2026-yil 3-dekabr, payshanba, 16:00",
                    "Ẹgbẹ́ Àjọ Ìfẹ́ · Ọjọ́bọ̀, 3 Oṣù Ọ̀pẹ 2026, aago mẹ́rin ìrọ̀lẹ́",
                    "Ƙungiyar Adashe ta Haɗin Kai · Alhamis, 3 ga Disamba 2026, ƙarfe 4 na yamma",
                    "Tontine des Amies · jeudi 3 décembre 2026, 16h00",
                    "Nkabom Susu Kuo · Yawda, Ɔpɛnimma 3, 2026, anwummerɛ nnɔn 4"),
    "group_no": ("Group reg. no.", "Guruh raqami", "Nọ́mbà ìforúkọsílẹ̀ ẹgbẹ́", "Lambar rajistar ƙungiya",
                 "Nº d'agrément", "Kuo no nɔma"),
    "officials": ("Officials", "Rahbariyat", "Àwọn olórí ẹgbẹ́", "Shugabanni", "Bureau", "Mpanyimfoɔ"),
    "chair": ("Chairperson", "Rais", "Alága", "Shugaba", "Présidence", "Ɔkannifoɔ"),
    "treasurer": ("Treasurer", "Gʻaznachi", "Akápò", "Maʼaji", "Trésorerie", "Sikakorafoɔ"),
    "secretary": ("Secretary", "Kotib", "Akọ̀wé", "Sakatare", "Secrétariat", "Kyerɛwfoɔ"),
    "member": ("Member", "Aʼzo", "Ọmọ ẹgbẹ́", "Memba", "Membre", "Kuoni"),
    "saved": ("Savings", "Badal", "Owó àjọ", "Ajiya", "Cotisation", "Sika a wɔde sie"),
    "repaid": ("Loan repaid", "Qaytarilgan qarz", "Awin tí a san", "Bashin da aka biya", "Remboursement",
               "Bosea a wɔatua"),
    "partial": ("Part paid", "Qisman", "Díẹ̀ ló san", "Wani sashi", "Partiel", "Wɔatua bi"),
    "late": ("Late", "Kechikkan", "Ó pẹ́", "Ya makara", "En retard", "Akyɛ"),
    "payout": ("This round's payout", "Ushbu navbatdagi toʻlov", "Ẹni tí ó gba owó lọ́tẹ̀ yìí",
               "Wanda zai karɓi kuɗi a wannan karo", "Bénéficiaire de ce tour", "Obi a ɔnya sika yi saa bere yi"),
    "recipient": ("Recipient", "Oluvchi", "Olùgbà", "Mai karɓa", "Bénéficiaire", "Onyafoɔ"),
    "minutes": ("Minutes", "Bayonnoma", "Àkọsílẹ̀ ìpàdé", "Bayanan taro", "Procès-verbal", "Nhyiam nkrataa"),
    "record_payment": ("Record Payment", "Toʻlovni kiritish", "Kọ owó sílẹ̀", "Rubuta biyan kuɗi",
                       "Enregistrer un versement", "Kyerɛw ntua"),
    "send_sms": ("Send SMS Reminder", "SMS eslatma yuborish", "Fi ìránnilétí SMS ránṣẹ́", "Aika tunatarwa ta SMS",
                 "Envoyer un rappel SMS", "Soma SMS nkaeɛ"),
    "close_meeting": ("Close Meeting", "Yigʻilishni yopish", "Parí ìpàdé", "Rufe taro", "Clôturer la réunion",
                      "To nhyiam mu"),
    # A driving school's week of lessons.
    "nav_lessons": ("DriveRight Driving School — Bookings|Calendar|Learners|Instructors|Vehicles|Payments",
                    "Avtomaktab — Mashgʻulotlar|Taqvim|Oʻquvchilar|Instruktorlar|Avtomobillar|Toʻlovlar",
                    "Ilé-ìwé Ìwakọ̀ — Ìforúkọsílẹ̀|Kàlẹ́ńdà|Akẹ́kọ̀ọ́|Olùkọ́|Ọkọ̀|Ìsanwó",
                    "Makarantar Koyon Tuƙi — Alƙawura|Kalanda|Ɗalibai|Malamai|Motoci|Biyan kuɗi",
                    "Auto-école — Réservations|Planning|Élèves|Moniteurs|Véhicules|Paiements",
                    "Kaa Kaeɛ Sukuu — Nhyehyɛeɛ|Kalenda|Asuafoɔ|Akyerɛkyerɛfoɔ|Nkaa|Ntua"),
    "title_lessons": ("Lesson Calendar", "Mashgʻulotlar jadvali", "Kàlẹ́ńdà Ẹ̀kọ́ Ìwakọ̀", "Jadawalin Darussa",
                      "Planning des leçons", "Adesua Kalenda"),
    "week": ("Week 49 · 30 Nov – 5 Dec 2026", "49-hafta · 30-noyabr – 5-dekabr 2026",
             "Ọ̀sẹ̀ 49 · 30 Oṣù Bélú – 5 Oṣù Ọ̀pẹ 2026", "Mako na 49 · 30 ga Nuwamba – 5 ga Disamba 2026",
             "Semaine 49 · 30 nov. – 5 déc. 2026", "Nnawɔtwe 49 · Obubuo 30 – Ɔpɛnimma 5, 2026"),
    "days": ("Time|Mon 30|Tue 1|Wed 2|Thu 3|Fri 4|Sat 5", "Vaqt|Dush 30|Sesh 1|Chor 2|Pay 3|Juma 4|Shan 5",
             "Àkókò|Ajé 30|Ìṣẹ́gun 1|Ọjọ́rú 2|Ọjọ́bọ̀ 3|Ẹtì 4|Àbámẹ́ta 5",
             "Lokaci|Lit 30|Tal 1|Lar 2|Alh 3|Jum 4|Asa 5", "Heure|lun. 30|mar. 1|mer. 2|jeu. 3|ven. 4|sam. 5",
             "Berɛ|Dwo 30|Ben 1|Wuk 2|Yaw 3|Fia 4|Mem 5"),
    "l_theory": ("Theory", "Nazariya", "Ẹ̀kọ́ inú kíláàsì", "Darasin aji", "Code", "Nwoma adesua"),
    "l_drive": ("Driving", "Amaliyot", "Ìwakọ̀ gidi", "Tuƙi", "Conduite", "Kaa kaeɛ"),
    "l_test": ("Mock test", "Sinov imtihoni", "Ìdánwò àdánrawò", "Jarrabawar gwaji", "Examen blanc", "Nsɔhwɛ"),
    "classroom": ("Classroom 2", "2-xona", "Kíláàsì 2", "Aji na 2", "Salle 2", "Adesuadan 2"),
    "car": ("Car", "Avtomobil", "Ọkọ̀", "Mota", "Véhicule", "Kaa"),
    "car_model": ("Toyota Vitz · manual", "Chevrolet Cobalt · mexanik", "Toyota Corolla · ọwọ́",
                  "Toyota Corolla · na hannu", "Renault Symbol · manuelle", "Toyota Yaris · nsa"),
    "instructor": ("Instructor", "Instruktor", "Olùkọ́", "Malami", "Moniteur", "Ɔkyerɛkyerɛfoɔ"),
    "learner_card": ("Learner details", "Oʻquvchi maʼlumotlari", "Àlàyé akẹ́kọ̀ọ́", "Bayanan ɗalibi", "Fiche élève",
                     "Osuani ho nsɛm"),
    "permit_no": ("Learner's permit no.", "Oʻquv guvohnomasi raqami", "Nọ́mbà ìwé àṣẹ akẹ́kọ̀ọ́",
                  "Lambar izinin koyo", "Nº de livret d'apprentissage", "Osuani krataa nɔma"),
    "progress": ("Lessons taken: 14 of 20 · theory test passed",
                 "Oʻtilgan darslar: 20 tadan 14 ta · nazariy imtihon topshirilgan",
                 "Ẹ̀kọ́ tí a ti gbà: 14 nínú 20 · ìdánwò inú kíláàsì ti yege",
                 "Darussan da aka ɗauka: 14 cikin 20 · an ci jarrabawar aji",
                 "Leçons suivies : 14 sur 20 · code obtenu", "Adesua a wɔawie: 14 wɔ 20 mu · nwoma nsɔhwɛ atwa"),
    "new_lesson": ("New Lesson", "Yangi mashgʻulot", "Ẹ̀kọ́ tuntun", "Sabon darasi", "Nouvelle leçon",
                   "Adesua foforɔ"),
    "today": ("Today", "Bugun", "Òní", "Yau", "Aujourd'hui", "Ɛnnɛ"),
    "print_week": ("Print Week", "Haftani chop etish", "Tẹ ọ̀sẹ̀ jáde", "Buga mako", "Imprimer la semaine",
                   "Tintim nnawɔtwe no"),
    # A farmers' co-operative's crop deliveries.
    "nav_harvest": ("Tea Growers' Co-operative — Deliveries|Deliveries|Farmers|Payments|Inputs|Reports",
                    "Paxta klasteri — Topshirishlar|Topshirishlar|Fermerlar|Toʻlovlar|Oʻgʻitlar|Hisobotlar",
                    "Ẹgbẹ́ Àgbẹ̀ Kòkó — Ìkórè|Ìkórè|Àwọn àgbẹ̀|Ìsanwó|Ohun èlò oko|Ìròyìn",
                    "Ƙungiyar Manoman Gyaɗa — Kawowa|Kawowa|Manoma|Biyan kuɗi|Kayan noma|Rahotanni",
                    "Coopérative des dattes — Livraisons|Livraisons|Producteurs|Paiements|Intrants|Rapports",
                    "Kookoo Akuafoɔ Kuo — Nnɔbaeɛ|Nnɔbaeɛ|Akuafoɔ|Ntua|Afuo nneɛma|Amanneɛbɔ"),
    "title_harvest": ("Green Leaf Deliveries — 4 December 2026", "Paxta topshirish — 2026-yil 4-dekabr",
                      "Kòkó tí a gbà — 4 Oṣù Ọ̀pẹ 2026", "Gyaɗar da aka kawo — 4 ga Disamba 2026",
                      "Livraisons de dattes — 4 décembre 2026", "Kookoo a wɔde aba — Ɔpɛnimma 4, 2026"),
    "f_all": ("All (5)", "Hammasi (5)", "Gbogbo rẹ̀ (5)", "Duka (5)", "Toutes (5)", "Ne nyinaa (5)"),
    "pending": ("Pending", "Kutilmoqda", "Ó ń dúró", "Ana jira", "En attente", "Ɛretwɛn"),
    "rejected": ("Rejected", "Rad etilgan", "A kọ̀ ọ́", "An ƙi", "Refusée", "Wɔapo"),
    "price_kg": ("Price per kg", "1 kg narxi", "Iye owó kìlógíráàmù kan", "Farashin kilo ɗaya", "Prix au kg",
                 "Kilo baako boɔ"),
    "farmer": ("Grower", "Fermer", "Àgbẹ̀", "Manomi", "Producteur", "Okuafoɔ"),
    "member_no": ("Member no.", "Aʼzo raqami", "Nọ́mbà ọmọ ẹgbẹ́", "Lambar memba", "Nº d'adhérent", "Kuoni nɔma"),
    "village": ("Buying centre", "Mahalla", "Abúlé", "Ƙauye", "Localité", "Akuraa"),
    "weighed": ("Weighed", "Tortildi", "Ìwọ̀n", "Nauyi", "Pesée", "Emu duru"),
    "gross": ("Gross", "Umumiy", "Àpapọ̀ owó", "Jimillar kuɗi", "Brut", "Ne nyinaa sika"),
    "deducted": ("Input loan deducted", "Ushlab qolingan qarz", "Awin ohun èlò tí a yọ",
                 "Bashin kayan noma da aka cire", "Avance retenue", "Bosea a wɔayi"),
    "net": ("Net paid", "Toʻlangan sof summa", "Owó tí a san gan-an", "Abin da aka biya", "Net versé",
            "Sika a wɔatua"),
    "wallet": ("M-Pesa transaction", "Payme tranzaksiyasi", "Ìsanwó sí owó alágbèéká", "Cinikin kuɗin waya",
               "Transaction BaridiMob", "MoMo ntua ID"),
    "reject_reason": ("Moisture above 8% — returned for drying", "Namlik 8% dan yuqori — quritishga qaytarildi",
                      "Omi inú rẹ̀ ju 8% lọ — a dá a padà fún gbígbẹ",
                      "Danshi ya wuce 8% — an mayar don a busar", "Humidité supérieure à 8 % — renvoyée au séchage",
                      "Nsuo a ɛwɔ mu boro 8% — wɔde asan akɔ sɛ wɔnhata"),
    "clerk": ("Weighing clerk", "Tarozibon", "Akọ̀wé òṣùwọ̀n", "Mai auna nauyi", "Peseur", "Nkariboɔ"),
    "new_delivery": ("New Delivery", "Yangi topshirish", "Gba ìkórè tuntun", "Sabon kawowa", "Nouvelle livraison",
                     "Nnɔbaeɛ foforɔ"),
    "pay_selected": ("Pay Selected", "Tanlanganlarni toʻlash", "San àwọn tí a yàn", "Biya waɗanda aka zaɓa",
                     "Payer la sélection", "Tua deɛ wɔapaw no"),
    "export": ("Export", "Eksport", "Gbé e jáde", "Fitar da shi", "Exporter", "Yi kɔ"),
    # A residents' forum thread.
    "nav_forum": ("Kilimani Residents' Forum|Discussions|Notices|Security|Marketplace|Members",
                  "Mahalla forumi|Muhokamalar|Eʼlonlar|Xavfsizlik|Bozor|Aʼzolar",
                  "Àpéjọ Olùgbé Àdúgbò|Ìjíròrò|Ìkéde|Ààbò|Ọjà|Ọmọ ẹgbẹ́",
                  "Dandalin Mazauna Unguwa|Tattaunawa|Sanarwa|Tsaro|Kasuwa|Membobi",
                  "Forum du quartier|Discussions|Annonces|Sécurité|Petites annonces|Membres",
                  "Mpɔtam Hɔfoɔ Nkɔmmɔbea|Nkɔmmɔ|Dawuro|Banbɔ|Dwam|Akuomma"),
    "categories": ("Categories|General (214)|Water & power (38)|Security (51)|Roads (17)|Events (9)",
                   "Boʻlimlar|Umumiy (214)|Suv va elektr (38)|Xavfsizlik (51)|Yoʻllar (17)|Tadbirlar (9)",
                   "Ẹ̀ka|Gbogbogbò (214)|Omi àti iná (38)|Ààbò (51)|Ojú ọ̀nà (17)|Ayẹyẹ (9)",
                   "Rukunai|Gama-gari (214)|Ruwa da wuta (38)|Tsaro (51)|Hanyoyi (17)|Bukukuwa (9)",
                   "Rubriques|Général (214)|Eau et électricité (38)|Sécurité (51)|Voirie (17)|Événements (9)",
                   "Nkyekyɛmu|Nsɛm nyinaa (214)|Nsuo ne kanea (38)|Banbɔ (51)|Akwan (17)|Dwumadie (9)"),
    "title_forum": ("Burst water main — who is fixing it?", "Suv quvuri yorildi — kim tuzatadi?",
                    "Páìpù omi fọ́ — ta ni yóò tún un ṣe?", "Bututun ruwa ya fashe — wa zai gyara?",
                    "Conduite d'eau éclatée — qui s'en occupe ?", "Nsuo paipu abɔ — hwan na ɔbɛsiesie?"),
    "pinned": ("Pinned", "Qadalgan", "A gbé e sókè", "An manna", "Épinglé", "Wɔabɔ mu"),
    "thread_meta": ("5 replies · 312 views", "5 ta javob · 312 marta koʻrilgan", "Èsì 5 · ìwò 312",
                    "Amsoshi 5 · kallo 312", "5 réponses · 312 vues", "Mmuaeɛ 5 · wɔahwɛ mpɛn 312"),
    "reply_link": ("Reply", "Javob berish", "Fèsì", "Amsa", "Répondre", "Bua"),
    "write_reply": ("Write a reply…", "Javob yozing…", "Kọ èsì…", "Rubuta amsa…", "Écrire une réponse…",
                    "Kyerɛw mmuaeɛ…"),
    "post_reply": ("Post Reply", "Javob yuborish", "Fi èsì ránṣẹ́", "Aika amsa", "Publier", "Fa mmuaeɛ to hɔ"),
    "follow": ("Follow Thread", "Kuzatish", "Tẹ̀lé ìjíròrò", "Bi tattaunawa", "Suivre", "Di akyi"),
    "report": ("Report Post", "Shikoyat qilish", "Fi ẹjọ́ sùn", "Kai rahoto", "Signaler", "Bɔ amanneɛ"),
    # A tax assessment notice.
    "nav_tax": ("KRA iTax — Taxpayer Portal|Returns|Payments|Assessments|Objections|Certificates",
                "Soliq kabineti — Jismoniy shaxslar|Deklaratsiyalar|Toʻlovlar|Hisob-kitoblar|Eʼtirozlar|"
                "Maʼlumotnomalar",
                "Ilé-iṣẹ́ Owó-orí Ìpínlẹ̀ — Àyẹ̀wò|Ìkéde|Ìsanwó|Àyẹ̀wò owó-orí|Àtakò|Ìwé ẹ̀rí",
                "Hukumar Haraji ta Jiha — Ƙididdiga|Bayanai|Biyan kuɗi|Ƙididdigar haraji|Ƙorafi|Takardun shaida",
                "Impôts — Espace contribuable|Déclarations|Paiements|Avis d'imposition|Réclamations|Attestations",
                "Ghana Tow Adwumakuo — Towtuafoɔ|Amanneɛbɔ|Ntua|Tow a ɛsɛ|Akasakasa|Adanseɛ nkrataa"),
    "title_tax": ("Notice of Assessment — Income Tax 2025",
                  "Jismoniy shaxslar daromad soligʻi boʻyicha xabarnoma — 2025",
                  "Ìwé Ìfitónilétí Àyẹ̀wò — Owó-orí Owó-wọlé 2025",
                  "Sanarwar Ƙididdigar Haraji — Harajin Kuɗin Shiga 2025", "Avis d'imposition — IRG 2025",
                  "Tow Ho Amanneɛbɔ — Sika Nnya Tow 2025"),
    "tab_notice": ("Notice", "Xabarnoma", "Ìfitónilétí", "Sanarwa", "Avis", "Amanneɛbɔ"),
    "tab_payments": ("Payments", "Toʻlovlar", "Ìsanwó", "Biyan kuɗi", "Paiements", "Ntua"),
    "tab_objection": ("Objection", "Eʼtiroz", "Àtakò", "Ƙorafi", "Réclamation", "Akasakasa"),
    "tab_docs": ("Documents", "Hujjatlar", "Ìwé", "Takardu", "Documents", "Nkrataa"),
    "notice_no": ("Notice no.", "Xabarnoma raqami", "Nọ́mbà ìfitónilétí", "Lambar sanarwa", "Nº de l'avis",
                  "Amanneɛbɔ nɔma"),
    "issued": ("Issued 1 December 2026 · Tax year 2025", "Berilgan sana: 01.12.2026 · Soliq davri: 2025-yil",
               "Ọjọ́ tí a fi jáde: 1 Oṣù Ọ̀pẹ 2026 · Ọdún owó-orí 2025",
               "An fitar: 1 ga Disamba 2026 · Shekarar haraji 2025",
               "Émis le 1er décembre 2026 · Année d'imposition 2025",
               "Wɔde firii adi Ɔpɛnimma 1, 2026 · Tow afe 2025"),
    "taxpayer": ("Taxpayer", "Soliq toʻlovchi", "Ẹni tí ń san owó-orí", "Mai biyan haraji", "Contribuable",
                 "Towtuafoɔ"),
    "income": ("Income", "Daromad turi", "Owó-wọlé", "Kuɗin shiga", "Revenu", "Sika a ɛbaeɛ"),
    "payer": ("Paid by", "Toʻlovchi", "Ẹni tó san án", "Wanda ya biya", "Versé par", "Obi a ɔtuaeɛ"),
    "i_salary": ("Employment income", "Ish haqi", "Owó oṣù", "Albashi", "Traitements et salaires", "Akatua"),
    "i_rent": ("Rent received", "Ijara daromadi", "Owó ilé tí a gbà", "Kuɗin haya", "Revenus fonciers",
               "Efie ka a wɔgyeeɛ"),
    "i_interest": ("Bank interest", "Bank foizi", "Èlé ilé ìfowópamọ́", "Ribar banki", "Intérêts bancaires",
                   "Sikakorabea mfasoɔ"),
    "computation": ("Computation", "Hisob-kitob", "Ìṣirò", "Lissafi", "Calcul de l'impôt", "Akontabuo"),
    "c_gross": ("Total income", "Jami daromad", "Àpapọ̀ owó-wọlé", "Jimillar kuɗin shiga", "Revenu brut global",
                "Sika a ɛbaeɛ nyinaa"),
    "c_relief": ("Less personal relief", "Chegirma", "Ìyọkúrò ti ara ẹni", "Ragin kai", "Abattement",
                 "Nea wɔayi afiri mu"),
    "c_taxable": ("Taxable income", "Soliq solinadigan daromad", "Owó-wọlé tí a ó sanwó-orí lé",
                  "Kuɗin da ake biyan haraji a kai", "Revenu imposable", "Sika a wɔbɛtua tow wɔ so"),
    "c_tax": ("Tax at 10%", "Soliq (10%)", "Owó-orí (10%)", "Haraji (10%)", "Impôt (10 %)", "Tow (10%)"),
    "c_withheld": ("Less tax withheld by employer", "Ish beruvchi ushlab qolgan soliq",
                   "Owó-orí tí agbanisíṣẹ́ ti yọ", "Harajin da maʼaikaci ya riƙe", "Retenue à la source",
                   "Tow a adwumawuranom ayi dada"),
    "c_due": ("Balance due by 31 January 2027", "31.01.2027 gacha toʻlanadigan qoldiq",
              "Owó tí ó kù láti san kí 31 Oṣù Ṣẹ́rẹ́ 2027 tó dé", "Ragowar da za a biya kafin 31 ga Janairu 2027",
              "Solde à payer avant le 31 janvier 2027", "Ka a aka a ɛsɛ sɛ wotua ansa na Ɔpɛpɔn 31, 2027"),
    "pay_ref": ("Payment reference", "Toʻlov identifikatori", "Nọ́mbà ìtọ́kasí ìsanwó", "Lambar biyan kuɗi",
                "Référence de paiement", "Ntua nsɛnkyerɛnneɛ"),
    "pay_now": ("Pay Now", "Hozir toʻlash", "San án báyìí", "Biya yanzu", "Payer maintenant", "Tua seesei"),
    "object": ("Lodge Objection", "Eʼtiroz bildirish", "Fi àtakò sílẹ̀", "Shigar da ƙorafi",
               "Déposer une réclamation", "Kyerɛ akasakasa"),
    "download": ("Download PDF", "PDF yuklab olish", "Gba PDF sílẹ̀", "Sauke PDF", "Télécharger le PDF",
                 "Twe PDF no"),
    # A SIM card registration under review.
    "nav_sim": ("MobiLink Dealer Portal — SIM Registration|Registrations|Customers|Agents|Stock|Reports",
                "Mobil aloqa dileri — SIM roʻyxati|Arizalar|Mijozlar|Agentlar|Ombor|Hisobotlar",
                "Pọ́tà Aṣojú Nẹ́tíwọ̀ọ̀kì — Ìforúkọsílẹ̀ SIM|Ìforúkọsílẹ̀|Oníbàárà|Aṣojú|Ọjà|Ìròyìn",
                "Tashar Wakilai — Rajistar SIM|Rajistoci|Abokan ciniki|Wakilai|Kaya|Rahotanni",
                "Portail revendeur — Identification SIM|Dossiers|Clients|Agents|Stock|Rapports",
                "Agentfoɔ Portal — SIM Din Kyerɛw|Din kyerɛw|Adetɔfoɔ|Agentfoɔ|Nneɛma|Amanneɛbɔ"),
    "title_sim": ("SIM Registration — Review", "SIM kartani roʻyxatdan oʻtkazish — Tekshiruv",
                  "Ìforúkọsílẹ̀ SIM — Àyẹ̀wò", "Rajistar SIM — Dubawa",
                  "Identification d'une carte SIM — Vérification", "SIM Din Kyerɛw — Nhwehwɛmu"),
    "st_details": ("Customer details", "Mijoz maʼlumotlari", "Àlàyé oníbàárà", "Bayanan abokin ciniki",
                   "Identité du client", "Adetɔfoɔ ho nsɛm"),
    "st_id": ("ID check", "Hujjat tekshiruvi", "Àyẹ̀wò NIN", "Tantance NIN", "Vérification de la pièce",
              "Ghana Card nhwehwɛmu"),
    "st_bio": ("Biometrics", "Biometriya", "Ìka ọwọ́ àti fọ́tò", "Zanen yatsa da hoto", "Biométrie",
               "Nsateaa ne mfonini"),
    "st_active": ("Activation", "Faollashtirish", "Ìmúṣiṣẹ́", "Kunnawa", "Mise en service", "Bue so"),
    "s_done": ("Done", "Bajarildi", "Ó ti parí", "An gama", "Terminé", "Awie"),
    "s_now": ("In progress", "Jarayonda", "Ó ń lọ lọ́wọ́", "Ana kan yi", "En cours", "Ɛrekɔ so"),
    "s_wait": ("Waiting", "Navbatda", "Ó ń dúró", "Yana jira", "En attente", "Ɛretwɛn"),
    "msisdn": ("New line", "Yangi raqam", "Nọ́mbà tuntun", "Sabuwar lamba", "Nouvelle ligne", "Nɔma foforɔ"),
    "iccid": ("SIM serial (ICCID)", "SIM seriya raqami (ICCID)", "Nọ́mbà SIM (ICCID)", "Lambar SIM (ICCID)",
              "Nº de série SIM (ICCID)", "SIM nɔma (ICCID)"),
    "alt_phone": ("Alternative contact", "Qoʻshimcha telefon", "Nọ́mbà míì", "Wata lamba", "Autre numéro",
                  "Fon nɔma foforɔ"),
    "lines": ("Lines registered to this ID", "Ushbu shaxsga roʻyxatdan oʻtgan raqamlar",
              "Àwọn nọ́mbà tí a forúkọ sílẹ̀ lórí NIN yìí", "Layukan da aka yi wa rajista da wannan NIN",
              "Lignes déjà identifiées sur cette pièce", "Nɔma a wɔde Ghana Card yi akyerɛw"),
    "line": ("Line", "Raqam", "Nọ́mbà", "Lamba", "Ligne", "Nɔma"),
    "since": ("Since", "Sanadan", "Láti", "Tun", "Depuis", "Efi"),
    "active": ("Active", "Faol", "Ó ń ṣiṣẹ́", "Yana aiki", "Active", "Ɛreyɛ adwuma"),
    "barred": ("Barred", "Bloklangan", "A ti dí i", "An toshe", "Suspendue", "Wɔato mu"),
    "agent": ("Agent", "Agent", "Aṣojú", "Wakili", "Agent", "Agentfoɔ"),
    "agent_code": ("Agent code", "Agent kodi", "Kóòdù aṣojú", "Lambar wakili", "Code agent", "Agent kood"),
    "outlet": ("Outlet", "Savdo nuqtasi", "Ṣọ́ọ̀bù", "Shago", "Point de vente", "Adwumabea"),
    "capture": ("Capture fingerprints", "Barmoq izlarini olish", "Gba ìka ọwọ́", "Ɗauki zanen yatsu",
                "Capture des empreintes", "Fa nsateaa"),
    "capture_btn": ("Capture", "Olish", "Gbà á", "Ɗauka", "Capturer", "Fa"),
    "approve": ("Approve", "Tasdiqlash", "Fọwọ́ sí i", "Amince", "Valider", "Pene so"),
    "reject": ("Reject", "Rad etish", "Kọ̀ ọ́", "Ƙi", "Rejeter", "Po"),
}  # fmt: skip
#: Free-text sentences per language with their values in braces.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "savings_note": (
        "{late} will clear the balance by Friday. {treasurer} will send the pot to {recipient} tomorrow.",
        "{late} qoldiqni juma kunigacha toʻlaydi. {treasurer} yigʻilgan pulni ertaga {recipient} hisobiga oʻtkazadi.",
        "{late} yóò san owó tó kù kí Ọjọ́ Ẹtì tó dé. {treasurer} yóò fi owó àjọ ránṣẹ́ sí {recipient} lọ́la.",
        "Za a karɓi sauran bashin {late} kafin Jumaʼa. Za a tura kuɗin adashe ga {recipient} gobe ta hannun "
        "{treasurer}.",
        "{late} réglera le solde d'ici vendredi. {treasurer} versera la cagnotte à {recipient} demain.",
        "{late} bɛtua ka a aka no ansa na Fiada adu. {treasurer} de susu sika no bɛma {recipient} ɔkyena.",
    ),
    "savings_small": (
        "Contributions close at 6 pm on meeting day. A late contribution pays a fine of 10%, which goes to the "
        "social fund.",
        "Badallar yigʻilish kuni soat 18:00 gacha qabul qilinadi. Kechikkan badal uchun 10% jarima olinadi va "
        "ijtimoiy jamgʻarmaga oʻtkaziladi.",
        "A máa ń gba owó àjọ títí di aago mẹ́fà ìrọ̀lẹ́ ní ọjọ́ ìpàdé. Ẹni tí ó bá pẹ́ yóò san owó ìtanràn 10%, "
        "tí yóò lọ sínú àpò ìrànlọ́wọ́.",
        "Ana karɓar gudummawa har zuwa ƙarfe 6 na yamma a ranar taro. Gudummawar da ta makara tana biyan tarar "
        "10%, wadda ke shiga asusun taimako.",
        "Les cotisations sont reçues jusqu'à 18h00 le jour de la réunion. Une cotisation en retard paie une amende "
        "de 10 %, versée à la caisse de solidarité.",
        "Yɛgye ntoboa kɔsi anwummerɛ nnɔn 6 wɔ nhyiam da no. Obi a ɔbɛka akyi no bɛtua ka 10%, na ɛbɛkɔ mmoa "
        "sika no mu.",
    ),
    "lesson_note": (
        "Note from {instructor}: hill starts and reverse parking need more practice. Next mock test on Saturday "
        "at 8:00.",
        "{instructor} izohi: tepalikda joyidan qoʻzgʻalish va orqaga yurib toʻxtashni koʻproq mashq qilish kerak. "
        "Keyingi sinov imtihoni shanba kuni soat 8:00 da.",
        "Àkíyèsí láti ọ̀dọ̀ {instructor}: ó nílò ìdánrawò sí i lórí bíbẹ̀rẹ̀ lórí òkè àti pípa ọkọ̀ sẹ́yìn. "
        "Ìdánwò àdánrawò tó kàn ní Ọjọ́ Àbámẹ́ta ní aago mẹ́jọ.",
        "Bayani daga {instructor}: ana buƙatar ƙarin atisaye wajen tashi a kan tudu da yin fakin da baya. "
        "Jarrabawar gwaji ta gaba ranar Asabar da ƙarfe 8:00.",
        "Remarque de {instructor} : démarrages en côte et créneau à retravailler. Prochain examen blanc samedi à 8h00.",
        "{instructor} nkaeɛ: ɛsɛ sɛ ɔsua sɛdeɛ wɔfiri aseɛ wɔ bepɔ so ne sɛdeɛ wɔde kaa san akyi si hɔ. "
        "Nsɔhwɛ a ɛdi hɔ yɛ Memeneda nnɔn 8.",
    ),
    "post_0": (
        "The water main burst this morning in front of {addr}. The water board sent {company}, but nobody has "
        "given us a date. Their foreman's number is {tel}, but it just rings.",
        "Bugun ertalab {addr} oldida suv quvuri yorildi. Suvoqova pudratchi sifatida {company} tashkilotini "
        "yubordi, lekin hech kim sanani aytmadi. Ularning ustasi raqami {tel}, lekin javob bermayapti.",
        "Páìpù omi ńlá fọ́ láàárọ̀ yìí níwájú {addr}. Àjọ omi rán {company}, ṣùgbọ́n kò sí ẹni tó sọ ọjọ́ tí "
        "wọn yóò wá. Nọ́mbà alábòójútó wọn ni {tel}, ṣùgbọ́n kò sí ẹni tó ń gbé e.",
        "Babban bututun ruwa ya fashe da safiyar nan a gaban {addr}. Hukumar ruwa ta turo {company}, amma babu "
        "wanda ya faɗi ranar da za su zo. Lambar shugaban aikinsu ita ce {tel}, amma ba a ɗauka.",
        "La conduite d'eau a éclaté ce matin devant le {addr}. L'ADE a envoyé {company}, mais personne ne nous a "
        "donné de date. Le chef de chantier est au {tel}, mais ça sonne dans le vide.",
        "Nsuo paipu kɛseɛ no abɔ anɔpa yi wɔ {addr} anim. Nsuo adwumakuo no de {company} aba, nanso obiara nkaa "
        "da a wɔbɛba. Wɔn adwumayɛ panin no nɔma ne {tel}, nanso obiara mmfa.",
    ),
    "post_1": (
        "{plumber} fixed ours last year and can come tomorrow at 9 if we share the cost: {amount} per house.",
        "Oʻtgan yili biznikini {plumber} tuzatgan edi; xarajatni boʻlishsak, ertaga soat 9 da kela oladi: har bir "
        "uydan {amount}.",
        "{plumber} ló tún tiwa ṣe ní ọdún tó kọjá, ó sì lè wá lọ́la ní aago mẹ́sàn-án tí a bá pín owó náà: "
        "{amount} fún ilé kọ̀ọ̀kan.",
        "Mun gyara namu a bara ta hannun {plumber}; za a iya zuwa gobe da ƙarfe 9 idan muka raba kuɗin: {amount} "
        "kowane gida.",
        "{plumber} a réparé la nôtre l'an dernier et peut venir demain à 9h00 si on partage les frais : {amount} "
        "par maison.",
        "{plumber} na ɔsiesiee yɛn deɛ afe a atwam no, na ɔbɛtumi aba ɔkyena nnɔn 9 sɛ yɛkyɛ ka no a: efie "
        "biara {amount}.",
    ),
    "post_2": (
        "Agreed. Send your share to our treasurer {treasurer}, account {account}, with your house number as the "
        "reference.",
        "Roziman. Ulushingizni gʻaznachimiz {treasurer} hisobiga oʻtkazing: {account}, izohga uy raqamingizni yozing.",
        "Mo fara mọ́ ọn. Ẹ fi ìpín yín ránṣẹ́ sí akápò wa {treasurer}, àkáǹtì {account}, kí ẹ sì kọ nọ́mbà ilé "
        "yín gẹ́gẹ́ bí ìtọ́kasí.",
        "Na yarda. Ku tura kasonku ga maʼajinmu {treasurer}, asusu {account}, ku rubuta lambar gidanku a matsayin "
        "bayani.",
        "D'accord. Versez votre part à la trésorerie, tenue par {treasurer} : RIB {account}, avec votre numéro de "
        "maison en référence.",
        "Me pene so. Momfa mo kyɛfa mmrɛ yɛn sikakorafoɔ {treasurer}, akawnt {account}, na monkyerɛw mo fie "
        "nɔma sɛ nsɛnkyerɛnneɛ.",
    ),
    "post_3": (
        "Paid. Could someone tell {neighbour} at the end of the street, who is not on the forum? The number I have "
        "is {neighbour_tel}.",
        "Toʻladim. Iltimos, kimdir koʻchaning oxirida yashovchi {neighbour}ga aytib qoʻysin, u forumda yoʻq; "
        "mendagi raqam: {neighbour_tel}.",
        "Mo ti san. Ẹ jọ̀ọ́, ẹnìkan sọ fún {neighbour} ní òpin òpópónà, tí kò sí lórí àpéjọ yìí; nọ́mbà tí mo ní "
        "ni {neighbour_tel}.",
        "Na biya. Don Allah wani ya sanar da {neighbour} a ƙarshen titi, saboda ba a wannan dandali; lambar da "
        "nake da ita ita ce {neighbour_tel}.",
        "C'est payé. Quelqu'un peut prévenir {neighbour}, au bout de la rue, qui n'est pas sur le forum ? J'ai ce "
        "numéro : {neighbour_tel}.",
        "Mayɛ atua. Mepa mo kyɛw, obi nka nkyerɛ {neighbour} a ɔte abɔnten no ano, ɔnni forum yi so; nɔma a "
        "mewɔ ne {neighbour_tel}.",
    ),
    "post_4": (
        "Thank you all. Receipts will come from {mail}, and I will post photos once the pipe is fixed.",
        "Hammaga rahmat. Kvitansiyalar {mail} manzilidan keladi, quvur tuzatilgach rasmlarini joylayman.",
        "Ẹ ṣé o. Ìwé ẹ̀rí ìsanwó yóò wá láti {mail}, màá sì fi àwòrán síta nígbà tí wọ́n bá tún páìpù náà ṣe.",
        "Na gode muku duka. Rasit za su zo daga {mail}, kuma zan saka hotuna idan an gyara bututun.",
        "Merci à tous. Les reçus partiront de {mail}, et je posterai des photos une fois la conduite réparée.",
        "Meda mo nyinaa ase. Ntua krataa bɛfiri {mail} aba, na mɛfa mfonini ato hɔ sɛ wɔsiesie paipu no wie a.",
    ),
    "tax_small": (
        "You may object to this assessment in writing within 30 days of the notice. A balance not paid by the due "
        "date attracts a penalty of 5% and interest.",
        "Ushbu hisob-kitobga xabarnoma olingan kundan boshlab 30 kun ichida yozma eʼtiroz bildirishingiz mumkin. "
        "Muddatida toʻlanmagan qarzga 5% jarima va penya hisoblanadi.",
        "Ẹ lè ta ko àyẹ̀wò yìí ní ìkọ̀wé láàrin ọgbọ̀n ọjọ́ lẹ́yìn ìfitónilétí yìí. Owó tí a kò bá san ní àkókò "
        "yóò ní owó ìtanràn 5% àti èlé.",
        "Kuna iya ƙalubalantar wannan ƙididdiga a rubuce cikin kwanaki 30 da samun sanarwar. Ragowar kuɗin da ba "
        "a biya ba kafin waʼadi za a ci tarar 5% da ruwa.",
        "Vous pouvez contester cet avis par écrit dans un délai de 30 jours à compter de sa réception. Tout solde "
        "non réglé à l'échéance est majoré de 5 % et d'intérêts de retard.",
        "Wobɛtumi de nkyerɛwee akasa atia tow yi wɔ nnafua 30 mu firi da a wonyaa amanneɛbɔ yi. Ka a wontua "
        "nkɔsi da a ɛsɛ no, wobɛtua ka 5% ne mfɛntom.",
    ),
    "sim_dialog": (
        "Ask {name} to place the right thumb on the scanner. 2 of 4 fingers captured.",
        "{name} oʻng bosh barmogʻini skanerga qoʻysin. 4 ta barmoqdan 2 tasi olindi.",
        "Sọ fún {name} kí ó gbé àtàǹpàkò ọ̀tún lé orí ẹ̀rọ náà. A ti gba ìka méjì nínú mẹ́rin.",
        "A roƙi {name} a ɗora babban yatsan dama a kan naʼura. An ɗauki yatsu 2 cikin 4.",
        "Demandez à {name} de poser le pouce droit sur le lecteur. 2 doigts sur 4 capturés.",
        "Ka kyerɛ {name} sɛ ɔmfa ne nsa nifa kokurobeti no nsi afidie no so. Wɔafa nsateaa 2 wɔ 4 mu.",
    ),
    "sim_small": (
        "One ID may hold at most 10 lines across all networks. Registering a SIM card in someone else's name is an "
        "offence.",
        "Bitta shaxs barcha operatorlarda koʻpi bilan 10 ta raqamga ega boʻlishi mumkin. SIM kartani boshqa shaxs "
        "nomiga roʻyxatdan oʻtkazish huquqbuzarlikdir.",
        "Nọ́mbà NIN kan kò lè ní ju ìlà mẹ́wàá lọ lórí gbogbo nẹ́tíwọ̀ọ̀kì. Fífi orúkọ ẹlòmíràn forúkọ SIM sílẹ̀ jẹ́ ẹ̀ṣẹ̀.",
        "Lambar NIN ɗaya ba za ta wuce layuka 10 a dukkan kamfanonin sadarwa ba. Yin rajistar SIM da sunan wani "
        "laifi ne.",
        "Une même pièce d'identité ne peut pas porter plus de 10 lignes, tous opérateurs confondus. Identifier une "
        "carte SIM au nom d'un tiers est une infraction.",
        "Ghana Card baako ntumi nkura nɔma bɛboro 10 wɔ network nyinaa so. Sɛ wode obi foforɔ din kyerɛw SIM a, "
        "ɛyɛ mmara so bu.",
    ),
}
#: Buttons, each counted on whichever screen shows it.
_BUTTON_KEYS = ("record_payment", "send_sms", "close_meeting", "new_lesson", "today", "print_week", "new_delivery",
                "pay_selected", "export", "post_reply", "follow", "report", "pay_now", "object", "download",
                "capture_btn", "cancel", "approve", "reject", "print")  # fmt: skip

_STYLE = (
    "<style>body{font-family:'Noto Sans',Arial,sans-serif;margin:0;padding:58px 26px 18px;font-size:13px;"
    "color:#232a2f;background:#f6f5f1}.nav{position:absolute;top:0;left:0;right:0;background:#8a4b14;color:#fff;"
    "padding:11px 26px}.nav b{margin-right:28px}.nav span{margin:0 8px;color:#f6dfc5}h2{margin:2px 0 10px;"
    "font-size:20px}h3{margin:14px 0 6px;font-size:14px;color:#8a4b14}p{margin:5px 0}table{border-collapse:collapse;"
    "background:#fff}td,th{border:1px solid #ddd5c8;padding:5px 9px;text-align:left;vertical-align:top}"
    "th{background:#f3e7d8;font-weight:600}button{margin:12px 10px 0 0;padding:6px 16px;border:none;"
    "background:#8a4b14;color:#fff;border-radius:4px}.grid{display:grid;grid-template-columns:170px 290px;gap:6px}"
    ".grid .k{color:#66605a}.cols{display:flex;gap:26px;align-items:flex-start}.meta{color:#4d4740;margin-bottom:8px}"
    ".total td{font-weight:bold;border-top:2px solid #5a4a3a}.small{font-size:10.5px;color:#645d55;max-width:860px;"
    "margin-top:12px;line-height:1.4}.tabs span{display:inline-block;padding:6px 14px;margin-right:4px;"
    "border:1px solid #ddd5c8;border-bottom:none;background:#efe9e0}.tabs .on{background:#fff;font-weight:bold}"
    ".chip{display:inline-block;padding:1px 9px;border-radius:10px;font-size:11px;margin:0 4px}.st-paid,.st-done,"
    ".st-active,.st-drive{background:#d8efdc}.st-partial,.st-pending,.st-now,.st-test{background:#fbefc4}.st-late,"
    ".st-rejected,.st-barred{background:#f8d6d0}.st-wait,.st-theory,.st-all{background:#dfe6f7}.layout{display:flex;"
    "gap:22px;align-items:flex-start}.menu{width:190px;background:#fff;border:1px solid #ddd5c8}.menu div{padding:7px "
    "12px;border-bottom:1px solid #eee7dc}.menu .on{background:#f3e7d8;font-weight:bold}.side{width:290px;"
    "background:#fff;border:1px solid #ddd5c8;padding:10px 14px;line-height:1.55}.side .k{display:block;"
    "color:#66605a;font-size:11.5px;margin-top:6px}.box{max-width:820px;border:1px solid #ddd5c8;background:#fff;"
    "padding:9px 13px;line-height:1.6}.cal td{width:128px;height:58px}.cal td.t{width:64px;color:#66605a}"
    ".slot{border-left:4px solid #8a4b14;background:#fbf7f1;padding:3px 6px;font-size:12px}.slot.sel{"
    "outline:2px solid #2f6fb0}.slot span{display:block;color:#66605a}.legend div{margin:3px 0}.filters{margin:4px "
    "0 10px}.cards{display:grid;grid-template-columns:repeat(3,300px);gap:14px}.card{background:#fff;"
    "border:1px solid #ddd5c8;border-radius:8px;padding:9px 13px;line-height:1.5}.card .k{color:#66605a;"
    "margin-right:6px}.card h4{margin:0 0 4px;font-size:14px}.post{background:#fff;border:1px solid #ddd5c8;"
    "border-radius:8px;padding:8px 13px;margin:0 0 9px;max-width:780px;line-height:1.55}.post.reply{"
    "margin-left:40px;max-width:740px}.post .who{font-weight:bold}.post .when{color:#77706a;font-size:11.5px;"
    "margin-left:8px}.post .acts{color:#77706a;font-size:11.5px}.compose textarea{width:560px;height:54px}"
    ".letter{display:flex;gap:40px;background:#fff;border:1px solid #ddd5c8;padding:12px 18px;max-width:860px}"
    ".window{width:300px;border:1px dashed #a99c8c;padding:8px 12px;line-height:1.5}.stepper span{"
    "display:inline-block;margin-right:18px}.shade{position:fixed;inset:0;background:rgba(30,25,20,.28)}"
    ".dialog{position:fixed;top:150px;left:380px;width:460px;background:#fff;border-radius:8px;"
    "box-shadow:0 8px 30px rgba(0,0,0,.3);padding:14px 20px}.scan{height:70px;border:1px dashed #a99c8c;"
    "margin:8px 0;text-align:center;line-height:70px;color:#8a8178}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _lang(loc: str) -> str:
    return _LANGS[_CHROME.lang(loc)]


def _c(loc: str, key: str) -> str:
    """A label before its value: the chrome text and a colon (French with a space before it)."""
    return _t(loc, key) + (" :" if loc == "fr_DZ" else ":")


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def _nav(loc: str, key: str) -> str:
    """A site's navigation bar: its name, then its links."""
    site, *links = _t(loc, key).split("|")
    return f"<div class='nav'><b>{site}</b>{''.join(f'<span>{link}</span>' for link in links)}</div>"


def _menu(loc: str, key: str) -> str:
    """A side menu, its first item open."""
    items = _t(loc, key).split("|")
    return "<div class='menu'>" + "".join(
        ("<div class='on'>" if k == 0 else "<div>") + f"{item}</div>" for k, item in enumerate(items)
    ) + "</div>"  # fmt: skip


def _pairs(loc: str, rows: list[tuple[str, str]]) -> str:
    """Label/value pairs in two columns, the labels given as chrome keys."""
    return _CHROME.grid([(_t(loc, k), v) for k, v in rows])


def _chip(loc: str, css: str, key: str) -> str:
    return f"<span class='chip st-{css}'>{_t(loc, key)}</span>"


def _tabs(loc: str, *keys: str) -> str:
    """A row of tabs, the first one open."""
    spans = "".join(
        ("<span class='on'>" if k == 0 else "<span>") + f"{_t(loc, key)}</span>" for k, key in enumerate(keys)
    )
    return f"<div class='tabs'>{spans}</div>"


def _esc(text: str) -> str:
    return html.escape(text)


# --- Check digits -----------------------------------------------------------------------------------------


def mrz_digit(digits: str) -> int:
    """The check digit a passport's machine-readable zone gives ``digits``: weighted 7, 3, 1 in turn, mod 10."""
    return sum((7, 3, 1)[k % 3] * int(d) for k, d in enumerate(digits)) % 10


def luhn_digit(digits: str) -> int:
    """The Luhn check digit to append to ``digits``."""
    total = sum(sum(divmod(int(d) * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def nuban_digit(bank_code: str, serial: str) -> int:
    """A Nigerian account's (NUBAN) check digit: the bank's three-digit code and the nine-digit serial weighted 3, 7,
    3 in turn, 10 less the sum's last digit (0 for 10)."""
    total = sum((3, 7, 3)[k % 3] * int(d) for k, d in enumerate(bank_code + serial))
    return (10 - total % 10) % 10


def nuban(bank_code: str, rng: random.Random) -> str:
    """A Nigerian bank account number (NUBAN): a drawn nine-digit serial and its check digit."""
    serial = f"{rng.randrange(10**9):09d}"
    return f"{serial}{nuban_digit(bank_code, serial)}"


def uzbek_pinfl(rng: random.Random, born: date, female: bool) -> str:
    """An Uzbek personal number (JShShIR, PINFL): the century and sex (3 and 4 for men and women born in the
    1900s, 5 and 6 in the 2000s), the birth date DDMMYY, a district's three digits, a serial of three and the
    check digit of those thirteen (:func:`mrz_digit`)."""
    century = 2 * (born.year // 100 - 18) + 1 + int(female)
    stem = f"{century}{born:%d%m%y}{rng.randrange(1, 1000):03d}{rng.randrange(1, 1000):03d}"
    return f"{stem}{mrz_digit(stem)}"


# --- Names ------------------------------------------------------------------------------------------------

#: Letters NFD does not take apart, as a mail box writes them.
_FOLD = str.maketrans({"ɓ": "b", "ɗ": "d", "ƙ": "k", "ƴ": "y", "ɛ": "e", "ɔ": "o", "ŋ": "ng", "ß": "ss"})


def romanised(name: str) -> str:
    """A name in lower-case ASCII letters, as a mail box or a login is made from it (tone marks, hooks and
    apostrophes dropped; Twi's ɛ and ɔ as e and o)."""
    folded = unicodedata.normalize("NFD", name.lower().translate(_FOLD))
    return "".join(c for c in folded if c.isascii() and c.isalpha())


def given_surname(fake: Faker, rng: random.Random, female: bool | None = None) -> tuple[str, str, bool]:
    """A person's given name and surname as the locale's Faker writes them (an Uzbek woman's surname in its
    feminine form), and whether she is a woman (which an Uzbek PINFL shows)."""
    if female is None:
        female = rng.random() < 0.5
    if female:
        return str(fake.first_name_female()), str(fake.last_name_female()), True
    return str(fake.first_name_male()), str(fake.last_name_male()), False


def full_name(fake: Faker, rng: random.Random, female: bool | None = None) -> str:
    """A person's full name, given name first."""
    given, surname, _ = given_surname(fake, rng, female)
    return f"{given} {surname}"


def _login(rng: random.Random, given: str, surname: str) -> str:
    stem = romanised(given.split()[0]) + rng.choice((".", "_", "")) + romanised(surname)
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


_MAIL_DOMAINS = {"uz_UZ": ("gmail.com", "mail.ru", "yandex.ru", "inbox.uz", "umail.uz"),
                 "yo_NG": ("gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "yahoo.co.uk"),
                 "ha_NG": ("gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "yahoo.co.uk"),
                 "en_KE": ("gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "africaonline.co.ke"),
                 "fr_DZ": ("gmail.com", "yahoo.fr", "hotmail.fr", "outlook.fr", "hotmail.com"),
                 "tw_GH": ("gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "ymail.com")}  # fmt: skip


def _mailbox(loc: str, rng: random.Random, given: str, surname: str) -> str:
    return f"{_login(rng, given, surname)}@{rng.choice(_MAIL_DOMAINS[loc])}"


# --- What each country writes ------------------------------------------------------------------------------

_COUNTRY = {"uz_UZ": "UZ", "yo_NG": "NG", "ha_NG": "NG", "en_KE": "KE", "fr_DZ": "DZ", "tw_GH": "GH"}
#: Mobile numbers, then landlines, as each country writes them; every # is a drawn digit.
_MOBILES = {"UZ": ("+998 90 ###-##-##", "+998 91 ###-##-##", "+998 93 ###-##-##", "+998 94 ###-##-##",
                   "+998 97 ###-##-##", "+998 99 ###-##-##", "+998 88 ###-##-##", "(90) ###-##-##"),
            "NG": ("0803 ### ####", "0806 ### ####", "0813 ### ####", "0703 ### ####", "0805 ### ####",
                   "0816 ### ####", "0903 ### ####", "0802 ### ####", "+234 803 ### ####", "+234 812 ### ####"),
            "KE": ("0712 ### ###", "0722 ### ###", "0733 ### ###", "0798 ### ###", "0110 ### ###",
                   "+254 712 ### ###", "+254 722 ### ###", "+254 701 ### ###"),
            "DZ": ("0550 ## ## ##", "0661 ## ## ##", "0770 ## ## ##", "0555 ## ## ##", "0696 ## ## ##",
                   "+213 550 ## ## ##", "+213 661 ## ## ##"),
            "GH": ("024 ### ####", "054 ### ####", "055 ### ####", "020 ### ####", "050 ### ####", "027 ### ####",
                   "+233 24 ### ####", "+233 20 ### ####")}  # fmt: skip
_LANDLINES = {"UZ": ("+998 71 ###-##-##", "(71) ###-##-##"), "NG": ("01 ### ####", "09 ### ####"),
              "KE": ("020 ### ####", "041 ### ####"), "DZ": ("021 ## ## ##", "041 ## ## ##", "031 ## ## ##"),
              "GH": ("030 ### ####", "032 ### ####")}  # fmt: skip


def _drawn(rng: random.Random, shape: str) -> str:
    """``shape`` with every # a drawn digit."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in shape)


def mobile(loc: str, rng: random.Random) -> str:
    """A mobile number as the country writes it."""
    return _drawn(rng, rng.choice(_MOBILES[_COUNTRY[loc]]))


def phone(loc: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mostly a mobile, sometimes a landline."""
    shapes = _MOBILES[_COUNTRY[loc]] if rng.random() < 0.75 else _LANDLINES[_COUNTRY[loc]]
    return _drawn(rng, rng.choice(shapes))


#: Streets and towns (Uzbek towns with their postcodes' range, Nigerian, Kenyan and Ghanaian towns with a
#: neighbourhood, Algerian towns with their wilaya's number).
_UZ_STREETS = ("Amir Temur", "Mustaqillik", "Bobur", "Abdulla Qodiriy", "Mirzo Ulugʻbek", "Shota Rustaveli",
               "Alisher Navoiy", "Buyuk Ipak Yoʻli", "Bogʻishamol", "Chilonzor", "Qatortol", "Oybek")  # fmt: skip
_UZ_TOWNS = (("Toshkent", 100000, 100210), ("Samarqand", 140100, 140180), ("Buxoro", 200100, 200130),
             ("Andijon", 170100, 170130), ("Namangan", 160100, 160130), ("Fargʻona", 150100, 150130),
             ("Qarshi", 180100, 180120), ("Nukus", 230100, 230120), ("Urganch", 220100, 220120),
             ("Termiz", 190100, 190120))  # fmt: skip
_STREETS = {
    "yo_NG": ("Adeola Odeku Street", "Awolowo Road", "Allen Avenue", "Bode Thomas Street", "Herbert Macaulay Way",
              "Adeniran Ogunsanya Street", "Obafemi Awolowo Way", "Ogunlana Drive", "Oduduwa Crescent",
              "Agodi Gate Road", "Isaac John Street", "Toyin Street"),
    "ha_NG": ("Murtala Mohammed Way", "Ahmadu Bello Way", "Bompai Road", "France Road", "Aminu Kano Way",
              "Zaria Road", "Sultan Road", "Independence Way", "Maiduguri Road", "Club Road", "Ibrahim Taiwo Road",
              "Katsina Road"),
    "en_KE": ("Ngong Road", "Argwings Kodhek Road", "Waiyaki Way", "Lang'ata Road", "Thika Road", "Moi Avenue",
              "Kenyatta Avenue", "Oginga Odinga Street", "Nyerere Road", "Links Road", "Kiambu Road",
              "Mombasa Road"),
    "fr_DZ": ("rue Didouche Mourad", "boulevard Mohamed V", "rue Larbi Ben M'hidi", "rue Hassiba Ben Bouali",
              "avenue de l'ALN", "boulevard Zighoud Youcef", "rue Abane Ramdane", "rue Khelifa Boukhalfa",
              "boulevard de la Soummam", "rue Émir Abdelkader", "boulevard Krim Belkacem", "rue Ahmed Zabana"),
    "tw_GH": ("Liberation Road", "Oxford Street", "Spintex Road", "Ring Road Central", "Kwame Nkrumah Avenue",
              "Nii Okaiman Street", "Lagos Avenue", "Harper Road", "Prempeh II Street", "Lake Road",
              "Bantama High Street", "Sunyani Road"),
}  # fmt: skip
_TOWNS = {
    "yo_NG": (("Victoria Island", "Lagos"), ("Ikoyi", "Lagos"), ("Ikeja", "Lagos"), ("Surulere", "Lagos"),
              ("Yaba", "Lagos"), ("Lekki", "Lagos"), ("Bodija", "Ibadan"), ("Oke-Ado", "Ibadan"),
              ("Oke-Mosan", "Abeokuta"), ("Oke-Fia", "Osogbo"), ("Alagbaka", "Akure"), ("Tanke", "Ilorin")),
    "ha_NG": (("Nassarawa GRA", "Kano"), ("Fagge", "Kano"), ("Sabon Gari", "Kano"), ("Tarauni", "Kano"),
              ("Barnawa", "Kaduna"), ("Malali", "Kaduna"), ("Unguwan Rimi", "Kaduna"), ("Samaru", "Zaria"),
              ("Kofar Kaura", "Katsina"), ("Runjin Sambo", "Sokoto"), ("Yelwa", "Bauchi")),
    "en_KE": (("Kilimani", "Nairobi"), ("Westlands", "Nairobi"), ("South B", "Nairobi"), ("Kasarani", "Nairobi"),
              ("Karen", "Nairobi"), ("Embakasi", "Nairobi"), ("Nyali", "Mombasa"), ("Bamburi", "Mombasa"),
              ("Milimani", "Kisumu"), ("Section 58", "Nakuru"), ("Elgon View", "Eldoret"), ("Kiganjo", "Thika")),
    "tw_GH": (("East Legon", "Accra"), ("Osu", "Accra"), ("Dansoman", "Accra"), ("Madina", "Accra"),
              ("Community 11", "Tema"), ("Adum", "Kumasi"), ("Bantama", "Kumasi"), ("Asokwa", "Kumasi"),
              ("Ahodwo", "Kumasi"), ("Kotokuraba", "Cape Coast"), ("Effiakuma", "Takoradi"), ("Penkwase", "Sunyani")),
}  # fmt: skip
_DZ_TOWNS = (("Alger", "16"), ("Oran", "31"), ("Constantine", "25"), ("Annaba", "23"), ("Blida", "09"),
             ("Sétif", "19"), ("Tlemcen", "13"), ("Béjaïa", "06"), ("Tizi Ouzou", "15"), ("Batna", "05"),
             ("Biskra", "07"))  # fmt: skip


def address_lines(loc: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them."""
    if loc == "uz_UZ":
        town, low, high = rng.choice(_UZ_TOWNS)
        flat = f", {rng.randrange(1, 90)}-xonadon" if rng.random() < 0.5 else ""
        return (
            f"{rng.choice(_UZ_STREETS)} koʻchasi, {rng.randrange(1, 120)}-uy{flat}",
            f"{rng.randrange(low, high)} {town}",
        )
    if loc == "fr_DZ":
        town, wilaya = rng.choice(_DZ_TOWNS)
        return f"{rng.randrange(1, 90)}, {rng.choice(_STREETS[loc])}", f"{wilaya}{rng.randrange(0, 100, 5):03d} {town}"
    area, town = rng.choice(_TOWNS[loc])
    number = rng.randrange(1, 160)
    first = (
        f"Hse No. {number}, {rng.choice(_STREETS[loc])}" if loc == "en_KE" else f"{number} {rng.choice(_STREETS[loc])}"
    )
    return first, f"{area}, {town}"


def one_line_address(loc: str, rng: random.Random) -> str:
    """A postal address on one line."""
    return ", ".join(address_lines(loc, rng))


#: Trading names per locale, trades per country and kind of company, and the legal forms around them.
_BRANDS = {"uz_UZ": ("Navroʻz", "Oltin Vodiy", "Baraka", "Zarafshon", "Sharq", "Turon", "Samo", "Orzu",
                     "Yangi Asr", "Bunyodkor"),
           "yo_NG": ("Adewale", "Olumide", "Oduduwa", "Ayoola", "Ifeoluwa", "Omotayo", "Ajoke", "Bolaji",
                     "Ire-Akari", "Oluwaseun"),
           "ha_NG": ("Nasara", "Albarka", "Zumunta", "Sabuwar Rana", "Hikima", "Danladi", "Alheri", "Bunkure",
                     "Gidan Dabino", "Kwari"),
           "en_KE": ("Umoja", "Mwangaza", "Baraka", "Tumaini", "Jamii", "Kilele", "Nyota", "Amani", "Kilimo",
                     "Simba"),
           "fr_DZ": ("El Djazair", "Tassili", "Hoggar", "Djurdjura", "Numidia", "Cirta", "Medjerda", "Atlas",
                     "Chélia", "Mazafran"),
           "tw_GH": ("Nyame Dua", "Gye Nyame", "Sankofa", "Adom", "Akwaaba", "Onyame Bekyere", "Obaatan", "Nkabom",
                     "Odo Nti", "Ayeyi")}  # fmt: skip
_TRADES: dict[str, dict[str, tuple[str, ...]]] = {
    "employer": {"UZ": ("Savdo", "Tekstil", "Qurilish", "Logistika"),
                 "NG": ("Foods", "Logistics", "Industries", "Ventures"),
                 "KE": ("Logistics", "Foods", "Agencies", "Holdings"),
                 "DZ": ("Distribution", "Agroalimentaire", "Transport", "Services"),
                 "GH": ("Logistics", "Foods", "Trading", "Ventures")},
    "plumber": {"UZ": ("Suv Servis", "Santexnika"), "NG": ("Plumbing Works", "Water Services"),
                "KE": ("Plumbing Works", "Water Engineering"), "DZ": ("Travaux Hydrauliques", "Plomberie"),
                "GH": ("Plumbing Works", "Water Systems")},
}  # fmt: skip
_FORMS = {"UZ": ("«{name} {trade}» MChJ", "«{name} {trade}» XK", "«{name} {trade}» AJ"),
          "NG": ("{name} {trade} Ltd", "{name} {trade} Nigeria Limited", "{name} {trade} Enterprises"),
          "KE": ("{name} {trade} Ltd", "{name} {trade} Limited", "{name} {trade} (K) Ltd"),
          "DZ": ("SARL {name} {trade}", "EURL {name} {trade}", "SPA {name} {trade}"),
          "GH": ("{name} {trade} Ltd", "{name} {trade} Company Limited", "{name} {trade} Enterprise")}  # fmt: skip


def company(loc: str, rng: random.Random, kind: str) -> str:
    """A company of a kind (``employer``, ``plumber``) under the country's legal forms."""
    country = _COUNTRY[loc]
    trade, name = rng.choice(_TRADES[kind][country]), rng.choice(_BRANDS[loc])
    return rng.choice(_FORMS[country]).format(name=name, trade=trade)


_UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def personal_id(loc: str, rng: random.Random, born: date, female: bool) -> str:
    """The number a country identifies a person by: the Uzbek PINFL with its check digit; a Nigerian NIN (eleven
    digits), a Kenyan ID number (eight), an Algerian NIN (eighteen) and a Ghana Card PIN, drawn (no check on them
    is published)."""
    country = _COUNTRY[loc]
    if country == "UZ":
        return uzbek_pinfl(rng, born, female)
    if country == "NG":
        return f"{rng.randrange(1, 10)}{rng.randrange(10**10):010d}"
    if country == "KE":
        return f"{rng.randrange(2, 4)}{rng.randrange(10**7):07d}"
    if country == "DZ":
        return f"{rng.randrange(1, 3)}{rng.randrange(10**17):017d}"
    return f"GHA-{rng.randrange(10**8, 10**9)}-{rng.randrange(10)}"


def tax_number(loc: str, rng: random.Random) -> str:
    """A person's tax number, drawn (no check is published): an Uzbek STIR (nine digits, 4–6 first for a person),
    a Nigerian TIN, a Kenyan KRA PIN (A, nine digits, a letter), an Algerian NIF (fifteen digits), a Ghanaian TIN
    (P00 and eight digits)."""
    country = _COUNTRY[loc]
    if country == "UZ":
        return f"{rng.randrange(4, 7)}{rng.randrange(10**8):08d}"
    if country == "NG":
        return f"{rng.randrange(10**7, 10**8)}-0001"
    if country == "KE":
        return f"A{rng.randrange(10**8, 10**9):09d}{rng.choice(_UPPER)}"
    if country == "DZ":
        return f"{rng.randrange(1, 3)}{rng.randrange(10**14):014d}"
    return f"P00{rng.randrange(10**7, 10**8)}"


def _letters(rng: random.Random, n: int, alphabet: str = _UPPER) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


#: Calling codes, which a SIM serial (ICCID) carries after the telecom industry's 89.
_CALLING = {"UZ": "998", "NG": "234", "KE": "254", "DZ": "213", "GH": "233"}


def iccid(loc: str, rng: random.Random) -> str:
    """A SIM card's serial number (ICCID): 89, the country's calling code, the network's two digits, an account of
    eleven and the Luhn digit of those eighteen."""
    stem = f"89{_CALLING[_COUNTRY[loc]]}{rng.randrange(1, 100):02d}{rng.randrange(10**11):011d}"
    return f"{stem}{luhn_digit(stem)}"


#: Region codes on Uzbek plates, registering areas on Nigerian ones, regions on Ghanaian ones, wilayas on
#: Algerian ones.
_UZ_REGIONS = ("01", "10", "20", "25", "30", "40", "50", "60", "70", "75", "80", "85", "90", "95")
_NG_AREAS = {"yo_NG": ("KJA", "LSD", "EKY", "APP", "FKJ", "SMK", "IKD", "AKD", "BDJ", "ABK"),
             "ha_NG": ("KMC", "DAL", "FGE", "NSR", "KTS", "ZAR", "KAD", "BAU", "SKK", "GWL")}  # fmt: skip
_GH_REGIONS = ("GR", "GS", "GT", "GE", "GW", "AS", "AW", "CR", "WR", "ER", "BA", "NR", "UE", "UW")


def plate(loc: str, rng: random.Random) -> str:
    """A number plate as the country issues it, drawn."""
    country = _COUNTRY[loc]
    if country == "UZ":
        return f"{rng.choice(_UZ_REGIONS)} {_letters(rng, 1)} {rng.randrange(100, 1000)} {_letters(rng, 2)}"
    if country == "NG":
        return f"{rng.choice(_NG_AREAS[loc])} {rng.randrange(100, 1000)} {_letters(rng, 2)}"
    if country == "KE":
        return f"K{rng.choice('BCD')}{_letters(rng, 1)} {rng.randrange(100, 1000)}{_letters(rng, 1)}"
    if country == "DZ":
        return f"{rng.randrange(10**5):05d} {rng.randrange(1, 4)}{rng.randrange(10, 26)} {rng.choice(_DZ_TOWNS)[1]}"
    return f"{rng.choice(_GH_REGIONS)} {rng.randrange(100, 10000)}-{rng.randrange(10, 27)}"


#: Banks per locale: Nigerian ones with their NUBAN code; each other country's bank account's shape (every # a
#: drawn digit).
_NG_BANKS = (("Access Bank", "044"), ("First Bank", "011"), ("GTBank", "058"), ("UBA", "033"), ("Zenith Bank", "057"),
             ("Fidelity Bank", "070"), ("Sterling Bank", "232"), ("Wema Bank", "035"), ("Union Bank", "032"),
             ("FCMB", "214"))  # fmt: skip
_BANKS = {"UZ": ("Kapitalbank", "Hamkorbank", "Ipoteka-bank", "Xalq banki", "Agrobank", "Asakabank", "Anorbank"),
          "KE": ("Equity Bank", "KCB Bank", "Co-operative Bank", "NCBA Bank", "Absa Bank Kenya", "Family Bank"),
          "DZ": ("BNA", "CPA", "BEA", "BADR", "BDL", "CNEP-Banque"),
          "GH": ("GCB Bank", "Ecobank Ghana", "Fidelity Bank Ghana", "Absa Bank Ghana", "Stanbic Bank", "CalBank")}  # fmt: skip
_ACCOUNTS = {"UZ": ("20206000############",), "KE": ("01##0#########", "1#########", "0###########"),
             "DZ": ("00# ##### ########## ##",), "GH": ("1#############", "0############")}  # fmt: skip


def bank_account(loc: str, rng: random.Random) -> tuple[str, SeededValue]:
    """A bank and an account at it: a Nigerian NUBAN with its check digit; an Uzbek account (20 digits, its key
    drawn), a Kenyan or a Ghanaian account, an Algerian RIB (bank, branch, account and key, drawn)."""
    country = _COUNTRY[loc]
    if country == "NG":
        bank, code = rng.choice(_NG_BANKS)
        return bank, SeededValue("BANK_ACCOUNT", nuban(code, rng))
    return rng.choice(_BANKS[country]), SeededValue("BANK_ACCOUNT", _drawn(rng, rng.choice(_ACCOUNTS[country])))


#: How much of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"uz_UZ": 12_000.0, "yo_NG": 1_500.0, "ha_NG": 1_500.0, "en_KE": 130.0, "fr_DZ": 135.0, "tw_GH": 12.0}


def money(loc: str, cents: int) -> SeededValue:
    """An amount of money, given in cents (tiyin, kobo, cents, centimes, pesewas), as the locale writes it (the
    Uzbek soʻm in whole units)."""
    whole, rest = divmod(cents, 100)
    grouped = f"{whole:,}"
    spaced = grouped.replace(",", "\u00a0")
    written = {"uz_UZ": f"{spaced}\u00a0soʻm", "yo_NG": f"₦{grouped}.{rest:02d}", "ha_NG": f"₦{grouped}.{rest:02d}",
               "en_KE": f"KSh\u00a0{grouped}.{rest:02d}", "fr_DZ": f"{spaced},{rest:02d}\u00a0DA",
               "tw_GH": f"GH₵{grouped}.{rest:02d}"}  # fmt: skip
    return SeededValue("AMOUNT", written[loc])


#: The smallest step of an amount in cents where the country rounds (the soʻm to a thousand).
_STEP = {"uz_UZ": 100_000}


def _cents(loc: str, rng: random.Random, low: float, high: float) -> int:
    """An amount in cents, ``low``–``high`` units scaled to the country's money (soʻm in whole thousands)."""
    cents = round(rng.uniform(low, high) * _PER_UNIT[loc] * 100)
    step = _STEP.get(loc, 1)
    return max(step, cents // step * step)


def _day(loc: str, day: date) -> str:
    """A date as the locale writes it (Uzbek with dots, the others day first with slashes)."""
    return f"{day:%d.%m.%Y}" if loc == "uz_UZ" else f"{day:%d/%m/%Y}"


def _clock(loc: str, h: int, m: int) -> str:
    """A time of day as the locale writes it (Nigeria, Kenya and Ghana on a twelve-hour clock, Algeria with h)."""
    if loc == "uz_UZ":
        return f"{h:02d}:{m:02d}"
    if loc == "fr_DZ":
        return f"{h:02d}h{m:02d}"
    return f"{h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}"


def _born(rng: random.Random, first: int = 1950, last: int = 2006) -> date:
    return date(rng.randrange(first, last), rng.randrange(1, 13), rng.randrange(1, 29))


def _reference(loc: str, rng: random.Random, kind: str) -> str:
    """A reference number in the shape a country's office or network writes it (drawn)."""
    country = _COUNTRY[loc]
    shapes = {
        "group": {"UZ": "GK-####/26", "NG": "CSO/###/####", "KE": "SHG/###/####", "DZ": "AGR-####-26",
                  "GH": "DSW/###/####"},
        "member": {"UZ": "F-######", "NG": "CCS/######", "KE": "GL######", "DZ": "ADH-######", "GH": "LBC-######"},
        "permit": {"UZ": "AA #######", "NG": "LRN-########", "KE": "PDL-#######", "DZ": "LA-########",
                   "GH": "DVLA-L-#######"},
        "notice": {"UZ": "XB-2026-#######", "NG": "ASM/2025/#######", "KE": "KRA2026########",
                   "DZ": "AVIS-2025-########", "GH": "GRA-NOA-2025-######"},
        "payment": {"UZ": "#############", "NG": "RRR-####-####-####", "KE": "PRN ##########",
                    "DZ": "G50-#########", "GH": "PRN-##########"},
        "agent": {"UZ": "AG-#####", "NG": "AGT/#####", "KE": "DL######", "DZ": "PV-#####", "GH": "AGT-#####"},
    }  # fmt: skip
    return _drawn(rng, shapes[kind][country])


def _txn(loc: str, rng: random.Random) -> str:
    """A mobile money transaction's ID (an M-Pesa code in Kenya; digits elsewhere), drawn."""
    if loc == "en_KE":
        return "T" + _letters(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    shapes = {"UZ": "###########", "NG": "############", "DZ": "############", "GH": "###########"}
    return _drawn(rng, shapes[_COUNTRY[loc]])


# --- The page kinds ----------------------------------------------------------------------------------------

#: The group's members in the ledger's order: whether each repaid a loan this meeting, and the status chip.
_LEDGER = ((True, "paid"), (False, "paid"), (True, "partial"), (True, "paid"), (False, "late"), (True, "paid"))


def _savings(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    group_no = _reference(loc, rng, "group")
    members = [full_name(fake, rng) for _ in _LEDGER]
    phones = [mobile(loc, rng) for _ in _LEDGER]
    saved = [_cents(loc, rng, 15, 60) for _ in _LEDGER]
    repaid = [_cents(loc, rng, 10, 45) if loan else 0 for loan, _ in _LEDGER]
    bank, account = bank_account(loc, rng)
    saved_money, repaid_money = [money(loc, c) for c in saved], [money(loc, c) for c in repaid if c]
    total_saved, total_repaid = money(loc, sum(saved)), money(loc, sum(repaid))
    rows = "".join(
        table_row([str(k + 1), name, tel, cash.value, money(loc, back).value if back else "—"])[:-5]
        + f"<td>{_chip(loc, css, css)}</td></tr>"
        for k, (name, tel, cash, back, (_, css)) in enumerate(zip(members, phones, saved_money, repaid, _LEDGER, strict=True))
    )  # fmt: skip
    head = "<th>#</th>" + "".join(f"<th>{_t(loc, k)}</th>" for k in ("member", "phone", "saved", "repaid", "status"))
    totals = (f"<tr class='total'><td></td><td colspan='2'>{_t(loc, 'total')}</td><td>{_esc(total_saved.value)}</td>"
              f"<td>{_esc(total_repaid.value)}</td><td></td></tr>")  # fmt: skip
    officials = "".join(_side_line(loc, key, members[k]) + f"<br>{_esc(phones[k])}"
                        for k, key in enumerate(("chair", "treasurer", "secretary")))  # fmt: skip
    payout = _pairs(loc, [("recipient", members[3]), ("bank", bank), ("account", account.value),
                          ("amount", total_saved.value)])  # fmt: skip
    side = (f"<aside class='side'><h3>{_t(loc, 'officials')}</h3>{officials}<h3>{_t(loc, 'payout')}</h3>"
            f"{payout}</aside>")  # fmt: skip
    note = _say(loc, "savings_note", late=members[4], treasurer=members[1], recipient=members[3])
    main = (f"<main><p class='meta'>{_t(loc, 'group_value')} · {_c(loc, 'group_no')} <b>{_esc(group_no)}</b></p>"
            f"<table><tr>{head}</tr>{rows}{totals}</table><h3>{_t(loc, 'minutes')}</h3><p class='box'>{_esc(note)}</p>"
            f"<div class='small'>{_say(loc, 'savings_small')}</div>"
            + _CHROME.buttons(loc, "record_payment", "send_sms", "close_meeting") + "</main>")  # fmt: skip
    body = _nav(loc, "nav_savings") + f"<div class='layout'>{_menu(loc, 'menu_savings')}{main}{side}</div>"
    values = [SeededValue("ID", group_no)]
    for name, tel in zip(members, phones, strict=True):
        values += [SeededValue("PERSON", name), SeededValue("PHONE_NUMBER", tel)]
    values += [*saved_money, *repaid_money, total_saved, total_repaid, SeededValue("ORGANIZATION", bank), account]
    return _CHROME.page(loc, _t(loc, "title_savings"), body), values


def _side_line(loc: str, key: str, value: str) -> str:
    return f"<span class='k'>{_t(loc, key)}</span>{_esc(value)}"


#: The week's lessons: day, time slot, kind, learner and car (-1: the classroom).
_LESSONS = ((0, 0, "drive", 0, 0), (0, 2, "theory", 1, -1), (1, 1, "drive", 2, 1), (2, 0, "drive", 0, 0),
            (2, 3, "test", 3, 1), (3, 1, "drive", 4, 0), (4, 2, "drive", 1, 1), (5, 0, "test", 0, 0))  # fmt: skip
_SLOT_TIMES = ((8, 0), (10, 0), (13, 30), (15, 30))


def _lessons(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname, female = given_surname(fake, rng)
    learners = [f"{given} {surname}", *(full_name(fake, rng) for _ in range(4))]
    instructors, plates = [full_name(fake, rng) for _ in range(2)], [plate(loc, rng) for _ in range(2)]
    born = _born(rng, 1990, 2009)
    ident, tel, mail = personal_id(loc, rng, born, female), mobile(loc, rng), _mailbox(loc, rng, given, surname)
    home, permit = one_line_address(loc, rng), _reference(loc, rng, "permit")
    days = _t(loc, "days").split("|")
    cells: dict[tuple[int, int], str] = {}
    for day, slot, kind, learner, car in _LESSONS:
        where = _esc(f"{_t(loc, 'car')} {car + 1} · {plates[car]}") if car >= 0 else _t(loc, "classroom")
        sel = " sel" if learner == 0 else ""
        cells[day, slot] = (f"<div class='slot{sel}'>{_chip(loc, kind, f'l_{kind}')}<b>{_esc(learners[learner])}</b>"
                            f"<span>{where}</span></div>")  # fmt: skip
    rows = "".join(
        f"<tr><td class='t'>{_clock(loc, h, m)}</td>"
        + "".join(f"<td>{cells.get((day, slot), '')}</td>" for day in range(6)) + "</tr>"
        for slot, (h, m) in enumerate(_SLOT_TIMES)
    )  # fmt: skip
    cal = "<table class='cal'><tr>" + "".join(f"<th>{d}</th>" for d in days) + f"</tr>{rows}</table>"
    legend = "".join(
        f"<div><b>{_t(loc, 'car')} {k + 1}</b> · {_t(loc, 'car_model')} · {_esc(plates[k])} · {_c(loc, 'instructor')} "
        f"{_esc(instructors[k])}</div>" for k in range(2)
    )  # fmt: skip
    side = (f"<aside class='side'><h3>{_t(loc, 'learner_card')}</h3><b>{_esc(learners[0])}</b>"
            + _side_line(loc, "born", _day(loc, born)) + _side_line(loc, "id_no", ident)
            + _side_line(loc, "permit_no", permit) + _side_line(loc, "phone", tel) + _side_line(loc, "email", mail)
            + _side_line(loc, "home", home) + f"<p class='meta'>{_t(loc, 'progress')}</p>"
            + f"<p class='box'>{_esc(_say(loc, 'lesson_note', instructor=instructors[0]))}</p></aside>")  # fmt: skip
    main = (f"<main><p class='meta'>{_t(loc, 'week')}</p>{cal}<div class='legend'>{legend}</div>"
            + _CHROME.buttons(loc, "new_lesson", "today", "print_week") + "</main>")  # fmt: skip
    body = _nav(loc, "nav_lessons") + f"<div class='layout'>{main}{side}</div>"
    values = [*(SeededValue("PERSON", n) for n in learners), *(SeededValue("PERSON", n) for n in instructors),
              *(SeededValue("ID", p) for p in plates), SeededValue("DATE_OF_BIRTH", _day(loc, born)),
              SeededValue("ID", ident), SeededValue("ID", permit), SeededValue("PHONE_NUMBER", tel),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("ADDRESS", home)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_lessons"), body), values


#: The day's deliveries: weight in kg, grade and status.
_LOADS = ((312, "A", "paid"), (148, "B", "paid"), (97, "A", "pending"), (225, "A", "paid"), (64, "C", "rejected"))
#: The crop's price per kg in cents (Uzbek cotton, Nigerian cocoa and groundnuts, Kenyan tea leaf, Algerian
#: dates, Ghanaian cocoa).
_PRICE = {"uz_UZ": 900_000, "yo_NG": 580_000, "ha_NG": 110_000, "en_KE": 2_400, "fr_DZ": 35_000, "tw_GH": 4_850}
#: The villages or buying centres a co-operative buys in (one line each).
_VILLAGES = {
    "uz_UZ": ("Paxtakor, Jizzax viloyati", "Guliston, Sirdaryo viloyati", "Mirzaobod, Sirdaryo viloyati",
              "Zafarobod, Jizzax viloyati", "Arnasoy, Jizzax viloyati", "Boyovut, Sirdaryo viloyati"),
    "yo_NG": ("Idanre, Ondo State", "Ile-Oluji, Ondo State", "Ifetedo, Osun State", "Ipetumodu, Osun State",
              "Owena, Ondo State", "Akinyele, Oyo State"),
    "ha_NG": ("Gwarzo, Kano State", "Dawakin Tofa, Kano State", "Bichi, Kano State", "Funtua, Katsina State",
              "Malumfashi, Katsina State", "Ikara, Kaduna State"),
    "en_KE": ("Gatura, Murang'a", "Githunguri, Kiambu", "Kangema, Murang'a", "Kimunye, Kirinyaga", "Kipkelion, Kericho",
              "Nyansiongo, Nyamira"),
    "fr_DZ": ("Tolga, Biskra", "Sidi Okba, Biskra", "Djamâa, El M'Ghair", "Touggourt", "Ouargla", "Guemar, El Oued"),
    "tw_GH": ("Goaso, Ahafo", "Sefwi Wiawso, Western North", "Bibiani, Western North", "Asankragwa, Western",
              "Konongo, Ashanti", "Juaso, Ashanti"),
}  # fmt: skip


def _harvest(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    price = money(loc, _PRICE[loc]).value
    cards: list[str] = []
    values: list[SeededValue] = []
    for kg, grade, status in _LOADS:
        farmer, member, village, tel = (full_name(fake, rng), _reference(loc, rng, "member"),
                                        rng.choice(_VILLAGES[loc]), mobile(loc, rng))  # fmt: skip
        values += [SeededValue("PERSON", farmer), SeededValue("ID", member), SeededValue("ADDRESS", village),
                   SeededValue("PHONE_NUMBER", tel)]  # fmt: skip
        gross = kg * _PRICE[loc]
        lines = [("member_no", member), ("village", village), ("phone", tel), ("weighed", f"{kg} kg · {grade}")]
        extra = f"<p class='meta'>{_t(loc, 'reject_reason')}</p>" if status == "rejected" else ""
        if status != "rejected":
            step = _STEP.get(loc, 1)
            deducted = round(gross * rng.uniform(0.05, 0.25)) // step * step
            cut, net = money(loc, deducted), money(loc, gross - deducted)
            lines += [("gross", money(loc, gross).value), ("deducted", cut.value), ("net", net.value)]
            values += [cut, net]
        if status == "paid":
            txn = _txn(loc, rng)
            lines.append(("wallet", txn))
            values.append(SeededValue("ID", txn))
        rows = "".join(f"<div><span class='k'>{_t(loc, k)}</span>{_esc(v)}</div>" for k, v in lines)
        cards.append(f"<div class='card'><h4>{_esc(farmer)} {_chip(loc, status, status)}</h4>{rows}{extra}</div>")
    given, surname, _ = given_surname(fake, rng)
    clerk = _login(rng, given, surname)
    values.append(SeededValue("USERNAME", clerk))
    filters = (_chip(loc, "all", "f_all") + _chip(loc, "paid", "paid") + _chip(loc, "pending", "pending")
               + _chip(loc, "rejected", "rejected"))  # fmt: skip
    body = (_nav(loc, "nav_harvest") + f"<p class='meta'>{_c(loc, 'price_kg')} {_esc(price)} · {_t(loc, 'clerk')}: "
            f"{_esc(clerk)}</p><div class='filters'>{filters}</div><div class='cards'>{''.join(cards)}</div>"
            + _CHROME.buttons(loc, "new_delivery", "pay_selected", "export"))  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_harvest"), body), values


#: The thread's posts: who wrote each (an index into the posters) and when.
_POSTS = ((0, date(2026, 12, 2), (7, 42), 12), (1, date(2026, 12, 2), (8, 15), 9), (2, date(2026, 12, 2), (9, 3), 7),
          (3, date(2026, 12, 2), (11, 26), 4), (0, date(2026, 12, 2), (12, 10), 15))  # fmt: skip


def _forum(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    posters = []
    for _ in range(4):
        given, surname, _ = given_surname(fake, rng)
        posters.append(_login(rng, given, surname))
    addr, contractor, foreman_tel = one_line_address(loc, rng), company(loc, rng, "plumber"), mobile(loc, rng)
    plumber, neighbour = full_name(fake, rng), full_name(fake, rng)
    t_given, t_surname, _ = given_surname(fake, rng)
    treasurer, mail = f"{t_given} {t_surname}", _mailbox(loc, rng, t_given, t_surname)
    share, (_, account), neighbour_tel = money(loc, _cents(loc, rng, 8, 30)), bank_account(loc, rng), phone(loc, rng)
    parts = {"addr": addr, "company": contractor, "tel": foreman_tel, "plumber": plumber, "amount": share.value,
             "treasurer": treasurer, "account": account.value, "neighbour": neighbour,
             "neighbour_tel": neighbour_tel, "mail": mail}  # fmt: skip
    posts = "".join(
        f"<div class='post{' reply' if k else ''}'><span class='who'>{_esc(posters[who])}</span>"
        f"<span class='when'>{_day(loc, day)} {_clock(loc, h, m)}</span>{'' if k else _chip(loc, 'wait', 'pinned')}"
        f"<p>{_esc(_say(loc, f'post_{k}', **parts))}</p><div class='acts'>▲ {votes} · {_t(loc, 'reply_link')}</div></div>"
        for k, (who, day, (h, m), votes) in enumerate(_POSTS)
    )  # fmt: skip
    compose = (f"<div class='compose'><textarea placeholder='{_t(loc, 'write_reply')}'></textarea><br>"
               f"{_CHROME.buttons(loc, 'post_reply', 'follow', 'report')}</div>")  # fmt: skip
    main = (f"<main><p class='meta'>{_t(loc, 'thread_meta')} · {_t(loc, 'signed_in')} {_esc(posters[2])}</p>"
            f"{posts}{compose}</main>")  # fmt: skip
    body = _nav(loc, "nav_forum") + f"<div class='layout'>{_menu(loc, 'categories')}{main}</div>"
    values = [*(SeededValue("USERNAME", p) for p in posters), SeededValue("ADDRESS", addr),
              SeededValue("ORGANIZATION", contractor), SeededValue("PHONE_NUMBER", foreman_tel),
              SeededValue("PERSON", plumber), share, SeededValue("PERSON", treasurer), account,
              SeededValue("PERSON", neighbour), SeededValue("PHONE_NUMBER", neighbour_tel),
              SeededValue("EMAIL_ADDRESS", mail)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_forum"), body), values


def _tax(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    notice = _reference(loc, rng, "notice")
    given, surname, female = given_surname(fake, rng)
    taxpayer, born = f"{given} {surname}", _born(rng, 1950, 2000)
    tin, ident, (first, second) = tax_number(loc, rng), personal_id(loc, rng, born, female), address_lines(loc, rng)
    tel, mail = phone(loc, rng), _mailbox(loc, rng, given, surname)
    employer, tenant, (bank, _) = company(loc, rng, "employer"), full_name(fake, rng), bank_account(loc, rng)
    step = _STEP.get(loc, 1)
    incomes = [_cents(loc, rng, 6000, 18000), _cents(loc, rng, 1500, 5000), _cents(loc, rng, 40, 400)]
    gross, relief = sum(incomes), _cents(loc, rng, 800, 1500)
    taxable = gross - relief
    tax = taxable // 10
    withheld = tax * rng.randrange(55, 90) // 100 // step * step
    sums = [money(loc, c) for c in (*incomes, gross, relief, taxable, tax, withheld, tax - withheld)]
    reference = _reference(loc, rng, "payment")
    window = f"<div class='window'><b>{_esc(taxpayer)}</b><br>{_esc(first)}<br>{_esc(second)}</div>"
    head = _pairs(loc, [("notice_no", notice), ("tax_no", tin), ("id_no", ident), ("phone", tel), ("email", mail)])
    letter = f"<div class='letter'>{window}<div><p class='meta'>{_t(loc, 'issued')}</p>{head}</div></div>"
    income_rows = [[_t(loc, key), payer, amount.value]
                   for key, payer, amount in zip(("i_salary", "i_rent", "i_interest"), (employer, tenant, bank),
                                                 sums[:3], strict=True)]  # fmt: skip
    keys = ("c_gross", "c_relief", "c_taxable", "c_tax", "c_withheld", "c_due")
    computation = "".join(
        ("<tr class='total'>" if key in ("c_taxable", "c_due") else "<tr>") + f"<td>{_t(loc, key)}</td>"
        f"<td>{_esc(amount.value)}</td></tr>" for key, amount in zip(keys, sums[3:], strict=True)
    )  # fmt: skip
    body = (_nav(loc, "nav_tax") + _tabs(loc, "tab_notice", "tab_payments", "tab_objection", "tab_docs") + letter
            + f"<div class='cols'><div><h3>{_t(loc, 'income')}</h3>"
            + _CHROME.table(loc, ("income", "payer", "amount"), income_rows)
            + f"</div><div><h3>{_t(loc, 'computation')}</h3><table>{computation}</table></div></div>"
            + f"<p class='meta'>{_c(loc, 'pay_ref')} <b>{_esc(reference)}</b></p>"
            + f"<div class='small'>{_say(loc, 'tax_small')}</div>"
            + _CHROME.buttons(loc, "pay_now", "object", "download", "print"))  # fmt: skip
    values = [SeededValue("ID", notice), SeededValue("PERSON", taxpayer), SeededValue("ADDRESS", f"{first}, {second}"),
              SeededValue("ID", tin), SeededValue("ID", ident), SeededValue("PHONE_NUMBER", tel),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("ORGANIZATION", employer), SeededValue("PERSON", tenant),
              SeededValue("ORGANIZATION", bank), *sums, SeededValue("ID", reference)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_tax"), body), values


#: The other lines on the customer's ID: since when, and whether each is active.
_LINES = ((date(2019, 3, 14), "active"), (date(2022, 8, 2), "barred"))


def _sim(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname, female = given_surname(fake, rng)
    customer, born = f"{given} {surname}", _born(rng, 1950, 2007)
    ident, home, mail = (
        personal_id(loc, rng, born, female),
        one_line_address(loc, rng),
        _mailbox(loc, rng, given, surname),
    )
    line, serial, alt = mobile(loc, rng), iccid(loc, rng), phone(loc, rng)
    others = [mobile(loc, rng) for _ in _LINES]
    agent, agent_code, outlet = full_name(fake, rng), _reference(loc, rng, "agent"), one_line_address(loc, rng)
    steps = "".join(f"<span>{_t(loc, step)} {_chip(loc, css, f's_{css}')}</span>"
                    for step, css in (("st_details", "done"), ("st_id", "done"), ("st_bio", "now"),
                                      ("st_active", "wait")))  # fmt: skip
    form = _pairs(loc, [("name", customer), ("born", _day(loc, born)), ("id_no", ident), ("home", home),
                        ("email", mail), ("alt_phone", alt), ("msisdn", line), ("iccid", serial)])  # fmt: skip
    rows = "".join(
        table_row([number, _day(loc, since)])[:-5] + f"<td>{_chip(loc, css, css)}</td></tr>"
        for number, (since, css) in zip(others, _LINES, strict=True)
    )
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("line", "since", "status"))
    side = (f"<aside class='side'><h3>{_t(loc, 'agent')}</h3><b>{_esc(agent)}</b>"
            + _side_line(loc, "agent_code", agent_code) + _side_line(loc, "outlet", outlet) + "</aside>")  # fmt: skip
    dialog = (f"<div class='shade'></div><div class='dialog'><h3>{_t(loc, 'capture')}</h3>"
              f"<p>{_esc(_say(loc, 'sim_dialog', name=customer))}</p><div class='scan'>◉ ◉ ○ ○</div>"
              f"{_CHROME.buttons(loc, 'capture_btn', 'cancel')}</div>")  # fmt: skip
    main = (f"<main><div class='stepper'>{steps}</div>{form}<h3>{_t(loc, 'lines')}</h3>"
            f"<table><tr>{head}</tr>{rows}</table><div class='small'>{_say(loc, 'sim_small')}</div>"
            + _CHROME.buttons(loc, "approve", "reject") + "</main>")  # fmt: skip
    body = _nav(loc, "nav_sim") + f"<div class='layout'>{main}{side}</div>{dialog}"
    values = [SeededValue("PERSON", customer), SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("ID", ident),
              SeededValue("ADDRESS", home), SeededValue("EMAIL_ADDRESS", mail), SeededValue("PHONE_NUMBER", alt),
              SeededValue("PHONE_NUMBER", line), SeededValue("ID", serial),
              *(SeededValue("PHONE_NUMBER", o) for o in others), SeededValue("PERSON", agent),
              SeededValue("ID", agent_code), SeededValue("ADDRESS", outlet)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_sim"), body), values


class SyntheticKindsDec19Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec19"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"savings": _savings, "lessons": _lessons, "harvest": _harvest,
                                               "forum": _forum, "tax": _tax, "sim": _sim}  # fmt: skip
    button_keys = _BUTTON_KEYS
