"""Which OCR line is a label, a header or a button, and which value each label owns — by geometry.

A label's value is found by the page's layout, decided per label, never by guessing twice:

* **table** — a row of two or more headers (no colons) with rows under it: a cell belongs to
  the header whose column band it overlaps most; the column's type is the header's.
* **form** — a label with text to its right on the same row: the text up to the next label.
* **card** — a label with nothing to its right: the text right under it (a stacked field).
* **inline** — one OCR line that starts with a label ("Customer: John Smith", glued "客户张伟").

Addresses may run over several lines: a bound address continues to the lines right below it
that line up with it. Labels, headers and buttons themselves are protected: nothing that
covers them is ever redacted.

A label the lexicon does not know still is one where it stands in a label's place — a short
text ending in a colon, a cell of a header row (``Lexicon.classify``): its value is bound by
the same geometry and typed by what it looks like (:func:`shape_type`). A header wrapped over
two lines ("Order" / "No") is one header; cells that sit under no header form a column of
their own; a column whose header binds no type takes the type most of its cells have.
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal

from screenroute.contract.text import comparable as comparable_text
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction.deglue import space_glued
from screenroute.router.redaction.given_names import GivenNames
from screenroute.router.redaction.lexicon import Lexicon, WordMatch, is_cjk

Mode = Literal["inline", "form", "table", "card"]

# Header rows: at least this share of a row's lines must be lexicon words.
_HEADER_SHARE = 0.6
# A group's heading row in a grid of this many columns or more: a line or two ending in the
# group's count ("Shop floor (4)", "仓储部 (2)", "Senior4rows", "企業卡共3筆").
_GROUPED_TABLE_COLUMNS = 3
_GROUP_COUNT = re.compile(
    r"(?:\(\d{1,4}\)|(?<=[^\W\d_])\s?\d{1,3}\s?[^\W\d_]{2,12}\.?|(?<=[^\W\d_])\d{1,3}[行件条條筆笔项項名人个個])\s*$"
)
# A bar of tabs or steps has this many entries at least.
_TAB_BAR_ENTRIES = 4
# The triangle before a group's heading row in a grid (open or closed).
_DISCLOSURE = frozenset("▼▶►▸▾▿▹")
# A phone's digits: this many at least (a postcode and its town, "3639 0nex", have fewer).
_PHONE_DIGITS = 7
# A header row told by its geometry (``_aligned_header``): this many cells at least, of at most
# this many words, and this many rows under it looked at.
_ALIGNED_HEADER_CELLS = 3
_HEADER_WORDS = 4
_ALIGNED_HEADER_ROWS = 4
# The most words of a piece of a header wrapped above or below its row ("Order" / "No").
_WRAPPED_PIECE_WORDS = 2
# Lines set this close (in line heights) over a row stack with it: that row heads no table.
_STACKED_GAP = 0.8
# A table's rows come at one pitch: the longest step between them at most this many times the shortest.
_EVEN_PITCH = 1.5
# A stacked form's next labels stand further below its values than the values below their labels:
# by this many line heights at least.
_FORM_STEP = 0.25
# A stacked form sets at most this many labels side by side over their values.
_FORM_ROW_LABELS = 3
# A row of running text this many words long or longer ends a table.
_SENTENCE_WORDS = 6
# A year in a header ("Umsatz 2026") is no figure of a value.
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# A table ends at a vertical gap larger than this many text heights.
_TABLE_GAP = 3.0
# A form value starts within this many text heights right of its label (a receipt's amount sits
# far right of "MwSt."/"Total": ~24 heights at 100 %).
_FORM_REACH = 40.0
# How far apart the OCR's pieces of one value on a row may stand (in line heights).
_PIECE_GAP = 4.0
# What a party's label binds (a sender, a recipient, their company and address), as opposed to
# figures: a block under such a label is the party's.
_PARTY_TYPES = frozenset({"PERSON", "ADDRESS", "ORGANIZATION"})
# A stacked (card) value starts within this many text heights under its label.
_CARD_REACH = 1.6
# A multi-line value continues to a line at most this many text heights below.
_CONTINUE_GAP = 1.1
_MAX_CONTINUATION = 4

_CJK_NAME = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff·・]{2,4}$")
# Lower-case words inside a name ("Antoine de Leclerc", "Ludwig van Beethoven", "José y Pérez").
_NAME_PARTICLES = frozenset(
    ["de", "del", "della", "di", "da", "do", "dos", "das", "du", "des", "la", "le", "van", "von", "der", "den", "ten",
     "ter", "y", "e", "bin", "al", "zu", "dela", "vander", "vonder"]
)  # fmt: skip
# ("dela", "vander": "de la", "van der" with the OCR's gap lost.)
# Words that join the names in a company's name: one cut after them goes on on the next line.
_CONNECTORS = frozenset(["and", "&", "und", "et", "y", "e", "of", "for", "og", "en"])
# (Words split at spaces only: a word's class holds capitals, so an optional space would let a
# line of capitals be cut into words in every way, and a long one never finish.)
_LATIN_NAME = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w'’.\-]*(?:\s[A-ZÀ-ÖØ-Þ][\w'’.\-]*){0,4}$")
_CAP_WORD = r"[A-ZÀ-ÖØ-Þ][\w'’.\-]*"
_PARTICLE = "|".join(sorted(_NAME_PARTICLES))
# ...also at the end of two capitalised words or more: a name cut or wrapped after its particle.
_WITH_PARTICLES = re.compile(
    rf"^{_CAP_WORD}(?:\s{_CAP_WORD}){{0,2}}(?:\s(?:{_PARTICLE})){{1,2}}\s{_CAP_WORD}$"
    rf"|^{_CAP_WORD}(?:\s{_CAP_WORD}){{1,2}}(?:\s(?:{_PARTICLE})){{1,2}}$"
)
_AMOUNT_SHAPE = re.compile(r"^[(\-−–]?\s?[^\d\s]{0,4}\s?[\-−–]?\d[\d\s.,'\u00a0\u202f]*\s?[^\d\s]{0,4}\)?$")
_DIGITS = re.compile(r"\d")


@dataclass(frozen=True, slots=True)
class Binding:
    """A label-bound value: ``lines[line].text[start:end]`` is a value of ``entity_type``."""

    line: int
    start: int
    end: int
    entity_type: str
    mode: Mode
    label: int  # the index of the label's line


@dataclass
class UntypedColumn:
    """Table cells under a header that binds no type, typed later by what most of them hold.

    ``header`` is "neutral" (a known header of non-personal data: only a clear pattern majority
    types it), "unknown" (a header the lexicon lacks or the OCR misread) or "none" (cells under
    no header at all); the last two may also be typed as names by their shape.
    """

    header: Literal["neutral", "unknown", "none"]
    cells: list[int] = field(default_factory=list)


@dataclass
class PageLayout:
    """What the layout says about a page's OCR lines."""

    roles: list[WordMatch | None]
    #: Per line, the character range that is a label/button (never redacted), or None.
    protected: list[tuple[int, int] | None]
    bindings: list[Binding] = field(default_factory=list)
    header_rows: list[list[int]] = field(default_factory=list)
    #: Table columns whose header binds no type; the redactor types them by their cells.
    untyped_columns: list[UntypedColumn] = field(default_factory=list)
    #: Table cells that read as a label word yet start a value under a column of its own type
    #: ("Compañía" of "Compañía del Mediterráneo S.L." under Empresa): redacted all the same.
    word_cells: set[int] = field(default_factory=set)

    def unmarked(self, k: int) -> bool:
        """Whether line ``k`` is no label, header or button and holds none (no role, nothing protected)."""
        return self.roles[k] is None and self.protected[k] is None

    def table_lines(self) -> set[int]:
        """The lines bound as cells of a table."""
        return {b.line for b in self.bindings if b.mode == "table"}


def _height(line: OcrLine) -> float:
    return float(max(1, line.box.height))


def _v_overlap(a: OcrLine, b: OcrLine) -> float:
    return float(max(0, min(a.box.y1, b.box.y1) - max(a.box.y0, b.box.y0)))


def _same_row(a: OcrLine, b: OcrLine) -> bool:
    return _v_overlap(a, b) >= 0.5 * min(_height(a), _height(b))


def _rows(lines: list[OcrLine]) -> list[list[int]]:
    """Lines grouped into rows by vertical centre, top to bottom, each row left to right."""
    order = sorted(range(len(lines)), key=lambda i: (lines[i].box.y0 + lines[i].box.y1, lines[i].box.x0))
    rows: list[list[int]] = []
    centres: list[list[float]] = []
    for i in order:
        cy = (lines[i].box.y0 + lines[i].box.y1) / 2
        # Against the row's median centre: one wrapped header cell ("N.º de / pedido") sits higher
        # than its neighbours and must not split the row.
        if rows and abs(cy - statistics.median(centres[-1])) < 0.5 * min(
            statistics.median(_height(lines[k]) for k in rows[-1]), _height(lines[i])
        ):
            rows[-1].append(i)
            centres[-1].append(cy)
            continue
        rows.append([i])
        centres.append([cy])
    return [sorted(row, key=lambda k: lines[k].box.x0) for row in rows]


_CJK_FULL_NAME = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]{2,5}$|^[\u3400-\u9fff]{1,3}[ \u3000][\u3400-\u9fff]{1,3}$")


def looks_like_name(text: str, *, surname: bool = False, particles: bool = False) -> bool:
    """2–5 CJK characters ("鈴木京助", "鈴木 京助") or 2–4 capitalised words ("Cynthia Johnson").

    With ``surname`` a CJK text must also start with a common Chinese or Japanese surname: a column of
    2–5 character cells is as likely products or statuses ("订书机", "保留中") as names.
    With ``particles`` a surname's particles may stand before the last word ("Éléonore de la
    Bruneau", "Jan van der Berg"): where a name is expected anyway (a postal block's first line),
    since a title reads the same way ("Centro de Ayuda").
    """
    text = text.strip()
    if particles and _WITH_PARTICLES.match(text):
        return True
    if _CJK_FULL_NAME.match(text):
        if not surname:
            return True
        from screenroute.router.redaction.recognizers.cn_name_recognizer import starts_with_surname
        from screenroute.router.redaction.recognizers.ja_name_recognizer import starts_with_ja_surname

        return starts_with_surname(text) or starts_with_ja_surname(text)
    if sum(ch.isdigit() for ch in text) >= 2:
        return False  # a code or a reference ("CHE-652.243.498 MWST"); one digit may be a misread letter
    if bool(_LATIN_NAME.match(text)) and 2 <= len(text.split()) <= 4:
        return True
    # OCR glued the words of a name ("BernardoLosadaRozas"): judge its spaced form.
    spaced = space_glued(text)
    return spaced is not None and bool(_LATIN_NAME.match(spaced.text)) and 2 <= len(spaced.text.split()) <= 4


def value_shape_ok(entity_type: str, value: str) -> bool:
    """Whether the text after an unseparated label looks like a value of that type.

    Without a colon, "客户张伟" is a label and a name but "客户列表" is a page title: the rest
    must look like the value ("列表" is no name, "3 items" no amount).
    """
    value = value.strip()
    if not value:
        return False
    if entity_type == "PERSON":
        if _CJK_NAME.match(value):
            # "客户张伟" is a label and a name, "客户列表" a title: a glued CJK name starts with a surname.
            from screenroute.router.redaction.recognizers.cn_name_recognizer import starts_with_surname
            from screenroute.router.redaction.recognizers.ja_name_recognizer import starts_with_ja_surname

            return starts_with_surname(value) or starts_with_ja_surname(value)
        return bool(_LATIN_NAME.match(value))
    if entity_type == "AMOUNT":
        return bool(_AMOUNT_SHAPE.match(value))
    if entity_type == "EMAIL_ADDRESS":
        return "@" in value or "＠" in value
    if entity_type == "ID_NUMBER" and _MIXED_CODE.fullmatch(value.strip()):
        return True  # a passport's or a member's number of letters and digits ("H8YK9JZ6G", "X7505606")
    if entity_type in ("PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT", "ID_NUMBER", "DATE_OF_BIRTH"):
        return sum(ch.isdigit() for ch in value) >= 4
    if entity_type == "ADDRESS":
        # Without digits, a place's name of two words or more, capitalised, or CJK ("Delivery address
        # changed" is a note; "Billing  Urgent" a tag beside a tag).
        return bool(_DIGITS.search(value)) or (
            len(value) >= 6
            and (
                (len(value.split()) >= 2 and any(w[:1].isupper() for w in value.split()))
                or any(is_cjk(ch) for ch in value)
            )
        )
    if entity_type == "ORGANIZATION":
        return bool(_LATIN_NAME.match(value)) or len(value) >= 4
    return False


