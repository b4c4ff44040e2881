"""Page kinds written for the dec16 split, apart from the redactor and before its run.

Six kinds no split had before — a car-rental fleet's return inspection (a form of labels and values beside a
table of extra charges, damage notes in a paragraph naming the renter, a signature block), a pharmacy's
prescription queue (a table with status chips under tabs and a search box), a municipality's procurement bids
(one card per bidding company, under a sort dropdown), a school trip's consent list (a table of pupils and
their guardians under the teacher and the class, with totals), a gym's member profile (a profile card beside
a table of visits, and a notes box naming the trainer) and a parcel's customs declaration (sender and
addressee blocks, a table of goods, the declarant, small print) — each with its chrome in the dataset's
language (Belgian French, Liechtenstein German, Canadian English, Spanish of Catalonia, Irish, Swahili; the
Irish pages are in the Irish language and the Swahili pages are Kenyan), seeded with Faker data and values
written here where Faker has none for the country (addresses, phone numbers and mail boxes as each country
writes them; Liechtenstein given names; Irish names with their men's and women's surname forms; companies
under each country's legal forms; national ID numbers — Belgian national register number with its mod-97
digits, Canadian SIN with its Luhn digit, Spanish DNI and NIE with their mod-23 letter, Irish PPS number with
its mod-23 letter, a Liechtenstein identity card number and a Kenyan ID number, whose check rules are not
published and are drawn —, business numbers — Belgian enterprise number with its mod-97 digits, Canadian
business number with its Luhn digit, Spanish CIF with its control digit, Irish VAT number with its mod-23
letter, a Liechtenstein commercial register number and a Kenyan KRA PIN, drawn —, driving licences —
Ontario's with the holder's surname initial and birth date, the Spanish one being the DNI, the others drawn
—, health insurance numbers — the Belgian national number, a Liechtenstein insurance card number with its
ISO 7812 Luhn digit, an Ontario health number with its Luhn digit, a Catalan CIP made of the surnames, sex and
birth date with a drawn last digit, the Irish PPS number, a Kenyan SHA number, drawn —, IBANs with their
check digits for Belgium (and its national check), Liechtenstein, Spain (and its two CCC digits) and Ireland,
Canadian and Kenyan bank accounts, parcel numbers with their UPU S10 digit, number plates, amounts and dates
of birth as each country writes them). What names no one — medicines and dosages, allergies, goods and their
tariff codes, visits to the gym's branches, tender remarks, the car's mileage — is the same on every dataset,
so it counts as the page's own text. Every page is served on loopback and rendered in Chromium like any web
app, labelled by differential rendering like the real apps. The pages' words are written here, not taken from
any vocabulary the redactor reads.
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
    "SyntheticKindsDec16Adapter",
    "address_lines",
    "bank_account",
    "be_enterprise_number",
    "be_national_number",
    "canadian_bn",
    "catalan_cip",
    "company",
    "company_number",
    "driving_licence",
    "health_number",
    "iban",
    "irish_pps",
    "irish_vat",
    "li_insurance_card",
    "money",
    "ontario_health_number",
    "personal_id",
    "phone",
    "plate",
    "s10_parcel_number",
    "sin",
    "spanish_cif",
    "spanish_dni",
    "spanish_iban",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("fr_BE", "de_LI", "en_CA", "es_CA", "ga_IE", "sw")
_LANGS = ("en", "fr", "de", "es", "ga", "sw")
#: Chrome per language, in the order of ``_LANGS`` (English is Canadian English, French Belgian, German as
#: Liechtenstein writes it, with ss for ß, Spanish as Catalonia writes it, Irish, Kenyan Swahili). A navigation
#: bar is one key: the site's name, then its links, split at "|".
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "phone": ("Phone", "GSM / Tél.", "Telefon", "Teléfono", "Fón", "Simu"),
    "email": ("Email", "Courriel", "E-Mail", "Correo electrónico", "Ríomhphost", "Barua pepe"),
    "home": ("Home Address", "Domicile", "Wohnadresse", "Domicilio", "Seoladh Baile", "Anwani ya Makazi"),
    "born": ("Date of Birth", "Date de naissance", "Geburtsdatum", "Fecha de nacimiento", "Dáta Breithe",
             "Tarehe ya Kuzaliwa"),
    "amount": ("Amount", "Montant", "Betrag", "Importe", "Méid", "Kiasi"),
    "signed_in": ("Signed in as", "Connecté :", "Angemeldet:", "Sesión iniciada:", "Logáilte isteach:",
                  "Umeingia kama"),
    # A car-rental fleet's return inspection.
    "nav_fleet": ("NorthStar Car & Truck Rental|Reservations|Returns|Fleet|Damage Log|Reports",
                  "Autolocation Meuse|Réservations|Retours|Parc automobile|Sinistres|Rapports",
                  "Rheintal Autovermietung|Reservationen|Rücknahmen|Fahrzeugpark|Schadenfälle|Auswertungen",
                  "AutoLloguer Mediterrani|Reservas|Devoluciones|Flota|Partes de daños|Informes",
                  "Carranna ar Cíos an Iarthair|Áirithintí|Carranna ar Ais|Feithiclí|Damáiste|Tuarascálacha",
                  "Pwani Car Hire|Oda|Marejesho|Magari Yetu|Uharibifu|Ripoti"),
    "title_fleet": ("Vehicle Return Inspection", "État des lieux au retour du véhicule",
                    "Fahrzeugrücknahme – Protokoll", "Revisión del vehículo a la devolución",
                    "Iniúchadh ar Fheithicil a Tugadh ar Ais", "Ukaguzi wa Gari Linaporejeshwa"),
    "agreement": ("Rental Agreement #", "Contrat de location n°", "Mietvertrag Nr.", "N.º de contrato",
                  "Uimhir an Chonartha Cíosa", "Nambari ya Mkataba"),
    "returned": ("Returned", "Restitué le", "Zurückgegeben am", "Devuelto el", "Tugtha ar ais",
                 "Tarehe ya Kurejeshwa"),
    "renter": ("Renter", "Locataire", "Mieter/in", "Arrendatario/a", "Cíosaí", "Mteja"),
    "licence": ("Driver's Licence #", "N° du permis de conduire", "Führerausweis-Nr.", "Permiso de conducir n.º",
                "Uimhir an Cheadúnais Tiomána", "Nambari ya Leseni ya Udereva"),
    "plate": ("Licence Plate", "Plaque d'immatriculation", "Kontrollschild", "Matrícula", "Uimhir Chláraithe",
              "Nambari ya Usajili"),
    "vehicle": ("Vehicle", "Véhicule", "Fahrzeug", "Vehículo", "Feithicil", "Gari"),
    "vehicle_value": ("Toyota RAV4 Hybrid · White", "Toyota RAV4 Hybride · Blanc", "Toyota RAV4 Hybrid · Weiss",
                      "Toyota RAV4 Híbrido · Blanco", "Toyota RAV4 Hibrideach · Bán", "Toyota RAV4 Hybrid · Nyeupe"),
    "odometer": ("Odometer Out / In", "Kilométrage départ / retour", "Kilometerstand Abgabe / Rücknahme",
                 "Kilometraje salida / llegada", "Odaiméadar Amach / Isteach", "Kilomita Kutoka / Kurudi"),
    "odometer_value": ("41,208 km / 42,377 km", "41 208 km / 42 377 km", "41'208 km / 42'377 km",
                       "41.208 km / 42.377 km", "41,208 km / 42,377 km", "km 41,208 / km 42,377"),
    "fuel": ("Fuel Level", "Niveau de carburant", "Tankinhalt", "Nivel de combustible", "Leibhéal Breosla",
             "Kiwango cha Mafuta"),
    "fuel_value": ("1/4 tank (full at pickup)", "1/4 (plein au départ)", "1/4 (bei Abgabe voll)",
                   "1/4 (lleno a la salida)", "1/4 (lán ag an tús)", "1/4 (lilitoka likiwa limejaa)"),
    "damage": ("Damage Notes", "Constat des dégâts", "Schadenbeschreibung", "Descripción de daños",
               "Nótaí faoin Damáiste", "Maelezo ya Uharibifu"),
    "charges": ("Additional Charges", "Frais supplémentaires", "Zusatzkosten", "Cargos adicionales",
                "Táillí Breise", "Gharama za Ziada"),
    "charge_item": ("Item", "Poste", "Position", "Partida", "Mír", "Maelezo"),
    "ch_fuel": ("Refuelling service (45 L)", "Complément de carburant (45 L)", "Nachtanken (45 L)",
                "Repostaje (45 L)", "Athbhreoslú (45 L)", "Kujaza mafuta (lita 45)"),
    "ch_km": ("Excess kilometres (169 km)", "Kilomètres supplémentaires (169 km)", "Mehrkilometer (169 km)",
              "Kilómetros adicionales (169 km)", "Ciliméadair bhreise (169 km)", "Kilomita za ziada (km 169)"),
    "ch_clean": ("Interior cleaning (pet hair)", "Nettoyage intérieur (poils d'animaux)",
                 "Innenreinigung (Tierhaare)", "Limpieza interior (pelo de animal)",
                 "Glanadh taobh istigh (fionnadh peataí)", "Usafishaji wa ndani (manyoya ya mnyama)"),
    "ch_bumper": ("Rear bumper repair (deductible)", "Réparation du pare-chocs arrière (franchise)",
                  "Reparatur Stossstange hinten (Selbstbehalt)", "Reparación del paragolpes trasero (franquicia)",
                  "Deisiú ar an tuairteoir cúil (barrachas)", "Kurekebisha bampa ya nyuma (sehemu ya mteja)"),
    "total_due": ("Total Due", "Total à régler", "Total zu bezahlen", "Total a pagar", "Iomlán le hÍoc",
                  "Jumla ya Kulipa"),
    "sign_renter": ("Renter's Signature", "Signature du locataire", "Unterschrift Mieter/in",
                    "Firma del arrendatario/a", "Síniú an Chíosaí", "Sahihi ya Mteja"),
    "inspected_by": ("Inspected By", "Contrôlé par", "Geprüft durch", "Revisado por", "Iniúchta ag",
                     "Imekaguliwa na"),
    "signed_pad": ("(signed on tablet)", "(signé sur tablette)", "(auf dem Tablet unterschrieben)",
                   "(firmado en la tableta)", "(sínithe ar an táibléad)", "(amesaini kwenye tableti)"),
    "close_rental": ("Close Rental", "Clôturer le contrat", "Vertrag abschliessen", "Cerrar el contrato",
                     "Dún an Conradh", "Funga Mkataba"),
    "add_photos": ("Add Damage Photos", "Ajouter des photos", "Schadenfotos hochladen", "Añadir fotos",
                   "Cuir Grianghraif Leis", "Ongeza Picha"),
    "print_receipt": ("Print Receipt", "Imprimer le reçu", "Quittung drucken", "Imprimir recibo",
                      "Priontáil Admháil", "Chapisha Risiti"),
    # A pharmacy's prescription queue.
    "nav_pharmacy": ("RxFlow Dispensary|Queue|Patients|Drug Inventory|Third-Party Billing|Settings",
                     "Officine+|File d'attente|Patients|Stock|Tarification|Paramètres",
                     "ApoDesk|Rezepte|Kundschaft|Lager|Krankenkassen|Einstellungen",
                     "Receta Electrónica — Dispensación|Cola|Pacientes|Existencias|Facturación|Ajustes",
                     "Oideas Ar Líne|Scuaine|Othair|Stoc|Éilimh|Socruithe",
                     "Mfumo wa Famasia|Foleni|Wagonjwa|Stoo|Madai ya Bima|Mipangilio"),
    "title_pharmacy": ("Prescription Queue", "Ordonnances à traiter", "Offene Rezepte", "Cola de recetas",
                       "Scuaine Oideas", "Foleni ya Maagizo ya Dawa"),
    "pharmacy": ("Pharmacy", "Officine", "Apotheke", "Farmacia", "Cógaslann", "Famasia"),
    "on_duty": ("Pharmacist on Duty", "Pharmacien(ne) responsable", "Verantwortliche/r Apotheker/in",
                "Farmacéutico/a de turno", "Cógaiseoir ar Dualgas", "Mfamasia wa Zamu"),
    "tab_fill": ("To Fill (8)", "À préparer (8)", "Zu richten (8)", "Por preparar (8)", "Le hUllmhú (8)",
                 "Za Kuandaa (8)"),
    "tab_ready": ("Ready for Pickup (5)", "Prêtes à retirer (5)", "Abholbereit (5)", "Listas para recoger (5)",
                  "Réidh le Bailiú (5)", "Tayari Kuchukuliwa (5)"),
    "tab_done": ("Picked Up Today (23)", "Délivrées aujourd'hui (23)", "Heute abgegeben (23)",
                 "Dispensadas hoy (23)", "Bailithe Inniu (23)", "Zilizochukuliwa Leo (23)"),
    "tab_hold": ("On Hold (2)", "En suspens (2)", "Zurückgestellt (2)", "En espera (2)", "Ar Fionraí (2)",
                 "Zimesimamishwa (2)"),
    "search_rx": ("Search patient, birth date or Rx #", "Rechercher un patient ou une ordonnance",
                  "Name, Geburtsdatum oder Rezept-Nr.", "Buscar paciente, fecha de nacimiento o receta",
                  "Cuardaigh othar nó uimhir oidis", "Tafuta mgonjwa au nambari ya agizo"),
    "patient": ("Patient", "Patient(e)", "Patient/in", "Paciente", "Othar", "Mgonjwa"),
    "prescriber": ("Prescriber", "Prescripteur", "Verordnet von", "Médico prescriptor", "Oideasóir",
                   "Daktari Aliyeandika"),
    "medicine": ("Medication", "Médicament", "Arzneimittel", "Medicamento", "Cógas", "Dawa"),
    "directions": ("Directions", "Posologie", "Dosierung", "Pauta", "Treoracha", "Matumizi"),
    "health_no": ("OHIP #", "NISS", "Versichertenkarte", "CIP (TSI)", "Uimh. UPSP", "Nambari ya SHA"),
    "status": ("Status", "Statut", "Status", "Estado", "Stádas", "Hali"),
    "st_new": ("New", "Nouvelle", "Neu", "Nueva", "Nua", "Mpya"),
    "st_filling": ("Filling", "En préparation", "In Arbeit", "Preparando", "Á hUllmhú", "Inaandaliwa"),
    "st_check": ("Pharmacist Check", "Contrôle pharmacien", "Kontrolle Apotheke", "Validación farmacéutica",
                 "Seiceáil Cógaiseora", "Ukaguzi wa Mfamasia"),
    "st_coverage": ("Awaiting Coverage", "Attente mutuelle", "Kostengutsprache offen", "Pendiente de visado",
                    "Ag Fanacht ar Chlúdach", "Inasubiri Bima"),
    "st_backorder": ("Back-ordered", "En rupture", "Nicht lieferbar", "Sin existencias", "As Stoc", "Haipo Stoo"),
    "new_rx": ("Enter New Rx", "Nouvelle ordonnance", "Rezept erfassen", "Nueva receta", "Oideas Nua",
               "Agizo Jipya"),
    "refresh": ("Refresh Queue", "Actualiser la file", "Liste aktualisieren", "Actualizar la cola",
                "Athnuaigh an Scuaine", "Onyesha Upya"),
    "print_labels": ("Print Labels", "Imprimer les étiquettes", "Etiketten drucken", "Imprimir etiquetas",
                     "Priontáil Lipéid", "Chapisha Lebo"),
    # A municipality's procurement bids.
    "nav_tenders": ("City of Kingston — Procurement|Open Calls|Bids Received|Awards|Supplier Registry|Help",
                    "Ville de Namur — Marchés publics|Appels en cours|Offres reçues|Attributions|Fournisseurs|Aide",
                    "Gemeinde Schaan — Beschaffungswesen|Ausschreibungen|Eingegangene Angebote|Zuschläge|"
                    "Anbieterregister|Hilfe",
                    "Ajuntament de Girona — Contratación|Licitaciones abiertas|Ofertas recibidas|Adjudicaciones|"
                    "Registro de licitadores|Ayuda",
                    "Comhairle Contae na Gaillimhe — Soláthar|Glaonna Oscailte|Tairiscintí Faighte|Dámhachtainí|"
                    "Clár Soláthraithe|Cabhair",
                    "Serikali ya Kaunti ya Nakuru — Ununuzi|Zabuni Zilizo Wazi|Zabuni Zilizopokelewa|Tuzo|"
                    "Sajili ya Wazabuni|Msaada"),
    "title_tenders": ("Bids Received", "Offres reçues", "Eingegangene Angebote", "Ofertas recibidas",
                      "Tairiscintí a Fuarthas", "Zabuni Zilizopokelewa"),
    "tender_line": ("Tender 2025-114 · Resurfacing of municipal roads, Lot 2 · Closed December 1, 2025, 2:00 p.m. "
                    "· 6 bids",
                    "Marché 2025-114 · Réfection de voiries communales, lot 2 · Clôture le 01/12/2025 à 14h00 "
                    "· 6 offres",
                    "Ausschreibung 2025-114 · Sanierung Gemeindestrassen, Los 2 · Eingabefrist 01.12.2025, "
                    "14.00 Uhr · 6 Angebote",
                    "Expediente 2025-114 · Repavimentación de calles municipales, lote 2 · Cierre: 01/12/2025, "
                    "14:00 h · 6 ofertas",
                    "Tairiscint 2025-114 · Athdhromchlú bóithre áitiúla, Baisc 2 · Dúnta 1 Nollaig 2025, 14:00 "
                    "· 6 thairiscint",
                    "Zabuni Na. 2025-114 · Ukarabati wa barabara za mitaa, Kifurushi 2 · Ilifungwa 01/12/2025, "
                    "saa 8:00 mchana · zabuni 6"),
    "sort_by": ("Sort by", "Trier par", "Sortieren nach", "Ordenar por", "Sórtáil de réir", "Panga kwa"),
    "sort_amount": ("Bid amount (low to high)", "Montant (croissant)", "Angebotssumme (aufsteigend)",
                    "Importe (de menor a mayor)", "Méid (ó íseal go hard)", "Kiasi (kidogo hadi kikubwa)"),
    "sort_time": ("Time received", "Heure de dépôt", "Eingangszeit", "Hora de presentación", "Am faighte",
                  "Muda wa kupokelewa"),
    "sort_name": ("Company name", "Nom de la société", "Firmenname", "Nombre de la empresa",
                  "Ainm an chomhlachta", "Jina la kampuni"),
    "reg_no": ("Business Number", "N° d'entreprise (BCE)", "Handelsregister-Nr.", "NIF", "Uimhir CBL", "PIN ya KRA"),
    "contact": ("Contact", "Personne de contact", "Ansprechperson", "Persona de contacto", "Duine Teagmhála",
                "Mtu wa Kuwasiliana"),
    "bid": ("Bid (excl. HST)", "Offre (HTVA)", "Angebot (exkl. MWST)", "Oferta (IVA excl.)", "Tairiscint (gan CBL)",
            "Zabuni (bila VAT)"),
    "remark": ("Evaluator's note", "Remarque", "Bemerkung", "Observación", "Nóta", "Maoni"),
    "officer": ("Procurement Officer", "Agent traitant", "Sachbearbeiter/in", "Técnico/a responsable",
                "Oifigeach Soláthair", "Afisa Ununuzi"),
    "compare": ("Compare Bids", "Comparer les offres", "Angebote vergleichen", "Comparar ofertas",
                "Cuir i gComparáid", "Linganisha Zabuni"),
    "award": ("Recommend Award", "Proposer l'attribution", "Zuschlag beantragen", "Proponer adjudicación",
              "Mol Dámhachtain", "Pendekeza Mshindi"),
    "export_record": ("Export Opening Record", "Exporter le PV d'ouverture", "Öffnungsprotokoll exportieren",
                      "Exportar acta de apertura", "Easpórtáil Taifead an Oscailte", "Pakua Kumbukumbu za Ufunguzi"),
    # A school trip's consent list.
    "nav_school": ("Maple Ridge Public School — Staff|Attendance|Classes|Trips & Events|Forms|Messages",
                   "École communale des Tilleuls — Espace enseignants|Présences|Classes|Sorties|Documents|Messages",
                   "Primarschule Schaan — Lehrpersonen|Absenzen|Klassen|Ausflüge|Formulare|Mitteilungen",
                   "Escola Pública Montseny — Profesorado|Asistencia|Grupos|Salidas|Autorizaciones|Mensajes",
                   "Gaelscoil na Mara — Foireann|Tinreamh|Ranganna|Turais|Foirmeacha|Teachtaireachtaí",
                   "Shule ya Msingi Uhuru — Walimu|Mahudhurio|Madarasa|Safari za Kimasomo|Fomu|Ujumbe"),
    "title_school": ("Field Trip Consent List", "Autorisations parentales — excursion",
                     "Einverständniserklärungen Schulausflug", "Autorizaciones para la salida escolar",
                     "Liosta Ceada don Turas Scoile", "Orodha ya Ridhaa za Safari ya Shule"),
    "teacher": ("Homeroom Teacher", "Titulaire", "Klassenlehrperson", "Tutor/a", "Múinteoir Ranga",
                "Mwalimu wa Darasa"),
    "class": ("Class", "Classe", "Klasse", "Grupo", "Rang", "Darasa"),
    "class_value": ("Grade 4 – Room 12", "4e primaire B", "4b", "4.º B de Primaria", "Rang a Ceathair",
                    "Darasa la Nne B"),
    "trip_line": ("Trip: Canadian Museum of Nature, Ottawa · Thursday, December 11, 2025 · bus leaves 8:15 a.m.",
                  "Sortie : Muséum des Sciences naturelles, Bruxelles · jeudi 11/12/2025 · départ du car à 8h15",
                  "Ausflug: Landesmuseum Vaduz · Donnerstag, 11.12.2025 · Abfahrt Bus 8.15 Uhr",
                  "Salida: CosmoCaixa Barcelona · jueves 11/12/2025 · salida del autocar a las 8:15",
                  "Turas: Músaem Stair an Dúlra, Baile Átha Cliath · Déardaoin 11 Nollaig 2025 · fágann an bus "
                  "ag 8:15",
                  "Safari: Makumbusho ya Taifa, Nairobi · Alhamisi 11/12/2025 · basi linaondoka saa 2:15 asubuhi"),
    "pupil": ("Student", "Élève", "Schüler/in", "Alumno/a", "Dalta", "Mwanafunzi"),
    "guardian": ("Parent / Guardian", "Responsable légal", "Erziehungsberechtigte/r", "Padre, madre o tutor",
                 "Tuismitheoir / Caomhnóir", "Mzazi / Mlezi"),
    "guardian_phone": ("Guardian Phone", "Tél. du responsable", "Telefon Eltern", "Teléfono de contacto",
                       "Fón an Tuismitheora", "Simu ya Mzazi"),
    "allergies": ("Allergies / Medical", "Allergies", "Allergien", "Alergias", "Ailléirgí", "Mzio"),
    "pickup": ("Pick-up Address", "Adresse de reprise", "Abholadresse", "Dirección de recogida",
               "Seoladh Bailithe", "Anwani ya Kuchukuliwa"),
    "consent": ("Consent", "Autorisation", "Einverständnis", "Autorización", "Cead", "Ridhaa"),
    "consent_yes": ("Signed", "Signée", "Unterschrieben", "Firmada", "Sínithe", "Imesainiwa"),
    "consent_no": ("Not returned", "Non rendue", "Ausstehend", "Pendiente", "Gan filleadh", "Haijarudishwa"),
    "school_totals": ("8 students · 6 forms signed · 2 outstanding · 5 with medical notes",
                      "8 élèves · 6 autorisations signées · 2 manquantes · 5 avec remarques médicales",
                      "8 Kinder · 6 unterschrieben · 2 ausstehend · 5 mit medizinischen Hinweisen",
                      "8 alumnos · 6 autorizaciones firmadas · 2 pendientes · 5 con observaciones médicas",
                      "8 ndalta · 6 fhoirm sínithe · 2 gan filleadh · 5 le nótaí leighis",
                      "Wanafunzi 8 · fomu 6 zimesainiwa · 2 hazijarudishwa · 5 wana maelezo ya kiafya"),
    "remind": ("Remind Missing Parents", "Relancer les parents", "Eltern erinnern", "Enviar recordatorio",
               "Cuir Meabhrúchán", "Tuma Ukumbusho"),
    "print_bus": ("Print for Bus", "Imprimer pour le car", "Liste für den Bus drucken", "Imprimir para el autocar",
                  "Priontáil don Bhus", "Chapisha kwa Basi"),
    # A gym's member profile.
    "nav_gym": ("PeakFit Clubs — Front Desk|Check-in|Members|Classes|Billing|Reports",
                "Vitalis Fitness|Accueil|Membres|Cours collectifs|Domiciliations|Statistiques",
                "Fitnesspark Rhein|Check-in|Mitglieder|Kurse|Lastschriften|Auswertungen",
                "Gimnàs Blau|Recepción|Socios|Clases dirigidas|Recibos|Informes",
                "Club Aclaíochta an Chladaigh|Clárú Isteach|Baill|Ranganna|Billeáil|Tuairiscí",
                "Klabu ya Mazoezi Kilele|Mapokezi|Wanachama|Madarasa|Malipo|Ripoti"),
    "title_gym": ("Member Profile", "Fiche membre", "Mitgliederprofil", "Ficha del socio", "Próifíl Bhall",
                  "Taarifa za Mwanachama"),
    "member_no": ("Member #", "N° de membre", "Mitglied-Nr.", "N.º de socio", "Uimhir Bhallraíochta",
                  "Nambari ya Uanachama"),
    "plan": ("Plan", "Formule", "Abo", "Cuota", "Plean", "Kifurushi"),
    "plan_value": ("All-Clubs Monthly", "Premium tous clubs", "Jahresabo alle Standorte", "Total — todos los centros",
                   "Míosúil — gach club", "Kila mwezi — klabu zote"),
    "joined": ("Member Since", "Membre depuis", "Mitglied seit", "Socio desde", "Ball ó", "Mwanachama tangu"),
    "fee": ("Monthly Fee", "Mensualité", "Monatsbeitrag", "Cuota mensual", "Táille Mhíosúil", "Ada ya Mwezi"),
    "debit": ("Pre-authorized Debit Account", "Compte de domiciliation", "Konto für Lastschrift",
              "Cuenta de domiciliación", "Cuntas Dochair Dhírigh", "Akaunti ya Makato"),
    "mandate": ("PAD Agreement ID", "Référence du mandat", "Mandatsreferenz", "Referencia del mandato",
                "Tagairt an tSainordaithe", "Nambari ya Idhini ya Makato"),
    "key_tag": ("Key Tag", "Badge", "Badge-Nr.", "Tarjeta de acceso", "Clib Iontrála", "Kadi ya Kuingia"),
    "app_login": ("App Username", "Identifiant appli", "App-Benutzername", "Usuario de la app",
                  "Ainm Úsáideora na hAipe", "Jina la Mtumiaji wa Programu"),
    "visits": ("Recent Visits", "Dernières visites", "Letzte Besuche", "Últimas visitas", "Cuairteanna le Déanaí",
               "Ziara za Hivi Karibuni"),
    "visit_day": ("Date", "Date", "Datum", "Fecha", "Dáta", "Tarehe"),
    "visit_in": ("Check-in", "Arrivée", "Eintritt", "Entrada", "Isteach", "Kuingia"),
    "branch": ("Club", "Club", "Standort", "Centro", "Club", "Tawi"),
    "activity": ("Activity", "Activité", "Aktivität", "Actividad", "Gníomhaíocht", "Shughuli"),
    "staff_notes": ("Staff Notes", "Notes internes", "Interne Notizen", "Notas del personal", "Nótaí Foirne",
                    "Maelezo ya Wafanyakazi"),
    "freeze": ("Freeze Membership", "Suspendre l'abonnement", "Abo pausieren", "Congelar la cuota",
               "Reoigh an Bhallraíocht", "Sitisha Uanachama"),
    "edit_profile": ("Edit Profile", "Modifier la fiche", "Profil bearbeiten", "Editar ficha",
                     "Cuir an Phróifíl in Eagar", "Hariri Taarifa"),
    "new_tag": ("Issue New Key Tag", "Nouveau badge", "Neuen Badge ausstellen", "Nueva tarjeta de acceso",
                "Clib Nua", "Toa Kadi Mpya"),
    # A parcel's customs declaration.
    "nav_customs": ("Cross-Border Parcel Declarations|My Shipments|New Declaration|Duties & Taxes|Help",
                    "Déclarations douanières en ligne|Mes envois|Nouvelle déclaration|Droits et taxes|Aide",
                    "Zollanmeldung Postsendungen|Sendungen|Neue Anmeldung|Abgaben|Hilfe",
                    "Declaración aduanera de envíos|Mis envíos|Nueva declaración|Aranceles e impuestos|Ayuda",
                    "Dearbhú Custaim ar Bheartanna|Mo Bheartanna|Dearbhú Nua|Dleachtanna agus Cánacha|Cabhair",
                    "Tamko la Forodha la Vifurushi|Vifurushi Vyangu|Tamko Jipya|Ushuru na Kodi|Msaada"),
    "title_customs": ("Customs Declaration (CN23)", "Déclaration en douane CN23", "Zollinhaltserklärung CN23",
                      "Declaración de aduana CN23", "Dearbhú Custaim CN23", "Tamko la Forodha CN23"),
    "decl_no": ("Declaration No.", "N° de déclaration", "Anmeldenummer", "N.º de declaración",
                "Uimhir an Dearbhaithe", "Nambari ya Tamko"),
    "item_no": ("Item ID", "N° de l'envoi", "Sendungsnummer", "N.º de envío", "Uimhir an Bhirt",
                "Nambari ya Kifurushi"),
    "origin": ("Country of Origin: Canada", "Pays d'origine : Belgique", "Ursprungsland: Liechtenstein",
               "País de origen: España", "Tír Thionscnaimh: Éire", "Nchi ya Asili: Kenya"),
    "from_party": ("From (Sender)", "De (expéditeur)", "Absender", "Remite", "Ó (Seoltóir)", "Kutoka (Mtumaji)"),
    "to_party": ("To (Addressee)", "À (destinataire)", "Empfänger/in", "Consignatario", "Chuig (Faighteoir)",
                 "Kwa (Mpokeaji)"),
    "firm_tax": ("BN (import/export)", "N° TVA", "Handelsregister-Nr.", "NIF", "Uimh. CBL", "PIN ya KRA"),
    "person_id": ("SIN", "N° de registre national", "Identitätskarte Nr.", "DNI/NIE", "Uimh. UPSP",
                  "Nambari ya Kitambulisho"),
    "cat_gift": ("Gift", "Cadeau", "Geschenk", "Regalo", "Bronntanas", "Zawadi"),
    "cat_sale": ("Sale of goods", "Vente de marchandises", "Warenverkauf", "Venta de mercancías", "Díol earraí",
                 "Mauzo ya bidhaa"),
    "cat_sample": ("Commercial sample", "Échantillon commercial", "Warenmuster", "Muestra comercial",
                   "Sampla tráchtála", "Sampuli ya biashara"),
    "cat_return": ("Returned goods", "Retour de marchandise", "Rücksendung", "Devolución de mercancía",
                   "Earraí curtha ar ais", "Bidhaa zilizorejeshwa"),
    "goods": ("Description of Contents", "Description du contenu", "Warenbezeichnung", "Descripción del contenido",
              "Cur Síos ar an Ábhar", "Maelezo ya Bidhaa"),
    "hs_code": ("HS Tariff No.", "N° tarifaire SH", "Zolltarif-Nr. (HS)", "Código SA (HS)", "Cód HS",
                "Nambari ya HS"),
    "quantity": ("Qty", "Quantité", "Menge", "Cantidad", "Líon", "Idadi"),
    "net_weight": ("Net Weight", "Poids net", "Nettogewicht", "Peso neto", "Meáchan Glan", "Uzito Halisi"),
    "value": ("Value", "Valeur", "Wert", "Valor", "Luach", "Thamani"),
    "total_value": ("Total Value", "Valeur totale", "Gesamtwert", "Valor total", "Luach Iomlán", "Jumla ya Thamani"),
    "postage": ("Postage / Fees", "Frais de port", "Porto", "Gastos de envío", "Postas", "Gharama za Posta"),
    "declarant": ("Declarant", "Déclarant", "Anmelder/in", "Declarante", "Dearbhóir", "Mtoa Tamko"),
    "decl_date": ("Date", "Date", "Datum", "Fecha", "Dáta", "Tarehe"),
    "submit_decl": ("Submit Declaration", "Transmettre la déclaration", "Anmeldung übermitteln",
                    "Presentar declaración", "Seol an Dearbhú", "Wasilisha Tamko"),
    "save_draft": ("Save Draft", "Enregistrer le brouillon", "Entwurf speichern", "Guardar borrador",
                   "Sábháil Dréacht", "Hifadhi Rasimu"),
    "print_cn23": ("Print CN23", "Imprimer le CN23", "CN23 drucken", "Imprimir CN23", "Priontáil CN23",
                   "Chapisha CN23"),
}  # fmt: skip
_BUTTON_KEYS = ("close_rental", "add_photos", "print_receipt", "new_rx", "refresh", "print_labels", "compare",
                "award", "export_record", "remind", "print_bus", "freeze", "edit_profile", "new_tag", "submit_decl",
                "save_draft", "print_cn23")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "damage": ("Walk-around done with {who} at the return bay. New scratch, about 12 cm, on the rear bumper, left "
               "side; {who} says it happened in a parking lot. Pet hair on the back seats. Second driver on the "
               "agreement: {who2}. Fuel below the level at pickup.",
               "Tour du véhicule effectué avec {who} au parking des retours. Nouvelle griffe d'environ 12 cm sur le "
               "pare-chocs arrière, côté gauche ; selon {who}, elle date d'un stationnement. Poils d'animaux sur la "
               "banquette arrière. Conducteur additionnel au contrat : {who2}. Réservoir sous le niveau du départ.",
               "Rundgang mit {who} auf dem Rückgabeplatz gemacht. Neuer Kratzer von ca. 12 cm an der hinteren "
               "Stossstange links; laut {who} beim Parkieren entstanden. Tierhaare auf der Rückbank. Zusatzfahrer/in "
               "gemäss Vertrag: {who2}. Tankinhalt unter dem Stand bei Abgabe.",
               "Revisión del vehículo hecha con {who} en la zona de devoluciones. Arañazo nuevo de unos 12 cm en el "
               "paragolpes trasero, lado izquierdo; según {who}, ocurrió en un aparcamiento. Pelo de animal en los "
               "asientos traseros. Segundo conductor del contrato: {who2}. Depósito por debajo del nivel de salida.",
               "Rinneadh iniúchadh timpeall na feithicle le {who} ag an gcrios fillte. Scríob nua, thart ar 12 cm, ar "
               "an tuairteoir cúil ar thaobh na láimhe clé; deir {who} gur tharla sé i gcarrchlós. Fionnadh peataí "
               "ar na suíocháin chúil. An dara tiománaí ar an gconradh: {who2}. Leibhéal an bhreosla níos ísle ná mar "
               "a bhí ag an tús.",
               "Ukaguzi wa kuzunguka gari umefanywa pamoja na {who} kwenye eneo la kurejesha. Mkwaruzo mpya wa "
               "takriban sm 12 kwenye bampa ya nyuma upande wa kushoto; {who} anasema ulitokea kwenye maegesho. "
               "Manyoya ya mnyama kwenye viti vya nyuma. Dereva wa pili kwenye mkataba: {who2}. Mafuta yako chini ya "
               "kiwango cha wakati gari lilipotoka."),
    "gym_notes": ("Started personal training with {trainer} in October; goal: half marathon in the spring. Knee "
                  "injury (2024) — no deep squats. Emergency contact: {ec}, {ec_tel}.",
                  "Coaching personnel avec {trainer} depuis octobre ; objectif : semi-marathon au printemps. "
                  "Blessure au genou (2024) — pas de squats profonds. Personne à prévenir : {ec}, {ec_tel}.",
                  "Personal Training bei {trainer} seit Oktober; Ziel: Halbmarathon im Frühling. Knieverletzung "
                  "(2024) – keine tiefen Kniebeugen. Notfallkontakt: {ec}, {ec_tel}.",
                  "Entrenamiento personal con {trainer} desde octubre; objetivo: media maratón en primavera. Lesión "
                  "de rodilla (2024): nada de sentadillas profundas. Contacto de emergencia: {ec}, {ec_tel}.",
                  "Traenáil phearsanta le {trainer} ó mhí Dheireadh Fómhair; sprioc: leathmharatón san earrach. "
                  "Gortú glúine (2024) — gan scuataí doimhne. Teagmháil éigeandála: {ec}, {ec_tel}.",
                  "Alianza mazoezi binafsi na {trainer} mwezi Oktoba; lengo: nusu marathoni msimu ujao. Jeraha la "
                  "goti (2024) — asichuchumae sana. Mtu wa dharura: {ec}, {ec_tel}."),
    "pharmacy_name": ("{surname} Family Pharmacy", "Pharmacie {surname}", "Apotheke {surname} AG",
                      "Farmacia {surname}", "{surname} Cógaslann Teo.", "Famasia ya {surname}"),
    "doctor": ("Dr. {name}", "Dr {name}", "Dr. med. {name}", "Dr. {name}", "An Dr. {name}", "Dkt. {name}"),
    "doctor_f": ("Dr. {name}", "Dr {name}", "Dr. med. {name}", "Dra. {name}", "An Dr. {name}", "Dkt. {name}"),
    "certify": ("I certify that the particulars given in this declaration are correct and that this item does not "
                "contain any dangerous article prohibited by postal or customs regulations.",
                "Je certifie que les renseignements donnés dans la présente déclaration sont exacts et que cet envoi "
                "ne contient aucun objet dangereux interdit par la réglementation postale ou douanière.",
                "Ich bestätige, dass die Angaben in dieser Zollinhaltserklärung richtig sind und die Sendung keine "
                "gefährlichen Gegenstände enthält, die nach Post- oder Zollvorschriften verboten sind.",
                "Certifico que los datos de esta declaración son correctos y que el envío no contiene ningún objeto "
                "peligroso prohibido por la normativa postal o aduanera.",
                "Deimhním go bhfuil na sonraí sa dearbhú seo cruinn agus nach bhfuil aon earra contúirteach sa "
                "bheart atá toirmiscthe ag rialacháin phoist nó chustaim.",
                "Ninathibitisha kwamba taarifa zilizotolewa katika tamko hili ni sahihi na kwamba kifurushi hiki "
                "hakina kitu chochote hatari kilichopigwa marufuku na kanuni za posta au forodha."),
    "customs_warning": ("Warning: a false or incomplete declaration may lead to the seizure of the item and to "
                        "penalties. Duties and taxes are collected from the addressee on delivery. Prohibited: lithium "
                        "batteries not installed in equipment, aerosols, perfume over 100 mL, cash and valuables.",
                        "Attention : une déclaration fausse ou incomplète peut entraîner la saisie de l'envoi et des "
                        "sanctions. Les droits et taxes sont perçus auprès du destinataire à la livraison. Interdits : "
                        "batteries au lithium non installées dans un appareil, aérosols, parfums de plus de 100 ml, "
                        "espèces et objets de valeur.",
                        "Achtung: Eine falsche oder unvollständige Anmeldung kann zur Beschlagnahmung der Sendung und "
                        "zu Bussen führen. Zölle und Abgaben werden bei der Zustellung beim Empfänger erhoben. "
                        "Verboten: nicht eingebaute Lithiumbatterien, Spraydosen, Parfüm über 100 ml, Bargeld und "
                        "Wertsachen.",
                        "Aviso: una declaración falsa o incompleta puede dar lugar a la retención del envío y a "
                        "sanciones. Los aranceles e impuestos se cobran al destinatario en la entrega. Prohibido: "
                        "baterías de litio no instaladas en equipos, aerosoles, perfumes de más de 100 ml, dinero en "
                        "efectivo y objetos de valor.",
                        "Rabhadh: d'fhéadfaí an beart a urghabháil agus pionóis a ghearradh mar gheall ar dhearbhú "
                        "bréagach nó neamhiomlán. Gearrtar dleachtanna agus cánacha ar an bhfaighteoir nuair a "
                        "sheachadtar an beart. Toirmiscthe: cadhnraí litiam nach bhfuil suiteáilte i dtrealamh, "
                        "aerasóil, cumhrán os cionn 100 ml, airgead tirim agus earraí luachmhara.",
                        "Onyo: tamko la uongo au lisilo kamili linaweza kusababisha kifurushi kukamatwa na kutozwa "
                        "faini. Ushuru na kodi hulipwa na mpokeaji wakati wa kupokea. Marufuku: betri za lithiamu "
                        "zisizowekwa ndani ya vifaa, erosoli, manukato zaidi ya ml 100, pesa taslimu na vitu vya "
                        "thamani."),
}  # fmt: skip
#: What names no one, the same on every dataset: each language's medicines and their directions (one per queued
#: prescription), the pupils' allergies, the gym's activities, the tender remarks and the parcel's goods.
_MEDICINES = {
    "en": ("Amoxicillin 500 mg", "Metformin 850 mg", "Atorvastatin 20 mg", "Salbutamol 100 mcg inhaler",
           "Levothyroxine 50 mcg", "Omeprazole 20 mg", "Sertraline 50 mg", "Ibuprofen 400 mg"),
    "fr": ("Amoxicilline 500 mg", "Metformine 850 mg", "Atorvastatine 20 mg", "Salbutamol 100 µg aérosol",
           "Lévothyroxine 50 µg", "Oméprazole 20 mg", "Sertraline 50 mg", "Ibuprofène 400 mg"),
    "de": ("Amoxicillin 500 mg", "Metformin 850 mg", "Atorvastatin 20 mg", "Salbutamol 100 µg Dosieraerosol",
           "Levothyroxin 50 µg", "Omeprazol 20 mg", "Sertralin 50 mg", "Ibuprofen 400 mg"),
    "es": ("Amoxicilina 500 mg", "Metformina 850 mg", "Atorvastatina 20 mg", "Salbutamol 100 µg inhalador",
           "Levotiroxina 50 µg", "Omeprazol 20 mg", "Sertralina 50 mg", "Ibuprofeno 400 mg"),
    "ga": ("Amoxicillin 500 mg", "Metformin 850 mg", "Atorvastatin 20 mg", "Salbutamol 100 mcg (análaitheoir)",
           "Levothyroxine 50 mcg", "Omeprazole 20 mg", "Sertraline 50 mg", "Ibuprofen 400 mg"),
    "sw": ("Amoxicillin 500 mg", "Metformin 850 mg", "Atorvastatin 20 mg", "Salbutamol 100 mcg (pampu)",
           "Levothyroxine 50 mcg", "Omeprazole 20 mg", "Sertraline 50 mg", "Ibuprofen 400 mg"),
}  # fmt: skip
_DIRECTIONS = {
    "en": ("1 cap three times daily for 7 days", "1 tab twice daily with meals", "1 tab at bedtime",
           "2 puffs every 4–6 h as needed", "1 tab every morning, empty stomach", "1 cap once daily",
           "1 tab daily; increase after 2 weeks", "1 tab up to 3× daily with food"),
    "fr": ("1 gélule 3×/jour pendant 7 jours", "1 comprimé matin et soir au repas", "1 comprimé au coucher",
           "2 bouffées si besoin, max. 4×/jour", "1 comprimé le matin à jeun", "1 gélule par jour",
           "1 comprimé/jour, augmenter après 2 semaines", "1 comprimé jusqu'à 3×/jour au repas"),
    "de": ("3× täglich 1 Kapsel während 7 Tagen", "2× täglich 1 Tablette zum Essen", "1 Tablette vor dem Schlafen",
           "bei Bedarf 2 Hübe, max. 4× täglich", "morgens 1 Tablette nüchtern", "1× täglich 1 Kapsel",
           "täglich 1 Tablette, nach 2 Wochen steigern", "bis 3× täglich 1 Tablette zum Essen"),
    "es": ("1 cápsula cada 8 h durante 7 días", "1 comprimido cada 12 h con las comidas", "1 comprimido al acostarse",
           "2 inhalaciones si precisa, máx. 4 al día", "1 comprimido en ayunas", "1 cápsula al día",
           "1 comprimido al día; subir a las 2 semanas", "1 comprimido hasta 3 veces al día con comida"),
    "ga": ("1 capsúl trí huaire sa lá ar feadh 7 lá", "1 táibléad faoi dhó sa lá le béile",
           "1 táibléad roimh dhul a chodladh", "2 phuth de réir mar is gá, uasmhéid 4 sa lá",
           "1 táibléad gach maidin roimh bhricfeasta", "1 capsúl uair sa lá",
           "1 táibléad sa lá; méadaigh tar éis 2 sheachtain", "1 táibléad suas le 3 huaire sa lá le bia"),
    "sw": ("Kapsuli 1 mara 3 kwa siku kwa siku 7", "Kidonge 1 mara 2 kwa siku baada ya kula",
           "Kidonge 1 wakati wa kulala", "Pumzi 2 inapohitajika, isizidi mara 4 kwa siku",
           "Kidonge 1 kila asubuhi kabla ya kula", "Kapsuli 1 mara moja kwa siku",
           "Kidonge 1 kwa siku; ongeza baada ya wiki 2", "Kidonge 1 hadi mara 3 kwa siku pamoja na chakula"),
}  # fmt: skip
#: Which of the three prescribers wrote each queued prescription, and the prescription's status.
_PRESCRIBED_BY = (0, 1, 0, 2, 1, 0, 2, 1)
_RX_STATUS = ("new", "filling", "check", "coverage", "new", "backorder", "filling", "check")
_ALLERGIES = {
    "en": ("None", "Peanuts — EpiPen in backpack", "None", "Lactose", "Bee stings", "None", "Asthma — inhaler",
           "Celiac (no gluten)"),
    "fr": ("Aucune", "Arachides — stylo d'adrénaline dans le cartable", "Aucune", "Lactose", "Piqûres d'abeille",
           "Aucune", "Asthme — inhalateur", "Cœliaquie (sans gluten)"),
    "de": ("Keine", "Erdnüsse – Notfallset im Thek", "Keine", "Laktose", "Bienenstiche", "Keine",
           "Asthma – Spray dabei", "Zöliakie (glutenfrei)"),
    "es": ("Ninguna", "Cacahuetes — autoinyector en la mochila", "Ninguna", "Lactosa", "Picaduras de abeja",
           "Ninguna", "Asma — inhalador", "Celiaquía (sin gluten)"),
    "ga": ("Dada", "Pis talún — EpiPen sa mhála scoile", "Dada", "Lachtós", "Cealg beiche", "Dada",
           "Asma — análaitheoir", "Galar céiliach (gan glútan)"),
    "sw": ("Hana", "Karanga — sindano ya EpiPen kwenye begi", "Hana", "Laktosi", "Kuumwa na nyuki", "Hana",
           "Pumu — ana pampu", "Siliaki (bila gluteni)"),
}  # fmt: skip
#: Which pupils' forms came back signed (their count is the consent list's totals line).
_CONSENTS = (True, True, False, True, True, False, True, True)
_ACTIVITIES = {
    "en": ("Free weights", "Spin class", "Pool", "Yoga", "Free weights", "HIIT circuit", "Personal training", "Pool"),
    "fr": ("Musculation", "Cours de spinning", "Piscine", "Yoga", "Musculation", "Circuit HIIT",
           "Coaching personnel", "Piscine"),
    "de": ("Krafttraining", "Indoor Cycling", "Hallenbad", "Yoga", "Krafttraining", "HIIT-Zirkel",
           "Personal Training", "Hallenbad"),
    "es": ("Sala de musculación", "Ciclo indoor", "Piscina", "Yoga", "Sala de musculación", "Circuito HIIT",
           "Entrenamiento personal", "Piscina"),
    "ga": ("Meáchain saora", "Rang rothaíochta", "Linn snámha", "Ióga", "Meáchain saora", "Ciorcad HIIT",
           "Traenáil phearsanta", "Linn snámha"),
    "sw": ("Kunyanyua vyuma", "Darasa la baiskeli", "Bwawa la kuogelea", "Yoga", "Kunyanyua vyuma",
           "Mazoezi ya HIIT", "Mazoezi binafsi", "Bwawa la kuogelea"),
}  # fmt: skip
#: The gym's three branches per locale, and the day, time and branch of each of the member's last eight visits.
_BRANCHES = {"fr_BE": ("Namur Centre", "Jambes", "Louvain-la-Neuve"), "de_LI": ("Vaduz", "Schaan", "Eschen"),
             "en_CA": ("Downtown", "Westboro", "Kanata"), "es_CA": ("Sants", "Gràcia", "Poblenou"),
             "ga_IE": ("An Cladach", "Cnoc na Cathrach", "Bóthar na Trá"),
             "sw": ("Westlands", "Kilimani", "CBD")}  # fmt: skip
_VISITS = (((12, 3), (18, 42), 0), ((12, 1), (7, 5), 1), ((11, 29), (10, 30), 0), ((11, 27), (18, 15), 2),
           ((11, 26), (6, 50), 0), ((11, 24), (19, 5), 1), ((11, 22), (9, 40), 0),
           ((11, 20), (18, 20), 2))  # fmt: skip
_REMARKS = {
    "en": ("Complete file; references from three municipalities.", "Insurance certificate missing — requested "
           "December 2.", "Variant offered with recycled asphalt.", "Lowest price; 14-week schedule.",
           "Road markings subcontracted.", "Bid bond received; attended the site visit."),
    "fr": ("Dossier complet ; références de trois communes.", "Attestation d'assurance manquante — demandée le 2 "
           "décembre.", "Variante proposée avec enrobés recyclés.", "Prix le plus bas ; délai de 14 semaines.",
           "Marquage routier sous-traité.", "Cautionnement reçu ; visite des lieux effectuée."),
    "de": ("Unterlagen vollständig; Referenzen von drei Gemeinden.", "Versicherungsnachweis fehlt – am 2. Dezember "
           "nachgefordert.", "Variante mit Recycling-Asphalt eingereicht.", "Tiefster Preis; Bauzeit 14 Wochen.",
           "Markierungsarbeiten an Subunternehmer vergeben.", "Bietergarantie liegt vor; an der Begehung "
           "teilgenommen."),
    "es": ("Documentación completa; referencias de tres ayuntamientos.", "Falta el certificado de seguro; "
           "solicitado el 2 de diciembre.", "Presenta variante con asfalto reciclado.", "Precio más bajo; plazo de "
           "ejecución de 14 semanas.", "Subcontrata la señalización horizontal.", "Garantía provisional recibida; "
           "asistió a la visita de obra."),
    "ga": ("Comhad iomlán; teistiméireachtaí ó thrí údarás áitiúla.", "Teastas árachais ar iarraidh — iarradh é "
           "ar an 2 Nollaig.", "Rogha eile tairgthe le hasfalt athchúrsáilte.", "An praghas is ísle; sceideal 14 "
           "seachtaine.", "Marcáil bóthair ar fochonradh.", "Banna tairisceana faighte; d'fhreastail ar an "
           "gcuairt láithreáin."),
    "sw": ("Nyaraka kamili; marejeo kutoka kaunti tatu.", "Cheti cha bima hakipo — kiliombwa tarehe 2 Desemba.",
           "Imetoa chaguo mbadala la lami iliyorejelezwa.", "Bei ya chini kabisa; muda wa kazi wiki 14.",
           "Uchoraji wa alama za barabarani umepewa mkandarasi mdogo.", "Dhamana ya zabuni imepokelewa; "
           "walihudhuria ziara ya eneo la kazi."),
}  # fmt: skip
#: A parcel's goods per language: description, HS tariff number, quantity and net weight.
_GOODS = {
    "en": (("Hand-knit wool sweater", "6110.11", "2", "0.9 kg"), ("Maple syrup, 540 mL tins", "1702.20", "3",
           "1.9 kg"), ("Hockey jerseys", "6110.30", "2", "0.8 kg"), ("Children's books", "4901.99", "4", "1.3 kg")),
    "fr": (("Pralines au chocolat", "1806.90", "3", "1,5 kg"), ("Bière trappiste, 33 cl", "2203.00", "6", "3,2 kg"),
           ("Bandes dessinées", "4901.99", "4", "1,6 kg"), ("Napperon en dentelle", "5804.30", "1", "0,1 kg")),
    "de": (("Briefmarken (Sammlerstücke)", "9704.00", "12", "0,1 kg"), ("Wein, 75 cl", "2204.21", "3", "4,1 kg"),
           ("Wanderschuhe", "6403.91", "1", "1,4 kg"), ("Blütenhonig", "0409.00", "2", "1,0 kg")),
    "es": (("Aceite de oliva virgen extra, 1 l", "1509.20", "2", "2,0 kg"), ("Turrón", "1704.90", "4", "1,2 kg"),
           ("Cava, 75 cl", "2204.10", "2", "3,0 kg"), ("Libros infantiles", "4901.99", "3", "1,1 kg")),
    "ga": (("Geansaí Árann", "6110.11", "1", "0.9 kg"), ("Tae", "0902.30", "4", "1.0 kg"),
           ("Leabhair as Gaeilge", "4901.99", "5", "2.1 kg"), ("Criostal gearrtha", "7013.22", "2", "1.4 kg")),
    "sw": (("Kahawa iliyokaangwa, kg 1", "0901.21", "2", "kg 2.0"), ("Chai ya majani", "0902.40", "4", "kg 2.0"),
           ("Vinyago vya mpingo", "4420.11", "3", "kg 1.5"), ("Vitambaa vya kanga", "5208.52", "5", "kg 1.2")),
}  # fmt: skip
#: Each good's value range (in units scaled to the country's money) and the postage's.
_GOODS_VALUE = ((20, 80), (15, 60), (25, 120), (10, 50))
_POSTAGE = (18, 45)

_STYLE = (
    "<style>body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:56px 24px 18px;font-size:13px;"
    "color:#1d1f24;background:#fbfbf8}.nav{position:absolute;top:0;left:0;right:0;background:#0f5c4d;color:#fff;"
    "padding:10px 24px}.nav b{margin-right:30px}.nav span{margin-right:16px;color:#cfe9e2}h2{margin:2px 0 10px;"
    "font-size:20px}h3{margin:14px 0 6px;font-size:14px;color:#0f5c4d}p{margin:5px 0}table{border-collapse:collapse;"
    "background:#fff}td,th{border:1px solid #d5d9d4;padding:5px 9px;text-align:left;vertical-align:top}"
    "th{background:#e7f0ec;font-weight:600}button{margin:12px 10px 0 0;padding:6px 16px;border:1px solid #0f5c4d;"
    "background:#fff;color:#0f5c4d;border-radius:3px}.grid{display:grid;grid-template-columns:210px 380px;gap:6px}"
    ".grid .k{color:#5a6360}.cols{display:flex;gap:30px;align-items:flex-start}.meta{color:#444;margin-bottom:8px}"
    ".box{max-width:760px;border:1px solid #cdd3cf;background:#fff;padding:9px 13px;line-height:1.55}"
    ".total td{font-weight:bold;border-top:2px solid #55605b}.sig{display:flex;gap:60px;margin-top:16px}"
    ".sig div{width:300px}.sig .line{display:block;border-bottom:1px solid #333;padding:14px 0 3px;"
    "font-style:italic;color:#555}.tabs span{display:inline-block;padding:6px 14px;margin-right:4px;"
    "border:1px solid #cdd3cf;border-bottom:none;background:#eef2ef}.tabs .on{background:#fff;font-weight:bold}"
    ".search{margin:8px 0}.search input{width:340px;padding:5px}.chip{display:inline-block;padding:1px 9px;"
    "border-radius:10px;font-size:11px}.st-new{background:#dcebfb}.st-filling{background:#fdf0cf}"
    ".st-check{background:#e5dcf7}.st-coverage{background:#fbe0dc}.st-backorder{background:#e0e0e0}"
    ".st-yes{background:#d9f0dc}.st-no{background:#fbe0dc}.sortbar{margin:8px 0 12px}.sortbar select{margin-left:6px}"
    ".cards{display:grid;grid-template-columns:repeat(3,330px);gap:14px}.card{background:#fff;border:1px solid #cdd3cf;"
    "border-top:4px solid #0f5c4d;padding:8px 12px;line-height:1.55}.card h3{margin:2px 0 4px;color:#1d1f24}"
    ".card .k{color:#5a6360;margin-right:6px}.card .bid{font-size:15px;margin:4px 0}.card .remark{color:#444;"
    "font-style:italic}.head{background:#fff;border:1px solid #cdd3cf;padding:8px 12px;margin-bottom:10px;"
    "line-height:1.6}.profile{background:#fff;border:1px solid #cdd3cf;padding:8px 14px;width:620px}"
    ".profile h3{font-size:17px;color:#1d1f24}.party{background:#fff;border:1px solid #cdd3cf;padding:8px 14px;"
    "width:360px;line-height:1.55}.party .k{color:#5a6360}.kinds label{margin-right:18px}.small{font-size:10.5px;"
    "color:#555;max-width:780px;margin-top:12px;line-height:1.4}</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _lang(loc: str) -> str:
    return _LANGS[_CHROME.lang(loc)]


def _c(loc: str, key: str) -> str:
    """A label before its value: the chrome text and a colon (French sets a space before it)."""
    return _t(loc, key) + ("\u00a0:" if _lang(loc) == "fr" else ":")


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def _nav(loc: str, key: str) -> str:
    """A site's navigation bar: its name, then its links."""
    site, *links = _t(loc, key).split("|")
    return f"<div class='nav'><b>{site}</b>{''.join(f'<span>{link}</span>' for link in links)}</div>"


