"""Pages whose label words the lexicon lacks: what the redactor still tells by shape and geometry.

Tables with headers of any wording, labels repeated across cards, sums without a currency, dates of
birth without a birth label — each with the real lexicon, layout and recognizers.
"""

from __future__ import annotations

from datetime import date

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.recognizers import AmountRecognizer, EarlyDateRecognizer, TwIdRecognizer
from screenroute.router.redaction.recognizers.tw_id_recognizer import tw_id_checks


def _at(text: str, x: int, y: int, w: int | None = None, h: int = 20) -> OcrLine:
    return OcrLine(text, Box(x, y, x + (w if w is not None else 9 * len(text)), y + h), 0.97)


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> list[str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    return [line.text for line in redactor.redact(frame, lines, {}).lines]


# -- dates of birth by their age -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("DOB07/03/1999", "07/03/1999"),
        ("05.09.1961", "05.09.1961"),
        ("1947/06/30", "1947/06/30"),
        ("1980年3月12日", "1980年3月12日"),
        ("12. März 1980", "12. März 1980"),
        ("12 de marzo de 1980", "12 de marzo de 1980"),
        ("March 12, 1980", "March 12, 1980"),
        ("Gelistet seit 17.06.2016", None),  # recent: a listing's date
        ("Order 12.03.2026", None),
        ("Fr. 1961.00", None),  # a sum, no date
    ],
)
def test_a_full_date_too_far_back_for_an_order_is_a_date_of_birth(text: str, found: str | None) -> None:
    recognizer = EarlyDateRecognizer(today=date(2026, 12, 2))
    spans = [text[r.start : r.end] for r in recognizer.analyze(text, ["DATE_OF_BIRTH"])]
    assert spans == ([found] if found else [])


def test_the_age_limit_moves_with_today() -> None:
    text = "Joined 01.02.2009"
    assert EarlyDateRecognizer(today=date(2026, 1, 1)).analyze(text, ["DATE_OF_BIRTH"])
    assert not EarlyDateRecognizer(today=date(2024, 1, 1)).analyze(text, ["DATE_OF_BIRTH"])


# -- Taiwanese IDs by their check digit ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("身分證字號 A123456789", ["A123456789"]),
        ("ID:F131104093", ["F131104093"]),
        ("A123456788", []),  # the check digit fails: a reference, no ID
        ("SKU XA123456789", []),  # inside a longer code
        ("A1234567890", []),
    ],
)
def test_a_taiwanese_id_is_found_by_its_check_digit(text: str, found: list[str]) -> None:
    spans = [text[r.start : r.end] for r in TwIdRecognizer().analyze(text, ["ID_NUMBER"])]
    assert spans == found


def test_the_taiwanese_check_digit_weighs_the_letters_code() -> None:
    # The letter's code counts: the same digits under another letter fail.
    assert tw_id_checks("A123456789") and not tw_id_checks("B123456789")
    assert not tw_id_checks("a12345678") and not tw_id_checks("1123456789")


# -- sums without a currency -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Milch 1L 3,29", ["3,29"]),  # a receipt's item price
        ("2 x 9.38", ["9.38"]),
        ("3,29 A", ["3,29"]),  # a VAT class after the price
        ("0.25 g", []),  # measures keep their unit
        ("12.50 %", []),
        ("14.30 Uhr", []),
        ("v2.10", []),
        ("Mo. 12.11.", []),  # a German day and month
        ("12.03.2026", []),
        ("Umsatz 2026 EUR 31.770,99", [" EUR 31.770,99"]),  # a code before a figure is that figure's
        ("1.234,56 EUR", ["1.234,56 EUR"]),
    ],
)
def test_a_figure_with_cents_is_a_sum_unless_it_measures(text: str, found: list[str]) -> None:
    recognizer = AmountRecognizer()
    assert [text[r.start : r.end] for r in recognizer.analyze(text, ["AMOUNT"])] == found


# -- tables whose headers the lexicon lacks ---------------------------------------------------------

