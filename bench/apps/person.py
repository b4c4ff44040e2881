"""The person of the record-then-run tests and benchmark: drives a sandbox with xdotool, at a person's pace.

It is the *person*, not the agent: it knows where things are on a 1280x800 screen at 100 %
(as someone who has done the task before does), waits until the screen is still before each
action and pauses after it, like a human. A recorder under test never hears from it, only
X input and frames.
"""

from __future__ import annotations

import os
import subprocess
import time

__all__ = ["PCMANFM", "TRAC", "Person"]

#: Where the Trac help desk's new-ticket form puts things (1280x800, 100 %, bench/apps/trac seeding).
TRAC = {
    "new_ticket": (1086, 118),
    "summary": (700, 281),
    "type": (400, 646),
    "type_option": {"defect": (380, 671), "enhancement": (400, 695), "task": (372, 719)},
    "priority": (815, 646),
    "priority_option": {"blocker": (810, 671), "critical": (810, 695), "major": (808, 719), "minor": (807, 743), "trivial": (806, 767)},
    "scroll_at": (640, 500),
    "create": (328, 332),
}  # fmt: skip

#: pcmanfm (list view, 1280x800, 100 %): File > Create New... > Folder, and the name dialog's OK.
PCMANFM = {"file": (61, 40), "create_new": (122, 123), "folder": (337, 123), "ok": (825, 465)}


class Person:
    """Mouse and keyboard on one display through xdotool, with a pause after each action."""

    def __init__(self, display: str, pause_s: float = 1.0) -> None:
        self.env = dict(os.environ, DISPLAY=display)
        self.pause_s = pause_s

    def _xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=30)

    def look(self) -> None:
        """Wait until the screen is still, as a person waits for a page before acting on it."""
        from screenroute.edge.capture import MssScreen
        from screenroute.edge.settle import wait_until_stable

        with MssScreen(self.env["DISPLAY"]) as screen:
            wait_until_stable(screen, interval_s=0.25, stable_frames=3, max_wait_s=15)

    def click(self, point: tuple[int, int], pause_s: float | None = None) -> None:
        self.look()
        self._xdotool("mousemove", str(point[0]), str(point[1]), "click", "1")
        time.sleep(self.pause_s if pause_s is None else pause_s)

    def type(self, text: str) -> None:
        self.look()
        self._xdotool("type", "--delay", "70", text)
        time.sleep(self.pause_s)

    def key(self, chord: str) -> None:
        self.look()
        self._xdotool("key", chord)
        time.sleep(self.pause_s)

    def scroll(self, point: tuple[int, int], notches: int) -> None:
        self.look()
        self._xdotool("mousemove", str(point[0]), str(point[1]))
        for _ in range(abs(notches)):
            self._xdotool("click", "5" if notches > 0 else "4")
            time.sleep(0.15)
        time.sleep(self.pause_s)

    def create_trac_ticket(self, summary: str, ticket_type: str, priority: str) -> None:
        """File a ticket on Trac's help desk, starting from a Trac page with the main menu."""
        self.click(TRAC["new_ticket"], pause_s=2.5)
        self.click(TRAC["summary"])
        self.type(summary)
        self.click(TRAC["type"])
        self.click(TRAC["type_option"][ticket_type])
        self.click(TRAC["priority"])
        self.click(TRAC["priority_option"][priority])
        self.scroll(TRAC["scroll_at"], 5)
        self.click(TRAC["create"], pause_s=2.5)

    def create_pcmanfm_folder(self, name: str) -> None:
        """File > Create New... > Folder in pcmanfm, type the name, OK."""
        self.click(PCMANFM["file"])
        self.click(PCMANFM["create_new"])
        self.click(PCMANFM["folder"], pause_s=2.0)
        self.type(name)
        self.click(PCMANFM["ok"], pause_s=2.0)