def _pairs(loc: str, rows: list[tuple[str, str]]) -> str:
    """Label/value pairs in two columns, the labels given as chrome keys (an empty key continues the row above)."""
    return _CHROME.grid([(_t(loc, k) if k else "", v) for k, v in rows])


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


def _mod97_pair(stem: str) -> str:
    """Belgium's two check digits: 97 less the stem's remainder mod 97."""
    return f"{97 - int(stem) % 97:02d}"


def be_national_number(rng: random.Random, born: date, female: bool) -> str:
    """A Belgian national register number (NISS): the birth date, a serial (odd for men, even for women) and
    97 less the remainder mod 97 of the nine digits (with a 2 before them for those born from 2000),
    written YY.MM.DD-SSS.CC."""
    serial = rng.randrange(1, 499) * 2 - (0 if female else 1)
    stem = f"{born:%y%m%d}{serial:03d}"
    check = _mod97_pair(("2" if born.year >= 2000 else "") + stem)
    return f"{stem[:2]}.{stem[2:4]}.{stem[4:6]}-{stem[6:]}.{check}"


def be_enterprise_number(rng: random.Random) -> str:
    """A Belgian enterprise number (BCE/KBO): 0, seven digits and 97 less the remainder mod 97 of the first
    eight, written 0XXX.XXX.XXX."""
    stem = f"0{rng.randrange(2 * 10**6, 10**7 - 1):07d}"
    raw = stem + _mod97_pair(stem)
    return f"{raw[:4]}.{raw[4:7]}.{raw[7:]}"


