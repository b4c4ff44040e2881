"""Per-locale data and words for the redaction corpus: Faker values, label words, number formats.

``labels_tune`` are the label words of the tuning layouts; ``labels_heldout`` are other words a
real page might use for the same fields (written before any tuning and not tuned on).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date as dtdate
from datetime import timedelta
from typing import ClassVar

from faker import Faker
from faker.providers.ssn.zh_CN import Provider as ZhCnSsn

# The day the corpus was first rendered on: dates are drawn as if it were today.
TODAY = dtdate(2026, 12, 1)
_CARD_PREFIXES = ("2221", "2720", "2200", "1", "7", "8", "9", "3", "4", "5", "6", "62", "35", "2")


def _luhn_complete(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _group(number: float, thousands: str, decimal: str, places: int) -> str:
    whole, _, frac = f"{abs(number):,.{places}f}".partition(".")
    whole = whole.replace(",", thousands)
    return whole + (decimal + frac if places else "")


class Locale:
    """What a page in one locale is written with (subclasses fill the words)."""

    faker_locale = "en_US"
    html_lang = "en"
    font = '"Noto Sans", "DejaVu Sans", sans-serif'
    colon = ":"
    shop = "Corner Store"
    labels_tune: ClassVar[dict[str, str]] = {}
    labels_heldout: ClassVar[dict[str, str]] = {}
    buttons: ClassVar[dict[str, str]] = {}
    titles: ClassVar[dict[str, str]] = {}
    statuses: tuple[str, ...] = ()
    products: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # The fresh held-out split (new page kinds, written before any tuning of the redactor on it):
    # its own label words, a navigation sidebar, activity entries that name a person in running
    # text ("{name}" is replaced by a PII name), carrier services and the words of a shipping label.
    labels_fresh: ClassVar[dict[str, str]] = {}
    nav: tuple[str, ...] = ()
    activity: tuple[str, ...] = ()
    services: tuple[str, ...] = ()
    payment_text = "Visa •••• {last4}"
    titles_fresh: ClassVar[dict[str, str]] = {}
    # The third new-kinds split (a webmail screen, a support chat, a task board, a confirmation
    # dialog over a table): the label words, titles and buttons of those apps and their running
    # text. In ``texts_kinds3`` "{name}", "{company}", "{email}", "{phone}", "{address}" and
    # "{amount}" stand for PII values and "{order}" for an order number (no PII); "chat" is one
    # conversation, the customer first and then turn about, whose first six turns name every value.
    labels_kinds3: ClassVar[dict[str, str]] = {}
    titles_kinds3: ClassVar[dict[str, str]] = {}
    buttons_kinds3: ClassVar[dict[str, str]] = {}
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {}

    def __init__(self, seed: int) -> None:
        self.fake = Faker(self.faker_locale)
        self.fake.seed_instance(seed)

    # -- values ----------------------------------------------------------------------------
    def name(self) -> str:
        return str(self.fake.name())

    def email(self) -> str:
        return str(self.fake.email())

    def phone(self) -> str:
        return str(self.fake.phone_number())

    def company(self) -> str:
        return str(self.fake.company())

    def address(self) -> str:
        return "\n".join(part.strip() for part in str(self.fake.address()).split("\n"))

    def address_one_line(self) -> str:
        return ", ".join(self.address().split("\n"))

    def iban(self) -> str:
        return str(self.fake.iban())

    def card(self, rng: random.Random) -> str:
        prefix = rng.choice(_CARD_PREFIXES)
        length = rng.randint(13, 19)
        body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
        number = _luhn_complete(body)
        style = rng.random()
        if style < 0.6:
            return " ".join(number[i : i + 4] for i in range(0, len(number), 4))
        if style < 0.8:
            return "-".join(number[i : i + 4] for i in range(0, len(number), 4))
        return number

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%m/%d/%Y")

    def day(self, *, birth: bool = False) -> dtdate:
        """A date of birth (18 to 80 years before :data:`TODAY`) or a date of this year up to it.

        Faker's own helpers count from the real today: the corpus would change overnight. These
        draw the same way from a fixed today, so every run builds the same pages.
        """
        if birth:
            start = TODAY.replace(year=TODAY.year - 81)
            born = self.fake.date_time_ad(start_datetime=start, end_datetime=TODAY.replace(year=TODAY.year - 18)).date()
            return born if born != start else born + timedelta(days=1)
        return self.fake.date_between_dates(TODAY.replace(month=1, day=1), TODAY)

    def order_no(self, rng: random.Random) -> str:
        return f"#{rng.randint(10000, 99999)}"

    def clock(self, minutes: int) -> str:
        """A time of day, ``minutes`` after midnight, as a mail list or a chat shows it."""
        return f"{minutes // 60 % 24:02d}:{minutes % 60:02d}"

    def tracking_no(self, rng: random.Random) -> str:
        """A carrier's tracking number (not PII here: it names a parcel, printed on the label)."""
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return f"{letters}{rng.randint(100000000, 999999999)}{rng.choice(['DE', 'CN', 'US', 'FR', 'JP', 'GB'])}"

    def weight(self, rng: random.Random) -> str:
        return f"{rng.randint(1, 30)}.{rng.randint(0, 9)} kg"

    def amount(self, rng: random.Random, *, bare: bool = False, small: bool = False) -> str:
        value = round(rng.uniform(1, 300) if small else rng.uniform(10, 99999), 2)
        if rng.random() < 0.1:
            value = -value
        return self.format_amount(rng, value, bare)

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        if bare:
            return ("-" if value < 0 else "") + number
        sign = "-" if value < 0 else ""
        return rng.choice(
            [f"{sign}${number}", f"USD {sign}{number}", f"({'$'}{number})" if value < 0 else f"${number}"]
        )


