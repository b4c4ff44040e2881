"""The write hold: an action that is not the task's own may read the application, never write to it.

A word list judges names, and an attacker chooses names: "OK" on a deletion page, Return in a
field whose form purges, a reflex the plan cache learned and replays on another screen. What
these have in common is their *effect*: a request that changes the application's state. The
sandbox's browser reaches the application only through its egress filter
(:mod:`screenroute.edge.sandbox.egress`), which sees every request's method and path, so the
filter is where a write is told from a read.

While a planner's or a learned action runs, and until its effects have settled, the executor
holds writes at the filter (:class:`WriteGate`): every request whose method is not
:data:`SAFE_METHODS`, a navigation or a script's ``fetch`` alike, is answered ``403`` and
recorded. The task's own steps, and an action the task approved as its commit, are not held.
A refused write whose answer the page waits for (a form's navigation, a ``fetch`` or XHR) stops
the run for a person (``SkillResult.halt``); one it sends without reading the answer (a
``sendBeacon``, a ``no-cors`` request: analytics, a "popup closed" ping) is refused too, but
nothing on the page waits for it, so the run goes on and the answer is never learned. See
``docs/least-privilege.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["SAFE_METHODS", "HeldWrite", "WriteGate"]

#: Methods that read: a request with any other method is a write (RFC 9110 §9.2.1 "safe" methods, less TRACE).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass(frozen=True)
class HeldWrite:
    """One write the gate refused: its method and path, and whether the page reads its answer.

    ``unread``: the browser sent it as a ``no-cors`` request (``Sec-Fetch-Mode``, set by the
    browser, never by the page): a beacon or an opaque request, whose answer no script can read.
    """

    method: str
    path: str
    unread: bool = False
    #: The browser sent it as a navigation (``Sec-Fetch-Mode: navigate``): its error page will show.
    navigation: bool = False

    def describe(self) -> str:
        return f"{self.method} {self.path}" + (" (unread)" if self.unread else "")


class WriteGate(Protocol):
    """Holds the application's writes while an untrusted action runs.

    Both methods raise :class:`screenroute.edge.errors.WriteGateError` when the gate cannot be
    reached; the executor then fails closed.
    """

    def hold(self, why: str) -> None:
        """Refuse every write from now until :meth:`release` (``why``: the action, for the gate's log)."""
        ...

    def release(self) -> tuple[HeldWrite, ...]:
        """Let writes through again; returns the writes refused since :meth:`hold`."""
        ...