def sin(rng: random.Random) -> str:
    """A Canadian social insurance number: nine digits, the first the province of issue (1–7), the last the Luhn
    digit, written in groups of three."""
    raw = _with_luhn(f"{rng.randrange(1, 8)}{rng.randrange(10**7):07d}")
    return f"{raw[:3]} {raw[3:6]} {raw[6:]}"


def canadian_bn(rng: random.Random, program: str) -> str:
    """A Canadian business number: nine digits, the last the Luhn digit, then the program account (RT: GST/HST,
    RM: import/export) and its number."""
    return f"{_with_luhn(f'{rng.randrange(10**7, 10**8)}')} {program}0001"


def ontario_health_number(rng: random.Random) -> str:
    """An Ontario health card number: ten digits, the last the Luhn digit, and the card's two-letter version
    code, written 1234-567-890-AB."""
    raw = _with_luhn(f"{rng.randrange(10**8, 10**9)}")
    version = "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2))
    return f"{raw[:4]}-{raw[4:7]}-{raw[7:]}-{version}"


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def spanish_dni(rng: random.Random, foreign: bool = False) -> str:
    """A Spanish DNI (eight digits) or NIE (X, Y or Z standing for 0, 1, 2, then seven digits), with the letter
    of the number's remainder mod 23."""
    if foreign:
        lead = rng.randrange(3)
        body = f"{rng.randrange(10**7):07d}"
        return f"{'XYZ'[lead]}{body}{_DNI_LETTERS[int(f'{lead}{body}') % 23]}"
    body = f"{rng.randrange(10**7, 10**8)}"
    return f"{body}{_DNI_LETTERS[int(body) % 23]}"


