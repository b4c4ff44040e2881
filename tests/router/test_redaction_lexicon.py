"""The UI lexicon's morphology stays inside one language: an inflection is its language's own, a glued run is
read apart into words of one language, and a short piece must be common in that language.

A lexicon of many languages holds most short strings somewhere; mixed freely, their words prove names ("makine|n",
a Turkish stem with a German ending, reads as a Finnish surname; "sa|arinen" glues a surname from two languages).
The first tests build small lexicons by hand; the last reads the shipped one.
"""

from __future__ import annotations

import pytest

from screenroute.router.privacy.redaction.lexicon import UiLexicon, default_vocabularies

TAGS = ("de", "en", "fi", "tr")
DE, EN, FI, TR = (1 << k for k in range(len(TAGS)))


def _lexicon(words: dict[str, tuple[int, int]]) -> UiLexicon:
    """A lexicon of ``word -> (catalogues, languages)``, short pieces common where their count says so."""
    counts = {w: n for w, (n, _) in words.items()}
    languages = {w: m for w, (_, m) in words.items()}
    short = {w: m for w, (n, m) in words.items() if (len(w) == 2 and n >= 20) or (len(w) == 3 and n >= 5)}
    return UiLexicon(counts, frozenset(), languages, TAGS, short)


def test_an_inflection_is_its_own_language_s() -> None:
    lexicon = _lexicon({"makine": (9, TR), "kunde": (9, DE), "ticket": (9, EN)})
    assert lexicon.inflected("kunden") and lexicon.inflected("tickets")
    assert not lexicon.inflected("makinen")  # Turkish takes no "-n" here: a Finnish surname's shape
    assert not lexicon.inflected("ticketen")  # an English stem with a German ending


def test_a_glued_run_is_read_apart_into_words_of_one_language() -> None:
    lexicon = _lexicon({"save": (50, EN), "password": (40, EN), "lands": (9, FI), "krona": (9, TR)})
    assert lexicon.split_glued("savepassword") == ("save", "password")
    assert lexicon.split_glued("landskrona") is None  # a Finnish word and a Turkish one glue no text


def test_a_short_piece_must_be_common_in_the_run_s_language() -> None:
    # "ti" is common in English catalogues; in German ones it is rare, so it glues no German run.
    rare_in_german = _lexicon({"station": (9, EN | DE), "ti": (30, EN), "gen": (9, DE)})
    assert rare_in_german.split_glued("stationtigen") is None
    common_in_german = _lexicon({"station": (9, EN | DE), "ti": (30, EN | DE), "gen": (9, DE)})
    assert common_in_german.split_glued("stationtigen") == ("station", "ti", "gen")


def test_a_lexicon_built_by_hand_without_languages_glues_as_one_language() -> None:
    lexicon = UiLexicon({"save": 50, "password": 40, "makine": 9}, frozenset())
    assert lexicon.split_glued("savepassword") == ("save", "password")
    assert lexicon.inflected("makinen")  # no language known: every ending of every language


@pytest.mark.parametrize("tag", ["en", "de", "fr", "fi", "hu", "lt", "lv", "et", "pl", "sv", "tr", "ro", "sk"])
def test_the_shipped_lexicon_reads_the_desktop_catalogues_of_many_languages(tag: str) -> None:
    lexicon = default_vocabularies()[0]
    assert tag in lexicon.tags
    bit = 1 << lexicon.tags.index(tag)
    assert sum(1 for m in lexicon.languages.values() if m & bit) > 2000


def _sent(texts: list[str]) -> list[str]:
    from PIL import Image

    from screenroute.edge.frame import Frame
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine
    from screenroute.router.privacy.redaction import PresidioRedactor

    lines = [OcrLine(t, Box(20, 10 + 40 * i, 20 + 11 * len(t), 32 + 40 * i), 0.95) for i, t in enumerate(texts)]
    frame = Frame.from_image(Image.new("RGB", (640, 40 * len(texts) + 20)))
    return [ln.text for ln in PresidioRedactor().redact(frame, lines, {}).lines]


def test_a_word_of_a_language_the_page_does_not_speak_proves_nothing() -> None:
    # "Turku" is a word of Latvian catalogues; on a page of Finnish chrome it is the town.
    finnish = ["Tiedosto", "Muokkaa", "Näytä", "Asetukset", "Tallenna", "Peruuta", "Ohje"]
    sent = _sent([*finnish, "Turku"])
    assert sent[: len(finnish)] == finnish
    assert sent[-1].startswith("<") and "Turku" not in sent[-1]
    # Alone, with nothing to tell the page's language, a word of any language proves itself (as before).
    assert _sent(["Turku"]) == ["Turku"]
