"""The values a page of the redaction corpus holds, per locale: Faker's, and the numbers, dates and amounts as the
locale writes them.

The words the pages show are data (:mod:`screenroute.bench.privacy.vocab`): a page kind's labels, buttons and texts
in ``vocabulary/kinds/``, and what a locale writes with (its fonts, colon, currency, months, bank branches and
legal forms) in ``vocabulary/locales.yaml`` and ``vocabulary/lexicons/``, which :class:`Locale` reads.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date as dtdate
from datetime import timedelta

from faker import Faker
from faker.providers.ssn.zh_CN import Provider as ZhCnSsn

from screenroute.bench.privacy.vocab import Wordings, vocabulary

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
    """The values of a page in one locale, drawn from a seeded Faker, and how the locale writes them.

    A subclass is a locale: its ``faker_locale`` (the corpus' name for it too) and how it writes what Faker does
    not (amounts, dates, account and ID numbers). Its facts and word lists are read from the vocabulary files.
    """

    faker_locale = "en_US"

    def __init__(self, seed: int) -> None:
        self.fake = Faker(self.faker_locale)
        self.fake.seed_instance(seed)
        words = vocabulary()
        facts = words.locale(self.faker_locale)
        self.html_lang: str = facts.html_lang
        self.font: str = facts.font
        #: What follows a label ("Name:", "Nom :", "氏名：").
        self.colon: str = facts.colon
        self.currency: Wordings = facts.currency
        self.unit_fmt: str = facts.unit_fmt
        self.long_day_fmt: str = facts.long_day_fmt
        self.unit_scale: float = facts.unit_scale
        self.vat_rate: float = facts.vat_rate
        self.tax_added: bool = facts.tax_added
        self.months: Wordings = words.lexicon("months").get(self.faker_locale, ())
        self.bank_branches: Wordings = words.lexicon("bank_branches").get(self.faker_locale, ())
        self.legal_forms: Wordings = words.lexicon("legal_forms").get(self.faker_locale, ())
        #: The legal forms written before a company's name rather than after it.
        self.legal_forms_leading: Wordings = words.lexicon("legal_forms_leading").get(self.faker_locale, ())

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
        mon = self.months[day.month - 1] if self.months else str(day.month)
        return self.long_day_fmt.format(y=day.year, m=day.month, d=day.day, mon=mon)


class EnUs(Locale):
    faker_locale = "en_US"

    def clock(self, minutes: int) -> str:
        hour, minute = minutes // 60 % 24, minutes % 60
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"

    def bank_account(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(10, 12)))

    def bank_code(self, rng: random.Random) -> str:
        return str(self.fake.aba())


class DeDe(Locale):
    faker_locale = "de_DE"

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

    def bank_account(self, rng: random.Random) -> str:
        digits = "62" + "".join(str(rng.randint(0, 9)) for _ in range(17))
        return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))

    def bank_code(self, rng: random.Random) -> str:
        return rng.choice(self.bank_branches)

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

    def bank_account(self, rng: random.Random) -> str:
        return f"{rng.randint(0, 9999999):07d}"

    def bank_code(self, rng: random.Random) -> str:
        return f"{rng.choice(self.bank_branches)}（店番 {rng.randint(100, 999)}）"

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
