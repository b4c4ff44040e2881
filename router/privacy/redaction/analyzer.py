"""The recognizers screenroute runs: Presidio's stock ones that work offline, and its own."""

from __future__ import annotations

from typing import Any

#: Regions whose numbering plans python-phonenumbers tries on digit runs without a "+".
PHONE_REGIONS = ("US", "CN", "TW", "HK", "JP", "DE", "FR", "ES", "GB", "IN", "CA", "SG")


def default_recognizers(language: str = "en") -> list[Any]:
    """Fresh recognizer instances (Presidio ties each to a language; all of them see every line).

    Stock: IP, IBAN, crypto wallet, US SSN, e-mail (offline domain check), python-phonenumbers
    phones. Own: Luhn cards of any prefix (the stock card recognizer wants a 3/4/5/6 prefix),
    amounts, addresses, long bare digit runs (identifiers), Spanish DNI/NIE by their check letter, Taiwanese IDs by their check digit, OCR-damaged e-mails, CN mobiles, US/intl phone formats, CN ID cards,
    companies by their legal form (a date is painted for its digits; no recognizer is needed to type it).
    Names are the gazetteers' (``rules.py``). Left out on purpose: the URL recognizer (page URLs are
    navigation, not PII) and NER (no model offline).
    """
    from presidio_analyzer.predefined_recognizers import (
        CryptoRecognizer,
        IbanRecognizer,
        IpRecognizer,
        PhoneRecognizer,
        UsSsnRecognizer,
    )

    from screenroute.router.privacy.redaction.recognizers import (
        AccountNumberRecognizer,
        AddressRecognizer,
        AmountRecognizer,
        CnIdCardRecognizer,
        CnMobileRecognizer,
        EsIdRecognizer,
        IntlPhoneRecognizer,
        LongNumberRecognizer,
        LuhnCardRecognizer,
        OcrEmailRecognizer,
        OfflineEmailRecognizer,
        OrganizationRecognizer,
        TwIdRecognizer,
    )

    return [
        LuhnCardRecognizer(supported_language=language),
        IpRecognizer(supported_language=language),
        IbanRecognizer(supported_language=language),
        CryptoRecognizer(supported_language=language),
        UsSsnRecognizer(supported_language=language),
        PhoneRecognizer(supported_language=language, supported_regions=PHONE_REGIONS),
        OfflineEmailRecognizer(supported_language=language),
        OcrEmailRecognizer(supported_language=language),
        CnMobileRecognizer(supported_language=language),
        IntlPhoneRecognizer(supported_language=language),
        CnIdCardRecognizer(supported_language=language),
        OrganizationRecognizer(supported_language=language),
        AmountRecognizer(supported_language=language),
        AddressRecognizer(supported_language=language),
        LongNumberRecognizer(supported_language=language),
        AccountNumberRecognizer(supported_language=language),
        EsIdRecognizer(supported_language=language),
        TwIdRecognizer(supported_language=language),
    ]
