"""Grounding text targets in OCR lines with realistic PP-OCR quirks."""

from __future__ import annotations

import numpy as np
import pytest

from screenroute.edge.geometry import Box
from screenroute.edge.grounding import contains_all, find_all, find_text, find_value, find_verbatim, normalise, sub_box
from screenroute.edge.ocr.base import OcrLine


def _line(text: str, x0: int, y0: int, width: int | None = None) -> OcrLine:
    return OcrLine(text, Box(x0, y0, x0 + (width or 9 * len(text)), y0 + 20), 0.95)


# What PP-OCR (Chinese model) really returns on a Django admin page.
PAGE = [
    _line("Django administration", 16, 15),
    _line("WELCOME,ADMIN.LOG OUT", 999, 16),
    _line("Home>Orders>Orders", 14, 63),
    _line("Select orderto change", 14, 103),
    _line("EXPORTCSV", 1113, 102),
    _line("Orders Add Change", 14, 160, 190),
    _line("Title:", 14, 220),
    _line("客户（张伟）：已发货", 14, 260),
    _line("Delete", 14, 300),
    _line("Delete", 14, 340),
]


@pytest.mark.parametrize(
    ("target", "expected_text"),
    [
        ("Export CSV", "EXPORTCSV"),
        ("export csv", "EXPORTCSV"),
        ("Log out", "LOG OUT"),
        ("Title", "Title:"),
        ("Title:", "Title:"),
        ("Select order to change", "Select orderto change"),
        ("客户(张伟):已发货", "客户（张伟）：已发货"),
        ("Django  Administration", "Django administration"),
        ("Djang0 administratiom", "Django administration"),
    ],
)
def test_find_text_copes_with_ocr_quirks(target: str, expected_text: str) -> None:
    match = find_text(PAGE, target)
    assert match is not None and match.text == expected_text


def test_exact_line_beats_substring_matches() -> None:
    page = [_line("Home>Delete>Orders", 10, 10), _line("Delete", 10, 400)]
    assert find_all(page, "Delete") == [page[1]]


def test_substring_gets_a_proportional_sub_box() -> None:
    line = PAGE[5]  # "Orders Add Change" across 14..204
    match = find_text([line], "Add")
    assert match is not None and match.text == "Add"
    assert line.box.x0 < match.box.x0 < match.box.x1 < line.box.x1
    assert match.box.y0 == line.box.y0 and match.box.y1 == line.box.y1
    # "Add" starts after "Orders " (7 of 17 characters): about 40 % of the way along.
    assert abs((match.box.x0 - line.box.x0) / line.box.width - 7 / 17) < 0.08


def test_all_occurrences_in_reading_order() -> None:
    matches = find_all(PAGE, "Delete")
    assert [m.box.y0 for m in matches] == [300, 340]
    second = find_text(PAGE, "Delete", occurrence=1)
    assert second is not None and second.box.y0 == 340
    assert find_text(PAGE, "Delete", occurrence=2) is None
    breadcrumb = find_all([PAGE[2]], "Orders")
    assert [m.text for m in breadcrumb] == ["Orders", "Orders"]
    assert breadcrumb[0].box.x1 <= breadcrumb[1].box.x0 + 2


def test_cjk_sub_box_weights_wide_characters() -> None:
    line = OcrLine("客户张伟", Box(0, 0, 80, 20), 0.9)
    match = find_text([line], "张伟")
    assert match is not None and match.box.x0 == 40 and match.box.x1 == 80
    mixed = OcrLine("张伟zhang.wei@example.com", Box(0, 0, 250, 20), 0.9)
    # Two wide characters of 23: more than the naive 2/23 of the width (22 px), well under half.
    assert 30 < sub_box(mixed, 0, 2).x1 < 45


def test_short_targets_do_not_fuzzy_match() -> None:
    page = [_line("On", 10, 10), _line("Ok", 10, 50)]
    assert find_text(page, "OK") == page[1]
    assert find_text(page, "No") is None


def test_a_close_read_wins_over_a_near_miss_above_it() -> None:
    # OCR drops the ring of "Å": the link reads "Abn rapport"; the heading "Rapport" above it is
    # a weaker fuzzy match that comes first in reading order and must not be what is clicked.
    page = [_line("Rapport", 30, 70), _line("Rapporten er klar", 30, 115), _line("Abn rapport", 30, 155)]
    assert [m.text for m in find_all(page, "Åbn rapport")] == ["Abn rapport"]
    # Two reads of one label, each with its own slip, are both still found; a piece alone still is.
    twice = [_line("Exp0rt CSV", 10, 10), _line("Expor CSV", 10, 60)]
    assert [m.text for m in find_all(twice, "Export CSV")] == ["Exp0rt CSV", "Expor CSV"]
    assert [m.text for m in find_all(page[:2], "Åbn rapport")] == ["Rapport"]


def test_symbol_only_targets() -> None:
    page = [_line("Orders", 10, 10), _line("×", 300, 10)]
    assert find_text(page, "×") == page[1]