def _beside_unseparated(entity_type: str, value: str) -> bool:
    """Whether ``value``, right of a label without a colon, can be its value: an address with a
    house number or in CJK; an amount with a currency, cents or three digits; an e-mail address with
    its "@"; a CJK name with a common surname first; a phone, card, account or ID number with four
    digits ("TEL" beside the header "未入金額" is a header beside a header)."""
    if entity_type == "ADDRESS":
        return any(ch.isdigit() or is_cjk(ch) for ch in value)
    if entity_type == "PERSON":
        return not _CJK_NAME.match(value.strip()) or value_shape_ok(entity_type, value)
    if entity_type != "AMOUNT":
        return value_shape_ok(entity_type, value)
    digits = sum(ch.isdigit() for ch in value)
    return bool(_AMOUNT_SHAPE.match(value.strip())) and (digits >= 3 or not value.strip().isdigit())


def cell_shape_ok(entity_type: str, value: str) -> bool:
    """Whether a line under a typed column header can be one of its cells.

    Looser than :func:`value_shape_ok` (a wrapped name leaves "Sarah" on one line and
    "Anthony" on the next): it only rules out what no cell of that column looks like — a
    dialog floating over the table ("A new version is available" under CUSTOMER, "Later"
    under TOTAL) must stay readable for the planner.
    """
    text = value.strip()
    digits = sum(ch.isdigit() for ch in text)
    if entity_type in ("PERSON", "ORGANIZATION", "EMAIL_ADDRESS") and _ROW_NUMBER.match(text):
        return False  # a row's number beside the first column ("10"), no name
    if entity_type == "PERSON":
        if _INITIALS.fullmatch(text):
            return False  # an avatar's initials beside the name ("JM"), no name of their own
        words = text.split()
        # A hyphenated first name may be long ("Théodore-Christophe"); a dialog's words are not.
        fits = all(len(w) <= (24 if "-" in w else 18) for w in words)
        if looks_like_name(text) or (0 < len(words) <= 4 and fits and _proper(text)):
            return True
        # A name's particle on its own line or first ("de Leclerc" wrapped from "Antoine"), or a
        # first letter OCR read in lower case ("olivierPerrier"): still a name when another word is
        # capitalised and every word is a particle or looks like a name's word.
        spaced = space_glued(text)
        words = (spaced.text if spaced is not None else text).split()
        return (
            0 < len(words) <= 4
            and any(w[:1].isupper() for w in words)
            and all(w.isalpha() and (w[:1].isupper() or w in _NAME_PARTICLES or k == 0) for k, w in enumerate(words))
            and all(len(w) <= 18 for w in words)
        )
    if entity_type == "EMAIL_ADDRESS":
        # One token is (part of) an address: a cell cut by the dialog ("powelldakot") stays redacted.
        return "@" in text or "＠" in text or " " not in text
    if entity_type in ("PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT", "ID_NUMBER", "DATE_OF_BIRTH"):
        return digits >= 4
    if entity_type == "AMOUNT":
        # A rate is no sum: "营業税5%" under a price column is the totals block's label; nor is a
        # measure ("826 kWh" under a quantity a price column's band reaches).
        return (
            any(ch.isdigit() for ch in _RATE.sub("", text))
            and not _MEASURE.match(text)
            and not _WORDED_DATE.match(text)  # "22 Nov 2026" in the next column, no sum
        )
    return True


def _value_x0(line: OcrLine, start: int) -> int:
    """Where the value starting at character ``start`` of ``line`` begins, by the mean character width."""
    return line.box.x0 + line.box.width * start // max(1, len(line.text))


def _free_lines_under(
    lines: list[OcrLine],
    roles: list[WordMatch | None],
    layout: PageLayout,
    taken: set[int],
    above: OcrLine,
    reach: float,
) -> list[int]:
    """Lines starting right under ``above`` (up to ``reach`` of its heights below it) that no
    binding owns and that are no label, header or button: where a wrapped value goes on."""
    h = _height(above)
    return [
        k
        for k, line in enumerate(lines)
        if k not in taken
        and roles[k] is None
        and layout.protected[k] is None
        and -0.5 * h <= line.box.y0 - above.box.y1 <= reach * h
    ]


def fills_its_column(lines: list[OcrLine], line: OcrLine, next_word_width: int = 0) -> bool:
    """Whether ``line`` reaches as far right as the other lines of its column (a card's lines
    starting where it starts, a few rows around it), or would with the next line's first word
    after it: text wraps there because that word no longer fit."""
    h = _height(line)
    column = [
        other
        for other in lines
        if other is not line and abs(other.box.x0 - line.box.x0) <= 1.5 * h and abs(other.box.y0 - line.box.y0) <= 6 * h
    ]
    if len(column) < 2:
        return False
    right = max(other.box.x1 for other in column)
    if line.box.x1 >= right - 1.5 * h:
        return True
    return next_word_width > 0 and line.box.x1 + 0.3 * h + next_word_width > right


def _next_field(last: OcrLine, line: OcrLine) -> bool:
    """Whether ``line``, under an address's ``last`` line, starts the next field rather than going
    on with the address: a Latin-script postal block ends with its postcode-and-town line, so what
    follows it is the next field ("Organizer" under a meeting's town, "N.º de cliente" under
    "Badajoz, 01821", in a panel set label over value); after a street a line is the town ("56 Lisa
    Parkway" / "Ianfurt" / "UB8 0DJ"). A Japanese block starts with its postcode: no end there."""
    from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE

    if any(is_cjk(ch) for ch in line.text + last.text):
        return False
    return bool(POSTAL_LINE.match(last.text))


def first_word_width(line: OcrLine) -> int:
    """The width of a line's first word, by the mean character width."""
    text = line.text.strip()
    first = text.split()[0] if text else ""
    return line.box.width * len(first) // max(1, len(line.text))


def _legal_form_only(text: str) -> bool:
    """Whether a line holds nothing but a company's legal form ("S.Coop.", "GmbH & Co. KG")."""
    rest = _ORG_FORM.sub(" ", text).replace("&", " ")
    return bool(_ORG_FORM.search(text)) and not any(ch.isalnum() for ch in rest)


def _title_over_block(lines: list[OcrLine], k: int, beside: OcrLine) -> bool:
    """Whether line ``k`` reads like a card's title (a few words or CJK characters, no digits)
    with a block of its own right under it, starting on the row of ``beside``: the title of the
    next card, not a value of a label at the other end of its row."""
    title = lines[k]
    text = title.text.strip()
    cjk = sum(is_cjk(ch) for ch in text)
    if not text or any(ch.isdigit() or ch in "@＠" for ch in text):
        return False
    if (cjk and cjk > 8) or (not cjk and len(text.split()) > 3):
        return False
    h = _height(title)
    return any(
        j != k and _same_row(line, beside) and _starts_under(line, title, h) and _has_content(line.text)
        for j, line in enumerate(lines)
    )


def _starts_under(line: OcrLine, above: OcrLine, h: float) -> bool:
    """Whether ``line`` starts right under ``above`` (within a text height ``h``), at its left edge."""
    return -0.3 * h <= line.box.y0 - above.box.y1 <= 1.0 * h and abs(line.box.x0 - above.box.x0) <= 0.6 * h


def _stacked_fields(lines: list[OcrLine], roles: list[WordMatch | None], i: int) -> bool:
    """Whether label ``i`` is one of a column of fields set label over value (a CRM's or a
    calendar's side panel: "Email" over an address, "Street address" over two lines, "Contact
    owner" over a name): another label at its left edge, each with a value of its type right under
    it (a neutral label's: a figure or a sentence). There a label's value is under it, whatever
    stands far to its right on its row (the panel beside), and it is one value, not a block. A
    column of labels with their values to the right is no such panel: under a label stands the
    next label, or an unknown one that has no value's shape ("DOB" over "Driver's license no.")."""
    label = lines[i]
    h = _height(label)

    def shaped(k: int, text: str) -> bool:
        kind = roles[k].entity_type  # type: ignore[union-attr]
        if kind is not None:
            return value_shape_ok(kind, text)
        return any(ch.isdigit() or ch in "@＠" for ch in text) or _sentence_like(text)

    def over_value(k: int) -> bool:
        return any(
            roles[j] is None
            and _has_content(lines[j].text)
            and _starts_under(lines[j], lines[k], h)
            and shaped(k, lines[j].text)
            for j in range(len(lines))
            if j != k
        )

    if not over_value(i):
        return False
    return any(
        k != i
        and roles[k] is not None
        and roles[k].role != "button"  # type: ignore[union-attr]
        and not roles[k].separated  # type: ignore[union-attr]
        and abs(lines[k].box.x0 - label.box.x0) <= 0.6 * h
        and not _same_row(lines[k], label)
        and over_value(k)
        for k in range(len(lines))
    )


