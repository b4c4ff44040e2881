"""Private by default: every screen text is painted unless the edge proves it is the app's own chrome.

Importing this package does not import Presidio; the recognizers are built on first use."""

from __future__ import annotations

from screenroute.router.privacy.redaction.base import Finding, Redacted, Redactor
from screenroute.router.privacy.redaction.redactor import ChromeRedactor, SharedAnalyzer, TaskChrome, default_analyzer
from screenroute.router.privacy.redaction.vault import PlaceholderVault, placeholder_label

#: The name the rest of the project builds its redactor by (the factory, the tests, the CLI).
PresidioRedactor = ChromeRedactor

__all__ = [
    "ChromeRedactor",
    "Finding",
    "PlaceholderVault",
    "PresidioRedactor",
    "Redacted",
    "Redactor",
    "SharedAnalyzer",
    "TaskChrome",
    "default_analyzer",
    "placeholder_label",
]