class EnUs(Locale):
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "Order No", "customer": "Customer", "email": "Email", "phone": "Phone", "address": "Address",
        "amount": "Amount", "status": "Status", "actions": "Actions", "name": "Name", "company": "Company",
        "card": "Card number", "iban": "IBAN", "id": "SSN", "dob": "Date of birth", "balance": "Balance",
        "notes": "Notes", "item": "Item", "qty": "Qty", "unit_price": "Unit price", "subtotal": "Subtotal",
        "tax": "Tax", "total": "Total", "ship_to": "Ship to",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Full name", "company": "Organization", "email": "E-mail address", "phone": "Mobile",
        "address": "Street address", "card": "Credit card", "iban": "Account number", "id": "Passport number",
        "dob": "Birthday", "balance": "Amount paid", "invoice_no": "Invoice No", "date": "Date", "bill_to": "Bill to",
        "ship_to": "Ship to", "description": "Description", "qty": "Qty", "price": "Price", "line_total": "Total",
        "subtotal": "Subtotal", "vat": "VAT", "amount_due": "Amount due", "contact": "Contact person",
        "telephone": "Telephone", "mail": "Mail", "mailing_address": "Mailing address", "payment_card": "Payment card",
        "balance_due": "Balance due", "employer": "Employer", "birthday": "Date of birth", "status": "Status",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Edit", "search": "Search", "export": "Export", "new": "New", "save": "Save", "cancel": "Cancel",
        "delete": "Delete", "view": "View", "print": "Print", "close": "Close", "submit": "Submit", "back": "Back",
        "download": "Download", "update": "Update", "apply": "Apply",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Customers", "edit_customer": "Edit customer", "contacts": "Contacts",
              "application": "Account application", "invoice": "Invoice", "account": "Account overview"}  # fmt: skip
    statuses = ("Shipped", "Pending", "Delivered", "Cancelled", "Processing")
    products = ("Printer paper A4", "Toner cartridge", "USB-C cable", "Desk lamp", "Stapler", "Notebook")
    notes = ("Prefers delivery in the morning", "Call before shipping", "VIP since last year")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Legal name", "company": "Business name", "email": "Email", "phone": "Daytime phone",
        "address": "Residential address", "card": "Card on file", "iban": "Bank account", "id": "Driver's license no.",
        "dob": "DOB", "balance": "Opening deposit", "invoice_no": "Invoice #", "date": "Issued", "bill_to": "Billed to",
        "ship_to": "Deliver to", "description": "Item", "qty": "Units", "price": "Rate", "line_total": "Line total",
        "subtotal": "Subtotal", "vat": "Sales tax", "amount_due": "Balance due", "sender": "From", "recipient": "To",
        "tracking": "Tracking #", "weight": "Weight", "service": "Service", "ship_date": "Ship date", "order_ref": "Ref",
        "contact_phone": "Phone", "customer_section": "Customer", "customer": "Customer", "bill_address": "Billing address",
        "ship_address": "Shipping address", "payment": "Payment", "product": "Product", "sku": "SKU",
        "shipping_fee": "Shipping", "total": "Total", "account_manager": "Account manager",
        "customer_since": "Customer since", "activity": "Activity",
    }  # fmt: skip
    nav = ("Dashboard", "Orders", "Customers", "Products", "Reports", "Settings")
    activity = ("Order placed by {name}", "Refund approved by {name}", "Call with {name} about the delivery",
                "Address changed at the request of {name}")  # fmt: skip
    services = ("Ground", "2nd Day Air", "Priority Mail", "Express")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Shipping label",
        "order": "Order",
        "application": "New account",
        "invoice": "Invoice",
    }
    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "From", "mail_to": "To", "due": "Due", "col_customer": "Customer", "col_company": "Company",
        "col_balance": "Open balance", "col_phone": "Phone", "col_status": "Status",
        "confirm_name": "Type the customer's name to confirm", "send_to": "Send to",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "Mail", "chat": "Support chat", "board": "Customer follow-ups"}
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "Reply", "forward": "Forward", "compose": "Compose",
                                                "send": "Send"}  # fmt: skip
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("Inbox", "Starred", "Sent", "Drafts", "Archive", "Trash"),
        "mail_search": ("Search mail",),
        "subjects": (
            "Question about order {order}", "Refund for {name}", "Contract renewal – {company}",
            "Invoice {order} is overdue", "Delivery address for {name}", "Meeting with {company} next week",
        ),
        "greetings": ("Hello,", "Hi team,", "Good morning,"),
        "mail_name": (
            "I spoke to {name} on the phone yesterday about order {order}, and we agreed that I would send you "
            "the details in writing.",
            "Our colleague {name} placed order {order} last week, but only half of the items have arrived so far.",
            "{name} from our accounts team forwarded me your reminder about order {order}.",
        ),
        "mail_phone": (
            "The refund of {amount} has not reached our account yet. Could you call me at {phone} before Friday?",
            "Please send the credit note for {amount} to me directly, or call me at {phone} if anything is unclear.",
            "If you have any questions, you can reach me at {phone} between 9 and 5.",
        ),
        "mail_extra": (
            "I have attached the delivery note and a photo of the damaged box.",
            "Thank you for your help, and sorry for the short notice.",
        ),
        "closings": ("Kind regards,", "Best regards,", "Thanks,"),
        "job_titles": ("Office manager", "Head of purchasing", "Accounts payable clerk", "Operations lead",
                       "Facilities coordinator"),
        "chat": (
            "Hi, I ordered a desk lamp last week (order {order}) and it still hasn't arrived.",
            "Sorry to hear that! Could you confirm the email address you used for the order?",
            "Sure, it's {email}.",
            "Thanks. The parcel is addressed to {address}. Is that still correct?",
            "Yes, that's right. You can also call me at {phone} during the day.",
            "I've asked the courier to redeliver tomorrow. If it doesn't turn up, we'll refund the {amount} in full.",
            "Great, thank you so much.",
            "You're welcome! Is there anything else I can help you with?",
            "No, that's all. Have a nice day!",
        ),
        "chat_status": ("Online", "Waiting for reply", "Open"),
        "chat_placeholder": ("Type a message…",),
        "columns": ("To do", "In progress", "Done"),
        "card_titles": ("Call back {name}", "Invoice {company}", "Send the contract to {name}",
                        "Renewal quote for {company}", "Chase payment from {company}", "Onboarding call with {name}"),
        "tags": ("Billing", "Urgent", "VIP", "Renewal", "Support", "Sales"),
        "delete_title": ("Delete the customer {name}?",),
        "delete_text": ("{name} and all of their orders will be removed. This can't be undone.",),
        "send_title": ("Send the invoice to {name}?",),
        "send_text": ("Invoice {order} for {amount} will be emailed to {name} as a PDF.",),
    }  # fmt: skip

    def clock(self, minutes: int) -> str:
        hour, minute = minutes // 60 % 24, minutes % 60
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


