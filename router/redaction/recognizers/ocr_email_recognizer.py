"""E-mail addresses as OCR reads them."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer


class OcrEmailRecognizer(PatternRecognizer):
    """E-mail addresses in OCR text, including the OCR-specific damage.

    Presidio's stock EmailRecognizer needs a clean address and validates the domain with
    tldextract. OCR output differs: PP-OCR's Chinese model glues the name before an
    address ("JohnSmithjohn.smith@example.com", "张伟zhang.wei@example.com"), sometimes
    puts spaces around ``@`` or ``.`` ("john.smith @example. com"), reads ``@`` full-width
    (``＠``) and a dot as a comma. The match deliberately starts at the beginning of the
    glued token so the name in front is covered too; a top-level domain of letters is
    required instead of a public-suffix lookup (no network, and OCR breaks the suffix).
    """

    PATTERNS = [
        Pattern(
            "ocr_email",
            r"(?<![\w.+-])[\w.+'%-]*[\w]\s?[@＠]\s?[\w-]+(?:\s?[.,。．]\s?[\w-]+)*\s?[.,。．]\s?[A-Za-z]{2,24}(?![\w])",
            0.6,
        ),
    ]
    CONTEXT = ["email", "e-mail", "mail", "邮箱", "邮件"]

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="EMAIL_ADDRESS",
            patterns=self.PATTERNS,
            context=self.CONTEXT,
            supported_language=supported_language,
            name=f"OcrEmailRecognizer_{supported_language}",
        )
