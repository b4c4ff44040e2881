"""Paste text by owning the X CLIPBOARD selection in-process, until the next input action.

A paste is asynchronous: the application asks the selection's owner for the text after it
handles the paste key, and on a loaded machine that can be late. Nor does one request end it:
Chromium asks for ``TARGETS`` a dozen times and for the text twice per paste (measured), so an
owner that leaves after the first text request, or after a fixed quiet grace, makes the paste
silently empty when the machine is busy — and a form's next step then fills the wrong field.

So the owner answers in-process, where every request's *target* is seen: ``paste`` returns
once an application has taken the text in a text format (an error when none asks: no text
field had the focus), and a thread goes on answering until the input backend's next action
(``release``), ``linger_s`` after the last request, or ``serve_s`` after the paste at the most.
Releasing before the next action means
the text is on no clipboard when a later action runs — a planner's Ctrl+V pastes nothing.
The text never appears on any command line.
"""

from __future__ import annotations

import contextlib
import os
import select
import threading
import time
from collections.abc import Callable
from typing import Any

from screenroute.edge.errors import SkillError

__all__ = ["ClipboardPaste"]

# Text formats and how each is encoded; the property's type is the target's own atom except for
# TEXT, answered as UTF8_STRING (what toolkits accept for it).
_UTF8_TARGETS = ("UTF8_STRING", "text/plain;charset=utf-8", "TEXT")
_LATIN1_TARGETS = ("STRING", "text/plain")
# One ChangeProperty request carries at most 256 KiB without BIG-REQUESTS; longer text would need
# the INCR protocol, and typed text is never that long.
_MAX_BYTES = 200_000


class ClipboardPaste:
    """Pastes text on one X display: own CLIPBOARD, press the paste key, serve until the next action."""

    def __init__(self, env: dict[str, str], timeout_s: float, *, linger_s: float = 3.0, serve_s: float = 10.0) -> None:
        self._display_name = env.get("DISPLAY", "")
        self._timeout_s = timeout_s
        # Chromium's second read comes well within a second even on a loaded machine; any X client of
        # the display could read the text while it is served, so it is served no longer than that needs.
        self._linger_s, self._serve_s = linger_s, serve_s
        self._serving: _Serving | None = None

    def paste(self, text: str, press_paste: Callable[[], None]) -> None:
        """Put ``text`` on the clipboard, call ``press_paste()``, return once an application has taken it."""
        self.release()
        data = text.encode("utf-8")
        if len(data) > _MAX_BYTES:
            raise SkillError(f"text of {len(data)} bytes is too long to paste (at most {_MAX_BYTES})")
        from Xlib import display as xdisplay
        from Xlib import error  # X-only: imported by the code that needs it

        try:
            d = xdisplay.Display(self._display_name)
        except (error.DisplayError, OSError) as exc:
            raise SkillError(f"clipboard: cannot open X display {self._display_name!r}: {exc}") from exc
        # Errors for a requestor that went away arrive asynchronously; they must not print or raise.
        d.set_error_handler(lambda *_: None)
        try:
            owner = _Owner(d, data)
        except BaseException:
            d.close()
            raise
        try:
            owner.take()
            press_paste()
            owner.serve_until_taken(time.monotonic() + self._timeout_s, self._timeout_s)
        except BaseException:
            owner.close()
            raise
        self._serving = _Serving(owner, self._linger_s, time.monotonic() + self._serve_s)

    def release(self) -> None:
        """Give the clipboard up now (called before every input action); a no-op when nothing is held.

        Fails closed: SkillError when the serving thread does not stop, so no action runs while the
        text may still be on the clipboard."""
        serving, self._serving = self._serving, None
        if serving is not None:
            serving.stop()


