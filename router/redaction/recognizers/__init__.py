"""Presidio recognizers tuned for OCR text of back-office pages (one class per file)."""

from __future__ import annotations

from router.redaction.recognizers.cn_id_card_recognizer import CnIdCardRecognizer
from router.redaction.recognizers.cn_mobile_recognizer import CnMobileRecognizer
from router.redaction.recognizers.cn_name_recognizer import CnNameRecognizer
from router.redaction.recognizers.intl_phone_recognizer import IntlPhoneRecognizer
from router.redaction.recognizers.labelled_name_recognizer import LabelledNameRecognizer
from router.redaction.recognizers.ocr_email_recognizer import OcrEmailRecognizer
from router.redaction.recognizers.offline_email_recognizer import OfflineEmailRecognizer

__all__ = [
    "CnIdCardRecognizer",
    "CnMobileRecognizer",
    "CnNameRecognizer",
    "IntlPhoneRecognizer",
    "LabelledNameRecognizer",
    "OcrEmailRecognizer",
    "OfflineEmailRecognizer",
]
