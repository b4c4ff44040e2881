"""The UI lexicon's builder reads no catalogue of an app the project runs or measures on."""

from __future__ import annotations

import json

import pytest

from screenroute.bench.apps import ZOO
from screenroute.bench.lexicon.build_ui_lexicon import Exclusion
from screenroute.bench.lexicon.exclusions import Excluded, excluded_packages, normalised, parse_source
from screenroute.bench.privacy.differential import ADAPTERS
from screenroute.router.privacy.redaction.lexicon import LEXICON_DIR


@pytest.fixture(scope="module")
def excluded() -> list[Excluded]:
    return excluded_packages()


def test_every_app_the_project_runs_or_measures_on_is_excluded(excluded: list[Excluded]) -> None:
    """A zoo app or a privacy split's app added later is excluded by what the repository says of it."""
    apps = {e.app.replace("_", "-") for e in excluded}
    assert {a.replace("_", "-") for a in ZOO} <= apps
    assert {a for a in ADAPTERS if not a.startswith("synthetic")} <= apps
    # Wagtail's admin shows its dependencies' words: what its venv installs with catalogues falls with it.
    assert Excluded("PyPI", "django", "wagtail") in excluded


def test_no_shipped_catalogue_is_an_excluded_package_s(excluded: list[Excluded]) -> None:
    """First sight stays first sight: the shipped lexicon read no catalogue of an excluded package, by name, by
    Debian source package or by catalogue domain (an app added after the build is checked by its package's name)."""
    sources = json.loads((LEXICON_DIR / "SOURCES.json").read_text(encoding="utf-8"))
    listed = sources["excluded_packages"] if isinstance(sources["excluded_packages"], list) else []
    recorded = {e["package"]: e.get("source", e["package"]) for e in listed}
    names = {e.package.lower() for e in excluded} | {recorded.get(e.package, e.package).lower() for e in excluded}
    # A wheel is judged by its package (every Django app calls its catalogue "django"); a Debian one by its domain too.
    read = [
        (c["package"], c["domain"])
        for c in sources["catalogues"]
        if names & {c["package"].lower(), c.get("source", "").lower(), normalised(c["package"])}
        | ({c["domain"].lower()} & names if ":" not in c["domain"] else set())
    ]
    assert not read, f"the lexicon read catalogues of excluded apps: {read}; rebuild it (bench/lexicon)"
    assert {"abiword", "homebank", "filezilla", "libfilezilla"} <= {s.lower() for s in recorded.values()}


def test_a_debian_package_falls_with_its_source_package() -> None:
    exclusion = Exclusion(
        (Excluded("Debian", "abiword", "abiword"), Excluded("PyPI", "django", "wagtail")), {"abiword": "abiword"}
    )
    assert exclusion.blocks("abiword-common", "abiword", "abiword-common")
    assert exclusion.blocks("Django", normalised("Django"), "Django")
    assert exclusion.blocks("python3-django", "python-django", "django")  # by its catalogue's domain
    assert not exclusion.blocks("gnumeric-common", "gnumeric", "gnumeric")
    assert not exclusion.blocks("django-oscar", "django-oscar", "django-oscar:django")


def test_place_name_catalogues_are_excluded_and_desktop_ones_are_read() -> None:
    exclusion = Exclusion((), {})
    assert exclusion.blocks("iso-codes", "iso-codes", "iso_3166") and exclusion.blocks("tzdata", "tzdata", "tzdata")
    assert exclusion.blocks("libgweather-4-common", "libgweather", "libgweather-4")
    assert not exclusion.blocks("libgtk-3-common", "gtk+3.0", "gtk30")
    assert not exclusion.blocks("libglib2.0-data", "glib2.0", "glib20")


