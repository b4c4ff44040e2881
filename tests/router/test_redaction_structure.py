"""A segment is decided whole, a column's cells by their siblings, a glued capitalised word needs long pieces.

The column test draws a table and reads it with the real PP-OCR; the segment and glued-word tests use
texts as PP-OCR read them on spreadsheets and database browsers (a surname read in small letters, a
firm's legal form beside its painted name, a surname read as two words).
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.rapid import RapidOcrEngine
from screenroute.router.privacy.redaction import PresidioRedactor

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def _lines(texts: list[str]) -> list[OcrLine]:
    return [OcrLine(t, Box(20, 10 + 40 * i, 20 + 11 * len(t), 32 + 40 * i), 0.95) for i, t in enumerate(texts)]


def _sent(texts: list[str]) -> list[str]:
    lines = _lines(texts)
    return [
        ln.text for ln in PresidioRedactor().redact(Frame.from_image(Image.new("RGB", (640, 400))), lines, {}).lines
    ]


@pytest.mark.parametrize(
    ("read", "sent"),
    [
        ("Rachel white", "<PERSON_1>"),  # a surname that is a UI word, read in small letters after a first name
        ("Ruiz y asociados S.com.", "<PERSON_1>."),  # a firm's other words go with its painted name
        ("Zorblax asociados S.A", "<TEXT_1> <TEXT_2>"),  # in a cell, what follows an unproven word is no proof
        ("Assigned to Ann Lee", "Assigned to <PERSON_1>"),  # a label the segment holds stays
        ("(6 matches)", "(<NUMBER_1> matches)"),  # a count makes no neighbour a value
        ("Powered by Zorblax, the tracker for teams", "Powered by <TEXT_1>, the tracker for teams"),  # a sentence
    ],
)
def test_a_value_takes_its_segment_with_it(read: str, sent: str) -> None:
    assert _sent([read]) == [sent]


def test_a_capitalised_word_read_apart_in_two_short_words_proves_nothing() -> None:
    # "Losekann" (a surname) reads apart as "lose|kann"; "Trackingnumber" as two long words still proves itself.
    assert _sent(["Losekann", "Trackingnumber"]) == ["<TEXT_1>", "Trackingnumber"]


def test_a_glued_title_of_everyday_words_stays_chrome() -> None:
    # Chromium's "Save password?" bubble, its title read glued: "save" is short, but nearly every
    # catalogue uses it — a planner that cannot read the title cannot dismiss the bubble.
    assert _sent(["Savepassword?"]) == ["Savepassword?"]


@pytest.fixture(scope="module")
def table() -> tuple[list[OcrLine], Frame]:
    image = Image.new("RGB", (640, 320), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 16)
    columns = {
        40: ["Stadt", "Biedenkopf", "Granada", "Quedlinburg", "Melilla", "Hainichen"],  # towns: values
        320: ["Menü", "Datei", "Bearbeiten", "Ansicht", "Hilfe", "Einstellungen"],  # a menu: chrome
    }
    for x, cells in columns.items():
        for k, text in enumerate(cells):
            draw.text((x, 20 + 34 * k), text, fill="black", font=font)
    pixels = np.asarray(image)
    return RapidOcrEngine(threads=1).read(pixels), Frame.from_image(image)


def test_a_word_in_a_column_of_values_is_a_value_whatever_the_lexicon_says(
    table: tuple[list[OcrLine], Frame],
) -> None:
    lines, frame = table
    out = PresidioRedactor().redact(frame, lines, {})
    sent = " ".join(ln.text for ln in out.lines)
    assert not any(town in sent for town in ("Biedenkopf", "Granada", "Quedlinburg", "Melilla", "Hainichen"))
    assert any("column_values" in f.rule for f in out.findings)  # the towns the lexicon knows, named by the rule
    for chrome in ("Stadt", "Datei", "Bearbeiten", "Ansicht", "Hilfe", "Einstellungen"):
        assert chrome in sent  # the column's head, and a column of chrome


@pytest.mark.parametrize(
    "cells",
    [
        ["Ville", "Aubenas", "Nice", "Privas", "Tournon", "Annonay", "Le Teil"],  # towns the lexicon knows as words
        ["Ort", "Gmunden", "Bad Ischl", "Steyr", "Wels", "Enns", "Mobile"],
        ["Ort", "Gmunden", "Bad Ischl", "Steyr", "Wels", "Enns", "Porto alegre"],  # one word a UI word, one not
    ],
)
def test_a_cell_in_a_column_of_values_is_one_value_even_when_common_words_prove_it(cells: list[str]) -> None:
    sent = _sent(cells)
    assert sent[0] in (cells[0], "<PERSON_1>")  # the head is decided as before
    assert all(s.startswith("<") and s.endswith(">") for s in sent[1:]), sent


def test_a_street_is_a_value_by_the_mark_before_its_house_number() -> None:
    # Whatever the street's name is made of (a number, words the lexicon knows), the mark says it is a street.
    sent = _sent(
        ["Pasaje Los Aromos N° 742, B1878 Quilmes", "Calle 9 Nro. 1180 Piso 3, 1900 La Plata", "Factura N° 12"]
    )
    assert sent == ["<ADDRESS_1>", "<ADDRESS_2>", "Factura N° <NUMBER_1>"]


def test_croatian_and_slovenian_chrome_is_kept_at_first_sight_and_their_names_are_not() -> None:
    # GTK's dialog words in both languages, from the lexicon's hr and sl catalogues; a person and a town stay painted.
    chrome = ["Otvori datoteku", "Postavke", "Odustani", "Pretraži", "Nastavitve", "Prekliči", "Shrani kot"]
    sent = _sent([*chrome, "Ivan Horvat", "Zagreb"])
    assert sent[: len(chrome)] == chrome
    assert sent[len(chrome) :] == ["<PERSON_1>", "<PERSON_2>"]


def test_a_value_wrapped_over_lines_is_painted_on_every_line_it_left_partly_kept() -> None:
    """A narrow cell wraps an address over lines, each decided alone: a line where the value's words are also
    words ("North Park", "Oak Hill") keeps them beside its painted number unless the lines are read as one value."""
    from screenroute.router.privacy.redaction.rules import Painted, Verdict, wrapped_values
    from screenroute.router.privacy.redaction.segments import Segment

    def cells(texts: list[str], pitch: int) -> list[Segment]:
        return [Segment(i, 0, len(t), t, Box(20, 10 + pitch * i, 20 + 9 * len(t), 30 + pitch * i), 0.95)
                for i, t in enumerate(texts)]  # fmt: skip

    texts = ["Address", "12 Zorblax Way, Unit 5,", "North Park, Oak Hill 4051", "Notes"]
    kept, digits = Verdict((), ("ui_lexicon",)), Painted(21, 25, "NUMBER", ("digits",))
    verdicts = [kept, Verdict((Painted(0, 22, "ADDRESS", ("recognizer:x",)),), ()), Verdict((digits,), ()), kept]
    out = wrapped_values(cells(texts, 16), verdicts)
    assert out[0] == kept and out[3] == kept  # a head and a label kept whole stay, however close
    assert [(r.start, r.end, r.entity_type) for r in out[2].painted] == [(0, 25, "ADDRESS")]
    assert "wrapped_value" in out[2].painted[0].rules
    assert wrapped_values(cells(texts, 26), verdicts) == verdicts  # a row apart is another cell
    # A note mostly kept (chrome wrapped over lines, a count in it) is decided line by line as before.
    chrome = ["Open the file to see", "all 12 of its entries"]
    few = [kept, Verdict((Painted(4, 6, "NUMBER", ("digits",)),), ())]
    assert wrapped_values(cells(chrome, 16), few) == few
