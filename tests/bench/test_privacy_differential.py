"""Differential rendering's labels and figures: what two datasets share is chrome, what differs is data.

Real redactor and recognizers on hand-made OCR reads of two datasets of one screen (rendering a
real app is the benchmark's job; its adapters are exercised there).
"""

from __future__ import annotations

import html
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.bench.privacy import differential as diff
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine

BLANK = Frame.from_image(Image.fromarray(np.full((200, 640, 3), 255, np.uint8)))


def _shot(seed: int, name: str, email: str) -> diff.Rendered:
    data = diff.Dataset("en_US", seed, [diff.SeededValue("PERSON", name), diff.SeededValue("EMAIL_ADDRESS", email)])
    lines = [
        OcrLine("Customer details", Box(10, 10, 200, 30), 0.98),
        OcrLine(name, Box(10, 50, 200, 70), 0.98),
        OcrLine(email, Box(10, 90, 300, 110), 0.98),
        OcrLine("Save changes", Box(10, 130, 140, 150), 0.98),
    ]
    return diff.Rendered("app", "details", data, BLANK, lines)


def test_what_stays_is_chrome_and_values_are_scored_removed() -> None:
    a, b = _shot(1, "Jörg Ehlert", "joerg@example.de"), _shot(2, "Emily Johnson", "emily@example.com")
    assert diff.chrome_segments(a, b) == ["Customer details", "Save changes"]
    record = diff.evaluate([a, b], None, diff.learn([[a], [b]]))
    assert [v["text_ok"] for v in record["values"]] == [True, True] * 2
    assert record["chrome_first"]["n"] == 2 and record["chrome_first"]["kept"] == 2
    summary = diff.summarise([record], {"app": ("Save changes",)})
    assert summary["all"]["removed"]["ALL"]["n"] == 4 and summary["all"]["buttons_painted_after_learning"] == []
    assert "| all | 1 | 4/4 |" in diff.report("develop", summary)


def test_the_lower_bound_is_exact() -> None:
    # All n succeed: the one-sided bound solves p**n = alpha.
    assert abs(diff.clopper_pearson_lower(163, 163) - 0.05 ** (1 / 163)) < 1e-6
    assert diff.clopper_pearson_lower(0, 10) == 0.0 and diff.clopper_pearson_lower(5, 0) == 0.0
    assert diff.split_seeds("develop/trac/en_US", 2) != diff.split_seeds("measure-once/trac/en_US", 2)


def test_the_dec07_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec07 import SyntheticKindsDec07Adapter, _pages

    adapter = SyntheticKindsDec07Adapter()
    titles = set()
    for locale in ("en_US", "de_DE", "fr_FR", "es_ES", "zh_CN", "ja_JP"):
        pages, values = _pages(diff.Dataset(locale, 7))
        assert sorted(pages) == sorted(adapter.screens())
        shown = "".join(pages.values())
        assert values and all(html.escape(v.value) in shown for v in values)
        titles.add(pages["payslip"].split("<h2>")[1])
    assert len(titles) == 6  # each language its own chrome
    assert {v.type for v in values} >= {"PERSON", "ID", "AMOUNT", "IBAN_CODE", "USERNAME", "ADDRESS"}


DEC08_LOCALES = ("it_IT", "pt_BR", "nl_NL", "pl_PL", "zh_CN", "ja_JP")


def test_the_dec08_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec08 import SyntheticKindsDec08Adapter

    adapter = SyntheticKindsDec08Adapter()
    titles = set()
    for locale in DEC08_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 11))
        assert sorted(pages) == sorted(adapter.screens())
        shown = "".join(pages.values())
        assert values and all(html.escape(v.value) in shown for v in values)
        titles.add(pages["fines"].split("<h2>")[1])
    assert len(titles) == 6  # each language its own chrome
    assert {v.type for v in values} >= {"PERSON", "ID", "AMOUNT", "BANK_ACCOUNT", "USERNAME", "ADDRESS", "PHONE_NUMBER"}


