"""Fixtures shared by the router's tests: one Presidio analyzer for the session (built once, ~seconds)."""

from __future__ import annotations

import pytest

from screenroute.router.privacy.redaction import PresidioRedactor, SharedAnalyzer


@pytest.fixture(scope="session")
def analyzer() -> SharedAnalyzer:
    shared = SharedAnalyzer()
    shared.get()
    return shared


@pytest.fixture
def redactor(analyzer: SharedAnalyzer) -> PresidioRedactor:
    return PresidioRedactor(analyzer=analyzer)
