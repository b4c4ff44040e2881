"""Postal addresses by their shape: CN/TW/JP administrative units, street + number for en/de/fr/es."""

from __future__ import annotations

from typing import ClassVar

import regex as re  # type: ignore[import-untyped,unused-ignore]
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

# USPS street suffixes (Publication 28) and their common abbreviations, from the data file.
_US_SUFFIXES = "⟨us_street_suffixes⟩"
_UNIT = r"(?:\s?,?\s?(?:Apt\.?|Suite|Ste\.?|Unit|#|Fl\.?|Floor|Room|Rm\.?)\s?[\w-]{1,6})?"
# German street suffixes and French street types (``recognizer_words.yaml``), matched in any case.
_DE_SUFFIXES = "(?i:⟨de_street_suffixes⟩)"
# (Words are split at spaces only: a word holds its hyphens, "Sainte-Marie", and a glued run of
# words is one word, so no line of capitals can be cut into words in more than one way.)
_CAP_WORD = r"[\p{Lu}][\p{L}'’.\-]*"
# A British postcode; OCR reads its 0 as an O now and then ("B7J 9DP", "S9 1AG", "GY03 3HR").
UK_POSTCODE = r"[A-Z]{1,2}[0-9O][A-Z0-9]?\s?[0-9O][A-Z]{2}"
# A US state code; OCR reads its O as a zero now and then ("Justinbury, M0 07861"), an I as an l ("Wl").
_US_STATE = r"(?:[A-Z]{2}|[A-Z]0|0[A-Z]|[A-Z][l1])"

_EN_STREET = rf"(?<![\w])\d{{1,6}}\s?(?:[NSEW]\.?\s)?(?:[A-Z][a-z]+\.?\s?){{1,3}}(?:{_US_SUFFIXES})\.?(?![a-z]){_UNIT}"
_DE_STREET = rf"(?:{_CAP_WORD}[\s\-])?{_CAP_WORD}?{_DE_SUFFIXES}\s?\d{{1,4}}\s?[a-zA-Z]?(?![\w])"