def test_roundup_and_fava_datasets_hold_every_value_they_record() -> None:
    import json

    from screenroute.bench.privacy.adapters.fava import _ledger
    from screenroute.bench.privacy.adapters.roundup import _dataset

    for locale in DEC08_LOCALES:
        spec, values = _dataset(diff.Dataset(locale, 3))
        seeded = json.dumps(spec, ensure_ascii=False)
        assert len(spec["users"]) == len({u["username"] for u in spec["users"]})
        assert all(json.dumps(v.value, ensure_ascii=False)[1:-1] in seeded for v in values)
        ledger, entries = _ledger(diff.Dataset(locale, 3))
        assert all(v.value.replace('"', "'") in ledger for v in entries)
        assert {v.type for v in entries} >= {"PERSON", "ORGANIZATION", "ID", "AMOUNT", "EMAIL_ADDRESS"}


def test_a_rendered_split_is_counted_where_its_values_were_read(tmp_path: Path) -> None:
    import json

    from screenroute.bench.privacy.split_labels import count, labels

    seeds = diff.split_seeds("s/app/en_US", diff.DATASETS)
    for k, seed in enumerate(seeds):
        folder = tmp_path / "app" / f"en_US-{seed}"
        folder.mkdir(parents=True)
        name, email = f"Person Number{k}", f"p{k}@example.org"
        shot = {
            "screen": "list",
            "frame": "screen-0.png",
            "lines": [[name, [0, 0, 9, 9], 0.9], ["Save", [0, 20, 9, 29], 0.9]],
        }
        saved = {"values": [["PERSON", name], ["EMAIL_ADDRESS", email]], "shots": [shot]}
        (folder / "rendered.json").write_text(json.dumps(saved), encoding="utf-8")
    counts = count("s", tmp_path, ["app", "other"], ["en_US"])
    # The first and the last dataset are scored; the e-mail was not on the screen, so it is no label.
    assert counts["total"] == 2 and counts["type"] == {"PERSON": 2} and counts["not_rendered"] == ["other/en_US"]
    found, _ = labels("s", tmp_path, ["app"], ["en_US"])
    assert [(x.seed, x.screen, x.value, x.whole) for x in found] == [
        (seeds[0], "list", "Person Number0", True),
        (seeds[-1], "list", f"Person Number{len(seeds) - 1}", True),
    ]


def test_a_value_found_by_one_shared_word_is_not_read_whole() -> None:
    from screenroute.bench.privacy.split_labels import read_whole

    read = ["Strada Nemes Nr. 255, Amara", "Drumul Dinu Nr. 29, Matca, 568317"]
    assert diff._found("Strada Dobre, Bumbesti-Jiu, 782343", read)  # by "Strada" alone
    assert not read_whole("Strada Dobre, Bumbesti-Jiu, 782343", read)
    assert read_whole("Drumul Dinu Nr. 29, Matca, 568317", read)
    assert read_whole("Strada Nemeș Nr. 255, Amara, 485008", ["Strada Nemes Nr. 255,", "Amara, 485008"])
    assert not read_whole("00421 949 671 016", ["00421 948 155 887"])  # one shared word is not the value


DEC09_LOCALES = ("sv_SE", "cs_CZ", "tr_TR", "da_DK", "fi_FI", "es_MX")


