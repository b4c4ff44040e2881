"""The risk gate: decides on the edge how dangerous an action is.

The tier comes from the skill and the whole element it acts on — the label of the element
under a click (``screenroute.edge.grounding.element_at``), or, for a key that acts on the
focused element (Return, space, Delete), the label of the element the edge last clicked —
never from the planner: screen text and planner output are untrusted input. What the
planner *says* it clicks can only raise the tier. The words are the shared contract's
(``screenroute.contract.risk``), so the planners agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from screenroute.contract import Action, RiskTier, label_risk, parse_chord
from screenroute.contract.errors import ActionError
from screenroute.contract.risk import max_tier

__all__ = ["FOCUS_KEYS", "FOCUS_MOVING_KEYS", "RiskGate"]

#: Keys that act on the focused element: they take its tier.
FOCUS_KEYS = frozenset({"Return", "KP_Enter", "space", "Delete"})
#: Keys after which the edge no longer knows what has the focus.
FOCUS_MOVING_KEYS = frozenset({"Tab", "F6"})
# Chords that destroy without asking (shift+Delete skips the trash) or clear browsing data.
_HIGH_CHORDS = frozenset({(("shift",), "Delete"), (("ctrl", "shift"), "Delete"), (("shift", "ctrl"), "Delete")})
# Chords that close the browser or its window: the task's state is lost.
_MEDIUM_CHORDS = frozenset(
    {(("alt",), "F4"), (("ctrl",), "w"), (("ctrl",), "q"), (("ctrl", "shift"), "w"), (("ctrl", "shift"), "q")}
)


@dataclass(frozen=True)
class RiskGate:
    """Classifies actions into risk tiers from their skill and the element they act on."""

    def classify(self, action: Action, grounded_text: str = "", focused: str | None = None) -> RiskTier:
        """Tier of ``action``.

        ``grounded_text``: the whole label of the element under the click. ``focused``: the
        label of the element that has the focus, ``None`` when the edge does not know it
        (then a key that acts on it needs a confirmation).
        """
        if action.skill == "key":
            return self._key(action.keys, focused)
        if action.skill not in ("click", "fill"):  # a fill clicks its field first
            return RiskTier.LOW
        return max_tier(label_risk(grounded_text), label_risk(action.target_text))

    @staticmethod
    def _key(chord: str, focused: str | None) -> RiskTier:
        try:
            modifiers, key = parse_chord(chord)
        except ActionError:
            return RiskTier.HIGH  # never reached past validation; refuse rather than guess
        if (modifiers, key) in _HIGH_CHORDS:
            return RiskTier.HIGH
        if (modifiers, key) in _MEDIUM_CHORDS:
            return RiskTier.MEDIUM
        if key in FOCUS_KEYS and not ({"ctrl", "alt", "super", "meta"} & set(modifiers)):
            return RiskTier.MEDIUM if focused is None else label_risk(focused)
        return RiskTier.LOW
