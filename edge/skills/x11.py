"""Input backends for X11 displays: one small interface, an XTest implementation and an xdotool one.

Planner output is untrusted, so no backend ever builds a command line from it. ``XTestInput``
(the default) sends pointer and key events through the XTEST extension with python-xlib: a
key is one chord parsed by the shared grammar (``screenroute.contract.parse_chord``), typed
text becomes key events, and other text is pasted from a CLIPBOARD selection this process
owns (``clipboard.py``), so no program runs and a typed password shows in no ``ps``.
``XdotoolInput`` drives the display through the ``xdotool`` program instead: the same grammar,
argument vectors with ``--`` before any value, ASCII text on stdin (``xdotool type --file -``),
other text pasted the same way.
"""

from __future__ import annotations

import re
import subprocess
import time
from typing import Protocol, runtime_checkable

from screenroute.contract import ActionError, parse_chord
from screenroute.edge.errors import SkillError
from screenroute.edge.geometry import ScreenGeometry
from screenroute.edge.sandbox.processes import child_env
from screenroute.edge.skills.clipboard import ClipboardPaste

__all__ = ["InputBackend", "XTestInput", "XdotoolInput", "create_input"]

# What is typed key by key: printable ASCII plus newline and tab. Everything else (CJK, accents)
# is pasted: `xdotool type` dropped a CJK character in Chromium (measured: "张伟 测试 café" arrived
# as "张伟 试 café"), because remapping a spare keycode per character races the application.
_TYPEABLE = re.compile(r"[\x20-\x7e\n\t]*")
# X keysym names of the contract's modifiers.
_MODIFIER_KEYSYMS = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L", "meta": "Meta_L"}
# Wheel notches are separate button presses; Chromium drops some sent back to back.
_WHEEL_GAP_S = 0.012


def _chord(chord: str) -> tuple[tuple[str, ...], str]:
    try:
        return parse_chord(chord)
    except ActionError as exc:
        raise SkillError(str(exc)) from exc


@runtime_checkable
class InputBackend(Protocol):
    """Mouse and keyboard on one screen. Coordinates are frame (physical) pixels of the monitor."""

    def click(self, x: int, y: int, button: int = 1) -> None:
        """Move to (x, y) and click ``button`` (1 left, 2 middle, 3 right)."""
        ...

    def type_text(self, text: str) -> None:
        """Type ``text`` into the focused element, any script (CJK included)."""
        ...

    def key(self, chord: str) -> None:
        """Press one key chord such as ``"ctrl+l"`` or ``"Return"`` (the contract's grammar)."""
        ...

    def scroll(self, x: int, y: int, amount: int) -> None:
        """Scroll at (x, y): ``amount`` wheel notches, positive = down, negative = up."""
        ...

    def move(self, x: int, y: int) -> None:
        """Move the pointer to (x, y) without clicking."""
        ...


def _screen_point(
    geometry: ScreenGeometry | None, x: int, y: int, size: tuple[int, int] | None = None
) -> tuple[int, int]:
    """Frame pixels → root-window pixels, refusing anything off the monitor."""
    if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, int) or not isinstance(y, int):
        raise SkillError(f"coordinates must be integers, got ({x!r}, {y!r})")
    if geometry is not None:
        if not geometry.contains(x, y):
            raise SkillError(f"point ({x}, {y}) is outside the {geometry.width}x{geometry.height} monitor")
        return geometry.left + x, geometry.top + y
    if x < 0 or y < 0 or (size is not None and (x >= size[0] or y >= size[1])):
        raise SkillError(f"point ({x}, {y}) is off screen")
    return x, y


def _check_button(button: int) -> None:
    if button not in (1, 2, 3) or isinstance(button, bool):
        raise SkillError(f"button={button!r} is not a mouse button; use 1 (left), 2 (middle) or 3 (right)")


def _check_amount(amount: int) -> None:
    if isinstance(amount, bool) or not isinstance(amount, int) or abs(amount) > 50:
        raise SkillError(f"scroll amount {amount!r} must be an integer in -50..50")


def _run(
    argv: list[str], env: dict[str, str], timeout_s: float, *, check: bool = True, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    try:
        proc = subprocess.run(argv, check=False, env=env, input=stdin, capture_output=True, timeout=timeout_s)
    except FileNotFoundError as exc:
        raise SkillError(f"{argv[0]} is not installed") from exc
    except subprocess.TimeoutExpired as exc:
        raise SkillError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} timed out after {timeout_s:.1f}s") from exc
    except OSError as exc:
        raise SkillError(f"cannot run {argv[0]}: {exc.strerror}") from exc
    if check and proc.returncode != 0:
        stderr = proc.stderr.decode(errors="replace").strip()
        raise SkillError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} failed (exit {proc.returncode}): {stderr}")
    return proc