def _has_content(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


# One token of six to fourteen capitals and digits, two digits at least: an identifier's shape.
_MIXED_CODE = re.compile(r"(?=(?:[A-Z]*\d){2})[A-Z0-9]{6,14}")
# A date's figures (day, month, year in any order and separator); alone on a line, or inside one.
_DATE = r"\d{1,4}\s?[./\-年]\s?\d{1,2}\s?[./\-月]\s?\d{1,4}"
_DATE_INSIDE = re.compile(_DATE)
# An e-mail address and nothing else.
_WHOLE_EMAIL = re.compile(r"[\w.+'%-]+@[\w-]+(?:\.[\w-]+)+")
# A date alone, or with its time ("28.11.2026 09:42", glued by the OCR: "2026-11-2913:44").
_DATE_SHAPE = re.compile(rf"^\(?{_DATE}\s?日?\)?(?:[\s,·T]*\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:\s?[AaPp]\.?[Mm]\.?)?)?$")
# A clock time inside a text.
_TIME_INSIDE = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?")


def has_date(text: str) -> bool:
    """Whether ``text`` holds a numeric date ("Added 24/06/2022")."""
    return _DATE_INSIDE.search(text) is not None


# Values that are no one's data by their shape: a measurement with its unit ("27.5 kg", "3.5kg",
# "12 %"), a reference number after "#" ("#26622"), a card masked down to its last digits
# ("Visa ·..·3040", "**** 1234": what card statements themselves print).
# A measure: a figure (up to six digits, or grouped in thousands) and a unit. Not eight bare
# digits and a letter: "41500138L" is a Spanish DNI, not 41 million litres.
# Energy, time spans and counts of a list's rows are measures too ("826 kWh", "92 Tage", "4 rows",
# "3 Einträge", "2行", "共3筆").
_MEASURE = re.compile(
    r"^(?:共\s?)?(?:\d{1,6}|\d{1,3}(?:[.,\s]\d{3})+)(?:[.,]\d+)?\s?"
    r"(?:kg|g|lbs?|oz|t|cm|mm|m|km|in|ft|ml|cl|l|%|％|pcs|stk\.?|公斤|千克|克|件|个|個"
    r"|kwh|kw|mwh|m³|m3|days?|tage?|jours?|d[ií]as|nights?|n[äa]chte|nuits?|noches|h|hrs?|hours?|std\.?|stunden"
    r"|heures|horas|min|rows?|zeilen|eintr[äa]ge|lignes|filas|registros|entries|records|日|天|泊|晚|行|筆|条|時間)$",
    re.IGNORECASE,
)
# Two dates joined by a dash: a period ("10/31/2026 - 11/30/2026", "2026年10月1日－2026年11月30日").
_DATE_RANGE = re.compile(
    r"^\d{1,4}\s?[./\-年]\s?\d{1,2}\s?[./\-月]\s?\d{1,4}\s?日?\s?[-–—－~〜至]\s?"
    r"\d{1,4}\s?[./\-年]\s?\d{1,2}\s?[./\-月]\s?\d{1,4}\s?日?$"
)
_REFERENCE = re.compile(r"^#\s?\d{2,12}$")
# A document numbered within its year, maybe after its kind's word ("Facture FA2026-1538",
# "INV-2026-0042", "R-2026-2988502"): an invoice's or a ticket's number, no one's.
_NUMBERED_BY_YEAR = re.compile(r"^(?:[A-ZÀ-Þ][a-zß-ÿ]+\s)?[A-Z]{1,5}-?(?:19|20)\d{2}-\d{1,8}$")
# A date with its month's name ("22 Nov 2026", "Nov 22, 2026", "3. März 2026").
_WORDED_DATE = re.compile(r"^(?:\d{1,2}\.?\s[^\W\d_]{3,9}\.?\s\d{4}|[^\W\d_]{3,9}\.?\s\d{1,2},?\s\d{4})$")
# An avatar's initials: two or three capitals.
_INITIALS = re.compile(r"[A-Z]{2,3}")
# A bare count: up to three digits.
_SMALL_COUNT = re.compile(r"\d{1,3}")
_MASK_CHARS = frozenset("•·*xX.…")
_LAST_DIGITS = re.compile(r"(?<!\d)\d{2,4}$")

# A figure's grouping: thousands in threes, or cents. Digits in pairs ("ZZ 53 72 62 T", a British
# National Insurance number) or fours (an account number) are no figure.
_GROUPED_NUMBER = re.compile(r"\d[.,'\u00a0\u202f ]\d{3}(?!\d)|\d[.,]\d{1,2}(?!\d)")
_CURRENCY = re.compile(r"[¥￥$€£₩₹元円]|\b(?:CNY|RMB|USD|EUR|GBP|JPY|TWD|NTD|HKD|CHF|CAD|AUD)\b")
# Legal forms that end (or start) a company's name in the supported locales.
_ORG_FORM = re.compile(
    r"(?i:\b(?:gmbh|ag|kgaa|kg|ohg|ug|gbr|e\.?\s?v|mbh|ltd|llc|inc|corp|plc|llp|co|sa|sas|sarl|sàrl|sl|slu|srl|s\.?\s?l|"
    r"s\.?\s?a\.?\s?u|s\.?\s?a|s\.?\s?coop|s\.\s?c\.\s?p|s\.\s?c|sca|scp|snc|eurl|cie|kk)\b\.?|&\s?(?:s[öo]hne|sons|partner|fils)\b)"
    r"|有限公司|股份|公司|集团|株式会社|有限会社|合同会社|\(株\)|（株）"
)


# Names joined by an ampersand ("Schaub & Söhne", "Meier & Partner"): a firm's name.
_PARTNERSHIP = re.compile(r"^\s*[^\W\d_][\w'’-]+\s?&\s?[^\W\d_][\w'’-]+")


def org_shaped(text: str) -> bool:
    """Whether ``text`` names a company by its legal form ("Roskoth GmbH & Co. OHG", "泰麒麟科技有限公司")."""
    return bool(_ORG_FORM.search(text)) and not any(ch.isdigit() for ch in text)


def _overlaps_x(a: OcrLine, b: OcrLine) -> bool:
    return a.box.x0 < b.box.x1 and b.box.x0 < a.box.x1


def _wraps_under(upper: OcrLine, lower: OcrLine) -> bool:
    """Whether ``lower`` is the next line of a text wrapped in ``upper``'s cell: right under it
    (at most half a line apart) and overlapping it horizontally."""
    h = min(_height(upper), _height(lower))
    gap = lower.box.y0 - upper.box.y1
    return -0.5 * h <= gap <= 0.5 * h and _overlaps_x(upper, lower)


def _connector_and_name(text: str) -> bool:
    """Whether ``text`` is the end of a company's name wrapped at its connector: "and Sullivan",
    "& Partner", "y Asociados" (the connector, then one to three capitalised words)."""
    first, _, rest = text.strip().partition(" ")
    return (
        first.casefold() in _CONNECTORS
        and bool(rest)
        and len(rest.split()) <= 3
        and all(word[:1].isupper() for word in rest.split())
    )


def _in_header_row(lines: list[OcrLine], roles: list[WordMatch | None], k: int) -> bool:
    """Whether line ``k`` sits on a row with two or more labels or headers: a table's header row
    holding a header the lexicon lacks ("Units", "Uds."), which no stack or address runs on into."""
    return (
        sum(
            roles[j] is not None and roles[j].role != "button"  # type: ignore[union-attr]
            for j, line in enumerate(lines)
            if j != k and _same_row(lines[k], line)
        )
        >= 2
    )


def label_phrase(text: str, lexicon: Lexicon) -> bool:
    """Whether ``text`` is a label word whose phrase goes on after a small word ("Ort des
    Geschehens", "Date of issue"): a field's label the lexicon lacks, no value after a label."""
    match = lexicon.prefix(text)
    if match is None:
        return False
    words = text[match.end :].split()
    return bool(words) and words[0] in _PHRASE_GOES_ON


# A clock time or a date inside a text: an event's, no account's or phone's figure.
_TIME_OR_DATE = re.compile(r"\d:\d\d|\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}/\d{1,2}(?!\d)")


def _figure_of(entity_type: str, text: str) -> bool:
    """Whether ``text`` is unmistakably a figure of ``entity_type``: a sum's shape for an amount,
    six digits or more and no time or date for a number."""
    text = text.strip()
    if entity_type == "AMOUNT":
        return bool(_AMOUNT_SHAPE.match(text))
    return (
        sum(ch.isdigit() for ch in text) >= 6 and not _TIME_OR_DATE.search(text) and value_shape_ok(entity_type, text)
    )


def company_line(text: str, lexicon: Lexicon) -> bool:
    """Whether ``text`` could be a company's line in a postal block: a few words, no address or
    contact shape (no digits, no "@", no colon of a label), and no label word, not even misread
    ("书届先住所" for お届け先住所 between two cards)."""
    text = text.strip()
    return (
        0 < len(text) <= 40
        and len(text.split()) <= 6
        and not any(ch.isdigit() or ch in "@:：" for ch in text)
        and not lexicon.reads_as_word(text)
    )


def _masked_card(text: str) -> bool:
    """Whether ``text`` is a card masked down to its last digits ("Visa ·..·3040", "**** 1234").

    The shape ``^[^\\d]*[mask]{2,}[\\s mask]*\\d{2,4}$``, tested in one pass: as a regular
    expression its overlapping classes backtrack cubically on a long line of dots.
    """
    last = _LAST_DIGITS.search(text)
    if last is None:
        return False
    prefix = text[: last.start()]
    if any(ch.isdigit() for ch in prefix):
        return False
    # The run of mask characters and spaces that ends the prefix must hold two mask characters in a row.
    tail = len(prefix)
    while tail > 0 and (prefix[tail - 1] in _MASK_CHARS or prefix[tail - 1].isspace()):
        tail -= 1
    run = prefix[tail:]
    return any(a in _MASK_CHARS and b in _MASK_CHARS for a, b in itertools.pairwise(run))


def _contact_shaped(text: str) -> bool:
    """Whether ``text`` is a contact's phone number or e-mail address by its shape, no one's name.
    (An address line under a name goes on with it: a recipient's block.)"""
    kind = shape_type(text)
    return kind == "EMAIL_ADDRESS" or (
        kind in ("PHONE_NUMBER", "ID_NUMBER") and sum(ch.isdigit() for ch in text) >= _PHONE_DIGITS
    )


def _group_row(lines: list[OcrLine], row: list[int], columns: int) -> bool:
    """Whether ``row`` is a group's heading in a grid of ``columns`` columns: a line or two ending in
    the group's count ("Shop floor (4)", "仓储部  (2)", "Senior4rows", "企業卡共3筆")."""
    if columns < _GROUPED_TABLE_COLUMNS or not 1 <= len(row) <= 2:
        return False
    return _GROUP_COUNT.search(" ".join(lines[i].text for i in sorted(row, key=lambda i: lines[i].box.x0))) is not None


def _in_tab_bar(lines: list[OcrLine], roles: list[WordMatch | None], row: list[int]) -> bool:
    """Whether ``row`` is a bar of tabs or a wizard's steps: four short entries or more side by side,
    two of them words the lexicon knows, none with a colon or a figure."""
    entries = [lines[k].text.strip() for k in row]
    return (
        len(entries) >= _TAB_BAR_ENTRIES
        and all(len(t.split()) <= 2 and not any(ch.isdigit() or ch in ":：" for ch in t) for t in entries)
        and sum(roles[k] is not None for k in row) >= 2
    )


def _cell_kind(text: str) -> str:
    """A table cell's kind, coarsely: an e-mail address, a date, a figure, or words."""
    if "@" in text or "＠" in text:
        return "email"
    if _DATE_SHAPE.match(text.strip()):
        return "date"
    digits = sum(ch.isdigit() for ch in text)
    return "figure" if digits >= 2 and digits >= 0.4 * sum(ch.isalnum() for ch in text) else "words"


def shape_type(value: str) -> str:
    """The entity type a value has by its shape alone (the value of a label the lexicon lacks).

    Dates are ``DATE``, and what has no telling shape is ``VALUE``: it is still redacted,
    because it stands where a label's value stands.
    """
    text = value.strip()
    digits = sum(ch.isdigit() for ch in text)
    if "@" in text or "＠" in text:
        return "EMAIL_ADDRESS"
    if _DATE_SHAPE.match(text) or _DATE_RANGE.match(text):
        return "DATE"
    if _MEASURE.match(text) or _REFERENCE.match(text) or _masked_card(text):
        return "NOT_PERSONAL"
    if digits and _AMOUNT_SHAPE.match(text) and (_GROUPED_NUMBER.search(text) or _CURRENCY.search(text)):
        return "AMOUNT"
    if digits >= 5 and digits >= 0.5 * len(text.replace(" ", "")):
        return "ID_NUMBER"
    if len(text) >= 8 and _MIXED_CODE.fullmatch(text):
        return "ID_NUMBER"  # one token of capitals and digits: a passport's number ("H8YK9JZ6G")
    if _ORG_FORM.search(text):
        return "ORGANIZATION"
    if looks_like_name(text, surname=True):  # "保留中" beside a misread "状態" is no name
        return "PERSON"
    if _NUMBERED_BY_YEAR.match(text):
        return "REFERENCE"
    if digits:
        return "ADDRESS" if len(text) >= 8 else "VALUE"
    return "VALUE"


# Shapes that are values wherever they stand, never a table's header.
_UNMISTAKABLE_SHAPES = frozenset({"EMAIL_ADDRESS", "ID_NUMBER"})
# Small words after a label word that carry its phrase on, no value ("Ort des Geschehens").
_PHRASE_GOES_ON = frozenset(
    ["des", "der", "de", "du", "del", "della", "di", "da", "do", "dos", "of", "the", "von", "zum", "zur"]
)
# Label types whose values are figures: a compound label of one is told by the figure beside it.
_FIGURE_LABEL_TYPES = frozenset({"BANK_ACCOUNT", "PHONE_NUMBER", "ID_NUMBER", "CREDIT_CARD", "AMOUNT", "DATE_OF_BIRTH"})
# What a compound of a neutral word ("开票日期", "Firmenbezeichnung") binds: personal shapes only —
# a date or a count next to it is what the neutral word says it is.
_PERSONAL_SHAPES = frozenset({"PERSON", "ORGANIZATION", "EMAIL_ADDRESS", "ID_NUMBER", "ADDRESS"})
# Figures a label of their own may stand before on one line, and where such a figure starts.
_FIGURE_TYPES = frozenset({"AMOUNT", "PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT"})
_FIGURE_START = re.compile(r"(?<![\d.,'’(+\-$€£¥￥₩₹\s])\s*(?P<figure>[(+\-$€£¥￥₩₹]{0,2}\s?\d)")
# Capitals before a sign or a figure read as a currency's code or its country's ("NT$", "US$", "HK$").
_CODE_LIKE = re.compile(r"[A-Z]{1,3}")
# Values that are numbers whatever else they hold.
_NUMBERED_TYPES = frozenset({"PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT"})


def _never_a_header(line: OcrLine, own_role: WordMatch | None) -> bool:
    """Whether a line of a header row is a value, whatever its row: a row of labels may hold a value
    of another card at its height ("Produits  marine65@example.org  Livraison", a panel's "Email
    hmacdonald@…" beside a table's headers). An e-mail address, a long number, a company by its
    legal form, a street and its number ("Lieferadresse  Felberstrasse8") or a postal line, that the
    lexicon does not read as a word, is never a header; nor is a figure without a letter (a sum,
    "97,00", or a phone, "0115 496 0026", beside a panel's labels: a year heading a column, "2026",
    is left to the recognizers, which keep it)."""
    text = line.text
    figure = sum(ch.isdigit() for ch in text) >= 3 and not any(ch.isalpha() for ch in text)
    return own_role is None and (
        figure or shape_type(text) in _UNMISTAKABLE_SHAPES or org_shaped(text) or _postal(text)
    )


def _postal(text: str) -> bool:
    """Whether ``text`` holds a street and its number or is a postal line ("Joshuabury, CA 99771")."""
    from screenroute.router.redaction.recognizers.address_recognizer import POSTAL_LINE, STREET_WITH_NUMBER

    return STREET_WITH_NUMBER.search(text) is not None or POSTAL_LINE.match(text) is not None


def _capitals(lines: list[OcrLine], members: list[int]) -> bool:
    """Whether every one of ``members`` (two or more) is set in capitals."""
    return len(members) >= 2 and all(lines[k].text.isupper() for k in members)


def _heads_no_column(line: OcrLine, own_role: WordMatch | None) -> bool:
    """Whether a line of a header row is a value alone that heads no column of cells: an e-mail
    address, a street and its number or a postal line. (A label and its value on one line,
    "登錄日：2026年5月17日", still stands over its own part of the row.)"""
    text = line.text
    return (
        own_role is None
        and not any(ch in ":：" for ch in text)
        and (shape_type(text) == "EMAIL_ADDRESS" or _postal(text))
    )


def _phrase_not_name(value: str) -> bool:
    """Whether a Latin value ends in a word in lower case that is no particle of a name nor a
    firm's connector ("Fuseau horaire"; not "Lynch, Ward and", nor a task before a name: "Call back
    william Mercado")."""
    words = value.split()
    last = words[-1].casefold() if len(words) > 1 else ""
    return (
        not any(is_cjk(ch) for ch in value)
        and words[-1][:1].islower()
        and last not in _NAME_PARTICLES
        and last not in _CONNECTORS
    )


def _has_figure(value: str) -> bool:
    """Whether ``value`` holds digits beyond a date's and a time's: words under a cost label are a
    heading or a name's business, "Bezahlt am 28.11.2026 09:42" under "ZAHLUNG" is when, and
    "Erstattung - 19:15" in a transaction list is a refund's time."""
    return any(ch.isdigit() for ch in _TIME_INSIDE.sub("", _DATE_INSIDE.sub("", value)))


def _bound_type(role: WordMatch, value: str) -> str | None:
    """The type of a label's value: the label's, or — for a label of unknown type — the value's shape."""
    kind = shape_type(value)
    if kind == "NOT_PERSONAL" or (kind == "REFERENCE" and role.entity_type is None):
        return None  # a typed label's reference is its type's ("Police n°: POL-2026-448812")
    if kind == "DATE" and role.entity_type in ("PERSON", "ADDRESS", "ORGANIZATION", "AMOUNT"):
        return None  # "Customer since: 11/17/2026": a date is no name, address or amount
    if role.entity_type == "PERSON" and _COUNT.match(value):
        return None  # a count under a people label ("3 guests", "4位参与人"), no one's name
    if role.entity_type == "PERSON" and _DATE_INSIDE.search(value):
        return None  # "Created 27/11/2026" under a list of participants: a date is in no one's name
    if role.how == "compound" and role.entity_type == "PERSON" and (_DIGITS.search(value) or _sentence_like(value)):
        # A compound may be a status ("Cliente habitual" over the next field's "Fechade
        # creaci6n"): no name has a digit or reads as a sentence.
        return None
    if role.how == "compound" and role.entity_type == "PERSON" and _phrase_not_name(value):
        # ...or a value itself ("Office manager" under a job title's label) over the next field's
        # label ("Fuseau horaire"): a text ending in a lower-case word that is no particle is no name.
        return None
    if role.entity_type == "AMOUNT" and not _has_figure(value):
        return None
    if role.entity_type is None and _SMALL_COUNT.fullmatch(value.strip()):
        return None  # a count after a label the lexicon lacks ("Rows: 8", "已选：1"), no one's data
    if role.entity_type in _NUMBERED_TYPES and sum(ch.isdigit() for ch in value) < 3:
        # A card or account number has digits ("Transfer" under a transaction's "Debit card" is
        # none); a name there is typed by its shape (a misread label's: "compta : Philippe Le").
        return kind if kind in _PERSONAL_SHAPES else None
    if role.entity_type == "EMAIL_ADDRESS" and not cell_shape_ok("EMAIL_ADDRESS", value):
        return None  # words under a mail app's title ("Neue E-Mail"), no address
    if role.how == "birth":
        # A label the lexicon lacks but that speaks of a birth: a date next to it is a date of
        # birth; anything else is typed by its shape like any unknown label's value.
        if value_shape_ok("DATE_OF_BIRTH", value):
            return "DATE_OF_BIRTH"
        return kind if kind in _PERSONAL_SHAPES else None
    if role.entity_type is not None:
        return role.entity_type
    if role.how == "compound" and kind not in _PERSONAL_SHAPES:
        return None
    if kind == "DATE":
        return None  # a date is personal as a date of birth, and a birth label says so (above)
    if kind == "VALUE" and (not _proper(value) or reads_as_text(value)):
        # A message ("Error: invalid password", "Typethecustomer'snametoconfirm") is for the planner to read.
        return None
    return kind


def _after_own_label(kind: str, text: str) -> int:
    """Where the value starts on a line under or beside a label that holds words of its own before
    a figure ("Overdraft protection$1,000.00", "Withdrawals ($4,576.22)", "入金合計￥1,480,491"
    in a balance panel's column): those words are the next field's label, kept. 0: all value."""
    if kind not in _FIGURE_TYPES:
        return 0
    for found in _FIGURE_START.finditer(text):
        k = found.start("figure")
        head = text[:k].strip()
        if sum(ch.isalpha() for ch in head) < 2 or _CURRENCY.fullmatch(head) or _CODE_LIKE.fullmatch(head):
            continue  # "EUR 1.234,56", "NT$166.87": a currency's code is part of the sum
        if shape_type(text[k:].strip()) == kind:
            return k
        return 0
    return 0


def _proper(value: str) -> bool:
    """A value of no telling shape that may still name someone: 1–4 words, each capitalised or with a digit."""
    words = value.split()
    return 0 < len(words) <= 4 and all(w[:1].isupper() or any(ch.isdigit() for ch in w) for w in words)


@dataclass
class _HeaderColumn:
    """One column's header: its line(s) (a wrapped header has several), extent and role."""

    members: list[int]
    x0: int
    x1: int
    role: WordMatch | None


def _merged_cells_type(
    line: OcrLine, bands: list[tuple[float, float, int]], header: list[_HeaderColumn], h: float
) -> str | None:
    """The type of the first typed column a line reaches across several columns (each by more
    than a text height): cells the OCR read as one line, values (a figure, an address, two names
    or more). None for a line within one column, or one that reads as text or a label."""
    box = line.box
    text = line.text
    valued = any(ch.isdigit() or ch in "@＠" for ch in _RATE.sub("", text)) or len(text.split()) >= 2
    if reads_as_text(text) or not valued:
        return None  # a dialog's sentence over the table, or a label ("不含税金额", "增值税(13%)")
    if _DATE_SHAPE.match(text.strip()):
        return None  # one date set wide, reaching into the next column: its own column's cell
    spanned = [k for left, right, k in bands if min(box.x1, right) - max(box.x0, left) > h]
    if len(spanned) < 2:
        return None
    for k in spanned:
        role = header[k].role
        if role is not None and role.role == "label" and role.entity_type is not None:
            return role.entity_type
    return None


def _band_of(line: OcrLine, bands: list[tuple[float, float, int]]) -> int | None:
    """The column whose band ``line`` overlaps most (bands: left, right, column index)."""
    box = line.box
    best, best_overlap = None, 0.0
    for left, right, k in bands:
        overlap = min(box.x1, right) - max(box.x0, left)
        if overlap > best_overlap:
            best, best_overlap = k, overlap
    return best


def _over_table(
    lines: list[OcrLine], roles: list[WordMatch | None], header: list[_HeaderColumn], below: float, h: float
) -> set[int]:
    """Lines of a dialog or popup laid over a table: no cell, whatever column they sit in.

    A cell sits under one header; a line under the header row that spans two headers' extents
    and does not start at a column's left edge, or spans three wherever it starts (but at the
    first column's: a row spanning the table), is text laid over the table ("Die Rechnung
    #91766 über CHF 79'244.11 wird als PDF an Dino"). The lines that start at its left edge,
    one under the other, are the same dialog's ("Senden an", "Gasser geschickt."); where that
    edge is a column's too, only the ones that read as a sentence ("be undone.", "Type the
    customer's name to confirm") or are labels ("Send to"), not as a cell of that column; and
    its buttons, within its width.
    """
    starts = [column.x0 for column in header]

    def at_start(line: OcrLine) -> bool:
        return any(abs(line.box.x0 - x) <= 0.3 * h for x in starts)

    def spans(line: OcrLine) -> bool:
        covered = sum(min(line.box.x1, c.x1) - max(line.box.x0, c.x0) > 0.3 * h for c in header)
        if abs(line.box.x0 - starts[0]) <= 0.3 * h:
            return False
        return covered >= 3 or (covered >= 2 and not at_start(line))

    under = [k for k, line in enumerate(lines) if line.box.y0 >= below]
    over = {k for k in under if spans(lines[k]) and reads_as_text(lines[k].text)}
    if not over:
        return over
    left = min(lines[k].box.x0 for k in over) - 2 * h
    right = max(lines[k].box.x1 for k in over) + 2 * h
    grown = True
    while grown:
        grown = False
        members = sorted(over)  # the pass's members; a line added in it is met by the next pass
        for k in under:
            box = lines[k].box
            if k in over:
                continue
            gaps = [max(box.y0 - lines[j].box.y1, lines[j].box.y0 - box.y1) for j in members]
            # The dialog's buttons, inside its width and under its field ("Cancel  Send"): a row
            # of them must not close the table.
            button = (
                roles[k] is not None
                and roles[k].role == "button"  # type: ignore[union-attr]
                and left <= box.x0
                and box.x1 <= right
                and min(gaps) <= 3.5 * h
            )
            near = [j for j, gap in zip(members, gaps, strict=True) if gap <= 2.5 * h]
            aligned = any(abs(box.x0 - lines[j].box.x0) <= 0.6 * h for j in near) and not (
                at_start(lines[k]) and roles[k] is None and not _sentence_like(lines[k].text)
            )
            if button or aligned:
                over.add(k)
                grown = True
    return over


def reads_as_text(text: str) -> bool:
    """Whether a line reads as a dialog's or a message's text rather than values: a sentence, a
    question, an instruction ending in its verb ("Zur Bestätigung Kundennamen eingeben"), words the
    OCR glued ("Invoice#69697for$58,732.36willbeemailedto…"), Chinese or Japanese with a
    sentence's particles or punctuation. Cells the OCR read as one line (a spreadsheet's
    overflowing text: "22.069,34 18/08/2026", "Fidela Pujol-Lagun: Hnos Fonseca S.Com.") do not."""
    text = text.strip()
    words = text.split()
    last = words[-1].rstrip(".!?:") if words else ""
    verb_last = len(words) >= 3 and last.isalpha() and last.islower() and len(last) >= 4
    glued_sentence = len(text) >= 20 and " " not in text and re.search(r"[a-zäöüßéèàç]{10}", text) is not None
    cjk_sentence = len(text) >= 6 and re.search(r"[請请以的了嗎吗をにはがですますか，、。]", text) is not None
    return _sentence_like(text) or text[-1:] in "?!？！" or verb_last or glued_sentence or cjk_sentence


def _sentence_like(text: str) -> bool:
    """Whether ``text`` reads as (part of) a sentence: words that start in lower case, or three
    lower-case words ("be undone.", "Type the customer's name to confirm"; not "Thorpe, Hopkins
    and", nor one lower-case token: an e-mail address cut short, "powelldakot")."""
    words = text.split()
    return (len(words) > 1 and words[0][:1].islower()) or lower_case_words(text) >= 3


_CLAUSE_MARK = re.compile(r"(?<!\d)[，。、；]|[，。、；](?!\d)")


def cjk_sentence(text: str) -> bool:
    """Whether Chinese or Japanese ``text`` reads as a sentence: a clause's comma or a full stop
    inside it ("框架合同需续签，金额约RMB46,612.35。"), not between digits (the OCR reads a
    thousands separator as one: "232，975元")."""
    core = text.strip().rstrip("。．.!！?？")
    return any(is_cjk(ch) for ch in core) and _CLAUSE_MARK.search(core) is not None


def _all_cjk(text: str) -> bool:
    """Whether ``text`` is Chinese or Japanese characters only (spaces aside)."""
    core = text.replace(" ", "")
    return bool(core) and all(is_cjk(ch) for ch in core)


def lower_case_words(text: str) -> int:
    """How many words of ``text`` are lower-case letters only ("be", "undone" of "be undone.": one)."""
    return sum(w.isalpha() and w.islower() for w in text.split())


def _stack_by_x(lines: list[OcrLine], cells: list[int]) -> list[list[int]]:
    """Cells grouped into columns by horizontal overlap (two cells at least per column)."""
    groups: list[list[int]] = []
    for i in sorted(cells, key=lambda k: lines[k].box.x0):
        box = lines[i].box
        for group in groups:
            if any(lines[j].box.x0 < box.x1 and box.x0 < lines[j].box.x1 for j in group):
                group.append(i)
                break
        else:
            groups.append([i])
    return [g for g in groups if len(g) >= 2]


# Values that wrap onto the next line of their cell; figures and codes do not.
_WRAPPING_TYPES = frozenset({"PERSON", "ORGANIZATION", "ADDRESS", "EMAIL_ADDRESS"})
# A percentage rate ("19 %", "5%", "13%").
_RATE = re.compile(r"\d{1,2}(?:[.,]\d{1,2})?\s?[%％]")
# Label types whose value beside a label without a colon must have the value's shape.
_SHAPED_BESIDE = frozenset(
    {"ADDRESS", "AMOUNT", "EMAIL_ADDRESS", "PERSON", "PHONE_NUMBER", "CREDIT_CARD", "BANK_ACCOUNT", "ID_NUMBER"}
)
# A spreadsheet's row number, alone on its line.
_ROW_NUMBER = re.compile(r"^\s*\d{1,4}\s*$")
# A count of something: a number and one word ("3 guests", "5 Teilnehmer", "4位参与人").
_COUNT = re.compile(r"^\s*\d{1,4}\s*[^\d\s]+\s*$")


def is_count(text: str) -> bool:
    """A number and one word: a count ("4 Mitarbeitende", "3 guests", "4位参与人"), no street."""
    return _COUNT.match(text) is not None


# A preposition of company and a capitalised word: "with Amanda", "mit Florentine", "avec Hortense".
_WITH_SOMEONE = re.compile(r"\b(?i:with|mit|avec|con|bei|chez)\s+[A-ZÄÖÜÉÁÍÓÚÑ]")
# Words glued by the OCR: a long run with a capital right after a small letter ("mitHanns").
_GLUED_TEXT = re.compile(r"(?=\S{12,})\S*[a-zäöüßéèáíóúñ][A-ZÄÖÜÉÁÍÓÚÑ]")
# An inline label the lexicon lacks: a short text, a colon, the value ("Base imponible: 26.473,41").
# Not a time ("12:30"), not a URL scheme ("https://").
# A label (no digits, except a rate: "TVA 20 %:", "IVA21%:"), a colon, its value (after any
# gap: OCR keeps a wide one as two spaces, "MwSt. 19 %:  97.730,25").
_INLINE_COLON = re.compile(
    r"^(?P<label>[^:：\d@]{1,32}?(?:\s?[(（]?\d{1,2}(?:[.,]\d)?\s?[%％][)）]?)?)\s?[:：]\s*(?P<value>(?!//)\S.*)$"
)


class LayoutAnalyzer:
    """Finds labels, headers, buttons and the values labels own (see the module docstring)."""

    def __init__(self, lexicon: Lexicon, given_names: GivenNames | None = None) -> None:
        self.lexicon = lexicon
        self.given_names = given_names

    def _button_like(self, line: OcrLine, role: WordMatch | None) -> bool:
        """A button, or a line that reads as one misread by a character ("福集" for 編集)."""
        if role is not None:
            return role.role == "button"
        return self.lexicon.is_button_slip(line.text)

    def _ui_words_only(self, text: str) -> bool:
        """Whether ``text`` is made of label or button words ("Phone settings", "檢視編輯": no one's name)."""
        run = self.lexicon.word_run(text)
        return run is not None and (len(text.split()) > 1 or run == {"button"})

    def analyse(self, lines: list[OcrLine]) -> PageLayout:
        """The roles, protected ranges and bindings of ``lines`` (boxes in one frame's pixels)."""
        roles = [self.lexicon.classify(line.text) for line in lines]
        self._misread_titles(lines, roles)
        self._compound_labels_by_their_figures(lines, roles)
        protected: list[tuple[int, int] | None] = [
            (0, len(line.text)) if role else None for line, role in zip(lines, roles, strict=True)
        ]
        layout = PageLayout(roles=roles, protected=protected)
        taken: set[int] = set()  # lines already owned by a binding (a value has one label)

        for i, line in enumerate(lines):
            if roles[i] is None:
                self._bind_inline(i, line, layout, taken)

        rows = _rows(lines)
        in_header: set[int] = set()
        card_titles: set[int] = set()
        # Rows of a stacked form's labels the lexicon lacks, told by the table over them
        # (``_bind_table``): each heads the values under it as a header row does.
        form_rows: set[int] = set()
        for r, row in enumerate(rows):
            if in_header.intersection(row):
                continue
            known = self._is_header_row(lines, roles, row)
            if known or r in form_rows or self._aligned_header(lines, roles, rows, r):
                # A header told by its geometry alone protects only the words the lexicon knows:
                # the others still go through the recognizers (a row of names the geometry took
                # for headers is found there).
                unknown = set() if known else {k for k in row if roles[k] is None}
                cells = row
                if known and _capitals(lines, [k for k in row if roles[k] is not None]):
                    # Headings set in capitals ("ARTICLES  ACHETEUR"): a word in small letters at
                    # their height is another column's line (a surname wrapped in the list beside
                    # them, "Raynaud"), no header.
                    cells = [k for k in row if roles[k] is not None or lines[k].text.isupper()]
                # Each line's own reading, before its column's role is given to it below.
                own = list(roles)
                header = []
                for column in self._header_columns(lines, roles, cells):
                    if all(_heads_no_column(lines[k], own[k]) for k in column.members):
                        for k in column.members:
                            roles[k] = own[k]
                        continue
                    header.append(column)
                layout.header_rows.append(sorted(k for column in header for k in column.members))
                in_header.update(k for column in header for k in column.members)
                for column in header:
                    for k in column.members:
                        if k in taken:
                            # A label and its value on one line beside card titles ("Chargé de
                            # compte : Benoît de la"): its label part is protected, not its value.
                            continue
                        if _never_a_header(lines[k], own[k]):
                            continue
                        if k in unknown:
                            continue
                        protected[k] = (0, len(lines[k].text))
                filled = self._bind_table(lines, roles, rows, r, header, layout, taken, form_rows)
                # Section titles side by side ("Customer details  Invoice address") read like a
                # header row; a title under which no cell of a table was found heads a card.
                for c, column in enumerate(header):
                    if c not in filled:
                        card_titles.update(column.members)

        # Whether a label is one of a side panel's stacked fields: asked here and again when a name
        # may go on (roles no longer change by then), worked out once per label.
        panel: dict[int, bool] = {}

        def in_panel(i: int) -> bool:
            if i not in panel:
                panel[i] = _stacked_fields(lines, roles, i)
            return panel[i]

        row_of = {k: row for row in rows for k in row}
        for i, role in enumerate(roles):
            if role is None or not role.binds_value or (i in in_header and i not in card_titles):
                continue
            values = self._right_of(lines, roles, protected, i)
            mode: Mode = "form"
            stacked = not role.separated and in_panel(i)
            if values and not role.separated and _in_tab_bar(lines, roles, row_of.get(i, [i])):
                # Right of a step or a tab named like a label stands the next one ("Persönliches
                # Kontakt  Einkommen …", a table's headers no row of cells was told under).
                values = []
            elif values and stacked and lines[values[0]].box.x0 - lines[i].box.x1 > 3 * _height(lines[i]):
                values = []  # a stacked field's value is under it; the far end of its row is another panel's
            elif (
                values and not role.separated and self._heads_block(lines, roles, protected, i, values[0], self.lexicon)
            ):
                values = []
            elif values and not role.separated and role.entity_type in _SHAPED_BESIDE:
                # Without a colon, a word beside an address word is a tag beside a tag ("Billing
                # Urgent  Support") unless it has a house number or is CJK, a count beside a
                # column title ("Pendiente  En curso 2") is no sum, a status beside "Send to" is
                # no e-mail address, a CJK tag beside a tag ("销售  财务") no name, and a header
                # beside "TEL" no number; such a word heads no card.
                beside = [k for k in values if _beside_unseparated(role.entity_type, lines[k].text)]
                # (A word far off on the row is another column's: a figure's value may still be
                # under it, "口座番号" over "5205687" with a company's name in the next column. A
                # word's value is not: under a tag stand more tags.)
                far = role.entity_type in _FIGURE_LABEL_TYPES and all(
                    lines[k].box.x0 - lines[i].box.x1 > 3 * _height(lines[i]) for k in values
                )
                values = beside
                if not values and not far:
                    continue
            if not values:
                values = self._below(
                    lines,
                    roles,
                    protected,
                    i,
                    # A stacked field holds one value; an address there is still a block of lines.
                    list_like=not role.separated and (not stacked or role.entity_type == "ADDRESS"),
                    stop=in_header,
                    address=role.entity_type == "ADDRESS",
                    names=role.entity_type == "PERSON",
                )
                mode = "card"
            self._bind_whole_lines(lines, layout, taken, i, role, values, mode)

        self._continue_addresses(lines, roles, layout, taken)
        self._continue_names(lines, roles, layout, taken, in_panel)
        self._own_labels_kept(lines, layout)
        return layout

    @staticmethod
    def _own_labels_kept(lines: list[OcrLine], layout: PageLayout) -> None:
        """A whole line bound under or beside a label may hold a label of its own before its figure
        ("Overdraft protection$1,000.00" in a balance panel's column): the binding starts at the figure."""
        for n, binding in enumerate(layout.bindings):
            if binding.start != 0 or layout.protected[binding.line] is not None:
                continue
            start = _after_own_label(binding.entity_type, lines[binding.line].text)
            if start:
                layout.protected[binding.line] = (0, start)
                layout.bindings[n] = replace(binding, start=start)

    def _compound_labels_by_their_figures(self, lines: list[OcrLine], roles: list[WordMatch | None]) -> None:
        """A Chinese or Japanese label built on a label word of a figure ("相手先口座番号", the
        counterparty's account number) is a label when a figure of that kind stands right of it
        or right under it: a label's place tells what its words cannot ("华为公司" ends like a
        label too, and only a figure's shape is sure to be no such value)."""
        for k, line in enumerate(lines):
            text = line.text.strip()
            if roles[k] is not None or not text or not all(is_cjk(ch) for ch in text):
                continue
            match = self.lexicon.classify(text, header=True)
            if match is None or match.how != "compound" or match.entity_type not in _FIGURE_LABEL_TYPES:
                continue
            if match.entity_type == "DATE_OF_BIRTH":
                continue  # a date beside a title is an event's ("伊藤修平電話" over its day and hour)
            h = _height(line)
            beside = [
                j
                for j, other in enumerate(lines)
                if j != k
                and (
                    (_same_row(line, other) and -0.5 * h <= other.box.x0 - line.box.x1 <= 3 * h)
                    or (0 <= other.box.y0 - line.box.y1 <= h and abs(other.box.x0 - line.box.x0) <= 1.5 * h)
                )
            ]
            if any(_figure_of(match.entity_type, lines[j].text) for j in beside):
                roles[k] = match

    def _misread_titles(self, lines: list[OcrLine], roles: list[WordMatch | None]) -> None:
        """Card titles the OCR misread, in a column of cards: a line of Chinese or Japanese that
        reads as a typed label in a label's place ("书届先住所", お届け先住所 with two characters
        misread), under another card's label in the same column. It heads its own card, so the
        card above ends there (a value list under "請求先住所" must not run on into the next card)."""
        for k, line in enumerate(lines):
            text = line.text.strip()
            # Chinese or Japanese only, four characters at least: a Latin surname is one letter off
            # a label too often ("Bauer"), and so is a short CJK name.
            if roles[k] is not None or len(text) < 4 or not all(is_cjk(ch) for ch in text):
                continue
            h = _height(line)
            above = any(
                role is not None
                and role.binds_value
                and abs(lines[j].box.x0 - line.box.x0) <= 0.6 * h
                and 0 < line.box.y0 - lines[j].box.y1 <= 8 * h
                for j, role in enumerate(roles)
            )
            if not above:
                continue
            title = self.lexicon.classify(line.text, header=True)
            if (
                title is not None
                and title.how in ("compound", "slip")
                and title.entity_type is not None
                and not self._label_glued_to_name(text)
            ):
                roles[k] = title

    def _label_glued_to_name(self, text: str) -> bool:
        """Whether a Chinese or Japanese line is a person label glued to the name it labels
        ("直属上级宋军"): a label and its value, bound on their line, no title."""
        match = self.lexicon.prefix(text)
        if match is None or match.entity_type != "PERSON":
            return False
        rest = text[match.end :].strip()
        return looks_like_name(rest, surname=True) and not self.lexicon.reads_as_word(rest)

    def _bind_whole_lines(
        self,
        lines: list[OcrLine],
        layout: PageLayout,
        taken: set[int],
        label: int,
        role: WordMatch,
        values: list[int],
        mode: Mode,
    ) -> None:
        for v in values:
            if layout.protected[v] is not None:
                continue  # a line with a label of its own ("Vence: 22/05/2026") keeps its own binding
            if v not in taken and not self._ui_words_only(lines[v].text):
                kind = _bound_type(role, lines[v].text)
                if kind is not None:
                    taken.add(v)
                    layout.bindings.append(Binding(v, 0, len(lines[v].text), kind, mode, label))

    def _bind_inline(self, i: int, line: OcrLine, layout: PageLayout, taken: set[int]) -> None:
        """A label and its value on one OCR line: "Kunde: Jörg Ehlert", "客户张伟", "Base imponible:26.473,41"."""
        from screenroute.router.redaction.recognizers.cn_name_recognizer import names_someone

        text = line.text
        colon = _INLINE_COLON.match(text)
        if colon is not None:
            role = self.lexicon.classify(colon.group("label") + ":")
            value = colon.group("value")
            label_text = colon.group("label")
            if (
                role is not None
                and role.how == "unknown"
                and (
                    _sentence_like(value)
                    or cjk_sentence(value)
                    or _GLUED_TEXT.search(label_text)
                    or (" " in label_text.strip() and looks_like_name(label_text))
                    or _WITH_SOMEONE.search(label_text)
                    or names_someone(label_text)
                )
            ):
                # A sentence after a colon ("Annual review with Amanda: the agreement is up for
                # renewal"), or words the OCR glued before it ("JahresgesprächmitHanns:"), is
                # running text, its start no label: the recognizers read it all. A name before
                # one is a cell cut short ("Fidela Pujol-Lagun: Hnos Fonseca S.Com.", the OCR's
                # colon for the cut), no label either, nor a meeting with someone ("Jahresgespräch
                # mit Florentine:"), nor a note that names someone ("陳怡君已跟買家確認：改寄新地址。",
                # "与刘云年度回顾：").
                return
            if role is not None and role.role != "button" and not self.lexicon.is_protected(value):
                start = colon.start("value")
                layout.protected[i] = (0, start)
                kind = _bound_type(role, value) if role.binds_value else None
                if kind is not None:
                    layout.bindings.append(Binding(i, start, len(text), kind, "inline", i))
                    taken.add(i)
                return
        match = self.lexicon.prefix(text)
        if match is None or match.entity_type is None:
            return
        rest = text[match.end :]
        if self.lexicon.is_protected(rest) or rest.lstrip().startswith((",", "，", "、")):
            return  # a label word before a comma is part of a value: a town named "Ciudad, 47764"
        last, first = text[match.end - 1 : match.end], rest[:1]
        glued_address = match.entity_type == "EMAIL_ADDRESS" and _WHOLE_EMAIL.fullmatch(rest.strip()) is not None
        if (
            last.isalpha()
            and first.isalpha()
            and not is_cjk(first)
            and last.isupper() == first.isupper()
            and not glued_address
        ):
            # The label's word runs on into a longer one ("VERSICHERUNG" of "VERSICHERUNGSSCHEIN-NR."),
            # unless an e-mail address follows it whole: the OCR glued the two ("Contactemailzdrake@…").
            return
        if label_phrase(text, self.lexicon):
            return  # the label's phrase goes on ("Ort des Geschehens", "Date of issue"): no value
        kind = match.entity_type
        if not (match.separated or value_shape_ok(match.entity_type, rest)):
            # An account's holder may be a company ("Titular Casanovas y Feliu S.C.P", "Kontoinhaber
            # Schaub & Söhne"): bound as one, the label kept.
            company = org_shaped(rest.strip()) or _PARTNERSHIP.match(rest) is not None
            kind = "ORGANIZATION" if match.entity_type == "PERSON" and company else None
        if kind == "AMOUNT" and (not cell_shape_ok("AMOUNT", rest) or not _has_figure(rest)):
            # A rate or a measure after a sum's word ("Montant TVA 20 %"), or a time: the label goes on.
            layout.protected[i] = (0, len(text))
            return
        if kind is not None:
            layout.protected[i] = (0, match.end)
            layout.bindings.append(Binding(i, match.end, len(text), kind, "inline", i))
            taken.add(i)

    # -- tables ------------------------------------------------------------------------------
    @staticmethod
    def _is_header_row(lines: list[OcrLine], roles: list[WordMatch | None], row: list[int]) -> bool:
        words = [
            i
            for i in row
            if roles[i] is not None and roles[i].role != "button" and roles[i].how != "unknown"  # type: ignore[union-attr]
        ]
        if len(words) < 2 or len(words) < _HEADER_SHARE * len(row):
            return False
        # Form labels carry colons; table headers do not.
        return not any(roles[i].separated for i in words)  # type: ignore[union-attr]

    def _aligned_header(
        self, lines: list[OcrLine], roles: list[WordMatch | None], rows: list[list[int]], r: int
    ) -> bool:
        """Whether row ``r`` heads a table by its geometry alone, whatever words its cells hold.

        A table's headers are often words the lexicon lacks ("Einkaufsvolumen", "Gelistet seit",
        "本年採購額"). Row ``r`` heads one when it has three cells or more, each shaped like a
        header (a few words, no colon, no figure but a year, no e-mail or number, no name and no
        button), and at least two rows right under it line up with it — most of its cells have a
        cell under them in each — and most of those rows hold values of different kinds side by
        side (words, figures, dates, e-mail addresses). Cards side by side line up too, but each
        of their rows holds one kind: the cards' names, then their e-mail addresses.
        """
        # A sort arrow or a check box read alone ("↓", "☐") is no header, and no reason against one.
        row = [k for k in rows[r] if any(ch.isalnum() for ch in lines[k].text)]
        if len(row) < _ALIGNED_HEADER_CELLS or not all(self._header_shaped(lines[k], roles[k]) for k in row):
            return False
        h = statistics.median(_height(lines[k]) for k in row)
        top = min(lines[k].box.y0 for k in row)
        texts = [comparable_text(lines[k].text) for k in row]
        if len(set(texts)) < len(texts):
            return False  # one word twice in a row is a tag on cards side by side, no column's name
        # (A toolbar's buttons and a filter's label right over the header are no stack: only lines
        # the lexicon does not know count.)
        over = [j for j in rows[r - 1] if roles[j] is None] if r > 0 else []
        if (
            over
            and top - max(lines[j].box.y1 for j in over) <= _STACKED_GAP * h
            and sum(any(_overlaps_x(lines[k], lines[j]) for j in over) for k in row) >= _HEADER_SHARE * len(row)
        ):
            return False  # lines set right under others in the same columns: stacks (a board's cards)
        bottom = max(lines[k].box.y1 for k in row)
        aligned = mixed = 0
        tops: list[float] = []
        for below in rows[r + 1 : r + 1 + 2 * _ALIGNED_HEADER_ROWS]:
            if min(lines[k].box.y0 for k in below) - bottom > _TABLE_GAP * h or aligned == _ALIGNED_HEADER_ROWS:
                break
            bottom = max(lines[j].box.y1 for j in below)
            cells = [j for j in below if any(_overlaps_x(lines[k], lines[j]) for k in row)]
            under = sum(any(_overlaps_x(lines[k], lines[j]) for j in cells) for k in row)
            if under < _HEADER_SHARE * len(row):
                if len(below) <= 2:
                    continue  # a record's second line (its e-mail under its name)
                break
            aligned += 1
            tops.append(min(lines[j].box.y0 for j in below))
            # A table's row holds values of several kinds side by side (a name, an e-mail, a sum);
            # a row of cards side by side holds one kind (their names, their e-mail addresses).
            mixed += len({_cell_kind(lines[j].text) for j in cells}) >= 2
        # ...and its rows come at one pitch; cards of different lengths (a board's columns) do not.
        pitches = [b - a for a, b in itertools.pairwise(tops)]
        even = not pitches or max(pitches) <= _EVEN_PITCH * max(1.0, min(pitches))
        return aligned >= 2 and 2 * mixed > aligned and even

    def _header_shaped(self, line: OcrLine, role: WordMatch | None) -> bool:
        """Whether ``line`` could be a table's header: a short label-like text, nobody's value."""
        text = line.text.strip()
        if role is not None:
            return role.role != "button" and not role.separated
        if not text or len(text.split()) > _HEADER_WORDS or any(ch in ":：@" for ch in text):
            return False
        if sum(ch.isalnum() for ch in text) < (2 if any(is_cjk(ch) for ch in text) else 3):
            return False  # a spreadsheet's column letters ("A", "B"), a row's initials ("JT")
        core = _YEAR.sub("", text).strip()
        if not core or len(_DIGITS.findall(core)) > 1 or shape_type(core) not in ("VALUE", "PERSON"):
            return False
        if self.lexicon.is_button_slip(text) or (self.given_names is not None and self._starts_with_given(text)):
            return False
        if _CJK_NAME.match(text) and looks_like_name(text, surname=True):
            return False  # "李建", "小林明美" over their cards: names, not a column's headers
        return self.lexicon.classify(text, header=True) is not None

    def _starts_with_given(self, text: str) -> bool:
        """Whether ``text`` reads as a person's name: it starts with a first name the gazetteer knows."""
        assert self.given_names is not None  # noqa: S101 — checked by the caller
        spaced = space_glued(text)
        words = (spaced.text if spaced is not None else text).split()
        return len(words) >= 2 and self.given_names.is_given(words[0]) and words[1][:1].isupper()

    def _header_columns(
        self, lines: list[OcrLine], roles: list[WordMatch | None], row: list[int]
    ) -> list[_HeaderColumn]:
        """The header row's columns: its cells, plus the pieces of headers wrapped above or below it.

        A wrapped header ("Order" / "No", "注文番" / "号") is read as lines half a row above and
        below the rest; pieces that overlap horizontally are one header, read together. A cell
        of the row that is no lexicon word is still a header: an OCR slip or compound of one,
        or a header the lexicon lacks (typed later by its column's cells).
        """
        top = min(lines[i].box.y0 for i in row)
        bottom = max(lines[i].box.y1 for i in row)
        pieces = list(row)
        unknown_pieces: set[int] = set()  # pieces off the row that no lexicon word reads as
        for k, line in enumerate(lines):
            if k in row or (roles[k] is not None and roles[k].role == "button"):  # type: ignore[union-attr]
                continue
            overlap = min(bottom, line.box.y1) - max(top, line.box.y0)
            if overlap <= 0.3 * _height(line) or any(ch.isdigit() or ch == "@" for ch in line.text):
                continue
            if roles[k] is not None:
                pieces.append(k)
                continue
            # A piece the lexicon does not know ("号" of 注文番号) is no name (the first line of
            # the block under "FROM", half a row under it) unless it completes the header it
            # wraps ("客户" / "经理").
            # Nor is a longer text half a row off ("Commandé par Hortense Fouquet" in the panel
            # beside a table's header): a wrapped header's piece is a word or two.
            read = self.lexicon.classify(line.text, header=True)
            if read is not None and (
                read.how != "unknown"
                or (not looks_like_name(line.text) and len(line.text.split()) <= _WRAPPED_PIECE_WORDS)
                or self._completes(lines, pieces, line)
            ):
                pieces.append(k)
                if read.how == "unknown":
                    unknown_pieces.add(k)
        # A header wrapped over three lines or more ("Gestor" / "de" / "cuenta"): its next line
        # starts in lower case right under a piece, with no digits and at most two words, and the
        # pieces of that column read together are a label the lexicon knows (a first-row cell
        # may start in lower case too: "avenue de Hubert" under "Facturation").
        grown = True
        while grown:
            grown = False
            for k, line in enumerate(lines):
                text = line.text.strip()
                if k in pieces or not text[:1].islower() or len(text.split()) > 2:
                    continue
                if any(ch.isdigit() or ch in "@.：:" for ch in text):
                    continue
                if not any(_wraps_under(lines[j], line) for j in pieces):
                    continue
                above = sorted((j for j in pieces if _overlaps_x(lines[j], line)), key=lambda j: lines[j].box.y0)
                if self.lexicon.reads_as_word(" ".join([*(lines[j].text for j in above), text])):
                    pieces.append(k)
                    grown = True
        pieces.sort(key=lambda k: lines[k].box.x0)
        stacks: list[list[int]] = []
        for k in pieces:
            box = lines[k].box
            if stacks and any(lines[j].box.x0 < box.x1 and box.x0 < lines[j].box.x1 for j in stacks[-1]):
                stacks[-1].append(k)
            else:
                stacks.append([k])
        columns: list[_HeaderColumn] = []
        for stack in stacks:
            if len(stack) == 1 and stack[0] in unknown_pieces:
                # An unknown piece alone, wrapping no header of the row ("McDonald" in a list left
                # of a panel's headings): a wrapped header has two parts ("Kur" / "seil").
                continue
            stack.sort(key=lambda k: (lines[k].box.y0, lines[k].box.x0))
            joined = " ".join(lines[k].text for k in stack)
            role = self.lexicon.classify(joined, header=True) if len(stack) > 1 else None
            if role is None:
                known = [roles[k] for k in stack if roles[k] is not None]
                role = next((r for r in known if r is not None and r.binds_value), None) or (
                    known[0] if known else None
                )
            if role is None:
                role = self.lexicon.classify(joined, header=True)
            for k in stack:
                # A company by its legal form is no header, whatever row it stands on: a receipt's
                # payee beside its label ("Bénéficiaire  Alves SARL  Ticket").
                if roles[k] is None and not org_shaped(lines[k].text):
                    roles[k] = role
            x0 = min(lines[k].box.x0 for k in stack)
            x1 = max(lines[k].box.x1 for k in stack)
            columns.append(_HeaderColumn(stack, x0, x1, role))
        return columns

    def _completes(self, lines: list[OcrLine], pieces: list[int], piece: OcrLine) -> bool:
        """Whether ``piece`` and a header piece it wraps over or under read as one lexicon word."""
        for j in pieces:
            if _overlaps_x(lines[j], piece):
                pair = sorted([lines[j], piece], key=lambda line: line.box.y0)
                if self.lexicon.reads_as_word(" ".join(line.text for line in pair)):
                    return True
        return False

    def _bind_table(
        self,
        lines: list[OcrLine],
        roles: list[WordMatch | None],
        rows: list[list[int]],
        r: int,
        header: list[_HeaderColumn],
        layout: PageLayout,
        taken: set[int],
        form_rows: set[int],
    ) -> set[int]:
        """Bind the cells under ``header`` (row ``r``); returns the indices of the columns that got any.
        A row of a stacked form's next labels ends the table and is added to ``form_rows``."""
        members = {k for column in header for k in column.members}
        h = statistics.median(_height(lines[i]) for i in rows[r])
        # Column bands: each header's span widened to the midpoints between neighbouring headers;
        # the first column reaches a little left of its header (cells are left-aligned under it).
        bands: list[tuple[float, float, int]] = []
        for k, column in enumerate(header):
            left = column.x0 - 2 * h if k == 0 else (header[k - 1].x1 + column.x0) / 2
            right = 1e9 if k == len(header) - 1 else (column.x1 + header[k + 1].x0) / 2
            bands.append((left, right, k))
        columns: dict[int, UntypedColumn] = {}
        orphans: list[int] = []
        filled: set[int] = set()
        bound: set[int] = set()  # this table's typed cells: a line right under one wraps its value
        bottom = max(lines[i].box.y1 for i in members)
        over = _over_table(lines, roles, header, bottom, h)
        above: set[int] = set()  # the last data row's lines
        label_gap = None  # between the header and the first row of values
        subtotals: set[int] = set()  # the labels of groups' subtotal rows
        data_rows = 0
        for n, full_row in enumerate(rows[r + 1 :], start=r + 1):
            row = [i for i in full_row if i not in members and i not in over]
            if not row:
                continue
            top = min(lines[i].box.y0 for i in row)
            if top - bottom > _TABLE_GAP * h or self._is_header_row(lines, roles, row):
                break
            if all(_ROW_NUMBER.match(lines[i].text) for i in row):
                continue  # a spreadsheet's empty row, its number alone: no cell, and the table does not go on
            opened = len(row) == 1 and lines[row[0]].text.lstrip()[:1] in _DISCLOSURE
            if opened or (
                _group_row(lines, row, len(header))
                and not any(self._wraps_a_cell(lines, i, bound | above) for i in row)
            ):
                # A group's heading row ("▼ Buchhaltung 3"; without its triangle, by its count:
                # "Shop floor (4)", "Senior 4 rows", "店舖2行"): no cell, and the table goes on.
                bottom = max(bottom, *(lines[i].box.y1 for i in row))
                continue
            if all(_sentence_like(lines[i].text) for i in row) and len(lines[row[0]].text.split()) >= _SENTENCE_WORDS:
                break  # running text under the table ("Der Nettolohn von … wird am 30.10. überwiesen."): it has ended
            if (
                data_rows == 1
                and 2 <= len(header) <= _FORM_ROW_LABELS
                and (len(row) == 1 or (label_gap is not None and top - bottom >= label_gap + _FORM_STEP * h))
                and all(
                    any(abs(lines[i].box.x0 - column.x0) <= h for column in header)
                    and self._header_shaped(lines[i], roles[i])
                    and (len(row) > 1 or not self._wraps_a_cell(lines, i, bound | above))
                    for i in row
                )
            ):
                # Labels side by side over one row of values, then label-like words where the next
                # row of cells would be, not the rest of a cell above: a stacked form's next labels
                # or a section's title ("Segment", "Payment info" under "Company  Owner";
                # "Nationalität  Beruf" under "Geboren  Arbeitgeber"). The form goes on; the table
                # does not. Two labels or more must also stand further below the values than the
                # values under their labels (a table's rows come at one pitch), and may stand as
                # close under them as a wrapped cell's line would. (Deeper in a table, a line alone
                # is as likely a cell wrapped or half hidden.) Such a row of labels heads its values.
                if len(row) > 1 and len(row) == len(full_row):
                    form_rows.add(n)
                break
            labels = [i for i in row if roles[i] is not None and roles[i].role == "label" and roles[i].how != "unknown"]  # type: ignore[union-attr]
            if len(labels) == 1 and len(row) >= 3:
                # A lone label word among a data row's cells, under a column of its own type, is
                # the first word of a cell ("Compañía" of "Compañía del Mediterráneo S.L." under
                # Empresa): a cell, not a label.
                (i,) = labels
                column_type = self._column_type(lines, i, header, bands)
                if column_type is not None and column_type == roles[i].entity_type:  # type: ignore[union-attr]
                    roles[i] = None
                    layout.protected[i] = None
                    layout.word_cells.add(i)
                    labels = []
            # A word of the lexicon right under a cell, at its left edge, is the cell's second line
            # (a bank transaction's type, "Zahlung" or "Transfer" under the payee): the table goes on.
            # So is a Chinese or Japanese word the OCR misread there ("振达入金" for 振込入金; a Latin
            # slip may be a surname wrapped under its first name: "Bauer", "Seguin") or a glued
            # phrase of lexicon words ("Virementrecu" under "Navarro").
            stacked = {
                i
                for i in row
                if (
                    (roles[i] is not None or (_all_cjk(lines[i].text) and self.lexicon.reads_as_word(lines[i].text)))
                    and self._under_a_cell(lines, i, above)
                )
                or (self.lexicon.glued_phrase(lines[i].text) and self._under_a_cell(lines, i, above, reach=0.6))
            }
            labels = [i for i in labels if i not in stacked and not self._note_in_free_column(lines[i], header, bands)]
            if (
                labels
                and all(roles[i].entity_type == "AMOUNT" for i in labels)  # type: ignore[union-attr]
                and all(i in labels or _cell_kind(lines[i].text) == "figure" for i in row)
                and any(_group_row(lines, next_row, len(header)) for next_row in rows[n + 1 : n + 3])
            ):
                # A group's subtotal ("Summe  23.932,53") with the next group's heading right under
                # it: its label binds its sums, and the table goes on. (A totals block under a
                # table, "Montant HT" / "Montant TVA", ends it.)
                subtotals.update(labels)
                bottom = max(bottom, *(lines[i].box.y1 for i in row))
                continue
            if len(row) == 1 and self._wraps_a_cell(lines, row[0], subtotals):
                subtotals.add(row[0])
                bottom = max(bottom, lines[row[0]].box.y1)
                continue  # ...and the rest of its label, wrapped ("Σ" / "group")
            if labels:
                break  # a label in the data area starts another block (a card grid's next row of labels)
            buttons = sum(self._button_like(lines[i], roles[i]) for i in row if i not in stacked)
            if (
                buttons
                and 2 * buttons >= len(row)
                and not any(self._typed_cell(lines, roles, i, header, bands) for i in row)
            ):
                # A row of buttons closes a card or a table ("View  Edit"); one that also holds a
                # cell of a typed column is a data row under a dialog's buttons, and the table goes on.
                break
            if label_gap is None:
                label_gap = top - bottom
            bottom = max(bottom, *(lines[i].box.y1 for i in row))
            above = set(row)
            data_rows += 1
            # A row's label with its colon is a form's, inside the table (an opened transaction's
            # details: "Motif :  Facture FA2026-1538"): what stands right of it is its value, no cell.
            colon_labels = [j for j in row if roles[j] is not None and roles[j].separated]  # type: ignore[union-attr]
            for i in row:
                if i in taken or roles[i] is not None or i in stacked or not _has_content(lines[i].text):
                    continue
                if any(0 <= lines[i].box.x0 - lines[j].box.x1 <= 4 * h for j in colon_labels):
                    continue
                if sum(ch.isalnum() for ch in lines[i].text) < 2 and not self._continues_cell(lines, i, taken):
                    continue  # one character is no value (a button read in part: "視" of 檢視)
                if self._ui_words_only(lines[i].text) or layout.protected[i] is not None:
                    continue  # an inline label inside a cell keeps its own binding
                if self._button_like(lines[i], roles[i]) and not self._continues_cell(lines, i, bound):
                    # A button read with a slip ("福集" for 編集) is no cell; a word right under a
                    # cell is the rest of its value, whatever it reads like ("Neveu" under "Bailly").
                    continue
                best = _band_of(lines[i], bands)
                if best is None:
                    orphans.append(i)  # under no header: the header was not read
                    continue
                merged = _merged_cells_type(lines[i], bands, header, h)
                if merged is not None:
                    # Cells run into one another (a spreadsheet's text overflows its cell, and the
                    # OCR reads a row's cells as one line): the line holds a typed column's value.
                    taken.add(i)
                    bound.add(i)
                    filled.add(best)
                    layout.bindings.append(Binding(i, 0, len(lines[i].text), merged, "table", header[best].members[0]))
                    continue
                role = header[best].role
                if role is not None and role.role == "button":
                    continue
                if role is not None and role.role == "label" and role.entity_type is not None:
                    # A wrapped name or address leaves words of any shape under its cell; a number
                    # only digits or its currency (the totals block's "未稅金額" under the last price is
                    # no price).
                    text = lines[i].text
                    wraps = (
                        role.entity_type in _WRAPPING_TYPES
                        or any(ch.isdigit() for ch in _RATE.sub("", text))
                        or _CURRENCY.search(text) is not None
                    ) and self._continues_cell(lines, i, bound)
                    if not cell_shape_ok(role.entity_type, lines[i].text) and not wraps:
                        continue  # text over the table (a dialog's title or button), not one of its cells
                    taken.add(i)
                    bound.add(i)
                    filled.add(best)
                    layout.bindings.append(
                        Binding(i, 0, len(lines[i].text), role.entity_type, "table", header[best].members[0])
                    )
                    continue
                kind: Literal["neutral", "unknown"] = (
                    "neutral" if role is not None and role.how == "exact" else "unknown"
                )
                if (
                    kind == "unknown"
                    and r in form_rows
                    and (shape := shape_type(lines[i].text)) in _UNMISTAKABLE_SHAPES
                ):
                    # Under a stacked form's label the lexicon lacks, one field's value, typed by
                    # its shape as beside an unknown label ("本人確認書類番号" over "TZ4601593").
                    taken.add(i)
                    bound.add(i)
                    filled.add(best)
                    layout.bindings.append(Binding(i, 0, len(lines[i].text), shape, "table", header[best].members[0]))
                    continue
                columns.setdefault(best, UntypedColumn(kind)).cells.append(i)
                filled.add(best)
        layout.untyped_columns.extend(columns.values())
        layout.untyped_columns.extend(UntypedColumn("none", cells) for cells in _stack_by_x(lines, orphans))
        return filled

    @staticmethod
    def _column_type(
        lines: list[OcrLine], i: int, header: list[_HeaderColumn], bands: list[tuple[float, float, int]]
    ) -> str | None:
        """The entity type of the typed column line ``i`` sits under, if any."""
        best = _band_of(lines[i], bands)
        role = header[best].role if best is not None else None
        return role.entity_type if role is not None and role.role == "label" else None

    def _typed_cell(
        self,
        lines: list[OcrLine],
        roles: list[WordMatch | None],
        i: int,
        header: list[_HeaderColumn],
        bands: list[tuple[float, float, int]],
    ) -> bool:
        """Whether line ``i`` sits under a typed column and has the shape of its cells."""
        kind = self._column_type(lines, i, header, bands)
        return roles[i] is None and kind is not None and cell_shape_ok(kind, lines[i].text)

    @staticmethod
    def _note_in_free_column(line: OcrLine, header: list[_HeaderColumn], bands: list[tuple[float, float, int]]) -> bool:
        """Whether a label-like line is a note in a column of free text ("nouveau contact",
        "ok - soldé" under "Commentaire"): it starts in small letters, as no label does, and its
        column's header types nothing. Such a line is a cell and does not end the table."""
        first = line.text.lstrip()[:1]
        if not first.isalpha() or not first.islower():
            return False
        best = _band_of(line, bands)
        if best is None:
            return False
        role = header[best].role
        return role is None or role.entity_type is None

    @staticmethod
    def _under_a_cell(lines: list[OcrLine], i: int, cells: set[int], *, reach: float = 0.4) -> bool:
        """Whether line ``i`` stands right under one of ``cells`` (at most ``reach`` text heights
        below), at its left edge."""
        box = lines[i].box
        h = _height(lines[i])
        return any(
            -0.3 * h <= box.y0 - lines[k].box.y1 <= reach * h and abs(box.x0 - lines[k].box.x0) <= 0.5 * h
            for k in cells
        )

    @staticmethod
    def _wraps_a_cell(lines: list[OcrLine], i: int, cells: set[int]) -> bool:
        """Whether line ``i`` sits right under one of ``cells``, at its line spacing, in its column:
        the rest of a value wrapped in its cell ("Corinne-Gabrielle Da" / "Silva")."""
        box = lines[i].box
        h = _height(lines[i])
        return any(
            -0.3 * h <= box.y0 - lines[k].box.y1 <= 0.5 * h and lines[k].box.x0 < box.x1 and box.x0 < lines[k].box.x1
            for k in cells
        )

    @staticmethod
    def _continues_cell(lines: list[OcrLine], i: int, taken: set[int]) -> bool:
        """Whether line ``i`` is the wrapped rest of a bound cell: right under it, in its column,
        and the cell's line is full (the first word of line ``i`` would not have fit after it)."""
        box = lines[i].box
        h = _height(lines[i])
        return any(
            -0.3 * h <= box.y0 - lines[k].box.y1 <= 0.4 * h
            and lines[k].box.x0 < box.x1
            and box.x0 < lines[k].box.x1
            and fills_its_column(lines, lines[k], first_word_width(lines[i]))
            for k in taken
        )

    # -- forms and cards --------------------------------------------------------------------
    @staticmethod
    def _right_of(
        lines: list[OcrLine], roles: list[WordMatch | None], protected: list[tuple[int, int] | None], i: int
    ) -> list[int]:
        label = lines[i]
        h = _height(label)
        candidates = sorted(
            (
                k
                for k, line in enumerate(lines)
                if k != i and _same_row(label, line) and line.box.x0 >= label.box.x1 - 0.5 * h
            ),
            key=lambda k: lines[k].box.x0,
        )
        values: list[int] = []
        edge = label.box.x1
        for k in candidates:
            if roles[k] is not None or protected[k] is not None:
                # The next label, a button, or a line with a label of its own ("Payment: Visa" in
                # the next card's column) ends this label's value.
                break
            if lines[k].box.x0 - edge > (_FORM_REACH if not values else _PIECE_GAP) * h:
                # The value may stand far right of its label; its own pieces do not stand far
                # apart (a summary panel's "透支额度3,500.00元" is no part of an account number).
                break
            if _has_content(lines[k].text):
                values.append(k)
            edge = lines[k].box.x1
        return values

    @staticmethod
    def _heads_block(
        lines: list[OcrLine],
        roles: list[WordMatch | None],
        protected: list[tuple[int, int] | None],
        i: int,
        right: int,
        lexicon: Lexicon,
    ) -> bool:
        """Whether label ``i`` (no colon) heads the block of lines right under it rather than the
        text far to its right on its row: "ABSENDER" over a sender's name and street, with the
        carrier's name at the other end of the row. Such a heading is set in capitals; a label in
        a totals block ("Net total   56.00" over "Porterage   7.83") is not, and a next label
        right under it (a form without colons) is no block either, nor is a list of labels and
        values whose next row has a plain value in the same column as this label's ("所在地 |
        address" over "支払いカード | card number"; a block's neighbour there is a labelled line
        of its own, "Weight: 6.3 kg"). Any label heads a block when the text at the other end of its
        row is the title of a block of its own: cards side by side.
        """
        label = lines[i]
        h = _height(label)
        role = roles[i]
        # Chinese and Japanese have no capitals: there a sender's or recipient's label is enough
        # ("寄件人" over a name and a company); totals are labelled with amounts, not people.
        cjk_party = any(is_cjk(ch) for ch in label.text) and role is not None and role.entity_type in _PARTY_TYPES
        if lines[right].box.x0 - label.box.x1 <= 3 * h:
            return False
        under = sorted(
            (k for k, line in enumerate(lines) if k != i and _starts_under(line, label, h)),
            key=lambda k: lines[k].box.y0,
        )
        if not under or roles[under[0]] is not None or not _has_content(lines[under[0]].text):
            return False
        if lexicon.reads_as_word(lines[under[0]].text):
            return False  # the next label of a list, misread ("登绿日" for 登録日): no block's line
        first = lines[under[0]]
        column = lines[right].box.x0
        if _title_over_block(lines, right, first):
            # Two cards side by side, the other's title misread or cut by the screen's edge
            # ("請求先 … 书届先" for お届け先, "Rechnungsanschrift … Kundenbet"): any label heads its own.
            return True
        if not (label.text.isupper() or cjk_party):
            return False
        return not any(
            k not in (under[0], right)
            and _same_row(first, line)
            and line.box.x0 > first.box.x1
            and abs(line.box.x0 - column) <= 1.0 * h
            and protected[k] is None
            for k, line in enumerate(lines)
        )

    def _below(
        self,
        lines: list[OcrLine],
        roles: list[WordMatch | None],
        protected: list[tuple[int, int] | None],
        i: int,
        *,
        list_like: bool,
        stop: set[int],
        address: bool = False,
        names: bool = False,
    ) -> list[int]:
        """The value lines under label ``i``: the first, or (``list_like``) the stack of lines in its
        column; a label (one with its value on its line too: "Adresse de livraison2", the OCR
        gluing the value's first character), a table's header row (``stop``) or a wide gap ends
        the stack."""
        label = lines[i]
        h = _height(label)
        under = sorted(
            (
                k
                for k, line in enumerate(lines)
                if k != i
                and line.box.y0 >= label.box.y1 - 0.3 * h
                and line.box.x0 <= label.box.x0 + max(label.box.width, 3 * h)
                and line.box.x1 >= label.box.x0 - 0.5 * h
            ),
            key=lambda k: lines[k].box.y0,
        )
        values: list[int] = []
        bottom = label.box.y1
        for k in under:
            gap = lines[k].box.y0 - bottom
            if gap > (_CARD_REACH if not values else 2.0) * h:
                break
            if roles[k] is not None or protected[k] is not None or k in stop:
                break
            if _in_header_row(lines, roles, k):
                break
            if values and abs(lines[k].box.x0 - lines[values[0]].box.x0) > 1.5 * h:
                continue
            if sum(ch.isalnum() for ch in lines[k].text) < 2 and gap > 0.4 * h:
                break  # one character apart from the value is no part of it (a button read in part)
            if values and address and _next_field(lines[values[-1]], lines[k]):
                break
            if names and lower_case_words(lines[k].text) >= (2 if values else 3):
                # A list of names ends at a phrase ("About this thread" under the participants), and
                # a sentence is no name at all (particles are: "María de la Cruz").
                break
            if names and _contact_shaped(lines[k].text):
                # ...and at a contact's line: under a role on a business card ("Chargé d'affaires" /
                # "Fixe 02 30 21 78 83") stand its numbers, no one's name.
                break
            if names and values and self._starts_with_typed_label(lines[k].text):
                break  # ...and at the next field's label, its words run on ("IBAN desBegünstigten")
            if _has_content(lines[k].text):
                values.append(k)
                bottom = lines[k].box.y1
            if not list_like:
                break
        return values

    def _starts_with_typed_label(self, text: str) -> bool:
        """Whether ``text`` starts with a word the lexicon knows as a label of a value other than a
        name's ("IBAN des Begünstigten", "Tel. privat")."""
        words = text.split()
        if len(words) < 2 or words[0].endswith((",", "，")):
            return False  # a label word before a comma is a value's: the town "Ciudad, 13492"
        role = self.lexicon.classify(words[0])
        return role is not None and role.role == "label" and role.entity_type not in (None, "PERSON")

    # -- wrapped names -----------------------------------------------------------------------
    @staticmethod
    def _continue_names(
        lines: list[OcrLine],
        roles: list[WordMatch | None],
        layout: PageLayout,
        taken: set[int],
        in_panel: Callable[[int], bool],
    ) -> None:
        """A name cut after its particle ("Charge de compte : Benoît de la" / "Marchal"), or one
        whose line fills its column to the right edge or would with the next line's first word
        ("Gestor de cuenta: Malena Begoña" / "Olivares Redondo"), goes on on the next line, under
        the value or at the line's start: that line is the name's too. So does a company's legal
        form wrapped alone ("Empresa: Ferreras & Asociados" / "S.Coop.")."""
        for binding in list(layout.bindings):
            if binding.mode == "table":
                continue
            line = lines[binding.line]
            words = line.text[binding.start : binding.end].split()
            # A label the lexicon lacks binds an untyped value: a name's shape there wraps like a name's
            # ("Vorgesetzte(r):Rose-Marie" / "Schulz").
            named_value = (
                binding.entity_type == "VALUE"
                and 1 <= len(words) <= 2
                and _LATIN_NAME.match(" ".join(words)) is not None
                and not any(ch.isdigit() for ch in "".join(words))
            )
            if not words or (binding.entity_type not in ("PERSON", "ORGANIZATION") and not named_value):
                continue
            h = _height(line)
            value_x0 = _value_x0(line, binding.start)
            under = [
                k
                for k in _free_lines_under(lines, roles, layout, taken, line, 0.8)
                if min(abs(lines[k].box.x0 - line.box.x0), abs(lines[k].box.x0 - value_x0)) <= 1.5 * h
            ]
            if binding.entity_type == "ORGANIZATION":
                # A legal form wrapped alone, or the rest of a name cut after its connector
                # ("Business name: Carter, Boyer and" / "Smith") or before it ("Vaughan, Foster" /
                # "and Sullivan").
                # A name whose line is full goes on at the start of the next ("Firmenbezeichnung:
                # Hanel" / "SäuberlichGmbH").
                connector = words[-1].casefold() in _CONNECTORS or words[-1].endswith(",")
                nxt = [
                    k
                    for k in under
                    if _legal_form_only(lines[k].text)
                    or (
                        (connector or fills_its_column(lines, line, first_word_width(lines[k])))
                        and (_LATIN_NAME.match(lines[k].text.strip()) is not None or org_shaped(lines[k].text))
                        and len(lines[k].text.split()) <= 3
                    )
                    or _connector_and_name(lines[k].text)
                ]
            else:
                # In a panel set label over value, the next field's label is under the name: there
                # a name goes on only after its particle.
                stacked = binding.mode == "card" and in_panel(binding.label)
                nxt = [
                    k
                    for k in under
                    if _LATIN_NAME.match(lines[k].text.strip()) is not None
                    and len(lines[k].text.split()) <= 3
                    and (
                        words[-1].casefold() in _NAME_PARTICLES
                        or (not stacked and fills_its_column(lines, line, first_word_width(lines[k])))
                    )
                ]
            if len(nxt) == 1:
                taken.add(nxt[0])
                # (An untyped value that wraps like a name is one: its rest is typed so.)
                kind = "PERSON" if named_value else binding.entity_type
                layout.bindings.append(Binding(nxt[0], 0, len(lines[nxt[0]].text), kind, binding.mode, binding.label))

    # -- multi-line addresses ----------------------------------------------------------------
    def _continue_addresses(
        self, lines: list[OcrLine], roles: list[WordMatch | None], layout: PageLayout, taken: set[int]
    ) -> None:
        for binding in list(layout.bindings):
            if binding.entity_type != "ADDRESS" or binding.mode == "table":
                continue  # table cells are whole: a wrapped cell's lines are all in the column
            last = lines[binding.line]
            x0 = _value_x0(last, binding.start)  # an inline value starts after its label
            for _ in range(_MAX_CONTINUATION):
                h = _height(last)
                nxt = [
                    k
                    for k in _free_lines_under(lines, roles, layout, taken, last, _CONTINUE_GAP)
                    if abs(lines[k].box.x0 - x0) <= 2.5 * h
                ]
                if len(nxt) != 1:
                    break
                k = nxt[0]
                if sum(ch.isalnum() for ch in lines[k].text) < 2 or self.lexicon.is_button_slip(lines[k].text):
                    break  # a button read in part or misread ("視" of 檢視, "福集" of 編集) is no address line
                if _in_header_row(lines, roles, k):
                    break
                if _next_field(last, lines[k]):
                    break
                # A line with its own label to the left belongs to that label ("City: Berlin").
                if any(
                    roles[j] is not None and _same_row(lines[j], lines[k]) and lines[j].box.x1 <= lines[k].box.x0
                    for j in range(len(lines))
                ):
                    break
                taken.add(k)
                layout.bindings.append(Binding(k, 0, len(lines[k].text), "ADDRESS", binding.mode, binding.label))
                last = lines[k]
