"""The shape every pattern recognizer here shares: an entity, its patterns and context words, declared on the class."""

from __future__ import annotations

from typing import Any, ClassVar

from presidio_analyzer import Pattern, PatternRecognizer


class DeclaredPatternRecognizer(PatternRecognizer):
    """A Presidio pattern recognizer whose class attributes say everything (Presidio's own style).

    A subclass sets ``ENTITY``, ``PATTERNS`` and ``CONTEXT``, and ``LANGUAGE`` or
    ``REGEX_FLAGS`` where it differs; the recognizer's name carries the language, so one
    registry can hold the same recognizer for several languages.
    """

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
            patterns=self.PATTERNS,
            context=self.CONTEXT,
            supported_language=language,
            name=f"{type(self).__name__}_{language}",
            **options,
        )
