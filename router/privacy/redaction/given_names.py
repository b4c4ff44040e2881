"""First names given in the countries whose scripts the edge reads in Latin letters ("John Smith" and "Order Status"
look alike to a pattern), from Jörg Michael's ``nam_dict.txt`` (GNU FDL) as ``gender-guesser`` ships it (read, not
imported). Left out: names known only in China, Japan, Korea or Vietnam ("Le", "Im", "Min" are European words), and
common words (``given_name_words.txt``) unless among a country's most frequent ("John"). Lookups are folded."""

from __future__ import annotations

import functools
import importlib.util
import unicodedata
from pathlib import Path

from screenroute.router.errors import ConfigError
from screenroute.router.privacy.redaction.lexicon import DATA_DIR, STROKED, read_lines

__all__ = ["GivenNames", "default_given_names", "fold_name"]

WORDS_FILE = DATA_DIR / "names" / "given_name_words.txt"
# nam_dict.txt: a name's frequency per country is one hex digit (1 rare … D extremely common) in
# the 55 columns from 30 on, in the order its header lists them.
_FIRST_COUNTRY = 30
COUNTRIES = 55
# The runs of columns (from the first country) between China, Japan, Korea and Vietnam (49, 51,
# 52, 53), as slices: a name is kept when one of them has it.
_OUTSIDE_EAST_ASIA = ((0, 49), (50, 51), (54, COUNTRIES))
_FREQUENCY_DIGITS = "123456789ABCD"
# One column's character -> its frequency as a byte (anything else, a blank, is 0).
_AS_FREQUENCY = {ord(ch): chr(0) for ch in " $\t"} | {ord(d): chr(i + 1) for i, d in enumerate(_FREQUENCY_DIGITS)}


# Ligatures too, besides the letters with a stroke (a name's "ß" is casefolded to "ss" first).
_UNDECOMPOSED = str.maketrans({**STROKED, "æ": "ae", "œ": "oe", "þ": "th"})


def fold_name(text: str) -> str:
    """``text`` compatibility-normalised, case-folded and without accents ("Émilie" -> "emilie",
    "Mirosław" -> "miroslaw")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(_UNDECOMPOSED)


def _dictionary_file() -> Path:
    spec = importlib.util.find_spec("gender_guesser")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError("the first-name gazetteer needs the package gender-guesser (pip install 'screenroute[edge]')")
    return Path(next(iter(spec.submodule_search_locations))) / "data" / "nam_dict.txt"


def read_dictionary(path: Path) -> dict[str, bytes]:
    """Folded first name -> its frequency (0 absent, 1 rare … 13) in each country column, from a ``nam_dict.txt``; names
    known only in East Asia are left out.

    A compound ("Karl-Heinz", "José+María") counts as each of its parts too."""
    names: dict[str, bytes] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read the first-name dictionary {path}: {exc}") from exc
    for line in lines:
        if not line or line[0] in "#=" or len(line) <= _FIRST_COUNTRY:
            continue
        fields = line.split()
        if len(fields) < 2:
            continue
        columns = line[_FIRST_COUNTRY : _FIRST_COUNTRY + COUNTRIES].ljust(COUNTRIES)
        row = columns.translate(_AS_FREQUENCY).encode("latin-1")
        if not any(row[start:end].strip(b"\0") for start, end in _OUTSIDE_EAST_ASIA):
            continue
        whole = fields[1].replace("+", "-")
        for part in (whole, *whole.split("-")):
            key = fold_name(part)
            if key:
                known = names.get(key)
                names[key] = row if known is None else bytes(map(max, known, row))
    if not names:
        raise ConfigError(f"the first-name dictionary {path} holds no names")
    return names


def read_words(path: Path = WORDS_FILE) -> frozenset[str]:
    """The folded names that are common words (one per line, ``#`` starts a comment line)."""
    return frozenset(fold_name(word) for word in read_lines(path))


class GivenNames:
    """Is this word a first name? (Folded lookups; the names that are common words excluded.)"""

    def __init__(self, names: dict[str, bytes], words: frozenset[str]) -> None:
        self._any = frozenset(names)
        self._names = self._any - words

    def is_given(self, word: str, *, also_words: bool = False) -> bool:
        """Whether ``word`` — or, for "Karl-Hermann", each part of it — is a first name.

        ``also_words``: count the names that are common words too ("Brandy", "Will"), for a word that stands where a
        name is expected anyway."""
        names = self._any if also_words else self._names
        if fold_name(word) in names:
            return True
        parts = [p for p in word.split("-") if p]
        return len(parts) > 1 and all(fold_name(p) in names for p in parts)


@functools.cache
def default_given_names() -> GivenNames:
    """The gazetteer from the installed dictionary and the committed list of names that are words."""
    return GivenNames(read_dictionary(_dictionary_file()), read_words())
