"""The risk gate: decides on the edge how dangerous an action is.

The tier comes from the skill and the whole element it acts on — the label of the element
under a click (``screenroute.edge.grounding.element_at``), or, for a key that acts on the
focused element (Return, space, Delete), the label of the element the edge last clicked —
never from the planner: screen text and planner output are untrusted input. What the
planner *says* it clicks can only raise the tier. The words are the shared contract's
(``screenroute.contract.risk``), so the planners agree.

:meth:`RiskGate.judge` adds what the element alone does not say: what the screen says (a
neutral "Continue" on a payment page, anything but "Cancel" under "Are you sure?"), what a
key triggers (Return in a field presses its form's default button,
:mod:`screenroute.edge.skills.trigger`), and where an action comes from (a click by point on a
control with no text is the task's to make; from a planner it needs a person).
"""

from __future__ import annotations

from dataclasses import dataclass

from screenroute.contract import Action, RiskTier, Skill, label_risk, parse_chord
from screenroute.contract.errors import ActionError
from screenroute.contract.risk import ScreenContext, max_tier
from screenroute.edge.grounding import Element
from screenroute.edge.skills.envelope import Source
from screenroute.edge.skills.trigger import looks_like_field

__all__ = ["FOCUS_KEYS", "FOCUS_MOVING_KEYS", "Judgement", "RiskGate"]

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
class Judgement:
    """The risk gate's verdict on one action: its tier and, when something beyond its own label raised it, why."""

    tier: RiskTier
    why: str = ""
    #: The label of what the action presses: the element clicked, the button Return submits, the
    #: focused element space presses ('' for an action that presses nothing or nothing readable).
    presses: str = ""


_ORDER = {RiskTier.LOW: 0, RiskTier.MEDIUM: 1, RiskTier.HIGH: 2}


@dataclass(frozen=True)
class RiskGate:
    """Classifies actions into risk tiers from their skill and the element they act on."""

    def classify(self, action: Action, grounded_text: str = "", focused: str | None = None) -> RiskTier:
        """Tier of ``action``.

        ``grounded_text``: the whole label of the element under the click. ``focused``: the
        label of the element that has the focus, ``None`` when the edge does not know it
        (then a key that acts on it needs a confirmation).
        """
        if action.skill == Skill.KEY:
            return self._key(action.keys, focused)
        if action.skill not in (Skill.CLICK, Skill.FILL):  # a fill clicks its field first
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

    def judge(
        self,
        action: Action,
        *,
        element: Element | None = None,
        focused: Element | None = None,
        trigger: Element | None = None,
        screen: ScreenContext | None = None,
        source: Source = Source.TASK,
    ) -> Judgement:
        """Tier of ``action`` from its element, what the screen says, what a key triggers and its source.

        ``element``: the whole element under a click (or a fill's field). ``focused``: the element
        that has the focus (None: unknown). ``trigger``: the button Return in ``focused`` presses
        (its form's default button), None when none is on screen. ``screen``: what the screen
        says and shows. ``source``: a task's own actions are the owner's; others are not.
        """
        label = element.label if element is not None else ""
        tier = self.classify(action, label, focused.label if focused is not None else None)
        why = ""
        presses = label if action.skill == Skill.CLICK else ""

        def raise_to(candidate: RiskTier, reason: str) -> None:
            nonlocal tier, why
            if _ORDER[candidate] > _ORDER[tier]:
                tier, why = candidate, reason

        untrusted = source is not Source.TASK
        if action.skill == Skill.CLICK:
            # A click into an empty text field presses nothing: it only takes the focus. What Return
            # there submits is judged when Return is pressed (its form's default button).
            into_field = not label.strip() and element is not None and looks_like_field(element.box)
            if untrusted and not label.strip() and not into_field:
                raise_to(
                    RiskTier.MEDIUM,
                    "a control with no text, clicked by point: the task's own steps may, a planner may not",
                )
            if screen is not None:
                # What the screen says ("will be deleted") still raises it; what it merely shows does not.
                raise_to(screen.tier_for(label, shown=untrusted and not into_field), screen.why)
        elif action.skill == Skill.KEY and focused is not None:
            try:
                modifiers, key = parse_chord(action.keys)
            except ActionError:
                return Judgement(RiskTier.HIGH, "not one chord")
            if key in FOCUS_KEYS and key != "Delete" and not ({"ctrl", "alt", "super", "meta"} & set(modifiers)):
                pressed = focused.label
                if key != "space":  # space presses the focused element itself; Return submits its form
                    if trigger is not None:
                        pressed = trigger.label
                        raise_to(label_risk(trigger.label), f"{action.keys} presses {trigger.label[:40]!r}")
                    elif untrusted and (not focused.label.strip() or looks_like_field(focused.box)):
                        pressed = ""
                        raise_to(RiskTier.MEDIUM, f"what {action.keys} submits from this field is not on screen")
                presses = pressed
                if screen is not None:
                    raise_to(screen.tier_for(pressed, shown=untrusted), screen.why)
        return Judgement(tier, why, presses)
