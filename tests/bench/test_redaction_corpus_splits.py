"""The redaction corpus names every split once, and the benchmark report heads each of them."""

from __future__ import annotations

import html
from collections import Counter

from screenroute.bench.privacy.corpus import KINDS8_LAYOUTS, SPLIT_TITLES, SPLITS, build_pages
from screenroute.bench.privacy.locales import LOCALES


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
    types: Counter[str] = Counter()
    for page in pages:
        kinds = Counter(item.kind for item in page.items)
        # A grid of cards may show its values behind icons alone, with no label on the page.
        assert kinds["pii"] and kinds["button"] and (kinds["label"] or page.layout == "card_grid"), page.id
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
    assert set(types) == {
        "PERSON", "ORGANIZATION", "ADDRESS", "AMOUNT", "BANK_ACCOUNT", "CREDIT_CARD", "DATE_OF_BIRTH",
        "EMAIL_ADDRESS", "ID_NUMBER", "PHONE_NUMBER",
    }  # fmt: skip


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
