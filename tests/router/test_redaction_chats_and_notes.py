"""Chat headers, notes in a table's free-text column, addresses glued to other scripts.

A chat's sender heads each message with a time ("JamesKent 15:10", "网本学08:31"): the fill must
cover the whole name even where the OCR glued its words, and a Chinese or Japanese sender is a
name whether or not the OCR read its surname right. A spreadsheet's comment column holds notes in
small letters ("nouveau contact") that must not end the table, and an e-mail address may run
into Japanese text or carry a misread top-level domain.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor


def _box(text: str, x0: int, y0: int, x1: int, y1: int) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x1, y1), 0.97)


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> list[str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    return [line.text for line in redactor.redact(frame, lines, {}).lines]


def _drawn(text: str, x: int, y: int) -> tuple[np.ndarray, list[tuple[str, int, int]], int]:
    """``text`` drawn as one dark bar per glyph (a space a wider gap) on a white 1280×200 frame:
    the pixels, each glyph's extent, and the right edge."""
    pixels = np.full((200, 1280, 3), 255, np.uint8)
    glyphs = []
    for ch in text:
        if ch == " ":
            x += 9
            continue
        pixels[y : y + 20, x : x + 7] = 0
        glyphs.append((ch, x, x + 7))
        x += 9
    return pixels, glyphs, x


def test_a_glued_name_before_a_time_is_filled_whole(redactor: PresidioRedactor) -> None:
    # The pixels hold "James Kent 15:10" (two word spaces); the OCR read "JamesKent 15:10" (one).
    # A time's colon is no label's, so no space is put back after it: the fill must reach past
    # "Kent" and stop before the time.
    pixels, glyphs, right = _drawn("James Kent 15:10", 40, 100)
    pixels[40:60, 40:180] = 0  # the same sender, read with its space, on a message above
    frame = Frame.from_image(Image.fromarray(pixels))
    lines = [_box("James Kent 15:08", 38, 38, 200, 62), _box("JamesKent 15:10", 38, 98, right + 2, 122)]
    out = redactor.redact(frame, lines, {})
    assert out.lines[1].text == "<PERSON_1> 15:10"
    box = next(f.box for f in out.findings if f.box is not None and f.box.y0 >= 90)
    name, time = glyphs[: len("JamesKent")], glyphs[len("JamesKent") :]
    assert all(box.x0 <= g0 and g1 <= box.x1 for _, g0, g1 in name)
    assert all(g0 >= box.x1 for _, g0, _ in time)


CHAT = [
    _box("网本学", 43, 29, 109, 54),
    _box("网本学08:31", 55, 72, 138, 92),
    _box("您好，请问订单什么时候发货？", 55, 93, 400, 113),
    _box("林晃08:34", 376, 123, 448, 140),
    _box("网本学 08:34", 56, 173, 145, 190),
    _box("今天 09:30", 56, 250, 140, 270),
    _box("今天 10:15", 56, 300, 140, 320),
    _box("下午 3:30", 56, 350, 140, 370),
    _box("下午 4:30", 56, 400, 140, 420),
]


def test_a_chinese_or_japanese_sender_heading_two_messages_is_a_name(redactor: PresidioRedactor) -> None:
    # "岡本学" read "网本学": no surname of the list, but it heads two stamped messages and titles the
    # chat. Day words heading stamped lines ("今天", "下午") are no sender.
    out = _texts(redactor, CHAT)
    assert out[0] == "<PERSON_1>"
    assert out[1] == "<PERSON_1>08:31"
    assert out[4] == "<PERSON_1> 08:34"
    assert out[5:] == ["今天 09:30", "今天 10:15", "下午 3:30", "下午 4:30"]


def test_a_sender_seen_once_is_left_to_the_name_rules(redactor: PresidioRedactor) -> None:
    # One stamped line proves no sender: "资料更新08:31" may be a log's entry.
    out = _texts(redactor, [_box("资料更新08:31", 55, 72, 160, 92), _box("已保存", 55, 100, 110, 120)])
    assert out == ["资料更新08:31", "已保存"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("L1、osamu87@example.org飞寸。", "L1、<EMAIL_1>飞寸。"),  # Japanese glued after the address
        ("(erkan76@example.c0m,+49(0)2359 45790).", "(<EMAIL_1>,<PHONE_1>."),  # "com" read "c0m"
    ],
)
def test_an_email_glued_to_other_text_or_misread_is_found(redactor: PresidioRedactor, text: str, expected: str) -> None:
    assert _texts(redactor, [_box(text, 60, 200, 60 + 12 * len(text), 222)]) == [expected]


def test_a_sentence_ending_in_an_email_starts_no_signature_block(redactor: PresidioRedactor) -> None:
    # The lines over a sentence with an address in it are the mail's text, no recipient's name or
    # company ("二予約確定" is "ご予約確定" misread, a heading).
    lines = [
        _box("二予約確定", 31, 82, 355, 115),
        _box("山田様、ご予約ありがとうございます。", 27, 131, 663, 154),
        _box("予約確認をkanamatsuda@example.net送。", 27, 158, 625, 181),
    ]
    out = _texts(redactor, lines)
    assert out[0] == "二予約確定"
    assert out[1].endswith("、ご予約ありがとうございます。")
    assert "kanamatsuda" not in out[2]