def test_contains_all_and_normalise() -> None:
    assert contains_all(PAGE, ["Export CSV", "Log out", "Import"]) == ["Import"]
    assert normalise("  Ｅxport：CSV ") == "exportcsv"
    with pytest.raises(ValueError, match="occurrence"):
        find_text(PAGE, "Delete", occurrence=-1)


@pytest.mark.parametrize(
    "text",
    [
        "Cafe\u0301 crème",  # decomposed accent
        "Café crème",  # composed
        "Ａｂｃ：１２３",  # full-width
        "De\u200blete",  # zero-width space inside a word
        "İstanbul",  # casefold yields a combining mark
        "\u0301leading mark",
        "한국어 ﬁle ½",  # Hangul, a ligature, a vulgar fraction
        "删除 刪除",
    ],
)
def test_grounding_normalises_exactly_as_the_contract(text: str) -> None:
    from screenroute.contract import normalise as contract_normalise
    from screenroute.contract.text import simplified
    from screenroute.edge.grounding import _normalise

    # ... with the spellings of one CJK character as one (刪 as 删, 対 as 对), character for character.
    assert _normalise(text).text == simplified(contract_normalise(text))
    assert normalise(text) == contract_normalise(text)


def test_a_decomposed_accent_finds_the_composed_label() -> None:
    lines = [_line("Créer le ticket", 10, 10)]
    assert find_text(lines, "Cre\u0301er le ticket") is lines[0]
    assert find_text([_line("Cre\u0301er le ticket", 10, 10)], "Créer le ticket") is not None


def test_a_name_wrapped_onto_the_next_line_is_found_whole() -> None:
    # An icon view wraps "Invoices March" under its icon: OCR reads two stacked lines (their boxes
    # may overlap a little). Side by side, or in another column, the two words are not one name.
    stacked = [
        OcrLine("Archive", Box(182, 122, 237, 140), 0.99),
        OcrLine("Invoices", Box(272, 122, 333, 142), 0.99),
        OcrLine("March", Box(277, 136, 327, 159), 0.99),
    ]
    match = find_text(stacked, "Invoices March")
    assert match is not None and match.box == Box(272, 122, 333, 159)
    assert find_text(stacked, "Invoices").box == Box(272, 122, 333, 142)  # a line holding it wins
    apart = [OcrLine("Invoices", Box(272, 122, 333, 142), 0.99), OcrLine("March", Box(600, 140, 650, 160), 0.99)]
    assert find_text(apart, "Invoices March") is None
    beside = [OcrLine("Invoices", Box(272, 122, 333, 142), 0.99), OcrLine("March", Box(340, 122, 390, 142), 0.99)]
    assert find_text(beside, "Invoices March") is None
    assert find_text(stacked, "March Invoices") is None


def test_a_verbatim_match_never_takes_a_near_miss_for_the_text() -> None:
    """ "Create New Issue" is the form, "Issue 5 created" the confirmation: one letter apart, fuzzily."""
    form = [OcrLine("Create New Issue", Box(10, 10, 200, 30), 0.99)]
    assert find_text(form, "created") is not None  # what grounding tolerates
    assert find_verbatim(form, "created") is None  # what a stop condition must not
    done = [OcrLine("Issue 5 created", Box(10, 10, 200, 30), 0.99)]
    hit = find_verbatim(done, "Created")
    assert hit is not None and hit.text == "created"


def test_a_point_is_placed_from_its_text_at_the_scale_the_text_grew_by() -> None:
    from screenroute.contract import PointNear
    from screenroute.edge.frame import Frame
    from screenroute.edge.geometry import ScreenGeometry
    from screenroute.edge.skills.executor import _placed_near

    frame = Frame(pixels=np.zeros((800, 1280, 3), dtype=np.uint8), geometry=ScreenGeometry(0, 0, 1280, 800))
    near = PointNear("Quarterly report", dx=120, dy=80, width=144, height=20)
    grown = [OcrLine("Quarterly report", Box(375, 125, 555, 150), 0.99), OcrLine("Kernel", Box(50, 50, 110, 75), 0.99)]
    assert _placed_near(near, grown, (420, 180), frame) == (375 + 150, 125 + 100)
    # Not on screen, or on it twice: the recorded point.
    assert _placed_near(near, grown[1:], (420, 180), frame) == (420, 180)
    assert _placed_near(near, [grown[0], grown[0]], (420, 180), frame) == (420, 180)


def _shown(*texts: str) -> list[OcrLine]:
    return [OcrLine(t, Box(10, 10 + 30 * i, 400, 34 + 30 * i), 0.9) for i, t in enumerate(texts)]