#: Catalonia's provinces' codes in a CIF (Barcelona, Girona, Lleida, Tarragona).
_CAT_PROVINCES = ("08", "17", "25", "43")


def spanish_cif(rng: random.Random, letter: str) -> str:
    """A Spanish company's tax number (CIF): its letter (A a sociedad anónima, B a limitada), the province, five
    digits and the control digit (digits in odd places doubled and their digits summed, the rest added; 10 less
    the last digit of the sum)."""
    body = f"{rng.choice(_CAT_PROVINCES)}{rng.randrange(10**5):05d}"
    total = sum(int(d) for d in body[1::2]) + sum(sum(divmod(2 * int(d), 10)) for d in body[0::2])
    return f"{letter}{body}{(10 - total % 10) % 10}"


def _ccc_digit(digits: str) -> str:
    """One of a Spanish account's two CCC check digits over ten digits (weights 1,2,4,8,5,10,9,7,3,6 mod 11;
    10 is written 1 and 11 is written 0)."""
    check = 11 - sum(int(d) * w for d, w in zip(digits, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6), strict=True)) % 11
    return str({10: 1, 11: 0}.get(check, check))


#: Bank codes: Spanish entities, Belgian banks' protocol numbers, Liechtenstein clearing numbers, Irish banks' BIC
#: prefixes and the first digits of their sort codes, Canadian institution numbers.
_ES_BANKS = ("2100", "0081", "0182", "0049", "0128", "3025")
_BE_BANKS = ("001", "063", "068", "103", "143", "310", "363", "732", "735", "751")
_LI_BANKS = ("08800", "08802", "08803", "08805", "08810", "08812")
_IE_BANKS = {"AIBK": "93", "BOFI": "90", "IPBS": "99", "ULSB": "98"}
_CA_BANKS = ("001", "002", "003", "004", "006", "010", "815")


