"""Listen passively to a display's keyboard and mouse with the X RECORD extension.

The person (or another program) keeps full control of the display; nothing is grabbed and
no window is created. XRecord reports every device event of every client — a real keyboard,
XTest, xdotool — before it is delivered, so the actor does not have to cooperate. Debian's
Xvfb ships RECORD (see NOTES.md), and so does every Xorg server.

Keycodes are turned into keysyms with the keyboard mapping *as it was when the key was
pressed*: tools like xdotool bind a spare keycode to a character they need and restore it
right after, so the listener also records ``ChangeKeyboardMapping`` requests and replays
them on its own copy of the mapping, in the order the server saw them.
"""

from __future__ import annotations

import logging
import struct
import threading
import time
from collections.abc import Callable
from typing import Any

from screenroute.edge.errors import EdgeError
from screenroute.edge.record.events import RawInput, RawKind

__all__ = ["RecordError", "XRecordListener"]

log = logging.getLogger(__name__)

_SHIFT, _LOCK = 1, 2
_CHANGE_KEYBOARD_MAPPING = 100  # core request opcode
_KIND: dict[int, RawKind] = {
    2: "key_press",
    3: "key_release",
    4: "button_press",
    5: "button_release",
    6: "motion",
}


def _x_errors() -> tuple[type[BaseException], ...]:
    """What python-xlib raises when a display goes away or refuses a request (imported only when used)."""
    from Xlib import error

    return (error.XError, error.ConnectionClosedError, error.DisplayError, OSError)


class RecordError(EdgeError):
    """The display cannot be listened to (no such display, no RECORD extension)."""


def _keysym_names() -> dict[int, str]:
    from Xlib import XK

    names: dict[int, str] = {}
    for attr, value in vars(XK).items():
        if attr.startswith("XK_") and isinstance(value, int):
            names.setdefault(value, attr[3:])
    return names


def keysym_char(keysym: int) -> str:
    """The character a keysym types ('' for function keys and unknown symbols)."""
    if 0x20 <= keysym <= 0x7E or 0xA0 <= keysym <= 0xFF:
        return chr(keysym)
    if keysym & 0xFF000000 == 0x01000000:  # Unicode keysyms: 0x01000000 + code point
        return chr(keysym & 0x00FFFFFF)
    if 0xFFB0 <= keysym <= 0xFFB9:  # keypad digits
        return chr(ord("0") + keysym - 0xFFB0)
    return ""


def keysym_name(keysym: int, names: dict[int, str]) -> str:
    """The X name of a keysym (``"Return"``, ``"a"``); Unicode keysyms as ``"U4E2D"``."""
    if keysym in names:
        return names[keysym]
    if keysym & 0xFF000000 == 0x01000000:
        return f"U{keysym & 0x00FFFFFF:04X}"
    return f"0x{keysym:x}" if keysym else ""