class _Serving:
    """A thread answering the clipboard's requests until stopped or quiet for ``linger_s``."""

    def __init__(self, owner: _Owner, linger_s: float, until: float) -> None:
        self._owner = owner
        self._wake_r, self._wake_w = os.pipe()
        self._stopped = threading.Event()
        args = (linger_s, until)
        self._thread = threading.Thread(target=self._run, args=args, name="clipboard-owner", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        os.write(self._wake_w, b"x")
        self._thread.join(timeout=5)
        if self._thread.is_alive():  # its pipe stays open under it: a reused descriptor would be read
            raise SkillError("clipboard: the pasted text could not be taken off the clipboard; no further input")
        os.close(self._wake_r)
        os.close(self._wake_w)

    def _run(self, linger_s: float, until: float) -> None:
        def going() -> bool:
            return not self._stopped.is_set() and time.monotonic() < until

        try:
            self._owner.serve_while(going, self._wake_r, linger_s)
        finally:
            self._owner.close()


class _Owner:
    """One X connection's window that owns CLIPBOARD and answers the requests for it."""

    def __init__(self, d: Any, data: bytes) -> None:
        from Xlib import X, Xatom

        self._d, self._X, self._Xatom, self._data = d, X, Xatom, data
        self._atom = d.intern_atom
        self._clipboard = d.intern_atom("CLIPBOARD")
        self._window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent, event_mask=X.PropertyChangeMask)
        self._owned_at = X.CurrentTime

    def take(self) -> None:
        # ICCCM: own the selection with a real server time (TIMESTAMP answers it), read from a
        # property change on our own window.
        self._window.change_property(self._atom("SCREENROUTE_PASTE"), self._Xatom.STRING, 8, b"")
        self._d.flush()
        changed = self._next(self._X.PropertyNotify, time.monotonic() + 5)
        if changed is None:
            raise SkillError("clipboard: the X server did not answer within 5s")
        self._owned_at = changed.time
        self._window.set_selection_owner(self._clipboard, self._owned_at)
        self._d.sync()
        if self._d.get_selection_owner(self._clipboard).id != self._window.id:
            raise SkillError("clipboard: could not take the CLIPBOARD selection")

    def serve_until_taken(self, deadline: float, timeout_s: float) -> None:
        while time.monotonic() < deadline:
            ev = self._next(self._X.SelectionRequest, deadline, clear_is_error=True)
            if ev is not None and self._answer(ev):
                return
        raise SkillError(
            f"the focused window did not ask for the pasted text within {timeout_s}s (is a text field focused?)"
        )

    def _answer(self, ev: Any) -> bool:
        """Answer one request; True when it took the text."""
        target = ev.target
        name = self._d.get_atom_name(target)
        prop = ev.property if ev.property != self._X.NONE else target  # obsolete clients name no property
        took = False
        if name == "TARGETS":
            offered = [
                self._atom(n) for n in ("TARGETS", "TIMESTAMP", *_UTF8_TARGETS, *_LATIN1_TARGETS, "COMPOUND_TEXT")
            ]
            ev.requestor.change_property(prop, self._Xatom.ATOM, 32, offered)
        elif name == "TIMESTAMP":
            ev.requestor.change_property(prop, self._Xatom.INTEGER, 32, [self._owned_at])
        elif name in _UTF8_TARGETS:
            kind = self._atom("UTF8_STRING") if name == "TEXT" else target
            ev.requestor.change_property(prop, kind, 8, self._data)
            took = True
        elif name in _LATIN1_TARGETS and self._latin1() is not None:
            ev.requestor.change_property(prop, self._Xatom.STRING, 8, self._latin1())
            took = True
        elif name == "COMPOUND_TEXT":  # what Motif asks for; Latin-1 is its initial state, UTF-8 an escape
            ev.requestor.change_property(prop, target, 8, self._latin1() or b"\x1b%G" + self._data + b"\x1b%@")
            took = True
        else:
            prop = self._X.NONE  # a format not held (text/html, images, MULTIPLE): refused, the app asks again
        self._notify(ev, prop)
        return took

    def _refuse(self, ev: Any) -> None:
        self._notify(ev, self._X.NONE)

    def _notify(self, ev: Any, prop: int) -> None:
        from Xlib.protocol import event as xevent

        notify = xevent.SelectionNotify(
            time=ev.time, requestor=ev.requestor, selection=ev.selection, target=ev.target, property=prop
        )
        ev.requestor.send_event(notify, event_mask=0)
        self._d.sync()

    def _latin1(self) -> bytes | None:
        try:
            return self._data.decode("utf-8").encode("latin-1")
        except UnicodeEncodeError:
            return None

    def serve_while(self, going: Any, wake_fd: int, linger_s: float) -> None:
        """Answer requests while ``going()``, until quiet for ``linger_s`` or another owner takes over."""
        last = time.monotonic()
        while going() and time.monotonic() - last < linger_s:
            while going() and self._d.pending_events():  # a flood of requests does not keep it serving
                ev = self._d.next_event()
                if ev.type == self._X.SelectionRequest:
                    self._answer(ev)
                    last = time.monotonic()
                elif ev.type == self._X.SelectionClear:
                    return
            select.select([self._d, wake_fd], [], [], min(0.25, max(0.0, linger_s - (time.monotonic() - last))))

    def close(self) -> None:
        """Release the selection and the X connection; safe to call once the serving has ended."""
        try:
            # The display may be gone (a sandbox stopped): the connection is closed all the same.
            with contextlib.suppress(Exception):
                self._release()
        finally:
            self._d.close()

    def _release(self) -> None:
        # Give the selection up first: the server sends no new request to us after that. Requests
        # it queued before are answered (refused once the text is gone) before the window goes:
        # an unanswered request blocks a requestor that reads the clipboard synchronously
        # (Chromium's UI thread) until its own timeout.
        if self._d.get_selection_owner(self._clipboard).id == self._window.id:
            self._window.set_selection_owner(self._X.NONE, self._owned_at)
        self._d.sync()
        self._data = b""
        while self._d.pending_events():
            ev = self._d.next_event()
            if ev.type == self._X.SelectionRequest:
                self._refuse(ev)
        self._window.destroy()
        self._d.sync()

    def _next(self, kind: int, deadline: float, *, clear_is_error: bool = False) -> Any:
        """The next event of ``kind`` before ``deadline`` (None when it passes); others are dropped."""
        while True:
            while self._d.pending_events():
                ev = self._d.next_event()
                if ev.type == kind:
                    return ev
                if clear_is_error and ev.type == self._X.SelectionClear:
                    raise SkillError("clipboard: another program took the clipboard before the text was pasted")
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            select.select([self._d], [], [], min(left, 0.2))
