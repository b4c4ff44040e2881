"""Keys of a key-value list, signed sums without cents and Chinese/Japanese avatar badges.

A wallet's transfer sheet lists its keys in a column with each value on its row ("What's it for" …
"Rent Dec"): no key is a wrapped text's line nor a title cut before its party. A wallet in yen
writes "-17,661" with no currency. A bill list draws the party's first character in a badge.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.recognizers import AmountRecognizer


def _at(text: str, x: int, y: int, w: int | None = None, h: int = 20) -> OcrLine:
    return OcrLine(text, Box(x, y, x + (w if w is not None else 9 * len(text)), y + h), 0.97)


def _texts(lines: list[OcrLine]) -> list[str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    return [line.text for line in PresidioRedactor().redact(frame, lines, {}).lines]


def test_the_keys_of_a_transfer_sheet_stay_whatever_their_words() -> None:
    keys = [
        _at("Funding source", 693, 339, 130),
        _at("What's it for", 693, 369, 130),
        _at("When", 691, 399, 45),
        _at("Transaction ID", 694, 433, 130),
        _at("Fee", 691, 462, 30),
    ]
    values = [
        _at("Checking 0304", 961, 339, 110),
        _at("Rent Dec", 1030, 370, 80),
        _at("11/29/2026 4:08PM", 951, 402, 140),
        _at("P2P-39517845", 990, 433, 110),
        _at("Free", 1065, 463, 40),
    ]
    texts = _texts(keys + values)
    assert texts[: len(keys)] == [line.text for line in keys]


def test_a_key_ending_in_its_preposition_cuts_no_title_but_a_title_does() -> None:
    # "Versand an" (ship to) beside its recipient; the key under it is no party.
    texts = _texts(
        [
            _at("Versand an", 840, 307, 90),
            _at("Claudia Dorschner", 975, 307, 150),
            _at("Telefonnr.", 841, 333, 90),
            _at("+49(0) 245635957", 975, 335, 150),
        ]
    )
    assert texts[2] == "Telefonnr."
    assert "Claudia Dorschner" not in texts[1]
    # A task's title cut after "pour", alone on its row: the line under it starts with the party.
    texts = _texts([_at("Devis de renouvellement pour", 100, 100, 250), _at("Besson", 100, 126, 60)])
    assert texts[1] != "Besson"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("-17,661", "-17,661"),
        ("+13,454", "+13,454"),
        ("−4,985", "−4,985"),
        ("-1.234", "-1.234"),
        ("+1 234 567 8900", None),  # a phone
        ("-12,5%", None),
        ("+1,234%", None),
        ("ID-12.345", None),
        ("2026-11-29", None),
    ],
)
def test_a_signed_figure_grouped_in_thousands_is_a_sum(text: str, found: str | None) -> None:
    spans = [text[r.start : r.end] for r in AmountRecognizer().analyze(text, ["AMOUNT"])]
    assert spans == ([found] if found else [])


def test_a_party_beside_its_han_badge_is_found_a_category_beside_its_icon_is_not() -> None:
    texts = _texts(
        [
            _at("森", 213, 615, 19, 19),
            _at("森裕太", 247, 602, 61, 27),
            _at("送·11:45", 248, 624, 60),
            _at("山", 213, 227, 19, 19),
            _at("山本鉱業有限会社", 251, 218, 130, 22),
            _at("餐", 213, 700, 19, 19),
            _at("餐饮美食", 251, 692, 80, 22),
        ]
    )
    assert texts[1] != "森裕太" and texts[4] != "山本鉱業有限会社"
    assert texts[6] == "餐饮美食"
    assert texts[0] == "森" and texts[5] == "餐"


def test_an_address_wrapped_after_its_comma_goes_on_beside_the_next_cards_figures() -> None:
    texts = _texts(
        [
            _at("Studio 20, Garry Mission,", 39, 521, 200),
            _at("(0121) 496 0541", 351, 519, 130),
            _at("Antonymouth, LD1N 5DR", 63, 542, 180),
            _at("94 Kieran Islands", 353, 542, 140),
        ]
    )
    assert "Antonymouth" not in texts[2] and "LD1N" not in texts[2]