class DeDe(Locale):
    faker_locale = "de_DE"
    html_lang = "de"
    shop = "Eckladen"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "Bestellnr.", "customer": "Kunde", "email": "E-Mail", "phone": "Telefon", "address": "Anschrift",
        "amount": "Betrag", "status": "Status", "actions": "Aktionen", "name": "Name", "company": "Firma",
        "card": "Kartennummer", "iban": "IBAN", "id": "Steuer-ID", "dob": "Geburtsdatum", "balance": "Saldo",
        "notes": "Notizen", "item": "Artikel", "qty": "Menge", "unit_price": "Einzelpreis", "subtotal": "Zwischensumme",
        "tax": "MwSt.", "total": "Gesamt", "ship_to": "Lieferadresse",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Ansprechpartner", "company": "Unternehmen", "email": "E-Mail-Adresse", "phone": "Mobil",
        "address": "Postanschrift", "card": "Kreditkarte", "iban": "Kontonummer", "id": "Ausweisnummer",
        "dob": "Geburtstag", "balance": "Rechnungsbetrag", "invoice_no": "Rechnungsnummer", "date": "Datum",
        "bill_to": "Rechnungsempfänger", "ship_to": "Lieferanschrift", "description": "Beschreibung", "qty": "Anzahl",
        "price": "Preis", "line_total": "Summe", "subtotal": "Zwischensumme", "vat": "USt.", "amount_due": "Endbetrag",
        "contact": "Kontaktperson", "telephone": "Telefonnummer", "mail": "Mail", "mailing_address": "Wohnadresse",
        "payment_card": "Bankkarte", "balance_due": "Offener Betrag", "employer": "Arbeitgeber",
        "birthday": "Geburtsdatum", "status": "Status",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Bearbeiten", "search": "Suchen", "export": "Exportieren", "new": "Neu", "save": "Speichern",
        "cancel": "Abbrechen", "delete": "Löschen", "view": "Ansehen", "print": "Drucken", "close": "Schließen",
        "submit": "Absenden", "back": "Zurück", "download": "Herunterladen", "update": "Aktualisieren",
        "apply": "Anwenden",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Kunden", "edit_customer": "Kunde bearbeiten", "contacts": "Kontakte",
              "application": "Kontoantrag", "invoice": "Rechnung", "account": "Kontoübersicht"}  # fmt: skip
    statuses = ("Versandt", "Offen", "Zugestellt", "Storniert", "In Bearbeitung")
    products = ("Druckerpapier A4", "Tonerkartusche", "USB-C-Kabel", "Schreibtischlampe", "Hefter", "Notizbuch")
    notes = ("Lieferung bitte vormittags", "Vor Versand anrufen", "Stammkunde seit 2019")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Vor- und Nachname", "company": "Firmenbezeichnung", "email": "E-Mail", "phone": "Rufnummer",
        "address": "Wohnanschrift", "card": "Kreditkartennummer", "iban": "IBAN", "id": "Personalausweis-Nr.",
        "dob": "Geb.-Datum", "balance": "Einzahlung", "invoice_no": "Rechnungs-Nr.", "date": "Rechnungsdatum",
        "bill_to": "Rechnung an", "ship_to": "Lieferung an", "description": "Bezeichnung", "qty": "Menge",
        "price": "Einzelpreis", "line_total": "Gesamtpreis", "subtotal": "Nettobetrag", "vat": "MwSt. 19 %",
        "amount_due": "Zahlbetrag", "sender": "Absender", "recipient": "Empfänger", "tracking": "Sendungsnummer",
        "weight": "Gewicht", "service": "Versandart", "ship_date": "Versanddatum", "order_ref": "Bestell-Nr.",
        "contact_phone": "Tel.", "customer_section": "Kundendaten", "customer": "Kunde",
        "bill_address": "Rechnungsanschrift", "ship_address": "Lieferanschrift", "payment": "Zahlung",
        "product": "Artikel", "sku": "Art.-Nr.", "shipping_fee": "Versand", "total": "Gesamtsumme",
        "account_manager": "Kundenbetreuer", "customer_since": "Kunde seit", "activity": "Verlauf",
    }  # fmt: skip
    nav = ("Übersicht", "Bestellungen", "Kunden", "Artikel", "Berichte", "Einstellungen")
    activity = ("Bestellung aufgegeben von {name}", "Erstattung freigegeben durch {name}",
                "Rückruf von {name} wegen der Lieferung", "Adresse geändert auf Wunsch von {name}")  # fmt: skip
    services = ("Paket", "Express", "Päckchen", "Expresso")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Versandetikett",
        "order": "Bestellung",
        "application": "Neues Kundenkonto",
        "invoice": "Rechnung",
    }

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "Von", "mail_to": "An", "due": "Fällig", "col_customer": "Kunde", "col_company": "Firma",
        "col_balance": "Offener Betrag", "col_phone": "Telefon", "col_status": "Status",
        "confirm_name": "Zur Bestätigung den Namen des Kunden eingeben", "send_to": "Senden an",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "E-Mail", "chat": "Support-Chat", "board": "Kundenaufgaben"}
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "Antworten", "forward": "Weiterleiten",
                                                "compose": "Neue E-Mail", "send": "Senden"}  # fmt: skip
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("Posteingang", "Markiert", "Gesendet", "Entwürfe", "Archiv", "Papierkorb"),
        "mail_search": ("E-Mails durchsuchen",),
        "subjects": (
            "Frage zu Bestellung {order}", "Erstattung für {name}", "Vertragsverlängerung – {company}",
            "Rechnung {order} überfällig", "Lieferadresse von {name}", "Termin mit {company} nächste Woche",
        ),
        "greetings": ("Hallo,", "Guten Tag,", "Sehr geehrte Damen und Herren,"),
        "mail_name": (
            "ich habe gestern mit {name} über die Bestellung {order} telefoniert. Wir haben vereinbart, dass ich "
            "Ihnen die Einzelheiten schriftlich schicke.",
            "bei uns hat {name} letzte Woche die Bestellung {order} aufgegeben, bisher ist aber nur die Hälfte der "
            "Artikel angekommen.",
            "{name} aus unserer Buchhaltung hat mir Ihre Zahlungserinnerung zur Bestellung {order} weitergeleitet.",
        ),
        "mail_phone": (
            "Die Erstattung über {amount} ist noch nicht auf unserem Konto eingegangen. Könnten Sie mich bis "
            "Freitag unter {phone} zurückrufen?",
            "Bitte schicken Sie die Gutschrift über {amount} direkt an mich oder rufen Sie mich unter {phone} an, "
            "falls etwas unklar ist.",
            "Bei Rückfragen erreichen Sie mich unter {phone} zwischen 9 und 17 Uhr.",
        ),
        "mail_extra": (
            "Den Lieferschein und ein Foto des beschädigten Kartons habe ich angehängt.",
            "Vielen Dank für Ihre Hilfe und entschuldigen Sie die Kurzfristigkeit.",
        ),
        "closings": ("Mit freundlichen Grüßen", "Viele Grüße", "Beste Grüße"),
        "job_titles": ("Büroleitung", "Leiter Einkauf", "Sachbearbeiterin Buchhaltung", "Teamleiter Logistik",
                       "Assistenz der Geschäftsführung"),
        "chat": (
            "Hallo, ich habe letzte Woche eine Schreibtischlampe bestellt (Bestellung {order}), sie ist aber immer "
            "noch nicht da.",
            "Das tut mir leid! Können Sie mir die E-Mail-Adresse nennen, mit der Sie bestellt haben?",
            "Klar, das ist {email}.",
            "Danke. Das Paket geht an {address}. Stimmt das noch?",
            "Ja, genau. Tagsüber erreichen Sie mich auch unter {phone}.",
            "Ich habe den Paketdienst gebeten, es morgen erneut zuzustellen. Falls es nicht ankommt, erstatten wir "
            "Ihnen die {amount} vollständig.",
            "Super, vielen Dank!",
            "Gern geschehen! Kann ich sonst noch etwas für Sie tun?",
            "Nein, das war alles. Schönen Tag noch!",
        ),
        "chat_status": ("Online", "Wartet auf Antwort", "Offen"),
        "chat_placeholder": ("Nachricht eingeben …",),
        "columns": ("Zu erledigen", "In Arbeit", "Erledigt"),
        "card_titles": ("{name} zurückrufen", "Rechnung an {company}", "Vertrag an {name} schicken",
                        "Verlängerungsangebot für {company}", "Zahlung von {company} anmahnen",
                        "Einführungsgespräch mit {name}"),
        "tags": ("Buchhaltung", "Dringend", "VIP", "Verlängerung", "Support", "Vertrieb"),
        "delete_title": ("Kunde {name} löschen?",),
        "delete_text": ("{name} und alle zugehörigen Bestellungen werden entfernt. Das lässt sich nicht rückgängig "
                        "machen.",),
        "send_title": ("Rechnung an {name} senden?",),
        "send_text": ("Die Rechnung {order} über {amount} wird als PDF an {name} geschickt.",),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(11))

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%d.%m.%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ".", ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"€ {sign}{number}"])


