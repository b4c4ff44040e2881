"""PresidioRedactor and PlaceholderVault against the real Presidio recognizers (offline)."""

from __future__ import annotations

import logging
import socket
import time

import numpy as np
import pytest

from edge.frame import Frame
from edge.geometry import Box
from edge.ocr.base import OcrLine
from router.errors import RedactionError, RouterError
from router.redaction import PlaceholderVault, PresidioRedactor, Redactor, SharedAnalyzer

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
]
SAFE_LINES = ["Django administration", "Select order to change", "EXPORT CSV", "金额", "订单列表", "Status: Shipped", "Total ¥1,299.00"]


@pytest.fixture(scope="session")
def analyzer() -> SharedAnalyzer:
    shared = SharedAnalyzer()
    shared.get()
    return shared


@pytest.fixture()
def redactor(analyzer: SharedAnalyzer) -> PresidioRedactor:
    return PresidioRedactor(analyzer=analyzer)


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


def test_name_column_heuristic(redactor: PresidioRedactor) -> None:
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


def test_building_and_analyzing_does_not_touch_the_network(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
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
