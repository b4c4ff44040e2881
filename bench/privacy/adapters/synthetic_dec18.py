"""Page kinds written for the dec18 split, apart from the redactor and before its run.

Six kinds no split had before — a joint road accident report (the two vehicles' forms side by side, a table
of circumstances ticked for A and B, the witnesses, a paragraph of remarks naming the drivers and a witness,
signatures and small print), a patient's immunisation record (the patient's card in a sidebar beside tabs over
a table of doses with status chips, under an open dialog recording the next dose), the minutes of a
co-owners' general meeting (a document of paragraphs naming the chair, the secretary and owners, an attendance
table with shares, proxies and totals, numbered resolutions with amounts), a youth football match sheet (the
two teams' line-ups in tables side by side, a timeline of goals and cards with chips, the officials and the
referee's report), a classifieds marketplace's messages (a sidebar of conversations, the listing's card and a
chat in which buyer and seller trade a phone number, an address, an account and a plate, a safety note in
small print) and a building permit application (tabs, a stepper of review stages with chips, the applicant's,
the site's and the project team's forms, a table of fees with its total, reviewers' comments and small
print) — each with its chrome in the dataset's language (Bosnian in the Latin script, Luxembourgish, Maltese,
Filipino, German as Luxembourg writes it and Québec French), seeded with Faker data and values written here
where Faker has none for the country (Bosnian, Luxembourgish, Maltese and Filipino names, with mail boxes and
logins folded to ASCII; addresses, phone numbers and mail boxes as each country writes them; companies under
each country's legal forms; national numbers — Bosnian JMBG with the birth date, the region, the sex and its
mod-11 digit, Luxembourg national matricule with the birth date, its Luhn and its Verhoeff digits, a Maltese
identity card number (drawn: no check is published), a Philippine PhilSys card number, TIN and PhilHealth
number (drawn), Canadian social insurance number with its Luhn digit, Québec health insurance number (RAMQ)
made of the surname, the given name, the birth date and the sex with its last two digits drawn —, company
numbers — Luxembourg VAT number with its mod-89 digits, Maltese VAT number with its mod-37 digits, a Bosnian
JIB, a Philippine TIN and a Québec enterprise number (NEQ), drawn —, IBANs with their check digits for Bosnia
and Herzegovina (and its national check, which makes every one start BA39), Luxembourg and Malta, Philippine
and Québec bank accounts, driving licences, number plates, amounts and dates as each country writes them).
What names no one — the cars, the circumstances, the vaccines and their batches, the units and their shares,
the teams and the minutes of the match, the item for sale, the works and the fees' items — is the same on
every dataset, so it counts as the page's own text. Every page is served on loopback and rendered in Chromium
like any web app, labelled by differential rendering like the real apps. The pages' words are written here,
not taken from any vocabulary the redactor reads.
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
    "SyntheticKindsDec18Adapter",
    "address_lines",
    "bank_account",
    "bosnian_jmbg",
    "canadian_sin",
    "company",
    "company_number",
    "driving_licence",
    "full_name",
    "given_surname",
    "health_number",
    "iban",
    "luxembourg_matricule",
    "luxembourg_vat",
    "maltese_id",
    "maltese_vat",
    "money",
    "personal_id",
    "phone",
    "plate",
    "quebec_health_number",
    "romanised",
    "verhoeff_digit",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("bs_BA", "lb_LU", "mt_MT", "fil_PH", "de_LU", "fr_QC")
_LANGS = ("en", "bs", "lb", "mt", "fil", "de", "fr")
#: Chrome per language, in the order of ``_LANGS`` (English, the fallback, then Bosnian, Luxembourgish, Maltese,
#: Filipino, German as Luxembourg writes it, Québec French). A navigation bar is one key: the site's name, then its
#: links, split at "|".
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "phone": ("Phone", "Telefon", "Telefon", "Telefon", "Telepono", "Telefon", "Téléphone"),
    "email": ("Email", "E-mail", "E-Mail", "Email", "Email", "E-Mail", "Courriel"),
    "home": ("Address", "Adresa", "Adress", "Indirizz", "Tirahan", "Adresse", "Adresse"),
    "born": ("Date of birth", "Datum rođenja", "Gebuertsdatum", "Data tat-twelid", "Petsa ng kapanganakan",
             "Geburtsdatum", "Date de naissance"),
    "name": ("Full name", "Ime i prezime", "Numm a Virnumm", "Isem u kunjom", "Buong pangalan", "Name, Vorname",
             "Nom et prénom"),
    "id_no": ("ID no.", "JMBG", "Matricule", "Nru tal-karta tal-identità", "Numero ng PhilSys Card (PCN)",
              "Matrikelnummer", "NAS"),
    "amount": ("Amount", "Iznos", "Betrag", "Ammont", "Halaga", "Betrag", "Montant"),
    "signed_in": ("Signed in as", "Prijavljeni ste kao", "Ugemellt als", "Dħalt bħala", "Naka-log in bilang",
                  "Angemeldet als", "Connecté en tant que"),
    "tab_docs": ("Documents", "Dokumenti", "Dokumenter", "Dokumenti", "Mga dokumento", "Dokumente", "Documents"),
    "firm_no": ("Company no.", "JIB", "TVA-Nummer", "Nru tal-VAT", "TIN ng kompanya", "USt-IdNr.", "NEQ"),
    "date": ("Date", "Datum", "Datum", "Data", "Petsa", "Datum", "Date"),
    "status": ("Status", "Status", "Status", "Stat", "Katayuan", "Status", "Statut"),
    "total": ("Total", "Ukupno", "Total", "Total", "Kabuuan", "Gesamt", "Total"),
    "print": ("Print", "Štampaj", "Drécken", "Ipprintja", "I-print", "Drucken", "Imprimer"),
    # A joint road accident report.
    "nav_accident": ("Motor Insurance — Accident Reports|Reports|Claims|Policies|Garages|Help",
                     "Osiguranje vozila — Prijava nezgode|Prijave|Štete|Police|Servisi|Pomoć",
                     "Autosversécherung — Accidentsconstaten|Constaten|Schuedensfäll|Policen|Garagen|Hëllef",
                     "Assigurazzjoni tal-Vetturi — Rapporti ta' Inċidenti|Rapporti|Talbiet|Poloz|Garaxxijiet|"
                     "Għajnuna",
                     "Seguro ng Sasakyan — Ulat ng Aksidente|Mga Ulat|Mga Claim|Mga Polisiya|Mga Talyer|Tulong",
                     "Kfz-Versicherung — Unfallberichte|Berichte|Schadensfälle|Policen|Werkstätten|Hilfe",
                     "Assurance auto — Constats|Constats|Réclamations|Polices|Garages|Aide"),
    "title_accident": ("Joint Accident Report", "Evropski izvještaj o saobraćajnoj nezgodi",
                       "Europäesche Accidentsconstat", "Rapport Konġunt tal-Inċident",
                       "Magkasanib na Ulat ng Aksidente sa Kalsada", "Europäischer Unfallbericht",
                       "Constat amiable d'accident automobile"),
    "report_no": ("Report no.", "Broj izvještaja", "Constat Nr.", "Nru tar-rapport", "Blg. ng ulat", "Bericht-Nr.",
                  "No du constat"),
    "when_where": ("Date, time and place", "Datum, vrijeme i mjesto", "Datum, Zäit an Uertschaft",
                   "Data, ħin u post", "Petsa, oras at lugar", "Datum, Uhrzeit und Ort", "Date, heure et lieu"),
    "vehicle_a": ("Vehicle A", "Vozilo A", "Gefier A", "Vettura A", "Sasakyan A", "Fahrzeug A", "Véhicule A"),
    "vehicle_b": ("Vehicle B", "Vozilo B", "Gefier B", "Vettura B", "Sasakyan B", "Fahrzeug B", "Véhicule B"),
    "driver": ("Driver", "Vozač", "Chauffeur", "Xufier", "Drayber", "Fahrer", "Conducteur"),
    "licence": ("Driving licence no.", "Broj vozačke dozvole", "Nummer vum Führerschäin",
                "Nru tal-liċenzja tas-sewqan", "Blg. ng lisensya sa pagmamaneho", "Führerscheinnummer",
                "No de permis de conduire"),
    "insurer": ("Insurer", "Osiguravač", "Versécherung", "Assiguratur", "Kompanya ng seguro", "Versicherer",
                "Assureur"),
    "policy": ("Policy no.", "Broj police", "Policenummer", "Nru tal-polza", "Blg. ng polisiya", "Versicherungsschein-Nr.",
               "No de police"),
    "plate": ("Registration", "Registarske oznake", "Nummerplack", "Numru tar-reġistrazzjoni", "Plaka",
              "Kennzeichen", "Immatriculation"),
    "car": ("Make and model", "Marka i model", "Mark a Modell", "Għamla u mudell", "Tatak at modelo",
            "Marke und Modell", "Marque et modèle"),
    "car_a": ("Volkswagen Golf · grey", "Volkswagen Golf · siva", "Volkswagen Golf · gro", "Volkswagen Golf · griża",
              "Volkswagen Golf · kulay-abo", "Volkswagen Golf · grau", "Volkswagen Golf · gris"),
    "car_b": ("Toyota Yaris · red", "Toyota Yaris · crvena", "Toyota Yaris · rout", "Toyota Yaris · ħamra",
              "Toyota Yaris · pula", "Toyota Yaris · rot", "Toyota Yaris · rouge"),
    "circumstances": ("Circumstances", "Okolnosti", "Ëmstänn", "Ċirkustanzi", "Mga pangyayari", "Umstände",
                      "Circonstances"),
    "circ_0": ("was parked or stationary", "bilo parkirano ili zaustavljeno", "stoung geparkt oder stoung",
               "kienet ipparkjata jew wieqfa", "nakaparada o nakahinto", "parkte oder hielt",
               "en stationnement ou à l'arrêt"),
    "circ_1": ("was leaving a parking space", "izlazilo s parking mjesta", "ass aus enger Parkplaz erausgefuer",
               "kienet ħierġa minn post tal-ipparkjar", "lumalabas mula sa paradahan", "verließ einen Parkplatz",
               "quittait un stationnement"),
    "circ_2": ("was reversing", "kretalo se unazad", "ass hannerzeg gefuer", "kienet sejra lura", "umaatras",
               "fuhr rückwärts", "reculait"),
    "circ_3": ("was changing lanes", "mijenjalo saobraćajnu traku", "huet d'Spuer gewiesselt",
               "kienet qed tbiddel il-karreġġjata", "lumilipat ng linya", "wechselte die Fahrspur",
               "changeait de voie"),
    "circ_4": ("came from the right", "dolazilo s desne strane", "koum vu riets", "ġejja mil-lemin",
               "nagmula sa kanan", "kam von rechts", "venait de droite"),
    "witnesses": ("Witnesses", "Svjedoci", "Zeien", "Xhieda", "Mga saksi", "Zeugen", "Témoins"),
    "remarks": ("Remarks", "Napomene", "Bemierkungen", "Rimarki", "Mga puna", "Bemerkungen", "Observations"),
    "signature_a": ("Signature of driver A", "Potpis vozača A", "Ënnerschrëft Chauffeur A", "Firma tax-xufier A",
                    "Lagda ng drayber A", "Unterschrift Fahrer A", "Signature du conducteur A"),
    "signature_b": ("Signature of driver B", "Potpis vozača B", "Ënnerschrëft Chauffeur B", "Firma tax-xufier B",
                    "Lagda ng drayber B", "Unterschrift Fahrer B", "Signature du conducteur B"),
    "sign_send": ("Sign and Send", "Potpiši i pošalji", "Ënnerschreiwen a schécken", "Iffirma u ibgħat",
                  "Lagdaan at ipadala", "Unterschreiben und senden", "Signer et envoyer"),
    "add_photos": ("Add Photos", "Dodaj fotografije", "Fotoen derbäisetzen", "Żid ritratti",
                   "Magdagdag ng larawan", "Fotos hinzufügen", "Ajouter des photos"),
    "draw_sketch": ("Draw Sketch", "Nacrtaj skicu", "Skizz zeechnen", "Agħmel skeċċ", "Gumuhit ng sketch",
                    "Skizze zeichnen", "Dessiner le croquis"),
    # A patient's immunisation record.
    "nav_vax": ("Health Portal — Immunisation Register|Patients|Appointments|Vaccines|Stock|Reports",
                "Zdravstveni portal — Registar vakcinacije|Pacijenti|Termini|Vakcine|Zalihe|Izvještaji",
                "Gesondheetsportal — Impfregister|Patienten|Rendez-vousen|Impfstoffer|Stock|Rapporten",
                "Portal tas-Saħħa — Reġistru tat-Tilqim|Pazjenti|Appuntamenti|Vaċċini|Stokk|Rapporti",
                "Portal Pangkalusugan — Talaan ng Bakuna|Mga Pasyente|Mga Appointment|Mga Bakuna|Imbentaryo|"
                "Mga Ulat",
                "Gesundheitsportal — Impfregister|Patienten|Termine|Impfstoffe|Lagerbestand|Berichte",
                "Portail santé — Registre de vaccination|Usagers|Rendez-vous|Vaccins|Inventaire|Rapports"),
    "title_vax": ("Immunisation Record", "Karton vakcinacije", "Impfpass", "Rekord tat-Tilqim",
                  "Talaan ng Pagbabakuna", "Impfausweis", "Carnet de vaccination"),
    "patient": ("Patient", "Pacijent", "Patient", "Pazjent", "Pasyente", "Patient", "Usager"),
    "health_no": ("Health insurance no.", "JMBG osiguranika", "Sozialversécherungsnummer",
                  "Nru tal-karta tal-identità", "PhilHealth ID No.", "Sozialversicherungsnummer",
                  "No d'assurance maladie"),
    "doctor": ("Family doctor", "Porodični doktor", "Hausdokter", "Tabib tal-familja", "Doktor ng pamilya",
               "Hausarzt", "Médecin de famille"),
    "emergency": ("Emergency contact", "Kontakt u hitnim slučajevima", "Kontakt am Noutfall",
                  "Kuntatt f'emerġenza", "Taong matatawagan sa emerhensiya", "Notfallkontakt",
                  "Personne à joindre en cas d'urgence"),
    "allergy": ("Allergy: penicillin (rash, 2019)", "Alergija: penicilin (osip, 2019.)",
                "Allergie: Penicillin (Ausschlag, 2019)", "Allerġija: peniċillina (raxx, 2019)",
                "Allergy: penicillin (pantal, 2019)", "Allergie: Penicillin (Ausschlag, 2019)",
                "Allergie : pénicilline (éruption, 2019)"),
    "tab_vax": ("Vaccinations", "Vakcinacije", "Impfungen", "Tilqim", "Mga bakuna", "Impfungen", "Vaccins"),
    "tab_allergy": ("Allergies", "Alergije", "Allergien", "Allerġiji", "Mga allergy", "Allergien", "Allergies"),
    "vaccine": ("Vaccine", "Vakcina", "Impfstoff", "Vaċċin", "Bakuna", "Impfstoff", "Vaccin"),
    "dose": ("Dose", "Doza", "Dosis", "Doża", "Dosis", "Dosis", "Dose"),
    "lot": ("Batch", "Serija", "Lot", "Lott", "Lote", "Charge", "Lot"),
    "given_by": ("Given by", "Vakcinisao/la", "Geimpft vun", "Mogħti minn", "Ibinigay ni", "Geimpft von",
                 "Administré par"),
    "v_done": ("Given", "Primljena", "Gemaach", "Mogħti", "Naibigay na", "Verabreicht", "Administré"),
    "v_due": ("Due", "Slijedi", "Fälleg", "Jmiss", "Nakatakda", "Fällig", "À faire"),
    "v_overdue": ("Overdue", "Zakasnila", "Iwwerfälleg", "Skadut", "Lampas na", "Überfällig", "En retard"),
    "record_dose": ("Record a Dose", "Evidentiraj dozu", "Dosis androen", "Irreġistra doża", "Itala ang dosis",
                    "Dosis erfassen", "Consigner une dose"),
    "site": ("Injection site", "Mjesto aplikacije", "Injektiounsplaz", "Post tal-injezzjoni", "Lugar ng iniksyon",
             "Injektionsstelle", "Site d'injection"),
    "site_value": ("Left deltoid", "Lijeva nadlaktica", "Lénksen Uewerarm", "Id-driegħ tax-xellug",
                   "Kaliwang braso", "Linker Oberarm", "Deltoïde gauche"),
    "consent": ("The patient consented after reading the information sheet.",
                "Pacijent je dao pristanak nakon što je pročitao informativni list.",
                "De Patient huet no der Informatioun zougestëmmt.",
                "Il-pazjent ta l-kunsens wara li qara l-folja ta' informazzjoni.",
                "Pumayag ang pasyente matapos basahin ang information sheet.",
                "Die Person hat nach Aufklärung eingewilligt.",
                "L'usager a consenti après avoir lu la fiche d'information."),
    "save_dose": ("Save Dose", "Sačuvaj dozu", "Dosis späicheren", "Issejvja d-doża", "I-save ang dosis",
                  "Dosis speichern", "Enregistrer la dose"),
    "cancel": ("Cancel", "Odustani", "Ofbriechen", "Ikkanċella", "Kanselahin", "Abbrechen", "Annuler"),
    "book_next": ("Book Next Dose", "Zakaži sljedeću dozu", "Nächst Dosis plangen", "Ibbukkja d-doża li jmiss",
                  "Mag-book ng susunod na dosis", "Nächste Dosis planen", "Fixer la prochaine dose"),
    "print_card": ("Print Card", "Štampaj karton", "Impfpass drécken", "Ipprintja l-kartuna", "I-print ang card",
                   "Impfausweis drucken", "Imprimer le carnet"),
    # The minutes of a co-owners' general meeting.
    "nav_assembly": ("Syndic Online — Co-ownerships|Buildings|Meetings|Accounts|Works|Documents",
                     "Upravitelj zgrada — Etažni vlasnici|Zgrade|Skupštine|Računi|Radovi|Dokumenti",
                     "Syndic online — Copropriétéiten|Gebaier|Versammlungen|Konten|Aarbechten|Dokumenter",
                     "Amministrazzjoni tal-Kondominji|Binjiet|Laqgħat|Kontijiet|Xogħlijiet|Dokumenti",
                     "Condo Admin — Mga Condominium Corporation|Mga Gusali|Mga Pulong|Mga Account|Mga Gawain|"
                     "Mga Dokumento",
                     "Syndic Online — Miteigentümergemeinschaften|Gebäude|Versammlungen|Konten|Arbeiten|Dokumente",
                     "Gestion de copropriétés — Syndicats|Immeubles|Assemblées|Comptes|Travaux|Documents"),
    "title_assembly": ("Minutes of the Annual General Meeting of Co-owners",
                       "Zapisnik sa redovne skupštine etažnih vlasnika",
                       "Protokoll vun der ordentlecher Generalversammlung vun de Matbesëtzer",
                       "Minuti tal-Laqgħa Ġenerali Annwali tas-Sidien",
                       "Katitikan ng Taunang Pangkalahatang Pulong ng mga May-ari ng Unit",
                       "Protokoll der ordentlichen Generalversammlung der Miteigentümer",
                       "Procès-verbal de l'assemblée annuelle des copropriétaires"),
    "building": ("Building", "Zgrada", "Gebai", "Binja", "Gusali", "Gebäude", "Immeuble"),
    "agent": ("Managing agent", "Upravitelj", "Syndic", "Amministratur", "Tagapamahala ng ari-arian",
              "Verwalter (Syndic)", "Gestionnaire"),
    "held_on": ("Held on", "Održana", "Ofgehal den", "Saret fi", "Ginanap noong", "Abgehalten am", "Tenue le"),
    "held_value": ("1 December 2026, 19:00 · basement meeting room",
                   "1. decembra 2026. u 19:00 · sala za sastanke u podrumu",
                   "1. Dezember 2026, 19:00 Auer · Versammlungssall am Keller",
                   "1 ta' Diċembru 2026, 19:00 · kamra tal-laqgħat fil-kantina",
                   "Disyembre 1, 2026, 7:00 PM · silid-pulungan sa basement",
                   "1. Dezember 2026, 19:00 Uhr · Versammlungsraum im Keller",
                   "1er décembre 2026, 19 h · salle commune au sous-sol"),
    "attendance": ("Attendance", "Prisutni", "Presenzlëscht", "Attendenza", "Mga dumalo", "Anwesenheitsliste",
                   "Feuille de présence"),
    "unit": ("Unit", "Stan", "Appartement", "Appartament", "Unit", "Wohnung", "Unité"),
    "owner": ("Owner", "Vlasnik", "Besëtzer", "Sid", "May-ari", "Eigentümer", "Copropriétaire"),
    "shares": ("Shares (‰)", "Udio (‰)", "Quoten (‰)", "Ishma (‰)", "Bahagi (‰)", "Anteile (‰)", "Quote-part (‰)"),
    "presence": ("Present", "Prisustvo", "Presenz", "Preżenza", "Presensya", "Anwesenheit", "Présence"),
    "p_here": ("In person", "Lično", "Perséinlech", "Personalment", "Personal", "Persönlich", "En personne"),
    "p_proxy": ("Proxy", "Punomoć", "Vollmacht", "Prokura", "Proxy", "Vollmacht", "Procuration"),
    "p_absent": ("Absent", "Odsutan", "Ofwiesend", "Assenti", "Hindi dumalo", "Abwesend", "Absent"),
    "attendance_total": ("Represented: 6 of 8 units · 744‰ of 1000‰ — quorum reached",
                         "Zastupljeno: 6 od 8 stanova · 744‰ od 1000‰ — kvorum postoji",
                         "Vertrueden: 6 vun 8 Appartementer · 744‰ vun 1000‰ — Quorum erreecht",
                         "Rappreżentati: 6 minn 8 appartamenti · 744‰ minn 1000‰ — il-kworum intlaħaq",
                         "Kinatawan: 6 sa 8 unit · 744‰ sa 1000‰ — may quorum",
                         "Vertreten: 6 von 8 Wohnungen · 744‰ von 1000‰ — beschlussfähig",
                         "Représentés : 6 unités sur 8 · 744 ‰ sur 1000 ‰ — quorum atteint"),
    "resolutions": ("Resolutions", "Odluke", "Beschlëss", "Riżoluzzjonijiet", "Mga resolusyon", "Beschlüsse",
                    "Résolutions"),
    "chair": ("Chair", "Predsjedavajući", "Versammlungsleeder", "President tal-laqgħa", "Tagapangulo", "Vorsitz",
              "Président d'assemblée"),
    "secretary": ("Secretary", "Zapisničar", "Sekretär", "Segretarju", "Kalihim", "Schriftführer", "Secrétaire"),
    "send_owners": ("Send to Owners", "Pošalji vlasnicima", "Un d'Besëtzer schécken", "Ibgħat lis-sidien",
                    "Ipadala sa mga may-ari", "An Eigentümer senden", "Envoyer aux copropriétaires"),
    "export_pdf": ("Export PDF", "Izvezi PDF", "Als PDF exportéieren", "Esporta PDF", "I-export bilang PDF",
                   "Als PDF exportieren", "Exporter en PDF"),
    "edit": ("Edit", "Uredi", "Änneren", "Editja", "I-edit", "Bearbeiten", "Modifier"),
    # A youth football match sheet.
    "nav_match": ("Regional Football Association — Match Centre|Fixtures|Results|Match Sheets|Players|Referees",
                  "Fudbalski savez kantona — Utakmice|Raspored|Rezultati|Zapisnici|Igrači|Sudije",
                  "Regionale Fussballverband — Matchcenter|Kalenner|Resultater|Matchbliedercher|Spiller|Arbitteren",
                  "Assoċjazzjoni Reġjonali tal-Futbol — Ċentru tal-Logħob|Kalendarju|Riżultati|Rapporti tal-Partiti|"
                  "Plejers|Referis",
                  "Liga ng Futbol ng Rehiyon — Match Center|Iskedyul|Mga Resulta|Talaan ng Laro|Mga Manlalaro|"
                  "Mga Referee",
                  "Regionaler Fußballverband — Spielzentrale|Spielplan|Ergebnisse|Spielberichte|Spieler|Schiedsrichter",
                  "Association régionale de soccer — Centre des matchs|Calendrier|Résultats|Feuilles de match|"
                  "Joueurs|Arbitres"),
    "title_match": ("Match Sheet", "Zapisnik utakmice", "Matchblat", "Rapport tal-Partita", "Talaan ng Laro",
                    "Spielbericht", "Feuille de match"),
    "match_no": ("Match no.", "Broj utakmice", "Match Nr.", "Nru tal-partita", "Blg. ng laro", "Spiel-Nr.",
                 "No de match"),
    "match_meta": ("Regional League U19 · Round 12 · 6 December 2026, 11:00",
                   "Kantonalna liga U19 · 12. kolo · 6. decembra 2026. u 11:00",
                   "Regionalliga U19 · 12. Spilldag · 6. Dezember 2026, 11:00 Auer",
                   "Kampjonat Reġjonali U19 · Rawnd 12 · 6 ta' Diċembru 2026, 11:00",
                   "Rehiyonal na Liga U19 · Ika-12 round · Disyembre 6, 2026, 11:00 AM",
                   "Regionalliga U19 · 12. Spieltag · 6. Dezember 2026, 11:00 Uhr",
                   "Ligue régionale U19 · 12e journée · 6 décembre 2026, 11 h"),
    "score": ("Final score 2 : 1 (half-time 1 : 0)", "Konačan rezultat 2 : 1 (poluvrijeme 1 : 0)",
              "Schlussresultat 2 : 1 (Hallschent 1 : 0)", "Riżultat finali 2 : 1 (nofs il-ħin 1 : 0)",
              "Huling iskor 2 : 1 (halftime 1 : 0)", "Endstand 2 : 1 (Halbzeit 1 : 0)",
              "Score final 2 à 1 (mi-temps 1 à 0)"),
    "home_team": ("Home", "Domaćin", "Doheem", "Id-dar", "Punong-abala", "Heim", "Locaux"),
    "away_team": ("Away", "Gost", "Baussen", "Barra", "Bisita", "Gast", "Visiteurs"),
    "shirt": ("No.", "Br.", "Nr.", "Nru", "Blg.", "Nr.", "No"),
    "player": ("Player", "Igrač", "Spiller", "Plejer", "Manlalaro", "Spieler", "Joueur"),
    "licence_no": ("Licence no.", "Broj licence", "Lizenz Nr.", "Nru tal-liċenzja", "Blg. ng lisensya",
                   "Spielerpass-Nr.", "No d'affiliation"),
    "coach": ("Coach", "Trener", "Trainer", "Kowċ", "Coach", "Trainer", "Entraîneur"),
    "referee": ("Referee", "Sudija", "Arbitter", "Referi", "Referee", "Schiedsrichter", "Arbitre"),
    "assistants": ("Assistant referees", "Pomoćne sudije", "Assistenzarbitteren", "Assistenti referis",
                   "Mga katuwang na referee", "Schiedsrichterassistenten", "Arbitres assistants"),
    "events": ("Match events", "Tok utakmice", "Spillgeschéien", "Ġrajjiet tal-partita", "Mga pangyayari sa laro",
               "Spielverlauf", "Déroulement du match"),
    "ev_goal": ("Goal", "Gol", "Gol", "Gowl", "Gol", "Tor", "But"),
    "ev_yellow": ("Yellow card", "Žuti karton", "Giel Kaart", "Karta safra", "Dilaw na kard", "Gelbe Karte",
                  "Carton jaune"),
    "ev_red": ("Red card", "Crveni karton", "Rout Kaart", "Karta ħamra", "Pulang kard", "Rote Karte",
               "Carton rouge"),
    "ref_report": ("Referee's report", "Izvještaj sudije", "Rapport vum Arbitter", "Rapport tar-referi",
                   "Ulat ng referee", "Bericht des Schiedsrichters", "Rapport de l'arbitre"),
    "confirm_sheet": ("Confirm Sheet", "Potvrdi zapisnik", "Matchblat confirméieren", "Ikkonferma r-rapport",
                      "Kumpirmahin ang talaan", "Spielbericht freigeben", "Confirmer la feuille"),
    "add_event": ("Add Event", "Dodaj događaj", "Evenement derbäisetzen", "Żid ġrajja", "Magdagdag ng pangyayari",
                  "Ereignis hinzufügen", "Ajouter un événement"),
    # A classifieds marketplace's messages.
    "nav_market": ("Bazaar — Buy & Sell|Browse|Sell an Item|Messages|Saved|My Account",
                   "Pijaca — Kupi i prodaj|Pretraga|Objavi oglas|Poruke|Sačuvano|Moj profil",
                   "Maart — Kafen a Verkafen|Sichen|Annonce opsetzen|Messagen|Favoritten|Mäi Kont",
                   "Is-Suq — Ixtri u Biegħ|Fittex|Poġġi riklam|Messaġġi|Salvati|Il-kont tiegħi",
                   "Palengke — Bili at Benta|Maghanap|Magbenta|Mga Mensahe|Naka-save|Aking Account",
                   "Marktplatz — Kaufen & Verkaufen|Suchen|Anzeige aufgeben|Nachrichten|Merkliste|Mein Konto",
                   "Marché — Achat et vente|Parcourir|Publier une annonce|Messages|Favoris|Mon compte"),
    "title_market": ("Messages", "Poruke", "Messagen", "Messaġġi", "Mga Mensahe", "Nachrichten", "Messages"),
    "conversations": ("Conversations", "Razgovori", "Gespréicher", "Konversazzjonijiet", "Mga usapan",
                      "Unterhaltungen", "Conversations"),
    "item_value": ("Children's bike, 20 inch, blue — like new", "Dječiji bicikl, 20 inča, plavi — kao nov",
                   "Kannervëlo, 20 Zoll, blo — wéi nei", "Rota tat-tfal, 20 pulzier, blu — qisha ġdida",
                   "Bisikleta pambata, 20 pulgada, asul — parang bago", "Kinderfahrrad, 20 Zoll, blau — wie neu",
                   "Vélo d'enfant, 20 pouces, bleu — comme neuf"),
    "price": ("Price", "Cijena", "Präis", "Prezz", "Presyo", "Preis", "Prix"),
    "seller": ("Seller", "Prodavač", "Verkeefer", "Bejjiegħ", "Nagbebenta", "Verkäufer", "Vendeur"),
    "posted": ("Posted 3 days ago", "Objavljeno prije 3 dana", "Viru 3 Deeg publizéiert", "Ippubblikat 3 ijiem ilu",
               "Na-post 3 araw na ang nakalipas", "Vor 3 Tagen eingestellt", "Publiée il y a 3 jours"),
    "verified": ("Phone verified", "Telefon potvrđen", "Telefon confirméiert", "Telefon ivverifikat",
                 "Beripikado ang telepono", "Telefon bestätigt", "Téléphone vérifié"),
    "write_msg": ("Write a message…", "Napišite poruku…", "Message schreiwen…", "Ikteb messaġġ…",
                  "Sumulat ng mensahe…", "Nachricht schreiben…", "Écrire un message…"),
    "send": ("Send", "Pošalji", "Schécken", "Ibgħat", "Ipadala", "Senden", "Envoyer"),
    "mark_sold": ("Mark as Sold", "Označi kao prodano", "Als verkaf markéieren", "Immarka bħala mibjugħ",
                  "Markahan bilang nabenta na", "Als verkauft markieren", "Marquer comme vendu"),
    "report_user": ("Report User", "Prijavi korisnika", "Benotzer mellen", "Irrapporta l-utent", "I-report ang user",
                    "Nutzer melden", "Signaler l'utilisateur"),
    # A building permit application.
    "nav_permit": ("City Planning — e-Permits|My Applications|New Application|Inspections|Fees|Help",
                   "Općina — e-Dozvole|Moji zahtjevi|Novi zahtjev|Inspekcije|Takse|Pomoć",
                   "Gemeng — Bautegenehmegungen online|Meng Demanden|Nei Demande|Kontrollen|Taxen|Hëllef",
                   "Awtorità tal-Ippjanar — Permessi Online|L-Applikazzjonijiet Tiegħi|Applikazzjoni Ġdida|"
                   "Spezzjonijiet|Miżati|Għajnuna",
                   "Tanggapan ng Building Official — e-Permit|Aking mga Aplikasyon|Bagong Aplikasyon|Inspeksyon|"
                   "Bayarin|Tulong",
                   "Gemeinde — Baugenehmigungen online|Meine Anträge|Neuer Antrag|Kontrollen|Gebühren|Hilfe",
                   "Ville — Permis en ligne|Mes demandes|Nouvelle demande|Inspections|Tarifs|Aide"),
    "title_permit": ("Building Permit Application", "Zahtjev za izdavanje građevinske dozvole",
                     "Demande fir eng Baugenehmegung", "Applikazzjoni għal Permess tal-Bini",
                     "Aplikasyon para sa Building Permit", "Antrag auf Baugenehmigung",
                     "Demande de permis de construction"),
    "app_no": ("Application no.", "Broj zahtjeva", "Demande Nr.", "Nru tal-applikazzjoni", "Blg. ng aplikasyon",
               "Antrag Nr.", "No de demande"),
    "tab_summary": ("Summary", "Pregled", "Iwwersiicht", "Sommarju", "Buod", "Übersicht", "Sommaire"),
    "tab_plans": ("Plans (4)", "Nacrti (4)", "Pläng (4)", "Pjanti (4)", "Mga plano (4)", "Pläne (4)", "Plans (4)"),
    "tab_fees": ("Fees", "Takse", "Taxen", "Miżati", "Bayarin", "Gebühren", "Frais"),
    "step_submitted": ("Submitted", "Podnesen", "Agereecht", "Sottomessa", "Naisumite", "Eingereicht", "Déposée"),
    "step_complete": ("File complete", "Zahtjev kompletan", "Dossier komplett", "Fajl komplut",
                      "Kumpleto ang dokumento", "Akte vollständig", "Dossier complet"),
    "step_review": ("Technical review", "Stručna ocjena", "Technesch Begutachtung", "Evalwazzjoni teknika",
                    "Teknikal na pagsusuri", "Technische Prüfung", "Analyse technique"),
    "step_decision": ("Decision", "Rješenje", "Decisioun", "Deċiżjoni", "Desisyon", "Entscheid", "Décision"),
    "s_done": ("Done", "Završeno", "Fäerdeg", "Lest", "Tapos na", "Erledigt", "Terminé"),
    "s_now": ("In progress", "U toku", "Amgaang", "Għaddejja", "Isinasagawa", "In Bearbeitung", "En cours"),
    "s_wait": ("Pending", "Na čekanju", "Ausstoend", "Pendenti", "Nakabinbin", "Ausstehend", "En attente"),
    "applicant": ("Applicant", "Podnosilac zahtjeva", "Ufroer", "Applikant", "Aplikante", "Antragsteller",
                  "Requérant"),
    "site_h": ("Site", "Lokacija", "Chantier", "Sit", "Lugar ng proyekto", "Baustelle", "Emplacement"),
    "parcel": ("Cadastral parcel", "Katastarska čestica", "Katasterparzell", "Nru tar-Reġistru tal-Artijiet",
               "Blg. ng TCT", "Katasterparzelle", "No de lot"),
    "site_addr": ("Site address", "Adresa lokacije", "Adress vum Chantier", "Indirizz tas-sit",
                  "Lokasyon ng proyekto", "Adresse der Baustelle", "Adresse des travaux"),
    "works": ("Works", "Vrsta radova", "Aart vun den Aarbechten", "Xogħlijiet", "Uri ng proyekto",
              "Art der Arbeiten", "Nature des travaux"),
    "works_value": ("Two-storey extension at the rear (38 m²) and a carport",
                    "Dvoetažna dogradnja sa zadnje strane (38 m²) i nadstrešnica za automobil",
                    "Uebau mat zwee Stäck hannendrun (38 m²) an e Carport",
                    "Estensjoni ta' żewġ sulari fuq wara (38 m²) u carport",
                    "Dalawang palapag na karagdagang bahagi sa likod (38 m²) at carport",
                    "Zweigeschossiger Anbau an der Rückseite (38 m²) und ein Carport",
                    "Agrandissement de deux étages à l'arrière (38 m²) et abri d'auto"),
    "team": ("Project team", "Projektni tim", "Projetséquipe", "Tim tal-proġett", "Koponan ng proyekto",
             "Projektteam", "Équipe de projet"),
    "architect": ("Architect", "Projektant", "Architekt", "Perit", "Arkitekto", "Architekt", "Architecte"),
    "architect_reg": ("Registration no.", "Broj ovlaštenja", "OAI-Nummer", "Nru tal-warrant", "PRC License No.",
                      "OAI-Nr.", "No de membre (OAQ)"),
    "arch_firm": ("Architecture firm", "Projektni biro", "Architektebüro", "Uffiċċju tal-perit",
                  "Opisina ng arkitekto", "Architekturbüro", "Firme d'architectes"),
    "contractor": ("Contractor", "Izvođač radova", "Bauentreprise", "Kuntrattur", "Kontratista", "Bauunternehmen",
                   "Entrepreneur"),
    "fee_item": ("Item", "Stavka", "Posten", "Oġġett", "Bayarin", "Posten", "Poste"),
    "f_paid": ("Paid", "Plaćeno", "Bezuelt", "Imħallas", "Bayad na", "Bezahlt", "Payé"),
    "f_unpaid": ("Unpaid", "Neplaćeno", "Net bezuelt", "Mhux imħallas", "Hindi pa bayad", "Offen", "Impayé"),
    "comments": ("Reviewer comments", "Komentari stručne službe", "Bemierkunge vum Service",
                 "Kummenti tal-evalwatur", "Mga komento ng tagasuri", "Anmerkungen der Prüfstelle",
                 "Commentaires de l'analyste"),
    "officer": ("Planning officer", "Referent za urbanizam", "Sachbearbechter", "Uffiċjal tal-ippjanar",
                "Opisyal ng pagpaplano", "Sachbearbeiter", "Analyste en urbanisme"),
    "upload": ("Upload Document", "Učitaj dokument", "Dokument eroplueden", "Tella' dokument",
               "Mag-upload ng dokumento", "Dokument hochladen", "Téléverser un document"),
    "pay_fees": ("Pay Fees", "Plati takse", "Taxe bezuelen", "Ħallas il-miżati", "Magbayad ng bayarin",
                 "Gebühren bezahlen", "Payer les frais"),
    "withdraw": ("Withdraw", "Povuci zahtjev", "Demande zréckzéien", "Irtira l-applikazzjoni",
                 "Bawiin ang aplikasyon", "Antrag zurückziehen", "Retirer la demande"),
}  # fmt: skip
_BUTTON_KEYS = ("sign_send", "add_photos", "draw_sketch", "save_dose", "cancel", "book_next", "print_card",
                "send_owners", "export_pdf", "edit", "confirm_sheet", "add_event", "print", "send", "mark_sold",
                "report_user", "upload", "pay_fees", "withdraw")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "accident_text": (
        "{b} pulled out of a parking space without looking and hit the right rear door of the car driven by {a}. "
        "{w} was waiting at the bus stop opposite and saw the collision. No one was injured; the police were not "
        "called.",
        "{b} je bez gledanja izašao/la s parking mjesta i udario/la u desna zadnja vrata automobila kojim je "
        "upravljao/la {a}. {w} je čekao/la na autobuskoj stanici preko puta i vidio/la sudar. Niko nije "
        "povrijeđen; policija nije pozvana.",
        "{b} ass ouni ze kucken aus enger Parkplaz erausgefuer an ass an déi riets hënnescht Dier vum Auto gefuer, "
        "deen {a} gestéiert huet. {w} huet vis-à-vis um Busarrêt gewaart an de Chock gesinn. Keen ass blesséiert "
        "ginn; d'Police gouf net geruff.",
        "Il-vettura B, misjuqa minn {b}, ħarġet minn post tal-ipparkjar mingħajr ma ċċekkjat u laqtet il-bieb ta' "
        "wara fuq il-lemin tal-vettura A, misjuqa minn {a}. Ix-xhud {w} kien qed jistenna fil-bus stop ta' faċċata "
        "u ra l-ħabta. Ħadd ma weġġa'; il-pulizija ma ġietx imsejħa.",
        "Lumabas si {b} mula sa paradahan nang hindi tumitingin at nabangga ang kanang pintuan sa likod ng "
        "sasakyang minamaneho ni {a}. Naghihintay si {w} sa sakayan ng bus sa tapat at nakita ang banggaan. Walang "
        "nasaktan; hindi na tumawag ng pulis.",
        "{b} fuhr ohne zu schauen aus einer Parklücke und stieß gegen die rechte hintere Tür des von {a} "
        "gefahrenen Wagens. {w} wartete an der Bushaltestelle gegenüber und sah den Zusammenstoß. Niemand wurde "
        "verletzt; die Polizei wurde nicht gerufen.",
        "{b} a quitté un stationnement sans regarder et a heurté la portière arrière droite de la voiture "
        "conduite par {a}. {w} attendait à l'arrêt d'autobus en face et a vu la collision. Personne n'a été "
        "blessé; la police n'a pas été appelée.",
    ),
    "accident_small": (
        "Do not change this report once both drivers have signed it. Each driver sends it to their own insurer "
        "within five working days. The report is not an admission of liability.",
        "Izvještaj se ne smije mijenjati nakon što ga potpišu oba vozača. Svaki vozač ga šalje svom osiguravaču u "
        "roku od pet radnih dana. Izvještaj nije priznanje odgovornosti.",
        "Dëse Constat däerf net méi geännert ginn, wann déi zwee Chauffeuren en ënnerschriwwen hunn. All "
        "Chauffeur schéckt en bannent fënnef Aarbechtsdeeg u seng Versécherung. De Constat ass keng Unerkennung "
        "vu Schold.",
        "Dan ir-rapport ma jistax jinbidel ladarba jiffirmawh iż-żewġ xufiera. Kull xufier jibagħtu lill-"
        "assiguratur tiegħu fi żmien ħamest ijiem tax-xogħol. Ir-rapport mhuwiex ammissjoni ta' responsabbiltà.",
        "Huwag nang baguhin ang ulat na ito kapag napirmahan na ng dalawang drayber. Ipapadala ito ng bawat "
        "drayber sa sarili niyang kompanya ng seguro sa loob ng limang araw ng trabaho. Hindi pag-amin ng "
        "pananagutan ang ulat na ito.",
        "Der Bericht darf nicht mehr geändert werden, sobald beide Fahrer ihn unterschrieben haben. Jeder Fahrer "
        "schickt ihn innerhalb von fünf Werktagen an seinen Versicherer. Der Bericht ist kein Schuldanerkenntnis.",
        "Ne modifiez pas ce constat une fois signé par les deux conducteurs. Chaque conducteur le transmet à son "
        "assureur dans les cinq jours ouvrables. Le constat n'est pas une reconnaissance de responsabilité.",
    ),
    "assembly_open": (
        "The meeting is opened at 19:10 by {chair}, who is elected chair; {secretary} takes the minutes. {manager} "
        "attends for the managing agent.",
        "Skupštinu u 19:10 otvara {chair}, koji/a je izabran/a za predsjedavajućeg/u; zapisnik vodi {secretary}. "
        "U ime upravitelja prisustvuje {manager}.",
        "D'Versammlung gëtt um 19:10 Auer vu(n) {chair} opgemaach, dee/déi als Versammlungsleeder(in) gewielt "
        "gëtt; {secretary} schreift de Protokoll. Fir de Syndic ass {manager} derbäi.",
        "Il-laqgħa nfetħet fid-19:10 minn {chair}, li ntgħażel president tal-laqgħa; il-minuti nżammu minn "
        "{secretary}. F'isem l-amministratur attenda {manager}.",
        "Binuksan ang pulong nang 7:10 PM ni {chair}, na nahalal na tagapangulo; si {secretary} ang nagtala ng "
        "katitikan. Dumalo si {manager} para sa tagapamahala.",
        "Die Versammlung wird um 19:10 Uhr von {chair} eröffnet, der/die zum Vorsitz gewählt wird; {secretary} "
        "führt das Protokoll. Für die Verwaltung ist {manager} anwesend.",
        "L'assemblée est ouverte à 19 h 10 par {chair}, élu(e) président(e) d'assemblée; {secretary} agit comme "
        "secrétaire. {manager} assiste pour le gestionnaire.",
    ),
    "res_0": (
        "Approval of the 2025–26 accounts: adopted with 612‰ for, 132‰ against, none abstaining.",
        "Usvajanje finansijskog izvještaja za 2025/26: usvojeno sa 612‰ za, 132‰ protiv, bez suzdržanih.",
        "Ofsegnung vun de Konte 2025/26: ugeholl mat 612‰ dofir, 132‰ dogéint, keng Enthalungen.",
        "Approvazzjoni tal-kontijiet 2025/26: approvata b'612‰ favur, 132‰ kontra, ħadd ma astjena.",
        "Pag-apruba sa mga account ng 2025–26: pinagtibay sa 612‰ na pabor, 132‰ na tutol, walang abstain.",
        "Genehmigung der Abrechnung 2025/26: angenommen mit 612‰ dafür, 132‰ dagegen, ohne Enthaltungen.",
        "Approbation des états financiers 2025-2026 : adoptée avec 612 ‰ pour, 132 ‰ contre, aucune abstention.",
    ),
    "res_1": (
        "Budget for 2027 of {budget}: adopted unanimously.",
        "Budžet za 2027. u iznosu od {budget}: jednoglasno usvojen.",
        "Budget 2027 vun {budget}: eestëmmeg ugeholl.",
        "Baġit għall-2027 ta' {budget}: approvat unanimament.",
        "Badyet para sa 2027 na {budget}: pinagtibay nang nagkakaisa.",
        "Wirtschaftsplan 2027 über {budget}: einstimmig angenommen.",
        "Budget 2027 de {budget} : adopté à l'unanimité.",
    ),
    "res_2": (
        "Façade repair: the quote of {contractor} for {quote} is accepted; the works start in April.",
        "Sanacija fasade: prihvaćena je ponuda firme {contractor} u iznosu od {quote}; radovi počinju u aprilu.",
        "Renovatioun vun der Fassad: d'Offer vu(n) {contractor} iwwer {quote} gëtt ugeholl; d'Aarbechten fänken "
        "am Abrëll un.",
        "Tiswija tal-faċċata: il-kwotazzjoni ta' {contractor} għal {quote} hija aċċettata; ix-xogħlijiet jibdew "
        "f'April.",
        "Pagkumpuni ng harapan ng gusali: tinanggap ang quotation ng {contractor} na {quote}; magsisimula ang "
        "gawain sa Abril.",
        "Fassadensanierung: das Angebot von {contractor} über {quote} wird angenommen; die Arbeiten beginnen im April.",
        "Réfection de la façade : la soumission de {contractor} au montant de {quote} est retenue; les travaux "
        "débuteront en avril.",
    ),
    "res_3": (
        "The mandate of {agent} as managing agent is renewed for three years: adopted with 744‰.",
        "Mandat upravitelja {agent} produžen je na tri godine: usvojeno sa 744‰.",
        "De Mandat vum Syndic {agent} gëtt ëm dräi Joer verlängert: ugeholl mat 744‰.",
        "Il-mandat ta' {agent} bħala amministratur jiġġedded għal tliet snin: approvat b'744‰.",
        "Pinalawig nang tatlong taon ang mandato ng {agent} bilang tagapamahala: pinagtibay sa 744‰.",
        "Das Mandat von {agent} als Verwalter wird um drei Jahre verlängert: angenommen mit 744‰.",
        "Le mandat de {agent} à titre de gestionnaire est renouvelé pour trois ans : adopté avec 744 ‰.",
    ),
    "assembly_other": (
        "Other business: {owner_a} (3B) reports damp in the cellar since October; {manager} will send a plumber "
        "before the end of the month. {owner_b} asks that the bicycle room be locked at night; agreed. The "
        "meeting closes at 21:05.",
        "Razno: {owner_a} (3B) prijavljuje vlagu u podrumu od oktobra; {manager} će poslati vodoinstalatera do "
        "kraja mjeseca. {owner_b} traži da se prostorija za bicikle noću zaključava; prihvaćeno. Skupština je "
        "zatvorena u 21:05.",
        "Verschiddenes: {owner_a} (3B) mellt Fiichtegkeet am Keller zënter Oktober; {manager} schéckt nach virum "
        "Enn vum Mount en Installateur. {owner_b} freet, datt de Vëlosraum nuets zougespaart gëtt; ugeholl. "
        "D'Versammlung gëtt um 21:05 Auer zougemaach.",
        "Kwistjonijiet oħra: {owner_a} (3B) irrapporta umdità fil-kantina minn Ottubru; {manager} se jibgħat "
        "plamer qabel tmiem ix-xahar. {owner_b} talab li l-kamra tar-roti tissakkar bil-lejl; miftiehem. "
        "Il-laqgħa ngħalqet fil-21:05.",
        "Iba pang usapin: iniulat ni {owner_a} (3B) ang halumigmig sa basement mula pa noong Oktubre; "
        "magpapadala si {manager} ng tubero bago matapos ang buwan. Hiniling ni {owner_b} na ikandado sa gabi ang "
        "silid ng mga bisikleta; sinang-ayunan. Nagsara ang pulong nang 9:05 PM.",
        "Verschiedenes: {owner_a} (3B) meldet Feuchtigkeit im Keller seit Oktober; {manager} schickt noch vor "
        "Monatsende einen Installateur. {owner_b} bittet darum, den Fahrradraum nachts abzuschließen; "
        "angenommen. Die Versammlung wird um 21:05 Uhr geschlossen.",
        "Varia : {owner_a} (3B) signale de l'humidité au sous-sol depuis octobre; {manager} enverra un plombier "
        "d'ici la fin du mois. {owner_b} demande que le local à vélos soit verrouillé la nuit; accepté. La séance "
        "est levée à 21 h 05.",
    ),
    "match_report": (
        "Minute 78: {player} sent off for a second yellow card after a foul on {victim}. After the final whistle "
        "the away coach, {coach}, came onto the pitch and insulted the fourth official; reported to the "
        "disciplinary committee.",
        "78. minuta: {player} isključen drugim žutim kartonom nakon prekršaja (oštećeni igrač: {victim}). Nakon "
        "posljednjeg zvižduka trener gostiju, {coach}, ušao je na teren i vrijeđao četvrtog sudiju; prijavljeno "
        "disciplinskoj komisiji.",
        "78. Minutt: {player} gëtt no engem Foul op {victim} mat Gielrout vum Terrain gestallt. Nom Schlusspfiff "
        "ass den Trainer vun de Gäscht, {coach}, op den Terrain komm an huet de véierten Arbitter beleidegt; der "
        "Disziplinarkommissioun gemellt.",
        "Minuta 78: {player} tkeċċa b'tieni karta safra wara foul fuq {victim}. Wara l-aħħar sfafar, il-kowċ "
        "tat-tim viżitatur, {coach}, daħal fil-grawnd u insulta lir-raba' uffiċjal; irrappurtat lill-kumitat "
        "dixxiplinari.",
        "Ika-78 minuto: pinaalis si {player} dahil sa ikalawang dilaw na kard matapos ang foul kay {victim}. "
        "Pagkatapos ng huling pito, pumasok sa palaruan ang coach ng bisita na si {coach} at ininsulto ang "
        "ikaapat na opisyal; iniulat sa komite ng disiplina.",
        "78. Minute: {player} sieht nach einem Foul an {victim} die Gelb-Rote Karte. Nach dem Schlusspfiff "
        "betrat der Gästetrainer {coach} das Spielfeld und beleidigte den vierten Offiziellen; Meldung an die "
        "Disziplinarkommission.",
        "78e minute : {player} est expulsé pour un deuxième carton jaune après une faute sur {victim}. Après le "
        "coup de sifflet final, l'entraîneur des visiteurs, {coach}, est entré sur le terrain et a insulté le "
        "quatrième arbitre; rapport transmis au comité de discipline.",
    ),
    "msg_0": (
        "Hello, is the bike still available? I could pick it up on Saturday morning.",
        "Zdravo, je li bicikl još dostupan? Mogao/la bih ga preuzeti u subotu ujutro.",
        "Moien, ass de Vëlo nach ze kréien? Ech kéint e Samschdeg de Moien ofhuelen.",
        "Bonġu, ir-rota għadha disponibbli? Nista' niġi għaliha nhar is-Sibt filgħodu.",
        "Hello po, available pa po ba ang bike? Pwede ko po itong kunin sa Sabado ng umaga.",
        "Hallo, ist das Fahrrad noch zu haben? Ich könnte es am Samstagvormittag abholen.",
        "Bonjour, le vélo est-il encore disponible? Je pourrais passer le chercher samedi matin.",
    ),
    "msg_1": (
        "Yes, it is. Call me on {tel} when you leave. Pickup at {addr}.",
        "Da, još je tu. Nazovite me na {tel} kad krenete. Preuzimanje na adresi {addr}.",
        "Jo, nach do. Rufft mech op der {tel} un, wann Dir fortfuert. Ofhuele bei {addr}.",
        "Iva, għadha hawn. Ċempilli fuq {tel} meta titlaq. Tiġborha minn {addr}.",
        "Opo, meron pa. Tawagan n'yo po ako sa {tel} pag paalis na kayo. Pick-up sa {addr}.",
        "Ja, noch da. Rufen Sie mich unter {tel} an, wenn Sie losfahren. Abholung: {addr}.",
        "Oui, toujours disponible. Appelez-moi au {tel} quand vous partez. Cueillette au {addr}.",
    ),
    "msg_2": (
        "Great. Can I send a deposit of {deposit} by transfer to reserve it? I'm {buyer}, {mail}.",
        "Super. Mogu li uplatiti kaparu od {deposit} da ga rezervišem? Ja sam {buyer}, {mail}.",
        "Super. Kann ech en Acompte vun {deposit} iwwerweisen, fir en ze reservéieren? Ech sinn {buyer}, {mail}.",
        "Tajjeb. Nista' nibgħat depożitu ta' {deposit} bi trasferiment biex nirriżervaha? Jien {buyer}, {mail}.",
        "Sige po. Pwede po ba akong magpadala ng deposit na {deposit} para ma-reserve? Ako po si {buyer}, {mail}.",
        "Super. Kann ich eine Anzahlung von {deposit} überweisen, um es zu reservieren? Ich bin {buyer}, {mail}.",
        "Parfait. Puis-je envoyer un dépôt de {deposit} par virement pour le réserver? Je m'appelle {buyer}, {mail}.",
    ),
    "msg_3": (
        "Sure: {account}, in the name of {seller}. Write 'bike' as the reference.",
        "Može: {account}, na ime: {seller}. U svrhu uplate napišite „bicikl“.",
        "Gär: {account}, op den Numm {seller}. Schreift w.e.g. „Vëlo“ als Referenz.",
        "Ovvja: {account}, f'isem {seller}. Ikteb 'rota' bħala referenza.",
        "Sige po: {account}, sa pangalang {seller}. Ilagay po ang 'bike' bilang reference.",
        "Gern: {account}, auf den Namen {seller}. Bitte „Fahrrad“ als Verwendungszweck angeben.",
        "Bien sûr : {account}, au nom de {seller}. Indiquez « vélo » comme référence.",
    ),
    "msg_4": (
        "Sent. I'll come in a grey car, plate {plate}.",
        "Uplaćeno. Doći ću sivim autom, registracija {plate}.",
        "Iwwerwisen. Ech kommen an engem growen Auto, Nummerplack {plate}.",
        "Bgħatt. Se niġi b'karozza griża, numru tar-reġistrazzjoni {plate}.",
        "Naipadala na po. Darating ako sakay ng kulay-abong kotse, plaka {plate}.",
        "Überwiesen. Ich komme mit einem grauen Auto, Kennzeichen {plate}.",
        "C'est envoyé. J'arrive dans une voiture grise, plaque {plate}.",
    ),
    "market_small": (
        "Never pay in advance to someone you have not met. We will never ask you for a code by text message.",
        "Nikada ne plaćajte unaprijed nekome koga niste upoznali. Nikada vam nećemo tražiti kod putem SMS-a.",
        "Bezuelt ni am Viraus u Leit, déi Dir net getraff hutt. Mir froen Iech ni per SMS no engem Code.",
        "Qatt tħallas bil-quddiem lil xi ħadd li ma ltqajtx miegħu. Qatt ma nitolbuk kodiċi b'SMS.",
        "Huwag magbayad nang maaga sa taong hindi mo pa nakikilala. Hindi kami kailanman hihingi ng code sa text.",
        "Zahlen Sie nie im Voraus an jemanden, den Sie nicht getroffen haben. Wir fragen Sie nie per SMS nach "
        "einem Code.",
        "Ne payez jamais d'avance une personne que vous n'avez pas rencontrée. Nous ne vous demanderons jamais de "
        "code par texto.",
    ),
    "review_0": (
        "The extension is 1.2 m from the boundary with the plot of {neighbour}; please upload the neighbour's "
        "written consent or revise the plans.",
        "Dogradnja je 1,2 m od međe sa susjednom parcelom (vlasnik: {neighbour}); molimo učitajte pisanu "
        "saglasnost susjeda ili izmijenite projekat.",
        "Den Uebau ass 1,2 m vun der Grenz mam Terrain vu(n) {neighbour}; w.e.g. d'schrëftlecht Averständnis vum "
        "Noper eroplueden oder d'Pläng iwwerschaffen.",
        "L-estensjoni hija 1.2 m mill-konfini mal-art ta' {neighbour}; jekk jogħġbok tella' l-kunsens bil-miktub "
        "tal-ġar jew irrevedi l-pjanti.",
        "1.2 m lamang ang layo ng karagdagang bahagi sa hangganan ng lote ni {neighbour}; paki-upload ang "
        "nakasulat na pahintulot ng kapitbahay o baguhin ang plano.",
        "Der Anbau liegt 1,2 m von der Grenze zum Grundstück von {neighbour} entfernt; bitte die schriftliche "
        "Zustimmung des Nachbarn hochladen oder die Pläne ändern.",
        "L'agrandissement est à 1,2 m de la limite du terrain de {neighbour}; veuillez téléverser le "
        "consentement écrit du voisin ou modifier les plans.",
    ),
    "review_1": (
        "Consent signed by {neighbour} uploaded under Plans; {firm} will also send the revised drawing A-03 by Friday.",
        "Saglasnost koju je potpisao/la {neighbour} učitana je pod Nacrti; {firm} će do petka poslati i "
        "izmijenjeni crtež A-03.",
        "D'Averständnis, dat {neighbour} ënnerschriwwen huet, ass ënner Pläng eropgelueden; {firm} schéckt bis "
        "Freideg och déi iwwerschafft Zeechnung A-03.",
        "Il-kunsens iffirmat minn {neighbour} ittella' taħt Pjanti; {firm} se tibgħat ukoll it-tpinġija "
        "riveduta A-03 sal-Ġimgħa.",
        "Na-upload na sa Mga Plano ang pahintulot na pinirmahan ni {neighbour}; ipapadala rin ng {firm} ang "
        "binagong drawing A-03 bago mag-Biyernes.",
        "Die von {neighbour} unterschriebene Zustimmung ist unter Pläne hochgeladen; {firm} schickt bis Freitag "
        "auch die geänderte Zeichnung A-03.",
        "Le consentement signé par {neighbour} est téléversé sous Plans; {firm} enverra aussi le dessin révisé "
        "A-03 d'ici vendredi.",
    ),
    "permit_small": (
        "The decision is taken within 60 working days of the file being complete. It can be appealed within 30 "
        "days of notification.",
        "Rješenje se donosi u roku od 60 radnih dana od kompletiranja zahtjeva. Na rješenje se može uložiti žalba "
        "u roku od 30 dana od dostavljanja.",
        "D'Decisioun gëtt bannent 60 Aarbechtsdeeg geholl, nodeems den Dossier komplett ass. Dogéint kann ee "
        "bannent 30 Deeg no der Notifikatioun Recours aleeën.",
        "Id-deċiżjoni tittieħed fi żmien 60 jum tax-xogħol minn meta l-fajl ikun komplut. Tista' tappella fi "
        "żmien 30 jum min-notifika.",
        "Ilalabas ang desisyon sa loob ng 60 araw ng trabaho mula nang makumpleto ang mga dokumento. Maaari "
        "itong iapela sa loob ng 30 araw mula sa abiso.",
        "Die Entscheidung ergeht innerhalb von 60 Werktagen ab Vollständigkeit der Akte. Dagegen kann innerhalb "
        "von 30 Tagen nach Zustellung Einspruch erhoben werden.",
        "La décision est rendue dans les 60 jours ouvrables suivant le dépôt d'un dossier complet. Elle peut être "
        "contestée dans les 30 jours de sa notification.",
    ),
}
#: The vaccines of the record per language.
_VACCINES = {
    "en": ("MMR (measles, mumps, rubella)", "Tetanus, diphtheria, pertussis", "Hepatitis B", "Influenza 2026–27",
           "COVID-19", "Pneumococcal (PCV20)"),
    "bs": ("MMR (morbili, zaušnjaci, rubeola)", "Tetanus, difterija, veliki kašalj", "Hepatitis B", "Gripa 2026/27",
           "COVID-19", "Pneumokok (PCV20)"),
    "lb": ("MMR (Miesel, Mumps, Rubella)", "Tetanus, Diphtherie, Kéichhust", "Hepatitis B", "Gripp 2026/27",
           "COVID-19", "Pneumokokken (PCV20)"),
    "mt": ("MMR (ħosba, gattone, rubella)", "Tetnu, difterite, sogħla konvulsiva", "Epatite B",
           "Influwenza 2026/27", "COVID-19", "Pnewmokokku (PCV20)"),
    "fil": ("MMR (tigdas, beke, rubella)", "Tetano, dipterya, pertussis", "Hepatitis B", "Trangkaso 2026–27",
            "COVID-19", "Pneumococcal (PCV20)"),
    "de": ("MMR (Masern, Mumps, Röteln)", "Tetanus, Diphtherie, Keuchhusten", "Hepatitis B", "Grippe 2026/27",
           "COVID-19", "Pneumokokken (PCV20)"),
    "fr": ("RRO (rougeole, rubéole, oreillons)", "Diphtérie, tétanos, coqueluche", "Hépatite B",
           "Influenza 2026-2027", "COVID-19", "Pneumocoque (Pneu-C-20)"),
}  # fmt: skip
#: The record's doses: the vaccine, the dose, the day, the batch, which nurse gave it (-1: not yet) and its status.
_DOSES = ((0, "2/2", date(2024, 3, 12), "X023451", 0, "done"), (1, "4/4", date(2025, 9, 30), "TD8812B", 1, "done"),
          (2, "3/3", date(2025, 11, 4), "HB55Q07", 0, "done"), (3, "1/1", date(2026, 10, 21), "FL2627-114", 2, "done"),
          (4, "1/1", date(2026, 12, 12), "—", -1, "due"), (5, "1/1", date(2026, 11, 15), "—", -1, "overdue"))  # fmt: skip
_NEXT_LOT = "LP8-0925"
#: The co-ownership's units: number, shares in thousandths and presence (the proxies name who holds them).
_UNITS = (("1A", 118, "here"), ("1B", 96, "proxy"), ("2A", 121, "here"), ("2B", 97, "absent"), ("3A", 124, "here"),
          ("3B", 99, "here"), ("4A", 186, "proxy"), ("4B", 159, "absent"))  # fmt: skip
#: The two clubs of the match per locale (page text: a club is named after its town).
_TEAMS = {"bs_BA": ("FK Sloga Visoko U19", "NK Jedinstvo Bihać U19"),
          "lb_LU": ("FC Union Mamer U19", "US Rëmeleng U19"), "mt_MT": ("Mosta FC U19", "Żebbuġ Rangers U19"),
          "fil_PH": ("Iloilo City FC U19", "Laguna United U19"), "de_LU": ("FC Ettelbruck U19", "FC Wiltz 71 U19"),
          "fr_QC": ("CS Longueuil U19", "AS Blainville U19")}  # fmt: skip
_SHIRTS = ((1, 4, 5, 8, 9, 11), (1, 3, 6, 7, 10, 14))
#: The match's events: minute, kind, side (0 home, 1 away) and the player's row.
_EVENTS = ((12, "goal", 0, 4), (34, "yellow", 1, 1), (57, "goal", 1, 5), (63, "yellow", 1, 2), (71, "goal", 0, 5),
           (78, "red", 1, 2))  # fmt: skip
#: The other conversations in the marketplace's sidebar, per language, and the time of their last message.
_SNIPPETS = {
    "en": ("Is the bike still available?", "Would you take 40 for the lamp?", "Thanks, it arrived safely!",
           "Could you send more photos of the sofa?"),
    "bs": ("Je li bicikl još dostupan?", "Može li lampa za 40?", "Hvala, stiglo je uredno!",
           "Možete li poslati još slika kauča?"),
    "lb": ("Ass de Vëlo nach ze kréien?", "Géift Dir d'Luucht fir 40 ginn?", "Merci, ass gutt ukomm!",
           "Kënnt Dir nach Fotoe vum Canapé schécken?"),
    "mt": ("Ir-rota għadha disponibbli?", "Taċċetta 40 għall-lampa?", "Grazzi, waslet sew!",
           "Tista' tibgħat aktar ritratti tas-sufan?"),
    "fil": ("Available pa po ba ang bike?", "Pwede po bang 400 na lang ang lampara?", "Salamat, dumating nang maayos!",
            "Pwede po bang magpadala ng iba pang litrato ng sofa?"),
    "de": ("Ist das Fahrrad noch zu haben?", "Würden Sie die Lampe für 40 abgeben?", "Danke, ist gut angekommen!",
           "Können Sie noch Fotos vom Sofa schicken?"),
    "fr": ("Le vélo est-il encore disponible?", "Accepteriez-vous 40 $ pour la lampe?", "Merci, bien reçu!",
           "Pouvez-vous envoyer d'autres photos du divan?"),
}  # fmt: skip
_SNIPPET_TIMES = ((10, 42), (9, 15), (8, 3), (7, 30))
#: The chat's messages: who wrote each (the buyer or the seller, who is signed in) and when.
_CHAT = (("buyer", (18, 2)), ("me", (18, 10)), ("buyer", (18, 14)), ("me", (18, 21)), ("buyer", (18, 40)))
#: The permit's fees per language, each with its amount's range and whether it is paid.
_FEES = {
    "en": ("Application fee", "Plan review, 38 m²", "Occupation of the public road (skip, 14 days)"),
    "bs": ("Administrativna taksa", "Pregled projekta, 38 m²", "Zauzimanje javne površine (kontejner, 14 dana)"),
    "lb": ("Dossiersgebühr", "Préifung vun de Pläng, 38 m²", "Benotzung vum ëffentleche Wee (Container, 14 Deeg)"),
    "mt": ("Miżata tal-applikazzjoni", "Evalwazzjoni tal-pjanti, 38 m²", "Użu tat-triq pubblika (skip, 14-il jum)"),
    "fil": ("Bayad sa aplikasyon", "Pagsusuri ng plano, 38 m²",
            "Paggamit ng pampublikong kalsada (container, 14 araw)"),
    "de": ("Bearbeitungsgebühr", "Planprüfung, 38 m²", "Nutzung des öffentlichen Raums (Container, 14 Tage)"),
    "fr": ("Frais d'ouverture de dossier", "Analyse des plans, 38 m²",
           "Occupation du domaine public (conteneur, 14 jours)"),
}  # fmt: skip
_FEE_RANGES = (((80, 200), True), ((300, 900), True), ((50, 150), False))

_STYLE = (
    "<style>body{font-family:'Noto Sans',Arial,sans-serif;margin:0;padding:58px 26px 18px;font-size:13px;"
    "color:#1f2630;background:#f5f7f6}.nav{position:absolute;top:0;left:0;right:0;background:#1f6f5c;color:#fff;"
    "padding:11px 26px}.nav b{margin-right:28px}.nav span{margin:0 8px;color:#d5efe7}h2{margin:2px 0 10px;"
    "font-size:20px}h3{margin:14px 0 6px;font-size:14px;color:#1f6f5c}p{margin:5px 0}table{border-collapse:collapse;"
    "background:#fff}td,th{border:1px solid #d3dbd8;padding:5px 9px;text-align:left;vertical-align:top}"
    "th{background:#e7f1ed;font-weight:600}button{margin:12px 10px 0 0;padding:6px 16px;border:none;"
    "background:#1f6f5c;color:#fff;border-radius:4px}.grid{display:grid;grid-template-columns:180px 300px;gap:6px}"
    ".grid .k{color:#5b6670}.cols{display:flex;gap:26px;align-items:flex-start}.meta{color:#44505a;margin-bottom:8px}"
    ".party{background:#fff;border:1px solid #d3dbd8;padding:8px 14px}.box{max-width:860px;border:1px solid #d3dbd8;"
    "background:#fff;padding:9px 13px;line-height:1.6}.total td{font-weight:bold;border-top:2px solid #4a5660}"
    ".sig{display:flex;gap:50px;margin-top:16px}.sig div{width:260px}.sig .line{display:block;"
    "border-bottom:1px solid #333;padding:14px 0 3px;font-style:italic;color:#555}.small{font-size:10.5px;"
    "color:#5a646c;max-width:860px;margin-top:12px;line-height:1.4}.checks td.tick{text-align:center;width:34px}"
    ".tabs span{display:inline-block;padding:6px 14px;margin-right:4px;border:1px solid #d3dbd8;"
    "border-bottom:none;background:#edf2f0}.tabs .on{background:#fff;font-weight:bold}.chip{display:inline-block;"
    "padding:1px 9px;border-radius:10px;font-size:11px;margin:0 4px}.st-done,.st-here,.st-paid,.st-ok{"
    "background:#d6f0de}.st-due,.st-now,.st-proxy,.st-yellow{background:#fdf0c6}.st-overdue,.st-absent,.st-unpaid,"
    ".st-red{background:#fad7d3}.st-wait,.st-goal{background:#dde6fa}.layout{display:flex;gap:22px;"
    "align-items:flex-start}.side{width:290px;background:#fff;border:1px solid #d3dbd8;padding:10px 14px;"
    "line-height:1.55}.side .k{display:block;color:#5b6670;font-size:11.5px;margin-top:6px}.note{font-style:italic;"
    "color:#7a3b2e}.shade{position:fixed;inset:0;background:rgba(20,30,30,.28)}.dialog{position:fixed;top:120px;"
    "left:360px;width:470px;background:#fff;border-radius:8px;box-shadow:0 8px 30px rgba(0,0,0,.3);"
    "padding:14px 20px}.dialog .grid{grid-template-columns:150px 280px}.doc{max-width:900px;background:#fff;"
    "border:1px solid #d3dbd8;padding:12px 22px;line-height:1.6}.res li{margin-bottom:4px}.team{flex:1}"
    ".score{font-size:16px;font-weight:bold;margin:6px 0}.timeline{max-width:620px}.event{padding:4px 0;"
    "border-bottom:1px dashed #c8d2ce}.event .min{display:inline-block;width:40px;font-weight:bold}"
    ".convos{width:250px;background:#fff;border:1px solid #d3dbd8}.convos div{padding:7px 12px;"
    "border-bottom:1px solid #e3e9e6}.convos .who{font-weight:bold;display:block}.convos .snip{color:#5b6670}"
    ".convos .when{float:right;color:#8a949b;font-size:11px}.listing{background:#fff;border:1px solid #d3dbd8;"
    "padding:8px 14px;margin-bottom:10px}.chat{max-width:620px}.bubble{background:#fff;border:1px solid #d3dbd8;"
    "border-radius:12px;padding:7px 12px;margin:6px 80px 6px 0;line-height:1.5}.bubble.me{background:#dff1ea;"
    "margin:6px 0 6px 80px}.bubble .when{display:block;color:#7a858c;font-size:11px}.compose{margin-top:8px}"
    ".compose input{width:460px;padding:6px}.stepper span{display:inline-block;margin-right:18px}"
    ".msg{background:#fff;border:1px solid #d3dbd8;border-radius:8px;padding:7px 12px;margin:6px 0;"
    "line-height:1.5;max-width:760px}.msg .who{font-weight:bold}.msg .when{color:#5b6670;font-size:11.5px;"
    "margin:0 8px}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _lang(loc: str) -> str:
    return _LANGS[_CHROME.lang(loc)]


def _c(loc: str, key: str) -> str:
    """A label before its value: the chrome text and a colon (Québec French with a space before it)."""
    return _t(loc, key) + (" :" if loc == "fr_QC" else ":")


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
    spans = "".join(
        ("<span class='on'>" if k == 0 else "<span>") + f"{_t(loc, key)}</span>" for k, key in enumerate(keys)
    )
    return f"<div class='tabs'>{spans}</div>"


def _esc(text: str) -> str:
    return html.escape(text)


# --- Check digits -----------------------------------------------------------------------------------------


def _luhn_digit(digits: str) -> int:
    """The Luhn check digit to append to ``digits``."""
    total = sum(sum(divmod(int(d) * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


_VERHOEFF_D = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
               (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
               (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
               (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))  # fmt: skip
_VERHOEFF_P = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
               (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 7, 6, 8, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
               (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))  # fmt: skip
_VERHOEFF_INV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def verhoeff_digit(digits: str) -> int:
    """The Verhoeff check digit to append to ``digits`` (the dihedral group D5's tables)."""
    check = 0
    for k, d in enumerate(reversed(digits)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[(k + 1) % 8][int(d)]]
    return _VERHOEFF_INV[check]


def iban(country: str, bban: str) -> str:
    """An IBAN with its mod-97 check digits, in groups of four."""
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


#: The first two digits of a Bosnian JMBG's region (10–19: the registers of Bosnia and Herzegovina).
_BA_REGIONS = ("10", "11", "12", "13", "14", "15", "16", "17", "18", "19")
_JMBG_WEIGHTS = (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def bosnian_jmbg(rng: random.Random, born: date, female: bool) -> str:
    """A Bosnian JMBG: the birth date DDMM and the year's last three digits, the region, a serial (000–499 for
    men, 500–999 for women) and the check digit (the twelve weighted 7–2 twice; 11 less the sum's remainder mod 11,
    0 for 11; a serial that gives 10 is not issued, so another is drawn)."""
    while True:
        serial = rng.randrange(500, 1000) if female else rng.randrange(500)
        stem = f"{born:%d%m}{born.year % 1000:03d}{rng.choice(_BA_REGIONS)}{serial:03d}"
        check = 11 - sum(w * int(d) for w, d in zip(_JMBG_WEIGHTS, stem, strict=True)) % 11
        if check != 10:
            return f"{stem}{check % 11}"


def luxembourg_matricule(rng: random.Random, born: date) -> str:
    """A Luxembourg national identification number (matricule): the birth date YYYYMMDD, a serial of three digits,
    the Luhn digit of those eleven and their Verhoeff digit."""
    stem = f"{born:%Y%m%d}{rng.randrange(1000):03d}"
    return f"{stem}{_luhn_digit(stem)}{verhoeff_digit(stem)}"


def luxembourg_vat(rng: random.Random) -> str:
    """A Luxembourg VAT number: LU, six digits and their remainder mod 89 as the last two."""
    stem = rng.randrange(10**5, 10**6)
    return f"LU{stem}{stem % 89:02d}"


def maltese_vat(rng: random.Random) -> str:
    """A Maltese VAT number: MT, six digits and two check digits (the six weighted 3, 4, 6, 7, 8, 9; 37 less the
    sum's remainder mod 37)."""
    stem = f"{rng.randrange(10**5, 10**6)}"
    total = sum(w * int(d) for w, d in zip((3, 4, 6, 7, 8, 9), stem, strict=True))
    return f"MT{stem}{37 - total % 37:02d}"


def maltese_id(rng: random.Random) -> str:
    """A Maltese identity card number: up to seven digits and a letter (M for a birth registered in Malta, G in
    Gozo); no check on it is published, so it is drawn here."""
    return f"{rng.randrange(1000, 10**6)}{rng.choice('MMMMG')}"


def canadian_sin(rng: random.Random) -> str:
    """A Canadian social insurance number as issued in Québec (2 or 3 first), eight digits and the Luhn digit,
    written in groups of three."""
    stem = f"{rng.choice('23')}{rng.randrange(10**7):07d}"
    raw = f"{stem}{_luhn_digit(stem)}"
    return f"{raw[:3]} {raw[3:6]} {raw[6:]}"


def _ascii(text: str) -> str:
    """``text`` in upper-case ASCII letters only (accents dropped)."""
    folded = unicodedata.normalize("NFD", text.upper())
    return "".join(c for c in folded if "A" <= c <= "Z")


def quebec_health_number(rng: random.Random, given: str, surname: str, born: date, female: bool) -> str:
    """A Québec health insurance number (RAMQ): the surname's first three letters (X where it has fewer), the
    given name's first, the birth date YYMMDD with 50 added to a woman's month, and two digits whose rule is not
    published (drawn here), written XXXX YYMM DDNN."""
    letters = (_ascii(surname) + "XXX")[:3] + _ascii(given)[:1]
    month = born.month + (50 if female else 0)
    return f"{letters} {born:%y}{month:02d} {born:%d}{rng.randrange(100):02d}"


# --- Names ------------------------------------------------------------------------------------------------

#: Given names (men's, women's) and surnames where Faker has none for the country.
_GIVEN = {
    "bs_BA": (("Amar", "Emir", "Adnan", "Haris", "Kenan", "Tarik", "Edin", "Mirza", "Dženan", "Nermin", "Damir",
               "Jasmin", "Ivan", "Marko", "Nikola", "Dragan", "Almir", "Senad"),
              ("Amina", "Lejla", "Emina", "Ajla", "Merima", "Selma", "Azra", "Aida", "Sanela", "Maja", "Ivana",
               "Jelena", "Dženana", "Belma", "Hana", "Nermina", "Lamija", "Šejla")),
    "lb_LU": (("Jang", "Pol", "Marc", "Luc", "Gilles", "Tom", "Ben", "Yves", "Georges", "Claude", "Romain", "Jeff",
               "Fränz", "Laurent", "Patrick", "Mike", "Jos", "Gusty"),
              ("Anne", "Carole", "Josée", "Monique", "Nathalie", "Sandra", "Tessy", "Michèle", "Lis", "Jil", "Nadine",
               "Sylvie", "Martine", "Christiane", "Danielle", "Sophie", "Mady", "Gaby")),
    "mt_MT": (("Joseph", "Mario", "Carmel", "Anthony", "Matthew", "Luke", "Kurt", "Andrea", "Jean Paul", "Ryan",
               "Clayton", "Ġorġ", "Nicholas", "Karl", "Duncan", "Jake", "Ċensu", "Raymond"),
              ("Maria", "Rita", "Carmen", "Doris", "Josephine", "Marthese", "Roberta", "Sarah", "Daniela", "Claire",
               "Nicole", "Rebecca", "Graziella", "Antoinette", "Ġulja", "Kimberly", "Stephanie", "Marija")),
    "fil_PH": (("Juan", "Jose", "Mark Anthony", "John Paul", "Rodel", "Jerome", "Ramon", "Ricardo", "Christian",
                "Joel", "Rogelio", "Arnel", "Jayson", "Ronaldo", "Efren", "Danilo", "Noel", "Jericho"),
               ("Maria Cristina", "Ana Marie", "Jocelyn", "Maricel", "Rowena", "Lorna", "Rosario", "Kristine",
                "Princess", "Angelica", "Liza", "Mylene", "Jennifer", "Marites", "Rhea", "Gemma", "Divina", "Lovely")),
}  # fmt: skip
_SURNAMES = {
    "bs_BA": ("Hodžić", "Hadžić", "Begić", "Delić", "Mehmedović", "Hasanović", "Kovačević", "Suljić", "Husić",
              "Ibrahimović", "Omerović", "Alić", "Salihović", "Mujić", "Karić", "Babić", "Jukić", "Marić", "Petrović",
              "Čolić", "Softić", "Đulić", "Zukić", "Šehić"),
    "lb_LU": ("Schmit", "Muller", "Weber", "Wagner", "Hoffmann", "Thill", "Schroeder", "Reuter", "Kieffer",
              "Majerus", "Feller", "Kremer", "Hansen", "Welter", "Klein", "Steffen", "Meyer", "Goedert", "Frisch",
              "Wirtz", "Schiltz", "Theis", "Kayser", "Pauly"),
    "mt_MT": ("Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri",
              "Azzopardi", "Mifsud", "Agius", "Pace", "Sammut", "Cassar", "Debono", "Caruana", "Fenech", "Xuereb",
              "Ellul", "Buttigieg", "Schembri", "Ħili"),
    "fil_PH": ("Santos", "Reyes", "Cruz", "Bautista", "Ocampo", "Garcia", "Mendoza", "Torres", "Dela Cruz",
               "Villanueva", "Ramos", "Aquino", "Castillo", "Navarro", "Mercado", "Gonzales", "Manalo", "Pascual",
               "Salazar", "Soriano", "Dizon", "Macaraeg", "Dimaculangan", "Magbanua"),
}  # fmt: skip
#: Letters NFD does not take apart, as a mail box writes them.
_FOLD = str.maketrans({"đ": "dj", "ħ": "h", "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l"})


def romanised(name: str) -> str:
    """A name in lower-case ASCII letters, as a mail box or a login is made from it (accents dropped, đ as dj)."""
    folded = unicodedata.normalize("NFD", name.lower().translate(_FOLD))
    return "".join(c for c in folded if c.isascii() and c.isalpha())


def given_surname(fake: Faker, loc: str, rng: random.Random, female: bool | None = None) -> tuple[str, str, bool]:
    """A person's given names (a Filipino's with the initial of the mother's surname), surname, and whether she is
    a woman (which a JMBG and a RAMQ number show)."""
    if female is None:
        female = rng.random() < 0.5
    if loc in _GIVEN:
        given = rng.choice(_GIVEN[loc][female])
        if loc == "fil_PH":
            given += f" {rng.choice(_SURNAMES[loc])[0]}."
        return given, rng.choice(_SURNAMES[loc]), female
    first = str(fake.first_name_female() if female else fake.first_name_male())
    return first, str(fake.last_name()), female


def full_name(fake: Faker, loc: str, rng: random.Random, female: bool | None = None) -> str:
    """A person's full name, given names first."""
    given, surname, _ = given_surname(fake, loc, rng, female)
    return f"{given} {surname}"


def _login(rng: random.Random, given: str, surname: str) -> str:
    stem = romanised(given.split()[0]) + rng.choice((".", "_", "")) + romanised(surname)
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


_MAIL_DOMAINS = {"bs_BA": ("gmail.com", "hotmail.com", "bih.net.ba", "yahoo.com", "outlook.com"),
                 "lb_LU": ("pt.lu", "gmail.com", "internet.lu", "hotmail.com", "outlook.com"),
                 "mt_MT": ("gmail.com", "maltanet.net", "onvol.net", "hotmail.com", "yahoo.com"),
                 "fil_PH": ("gmail.com", "yahoo.com", "yahoo.com.ph", "outlook.com", "hotmail.com"),
                 "de_LU": ("pt.lu", "gmail.com", "internet.lu", "hotmail.com", "outlook.com"),
                 "fr_QC": ("videotron.ca", "gmail.com", "hotmail.com", "outlook.com", "sympatico.ca", "bell.net")}  # fmt: skip


def _mailbox(loc: str, rng: random.Random, given: str, surname: str) -> str:
    return f"{_login(rng, given, surname)}@{rng.choice(_MAIL_DOMAINS[loc])}"


# --- What each country writes ------------------------------------------------------------------------------

#: Phone numbers as each country writes them, mobiles first then landlines; every # is a drawn digit.
_LU_PHONES = ("621 ### ###", "661 ### ###", "691 ### ###", "+352 621 ### ###", "+352 691 ### ###", "26 ## ## ##",
              "+352 26 ## ## ##", "4# ## ##")  # fmt: skip
_PHONES = {"bs_BA": ("061 ### ###", "062 ### ###", "063 ### ###", "065 ### ###", "+387 61 ### ###", "033 ### ###",
                     "035 ### ###", "051 ### ###"),
           "lb_LU": _LU_PHONES, "de_LU": _LU_PHONES,
           "mt_MT": ("79## ####", "99## ####", "77## ####", "+356 79## ####", "21## ####", "27## ####"),
           "fil_PH": ("0917 ### ####", "0918 ### ####", "0998 ### ####", "+63 917 ### ####", "+63 927 ### ####",
                      "(02) 8### ####", "(032) ### ####"),
           "fr_QC": ("514 ###-####", "438 ###-####", "(450) ###-####", "418 ###-####", "819 ###-####",
                     "+1 514 ### ####", "581 ###-####")}  # fmt: skip


def _drawn(rng: random.Random, shape: str) -> str:
    """``shape`` with every # a drawn digit."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in shape)


def phone(loc: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mobile or landline."""
    return _drawn(rng, rng.choice(_PHONES[loc]))


#: Streets and towns with their postcodes (Bosnia and Herzegovina, Luxembourg with each town's range, Malta with
#: its locality codes, the Philippines with barangays, Québec with the first letter of its postal codes).
_BA_STREETS = ("Zmaja od Bosne", "Maršala Tita", "Ferhadija", "Hamdije Kreševljakovića", "Kralja Tvrtka",
               "Branilaca Sarajeva", "Titova", "Turalibegova", "Fra Anđela Zvizdovića", "Safvet-bega Bašagića",
               "Bulevar Meše Selimovića", "Džemala Bijedića")  # fmt: skip
_BA_TOWNS = ("71000 Sarajevo", "75000 Tuzla", "72000 Zenica", "88000 Mostar", "78000 Banja Luka", "77000 Bihać",
             "74000 Doboj", "71300 Visoko", "72270 Travnik", "75320 Gračanica", "88220 Široki Brijeg",
             "71210 Ilidža")  # fmt: skip
_LU_STREETS = ("rue de la Gare", "route d'Arlon", "avenue de la Liberté", "rue du Fossé", "Grand-Rue",
               "rue de Luxembourg", "rue Principale", "rue de l'Alzette", "boulevard Royal", "rue des Jardins",
               "rue de la Chapelle", "rue du Moulin")  # fmt: skip
_LU_TOWNS = (("Luxembourg", 1009, 2999), ("Esch-sur-Alzette", 4001, 4399), ("Differdange", 4501, 4599),
             ("Dudelange", 3401, 3499), ("Ettelbruck", 9001, 9099), ("Diekirch", 9201, 9299), ("Wiltz", 9501, 9599),
             ("Mersch", 7501, 7599), ("Echternach", 6401, 6499), ("Remich", 5501, 5599), ("Strassen", 8001, 8099),
             ("Mamer", 8201, 8299), ("Clervaux", 9701, 9799), ("Grevenmacher", 6701, 6799))  # fmt: skip
_MT_STREETS = ("Triq il-Kbira", "Triq San Ġużepp", "Triq il-Knisja", "Triq ir-Repubblika", "Triq il-Mitħna",
               "Triq Santa Marija", "Triq in-Naxxar", "Triq Birkirkara", "Triq il-Kappillan Mifsud",
               "Triq tal-Ħriereb", "Triq San Pawl", "Triq il-Wied")  # fmt: skip
_MT_HOUSES = ("Dar il-Ward", "Santa Rita", "Il-Fjura", "Villa Marija", "Ta' Nenu", "Dar Ġużeppi")
_MT_TOWNS = (("Birkirkara", "BKR"), ("Ħ'Attard", "ATD"), ("Il-Mosta", "MST"), ("Tas-Sliema", "SLM"),
             ("Ħaż-Żabbar", "ZBR"), ("Il-Belt Valletta", "VLT"), ("Ħal Qormi", "QRM"), ("In-Naxxar", "NXR"),
             ("San Ġwann", "SGN"), ("Il-Fgura", "FGR"), ("Il-Belt Victoria", "VCT"))  # fmt: skip
_PH_STREETS = ("Rizal Ave.", "Mabini St.", "Bonifacio St.", "Luna St.", "Del Pilar St.", "Aguinaldo Hwy.",
               "Quezon Blvd.", "Osmeña Blvd.", "Magsaysay Ave.", "Burgos St.", "Katipunan Ave.", "Sampaguita St.")  # fmt: skip
_PH_TOWNS = (("Quezon City", "1109", ("Bagumbayan", "Holy Spirit", "Commonwealth")),
             ("Makati City", "1209", ("Poblacion", "San Antonio", "Bel-Air")),
             ("Pasig City", "1600", ("Kapitolyo", "Ugong", "Rosario")), ("Cebu City", "6000", ("Lahug", "Mabolo")),
             ("Davao City", "8000", ("Buhangin", "Talomo")), ("Iloilo City", "5000", ("Jaro", "Molo", "La Paz")),
             ("Baguio City", "2600", ("Session Road Area", "Irisan")), ("Calamba", "4027", ("Real", "Parian")))  # fmt: skip
_QC_STREETS = ("rue Sainte-Catherine Ouest", "boulevard René-Lévesque", "rue Saint-Denis", "avenue du Parc",
               "rue Principale", "chemin Sainte-Foy", "boulevard Laurier", "rue King Ouest", "avenue Cartier",
               "rue Notre-Dame Est", "boulevard des Forges", "rue Racine")  # fmt: skip
_QC_TOWNS = (("Montréal", "H"), ("Laval", "H"), ("Québec", "G"), ("Lévis", "G"), ("Sherbrooke", "J"),
             ("Gatineau", "J"), ("Trois-Rivières", "G"), ("Longueuil", "J"), ("Saguenay", "G"), ("Rimouski", "G"))  # fmt: skip
_POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def address_lines(loc: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them."""
    if loc == "bs_BA":
        return f"{rng.choice(_BA_STREETS)} {rng.randrange(1, 120)}", rng.choice(_BA_TOWNS)
    if loc in ("lb_LU", "de_LU"):
        town, low, high = rng.choice(_LU_TOWNS)
        return f"{rng.randrange(1, 150)}, {rng.choice(_LU_STREETS)}", f"L-{rng.randrange(low, high + 1)} {town}"
    if loc == "mt_MT":
        town, code = rng.choice(_MT_TOWNS)
        house = rng.choice(_MT_HOUSES) if rng.random() < 0.4 else str(rng.randrange(1, 140))
        return f"{house}, {rng.choice(_MT_STREETS)}", f"{town} {code} {rng.randrange(1000, 10000)}"
    if loc == "fil_PH":
        town, code, barangays = rng.choice(_PH_TOWNS)
        first = f"{rng.randrange(1, 400)} {rng.choice(_PH_STREETS)}, Brgy. {rng.choice(barangays)}"
        return first, f"{town} {code}"
    town, letter = rng.choice(_QC_TOWNS)
    flat = f", app. {rng.randrange(1, 30)}" if rng.random() < 0.4 else ""
    postal = (f"{letter}{rng.randrange(10)}{rng.choice(_POSTAL_LETTERS)} "
              f"{rng.randrange(10)}{rng.choice(_POSTAL_LETTERS)}{rng.randrange(10)}")  # fmt: skip
    return f"{rng.randrange(10, 9000)}, {rng.choice(_QC_STREETS)}{flat}", f"{town} (Québec) {postal}"


def one_line_address(loc: str, rng: random.Random) -> str:
    """A postal address on one line."""
    return ", ".join(address_lines(loc, rng))


#: Trading names per country, trades per kind of company, and the legal forms around them.
_BRANDS = {"BA": ("Sloga", "Hrast", "Neretva", "Una", "Vrbas", "Drina", "Bistrica", "Trebević", "Jahorina", "Bosna",
                  "Igman", "Sana"),
           "LU": ("Schmit", "Weber", "Wagner", "Hoffmann", "Thill", "Reuter", "Kieffer", "Majerus", "Feller",
                  "Kremer", "Welter", "Goedert"),
           "MT": ("Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard",
                  "Spiteri", "Azzopardi", "Mifsud"),
           "PH": ("Bagong Araw", "Mabuhay", "Pag-asa", "Tanglaw", "Bituin", "Silangan", "Kalinaw", "Dakila",
                  "Sampaguita", "Liwayway", "Bayanihan", "Luzvimin"),
           "QC": ("Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné",
                  "Ouellet", "Pelletier")}  # fmt: skip
_TRADES: dict[str, dict[str, tuple[str, ...]]] = {
    "insurer": {"BA": ("osiguranje",), "LU": ("Assurances",), "MT": ("Insurance",), "PH": ("Insurance",),
                "QC": ("Assurances",)},
    "agent": {"BA": ("upravljanje zgradama", "nekretnine"), "LU": ("Gérance", "Syndic"),
              "MT": ("Property Management", "Estates"), "PH": ("Property Management", "Realty"),
              "QC": ("Gestion immobilière", "Gestion de copropriétés")},
    "build": {"BA": ("gradnja", "građevinar"), "LU": ("Constructions", "Bâtiments"), "MT": ("Construction", "Builders"),
              "PH": ("Construction", "Builders"), "QC": ("Construction", "Rénovation")},
    "arch": {"BA": ("arhitektura", "projekt"), "LU": ("Architectes", "Architecture"), "MT": ("Architects", "Design"),
             "PH": ("Design Studio", "Architects"), "QC": ("Architectes", "Architecture")},
}  # fmt: skip
_FORMS = {"BA": ("{name} {trade} d.o.o.", "{name} {trade} d.d."),
          "LU": ("{trade} {name} S.à r.l.", "{trade} {name} S.A.", "{trade} {name} & Fils S.à r.l."),
          "MT": ("{name} {trade} Ltd", "{name} {trade} Limited", "{name} {trade} p.l.c."),
          "PH": ("{name} {trade} Corporation", "{name} {trade}, Inc.", "{name} {trade} Co."),
          "QC": ("{trade} {name} inc.", "{name} {trade} ltée", "Groupe {name} {trade} inc.")}  # fmt: skip
_COUNTRY = {"bs_BA": "BA", "lb_LU": "LU", "mt_MT": "MT", "fil_PH": "PH", "de_LU": "LU", "fr_QC": "QC"}


def company(loc: str, rng: random.Random, kind: str) -> str:
    """A company of a kind (``insurer``, ``agent``, ``build``, ``arch``) under the country's legal forms."""
    country = _COUNTRY[loc]
    trade, name = rng.choice(_TRADES[kind][country]), rng.choice(_BRANDS[country])
    return rng.choice(_FORMS[country]).format(name=name, trade=trade)


def company_number(loc: str, rng: random.Random) -> str:
    """A company's tax number as the country writes it: the Luxembourg and Maltese VAT numbers with their check
    digits; a Bosnian JIB, a Philippine TIN and a Québec NEQ, whose checks are not published, drawn."""
    country = _COUNTRY[loc]
    if country == "LU":
        return luxembourg_vat(rng)
    if country == "MT":
        return maltese_vat(rng)
    if country == "BA":
        return f"42{rng.randrange(10**11):011d}"
    if country == "PH":
        return _drawn(rng, "###-###-###-000")
    return f"{rng.choice(('11', '22', '33'))}{rng.randrange(10**8):08d}"


def personal_id(loc: str, rng: random.Random, born: date, female: bool) -> str:
    """The number a country identifies a person by on an official form: the Bosnian JMBG, the Luxembourg
    matricule, the Maltese identity card number, the Philippine PhilSys card number (drawn), the Canadian SIN."""
    country = _COUNTRY[loc]
    if country == "BA":
        return bosnian_jmbg(rng, born, female)
    if country == "LU":
        return luxembourg_matricule(rng, born)
    if country == "MT":
        return maltese_id(rng)
    if country == "PH":
        return _drawn(rng, f"{rng.randrange(1, 10)}###-####-####-####")
    return canadian_sin(rng)


def health_number(loc: str, rng: random.Random, given: str, surname: str, born: date, female: bool) -> str:
    """The number a health record files a patient under: the JMBG, the matricule (the social security number in
    Luxembourg), the Maltese identity card number, a PhilHealth number (drawn), the Québec RAMQ number."""
    if loc == "fil_PH":
        return _drawn(rng, f"{rng.choice(('01', '02', '03', '19'))}-#########-#")
    if loc == "fr_QC":
        return quebec_health_number(rng, given, surname, born, female)
    return personal_id(loc, rng, born, female)


_UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _letters(rng: random.Random, n: int, alphabet: str = _UPPER) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def driving_licence(loc: str, rng: random.Random, surname: str) -> str:
    """A driving licence's number in the shape the country prints it, drawn (no check is published): the Maltese
    one is the holder's identity card number, the Philippine one the LTO's office code, year and serial, the
    Québec one starts with the surname's initial."""
    country = _COUNTRY[loc]
    if country == "BA":
        return f"{_letters(rng, 3)}{rng.randrange(10**5, 10**6)}"
    if country == "LU":
        return f"{rng.randrange(10**5, 10**6)}/{rng.randrange(10, 100)}"
    if country == "MT":
        return maltese_id(rng)
    if country == "PH":
        return (
            f"{rng.choice('ABCDEFGHKNR')}{rng.randrange(1, 40):02d}-{rng.randrange(10, 27)}-{rng.randrange(10**6):06d}"
        )
    initial = (_ascii(surname) or "X")[0]
    return f"{initial}{rng.randrange(10**4):04d}-{rng.randrange(10**6):06d}-{rng.randrange(100):02d}"


def plate(loc: str, rng: random.Random) -> str:
    """A number plate as the country issues it (Bosnian plates in the letters Latin and Cyrillic share)."""
    country = _COUNTRY[loc]
    if country == "BA":
        return f"{rng.choice('AEJKMOT')}{rng.randrange(10, 100)}-{rng.choice('AEJKMOT')}-{rng.randrange(100, 1000)}"
    if country == "LU":
        return f"{_letters(rng, 2)} {rng.randrange(1000, 10000)}"
    if country == "MT":
        return f"{_letters(rng, 3)} {rng.randrange(100, 1000)}"
    if country == "PH":
        return f"{_letters(rng, 3)} {rng.randrange(1000, 10000)}"
    if rng.random() < 0.5:
        return f"{_letters(rng, 3)} {rng.randrange(100, 1000)}"
    return f"{rng.randrange(100, 1000)} {_letters(rng, 3)}"


#: Bank codes: Bosnian banks, Luxembourg banks, Maltese banks (their BICs' first four letters); Philippine and
#: Québec account numbers' shapes (every # a drawn digit).
_BA_BANKS = ("129", "134", "141", "154", "161", "338", "555", "562")
_LU_BANKS = ("001", "002", "003", "009", "014", "111")
_MT_BANKS = ("VALL", "MMEB", "APSB", "LOMB")
_ACCOUNTS = {"fil_PH": ("####-####-##", "00##-####-####", "####-###-###"),
             "fr_QC": ("815-#####-#######", "003-#####-#######", "006-#####-#######", "001-#####-#######")}  # fmt: skip


def bank_account(loc: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (Bosnia and Herzegovina with its national check, so always BA39; Luxembourg;
    Malta), or an account number as the country writes it (the Philippines; Québec: institution, transit and
    account; drawn)."""
    country = _COUNTRY[loc]
    if country == "BA":
        stem = f"{rng.choice(_BA_BANKS)}{rng.randrange(1000):03d}{rng.randrange(10**8):08d}"
        return SeededValue("IBAN_CODE", iban("BA", f"{stem}{98 - int(stem + '00') % 97:02d}"))
    if country == "LU":
        return SeededValue("IBAN_CODE", iban("LU", f"{rng.choice(_LU_BANKS)}{rng.randrange(10**13):013d}"))
    if country == "MT":
        bban = f"{rng.choice(_MT_BANKS)}{rng.randrange(10**5):05d}0000000{rng.randrange(10**11):011d}"
        return SeededValue("IBAN_CODE", iban("MT", bban))
    return SeededValue("BANK_ACCOUNT", _drawn(rng, rng.choice(_ACCOUNTS[loc])))


#: How much of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"bs_BA": 2.0, "lb_LU": 1.0, "mt_MT": 1.0, "fil_PH": 60.0, "de_LU": 1.0, "fr_QC": 1.5}


def money(loc: str, cents: int) -> SeededValue:
    """An amount of money, given in cents, as the locale writes it."""
    whole, rest = divmod(cents, 100)
    grouped = f"{whole:,}"
    dotted = grouped.replace(",", ".") + f",{rest:02d}"
    written = {"bs_BA": f"{dotted}\u00a0KM", "lb_LU": f"{dotted}\u00a0€", "de_LU": f"{dotted}\u00a0€",
               "mt_MT": f"€{grouped}.{rest:02d}", "fil_PH": f"₱{grouped}.{rest:02d}",
               "fr_QC": grouped.replace(",", "\u00a0") + f",{rest:02d}\u00a0$"}  # fmt: skip
    return SeededValue("AMOUNT", written[loc])


def _cents(loc: str, rng: random.Random, low: float, high: float) -> int:
    """An amount in cents, ``low``–``high`` units scaled to the country's money."""
    return round(rng.uniform(low, high) * _PER_UNIT[loc] * 100)


def _day(loc: str, day: date) -> str:
    """A date as the locale writes it (Bosnian with a closing dot, Filipino month first, Québec year first)."""
    if loc == "bs_BA":
        return f"{day:%d.%m.%Y}."
    if loc in ("lb_LU", "de_LU"):
        return f"{day:%d.%m.%Y}"
    if loc == "fil_PH":
        return f"{day:%m/%d/%Y}"
    if loc == "fr_QC":
        return day.isoformat()
    return f"{day:%d/%m/%Y}"


def _clock(loc: str, h: int, m: int) -> str:
    """A time of day as the locale writes it (Filipino on a twelve-hour clock, Québec with h)."""
    if loc == "fil_PH":
        return f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if loc == "fr_QC":
        return f"{h} h {m:02d}"
    return f"{h:02d}:{m:02d}"


def _born(rng: random.Random, first: int = 1945, last: int = 2006) -> date:
    return date(rng.randrange(first, last), rng.randrange(1, 13), rng.randrange(1, 29))


#: The day every page is seen on.
_TODAY = date(2026, 12, 5)


# --- The page kinds ----------------------------------------------------------------------------------------


def _driver(loc: str, fake: Faker, rng: random.Random, side: str) -> tuple[str, str, list[SeededValue]]:
    """One vehicle's block of the accident report: the driver's name, the block and its values."""
    given, surname, _ = given_surname(fake, loc, rng)
    name, born, home, tel = f"{given} {surname}", _born(rng, 1950, 2006), one_line_address(loc, rng), phone(loc, rng)
    licence, insurer, policy, car = (
        driving_licence(loc, rng, surname),
        company(loc, rng, "insurer"),
        number(rng, "", 10),
        plate(loc, rng),
    )
    rows = [("driver", name), ("born", _day(loc, born)), ("home", home), ("phone", tel), ("licence", licence),
            ("insurer", insurer), ("policy", policy), ("plate", car), ("car", _t(loc, f"car_{side}"))]  # fmt: skip
    block = f"<div class='party'><h3>{_t(loc, f'vehicle_{side}')}</h3>{_pairs(loc, rows)}</div>"
    values = [SeededValue("PERSON", name), SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("ADDRESS", home),
              SeededValue("PHONE_NUMBER", tel), SeededValue("ID", licence), SeededValue("ORGANIZATION", insurer),
              SeededValue("ID", policy), SeededValue("ID", car)]  # fmt: skip
    return name, block, values


#: Which circumstances are ticked for A and for B.
_TICKS = ((True, False), (False, True), (False, False), (False, False), (True, False))


def _accident(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    report, place = number(rng, "", 7), one_line_address(loc, rng)
    driver_a, block_a, values_a = _driver(loc, fake, rng, "a")
    driver_b, block_b, values_b = _driver(loc, fake, rng, "b")
    witnesses = [[full_name(fake, loc, rng), phone(loc, rng)] for _ in range(2)]
    meta = (f"<p class='meta'>{_c(loc, 'report_no')} <b>{_esc(report)}</b> · {_c(loc, 'when_where')} "
            f"{_day(loc, _TODAY)} {_clock(loc, 17, 25)}, {_esc(place)}</p>")  # fmt: skip
    ticks = "".join(f"<tr><td class='tick'>{'☒' if a else '☐'}</td><td>{_t(loc, f'circ_{k}')}</td>"
                    f"<td class='tick'>{'☒' if b else '☐'}</td></tr>" for k, (a, b) in enumerate(_TICKS))  # fmt: skip
    checks = f"<table class='checks'><tr><th>A</th><th>{_t(loc, 'circumstances')}</th><th>B</th></tr>{ticks}</table>"
    text = _say(loc, "accident_text", a=driver_a, b=driver_b, w=witnesses[0][0])
    sig = "".join(f"<div>{_t(loc, key)}<span class='line'>{_esc(name)}</span></div>"
                  for key, name in (("signature_a", driver_a), ("signature_b", driver_b)))  # fmt: skip
    body = (_nav(loc, "nav_accident") + meta + f"<div class='cols'>{block_a}{checks}{block_b}</div>"
            + f"<h3>{_t(loc, 'witnesses')}</h3>" + _CHROME.table(loc, ("name", "phone"), witnesses)
            + f"<h3>{_t(loc, 'remarks')}</h3><p class='box'>{_esc(text)}</p><div class='sig'>{sig}</div>"
            + f"<div class='small'>{_say(loc, 'accident_small')}</div>"
            + _CHROME.buttons(loc, "sign_send", "add_photos", "draw_sketch"))  # fmt: skip
    values = [SeededValue("ID", report), SeededValue("ADDRESS", place), *values_a, *values_b]
    for name, tel in witnesses:
        values += [SeededValue("PERSON", name), SeededValue("PHONE_NUMBER", tel)]
    return _CHROME.page(loc, _t(loc, "title_accident"), body), values


def _side_line(loc: str, key: str, value: str) -> str:
    return f"<span class='k'>{_t(loc, key)}</span>{_esc(value)}"


def _vaccines(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname, female = given_surname(fake, loc, rng)
    patient, born = f"{given} {surname}", _born(rng, 1945, 2004)
    insured, (first, second) = health_number(loc, rng, given, surname, born, female), address_lines(loc, rng)
    tel, mail = phone(loc, rng), _mailbox(loc, rng, given, surname)
    doctor, contact, contact_tel = full_name(fake, loc, rng), full_name(fake, loc, rng), phone(loc, rng)
    n_given, n_surname, _ = given_surname(fake, loc, rng)
    nurses = [full_name(fake, loc, rng), full_name(fake, loc, rng), f"{n_given} {n_surname}"]
    login = _login(rng, n_given, n_surname)
    side = ("<aside class='side'>" + f"<h3>{_t(loc, 'patient')}</h3><b>{_esc(patient)}</b>"
            + _side_line(loc, "born", _day(loc, born)) + _side_line(loc, "health_no", insured)
            + _side_line(loc, "home", first) + f"<br>{_esc(second)}" + _side_line(loc, "phone", tel)
            + _side_line(loc, "email", mail) + _side_line(loc, "doctor", doctor)
            + _side_line(loc, "emergency", contact) + f"<br>{_esc(contact_tel)}"
            + f"<p class='note'>{_t(loc, 'allergy')}</p></aside>")  # fmt: skip
    rows = []
    for vaccine, dose, day, lot, by, status in _DOSES:
        cells = [_VACCINES[_lang(loc)][vaccine], dose, _day(loc, day), lot, nurses[by] if by >= 0 else "—"]
        rows.append(table_row(cells)[:-5] + f"<td>{_chip(loc, status, f'v_{status}')}</td></tr>")
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("vaccine", "dose", "date", "lot", "given_by", "status"))
    dialog_rows = [("patient", patient), ("vaccine", _VACCINES[_lang(loc)][4]), ("lot", _NEXT_LOT),
                   ("site", _t(loc, "site_value")), ("given_by", nurses[2])]  # fmt: skip
    dialog = (f"<div class='shade'></div><div class='dialog'><h3>{_t(loc, 'record_dose')}</h3>"
              f"{_pairs(loc, dialog_rows)}<p><label><input type='checkbox' checked> {_t(loc, 'consent')}</label></p>"
              f"{_CHROME.buttons(loc, 'save_dose', 'cancel')}</div>")  # fmt: skip
    main = (f"<main><p class='meta'>{_t(loc, 'signed_in')} {_esc(login)}</p>"
            + _tabs(loc, "tab_vax", "tab_allergy", "tab_docs") + f"<table><tr>{head}</tr>{''.join(rows)}</table>"
            + _CHROME.buttons(loc, "book_next", "print_card") + "</main>")  # fmt: skip
    body = _nav(loc, "nav_vax") + f"<div class='layout'>{side}{main}</div>" + dialog
    values = [SeededValue("PERSON", patient), SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("ID", insured),
              SeededValue("ADDRESS", f"{first}, {second}"), SeededValue("PHONE_NUMBER", tel),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("PERSON", doctor), SeededValue("PERSON", contact),
              SeededValue("PHONE_NUMBER", contact_tel), *(SeededValue("PERSON", n) for n in nurses),
              SeededValue("USERNAME", login)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_vax"), body), values


def _assembly(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    building, agent = one_line_address(loc, rng), company(loc, rng, "agent")
    m_given, m_surname, _ = given_surname(fake, loc, rng)
    manager, m_mail, m_tel = f"{m_given} {m_surname}", _mailbox(loc, rng, m_given, m_surname), phone(loc, rng)
    owners = [full_name(fake, loc, rng) for _ in _UNITS]
    proxies = [full_name(fake, loc, rng) for unit in _UNITS if unit[2] == "proxy"]
    chair, secretary = owners[2], owners[4]
    budget, quote = money(loc, _cents(loc, rng, 28000, 60000)), money(loc, _cents(loc, rng, 18000, 45000))
    contractor = company(loc, rng, "build")
    rows: list[str] = []
    held = iter(proxies)
    for (unit, shares, presence), owner in zip(_UNITS, owners, strict=True):
        chip = _chip(loc, presence, f"p_{presence}")
        holder = f" → {_esc(next(held))}" if presence == "proxy" else ""
        rows.append(table_row([unit, owner, str(shares)])[:-5] + f"<td>{chip}{holder}</td></tr>")
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("unit", "owner", "shares", "presence"))
    totals = f"<tr class='total'><td colspan='4'>{_t(loc, 'attendance_total')}</td></tr>"
    resolutions = [_say(loc, "res_0"), _say(loc, "res_1", budget=budget.value),
                   _say(loc, "res_2", contractor=contractor, quote=quote.value), _say(loc, "res_3", agent=agent)]  # fmt: skip
    head_pairs = _pairs(loc, [("building", building), ("agent", agent), ("held_on", _t(loc, "held_value"))])
    sig = "".join(f"<div>{_t(loc, key)}<span class='line'>{_esc(name)}</span></div>"
                  for key, name in (("chair", chair), ("secretary", secretary)))  # fmt: skip
    doc = ("<div class='doc'>" + head_pairs
           + f"<p class='meta'>{_esc(manager)} · {_esc(m_mail)} · {_esc(m_tel)}</p>"
           + f"<p>{_esc(_say(loc, 'assembly_open', chair=chair, secretary=secretary, manager=manager))}</p>"
           + f"<h3>{_t(loc, 'attendance')}</h3><table><tr>{head}</tr>{''.join(rows)}{totals}</table>"
           + f"<h3>{_t(loc, 'resolutions')}</h3><ol class='res'>{''.join(f'<li>{_esc(r)}</li>' for r in resolutions)}</ol>"
           + f"<p>{_esc(_say(loc, 'assembly_other', owner_a=owners[5], owner_b=owners[0], manager=manager))}</p>"
           + f"<div class='sig'>{sig}</div></div>")  # fmt: skip
    body = _nav(loc, "nav_assembly") + doc + _CHROME.buttons(loc, "send_owners", "export_pdf", "edit")
    values = [SeededValue("ADDRESS", building), SeededValue("ORGANIZATION", agent), SeededValue("PERSON", manager),
              SeededValue("EMAIL_ADDRESS", m_mail), SeededValue("PHONE_NUMBER", m_tel),
              *(SeededValue("PERSON", o) for o in owners), *(SeededValue("PERSON", p) for p in proxies), budget,
              SeededValue("ORGANIZATION", contractor), quote]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_assembly"), body), values


def _licence_no(loc: str, rng: random.Random) -> str:
    """A player's licence number with the association (drawn)."""
    prefix = {"bs_BA": "", "lb_LU": "", "mt_MT": "MFA", "fil_PH": "PFF-", "de_LU": "", "fr_QC": "QC-"}[loc]
    return f"{prefix}{rng.randrange(10**6, 10**7)}"


def _match(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    match_no = number(rng, "", 8)
    squads: list[list[tuple[str, str]]] = []
    values = [SeededValue("ID", match_no)]
    for _ in range(2):
        squad = [(full_name(fake, loc, rng, False), _licence_no(loc, rng)) for _ in _SHIRTS[0]]
        squads.append(squad)
        for name, licence in squad:
            values += [SeededValue("PERSON", name), SeededValue("ID", licence)]
    coaches = [full_name(fake, loc, rng, False) for _ in range(2)]
    referee, assistants = full_name(fake, loc, rng), [full_name(fake, loc, rng) for _ in range(2)]
    teams = []
    for side, (key, squad) in enumerate((("home_team", squads[0]), ("away_team", squads[1]))):
        rows = [[str(shirt), name, licence] for shirt, (name, licence) in zip(_SHIRTS[side], squad, strict=True)]
        teams.append(f"<div class='team'><h3>{_t(loc, key)} · {_TEAMS[loc][side]}</h3>"
                     + _CHROME.table(loc, ("shirt", "player", "licence_no"), rows)
                     + f"<p>{_c(loc, 'coach')} {_esc(coaches[side])}</p></div>")  # fmt: skip
    events = "".join(
        f"<div class='event'><span class='min'>{minute}'</span>{_chip(loc, kind, f'ev_{kind}')} "
        f"{_esc(squads[side][row][0])} <span class='meta'>({_TEAMS[loc][side]})</span></div>"
        for minute, kind, side, row in _EVENTS
    )
    officials = _pairs(loc, [("referee", referee), ("assistants", " · ".join(assistants))])
    report = _say(loc, "match_report", player=squads[1][2][0], victim=squads[0][1][0], coach=coaches[1])
    body = (_nav(loc, "nav_match") + f"<p class='meta'>{_c(loc, 'match_no')} <b>{_esc(match_no)}</b> · "
            + f"{_t(loc, 'match_meta')}</p><p class='score'>{_t(loc, 'score')}</p>"
            + f"<div class='cols'>{''.join(teams)}</div><div class='cols'><div class='timeline'>"
            + f"<h3>{_t(loc, 'events')}</h3>{events}</div><div>{officials}<h3>{_t(loc, 'ref_report')}</h3>"
            + f"<p class='box'>{_esc(report)}</p></div></div>"
            + _CHROME.buttons(loc, "confirm_sheet", "add_event", "print"))  # fmt: skip
    values += [*(SeededValue("PERSON", c) for c in coaches), SeededValue("PERSON", referee),
               *(SeededValue("PERSON", a) for a in assistants)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_match"), body), values


def _market(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    others = []
    for _ in _SNIPPET_TIMES:
        given, surname, _ = given_surname(fake, loc, rng)
        others.append(_login(rng, given, surname))
    s_given, s_surname, _ = given_surname(fake, loc, rng)
    seller, seller_login = f"{s_given} {s_surname}", _login(rng, s_given, s_surname)
    b_given, b_surname, _ = given_surname(fake, loc, rng)
    buyer, buyer_login, buyer_mail = (
        f"{b_given} {b_surname}",
        _login(rng, b_given, b_surname),
        _mailbox(loc, rng, b_given, b_surname),
    )
    price = money(loc, _cents(loc, rng, 60, 140))
    deposit = money(loc, _cents(loc, rng, 15, 40))
    tel, addr, account, car = phone(loc, rng), one_line_address(loc, rng), bank_account(loc, rng), plate(loc, rng)
    convos = "".join(
        f"<div><span class='when'>{_clock(loc, h, m)}</span><span class='who'>{_esc(login)}</span>"
        f"<span class='snip'>{snippet}</span></div>"
        for login, snippet, (h, m) in zip(others, _SNIPPETS[_lang(loc)], _SNIPPET_TIMES, strict=True)
    )
    convos = (f"<div class='convos'><div><b>{_t(loc, 'conversations')}</b></div><div class='on'>"
              f"<span class='who'>{_esc(buyer_login)}</span><span class='snip'>{_t(loc, 'item_value')}</span></div>"
              f"{convos}</div>")  # fmt: skip
    listing = (f"<div class='listing'><h3>{_t(loc, 'item_value')}</h3>"
               + _pairs(loc, [("price", price.value), ("seller", seller_login)])
               + f"<p class='meta'>{_t(loc, 'posted')} {_chip(loc, 'ok', 'verified')}</p></div>")  # fmt: skip
    parts = {"tel": tel, "addr": addr, "deposit": deposit.value, "buyer": buyer, "mail": buyer_mail,
             "account": account.value, "seller": seller, "plate": car}  # fmt: skip
    chat = "".join(
        f"<div class='bubble{' me' if who == 'me' else ''}'>{_esc(_say(loc, f'msg_{k}', **parts))}"
        f"<span class='when'>{_esc(seller_login if who == 'me' else buyer_login)} · {_clock(loc, h, m)}</span></div>"
        for k, (who, (h, m)) in enumerate(_CHAT)
    )
    compose = (f"<div class='compose'><input placeholder='{_t(loc, 'write_msg')}'>"
               f"{_CHROME.buttons(loc, 'send', 'mark_sold', 'report_user')}</div>")  # fmt: skip
    main = (f"<main><p class='meta'>{_t(loc, 'signed_in')} {_esc(seller_login)}</p>{listing}"
            f"<div class='chat'>{chat}</div>{compose}<div class='small'>{_say(loc, 'market_small')}</div></main>")  # fmt: skip
    body = _nav(loc, "nav_market") + f"<div class='layout'>{convos}{main}</div>"
    values = [*(SeededValue("USERNAME", o) for o in others), SeededValue("USERNAME", buyer_login),
              SeededValue("USERNAME", seller_login), price, deposit, SeededValue("PHONE_NUMBER", tel),
              SeededValue("ADDRESS", addr), account, SeededValue("PERSON", buyer), SeededValue("EMAIL_ADDRESS", buyer_mail),
              SeededValue("PERSON", seller), SeededValue("ID", car)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_market"), body), values


def _application_no(loc: str, rng: random.Random) -> str:
    """A building permit application's number as the authority files it (drawn)."""
    country = _COUNTRY[loc]
    if country == "BA":
        return f"UP-I-23-{rng.randrange(10**4, 10**5)}/26"
    if country == "LU":
        return f"AUT-2026-{rng.randrange(10**4, 10**5)}"
    if country == "MT":
        return f"PA/{rng.randrange(10**4, 10**5):05d}/26"
    if country == "PH":
        return f"BP-2026-{rng.randrange(10**5, 10**6)}"
    return f"2026-{rng.randrange(10**5, 10**6)}"


def _parcel(loc: str, rng: random.Random) -> str:
    """A parcel's number as the country's land register writes it (drawn)."""
    country = _COUNTRY[loc]
    if country == "BA":
        return f"{rng.randrange(1000, 10000)}/{rng.randrange(1, 40)}"
    if country == "LU":
        return f"{rng.randrange(100, 2000)}/{rng.randrange(1000, 10000)}"
    if country == "MT":
        return f"{rng.randrange(10**4, 10**5)}/{rng.randrange(1995, 2026)}"
    if country == "PH":
        return f"T-{rng.randrange(10**5, 10**6)}"
    return f"{rng.randrange(1, 7)} {rng.randrange(100, 1000)} {rng.randrange(100, 1000)}"


def _permit(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    app_no = _application_no(loc, rng)
    given, surname, female = given_surname(fake, loc, rng)
    applicant, born = f"{given} {surname}", _born(rng, 1955, 2000)
    ident, home, tel = personal_id(loc, rng, born, female), one_line_address(loc, rng), phone(loc, rng)
    mail, parcel, site = _mailbox(loc, rng, given, surname), _parcel(loc, rng), one_line_address(loc, rng)
    architect, reg = full_name(fake, loc, rng), f"{rng.randrange(10**5, 10**6)}"
    firm, builder, builder_no = company(loc, rng, "arch"), company(loc, rng, "build"), company_number(loc, rng)
    officer, neighbour = full_name(fake, loc, rng), full_name(fake, loc, rng)
    cents = [_cents(loc, rng, *span) for span, _ in _FEE_RANGES]
    fees, total = [money(loc, c) for c in cents], money(loc, sum(cents))
    steps = "".join(f"<span>{_t(loc, step)} {_chip(loc, css, f's_{css}')}</span>"
                    for step, css in (("step_submitted", "done"), ("step_complete", "done"), ("step_review", "now"),
                                      ("step_decision", "wait")))  # fmt: skip
    rows = "".join(
        table_row([item, fee.value])[:-5]
        + f"<td>{_chip(loc, 'paid' if paid else 'unpaid', 'f_paid' if paid else 'f_unpaid')}</td></tr>"
        for item, fee, (_, paid) in zip(_FEES[_lang(loc)], fees, _FEE_RANGES, strict=True)
    )
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("fee_item", "amount", "status"))
    fee_table = (f"<table><tr>{head}</tr>{rows}<tr class='total'><td>{_t(loc, 'total')}</td>"
                 f"<td>{_esc(total.value)}</td><td></td></tr></table>")  # fmt: skip
    comments = "".join(
        f"<div class='msg'><span class='who'>{_esc(who)}</span><span class='when'>{_t(loc, role)} · {_day(loc, day)} "
        f"{_clock(loc, h, m)}</span><p>{_esc(_say(loc, f'review_{k}', neighbour=neighbour, firm=firm))}</p></div>"
        for k, (who, role, day, (h, m)) in enumerate(((officer, "officer", date(2026, 11, 26), (10, 5)),
                                                     (architect, "architect", date(2026, 12, 2), (16, 48))))
    )  # fmt: skip
    blocks = (("applicant", [("name", applicant), ("id_no", ident), ("home", home), ("phone", tel), ("email", mail)]),
              ("site_h", [("parcel", parcel), ("site_addr", site), ("works", _t(loc, "works_value"))]),
              ("team", [("architect", architect), ("architect_reg", reg), ("arch_firm", firm),
                        ("contractor", builder), ("firm_no", builder_no)]))  # fmt: skip
    forms = "".join(f"<div class='party'><h3>{_t(loc, key)}</h3>{_pairs(loc, rows)}</div>" for key, rows in blocks)
    forms = f"<div class='cols'>{forms}</div>"
    body = (_nav(loc, "nav_permit") + f"<p class='meta'>{_c(loc, 'app_no')} <b>{_esc(app_no)}</b></p>"
            + _tabs(loc, "tab_summary", "tab_plans", "tab_fees", "tab_docs") + f"<div class='stepper'>{steps}</div>"
            + forms + f"<div class='cols'><div><h3>{_t(loc, 'tab_fees')}</h3>{fee_table}</div>"
            + f"<div><h3>{_t(loc, 'comments')}</h3>{comments}</div></div>"
            + f"<div class='small'>{_say(loc, 'permit_small')}</div>"
            + _CHROME.buttons(loc, "upload", "pay_fees", "withdraw"))  # fmt: skip
    values = [SeededValue("ID", app_no), SeededValue("PERSON", applicant), SeededValue("ID", ident),
              SeededValue("ADDRESS", home), SeededValue("PHONE_NUMBER", tel), SeededValue("EMAIL_ADDRESS", mail),
              SeededValue("ID", parcel), SeededValue("ADDRESS", site), SeededValue("PERSON", architect),
              SeededValue("ID", reg), SeededValue("ORGANIZATION", firm), SeededValue("ORGANIZATION", builder),
              SeededValue("ID", builder_no), *fees, total, SeededValue("PERSON", officer),
              SeededValue("PERSON", neighbour)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_permit"), body), values


class SyntheticKindsDec18Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec18"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"accident": _accident, "vaccines": _vaccines, "assembly": _assembly,
                                               "match": _match, "market": _market, "permit": _permit}  # fmt: skip
    button_keys = _BUTTON_KEYS
