"""The dec16 split's page kinds: every value they record is on the page, and their numbers carry their check
digits (validated here by each scheme's own rule, and the rule by a published example number)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import date

import pytest

from screenroute.bench.privacy import differential as diff
from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_base import blank_values, shows_value
from screenroute.bench.privacy.adapters.synthetic_dec16 import (
    LOCALES,
    SyntheticKindsDec16Adapter,
    bank_account,
    be_enterprise_number,
    be_national_number,
    canadian_bn,
    catalan_cip,
    company_number,
    driving_licence,
    irish_pps,
    irish_vat,
    li_insurance_card,
    money,
    ontario_health_number,
    personal_id,
    s10_parcel_number,
    sin,
    spanish_cif,
    spanish_dni,
)

ROUNDS = 200


def _iban_valid(iban: str) -> bool:
    raw = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _be_account_valid(digits: str) -> bool:
    # A Belgian account's last two digits are the first ten's remainder mod 97 (97 for 0).
    return int(digits[10:]) == (int(digits[:10]) % 97 or 97)


def _be_national_valid(digits: str) -> bool:
    # 97 less the remainder mod 97 of the first nine digits, or of 2 and them for those born from 2000.
    check = int(digits[9:])
    return check in (97 - int(digits[:9]) % 97, 97 - int("2" + digits[:9]) % 97)


def _be_enterprise_valid(digits: str) -> bool:
    return int(digits[8:]) == 97 - int(digits[:8]) % 97


def _dni_valid(number: str) -> bool:
    # The number's remainder mod 23 picks the letter; an NIE's X, Y or Z stands for 0, 1 or 2.
    digits = str("XYZ".index(number[0])) + number[1:8] if number[0] in "XYZ" else number[:8]
    return number[8] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(digits) % 23]


def _cif_valid(cif: str) -> bool:
    # The digits in odd places doubled (their digits summed), the others added; the control is 10 less the sum's
    # last digit (a digit for companies A and B).
    digits = cif[1:8]
    total = sum(int(d) for d in digits[1::2]) + sum(sum(divmod(2 * int(d), 10)) for d in digits[0::2])
    return cif[8] == str((10 - total % 10) % 10)


def _ccc_valid(digits: str) -> bool:
    # A Spanish account's two CCC digits, one over 00 + bank + branch and one over the ten-digit account.
    def one(ten: str) -> int:
        check = 11 - sum(int(d) * w for d, w in zip(ten, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6), strict=True)) % 11
        return {10: 1, 11: 0}.get(check, check)

    return int(digits[8]) == one("00" + digits[:8]) and int(digits[9]) == one(digits[10:])


def _pps_valid(number: str) -> bool:
    # The seven digits weighted 8 down to 2, plus 9 times a second letter's value (W=0, A=1 …), mod 23 (0 is W).
    total = sum(int(d) * (8 - k) for k, d in enumerate(number[:7]))
    if len(number) > 8:
        total += 9 * "WABCDEFGHI".index(number[8])
    return number[7] == "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]


def _s10_valid(number: str) -> bool:
    # UPU S10: 11 less the weighted sum's remainder; 10 is written 0 and 11 is written 5.
    digits, check = number[2:10], int(number[10])
    expected = 11 - sum(int(d) * w for d, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7), strict=True)) % 11
    return check == {10: 0, 11: 5}.get(expected, expected)


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_iban_valid, "BE68 5390 0754 7034"),
        (_iban_valid, "LI21 0881 0000 2324 013A A"),
        (_iban_valid, "ES91 2100 0418 4502 0005 1332"),
        (_iban_valid, "IE29 AIBK 9311 5212 3456 78"),
        (_be_account_valid, "539007547034"),  # the account inside BE68 5390 0754 7034
        (_ccc_valid, "21000418450200051332"),  # the account inside ES91 2100 0418 4502 0005 1332
        (_be_national_valid, "85073003328"),  # 85.07.30-033.28
        (_be_enterprise_valid, "0403019261"),  # 0403.019.261
        (_luhn_valid, "046454286"),  # the SIN the Canada Revenue Agency prints in its examples
        (_dni_valid, "12345678Z"),
        (_cif_valid, "A13585625"),
        (_pps_valid, "6433435F"),
        (_pps_valid, "1234567TW"),
        (_s10_valid, "AA473124829GB"),
    ],
)
def test_each_check_digit_rule_accepts_its_published_example_and_rejects_a_slip(
    valid: Callable[[str], bool], example: str
) -> None:
    compact = example.replace(" ", "")
    assert valid(compact)
    middle = len(compact) // 2  # a digit every scheme weighs
    slipped = compact[:middle] + str((int(compact[middle]) + 1) % 10) + compact[middle + 1 :]
    assert not valid(slipped)


def _birth(rng: random.Random) -> date:
    return date(rng.randrange(1930, 2024), rng.randrange(1, 13), rng.randrange(1, 29))


def test_belgian_national_numbers_carry_the_birth_date_the_sex_and_their_mod97_digits() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        written = be_national_number(rng, born, female)
        assert re.fullmatch(r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}", written)
        digits = re.sub(r"\D", "", written)
        assert digits[:6] == f"{born:%y%m%d}" and int(digits[6:9]) % 2 == (0 if female else 1)
        prefix = "2" if born.year >= 2000 else ""
        assert int(digits[9:]) == 97 - int(prefix + digits[:9]) % 97


def test_belgian_enterprise_numbers_and_accounts_carry_their_mod97_digits() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        written = be_enterprise_number(rng)
        assert re.fullmatch(r"0\d{3}\.\d{3}\.\d{3}", written) and _be_enterprise_valid(written.replace(".", ""))
        account = bank_account("fr_BE", rng)
        raw = account.value.replace(" ", "")
        assert account.type == "IBAN_CODE" and len(raw) == 16 and _iban_valid(raw) and _be_account_valid(raw[4:])


def test_liechtenstein_spanish_and_irish_ibans_carry_their_check_digits() -> None:
    rng = random.Random(16)
    shapes = {"de_LI": r"LI\d{2}088\d{14}", "es_CA": r"ES\d{22}", "ga_IE": r"IE\d{2}(AIBK|BOFI|IPBS|ULSB)\d{14}"}
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            account = bank_account(locale, rng)
            raw = account.value.replace(" ", "")
            assert account.type == "IBAN_CODE" and re.fullmatch(shape, raw) and _iban_valid(raw), locale
            if locale == "es_CA":
                assert _ccc_valid(raw[4:])


def test_countries_without_an_iban_show_a_local_account() -> None:
    rng = random.Random(16)
    shapes = {"en_CA": r"\d{5}-\d{3}-\d{7}", "sw": r"\d{4} \d{4} \d{5}"}
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            account = bank_account(locale, rng)
            assert account.type == "BANK_ACCOUNT" and re.fullmatch(shape, account.value), locale


def test_canadian_numbers_carry_their_luhn_digit() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        written = sin(rng)
        assert re.fullmatch(r"[1-7]\d{2} \d{3} \d{3}", written) and _luhn_valid(written.replace(" ", ""))
        business = canadian_bn(rng, "RM")
        assert re.fullmatch(r"\d{9} RM0001", business) and _luhn_valid(business[:9])
        health = ontario_health_number(rng)
        assert re.fullmatch(r"\d{4}-\d{3}-\d{3}-[A-Z]{2}", health) and _luhn_valid(health[:12].replace("-", ""))


def test_an_ontario_licence_carries_the_surname_initial_and_the_birth_date() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        licence = driving_licence("en_CA", rng, "Tremblay", born, female)
        assert re.fullmatch(r"T\d{4}-\d{5}-\d{5}", licence)
        digits = licence[1:].replace("-", "")
        assert digits[-6:] == f"{born:%y}{born.month + 50 * female:02d}{born:%d}"


def test_spanish_ids_carry_their_letter_and_control_digit() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        dni, nie = spanish_dni(rng), spanish_dni(rng, foreign=True)
        assert re.fullmatch(r"\d{8}[A-Z]", dni) and _dni_valid(dni)
        assert re.fullmatch(r"[XYZ]\d{7}[A-Z]", nie) and _dni_valid(nie)
        cif = spanish_cif(rng, rng.choice("AB"))
        assert re.fullmatch(r"[AB](08|17|25|43)\d{6}", cif) and _cif_valid(cif)
    assert company_number("es_CA", rng, "Asfaltos Puig, S.A.").startswith("A")
    assert company_number("es_CA", rng, "Asfaltos Puig, S.L.").startswith("B")


def test_a_catalan_cip_carries_the_surnames_the_sex_and_the_birth_date() -> None:
    rng = random.Random(16)
    assert re.fullmatch(r"GAPU 1 850730 \d{2} \d", catalan_cip("García Puig", date(1985, 7, 30), True, rng))
    assert re.fullmatch(r"ROAL 0 020228 \d{2} \d", catalan_cip("Roldán Alcántara", date(2002, 2, 28), False, rng))


def test_irish_numbers_carry_their_mod23_letter() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        pps = irish_pps(rng)
        assert re.fullmatch(r"\d{7}[A-W]A?", pps) and _pps_valid(pps)
        vat = irish_vat(rng)
        assert re.fullmatch(r"IE\d{7}[A-W]", vat) and _pps_valid(vat[2:])


def test_liechtenstein_insurance_cards_carry_their_luhn_digit() -> None:
    rng = random.Random(16)
    for _ in range(ROUNDS):
        card = li_insurance_card(rng)
        assert re.fullmatch(r"80438 \d{5} \d{10}", card) and _luhn_valid(card.replace(" ", ""))


def test_parcel_numbers_carry_their_s10_digit_and_country() -> None:
    rng = random.Random(16)
    countries = {"fr_BE": "BE", "de_LI": "LI", "en_CA": "CA", "es_CA": "ES", "ga_IE": "IE", "sw": "KE"}
    for _ in range(ROUNDS):
        for locale, country in countries.items():
            number = s10_parcel_number(locale, rng)
            assert re.fullmatch(rf"[A-Z]{{2}}\d{{9}}{country}", number) and _s10_valid(number)


def test_national_ids_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(16)
    shapes = {"fr_BE": r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}", "de_LI": r"[A-Z]\d{6}", "en_CA": r"\d{3} \d{3} \d{3}",
              "es_CA": r"[XYZ\d]\d{7}[A-Z]", "ga_IE": r"\d{7}[A-W]A?", "sw": r"\d{8}"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            assert re.fullmatch(shape, personal_id(locale, rng)), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    assert [money(loc, 123_456_789).value for loc in LOCALES] == [
        "€\u00a01.234.567,89", "CHF\u00a01'234'567.89", "$1,234,567.89", "1.234.567,89\u00a0€", "€1,234,567.89",
        "KSh\u00a01,234,567.89",
    ]  # fmt: skip


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec16Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec16Adapter.kinds[kind](locale, fake, rng)
    assert 12 <= len(values) <= 40
    assert all(v.value.strip() for v in values)
    missing = [v for v in values if not shows_value(v, page)]
    assert not missing
    assert f"<html lang='{locale[:2]}'>" in page
    assert page.count("<button>") >= 2 and "class='nav'" in page


def _cents(value: diff.SeededValue) -> int:
    return int(re.sub(r"\D", "", value.value))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_charges_and_the_goods_add_up(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, fleet = SyntheticKindsDec16Adapter.kinds["fleet"](locale, fake, rng)
    *charges, total = [_cents(v) for v in fleet if v.type == "AMOUNT"]
    assert len(charges) == 4 and sum(charges) == total
    _, customs = SyntheticKindsDec16Adapter.kinds["customs"](locale, fake, rng)
    *goods, worth, postage = [_cents(v) for v in customs if v.type == "AMOUNT"]
    assert len(goods) == 4 and sum(goods) == worth and postage > 0


@pytest.mark.parametrize("locale", ["fr_BE", "es_CA"])
def test_a_patients_insurance_number_carries_the_birth_date_shown_beside_it(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, values = SyntheticKindsDec16Adapter.kinds["pharmacy"](locale, fake, rng)
    births = [v.value for v in values if v.type == "DATE_OF_BIRTH"]
    numbers = [v.value for v in values if v.type == "ID"]  # the pharmacy page's only IDs
    assert len(births) == len(numbers) == 8
    for born, insured in zip(births, numbers, strict=True):
        day, month, year = born.split("/")
        yymmdd = f"{year[2:]}{month}{day}"
        if locale == "fr_BE":
            assert re.sub(r"\D", "", insured)[:6] == yymmdd and _be_national_valid(re.sub(r"\D", "", insured))
        else:
            assert insured.split()[2] == yymmdd


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec16Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        assert "class='grid'" in pages["fleet"] and "class='sig'" in pages["fleet"] and "class='box'" in pages["fleet"]
        assert "class='tabs'" in pages["pharmacy"] and "class='search'" in pages["pharmacy"]
        assert pages["pharmacy"].count("<tr>") == 9 and pages["pharmacy"].count("class='chip ") == 8
        assert pages["tenders"].count("class='card'") == 6 and "<select>" in pages["tenders"]
        assert pages["school"].count("<tr>") == 9 and "class='total'" in pages["school"]
        assert "class='profile'" in pages["gym"] and pages["gym"].count("<tr>") == 9
        assert pages["customs"].count("class='party'") == 2 and "class='small'" in pages["customs"]
        assert pages["customs"].count("<tr>") == 5  # a header and four goods
        titles.add(pages["fleet"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types == {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH"}  # fmt: skip
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Close Rental", "Clôturer le contrat", "Dún an Conradh", "Funga Mkataba"))


def _kinds(locale: str, seed: int) -> dict[str, str]:
    """Each page kind of a dataset with its own recorded values blanked out, built in turn as the adapter does."""
    fake, rng = seeded_faker(locale, seed)
    return {name: blank_values(*build(locale, fake, rng)) for name, build in SyntheticKindsDec16Adapter.kinds.items()}


@pytest.mark.parametrize("locale", LOCALES)
def test_what_differs_between_datasets_is_recorded(locale: str) -> None:
    # Everything else — medicines, allergies, goods, visits, remarks, mileage — is the page's own text.
    first, other = _kinds(locale, 5), _kinds(locale, 6)
    for kind, page in first.items():
        assert page == other[kind], kind


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec16Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint(
            {v.value for v in other[1] if v.type in ("ID", "IBAN_CODE", "BANK_ACCOUNT")}
        )
