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

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol
from urllib.parse import unquote, urlsplit

if TYPE_CHECKING:
    from screenroute.edge.skills.visits import VisitPattern

__all__ = [
    "DEFAULT_LEASE_S",
    "KEPT_LEASE_S",
    "SAFE_METHODS",
    "SCRIPT_READ",
    "WRITE_METHODS",
    "HeldWrite",
    "WriteGate",
    "WritePattern",
    "learn_patterns",
    "path_segments",
    "path_shape",
    "segment_kind",
    "shape_urls",
]

#: Methods that read: a request with any other method is a write (RFC 9110 §9.2.1 "safe" methods, less TRACE).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: The method of a write the gate could not report (its path is then the gate's error, not the page's).
UNKNOWN_METHOD = "?"
#: How the egress filter's log of relayed requests (``seen_requests``) lists a script's read of a path
#: template it had not relayed before: never an HTTP method, so no write or page load is taken for it.
SCRIPT_READ = "READ"
# How long a hold lasts unless lifted: longer than any one action and its settling (a fill's two tries
# of at most 6 s each), short enough that a run that died does not hold a sandbox for long.
DEFAULT_LEASE_S = 60.0
#: The lease of the hold kept on the page of an action that is not the task's own after it went idle,
#: renewed before each look-only step: it must outlast a planner's round trip and a ``wait_until`` (at
#: most 120 s) before the run next acts, or a timer's write would pass unseen once it lapsed. Also the
#: longest lease a gate accepts.
KEPT_LEASE_S = 300.0
#: The writes a task's ``writes:`` may name: the methods of IANA's HTTP Method Registry that are not
#: safe, WebDAV's and CalDAV's among them (a calendar server creates a collection with ``MKCOL``), less
#: CONNECT, PRI and TRACE, which no page's form or script sends as a write. The gate holds every
#: method but the safe ones, so a recording learns whichever a task's own requests use.
WRITE_METHODS = ("POST", "PUT", "PATCH", "DELETE")
OTHER_WRITE_METHODS = frozenset({
    "ACL", "BASELINE-CONTROL", "BIND", "CHECKIN", "CHECKOUT", "COPY", "LABEL", "LINK", "LOCK", "MERGE", "MKACTIVITY",
    "MKCALENDAR", "MKCOL", "MKREDIRECTREF", "MKWORKSPACE", "MOVE", "ORDERPATCH", "PROPFIND", "PROPPATCH", "REBIND",
    "REPORT", "SEARCH", "UNBIND", "UNCHECKOUT", "UNLINK", "UNLOCK", "UPDATE", "UPDATEREDIRECTREF", "VERSION-CONTROL",
})  # fmt: skip


@dataclass(frozen=True)
class HeldWrite:
    """One write the gate refused: its method and path, and whether the page reads its answer.

    A page load the navigation hold refused (:mod:`screenroute.edge.skills.visits`) is one too:
    method ``GET``, ``navigation`` set; and so is a request the read hold refused (an image, a
    script, a style, a font, a frame or a script's own read from a path the run never requested):
    a safe method, ``navigation`` not set.

    ``unread``: the browser sent it as a ``no-cors`` request (``Sec-Fetch-Mode``, set by the
    browser, never by the page): a beacon or an opaque request, whose answer no script can read.

    ``script``: a script's own read (``fetch``, XHR, ``EventSource``, a ``preload`` as fetch:
    ``Sec-Fetch-Dest: empty``) of a path the run never requested, refused by the read hold.
    """

    method: str
    path: str
    unread: bool = False
    #: The browser sent it as a navigation (``Sec-Fetch-Mode: navigate``): its error page will show.
    navigation: bool = False
    script: bool = False

    def describe(self) -> str:
        """What may be written about it: the method and the path's shape (:func:`path_shape`), never its values.

        A write the gate could not report (method ``?``: the hold could not be lifted) carries the
        gate's own error instead of a path, and is described by it."""
        path = self.path if self.method == UNKNOWN_METHOD else path_shape(self.path)
        return f"{self.method} {path}" + (" (unread)" if self.unread else " (script read)" if self.script else "")

    @property
    def stops(self) -> bool:
        """Whether the run halts for a person on it: a write or a page load whose answer the page waits
        for, or a script's read whose address names a risky action (:func:`screenroute.edge.skills.visits.risk_named`:
        ``GET /api/archive/erase``). A beacon, an image and a script's read of a new path that names
        none are refused and noted, and the run goes on: the application never saw them, and a page's
        new route is most often its ordinary work (a popup's "closed" event, a tab's data)."""
        if self.unread:
            return False
        if self.script:
            from screenroute.edge.skills.visits import risk_named

            return bool(risk_named(self.path))
        return True

    @property
    def read(self) -> bool:
        """Whether it is a request the read hold refused: a safe method that is not a page load."""
        return self.method in SAFE_METHODS and not self.navigation


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


