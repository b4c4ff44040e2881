"""A Presidio NLP engine on blank spaCy pipelines: tokenisation only, never a download."""

from __future__ import annotations

from typing import Any

from presidio_analyzer.nlp_engine import NlpArtifacts, SpacyNlpEngine


class BlankSpacyNlpEngine(SpacyNlpEngine):
    """``SpacyNlpEngine`` whose pipelines are ``spacy.blank(lang)``.

    The stock engine calls ``spacy.cli.download`` for a missing model (network). A blank
    pipeline has a tokenizer (Chinese: one token per character) but no tagger, lemmatizer
    or NER, which is all the pattern recognizers need. Blank pipelines set no lemmas, so
    lower-cased token text stands in for them: Presidio's context enhancer compares
    context words against lemmas and would otherwise never fire.
    """

    engine_name = "spacy_blank"

    def __init__(self, languages: tuple[str, ...] = ("en", "zh")) -> None:
        super().__init__(models=[{"lang_code": lang, "model_name": f"blank:{lang}"} for lang in languages])
        self._languages = languages

    def load(self) -> None:
        """Build the blank pipelines in memory (no files, no network)."""
        import spacy

        self.nlp = {lang: spacy.blank(lang) for lang in self._languages}

    def _doc_to_nlp_artifact(self, doc: Any, language: str) -> NlpArtifacts:
        artifacts: NlpArtifacts = super()._doc_to_nlp_artifact(doc, language)
        if not any(artifacts.lemmas):
            artifacts.lemmas = [token.lower_ for token in doc]
            artifacts.keywords = NlpArtifacts.set_keywords(self, artifacts.lemmas, language)
        return artifacts