class FrFr(Locale):
    faker_locale = "fr_FR"
    html_lang = "fr"
    colon = " :"
    shop = "Épicerie du coin"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "N° de commande", "customer": "Client", "email": "E-mail", "phone": "Téléphone",
        "address": "Adresse", "amount": "Montant", "status": "Statut", "actions": "Actions", "name": "Nom",
        "company": "Société", "card": "Numéro de carte", "iban": "IBAN", "id": "N° de sécurité sociale",
        "dob": "Date de naissance", "balance": "Solde", "notes": "Remarques", "item": "Article", "qty": "Qté",
        "unit_price": "Prix unitaire", "subtotal": "Sous-total", "tax": "TVA", "total": "Total",
        "ship_to": "Adresse de livraison",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Nom complet", "company": "Entreprise", "email": "Courriel", "phone": "Portable",
        "address": "Adresse postale", "card": "Carte bancaire", "iban": "Numéro de compte", "id": "Numéro de passeport",
        "dob": "Né le", "balance": "Montant payé", "invoice_no": "Numéro de facture", "date": "Date",
        "bill_to": "Facturer à", "ship_to": "Livrer à", "description": "Désignation", "qty": "Quantité",
        "price": "Prix", "line_total": "Total", "subtotal": "Sous-total", "vat": "TVA", "amount_due": "Net à payer",
        "contact": "Interlocuteur", "telephone": "Tél.", "mail": "Mail", "mailing_address": "Domicile",
        "payment_card": "Carte de paiement", "balance_due": "Solde dû", "employer": "Employeur",
        "birthday": "Date de naissance", "status": "Statut",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Modifier", "search": "Rechercher", "export": "Exporter", "new": "Nouveau", "save": "Enregistrer",
        "cancel": "Annuler", "delete": "Supprimer", "view": "Voir", "print": "Imprimer", "close": "Fermer",
        "submit": "Valider", "back": "Retour", "download": "Télécharger", "update": "Mettre à jour",
        "apply": "Appliquer",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Clients", "edit_customer": "Modifier le client", "contacts": "Contacts",
              "application": "Demande d'ouverture de compte", "invoice": "Facture", "account": "Aperçu du compte"}  # fmt: skip
    statuses = ("Expédiée", "En attente", "Livrée", "Annulée", "En cours")
    products = ("Papier A4", "Cartouche de toner", "Câble USB-C", "Lampe de bureau", "Agrafeuse", "Carnet")
    notes = ("Livraison le matin de préférence", "Appeler avant l'expédition", "Client fidèle")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Nom et prénom", "company": "Raison sociale", "email": "Adresse e-mail", "phone": "N° de téléphone",
        "address": "Adresse complète", "card": "N° de carte", "iban": "IBAN", "id": "N° de passeport",
        "dob": "Date de naissance", "balance": "Dépôt initial", "invoice_no": "Facture n°", "date": "Date d'émission",
        "bill_to": "Adresse de facturation", "ship_to": "Adresse de livraison", "description": "Désignation",
        "qty": "Qté", "price": "PU HT", "line_total": "Montant HT", "subtotal": "Total HT", "vat": "TVA 20 %",
        "amount_due": "Total TTC", "sender": "Expéditeur", "recipient": "Destinataire", "tracking": "N° de suivi",
        "weight": "Poids", "service": "Service", "ship_date": "Date d'envoi", "order_ref": "Réf. commande",
        "contact_phone": "Tél.", "customer_section": "Client", "customer": "Nom du client",
        "bill_address": "Facturation", "ship_address": "Livraison", "payment": "Paiement", "product": "Produit",
        "sku": "Réf.", "shipping_fee": "Frais de port", "total": "Total", "account_manager": "Chargé de compte",
        "customer_since": "Client depuis", "activity": "Historique",
    }  # fmt: skip
    nav = ("Tableau de bord", "Commandes", "Clients", "Produits", "Rapports", "Paramètres")
    activity = ("Commande passée par {name}", "Remboursement validé par {name}",
                "Appel de {name} au sujet de la livraison", "Adresse modifiée à la demande de {name}")  # fmt: skip
    services = ("Colissimo", "Chronopost", "Lettre suivie", "Express")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Étiquette d'expédition",
        "order": "Commande",
        "application": "Ouverture de compte",
        "invoice": "Facture",
    }

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "De", "mail_to": "À", "due": "Échéance", "col_customer": "Client", "col_company": "Société",
        "col_balance": "Solde dû", "col_phone": "Téléphone", "col_status": "Statut",
        "confirm_name": "Saisissez le nom du client pour confirmer", "send_to": "Envoyer à",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "Messagerie", "chat": "Chat support", "board": "Suivi clients"}
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "Répondre", "forward": "Transférer",
                                                "compose": "Nouveau message", "send": "Envoyer"}  # fmt: skip
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("Boîte de réception", "Suivis", "Envoyés", "Brouillons", "Archives", "Corbeille"),
        "mail_search": ("Rechercher dans les messages",),
        "subjects": (
            "Question sur la commande {order}", "Remboursement pour {name}", "Renouvellement du contrat – {company}",
            "Facture {order} en retard", "Adresse de livraison de {name}",
            "Rendez-vous avec {company} la semaine prochaine",
        ),
        "greetings": ("Bonjour,", "Bonjour à tous,", "Madame, Monsieur,"),
        "mail_name": (
            "J'ai eu {name} au téléphone hier au sujet de la commande {order}, et nous avons convenu que je vous "
            "enverrais les détails par écrit.",
            "Notre collègue {name} a passé la commande {order} la semaine dernière, mais seule la moitié des "
            "articles est arrivée pour l'instant.",
            "{name}, de notre service comptable, m'a transmis votre relance concernant la commande {order}.",
        ),
        "mail_phone": (
            "Le remboursement de {amount} n'est toujours pas arrivé sur notre compte. Pourriez-vous me rappeler au "
            "{phone} avant vendredi ?",
            "Merci de m'envoyer directement l'avoir de {amount}, ou de m'appeler au {phone} en cas de question.",
            "Pour toute question, vous pouvez me joindre au {phone} entre 9 h et 17 h.",
        ),
        "mail_extra": (
            "Vous trouverez ci-joint le bon de livraison et une photo du carton abîmé.",
            "Merci d'avance pour votre aide.",
        ),
        "closings": ("Cordialement,", "Bien à vous,", "Bonne journée,"),
        "job_titles": ("Responsable administrative", "Responsable des achats", "Comptable fournisseurs",
                       "Chef d'équipe logistique", "Assistante de direction"),
        "chat": (
            "Bonjour, j'ai commandé une lampe de bureau la semaine dernière (commande {order}) et je ne l'ai "
            "toujours pas reçue.",
            "Je suis désolé ! Pouvez-vous me confirmer l'adresse e-mail utilisée pour la commande ?",
            "Bien sûr, c'est {email}.",
            "Merci. Le colis doit être livré à l'adresse suivante : {address}. Est-ce toujours la bonne ?",
            "Oui, c'est bien ça. Vous pouvez aussi me joindre au {phone} en journée.",
            "J'ai demandé au transporteur de vous relivrer demain. S'il n'arrive pas, nous vous rembourserons les "
            "{amount} intégralement.",
            "Parfait, merci beaucoup !",
            "Je vous en prie ! Puis-je vous aider pour autre chose ?",
            "Non, ce sera tout. Bonne journée !",
        ),
        "chat_status": ("En ligne", "En attente de réponse", "Ouvert"),
        "chat_placeholder": ("Écrivez un message…",),
        "columns": ("À faire", "En cours", "Terminé"),
        "card_titles": ("Rappeler {name}", "Facturer {company}", "Envoyer le contrat à {name}",
                        "Devis de renouvellement pour {company}", "Relancer {company} pour le paiement",
                        "Appel de démarrage avec {name}"),
        "tags": ("Facturation", "Urgent", "VIP", "Renouvellement", "Support", "Ventes"),
        "delete_title": ("Supprimer le client {name} ?",),
        "delete_text": ("{name} et toutes ses commandes seront supprimés. Cette action est irréversible.",),
        "send_title": ("Envoyer la facture à {name} ?",),
        "send_text": ("La facture {order} d'un montant de {amount} sera envoyée en PDF à {name}.",),
    }  # fmt: skip

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, rng.choice(["\u202f", "\u00a0", " "]), ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"{sign}{number} EUR"])


