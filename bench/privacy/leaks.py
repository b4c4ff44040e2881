"""Is a PII value still there? Normalised keys of a value and a search for them in OCR text.

A value counts as present when its key — NFKC, case- and accent-folded, spaces, dashes, dots,
commas and apostrophes removed — occurs in a line of text; for names, companies and
addresses each line of the value and each distinctive word counts too (half a name is a
leak), for e-mails the part before the "@", for amounts the number without its currency.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

_DROP = frozenset(" \t\n\u00a0\u202f-‐‑–—−.·・,'’،")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
# Words too common to show that a particular person or place is on screen.
_STOP = frozenset(
    [
        "street",
        "suite",
        "apt",
        "apartment",
        "road",
        "avenue",
        "lane",
        "drive",
        "court",
        "place",
        "square",
        "boulevard",
        "unit",
        "floor",
        "box",
        "rue",
        "avenue",
        "chemin",
        "allée",
        "place",
        "boulevard",
        "impasse",
        "route",
        "quai",
        "calle",
        "avenida",
        "paseo",
        "plaza",
        "camino",
        "pasaje",
        "cuesta",
        "ronda",
        "puerta",
        "piso",
        "straße",
        "strasse",
        "weg",
        "gasse",
        "platz",
        "allee",
        "ring",
        "damm",
        "prof",
        # Academic titles and degrees written around a name (the redactor leaves them, as it
        # leaves "Dr" and "Prof"): "Dipl.-Ing.", "Univ.-Prof.", "Dr. med.", "B.Eng.".
        "dipling",
        "dipl",
        "univprof",
        "drmed",
        "beng",
        "meng",
        "mlle",
        "srta",
        "herr",
        "frau",
        "mister",
        "miss",
        "mrs",
        "dr.",
        "sr",
        "sra",
        "señor",
        "señora",
        "mme",
        "monsieur",
        "madame",
        "gmbh",
        "mbh",
        "ltd",
        "inc",
        "llc",
        "group",
        "sons",
        "company",
        "corp",
        "corporation",
        "and",
        "und",
        "et",
        "y",
        "sa",
        "sarl",
        "sas",
        "ag",
        "kg",
        "ohg",
        "ug",
        "gbr",
        "s.coop",
        "sl",
        "slu",
        "srl",
        "cie",
        "associates",
        "partners",
        "holdings",
        "limited",
        "plc",
        "ltda",
        "scp",
        "example",
        "north",
        "south",
        "east",
        "west",
        "new",
        "port",
        "lake",
        "mount",
    ]
)


def key(text: str) -> str:
    """The normalised form values are compared in."""
    out = []
    for ch in unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text)).casefold():
        if ch in _DROP or unicodedata.combining(ch):
            continue
        out.append(ch)
    return "".join(out)


def leak_keys(value: str, entity_type: str, stop: frozenset[str] = frozenset()) -> list[str]:
    """Every key whose presence shows (part of) ``value``; words in ``stop`` (keys of the page's
    non-PII text, say a product name) do not count on their own."""
    keys = {key(value)}
    if entity_type in ("PERSON", "ORGANIZATION", "ADDRESS"):
        for part in value.split("\n"):
            keys.add(key(part))
        for word in re.split(r"[\s,]+", value):
            k = key(word)
            if len(k) >= 4 and not _CJK.search(k) and k not in _STOP and k not in stop and not k.isdigit():
                keys.add(k)
    elif entity_type == "EMAIL_ADDRESS" and "@" in value:
        local = key(value.split("@", 1)[0])
        if len(local) >= 5:
            keys.add(local)
    elif entity_type == "AMOUNT":
        number = key(re.sub(r"[^\d.,\s'\u00a0\u202f-]", "", value))
        if sum(ch.isdigit() for ch in number) >= 3:
            keys = {number}
    elif entity_type in ("PHONE_NUMBER", "CREDIT_CARD", "ID_NUMBER", "BANK_ACCOUNT"):
        digits = "".join(ch for ch in value if ch.isdigit())
        if len(digits) >= 6:
            keys.add(digits)
    return sorted(k for k in keys if len(k) >= (2 if _CJK.search(k) else 3))


def page_text_keys(items: Iterable[Mapping[str, Any]]) -> tuple[frozenset[str], frozenset[str]]:
    """The keys of a page's non-PII words, and of its non-PII texts of several words read whole.

    The OCR glues a text's words now and then ("Alle Stellen" read "AlleStellen"), and across the
    seam stand keys of no word ("estelle"): shown inside such a text, a key is no leak. Not a text
    with a PII value's word among its words: there the value is the text's own.
    """
    items = list(items)
    words = frozenset(key(w) for i in items if i["kind"] != "pii" for w in i["value"].split())
    pii_words = frozenset(key(w) for i in items if i["kind"] == "pii" for w in i["value"].split())
    texts = frozenset(
        # (A glyph among the words, "Alle Stellen ▾", is not read as a letter: left out.)
        "".join(k for k in map(key, i["value"].split()) if any(ch.isalnum() for ch in k))
        for i in items
        if i["kind"] != "pii"
        and len(i["value"].split()) > 1
        and not pii_words.intersection(key(w) for w in i["value"].split())
    )
    return words, texts


def found(keys: Iterable[str], texts: Iterable[str], *, joined_min: int = 8, inside: Iterable[str] = ()) -> bool:
    """Whether any key occurs in one of ``texts`` (or, for long keys, in all of them run together).

    ``inside``: keys of the page's own non-PII words. A key seen only as part of one of them is
    no leak: the surname "Iten" is in the button "Bearbeiten" whether or not the name was removed.
    """
    lines = [key(t) for t in texts]
    words = sorted({w for w in inside if w}, key=len, reverse=True)
    for k in keys:
        covers = [w for w in words if len(w) > len(k) and k in w]
        seen = [_blank(line, covers) for line in lines] if covers else lines
        whole = "".join(seen)
        if k.isdigit() and len(k) < 6:
            # A short figure shows only as a whole run of digits: the amount 236 is not in the
            # product code "323-60" (keyed "32360"). Longer keys (phones, cards) still count
            # inside a longer run.
            digits = re.compile(rf"(?<!\d){k}(?!\d)")
            if any(digits.search(line) for line in seen):
                return True
            continue
        if any(k in line for line in seen):
            return True
        if len(k) >= joined_min and k in whole:
            return True
    return False


def _blank(line: str, words: list[str]) -> str:
    """``line`` with every occurrence of ``words`` (longest first) replaced by a separator."""
    for w in words:
        line = line.replace(w, "\0")
    return line
