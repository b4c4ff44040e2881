"""The contract's ``reads_as``: a label in any script against what OCR makes of it.

The readings on the right are what PP-OCR (rapidocr's Chinese model) returned for these labels
rendered in Chromium in the sandbox: Cyrillic read as its Latin look-alikes, Vietnamese and
Greek without their marks, letters with no Latin look-alike read as some Latin letter.
"""

from __future__ import annotations

import pytest

from screenroute.contract.text import reads_as


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Записать", "3anИcaTb"),  # ru: З as 3, lower-case т as T, и kept
        ("Отметить", "OTMeTUTb"),  # ru: и read as U
        ("Сохранить изменения", "CoxpaHUTb W3MeHeHUA"),
        ("Xác nhận đơn", "Xac nhan don"),  # vi: every diacritic dropped
        ("Ghi lại", "Ghi lai"),
        ("Xác nhận đơn", "Xác nhận đơn"),  # an OCR that keeps them
        ("Xa\u0301c nha\u0323\u0302n đơn", "Xac nhan don"),  # decomposed: combining marks
        ("Καταχώριση", "Kαtαxwplon"),  # el: partly Greek, partly Latin look-alikes
        ("Αποστολή", "Anootoan"),
        ("保存更改", "保存更改"),
        ("儲存", "储存"),  # traditional as simplified
        ("Save", "SAVE"),
        ("Save changes", "Savechanges"),  # OCR glued the words
        ("Pay 25.00", "Pay25.00"),
        ("حفظ", "ﺣﻔﻆ"),  # Arabic presentation forms are the letters they present
        ("حفظ", "حِفْظ"),  # ... and its vowel marks do not count
    ],
)
def test_a_label_reads_as_what_ocr_makes_of_it(written: str, read: str) -> None:
    assert reads_as(written, read)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Save", "Save and delete"),  # whole labels only
        ("Save", "Sane"),  # a Latin letter is never a wildcard
        ("Save", "Sav"),
        ("Записать", "Удалить"),
        ("Записать", "3anИcaTb sce"),
        ("Записать", "Delete"),
        ("Отметить", "OTMeTUTb 3aka3"),
        ("保存", "删除"),  # a CJK character is read or not, never guessed
        ("確認送出", "確送出"),  # ... nor dropped
        ("حفظ", "bez"),  # nothing Latin looks like an Arabic letter: no match, ever
        ("حفظ", "Pay"),
        ("Да", "Ja"),
        ("Pay 25.00", "Pay 2500"),  # numbers keep their separators
        ("Pay 25.00", "Pay 25.06"),  # too few letters look like anything to tell one label from another
        ("✓", "✗"),
        ("", ""),
    ],
)
def test_a_different_label_does_not(written: str, read: str) -> None:
    assert not reads_as(written, read)
