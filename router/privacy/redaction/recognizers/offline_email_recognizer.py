"""Presidio's stock e-mail recognizer with its domain check kept offline."""

from __future__ import annotations

from typing import Any

from presidio_analyzer.predefined_recognizers import EmailRecognizer


class OfflineEmailRecognizer(EmailRecognizer):
    """The stock EmailRecognizer, validating domains against tldextract's bundled suffix snapshot.

    The stock recognizer calls the module-level ``tldextract.extract``, whose default extractor fetches the public
    suffix list over HTTP on first use (and logs a ConnectionError offline). This one uses an extractor with no URLs and
    no disk cache."""

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_language=supported_language, name=f"OfflineEmailRecognizer_{supported_language}")
        import tldextract

        self._extract: Any = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)

    def validate_result(self, pattern_text: str) -> bool:
        """True when the text ends in a known public suffix."""
        return bool(self._extract(pattern_text).fqdn)
