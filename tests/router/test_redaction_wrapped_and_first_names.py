"""Names wrapped in a narrow box, a legal form on a line of its own, a first name alone in a note.

A buyer's card or a list of payees is narrow: "Christof Bauer" wraps to "Christof" over "Bauer",
and a company's legal form ("KGaA") to the line under its name. In a note or a chat message a
colleague is named by the first name alone ("Discussed with Joel."). The sentence's other
capitalised words — a heading's, a product's, the page's own — stay.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor


def _box(text: str, x0: int, y0: int, x1: int | None = None, y1: int | None = None) -> OcrLine:
    return OcrLine(
        text, Box(x0, y0, x1 if x1 is not None else x0 + 9 * len(text), y1 if y1 is not None else y0 + 20), 0.97
    )


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> list[str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    return [line.text for line in redactor.redact(frame, lines, {}).lines]


def test_a_name_wrapped_after_its_first_name_is_taken_whole(redactor: PresidioRedactor) -> None:
    # A table's buyer column: the cell of the second row wraps, and the column's binding takes only
    # its first line, the row's.
    lines = [
        _box("Bestellung", 100, 500), _box("Käufer", 383, 500), _box("Summe", 700, 500),
        _box("100-4471", 100, 542), _box("Beda Weber", 382, 542), _box("12,00", 700, 542),
        _box("100-4472", 100, 586), _box("Christof", 383, 586), _box("30,00", 700, 586),
        _box("Bauer", 381, 609),
        _box("100-4473", 100, 652), _box("Ida Frei", 383, 652), _box("8,50", 700, 652),
    ]  # fmt: skip
    out = _texts(redactor, lines)
    assert out[7].startswith("<PERSON_") and out[9].startswith("<PERSON_"), out


def test_a_legal_form_wrapped_to_its_own_line_goes_with_the_company(redactor: PresidioRedactor) -> None:
    lines = [
        _box("BenthinStiftung &Co.", 250, 573, 433, 593),
        _box("KGaA", 250, 592, 299, 613),
        _box("Rechnungen · 20:50", 247, 640),
    ]
    out = _texts(redactor, lines)
    assert out[0].startswith("<ORG_") and out[1].startswith("<ORG_") and out[2] == "Rechnungen · 20:50"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Elaine spoke to the buyer: send to the new address.",
            "<PERSON_1> spoke to the buyer: send to the new address.",
        ),
        ("Als Geschenk verpackt von Miroslaw, Karte vor", "Als Geschenk verpackt von <PERSON_1>, Karte vor"),
        ("Top of our band. Discussed with Joel today.", "Top of our band. Discussed with <PERSON_1> today."),
        (
            "Entretien concluant, Lorraine, tu fais le cas pratique ?",
            "Entretien concluant, <PERSON_1>, tu fais le cas pratique ?",
        ),
        # A capitalised first word before another capital is a heading's, whatever it spells.
        ("Jordan 23 sneakers are back in stock", "Jordan 23 sneakers are back in stock"),
        # ...and so does one that a product's matter follows ("Vela" is a name, and a candle).
        ("Vela de soja artesanal, hecha a mano", "Vela de soja artesanal, hecha a mano"),
        (
            "Entretien concluant sur la clôture.Lorraine,tu fais le cas ?",
            "Entretien concluant sur la clôture.<PERSON_1>,tu fais le cas ?",
        ),
        ("Open the Settings page and click Save to keep it", "Open the Settings page and click Save to keep it"),
    ],
)
def test_a_first_name_alone_in_a_sentence_is_a_person(redactor: PresidioRedactor, text: str, expected: str) -> None:
    assert _texts(redactor, [_box(text, 800, 640)]) == [expected]
