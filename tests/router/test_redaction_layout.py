"""Labels the lexicon lacks, wrapped and missing headers, postal blocks, names in running text.

Each case is an OCR read seen on the redaction corpus' pages (or its general form), run through
the real lexicon, layout and Presidio recognizers.
"""

from __future__ import annotations

import numpy as np
import pytest

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor, default_analyzer
from screenroute.router.redaction.layout import shape_type
from screenroute.router.redaction.lexicon import Lexicon, default_lexicon


def _at(text: str, x: int, y: int, w: int | None = None, h: int = 20) -> OcrLine:
    return OcrLine(text, Box(x, y, x + (w if w is not None else 9 * len(text)), y + h), 0.97)


def _blank(width: int = 1000, height: int = 700) -> Frame:
    return Frame.from_image(
        __import__("PIL.Image", fromlist=["Image"]).fromarray(np.full((height, width, 3), 255, np.uint8))
    )


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> list[str]:
    return [line.text for line in redactor.redact(_blank(), lines, {}).lines]


# -- the lexicon: slips, compounds, unknown labels -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "header", "role", "entity_type", "how"),
    [
        ("Cumpleanios:", False, "label", "DATE_OF_BIRTH", "slip"),  # Cumpleaños, the ñ read "ni"
        ("证生日：", False, "label", "DATE_OF_BIRTH", "slip"),  # 誕生日, one character misread
        ("客名", True, "label", "PERSON", "slip"),  # 顧客名 with its first character lost, in a header row
        ("Dirección postal", False, "label", "ADDRESS", "compound"),  # head first, a lower-case modifier
        ("Residential address", False, "label", "ADDRESS", "compound"),  # head last
        ("Wohnanschrift", False, "label", "ADDRESS", "compound"),  # a German compound word
        ("委托單位：", False, "label", "ORGANIZATION", "compound"),  # a CJK modifier before a head
        ("Base imponible:", False, "label", "AMOUNT", "exact"),
        ("Kontaktart:", False, "label", None, "unknown"),  # not in the lexicon, but a label by its place
    ],
)
def test_labels_the_lexicon_lacks_are_labels_in_a_labels_place(
    text: str, header: bool, role: str, entity_type: str | None, how: str
) -> None:
    match = default_lexicon().classify(text, header=header)
    assert match is not None
    assert (match.role, match.entity_type, match.how) == (role, entity_type, how)
    assert match.binds_value


@pytest.mark.parametrize(
    "text",
    [
        "Anne-Rose Rose",  # a name
        "Karl Preis",  # a name ending in a label word ("Preis")
        "Lake Nancy, MS 85357",  # an address line
        "客名",  # two characters are a label only in a header row
        "华为公司",  # a short company name ends like a label; only a colon or a header row says "label"
        "Call before shipping",  # a sentence ending in a label word
    ],
)
def test_values_and_sentences_do_not_become_labels(text: str) -> None:
    assert default_lexicon().classify(text) is None


def test_a_heading_on_a_neutral_word_protects_itself_and_binds_nothing() -> None:
    match = default_lexicon().classify("Tienda de la esquina")
    assert match is not None and match.role == "neutral" and not match.binds_value


def test_slips_are_not_guessed_when_the_candidates_disagree(tmp_path: pytest.TempPathFactory) -> None:
    lexicon_file = tmp_path / "lexicon.yaml"  # type: ignore[operator]
    lexicon_file.write_text(
        "schema: screenroute/redaction-lexicon/v1\n"
        "labels: {PERSON: {en: [holder]}, AMOUNT: {en: [folder]}}\nneutral: {}\nbuttons: {}\n"
    )
    lexicon = Lexicon.load(lexicon_file)
    # "xolder" is one edit from both words, which bind different types: it is an unknown label.
    match = lexicon.classify("xolder:")
    assert match is not None and match.how == "unknown" and match.entity_type is None


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        ("11/08/2004", "DATE"),
        ("1964年12月31日", "DATE"),
        ("26.473,41", "AMOUNT"),
        ("CHF 1'234.50", "AMOUNT"),
        ("#27429", "NOT_PERSONAL"),  # an order reference
        ("27.5 kg", "NOT_PERSONAL"),  # a measurement
        ("Visa ·••· 3040", "NOT_PERSONAL"),  # a card masked down to its last digits
        ("123456789", "ID_NUMBER"),
        ("Roskoth auch Schlauchin GmbH & Co. OHG", "ORGANIZATION"),
        ("泰麒麟科技有限公司", "ORGANIZATION"),
        ("Anthony Boyd", "PERSON"),
        ("x@example.org", "EMAIL_ADDRESS"),
        ("Express", "VALUE"),
    ],
)
def test_a_value_without_a_typed_label_is_typed_by_its_shape(value: str, kind: str) -> None:
    assert shape_type(value) == kind


# -- the layout ------------------------------------------------------------------------------------


def test_the_value_of_an_unknown_or_misread_label_is_redacted(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Cumpleanios:", 40, 40),
        _at("11/08/2004", 40, 64),
        _at("Base imponible:26.473,41", 40, 120),
        _at("Status: Pending", 40, 160),
    ]
    assert _texts(redactor, lines) == ["Cumpleanios:", "<DOB_1>", "Base imponible:<AMOUNT_1>", "Status: Pending"]


def test_an_unknown_colon_label_is_not_the_value_of_the_label_left_of_it(redactor: PresidioRedactor) -> None:
    # A stacked form of two columns: "公司名：" is no lexicon word and sits on the row of "聯絡人：".
    lines = [
        _at("聯絡人：", 40, 40),
        _at("公司名：", 500, 40),
        _at("楊國榮", 40, 66),
        _at("台灣五星電子有限公司", 500, 66),
    ]
    assert _texts(redactor, lines) == ["聯絡人：", "公司名：", "<PERSON_1>", "<ORG_1>"]


def test_a_wrapped_header_is_one_header_and_its_column_is_not_the_next_ones(redactor: PresidioRedactor) -> None:
    # "Order No" wrapped over two lines half a row above and below the other headers: the order
    # numbers under it are not names, although "Customer" is the first header of the row.
    lines = [
        _at("Order", 40, 30, h=24),
        _at("No", 40, 56, h=24),
        _at("Customer", 160, 44, h=24),
        _at("Amount", 420, 44, h=24),
        _at("Status", 600, 44, h=24),
        _at("#16596", 40, 110, h=24),
        _at("Tina Peterson", 160, 110, h=24),
        _at("$44,515.20", 420, 110, h=24),
        _at("Pending", 600, 110, h=24),
    ]
    assert _texts(redactor, lines)[5:] == ["#16596", "<PERSON_1>", "<AMOUNT_1>", "Pending"]


def test_a_misread_header_still_types_its_column(redactor: PresidioRedactor) -> None:
    lines = [
        _at("注文番号", 40, 40),
        _at("客名", 160, 40),  # 顧客名, its first character lost
        _at("金額", 400, 40),
        _at("#18959", 40, 80),
        _at("近藤千代", 160, 80),
        _at("￥62,809", 400, 80),
    ]
    assert _texts(redactor, lines)[3:] == ["#18959", "<PERSON_1>", "<AMOUNT_1>"]


def test_cells_under_no_header_form_a_column_typed_by_its_cells(redactor: PresidioRedactor) -> None:
    # The first two headers were not read: the names are a column of their own, the order
    # numbers stay, and neither is taken for the e-mail column right of them.
    lines = [
        _at("電子郵件", 300, 40),
        _at("電話", 600, 40),
        _at("#49012", 40, 80),
        _at("林有辰", 160, 80),
        _at("linli-hua@example.org", 300, 80),
        _at("0963160622", 600, 80),
        _at("#11781", 40, 120),
        _at("陳淑華", 160, 120),
        _at("kaoya-ting@example.net", 300, 120),
        _at("(05) 23740725", 600, 120),
    ]
    texts = _texts(redactor, lines)
    assert texts[2] == "#49012" and texts[6] == "#11781"
    assert texts[3] == "<PERSON_1>" and texts[7] == "<PERSON_2>"


def test_a_postal_block_under_a_heading_the_lexicon_lacks(redactor: PresidioRedactor) -> None:
    # Name, company, street, town under a heading no lexicon has: the street is an address by
    # its shape, the town goes with it, and the company and the name above it are the recipient.
    lines = [
        _at("Empfangsstelle", 40, 40),
        _at("Anne-Rose Rose", 40, 66),
        _at("Roskoth auch Schlauchin GmbH & Co. OHG", 40, 92),
        _at("Hornichallee 88", 40, 118),
        _at("53639 Lich", 40, 144),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Empfangsstelle"
    assert texts[1:] == ["<PERSON_1>", "<ORG_1>", "<ADDRESS_1>", "<ADDRESS_2>"]


def test_names_in_running_text_next_to_a_person_word(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Refund approved by Anthony Boyd", 40, 40),
        _at("Rückruf bei Frau Schmidt wegen der Lieferung", 40, 80),
        _at("退款已由林建国审批", 40, 120),
        _at("鈴木京助様よりご注文", 40, 160),
        _at("Open the Phone settings for the Customer", 40, 200),
    ]
    texts = _texts(redactor, lines)
    assert "Anthony" not in texts[0] and "Boyd" not in texts[0] and texts[0].startswith("Refund approved by <PERSON_")
    assert "Schmidt" not in texts[1] and texts[1].endswith("wegen der Lieferung")
    assert "林建国" not in texts[2] and texts[2].startswith("退款已由<PERSON_")
    assert "鈴木" not in texts[3] and texts[3].endswith("様よりご注文")
    assert texts[4] == "Open the Phone settings for the Customer"


def test_a_button_read_in_part_is_not_the_rest_of_an_address(redactor: PresidioRedactor) -> None:
    # A card: "地址" over its value, then the card's buttons "檢視" and "編輯", read as "視" and "辑".
    lines = [
        _at("地址", 40, 40),
        _at("848永和大勇路2號9楼", 40, 66),
        _at("視", 60, 110, h=26),
        _at("辑", 150, 110, h=26),
    ]
    assert _texts(redactor, lines) == ["地址", "<ADDRESS_1>", "視", "辑"]


def test_a_glued_label_and_value_are_told_apart_in_the_pixels(redactor: PresidioRedactor) -> None:
    # The OCR read "Sous-total:-9288,36" without the spaces the pixels have. Draw one dark bar
    # per glyph (a space as a wider gap): the fill must cover every glyph of the value and no
    # more than the colon of the label.
    text = "Sous-total : -9 288,36"
    pixels = np.full((60, 400, 3), 255, np.uint8)
    x, glyphs = 20, []
    for ch in text:
        if ch == " ":
            x += 6
            continue
        pixels[20:40, x : x + 6] = 0
        glyphs.append((ch, x, x + 6))
        x += 8
    frame = Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).fromarray(pixels))
    line = OcrLine("Sous-total:-9288,36", Box(18, 18, x + 2, 42), 0.98)
    out = redactor.redact(frame, [line], {})
    assert out.lines[0].text == "Sous-total:<AMOUNT_1>"
    (box,) = [f.box for f in out.findings if f.box is not None]
    value = glyphs[len("Sous-total:") :]
    label = glyphs[: len("Sous-total")]
    assert all(box.x0 <= g0 and g1 <= box.x1 for _, g0, g1 in value)
    assert all(g1 <= box.x0 for _, _, g1 in label)


def test_a_glued_colon_whose_space_the_pixels_keep_is_the_values_edge(redactor: PresidioRedactor) -> None:
    # "Name: Prof. Endrit Fluckiger" read without the space after the colon, in a font whose
    # capitals are wide: the glyphs are too few to count one by one, but the word spaces are
    # one more than the text has, the colon's. The fill starts after that space.
    text = "Name: Prof. Endrit Fluckiger"
    widths = {"N": 14, "m": 14, "P": 12, "E": 12, "F": 12, "i": 3, "r": 5, "t": 5, ".": 3, ":": 3}
    pixels = np.full((60, 520, 3), 255, np.uint8)
    x, glyphs = 20, []
    for ch in text:
        if ch == " ":
            x += 8
            continue
        w = widths.get(ch, 8)
        pixels[20:40, x : x + w] = 0
        pixels[20:40, x + w // 2] = 255 if w > 10 else 0  # a wide glyph reads as two blobs
        glyphs.append((ch, x, x + w))
        x += w + 1
    frame = Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).fromarray(pixels))
    line = OcrLine("Name:Prof. Endrit Fluckiger", Box(18, 18, x + 2, 42), 0.98)
    out = redactor.redact(frame, [line], {})
    assert out.lines[0].text == "Name:<PERSON_1>"
    (box,) = [f.box for f in out.findings if f.box is not None]
    assert all(g1 <= box.x0 for _, _, g1 in glyphs[: len("Name:")])
    assert all(box.x0 <= g0 and g1 <= box.x1 for _, g0, g1 in glyphs[len("Name:") :])


def test_task_value_descriptions_in_extra_texts_share_the_screens_placeholders(redactor: PresidioRedactor) -> None:
    lines = [_at("Kunde:", 40, 40), _at("Jörg Ehlert", 200, 40)]
    out = redactor.redact(
        _blank(),
        lines,
        {"value_customer": "Kundenname aus dem Formular: Jörg Ehlert", "value_field": "Kundenname (Pflichtfeld)"},
    )
    assert out.lines[1].text == "<PERSON_1>"
    assert out.texts["value_customer"] == "Kundenname aus dem Formular: <PERSON_1>"
    assert out.texts["value_field"] == "Kundenname (Pflichtfeld)"


def test_a_known_name_is_found_again_through_ocr_slips_and_script_variants(redactor: PresidioRedactor) -> None:
    # On screen the OCR read "Ing." as "lng." and the Japanese 斉 as the Chinese 齐; the goal
    # spells both right: the names are still the ones the screen showed.
    lines = [_at("Kunde:", 40, 40), _at("Dipl.-lng. Kathy Langern B.Eng.", 200, 40), _at("氏名：齐藤里佳", 40, 80)]
    out = redactor.redact(_blank(), lines, {"goal": "Update the record of Dipl.-Ing. Kathy Langern and 斉藤 里佳"})
    goal = out.texts["goal"]
    assert "Kathy" not in goal and "Langern" not in goal and "斉藤" not in goal and "里佳" not in goal
    assert goal.startswith("Update the record of <PERSON_")


def test_a_message_after_an_unknown_label_is_kept_a_name_is_not(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Fehler: Pflichtfeld fehlt", 40, 40),
        _at("Error: invalid password", 40, 80),
        _at("Vermittelt: Ehlert", 40, 120),
    ]
    assert _texts(redactor, lines) == ["Fehler: Pflichtfeld fehlt", "Error: invalid password", "Vermittelt: <VALUE_1>"]


def test_a_dialog_over_a_table_stays_readable_and_the_cells_under_it_stay_redacted(
    redactor: PresidioRedactor,
) -> None:
    """An in-app dialog floats over an order table: its title and buttons are no cells of the
    columns they happen to cover, while a cell the dialog cuts short is still redacted."""
    lines = [
        _at("CUSTOMER", 60, 100),
        _at("EMAIL", 260, 100),
        _at("PHONE", 480, 100),
        _at("TOTAL", 700, 100),
        _at("Laura Atkins", 60, 140),
        _at("powelldakot", 260, 140),  # the rest of the address is under the dialog
        _at("A new version is available", 250, 180, w=300),
        _at("+1 (277) 385-6541", 480, 220),
        _at("Reload now", 480, 260),
        _at("Later", 700, 260, w=50),
        _at("Tracy Myers", 60, 300),
        _at("coreybarker@gmail.com", 260, 300),
        _at("388.70", 700, 300),
    ]
    out = _texts(redactor, lines)
    for kept in ("A new version is available", "Reload now", "Later"):
        assert kept in out, out
    for value in ("Laura Atkins", "powelldakot", "+1 (277) 385-6541", "Tracy Myers", "coreybarker@gmail.com", "388.70"):
        assert value not in out, (value, out)


# -- OCR glue, section titles, rates, British blocks ----------------------------------------------


def test_names_in_ocr_glued_running_text(redactor: PresidioRedactor) -> None:
    # PP-OCR drops the spaces between Latin words of one line; the names are found all the same
    # and the placeholder covers them as read.
    lines = [
        _at("10/25/2026RefundapprovedbyAnthonyBoyd", 40, 40),
        _at("09.08.2026Bestellung erfasstvonGiadaFrey", 40, 80),
        _at("17/05/2026 Commande passéepar Guillaume Lesage", 40, 120),
        _at("09/01/2026Spoke toBradley Oliver about the delivery", 40, 160),
        _at("10/02/2026 Address changed at the request of Jeremiah Fleming", 40, 200),
        _at("2026年9月7日徐美玲已下單", 40, 240),
        # Glued whole, and the ó of "petición" read as a digit: a letter, not a word's end.
        _at("18/02/2026Direccioncambiadaapetici6ndeArieldeRobledo", 40, 280),
    ]
    texts = _texts(redactor, lines)
    names = ["Anthony", "Giada", "Guillaume", "Bradley", "Jeremiah", "徐美玲", "Robledo"]
    for text, name in zip(texts, names, strict=True):
        assert name not in text and "<PERSON_" in text, text
    assert texts[0].startswith("10/25/2026Refundapprovedby<PERSON_")
    assert texts[3].endswith(" about the delivery")


