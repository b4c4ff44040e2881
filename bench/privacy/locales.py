"""Per-locale data and words for the redaction corpus: Faker values, label words, number formats.

``labels_tune`` are the label words of the tuning layouts; ``labels_heldout`` are other words a
real page might use for the same fields (written before any tuning and not tuned on).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date as dtdate
from datetime import timedelta
from typing import Any, ClassVar

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


def _swiss(words: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """German words as Swiss German writes them: no ß."""
    return {key: tuple(w.replace("ß", "ss") for w in options) for key, options in words.items()}


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
    # The sixth new-kinds split (an online bank's account statement, an organisation chart, a parcel-
    # tracking page, a contract in a document editor beside its comments): the label words, titles and
    # buttons of those apps and their running text. In ``texts_kinds6`` "{name}", "{colleague}",
    # "{company}", "{email}", "{phone}", "{address}", "{street}", "{account}", "{fee}", "{amount}",
    # "{old}" and "{new}" stand for PII values; "{order}", "{no}", "{card}" (a card's last four digits,
    # masked), "{date}", "{month}" and a time, a weekday or a count are no PII. "bk_accounts" ends with
    # a business account's name; "org_heads" and "org_departments" run in step.
    labels_kinds6: ClassVar[dict[str, str]] = {}
    titles_kinds6: ClassVar[dict[str, str]] = {}
    buttons_kinds6: ClassVar[dict[str, str]] = {}
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {}
    # The seventh new-kinds split (a travel booking's confirmation, a clinic's patient portal, a payslip in
    # a document viewer, a support forum's thread): the label words, titles and buttons of those apps and
    # their running text. In ``texts_kinds7`` "{name}", "{doctor}", "{colleague}", "{company}", "{email}",
    # "{phone}", "{amount}" and "{account}" stand for PII values and "{mention}" for a forum member (a
    # person's name, or a handle that names nobody); "{city}", "{date}", "{job}", "{time}", "{rel}", "{h}",
    # "{m}", "{y}", "{month}" and "{year}" are no PII. "pp_doctor" is a man's title, then a woman's;
    # "pp_relations" are a woman's and a man's relation to the patient by turns; "pp_subjects" and
    # "pp_msg" run in step; "fm_posts" is one thread in order (the asker, a helper, the asker, a
    # moderator, another helper, the asker); "fm_roles" holds a member's, an expert's and a moderator's
    # badge; "ps_earning_items" starts with the base pay, and :attr:`payroll_rates` are the shares of the
    # gross pay that "ps_deduction_items" take, in step.
    labels_kinds7: ClassVar[dict[str, str]] = {}
    titles_kinds7: ClassVar[dict[str, str]] = {}
    buttons_kinds7: ClassVar[dict[str, str]] = {}
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {}
    payroll_rates: ClassVar[tuple[float, ...]] = ()
    # The eighth new-kinds split (an admin's data table, a record's edit form, a grid of contact cards, a till
    # receipt beside a payment's confirmation), written apart from the redactor and from the words above:
    # ``labels_kinds8`` holds for every label a few wordings real apps use (one is drawn for each page),
    # ``buttons_kinds8`` the same for buttons, and ``texts_kinds8`` the other words of those screens. In
    # ``texts_kinds8`` "{name}" and "{company}" stand for PII values; "{section}", "{job}", "{item}",
    # "{qty}", "{rate}", "{no}" and the counts "{n}", "{a}" and "{b}" are no PII, and "{price}" is an amount.
    # "st_c", "st_o", "st_e" and "st_s" (the statuses of customers, orders, employees and suppliers) run
    # green, amber, grey, red, blue; "nav" is a dashboard, customers, orders, employees, suppliers and two
    # more; "copy" is the customer's copy of a receipt, then the merchant's; the help under a form's fields
    # ("help_*") is written for a customer's record, but for the second of "help_id", which is an employee's
    # (an employee's record shows no other). ``products_kinds8`` is what a shop sells, with its price in US
    # dollars; :attr:`tax_added` says whether a receipt adds the sales tax to its prices (as in the US) or
    # they include it.
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {}
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {}
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {}
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = ()
    tax_added = False
    # What a US dollar is worth in the locale's currency, roughly: a bank statement's or a contract's
    # amounts are drawn in dollars and shown in the locale's money at a believable size.
    unit_scale = 1.0
    # The sales tax an invoice adds to its net amount (its label word names the same rate).
    vat_rate = 0.0
    # The ninth new-kinds split (an ERP data grid, a form wizard's step, cards of another kind, a statement in
    # a viewer), written apart from the redactor and from every word above: ``labels_kinds9`` holds for every
    # label a few wordings (one is drawn for each page), ``buttons_kinds9`` the same for buttons, and
    # ``texts_kinds9`` the other words of those screens. In ``texts_kinds9`` "{name}", "{amount}" and
    # "{account}" stand for PII values; "{n}", "{f}", "{r}", "{no}", "{i}", "{date}", "{month}", "{y}", "{rate}",
    # "{code}", "{card}" (a card's last digits), "{brand}", "{last4}", "{kind}", "{step}" and "{label}"/"{unit}" are
    # no PII. "eg_modules" is a home, the property, payroll, receivables and members modules and more;
    # "eg_states_t" (a tenant's lease) has the tenant in arrears third; "eg_buckets" runs from the most overdue
    # to not yet due; "wz_claim_kinds" and "wz_claim_texts" run in step; "wz_work_states" starts with two that
    # name an employer; "tc_cats" is a salary, money received, money sent to someone, groceries, utilities and
    # a restaurant; "sd_hotel_items" a room, breakfast, parking, the minibar, the restaurant and the laundry
    # (as the corpus' ``_SD_HOTEL`` prices them); "sd_util_items" energy, a standing charge and the network's
    # fee; "tc_search" ends with a wording that suits any page (the others are a card wallet's).
    # ``products_kinds9`` is what a web shop sells, with its price in US dollars; ``currency_kinds9`` the
    # currency's signs, its code last, as a column header names it through ``unit_fmt_kinds9``;
    # ``months_kinds9`` and ``long_day_fmt_kinds9`` write a date with its month's name. A Chinese VAT
    # invoice's words are ``labels_fapiao9`` and ``texts_fapiao9`` (empty where no such invoice is written).
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {}
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {}
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {}
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = ()
    currency_kinds9: ClassVar[tuple[str, ...]] = ("$", "USD")
    unit_fmt_kinds9 = "{label} ({unit})"
    months_kinds9: ClassVar[tuple[str, ...]] = ()
    long_day_fmt_kinds9 = "{mon} {d}, {y}"
    labels_fapiao9: ClassVar[dict[str, tuple[str, ...]]] = {}
    texts_fapiao9: ClassVar[dict[str, Any]] = {}

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

    def bank_account(self, rng: random.Random) -> str:
        """An account number as the locale's online banking shows it (PII: it names someone's account)."""
        return self.iban()

    def bank_code(self, rng: random.Random) -> str:
        """What names the bank beside an account: a BIC, a routing number, a branch (no PII)."""
        return str(self.fake.swift8())

    def passport_no(self, rng: random.Random) -> str:
        """A passport's number as a booking lists it (PII: it names its holder)."""
        return "".join(str(rng.randint(0, 9)) for _ in range(9))

    def insurance_no(self, rng: random.Random) -> str:
        """A patient's health insurance number (PII: it names the insured)."""
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
        return letters + "".join(str(rng.randint(0, 9)) for _ in range(9))

    def social_no(self, rng: random.Random) -> str:
        """A social insurance number as a payslip prints it beside the tax number (PII)."""
        return self.id_number(rng)

    def gendered(self, female: bool) -> str:
        """A woman's or a man's full name with no title, in the locale's order (a doctor's follows "Dr.")."""
        first = self.fake.first_name_female() if female else self.fake.first_name_male()
        return f"{first} {self.fake.last_name()}"

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

    # -- values of the eighth new-kinds split --------------------------------------------------------------
    def name_parts(self) -> tuple[str, str, str]:
        """A full name with its given and its family name, as a form that asks for them apart holds them."""
        given, family = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{given} {family}", given, family

    def initials(self, given: str, family: str) -> str:
        """What an avatar's circle shows for a person (no PII: two letters name nobody)."""
        return (given[:1] + family[:1]).upper()

    def masked_card(self, rng: random.Random) -> str:
        """A card as most screens show it, by its last four digits (no PII)."""
        last4 = f"{rng.randint(0, 9999):04d}"
        return rng.choice((f"•••• {last4}", f"**** {last4}", f"XXXX XXXX XXXX {last4}", f"···· {last4}"))

    def loyalty_no(self, rng: random.Random) -> str:
        """A shop's member card number (PII, as a frequent flyer's number is: it names its holder)."""
        digits = "".join(str(rng.randint(0, 9)) for _ in range(12))
        return rng.choice((f"{digits[:4]} {digits[4:8]} {digits[8:]}", digits[:10], f"M-{digits[:8]}"))

    # -- values of the ninth new-kinds split ---------------------------------------------------------------
    def long_day(self, day: dtdate) -> str:
        """``day`` with its month's name, as a statement or a list writes it: "Mar 12, 1978", "12. März 1978"."""
        mon = self.months_kinds9[day.month - 1] if self.months_kinds9 else str(day.month)
        return self.long_day_fmt_kinds9.format(y=day.year, m=day.month, d=day.day, mon=mon)


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "Account holder", "bk_iban": "Account number", "bk_bic": "Routing number",
        "bk_balance": "Current balance", "bk_available": "Available balance", "bk_overdraft": "Overdraft protection",
        "bk_income": "Deposits", "bk_expenses": "Withdrawals", "bk_col_date": "Date", "bk_col_party": "Payee / Payer",
        "bk_col_ref": "Memo", "bk_col_amount": "Amount (USD)", "bk_col_balance": "Balance", "bk_d_party": "Counterparty",
        "bk_d_iban": "Account", "bk_d_ref": "Memo", "bk_d_booked": "Posted", "bk_d_mandate": "ACH trace no.",
        "org_department": "Department", "org_email": "Email", "org_phone": "Work phone", "org_mobile": "Mobile",
        "org_office": "Office", "org_manager": "Reports to", "org_assistant": "Assistant", "org_employee_no": "Employee ID",
        "org_start": "Start date", "org_birthday": "Birthday", "org_about": "About", "org_reports": "Direct reports",
        "trk_number": "Tracking number", "trk_sender": "Shipper", "trk_recipient": "Ship to", "trk_phone": "Phone",
        "trk_notify": "Notifications", "trk_service": "Service", "trk_weight": "Weight", "trk_ref": "Reference",
        "trk_cod": "Due on delivery", "trk_courier": "Your driver", "trk_history": "Travel history",
        "trk_details": "Shipment facts", "trk_instructions": "Delivery instructions", "doc_comments": "Comments",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "Transactions", "org": "Org chart", "tracking": "Shipment"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "Sign out", "bk_transfer": "Transfer", "bk_filter": "Filter", "bk_pdf": "Statements",
        "bk_repeat": "Pay again", "bk_dispute": "Dispute", "bk_receipt": "Details (PDF)", "org_message": "Message",
        "org_call": "Call", "trk_track": "Track", "trk_change": "Change delivery", "trk_call": "Call",
        "doc_accept": "Accept", "doc_reject": "Reject",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("Summit Bank",),
        "bk_nav": ("Overview", "Accounts", "Transfers", "Bill pay", "Cards", "Statements"),
        "bk_login": ("Signed in as {name}", "Welcome back, {name}"),
        "bk_accounts": ("Everyday Checking", "Premier Checking", "Business Advantage Checking"),
        "bk_period": ("{a} – {b}",),
        "bk_search": ("Search transactions",),
        "bk_types": ("Deposit", "Transfer", "ACH debit", "Debit card", "Recurring transfer"),
        "bk_pending": ("Pending",),
        "bk_ref_in": ("Invoice {no}", "Payment for order {order}", "Refund – order {order}",
                      "From {name}: dinner on Friday", "Security deposit returned, {street}"),
        "bk_ref_salary": ("Payroll {month}", "Direct deposit, salary {month}"),
        "bk_ref_out": ("Rent {month} – {street}", "Birthday present for {name}", "Invoice {no}",
                       "Reimbursement, trip with {name}", "Deposit for {street}"),
        "bk_ref_debit": ("Insurance premium, policy {order}", "Electric bill, account {order}", "Membership fee {month}"),
        "bk_ref_card": ("Debit card {card}, {date}", "Contactless purchase {card}"),
        "bk_ref_standing": ("Monthly rent, {street}", "Allowance for {name}", "Car loan, contract {order}"),
        "org_tabs": ("Directory", "Org chart", "Teams", "Locations"),
        "org_search": ("Search people",),
        "org_heads": ("VP of Finance", "Head of Operations", "Director of Sales", "Chief People Officer"),
        "org_titles": ("Accounting Manager", "Payroll Specialist", "Senior Accountant", "Billing Lead", "Sales Manager",
                       "Account Executive", "Operations Coordinator", "Customer Success Lead", "HR Business Partner",
                       "Procurement Lead", "Financial Analyst", "Office Administrator"),
        "org_departments": ("Finance", "Operations", "Sales", "People"),
        "org_reports_count": ("{n} reports",),
        "org_bio": ("Looks after the {company} account. Out of office until {date}, please contact {colleague}.",
                    "Ask me about vendor payments and expense reports. Backup: {colleague}.",
                    "Joined from {company}. Working hours 8–4 ET; if it's urgent, call {colleague}."),
        "trk_brand": ("ShipRight",),
        "trk_nav": ("Track", "Ship", "Locations", "Support"),
        "trk_status": ("In transit", "Out for delivery", "Delivered"),
        "trk_steps": ("Label created", "In transit", "Out for delivery", "Delivered"),
        "trk_events": ("Shipping label created", "Picked up", "Arrived at sort facility", "Departed sort facility",
                       "Arrived at local facility", "Out for delivery"),
        "trk_hubs": ("Memphis, TN hub", "Indianapolis, IN hub", "Louisville, KY hub", "Ontario, CA hub",
                     "Edison, NJ facility", "Dallas, TX facility"),
        "trk_delivered": ("Delivered, signed for by {name}", "Delivered to neighbor {name}, {street}",
                          "Delivered, left at front door", "Delivered to front desk, received by {name}"),
        "trk_eta_day": ("Estimated delivery: {wd}, {date}",),
        "trk_eta_window": ("Arriving today between {a} and {b}",),
        "trk_instr": ("If no one is home, leave it with {name} next door at {street}.",
                      "Please leave it at the back door, not on the porch.",
                      "Call {name} when you arrive, the buzzer is broken."),
        "trk_route": ("Route {n}",),
        "trk_stops": ("{n} stops away",),
        "trk_map_credit": ("Map data ©2026",),
        "trk_no_courier": ("Your driver will be shown here on the day of delivery.",),
        "doc_menu": ("File", "Edit", "View", "Insert", "Format", "Tools", "Help"),
        "doc_file": ("Service agreement – {company} (draft)", "{company} – maintenance contract v3",
                     "MSA {company} for review"),
        "doc_saved": ("Last edit was 2 minutes ago", "All changes saved to Drive"),
        "doc_mode": ("Suggesting",),
        "doc_style": ("Normal text",),
        "doc_title": ("SERVICE AGREEMENT",),
        "doc_party1": ("This Agreement is made between {company}, {address}, represented by {name} (the “Client”),",),
        "doc_party2": ("and {company}, {address}, represented by {name} (the “Provider”).",),
        "doc_heads": ("1. Services", "2. Fees and payment", "3. Notices", "4. Term and termination"),
        "doc_scope": ("The Provider will service and repair the Client's office equipment at the Client's premises, "
                      "including two scheduled maintenance visits a year.",
                      "The Provider will supply, install and maintain the coffee machines at all of the Client's sites."),
        "doc_fee": ("The monthly fee is {fee} plus sales tax. Invoices are payable within 30 days to account no. "
                    "{account}.",),
        "doc_contact": ("All notices under this Agreement go to {name} ({email}, {phone}).",),
        "doc_term": ("This Agreement starts on {date} and runs for 24 months. Either party may terminate it with three "
                     "months' written notice.",),
        "doc_sign": ("For the Client", "For the Provider"),
        "doc_when": ("{time} Today", "{time} Yesterday"),
        "doc_c_addr": ("{company} moved to {address} in October – can we update this?",
                       "Is this address still right? Their new letterhead says {address}."),
        "doc_c_done": ("@{name} good catch, I'll ask them to confirm in writing.",
                       "@{name} agreed, I'll change it once they confirm."),
        "doc_suggest": ("Replace: {old} with {new}",),
        "doc_c_fee": ("@{name} is {amount} final? Last year we paid {old}.",
                      "Finance approved up to {amount}, @{name} please confirm. (It was {old} before.)"),
        "doc_c_other": ("@{name} can you check the account number with {colleague} from accounting?",
                        "Please add {colleague} ({email}) as a second contact for notices.",
                        "@{name} who signs for the Provider – still {colleague}?"),
        "doc_reply_box": ("Reply or add others with @",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "Booking reference", "tb_itinerary": "Itinerary", "tb_passengers": "Passengers",
        "tb_col_name": "Passenger", "tb_col_dob": "Date of birth", "tb_col_doc": "Passport no.",
        "tb_col_ff": "Frequent flyer no.", "tb_col_seat": "Seat", "tb_col_bags": "Baggage", "tb_payment": "Payment",
        "tb_card_holder": "Cardholder", "tb_card": "Card", "tb_expiry": "Expires", "tb_billing": "Billing address",
        "tb_contact": "Contact details", "tb_email": "Email", "tb_phone": "Mobile phone", "tb_price": "Price details",
        "tb_fare": "Base fare", "tb_taxes": "Taxes and carrier fees", "tb_bags_fee": "Checked bags",
        "tb_seats_fee": "Seat selection", "tb_hotel_fee": "Hotel", "tb_total": "Total paid", "tb_hotel": "Your hotel",
        "tb_checkin": "Check-in", "tb_checkout": "Check-out", "tb_room": "Room", "tb_guest": "Guest name",
        "pp_details": "Patient", "pp_dob": "Date of birth", "pp_patient_id": "MRN", "pp_insurance": "Insurance plan",
        "pp_member": "Member ID", "pp_address": "Home address", "pp_phone": "Phone", "pp_email": "Email",
        "pp_gp": "Primary care provider", "pp_allergies": "Allergies", "pp_emergency": "Emergency contact",
        "pp_appointments": "Upcoming appointments", "pp_prescriptions": "Current medications",
        "pp_col_drug": "Medication", "pp_col_dose": "Directions", "pp_col_by": "Prescribed by",
        "pp_col_date": "Last filled", "pp_col_refills": "Refills left", "pp_messages": "Messages",
        "ps_personnel": "Employee ID", "ps_tax_id": "SSN", "ps_tax_class": "Filing status", "ps_dept": "Department",
        "ps_position": "Job title", "ps_entry": "Hire date", "ps_dob": "Date of birth",
        "ps_bank": "Direct deposit account", "ps_pay_date": "Pay date", "ps_earnings": "Earnings",
        "ps_deductions": "Taxes and deductions", "ps_col_desc": "Description", "ps_col_amount": "Current",
        "ps_col_ytd": "Year to date", "ps_gross": "Gross pay", "ps_total_ded": "Total deductions", "ps_net": "Net pay",
        "fm_participants": "Participants", "fm_info": "About this thread", "fm_started": "Created",
        "fm_replies": "Replies", "fm_views": "Views", "fm_similar": "Similar threads", "fm_joined": "Joined",
        "fm_posts": "Posts",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Pay statements"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "Sign out", "tb_manage": "Manage booking", "tb_bags": "Add baggage", "tb_seats": "Choose seats",
        "tb_checkin": "Check in online", "tb_calendar": "Add to calendar", "pp_book": "Book appointment",
        "pp_message": "Message", "pp_download": "Download record", "pp_checkin": "eCheck-in",
        "pp_reschedule": "Reschedule", "pp_refill": "Request refill", "pp_reply": "Reply", "ps_download": "Download",
        "fm_new": "New topic", "fm_login": "Log in", "fm_follow": "Follow", "fm_reply": "Reply", "fm_quote": "Quote",
        "fm_like": "Like", "fm_report": "Report", "fm_post": "Post reply",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("Skyline Trips",),
        "tb_nav": ("Flights", "Hotels", "Cars", "My trips", "Help"),
        "tb_login": ("Hi, {name}", "Signed in as {name}"),
        "tb_confirmed": ("Your booking is confirmed",),
        "tb_greeting": ("Thanks, {name}! Your trip to {city} is all set.",
                        "Pack your bags, {name} – you're going to {city}."),
        "tb_sent": ("We've emailed your confirmation and e-tickets to {email}.",),
        "tb_legs": ("Outbound", "Return"),
        "tb_airports": ("New York (JFK)", "Los Angeles (LAX)", "Chicago (ORD)", "San Francisco (SFO)", "Miami (MIA)",
                        "Seattle (SEA)", "Boston (BOS)", "Denver (DEN)", "Cancún (CUN)", "Honolulu (HNL)"),
        "tb_duration": ("{h}h {m}m",),
        "tb_stops": ("Nonstop", "1 stop"),
        "tb_cabins": ("Economy", "Premium Economy", "Business"),
        "tb_bag_allow": ("1 × 50 lb", "Carry-on only", "2 × 50 lb"),
        "tb_hotels": ("Harborview Hotel", "The Maple Grand", "Parkside Inn & Suites", "Ocean Breeze Resort"),
        "tb_rooms": ("King room, city view", "Queen room with two beds", "Suite, breakfast included"),
        "tb_card_brands": ("Visa", "Mastercard", "American Express"),
        "tb_notice": ("Please bring a valid passport or photo ID. Online check-in opens 24 hours before departure; "
                      "bag drop closes 45 minutes before.",),
        "pp_brand": ("Riverside Health",),
        "pp_nav": ("Home", "Appointments", "Messages", "Medications", "Test results", "Billing"),
        "pp_welcome": ("Welcome, {name}", "Hi, {name}"),
        "pp_doctor": ("Dr. {name}", "Dr. {name}"),
        "pp_insurers": ("Evergreen Health PPO", "Lakeside Care HMO", "Summit Health Plus"),
        "pp_relations": ("wife", "husband", "mother", "father", "daughter", "son"),
        "pp_relation_fmt": ("({rel})",),
        "pp_visits": ("Annual physical", "Follow-up visit", "Blood draw", "Video visit", "Flu shot"),
        "pp_clinics": ("Riverside Family Medicine", "Riverside Heart Center", "Riverside Lab – Main Street"),
        "pp_drugs": ("Lisinopril 10 mg tablet", "Atorvastatin 20 mg tablet", "Metformin 500 mg tablet",
                     "Amoxicillin 500 mg capsule", "Levothyroxine 50 mcg tablet", "Cetirizine 10 mg tablet"),
        "pp_doses": ("1 tablet every morning", "1 tablet twice a day with meals", "1 capsule every 8 hours for 7 days",
                     "1 tablet at bedtime as needed"),
        "pp_allergy_list": ("Penicillin", "No known allergies", "Latex, peanuts"),
        "pp_nurse_roles": ("RN", "Nurse", "Medical assistant"),
        "pp_when": ("Today at {time}", "Yesterday at {time}"),
        "pp_subjects": ("Your lab results", "Before your visit"),
        "pp_msg": (
            "Hi {name}, your lab results from {date} are in and everything looks normal. Dr. {doctor} would like to "
            "see you again in three months, so please book a follow-up. Questions? Call us at {phone}.",
            "Hello {name}, please bring your insurance card and a list of the medications you take to your next "
            "visit. If you need help with the forms, {colleague} at the front desk can help – just call {phone}.",
        ),
        "pp_reply_box": ("Write a reply…",),
        "ps_file": ("Paystub_{y}-{m}.pdf",),
        "ps_title": ("Earnings statement – {month} {year}",),
        "ps_period_fmt": ("Pay period: {a} – {b}",),
        "ps_earning_items": ("Regular pay", "Overtime", "Holiday pay", "Bonus", "Commission"),
        "ps_deduction_items": ("Federal income tax", "Social Security", "Medicare", "State income tax", "401(k)",
                               "Medical plan"),
        "ps_departments": ("Finance", "Warehouse", "Customer Service", "IT", "Sales"),
        "ps_tax_classes": ("Single", "Married filing jointly", "Head of household"),
        "ps_transfer": ("Net pay of {amount} was deposited to account {account} on {date}.",),
        "ps_footer": ("{company} · Payroll department · Keep this statement for your records.",
                      "Questions about your pay? Contact {company} Payroll."),
        "fm_brand": ("HomeNet Community",),
        "fm_nav": ("Forums", "Latest", "Unanswered", "Members", "Help"),
        "fm_search": ("Search the community",),
        "fm_crumb": ("Forums", "Routers & Wi-Fi"),
        "fm_titles": ("Wi-Fi keeps dropping after the 4.2 firmware update",
                      "Laptop loses connection every 20 minutes since update"),
        "fm_tags": ("firmware", "wifi", "laptop", "ax3000"),
        "fm_solved": ("Solved",),
        "fm_accepted": ("Accepted solution",),
        "fm_roles": ("Member", "Community expert", "Moderator"),
        "fm_started_by": ("Started by {name} on {date}",),
        "fm_wrote": ("{name} wrote:",),
        "fm_posts": (
            "Since the 4.2 firmware update my laptop drops off the Wi-Fi every twenty minutes or so. Phones and the "
            "TV stay connected. I've already reset the router twice. Any ideas?",
            "Same problem here. {name} from our local user group told me that rolling back to 4.1 fixed it. Which "
            "model do you have?",
            "@{mention} it's the AX3000. I also called {company} support yesterday, they just told me to wait for a "
            "patch.",
            "Thanks for the reports, everyone. @{mention} could you send the router's log file to {email}? The team "
            "is looking into it.",
            "Turning off band steering in the advanced settings helped me. Credit goes to {name}, who posted the tip "
            "in another thread.",
            "That did it – thanks @{mention}! Marking this as solved.",
        ),
        "fm_sig_jobs": ("IT administrator", "Network engineer", "Office manager", "Systems technician"),
        "fm_sig_line": ("{job}, {company}",),
        "fm_handles": ("nightowl", "packetloss", "homelab_dad", "wifiwoes", "quietcoder", "routerfan"),
        "fm_reply_box": ("Write a reply…",),
        "fm_similar_list": ("Router reboots every night at 3 am", "Guest network not visible on iPhone",
                            "Firmware 4.2 release notes", "Mesh satellite won't pair"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("Customer", "Account holder", "Client", "Customer name"),
        "name_o": ("Bill-to", "Buyer", "Ordered by", "Purchaser"),
        "name_e": ("Employee", "Team member", "Staff member", "Person"),
        "name_s": ("Primary contact", "Sales rep", "Rep", "Point of contact"),
        "company": ("Company", "Business", "Account", "Firm"),
        "supplier": ("Supplier", "Vendor", "Vendor name"),
        "email": ("E-mail", "Email address", "Contact email", "Work email"),
        "phone": ("Phone no.", "Tel.", "Work phone", "Main phone"),
        "mobile": ("Cell", "Cell phone", "Mobile no."),
        "dob": ("Birth date", "Date of birth", "Born on", "D.O.B."),
        "natid": ("Social Security no.", "Taxpayer ID", "SSN / TIN", "Social security #"),
        "bank": ("Payout account", "Acct. no.", "Deposit account", "Bank acct."),
        "card": ("Payment method", "Paid with", "Card", "Default card"),
        "status": ("Status", "State", "Stage"),
        "created_c": ("Signed up", "First seen", "Created on", "Joined"),
        "created_o": ("Placed", "Order date", "Placed on", "Submitted"),
        "created_e": ("Start date", "Hired", "Employed since"),
        "created_s": ("Onboarded", "Vendor since", "Added on"),
        "address_bill": ("Bill-to address", "Billing address", "Mailing addr.", "Invoice address"),
        "address_ship": ("Ship-to", "Shipping to", "Deliver to", "Ship-to address"),
        "address_home": ("Home address", "Residence", "Address of record"),
        "address_office": ("Business address", "HQ address", "Remit-to address"),
        "amount_c": ("Lifetime value", "Revenue", "Account balance", "Total spent"),
        "amount_o": ("Order total", "Grand total", "Order value", "Charged"),
        "amount_e": ("Annual salary", "Base pay", "Compensation", "Salary (annual)"),
        "amount_s": ("Open payables", "Spend YTD", "Amount owed", "Unpaid bills"),
        "ref_c": ("Cust. #", "Account #", "Client ID"),
        "ref_o": ("Order #", "Order ID", "PO #"),
        "ref_e": ("Emp. ID", "Staff #", "Badge #"),
        "dept": ("Team", "Dept.", "Division", "Department"),
        "job": ("Position", "Role", "Title"),
        "taxno": ("Federal tax ID", "TIN", "Tax ID (EIN)"),
        "actions": ("Manage", "Options", "Row actions"),
        "rows": ("Rows per page", "Page size", "Show"),
        "s_person": ("Personal information", "Identity", "The basics"),
        "s_contact": ("Contact info", "How to reach", "Contact methods"),
        "s_address": ("Addresses", "Where", "Billing & shipping"),
        "s_company": ("Business info", "Organization", "Company details"),
        "s_billing": ("Billing & payment", "Payment info", "Billing"),
        "s_work": ("Employment", "Job & pay", "Work details"),
        "s_notes": ("Internal notes", "Remarks", "Notes (private)"),
        "s_system": ("Record info", "Audit trail", "History"),
        "salutation": ("Title", "Prefix", "Salutation"),
        "first": ("First name", "Given name"),
        "last": ("Last name", "Surname", "Family name"),
        "fullname": ("Full legal name", "Display name", "Name"),
        "manager": ("Manager", "Reports to", "Supervisor"),
        "owner": ("Account owner", "Assigned rep", "Owner"),
        "group": ("Segment", "Tier", "Price list"),
        "limit": ("Credit limit", "Spending limit", "Credit line"),
        "terms": ("Payment terms", "Terms", "Net terms"),
        "notes": ("Note", "Comment", "Internal comment"),
        "rec_created": ("Created", "Record created", "Added"),
        "rec_by": ("Last edited by", "Modified by", "Updated by"),
        "sum": ("At a glance", "Summary", "Snapshot"),
        "since": ("Customer since", "Member since", "First order"),
        "total_spent": ("Total spent", "Lifetime revenue", "LTV"),
        "open_bal": ("Open balance", "Balance due", "Outstanding"),
        "last_order": ("Last order", "Last purchase", "Most recent order"),
        "vacation": ("PTO left", "Vacation balance", "Days off left"),
        "born": ("Born", "Bday", "DOB"),
        "cust_no": ("Acct", "No.", "Cust"),
        "since_short": ("Since", "Added", "Joined"),
        "revenue": ("Spend", "LTV", "Sales"),
        "tel": ("Tel", "Ph", "Phone"),
        "shop_tax": ("Sales tax permit", "Tax ID", "Seller's permit #"),
        "receipt_no": ("Trans #", "Receipt", "Ticket #"),
        "till": ("Reg", "Lane", "Register"),
        "cashier": ("Cashier", "Associate", "Served by"),
        "subtotal": ("Subtotal", "Sub-total", "Merchandise"),
        "total": ("TOTAL", "Balance due", "Total due"),
        "cash": ("Cash tendered", "Cash", "Tendered"),
        "change": ("Change", "Change due"),
        "card_no": ("Card #", "Acct #", "PAN"),
        "auth": ("Auth code", "Approval #", "Auth"),
        "terminal": ("Terminal", "TID", "Term ID"),
        "customer": ("Rewards member", "Member", "Customer"),
        "loyalty": ("Rewards #", "Member ID", "Loyalty #"),
        "points": ("Points earned", "Points this trip", "Rewards earned"),
        "pc_merchant": ("Merchant", "Paid to", "Store"),
        "pc_when": ("Date & time", "Paid on", "Processed"),
        "pc_method": ("Payment method", "Paid with", "Tender"),
        "pc_txn": ("Transaction ID", "Confirmation #", "Reference no."),
        "pc_payer": ("Payer", "Cardholder", "Customer"),
        "pc_email": ("Receipt sent to", "Email receipt to", "Receipt emailed to"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("Edit", "✎ Edit", "Open"), "delete": ("Delete", "✕ Delete", "Remove"),
        "export": ("Export", "Export CSV", "Download CSV"), "import": ("Import", "Import CSV"),
        "filters": ("Filters", "+ Add filter", "More filters"), "columns": ("Columns", "View options"),
        "add_c": ("+ New customer", "Add customer"), "add_o": ("+ Create order", "New order"),
        "add_e": ("+ Add employee", "Add person"), "add_s": ("+ Add vendor", "New supplier"),
        "delete_rec": ("Delete", "Delete record", "Archive"), "cancel": ("Cancel", "Discard"),
        "save_close": ("Save & close", "Save and exit"), "save": ("Save", "Save changes", "Update"),
        "message": ("Message", "Email", "Send email"), "call": ("Call", "☎ Call"),
        "profile": ("View profile", "Details", "Open"), "add_contact": ("+ Add contact", "New contact", "Invite"),
        "print": ("Print receipt", "Reprint", "Print"), "download": ("Download PDF", "Download"),
        "email_r": ("Email receipt", "Send receipt", "Text receipt"), "refund": ("Refund", "Issue refund"),
        "new_sale": ("New sale", "Back to register"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("Home", "Customers", "Orders", "People", "Vendors", "Analytics", "Settings"),
        "brand": ("Opsdesk", "Ledgerline", "Backstage Admin", "Northbeam"),
        "title_c": ("Customers", "All customers", "Customer list"),
        "title_o": ("Orders", "All orders", "Sales orders"),
        "title_e": ("People", "Employees", "Staff directory"),
        "title_s": ("Vendors", "Suppliers", "Vendor list"),
        "search": ("Search…", "Search by name, email or ID", "Type to search", "Find a record…"),
        "chips_c": ("Status is Active", "Signed up: last 90 days", "State: CA, NY", "Tag: Wholesale"),
        "chips_o": ("Paid", "This month", "Channel: Online store", "Needs review"),
        "chips_e": ("Team: Sales", "Location: Austin", "Full-time"),
        "chips_s": ("Category: Packaging", "Approved only", "Country: United States"),
        "results_fmt": ("{n} results", "{n} total", "{n} records"),
        "count_fmt": ("{a}–{b} of {n}", "Showing {a} to {b} of {n}", "{a}-{b} of {n} rows"),
        "selected_fmt": ("{n} selected", "{n} rows selected"),
        "st_c": ("Active", "Trial", "Dormant", "Past due", "VIP"),
        "st_o": ("Paid", "Awaiting payment", "Draft", "Refunded", "Shipped"),
        "st_e": ("Active", "On leave", "Offboarded", "Suspended", "Contractor"),
        "st_s": ("Approved", "In review", "Inactive", "Blocked", "Preferred"),
        "depts": ("Sales", "Finance", "Engineering", "Operations", "Marketing", "Support", "People Ops"),
        "jobs": ("Account executive", "Office manager", "Procurement lead", "Software engineer", "Controller",
                 "Customer success manager", "Buyer", "Operations analyst"),
        "salutations": ("Mr.", "Ms.", "Mrs.", "Mx.", "Dr."),
        "groups": ("Retail", "Wholesale", "Key account", "Reseller", "Nonprofit"),
        "terms": ("Net 30", "Net 15", "Due on receipt", "Net 45"),
        "notes": ("Prefers phone calls in the afternoon.", "Tax-exempt certificate on file, renew in March.",
                  "Escalate billing questions to finance.", "Met at the Chicago trade show in May."),
        "help_id": ("Encrypted at rest. Only admins can see it.", "Needed for year-end tax forms."),
        "help_email": ("Invoices and receipts go here.", "We never share this address."),
        "help_phone": ("Include the area code.", "Used for delivery updates only."),
        "help_addr": ("Street, city, state and ZIP code.", "Printed on every invoice."),
        "help_bank": ("Refunds are paid into this account.", "Double-check the digits before saving."),
        "crumb": ("{section} › {name}", "{section} / {name} / Edit"),
        "ef_title_c": ("Edit customer", "Update customer", "Customer record"),
        "ef_title_e": ("Edit employee", "Employee record", "Edit person"),
        "unsaved": ("Unsaved changes", "Draft – not saved yet", "Saved 2 minutes ago"),
        "required": ("* Required field", "Fields marked with * are required."),
        "vacation_fmt": ("{n} days", "{n} days left"),
        "badges": ("VIP", "New", "Key account", "Lead", "Favorite"),
        "badges_team": ("Remote", "New hire", "On leave", "Admin", "Part-time"),
        "role_fmt": ("{job} at {company}", "{job} · {company}", "{job}, {company}"),
        "tabs": ("All", "Favorites", "Recently added", "Archived"),
        "cg_title_contacts": ("Contacts", "Address book"),
        "cg_title_team": ("Team", "Our team", "Team directory"),
        "cg_title_cust": ("Key accounts", "Customers"),
        "cg_title_sup": ("Vendor contacts", "Suppliers"),
        "cg_count": ("{n} contacts", "{n} people", "{n} total"),
        "sort": ("Sort: Name (A–Z)", "Sort: Recently added", "Sort: Company"),
        "qty_fmt": ("{qty} @ {price}", "{qty} x {price}", "Qty {qty} @ {price} ea"),
        "return_fmt": ("RETURN {item}", "Refund: {item}"),
        "discount": ("Member discount", "Coupon SAVE10", "Bundle savings", "Markdown"),
        "tax_fmt": ("Sales tax {rate}%", "Tax ({rate}%)", "State & local tax {rate}%"),
        "card_brands": ("VISA", "Mastercard", "AMEX", "Discover", "Debit"),
        "cash_word": ("Cash",),
        "wallets": ("Apple Pay", "Google Pay"),
        "entry": ("Contactless", "Chip read", "Swiped"),
        "approved": ("APPROVED", "Approved – thank you"),
        "receipt_title": ("SALES RECEIPT", "Receipt", "RECEIPT"),
        "copy": ("CUSTOMER COPY", "MERCHANT COPY"),
        "served_fmt": ("You were served by {name}", "Your cashier today: {name}"),
        "thanks": ("Thank you for shopping with us!", "THANK YOU – PLEASE COME AGAIN", "Thanks for stopping by!"),
        "policy": ("Returns accepted within 30 days with receipt.", "Keep this receipt for your records."),
        "pc_title": ("Payment successful", "Payment received", "Payment complete"),
        "pos_brand": ("Tillwise", "CounterPOS", "Registerly"),
        "pos_nav": ("Register", "Transactions", "Items", "Customers", "Reports"),
        "pos_user": ("Signed in as {name}", "{name} · Register 2"),
        "pos_crumb": ("Transactions › Receipt {no}", "Sale #{no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Drip coffee 16 oz", 2.95), ("Blueberry muffin", 3.25), ("Bagel w/ cream cheese", 3.75),
        ("Paper towels 6-pk", 8.99), ("AA batteries 8 ct", 9.49), ("Greek yogurt", 1.29),
        ("Orange juice 52 oz", 4.79), ("Dish soap", 3.49), ("Sourdough loaf", 5.5), ("Trail mix", 6.99),
        ("Sparkling water 12-pk", 5.99), ("Phone charger", 14.99),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("Tenant", "Lessee", "Resident"), "eg_employee": ("Employee name", "Payee", "Worker"),
        "eg_member": ("Member name", "Enrollee", "Club member"), "eg_unit": ("Unit", "Apt.", "Suite #"),
        "eg_phone": ("Ph. #", "Tel. (home)", "Contact no."), "eg_email": ("E-mail addr.", "Email ID", "Mail"),
        "eg_dob": ("D.O.B", "Birthdate", "Born"), "eg_start": ("Lease start", "Move-in", "Lease from"),
        "eg_iban": ("Acct #", "Bank acct #", "ACH account"), "eg_rent": ("Rent", "Monthly rent", "Rent/mo"),
        "eg_deposit": ("Sec. deposit", "Deposit held"), "eg_arrears": ("Past due", "Delinquent", "Arrears"),
        "eg_state": ("Lease status", "Occupancy"), "eg_persno": ("Emp #", "Empl. no.", "ID"),
        "eg_dept": ("Cost ctr.", "Dept", "Org unit"), "eg_taxid": ("SSN (full)", "Tax ID #", "SSN/ITIN"),
        "eg_gross": ("Gross pay", "Gross", "Earnings"), "eg_deduct": ("Withholding", "Deductions", "Taxes & ded."),
        "eg_net": ("Net pay", "Take-home", "Net"), "eg_invno": ("Inv. #", "Invoice no.", "Doc #"),
        "eg_debtor": ("Bill-to customer", "Debtor", "Account name"), "eg_contact": ("AP contact", "Attn.", "Contact"),
        "eg_invdate": ("Inv. date", "Billed", "Doc date"), "eg_due": ("Due", "Due date", "Net due"),
        "eg_amount": ("Inv. amt", "Original amt", "Billed amt"), "eg_paid": ("Received", "Applied", "Paid"),
        "eg_balance": ("Open amt", "Remaining", "Bal."), "eg_dunning": ("Collections", "Notice", "Dunning"),
        "eg_memno": ("Mbr #", "Member no.", "Roster #"), "eg_address": ("Home addr.", "Mailing address", "Street / City"),
        "eg_payment": ("Autopay", "Pays by", "Billing method"), "eg_joined": ("Enrolled", "Join date", "Start"),
        "eg_fee": ("Dues", "Fee/mo", "Monthly dues"), "eg_tier": ("Plan", "Level", "Membership"),
        "eg_records": ("Records", "Rows"), "eg_selected": ("Selected", "Marked"),
        "eg_subtotal": ("Group total", "Subtotal", "Σ group"), "eg_total": ("Grand total", "Total", "All groups"),
        "eg_sum": ("Sum", "Column sum", "Total"), "eg_view": ("View", "Layout", "Saved view"),
        "wz_s_personal": ("About you", "Personal details", "Your identity"),
        "wz_s_contact": ("Contact details", "How we reach you"),
        "wz_s_address": ("Where you live", "Home address", "Residence"),
        "wz_s_income": ("Employment & income", "Your income", "Work and income"),
        "wz_s_payment": ("Payment details", "Funding account", "How you'll pay"),
        "wz_fullname": ("Name", "Full name as on ID", "Applicant"), "wz_dob": ("Date of birth", "Birthday", "DOB"),
        "wz_nationality": ("Citizenship", "Nationality", "Country of citizenship"),
        "wz_idno": ("ID document no.", "Driver's license / passport no.", "Government ID"),
        "wz_email": ("Email", "E-mail", "Email for updates"), "wz_phone": ("Phone", "Mobile phone", "Best number to call"),
        "wz_addr_now": ("Current address", "Street address", "Residential address"),
        "wz_moved_in": ("Living here since", "Moved in", "At this address since"),
        "wz_addr_prev": ("Previous address", "Former address"), "wz_status": ("Employment status", "Work status"),
        "wz_employer": ("Employer", "Company you work for", "Employer name"), "wz_job": ("Job title", "Occupation"),
        "wz_income": ("Monthly income (after tax)", "Net monthly income", "Take-home pay per month"),
        "wz_holder": ("Account holder", "Name on account", "Account owner's name"),
        "wz_card": ("Card number", "Debit/credit card", "Card to charge"),
        "wz_iban": ("Account number", "Bank account no.", "Checking account #"),
        "wz_bank": ("Routing number", "ABA routing #", "Bank routing no."),
        "wz_from": ("Pay from", "From account", "Debit account"),
        "wz_avail": ("Available balance", "Available now", "You can send up to"),
        "wz_payee": ("Recipient", "Pay to", "Recipient's name"),
        "wz_to_acct": ("Recipient account no.", "Their account number", "Account # (recipient)"),
        "wz_to_bank": ("Recipient routing no.", "Their bank's routing #", "Routing # (recipient)"),
        "wz_amount": ("Amount", "How much?", "Transfer amount"), "wz_exec": ("Send on", "Transfer date", "Deliver by"),
        "wz_ref": ("Memo", "Note to recipient", "What's it for?"),
        "wz_speed": ("Delivery speed", "How fast?", "Transfer type"),
        "wz_recent": ("Recent recipients", "People you've paid", "Frequent payees"),
        "wz_fs_insured": ("Policyholder", "The insured person", "Who is claiming"),
        "wz_fs_incident": ("What happened", "The incident", "Loss details"),
        "wz_fs_third": ("Other party involved", "Third party", "Others involved"),
        "wz_fs_payout": ("Where should we pay you?", "Claim payment", "Reimbursement"),
        "wz_insno": ("Insured ID", "Insurance ID no.", "Subscriber ID"),
        "wz_when": ("Date of loss", "When did it happen?", "Incident date"),
        "wz_where": ("Location of incident", "Where did it happen?", "Place"),
        "wz_kind": ("Type of claim", "Claim category", "What kind of loss?"),
        "wz_what": ("Describe what happened", "Description", "Details of the loss"),
        "wz_tp_name": ("Their name", "Name of other party", "Other driver / person"),
        "wz_tp_phone": ("Their phone", "Other party's phone"),
        "wz_tp_insurer": ("Their insurance company", "Other party's insurer", "Carrier"),
        "wz_police": ("Police report filed?", "Was a report filed?"),
        "wz_claimed": ("Amount claimed", "Total you're claiming", "Claimed amount"),
        "wz_attach": ("Supporting documents", "Attachments", "Receipts & photos"),
        "tc_tel": ("T", "P", "Tel"), "tc_mob": ("M", "C", "Cell"), "tc_mail": ("E", "@", "Mail"),
        "tc_addr": ("A", "Adr", "Office"), "tc_web": ("W", "Web", "URL"),
        "tc_rent": ("Rent", "Monthly", "Rent due"), "tc_since": ("Lease since", "Moved in", "Tenant since"),
        "tc_deposit": ("Deposit", "Security", "Held"),
        "tc_cp_acct": ("Counterparty acct.", "Their account", "From/to account"),
        "tc_ref": ("Memo", "Description", "Details"), "tc_booked": ("Posted", "Posted on", "Settled"),
        "tc_holder": ("Account holder", "Owner", "Primary"), "tc_acct": ("Account #", "Acct no.", "Account number"),
        "tc_balance": ("Current balance", "Available", "Balance"),
        "sd_date": ("Date", "Posting date", "Day"), "sd_desc": ("Description", "Item", "Details"),
        "sd_charge": ("Charges", "Debit", "Amount"), "sd_credit": ("Payments", "Credit", "Credits"),
        "sd_total_charges": ("Total charges", "Charges total"),
        "sd_total_credits": ("Total payments", "Payments received"),
        "sd_balance": ("Balance", "Balance due", "Amount owing"),
        "sd_card_file": ("Card on file", "Guarantee card", "Card used at check-in"),
        "sd_room": ("Room", "Room no."), "sd_arrival": ("Arrival", "Check-in", "Arrived"),
        "sd_departure": ("Departure", "Check-out", "Departed"), "sd_persons": ("Guests", "No. of guests", "Adults"),
        "sd_folio": ("Folio #", "Folio no.", "Confirmation"), "sd_clerk": ("Clerk", "Agent", "Checked out by"),
        "sd_tel": ("Phone", "Tel", "Reservations"), "sd_taxno": ("Tax ID", "EIN", "Federal tax no."),
        "sd_bank": ("Remit to", "Wire to", "Bank account"), "sd_sign": ("Guest signature", "Signature", "Signed"),
        "sd_item": ("Charge", "Service", "Line item"), "sd_qty": ("Usage", "Quantity", "Billed units"),
        "sd_uprice": ("Rate", "Price per unit", "Unit rate"), "sd_amount": ("Amount", "Cost", "Charge"),
        "sd_meter": ("Meter #", "Meter number", "Meter ID"), "sd_prev": ("Previous read", "Last reading", "Prior"),
        "sd_curr": ("Current read", "This reading", "Present"), "sd_use": ("Usage", "kWh used", "Consumption"),
        "sd_net_total": ("Total before tax", "Subtotal"), "sd_gross": ("Current charges", "Total this period"),
        "sd_prepaid": ("Budget payments", "Payments received", "Paid in advance"),
        "sd_due_total": ("Amount due", "Please pay", "Total amount due"),
        "sd_credit_total": ("Credit balance", "Your credit", "Refund due"),
        "sd_due_date": ("Due date", "Pay by", "Auto-pay date"),
        "sd_mandate": ("Auto-pay ID", "Authorization #", "AutoPay ref."),
        "sd_custno": ("Customer #", "Cust. ID", "Customer number"),
        "sd_contract": ("Account #", "Service account", "Acct no."),
        "sd_billdate": ("Bill date", "Statement date", "Issued"),
        "sd_period": ("Service period", "Billing period", "For service"),
        "sd_hotline": ("Customer service", "Questions?", "Call us"),
        "sd_supply": ("Service address", "Premises", "Service location"),
        "sd_m_item": ("Item", "Product", "What you ordered"), "sd_m_qty": ("Qty", "Quantity"),
        "sd_m_price": ("Price", "Item total"), "sd_m_sub": ("Items", "Item subtotal", "Merchandise subtotal"),
        "sd_m_shipping": ("Shipping & handling", "Delivery", "Shipping"),
        "sd_m_total": ("Order total", "Total charged", "Grand total"),
        "sd_m_paid": ("Payment", "Paid with", "Charged to"), "sd_ship": ("Shipping to", "Delivering to", "Ship to"),
        "sd_bill": ("Billing address", "Billed to", "Billing"), "sd_orderno": ("Order #", "Order number", "Order no."),
        "sd_orderdate": ("Placed on", "Order date", "Ordered"),
        "sd_m_help": ("Help", "Customer care", "Questions? Call"), "sd_m_from": ("From", "Sender"),
        "sd_m_to": ("To", "Recipient"), "sd_m_date": ("Date", "Sent", "Received"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ New", "New record"), "eg_copy": ("Copy", "Duplicate"), "eg_delete": ("Delete", "✕ Delete"),
        "eg_print": ("Print", "Print list"), "eg_excel": ("Export to Excel", "XLSX", "Excel"),
        "eg_post": ("Post", "Approve & post", "Release"), "eg_mail": ("Email", "Send notice", "Mail merge"),
        "wz_change": ("Change", "Edit", "Update"), "wz_back": ("Back", "‹ Previous"),
        "wz_submit": ("Submit application", "Submit", "Confirm and submit"), "wz_cancel": ("Cancel", "Start over"),
        "wz_continue": ("Continue", "Review transfer", "Next: review"),
        "wz_save_draft": ("Save and finish later", "Save draft"), "wz_next": ("Next", "Continue →"),
        "wz_upload": ("Upload file", "+ Add file"),
        "tc_save": ("Save contact", "Add to contacts", "vCard"), "tc_share": ("Share", "⋯"),
        "tc_export": ("Export", "Export CSV"), "tc_scan": ("Scan a card", "+ Scan"),
        "tc_message": ("Message", "Text tenant"), "tc_ledger": ("Ledger", "View ledger"),
        "tc_add_tenant": ("+ Add resident", "New lease"), "tc_transfer": ("Transfer", "Send money"),
        "tc_split": ("Split", "Categorize"), "tc_dispute": ("Dispute", "Report a problem"),
        "sd_download": ("Download", "⤓ PDF"), "sd_print": ("Print", "Print…"), "sd_mail": ("Email folio", "Send by email"),
        "sd_compose": ("Compose", "+ New mail"), "sd_reply": ("Reply", "↩ Reply"), "sd_forward": ("Forward", "→ Forward"),
        "sd_track": ("Track your package", "View order status"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("Ledgerly ERP", "StackOps", "Quanta Suite", "Baseline 365"),
        "eg_modules": ("Home", "Property", "Payroll", "Receivables", "Members", "Reports"),
        "eg_title_tenants": ("Rent roll", "Tenant ledger", "Tenants by building"),
        "eg_title_payroll": ("Payroll register", "Pay run", "Payroll journal"),
        "eg_title_invoices": ("Open receivables", "A/R aging", "Open items – customers"),
        "eg_title_members": ("Member roster", "Membership list", "Dues roster"),
        "eg_portfolio": ("Portfolio: Eastside Residential", "Portfolio: Riverbend Homes", "All properties"),
        "eg_period_fmt": ("Pay period {month} {y}", "{month} {y} · biweekly", "Period: {month} {y}"),
        "eg_asof_fmt": ("As of {date}", "Aging as of {date}"),
        "eg_houses": ("Maple Court", "Birchwood", "Harbor View", "Elm Terrace", "Cedar Lofts"),
        "eg_unit_fmt": ("Apt {n}", "Unit {f}{n:02d}", "#{f}{n:02d}"),
        "eg_states_t": ("Current", "Notice given", "Delinquent", "New lease", "Renewal due"),
        "eg_states_i": ("Open", "Reminder sent", "1st notice", "Final notice", "In collections"),
        "eg_depts": ("Warehouse", "Front office", "Field service", "Accounting", "Sales floor"),
        "eg_buckets": ("Over 30 days past due", "1–30 days past due", "Current – not yet due"),
        "eg_tiers": ("Individual", "Family", "Student", "Senior", "Corporate"),
        "eg_inv_prefix": ("INV-", "AR", "R"), "eg_by_invoice": ("Invoice", "Pays by check"),
        "eg_count_fmt": ("({n})", "{n} rows", "{n} records"), "eg_views": ("Standard", "My view", "All columns"),
        "wz_steps_review": ("Personal info", "Contact", "Income", "Payment", "Review"),
        "wz_steps_transfer": ("Details", "Review", "Verify", "Sent"),
        "wz_steps_claim": ("Policy", "Incident", "Payout", "Documents", "Submit"),
        "wz_step_fmt": ("Step {i} of {n}: {step}", "{i}/{n} · {step}"),
        "wz_purposes": ("Checking account application", "Personal loan application", "Apartment rental application",
                        "Electricity service sign-up"),
        "wz_title_review": ("Review your application", "Check everything before you submit", "Is everything correct?"),
        "wz_review_note": ("Nothing is sent until you press the button at the bottom.",
                           "You can go back to any step to fix an answer."),
        "wz_nations": ("United States", "U.S. citizen", "Permanent resident"),
        "wz_work_states": ("Employed full-time", "Self-employed", "Retired", "Student"),
        "wz_jobs": ("Registered nurse", "Warehouse supervisor", "Dental hygienist", "Electrician", "Paralegal"),
        "wz_consent": ("I certify that the information I provided is true and complete.",
                       "I agree to receive disclosures electronically."),
        "wz_consent2": ("Email me about offers and new products.", "I authorize a credit check."),
        "wz_title_transfer": ("Send money", "New transfer", "Pay someone"),
        "wz_accounts": ("Everyday Checking", "Joint Checking", "High-Yield Savings"),
        "wz_refs": ("Rent {month}", "Invoice {no}", "Reimbursement – thanks!", "Dues {month}", "Split for dinner"),
        "wz_speeds": ("Standard (1–3 business days)", "Same day", "Scheduled"),
        "wz_save_payee": ("Save this recipient for next time", "Add to my recipients"),
        "wz_tan_note": ("We'll text a one-time code to your phone to confirm.",
                        "Transfers after 8 PM ET are sent the next business day."),
        "wz_title_claim": ("File a claim", "Report a loss", "New claim"),
        "wz_policy_fmt": ("Policy {no}", "Policy no. {no}"),
        "wz_claim_kinds": ("Accident", "Illness", "Theft", "Property damage"),
        "wz_claim_texts": ("Slipped on the wet stairs at work and twisted my ankle; X-ray at urgent care.",
                           "Had the flu for a week and needed two doctor visits and prescriptions.",
                           "Bike stolen from the rack outside the gym while I was inside.",
                           "A pipe burst under the kitchen sink and soaked the cabinets and the floor."),
        "wz_yes_no": ("Yes", "No"),
        "wz_files": ("receipt_pharmacy.pdf", "photo_damage_1.jpg", "police_report.pdf", "invoice_repair.pdf",
                     "xray_summary.pdf"),
        "wz_claim_confirm": ("I confirm this claim is accurate to the best of my knowledge.",
                             "I understand that a false claim may be prosecuted."),
        "tc_title_vcard": ("Business cards", "Scanned cards", "Card wallet"),
        "tc_count_fmt": ("{n} cards", "{n} scanned"),
        "tc_search": ("Search cards…", "Name, company, email…", "Find…"),
        "tc_tabs_vcard": ("All", "This week", "Leads", "Partners"),
        "tc_jobs": ("VP of Sales", "Regional Manager", "Senior Architect", "Purchasing Director", "Founder & CEO",
                    "Account Manager"),
        "tc_title_tenant": ("Residents", "Tenants", "Occupied units"),
        "tc_props": ("Harbor View Apartments", "All buildings", "Maple Court · 24 units"),
        "tc_tabs_tenant": ("All", "Late", "Expiring", "Paid"),
        "tc_unit_fmt": ("Unit {n} · {r} BR", "Apt {n} · {r} bd", "#{n} – {r} bedroom(s)"),
        "tc_overdue_fmt": ("{amount} past due", "Owes {amount}"),
        "tc_notice_fmt": ("Moving out {date}", "Notice – leaves {date}"),
        "tc_paid_up": ("Paid in full", "Current", "No balance"),
        "tc_title_txn": ("Activity", "Recent activity", "Transactions"),
        "tc_tabs_txn": ("All", "Money in", "Money out", "Pending"),
        "tc_acct_names": ("Everyday Checking", "Joint Checking", "Spending account"),
        "tc_cats": ("Payroll deposit", "Zelle received", "Zelle sent", "Groceries", "Utilities", "Restaurants"),
        "tc_days": ("Today", "Yesterday"), "tc_pending": ("Pending", "Processing"),
        "tc_refs": ("Ref {no}", "Payment {month}", "Invoice {no}"),
        "sd_hotel_items": ("Room", "Breakfast", "Valet parking", "Minibar", "Restaurant", "Laundry"),
        "sd_rate_adj": ("AAA rate adjustment", "Corporate discount", "Loyalty credit"),
        "sd_tax_fmt": ("Tax ({rate}%)", "Sales tax {rate}%", "Taxes {rate}%"),
        "sd_payment_fmt": ("Payment – {card}", "Card payment {card}", "Settled to {card}"),
        "sd_net_fmt": ("Net ({rate}% rate)", "Net at {rate}%"),
        "sd_vat_fmt": ("Tax {rate}%", "Sales tax ({rate}%)"),
        "sd_title_folio": ("Guest folio", "Folio", "Statement of account"),
        "sd_thanks": ("Thank you for staying with us.", "We hope to welcome you back soon."),
        "sd_file_fmt": ("{kind} – {no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("Your electric bill – {month} {y}", "Electric service statement, {month} {y}"),
        "sd_util_items": ("Energy charge", "Basic service charge", "Delivery charge"),
        "sd_days_fmt": ("{n} days",), "sd_greet": ("Dear {name},", "Hello {name},"),
        "sd_util_intro": ("Here is your bill for the last period. Thank you for being a customer.",
                          "Your usage was lower than in the same period last year."),
        "sd_debit_fmt": ("{amount} will be drafted from account {account} on {date}.",
                         "AutoPay: we will debit {amount} from {account} on {date}."),
        "sd_refund_fmt": ("Your credit of {amount} will be refunded to account {account}.",),
        "sd_mandate_prefix": ("AP", "ACH"),
        "sd_mail_subject": ("Your order #{no} is confirmed", "Order confirmation – #{no}",
                            "Thanks! We got your order #{no}"),
        "sd_mail_hi": ("Thanks for your order, {name}!", "Hi {name}, your order is in."),
        "sd_mail_intro": ("We'll email you again when your package ships.", "Here's a summary of what you bought."),
        "sd_free": ("FREE", "Free shipping"), "sd_codes": ("SAVE15", "WELCOME10", "SPRING20"),
        "sd_discount_fmt": ("Promo ({code})", "Coupon {code}"), "sd_incl_fmt": ("incl. tax {rate}%",),
        "sd_paid_fmt": ("{brand} ending in {last4}", "{brand} ····{last4}"),
        "sd_brands": ("Visa", "Mastercard", "Amex", "Discover"), "sd_wallets": ("PayPal", "Venmo"),
        "sd_same_addr": ("Same as shipping address",),
        "sd_folders": ("Inbox", "Starred", "Sent", "Drafts", "Archive", "Spam"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Wireless earbuds", 59.0), ("Stainless water bottle 32 oz", 24.99), ("Yoga mat", 29.5),
        ("Bluetooth speaker", 45.0), ("Hardcover notebook 3-pack", 14.99), ("LED desk lamp", 34.99),
        ("Running socks (6 pairs)", 18.0), ("French press 34 oz", 27.95),
    )  # fmt: skip
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    )  # fmt: skip
    tax_added = True
    payroll_rates: ClassVar[tuple[float, ...]] = (0.11, 0.062, 0.0145, 0.04, 0.05, 0.03)
    vat_rate = 0.08

    def clock(self, minutes: int) -> str:
        hour, minute = minutes // 60 % 24, minutes % 60
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"

    def bank_account(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(10, 12)))

    def bank_code(self, rng: random.Random) -> str:
        return str(self.fake.aba())


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "Kontoinhaber", "bk_iban": "IBAN", "bk_bic": "BIC", "bk_balance": "Kontostand",
        "bk_available": "Verfügbar", "bk_overdraft": "Dispositionskredit", "bk_income": "Eingänge",
        "bk_expenses": "Ausgänge", "bk_col_date": "Buchungstag", "bk_col_party": "Empfänger / Auftraggeber",
        "bk_col_ref": "Verwendungszweck", "bk_col_amount": "Betrag (EUR)", "bk_col_balance": "Saldo (EUR)",
        "bk_d_party": "Name", "bk_d_iban": "IBAN", "bk_d_ref": "Verwendungszweck", "bk_d_booked": "Wertstellung",
        "bk_d_mandate": "Mandatsreferenz", "org_department": "Abteilung", "org_email": "E-Mail", "org_phone": "Telefon",
        "org_mobile": "Mobil", "org_office": "Standort", "org_manager": "Vorgesetzte/r", "org_assistant": "Assistenz",
        "org_employee_no": "Personalnummer", "org_start": "Eintrittsdatum", "org_birthday": "Geburtstag",
        "org_about": "Über mich", "org_reports": "Direkte Mitarbeitende", "trk_number": "Sendungsnummer",
        "trk_sender": "Absender", "trk_recipient": "Empfänger", "trk_phone": "Telefon",
        "trk_notify": "Benachrichtigung an", "trk_service": "Produkt", "trk_weight": "Gewicht", "trk_ref": "Referenz",
        "trk_cod": "Nachnahmebetrag", "trk_courier": "Ihr Zusteller", "trk_history": "Sendungsverlauf",
        "trk_details": "Sendungsdetails", "trk_instructions": "Ablageort / Hinweis", "doc_comments": "Kommentare",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "Umsätze", "org": "Organigramm", "tracking": "Sendung"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "Abmelden", "bk_transfer": "Überweisung", "bk_filter": "Filtern", "bk_pdf": "Kontoauszüge",
        "bk_repeat": "Erneut überweisen", "bk_dispute": "Reklamieren", "bk_receipt": "Beleg",
        "org_message": "Nachricht", "org_call": "Anrufen", "trk_track": "Verfolgen", "trk_change": "Zustellung ändern",
        "trk_call": "Anrufen", "doc_accept": "Annehmen", "doc_reject": "Ablehnen",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("Nordbank Online",),
        "bk_nav": ("Übersicht", "Konten", "Überweisungen", "Daueraufträge", "Karten", "Postfach"),
        "bk_login": ("Angemeldet als {name}", "Willkommen, {name}"),
        "bk_accounts": ("Girokonto", "Girokonto Komfort", "Geschäftskonto Plus"),
        "bk_period": ("{a} – {b}",),
        "bk_search": ("Umsätze durchsuchen",),
        "bk_types": ("Gutschrift", "Überweisung", "Lastschrift", "Kartenzahlung", "Dauerauftrag"),
        "bk_pending": ("Vorgemerkt",),
        "bk_ref_in": ("Rechnung {no}", "Zahlung Bestellung {order}", "Erstattung Bestellung {order}",
                      "Von {name}: Anteil Abendessen", "Rückzahlung Kaution {street}"),
        "bk_ref_salary": ("Lohn/Gehalt {month}", "Gehalt {month} inkl. Zulagen"),
        "bk_ref_out": ("Miete {month}, {street}", "Geburtstagsgeschenk für {name}", "Rechnung {no}",
                       "Auslagen Dienstreise mit {name}", "Kaution {street}"),
        "bk_ref_debit": ("Versicherungsbeitrag Vertrag {order}", "Abschlag Strom, Kundennr. {order}",
                         "Mitgliedsbeitrag {month}"),
        "bk_ref_card": ("Kartenzahlung {card} vom {date}", "Girocard {card} kontaktlos"),
        "bk_ref_standing": ("Miete {street}", "Taschengeld für {name}", "Ratenzahlung Vertrag {order}"),
        "org_tabs": ("Verzeichnis", "Organigramm", "Teams", "Standorte"),
        "org_search": ("Personen suchen",),
        "org_heads": ("Leitung Finanzen", "Leitung Betrieb", "Vertriebsleitung", "Leitung Personal"),
        "org_titles": ("Teamleitung Buchhaltung", "Lohnbuchhaltung", "Bilanzbuchhalterin", "Debitorenmanagement",
                       "Verkaufsleitung", "Key Account Manager", "Disposition", "Leitung Kundenservice", "HR-Referentin",
                       "Einkauf", "Controller", "Sachbearbeitung Verwaltung"),
        "org_departments": ("Finanzen", "Betrieb", "Vertrieb", "Personal"),
        "org_reports_count": ("{n} Mitarbeitende",),
        "org_bio": ("Betreue den Kunden {company}. Bis {date} im Urlaub, Vertretung: {colleague}.",
                    "Ansprechpartnerin für Lieferantenzahlungen und Reisekosten. Vertretung: {colleague}.",
                    "Vorher bei {company}. Erreichbar Mo–Fr 8–16 Uhr, in dringenden Fällen bitte {colleague} anrufen."),
        "trk_brand": ("PaketExpress",),
        "trk_nav": ("Sendungsverfolgung", "Versenden", "Filialen", "Hilfe"),
        "trk_status": ("Unterwegs", "In Zustellung", "Zugestellt"),
        "trk_steps": ("Angekündigt", "Unterwegs", "In Zustellung", "Zugestellt"),
        "trk_events": ("Sendungsdaten elektronisch übermittelt", "Sendung abgeholt", "Im Start-Paketzentrum bearbeitet",
                       "Paketzentrum verlassen", "Im Zustellstützpunkt eingetroffen", "Sendung wird zugestellt"),
        "trk_hubs": ("Paketzentrum Leipzig", "Paketzentrum Köln-Eifeltor", "Paketzentrum Hamburg",
                     "Zustellbasis München-Nord", "Paketzentrum Hannover", "Zustellbasis Berlin-Tempelhof"),
        "trk_delivered": ("Zugestellt, Empfang bestätigt von {name}", "Beim Nachbarn abgegeben: {name}, {street}",
                          "Zugestellt am Wunschablageort (Garage)", "An Empfangsberechtigten übergeben: {name}"),
        "trk_eta_day": ("Voraussichtliche Zustellung: {wd}, {date}",),
        "trk_eta_window": ("Heute zwischen {a} und {b} Uhr",),
        "trk_instr": ("Wenn ich nicht da bin, bitte bei {name} nebenan abgeben ({street}).",
                      "Bitte in die Garage stellen, nicht vor die Tür.",
                      "Bitte vorher {name} anrufen, die Klingel ist defekt."),
        "trk_route": ("Tour {n}",),
        "trk_stops": ("noch {n} Stopps",),
        "trk_map_credit": ("Kartendaten ©2026",),
        "trk_no_courier": ("Ihr Zusteller wird am Zustelltag angezeigt.",),
        "doc_menu": ("Datei", "Bearbeiten", "Ansicht", "Einfügen", "Format", "Tools", "Hilfe"),
        "doc_file": ("Dienstleistungsvertrag {company} (Entwurf)", "Wartungsvertrag {company} v3",
                     "Rahmenvertrag {company} – zur Prüfung"),
        "doc_saved": ("Letzte Änderung vor 2 Minuten", "Alle Änderungen gespeichert"),
        "doc_mode": ("Vorschlagen",),
        "doc_style": ("Normaler Text",),
        "doc_title": ("DIENSTLEISTUNGSVERTRAG",),
        "doc_party1": ("Zwischen {company}, {address}, vertreten durch {name} – nachfolgend „Auftraggeber“ –",),
        "doc_party2": ("und {company}, {address}, vertreten durch {name} – nachfolgend „Auftragnehmer“ –",),
        "doc_heads": ("§ 1 Vertragsgegenstand", "§ 2 Vergütung", "§ 3 Ansprechpartner", "§ 4 Laufzeit und Kündigung"),
        "doc_scope": ("Der Auftragnehmer wartet und repariert die Bürotechnik des Auftraggebers in dessen Räumen, "
                      "einschließlich zweier planmäßiger Wartungstermine pro Jahr.",
                      "Der Auftragnehmer liefert, installiert und wartet die Kaffeevollautomaten an allen Standorten "
                      "des Auftraggebers."),
        "doc_fee": ("Die monatliche Vergütung beträgt {fee} zzgl. USt. Rechnungen sind innerhalb von 30 Tagen auf das "
                    "Konto {account} zu zahlen.",),
        "doc_contact": ("Erklärungen zu diesem Vertrag sind an {name} zu richten ({email}, {phone}).",),
        "doc_term": ("Der Vertrag beginnt am {date} und läuft 24 Monate. Er kann von beiden Seiten mit einer Frist von "
                     "drei Monaten schriftlich gekündigt werden.",),
        "doc_sign": ("Für den Auftraggeber", "Für den Auftragnehmer"),
        "doc_when": ("{time} Heute", "Gestern, {time}"),
        "doc_c_addr": ("{company} ist im Oktober nach {address} umgezogen – bitte anpassen?",
                       "Stimmt die Adresse noch? Auf dem neuen Briefkopf steht {address}."),
        "doc_c_done": ("@{name} guter Hinweis, ich lasse es mir schriftlich bestätigen.",
                       "@{name} ok, ich ändere es, sobald sie es bestätigt haben."),
        "doc_suggest": ("Ersetzen: {old} durch {new}",),
        "doc_c_fee": ("@{name} sind {amount} final? Letztes Jahr waren es {old}.",
                      "Freigegeben sind bis zu {amount}, @{name} bitte bestätigen. (Bisher {old}.)"),
        "doc_c_other": ("@{name} kannst du die IBAN mit {colleague} aus der Buchhaltung abgleichen?",
                        "Bitte {colleague} ({email}) als zweite Ansprechperson aufnehmen.",
                        "@{name} wer unterschreibt beim Auftragnehmer – weiterhin {colleague}?"),
        "doc_reply_box": ("Antworten oder andere mit @ hinzufügen",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "Buchungsnummer", "tb_itinerary": "Reiseverlauf", "tb_passengers": "Reisende", "tb_col_name": "Name",
        "tb_col_dob": "Geburtsdatum", "tb_col_doc": "Reisepass-Nr.", "tb_col_ff": "Vielflieger-Nr.",
        "tb_col_seat": "Sitz", "tb_col_bags": "Gepäck", "tb_payment": "Zahlung", "tb_card_holder": "Karteninhaber",
        "tb_card": "Karte", "tb_expiry": "Gültig bis", "tb_billing": "Rechnungsadresse", "tb_contact": "Kontaktdaten",
        "tb_email": "E-Mail", "tb_phone": "Mobilnummer", "tb_price": "Preisübersicht", "tb_fare": "Flugpreis",
        "tb_taxes": "Steuern und Gebühren", "tb_bags_fee": "Aufgabegepäck", "tb_seats_fee": "Sitzplatzreservierung",
        "tb_hotel_fee": "Hotel", "tb_total": "Gesamtpreis", "tb_hotel": "Ihr Hotel", "tb_checkin": "Anreise",
        "tb_checkout": "Abreise", "tb_room": "Zimmer", "tb_guest": "Gast", "pp_details": "Patient/in",
        "pp_dob": "Geburtsdatum", "pp_patient_id": "Patienten-Nr.", "pp_insurance": "Krankenkasse",
        "pp_member": "Versichertennummer", "pp_address": "Anschrift", "pp_phone": "Telefon", "pp_email": "E-Mail",
        "pp_gp": "Hausärztin/Hausarzt", "pp_allergies": "Allergien", "pp_emergency": "Notfallkontakt",
        "pp_appointments": "Anstehende Termine", "pp_prescriptions": "Rezepte", "pp_col_drug": "Medikament",
        "pp_col_dose": "Einnahme", "pp_col_by": "Verordnet von", "pp_col_date": "Ausgestellt",
        "pp_col_refills": "Folgerezepte", "pp_messages": "Nachrichten", "ps_personnel": "Personalnummer",
        "ps_tax_id": "Steuer-ID", "ps_social_id": "SV-Nummer", "ps_tax_class": "Steuerklasse", "ps_dept": "Abteilung",
        "ps_position": "Tätigkeit", "ps_entry": "Eintritt", "ps_dob": "Geburtsdatum", "ps_bank": "IBAN",
        "ps_pay_date": "Auszahlung am", "ps_earnings": "Bezüge", "ps_deductions": "Abzüge", "ps_col_desc": "Lohnart",
        "ps_col_amount": "Betrag", "ps_col_ytd": "Jahressumme", "ps_gross": "Gesamtbrutto",
        "ps_total_ded": "Summe Abzüge", "ps_net": "Auszahlungsbetrag", "fm_participants": "Teilnehmer",
        "fm_info": "Zum Thema", "fm_started": "Erstellt", "fm_replies": "Antworten", "fm_views": "Aufrufe",
        "fm_similar": "Ähnliche Themen", "fm_joined": "Dabei seit", "fm_posts": "Beiträge",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Gehaltsabrechnungen"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "Abmelden", "tb_manage": "Buchung verwalten", "tb_bags": "Gepäck hinzufügen",
        "tb_seats": "Sitzplatz wählen", "tb_checkin": "Online einchecken", "tb_calendar": "In Kalender eintragen",
        "pp_book": "Termin buchen", "pp_message": "Nachricht", "pp_download": "Befunde herunterladen",
        "pp_checkin": "Online anmelden", "pp_reschedule": "Verschieben", "pp_refill": "Folgerezept anfordern",
        "pp_reply": "Antworten", "ps_download": "Herunterladen", "fm_new": "Neues Thema", "fm_login": "Anmelden",
        "fm_follow": "Folgen", "fm_reply": "Antworten", "fm_quote": "Zitieren", "fm_like": "Gefällt mir",
        "fm_report": "Melden", "fm_post": "Antwort senden",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("Fernweh Reisen",),
        "tb_nav": ("Flüge", "Hotels", "Mietwagen", "Meine Reisen", "Hilfe"),
        "tb_login": ("Hallo, {name}", "Angemeldet als {name}"),
        "tb_confirmed": ("Ihre Buchung ist bestätigt",),
        "tb_greeting": ("Vielen Dank, {name}! Ihre Reise nach {city} ist gebucht.",
                        "Alles erledigt, {name} – bald geht es nach {city}."),
        "tb_sent": ("Die Bestätigung und Ihre E-Tickets haben wir an {email} geschickt.",),
        "tb_legs": ("Hinflug", "Rückflug"),
        "tb_airports": ("Frankfurt (FRA)", "München (MUC)", "Berlin (BER)", "Hamburg (HAM)", "Düsseldorf (DUS)",
                        "Palma (PMI)", "Lissabon (LIS)", "Wien (VIE)", "Antalya (AYT)"),
        "tb_duration": ("{h} Std. {m} Min.",),
        "tb_stops": ("Nonstop", "1 Umstieg"),
        "tb_cabins": ("Economy", "Premium Economy", "Business"),
        "tb_bag_allow": ("1 × 23 kg", "Nur Handgepäck", "2 × 23 kg"),
        "tb_hotels": ("Hotel Seeblick", "Parkhotel am Schloss", "Hotel Sonnenhof", "Strandhotel Aurora"),
        "tb_rooms": ("Doppelzimmer mit Meerblick", "Einzelzimmer, Nichtraucher", "Familienzimmer mit Frühstück"),
        "tb_card_brands": ("Visa", "Mastercard", "American Express"),
        "tb_notice": ("Bitte denken Sie an einen gültigen Reisepass oder Personalausweis. Der Online-Check-in öffnet "
                      "24 Stunden vor Abflug, die Gepäckabgabe schließt 45 Minuten vorher.",),
        "pp_brand": ("Praxis am Marktplatz",),
        "pp_nav": ("Übersicht", "Termine", "Nachrichten", "Medikamente", "Befunde", "Rechnungen"),
        "pp_welcome": ("Willkommen, {name}", "Hallo {name}"),
        "pp_doctor": ("Dr. med. {name}", "Dr. med. {name}"),
        "pp_insurers": ("BKK Nordwest", "Ersatzkasse Mitte", "Landeskrankenkasse Süd", "privat versichert"),
        "pp_relations": ("Ehefrau", "Ehemann", "Mutter", "Vater", "Tochter", "Sohn"),
        "pp_relation_fmt": ("({rel})",),
        "pp_visits": ("Check-up", "Kontrolltermin", "Blutabnahme", "Videosprechstunde", "Grippeimpfung"),
        "pp_clinics": ("Praxis am Marktplatz", "Kardiologie am Marktplatz", "Labor am Marktplatz – Nebenstelle"),
        "pp_drugs": ("Ramipril 5 mg Tabletten", "Atorvastatin 20 mg Filmtabletten", "Metformin 500 mg Tabletten",
                     "Amoxicillin 1000 mg Tabletten", "L-Thyroxin 50 µg Tabletten", "Ibuprofen 400 mg Tabletten"),
        "pp_doses": ("1-0-0, morgens vor dem Frühstück", "1-0-1 zu den Mahlzeiten", "1-1-1 für 7 Tage",
                     "bei Bedarf, höchstens 3 am Tag"),
        "pp_allergy_list": ("Penicillin", "Keine bekannt", "Latex, Erdnüsse"),
        "pp_nurse_roles": ("MFA", "Praxisteam", "Pflegefachkraft"),
        "pp_when": ("Heute, {time}", "Gestern, {time}"),
        "pp_subjects": ("Ihre Laborwerte", "Vor Ihrem Termin"),
        "pp_msg": (
            "Hallo {name}, Ihre Laborwerte vom {date} sind da und alle im Normbereich. Dr. {doctor} möchte Sie in drei "
            "Monaten noch einmal sehen – bitte vereinbaren Sie einen Kontrolltermin. Bei Fragen erreichen Sie uns unter "
            "{phone}.",
            "Guten Tag {name}, bitte bringen Sie zu Ihrem nächsten Termin Ihre Versichertenkarte und Ihren "
            "Medikationsplan mit. Beim Ausfüllen der Formulare hilft Ihnen gern {colleague} am Empfang, Telefon "
            "{phone}.",
        ),
        "pp_reply_box": ("Antwort schreiben …",),
        "ps_file": ("Entgeltabrechnung_{y}-{m}.pdf",),
        "ps_title": ("Entgeltabrechnung {month} {year}",),
        "ps_period_fmt": ("Abrechnungszeitraum {a} – {b}",),
        "ps_earning_items": ("Grundgehalt", "Überstunden", "Urlaubsgeld", "Fahrtkostenzuschuss",
                             "Vermögenswirksame Leistungen"),
        "ps_deduction_items": ("Lohnsteuer", "Solidaritätszuschlag", "Kirchensteuer", "Krankenversicherung",
                               "Rentenversicherung", "Arbeitslosenversicherung", "Pflegeversicherung"),
        "ps_departments": ("Buchhaltung", "Lager", "Kundenservice", "IT", "Vertrieb"),
        "ps_tax_classes": ("I", "III", "IV", "V"),
        "ps_transfer": ("Der Auszahlungsbetrag von {amount} wird am {date} auf das Konto {account} überwiesen.",),
        "ps_footer": ("{company} · Personalabteilung · Vertraulich",
                      "Fragen zu Ihrer Abrechnung? Wenden Sie sich an die Lohnbuchhaltung der {company}."),
        "fm_brand": ("HomeNet Forum",),
        "fm_nav": ("Foren", "Neueste", "Unbeantwortet", "Mitglieder", "Hilfe"),
        "fm_search": ("Forum durchsuchen",),
        "fm_crumb": ("Foren", "Router & WLAN"),
        "fm_titles": ("WLAN bricht seit dem Firmware-Update 4.2 ständig ab",
                      "Laptop verliert alle 20 Minuten die Verbindung"),
        "fm_tags": ("firmware", "wlan", "laptop", "ax3000"),
        "fm_solved": ("Gelöst",),
        "fm_accepted": ("Lösung",),
        "fm_roles": ("Mitglied", "Community-Experte", "Moderator"),
        "fm_started_by": ("Erstellt von {name} am {date}",),
        "fm_wrote": ("{name} schrieb:",),
        "fm_posts": (
            "Seit dem Update auf 4.2 fliegt mein Laptop ungefähr alle zwanzig Minuten aus dem WLAN. Handys und "
            "Fernseher bleiben verbunden. Den Router habe ich schon zweimal zurückgesetzt. Hat jemand eine Idee?",
            "Hier das gleiche Problem. {name} aus unserer Nutzergruppe meinte, ein Downgrade auf 4.1 habe geholfen. "
            "Welches Modell hast du?",
            "@{mention} es ist der AX3000. Ich habe gestern auch beim Support von {company} angerufen, die sagen nur, "
            "ich soll auf einen Patch warten.",
            "Danke für die Meldungen. @{mention} kannst du die Protokolldatei des Routers an {email} schicken? Das "
            "Team schaut sich das an.",
            "Bei mir hat es geholfen, Band Steering in den erweiterten Einstellungen abzuschalten. Der Tipp stammt von "
            "{name} aus einem anderen Thread.",
            "Das war's – danke @{mention}! Ich markiere das Thema als gelöst.",
        ),
        "fm_sig_jobs": ("IT-Administrator", "Netzwerktechniker", "Büroleitung", "Systembetreuer"),
        "fm_sig_line": ("{job}, {company}",),
        "fm_handles": ("nachteule", "paketverlust", "bastelbude", "wlanfrust", "kaffeetasse", "routerfan"),
        "fm_reply_box": ("Antwort schreiben …",),
        "fm_similar_list": ("Router startet jede Nacht um 3 Uhr neu", "Gästenetz auf dem iPhone nicht sichtbar",
                            "Versionshinweise Firmware 4.2", "Mesh-Repeater lässt sich nicht koppeln"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("Kundenname", "Kunde/Kundin", "Auftraggeber", "Kontakt"),
        "name_o": ("Besteller/in", "Käufer", "Bestellt von", "Rechnung an (Name)"),
        "name_e": ("Mitarbeiter/in", "Mitarbeitende", "Beschäftigte/r", "Vor- und Zuname"),
        "name_s": ("Vertriebskontakt", "Zuständig", "Ansprechperson", "Kontakt beim Lieferanten"),
        "company": ("Firmenname", "Organisation", "Firma/Org.", "Kunde (Firma)"),
        "supplier": ("Lieferant", "Lieferantenname", "Anbieter"),
        "email": ("E-Mail-Adr.", "Mailadresse", "Kontakt-E-Mail", "E-Mail (geschäftl.)"),
        "phone": ("Tel.-Nr.", "Festnetz", "Rufnr.", "Telefon (dienstl.)"),
        "mobile": ("Handy", "Mobilfunk", "Mobil-Nr."),
        "dob": ("Geboren am", "Geb. am", "Geburtsdat."),
        "natid": ("Steuer-IdNr.", "Steuerliche Identifikationsnr.", "IdNr. (Finanzamt)"),
        "bank": ("Bankverbindung", "Konto (IBAN)", "Auszahlungskonto", "Lastschriftkonto"),
        "card": ("Zahlungsmittel", "Hinterlegte Karte", "Bezahlart"),
        "status": ("Zustand", "Stand", "Status"),
        "created_c": ("Angelegt", "Registriert am", "Erfasst am"),
        "created_o": ("Bestelldatum", "Bestellt am", "Eingang"),
        "created_e": ("Beschäftigt seit", "Startdatum", "Eingestellt am"),
        "created_s": ("Gelistet seit", "Aufgenommen am", "Lieferant seit"),
        "address_bill": ("Rechnungsanschrift", "Rechnungsadr.", "Anschrift (Rechnung)"),
        "address_ship": ("Versandadresse", "Liefern an", "Zustelladresse"),
        "address_home": ("Privatanschrift", "Wohnort", "Meldeadresse"),
        "address_office": ("Firmensitz", "Geschäftsadresse", "Hauptsitz"),
        "amount_c": ("Umsatz", "Umsatz gesamt", "Kundenkonto", "Offener Posten"),
        "amount_o": ("Bestellwert", "Gesamtbetrag", "Betrag brutto", "Warenwert"),
        "amount_e": ("Jahresgehalt", "Bruttogehalt p. a.", "Grundgehalt", "Vergütung"),
        "amount_s": ("Verbindlichkeiten", "Einkaufsvolumen", "Offen", "Umsatz lfd. Jahr"),
        "ref_c": ("Kd.-Nr.", "Debitor", "Kunden-ID"),
        "ref_o": ("Auftrag", "Auftragsnr.", "Beleg-Nr."),
        "ref_e": ("Pers.-Nr.", "MA-Nr.", "Personal-ID"),
        "dept": ("Bereich", "Team", "Kostenstelle", "Abt."),
        "job": ("Funktion", "Position", "Stelle"),
        "taxno": ("USt-ID", "Steuernummer", "St.-Nr."),
        "actions": ("Optionen", "Verwalten", "Aktion"),
        "rows": ("Einträge pro Seite", "Zeilen pro Seite", "Anzeigen"),
        "s_person": ("Persönliche Angaben", "Stammdaten", "Zur Person"),
        "s_contact": ("Erreichbarkeit", "Kontaktinformationen", "Kontaktwege"),
        "s_address": ("Adressen", "Anschriften", "Adressdaten"),
        "s_company": ("Firmendaten", "Geschäftliches", "Unternehmensangaben"),
        "s_billing": ("Zahlungsdaten", "Abrechnung", "Bank & Zahlung"),
        "s_work": ("Beschäftigung", "Arbeitsverhältnis", "Stelle & Vergütung"),
        "s_notes": ("Interne Notizen", "Vermerke", "Hinweise"),
        "s_system": ("Datensatz", "Protokoll", "Systeminfo"),
        "salutation": ("Anrede",),
        "first": ("Vorname", "Vorname(n)"),
        "last": ("Nachname", "Familienname"),
        "fullname": ("Vollständiger Name", "Vor- und Zuname", "Anzeigename"),
        "manager": ("Führungskraft", "Berichtet an", "Vorgesetzte(r)"),
        "owner": ("Kundenbetreuer/in", "Betreut von", "Zuständig"),
        "group": ("Kundengruppe", "Segment", "Preisgruppe"),
        "limit": ("Kreditlimit", "Kreditrahmen"),
        "terms": ("Zahlungsziel", "Zahlungsbedingungen"),
        "notes": ("Notiz", "Bemerkungen", "Interner Vermerk"),
        "rec_created": ("Angelegt am", "Erstellt"),
        "rec_by": ("Zuletzt geändert von", "Geändert von", "Bearbeitet von"),
        "sum": ("Übersicht", "Auf einen Blick", "Kurzprofil"),
        "since": ("Kunde seit", "Erstkauf", "Kundin/Kunde seit"),
        "total_spent": ("Gesamtumsatz", "Umsatz bisher", "Lifetime-Umsatz"),
        "open_bal": ("Offener Saldo", "Offene Posten", "Ausstehend"),
        "last_order": ("Letzte Bestellung", "Letzter Kauf"),
        "vacation": ("Resturlaub", "Urlaubstage übrig"),
        "born": ("geb.", "Geb.", "Geburtstag"),
        "cust_no": ("Kd.-Nr.", "Nr.", "Debitor"),
        "since_short": ("seit", "Seit", "Angelegt"),
        "revenue": ("Umsatz", "Volumen", "Umsatz 2026"),
        "tel": ("Tel.", "Fon", "Telefon"),
        "shop_tax": ("USt-IdNr.", "St.-Nr.", "Steuernr."),
        "receipt_no": ("Bon-Nr.", "Beleg", "Bon"),
        "till": ("Kasse", "Kasse Nr.", "Kassen-Nr."),
        "cashier": ("Kassierer/in", "Bediener", "Kasse bedient von"),
        "subtotal": ("Zwischensumme", "Summe Artikel"),
        "total": ("SUMME", "Zu zahlen", "SUMME EUR", "Gesamt"),
        "cash": ("Gegeben", "Bar", "BAR gegeben"),
        "change": ("Rückgeld", "Zurück"),
        "card_no": ("Karten-Nr.", "PAN", "Kartennummer"),
        "auth": ("Genehmigungs-Nr.", "Autorisierung", "Auth.-Code"),
        "terminal": ("Terminal-ID", "TID", "Terminal-Nr."),
        "customer": ("Kundenkarte von", "Mitglied", "Kundin/Kunde"),
        "loyalty": ("Kundenkarte", "Bonuskarte Nr.", "Mitglieds-Nr."),
        "points": ("Punkte heute", "Gutgeschriebene Punkte", "Bonuspunkte"),
        "pc_merchant": ("Händler", "Zahlungsempfänger", "Geschäft"),
        "pc_when": ("Zeitpunkt", "Datum/Uhrzeit", "Bezahlt am"),
        "pc_method": ("Zahlungsart", "Bezahlt mit"),
        "pc_txn": ("Transaktions-ID", "Vorgangsnummer", "Zahlungsreferenz"),
        "pc_payer": ("Zahler/in", "Karteninhaber/in", "Kundin/Kunde"),
        "pc_email": ("Beleg gesendet an", "Quittung per E-Mail an"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("Ändern", "✎ Ändern", "Öffnen"), "delete": ("Entfernen", "✕ Löschen", "Löschen"),
        "export": ("Export", "CSV-Export", "Als CSV"), "import": ("Import", "Importieren"),
        "filters": ("Filter", "+ Filter", "Weitere Filter"), "columns": ("Spalten", "Ansicht"),
        "add_c": ("+ Neuer Kunde", "Kunde anlegen"), "add_o": ("+ Auftrag anlegen", "Neue Bestellung"),
        "add_e": ("+ Mitarbeiter/in", "Person hinzufügen"), "add_s": ("+ Lieferant", "Lieferant anlegen"),
        "delete_rec": ("Datensatz löschen", "Löschen", "Archivieren"), "cancel": ("Abbrechen", "Verwerfen"),
        "save_close": ("Speichern & schließen", "Speichern und zurück"),
        "save": ("Speichern", "Änderungen speichern", "Übernehmen"),
        "message": ("Nachricht", "E-Mail", "Anschreiben"), "call": ("Anrufen", "☎ Anrufen"),
        "profile": ("Profil ansehen", "Details", "Öffnen"), "add_contact": ("+ Kontakt", "Neuer Kontakt", "Einladen"),
        "print": ("Bon drucken", "Erneut drucken", "Drucken"), "download": ("PDF laden", "Herunterladen"),
        "email_r": ("Beleg mailen", "Beleg senden"), "refund": ("Erstatten", "Rückerstattung"),
        "new_sale": ("Neuer Verkauf", "Zur Kasse"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("Start", "Kunden", "Aufträge", "Personal", "Lieferanten", "Auswertungen", "Einstellungen"),
        "brand": ("Kontorix", "Warenwerk Admin", "Büroboard", "Nordlicht ERP"),
        "title_c": ("Kunden", "Alle Kunden", "Kundenliste"),
        "title_o": ("Aufträge", "Bestellungen", "Alle Aufträge"),
        "title_e": ("Personal", "Mitarbeitende", "Personalliste"),
        "title_s": ("Lieferanten", "Lieferantenliste", "Kreditoren"),
        "search": ("Suchen…", "Name, E-Mail oder Nr. suchen", "Schnellsuche", "Datensatz finden…"),
        "chips_c": ("Status: aktiv", "Angelegt: letzte 90 Tage", "PLZ-Gebiet 8", "Gruppe: Großhandel"),
        "chips_o": ("Bezahlt", "Dieser Monat", "Kanal: Onlineshop", "Prüfen"),
        "chips_e": ("Bereich: Vertrieb", "Standort: Hamburg", "Vollzeit"),
        "chips_s": ("Kategorie: Verpackung", "Nur freigegebene", "Land: Deutschland"),
        "results_fmt": ("{n} Treffer", "{n} Einträge", "{n} Datensätze"),
        "count_fmt": ("{a}–{b} von {n}", "Zeige {a} bis {b} von {n}", "{a}-{b} / {n}"),
        "selected_fmt": ("{n} ausgewählt", "{n} Zeilen markiert"),
        "st_c": ("Aktiv", "Testphase", "Ruhend", "Mahnstufe 1", "Premium"),
        "st_o": ("Bezahlt", "Zahlung offen", "Entwurf", "Erstattet", "Versendet"),
        "st_e": ("Aktiv", "Elternzeit", "Ausgeschieden", "Gesperrt", "Werkstudent/in"),
        "st_s": ("Freigegeben", "In Prüfung", "Inaktiv", "Gesperrt", "Bevorzugt"),
        "depts": ("Vertrieb", "Buchhaltung", "Entwicklung", "Logistik", "Marketing", "Kundenservice", "Personal"),
        "jobs": ("Vertriebsleiter/in", "Büroleitung", "Einkäufer/in", "Softwareentwickler/in", "Controller/in",
                 "Key-Account-Manager/in", "Sachbearbeiter/in", "Projektleiter/in"),
        "salutations": ("Herr", "Frau", "Divers", "Dr."),
        "groups": ("Endkunde", "Großhandel", "Schlüsselkunde", "Händler", "Öffentliche Hand"),
        "terms": ("14 Tage netto", "30 Tage netto", "Sofort ohne Abzug", "10 Tage 2 % Skonto"),
        "notes": ("Ruft am liebsten nachmittags zurück.", "Rechnungen bitte nur als PDF.",
                  "Rabattvereinbarung läuft zum Jahresende aus.", "Auf der Messe in Köln kennengelernt."),
        "help_id": ("Wird verschlüsselt gespeichert.", "Für die Lohnsteuer erforderlich."),
        "help_email": ("Rechnungen gehen an diese Adresse.", "Wird nicht weitergegeben."),
        "help_phone": ("Mit Vorwahl angeben.", "Nur für Rückfragen zur Lieferung."),
        "help_addr": ("Straße, Hausnummer, PLZ und Ort.", "Erscheint auf jeder Rechnung."),
        "help_bank": ("Erstattungen gehen auf dieses Konto.", "Bitte vor dem Speichern prüfen."),
        "crumb": ("{section} › {name}", "{section} / {name} / Bearbeiten"),
        "ef_title_c": ("Kunde bearbeiten", "Kundendatensatz", "Kundendaten ändern"),
        "ef_title_e": ("Personaldaten", "Mitarbeiter/in bearbeiten", "Personalakte"),
        "unsaved": ("Ungespeicherte Änderungen", "Entwurf – noch nicht gespeichert", "Vor 2 Min. gespeichert"),
        "required": ("* Pflichtfeld", "Mit * markierte Felder sind Pflicht."),
        "vacation_fmt": ("{n} Tage", "noch {n} Tage"),
        "badges": ("Premium", "Neu", "Schlüsselkunde", "Interessent", "Favorit"),
        "badges_team": ("Homeoffice", "Neu im Team", "Elternzeit", "Admin", "Teilzeit"),
        "role_fmt": ("{job} bei {company}", "{job} · {company}", "{job}, {company}"),
        "tabs": ("Alle", "Favoriten", "Zuletzt hinzugefügt", "Archiv"),
        "cg_title_contacts": ("Kontakte", "Adressbuch"),
        "cg_title_team": ("Team", "Unser Team", "Mitarbeiterverzeichnis"),
        "cg_title_cust": ("Schlüsselkunden", "Kundenkontakte"),
        "cg_title_sup": ("Lieferantenkontakte", "Lieferanten"),
        "cg_count": ("{n} Kontakte", "{n} Personen", "{n} insgesamt"),
        "sort": ("Sortierung: Name A–Z", "Sortierung: Neueste", "Sortierung: Firma"),
        "qty_fmt": ("{qty} x {price}", "{qty} Stk x {price}", "{qty} × {price}"),
        "return_fmt": ("Rückgabe {item}", "Storno: {item}"),
        "discount": ("Rabatt Kundenkarte", "Gutschein", "Aktionsrabatt", "Mengenrabatt"),
        "tax_fmt": ("enth. MwSt. {rate} %", "darin USt {rate} %", "MwSt-Anteil {rate} %"),
        "card_brands": ("girocard", "VISA", "Mastercard", "Maestro", "V PAY"),
        "cash_word": ("Bar", "Barzahlung"),
        "wallets": ("Apple Pay", "Google Pay"),
        "entry": ("kontaktlos", "Chip", "NFC"),
        "approved": ("Zahlung erfolgt", "GENEHMIGT"),
        "receipt_title": ("KASSENBON", "Kassenbeleg", "Quittung"),
        "copy": ("Kundenbeleg", "Händlerbeleg"),
        "served_fmt": ("Es bediente Sie {name}", "Ihr Kassierer: {name}"),
        "thanks": ("Vielen Dank für Ihren Einkauf!", "DANKE UND AUF WIEDERSEHEN", "Schönen Tag noch!"),
        "policy": ("Umtausch nur mit Bon innerhalb von 14 Tagen.", "Bitte Beleg aufbewahren."),
        "pc_title": ("Zahlung erfolgreich", "Zahlung eingegangen", "Bezahlt"),
        "pos_brand": ("Kassenfix", "TresenPOS", "Bonwerk"),
        "pos_nav": ("Kasse", "Vorgänge", "Artikel", "Kunden", "Berichte"),
        "pos_user": ("Angemeldet: {name}", "{name} · Kasse 2"),
        "pos_crumb": ("Vorgänge › Bon {no}", "Verkauf Nr. {no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Kaffee Crema", 2.9), ("Butterbrezel", 1.4), ("Roggenbrot 750 g", 3.6), ("Vollmilch 1 l", 1.2),
        ("Küchenrolle 4er", 3.3), ("Batterien AA 8er", 7.5), ("Bio-Joghurt", 0.9), ("Apfelsaft 1 l", 1.9),
        ("Spülmittel", 1.6), ("Nussmischung", 3.4), ("Mineralwasser 6x1,5 l", 4.2), ("USB-Ladekabel", 9.9),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("Mieter/in", "Mietpartei", "Bewohner"), "eg_employee": ("Name, Vorname", "Arbeitnehmer/in", "AN-Name"),
        "eg_member": ("Mitgliedsname", "Vereinsmitglied", "Name Mitglied"), "eg_unit": ("Whg.", "Einheit", "Lage"),
        "eg_phone": ("Tel. priv.", "Telefon privat", "Rufnummer"), "eg_email": ("Mail-Adr.", "E-Mail privat", "E-Mail-Kontakt"),
        "eg_dob": ("Geb.-Dat.", "Geburtstag", "Geb.datum"), "eg_start": ("Mietbeginn", "Einzug", "Vertrag ab"),
        "eg_iban": ("IBAN", "Konto-IBAN", "SEPA-Konto"), "eg_rent": ("Kaltmiete", "Warmmiete", "Miete mtl."),
        "eg_deposit": ("Kaution", "Mietsicherheit"), "eg_arrears": ("Rückstand", "Mietrückstand", "Saldo offen"),
        "eg_state": ("Mietstatus", "Vertragsstatus"), "eg_persno": ("PNr.", "Personalnr.", "AN-Nr."),
        "eg_dept": ("KSt.", "Abteilung", "Kostenst."), "eg_taxid": ("SV-Nr. / IdNr.", "Ident-Nr.", "SV-Nummer"),
        "eg_gross": ("Brutto", "Gesamtbrutto", "Bruttobezüge"), "eg_deduct": ("Abzüge", "Ges. Abzüge", "Steuer/SV"),
        "eg_net": ("Netto", "Auszahlung", "Nettobetrag"), "eg_invno": ("RE-Nr.", "Rechnungsnr.", "Beleg"),
        "eg_debtor": ("Debitor (Name)", "Rechnungsempfänger", "Kunde/Firma"),
        "eg_contact": ("Ansprechp.", "z. Hd.", "Kontakt"), "eg_invdate": ("RE-Datum", "Belegdatum", "Rg.-Datum"),
        "eg_due": ("Fällig", "Fälligkeit", "Fällig am"), "eg_amount": ("RE-Betrag", "Bruttobetrag", "Rg.-Betrag"),
        "eg_paid": ("Bezahlt", "Zahlungseingang", "Eingang"), "eg_balance": ("Restbetrag", "OP-Saldo", "Noch offen"),
        "eg_dunning": ("Mahnstufe", "Mahnung", "MS"), "eg_memno": ("Mitgl.-Nr.", "Mitgliedsnr.", "Nr."),
        "eg_address": ("Anschrift", "Straße / Ort", "Wohnanschrift"),
        "eg_payment": ("Zahlweg", "Zahlungsweise", "Einzug per"), "eg_joined": ("Eintritt", "Eintrittsdatum", "Mitglied seit"),
        "eg_fee": ("Beitrag", "Beitrag mtl.", "Monatsbeitrag"), "eg_tier": ("Beitragsart", "Tarif", "Kategorie"),
        "eg_records": ("Datensätze", "Zeilen"), "eg_selected": ("Markiert", "Ausgewählt"),
        "eg_subtotal": ("Summe Gruppe", "Teilsumme", "Σ Gruppe"), "eg_total": ("Gesamtsumme", "Summe gesamt", "Endsumme"),
        "eg_sum": ("Summe", "Σ Spalte", "Spaltensumme"), "eg_view": ("Ansicht", "Layout", "Variante"),
        "wz_s_personal": ("Angaben zu Ihrer Person", "Ihre Daten", "Persönliches"),
        "wz_s_contact": ("So erreichen wir Sie", "Kontaktdaten"),
        "wz_s_address": ("Ihre Adresse", "Wohnsitz", "Anschrift"),
        "wz_s_income": ("Beruf & Einkommen", "Ihr Einkommen", "Beschäftigung und Einkommen"),
        "wz_s_payment": ("Zahlungsangaben", "Referenzkonto", "Bankverbindung für Abbuchungen"),
        "wz_fullname": ("Name", "Vor- und Nachname", "Antragsteller/in"),
        "wz_dob": ("Geburtsdatum", "Tag der Geburt", "Geboren"), "wz_nationality": ("Staatsangehörigkeit", "Nationalität"),
        "wz_idno": ("Ausweis-/Steuer-ID", "Identifikationsnummer", "Ausweisnummer"),
        "wz_email": ("E-Mail-Adresse", "E-Mail für Rückfragen", "Ihre E-Mail"),
        "wz_phone": ("Telefonnummer", "Mobilnummer", "Tagsüber erreichbar unter"),
        "wz_addr_now": ("Aktuelle Anschrift", "Wohnadresse", "Straße, Hausnr., PLZ, Ort"),
        "wz_moved_in": ("Wohnhaft seit", "Hier gemeldet seit", "Eingezogen am"),
        "wz_addr_prev": ("Voranschrift", "Vorherige Adresse"), "wz_status": ("Beschäftigungsverhältnis", "Berufsstatus"),
        "wz_employer": ("Arbeitgeber", "Name des Arbeitgebers", "Firma"), "wz_job": ("Beruf", "Tätigkeit"),
        "wz_income": ("Nettoeinkommen mtl.", "Monatl. Nettoeinkommen", "Einkommen netto pro Monat"),
        "wz_holder": ("Kontoinhaber/in", "Name des Kontoinhabers", "Inhaber"),
        "wz_card": ("Kreditkarte", "Kartennr.", "Karte für Abbuchung"),
        "wz_iban": ("IBAN", "Ihre IBAN", "IBAN des Referenzkontos"), "wz_bank": ("BIC", "BIC (SWIFT)", "BIC der Bank"),
        "wz_from": ("Auftraggeberkonto", "Von Konto", "Belastet wird"),
        "wz_avail": ("Verfügbar", "Verfügbarer Betrag", "Verfügungsrahmen"),
        "wz_payee": ("Empfänger", "Name des Empfängers", "Begünstigter"),
        "wz_to_acct": ("IBAN Empfänger", "Empfänger-IBAN", "IBAN des Begünstigten"),
        "wz_to_bank": ("BIC Empfänger", "BIC (optional)", "Bank des Empfängers"),
        "wz_amount": ("Betrag", "Überweisungsbetrag", "Wie viel?"),
        "wz_exec": ("Ausführungsdatum", "Ausführen am", "Termin"), "wz_ref": ("Verwendungszweck", "Zweck", "Referenz"),
        "wz_speed": ("Überweisungsart", "Ausführung", "Wie schnell?"),
        "wz_recent": ("Letzte Empfänger", "Zuletzt überwiesen an", "Vorlagen"),
        "wz_fs_insured": ("Versicherte Person", "Versicherungsnehmer/in", "Angaben zum Versicherten"),
        "wz_fs_incident": ("Schadenhergang", "Zum Schaden", "Was ist passiert?"),
        "wz_fs_third": ("Beteiligte Dritte", "Unfallgegner/in", "Weitere Beteiligte"),
        "wz_fs_payout": ("Auszahlung", "Erstattung an", "Wohin sollen wir zahlen?"),
        "wz_insno": ("Versichertennummer", "Vers.-Nr.", "Krankenversichertennr."),
        "wz_when": ("Schadentag", "Datum des Schadens", "Wann ist es passiert?"),
        "wz_where": ("Schadenort", "Ort des Geschehens", "Wo ist es passiert?"),
        "wz_kind": ("Schadenart", "Art des Schadens", "Leistungsart"),
        "wz_what": ("Schilderung", "Beschreibung des Hergangs", "Was genau ist passiert?"),
        "wz_tp_name": ("Name des Beteiligten", "Unfallgegner", "Beteiligte Person"),
        "wz_tp_phone": ("Telefon des Beteiligten", "Rufnummer Unfallgegner"),
        "wz_tp_insurer": ("Dessen Versicherung", "Versicherer des Gegners", "Haftpflichtversicherer"),
        "wz_police": ("Polizei verständigt?", "Anzeige erstattet?"),
        "wz_claimed": ("Geforderter Betrag", "Schadenhöhe", "Erstattungsbetrag"),
        "wz_attach": ("Belege & Fotos", "Anlagen", "Nachweise"),
        "tc_tel": ("T", "Tel", "Fest"), "tc_mob": ("M", "Mob", "Mobil"), "tc_mail": ("E", "Mail", "@"),
        "tc_addr": ("A", "Adr", "Büro"), "tc_web": ("W", "Web", "www"),
        "tc_rent": ("Miete", "Warmmiete", "Miete/Monat"), "tc_since": ("Mieter seit", "Einzug", "Vertragsbeginn"),
        "tc_deposit": ("Kaution", "Sicherheit", "Hinterlegt"),
        "tc_cp_acct": ("Gegenkonto", "IBAN Gegenseite", "Konto Partner"),
        "tc_ref": ("Verwendungszweck", "Buchungstext", "Zweck"), "tc_booked": ("Gebucht am", "Buchungstag", "Wertstellung"),
        "tc_holder": ("Inhaber/in", "Kontoinhaber", "Inhaber"), "tc_acct": ("IBAN", "Kontonummer (IBAN)", "Konto"),
        "tc_balance": ("Kontostand", "Saldo", "Verfügbar"),
        "sd_date": ("Datum", "Buchungsdatum", "Tag"), "sd_desc": ("Leistung", "Beschreibung", "Text"),
        "sd_charge": ("Belastung", "Soll", "Betrag"), "sd_credit": ("Zahlung", "Haben", "Gutschrift"),
        "sd_total_charges": ("Summe Leistungen", "Gesamt Belastungen"),
        "sd_total_credits": ("Summe Zahlungen", "Erhaltene Zahlungen"),
        "sd_balance": ("Saldo", "Offener Betrag", "Restsaldo"),
        "sd_card_file": ("Hinterlegte Kreditkarte", "Garantiekarte", "Karte bei Anreise"),
        "sd_room": ("Zimmer", "Zi.-Nr."), "sd_arrival": ("Anreise", "Ankunft", "Check-in"),
        "sd_departure": ("Abreise", "Check-out", "Abfahrt"), "sd_persons": ("Personen", "Gäste", "Anz. Pers."),
        "sd_folio": ("Folio-Nr.", "Rechnung Nr.", "Folio"), "sd_clerk": ("Rezeption", "Es bediente Sie", "Gastgeber/in"),
        "sd_tel": ("Tel.", "Telefon", "Reservierung"), "sd_taxno": ("UStID", "Umsatzsteuer-ID", "USt.-Id.-Nr."),
        "sd_bank": ("Unsere Bankverbindung", "Bank", "Zahlbar an"),
        "sd_sign": ("Unterschrift Gast", "Unterschrift", "Gegengezeichnet"),
        "sd_item": ("Position", "Leistung", "Preisbestandteil"), "sd_qty": ("Menge", "Verbrauch", "Einheiten"),
        "sd_uprice": ("Preis/Einheit", "Einzelpreis", "Preis je Einheit"), "sd_amount": ("Betrag", "Summe", "Netto"),
        "sd_meter": ("Zähler-Nr.", "Zählernummer", "Zähler"),
        "sd_prev": ("Alter Stand", "Vorablesung", "Zählerstand alt"),
        "sd_curr": ("Neuer Stand", "Ablesung", "Zählerstand neu"), "sd_use": ("Verbrauch", "Differenz", "kWh"),
        "sd_net_total": ("Nettobetrag", "Summe netto"), "sd_gross": ("Bruttobetrag", "Rechnungsbetrag"),
        "sd_prepaid": ("Abschläge gezahlt", "Geleistete Abschläge", "Vorauszahlungen"),
        "sd_due_total": ("Nachzahlung", "Zu zahlen", "Offener Betrag"),
        "sd_credit_total": ("Guthaben", "Ihr Guthaben", "Erstattung"),
        "sd_due_date": ("Fällig am", "Abbuchung am", "Zahlbar bis"),
        "sd_mandate": ("Mandatsreferenz", "Mandats-Ref.", "SEPA-Mandat"),
        "sd_custno": ("Kundennummer", "Kunden-Nr.", "Ihre Kundennr."),
        "sd_contract": ("Vertragskonto", "Vertragsnummer", "Vertrags-Nr."),
        "sd_billdate": ("Rechnungsdatum", "Datum", "Erstellt am"),
        "sd_period": ("Abrechnungszeitraum", "Zeitraum", "Lieferzeitraum"),
        "sd_hotline": ("Kundenservice", "Hotline", "Fragen?"),
        "sd_supply": ("Lieferstelle", "Verbrauchsstelle", "Lieferadresse"),
        "sd_m_item": ("Artikel", "Produkt", "Bezeichnung"), "sd_m_qty": ("Anzahl", "Menge", "Stk."),
        "sd_m_price": ("Preis", "Summe"), "sd_m_sub": ("Artikelsumme", "Zwischensumme Waren", "Positionen gesamt"),
        "sd_m_shipping": ("Versand", "Versandkosten", "Lieferung"),
        "sd_m_total": ("Gesamtsumme", "Endbetrag", "Gesamt (inkl. MwSt.)"),
        "sd_m_paid": ("Zahlweise", "Bezahlt per", "Zahlung"),
        "sd_ship": ("Lieferadresse", "Wir liefern an", "Versand an"),
        "sd_bill": ("Rechnungsadresse", "Rechnung an", "Rechnungsempfänger"),
        "sd_orderno": ("Bestellnummer", "Bestell-Nr.", "Ihre Bestellung"),
        "sd_orderdate": ("Bestellzeitpunkt", "Datum", "Vom"),
        "sd_m_help": ("Hilfe", "Kundenservice", "Fragen? Anrufen"), "sd_m_from": ("Von", "Absender"),
        "sd_m_to": ("An", "Empfänger"), "sd_m_date": ("Datum", "Gesendet", "Empfangen"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ Neu", "Neuer Datensatz"), "eg_copy": ("Kopieren", "Duplizieren"),
        "eg_delete": ("Löschen", "✕ Entfernen"), "eg_print": ("Drucken", "Liste drucken"),
        "eg_excel": ("Nach Excel", "Excel-Export", "XLSX"), "eg_post": ("Buchen", "Freigeben", "Verbuchen"),
        "eg_mail": ("E-Mail", "Serienbrief", "Benachrichtigen"),
        "wz_change": ("Ändern", "Bearbeiten", "Korrigieren"), "wz_back": ("Zurück", "‹ Zurück"),
        "wz_submit": ("Antrag absenden", "Absenden", "Verbindlich beantragen"),
        "wz_cancel": ("Abbrechen", "Neu beginnen"), "wz_continue": ("Weiter", "Weiter zur Prüfung", "Eingaben prüfen"),
        "wz_save_draft": ("Zwischenspeichern", "Später fortsetzen"), "wz_next": ("Weiter", "Nächster Schritt →"),
        "wz_upload": ("Datei hochladen", "+ Anhang"),
        "tc_save": ("Kontakt speichern", "Ins Adressbuch", "vCard"), "tc_share": ("Teilen", "⋯"),
        "tc_export": ("Exportieren", "CSV-Export"), "tc_scan": ("Karte scannen", "+ Scannen"),
        "tc_message": ("Nachricht", "Mieter anschreiben"), "tc_ledger": ("Mieterkonto", "Kontoblatt"),
        "tc_add_tenant": ("+ Mieter anlegen", "Neuer Mietvertrag"), "tc_transfer": ("Überweisen", "Neue Überweisung"),
        "tc_split": ("Aufteilen", "Kategorisieren"), "tc_dispute": ("Reklamieren", "Problem melden"),
        "sd_download": ("Herunterladen", "⤓ PDF"), "sd_print": ("Drucken", "Drucken…"),
        "sd_mail": ("Per E-Mail senden", "Folio mailen"), "sd_compose": ("Verfassen", "+ Neue E-Mail"),
        "sd_reply": ("Antworten", "↩ Antworten"), "sd_forward": ("Weiterleiten", "→ Weiterleiten"),
        "sd_track": ("Sendung verfolgen", "Bestellstatus ansehen"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("Kontoro ERP", "Hausverwalter Pro", "Lohnwerk", "Rheinsoft 365"),
        "eg_modules": ("Start", "Immobilien", "Lohn & Gehalt", "Debitoren", "Mitglieder", "Berichte"),
        "eg_title_tenants": ("Mieterliste", "Sollstellung Mieten", "Mieter nach Objekt"),
        "eg_title_payroll": ("Lohnjournal", "Entgeltabrechnung", "Lohnliste"),
        "eg_title_invoices": ("Offene Posten", "OP-Liste Debitoren", "Fälligkeitsliste"),
        "eg_title_members": ("Mitgliederliste", "Mitgliederverwaltung", "Beitragsliste"),
        "eg_portfolio": ("Bestand: Wohnanlage Süd", "Verwaltungseinheit 03", "Alle Objekte"),
        "eg_period_fmt": ("Abrechnungsmonat {month} {y}", "Periode {month} {y}", "Lohnlauf {month} {y}"),
        "eg_asof_fmt": ("Stand: {date}", "Stichtag {date}"),
        "eg_houses": ("Lindenhof", "Am Stadtpark", "Rosengarten", "Hafenblick", "Eichenweg-Carré"),
        "eg_unit_fmt": ("Whg. {n}", "{f}. OG Whg. {n}", "WE {f}{n:02d}"),
        "eg_states_t": ("Laufend", "Gekündigt", "Im Rückstand", "Neuvermietung", "Auszug geplant"),
        "eg_states_i": ("Offen", "Zahlungserinnerung", "1. Mahnung", "2. Mahnung", "Inkasso"),
        "eg_depts": ("Lager", "Verwaltung", "Außendienst", "Buchhaltung", "Verkauf"),
        "eg_buckets": ("Überfällig > 30 Tage", "Überfällig 1–30 Tage", "Noch nicht fällig"),
        "eg_tiers": ("Erwachsene", "Familie", "Schüler/Studierende", "Senioren", "Fördermitglied"),
        "eg_inv_prefix": ("RE", "R-", "AR"), "eg_by_invoice": ("Überweisung", "Rechnung"),
        "eg_count_fmt": ("({n})", "{n} Zeilen", "{n} Einträge"), "eg_views": ("Standard", "Meine Ansicht", "Alle Spalten"),
        "wz_steps_review": ("Persönliches", "Kontakt", "Einkommen", "Zahlung", "Prüfen"),
        "wz_steps_transfer": ("Eingabe", "Prüfung", "Freigabe", "Fertig"),
        "wz_steps_claim": ("Vertrag", "Schaden", "Auszahlung", "Unterlagen", "Absenden"),
        "wz_step_fmt": ("Schritt {i} von {n}: {step}", "{i}/{n} · {step}"),
        "wz_purposes": ("Antrag Girokonto", "Kreditantrag", "Mietinteressentenbogen", "Stromvertrag abschließen"),
        "wz_title_review": ("Bitte prüfen Sie Ihre Angaben", "Zusammenfassung Ihres Antrags", "Alles richtig?"),
        "wz_review_note": ("Erst mit dem Absenden wird Ihr Antrag übermittelt.",
                           "Sie können jeden Schritt noch einmal öffnen und korrigieren."),
        "wz_nations": ("deutsch", "Deutschland", "österreichisch"),
        "wz_work_states": ("Angestellt (unbefristet)", "Selbstständig", "Rentner/in", "Studierend"),
        "wz_jobs": ("Krankenpfleger/in", "Lagerleiter/in", "Zahnmedizinische Fachangestellte", "Elektriker/in",
                    "Rechtsanwaltsfachangestellte"),
        "wz_consent": ("Ich bestätige, dass meine Angaben vollständig und richtig sind.",
                       "Ich stimme der elektronischen Zustellung von Dokumenten zu."),
        "wz_consent2": ("Ich möchte per E-Mail über Angebote informiert werden.",
                        "Ich willige in eine SCHUFA-Abfrage ein."),
        "wz_title_transfer": ("Überweisung", "Neue Überweisung", "Geld senden"),
        "wz_accounts": ("Girokonto", "Gemeinschaftskonto", "Tagesgeld"),
        "wz_refs": ("Miete {month}", "Rechnung {no}", "Danke fürs Auslegen!", "Beitrag {month}", "Anteil Abendessen"),
        "wz_speeds": ("Standard (1 Bankarbeitstag)", "Echtzeitüberweisung", "Terminüberweisung"),
        "wz_save_payee": ("Empfänger als Vorlage speichern", "In Empfängerliste übernehmen"),
        "wz_tan_note": ("Sie bestätigen die Überweisung im nächsten Schritt per pushTAN.",
                        "Echtzeitüberweisungen sind sofort auf dem Empfängerkonto."),
        "wz_title_claim": ("Schaden melden", "Schadenmeldung", "Leistungsantrag"),
        "wz_policy_fmt": ("Vertrag {no}", "Versicherungsschein-Nr. {no}"),
        "wz_claim_kinds": ("Unfall", "Krankheit", "Diebstahl", "Sachschaden"),
        "wz_claim_texts": ("Auf der nassen Treppe im Büro ausgerutscht und den Knöchel verstaucht; Röntgen in der Notaufnahme.",
                           "Eine Woche mit Grippe krank, zwei Arztbesuche und Medikamente aus der Apotheke.",
                           "Fahrrad am Bahnhof trotz Schloss gestohlen, Anzeige bei der Polizei erstattet.",
                           "Wasserrohr unter der Spüle geplatzt, Unterschrank und Küchenboden durchnässt."),
        "wz_yes_no": ("Ja", "Nein"),
        "wz_files": ("Rechnung_Apotheke.pdf", "Foto_Schaden_1.jpg", "Anzeige_Polizei.pdf", "Kostenvoranschlag.pdf",
                     "Arztbericht.pdf"),
        "wz_claim_confirm": ("Ich versichere, dass meine Angaben der Wahrheit entsprechen.",
                             "Mir ist bekannt, dass falsche Angaben den Versicherungsschutz gefährden."),
        "tc_title_vcard": ("Visitenkarten", "Gescannte Karten", "Kartenablage"),
        "tc_count_fmt": ("{n} Karten", "{n} gescannt"),
        "tc_search": ("Karten durchsuchen…", "Name, Firma, E-Mail…", "Suche…"),
        "tc_tabs_vcard": ("Alle", "Diese Woche", "Leads", "Partner"),
        "tc_jobs": ("Leitung Vertrieb", "Regionalleiter", "Senior-Architektin", "Einkaufsleiter", "Geschäftsführerin",
                    "Key Account Manager"),
        "tc_title_tenant": ("Mieter", "Belegte Einheiten", "Mieterübersicht"),
        "tc_props": ("Wohnanlage Lindenhof", "Alle Objekte", "Am Stadtpark · 24 WE"),
        "tc_tabs_tenant": ("Alle", "Im Rückstand", "Gekündigt", "Bezahlt"),
        "tc_unit_fmt": ("Whg. {n} · {r} Zi.", "WE {n} · {r}-Zimmer", "Nr. {n} – {r} Zimmer"),
        "tc_overdue_fmt": ("{amount} im Rückstand", "Offen: {amount}"),
        "tc_notice_fmt": ("Auszug am {date}", "Gekündigt zum {date}"),
        "tc_paid_up": ("Ausgeglichen", "Keine Rückstände", "Bezahlt"),
        "tc_title_txn": ("Letzte Buchungen", "Kontobewegungen", "Aktivität"),
        "tc_tabs_txn": ("Alle", "Eingänge", "Ausgänge", "Vorgemerkt"),
        "tc_acct_names": ("Girokonto", "Gemeinschaftskonto", "Haushaltskonto"),
        "tc_cats": ("Gehalt", "Überweisung erhalten", "Überweisung gesendet", "Lebensmittel", "Strom & Gas", "Restaurant"),
        "tc_days": ("Heute", "Gestern"), "tc_pending": ("Vorgemerkt", "In Bearbeitung"),
        "tc_refs": ("Ref. {no}", "Zahlung {month}", "Rechnung {no}"),
        "sd_hotel_items": ("Übernachtung Zimmer", "Frühstück", "Garage", "Minibar", "Restaurant", "Wäscheservice"),
        "sd_rate_adj": ("Firmenrabatt", "Treuerabatt", "Ratenkorrektur"),
        "sd_tax_fmt": ("zzgl. USt {rate} %", "Steuer {rate} %"),
        "sd_payment_fmt": ("Zahlung {card}", "Kartenzahlung {card}", "Bezahlt mit {card}"),
        "sd_net_fmt": ("Netto zu {rate} %", "Nettobetrag ({rate} %)"),
        "sd_vat_fmt": ("MwSt. {rate} %", "USt. {rate} %", "Umsatzsteuer {rate} %"),
        "sd_title_folio": ("Hotelrechnung", "Folio", "Zimmerrechnung"),
        "sd_thanks": ("Vielen Dank für Ihren Aufenthalt.", "Wir freuen uns auf Ihren nächsten Besuch."),
        "sd_file_fmt": ("{kind} – {no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("Ihre Stromrechnung {month} {y}", "Abrechnung Strom, {month} {y}"),
        "sd_util_items": ("Arbeitspreis", "Grundpreis", "Netzentgelt"),
        "sd_days_fmt": ("{n} Tage",), "sd_greet": ("Sehr geehrte/r {name},", "Guten Tag {name},"),
        "sd_util_intro": ("anbei erhalten Sie Ihre Rechnung für den genannten Zeitraum.",
                          "Ihr Verbrauch lag unter dem des Vorjahres."),
        "sd_debit_fmt": ("Den Betrag von {amount} buchen wir am {date} von Ihrem Konto {account} ab.",
                         "Wir ziehen {amount} am {date} per SEPA-Lastschrift von {account} ein."),
        "sd_refund_fmt": ("Ihr Guthaben von {amount} überweisen wir auf Ihr Konto {account}.",),
        "sd_mandate_prefix": ("ML", "SEPA-"),
        "sd_mail_subject": ("Ihre Bestellung {no} ist eingegangen", "Bestellbestätigung {no}",
                            "Danke für Ihre Bestellung – {no}"),
        "sd_mail_hi": ("Vielen Dank für Ihre Bestellung, {name}!", "Hallo {name}, wir haben Ihre Bestellung erhalten."),
        "sd_mail_intro": ("Sobald Ihr Paket unterwegs ist, erhalten Sie eine weitere E-Mail.",
                          "Hier ist die Übersicht Ihrer Bestellung."),
        "sd_free": ("kostenlos", "Gratis"), "sd_codes": ("WILLKOMMEN10", "SOMMER15", "TREUE20"),
        "sd_discount_fmt": ("Gutschein ({code})", "Rabattcode {code}"),
        "sd_incl_fmt": ("enthaltene MwSt. {rate} %", "inkl. {rate} % USt."),
        "sd_paid_fmt": ("{brand} endet auf {last4}", "{brand} ····{last4}"),
        "sd_brands": ("Visa", "Mastercard", "American Express"), "sd_wallets": ("PayPal", "Klarna"),
        "sd_same_addr": ("Wie Lieferadresse",),
        "sd_folders": ("Posteingang", "Markiert", "Gesendet", "Entwürfe", "Archiv", "Spam"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Kabellose Kopfhörer", 59.0), ("Edelstahl-Trinkflasche 1 l", 22.0), ("Yogamatte", 29.5),
        ("Bluetooth-Lautsprecher", 45.0), ("Notizbücher A5, 3er-Set", 14.99), ("LED-Schreibtischleuchte", 34.99),
        ("Laufsocken, 6 Paar", 18.0), ("Kaffeebereiter 1 l", 27.95),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("€", "EUR")
    unit_fmt_kinds9 = "{label} in {unit}"
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
    )  # fmt: skip
    long_day_fmt_kinds9 = "{d}. {mon} {y}"
    payroll_rates: ClassVar[tuple[float, ...]] = (0.15, 0.005, 0.012, 0.081, 0.093, 0.013, 0.017)
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

    def passport_no(self, rng: random.Random) -> str:
        return rng.choice("CFGHJK") + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))

    def insurance_no(self, rng: random.Random) -> str:
        return rng.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") + "".join(str(rng.randint(0, 9)) for _ in range(9))

    def social_no(self, rng: random.Random) -> str:
        born = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}"
        return f"{rng.randint(10, 89)} {born} {rng.choice('ABCDEFGHKLMNPRSTW')} {rng.randint(0, 999):03d}"


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "Titulaire du compte", "bk_iban": "IBAN", "bk_bic": "BIC", "bk_balance": "Solde",
        "bk_available": "Disponible", "bk_overdraft": "Autorisation de découvert", "bk_income": "Crédits",
        "bk_expenses": "Débits", "bk_col_date": "Date", "bk_col_party": "Bénéficiaire / Émetteur",
        "bk_col_ref": "Libellé", "bk_col_amount": "Montant (EUR)", "bk_col_balance": "Solde (EUR)", "bk_d_party": "Nom",
        "bk_d_iban": "IBAN", "bk_d_ref": "Motif", "bk_d_booked": "Date de valeur",
        "bk_d_mandate": "Référence unique du mandat", "org_department": "Service", "org_email": "E-mail",
        "org_phone": "Téléphone", "org_mobile": "Portable", "org_office": "Bureau", "org_manager": "Responsable",
        "org_assistant": "Assistante", "org_employee_no": "Matricule", "org_start": "Date d'entrée",
        "org_birthday": "Date de naissance", "org_about": "À propos", "org_reports": "Collaborateurs directs",
        "trk_number": "Numéro de suivi", "trk_sender": "Expéditeur", "trk_recipient": "Destinataire",
        "trk_phone": "Téléphone", "trk_notify": "Notifications à", "trk_service": "Offre", "trk_weight": "Poids",
        "trk_ref": "Référence", "trk_cod": "Montant à régler", "trk_courier": "Votre livreur",
        "trk_history": "Historique", "trk_details": "Détails du colis", "trk_instructions": "Instructions de livraison",
        "doc_comments": "Commentaires",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "Opérations", "org": "Organigramme", "tracking": "Colis"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "Se déconnecter", "bk_transfer": "Virement", "bk_filter": "Filtrer", "bk_pdf": "Relevés",
        "bk_repeat": "Refaire le virement", "bk_dispute": "Contester", "bk_receipt": "Justificatif",
        "org_message": "Message", "org_call": "Appeler", "trk_track": "Suivre", "trk_change": "Modifier la livraison",
        "trk_call": "Appeler", "doc_accept": "Accepter", "doc_reject": "Refuser",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("Banque Horizon",),
        "bk_nav": ("Synthèse", "Comptes", "Virements", "Prélèvements", "Cartes", "Relevés"),
        "bk_login": ("Connecté : {name}", "Bonjour {name}"),
        "bk_accounts": ("Compte courant", "Compte joint", "Compte professionnel"),
        "bk_period": ("du {a} au {b}",),
        "bk_search": ("Rechercher une opération",),
        "bk_types": ("Virement reçu", "Virement émis", "Prélèvement", "Paiement carte", "Virement permanent"),
        "bk_pending": ("En cours",),
        "bk_ref_in": ("Facture {no}", "Règlement commande {order}", "Remboursement commande {order}",
                      "De la part de {name} : resto de vendredi", "Restitution dépôt de garantie {street}"),
        "bk_ref_salary": ("Salaire {month}", "Virement salaire {month}"),
        "bk_ref_out": ("Loyer {month} – {street}", "Cadeau d'anniversaire pour {name}", "Facture {no}",
                       "Remboursement frais de déplacement avec {name}", "Dépôt de garantie {street}"),
        "bk_ref_debit": ("Prélèvement assurance contrat {order}", "Électricité, réf. client {order}",
                         "Cotisation {month}"),
        "bk_ref_card": ("CB {card} du {date}", "Paiement sans contact {card}"),
        "bk_ref_standing": ("Loyer {street}", "Argent de poche pour {name}", "Échéance prêt {order}"),
        "org_tabs": ("Annuaire", "Organigramme", "Équipes", "Sites"),
        "org_search": ("Rechercher une personne",),
        "org_heads": ("Directrice financière", "Directeur des opérations", "Directeur commercial", "DRH"),
        "org_titles": ("Responsable comptable", "Gestionnaire de paie", "Comptable senior", "Chargée de facturation",
                       "Responsable des ventes", "Chargé d'affaires", "Coordinatrice logistique",
                       "Responsable relation client", "Chargée RH", "Acheteur", "Contrôleur de gestion",
                       "Assistante administrative"),
        "org_departments": ("Finance", "Opérations", "Ventes", "Ressources humaines"),
        "org_reports_count": ("{n} collaborateurs",),
        "org_bio": ("Je m'occupe du compte {company}. Absente jusqu'au {date}, merci de contacter {colleague}.",
                    "Contact pour les paiements fournisseurs et les notes de frais. Suppléant : {colleague}.",
                    "Arrivé de chez {company}. Joignable de 9 h à 17 h ; en cas d'urgence, appeler {colleague}."),
        "trk_brand": ("ColisRapide",),
        "trk_nav": ("Suivre un colis", "Envoyer", "Points relais", "Aide"),
        "trk_status": ("En cours d'acheminement", "En cours de livraison", "Livré"),
        "trk_steps": ("Pris en charge", "En transit", "En livraison", "Livré"),
        "trk_events": ("Votre colis est annoncé", "Votre colis a été pris en charge", "Arrivé sur la plateforme de tri",
                       "Parti de la plateforme de tri", "Arrivé sur le site de livraison", "En cours de livraison"),
        "trk_hubs": ("Plateforme de Chilly-Mazarin", "Plateforme de Lyon Saint-Priest", "Plateforme de Lille Lesquin",
                     "Site de Bordeaux Mérignac", "Site de Nantes Carquefou", "Plateforme de Marseille Vitrolles"),
        "trk_delivered": ("Livré, remis en main propre à {name}", "Livré chez votre voisin {name}, {street}",
                          "Livré dans votre boîte aux lettres", "Livré à l'accueil, réceptionné par {name}"),
        "trk_eta_day": ("Livraison prévue : {wd} {date}",),
        "trk_eta_window": ("Aujourd'hui entre {a} et {b}",),
        "trk_instr": ("En cas d'absence, déposer chez {name}, le voisin, au {street}.",
                      "Merci de laisser le colis derrière le portail.",
                      "Appeler {name} en arrivant, l'interphone ne marche pas."),
        "trk_route": ("Tournée {n}",),
        "trk_stops": ("{n} arrêts avant vous",),
        "trk_map_credit": ("Données cartographiques ©2026",),
        "trk_no_courier": ("Le nom de votre livreur s'affichera le jour de la livraison.",),
        "doc_menu": ("Fichier", "Édition", "Affichage", "Insertion", "Format", "Outils", "Aide"),
        "doc_file": ("Contrat de prestation – {company} (brouillon)", "Contrat de maintenance {company} v3",
                     "Contrat-cadre {company} à relire"),
        "doc_saved": ("Dernière modification il y a 2 minutes", "Toutes les modifications ont été enregistrées"),
        "doc_mode": ("Suggestion",),
        "doc_style": ("Texte normal",),
        "doc_title": ("CONTRAT DE PRESTATION DE SERVICES",),
        "doc_party1": ("Entre {company}, {address}, représentée par {name}, ci-après « le Client »,",),
        "doc_party2": ("et {company}, {address}, représentée par {name}, ci-après « le Prestataire ».",),
        "doc_heads": ("Article 1 – Objet", "Article 2 – Prix et paiement", "Article 3 – Interlocuteurs",
                      "Article 4 – Durée et résiliation"),
        "doc_scope": ("Le Prestataire assure l'entretien et la réparation du matériel de bureau du Client dans ses "
                      "locaux, dont deux visites de maintenance par an.",
                      "Le Prestataire fournit, installe et entretient les machines à café sur tous les sites du Client."),
        "doc_fee": ("La redevance mensuelle s'élève à {fee} HT. Les factures sont payables à 30 jours sur le compte "
                    "{account}.",),
        "doc_contact": ("Toute notification au titre du présent contrat est adressée à {name} ({email}, {phone}).",),
        "doc_term": ("Le contrat prend effet le {date} pour une durée de 24 mois. Chaque partie peut le résilier par "
                     "écrit avec un préavis de trois mois.",),
        "doc_sign": ("Pour le Client", "Pour le Prestataire"),
        "doc_when": ("{time} Aujourd'hui", "Hier, {time}"),
        "doc_c_addr": ("{company} a déménagé au {address} en octobre, on met à jour ?",
                       "L'adresse est-elle toujours bonne ? Leur nouveau papier à en-tête indique {address}."),
        "doc_c_done": ("@{name} bien vu, je leur demande une confirmation écrite.",
                       "@{name} d'accord, je corrige dès qu'ils confirment."),
        "doc_suggest": ("Remplacer : {old} par {new}",),
        "doc_c_fee": ("@{name} le montant de {amount} est-il définitif ? L'an dernier on payait {old}.",
                      "La finance a validé jusqu'à {amount}, @{name} tu confirmes ? (C'était {old} avant.)"),
        "doc_c_other": ("@{name} peux-tu vérifier l'IBAN avec {colleague} de la compta ?",
                        "Merci d'ajouter {colleague} ({email}) comme second interlocuteur.",
                        "@{name} qui signe pour le Prestataire, toujours {colleague} ?"),
        "doc_reply_box": ("Répondre ou ajouter d'autres personnes avec @",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "Référence de réservation", "tb_itinerary": "Itinéraire", "tb_passengers": "Passagers",
        "tb_col_name": "Nom", "tb_col_dob": "Date de naissance", "tb_col_doc": "N° de passeport",
        "tb_col_ff": "N° de fidélité", "tb_col_seat": "Siège", "tb_col_bags": "Bagages", "tb_payment": "Paiement",
        "tb_card_holder": "Titulaire de la carte", "tb_card": "Carte", "tb_expiry": "Expire fin",
        "tb_billing": "Adresse de facturation", "tb_contact": "Coordonnées", "tb_email": "E-mail",
        "tb_phone": "Portable", "tb_price": "Détail du prix", "tb_fare": "Tarif", "tb_taxes": "Taxes et frais",
        "tb_bags_fee": "Bagages en soute", "tb_seats_fee": "Choix du siège", "tb_hotel_fee": "Hôtel",
        "tb_total": "Total payé", "tb_hotel": "Votre hôtel", "tb_checkin": "Arrivée", "tb_checkout": "Départ",
        "tb_room": "Chambre", "tb_guest": "Nom du client", "pp_details": "Patient", "pp_dob": "Date de naissance",
        "pp_patient_id": "N° de dossier", "pp_insurance": "Mutuelle", "pp_member": "N° de sécurité sociale",
        "pp_address": "Adresse", "pp_phone": "Téléphone", "pp_email": "E-mail", "pp_gp": "Médecin traitant",
        "pp_allergies": "Allergies", "pp_emergency": "Personne à prévenir", "pp_appointments": "Prochains rendez-vous",
        "pp_prescriptions": "Ordonnances", "pp_col_drug": "Médicament", "pp_col_dose": "Posologie",
        "pp_col_by": "Prescrit par", "pp_col_date": "Date", "pp_col_refills": "Renouvellements",
        "pp_messages": "Messages", "ps_personnel": "Matricule", "ps_tax_id": "N° de sécurité sociale",
        "ps_tax_class": "Taux de prélèvement", "ps_dept": "Service", "ps_position": "Emploi",
        "ps_entry": "Date d'entrée", "ps_dob": "Date de naissance", "ps_bank": "IBAN", "ps_pay_date": "Date de paiement",
        "ps_earnings": "Rémunération", "ps_deductions": "Cotisations et contributions", "ps_col_desc": "Rubrique",
        "ps_col_amount": "Montant", "ps_col_ytd": "Cumul annuel", "ps_gross": "Salaire brut",
        "ps_total_ded": "Total des retenues", "ps_net": "Net à payer", "fm_participants": "Participants",
        "fm_info": "À propos du sujet", "fm_started": "Créé le", "fm_replies": "Réponses", "fm_views": "Vues",
        "fm_similar": "Sujets similaires", "fm_joined": "Inscrit le", "fm_posts": "Messages",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Bulletins de paie"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "Se déconnecter", "tb_manage": "Gérer ma réservation", "tb_bags": "Ajouter un bagage",
        "tb_seats": "Choisir mon siège", "tb_checkin": "Enregistrement en ligne", "tb_calendar": "Ajouter à l'agenda",
        "pp_book": "Prendre rendez-vous", "pp_message": "Écrire", "pp_download": "Télécharger",
        "pp_checkin": "Confirmer ma venue", "pp_reschedule": "Déplacer", "pp_refill": "Demander un renouvellement",
        "pp_reply": "Répondre", "ps_download": "Télécharger", "fm_new": "Nouveau sujet", "fm_login": "Connexion",
        "fm_follow": "Suivre", "fm_reply": "Répondre", "fm_quote": "Citer", "fm_like": "J'aime",
        "fm_report": "Signaler", "fm_post": "Publier la réponse",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("Évasion Voyages",),
        "tb_nav": ("Vols", "Hôtels", "Voitures", "Mes voyages", "Aide"),
        "tb_login": ("Bonjour, {name}", "Connecté : {name}"),
        "tb_confirmed": ("Votre réservation est confirmée",),
        "tb_greeting": ("Merci, {name} ! Votre voyage à {city} est réservé.",
                        "C'est parti, {name} : direction {city} !"),
        "tb_sent": ("Votre confirmation et vos billets électroniques ont été envoyés à {email}.",),
        "tb_legs": ("Aller", "Retour"),
        "tb_airports": ("Paris (CDG)", "Lyon (LYS)", "Nice (NCE)", "Marseille (MRS)", "Toulouse (TLS)",
                        "Lisbonne (LIS)", "Montréal (YUL)", "Marrakech (RAK)", "Rome (FCO)"),
        "tb_duration": ("{h} h {m} min",),
        "tb_stops": ("Direct", "1 escale"),
        "tb_cabins": ("Économique", "Premium", "Affaires"),
        "tb_bag_allow": ("1 × 23 kg", "Bagage cabine uniquement", "2 × 23 kg"),
        "tb_hotels": ("Hôtel Belle Rive", "Le Grand Hôtel du Parc", "Hôtel des Voyageurs", "Résidence Les Pins"),
        "tb_rooms": ("Chambre double vue mer", "Chambre simple non-fumeur", "Chambre familiale avec petit-déjeuner"),
        "tb_card_brands": ("Visa", "Mastercard", "CB"),
        "tb_notice": ("Munissez-vous d'un passeport ou d'une carte d'identité en cours de validité. L'enregistrement en "
                      "ligne ouvre 24 heures avant le départ ; le dépôt des bagages ferme 45 minutes avant.",),
        "pp_brand": ("Cabinet médical du Parc",),
        "pp_nav": ("Accueil", "Rendez-vous", "Messagerie", "Traitements", "Résultats", "Factures"),
        "pp_welcome": ("Bienvenue, {name}", "Bonjour {name}"),
        "pp_doctor": ("Dr {name}", "Dr {name}"),
        "pp_insurers": ("Mutuelle Horizon Santé", "Harmonie des Familles", "MGA Prévoyance"),
        "pp_relations": ("épouse", "mari", "mère", "père", "fille", "fils"),
        "pp_relation_fmt": ("({rel})",),
        "pp_visits": ("Bilan annuel", "Consultation de suivi", "Prise de sang", "Téléconsultation",
                      "Vaccin contre la grippe"),
        "pp_clinics": ("Cabinet médical du Parc", "Centre de cardiologie du Parc", "Laboratoire du Parc – annexe"),
        "pp_drugs": ("Ramipril 5 mg, comprimé", "Atorvastatine 20 mg, comprimé", "Metformine 500 mg, comprimé",
                     "Amoxicilline 1 g, comprimé", "Lévothyroxine 50 µg, comprimé", "Paracétamol 1 g, comprimé"),
        "pp_doses": ("1 comprimé le matin", "1 comprimé matin et soir au cours des repas",
                     "1 comprimé 3 fois par jour pendant 7 jours", "1 comprimé si douleur, 3 par jour maximum"),
        "pp_allergy_list": ("Pénicilline", "Aucune connue", "Latex, arachide"),
        "pp_nurse_roles": ("Équipe soignante", "Secrétariat médical", "Accueil"),
        "pp_when": ("Aujourd'hui, {time}", "Hier, {time}"),
        "pp_subjects": ("Vos résultats d'analyses", "Avant votre rendez-vous"),
        "pp_msg": (
            "Bonjour {name}, vos résultats d'analyses du {date} sont arrivés et tout est normal. Le Dr {doctor} "
            "souhaite vous revoir dans trois mois : pensez à prendre rendez-vous. Pour toute question, appelez-nous au "
            "{phone}.",
            "Bonjour {name}, merci d'apporter votre carte Vitale et la liste de vos médicaments lors de votre prochain "
            "rendez-vous. Pour les formulaires, {colleague} à l'accueil peut vous aider : {phone}.",
        ),
        "pp_reply_box": ("Écrire une réponse…",),
        "ps_file": ("Bulletin_de_paie_{y}-{m}.pdf",),
        "ps_title": ("Bulletin de paie – {month} {year}",),
        "ps_period_fmt": ("Période du {a} au {b}",),
        "ps_earning_items": ("Salaire de base", "Heures supplémentaires", "Prime d'ancienneté",
                             "Indemnité de transport", "Prime exceptionnelle"),
        "ps_deduction_items": ("Sécurité sociale – maladie", "Retraite de base plafonnée", "Retraite complémentaire",
                               "CSG déductible", "CSG/CRDS non déductible", "Mutuelle", "Prélèvement à la source"),
        "ps_departments": ("Comptabilité", "Entrepôt", "Service client", "Informatique", "Commercial"),
        "ps_tax_classes": ("4,8 %", "7,5 %", "11,2 %", "Taux neutre"),
        "ps_transfer": ("Net à payer de {amount} versé le {date} sur le compte {account}.",),
        "ps_footer": ("{company} · Service paie · À conserver sans limitation de durée",
                      "Une question sur votre paie ? Contactez le service paie de {company}."),
        "fm_brand": ("Communauté HomeNet",),
        "fm_nav": ("Forums", "Récents", "Sans réponse", "Membres", "Aide"),
        "fm_search": ("Rechercher dans la communauté",),
        "fm_crumb": ("Forums", "Box & Wi-Fi"),
        "fm_titles": ("Le Wi-Fi se coupe sans arrêt depuis la mise à jour 4.2",
                      "Mon portable perd la connexion toutes les 20 minutes"),
        "fm_tags": ("firmware", "wifi", "portable", "ax3000"),
        "fm_solved": ("Résolu",),
        "fm_accepted": ("Solution acceptée",),
        "fm_roles": ("Membre", "Expert de la communauté", "Modérateur"),
        "fm_started_by": ("Lancé par {name} le {date}",),
        "fm_wrote": ("{name} a écrit :",),
        "fm_posts": (
            "Depuis la mise à jour 4.2, mon portable perd le Wi-Fi toutes les vingt minutes environ. Les téléphones et "
            "la télé restent connectés. J'ai déjà réinitialisé la box deux fois. Une idée ?",
            "Même problème chez moi. {name}, de notre groupe d'utilisateurs, m'a dit que revenir à la 4.1 avait réglé "
            "le souci. Tu as quel modèle ?",
            "@{mention} c'est l'AX3000. J'ai aussi appelé le support de {company} hier, ils m'ont juste dit d'attendre "
            "un correctif.",
            "Merci pour vos retours. @{mention} pourrais-tu envoyer le fichier journal de la box à {email} ? L'équipe "
            "regarde ça.",
            "Chez moi, désactiver le band steering dans les paramètres avancés a suffi. L'astuce vient de {name}, dans "
            "un autre sujet.",
            "C'était ça, merci @{mention} ! Je marque le sujet comme résolu.",
        ),
        "fm_sig_jobs": ("Administrateur systèmes", "Ingénieur réseau", "Responsable administratif",
                        "Technicien informatique"),
        "fm_sig_line": ("{job} – {company}",),
        "fm_handles": ("hibou_nocturne", "paquetperdu", "geekdu69", "wifigalere", "tasse_de_the", "boxfan"),
        "fm_reply_box": ("Écrire une réponse…",),
        "fm_similar_list": ("La box redémarre toutes les nuits à 3 h", "Réseau invité invisible sur iPhone",
                            "Notes de version du firmware 4.2", "Le répéteur mesh ne s'appaire pas"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("Nom du titulaire", "Client·e", "Contact client", "Titulaire"),
        "name_o": ("Acheteur", "Commandé par", "Facturé à", "Donneur d'ordre"),
        "name_e": ("Salarié·e", "Collaborateur", "Membre de l'équipe", "Prénom Nom"),
        "name_s": ("Contact fournisseur", "Commercial", "Interlocuteur dédié"),
        "company": ("Raison soc.", "Organisation", "Compte", "Nom de l'entreprise"),
        "supplier": ("Fournisseur", "Nom du fournisseur", "Prestataire"),
        "email": ("Adresse mail", "E-mail pro", "Mél.", "Courriel de contact"),
        "phone": ("N° de tél.", "Tél. fixe", "Ligne pro", "Téléphone pro"),
        "mobile": ("Mobile", "Tél. portable", "N° mobile"),
        "dob": ("Date de naiss.", "Naissance", "Né·e le"),
        "natid": ("N° INSEE", "NIR", "N° SS"),
        "bank": ("Coordonnées bancaires", "RIB / IBAN", "Compte de versement"),
        "card": ("Moyen de paiement", "Carte enregistrée", "Payé avec"),
        "status": ("État", "Statut", "Étape"),
        "created_c": ("Inscrit·e le", "Ajouté le", "Première visite"),
        "created_o": ("Passée le", "Date de commande", "Reçue le"),
        "created_e": ("Arrivée le", "Date d'embauche", "En poste depuis"),
        "created_s": ("Référencé le", "Fournisseur depuis", "Ajouté le"),
        "address_bill": ("Adresse de facturation", "Adr. facturation", "Facturer à l'adresse"),
        "address_ship": ("Livraison à", "Adresse d'expédition", "Expédier à"),
        "address_home": ("Adresse personnelle", "Résidence", "Lieu de résidence"),
        "address_office": ("Siège social", "Adresse du siège", "Adresse pro"),
        "amount_c": ("Chiffre d'affaires", "CA cumulé", "Encours", "Total dépensé"),
        "amount_o": ("Total commande", "Montant TTC", "Total TTC", "Valeur"),
        "amount_e": ("Salaire annuel brut", "Rémunération", "Brut annuel", "Salaire de base"),
        "amount_s": ("Dettes fournisseur", "Achats (année)", "À payer", "Encours fournisseur"),
        "ref_c": ("Code client", "ID client", "Réf. compte"),
        "ref_o": ("Commande", "N° commande", "Bon n°"),
        "ref_e": ("Matricule", "ID salarié", "N° badge"),
        "dept": ("Pôle", "Équipe", "Dépt.", "Direction"),
        "job": ("Poste", "Fonction", "Intitulé du poste"),
        "taxno": ("N° TVA intracom.", "SIREN", "N° de TVA"),
        "actions": ("Gérer", "Options", "Action"),
        "rows": ("Lignes par page", "Afficher", "Par page"),
        "s_person": ("Informations personnelles", "État civil", "Identité"),
        "s_contact": ("Nous joindre", "Moyens de contact", "Contact"),
        "s_address": ("Adresses", "Facturation & livraison", "Localisation"),
        "s_company": ("Entreprise", "Informations société", "Organisation"),
        "s_billing": ("Paiement", "Facturation & règlement", "Données bancaires"),
        "s_work": ("Contrat", "Emploi", "Poste & rémunération"),
        "s_notes": ("Notes internes", "Remarques", "Mémo"),
        "s_system": ("Historique", "Traçabilité", "Infos système"),
        "salutation": ("Civilité",),
        "first": ("Prénom", "Prénom(s)"),
        "last": ("Nom", "Nom de famille", "Nom de naissance"),
        "fullname": ("Nom et prénom(s)", "Nom affiché", "Prénom et nom"),
        "manager": ("Manager", "N+1", "Responsable hiérarchique"),
        "owner": ("Commercial attitré", "Suivi par", "Propriétaire"),
        "group": ("Segment", "Catégorie client", "Grille tarifaire"),
        "limit": ("Plafond de crédit", "Encours autorisé"),
        "terms": ("Conditions de paiement", "Délai de paiement"),
        "notes": ("Note", "Commentaire", "Mémo interne"),
        "rec_created": ("Créé le", "Fiche créée"),
        "rec_by": ("Dernière modification par", "Modifié par", "Mis à jour par"),
        "sum": ("En bref", "Synthèse", "Aperçu"),
        "since": ("Client depuis", "Premier achat", "Inscrit depuis"),
        "total_spent": ("Total des achats", "CA total", "Valeur client"),
        "open_bal": ("Solde à régler", "Impayés", "En attente"),
        "last_order": ("Dernière commande", "Dernier achat"),
        "vacation": ("Congés restants", "Solde de congés"),
        "born": ("Né·e le", "Naiss.", "Anniv."),
        "cust_no": ("Code", "N°", "Réf."),
        "since_short": ("Depuis", "Ajouté", "Arrivé·e"),
        "revenue": ("CA", "Achats", "Volume"),
        "tel": ("Tél", "Tél.", "Téléphone"),
        "shop_tax": ("SIRET", "N° TVA", "TVA intracom."),
        "receipt_no": ("Ticket n°", "N° ticket", "Transaction"),
        "till": ("Caisse", "Caisse n°", "Poste"),
        "cashier": ("Caissier·ère", "Hôte de caisse", "Vendeur"),
        "subtotal": ("Sous-total", "Total articles"),
        "total": ("TOTAL TTC", "À PAYER", "Net à payer", "Total"),
        "cash": ("Espèces", "Reçu", "Rendu sur"),
        "change": ("Rendu", "Monnaie rendue"),
        "card_no": ("N° carte", "PAN", "Carte n°"),
        "auth": ("N° d'autorisation", "Autor.", "Code autor."),
        "terminal": ("N° terminal", "TPE", "ID terminal"),
        "customer": ("Carte fidélité de", "Adhérent", "Client"),
        "loyalty": ("N° carte fidélité", "N° adhérent", "Carte fidélité"),
        "points": ("Points gagnés", "Points cumulés ce jour", "Points fidélité"),
        "pc_merchant": ("Commerçant", "Bénéficiaire", "Magasin"),
        "pc_when": ("Date et heure", "Payé le", "Traité le"),
        "pc_method": ("Mode de paiement", "Payé avec"),
        "pc_txn": ("ID de transaction", "Référence", "N° d'opération"),
        "pc_payer": ("Payeur", "Porteur de la carte", "Client"),
        "pc_email": ("Reçu envoyé à", "Ticket envoyé par e-mail à"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("Éditer", "✎ Éditer", "Ouvrir"), "delete": ("Retirer", "✕ Supprimer", "Effacer"),
        "export": ("Export", "Exporter en CSV", "Télécharger CSV"), "import": ("Import", "Importer"),
        "filters": ("Filtres", "+ Ajouter un filtre", "Plus de filtres"), "columns": ("Colonnes", "Affichage"),
        "add_c": ("+ Nouveau client", "Créer un client"), "add_o": ("+ Nouvelle commande", "Créer une commande"),
        "add_e": ("+ Ajouter un salarié", "Ajouter une personne"), "add_s": ("+ Fournisseur", "Nouveau fournisseur"),
        "delete_rec": ("Supprimer la fiche", "Supprimer", "Archiver"), "cancel": ("Annuler", "Abandonner"),
        "save_close": ("Enregistrer et fermer", "Enregistrer & quitter"),
        "save": ("Enregistrer", "Sauvegarder", "Valider les modifications"),
        "message": ("Écrire", "E-mail", "Envoyer un message"), "call": ("Appeler", "☎ Appeler"),
        "profile": ("Voir la fiche", "Détails", "Profil"), "add_contact": ("+ Contact", "Nouveau contact", "Inviter"),
        "print": ("Imprimer le ticket", "Réimprimer", "Imprimer"), "download": ("Télécharger le PDF", "PDF"),
        "email_r": ("Envoyer le ticket", "Ticket par e-mail"), "refund": ("Rembourser", "Faire un avoir"),
        "new_sale": ("Nouvelle vente", "Retour à la caisse"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("Accueil", "Clients", "Commandes", "Équipe", "Fournisseurs", "Statistiques", "Réglages"),
        "brand": ("Gestio", "Comptoir Admin", "Pilotis", "Lumen ERP"),
        "title_c": ("Clients", "Tous les clients", "Fichier clients"),
        "title_o": ("Commandes", "Toutes les commandes", "Ventes"),
        "title_e": ("Équipe", "Salariés", "Annuaire interne"),
        "title_s": ("Fournisseurs", "Liste des fournisseurs", "Prestataires"),
        "search": ("Rechercher…", "Nom, e-mail ou n°", "Recherche rapide", "Trouver une fiche…"),
        "chips_c": ("Statut : actif", "Créés : 90 derniers jours", "Département : 69", "Segment : Pro"),
        "chips_o": ("Payées", "Ce mois-ci", "Canal : boutique en ligne", "À vérifier"),
        "chips_e": ("Pôle : Ventes", "Site : Lyon", "Temps plein"),
        "chips_s": ("Catégorie : Emballage", "Validés uniquement", "Pays : France"),
        "results_fmt": ("{n} résultats", "{n} fiches", "{n} lignes"),
        "count_fmt": ("{a}–{b} sur {n}", "Affichage de {a} à {b} sur {n}", "{a}-{b} / {n}"),
        "selected_fmt": ("{n} sélectionné(s)", "{n} lignes cochées"),
        "st_c": ("Actif", "Essai", "Dormant", "Relance", "Premium"),
        "st_o": ("Payée", "En attente de paiement", "Brouillon", "Remboursée", "Expédiée"),
        "st_e": ("En poste", "En congé", "Sorti·e", "Suspendu·e", "Alternant·e"),
        "st_s": ("Validé", "En cours d'examen", "Inactif", "Bloqué", "Privilégié"),
        "depts": ("Ventes", "Comptabilité", "Développement", "Logistique", "Marketing", "Service client", "RH"),
        "jobs": ("Responsable commercial", "Assistante de direction", "Acheteuse", "Développeur", "Contrôleur de gestion",
                 "Chargée de clientèle", "Chef de projet", "Gestionnaire de paie"),
        "salutations": ("M.", "Mme", "Mx", "Dr"),
        "groups": ("Particulier", "Professionnel", "Grand compte", "Revendeur", "Collectivité"),
        "terms": ("30 jours fin de mois", "45 jours", "À réception", "Comptant"),
        "notes": ("Préfère être rappelé l'après-midi.", "Factures uniquement en PDF.",
                  "Remise négociée valable jusqu'au 31/12.", "Rencontré au salon de Lyon."),
        "help_id": ("Chiffré, visible des administrateurs seulement.", "Requis pour la DSN."),
        "help_email": ("Les factures partent à cette adresse.", "Jamais communiquée à des tiers."),
        "help_phone": ("Avec l'indicatif.", "Pour les livraisons uniquement."),
        "help_addr": ("Numéro, rue, code postal et ville.", "Figure sur chaque facture."),
        "help_bank": ("Les remboursements sont versés sur ce compte.", "À vérifier avant d'enregistrer."),
        "crumb": ("{section} › {name}", "{section} / {name} / Modifier"),
        "ef_title_c": ("Modifier la fiche client", "Fiche client", "Mettre à jour le client"),
        "ef_title_e": ("Fiche salarié", "Modifier le salarié", "Dossier du collaborateur"),
        "unsaved": ("Modifications non enregistrées", "Brouillon", "Enregistré il y a 2 min"),
        "required": ("* Champ obligatoire", "Les champs marqués * sont obligatoires."),
        "vacation_fmt": ("{n} jours", "{n} j restants"),
        "badges": ("Premium", "Nouveau", "Grand compte", "Prospect", "Favori"),
        "badges_team": ("Télétravail", "Nouvel arrivant", "En congé", "Admin", "Temps partiel"),
        "role_fmt": ("{job} chez {company}", "{job} · {company}", "{job}, {company}"),
        "tabs": ("Tous", "Favoris", "Ajoutés récemment", "Archivés"),
        "cg_title_contacts": ("Contacts", "Carnet d'adresses"),
        "cg_title_team": ("L'équipe", "Équipe", "Trombinoscope"),
        "cg_title_cust": ("Grands comptes", "Contacts clients"),
        "cg_title_sup": ("Contacts fournisseurs", "Fournisseurs"),
        "cg_count": ("{n} contacts", "{n} personnes", "{n} au total"),
        "sort": ("Trier : nom A–Z", "Trier : plus récents", "Trier : société"),
        "qty_fmt": ("{qty} x {price}", "{qty} × {price}", "{qty} à {price}"),
        "return_fmt": ("RETOUR {item}", "Annulation : {item}"),
        "discount": ("Remise fidélité", "Bon de réduction", "Promo -10 %", "Remise quantité"),
        "tax_fmt": ("dont TVA {rate} %", "TVA {rate} % incluse", "Montant TVA {rate} %"),
        "card_brands": ("CB", "VISA", "Mastercard", "CB Visa", "Maestro"),
        "cash_word": ("Espèces",),
        "wallets": ("Apple Pay", "Google Pay", "Paylib"),
        "entry": ("Sans contact", "Puce", "NFC"),
        "approved": ("PAIEMENT ACCEPTÉ", "Transaction acceptée"),
        "receipt_title": ("TICKET DE CAISSE", "Ticket", "Reçu"),
        "copy": ("TICKET CLIENT", "TICKET COMMERÇANT"),
        "served_fmt": ("Vous avez été servi par {name}", "Votre hôte de caisse : {name}"),
        "thanks": ("Merci de votre visite !", "MERCI ET À BIENTÔT", "Bonne journée !"),
        "policy": ("Échange sous 15 jours sur présentation du ticket.", "Conservez ce ticket."),
        "pc_title": ("Paiement réussi", "Paiement reçu", "Paiement effectué"),
        "pos_brand": ("CaissePro", "Comptoir", "Tiquette"),
        "pos_nav": ("Caisse", "Transactions", "Articles", "Clients", "Rapports"),
        "pos_user": ("Connecté·e : {name}", "{name} · Caisse 2"),
        "pos_crumb": ("Transactions › Ticket {no}", "Vente n° {no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Café allongé", 2.2), ("Croissant pur beurre", 1.3), ("Baguette tradition", 1.4), ("Lait demi-écrémé 1 L", 1.1),
        ("Essuie-tout x4", 3.2), ("Piles AA x8", 7.9), ("Yaourt nature x4", 1.9), ("Jus d'orange 1 L", 2.4),
        ("Liquide vaisselle", 1.8), ("Comté 250 g", 5.2), ("Eau gazeuse 6x1 L", 3.6), ("Câble USB-C", 12.9),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("Locataire", "Occupant", "Preneur"), "eg_employee": ("Salarié(e)", "Nom du salarié", "Collaborateur"),
        "eg_member": ("Adhérent", "Nom de l'adhérent", "Membre inscrit"), "eg_unit": ("Lot", "Logt", "Appt."),
        "eg_phone": ("Tél. dom.", "Tél. perso", "N° de tél."), "eg_email": ("Courriel", "Adr. mail", "E-mail perso"),
        "eg_dob": ("Né(e) le", "Date naiss.", "DDN"), "eg_start": ("Entrée", "Début bail", "Date d'effet"),
        "eg_iban": ("IBAN", "RIB (IBAN)", "Cpte bancaire"), "eg_rent": ("Loyer HC", "Loyer CC", "Loyer mens."),
        "eg_deposit": ("Dépôt de garantie", "Caution"), "eg_arrears": ("Impayés", "Arriérés", "Solde dû"),
        "eg_state": ("Situation", "État du bail"), "eg_persno": ("Matr.", "Matricule", "N° sal."),
        "eg_dept": ("Service", "Établ.", "Section"), "eg_taxid": ("N° SS", "NIR", "N° Sécu"),
        "eg_gross": ("Brut", "Salaire brut", "Brut mens."), "eg_deduct": ("Cotisations", "Retenues", "Charges sal."),
        "eg_net": ("Net à payer", "Net", "Net versé"), "eg_invno": ("N° fact.", "Pièce", "Facture"),
        "eg_debtor": ("Client (raison sociale)", "Débiteur", "Tiers"),
        "eg_contact": ("Interlocuteur", "À l'att. de", "Contact"), "eg_invdate": ("Date fact.", "Émise le", "Date pièce"),
        "eg_due": ("Échéance", "Éch.", "À régler le"), "eg_amount": ("Montant TTC", "Mt facture", "Total TTC"),
        "eg_paid": ("Réglé", "Encaissé", "Payé"), "eg_balance": ("Reste dû", "Solde", "Restant"),
        "eg_dunning": ("Relance", "Niveau relance", "Rel."), "eg_memno": ("N° adh.", "N° licence", "N° membre"),
        "eg_address": ("Adresse postale", "Domicile", "Adresse"),
        "eg_payment": ("Mode de règlement", "Prélèvement", "Paiement par"),
        "eg_joined": ("Adhésion", "Inscrit le", "Depuis"), "eg_fee": ("Cotisation", "Cotis. mens.", "Montant adh."),
        "eg_tier": ("Formule", "Catégorie", "Type d'adhésion"), "eg_records": ("Enregistrements", "Lignes"),
        "eg_selected": ("Sélection", "Cochés"), "eg_subtotal": ("Sous-total groupe", "Total partiel", "Σ groupe"),
        "eg_total": ("Total général", "Total", "Cumul"), "eg_sum": ("Somme", "Σ colonne", "Cumul"),
        "eg_view": ("Vue", "Affichage", "Disposition"),
        "wz_s_personal": ("Vous", "Informations personnelles", "Votre identité"),
        "wz_s_contact": ("Vos coordonnées", "Pour vous joindre"),
        "wz_s_address": ("Votre domicile", "Adresse de résidence", "Où habitez-vous ?"),
        "wz_s_income": ("Situation professionnelle", "Vos revenus", "Emploi et revenus"),
        "wz_s_payment": ("Coordonnées bancaires", "Moyen de paiement", "Compte de prélèvement"),
        "wz_fullname": ("Nom et prénom", "Demandeur", "Nom complet (comme sur la pièce d'identité)"),
        "wz_dob": ("Date de naissance", "Né(e) le"), "wz_nationality": ("Nationalité", "Pays de nationalité"),
        "wz_idno": ("N° de pièce d'identité", "N° de sécurité sociale / passeport", "Numéro d'identité"),
        "wz_email": ("Adresse e-mail", "E-mail", "Courriel"),
        "wz_phone": ("Téléphone", "Portable", "Numéro où vous joindre"),
        "wz_addr_now": ("Adresse actuelle", "Adresse complète", "Domicile actuel"),
        "wz_moved_in": ("À cette adresse depuis", "Emménagé le", "Résident depuis"),
        "wz_addr_prev": ("Adresse précédente", "Ancienne adresse"), "wz_status": ("Situation", "Statut professionnel"),
        "wz_employer": ("Employeur", "Nom de l'employeur", "Société"), "wz_job": ("Profession", "Poste occupé"),
        "wz_income": ("Revenus nets mensuels", "Salaire net par mois", "Revenu mensuel net"),
        "wz_holder": ("Titulaire du compte", "Nom du titulaire", "Titulaire"),
        "wz_card": ("N° de carte", "Carte bancaire", "Carte à débiter"),
        "wz_iban": ("IBAN", "Votre IBAN", "IBAN du compte"), "wz_bank": ("BIC", "Code BIC", "BIC de la banque"),
        "wz_from": ("Compte à débiter", "Depuis le compte", "Compte émetteur"),
        "wz_avail": ("Solde disponible", "Disponible", "Montant disponible"),
        "wz_payee": ("Bénéficiaire", "Nom du bénéficiaire", "À qui ?"),
        "wz_to_acct": ("IBAN du bénéficiaire", "IBAN destinataire", "Compte du bénéficiaire"),
        "wz_to_bank": ("BIC du bénéficiaire", "BIC (facultatif)", "Banque du bénéficiaire"),
        "wz_amount": ("Montant", "Montant du virement", "Combien ?"),
        "wz_exec": ("Date d'exécution", "Exécuter le", "Date du virement"), "wz_ref": ("Motif", "Libellé", "Référence"),
        "wz_speed": ("Type de virement", "Délai", "Rapidité"),
        "wz_recent": ("Bénéficiaires récents", "Derniers virements", "Vos bénéficiaires"),
        "wz_fs_insured": ("Assuré(e)", "La personne assurée", "Vos informations"),
        "wz_fs_incident": ("Circonstances", "Le sinistre", "Que s'est-il passé ?"),
        "wz_fs_third": ("Tiers impliqué", "Autre partie", "Personnes impliquées"),
        "wz_fs_payout": ("Remboursement", "Indemnisation", "Où verser l'indemnité ?"),
        "wz_insno": ("N° de sécurité sociale", "N° assuré social", "N° Vitale"),
        "wz_when": ("Date du sinistre", "Survenu le", "Quand ?"), "wz_where": ("Lieu du sinistre", "Où ?", "Lieu"),
        "wz_kind": ("Nature du sinistre", "Type de déclaration", "Catégorie"),
        "wz_what": ("Description", "Décrivez les faits", "Récit des faits"),
        "wz_tp_name": ("Nom du tiers", "Tiers", "Conducteur adverse"),
        "wz_tp_phone": ("Téléphone du tiers", "Tél. de l'autre partie"),
        "wz_tp_insurer": ("Assureur du tiers", "Compagnie adverse", "Son assureur"),
        "wz_police": ("Dépôt de plainte ?", "Constat établi ?"),
        "wz_claimed": ("Montant réclamé", "Montant du préjudice", "Somme demandée"),
        "wz_attach": ("Justificatifs", "Pièces jointes", "Factures et photos"),
        "tc_tel": ("T", "Tél", "Fixe"), "tc_mob": ("M", "Port.", "Mob."), "tc_mail": ("E", "Mél", "@"),
        "tc_addr": ("A", "Adr.", "Bureau"), "tc_web": ("W", "Web", "Site"),
        "tc_rent": ("Loyer", "Loyer CC", "Mensualité"), "tc_since": ("Locataire depuis", "Entrée", "Bail depuis"),
        "tc_deposit": ("Dépôt", "Caution", "Garantie"),
        "tc_cp_acct": ("Compte du tiers", "IBAN contrepartie", "Compte associé"),
        "tc_ref": ("Libellé", "Motif", "Détail"), "tc_booked": ("Comptabilisé le", "Date de valeur", "Passé le"),
        "tc_holder": ("Titulaire", "Propriétaire du compte", "Titulaire principal"),
        "tc_acct": ("IBAN", "N° de compte", "Compte"), "tc_balance": ("Solde", "Solde actuel", "Disponible"),
        "sd_date": ("Date", "Jour", "Date d'opération"), "sd_desc": ("Prestation", "Désignation", "Libellé"),
        "sd_charge": ("Débit", "Montant", "Prestations"), "sd_credit": ("Crédit", "Règlements", "Versements"),
        "sd_total_charges": ("Total prestations", "Total débit"), "sd_total_credits": ("Total règlements", "Total crédit"),
        "sd_balance": ("Solde", "Reste à payer", "Solde dû"),
        "sd_card_file": ("Carte enregistrée", "Carte de garantie", "Carte présentée à l'arrivée"),
        "sd_room": ("Chambre", "N° chambre"), "sd_arrival": ("Arrivée", "Date d'arrivée", "Entrée"),
        "sd_departure": ("Départ", "Date de départ", "Sortie"), "sd_persons": ("Personnes", "Nb pers.", "Occupants"),
        "sd_folio": ("N° folio", "Note n°", "Facture n°"), "sd_clerk": ("Réceptionniste", "Édité par", "Agent"),
        "sd_tel": ("Tél.", "Téléphone", "Réservations"),
        "sd_taxno": ("N° TVA intracom.", "SIRET", "TVA intracommunautaire"),
        "sd_bank": ("Nos coordonnées bancaires", "Banque", "Virement à"),
        "sd_sign": ("Signature du client", "Signature", "Bon pour accord"),
        "sd_item": ("Rubrique", "Désignation", "Élément"), "sd_qty": ("Quantité", "Consommation", "Unités"),
        "sd_uprice": ("Prix unitaire", "PU", "Tarif"), "sd_amount": ("Montant", "Montant HT", "Total"),
        "sd_meter": ("N° compteur", "Compteur", "PDL"), "sd_prev": ("Ancien index", "Index précédent", "Relevé préc."),
        "sd_curr": ("Nouvel index", "Index actuel", "Relevé"), "sd_use": ("Consommation", "kWh consommés", "Écart"),
        "sd_net_total": ("Total HT", "Montant HT"), "sd_gross": ("Total TTC", "Montant TTC"),
        "sd_prepaid": ("Mensualités versées", "Acomptes déjà payés", "Déjà réglé"),
        "sd_due_total": ("Reste à payer", "Montant à régler", "À payer"),
        "sd_credit_total": ("Trop-perçu", "Votre crédit", "À rembourser"),
        "sd_due_date": ("Date limite", "Prélevé le", "À payer avant le"),
        "sd_mandate": ("Référence unique de mandat", "RUM", "Mandat SEPA"),
        "sd_custno": ("N° client", "Référence client", "Votre n° client"),
        "sd_contract": ("N° de contrat", "Compte contrat", "Contrat"),
        "sd_billdate": ("Date de facture", "Émise le", "Facture du"),
        "sd_period": ("Période", "Période facturée", "Période de consommation"),
        "sd_hotline": ("Service client", "Une question ?", "Nous appeler"),
        "sd_supply": ("Lieu de consommation", "Adresse de fourniture", "Point de livraison"),
        "sd_m_item": ("Article", "Produit", "Désignation"), "sd_m_qty": ("Qté", "Quantité"),
        "sd_m_price": ("Prix", "Total ligne"), "sd_m_sub": ("Sous-total articles", "Articles", "Montant des articles"),
        "sd_m_shipping": ("Livraison", "Frais de port", "Expédition"),
        "sd_m_total": ("Total TTC", "Montant total", "Total commande"),
        "sd_m_paid": ("Paiement", "Réglé par", "Moyen de paiement"),
        "sd_ship": ("Adresse de livraison", "Livré à", "Livraison chez"),
        "sd_bill": ("Adresse de facturation", "Facturé à", "Facturation"),
        "sd_orderno": ("N° de commande", "Commande n°", "Réf. commande"),
        "sd_orderdate": ("Passée le", "Date de commande", "Commandé le"),
        "sd_m_help": ("Aide", "Service client", "Une question ?"), "sd_m_from": ("De", "Expéditeur"),
        "sd_m_to": ("À", "Destinataire"), "sd_m_date": ("Date", "Envoyé", "Reçu"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ Nouveau", "Créer"), "eg_copy": ("Copier", "Dupliquer"), "eg_delete": ("Supprimer", "✕ Supprimer"),
        "eg_print": ("Imprimer", "Imprimer la liste"), "eg_excel": ("Exporter vers Excel", "Export XLSX", "Excel"),
        "eg_post": ("Comptabiliser", "Valider", "Clôturer"), "eg_mail": ("E-mail", "Publipostage", "Envoyer un avis"),
        "wz_change": ("Modifier", "Changer", "Corriger"), "wz_back": ("Retour", "‹ Précédent"),
        "wz_submit": ("Envoyer ma demande", "Valider", "Confirmer et envoyer"), "wz_cancel": ("Annuler", "Recommencer"),
        "wz_continue": ("Continuer", "Vérifier le virement", "Suivant"),
        "wz_save_draft": ("Enregistrer le brouillon", "Reprendre plus tard"), "wz_next": ("Suivant", "Étape suivante →"),
        "wz_upload": ("Ajouter un fichier", "+ Joindre"),
        "tc_save": ("Enregistrer le contact", "Ajouter aux contacts", "vCard"), "tc_share": ("Partager", "⋯"),
        "tc_export": ("Exporter", "Export CSV"), "tc_scan": ("Scanner une carte", "+ Scanner"),
        "tc_message": ("Message", "Écrire au locataire"), "tc_ledger": ("Compte locataire", "Relevé"),
        "tc_add_tenant": ("+ Nouveau locataire", "Nouveau bail"), "tc_transfer": ("Virement", "Faire un virement"),
        "tc_split": ("Répartir", "Catégoriser"), "tc_dispute": ("Contester", "Signaler un problème"),
        "sd_download": ("Télécharger", "⤓ PDF"), "sd_print": ("Imprimer", "Imprimer…"),
        "sd_mail": ("Envoyer par e-mail", "Envoyer la note"), "sd_compose": ("Nouveau message", "+ Écrire"),
        "sd_reply": ("Répondre", "↩ Répondre"), "sd_forward": ("Transférer", "→ Transférer"),
        "sd_track": ("Suivre mon colis", "Voir ma commande"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("Gestia ERP", "Syndic Plus", "PaieNet", "Quadrant 365"),
        "eg_modules": ("Accueil", "Gestion locative", "Paie", "Clients", "Adhérents", "Rapports"),
        "eg_title_tenants": ("État locatif", "Liste des locataires", "Locataires par immeuble"),
        "eg_title_payroll": ("Livre de paie", "Journal de paie", "Récapitulatif de paie"),
        "eg_title_invoices": ("Balance âgée clients", "Créances en cours", "Échéancier clients"),
        "eg_title_members": ("Liste des adhérents", "Fichier adhérents", "Cotisations"),
        "eg_portfolio": ("Patrimoine : Résidence Les Tilleuls", "Mandat n° 14", "Tous les immeubles"),
        "eg_period_fmt": ("Paie de {month} {y}", "Période : {month} {y}", "Mois de {month} {y}"),
        "eg_asof_fmt": ("Au {date}", "Situation au {date}"),
        "eg_houses": ("Les Tilleuls", "Le Clos Fleuri", "Résidence du Port", "Les Acacias", "Villa Marceau"),
        "eg_unit_fmt": ("Lot {n}", "Appt {f}{n:02d}", "Bât. A – {f}e ét."),
        "eg_states_t": ("En cours", "Préavis", "Impayé", "Nouveau bail", "Renouvellement"),
        "eg_states_i": ("Non échue", "Relance 1", "Relance 2", "Mise en demeure", "Contentieux"),
        "eg_depts": ("Entrepôt", "Administration", "Itinérants", "Comptabilité", "Magasin"),
        "eg_buckets": ("Échu depuis plus de 30 jours", "Échu de 1 à 30 jours", "Non échu"),
        "eg_tiers": ("Adulte", "Famille", "Étudiant", "Senior", "Bienfaiteur"),
        "eg_inv_prefix": ("FA", "F-", "FC"), "eg_by_invoice": ("Chèque", "Virement"),
        "eg_count_fmt": ("({n})", "{n} lignes", "{n} fiches"), "eg_views": ("Standard", "Ma vue", "Toutes les colonnes"),
        "wz_steps_review": ("Identité", "Coordonnées", "Revenus", "Paiement", "Récapitulatif"),
        "wz_steps_transfer": ("Saisie", "Vérification", "Validation", "Terminé"),
        "wz_steps_claim": ("Contrat", "Sinistre", "Indemnisation", "Justificatifs", "Envoi"),
        "wz_step_fmt": ("Étape {i} sur {n} : {step}", "{i}/{n} · {step}"),
        "wz_purposes": ("Ouverture de compte", "Demande de prêt personnel", "Dossier de location",
                        "Souscription électricité"),
        "wz_title_review": ("Vérifiez vos informations", "Récapitulatif de votre demande", "Tout est correct ?"),
        "wz_review_note": ("Rien n'est envoyé avant votre validation.",
                           "Vous pouvez revenir à chaque étape pour corriger une réponse."),
        "wz_nations": ("Française", "France", "Belge"),
        "wz_work_states": ("Salarié(e) en CDI", "Indépendant(e)", "Retraité(e)", "Étudiant(e)"),
        "wz_jobs": ("Infirmière", "Chef d'entrepôt", "Assistante dentaire", "Électricien", "Clerc de notaire"),
        "wz_consent": ("Je certifie l'exactitude des informations fournies.",
                       "J'accepte de recevoir mes documents par voie électronique."),
        "wz_consent2": ("Je souhaite recevoir des offres par e-mail.", "J'autorise l'étude de ma solvabilité."),
        "wz_title_transfer": ("Virement", "Nouveau virement", "Envoyer de l'argent"),
        "wz_accounts": ("Compte courant", "Compte joint", "Livret A"),
        "wz_refs": ("Loyer {month}", "Facture {no}", "Merci pour l'avance !", "Cotisation {month}", "Part du resto"),
        "wz_speeds": ("Standard (J+1)", "Virement instantané", "Virement programmé"),
        "wz_save_payee": ("Enregistrer ce bénéficiaire", "Ajouter à mes bénéficiaires"),
        "wz_tan_note": ("Vous confirmerez ce virement dans votre application bancaire.",
                        "Un virement instantané est crédité en quelques secondes."),
        "wz_title_claim": ("Déclarer un sinistre", "Déclaration de sinistre", "Demande de remboursement"),
        "wz_policy_fmt": ("Contrat {no}", "Police n° {no}"),
        "wz_claim_kinds": ("Accident", "Maladie", "Vol", "Dégât des eaux"),
        "wz_claim_texts": ("Glissade dans l'escalier mouillé au bureau, entorse de la cheville ; radio aux urgences.",
                           "Grippe pendant une semaine, deux consultations et des médicaments en pharmacie.",
                           "Vélo volé devant la gare malgré l'antivol, plainte déposée au commissariat.",
                           "Fuite sous l'évier de la cuisine, meuble bas et parquet abîmés."),
        "wz_yes_no": ("Oui", "Non"),
        "wz_files": ("facture_pharmacie.pdf", "photo_degats_1.jpg", "recepisse_plainte.pdf", "devis_reparation.pdf",
                     "compte_rendu_medical.pdf"),
        "wz_claim_confirm": ("Je certifie sur l'honneur l'exactitude de cette déclaration.",
                             "Je sais qu'une fausse déclaration entraîne la nullité du contrat."),
        "tc_title_vcard": ("Cartes de visite", "Cartes scannées", "Porte-cartes"),
        "tc_count_fmt": ("{n} cartes", "{n} scannées"),
        "tc_search": ("Rechercher une carte…", "Nom, société, e-mail…", "Rechercher…"),
        "tc_tabs_vcard": ("Toutes", "Cette semaine", "Prospects", "Partenaires"),
        "tc_jobs": ("Directrice commerciale", "Responsable régional", "Architecte senior", "Directeur des achats",
                    "Gérante", "Chargé d'affaires"),
        "tc_title_tenant": ("Locataires", "Lots occupés", "Fiches locataires"),
        "tc_props": ("Résidence Les Tilleuls", "Tous les immeubles", "Le Clos Fleuri · 24 lots"),
        "tc_tabs_tenant": ("Tous", "Impayés", "Préavis", "À jour"),
        "tc_unit_fmt": ("Lot {n} · T{r}", "Appt {n} · {r} pièces", "N° {n} – T{r}"),
        "tc_overdue_fmt": ("{amount} impayés", "Doit {amount}"),
        "tc_notice_fmt": ("Départ le {date}", "Préavis jusqu'au {date}"),
        "tc_paid_up": ("À jour", "Aucun impayé", "Soldé"),
        "tc_title_txn": ("Dernières opérations", "Mouvements", "Activité"),
        "tc_tabs_txn": ("Toutes", "Crédits", "Débits", "À venir"),
        "tc_acct_names": ("Compte courant", "Compte joint", "Compte dépenses"),
        "tc_cats": ("Salaire", "Virement reçu", "Virement émis", "Courses", "Énergie", "Restaurant"),
        "tc_days": ("Aujourd'hui", "Hier"), "tc_pending": ("En attente", "À venir"),
        "tc_refs": ("Réf. {no}", "Paiement {month}", "Facture {no}"),
        "sd_hotel_items": ("Nuitée chambre", "Petit-déjeuner", "Parking", "Minibar", "Restaurant", "Blanchisserie"),
        "sd_rate_adj": ("Remise entreprise", "Remise fidélité", "Ajustement tarifaire"),
        "sd_tax_fmt": ("Taxe {rate} %", "TVA {rate} %"),
        "sd_payment_fmt": ("Règlement {card}", "Paiement carte {card}", "Payé par {card}"),
        "sd_net_fmt": ("HT à {rate} %", "Base HT ({rate} %)"),
        "sd_vat_fmt": ("TVA {rate} %", "Montant TVA {rate} %", "TVA ({rate} %)"),
        "sd_title_folio": ("Note d'hôtel", "Facture séjour", "Folio"),
        "sd_thanks": ("Merci de votre séjour.", "Au plaisir de vous accueillir à nouveau."),
        "sd_file_fmt": ("{kind} – {no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("Votre facture d'électricité – {month} {y}", "Facture électricité, {month} {y}"),
        "sd_util_items": ("Consommation", "Abonnement", "Acheminement"),
        "sd_days_fmt": ("{n} jours",), "sd_greet": ("Bonjour {name},", "Cher client, chère cliente {name},"),
        "sd_util_intro": ("Voici votre facture pour la période indiquée.",
                          "Votre consommation est en baisse par rapport à l'an dernier."),
        "sd_debit_fmt": ("Le montant de {amount} sera prélevé le {date} sur votre compte {account}.",
                         "Prélèvement de {amount} le {date} sur le compte {account}."),
        "sd_refund_fmt": ("Votre trop-perçu de {amount} sera remboursé sur votre compte {account}.",),
        "sd_mandate_prefix": ("RUM", "FR-"),
        "sd_mail_subject": ("Votre commande {no} est confirmée", "Confirmation de commande {no}",
                            "Merci ! Commande {no} reçue"),
        "sd_mail_hi": ("Merci pour votre commande, {name} !", "Bonjour {name}, votre commande est enregistrée."),
        "sd_mail_intro": ("Nous vous écrirons dès l'expédition de votre colis.", "Voici le récapitulatif de vos achats."),
        "sd_free": ("Offerte", "Gratuite"), "sd_codes": ("BIENVENUE10", "ETE15", "FIDELITE20"),
        "sd_discount_fmt": ("Code promo ({code})", "Bon {code}"),
        "sd_incl_fmt": ("dont TVA {rate} %", "TVA incluse {rate} %"),
        "sd_paid_fmt": ("{brand} se terminant par {last4}", "{brand} ····{last4}"),
        "sd_brands": ("Carte Bancaire", "Visa", "Mastercard"), "sd_wallets": ("PayPal", "Lydia"),
        "sd_same_addr": ("Identique à l'adresse de livraison",),
        "sd_folders": ("Boîte de réception", "Suivis", "Envoyés", "Brouillons", "Archives", "Indésirables"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Écouteurs sans fil", 59.0), ("Gourde inox 1 L", 22.0), ("Tapis de yoga", 29.5), ("Enceinte Bluetooth", 45.0),
        ("Lot de 3 carnets A5", 14.99), ("Lampe de bureau LED", 34.99), ("Chaussettes de running x6", 18.0),
        ("Cafetière à piston 1 L", 27.95),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("€", "EUR")
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    )  # fmt: skip
    long_day_fmt_kinds9 = "{d} {mon} {y}"
    payroll_rates: ClassVar[tuple[float, ...]] = (0.004, 0.069, 0.04, 0.068, 0.029, 0.012, 0.075)
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

    def passport_no(self, rng: random.Random) -> str:
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return f"{rng.randint(10, 99)}{letters}{rng.randint(10000, 99999)}"

    def insurance_no(self, rng: random.Random) -> str:
        # The carte Vitale carries the social security number.
        return self.id_number(rng)


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "Titular", "bk_iban": "IBAN", "bk_bic": "BIC", "bk_balance": "Saldo actual",
        "bk_available": "Saldo disponible", "bk_overdraft": "Límite de descubierto", "bk_income": "Ingresos",
        "bk_expenses": "Gastos", "bk_col_date": "Fecha", "bk_col_party": "Ordenante / Beneficiario",
        "bk_col_ref": "Concepto", "bk_col_amount": "Importe (EUR)", "bk_col_balance": "Saldo (EUR)",
        "bk_d_party": "Nombre", "bk_d_iban": "IBAN", "bk_d_ref": "Concepto", "bk_d_booked": "Fecha valor",
        "bk_d_mandate": "Referencia del mandato", "org_department": "Departamento", "org_email": "Correo",
        "org_phone": "Teléfono", "org_mobile": "Móvil", "org_office": "Oficina", "org_manager": "Responsable",
        "org_assistant": "Asistente", "org_employee_no": "N.º de empleado", "org_start": "Fecha de alta",
        "org_birthday": "Fecha de nacimiento", "org_about": "Sobre mí", "org_reports": "Equipo directo",
        "trk_number": "N.º de seguimiento", "trk_sender": "Remitente", "trk_recipient": "Destinatario",
        "trk_phone": "Teléfono", "trk_notify": "Avisos a", "trk_service": "Servicio", "trk_weight": "Peso",
        "trk_ref": "Referencia", "trk_cod": "Importe contra reembolso", "trk_courier": "Tu repartidor",
        "trk_history": "Historial del envío", "trk_details": "Datos del envío",
        "trk_instructions": "Instrucciones de entrega", "doc_comments": "Comentarios",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "Movimientos", "org": "Organigrama", "tracking": "Envío"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "Salir", "bk_transfer": "Transferencia", "bk_filter": "Filtrar", "bk_pdf": "Extractos",
        "bk_repeat": "Repetir", "bk_dispute": "Reclamar", "bk_receipt": "Justificante", "org_message": "Mensaje",
        "org_call": "Llamar", "trk_track": "Buscar", "trk_change": "Cambiar entrega", "trk_call": "Llamar",
        "doc_accept": "Aceptar", "doc_reject": "Rechazar",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("Banco Meridiano",),
        "bk_nav": ("Posición global", "Cuentas", "Transferencias", "Recibos", "Tarjetas", "Documentos"),
        "bk_login": ("Sesión iniciada: {name}", "Hola, {name}"),
        "bk_accounts": ("Cuenta corriente", "Cuenta nómina", "Cuenta empresa"),
        "bk_period": ("{a} – {b}",),
        "bk_search": ("Buscar movimientos",),
        "bk_types": ("Transferencia recibida", "Transferencia emitida", "Recibo domiciliado", "Pago con tarjeta",
                     "Transferencia periódica"),
        "bk_pending": ("Pendiente",),
        "bk_ref_in": ("Factura {no}", "Pago pedido {order}", "Devolución pedido {order}", "De {name}: cena del viernes",
                      "Devolución fianza {street}"),
        "bk_ref_salary": ("Nómina {month}", "Abono nómina {month}"),
        "bk_ref_out": ("Alquiler {month} – {street}", "Regalo de cumpleaños para {name}", "Factura {no}",
                       "Gastos del viaje con {name}", "Fianza {street}"),
        "bk_ref_debit": ("Recibo seguro póliza {order}", "Luz, contrato {order}", "Cuota {month}"),
        "bk_ref_card": ("Compra tarjeta {card} {date}", "Pago sin contacto {card}"),
        "bk_ref_standing": ("Alquiler {street}", "Paga para {name}", "Préstamo {order}"),
        "org_tabs": ("Directorio", "Organigrama", "Equipos", "Sedes"),
        "org_search": ("Buscar personas",),
        "org_heads": ("Directora financiera", "Director de operaciones", "Director comercial", "Directora de personas"),
        "org_titles": ("Jefa de contabilidad", "Técnico de nóminas", "Contable sénior", "Responsable de facturación",
                       "Jefe de ventas", "Comercial de cuentas", "Coordinadora de logística",
                       "Responsable de atención al cliente", "Técnica de RR. HH.", "Comprador", "Controller financiero",
                       "Administrativa"),
        "org_departments": ("Finanzas", "Operaciones", "Ventas", "Personas"),
        "org_reports_count": ("{n} personas",),
        "org_bio": ("Llevo la cuenta de {company}. De vacaciones hasta el {date}; para urgencias, {colleague}.",
                    "Pagos a proveedores y notas de gastos. Suplente: {colleague}.",
                    "Antes en {company}. Horario de 8 a 15 h; si es urgente, llama a {colleague}."),
        "trk_brand": ("EnvíaYa",),
        "trk_nav": ("Seguimiento", "Enviar", "Oficinas", "Ayuda"),
        "trk_status": ("En tránsito", "En reparto", "Entregado"),
        "trk_steps": ("Admitido", "En tránsito", "En reparto", "Entregado"),
        "trk_events": ("Datos del envío recibidos", "Envío recogido", "Llegada al centro de clasificación",
                       "Salida del centro de clasificación", "Llegada a la delegación de destino", "En reparto"),
        "trk_hubs": ("Centro de Coslada (Madrid)", "Centro de Zaragoza Plaza", "Centro de Barcelona Zona Franca",
                     "Delegación Valencia Ribarroja", "Delegación Sevilla Norte", "Centro de Bilbao Zorroza"),
        "trk_delivered": ("Entregado, firmado por {name}", "Entregado al vecino {name}, {street}",
                          "Entregado en el buzón", "Entregado en conserjería, recibido por {name}"),
        "trk_eta_day": ("Entrega prevista: {wd}, {date}",),
        "trk_eta_window": ("Hoy entre las {a} y las {b}",),
        "trk_instr": ("Si no estoy, dejárselo a {name}, el vecino de al lado, en {street}.",
                      "Por favor, dejar en conserjería.",
                      "Llamar a {name} al llegar, el portero automático no funciona."),
        "trk_route": ("Ruta {n}",),
        "trk_stops": ("{n} paradas antes",),
        "trk_map_credit": ("Datos del mapa ©2026",),
        "trk_no_courier": ("Verás a tu repartidor aquí el día de la entrega.",),
        "doc_menu": ("Archivo", "Editar", "Ver", "Insertar", "Formato", "Herramientas", "Ayuda"),
        "doc_file": ("Contrato de servicios – {company} (borrador)", "Contrato de mantenimiento {company} v3",
                     "Acuerdo marco {company} para revisar"),
        "doc_saved": ("Última modificación hace 2 minutos", "Todos los cambios guardados"),
        "doc_mode": ("Sugerencias",),
        "doc_style": ("Texto normal",),
        "doc_title": ("CONTRATO DE PRESTACIÓN DE SERVICIOS",),
        "doc_party1": ("De una parte, {company}, con domicilio en {address}, representada por {name} (en adelante, "
                       "«el Cliente»),",),
        "doc_party2": ("y de otra, {company}, con domicilio en {address}, representada por {name} (en adelante, "
                       "«el Proveedor»).",),
        "doc_heads": ("Primera. Objeto", "Segunda. Precio y forma de pago", "Tercera. Comunicaciones",
                      "Cuarta. Duración y resolución"),
        "doc_scope": ("El Proveedor se encarga del mantenimiento y la reparación de los equipos de oficina del Cliente "
                      "en sus instalaciones, con dos visitas programadas al año.",
                      "El Proveedor suministra, instala y mantiene las máquinas de café en todas las sedes del Cliente."),
        "doc_fee": ("La cuota mensual es de {fee} más IVA. Las facturas se abonarán a 30 días en la cuenta {account}.",),
        "doc_contact": ("Las comunicaciones relativas a este contrato se dirigirán a {name} ({email}, {phone}).",),
        "doc_term": ("El contrato entra en vigor el {date} y tiene una duración de 24 meses. Cualquiera de las partes "
                     "podrá resolverlo por escrito con un preaviso de tres meses.",),
        "doc_sign": ("Por el Cliente", "Por el Proveedor"),
        "doc_when": ("{time} Hoy", "Ayer, {time}"),
        "doc_c_addr": ("{company} se mudó a {address} en octubre, ¿lo actualizamos?",
                       "¿Sigue siendo esta la dirección? En su nuevo membrete pone {address}."),
        "doc_c_done": ("@{name} bien visto, les pido que lo confirmen por escrito.",
                       "@{name} de acuerdo, lo cambio en cuanto lo confirmen."),
        "doc_suggest": ("Sustituir: {old} por {new}",),
        "doc_c_fee": ("@{name} ¿los {amount} son definitivos? El año pasado pagamos {old}.",
                      "Finanzas aprobó hasta {amount}, @{name} ¿lo confirmas? (Antes eran {old}.)"),
        "doc_c_other": ("@{name} ¿puedes comprobar el IBAN con {colleague} de contabilidad?",
                        "Añadid a {colleague} ({email}) como segundo contacto, por favor.",
                        "@{name} ¿quién firma por el Proveedor? ¿Sigue siendo {colleague}?"),
        "doc_reply_box": ("Responde o añade a otros con @",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "Localizador", "tb_itinerary": "Itinerario", "tb_passengers": "Pasajeros", "tb_col_name": "Nombre",
        "tb_col_dob": "Fecha de nacimiento", "tb_col_doc": "N.º de pasaporte/DNI", "tb_col_ff": "N.º de viajero frecuente",
        "tb_col_seat": "Asiento", "tb_col_bags": "Equipaje", "tb_payment": "Pago",
        "tb_card_holder": "Titular de la tarjeta", "tb_card": "Tarjeta", "tb_expiry": "Caduca",
        "tb_billing": "Dirección de facturación", "tb_contact": "Datos de contacto", "tb_email": "Correo electrónico",
        "tb_phone": "Móvil", "tb_price": "Desglose del precio", "tb_fare": "Tarifa", "tb_taxes": "Tasas y cargos",
        "tb_bags_fee": "Equipaje facturado", "tb_seats_fee": "Selección de asiento", "tb_hotel_fee": "Hotel",
        "tb_total": "Total pagado", "tb_hotel": "Tu hotel", "tb_checkin": "Entrada", "tb_checkout": "Salida",
        "tb_room": "Habitación", "tb_guest": "Huésped", "pp_details": "Paciente", "pp_dob": "Fecha de nacimiento",
        "pp_patient_id": "N.º de historia clínica", "pp_insurance": "Aseguradora", "pp_member": "Tarjeta sanitaria",
        "pp_address": "Domicilio", "pp_phone": "Teléfono", "pp_email": "Correo electrónico",
        "pp_gp": "Médico de cabecera", "pp_allergies": "Alergias", "pp_emergency": "Contacto de emergencia",
        "pp_appointments": "Próximas citas", "pp_prescriptions": "Recetas activas", "pp_col_drug": "Medicamento",
        "pp_col_dose": "Pauta", "pp_col_by": "Prescrito por", "pp_col_date": "Fecha",
        "pp_col_refills": "Dispensaciones restantes", "pp_messages": "Mensajes", "ps_personnel": "N.º de empleado",
        "ps_tax_id": "NIF", "ps_social_id": "N.º afiliación S.S.", "ps_tax_class": "Grupo de cotización",
        "ps_dept": "Departamento", "ps_position": "Categoría", "ps_entry": "Antigüedad",
        "ps_dob": "Fecha de nacimiento", "ps_bank": "IBAN", "ps_pay_date": "Fecha de pago", "ps_earnings": "Devengos",
        "ps_deductions": "Deducciones", "ps_col_desc": "Concepto", "ps_col_amount": "Importe",
        "ps_col_ytd": "Acumulado", "ps_gross": "Total devengado", "ps_total_ded": "Total a deducir",
        "ps_net": "Líquido a percibir", "fm_participants": "Participantes", "fm_info": "Sobre el tema",
        "fm_started": "Creado", "fm_replies": "Respuestas", "fm_views": "Visitas", "fm_similar": "Temas similares",
        "fm_joined": "Miembro desde", "fm_posts": "Mensajes",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Nóminas"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "Cerrar sesión", "tb_manage": "Gestionar reserva", "tb_bags": "Añadir equipaje",
        "tb_seats": "Elegir asiento", "tb_checkin": "Facturación online", "tb_calendar": "Añadir al calendario",
        "pp_book": "Pedir cita", "pp_message": "Enviar mensaje", "pp_download": "Descargar informe",
        "pp_checkin": "Confirmar asistencia", "pp_reschedule": "Cambiar cita", "pp_refill": "Solicitar receta",
        "pp_reply": "Responder", "ps_download": "Descargar", "fm_new": "Nuevo tema", "fm_login": "Iniciar sesión",
        "fm_follow": "Seguir", "fm_reply": "Responder", "fm_quote": "Citar", "fm_like": "Me gusta",
        "fm_report": "Denunciar", "fm_post": "Publicar respuesta",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("Vuela Lejos",),
        "tb_nav": ("Vuelos", "Hoteles", "Coches", "Mis viajes", "Ayuda"),
        "tb_login": ("Hola, {name}", "Sesión iniciada: {name}"),
        "tb_confirmed": ("Tu reserva está confirmada",),
        "tb_greeting": ("¡Gracias, {name}! Tu viaje a {city} ya está reservado.",
                        "Todo listo, {name}: ¡nos vamos a {city}!"),
        "tb_sent": ("Hemos enviado la confirmación y los billetes electrónicos a {email}.",),
        "tb_legs": ("Ida", "Vuelta"),
        "tb_airports": ("Madrid (MAD)", "Barcelona (BCN)", "Málaga (AGP)", "Palma (PMI)", "Sevilla (SVQ)",
                        "Tenerife Sur (TFS)", "Lisboa (LIS)", "Roma (FCO)", "Cancún (CUN)"),
        "tb_duration": ("{h} h {m} min",),
        "tb_stops": ("Directo", "1 escala"),
        "tb_cabins": ("Turista", "Turista Premium", "Business"),
        "tb_bag_allow": ("1 × 23 kg", "Solo equipaje de mano", "2 × 23 kg"),
        "tb_hotels": ("Hotel Mirador del Puerto", "Gran Hotel Alameda", "Hostal Las Palmeras", "Hotel Playa Serena"),
        "tb_rooms": ("Doble con vistas al mar", "Individual, no fumadores", "Familiar con desayuno"),
        "tb_card_brands": ("Visa", "Mastercard", "American Express"),
        "tb_notice": ("Lleva tu pasaporte o DNI en vigor. La facturación online abre 24 horas antes de la salida y el "
                      "mostrador de equipaje cierra 45 minutos antes.",),
        "pp_brand": ("Centro Médico Alameda",),
        "pp_nav": ("Inicio", "Citas", "Mensajes", "Medicación", "Resultados", "Facturas"),
        "pp_welcome": ("Hola, {name}", "Te damos la bienvenida, {name}"),
        "pp_doctor": ("Dr. {name}", "Dra. {name}"),
        "pp_insurers": ("Salud Mediterránea Seguros", "Asistencia Sanitaria Ibérica", "Sanidad pública (SNS)"),
        "pp_relations": ("esposa", "marido", "madre", "padre", "hija", "hijo"),
        "pp_relation_fmt": ("({rel})",),
        "pp_visits": ("Revisión anual", "Consulta de seguimiento", "Análisis de sangre", "Videoconsulta",
                      "Vacuna de la gripe"),
        "pp_clinics": ("Centro Médico Alameda", "Unidad de Cardiología Alameda", "Laboratorio Alameda – sede Norte"),
        "pp_drugs": ("Enalapril 10 mg comprimidos", "Atorvastatina 20 mg comprimidos", "Metformina 850 mg comprimidos",
                     "Amoxicilina 500 mg cápsulas", "Levotiroxina 50 microgramos", "Omeprazol 20 mg cápsulas"),
        "pp_doses": ("1 comprimido en el desayuno", "1 comprimido cada 12 horas con comida",
                     "1 cápsula cada 8 horas durante 7 días", "1 cápsula en ayunas"),
        "pp_allergy_list": ("Penicilina", "Ninguna conocida", "Látex, frutos secos"),
        "pp_nurse_roles": ("Enfermería", "Atención al paciente", "Auxiliar de clínica"),
        "pp_when": ("Hoy, {time}", "Ayer, {time}"),
        "pp_subjects": ("Tus resultados de análisis", "Antes de tu cita"),
        "pp_msg": (
            "Hola, {name}: ya tenemos los resultados de tu análisis del {date} y todo está dentro de lo normal. Tu "
            "especialista, {doctor}, quiere verte de nuevo dentro de tres meses; pide cita cuando puedas. Si tienes "
            "dudas, llámanos al {phone}.",
            "Hola, {name}: recuerda traer tu tarjeta sanitaria y la lista de medicamentos que tomas a tu próxima cita. "
            "Si necesitas ayuda con los formularios, {colleague}, de recepción, te atenderá en el {phone}.",
        ),
        "pp_reply_box": ("Escribe una respuesta…",),
        "ps_file": ("Nomina_{y}-{m}.pdf",),
        "ps_title": ("Nómina de {month} de {year}",),
        "ps_period_fmt": ("Periodo de liquidación: del {a} al {b}",),
        "ps_earning_items": ("Salario base", "Horas extraordinarias", "Plus de transporte", "Complemento de antigüedad",
                             "Prorrata de pagas extra"),
        "ps_deduction_items": ("Contingencias comunes", "Desempleo", "Formación profesional", "MEI",
                               "Retención IRPF"),
        "ps_departments": ("Contabilidad", "Almacén", "Atención al cliente", "Informática", "Ventas"),
        "ps_tax_classes": ("1", "3", "5", "7"),
        "ps_transfer": ("El líquido de {amount} se abonará el {date} en la cuenta {account}.",),
        "ps_footer": ("{company} · Departamento de nóminas · Documento confidencial",
                      "¿Dudas sobre tu nómina? Escribe al departamento de nóminas de {company}."),
        "fm_brand": ("Comunidad HomeNet",),
        "fm_nav": ("Foros", "Recientes", "Sin respuesta", "Miembros", "Ayuda"),
        "fm_search": ("Buscar en la comunidad",),
        "fm_crumb": ("Foros", "Routers y wifi"),
        "fm_titles": ("El wifi se corta continuamente desde la actualización 4.2",
                      "El portátil pierde la conexión cada 20 minutos"),
        "fm_tags": ("firmware", "wifi", "portátil", "ax3000"),
        "fm_solved": ("Resuelto",),
        "fm_accepted": ("Solución aceptada",),
        "fm_roles": ("Miembro", "Experto de la comunidad", "Moderador"),
        "fm_started_by": ("Iniciado por {name} el {date}",),
        "fm_wrote": ("{name} escribió:",),
        "fm_posts": (
            "Desde la actualización 4.2 el portátil se me desconecta del wifi cada veinte minutos más o menos. Los "
            "móviles y la tele siguen conectados. Ya he reiniciado el router dos veces. ¿Alguna idea?",
            "Me pasa lo mismo. {name}, de nuestro grupo de usuarios, me dijo que volver a la 4.1 lo solucionó. ¿Qué "
            "modelo tienes?",
            "@{mention} es el AX3000. Ayer también llamé al soporte de {company} y solo me dijeron que esperara a un "
            "parche.",
            "Gracias por avisar. @{mention} ¿puedes enviar el archivo de registro del router a {email}? El equipo lo "
            "está revisando.",
            "A mí me funcionó desactivar el band steering en la configuración avanzada. El truco es de {name}, que lo "
            "publicó en otro tema.",
            "¡Era eso, gracias @{mention}! Marco el tema como resuelto.",
        ),
        "fm_sig_jobs": ("Administrador de sistemas", "Ingeniero de redes", "Responsable de oficina",
                        "Técnico informático"),
        "fm_sig_line": ("{job} · {company}",),
        "fm_handles": ("buho_nocturno", "paquete_perdido", "trasteador", "wifidrama", "cafe_con_leche", "routerfan"),
        "fm_reply_box": ("Escribe una respuesta…",),
        "fm_similar_list": ("El router se reinicia cada noche a las 3", "La red de invitados no aparece en el iPhone",
                            "Notas de la versión 4.2 del firmware", "El satélite mesh no se empareja"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("Titular", "Nombre del cliente", "Cliente/a", "Contacto"),
        "name_o": ("Comprador", "Pedido por", "Facturado a", "Solicitante"),
        "name_e": ("Empleado/a", "Trabajador/a", "Miembro del equipo", "Nombre y apellido"),
        "name_s": ("Contacto comercial", "Comercial", "Persona de enlace"),
        "company": ("Nombre de la empresa", "Organización", "Cuenta", "Sociedad"),
        "supplier": ("Proveedor", "Nombre del proveedor", "Suministrador"),
        "email": ("E-mail", "Correo de contacto", "Dirección de correo", "Email corporativo"),
        "phone": ("Tfno.", "Teléfono fijo", "N.º de teléfono", "Tel. oficina"),
        "mobile": ("Móvil", "Tel. móvil", "N.º móvil"),
        "dob": ("Fecha nac.", "Nacimiento", "Nacido/a el"),
        "natid": ("NIF", "N.º de documento", "DNI/NIE"),
        "bank": ("Cuenta bancaria", "IBAN de abono", "Cuenta de cargo"),
        "card": ("Medio de pago", "Tarjeta guardada", "Pagado con"),
        "status": ("Situación", "Estado", "Fase"),
        "created_c": ("Alta", "Registrado el", "Fecha de registro"),
        "created_o": ("Fecha del pedido", "Realizado el", "Recibido"),
        "created_e": ("Incorporación", "Fecha de contratación", "En plantilla desde"),
        "created_s": ("Homologado el", "Proveedor desde", "Añadido el"),
        "address_bill": ("Dirección fiscal", "Domicilio de facturación", "Dir. facturación"),
        "address_ship": ("Entregar en", "Dirección de entrega", "Envío a"),
        "address_home": ("Domicilio particular", "Residencia", "Domicilio"),
        "address_office": ("Sede", "Domicilio social", "Oficina central"),
        "amount_c": ("Facturación", "Valor del cliente", "Saldo de cuenta", "Total gastado"),
        "amount_o": ("Total del pedido", "Importe total", "Total con IVA", "Valor"),
        "amount_e": ("Salario bruto anual", "Sueldo", "Retribución", "Salario base"),
        "amount_s": ("Pendiente de pago", "Compras del año", "Deuda", "A pagar"),
        "ref_c": ("Cód. cliente", "ID cliente", "N.º cuenta"),
        "ref_o": ("Pedido", "N.º pedido", "Albarán"),
        "ref_e": ("N.º empleado", "ID empleado", "Legajo"),
        "dept": ("Área", "Equipo", "Dpto.", "Departamento"),
        "job": ("Puesto", "Cargo", "Función"),
        "taxno": ("CIF", "NIF-IVA", "N.º IVA"),
        "actions": ("Gestionar", "Opciones", "Acción"),
        "rows": ("Filas por página", "Mostrar", "Por página"),
        "s_person": ("Datos personales", "Identificación", "Sobre la persona"),
        "s_contact": ("Contacto", "Datos de contacto", "Cómo contactar"),
        "s_address": ("Direcciones", "Facturación y envío", "Ubicación"),
        "s_company": ("Empresa", "Datos de la empresa", "Información fiscal"),
        "s_billing": ("Pago", "Cobro y facturación", "Datos bancarios"),
        "s_work": ("Contrato", "Empleo", "Puesto y salario"),
        "s_notes": ("Notas internas", "Comentarios", "Apuntes"),
        "s_system": ("Historial", "Auditoría", "Info del registro"),
        "salutation": ("Tratamiento",),
        "first": ("Nombre", "Nombre de pila"),
        "last": ("Apellidos", "Primer apellido"),
        "fullname": ("Nombre completo", "Nombre visible", "Apellidos y nombre"),
        "manager": ("Responsable", "Jefe/a directo/a", "Depende de"),
        "owner": ("Comercial asignado", "Gestor/a", "Asignado a"),
        "group": ("Segmento", "Tipo de cliente", "Tarifa"),
        "limit": ("Límite de crédito", "Riesgo máximo"),
        "terms": ("Forma de pago", "Condiciones de pago"),
        "notes": ("Nota", "Comentario", "Observación interna"),
        "rec_created": ("Creado", "Fecha de alta"),
        "rec_by": ("Modificado por", "Última edición de", "Actualizado por"),
        "sum": ("Resumen", "De un vistazo", "Ficha rápida"),
        "since": ("Cliente desde", "Primera compra", "Alta"),
        "total_spent": ("Total comprado", "Facturación total", "Valor de vida"),
        "open_bal": ("Saldo pendiente", "Por cobrar", "Pendiente"),
        "last_order": ("Último pedido", "Última compra"),
        "vacation": ("Vacaciones restantes", "Días libres"),
        "born": ("Nac.", "Nacido/a", "Cumple"),
        "cust_no": ("Cód.", "N.º", "Ref."),
        "since_short": ("Desde", "Alta", "Añadido"),
        "revenue": ("Ventas", "Compras", "Volumen"),
        "tel": ("Tfno", "Tel", "Teléfono"),
        "shop_tax": ("CIF", "NIF", "N.I.F."),
        "receipt_no": ("Ticket n.º", "Factura simplificada", "Nº op."),
        "till": ("Caja", "TPV", "Terminal caja"),
        "cashier": ("Cajero/a", "Le atendió", "Dependiente"),
        "subtotal": ("Subtotal", "Suma"),
        "total": ("TOTAL", "Total a pagar", "IMPORTE TOTAL"),
        "cash": ("Efectivo", "Entregado"),
        "change": ("Cambio", "Devolución"),
        "card_no": ("N.º tarjeta", "PAN", "Tarjeta n.º"),
        "auth": ("N.º autorización", "Aut.", "Cód. aut."),
        "terminal": ("Terminal", "ID comercio", "N.º TPV"),
        "customer": ("Socio/a", "Cliente", "Tarjeta de"),
        "loyalty": ("Tarjeta de socio", "N.º socio", "Club n.º"),
        "points": ("Puntos obtenidos", "Puntos de hoy", "Puntos"),
        "pc_merchant": ("Comercio", "Pagado a", "Tienda"),
        "pc_when": ("Fecha y hora", "Pagado el", "Procesado"),
        "pc_method": ("Método de pago", "Pagado con"),
        "pc_txn": ("ID de transacción", "Referencia", "N.º de operación"),
        "pc_payer": ("Pagador/a", "Titular de la tarjeta", "Cliente"),
        "pc_email": ("Recibo enviado a", "Justificante enviado a"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("Modificar", "✎ Modificar", "Abrir"), "delete": ("Borrar", "✕ Eliminar", "Quitar"),
        "export": ("Exportar CSV", "Descargar CSV", "Exportación"), "import": ("Importar", "Importar CSV"),
        "filters": ("Filtros", "+ Añadir filtro", "Más filtros"), "columns": ("Columnas", "Vista"),
        "add_c": ("+ Nuevo cliente", "Crear cliente"), "add_o": ("+ Crear pedido", "Nuevo pedido"),
        "add_e": ("+ Añadir empleado", "Alta de empleado"), "add_s": ("+ Proveedor", "Nuevo proveedor"),
        "delete_rec": ("Eliminar ficha", "Borrar", "Archivar"), "cancel": ("Cancelar", "Descartar"),
        "save_close": ("Guardar y cerrar", "Guardar y salir"),
        "save": ("Guardar", "Guardar cambios", "Aplicar cambios"),
        "message": ("Escribir", "Correo", "Enviar mensaje"), "call": ("Llamar", "☎ Llamar"),
        "profile": ("Ver ficha", "Detalles", "Perfil"), "add_contact": ("+ Contacto", "Nuevo contacto", "Invitar"),
        "print": ("Imprimir ticket", "Reimprimir", "Imprimir"), "download": ("Descargar PDF", "PDF"),
        "email_r": ("Enviar ticket", "Ticket por correo"), "refund": ("Devolver", "Hacer devolución"),
        "new_sale": ("Nueva venta", "Volver a caja"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("Inicio", "Clientes", "Pedidos", "Plantilla", "Proveedores", "Analítica", "Configuración"),
        "brand": ("Gestiona", "Mostrador Admin", "Bitácora", "Faro ERP"),
        "title_c": ("Clientes", "Todos los clientes", "Cartera de clientes"),
        "title_o": ("Pedidos", "Todos los pedidos", "Ventas"),
        "title_e": ("Plantilla", "Empleados", "Directorio interno"),
        "title_s": ("Proveedores", "Listado de proveedores", "Suministradores"),
        "search": ("Buscar…", "Nombre, correo o n.º", "Búsqueda rápida", "Encontrar registro…"),
        "chips_c": ("Estado: activo", "Alta: últimos 90 días", "Provincia: Madrid", "Segmento: Mayorista"),
        "chips_o": ("Pagados", "Este mes", "Canal: tienda online", "Por revisar"),
        "chips_e": ("Área: Ventas", "Sede: Valencia", "Jornada completa"),
        "chips_s": ("Categoría: Embalaje", "Solo homologados", "País: España"),
        "results_fmt": ("{n} resultados", "{n} registros", "{n} en total"),
        "count_fmt": ("{a}–{b} de {n}", "Mostrando {a} a {b} de {n}", "{a}-{b} / {n}"),
        "selected_fmt": ("{n} seleccionados", "{n} filas marcadas"),
        "st_c": ("Activo", "Prueba", "Inactivo", "Moroso", "Premium"),
        "st_o": ("Pagado", "Pendiente de pago", "Borrador", "Reembolsado", "Enviado"),
        "st_e": ("En activo", "De baja", "Cesado", "Suspendido", "En prácticas"),
        "st_s": ("Homologado", "En revisión", "Inactivo", "Bloqueado", "Preferente"),
        "depts": ("Ventas", "Contabilidad", "Desarrollo", "Logística", "Marketing", "Atención al cliente", "RR. HH."),
        "jobs": ("Directora comercial", "Administrativo", "Responsable de compras", "Desarrolladora", "Controller",
                 "Gestor de cuentas", "Jefe de proyecto", "Técnica de nóminas"),
        "salutations": ("Sr.", "Sra.", "Dr.", "Dra."),
        "groups": ("Particular", "Mayorista", "Cuenta clave", "Distribuidor", "Administración pública"),
        "terms": ("30 días", "60 días", "Al contado", "Recibo domiciliado"),
        "notes": ("Prefiere que le llamen por la tarde.", "Facturas solo en PDF.",
                  "Descuento pactado hasta el 31/12.", "Lo conocimos en la feria de Valencia."),
        "help_id": ("Se guarda cifrado.", "Necesario para Hacienda."),
        "help_email": ("Las facturas se envían aquí.", "No se comparte con terceros."),
        "help_phone": ("Con prefijo.", "Solo para avisos de entrega."),
        "help_addr": ("Calle, número, código postal y ciudad.", "Aparece en cada factura."),
        "help_bank": ("Las devoluciones se abonan en esta cuenta.", "Compruébala antes de guardar."),
        "crumb": ("{section} › {name}", "{section} / {name} / Editar"),
        "ef_title_c": ("Editar ficha de cliente", "Ficha de cliente", "Modificar cliente"),
        "ef_title_e": ("Ficha del empleado", "Editar empleado", "Expediente"),
        "unsaved": ("Cambios sin guardar", "Borrador", "Guardado hace 2 min"),
        "required": ("* Campo obligatorio", "Los campos con * son obligatorios."),
        "vacation_fmt": ("{n} días", "quedan {n} días"),
        "badges": ("Premium", "Nuevo", "Cuenta clave", "Potencial", "Favorito"),
        "badges_team": ("Teletrabajo", "Recién llegado", "De baja", "Admin", "Media jornada"),
        "role_fmt": ("{job} en {company}", "{job} · {company}", "{job}, {company}"),
        "tabs": ("Todos", "Favoritos", "Añadidos recientemente", "Archivados"),
        "cg_title_contacts": ("Contactos", "Agenda"),
        "cg_title_team": ("Equipo", "Nuestro equipo", "Directorio"),
        "cg_title_cust": ("Cuentas clave", "Contactos de clientes"),
        "cg_title_sup": ("Contactos de proveedores", "Proveedores"),
        "cg_count": ("{n} contactos", "{n} personas", "{n} en total"),
        "sort": ("Ordenar: nombre A–Z", "Ordenar: más recientes", "Ordenar: empresa"),
        "qty_fmt": ("{qty} x {price}", "{qty} ud. x {price}", "{qty} × {price}"),
        "return_fmt": ("DEVOLUCIÓN {item}", "Anulado: {item}"),
        "discount": ("Dto. socio", "Cupón descuento", "Promo 2.ª ud.", "Descuento"),
        "tax_fmt": ("IVA {rate} % incluido", "Cuota IVA {rate} %", "Base + IVA {rate} %"),
        "card_brands": ("VISA", "Mastercard", "Maestro", "VISA Débito"),
        "cash_word": ("Efectivo", "Metálico"),
        "wallets": ("Apple Pay", "Google Pay", "Bizum"),
        "entry": ("Sin contacto", "Chip", "Contactless"),
        "approved": ("OPERACIÓN APROBADA", "Pago autorizado"),
        "receipt_title": ("FACTURA SIMPLIFICADA", "Ticket de compra", "Ticket"),
        "copy": ("COPIA PARA EL CLIENTE", "COPIA PARA EL COMERCIO"),
        "served_fmt": ("Le atendió {name}", "Su cajero/a hoy: {name}"),
        "thanks": ("¡Gracias por su compra!", "GRACIAS POR SU VISITA", "¡Hasta pronto!"),
        "policy": ("Cambios en 15 días presentando este ticket.", "Conserve este ticket."),
        "pc_title": ("Pago realizado", "Pago recibido", "Cobro completado"),
        "pos_brand": ("CajaFácil", "Mostrador POS", "Tikket"),
        "pos_nav": ("Caja", "Operaciones", "Artículos", "Clientes", "Informes"),
        "pos_user": ("Sesión de {name}", "{name} · Caja 2"),
        "pos_crumb": ("Operaciones › Ticket {no}", "Venta n.º {no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Café con leche", 1.7), ("Cruasán", 1.3), ("Barra de pan", 1.1), ("Leche entera 1 l", 1.0),
        ("Papel de cocina x4", 3.1), ("Pilas AA x8", 7.2), ("Yogur natural x4", 1.8), ("Zumo de naranja 1 l", 2.1),
        ("Lavavajillas", 1.9), ("Queso manchego 250 g", 5.6), ("Agua mineral 6x1,5 l", 2.9), ("Cargador USB", 11.9),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("Inquilino/a", "Arrendatario", "Ocupante"), "eg_employee": ("Trabajador/a", "Apellidos, nombre", "Empleado/a"),
        "eg_member": ("Socio/a", "Nombre del socio", "Abonado"), "eg_unit": ("Vivienda", "Piso/Pta.", "Unidad"),
        "eg_phone": ("Tfno.", "Tel. particular", "Nº teléfono"), "eg_email": ("Correo-e", "E-mail", "Dirección e-mail"),
        "eg_dob": ("F. nac.", "Fecha nac.", "Nacido/a"), "eg_start": ("Alta contrato", "Entrada", "Inicio arriendo"),
        "eg_iban": ("IBAN", "Cta. (IBAN)", "Nº cuenta"), "eg_rent": ("Renta", "Alquiler/mes", "Renta mensual"),
        "eg_deposit": ("Fianza", "Depósito"), "eg_arrears": ("Deuda", "Impagado", "Atrasos"),
        "eg_state": ("Estado contrato", "Situación"), "eg_persno": ("Nº emp.", "Cód. trab.", "Legajo"),
        "eg_dept": ("Centro", "Dpto.", "Sección"), "eg_taxid": ("NAF", "Nº SS / DNI", "Afiliación SS"),
        "eg_gross": ("Devengado", "Bruto", "Total devengado"), "eg_deduct": ("Deducciones", "Retenciones", "IRPF + SS"),
        "eg_net": ("Líquido", "Neto", "Líquido a percibir"), "eg_invno": ("Nº fra.", "Factura", "Nº doc."),
        "eg_debtor": ("Cliente (razón social)", "Deudor", "Titular"),
        "eg_contact": ("Persona de contacto", "A/A", "Contacto"), "eg_invdate": ("F. factura", "Emitida", "F. emisión"),
        "eg_due": ("Vto.", "Vencimiento", "Vence"), "eg_amount": ("Importe fra.", "Total fra.", "Importe"),
        "eg_paid": ("Cobrado", "Pagado", "Abonado"), "eg_balance": ("Pendiente", "Saldo vivo", "Por cobrar"),
        "eg_dunning": ("Reclamación", "Aviso", "Nivel recl."), "eg_memno": ("Nº socio", "Nº abonado", "Carné"),
        "eg_address": ("Domicilio", "Dirección postal", "Calle / Localidad"),
        "eg_payment": ("Forma de pago", "Domiciliación", "Paga con"),
        "eg_joined": ("Alta", "F. alta", "Socio desde"), "eg_fee": ("Cuota", "Cuota/mes", "Cuota mensual"),
        "eg_tier": ("Modalidad", "Tipo de cuota", "Categoría"), "eg_records": ("Registros", "Filas"),
        "eg_selected": ("Marcados", "Seleccionados"), "eg_subtotal": ("Total grupo", "Suma parcial", "Σ grupo"),
        "eg_total": ("Total general", "Suma total", "Total"), "eg_sum": ("Suma", "Σ columna", "Total columna"),
        "eg_view": ("Vista", "Diseño", "Vista guardada"),
        "wz_s_personal": ("Sobre usted", "Datos personales", "Identificación"),
        "wz_s_contact": ("Datos de contacto", "Cómo localizarle"),
        "wz_s_address": ("Domicilio", "Dónde vive", "Residencia habitual"),
        "wz_s_income": ("Situación laboral", "Sus ingresos", "Trabajo e ingresos"),
        "wz_s_payment": ("Datos de pago", "Cuenta de cargo", "Domiciliación bancaria"),
        "wz_fullname": ("Nombre y apellidos", "Solicitante", "Nombre completo (como en el DNI)"),
        "wz_dob": ("Fecha de nacimiento", "Nacimiento"), "wz_nationality": ("Nacionalidad", "País de nacionalidad"),
        "wz_idno": ("DNI/NIE", "Nº de documento", "Documento de identidad"),
        "wz_email": ("Correo electrónico", "E-mail", "Email de contacto"),
        "wz_phone": ("Teléfono", "Móvil", "Teléfono de contacto"),
        "wz_addr_now": ("Dirección actual", "Domicilio actual", "Calle, nº, CP y localidad"),
        "wz_moved_in": ("Reside aquí desde", "Fecha de entrada", "En este domicilio desde"),
        "wz_addr_prev": ("Domicilio anterior", "Dirección anterior"), "wz_status": ("Situación laboral", "Tipo de empleo"),
        "wz_employer": ("Empresa", "Nombre de la empresa", "Empleador"), "wz_job": ("Profesión", "Puesto"),
        "wz_income": ("Ingresos netos mensuales", "Nómina neta al mes", "Ingresos mensuales"),
        "wz_holder": ("Titular de la cuenta", "Nombre del titular", "Titular"),
        "wz_card": ("Número de tarjeta", "Tarjeta", "Tarjeta de cargo"),
        "wz_iban": ("IBAN", "Su IBAN", "IBAN de la cuenta"), "wz_bank": ("BIC", "Código BIC", "BIC/SWIFT"),
        "wz_from": ("Cuenta de cargo", "Desde la cuenta", "Cuenta ordenante"),
        "wz_avail": ("Saldo disponible", "Disponible", "Puede enviar hasta"),
        "wz_payee": ("Beneficiario", "Nombre del beneficiario", "¿A quién?"),
        "wz_to_acct": ("IBAN del beneficiario", "Cuenta destino", "IBAN destino"),
        "wz_to_bank": ("BIC del beneficiario", "BIC (opcional)", "Banco destino"),
        "wz_amount": ("Importe", "Importe a transferir", "¿Cuánto?"),
        "wz_exec": ("Fecha de ejecución", "Ejecutar el", "Fecha de envío"), "wz_ref": ("Concepto", "Referencia", "Motivo"),
        "wz_speed": ("Tipo de transferencia", "Plazo", "¿Cuándo llega?"),
        "wz_recent": ("Beneficiarios recientes", "Últimos envíos", "Contactos frecuentes"),
        "wz_fs_insured": ("Asegurado/a", "Persona asegurada", "Datos del tomador"),
        "wz_fs_incident": ("Qué ocurrió", "El siniestro", "Datos del siniestro"),
        "wz_fs_third": ("Terceros implicados", "Contrario", "Otras personas"),
        "wz_fs_payout": ("Indemnización", "Reembolso", "¿Dónde le pagamos?"),
        "wz_insno": ("Nº de asegurado", "Tarjeta sanitaria", "Código de asegurado"),
        "wz_when": ("Fecha del siniestro", "¿Cuándo ocurrió?", "Ocurrido el"),
        "wz_where": ("Lugar del siniestro", "¿Dónde ocurrió?", "Lugar"),
        "wz_kind": ("Tipo de siniestro", "Causa", "Categoría"),
        "wz_what": ("Descripción", "Cuéntenos qué pasó", "Relato de los hechos"),
        "wz_tp_name": ("Nombre del contrario", "Tercero", "Otro conductor/persona"),
        "wz_tp_phone": ("Teléfono del contrario", "Tel. del tercero"),
        "wz_tp_insurer": ("Aseguradora del contrario", "Su compañía", "Compañía del tercero"),
        "wz_police": ("¿Hay denuncia?", "¿Parte amistoso?"),
        "wz_claimed": ("Importe reclamado", "Cuantía del daño", "Importe solicitado"),
        "wz_attach": ("Documentación", "Adjuntos", "Facturas y fotos"),
        "tc_tel": ("T", "Tel", "Fijo"), "tc_mob": ("M", "Móv", "Cel"), "tc_mail": ("E", "Mail", "@"),
        "tc_addr": ("D", "Dir", "Oficina"), "tc_web": ("W", "Web", "www"),
        "tc_rent": ("Renta", "Alquiler", "Cuota"), "tc_since": ("Inquilino desde", "Entrada", "Contrato desde"),
        "tc_deposit": ("Fianza", "Depósito", "Garantía"),
        "tc_cp_acct": ("Cuenta del ordenante/beneficiario", "Cuenta contraparte", "IBAN contrario"),
        "tc_ref": ("Concepto", "Descripción", "Detalle"), "tc_booked": ("Contabilizado", "Fecha valor", "Fecha operación"),
        "tc_holder": ("Titular", "Titular principal", "A nombre de"), "tc_acct": ("IBAN", "Nº de cuenta", "Cuenta"),
        "tc_balance": ("Saldo", "Saldo actual", "Disponible"),
        "sd_date": ("Fecha", "Día", "F. cargo"), "sd_desc": ("Concepto", "Descripción", "Servicio"),
        "sd_charge": ("Cargo", "Debe", "Importe"), "sd_credit": ("Abono", "Haber", "Pagos"),
        "sd_total_charges": ("Total cargos", "Suma de cargos"), "sd_total_credits": ("Total abonos", "Pagos recibidos"),
        "sd_balance": ("Saldo", "Saldo pendiente", "Pendiente"),
        "sd_card_file": ("Tarjeta registrada", "Tarjeta de garantía", "Tarjeta presentada al llegar"),
        "sd_room": ("Habitación", "Hab. nº"), "sd_arrival": ("Llegada", "Entrada", "F. llegada"),
        "sd_departure": ("Salida", "F. salida", "Check-out"), "sd_persons": ("Personas", "Huéspedes", "Nº pers."),
        "sd_folio": ("Folio nº", "Nº de cuenta", "Factura nº"), "sd_clerk": ("Recepcionista", "Le atendió", "Agente"),
        "sd_tel": ("Tel.", "Teléfono", "Reservas"), "sd_taxno": ("CIF", "NIF-IVA", "N.I.F."),
        "sd_bank": ("Nuestra cuenta", "Banco", "Transferir a"), "sd_sign": ("Firma del cliente", "Firma", "Conforme"),
        "sd_item": ("Concepto", "Término", "Partida"), "sd_qty": ("Cantidad", "Consumo", "Unidades"),
        "sd_uprice": ("Precio unitario", "Precio", "Tarifa"), "sd_amount": ("Importe", "Total", "Importe (sin IVA)"),
        "sd_meter": ("Nº contador", "Contador", "CUPS"), "sd_prev": ("Lectura anterior", "Lect. ant.", "Anterior"),
        "sd_curr": ("Lectura actual", "Lect. act.", "Actual"), "sd_use": ("Consumo", "kWh consumidos", "Diferencia"),
        "sd_net_total": ("Base imponible", "Total sin IVA"), "sd_gross": ("Total factura", "Importe total"),
        "sd_prepaid": ("Pagos a cuenta", "Ya abonado", "Cuotas pagadas"),
        "sd_due_total": ("Total a pagar", "A pagar", "Importe a cargar"),
        "sd_credit_total": ("Saldo a su favor", "A devolver", "Su crédito"),
        "sd_due_date": ("Fecha de cargo", "Se cargará el", "Pagar antes de"),
        "sd_mandate": ("Referencia de mandato", "Mandato SEPA", "Ref. domiciliación"),
        "sd_custno": ("Nº de cliente", "Código cliente", "Su nº de cliente"),
        "sd_contract": ("Nº de contrato", "Contrato", "Póliza de suministro"),
        "sd_billdate": ("Fecha de factura", "Emitida el", "Fecha emisión"),
        "sd_period": ("Periodo de facturación", "Periodo", "Consumo del periodo"),
        "sd_hotline": ("Atención al cliente", "¿Dudas?", "Llámenos"),
        "sd_supply": ("Dirección de suministro", "Punto de suministro", "Suministro en"),
        "sd_m_item": ("Artículo", "Producto", "Descripción"), "sd_m_qty": ("Cant.", "Unidades"),
        "sd_m_price": ("Precio", "Total línea"), "sd_m_sub": ("Subtotal artículos", "Artículos", "Importe artículos"),
        "sd_m_shipping": ("Envío", "Gastos de envío", "Entrega"),
        "sd_m_total": ("Total pedido", "Importe total", "Total (IVA incl.)"),
        "sd_m_paid": ("Pago", "Pagado con", "Forma de pago"),
        "sd_ship": ("Dirección de entrega", "Enviar a", "Entrega en"),
        "sd_bill": ("Dirección de facturación", "Facturar a", "Facturación"),
        "sd_orderno": ("Nº de pedido", "Pedido nº", "Ref. pedido"),
        "sd_orderdate": ("Realizado el", "Fecha del pedido", "Pedido el"),
        "sd_m_help": ("Ayuda", "Atención al cliente", "¿Preguntas? Llame al"), "sd_m_from": ("De", "Remitente"),
        "sd_m_to": ("Para", "Destinatario"), "sd_m_date": ("Fecha", "Enviado", "Recibido"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ Nuevo", "Alta"), "eg_copy": ("Copiar", "Duplicar"), "eg_delete": ("Borrar", "✕ Eliminar"),
        "eg_print": ("Imprimir", "Imprimir listado"), "eg_excel": ("Exportar a Excel", "XLSX", "Excel"),
        "eg_post": ("Contabilizar", "Aprobar", "Cerrar nómina"), "eg_mail": ("E-mail", "Enviar aviso", "Carta masiva"),
        "wz_change": ("Cambiar", "Modificar", "Editar"), "wz_back": ("Atrás", "‹ Anterior"),
        "wz_submit": ("Enviar solicitud", "Enviar", "Confirmar y enviar"), "wz_cancel": ("Cancelar", "Empezar de nuevo"),
        "wz_continue": ("Continuar", "Revisar transferencia", "Siguiente"),
        "wz_save_draft": ("Guardar borrador", "Terminar más tarde"), "wz_next": ("Siguiente", "Continuar →"),
        "wz_upload": ("Subir archivo", "+ Adjuntar"),
        "tc_save": ("Guardar contacto", "Añadir a contactos", "vCard"), "tc_share": ("Compartir", "⋯"),
        "tc_export": ("Exportar", "Exportar CSV"), "tc_scan": ("Escanear tarjeta", "+ Escanear"),
        "tc_message": ("Mensaje", "Escribir al inquilino"), "tc_ledger": ("Cuenta del inquilino", "Ver recibos"),
        "tc_add_tenant": ("+ Nuevo inquilino", "Nuevo contrato"), "tc_transfer": ("Transferir", "Enviar dinero"),
        "tc_split": ("Dividir", "Categorizar"), "tc_dispute": ("Reclamar", "Informar de un problema"),
        "sd_download": ("Descargar", "⤓ PDF"), "sd_print": ("Imprimir", "Imprimir…"),
        "sd_mail": ("Enviar por e-mail", "Mandar factura"), "sd_compose": ("Redactar", "+ Nuevo correo"),
        "sd_reply": ("Responder", "↩ Responder"), "sd_forward": ("Reenviar", "→ Reenviar"),
        "sd_track": ("Seguir mi pedido", "Ver estado del pedido"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("Gestiona ERP", "FincaSoft", "NóminaPlus", "Atlántico 365"),
        "eg_modules": ("Inicio", "Inmuebles", "Nóminas", "Cobros", "Socios", "Informes"),
        "eg_title_tenants": ("Relación de inquilinos", "Rentas del mes", "Inquilinos por finca"),
        "eg_title_payroll": ("Resumen de nóminas", "Libro de nóminas", "Listado de nóminas"),
        "eg_title_invoices": ("Cartera de cobros", "Facturas pendientes", "Antigüedad de saldos"),
        "eg_title_members": ("Listado de socios", "Fichero de socios", "Cuotas de socios"),
        "eg_portfolio": ("Cartera: Residencial Sur", "Comunidad nº 12", "Todas las fincas"),
        "eg_period_fmt": ("Nómina de {month} {y}", "Periodo: {month} {y}", "Mes de {month} {y}"),
        "eg_asof_fmt": ("A fecha {date}", "Situación a {date}"),
        "eg_houses": ("Edificio Alameda", "Residencial Los Pinos", "Torre Mirador", "Las Acacias", "Plaza Mayor 4"),
        "eg_unit_fmt": ("{f}º {n}", "Piso {f}º-{n}", "Local {n}"),
        "eg_states_t": ("Al corriente", "Preaviso", "Con deuda", "Nuevo contrato", "Renovación"),
        "eg_states_i": ("Pendiente", "Recordatorio", "1ª reclamación", "2ª reclamación", "Vía judicial"),
        "eg_depts": ("Almacén", "Administración", "Comerciales", "Contabilidad", "Tienda"),
        "eg_buckets": ("Vencido hace más de 30 días", "Vencido de 1 a 30 días", "No vencido"),
        "eg_tiers": ("Adulto", "Familiar", "Joven", "Sénior", "Protector"),
        "eg_inv_prefix": ("FV", "F-", "A"), "eg_by_invoice": ("Recibo en ventanilla", "Transferencia"),
        "eg_count_fmt": ("({n})", "{n} filas", "{n} registros"), "eg_views": ("Estándar", "Mi vista", "Todas las columnas"),
        "wz_steps_review": ("Datos personales", "Contacto", "Ingresos", "Pago", "Revisión"),
        "wz_steps_transfer": ("Datos", "Revisión", "Firma", "Enviada"),
        "wz_steps_claim": ("Póliza", "Siniestro", "Pago", "Documentos", "Enviar"),
        "wz_step_fmt": ("Paso {i} de {n}: {step}", "{i}/{n} · {step}"),
        "wz_purposes": ("Solicitud de cuenta", "Solicitud de préstamo personal", "Solicitud de alquiler",
                        "Alta de suministro eléctrico"),
        "wz_title_review": ("Revise su solicitud", "Compruebe sus datos antes de enviar", "¿Está todo correcto?"),
        "wz_review_note": ("No se envía nada hasta que pulse el botón final.",
                           "Puede volver a cualquier paso para corregir un dato."),
        "wz_nations": ("Española", "España", "Portuguesa"),
        "wz_work_states": ("Asalariado/a indefinido", "Autónomo/a", "Jubilado/a", "Estudiante"),
        "wz_jobs": ("Enfermera", "Jefe de almacén", "Higienista dental", "Electricista", "Administrativo jurídico"),
        "wz_consent": ("Declaro que los datos facilitados son verdaderos y completos.",
                       "Acepto recibir la documentación por medios electrónicos."),
        "wz_consent2": ("Quiero recibir ofertas por correo electrónico.", "Autorizo la consulta a ficheros de solvencia."),
        "wz_title_transfer": ("Transferencia", "Nueva transferencia", "Enviar dinero"),
        "wz_accounts": ("Cuenta corriente", "Cuenta compartida", "Cuenta ahorro"),
        "wz_refs": ("Alquiler {month}", "Factura {no}", "¡Gracias por adelantarlo!", "Cuota {month}", "Mi parte de la cena"),
        "wz_speeds": ("Ordinaria (1 día hábil)", "Inmediata", "Programada"),
        "wz_save_payee": ("Guardar este beneficiario", "Añadir a mis contactos"),
        "wz_tan_note": ("Confirmará la operación con la clave que le enviaremos por SMS.",
                        "Las transferencias inmediatas llegan en segundos."),
        "wz_title_claim": ("Declarar un siniestro", "Parte de siniestro", "Solicitud de reembolso"),
        "wz_policy_fmt": ("Póliza {no}", "Póliza nº {no}"),
        "wz_claim_kinds": ("Accidente", "Enfermedad", "Robo", "Daños por agua"),
        "wz_claim_texts": ("Resbalé en la escalera mojada de la oficina y me torcí el tobillo; radiografía en urgencias.",
                           "Una semana con gripe, dos visitas al médico y medicamentos de la farmacia.",
                           "Me robaron la bicicleta frente a la estación pese al candado; denuncia presentada.",
                           "Reventó una tubería bajo el fregadero y se mojaron el mueble y el suelo de la cocina."),
        "wz_yes_no": ("Sí", "No"),
        "wz_files": ("factura_farmacia.pdf", "foto_danos_1.jpg", "denuncia.pdf", "presupuesto_reparacion.pdf",
                     "informe_medico.pdf"),
        "wz_claim_confirm": ("Declaro que la información de este parte es veraz.",
                             "Sé que una declaración falsa puede anular la cobertura."),
        "tc_title_vcard": ("Tarjetas de visita", "Tarjetas escaneadas", "Tarjetero"),
        "tc_count_fmt": ("{n} tarjetas", "{n} escaneadas"),
        "tc_search": ("Buscar tarjetas…", "Nombre, empresa, e-mail…", "Buscar…"),
        "tc_tabs_vcard": ("Todas", "Esta semana", "Potenciales", "Socios"),
        "tc_jobs": ("Directora comercial", "Jefe regional", "Arquitecta sénior", "Director de compras", "Gerente",
                    "Gestor de cuentas"),
        "tc_title_tenant": ("Inquilinos", "Viviendas ocupadas", "Fichas de inquilinos"),
        "tc_props": ("Residencial Los Pinos", "Todas las fincas", "Edificio Alameda · 24 viviendas"),
        "tc_tabs_tenant": ("Todos", "Con deuda", "Preaviso", "Al día"),
        "tc_unit_fmt": ("Piso {n} · {r} hab.", "Vivienda {n} · {r} dorm.", "Nº {n} – {r} habitaciones"),
        "tc_overdue_fmt": ("Debe {amount}", "{amount} pendientes"),
        "tc_notice_fmt": ("Sale el {date}", "Preaviso hasta el {date}"),
        "tc_paid_up": ("Al corriente", "Sin deuda", "Pagado"),
        "tc_title_txn": ("Últimos movimientos", "Movimientos", "Actividad"),
        "tc_tabs_txn": ("Todos", "Ingresos", "Gastos", "Pendientes"),
        "tc_acct_names": ("Cuenta corriente", "Cuenta compartida", "Cuenta de gastos"),
        "tc_cats": ("Nómina", "Bizum recibido", "Bizum enviado", "Supermercado", "Luz y gas", "Restaurantes"),
        "tc_days": ("Hoy", "Ayer"), "tc_pending": ("Pendiente", "En proceso"),
        "tc_refs": ("Ref. {no}", "Pago {month}", "Factura {no}"),
        "sd_hotel_items": ("Alojamiento habitación", "Desayuno", "Parking", "Minibar", "Restaurante", "Lavandería"),
        "sd_rate_adj": ("Descuento empresa", "Descuento fidelidad", "Ajuste de tarifa"),
        "sd_tax_fmt": ("Impuesto {rate} %", "IVA {rate} %"),
        "sd_payment_fmt": ("Pago {card}", "Pago con tarjeta {card}", "Abonado con {card}"),
        "sd_net_fmt": ("Base al {rate} %", "Base imponible ({rate} %)"),
        "sd_vat_fmt": ("IVA {rate} %", "Cuota IVA {rate} %", "IVA ({rate} %)"),
        "sd_title_folio": ("Factura de estancia", "Folio", "Cuenta de la habitación"),
        "sd_thanks": ("Gracias por alojarse con nosotros.", "Esperamos volver a recibirle pronto."),
        "sd_file_fmt": ("{kind} – {no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("Su factura de luz – {month} {y}", "Factura de electricidad, {month} {y}"),
        "sd_util_items": ("Término de energía", "Término de potencia", "Peajes de red"),
        "sd_days_fmt": ("{n} días",), "sd_greet": ("Estimado/a {name}:", "Hola {name}:"),
        "sd_util_intro": ("Le enviamos su factura del periodo indicado.",
                          "Su consumo ha sido menor que en el mismo periodo del año pasado."),
        "sd_debit_fmt": ("El importe de {amount} se cargará el {date} en su cuenta {account}.",
                         "Cargaremos {amount} el {date} en la cuenta {account}."),
        "sd_refund_fmt": ("Le devolveremos {amount} en su cuenta {account}.",),
        "sd_mandate_prefix": ("MDT", "ES-"),
        "sd_mail_subject": ("Tu pedido {no} está confirmado", "Confirmación del pedido {no}",
                            "¡Gracias! Hemos recibido tu pedido {no}"),
        "sd_mail_hi": ("¡Gracias por tu pedido, {name}!", "Hola {name}, tu pedido está en marcha."),
        "sd_mail_intro": ("Te escribiremos de nuevo cuando salga el paquete.", "Este es el resumen de tu compra."),
        "sd_free": ("Gratis", "Envío gratuito"), "sd_codes": ("BIENVENIDA10", "VERANO15", "FIEL20"),
        "sd_discount_fmt": ("Código promocional ({code})", "Cupón {code}"),
        "sd_incl_fmt": ("IVA incluido {rate} %", "de los cuales IVA {rate} %"),
        "sd_paid_fmt": ("{brand} terminada en {last4}", "{brand} ····{last4}"),
        "sd_brands": ("Visa", "Mastercard", "American Express"), "sd_wallets": ("PayPal", "Bizum"),
        "sd_same_addr": ("La misma que la de entrega",),
        "sd_folders": ("Recibidos", "Destacados", "Enviados", "Borradores", "Archivo", "Correo no deseado"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Auriculares inalámbricos", 59.0), ("Botella de acero 1 l", 22.0), ("Esterilla de yoga", 29.5),
        ("Altavoz Bluetooth", 45.0), ("Pack 3 libretas A5", 14.99), ("Lámpara de escritorio LED", 34.99),
        ("Calcetines running (6 pares)", 18.0), ("Cafetera de émbolo 1 l", 27.95),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("€", "EUR")
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
    )  # fmt: skip
    long_day_fmt_kinds9 = "{d} {mon} {y}"
    payroll_rates: ClassVar[tuple[float, ...]] = (0.047, 0.0155, 0.001, 0.0013, 0.14)
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

    def passport_no(self, rng: random.Random) -> str:
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
        return f"{letters}{rng.randint(100000, 999999)}"

    def insurance_no(self, rng: random.Random) -> str:
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4))
        return letters + "".join(str(rng.randint(0, 9)) for _ in range(12))

    def social_no(self, rng: random.Random) -> str:
        return f"{rng.randint(1, 52):02d}/{rng.randint(10000000, 99999999)}/{rng.randint(10, 99)}"


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "户名", "bk_iban": "账号", "bk_bic": "开户网点", "bk_balance": "账户余额", "bk_available": "可用余额",
        "bk_overdraft": "透支额度", "bk_income": "收入", "bk_expenses": "支出", "bk_col_date": "交易日期",
        "bk_col_party": "对方户名", "bk_col_ref": "摘要", "bk_col_amount": "交易金额（元）", "bk_col_balance": "余额（元）",
        "bk_d_party": "对方户名", "bk_d_iban": "对方账号", "bk_d_ref": "附言", "bk_d_booked": "记账日期",
        "bk_d_mandate": "协议编号", "org_department": "部门", "org_email": "邮箱", "org_phone": "办公电话",
        "org_mobile": "手机", "org_office": "办公地点", "org_manager": "直属上级", "org_assistant": "助理",
        "org_employee_no": "工号", "org_start": "入职日期", "org_birthday": "出生日期", "org_about": "个人简介",
        "org_reports": "直属下属", "trk_number": "运单号", "trk_sender": "寄件方", "trk_recipient": "收件人",
        "trk_phone": "联系电话", "trk_notify": "通知邮箱", "trk_service": "服务类型", "trk_weight": "重量",
        "trk_ref": "订单号", "trk_cod": "代收货款", "trk_courier": "派件员", "trk_history": "物流详情",
        "trk_details": "运单信息", "trk_instructions": "配送备注", "doc_comments": "评论",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "交易明细", "org": "组织架构", "tracking": "运单"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "退出", "bk_transfer": "转账", "bk_filter": "筛选", "bk_pdf": "下载对账单", "bk_repeat": "再转一笔",
        "bk_dispute": "交易争议", "bk_receipt": "电子回单", "org_message": "发消息", "org_call": "拨打电话",
        "trk_track": "查询", "trk_change": "修改派送", "trk_call": "联系派件员", "doc_accept": "接受", "doc_reject": "拒绝",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("星海银行 网上银行",),
        "bk_nav": ("首页", "我的账户", "转账汇款", "生活缴费", "信用卡", "电子回单"),
        "bk_login": ("欢迎您，{name}", "当前用户：{name}"),
        "bk_accounts": ("活期账户", "一类户借记卡", "单位结算账户"),
        "bk_period": ("{a} 至 {b}",),
        "bk_search": ("搜索交易记录",),
        "bk_types": ("转入", "转出", "代扣", "消费", "定期转账"),
        "bk_pending": ("处理中",),
        "bk_ref_in": ("货款 {no}", "订单{order}付款", "订单{order}退款", "{name}转来的聚餐AA", "退还{street}押金"),
        "bk_ref_salary": ("{month}工资", "代发工资 {month}"),
        "bk_ref_out": ("{month}房租 {street}", "给{name}的生日礼物", "付款 {no}", "报销与{name}出差费用",
                       "{street}押金"),
        "bk_ref_debit": ("保险费 保单{order}", "电费 户号{order}", "{month}会员费"),
        "bk_ref_card": ("银联消费 {card} {date}", "快捷支付 {card}"),
        "bk_ref_standing": ("房租 {street}", "给{name}的生活费", "贷款还款 合同{order}"),
        "org_tabs": ("通讯录", "组织架构", "团队", "办公地点"),
        "org_search": ("搜索同事",),
        "org_heads": ("财务总监", "运营总监", "销售总监", "人力资源总监"),
        "org_titles": ("会计主管", "薪酬专员", "高级会计", "开票专员", "销售经理", "客户经理", "物流协调员", "客服主管",
                       "HRBP", "采购主管", "财务分析师", "行政专员"),
        "org_departments": ("财务部", "运营部", "销售部", "人力资源部"),
        "org_reports_count": ("{n}名下属",),
        "org_bio": ("负责{company}的账务。{date}前休假，有事请找{colleague}。",
                    "供应商付款和报销相关问题请找我，备岗：{colleague}。",
                    "之前在{company}工作。工作时间9:00–18:00，紧急情况请联系{colleague}。"),
        "trk_brand": ("迅达快递",),
        "trk_nav": ("查快递", "寄快递", "网点查询", "客服"),
        "trk_status": ("运输中", "派送中", "已签收"),
        "trk_steps": ("已揽件", "运输中", "派送中", "已签收"),
        "trk_events": ("商家已发货，等待揽收", "快递员已揽件", "到达分拨中心", "离开分拨中心，发往下一站", "到达派件网点",
                       "派件员正在派件"),
        "trk_hubs": ("上海转运中心", "杭州分拨中心", "广州白云转运中心", "北京顺义分拨中心", "成都双流转运中心",
                     "武汉汉阳网点"),
        "trk_delivered": ("已签收，签收人：{name}", "已由邻居{name}代收（{street}）", "已放入快递柜", "已签收，前台{name}代收"),
        "trk_eta_day": ("预计送达：{date} {wd}",),
        "trk_eta_window": ("预计今天{a}–{b}送达",),
        "trk_instr": ("家里没人的话放{name}家（{street}），谢谢。", "请放小区快递柜，不要放门口。",
                      "到了请先给{name}打电话，门铃坏了。"),
        "trk_route": ("派送路线 {n}",),
        "trk_stops": ("还有{n}站",),
        "trk_map_credit": ("地图数据 ©2026",),
        "trk_no_courier": ("派件当天将显示派件员信息。",),
        "doc_menu": ("文件", "编辑", "查看", "插入", "格式", "工具", "帮助"),
        "doc_file": ("服务合同-{company}（草稿）", "{company}维保合同 v3", "{company}框架协议（待审）"),
        "doc_saved": ("2分钟前已保存", "所有更改已保存到云端"),
        "doc_mode": ("建议模式",),
        "doc_style": ("正文",),
        "doc_title": ("服务合同",),
        "doc_party1": ("甲方：{company}，地址：{address}，授权代表：{name}",),
        "doc_party2": ("乙方：{company}，地址：{address}，授权代表：{name}",),
        "doc_heads": ("第一条 服务内容", "第二条 费用及支付", "第三条 联系人", "第四条 合同期限"),
        "doc_scope": ("乙方负责甲方办公设备的上门维护与维修，每年安排两次定期保养。",
                      "乙方负责为甲方各办公地点提供、安装并维护咖啡机。"),
        "doc_fee": ("月服务费为{fee}（不含税）。甲方应在收到发票后30日内支付至乙方账户{account}。",),
        "doc_contact": ("本合同相关通知请发送给{name}（{email}，{phone}）。",),
        "doc_term": ("本合同自{date}起生效，有效期24个月。任何一方可提前三个月书面通知解除本合同。",),
        "doc_sign": ("甲方（盖章）", "乙方（盖章）"),
        "doc_when": ("今天 {time}", "昨天 {time}"),
        "doc_c_addr": ("{company}十月份搬到{address}了，这里要不要改一下？", "这个地址还对吗？他们新的信笺上写的是{address}。"),
        "doc_c_done": ("@{name} 好的，我请对方书面确认一下。", "@{name} 收到，对方确认后我来改。"),
        "doc_suggest": ("替换：{old} → {new}",),
        "doc_c_fee": ("@{name} {amount}是最终价格吗？去年是{old}。", "财务批的上限是{amount}，@{name} 请确认。（原来是{old}）"),
        "doc_c_other": ("@{name} 能和财务部的{colleague}核对一下账号吗？", "请把{colleague}（{email}）加为第二联系人。",
                        "@{name} 乙方谁来签字？还是{colleague}吗？"),
        "doc_reply_box": ("回复，或用@提及他人",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "预订编号", "tb_itinerary": "行程", "tb_passengers": "乘机人", "tb_col_name": "姓名",
        "tb_col_dob": "出生日期", "tb_col_doc": "证件号码", "tb_col_ff": "常旅客卡号", "tb_col_seat": "座位",
        "tb_col_bags": "行李额", "tb_payment": "支付信息", "tb_card_holder": "持卡人", "tb_card": "银行卡",
        "tb_expiry": "有效期", "tb_billing": "账单地址", "tb_contact": "联系人信息", "tb_email": "邮箱",
        "tb_phone": "手机号", "tb_price": "费用明细", "tb_fare": "机票价格", "tb_taxes": "机建燃油税费",
        "tb_bags_fee": "托运行李", "tb_seats_fee": "选座费", "tb_hotel_fee": "酒店", "tb_total": "实付金额",
        "tb_hotel": "酒店信息", "tb_checkin": "入住", "tb_checkout": "离店", "tb_room": "房型", "tb_guest": "入住人",
        "pp_details": "就诊人", "pp_dob": "出生日期", "pp_patient_id": "病历号", "pp_insurance": "医保类型",
        "pp_member": "医保卡号", "pp_address": "住址", "pp_phone": "联系电话", "pp_email": "电子邮箱",
        "pp_gp": "签约医生", "pp_allergies": "过敏史", "pp_emergency": "紧急联系人", "pp_appointments": "待就诊预约",
        "pp_prescriptions": "处方记录", "pp_col_drug": "药品", "pp_col_dose": "用法用量", "pp_col_by": "开方医生",
        "pp_col_date": "开方日期", "pp_col_refills": "可续方次数", "pp_messages": "消息", "ps_personnel": "工号",
        "ps_tax_id": "身份证号", "ps_dept": "部门", "ps_position": "岗位", "ps_entry": "入职日期", "ps_dob": "出生日期",
        "ps_bank": "工资卡号", "ps_pay_date": "发放日期", "ps_earnings": "应发项目", "ps_deductions": "扣款项目",
        "ps_col_desc": "项目", "ps_col_amount": "本月金额", "ps_col_ytd": "本年累计", "ps_gross": "应发合计",
        "ps_total_ded": "扣款合计", "ps_net": "实发工资", "fm_participants": "参与者", "fm_info": "帖子信息",
        "fm_started": "发帖时间", "fm_replies": "回复", "fm_views": "浏览", "fm_similar": "相关帖子",
        "fm_joined": "注册时间", "fm_posts": "帖子",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "工资条"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "退出", "tb_manage": "管理订单", "tb_bags": "加购行李", "tb_seats": "在线选座", "tb_checkin": "网上值机",
        "tb_calendar": "添加到日历", "pp_book": "预约挂号", "pp_message": "咨询", "pp_download": "下载报告",
        "pp_checkin": "在线签到", "pp_reschedule": "改约", "pp_refill": "申请续方", "pp_reply": "回复",
        "ps_download": "下载", "fm_new": "发新帖", "fm_login": "登录", "fm_follow": "关注", "fm_reply": "回复",
        "fm_quote": "引用", "fm_like": "点赞", "fm_report": "举报", "fm_post": "发表回复",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("云途旅行",),
        "tb_nav": ("机票", "酒店", "租车", "我的行程", "帮助"),
        "tb_login": ("你好，{name}", "当前用户：{name}"),
        "tb_confirmed": ("预订成功",),
        "tb_greeting": ("{name}，感谢您的预订！您的{city}之旅已安排妥当。", "{name}，一切就绪，准备出发去{city}吧！"),
        "tb_sent": ("确认函和电子客票已发送至{email}。",),
        "tb_legs": ("去程", "返程"),
        "tb_airports": ("北京 (PEK)", "上海 (PVG)", "广州 (CAN)", "深圳 (SZX)", "成都 (TFU)", "杭州 (HGH)", "三亚 (SYX)",
                        "东京 (NRT)", "新加坡 (SIN)"),
        "tb_duration": ("{h}小时{m}分",),
        "tb_stops": ("直飞", "经停1次"),
        "tb_cabins": ("经济舱", "超级经济舱", "公务舱"),
        "tb_bag_allow": ("托运20公斤", "仅限手提行李", "托运2件×23公斤"),
        "tb_hotels": ("海悦大酒店", "锦江花园酒店", "云栖度假酒店", "城市便捷酒店"),
        "tb_rooms": ("高级大床房 海景", "豪华双床房 含早", "家庭套房"),
        "tb_card_brands": ("银联", "Visa", "Mastercard"),
        "tb_notice": ("请携带有效身份证件或护照。航班起飞前24小时开放网上值机，行李托运于起飞前45分钟截止。",),
        "pp_brand": ("仁和医院 患者服务",),
        "pp_nav": ("首页", "预约挂号", "消息", "处方", "检查报告", "缴费"),
        "pp_welcome": ("您好，{name}", "欢迎，{name}"),
        "pp_doctor": ("{name}医生", "{name}医生"),
        "pp_insurers": ("城镇职工医保", "城乡居民医保", "商业保险"),
        "pp_relations": ("妻子", "丈夫", "母亲", "父亲", "女儿", "儿子"),
        "pp_relation_fmt": ("（{rel}）",),
        "pp_visits": ("年度体检", "复诊", "抽血检查", "线上问诊", "流感疫苗接种"),
        "pp_clinics": ("仁和医院门诊部", "仁和医院心内科", "仁和医院检验科（北院区）"),
        "pp_drugs": ("苯磺酸氨氯地平片 5mg", "阿托伐他汀钙片 20mg", "二甲双胍缓释片 0.5g", "阿莫西林胶囊 0.25g",
                     "左甲状腺素钠片 50μg", "布洛芬缓释胶囊 0.3g"),
        "pp_doses": ("每日一次，每次一片，早饭后", "每日两次，随餐服用", "每日三次，每次两粒，连服7天",
                     "必要时服用，每日不超过两次"),
        "pp_allergy_list": ("青霉素", "无", "海鲜、花粉"),
        "pp_nurse_roles": ("护士", "护士长", "导诊"),
        "pp_when": ("今天 {time}", "昨天 {time}"),
        "pp_subjects": ("检查结果已出", "就诊前须知"),
        "pp_msg": (
            "{name}您好，您{date}的血液检查结果已出，各项指标均正常。{doctor}医生建议您三个月后复诊，请及时预约。"
            "如有疑问，请拨打{phone}。",
            "{name}您好，下次就诊时请携带医保卡和正在服用的药品清单。如需帮助填写表格，可联系前台的{colleague}，"
            "电话{phone}。",
        ),
        "pp_reply_box": ("输入回复内容…",),
        "ps_file": ("工资条_{y}-{m}.pdf",),
        "ps_title": ("{year}年{month}工资条",),
        "ps_period_fmt": ("结算周期：{a} 至 {b}",),
        "ps_earning_items": ("基本工资", "加班费", "岗位津贴", "绩效奖金", "交通补贴"),
        "ps_deduction_items": ("养老保险", "医疗保险", "失业保险", "住房公积金", "个人所得税"),
        "ps_departments": ("财务部", "仓储部", "客服部", "信息技术部", "销售部"),
        "ps_transfer": ("实发工资{amount}已于{date}发放至工资卡{account}。",),
        "ps_footer": ("{company} 人力资源部 · 工资信息请注意保密", "如对工资有疑问，请联系{company}人力资源部。"),
        "fm_brand": ("家网社区",),
        "fm_nav": ("论坛", "最新", "待解决", "会员", "帮助"),
        "fm_search": ("搜索社区",),
        "fm_crumb": ("论坛", "路由器与Wi-Fi"),
        "fm_titles": ("升级4.2固件后Wi-Fi老是断线", "笔记本每隔20分钟就掉线"),
        "fm_tags": ("固件", "wifi", "笔记本", "AX3000"),
        "fm_solved": ("已解决",),
        "fm_accepted": ("最佳答案",),
        "fm_roles": ("会员", "社区达人", "版主"),
        "fm_started_by": ("{name} 发表于 {date}",),
        "fm_wrote": ("{name} 写道：",),
        "fm_posts": (
            "升级到4.2固件以后，我的笔记本大概每二十分钟就断一次Wi-Fi，手机和电视都没问题。路由器已经重置过两次了。"
            "有人知道怎么回事吗？",
            "我也遇到了同样的问题。用户群里的{name}说降级回4.1就好了。你是什么型号？",
            "@{mention} 是AX3000。我昨天也给{company}的客服打了电话，他们只让我等补丁。",
            "感谢大家反馈。@{mention} 能把路由器的日志文件发到{email}吗？技术团队正在排查。",
            "我在高级设置里关掉了“智能频段切换”就好了。这个方法是{name}在另一个帖子里分享的。",
            "果然解决了，谢谢 @{mention}！我把帖子标记为已解决。",
        ),
        "fm_sig_jobs": ("IT管理员", "网络工程师", "行政主管", "运维工程师"),
        "fm_sig_line": ("{company} {job}",),
        "fm_handles": ("夜猫子", "丢包侠", "数码控", "路由小白", "咖啡不加糖", "折腾党"),
        "fm_reply_box": ("说点什么…",),
        "fm_similar_list": ("路由器每天凌晨3点自动重启", "iPhone搜不到访客网络", "4.2固件更新说明", "Mesh子路由无法配对"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("客户姓名", "会员姓名", "用户", "购买人"),
        "name_o": ("订货人", "买家", "付款人", "下单用户"),
        "name_e": ("员工姓名", "员工", "成员", "人员"),
        "name_s": ("对接人", "业务联系人", "供应商联系人"),
        "company": ("企业名称", "所属企业", "单位", "公司全称"),
        "supplier": ("供应商", "供应商名称", "供货单位"),
        "email": ("联系邮箱", "电邮", "E-mail", "工作邮箱"),
        "phone": ("座机", "固定电话", "联系方式", "办公座机"),
        "mobile": ("移动电话", "常用手机", "手机（个人）"),
        "dob": ("出生年月日", "生日日期", "出生于"),
        "natid": ("证件号", "居民身份证", "身份证件号码"),
        "bank": ("开户行账号", "收款账户", "银行账户", "打款账号"),
        "card": ("支付方式", "绑定银行卡", "付款方式"),
        "status": ("当前状态", "状态", "审核状态"),
        "created_c": ("注册日期", "建档时间", "首次下单"),
        "created_o": ("下单时间", "下单日期", "提交时间"),
        "created_e": ("入职时间", "到岗日期", "聘用日期"),
        "created_s": ("合作起始", "入库时间", "准入日期"),
        "address_bill": ("开票地址", "账单寄送地址", "发票邮寄地址"),
        "address_ship": ("收货信息", "配送地址", "送货地址"),
        "address_home": ("家庭住址", "现住址", "户籍地址"),
        "address_office": ("办公地址", "注册地址", "公司地址"),
        "amount_c": ("累计消费", "消费总额", "储值余额", "欠款"),
        "amount_o": ("订单金额", "应收金额", "订单总额", "实收"),
        "amount_e": ("年薪", "税前年薪", "薪酬"),
        "amount_s": ("应付账款", "采购额（本年）", "待付金额", "未付款"),
        "ref_c": ("客户ID", "会员编号", "客户代码"),
        "ref_o": ("订单", "单号", "采购单号"),
        "ref_e": ("员工编号", "工牌号", "人员编号"),
        "dept": ("所属部门", "团队", "部门/团队", "事业部"),
        "job": ("职位", "岗位名称", "职务"),
        "taxno": ("纳税人识别号", "税号", "统一信用代码"),
        "actions": ("管理", "更多操作", "操作项"),
        "rows": ("每页条数", "每页显示", "条/页"),
        "s_person": ("基本信息", "个人资料", "身份信息"),
        "s_contact": ("联系方式", "联络信息", "通讯信息"),
        "s_address": ("地址信息", "收货与开票", "地址"),
        "s_company": ("企业信息", "单位信息", "工商信息"),
        "s_billing": ("结算信息", "付款与开票", "银行信息"),
        "s_work": ("任职信息", "岗位与薪酬", "雇佣信息"),
        "s_notes": ("内部备注", "说明", "跟进备注"),
        "s_system": ("记录信息", "操作日志", "系统信息"),
        "salutation": ("称谓", "尊称"),
        "first": ("名", "名字"),
        "last": ("姓", "姓氏"),
        "fullname": ("完整姓名", "显示名称", "姓名（全称）"),
        "manager": ("直属领导", "汇报对象", "上级主管"),
        "owner": ("负责销售", "归属人", "跟进人"),
        "group": ("客户分组", "会员等级", "价格等级"),
        "limit": ("信用额度", "授信额度"),
        "terms": ("结算方式", "账期"),
        "notes": ("备注说明", "内部说明", "留言"),
        "rec_created": ("建档时间", "创建于"),
        "rec_by": ("最后修改人", "修改人", "更新人"),
        "sum": ("概览", "速览", "摘要"),
        "since": ("成为客户", "首次合作", "注册于"),
        "total_spent": ("累计消费", "总消费额", "累计成交"),
        "open_bal": ("待收款", "未结清", "欠款金额"),
        "last_order": ("最近下单", "最后一次购买"),
        "vacation": ("剩余年假", "可休假天数"),
        "born": ("生于", "出生", "生日"),
        "cust_no": ("编号", "会员号", "No."),
        "since_short": ("加入", "合作自", "建档"),
        "revenue": ("成交额", "消费", "销售额"),
        "tel": ("电话", "TEL", "客服热线"),
        "shop_tax": ("税号", "纳税人识别号", "信用代码"),
        "receipt_no": ("流水号", "小票号", "单据号"),
        "till": ("收银台", "机号", "POS机号"),
        "cashier": ("收银员", "收银", "营业员"),
        "subtotal": ("商品小计", "小计金额"),
        "total": ("应收", "合计金额", "总计"),
        "cash": ("实收现金", "现金", "收现"),
        "change": ("找零", "找赎"),
        "card_no": ("卡号", "付款卡号", "交易卡号"),
        "auth": ("授权码", "授权号"),
        "terminal": ("终端号", "终端编号"),
        "customer": ("会员", "会员姓名", "顾客"),
        "loyalty": ("会员卡号", "会员号", "积分卡号"),
        "points": ("本次积分", "获得积分", "积分"),
        "pc_merchant": ("收款方", "商户名称", "商户"),
        "pc_when": ("支付时间", "交易时间", "付款时间"),
        "pc_method": ("支付方式", "付款方式"),
        "pc_txn": ("交易单号", "商户单号", "支付流水号"),
        "pc_payer": ("付款人", "顾客", "持卡人"),
        "pc_email": ("电子小票发送至", "电子发票邮箱"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("修改", "✎ 编辑", "详情"), "delete": ("移除", "✕ 删除", "作废"),
        "export": ("导出Excel", "导出数据", "批量导出"), "import": ("导入", "批量导入"),
        "filters": ("筛选条件", "+ 添加筛选", "高级筛选"), "columns": ("列设置", "显示字段"),
        "add_c": ("+ 新建客户", "添加客户"), "add_o": ("+ 创建订单", "新建订单"),
        "add_e": ("+ 添加员工", "办理入职"), "add_s": ("+ 新增供应商", "添加供应商"),
        "delete_rec": ("删除档案", "删除", "归档"), "cancel": ("取消", "放弃修改"),
        "save_close": ("保存并关闭", "保存并返回"), "save": ("保存", "保存修改", "确定"),
        "message": ("发消息", "发邮件", "私信"), "call": ("拨打", "☎ 呼叫"),
        "profile": ("查看详情", "主页", "资料"), "add_contact": ("+ 添加联系人", "新建联系人", "邀请"),
        "print": ("打印小票", "补打", "打印"), "download": ("下载PDF", "下载"),
        "email_r": ("发送电子小票", "发送小票"), "refund": ("退款", "发起退款"),
        "new_sale": ("继续收银", "返回收银台"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("首页", "客户", "订单", "员工", "供应商", "统计分析", "设置"),
        "brand": ("云账本", "商管家", "易管后台", "北辰ERP"),
        "title_c": ("客户管理", "全部客户", "客户档案"),
        "title_o": ("订单管理", "全部订单", "销售订单"),
        "title_e": ("员工管理", "员工花名册", "人员列表"),
        "title_s": ("供应商管理", "供应商列表", "供应商档案"),
        "search": ("搜索…", "输入姓名、手机号或编号", "快速查找", "请输入关键词"),
        "chips_c": ("状态：正常", "注册：近90天", "地区：华东", "分组：批发客户"),
        "chips_o": ("已支付", "本月", "渠道：小程序", "待审核"),
        "chips_e": ("部门：销售部", "城市：杭州", "全职"),
        "chips_s": ("类别：包装材料", "仅已准入", "地区：广东"),
        "results_fmt": ("共 {n} 条", "{n} 条记录", "共{n}项"),
        "count_fmt": ("第 {a}–{b} 条，共 {n} 条", "{a}-{b} / 共{n}条", "显示 {a} 到 {b}，共 {n} 条"),
        "selected_fmt": ("已选 {n} 项", "已选择{n}条"),
        "st_c": ("正常", "试用中", "沉睡", "逾期", "VIP"),
        "st_o": ("已付款", "待付款", "草稿", "已退款", "已发货"),
        "st_e": ("在职", "休假中", "已离职", "停职", "实习"),
        "st_s": ("已准入", "审核中", "停用", "黑名单", "优选"),
        "depts": ("销售部", "财务部", "研发部", "运营部", "市场部", "客服部", "人事部"),
        "jobs": ("销售经理", "行政主管", "采购专员", "软件工程师", "财务主管", "客户成功经理", "项目经理", "运营专员"),
        "salutations": ("先生", "女士", "博士"),
        "groups": ("零售客户", "批发客户", "大客户", "代理商", "政企客户"),
        "terms": ("月结30天", "货到付款", "款到发货", "季度结算"),
        "notes": ("下午方便接电话。", "发票需开增值税专用发票。", "年底前享受9折优惠。", "在广交会上认识。"),
        "help_id": ("加密存储，仅管理员可见。", "用于个税申报。"),
        "help_email": ("发票将发送至此邮箱。", "不会向第三方公开。"),
        "help_phone": ("座机请加区号。", "仅用于配送通知。"),
        "help_addr": ("省、市、区及详细地址。", "将打印在发票上。"),
        "help_bank": ("退款将原路退回此账户。", "保存前请仔细核对。"),
        "crumb": ("{section} › {name}", "{section} / {name} / 编辑"),
        "ef_title_c": ("编辑客户资料", "客户档案", "修改客户信息"),
        "ef_title_e": ("员工档案", "编辑员工信息", "人事资料"),
        "unsaved": ("有未保存的修改", "草稿", "2分钟前已保存"),
        "required": ("* 为必填项", "带 * 的字段必须填写"),
        "vacation_fmt": ("{n} 天", "剩余{n}天"),
        "badges": ("VIP", "新客户", "大客户", "潜在客户", "星标"),
        "badges_team": ("远程办公", "新入职", "休假", "管理员", "兼职"),
        "role_fmt": ("{company} · {job}", "{job}｜{company}", "{company}{job}"),
        "tabs": ("全部", "星标", "最近添加", "已归档"),
        "cg_title_contacts": ("通讯录", "联系人卡片"),
        "cg_title_team": ("团队成员", "我们的团队", "员工通讯录"),
        "cg_title_cust": ("重点客户", "客户联系人"),
        "cg_title_sup": ("供应商联系人", "供应商"),
        "cg_count": ("共 {n} 人", "{n} 位联系人", "共{n}条"),
        "sort": ("排序：姓名", "排序：最近添加", "排序：公司"),
        "qty_fmt": ("{qty} × {price}", "数量 {qty} 单价 {price}", "{qty}件 @ {price}"),
        "return_fmt": ("退货 {item}", "退：{item}"),
        "discount": ("会员折扣", "优惠券抵扣", "满减优惠", "整单折扣"),
        "tax_fmt": ("含税 {rate}%", "其中增值税 {rate}%", "税额（{rate}%）"),
        "card_brands": ("银联", "VISA", "Mastercard", "银联借记卡"),
        "cash_word": ("现金",),
        "wallets": ("微信支付", "支付宝", "云闪付"),
        "entry": ("闪付", "插卡", "扫码"),
        "approved": ("交易成功", "支付成功"),
        "receipt_title": ("购物小票", "销售小票", "收银小票"),
        "copy": ("顾客联", "商户存根"),
        "served_fmt": ("收银员：{name}", "为您服务的是 {name}"),
        "thanks": ("谢谢惠顾，欢迎再次光临！", "感谢您的光临", "祝您购物愉快"),
        "policy": ("凭小票7天内可退换。", "请妥善保管小票。"),
        "pc_title": ("支付成功", "收款成功", "付款完成"),
        "pos_brand": ("收银宝", "店掌柜", "云POS"),
        "pos_nav": ("收银", "交易记录", "商品", "会员", "报表"),
        "pos_user": ("当前收银员：{name}", "{name} · 2号收银台"),
        "pos_crumb": ("交易记录 › 小票 {no}", "销售单 {no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("美式咖啡", 2.2), ("肉松面包", 1.0), ("全麦吐司", 1.6), ("纯牛奶 250ml×12", 6.8), ("抽纸 3包", 2.3),
        ("5号电池 8粒", 3.9), ("原味酸奶", 0.9), ("橙汁 1L", 2.0), ("洗洁精", 1.5), ("每日坚果", 9.8),
        ("矿泉水 550ml", 0.3), ("Type-C数据线", 4.2),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("承租人", "租户姓名", "住户"), "eg_employee": ("职工姓名", "发放对象", "姓 名"),
        "eg_member": ("会员名称", "学员姓名", "报名人"), "eg_unit": ("房号", "单元", "楼层/房间"),
        "eg_phone": ("电话(宅)", "手机号码", "联系电话"), "eg_email": ("邮箱地址", "Email", "电子信箱"),
        "eg_dob": ("出生年月", "出生日", "出生时间"), "eg_start": ("起租日", "入住日期", "合同起始"),
        "eg_iban": ("银行卡号", "工资卡号", "账号"), "eg_rent": ("月租金", "租金", "租金/月"),
        "eg_deposit": ("押金", "保证金"), "eg_arrears": ("欠租", "拖欠金额", "逾期未付"),
        "eg_state": ("租约状态", "租赁状态"), "eg_persno": ("工号", "职工号", "编号"),
        "eg_dept": ("所在部门", "成本中心", "班组"), "eg_taxid": ("身份证号", "社保编号", "证件号码"),
        "eg_gross": ("应发工资", "应发合计", "税前工资"), "eg_deduct": ("代扣合计", "扣款", "社保+个税"),
        "eg_net": ("实发工资", "实发金额", "到手"), "eg_invno": ("单据号", "发票号", "应收单号"),
        "eg_debtor": ("客户名称", "欠款单位", "往来单位"), "eg_contact": ("联系人", "经办人", "财务联系人"),
        "eg_invdate": ("开票日期", "单据日期", "记账日期"), "eg_due": ("到期日", "应收日期", "账期截止"),
        "eg_amount": ("单据金额", "价税合计", "开票金额"), "eg_paid": ("已收", "已收款", "回款"),
        "eg_balance": ("未收金额", "余额", "尚欠"), "eg_dunning": ("催收", "催款等级", "提醒"),
        "eg_memno": ("卡号(会员)", "学员编号", "会籍号"), "eg_address": ("通讯地址", "住址", "联系地址"),
        "eg_payment": ("缴费方式", "扣款方式", "付费渠道"), "eg_joined": ("入会日期", "办卡日期", "加入时间"),
        "eg_fee": ("月费", "会费", "会费/月"), "eg_tier": ("会籍类型", "卡种", "套餐"),
        "eg_records": ("记录数", "共计"), "eg_selected": ("已选", "选中"),
        "eg_subtotal": ("小计", "分组合计", "Σ 小计"), "eg_total": ("全部合计", "总合计", "合 计"),
        "eg_sum": ("求和", "汇总", "合计"), "eg_view": ("视图", "列表方案", "显示方案"),
        "wz_s_personal": ("申请人信息", "本人信息", "您的身份"), "wz_s_contact": ("联系信息", "如何联系您"),
        "wz_s_address": ("居住信息", "现居住地", "住址信息"), "wz_s_income": ("职业与收入", "收入情况", "工作信息"),
        "wz_s_payment": ("还款账户", "支付信息", "扣款账户"),
        "wz_fullname": ("申请人姓名", "姓名（与证件一致）", "真实姓名"), "wz_dob": ("出生日期", "生日"),
        "wz_nationality": ("国籍", "国家/地区"), "wz_idno": ("证件号码", "身份证号码", "护照/身份证号"),
        "wz_email": ("电子邮箱", "常用邮箱", "邮箱"), "wz_phone": ("手机号码", "常用手机", "联系电话"),
        "wz_addr_now": ("现居住地址", "详细地址", "居住地址"), "wz_moved_in": ("入住时间", "在此居住自", "居住起始"),
        "wz_addr_prev": ("原居住地址", "上一住址"), "wz_status": ("就业状态", "职业状态"),
        "wz_employer": ("工作单位", "单位名称", "任职公司"), "wz_job": ("职业", "职务"),
        "wz_income": ("月收入（税后）", "税后月收入", "每月净收入"), "wz_holder": ("账户名", "开户名", "账户户名"),
        "wz_card": ("银行卡号", "信用卡号", "扣款卡"), "wz_iban": ("银行账号", "借记卡号", "还款卡号"),
        "wz_bank": ("开户行", "开户银行", "开户网点"), "wz_from": ("付款账户", "转出账户", "付款卡"),
        "wz_avail": ("可用余额", "可转金额", "当前可用"), "wz_payee": ("收款人", "收款方户名", "转给谁"),
        "wz_to_acct": ("收款账号", "收款卡号", "对方账号"), "wz_to_bank": ("收款银行", "收款开户行", "对方银行"),
        "wz_amount": ("转账金额", "金额", "转多少"), "wz_exec": ("转账日期", "执行日期", "预约日期"),
        "wz_ref": ("附言", "用途", "转账备注"), "wz_speed": ("到账方式", "到账时间", "转账方式"),
        "wz_recent": ("最近转账", "常用收款人", "最近联系人"),
        "wz_fs_insured": ("被保险人", "出险人信息", "被保人"),
        "wz_fs_incident": ("出险经过", "事故信息", "发生了什么"),
        "wz_fs_third": ("第三方", "事故对方", "其他相关人"),
        "wz_fs_payout": ("理赔收款", "赔款领取", "赔款打到哪里"),
        "wz_insno": ("医保卡号", "社保卡号", "被保险人编号"),
        "wz_when": ("出险日期", "事故日期", "什么时候发生的？"), "wz_where": ("出险地点", "事故地点", "在哪里发生的？"),
        "wz_kind": ("出险类型", "理赔类别", "事故类型"), "wz_what": ("事故描述", "出险经过说明", "详细情况"),
        "wz_tp_name": ("对方姓名", "第三方姓名", "对方当事人"), "wz_tp_phone": ("对方电话", "第三方联系电话"),
        "wz_tp_insurer": ("对方保险公司", "对方承保公司", "第三方保险公司"),
        "wz_police": ("是否报警？", "是否有交警认定？"),
        "wz_claimed": ("申请赔付金额", "索赔金额", "损失金额"), "wz_attach": ("理赔材料", "附件", "发票与照片"),
        "tc_tel": ("T", "电话", "座机"), "tc_mob": ("M", "手机", "Mob"), "tc_mail": ("E", "邮箱", "@"),
        "tc_addr": ("A", "地址", "公司"), "tc_web": ("W", "网址", "Web"),
        "tc_rent": ("月租", "租金", "每月"), "tc_since": ("起租", "入住", "租住自"),
        "tc_deposit": ("押金", "保证金", "已收押金"),
        "tc_cp_acct": ("对方账户", "对方账号", "交易对手账号"), "tc_ref": ("附言", "摘要", "用途"),
        "tc_booked": ("记账日期", "入账时间", "交易日期"), "tc_holder": ("户名", "账户持有人", "开户人"),
        "tc_acct": ("账号", "卡号", "银行卡"), "tc_balance": ("余额", "可用余额", "账户余额"),
        "sd_date": ("日期", "消费日期", "入账日"), "sd_desc": ("项目", "消费项目", "摘要"),
        "sd_charge": ("消费", "借方", "金额"), "sd_credit": ("付款", "贷方", "已付"),
        "sd_total_charges": ("消费合计", "费用总计"), "sd_total_credits": ("付款合计", "已付合计"),
        "sd_balance": ("余额", "应付余额", "待结金额"), "sd_card_file": ("预授权卡", "担保信用卡", "入住登记卡"),
        "sd_room": ("房号", "房间号"), "sd_arrival": ("入住", "到店日期", "抵店"),
        "sd_departure": ("离店", "退房日期", "离店日期"), "sd_persons": ("人数", "入住人数", "宾客人数"),
        "sd_folio": ("账单号", "账页号", "结账单号"), "sd_clerk": ("前台", "经办人", "结账员"),
        "sd_tel": ("酒店电话", "总机", "预订电话"), "sd_taxno": ("统一社会信用代码", "税务登记号", "社会信用代码"),
        "sd_bank": ("开户行及账号", "对公账户", "汇款账户"), "sd_sign": ("宾客签名", "签名", "客人签字"),
        "sd_item": ("计费项目", "项目", "费用名称"), "sd_qty": ("数量", "用量", "计费量"),
        "sd_uprice": ("单价", "电价", "单价(元)"), "sd_amount": ("金额", "电费", "费用"),
        "sd_meter": ("电表号", "表号", "计量点"), "sd_prev": ("上次读数", "起码", "上期示数"),
        "sd_curr": ("本次读数", "止码", "本期示数"), "sd_use": ("用电量", "本期电量", "差值"),
        "sd_net_total": ("不含税金额", "税前合计"), "sd_gross": ("本期电费", "含税合计"),
        "sd_prepaid": ("预存抵扣", "已预交", "预付款"), "sd_due_total": ("应缴金额", "本期应缴", "需缴纳"),
        "sd_credit_total": ("账户余额", "预存余额", "可退金额"),
        "sd_due_date": ("缴费截止", "扣款日期", "最迟缴费日"), "sd_mandate": ("代扣协议号", "签约编号", "代扣编号"),
        "sd_custno": ("户号", "客户编号", "用户编号"), "sd_contract": ("合同号", "供电合同", "协议编号"),
        "sd_billdate": ("出账日期", "账单日期", "开单日期"), "sd_period": ("计费周期", "账期", "用电周期"),
        "sd_hotline": ("客服热线", "服务电话", "如有疑问"), "sd_supply": ("用电地址", "用电户址", "供电地址"),
        "sd_m_item": ("商品", "商品名称", "宝贝"), "sd_m_qty": ("数量", "件数"), "sd_m_price": ("金额", "小计"),
        "sd_m_sub": ("商品总额", "商品金额", "商品合计"), "sd_m_shipping": ("运费", "配送费", "快递费"),
        "sd_m_total": ("实付款", "订单总额", "应付总额"), "sd_m_paid": ("支付渠道", "支付", "付款通过"),
        "sd_ship": ("收货人", "收货地址", "配送至"), "sd_bill": ("开票信息", "账单地址", "发票寄送"),
        "sd_orderno": ("订单号", "订单编号", "订单"), "sd_orderdate": ("订单日期", "创建时间", "成交时间"),
        "sd_m_help": ("客服", "客服电话", "有疑问请致电"), "sd_m_from": ("发件人", "来自"),
        "sd_m_to": ("收件人", "发送至"), "sd_m_date": ("时间", "日期", "发送时间"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ 新增", "新建"), "eg_copy": ("复制", "复制新增"), "eg_delete": ("删除", "✕ 删除"),
        "eg_print": ("打印", "打印列表"), "eg_excel": ("导出Excel", "导出", "Excel"), "eg_post": ("过账", "审核", "发放"),
        "eg_mail": ("发邮件", "发送通知", "短信催缴"),
        "wz_change": ("修改", "更改", "编辑"), "wz_back": ("上一步", "‹ 返回"),
        "wz_submit": ("提交申请", "确认提交", "提交"), "wz_cancel": ("取消", "重新填写"),
        "wz_continue": ("下一步", "确认信息", "继续"), "wz_save_draft": ("保存草稿", "稍后继续"),
        "wz_next": ("下一步", "继续 →"), "wz_upload": ("上传文件", "+ 添加附件"),
        "tc_save": ("保存到通讯录", "存为联系人", "vCard"), "tc_share": ("分享", "⋯"), "tc_export": ("导出", "导出CSV"),
        "tc_scan": ("扫描名片", "+ 扫名片"), "tc_message": ("发消息", "联系租户"), "tc_ledger": ("租金台账", "账单"),
        "tc_add_tenant": ("+ 新增租户", "新签合同"), "tc_transfer": ("转账", "去转账"), "tc_split": ("拆分", "分类"),
        "tc_dispute": ("申诉", "反馈问题"),
        "sd_download": ("下载", "⤓ PDF"), "sd_print": ("打印", "打印…"), "sd_mail": ("发送到邮箱", "邮件发送"),
        "sd_compose": ("写邮件", "+ 写信"), "sd_reply": ("回复", "↩ 回复"), "sd_forward": ("转发", "→ 转发"),
        "sd_track": ("查看物流", "查看订单"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("云账房ERP", "易租宝", "薪酬通", "星河365"),
        "eg_modules": ("首页", "物业租赁", "薪资", "应收", "会员", "报表"),
        "eg_title_tenants": ("租户台账", "租金明细", "按楼栋查看租户"),
        "eg_title_payroll": ("工资表", "薪资发放明细", "工资汇总表"),
        "eg_title_invoices": ("应收账款", "应收账龄分析", "未结应收单"),
        "eg_title_members": ("会员名单", "会员档案", "会费台账"),
        "eg_portfolio": ("项目：滨江花园", "管理处：第三物业", "全部楼盘"),
        "eg_period_fmt": ("{y}年{month}工资", "发放期间：{y}年{month}", "{y}年{month}"),
        "eg_asof_fmt": ("截至 {date}", "统计日期：{date}"),
        "eg_houses": ("滨江花园", "翠湖苑", "金桂大厦", "阳光小区", "锦绣华庭"),
        "eg_unit_fmt": ("{f}栋{n}室", "{n}号房", "{f}-{n:02d}"),
        "eg_states_t": ("正常", "已提退租", "欠租", "新签", "待续签"),
        "eg_states_i": ("未到期", "已提醒", "一次催收", "二次催收", "法务处理"),
        "eg_depts": ("仓储部", "行政部", "外勤组", "财务部", "门店"),
        "eg_buckets": ("逾期30天以上", "逾期1–30天", "未到期"),
        "eg_tiers": ("成人卡", "家庭卡", "学生卡", "长者卡", "企业卡"),
        "eg_inv_prefix": ("YS", "AR-", "XS"), "eg_by_invoice": ("现金", "对公转账"),
        "eg_count_fmt": ("（{n}）", "{n} 行", "共{n}条"), "eg_views": ("默认视图", "我的视图", "全部列"),
        "wz_steps_review": ("身份信息", "联系方式", "收入", "账户", "确认"),
        "wz_steps_transfer": ("填写", "确认", "验证", "完成"),
        "wz_steps_claim": ("保单", "出险", "收款", "材料", "提交"),
        "wz_step_fmt": ("第{i}步，共{n}步：{step}", "{i}/{n} · {step}"),
        "wz_purposes": ("开户申请", "个人消费贷款申请", "租房申请", "用电开户"),
        "wz_title_review": ("请核对您的申请信息", "提交前请确认", "信息是否正确？"),
        "wz_review_note": ("点击底部按钮后才会提交。", "如需修改，可返回任意一步。"),
        "wz_nations": ("中国", "中华人民共和国", "中国（香港）"),
        "wz_work_states": ("在职（全职）", "个体经营", "退休", "学生"),
        "wz_jobs": ("护士", "仓库主管", "口腔护士", "电工", "律师助理"),
        "wz_consent": ("本人承诺以上信息真实、完整。", "同意以电子方式接收相关文件。"),
        "wz_consent2": ("愿意接收优惠活动短信。", "授权查询本人征信报告。"),
        "wz_title_transfer": ("转账", "新建转账", "给他人转账"),
        "wz_accounts": ("借记卡", "工资卡", "储蓄账户"),
        "wz_refs": ("{month}房租", "货款{no}", "谢谢垫付！", "{month}会费", "聚餐AA"),
        "wz_speeds": ("普通到账（2小时内）", "实时到账", "次日到账"),
        "wz_save_payee": ("保存为常用收款人", "添加到收款人名单"),
        "wz_tan_note": ("下一步将向您的手机发送短信验证码。", "实时到账的转账一般几秒内到账。"),
        "wz_title_claim": ("申请理赔", "报案理赔", "在线理赔"),
        "wz_policy_fmt": ("保单号 {no}", "保单 {no}"),
        "wz_claim_kinds": ("意外", "疾病", "盗抢", "财产损失"),
        "wz_claim_texts": ("在公司湿滑的楼梯上摔倒，扭伤脚踝，在急诊拍了X光。", "感冒发烧一周，去了两次门诊并在药店买药。",
                           "自行车上锁停在地铁站外被盗，已报警。", "厨房水槽下水管爆裂，橱柜和地板被水泡坏。"),
        "wz_yes_no": ("是", "否"),
        "wz_files": ("药店发票.pdf", "损失照片1.jpg", "报警回执.pdf", "维修报价单.pdf", "门诊病历.pdf"),
        "wz_claim_confirm": ("本人确认所填内容真实无误。", "知悉虚假报案将承担法律责任。"),
        "tc_title_vcard": ("名片夹", "已扫描名片", "我的名片"), "tc_count_fmt": ("{n} 张名片", "共{n}张"),
        "tc_search": ("搜索名片…", "姓名、公司、邮箱…", "搜索…"),
        "tc_tabs_vcard": ("全部", "本周", "潜在客户", "合作伙伴"),
        "tc_jobs": ("销售副总裁", "区域经理", "高级架构师", "采购总监", "创始人兼CEO", "客户经理"),
        "tc_title_tenant": ("租户", "在租房源", "租户卡片"), "tc_props": ("滨江花园", "全部楼盘", "翠湖苑 · 24户"),
        "tc_tabs_tenant": ("全部", "欠租", "即将到期", "已缴清"),
        "tc_unit_fmt": ("{n}室 · {r}居", "{n}号 · {r}室一厅", "{n}单元 – {r}房"),
        "tc_overdue_fmt": ("欠租 {amount}", "待缴 {amount}"), "tc_notice_fmt": ("{date} 退租", "租约至 {date}"),
        "tc_paid_up": ("已缴清", "无欠费", "正常"),
        "tc_title_txn": ("收支明细", "最近交易", "账户动态"), "tc_tabs_txn": ("全部", "收入", "支出", "处理中"),
        "tc_acct_names": ("工资卡", "储蓄卡", "家庭账户"),
        "tc_cats": ("工资", "转账收入", "转账支出", "超市购物", "水电燃气", "餐饮"),
        "tc_days": ("今天", "昨天"), "tc_pending": ("处理中", "待入账"),
        "tc_refs": ("流水 {no}", "{month}还款", "货款 {no}"),
        "sd_hotel_items": ("房费", "早餐", "停车费", "迷你吧", "餐厅消费", "洗衣"),
        "sd_rate_adj": ("协议价优惠", "会员折扣", "房价调整"),
        "sd_tax_fmt": ("税费 {rate}%", "增值税 {rate}%"),
        "sd_payment_fmt": ("付款 {card}", "刷卡 {card}", "结账 {card}"),
        "sd_net_fmt": ("不含税金额（{rate}%）", "税前（{rate}%）"),
        "sd_vat_fmt": ("增值税 {rate}%", "税金 {rate}%", "销项税 {rate}%"),
        "sd_title_folio": ("宾客账单", "结账单", "消费明细单"),
        "sd_thanks": ("感谢您的光临，期待再次为您服务。", "祝您旅途愉快！"),
        "sd_file_fmt": ("{kind}-{no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("{y}年{month}电费账单", "电费通知单（{y}年{month}）"),
        "sd_util_items": ("电度电费", "基本电费", "输配电费"),
        "sd_days_fmt": ("{n} 天",), "sd_greet": ("尊敬的{name}：", "{name}，您好："),
        "sd_util_intro": ("以下是您本期的用电账单。", "本期用电量低于去年同期。"),
        "sd_debit_fmt": ("本期应缴 {amount} 将于 {date} 从您的账户 {account} 自动扣缴。",
                         "我们将于 {date} 从 {account} 代扣 {amount}。"),
        "sd_refund_fmt": ("预存余额 {amount} 可退至您的账户 {account}。",),
        "sd_mandate_prefix": ("DK", "QY"),
        "sd_mail_subject": ("您的订单 {no} 已确认", "订单确认：{no}", "感谢购买！订单 {no} 已提交"),
        "sd_mail_hi": ("{name}，感谢您的订购！", "您好 {name}，订单已收到。"),
        "sd_mail_intro": ("包裹发出后我们会再发邮件通知您。", "以下是本次购物明细。"),
        "sd_free": ("包邮", "免运费"), "sd_codes": ("XIN10", "MAN200", "VIP20"),
        "sd_discount_fmt": ("优惠券（{code}）", "优惠码 {code}"),
        "sd_incl_fmt": ("含增值税 {rate}%", "税费已含 {rate}%"),
        "sd_paid_fmt": ("{brand} 尾号{last4}", "{brand}（{last4}）"),
        "sd_brands": ("银联", "招商银行信用卡", "Visa"), "sd_wallets": ("支付宝", "微信支付"),
        "sd_same_addr": ("同收货地址",),
        "sd_folders": ("收件箱", "星标邮件", "已发送", "草稿箱", "已归档", "垃圾邮件"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("无线蓝牙耳机", 40.0), ("不锈钢保温杯 500ml", 14.0), ("瑜伽垫", 12.0), ("蓝牙音箱", 30.0),
        ("A5笔记本 3本装", 5.0), ("LED护眼台灯", 20.0), ("运动袜 6双", 8.0), ("法压壶 1L", 15.0),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("元", "¥", "CNY")
    unit_fmt_kinds9 = "{label}（{unit}）"
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月",
    )  # fmt: skip
    long_day_fmt_kinds9 = "{y}年{m}月{d}日"
    labels_fapiao9: ClassVar[dict[str, tuple[str, ...]]] = {
        "fp_buyer": ("购买方", "购 买 方"), "fp_seller": ("销售方", "销 售 方"), "fp_name": ("名称", "名 称"),
        "fp_taxid": ("纳税人识别号", "统一社会信用代码/纳税人识别号"), "fp_addr_tel": ("地址、电话", "地 址、电 话"),
        "fp_bank_acct": ("开户行及账号",), "fp_cipher": ("密码区", "密 码 区"),
        "fp_item": ("货物或应税劳务、服务名称", "项目名称"), "fp_spec": ("规格型号",), "fp_unit": ("单位",),
        "fp_qty": ("数量",), "fp_price": ("单价",), "fp_amount": ("金额",), "fp_rate": ("税率", "税率/征收率"),
        "fp_tax": ("税额",), "fp_sum": ("合计", "合 计"), "fp_total_caps": ("价税合计（大写）",),
        "fp_total_small": ("（小写）",), "fp_remark": ("备注", "备 注"), "fp_payee": ("收款人",), "fp_review": ("复核",),
        "fp_drawer": ("开票人",), "fp_stamp": ("销售方（章）",), "fp_code": ("发票代码",), "fp_no": ("发票号码",),
        "fp_date": ("开票日期",), "fp_check": ("校验码",),
    }  # fmt: skip
    texts_fapiao9: ClassVar[dict[str, Any]] = {
        "fp_titles": ("增值税电子普通发票", "增值税普通发票", "电子发票（增值税专用发票）"),
        "fp_items": (("*信息技术服务*软件维护费", "项", 300.0), ("*纸制品*A4复印纸", "箱", 25.0),
                     ("*餐饮服务*餐费", "次", 60.0), ("*会议服务*会议服务费", "项", 400.0),
                     ("*计算机配套产品*无线鼠标", "个", 12.0), ("*住宿服务*住宿费", "天", 70.0),
                     ("*运输服务*国内货物运输", "批", 90.0)),
        "fp_specs": ("标准版", "70g/500张", "M-330", "通用", "—"),
        "fp_banks": ("中国工商银行", "招商银行", "中国建设银行", "交通银行"),
        "fp_remarks": ("项目：年度维护", "合同号 HT-2026-118", "含运费", "—"),
        "fp_seal": ("发票专用章",), "fp_viewer": ("电子发票预览", "发票详情", "发票查验结果"),
    }  # fmt: skip
    payroll_rates: ClassVar[tuple[float, ...]] = (0.08, 0.02, 0.005, 0.07, 0.03)
    vat_rate = 0.13
    unit_scale = 7.0
    branches = ("上海浦东支行", "深圳科技园支行", "北京朝阳支行", "杭州西湖支行", "广州天河支行", "南京新街口支行")

    def bank_account(self, rng: random.Random) -> str:
        digits = "62" + "".join(str(rng.randint(0, 9)) for _ in range(17))
        return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))

    def bank_code(self, rng: random.Random) -> str:
        return rng.choice(self.branches)

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

    def passport_no(self, rng: random.Random) -> str:
        return "E" + "".join(str(rng.randint(0, 9)) for _ in range(8))

    def insurance_no(self, rng: random.Random) -> str:
        return rng.choice("ABCDEFGHJKLMN") + "".join(str(rng.randint(0, 9)) for _ in range(8))

    def gendered(self, female: bool) -> str:
        first = self.fake.first_name_female() if female else self.fake.first_name_male()
        return f"{self.fake.last_name()}{first}"

    def name_parts(self) -> tuple[str, str, str]:
        given, family = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{family}{given}", given, family

    def initials(self, given: str, family: str) -> str:
        # Chinese apps put the last two characters of the name in the circle (the given name, mostly).
        return (family + given)[-2:]

    def masked_card(self, rng: random.Random) -> str:
        last4 = f"{rng.randint(0, 9999):04d}"
        return rng.choice((f"尾号{last4}", f"**** **** **** {last4}", f"6222 **** **** {last4}", f"•••• {last4}"))

    def loyalty_no(self, rng: random.Random) -> str:
        return rng.choice(("VIP", "HY", "")) + "".join(str(rng.randint(0, 9)) for _ in range(rng.choice((10, 11, 12))))


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "戶名", "bk_iban": "帳號", "bk_bic": "分行", "bk_balance": "帳戶餘額", "bk_available": "可用餘額",
        "bk_overdraft": "透支額度", "bk_income": "存入", "bk_expenses": "支出", "bk_col_date": "交易日期",
        "bk_col_party": "對方戶名", "bk_col_ref": "摘要／備註", "bk_col_amount": "金額（新臺幣）", "bk_col_balance": "餘額",
        "bk_d_party": "對方戶名", "bk_d_iban": "對方帳號", "bk_d_ref": "備註", "bk_d_booked": "入帳日",
        "bk_d_mandate": "授權編號", "org_department": "部門", "org_email": "電子郵件", "org_phone": "公司電話",
        "org_mobile": "手機", "org_office": "辦公地點", "org_manager": "直屬主管", "org_assistant": "助理",
        "org_employee_no": "員工編號", "org_start": "到職日", "org_birthday": "生日", "org_about": "簡介",
        "org_reports": "直屬部屬", "trk_number": "貨件編號", "trk_sender": "寄件人", "trk_recipient": "收件人",
        "trk_phone": "聯絡電話", "trk_notify": "通知信箱", "trk_service": "服務", "trk_weight": "重量",
        "trk_ref": "訂單編號", "trk_cod": "貨到付款金額", "trk_courier": "配送司機", "trk_history": "配送歷程",
        "trk_details": "貨件資訊", "trk_instructions": "配送備註", "doc_comments": "留言",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "交易明細", "org": "組織圖", "tracking": "貨件"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "登出", "bk_transfer": "轉帳", "bk_filter": "篩選", "bk_pdf": "對帳單", "bk_repeat": "再轉一次",
        "bk_dispute": "交易爭議", "bk_receipt": "交易憑證", "org_message": "傳訊息", "org_call": "撥打",
        "trk_track": "查詢", "trk_change": "變更配送", "trk_call": "聯絡司機", "doc_accept": "接受", "doc_reject": "拒絕",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("長虹銀行 網路銀行",),
        "bk_nav": ("總覽", "帳戶", "轉帳", "繳費", "信用卡", "電子對帳單"),
        "bk_login": ("{name} 您好", "登入身分：{name}"),
        "bk_accounts": ("活期存款", "數位帳戶", "公司帳戶"),
        "bk_period": ("{a} ～ {b}",),
        "bk_search": ("搜尋交易",),
        "bk_types": ("轉入", "轉出", "自動扣繳", "金融卡消費", "約定轉帳"),
        "bk_pending": ("處理中",),
        "bk_ref_in": ("貨款 {no}", "訂單{order}付款", "訂單{order}退款", "{name}轉來聚餐費用", "退還{street}押金"),
        "bk_ref_salary": ("{month}薪資", "薪轉 {month}"),
        "bk_ref_out": ("{month}房租 {street}", "給{name}的生日禮物", "付款 {no}", "與{name}出差代墊款", "{street}押金"),
        "bk_ref_debit": ("保費 保單{order}", "電費 電號{order}", "{month}會費"),
        "bk_ref_card": ("金融卡消費 {card} {date}", "感應支付 {card}"),
        "bk_ref_standing": ("房租 {street}", "給{name}的生活費", "貸款還款 {order}"),
        "org_tabs": ("通訊錄", "組織圖", "團隊", "據點"),
        "org_search": ("搜尋同仁",),
        "org_heads": ("財務長", "營運長", "業務副總", "人資長"),
        "org_titles": ("會計主任", "薪資專員", "資深會計", "帳務專員", "業務經理", "客戶經理", "物流專員", "客服主管",
                       "人資專員", "採購主任", "財務分析師", "行政助理"),
        "org_departments": ("財務部", "營運部", "業務部", "人資部"),
        "org_reports_count": ("{n}位部屬",),
        "org_bio": ("負責{company}的帳務。{date}前休假，請洽{colleague}。", "廠商付款與報帳問題請找我，代理人：{colleague}。",
                    "之前任職於{company}。上班時間9:00–18:00，急事請聯絡{colleague}。"),
        "trk_brand": ("速達物流",),
        "trk_nav": ("貨件查詢", "寄件", "營業所", "客服中心"),
        "trk_status": ("運送中", "配送中", "已送達"),
        "trk_steps": ("已收件", "運送中", "配送中", "已送達"),
        "trk_events": ("賣家已出貨，等待收件", "司機已收件", "抵達轉運中心", "離開轉運中心", "抵達配送營業所", "司機配送中"),
        "trk_hubs": ("桃園轉運中心", "台中轉運中心", "高雄轉運中心", "新北三重營業所", "台南永康營業所", "新竹竹北營業所"),
        "trk_delivered": ("已送達，簽收人：{name}", "已交由鄰居{name}代收（{street}）", "已放入智慧櫃", "已由管理室{name}代收"),
        "trk_eta_day": ("預計送達：{date}（{wd}）",),
        "trk_eta_window": ("預計今天{a}–{b}送達",),
        "trk_instr": ("不在家請交給隔壁{name}（{street}），謝謝。", "請放管理室，不要放門口。", "到了請先打給{name}，電鈴壞了。"),
        "trk_route": ("配送路線 {n}",),
        "trk_stops": ("還有{n}站",),
        "trk_map_credit": ("地圖資料 ©2026",),
        "trk_no_courier": ("配送當天會顯示司機資訊。",),
        "doc_menu": ("檔案", "編輯", "查看", "插入", "格式", "工具", "說明"),
        "doc_file": ("服務合約－{company}（草稿）", "{company}維護合約 v3", "{company}框架合約（待審閱）"),
        "doc_saved": ("2分鐘前已儲存", "所有變更都已儲存到雲端硬碟"),
        "doc_mode": ("建議模式",),
        "doc_style": ("內文",),
        "doc_title": ("服務合約書",),
        "doc_party1": ("立合約書人：{company}（以下簡稱甲方），地址：{address}，代表人：{name}",),
        "doc_party2": ("{company}（以下簡稱乙方），地址：{address}，代表人：{name}",),
        "doc_heads": ("第一條 服務內容", "第二條 費用及付款", "第三條 聯絡窗口", "第四條 合約期間"),
        "doc_scope": ("乙方負責甲方辦公設備之到府維護及修理，每年定期保養兩次。", "乙方負責甲方各據點咖啡機之供應、安裝及維護。"),
        "doc_fee": ("每月服務費為{fee}（未稅），甲方應於收到發票後30日內匯入乙方帳戶{account}。",),
        "doc_contact": ("本合約相關通知請寄送{name}（{email}，{phone}）。",),
        "doc_term": ("本合約自{date}起生效，為期24個月。任一方得於三個月前以書面通知終止本合約。",),
        "doc_sign": ("甲方（簽章）", "乙方（簽章）"),
        "doc_when": ("今天 {time}", "昨天 {time}"),
        "doc_c_addr": ("{company}十月搬到{address}了，這裡要更新嗎？", "這個地址還正確嗎？他們新的信紙上寫{address}。"),
        "doc_c_done": ("@{name} 好，我請對方書面確認。", "@{name} 收到，對方確認後我再改。"),
        "doc_suggest": ("取代：{old} → {new}",),
        "doc_c_fee": ("@{name} {amount}是最終價格嗎？去年是{old}。", "財務核准上限{amount}，@{name} 請確認。（原本是{old}）"),
        "doc_c_other": ("@{name} 可以跟會計部的{colleague}核對帳號嗎？", "請把{colleague}（{email}）加為第二聯絡人。",
                        "@{name} 乙方是誰簽約？還是{colleague}嗎？"),
        "doc_reply_box": ("回覆，或使用@提及其他人",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "訂位代號", "tb_itinerary": "行程", "tb_passengers": "旅客", "tb_col_name": "姓名",
        "tb_col_dob": "出生日期", "tb_col_doc": "護照號碼", "tb_col_ff": "會員卡號", "tb_col_seat": "座位",
        "tb_col_bags": "行李", "tb_payment": "付款資訊", "tb_card_holder": "持卡人", "tb_card": "信用卡",
        "tb_expiry": "有效期限", "tb_billing": "帳單地址", "tb_contact": "聯絡資訊", "tb_email": "電子郵件",
        "tb_phone": "手機號碼", "tb_price": "費用明細", "tb_fare": "票價", "tb_taxes": "稅金及燃油附加費",
        "tb_bags_fee": "託運行李", "tb_seats_fee": "選位費", "tb_hotel_fee": "飯店", "tb_total": "實付金額",
        "tb_hotel": "住宿資訊", "tb_checkin": "入住", "tb_checkout": "退房", "tb_room": "房型", "tb_guest": "住客姓名",
        "pp_details": "病患", "pp_dob": "出生日期", "pp_patient_id": "病歷號碼", "pp_insurance": "保險身分",
        "pp_member": "健保卡號", "pp_address": "地址", "pp_phone": "電話", "pp_email": "電子郵件", "pp_gp": "家庭醫師",
        "pp_allergies": "過敏史", "pp_emergency": "緊急聯絡人", "pp_appointments": "即將到來的門診",
        "pp_prescriptions": "處方紀錄", "pp_col_drug": "藥品", "pp_col_dose": "用法", "pp_col_by": "開立醫師",
        "pp_col_date": "開立日期", "pp_col_refills": "可領次數", "pp_messages": "訊息", "ps_personnel": "員工編號",
        "ps_tax_id": "身分證字號", "ps_dept": "部門", "ps_position": "職稱", "ps_entry": "到職日", "ps_dob": "出生日期",
        "ps_bank": "薪轉帳號", "ps_pay_date": "發薪日", "ps_earnings": "應發項目", "ps_deductions": "應扣項目",
        "ps_col_desc": "項目", "ps_col_amount": "本月", "ps_col_ytd": "本年累計", "ps_gross": "應發合計",
        "ps_total_ded": "應扣合計", "ps_net": "實發金額", "fm_participants": "參與者", "fm_info": "主題資訊",
        "fm_started": "發表時間", "fm_replies": "回覆", "fm_views": "瀏覽", "fm_similar": "相關主題",
        "fm_joined": "加入日期", "fm_posts": "文章",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "薪資單"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "登出", "tb_manage": "管理訂位", "tb_bags": "加購行李", "tb_seats": "選擇座位", "tb_checkin": "線上報到",
        "tb_calendar": "加入行事曆", "pp_book": "預約掛號", "pp_message": "傳訊息", "pp_download": "下載報告",
        "pp_checkin": "線上報到", "pp_reschedule": "更改預約", "pp_refill": "申請續領", "pp_reply": "回覆",
        "ps_download": "下載", "fm_new": "發表新主題", "fm_login": "登入", "fm_follow": "追蹤", "fm_reply": "回覆",
        "fm_quote": "引用", "fm_like": "讚", "fm_report": "檢舉", "fm_post": "送出回覆",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("飛揚旅遊",),
        "tb_nav": ("機票", "訂房", "租車", "我的行程", "客服"),
        "tb_login": ("{name}，您好", "登入身分：{name}"),
        "tb_confirmed": ("訂位完成",),
        "tb_greeting": ("感謝您，{name}！您的{city}之旅已訂妥。", "{name}，一切就緒，準備出發去{city}吧！"),
        "tb_sent": ("確認信與電子機票已寄至{email}。",),
        "tb_legs": ("去程", "回程"),
        "tb_airports": ("台北 (TPE)", "高雄 (KHH)", "台中 (RMQ)", "東京 (NRT)", "大阪 (KIX)", "首爾 (ICN)", "香港 (HKG)",
                        "曼谷 (BKK)", "沖繩 (OKA)"),
        "tb_duration": ("{h}小時{m}分",),
        "tb_stops": ("直飛", "轉機1次"),
        "tb_cabins": ("經濟艙", "豪華經濟艙", "商務艙"),
        "tb_bag_allow": ("託運23公斤", "僅限手提行李", "託運2件×23公斤"),
        "tb_hotels": ("晶華海景飯店", "福容商旅", "日月湖畔渡假酒店", "城市精品旅店"),
        "tb_rooms": ("海景雙人房", "豪華雙床房 含早餐", "家庭四人房"),
        "tb_card_brands": ("Visa", "Mastercard", "JCB"),
        "tb_notice": ("請攜帶有效護照。班機起飛前24小時開放線上報到，行李託運於起飛前45分鐘截止。",),
        "pp_brand": ("仁愛醫院 病患服務網",),
        "pp_nav": ("首頁", "掛號", "訊息", "用藥", "檢查報告", "繳費"),
        "pp_welcome": ("{name}，您好", "歡迎，{name}"),
        "pp_doctor": ("{name} 醫師", "{name} 醫師"),
        "pp_insurers": ("全民健保", "健保＋商業醫療險", "全民健保（重大傷病）"),
        "pp_relations": ("妻子", "丈夫", "母親", "父親", "女兒", "兒子"),
        "pp_relation_fmt": ("（{rel}）",),
        "pp_visits": ("年度健康檢查", "回診", "抽血檢查", "視訊門診", "流感疫苗接種"),
        "pp_clinics": ("仁愛醫院家醫科", "仁愛醫院心臟內科", "仁愛醫院檢驗科（第二院區）"),
        "pp_drugs": ("脈優錠 5mg", "立普妥膜衣錠 20mg", "庫魯化錠 500mg", "安莫西林膠囊 500mg", "昂特欣錠 50mcg",
                     "普拿疼錠 500mg"),
        "pp_doses": ("每日一次，早餐後一顆", "每日兩次，飯後服用", "每日三次，每次一顆，共7天", "需要時服用，每日最多三次"),
        "pp_allergy_list": ("盤尼西林", "無", "海鮮、花粉"),
        "pp_nurse_roles": ("護理師", "個管師", "櫃台人員"),
        "pp_when": ("今天 {time}", "昨天 {time}"),
        "pp_subjects": ("檢驗報告已出爐", "門診前提醒"),
        "pp_msg": (
            "{name}您好，您{date}的抽血報告已經出來了，各項數值都正常。{doctor}醫師建議您三個月後回診，請記得預約。"
            "如有疑問，請來電{phone}。",
            "{name}您好，下次門診請攜帶健保卡及目前服用的藥物清單。若需要協助填寫表單，可以找櫃台的{colleague}，"
            "電話{phone}。",
        ),
        "pp_reply_box": ("輸入回覆…",),
        "ps_file": ("薪資單_{y}-{m}.pdf",),
        "ps_title": ("{year}年{month}薪資單",),
        "ps_period_fmt": ("計薪期間：{a} ～ {b}",),
        "ps_earning_items": ("本薪", "加班費", "伙食津貼", "全勤獎金", "績效獎金"),
        "ps_deduction_items": ("勞保費", "健保費", "勞退自提", "所得稅", "福利金"),
        "ps_departments": ("財務部", "倉儲部", "客服部", "資訊部", "業務部"),
        "ps_transfer": ("實發金額{amount}已於{date}匯入薪轉帳戶{account}。",),
        "ps_footer": ("{company} 人資部 · 薪資資料請妥善保密", "薪資如有疑問，請洽{company}人資部。"),
        "fm_brand": ("家網社群",),
        "fm_nav": ("論壇", "最新", "未解決", "會員", "說明"),
        "fm_search": ("搜尋社群",),
        "fm_crumb": ("論壇", "路由器與Wi-Fi"),
        "fm_titles": ("更新4.2韌體後Wi-Fi一直斷線", "筆電每20分鐘就斷線一次"),
        "fm_tags": ("韌體", "wifi", "筆電", "AX3000"),
        "fm_solved": ("已解決",),
        "fm_accepted": ("最佳解答",),
        "fm_roles": ("會員", "社群達人", "版主"),
        "fm_started_by": ("{name} 發表於 {date}",),
        "fm_wrote": ("{name} 寫道：",),
        "fm_posts": (
            "更新到4.2韌體之後，我的筆電大約每二十分鐘就斷一次Wi-Fi，手機跟電視都正常。路由器已經重設兩次了。"
            "有人知道怎麼辦嗎？",
            "我也有一樣的問題。使用者社團的{name}說降回4.1就好了。你是哪個型號？",
            "@{mention} 是AX3000。我昨天也打給{company}的客服，他們只叫我等更新。",
            "謝謝大家回報。@{mention} 可以把路由器的記錄檔寄到{email}嗎？團隊正在調查。",
            "我把進階設定裡的「頻段導向」關掉就好了。這招是{name}在另一篇文章分享的。",
            "真的解決了，謝謝 @{mention}！我把這篇標記為已解決。",
        ),
        "fm_sig_jobs": ("IT管理員", "網路工程師", "行政主管", "系統維運工程師"),
        "fm_sig_line": ("{company} {job}",),
        "fm_handles": ("夜貓子", "掉包俠", "3C控", "路由新手", "黑咖啡", "愛折騰"),
        "fm_reply_box": ("留下你的回覆…",),
        "fm_similar_list": ("路由器每天凌晨3點自動重開", "iPhone找不到訪客網路", "4.2韌體更新說明", "Mesh子機無法配對"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("客戶姓名", "會員姓名", "購買人", "用戶"),
        "name_o": ("訂購者", "買家", "付款人", "下單會員"),
        "name_e": ("員工姓名", "同仁", "成員", "人員"),
        "name_s": ("窗口", "業務聯絡窗口", "廠商窗口"),
        "company": ("公司全名", "所屬公司", "單位名稱", "企業"),
        "supplier": ("供應商", "廠商名稱", "供貨廠商"),
        "email": ("聯絡信箱", "E-mail", "電子郵件信箱", "公務信箱"),
        "phone": ("市話", "室內電話", "聯絡方式", "辦公室電話"),
        "mobile": ("手機", "常用手機", "行動電話號碼"),
        "dob": ("生日日期", "出生於", "出生"),
        "natid": ("身分證號", "身分證統一編號", "國民身分證"),
        "bank": ("撥款帳戶", "收款帳號", "銀行帳戶", "匯款帳戶"),
        "card": ("付款工具", "綁定卡片", "支付方式"),
        "status": ("目前狀態", "狀態", "審核狀態"),
        "created_c": ("註冊日期", "建檔日期", "加入時間"),
        "created_o": ("訂購時間", "下單日期", "成立時間"),
        "created_e": ("報到日", "到任日期", "任職起日"),
        "created_s": ("合作起日", "建檔日", "登錄日期"),
        "address_bill": ("發票寄送地址", "帳寄地址", "請款地址"),
        "address_ship": ("配送地址", "送達地址", "寄送地址"),
        "address_home": ("住家地址", "現居地址", "居住地址"),
        "address_office": ("營業地址", "公司地址", "登記地址"),
        "amount_c": ("累計消費", "消費總額", "儲值餘額", "欠款"),
        "amount_o": ("訂單金額", "應收金額", "訂單總額", "實收"),
        "amount_e": ("年薪", "本薪（年）", "年度薪資"),
        "amount_s": ("應付帳款", "本年採購額", "待付金額", "未付款"),
        "ref_c": ("客戶代號", "會員編號", "客戶ID"),
        "ref_o": ("訂單", "單號", "採購單號"),
        "ref_e": ("員編", "工號", "人員編號"),
        "dept": ("所屬部門", "團隊", "處別", "事業部"),
        "job": ("職位", "職務", "職銜"),
        "taxno": ("統一編號", "統編", "營業人統編"),
        "actions": ("管理", "更多", "動作"),
        "rows": ("每頁筆數", "每頁顯示", "筆/頁"),
        "s_person": ("基本資料", "個人資料", "身分資訊"),
        "s_contact": ("聯絡方式", "聯繫資訊", "通訊資料"),
        "s_address": ("地址資料", "收件與發票", "地址"),
        "s_company": ("公司資料", "單位資訊", "營業登記"),
        "s_billing": ("付款資料", "結帳與發票", "銀行資料"),
        "s_work": ("任職資料", "職務與薪資", "僱用資訊"),
        "s_notes": ("內部備註", "說明事項", "追蹤備忘"),
        "s_system": ("紀錄資訊", "異動紀錄", "系統資訊"),
        "salutation": ("稱謂",),
        "first": ("名字", "名"),
        "last": ("姓氏", "姓"),
        "fullname": ("完整姓名", "顯示名稱", "中文姓名"),
        "manager": ("直屬長官", "主管", "回報對象"),
        "owner": ("負責人員", "業務窗口", "歸屬業務"),
        "group": ("客戶分類", "會員等級", "價格等級"),
        "limit": ("信用額度", "授信額度"),
        "terms": ("付款條件", "結帳方式"),
        "notes": ("備忘", "內部說明", "留言"),
        "rec_created": ("建檔時間", "建立於"),
        "rec_by": ("最後修改者", "修改人員", "更新者"),
        "sum": ("總覽", "速覽", "摘要"),
        "since": ("成為客戶", "首次合作", "加入於"),
        "total_spent": ("累計消費", "總消費額", "累計成交"),
        "open_bal": ("待收款", "未結清", "欠款金額"),
        "last_order": ("最近訂購", "最後一次購買"),
        "vacation": ("剩餘特休", "可休天數"),
        "born": ("生日", "生於", "出生"),
        "cust_no": ("編號", "會員號", "No."),
        "since_short": ("加入", "合作自", "建檔"),
        "revenue": ("成交額", "消費", "業績"),
        "tel": ("電話", "TEL", "客服專線"),
        "shop_tax": ("統一編號", "統編", "賣方統編"),
        "receipt_no": ("交易序號", "收據號碼", "單據號"),
        "till": ("收銀機", "機號", "POS機號"),
        "cashier": ("收銀員", "收銀", "服務人員"),
        "subtotal": ("商品小計", "小計金額"),
        "total": ("應收", "合計金額", "總計"),
        "cash": ("收現", "現金", "實收現金"),
        "change": ("找零", "找回"),
        "card_no": ("卡號", "付款卡號", "交易卡號"),
        "auth": ("授權碼", "授權號碼"),
        "terminal": ("端末機號", "終端機代號"),
        "customer": ("會員", "會員姓名", "顧客"),
        "loyalty": ("會員卡號", "會員編號", "集點卡號"),
        "points": ("本次點數", "獲得點數", "紅利點數"),
        "pc_merchant": ("收款商店", "特店名稱", "商店"),
        "pc_when": ("付款時間", "交易時間", "扣款時間"),
        "pc_method": ("付款方式", "支付方式"),
        "pc_txn": ("交易編號", "交易序號", "金流單號"),
        "pc_payer": ("付款人", "顧客", "持卡人"),
        "pc_email": ("電子收據寄送至", "電子發票通知信箱"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("修改", "✎ 編輯", "明細"), "delete": ("移除", "✕ 刪除", "作廢"),
        "export": ("匯出Excel", "匯出資料", "批次匯出"), "import": ("匯入", "批次匯入"),
        "filters": ("篩選條件", "+ 新增篩選", "進階篩選"), "columns": ("欄位設定", "顯示欄位"),
        "add_c": ("+ 新增客戶", "建立客戶"), "add_o": ("+ 建立訂單", "新增訂單"),
        "add_e": ("+ 新增員工", "辦理報到"), "add_s": ("+ 新增廠商", "建立供應商"),
        "delete_rec": ("刪除檔案", "刪除", "封存"), "cancel": ("取消", "放棄變更"),
        "save_close": ("儲存並關閉", "儲存後返回"), "save": ("儲存", "儲存變更", "確定"),
        "message": ("傳訊", "寄信", "私訊"), "call": ("撥號", "☎ 撥打"),
        "profile": ("查看明細", "個人頁", "資料"), "add_contact": ("+ 新增聯絡人", "建立聯絡人", "邀請"),
        "print": ("列印明細", "補印", "列印"), "download": ("下載PDF", "下載"),
        "email_r": ("寄送電子收據", "寄送明細"), "refund": ("退款", "辦理退款"),
        "new_sale": ("繼續結帳", "回到收銀"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("首頁", "客戶", "訂單", "員工", "供應商", "報表分析", "設定"),
        "brand": ("雲帳本", "好管家後台", "易管系統", "北極星ERP"),
        "title_c": ("客戶管理", "全部客戶", "客戶檔案"),
        "title_o": ("訂單管理", "全部訂單", "銷售訂單"),
        "title_e": ("員工管理", "員工名冊", "人員列表"),
        "title_s": ("供應商管理", "廠商列表", "供應商檔案"),
        "search": ("搜尋…", "輸入姓名、手機或編號", "快速搜尋", "請輸入關鍵字"),
        "chips_c": ("狀態：正常", "註冊：近90天", "地區：北部", "分類：批發客戶"),
        "chips_o": ("已付款", "本月", "通路：官網", "待審核"),
        "chips_e": ("部門：業務部", "據點：台中", "全職"),
        "chips_s": ("類別：包材", "僅已核准", "地區：新北"),
        "results_fmt": ("共 {n} 筆", "{n} 筆資料", "共{n}項"),
        "count_fmt": ("第 {a}–{b} 筆，共 {n} 筆", "{a}-{b} / 共{n}筆", "顯示 {a} 至 {b}，共 {n} 筆"),
        "selected_fmt": ("已選 {n} 筆", "已勾選{n}項"),
        "st_c": ("正常", "試用中", "休眠", "逾期", "VIP"),
        "st_o": ("已付款", "待付款", "草稿", "已退款", "已出貨"),
        "st_e": ("在職", "留職停薪", "已離職", "停權", "工讀"),
        "st_s": ("已核准", "審核中", "停用", "黑名單", "優先"),
        "depts": ("業務部", "財務部", "研發部", "營運部", "行銷部", "客服部", "人資部"),
        "jobs": ("業務經理", "行政主任", "採購專員", "軟體工程師", "會計主任", "客戶成功經理", "專案經理", "營運專員"),
        "salutations": ("先生", "小姐", "女士", "博士"),
        "groups": ("零售客戶", "批發客戶", "重要客戶", "經銷商", "政府機關"),
        "terms": ("月結30天", "貨到付款", "先付款後出貨", "季結"),
        "notes": ("下午比較方便接電話。", "發票請開三聯式並註明統編。", "年底前享九折優惠。", "在台北國際電腦展認識。"),
        "help_id": ("加密儲存，僅管理員可檢視。", "申報所得稅使用。"),
        "help_email": ("發票會寄到這個信箱。", "不會提供給第三方。"),
        "help_phone": ("市話請加區碼。", "僅用於配送通知。"),
        "help_addr": ("縣市、鄉鎮區與詳細地址。", "會印在發票上。"),
        "help_bank": ("退款將匯入此帳戶。", "儲存前請再次確認。"),
        "crumb": ("{section} › {name}", "{section} / {name} / 編輯"),
        "ef_title_c": ("編輯客戶資料", "客戶檔案", "修改客戶資訊"),
        "ef_title_e": ("員工檔案", "編輯員工資料", "人事資料"),
        "unsaved": ("有尚未儲存的變更", "草稿", "2分鐘前已儲存"),
        "required": ("* 為必填欄位", "標示 * 的欄位必須填寫"),
        "vacation_fmt": ("{n} 天", "剩{n}天"),
        "badges": ("VIP", "新客戶", "重要客戶", "潛在客戶", "星號"),
        "badges_team": ("遠端工作", "新進同仁", "休假中", "管理員", "兼職"),
        "role_fmt": ("{company} · {job}", "{job}｜{company}", "{company}{job}"),
        "tabs": ("全部", "星號", "最近新增", "已封存"),
        "cg_title_contacts": ("通訊錄", "聯絡人卡片"),
        "cg_title_team": ("團隊成員", "我們的團隊", "同仁通訊錄"),
        "cg_title_cust": ("重要客戶", "客戶聯絡人"),
        "cg_title_sup": ("廠商聯絡人", "供應商"),
        "cg_count": ("共 {n} 人", "{n} 位聯絡人", "共{n}筆"),
        "sort": ("排序：姓名", "排序：最近新增", "排序：公司"),
        "qty_fmt": ("{qty} × {price}", "數量 {qty} 單價 {price}", "{qty}件 @ {price}"),
        "return_fmt": ("退貨 {item}", "退：{item}"),
        "discount": ("會員折扣", "折價券", "滿額折抵", "整筆折扣"),
        "tax_fmt": ("含營業稅 {rate}%", "稅額（{rate}%）", "內含稅 {rate}%"),
        "card_brands": ("VISA", "Mastercard", "JCB", "聯合信用卡"),
        "cash_word": ("現金",),
        "wallets": ("LINE Pay", "街口支付", "Apple Pay"),
        "entry": ("感應", "晶片", "掃碼"),
        "approved": ("交易成功", "授權成功"),
        "receipt_title": ("交易明細", "收據", "消費明細"),
        "copy": ("顧客收執聯", "商店存根聯"),
        "served_fmt": ("收銀員：{name}", "今日為您服務：{name}"),
        "thanks": ("謝謝光臨，歡迎再度光臨！", "感謝您的惠顧", "祝您購物愉快"),
        "policy": ("憑明細7日內可退換貨。", "請妥善保存本明細。"),
        "pc_title": ("付款成功", "收款完成", "交易完成"),
        "pos_brand": ("收銀通", "店小二POS", "雲收銀"),
        "pos_nav": ("收銀", "交易紀錄", "商品", "會員", "報表"),
        "pos_user": ("目前收銀員：{name}", "{name} · 2號收銀機"),
        "pos_crumb": ("交易紀錄 › 明細 {no}", "銷售單 {no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("美式咖啡", 1.5), ("肉鬆麵包", 1.2), ("全麥吐司", 1.9), ("鮮乳 936ml", 3.0), ("抽取式衛生紙", 4.5),
        ("3號電池 8入", 4.0), ("原味優格", 1.2), ("柳橙汁 1L", 1.8), ("洗碗精", 2.0), ("綜合堅果", 6.5),
        ("礦泉水 600ml", 0.7), ("充電線", 8.0),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("承租人", "房客姓名", "住戶"), "eg_employee": ("員工姓名", "受僱人", "姓 名"),
        "eg_member": ("會員名稱", "學員姓名", "報名者"), "eg_unit": ("房號", "戶別", "樓層/房間"),
        "eg_phone": ("電話(宅)", "手機號碼", "聯絡電話"), "eg_email": ("電郵地址", "Email", "電子信箱"),
        "eg_dob": ("出生年月日", "生日", "出生日"), "eg_start": ("起租日", "入住日", "租約起日"),
        "eg_iban": ("銀行帳號", "薪轉帳號", "帳號"), "eg_rent": ("月租金", "租金", "租金/月"),
        "eg_deposit": ("押金", "保證金"), "eg_arrears": ("欠租", "積欠金額", "逾期未繳"),
        "eg_state": ("租約狀態", "租賃狀態"), "eg_persno": ("工號", "員編", "編號"),
        "eg_dept": ("所屬部門", "成本中心", "組別"), "eg_taxid": ("身分證字號", "證號", "身分證號碼"),
        "eg_gross": ("應發薪資", "應發合計", "稅前薪資"), "eg_deduct": ("代扣合計", "扣款", "勞健保+所得稅"),
        "eg_net": ("實發薪資", "實領金額", "實領"), "eg_invno": ("單據號碼", "發票號碼", "應收單號"),
        "eg_debtor": ("客戶名稱", "欠款單位", "往來對象"), "eg_contact": ("聯絡人", "承辦人", "會計窗口"),
        "eg_invdate": ("開立日期", "單據日期", "入帳日期"), "eg_due": ("到期日", "應收日", "票期"),
        "eg_amount": ("單據金額", "含稅金額", "開立金額"), "eg_paid": ("已收", "已收款", "收款"),
        "eg_balance": ("未收金額", "餘額", "尚欠"), "eg_dunning": ("催收", "催款等級", "提醒"),
        "eg_memno": ("會員卡號", "學員編號", "會籍編號"), "eg_address": ("通訊地址", "住址", "聯絡地址"),
        "eg_payment": ("繳費方式", "扣款方式", "付款管道"), "eg_joined": ("入會日期", "辦卡日期", "加入時間"),
        "eg_fee": ("月費", "會費", "會費/月"), "eg_tier": ("會籍類型", "卡別", "方案"),
        "eg_records": ("筆數", "共計"), "eg_selected": ("已選", "選取"),
        "eg_subtotal": ("小計", "群組合計", "Σ 小計"), "eg_total": ("全部合計", "總合計", "合 計"),
        "eg_sum": ("加總", "彙總", "合計"), "eg_view": ("檢視", "欄位方案", "顯示方式"),
        "wz_s_personal": ("申請人資料", "本人資料", "您的身分"), "wz_s_contact": ("聯絡資料", "如何聯繫您"),
        "wz_s_address": ("居住資料", "現居地", "住址資料"), "wz_s_income": ("職業與收入", "收入狀況", "工作資料"),
        "wz_s_payment": ("扣款帳戶", "付款資料", "約定帳戶"),
        "wz_fullname": ("申請人姓名", "姓名（與證件相同）", "真實姓名"), "wz_dob": ("出生日期", "生日"),
        "wz_nationality": ("國籍", "國家/地區"), "wz_idno": ("證件號碼", "身分證字號", "護照/身分證號"),
        "wz_email": ("電子郵件", "常用信箱", "Email"), "wz_phone": ("手機號碼", "行動電話", "聯絡電話"),
        "wz_addr_now": ("現居地址", "詳細地址", "居住地址"), "wz_moved_in": ("遷入日期", "居住於此自", "居住起日"),
        "wz_addr_prev": ("前一住址", "原居住地址"), "wz_status": ("就業狀態", "職業狀態"),
        "wz_employer": ("服務單位", "公司名稱", "任職公司"), "wz_job": ("職業", "職稱"),
        "wz_income": ("每月實領收入", "稅後月收入", "月收入（實領）"), "wz_holder": ("戶名", "帳戶戶名", "開戶人"),
        "wz_card": ("卡號", "信用卡卡號", "扣款卡"), "wz_iban": ("銀行帳號", "存款帳號", "扣款帳號"),
        "wz_bank": ("銀行代碼/分行", "開戶分行", "分行"), "wz_from": ("轉出帳戶", "付款帳戶", "扣款帳戶"),
        "wz_avail": ("可用餘額", "可轉金額", "目前可用"), "wz_payee": ("收款人", "收款戶名", "轉給誰"),
        "wz_to_acct": ("轉入帳號", "收款帳號", "對方帳號"), "wz_to_bank": ("轉入銀行", "收款銀行", "對方銀行"),
        "wz_amount": ("轉帳金額", "金額", "要轉多少"), "wz_exec": ("轉帳日期", "執行日", "預約日期"),
        "wz_ref": ("附言", "用途", "轉帳備註"), "wz_speed": ("轉帳方式", "入帳時間", "交易類型"),
        "wz_recent": ("最近轉帳", "常用收款人", "最近對象"),
        "wz_fs_insured": ("被保險人", "出險人資料", "被保人"),
        "wz_fs_incident": ("事故經過", "出險資料", "發生了什麼"),
        "wz_fs_third": ("第三人", "事故對方", "其他關係人"),
        "wz_fs_payout": ("理賠匯款", "理賠金領取", "理賠金匯到哪裡"),
        "wz_insno": ("健保卡號", "被保險人編號", "保戶編號"),
        "wz_when": ("出險日期", "事故日期", "什麼時候發生的？"), "wz_where": ("出險地點", "事故地點", "在哪裡發生的？"),
        "wz_kind": ("出險類型", "理賠類別", "事故類型"), "wz_what": ("事故說明", "經過描述", "詳細情形"),
        "wz_tp_name": ("對方姓名", "第三人姓名", "對方當事人"), "wz_tp_phone": ("對方電話", "第三人聯絡電話"),
        "wz_tp_insurer": ("對方保險公司", "對方承保公司", "第三人保險公司"),
        "wz_police": ("是否報警？", "是否有警方筆錄？"),
        "wz_claimed": ("申請理賠金額", "求償金額", "損失金額"), "wz_attach": ("理賠文件", "附件", "收據與照片"),
        "tc_tel": ("T", "電話", "市話"), "tc_mob": ("M", "手機", "Mob"), "tc_mail": ("E", "信箱", "@"),
        "tc_addr": ("A", "地址", "公司"), "tc_web": ("W", "網址", "Web"),
        "tc_rent": ("月租", "租金", "每月"), "tc_since": ("起租", "入住", "承租自"),
        "tc_deposit": ("押金", "保證金", "已收押金"),
        "tc_cp_acct": ("對方帳戶", "對方帳號", "交易對象帳號"), "tc_ref": ("附言", "摘要", "用途"),
        "tc_booked": ("入帳日", "記帳時間", "交易日"), "tc_holder": ("戶名", "帳戶持有人", "開戶人"),
        "tc_acct": ("帳號", "存款帳號", "帳戶"), "tc_balance": ("餘額", "可用餘額", "帳戶餘額"),
        "sd_date": ("日期", "消費日期", "入帳日"), "sd_desc": ("項目", "消費項目", "摘要"),
        "sd_charge": ("消費", "借方", "金額"), "sd_credit": ("付款", "貸方", "已付"),
        "sd_total_charges": ("消費合計", "費用總計"), "sd_total_credits": ("付款合計", "已付合計"),
        "sd_balance": ("餘額", "應付餘額", "待結金額"), "sd_card_file": ("預授權卡", "擔保信用卡", "入住登記卡"),
        "sd_room": ("房號", "房間號碼"), "sd_arrival": ("入住", "抵達日期", "住房日"),
        "sd_departure": ("退房", "退房日期", "離店日"), "sd_persons": ("人數", "入住人數", "房客人數"),
        "sd_folio": ("帳單號碼", "帳頁號", "結帳單號"), "sd_clerk": ("櫃檯", "經辦人", "結帳人員"),
        "sd_tel": ("飯店電話", "總機", "訂房專線"), "sd_taxno": ("統一編號", "統編", "營利事業統一編號"),
        "sd_bank": ("匯款帳戶", "公司帳戶", "銀行帳戶"), "sd_sign": ("房客簽名", "簽名", "客人簽章"),
        "sd_item": ("計費項目", "項目", "費用名稱"), "sd_qty": ("數量", "用量", "計費度數"),
        "sd_uprice": ("單價", "每度電價", "單價(元)"), "sd_amount": ("金額", "電費", "費用"),
        "sd_meter": ("電號", "電錶號碼", "計量點"), "sd_prev": ("上期指數", "前次抄表", "上次讀數"),
        "sd_curr": ("本期指數", "本次抄表", "本次讀數"), "sd_use": ("用電度數", "本期度數", "差額"),
        "sd_net_total": ("未稅金額", "稅前合計"), "sd_gross": ("本期電費", "含稅合計"),
        "sd_prepaid": ("預繳扣抵", "已預繳", "預付款"), "sd_due_total": ("應繳金額", "本期應繳", "需繳納"),
        "sd_credit_total": ("溢繳金額", "預繳餘額", "可退金額"),
        "sd_due_date": ("繳費期限", "扣款日期", "最後繳費日"), "sd_mandate": ("代繳約定編號", "授權編號", "代扣編號"),
        "sd_custno": ("用戶編號", "客戶編號", "戶號"), "sd_contract": ("契約編號", "合約號碼", "用電契約"),
        "sd_billdate": ("出帳日期", "帳單日期", "開單日期"), "sd_period": ("計費期間", "帳期", "用電期間"),
        "sd_hotline": ("客服專線", "服務電話", "如有疑問"), "sd_supply": ("用電地址", "用電處所", "供電地址"),
        "sd_m_item": ("商品", "商品名稱", "品項"), "sd_m_qty": ("數量", "件數"), "sd_m_price": ("金額", "小計"),
        "sd_m_sub": ("商品總額", "商品金額", "商品合計"), "sd_m_shipping": ("運費", "配送費", "宅配費"),
        "sd_m_total": ("實付金額", "訂單總額", "應付總額"), "sd_m_paid": ("付款管道", "付款", "支付方式"),
        "sd_ship": ("收件人", "收件地址", "配送至"), "sd_bill": ("發票資訊", "帳單地址", "發票寄送"),
        "sd_orderno": ("訂單編號", "訂單號碼", "訂單"), "sd_orderdate": ("訂購日期", "成立時間", "下訂時間"),
        "sd_m_help": ("客服", "客服電話", "如有疑問請來電"), "sd_m_from": ("寄件者", "來自"),
        "sd_m_to": ("收件者", "寄至"), "sd_m_date": ("時間", "日期", "寄送時間"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ 新增", "新建"), "eg_copy": ("複製", "複製新增"), "eg_delete": ("刪除", "✕ 刪除"),
        "eg_print": ("列印", "列印清單"), "eg_excel": ("匯出Excel", "匯出", "Excel"), "eg_post": ("過帳", "核准", "發放"),
        "eg_mail": ("寄信", "發送通知", "簡訊催繳"),
        "wz_change": ("修改", "變更", "編輯"), "wz_back": ("上一步", "‹ 返回"),
        "wz_submit": ("送出申請", "確認送出", "送出"), "wz_cancel": ("取消", "重新填寫"),
        "wz_continue": ("下一步", "確認資料", "繼續"), "wz_save_draft": ("儲存草稿", "稍後繼續"),
        "wz_next": ("下一步", "繼續 →"), "wz_upload": ("上傳檔案", "+ 新增附件"),
        "tc_save": ("存到通訊錄", "儲存聯絡人", "vCard"), "tc_share": ("分享", "⋯"), "tc_export": ("匯出", "匯出CSV"),
        "tc_scan": ("掃描名片", "+ 掃名片"), "tc_message": ("傳訊息", "聯絡房客"), "tc_ledger": ("租金帳", "帳單"),
        "tc_add_tenant": ("+ 新增房客", "新簽租約"), "tc_transfer": ("轉帳", "去轉帳"), "tc_split": ("拆帳", "分類"),
        "tc_dispute": ("申訴", "回報問題"),
        "sd_download": ("下載", "⤓ PDF"), "sd_print": ("列印", "列印…"), "sd_mail": ("寄到信箱", "以郵件寄送"),
        "sd_compose": ("撰寫", "+ 寫信"), "sd_reply": ("回覆", "↩ 回覆"), "sd_forward": ("轉寄", "→ 轉寄"),
        "sd_track": ("查詢物流", "查看訂單"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("雲帳房ERP", "好租管家", "薪資通", "星河365"),
        "eg_modules": ("首頁", "租賃管理", "薪資", "應收", "會員", "報表"),
        "eg_title_tenants": ("房客清冊", "租金明細", "依棟別檢視房客"),
        "eg_title_payroll": ("薪資表", "薪資發放明細", "薪資彙總表"),
        "eg_title_invoices": ("應收帳款", "應收帳齡分析", "未結應收單"),
        "eg_title_members": ("會員名冊", "會員資料", "會費帳"),
        "eg_portfolio": ("案場：河濱花園", "管委會：第三社區", "全部案場"),
        "eg_period_fmt": ("{y}年{month}薪資", "發放期間：{y}年{month}", "{y}年{month}"),
        "eg_asof_fmt": ("截至 {date}", "統計日期：{date}"),
        "eg_houses": ("河濱花園", "翠湖苑", "金桂大樓", "陽光社區", "錦繡華廈"),
        "eg_unit_fmt": ("{f}樓之{n}", "{n}號房", "{f}-{n:02d}"),
        "eg_states_t": ("正常", "已提退租", "欠租", "新簽", "待續約"),
        "eg_states_i": ("未到期", "已提醒", "第一次催收", "第二次催收", "法務處理"),
        "eg_depts": ("倉儲部", "行政部", "外勤組", "財務部", "門市"),
        "eg_buckets": ("逾期30天以上", "逾期1–30天", "未到期"),
        "eg_tiers": ("成人卡", "家庭卡", "學生卡", "敬老卡", "企業卡"),
        "eg_inv_prefix": ("AR", "YS-", "XS"), "eg_by_invoice": ("現金", "匯款"),
        "eg_count_fmt": ("（{n}）", "{n} 列", "共{n}筆"), "eg_views": ("預設檢視", "我的檢視", "全部欄位"),
        "wz_steps_review": ("身分資料", "聯絡方式", "收入", "帳戶", "確認"),
        "wz_steps_transfer": ("填寫", "確認", "驗證", "完成"),
        "wz_steps_claim": ("保單", "出險", "匯款", "文件", "送出"),
        "wz_step_fmt": ("第{i}步，共{n}步：{step}", "{i}/{n} · {step}"),
        "wz_purposes": ("開戶申請", "個人信用貸款申請", "租屋申請", "用電申請"),
        "wz_title_review": ("請核對您的申請資料", "送出前請確認", "資料都正確嗎？"),
        "wz_review_note": ("按下底部按鈕後才會送出。", "如需修改，可返回任一步驟。"),
        "wz_nations": ("中華民國", "臺灣", "日本"),
        "wz_work_states": ("受僱（全職）", "自營業者", "退休", "學生"),
        "wz_jobs": ("護理師", "倉庫主管", "牙科助理", "水電師傅", "法務助理"),
        "wz_consent": ("本人聲明以上資料皆屬實。", "同意以電子方式接收相關文件。"),
        "wz_consent2": ("願意收到優惠活動簡訊。", "同意查詢本人聯徵紀錄。"),
        "wz_title_transfer": ("轉帳", "新增轉帳", "轉帳給他人"),
        "wz_accounts": ("活期存款", "薪轉帳戶", "數位帳戶"),
        "wz_refs": ("{month}房租", "貨款{no}", "謝謝代墊！", "{month}會費", "聚餐分攤"),
        "wz_speeds": ("一般轉帳", "即時轉帳", "預約轉帳"),
        "wz_save_payee": ("儲存為常用收款人", "加入約定帳戶"),
        "wz_tan_note": ("下一步將發送簡訊OTP至您的手機。", "即時轉帳通常數秒內入帳。"),
        "wz_title_claim": ("申請理賠", "線上理賠", "理賠申請書"),
        "wz_policy_fmt": ("保單號碼 {no}", "保單 {no}"),
        "wz_claim_kinds": ("意外", "疾病", "竊盜", "財物損失"),
        "wz_claim_texts": ("在公司濕滑的樓梯跌倒，扭傷腳踝，急診照了X光。", "感冒發燒一週，看了兩次門診並到藥局拿藥。",
                           "機車停在捷運站外被偷，已向派出所報案。", "廚房水槽下方水管爆裂，櫥櫃和地板泡水損壞。"),
        "wz_yes_no": ("是", "否"),
        "wz_files": ("藥局收據.pdf", "損壞照片1.jpg", "報案三聯單.pdf", "維修估價單.pdf", "診斷證明.pdf"),
        "wz_claim_confirm": ("本人確認所填內容屬實。", "已知悉虛偽申報須負法律責任。"),
        "tc_title_vcard": ("名片夾", "已掃描名片", "我的名片"), "tc_count_fmt": ("{n} 張名片", "共{n}張"),
        "tc_search": ("搜尋名片…", "姓名、公司、信箱…", "搜尋…"),
        "tc_tabs_vcard": ("全部", "本週", "潛在客戶", "合作夥伴"),
        "tc_jobs": ("業務副總", "區域經理", "資深架構師", "採購協理", "創辦人暨執行長", "客戶經理"),
        "tc_title_tenant": ("房客", "出租中物件", "房客卡片"), "tc_props": ("河濱花園", "全部物件", "翠湖苑 · 24戶"),
        "tc_tabs_tenant": ("全部", "欠租", "即將到期", "已繳清"),
        "tc_unit_fmt": ("{n}號 · {r}房", "{n}室 · {r}房一廳", "{n}戶 – {r}房"),
        "tc_overdue_fmt": ("欠租 {amount}", "待繳 {amount}"), "tc_notice_fmt": ("{date} 退租", "租約至 {date}"),
        "tc_paid_up": ("已繳清", "無欠費", "正常"),
        "tc_title_txn": ("收支明細", "最近交易", "帳戶動態"), "tc_tabs_txn": ("全部", "存入", "支出", "處理中"),
        "tc_acct_names": ("薪轉帳戶", "活期存款", "家庭帳戶"),
        "tc_cats": ("薪資", "轉入", "轉出", "超市購物", "水電瓦斯", "餐飲"),
        "tc_days": ("今天", "昨天"), "tc_pending": ("處理中", "待入帳"),
        "tc_refs": ("交易序號 {no}", "{month}還款", "貨款 {no}"),
        "sd_hotel_items": ("房費", "早餐", "停車費", "迷你吧", "餐廳消費", "洗衣"),
        "sd_rate_adj": ("合約價折扣", "會員折扣", "房價調整"),
        "sd_tax_fmt": ("稅費 {rate}%", "營業稅 {rate}%"),
        "sd_payment_fmt": ("付款 {card}", "刷卡 {card}", "結帳 {card}"),
        "sd_net_fmt": ("未稅金額（{rate}%）", "稅前（{rate}%）"),
        "sd_vat_fmt": ("營業稅 {rate}%", "稅金 {rate}%", "銷項稅額 {rate}%"),
        "sd_title_folio": ("房客帳單", "結帳單", "消費明細"),
        "sd_thanks": ("感謝您的蒞臨，期待再次為您服務。", "祝您旅途愉快！"),
        "sd_file_fmt": ("{kind}-{no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("{y}年{month}電費帳單", "電費通知單（{y}年{month}）"),
        "sd_util_items": ("流動電費", "基本電費", "輸配電費"),
        "sd_days_fmt": ("{n} 天",), "sd_greet": ("親愛的{name}您好：", "{name}，您好："),
        "sd_util_intro": ("以下是您本期的用電帳單。", "本期用電度數低於去年同期。"),
        "sd_debit_fmt": ("本期應繳 {amount} 將於 {date} 自您的帳戶 {account} 代扣。",
                         "我們將於 {date} 自 {account} 扣繳 {amount}。"),
        "sd_refund_fmt": ("溢繳金額 {amount} 將退至您的帳戶 {account}。",),
        "sd_mandate_prefix": ("DK", "TW"),
        "sd_mail_subject": ("您的訂單 {no} 已成立", "訂單確認：{no}", "感謝訂購！訂單 {no} 已送出"),
        "sd_mail_hi": ("{name}，感謝您的訂購！", "{name} 您好，我們已收到訂單。"),
        "sd_mail_intro": ("商品出貨後將再寄信通知您。", "以下是本次購物明細。"),
        "sd_free": ("免運", "免運費"), "sd_codes": ("NEW10", "SALE150", "VIP20"),
        "sd_discount_fmt": ("折價券（{code}）", "優惠碼 {code}"),
        "sd_incl_fmt": ("含營業稅 {rate}%", "稅額已含 {rate}%"),
        "sd_paid_fmt": ("{brand} 末四碼{last4}", "{brand}（{last4}）"),
        "sd_brands": ("Visa", "JCB", "Mastercard"), "sd_wallets": ("LINE Pay", "街口支付"),
        "sd_same_addr": ("同收件地址",),
        "sd_folders": ("收件匣", "已加星號", "寄件備份", "草稿", "封存", "垃圾郵件"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("無線藍牙耳機", 45.0), ("不鏽鋼保溫瓶 500ml", 15.0), ("瑜珈墊", 14.0), ("藍牙喇叭", 35.0),
        ("A5筆記本 3入", 6.0), ("LED護眼檯燈", 22.0), ("運動襪 6雙", 9.0), ("法式濾壓壺 1L", 16.0),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("元", "NT$", "TWD")
    # Taiwan writes no PRC VAT invoice (its uniform invoice is another thing): no such page here.
    labels_fapiao9: ClassVar[dict[str, tuple[str, ...]]] = {}
    texts_fapiao9: ClassVar[dict[str, Any]] = {}
    payroll_rates: ClassVar[tuple[float, ...]] = (0.0229, 0.0155, 0.06, 0.05, 0.005)
    vat_rate = 0.05
    unit_scale = 30.0
    branches = ("營業部", "信義分行", "民生分行", "新竹分行", "台中分行", "高雄分行")

    def bank_account(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(14))
        return f"{digits[:4]}-{digits[4:7]}-{digits[7:]}"

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

    def passport_no(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(9))

    def insurance_no(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(12))


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        "bk_holder": "口座名義", "bk_iban": "口座番号", "bk_bic": "支店", "bk_balance": "残高",
        "bk_available": "お引出し可能額", "bk_overdraft": "貸越限度額", "bk_income": "入金合計", "bk_expenses": "出金合計",
        "bk_col_date": "取引日", "bk_col_party": "相手先", "bk_col_ref": "摘要", "bk_col_amount": "金額（円）",
        "bk_col_balance": "残高（円）", "bk_d_party": "相手先名義", "bk_d_iban": "相手先口座", "bk_d_ref": "摘要",
        "bk_d_booked": "記帳日", "bk_d_mandate": "契約番号", "org_department": "部署", "org_email": "メール",
        "org_phone": "直通", "org_mobile": "携帯", "org_office": "勤務地", "org_manager": "上長",
        "org_assistant": "アシスタント", "org_employee_no": "社員番号", "org_start": "入社日", "org_birthday": "生年月日",
        "org_about": "自己紹介", "org_reports": "直属メンバー", "trk_number": "お問い合わせ番号", "trk_sender": "ご依頼主",
        "trk_recipient": "お届け先", "trk_phone": "電話番号", "trk_notify": "通知先", "trk_service": "サービス",
        "trk_weight": "重量", "trk_ref": "注文番号", "trk_cod": "代金引換額", "trk_courier": "担当ドライバー",
        "trk_history": "配達状況", "trk_details": "荷物情報", "trk_instructions": "配達メモ", "doc_comments": "コメント",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "入出金明細", "org": "組織図", "tracking": "荷物"}
    buttons_kinds6: ClassVar[dict[str, str]] = {
        "bk_logout": "ログアウト", "bk_transfer": "振込", "bk_filter": "絞り込み", "bk_pdf": "明細ダウンロード",
        "bk_repeat": "もう一度振り込む", "bk_dispute": "お問い合わせ", "bk_receipt": "取引明細書", "org_message": "メッセージ",
        "org_call": "電話", "trk_track": "追跡", "trk_change": "受け取り方法の変更", "trk_call": "電話する",
        "doc_accept": "承認", "doc_reject": "却下",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        "bk_brand": ("ひかり銀行 インターネットバンキング",),
        "bk_nav": ("トップ", "口座照会", "振込・振替", "税金・料金払込み", "カード", "各種手続き"),
        "bk_login": ("{name} 様", "ログイン中：{name} 様"),
        "bk_accounts": ("普通預金", "総合口座", "法人口座（普通）"),
        "bk_period": ("{a}～{b}",),
        "bk_search": ("明細を検索",),
        "bk_types": ("振込入金", "振込", "口座振替", "デビット", "定額自動送金"),
        "bk_pending": ("処理中",),
        "bk_ref_in": ("請求書 {no} 入金", "ご注文{order} 代金", "ご注文{order} 返金", "{name}さんから 飲み会代",
                      "{street} 敷金返還"),
        "bk_ref_salary": ("給与 {month}分", "{month} 賞与"),
        "bk_ref_out": ("{month}分家賃 {street}", "{name}さんへの誕生日プレゼント", "請求書 {no}",
                       "{name}さんとの出張立替精算", "{street} 敷金"),
        "bk_ref_debit": ("保険料 証券番号{order}", "電気料金 お客さま番号{order}", "{month}分 会費"),
        "bk_ref_card": ("デビット {card} {date}", "タッチ決済 {card}"),
        "bk_ref_standing": ("家賃 {street}", "{name}さんへ仕送り", "ローン返済 {order}"),
        "org_tabs": ("社員名簿", "組織図", "チーム", "拠点"),
        "org_search": ("社員を検索",),
        "org_heads": ("経理部長", "業務本部長", "営業部長", "人事部長"),
        "org_titles": ("経理課長", "給与計算担当", "経理主任", "請求担当", "営業課長", "法人営業", "物流コーディネーター",
                       "カスタマーサポート主任", "人事担当", "購買担当", "財務アナリスト", "総務担当"),
        "org_departments": ("経理部", "業務部", "営業部", "人事部"),
        "org_reports_count": ("メンバー{n}名",),
        "org_bio": ("{company}様を担当しています。{date}まで休暇中のため、{colleague}さんにご連絡ください。",
                    "支払・経費精算の窓口です。不在時は{colleague}さんまで。",
                    "{company}から転職してきました。勤務時間 9:00～17:30、急ぎの件は{colleague}さんへ。"),
        "trk_brand": ("はやぶさ便",),
        "trk_nav": ("荷物お問い合わせ", "送る", "営業所検索", "ヘルプ"),
        "trk_status": ("輸送中", "配達中", "配達完了"),
        "trk_steps": ("荷物受付", "輸送中", "配達中", "配達完了"),
        "trk_events": ("荷物受付（発送準備中）", "集荷しました", "ベースに到着", "ベースから発送", "配達営業所に到着",
                       "配達中"),
        "trk_hubs": ("羽田クロノゲート", "厚木ゲートウェイ", "中部ゲートウェイ", "関西ゲートウェイ", "東京港センター",
                     "大阪北営業所"),
        "trk_delivered": ("配達完了（{name}様 受領）", "お隣の{name}様へお預けしました（{street}）",
                          "宅配ボックスへお届けしました", "管理人室の{name}様へお渡ししました"),
        "trk_eta_day": ("お届け予定日：{date}（{wd}）",),
        "trk_eta_window": ("本日 {a}～{b} にお届け予定",),
        "trk_instr": ("不在時は隣の{name}さん（{street}）に預けてください。", "置き配希望：玄関前にお願いします。",
                      "到着したら{name}に電話してください。インターホンが故障中です。"),
        "trk_route": ("第{n}コース",),
        "trk_stops": ("あと{n}件",),
        "trk_map_credit": ("地図データ ©2026",),
        "trk_no_courier": ("配達当日に担当ドライバーが表示されます。",),
        "doc_menu": ("ファイル", "編集", "表示", "挿入", "表示形式", "ツール", "ヘルプ"),
        "doc_file": ("業務委託契約書_{company}（案）", "{company} 保守契約書 v3", "{company} 基本契約書（確認用）"),
        "doc_saved": ("2分前に最終編集", "変更内容をすべてドライブに保存しました"),
        "doc_mode": ("提案モード",),
        "doc_style": ("標準テキスト",),
        "doc_title": ("業務委託契約書",),
        "doc_party1": ("{company}（住所：{address}、代表者：{name}、以下「甲」という）と",),
        "doc_party2": ("{company}（住所：{address}、代表者：{name}、以下「乙」という）は、次のとおり契約を締結する。",),
        "doc_heads": ("第1条（委託業務）", "第2条（委託料）", "第3条（連絡窓口）", "第4条（契約期間）"),
        "doc_scope": ("乙は、甲の事業所における事務機器の保守および修理を行い、年2回の定期点検を実施する。",
                      "乙は、甲の全拠点にコーヒーマシンを設置し、その保守を行う。"),
        "doc_fee": ("委託料は月額{fee}（税別）とし、甲は請求書受領後30日以内に乙の指定口座（普通 {account}）へ振り込む"
                    "ものとする。",),
        "doc_contact": ("本契約に関する連絡は、{name}（{email}、{phone}）宛てに行う。",),
        "doc_term": ("本契約の有効期間は{date}から24か月とする。いずれの当事者も3か月前までに書面で通知することにより"
                     "解約できる。",),
        "doc_sign": ("甲（記名押印）", "乙（記名押印）"),
        "doc_when": ("今日 {time}", "昨日 {time}"),
        "doc_c_addr": ("{company}は10月に{address}へ移転しています。更新しますか？",
                       "この住所で合っていますか？新しいレターヘッドでは{address}になっています。"),
        "doc_c_done": ("@{name} ありがとうございます。先方に書面で確認します。", "@{name} 了解です。確認が取れたら修正します。"),
        "doc_suggest": ("置換：{old} → {new}",),
        "doc_c_fee": ("@{name} {amount}で確定ですか？昨年は{old}でした。",
                      "経理の承認は{amount}までです。@{name} ご確認お願いします。（以前は{old}）"),
        "doc_c_other": ("@{name} 口座番号を経理の{colleague}さんと確認してもらえますか？",
                        "第二連絡先として{colleague}さん（{email}）を追加してください。",
                        "@{name} 乙側の署名者は引き続き{colleague}さんですか？"),
        "doc_reply_box": ("返信、または@で他のユーザーを追加",),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        "tb_ref": "予約番号", "tb_itinerary": "旅程", "tb_passengers": "搭乗者", "tb_col_name": "氏名",
        "tb_col_dob": "生年月日", "tb_col_doc": "旅券番号", "tb_col_ff": "マイレージ会員番号", "tb_col_seat": "座席",
        "tb_col_bags": "手荷物", "tb_payment": "お支払い", "tb_card_holder": "カード名義", "tb_card": "カード",
        "tb_expiry": "有効期限", "tb_billing": "請求先住所", "tb_contact": "連絡先", "tb_email": "メールアドレス",
        "tb_phone": "携帯電話", "tb_price": "料金内訳", "tb_fare": "航空運賃", "tb_taxes": "税金・燃油サーチャージ",
        "tb_bags_fee": "受託手荷物", "tb_seats_fee": "座席指定料", "tb_hotel_fee": "ホテル", "tb_total": "お支払い総額",
        "tb_hotel": "ご宿泊", "tb_checkin": "チェックイン", "tb_checkout": "チェックアウト", "tb_room": "客室",
        "tb_guest": "宿泊者", "pp_details": "患者情報", "pp_dob": "生年月日", "pp_patient_id": "診察券番号",
        "pp_insurance": "保険種別", "pp_member": "被保険者番号", "pp_address": "住所", "pp_phone": "電話番号",
        "pp_email": "メールアドレス", "pp_gp": "主治医", "pp_allergies": "アレルギー", "pp_emergency": "緊急連絡先",
        "pp_appointments": "今後のご予約", "pp_prescriptions": "処方履歴", "pp_col_drug": "薬剤名",
        "pp_col_dose": "用法・用量", "pp_col_by": "処方医", "pp_col_date": "処方日", "pp_col_refills": "残り回数",
        "pp_messages": "メッセージ", "ps_personnel": "社員番号", "ps_tax_id": "個人番号", "ps_social_id": "基礎年金番号",
        "ps_dept": "所属", "ps_position": "役職", "ps_entry": "入社日", "ps_dob": "生年月日", "ps_bank": "振込口座",
        "ps_pay_date": "支給日", "ps_earnings": "支給", "ps_deductions": "控除", "ps_col_desc": "項目",
        "ps_col_amount": "当月", "ps_col_ytd": "年累計", "ps_gross": "総支給額", "ps_total_ded": "控除合計",
        "ps_net": "差引支給額", "fm_participants": "参加者", "fm_info": "スレッド情報", "fm_started": "作成日",
        "fm_replies": "返信", "fm_views": "閲覧数", "fm_similar": "関連スレッド", "fm_joined": "登録日",
        "fm_posts": "投稿数",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "給与明細"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        "signout": "ログアウト", "tb_manage": "予約の確認・変更", "tb_bags": "手荷物を追加", "tb_seats": "座席指定",
        "tb_checkin": "オンラインチェックイン", "tb_calendar": "カレンダーに追加", "pp_book": "予約する",
        "pp_message": "メッセージ", "pp_download": "ダウンロード", "pp_checkin": "受付", "pp_reschedule": "日時変更",
        "pp_refill": "処方を依頼", "pp_reply": "返信", "ps_download": "ダウンロード", "fm_new": "新規スレッド",
        "fm_login": "ログイン", "fm_follow": "フォロー", "fm_reply": "返信", "fm_quote": "引用", "fm_like": "いいね",
        "fm_report": "通報", "fm_post": "返信を投稿",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        "tb_brand": ("そらたびトラベル",),
        "tb_nav": ("航空券", "ホテル", "レンタカー", "予約一覧", "ヘルプ"),
        "tb_login": ("{name} 様", "ログイン中：{name} 様"),
        "tb_confirmed": ("ご予約が確定しました",),
        "tb_greeting": ("{name} 様、ご予約ありがとうございます。{city}への旅の準備が整いました。",
                        "{name} 様、{city}へのご旅行をお楽しみください。"),
        "tb_sent": ("予約確認書とeチケットを{email}にお送りしました。",),
        "tb_legs": ("往路", "復路"),
        "tb_airports": ("東京 (HND)", "大阪 (KIX)", "札幌 (CTS)", "福岡 (FUK)", "那覇 (OKA)", "ソウル (ICN)", "台北 (TPE)",
                        "ホノルル (HNL)", "シンガポール (SIN)"),
        "tb_duration": ("{h}時間{m}分",),
        "tb_stops": ("直行便", "乗継1回"),
        "tb_cabins": ("エコノミー", "プレミアムエコノミー", "ビジネス"),
        "tb_bag_allow": ("20kg×1個", "機内持ち込みのみ", "23kg×2個"),
        "tb_hotels": ("ホテル潮見ヶ丘", "グランドホテル桜坂", "ビジネスホテル駅前", "リゾートホテル碧の浜"),
        "tb_rooms": ("ダブルルーム 禁煙", "ツインルーム 朝食付き", "和洋室 オーシャンビュー"),
        "tb_card_brands": ("JCB", "Visa", "Mastercard"),
        "tb_notice": ("有効なパスポートをお持ちください。オンラインチェックインは出発24時間前から、手荷物のお預けは"
                      "出発45分前に締め切ります。",),
        "pp_brand": ("さくら総合クリニック",),
        "pp_nav": ("ホーム", "予約", "メッセージ", "お薬", "検査結果", "お支払い"),
        "pp_welcome": ("{name} 様", "ようこそ、{name} 様"),
        "pp_doctor": ("{name} 医師", "{name} 医師"),
        "pp_insurers": ("協会けんぽ", "国民健康保険", "組合健保"),
        "pp_relations": ("妻", "夫", "母", "父", "長女", "長男"),
        "pp_relation_fmt": ("（{rel}）",),
        "pp_visits": ("定期健診", "再診", "採血", "オンライン診療", "インフルエンザ予防接種"),
        "pp_clinics": ("さくら総合クリニック 内科", "さくら総合クリニック 循環器内科", "さくら検査センター 分院"),
        "pp_drugs": ("アムロジピン錠5mg", "アトルバスタチン錠10mg", "メトホルミン塩酸塩錠250mg",
                     "アモキシシリンカプセル250mg", "レボチロキシンNa錠50μg", "ロキソプロフェンNa錠60mg"),
        "pp_doses": ("1日1回 朝食後 1錠", "1日2回 朝夕食後 1錠", "1日3回 毎食後 1カプセル 7日分",
                     "痛い時に1錠（1日3回まで）"),
        "pp_allergy_list": ("ペニシリン", "なし", "卵、花粉"),
        "pp_nurse_roles": ("看護師", "受付", "医療事務"),
        "pp_when": ("今日 {time}", "昨日 {time}"),
        "pp_subjects": ("検査結果のお知らせ", "ご来院前のお願い"),
        "pp_msg": (
            "{name} 様、{date}の血液検査の結果が出ました。すべて基準値内です。{doctor}医師より3か月後の再診を"
            "おすすめしていますので、ご予約をお願いいたします。ご不明な点は{phone}までお電話ください。",
            "{name} 様、次回ご来院の際は保険証とお薬手帳をお持ちください。書類の記入でお困りの際は、受付の"
            "{colleague}がお手伝いします（{phone}）。",
        ),
        "pp_reply_box": ("返信を入力…",),
        "ps_file": ("給与明細_{y}-{m}.pdf",),
        "ps_title": ("{year}年{month} 給与明細書",),
        "ps_period_fmt": ("対象期間 {a}〜{b}",),
        "ps_earning_items": ("基本給", "時間外手当", "通勤手当", "役職手当", "住宅手当"),
        "ps_deduction_items": ("健康保険", "厚生年金", "雇用保険", "所得税", "住民税"),
        "ps_departments": ("経理部", "物流部", "カスタマーサポート部", "情報システム部", "営業部"),
        "ps_transfer": ("差引支給額 {amount} を{date}に口座 {account} へお振り込みしました。",),
        "ps_footer": ("{company} 人事部 給与担当", "給与に関するお問い合わせは{company}人事部までお願いします。"),
        "fm_brand": ("ホームネット コミュニティ",),
        "fm_nav": ("フォーラム", "新着", "未解決", "メンバー", "ヘルプ"),
        "fm_search": ("コミュニティを検索",),
        "fm_crumb": ("フォーラム", "ルーター・Wi-Fi"),
        "fm_titles": ("ファームウェア4.2に更新してからWi-Fiが頻繁に切れる", "ノートPCが20分おきに切断されます"),
        "fm_tags": ("ファームウェア", "wifi", "ノートPC", "AX3000"),
        "fm_solved": ("解決済み",),
        "fm_accepted": ("ベストアンサー",),
        "fm_roles": ("メンバー", "コミュニティエキスパート", "モデレーター"),
        "fm_started_by": ("{name} さんが{date}に投稿",),
        "fm_wrote": ("{name} さんの投稿：",),
        "fm_posts": (
            "4.2にアップデートしてから、ノートPCだけが20分おきくらいにWi-Fiから切断されます。スマホやテレビは"
            "問題ありません。ルーターの初期化も2回試しました。何か心当たりはありますか？",
            "うちも同じ症状です。ユーザー会の{name}さんによると、4.1に戻したら直ったそうです。機種は何ですか？",
            "@{mention} さん、AX3000です。昨日{company}のサポートにも電話しましたが、修正版を待ってくださいと"
            "言われただけでした。",
            "ご報告ありがとうございます。@{mention} さん、ルーターのログファイルを{email}までお送りいただけますか？"
            "担当チームで調査中です。",
            "詳細設定で「バンドステアリング」をオフにしたら直りました。別のスレッドで{name}さんが紹介していた方法です。",
            "これで直りました。@{mention} さん、ありがとうございます！解決済みにします。",
        ),
        "fm_sig_jobs": ("情報システム担当", "ネットワークエンジニア", "総務課長", "システム管理者"),
        "fm_sig_line": ("{company} {job}",),
        "fm_handles": ("よふかし", "パケロス", "自作好き", "wifi迷子", "コーヒー党", "ルーター好き"),
        "fm_reply_box": ("返信を書く…",),
        "fm_similar_list": ("毎晩3時にルーターが再起動する", "iPhoneでゲストネットワークが表示されない",
                            "ファームウェア4.2 リリースノート", "メッシュ中継機がペアリングできない"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "name_c": ("顧客氏名", "お客様名", "会員名", "取引先担当者"),
        "name_o": ("購入者", "注文者名", "発注者"),
        "name_e": ("従業員名", "社員名", "メンバー", "スタッフ"),
        "name_s": ("先方担当者", "営業窓口", "担当窓口"),
        "company": ("法人名", "取引先名", "企業名", "所属企業"),
        "supplier": ("仕入先", "仕入先名", "サプライヤー"),
        "email": ("メール", "連絡先メール", "Eメールアドレス", "業務用メール"),
        "phone": ("固定電話", "TEL番号", "代表電話", "電話"),
        "mobile": ("携帯番号", "携帯TEL", "スマホ"),
        "dob": ("生まれ", "生年月日（西暦）", "出生日"),
        "natid": ("マイナンバー（個人番号）", "個人番号（12桁）", "マイナンバー番号"),
        "bank": ("振込先口座", "給与振込口座", "口座情報", "引落口座"),
        "card": ("決済方法", "登録カード", "支払手段"),
        "status": ("状況", "ステータス", "進捗"),
        "created_c": ("登録日時", "会員登録日", "初回来店"),
        "created_o": ("注文日時", "受注日", "注文日"),
        "created_e": ("入社年月日", "雇用開始日", "着任日"),
        "created_s": ("取引開始日", "登録日", "口座開設日"),
        "address_bill": ("請求書送付先", "ご請求先", "請求先所在地"),
        "address_ship": ("配送先", "発送先住所", "届け先"),
        "address_home": ("現住所", "自宅住所", "住民票住所"),
        "address_office": ("本社所在地", "事業所住所", "所在地"),
        "amount_c": ("累計購入額", "売上累計", "売掛残高", "利用総額"),
        "amount_o": ("注文金額", "合計金額", "税込金額", "受注額"),
        "amount_e": ("年収", "基本給（年額）", "年俸"),
        "amount_s": ("買掛残高", "年間仕入額", "未払額", "支払予定額"),
        "ref_c": ("顧客コード", "会員番号", "顧客No."),
        "ref_o": ("受注番号", "注文No.", "伝票番号"),
        "ref_e": ("従業員番号", "社員No.", "職員番号"),
        "dept": ("所属部署", "チーム", "部門", "事業部"),
        "job": ("職種", "ポジション", "肩書"),
        "taxno": ("インボイス登録番号", "法人番号", "適格請求書番号"),
        "actions": ("管理", "その他", "アクション"),
        "rows": ("表示件数", "1ページの件数", "件/ページ"),
        "s_person": ("基本情報", "本人情報", "プロフィール"),
        "s_contact": ("連絡先情報", "ご連絡先", "連絡手段"),
        "s_address": ("住所情報", "請求・配送先", "所在地"),
        "s_company": ("法人情報", "勤務先情報", "会社情報"),
        "s_billing": ("お支払い情報", "決済・請求", "口座情報"),
        "s_work": ("雇用情報", "職務・給与", "勤務情報"),
        "s_notes": ("社内メモ", "特記事項", "備考欄"),
        "s_system": ("更新履歴", "レコード情報", "システム情報"),
        "salutation": ("敬称",),
        "first": ("名", "名（漢字）"),
        "last": ("姓", "姓（漢字）"),
        "fullname": ("氏名（漢字）", "表示名", "フルネーム"),
        "manager": ("上司", "直属の上司", "承認者"),
        "owner": ("営業担当者", "担当者名", "主担当"),
        "group": ("顧客区分", "会員ランク", "価格ランク"),
        "limit": ("与信限度額", "利用限度額"),
        "terms": ("支払条件", "締め・支払"),
        "notes": ("メモ", "コメント", "社内コメント"),
        "rec_created": ("作成日時", "登録日時"),
        "rec_by": ("最終更新者", "更新者", "編集者"),
        "sum": ("概要", "サマリー", "ひと目で確認"),
        "since": ("取引開始", "初回購入", "会員登録"),
        "total_spent": ("累計購入額", "生涯購入額", "総購入額"),
        "open_bal": ("未入金", "売掛金", "残額"),
        "last_order": ("最終購入日", "直近の注文"),
        "vacation": ("有給残日数", "残り有給"),
        "born": ("誕生日", "生まれ", "生年月日"),
        "cust_no": ("No.", "会員No.", "顧客CD"),
        "since_short": ("登録", "取引開始", "入社"),
        "revenue": ("売上", "購入額", "取引額"),
        "tel": ("TEL", "電話", "Tel"),
        "shop_tax": ("登録番号", "事業者登録番号", "インボイス番号"),
        "receipt_no": ("レシートNo.", "取引番号", "No"),
        "till": ("レジ", "レジNo.", "端末"),
        "cashier": ("担当", "責任者", "レジ担当"),
        "subtotal": ("小計", "お買上計"),
        "total": ("合計", "お買上合計", "お会計"),
        "cash": ("お預り", "現金", "お預かり"),
        "change": ("お釣り", "おつり"),
        "card_no": ("カードNo.", "カード", "会員カード番号"),
        "auth": ("承認番号", "承認No."),
        "terminal": ("端末番号", "端末ID"),
        "customer": ("ポイント会員", "会員様", "お客様"),
        "loyalty": ("会員番号", "ポイントカードNo.", "カード番号（ポイント）"),
        "points": ("今回ポイント", "獲得ポイント", "付与ポイント"),
        "pc_merchant": ("加盟店", "支払先", "店舗名"),
        "pc_when": ("決済日時", "お支払い日時", "処理日時"),
        "pc_method": ("決済方法", "お支払い方法"),
        "pc_txn": ("取引ID", "決済番号", "伝票番号"),
        "pc_payer": ("お支払い者", "カード名義人", "お客様名"),
        "pc_email": ("レシート送信先", "電子レシート送付先"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "edit": ("変更", "✎ 編集", "詳細"), "delete": ("除外", "✕ 削除", "取消"),
        "export": ("CSV出力", "エクスポート", "一括出力"), "import": ("取込", "CSV取込"),
        "filters": ("絞り込み条件", "+ 条件を追加", "詳細条件"), "columns": ("表示項目", "列の設定"),
        "add_c": ("+ 顧客を登録", "新規顧客"), "add_o": ("+ 受注を作成", "新規注文"),
        "add_e": ("+ 従業員を追加", "入社手続き"), "add_s": ("+ 仕入先を登録", "新規仕入先"),
        "delete_rec": ("レコードを削除", "削除", "アーカイブ"), "cancel": ("キャンセル", "変更を破棄"),
        "save_close": ("保存して閉じる", "保存して戻る"), "save": ("保存", "変更を保存", "登録する"),
        "message": ("メッセージ", "メール送信", "連絡する"), "call": ("発信", "☎ 電話"),
        "profile": ("詳細を見る", "プロフィール", "開く"), "add_contact": ("+ 連絡先を追加", "新規連絡先", "招待"),
        "print": ("レシート印刷", "再印刷", "印刷"), "download": ("PDFダウンロード", "ダウンロード"),
        "email_r": ("電子レシート送信", "レシートを送る"), "refund": ("返金", "返金処理"),
        "new_sale": ("次の会計", "レジに戻る"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        "nav": ("ホーム", "顧客", "受注", "従業員", "仕入先", "分析", "設定"),
        "brand": ("カンリー", "業務ナビ", "ラクダ管理", "北斗ERP"),
        "title_c": ("顧客一覧", "顧客管理", "全顧客"),
        "title_o": ("受注一覧", "注文管理", "すべての注文"),
        "title_e": ("従業員一覧", "社員名簿", "メンバー"),
        "title_s": ("仕入先一覧", "仕入先管理", "取引先（仕入）"),
        "search": ("検索…", "氏名・メール・番号で検索", "キーワードを入力", "クイック検索"),
        "chips_c": ("ステータス：有効", "登録：直近90日", "地域：関東", "区分：法人"),
        "chips_o": ("入金済み", "今月", "チャネル：EC", "要確認"),
        "chips_e": ("部署：営業部", "勤務地：大阪", "正社員"),
        "chips_s": ("カテゴリ：梱包資材", "承認済みのみ", "地域：東海"),
        "results_fmt": ("{n}件", "全{n}件", "{n} 件の結果"),
        "count_fmt": ("{n}件中 {a}–{b}件", "{a}〜{b}件 / 全{n}件", "{a}-{b} / {n}"),
        "selected_fmt": ("{n}件選択中", "{n}件を選択"),
        "st_c": ("有効", "お試し", "休眠", "延滞", "VIP"),
        "st_o": ("入金済", "入金待ち", "下書き", "返金済", "発送済"),
        "st_e": ("在籍", "休職中", "退職", "停止", "契約社員"),
        "st_s": ("承認済", "審査中", "停止中", "取引停止", "優先"),
        "depts": ("営業部", "経理部", "開発部", "物流部", "マーケティング部", "カスタマーサポート", "人事部"),
        "jobs": ("営業マネージャー", "総務担当", "購買担当", "エンジニア", "経理課長", "カスタマーサクセス",
                 "プロジェクトリーダー", "営業事務"),
        "salutations": ("様", "殿", "御中"),
        "groups": ("一般", "法人", "優良顧客", "代理店", "官公庁"),
        "terms": ("月末締め翌月末払い", "前払い", "代金引換", "20日締め翌月10日払い"),
        "notes": ("午後の連絡を希望。", "請求書はPDFのみで送付。", "年内は10%引きで合意済み。",
                  "展示会（東京ビッグサイト）で名刺交換。"),
        "help_id": ("暗号化して保存されます。", "源泉徴収票の作成に使用します。"),
        "help_email": ("請求書はこのアドレスに届きます。", "第三者には公開されません。"),
        "help_phone": ("ハイフンなしでも可。", "配送連絡にのみ使用します。"),
        "help_addr": ("都道府県から番地・建物名まで。", "請求書に印字されます。"),
        "help_bank": ("返金はこの口座に振り込まれます。", "保存前にご確認ください。"),
        "crumb": ("{section} › {name}", "{section} / {name} / 編集"),
        "ef_title_c": ("顧客情報の編集", "顧客詳細", "顧客情報を更新"),
        "ef_title_e": ("従業員情報", "社員情報の編集", "人事カード"),
        "unsaved": ("未保存の変更があります", "下書き", "2分前に保存済み"),
        "required": ("* は必須項目です", "「*」の項目は入力必須です"),
        "vacation_fmt": ("{n}日", "残り{n}日"),
        "badges": ("VIP", "新規", "重要顧客", "見込み", "お気に入り"),
        "badges_team": ("リモート", "新入社員", "休職中", "管理者", "時短"),
        "role_fmt": ("{company} {job}", "{job}・{company}", "{company}／{job}"),
        "tabs": ("すべて", "お気に入り", "最近追加", "アーカイブ"),
        "cg_title_contacts": ("連絡先", "アドレス帳"),
        "cg_title_team": ("チームメンバー", "メンバー紹介", "社員名簿"),
        "cg_title_cust": ("重要顧客", "顧客担当者"),
        "cg_title_sup": ("仕入先担当者", "仕入先"),
        "cg_count": ("{n}人", "{n}件の連絡先", "全{n}件"),
        "sort": ("並び替え：氏名順", "並び替え：追加順", "並び替え：会社名"),
        "qty_fmt": ("@{price} × {qty}", "{qty}点 × {price}", "単価{price} × {qty}"),
        "return_fmt": ("返品 {item}", "取消 {item}"),
        "discount": ("会員割引", "クーポン値引", "まとめ買い割引", "値引"),
        "tax_fmt": ("（内消費税等 {rate}%）", "内税 {rate}%", "{rate}%対象 消費税"),
        "card_brands": ("VISA", "Mastercard", "JCB", "AMEX"),
        "cash_word": ("現金",),
        "wallets": ("PayPay", "楽天ペイ", "交通系IC"),
        "entry": ("タッチ決済", "IC", "一括払い"),
        "approved": ("お支払い完了", "承認"),
        "receipt_title": ("領収書", "レシート", "お買上明細"),
        "copy": ("お客様控え", "加盟店控え"),
        "served_fmt": ("担当：{name}", "本日の担当は{name}です"),
        "thanks": ("ご来店ありがとうございました", "またのお越しをお待ちしております", "ありがとうございました"),
        "policy": ("返品・交換はレシートをお持ちの上7日以内に。", "このレシートは大切に保管してください。"),
        "pc_title": ("お支払いが完了しました", "決済完了", "支払い成功"),
        "pos_brand": ("レジナビ", "みせレジ", "ポスタ"),
        "pos_nav": ("レジ", "取引履歴", "商品", "会員", "レポート"),
        "pos_user": ("ログイン中：{name}", "{name}・レジ2"),
        "pos_crumb": ("取引履歴 › レシート {no}", "売上 No.{no}"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("ブレンドコーヒー", 2.6), ("メロンパン", 1.2), ("食パン 6枚切", 1.3), ("牛乳 1000ml", 1.6),
        ("キッチンペーパー", 2.0), ("単3電池 8本", 5.0), ("ヨーグルト", 1.0), ("オレンジジュース", 1.1),
        ("食器用洗剤", 1.5), ("おにぎり 鮭", 1.0), ("天然水 2L", 0.7), ("USBケーブル", 7.3),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_tenant": ("入居者", "賃借人", "契約者名"), "eg_employee": ("従業員名", "氏名", "社員氏名"),
        "eg_member": ("会員氏名", "会員名", "受講者"), "eg_unit": ("号室", "部屋番号", "区画"),
        "eg_phone": ("電話(自宅)", "TEL", "連絡先電話"), "eg_email": ("メール", "Eメール", "メールアドレス"),
        "eg_dob": ("生年月日", "誕生日", "生年月日(西暦)"), "eg_start": ("入居日", "契約開始", "賃貸開始日"),
        "eg_iban": ("口座番号", "振込口座", "引落口座"), "eg_rent": ("賃料", "家賃", "月額賃料"),
        "eg_deposit": ("敷金", "保証金"), "eg_arrears": ("滞納額", "未収賃料", "延滞"),
        "eg_state": ("契約状況", "入居状況"), "eg_persno": ("社員番号", "社員No.", "No."),
        "eg_dept": ("所属", "部署", "原価センタ"), "eg_taxid": ("マイナンバー", "個人番号", "基礎年金番号"),
        "eg_gross": ("総支給額", "支給合計", "税引前"), "eg_deduct": ("控除合計", "控除額", "社保・税"),
        "eg_net": ("差引支給額", "手取り", "振込額"), "eg_invno": ("請求書No.", "伝票番号", "請求番号"),
        "eg_debtor": ("得意先名", "請求先", "取引先"), "eg_contact": ("ご担当者", "担当", "経理担当"),
        "eg_invdate": ("請求日", "伝票日付", "計上日"), "eg_due": ("支払期日", "入金予定日", "期日"),
        "eg_amount": ("請求額", "請求金額(税込)", "伝票金額"), "eg_paid": ("入金済", "入金額", "消込額"),
        "eg_balance": ("未入金", "残高", "請求残"), "eg_dunning": ("督促", "督促レベル", "催告"),
        "eg_memno": ("会員No.", "会員番号", "受講番号"), "eg_address": ("住所", "ご住所", "連絡先住所"),
        "eg_payment": ("支払方法", "引落方法", "決済"), "eg_joined": ("入会日", "登録日", "入会年月日"),
        "eg_fee": ("月会費", "会費", "会費/月"), "eg_tier": ("会員種別", "コース", "プラン"),
        "eg_records": ("件数", "行数"), "eg_selected": ("選択中", "選択"),
        "eg_subtotal": ("小計", "グループ計", "Σ 小計"), "eg_total": ("総合計", "総計", "合　計"),
        "eg_sum": ("合計値", "集計", "合計"), "eg_view": ("表示", "レイアウト", "表示パターン"),
        "wz_s_personal": ("お客さま情報", "ご本人について", "本人確認"), "wz_s_contact": ("ご連絡先", "連絡方法"),
        "wz_s_address": ("お住まい", "現住所", "ご住所"), "wz_s_income": ("ご職業・ご収入", "収入について", "勤務先情報"),
        "wz_s_payment": ("お支払い情報", "引落口座", "口座情報"),
        "wz_fullname": ("お名前", "氏名（本人確認書類と同じ）", "申込者氏名"), "wz_dob": ("生年月日", "お誕生日"),
        "wz_nationality": ("国籍", "国・地域"), "wz_idno": ("本人確認書類番号", "マイナンバー／旅券番号", "書類番号"),
        "wz_email": ("メールアドレス", "Eメール", "連絡用メール"), "wz_phone": ("電話番号", "携帯電話", "日中の連絡先"),
        "wz_addr_now": ("現住所", "ご住所", "お住まいの住所"), "wz_moved_in": ("居住開始", "現住所に住み始めた日", "入居年月日"),
        "wz_addr_prev": ("前住所", "以前の住所"), "wz_status": ("就業状況", "雇用形態"),
        "wz_employer": ("勤務先", "勤務先名", "会社名"), "wz_job": ("職業", "職種"),
        "wz_income": ("月収（手取り）", "手取り月収", "毎月の手取り額"), "wz_holder": ("口座名義", "名義人", "口座名義人"),
        "wz_card": ("カード番号", "クレジットカード", "お支払いカード"), "wz_iban": ("口座番号", "普通預金口座番号", "お引落口座"),
        "wz_bank": ("支店名", "金融機関・支店", "取扱店"), "wz_from": ("出金口座", "振込元口座", "支払口座"),
        "wz_avail": ("出金可能額", "お引出可能額", "利用可能残高"), "wz_payee": ("振込先", "受取人名", "お振込先名義"),
        "wz_to_acct": ("振込先口座番号", "受取人口座", "相手口座番号"), "wz_to_bank": ("振込先金融機関", "振込先支店", "相手先支店"),
        "wz_amount": ("振込金額", "金額", "いくら送りますか？"), "wz_exec": ("振込指定日", "実行日", "予約日"),
        "wz_ref": ("振込依頼人名・メモ", "メモ", "用途"), "wz_speed": ("振込方法", "着金タイミング", "振込種別"),
        "wz_recent": ("最近の振込先", "よく使う振込先", "登録済み振込先"),
        "wz_fs_insured": ("被保険者", "ご契約者さま", "被保険者情報"),
        "wz_fs_incident": ("事故の状況", "事故内容", "何がありましたか？"),
        "wz_fs_third": ("相手方", "事故の相手", "関係者"),
        "wz_fs_payout": ("保険金のお受取口座", "お支払先", "お振込先"),
        "wz_insno": ("保険証記号番号", "被保険者番号", "保険者番号"),
        "wz_when": ("事故日", "発生日", "いつ起きましたか？"), "wz_where": ("事故発生場所", "発生場所", "どこで起きましたか？"),
        "wz_kind": ("事故の種類", "請求区分", "カテゴリ"), "wz_what": ("状況の説明", "事故の経緯", "詳しい内容"),
        "wz_tp_name": ("相手方氏名", "相手の方のお名前", "相手方"), "wz_tp_phone": ("相手方電話番号", "相手の連絡先"),
        "wz_tp_insurer": ("相手方の保険会社", "相手方保険会社", "相手の加入保険"),
        "wz_police": ("警察への届出", "事故証明の有無"),
        "wz_claimed": ("請求金額", "損害額", "ご請求額"), "wz_attach": ("添付書類", "添付ファイル", "領収書・写真"),
        "tc_tel": ("T", "TEL", "電話"), "tc_mob": ("M", "携帯", "Mob"), "tc_mail": ("E", "Mail", "@"),
        "tc_addr": ("A", "住所", "〒"), "tc_web": ("W", "URL", "Web"),
        "tc_rent": ("家賃", "賃料", "月額"), "tc_since": ("入居", "入居日", "契約開始"),
        "tc_deposit": ("敷金", "保証金", "預り金"),
        "tc_cp_acct": ("相手口座", "相手先口座番号", "取引相手口座"), "tc_ref": ("摘要", "メモ", "内容"),
        "tc_booked": ("取引日", "記帳日", "入出金日"), "tc_holder": ("名義", "口座名義", "名義人"),
        "tc_acct": ("口座番号", "普通預金", "口座"), "tc_balance": ("残高", "お引出可能額", "現在残高"),
        "sd_date": ("日付", "利用日", "計上日"), "sd_desc": ("内容", "ご利用内容", "摘要"),
        "sd_charge": ("ご利用額", "借方", "金額"), "sd_credit": ("お支払", "貸方", "入金"),
        "sd_total_charges": ("ご利用合計", "請求合計"), "sd_total_credits": ("お支払合計", "入金合計"),
        "sd_balance": ("残高", "お支払残高", "差引残高"), "sd_card_file": ("お預かりカード", "保証用カード", "チェックイン時のカード"),
        "sd_room": ("客室", "部屋番号"), "sd_arrival": ("到着日", "チェックイン", "ご到着"),
        "sd_departure": ("出発日", "チェックアウト", "ご出発"), "sd_persons": ("人数", "ご宿泊人数", "大人"),
        "sd_folio": ("明細番号", "フォリオNo.", "会計番号"), "sd_clerk": ("担当", "フロント", "精算担当"),
        "sd_tel": ("TEL", "代表電話", "ご予約"), "sd_taxno": ("登録番号", "適格請求書発行事業者登録番号", "インボイス番号"),
        "sd_bank": ("お振込先", "振込口座", "取引銀行"), "sd_sign": ("お客様署名", "ご署名", "サイン"),
        "sd_item": ("項目", "料金項目", "内訳"), "sd_qty": ("使用量", "数量", "ご使用量"),
        "sd_uprice": ("単価", "料金単価", "単価(円)"), "sd_amount": ("金額", "料金", "ご請求額"),
        "sd_meter": ("計器番号", "メーター番号", "供給地点番号"), "sd_prev": ("前回指示数", "前回検針", "前回"),
        "sd_curr": ("今回指示数", "今回検針", "今回"), "sd_use": ("ご使用量", "使用量(kWh)", "差引"),
        "sd_net_total": ("税抜合計", "小計(税抜)"), "sd_gross": ("今月の電気料金", "税込合計"),
        "sd_prepaid": ("前払い充当", "お支払済み", "前受金"), "sd_due_total": ("ご請求金額", "今回のお支払額", "お支払金額"),
        "sd_credit_total": ("過払い額", "お預り残高", "ご返金額"),
        "sd_due_date": ("お支払期限", "口座振替日", "引落予定日"), "sd_mandate": ("口座振替受付番号", "振替契約番号", "受付番号"),
        "sd_custno": ("お客さま番号", "顧客番号", "ご契約番号"), "sd_contract": ("契約番号", "ご契約No.", "需要家番号"),
        "sd_billdate": ("発行日", "請求日", "作成日"), "sd_period": ("ご使用期間", "対象期間", "請求期間"),
        "sd_hotline": ("お客さまセンター", "お問い合わせ", "サポート"), "sd_supply": ("ご使用場所", "供給場所", "需要場所"),
        "sd_m_item": ("商品", "商品名", "ご注文商品"), "sd_m_qty": ("数量", "個数"), "sd_m_price": ("金額", "小計"),
        "sd_m_sub": ("商品合計", "商品小計", "商品代金"), "sd_m_shipping": ("送料", "配送料", "配送手数料"),
        "sd_m_total": ("ご請求額", "お支払総額", "合計（税込）"), "sd_m_paid": ("お支払い", "決済方法", "支払い"),
        "sd_ship": ("お届け先", "配送先", "お届け先住所"), "sd_bill": ("ご請求先", "請求先住所", "ご請求先住所"),
        "sd_orderno": ("ご注文番号", "注文番号", "注文No."), "sd_orderdate": ("ご注文日", "注文日時", "受付日"),
        "sd_m_help": ("お問い合わせ", "カスタマーセンター", "ご不明点はお電話で"), "sd_m_from": ("差出人", "From"),
        "sd_m_to": ("宛先", "To"), "sd_m_date": ("日時", "送信日時", "受信"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_new": ("+ 新規", "新規作成"), "eg_copy": ("コピー", "複写"), "eg_delete": ("削除", "✕ 削除"),
        "eg_print": ("印刷", "一覧印刷"), "eg_excel": ("Excel出力", "エクスポート", "Excel"),
        "eg_post": ("計上", "承認", "確定"), "eg_mail": ("メール送信", "通知を送る", "督促状作成"),
        "wz_change": ("変更", "修正", "編集"), "wz_back": ("戻る", "‹ 前へ"),
        "wz_submit": ("申し込む", "この内容で申し込む", "送信"), "wz_cancel": ("キャンセル", "最初からやり直す"),
        "wz_continue": ("次へ", "確認画面へ", "続ける"), "wz_save_draft": ("一時保存", "あとで続ける"),
        "wz_next": ("次へ", "次のステップ →"), "wz_upload": ("ファイルを添付", "+ 追加"),
        "tc_save": ("連絡先に保存", "アドレス帳に追加", "vCard"), "tc_share": ("共有", "⋯"),
        "tc_export": ("エクスポート", "CSV出力"), "tc_scan": ("名刺をスキャン", "+ 取り込み"),
        "tc_message": ("メッセージ", "入居者に連絡"), "tc_ledger": ("家賃台帳", "入金履歴"),
        "tc_add_tenant": ("+ 入居者登録", "新規契約"), "tc_transfer": ("振込", "振込する"),
        "tc_split": ("分割", "分類"), "tc_dispute": ("異議申立て", "問題を報告"),
        "sd_download": ("ダウンロード", "⤓ PDF"), "sd_print": ("印刷", "印刷…"), "sd_mail": ("メールで送る", "明細を送信"),
        "sd_compose": ("作成", "+ 新規メール"), "sd_reply": ("返信", "↩ 返信"), "sd_forward": ("転送", "→ 転送"),
        "sd_track": ("配送状況を確認", "注文履歴を見る"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        "eg_brand": ("クラウド会計ERP", "賃貸名人", "給与ナビ", "ミナト365"),
        "eg_modules": ("ホーム", "賃貸管理", "給与", "売掛金", "会員", "レポート"),
        "eg_title_tenants": ("入居者一覧", "家賃台帳", "物件別入居者"),
        "eg_title_payroll": ("賃金台帳", "給与支給一覧", "給与集計表"),
        "eg_title_invoices": ("売掛金残高", "年齢調べ表", "未入金請求一覧"),
        "eg_title_members": ("会員名簿", "会員一覧", "会費台帳"),
        "eg_portfolio": ("物件：グランコート南", "管理組合 第3", "全物件"),
        "eg_period_fmt": ("{y}年{month}分 給与", "支給対象：{y}年{month}", "{y}年{month}"),
        "eg_asof_fmt": ("{date} 現在", "基準日：{date}"),
        "eg_houses": ("グランコート南", "メゾン桜", "リバーサイド館", "コーポ若葉", "パークヒルズ"),
        "eg_unit_fmt": ("{f}0{n}号室", "{n}号室", "{f}-{n:02d}"),
        "eg_states_t": ("入居中", "解約予告", "滞納", "新規契約", "更新待ち"),
        "eg_states_i": ("期日前", "リマインド済", "督促1回目", "督促2回目", "法的手続"),
        "eg_depts": ("物流部", "総務部", "営業所", "経理部", "店舗"),
        "eg_buckets": ("30日超 延滞", "1〜30日 延滞", "期日前"),
        "eg_tiers": ("一般", "ファミリー", "学生", "シニア", "法人"),
        "eg_inv_prefix": ("INV-", "SK", "U"), "eg_by_invoice": ("振込", "請求書払い"),
        "eg_count_fmt": ("（{n}）", "{n}行", "{n}件"), "eg_views": ("標準", "マイビュー", "全項目"),
        "wz_steps_review": ("本人情報", "連絡先", "収入", "口座", "確認"),
        "wz_steps_transfer": ("入力", "確認", "認証", "完了"),
        "wz_steps_claim": ("契約", "事故", "受取口座", "書類", "送信"),
        "wz_step_fmt": ("ステップ {i}/{n}：{step}", "{i}/{n} · {step}"),
        "wz_purposes": ("口座開設のお申込み", "カードローンのお申込み", "賃貸入居申込", "電気のお申込み"),
        "wz_title_review": ("入力内容のご確認", "お申込み内容の確認", "内容に間違いはありませんか？"),
        "wz_review_note": ("下のボタンを押すまで送信されません。", "各項目の変更から入力画面に戻れます。"),
        "wz_nations": ("日本", "日本国籍", "韓国"),
        "wz_work_states": ("正社員", "自営業", "年金受給者", "学生"),
        "wz_jobs": ("看護師", "倉庫管理者", "歯科衛生士", "電気工事士", "法律事務員"),
        "wz_consent": ("上記の内容に相違ないことを確認しました。", "書面の電子交付に同意します。"),
        "wz_consent2": ("キャンペーン情報をメールで受け取る", "信用情報機関への照会に同意します。"),
        "wz_title_transfer": ("振込", "新規振込", "お振込み"),
        "wz_accounts": ("普通預金", "給与振込口座", "貯蓄預金"),
        "wz_refs": ("{month}分家賃", "請求書 {no}", "立替ありがとう", "{month}会費", "飲み会代"),
        "wz_speeds": ("通常（当日〜翌営業日）", "即時振込", "予約振込"),
        "wz_save_payee": ("この振込先を登録する", "よく使う振込先に追加"),
        "wz_tan_note": ("次の画面でワンタイムパスワードを入力してください。", "15時以降の振込は翌営業日扱いとなります。"),
        "wz_title_claim": ("保険金のご請求", "事故のご連絡", "給付金請求"),
        "wz_policy_fmt": ("証券番号 {no}", "ご契約 {no}"),
        "wz_claim_kinds": ("ケガ", "病気", "盗難", "物損"),
        "wz_claim_texts": ("職場の濡れた階段で転倒し足首をねんざ。救急外来でレントゲン撮影。", "インフルエンザで一週間療養し、通院2回と薬局で処方薬を受け取った。",
                           "駅前の駐輪場に鍵をかけて置いた自転車が盗まれ、交番に届け出た。", "台所の流し下の配管が破裂し、収納棚と床が水浸しになった。"),
        "wz_yes_no": ("はい", "いいえ"),
        "wz_files": ("薬局領収書.pdf", "破損写真1.jpg", "盗難届受理番号.pdf", "修理見積書.pdf", "診断書.pdf"),
        "wz_claim_confirm": ("記載内容に事実と相違ありません。", "虚偽の請求は契約解除となることを了承します。"),
        "tc_title_vcard": ("名刺管理", "取り込んだ名刺", "名刺一覧"), "tc_count_fmt": ("{n}枚", "{n}件の名刺"),
        "tc_search": ("名刺を検索…", "氏名・会社・メール…", "検索…"),
        "tc_tabs_vcard": ("すべて", "今週", "見込み客", "取引先"),
        "tc_jobs": ("営業本部長", "エリアマネージャー", "シニアアーキテクト", "購買部長", "代表取締役", "アカウントマネージャー"),
        "tc_title_tenant": ("入居者", "入居中の部屋", "入居者カード"),
        "tc_props": ("グランコート南", "全物件", "メゾン桜 · 24戸"),
        "tc_tabs_tenant": ("すべて", "滞納", "解約予定", "入金済"),
        "tc_unit_fmt": ("{n}号室 · {r}LDK", "{n}号 · {r}DK", "No.{n} – {r}K"),
        "tc_overdue_fmt": ("{amount} 滞納", "未入金 {amount}"), "tc_notice_fmt": ("{date} 退去予定", "{date} 解約"),
        "tc_paid_up": ("入金済", "滞納なし", "正常"),
        "tc_title_txn": ("入出金明細", "最近の取引", "アクティビティ"), "tc_tabs_txn": ("すべて", "入金", "出金", "処理中"),
        "tc_acct_names": ("普通預金", "給与口座", "生活費口座"),
        "tc_cats": ("給与", "振込入金", "振込出金", "スーパー", "電気・ガス", "飲食"),
        "tc_days": ("今日", "昨日"), "tc_pending": ("処理中", "未確定"),
        "tc_refs": ("受付番号 {no}", "{month}分", "請求 {no}"),
        "sd_hotel_items": ("室料", "朝食", "駐車場", "ミニバー", "レストラン", "ランドリー"),
        "sd_rate_adj": ("法人割引", "会員割引", "料金調整"),
        "sd_tax_fmt": ("税 {rate}%", "消費税 {rate}%"),
        "sd_payment_fmt": ("お支払 {card}", "カード払い {card}", "精算 {card}"),
        "sd_net_fmt": ("{rate}%対象（税抜）", "税抜額（{rate}%）"),
        "sd_vat_fmt": ("消費税 {rate}%", "うち消費税 {rate}%", "消費税等（{rate}%）"),
        "sd_title_folio": ("ご宿泊明細書", "お会計明細", "フォリオ"),
        "sd_thanks": ("ご宿泊ありがとうございました。", "またのお越しをお待ちしております。"),
        "sd_file_fmt": ("{kind}-{no}.pdf", "{kind}_{no}.pdf"),
        "sd_util_title": ("{y}年{month}分 電気料金のお知らせ", "電気ご使用量のお知らせ（{y}年{month}）"),
        "sd_util_items": ("電力量料金", "基本料金", "託送料金相当額"),
        "sd_days_fmt": ("{n}日間",), "sd_greet": ("{name} 様", "{name} 様、いつもありがとうございます。"),
        "sd_util_intro": ("今月のご請求内容をお知らせします。", "ご使用量は前年同月を下回りました。"),
        "sd_debit_fmt": ("{amount} を {date} にご指定の口座 {account} から振り替えます。",
                         "{date}、口座 {account} より {amount} を引き落とします。"),
        "sd_refund_fmt": ("過払い分 {amount} を口座 {account} へご返金します。",),
        "sd_mandate_prefix": ("KF", "JP-"),
        "sd_mail_subject": ("ご注文 {no} を承りました", "【注文確認】{no}", "ご注文ありがとうございます（{no}）"),
        "sd_mail_hi": ("{name} 様、ご注文ありがとうございます。", "{name} 様、ご注文を受け付けました。"),
        "sd_mail_intro": ("商品発送時に改めてメールでお知らせします。", "ご注文内容は以下のとおりです。"),
        "sd_free": ("無料", "送料無料"), "sd_codes": ("WELCOME10", "SPRING15", "VIP20"),
        "sd_discount_fmt": ("クーポン（{code}）", "割引コード {code}"),
        "sd_incl_fmt": ("うち消費税 {rate}%", "消費税込 {rate}%"),
        "sd_paid_fmt": ("{brand} 末尾{last4}", "{brand}（****{last4}）"),
        "sd_brands": ("VISA", "JCB", "Mastercard", "AMEX"), "sd_wallets": ("PayPay", "楽天ペイ"),
        "sd_same_addr": ("お届け先と同じ",),
        "sd_folders": ("受信トレイ", "スター付き", "送信済み", "下書き", "アーカイブ", "迷惑メール"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = (
        ("ワイヤレスイヤホン", 59.0), ("ステンレスボトル 500ml", 18.0), ("ヨガマット", 25.0),
        ("Bluetoothスピーカー", 45.0), ("A5ノート 3冊パック", 6.0), ("LEDデスクライト", 30.0),
        ("ランニングソックス 6足組", 15.0), ("フレンチプレス 1L", 25.0),
    )  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("円", "¥", "JPY")
    unit_fmt_kinds9 = "{label}（{unit}）"
    months_kinds9: ClassVar[tuple[str, ...]] = (
        "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月",
    )  # fmt: skip
    long_day_fmt_kinds9 = "{y}年{m}月{d}日"
    payroll_rates: ClassVar[tuple[float, ...]] = (0.05, 0.0915, 0.006, 0.03, 0.05)
    vat_rate = 0.1
    unit_scale = 150.0
    branches = ("本店営業部", "新宿支店", "渋谷支店", "梅田支店", "名古屋駅前支店", "横浜支店")

    def bank_account(self, rng: random.Random) -> str:
        return f"{rng.randint(0, 9999999):07d}"

    def bank_code(self, rng: random.Random) -> str:
        return f"{rng.choice(self.branches)}（店番 {rng.randint(100, 999)}）"

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

    def passport_no(self, rng: random.Random) -> str:
        return f"T{rng.choice('KRZ')}{rng.randint(1000000, 9999999)}"

    def insurance_no(self, rng: random.Random) -> str:
        return f"{rng.randint(10000000, 99999999)}"

    def social_no(self, rng: random.Random) -> str:
        return f"{rng.randint(1000, 9999)}-{rng.randint(100000, 999999)}"

    def gendered(self, female: bool) -> str:
        first = self.fake.first_name_female() if female else self.fake.first_name_male()
        return f"{self.fake.last_name()} {first}"

    def name_parts(self) -> tuple[str, str, str]:
        given, family = str(self.fake.first_name()), str(self.fake.last_name())
        return f"{family} {given}", given, family

    def initials(self, given: str, family: str) -> str:
        # A Japanese avatar shows the first character of the family name.
        return family[:1]

    def masked_card(self, rng: random.Random) -> str:
        last4 = f"{rng.randint(0, 9999):04d}"
        return rng.choice((f"****-****-****-{last4}", f"下4桁 {last4}", f"**** {last4}", f"XXXX-XXXX-XXXX-{last4}"))

    def loyalty_no(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(16))
        return rng.choice((f"{digits[:4]} {digits[4:8]} {digits[8:12]} {digits[12:]}", digits[:13]))


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        **EnUs.labels_kinds6, "bk_bic": "Sort code", "bk_overdraft": "Arranged overdraft", "bk_income": "Money in",
        "bk_expenses": "Money out", "bk_col_ref": "Reference", "bk_col_amount": "Amount (GBP)", "bk_d_ref": "Reference",
        "bk_d_mandate": "Direct Debit reference", "org_birthday": "Date of birth", "trk_recipient": "Deliver to",
        "trk_cod": "Duty to pay", "trk_history": "Tracking history", "trk_details": "Parcel details",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {
        "bank": "Transactions",
        "org": "Organisation chart",
        "tracking": "Parcel",
    }
    buttons_kinds6: ClassVar[dict[str, str]] = {
        **EnUs.buttons_kinds6, "bk_logout": "Log out", "bk_transfer": "Make a payment", "bk_dispute": "Report a problem",
        "bk_receipt": "Download",
    }  # fmt: skip
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds6,
        "bk_brand": ("Thames Bank",),
        "bk_nav": ("Home", "Accounts", "Payments", "Standing orders", "Cards", "Statements"),
        "bk_login": ("Logged in as {name}", "Good morning, {name}"),
        "bk_accounts": ("Current Account", "Reward Current Account", "Business Current Account"),
        "bk_types": ("Faster Payment in", "Faster Payment", "Direct Debit", "Debit card", "Standing order"),
        "bk_ref_in": ("Invoice {no}", "Payment for order {order}", "Refund order {order}", "From {name} – curry night",
                      "Deposit returned, {street}"),
        "bk_ref_salary": ("Salary {month}", "BACS salary {month}"),
        "bk_ref_out": ("Rent {month}, {street}", "Birthday present for {name}", "Invoice {no}",
                       "Expenses, trip with {name}", "Holding deposit {street}"),
        "bk_ref_debit": ("Council tax, ref {order}", "Energy bill, account {order}", "Gym membership {month}"),
        "bk_ref_card": ("Card {card} {date}", "Contactless {card}"),
        "bk_ref_standing": ("Rent, {street}", "Pocket money for {name}", "Car finance, agreement {order}"),
        "org_heads": ("Finance Director", "Head of Operations", "Sales Director", "HR Director"),
        "org_titles": ("Finance Manager", "Payroll Officer", "Senior Accountant", "Credit Controller", "Sales Manager",
                       "Account Manager", "Operations Coordinator", "Customer Service Team Leader", "HR Advisor",
                       "Procurement Lead", "Management Accountant", "Office Administrator"),
        "org_bio": ("Looks after the {company} account. On leave until {date}, please contact {colleague}.",
                    "Ask me about supplier payments and expense claims. Cover: {colleague}.",
                    "Joined from {company}. Working hours 9–5; if it's urgent, ring {colleague}."),
        "trk_brand": ("ParcelLink",),
        "trk_nav": ("Track", "Send", "Drop-off points", "Help"),
        "trk_steps": ("Collected", "In transit", "Out for delivery", "Delivered"),
        "trk_events": ("We've received your parcel details", "Collected from the sender", "At our hub", "Left our hub",
                       "At your local depot", "Out for delivery"),
        "trk_hubs": ("Daventry hub", "Coventry hub", "Warrington depot", "Bristol depot", "Glasgow depot",
                     "Croydon depot"),
        "trk_delivered": ("Delivered, signed for by {name}", "Delivered to your neighbour {name}, {street}",
                          "Delivered through the letterbox", "Delivered to reception, received by {name}"),
        "trk_instr": ("If I'm out, please leave it with {name} next door at {street}.",
                      "Please leave it in the porch, not on the doorstep.",
                      "Please ring {name} when you arrive, the doorbell isn't working."),
        "trk_route": ("Round {n}",),
        "trk_no_courier": ("Your driver's details will show here on the day.",),
        "doc_file": ("Service agreement – {company} (draft)", "{company} – maintenance contract v3",
                     "Framework agreement {company} for review"),
        "doc_heads": ("1. Services", "2. Charges and payment", "3. Notices", "4. Term and termination"),
        "doc_fee": ("The monthly charge is {fee} plus VAT. Invoices are payable within 30 days to account {account}.",),
        "doc_term": ("This Agreement starts on {date} and runs for 24 months. Either party may end it by giving three "
                     "months' notice in writing.",),
        "doc_c_addr": ("{company} moved to {address} in October – shall we update this?",
                       "Is this address still right? Their new letterhead says {address}."),
        "doc_c_other": ("@{name} could you check the account number with {colleague} in accounts?",
                        "Please add {colleague} ({email}) as a second contact for notices.",
                        "@{name} who signs for the Provider – still {colleague}?"),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        **EnUs.labels_kinds7, "tb_phone": "Mobile number", "tb_total": "Total", "pp_patient_id": "Hospital no.",
        "pp_insurance": "Cover", "pp_member": "NHS number", "pp_address": "Address", "pp_gp": "GP",
        "pp_emergency": "Next of kin", "pp_prescriptions": "Repeat prescriptions", "pp_col_dose": "Dosage",
        "pp_col_date": "Last issued", "pp_col_refills": "Issues left", "ps_personnel": "Employee no.",
        "ps_tax_id": "NI number", "ps_tax_class": "Tax code", "ps_entry": "Start date", "ps_bank": "Paid to account",
        "ps_earnings": "Payments", "ps_deductions": "Deductions", "ps_col_amount": "This period",
        "ps_col_ytd": "Year to date", "ps_total_ded": "Total deductions",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Payslips"}
    buttons_kinds7: ClassVar[dict[str, str]] = {
        **EnUs.buttons_kinds7, "pp_book": "Book an appointment", "pp_checkin": "Check in", "pp_refill": "Order repeat",
        "tb_calendar": "Add to calendar",
    }  # fmt: skip
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds7,
        "tb_brand": ("Albion Holidays",),
        "tb_nav": ("Flights", "Hotels", "Car hire", "My bookings", "Help"),
        "tb_greeting": ("Thanks, {name}! Your trip to {city} is booked.", "All sorted, {name} – you're off to {city}."),
        "tb_airports": ("London (LHR)", "London Gatwick (LGW)", "Manchester (MAN)", "Edinburgh (EDI)", "Bristol (BRS)",
                        "Malaga (AGP)", "Faro (FAO)", "Dublin (DUB)", "Palma (PMI)"),
        "tb_bag_allow": ("1 × 23 kg", "Hand luggage only", "2 × 23 kg"),
        "tb_hotels": ("The Harbour Hotel", "Kingsgate House", "The Old Rectory Inn", "Seaview Lodge"),
        "tb_rooms": ("Double room, sea view", "Twin room with breakfast", "Family room"),
        "tb_card_brands": ("Visa Debit", "Mastercard", "Amex"),
        "tb_notice": ("Please bring a valid passport. Online check-in opens 24 hours before departure; bag drop closes "
                      "45 minutes before.",),
        "pp_brand": ("Riverside Surgery",),
        "pp_nav": ("Home", "Appointments", "Messages", "Prescriptions", "Test results", "Records"),
        "pp_doctor": ("Dr {name}", "Dr {name}"),
        "pp_insurers": ("NHS", "NHS and Bupa", "NHS and AXA Health"),
        "pp_relations": ("wife", "husband", "mum", "dad", "daughter", "son"),
        "pp_visits": ("Annual review", "Follow-up appointment", "Blood test", "Telephone consultation", "Flu jab"),
        "pp_clinics": ("Riverside Surgery", "Riverside Surgery – Mill Lane branch", "St Anne's Blood Test Clinic"),
        "pp_drugs": ("Ramipril 5 mg capsules", "Atorvastatin 20 mg tablets", "Metformin 500 mg tablets",
                     "Amoxicillin 500 mg capsules", "Levothyroxine 50 microgram tablets", "Sertraline 50 mg tablets"),
        "pp_doses": ("One to be taken each morning", "One to be taken twice a day with food",
                     "One capsule three times a day for 7 days", "One at night when required"),
        "pp_nurse_roles": ("Practice nurse", "Nurse", "Healthcare assistant"),
        "pp_msg": (
            "Hi {name}, your blood test results from {date} are back and are all normal. Dr {doctor} would like to see "
            "you again in three months, so please book a review. Any questions, ring us on {phone}.",
            "Hello {name}, please bring a list of your current medicines to your next appointment. If you need help "
            "with the forms, {colleague} on reception can help – just ring {phone}.",
        ),
        "ps_file": ("Payslip_{y}-{m}.pdf",),
        "ps_title": ("Payslip – {month} {year}",),
        "ps_period_fmt": ("Pay period: {a} to {b}",),
        "ps_earning_items": ("Basic pay", "Overtime", "Holiday pay", "Bonus", "Shift allowance"),
        "ps_deduction_items": ("Income tax (PAYE)", "National Insurance", "Pension (employee)", "Student loan"),
        "ps_departments": ("Finance", "Warehouse", "Customer Services", "IT", "Sales"),
        "ps_tax_classes": ("1257L", "1257L M1", "BR", "K475"),
        "ps_transfer": ("Net pay of {amount} paid by BACS to account {account} on {date}.",),
        "ps_footer": ("{company} · Payroll · Private and confidential", "Queries about your pay? Contact {company} Payroll."),
        "fm_titles": ("Wi-Fi keeps dropping after the 4.2 firmware update",
                      "Laptop loses connection every 20 minutes since the update"),
        "fm_sig_jobs": ("IT manager", "Network engineer", "Office manager", "IT support technician"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.labels_kinds8,
        "company": ("Company", "Organisation", "Trading as", "Firm"),
        "phone": ("Tel.", "Landline", "Phone no.", "Office tel."),
        "mobile": ("Mobile", "Mobile no.", "Mob."),
        "dob": ("D.o.b.", "Date of birth", "Born on"),
        "natid": ("NI no.", "NINO", "National Insurance no."),
        "bank": ("Account no.", "Payee account", "Bank acc."),
        "created_c": ("Registered", "Created on", "First seen"),
        "address_bill": ("Invoice address", "Billing address", "Correspondence address"),
        "address_ship": ("Delivery to", "Deliver to", "Shipping address"),
        "amount_e": ("Salary (p.a.)", "Basic pay", "Annual salary"),
        "taxno": ("VAT no.", "VAT reg.", "VAT number"),
        "s_address": ("Addresses", "Invoice & delivery", "Where"),
        "s_company": ("Organisation", "Business details", "Company details"),
        "salutation": ("Title",),
        "first": ("Forename", "First name"),
        "last": ("Surname", "Last name"),
        "group": ("Customer type", "Segment", "Price band"),
        "vacation": ("Holiday left", "Annual leave left"),
        "owner": ("Account owner", "Assigned to", "Owner"),
        "open_bal": ("Balance owing", "Outstanding", "Due"),
        "shop_tax": ("VAT reg. no.", "VAT no."),
        "receipt_no": ("Receipt no.", "Trans.", "Ref"),
        "till": ("Till", "Till no.", "POS"),
        "cashier": ("Served by", "Cashier", "Operator"),
        "total": ("TOTAL", "Total to pay", "Balance to pay"),
        "change": ("Change", "Change given"),
        "customer": ("Loyalty member", "Member", "Customer"),
        "loyalty": ("Card no. (loyalty)", "Member no.", "Club card"),
        "points": ("Points earned", "Points today"),
        "pc_payer": ("Payer", "Cardholder", "Customer"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds8,
        "nav": ("Home", "Customers", "Orders", "People", "Suppliers", "Analytics", "Settings"),
        "chips_c": ("Status: Active", "Registered: last 90 days", "Region: North West", "Tag: Trade"),
        "chips_o": ("Paid", "This month", "Channel: Web shop", "Needs review"),
        "chips_e": ("Team: Sales", "Office: Manchester", "Full-time"),
        "chips_s": ("Category: Packaging", "Approved only", "Country: United Kingdom"),
        "depts": ("Sales", "Finance", "Engineering", "Operations", "Marketing", "Customer service", "HR"),
        "jobs": ("Account manager", "Office manager", "Procurement lead", "Software developer", "Finance manager",
                 "Customer success manager", "Buyer", "Operations analyst"),
        "salutations": ("Mr", "Mrs", "Ms", "Miss", "Mx", "Dr"),
        "groups": ("Retail", "Trade", "Key account", "Reseller", "Charity"),
        "terms": ("30 days", "14 days", "Due on receipt", "End of month"),
        "notes": ("Prefers calls after 2 pm.", "VAT invoices by email only.", "Agreed 10% discount until year end.",
                  "Met at the NEC trade show in Birmingham."),
        "help_id": ("Encrypted. Only admins can see it.", "Needed for payroll (PAYE)."),
        "help_phone": ("Include the dialling code.", "Used for delivery updates only."),
        "help_addr": ("House number, street, town and postcode.", "Printed on every invoice."),
        "badges": ("VIP", "New", "Key account", "Lead", "Favourite"),
        "tabs": ("All", "Favourites", "Recently added", "Archived"),
        "sort": ("Sort: Name (A–Z)", "Sort: Recently added", "Sort: Organisation"),
        "discount": ("Loyalty discount", "Voucher", "Multibuy saving", "Reduced"),
        "tax_fmt": ("VAT @ {rate}% incl.", "Incl. VAT {rate}%", "VAT {rate}% included"),
        "card_brands": ("VISA DEBIT", "Mastercard", "AMEX", "Maestro"),
        "entry": ("Contactless", "Chip & PIN", "PIN verified"),
        "approved": ("AUTHORISED", "Approved – thank you"),
        "receipt_title": ("RECEIPT", "Till receipt", "VAT RECEIPT"),
        "served_fmt": ("You were served by {name}", "Served today by {name}"),
        "thanks": ("Thank you for shopping with us", "THANK YOU – SEE YOU SOON", "Cheers, have a lovely day!"),
        "policy": ("Refunds within 28 days with proof of purchase.", "Please retain this receipt."),
        "pos_nav": ("Till", "Transactions", "Products", "Customers", "Reports"),
        "pos_user": ("Signed in as {name}", "{name} · Till 2"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Flat white", 3.4), ("Sausage roll", 1.6), ("Wholemeal loaf", 1.5), ("Semi-skimmed milk 2 pt", 1.6),
        ("Kitchen roll 2-pk", 2.4), ("AA batteries 8-pk", 6.5), ("Greek-style yoghurt", 1.3),
        ("Orange juice 1 L", 2.0), ("Washing-up liquid", 1.4), ("Mature cheddar 400 g", 4.2),
        ("Sparkling water 6-pk", 3.3), ("USB-C cable", 9.9),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.labels_kinds9,
        "eg_unit": ("Flat", "Unit", "Flat no."), "eg_phone": ("Tel. (home)", "Phone", "Contact tel."),
        "eg_dob": ("D.o.b", "Birth date", "Born"), "eg_start": ("Tenancy start", "Move-in", "Start date"),
        "eg_iban": ("A/c no.", "Bank a/c", "Acct. number"), "eg_rent": ("Rent pcm", "Monthly rent", "Rent (pcm)"),
        "eg_deposit": ("Deposit (DPS)", "Deposit held"), "eg_arrears": ("Arrears", "Owing", "Overdue"),
        "eg_state": ("Tenancy status", "Status"), "eg_taxid": ("NI number", "Nat. Ins. #", "NINO / UTR"),
        "eg_deduct": ("PAYE & NI", "Deductions", "Tax & NI"), "eg_debtor": ("Customer a/c", "Debtor", "Account name"),
        "eg_address": ("Home address", "Postal address", "Street / Town"),
        "eg_payment": ("Pays by", "Direct Debit", "Payment method"), "eg_fee": ("Subs", "Fee pm", "Monthly subs"),
        "wz_idno": ("Passport / driving licence no.", "ID document no.", "Photo ID number"),
        "wz_addr_now": ("Current address", "Home address", "Address incl. postcode"),
        "wz_income": ("Monthly take-home pay", "Net monthly income", "Income after tax (monthly)"),
        "wz_iban": ("Account number", "Bank account no.", "Current account no."),
        "wz_bank": ("Sort code", "Bank sort code", "Branch sort code"),
        "wz_to_acct": ("Payee account no.", "Their account number", "Account no. (payee)"),
        "wz_to_bank": ("Payee sort code", "Their sort code", "Sort code (payee)"),
        "wz_ref": ("Reference", "Payment reference", "What's it for?"), "wz_payee": ("Payee", "Pay to", "Payee name"),
        "wz_insno": ("Membership no.", "Insured no.", "Member number"),
        "wz_fs_insured": ("Policyholder", "The insured person", "Who is claiming"),
        "tc_mob": ("M", "Mob", "Mobile"), "tc_rent": ("Rent pcm", "Monthly", "Rent"),
        "tc_acct": ("Account no.", "A/c", "Account"), "tc_cp_acct": ("Their account", "Payer/payee a/c", "Other account"),
        "sd_taxno": ("VAT reg no.", "VAT registration", "Company VAT no."), "sd_bank": ("Bank details", "Pay to", "BACS to"),
        "sd_mandate": ("Direct Debit ref.", "DD reference", "Mandate ref."),
        "sd_due_date": ("Payment date", "Collected on", "Pay by"), "sd_contract": ("Account no.", "Supply account", "A/c no."),
        "sd_meter": ("Meter serial", "MPAN", "Meter no."), "sd_prev": ("Previous reading", "Last read", "Prior"),
        "sd_curr": ("Latest reading", "This read", "Present"), "sd_prepaid": ("Direct Debits paid", "Payments received", "Paid so far"),
        "sd_credit_total": ("In credit", "Your credit", "Refund due"), "sd_supply": ("Supply address", "Premises", "Property"),
        "sd_m_shipping": ("Delivery", "Postage & packing", "P&P"), "sd_ship": ("Delivering to", "Delivery address", "Deliver to"),
        "sd_m_total": ("Order total", "Total paid", "Grand total"), "sd_net_total": ("Total excl. VAT", "Net total"),
        "sd_gross": ("Charges this period", "Total incl. VAT"),
    }  # fmt: skip
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        **EnUs.texts_kinds9,
        "eg_brand": ("Ledgerly ERP", "LetWise", "PayPoint Pro", "Thames 365"),
        "eg_modules": ("Home", "Lettings", "Payroll", "Sales ledger", "Members", "Reports"),
        "eg_title_tenants": ("Rent schedule", "Tenant ledger", "Tenants by block"),
        "eg_title_invoices": ("Aged debtors", "Sales ledger – open items", "Outstanding invoices"),
        "eg_portfolio": ("Portfolio: Northgate Lettings", "Block management", "All properties"),
        "eg_houses": ("Victoria House", "Park Mansions", "Albion Court", "The Maltings", "Riverside Wharf"),
        "eg_unit_fmt": ("Flat {n}", "Flat {f}{n:02d}", "No. {n}"),
        "eg_states_t": ("Current", "Notice served", "In arrears", "New tenancy", "Renewal due"),
        "eg_states_i": ("Open", "Reminder sent", "1st reminder", "Final demand", "With debt collector"),
        "eg_depts": ("Warehouse", "Head office", "Field engineers", "Finance", "Shop floor"),
        "eg_tiers": ("Adult", "Family", "Junior", "Senior", "Corporate"),
        "eg_by_invoice": ("Invoice", "Standing order"),
        "wz_purposes": ("Current account application", "Personal loan application", "Tenancy application",
                        "Switch your energy supplier"),
        "wz_nations": ("British", "United Kingdom", "Irish"),
        "wz_jobs": ("Staff nurse", "Warehouse supervisor", "Dental nurse", "Electrician", "Legal secretary"),
        "wz_consent2": ("Email me about offers and new products.", "I agree to a credit search."),
        "wz_accounts": ("Current account", "Joint account", "Easy-access saver"),
        "wz_speeds": ("Faster Payment (usually minutes)", "Same day CHAPS", "Future-dated"),
        "wz_tan_note": ("We'll send a security code to your mobile to confirm.",
                        "Payments to new payees may be held for a few hours."),
        "wz_claim_texts": ("Slipped on the wet stairs at work and sprained my ankle; X-ray at A&E.",
                           "Had flu for a week and needed two GP visits and prescriptions.",
                           "Bike stolen from the rack outside the station despite the lock.",
                           "A pipe burst under the kitchen sink and soaked the units and the floor."),
        "tc_unit_fmt": ("Flat {n} · {r} bed", "No. {n} · {r}-bed", "Flat {n} – {r} bedroom(s)"),
        "tc_props": ("Victoria House", "All properties", "Park Mansions · 24 flats"),
        "tc_overdue_fmt": ("{amount} in arrears", "Owes {amount}"),
        "tc_acct_names": ("Current account", "Joint account", "Bills account"),
        "tc_cats": ("Salary", "Bank transfer in", "Bank transfer out", "Groceries", "Energy", "Restaurants"),
        "sd_hotel_items": ("Room", "Full English breakfast", "Car park", "Minibar", "Restaurant", "Laundry"),
        "sd_rate_adj": ("Corporate rate", "Loyalty discount", "Rate adjustment"),
        "sd_net_fmt": ("Net at {rate}%", "Net ({rate}% VAT)"),
        "sd_vat_fmt": ("VAT {rate}%", "VAT @ {rate}%"),
        "sd_util_title": ("Your energy bill – {month} {y}", "Electricity statement, {month} {y}"),
        "sd_util_items": ("Electricity used", "Standing charge", "Network costs"),
        "sd_debit_fmt": ("We'll collect {amount} by Direct Debit from account {account} on or after {date}.",
                         "Your Direct Debit of {amount} will be taken from {account} on {date}."),
        "sd_incl_fmt": ("incl. VAT {rate}%", "VAT included at {rate}%"),
        "sd_brands": ("Visa Debit", "Mastercard", "Amex"), "sd_wallets": ("PayPal", "Clearpay"),
        "sd_same_addr": ("Same as delivery address",),
    }  # fmt: skip
    currency_kinds9: ClassVar[tuple[str, ...]] = ("£", "GBP")
    long_day_fmt_kinds9 = "{d} {mon} {y}"
    tax_added = False
    payroll_rates: ClassVar[tuple[float, ...]] = (0.14, 0.08, 0.05, 0.03)
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

    def bank_account(self, rng: random.Random) -> str:
        return f"{rng.randint(10000000, 99999999)}"

    def bank_code(self, rng: random.Random) -> str:
        return f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}"

    def insurance_no(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(10))
        return f"{digits[:3]} {digits[3:6]} {digits[6:]}"


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

    labels_kinds6: ClassVar[dict[str, str]] = {
        **{key: word.replace("ß", "ss") for key, word in DeDe.labels_kinds6.items()},
        "bk_overdraft": "Kontoüberzugslimite", "bk_col_amount": "Betrag (CHF)", "bk_col_balance": "Saldo (CHF)",
        "bk_d_booked": "Valuta", "bk_d_mandate": "LSV-Referenz", "trk_cod": "Nachnahme",
    }  # fmt: skip
    titles_kinds6: ClassVar[dict[str, str]] = {"bank": "Kontobewegungen", "org": "Organigramm", "tracking": "Sendung"}
    texts_kinds6: ClassVar[dict[str, tuple[str, ...]]] = {
        **{key: tuple(s.replace("ß", "ss") for s in words) for key, words in DeDe.texts_kinds6.items()},
        "bk_brand": ("Alpenbank E-Banking",),
        "bk_nav": ("Übersicht", "Konten", "Zahlungen", "Daueraufträge", "Karten", "Dokumente"),
        "bk_accounts": ("Privatkonto", "Privatkonto Plus", "Geschäftskonto"),
        "bk_types": ("Gutschrift", "Zahlung", "Lastschrift (LSV)", "Debitkarte", "Dauerauftrag"),
        "bk_ref_salary": ("Lohn {month}", "Lohnzahlung {month}"),
        "bk_ref_card": ("Debitkarte {card} vom {date}", "Kontaktlos {card}"),
        "trk_brand": ("SwissParcel",),
        "trk_hubs": ("Paketzentrum Härkingen", "Paketzentrum Frauenfeld", "Paketzentrum Daillens",
                     "Paketzentrum Cadenazzo", "Zustellregion Zürich-Mülligen", "Zustellstelle Bern 22"),
        "trk_delivered": ("Zugestellt, Empfang bestätigt von {name}", "Beim Nachbarn abgegeben: {name}, {street}",
                          "In den Milchkasten gelegt", "An Empfangsberechtigten übergeben: {name}"),
        "trk_instr": ("Wenn ich nicht da bin, bitte bei {name} nebenan abgeben ({street}).",
                      "Bitte in den Veloraum stellen, nicht vor die Tür.",
                      "Bitte vorher {name} anrufen, die Klingel ist defekt."),
        "doc_fee": ("Die monatliche Vergütung beträgt {fee} zzgl. MWST. Rechnungen sind innert 30 Tagen auf das Konto "
                    "{account} zu bezahlen.",),
        "doc_c_done": ("@{name} guter Hinweis, ich lasse es mir schriftlich bestätigen.",
                       "@{name} ok, ich passe es an, sobald sie es bestätigt haben."),
    }  # fmt: skip

    labels_kinds7: ClassVar[dict[str, str]] = {
        # The AHV number is the tax and the social insurance number at once; Swiss payslips name no tax class.
        **{key: word.replace("ß", "ss") for key, word in DeDe.labels_kinds7.items()
           if key not in ("ps_social_id", "ps_tax_class")},
        "tb_phone": "Natel", "tb_col_doc": "Pass-Nr.", "pp_member": "Versichertenkarte", "ps_tax_id": "AHV-Nr.",
        "ps_earnings": "Lohn", "ps_deductions": "Abzüge",
        "ps_col_desc": "Lohnart", "ps_col_ytd": "Kumuliert", "ps_gross": "Bruttolohn", "ps_total_ded": "Total Abzüge",
        "ps_net": "Nettolohn", "ps_pay_date": "Valuta",
    }  # fmt: skip
    titles_kinds7: ClassVar[dict[str, str]] = {"payslips": "Lohnabrechnungen"}
    texts_kinds7: ClassVar[dict[str, tuple[str, ...]]] = {
        **{key: tuple(s.replace("ß", "ss") for s in words) for key, words in DeDe.texts_kinds7.items()},
        "tb_brand": ("Alpenflug Reisen",),
        "tb_nav": ("Flüge", "Hotels", "Mietauto", "Meine Reisen", "Hilfe"),
        "tb_greeting": ("Merci, {name}! Ihre Reise nach {city} ist gebucht.",
                        "Alles erledigt, {name} – bald geht es nach {city}."),
        "tb_airports": ("Zürich (ZRH)", "Genf (GVA)", "Basel (BSL)", "Lissabon (LIS)", "Palma (PMI)", "London (LCY)",
                        "Wien (VIE)", "Heraklion (HER)"),
        "pp_brand": ("Gruppenpraxis am Bahnhof",),
        "pp_welcome": ("Willkommen, {name}", "Grüezi {name}"),
        "pp_insurers": ("Krankenkasse Alpina", "Helvetische Gesundheit", "KK Mittelland"),
        "pp_clinics": ("Gruppenpraxis am Bahnhof", "Kardiologie am Bahnhof", "Labor am Bahnhof – Aussenstelle"),
        "pp_nurse_roles": ("MPA", "Praxisteam", "Pflege"),
        "ps_file": ("Lohnabrechnung_{y}-{m}.pdf",),
        "ps_title": ("Lohnabrechnung {month} {year}",),
        "ps_earning_items": ("Monatslohn", "Überstunden", "Kinderzulage", "Spesenpauschale",
                             "13. Monatslohn (Anteil)"),
        "ps_deduction_items": ("AHV/IV/EO", "ALV", "NBU", "BVG (Pensionskasse)", "Krankentaggeld"),
        "ps_transfer": ("Der Nettolohn von {amount} wird am {date} auf das Konto {account} überwiesen.",),
        "ps_footer": ("{company} · Personaldienst · Vertraulich",
                      "Fragen zu Ihrer Lohnabrechnung? Wenden Sie sich an den Personaldienst der {company}."),
        "fm_crumb": ("Foren", "Router & WLAN"),
    }  # fmt: skip
    labels_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        **DeDe.labels_kinds8,
        "phone": ("Tel. Geschäft", "Festnetz", "Tel.-Nr."),
        "mobile": ("Natel", "Handy", "Mobile"),
        "natid": ("AHV-Nr. (neu)", "Sozialversicherungsnr.", "AHV/AVS-Nummer"),
        "taxno": ("UID-Nr.", "MWST-Nr.", "UID"),
        "address_home": ("Privatadresse", "Wohnort", "Wohnadresse"),
        "amount_e": ("Jahreslohn", "Bruttolohn p. a.", "Grundlohn"),
        "s_billing": ("Zahlungsdaten", "Abrechnung", "Bank & Zahlung"),
        "subtotal": ("Zwischentotal", "Total Artikel"),
        "total": ("TOTAL", "Total CHF", "Zu bezahlen"),
        "shop_tax": ("MWST-Nr.", "UID", "UID-Nr."),
        "cashier": ("Kassier/in", "Bedient von", "Verkäufer/in"),
        "change": ("Rückgeld", "Retour"),
        "limit": ("Kreditlimite", "Kreditrahmen"),
        "vacation": ("Ferienguthaben", "Restferien"),
    }  # fmt: skip
    buttons_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        **DeDe.buttons_kinds8,
        "save_close": ("Speichern & schliessen", "Speichern und zurück"),
    }  # fmt: skip
    texts_kinds8: ClassVar[dict[str, tuple[str, ...]]] = {
        **DeDe.texts_kinds8,
        "chips_c": ("Status: aktiv", "Erfasst: letzte 90 Tage", "Kanton: ZH", "Gruppe: Grosshandel"),
        "chips_e": ("Bereich: Verkauf", "Standort: Bern", "Vollzeit"),
        "chips_s": ("Kategorie: Verpackung", "Nur freigegebene", "Land: Schweiz"),
        "depts": ("Verkauf", "Buchhaltung", "Entwicklung", "Logistik", "Marketing", "Kundendienst", "Personal"),
        "salutations": ("Herr", "Frau"),
        "groups": ("Endkunde", "Grosshandel", "Schlüsselkunde", "Händler", "Öffentliche Hand"),
        "terms": ("30 Tage netto", "10 Tage 2 % Skonto", "Vorauskasse", "Rechnung"),
        "notes": ("Bitte nur per E-Mail kontaktieren.", "Rechnungen bitte mit QR-Einzahlungsschein.",
                  "Rabatt gilt bis Ende Jahr.", "An der Swissbau in Basel kennengelernt."),
        "help_id": ("Wird verschlüsselt gespeichert.", "Für die Lohnabrechnung nötig."),
        "help_addr": ("Strasse, Nummer, PLZ und Ort.", "Erscheint auf jeder Rechnung."),
        "tax_fmt": ("inkl. MWST {rate} %", "MWST {rate} % inbegriffen", "davon MWST {rate} %"),
        "card_brands": ("PostFinance Card", "VISA", "Mastercard", "Maestro"),
        "wallets": ("TWINT", "Apple Pay"),
        "approved": ("Zahlung erfolgt", "BEWILLIGT"),
        "receipt_title": ("KASSENZETTEL", "Quittung", "Kassenbeleg"),
        "served_fmt": ("Es bediente Sie {name}", "Ihre Kassierin / Ihr Kassier: {name}"),
        "thanks": ("Merci für Ihren Einkauf!", "Danke und auf Wiedersehen", "Einen schönen Tag!"),
        "policy": ("Umtausch innert 30 Tagen mit Quittung.", "Bitte Quittung aufbewahren."),
        "discount": ("Aktion", "Rabatt Kundenkarte", "Gutschein", "Mengenrabatt"),
    }  # fmt: skip
    products_kinds8: ClassVar[tuple[tuple[str, float], ...]] = (
        ("Café crème", 4.5), ("Gipfeli", 1.6), ("Ruchbrot 500 g", 3.2), ("Vollmilch 1 l", 1.7),
        ("Haushaltpapier 4 Rollen", 4.9), ("Batterien AA 8 Stk.", 9.9), ("Birchermüesli", 2.4),
        ("Orangensaft 1 l", 2.9), ("Abwaschmittel", 2.6), ("Gruyère 250 g", 6.2), ("Mineralwasser 6x1,5 l", 5.4),
        ("USB-Kabel", 14.9),
    )  # fmt: skip
    labels_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        **_swiss(DeDe.labels_kinds9),
        "eg_phone": ("Tel. privat", "Telefon P", "Privatnummer"), "eg_taxid": ("AHV-Nr.", "AHV-Nummer", "SV-Nr. (AHV)"),
        "eg_iban": ("IBAN", "Konto (IBAN)", "PC/IBAN"), "eg_rent": ("Nettomiete", "Bruttomiete", "Miete mtl."),
        "eg_deposit": ("Mietkaution", "Depot"), "eg_deduct": ("Abzüge", "AHV/ALV/BVG", "Sozialabzüge"),
        "wz_idno": ("Ausweis-/Pass-Nr.", "ID-Nummer", "Ausweisnummer"),
        "wz_insno": ("Versichertenkarten-Nr.", "Kartennummer KVG", "Vers.-Nr."),
        "wz_bank": ("BIC", "Clearing-Nr./BIC", "BIC der Bank"),
        "sd_taxno": ("UID/MWST", "MWST-Reg.-Nr.", "Unternehmens-ID"),
        "sd_mandate": ("LSV-Referenz", "eBill-ID", "Belastungsermächtigung"),
        "sd_prepaid": ("Akontozahlungen", "Bezahlte Akonti", "Vorauszahlungen"),
    }  # fmt: skip
    buttons_kinds9: ClassVar[dict[str, tuple[str, ...]]] = _swiss(DeDe.buttons_kinds9)
    texts_kinds9: ClassVar[dict[str, tuple[str, ...]]] = {
        **_swiss(DeDe.texts_kinds9),
        "eg_brand": ("Kontoro ERP", "Immoverwalter CH", "Lohnwerk", "Limmat 365"),
        "eg_houses": ("Lindenhof", "Am Stadtpark", "Rosengarten", "Seeblick", "Sonnmatt"),
        "eg_states_i": ("Offen", "Zahlungserinnerung", "1. Mahnung", "2. Mahnung", "Betreibung"),
        "eg_tiers": ("Erwachsene", "Familie", "Lernende/Studierende", "Senioren", "Gönner"),
        "wz_nations": ("Schweiz", "schweizerisch", "Niederlassung C"),
        "wz_consent2": ("Ich möchte per E-Mail über Angebote informiert werden.",
                        "Ich willige in eine Bonitätsprüfung (ZEK) ein."),
        "wz_accounts": ("Privatkonto", "Gemeinschaftskonto", "Sparkonto"),
        "wz_speeds": ("Standard", "Express (gleicher Tag)", "Terminiert"),
        "wz_tan_note": ("Sie bestätigen die Zahlung im nächsten Schritt in Ihrer Banking-App.",
                        "Zahlungen nach 15 Uhr werden am nächsten Bankwerktag ausgeführt."),
        "wz_purposes": ("Antrag Privatkonto", "Kreditantrag", "Anmeldung Mietobjekt", "Stromvertrag abschliessen"),
        "tc_cats": ("Lohn", "Gutschrift erhalten", "Zahlung gesendet", "Lebensmittel", "Strom & Gas", "Restaurant"),
        "sd_util_items": ("Energie", "Grundgebühr", "Netznutzung"),
        "sd_debit_fmt": ("Den Betrag von {amount} belasten wir am {date} Ihrem Konto {account} (LSV).",
                         "Wir belasten {amount} am {date} per Lastschrift dem Konto {account}."),
        "sd_wallets": ("TWINT", "PayPal"), "sd_brands": ("Visa", "Mastercard", "PostFinance Card"),
        "sd_mandate_prefix": ("LSV-", "EB"),
    }  # fmt: skip
    products_kinds9: ClassVar[tuple[tuple[str, float], ...]] = tuple(
        (name.replace("ß", "ss"), price * 1.3) for name, price in DeDe.products_kinds9
    )
    currency_kinds9: ClassVar[tuple[str, ...]] = ("CHF", "Fr.", "CHF")
    payroll_rates: ClassVar[tuple[float, ...]] = (0.053, 0.011, 0.012, 0.07, 0.005)
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

    def passport_no(self, rng: random.Random) -> str:
        return f"{rng.choice('SXM')}{rng.randint(1000000, 9999999)}"

    def insurance_no(self, rng: random.Random) -> str:
        digits = "80756" + "".join(str(rng.randint(0, 9)) for _ in range(15))
        return " ".join(digits[i : i + 5] for i in range(0, 20, 5))


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
