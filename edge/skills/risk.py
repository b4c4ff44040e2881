"""The risk gate: decides on the edge how dangerous an action is.

The tier comes from the skill and its grounded target (the OCR text under the click),
never from the planner: screen text and planner output are untrusted input.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from edge.skills.action import Action, RiskTier

# Words on a button that make clicking it irreversible or outward-facing.
HIGH_RISK_WORDS = (
    "delete", "remove all", "drop", "transfer", "wire", "publish", "pay now", "empty trash",
    "删除", "转账", "发布", "清空", "付款",
)
# Words that commit a change: allowed, but only after a confirmation.
MEDIUM_RISK_WORDS = (
    "save", "submit", "send", "confirm", "place order", "approve", "apply",
    "保存", "提交", "发送", "确认", "下单", "审批",
)
_KEYS_HIGH = ("shift+delete", "ctrl+shift+delete")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).casefold()).strip()


@dataclass(frozen=True)
class RiskGate:
    """Classifies actions into risk tiers from their skill and grounded target text."""

    high_words: tuple[str, ...] = HIGH_RISK_WORDS
    medium_words: tuple[str, ...] = MEDIUM_RISK_WORDS

    def classify(self, action: Action, grounded_text: str = "") -> RiskTier:
        """Tier of ``action``; ``grounded_text`` is the OCR text at the click point, if any."""
        if action.skill == "key" and _norm(action.keys) in _KEYS_HIGH:
            return RiskTier.HIGH
        if action.skill != "click":
            return RiskTier.LOW
        # OCR drops spaces between English words, so compare without spaces too.
        label = _norm(grounded_text or action.target_text)
        if any(_mentions(label, word) for word in self.high_words):
            return RiskTier.HIGH
        if any(_mentions(label, word) for word in self.medium_words):
            return RiskTier.MEDIUM
        return RiskTier.LOW


def _mentions(label: str, word: str) -> bool:
    """Whether a button label contains ``word``: as a whole word, or glued as OCR reads it."""
    if not word.isascii():
        return word in label
    if re.search(rf"\b{re.escape(word)}\b", label):
        return True
    # "Saveandaddanother": the Chinese OCR model glues English words, so a glued label
    # that starts with the word counts too.
    squeezed = label.replace(" ", "")
    return " " not in label and squeezed.startswith(word.replace(" ", ""))
