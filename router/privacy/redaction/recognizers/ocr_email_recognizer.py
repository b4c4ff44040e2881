"""E-mail addresses as OCR reads them."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class OcrEmailRecognizer(DeclaredPatternRecognizer):
    """E-mail addresses in OCR text, including the OCR-specific damage.

    Presidio's stock EmailRecognizer needs a clean address and validates the domain with
    tldextract. OCR output differs: PP-OCR's Chinese model glues the name before an
    address ("JohnSmithjohn.smith@example.com", "张伟zhang.wei@example.com"), sometimes
    puts spaces around ``@`` or ``.`` ("john.smith @example. com"), reads ``@`` full-width
    (``＠``) and a dot as a comma. The match deliberately starts at the beginning of the
    glued token so the name in front is covered too; a top-level domain of letters is
    required instead of a public-suffix lookup (no network, and OCR breaks the suffix). Chinese
    or Japanese glued after the address ends it ("osamu87@example.org飞寸。"); a 0 or a 1 inside
    the top-level domain is an o or an l misread ("example.c0m").
    """

    ENTITY = "EMAIL_ADDRESS"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "ocr_email",
            r"(?<![\w.+-])[\w.+'%-]*[\w]\s?[@＠]\s?[\w-]+(?:\s?[.,。．]\s?[\w-]+)*\s?[.,。．]\s?[A-Za-z][A-Za-z01]{0,22}[A-Za-z](?!(?![\p{Han}\p{Hiragana}\p{Katakana}])\w)",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["email", "e-mail", "mail", "邮箱", "邮件"]
