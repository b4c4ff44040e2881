"""The event model of a recording: raw X input as the recorder hears it, and the actions it decodes.

Two levels, so that the X-specific listener and the pure decoder meet at plain data:

* :class:`RawInput` — one key or button press/release as XRecord reports it, already
  mapped to a keysym name and the character it types (if any), with the pointer position
  and the modifier state at that moment, on this process's monotonic clock;
* :class:`InputAction` — what a person *did*: a click, a scroll, a key chord, or a typed
  string, with the time it started (its before-frame is the screen just before that) and
  the time it ended.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from screenroute.edge.frame import Frame

__all__ = ["ActionKind", "InputAction", "RawInput", "RawKind"]

RawKind = Literal["key_press", "key_release", "button_press", "button_release", "motion"]


@dataclass(frozen=True, slots=True)
class RawInput:
    """One device event heard on the display.

    ``detail`` is the keycode or the button number. ``keysym`` is the X keysym name of the
    key as the keyboard mapping had it when the event happened (``"a"``, ``"Return"``,
    ``"Shift_L"``); ``char`` the character it types with the current modifiers ("" for
    none). ``state`` is the X modifier mask before the event (Shift 1, Lock 2, Control 4,
    Mod1/Alt 8, Mod4/Super 64). ``time`` is seconds on :func:`time.monotonic`.
    """

    kind: RawKind
    time: float
    detail: int
    x: int = 0
    y: int = 0
    state: int = 0
    keysym: str = ""
    char: str = ""


class ActionKind(StrEnum):
    """What a person did."""

    CLICK = "click"
    SCROLL = "scroll"
    KEY = "key"
    TYPE = "type"


@dataclass(slots=True)
class InputAction:
    """One decoded action.

    ``click``: ``x``, ``y`` (root window pixels), ``button`` (1 left, 2 middle, 3 right),
    ``clicks`` (2 for a double click). ``scroll``: ``amount`` in wheel notches (positive =
    down) at ``x``, ``y``. ``key``: ``keys``, one chord in the contract's grammar
    (``"ctrl+shift+n"``, ``"Return"``). ``type``: ``text``, the typed string after the
    person's own corrections (BackSpace inside a typed string edits it).
    ``notes`` are things the decoder could not express exactly (a drag recorded as a click).
    ``before`` is the screen just before the action started (what a click is grounded on).
    ``settled`` is the screen the action left before the pointer moved on: hovering the next
    target may open a submenu or a tooltip that the action itself did not bring up.
    ``after`` is ``settled`` when there is one, else the screen the person saw when they acted
    next (or when the recording stopped).
    ``wrote``: the application received a write (a form's POST, seen by the sandbox's egress
    filter) after this action and before the next one: the action committed something.
    """

    kind: ActionKind
    start: float
    end: float
    x: int = 0
    y: int = 0
    button: int = 1
    clicks: int = 1
    amount: int = 0
    keys: str = ""
    text: str = ""
    notes: list[str] = field(default_factory=list)
    before: Frame | None = None
    settled: Frame | None = None
    after: Frame | None = None
    wrote: bool = False

    def describe(self) -> str:
        """A short form for logs (typed text as a length only: it may be a password)."""
        if self.kind is ActionKind.CLICK:
            return f"click ({self.x},{self.y})" + (f" x{self.clicks}" if self.clicks > 1 else "")
        if self.kind is ActionKind.SCROLL:
            return f"scroll {self.amount:+d} at ({self.x},{self.y})"
        if self.kind is ActionKind.KEY:
            return f"key {self.keys}"
        return f"type {len(self.text)} chars"
