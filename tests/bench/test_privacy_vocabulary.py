"""The privacy corpus' words are data files by page kind: they load, every kind the corpus writes has its
file with every locale it is written in, a page of every kind is written in each, and a bad file is refused
with what is wrong in it."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from screenroute.bench.privacy import kinds10
from screenroute.bench.privacy.corpus import LAYOUTS, SPLITS, build_page, split_plan
from screenroute.bench.privacy.locales import LOCALES
from screenroute.bench.privacy.vocab import SCHEMA, Good, Vocabulary, VocabularyError, vocabulary


def _written_in() -> dict[str, set[str]]:
    """Every page kind the corpus writes, with the locales any split writes it in."""
    out: dict[str, set[str]] = {}
    for split in SPLITS:
        plan = split_plan(split)
        for layout in plan.layouts:
            out.setdefault(layout, set()).update(plan.locales)
    return out


def test_every_file_loads_and_every_page_kind_the_corpus_writes_has_one() -> None:
    words = vocabulary()
    assert set(words.kinds()) == set(LAYOUTS) | set(kinds10.LAYOUTS) == set(_written_in())
    assert set(words.locales()) == set(LOCALES)
    for kind in words.kinds():
        for locale, kind_words in words.kind(kind).items():
            assert kind_words.labels or kind_words.texts, (kind, locale)
            for section in (kind_words.labels, kind_words.titles, kind_words.buttons, kind_words.texts):
                assert all(wordings and all(w.strip() for w in wordings) for wordings in section.values())
    for name in ("months", "bank_branches", "legal_forms", "legal_forms_leading"):
        assert words.lexicon(name), name
    assert all(len(months) == 12 for months in words.lexicon("months").values())


def test_every_page_kind_has_exactly_the_locales_the_corpus_writes_it_in() -> None:
    for kind, locales in _written_in().items():
        assert set(vocabulary().kind(kind)) == locales, kind


@pytest.mark.parametrize("kind", sorted(_written_in()))
def test_a_page_of_every_kind_is_written_in_every_locale_it_claims(kind: str) -> None:
    # A seed no split has: the page takes its own variant and values, and still finds every word it shows. The
    # first and the last split that write the kind in a locale: a kind worded anew shows both its wordings.
    for i, locale in enumerate(sorted(vocabulary().kind(kind))):
        splits = [s for s in SPLITS if kind in split_plan(s).layouts and locale in split_plan(s).locales]
        for split in dict.fromkeys((splits[0], splits[-1])):
            page = build_page(split, kind, locale, 7_000_003 + 101 * i)
            kinds = {item.kind for item in page.items}
            assert "pii" in kinds and "button" in kinds, (kind, locale)
            for item in page.items:
                assert f'data-gt="{item.id}"' in page.html, (kind, locale, item)
                if item.kind == "pii":
                    assert html.escape(item.value.split("\n")[0]) in page.html, (kind, locale, item)


def test_a_split_writes_only_its_own_kinds_and_locales() -> None:
    with pytest.raises(ValueError, match="split 'tune' writes layouts"):
        build_page("tune", "invoice", "en_US", 1)
    with pytest.raises(ValueError, match="not 'table' in 'en_GB'"):
        build_page("tune", "table", "en_GB", 1)


# -- a vocabulary folder of a test's own ----------------------------------------------------------------------
_LOCALES_YAML = f"""schema: {SCHEMA}
locales:
  en_US:
    html_lang: en
    font: sans-serif
    colon: ":"
    currency: [$, USD]
    unit_fmt: "{{label}} ({{unit}})"
    long_day_fmt: "{{mon}} {{d}}, {{y}}"
    unit_scale: 1
    vat_rate: 0.08
    tax_added: true
