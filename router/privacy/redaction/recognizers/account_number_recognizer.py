"""Account numbers named in running text: the digits after an account word."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer


class AccountNumberRecognizer(DeclaredPatternRecognizer):
    """A digit run right after a word that names an account ("payable to account no. 847233690570", "to
    account23654765", "auf das Konto 12345678", "口座番号1234567"), the OCR's space lost or not.

    Alone, six to nine digits are anything (an order, a postcode and a house number); after an account word they are the
    account. The match is the digits only: the word stays."""

    ENTITY = "BANK_ACCOUNT"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "account_number",
            r"(?<=(?i:\b(?:account|acct|konto|kontonummer|compte|cuenta|conta|conto)|口座|口座番号|账户|账号|帳戶|帳號)"
            r"(?:\s?(?i:no|nr|number|nummer|n[°º]|núm|num)\.?)?\s?[:：]?\s?)"
            # Not a date ("the account 2026-11-30"), nor a sum ("account 1,234.00").
            r"(?!\d{4}-\d{1,2}-\d{1,2}(?!\d))\d(?:[ \-]?\d){5,29}+(?![\d,.]\d)",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["account", "konto", "compte", "cuenta"]
    REGEX_FLAGS = re.MULTILINE