def spanish_iban(rng: random.Random) -> str:
    """A Spanish IBAN: the bank, the branch, the two CCC digits (one over the bank and branch, one over the
    account) and the ten-digit account, with the IBAN's check digits."""
    bank_branch = f"{rng.choice(_ES_BANKS)}{rng.randrange(10**4):04d}"
    account = f"{rng.randrange(10**10):010d}"
    return iban("ES", f"{bank_branch}{_ccc_digit('00' + bank_branch)}{_ccc_digit(account)}{account}")


def _mod23_letter(digits: str, extra: str = "") -> str:
    """The Irish PPS and VAT check letter: the seven digits weighted 8 down to 2, plus 9 times the value of a
    second letter (A=1 … I=9, W=0), mod 23 (0 is W, 1 is A …)."""
    total = sum(int(d) * (8 - k) for k, d in enumerate(digits))
    if extra:
        total += 9 * "WABCDEFGHI".index(extra)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]


def irish_pps(rng: random.Random) -> str:
    """An Irish PPS number: seven digits and the check letter, with the A of numbers issued since 2013 on some."""
    digits, extra = f"{rng.randrange(10**7):07d}", "A" if rng.random() < 0.4 else ""
    return f"{digits}{_mod23_letter(digits, extra)}{extra}"


def irish_vat(rng: random.Random) -> str:
    """An Irish company's VAT number: IE, seven digits and the check letter."""
    digits = f"{rng.randrange(10**6, 10**7)}"
    return f"IE{digits}{_mod23_letter(digits)}"


def li_insurance_card(rng: random.Random) -> str:
    """A Liechtenstein health insurance card's number: ISO 7812 issuer 80 (health), country 438, the insurer,
    a serial and the Luhn digit — twenty digits, written in groups of five, five and ten."""
    raw = _with_luhn(f"80438{rng.randrange(10**4):05d}{rng.randrange(10**9):09d}")
    return f"{raw[:5]} {raw[5:10]} {raw[10:]}"


def _ascii(text: str) -> str:
    """``text`` in lower-case ASCII letters, as a mail box, a login or a code is made from a name."""
    folded = unicodedata.normalize("NFKD", text)
    return "".join(c for c in folded if c.isascii() and c.isalpha()).lower()


def catalan_cip(surname: str, born: date, female: bool, rng: random.Random) -> str:
    """A Catalan health card's CIP: the first two letters of each surname, the sex (0 man, 1 woman), the birth
    date, a serial and a last digit (its rule is not published; it is drawn here)."""
    first, second = [*surname.split(), "X"][:2]
    letters = (_ascii(first)[:2] + _ascii(second)[:2]).upper().ljust(4, "X")
    return f"{letters} {int(female)} {born:%y%m%d} {rng.randrange(100):02d} {rng.randrange(10)}"


#: UPU S10 parcel numbers: the weights of the eight digits; the service letters a post uses; each locale's country.
_S10_WEIGHTS = (8, 6, 4, 2, 3, 5, 9, 7)
_S10_SERVICES = ("CP", "CA", "CX", "EE", "LV")
_COUNTRY = {"fr_BE": "BE", "de_LI": "LI", "en_CA": "CA", "es_CA": "ES", "ga_IE": "IE", "sw": "KE"}


