"""The redaction corpus names every split once and writes the pages its manifest records, and the benchmark
report heads each split."""

from __future__ import annotations

import html
import json
from collections import Counter

from screenroute.bench.privacy.corpus import (
    _SD_HOTEL,
    KINDS8_LAYOUTS,
    KINDS9_LAYOUTS,
    KINDS10_LAYOUTS,
    MANIFEST,
    SPLIT_TITLES,
    SPLITS,
    Page,
    _rmb_capitals,
    build_pages,
    manifest_entries,
)
from screenroute.bench.privacy.locales import LOCALES
from screenroute.bench.privacy.vocab import KindWords, vocabulary

_ALL_TYPES = {
    "PERSON", "ORGANIZATION", "ADDRESS", "AMOUNT", "BANK_ACCOUNT", "CREDIT_CARD", "DATE_OF_BIRTH",
    "EMAIL_ADDRESS", "ID_NUMBER", "PHONE_NUMBER",
}  # fmt: skip


def _assert_ground_truth(pages: list[Page], *, unlabelled_layout: str) -> None:
    """Every page marks PII, buttons and (but on ``unlabelled_layout``) labels, each item once, each
    value in the HTML; a card number is a whole one; and the pages hold every type of value."""
    types: Counter[str] = Counter()
    for page in pages:
        kinds = Counter(item.kind for item in page.items)
        assert kinds["pii"] and kinds["button"] and (kinds["label"] or page.layout == unlabelled_layout), page.id
        assert len({item.id for item in page.items}) == len(page.items)
        for item in page.items:
            assert item.value.strip(), (page.id, item)
            assert f'data-gt="{item.id}"' in page.html, (page.id, item)
            if item.kind == "pii":
                types[item.type] += 1
                assert html.escape(item.value.split("\n")[0]) in page.html, (page.id, item)
            if item.type == "CREDIT_CARD":
                # A card shown by its last digits is no PII: only whole numbers are marked.
                assert sum(ch.isdigit() for ch in item.value) >= 13, (page.id, item)
    assert set(types) == _ALL_TYPES


def test_every_split_has_one_title_and_no_title_names_a_split_that_is_gone() -> None:
    assert len(set(SPLITS)) == len(SPLITS)
    assert list(SPLIT_TITLES) == list(SPLITS)
    assert all(title.strip() for title in SPLIT_TITLES.values())


def test_every_split_writes_the_pages_the_manifest_records() -> None:
    # The splits were measured: a word, a seed or a layout that changes a page changes a measured figure.
    pages = [page for split in SPLITS for page in build_pages(split)]
    assert manifest_entries(pages) == json.loads(MANIFEST.read_text(encoding="utf-8"))["pages"]


def test_the_eighth_new_kinds_split_holds_every_layout_in_every_locale_with_its_ground_truth() -> None:
    pages = build_pages("kinds8")
    assert len(pages) == len(KINDS8_LAYOUTS) * len(LOCALES) * 2
    assert Counter((p.locale, p.layout) for p in pages) == {(loc, lay): 2 for loc in LOCALES for lay in KINDS8_LAYOUTS}
    # Same seed, same HTML.
    assert [p.html for p in build_pages("kinds8")] == [p.html for p in pages]
    # A grid of cards may show its values behind icons alone, with no label on the page.
    _assert_ground_truth(pages, unlabelled_layout="card_grid")


def _alike(layouts: tuple[str, ...], *, apart: tuple[str, ...] = ()) -> dict[str, dict[str, KindWords]]:
    """Every locale of each of ``layouts`` words it with the same labels, buttons and texts (a layout may draw any
    of them on any page), each a non-empty wording; but for the keys starting with one of ``apart``."""
    kinds = {layout: dict(vocabulary().kind(layout)) for layout in layouts}
    for layout, by_locale in kinds.items():
        assert set(by_locale) == set(LOCALES), layout
        reference = by_locale["en_US"]
        for name, words in by_locale.items():
            for section in ("labels", "buttons", "texts"):
                keys, reference_keys = (
                    {k for k in getattr(w, section) if not any(k.startswith(prefix) for prefix in apart)}
                    for w in (words, reference)
                )
                assert keys == reference_keys, (layout, name, section)
            for wordings in (*words.labels.values(), *words.buttons.values(), *words.texts.values()):
                assert wordings and all(w.strip() for w in wordings), (layout, name, wordings)
    return kinds


