"""The navigation hold: an action that is not the task's own may open the pages the task visits, no other.

The write hold (:mod:`screenroute.edge.skills.writes`) judges a request by its method, and an
application that changes something on a ``GET`` escapes it: a link that purges a cache, pays an
invoice or cancels a subscription, a ``GET`` form whose button says "Refresh". What such a request
has in common with a benign one is nothing the filter can read; what sets it apart is *where* it
goes: a page the task itself never opens. So while a planner's or a learned action runs, the
sandbox's egress filter also holds a **top-level navigation** (the browser's ``Sec-Fetch-Dest:
document``) to a path that is neither one the task visits (:class:`VisitPattern`: its ``visits:``,
its start URL and ``open_url`` steps) nor one the browser has already loaded in this sandbox
without a hold (the task's own steps' pages, the pages a person or an allowed action opened).
The query is not compared: paging, sorting and filtering a page the task visits stay open.

Subresources (images, styles, scripts, fonts, frames) and a script's own reads (``fetch``, XHR) are not
page loads: the **read hold** judges them by whether the run requested their path template before
(:func:`canonical_path`: another query, record or digest aside) or the task reads it (``reads:``), so a
page's own images, polling and next page pass and ``<img src=/api/orders/delete-all>`` or
``fetch('/api/orders/delete?id=1001')`` sent for the first time do not; :func:`risk_named` says whether a
refused script read stops the run. See ``docs/least-privilege.md``, "The navigation hold" and "The read hold".
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import parse_qsl, unquote, urlsplit

from screenroute.edge.skills.writes import WILDCARD, WritePattern, learn_patterns, path_segments, segment_kind

__all__ = ["MAX_READS", "VisitPattern", "canonical_path", "learn_reads", "learn_visits", "risk_named", "visit_path"]

# A segment that is a digest or a token rather than a route: hex of 8 or more (a short commit, a
# content hash) or a run of 16 or more letters, digits, '-' and '_' (base64url), holding a digit and a
# letter, that looks random (:func:`_is_hash`).
_HEX = re.compile(r"[0-9a-fA-F]{8,}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,}")
# A name an application gives a route: lower-case words and numbers joined by '-' or '_'
# ("export-2024-report", "purge-archive-2025"), never a token however long.
_NAME = re.compile(r"(?:[a-z]+|\d+)(?:[-_](?:[a-z]+|\d+))*")
# Characters of one class (a digit, a lower-case letter, an upper-case letter, '-' or '_') follow one
# of another at least once in this many characters of a digest: "9f86d081", "Zx81_aQ2" switch at almost
# every character, "facade12" once.
_SWITCH_EVERY = 4
# The words of an address: letters of any script, split at everything else ('-', '_', '.', digits).
_WORD_SPLIT = re.compile(r"[^\w]+|[\d_]+")

#: The most ``reads:`` a task holds: what its schema accepts, a recording learns and a merge keeps.
MAX_READS = 200
# A task's list is for a person to read: patterns stay short.
_MAX_PATTERN_LEN = 200
# The method the shared learning rule carries a visit under (visits and writes widen alike).
_CARRIER = "POST"


def visit_path(target: str) -> str:
    """The path of a request target or URL, as visits compare it: no query, no fragment, never empty."""
    parts = urlsplit(target if "://" in target or target.startswith("/") else "/" + target)
    return parts.path or "/"


def canonical_path(target: str) -> str:
    """The path of a request target as the read hold compares it — its template: no query, each segment
    percent-decoded, dot segments resolved, and a segment that is a number, a uuid or a hash as
    ``{number}``, ``{uuid}`` or ``{hash}`` (the record a page reads varies; the route it reads it by does not).

    ``/api/orders/1017?full=1`` and ``/api/orders/./1018`` are both ``/api/orders/{number}``;
    ``/assets/app.3f9a2c1e.js`` is ``/assets/app.3f9a2c1e.js`` (one segment, not a hash: it has dots), and
    ``/blobs/9f86d081884c7d65`` is ``/blobs/{hash}``; ``/api/orders/delete?id=1001`` is ``/api/orders/delete``."""
    return "/" + "/".join(_template(target))


def _template(target: str) -> list[str]:
    """The segments of :func:`canonical_path` (a decoded segment that holds ``/`` is one segment still)."""
    segments: list[str] = []
    raw = visit_path(target).split("/")[1:]
    for segment in raw:
        text = unquote(segment)
        if text == ".":
            continue
        if text == "..":
            if segments:
                segments.pop()
            continue
        kind = segment_kind(segment)
        if kind == "value" and _is_hash(text):
            kind = "hash"
        segments.append(f"{{{kind}}}" if kind in ("number", "uuid", "hash") else text)
    if raw and unquote(raw[-1]) in (".", ".."):
        segments.append("")  # "/a/b/.." is the folder "/a/"
    return segments


@dataclass(frozen=True)
class VisitPattern:
    """One page the task visits: an origin-relative path, segment by segment, ``*`` standing for
    exactly one segment of any value (``/orders/*``). ``/`` is the root page.

    Written as the path alone in a task file's ``visits:``; :meth:`parse` says what is wrong with one.
    A pattern matches the path only (a query is the page's to choose and is not compared).
    """

    segments: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> VisitPattern:
        """The pattern ``text`` (``"/orders/*"``); ValueError naming what is wrong and what is allowed."""
        path = text.strip()
        if not path:
            raise ValueError(f"{text!r}: the path is empty; write the path of a page, e.g. '/orders'")
        if " " in path and path.split(" ", 1)[0].isalpha():
            raise ValueError(f"{text!r}: a visit is a path alone (no method): the page's GET is implied")
        segments = path_segments(text, path, example="/orders")
        if segments != ("",) and all(segment in ("", WILDCARD) for segment in segments):
            raise ValueError(f"{text!r}: matches any page; name at least one literal segment (or '/' for the root)")
        return cls(segments)

    @classmethod
    def exact(cls, target: str) -> VisitPattern:
        """The pattern of exactly the path of ``target`` (a URL or a request target; query dropped)."""
        return cls(tuple(unquote(s) for s in visit_path(target).split("/")[1:]))

    def matches(self, target: str) -> bool:
        """Whether the request target or URL ``target`` (query and all) opens this page."""
        got = tuple(unquote(s) for s in visit_path(target).split("/")[1:])
        return len(got) == len(self.segments) and all(
            (want == WILDCARD and have != "") or unquote(want) == have
            for want, have in zip(self.segments, got, strict=True)
        )

    def reads(self, target: str) -> bool:
        """Whether a read of ``target`` (query and all) is one of this pattern's: as :meth:`matches`, but a
        ``*`` stands for a value only (a number, a uuid, an e-mail address, a token, a name with capitals
        or digits: :func:`~screenroute.edge.skills.writes.segment_kind`), never for a route word, ``.``,
        ``..`` or a segment that decodes to hold ``/``. A task reads ``/api/orders/*`` for its records;
        ``/api/orders/delete-all`` and ``/api/orders/purge`` are routes of their own."""
        got = visit_path(target).split("/")[1:]
        return len(got) == len(self.segments) and all(
            _is_value(have) if want == WILDCARD else unquote(want) == unquote(have)
            for want, have in zip(self.segments, got, strict=True)
        )

    def __str__(self) -> str:
        return "/" + "/".join(self.segments)


def learn_visits(
    paths: Iterable[str | VisitPattern], *, runs: Iterable[Iterable[VisitPattern]] = ()
) -> tuple[VisitPattern, ...]:
    """The patterns a recording writes into its task file for the pages its run opened (request
    targets) or already learned: the same rule as the writes' (:func:`~screenroute.edge.skills.writes.learn_patterns`)
    — a segment holding a value becomes ``*``, nothing of a value is kept; in a merge of several
    recordings a segment that varied between them becomes ``*``. A pattern left with no literal
    segment (a page at ``/{number}``) is dropped: it would open every such page.
    """
    carried: list[tuple[str, str] | WritePattern] = []
    for path in paths:
        if isinstance(path, VisitPattern):
            carried.append(WritePattern(_CARRIER, path.segments))
            continue
        page = visit_path(path)
        if page == "/" or any(not segment_kind(s) for s in page.split("/")[1:]):
            carried.append((_CARRIER, page))  # (a page of values alone would cover the root too)
    learned = learn_patterns(carried, runs=[[WritePattern(_CARRIER, v.segments) for v in run] for run in runs])
    return tuple(
        VisitPattern(p.segments)
        for p in learned
        if p.segments == ("",) or any(s not in ("", WILDCARD) for s in p.segments)
    )


def _is_value(segment: str) -> bool:
    """Whether a raw path segment holds a value a ``*`` of a read may stand for (see :meth:`VisitPattern.reads`)."""
    text = unquote(segment)
    return text not in ("", ".", "..") and "/" not in text and "\\" not in text and bool(segment_kind(segment))


def _is_hash(text: str) -> bool:
    """Whether a segment is a digest or a token (a value the route carries), not a name: hex or base64url
    long enough, holding a digit and a letter, not lower-case words and numbers joined by '-' or '_'
    (``export-2024-report``), and random-looking — its kind of character changes often (``facade12`` is a
    word and a number)."""
    if not any(c.isdigit() for c in text) or not any(c.isalpha() for c in text):
        return False
    if _NAME.fullmatch(text) or not (_HEX.fullmatch(text) or _TOKEN.fullmatch(text)):
        return False
    switches = sum(_kind_of(a) != _kind_of(b) for a, b in itertools.pairwise(text))
    return switches * _SWITCH_EVERY >= len(text)


def _kind_of(ch: str) -> int:
    return 0 if ch.isdigit() else 1 if ch.islower() else 2 if ch.isupper() else 3


def risk_named(target: str) -> str:
    """The word(s) of the shared word list (a high tier, :func:`screenroute.contract.risk.label_risk`) that a
    part of a request's address names a risky action by: a path segment (``erase`` in ``/api/archive/erase``)
    or a query's name or value (``action=purge``); '' when none does. Words are split at ``-``, ``_``,
    ``.`` and digits, so ``delete-all`` and ``bulk_delete`` are read as phrases. What is returned is the
    list's own word, never the page's text (a reason written for a person quotes no address).

    The read hold's second line: a script's read of a path the run never requested is refused either way;
    one whose address says what it changes stops the run for a person too."""
    from screenroute.contract.risk import RiskTier, label_risk

    parts = urlsplit(target if "://" in target or target.startswith("/") else "/" + target)
    texts = [unquote(s) for s in parts.path.split("/")]
    for name, value in parse_qsl(parts.query, keep_blank_values=True):
        texts += [name, value]
    for text in texts:
        words = " ".join(w for w in _WORD_SPLIT.split(text[:200]) if w)
        if words and label_risk(words) is RiskTier.HIGH:
            return _list_word(words)
    return ""


def _list_word(words: str) -> str:
    """The longest entry of the high-risk lists that ``words`` hold (letters compared without spaces), or a
    phrase naming none when they hold one only as a slip of it."""
    from screenroute.contract.risk import HIGH_RISK_VERBS, HIGH_RISK_WORDS
    from screenroute.contract.text import comparable

    squeezed = comparable(words).replace(" ", "")
    held = [
        w for w in (comparable(e) for e in (*HIGH_RISK_WORDS, *HIGH_RISK_VERBS)) if w and w.replace(" ", "") in squeezed
    ]
    return max(held, key=len) if held else "a word of the high-risk list"


def learn_reads(
    paths: Iterable[str | VisitPattern],
    *,
    runs: Iterable[Iterable[VisitPattern]] = (),
    notes: list[str] | None = None,
) -> tuple[VisitPattern, ...]:
    """The ``reads:`` patterns a recording writes for the script reads its run made (request targets) or
    already learned: each path as its template (:func:`canonical_path`), every segment that holds a value
    (a number, a uuid, a hash, a name, a file name: :func:`~screenroute.edge.skills.writes.segment_kind`)
    as ``*`` and nothing of it kept, a segment that decodes to hold ``/`` one segment still; then the rule
    of :func:`learn_visits` (a segment that varied between merged recordings as ``*``, a pattern with no
    literal segment dropped). A pattern a task file could not hold (:meth:`VisitPattern.parse`) is left out,
    said in ``notes``: a recording never fails for what its pages read."""
    templates: list[str | VisitPattern] = []
    for path in paths:
        if isinstance(path, VisitPattern):
            templates.append(path)
            continue
        templates.append(VisitPattern(tuple(WILDCARD if _is_value_of_template(s) else s for s in _template(path))))
    kept: list[VisitPattern] = []
    for pattern in learn_visits(templates, runs=runs):
        try:
            kept.append(VisitPattern.parse(str(pattern)))
        except ValueError as exc:
            if notes is not None:
                notes.append(f"a read not learned (a task file could not hold it): {str(exc).split(': ', 1)[-1]}")
    return tuple(kept)


def _is_value_of_template(segment: str) -> bool:
    return (segment.startswith("{") and segment.endswith("}")) or segment in (".", "..") or bool(segment_kind(segment))