class XTestInput:
    """Drives an X display through the XTEST extension (python-xlib); no command line is ever built.

    Pointer moves, clicks and wheel notches are fake button events; a chord presses its
    modifiers, the key, and releases them in reverse order; ASCII text is typed key by key
    from the display's own keymap (shifted where the keymap says so); other text is pasted
    through the clipboard. There are no artificial delays: XTest events queue in the
    server in order, and each call ends with a round trip so the events have been handled
    by the server when it returns.
    """

    def __init__(self, display: str, geometry: ScreenGeometry | None = None, *, timeout_s: float = 10.0) -> None:
        if timeout_s <= 0:
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0")
        from Xlib import XK, X, error  # heavy and X-only: imported by the backend that needs it
        from Xlib import display as xdisplay
        from Xlib.ext import xtest

        self.display = display
        self.geometry = geometry
        self._X, self._XK, self._xtest = X, XK, xtest
        try:
            self._d = xdisplay.Display(display)
        except (error.DisplayError, OSError) as exc:
            raise SkillError(f"cannot open X display {display!r}: {exc}") from exc
        if not self._d.has_extension("XTEST"):
            self._d.close()
            raise SkillError(f"X display {display!r} has no XTEST extension")
        screen = self._d.screen()
        self._root = screen.root
        self._size = (int(screen.width_in_pixels), int(screen.height_in_pixels))
        self._clipboard = ClipboardPaste(child_env(DISPLAY=display), timeout_s)

    def close(self) -> None:
        """Release the X connection."""
        self._clipboard.release()
        self._d.close()

    def __enter__(self) -> XTestInput:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- InputBackend -------------------------------------------------------------------

    def click(self, x: int, y: int, button: int = 1) -> None:
        self._clipboard.release()
        _check_button(button)
        sx, sy = _screen_point(self.geometry, x, y, self._size)
        self._fake(self._X.MotionNotify, x=sx, y=sy)
        self._fake(self._X.ButtonPress, button)
        self._fake(self._X.ButtonRelease, button)
        self._d.sync()

    def move(self, x: int, y: int) -> None:
        self._clipboard.release()
        sx, sy = _screen_point(self.geometry, x, y, self._size)
        self._fake(self._X.MotionNotify, x=sx, y=sy)
        self._d.sync()

    def scroll(self, x: int, y: int, amount: int) -> None:
        self._clipboard.release()
        _check_amount(amount)
        if amount == 0:
            return
        sx, sy = _screen_point(self.geometry, x, y, self._size)
        self._fake(self._X.MotionNotify, x=sx, y=sy)
        wheel = 5 if amount > 0 else 4
        for _ in range(abs(amount)):
            self._fake(self._X.ButtonPress, wheel)
            self._fake(self._X.ButtonRelease, wheel)
            self._d.sync()
            time.sleep(_WHEEL_GAP_S)

    def key(self, chord: str) -> None:
        self._clipboard.release()
        modifiers, keysym_name = _chord(chord)
        keysym = self._XK.string_to_keysym(keysym_name)
        code, shifted = self._keycode(keysym, keysym_name)
        held = [self._keycode(self._XK.string_to_keysym(_MODIFIER_KEYSYMS[m]), m)[0] for m in modifiers]
        if shifted and "shift" not in modifiers:
            held.append(self._keycode(self._XK.string_to_keysym("Shift_L"), "shift")[0])
        self._press(held, code)
        self._d.sync()

    def type_text(self, text: str) -> None:
        self._clipboard.release()
        if not text:
            return
        strokes = self._strokes(text) if _TYPEABLE.fullmatch(text) else None
        if strokes is None:
            self._clipboard.paste(text, lambda: self.key("ctrl+v"))
            return
        shift = self._keycode(self._XK.string_to_keysym("Shift_L"), "shift")[0]
        for code, shifted in strokes:
            self._press([shift] if shifted else [], code)
        self._d.sync()

    # -- extras ---------------------------------------------------------------------------

    def paste_text(self, text: str) -> None:
        """Put ``text`` on the clipboard and paste it with Ctrl+V; it is given up before the next action."""
        self._clipboard.paste(text, lambda: self.key("ctrl+v"))

    def pointer(self) -> tuple[int, int]:
        """The pointer position in frame pixels."""
        reply = self._root.query_pointer()
        left, top = (self.geometry.left, self.geometry.top) if self.geometry else (0, 0)
        return int(reply.root_x) - left, int(reply.root_y) - top

    # -- plumbing -------------------------------------------------------------------------

    def _fake(self, event: int, detail: int = 0, *, x: int = 0, y: int = 0) -> None:
        if event == self._X.MotionNotify:
            self._xtest.fake_input(self._d, event, x=x, y=y, root=self._root)
        else:
            self._xtest.fake_input(self._d, event, detail)

    def _press(self, held: list[int], code: int) -> None:
        for mod in held:
            self._fake(self._X.KeyPress, mod)
        self._fake(self._X.KeyPress, code)
        self._fake(self._X.KeyRelease, code)
        for mod in reversed(held):
            self._fake(self._X.KeyRelease, mod)

    def _keycode(self, keysym: int, name: str) -> tuple[int, bool]:
        """(keycode, needs shift) for ``keysym`` on the display's keymap."""
        if keysym:
            for code, index in self._d.keysym_to_keycodes(keysym):
                if index in (0, 1):
                    return int(code), index == 1
        raise SkillError(f"key {name!r} is not on this display's keyboard map")

    def _strokes(self, text: str) -> list[tuple[int, bool]] | None:
        """Key strokes for ASCII ``text``, or None when a character is not on the keymap (then it is pasted)."""
        strokes = []
        for ch in text:
            keysym = {"\n": self._XK.XK_Return, "\t": self._XK.XK_Tab}.get(ch, ord(ch))
            try:
                strokes.append(self._keycode(keysym, ch))
            except SkillError:
                return None
        return strokes


