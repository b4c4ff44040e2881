"""E-mail addresses as OCR reads them."""

from __future__ import annotations

from typing import ClassVar

from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class OcrEmailRecognizer(DeclaredPatternRecognizer):
    """E-mail addresses in OCR text, damage included (the stock recognizer wants a clean address and tldextract).

    PP-OCR glues the name before an address ("JohnSmithjohn.smith@example.com": the match starts at the glued token's
    start, covering it), spaces ``@`` or ``.``, reads ``＠`` full-width and a dot as a comma. A top-level domain of
    letters stands in for a public-suffix lookup (offline; OCR breaks suffixes); CJK glued after it ends it; a 0 or 1 in
    the top-level domain is an o or an l ("example.c0m")."""

    ENTITY = "EMAIL_ADDRESS"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "ocr_email",
            r"(?<![\w.+-])[\w.+'%-]*[\w]\s?[@＠]\s?[\w-]+(?:\s?[.,。．]\s?[\w-]+)*\s?[.,。．]\s?[A-Za-z][A-Za-z01]{0,22}[A-Za-z](?!(?![\p{Han}\p{Hiragana}\p{Katakana}])\w)",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["email", "e-mail", "mail", "邮箱", "邮件"]