def test_glued_text_without_a_name_is_left_alone(redactor: PresidioRedactor) -> None:
    lines = [_at("Standby Mode", 40, 40), _at("Open the iPhone settings", 40, 80), _at("2026Q3 Report", 40, 120)]
    assert _texts(redactor, lines) == ["Standby Mode", "Open the iPhone settings", "2026Q3 Report"]


def test_section_titles_side_by_side_head_cards_not_a_table(redactor: PresidioRedactor) -> None:
    # "Customer details" and "Invoice address" share a row like a table's headers; nothing under
    # the address title fits a table cell, so it heads a card and binds the block below it.
    lines = [
        _at("Customer details", 40, 40),
        _at("Invoice address", 400, 40),
        _at("Name: Angela Gilbert-West", 40, 70),
        _at("Studio 57", 400, 70),
        _at("Annette Stream", 400, 94),
        _at("Grahamville", 400, 118),
        _at("N0K 4LT", 400, 142),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["Customer details", "Invoice address"]
    assert texts[2].startswith("Name: <PERSON_")
    assert all(text.startswith("<ADDRESS_") for text in texts[3:]), texts


@pytest.mark.parametrize("label", ["TVA 20 %", "IVA 21%", "MwSt. 19 %", "消費税（10%）"])
def test_a_tax_label_with_its_rate_stays_a_label_and_types_its_value(redactor: PresidioRedactor, label: str) -> None:
    table = _texts(redactor, [_at(label, 40, 40), _at("1 247,49", 300, 40)])
    assert table == [label, "<AMOUNT_1>"]
    inline = _texts(redactor, [_at(f"{label.replace(' ', '')}:46592,95", 40, 40)])
    assert inline[0].endswith(":<AMOUNT_2>") and "46592" not in inline[0]


def test_a_british_postal_block_runs_down_to_its_postcode(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Guy Johnson", 69, 139, h=29),
        _at("Flat 8", 69, 199, h=25),
        _at("Jarvis Rest", 68, 229, h=24),
        _at("Georgeland", 70, 257, h=27),
        _at("S3E 3LE", 68, 284, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_")
    assert all(text.startswith("<ADDRESS_") for text in texts[1:]), texts


def test_a_glued_postcode_line_goes_with_the_street_above() -> None:
    from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE

    for line in ("9708Langenthal", "08322 Pößneck", "B88RX", "TQ96 0GR", "N0K 4LT", "Girona,12488"):
        assert POSTAL_LINE.match(line), line
    assert not POSTAL_LINE.match("Order #98075 Pending")


def test_a_town_ending_in_a_label_word_is_no_label() -> None:
    lexicon = default_lexicon()
    assert lexicon.classify("Scottville") is None  # French "ville" after a name: a town
    wohn = lexicon.classify("Wohnanschrift")  # German glues its compounds
    assert wohn is not None and wohn.entity_type == "ADDRESS"
    glued = lexicon.classify("Shippingaddress")  # OCR glue of two lexicon words
    assert glued is not None and glued.entity_type == "ADDRESS"


def test_a_swiss_social_insurance_number_is_an_identifier(redactor: PresidioRedactor) -> None:
    assert _texts(redactor, [_at("756.0359.1847.29", 40, 40)])[0].startswith("<ID_")


def test_a_name_cell_read_with_a_lower_case_initial_or_wrapped_at_its_particle(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Client", 40, 40),
        _at("E-mail", 300, 40),
        _at("olivierPerrier", 40, 80),
        _at("o.perrier@example.net", 300, 80),
        _at("Antoine", 40, 120),
        _at("de Leclerc", 40, 142),
        _at("leclerc@example.fr", 300, 120),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["Client", "E-mail"]
    assert all(texts[k].startswith("<PERSON_") for k in (2, 4, 5)), texts


def test_a_company_line_joined_by_auch_is_one_company(redactor: PresidioRedactor) -> None:
    assert _texts(redactor, [_at("Roskoth auch Schlauchin GmbH & Co. OHG", 40, 40)]) == ["<ORG_1>"]


def test_dates_measurements_and_references_after_labels_are_kept(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Customer since: 11/17/2026", 40, 40),
        _at("Issued: 04/23/2026", 40, 80),
        _at("Weight: 27.5 kg", 40, 120),
        _at("Invoice number: #14947", 40, 160),
        _at("Payment: Visa ·..· 3040", 40, 200),
        _at("Date of birth: 12/17/1968", 40, 240),
        _at("Geburtsdatum: 17.12.1968", 40, 280),
    ]
    texts = _texts(redactor, lines)
    assert texts[:5] == [line.text for line in lines[:5]]
    assert texts[5].startswith("Date of birth: <") and texts[6].startswith("Geburtsdatum: <")


def test_a_heading_in_capitals_binds_the_block_under_it_not_the_far_end_of_its_row(
    redactor: PresidioRedactor,
) -> None:
    # A parcel label: "EXPEDITEUR" heads the sender's block; "Express" at the other end of the
    # row is the service, not the sender.
    lines = [
        _at("EXPEDITEUR", 45, 71, w=95, h=22),
        _at("Express", 569, 77, w=103, h=29),
        _at("Alice Chartier", 45, 92, w=95),
        _at("Aubert", 46, 114, w=51, h=17),
        _at("Poids : 2.8 kg", 566, 104, w=104, h=27),
    ]
    assert _texts(redactor, lines) == ["EXPEDITEUR", "Express", "<PERSON_1>", "<PERSON_2>", "Poids : 2.8 kg"]


def test_a_postal_block_with_tight_line_spacing_is_followed_line_by_line(redactor: PresidioRedactor) -> None:
    # Small type, tight leading: two lines lie within reach above the street and two below it.
    # The block is followed from the nearest line to the next, up to the name and down to the
    # postcode; a company the recognizer named ("X, Y and Z") is a block line too.
    lines = [
        _at("RETURN ADDRESS", 46, 74, w=132, h=16),
        _at("Tina Wheeler", 46, 94, w=91, h=17),
        _at("Sanders, Bailey and Higgins", 45, 112, w=190, h=20),
        _at("19 Frederick Village", 45, 130, w=135, h=22),
        _at("North Garystad", 45, 152, w=107, h=20),
        _at("W2 7GP", 46, 171, w=58, h=18),
        _at("Tracked 24", 531, 78, w=139, h=24),
    ]
    assert _texts(redactor, lines) == [
        "RETURN ADDRESS",
        "<PERSON_1>",
        "<ORG_1>",
        "<ADDRESS_1>",
        "<ADDRESS_2>",
        "<ADDRESS_3>",
        "Tracked 24",
    ]


def test_a_name_in_an_activity_log_after_a_taiwanese_surname(redactor: PresidioRedactor) -> None:
    lines = [_at("2026年3月19日客户洪金龍來電詢問出貨", 166, 618, w=327)]
    assert _texts(redactor, lines) == ["2026年3月19日客户<PERSON_1>來電詢問出貨"]


def test_a_card_title_binds_its_block_when_the_next_cards_labelled_line_shares_its_row(
    redactor: PresidioRedactor,
) -> None:
    # Cards side by side: "Shipping address" heads a block, and on its row, in the next card,
    # stands "Payment: Visa", a line with its own label — not the title's value.
    lines = [
        _at("Shipping address", 675, 227, w=213, h=32),
        _at("Payment: Visa", 1116, 230, w=146, h=32),
        _at("Terry Pacheco", 674, 265, w=152, h=27),
        _at("PSC3321,B0x5968", 677, 298, w=218, h=26),
        _at("APOAE05067", 676, 330, w=157, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Shipping address" and texts[1].startswith("Payment:")
    assert all(t.startswith("<") for t in texts[2:]), texts


def test_a_name_wrapped_after_its_particle_goes_on_on_the_next_line(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Charge de compte : Benoit de la", 946, 100, w=290, h=28),
        _at("Marchal", 948, 130, w=73, h=21),
        _at("Raison sociale : Pelletier", 947, 161, w=295, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Charge de compte : <PERSON_1>" and texts[1] == "<PERSON_2>"
    assert texts[2].startswith("Raison sociale : <")


def test_a_sender_label_in_chinese_heads_the_block_under_it(redactor: PresidioRedactor) -> None:
    lines = [
        _at("寄件人", 68, 111, w=64, h=28),
        _at("超商取貨", 868, 118, w=137, h=38),
        _at("潘秀鳳", 69, 140, w=66, h=28),
        _at("資華粧業（生資堂）有限公司", 70, 170, w=258, h=26),
        _at("重量：11.7 kg", 861, 158, w=146, h=36),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "寄件人" and texts[1] == "超商取貨" and texts[4] == "重量：11.7 kg"
    assert texts[2].startswith("<") and texts[3].startswith("<")


def test_a_house_number_glued_to_its_street_goes_with_the_address(redactor: PresidioRedactor) -> None:
    lines = [_at("304,boulevard de Dupré", 580, 220, w=223)]
    assert _texts(redactor, lines) == ["<ADDRESS_1>"]


def test_a_labels_title_is_no_cost_and_from_to_head_their_parties(redactor: PresidioRedactor) -> None:
    # "Shipping label" is an English compound with its head last (a label, not a shipping cost);
    # "FROM" and "TO" head the sender's and the recipient's blocks and stay readable.
    assert default_lexicon().classify("Shipping label") is None
    lines = [
        _at("Shipping label", 34, 26, w=205, h=33),
        _at("FROM", 56, 91, w=60, h=24),
        _at("2nd Day Air", 653, 96, w=186, h=33),
        _at("Christopher Bryant", 56, 114, w=162, h=26),
        _at("Clarke Ltd", 58, 141, w=87, h=20),
        _at("TO", 57, 233, w=28, h=20),
        _at("Jeremy Smith", 105, 269, w=166, h=29),
    ]
    texts = _texts(redactor, lines)
    assert texts[:3] == ["Shipping label", "FROM", "2nd Day Air"] and texts[5] == "TO"
    assert all(texts[k].startswith("<") for k in (3, 4, 6)), texts


def test_a_party_label_in_a_list_of_labels_and_values_binds_its_own_value_not_the_rows_below(
    redactor: PresidioRedactor,
) -> None:
    # A definition list: "所在地" (address) with its value to the right, then a label the OCR
    # cut to "支" whose value sits in the same column. Not a heading over a block.
    lines = [
        _at("所在地", 40, 200, w=60, h=24),
        _at("宮崎県印西市西宿30丁目10番14号", 300, 200, w=330, h=24),
        _at("支", 40, 240, w=20, h=24),
        _at("8742-2964-4720-8376-14", 300, 240, w=260, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "所在地" and texts[2] == "支"
    assert texts[1].startswith("<") and texts[3].startswith("<")


def test_a_name_that_fills_its_card_goes_on_at_the_cards_margin(redactor: PresidioRedactor) -> None:
    # The value ends at the card's right edge and wraps to the card's margin, glued by the OCR.
    lines = [
        _at("Gestor de cuenta: Malena Begona", 923, 100, w=301, h=27),
        _at("OlivaresRedondo", 924, 130, w=157, h=23),
        _at("Empresa:Instalaciones Espanola", 924, 159, w=291, h=23),
        _at("Cliente desde: 18/10/2026", 924, 215, w=250, h=23),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["Gestor de cuenta: <PERSON_1>", "<PERSON_2>"], texts
    # A short name with room left on its line for the next line's word does not take that line.
    short = _texts(
        redactor, [_at("Gestor de cuenta: Ana Ruiz", 923, 100, w=240, h=27), _at("Soto", 924, 130, w=36), *lines[2:]]
    )
    # (The tight stack of a found name and a found company may still take it as a company's word.)
    assert short[0].startswith("Gestor de cuenta: <PERSON_") and not short[1].startswith("<PERSON_"), short


def test_a_wrapped_street_tail_between_street_and_postcode_is_the_addresss(redactor: PresidioRedactor) -> None:
    lines = [
        _at("FlorenciaPeralCatalan", 557, 223, w=203, h=20),
        _at("PasajedeRodrigoSaavedra8Piso", 556, 247, w=306, h=24),
        _at("8", 558, 277, w=13, h=17),
        _at("Huesca,28815", 555, 301, w=137, h=23),
    ]
    texts = _texts(redactor, lines)
    assert texts[1:] == ["<ADDRESS_1>", "<ADDRESS_2>", "<ADDRESS_3>"], texts


def test_a_us_city_line_whose_state_code_reads_with_a_zero(redactor: PresidioRedactor) -> None:
    texts = _texts(redactor, [_at("942 Williams Circle", 130, 360, h=32), _at("Justinbury, M0 07861", 127, 399, h=35)])
    assert texts == ["<ADDRESS_1>", "<ADDRESS_2>"], texts


def test_a_rate_label_with_a_wide_gap_before_its_value(redactor: PresidioRedactor) -> None:
    texts = _texts(redactor, [_at("MwSt. 19 %:  97.730,25", 27, 403, w=179)])
    assert texts == ["MwSt. 19 %:  <AMOUNT_1>"], texts


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        # An academic title glued to the name after "von"; the I of "Ing." read as an l.
        (
            "30.08.2026 Bestellung aufgegeben von Dipl.-lng.Nadine Fischer B.Eng.",
            "30.08.2026 Bestellung aufgegeben von <PERSON_1>",
        ),
        # A Japanese name right after its date, 様 read as its traditional form 樣.
        ("2026年7月10日井上焦司樣上二注文", "2026年7月10日<PERSON_1>樣上二注文"),
        # お客様 (customer) with お misread as a kanji is a heading, not a name; nor is 様式 (form).
        ("书客樣情報", "书客樣情報"),
        ("申請様式", "申請様式"),
    ],
)
def test_names_in_running_text_after_titles_and_dates(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 204, 709, h=28)]) == [sent]


def test_a_goal_names_the_whole_person_the_screen_read_with_a_slip_in_the_last_word(
    redactor: PresidioRedactor,
) -> None:
    # On screen "Carbó" reads "Carb6" and "Heß" reads "HeB": the goal's spelling matches the
    # screen's value only up to that word, and the rest of the name must not go out.
    lines = [_at("Cliente:Alba Carreras Carb6", 189, 130, w=254), _at("Name: Alessandro HeB", 189, 170)]
    out = redactor.redact(_blank(), lines, {"goal": "Update the record of Alba Carreras Carbó and Alessandro Heß"})
    goal = out.texts["goal"]
    assert not any(word in goal for word in ("Carb", "Alessandro", "Heß")), goal
    assert goal.startswith("Update the record of <PERSON_") and " and <PERSON_" in goal, goal
    # A capitalised word after a name that is the page's own vocabulary stays.
    kept = redactor.redact(_blank(), lines, {"goal": "Ask Alessandro Settings"}).texts["goal"]
    assert kept.endswith(" Settings"), kept


def test_a_labelled_value_on_the_row_of_card_titles_keeps_its_value_redacted(redactor: PresidioRedactor) -> None:
    # Two card titles and, in the third card, a label with its value share one row: the row reads
    # like a header row, but the third line is a label and a value, not a title.
    lines = [
        _at("Client", 211, 99, w=66, h=24),
        _at("Facturation", 578, 97, w=120, h=26),
        _at("Charge de compte : Benoit de la", 946, 100, w=290, h=28),
        _at("Nom du client : Joseph Samson", 213, 131, w=277, h=23),
        _at("Marchal", 948, 130, w=73, h=21),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["Client", "Facturation"]
    assert texts[2] == "Charge de compte : <PERSON_1>" and texts[4].startswith("<PERSON_"), texts


def test_a_button_misread_by_one_character_closes_the_cards_not_an_address(redactor: PresidioRedactor) -> None:
    # Two cards side by side read as a table (as the OCR read them): the address column's last
    # lines, then each card's buttons "表示" and "編集" — the second read "集" and "福集".
    lines = [
        _at("住所", 43, 175, w=31, h=19),
        _at("残高", 312, 175, w=33, h=21),
        _at("住所", 642, 175, w=30, h=19),
        _at("残高", 911, 175, w=31, h=20),
        _at("木鼎横浜市港北区土沪5丁目6番10号", 44, 196, w=244, h=20),
        _at("￥41,597", 311, 194, w=58, h=23),
        _at("岩手鼎長生郡長生村太田谷9丁目11番", 642, 196, w=251, h=20),
        _at("¥-71,958", 911, 194, w=67, h=23),
        _at("八一下宇和田525", 43, 217, w=127, h=20),
        _at("1号神明内487", 640, 217, w=137, h=20),
        _at("表示", 57, 250, w=36, h=23),
        _at("集", 125, 250, w=35, h=22),
        _at("表示", 655, 250, w=36, h=23),
        _at("福集", 722, 249, w=36, h=23),
    ]
    texts = _texts(redactor, lines)
    assert all(texts[k].startswith("<ADDRESS_") for k in (4, 6, 8, 9)), texts
    assert texts[10:] == ["表示", "集", "表示", "福集"], texts


def test_a_short_cjk_button_slip_is_told_from_a_name() -> None:
    lexicon = default_lexicon()
    assert lexicon.is_button_slip("福集") and lexicon.is_button_slip("削险")  # 編集, 削除
    assert not any(lexicon.is_button_slip(t) for t in ("福田", "田中", "集", "1号神明内487"))


# The rest of a customer card whose first line is its account manager's name.
_MANAGER_CARD_REST = [
    _at("Firmenbezeichnung:Rosemann", 956, 161, w=279, h=20),
    _at("Zahlung: Visa ····5630", 955, 246, w=222, h=23),
]


def test_a_name_wraps_when_its_next_word_would_not_fit_on_the_line(redactor: PresidioRedactor) -> None:
    # "Kundenbetreuer: Elisabeth" ends short of the card's widest line, but "Röhricht-Kohl" after
    # it would not have fit: the surname went on at the card's margin.
    lines = [
        _at("Kundenbetreuer: Elisabeth", 955, 102, w=238, h=24),
        _at("Rohricht-Kohl", 955, 130, w=122, h=23),
        *_MANAGER_CARD_REST,
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Kundenbetreuer: <PERSON_1>" and texts[1].startswith("<PERSON_"), texts


def test_a_short_next_line_that_would_have_fit_is_no_wrapped_name(redactor: PresidioRedactor) -> None:
    # The same card, but the next line's first word fits after the name: a line of its own.
    lines = [
        _at("Kundenbetreuer: Eva", 955, 102, w=185, h=24),
        _at("Archiv", 955, 130, w=60, h=23),
        *_MANAGER_CARD_REST,
    ]
    assert _texts(redactor, lines)[1] == "Archiv"


def test_a_companys_legal_form_wrapped_alone_stays_with_the_company(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Empresa:Ferreras & Asociados", 922, 132, w=278, h=24),
        _at("S.Coop.", 921, 158, w=74, h=27),
        _at("Cliente desde: 12/03/2021", 921, 190, w=250, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Empresa:<ORG_1>" and texts[1].startswith("<ORG_"), texts
    assert texts[2].startswith("Cliente desde")


def test_an_email_on_a_row_of_card_titles_is_no_header(redactor: PresidioRedactor) -> None:
    # A navigation item, a value of one card and the titles of two others share a row: a row of
    # labels by count, but an e-mail address is a value wherever it stands.
    lines = [
        _at("Adresse e-mail :", 255, 194, w=176, h=26),
        _at("Produits", 47, 209, w=89, h=24),
        _at("marine65@example.org", 254, 224, w=258, h=29),
        _at("Livraison", 693, 228, w=116, h=29),
        _at("Client depuis", 1134, 225, w=127, h=32),
    ]
    texts = _texts(redactor, lines)
    assert texts[2] == "<EMAIL_1>", texts
    assert texts[1] == "Produits" and texts[3] == "Livraison"


def test_a_british_national_insurance_number_is_an_id_not_an_amount(redactor: PresidioRedactor) -> None:
    assert shape_type("ZZ 53 72 62 T") == "ID_NUMBER"
    assert shape_type("1 234,56") == "AMOUNT" and shape_type("EUR 12") == "AMOUNT"
    lines = [_at("Reference", 40, 40), _at("QQ 12 34 56 C", 40, 70), _at("AB123456D", 400, 70)]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<ID_") and texts[2].startswith("<ID_"), texts
    assert texts[0] == "Reference"


def test_a_misread_title_of_the_next_card_on_the_row_is_no_value(redactor: PresidioRedactor) -> None:
    # "請求先" (billed to) and "お届け先" (deliver to) head two cards side by side; the OCR read
    # the second "书届先". Each card's lines are its own label's, the title stays.
    lines = [
        _at("請求先", 41, 172, w=89, h=28),
        _at("书届先", 482, 171, w=90, h=28),
        _at("阿部拓真", 40, 203, w=94, h=27),
        _at("吉田洋介", 483, 203, w=93, h=28),
        _at("茨城西东京市無栗屋13丁目15番1号", 42, 268, w=353, h=23),
        _at("和歌山日野市西川12丁目1番8号", 483, 268, w=322, h=23),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["請求先", "书届先"], texts
    assert all(texts[k].startswith("<") for k in (2, 3, 4, 5)), texts


def test_a_misread_card_title_in_a_column_of_cards_ends_the_card_above(redactor: PresidioRedactor) -> None:
    # "請求先住所" over its address, then the next card's "お届け先住所" read "书届先住所" over a
    # name and an address: the title is kept, and the name under it is its card's value.
    lines = [
        _at("請求先住所", 536, 80, w=88, h=21),
        _at("烏取小笠原村美原町35丁目25番8号", 535, 106, w=335, h=20),
        _at("书届先住所", 535, 132, w=89, h=21),
        _at("橘本康弘", 534, 157, w=65, h=21),
        _at("大分多摩市羽折町19丁目4番5号", 533, 177, w=329, h=22),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "請求先住所" and texts[2] == "书届先住所", texts
    assert all(texts[k].startswith("<") for k in (1, 3, 4)), texts


def test_a_tables_header_row_ends_the_card_above_it(redactor: PresidioRedactor) -> None:
    lines = [
        _at("請求先", 41, 172, w=89, h=28),
        _at("阿部拓真", 40, 203, w=94, h=27),
        _at("茨城西东京市無栗屋13丁目15番1号", 42, 268, w=353, h=23),
        _at("品目", 54, 322, w=48, h=30),
        _at("数量", 493, 321, w=52, h=30),
        _at("金额", 932, 321, w=51, h=30),
        _at("ノート", 58, 380, w=60, h=24),
        _at("7", 494, 380, w=21, h=25),
        _at("￥11,858", 933, 379, w=91, h=28),
    ]
    texts = _texts(redactor, lines)
    assert texts[3:6] == ["品目", "数量", "金额"] and texts[6] == "ノート", texts
    assert texts[8].startswith("<AMOUNT_"), texts


# -- where the paint goes ------------------------------------------------------------------------

_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def _drawn(parts: list[tuple[str, int, int]], size: int = 15) -> tuple[Frame, dict[str, Box]]:
    """A white frame with each text drawn at (x, y); the ink box of each text."""
    from PIL import Image, ImageDraw, ImageFont

    image = Image.new("RGB", (1000, 400), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(_FONT, size)
    boxes = {}
    for text, x, y in parts:
        draw.text((x, y), text, fill=(60, 60, 60), font=font)  # grey: told apart from the black paint
        x0, y0, x1, y1 = draw.textbbox((x, y), text, font=font)
        boxes[text] = Box(int(x0), int(y0), int(x1), int(y1))
    return Frame.from_image(image), boxes


def _ink_left(frame: Frame, box: Box) -> bool:
    """Whether any of the drawn text's grey ink is still there (the paint is pure black)."""
    crop = frame.pixels[box.y0 : box.y1, box.x0 : box.x1]
    return bool(((crop > 0) & (crop < 128)).all(axis=2).any())


def _painted(frame: Frame, box: Box) -> bool:
    return bool((frame.pixels[box.y0 : box.y1, box.x0 : box.x1] == 0).all(axis=2).any())


def test_a_value_glued_to_its_labels_colon_is_painted_from_the_colons_gap(redactor: PresidioRedactor) -> None:
    # Drawn "Name: Alexandra Weber-Sidler", read "Name:AlexandraWeber-Sidler": the wide letters of
    # "Name" put the character-count estimate of the value's edge inside the label.
    frame, ink = _drawn([("Name:", 225, 106), ("Alexandra Weber-Sidler", 278, 106)], size=16)
    label, value = ink["Name:"], ink["Alexandra Weber-Sidler"]
    line = OcrLine("Name:AlexandraWeber-Sidler", Box(label.x0 - 2, label.y0 - 3, value.x1 + 2, value.y1 + 3), 0.95)
    out = redactor.redact(frame, [line], {})
    assert out.lines[0].text == "Name:<PERSON_1>"
    assert not _painted(out.frame, label), "the label was painted over"
    assert not _ink_left(out.frame, value), "part of the value is still readable"


def test_the_paint_stays_off_a_heading_set_tight_above_the_value(redactor: PresidioRedactor) -> None:
    frame, ink = _drawn([("ABSENDER", 47, 76), ("Jurij Werner-Schwital", 47, 94), ("Radelallee 7-9", 47, 133)])
    heading, name = ink["ABSENDER"], ink["Jurij Werner-Schwital"]
    lines = [
        OcrLine("ABSENDER", Box(heading.x0 - 1, heading.y0 - 4, heading.x1 + 1, name.y0 - 1), 0.97),
        OcrLine("Jurij Werner-Schwital", Box(name.x0 - 3, name.y0 - 2, name.x1 + 3, name.y1 + 3), 0.97),
    ]
    out = redactor.redact(frame, lines, {})
    assert out.lines[0].text == "ABSENDER" and out.lines[1].text.startswith("<PERSON_")
    painted = (out.frame.pixels[:, heading.x0 : heading.x1] == 0).all(axis=2).any(axis=1)
    assert not painted[heading.y0 : lines[0].box.y1].any(), "the heading's box was painted"
    assert not _ink_left(out.frame, name)


def test_a_surname_one_letter_off_a_label_under_a_label_is_still_a_value(redactor: PresidioRedactor) -> None:
    # "Bauer" reads as a slip of a label word, but only a Chinese or Japanese line is taken for a
    # misread card title: under "Firma" it is the company's name.
    lines = [
        _at("E-Mail", 54, 158, w=55, h=21),
        _at("Firma", 390, 156, w=51, h=24),
        _at("irmialbers@example.org", 53, 181, w=219, h=26),
        _at("Bauer", 390, 182, w=58, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["E-Mail", "Firma"] and texts[3].startswith("<"), texts


def test_a_heading_in_capitals_glued_by_the_ocr_heads_its_block(redactor: PresidioRedactor) -> None:
    # "RETURN ADDRESS" read "RETURNADDRESS"; the service's name at the other end of the row.
    lines = [
        _at("RETURNADDRESS", 72, 118, w=130, h=20),
        _at("Next Day", 560, 110, w=90, h=28),
        _at("Nigel Ali", 72, 142, w=84, h=21),
        _at("O'Donnell-Pearson", 70, 168, w=183, h=26),
        _at("Weight: 7.6 kg", 520, 150, w=140, h=24),
        _at("995 Terry Underpass", 72, 196, w=180, h=22),
        _at("Kellyfurt", 72, 220, w=80, h=22),
        _at("LL44 3LA", 72, 244, w=80, h=22),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "RETURNADDRESS" and texts[1] == "Next Day", texts
    assert all(texts[k].startswith("<") for k in (2, 3, 5, 6, 7)), texts


def test_a_companys_name_cut_after_its_connector_goes_on(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Account manager:CindyFernandez", 932, 104, w=317, h=23),
        _at("Business name:Carter,Boyer and", 930, 132, w=306, h=24),
        _at("Smith", 931, 161, w=57, h=21),
        _at("Customer since: 03/04/2021", 931, 190, w=260, h=22),
    ]
    texts = _texts(redactor, lines)
    assert texts[1] == "Business name:<ORG_1>" and texts[2].startswith("<ORG_"), texts
    assert texts[3].startswith("Customer since")


def test_a_card_title_cut_by_the_screens_edge_is_no_value_of_the_next_cards_title(
    redactor: PresidioRedactor,
) -> None:
    # "Rechnungsanschrift" heads its card; the next card's "Kundenbetreuer: …" is cut at the
    # screen's edge to "Kundenbet", with more of that card under it.
    lines = [
        _at("Rechnungsanschrift", 706, 100, w=210, h=24),
        _at("Kundenbet", 1180, 100, w=100, h=24),
        _at("Zbigniew-Bauer-StraBe 640", 706, 158, w=291, h=26),
        _at("Rosemann", 1180, 158, w=95, h=24),
        _at("00030 Hainichen", 705, 188, w=184, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Rechnungsanschrift", texts
    assert texts[2].startswith("<ADDRESS_") and texts[4].startswith("<ADDRESS_"), texts


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        ("65月", True),  # 円 read as 月: no month is 65
        ("1,280月", True),
        ("12月", False),  # a month
        ("2026年5月17日", False),
    ],
)
def test_yen_read_as_month_is_an_amount(redactor: PresidioRedactor, text: str, redacted: bool) -> None:
    (out,) = _texts(redactor, [_at(text, 40, 40)])
    assert out.startswith("<AMOUNT_") is redacted, out


def test_a_common_surname_after_a_colon_with_its_given_name_misread(redactor: PresidioRedactor) -> None:
    (out,) = _texts(redactor, [_at("2026年5月8日返金承：青木<子", 165, 688, w=307, h=23)])
    assert "青木" not in out and out.startswith("2026年5月8日返金承："), out


def test_a_value_after_a_misread_label_is_painted_from_the_colons_glyph(redactor: PresidioRedactor) -> None:
    # "メールアドレス：" read "一儿F：": counted characters put the value's edge in the label's
    # middle; the colon's two dots in the pixels say where the label ends.
    frame, ink = _drawn([("メールアドレス：sotaro82@example.org", 224, 130)], size=16)
    whole = ink["メールアドレス：sotaro82@example.org"]
    line = OcrLine("一儿F：sotaro82@example.org", Box(whole.x0 - 2, whole.y0 - 4, whole.x1 + 2, whole.y1 + 4), 0.9)
    out = redactor.redact(frame, [line], {})
    assert out.lines[0].text.endswith("<EMAIL_1>"), out.lines[0].text
    (finding,) = out.findings
    assert finding.box is not None
    from PIL import ImageFont

    label_w = ImageFont.truetype(_FONT, 16).getlength("メールアドレス")
    assert finding.box.x0 >= whole.x0 + label_w, (finding.box, whole.x0 + label_w)
    value = Box(finding.box.x0, whole.y0, whole.x1, whole.y1)
    assert not _ink_left(out.frame, value) and not _ink_left(
        out.frame, Box(whole.x1 - 40, whole.y0, whole.x1, whole.y1)
    )


def test_names_in_running_text_with_the_ocrs_usual_slips(redactor: PresidioRedactor) -> None:
    lines = [
        # ß read as B: an inner capital is still the name's.
        _at("14.05.2026 Erstattung freigegeben durch Prof. Agnieszka SuBebier B.Sc.", 40, 40),
        # A British title without its dot, and the I of "Ian" read as an l.
        _at("24/08/2026 Order placed by Dr lan Smart", 40, 80),
        _at("Order placed by John McDonald", 40, 120),
    ]
    texts = _texts(redactor, lines)
    for text, word in zip(texts, ["SuBebier", "Smart", "McDonald"], strict=True):
        assert word not in text and "<PERSON_" in text, text
    assert texts[1].startswith("24/08/2026 Order placed by "), texts


def test_a_labels_value_made_of_page_words_joined_by_a_hyphen_is_a_value(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Full name:", 26, 58, w=90),
        _at("Company:", 485, 58, w=80),
        _at("Leanne Johnson", 34, 86, w=117),
        _at("Price-Price", 494, 86, w=80),
    ]
    texts = _texts(redactor, lines)
    assert texts[3].startswith("<"), texts
    assert texts[:2] == ["Full name:", "Company:"]


@pytest.mark.parametrize("company", ["衣優库（Nuiqlo）有限公司", "微软（中国）有限公司"])
def test_a_chinese_company_with_a_bracketed_part_is_a_company(redactor: PresidioRedactor, company: str) -> None:
    (out,) = _texts(redactor, [_at(company, 26, 157, w=175)])
    assert out.startswith("<ORG_"), out


def test_names_after_glued_phrases_and_with_a_lower_case_initial(redactor: PresidioRedactor) -> None:
    lines = [
        # "of" glued on both sides: the phrase still announces the name.
        _at("03/26/2026AddresschangedattherequestofAndreaHernandez", 40, 40),
        # The capital W read as w: after a word of agency the name is still a name.
        _at("09/18/2026 Address changed at the request of willie Blanchard", 40, 80),
        _at("Refund approved by the Manager", 40, 120),
    ]
    texts = _texts(redactor, lines)
    assert "Hernandez" not in texts[0] and texts[0].startswith("03/26/2026Addresschangedattherequestof<PERSON_")
    assert "Blanchard" not in texts[1] and texts[1].startswith("09/18/2026 Address changed at the request of <PERSON_")
    assert texts[2] == "Refund approved by the Manager"


def test_a_glued_partnership_is_a_company_and_a_glued_name_stays_whole(redactor: PresidioRedactor) -> None:
    from screenroute.router.redaction.deglue import space_glued

    spaced = space_glued("Williams,LopezandKing")
    assert spaced is not None and spaced.text == "Williams, Lopez and King"
    (out,) = _texts(redactor, [_at("Williams,LopezandKing", 40, 40)])
    assert out.startswith("<ORG_"), out
    # A name that ends like a conjunction or a preposition is not split ("Roland", "Muhamet").
    for glued, spaced_name in [
        ("MuhametMaurer-Stauffer", "Muhamet Maurer-Stauffer"),
        ("RolandSchmidt", "Roland Schmidt"),
    ]:
        s = space_glued(glued)
        assert s is not None and s.text == spaced_name


def test_the_line_between_a_partys_name_and_its_address_is_its_company(redactor: PresidioRedactor) -> None:
    # Buyer and recipient side by side: a company without a legal form between the buyer's name
    # and address, which the column (read as a table of names) would leave.
    lines = [
        _at("買受人", 31, 139, w=61, h=28),
        _at("收件資訊", 292, 141, w=77, h=25),
        _at("黄麗華", 32, 168, w=60, h=25),
        _at("萧志明", 292, 169, w=60, h=24),
        _at("台灣五星電子", 34, 195, w=109, h=24),
        _at("興復航空運輸股份有限公司", 292, 194, w=215, h=24),
        _at("525新營博愛街96號之9", 33, 221, w=190, h=23),
        _at("754杨梅民有路8段195号之0", 293, 221, w=227, h=23),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["買受人", "收件資訊"]
    assert all(text.startswith("<") for text in texts[2:]), texts
    assert texts[4].startswith("<ORG_"), texts
    # A partnership the OCR glued, under a heading in capitals: found between name and street.
    lines = [
        _at("RETURN ADDRESS", 58, 93, w=164),
        _at("Melissa King", 56, 112, w=109, h=28),
        _at("Smith,Herbert and Lee", 58, 141, w=194),
        _at("Flat 18", 57, 164, w=63, h=21),
        _at("Rebecca Inlet", 58, 190, w=115),
        _at("Fosterhaven", 58, 214, w=100),
        _at("G5C 6ZA", 58, 238, w=80),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "RETURN ADDRESS"
    assert all(text.startswith("<") for text in texts[1:]), texts
    assert texts[2].startswith("<ORG_"), texts


def test_a_misread_card_title_between_two_blocks_is_no_company(redactor: PresidioRedactor) -> None:
    # お届け先住所 read "书届先住所" between the billing card's last line and the next card's name.
    lines = [
        _at("请求先住所", 40, 20),
        _at("東京都港区芝公園4丁目2番8号", 40, 46),
        _at("书届先住所", 40, 72),
        _at("鈴木京助", 40, 98),
        _at("大阪府大阪市北区梅田3丁目1番1号", 40, 122),
    ]
    texts = _texts(redactor, lines)
    assert texts[2] == "书届先住所", texts


def test_a_stack_under_a_card_label_ends_at_a_table_header_the_lexicon_half_knows(
    redactor: PresidioRedactor,
) -> None:
    # "Units" is no lexicon word, but it sits on a row with two headers: the table starts there.
    lines = [
        _at("Shipping address", 676, 229, h=29),
        _at("Linda Williams", 676, 266, h=26),
        _at("175SmithForksSuite540", 677, 300, h=23),
        _at("New Erin, KY 70582", 677, 330, h=26),
        _at("Product", 232, 401, h=29),
        _at("SKU", 501, 403, h=25),
        _at("Units", 697, 400, h=30),
        _at("Rate", 872, 402, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts[4:] == ["Product", "SKU", "Units", "Rate"], texts
    assert all(text.startswith("<") for text in texts[1:4]), texts


@pytest.mark.parametrize("value", ["41500138L", "X1234567L", "12345678Z"])
def test_a_spanish_id_with_its_check_letter_is_an_identifier(redactor: PresidioRedactor, value: str) -> None:
    (out,) = _texts(redactor, [_at(value, 40, 40)])
    assert out.startswith("<ID_"), out
    assert shape_type(value) == "ID_NUMBER"  # not a measure in litres ("41500138 L")
    # The same shape with a wrong check letter, and a real measure, are kept.
    assert _texts(redactor, [_at("41500138K", 40, 40)]) == ["41500138K"]
    assert shape_type("15.3 kg") == "NOT_PERSONAL"


def test_a_japanese_surname_read_in_its_simplified_chinese_form_is_a_name(redactor: PresidioRedactor) -> None:
    # PP-OCR's Chinese model reads 斎藤 as 斋藤 and 高橋 as 高桥.
    texts = _texts(redactor, [_at("斋藤花子", 40, 40), _at("高桥一郎", 40, 80)])
    assert all(text.startswith("<PERSON_") for text in texts), texts


def test_a_signature_block_is_a_partys_block(redactor: PresidioRedactor) -> None:
    # Name, company, phone, street, town at the end of a message, no label anywhere: the block
    # ends in a phone number and an address, so the lines above them are the party's.
    lines = [
        _at("VIP since last year", 43, 126, w=128),
        _at("Kimberly Davidson", 43, 188, w=131),
        _at("Sims-Armstrong", 43, 209, w=111),
        _at("557.373.4278", 43, 230, w=97),
        _at("6603 Megan Bridge", 43, 251, w=136),
        _at("Huffmanmouth, MO 65562", 43, 272, w=186),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "VIP since last year"
    assert texts[1].startswith("<PERSON_") and texts[2].startswith("<ORG_"), texts
    assert all(text.startswith("<") for text in texts[3:]), texts


def test_a_name_set_as_the_screens_title_is_a_name(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Nathan Perez", 28, 20, h=34),
        _at("Johnson-Freeman", 28, 56, h=18),
        _at("Dashboard", 28, 100),
        _at("Email", 28, 140),
        _at("Account overview", 300, 20, h=34),
        _at("Phone", 28, 170),
        _at("Status", 28, 200),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[1].startswith("<ORG_"), texts
    assert texts[4] == "Account overview"  # a title of the lexicon's words stays
    # With a title before the name, found by it: the company under it goes with it too.
    lines[0], lines[1] = _at("Prof. Joseph Hellwig", 28, 20, h=34), _at("Hartung", 28, 56, h=18)
    texts = _texts(redactor, lines)
    assert texts[0].startswith("Prof. <PERSON_") and texts[1].startswith("<ORG_"), texts


def test_a_header_wrapped_over_three_lines_is_one_header(redactor: PresidioRedactor) -> None:
    # "Gestor / de / cuenta", "Dirección / completa", "Cliente / desde": the table's cells are
    # bound under them, and the date column (customer since) is no name.
    lines = [
        _at("Gestor", 844, 160, h=30),
        _at("Direccion", 693, 176, h=30),
        _at("Cliente", 974, 178, h=27),
        _at("Cliente", 55, 194, h=27),
        _at("Empresa", 375, 194, h=30),
        _at("de", 844, 193, h=28),
        _at("completa", 692, 208, h=30),
        _at("desde", 973, 208, h=28),
        _at("cuenta", 845, 226, h=26),
        _at("Anunciacion Torrijos", 56, 282, h=26),
        _at("Familia Blanes", 373, 278, h=32),
        _at("Avenida de Sabina 8", 694, 281, h=27),
        _at("Edelmiro Martin", 846, 281, h=27),
        _at("25/02/2026", 974, 281, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts[:9] == [line.text for line in lines[:9]], texts
    assert all(text.startswith("<") for text in texts[9:13]), texts
    assert texts[13] == "25/02/2026"


def test_a_town_named_like_a_label_and_a_header_the_lexicon_lacks(redactor: PresidioRedactor) -> None:
    # The town "Ciudad" before its postcode is no "city" label; "Uds." on the table's header row
    # is no line of the address above it.
    lines = [
        _at("Datos de envio", 331, 110),
        _at("Paulina Checa Sierra", 331, 134),
        _at("Callejon Julio César Olmo 30", 332, 177),
        _at("Ciudad, 47764", 331, 198),
        _at("Concepto", 36, 237),
        _at("Uds.", 375, 236),
        _at("Precio", 546, 237),
        _at("Importe", 700, 237),
    ]
    texts = _texts(redactor, lines)
    assert texts[3].startswith("<ADDRESS_") and "Ciudad" not in texts[3], texts
    assert texts[4:] == ["Concepto", "Uds.", "Precio", "Importe"], texts


def test_more_slips_of_names_companies_and_amounts(redactor: PresidioRedactor) -> None:
    lines = [
        _at("11/05/2026 Call with william Hebert about the delivery", 40, 40),
        _at("2026/06/26返金承：森桃子", 40, 80),
        _at("226用", 40, 120),
        _at("Business name: Vaughan, Foster", 600, 160),
        _at("and Sullivan", 600, 184),
    ]
    texts = _texts(redactor, lines)
    assert "Hebert" not in texts[0] and texts[0].endswith(" about the delivery"), texts
    assert "森" not in texts[1] and texts[1].startswith("2026/06/26返金承："), texts
    assert texts[2].startswith("<AMOUNT_"), texts
    assert texts[3].startswith("Business name: <ORG_") and texts[4].startswith("<ORG_"), texts
    # Not a name: a quantifier before a capitalised noun, and the yen slip inside a word.
    assert _texts(redactor, [_at("Ships with free Shipping", 40, 40), _at("A4用紙", 40, 80)]) == [
        "Ships with free Shipping",
        "A4用紙",
    ]


def test_a_name_with_particles_heads_its_postal_block(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Livraison", 577, 189, h=26),
        _at("Eléonore de la Bruneau", 579, 220, h=25),
        _at("2, rue Marchand", 579, 248, h=23),
        _at("54175 Saint LucyBourg", 578, 273, h=27),
    ]
    texts = _texts(redactor, lines)
    assert all(text.startswith("<") for text in texts[1:]), texts


def test_a_street_no_pattern_reads_over_a_postal_line_ends_a_partys_block(redactor: PresidioRedactor) -> None:
    # "Cañada" read "Cania da" and glued; a Greek beta for ß: the postal line under them, at the
    # end of a block that holds a phone number, makes them the street.
    for street, postal in [("CaniadaVanesaGuerrero309", "Pontevedra,45449"), ("Ehlertstraβe5/3", "02231 Luckau")]:
        lines = [
            _at("Roman Company Tamayo", 43, 188),
            _at("+34821684360", 43, 209),
            _at(street, 43, 230),
            _at(postal, 43, 251),
        ]
        texts = _texts(redactor, lines)
        assert texts[2].startswith("<ADDRESS_") and texts[3].startswith("<ADDRESS_"), texts
    # Without a party's line above, a number over a "postcode and word" line is left alone.
    assert _texts(redactor, [_at("Order 4711", 43, 188), _at("98075 Pending", 43, 209)]) == [
        "Order 4711",
        "98075 Pending",
    ]


def test_a_long_hyphenated_first_name_is_still_a_name_cell(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Client", 55, 100),
        _at("Société", 375, 100),
        _at("Théodore-Christophe", 56, 140),
        _at("Briand", 56, 162),
        _at("Laine SARL", 375, 140),
    ]
    texts = _texts(redactor, lines)
    assert all(text.startswith("<") for text in texts[2:]), texts


def test_a_cell_wrapped_over_lines_is_one_value(redactor: PresidioRedactor) -> None:
    # A contact list with narrow columns: a company wraps over three lines ("Compania" / "del" /
    # "Mediterraneo" / "S.L."), starting with a word that is itself a label, one of its lines reads
    # like a button one letter off ("Neveu"), and a phone number wraps too. Every line is the cell's.
    lines = [
        _at("Cliente", 55, 194, h=27),
        _at("Empresa", 356, 194, h=30),
        _at("Tlf.", 525, 194, h=26),
        _at("Direccion", 640, 194, h=27),
        _at("Merche Pena Manzanares", 55, 283, w=272, h=24),
        _at("Compania", 356, 280, w=111, h=30),
        _at("+34843", 526, 281, w=91, h=27),
        _at("Rambla", 640, 281, w=86, h=27),
        _at("xlarranaga@example.com", 54, 312, w=243, h=25),
        _at("del", 355, 312, w=41, h=27),
        _at("0534", 526, 313, w=67, h=25),
        _at("Aaron", 639, 311, w=70, h=30),
        _at("Mediterraneo", 357, 346, w=144, h=24),
        _at("27", 526, 345, w=32, h=25),
        _at("Alcalde 87,", 642, 346, w=119, h=24),
        _at("S.L.", 355, 376, w=46, h=27),
        _at("La Coruna,", 639, 374, w=120, h=29),
        _at("Hoareau Vidal", 55, 420, w=150, h=25),
        _at("Bailly-Leclerc", 356, 420, w=150, h=25),
        _at("+34876", 526, 420, w=91, h=27),
        _at("Plaza Mayor 3,", 640, 420, w=140, h=27),
        _at("Neveu", 356, 449, w=64, h=25),
        _at("Sevilla", 640, 449, w=70, h=25),
    ]
    texts = _texts(redactor, lines)
    assert texts[:4] == ["Cliente", "Empresa", "Tlf.", "Direccion"], texts
    leaks = [(line.text, out) for line, out in zip(lines[4:], texts[4:], strict=True) if not out.startswith("<")]
    assert not leaks, leaks
    assert texts[5].startswith("<ORG_") and texts[9].startswith("<ORG_"), texts


@pytest.mark.parametrize(
    ("text", "entity_type"),
    [
        ("TIf.", "PHONE_NUMBER"),  # "Tlf.", the l read as a capital I
        ("EmaiI", "EMAIL_ADDRESS"),
        ("Adressecomplete", "ADDRESS"),  # "Adresse complète" with its word gap lost
    ],
)
def test_ocr_slips_of_short_and_glued_headers(text: str, entity_type: str) -> None:
    match = default_lexicon().classify(text, header=True)
    assert match is not None and match.entity_type == entity_type, match
    assert default_lexicon().classify("Adressecomplete") is None  # outside a label's place: no guess


def test_a_label_glued_to_an_email_is_an_email_label() -> None:
    lexicon = default_lexicon()
    glued = lexicon.prefix("Emailjohn@example.org")
    assert glued is not None and glued.entity_type == "EMAIL_ADDRESS"
    # "ville" (town) starts this address, but an address label owns no e-mail address.
    assert lexicon.prefix("villegaspilar@example.org") is None


def test_a_title_set_in_wide_type_is_a_name_even_one_letter_off_a_label(redactor: PresidioRedactor) -> None:
    # The box is barely taller than the others (the OCR pads boxes) but the glyphs are twice as
    # wide; "Salud" is one letter off "Saldo" and still a name's word.
    lines = [
        _at("Salud Alfonso", 42, 34, w=303, h=32),
        _at("Transportes Vigil S.C.P", 39, 86, w=208, h=26),
        _at("Correo", 40, 192, w=85, h=27),
        _at("Telefono", 40, 230, w=100, h=27),
        _at("Neues Kundenkonto", 400, 34, w=380, h=32),  # a form's title of page words stays
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[1].startswith("<ORG_"), texts
    assert texts[4] == "Neues Kundenkonto"


def test_a_senders_block_beside_a_shipping_service_is_the_senders(redactor: PresidioRedactor) -> None:
    # "FROM" and "Priority Mail" share a row: the service is no e-mail label, the name half a row
    # under "FROM" is no wrapped piece of it, and the street over the found postal line goes too.
    lines = [
        _at("FROM", 47, 74, w=45, h=18),
        _at("Priority Mail", 516, 79, w=154, h=24),
        _at("Suzanne Mitchell", 47, 94, w=114, h=17),
        _at("Stevens LLC", 47, 114, w=83, h=17),
        _at("Weight: 30.0 kg", 513, 104, w=117, h=27),
        _at("23586 williams Lock", 47, 133, w=137, h=17),
        _at("Stevenstown,IL 83336", 47, 152, w=151, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["FROM", "Priority Mail"] and texts[4] == "Weight: 30.0 kg", texts
    assert all(text.startswith("<") for text in (texts[2], texts[3], texts[5], texts[6])), texts


def test_a_company_name_wrapped_at_the_lines_start_goes_on(redactor: PresidioRedactor) -> None:
    # "Firmenbezeichnung: Hänel Säuberlich GmbH" in a narrow card: the line is full, and the rest
    # of the name starts the next line, under the label.
    lines = [
        _at("Kundenbetreuer:OthmarMans", 956, 104, w=273, h=20),
        _at("Firmenbezeichnung:Hanel", 956, 133, w=237, h=23),
        _at("SäuberlichGmbH", 956, 161, w=156, h=20),
        _at("Kunde seit:28.05.2026", 956, 188, w=180, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[1] == "Firmenbezeichnung:<ORG_1>" and texts[2].startswith("<ORG_"), texts
    assert texts[3] == "Kunde seit:28.05.2026"


def test_a_signature_block_is_the_partys_whole(redactor: PresidioRedactor) -> None:
    # Name, company, phone, street, town set tight under a ticket's log: the company and the town
    # (a state in mixed case) no pattern reads go with the lines that were found. A note further
    # up and a section title over a block stay.
    lines = [
        _at("Ticket history", 40, 100, w=140, h=22),
        _at("VIP since last year", 40, 126, w=135, h=22),
        _at("Brandy Gibbs", 41, 189, w=100, h=20),
        _at("Smith-Franco", 41, 210, w=99, h=20),
        _at("5609035197", 42, 232, w=93, h=17),
        _at("9300 Banks Mount", 41, 252, w=137, h=20),
        _at("Lynnchester,Mo 42483", 41, 272, w=171, h=21),
    ]
    texts = _texts(redactor, lines)
    assert texts[:2] == ["Ticket history", "VIP since last year"], texts
    leaks = [(line.text, out) for line, out in zip(lines[2:], texts[2:], strict=True) if not out.startswith("<")]
    assert not leaks, leaks


def test_glued_menu_words_and_a_misread_label_in_a_list_stay(redactor: PresidioRedactor) -> None:
    # "注文管理顧客管理": two menu items glued, no name after 顧客 ("customer"). "登绿日" (登録日
    # misread) is the next label of the list under 担当営業, not its value: its own value is right
    # of it, and the rep's name right of the label.
    lines = [
        _at("注文管理顧客管理", 146, 88, w=141, h=17),
        _at("担当营業", 26, 289, w=60, h=21),
        _at("長谷川和也", 243, 291, w=77, h=20),
        _at("登绿日", 26, 317, w=46, h=22),
        _at("2026年11月28日", 242, 318, w=108, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "注文管理顧客管理" and texts[1] == "担当营業", texts
    assert texts[2].startswith("<PERSON_") and texts[3] == "登绿日", texts


def test_a_title_name_cut_after_its_particle_is_a_name(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Max Gumprich-Dussen van", 35, 30, w=491, h=35),
        _at("E-Mail", 33, 159, w=66, h=24),
        _at("Telefon", 33, 190, w=70, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_"), texts


def test_names_alone_on_their_line_in_lists_chats_and_cards(redactor: PresidioRedactor) -> None:
    # A message list's senders (a time on their row), a chat's speaker (the time on the line):
    # names with nothing to announce them. The folder names, subjects, a status, a product, a
    # label wrapped after its first line and a menu in title case without times stay.
    lines = [
        _at("Inbox", 20, 100),
        _at("Jennifer Walsh", 200, 100),
        _at("Re: Refund for order #4471", 380, 100),
        _at("10:42", 900, 100),
        _at("Marco Rossi", 200, 140),
        _at("Delivery address changed", 380, 140),
        _at("Yesterday", 900, 140),
        _at("Maria Garcia 10:31", 100, 250),
        _at("Hi team, please call Thomas Becker back on 0151 2345678.", 100, 275),
        _at("In Bearbeitung", 600, 300),
        _at("Cable USB-C", 600, 340),
        _at("National Insurance", 900, 400),
        _at("number", 900, 421),
        _at("Quick Access", 20, 500),
        _at("Dark Mode", 20, 530),
        _at("Sprint Planning", 20, 560),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<PERSON_") and texts[4].startswith("<PERSON_"), texts
    assert texts[7].startswith("<PERSON_") and texts[7].endswith(" 10:31"), texts
    assert texts[8].startswith("Hi team, please call <PERSON_") and "Becker" not in texts[8], texts
    kept = [0, 2, 3, 5, 6, 9, 10, 11, 12, 13, 14, 15]
    assert [texts[k] for k in kept] == [lines[k].text for k in kept], texts


def test_a_dialogs_question_is_no_label_and_keeps_its_words(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Delete customer?", 450, 300, h=26),
        _at("Do you really want to delete the customer Jane Doe?", 450, 340),
        _at("Cancel", 600, 420),
        _at("Delete", 700, 420),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Delete customer?" and texts[2:] == ["Cancel", "Delete"], texts
    assert texts[1].startswith("Do you really want to delete the customer <PERSON_"), texts


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("Welcome back, Sarah Connor!", "Welcome back, <PERSON_1>!"),
        ("Willkommen zurück, Anna Schmidt", "Willkommen zurück, <PERSON_1>"),
        ("Hola, Juan Pérez", "Hola, <PERSON_1>"),
        ("Angemeldet als Peter Müller", "Angemeldet als <PERSON_1>"),
        ("Connecté en tant que Jean Martin", "Connecté en tant que <PERSON_1>"),
        ("Call back Hannah Fischer", "Call back <PERSON_1>"),
    ],
)
def test_names_after_greetings_sign_ins_and_verbs_of_contact(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 40, 40)]) == [sent]


def test_chinese_and_japanese_names_alone_in_a_list_or_stamped(redactor: PresidioRedactor) -> None:
    def at(text: str, x: int, y: int) -> OcrLine:
        return _at(text, x, y, w=18 * len(text))

    lines = [
        at("收件箱", 20, 100),
        at("王芳", 200, 100),
        at("关于订单的问题", 380, 100),
        at("李建国", 200, 140),
        at("刘洋 09:15", 600, 300),
        at("您好，我的订单还没到", 600, 325),
        at("注文一覧", 200, 460),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<PERSON_") and texts[3].startswith("<PERSON_"), texts
    assert texts[4].startswith("<PERSON_") and texts[4].endswith(" 09:15"), texts
    assert [texts[k] for k in (0, 2, 5, 6)] == [lines[k].text for k in (0, 2, 5, 6)], texts


def test_a_board_card_names_its_assignee_and_a_cut_name(redactor: PresidioRedactor) -> None:
    # A task card: its title names a person cut by the line's end, the amount has lost its
    # currency, and the assignee stands alone under the amount; a tag at the card's end stays.
    lines = [
        _at("Send the contract to Tyler", 469, 140, w=262, h=23),
        _at("Hernandez", 468, 165, w=112, h=25),
        _at("51 373,18", 469, 193, w=110, h=20),
        _at("Anais-Susanne Aubry", 469, 218, w=190, h=20),
        _at("Renewal", 469, 243, w=70, h=20),
        _at("Antonina Heydrich B.Sc.17:29", 900, 300, w=250, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Send the contract to <PERSON_1>" and texts[1].startswith("<PERSON_"), texts
    assert texts[2].startswith("<AMOUNT_") and texts[3].startswith("<PERSON_") and texts[4] == "Renewal", texts
    assert texts[5].startswith("<PERSON_") and texts[5].endswith("17:29"), texts


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("La dirección es Pasadizo Hernan Muniz 538, Girona, 28744. Sigue", "La dirección es <ADDRESS_1>. Sigue"),
        (
            "Das Paket geht an Tintzmannstr. 60-27, 67124 Passau. Stimmt das noch?",
            "Das Paket geht an <ADDRESS_1>. Stimmt das noch?",
        ),
        ("It is 742 Evergreen Terrace, Springfield, IL 62704", "It is <ADDRESS_1>"),
    ],
)
def test_an_address_in_running_text_goes_on_to_its_town_and_postcode(
    redactor: PresidioRedactor, line: str, sent: str
) -> None:
    assert _texts(redactor, [_at(line, 40, 40)]) == [sent]


def test_a_mail_clients_title_search_field_and_toolbar_are_no_table(redactor: PresidioRedactor) -> None:
    # "Mail" over its search field reads like a row of two headers; the folders, the toolbar and
    # the times under it are no e-mail addresses.
    lines = [
        _at("Mail", 35, 30, w=56, h=26),
        _at("Search mail", 147, 30, w=110),
        _at("Compose", 67, 92, w=88),
        _at("Linda Washington", 262, 83, w=171),
        _at("4:16PM", 491, 83, w=79),
        _at("Reply", 621, 90, w=55),
        _at("Forward", 720, 92, w=76),
        _at("Inbox", 51, 139, w=64),
        _at("16", 201, 142, w=27),
        _at("Starred", 56, 180, w=64),
        _at("Drafts", 56, 248, w=53),
    ]
    texts = _texts(redactor, lines)
    assert texts[3].startswith("<PERSON_"), texts
    kept = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]
    assert [texts[k] for k in kept] == [lines[k].text for k in kept], texts


def test_a_dialog_over_a_table_is_none_of_its_cells(redactor: PresidioRedactor) -> None:
    # The dialog's sentence spans two columns and does not start at a column's edge: it and the
    # lines under its left edge are the dialog's, not cells of the Firma or Betrag columns.
    lines = [
        _at("Kunde", 57, 180, w=74, h=25),
        _at("Firma", 301, 180, w=67, h=25),
        _at("Betrag", 535, 180, w=73, h=25),
        _at("Telefon", 722, 180, w=80, h=25),
        _at("Onur Brun", 57, 252, w=108, h=25),
        _at("Die Rechnung #91766 über CHF 79'244.11 wird als PDF an Dino", 288, 316, w=677, h=25),
        _at("Dino Gasser", 57, 337, w=128, h=25),
        _at("Gasser geschickt.", 288, 348, w=185, h=25),
        _at("Senden an", 288, 398, w=104, h=25),
        _at("sara44@example.com", 301, 437, w=235, h=25),
        _at("Biljana Müller", 57, 422, w=143, h=25),
        _at("Derya Steinmann", 57, 507, w=183, h=25),
        _at("Natalia Zollinger", 57, 592, w=174, h=25),
        _at("Abbrechen", 698, 494, w=156, h=25),  # the dialog's buttons: no row closing the table
        _at("Senden", 870, 494, w=123, h=25),
        _at("Leunberger & Co.", 301, 592, w=183, h=25),
        _at("76'734.44 CHF", 535, 592, w=155, h=25),
    ]
    texts = _texts(redactor, lines)
    assert texts[8] == "Senden an", texts
    assert texts[5].startswith("Die Rechnung #91766 über <AMOUNT_") and texts[7].startswith("<PERSON_"), texts
    assert all(texts[k].startswith(("<PERSON_", "<ORG_", "<AMOUNT_")) for k in (4, 6, 10, 11, 12, 15, 16)), texts
    assert texts[13:15] == ["Abbrechen", "Senden"], texts


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Search mail", "button"),  # an action on a noun: a search field's placeholder
        ("Edit Customer", "button"),
        ("Open balance", "label"),  # "Open" is a button word, yet an adjective here
        ("Previous address", "label"),
    ],
)
def test_an_action_verb_before_a_label_word_makes_a_button(text: str, role: str) -> None:
    match = default_lexicon().classify(text)
    assert match is not None and match.role == role, match


def test_tags_beside_an_address_word_and_a_count_beside_a_column_title_are_no_values(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Pendiente", 40, 120, w=110),
        _at("En curso", 450, 120, w=90),
        _at("2", 574, 121, w=23),
        _at("Billing", 51, 270, w=60),
        _at("Urgent Support", 130, 270, w=140),
        _at("Vence: 22/05/2026", 51, 330, w=170),
    ]
    assert _texts(redactor, lines) == [line.text for line in lines]


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("Please send the credit note for UsD -174.58 to me", "Please send the credit note for <AMOUNT_1> to me"),
        ("DieErstattungüber234.58CHFistnoch", "DieErstattungüber<AMOUNT_1>istnoch"),
        ("we'll refund the 100.26 in full.", "we'll refund the <AMOUNT_1> in full."),
        ("la factura rectificativa de 282,83f o llámenme", "la factura rectificativa de <AMOUNT_1> o llámenme"),
        ("Die Rechnung vom 12.03. über 45,00", "Die Rechnung vom 12.03. über <AMOUNT_1>"),
        ("Try 3 times, then call support", "Try 3 times, then call support"),
    ],
)
def test_amounts_whose_currency_the_ocr_lost_or_misread(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 40, 40)]) == [sent]


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("Meeting with Carpenter-Miller", "Meeting with <PERSON_1>"),
        ("Invoice Smith-williamson", "Invoice <PERSON_1>"),
        ("Contractrenewal-Allen-Jones", "Contractrenewal-<PERSON_1>"),
        ("Settings - General Options", "Settings - General Options"),
        ("DeliveryaddressforTanner Perkins", "Deliveryaddressfor<PERSON_1>"),
        ("Aurore Baur zurückrufen", "<PERSON_1> zurückrufen"),
        ("Neue Kunden kontaktieren", "Neue Kunden kontaktieren"),
        ("Haase GmbH & Co.KG", "<ORG_1>"),
        ("Verlängerungsangebot für Rey Meyer & Sohne", "Verlängerungsangebot für <ORG_1>"),
    ],
)
def test_names_and_companies_in_titles_of_tasks_and_mails(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 40, 40)]) == [sent]


def test_names_and_companies_wrapped_in_a_boards_cards(redactor: PresidioRedactor) -> None:
    lines = [
        # A company's name wrapped before its last words and its legal form.
        _at("renovación para Minería", 70, 100, w=230),
        _at("del Noroeste S.A.", 70, 125, w=170),
        # A name wrapped before its surname in running text; an assignee over a tag stays whole.
        _at("Llamada con Régulo Catalán", 470, 100, w=260),
        _at("Macías", 470, 125, w=70),
        _at("Univ.Prof. Albina Kuhl", 870, 100, w=200),
        _at("Verlängerung", 870, 125, w=120),
        # A double name hyphenated over the line's end; a German task whose verb wrapped.
        _at("Onboarding call with Albert Grant-", 70, 300, w=330),
        _at("Johnson", 70, 325, w=80),
        _at("Giuliano Suter-Mäder", 470, 300, w=200),
        _at("zurückrufen", 470, 325, w=110),
        # A name glued by the OCR in a message list, stamped with its time's row.
        _at("GordonWoods", 870, 300, w=140),
        _at("08:24", 1050, 300, w=50),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "renovación para <ORG_1>" and texts[1].startswith("<ORG_"), texts
    assert texts[2] == "Llamada con <PERSON_1>" and texts[3].startswith("<PERSON_"), texts
    assert texts[4].startswith("Univ.Prof. <PERSON_") and texts[5] == "Verlängerung", texts
    assert texts[6].startswith("Onboarding call with <PERSON_") and texts[7].startswith("<PERSON_"), texts
    assert texts[8].startswith("<PERSON_") and texts[9] == "zurückrufen", texts
    assert texts[10].startswith("<PERSON_") and texts[11] == "08:24", texts


def test_a_mail_read_in_german_keeps_its_closing_role_and_dates(redactor: PresidioRedactor) -> None:
    lines = [
        _at("E-Mail", 35, 30, w=80, h=26),
        _at("E-Mails durchsuchen", 147, 30, w=200),
        _at("Neue E-Mail", 60, 92, w=120),
        _at("Myriam Schweizer-", 263, 310, w=190),
        _at("04.08.2026", 470, 310, w=110),
        _at("Buhlmann", 263, 335, w=100),
        _at("Vertragsverlängerung- Eugster", 261, 377, w=265),
        _at("Staub GmbH", 263, 404, w=109),
        _at("23.04.2026 12:43", 1068, 180, w=150),
        _at("Filippo Flückiger", 263, 500, w=170),
        _at("10.04.2026", 470, 500, w=110),
        _at("bei uns hat Filippo Jenni letzte Woche bestellt", 602, 560, w=480),
        _at("Liebe Grüße", 602, 620, w=120),
        _at("Elea Baur Frick", 602, 645, w=150),
        _at("Leiter Einkauf", 602, 670, w=140),
        _at("Schäfer GmbH", 602, 695, w=130),
        _at("081 555 11 80", 602, 720, w=130),
    ]
    texts = _texts(redactor, lines)
    kept = [0, 1, 2, 4, 8, 10, 12, 14]
    assert [texts[k] for k in kept] == [lines[k].text for k in kept], texts
    assert texts[3].startswith("<PERSON_") and texts[5].startswith("<PERSON_"), texts
    assert texts[6] == "Vertragsverlängerung- <ORG_1>" and texts[7].startswith("<ORG_"), texts
    assert texts[11].startswith("bei uns hat <PERSON_") and "Jenni" not in texts[11], texts
    assert all(texts[k].startswith(("<PERSON_", "<ORG_", "<PHONE_", "<ID_")) for k in (9, 13, 15, 16)), texts


def test_an_address_in_a_message_wrapped_to_the_next_line(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Gracias. La dirección de entrega es Callejón Azahara Vargas 416 Piso 1,", 335, 320, w=760),
        _at("Tarragona, 51201. ¿Sigue siendo correcta?", 335, 345, w=420),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Gracias. La dirección de entrega es <ADDRESS_1>,", texts
    assert texts[1].startswith("<ADDRESS_") and texts[1].endswith(". ¿Sigue siendo correcta?"), texts


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        (
            "Thanks. The parcel is addressed to Flat 87m, Donald Ramp, New Kayleigh, B6 1PB. Is",
            "Thanks. The parcel is addressed to <ADDRESS_1>. Is",
        ),
        ("Dipl.-Ing.Karlfried Staude 08:32", "<PERSON_1> 08:32"),
        ("BethMcdonald9:23AM", "<PERSON_1>9:23AM"),
        ("23.04.2026 12:43", "23.04.2026 12:43"),
    ],
)
def test_chat_and_mail_lines_glued_or_british(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 40, 40)]) == [sent]


def test_a_town_ending_a_line_and_its_postcode_starting_the_next(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Thanks. The parcel is addressed to 49956 Kane Branch Apt. 476, Jacobberg, OH", 267, 239, w=565),
        _at("69148. Is that still correct?", 268, 259, w=193),
    ]
    assert _texts(redactor, lines) == [
        "Thanks. The parcel is addressed to <ADDRESS_1>",
        "<ADDRESS_2>. Is that still correct?",
    ]


def test_a_centred_cards_address_goes_on_over_its_flat_and_its_wrapped_postcode(redactor: PresidioRedactor) -> None:
    # Contact cards set centred: the town and state end the street's line (comma glued), the ZIP
    # code stands under the middle of it; a flat's word ends a street, its number starts the next
    # line.
    lines = [
        _at("66627 Brooke Plain, West Jerry,TN", 96, 348, w=292, h=25),
        _at("11899", 215, 377, w=56, h=21),
        _at("Via de Alberto Canton 11 Apt.", 51, 562, w=228, h=22),
        _at("16,Lugo,46323", 75, 585, w=114, h=20),
        # Under a centred address, a line that only starts like a town and postcode stays.
        _at("Markus-Kambs-Ring 5-6,90727Waren", 481, 296, w=292, h=21),
        _at("Umsatz 2026 EUR 59.546,07", 537, 326, w=175, h=19),
    ]
    texts = _texts(redactor, lines)
    assert all(text.startswith("<ADDRESS_") and text.endswith(">") for text in texts[:5]), texts
    assert texts[5] == "Umsatz 2026 <AMOUNT_1>", texts


def test_a_name_after_a_label_the_lexicon_lacks_wraps_like_a_name(redactor: PresidioRedactor) -> None:
    # A side panel's field: the label is no lexicon word, its value a double first name that fills
    # the panel, the surname on the next line; the next field's line stays.
    lines = [
        _at("MA-Nr.:82678", 950, 213, w=118, h=20),
        _at("Vorgesetzte(r):Rose-Marie", 950, 244, w=215, h=23),
        _at("Schulz", 950, 270, w=58, h=21),
        _at("Urlaubstage ubrig:28Tage", 950, 300, w=215, h=25),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("Vorgesetzte(r):<") and texts[2].startswith("<"), texts
    assert texts[3] == "Urlaubstage ubrig:28Tage", texts


def test_account_labels_over_and_beside_their_figures_in_a_cjk_card(redactor: PresidioRedactor) -> None:
    # A bank's card: the account number under its label, a transaction's company far right on the
    # label's row; the counterparty's account number beside a compound label the lexicon lacks.
    lines = [
        _at("口座番号", 55, 207, w=68, h=24),
        _at("有限会社林通信", 470, 198, w=141, h=24),
        _at("5205687", 55, 237, w=81, h=24),
        _at("相手先口座番号", 470, 489, w=149, h=23),
        _at("9575873", 611, 490, w=77, h=21),
        _at("华为公司", 55, 600, w=80, h=22),
        _at("13812345678", 150, 600, w=120, h=22),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "口座番号" and texts[3] == "相手先口座番号", texts
    assert texts[2].startswith("<ACCOUNT_") and texts[4].startswith("<ACCOUNT_"), texts
    assert texts[1].startswith("<ORG_") and texts[6].startswith("<PHONE_"), texts


def test_a_claim_forms_section_and_labels_over_a_date_and_an_address_stay(redactor: PresidioRedactor) -> None:
    # A wizard's step: a section title over a field whose value is a date (no phone number, so no
    # contact that a block of party lines would end in), and a label phrase over a street.
    lines = [
        _at("VERSICHERUNGSSCHEIN-NR. M43-3095919", 181, 17, w=273, h=17),
        _at("heiderosekohl@example.com", 204, 291, w=178, h=20),
        _at("Zum Schaden", 200, 343, w=104, h=22),
        _at("Schadentag", 194, 369, w=78, h=24),
        _at("Ort des Geschehens", 638, 371, w=125, h=20),
        _at("22.10.2026", 203, 397, w=75, h=20),
        _at("Speerstraße 138", 647, 398, w=103, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("VERSICHERUNGSSCHEIN-NR."), texts  # no label glued into a longer word
    assert [texts[k] for k in (2, 3, 4, 5)] == [lines[k].text for k in (2, 3, 4, 5)], texts
    assert texts[1].startswith("<EMAIL_") and texts[6].startswith("<ADDRESS_"), texts


def test_a_company_on_a_row_of_labels_is_no_header(redactor: PresidioRedactor) -> None:
    # A receipt's payee between two labels of its row, and a side panel's company at the height of
    # a form's labels.
    lines = [
        _at("Beneficiaire", 120, 292, w=120, h=27),
        _at("Alves SARL", 355, 292, w=116, h=27),
        _at("Ticket", 700, 292, w=60, h=27),
        _at("Vorname *", 59, 495, w=98, h=24),
        _at("Familienname *", 462, 496, w=141, h=23),
        _at("Schnyder Ritter & Sohne", 988, 510, w=212, h=28),
    ]
    texts = _texts(redactor, lines)
    assert [texts[k] for k in (0, 2, 3, 4)] == [lines[k].text for k in (0, 2, 3, 4)], texts
    assert texts[1].startswith("<") and texts[5].startswith("<ORG_"), texts


def test_a_word_of_a_name_the_ocr_glued_is_found_alone_elsewhere(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Clientes/InocencioSevillano/Editar", 36, 21, w=290, h=20),
        _at("Inocencio", 332, 184, w=91, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("Clientes/<PERSON_") and texts[1].startswith("<PERSON_"), texts


def test_a_company_found_inside_a_line_taken_whole_is_found_glued_elsewhere(redactor: PresidioRedactor) -> None:
    # The role and the company under the label are one value; the company alone is looked for
    # too, and found where the OCR glued it into a timeline's entry.
    lines = [
        _at("Entreprise", 100, 100, w=100, h=20),
        _at("Office manager chez Carre Fontaine SARL", 100, 125, w=300, h=20),
        _at("Transaction《CarreFontaineSARL-contrat-cadre2027>passée", 100, 400, w=400, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<ORG_") and "Carre" not in texts[2], texts


def test_a_dialogs_lines_at_a_columns_edge_and_its_send_to_label(redactor: PresidioRedactor) -> None:
    # The dialog's left edge is the Company column's: its sentences are the dialog's, a company
    # cell under that edge stays a cell; "Send to" is the dialog's label, its value an address.
    h = 27
    lines = [
        _at("Customer", 55, 180, w=120, h=h),
        _at("Company", 283, 180, w=115, h=h),
        _at("Balance", 544, 180, w=149, h=h),
        _at("Telephone", 766, 180, w=127, h=h),
        _at("Status", 994, 180, w=84, h=h),
        _at("Cameron Cooper", 57, 250, w=180, h=h),
        _at("Jessica O'Connor", 57, 318, w=180, h=h),
        _at("Gareth White", 57, 403, w=140, h=h),
        _at("Frederick White", 57, 470, w=170, h=h),
        _at("Delete the customer Cameron Cooper?", 287, 264, w=591, h=h),
        _at("Cameron Cooper and all of their orders will be removed. This can't", 288, 317, w=703, h=h),
        _at("be undone.", 286, 349, w=121, h=h),
        _at("Type the customer's name to confirm", 287, 398, w=367, h=h),
        _at("Send to", 287, 470, w=80, h=h),
        _at("Delivered", 994, 470, w=100, h=h),
        _at("Lynda Farmer", 57, 567, w=142, h=h),
        _at("Thorpe, Hopkins and", 286, 567, w=218, h=h),
        _at("Webster", 286, 599, w=90, h=h),
    ]
    texts = _texts(redactor, lines)
    kept = [0, 1, 2, 3, 4, 11, 12, 13, 14]
    assert [texts[k] for k in kept] == [lines[k].text for k in kept], texts
    assert all(texts[k].startswith(("<PERSON_", "<ORG_")) for k in (5, 6, 7, 8, 15, 16, 17)), texts


def test_a_partnership_cut_at_a_cards_line_end_and_tags_glued(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Chase payment from Connolly,", 470, 100, w=280),
        _at("Henderson and Leonard", 470, 125, w=210),
        _at("Renewal quote for Ali, wilson and", 70, 100, w=300),
        _at("Fraser", 70, 125, w=60),
        _at("Due: 30/01/2026", 70, 150, w=150),
        _at("RenewalSupport", 70, 175, w=140),
        _at("Support", 870, 100, w=70),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Chase payment from <ORG_1>" and texts[1].startswith("<ORG_"), texts
    assert texts[2] == "Renewal quote for <ORG_3>" and texts[3].startswith("<ORG_"), texts
    assert texts[4:] == ["Due: 30/01/2026", "RenewalSupport", "Support"], texts


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("把合同寄给赵明", "把合同寄给<PERSON_1>"),
        ("给杨杰回电", "给<PERSON_1>回电"),
        ("给我们回电", "给我们回电"),
        ("蔡娟的收货地址变更", "<PERSON_1>的收货地址变更"),
        ("我们的订单", "我们的订单"),
        ("催信永藥品付款", "催<ORG_1>付款"),
    ],
)
def test_chinese_names_and_parties_in_task_and_mail_titles(redactor: PresidioRedactor, line: str, sent: str) -> None:
    assert _texts(redactor, [_at(line, 40, 40, w=18 * len(line))]) == [sent]


def test_chinese_tags_on_a_board_card_are_no_names_or_companies(redactor: PresidioRedactor) -> None:
    def at(text: str, x: int, y: int) -> OcrLine:
        return _at(text, x, y, w=18 * len(text))

    lines = [
        at("陳淑慧", 50, 140),
        at("VIP", 50, 173),
        at("催見遠雜資訊有限公司付款", 47, 210),
        at("销售", 420, 173),
        at("财务", 470, 173),
        at("续约", 520, 173),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[2].startswith("<ORG_"), texts
    assert [texts[k] for k in (1, 3, 4, 5)] == ["VIP", "销售", "财务", "续约"], texts


@pytest.mark.parametrize(
    ("text", "spaced"),
    [
        ("Dani Alarcon Suarez", None),  # a name ending like "con" stays whole
        ("Alberto Ruiz", None),
        ("Kirby Smith", None),
        ("17/06/2026LlamadadeFlorAbellan", "17/06/2026 Llamada de Flor Abellan"),
        ("06/26/2026CallwithCalebTaylor", "06/26/2026 Call with Caleb Taylor"),
        ("Orderplacedby April", "Orderplaced by April"),
    ],
)
def test_glued_prepositions_are_spaced_and_names_that_end_like_them_are_not(text: str, spaced: str | None) -> None:
    from screenroute.router.redaction.deglue import space_glued

    form = space_glued(text)
    assert (form.text if form is not None else None) == spaced


def test_a_board_cards_party_after_a_cut_preposition_its_bare_amount_and_a_known_name_as_a_word(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Devisderenouvellementpour", 59, 139, w=303, h=24),
        _at("Besson", 59, 166, w=76, h=24),
        _at("Echéance:21/09/2026", 59, 193, w=200, h=24),
        _at("77997,04", 59, 220, w=90, h=24),
        _at("Celina delaDevaux", 59, 247, w=180, h=24),
        _at("EUR 2 598,21", 470, 193, w=130, h=24),
        _at("Einführungsgespräch mit Ulf", 870, 139, w=280, h=24),
        _at("Lange", 870, 166, w=60, h=24),
        _at("Verlängerung", 870, 300, w=130, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Devisderenouvellementpour" and texts[1].startswith("<ORG_"), texts
    assert texts[2] == "Echéance:21/09/2026" and texts[3].startswith("<AMOUNT_"), texts
    assert texts[4].startswith("<PERSON_") and texts[7].startswith("<PERSON_"), texts
    assert texts[8] == "Verlängerung", texts


def test_a_mails_signature_under_a_closing_and_a_partnership_wrapped_before_its_connector(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Marie Smith-o'Connor", 262, 83, w=200),
        _at("11:18", 491, 83, w=50),
        _at("Contract renewal - Walker, Smith", 262, 300, w=290),
        _at("and Gregory", 262, 325, w=110),
        _at("Frances Morris from our accounts team forwarded me your reminder.", 602, 250, w=640),
        _at("Many thanks,", 602, 420, w=120),
        _at("Marie Smith-O'Connor", 602, 445, w=200),
        _at("Operations lead", 602, 470, w=150),
        _at("Wilkinson-Williams", 602, 495, w=180),
        _at("+44(0)118 496 0997", 602, 520, w=180),
        _at("jacqueline02@example.org", 602, 545, w=240),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[1] == "11:18", texts
    assert texts[2].startswith("Contract renewal - <ORG_") and texts[3].startswith("<ORG_"), texts
    assert texts[4].startswith("<PERSON_") and texts[4].endswith(
        " from our accounts team forwarded me your reminder."
    ), texts
    assert texts[5] == "Many thanks," and texts[7] == "Operations lead", texts
    assert all(texts[k].startswith("<") for k in (6, 8, 9, 10)), texts


def test_a_company_glued_before_its_legal_form_on_the_next_line(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Facturar a AlimentacionViana", 70, 100, w=280),
        _at("S.A.", 70, 125, w=40),
        _at("DevisderenouvellementpourLeduc", 470, 100, w=300),
        _at("Leduc S.A.S.", 470, 125, w=110),
        _at("Devolver la llamada a Alejo", 870, 100, w=260),
        _at("Velasco Herrero", 870, 125, w=150),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "Facturar a <ORG_1>" and texts[1].startswith("<ORG_"), texts
    assert texts[2].startswith("Devisderenouvellementpour<ORG_") and texts[3].startswith("<ORG_"), texts
    assert texts[4].startswith("Devolver la llamada a <PERSON_") and texts[5].startswith("<PERSON_"), texts


def test_a_crm_side_panel_set_label_over_value_beside_a_timeline(redactor: PresidioRedactor) -> None:
    # A contact's fields, each label over its value, in a panel left of an activity timeline
    # whose lines stand far right on the labels' rows.
    lines = [
        _at("Amanda Lopez", 96, 83, w=184, h=23),
        _at("About this contact", 29, 153, w=150, h=17),
        _at("Activity", 334, 149, w=64, h=23),
        _at("Email", 27, 178, w=41, h=17),
        _at("amandafitzgerald@example.com", 28, 198, w=221, h=17),
        _at("Phone number", 28, 224, w=93, h=17),
        _at("932.653.9117x839", 28, 243, w=128, h=17),
        _at("MEETING Jonathan Stanley", 349, 287, w=179, h=17),
        _at("11/19/2026 12:01 PM", 1106, 288, w=135, h=17),
        _at("Street address", 27, 314, w=93, h=17),
        _at(
            "Annual review with Amanda: the framework agreement is up for renewal, about USD 82,471.86.",
            349, 309, w=677, h=19,
        ),
        _at("10591 Marie Drive", 27, 333, w=126, h=17),
        _at("New Loretta, SD 91010", 28, 353, w=155, h=17),
        _at("Contact owner", 27, 424, w=94, h=20),
        _at("Michelle Kaufman", 25, 442, w=125, h=22),
        _at("Lifecycle stage", 25, 468, w=99, h=22),
        _at("Lead", 27, 489, w=38, h=18),
        _at("Create date", 28, 517, w=76, h=17),
        _at("08/08/2026", 27, 536, w=82, h=17),
    ]  # fmt: skip
    texts = _texts(redactor, lines)
    # "About this contact" heads a section: no name label, so the tab beside it is no name.
    assert texts[1] == "About this contact" and texts[2] == "Activity", texts
    assert texts[4].startswith("<EMAIL_") and texts[6].startswith("<PHONE_"), texts
    # The activity's type in capitals stays; the name after it goes.
    assert texts[7].startswith("MEETING <PERSON_"), texts
    # The street label's value is under it; the timeline line on its row is running text: its
    # start is no label, its name and amount are found in it.
    assert texts[10].startswith("Annual review with <PERSON_") and "the framework agreement" in texts[10], texts
    assert "<AMOUNT_" in texts[10] and "<ADDRESS_" not in texts[10], texts
    assert texts[11].startswith("<ADDRESS_") and texts[12].startswith("<ADDRESS_"), texts
    # A field holds one value: the next field's label under it is no name.
    assert texts[14].startswith("<PERSON_") and texts[15:17] == ["Lifecycle stage", "Lead"], texts


def test_an_address_block_ends_at_its_postal_line_under_a_label(redactor: PresidioRedactor) -> None:
    # A meeting's details: the place over its postcode and town, then the organiser's field.
    lines = [
        _at("Ort", 814, 282, w=40, h=22),
        _at("Sorgatzring 3976", 814, 309, w=174, h=26),
        _at("89361 Hechingen", 815, 339, w=176, h=23),
        _at("Organisator", 815, 379, w=125, h=26),
        _at("Dipl.-Ing. Istvan Tlustek", 816, 411, w=233, h=23),
        _at("mikeheydrich@example.com", 816, 437, w=264, h=20),
        _at("Delivery address", 263, 505, w=150, h=22),
        _at("Sian Hall", 266, 530, w=80, h=21),
        _at("56 Lisa Parkway", 263, 554, w=147, h=25),
        _at("Ianfurt", 263, 581, w=68, h=24),
        _at("UB8 0DJ", 263, 605, w=89, h=26),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<ADDRESS_") and texts[2].startswith("<ADDRESS_"), texts
    assert texts[3] == "Organisator" and texts[4].startswith("<PERSON_"), texts
    # A town of one word after the street is the address's.
    assert all(texts[k].startswith("<") for k in (7, 8, 9, 10)), texts


def test_names_wrapped_in_a_calendars_narrow_event_boxes(redactor: PresidioRedactor) -> None:
    # Event titles wrap at their box's edge; a name cut there is found on both its lines. A
    # board card's tag under a name is no surname (it stands on the page again), nor is a time.
    lines = [
        _at("Demo for Victor", 106, 608, w=125, h=20),
        _at("Barr (West", 107, 627, w=87, h=20),
        _at("Group)", 106, 646, w=59, h=24),
        _at("Weekly sync", 106, 700, w=100, h=20),
        _at("Llamada", 248, 456, w=82, h=24),
        _at("con Lucho", 247, 478, w=98, h=25),
        _at("Santos", 248, 502, w=68, h=24),
        _at("Call with Mr Anthony Marshall", 828, 129, w=340, h=28),
        _at("Fri13/11·14:00-15:00", 830, 166, w=201, h=17),
        _at("Univ.Prof. Albina Kuhl", 469, 216, w=163, h=20),
        _at("Verlängerung", 473, 240, w=100, h=23),
        _at("Verlängerung", 473, 400, w=100, h=23),
        _at("Weekly sync", 473, 440, w=100, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("Demo for <PERSON_") and texts[1].startswith("<PERSON_"), texts
    assert texts[1].endswith("(West") or "<ORG_" in texts[1], texts
    assert texts[5].startswith("con <PERSON_") and texts[6].startswith("<PERSON_"), texts
    assert texts[7].startswith("Call with ") and texts[7].endswith(">") and texts[8] == "Fri13/11·14:00-15:00", texts
    assert texts[9].endswith(">") and texts[10] == texts[11] == "Verlängerung", texts


def test_a_contacts_role_at_a_company_and_a_known_first_name_in_glued_text(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Hortense Brunel", 95, 83, w=205, h=23),
        _at("Responsable logistique chez Leclercq", 94, 111, w=248, h=17),
        _at("Aboutthis contact", 29, 153, w=149, h=17),
        _at("Activity", 336, 151, w=62, h=17),
        _at("Re:Order#91269-Hortenseconfirmsthenewdeliverydate.", 348, 376, w=432, h=17),
        _at("JahresgesprachmitHortense:Rahmenvertragsollverlangertwerden", 348, 420, w=560, h=17),
        _at("Hallo Team, bitte zurückrufen.", 348, 460, w=300, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_"), texts
    assert texts[1].startswith("Responsable logistique chez <ORG_"), texts
    assert texts[2:4] == ["Aboutthis contact", "Activity"], texts
    assert texts[4].startswith("Re:Order#91269-<PERSON_") and texts[4].endswith("confirmsthenewdeliverydate."), texts
    assert texts[5].startswith("Jahresgesprachmit<PERSON_") and "Rahmenvertrag" in texts[5], texts
    assert texts[6] == "Hallo Team, bitte zurückrufen.", texts


def test_a_meetings_people_fields_and_counts(redactor: PresidioRedactor) -> None:
    lines = [
        _at("地点", 812, 280, w=44, h=26),
        _at("贵州省六盘水县东丽王街A座197921", 814, 310, w=319, h=26),
        _at("组织者", 813, 350, w=60, h=25),
        _at("陈玉兰", 813, 380, w=65, h=28),
        _at("参与人", 813, 444, w=60, h=25),
        _at("4位参与人", 813, 472, w=88, h=24),
        _at("乔兰英", 813, 502, w=65, h=25),
        _at("周一已收到定金￥3,442.60。", 815, 770, w=235, h=23),
        _at("12/7周一", 100, 40, w=90, h=20),
        _at("Guests", 300, 290, w=51, h=17),
        _at("3 guests", 300, 308, w=56, h=18),
        _at("Elizabeth Fernandez", 300, 327, w=135, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "地点" and texts[1].startswith("<ADDRESS_"), texts
    assert texts[2] == "组织者" and texts[3].startswith("<PERSON_"), texts
    assert texts[4:6] == ["参与人", "4位参与人"] and texts[6].startswith("<PERSON_"), texts
    # A weekday is no surname and name, here or where its word comes again.
    assert texts[7].startswith("周一已收到定金<AMOUNT_") and texts[8] == "12/7周一", texts
    assert texts[9:11] == ["Guests", "3 guests"] and texts[11].startswith("<PERSON_"), texts


def test_a_totals_block_under_a_price_column_is_no_price_but_a_wrapped_currency_is(
    redactor: PresidioRedactor,
) -> None:
    # An invoice in a PDF viewer: its totals' labels stand under the unit price column.
    lines = [
        _at("项次", 171, 312, w=31, h=20),
        _at("品项", 252, 312, w=33, h=21),
        _at("数量", 484, 310, w=33, h=23),
        _at("单價", 659, 310, w=32, h=23),
        _at("金额", 855, 310, w=32, h=23),
        _at("1", 171, 340, w=13, h=15),
        _at("软體年度授權", 251, 335, w=79, h=23),
        _at("1", 503, 339, w=13, h=16),
        _at("TWD 249.00", 619, 337, w=70, h=17),
        _at("TWD 498.00", 813, 335, w=74, h=22),
        _at("未税金额", 585, 360, w=56, h=21),
        _at("TWD 2,224.00", 811, 363, w=80, h=17),
        _at("营業税5%", 586, 378, w=63, h=21),
        _at("TWD 111.00", 821, 380, w=71, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[10] == "未税金额" and texts[12] == "营業税5%", texts
    assert all(texts[k].startswith("<AMOUNT_") for k in (8, 9, 11, 13)), texts
    # A currency wrapped under its figure is the figure's.
    lines = [
        _at("Client", 340, 144, w=60),
        _at("Montant", 891, 144, w=70),
        _at("Faivre", 340, 174, w=60),
        _at("31608,97", 891, 174, w=92, h=24),
        _at("EUR", 891, 201, w=43, h=23),
    ]
    texts = _texts(redactor, lines)
    assert texts[3].startswith("<AMOUNT_") and texts[4].startswith("<AMOUNT_"), texts


def test_a_spanish_address_field_ends_at_its_postal_line(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Correo electronico", 27, 178, w=130, h=17),
        _at("severobarrena@example.net", 28, 198, w=200, h=17),
        _at("Direccion postal", 27, 314, w=110, h=17),
        _at("Cuesta Angelina Miguel 8", 27, 333, w=170, h=17),
        _at("Badajoz, 01821", 28, 353, w=110, h=17),
        _at("N.2 de cliente", 25, 377, w=100, h=20),
        _at("CLI-10475", 27, 399, w=75, h=17),
        _at("Propietario del contacto", 27, 424, w=160, h=20),
        _at("Alejandro Bas", 25, 442, w=110, h=22),
        _at("Etapa del ciclo de vida", 25, 468, w=150, h=22),
        _at("Lead", 27, 489, w=38, h=18),
    ]
    texts = _texts(redactor, lines)
    assert texts[3].startswith("<ADDRESS_") and texts[4].startswith("<ADDRESS_"), texts
    assert texts[5] == "N.2 de cliente" and texts[7] == "Propietario del contacto", texts
    assert texts[8].startswith("<PERSON_") and texts[9:11] == ["Etapa del ciclo de vida", "Lead"], texts


def test_a_spreadsheets_cells_read_as_one_line_and_its_empty_rows(redactor: PresidioRedactor) -> None:
    # Text overflows its cell, so the OCR reads neighbouring cells as one line; a name cut short
    # reads "Lagun:" (no label); rows under the data hold only their numbers, then the sheet tabs.
    lines = [
        _at("Cliente", 72, 181, w=72, h=26),
        _at("Empresa", 235, 184, w=85, h=23),
        _at("Direccion", 424, 184, w=90, h=21),
        _at("Tel.", 634, 183, w=39, h=22),
        _at("Email", 785, 184, w=57, h=21),
        _at("Pendiente", 1010, 183, w=99, h=23),
        _at("Ultimo contacto", 1135, 181, w=144, h=26),
        _at("Fidela Pujol-Lagun: Hnos Fonseca S.Com.", 72, 211, w=351, h=27),
        _at("Alameda de Daniel Real", 412, 215, w=211, h=20),
        _at("+34733 82 09 1:", 635, 214, w=140, h=20),
        _at("haroldo16@example.com", 784, 212, w=215, h=26),
        _at("22.069,34 18/08/2026", 1024, 214, w=210, h=20),
        _at("10", 29, 245, w=14, h=20),
        _at("11", 29, 270, w=14, h=20),
        _at("12", 29, 295, w=14, h=20),
        _at("Hoja 1", 60, 420, w=60, h=20),
        _at("Pendientes", 160, 420, w=100, h=20),
        _at("Last edited yesterday_at 17:12 by_Dr Molly_Smart", 700, 30, w=420, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[:7] == ["Cliente", "Empresa", "Direccion", "Tel.", "Email", "Pendiente", "Ultimo contacto"], texts
    assert all(texts[k].startswith("<") for k in (7, 8, 9, 10, 11)), texts
    assert texts[12:17] == ["10", "11", "12", "Hoja 1", "Pendientes"], texts
    assert texts[17].startswith("Last edited yesterday_at 17:12 by_") and "Molly" not in texts[17], texts


def test_a_dialog_over_a_table_is_no_merged_cells(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Kunde", 45, 134, w=69, h=24),
        _at("Firma", 232, 133, w=65, h=28),
        _at("Offener Betrag", 486, 134, w=152, h=26),
        _at("Telefon", 699, 134, w=78, h=24),
        _at("Status", 928, 134, w=73, h=26),
        _at("Idriz Schmidt", 45, 180, w=122, h=23),
        _at("Rolf Schwab", 46, 239, w=110, h=20),
        _at("Lucy Fluckiger", 45, 293, w=130, h=26),
        _at("KundeLouisGrobloschen?", 344, 285, w=345, h=26),
        _at("Louis Grobund alle zugehorigenBestellungen werdenentfernt.", 344, 327, w=559, h=24),
        _at("Louis Grob", 45, 351, w=99, h=23),
        _at("ZurBestätigung Kundennamen eingeben", 344, 390, w=400, h=24),
        _at("不含税金额", 586, 387, w=66, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[11] == "ZurBestätigung Kundennamen eingeben" and texts[12] == "不含税金额", texts
    assert all(texts[k].startswith("<PERSON_") for k in (5, 6, 7, 10)), texts


def test_a_timelines_activity_types_figures_and_first_names(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Florentine Hande", 145, 126, w=323, h=30),
        _at("NoTIz EttaBauer", 350, 220, w=160, h=17),
        _at("LLAMADAAdora Quintero", 350, 260, w=200, h=17),
        _at("CORREoIsidora Carbonell", 350, 300, w=220, h=17),
        _at("09:38", 1106, 220, w=45, h=17),
        _at("08:13", 1106, 260, w=45, h=17),
        _at("16:25", 1106, 300, w=45, h=17),
        _at("Jahresgesprach mit Florentine: Rahmenvertrag soll verlängert", 350, 340, w=520, h=17),
        _at("werden,Volumenetwa86.064,03.", 350, 360, w=260, h=17),
        _at("Bilan annuel, environ 77 839,71 .", 350, 400, w=300, h=17),
        _at("Martirio conoce aFlorentine dela feria.", 350, 440, w=340, h=17),
        _at("Kalender 12.03.2026, Raum 1.234", 350, 480, w=300, h=17),
        _at("OffenePosten:3.197,07", 916, 520, w=230, h=23),
        # Its thousands not grouped (the OCR dropped a narrow space), after a label's colon too.
        _at("Soldedisponible:2837,27", 117, 560, w=247, h=20),
        _at("1138,35", 370, 600, w=112, h=27),
        _at("Ende 2026.11", 600, 640, w=112, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[12] == "OffenePosten:<AMOUNT_3>", texts  # a sum right after a label's colon
    assert texts[13] == "Soldedisponible:<AMOUNT_4>" and texts[14] == "<AMOUNT_5>", texts
    assert texts[15] == "Ende 2026.11", texts  # a year and its month
    assert texts[1].startswith("NoTIz <PERSON_") and texts[2].startswith("LLAMADA<PERSON_"), texts
    assert texts[3].startswith("CORREo<PERSON_"), texts
    assert texts[7].startswith("Jahresgesprach mit <PERSON_"), texts
    assert texts[8] == "werden,Volumenetwa<AMOUNT_1>." and texts[9] == "Bilan annuel, environ <AMOUNT_2> .", texts
    assert texts[10].startswith("Martirio conoce a<PERSON_") and texts[10].endswith(" dela feria."), texts
    assert texts[11] == "Kalender 12.03.2026, Raum 1.234", texts


def test_headers_labels_and_buttons_that_read_like_values_stay(redactor: PresidioRedactor) -> None:
    lines = [
        # A spreadsheet's header row the table finder misses: a header beside "TEL" is no number.
        _at("TEL", 634, 184, w=37, h=23),
        _at("未入金额", 1008, 184, w=74, h=24),
        _at("最終連絡日", 1135, 184, w=86, h=24),
        # A footer's next field beside an IBAN label keeps its own label.
        _at("IBAN:", 538, 583, w=31, h=15),
        _at("USt-ldNr.: DE971626159", 723, 583, w=127, h=16),
        # A sum's label read short or misread is no name; a chat's button misread neither.
        _at("應付總", 717, 648, w=76, h=25),
        _at("付總额", 586, 450, w=55, h=21),
        _at("傅送", 1150, 690, w=40, h=25),
        # A formal possessive after "für" opens no name.
        _at("Vielen Dank für Ihren Auftrag.", 250, 500, w=300, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[:3] == ["TEL", "未入金额", "最終連絡日"], texts
    assert texts[4].startswith("USt-ldNr.: <"), texts
    assert texts[5:9] == ["應付總", "付總额", "傅送", "Vielen Dank für Ihren Auftrag."], texts


def test_a_status_under_a_compound_label_and_an_attention_line_in_a_postal_block(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Etapa del ciclo de vida", 36, 589, w=174, h=20),
        _at("Cliente habitual", 36, 612, w=133, h=20),
        _at("Fechade creaci6n", 36, 647, w=140, h=17),
        _at("07/04/2026", 35, 668, w=98, h=20),
        # An invoice's address block beside its reference fields.
        _at("Fischer GmbH", 251, 210, w=130, h=23),
        _at("z. Hd. Waltraud Keller", 249, 236, w=201, h=23),
        _at("Lutzstrasse 290", 251, 264, w=145, h=20),
        _at("1837 Morges", 250, 289, w=122, h=23),
        _at("Datum:", 724, 205, w=74, h=26),
        _at("29.11.2026", 932, 206, w=109, h=23),
        _at("Kundennr.:", 724, 232, w=103, h=24),
        _at("KD-45464", 932, 232, w=96, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[2] == "Fechade creaci6n", texts
    assert all(texts[k].startswith("<") for k in (4, 6, 7)) and "Waltraud" not in texts[5], texts


def test_paint_keeps_off_a_label_set_tight_under_a_value(redactor: PresidioRedactor) -> None:
    # A board card: the company's line box and the deadline label's overlap by their padding.
    lines = [
        _at("华成育卓传媒有限公司", 44, 307, w=130, h=25),
        _at("截止日期：2026-03-06", 49, 328, w=160, h=24),
        _at("卞红梅", 421, 250, w=44, h=21),
        _at("截止日期：2026-05-03", 421, 232, w=141, h=20),
    ]
    result = redactor.redact(_blank(), lines, {})
    assert result.lines[0].text.startswith("<ORG_") and result.lines[1].text == "截止日期：2026-03-06"
    label_rows = {1: (328, 352), 3: (232, 252)}
    for finding in result.findings:
        assert finding.box is not None
        for row, (top, bottom) in label_rows.items():
            label = lines[row].box
            if finding.box.x1 <= label.x0 or finding.box.x0 >= label.x0 + 60:
                continue  # clear of the label's words ("截止日期：")
            covered = max(0, min(finding.box.y1, bottom) - max(finding.box.y0, top))
            assert covered <= 0.2 * (bottom - top), (finding, row)


def test_a_balance_panels_own_labels_before_their_figures_are_kept(redactor: PresidioRedactor) -> None:
    # An online bank's balance panel: one label heads a column of figures, and lower lines hold a
    # label of their own glued to a figure; a transaction type under "Debit card" holds no number.
    lines = [
        _at("Current balance", 802, 111, w=150, h=26),
        _at("$21,281.95", 803, 146, w=211, h=35),
        _at("Availablebalance", 803, 198, w=162, h=23),
        _at("Overdraft protection$1,000.00", 803, 230, w=304, h=23),
        _at("Withdrawals ($4,576.22)", 801, 331, w=250, h=26),
        _at("Date", 53, 660, w=60, h=24),
        _at("Debit card", 188, 703, w=99, h=23),
        _at("Transfer", 187, 775, w=80, h=24),
        # A summary panel at the far end of an account number's row is no part of it.
        _at("账号", 50, 872, w=36, h=22),
        _at("6288974683837586302", 129, 874, w=187, h=17),
        _at("透支额度3,500.00元", 881, 876, w=158, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<AMOUNT_"), texts
    assert texts[3].startswith("Overdraft protection<AMOUNT_"), texts
    assert texts[4].startswith("Withdrawals <AMOUNT_"), texts
    assert texts[7] == "Transfer", texts
    assert texts[9].startswith("<") and texts[10].startswith("透支额度"), texts


def test_an_account_holder_that_is_a_firm_and_a_labelled_mail_address_glued(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Kontoinhaber Schaub & Söhne", 62, 195, w=303, h=25),
        _at("Titular Casanovas y Feliu S.C.P.", 62, 260, w=320, h=25),
        _at("通知邮箱xiulan23@example.com", 60, 330, w=240, h=22),
        _at("张伟zhang.wei@example.com", 60, 380, w=240, h=22),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("Kontoinhaber <ORG_"), texts
    assert texts[1].startswith("Titular <ORG_"), texts
    assert texts[2].startswith("通知邮箱<EMAIL_"), texts
    assert texts[3].startswith("<EMAIL_") and "张伟" not in texts[3], texts  # a name glued before it goes too


def test_names_and_mail_addresses_wrapped_in_narrow_cards(redactor: PresidioRedactor) -> None:
    # An organisation chart's cards, 150 px wide: names and addresses wrap at the card's edge, and
    # one card is cut by the screen's bottom edge.
    lines = [
        _at("Mercedes", 51, 282, w=92, h=20),
        _at("Steinmann Grob", 50, 302, w=154, h=23),
        _at("Einkauf", 51, 324, w=61, h=20),
        _at("elea69@example.co", 49, 343, w=159, h=25),
        _at("m", 50, 368, w=20, h=18),
        _at("031 373 03 79", 51, 386, w=114, h=20),
        _at("Richard", 267, 560, w=74, h=21),
        _at("Schumacher", 268, 582, w=117, h=23),
        _at("HR-Referentin", 268, 606, w=108, h=17),
        _at("sacha02@exam", 266, 625, w=126, h=20),
        _at("ple.org", 266, 644, w=59, h=23),
        _at("Direkte Mitarbeitende", 831, 546, w=191, h=20),
        _at("Lucy Hunziker", 831, 572, w=120, h=23),
        _at("Leitung", 266, 733, w=63, h=23),
        _at("jannernst@exam", 267, 776, w=133, h=20),
    ]
    texts = _texts(redactor, lines)
    for k in (0, 1, 3, 4, 6, 7, 9, 10, 14):
        assert texts[k].startswith("<"), (k, texts)
    assert texts[2] == "Einkauf" and texts[8] == "HR-Referentin" and texts[11] == "Direkte Mitarbeitende", texts


def test_a_parcels_status_a_role_over_an_address_and_a_count_stay(redactor: PresidioRedactor) -> None:
    lines = [
        _at("In Zustellung", 60, 120, w=260, h=40),  # a status in large type
        _at("Paket 00340434161094", 60, 175, w=200, h=20),
        _at("Office Administrator", 440, 283, w=156, h=20),
        _at("nathan64@example.com", 439, 304, w=180, h=20),
        _at("Jane Porter", 50, 400, w=100, h=20),
        _at("Procurement Lead", 50, 421, w=140, h=20),
        _at("jporter@example.com", 50, 442, w=170, h=20),
        _at("5 Mitarbeitende", 50, 463, w=129, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0] == "In Zustellung" and texts[2] == "Office Administrator", texts
    assert texts[5] == "Procurement Lead" and texts[7] == "5 Mitarbeitende", texts
    assert texts[3].startswith("<EMAIL_") and texts[6].startswith("<EMAIL_"), texts


def test_a_contracts_parties_mentions_and_a_name_before_its_contact(redactor: PresidioRedactor) -> None:
    lines = [
        _at("This Agreement is made between Harvey-Webb, Flat 6, Sharon Crossroad, North Beth, W60 6UB,", 40, 100),
        _at("ZwischenKitzmann,Hellwigweg79-39,53517 Grevenbroich,vertreten durch", 40, 160),
        _at("All notices under this Agreement go to Abdul Norman-Watson (joycesmith@example.net,", 40, 220),
        _at("@Hans D. Wieloch-Weinhage ok, ich passe es an", 40, 280),
        _at("Invoices are payable within 30 days to account no.847233690570.", 40, 340),
        _at("The account 2026-11-30 was closed; see Accounts 12.", 40, 400),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("This Agreement is made between <ORG_") and "Harvey" not in texts[0], texts
    assert texts[1].startswith("Zwischen<") and "Kitzmann" not in texts[1], texts
    assert "Abdul" not in texts[2] and "Norman" not in texts[2], texts
    assert texts[3].startswith("@<PERSON_") and texts[3].endswith(" ok, ich passe es an"), texts
    assert texts[4].endswith("to account no.<ACCOUNT_1>."), texts
    assert texts[5] == "The account 2026-11-30 was closed; see Accounts 12.", texts


def test_postal_blocks_wrapped_glued_or_found_in_their_middle(redactor: PresidioRedactor) -> None:
    lines = [
        # A comment's address wraps after its postcode; an invoice's block ends over a table's header.
        _at("Der Briefkopf steht Steinmannstrasse 700, 7245", 40, 40, w=420, h=22),
        _at("Val-de-Ruz. Bitte anpassen.", 40, 64, w=240, h=22),
        _at("Whiteland,SC 50200", 325, 247, w=190, h=23),
        _at("Units", 361, 292, w=61, h=27),
        # A parcel's delivery address, the postcode glued by the OCR and a flat glued to its number.
        _at("Studio1", 700, 300, w=70, h=22),
        _at("Nigel Prairie", 700, 324, w=120, h=22),
        _at("Mooreshire", 700, 348, w=100, h=22),
        _at("PE8V1WW", 700, 372, w=90, h=22),
        # A recipient's block: the name and the street wrapped at their hyphens, the postal line glued.
        _at("Empfanger", 798, 651, w=112, h=30),
        _at("Tomas Kensy-", 1009, 652, w=139, h=28),
        _at("Striebitz", 1013, 686, w=84, h=21),
        _at("Radmila-Junken-", 1012, 714, w=165, h=25),
        _at("Platz 2-7", 1013, 744, w=88, h=21),
        _at("63873Scheinfeld", 1011, 769, w=175, h=26),
        # A street type that ends its line, the street's name and number under it.
        _at("Pasadizo de", 968, 361, w=112, h=23),
        _at("Ruperto Aguilera", 969, 388, w=156, h=24),
        _at("27 Apt. 11", 969, 415, w=98, h=24),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("Der Briefkopf steht <ADDRESS_") and texts[1].startswith("<ADDRESS_"), texts
    assert texts[1].endswith(". Bitte anpassen.") or "Val" not in texts[1], texts
    assert texts[3] == "Units", texts
    assert texts[8] == "Empfanger" and "Kensy" not in texts[9] and "Striebitz" not in texts[10], texts
    for k in (4, 5, 6, 7, 11, 12, 13, 14, 15, 16):
        assert texts[k].startswith("<ADDRESS_"), (k, texts)


def test_a_bank_statements_transactions_with_their_types_under_the_payee(redactor: PresidioRedactor) -> None:
    # Each transaction's type stands under its payee, a word of the lexicon ("Zahlung", "Debitkarte"):
    # the table goes on under it, small signed sums in the amount column are sums with their signs.
    rows = [
        ("29.11.2026", "Monica Kaser", "Kaution Grafstrasse 17", "-1'527.19", "14'476.55", "Zahlung"),
        ("23.11.2026", "Giger & Co.", "Kontaktlos **** 9112", "-3.59", "14'457.24", "Debitkarte"),
        ("21.11.2026", "Tomas Scherrer", "Anteil Abendessen", "+133.86", "14'460.83", "Gutschrift"),
    ]
    lines = [
        _at("Buchungstag", 32, 289, w=104, h=23),
        _at("Empfanger/Auftraggeber", 193, 292, w=195, h=17),
        _at("Verwendungszweck", 486, 292, w=149, h=17),
        _at("Betrag (CHF)", 988, 292, w=99, h=17),
        _at("Saldo(CHF)", 1139, 288, w=94, h=22),
    ]
    y = 323
    for day, payee, purpose, amount, balance, kind in rows:
        lines += [
            _at(day, 33, y, w=81, h=17),
            _at(payee, 192, y, w=9 * len(payee), h=17),
            _at(purpose, 486, y, w=9 * len(purpose), h=17),
            _at(amount, 1088 - 9 * len(amount), y, w=9 * len(amount), h=17),
            _at(balance, 1233 - 9 * len(balance), y, w=9 * len(balance), h=17),
            _at(kind, 190, y + 17, w=9 * len(kind), h=17),
        ]
        y += 48
    texts = _texts(redactor, lines)
    for n in range(3):
        base = 5 + 6 * n
        assert texts[base + 3].startswith("<AMOUNT_") and texts[base + 4].startswith("<AMOUNT_"), (n, texts)
        assert texts[base + 5] == rows[n][5], (n, texts)


def test_a_payee_column_under_a_slashed_header_with_transfer_tags_and_a_birthday_memo(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Date", 33, 288, w=42, h=23),
        _at("Payee / Payer", 170, 291, w=104, h=20),
        _at("Memo", 465, 290, w=50, h=20),
        _at("Amount (USD)", 1000, 292, w=108, h=17),
        _at("11/29/2026", 33, 322, w=81, h=17),
        _at("Sean Ramirez", 170, 323, w=95, h=17),
        _at("BirthdaypresentforJoel Clark", 466, 322, w=260, h=17),
        _at("-2,295.22", 1041, 319, w=68, h=22),
        _at("Transfer", 168, 341, w=54, h=17),
        _at("11/25/2026", 32, 369, w=84, h=22),
        _at("Wilson-Allen", 168, 369, w=87, h=22),
        _at("Refund - order #88065", 466, 372, w=156, h=16),
        _at("+2,299.38", 1035, 370, w=74, h=19),
        _at("Deposit", 169, 391, w=54, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[1] == "Payee / Payer" and texts[8] == "Transfer" and texts[13] == "Deposit", texts
    assert texts[5].startswith("<PERSON_") and texts[10].startswith("<"), texts
    assert texts[6].startswith("Birthdaypresentfor<PERSON_"), texts
    assert texts[12].startswith("<AMOUNT_"), texts
    assert default_lexicon().classify("Payee / Payer") is not None
    match = default_lexicon().classify("收款人/付款人")
    assert match is not None and match.entity_type == "PERSON"


def test_a_card_whose_name_is_one_letter_off_a_page_word_and_whose_address_wraps_after_the_at(
    redactor: PresidioRedactor,
) -> None:
    # "Charles" is one letter off "charges": a seven-letter word is still a name's.
    lines = [
        _at("Charles Hill", 271, 621, w=112, h=25),
        _at("Accounting", 271, 644, w=90, h=23),
        _at("Manager", 271, 664, w=73, h=24),
        _at("williamscharles@", 270, 683, w=137, h=25),
        _at("example.net", 272, 707, w=101, h=20),
    ]
    texts = _texts(redactor, lines)
    assert texts[0].startswith("<PERSON_") and texts[2] == "Manager", texts
    assert texts[3].startswith("<") and texts[4].startswith("<"), texts


def test_paint_keeps_off_a_label_beside_its_value_and_one_glued_before_it() -> None:
    # A balance panel: "支出" and its sum are two OCR lines whose boxes overlap by their padding,
    # or one line with the label glued; the paint covers the sum and stops at the label.
    image = np.full((120, 400, 3), 255, np.uint8)
    image[20:38, 22:58] = 128  # 支出, its own line (grey: the paint is black)
    image[20:38, 68:170] = 0  # TWD-168,578
    image[70:90, 22:58] = 128  # 支出, glued to its sum
    image[70:90, 62:170] = 0  # ￥-11,087.32
    frame = Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).fromarray(image))
    lines = [
        OcrLine("支出", Box(20, 18, 62, 40), 0.97),
        OcrLine("TWD-168,578", Box(54, 18, 174, 40), 0.97),
        OcrLine("支出￥-11,087.32", Box(20, 68, 174, 92), 0.97),
    ]
    result = PresidioRedactor().redact(frame, lines, {})
    assert result.lines[0].text == "支出" and result.lines[1].text.startswith("<AMOUNT_"), result.lines
    assert result.lines[2].text.startswith("支出<AMOUNT_"), result.lines
    painted = result.frame.pixels
    for top, bottom in ((20, 38), (70, 90)):
        label = painted[top:bottom, 22:56]
        assert (label == 128).mean() > 0.9, "the label's glyphs are left as they were"
    assert all(box is not None and box.x0 >= 56 for box in (f.box for f in result.findings)), result.findings


def test_a_forums_side_panel_lists_its_participants_and_stops_at_the_threads_facts(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Participants", 1029, 150, w=101, h=22),
        _at("Anthony Johnson", 1059, 178, w=116, h=22),
        _at("Philip Stanley", 1058, 203, w=95, h=22),
        _at("About this thread", 1030, 238, w=144, h=20),
        _at("Created 27/11/2026", 1029, 262, w=140, h=17),
        _at("Replies", 1029, 285, w=51, h=17),
        _at("Views", 1030, 307, w=42, h=18),
        _at("Similar threads", 1031, 335, w=124, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts[1].startswith("<PERSON_") and texts[2].startswith("<PERSON_"), texts
    assert texts[3:] == [line.text for line in lines[3:]], texts


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        ("徐丽丽写道：", "<PERSON_1>写道："),  # a quoted post's author is no label
        ("山本太郎の投稿：", "<PERSON_1>の投稿："),
        ("Yolanda Wehrli Fuchs schrieb:", "<PERSON_1> schrieb:"),
        ("WilliamRousseau a écrit :", "<PERSON_1> a écrit :"),
        ("蘇淑美醫師", "<PERSON_1>醫師"),  # a name before a title or a role
        ("杨春梅护士长", "<PERSON_1>护士长"),
        ("Willkommen, Brigitte", "Willkommen, <PERSON_1>"),  # a first name alone after a greeting
        ("申請様式", "申請様式"),  # a form, no one's
        ("Kunde: Jörg Ehlert", "Kunde: <PERSON_1>"),
    ],
)
def test_names_that_quote_a_post_carry_a_title_or_follow_a_greeting(text: str, redacted: str) -> None:
    assert _texts(PresidioRedactor(), [_at(text, 40, 40)]) == [redacted]


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        ("I also called Bowen-Freeman support yesterday.", "I also called <ORG_1> support yesterday."),
        (
            "I also called williams,Perkins and Evans support yesterday,they",
            "I also called <ORG_1> support yesterday,they",
        ),
        ("I called the support team", "I called the support team"),
    ],
)
def test_a_company_whose_support_someone_called(text: str, redacted: str) -> None:
    assert _texts(PresidioRedactor(), [_at(text, 40, 40)]) == [redacted]


def test_a_passports_compound_label_binds_its_number(redactor: PresidioRedactor) -> None:
    lines = [_at("Reisepass-Nr.", 65, 726, w=105, h=20), _at("H8YK9JZ6G", 189, 724, w=97, h=20)]
    assert _texts(redactor, lines) == ["Reisepass-Nr.", "<ID_1>"]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Bitte an Ritterstrasse6,9706Arth senden", "Arth"),
        ("Neu ist Xenia-Holt-Platz 29-97,27751 Busingen am Hochrhein", "Hochrhein"),
    ],
)
def test_an_address_goes_on_to_a_glued_or_two_word_town(text: str, town: str) -> None:
    texts = _texts(PresidioRedactor(), [_at(text, 40, 40)])
    assert "<ADDRESS_1>" in texts[0] and town not in texts[0], texts


def test_a_us_city_line_with_its_state_misread_is_a_postal_line() -> None:
    from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE

    assert POSTAL_LINE.match("Rebeccahaven,Wl35636") and POSTAL_LINE.match("Joshuabury, CA 99771")


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("payable to account no.847233690570.", "847233690570"),
        ("account 1234567.89", None),  # a figure with decimals, no account number cut out of it
        ("the account 2026-11-30 was closed", None),
    ],
)
def test_an_account_number_is_whole_digits_after_its_word(text: str, found: str | None) -> None:
    spans = [s for s in default_analyzer().get().scan([text])[0] if s.entity_type == "BANK_ACCOUNT"]
    assert [text[s.start : s.end] for s in spans] == ([found] if found else [])


def test_a_line_of_capitals_before_a_comma_is_read_at_once_as_a_party() -> None:
    from screenroute.router.redaction.presidio_redactor import _PARTY_BEFORE_ADDRESS

    # Atomic words: the match does not try every way of cutting the run (it would take seconds).
    assert _PARTY_BEFORE_ADDRESS.search("Y" + "A" * 60 + ", x") is None
    found = _PARTY_BEFORE_ADDRESS.search("This Agreement is made between Harvey-Webb, ")
    assert found is not None and found.group("party") == "Harvey-Webb"


def test_a_quoted_authors_verb_may_be_glued_to_the_name() -> None:
    assert default_lexicon().classify("Yolanda Fuchs schrieb:") is None
    assert default_lexicon().classify("Joanne Gardiner-Fisherwrote:") is None
    assert default_lexicon().classify("José Ruiz ha escrito:") is None
