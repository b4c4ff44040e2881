"""Companies by legal form, dates of birth by a birth word, Japanese names, the page's own words.

Run through the real lexicon, layout and Presidio recognizers (offline).
"""

from __future__ import annotations

import numpy as np
import pytest

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.lexicon import default_lexicon


def _at(text: str, x: int, y: int, w: int | None = None, h: int = 20) -> OcrLine:
    return OcrLine(text, Box(x, y, x + (w if w is not None else 9 * len(text)), y + h), 0.97)


def _blank(width: int = 1000, height: int = 700) -> Frame:
    return Frame.from_image(
        __import__("PIL.Image", fromlist=["Image"]).fromarray(np.full((height, width, 3), 255, np.uint8))
    )


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> list[str]:
    return [line.text for line in redactor.redact(_blank(), lines, {}).lines]


def _one(redactor: PresidioRedactor, text: str) -> str:
    return _texts(redactor, [_at(text, 20, 20)])[0]


@pytest.mark.parametrize(
    "company",
    [
        "Roskoth GmbH & Co. OHG",
        "Seip AG",
        "Mohaupt e.G.",
        "Gillet Devaux SA",
        "Turpin S.A.R.L.",
        "Lelièvre et Fils",
        "Restauración Cuervo S.L.",
        "Minería Andres y asociados S.L.",
        "Ruperta Hoz Pintor S.Coop.",
        "Banks and Sons",
        "Scott, Howard and Vaughn",
        "Meili Gut & Co.",
        "Acme, Inc.",
        "明腾科技有限公司",
        "達台電子股份有限公司",
        "株式会社鈴木ガス",
        "田中保険有限会社",
    ],
)
def test_a_company_is_found_by_its_legal_form_without_a_label(redactor: PresidioRedactor, company: str) -> None:
    out = _one(redactor, f"Supplied by {company} last week" if company.isascii() else f"供应 {company}")
    assert company not in out and "<ORG_1>" in out, out


@pytest.mark.parametrize("text", ["Product Group", "Order Group", "USA", "Kundenkonto", "所在公司", "分公司"])
def test_words_of_the_page_are_no_company(redactor: PresidioRedactor, text: str) -> None:
    assert _one(redactor, text) == text


@pytest.mark.parametrize(
    ("line", "date"),
    [
        ("born 12/03/1980", "12/03/1980"),
        ("geb. 12.03.1980", "12.03.1980"),
        ("Date de naissance : 12/03/1980", "12/03/1980"),
        ("Fecha de nac.: 03/12/1980", "03/12/1980"),
        ("出生日期：1980年3月12日", "1980年3月12日"),
        ("生年月日 1980/3/12", "1980/3/12"),
    ],
)
def test_a_date_after_a_birth_word_is_a_date_of_birth(redactor: PresidioRedactor, line: str, date: str) -> None:
    out = _one(redactor, line)
    assert date not in out and "<DOB_1>" in out, out


def test_an_order_date_is_not_a_date_of_birth(redactor: PresidioRedactor) -> None:
    assert _one(redactor, "Order date 12/03/2026") == "Order date 12/03/2026"


@pytest.mark.parametrize("label", ["Geb.-Datum", "Date de naiss.", "出生年份", "Birth date (DD/MM/YYYY)"])
def test_a_label_that_speaks_of_a_birth_binds_a_date_of_birth(redactor: PresidioRedactor, label: str) -> None:
    match = default_lexicon().classify(label)
    assert match is not None and match.entity_type == "DATE_OF_BIRTH"
    texts = _texts(redactor, [_at(label, 20, 100), _at("1980-03-12", 300, 100)])
    assert texts == [label, "<DOB_1>"]


def test_a_birth_name_label_binds_a_name_not_a_date(redactor: PresidioRedactor) -> None:
    texts = _texts(redactor, [_at("Geburtsname:", 20, 100), _at("Ehlert", 300, 100)])
    assert texts == ["Geburtsname:", "<PERSON_1>"]


@pytest.mark.parametrize("name", ["鈴木 京助", "中川直樹", "加藤 くみ子", "林 京助", "斎藤零"])
def test_japanese_names_are_found_standing_alone(redactor: PresidioRedactor, name: str) -> None:
    assert _one(redactor, name) == "<PERSON_1>"


@pytest.mark.parametrize("text", ["原価", "関連", "注文 詳細", "小計"])
def test_japanese_words_that_start_like_a_surname_are_kept(redactor: PresidioRedactor, text: str) -> None:
    assert _one(redactor, text) == text


@pytest.mark.parametrize("text", ["檢視編輯", "檢視 編輯", "View  Edit", "編集削除", "View | Edit"])
def test_buttons_read_as_one_line_are_buttons(redactor: PresidioRedactor, text: str) -> None:
    match = default_lexicon().classify(text)
    assert match is not None and match.role == "button"
    assert _one(redactor, text) == text


def test_a_row_of_buttons_under_a_name_column_is_not_a_name(redactor: PresidioRedactor) -> None:
    lines = [
        _at("姓名", 20, 20),
        _at("電話", 300, 20),
        _at("陳建國", 20, 60),
        _at("0912-345-678", 300, 60),
        _at("檢視編輯", 20, 100),
    ]
    assert _texts(redactor, lines) == ["姓名", "電話", "<PERSON_1>", "<PHONE_1>", "檢視編輯"]
