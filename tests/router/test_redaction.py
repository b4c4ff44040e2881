"""PresidioRedactor and PlaceholderVault against the real Presidio recognizers (offline)."""

from __future__ import annotations

import logging
import socket
import time

import numpy as np
import pytest

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import RedactionError, RouterError
from screenroute.router.redaction import PlaceholderVault, PresidioRedactor, Redactor, SharedAnalyzer

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
SAFE_LINES = [
    "Django administration",
    "Select order to change",
    "EXPORT CSV",
    "金额",
    "订单列表",
    "Status: Shipped",
    "Order #10293 shipped on 2026-01-05",
    "07.05.2026",
    "Bestellt am 07.05.2026",
    "Save",
    "保存",
    "Open the Phone settings for the Customer",
    "Fr. 14 Mai",
    "Distance 12 ft",
]


def _frame_with(lines: list[OcrLine]) -> Frame:
    pixels = np.full((40 * (len(lines) + 1), 640, 3), 255, dtype=np.uint8)
    # Give each line's box a grey background so painting is visible against it.
    for line in lines:
        pixels[line.box.y0 : line.box.y1, line.box.x0 : line.box.x1] = 200
    return Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).fromarray(pixels))


def _lines(texts: list[str]) -> list[OcrLine]:
    return [OcrLine(text, Box(20, 10 + 40 * i, 20 + 11 * len(text), 32 + 40 * i), 0.95) for i, text in enumerate(texts)]


def test_presidio_redactor_is_a_redactor(redactor: PresidioRedactor) -> None:
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
    assert all(f.box is not None for f in out.findings)


@pytest.mark.parametrize("text", SAFE_LINES)
def test_ui_text_is_left_alone(redactor: PresidioRedactor, text: str) -> None:
    lines = _lines([text])
    out = redactor.redact(_frame_with(lines), lines, {})
    assert out.lines[0].text == text
    assert out.findings == []


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


def test_placeholders_consistent_across_calls_and_variants(redactor: PresidioRedactor) -> None:
    first = _lines(["Customer: John Smith", "john.smith@example.com", "+86 138 0013 8000"])
    out1 = redactor.redact(_frame_with(first), first, {"goal": "call 13800138000"})
    second = _lines(["JohnSmithjohn.smith@example.com", "13800138000", "JOHN SMITH"])
    out2 = redactor.redact(_frame_with(second), second, {})
    assert out1.lines[0].text == "Customer: <PERSON_1>"
    assert out1.lines[1].text == "<EMAIL_1>"
    assert out1.lines[2].text == "<PHONE_1>" and out1.texts["goal"] == "call <PHONE_1>"
    assert out2.lines[0].text == "<EMAIL_1>"  # the glued OCR variant maps to the same address
    assert out2.lines[1].text == "<PHONE_1>"
    assert out2.lines[2].text == "<PERSON_1>"  # known to the vault, found in any case/spacing
    assert redactor.vault.restore("type <EMAIL_1> into Email") == "type john.smith@example.com into Email"


def test_restore_round_trips(redactor: PresidioRedactor) -> None:
    goal = "Send order 1001 to 李娜, 13912345678, lina@example.cn"
    out = redactor.redact(_frame_with([]), [], {"goal": goal})
    for secret in ("李娜", "13912345678", "lina@example.cn"):
        assert secret not in out.texts["goal"], out.texts["goal"]
    assert redactor.vault.restore(out.texts["goal"]) == goal
    assert redactor.vault.restore("unknown <EMAIL_9> stays") == "unknown <EMAIL_9> stays"


def test_pixels_filled_only_in_pii_boxes(redactor: PresidioRedactor) -> None:
    lines = _lines(["Orders", "john.smith@example.com", "Status: Shipped"])
    frame = _frame_with(lines)
    out = redactor.redact(frame, lines, {})
    (finding,) = out.findings
    assert finding.box is not None and finding.source == "line:1"
    b = finding.box
    assert (out.frame.pixels[b.y0 : b.y1, b.x0 : b.x1] == 0).all()
    # Everything outside the PII box is untouched, and the input frame is not modified.
    mask = np.ones(frame.pixels.shape[:2], dtype=bool)
    mask[b.y0 : b.y1, b.x0 : b.x1] = False
    assert (out.frame.pixels[mask] == frame.pixels[mask]).all()
    assert (frame.pixels[lines[1].box.y0 + 5, lines[1].box.x0 + 5] == 200).all()
    assert out.lines[0].text == "Orders" and out.lines[0].box == lines[0].box


def test_sub_box_covers_only_the_pii_part(redactor: PresidioRedactor) -> None:
    line = OcrLine("Status: Shipped  Contact 13912345678", Box(0, 10, 400, 30), 0.9)
    out = redactor.redact(_frame_with([line]), [line], {})
    (finding,) = out.findings
    assert finding.box is not None
    assert finding.box.x0 > 150 and finding.box.x1 >= 395
    assert (out.frame.pixels[15, 20] == 200).all()  # "Status" stays visible


