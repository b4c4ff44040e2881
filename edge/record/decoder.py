"""Turn raw key and button events into the actions a person meant: clicks, scrolls, chords, typed strings.

Pure and clock-free (times come with the events), so it is tested without a display.
Rules, from what a person does at a keyboard:

* printable characters without Ctrl/Alt/Super accumulate into one typed string; BackSpace
  inside that string edits it (a corrected typo is not part of the task);
* anything else that is not a bare modifier is one chord (``ctrl+a``, ``shift+Tab``,
  ``Return``) in the contract's grammar; keys the grammar cannot name are skipped with a note;
* wheel notches in one direction within ``scroll_gap_s`` of each other are one scroll;
* a button press is a click where it was pressed (a release far away is noted as a drag).
"""

from __future__ import annotations

from collections.abc import Callable

from screenroute.contract import ActionError, parse_chord
from screenroute.contract.skills import MODIFIERS
from screenroute.edge.frame import Frame
from screenroute.edge.record.events import ActionKind, InputAction, RawInput

__all__ = ["MODIFIER_KEYSYMS", "ActionDecoder"]

SHIFT, LOCK, CONTROL, ALT, SUPER = 1, 2, 4, 8, 64

#: Keys that only modify others; pressed alone they are not an action.
MODIFIER_KEYSYMS = frozenset(
    {
        "Shift_L", "Shift_R", "Control_L", "Control_R", "Alt_L", "Alt_R", "Meta_L", "Meta_R",
        "Super_L", "Super_R", "Hyper_L", "Hyper_R", "ISO_Level3_Shift", "Mode_switch",
        "Caps_Lock", "Num_Lock", "Shift_Lock",
    }
)  # fmt: skip

_WHEEL = {4: -1, 5: 1}  # X buttons 4/5: wheel up/down
_HORIZONTAL_WHEEL = (6, 7)
# A press and release further apart than this were a drag, which no skill can replay.
_DRAG_PX = 8
# Two left clicks this close in time and space are a double click.
_DOUBLE_CLICK_S = 0.4
_DOUBLE_CLICK_PX = 4


def _stop_chord(chord: str) -> tuple[frozenset[str], str]:
    """``"Pause"``, ``"ctrl+alt+s"`` → (modifiers, casefolded keysym name); any X keysym name may end it."""
    *mods, key = chord.split("+")
    canonical = {MODIFIERS.get(m.casefold()) for m in mods}
    if None in canonical or not key:
        raise ValueError(f"stop key {chord!r} is not MODIFIER+...+KEY (modifiers: {', '.join(sorted(MODIFIERS))})")
    return frozenset(m for m in canonical if m is not None), key.casefold()