@pytest.mark.parametrize("name", ["官建銘", "鞠杨", "朴红"])
def test_a_rarer_surname_makes_a_name(redactor: PresidioRedactor, name: str) -> None:
    # A message list's row: the sender once, with its time; and the same person in a sentence.
    lines = [_box(f"{name} 11:43", 40, 40, 140, 60), _box(f"明天与{name}吃饭", 40, 70, 200, 90)]
    assert _texts(redactor, lines) == ["<PERSON_1> 11:43", "明天与<PERSON_1>吃饭"]


# A French spreadsheet of clients: a comment column holds notes in small letters over two lines of
# a row ("nouveau contact" / "compta : Philippe Le"), between the rows' cells.
SHEET = [
    _box("Client", 59, 149, 107, 167),
    _box("Societe", 187, 148, 249, 168),
    _box("Tél.", 507, 148, 539, 167),
    _box("Commentaire", 1003, 150, 1106, 167),
    _box("Stéphane Leduc", 59, 174, 169, 191),
    _box("Perez", 186, 172, 230, 192),
    _box("0612345678", 507, 174, 600, 191),
    _box("nouveau contact", 1003, 194, 1117, 211),
    _box("Hugues Da Costa", 59, 227, 176, 244),
    _box("Delahaye", 187, 227, 255, 244),
    _box("0687654321", 507, 227, 600, 244),
    _box("relance envoyee le", 1003, 248, 1132, 265),
    _box("Benoit Dias", 58, 264, 137, 281),
    _box("Pichon", 188, 263, 237, 281),
    _box("0611223344", 507, 264, 600, 281),
    _box("ok - soldé", 1002, 288, 1074, 305),
]


def test_a_note_in_small_letters_in_a_free_column_does_not_end_the_table(redactor: PresidioRedactor) -> None:
    out = dict(zip([line.text for line in SHEET], _texts(redactor, SHEET), strict=True))
    assert out["Delahaye"].startswith("<ORG_") and out["Pichon"].startswith("<ORG_")
    assert out["Benoit Dias"].startswith("<PERSON_")
    assert out["nouveau contact"] == "nouveau contact" and out["ok - soldé"] == "ok - soldé"
    assert out["Commentaire"] == "Commentaire" and out["Societe"] == "Societe"


def test_a_capitalised_label_in_the_data_area_still_ends_the_table(redactor: PresidioRedactor) -> None:
    # A card grid's next row of labels, in capitals, starts another block: its words stay.
    lines = [
        _box("Client", 59, 149, 107, 167),
        _box("Commentaire", 400, 150, 503, 167),
        _box("Stéphane Leduc", 59, 174, 169, 191),
        _box("Adresse", 400, 200, 470, 217),
    ]
    out = _texts(redactor, lines)
    assert out[1] == "Commentaire" and out[3] == "Adresse"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Erstattung - 19:15", "Erstattung - 19:15"),  # a refund's time in a transaction list
        ("Erstattung - 75,41 €", "Erstattung - <AMOUNT_1>"),
    ],
)
def test_a_sums_word_before_a_time_binds_nothing(redactor: PresidioRedactor, text: str, expected: str) -> None:
    assert _texts(redactor, [_box(text, 516, 199, 516 + 9 * len(text), 221)]) == [expected]


# -- a bank statement's transactions, opened in place ----------------------------------------------

# A French statement: the payee column under a header of two labels ("Bénéficiaire / Émetteur"),
# each payee over its transaction's type (glued by the OCR: "Virementrecu"), and one transaction
# opened in place, its details as a form between the rows.
STATEMENT = [
    _box("Date", 34, 309, 74, 327),
    _box("Beneficiaire/ Emetteur", 154, 306, 330, 327),
    _box("Libelle", 403, 308, 455, 326),
    _box("Montant (EUR)", 998, 309, 1109, 326),
    _box("27/11/2026", 42, 340, 144, 358),
    _box("Navarro", 155, 340, 227, 358),
    _box("Virement salaire novembre", 392, 340, 616, 358),
    _box("+6 007,27", 1000, 340, 1090, 358),
    _box("Virementrecu", 156, 362, 268, 380),
    _box("25/11/2026", 34, 400, 115, 418),
    _box("Tessier", 155, 400, 218, 418),
    _box("Facture FA2026-1538", 403, 400, 545, 418),
    _box("+638,06", 1049, 400, 1109, 418),
    _box("Virementpermanent", 158, 425, 317, 442),
    _box("Nom :", 154, 446, 198, 464),
    _box("Tessier", 264, 446, 330, 464),
    _box("Motif :", 154, 467, 199, 485),
    _box("Facture FA2026-1538", 265, 467, 397, 485),
    _box("27/11/2026", 44, 505, 144, 523),
    _box("Dumont", 155, 505, 227, 523),
    _box("CB 7320 du 27/11/2026", 392, 505, 632, 523),
    _box("-49,57", 1033, 505, 1090, 523),
]