class AddressRecognizer(DeclaredPatternRecognizer):
    """Street addresses by shape, per writing system (each pattern says which): zh, zh-Hant and ja administrative
    units down to the number; en number + words + USPS suffix, city/state/ZIP lines, PO boxes; British flats and
    postcodes; de/fr/es streets by their suffix or type; a street by the mark before its house number.

    A postcode-and-town line alone (de/fr/es) is too ambiguous to be an address: painted for want
    of a proof and for its digits, it needs no recognizer."""

    ENTITY = "ADDRESS"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "cn_address",
            r"(?:\p{Han}{2,8}?(?:省|自治区|特别行政区))?\p{Han}{1,8}?(?:市|县|区|旗|州|盟)[\p{Han}\w\-]{0,24}?"
            r"(?:路|街|道|巷|弄|胡同|大道|村|镇|乡|号|座|室|楼|栋)(?:[\w\-]{0,12}(?:号|室|楼|座|栋|单元))?(?:\s?\d{6})?",
            0.6,
        ),
        Pattern(
            "tw_address",
            r"(?:\d{3,6}\s?)?\p{Han}{2,16}?(?:路|街|巷|弄|道|段)[\p{Han}\d]{0,8}?\d+\s?號(?:\s?\d+\s?樓)?(?:之\d+)?",
            0.6,
        ),
        Pattern(
            "jp_address",
            r"(?:〒?\d{3}-?\d{4}\s?)?\p{Han}{2,3}(?:都|道|府|県)\p{Han}{1,6}?(?:市|区|町|村|郡)"
            r"[\p{Han}\p{Katakana}\p{Hiragana}\w]{0,16}?\d+\s?(?:丁目|番地?|号|[-－‐])[\d\s\-－‐番地号丁目]*"
            r"(?:\s?[\p{Katakana}\p{Han}ー]+\s?\d*)?",
            0.6,
        ),
        Pattern("en_street", _EN_STREET, 0.6),
        Pattern(
            "us_city_line",
            rf"{_CAP_WORD}(?:\s{_CAP_WORD}){{0,3}},\s?{_US_STATE}\s?\d{{5}}(?:-\d{{4}})?(?![\d])",
            0.6,
        ),
        Pattern(
            "us_box",
            r"(?:P\.?\s?O\.?\s?Box\s?\d{1,6}|(?:PSC|Unit)\s?\d{3,5},?\s?Box\s?\d{3,5}|(?:USNS|USNV|USS|USCGC)\s[A-Z][a-z]+"
            r"|(?:APO|FPO|DPO)\s?A[AEP]\s?\d{5})",
            0.6,
        ),
        Pattern(
            # The first line of a British postal block: a flat or a studio and its number alone ("Flat 2", "Studio 57",
            # "Studio 03f", OCR-glued "Studio1"); weak alone, the block continues it down to the postcode.
            "gb_flat",
            r"^\s*(?:Flat|Studio|Apartment|Maisonette)\s?\d{1,4}[A-Za-z]?\s*$",
            0.45,
        ),
        Pattern(
            # A British address on one line, by its postcode after a town ("Flat 87m, Donald Ramp,
            # New Kayleigh, B6 1PB", "Studio 72O, King Junction, North Dawn, S9 1AG").
            "gb_address_line",
            r"(?:(?:Flat|Studio|Apartment|Maisonette|Unit)\s\d{1,4}[A-Za-z]?,\s)?(?:\d{1,4}\s)?"
            rf"{_CAP_WORD}(?:\s{_CAP_WORD}){{0,3}}(?:,\s{_CAP_WORD}(?:\s{_CAP_WORD}){{0,3}}){{1,2}},?\s{UK_POSTCODE}(?![\w])",
            0.6,
        ),
        Pattern(
            # A flat or a studio, then its street on the same line ("Studio 8, Charlton Mountain").
            "gb_flat_street",
            rf"(?:Flat|Studio|Apartment|Maisonette|Unit)\s?\d{{1,4}}[A-Za-z]?,\s?(?:\d{{1,4}}\s)?"
            rf"(?:[A-Z][a-z]+\s){{1,3}}(?:{_US_SUFFIXES})(?![\w])",
            0.6,
        ),
        Pattern(
            # A whole address on one line, ending in its town and postcode after the house number:
            # a street's name of two capitalised words or more ("Vial de Arcelia Piñol 57, Málaga,
            # 07949"; the OCR may glue it all and misread an accent as a digit:
            # "Urbanizaci6nEduardoAbril63,Guipuzcoa,49072"), not a document's number ("Pedido 4711").
            "street_town_postcode",
            r"(?<![\w])\p{Lu}[\p{Ll}\d'’.-]*(?:\s?(?:(?:de|del|la|las|los|y|du|des|le|di|da)\s)?\p{Lu}[\p{Ll}\d'’.-]*){1,5}"
            r"\s?\d{1,4}[A-Za-z]?\s?,\s?\p{Lu}[\p{L}'’.\s-]{1,30}?,\s?\d{5}(?![\d])",
            0.6,
        ),
        Pattern(
            # A street by the mark before its house number, whatever its name's shape ("Diag. 186 A N° 25", OCR-glued
            # "Calle3 N°7656"): its type, up to six words, the mark, the number (``recognizer_words.yaml``).
            "street_number_mark",
            r"(?<![\p{L}\d])(?:⟨street_types⟩)\s?(?:[\p{L}\d][\p{L}\d'’.\-]*\s){0,6}?(?:⟨house_number_marks⟩)\s?\d{1,5}",
            0.6,
        ),
        Pattern("de_street", _DE_STREET, 0.6),
        Pattern(
            "de_street_prefixed",
            rf"(?:Am|An der|An den|Auf dem|Auf der|Im|In der|In den|Zum|Zur|Unter den|Alte|Alter)\s{_CAP_WORD}\s\d{{1,4}}[a-z]?(?![\w])",
            0.6,
        ),
        Pattern(
            "fr_street",
            rf"(?:\d{{1,4}}(?:\s?(?:bis|ter))?,?\s)?(?i:⟨fr_street_types⟩)\s(?:(?i:de la|de l'|du|des|de|d'|l')\s?)?{_CAP_WORD}(?:[\s\-]{_CAP_WORD}){{0,4}}",
            0.6,
        ),
        Pattern(
            "es_street",
            rf"(?:⟨street_types⟩)\s(?:(?:de la|de los|de las|del|de)\s)?{_CAP_WORD}(?:\s(?:(?:de la|de los|del|de|y)\s)?{_CAP_WORD}){{0,4}}"
            r"(?:,?\s\d{1,4})?(?:\s(?:Puerta|Piso|Apt\.?|Portal|Esc\.?)\s?\w{1,4})*",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["address", "地址", "adresse", "anschrift", "dirección", "住所"]
    REGEX_FLAGS = re.MULTILINE  # case matters: street names are capitalised