def test_every_locale_words_the_eighth_new_kinds_split_alike() -> None:
    kinds = _alike(KINDS8_LAYOUTS)
    for name in LOCALES:
        admin, receipt = kinds["admin_table"][name], kinds["pos_receipt"][name]
        assert len(admin.texts["nav"]) >= 5 and len(receipt.texts["copy"]) == 2, name
        assert all(len(admin.texts[f"st_{k}"]) == 5 for k in "coes"), name
        assert receipt.goods["products"], name


def test_the_ninth_new_kinds_split_holds_every_layout_and_variant_in_every_locale_with_its_ground_truth() -> None:
    pages = build_pages("kinds9")
    assert len(pages) == len(KINDS9_LAYOUTS) * len(LOCALES) * 2
    assert Counter((p.locale, p.layout) for p in pages) == {(loc, lay): 2 for loc in LOCALES for lay in KINDS9_LAYOUTS}
    # Same seed, same HTML; and the split's pages are none of the eighth's.
    assert [p.html for p in build_pages("kinds9")] == [p.html for p in pages]
    assert not {p.html for p in pages} & {p.html for p in build_pages("kinds8")}
    # Business cards may show their lines without the letters before them, and no other label then.
    _assert_ground_truth(pages, unlabelled_layout="tile_cards")
    # Every variant of every layout is there: the grid's four tables, the wizard's three steps, the three kinds of
    # card, the three statements and, in Chinese, a VAT invoice.
    body = {p.id: p.html.split("</style>", 1)[1] for p in pages}
    marks = {
        "wizard_form": ("class=rv", "class=amt", "<fieldset>"),
        "tile_cards": ("class='vc", "class=ten", "class=tx "),
        "statement_doc": ("class=iss", "class='doc util'", "class=mail", "class=fp "),
    }
    for layout, needles in marks.items():
        for needle in needles:
            assert any(needle in body[p.id] for p in pages if p.layout == layout), (layout, needle)
    assert any("class=fp " in body[p.id] for p in pages if p.locale == "zh_CN")
    assert not any("class=fp " in body[p.id] for p in pages if p.locale != "zh_CN")
    modules = {name: vocabulary().words("erp_grid", name).texts["eg_modules"] for name in LOCALES}
    shown = {
        next(i for i, word in enumerate(modules[p.locale]) if f"class=on>{html.escape(word)}<" in body[p.id])
        for p in pages
        if p.layout == "erp_grid"
    }
    assert shown == {1, 2, 3, 4}


def test_a_chinese_invoice_writes_its_total_in_capital_numerals() -> None:
    assert _rmb_capitals(1234.56) == "壹仟贰佰叁拾肆元伍角陆分"
    assert _rmb_capitals(10005.3) == "壹万零伍元叁角整"
    assert _rmb_capitals(1010) == "壹仟零壹拾元整"
    assert _rmb_capitals(100000) == "壹拾万元整"
    assert _rmb_capitals(200.07) == "贰佰元零柒分"


def test_every_locale_words_the_ninth_new_kinds_split_alike() -> None:
    # Only a Chinese (simplified) page is a VAT invoice: its words ("fp_*") are apart.
    kinds = _alike(KINDS9_LAYOUTS, apart=("fp_",))
    reference = LOCALES["en_US"](0)
    # The words a text may name: the PII values and the page's numbers, dates and words around them.
    fields = {"n": 3, "f": 2, "r": 2, "i": 1, "no": 4711, "y": 2026}
    words = ("name", "amount", "account", "date", "month", "rate", "code", "card", "brand", "last4", "kind", "step")
    fields |= dict.fromkeys(words, "x")
    for name, make in LOCALES.items():
        loc = make(0)
        texts = {k: v for layout in KINDS9_LAYOUTS for k, v in kinds[layout][name].texts.items()}
        for options in texts.values():
            for w in options:
                w.format_map(fields)  # no placeholder the layouts do not fill
        assert len(texts["eg_modules"]) >= 5 and len(texts["eg_buckets"]) == 3, name
        assert len(texts["eg_states_t"]) == len(texts["eg_states_i"]) == 5, name
        assert len(texts["wz_claim_kinds"]) == len(texts["wz_claim_texts"]), name
        assert len(texts["tc_cats"]) == 6 and len(texts["sd_util_items"]) == 3, name
        assert len(texts["sd_hotel_items"]) == len(_SD_HOTEL), name
        statement = kinds["statement_doc"][name]
        assert len(loc.months) == 12 and statement.goods["products"] and loc.currency, name
        assert loc.unit_fmt.format(label="a", unit="b") and loc.long_day(reference.day()), name
        fapiao = ({k for k in statement.labels if k.startswith("fp_")}, "fp_items" in statement.goods)
        assert bool(fapiao[0]) == fapiao[1] == (name == "zh_CN"), name


