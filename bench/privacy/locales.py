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
    # The fifth new-kinds split (a spreadsheet, a week calendar, a CRM contact record, an invoice
    # in a PDF viewer): the label words, titles and buttons of those apps and their running text.
    # In ``texts_kinds5`` "{name}", "{colleague}", "{company}", "{email}", "{phone}", "{address}",
    # "{street}" and "{amount}" stand for PII values ("{name}" and "{colleague}" in a CRM entry are
    # the short names colleagues use among themselves: :meth:`person`), "{job}", "{order}",
    # "{date}" and "{no}" for words and numbers that are no PII; "day_head", "month_title",
    # "cal_guest_count", "percent", "customer_no" and "invoice_no" are formats, not running text.
    labels_kinds5: ClassVar[dict[str, str]] = {}
    titles_kinds5: ClassVar[dict[str, str]] = {}
    buttons_kinds5: ClassVar[dict[str, str]] = {}
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {}
    # The sales tax an invoice adds to its net amount (its label word names the same rate).
    vat_rate = 0.0

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
        return self.format_day(self.day(birth=birth), rng)

    def format_day(self, day: dtdate, rng: random.Random) -> str:
        """``day`` written as the locale writes a date (some locales pick one of two ways)."""
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

    def person(self) -> tuple[str, str]:
        """A full name and the short form colleagues write in notes ("Anna called"): the first name."""
        first, last = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{first} {last}", first

    def street(self) -> str:
        """A street and house number alone, as an appointment's title names a place."""
        return ", ".join(part.strip() for part in str(self.fake.street_address()).split("\n"))

    def tax_id(self, rng: random.Random) -> str:
        """A company's tax or register number, as an invoice's footer prints it (no PII: it names a firm)."""
        return f"{rng.randint(10, 99)}-{rng.randint(1000000, 9999999)}"

    def round_amount(self, value: float) -> float:
        """``value`` in the currency's smallest unit that invoices and sheets compute with."""
        return round(value, 2)

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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "Customer", "sh_company": "Company", "sh_address": "Address", "sh_phone": "Phone #",
        "sh_email": "Email", "sh_open": "Open amount", "sh_last_contact": "Last contact", "sh_note": "Notes",
        "sh_total": "TOTAL", "cal_location": "Location", "cal_guests": "Guests", "cal_organizer": "Organizer",
        "cal_description": "Description", "cal_reminder": "Notification", "crm_about": "About this contact",
        "crm_email": "Email", "crm_phone": "Phone number", "crm_mobile": "Mobile phone number",
        "crm_address": "Street address", "crm_customer_no": "Customer ID", "crm_owner": "Contact owner",
        "crm_stage": "Lifecycle stage", "crm_created": "Create date", "crm_last_contact": "Last contacted",
        "crm_activity": "Activity", "pdf_invoice_no": "Invoice #", "pdf_date": "Invoice date",
        "pdf_customer_no": "Customer #", "pdf_contact": "Your contact", "pdf_direct": "Direct line", "pdf_pos": "#",
        "pdf_item": "Description", "pdf_qty": "Qty", "pdf_unit": "Unit price", "pdf_amount": "Amount",
        "pdf_net": "Subtotal", "pdf_vat": "Sales tax (8%)", "pdf_total": "Total due", "pdf_phone": "Phone",
        "pdf_email": "Email", "pdf_bank": "Bank account", "pdf_register": "EIN",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {
        "calendar": "Calendar",
        "crm_contacts": "Contacts",
        "pdf_invoice": "Invoice",
    }
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "Share", "today": "Today", "day": "Day", "week": "Week", "month": "Month", "yes": "Yes", "no": "No",
        "maybe": "Maybe", "call": "Call", "mail": "Email", "log": "Log activity", "pdf_download": "Download",
        "pdf_print": "Print",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("File", "Edit", "View", "Insert", "Format", "Data", "Tools", "Extensions", "Help"),
        "sheet_files": ("Customers 2026", "Open invoices – Q4", "Key accounts (shared)"),
        "sheet_tabs": ("Sheet1", "Customers 2026", "Open items", "OLD – do not use"),
        "sheet_edited": ("Last edit was 4 minutes ago by {name}", "Last edited yesterday at 5:12 PM by {name}"),
        "sheet_notes": ("reminder sent 11/20", "pays by check", "asked {name} for a new PO", "disputes 2 line items",
                        "call after the 15th", "new billing contact: {name}", "ok – paid in full"),
        "sum_fn": ("SUM",),
        "percent": ("{n}%",),
        "weekdays": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
        "day_head": ("{wd} {m}/{d}",),
        "months": ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December"),
        "month_title": ("{month} {year}",),
        "events": ("Call with {name}", "Delivery to {company}", "Site visit {street}", "Lunch with {name}",
                   "{company} – quarterly review", "Demo for {name} ({company})", "Walkthrough at {street}",
                   "Interview: {name}"),
        "events_plain": ("Team stand-up", "Weekly sync", "Focus time", "Budget planning", "Sprint review", "Dentist"),
        "cal_reminders": ("10 minutes before", "30 minutes before", "1 day before"),
        "cal_guest_count": ("{n} guests",),
        "cal_desc": ("If the gate is closed, call {name} at {phone}.", "Dial-in: {phone}, then press # to join.",
                     "Please call {phone} when you get there, reception will let you in."),
        "cal_note": ("Open invoice of {amount} – bring a copy.", "Budget approved up to {amount}.",
                     "Deposit of {amount} came in on Monday."),
        "cal_rsvp": ("Going?",),
        "crm_nav": ("Contacts", "Companies", "Deals", "Tickets", "Tasks", "Reports"),
        "crm_tabs": ("Activity", "Notes", "Emails", "Calls", "Tasks", "Meetings"),
        "crm_stages": ("Customer", "Lead", "Opportunity", "Evangelist"),
        "crm_headline": ("{job} at {company}",),
        "job_titles": ("Head of Purchasing", "Office Manager", "Director of Operations", "Facilities Manager", "CFO",
                       "IT Lead"),
        "crm_kinds": ("Call", "Note", "Email", "Meeting", "Deal"),
        "crm_call": ("{name} called, wants the quote for {amount} by Friday.",
                     "Tried {name} at {phone}, no answer. Left a voicemail.",
                     "Spoke to {name}: the delivery to {address} went fine, invoice can go out."),
        "crm_note": ("{name} is moving to a new office at {address} in January – update the shipping address then.",
                     "{colleague} knows {name} from the trade show, check with {colleague} about the budget first.",
                     "{name} prefers email. Don't call before 10 am."),
        "crm_email": ("Sent the revised quote ({amount}) to {email}.",
                      "Re: Order {order} – {name} confirms the new delivery date."),
        "crm_meeting": ("Met {name} and {colleague} at {company}: they want to add two more sites, budget around "
                        "{amount}.", "Annual review with {name}: the framework agreement is up for renewal, about {amount}."),
        "crm_deal": ("Deal “{company} – framework agreement 2027” moved to Negotiation · {amount}",
                     "Deal “Service contract {company}” closed won · {amount}"),
        "customer_no": ("C-{n}",),
        "pdf_salutations": ("Dear {name},", "Hello {name},", "Dear Sir or Madam,"),
        "pdf_intro": ("Thank you for your business. We are billing you for the following:",
                      "As agreed, we invoice the following services:"),
        "pdf_items": ("Maintenance visit (flat rate)", "Travel time", "Replacement filter set", "Labor, per hour",
                      "Annual software license", "Installation and setup", "Shipping and handling", "Spare parts"),
        "pdf_payment": ("Please pay {amount} by {date}, referencing invoice {no}.",
                        "Payment of {amount} is due on {date}. Please write {no} on your check."),
        "pdf_closings": ("Sincerely,", "Best regards,"),
        "pdf_roles": ("Accounts Receivable", "Customer Service", "Office Manager", "Owner"),
        "pdf_attn": ("Attn: {name}",),
        "invoice_no": ("INV-{y}-{n}",),
    }  # fmt: skip
    vat_rate = 0.08

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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "Ansprechpartner", "sh_company": "Firma", "sh_address": "Anschrift", "sh_phone": "Tel.",
        "sh_email": "Mail", "sh_open": "offen", "sh_last_contact": "letzter Kontakt", "sh_note": "Bemerkung",
        "sh_total": "Summe", "cal_location": "Ort", "cal_guests": "Teilnehmer", "cal_organizer": "Organisator",
        "cal_description": "Beschreibung", "cal_reminder": "Erinnerung", "crm_about": "Über diesen Kontakt",
        "crm_email": "E-Mail", "crm_phone": "Telefonnummer", "crm_mobile": "Mobiltelefon", "crm_address": "Anschrift",
        "crm_customer_no": "Kundennummer", "crm_owner": "Kontaktinhaber", "crm_stage": "Lebenszyklusphase",
        "crm_created": "Erstellt am", "crm_last_contact": "Zuletzt kontaktiert", "crm_activity": "Aktivitäten",
        "pdf_invoice_no": "Rechnungsnr.", "pdf_date": "Datum", "pdf_customer_no": "Kundennr.",
        "pdf_contact": "Ihr Ansprechpartner", "pdf_direct": "Durchwahl", "pdf_pos": "Pos.", "pdf_item": "Beschreibung",
        "pdf_qty": "Menge", "pdf_unit": "Einzelpreis", "pdf_amount": "Gesamt", "pdf_net": "Nettobetrag",
        "pdf_vat": "zzgl. 19 % USt.", "pdf_total": "Rechnungsbetrag", "pdf_phone": "Telefon", "pdf_email": "E-Mail",
        "pdf_bank": "IBAN", "pdf_register": "USt-IdNr.", "pdf_ceo": "Geschäftsführer",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {
        "calendar": "Kalender",
        "crm_contacts": "Kontakte",
        "pdf_invoice": "Rechnung",
    }
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "Freigeben", "today": "Heute", "day": "Tag", "week": "Woche", "month": "Monat", "yes": "Ja",
        "no": "Nein", "maybe": "Vielleicht", "call": "Anrufen", "mail": "E-Mail senden", "log": "Aktivität erfassen",
        "pdf_download": "Herunterladen", "pdf_print": "Drucken",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("Datei", "Bearbeiten", "Ansicht", "Einfügen", "Format", "Daten", "Tools", "Erweiterungen",
                       "Hilfe"),
        "sheet_files": ("Kundenliste 2026", "Offene Posten Q4", "Großkunden (geteilt)"),
        "sheet_tabs": ("Tabelle1", "Kunden 2026", "Offene Posten", "ALT – nicht mehr benutzen"),
        "sheet_edited": ("Zuletzt vor 4 Minuten von {name} bearbeitet", "Letzte Änderung gestern um 17:12 von {name}"),
        "sheet_notes": ("Mahnung am 20.11. raus", "zahlt per Überweisung", "{name} um neue Bestellnr. gebeten",
                        "2 Positionen strittig", "erst nach dem 15. anrufen", "neuer Ansprechpartner: {name}",
                        "ok – komplett bezahlt"),
        "sum_fn": ("SUMME",),
        "percent": ("{n} %",),
        "weekdays": ("Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."),
        "day_head": ("{wd} {d}.{m}.",),
        "months": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                   "November", "Dezember"),
        "month_title": ("{month} {year}",),
        "events": ("Telefonat mit {name}", "Lieferung an {company}", "Besichtigung {street}", "Mittagessen mit {name}",
                   "Quartalsgespräch {company}", "Vorführung für {name} ({company})", "Abnahme vor Ort, {street}",
                   "Vorstellungsgespräch {name}"),
        "events_plain": ("Team-Daily", "Jour fixe", "Fokuszeit", "Budgetplanung", "Sprint-Review", "Zahnarzt"),
        "cal_reminders": ("10 Minuten vorher", "30 Minuten vorher", "1 Tag vorher"),
        "cal_guest_count": ("{n} Teilnehmer",),
        "cal_desc": ("Falls das Tor zu ist, bitte {name} unter {phone} anrufen.", "Einwahl: {phone}, danach # drücken.",
                     "Bitte bei Ankunft unter {phone} melden, der Empfang holt Sie ab."),
        "cal_note": ("Offene Rechnung über {amount} – Kopie mitnehmen.", "Budget bis {amount} freigegeben.",
                     "Anzahlung über {amount} ist am Montag eingegangen."),
        "cal_rsvp": ("Teilnehmen?",),
        "crm_nav": ("Kontakte", "Unternehmen", "Deals", "Tickets", "Aufgaben", "Berichte"),
        "crm_tabs": ("Aktivitäten", "Notizen", "E-Mails", "Anrufe", "Aufgaben", "Meetings"),
        "crm_stages": ("Kunde", "Lead", "Verkaufschance", "Bestandskunde"),
        "crm_headline": ("{job} bei {company}",),
        "job_titles": ("Leitung Einkauf", "Büroleitung", "Betriebsleitung", "Facility Management",
                       "Kaufmännische Leitung", "Leitung IT"),
        "crm_kinds": ("Anruf", "Notiz", "E-Mail", "Meeting", "Deal"),
        "crm_call": ("{name} hat angerufen, will das Angebot über {amount} bis Freitag haben.",
                     "{name} unter {phone} nicht erreicht, auf die Mailbox gesprochen.",
                     "Mit {name} gesprochen: Lieferung an {address} hat geklappt, Rechnung kann raus."),
        "crm_note": ("{name} zieht im Januar mit dem Büro nach {address} um – dann Lieferadresse ändern!",
                     "{colleague} kennt {name} von der Messe, vorher wegen Budget bei {colleague} nachfragen.",
                     "{name} will lieber per Mail kontaktiert werden, nicht vor 10 Uhr anrufen."),
        "crm_email": ("Überarbeitetes Angebot ({amount}) an {email} geschickt.",
                      "AW: Bestellung {order} – {name} bestätigt den neuen Liefertermin."),
        "crm_meeting": ("Termin bei {company} mit {name} und {colleague}: sie wollen zwei weitere Standorte anbinden, "
                        "Budget ca. {amount}.",
                        "Jahresgespräch mit {name}: Rahmenvertrag soll verlängert werden, Volumen etwa {amount}."),
        "crm_deal": ("Deal „{company} – Rahmenvertrag 2027“ in Phase Verhandlung verschoben · {amount}",
                     "Deal „Wartungsvertrag {company}“ gewonnen · {amount}"),
        "customer_no": ("KD-{n}",),
        "pdf_salutations": ("Guten Tag {name},", "Sehr geehrte Damen und Herren,", "Hallo {name},"),
        "pdf_intro": ("vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:",
                      "wie vereinbart stellen wir Ihnen Folgendes in Rechnung:"),
        "pdf_items": ("Wartung Kaffeevollautomat (Pauschale)", "Anfahrt", "Filterset Ersatz", "Arbeitszeit je Std.",
                      "Softwarelizenz, jährlich", "Montage und Einrichtung", "Versandkosten", "Ersatzteile"),
        "pdf_payment": ("Bitte überweisen Sie den Betrag von {amount} bis zum {date} unter Angabe der Rechnungsnummer "
                        "{no}.", "Zahlbar ohne Abzug bis {date}. Bitte geben Sie bei der Überweisung von {amount} die "
                        "Nummer {no} an."),
        "pdf_closings": ("Mit freundlichen Grüßen", "Freundliche Grüße"),
        "pdf_roles": ("Buchhaltung", "Kundenservice", "Büroleitung", "Geschäftsführung"),
        "pdf_attn": ("z. Hd. {name}",),
        "invoice_no": ("RE-{y}-{n}",),
    }  # fmt: skip
    vat_rate = 0.19

    def id_number(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(11))

    def tax_id(self, rng: random.Random) -> str:
        return f"DE{rng.randint(100000000, 999999999)}"

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "Client", "sh_company": "Société", "sh_address": "Adresse", "sh_phone": "Tél.",
        "sh_email": "Mail", "sh_open": "Reste dû", "sh_last_contact": "Dernier contact", "sh_note": "Commentaire",
        "sh_total": "TOTAL", "cal_location": "Lieu", "cal_guests": "Invités", "cal_organizer": "Organisateur",
        "cal_description": "Description", "cal_reminder": "Rappel", "crm_about": "À propos de ce contact",
        "crm_email": "E-mail", "crm_phone": "Numéro de téléphone", "crm_mobile": "Portable",
        "crm_address": "Adresse postale", "crm_customer_no": "N° client", "crm_owner": "Propriétaire du contact",
        "crm_stage": "Phase du cycle de vie", "crm_created": "Date de création", "crm_last_contact": "Dernier échange",
        "crm_activity": "Activité", "pdf_invoice_no": "Facture n°", "pdf_date": "Date", "pdf_customer_no": "Réf. client",
        "pdf_contact": "Votre interlocuteur", "pdf_direct": "Ligne directe", "pdf_pos": "Réf.",
        "pdf_item": "Désignation", "pdf_qty": "Qté", "pdf_unit": "PU HT", "pdf_amount": "Montant HT",
        "pdf_net": "Total HT", "pdf_vat": "TVA 20 %", "pdf_total": "Net à payer", "pdf_phone": "Tél.",
        "pdf_email": "E-mail", "pdf_bank": "IBAN", "pdf_register": "SIRET",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {
        "calendar": "Agenda",
        "crm_contacts": "Contacts",
        "pdf_invoice": "Facture",
    }
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "Partager", "today": "Aujourd'hui", "day": "Jour", "week": "Semaine", "month": "Mois", "yes": "Oui",
        "no": "Non", "maybe": "Peut-être", "call": "Appeler", "mail": "Envoyer un e-mail",
        "log": "Consigner une activité", "pdf_download": "Télécharger", "pdf_print": "Imprimer",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("Fichier", "Édition", "Affichage", "Insertion", "Format", "Données", "Outils", "Extensions",
                       "Aide"),
        "sheet_files": ("Clients 2026", "Impayés T4", "Grands comptes (partagé)"),
        "sheet_tabs": ("Feuille 1", "Clients 2026", "Impayés", "ANCIEN – ne plus utiliser"),
        "sheet_edited": ("Dernière modification il y a 4 minutes par {name}", "Modifié hier à 17:12 par {name}"),
        "sheet_notes": ("relance envoyée le 20/11", "paie par virement", "demandé un nouveau bon de commande à {name}",
                        "conteste 2 lignes", "rappeler après le 15", "nouveau contact compta : {name}", "ok – soldé"),
        "sum_fn": ("SOMME",),
        "percent": ("{n} %",),
        "weekdays": ("lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."),
        "day_head": ("{wd} {d}/{m}",),
        "months": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                   "novembre", "décembre"),
        "month_title": ("{month} {year}",),
        "events": ("Appel avec {name}", "Livraison chez {company}", "Visite {street}", "Déjeuner avec {name}",
                   "Point trimestriel {company}", "Démo pour {name} ({company})", "Réception des travaux, {street}",
                   "Entretien d'embauche : {name}"),
        "events_plain": ("Point d'équipe", "Réunion hebdo", "Temps de concentration", "Budget 2027",
                         "Revue de sprint", "Dentiste"),
        "cal_reminders": ("10 minutes avant", "30 minutes avant", "1 jour avant"),
        "cal_guest_count": ("{n} invités",),
        "cal_desc": ("Si le portail est fermé, appeler {name} au {phone}.",
                     "Audio : {phone}, puis taper # pour rejoindre.",
                     "Merci d'appeler le {phone} à votre arrivée, l'accueil viendra vous chercher."),
        "cal_note": ("Facture impayée de {amount} – apporter une copie.", "Budget validé jusqu'à {amount}.",
                     "Acompte de {amount} reçu lundi."),
        "cal_rsvp": ("Participer ?",),
        "crm_nav": ("Contacts", "Entreprises", "Transactions", "Tickets", "Tâches", "Rapports"),
        "crm_tabs": ("Activité", "Notes", "E-mails", "Appels", "Tâches", "Réunions"),
        "crm_stages": ("Client", "Lead", "Opportunité", "Client fidèle"),
        "crm_headline": ("{job} chez {company}",),
        "job_titles": ("Responsable achats", "Office manager", "DAF", "Responsable des services généraux",
                       "Responsable informatique", "Responsable logistique"),
        "crm_kinds": ("Appel", "Note", "E-mail", "Réunion", "Transaction"),
        "crm_call": ("{name} a appelé, veut le devis de {amount} pour vendredi.",
                     "Essayé de joindre {name} au {phone}, pas de réponse. Message laissé.",
                     "Eu {name} au téléphone : la livraison au {address} s'est bien passée, on peut facturer."),
        "crm_note": ("{name} déménage au {address} en janvier – penser à changer l'adresse de livraison.",
                     "{colleague} connaît {name} depuis le salon, voir d'abord avec {colleague} pour le budget.",
                     "{name} préfère les e-mails, ne pas appeler avant 10 h."),
        "crm_email": ("Devis révisé ({amount}) envoyé à {email}.",
                      "RE : Commande {order} – {name} confirme la nouvelle date de livraison."),
        "crm_meeting": ("RDV chez {company} avec {name} et {colleague} : ils veulent équiper deux sites de plus, "
                        "budget autour de {amount}.",
                        "Bilan annuel avec {name} : contrat-cadre à renouveler, environ {amount}."),
        "crm_deal": ("Transaction « {company} – contrat-cadre 2027 » passée en Négociation · {amount}",
                     "Transaction « Contrat de maintenance {company} » gagnée · {amount}"),
        "customer_no": ("CL{n}",),
        "pdf_salutations": ("Bonjour {name},", "Madame, Monsieur,", "Chère cliente, cher client,"),
        "pdf_intro": ("Nous vous remercions de votre commande et vous prions de trouver ci-dessous le détail de notre "
                      "facture.", "Comme convenu, nous vous facturons les prestations suivantes :"),
        "pdf_items": ("Entretien machine à café (forfait)", "Déplacement", "Kit de filtres de rechange",
                      "Main-d'œuvre, par heure", "Licence logicielle annuelle", "Installation et mise en service",
                      "Frais de port", "Pièces détachées"),
        "pdf_payment": ("Merci de régler la somme de {amount} avant le {date} en rappelant la référence {no}.",
                        "Montant de {amount} payable au plus tard le {date} par virement, en indiquant le n° {no}."),
        "pdf_closings": ("Cordialement,", "Veuillez agréer nos salutations distinguées."),
        "pdf_roles": ("Service comptabilité", "Service client", "Direction administrative", "Gérance"),
        "pdf_attn": ("À l'attention de {name}",),
        "invoice_no": ("FA{y}-{n}",),
    }  # fmt: skip
    vat_rate = 0.2

    def tax_id(self, rng: random.Random) -> str:
        siren = f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
        return f"{siren} {rng.randint(1, 99999):05d}"

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "Cliente", "sh_company": "Empresa", "sh_address": "Dirección", "sh_phone": "Tel.",
        "sh_email": "Email", "sh_open": "Pendiente", "sh_last_contact": "Último contacto", "sh_note": "Comentarios",
        "sh_total": "TOTAL", "cal_location": "Ubicación", "cal_guests": "Invitados", "cal_organizer": "Organizador",
        "cal_description": "Descripción", "cal_reminder": "Aviso", "crm_about": "Acerca de este contacto",
        "crm_email": "Correo electrónico", "crm_phone": "Número de teléfono", "crm_mobile": "Móvil",
        "crm_address": "Dirección postal", "crm_customer_no": "N.º de cliente", "crm_owner": "Propietario del contacto",
        "crm_stage": "Etapa del ciclo de vida", "crm_created": "Fecha de creación", "crm_last_contact": "Último contacto",
        "crm_activity": "Actividad", "pdf_invoice_no": "N.º factura", "pdf_date": "Fecha", "pdf_customer_no": "N.º cliente",
        "pdf_contact": "Le atiende", "pdf_direct": "Tel. directo", "pdf_pos": "Pos.", "pdf_item": "Concepto",
        "pdf_qty": "Cant.", "pdf_unit": "Precio ud.", "pdf_amount": "Importe", "pdf_net": "Base imponible",
        "pdf_vat": "IVA (21 %)", "pdf_total": "Total a pagar", "pdf_phone": "Tel.", "pdf_email": "Email",
        "pdf_bank": "IBAN", "pdf_register": "CIF",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {"calendar": "Calendario", "crm_contacts": "Contactos",
                                               "pdf_invoice": "Factura"}  # fmt: skip
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "Compartir", "today": "Hoy", "day": "Día", "week": "Semana", "month": "Mes", "yes": "Sí", "no": "No",
        "maybe": "Quizás", "call": "Llamar", "mail": "Enviar correo", "log": "Registrar actividad",
        "pdf_download": "Descargar", "pdf_print": "Imprimir",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("Archivo", "Editar", "Ver", "Insertar", "Formato", "Datos", "Herramientas", "Extensiones",
                       "Ayuda"),
        "sheet_files": ("Clientes 2026", "Cobros pendientes T4", "Cuentas clave (compartido)"),
        "sheet_tabs": ("Hoja 1", "Clientes 2026", "Pendientes", "ANTIGUO – no usar"),
        "sheet_edited": ("Última modificación hace 4 minutos por {name}", "Editado ayer a las 17:12 por {name}"),
        "sheet_notes": ("recordatorio enviado el 20/11", "paga por transferencia", "pedido nuevo n.º de pedido a {name}",
                        "reclama 2 líneas", "llamar después del día 15", "nuevo contacto de facturación: {name}",
                        "ok – pagado"),
        "sum_fn": ("SUMA",),
        "percent": ("{n} %",),
        "weekdays": ("lun", "mar", "mié", "jue", "vie", "sáb", "dom"),
        "day_head": ("{wd} {d}/{m}",),
        "months": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
                   "noviembre", "diciembre"),
        "month_title": ("{month} de {year}",),
        "events": ("Llamada con {name}", "Entrega a {company}", "Visita {street}", "Comida con {name}",
                   "Revisión trimestral {company}", "Demo para {name} ({company})", "Recepción de obra, {street}",
                   "Entrevista: {name}"),
        "events_plain": ("Reunión diaria", "Sincro semanal", "Tiempo de concentración", "Presupuesto 2027",
                         "Revisión del sprint", "Dentista"),
        "cal_reminders": ("10 minutos antes", "30 minutos antes", "1 día antes"),
        "cal_guest_count": ("{n} invitados",),
        "cal_desc": ("Si la puerta está cerrada, llamar a {name} al {phone}.",
                     "Acceso telefónico: {phone} y después pulsa #.",
                     "Al llegar, llame al {phone} y le abrirán en recepción."),
        "cal_note": ("Factura pendiente de {amount}: llevar copia.", "Presupuesto aprobado hasta {amount}.",
                     "Anticipo de {amount} recibido el lunes."),
        "cal_rsvp": ("¿Asistirás?",),
        "crm_nav": ("Contactos", "Empresas", "Negocios", "Tickets", "Tareas", "Informes"),
        "crm_tabs": ("Actividad", "Notas", "Correos", "Llamadas", "Tareas", "Reuniones"),
        "crm_stages": ("Cliente", "Lead", "Oportunidad", "Cliente habitual"),
        "crm_headline": ("{job} en {company}",),
        "job_titles": ("Responsable de compras", "Responsable de administración", "Responsable de operaciones",
                       "Responsable de mantenimiento", "CFO", "Responsable de IT"),
        "crm_kinds": ("Llamada", "Nota", "Correo", "Reunión", "Negocio"),
        "crm_call": ("Ha llamado {name}, quiere el presupuesto de {amount} para el viernes.",
                     "Intenté llamar a {name} al {phone}, no contesta. Dejé mensaje en el buzón.",
                     "Hablé con {name}: la entrega en {address} fue bien, ya se puede facturar."),
        "crm_note": ("{name} se muda en enero a {address}: cambiar entonces la dirección de entrega.",
                     "{colleague} conoce a {name} de la feria, consultar antes con {colleague} el presupuesto.",
                     "{name} prefiere correo; no llamar antes de las 10."),
        "crm_email": ("Enviado el presupuesto revisado ({amount}) a {email}.",
                      "RE: Pedido {order} – {name} confirma la nueva fecha de entrega."),
        "crm_meeting": ("Reunión en {company} con {name} y {colleague}: quieren ampliar a dos sedes más, presupuesto "
                        "de unos {amount}.", "Revisión anual con {name}: hay que renovar el contrato marco, unos {amount}."),
        "crm_deal": ("Negocio «{company} – contrato marco 2027» pasado a Negociación · {amount}",
                     "Negocio «Contrato de mantenimiento {company}» ganado · {amount}"),
        "customer_no": ("CLI-{n}",),
        "pdf_salutations": ("Estimado/a {name}:", "Estimados señores:", "Hola, {name}:"),
        "pdf_intro": ("Le agradecemos su pedido. A continuación le detallamos los conceptos facturados:",
                      "Según lo acordado, le facturamos los siguientes servicios:"),
        "pdf_items": ("Mantenimiento cafetera (tarifa plana)", "Desplazamiento", "Juego de filtros de recambio",
                      "Mano de obra, por hora", "Licencia de software anual", "Instalación y puesta en marcha",
                      "Gastos de envío", "Recambios"),
        "pdf_payment": ("Le rogamos abone {amount} antes del {date} indicando el número de factura {no}.",
                        "Vencimiento: {date}. Importe a transferir: {amount}, concepto {no}."),
        "pdf_closings": ("Atentamente,", "Un cordial saludo,"),
        "pdf_roles": ("Administración", "Atención al cliente", "Responsable de oficina", "Gerencia"),
        "pdf_attn": ("A la atención de {name}",),
        "invoice_no": ("F{y}/{n}",),
    }  # fmt: skip
    vat_rate = 0.21

    def tax_id(self, rng: random.Random) -> str:
        return f"{rng.choice('ABB')}{rng.randint(10000000, 99999999)}"

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.nif())

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "客户名称", "sh_company": "所属公司", "sh_address": "地址", "sh_phone": "手机",
        "sh_email": "邮箱", "sh_open": "未结金额", "sh_last_contact": "最近联系", "sh_note": "备注", "sh_total": "合计",
        "cal_location": "地点", "cal_guests": "参与人", "cal_organizer": "组织者", "cal_description": "描述",
        "cal_reminder": "提醒", "crm_about": "联系人信息", "crm_email": "电子邮箱", "crm_phone": "电话号码",
        "crm_mobile": "手机号码", "crm_address": "联系地址", "crm_customer_no": "客户编号", "crm_owner": "负责人",
        "crm_stage": "客户阶段", "crm_created": "创建时间", "crm_last_contact": "最近跟进", "crm_activity": "跟进记录",
        "pdf_invoice_no": "单据编号", "pdf_date": "日期", "pdf_customer_no": "客户编号", "pdf_contact": "联系人",
        "pdf_direct": "直线电话", "pdf_pos": "序号", "pdf_item": "项目", "pdf_qty": "数量", "pdf_unit": "单价",
        "pdf_amount": "金额", "pdf_net": "不含税金额", "pdf_vat": "增值税（13%）", "pdf_total": "应付总额",
        "pdf_phone": "电话", "pdf_email": "邮箱", "pdf_bank": "银行账号", "pdf_register": "统一社会信用代码",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {"calendar": "日历", "crm_contacts": "联系人", "pdf_invoice": "结算单"}
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "分享", "today": "今天", "day": "日", "week": "周", "month": "月", "yes": "接受", "no": "拒绝",
        "maybe": "待定", "call": "拨打电话", "mail": "发邮件", "log": "写跟进", "pdf_download": "下载",
        "pdf_print": "打印",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("文件", "编辑", "查看", "插入", "格式", "数据", "工具", "扩展程序", "帮助"),
        "sheet_files": ("2026客户名单", "第四季度应收账款", "重点客户（共享）"),
        "sheet_tabs": ("Sheet1", "2026客户", "应收款", "旧表-勿用"),
        "sheet_edited": ("{name}于4分钟前做了最后一次修改", "上次修改：昨天17:12，{name}"),
        "sheet_notes": ("11/20已发催款函", "银行转账付款", "已请{name}重新下单", "2项有争议", "15号以后再打",
                        "新的对账联系人：{name}", "已结清"),
        "sum_fn": ("SUM",),
        "percent": ("{n}%",),
        "weekdays": ("周一", "周二", "周三", "周四", "周五", "周六", "周日"),
        "day_head": ("{m}/{d} {wd}",),
        "months": ("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"),
        "month_title": ("{year}年{month}",),
        "events": ("与{name}电话沟通", "给{company}送货", "{street}实地查看", "和{name}吃午饭", "{company}季度回顾",
                   "给{name}（{company}）演示产品", "{street}现场验收", "面试：{name}"),
        "events_plain": ("部门早会", "周例会", "专注时间", "2027预算规划", "迭代评审", "看牙医"),
        "cal_reminders": ("提前10分钟", "提前30分钟", "提前1天"),
        "cal_guest_count": ("{n}位参与人",),
        "cal_desc": ("如大门关闭，请拨打{phone}联系{name}。", "电话接入：{phone}，按#号键加入。",
                     "到达后请拨打{phone}，前台会来接您。"),
        "cal_note": ("有一张{amount}的发票未付，记得带复印件。", "预算已批准，上限{amount}。", "周一已收到定金{amount}。"),
        "cal_rsvp": ("是否参加？",),
        "crm_nav": ("联系人", "公司", "商机", "工单", "任务", "报表"),
        "crm_tabs": ("动态", "备注", "邮件", "通话", "任务", "会议"),
        "crm_stages": ("成交客户", "线索", "商机", "老客户"),
        "crm_headline": ("{company} · {job}",),
        "job_titles": ("采购总监", "行政经理", "运营总监", "物业经理", "财务总监", "IT主管"),
        "crm_kinds": ("通话", "备注", "邮件", "会议", "商机"),
        "crm_call": ("{name}来电，希望周五前拿到{amount}的报价单。", "打{phone}联系{name}未接通，已留言。",
                     "和{name}通了电话：{address}的货已顺利送达，可以开票了。"),
        "crm_note": ("{name}一月份搬到{address}办公，到时记得改收货地址。",
                     "{colleague}在展会上认识{name}，预算的事先问{colleague}。",
                     "{name}希望用邮件联系，上午10点前不要打电话。"),
        "crm_email": ("已将修改后的报价（{amount}）发送至{email}。", "回复：订单{order}——{name}确认新的交货日期。"),
        "crm_meeting": ("在{company}与{name}、{colleague}开会：他们想再增加两个网点，预算约{amount}。",
                        "与{name}年度回顾：框架合同需续签，金额约{amount}。"),
        "crm_deal": ("商机“{company}—2027框架合同”进入谈判阶段 · {amount}", "商机“{company}维保合同”已赢单 · {amount}"),
        "customer_no": ("KH{n}",),
        "pdf_salutations": ("尊敬的{name}：", "尊敬的客户：", "{name}您好："),
        "pdf_intro": ("感谢您的订购，现将本期费用明细列示如下：", "根据双方约定，本次结算项目如下："),
        "pdf_items": ("咖啡机保养（包干）", "上门服务费", "替换滤芯套装", "人工费（按小时）", "软件年度授权", "安装调试",
                      "运费", "配件"),
        "pdf_payment": ("请于{date}前将{amount}汇入以下账户，并注明单号{no}。",
                        "付款期限：{date}；应付金额：{amount}；付款备注：{no}。"),
        "pdf_closings": ("此致 敬礼", "顺祝商祺"),
        "pdf_roles": ("财务部", "客户服务部", "行政主管", "总经理"),
        "pdf_attn": ("{name} 收",),
        "invoice_no": ("JS{y}{n}",),
    }  # fmt: skip
    vat_rate = 0.13

    def person(self) -> tuple[str, str]:
        # Colleagues write a Chinese name whole: the family name first, no space.
        first, last = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{last}{first}", f"{last}{first}"

    def tax_id(self, rng: random.Random) -> str:
        chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"
        return "91" + "".join(str(rng.randint(0, 9)) for _ in range(6)) + "".join(rng.choice(chars) for _ in range(10))

    def id_number(self, rng: random.Random) -> str:
        # A resident ID holds its owner's birthday: Faker's ``ssn`` counts the age from the real
        # today; this draws the same way from the corpus' fixed one.
        born = TODAY - timedelta(days=self.fake.random_int(18 * 365, 90 * 365))
        area = self.fake.random_element(ZhCnSsn.area_codes)
        body = str(self.fake.numerify(area + born.strftime("%Y%m%d") + "##")) + str(
            self.fake.random.choice("0123456789")
        )
        return body + str((1 - 2 * int(body, 13)) % 11).replace("10", "X")

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "客戶", "sh_company": "公司名稱", "sh_address": "地址", "sh_phone": "電話", "sh_email": "Email",
        "sh_open": "未收金額", "sh_last_contact": "最後聯絡", "sh_note": "備註", "sh_total": "總計",
        "cal_location": "地點", "cal_guests": "邀請對象", "cal_organizer": "主辦人", "cal_description": "說明",
        "cal_reminder": "通知", "crm_about": "聯絡人資訊", "crm_email": "電子郵件", "crm_phone": "電話號碼",
        "crm_mobile": "手機號碼", "crm_address": "聯絡地址", "crm_customer_no": "客戶編號", "crm_owner": "負責業務",
        "crm_stage": "客戶階段", "crm_created": "建立日期", "crm_last_contact": "最近聯絡", "crm_activity": "活動紀錄",
        "pdf_invoice_no": "請款單號", "pdf_date": "日期", "pdf_customer_no": "客戶編號", "pdf_contact": "承辦人",
        "pdf_direct": "直撥電話", "pdf_pos": "項次", "pdf_item": "品項", "pdf_qty": "數量", "pdf_unit": "單價",
        "pdf_amount": "金額", "pdf_net": "未稅金額", "pdf_vat": "營業稅 5%", "pdf_total": "應付總額", "pdf_phone": "電話",
        "pdf_email": "Email", "pdf_bank": "匯款帳號", "pdf_register": "統一編號",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {"calendar": "日曆", "crm_contacts": "聯絡人", "pdf_invoice": "請款單"}
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "共用", "today": "今天", "day": "日", "week": "週", "month": "月", "yes": "是", "no": "否",
        "maybe": "不確定", "call": "撥打", "mail": "寄信", "log": "記錄活動", "pdf_download": "下載", "pdf_print": "列印",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("檔案", "編輯", "查看", "插入", "格式", "資料", "工具", "擴充功能", "說明"),
        "sheet_files": ("2026客戶名單", "Q4應收帳款", "重要客戶（共用）"),
        "sheet_tabs": ("工作表1", "2026客戶", "應收帳款", "舊資料-勿用"),
        "sheet_edited": ("{name}在4分鐘前進行了最後一次編輯", "最後編輯：昨天 17:12，{name}"),
        "sheet_notes": ("11/20已寄催款通知", "匯款付款", "已請{name}重開訂單", "2筆有爭議", "15號後再聯絡",
                        "新的帳務窗口：{name}", "已付清"),
        "sum_fn": ("SUM",),
        "percent": ("{n}%",),
        "weekdays": ("週一", "週二", "週三", "週四", "週五", "週六", "週日"),
        "day_head": ("{m}/{d} {wd}",),
        "months": ("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"),
        "month_title": ("{year}年{month}",),
        "events": ("與{name}電話討論", "送貨到{company}", "{street}現場勘查", "和{name}午餐", "{company}季度檢討",
                   "為{name}（{company}）展示產品", "{street}驗收", "面試：{name}"),
        "events_plain": ("晨會", "週會", "專注時段", "2027年度預算", "衝刺檢討", "看牙醫"),
        "cal_reminders": ("10分鐘前", "30分鐘前", "1天前"),
        "cal_guest_count": ("{n}位邀請對象",),
        "cal_desc": ("如果大門沒開，請撥{phone}找{name}。", "電話撥入：{phone}，再按#加入。",
                     "抵達後請撥{phone}，櫃台會來接您。"),
        "cal_note": ("還有一張{amount}的發票未付，記得帶影本。", "預算已核准，上限{amount}。", "週一已收到訂金{amount}。"),
        "cal_rsvp": ("是否參加？",),
        "crm_nav": ("聯絡人", "公司", "商機", "客服單", "任務", "報表"),
        "crm_tabs": ("動態", "備註", "郵件", "通話", "任務", "會議"),
        "crm_stages": ("客戶", "潛在客戶", "商機", "老客戶"),
        "crm_headline": ("{company} · {job}",),
        "job_titles": ("採購經理", "行政主管", "營運長", "總務主任", "財務長", "資訊主管"),
        "crm_kinds": ("通話", "備註", "郵件", "會議", "商機"),
        "crm_call": ("{name}來電，希望週五前拿到{amount}的報價單。", "撥{phone}找{name}沒人接，已留言。",
                     "與{name}通過電話：{address}的貨已順利送達，可以開發票了。"),
        "crm_note": ("{name}一月要搬到{address}，到時記得更新送貨地址。",
                     "{colleague}在展覽上認識{name}，預算的事先問{colleague}。",
                     "{name}偏好用Email聯絡，早上10點前不要打電話。"),
        "crm_email": ("已將修改後的報價（{amount}）寄到{email}。", "回覆：訂單{order}－{name}確認新的交貨日期。"),
        "crm_meeting": ("到{company}與{name}、{colleague}開會：想再增加兩個據點，預算約{amount}。",
                        "與{name}年度檢討：框架合約要續約，金額約{amount}。"),
        "crm_deal": ("商機「{company}－2027框架合約」進入議價階段 · {amount}", "商機「{company}維護合約」已成交 · {amount}"),
        "customer_no": ("C{n}",),
        "pdf_salutations": ("{name} 您好：", "敬啟者：", "親愛的客戶您好："),
        "pdf_intro": ("感謝您的訂購，本期費用明細如下：", "依雙方約定，本次請款項目如下："),
        "pdf_items": ("咖啡機保養（月費）", "出車費", "替換濾心組", "工資（每小時）", "軟體年度授權", "安裝設定", "運費",
                      "零件"),
        "pdf_payment": ("請於{date}前匯款{amount}，並註明單號{no}。", "付款期限：{date}，應付金額：{amount}，備註：{no}。"),
        "pdf_closings": ("敬祝 商祺", "謝謝惠顧"),
        "pdf_roles": ("會計部", "客服部", "行政主管", "負責人"),
        "pdf_attn": ("{name} 先生/小姐 收",),
        "invoice_no": ("QK{y}{n}",),
    }  # fmt: skip
    vat_rate = 0.05

    def tax_id(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(8))

    def round_amount(self, value: float) -> float:
        return float(round(value))

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

    labels_kinds5: ClassVar[dict[str, str]] = {
        "sh_customer": "顧客名", "sh_company": "会社", "sh_address": "住所", "sh_phone": "TEL", "sh_email": "メール",
        "sh_open": "未入金額", "sh_last_contact": "最終連絡日", "sh_note": "メモ", "sh_total": "合計",
        "cal_location": "場所", "cal_guests": "ゲスト", "cal_organizer": "主催者", "cal_description": "説明",
        "cal_reminder": "通知", "crm_about": "コンタクトの詳細", "crm_email": "メールアドレス", "crm_phone": "電話番号",
        "crm_mobile": "携帯電話番号", "crm_address": "所在地", "crm_customer_no": "顧客ID", "crm_owner": "担当者",
        "crm_stage": "ライフサイクルステージ", "crm_created": "作成日", "crm_last_contact": "最終連絡日",
        "crm_activity": "アクティビティ", "pdf_invoice_no": "請求書番号", "pdf_date": "請求日",
        "pdf_customer_no": "お客様番号", "pdf_contact": "担当", "pdf_direct": "直通", "pdf_pos": "No.",
        "pdf_item": "品目", "pdf_qty": "数量", "pdf_unit": "単価", "pdf_amount": "金額", "pdf_net": "小計",
        "pdf_vat": "消費税（10%）", "pdf_total": "ご請求金額", "pdf_phone": "TEL", "pdf_email": "E-mail",
        "pdf_bank": "振込先", "pdf_register": "登録番号",
    }  # fmt: skip
    titles_kinds5: ClassVar[dict[str, str]] = {
        "calendar": "カレンダー",
        "crm_contacts": "コンタクト",
        "pdf_invoice": "請求書",
    }
    buttons_kinds5: ClassVar[dict[str, str]] = {
        "share": "共有", "today": "今日", "day": "日", "week": "週", "month": "月", "yes": "はい", "no": "いいえ",
        "maybe": "未定", "call": "電話する", "mail": "メールを送信", "log": "活動を記録", "pdf_download": "ダウンロード",
        "pdf_print": "印刷",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        "sheet_menu": ("ファイル", "編集", "表示", "挿入", "表示形式", "データ", "ツール", "拡張機能", "ヘルプ"),
        "sheet_files": ("顧客リスト2026", "Q4 未入金一覧", "主要取引先（共有）"),
        "sheet_tabs": ("シート1", "顧客2026", "未入金", "旧データ（使用不可）"),
        "sheet_edited": ("最終編集：4分前（{name}）", "{name}さんが昨日17:12に編集"),
        "sheet_notes": ("11/20 督促状送付済み", "銀行振込", "{name}さんに再発注を依頼", "2明細に異議あり",
                        "15日以降に電話", "経理窓口が{name}さんに変更", "入金済み"),
        "sum_fn": ("SUM",),
        "percent": ("{n}%",),
        "weekdays": ("月", "火", "水", "木", "金", "土", "日"),
        "day_head": ("{m}/{d}（{wd}）",),
        "months": ("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"),
        "month_title": ("{year}年{month}",),
        "events": ("{name}さんと電話", "{company}へ納品", "{street} 現地確認", "{name}さんとランチ",
                   "{company} 四半期レビュー", "{name}様（{company}）デモ", "{street} 竣工検査", "面接：{name}さん"),
        "events_plain": ("朝会", "定例ミーティング", "集中タイム", "2027年度予算検討", "スプリントレビュー", "歯医者"),
        "cal_reminders": ("10分前", "30分前", "1日前"),
        "cal_guest_count": ("ゲスト{n}人",),
        "cal_desc": ("門が閉まっている場合は{name}さん（{phone}）に電話してください。", "電話で参加：{phone}、#を押して入室",
                     "到着されたら{phone}までお電話ください。受付がご案内します。"),
        "cal_note": ("未払いの請求書{amount}あり、控えを持参。", "予算は{amount}まで承認済み。", "前金{amount}を月曜日に受領。"),
        "cal_rsvp": ("参加しますか？",),
        "crm_nav": ("コンタクト", "会社", "取引", "チケット", "タスク", "レポート"),
        "crm_tabs": ("アクティビティ", "メモ", "メール", "通話", "タスク", "ミーティング"),
        "crm_stages": ("顧客", "リード", "商談中", "既存顧客"),
        "crm_headline": ("{company} {job}",),
        "job_titles": ("購買部長", "総務課長", "業務部長", "施設管理担当", "経理部長", "情報システム課長"),
        "crm_kinds": ("通話", "メモ", "メール", "ミーティング", "取引"),
        "crm_call": ("{name}さんから電話。{amount}の見積書を金曜までに欲しいとのこと。",
                     "{phone}に電話したが{name}さん不在、留守電を残した。",
                     "{name}さんと話した：{address}への納品は問題なし、請求書発行OK。"),
        "crm_note": ("{name}さんは1月に{address}へ事務所移転予定。移転後に配送先を変更すること。",
                     "{colleague}さんが展示会で{name}さんと面識あり。予算感はまず{colleague}さんに確認。",
                     "{name}さんはメール連絡希望。午前10時前の電話は避ける。"),
        "crm_email": ("修正版の見積書（{amount}）を{email}宛に送付。", "RE: ご注文{order} – {name}さんより新しい納期の了承あり。"),
        "crm_meeting": ("{company}で{name}さん、{colleague}さんと打ち合わせ。拠点を2か所追加したい意向、予算は約{amount}。",
                        "{name}さんと年次レビュー：基本契約を更新予定、規模は約{amount}。"),
        "crm_deal": ("取引「{company} 2027年基本契約」を交渉中に移動 · {amount}", "取引「{company} 保守契約」成約 · {amount}"),
        "customer_no": ("C-{n}",),
        "pdf_salutations": ("拝啓 貴社ますますご清栄のこととお慶び申し上げます。",
                            "いつも格別のお引き立てをいただき、誠にありがとうございます。",
                            "{name}様 いつもお世話になっております。"),
        "pdf_intro": ("下記のとおりご請求申し上げます。", "ご注文いただいた内容につきまして、下記のとおりご請求いたします。"),
        "pdf_items": ("コーヒーマシン保守（定額）", "出張費", "交換用フィルターセット", "作業費（1時間あたり）",
                      "ソフトウェア年間ライセンス", "設置・設定作業", "送料", "交換部品"),
        "pdf_payment": ("{date}までに{amount}を下記口座へお振込みください。お振込みの際は請求書番号{no}をご記入ください。",
                        "お支払期限：{date}　ご請求金額：{amount}（請求書番号{no}）"),
        "pdf_closings": ("今後ともよろしくお願い申し上げます。", "敬具"),
        "pdf_roles": ("経理部", "カスタマーサービス", "総務課", "代表取締役"),
        "pdf_attn": ("{name} 様",),
        "invoice_no": ("INV-{y}{n}",),
    }  # fmt: skip
    vat_rate = 0.1

    def person(self) -> tuple[str, str]:
        # A Japanese name is written family name first; colleagues use the family name (with さん).
        first, last = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{last} {first}", last

    def street(self) -> str:
        return f"{self.fake.town()}{self.fake.chome()}{self.fake.ban()}{self.fake.gou()}"

    def tax_id(self, rng: random.Random) -> str:
        return "T" + "".join(str(rng.randint(0, 9)) for _ in range(13))

    def round_amount(self, value: float) -> float:
        return float(round(value))

    def id_number(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(12))
        return f"{digits[:4]} {digits[4:8]} {digits[8:]}"

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        **EnUs.labels_kinds5, "sh_phone": "Tel", "sh_open": "Outstanding", "cal_organizer": "Organiser",
        "crm_address": "Postal address", "crm_customer_no": "Account no.", "pdf_customer_no": "Account no.",
        "pdf_unit": "Unit cost", "pdf_net": "Net", "pdf_vat": "VAT @ 20%", "pdf_total": "Total payable",
        "pdf_bank": "Bank details", "pdf_register": "VAT reg. no.",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds5,
        "sheet_files": ("Customers 2026", "Aged debtors – Q4", "Key accounts (shared)"),
        "sheet_edited": ("Last edit was 4 minutes ago by {name}", "Last edited yesterday at 17:12 by {name}"),
        "sheet_notes": ("reminder sent 20/11", "pays by BACS", "asked {name} for a new PO number",
                        "querying 2 lines", "ring after the 15th", "new accounts contact: {name}", "ok – settled"),
        "day_head": ("{wd} {d}/{m}",),
        "events": ("Call with {name}", "Delivery to {company}", "Viewing, {street}", "Lunch with {name}",
                   "{company} – quarterly review", "Demo for {name} ({company})", "Snagging visit, {street}",
                   "Interview: {name}"),
        "cal_desc": ("If the gate's shut, ring {name} on {phone}.", "Dial-in: {phone}, then press # to join.",
                     "Please ring {phone} on arrival and reception will let you in."),
        "crm_call": ("{name} rang, wants the quote for {amount} by Friday.",
                     "Tried {name} on {phone}, no answer. Left a voicemail.",
                     "Spoke to {name}: the delivery to {address} went fine, OK to invoice."),
        "crm_note": ("{name} is moving offices to {address} in January – update the delivery address then.",
                     "{colleague} knows {name} from the trade fair, check with {colleague} about the budget first.",
                     "{name} prefers email. Please don't ring before 10."),
        "job_titles": ("Head of Procurement", "Office Manager", "Operations Director", "Facilities Manager",
                       "Finance Director", "IT Manager"),
        "pdf_salutations": ("Dear {name},", "Dear Sir or Madam,", "Hello {name},"),
        "pdf_items": ("Service visit (fixed fee)", "Travel", "Replacement filter set", "Labour, per hour",
                      "Annual software licence", "Installation and set-up", "Postage and packing", "Spare parts"),
        "pdf_payment": ("Please pay {amount} by {date}, quoting reference {no}.",
                        "Payment terms 30 days: {amount} due by {date}, ref. {no}."),
        "pdf_closings": ("Yours sincerely,", "Kind regards,"),
        "pdf_roles": ("Credit Control", "Customer Services", "Office Manager", "Director"),
        "pdf_attn": ("FAO {name}",),
    }  # fmt: skip
    vat_rate = 0.2

    def tax_id(self, rng: random.Random) -> str:
        return f"GB {rng.randint(100, 999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}"

    def clock(self, minutes: int) -> str:
        return Locale.clock(self, minutes)

    def format_day(self, day: dtdate, rng: random.Random) -> str:
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

    labels_kinds5: ClassVar[dict[str, str]] = {
        **{key: word.replace("ß", "ss") for key, word in DeDe.labels_kinds5.items()},
        "sh_phone": "Telefon", "pdf_vat": "MWST 8.1 %", "pdf_total": "Total", "pdf_register": "UID",
        "pdf_ceo": "Geschäftsleitung",
    }  # fmt: skip
    texts_kinds5: ClassVar[dict[str, tuple[str, ...]]] = {
        **{key: tuple(s.replace("ß", "ss") for s in words) for key, words in DeDe.texts_kinds5.items()},
        "sheet_tabs": ("Tabelle1", "Kunden 2026", "Offene Posten", "ALT – nicht mehr brauchen"),
        "events": ("Telefon mit {name}", "Lieferung an {company}", "Besichtigung {street}", "Zmittag mit {name}",
                   "Quartalsgespräch {company}", "Vorführung für {name} ({company})", "Abnahme vor Ort, {street}",
                   "Vorstellungsgespräch {name}"),
        "crm_call": ("{name} hat angerufen, möchte die Offerte über {amount} bis Freitag.",
                     "{name} unter {phone} nicht erreicht, Combox-Nachricht hinterlassen.",
                     "Mit {name} telefoniert: Lieferung an {address} hat geklappt, Rechnung kann raus."),
        "pdf_salutations": ("Grüezi {name}", "Sehr geehrte Damen und Herren", "Guten Tag {name}"),
        "pdf_intro": ("Vielen Dank für Ihren Auftrag. Wir stellen Ihnen folgende Leistungen in Rechnung:",
                      "Wie besprochen verrechnen wir Ihnen Folgendes:"),
        "pdf_payment": ("Bitte überweisen Sie {amount} bis {date} mit dem Vermerk {no}.",
                        "Zahlbar innert 30 Tagen, bis {date}: {amount}, Referenz {no}."),
        "pdf_closings": ("Freundliche Grüsse", "Beste Grüsse"),
    }  # fmt: skip
    vat_rate = 0.081

    def tax_id(self, rng: random.Random) -> str:
        return f"CHE-{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)} MWST"

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
