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

The page chooses a write's path, and a path can carry customer data (``/customers/ann@example.com``,
``?token=…``). Whatever is written about a held write — the run's detail, the audit log, the human
queue, the replay library, the filter's own log — shows its :func:`path_shape`: the segments that
are route words, every other segment as a typed placeholder, the query dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import unquote, urlsplit

__all__ = ["SAFE_METHODS", "HeldWrite", "WriteGate", "path_shape", "segment_kind"]

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
        """What may be written about it: the method and the path's shape (:func:`path_shape`), never its values."""
        return f"{self.method} {path_shape(self.path)}" + (" (unread)" if self.unread else "")


# A route word: what an application names its pages and actions with ("orders", "mark-read",
# "export.csv"). Lower-case ASCII letters only, so numbers, ids, tokens, e-mail addresses and
# names spelled with capitals are values.
_ROUTE_WORD = re.compile(r"[a-z][a-z_-]{0,31}(\.[a-z]{1,8})?")
_UUID = re.compile(r"[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")


def segment_kind(segment: str) -> str:
    """What one path segment is: ``""`` for a route word (kept as written), else the kind of value it
    holds — ``number``, ``uuid``, ``email`` or ``value`` (anything else: a token, a name, a slug with digits)."""
    text = unquote(segment)
    if not text or _ROUTE_WORD.fullmatch(text):
        return ""
    if _NUMBER.fullmatch(text):
        return "number"
    if _UUID.fullmatch(text):
        return "uuid"
    if "@" in text:
        return "email"
    return "value"


def path_shape(path: str) -> str:
    """``path`` as logs may keep it: route words kept, every other segment as ``{kind}``
    (:func:`segment_kind`), a query as ``?{query}``, a fragment dropped.

    ``/customers/ann@example.com/notify?token=9f2c`` → ``/customers/{email}/notify?{query}``.
    """
    parts = urlsplit(path if path.startswith("/") else "/" + path)
    shaped = "/".join(f"{{{kind}}}" if (kind := segment_kind(seg)) else seg for seg in parts.path.split("/"))
    return shaped + ("?{query}" if parts.query else "")


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
