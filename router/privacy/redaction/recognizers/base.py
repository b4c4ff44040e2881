"""The shape every pattern recognizer here shares: an entity, its patterns and context words, declared on the class."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, ClassVar

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

from screenroute.router.errors import ConfigError
from screenroute.router.privacy.redaction.lexicon import read_yaml

WORDS_FILE = Path(__file__).parents[1] / "data" / "recognizer_words.yaml"
_LIST = re.compile(r"⟨(\w+)⟩")


@functools.cache
def recognizer_words(path: Path = WORDS_FILE) -> dict[str, tuple[str, ...]]:
    """The word lists patterns are written with (``data/recognizer_words.yaml``), validated."""
    data = read_yaml(path, "screenroute/recognizer-words/v1")
    bad = [f"{k}: {w!r}" for k, ws in data.items() for w in ws or [None] if not (isinstance(w, str) and w.strip())]
    if bad:
        raise ConfigError(f"{path}: a list holds words (texts), not {', '.join(bad[:5])}")
    return {str(k): tuple(ws) for k, ws in data.items()}


def with_words(regex: str) -> str:
    """``regex`` with each ``⟨list⟩`` in it replaced by the alternation of that list's words, in order."""
    words = recognizer_words()
    unknown = [name for name in _LIST.findall(regex) if name not in words]
    if unknown:
        raise ConfigError(f"no word list {unknown[0]!r} in {WORDS_FILE}; lists: {', '.join(sorted(words))}")
    return _LIST.sub(lambda mark: "|".join(map(re.escape, words[mark.group(1)])), regex)


class DeclaredPatternRecognizer(PatternRecognizer):
    """A Presidio pattern recognizer whose class attributes say everything (Presidio's own style).

    A subclass sets ``ENTITY``, ``PATTERNS`` (a word list of the data file named ``⟨list⟩``) and ``CONTEXT``, and
    ``LANGUAGE`` or ``REGEX_FLAGS`` where it differs; the recognizer's name carries the language, so one registry can
    hold the same recognizer for several languages."""

    ENTITY: ClassVar[str]
    PATTERNS: ClassVar[list[Pattern]]
    CONTEXT: ClassVar[list[str]]
    LANGUAGE: ClassVar[str] = "en"
    #: None keeps Presidio's default flags (DOTALL | MULTILINE | IGNORECASE).
    REGEX_FLAGS: ClassVar[int | None] = None

    def __init__(self, supported_language: str | None = None) -> None:
        language = supported_language or self.LANGUAGE
        options: dict[str, Any] = {} if self.REGEX_FLAGS is None else {"global_regex_flags": self.REGEX_FLAGS}
        super().__init__(
            supported_entity=self.ENTITY,
            patterns=[Pattern(p.name, with_words(p.regex), p.score) for p in self.PATTERNS],
            context=self.CONTEXT,
            supported_language=language,
            name=f"{type(self).__name__}_{language}",
            **options,
        )
