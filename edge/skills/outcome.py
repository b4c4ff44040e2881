"""The outcome guard: after an action that is not the task's own, look at what it did, and undo what the task did not expect.

A chord, a typed key or a click can open what the pixels of one page do not show: a native
dialog (a file chooser, a print dialog), a second browser window with an address bar, a new
tab, a navigation to another origin or to a local file. What the screen *is* — its windows,
its pages and their URLs — is read from the display and the browser
(:class:`SurfaceProbe`; the sandbox's is :class:`screenroute.edge.sandbox.surfaces.SandboxSurfaces`),
before and after. Anything new that the task did not expect is undone (the dialog closed, the
window or tab closed, the page sent back to where it was) and the run halts for a person.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Protocol

from screenroute.contract.skills import url_origin
from screenroute.edge.errors import SkillError

__all__ = ["OutcomeGuard", "SurfaceProbe", "Surfaces", "Violation", "opened_together"]


@dataclass(frozen=True)
class Surfaces:
    """What is open on the screen: top-level windows, the browser's pages, the first page's URL.

    ``dialogs``: windows of the desktop's own kind (transient, or typed a dialog: a file
    chooser). ``windows``: other top-level windows. ``pages``: (target id, URL) of each browser
    page (a tab or a window's page); ``main``: the page the task works in, ``url`` its URL.
    Empty fields are what a probe cannot see (an attached display has no browser pipe).
    """

    dialogs: frozenset[int] = frozenset()
    windows: frozenset[int] = frozenset()
    pages: frozenset[tuple[str, str]] = frozenset()
    main: str = ""
    url: str = ""


def opened_together(a: Surfaces | None, b: Surfaces) -> Surfaces:
    """Everything open in ``a`` or in ``b`` (what the task opened over several of its own actions);
    the main page and its URL are ``b``'s, the later one."""
    if a is None:
        return b
    return Surfaces(a.dialogs | b.dialogs, a.windows | b.windows, a.pages | b.pages, b.main, b.url)


class SurfaceProbe(Protocol):
    """Reads what is open on a screen and closes what should not be."""

    def snapshot(self, main: str = "") -> Surfaces:
        """What is open now; ``main``: the target id of the page the task works in ('' to pick the first)."""
        ...

    def close_window(self, window: int) -> None:
        """Ask a top-level window to close (as its close button would)."""
        ...

    def close_page(self, target: str) -> None:
        """Close one browser page (a tab or the page of a second window)."""
        ...

    def navigate(self, target: str, url: str) -> None:
        """Send the page ``target`` back to ``url``."""
        ...

    def page_loader(self, target: str) -> str:
        """Which document the page ``target`` holds now (its main frame's loader id): it changes with
        every page load, never with a script's ``history.pushState`` or a hash change. Raises
        :class:`~screenroute.edge.errors.SkillError` where it cannot be told."""
        ...


@dataclass(frozen=True)
class Violation:
    """What an action opened that the task did not expect, and what was done about it."""

    found: tuple[str, ...]
    undone: tuple[str, ...]

    def describe(self) -> str:
        undone = f"; undone: {', '.join(self.undone)}" if self.undone else "; could not be undone"
        return "the action opened what the task does not expect: " + ", ".join(self.found) + undone


def _origin_ok(url: str, origins: Iterable[str]) -> bool:
    if not url or url == "about:blank":
        return True
    origin, _ = url_origin(url)
    allowed = {o for o in (url_origin(text)[0] for text in origins) if o is not None}
    return origin is not None and origin in allowed


def _origin_named(url: str) -> str:
    """A URL as a report may name it: its origin only (``scheme://host:port``), never its path or query."""
    origin = url_origin(url)[0]
    return f"{origin[0]}://{origin[1]}:{origin[2]}" if origin is not None else "not an http(s) origin"


class OutcomeGuard:
    """Compares what is open before and after an action; undoes and reports what the task did not expect.

    ``origins``: the task's URL origins (filled). ``press_escape``: sends Escape to the focused
    window (how a dialog is dismissed first, before it is asked to close). ``undoing``: the scope
    every undo runs in, given what it does (the executor's: writes held until the screen settled
    after it, since a page answers the guard's Escape, a closed page's unload, a navigation back
    as it answers anyone's).
    """

    def __init__(
        self,
        probe: SurfaceProbe,
        origins: Iterable[str],
        press_escape: Callable[[], None],
        undoing: Callable[[str], AbstractContextManager[object]] | None = None,
    ) -> None:
        self.probe = probe
        self.origins = tuple(origins)
        self.press_escape = press_escape
        self.undoing = undoing or (lambda why: contextlib.nullcontext())
        self._main = ""

    def baseline(self) -> Surfaces:
        """What is open now, taken as expected (after the task's own actions)."""
        surfaces = self.probe.snapshot(self._main)
        self._main = surfaces.main
        return surfaces

    def page_load(self) -> str:
        """Which document the main page holds now (:meth:`SurfaceProbe.page_loader`; '' where there is no
        page): a page load changes it, a script that rewrites the URL does not. Raises
        :class:`~screenroute.edge.errors.SkillError` where it cannot be told."""
        main = self.probe.snapshot(self._main).main
        return self.probe.page_loader(main) if main else ""

    def watch(
        self, expected: Surfaces, *, dialog_expected: bool, for_s: float, poll_s: float = 0.1
    ) -> Violation | None:
        """:meth:`check` once now and then again until ``for_s`` has passed or something unexpected is open.

        A page may open a window, a dialog or another origin a moment after the action that set
        it off has settled (a timer): the screen looked still, and the next action would take
        what opened as expected. The first check that finds something undoes it.
        """
        deadline = time.monotonic() + for_s
        while True:
            now = self.probe.snapshot(self._main)
            if self._unexpected(now, expected, dialog_expected=dialog_expected):
                return self.check(expected, dialog_expected=dialog_expected)
            if time.monotonic() >= deadline:
                return None
            time.sleep(poll_s)

    def _unexpected(self, now: Surfaces, expected: Surfaces, *, dialog_expected: bool) -> bool:
        """Whether ``now`` holds anything :meth:`check` would undo."""
        known = {t for t, _ in expected.pages}
        return (
            any(t not in known for t, _ in now.pages)
            or bool(now.dialogs - expected.dialogs and not dialog_expected)
            or bool(_new_windows(now, expected))
            or (now.url != expected.url and not _origin_ok(now.url, self.origins))
        )

    def check(self, expected: Surfaces, *, dialog_expected: bool) -> Violation | None:
        """What is open now beyond ``expected`` that the task does not expect, undone; None when nothing is."""
        now = self.probe.snapshot(self._main)
        if not self._unexpected(now, expected, dialog_expected=dialog_expected):
            return None
        with self.undoing("undo what the task did not expect"):
            return self._undo(now, expected, dialog_expected=dialog_expected)

    def _undo(self, now: Surfaces, expected: Surfaces, *, dialog_expected: bool) -> Violation | None:
        found: list[str] = []
        undone: list[str] = []
        new_pages = {(t, u) for t, u in now.pages if t not in {t0 for t0, _ in expected.pages}}
        for target, url in sorted(new_pages):
            found.append(f"a new browser window or tab ({url[:60] or 'blank'})")
            self.probe.close_page(target)
        if new_pages:
            undone.append(self._pages_closed({t for t, _ in new_pages}))
        new_dialogs = now.dialogs - expected.dialogs
        if new_dialogs and not dialog_expected:
            found.append(f"{len(new_dialogs)} native dialog(s)")
            self.press_escape()
            left = self.probe.snapshot(self._main).dialogs - expected.dialogs
            for window in sorted(left):
                self.probe.close_window(window)
            undone.append("dismissed")
        new_windows = _new_windows(now, expected)
        # A second browser window goes with its page; what stays is a window of its own (another
        # program's, a browser window whose page the probe does not list), closed as its button would.
        left = self._windows_left(new_windows, self._CLOSES_S) if new_pages else new_windows
        if left:
            found.append(f"{len(left)} new top-level window(s)")
            undone.append(self._windows_closed(left))
        if now.url != expected.url and not _origin_ok(now.url, self.origins):
            found.append(f"a page outside the task's origins ({now.url[:80]})")
            if expected.url and now.main:
                self.probe.navigate(now.main, expected.url)
                undone.append("sent back")
        return Violation(tuple(found), tuple(undone)) if found else None

    def close_left_open(self, opened: Surfaces) -> tuple[str, ...]:
        """At a run's end, close every browser page (a tab, a second window's page), native dialog and
        top-level window open now that is not in ``opened`` (what the task's own actions opened);
        what was closed, described for the run's summary (a page by its origin only).

        Whatever opened it — an answer the guard judged, a page's timer after the last look, a
        window the guard could not close — it is not left behind for whoever uses the screen next.
        The task's own page is never closed, nor the last window that the task opened; when it is on
        an origin of none of the task's, it is sent back to the URL the task left it on.
        """
        with self.undoing("close what the task did not open"):
            return self._close_left_open(opened)

    def _close_left_open(self, opened: Surfaces) -> tuple[str, ...]:
        now = self.probe.snapshot(self._main)
        closed: list[str] = []
        if now.main and not _origin_ok(now.url, self.origins) and opened.url and _origin_ok(opened.url, self.origins):
            # The task's own page moved to another origin after the last look (a page's late refresh):
            # the egress filter refused it, and the page is sent back to where the task left it.
            try:
                self.probe.navigate(now.main, opened.url)
                closed.append(f"the task's page, moved to another origin ({_origin_named(now.url)}): sent back")
            except SkillError as exc:  # what else is open is closed all the same
                closed.append(
                    f"the task's page, moved to another origin ({_origin_named(now.url)}): not sent back ({exc})"
                )
        known = {t for t, _ in opened.pages}
        extra = sorted((t, u) for t, u in now.pages if t not in known and t != now.main)
        for target, url in extra:
            closed.append(f"a browser window or tab ({url_origin(url)[0] or url[:20] or 'blank'})")
            self.probe.close_page(target)
        if extra:
            left = self._pages_left({t for t, _ in extra}, self._CLOSES_S)
            if left:
                closed.append(f"{len(left)} of them would not close")
        dialogs = self.probe.snapshot(self._main).dialogs - opened.dialogs
        if dialogs:
            closed.append(f"{len(dialogs)} native dialog(s)")
            self.press_escape()
            for window in sorted(self.probe.snapshot(self._main).dialogs - opened.dialogs):
                self.probe.close_window(window)
        # A closed page's window may outlive its page for a moment on a loaded machine: it is waited
        # for, and what stays (or opened since) is closed as its close button would.
        windows = self._windows_left(self.probe.snapshot(self._main).windows - opened.windows, self._CLOSES_S)
        later = self.probe.snapshot(self._main)
        if windows and later.windows & opened.windows:
            closed.append(f"{len(windows)} top-level window(s)")
            would_not = self._windows_closed(windows)
            if would_not != "closed":
                closed.append(would_not)
        return tuple(closed)

    def _windows_left(self, windows: frozenset[int] | set[int], for_s: float) -> frozenset[int]:
        """Which of ``windows`` are still open after up to ``for_s`` seconds."""
        deadline = time.monotonic() + for_s
        while True:
            left = frozenset(windows) & self.probe.snapshot(self._main).windows
            if not left or time.monotonic() >= deadline:
                return left
            time.sleep(0.1)

    def _windows_closed(self, windows: frozenset[int]) -> str:
        """Ask each of ``windows`` to close and look again; what was done, said for the report."""
        for window in sorted(windows):
            self.probe.close_window(window)
        left = self._windows_left(windows, self._CLOSES_S)
        return f"{len(left)} window(s) would not close" if left else "closed"

    # How long a page asked to close may take to go before it is taken as one that stays.
    _CLOSES_S = 1.0

    def _pages_left(self, targets: set[str], for_s: float) -> set[str]:
        """Which of ``targets`` are still open after up to ``for_s`` seconds."""
        deadline = time.monotonic() + for_s
        while True:
            left = targets & {t for t, _ in self.probe.snapshot(self._main).pages}
            if not left or time.monotonic() >= deadline:
                return left
            time.sleep(0.1)

    def _pages_closed(self, targets: set[str]) -> str:
        """Make sure the pages asked to close are gone; what was done, said for the report.

        A closed page is looked at again, never taken as gone: a page the browser keeps as a modal
        dialog of the tab that opened it (its print preview) acknowledges the close and stays, on
        top of the task's page, holding the keyboard. Such a page is dismissed as a person would,
        with Escape (its Cancel), and asked to close once more.
        """
        left = self._pages_left(targets, self._CLOSES_S)
        if not left:
            return "closed it"
        self.press_escape()
        left = self._pages_left(left, self._CLOSES_S)
        for target in sorted(left):
            self.probe.close_page(target)
        left = self._pages_left(left, self._CLOSES_S)
        if left:
            return f"{len(left)} of them would not close"
        return "closed it (dismissed with Escape)"

    def send_back(self, expected: Surfaces, *, moving_s: float = 0.0) -> bool:
        """Send the task's page back to the URL of ``expected`` when it is elsewhere now; whether it was.

        ``moving_s``: how long a navigation known to be under way may take to land (its page may
        commit after the screen first settled)."""
        now = self.probe.snapshot(self._main)
        deadline = time.monotonic() + moving_s
        while now.url == expected.url and time.monotonic() < deadline:
            time.sleep(0.05)
            now = self.probe.snapshot(self._main)
        if not (expected.url and now.main and now.url != expected.url):
            return False
        with self.undoing("send the page back"):
            self.probe.navigate(now.main, expected.url)
            self._stays_back(expected.url)
        return True

    # A refused navigation's error page may commit after the page was sent back (a loaded
    # machine): looked at for this long after each send, and sent back again at most this often.
    _STAYS_BACK_S = 2.0
    _SENDS_AGAIN = 2

    def _stays_back(self, url: str) -> None:
        """Until the page has stayed on ``url`` for a short while; sent back again if a late commit moved it."""
        for _ in range(self._SENDS_AGAIN):
            deadline = time.monotonic() + self._STAYS_BACK_S
            while time.monotonic() < deadline:
                time.sleep(0.1)
                now = self.probe.snapshot(self._main)
                if now.main and now.url != url:
                    self.probe.navigate(now.main, url)
                    break
            else:
                return


def _new_windows(now: Surfaces, expected: Surfaces) -> frozenset[int]:
    """Top-level windows open now and not before: a second browser window (closed with its page), or
    a window no page of the browser holds (another program's on the same display), closed itself."""
    return now.windows - expected.windows