def s10_parcel_number(locale: str, rng: random.Random) -> str:
    """A UPU S10 parcel number: two service letters, eight digits, the check digit (11 minus the weighted sum mod
    11; 10 is written 0 and 11 is written 5) and the country."""
    digits = f"{rng.randrange(10**8):08d}"
    check = 11 - sum(int(d) * w for d, w in zip(digits, _S10_WEIGHTS, strict=True)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return f"{rng.choice(_S10_SERVICES)}{digits}{check}{_COUNTRY[locale]}"


# --- What each country writes ------------------------------------------------------------------------------

#: Liechtenstein given names (Faker's are placeholders) and Irish given names and surnames, each surname in its
#: men's and women's form (Ó becomes Ní and Mac becomes Nic, the name after them lenited).
_LI_GIVEN = (("Thomas", "Markus", "Patrick", "Stefan", "Manuel", "Michael", "Mario", "Roland", "Lukas", "Daniel",
              "Elias", "Jonas", "Christoph", "Andreas", "Rainer", "Fabian"),
             ("Andrea", "Daniela", "Nadine", "Sandra", "Martina", "Claudia", "Sabrina", "Carmen", "Monika", "Jasmin",
              "Lea", "Julia", "Laura", "Manuela", "Corinne", "Petra"))  # fmt: skip
_GA_GIVEN = (("Seán", "Pádraig", "Ciarán", "Eoin", "Tadhg", "Colm", "Donncha", "Cathal", "Darach", "Oisín",
              "Fiachra", "Rónán", "Cillian", "Éanna", "Séamus", "Diarmuid"),
             ("Aoife", "Siobhán", "Niamh", "Caoimhe", "Órla", "Síle", "Róisín", "Méabh", "Gráinne", "Bríd", "Sorcha",
              "Clíodhna", "Áine", "Saoirse", "Éabha", "Nóra"))  # fmt: skip
_GA_SURNAMES = (("Ó Conghaile", "Ní Chonghaile"), ("Ó Flaithearta", "Ní Fhlaithearta"), ("Mac Donncha", "Nic Dhonncha"),
                ("Ó Cualáin", "Ní Chualáin"), ("Ó Ceallaigh", "Ní Cheallaigh"), ("Ó Súilleabháin", "Ní Shúilleabháin"),
                ("Mac Lochlainn", "Nic Lochlainn"), ("Ó Murchú", "Ní Mhurchú"), ("de Búrca", "de Búrca"),
                ("Breathnach", "Breathnach"), ("Ó Domhnaill", "Ní Dhomhnaill"), ("Ó Gallchóir", "Ní Ghallchóir"),
                ("Mac Con Iomaire", "Nic Con Iomaire"), ("Ó Fátharta", "Ní Fhátharta"), ("Seoighe", "Seoighe"),
                ("Ó hÉanaí", "Ní Éanaí"))  # fmt: skip
#: Words a surname starts with that a mail box or a domain keeps with the word after them.
_PARTICLES = {"Ó", "Ní", "Mac", "Nic", "de", "De", "Van", "Vanden", "Le", "La", "Du", "Des", "Di", "Del"}


def _given(fake: Faker, loc: str, rng: random.Random, female: bool) -> str:
    if loc == "de_LI":
        return rng.choice(_LI_GIVEN[female])
    if loc == "ga_IE":
        return rng.choice(_GA_GIVEN[female])
    return str(fake.first_name_female() if female else fake.first_name_male())


def _surname(fake: Faker, loc: str, rng: random.Random, female: bool) -> str:
    """A surname as the country gives it (in Catalonia both parents' first surnames; in Irish the woman's form)."""
    if loc == "ga_IE":
        return rng.choice(_GA_SURNAMES)[female]
    if loc == "es_CA":
        return f"{fake.last_name()} {fake.last_name()}"
    return str(fake.last_name())


def given_surname(fake: Faker, loc: str, rng: random.Random) -> tuple[str, str, bool]:
    """A person's given name, surname, and whether she is a woman (which Irish surnames and Belgian and Catalan ID
    numbers show)."""
    female = rng.random() < 0.5
    return _given(fake, loc, rng, female), _surname(fake, loc, rng, female), female


def full_name(fake: Faker, loc: str, rng: random.Random) -> str:
    given, surname, _ = given_surname(fake, loc, rng)
    return f"{given} {surname}"


def _stem(surname: str) -> str:
    """A surname as a mail box or a domain writes it: the first word, or the first two after a particle."""
    words = surname.split()
    return _ascii("".join(words[:2]) if len(words) > 1 and words[0] in _PARTICLES else words[0])


def _login(rng: random.Random, given: str, surname: str) -> str:
    stem = _ascii(given.split()[0]) + rng.choice((".", "_", "")) + _stem(surname)
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


_MAIL_DOMAINS = {"fr_BE": ("skynet.be", "telenet.be", "gmail.com", "proximus.be", "hotmail.be", "voo.be"),
                 "de_LI": ("gmx.net", "bluewin.ch", "gmail.com", "powersurf.li", "hotmail.com"),
                 "en_CA": ("gmail.com", "rogers.com", "sympatico.ca", "shaw.ca", "outlook.com", "bell.net"),
                 "es_CA": ("gmail.com", "hotmail.com", "telefonica.net", "yahoo.es", "outlook.es"),
                 "ga_IE": ("gmail.com", "eircom.net", "hotmail.com", "icloud.com", "outlook.ie"),
                 "sw": ("gmail.com", "yahoo.com", "hotmail.com", "outlook.com")}  # fmt: skip


def _mailbox(loc: str, rng: random.Random, given: str, surname: str) -> str:
    return f"{_login(rng, given, surname)}@{rng.choice(_MAIL_DOMAINS[loc])}"


#: Phone numbers as each country writes them, mobiles first then landlines; every # is a drawn digit.
_PHONES = {"fr_BE": ("0470 ## ## ##", "0475 ## ## ##", "0486 ## ## ##", "0497 ## ## ##", "+32 478 ## ## ##",
                     "02 ### ## ##", "04 ### ## ##", "081 ## ## ##"),
           "de_LI": ("+423 79# ## ##", "+423 78# ## ##", "+423 23# ## ##", "+423 37# ## ##", "79# ## ##",
                     "232 ## ##"),
           "en_CA": ("(416) 5##-####", "(647) 3##-####", "613-2##-####", "905-8##-####", "(519) 4##-####",
                     "+1 705 7## ####"),
           "es_CA": ("6## ## ## ##", "+34 6## ### ###", "93 ### ## ##", "972 ## ## ##", "973 ## ## ##",
                     "977 ## ## ##", "7## ### ###"),
           "ga_IE": ("087 ### ####", "086 ### ####", "085 ### ####", "083 ### ####", "+353 87 ### ####",
                     "(091) ### ###", "(01) ### ####", "(066) ### ####"),
           "sw": ("07## ### ###", "+254 7## ### ###", "011# ### ###", "+254 20 ### ####", "0722 ### ###")}  # fmt: skip


def phone(loc: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mobile or landline."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in rng.choice(_PHONES[loc]))


#: Streets and towns with their postcodes (Kenya: the post office's code, an estate and its town; Ireland: the
#: Eircode's routing key). Faker writes no real ones for these countries.
_BE_STREETS = ("Rue de Fer", "Chaussée de Louvain", "Avenue Albert Ier", "Rue des Guillemins", "Boulevard Tirou",
               "Rue Haute", "Chaussée de Waterloo", "Rue de Bruxelles", "Avenue de la Toison d'Or", "Rue Saint-Gilles",
               "Quai de Rome", "Rue de la Station")  # fmt: skip
_BE_TOWNS = ("5000 Namur", "5100 Jambes", "4000 Liège", "4020 Liège", "6000 Charleroi", "7000 Mons", "1348 "
             "Louvain-la-Neuve", "1300 Wavre", "1000 Bruxelles", "1060 Saint-Gilles", "4800 Verviers", "7500 Tournai",
             "6700 Arlon", "1400 Nivelles")  # fmt: skip
_LI_STREETS = (
    "Städtle",
    "Landstrasse",
    "Feldkircher Strasse",
    "Essanestrasse",
    "Kirchstrasse",
    "Zollstrasse",
    "Poststrasse",
    "Im Rietacker",
    "Bahnhofstrasse",
    "Aeulestrasse",
    "Gapetschstrasse",
    "Herrengasse",
)
_LI_TOWNS = ("9490 Vaduz", "9494 Schaan", "9495 Triesen", "9496 Balzers", "9497 Triesenberg", "9485 Nendeln",
             "9487 Gamprin-Bendern", "9488 Schellenberg", "9491 Ruggell", "9492 Eschen", "9493 Mauren",
             "9486 Schaanwald")  # fmt: skip
_CA_STREETS = ("Princess Street", "Bank Street", "Queen Street West", "King Street East", "Dundas Street",
               "Richmond Road", "Bloor Street West", "Wellington Street", "Main Street North", "Elgin Street",
               "Lakeshore Road", "Concession Road 7")  # fmt: skip
#: Ontario towns and the first three characters of their postal codes.
_CA_TOWNS = (("Toronto", "M5V"), ("Toronto", "M4K"), ("Ottawa", "K1P"), ("Ottawa", "K2B"), ("Kingston", "K7L"),
             ("Hamilton", "L8P"), ("London", "N6A"), ("Mississauga", "L5B"), ("Sudbury", "P3E"), ("Thunder Bay", "P7B"),
             ("Windsor", "N9A"), ("Barrie", "L4M"), ("Kitchener", "N2G"), ("Guelph", "N1H"))  # fmt: skip
_ES_STREETS = ("Carrer de Mallorca", "Carrer d'Aragó", "Passeig de Sant Joan", "Carrer Gran de Gràcia",
               "Avinguda Diagonal", "Carrer Major", "Rambla Nova", "Carrer de la Riera", "Carrer de Sants",
               "Passeig de la Devesa", "Carrer del Carme", "Avinguda de Blondel")  # fmt: skip
_ES_TOWNS = ("08008 Barcelona", "08013 Barcelona", "08025 Barcelona", "08014 Barcelona", "17001 Girona",
             "17003 Girona", "25002 Lleida", "43001 Tarragona", "43201 Reus", "08201 Sabadell", "08221 Terrassa",
             "08301 Mataró", "08500 Vic", "08800 Vilanova i la Geltrú")  # fmt: skip
_ES_FLATS = ("bajos", "1.º 1.ª", "2.º 2.ª", "3.º 1.ª", "4.º 2.ª", "ático", "entlo. 1.ª", "5.º 3.ª")
_GA_STREETS = ("Bóthar na Trá", "Sráid an Droichid", "Ascaill Uí Chonaill", "Bóthar an Chaisleáin", "Cnoc na Gréine",
               "Bóthar na Mara", "Sráid Doiminic", "Páirc an tSéipéil", "Ardán Uí Mhaoilíosa", "Bóthar Thuama",
               "Sráid na Siopaí", "Bóthar an Phiarsaigh")  # fmt: skip
_GA_TOWNS = (("An Spidéal, Co. na Gaillimhe", "H91"), ("An Cheathrú Rua, Co. na Gaillimhe", "H91"),
             ("Gaillimh", "H91"), ("An Daingean, Co. Chiarraí", "V92"), ("Gaoth Dobhair, Co. Dhún na nGall", "F92"),
             ("Baile Átha Cliath 8", "D08"), ("Baile Átha Cliath 7", "D07"), ("Corcaigh", "T12"),
             ("Baile Bhuirne, Co. Chorcaí", "P12"), ("Béal an Mhuirthead, Co. Mhaigh Eo", "F26"),
             ("Trá Lí, Co. Chiarraí", "V92"), ("Luimneach", "V94"))  # fmt: skip
_EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789"
_KE_STREETS = ("Barabara ya Ngong", "Barabara ya Thika", "Mtaa wa Moi", "Barabara ya Kenyatta", "Barabara ya Jogoo",
               "Mtaa wa Biashara", "Barabara ya Oginga Odinga", "Barabara ya Nyerere", "Mtaa wa Tom Mboya",
               "Barabara ya Waiyaki", "Barabara ya Lang'ata", "Mtaa wa Kimathi")  # fmt: skip
_KE_TOWNS = (("Kilimani", "Nairobi", "00100"), ("Buruburu", "Nairobi", "00515"), ("Westlands", "Nairobi", "00800"),
             ("South B", "Nairobi", "00200"), ("Kileleshwa", "Nairobi", "00600"), ("Nyali", "Mombasa", "80100"),
             ("Tudor", "Mombasa", "80100"), ("Milimani", "Kisumu", "40100"), ("Section 58", "Nakuru", "20100"),
             ("Elgon View", "Eldoret", "30100"), ("Ruring'u", "Nyeri", "10100"),
             ("Makongeni", "Thika", "01000"))  # fmt: skip


def address_lines(loc: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them."""
    if loc == "fr_BE":
        return f"{rng.choice(_BE_STREETS)} {rng.randrange(1, 220)}", rng.choice(_BE_TOWNS)
    if loc == "de_LI":
        return f"{rng.choice(_LI_STREETS)} {rng.randrange(1, 120)}", rng.choice(_LI_TOWNS)
    if loc == "en_CA":
        town, fsa = rng.choice(_CA_TOWNS)
        unit = f"{rng.randrange(101, 1900)}-" if rng.random() < 0.3 else ""
        ldu = f"{rng.randrange(10)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')}{rng.randrange(10)}"
        return f"{unit}{rng.randrange(12, 2400)} {rng.choice(_CA_STREETS)}", f"{town}, ON {fsa} {ldu}"
    if loc == "es_CA":
        return (f"{rng.choice(_ES_STREETS)}, {rng.randrange(1, 300)}, {rng.choice(_ES_FLATS)}",
                rng.choice(_ES_TOWNS))  # fmt: skip
    if loc == "ga_IE":
        town, key = rng.choice(_GA_TOWNS)
        eircode = f"{key} {rng.choice(_EIRCODE_CHARS[:15])}" + "".join(rng.choice(_EIRCODE_CHARS) for _ in range(3))
        return f"{rng.randrange(1, 90)} {rng.choice(_GA_STREETS)}", f"{town} {eircode}"
    estate, town, code = rng.choice(_KE_TOWNS)
    return (f"{rng.choice(_KE_STREETS)}, {estate}, Nyumba Na. {rng.randrange(1, 300)}",
            f"S.L.P. {rng.randrange(100, 99999)}-{code}, {town}")  # fmt: skip


def one_line_address(loc: str, rng: random.Random) -> str:
    return ", ".join(address_lines(loc, rng))


#: Trades and legal forms a company is named with, per locale (a Kenyan company's name is commonly English).
_TRADES = {
    "fr_BE": ("Entreprise générale", "Toitures", "Terrassements", "Voiries", "Pavage", "Travaux routiers"),
    "de_LI": ("Bau", "Strassenbau", "Tiefbau", "Bauunternehmung", "Belagsbau", "Transporte"),
    "en_CA": ("Paving", "Construction", "Road Builders", "Civil Contracting", "Asphalt Services", "Excavating"),
    "es_CA": ("Construcciones", "Obras y Pavimentos", "Asfaltos", "Excavaciones", "Infraestructuras", "Obras Públicas"),
    "ga_IE": ("Tógáil", "Conraitheoirí", "Pábháil", "Innealtóireacht", "Tochailt", "Bóithre"),
    "sw": ("Builders", "Contractors", "Enterprises", "General Supplies", "Construction Co.", "Engineering"),
}
_FORMS = {"fr_BE": ("SRL", "SA", "SRL", "SC"), "de_LI": ("AG", "Anstalt", "GmbH", "AG"),
          "en_CA": ("Ltd.", "Inc.", "Limited", "Inc."), "es_CA": ("S.L.", "S.A.", "S.L."), "ga_IE": ("Teo.",),
          "sw": ("Ltd", "Limited")}  # fmt: skip
_TLDS = {"fr_BE": ".be", "de_LI": ".li", "en_CA": ".ca", "es_CA": ".cat", "ga_IE": ".ie", "sw": ".co.ke"}


def company(fake: Faker, loc: str, rng: random.Random) -> tuple[str, str]:
    """A company's name under the country's legal forms, and its web domain."""
    surname = _surname(fake, loc, rng, False).split()[0] if loc == "es_CA" else _surname(fake, loc, rng, False)
    trade, form = rng.choice(_TRADES[loc]), rng.choice(_FORMS[loc])
    if loc in ("fr_BE", "es_CA"):
        name = f"{trade} {surname} {form}" if loc == "fr_BE" else f"{trade} {surname}, {form}"
    else:
        name = f"{surname} {trade} {form}"
    return name, f"{_stem(surname)}-{_ascii(trade.split()[0])}{_TLDS[loc]}"


def company_number(loc: str, rng: random.Random, firm: str, program: str = "RT") -> str:
    """A company's registration or tax number as the country writes it (the rules of a Liechtenstein register
    number's last digit and of a KRA PIN's letter are not published; they are drawn here)."""
    if loc == "fr_BE":
        return be_enterprise_number(rng)
    if loc == "de_LI":
        return f"FL-0002.{rng.randrange(100, 1000)}.{rng.randrange(1000):03d}-{rng.randrange(10)}"
    if loc == "en_CA":
        return canadian_bn(rng, program)
    if loc == "es_CA":
        return spanish_cif(rng, "A" if firm.endswith("S.A.") else "B")
    if loc == "ga_IE":
        return irish_vat(rng)
    return f"P05{rng.randrange(10**7):07d}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}"


def personal_id(loc: str, rng: random.Random) -> str:
    """A person's national ID number as the country writes it (a Liechtenstein identity card's and a Kenyan ID's
    number have no published check; they are drawn here)."""
    if loc == "fr_BE":
        return be_national_number(rng, _born(rng), rng.random() < 0.5)
    if loc == "de_LI":
        return f"{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.randrange(10**5, 10**6)}"
    if loc == "en_CA":
        return sin(rng)
    if loc == "es_CA":
        return spanish_dni(rng, foreign=rng.random() < 0.2)
    if loc == "ga_IE":
        return irish_pps(rng)
    return f"{rng.randrange(10**7, 4 * 10**7)}"


def driving_licence(loc: str, rng: random.Random, surname: str, born: date, female: bool) -> str:
    """A driving licence number: Ontario's the surname's initial, nine digits and the birth date YYMMDD (50 added
    to a woman's month); the Spanish one the holder's DNI; the others' rules are not published, so drawn here."""
    if loc == "en_CA":
        initial = (_ascii(surname)[:1] or "x").upper()
        digits = f"{rng.randrange(10**8):08d}{born:%y}{born.month + 50 * female:02d}{born:%d}"
        return f"{initial}{digits[:4]}-{digits[4:9]}-{digits[9:]}"
    if loc == "es_CA":
        return spanish_dni(rng)
    if loc == "fr_BE":
        return f"{rng.randrange(10**9, 10**10)}"
    if loc == "de_LI":
        return f"FL {rng.randrange(10**5, 10**6)}"
    if loc == "ga_IE":
        return f"{rng.randrange(10**8, 10**9)}"
    return f"DL-{rng.randrange(10**6, 10**7)}"


def plate(loc: str, rng: random.Random) -> str:
    """A number plate as the country issues it."""
    letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4))
    if loc == "fr_BE":
        return f"{rng.choice('12')}-{letters[:3]}-{rng.randrange(1000):03d}"
    if loc == "de_LI":
        return f"FL {rng.randrange(1000, 40000)}"
    if loc == "en_CA":
        return f"{letters} {rng.randrange(1000):03d}"
    if loc == "es_CA":
        consonants = "".join(rng.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(3))
        return f"{rng.randrange(10**4):04d} {consonants}"
    if loc == "ga_IE":
        period, county = rng.choice(("231", "232", "241", "242", "251")), rng.choice(("D", "G", "C", "KY", "DL", "MO"))
        return f"{period}-{county}-{rng.randrange(1, 30000)}"
    return f"K{letters[:2]} {rng.randrange(1000):03d}{letters[2]}"


