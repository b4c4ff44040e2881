"""Builds a fully offline Presidio AnalyzerEngine with the recognizers screenroute relies on."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

SUPPORTED_LANGUAGES = ("en", "zh")


def default_recognizers(language: str) -> list[Any]:
    """Fresh recognizer instances for ``language`` (Presidio binds each instance to one language).

    Stock: credit card (Luhn), IP, IBAN, crypto wallet, US SSN, e-mail (offline domain check),
    python-phonenumbers phones. Own: OCR e-mail, CN mobile, US/intl phone formats, CN ID card,
    labelled English names, Chinese names (heuristic). Left out on purpose: the URL recognizer
    (page URLs are navigation, not PII, and the planner needs them), dates (order dates
    dominate back-office pages) and spaCy NER (no model offline).
    """
    from presidio_analyzer.predefined_recognizers import (
        CreditCardRecognizer,
        CryptoRecognizer,
        IbanRecognizer,
        IpRecognizer,
        PhoneRecognizer,
        UsSsnRecognizer,
    )

    from router.redaction.recognizers import (
        CnIdCardRecognizer,
        CnMobileRecognizer,
        CnNameRecognizer,
        IntlPhoneRecognizer,
        LabelledNameRecognizer,
        OcrEmailRecognizer,
        OfflineEmailRecognizer,
    )

    return [
        CreditCardRecognizer(supported_language=language),
        IpRecognizer(supported_language=language),
        IbanRecognizer(supported_language=language),
        CryptoRecognizer(supported_language=language),
        UsSsnRecognizer(supported_language=language),
        PhoneRecognizer(
            supported_language=language, supported_regions=("US", "CN", "GB", "DE", "FR", "IN", "CA", "HK", "SG")
        ),
        OfflineEmailRecognizer(supported_language=language),
        OcrEmailRecognizer(supported_language=language),
        CnMobileRecognizer(supported_language=language),
        IntlPhoneRecognizer(supported_language=language),
        CnIdCardRecognizer(supported_language=language),
        LabelledNameRecognizer(supported_language=language),
        CnNameRecognizer(supported_language=language),
    ]


def build_analyzer(
    extra_recognizers: Iterable[Callable[[str], Any]] = (),
    languages: tuple[str, ...] = SUPPORTED_LANGUAGES,
) -> Any:
    """An ``AnalyzerEngine`` on blank spaCy pipelines with the default + extra recognizers.

    ``extra_recognizers`` are factories ``language -> recognizer`` so each language gets
    its own instance. Takes a few seconds (``spacy.blank("zh")``); build once and reuse.
    """
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

    from router.redaction.nlp_engine import BlankSpacyNlpEngine

    recognizers = []
    for language in languages:
        recognizers.extend(default_recognizers(language))
        recognizers.extend(factory(language) for factory in extra_recognizers)
    registry = RecognizerRegistry(recognizers=recognizers, supported_languages=list(languages))
    nlp_engine = BlankSpacyNlpEngine(languages)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=list(languages))