def test_the_dec09_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec09 import SyntheticKindsDec09Adapter

    adapter = SyntheticKindsDec09Adapter()
    titles, types = set(), set()
    for locale in DEC09_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 13))
        assert sorted(pages) == sorted(adapter.screens())
        shown = "".join(pages.values())
        assert values and all(html.escape(v.value) in shown for v in values)
        titles.add(pages["land"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT"}  # fmt: skip


def test_dec09_ibans_and_swedish_ids_carry_their_checksums() -> None:
    import random

    from screenroute.bench.privacy.adapters.synthetic_dec09 import bank_account, national_id

    rng = random.Random(5)
    for locale in ("sv_SE", "cs_CZ", "tr_TR", "da_DK", "fi_FI"):
        raw = bank_account(locale, rng).value.replace(" ", "")
        assert raw[:2] == locale[3:] and int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1
    assert bank_account("es_MX", rng).type == "BANK_ACCOUNT"
    digits = [int(c) for c in national_id("sv_SE", rng) if c.isdigit()]
    assert len(digits) == 10 and sum(sum(divmod(d * (2 - k % 2), 10)) for k, d in enumerate(digits)) % 10 == 0


def test_datasette_and_otterwiki_datasets_hold_every_value_they_record(tmp_path: Path) -> None:
    import sqlite3
    import subprocess

    from screenroute.bench.privacy.adapters.datasette import _seed as seed_database
    from screenroute.bench.privacy.adapters.otterwiki import _seed as seed_wiki

    for k, locale in enumerate(DEC09_LOCALES):
        database = tmp_path / f"crm-{k}.db"
        values = seed_database(database, diff.Dataset(locale, 3))
        with sqlite3.connect(database) as conn:
            queries = ("select * from customers", "select * from payments", "select * from cases")
            rows = " ".join(str(c) for query in queries for row in conn.execute(query) for c in row)
        conn.close()
        assert values and all(v.value in rows for v in values)
        wiki = tmp_path / f"wiki-{k}"
        entries = seed_wiki(wiki, diff.Dataset(locale, 3))
        log = subprocess.run(["git", "log", "--format=%an %ae"], cwd=wiki, capture_output=True, text=True).stdout
        text = "".join(p.read_text(encoding="utf-8") for p in wiki.glob("*.md")) + log
        assert all(v.value in text for v in entries)
        assert {v.type for v in values + entries} >= {"PERSON", "USERNAME", "ID", "AMOUNT", "EMAIL_ADDRESS"}


def test_a_value_read_without_its_accents_is_still_found() -> None:
    # PP-OCR reads Czech, Nordic and Turkish letters bare: the value is on the screen all the same.
    assert diff._found("Agáta Sedláková", ["Agata Sedlakova"])
    assert diff._found("Søren Ørsted", ["Soren Orsted"]) and diff._found("Işıl Çınar", ["Isil Cinar"])
    assert not diff._found("Agáta Sedláková", ["Agnes Sedlmayr"])


def test_a_value_counts_as_read_only_where_its_words_are() -> None:
    # A four-letter word of a value inside a word of the chrome is no leak; a value glued to the word before it,
    # read apart at its capital, or with its spaces dropped, is.
    assert not diff._found("Heli Virtanen", ["Puhelin"]) and not diff._found("Fors Berg", ["Forsakrings-ID"])
    assert not diff._found("Ana", ["Management"])
    assert diff._found("Ampliación Norte 5", ["goes toAmpliacion"]) and diff._found("John Smith", ["JohnSmith"])
    assert diff._found("SE12 3456 7890", ["SE1234567890"]) and diff._found(
        "+46 70 123 45 67", ["Tel: +46 70 123 45 67"]
    )
    assert diff._found("Stationsstigen 23, 25331 Borlänge", ["Stationsstigen <NUMBER_4> <TEXT_11>"])
    assert diff._found("王秀英", ["客户王秀英已付款"])  # no spaces between Chinese words: anywhere in the line


DEC10_LOCALES = ("ro_RO", "hu_HU", "pt_PT", "no_NO", "sk_SK", "zh_TW")


def test_the_dec10_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec10 import SyntheticKindsDec10Adapter

    adapter = SyntheticKindsDec10Adapter()
    titles, types = set(), set()
    for locale in DEC10_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 17))
        assert sorted(pages) == sorted(adapter.screens()) and len(pages) == 8
        shown = "".join(pages.values())
        assert len(values) >= 250 and all(html.escape(v.value) in shown for v in values)
        titles.add(pages["incident"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    assert all(b in "".join(adapter.buttons["all"]) for b in ("Close case", "Închide dosarul", "結案"))


def test_dec10_ibans_cards_and_ids_carry_their_checksums() -> None:
    import random

    from screenroute.bench.privacy.adapters.synthetic_dec10 import bank_account, card_number, national_id

    rng = random.Random(9)
    for locale in ("ro_RO", "hu_HU", "pt_PT", "no_NO", "sk_SK"):
        raw = bank_account(locale, rng).value.replace(" ", "")
        assert raw[:2] == locale[3:] and int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1
    assert bank_account("zh_TW", rng).type == "BANK_ACCOUNT"
    for _ in range(20):
        digits = [int(c) for c in card_number(rng).replace(" ", "")]
        assert (
            len(digits) == 16
            and sum(sum(divmod(d * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits))) % 10 == 0
        )
        cnp = national_id("ro_RO", rng)
        check = sum(int(c) * int(w) for c, w in zip(cnp[:12], "279146358279", strict=True)) % 11
        assert len(cnp) == 13 and int(cnp[12]) == (1 if check == 10 else check)
        taiwan, codes = national_id("zh_TW", rng), "ABCDEFGHJKLMNPQRSTUVXYWZIO"  # A=10, B=11, ... in this order
        code = codes.index(taiwan[0]) + 10
        assert (
            code // 10
            + code % 10 * 9
            + sum(int(c) * w for c, w in zip(taiwan[1:], (8, 7, 6, 5, 4, 3, 2, 1, 1), strict=True))
        ) % 10 == 0
        nif = national_id("pt_PT", rng)
        nif_sum = sum(int(c) * (9 - k) for k, c in enumerate(nif)) % 11  # 0, or 1 where a check of 10 is written 0
        assert nif_sum == 0 or (nif_sum == 1 and nif[-1] == "0")
        rodne = int(national_id("sk_SK", rng).replace("/", ""))  # divisible by 11, or a stem of remainder 10 and 0
        assert rodne % 11 == 0 or (rodne // 10 % 11 == 10 and rodne % 10 == 0)


def test_wagtail_datasets_hold_every_value_they_record() -> None:
    import json

    from screenroute.bench.privacy.adapters.wagtail import _dataset

    for locale in DEC10_LOCALES:
        spec, values = _dataset(diff.Dataset(locale, 3))
        names = {f"{u['first']} {u['last']}" for u in spec["users"]}
        seeded = json.dumps(spec, ensure_ascii=False)
        assert len(spec["users"]) == len({u["username"] for u in spec["users"]})
        assert all(v.value in names or json.dumps(v.value, ensure_ascii=False)[1:-1] in seeded for v in values)
        assert {v.type for v in values} == {"PERSON", "USERNAME", "EMAIL_ADDRESS", "ORGANIZATION"}


DEC11_LOCALES = ("hr_HR", "sl_SI", "de_AT", "es_AR", "en_IE", "ja_JP")


def _shown(value: diff.SeededValue, page: str) -> bool:
    # A postal address written on two lines shows each of its parts; any other value is shown whole.
    parts = value.value.split(", ") if value.type == "ADDRESS" else [value.value]
    return html.escape(value.value) in page or all(html.escape(p) in page for p in parts)


def test_the_dec11_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec11 import SyntheticKindsDec11Adapter

    adapter = SyntheticKindsDec11Adapter()
    titles, types = set(), set()
    for locale in DEC11_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 23))
        assert sorted(pages) == sorted(adapter.screens()) and len(pages) == 7
        shown = "".join(pages.values())
        assert len(values) >= 280 and all(_shown(v, shown) for v in values)
        assert any("<br>" in p for p in pages.values())  # addresses on two lines, as a letter writes them
        titles.add(pages["funeral"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    assert all(b in "".join(adapter.buttons["all"]) for b in ("Revoke", "Opozovi", "Sperren", "無効化"))


def test_dec11_ibans_and_ids_carry_their_checksums() -> None:
    import random

    from screenroute.bench.privacy.adapters.synthetic_dec11 import bank_account, national_id

    rng = random.Random(5)
    for _ in range(30):
        for locale in ("hr_HR", "sl_SI", "de_AT", "en_IE"):
            raw = bank_account(locale, rng).value.replace(" ", "")
            assert raw[:2] == locale[3:] and int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1
        cbu = bank_account("es_AR", rng).value
        assert (
            len(cbu) == 22 and sum(int(c) * w for c, w in zip(cbu[:8], (7, 1, 3, 9, 7, 1, 3, 1), strict=True)) % 10 == 0
        )
        oib, carry = national_id("hr_HR", rng).value, 10
        for c in oib[:10]:
            carry = (2 * (((carry + int(c)) % 10) or 10)) % 11
        assert len(oib) == 11 and (carry + int(oib[10])) % 10 == 1  # ISO 7064 MOD 11,10
        pps = national_id("en_IE", rng).value
        assert (
            "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(c) * w for c, w in zip(pps, range(8, 1, -1), strict=False)) % 23]
            == pps[7]
        )
        emso = national_id("sl_SI", rng).value
        assert sum(int(c) * w for c, w in zip(emso, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1), strict=True)) % 11 == 0


def test_gramps_and_homebank_datasets_hold_every_value_they_record() -> None:
    import re
    from xml.etree import ElementTree

    from screenroute.bench.privacy.adapters.gramps import _seed as gramps_seed
    from screenroute.bench.privacy.adapters.homebank import _seed as homebank_seed

    for locale in DEC11_LOCALES:
        for seed in (gramps_seed, homebank_seed):
            xml, values = seed(diff.Dataset(locale, 11))
            body = re.sub(r"<\?xml[^>]*\?>|<!DOCTYPE[^>]*>", "", xml)
            root = ElementTree.fromstring(body)  # noqa: S314 - the XML the adapter wrote, parsed to read it back
            texts = " ".join([*root.itertext(), *(v for e in root.iter() for v in e.attrib.values())])
            assert len(values) >= 40
            # A person's name is written as its given names and surname apart in a family tree.
            assert all(all(part in texts for part in v.value.split()) for v in values if v.type == "PERSON")
            assert all(v.value in texts or v.type in ("PERSON", "AMOUNT") for v in values)


def test_a_two_character_chinese_name_is_looked_for_and_a_two_letter_word_is_not() -> None:
    """Most Chinese names are two characters: a value never looked for would never be counted."""
    assert diff._found("王林", ["负责人：王林 电话"])
    assert not diff._found("王林", ["负责人：张伟"])
    assert not diff._found("Al", ["Al Smith"])  # a Latin value this short says nothing


DEC12_LOCALES = ("en_AU", "fr_CA", "nl_BE", "id_ID", "vi_VN", "zh_CN")


def test_the_dec12_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec12 import SyntheticKindsDec12Adapter

    adapter = SyntheticKindsDec12Adapter()
    titles, types = set(), set()
    for locale in DEC12_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 29))
        assert sorted(pages) == sorted(adapter.screens()) and len(pages) == 7
        shown = "".join(pages.values())
        assert len(values) >= 280 and all(_shown(v, shown) for v in values)
        assert any("<br>" in p for p in pages.values())  # addresses on two lines, as a letter writes them
        assert "class='narrow'" in pages["marina"]  # and wrapped in a narrow column
        # Values inside free text: a chat line and a note name a person and a phone number in a sentence.
        assert "class='msg'" in pages["repair"] and "class='note'" in pages["ward"]
        titles.add(pages["ward"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    assert all(b in "".join(adapter.buttons["all"]) for b in ("Close case", "Dossier sluiten", "Đóng yêu cầu", "结案"))


def test_dec12_ibans_cards_and_ids_carry_their_checksums() -> None:
    import random

    from faker import Faker

    from screenroute.bench.privacy.adapters.synthetic_dec12 import bank_account, national_id

    def luhn(digits: str) -> bool:
        return sum(sum(divmod(int(d) * (1 + k % 2), 10)) for k, d in enumerate(reversed(digits))) % 10 == 0

    rng, fake = random.Random(7), Faker("zh_CN")
    fake.seed_instance(7)
    for _ in range(30):
        raw = bank_account("nl_BE", rng).value.replace(" ", "")
        assert int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1
        assert int(raw[14:]) == (int(raw[4:14]) % 97 or 97)  # the Belgian account's own check
        assert luhn(bank_account("zh_CN", rng).value.replace(" ", ""))
        tfn = national_id(fake, "en_AU", rng).value.replace(" ", "")
        assert sum(int(c) * w for c, w in zip(tfn, (1, 4, 3, 7, 5, 8, 6, 9, 10), strict=True)) % 11 == 0
        assert luhn(national_id(fake, "fr_CA", rng).value.replace(" ", ""))
        nn = national_id(fake, "nl_BE", rng).value
        digits = "".join(c for c in nn if c.isdigit())
        assert 97 - int(digits[:9]) % 97 == int(digits[9:]) or 97 - int("2" + digits[:9]) % 97 == int(digits[9:])


def test_fossil_and_keepassxc_datasets_hold_every_value_they_record(tmp_path: Path) -> None:
    import shutil
    import sqlite3
    import subprocess

    import pytest

    from screenroute.bench.privacy.adapters import fossil, keepassxc

    if shutil.which("fossil") is None or shutil.which("keepassxc-cli") is None:
        pytest.skip("Fossil or KeePassXC is not installed (run .ci/setup)")
    for locale in ("fr_CA", "zh_CN"):
        state = tmp_path / f"fossil-{locale}"
        state.mkdir()
        values = fossil._seed(state, diff.Dataset(locale, 13))
        with sqlite3.connect(state / fossil.REPOSITORY) as db:
            rows = db.execute("SELECT login || ' ' || info FROM user UNION ALL SELECT title || ' ' || comment FROM "
                              "ticket UNION ALL SELECT value FROM config WHERE name = 'project-name'").fetchall()  # fmt: skip
        wiki = (state / "contacts.md").read_text(encoding="utf-8")
        texts = " ".join(r[0] for r in rows) + wiki
        assert len(values) >= 90 and all(v.value in texts for v in values)
        state = tmp_path / f"keepassxc-{locale}"
        state.mkdir()
        database, key = state / "x.kdbx", state / "x.key"
        values = keepassxc._seed(state, database, key, diff.Dataset(locale, 13))
        exported = subprocess.run(["keepassxc-cli", "export", "-q", "--no-password", "-k", str(key), "-f", "csv",
                                   str(database)], capture_output=True, text=True, timeout=120, check=True).stdout  # fmt: skip
        assert len(values) >= 40 and all(v.value in exported for v in values)


DEC13_LOCALES = ("lt_LT", "zh_CN", "en_NZ", "es_CL", "lv_LV", "et_EE")


def test_the_dec13_page_kinds_show_every_value_they_record_in_six_languages() -> None:
    from screenroute.bench.privacy.adapters.synthetic_dec13 import SyntheticKindsDec13Adapter

    adapter = SyntheticKindsDec13Adapter()
    titles, types = set(), set()
    for locale in DEC13_LOCALES:
        pages, values = adapter.pages(diff.Dataset(locale, 31))
        assert sorted(pages) == sorted(adapter.screens()) and len(pages) == 7
        shown = "".join(pages.values())
        assert len(values) >= 240 and all(_shown(v, shown) for v in values)
        assert "class='letter'" in pages["deed"] and "class='letter'" in pages["referral"]  # two-line addresses
        assert "class='narrow'" in pages["dispatch"] and "class='narrow'" in pages["testdrive"]  # wrapped ones
        # Values inside free text: chat lines, dispatch notes, a letter's paragraphs, agents' notes.
        assert "class='msg" in pages["dispute"] and "class='note'" in pages["dispatch"] and "<p>" in pages["referral"]
        titles.add(pages["deed"].split("<h2>")[1])
        types |= {v.type for v in values}
    assert len(titles) == 6  # each language its own chrome
    assert types >= {"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER", "ID", "USERNAME",
                     "IBAN_CODE", "BANK_ACCOUNT", "AMOUNT", "DATE_OF_BIRTH", "CREDIT_CARD"}  # fmt: skip
    assert all(b in "".join(adapter.buttons["all"]) for b in ("Close flight", "Slēgt reisu", "Sulge lend", "关闭航班"))


def test_dec13_ibans_and_ids_carry_their_checksums() -> None:
    import random

    from faker import Faker

    from screenroute.bench.privacy.adapters.synthetic_dec13 import bank_account, national_id

    def weighted(digits: str, weights: tuple[int, ...]) -> int:
        return sum(int(d) * w for d, w in zip(digits, weights, strict=True))

    rng, fake = random.Random(11), Faker("zh_CN")
    fake.seed_instance(11)
    for _ in range(30):
        for locale in ("lt_LT", "lv_LV", "et_EE"):
            raw = bank_account(locale, rng).value.replace(" ", "")
            assert len(raw) == {"lt_LT": 20, "lv_LV": 21, "et_EE": 20}[locale]
            assert int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1
        account = bank_account("et_EE", rng).value.replace(" ", "")[6:]
        assert weighted(account[::-1], tuple((1, 7, 3)[k % 3] for k in range(len(account)))) % 10 == 0
        ird = national_id(fake, "en_NZ", rng).value.replace("-", "")
        rest = weighted(ird[:8], (3, 2, 7, 6, 5, 4, 3, 2)) % 11
        if (11 - rest) % 11 == 10:  # the second weighting, where the first gives 10
            rest = weighted(ird[:8], (7, 4, 3, 2, 5, 2, 7, 6)) % 11
        assert int(ird[8]) == (11 - rest) % 11
        body, _, check = national_id(fake, "es_CL", rng).value.replace(".", "").partition("-")
        total = sum(int(d) * (2 + k % 6) for k, d in enumerate(reversed(body)))
        assert check == {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11))
        for locale in ("lt_LT", "et_EE"):
            code = national_id(fake, locale, rng).value
            first = weighted(code[:10], (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
            second = weighted(code[:10], (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11
            assert int(code[10]) == (first if first < 10 else second if second < 10 else 0)
        code = national_id(fake, "lv_LV", rng).value.replace("-", "")
        assert (1101 - weighted(code[:10], (1, 6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11 == int(code[10])
        ric = national_id(fake, "zh_CN", rng).value
        assert ric[17] == "10X98765432"[sum(int(d) * pow(2, 17 - k, 11) for k, d in enumerate(ric[:17])) % 11]


def test_cherrytree_and_tkremind_datasets_hold_every_value_they_record() -> None:
    from datetime import UTC, datetime
    from xml.sax.saxutils import escape

    from screenroute.bench.privacy.adapters import cherrytree, tkremind

    for locale in ("lt_LT", "zh_CN", "en_NZ"):
        notebooks, values = cherrytree._seed(diff.Dataset(locale, 17))
        texts = "".join(notebooks.values())
        assert len(values) >= 70 and all(escape(v.value) in texts or _shown(v, texts) for v in values)
        assert sorted(notebooks) == ["clients", "contacts"]
        lines, values = tkremind._seed(diff.Dataset(locale, 17), datetime(2026, 12, 7, tzinfo=UTC))
        assert len(lines) == len(tkremind.DAYS) and all(" Dec 2026 AT " in line for line in lines)
        reminders = "\n".join(lines)
        assert len(values) >= 40 and all(v.value in reminders for v in values)


def test_scoring_a_folder_that_holds_no_dataset_of_the_split_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        diff.main(["--split", "develop", "--apps", "trac", "--locales", "en_US", "--workdir", str(tmp_path),
                   "--rendered", "--no-reread", "--out", str(tmp_path / "out")])  # fmt: skip
    assert stop.value.code == 2 and "holds no rendered dataset of split 'develop'" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()