# A URL inside free text (an error's message): a scheme, "://", then everything up to a space or a quote,
# less the punctuation of the sentence around it ("cannot load https://host/x: refused").
_URL_IN_TEXT = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'\"<>]*[^\s'\"<>.,;:!?)\]]")


def shape_urls(text: str) -> str:
    """``text`` with every URL in it as its origin and :func:`path_shape`: what a stored detail may say.

    An error's message can carry the page's whole address (``cannot load https://host/customers/ann@example.com``),
    and an address can carry customer data; a store kept for learning keeps where, never whose.
    """

    def shaped(match: re.Match[str]) -> str:
        try:
            parts = urlsplit(match.group(0))
            host = parts.hostname or ""
            port = f":{parts.port}" if parts.port is not None else ""
        except ValueError:  # not a URL after all ("http://[x/y", a port that is no number): its shape is unknown
            return "{url}"
        # Host and port only: a URL's user and password (``user:secret@host``) are no part of where.
        origin = f"{parts.scheme}://{f'[{host}]' if ':' in host else host}{port}"
        return origin + path_shape(parts.path + ("?" + parts.query if parts.query else ""))

    return _URL_IN_TEXT.sub(shaped, text)


class WriteGate(Protocol):
    """Holds the application's writes while an untrusted action runs.

    Both methods raise :class:`screenroute.edge.errors.WriteGateError` when the gate cannot be
    reached; the executor then fails closed.
    """

    def hold(
        self,
        why: str,
        allow: tuple[WritePattern, ...] = (),
        visits: tuple[VisitPattern, ...] | None = None,
        *,
        submits: bool = True,
        reads: tuple[VisitPattern, ...] | None = None,
        lease_s: float = DEFAULT_LEASE_S,
    ) -> None:
        """Refuse every write from now until :meth:`release` but those ``allow`` matches (the task's own
        writes, :class:`WritePattern`); ``why``: the action, for the gate's log. ``visits``: the
        task's pages (:mod:`screenroute.edge.skills.visits`): a top-level navigation to any other page
        this sandbox has not loaded before is held too (None: navigations are not held).
        ``submits`` False: a write ``allow`` matches is held all the same when the browser sends it as
        a navigation (``Sec-Fetch-Mode: navigate``: a form submitted), and passes as a script's request
        only (a consent banner's ``fetch``). ``reads``: the task's pages and its ``reads:``; with it,
        every request that is not a page load (an image, a script, a style, a font, a frame, a
        script's own read), whatever its method, to a path template this sandbox has never requested
        is held too, unless ``reads`` matches it (None: not held).

        Placed while a hold holds, it replaces that hold's terms and its lease with no moment unheld
        between them, and :meth:`release` returns every write refused since the first. Not lifted, it
        lapses after ``lease_s`` (at most :data:`KEPT_LEASE_S`) from when it was placed."""
        ...

    def held_now(self) -> tuple[HeldWrite, ...]:
        """The writes refused since :meth:`hold`, the hold staying placed: what an action tried, read
        before the edge undoes it with writes still held."""
        ...

    def quiet_s(self) -> float:
        """Seconds since the page last sent a request the holds judge anew (a write, a page load, a
        request to a path never requested before, anything refused); 0.0 while one is still in flight.
        What tells the edge that the page went idle after an action that was not the task's own."""
        ...

    def release(self) -> tuple[HeldWrite, ...]:
        """Let writes through again; returns the writes refused since :meth:`hold`."""
        ...


#: A pattern's segment that matches any one segment (never a ``/``).
WILDCARD = "*"
# A task's list is for a person to read: patterns stay short.
_MAX_PATTERN_LEN = 200


def path_segments(text: str, path: str, *, example: str) -> tuple[str, ...]:
    """The segments of ``path``, a pattern's path on the task's own origins (``'*'`` for a whole
    segment); ValueError naming what is wrong in ``text`` and showing ``example``."""
    if "://" in path or path.startswith("//"):
        raise ValueError(f"{text!r}: an absolute URL; write the path on the task's own origins (e.g. {example!r})")
    if not path.startswith("/"):
        raise ValueError(f"{text!r}: the path must start with '/'")
    if "?" in path or "#" in path:
        raise ValueError(f"{text!r}: a pattern matches the path only; drop the query or fragment")
    if len(path) > _MAX_PATTERN_LEN or " " in path:
        raise ValueError(f"{text!r}: not one short path (at most {_MAX_PATTERN_LEN} characters, no spaces)")
    segments = tuple(path.split("/")[1:])
    for segment in segments:
        if WILDCARD in segment and segment != WILDCARD:
            raise ValueError(f"{text!r}: '*' stands for a whole segment ('/orders/*'), not part of one")
    return segments


