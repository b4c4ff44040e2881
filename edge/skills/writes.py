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
A refused write stops the run for a person (``SkillResult.halt``); see ``docs/least-privilege.md``.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["SAFE_METHODS", "WriteGate"]

#: Methods that read: a request with any other method is a write (RFC 9110 §9.2.1 "safe" methods, less TRACE).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


class WriteGate(Protocol):
    """Holds the application's writes while an untrusted action runs.

    Both methods raise :class:`screenroute.edge.errors.WriteGateError` when the gate cannot be
    reached; the executor then fails closed.
    """

    def hold(self, why: str) -> None:
        """Refuse every write from now until :meth:`release` (``why``: the action, for the gate's log)."""
        ...

    def release(self) -> tuple[str, ...]:
        """Let writes through again; returns the writes refused since :meth:`hold` (``"POST /path"``)."""
        ...