def test_the_tenth_new_kinds_split_holds_every_layout_and_variant_in_every_locale_with_its_ground_truth() -> None:
    pages = build_pages("kinds10")
    assert len(pages) == len(KINDS10_LAYOUTS) * len(LOCALES) * 2
    assert Counter((p.locale, p.layout) for p in pages) == {(loc, lay): 2 for loc in LOCALES for lay in KINDS10_LAYOUTS}
    # Same seed, same HTML; and the split's pages are none of the ninth's.
    assert [p.html for p in build_pages("kinds10")] == [p.html for p in pages]
    assert not {p.html for p in pages} & {p.html for p in build_pages("kinds9")}
    # Every page of this split has labels.
    _assert_ground_truth(pages, unlabelled_layout="")
    # Every variant of every layout is there, and a locale shows two different ones of each layout.
    variants = {
        "seller_orders": ("drawer", "expand", "detail"),
        "account_settings": ("overview", "billing", "team"),
        "applicant_tracking": ("split", "profile"),
        "payment_app": ("pair", "sheet"),
    }
    short = {"seller_orders": "so", "account_settings": "as", "applicant_tracking": "at", "payment_app": "pa"}
    shown: dict[tuple[str, str], set[str]] = {}
    for page in pages:
        found = [v for v in variants[page.layout] if f"class='k10 {short[page.layout]} {v} " in page.html]
        assert len(found) == 1, (page.id, found)
        shown.setdefault((page.locale, page.layout), set()).add(found[0])
    assert all(len(v) == 2 for v in shown.values())
    for layout, names in variants.items():
        assert {v for (_, lay), seen in shown.items() if lay == layout for v in seen} == set(names), layout
    # A CV gives a birthday, and a seller sees a buyer's ID number, only where that is the custom.
    for page in pages:
        types = {item.type for item in page.items}
        if "DATE_OF_BIRTH" in types:
            assert page.layout == "applicant_tracking", page.id
            assert vocabulary().words("applicant_tracking", page.locale).facts["dob_on_cv"], page.id
        if "ID_NUMBER" in types and page.layout == "seller_orders":
            assert vocabulary().words("seller_orders", page.locale).facts["buyer_id"], page.id


def test_every_locale_words_the_tenth_new_kinds_split_alike() -> None:
    kinds = _alike(KINDS10_LAYOUTS)
    # The words a text may name: the PII values and the page's numbers, dates and words around them.
    names = (
        "n",
        "m",
        "no",
        "date",
        "job",
        "source",
        "tab",
        "last4",
        "a",
        "b",
        "y",
        "mon",
        "month",
        "name",
        "colleague",
    )
    fields = dict.fromkeys((*names, "phone", "amount", "spent", "received"), "x")
    # The texts that are sequences, with as many entries as the layouts index.
    lengths = {"so_nav": 7, "so_tabs": 6, "so_states": 6, "as_nav": 8, "as_nav_groups": 3, "as_roles": 5,
               "as_inv_states": 3, "as_onoff": 2, "at_stages": 5, "days": 2}  # fmt: skip
    for name, make in LOCALES.items():
        loc = make(0)
        texts = {k: v for layout in KINDS10_LAYOUTS for k, v in kinds[layout][name].texts.items()}
        for key, options in texts.items():
            if key == "day_fmt":
                continue  # a weekday's heading: "{wd}", "{d}", "{m}", "{mon}"
            for w in options:
                w.format_map(fields)  # no placeholder the layouts do not fill
                if key in ("so_order_fmt", "as_inv_fmt", "as_po_fmt", "as_mandate_fmt", "pa_txid_fmt"):
                    assert "#" in w, (name, key, w)
        for key, n in lengths.items():
            assert len(texts[key]) == n, (name, key)
        assert len(texts["at_skills"]) >= 4 and len(texts["at_jobs"]) >= 3, name
        assert all("{last4}" in w for w in texts["mask_fmt"]), name
        assert len(texts["weekdays"]) == 7 and texts["banks"], name
        assert kinds["seller_orders"][name].goods["products"] and loc.legal_forms, name
        assert set(texts["payee_ids"]) <= {"account", "phone", "email", "card"}, name
        assert set(loc.legal_forms_leading) <= set(loc.legal_forms), name