class EsEs(Locale):
    faker_locale = "es_ES"
    html_lang = "es"
    shop = "Tienda de la esquina"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "N.º de pedido", "customer": "Cliente", "email": "Correo electrónico", "phone": "Teléfono",
        "address": "Dirección", "amount": "Importe", "status": "Estado", "actions": "Acciones", "name": "Nombre",
        "company": "Empresa", "card": "Número de tarjeta", "iban": "IBAN", "id": "DNI",
        "dob": "Fecha de nacimiento", "balance": "Saldo", "notes": "Observaciones", "item": "Artículo",
        "qty": "Cantidad", "unit_price": "Precio unitario", "subtotal": "Subtotal", "tax": "IVA", "total": "Total",
        "ship_to": "Enviar a",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Nombre completo", "company": "Razón social", "email": "Email", "phone": "Móvil",
        "address": "Domicilio", "card": "Tarjeta de crédito", "iban": "Número de cuenta", "id": "Pasaporte",
        "dob": "Cumpleaños", "balance": "Importe pagado", "invoice_no": "Número de factura", "date": "Fecha",
        "bill_to": "Facturar a", "ship_to": "Dirección de entrega", "description": "Descripción", "qty": "Cantidad",
        "price": "Precio", "line_total": "Total", "subtotal": "Base imponible", "vat": "IVA", "amount_due": "Total a pagar",
        "contact": "Persona de contacto", "telephone": "Tel.", "mail": "Correo", "mailing_address": "Dirección postal",
        "payment_card": "Tarjeta", "balance_due": "Saldo pendiente", "employer": "Empleador",
        "birthday": "Fecha de nacimiento", "status": "Estado",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Editar", "search": "Buscar", "export": "Exportar", "new": "Nuevo", "save": "Guardar",
        "cancel": "Cancelar", "delete": "Eliminar", "view": "Ver", "print": "Imprimir", "close": "Cerrar",
        "submit": "Enviar", "back": "Volver", "download": "Descargar", "update": "Actualizar", "apply": "Aplicar",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Clientes", "edit_customer": "Editar cliente", "contacts": "Contactos",
              "application": "Solicitud de cuenta", "invoice": "Factura", "account": "Resumen de la cuenta"}  # fmt: skip
    statuses = ("Enviado", "Pendiente", "Entregado", "Cancelado", "En proceso")
    products = ("Papel A4", "Cartucho de tóner", "Cable USB-C", "Lámpara de escritorio", "Grapadora", "Cuaderno")
    notes = ("Prefiere entrega por la mañana", "Llamar antes del envío", "Cliente habitual")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Nombre y apellidos", "company": "Empresa", "email": "Correo", "phone": "Teléfono de contacto",
        "address": "Dirección completa", "card": "N.º de tarjeta", "iban": "IBAN", "id": "NIF",
        "dob": "F. de nacimiento", "balance": "Depósito inicial", "invoice_no": "Factura n.º",
        "date": "Fecha de emisión", "bill_to": "Datos de facturación", "ship_to": "Datos de envío",
        "description": "Concepto", "qty": "Uds.", "price": "Precio", "line_total": "Importe",
        "subtotal": "Base imponible", "vat": "IVA 21 %", "amount_due": "Total factura", "sender": "Remitente",
        "recipient": "Destinatario", "tracking": "N.º de seguimiento", "weight": "Peso", "service": "Servicio",
        "ship_date": "Fecha de envío", "order_ref": "Ref. pedido", "contact_phone": "Tlf.",
        "customer_section": "Cliente", "customer": "Cliente", "bill_address": "Dirección de facturación",
        "ship_address": "Dirección de envío", "payment": "Pago", "product": "Producto", "sku": "Ref.",
        "shipping_fee": "Envío", "total": "Total", "account_manager": "Gestor de cuenta",
        "customer_since": "Cliente desde", "activity": "Actividad",
    }  # fmt: skip
    nav = ("Panel", "Pedidos", "Clientes", "Productos", "Informes", "Ajustes")
    activity = ("Pedido realizado por {name}", "Reembolso aprobado por {name}",
                "Llamada de {name} sobre la entrega", "Dirección cambiada a petición de {name}")  # fmt: skip
    services = ("Estándar", "Urgente", "Express 24h", "Económico")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Etiqueta de envío",
        "order": "Pedido",
        "application": "Alta de cliente",
        "invoice": "Factura",
    }

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "De", "mail_to": "Para", "due": "Vence", "col_customer": "Cliente", "col_company": "Empresa",
        "col_balance": "Saldo pendiente", "col_phone": "Teléfono", "col_status": "Estado",
        "confirm_name": "Escribe el nombre del cliente para confirmar", "send_to": "Enviar a",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "Correo", "chat": "Chat de soporte",
                                               "board": "Seguimiento de clientes"}  # fmt: skip
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "Responder", "forward": "Reenviar", "compose": "Redactar",
                                                "send": "Enviar"}  # fmt: skip
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("Recibidos", "Destacados", "Enviados", "Borradores", "Archivo", "Papelera"),
        "mail_search": ("Buscar en el correo",),
        "subjects": (
            "Consulta sobre el pedido {order}", "Reembolso para {name}", "Renovación del contrato – {company}",
            "Factura {order} vencida", "Dirección de entrega de {name}", "Reunión con {company} la próxima semana",
        ),
        "greetings": ("Hola:", "Buenos días:", "Estimados señores:"),
        "mail_name": (
            "Ayer hablé por teléfono con {name} sobre el pedido {order} y quedamos en que les enviaría los detalles "
            "por escrito.",
            "Nuestro compañero {name} hizo el pedido {order} la semana pasada, pero de momento solo ha llegado la "
            "mitad de los artículos.",
            "{name}, de nuestro departamento de contabilidad, me ha reenviado su recordatorio sobre el pedido {order}.",
        ),
        "mail_phone": (
            "El reembolso de {amount} todavía no ha llegado a nuestra cuenta. ¿Podrían llamarme al {phone} antes "
            "del viernes?",
            "Por favor, envíenme directamente la factura rectificativa de {amount} o llámenme al {phone} si tienen "
            "alguna duda.",
            "Para cualquier consulta, pueden localizarme en el {phone} de 9 a 17 h.",
        ),
        "mail_extra": (
            "Adjunto el albarán y una foto de la caja dañada.",
            "Muchas gracias de antemano por su ayuda.",
        ),
        "closings": ("Un saludo,", "Atentamente,", "Saludos cordiales,"),
        "job_titles": ("Responsable de administración", "Jefe de compras", "Técnica de contabilidad",
                       "Coordinador de logística", "Asistente de dirección"),
        "chat": (
            "Hola, la semana pasada pedí una lámpara de escritorio (pedido {order}) y todavía no me ha llegado.",
            "¡Lo siento mucho! ¿Me confirma el correo electrónico con el que hizo el pedido?",
            "Claro, es {email}.",
            "Gracias. La dirección de entrega es {address}. ¿Sigue siendo correcta?",
            "Sí, es esa. También puede llamarme al {phone} durante el día.",
            "He pedido a la empresa de transporte que lo vuelva a entregar mañana. Si no llega, le devolvemos los "
            "{amount} íntegros.",
            "Perfecto, ¡muchas gracias!",
            "¡De nada! ¿Puedo ayudarle en algo más?",
            "No, eso es todo. ¡Que tenga un buen día!",
        ),
        "chat_status": ("En línea", "Esperando respuesta", "Abierto"),
        "chat_placeholder": ("Escribe un mensaje…",),
        "columns": ("Pendiente", "En curso", "Hecho"),
        "card_titles": ("Devolver la llamada a {name}", "Facturar a {company}", "Enviar el contrato a {name}",
                        "Presupuesto de renovación para {company}", "Reclamar el pago a {company}",
                        "Llamada de bienvenida con {name}"),
        "tags": ("Facturación", "Urgente", "VIP", "Renovación", "Soporte", "Ventas"),
        "delete_title": ("¿Eliminar al cliente {name}?",),
        "delete_text": ("Se eliminará a {name} junto con todos sus pedidos. Esta acción no se puede deshacer.",),
        "send_title": ("¿Enviar la factura a {name}?",),
        "send_text": ("La factura {order} por importe de {amount} se enviará en PDF a {name}.",),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.nif())

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ".", ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"{sign}{number}€"])


class ZhCn(Locale):
    faker_locale = "zh_CN"
    html_lang = "zh-CN"
    font = '"Noto Sans CJK SC", "Noto Sans", sans-serif'
    colon = "："
    shop = "便利店"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "订单号", "customer": "客户", "email": "邮箱", "phone": "电话", "address": "地址", "amount": "金额",
        "status": "状态", "actions": "操作", "name": "姓名", "company": "公司", "card": "卡号", "iban": "IBAN",
        "id": "身份证号", "dob": "出生日期", "balance": "余额", "notes": "备注", "item": "商品", "qty": "数量",
        "unit_price": "单价", "subtotal": "小计", "tax": "税额", "total": "合计", "ship_to": "收货地址",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "联系人", "company": "单位名称", "email": "电子邮箱", "phone": "联系电话", "address": "详细地址",
        "card": "信用卡号", "iban": "银行账号", "id": "证件号码", "dob": "生日", "balance": "实付金额",
        "invoice_no": "发票号码", "date": "开票日期", "bill_to": "购买方", "ship_to": "收货人", "description": "货物名称",
        "qty": "数量", "price": "单价", "line_total": "金额", "subtotal": "小计", "vat": "税额", "amount_due": "价税合计",
        "contact": "经办人", "telephone": "手机号码", "mail": "邮件", "mailing_address": "通讯地址",
        "payment_card": "付款卡", "balance_due": "应付金额", "employer": "工作单位", "birthday": "出生年月",
        "status": "状态",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "编辑", "search": "查询", "export": "导出", "new": "新增", "save": "保存", "cancel": "取消",
        "delete": "删除", "view": "查看", "print": "打印", "close": "关闭", "submit": "提交", "back": "返回",
        "download": "下载", "update": "更新", "apply": "应用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "客户列表", "edit_customer": "编辑客户", "contacts": "联系人", "application": "开户申请",
              "invoice": "增值税发票", "account": "账户概览"}  # fmt: skip
    statuses = ("已发货", "待处理", "已签收", "已取消", "处理中")
    products = ("A4打印纸", "硒鼓", "数据线", "台灯", "订书机", "笔记本")
    notes = ("请上午送货", "发货前请来电", "老客户")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "真实姓名", "company": "所在公司", "email": "邮箱地址", "phone": "手机号", "address": "居住地址",
        "card": "银行卡号", "iban": "IBAN", "id": "身份证号码", "dob": "出生日期", "balance": "充值金额",
        "invoice_no": "发票代码", "date": "开票日期", "bill_to": "购买方", "ship_to": "收货方", "description": "项目名称",
        "qty": "数量", "price": "单价", "line_total": "金额", "subtotal": "合计", "vat": "税额", "amount_due": "价税合计",
        "sender": "寄件人", "recipient": "收件人", "tracking": "运单号", "weight": "重量", "service": "快递类型",
        "ship_date": "寄件日期", "order_ref": "订单编号", "contact_phone": "电话", "customer_section": "客户信息",
        "customer": "下单人", "bill_address": "发票地址", "ship_address": "收货地址", "payment": "支付方式",
        "product": "商品名称", "sku": "商品编码", "shipping_fee": "运费", "total": "实付款",
        "account_manager": "客户经理", "customer_since": "注册时间", "activity": "操作记录",
    }  # fmt: skip
    nav = ("工作台", "订单管理", "客户管理", "商品管理", "数据报表", "系统设置")
    activity = ("{name}提交了订单", "退款已由{name}审批", "客户{name}来电询问物流", "应{name}要求修改了收货地址")
    services = ("标准快递", "次日达", "同城急送", "经济快递")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "快递面单",
        "order": "订单详情",
        "application": "会员注册",
        "invoice": "电子发票",
    }
    payment_text = "银联 尾号{last4}"

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "发件人", "mail_to": "收件人", "due": "截止日期", "col_customer": "客户", "col_company": "公司",
        "col_balance": "待收金额", "col_phone": "电话", "col_status": "状态", "confirm_name": "请输入客户姓名以确认",
        "send_to": "发送至",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "邮箱", "chat": "在线客服", "board": "客户跟进"}
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "回复", "forward": "转发", "compose": "写信", "send": "发送"}
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("收件箱", "星标邮件", "已发送", "草稿箱", "归档", "已删除"),
        "mail_search": ("搜索邮件",),
        "subjects": ("关于订单{order}的咨询", "{name}的退款申请", "{company}合同续签", "发票{order}已逾期",
                     "{name}的收货地址变更", "下周与{company}的会议"),
        "greetings": ("您好：", "各位好：", "你好，"),
        "mail_name": (
            "昨天我和{name}通了电话，讨论了订单{order}的情况，我们约定由我把细节以书面形式发给您。",
            "我们的同事{name}上周下了订单{order}，但到目前为止只收到了一半的货。",
            "财务部的{name}把贵司关于订单{order}的催款通知转给了我。",
        ),
        "mail_phone": (
            "{amount}的退款至今还没有到账。能否在周五之前给我回个电话？我的电话是{phone}。",
            "请把{amount}的红字发票直接寄给我，如有疑问请拨打{phone}联系我。",
            "如有任何问题，请在工作时间拨打{phone}与我联系。",
        ),
        "mail_extra": ("附件是送货单和破损包装箱的照片。", "感谢您的帮助！"),
        "closings": ("谢谢！", "祝好！", "顺祝商祺！"),
        "job_titles": ("行政主管", "采购经理", "财务专员", "物流主管", "总经理助理"),
        "chat": (
            "你好，我上周买了一个台灯（订单号{order}），到现在还没收到。",
            "非常抱歉！麻烦您确认一下下单时用的邮箱。",
            "好的，是{email}。",
            "谢谢。包裹的收货地址是{address}，这个地址还对吗？",
            "对的。白天也可以打我电话{phone}。",
            "我已经联系快递明天重新派送。如果还是没送到，我们会全额退还{amount}。",
            "太好了，谢谢！",
            "不客气！请问还有其他可以帮您的吗？",
            "没有了，谢谢，再见！",
        ),
        "chat_status": ("在线", "等待回复", "处理中"),
        "chat_placeholder": ("输入消息…",),
        "columns": ("待办", "进行中", "已完成"),
        "card_titles": ("给{name}回电", "给{company}开票", "把合同寄给{name}", "{company}续约报价", "催{company}付款",
                        "拜访客户{name}"),
        "tags": ("财务", "紧急", "VIP", "续约", "售后", "销售"),
        "delete_title": ("确定删除客户{name}吗？",),
        "delete_text": ("客户{name}及其全部订单将被删除，此操作无法撤销。",),
        "send_title": ("将发票发送给{name}？",),
        "send_text": ("金额为{amount}的发票{order}将以PDF格式发送给{name}。",),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        # A resident ID holds its owner's birthday: Faker's ``ssn`` counts the age from the real
        # today; this draws the same way from the corpus' fixed one.
        born = TODAY - timedelta(days=self.fake.random_int(18 * 365, 90 * 365))
        area = self.fake.random_element(ZhCnSsn.area_codes)
        body = str(self.fake.numerify(area + born.strftime("%Y%m%d") + "##")) + str(
            self.fake.random.choice("0123456789")
        )
        return body + str((1 - 2 * int(body, 13)) % 11).replace("10", "X")

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%Y-%m-%d") if rng.random() < 0.5 else f"{day.year}年{day.month}月{day.day}日"

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice(
            [f"¥{sign}{number}", f"￥{sign}{number}", f"{sign}{number}元", f"RMB {sign}{number}", f"CNY {sign}{number}"]
        )


