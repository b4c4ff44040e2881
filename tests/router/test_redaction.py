"""The private-by-default redactor and the vault, against the real recognizers and vocabularies (offline).

General properties only: every value is gone, chrome real programs use is kept on first sight,
every painted text names the rules that decided, placeholders are typed and stable, it fails closed.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import ConfigError, RedactionError, RouterError
from screenroute.router.privacy.redaction import (
    PlaceholderVault,
    PresidioRedactor,
    Redactor,
    SharedAnalyzer,
    TaskChrome,
)

# Faker-style values (zh_CN and en_US locales), as OCR prints them on back-office pages.
PII_LINES = [
    ("Customer:JohnSmithjohn.smith@example.com", ["John", "Smith", "john.smith@example.com"]),
    ("客户：张伟", ["张伟"]),
    ("张伟zhang.wei@example.com", ["张伟", "zhang.wei@example.com"]),
    ("手机：+861380013 8000", ["1380013"]),
    ("联系电话13912345678", ["13912345678"]),
    ("Phone:(555) 123-4567", ["123-4567"]),
    ("555-123-4567x89", ["555-123-4567"]),
    ("+1-202-555-0147", ["555-0147"]),
    ("Card 4111 1111 1111 1111", ["4111 1111 1111 1111"]),
    ("身份证号 110101199003074514", ["110101199003074514"]),
    ("Name: Mary Jane Watson", ["Mary", "Watson"]),
    ("Client IP 192.168.10.23", ["192.168.10.23"]),
    ("李娜", ["李娜"]),
    ("Email: david.lee @example. com", ["david.lee"]),
    ("Total ¥1,299.00", ["1,299.00"]),
    ("Betrag 1.234,56 €", ["1.234,56"]),
    ("Montant : 1\u202f234,56 €", ["234,56"]),
    ("合计：1,234.56元", ["1,234.56"]),
    ("Refund (USD 1,234.56)", ["1,234.56"]),
    ("Card 2221 0000 0000 0009", ["2221 0000 0000 0009"]),  # a 2-series Mastercard
    ("卡号 6200000000000005", ["6200000000000005"]),
    ("收货地址：广东省深圳市南山区科技园南路15号 518057", ["科技园南路15号", "518057"]),
    ("Anschrift: Lindenstraße 12", ["Lindenstraße 12"]),
    ("29, rue de Lelièvre", ["rue de Lelièvre"]),
    ("8286 Hill Cove Suite 385", ["8286 Hill Cove"]),
    ("Kunde: Jörg Ehlert", ["Jörg", "Ehlert"]),
    (">: 953266702894", ["953266702894"]),  # an identifier whose label the OCR could not read
    ("お名前：山田 太郎", ["山田", "太郎"]),
    ("Fr. 166.31", ["166.31"]),  # the Swiss franc's own abbreviation
    ("Zu zahlen SFr. 1'204.50", ["1'204.50"]),
    ("Summa 1 234,56 kr", ["234,56"]),
    ("Razem 99,90 zł", ["99,90"]),
    ("Итого 4 500 ₽", ["4 500"]),
    ("Postage 702.83", ["702.83"]),  # a number right of an amount label
]
# Chrome real programs use (words of the shipped catalogues), in several languages.
CHROME_LINES = [
    "Site administration",
    "Select order to change",
    "Save password?",
    "Never",
    "Log out",
    "Save",
    "保存",
    "取消",
    "客户",
    "Status: Active",
    "Open the Phone settings for the Customer",
    "Nombre del cliente",
    "사용자 이름",
    "×",
]


def _frame_with(lines: list[OcrLine]) -> Frame:
    pixels = np.full((40 * (len(lines) + 1), 640, 3), 255, dtype=np.uint8)
    # Give each line's box a grey background so painting is visible against it.
    for line in lines:
        pixels[line.box.y0 : line.box.y1, line.box.x0 : line.box.x1] = 200
    return Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).fromarray(pixels))


def _lines(texts: list[str]) -> list[OcrLine]:
    return [OcrLine(text, Box(20, 10 + 40 * i, 20 + 11 * len(text), 32 + 40 * i), 0.95) for i, text in enumerate(texts)]


def test_the_redactor_is_a_redactor(redactor: PresidioRedactor) -> None:
    assert isinstance(redactor, Redactor)
    assert issubclass(RedactionError, RouterError)


@pytest.mark.parametrize(("text", "secrets"), PII_LINES, ids=[t for t, _ in PII_LINES])
def test_no_raw_pii_left_in_line(redactor: PresidioRedactor, text: str, secrets: list[str]) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    redacted = out.lines[0].text
    for secret in secrets:
        assert secret not in redacted, redacted
    assert "<" in redacted and out.findings
    assert all(f.box is not None and f.rule for f in out.findings)


@pytest.mark.parametrize("text", CHROME_LINES)
def test_chrome_of_real_programs_is_kept_on_first_sight(redactor: PresidioRedactor, text: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text == text
    assert out.findings == []


@pytest.mark.parametrize(
    "text", ["Borgo Enzio, 843 Piano 1, 81023, Cervino (CE)", "Rotonda Traversa, 3, 25134, San Polo (BS)"]
)
def test_a_line_of_values_is_painted_whole_whatever_words_the_lexicon_knows(
    redactor: PresidioRedactor, text: str
) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text == "<ADDRESS_1>"
    assert [f.rule for f in out.findings] == ["value_line"]


@pytest.mark.parametrize(
    "text",
    [
        "Stationsstigen 23, 25331 Borlänge",
        "12 rue Zorblax, 75011 Paris",
        "Hlavní 12, 110 00 Praha",
        "ul. Kwiatowa 5, 00-950 Warszawa",
        "Rua das Flores 12, 4050-262 Porto",  # the postcode's shapes are data, one per country
        "Rua Augusta 7, 01310-100 Bela Vista",
        "Keizersgracht 12, 1015 CS Amsterdam",
    ],
)
def test_a_street_and_a_postcode_with_its_town_are_one_address(redactor: PresidioRedactor, text: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text.startswith("<ADDRESS_") and out.lines[0].text.endswith(">")
    assert [f.rule for f in out.findings] == ["value_line"]


@pytest.mark.parametrize(
    "text",
    [
        "Nordbygg AB",
        "e Hijos",
        "Asociados",
        "strojírny Vysočina s.r.o.",
        "Kowalski Sp. z o.o.",
        "Duna Építő KFT.",  # as a register writes it, in capitals
        "Bartók és Társa Bt.",
        "Lungu Transport S.R.L.",
        "Brødrene Dahl og Sønner",
        "Quinta do Vale, Lda",
        "Tatra strojárne a. s.",
    ],
)
def test_a_cell_that_ends_with_a_legal_form_is_a_company_whatever_its_words(
    redactor: PresidioRedactor, text: str
) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text.startswith("<ORG_")
    assert any("org_cell_legal_form" in f.rule or "org_legal_form_after" in f.rule for f in out.findings)


@pytest.mark.parametrize(
    "text", ["Save, Cancel, Apply 2", "Pagina 1 di 12, ordina per data, Stato", "Page 2, 1500 Records", "Save As"]
)
def test_a_line_of_chrome_with_numbers_and_commas_is_no_line_of_values(redactor: PresidioRedactor, text: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert "ADDRESS" not in out.lines[0].text


@pytest.mark.parametrize(
    "text",
    [
        "Jörg Ehlert",
        "Campos Blanco",
        "王秀英",
        "김민준",
        "山田 太郎",
        "jdoe42",
        "m.weber",
        "Mark Green",
        "Szabó Zoltán",  # the family name first
        "Lakatos",  # surnames a spelling dictionary holds as proper nouns, alone in a cell
        "Dumitrescu",
        "Mihalik",
    ],
)
def test_name_and_handle_shapes_are_painted_even_when_their_words_are_common(
    redactor: PresidioRedactor, text: str
) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert text not in out.lines[0].text
    assert out.findings and out.findings[0].entity_type in ("PERSON", "ID_NUMBER")


def test_every_finding_names_the_rule_that_made_it_down_to_the_pattern(redactor: PresidioRedactor) -> None:
    lines = _lines(["Total ¥1,299.00", "Kunde: Jörg Ehlert"])
    out = redactor.redact(_frame_with(lines), lines, {"goal": "refund ¥1,299.00 to bob@example.org"})
    by_source = {(f.source, f.placeholder): f.rule for f in out.findings}
    assert by_source[("line:0", "<AMOUNT_1>")] == "recognizer:AmountRecognizer.amount_symbol_before,digits"
    assert "name_gazetteer" in by_source[("line:1", "<PERSON_1>")].split(",")
    # A free text names the same recognizer and pattern; two rules on one span are both named.
    assert by_source[("text:goal", "<AMOUNT_1>")].startswith("recognizer:AmountRecognizer.amount_symbol_before")
    assert "recognizer:OcrEmailRecognizer.ocr_email" in by_source[("text:goal", "<EMAIL_1>")].split(",")
    assert "recognizer:OfflineEmailRecognizer.Email (Medium)" in by_source[("text:goal", "<EMAIL_1>")].split(",")


def test_every_unproven_text_is_painted_as_text_and_a_label_keeps_its_value_type(redactor: PresidioRedactor) -> None:
    lines = _lines(["Zorblax frobnicate", "Kundenname: Xylophon Quuxbau"])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[1].text.startswith("Kundenname:")
    assert out.lines[1].text.endswith("<PERSON_1>")  # typed by the label beside it
    assert out.lines[0].text == "<TEXT_1>"  # nothing proves it chrome: painted, typed TEXT
    rules = {f.placeholder: f.rule for f in out.findings}
    assert "label_binding" in rules["<PERSON_1>"] and rules["<TEXT_1>"] == "not_chrome"


def test_the_task_texts_and_the_vault_decide_before_the_lexicon() -> None:
    vault = PlaceholderVault()
    vault.placeholder_for("USERNAME", "admin")
    redactor = PresidioRedactor(vault, chrome=TaskChrome.of(["Zorblax frobnicate", "{title} saved"]))
    lines = _lines(["Zorblax frobnicate", "Logged in as admin", "Site administration"])
    out = redactor.redact(_frame_with(lines), lines, {})
    texts = [ln.text for ln in out.lines]
    assert texts[0] == "Zorblax frobnicate" and texts[2] == "Site administration"
    assert texts[1] == "Logged in as <USERNAME_1>"  # only the vault's value is painted, typed by it


@pytest.mark.parametrize(
    ("text", "sent"),
    [
        ("Save password for 127.0.0.1?", "Save password for <IP_1>?"),  # a value inside a sentence of chrome
        ("(6 matches)", "(<NUMBER_1> matches)"),
        ("Assigned to Ann Lee", "Assigned to <PERSON_1>"),  # typed by the label inside its own segment
        ("Downloadinotherformats:", "Downloadinotherformats:"),  # OCR-glued lexicon words read apart
        ("Brown, Smith and Jones", "<ORG_1>"),  # a proper noun with a painted word is painted whole
        ("Mark Green", "<PERSON_1>"),
    ],
)
def test_only_the_words_nothing_proves_are_painted(redactor: PresidioRedactor, text: str, sent: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text == sent
    for finding in out.findings:  # the painted part's pixels, not the whole line's
        assert finding.box is not None and finding.rule
        if not sent.startswith("<"):
            assert finding.box.x0 > lines[0].box.x0


def test_a_name_that_is_a_ui_word_is_painted_where_a_person_stands(redactor: PresidioRedactor) -> None:
    header = OcrLine("Owner", Box(300, 10, 360, 30), 0.98)
    cells = [
        OcrLine(t, Box(300, 40 + 30 * k, 300 + 10 * len(t), 60 + 30 * k), 0.98)
        for k, t in enumerate(["White", "Close"])
    ]
    lines = [
        OcrLine("Name:", Box(20, 10, 80, 30), 0.98),
        OcrLine("White", Box(120, 10, 180, 30), 0.98),
        header,
        *cells,
        OcrLine("White", Box(20, 200, 80, 220), 0.98),  # the colour, where no person stands
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    sent = [ln.text for ln in out.lines]
    assert sent[1] == "<PERSON_1>" and sent[3] == "<PERSON_1>" and sent[4].startswith("<PERSON_")
    assert sent[0] == "Name:" and sent[2] == "Owner" and sent[5] == "White"
    assert all("name_position" in f.rule for f in out.findings)


def test_goal_and_history_texts_are_redacted(redactor: PresidioRedactor) -> None:
    texts = {
        "goal": "Email the invoice to customer John Smith at john.smith@example.com, phone (555) 123-4567",
        "history": "typed 13912345678 into 手机",
    }
    out = redactor.redact(_frame_with([]), [], texts)
    assert "john.smith@example.com" not in out.texts["goal"]
    assert "John Smith" not in out.texts["goal"]
    assert "123-4567" not in out.texts["goal"]
    assert "13912345678" not in out.texts["history"]
    assert "<EMAIL_1>" in out.texts["goal"] and "<PERSON_1>" in out.texts["goal"]


def test_placeholders_are_stable_across_frames_and_the_goal(redactor: PresidioRedactor) -> None:
    first = _lines(["Customer: John Smith", "john.smith@example.com", "+86 138 0013 8000"])
    out1 = redactor.redact(_frame_with(first), first, {"goal": "call 13800138000 about John Smith"})
    second = _lines(["john.smith@example.com", "13800138000", "John Smith"])
    out2 = redactor.redact(_frame_with(second), second, {})
    assert out1.lines[0].text == "Customer: <PERSON_1>"
    assert out1.lines[1].text == "<EMAIL_1>" and out1.lines[2].text == "<PHONE_1>"
    assert out1.texts["goal"] == "call <PHONE_1> about <PERSON_1>"
    assert [ln.text for ln in out2.lines] == ["<EMAIL_1>", "<PHONE_1>", "<PERSON_1>"]
    assert redactor.vault.restore("type <EMAIL_1> into Email") == "type john.smith@example.com into Email"


def test_restore_round_trips(redactor: PresidioRedactor) -> None:
    goal = "Send order 1001 to lina@example.cn, 13912345678"
    out = redactor.redact(_frame_with([]), [], {"goal": goal})
    for secret in ("13912345678", "lina@example.cn"):
        assert secret not in out.texts["goal"], out.texts["goal"]
    assert redactor.vault.restore(out.texts["goal"]) == goal
    assert redactor.vault.restore("unknown <EMAIL_9> stays") == "unknown <EMAIL_9> stays"


def test_pixels_filled_only_where_painted(redactor: PresidioRedactor) -> None:
    lines = _lines(["Search", "john.smith@example.com", "Log out"])
    frame = _frame_with(lines)
    out = redactor.redact(frame, lines, {})
    (finding,) = out.findings
    assert finding.box is not None and finding.source == "line:1"
    b = finding.box
    assert (out.frame.pixels[b.y0 : b.y1, b.x0 : b.x1] == 0).all()
    mask = np.ones(frame.pixels.shape[:2], dtype=bool)
    mask[max(0, b.y0 - 1) : b.y1 + 1, b.x0 : b.x1] = False
    assert (out.frame.pixels[mask] == frame.pixels[mask]).all()
    assert (frame.pixels[lines[1].box.y0 + 5, lines[1].box.x0 + 5] == 200).all()  # the input is not modified
    assert out.lines[0].text == "Search" and out.lines[0].box == lines[0].box


def test_a_label_colon_splits_the_line_and_only_the_value_is_painted(redactor: PresidioRedactor) -> None:
    line = OcrLine("Status: Contact 13912345678", Box(0, 10, 400, 30), 0.97)
    out = redactor.redact(_frame_with([line]), [line], {})
    (finding,) = out.findings
    assert finding.box is not None and finding.box.x0 > 60
    assert (out.frame.pixels[15, 5] == 200).all()  # "Status:" stays visible
    assert out.lines[0].text == "Status: Contact <PHONE_1>"


class _BoomRecognizer:
    """Built lazily per language; raises inside analyze like a broken recognizer would."""

    def __new__(cls, language: str) -> object:
        from presidio_analyzer import EntityRecognizer

        class Boom(EntityRecognizer):
            def load(self) -> None:
                pass

            def analyze(self, text: str, entities: list[str], nlp_artifacts: object = None) -> list[object]:
                raise RuntimeError("recognizer exploded")

        return Boom(supported_entities=["BOOM"], supported_language=language, name=f"Boom_{language}")


def test_fails_closed_when_a_recognizer_raises() -> None:
    redactor = PresidioRedactor(analyzer=SharedAnalyzer(extra_recognizers=[_BoomRecognizer]))
    lines = _lines(["john.smith@example.com"])
    with pytest.raises(RedactionError, match="recognizer exploded"):
        redactor.redact(_frame_with(lines), lines, {})


def test_fails_closed_on_timeout(analyzer: SharedAnalyzer) -> None:
    class SlowAnalyzer(SharedAnalyzer):
        def get(self) -> object:
            time.sleep(1.0)
            return analyzer.get()

    # A job that waits rather than works is cut off by the wall limit.
    redactor = PresidioRedactor(analyzer=SlowAnalyzer(), timeout_s=0.1, wall_limit_s=0.2)
    with pytest.raises(RedactionError, match="budget"):
        redactor.redact(_frame_with([]), [], {"goal": "hello"})


def test_fails_closed_when_the_work_overruns_its_cpu_budget(analyzer: SharedAnalyzer) -> None:
    class BusyAnalyzer(SharedAnalyzer):
        def get(self) -> object:
            spent = time.thread_time()
            while time.thread_time() - spent < 0.5:
                pass
            return analyzer.get()

    redactor = PresidioRedactor(analyzer=BusyAnalyzer(), timeout_s=0.1, wall_limit_s=600)
    with pytest.raises(RedactionError, match="budget"):
        redactor.redact(_frame_with([]), [], {"goal": "hello"})


def test_waiting_for_a_core_does_not_count_against_the_budget(analyzer: SharedAnalyzer) -> None:
    # On a loaded machine the thread waits; only its own CPU time counts (a sleep stands for the wait).
    class WaitingAnalyzer(SharedAnalyzer):
        def get(self) -> object:
            time.sleep(0.5)
            return analyzer.get()

    redactor = PresidioRedactor(analyzer=WaitingAnalyzer(), timeout_s=0.3, wall_limit_s=600)
    redacted = redactor.redact(_frame_with([]), [], {"goal": "hello"})
    assert redacted.texts["goal"] == "hello"


def test_vault_merges_variants_and_hides_values() -> None:
    vault = PlaceholderVault()
    assert vault.placeholder_for("EMAIL_ADDRESS", "a.b@example.com") == "<EMAIL_1>"
    assert vault.placeholder_for("EMAIL_ADDRESS", "A.B@Example.com ") == "<EMAIL_1>"
    assert vault.placeholder_for("PHONE_NUMBER", "+86 139 1234 5678") == "<PHONE_1>"
    assert vault.placeholder_for("PHONE_NUMBER", "13912345678") == "<PHONE_1>"
    assert vault.placeholder_for("PHONE_NUMBER", "(555) 123-4567") == "<PHONE_2>"
    assert vault.placeholder_for("EMAIL_ADDRESS", "张伟zhang.wei@example.com") == "<EMAIL_2>"
    assert vault.value_of("<EMAIL_2>") == "zhang.wei@example.com"
    assert "example" not in repr(vault) and len(vault) == 4


def test_building_and_analyzing_does_not_touch_the_network(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    attempts: list[object] = []

    def refuse(self: socket.socket, address: object) -> None:
        attempts.append(address)
        raise OSError("network disabled in this test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: refuse(None, a))  # type: ignore[arg-type]
    caplog.set_level(logging.DEBUG)
    redactor = PresidioRedactor(analyzer=SharedAnalyzer())  # a fresh build, not the shared one
    lines = _lines(["Customer:JohnSmithjohn.smith@example.com", "http://shop.example.co.uk/orders"])
    out = redactor.redact(_frame_with(lines), lines, {"goal": "mail bob@example.org"})
    assert attempts == []
    assert "ConnectionError" not in caplog.text and "Downloading" not in caplog.text
    assert "<EMAIL_1>" in out.lines[0].text and out.texts["goal"] == "mail <EMAIL_2>"


def test_luhn_decides_cards_whatever_the_prefix(redactor: PresidioRedactor) -> None:
    lines = _lines(["Ref 2221 0000 0000 0008", "Ref 1000 0000 0000 0008", "Ref 9000000000000000001"])
    out = redactor.redact(_frame_with(lines), lines, {})
    # The first fails Luhn: no card (a long bare number, an identifier); the others pass whatever their first digit.
    assert [f.entity_type for f in out.findings] == ["ID_NUMBER", "CREDIT_CARD", "CREDIT_CARD"]


def test_own_pattern_recognizers_declare_themselves_on_the_class() -> None:
    from screenroute.router.privacy.redaction import recognizers
    from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

    declared = [getattr(recognizers, name) for name in recognizers.__all__ if name != "OfflineEmailRecognizer"]
    for cls in declared:
        assert issubclass(cls, DeclaredPatternRecognizer), cls.__name__
        instance = cls(supported_language="zh")
        assert instance.name == f"{cls.__name__}_zh" and instance.supported_entities == [cls.ENTITY]


def test_a_misread_chrome_word_does_not_leave_the_steps_texts_but_an_unproven_text_does(
    redactor: PresidioRedactor,
) -> None:
    lines = [OcrLine("Export CSV", Box(20, 10, 140, 32), 0.6), OcrLine("Zorblax", Box(20, 50, 140, 72), 0.99)]
    out = redactor.redact(_frame_with(lines), lines, {"step": "export", "history": "clicked Zorblax"})
    assert [ln.text for ln in out.lines] == ["<TEXT_1>", "<TEXT_2>"]  # a poor read and an unproven word
    assert out.texts == {"step": "export", "history": "clicked <TEXT_2>"}


def test_a_bad_word_list_of_the_recognizers_fails_loudly_with_the_file_and_the_word(tmp_path: Path) -> None:
    from screenroute.router.privacy.redaction.recognizers.base import recognizer_words

    bad = tmp_path / "words.yaml"
    bad.write_text("schema: screenroute/recognizer-words/v1\nsuffixes: [Road, ' ', on]\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"words\.yaml.*' '.*True"):
        recognizer_words(bad)
    bad.write_text("suffixes: [Road]\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="schema must be 'screenroute/recognizer-words/v1'"):
        recognizer_words(bad)  # a failed read is not cached


# OCR reads of real menus and links: words glued at their capitals or to a count, a keyboard
# mnemonic's underline changing a first letter ("File" with its F underlined reads "Eile").
GLUED_CHROME = [
    ("GoToolsHelp", "GoToolsHelp"),
    ("XClose Database", "XClose Database"),
    ("Eile Edit View", "Eile Edit View"),
    ("FileEdit View Iools Help", "FileEdit View Iools Help"),
    ("3items", "<NUMBER_1>items"),
]


@pytest.mark.parametrize(("text", "sent"), GLUED_CHROME, ids=[t for t, _ in GLUED_CHROME])
def test_chrome_the_ocr_glued_or_misread_is_kept_on_first_sight(
    redactor: PresidioRedactor, text: str, sent: str
) -> None:
    lines = _lines([text])
    assert redactor.redact(_frame_with(lines), lines, {}).lines[0].text == sent


@pytest.mark.parametrize(
    "text",
    [
        "JohnSmith",
        "MaryJaneWatson",
        "LeBron",
        "DeShawn",
        "Ian",
        "Ella",
        "jdoe42",
        "page100",
        "67705Celle",
        "Isla Nublar",
        "Eiche Xylo",
    ],
)
def test_names_handles_and_places_stay_painted_however_the_ocr_glued_them(
    redactor: PresidioRedactor, text: str
) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    names = ("John", "Mary", "Bron", "Shawn", "Ian", "Ella", "jdoe", "Celle", "Isla", "Xylo")
    assert not any(w in out.lines[0].text for w in names)
    assert text not in out.lines[0].text


def test_a_links_host_proves_nothing_on_first_sight_and_is_learned_as_the_apps_own(
    redactor: PresidioRedactor,
) -> None:
    lines = _lines(["https://greenfield.com/", "https://trac.edgewall.org/"])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [ln.text for ln in out.lines] == ["https://<TEXT_1>/", "https://<TEXT_2>/"]
    assert {f.rule for f in out.findings} == {"not_chrome"}  # unproven, not a handle: it may be learned
    learned = PresidioRedactor(vocabulary=lambda: frozenset({"trac edgewall org"}))
    assert learned.redact(_frame_with(lines), lines, {}).lines[1].text == "https://trac.edgewall.org/"


def test_an_ended_worker_s_cpu_clock_reads_as_none_never_as_another_thread_s() -> None:
    # The worker reads its own clock id: one asked for by another thread after the worker ended would name a
    # thread descriptor that may be gone; the kernel refuses the ended thread's clock instead.
    from screenroute.router.privacy.redaction import redactor as module

    clocks: list[int | None] = []
    worker = threading.Thread(target=lambda: clocks.append(module._own_cpu_clock()))
    worker.start()
    worker.join()
    assert clocks and clocks[0] is not None
    deadline = time.monotonic() + 5  # the system thread ends a moment after Python's join returns
    while module._cpu_seconds(clocks[0]) is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert module._cpu_seconds(clocks[0]) is None
    assert module._cpu_seconds(None) is None


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("10 Eanáir 1957", "Eanáir"),
        ("Dáta breithe: 15 Meán Fómhair 2004", "Fómhair"),
        ("Geburtsdatum: 3. März 1980", "März"),
        ("Nacido el 10 de enero de 1957", "enero"),
        ("Born March 3, 1980", "March"),
        ("Született: 1957. január 10.", "január"),
        ("1er janvier 2025", "janvier"),
        ("25 de diciembre del 2025", "diciembre"),
        ("Mon, 1 Jan. 2025", "Jan"),
    ],
)
def test_a_date_written_with_its_month_s_name_is_painted_whole_in_any_language(
    redactor: PresidioRedactor, text: str, month: str
) -> None:
    """A lexicon proves a month's name a UI word; between a day and a year it is the date's, whatever the language
    (typed DATE, unless a name took the run: "Born March" is name-shaped)."""
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    sent = out.lines[0].text
    assert month not in sent and ("<DATE_" in sent or "<PERSON_" in sent), sent
    assert any("written_date" in f.rule for f in out.findings)


@pytest.mark.parametrize(
    "text",
    ["Page 3 of 12", "Version 3 beta", "Showing 1 to 10 of 2000 entries", "Top 10 Albums 2024", "12 files 2024"],
)
def test_words_between_numbers_that_name_no_month_are_no_date(redactor: PresidioRedactor, text: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert "<DATE_" not in out.lines[0].text and not any("written_date" in f.rule for f in out.findings)
    assert [w for w in text.split() if not any(c.isdigit() for c in w)] == [
        w for w in out.lines[0].text.split() if not w.startswith("<")
    ]


@pytest.mark.parametrize(
    ("text", "sent"),
    [
        ("Updated March 3, 2024", "Updated <DATE_1>"),
        ("Due 3 Jan 2025 Mark as paid", "Due <DATE_1> Mark as paid"),
        ("Posted 3 March 2024 by John Smith", "Posted <DATE_1> by <PERSON_1>"),
    ],
)
def test_a_written_date_takes_neither_the_label_before_it_nor_the_words_after_it(text: str, sent: str) -> None:
    fresh = PresidioRedactor()
    lines = _lines([text])
    assert fresh.redact(_frame_with(lines), lines, {}).lines[0].text == sent
