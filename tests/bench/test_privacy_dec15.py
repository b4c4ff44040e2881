"""The dec15 split's page kinds: every value they record is on the page, and their numbers carry their check
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
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.adapters.synthetic_dec15 import (
    LOCALES,
    SyntheticKindsDec15Adapter,
    amount,
    bank_account,
    employer_tax_id,
    imei,
    money,
    national_id,
    resident_id,
    rif,
    s10_parcel_number,
    swiss_uid,
    unionpay_account,
    uscc,
)

ROUNDS = 200


def _ean13_valid(digits: str) -> bool:
    return sum(int(d) * (1, 3)[k % 2] for k, d in enumerate(digits)) % 10 == 0


def _iban_valid(iban: str) -> bool:
    raw = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _uid_valid(digits: str) -> bool:
    # The ninth digit makes the weighted sum of all nine a multiple of 11 (the check digit weighs 1).
    return sum(int(d) * w for d, w in zip(digits, (5, 4, 3, 2, 7, 6, 5, 4, 1), strict=True)) % 11 == 0


def _rif_valid(compact: str) -> bool:
    # The letter's value plus the weighted digits; the check is 11 less the remainder, 0 for remainders 0 and 1.
    letter, digits, check = compact[0], compact[1:9], int(compact[9])
    rest = ({"V": 4, "E": 8, "J": 12, "P": 16, "G": 20}[letter] + sum(
        int(d) * w for d, w in zip(digits, (3, 2, 7, 6, 5, 4, 3, 2), strict=True))) % 11  # fmt: skip
    return check == (0 if rest < 2 else 11 - rest)


def _resident_id_valid(number: str) -> bool:
    # ISO 7064 MOD 11-2 over all eighteen characters (X is 10): the weighted sum is 1 modulo 11.
    values = [10 if c == "X" else int(c) for c in number]
    return sum(v * pow(2, 17 - k, 11) for k, v in enumerate(values)) % 11 == 1


def _org_code_valid(code: str) -> bool:
    # GB 11714: letters count 10 upward (A=10 … Z=35); the ninth character makes the sum a multiple of 11.
    values = [int(c, 36) for c in code[:8]] + [10 if code[8] == "X" else int(code[8])]
    return sum(v * w for v, w in zip(values, (3, 7, 9, 10, 5, 8, 4, 2, 1), strict=True)) % 11 == 0


def _uscc_valid(code: str) -> bool:
    # GB 32100: the characters' values weighted by 3^k (mod 31), and the check character's value, sum to 0 mod 31.
    chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    weighted = sum(chars.index(c) * pow(3, k, 31) for k, c in enumerate(code[:17]))
    return (weighted + chars.index(code[17])) % 31 == 0 and _org_code_valid(code[8:17])


def _s10_valid(number: str) -> bool:
    # UPU S10: 11 less the weighted sum's remainder; 10 is written 0 and 11 is written 5.
    digits, check = number[2:10], int(number[10])
    expected = 11 - sum(int(d) * w for d, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7), strict=True)) % 11
    return check == {10: 0, 11: 5}.get(expected, expected)


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_ean13_valid, "7569217076985"),  # the AHV number the federal office prints on its sample card
        (_iban_valid, "CH93 0076 2011 6238 5295 7"),
        (_iban_valid, "AZ21 NABZ 0000 0000 1370 1000 1944"),
        (_luhn_valid, "4111111111111111"),
        (_luhn_valid, "490154203237518"),  # an IMEI
        (_uid_valid, "100155212"),  # CHE-100.155.212
        (_rif_valid, "V114702834"),  # V-11470283-4
        (_resident_id_valid, "11010519491231002X"),
        (_uscc_valid, "91350100M000100Y43"),
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


def test_swiss_ahv_numbers_carry_their_ean13_digit() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        for locale in ("fr_CH", "it_CH"):
            written = national_id(locale, rng).value
            assert re.fullmatch(r"756\.\d{4}\.\d{4}\.\d{2}", written)
            assert _ean13_valid(written.replace(".", ""))


def test_swiss_business_numbers_carry_their_mod11_digit() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        written = swiss_uid(rng)
        assert re.fullmatch(r"CHE-\d{3}\.\d{3}\.\d{3}", written)
        assert _uid_valid(re.sub(r"\D", "", written))


def test_venezuelan_rifs_carry_their_check_digit() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        digits = f"{rng.randrange(10**8):08d}"
        written = rif(rng.choice("VEJPG"), digits)
        assert re.fullmatch(r"[VEJPG]-\d{8}-\d", written)
        assert _rif_valid(written.replace("-", ""))
        company = employer_tax_id("es_VE", rng).value
        assert company.startswith("J-") and _rif_valid(company.replace("-", ""))


def test_chinese_resident_ids_carry_a_birth_date_and_their_check_character() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        number = resident_id(rng)
        assert re.fullmatch(r"\d{17}[\dX]", number)
        assert _resident_id_valid(number)
        assert date(int(number[6:10]), int(number[10:12]), int(number[12:14])) < date(2006, 1, 1)


def test_unified_social_credit_codes_carry_both_check_characters() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        code = uscc(rng)
        assert re.fullmatch(r"91\d{6}\d{8}[\dX][0-9A-HJ-NPQRTUWXY]", code)
        assert _uscc_valid(code)


def test_imeis_and_card_numbers_carry_their_luhn_digit() -> None:
    rng = random.Random(15)
    for _ in range(ROUNDS):
        assert re.fullmatch(r"\d{15}", handset := imei(rng)) and _luhn_valid(handset)
        assert _luhn_valid(card_number(rng).replace(" ", ""))
        debit = unionpay_account(rng).replace(" ", "")
        assert re.fullmatch(r"62\d{17}", debit) and _luhn_valid(debit)


def test_parcel_numbers_carry_their_s10_digit_and_country() -> None:
    rng = random.Random(15)
    countries = {"fr_CH": "CH", "en_PH": "PH", "it_CH": "CH", "az_AZ": "AZ", "es_VE": "VE", "zh_CN": "CN"}
    for _ in range(ROUNDS):
        for locale, country in countries.items():
            number = s10_parcel_number(locale, rng)
            assert re.fullmatch(rf"[A-Z]{{2}}\d{{9}}{country}", number)
            assert _s10_valid(number)


def test_swiss_and_azerbaijani_ibans_carry_their_check_digits() -> None:
    rng = random.Random(15)
    lengths = {"fr_CH": ("CH", 21), "it_CH": ("CH", 21), "az_AZ": ("AZ", 28)}
    for _ in range(ROUNDS):
        for locale, (country, length) in lengths.items():
            account = bank_account(locale, rng)
            raw = account.value.replace(" ", "")
            assert account.type == "IBAN_CODE" and raw.startswith(country) and len(raw) == length
            assert _iban_valid(account.value)


def test_countries_without_an_iban_show_a_local_account() -> None:
    rng = random.Random(15)
    shapes = {"en_PH": r"\d{4}-\d{4}-\d{2,4}", "es_VE": r"01\d{2}-\d{4}-\d{2}-\d{10}",
              "zh_CN": r"62\d{2}( \d{4}){3} \d{3}"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            account = bank_account(locale, rng)
            assert account.type == "BANK_ACCOUNT" and re.fullmatch(shape, account.value), locale


def test_national_ids_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(15)
    shapes = {"fr_CH": r"756\.\d{4}\.\d{4}\.\d{2}", "it_CH": r"756\.\d{4}\.\d{4}\.\d{2}",
              "en_PH": r"\d{4}-\d{4}-\d{4}-\d{4}", "az_AZ": r"[0-9A-HJ-NP-Z]{7}", "es_VE": r"V-\d{1,2}\.\d{3}\.\d{3}",
              "zh_CN": r"\d{17}[\dX]"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            assert re.fullmatch(shape, national_id(locale, rng).value), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    assert [money(loc, 123_456_789).value for loc in LOCALES] == [
        "1'234'567.89 CHF", "PHP 1,234,567.89", "CHF 1'234'567.89", "1\u00a0234\u00a0567,89\u00a0AZN",
        "Bs.\u00a01.234.567,89", "¥1,234,567.89",
    ]  # fmt: skip
    rng = random.Random(15)
    shapes = {"fr_CH": r"\d{1,3}('\d{3})*\.\d{2} CHF", "en_PH": r"PHP \d{1,3}(,\d{3})*\.\d{2}",
              "it_CH": r"CHF \d{1,3}('\d{3})*\.\d{2}", "az_AZ": r"\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0AZN",
              "es_VE": r"Bs\.\u00a0\d{1,3}(\.\d{3})*,\d{2}", "zh_CN": r"¥\d{1,3}(,\d{3})*\.\d{2}"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale, shape in shapes.items():
            assert re.fullmatch(shape, amount(locale, rng, 1, 50_000).value), locale


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec15Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec15Adapter.kinds[kind](locale, fake, rng)
    assert 12 <= len(values) <= 40
    assert all(v.value.strip() for v in values)
    missing = [v for v in values if not shows_value(v, page)]
    assert not missing
    assert f"<html lang='{locale[:2]}'>" in page
    assert page.count("<button>") >= 2 and "class='nav'" in page


@pytest.mark.parametrize("locale", LOCALES)
def test_a_payslip_adds_up(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, values = SyntheticKindsDec15Adapter.kinds["payroll"](locale, fake, rng)
    cents = [int(re.sub(r"\D", "", v.value)) for v in values if v.type == "AMOUNT"]
    earned, withheld, (gross, total_withheld, net) = cents[:3], cents[3:7], cents[7:]
    assert sum(earned) == gross and sum(withheld) == total_withheld and net == gross - total_withheld > 0


def test_a_venezuelan_payslips_rif_carries_the_cedula() -> None:
    fake, rng = seeded_faker("es_VE", 23)
    _, values = SyntheticKindsDec15Adapter.kinds["payroll"]("es_VE", fake, rng)
    ids = [v.value for v in values if v.type == "ID"]
    cedula = next(i for i in ids if re.fullmatch(r"V-[\d.]+", i))
    personal = next(i for i in ids if re.fullmatch(r"V-\d{8}-\d", i))
    assert personal[2:10] == cedula[2:].replace(".", "").zfill(8) and _rif_valid(personal.replace("-", ""))


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec15Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        assert pages["warranty"].count("class='grid'") == 2 and "class='box'" in pages["warranty"]
        assert "class='bar'" in pages["library"] and "class='pager'" in pages["library"]
        assert pages["library"].count("<tr>") == 11  # a header and ten loans
        assert pages["payroll"].count("<table>") == 3 and "class='small'" in pages["payroll"]
        assert pages["chat"].count("class='msg ") == 11 and "class='card'" in pages["chat"]
        assert pages["vet"].count("class='appt ") == 16 and "class='legend'" in pages["vet"]
        assert pages["parcel"].count("class='party'") == 2 and pages["parcel"].count("<li>") == 7
        titles.add(pages["warranty"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types == {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Submit Request", "Envoyer la demande", "Sorğunu göndər", "提交申请"))


def _kinds(locale: str, seed: int) -> dict[str, str]:
    """Each page kind of a dataset with its own recorded values blanked out, built in turn as the adapter does."""
    fake, rng = seeded_faker(locale, seed)
    return {name: blank_values(*build(locale, fake, rng)) for name, build in SyntheticKindsDec15Adapter.kinds.items()}


@pytest.mark.parametrize("locale", LOCALES)
def test_what_differs_between_datasets_is_recorded(locale: str) -> None:
    # Everything else — book titles, pets, dates, slots, depots — is the page's own text, the same on every dataset.
    first, other = _kinds(locale, 5), _kinds(locale, 6)
    for kind, page in first.items():
        assert page == other[kind], kind


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec15Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint(
            {v.value for v in other[1] if v.type in ("ID", "IBAN_CODE", "BANK_ACCOUNT", "CREDIT_CARD")}
        )
