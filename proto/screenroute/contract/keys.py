"""Which keys a planner may press: a small allow-list, and what a key triggers.

A planner's answer is untrusted. Keys that move through the page (Escape, Tab, arrows, Page
Up/Down, Home/End) and the keys that press what has the focus (Return, space — judged by what
they trigger) are all a planner gets on its own. Every other chord — browser and desktop
chrome (open, save, print, location bar, new window or tab, developer tools, history,
menus by mnemonic, function keys), editing shortcuts, Delete — is the task's to use: a
planner may press it only at a step whose own actions press it (the task's envelope,
``screenroute.edge.skills.envelope``). Both sides of the wire read this list: the edge's
gate and every planner backend.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from screenroute.contract.errors import ActionError
from screenroute.contract.skills import parse_chord

__all__ = ["CHROME_FOCUS_CHORDS", "PLANNER_KEYS", "TRIGGER_KEYS", "chord_name", "planner_may_press"]

#: Chords a planner may press anywhere: they move through the page or press the focused element.
#: Back (alt+Left) returns to a page of this run; where it lands is checked like any navigation.
PLANNER_KEYS: Final = (
    "Escape",
    "Tab",
    "shift+Tab",
    "Up",
    "Down",
    "Left",
    "Right",
    "Page_Up",
    "Page_Down",
    "Home",
    "End",
    "Return",
    "KP_Enter",
    "space",
    "alt+Left",
)
#: Keys that press what has the focus (a button, a form's default button): judged by what they trigger.
TRIGGER_KEYS: Final = frozenset({"Return", "KP_Enter", "space"})
#: Chords that move the focus out of the page into the browser's or the desktop's chrome (the
#: location bar, a file chooser's path): text typed after them goes where the page cannot see.
CHROME_FOCUS_CHORDS: Final = frozenset({"ctrl+l", "alt+d", "F6", "ctrl+o", "ctrl+s", "ctrl+shift+s", "ctrl+p"})

_MODIFIER_ORDER = ("ctrl", "alt", "shift", "super", "meta")


def chord_name(chord: str) -> str:
    """The canonical spelling of one chord (``"Shift+ctrl+T"`` → ``"ctrl+shift+t"``); ActionError if invalid."""
    modifiers, key = parse_chord(chord)
    ordered = sorted(modifiers, key=_MODIFIER_ORDER.index)
    return "+".join([*ordered, key])


_PLANNER: Final = frozenset(chord_name(c) for c in PLANNER_KEYS)


def planner_may_press(chord: str, task_chords: Iterable[str] = ()) -> bool:
    """Whether a planner may press ``chord``: on the allow-list, or one of ``task_chords`` (canonical
    names of the chords the task's own step presses where the planner acts)."""
    try:
        name = chord_name(chord)
    except ActionError:
        return False
    if name in _PLANNER:
        return True
    for allowed in task_chords:
        try:
            if chord_name(allowed) == name:
                return True
        except ActionError:
            continue
    return False
