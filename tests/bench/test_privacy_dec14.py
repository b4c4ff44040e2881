"""The dec14 split's page kinds: every value they record is on the page, and their numbers carry their check
digits (validated here by each scheme's own rule, and the rule by a published example number)."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable

import pytest

from screenroute.bench.privacy import differential as diff
from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.adapters.synthetic_dec14 import (
    LOCALES,
    SyntheticKindsDec14Adapter,
    aadhaar,
    ahv_number,
    amount,
    bank_account,
    kennitala,
    my_number,
    national_id,
)

ROUNDS = 200


def _ean13_valid(digits: str) -> bool:
    return sum(int(d) * (1, 3)[k % 2] for k, d in enumerate(digits)) % 10 == 0


def _kennitala_valid(digits: str) -> bool:
    # The ninth digit makes the weighted sum of the first nine a multiple of 11; the tenth is the century.
    return sum(int(d) * w for d, w in zip(digits[:9], (3, 2, 7, 6, 5, 4, 3, 2, 1), strict=True)) % 11 == 0


def _iban_valid(iban: str) -> bool:
    raw = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _verhoeff_valid(digits: str) -> bool:
    # The dihedral group D5: rotations 0-4, reflections 5-9; the position permutation is (1 5 8 9 4 2 7 0)(3 6).
    def multiply(a: int, b: int) -> int:
        if a < 5:
            return (a + b) % 5 + (0 if b < 5 else 5)
        return (a - b) % 5 + 5 if b < 5 else (a - b) % 5

    step = (1, 5, 7, 6, 2, 8, 3, 0, 9, 4)

    def permute(position: int, digit: int) -> int:
        for _ in range(position % 8):
            digit = step[digit]
        return digit

    check = 0
    for position, d in enumerate(reversed(digits)):
        check = multiply(check, permute(position, int(d)))
    return check == 0


def _my_number_valid(digits: str) -> bool:
    weights = [n + 1 if n <= 6 else n - 5 for n in range(1, 12)]
    rest = sum(int(d) * w for d, w in zip(reversed(digits[:11]), weights, strict=True)) % 11
    return int(digits[11]) == (0 if rest <= 1 else 11 - rest)


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_ean13_valid, "7569217076985"),  # the AHV number the federal office prints on its sample card
        (_kennitala_valid, "1201743399"),
        (_iban_valid, "CH93 0076 2011 6238 5295 7"),
        (_iban_valid, "AL47 2121 1009 0000 0002 3569 8741"),
        (_iban_valid, "IS14 0159 2600 7654 5510 7303 39"),
        (_luhn_valid, "4111111111111111"),
        (_verhoeff_valid, "2363"),
        (_my_number_valid, "123456789018"),
    ],
)
def test_each_check_digit_rule_accepts_its_published_example_and_rejects_a_slip(
    valid: Callable[[str], bool], example: str
) -> None:
    digits = example.replace(" ", "")
    assert valid(digits)
    middle = len(digits) // 2  # a digit every scheme weighs (a kennitala's last one is its century, not a check)
    slipped = digits[:middle] + str((int(digits[middle]) + 1) % 10) + digits[middle + 1 :]
    assert not valid(slipped)


def test_swiss_ahv_numbers_carry_their_ean13_digit() -> None:
    rng = random.Random(14)
    for _ in range(ROUNDS):
        written = ahv_number(rng)
        assert re.fullmatch(r"756\.\d{4}\.\d{4}\.\d{2}", written)
        assert _ean13_valid(written.replace(".", ""))


def test_aadhaar_numbers_carry_their_verhoeff_digit() -> None:
    rng = random.Random(14)
    for _ in range(ROUNDS):
        written = aadhaar(rng)
        assert re.fullmatch(r"[2-9]\d{3} \d{4} \d{4}", written)
        assert _verhoeff_valid(written.replace(" ", ""))


def test_kennitolur_carry_their_birth_date_and_mod11_digit() -> None:
    rng = random.Random(14)
    for _ in range(ROUNDS):
        day, month, year = rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1940, 2006)
        written = kennitala(rng, day, month, year)
        assert written[:7] == f"{day:02d}{month:02d}{year % 100:02d}-"
        digits = written.replace("-", "")
        assert _kennitala_valid(digits) and digits[9] == ("9" if year < 2000 else "0")


def test_my_numbers_carry_their_check_digit() -> None:
    rng = random.Random(14)
    for _ in range(ROUNDS):
        written = my_number(rng)
        assert re.fullmatch(r"\d{4} \d{4} \d{4}", written)
        assert _my_number_valid(written.replace(" ", ""))


def test_swiss_albanian_and_icelandic_ibans_carry_their_check_digits() -> None:
    rng = random.Random(14)
    lengths = {"de_CH": ("CH", 21), "sq_AL": ("AL", 28), "is_IS": ("IS", 26)}
    for _ in range(ROUNDS):
        for locale, (country, length) in lengths.items():
            account = bank_account(locale, rng)
            raw = account.value.replace(" ", "")
            assert account.type == "IBAN_CODE" and raw.startswith(country) and len(raw) == length
            assert _iban_valid(account.value)
        icelandic = bank_account("is_IS", rng).value.replace(" ", "")
        assert _kennitala_valid(icelandic[-10:])  # an Icelandic account ends in its holder's kennitala


def test_countries_without_an_iban_show_a_local_account() -> None:
    rng = random.Random(14)
    for locale in ("es_CO", "en_IN", "ja_JP"):
        account = bank_account(locale, rng)
        assert account.type == "BANK_ACCOUNT" and re.fullmatch(r"[\d-]+", account.value)


def test_card_numbers_carry_their_luhn_digit() -> None:
    rng = random.Random(14)
    for _ in range(ROUNDS):
        assert _luhn_valid(card_number(rng).replace(" ", ""))


def test_national_ids_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(14)
    shapes = {"es_CO": r"\d{1,3}(\.\d{3}){2,3}", "de_CH": r"756\.\d{4}\.\d{4}\.\d{2}",
              "en_IN": r"[2-9]\d{3} \d{4} \d{4}", "sq_AL": r"[A-K]\d{8}[A-W]", "is_IS": r"\d{6}-\d{4}",
              "ja_JP": r"\d{4} \d{4} \d{4}"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            assert re.fullmatch(shape, national_id(locale, rng).value), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    rng = random.Random(14)
    shapes = {"es_CO": r"COP \$ \d{1,3}(\.\d{3})*", "de_CH": r"CHF \d{1,3}('\d{3})*\.\d{2}",
              "en_IN": r"₹(\d{1,2},)*\d{1,3}\.\d{2}", "sq_AL": r"\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Lekë",
              "is_IS": r"\d{1,3}(\.\d{3})*\u00a0kr\.", "ja_JP": r"¥\d{1,3}(,\d{3})*"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            assert re.fullmatch(shape, amount(locale, rng, 1, 50_000).value), locale
    indian = amount("en_IN", random.Random(3), 50_000, 50_000).value  # 42,50,000 rupees
    assert indian == "₹42,50,000.00"


def _shown(value: diff.SeededValue, page: str) -> bool:
    # A postal address written on two lines shows each of its parts; any other value is shown whole.
    parts = value.value.split(", ") if value.type == "ADDRESS" else [value.value]
    return html.escape(value.value) in page or all(html.escape(p) in page for p in parts)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec14Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec14Adapter.kinds[kind](locale, fake, rng)
    assert len(values) >= 12
    assert all(v.value.strip() for v in values)
    missing = [v for v in values if not _shown(v, page)]
    assert not missing
    assert f"<html lang='{locale[:2]}'>" in page


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec14Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        assert "class='letter'" in pages["deposit"] and "class='grid'" in pages["deposit"]  # labels and values
        assert pages["pipeline"].count("class='tile'") == 12  # a board of cards
        assert "class='narrow'" in pages["route"] and "class='note'" in pages["route"]  # wrapped addresses
        assert all("<table>" in pages[k] for k in ("route", "ferry", "payables"))
        assert pages["visit"].count("<p>") == 4  # names and places inside sentences
        titles.add(pages["deposit"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Approve Refund", "Rückzahlung freigeben", "Mirato kthimin", "返金を承認"))


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec14Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint({v.value for v in other[1] if v.type in ("ID", "IBAN_CODE")})
