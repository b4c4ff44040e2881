"""Money amounts with a currency, in the number formats of the supported locales."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

_SIGN = r"[-−–]"
# 1,234.56 / 1.234,56 / 1 234,56 (space, no-break or narrow no-break) / 1'234.56, or a plain number.
_NUMBER = r"(?:\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
_SYMBOLS = r"(?:NT|US|HK|CA|AU|NZ|MX|A|R|S|C)?[¥￥$€£₩₹₽₺₫฿₱₪₴₦]"
# The OCR lowers a letter of a code now and then ("UsD -174.58"): the codes that are no word
# when capitalised ("Try 3" is) also count with their first letter a capital.
_CODES = r"(?:⟨currency_codes⟩|(?=[A-Z])(?i:⟨currency_codes_any_case⟩))"
# Currency words written with a dot or in lower case: the Swiss franc ("Fr. 12.50", "SFr. 9.90")
# before the number, the Nordic krone/krona, złoty, koruna and forint after it ("1 234,56 kr").
_WORD_BEFORE = r"(?<![A-Za-z])S?Fr\."
# "Fr." also abbreviates Friday ("Fr. 14 Mai"): a franc amount has its cents or a dash ("Fr. 14.–").
_CENTS_NUMBER = r"\d{1,3}(?:[,.'’\u00a0\u202f ]?\d{3})*[.,](?:\d{2}|[–-])"
_WORD_AFTER = r"(?:kr|zł|Kč|Ft)(?![A-Za-z])"
# A code after a figure may be glued to the next word ("234.58CHFistnoch"): no capital may follow.
# A code right before another figure is that figure's ("Umsatz 2026 EUR 31.770,99": the year is no sum).
_AFTER = rf"(?:元|圆|円|块|[€£¥￥₽₺₫฿₱₪₴₦]|{_CODES}(?![A-Z])(?!\s?[-−–(]?\s?\d)|{_WORD_AFTER})"
# A figure with cents: what an amount whose currency sign the OCR lost or misread still shows. Not a date: "12.03."
# (German day and month) and "12.03.2026". Thousands may be grouped, or not: the OCR drops a narrow space between them
# ("1138,35" for "1 138,35"). A year and its month ("2026.11") is no sum. Right after a label's colon a figure of three
# digits or more is a sum too ("Solde disponible:2837,27"; "Beginn:12.30" is a time).
_CENTS = (
    r"(?:(?<![\d.,/:])|(?<=\p{L}:)(?=[-−–]?\d{3}))(?!(?:[0-2]?\d|3[01])\.(?:0\d|1[0-2])\.)[-−–]?"
    r"(?:\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})*|(?!(?:19|20)\d\d[.,](?:0[1-9]|1[0-2])(?!\d))\d{4,7})"
    r"[.,]\d{2}(?![\d]|[.,/]\d)"
)
# What follows a figure that measures rather than costs: a unit, a percentage, a factor, an hour.
_UNIT = (
    r"(?:[%‰°×x]|(?:kg|mg|g|ml|cl|dl|l|km|cm|mm|m|mi|ft|in|yd|lb|lbs|oz|ha|kWh|kW|h|hrs?|min|ms|s|Uhr"
    r"|KB|MB|GB|TB|px|pt|em|rem|dpi|fps|Hz|kHz|MHz|GHz|Mbit|°C|°F|k?m/h|mph|pcs|Stk|St|pz|uds?)(?![\p{L}\d])"
    r"|(?:克|千克|公斤|毫升|升|米|厘米|公里|小时|分钟|秒|件|个|個|点|點|倍|時間|分|粒))"
)
# A figure with cents the OCR glued to a full date after it: the next cell's.
_CENTS_BEFORE_DATE = (
    r"(?<![\d.,/:'’])[-−–]?\d{1,3}(?:[.,'’\u00a0\u202f]\d{3})*[.,]\d{2}"
    r"(?=(?:0[1-9]|[12]\d|3[01])[./](?:0[1-9]|1[0-2])[./](?:19|20)\d\d(?!\d))"
)
# Thousands grouped by one separator, cents after the other one.
# (Right after a label's colon too, "Offene Posten:3.197,07"; not after a figure's, "12:3.197,07".)
_GROUPED_CENTS = (
    r"(?<![\d.,/'’])(?<!\d:)[-−–]?\d{1,3}(?P<group>[.,'’\u00a0\u202f ])\d{3}(?:(?P=group)\d{3})*(?!(?P=group))[.,]\d{2}"
    r"(?![\d]|[.,/]\d)"
)
# Words of money in the same sentence ("refund the 100.26 in full", "Gutschrift über 168,24",
# "le devolvemos los -37,08 íntegros").
_MONEY_WORDS = (
    r"(?i:refund\w*|credit|invoice|payment|paid|pay|charged?|amount|total|price|cost|fee|balance|owed?|"
    r"outstanding|in\s?full|erstatt\w*|gutschrift|rechnung|betrag|zahlung|bezahlt|überwiesen|"
    r"rembours\w*|avoir|facture|montant|paiement|payé|reembols\w*|devol\w*|factura|importe|pago|pagad[oa]|"
    r"abono|cobro|cobrad[oa]|saldo|solde|íntegr[oa]s)"
)


def _currency_first(currency: str, number: str) -> str:
    """A figure after its currency, a sign on either side of the currency, in brackets or not
    ("($1,234.56)", "-EUR 12", "Fr. -9.90")."""
    return rf"(?:\(\s?)?{_SIGN}?\s?{currency}\s?{_SIGN}?\s?{number}(?:\s?\))?(?![\d])"


class AmountRecognizer(DeclaredPatternRecognizer):
    """Amounts: a currency symbol or code before or after a number, signs and parentheses included.

    ``¥1,299.00``, ``RMB 1,234.56``, ``1,234.56元``, ``-$12.00``, ``($1,234.56)``, ``1.234,56 €``, ``NT$1,234``,
    ``1,234円``. OCR glues a symbol to the word before it ("Total$12.00"), so a symbol needs no boundary in front; a code
    does. A number without a currency is an amount by its place (under "Amount"): the label binding's job."""

    ENTITY = "AMOUNT"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern("amount_symbol_before", _currency_first(_SYMBOLS, _NUMBER), 0.6),
        Pattern("amount_code_before", r"(?<![A-Z])" + _currency_first(_CODES, _NUMBER), 0.6),
        Pattern("amount_word_before", _currency_first(_WORD_BEFORE, _CENTS_NUMBER), 0.6),
        # 円 read as 月 (PP-OCR's usual slip): a "month" past 12 is a yen amount ("65月", "1,280月").
        Pattern(
            "yen_read_as_month",
            rf"(?<![\d.,])(?:\(\s?)?{_SIGN}?\s?(?:1[3-9]|[2-9]\d|\d{{3,}}|\d{{1,3}}(?:,\d{{3}})+)月(?![\d日])",
            0.5,
        ),
        # 円 read as 用, the other slip: right after a figure of two or more digits and ending the
        # word ("226用"); "業務用", "2人用", "A4用紙" have no figure right before it or go on.
        Pattern(
            "yen_read_as_use",
            rf"(?<![\d.,\p{{L}}])(?:\(\s?)?{_SIGN}?\s?(?:\d{{2,}}|\d{{1,3}}(?:,\d{{3}})+)用(?![\p{{L}}\d])",
            0.5,
        ),
        # € read as e/E/f/C after a figure with cents ("282,83f", "6,13e todavía", "-266,93Eintegros").
        Pattern("euro_misread_after", rf"{_CENTS}(?:[eEf](?![\p{{L}}])|[EC](?=\p{{Ll}}|\s|$))", 0.5),
        # A figure grouped in thousands with cents ("77 839,71", "86.064,03", "66,553.56") is a
        # sum wherever it stands: the OCR drops a currency sign at a line's end or reads it apart.
        Pattern("grouped_figure_with_cents", _GROUPED_CENTS, 0.5),
        # A whole figure grouped in thousands with its sign written out ("-17,661", "+13.454",
        # "−1 990" alone): a wallet's or a ledger's sum in a currency without cents (yen, won, a
        # rounded total); a count or a phone is not signed and grouped so.
        Pattern(
            "signed_grouped_figure",
            r"(?<![\d\p{L}.,'’+\-−–])[+\-−–]\s?\d{1,3}(?P<sep>[,.'’])\d{3}(?:(?P=sep)\d{3})*(?![\d]|[.,'’]\d|\s?(?:%|‰))",
            0.5,
        ),
        # A whole figure grouped in thousands right after a money flow's word, glued or spaced
        # ("支出49,322", "受取 13,454", "收入：8,600"): a wallet's sum in a currency without cents.
        Pattern(
            "grouped_figure_after_flow",
            r"(?<=(?:支出|收入|収入|受取|入金|出金|支払|付款|收款|退款|返金)[:：]?\s?)[+\-−–]?\d{1,3}(?:,\d{3})+(?![\d]|[.,]\d)",
            0.5,
        ),
        # ...also glued by the OCR to a date in the next cell ("1.166,5925.02.2022").
        Pattern("figure_with_cents_before_date", _CENTS_BEFORE_DATE, 0.5),
        # A figure with exactly two decimals and no currency anywhere else: on a screen that is a
        # sum (a receipt's item prices, a column of balances); a measure carries its unit and a
        # version its "v" ("0.25 g", "12.50 %", "14.30 Uhr", "v2.10" stay).
        Pattern("figure_with_cents", rf"(?<![vV]){_CENTS}(?!\s?{_UNIT})", 0.45),
        # ...also read with a space after its separator ("3, 11" in a receipt's monospace column),
        # when it stands alone on its line (a list's "3, 11" in a sentence is no sum).
        Pattern("figure_with_cents_spaced", r"^[ \t]*[-−–]?\d{1,3}(?:[.,'’]\d{3})*[.,] \d{2}[ \t]*$", 0.45),
        # A unit price after a quantity and its "×" ("4点×208", "2 × 1, 87", "3 Stk x 1,27"): a
        # receipt's line; a size ("1920×1080") has no small quantity before it.
        Pattern(
            "price_after_quantity",
            r"(?<=(?<![\d.,])\d{1,3}\s?(?:\p{L}{1,4}\.?\s?)?[×xX]\s?)(?:\d{2,3}(?:[.,'’]\d{3})*(?:[.,]\s?\d{2})?|\d[.,]\s?\d{2})(?![\d.,])",
            0.45,
        ),
        # A figure with cents and no currency at all, in a sentence about money.
        Pattern(
            "cents_in_money_sentence",
            rf"(?<={_MONEY_WORDS}.{{0,60}}){_CENTS}|{_CENTS}(?=.{{0,40}}{_MONEY_WORDS})",
            0.5,
        ),
        Pattern("amount_after", rf"(?<![\d.,])(?:\(\s?)?{_SIGN}?\s?{_NUMBER}\s?{_AFTER}(?:\s?\))?", 0.6),
    ]
    CONTEXT: ClassVar[list[str]] = ["amount", "total", "price", "金额", "betrag", "montant", "importe", "金額"]
    REGEX_FLAGS = re.MULTILINE  # case matters: codes are upper-case