class XRecordListener:
    """Hears the device events of display ``display`` and hands each to ``on_event`` as :class:`RawInput`.

    ``on_event`` runs on the listener's thread. :meth:`start` returns once the server is
    recording; :meth:`stop` ends it and joins the thread. Event times are the server's
    millisecond timestamps mapped onto :func:`time.monotonic` (the smallest observed offset,
    so a delivery delay never makes an event look later than it was).
    """

    def __init__(self, display: str, on_event: Callable[[RawInput], None]) -> None:
        self.display = display
        self._on_event = on_event
        self._data: Any = None
        self._control: Any = None
        self._context: Any = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._keymap: dict[int, list[int]] = {}
        self._names: dict[int, str] = {}
        self._offset: float | None = None

    def start(self, timeout_s: float = 10.0) -> None:
        """Connect, create the RECORD context and start listening; RecordError when that is impossible."""
        from Xlib import X, display, error
        from Xlib.ext import record

        try:
            self._control = display.Display(self.display)
            self._data = display.Display(self.display)
        except (error.DisplayError, OSError) as exc:
            raise RecordError(f"cannot open display {self.display}: {exc}") from exc
        if not self._control.has_extension("RECORD"):
            self.close()
            raise RecordError(f"display {self.display} has no RECORD extension; the recorder needs it")
        first = self._control.display.info.min_keycode
        count = self._control.display.info.max_keycode - first + 1
        for offset, syms in enumerate(self._control.get_keyboard_mapping(first, count)):
            self._keymap[first + offset] = list(syms)
        self._names = _keysym_names()
        self._offset = self._server_clock_offset()
        self._context = self._control.record_create_context(
            0,
            [record.AllClients],
            [
                {
                    "core_requests": (_CHANGE_KEYBOARD_MAPPING, _CHANGE_KEYBOARD_MAPPING),
                    "core_replies": (0, 0),
                    "ext_requests": (0, 0, 0, 0),
                    "ext_replies": (0, 0, 0, 0),
                    "delivered_events": (0, 0),
                    "device_events": (X.KeyPress, X.MotionNotify),
                    "errors": (0, 0),
                    "client_started": False,
                    "client_died": False,
                }
            ],
        )
        # The data connection may only use the context once the server has created it.
        self._control.sync()
        self._thread = threading.Thread(target=self._run, name=f"xrecord-{self.display}", daemon=True)
        self._thread.start()
        # enable_context blocks in the thread; the server starts recording as soon as it is sent.
        deadline = time.monotonic() + timeout_s
        while not self._ready.is_set() and time.monotonic() < deadline:
            if self._error is not None:
                raise RecordError(f"recording on {self.display} failed: {self._error}") from self._error
            time.sleep(0.02)
        time.sleep(0.1)

    def _server_clock_offset(self) -> float | None:
        """monotonic() - server time, measured by a property change on a private, unmapped window.

        Events are mapped onto this process's clock with it; without it the first events
        would be placed by their own (possibly late) delivery, and a before-frame taken for
        them could already show their effect.
        """
        from Xlib import X, Xatom

        conn = self._control
        window = conn.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent, event_mask=X.PropertyChangeMask)
        try:
            atom = conn.intern_atom("_SCREENROUTE_RECORD_CLOCK")
            sent = time.monotonic()
            window.change_property(atom, Xatom.STRING, 8, b"t")
            conn.flush()
            deadline = sent + 5.0
            while time.monotonic() < deadline:
                if not conn.pending_events():
                    time.sleep(0.001)
                    continue
                event = conn.next_event()
                if event.type == X.PropertyNotify and event.window.id == window.id:
                    received = time.monotonic()
                    return (sent + received) / 2 - float(event.time) / 1000.0
            return None
        finally:
            window.destroy()
            conn.sync()

    def stop(self) -> None:
        """Stop recording and release the connections. Idempotent."""
        if self._context is not None and self._control is not None:
            try:
                self._control.record_disable_context(self._context)
                self._control.sync()
            except _x_errors() as exc:  # the display may be gone already
                log.debug("disabling the record context failed: %s", exc)
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        if self._context is not None and self._control is not None:
            try:
                self._control.record_free_context(self._context)
                self._control.sync()
            except _x_errors() as exc:
                log.debug("freeing the record context failed: %s", exc)
        self._context = None
        self.close()

    def close(self) -> None:
        for attr in ("_data", "_control"):
            conn = getattr(self, attr)
            if conn is not None:
                try:
                    conn.close()
                except _x_errors() as exc:
                    log.debug("closing the connection to %s failed: %s", self.display, exc)
                setattr(self, attr, None)

    @property
    def error(self) -> BaseException | None:
        """What ended the listening thread early, if anything did."""
        return self._error

    # -- the recording thread ----------------------------------------------------------------
    def _run(self) -> None:
        self._ready.set()
        try:
            self._data.record_enable_context(self._context, self._reply)
        except _x_errors() as exc:
            if self._context is not None:
                self._error = exc
                log.warning("recording on %s stopped: %s", self.display, exc)

    def _reply(self, reply: Any) -> None:
        from Xlib.ext import record
        from Xlib.protocol import rq

        if reply.client_swapped:
            return  # a client of the other byte order; never the case on one machine
        data: bytes = reply.data
        if reply.category == record.FromClient:
            self._mapping_requests(data)
            return
        if reply.category != record.FromServer:
            return
        received = time.monotonic()
        field = rq.EventField("event")  # the name only labels the field; the data is one event after another
        rest: Any = data
        while len(rest) >= 32:
            event, rest = field.parse_binary_value(rest, self._data.display, None, None)
            kind = _KIND.get(event.type & 0x7F)
            if kind is None:
                continue
            when = self._local_time(event.time, received)
            raw = RawInput(kind, when, event.detail, event.root_x, event.root_y, event.state)
            if kind in ("key_press", "key_release"):
                raw = self._with_key(raw)
            try:
                self._on_event(raw)
            except Exception:  # one bad event must not end the recording; it is logged with its traceback
                log.exception("the recorder's event handler failed on %s", kind)

    def _local_time(self, server_ms: int, received: float) -> float:
        offset = received - server_ms / 1000.0
        # The server clock is a 32-bit millisecond counter; it wraps every ~49 days.
        if self._offset is None or offset < self._offset or offset - self._offset > 3600:
            self._offset = offset
        return server_ms / 1000.0 + self._offset

    def _with_key(self, raw: RawInput) -> RawInput:
        syms = self._keymap.get(raw.detail, [])
        base = syms[0] if syms else 0
        shifted = syms[1] if len(syms) > 1 and syms[1] else base
        letter = keysym_char(base).isalpha()
        use_shifted = bool(raw.state & _SHIFT) != bool(letter and raw.state & _LOCK)
        sym = shifted if use_shifted else base
        return RawInput(
            raw.kind, raw.time, raw.detail, raw.x, raw.y, raw.state,
            keysym=keysym_name(base, self._names), char=keysym_char(sym),
        )  # fmt: skip

    def _mapping_requests(self, data: bytes) -> None:
        """Apply ChangeKeyboardMapping requests to the listener's copy of the mapping."""
        while len(data) >= 8:
            opcode, count, length = struct.unpack_from("=BBH", data, 0)
            size = max(length * 4, 8)
            if opcode == _CHANGE_KEYBOARD_MAPPING:
                first, per = struct.unpack_from("=BB", data, 4)
                syms = struct.unpack_from(f"={count * per}I", data, 8) if count * per else ()
                for i in range(count):
                    self._keymap[first + i] = list(syms[i * per : (i + 1) * per])
            data = data[size:]