class ZhTw(ZhCn):
    faker_locale = "zh_TW"
    html_lang = "zh-TW"
    font = '"Noto Sans CJK TC", "Noto Sans", sans-serif'
    shop = "便利商店"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "訂單編號", "customer": "客戶", "email": "電子郵件", "phone": "電話", "address": "地址",
        "amount": "金額", "status": "狀態", "actions": "操作", "name": "姓名", "company": "公司", "card": "卡號",
        "iban": "IBAN", "id": "身分證字號", "dob": "出生日期", "balance": "餘額", "notes": "備註", "item": "商品",
        "qty": "數量", "unit_price": "單價", "subtotal": "小計", "tax": "稅額", "total": "總計", "ship_to": "收貨地址",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "聯絡人", "company": "公司名稱", "email": "信箱", "phone": "聯絡電話", "address": "送貨地址",
        "card": "信用卡號", "iban": "銀行帳號", "id": "證件號碼", "dob": "生日", "balance": "實付金額",
        "invoice_no": "發票號碼", "date": "日期", "bill_to": "買受人", "ship_to": "收件人", "description": "品名",
        "qty": "數量", "price": "單價", "line_total": "金額", "subtotal": "小計", "vat": "營業稅", "amount_due": "總計",
        "contact": "經辦人", "telephone": "手機號碼", "mail": "電郵", "mailing_address": "通訊地址",
        "payment_card": "付款卡", "balance_due": "應付金額", "employer": "服務單位", "birthday": "出生日期",
        "status": "狀態",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "編輯", "search": "搜尋", "export": "匯出", "new": "新增", "save": "儲存", "cancel": "取消",
        "delete": "刪除", "view": "檢視", "print": "列印", "close": "關閉", "submit": "送出", "back": "返回",
        "download": "下載", "update": "更新", "apply": "套用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "客戶清單", "edit_customer": "編輯客戶", "contacts": "聯絡人", "application": "開戶申請",
              "invoice": "統一發票", "account": "帳戶總覽"}  # fmt: skip
    statuses = ("已出貨", "待處理", "已送達", "已取消", "處理中")
    products = ("A4影印紙", "碳粉匣", "傳輸線", "檯燈", "釘書機", "筆記本")
    notes = ("請上午送貨", "出貨前請來電", "老客戶")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "姓名", "company": "公司名", "email": "電子信箱", "phone": "行動電話", "address": "戶籍地址",
        "card": "卡號", "iban": "IBAN", "id": "身分證字號", "dob": "出生年月日", "balance": "儲值金額",
        "invoice_no": "發票號碼", "date": "開立日期", "bill_to": "買受人", "ship_to": "收件資訊", "description": "品名",
        "qty": "數量", "price": "單價", "line_total": "金額", "subtotal": "銷售額", "vat": "稅額", "amount_due": "總計",
        "sender": "寄件人", "recipient": "收件人", "tracking": "託運單號", "weight": "重量", "service": "配送方式",
        "ship_date": "寄件日期", "order_ref": "訂單編號", "contact_phone": "電話", "customer_section": "顧客資料",
        "customer": "訂購人", "bill_address": "帳單地址", "ship_address": "收件地址", "payment": "付款方式",
        "product": "商品名稱", "sku": "商品編號", "shipping_fee": "運費", "total": "總金額",
        "account_manager": "業務專員", "customer_since": "加入日期", "activity": "處理紀錄",
    }  # fmt: skip
    nav = ("儀表板", "訂單管理", "顧客管理", "商品管理", "報表", "系統設定")
    activity = ("{name}已下單", "退款由{name}核准", "客戶{name}來電詢問出貨", "依{name}要求變更收件地址")
    services = ("宅配", "超商取貨", "郵局掛號", "快遞")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "出貨標籤",
        "order": "訂單明細",
        "application": "會員申請",
        "invoice": "電子發票",
    }
    payment_text = "信用卡 末四碼{last4}"

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "寄件者", "mail_to": "收件者", "due": "到期日", "col_customer": "客戶", "col_company": "公司",
        "col_balance": "未收金額", "col_phone": "電話", "col_status": "狀態", "confirm_name": "請輸入客戶姓名以確認",
        "send_to": "寄送至",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "郵件", "chat": "線上客服", "board": "客戶追蹤"}
    buttons_kinds3: ClassVar[dict[str, str]] = {"reply": "回覆", "forward": "轉寄", "compose": "撰寫", "send": "傳送"}
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("收件匣", "已加星號", "寄件備份", "草稿", "封存", "垃圾桶"),
        "mail_search": ("搜尋郵件",),
        "subjects": ("關於訂單{order}的詢問", "{name}的退款申請", "{company}合約續約", "發票{order}已逾期",
                     "{name}的收件地址變更", "下週與{company}的會議"),
        "greetings": ("您好：", "各位好：", "你好，"),
        "mail_name": (
            "昨天我和{name}通過電話，談到訂單{order}的狀況，我們說好由我把細節以書面方式寄給您。",
            "我們的同事{name}上週下了訂單{order}，但目前只收到一半的貨。",
            "會計部的{name}把貴公司關於訂單{order}的催款通知轉寄給我。",
        ),
        "mail_phone": (
            "{amount}的退款到現在還沒有入帳。能否在週五前回電給我？我的電話是{phone}。",
            "請把{amount}的折讓單直接寄給我，如有疑問請撥{phone}與我聯絡。",
            "如有任何問題，請於上班時間撥打{phone}與我聯繫。",
        ),
        "mail_extra": ("附件是出貨單和破損紙箱的照片。", "感謝您的協助！"),
        "closings": ("謝謝！", "敬祝 商祺", "順頌 時祺"),
        "job_titles": ("行政主管", "採購經理", "會計專員", "物流主任", "總經理特助"),
        "chat": (
            "您好，我上週訂了一盞檯燈（訂單編號{order}），到現在還沒收到。",
            "非常抱歉！麻煩您確認一下訂購時使用的電子信箱。",
            "好的，是{email}。",
            "謝謝。包裹的收件地址是{address}，這個地址還正確嗎？",
            "對。白天也可以打{phone}找我。",
            "我已經請物流明天重新配送。如果還是沒送到，我們會全額退還{amount}。",
            "太好了，謝謝！",
            "不客氣！請問還有其他需要幫忙的地方嗎？",
            "沒有了，謝謝，再見！",
        ),
        "chat_status": ("線上", "等待回覆", "處理中"),
        "chat_placeholder": ("輸入訊息…",),
        "columns": ("待辦", "進行中", "已完成"),
        "card_titles": ("回電給{name}", "開發票給{company}", "把合約寄給{name}", "{company}續約報價", "催{company}付款",
                        "拜訪客戶{name}"),
        "tags": ("帳務", "緊急", "VIP", "續約", "客服", "業務"),
        "delete_title": ("確定要刪除客戶{name}嗎？",),
        "delete_text": ("客戶{name}及其所有訂單都會被刪除，此動作無法復原。",),
        "send_title": ("要將發票寄給{name}嗎？",),
        "send_text": ("金額{amount}的發票{order}將以PDF寄送給{name}。",),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", rng.choice([0, 2]))
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"NT${sign}{number}", f"{sign}{number}元", f"TWD {sign}{number}"])


