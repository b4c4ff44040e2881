"""The outcome guard closes every top-level window the task did not open, after an untrusted action and
at the run's end, whether or not the browser's pages are visible to it.

A fake probe implements the real :class:`SurfaceProbe`: a display's windows and a browser's pages,
where a closed page takes its window with it (after ``lag`` looks, as a loaded machine unmaps it late)
and a window asked to close goes (unless it is one that stays).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from screenroute.edge.errors import SkillError
from screenroute.edge.skills.outcome import OutcomeGuard, Surfaces

MAIN_WINDOW, MAIN_PAGE = 0x200002, "main"


@dataclass
class Display:
    """Windows, pages (target -> (url, window)), and what each close did."""

    windows: set[int] = field(default_factory=lambda: {MAIN_WINDOW})
    pages: dict[str, tuple[str, int]] = field(default_factory=lambda: {MAIN_PAGE: ("http://app/start", MAIN_WINDOW)})
    stays: set[int] = field(default_factory=set)
    lag: int = 0
    closing: dict[int, int] = field(default_factory=dict)
    asked: list[int] = field(default_factory=list)

    def snapshot(self, main: str = "") -> Surfaces:
        for window, looks in list(self.closing.items()):
            if looks <= 0:
                self.windows.discard(window)
                del self.closing[window]
            else:
                self.closing[window] = looks - 1
        pages = frozenset((t, u) for t, (u, _) in self.pages.items())
        main = main if main in self.pages else MAIN_PAGE
        return Surfaces(windows=frozenset(self.windows), pages=pages, main=main, url=self.pages[main][0])

    def close_window(self, window: int) -> None:
        self.asked.append(window)
        if window not in self.stays:
            self.windows.discard(window)

    def close_page(self, target: str) -> None:
        _, window = self.pages.pop(target)
        self.closing[window] = self.lag

    def navigate(self, target: str, url: str) -> None:
        self.pages[target] = (url, self.pages[target][1])

    def page_loader(self, target: str) -> str:
        return self.pages[target][0]

    def open_window(self, window: int, page: str | None = None) -> None:
        self.windows.add(window)
        if page is not None:
            self.pages[page] = ("http://app/other", window)


def _guard(display: Display) -> OutcomeGuard:
    return OutcomeGuard(display, ["http://app/"], press_escape=lambda: None)


def test_a_window_no_page_holds_is_closed_after_an_untrusted_action_though_pages_are_visible() -> None:
    """Another program's window on the display (no page of the browser): before, the guard left every
    window to the pages whenever it saw pages, and this one stayed open to the run's end."""
    display = Display()
    guard = _guard(display)
    expected = guard.baseline()
    display.open_window(0x400001)
    violation = guard.check(expected, dialog_expected=False)
    assert violation is not None and "1 new top-level window(s)" in violation.describe()
    assert display.windows == {MAIN_WINDOW} and display.asked == [0x400001]


def test_a_second_browser_window_goes_with_its_page_and_is_not_asked_twice() -> None:
    display = Display(lag=2)
    guard = _guard(display)
    expected = guard.baseline()
    display.open_window(0x200010, page="popup")
    violation = guard.check(expected, dialog_expected=False)
    assert violation is not None and "new browser window or tab" in violation.describe()
    assert "top-level window" not in violation.describe()
    assert display.windows == {MAIN_WINDOW} and display.asked == []


def test_the_runs_end_waits_for_a_closed_pages_window_and_says_what_would_not_close() -> None:
    """At the run's end a window whose page was closed is waited for; one that stays is asked to close,
    and one that still stays is named in what the summary says was closed."""
    display = Display(lag=3)
    guard = _guard(display)
    opened = guard.baseline()
    display.open_window(0x200010, page="popup")
    display.open_window(0x500001)
    display.stays.add(0x500001)
    closed = guard.close_left_open(opened)
    assert any("browser window or tab" in c for c in closed)
    assert "1 top-level window(s)" in closed and "1 window(s) would not close" in closed
    assert 0x200010 not in display.windows and display.asked == [0x500001]


def test_the_tasks_own_window_is_never_closed() -> None:
    display = Display()
    guard = _guard(display)
    opened = guard.baseline()
    assert guard.close_left_open(opened) == ()
    assert display.windows == {MAIN_WINDOW} and display.asked == []


def test_a_page_that_cannot_be_sent_back_at_the_runs_end_leaves_the_rest_closed() -> None:
    """The task's page moved to another origin and cannot be navigated back (an attached display's probe
    says so): that is said, and the windows and tabs left open are closed all the same."""

    class Stuck(Display):
        def navigate(self, target: str, url: str) -> None:
            raise SkillError("an attached display cannot be navigated")

    display = Stuck()
    guard = _guard(display)
    opened = guard.baseline()
    display.pages[MAIN_PAGE] = ("http://elsewhere.example/landing", MAIN_WINDOW)
    display.open_window(0x200010, page="popup")
    closed = guard.close_left_open(opened)
    assert any("not sent back" in c for c in closed), closed
    assert any("browser window or tab" in c for c in closed) and "popup" not in display.pages
