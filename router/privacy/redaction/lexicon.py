"""The vocabularies the chrome proof reads (``data/``: the UI lexicon built by ``bench/lexicon/build_ui_lexicon.py``,
sources in ``data/ui_lexicon/SOURCES.json``; label types; names), compared folded (:func:`fold_text`)."""

from __future__ import annotations

import functools
import lzma
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import regex as re
import yaml

from screenroute.contract.text import simplified
from screenroute.router.errors import ConfigError

DATA_DIR = Path(__file__).with_name("data")
LEXICON_DIR = DATA_DIR / "ui_lexicon"
LABEL_TYPES_FILE = DATA_DIR / "label_types.yaml"
SURNAMES_FILE = DATA_DIR / "names" / "surnames.txt"
CJK_SURNAMES_FILE = DATA_DIR / "names" / "cjk_surnames.txt"
PARTICLES_FILE = DATA_DIR / "names" / "particles.txt"
PROPER_NOUNS_FILE = DATA_DIR / "names" / "proper_nouns.txt.xz"
MONTH_NAMES_FILE = DATA_DIR / "month_names.txt"

#: Latin letters with a stroke, which Unicode does not decompose into a base letter and an accent:
#: an OCR model trained on Latin text reads "Mirosław" as "Miroslaw", "Søren" as "Soren".
STROKED = {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ß": "ss"}
_UNDECOMPOSED = str.maketrans(STROKED)
_CJK = r"\p{Han}\p{Hiragana}\p{Katakana}ー々〆"
_TOKEN = re.compile(rf"[{_CJK}]+|[\p{{L}}\p{{M}}]+(?:['’][\p{{L}}]+)*|\d+")
_CJK_RUN = re.compile(rf"^[{_CJK}]+$")
#: Inflections a UI word takes, per language ("tickets", "Kunden", "ouvertes"): a word of a language, four letters or
#: more, with one of that language's endings is a word of it too. Morphology never mixes languages: a Turkish stem with
#: a German ending ("makine|n"), or a run glued from words of two languages ("sa|arinen"), is a name's shape.
INFLECTIONS = {"en": ("s", "es", "ed", "d", "ing"), "de": ("e", "en", "n", "er", "s", "es"), "fr": ("s", "e", "es", "x"),
               "nl": ("en", "n", "s", "e"), "es": ("s", "es"), "pt": ("s", "es")}  # fmt: skip
#: The language mask of a lexicon that does not say which language a word is of (built by hand): every language.
ANY_LANGUAGE = -1
#: The line of a lexicon file after which its phrases come (its words come before).
PHRASES_MARK = "#phrases"
#: How long the n-grams are that cover a run of Chinese or Japanese text.
NGRAMS = (2, 3, 4)
#: OCR-glued words are read apart only in a run this long (shorter ones are single words or names).
GLUED_MIN = 8
#: The pieces of a glued run are this long on average: text glues words ("savepassword"), while a
#: name cut into short words of many languages ("her nan dez") is no text.
GLUED_MEAN_PIECE = 4.0
#: How many catalogues must use a piece of two, of three letters ("in", "the"); longer pieces any.
SHORT_PIECE_CATALOGUES = {2: 20, 3: 5}


@functools.lru_cache(maxsize=65536)
def fold_text(text: str) -> str:
    """``text`` as every vocabulary stores it: compatibility-normalised, case-folded, without
    Latin accents, traditional Chinese as simplified ("Émilie" -> "emilie", "客戶" -> "客户")."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold()):
        # Combining marks are dropped after Latin letters only (kana's voicing marks stay).
        if unicodedata.combining(ch) and out and out[-1].isascii():
            continue
        out.append(ch)
    return simplified(unicodedata.normalize("NFC", "".join(out)).translate(_UNDECOMPOSED))


def is_cjk_run(token: str) -> bool:
    """Whether ``token`` is a run of Chinese or Japanese characters (no spaces inside)."""
    return bool(_CJK_RUN.match(token))


def ngrams(run: str) -> list[str]:
    """The n-grams (:data:`NGRAMS`) of a run of Chinese or Japanese characters (as the lexicon is built)."""
    return [run[i : i + n] for n in NGRAMS for i in range(len(run) - n + 1)]


def words_of(folded: str) -> list[str]:
    """The words of a folded text (letter words, runs of Chinese/Japanese characters), digit runs
    left out (a catalogue message with digits is skipped)."""
    return [t for t in _TOKEN.findall(folded) if not t.isdigit()]


@dataclass(frozen=True)
class UiLexicon:
    """Words and short messages real programs show, in many languages (folded): ``words`` maps a word (or a Chinese/
    Japanese n-gram) to how many catalogues use it; ``phrases`` are whole messages."""

    words: dict[str, int]
    phrases: frozenset[str]
    #: Each word's languages, a bit per language of ``tags`` (empty: no word says, every one is of every language).
    languages: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    tags: tuple[str, ...] = ()
    #: The languages in which enough catalogues use a word of two or three letters (``SHORT_PIECE_CATALOGUES``) for
    #: it to be a piece of a glued run: "ti" is common in English catalogues, not in Dutch ones.
    short_pieces: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    _glued: dict[tuple[str, int], tuple[str, ...] | None] = field(default_factory=dict, compare=False, repr=False)

    def languages_of(self, word: str) -> int:
        """The languages ``word`` is a word of (a mask of ``tags``; :data:`ANY_LANGUAGE` where the lexicon does not say)."""
        return self.languages.get(word, 0) if self.languages else ANY_LANGUAGE

    @functools.cached_property
    def _endings(self) -> dict[str, int]:
        """Each inflection and the languages (a mask) that take it."""
        out: dict[str, int] = {}
        for bit, tag in enumerate(self.tags or INFLECTIONS):
            for end in INFLECTIONS.get(tag, ()):
                out[end] = out.get(end, 0) | (1 << bit if self.tags else ANY_LANGUAGE)
        return out

    def has_phrase(self, folded: str) -> bool:
        """Whether the folded text is one of the catalogues' whole messages."""
        return " ".join(words_of(folded)) in self.phrases

    def uses(self, token: str, *, at_least: int = 1, within: int = ANY_LANGUAGE) -> bool:
        """Whether ``token`` (a word or a run of Chinese/Japanese) is in the lexicon (a word: of a language of
        ``within``, a mask of ``tags``)."""
        if not is_cjk_run(token):
            return self.words.get(token, 0) >= at_least and self.languages_of(token) & within != 0
        if len(token) == 1:
            return token in self.phrases
        covered = [False] * len(token)
        for n in NGRAMS:
            for i in range(len(token) - n + 1):
                if self.words.get(token[i : i + n], 0) >= at_least:
                    covered[i : i + n] = [True] * n
        return all(covered)

    def inflected(self, word: str, within: int = ANY_LANGUAGE) -> bool:
        """Whether ``word`` is a lexicon word with one of its language's inflections (:data:`INFLECTIONS`) added (its
        language one of ``within``)."""
        return self._inflected_in(word) & within != 0

    def _inflected_in(self, word: str) -> int:
        """The languages ``word`` is an inflected word of (a mask; 0: none)."""
        found = 0
        for end, languages in self._endings.items() if word.isalpha() else ():
            stem = word[: -len(end)]
            if word.endswith(end) and len(stem) >= 4 and self.words.get(stem, 0) >= 2:
                found |= self.languages_of(stem) & languages
        return found

    def _piece_in(self, piece: str) -> int:
        """The languages a piece of a glued run is a word of (two or three letters: used by enough catalogues)."""
        if len(piece) in SHORT_PIECE_CATALOGUES and self.languages:
            return self.short_pieces.get(piece, 0)
        found = self.languages_of(piece) if self.words.get(piece, 0) >= SHORT_PIECE_CATALOGUES.get(len(piece), 1) else 0
        return found | (self._inflected_in(piece) if len(piece) >= 5 else 0)

    def split_glued(self, word: str, within: int = ANY_LANGUAGE) -> tuple[str, ...] | None:
        """A run of lexicon words OCR read without spaces ("downloadinotherformats"), read apart in
        the fewest pieces (two or more, each a lexicon word of two letters or more, or one of five
        or more inflected, as compounds join "Zahlungs|methode"; all of one language; four letters
        long on average; their language one of ``within``), or None."""
        if (word, within) in self._glued:
            return self._glued[word, within]
        found = None
        if GLUED_MIN <= len(word) <= 40 and word.isalpha() and not is_cjk_run(word):
            pieces: dict[tuple[int, int], int] = {}
            for end in range(2, len(word) + 1):
                for start in range(max(0, end - 24), end - 1):
                    pieces[start, end] = self._piece_in(word[start:end])
            first = functools.reduce(lambda a, b: a | b, (m for (s, _), m in pieces.items() if s == 0), 0) & within
            masks = (
                [ANY_LANGUAGE]
                if first == ANY_LANGUAGE
                else [1 << b for b in range(first.bit_length()) if first >> b & 1]
            )
            runs = [r for r in (_fewest_pieces(word, pieces, m) for m in masks) if r is not None]
            best = min(runs, key=len, default=None)
            found = best if best is not None and 1 < len(best) <= len(word) / GLUED_MEAN_PIECE else None
        if len(self._glued) > 200_000:
            self._glued.clear()  # a bound on what a long run can hold; the reads repeat little
        self._glued[word, within] = found
        return found


def _fewest_pieces(word: str, pieces: dict[tuple[int, int], int], language: int) -> tuple[str, ...] | None:
    """``word`` cut into the fewest pieces that are words of ``language`` (a mask), or None. ``pieces`` is in the
    order :meth:`UiLexicon.split_glued` builds it (by end, then start), the order the cut is grown in."""
    best: list[tuple[str, ...] | None] = [()] + [None] * len(word)
    for (start, end), languages in pieces.items():
        head, there = best[start], best[end]
        if head is not None and languages & language and (there is None or len(head) + 1 < len(there)):
            best[end] = (*head, word[start:end])
    return best[-1]


@functools.lru_cache(maxsize=1)
def month_names(path: Path = MONTH_NAMES_FILE) -> frozenset[str]:
    """Month names of every locale, folded and without full stops (``bench/lexicon/build_month_names.py``)."""
    return frozenset(read_lines(path))


def read_lines(path: Path) -> list[str]:
    """The lines of a word list (xz-compressed where it ends ``.xz``), stripped, without blank and ``#`` lines."""
    try:
        text = (lzma.decompress(path.read_bytes()) if path.suffix == ".xz" else path.read_bytes()).decode("utf-8")
    except (OSError, lzma.LZMAError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read the vocabulary file {path}: {exc}") from exc
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


def load_ui_lexicon(folder: Path = LEXICON_DIR) -> UiLexicon:
    """The lexicon of every language file under ``folder`` (``<language>.txt.xz``: sorted
    ``word<TAB>catalogues`` lines, then :data:`PHRASES_MARK`, then one phrase a line)."""
    words: dict[str, int] = {}
    languages: dict[str, int] = {}
    short: dict[str, int] = {}
    phrases: set[str] = set()
    files = sorted(folder.glob("*.txt.xz")) if folder.is_dir() else []
    if not files:
        raise ConfigError(f"no UI lexicon under {folder}: build it with bench/lexicon/build_ui_lexicon.py")
    for path in files:
        try:
            text = lzma.decompress(path.read_bytes()).decode("utf-8")
        except (OSError, lzma.LZMAError, UnicodeDecodeError) as exc:
            raise ConfigError(f"cannot read the UI lexicon file {path}: {exc}") from exc
        head, mark, tail = text.partition(PHRASES_MARK + "\n")
        if not mark:
            raise ConfigError(f"{path}: no {PHRASES_MARK!r} line; rebuild it with bench/lexicon/build_ui_lexicon.py")
        bit = 1 << files.index(path)
        for row in head.splitlines():
            word, _, count = row.partition("\t")
            words[word] = max(words.get(word, 0), int(count or 1))
            languages[word] = languages.get(word, 0) | bit
            if int(count or 1) >= SHORT_PIECE_CATALOGUES.get(len(word), 1 << 30):
                short[word] = short.get(word, 0) | bit
        phrases.update(tail.splitlines())
    tags = tuple(p.name.removesuffix(".txt.xz") for p in files)
    return UiLexicon(words, frozenset(phrases), languages, tags, short)


@dataclass(frozen=True)
class LabelTypes:
    """Folded label text -> the entity type of the value it announces."""

    table: dict[str, str]

    def type_of(self, text: str) -> str | None:
        """The type a label announces, or None (a trailing colon, a star or a bullet are no part of it)."""
        return self.table.get(" ".join(words_of(fold_text(text))))


def read_yaml(path: Path, schema: str) -> dict[str, Any]:
    """A data file's mapping, its ``schema`` line checked and taken out."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(f"cannot read the data file {path}: {exc}") from exc
    if not isinstance(data, dict) or data.pop("schema", None) != schema:
        raise ConfigError(f"{path}: schema must be {schema!r}")
    return data


def load_label_types(path: Path = LABEL_TYPES_FILE) -> LabelTypes:
    """The label-type table (``screenroute/label-types/v1``), validated."""
    data = read_yaml(path, "screenroute/label-types/v1")
    table: dict[str, str] = {}
    for entity, languages in (data.get("types") or {}).items():
        for words in (languages or {}).values():
            for word in words or ():
                key = " ".join(words_of(fold_text(str(word))))
                if key:
                    table.setdefault(key, str(entity))
    return LabelTypes(table)


@dataclass(frozen=True)
class NameLists:
    """Surnames in Latin letters (folded; spelling dictionaries' proper nouns too), Chinese/Japanese/Korean surnames
    in their scripts, and the small words between a name's capitalised words ("van", "y", "bin"; lower case)."""

    surnames: frozenset[str]
    cjk_surnames: tuple[str, ...]
    particles: frozenset[str]

    def cjk_name_shaped(self, token: str) -> bool:
        """A run of 2–4 Han characters or Hangul syllables that starts with a surname."""
        if not 2 <= len(token) <= 4 or not re.fullmatch(r"[\p{Han}\p{Hangul}]+", token):
            return False
        return any(
            token.startswith(s) and (len(token) - len(s) in (1, 2, 3) or (len(s) >= 2 and token == s))
            for s in self.cjk_surnames
        )


def load_name_lists(surnames: Path = SURNAMES_FILE, cjk: Path = CJK_SURNAMES_FILE, particles: Path = PARTICLES_FILE,
                    proper_nouns: Path = PROPER_NOUNS_FILE) -> NameLists:  # fmt: skip
    """The name gazetteers (longest CJK surnames first, so compound ones are tried first)."""
    cjk_names = sorted({fold_text(s) for s in read_lines(cjk)} | set(read_lines(cjk)), key=len, reverse=True)
    latin = frozenset(fold_text(s) for s in read_lines(surnames) + read_lines(proper_nouns))
    return NameLists(latin, tuple(cjk_names), frozenset(read_lines(particles)))


@functools.cache
def default_vocabularies() -> tuple[UiLexicon, LabelTypes, NameLists]:
    """The shipped vocabularies, loaded once per process."""
    return load_ui_lexicon(), load_label_types(), load_name_lists()