class JaJp(Locale):
    faker_locale = "ja_JP"
    html_lang = "ja"
    font = '"Noto Sans CJK JP", "Noto Sans", sans-serif'
    colon = "："
    shop = "コンビニ"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "注文番号", "customer": "顧客名", "email": "メール", "phone": "電話番号", "address": "住所",
        "amount": "金額", "status": "ステータス", "actions": "操作", "name": "氏名", "company": "会社名",
        "card": "カード番号", "iban": "IBAN", "id": "マイナンバー", "dob": "生年月日", "balance": "残高",
        "notes": "備考", "item": "商品", "qty": "数量", "unit_price": "単価", "subtotal": "小計", "tax": "消費税",
        "total": "合計", "ship_to": "お届け先",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "お名前", "company": "勤務先", "email": "Eメール", "phone": "携帯電話", "address": "ご住所",
        "card": "クレジットカード", "iban": "口座番号", "id": "パスポート番号", "dob": "誕生日",
        "balance": "お支払い金額", "invoice_no": "請求書番号", "date": "発行日", "bill_to": "請求先",
        "ship_to": "送付先", "description": "品名", "qty": "数量", "price": "単価", "line_total": "金額",
        "subtotal": "小計", "vat": "消費税", "amount_due": "ご請求額", "contact": "担当者",
        "telephone": "連絡先", "mail": "メールアドレス", "mailing_address": "所在地", "payment_card": "お支払いカード",
        "balance_due": "未払い残高", "employer": "会社", "birthday": "生年月日", "status": "状態",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "編集", "search": "検索", "export": "エクスポート", "new": "新規作成", "save": "保存",
        "cancel": "キャンセル", "delete": "削除", "view": "表示", "print": "印刷", "close": "閉じる",
        "submit": "送信", "back": "戻る", "download": "ダウンロード", "update": "更新", "apply": "適用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "顧客一覧", "edit_customer": "顧客の編集", "contacts": "連絡先", "application": "口座開設申込",
              "invoice": "請求書", "account": "アカウント概要"}  # fmt: skip
    statuses = ("発送済み", "保留中", "配達済み", "キャンセル", "処理中")
    products = ("コピー用紙A4", "トナー", "USBケーブル", "デスクライト", "ホッチキス", "ノート")
    notes = ("午前中の配達希望", "発送前に電話", "常連のお客様")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "お名前", "company": "勤務先名", "email": "メールアドレス", "phone": "電話番号", "address": "ご住所",
        "card": "カード番号", "iban": "IBAN", "id": "運転免許証番号", "dob": "生年月日", "balance": "入金額",
        "invoice_no": "請求番号", "date": "発行日", "bill_to": "ご請求先", "ship_to": "お届け先", "description": "品目",
        "qty": "数量", "price": "単価", "line_total": "金額", "subtotal": "小計", "vat": "消費税（10%）",
        "amount_due": "ご請求金額", "sender": "ご依頼主", "recipient": "お届け先", "tracking": "お問い合わせ番号",
        "weight": "重量", "service": "便種", "ship_date": "発送日", "order_ref": "注文番号", "contact_phone": "電話",
        "customer_section": "お客様情報", "customer": "ご注文者", "bill_address": "ご請求先住所",
        "ship_address": "お届け先住所", "payment": "お支払い方法", "product": "商品名", "sku": "品番",
        "shipping_fee": "送料", "total": "合計", "account_manager": "担当営業", "customer_since": "登録日",
        "activity": "対応履歴",
    }  # fmt: skip
    nav = ("ダッシュボード", "注文管理", "顧客管理", "商品管理", "レポート", "設定")
    activity = (
        "{name}様よりご注文",
        "返金承認：{name}",
        "{name}様から配送について問い合わせ",
        "{name}様のご依頼で住所を変更",
    )
    services = ("宅急便", "ゆうパック", "メール便", "クール便")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "送り状",
        "order": "注文詳細",
        "application": "会員登録",
        "invoice": "請求書",
    }
    payment_text = "クレジットカード 下4桁{last4}"

    labels_kinds3: ClassVar[dict[str, str]] = {
        "mail_from": "差出人", "mail_to": "宛先", "due": "期限", "col_customer": "顧客名", "col_company": "会社名",
        "col_balance": "未収金額", "col_phone": "電話番号", "col_status": "ステータス",
        "confirm_name": "確認のため顧客名を入力してください", "send_to": "送信先",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "メール", "chat": "サポートチャット", "board": "顧客フォロー"}
    buttons_kinds3: ClassVar[dict[str, str]] = {
        "reply": "返信",
        "forward": "転送",
        "compose": "新規作成",
        "send": "送信",
    }
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        "folders": ("受信トレイ", "スター付き", "送信済み", "下書き", "アーカイブ", "ゴミ箱"),
        "mail_search": ("メールを検索",),
        "subjects": ("ご注文{order}について", "{name}様の返金の件", "{company}様 契約更新のご案内",
                     "請求書{order}のお支払い期限について", "{name}様のお届け先変更", "来週の{company}様との打ち合わせ"),
        "greetings": ("お世話になっております。", "いつもお世話になっております。", "ご担当者様"),
        "mail_name": (
            "昨日、ご注文{order}の件で{name}様とお電話でお話しし、詳細を書面でお送りすることになりました。",
            "弊社の{name}が先週ご注文{order}をいたしましたが、現在までに半分の商品しか届いておりません。",
            "経理部の{name}より、ご注文{order}に関する督促状を転送してもらいました。",
        ),
        "mail_phone": (
            "{amount}のご返金がまだ弊社口座に入金されておりません。金曜日までに{phone}までお電話いただけますでしょうか。",
            "{amount}の返金伝票を私宛てに直接お送りいただくか、ご不明な点があれば{phone}までご連絡ください。",
            "ご不明な点がございましたら、平日9時から17時まで{phone}にてご連絡ください。",
        ),
        "mail_extra": ("納品書と破損した箱の写真を添付いたします。", "お手数をおかけしますが、ご確認のほどお願いいたします。"),
        "closings": ("よろしくお願いいたします。", "以上、よろしくお願いします。"),
        "job_titles": ("総務課長", "購買部 部長", "経理担当", "物流チームリーダー", "営業アシスタント"),
        "chat": (
            "こんにちは。先週デスクライトを注文したのですが（注文番号{order}）、まだ届いていません。",
            "大変申し訳ございません。ご注文時のメールアドレスを教えていただけますか？",
            "はい、{email}です。",
            "ありがとうございます。お届け先は{address}でお間違いないでしょうか？",
            "はい、合っています。日中は{phone}でも連絡がつきます。",
            "明日再配達するよう配送業者に手配いたしました。万一届かない場合は、{amount}を全額返金いたします。",
            "助かります、ありがとうございます！",
            "どういたしまして。ほかにお困りのことはございますか？",
            "いえ、大丈夫です。ありがとうございました！",
        ),
        "chat_status": ("オンライン", "返信待ち", "対応中"),
        "chat_placeholder": ("メッセージを入力…",),
        "columns": ("未着手", "進行中", "完了"),
        "card_titles": ("{name}様に折り返し電話", "{company}へ請求書発行", "{name}様に契約書を送付",
                        "{company} 更新見積もり", "{company}へ入金督促", "{name}様と導入打ち合わせ"),
        "tags": ("請求", "至急", "VIP", "更新", "サポート", "営業"),
        "delete_title": ("顧客「{name}」を削除しますか？",),
        "delete_text": ("{name}様と関連するすべての注文が削除されます。この操作は元に戻せません。",),
        "send_title": ("{name}様に請求書を送信しますか？",),
        "send_text": ("請求書{order}（{amount}）をPDFで{name}様に送信します。",),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(12))
        return f"{digits[:4]} {digits[4:8]} {digits[8:]}"

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return f"{day.year}年{day.month}月{day.day}日" if rng.random() < 0.6 else day.strftime("%Y/%m/%d")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(round(value), ",", ".", 0)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"¥{sign}{number}", f"{sign}{number}円", f"￥{sign}{number}", f"JPY {sign}{number}"])


