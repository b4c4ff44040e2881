"""Presidio recognizers tuned for OCR text of screens (one class per file): they choose a painted text's type
and veto keeping a text as chrome; they never decide alone what is painted."""

from __future__ import annotations

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
