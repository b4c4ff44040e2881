"""An order's side panel beside a table, names in running text and a note's author.

A seller's order list shows a side panel with the buyer's fields at the height of the table's
header and the left menu: no line of the panel is a header's piece, a phone there is no header,
and the delivery address under its label ends at the next label. Chinese names stand inside
sentences ("和秦霞吃饭"), a note's author before its time ago ("Jane Burrows 5d ago"), and an address
may be one line with its town and postcode.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.presidio_redactor import default_analyzer


def _box(text: str, x0: int, y0: int, x1: int, y1: int) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x1, y1), 0.97)


def _texts(lines: list[OcrLine]) -> list[str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    return [line.text for line in PresidioRedactor().redact(frame, lines, {}).lines]


# The panel of a French seller's order page (as the edge's OCR read it: "livraison2" glued to the
# address's first character), the left menu and the order table's header and first rows beside it.
PANEL = [
    _box("Annonces", 12, 125, 88, 145),
    _box("ACHETEUR", 903, 124, 979, 141),
    _box("Commandé par Hortense Fouquet", 904, 144, 1155, 164),
    _box("Retours", 12, 157, 73, 177),
    _box("Telephone", 902, 164, 981, 188),
    _box("0413382463", 1025, 168, 1118, 185),
    _box("Paiements", 13, 189, 92, 209),
    _box("Ref.commande", 203, 181, 316, 203),
    _box("Commande par", 383, 184, 492, 201),
    _box("Total TTC", 529, 183, 599, 200),
    _box("Etat", 608, 184, 643, 199),
    _box("Date", 779, 183, 819, 201),
    _box("756-2987660-7939622", 206, 217, 371, 234),
    _box("Marcel Marion", 380, 217, 485, 234),
    _box("26,00", 538, 216, 599, 236),
    _box("A expedier", 614, 216, 686, 236),
    _box("01/12/2026", 780, 217, 866, 234),
    _box("095-8014753-9831535", 205, 269, 371, 286),
    _box("Andre Didier", 379, 266, 474, 288),
    _box("60,50", 540, 269, 598, 287),
    _box("En attente de paiement", 617, 270, 762, 287),
    _box("30/11/2026", 781, 269, 865, 286),
    _box("271-9034681-4311506Anais Louis", 205, 320, 465, 337),
    _box("66,30", 539, 319, 600, 339),
    _box("Retour demande", 616, 321, 721, 338),
    _box("30/11/2026", 781, 320, 866, 337),
    _box("LIVRAISON", 903, 201, 981, 218),
    _box("Messages", 12, 219, 89, 242),
    _box("Livrer a", 903, 221, 961, 239),
    _box("Hortense Fouquet", 1057, 221, 1187, 241),
    _box("Parametres", 12, 251, 100, 273),
    _box("Adresse de livraison2", 903, 243, 1065, 264),
    _box("2, boulevard Dupuis, 05967", 1056, 244, 1256, 264),
    _box("boutique", 12, 273, 82, 293),
    _box("Marydan", 1057, 264, 1124, 284),
    _box("Transporteur", 903, 287, 999, 307),
    _box("Colis Privé", 1057, 286, 1136, 306),
    _box("COMMENTAIRE DE L'ACHETEUR", 905, 321, 1115, 338),
    _box("Contacter I'acheteur", 918, 696, 1054, 713),
]


def _panel_text(texts: list[str], original: str) -> str:
    return texts[[line.text for line in PANEL].index(original)]


def test_a_side_panel_beside_a_tables_header_keeps_its_values_for_redaction() -> None:
    texts = _texts(PANEL)
    # The phone beside its label, on the menu's row: no header, however many page words the row holds.
    assert "0413382463" not in _panel_text(texts, "0413382463")
    # A label and its value half a row over that row: no wrapped header's piece.
    assert _panel_text(texts, "Commandé par Hortense Fouquet").startswith("Commandé par")
    assert "Fouquet" not in _panel_text(texts, "Commandé par Hortense Fouquet")
    # The address ends at the next label; the town wrapped under its postcode is the address's.
    assert "05967" not in _panel_text(texts, "2, boulevard Dupuis, 05967")
    assert _panel_text(texts, "Marydan") != "Marydan"
    for kept in ("Transporteur", "Colis Privé", "COMMENTAIRE DE L'ACHETEUR", "Contacter I'acheteur"):
        assert _panel_text(texts, kept) == kept


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("和秦霞吃饭AA", "秦霞"),
        ("與賴秀玲", "賴秀玲"),
        ("給賴柏宇的生日禮物", "賴柏宇"),
        ("不在家的話請交給隔壁的葉志成，謝謝。", "葉志成"),
        ("陳怡君已跟買家確認：改寄新地址。", "陳怡君"),
        ("在我們薪資上限，已和李雅婷。", "李雅婷"),
        ("與鄭家銘電話讨", "鄭家銘"),
        ("為王冠宇（月日", "王冠宇"),
        ("和李秀霞午餐", "李秀霞"),
        ("會計部的何玉珍把貴公司關於订單#19902的催款", "何玉珍"),
        ("曹美華在4分鐘前進行了最後一次编辑", "曹美華"),
    ],
)
def test_a_chinese_name_in_a_sentence_is_a_person(text: str, name: str) -> None:
    spans = default_analyzer().get().scan([text])[0]
    assert {text[s.start : s.end] for s in spans if s.entity_type == "PERSON"} == {name}


@pytest.mark.parametrize(
    "text", ["謝謝您的耐心", "和高级设置", "与其他用户", "和成功率", "跟进中", "为方便您的", "高效率的", "时间的设置"]
)
def test_words_after_a_word_that_takes_a_person_stay(text: str) -> None:
    assert not [s for s in default_analyzer().get().scan([text])[0] if s.entity_type == "PERSON"]


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("JaneBurrows5d ago", "<PERSON_1>5d ago"),
        ("Lissi Werneckevor4T.", "<PERSON_1>vor4T."),
        ("Hansjürg Hess vor 2 T.", "<PERSON_1> vor 2 T."),
        ("Claire Morel il y a 3 j", "<PERSON_1> il y a 3 j"),
        ("Updated 2 days ago", "Updated 2 days ago"),
    ],
)
def test_a_notes_author_before_its_time_ago_is_a_person(line: str, sent: str) -> None:
    assert _texts([_box(line, 40, 740, 40 + 9 * len(line), 760)]) == [sent]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Studio 8, Charlton Mountain", "Studio 8, Charlton Mountain"),
        ("Vial de Arcelia Piñol 57, Málaga, 07949", "Vial de Arcelia Piñol 57, Málaga, 07949"),
        ("Urbanizaci6nEduardoAbril63,Guipuzcoa,49072", "Urbanizaci6nEduardoAbril63,Guipuzcoa,49072"),
        ("Pedido 4711, Pagado, 12000", None),
    ],
)
def test_an_address_on_one_line_with_its_town_and_postcode(text: str, address: str | None) -> None:
    spans = default_analyzer().get().scan([text])[0]
    assert [text[s.start : s.end] for s in spans if s.entity_type == "ADDRESS"] == ([address] if address else [])


def test_an_order_placed_by_someone_and_a_glued_address_label() -> None:
    texts = _texts(
        [
            _box("Pedido por", 300, 180, 376, 204),
            _box("Lucía Ferrer", 300, 210, 400, 230),
            _box("DirPaseodeMartinSierra57Puerta2,Soria,42001", 68, 280, 480, 300),
            _box("明細", 1075, 459, 1111, 481),
        ]
    )
    assert texts[0] == "Pedido por"
    assert texts[1] != "Lucía Ferrer"
    assert texts[2].startswith("Dir<ADDRESS")
    assert texts[3] == "明細"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Als Geschenkverpackt von Ernest,Karte vor", "Ernest"),
        ("Envuelto para regalo por Dolores, revisar la", "Dolores"),
        ("For Abigail's present", "Abigail's"),
    ],
)
def test_a_first_name_before_a_comma_or_a_possessive_in_a_sentence_is_a_person(text: str, name: str) -> None:
    spans = default_analyzer().late().scan([text])[0]
    assert [text[s.start : s.end] for s in spans] == [name]


def test_a_comma_listing_a_firms_partners_names_no_one() -> None:
    assert default_analyzer().late().scan(["Invoice for Ali, wilson and Sons"]) == [[]]


def test_a_glued_name_ending_like_a_preposition_is_read_whole_too() -> None:
    # "RobertoPedrosa" spaced before "to" reads "Rober to Pedrosa"; read whole, the name is known.
    assert _texts([_box("RobertoPedrosa", 13, 141, 160, 163)]) == ["<PERSON_1>"]


def test_a_note_opening_with_someone_doing_something_is_no_label_before_its_colon() -> None:
    # (As the OCR read it: "確認" cut to "確".)
    texts = _texts([_box("陳怡君已跟買家確：改寄新地址。", 918, 648, 1121, 668)])
    assert texts[0].startswith("<PERSON_1>已跟")


def test_an_employer_under_a_role_with_its_years_is_a_company() -> None:
    # A résumé's work history as the OCR read it: the section's heading, then each role with its
    # years on its row over its employer (a first name the gazetteer knows in the second one).
    history = [
        _box("Experience", 30, 590, 120, 606),
        _box("Alternant", 33, 657, 98, 676),
        _box("2021- 2024", 853, 658, 933, 675),
        _box("Tanguy", 30, 675, 83, 699),
        _box("Comptable", 33, 706, 109, 726),
        _box("2016-2021", 853, 707, 932, 724),
        _box("Hoareau Laurent", 31, 725, 142, 747),
    ]
    texts = _texts(history)
    assert texts == ["Experience", "Alternant", "2021- 2024", "<ORG_1>", "Comptable", "2016-2021", "<ORG_2>"]
    # Without the years, a name under a word is no employer by this rule.
    assert _texts([_box("Comptable", 33, 706, 109, 726), _box("Tanguy", 30, 725, 83, 747)])[1] == "Tanguy"


def test_when_a_payment_was_made_is_no_sum_under_a_payment_heading() -> None:
    texts = _texts(
        [
            _box("ZAHLUNG", 543, 562, 610, 579),
            _box("Bezahlt mit Rechnung (Klarna)", 541, 582, 768, 603),
            _box("Bezahlt am 28.11.2026 09:42", 541, 605, 764, 626),
        ]
    )
    assert texts == ["ZAHLUNG", "Bezahlt mit Rechnung (Klarna)", "Bezahlt am 28.11.2026 09:42"]


def test_a_value_under_a_compound_person_label_is_no_label_of_the_next_field() -> None:
    # "Office manager" (a job title, read as a compound of "manager") over the next field's label.
    texts = _texts(
        [
            _box("Intitule du poste", 637, 401, 769, 424),
            _box("Office manager", 651, 436, 784, 463),
            _box("Fuseau horaire local", 638, 487, 800, 507),
            _box("(GMT+01:00) Paris", 653, 520, 808, 546),
        ]
    )
    assert texts[2] == "Fuseau horaire local"


def test_an_invite_row_keeps_its_role_and_its_button() -> None:
    texts = _texts(
        [
            _box("jacobsybille@example.org", 221, 150, 379, 171),
            _box("Mitglied", 1049, 150, 1103, 171),
            _box("Einladen", 1177, 147, 1233, 169),
        ]
    )
    assert texts[1:] == ["Mitglied", "Einladen"]


def test_an_address_in_a_panel_beside_a_tables_header_heads_no_column() -> None:
    # The panel's "Email  hmacdonald@…" stands at the height of the order table's headers; the
    # panel's "Delivery service…" under the address is no e-mail address.
    texts = _texts(
        [
            _box("Customer", 331, 182, 393, 199),
            _box("Total", 544, 181, 581, 199),
            _box("Status", 588, 181, 633, 199),
            _box("Orderdate", 759, 181, 827, 198),
            _box("Email", 902, 187, 947, 208),
            _box("hmacdonald@example.com", 976, 187, 1160, 208),
            _box("ORD-918645", 204, 215, 287, 232),
            _box("Howard Robertson", 329, 212, 455, 234),
            _box("97.50", 532, 215, 581, 232),
            _box("Ready to dispatch", 596, 216, 697, 233),
            _box("30/11/2026", 760, 215, 836, 232),
            _box("ORD-793048", 204, 265, 287, 282),
            _box("Georgia Bentley", 331, 264, 435, 284),
            _box("22.00", 532, 264, 580, 282),
            _box("Ready to dispatch", 594, 263, 697, 285),
            _box("30/11/2026", 760, 265, 836, 282),
            _box("Delivery serviceRoyal Mail 1st Class", 903, 285, 1142, 305),
        ]
    )
    assert texts[5] == "<EMAIL_1>"
    assert texts[-1] == "Delivery serviceRoyal Mail 1st Class"
    assert texts[:5] == ["Customer", "Total", "Status", "Orderdate", "Email"]


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        ("Contactemailzdrake@example.com", "Contactemail<EMAIL_1>"),
        ("E-Mail desKaufersroswithamans@example.org", "E-Mail desKaufers<EMAIL_1>"),
    ],
)
def test_an_email_label_glued_to_its_address_is_kept(line: str, sent: str) -> None:
    assert _texts([_box(line, 817, 238, 1129, 261)]) == [sent]


def test_a_street_beside_a_tables_headers_is_no_header() -> None:
    texts = _texts(
        [
            _box("Bestellnummer", 256, 328, 367, 348),
            _box("Kaufer", 382, 329, 435, 347),
            _box("Summe", 542, 329, 600, 347),
            _box("Bestellstatus", 614, 328, 713, 348),
            _box("Lieferadresse", 815, 324, 924, 347),
            _box("Felberstrasse8", 932, 325, 1054, 345),
            _box("1599Zurich", 934, 349, 1027, 370),
            _box("3027932", 255, 368, 326, 389),
            _box("Loredana Jost", 382, 368, 490, 389),
            _box("CHF 171.74", 505, 368, 601, 388),
            _box("Retoure angefragt", 624, 369, 744, 391),
        ]
    )
    assert texts[5] != "Felberstrasse8"
    assert texts[:5] == ["Bestellnummer", "Kaufer", "Summe", "Bestellstatus", "Lieferadresse"]


def test_a_phone_wrapped_in_a_two_line_note_is_found_on_both_lines() -> None:
    texts = _texts(
        [
            _box("Bitte vor Zustellung kurz unter 07714", 190, 545, 460, 566),
            _box("747222 anrufen, die Klingel ist kaputt.", 190, 565, 464, 586),
        ]
    )
    assert "07714" not in texts[0]
    assert texts[1].startswith("<PHONE_") and texts[1].endswith(" anrufen, die Klingel ist kaputt.")


def test_a_title_starting_with_a_label_word_is_no_name() -> None:
    # "顧客一覧" (customer list) read "顧客一", set large over a list.
    lines = [_box("顧客一", 32, 26, 138, 57)] + [_box(f"項目{k}", 40, 80 + 24 * k, 120, 100 + 24 * k) for k in range(6)]
    assert _texts(lines)[0] == "顧客一"


def test_a_name_wrapped_in_a_list_beside_a_panels_headings_is_a_name() -> None:
    # An order list at the left, its buyer's name wrapped ("Clifford" / "McDonald", "Dominique" /
    # "Raynaud"), at the height of the order panel's section headings.
    texts = _texts(
        [
            _box("ORD-883276", 16, 407, 109, 427),
            _box("125.00", 229, 408, 299, 429),
            _box("Postage", 360, 402, 434, 429),
            _box("Clifford", 15, 432, 83, 456),
            _box("Ready to dispatch", 155, 431, 289, 457),
            _box("Ordertotal", 361, 437, 464, 460),
            _box("McDonald", 16, 460, 105, 481),
            _box("PAYMENTDETAILS", 363, 483, 503, 500),
            _box("Delivery service", 560, 470, 690, 490),
        ]
    )
    assert (texts[3], texts[6]) != ("Clifford", "McDonald")
    assert "McDonald" not in texts[6]
    texts = _texts(
        [
            _box("4065080", 16, 209, 83, 230),
            _box("50,00 EUR", 202, 210, 300, 233),
            _box("Dominique", 16, 237, 111, 261),
            _box("A expédier", 204, 235, 289, 262),
            _box("Raynaud", 16, 265, 96, 289),
            _box("ARTICLES", 362, 276, 446, 296),
            _box("ACHETEUR", 846, 276, 938, 296),
        ]
    )
    assert texts[2] != "Dominique" and texts[4] != "Raynaud"
    assert texts[5:] == ["ARTICLES", "ACHETEUR"]


def test_a_task_before_a_name_under_a_compound_label_still_binds_the_name() -> None:
    # "Call back william Mercado" (the first name read in lower case) ends in a name, not a phrase.
    from screenroute.router.redaction.layout import _phrase_not_name

    assert _phrase_not_name("Fuseau horaire")
    assert not _phrase_not_name("Call back william Mercado")
    assert not _phrase_not_name("Lynch, Ward and")


def test_a_postal_line_on_a_row_of_labels_is_no_header() -> None:
    # A payslip's employee block beside its filing status: the city line at the labels' height.
    texts = _texts(
        [
            _box("6954 Darryl Shore Apt. 871", 258, 158, 428, 178),
            _box("Joshuabury, CA 99771", 256, 173, 396, 195),
            _box("Filing status", 640, 173, 740, 195),
            _box("Head of household", 900, 173, 1040, 195),
        ]
    )
    assert texts[1] != "Joshuabury, CA 99771"
    assert texts[2:] == ["Filing status", "Head of household"]


def test_a_street_wrapped_over_its_number_and_postal_line_is_an_address() -> None:
    texts = _texts(
        [
            _box("KaulstraBe", 1099, 443, 1191, 463),
            _box("689", 1100, 468, 1135, 487),
            _box("62620 Greiz", 1098, 490, 1204, 513),
        ]
    )
    assert all(text.startswith("<ADDRESS_") for text in texts)


def test_an_address_wrapped_in_a_contract_goes_on_over_its_streets_last_word() -> None:
    texts = _texts(
        [
            _box("De una parte, Familia Echeverria S.Coop., con domicilio en Pasadizo Leandra", 59, 295, 810, 321),
            _box("Huguet 60, Huelva, 32913, representada por Nilda Aguiló Echevarria (en", 59, 324, 773, 350),
        ]
    )
    assert texts[1].startswith("<ADDRESS_") and ", representada por" in texts[1]


@pytest.mark.parametrize(
    ("line", "sent"),
    [
        # A note naming someone before its colon is running text, no label.
        (
            "与刘云年度回顾：框架合同需续签，金额约RMB46,612.35。",
            "与<PERSON_1>年度回顾：框架合同需续签，金额约<AMOUNT_1>。",
        ),
        ("Mit Florentine gesprochen: Lieferung am Montag", "Mit <PERSON_1> gesprochen: Lieferung am Montag"),
        # After 洽 (contact), a name.
        ("2026-12-15前休假，請洽蔡淑玲。", "2026-12-15前休假，請洽<PERSON_1>。"),
        # A thousands separator read as a full-width comma is no clause's: the label keeps its value.
        ("累計成交：232，975元", "累計成交：<AMOUNT_1>"),
    ],
)
def test_running_text_before_a_colon_is_no_label(line: str, sent: str) -> None:
    # (The contact's card names 刘云 at the page's top: a name found once is found everywhere.)
    texts = _texts([_box(line, 438, 302, 438 + 14 * len(line), 325), _box("刘云", 118, 101, 177, 134)])
    assert texts[0].replace("<ID_1>", "<AMOUNT_1>") == sent


def test_a_person_label_glued_to_a_name_under_another_label_is_no_title() -> None:
    texts = _texts(
        [
            _box("办公地点河北省石家庄市沈北新拉萨街U座149780", 850, 306, 1201, 326),
            _box("直属上级宋军", 850, 332, 957, 352),
            _box("助理", 848, 356, 887, 379),
        ]
    )
    assert texts[1] == "直属上级<PERSON_1>"


def test_the_pages_words_before_a_company_are_kept() -> None:
    texts = _texts(
        [_box("Invoice CharltonInc", 46, 210, 210, 231), _box("Zahlung von Braun AG anmahnen", 46, 250, 300, 270)]
    )
    assert texts == ["Invoice <ORG_1>", "Zahlung von <ORG_2> anmahnen"]


def test_a_partnership_cut_after_its_connector_alone_on_its_line() -> None:
    texts = _texts([_box("Kim,Mendoza and", 186, 501, 373, 524), _box("Blair", 187, 530, 241, 555)])
    assert texts[0] == "<ORG_1>" and texts[1] != "Blair"