class ActionDecoder:
    """Feeds on :class:`RawInput`, hands out finished :class:`InputAction` s in order.

    ``snapshot(t)`` returns the screen as it was just before time ``t``; it is called when an
    action *starts* (the first key of a typed string), because a typed string may last far
    longer than any frame history is kept. ``still(t)`` returns the screen at ``t`` only if it
    had come to rest by then (default: ``snapshot``); it gives an action's ``settled`` frame
    when the pointer moves on to the next target. ``stop_chord`` (e.g. ``"Pause"``) ends the
    recording: :meth:`feed` then reports it and the chord itself is not an action.
    """

    def __init__(
        self,
        snapshot: Callable[[float], Frame | None] = lambda t: None,
        *,
        still: Callable[[float], Frame | None] | None = None,
        stop_chord: str = "Pause",
        scroll_gap_s: float = 1.0,
    ) -> None:
        self._snapshot = snapshot
        self._still = still or snapshot
        self._stop = _stop_chord(stop_chord) if stop_chord else None
        self._scroll_gap_s = scroll_gap_s
        self._typing: InputAction | None = None
        self._scroll: InputAction | None = None
        self._press: RawInput | None = None
        self._press_before: Frame | None = None
        # The last click, held back while a second press at its point may still make it a double click.
        self._pending: InputAction | None = None
        self._last_action: InputAction | None = None
        self.stopped = False
        #: What could not be recorded exactly, in the order it happened.
        self.notes: list[str] = []

    def feed(self, event: RawInput) -> list[InputAction]:
        """Take one event; returns the actions it finished (possibly none)."""
        if self.stopped:
            return []
        if event.kind == "key_press":
            return self._key(event)
        if event.kind == "button_press":
            return self._button_press(event)
        if event.kind == "button_release":
            return self._button_release(event)
        if event.kind == "motion":
            return self._moved(event)
        return []

    def _moved(self, event: RawInput) -> list[InputAction]:
        """The pointer moves on: once the screen has come to rest, what it shows is the last action's own effect.

        ``still(t)`` gives the screen at ``t`` only if it had stopped changing by then, so a
        person who moves the mouse while a page loads is not taken at a half-drawn page; a
        later motion tries again.
        """
        last = self._typing or self._scroll or self._last_action
        if last is not None and last.settled is None and event.time > last.end:
            last.settled = self._still(event.time)
        pending = self._pending
        if pending is not None and event.time - pending.end > _DOUBLE_CLICK_S:
            return self._flush_click()
        return []

    def _settle_last(self, t: float) -> None:
        """The person starts another action: the screen they looked at, if it had come to rest, is
        the last action's own effect (nobody moved the pointer in between to give it one)."""
        last = self._last_action
        if last is not None and last.settled is None and t > last.end:
            last.settled = self._still(t)

    def finish(self) -> list[InputAction]:
        """The actions still open when the recording ends (a typed string not yet followed by anything)."""
        done = self._flush_click() + self._flush_typing() + self._flush_scroll()
        if self._press is not None:
            done += self._released(self._press, self._press, self._press_before) + self._flush_click()
            self._press = None
        return done

    # -- keys ------------------------------------------------------------------------------
    def _key(self, event: RawInput) -> list[InputAction]:
        if event.keysym in MODIFIER_KEYSYMS or not event.keysym:
            return []
        held = [name for bit, name in ((CONTROL, "ctrl"), (ALT, "alt"), (SUPER, "super")) if event.state & bit]
        if self._stop is not None and self._is_stop(event, held):
            self.stopped = True
            return self.finish()
        typing = self._typing
        if not held and event.char and event.char.isprintable():
            done = self._flush_click() + self._flush_scroll()
            if typing is None:
                self._settle_last(event.time)
                typing = InputAction(ActionKind.TYPE, event.time, event.time, before=self._snapshot(event.time))
                self._typing = typing
            typing.text += event.char
            typing.end = event.time
            typing.settled = None
            return done
        if not held and event.keysym == "BackSpace" and typing is not None and typing.text:
            typing.text = typing.text[:-1]
            typing.end = event.time
            return []
        done = self._flush_click() + self._flush_typing() + self._flush_scroll()
        self._settle_last(event.time)
        chord = self._chord_text(event, held)
        try:
            parse_chord(chord)
        except ActionError as exc:
            self.notes.append(f"key {chord!r} cannot be replayed as a chord, skipped: {exc}")
            return done
        before = self._snapshot(event.time)
        done.append(InputAction(ActionKind.KEY, event.time, event.time, keys=chord, before=before))
        self._last_action = done[-1]
        return done

    @staticmethod
    def _chord_text(event: RawInput, held: list[str]) -> str:
        mods = [m for m in ("ctrl", "shift", "alt", "super") if m in held or (m == "shift" and event.state & SHIFT)]
        key = event.keysym.lower() if len(event.keysym) == 1 else event.keysym
        return "+".join([*mods, key])

    def _is_stop(self, event: RawInput, held: list[str]) -> bool:
        if self._stop is None:
            return False
        mods = frozenset(held) | ({"shift"} if event.state & SHIFT else set())
        return (mods, event.keysym.casefold()) == self._stop

    # -- buttons ---------------------------------------------------------------------------
    def _button_press(self, event: RawInput) -> list[InputAction]:
        if event.detail in _WHEEL:
            done = self._flush_click() + self._flush_typing()
            step = _WHEEL[event.detail]
            scroll = self._scroll
            if (
                scroll is not None
                and (scroll.amount > 0) == (step > 0)
                and event.time - scroll.end <= self._scroll_gap_s
            ):
                scroll.amount += step
                scroll.end = event.time
                scroll.settled = None
                return done
            done += self._flush_scroll()
            self._settle_last(event.time)
            self._scroll = InputAction(
                ActionKind.SCROLL, event.time, event.time, x=event.x, y=event.y, amount=step,
                before=self._snapshot(event.time),
            )  # fmt: skip
            return done
        if event.detail in _HORIZONTAL_WHEEL:
            self.notes.append("a horizontal scroll cannot be replayed, skipped")
            return []
        done = self._flush_typing() + self._flush_scroll()
        if self._press is not None:  # a press whose release we never heard
            done += self._released(self._press, self._press, self._press_before)
        if self._pending is not None and not self._again(self._pending, event):
            done += self._flush_click()
        self._settle_last(event.time)
        self._press = event
        self._press_before = self._snapshot(event.time)
        return done

    def _button_release(self, event: RawInput) -> list[InputAction]:
        press = self._press
        if press is None or event.detail != press.detail:
            return []
        self._press = None
        return self._released(press, event, self._press_before)

    @staticmethod
    def _again(click: InputAction, press: RawInput) -> bool:
        """Whether ``press`` clicks ``click``'s point again within the double-click time (one double click)."""
        return (
            press.detail == click.button
            and press.time - click.end <= _DOUBLE_CLICK_S
            and abs(press.x - click.x) <= _DOUBLE_CLICK_PX
            and abs(press.y - click.y) <= _DOUBLE_CLICK_PX
        )

    def _released(self, press: RawInput, release: RawInput, before: Frame | None) -> list[InputAction]:
        """A click ended: held back as the pending click (a second press may follow), or counted into
        the pending one as its second (third) press. Returns the clicks this finished."""
        pending = self._pending
        if pending is not None and self._again(pending, press):
            # One double click: the person's one action, with the screen before its first press.
            pending.clicks += 1
            pending.end = release.time
            pending.settled = None
            return []
        done = self._flush_click()
        click = InputAction(
            ActionKind.CLICK, press.time, release.time, x=press.x, y=press.y, button=press.detail, before=before
        )
        if abs(release.x - press.x) > _DRAG_PX or abs(release.y - press.y) > _DRAG_PX:
            click.notes.append(
                f"drag from ({press.x},{press.y}) to ({release.x},{release.y}) recorded as a click where it started"
            )
        self._pending = click
        self._last_action = click
        return done

    # -- pending ---------------------------------------------------------------------------
    def _flush_click(self) -> list[InputAction]:
        click, self._pending = self._pending, None
        return [click] if click is not None else []

    def _flush_typing(self) -> list[InputAction]:
        typing, self._typing = self._typing, None
        if typing is None or not typing.text:
            return []
        self._last_action = typing
        return [typing]

    def _flush_scroll(self) -> list[InputAction]:
        scroll, self._scroll = self._scroll, None
        if scroll is None or not scroll.amount:
            return []
        self._last_action = scroll
        return [scroll]
