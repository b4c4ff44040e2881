"""What is open on a display: its top-level windows (X11) and, in a sandbox, the browser's pages.

The outcome guard's probe (:class:`screenroute.edge.skills.outcome.SurfaceProbe`). Windows come
from the window manager's client list (``_NET_CLIENT_LIST``; every mapped top-level window when
there is no window manager), told apart as dialogs (transient for another window, or typed
``_NET_WM_WINDOW_TYPE_DIALOG``: a file chooser, a print dialog) or windows. A sandbox adds the
browser's pages and their URLs from its private DevTools pipe. Menus, tooltips and drop-down
lists are override-redirect windows that no window manager lists: they are not surfaces.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from screenroute.edge.errors import SandboxError, SkillError
from screenroute.edge.sandbox.desktop import Sandbox
from screenroute.edge.skills.outcome import Surfaces

__all__ = ["SandboxSurfaces", "X11Surfaces"]

log = logging.getLogger(__name__)


class X11Surfaces:
    """The top-level windows of an X display (no pages: an attached display has no browser pipe)."""

    def __init__(self, display: str) -> None:
        from Xlib import X
        from Xlib import display as xdisplay
        from Xlib.error import DisplayError

        try:
            self._d: Any = xdisplay.Display(display)
        except (DisplayError, OSError) as exc:
            raise SkillError(f"cannot open X display {display!r} to watch its windows: {exc}") from exc
        self._X = X
        self._root = self._d.screen().root
        self._lock = threading.Lock()
        self._atoms = {name: self._d.intern_atom(name) for name in (
            "_NET_CLIENT_LIST", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DIALOG", "WM_PROTOCOLS", "WM_DELETE_WINDOW",
        )}  # fmt: skip

    def close(self) -> None:
        with self._lock:
            self._d.close()

    def _client_ids(self) -> list[int]:
        prop = self._root.get_full_property(self._atoms["_NET_CLIENT_LIST"], self._X.AnyPropertyType)
        if prop is not None:
            return [int(w) for w in prop.value]
        # No window manager: the mapped top-level windows that are not menus or tooltips.
        ids = []
        for child in self._root.query_tree().children:
            attrs = child.get_attributes()
            if attrs.map_state == self._X.IsViewable and not attrs.override_redirect:
                ids.append(int(child.id))
        return ids

    def windows(self) -> tuple[frozenset[int], frozenset[int]]:
        """(dialogs, other windows) now open."""
        from Xlib.error import XError

        dialogs: set[int] = set()
        others: set[int] = set()
        with self._lock:
            for wid in self._client_ids():
                window = self._d.create_resource_object("window", wid)
                try:
                    transient = window.get_wm_transient_for() is not None
                    kind = window.get_full_property(self._atoms["_NET_WM_WINDOW_TYPE"], self._X.AnyPropertyType)
                except XError:
                    continue  # gone while it was looked at
                typed_dialog = kind is not None and self._atoms["_NET_WM_WINDOW_TYPE_DIALOG"] in list(kind.value)
                (dialogs if transient or typed_dialog else others).add(wid)
        return frozenset(dialogs), frozenset(others)

    def snapshot(self, main: str = "") -> Surfaces:
        dialogs, windows = self.windows()
        return Surfaces(dialogs=dialogs, windows=windows)

    def close_window(self, window: int) -> None:
        """Send WM_DELETE_WINDOW, as the window's close button does."""
        from Xlib import X
        from Xlib.error import XError
        from Xlib.protocol import event

        with self._lock:
            target = self._d.create_resource_object("window", window)
            message = event.ClientMessage(
                window=target,
                client_type=self._atoms["WM_PROTOCOLS"],
                data=(32, [self._atoms["WM_DELETE_WINDOW"], X.CurrentTime, 0, 0, 0]),
            )
            try:
                target.send_event(message, event_mask=X.NoEventMask)
                self._d.sync()
            except XError as exc:
                log.warning("closing window %#x failed: %s", window, exc)

    def close_page(self, target: str) -> None:
        raise SkillError("an attached display has no browser pages to close")

    def navigate(self, target: str, url: str) -> None:
        raise SkillError("an attached display cannot be navigated")

    def page_loader(self, target: str) -> str:
        raise SkillError("an attached display has no browser pages to tell loads apart")


class SandboxSurfaces(X11Surfaces):
    """A sandbox's windows and its browser's pages (target ids and URLs from the DevTools pipe)."""

    def __init__(self, sandbox: Sandbox) -> None:
        super().__init__(sandbox.display)
        self.sandbox = sandbox

    def snapshot(self, main: str = "") -> Surfaces:
        # A second browser window is a page of its own: during a run the guard tells windows by their
        # pages (a window without a page is closed at the run's end, OutcomeGuard.close_left_open).
        dialogs, windows = self.windows()
        try:
            pages = self.sandbox.pages()
        except SandboxError as exc:
            log.warning("cannot list the browser's pages: %s", exc)
            pages = []
        ids = [t for t, _ in pages]
        if main not in ids:
            main = ids[0] if ids else ""
        url = next((u for t, u in pages if t == main), "")
        return Surfaces(dialogs=dialogs, windows=windows, pages=frozenset(pages), main=main, url=url)

    def close_page(self, target: str) -> None:
        try:
            self.sandbox.close_page(target)
        except SandboxError as exc:
            log.warning("closing page %s failed: %s", target, exc)

    def navigate(self, target: str, url: str) -> None:
        try:
            self.sandbox.navigate_page(target, url)
        except SandboxError as exc:
            log.warning("sending page %s back failed: %s", target, exc)

    def page_loader(self, target: str) -> str:
        try:
            return self.sandbox.page_loader(target)
        except SandboxError as exc:
            raise SkillError(f"cannot tell which document page {target} holds: {exc}") from exc