@dataclass(frozen=True)
class WritePattern:
    """One write a task makes itself: a method and an origin-relative path, segment by segment,
    ``*`` standing for exactly one segment of any value (``POST /orders/*/notes``).

    Written ``METHOD /path`` in a task file's ``writes:``; :meth:`parse` says what is wrong with one.
    A pattern matches the path only (a query is the page's to choose and is not compared).
    """

    method: str
    segments: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> WritePattern:
        """The pattern ``text`` (``"POST /consent/*"``); ValueError naming what is wrong and what is allowed."""
        method, _, path = text.strip().partition(" ")
        path = path.strip()
        method = method.upper()
        if method not in WRITE_METHODS and method not in OTHER_WRITE_METHODS:
            reads = " (a read: a page the task opens goes in visits:)" if method in SAFE_METHODS else ""
            raise ValueError(
                f"{text!r}: method {method!r}{reads} is not one of {', '.join(WRITE_METHODS)}"
                " or another registered HTTP method that writes (MKCOL, PROPPATCH, …)"
            )
        if not path:
            raise ValueError(f"{text!r}: the path is empty; write METHOD /path, e.g. 'POST /consent'")
        segments = path_segments(text, path, example="POST /consent")
        if _any_path(segments):
            raise ValueError(f"{text!r}: matches any path; name at least one literal segment")
        return cls(method, segments)

    def matches(self, method: str, path: str) -> bool:
        """Whether the write ``method path`` (a request's path, query and all) is this pattern's."""
        if method.upper() != self.method:
            return False
        got = tuple(unquote(s) for s in urlsplit(path if path.startswith("/") else "/" + path).path.split("/")[1:])
        return len(got) == len(self.segments) and all(
            (want == WILDCARD and have != "") or unquote(want) == have
            for want, have in zip(self.segments, got, strict=True)
        )

    def __str__(self) -> str:
        return f"{self.method} /" + "/".join(self.segments)


def _general(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...] | None:
    """One pattern for both paths when they differ in one segment at most (it becomes ``*``)."""
    if len(a) != len(b):
        return None
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(differ) > 1:
        return None
    return tuple(WILDCARD if i in differ else x for i, x in enumerate(a))


def _any_path(segments: Sequence[str]) -> bool:
    """Whether a pattern of ``segments`` holds no literal segment but a ``*`` (``/*``, ``/*/*/``):
    it would allow a write to any path of that depth. The root alone (``/``) is one literal path."""
    return WILDCARD in segments and all(segment in ("", WILDCARD) for segment in segments)


def learn_patterns(
    writes: Iterable[tuple[str, str] | WritePattern], *, runs: Iterable[Iterable[WritePattern]] = ()
) -> tuple[WritePattern, ...]:
    """The patterns a recording writes into its task file, for ``writes`` seen (``(method, path)``)
    or already learned: a segment that holds a value (a number, a uuid, an e-mail address, a token:
    :func:`segment_kind`) is ``*``; nothing of a value is kept. Reads are dropped.

    ``runs``: the lists of several recordings of one task being merged; a pattern of one run and a
    pattern of another that differ in one literal segment only (a choice that varied between the
    person's runs: ``/consent/accept``, ``/consent/reject``) become one with ``*`` there. Two
    different paths of one run stay two patterns. Sorted, without a pattern another one covers.
    """
    found: dict[tuple[str, tuple[str, ...]], frozenset[int]] = {}

    def add(key: tuple[str, tuple[str, ...]], source: int) -> None:
        found[key] = found.get(key, frozenset()) | {source}

    for write in writes:
        if isinstance(write, WritePattern):
            add((write.method, write.segments), -1)
            continue
        method, path = write
        if method.upper() in SAFE_METHODS:
            continue
        segments = urlsplit(path if path.startswith("/") else "/" + path).path.split("/")[1:]
        learned = tuple(WILDCARD if segment_kind(s) else s for s in segments)
        if _any_path(learned) or (method.upper() not in WRITE_METHODS and method.upper() not in OTHER_WRITE_METHODS):
            # Not a pattern a task may hold (every segment a value, or a method no page writes with):
            # left out, so a run's hold asks a person for it rather than the task allowing any path.
            continue
        add((method.upper(), learned), -1)
    for index, run in enumerate(runs):
        for pattern in run:
            add((pattern.method, pattern.segments), index)
    merged = True
    while merged:
        merged = False
        for (k1, s1), (k2, s2) in itertools.combinations(sorted(found.items()), 2):
            if k1[0] != k2[0] or (s1 == s2 and len(s1) == 1) or -1 in s1 | s2:
                continue  # one run's two paths are two writes
            common = _general(k1[1], k2[1])
            if common is not None and any(s not in ("", WILDCARD) for s in common):
                del found[k1], found[k2]
                add((k1[0], common), min(s1 | s2))
                found[(k1[0], common)] |= s1 | s2
                merged = True
                break
    kept = [
        key
        for key in found
        if not any(key != other and key[0] == other[0] and _covers(other[1], key[1]) for other in found)
    ]
    return tuple(WritePattern(m, segs) for m, segs in sorted(kept))


def _covers(general: tuple[str, ...], specific: tuple[str, ...]) -> bool:
    return len(general) == len(specific) and all(g in (WILDCARD, s) for g, s in zip(general, specific, strict=True))