_SUPPLIERS = [
    ("Lieferantenname", "Zuständig", "MWST-Nr.", "Einkaufsvolumen", "Gelistet seit"),
    ("Luscher Schafer GmbH", "Arlette Zimmermann", "CHE-652.243.498 MWST", "Fr. 19'286.78", "03.11.2023"),
    ("Zehnder Lustenberger & Partner", "Renee Stauffer", "CHE-106.489.984 MWST", "Fr. 61'284.62", "21.08.2021"),
    ("Leunberger AG", "Leyla Schuler", "CHE-906.964.638 MWST", "Fr. 68'276.61", "19.05.2019"),
]
_COLUMNS = (38, 380, 700, 1000, 1130)


def _table(rows: list[tuple[str, ...]]) -> list[OcrLine]:
    return [
        _at(text, x, 130 + 48 * r, w=min(9 * len(text), 240))
        for r, row in enumerate(rows)
        for x, text in zip(_COLUMNS, row, strict=True)
    ]


def test_a_table_is_told_by_its_columns_whatever_its_headers_say(redactor: PresidioRedactor) -> None:
    lines = _table(_SUPPLIERS)
    texts = _texts(redactor, lines)
    assert texts[:5] == list(_SUPPLIERS[0]), texts  # the headers stay
    # Every company of the first column goes, the one no pattern reads among them too.
    assert all(texts[5 * r].startswith("<ORG_") for r in (1, 2, 3)), texts
    assert all(texts[5 * r + 3].startswith("<AMOUNT_") for r in (1, 2, 3)), texts
    assert all(texts[5 * r + 4] == _SUPPLIERS[r][4] for r in (1, 2, 3)), texts  # recent dates stay


def test_cards_side_by_side_are_no_table(redactor: PresidioRedactor) -> None:
    # Each row across holds one kind (the cards' titles, their e-mail addresses): no header row,
    # so the titles are not protected as headers and the names among them go.
    cards = [
        ("Anna Lindqvist", "Bernd Kowalczyk", "Chiara Esposito"),
        ("Buyer", "Controller", "Office manager"),
        ("anna.l@example.org", "b.kowalczyk@example.com", "chiara@example.net"),
        ("+49 30 1234567", "+49 89 7654321", "+49 40 1112223"),
    ]
    lines = [_at(text, 40 + 400 * c, 120 + 30 * r) for r, row in enumerate(cards) for c, text in enumerate(row)]
    texts = _texts(redactor, lines)
    assert all(t.startswith("<PERSON_") for t in texts[:3]), texts
    assert texts[3:6] == ["Buyer", "Controller", "Office manager"], texts


# -- cards and receipts ------------------------------------------------------------------------------


