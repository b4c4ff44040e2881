"""The dec17 split's page kinds: every value they record is on the page, and their numbers carry their check
digits (validated here by each scheme's own rule, and the rule by a published example number)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import date, timedelta

import pytest

from screenroute.bench.privacy import differential as diff
from screenroute.bench.privacy.adapters import seeded_faker
from screenroute.bench.privacy.adapters.synthetic_base import blank_values, shows_value
from screenroute.bench.privacy.adapters.synthetic_dec17 import (
    _SENTENCES,
    _WORDS,
    LOCALES,
    SyntheticKindsDec17Adapter,
    bank_account,
    company,
    company_number,
    greek_afm,
    greek_amka,
    korean_brn,
    korean_rrn,
    money,
    passport,
    personal_id,
    phone,
    plate,
    romanised,
    saudi_id,
    second_id,
    south_african_id,
    thai_juristic_id,
    thai_pin,
    ukrainian_edrpou,
    ukrainian_rnokpp,
)

ROUNDS = 200


def _iban_valid(iban: str) -> bool:
    raw = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def _luhn_valid(digits: str) -> bool:
    total = sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _afm_valid(digits: str) -> bool:
    # The first eight digits weighted 256, 128 … 2; the sum's remainder mod 11, mod 10, is the ninth.
    return int(digits[8]) == sum(int(d) << (8 - k) for k, d in enumerate(digits[:8])) % 11 % 10


def _rnokpp_valid(digits: str) -> bool:
    weights = (-1, 5, 7, 9, 4, 6, 10, 5, 7)
    return int(digits[9]) == sum(w * int(d) for w, d in zip(weights, digits, strict=False)) % 11 % 10


def _edrpou_valid(digits: str) -> bool:
    # Weights 1–7 (7, 1–6 for codes from 30000000 to 60000000); where the remainder is 10, each weight 2 more.
    weights = (7, 1, 2, 3, 4, 5, 6) if 30_000_000 <= int(digits) < 60_000_000 else (1, 2, 3, 4, 5, 6, 7)
    total = sum(w * int(d) for w, d in zip(weights, digits, strict=False)) % 11
    if total == 10:
        total = sum((w + 2) * int(d) for w, d in zip(weights, digits, strict=False)) % 11 % 10
    return int(digits[7]) == total


def _thai_valid(digits: str) -> bool:
    # The twelve digits weighted 13 down to 2; 11 less the sum's remainder mod 11, mod 10.
    return int(digits[12]) == (11 - sum(int(d) * (13 - k) for k, d in enumerate(digits[:12])) % 11) % 10


def _rrn_valid(digits: str) -> bool:
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return int(digits[12]) == (11 - sum(w * int(d) for w, d in zip(weights, digits, strict=False)) % 11) % 10


def _brn_valid(digits: str) -> bool:
    # Weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit times 5; 10 less the sum's last digit.
    total = sum(w * int(d) for w, d in zip((1, 3, 7, 1, 3, 7, 1, 3, 5), digits, strict=False))
    return int(digits[9]) == (10 - (total + int(digits[8]) * 5 // 10) % 10) % 10


@pytest.mark.parametrize(
    ("valid", "example"),
    [
        (_iban_valid, "GR16 0110 1250 0000 0001 2300 695"),
        (_iban_valid, "UA21 3223 1300 0002 6007 2335 6600 1"),
        (_iban_valid, "SA03 8000 0000 6080 1016 7519"),
        (_afm_valid, "094259216"),
        (_luhn_valid, "01013099997"),  # an ΑΜΚΑ
        (_luhn_valid, "79927398713"),  # the Luhn scheme's own example, the rule of a Saudi ID
        (_luhn_valid, "7503305044089"),  # a South African ID number
        (_rnokpp_valid, "1759013776"),
        (_edrpou_valid, "32855961"),
        (_thai_valid, "3100600445635"),  # a citizen ID
        (_thai_valid, "0994000617721"),  # a juristic person's ID
        (_rrn_valid, "9710139019902"),
        (_brn_valid, "1168200276"),
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


def test_greek_tax_and_social_security_numbers_carry_their_check_digits() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        person, firm = greek_afm(rng), greek_afm(rng, "089")
        assert re.fullmatch(r"[01]\d{8}", person) and _afm_valid(person)
        assert re.fullmatch(r"[089]\d{8}", firm) and _afm_valid(firm)
        born, female = _birth(rng), rng.random() < 0.5
        amka = greek_amka(rng, born, female)
        assert re.fullmatch(r"\d{11}", amka) and _luhn_valid(amka)
        assert amka[:6] == f"{born:%d%m%y}" and int(amka[9]) % 2 == (0 if female else 1)


def test_ukrainian_numbers_carry_the_birth_day_the_sex_and_their_check_digits() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        number = ukrainian_rnokpp(rng, born, female)
        assert re.fullmatch(r"\d{10}", number) and _rnokpp_valid(number)
        assert date(1899, 12, 31) + timedelta(days=int(number[:5])) == born
        assert int(number[8]) % 2 == (0 if female else 1)
        code = ukrainian_edrpou(rng)
        assert re.fullmatch(r"[234]\d{7}", code) and _edrpou_valid(code)


def test_saudi_ids_carry_their_luhn_digit_and_say_citizen_or_resident() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        citizen, resident = saudi_id(rng), saudi_id(rng, citizen=False)
        assert re.fullmatch(r"1\d{9}", citizen) and _luhn_valid(citizen)
        assert re.fullmatch(r"2\d{9}", resident) and _luhn_valid(resident)


def test_thai_ids_carry_their_mod11_digit() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        citizen = thai_pin(rng)
        assert re.fullmatch(r"[1-8]-\d{4}-\d{5}-\d{2}-\d", citizen) and _thai_valid(citizen.replace("-", ""))
        firm = thai_juristic_id(rng)
        assert re.fullmatch(r"0105\d{9}", firm) and _thai_valid(firm)


def test_korean_numbers_carry_the_birth_date_the_sex_and_their_check_digits() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        number = korean_rrn(rng, born, female)
        assert re.fullmatch(r"\d{6}-\d{7}", number) and _rrn_valid(number.replace("-", ""))
        century = 1 if born.year < 2000 else 3
        assert number[:6] == f"{born:%y%m%d}" and int(number[7]) == century + female and int(number[8:10]) <= 95
        business = korean_brn(rng)
        assert re.fullmatch(r"\d{3}-(81|86|87|88)-\d{5}", business) and _brn_valid(business.replace("-", ""))


def test_south_african_ids_carry_the_birth_date_the_sex_and_their_luhn_digit() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        born, female = _birth(rng), rng.random() < 0.5
        number = south_african_id(rng, born, female)
        assert re.fullmatch(r"\d{10}08\d", number) and _luhn_valid(number)
        assert number[:6] == f"{born:%y%m%d}" and (int(number[6:10]) < 5000) == female


def test_ibans_carry_their_check_digits_and_other_countries_show_a_local_account() -> None:
    rng = random.Random(17)
    ibans = {"el_GR": r"GR\d{2}(011|014|017|026|016)\d{20}", "uk_UA": r"UA\d{2}\d{6}00000(2600|2620|2625)\d{10}",
             "ar_SA": r"SA\d{2}\d{20}"}  # fmt: skip
    accounts = {"th_TH": r"\d{3}-\d-\d{5}-\d", "ko_KR": r"[\d-]{14,17}", "zu_ZA": r"\d{10,11}"}
    for _ in range(ROUNDS):
        for locale, shape in ibans.items():
            account = bank_account(locale, rng)
            raw = account.value.replace(" ", "")
            assert account.type == "IBAN_CODE" and re.fullmatch(shape, raw) and _iban_valid(raw), locale
        for locale, shape in accounts.items():
            account = bank_account(locale, rng)
            assert account.type == "BANK_ACCOUNT" and re.fullmatch(shape, account.value), locale


def test_ids_are_shaped_as_each_country_writes_them() -> None:
    rng = random.Random(17)
    people = {"el_GR": r"[01]\d{8}", "uk_UA": r"\d{10}", "ar_SA": r"[12]\d{9}", "th_TH": r"\d-\d{4}-\d{5}-\d{2}-\d",
              "ko_KR": r"\d{6}-[1-4]\d{6}", "zu_ZA": r"\d{13}"}  # fmt: skip
    seconds = {"el_GR": r"\d{11}", "uk_UA": r"00\d{7}", "ar_SA": r"[A-Z]\d{8}", "th_TH": r"[A-Z]{2}\d{7}",
               "ko_KR": r"M\d{8}", "zu_ZA": r"[A-Z]\d{8}"}  # fmt: skip
    firms = {"el_GR": r"[089]\d{8}", "uk_UA": r"\d{8}", "ar_SA": r"\d{10}", "th_TH": r"0105\d{9}",
             "ko_KR": r"\d{3}-\d{2}-\d{5}", "zu_ZA": r"(199[5-9]|20[0-2]\d)/\d{6}/07"}  # fmt: skip
    for _ in range(ROUNDS):
        for locale in LOCALES:
            born, female = _birth(rng), rng.random() < 0.5
            assert re.fullmatch(people[locale], personal_id(locale, rng, born, female)), locale
            assert re.fullmatch(seconds[locale], second_id(locale, rng, born, female)), locale
            assert re.fullmatch(firms[locale], company_number(locale, rng)), locale


def test_passports_plates_and_phones_are_written_as_each_country_does() -> None:
    rng = random.Random(17)
    passports = {"GRC": r"[A-Z]{2}\d{7}", "UKR": r"F[A-Z]\d{6}", "KOR": r"M\d{8}", "DEU": r"C[0-9CFGHJ-NPRTV-Z]{8}",
                 "FRA": r"\d{2}[A-Z]{2}\d{5}", "USA": r"\d{9}"}  # fmt: skip
    plates = {"el_GR": r"[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]{3}-\d{4}", "uk_UA": r"[А-ЯІ]{2} \d{4} [АВЕІКМНОРСТХ]{2}",
              "ar_SA": r"([\u0621-\u064a] ){3}\d{1,4}", "th_TH": r"\d[\u0e01-\u0e2e]{2} \d{1,4} [\u0e00-\u0e7f]+",
              "ko_KR": r"\d{2,3}[\uac00-\ud7a3] \d{4}", "zu_ZA": r"N[DPUNE] \d{3}-\d{3}|[A-Z]{2} \d{2} [A-Z]{2} GP"}  # fmt: skip
    phones = {"el_GR": r"(\+30 )?(69\d|2\d{2,3})[ \d]+", "uk_UA": r"(\+380 |0)\d{2} \d{3} \d{2} ?\d{2}",
              "ar_SA": r"(\+966 |0)\d[\d ]+", "th_TH": r"(\+66 |0)\d[\d -]+", "ko_KR": r"(\+82 )?0?\d{1,2}[- ]\d{3,4}[- ]\d{4}",
              "zu_ZA": r"(\+27 |0)\d{2} \d{3} \d{4}"}  # fmt: skip
    for _ in range(ROUNDS):
        for country, shape in passports.items():
            assert re.fullmatch(shape, passport(country, rng)), country
        for locale in LOCALES:
            assert re.fullmatch(plates[locale], plate(locale, rng)), locale
            assert re.fullmatch(phones[locale], phone(locale, rng)), locale


@pytest.mark.parametrize(
    ("name", "latin"),
    [("Γεώργιος", "georgios"), ("Παπαδοπούλου", "papadopoulou"), ("Шевченко", "shevchenko"), ("Юлія", "iuliia"),
     ("민수", "minsu"), ("김", "kim"), ("지혜", "jihye"), ("القحطاني", "alqahtani"), ("สมชาย", "somchai"),
     ("Nomusa", "nomusa")],
)  # fmt: skip
def test_names_are_romanised_for_mail_boxes(name: str, latin: str) -> None:
    assert romanised(name) == latin


def test_companies_carry_each_countrys_legal_forms() -> None:
    forms = {"el_GR": r".+ (Α\.Ε\.|Ε\.Π\.Ε\.|Ι\.Κ\.Ε\.|Ο\.Ε\.)", "uk_UA": r"(ТОВ|ПрАТ) «.+»",
             "ar_SA": r"(شركة|مؤسسة) .+", "th_TH": r"(บริษัท|ห้างหุ้นส่วนจำกัด) .+",
             "ko_KR": r"(\(주\).+|주식회사 .+|.+\(주\))", "zu_ZA": r".+ ((\(Pty\) )?Ltd|Inc\.)"}  # fmt: skip
    for locale in LOCALES:
        fake, rng = seeded_faker(locale, 17)
        for kind in ("lift", "credit", "client"):
            assert re.fullmatch(forms[locale], company(fake, locale, rng, kind)), locale


def test_amounts_are_written_in_each_countrys_format() -> None:
    assert [money(loc, 123_456_700).value for loc in LOCALES] == [
        "1.234.567,00\u00a0€", "1\u00a0234\u00a0567,00\u00a0грн", "1,234,567.00\u00a0ر.س", "฿1,234,567.00",
        "1,234,567원", "R1\u00a0234\u00a0567,00",
    ]  # fmt: skip


def test_every_chrome_text_and_sentence_is_written_in_every_language() -> None:
    for table in (_WORDS, _SENTENCES):
        for key, texts in table.items():
            assert len(texts) == 7 and all(t.strip() for t in texts), key
            assert len(set(texts[1:])) > 1 or key in ("unit_value",), key  # not one language copied into all


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", list(SyntheticKindsDec17Adapter.kinds))
def test_each_page_kind_shows_every_value_it_records(kind: str, locale: str) -> None:
    fake, rng = seeded_faker(locale, 41)
    page, values = SyntheticKindsDec17Adapter.kinds[kind](locale, fake, rng)
    assert 12 <= len(values) <= 40
    assert all(v.value.strip() for v in values)
    missing = [v for v in values if not shows_value(v, page)]
    assert not missing
    assert f"<html lang='{locale[:2]}'>" in page
    assert page.count("<button>") >= 3 and "class='nav'" in page
    machine_written = [v.value for v in values if v.type in ("EMAIL_ADDRESS", "USERNAME")]
    assert all(re.fullmatch(r"[a-z0-9._@-]+", v) for v in machine_written), machine_written


def _cents(value: diff.SeededValue) -> int:
    return int(re.sub(r"\D", "", value.value))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_estimates_and_the_receipts_add_up(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, seizure = SyntheticKindsDec17Adapter.kinds["seizure"](locale, fake, rng)
    claim, *goods, total = [_cents(v) for v in seizure if v.type == "AMOUNT"]
    assert len(goods) == 5 and sum(goods) == total and claim > total
    _, expenses = SyntheticKindsDec17Adapter.kinds["expenses"](locale, fake, rng)
    *receipts, claimed, advance, to_pay = [_cents(v) for v in expenses if v.type == "AMOUNT"]
    assert len(receipts) == 5 and sum(receipts) == claimed and claimed - advance == to_pay > 0


def _date_of(locale: str, written: str) -> date:
    numbers = [int(n) for n in re.findall(r"\d+", written)]
    if locale in ("ko_KR", "zu_ZA"):
        return date(*numbers)
    day, month, year = numbers
    return date(year - 543 if locale == "th_TH" else year, month, day)


@pytest.mark.parametrize("locale", ["el_GR", "uk_UA", "ko_KR", "zu_ZA"])
def test_a_spouses_numbers_carry_the_birth_date_shown_beside_them(locale: str) -> None:
    fake, rng = seeded_faker(locale, 23)
    _, values = SyntheticKindsDec17Adapter.kinds["marriage"](locale, fake, rng)
    # Each spouse's values: name, birth date, national number, second number, then the rest.
    spouses = [values[1:10], values[10:19]]
    for female, (name, born, first, second, *_) in enumerate(spouses):
        assert (name.type, born.type, first.type, second.type) == ("PERSON", "DATE_OF_BIRTH", "ID", "ID")
        day = _date_of(locale, born.value)
        if locale == "el_GR":
            assert second.value[:6] == f"{day:%d%m%y}" and int(second.value[9]) % 2 == (0 if female else 1)
        elif locale == "uk_UA":
            assert date(1899, 12, 31) + timedelta(days=int(first.value[:5])) == day
            assert int(first.value[8]) % 2 == (0 if female else 1)
        elif locale == "ko_KR":
            assert first.value[:6] == f"{day:%y%m%d}" and int(first.value[7]) % 2 == (0 if female else 1)
        else:
            assert first.value[:6] == f"{day:%y%m%d}" and (int(first.value[6:10]) < 5000) == bool(female)


def test_thai_pages_write_years_in_the_buddhist_era() -> None:
    _, values = SyntheticKindsDec17Adapter().pages(diff.Dataset("th_TH", 31))
    births = [int(v.value[-4:]) for v in values if v.type == "DATE_OF_BIRTH"]
    assert births and all(2480 < year < 2570 for year in births)


def test_the_split_has_six_layouts_in_six_languages() -> None:
    adapter = SyntheticKindsDec17Adapter()
    titles, types = set(), set()
    for locale in LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert list(pages) == adapter.screens() and len(pages) == 6
        seizure, lift, hotel = pages["seizure"], pages["lift"], pages["hotel"]
        assert seizure.count("class='party'") == 2 and "class='sig'" in seizure and "class='small'" in seizure
        assert seizure.count("<tr") == 7 and seizure.count("class='box'") == 2  # header, five goods, total
        assert "<aside class='side'>" in lift and "class='tabs'" in lift and lift.count("class='entry'") == 6
        assert hotel.count("class='card'") == 9 and "class='filters'" in hotel and "<aside class='side'>" in hotel
        assert hotel.count("class='chip ") == 9
        assert pages["marriage"].count("class='party'") == 2 and "class='tabs'" in pages["marriage"]
        assert pages["marriage"].count("class='chip ") == 4
        assert pages["grades"].count("<tr") == 12 and "class='filterbar'" in pages["grades"]
        assert "class='pager'" in pages["grades"] and pages["grades"].count("class='chip ") == 10
        assert pages["expenses"].count("class='msg'") == 4 and pages["expenses"].count("class='total'") == 3
        titles.add(seizure.split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types == {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH"}  # fmt: skip
    assert "html[lang=ar] body{direction:rtl}" in pages["seizure"]  # the Arabic pages run right to left
    buttons = "".join(adapter.buttons["all"])
    assert all(b in buttons for b in ("Υπογραφή και κατάθεση", "Підписати й зареєструвати", "توقيع وإيداع",
                                      "ลงนามและเข้าสำนวน", "서명 및 제출", "Sayina futhi ufake"))  # fmt: skip


def _kinds(locale: str, seed: int) -> dict[str, str]:
    """Each page kind of a dataset with its own recorded values blanked out, built in turn as the adapter does."""
    fake, rng = seeded_faker(locale, seed)
    return {name: blank_values(*build(locale, fake, rng)) for name, build in SyntheticKindsDec17Adapter.kinds.items()}


@pytest.mark.parametrize("locale", LOCALES)
def test_what_differs_between_datasets_is_recorded(locale: str) -> None:
    # Everything else — goods, faults, rooms, documents, marks, receipts' categories, the trip — is the page's text.
    first, other = _kinds(locale, 5), _kinds(locale, 6)
    for kind, page in first.items():
        assert page == other[kind], kind


def test_a_seed_gives_the_same_pages_and_another_seed_other_values() -> None:
    adapter = SyntheticKindsDec17Adapter()
    for locale in LOCALES:
        first, again, other = (adapter.pages(diff.Dataset(locale, s)) for s in (5, 5, 6))
        assert first == again
        assert {v.value for v in first[1]}.isdisjoint(
            {v.value for v in other[1] if v.type in ("ID", "IBAN_CODE", "BANK_ACCOUNT")}
        )


def test_the_split_is_registered() -> None:
    assert diff.ADAPTERS["synthetic-kinds-dec17"] == "synthetic_dec17:SyntheticKindsDec17Adapter"
