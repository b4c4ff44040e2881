"""The dec18 split's page kinds: every value they record is on the page, and their numbers carry their check
digits (validated here by each scheme's own rule, and the rule by a published example number); the numbers whose
rule is not published are checked for their shape only."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import date

import pytest

from screenroute.bench.privacy import differential as diff
from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_base import blank_values, shows_value
from screenroute.bench.privacy.adapters.synthetic_dec18 import (
    _SENTENCES,
    _WORDS,
    LOCALES,
    SyntheticKindsDec18Adapter,
    bank_account,
    bosnian_jmbg,
    canadian_sin,
    company,
    company_number,
    driving_licence,
    health_number,
    luxembourg_matricule,
    luxembourg_vat,
    maltese_id,
    maltese_vat,
    money,
    personal_id,
    phone,
    plate,
    quebec_health_number,
    romanised,
    verhoeff_digit,
)

ROUNDS = 200

_D = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
      (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
      (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
      (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))  # fmt: skip
_P = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
      (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 7, 6, 8, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
      (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))  # fmt: skip


def _iban_valid(iban: str) -> bool:
    raw = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _verhoeff_valid(digits: str) -> bool:
    check = 0
    for k, d in enumerate(reversed(digits)):
        check = _D[check][_P[k % 8][int(d)]]
    return check == 0


def _jmbg_valid(digits: str) -> bool:
    # The twelve weighted 7–2 twice; 11 less the sum's remainder mod 11 (0 for 11; 10 is never issued).
    check = 11 - sum(w * int(d) for w, d in zip((7, 6, 5, 4, 3, 2) * 2, digits[:12], strict=True)) % 11
    return check != 10 and int(digits[12]) == check % 11


def _matricule_valid(digits: str) -> bool:
    # The twelfth digit is the Luhn digit of the first eleven, the thirteenth their Verhoeff digit.
    return _luhn_valid(digits[:12]) and _verhoeff_valid(digits[:11] + digits[12])


def _lu_vat_valid(digits: str) -> bool:
    return int(digits[:6]) % 89 == int(digits[6:])


def _mt_vat_valid(digits: str) -> bool:
    return (sum(w * int(d) for w, d in zip((3, 4, 6, 7, 8, 9), digits, strict=False)) + int(digits[6:])) % 37 == 0


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_iban_valid, "BA39 1290 0794 0102 8494"),
        (_iban_valid, "LU28 0019 4006 4475 0000"),
        (_iban_valid, "MT84 MALT 0110 0001 2345 MTLC AST0 01S"),
        (_jmbg_valid, "0101006500006"),
        (_matricule_valid, "1893120105732"),
        (_verhoeff_valid, "2363"),  # the Verhoeff scheme's own example
        (_luhn_valid, "79927398713"),  # the Luhn scheme's own example
        (_luhn_valid, "046454286"),  # the SIN Canada publishes as its example
        (_lu_vat_valid, "15027442"),
        (_mt_vat_valid, "11679112"),
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


def test_the_verhoeff_digit_is_the_published_one() -> None:
    assert verhoeff_digit("236") == 3
    assert verhoeff_digit("18931201057") == 2


def _birth(rng: random.Random) -> date:
    return date(rng.randrange(1930, 2024), rng.randrange(1, 13), rng.randrange(1, 29))


def test_a_jmbg_carries_the_birth_date_the_region_the_sex_and_its_check_digit() -> None:
    rng = random.Random(18)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        number = bosnian_jmbg(rng, born, female)
        assert re.fullmatch(r"\d{13}", number) and _jmbg_valid(number)
        assert number[:7] == f"{born:%d%m}{born.year % 1000:03d}" and 10 <= int(number[7:9]) <= 19
        assert (int(number[9:12]) >= 500) == female


def test_a_luxembourg_matricule_carries_the_birth_date_and_both_check_digits() -> None:
    rng = random.Random(18)
    for _ in range(ROUNDS):
        born = _birth(rng)
        number = luxembourg_matricule(rng, born)
        assert re.fullmatch(r"\d{13}", number) and _matricule_valid(number)
        assert number[:8] == f"{born:%Y%m%d}"


def test_vat_numbers_carry_their_check_digits_and_maltese_ids_their_shape() -> None:
    rng = random.Random(18)
    for _ in range(ROUNDS):
        lu, mt = luxembourg_vat(rng), maltese_vat(rng)
        assert re.fullmatch(r"LU[1-9]\d{7}", lu) and _lu_vat_valid(lu[2:])
        assert re.fullmatch(r"MT[1-9]\d{7}", mt) and _mt_vat_valid(mt[2:])
        assert re.fullmatch(r"\d{4,6}[MG]", maltese_id(rng))  # no published check: drawn


def test_a_sin_from_quebec_carries_its_luhn_digit() -> None:
    rng = random.Random(18)
    for _ in range(ROUNDS):
        number = canadian_sin(rng)
        assert re.fullmatch(r"[23]\d{2} \d{3} \d{3}", number) and _luhn_valid(number.replace(" ", ""))


@pytest.mark.parametrize(
    ("given", "surname", "born", "female", "stem"),
    [("Marie-Ève", "Côté", date(1955, 6, 15), True, "COTM 5556 15"),
     ("Luc", "Ng", date(2001, 12, 3), False, "NGXL 0112 03"),
     ("Émile", "St-Pierre", date(1987, 1, 30), False, "STPE 8701 30")],
)  # fmt: skip
def test_a_ramq_number_is_made_of_the_name_the_birth_date_and_the_sex(
    given: str, surname: str, born: date, female: bool, stem: str
) -> None:
    number = quebec_health_number(random.Random(18), given, surname, born, female)
    assert number.startswith(stem) and re.fullmatch(r"[A-Z]{4} \d{4} \d{4}", number)


def test_ibans_carry_their_check_digits_and_other_countries_show_a_local_account() -> None:
    rng = random.Random(18)
    ibans = {"bs_BA": r"BA39\d{16}", "lb_LU": r"LU\d{18}", "de_LU": r"LU\d{18}",
             "mt_MT": r"MT\d{2}(VALL|MMEB|APSB|LOMB)\d{23}"}  # fmt: skip
    accounts = {"fil_PH": r"[\d-]{12,14}", "fr_QC": r"(815|003|006|001)-\d{5}-\d{7}"}
    for _ in range(ROUNDS):
        for locale, shape in ibans.items():
            account = bank_account(locale, rng)
            raw = account.value.replace(" ", "")
            assert account.type == "IBAN_CODE" and re.fullmatch(shape, raw) and _iban_valid(raw), locale
        # A Bosnian BBAN carries its own mod-97 check: the whole of it leaves 1.
        assert int(bank_account("bs_BA", rng).value.replace(" ", "")[4:]) % 97 == 1
        for locale, shape in accounts.items():
            account = bank_account(locale, rng)
            assert account.type == "BANK_ACCOUNT" and re.fullmatch(shape, account.value), locale


def test_numbers_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(18)
    people = {"bs_BA": r"\d{13}", "lb_LU": r"\d{13}", "mt_MT": r"\d{4,6}[MG]", "fil_PH": r"\d{4}-\d{4}-\d{4}-\d{4}",
              "de_LU": r"\d{13}", "fr_QC": r"\d{3} \d{3} \d{3}"}  # fmt: skip
    health = {"fil_PH": r"\d{2}-\d{9}-\d", "fr_QC": r"[A-Z]{4} \d{4} \d{4}"}
    firms = {"bs_BA": r"42\d{11}", "lb_LU": r"LU\d{8}", "mt_MT": r"MT\d{8}", "fil_PH": r"\d{3}-\d{3}-\d{3}-000",
             "de_LU": r"LU\d{8}", "fr_QC": r"(11|22|33)\d{8}"}  # fmt: skip
    licences = {"bs_BA": r"[A-Z]{3}\d{6}", "lb_LU": r"\d{6}/\d{2}", "mt_MT": r"\d{4,6}[MG]",
                "fil_PH": r"[A-Z]\d{2}-\d{2}-\d{6}", "de_LU": r"\d{6}/\d{2}", "fr_QC": r"W\d{4}-\d{6}-\d{2}"}  # fmt: skip
    plates = {"bs_BA": r"[AEJKMOT]\d{2}-[AEJKMOT]-\d{3}", "lb_LU": r"[A-Z]{2} \d{4}", "mt_MT": r"[A-Z]{3} \d{3}",
              "fil_PH": r"[A-Z]{3} \d{4}", "de_LU": r"[A-Z]{2} \d{4}", "fr_QC": r"[A-Z]{3} \d{3}|\d{3} [A-Z]{3}"}  # fmt: skip
    phones = {"bs_BA": r"(\+387 6\d|0\d{2}) \d{3} \d{3}", "lb_LU": r"(\+352 )?(\d{3} \d{3} \d{3}|\d{2} \d{2} \d{2}( \d{2})?)",
              "mt_MT": r"(\+356 )?\d{4} \d{4}", "fil_PH": r"(\+63 9\d{2}|09\d{2}) \d{3} \d{4}|\(0\d{1,2}\) \d{3,4} \d{4}",
              "fr_QC": r"(\+1 )?(\(\d{3}\)|\d{3}) \d{3}[- ]\d{4}"}  # fmt: skip
    phones["de_LU"] = phones["lb_LU"]
    for _ in range(ROUNDS):
        for locale in LOCALES:
            born, female = _birth(rng), rng.random() < 0.5
            assert re.fullmatch(people[locale], personal_id(locale, rng, born, female)), locale
            insured = health_number(locale, rng, "Wilfried", "Wagner", born, female)
            assert re.fullmatch(health.get(locale, people[locale]), insured), locale
            assert re.fullmatch(firms[locale], company_number(locale, rng)), locale
            assert re.fullmatch(licences[locale], driving_licence(locale, rng, "Wagner")), locale
            assert re.fullmatch(plates[locale], plate(locale, rng)), locale
            assert re.fullmatch(phones[locale], phone(locale, rng)), locale


@pytest.mark.parametrize(
    ("name", "ascii_"),
    [("Dženan", "dzenan"), ("Đulić", "djulic"), ("Šejla", "sejla"), ("Ħili", "hili"), ("Ġorġ", "gorg"),
     ("Fränz", "franz"), ("Marie-Ève", "marieeve"), ("Dela Cruz", "delacruz"), ("Osmeña", "osmena")],
)  # fmt: skip
def test_names_are_folded_to_ascii_for_mail_boxes(name: str, ascii_: str) -> None:
    assert romanised(name) == ascii_


def test_companies_carry_each_countrys_legal_forms() -> None:
    forms = {"bs_BA": r".+ (d\.o\.o\.|d\.d\.)", "lb_LU": r".+ (S\.à r\.l\.|S\.A\.)", "mt_MT": r".+ (Ltd|Limited|p\.l\.c\.)",
             "fil_PH": r".+( Corporation|, Inc\.| Co\.)", "de_LU": r".+ (S\.à r\.l\.|S\.A\.)", "fr_QC": r".+ (inc\.|ltée)"}  # fmt: skip
    rng = random.Random(18)
    for locale in LOCALES:
        for kind in ("insurer", "agent", "build", "arch"):
            assert re.fullmatch(forms[locale], company(locale, rng, kind)), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    assert [money(loc, 123_456_700).value for loc in LOCALES] == [
        "1.234.567,00\u00a0KM", "1.234.567,00\u00a0€", "€1,234,567.00", "₱1,234,567.00", "1.234.567,00\u00a0€",
        "1\u00a0234\u00a0567,00\u00a0$",
    ]  # fmt: skip


def test_every_chrome_text_and_sentence_is_written_in_every_language() -> None:
    for table in (_WORDS, _SENTENCES):
        for key, texts in table.items():
            assert len(texts) == 7 and all(t.strip() for t in texts), key
            assert len(set(texts[1:])) > 1, key  # not one language copied into all


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec18Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec18Adapter.kinds[kind](locale, fake, rng)
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
def test_the_fees_add_up_and_the_deposit_is_less_than_the_price(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, permit = SyntheticKindsDec18Adapter.kinds["permit"](locale, fake, rng)
    *fees, total = [_cents(v) for v in permit if v.type == "AMOUNT"]
    assert len(fees) == 3 and sum(fees) == total
    _, market = SyntheticKindsDec18Adapter.kinds["market"](locale, fake, rng)
    price, deposit = [_cents(v) for v in market if v.type == "AMOUNT"]
    assert 0 < deposit < price


def _date_of(locale: str, written: str) -> date:
    numbers = [int(n) for n in re.findall(r"\d+", written)]
    if locale == "fr_QC":
        return date(*numbers)
    if locale == "fil_PH":
        month, day, year = numbers
        return date(year, month, day)
    day, month, year = numbers
    return date(year, month, day)


@pytest.mark.parametrize("locale", ["bs_BA", "lb_LU", "de_LU", "fr_QC"])
def test_a_patients_number_carries_the_birth_date_shown_beside_it(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, values = SyntheticKindsDec18Adapter.kinds["vaccines"](locale, fake, rng)
    patient, born, insured = values[:3]
    assert (patient.type, born.type, insured.type) == ("PERSON", "DATE_OF_BIRTH", "ID")
    day = _date_of(locale, born.value)
    if locale == "bs_BA":
        assert insured.value[:7] == f"{day:%d%m}{day.year % 1000:03d}" and _jmbg_valid(insured.value)
    elif locale == "fr_QC":
        given, surname = (romanised(part).upper() for part in patient.value.split(" ", 1))
        assert insured.value[:4] == (surname + "XXX")[:3] + given[0]
        assert insured.value[5:7] == f"{day:%y}" and int(insured.value[7:9]) % 50 == day.month
        assert insured.value[10:12] == f"{day:%d}"
    else:
        assert insured.value[:8] == f"{day:%Y%m%d}" and _matricule_valid(insured.value)


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec18Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        accident, vaccines, assembly = pages["accident"], pages["vaccines"], pages["assembly"]
        assert accident.count("class='party'") == 2 and "class='checks'" in accident and accident.count("☒") == 3
        assert "class='sig'" in accident and "class='small'" in accident
        assert "<aside class='side'>" in vaccines and "class='tabs'" in vaccines and "class='dialog'" in vaccines
        assert vaccines.count("class='chip ") == 6
        assert "class='doc'" in assembly and assembly.count("<li>") == 4 and assembly.count("class='total'") == 1
        assert assembly.count("class='chip ") == 8 and assembly.count(" → ") == 2
        match = pages["match"]
        assert match.count("class='team'") == 2 and match.count("class='event'") == 6 and match.count("<tr>") == 14
        market = pages["market"]
        assert "class='convos'" in market and market.count("class='bubble") == 5 and "class='listing'" in market
        permit = pages["permit"]
        assert "class='stepper'" in permit and permit.count("class='chip ") == 7 and permit.count("class='msg'") == 2
        titles.add(accident.split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types == {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH"}  # fmt: skip
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Potpiši i pošalji", "Ënnerschreiwen a schécken", "Iffirma u ibgħat",
                                      "Lagdaan at ipadala", "Unterschreiben und senden", "Signer et envoyer"))  # fmt: skip


def _kinds(locale: str, seed: int) -> dict[str, str]:
    """Each page kind of a dataset with its own recorded values blanked out, built in turn as the adapter does."""
    fake, rng = seeded_faker(locale, seed)
    return {name: blank_values(*build(locale, fake, rng)) for name, build in SyntheticKindsDec18Adapter.kinds.items()}


@pytest.mark.parametrize("locale", LOCALES)
def test_what_differs_between_datasets_is_recorded(locale: str) -> None:
    # Everything else — cars, circumstances, vaccines, units, teams, the item for sale, works and fees — is the
    # page's text.
    first, other = _kinds(locale, 5), _kinds(locale, 6)
    for kind, page in first.items():
        assert page == other[kind], kind


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec18Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint(
            {v.value for v in other[1] if v.type in ("ID", "IBAN_CODE", "BANK_ACCOUNT")}
        )


def test_the_split_is_registered() -> None:
    assert diff.ADAPTERS["synthetic-kinds-dec18"] == "synthetic_dec18:SyntheticKindsDec18Adapter"