def test_a_role_at_a_company_under_a_name_names_the_company(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Sophie Schenk", 155, 166, w=140),
        _at("Einkäufer/in bei Trubin", 148, 192, w=154),
        _at("Favorit", 199, 221, w=52),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[1].startswith("Einkäufer/in bei <ORG_"), texts
    assert texts[2] == "Favorit", texts


def test_a_legal_form_the_ocr_glued_stays_one_word() -> None:
    from screenroute.router.redaction.deglue import space_glued

    spaced = space_glued("Controller/in,WielochScheibeGmbH")
    assert spaced is not None and spaced.text == "Controller/in, Wieloch Scheibe GmbH"


def test_an_address_wrapped_after_an_icon_is_found_on_both_lines(redactor: PresidioRedactor) -> None:
    # The icon before the first line is boxed with it but not read: the wrapped line hangs under
    # the text, further right.
    lines = [
        _at("+447700900123", 351, 188, w=121, h=17),
        _at("Studio 62, Mandy Walk, O'Neillview,", 352, 210, w=258, h=17),
        _at("G14 2BT", 372, 229, w=61, h=17),
        _at("Added 30/09/2023", 350, 253, w=110, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<ADDRESS_") and texts[2].startswith("<ADDRESS_"), texts
    assert texts[3] == "Added 30/09/2023", texts


def test_a_receipts_column_of_prices_goes_with_its_totals(redactor: PresidioRedactor) -> None:
    # Yen prices have no cents: the column right-aligned over two totals is a column of sums, up
    # to its top, over the rule before the totals; the quantity and unit price line's price too.
    names = ["食パン6枚切", "天然水2L", "緑茶500ml", "卵10個"]
    lines = []
    for n, (name, price) in enumerate(zip(names, ["140", "832", "103", "516"], strict=True)):
        lines.append(_at(name, 458, 255 + 34 * n, w=80, h=19))
        lines.append(_at(price, 809 - 9 * len(price), 255 + 34 * n, w=9 * len(price), h=19))
    lines.append(_at("4点×208", 473, 290, w=71, h=19))
    lines += [_at("合計", 458, 404, w=38, h=24), _at("JPY 2,152", 719, 404, w=90, h=20)]
    lines += [_at("（内消費税等10%）", 463, 425, w=92, h=19), _at("JPY 196", 759, 425, w=50, h=19)]
    texts = _texts(redactor, lines)
    prices = [texts[2 * n + 1] for n in range(4)]
    assert all(t.startswith("<AMOUNT_") for t in prices), texts
    assert texts[8].startswith("4点×<AMOUNT_"), texts
    assert [texts[2 * n] for n in range(4)] == names, texts


def test_a_monospace_figure_read_with_a_space_after_its_comma_is_a_sum() -> None:
    recognizer = AmountRecognizer()
    assert [r.start for r in recognizer.analyze("3, 11", ["AMOUNT"])] == [0]
    assert recognizer.analyze("pages 3, 11 and 12", ["AMOUNT"]) == []


def test_a_table_whose_records_take_two_rows_and_whose_first_header_is_an_arrow(redactor: PresidioRedactor) -> None:
    # The first column's header read as its sort arrow only; each record's e-mail under its name.
    lines = [
        _at("↓", 83, 125, w=71, h=21),
        _at("TEL番号", 466, 125, w=58, h=21),
        _at("証番号", 697, 125, w=106, h=21),
        _at("給与振込口座", 937, 124, w=86, h=22),
        _at("在籍", 1104, 124, w=35, h=23),
    ]
    records = [
        ("渡辺知美", "080-8335-3780", "9727 5184 6247", "5203160", "休職中", "haruka40@example.org"),
        ("森洋介", "070-4999-8419", "6187 3176 9334", "7734214", "契約社員", "mikiokada@example.net"),
        ("高橋美加子", "080-4749-6187", "7861 1617 8128", "8920960", "在籍", "kaito@example.com"),
    ]
    for n, (name, tel, number, account, status, mail) in enumerate(records):
        y = 163 + 54 * n
        lines += [
            _at(name, 82, y, w=72, h=21),
            _at(tel, 467, y, w=121, h=21),
            _at(number, 697, y, w=129, h=21),
            _at(account, 939, y, w=73, h=21),
            _at(status, 1115, y, w=46, h=21),
            _at(mail, 81, y + 21, w=170, h=21),
        ]
    texts = _texts(redactor, lines)
    accounts = [texts[5 + 6 * n + 3] for n in range(3)]
    assert all(t.startswith("<") for t in accounts), texts  # seven digits under an account's header
    assert [texts[5 + 6 * n + 4] for n in range(3)] == [r[4] for r in records], texts  # statuses stay


def test_a_cards_label_with_a_year_keeps_its_year_and_a_speaker_repeated_is_redacted(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Umsatz 2026 EUR 31.770,99", 40, 200),
        _at("Umsatz 2026 EUR 59.546,07", 440, 200),
        _at("Dipl.-Ing.Karlfried Staude 08:32", 40, 300),
        _at("Dipl.-Ing.Karlfried Staude 08:35", 40, 340),
        _at("Dipl.-Ing.Karlfried Staude 08:39", 40, 380),
    ]
    texts = _texts(redactor, lines)
    assert all(t.startswith("Umsatz 2026 <AMOUNT_") for t in texts[:2]), texts
    assert all("Staude" not in t and "Karlfried" not in t for t in texts[2:]), texts