@pytest.mark.parametrize(
    ("texts", "value"),
    [
        (("Amount: 412.90 EUR",), "412.90"),
        (("HELENA  MÜLLER",), "Helena Müller"),  # case and spaces
        (("Ｒｅｆ：ＡＢ－１２",), "Ref:AB-12"),  # full width
        (("Customer:HelenaMüller",), "Helena Müller"),  # OCR dropped the spaces
        (("Dear Helena, your refund of", "412.90 is approved"), "your refund of 412.90 is approved"),  # wrapped
        (("Amount:412.90EUR",), "412.90"),  # a number against a word
        (("Paid 412. Thank you",), "412"),  # a full stop after a number ends it
        (("标题：订酒店 三晚",), "订酒店 三晚"),  # after punctuation
        (("订酒店 三晚",), "订酒店三晚"),
        (("Note by Ann, 订酒店三晚",), "Ann"),
        (("Ann订酒店",), "Ann"),  # a change of script
        (("山田太郎さん",), "山田太郎"),  # kanji, then kana
        (("Ann Ann", "Ann"), "Ann"),  # the line that shows it once
    ],
)
def test_a_value_shown_as_typed_is_found(texts: tuple[str, ...], value: str) -> None:
    assert find_value(_shown(*texts), value) is not None


@pytest.mark.parametrize(
    ("texts", "value"),
    [
        (("Amount: 412.09 EUR",), "412.90"),  # a digit slipped: find_text's fuzzy match takes it
        (("Amount: 4129.0 EUR",), "412.90"),
        (("Amount: 412.9 EUR",), "412.90"),
        (("Amount: 412.90 EUR",), "412.9"),  # a number inside a longer one
        (("Amount: 412.90 EUR",), "412"),  # the whole part of a number
        (("Amount: 412.90 EUR",), "90"),  # its decimals
        (("Total 1,000 items",), "1"),  # before a thousands separator
        (("Order 4127",), "127"),
        (("Helen Müller",), "Helena Müller"),
        (("Helena-Müller",), "Helena Müller"),  # punctuation is not dropped
        (("",), "x"),
        (("Joanne",), "Ann"),  # a value inside a longer word
        (("Jo anne",), "Ann"),
        (("Annabel Lee",), "Ann"),
        (("订酒店 三晚订酒店 三晚",), "订酒店 三晚"),  # typed twice
        (("Book hotel Book hotel",), "Book hotel"),
        (("Book hotelBook hotel",), "Book hotel"),
        (("我要订酒店三晚",), "订酒店三晚"),  # inside a longer run of CJK text
        (("Amount: 412.90 EUR", "Order 4127"), "127"),
    ],
)
def test_a_value_shown_only_approximately_is_not_found(texts: tuple[str, ...], value: str) -> None:
    assert find_value(_shown(*texts), value) is None


def test_find_text_alone_would_take_a_slipped_digit_for_the_value() -> None:
    """Why ``verify:`` does not use the fuzzy match that grounding a click needs."""
    assert find_text(_shown("Amount: 412.09 EUR"), "412.90") is not None


# A menu bar as PP-OCR read it at 125 % (one line per item; at 100 % it was one line), real boxes.
MENU_BAR_PIECES = [
    OcrLine(text, Box(x0, 8, x1, 28), 0.95)
    for text, x0, x1 in [
        ("文件(F)", 8, 62), ("编辑（E)", 78, 134), ("插入(I)", 151, 201), ("格式化(o)", 217, 290),
        ("工具(I)", 307, 357), ("树型(T)", 374, 429), ("搜索(S)", 446, 501), ("查看(V)", 518, 573),
        ("书签(B)", 591, 646), ("帮助(H)", 663, 720),
    ]
]  # fmt: skip
MENU_BAR = "文件(F）编辑(E）插入(I）格式化(o）工具(I）树型(T）搜索(S）查看(V）书签(B）帮助(H)"  # as recorded


def test_a_line_read_as_pieces_of_one_row_is_found_whole() -> None:
    lines = [*MENU_BAR_PIECES, OcrLine("工作", Box(2, 69, 76, 93), 0.9)]
    (match,) = find_all(lines, MENU_BAR, pieces=True)
    assert match.box == Box(8, 8, 720, 28)
    assert contains_all(lines, [MENU_BAR]) == [] and find_verbatim(lines, MENU_BAR) is not None
    (part,) = find_all(lines, "编辑(E) 插入(I)", pieces=True)  # the pieces that are it, not their neighbours
    assert part.box == Box(78, 8, 201, 28)
    assert find_all(lines, MENU_BAR) == []  # not a place to click


def test_pieces_on_other_rows_or_far_apart_are_not_one_text() -> None:
    stacked_apart = [_line("Save", 10, 10), _line("changes", 300, 10)]  # far apart on one row
    other_rows = [_line("Save", 10, 10), _line("changes", 60, 60)]  # not side by side, not stacked under
    assert (
        contains_all(stacked_apart, ["Save changes"]) == contains_all(other_rows, ["Save changes"]) == ["Save changes"]
    )
    near = [_line("Save", 10, 10), _line("changes", 60, 10)]
    assert [m.text for m in find_all(near, "Save changes", pieces=True)] == ["Save changes"]
    whole = [*near, _line("Save changes", 10, 200)]
    assert [m.box.y0 for m in find_all(whole, "Save changes", pieces=True)] == [200]  # one line holding it wins
