"""PII redaction before anything leaves the edge: the interface, the vault, the Presidio redactor.

Importing this package does not import Presidio or spaCy; the analyzer is built on first use.
"""

from __future__ import annotations

from screenroute.router.redaction.base import Finding, Redacted, Redactor
from screenroute.router.redaction.presidio_redactor import PresidioRedactor, SharedAnalyzer, default_analyzer
from screenroute.router.redaction.vault import PlaceholderVault, placeholder_label

__all__ = [
    "Finding",
    "PlaceholderVault",
    "PresidioRedactor",
    "Redacted",
    "Redactor",
    "SharedAnalyzer",
    "default_analyzer",
    "placeholder_label",
]