class EnGb(EnUs):
    """British English: only in the fresh held-out split (postcodes, £, NI numbers, 0xxxx phones)."""

    faker_locale = "en_GB"
    html_lang = "en-GB"
    shop = "Corner Shop"
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Full name", "company": "Trading name", "email": "Email address", "phone": "Mobile number",
        "address": "Home address", "card": "Debit card number", "iban": "Bank details",
        "id": "National Insurance number", "dob": "Date of birth", "balance": "Amount owed",
        "invoice_no": "Invoice number", "date": "Tax point", "bill_to": "Invoice to", "ship_to": "Delivery address",
        "description": "Description", "qty": "Qty", "price": "Unit cost", "line_total": "Net", "subtotal": "Net total",
        "vat": "VAT", "amount_due": "Total payable", "sender": "Return address", "recipient": "Deliver to",
        "tracking": "Consignment no.", "weight": "Weight", "service": "Service", "ship_date": "Despatched",
        "order_ref": "Order ref", "contact_phone": "Tel", "customer_section": "Customer details", "customer": "Name",
        "bill_address": "Invoice address", "ship_address": "Delivery address", "payment": "Paid by",
        "product": "Product", "sku": "Code", "shipping_fee": "Postage", "total": "Total",
        "account_manager": "Account manager", "customer_since": "Customer since", "activity": "History",
    }  # fmt: skip
    titles_fresh: ClassVar[dict[str, str]] = {"shipping_label": "Parcel label", "order": "Order", "application": "Open an account",
                                              "invoice": "VAT invoice"}  # fmt: skip
    nav = ("Dashboard", "Orders", "Customers", "Stock", "Reports", "Settings")
    activity = ("Order placed by {name}", "Refund authorised by {name}", "Spoke to {name} about the delivery",
                "Delivery address changed for {name}")  # fmt: skip
    services = ("Tracked 24", "Tracked 48", "Special Delivery", "Next Day")

    labels_kinds3: ClassVar[dict[str, str]] = {
        **EnUs.labels_kinds3, "col_balance": "Balance outstanding", "col_phone": "Telephone",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "Mail", "chat": "Live chat", "board": "Customer follow-ups"}
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds3,
        "greetings": ("Hello,", "Hi all,", "Good morning,"),
        "closings": ("Kind regards,", "Best wishes,", "Many thanks,"),
        "job_titles": ("Office manager", "Head of procurement", "Credit controller", "Operations lead",
                       "Facilities coordinator"),
        "card_titles": ("Ring {name} back", "Invoice {company}", "Send the contract to {name}",
                        "Renewal quote for {company}", "Chase payment from {company}", "Onboarding call with {name}"),
    }  # fmt: skip

    def clock(self, minutes: int) -> str:
        return Locale.clock(self, minutes)

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.day(birth=birth)
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}£{number}", f"GBP {sign}{number}", f"£{sign}{number}"])


class DeCh(DeDe):
    """Swiss German: only in the fresh held-out split (CHF 1'234.50, AHV numbers, Swiss addresses)."""

    faker_locale = "de_CH"
    html_lang = "de-CH"
    shop = "Quartierladen"
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Name, Vorname", "company": "Firma", "email": "E-Mail", "phone": "Telefon", "address": "Adresse",
        "card": "Kartennummer", "iban": "IBAN", "id": "AHV-Nummer", "dob": "Geburtsdatum", "balance": "Guthaben",
        "invoice_no": "Rechnungsnummer", "date": "Datum", "bill_to": "Rechnungsempfänger", "ship_to": "Lieferadresse",
        "description": "Artikel", "qty": "Anz.", "price": "Preis", "line_total": "Betrag", "subtotal": "Zwischentotal",
        "vat": "MWST", "amount_due": "Total", "sender": "Absender", "recipient": "Empfänger",
        "tracking": "Sendungsnummer", "weight": "Gewicht", "service": "Zustellart", "ship_date": "Aufgabedatum",
        "order_ref": "Referenz", "contact_phone": "Telefon", "customer_section": "Kunde", "customer": "Name",
        "bill_address": "Rechnungsadresse", "ship_address": "Lieferadresse", "payment": "Bezahlt mit",
        "product": "Produkt", "sku": "Artikelnr.", "shipping_fee": "Porto", "total": "Total",
        "account_manager": "Betreuer", "customer_since": "Kunde seit", "activity": "Aktivitäten",
    }  # fmt: skip
    titles_fresh: ClassVar[dict[str, str]] = {"shipping_label": "Versandetikette", "order": "Bestellung",
                                              "application": "Kundenkonto eröffnen", "invoice": "Rechnung"}  # fmt: skip
    nav = ("Übersicht", "Bestellungen", "Kunden", "Produkte", "Auswertungen", "Einstellungen")
    activity = ("Bestellung erfasst von {name}", "Gutschrift bewilligt von {name}", "Telefonat mit {name} zur Lieferung",
                "Adresse geändert im Auftrag von {name}")  # fmt: skip
    services = ("PostPac Priority", "PostPac Economy", "Swiss-Express", "Kurier")

    # Swiss orthography has no ß: the German words with ss, and a few Swiss ones.
    labels_kinds3: ClassVar[dict[str, str]] = {
        **DeDe.labels_kinds3, "confirm_name": "Zur Bestätigung Kundennamen eingeben",
    }  # fmt: skip
    titles_kinds3: ClassVar[dict[str, str]] = {"mail": "E-Mail", "chat": "Kundenchat", "board": "Pendenzen"}
    texts_kinds3: ClassVar[dict[str, tuple[str, ...]]] = {
        **{key: tuple(s.replace("ß", "ss") for s in words) for key, words in DeDe.texts_kinds3.items()},
        "greetings": ("Grüezi,", "Guten Tag,", "Sehr geehrte Damen und Herren,"),
        "closings": ("Freundliche Grüsse", "Beste Grüsse", "Liebe Grüsse"),
        "columns": ("Pendent", "In Bearbeitung", "Erledigt"),
    }  # fmt: skip

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, "'", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"CHF {sign}{number}", f"{sign}{number} CHF", f"Fr. {sign}{number}"])


LOCALES: dict[str, Callable[[int], Locale]] = {
    "en_US": EnUs,
    "de_DE": DeDe,
    "fr_FR": FrFr,
    "es_ES": EsEs,
    "zh_CN": ZhCn,
    "zh_TW": ZhTw,
    "ja_JP": JaJp,
    "en_GB": EnGb,
    "de_CH": DeCh,
}
#: The locales of the tuning and first held-out splits (their pages and seeds are fixed).
FIRST_LOCALES = ("de_DE", "en_US", "es_ES", "fr_FR", "ja_JP", "zh_CN", "zh_TW")