def test_an_app_s_source_names_its_registry_and_package() -> None:
    assert parse_source("PyPI `Trac==1.6` (https://trac.edgewall.org)") == ("PyPI", "trac")
    assert parse_source("Debian `libreoffice-calc` (https://www.libreoffice.org)") == ("Debian", "libreoffice-calc")
    with pytest.raises(ValueError, match="does not start with"):
        parse_source("built here")


def test_every_language_a_catalogue_is_written_in_is_read_but_the_ones_whose_names_are_words() -> None:
    from screenroute.bench.lexicon.build_ui_lexicon import language_of

    assert [language_of(t) for t in ("de_DE", "pt_BR", "sr@latin", "zh_TW", "zh_CN", "no")] == [
        "de", "pt", "sr", "zh-Hant", "zh-Hans", "nb",
    ]  # fmt: skip
    # Languages the first list did not name are read under their own code, with or without a region.
    assert [language_of(t) for t in ("ga", "sw_KE", "az", "hi_IN", "ast")] == ["ga", "sw", "az", "hi", "ast"]
    # Not read: names written with everyday words (vi, id, ms), old codes and Chinese varieties read by script,
    # and the variants the first list left out of a listed language.
    assert [language_of(t) for t in ("vi", "id_ID", "ms", "in", "iw", "cmn", "en@quot", "ca@valencia", "C")] == [
        None, None, None, None, None, None, None, None, None,
    ]  # fmt: skip


def test_a_language_few_programs_are_translated_into_gives_no_words() -> None:
    from screenroute.bench.lexicon.build_ui_lexicon import Catalogue, build

    many = [Catalogue(f"d{i}", "ga", f"d{i}.mo", "p", "1", "GPL", "p", ["Sabháil comhad"]) for i in range(3)]
    few = [Catalogue(f"d{i}", "sw", f"d{i}.mo", "p", "1", "GPL", "p", ["Hifadhi faili"]) for i in range(2)]
    words, _ = build(many + few, min_catalogues=2, min_language_catalogues=3)
    assert set(words) == {"ga"} and words["ga"] == {"sabhail": 3, "comhad": 3}


def test_month_names_are_read_from_a_locale_source_s_lc_time() -> None:
    from screenroute.bench.lexicon.build_month_names import month_names

    source = (
        'LC_CTYPE\ncopy "i18n"\nEND LC_CTYPE\n\nLC_TIME\n'
        'abmon   "Ean";"Feabh";"M<U00E1>rta";"1<U6708>"\n'
        'mon     "Ean<U00E1>ir";/\n        "Me<U00E1>n F<U00F3>mhair"\n'
        'day     "D<U00E9> Domhnaigh"\nEND LC_TIME\n'
    )
    # Wide and abbreviated, folded; a name with a digit (its digits are painted anyway) and the days left out.
    assert month_names(source) == {"ean", "feabh", "marta", "eanair", "mean fomhair"}


def test_the_shipped_month_names_hold_the_months_of_languages_the_lexicon_reads() -> None:
    from screenroute.router.privacy.redaction.lexicon import month_names

    assert {"janvier", "marz", "eanair", "deireadh fomhair", "january", "sept", "enero"} <= month_names()
    assert not {"of", "entries", "albums", "files"} & month_names()


def test_a_language_read_only_with_the_83_keeps_no_word_a_name_list_holds() -> None:
    """A small language's words vouch for a big neighbour's surnames on its pages ("Posada" in Asturian on a Spanish
    page): in a language not listed first, a name is left out even where a catalogue writes it as it folds."""
    from screenroute.bench.lexicon.build_ui_lexicon import _LISTED, Catalogue, build

    def catalogues(language: str) -> list[Catalogue]:
        return [Catalogue(f"d{i}", language, "x.mo", "p", "1", "GPL", "p", ["Posada nueva"]) for i in range(2)]

    words, _ = build(catalogues("ast") + catalogues("es"), 2, lambda w: w == "posada", listed=_LISTED)
    assert words["es"] == {"posada": 2, "nueva": 2} and words["ast"] == {"nueva": 2}