"""


def _folder(tmp_path: Path, kind: str, shared: str = "") -> Vocabulary:
    (tmp_path / "kinds").mkdir()
    (tmp_path / "locales.yaml").write_text(_LOCALES_YAML, encoding="utf-8")
    (tmp_path / "kinds" / "receipt.yaml").write_text(f"schema: {SCHEMA}\n" + kind, encoding="utf-8")
    if shared:
        (tmp_path / "shared").mkdir()
        (tmp_path / "shared" / "fields.yaml").write_text(f"schema: {SCHEMA}\n" + shared, encoding="utf-8")
    return Vocabulary(tmp_path)


def test_a_kind_reads_lone_wordings_goods_and_its_includes_first(tmp_path: Path) -> None:
    words = _folder(
        tmp_path,
        "kind: receipt\ninclude: [fields]\nlocales:\n  en_US:\n    labels: {total: [Total, Amount due]}\n"
        "    texts: {shop: Corner Store}\n    goods: {products: [[Coffee, 2.95], [Sugar, 1, kg]]}\n"
        "    facts: {tax_added: true}\n",
        "shared: fields\nlocales:\n  en_US:\n    labels: {name: Customer}\n",
    )
    receipt = words.words("receipt", "en_US")
    assert list(receipt.labels.items()) == [("name", ("Customer",)), ("total", ("Total", "Amount due"))]
    assert receipt.text("shop") == "Corner Store"
    assert receipt.goods["products"] == (Good("Coffee", 2.95), Good("Sugar", 1.0, "kg"))
    assert receipt.facts == {"tax_added": True}
    assert words.locale("en_US").unit_scale == 1.0 and words.locale("en_US").currency == ("$", "USD")
    with pytest.raises(VocabularyError, match=r"kinds/receipt.yaml has no locale 'de_DE'; it has \['en_US'\]"):
        words.words("receipt", "de_DE")
    with pytest.raises(VocabularyError, match="kind='invoice' has no file"):
        words.words("invoice", "en_US")


def test_a_text_read_as_one_wording_must_have_one(tmp_path: Path) -> None:
    words = _folder(tmp_path, "kind: receipt\nlocales:\n  en_US:\n    texts: {shop: [Corner Store, Deli]}\n")
    with pytest.raises(VocabularyError, match=r"texts.shop has 2 wordings"):
        words.words("receipt", "en_US").text("shop")


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        # YAML reads a bare no as false: a word that is no string is refused, with where it stands.
        (
            "kind: receipt\nlocales:\n  en_US:\n    buttons: {cancel: no}\n",
            r"en_US: buttons.cancel: False is not a string",
        ),
        ("kind: receipt\nlocales:\n  en_US:\n    words: {a: b}\n", r"unknown sections \['words'\]; a locale holds"),
        ("kind: receipt\nlocales:\n  xx_XX:\n    labels: {a: b}\n", r"locales \['xx_XX'\] are not in locales.yaml"),
        ("kind: invoice\nlocales:\n  en_US:\n    labels: {a: b}\n", r"kind='invoice'; it must name its file"),
        ("kind: receipt\nlocales:\n  en_US:\n    goods: {p: [[Coffee]]}\n", r"\['Coffee'\] is not \[name, price\]"),
        ("kind: receipt\nlocales:\n  en_US:\n    facts: {sepa: maybe}\n", r"'sepa': 'maybe'\} are not true or false"),
        ("kind: receipt\npages: 3\nlocales: {}\n", r"unknown fields \['pages'\]"),
        ("kind: receipt\nlocales:\n  en_US:\n    labels: [a, b\n", r"is no YAML"),
    ],
)
def test_a_bad_kind_file_is_refused_with_what_is_wrong(tmp_path: Path, kind: str, message: str) -> None:
    with pytest.raises(VocabularyError, match=message):
        _folder(tmp_path, kind).kind("receipt")


def test_an_include_may_not_give_a_word_the_kind_gives_too(tmp_path: Path) -> None:
    words = _folder(
        tmp_path,
        "kind: receipt\ninclude: [fields]\nlocales:\n  en_US:\n    labels: {name: Buyer}\n",
        "shared: fields\nlocales:\n  en_US:\n    labels: {name: Customer}\n",
    )
    with pytest.raises(VocabularyError, match=r"labels \['name'\] are already given by an include"):
        words.kind("receipt")


def test_a_file_of_another_schema_is_refused(tmp_path: Path) -> None:
    (tmp_path / "locales.yaml").write_text("schema: something/else\nlocales: {}\n", encoding="utf-8")
    with pytest.raises(VocabularyError, match="schema='something/else'; a vocabulary file says schema"):
        Vocabulary(tmp_path).locale("en_US")
    with pytest.raises(VocabularyError, match="cannot be read"):
        Vocabulary(tmp_path / "nowhere").locale("en_US")
