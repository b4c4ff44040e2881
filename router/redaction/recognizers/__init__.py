"""Presidio recognizers tuned for OCR text of screens (one class per file): they choose a painted text's type
and veto keeping a text as chrome; they never decide alone what is painted."""

from __future__ import annotations

from screenroute.router.redaction.recognizers.account_number_recognizer import AccountNumberRecognizer
from screenroute.router.redaction.recognizers.address_recognizer import AddressRecognizer
from screenroute.router.redaction.recognizers.amount_recognizer import AmountRecognizer
from screenroute.router.redaction.recognizers.cn_id_card_recognizer import CnIdCardRecognizer
from screenroute.router.redaction.recognizers.cn_mobile_recognizer import CnMobileRecognizer
from screenroute.router.redaction.recognizers.es_id_recognizer import EsIdRecognizer
from screenroute.router.redaction.recognizers.intl_phone_recognizer import IntlPhoneRecognizer
from screenroute.router.redaction.recognizers.long_number_recognizer import LongNumberRecognizer
from screenroute.router.redaction.recognizers.luhn_card_recognizer import LuhnCardRecognizer
from screenroute.router.redaction.recognizers.ocr_email_recognizer import OcrEmailRecognizer
from screenroute.router.redaction.recognizers.offline_email_recognizer import OfflineEmailRecognizer
from screenroute.router.redaction.recognizers.organization_recognizer import OrganizationRecognizer
from screenroute.router.redaction.recognizers.tw_id_recognizer import TwIdRecognizer

__all__ = [
    "AccountNumberRecognizer",
    "AddressRecognizer",
    "AmountRecognizer",
    "CnIdCardRecognizer",
    "CnMobileRecognizer",
    "EsIdRecognizer",
    "IntlPhoneRecognizer",
    "LongNumberRecognizer",
    "LuhnCardRecognizer",
    "OcrEmailRecognizer",
    "OfflineEmailRecognizer",
    "OrganizationRecognizer",
    "TwIdRecognizer",
]
