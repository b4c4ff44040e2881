"""The dec19 split's page kinds: every value they record is on the page, and their numbers carry their check
digits (validated here by each scheme's own rule, and the rule by a published example number: the Uzbek PINFL's
weights 7, 3, 1 by the check digits of ICAO Doc 9303's specimen passport, the NUBAN's by the Central Bank of
Nigeria's example account, the ICCID's Luhn digit by the Luhn scheme's own example); the numbers whose rule is not
published (Nigerian NIN, Kenyan ID and KRA PIN, Algerian NIN, NIF and RIB key, Ghana Card PIN, Uzbek STIR) are
checked for their shape only."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable
from datetime import date

import pytest

from screenroute.bench.privacy import differential as diff
from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_base import blank_values, shows_value
from screenroute.bench.privacy.adapters.synthetic_dec19 import (
    _LOADS,
    _NG_BANKS,
    _PRICE,
    _SENTENCES,
    _WORDS,
    LOCALES,
    SyntheticKindsDec19Adapter,
    bank_account,
    company,
    iccid,
    luhn_digit,
    mobile,
    money,
    mrz_digit,
    nuban,
    nuban_digit,
    personal_id,
    phone,
    plate,
    romanised,
    tax_number,
    uzbek_pinfl,
)

ROUNDS = 200


def _mrz_valid(digits: str) -> bool:
    # The last digit is the sum of the others weighted 7, 3, 1 in turn, mod 10.
    return sum((7, 3, 1)[k % 3] * int(d) for k, d in enumerate(digits[:-1])) % 10 == int(digits[-1])


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _nuban_valid(digits: str) -> bool:
    # The bank's three-digit code, then the ten-digit account: the thirteen weighted 3, 7, 3 in turn (the check
    # digit weighted 1) sum to a multiple of 10.
    weights = (3, 7, 3) * 4 + (1,)
    return sum(w * int(d) for w, d in zip(weights, digits, strict=True)) % 10 == 0


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_mrz_valid, "6908061"),  # ICAO Doc 9303's specimen: birth date 690806, check digit 1
        (_mrz_valid, "9406236"),  # and expiry 940623, check digit 6
        (_nuban_valid, "011 0000014579"),  # the CBN's example: First Bank (011), serial 000001457
        (_luhn_valid, "79927398713"),  # the Luhn scheme's own example
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


def test_the_check_digits_computed_are_the_published_ones() -> None:
    assert mrz_digit("690806") == 1 and mrz_digit("940623") == 6
    assert nuban_digit("011", "000001457") == 9
    assert luhn_digit("7992739871") == 3


def _birth(rng: random.Random) -> date:
    return date(rng.randrange(1900, 2024), rng.randrange(1, 13), rng.randrange(1, 29))


def test_a_pinfl_carries_the_century_and_sex_the_birth_date_and_its_check_digit() -> None:
    rng = random.Random(19)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        number = uzbek_pinfl(rng, born, female)
        assert re.fullmatch(r"\d{14}", number) and _mrz_valid(number)
        assert int(number[0]) == {19: 3, 20: 5}[born.year // 100] + female
        assert number[1:7] == f"{born:%d%m%y}"


def test_a_nuban_carries_its_banks_check_digit() -> None:
    rng = random.Random(19)
    codes = dict(_NG_BANKS)
    for _ in range(ROUNDS):
        for locale in ("yo_NG", "ha_NG"):
            bank, account = bank_account(locale, rng)
            assert account.type == "BANK_ACCOUNT" and re.fullmatch(r"\d{10}", account.value)
            assert _nuban_valid(codes[bank] + account.value)
        assert _nuban_valid("058" + nuban("058", rng))


def test_a_sim_serial_carries_the_countrys_calling_code_and_its_luhn_digit() -> None:
    rng = random.Random(19)
    calling = {"uz_UZ": "998", "yo_NG": "234", "ha_NG": "234", "en_KE": "254", "fr_DZ": "213", "tw_GH": "233"}
    for _ in range(ROUNDS):
        for locale, code in calling.items():
            serial = iccid(locale, rng)
            assert re.fullmatch(rf"89{code}\d{{14}}", serial) and _luhn_valid(serial), locale


def test_numbers_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(19)
    people = {"uz_UZ": r"[3-6]\d{13}", "yo_NG": r"[1-9]\d{10}", "ha_NG": r"[1-9]\d{10}", "en_KE": r"[23]\d{7}",
              "fr_DZ": r"[12]\d{17}", "tw_GH": r"GHA-\d{9}-\d"}  # fmt: skip
    taxes = {"uz_UZ": r"[4-6]\d{8}", "yo_NG": r"\d{8}-0001", "ha_NG": r"\d{8}-0001", "en_KE": r"A\d{9}[A-Z]",
             "fr_DZ": r"[12]\d{14}", "tw_GH": r"P00\d{8}"}  # fmt: skip
    plates = {"uz_UZ": r"\d{2} [A-Z] \d{3} [A-Z]{2}", "yo_NG": r"[A-Z]{3} \d{3} [A-Z]{2}",
              "ha_NG": r"[A-Z]{3} \d{3} [A-Z]{2}", "en_KE": r"K[BCD][A-Z] \d{3}[A-Z]", "fr_DZ": r"\d{5} [1-3]\d{2} \d{2}",
              "tw_GH": r"[A-Z]{2} \d{3,4}-\d{2}"}  # fmt: skip
    mobiles = {"uz_UZ": r"(\+998 |\()\d{2}\)? \d{3}-\d{2}-\d{2}", "yo_NG": r"(0|\+234 )[789][01]\d \d{3} \d{4}",
               "en_KE": r"(0|\+254 )(7\d{2}|110) \d{3} \d{3}", "fr_DZ": r"(0|\+213 )[567]\d{2} \d{2} \d{2} \d{2}",
               "tw_GH": r"(0|\+233 )[25]\d \d{3} \d{4}"}  # fmt: skip
    mobiles["ha_NG"] = mobiles["yo_NG"]
    landlines = {"uz_UZ": r"(\+998 |\()71\)? \d{3}-\d{2}-\d{2}", "yo_NG": r"0[19] \d{3} \d{4}", "en_KE": r"0[24][01] \d{3} \d{4}",
                 "fr_DZ": r"0[234]1 \d{2} \d{2} \d{2}", "tw_GH": r"03[02] \d{3} \d{4}"}  # fmt: skip
    landlines["ha_NG"] = landlines["yo_NG"]
    accounts = {"uz_UZ": r"20206000\d{12}", "en_KE": r"\d{10,14}", "fr_DZ": r"00\d \d{5} \d{10} \d{2}",
                "tw_GH": r"[01]\d{12,13}"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale in LOCALES:
            assert re.fullmatch(people[locale], personal_id(locale, rng, _birth(rng), rng.random() < 0.5)), locale
            assert re.fullmatch(taxes[locale], tax_number(locale, rng)), locale
            assert re.fullmatch(plates[locale], plate(locale, rng)), locale
            assert re.fullmatch(mobiles[locale], mobile(locale, rng)), locale
            assert re.fullmatch(f"{mobiles[locale]}|{landlines[locale]}", phone(locale, rng)), locale
            if locale in accounts:
                _, account = bank_account(locale, rng)
                assert account.type == "BANK_ACCOUNT" and re.fullmatch(accounts[locale], account.value), locale


@pytest.mark.parametrize(
    ("name", "ascii_"),
    [("Ọláńrewájú", "olanrewaju"), ("Ɗanjuma", "danjuma"), ("Ƙabiru", "kabiru"), ("Asma’u", "asmau"),
     ("Ɔsɛi", "osei"), ("Gʻulomova", "gulomova"), ("Oʻtkir", "otkir"), ("Aït Saïd", "aitsaid")],
)  # fmt: skip
def test_names_are_folded_to_ascii_for_mail_boxes(name: str, ascii_: str) -> None:
    assert romanised(name) == ascii_


def test_companies_carry_each_countrys_legal_forms() -> None:
    forms = {"uz_UZ": r"«.+» (MChJ|XK|AJ)", "yo_NG": r".+ (Ltd|Nigeria Limited|Enterprises)",
             "ha_NG": r".+ (Ltd|Nigeria Limited|Enterprises)", "en_KE": r".+ (Ltd|Limited|\(K\) Ltd)",
             "fr_DZ": r"(SARL|EURL|SPA) .+", "tw_GH": r".+ (Ltd|Company Limited|Enterprise)"}  # fmt: skip
    rng = random.Random(19)
    for locale in LOCALES:
        for kind in ("employer", "plumber"):
            assert re.fullmatch(forms[locale], company(locale, rng, kind)), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    assert [money(loc, 123_456_700).value for loc in LOCALES] == [
        "1\u00a0234\u00a0567\u00a0soʻm", "₦1,234,567.00", "₦1,234,567.00", "KSh\u00a01,234,567.00",
        "1\u00a0234\u00a0567,00\u00a0DA", "GH₵1,234,567.00",
    ]  # fmt: skip


def test_every_chrome_text_and_sentence_is_written_in_every_language() -> None:
    for table in (_WORDS, _SENTENCES):
        for key, texts in table.items():
            assert len(texts) == 6 and all(t.strip() for t in texts), key
            assert len(set(texts[1:])) > 1, key  # not one language copied into all
            assert all(t.count("|") == texts[0].count("|") for t in texts), key  # menus of the same length
    for key, texts in _SENTENCES.items():
        slots = sorted(re.findall(r"\{(\w+)\}", texts[0]))
        assert all(sorted(re.findall(r"\{(\w+)\}", t)) == slots for t in texts), key  # the same values in each


def test_the_uzbek_yoruba_hausa_and_twi_chrome_use_their_own_letters() -> None:
    uzbek, yoruba, hausa, twi = (
        "".join(texts[i] for table in (_WORDS, _SENTENCES) for texts in table.values()) for i in (1, 2, 3, 5)
    )
    assert {"ọ", "ẹ", "ṣ"} <= set(yoruba) and {"á", "à", "é", "è", "ó", "ò"} <= set(yoruba)  # tone marks
    assert {"ɓ", "ɗ", "ƙ"} <= set(hausa)
    assert {"ʻ", "ʼ"} <= set(uzbek) and "'" not in uzbek  # oʻ and gʻ, and the tutuq belgisi
    assert {"ɛ", "ɔ"} <= set(twi)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec19Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec19Adapter.kinds[kind](locale, fake, rng)
    assert 12 <= len(values) <= 40
    assert all(v.value.strip() for v in values)
    missing = [v for v in values if not shows_value(v, page)]
    assert not missing
    assert f"<html lang='{locale.split('_')[0]}'>" in page
    assert page.count("<button>") >= 3 and "class='nav'" in page
    machine_written = [v.value for v in values if v.type in ("EMAIL_ADDRESS", "USERNAME")]
    assert all(re.fullmatch(r"[a-z0-9._@-]+", v) for v in machine_written), machine_written


def _cents(value: diff.SeededValue) -> int:
    return int(re.sub(r"\D", "", value.value))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_ledger_the_deliveries_and_the_tax_add_up(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, savings = SyntheticKindsDec19Adapter.kinds["savings"](locale, fake, rng)
    *saved, total_saved, total_repaid = [_cents(v) for v in savings if v.type == "AMOUNT"]
    assert len(saved) == 10 and sum(saved[:6]) == total_saved and sum(saved[6:]) == total_repaid
    SyntheticKindsDec19Adapter.kinds["lessons"](locale, fake, rng)
    _, harvest = SyntheticKindsDec19Adapter.kinds["harvest"](locale, fake, rng)
    amounts = [_cents(v) for v in harvest if v.type == "AMOUNT"]
    whole = 100 if locale == "uz_UZ" else 1  # the soʻm is written without its tiyin
    paid = [kg for kg, _, status in _LOADS if status != "rejected"]
    assert len(amounts) == 2 * len(paid)
    for kg, cut, net in zip(paid, amounts[::2], amounts[1::2], strict=True):
        assert (cut + net) * whole == kg * _PRICE[locale] and 0 < cut < net
    SyntheticKindsDec19Adapter.kinds["forum"](locale, fake, rng)
    _, tax = SyntheticKindsDec19Adapter.kinds["tax"](locale, fake, rng)
    salary, rent, interest, gross, relief, taxable, due, withheld, balance = [
        _cents(v) for v in tax if v.type == "AMOUNT"
    ]
    assert salary + rent + interest == gross and gross - relief == taxable
    assert due * whole == taxable * whole // 10 and 0 < withheld < due and due - withheld == balance


@pytest.mark.parametrize("kind", ["lessons", "tax", "sim"])
def test_an_uzbek_pinfl_carries_the_birth_date_of_its_holder(kind: str) -> None:
    fake, rng = seeded_faker("uz_UZ", 23)
    built = {name: build("uz_UZ", fake, rng) for name, build in SyntheticKindsDec19Adapter.kinds.items()}
    page, values = built[kind]
    pinfls = [v.value for v in values if v.type == "ID" and re.fullmatch(r"\d{14}", v.value)]
    assert len(pinfls) == 1 and _mrz_valid(pinfls[0])
    for born in (v.value for v in values if v.type == "DATE_OF_BIRTH"):
        day, month, year = born.split(".")
        assert pinfls[0][1:7] == f"{day}{month}{year[2:]}"
    assert html.escape(pinfls[0]) in page


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec19Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        savings, lessons, harvest = pages["savings"], pages["lessons"], pages["harvest"]
        assert "class='menu'" in savings and "<aside class='side'>" in savings and "class='small'" in savings
        assert savings.count("class='chip ") == 6 and savings.count("class='total'") == 1
        assert "class='cal'" in lessons and lessons.count("class='slot") == 8 and lessons.count("slot sel") == 3
        assert harvest.count("class='card'") == 5 and harvest.count("class='chip ") == 9
        forum, tax, sim = pages["forum"], pages["tax"], pages["sim"]
        assert "class='menu'" in forum and forum.count("class='post") == 5 and forum.count("post reply") == 4
        assert "<textarea" in forum
        assert "class='tabs'" in tax and "class='window'" in tax and tax.count("class='total'") == 2
        assert "class='stepper'" in sim and sim.count("class='chip ") == 6 and "class='dialog'" in sim
        titles.add(savings.split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types == {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH"}  # fmt: skip
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Toʻlovni kiritish", "Kọ owó sílẹ̀", "Rubuta biyan kuɗi", "Record Payment",
                                      "Enregistrer un versement", "Kyerɛw ntua"))  # fmt: skip


def _kinds(locale: str, seed: int) -> dict[str, str]:
    """Each page kind of a dataset with its own recorded values blanked out, built in turn as the adapter does."""
    fake, rng = seeded_faker(locale, seed)
    return {name: blank_values(*build(locale, fake, rng)) for name, build in SyntheticKindsDec19Adapter.kinds.items()}


@pytest.mark.parametrize("locale", LOCALES)
def test_what_differs_between_datasets_is_recorded(locale: str) -> None:
    # Everything else — the group, the lessons' times, the crops and their weights, the categories, the tax's
    # lines and the dates of the lines on an ID — is the page's text.
    first, other = _kinds(locale, 5), _kinds(locale, 6)
    for kind, page in first.items():
        assert page == other[kind], kind


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec19Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint(
            {v.value for v in other[1] if v.type in ("ID", "BANK_ACCOUNT", "PHONE_NUMBER")}
        )


def test_the_split_is_registered() -> None:
    assert diff.ADAPTERS["synthetic-kinds-dec19"] == "synthetic_dec19:SyntheticKindsDec19Adapter"