def test_name_column_under_its_header(redactor: PresidioRedactor) -> None:
    lines = [
        OcrLine("ID", Box(10, 10, 30, 30), 0.9),
        OcrLine("CUSTOMER", Box(100, 10, 180, 30), 0.9),
        OcrLine("STATUS", Box(300, 10, 360, 30), 0.9),
        OcrLine("1001", Box(10, 40, 45, 60), 0.9),
        OcrLine("Emily Johnson", Box(100, 40, 205, 60), 0.9),
        OcrLine("Shipped", Box(300, 40, 360, 60), 0.9),
        OcrLine("1002", Box(10, 70, 45, 90), 0.9),
        OcrLine("王秀英", Box(100, 70, 150, 90), 0.9),
        OcrLine("Pending", Box(300, 70, 360, 90), 0.9),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    texts = [line.text for line in out.lines]
    assert texts == ["ID", "CUSTOMER", "STATUS", "1001", "<PERSON_1>", "Shipped", "1002", "<PERSON_2>", "Pending"]


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

    redactor = PresidioRedactor(analyzer=SlowAnalyzer(), timeout_s=0.2)
    with pytest.raises(RedactionError, match="budget"):
        redactor.redact(_frame_with([]), [], {"goal": "hello"})


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


# -- layout: labels own values by geometry; labels and buttons are never redacted ----------------


def _at(text: str, x: int, y: int, w: int | None = None, h: int = 20) -> OcrLine:
    return OcrLine(text, Box(x, y, x + (w if w is not None else 9 * len(text)), y + h), 0.97)


def test_form_value_right_of_its_label_and_buttons_kept(redactor: PresidioRedactor) -> None:
    # A German form: "Kunde" is a person label; the value sits right of it, on the same row.
    lines = [
        _at("Kunde:", 40, 40),
        _at("Jörg Ehlert", 200, 40),
        _at("E-Mail:", 40, 80),
        _at("ukroker@example.net", 200, 80),
        _at("Status:", 40, 120),
        _at("Versandt", 200, 120),
        _at("Speichern", 40, 170),
        _at("保存", 160, 170),
        _at("Save", 240, 170),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    texts = [line.text for line in out.lines]
    assert texts == ["Kunde:", "<PERSON_1>", "E-Mail:", "<EMAIL_1>", "Status:", "Versandt", "Speichern", "保存", "Save"]
    painted = [f.box for f in out.findings]
    for kept in (lines[0], lines[2], lines[4], lines[5], lines[6], lines[7], lines[8]):
        assert not any(
            b.x0 < kept.box.x1 and kept.box.x0 < b.x1 and b.y0 < kept.box.y1 and kept.box.y0 < b.y1 for b in painted
        )


def test_stacked_form_labels_are_not_values_of_the_label_above(redactor: PresidioRedactor) -> None:
    # Labels above their inputs (a card/stacked form): the old column heuristic took "Email" as a name.
    lines = [
        _at("Name", 40, 40),
        _at("Max Mustermann", 40, 64),
        _at("Email", 40, 104),
        _at("max@example.org", 40, 128),
        _at("Phone", 40, 168),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [line.text for line in out.lines] == ["Name", "<PERSON_1>", "Email", "<EMAIL_1>", "Phone"]


def test_table_cells_typed_by_their_header_amounts_without_currency(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Kunde", 40, 40),
        _at("Betrag", 300, 40),
        _at("Status", 460, 40),
        _at("Paolo Hande", 40, 80),
        _at("1.234,56", 300, 80),
        _at("Offen", 460, 80),
        _at("Sibilla Ring", 40, 120),
        _at("(12,00)", 300, 120),
        _at("Versandt", 460, 120),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [line.text for line in out.lines] == [
        "Kunde",
        "Betrag",
        "Status",
        "<PERSON_1>",
        "<AMOUNT_1>",
        "Offen",
        "<PERSON_2>",
        "<AMOUNT_2>",
        "Versandt",
    ]


def test_multi_line_address_under_its_label(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Ship to", 40, 40),
        _at("Cynthia Johnson", 40, 64),
        _at("8746 Garcia Wall", 40, 88),
        _at("Port Anne, FL 33043", 40, 112),
        _at("Print", 40, 160),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [line.text for line in out.lines] == ["Ship to", "<ADDRESS_1>", "<ADDRESS_2>", "<ADDRESS_3>", "Print"]


def test_a_label_line_never_lends_its_name_to_the_next_line(redactor: PresidioRedactor) -> None:
    # "Customer" on one line and "Phone" right under it once went out as a name pattern across the
    # break; and words that are all labels or buttons are no value, even right under a label.
    lines = [_at("Customer", 40, 40), _at("Phone settings", 40, 64)]
    out = redactor.redact(_frame_with(lines), lines, {"goal": "Customer\nPhone settings"})
    assert [line.text for line in out.lines] == ["Customer", "Phone settings"]
    assert out.texts["goal"] == "Customer\nPhone settings" and out.findings == []


def test_goal_is_not_over_redacted_after_a_page_full_of_labels(redactor: PresidioRedactor) -> None:
    page = [
        _at("Customer", 40, 40),
        _at("Phone", 300, 40),
        _at("Amount", 460, 40),
        _at("Emily Johnson", 40, 80),
        _at("(555) 123-4567", 300, 80),
        _at("$1,299.00", 460, 80),
    ]
    goal = "Open the Phone settings for the Customer"
    out = redactor.redact(_frame_with(page), page, {"goal": goal, "step": "Call Emily Johnson about $1,299.00"})
    assert out.texts["goal"] == goal
    assert out.texts["step"] == "Call <PERSON_1> about <AMOUNT_1>"
    later = redactor.redact(_frame_with([]), [], {"goal": goal + " of Emily Johnson"})
    assert later.texts["goal"] == goal + " of <PERSON_1>"


def test_luhn_decides_cards_whatever_the_prefix(redactor: PresidioRedactor) -> None:
    lines = _lines(["Ref 2221 0000 0000 0008", "Ref 1000 0000 0000 0008", "Ref 9000000000000000001"])
    out = redactor.redact(_frame_with(lines), lines, {})
    # The first fails Luhn: no card (still a long bare number, redacted as an identifier);
    # the others pass whatever their first digit.
    assert out.lines[0].text == "Ref <ID_1>"
    assert [line.text for line in out.lines[1:]] == ["Ref <CARD_1>", "Ref <CARD_2>"]


def test_lexicon_file_is_validated(tmp_path: pytest.TempPathFactory) -> None:
    from screenroute.router.errors import ConfigError
    from screenroute.router.redaction.lexicon import Lexicon

    bad = tmp_path / "lexicon.yaml"  # type: ignore[operator]
    bad.write_text(
        "schema: screenroute/redaction-lexicon/v1\nlabels: {SALARY: {en: [pay]}}\nneutral: {}\nbuttons: {}\n"
    )
    with pytest.raises(ConfigError, match="SALARY"):
        Lexicon.load(bad)
    bad.write_text("schema: screenroute/redaction-lexicon/v1\nlabels: {}\nneutral: {en: [status, no]}\nbuttons: {}\n")
    with pytest.raises(ConfigError, match="non-empty text"):
        Lexicon.load(bad)  # YAML reads a bare `no` as false: the loader says so instead of dropping it


def test_a_column_under_an_unread_header_takes_the_type_of_its_cells(redactor: PresidioRedactor) -> None:
    # The header "単価" read as "单" (half the word): the column is still a column of amounts,
    # so the cell whose currency was misread ("-37月") goes with the rest.
    lines = [
        _at("品名", 40, 40),
        _at("数量", 300, 40),
        _at("单", 460, 40),
        _at("コピー用紙", 40, 80),
        _at("15", 300, 80),
        _at("-37月", 460, 80),
        _at("トナー", 40, 120),
        _at("5", 300, 120),
        _at("￥290", 460, 120),
        _at("ノート", 40, 160),
        _at("16", 300, 160),
        _at("￥256", 460, 160),
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [line.text for line in out.lines][3:6] == ["コピー用紙", "15", "<AMOUNT_1>"]
    assert [line.text for line in out.lines][1] == "数量" and out.lines[4].text == "15"


def test_own_pattern_recognizers_declare_themselves_on_the_class() -> None:
    from screenroute.router.redaction import recognizers
    from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer

    # The gazetteer's recognizer looks words up rather than matching patterns; it names itself alike.
    not_patterns = ("OfflineEmailRecognizer", "GivenNameRecognizer")
    declared = [getattr(recognizers, name) for name in recognizers.__all__ if name not in not_patterns]
    for cls in declared:
        assert issubclass(cls, DeclaredPatternRecognizer), cls.__name__
        instance = cls(supported_language="zh")
        assert instance.name == f"{cls.__name__}_zh" and instance.supported_entities == [cls.ENTITY]
    gazetteer = recognizers.GivenNameRecognizer(supported_language="zh")
    assert gazetteer.name == "GivenNameRecognizer_zh" and gazetteer.supported_entities == ["PERSON"]


def test_a_bare_number_in_a_stack_of_amounts_is_an_amount(redactor: PresidioRedactor) -> None:
    # A totals block whose middle label the lexicon does not know ("Porterage"): its figure is
    # right-aligned with two amounts, so it is one too. A quantity in another column is not.
    lines = [
        _at("Net total", 900, 500),
        _at("GBP 56,929.97", 1140, 500, w=116),
        _at("Porterage", 900, 522),
        _at("84,286.74", 1170, 522, w=86),
        _at("VAT", 900, 544),
        _at("GBP 28,855.10", 1140, 544, w=116),
        _at("Qty", 660, 600, w=30),
        _at("7", 663, 622, w=16),
        _at("145月", 1170, 566, w=86),  # 145円 misread, under the stack
    ]
    out = redactor.redact(_frame_with(lines), lines, {})
    assert [line.text for line in out.lines] == [
        "Net total",
        "<AMOUNT_1>",
        "Porterage",
        "<AMOUNT_2>",
        "VAT",
        "<AMOUNT_3>",
        "Qty",
        "7",
        "<AMOUNT_4>",
    ]