class XdotoolInput:
    """Drives an X display with xdotool; non-ASCII text is pasted from a clipboard this process owns.

    Every value on xdotool's argument vector is validated first (integers, one chord of the
    contract's grammar) and follows ``--``; typed text goes in on stdin (``type --file -``),
    never on the command line. Delays are zero (xdotool's defaults, 100 ms a click and ~25 ms
    a key, are pure waiting).
    """

    def __init__(self, display: str, geometry: ScreenGeometry | None = None, *, timeout_s: float = 10.0) -> None:
        if timeout_s <= 0:
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0")
        self.display = display
        self.geometry = geometry
        self.timeout_s = timeout_s
        self._env = child_env(DISPLAY=display)
        self._clipboard = ClipboardPaste(self._env, timeout_s)

    def close(self) -> None:
        """Give the clipboard up (xdotool holds no connection of its own)."""
        self._clipboard.release()

    def click(self, x: int, y: int, button: int = 1) -> None:
        self._clipboard.release()
        _check_button(button)
        sx, sy = _screen_point(self.geometry, x, y)
        self._xdotool(["mousemove", "--", str(sx), str(sy), "click", "--delay", "0", "--", str(button)])

    def move(self, x: int, y: int) -> None:
        self._clipboard.release()
        sx, sy = _screen_point(self.geometry, x, y)
        self._xdotool(["mousemove", "--", str(sx), str(sy)])

    def scroll(self, x: int, y: int, amount: int) -> None:
        self._clipboard.release()
        _check_amount(amount)
        if amount == 0:
            return
        sx, sy = _screen_point(self.geometry, x, y)
        wheel = "5" if amount > 0 else "4"
        self._xdotool(
            ["mousemove", "--", str(sx), str(sy), "click", "--repeat", str(abs(amount)), "--delay", "12", "--", wheel]
        )

    def key(self, chord: str) -> None:
        self._clipboard.release()
        modifiers, keysym = _chord(chord)
        self._xdotool(["key", "--clearmodifiers", "--delay", "0", "--", "+".join((*modifiers, keysym))])

    def type_text(self, text: str) -> None:
        self._clipboard.release()
        if not text:
            return
        if _TYPEABLE.fullmatch(text):
            self._xdotool(["type", "--clearmodifiers", "--delay", "0", "--file", "-"], stdin=text.encode("ascii"))
        else:
            self.paste_text(text)

    def paste_text(self, text: str) -> None:
        """Put ``text`` on the clipboard and paste it with Ctrl+V; it is given up before the next action."""
        self._clipboard.paste(text, lambda: self.key("ctrl+v"))

    def pointer(self) -> tuple[int, int]:
        """The pointer position in frame pixels."""
        out = self._xdotool(["getmouselocation", "--shell"])
        values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
        left, top = (self.geometry.left, self.geometry.top) if self.geometry else (0, 0)
        return int(values["X"]) - left, int(values["Y"]) - top

    def _xdotool(self, args: list[str], *, stdin: bytes | None = None) -> str:
        return _run(["xdotool", *args], self._env, self.timeout_s, stdin=stdin).stdout.decode(errors="replace")


#: Input backends by name (``XTestInput`` is the default).
INPUT_BACKENDS: dict[str, type[XTestInput] | type[XdotoolInput]] = {"xtest": XTestInput, "xdotool": XdotoolInput}


def create_input(name: str, display: str, geometry: ScreenGeometry | None = None) -> InputBackend:
    """The input backend called ``name`` for ``display``."""
    try:
        cls = INPUT_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown input backend {name!r}; choose one of: {', '.join(INPUT_BACKENDS)}") from None
    return cls(display, geometry)
