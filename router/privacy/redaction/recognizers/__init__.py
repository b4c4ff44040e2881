"""Presidio recognizers tuned for OCR text of screens (one class per file), and the set the edge runs:
they choose a painted text's type and veto keeping a text as chrome; they never decide alone what is painted."""

from __future__ import annotations

import functools
from typing import Any

from screenroute.router.privacy.redaction.recognizers.account_number_recognizer import AccountNumberRecognizer
from screenroute.router.privacy.redaction.recognizers.address_recognizer import AddressRecognizer
from screenroute.router.privacy.redaction.recognizers.amount_recognizer import AmountRecognizer
from screenroute.router.privacy.redaction.recognizers.cn_id_card_recognizer import CnIdCardRecognizer
from screenroute.router.privacy.redaction.recognizers.cn_mobile_recognizer import CnMobileRecognizer
from screenroute.router.privacy.redaction.recognizers.es_id_recognizer import EsIdRecognizer
from screenroute.router.privacy.redaction.recognizers.intl_phone_recognizer import IntlPhoneRecognizer
from screenroute.router.privacy.redaction.recognizers.long_number_recognizer import LongNumberRecognizer
from screenroute.router.privacy.redaction.recognizers.luhn_card_recognizer import LuhnCardRecognizer
from screenroute.router.privacy.redaction.recognizers.ocr_email_recognizer import OcrEmailRecognizer
from screenroute.router.privacy.redaction.recognizers.offline_email_recognizer import OfflineEmailRecognizer
from screenroute.router.privacy.redaction.recognizers.organization_recognizer import OrganizationRecognizer
from screenroute.router.privacy.redaction.recognizers.tw_id_recognizer import TwIdRecognizer

__all__ = [name for name in dir() if name.endswith("Recognizer")]  # every recognizer class imported above

#: Regions whose numbering plans python-phonenumbers tries on digit runs without a "+".
PHONE_REGIONS = ("US", "CN", "TW", "HK", "JP", "DE", "FR", "ES", "GB", "IN", "CA", "SG")


def default_recognizers(language: str = "en") -> list[Any]:
    """Fresh recognizer instances (Presidio ties each to a language; all of them see every line): Presidio's IP, IBAN,
    crypto wallet, US SSN, e-mail and phone recognizers, and ours (the classes below). Names are the gazetteers'
    (``rules.py``). Left out on purpose: the URL recognizer (page URLs are navigation) and NER (no model offline)."""
    from presidio_analyzer import predefined_recognizers as stock

    # In this order: a segment's findings are typed by the first veto that types them.
    classes: tuple[Any, ...] = (
        LuhnCardRecognizer,
        stock.IpRecognizer,
        stock.IbanRecognizer,
        stock.CryptoRecognizer,
        stock.UsSsnRecognizer,
        functools.partial(stock.PhoneRecognizer, supported_regions=PHONE_REGIONS),
        OfflineEmailRecognizer,
        OcrEmailRecognizer,
        CnMobileRecognizer,
        IntlPhoneRecognizer,
        CnIdCardRecognizer,
        OrganizationRecognizer,
        AmountRecognizer,
        AddressRecognizer,
        LongNumberRecognizer,
        AccountNumberRecognizer,
        EsIdRecognizer,
        TwIdRecognizer,
    )
    return [cls(supported_language=language) for cls in classes]
