"""The first-name gazetteer and the recognizer of names that start with a first name (real data)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import ConfigError
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.given_names import GivenNames, default_given_names, read_dictionary, read_words
from screenroute.router.redaction.recognizers import GivenNameRecognizer

NAMES = [
    ("David Cook", "David Cook"),  # a surname that is a common word
    ("Customer: Ottokar Mohaupt (VIP)", "Ottokar Mohaupt"),
    ("María Belén Trujillo Colom", "María Belén Trujillo Colom"),  # two given names, two surnames
    ("Pénélope de la Weber wrote:", "Pénélope de la Weber"),  # a particle inside
    ("Karl-Hermann Ullmann, Berlin", "Karl-Hermann Ullmann"),  # a compound first name
    ("Émilie Nguyen", "Émilie Nguyen"),  # an accent the dictionary writes without
    ("If the gate is closed, call Elizabeth Fermandez", "Elizabeth Fermandez"),
    ("JOHN SMITH", "JOHN SMITH"),
    ("Valon Sigrist 14:02", "Valon Sigrist"),
    ("Adresse Trini Sáenz-Olmo", "Trini Sáenz-Olmo"),
    ("Ihr Kassier: Annelise", "Annelise"),  # a first name alone, all a label's colon is followed by
    ("Cindy Kim MD", "Cindy Kim MD"),  # a post-nominal goes with the name
    ("Aristides Barrios S", "Aristides Barrios S"),  # the next word cut by its cell
]
NOT_NAMES = [
    "Grace period ends on Friday",  # a name followed by lower case
    "Nur Handgepäck",  # a German word that is a first name in Turkey
    "Bitte Beleg aufbewahren",
    "Im Start-Paketzentrum",
    "Mark As Read",  # a verb of a button
    "Will Call",
    "Le Prestataire",
    "Frank",  # a first name alone
    "Note: Annelise called back",  # ...also after a colon, when more follows it
    "Rose Status",  # followed by a page word
    "Order History",
]


@pytest.fixture(scope="module")
def recognizer() -> GivenNameRecognizer:
    rec = GivenNameRecognizer()
    rec.load()
    return rec


@pytest.mark.parametrize(("text", "name"), NAMES, ids=[t for t, _ in NAMES])
def test_a_name_that_starts_with_a_first_name_is_found(recognizer: GivenNameRecognizer, text: str, name: str) -> None:
    found = [text[r.start : r.end] for r in recognizer.analyze(text, ["PERSON"])]
    assert found == [name]


@pytest.mark.parametrize("text", NOT_NAMES)
def test_words_that_are_names_elsewhere_are_left(recognizer: GivenNameRecognizer, text: str) -> None:
    assert recognizer.analyze(text, ["PERSON"]) == []


def test_the_gazetteer_folds_case_and_accents_and_drops_word_names() -> None:
    names = default_given_names()
    assert names.is_given("ÉMILIE") and names.is_given("emilie") and names.is_given("Émilie")
    assert names.is_given("Hans-Rudolf")  # each part a name
    assert not names.is_given("Bitte") and not names.is_given("Alle")  # German words
    assert not names.is_given("Song") and not names.is_given("Le")  # known only in East Asia
    assert len(names) > 30_000


def test_a_missing_or_empty_dictionary_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the first-name dictionary"):
        read_dictionary(tmp_path / "absent.txt")
    empty = tmp_path / "nam_dict.txt"
    empty.write_text("# only comments\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="holds no names"):
        read_dictionary(empty)
    with pytest.raises(ConfigError, match="names that are words"):
        read_words(tmp_path / "absent-words.txt")


def test_a_dictionary_line_counts_each_country_and_each_part(tmp_path: Path) -> None:
    path = tmp_path / "nam_dict.txt"
    # Columns from 30: Great Britain first; column 79 (China) alone does not make a name.
    line = "M  Karl-Heinz".ljust(30) + "3" + " " * 54
    east = "M  Min".ljust(30) + " " * 49 + "9" + " " * 5
    path.write_text(f"# header\n{line}\n{east}\n", encoding="utf-8")
    names = read_dictionary(path)
    assert set(names) == {"karl-heinz", "karl", "heinz"}
    assert names["karl"][0] == 3
    assert GivenNames(names, frozenset({"heinz"})).is_given("Karl") is True
    assert GivenNames(names, frozenset({"heinz"})).is_given("Heinz") is False


def test_the_redactor_paints_an_unlabelled_name_in_a_card(redactor: PresidioRedactor) -> None:
    lines = [
        OcrLine("Ottokar Mohaupt", Box(40, 40, 200, 60), 0.99),
        OcrLine("Senior Buyer", Box(40, 66, 160, 84), 0.99),
    ]
    pixels = np.full((120, 320, 3), 255, dtype=np.uint8)
    pixels[40:60, 40:200] = 90  # the name's ink
    frame = Frame.from_image(Image.fromarray(pixels))
    out = redactor.redact(frame, lines, {"goal": "Send the offer to Ottokar Mohaupt"})
    assert "Ottokar" not in out.lines[0].text and "Mohaupt" not in out.texts["goal"]
    assert out.lines[1].text == "Senior Buyer"
    assert (out.frame.pixels[40:60, 40:200] == 0).all()  # painted over
    assert (out.frame.pixels[66:84, 40:160] == 255).all()  # the role's line untouched


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Angela asked about hybrid working; Lydia will confirm before we offer", "Lydia"),
        ("bitte bei Nachbar Ernest abgeben", "Ernest"),
        ("si personne, laisser le colis à Guillaume au deuxième", "Guillaume"),
        ("Renewal quote for Ali, wilson and", None),  # a firm's partners listed
        ("Grace period ends today", None),  # a sentence's first word has its capital anyway
        ("please ask Mark about it", None),  # a name that is a word too
        ("the Save button stores it", None),
    ],
)
def test_a_first_name_alone_in_the_middle_of_a_sentence_is_a_person(
    recognizer: GivenNameRecognizer, text: str, name: str | None
) -> None:
    found = [text[r.start : r.end] for r in recognizer.analyze(text, ["PERSON"])]
    assert found == ([name] if name else [])
