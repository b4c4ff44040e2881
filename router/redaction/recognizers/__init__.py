"""Presidio recognizers tuned for OCR text of back-office pages (one class per file)."""

from __future__ import annotations

from screenroute.router.redaction.recognizers.account_number_recognizer import AccountNumberRecognizer
from screenroute.router.redaction.recognizers.address_recognizer import AddressRecognizer
from screenroute.router.redaction.recognizers.amount_recognizer import AmountRecognizer
from screenroute.router.redaction.recognizers.cn_id_card_recognizer import CnIdCardRecognizer
from screenroute.router.redaction.recognizers.cn_mobile_recognizer import CnMobileRecognizer
from screenroute.router.redaction.recognizers.cn_name_recognizer import CnNameRecognizer
from screenroute.router.redaction.recognizers.date_of_birth_recognizer import DateOfBirthRecognizer, EarlyDateRecognizer
from screenroute.router.redaction.recognizers.es_id_recognizer import EsIdRecognizer
from screenroute.router.redaction.recognizers.given_name_recognizer import GivenNameRecognizer
from screenroute.router.redaction.recognizers.intl_phone_recognizer import IntlPhoneRecognizer
from screenroute.router.redaction.recognizers.ja_name_recognizer import JaNameRecognizer
from screenroute.router.redaction.recognizers.labelled_name_recognizer import LabelledNameRecognizer
from screenroute.router.redaction.recognizers.long_number_recognizer import LongNumberRecognizer
from screenroute.router.redaction.recognizers.luhn_card_recognizer import LuhnCardRecognizer
from screenroute.router.redaction.recognizers.ocr_email_recognizer import OcrEmailRecognizer
from screenroute.router.redaction.recognizers.offline_email_recognizer import OfflineEmailRecognizer
from screenroute.router.redaction.recognizers.organization_recognizer import OrganizationRecognizer
from screenroute.router.redaction.recognizers.person_context_recognizer import PersonContextRecognizer
from screenroute.router.redaction.recognizers.tw_id_recognizer import TwIdRecognizer

__all__ = [
    "AccountNumberRecognizer",
    "AddressRecognizer",
    "AmountRecognizer",
    "CnIdCardRecognizer",
    "CnMobileRecognizer",
    "CnNameRecognizer",
    "DateOfBirthRecognizer",
    "EarlyDateRecognizer",
    "EsIdRecognizer",
    "GivenNameRecognizer",
    "IntlPhoneRecognizer",
    "JaNameRecognizer",
    "LabelledNameRecognizer",
    "LongNumberRecognizer",
    "LuhnCardRecognizer",
    "OcrEmailRecognizer",
    "OfflineEmailRecognizer",
    "OrganizationRecognizer",
    "PersonContextRecognizer",
    "TwIdRecognizer",
]