def health_number(loc: str, rng: random.Random, surname: str, born: date, female: bool) -> str:
    """The number a pharmacy bills a patient's insurer with (a Kenyan SHA number is drawn here)."""
    if loc == "fr_BE":
        return be_national_number(rng, born, female)
    if loc == "de_LI":
        return li_insurance_card(rng)
    if loc == "en_CA":
        return ontario_health_number(rng)
    if loc == "es_CA":
        return catalan_cip(surname, born, female, rng)
    if loc == "ga_IE":
        return irish_pps(rng)
    return f"{rng.randrange(10**8, 10**9)}"


def bank_account(loc: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (BE with its national check, LI, ES with its CCC digits, IE); a Canadian
    account as a cheque prints it (transit, institution, account); a Kenyan account's thirteen digits (drawn)."""
    if loc == "fr_BE":
        stem = f"{rng.choice(_BE_BANKS)}{rng.randrange(10**7):07d}"
        return SeededValue("IBAN_CODE", iban("BE", stem + f"{int(stem) % 97 or 97:02d}"))
    if loc == "de_LI":
        return SeededValue("IBAN_CODE", iban("LI", rng.choice(_LI_BANKS) + f"{rng.randrange(10**12):012d}"))
    if loc == "es_CA":
        return SeededValue("IBAN_CODE", spanish_iban(rng))
    if loc == "ga_IE":
        bic, sort = rng.choice(list(_IE_BANKS.items()))
        return SeededValue("IBAN_CODE", iban("IE", f"{bic}{sort}{rng.randrange(10**4):04d}{rng.randrange(10**8):08d}"))
    if loc == "en_CA":
        return SeededValue("BANK_ACCOUNT", f"{rng.randrange(10**5):05d}-{rng.choice(_CA_BANKS)}-"
                                           f"{rng.randrange(10**6, 10**7)}")  # fmt: skip
    raw = f"{rng.randrange(10**12, 10**13)}"
    return SeededValue("BANK_ACCOUNT", f"{raw[:4]} {raw[4:8]} {raw[8:]}")


#: How much of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"fr_BE": 1.0, "de_LI": 1.0, "en_CA": 1.5, "es_CA": 1.0, "ga_IE": 1.0, "sw": 150.0}


def money(loc: str, cents: int) -> SeededValue:
    """An amount of money, given in cents, as the locale writes it."""
    whole, rest = divmod(cents, 100)
    grouped = f"{whole:,}"
    written = {"fr_BE": "€\u00a0" + grouped.replace(",", ".") + f",{rest:02d}",
               "de_LI": "CHF\u00a0" + grouped.replace(",", "'") + f".{rest:02d}",
               "en_CA": f"${grouped}.{rest:02d}",
               "es_CA": grouped.replace(",", ".") + f",{rest:02d}\u00a0€",
               "ga_IE": f"€{grouped}.{rest:02d}",
               "sw": f"KSh\u00a0{grouped}.{rest:02d}"}  # fmt: skip
    return SeededValue("AMOUNT", written[loc])


def _cents(loc: str, rng: random.Random, low: float, high: float) -> int:
    """An amount in cents, ``low``–``high`` units scaled to the country's money (Kenyan shillings whole)."""
    units = rng.uniform(low, high) * _PER_UNIT[loc]
    return round(units) * 100 if loc == "sw" else round(units * 100)


_GA_MONTHS = ("Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair",
              "Deireadh Fómhair", "Samhain", "Nollaig")  # fmt: skip


def _day(loc: str, day: date) -> str:
    """A date as the locale writes it (Canada's forms in ISO order, Irish with the month's name)."""
    if loc == "en_CA":
        return day.isoformat()
    if loc == "de_LI":
        return f"{day:%d.%m.%Y}"
    if loc == "ga_IE":
        return f"{day.day} {_GA_MONTHS[day.month - 1]} {day.year}"
    return f"{day:%d/%m/%Y}"


def _clock(loc: str, h: int, m: int) -> str:
    """A time of day as the locale writes it (Canada on a 12-hour clock, Belgium with an h)."""
    if loc == "en_CA":
        return f"{(h - 1) % 12 + 1}:{m:02d} {'a.m.' if h < 12 else 'p.m.'}"
    if loc == "fr_BE":
        return f"{h}h{m:02d}"
    return f"{h:02d}:{m:02d}"


def _born(rng: random.Random, first: int = 1945, last: int = 2006) -> date:
    return date(rng.randrange(first, last), rng.randrange(1, 13), rng.randrange(1, 29))


def _firm(fake: Faker, loc: str, rng: random.Random, key: str) -> str:
    """A business of a trade (the ``key`` of its name's pattern) named after its owner's surname."""
    surname = _surname(fake, loc, rng, False)
    return _say(loc, key, surname=surname.split()[0] if loc == "es_CA" else surname)


#: The day every page is seen on.
_TODAY = date(2025, 12, 4)


# --- The page kinds ----------------------------------------------------------------------------------------


def _fleet(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname, female = given_surname(fake, loc, rng)
    renter, born = f"{given} {surname}", _born(rng, 1950, 2004)
    agreement, licence = number(rng, "RA-", 7), driving_licence(loc, rng, surname, born, female)
    tel, mail = phone(loc, rng), _mailbox(loc, rng, given, surname)
    home, car = one_line_address(loc, rng), plate(loc, rng)
    second, inspector = full_name(fake, loc, rng), full_name(fake, loc, rng)
    cents = [_cents(loc, rng, lo, hi) for lo, hi in ((70, 110), (40, 90), (60, 150), (250, 900))]
    charges, total = [money(loc, c) for c in cents], money(loc, sum(cents))
    meta = (f"<p class='meta'>{_c(loc, 'agreement')} <b>{html.escape(agreement)}</b> · {_c(loc, 'returned')} "
            f"{_day(loc, _TODAY)} {_clock(loc, 10, 42)}</p>")  # fmt: skip
    form = _pairs(loc, [("renter", renter), ("licence", licence), ("born", _day(loc, born)), ("phone", tel),
                        ("email", mail), ("home", home), ("plate", car), ("vehicle", _t(loc, "vehicle_value")),
                        ("odometer", _t(loc, "odometer_value")), ("fuel", _t(loc, "fuel_value"))])  # fmt: skip
    rows = "".join(table_row([_t(loc, k), v.value]) for k, v in zip(("ch_fuel", "ch_km", "ch_clean", "ch_bumper"),
                                                                   charges, strict=True))  # fmt: skip
    table = (
        f"<table><tr><th>{_t(loc, 'charge_item')}</th><th>{_t(loc, 'amount')}</th></tr>{rows}"
        f"<tr class='total'><td>{_t(loc, 'total_due')}</td><td>{html.escape(total.value)}</td></tr></table>"
    )
    notes = _say(loc, "damage", who=renter, who2=second)
    sig = (f"<div class='sig'><div>{_t(loc, 'sign_renter')}<span class='line'>{_t(loc, 'signed_pad')}</span>"
           f"{html.escape(renter)}</div><div>{_t(loc, 'inspected_by')}<span class='line'>{html.escape(inspector)}"
           "</span></div></div>")  # fmt: skip
    body = (_nav(loc, "nav_fleet") + meta + f"<div class='cols'><div>{form}</div><div><h3>{_t(loc, 'charges')}</h3>"
            f"{table}</div></div><h3>{_t(loc, 'damage')}</h3><p class='box'>{html.escape(notes)}</p>" + sig
            + _CHROME.buttons(loc, "close_rental", "add_photos", "print_receipt"))  # fmt: skip
    values = [SeededValue("ID", agreement), SeededValue("PERSON", renter), SeededValue("ID", licence),
              SeededValue("DATE_OF_BIRTH", _day(loc, born)), SeededValue("PHONE_NUMBER", tel),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("ADDRESS", home), SeededValue("ID", car),
              SeededValue("PERSON", second), SeededValue("PERSON", inspector), *charges, total]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_fleet"), body), values


def _chip(loc: str, css: str, key: str) -> str:
    return f"<span class='chip st-{css}'>{_t(loc, key)}</span>"


def _doctor(loc: str, name: str, female: bool) -> str:
    return _say(loc, "doctor_f" if female else "doctor", name=name)


def _pharmacy(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    lang = _lang(loc)
    shop, chemist = _firm(fake, loc, rng, "pharmacy_name"), full_name(fake, loc, rng)
    clerk_given, clerk_surname, _ = given_surname(fake, loc, rng)
    login = _login(rng, clerk_given, clerk_surname)
    doctors = [
        (f"{given} {surname}", female) for given, surname, female in (given_surname(fake, loc, rng) for _ in range(3))
    ]
    values = [SeededValue("ORGANIZATION", shop), SeededValue("PERSON", chemist), SeededValue("USERNAME", login),
              *(SeededValue("PERSON", d) for d, _ in doctors)]  # fmt: skip
    rows = []
    for k in range(8):
        given, surname, female = given_surname(fake, loc, rng)
        # A dispensary lists patients surname first, as their files are sorted.
        patient, born = f"{surname}, {given}", _born(rng, 1935, 2020)
        insured = health_number(loc, rng, surname, born, female)
        cells = [patient, _day(loc, born), _doctor(loc, *doctors[_PRESCRIBED_BY[k]]), _MEDICINES[lang][k],
                 _DIRECTIONS[lang][k], insured]  # fmt: skip
        status = _RX_STATUS[k]
        rows.append(table_row(cells)[:-5] + f"<td>{_chip(loc, status, f'st_{status}')}</td></tr>")
        values += [SeededValue("PERSON", patient), SeededValue("DATE_OF_BIRTH", _day(loc, born)),
                   SeededValue("ID", insured)]  # fmt: skip
    tabs = "".join(
        ("<span class='on'>" if k == "tab_fill" else "<span>") + f"{_t(loc, k)}</span>"
        for k in ("tab_fill", "tab_ready", "tab_done", "tab_hold")
    )
    info = (f"<p class='meta'>{_c(loc, 'pharmacy')} <b>{html.escape(shop)}</b> · {_c(loc, 'on_duty')} "
            f"{html.escape(chemist)} · {_t(loc, 'signed_in')} {html.escape(login)}</p>")  # fmt: skip
    search = f"<div class='search'><input placeholder='{_t(loc, 'search_rx')}'>{_CHROME.buttons(loc, 'refresh')}</div>"
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("patient", "born", "prescriber", "medicine", "directions",
                                                      "health_no", "status"))  # fmt: skip
    body = (
        _nav(loc, "nav_pharmacy")
        + info
        + f"<div class='tabs'>{tabs}</div>"
        + search
        + f"<table><tr>{head}</tr>{''.join(rows)}</table>"
        + _CHROME.buttons(loc, "new_rx", "print_labels")
    )
    return _CHROME.page(loc, _t(loc, "title_pharmacy"), body), values


def _tenders(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    officer = full_name(fake, loc, rng)
    bids = []
    for _ in range(6):
        firm, domain = company(fake, loc, rng)
        reg = company_number(loc, rng, firm)
        given, surname, _ = given_surname(fake, loc, rng)
        mail = f"{_ascii(given.split()[0])[:1]}{rng.choice(('.', ''))}{_stem(surname)}@{domain}"
        bids.append((_cents(loc, rng, 180_000, 420_000), firm, reg, f"{given} {surname}", phone(loc, rng), mail))
    # The dropdown sorts by the bid, lowest first; the remarks are the evaluator's, by place in that order.
    bids.sort()
    cards, values = [], [SeededValue("PERSON", officer)]
    for k, (cents, firm, reg, contact, tel, mail) in enumerate(bids):
        bid = money(loc, cents)
        lines = "".join(
            f"<div><span class='k'>{_c(loc, key)}</span>{html.escape(v)}</div>"
            for key, v in (("reg_no", reg), ("contact", contact), ("phone", tel), ("email", mail))
        )
        cards.append(
            f"<div class='card'><h3>{k + 1}. {html.escape(firm)}</h3>{lines}<div class='bid'>"
            f"<span class='k'>{_c(loc, 'bid')}</span><b>{html.escape(bid.value)}</b></div>"
            f"<div class='remark'>{_c(loc, 'remark')} {_REMARKS[_lang(loc)][k]}</div></div>"
        )
        values += [SeededValue("ORGANIZATION", firm), SeededValue("ID", reg), SeededValue("PERSON", contact),
                   SeededValue("PHONE_NUMBER", tel), SeededValue("EMAIL_ADDRESS", mail), bid]  # fmt: skip
    options = "".join(f"<option>{_t(loc, k)}</option>" for k in ("sort_amount", "sort_time", "sort_name"))
    head = (
        f"<p class='meta'>{_t(loc, 'tender_line')}</p><p class='meta'>{_c(loc, 'officer')} "
        f"{html.escape(officer)}</p><div class='sortbar'>{_t(loc, 'sort_by')}<select>{options}</select></div>"
    )
    body = (_nav(loc, "nav_tenders") + head + f"<div class='cards'>{''.join(cards)}</div>"
            + _CHROME.buttons(loc, "compare", "award", "export_record"))  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_tenders"), body), values


def _family(fake: Faker, loc: str, rng: random.Random) -> tuple[str, str]:
    """A pupil and the parent who signs for them, named as the country names families (a Catalan child has the
    first surnames of both parents; an Irish daughter the women's form of her father's surname)."""
    child_f, parent_f = rng.random() < 0.5, rng.random() < 0.5
    child_given, parent_given = _given(fake, loc, rng, child_f), _given(fake, loc, rng, parent_f)
    if loc == "es_CA":
        father, mother = str(fake.last_name()), str(fake.last_name())
        child = f"{child_given} {father} {mother}"
        return child, f"{parent_given} {mother if parent_f else father} {fake.last_name()}"
    if loc == "ga_IE":
        pair = rng.choice(_GA_SURNAMES)
        parent = rng.choice(_GA_SURNAMES)[1] if parent_f else pair[0]
        return f"{child_given} {pair[child_f]}", f"{parent_given} {parent}"
    surname = str(fake.last_name())
    parent = str(fake.last_name()) if parent_f and rng.random() < 0.4 else surname
    return f"{child_given} {surname}", f"{parent_given} {parent}"


def _school(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    teacher = full_name(fake, loc, rng)
    values, rows = [SeededValue("PERSON", teacher)], []
    for k in range(8):
        pupil, guardian = _family(fake, loc, rng)
        tel, pickup = phone(loc, rng), one_line_address(loc, rng)
        signed = _CONSENTS[k]
        chip = _chip(loc, "yes" if signed else "no", "consent_yes" if signed else "consent_no")
        cells = [pupil, guardian, tel, _ALLERGIES[_lang(loc)][k], pickup]
        rows.append(table_row(cells)[:-5] + f"<td>{chip}</td></tr>")
        values += [SeededValue("PERSON", pupil), SeededValue("PERSON", guardian), SeededValue("PHONE_NUMBER", tel),
                   SeededValue("ADDRESS", pickup)]  # fmt: skip
    head = (f"<div class='head'>{_c(loc, 'teacher')} <b>{html.escape(teacher)}</b> · {_c(loc, 'class')} "
            f"{_t(loc, 'class_value')}<br>{_t(loc, 'trip_line')}</div>")  # fmt: skip
    cols = "".join(f"<th>{_t(loc, k)}</th>" for k in ("pupil", "guardian", "guardian_phone", "allergies", "pickup",
                                                      "consent"))  # fmt: skip
    totals = f"<tr class='total'><td colspan='6'>{_t(loc, 'school_totals')}</td></tr>"
    body = (_nav(loc, "nav_school") + head + f"<table><tr>{cols}</tr>{''.join(rows)}{totals}</table>"
            + _CHROME.buttons(loc, "remind", "print_bus"))  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_school"), body), values


def _gym(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname, _ = given_surname(fake, loc, rng)
    member, member_no, born = f"{given} {surname}", number(rng, "", 8), _born(rng, 1955, 2007)
    mail, tel, (first, second) = _mailbox(loc, rng, given, surname), phone(loc, rng), address_lines(loc, rng)
    account, mandate = bank_account(loc, rng), number(rng, "MD-", 9)
    fee, tag, login = money(loc, _cents(loc, rng, 29, 79)), number(rng, "", 10), _login(rng, given, surname)
    trainer, contact, contact_tel = full_name(fake, loc, rng), full_name(fake, loc, rng), phone(loc, rng)
    card = _pairs(loc, [("member_no", member_no), ("born", _day(loc, born)), ("email", mail), ("phone", tel),
                        ("home", first), ("", second), ("plan", _t(loc, "plan_value")),
                        ("joined", _day(loc, date(2023, 3, 15))), ("fee", fee.value), ("debit", account.value),
                        ("mandate", mandate), ("key_tag", tag), ("app_login", login)])  # fmt: skip
    branches, activities = _BRANCHES[loc], _ACTIVITIES[_lang(loc)]
    visits = "".join(
        table_row([_day(loc, date(2025, m, d)), _clock(loc, h, mi), branches[b], activities[k]])
        for k, ((m, d), (h, mi), b) in enumerate(_VISITS)
    )
    cols = "".join(f"<th>{_t(loc, k)}</th>" for k in ("visit_day", "visit_in", "branch", "activity"))
    notes = _say(loc, "gym_notes", trainer=trainer, ec=contact, ec_tel=contact_tel)
    body = (_nav(loc, "nav_gym") + f"<div class='cols'><div class='profile'><h3>{html.escape(member)}</h3>{card}"
            f"</div><div><h3>{_t(loc, 'visits')}</h3><table><tr>{cols}</tr>{visits}</table></div></div>"
            f"<h3>{_t(loc, 'staff_notes')}</h3><p class='box'>{html.escape(notes)}</p>"
            + _CHROME.buttons(loc, "edit_profile", "freeze", "new_tag"))  # fmt: skip
    values = [SeededValue("PERSON", member), SeededValue("ID", member_no), SeededValue("DATE_OF_BIRTH", _day(loc, born)),
              SeededValue("EMAIL_ADDRESS", mail), SeededValue("PHONE_NUMBER", tel),
              SeededValue("ADDRESS", f"{first}, {second}"), fee, account, SeededValue("ID", mandate),
              SeededValue("ID", tag), SeededValue("USERNAME", login), SeededValue("PERSON", trainer),
              SeededValue("PERSON", contact), SeededValue("PHONE_NUMBER", contact_tel)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_gym"), body), values


def _party(loc: str, key: str, lines: list[tuple[str, str]]) -> str:
    """A sender's or addressee's block: the name in bold, then its lines, labelled where the key is not empty."""
    (_, name), *rest = lines
    body = "".join(f"<br><span class='k'>{_c(loc, k)}</span> {html.escape(v)}" if k else f"<br>{html.escape(v)}"
                   for k, v in rest)  # fmt: skip
    return f"<div class='party'><h3>{_t(loc, key)}</h3><b>{html.escape(name)}</b>{body}</div>"


def _customs(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    declaration, item = number(rng, "CD", 9), s10_parcel_number(loc, rng)
    given, surname, _ = given_surname(fake, loc, rng)
    sender, (firm, _) = f"{given} {surname}", company(fake, loc, rng)
    firm_tax = company_number(loc, rng, firm, "RM")
    (s_first, s_second), s_tel, s_mail = address_lines(loc, rng), phone(loc, rng), _mailbox(loc, rng, given, surname)
    addressee, (r_first, r_second) = full_name(fake, loc, rng), address_lines(loc, rng)
    addressee_id, r_tel = personal_id(loc, rng), phone(loc, rng)
    cents = [_cents(loc, rng, lo, hi) for lo, hi in _GOODS_VALUE]
    worth, postage = [money(loc, c) for c in cents], money(loc, _cents(loc, rng, *_POSTAGE))
    total, declarant = money(loc, sum(cents)), full_name(fake, loc, rng)
    sender_block = _party(
        loc,
        "from_party",
        [
            ("", sender),
            ("", firm),
            ("", s_first),
            ("", s_second),
            ("firm_tax", firm_tax),
            ("phone", s_tel),
            ("email", s_mail),
        ],
    )
    addressee_block = _party(loc, "to_party", [("", addressee), ("", r_first), ("", r_second),
                                               ("person_id", addressee_id), ("phone", r_tel)])  # fmt: skip
    kinds = "".join(f"<label><input type='checkbox'{' checked' if k == 'cat_sale' else ''}> {_t(loc, k)}</label>"
                    for k in ("cat_gift", "cat_sale", "cat_sample", "cat_return"))  # fmt: skip
    cols = "".join(f"<th>{_t(loc, k)}</th>" for k in ("goods", "hs_code", "quantity", "net_weight", "value"))
    goods = "".join(table_row([*row, v.value]) for row, v in zip(_GOODS[_lang(loc)], worth, strict=True))
    sums = "".join(f"<tr class='total'><td colspan='4'>{_t(loc, k)}</td><td>{html.escape(v.value)}</td></tr>"
                   for k, v in (("total_value", total), ("postage", postage)))  # fmt: skip
    head = (f"<p class='meta'>{_c(loc, 'decl_no')} <b>{html.escape(declaration)}</b> · {_c(loc, 'item_no')} "
            f"<b>{html.escape(item)}</b> · {_t(loc, 'origin')}</p>")  # fmt: skip
    sign = (f"<p class='box'>{_say(loc, 'certify')}<br><br>{_c(loc, 'declarant')} <b>{html.escape(declarant)}</b>"
            f" · {_c(loc, 'decl_date')} {_day(loc, _TODAY)}</p>")  # fmt: skip
    body = (_nav(loc, "nav_customs") + head + f"<div class='cols'>{sender_block}{addressee_block}</div>"
            + f"<p class='kinds'>{kinds}</p><table><tr>{cols}</tr>{goods}{sums}</table>" + sign
            + f"<div class='small'>{_say(loc, 'customs_warning')}</div>"
            + _CHROME.buttons(loc, "save_draft", "print_cn23", "submit_decl"))  # fmt: skip
    values = [SeededValue("ID", declaration), SeededValue("ID", item), SeededValue("PERSON", sender),
              SeededValue("ORGANIZATION", firm), SeededValue("ADDRESS", f"{s_first}, {s_second}"),
              SeededValue("ID", firm_tax), SeededValue("PHONE_NUMBER", s_tel), SeededValue("EMAIL_ADDRESS", s_mail),
              SeededValue("PERSON", addressee), SeededValue("ADDRESS", f"{r_first}, {r_second}"),
              SeededValue("ID", addressee_id), SeededValue("PHONE_NUMBER", r_tel), *worth, total, postage,
              SeededValue("PERSON", declarant)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_customs"), body), values


class SyntheticKindsDec16Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec16"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"fleet": _fleet, "pharmacy": _pharmacy, "tenders": _tenders,
                                               "school": _school, "gym": _gym, "customs": _customs}  # fmt: skip
    button_keys = _BUTTON_KEYS
