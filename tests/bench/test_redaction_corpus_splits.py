"""The redaction corpus names every split once, and the benchmark report heads each of them."""

from __future__ import annotations

import html
from collections import Counter

from screenroute.bench.privacy.corpus import (
    _SD_HOTEL,
    KINDS8_LAYOUTS,
    KINDS9_LAYOUTS,
    KINDS10_LAYOUTS,
    SPLIT_TITLES,
    SPLITS,
    Page,
    _rmb_capitals,
    build_pages,
)
from screenroute.bench.privacy.locales import LOCALES
from screenroute.bench.privacy.locales_kinds10 import WORDS

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


def test_the_eighth_new_kinds_split_holds_every_layout_in_every_locale_with_its_ground_truth() -> None:
    pages = build_pages("kinds8")
    assert len(pages) == len(KINDS8_LAYOUTS) * len(LOCALES) * 2
    assert Counter((p.locale, p.layout) for p in pages) == {(loc, lay): 2 for loc in LOCALES for lay in KINDS8_LAYOUTS}
    # Same seed, same HTML.
    assert [p.html for p in build_pages("kinds8")] == [p.html for p in pages]
    # A grid of cards may show its values behind icons alone, with no label on the page.
    _assert_ground_truth(pages, unlabelled_layout="card_grid")


def test_every_locale_words_the_eighth_new_kinds_split_alike() -> None:
    # Every locale has the same label, button and text keys (a layout may draw any of them on any page).
    reference = LOCALES["en_US"](0)
    for name, make in LOCALES.items():
        loc = make(0)
        assert set(loc.labels_kinds8) == set(reference.labels_kinds8), name
        assert set(loc.buttons_kinds8) == set(reference.buttons_kinds8), name
        assert set(loc.texts_kinds8) == set(reference.texts_kinds8), name
        assert all(words and all(w.strip() for w in words) for words in loc.labels_kinds8.values()), name
        assert len(loc.texts_kinds8["nav"]) >= 5 and len(loc.texts_kinds8["copy"]) == 2, name
        assert all(len(loc.texts_kinds8[f"st_{k}"]) == 5 for k in "coes"), name
        assert loc.products_kinds8, name


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
    modules = {name: make(0).texts_kinds9["eg_modules"] for name, make in LOCALES.items()}
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
    reference = LOCALES["en_US"](0)
    # The words a text may name: the PII values and the page's numbers, dates and words around them.
    fields = {"n": 3, "f": 2, "r": 2, "i": 1, "no": 4711, "y": 2026}
    words = ("name", "amount", "account", "date", "month", "rate", "code", "card", "brand", "last4", "kind", "step")
    fields |= dict.fromkeys(words, "x")
    for name, make in LOCALES.items():
        loc = make(0)
        assert set(loc.labels_kinds9) == set(reference.labels_kinds9), name
        assert set(loc.buttons_kinds9) == set(reference.buttons_kinds9), name
        assert set(loc.texts_kinds9) == set(reference.texts_kinds9), name
        for words in (*loc.labels_kinds9.values(), *loc.buttons_kinds9.values(), *loc.texts_kinds9.values()):
            assert words and all(w.strip() for w in words), (name, words)
        for options in loc.texts_kinds9.values():
            for w in options:
                w.format_map(fields)  # no placeholder the layouts do not fill
        texts = loc.texts_kinds9
        assert len(texts["eg_modules"]) >= 5 and len(texts["eg_buckets"]) == 3, name
        assert len(texts["eg_states_t"]) == len(texts["eg_states_i"]) == 5, name
        assert len(texts["wz_claim_kinds"]) == len(texts["wz_claim_texts"]), name
        assert len(texts["tc_cats"]) == 6 and len(texts["sd_util_items"]) == 3, name
        assert len(texts["sd_hotel_items"]) == len(_SD_HOTEL), name
        assert len(loc.months_kinds9) == 12 and loc.products_kinds9 and loc.currency_kinds9, name
        assert loc.unit_fmt_kinds9.format(label="a", unit="b") and loc.long_day(reference.day()), name
        # Only a Chinese (simplified) page is a VAT invoice.
        assert bool(loc.labels_fapiao9) == bool(loc.texts_fapiao9) == (name == "zh_CN"), name


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
            assert WORDS[page.locale].dob_on_cv and page.layout == "applicant_tracking", page.id
        if "ID_NUMBER" in types and page.layout == "seller_orders":
            assert WORDS[page.locale].buyer_id, page.id


def test_every_locale_words_the_tenth_new_kinds_split_alike() -> None:
    reference = WORDS["en_US"]
    assert set(WORDS) == set(LOCALES)
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
    for name, words in WORDS.items():
        assert set(words.labels) == set(reference.labels), name
        assert set(words.buttons) == set(reference.buttons), name
        assert set(words.texts) == set(reference.texts), name
        for options in (*words.labels.values(), *words.buttons.values(), *words.texts.values()):
            assert options and all(w.strip() for w in options), (name, options)
        for key, options in words.texts.items():
            for w in options:
                w.format_map(fields)  # no placeholder the layouts do not fill
                if key in ("so_order_fmt", "as_inv_fmt", "as_po_fmt", "as_mandate_fmt", "pa_txid_fmt"):
                    assert "#" in w, (name, key, w)
        for key, n in lengths.items():
            assert len(words.texts[key]) == n, (name, key)
        assert len(words.texts["at_skills"]) >= 4 and len(words.texts["at_jobs"]) >= 3, name
        assert all("{last4}" in w for w in words.texts["mask_fmt"]), name
        assert len(words.weekdays) == 7 and words.products and words.banks and words.legal_forms, name
        assert set(words.payee_ids) <= {"account", "phone", "email", "card"}, name
        assert set(words.form_first) <= set(words.legal_forms), name