def test_a_statements_payees_are_found_under_two_labels_and_their_types_kept(redactor: PresidioRedactor) -> None:
    out = _texts(redactor, STATEMENT)
    texts = [line.text for line in STATEMENT]
    by = dict(zip(texts, out, strict=True))
    assert by["Navarro"].startswith("<") and by["Dumont"].startswith("<")
    assert out[texts.index("Tessier")].startswith("<")
    # The transaction's type under its payee (glued phrases of page words) is no name.
    assert by["Virementrecu"] == "Virementrecu" and by["Virementpermanent"] == "Virementpermanent"
    # The opened transaction's form: its label's value is the form's, and an invoice's number by
    # its year is no one's data; the table goes on under it.
    assert out[texts.index("Motif :") + 1] == "Facture FA2026-1538"
    assert by["Beneficiaire/ Emetteur"] == "Beneficiaire/ Emetteur"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ladeck ·Killerring 4 ·16590Niesky.", "<ORG_1> ·<ADDRESS_1>."),  # a letterhead's sender line
        ("Sporri&Co.·Mettlerstrasse1·8686Aigle", "<ORG_1>·<ADDRESS_1>"),
    ],
)
def test_a_senders_line_takes_the_postcode_and_town_after_its_dot(
    redactor: PresidioRedactor, text: str, expected: str
) -> None:
    assert _texts(redactor, [_box(text, 209, 150, 209 + 7 * len(text), 167)]) == [expected]


def test_a_misread_word_under_a_payee_is_its_transactions_type(redactor: PresidioRedactor) -> None:
    # A Japanese statement: "振込入金" (transfer received) read "振达入金" under each payee.
    lines = [
        _box("取引日", 33, 290, 90, 312),
        _box("相手先", 258, 290, 305, 312),
        _box("金额 (円)", 1013, 287, 1080, 313),
        _box("2026年12月1日", 33, 322, 128, 342),
        _box("小川晃", 258, 321, 308, 343),
        _box("+295,658", 1026, 322, 1087, 342),
        _box("振达入金", 258, 342, 312, 360),
        _box("2026年11月29日", 33, 419, 136, 439),
        _box("藤田電気有限会社", 257, 419, 368, 439),
        _box("+287,459", 1025, 417, 1087, 440),
        _box("振达入金", 257, 439, 311, 457),
    ]
    out = _texts(redactor, lines)
    assert out[4].startswith("<PERSON_") and out[8].startswith("<ORG_")
    assert out[6] == "振达入金" and out[10] == "振达入金"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("支出49,322", "支出<AMOUNT_1>"),  # a wallet's spending, yen without a sign
        ("受取 13,454", "受取 <AMOUNT_1>"),
        ("收入：8,600", "收入：<AMOUNT_1>"),
        ("支出 3件", "支出 3件"),  # a count is no sum
        ("入金 2026", "入金 2026"),
    ],
)
def test_a_grouped_figure_after_a_money_flows_word_is_a_sum(
    redactor: PresidioRedactor, text: str, expected: str
) -> None:
    assert _texts(redactor, [_box(text, 500, 410, 500 + 14 * len(text), 431)]) == [expected]


def test_a_phone_glued_to_a_word_is_found(redactor: PresidioRedactor) -> None:
    # The OCR ran a chat's last word into the number that followed it.
    assert _texts(redactor, [_box("text882-443-7138x1586", 500, 410, 800, 431)]) == ["text<PHONE_1>"]


@pytest.mark.parametrize(
    ("label", "value"),
    [("Expected salary", "9,990,000"), ("希望年収", "650万円"), ("Gehaltswunsch", "72.000")],
)
def test_a_salary_label_binds_its_value(redactor: PresidioRedactor, label: str, value: str) -> None:
    lines = [_box(label, 100, 300, 100 + 14 * len(label), 321), _box(value, 400, 300, 400 + 14 * len(value), 321)]
    assert _texts(redactor, lines) == [label, "<AMOUNT_1>"]


def test_a_figure_beside_a_tables_headers_is_no_header(redactor: PresidioRedactor) -> None:
    # A panel's phone stands at the height of a table's headers, rows below: it is the panel's
    # value, not one more column's header.
    lines = [
        _box("Date", 100, 200, 160, 221),
        _box("Item", 300, 200, 360, 221),
        _box("Qty", 500, 200, 550, 221),
        _box("0115 496 0026", 900, 200, 1070, 221),
    ]
    for row in range(3):
        y = 240 + 40 * row
        lines += [
            _box(f"2026-03-1{row}", 100, y, 230, y + 21),
            _box(["Paper", "Ink", "Toner"][row], 300, y, 380, y + 21),
            _box(str(row + 2), 500, y, 515, y + 21),
        ]
    assert "0115 496 0026" not in _texts(redactor, lines)
