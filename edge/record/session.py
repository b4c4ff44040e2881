"""One recording: listen to the display, keep the before/after frames, stop when the person is done.

The session needs nothing from the person but their input on the display: XRecord
(:class:`~screenroute.edge.record.listener.XRecordListener`) for what they did, screenshots
(:class:`~screenroute.edge.record.timeline.FrameTimeline`) for what they saw. It stops at
the first of: ``until_text`` showing on a settled screen, the stop chord, :meth:`stop`
(a signal handler calls it), or ``max_seconds``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, Protocol

from screenroute.edge.capture import MssScreen, ScreenBackend
from screenroute.edge.errors import WriteGateError
from screenroute.edge.frame import Frame, frame_digest
from screenroute.edge.grounding import find_verbatim
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.record.decoder import ActionDecoder
from screenroute.edge.record.environment import RecordingEnvironment
from screenroute.edge.record.events import InputAction, RawInput
from screenroute.edge.record.listener import XRecordListener
from screenroute.edge.record.reading import FrameReader
from screenroute.edge.record.timeline import FrameTimeline
from screenroute.edge.skills.visits import MAX_READS, learn_reads, learn_visits
from screenroute.edge.skills.writes import SCRIPT_READ, learn_patterns

__all__ = ["Demonstration", "RecordingSession", "StopReason", "frame_digest", "mark_writers"]

log = logging.getLogger(__name__)

StopReason = Literal["until_text", "stop_key", "signal", "timeout", "listener_failed"]

#: A write seen this long (seconds) after an action ended at most is that action's: a press sends
#: its form at once; the log is polled every 0.2 s, late on a busy machine.
WRITE_FOLLOWS_S = 3.0
# A screen must have been still this long before the until-text check reads it.
_SETTLED_S = 0.4


@dataclass
class Demonstration:
    """What a recording captured: the actions with their before/after frames, and how it ended."""

    display: str
    actions: list[InputAction]
    first: Frame
    last: Frame
    stop_reason: StopReason
    until_text: str = ""
    notes: list[str] = field(default_factory=list)
    #: OCR the session already did (frame digest → lines), so building the task does not redo it.
    ocr_cache: dict[bytes, list[OcrLine]] = field(default_factory=dict)
    #: The writes the person's run made, learned as patterns (``METHOD /path``, values as ``*``):
    #: read from the sandbox's egress filter; empty when the display has none. No path itself is kept.
    writes: tuple[str, ...] = ()
    #: The pages the person's run opened (top-level navigations), learned as path patterns the same way.
    visits: tuple[str, ...] = ()
    #: What the person's run read by script (``fetch``/XHR), learned as path patterns the same way.
    reads: tuple[str, ...] = ()
    #: Where the recording was made (the app's work folder, the user, the host): names a run elsewhere shows otherwise.
    environment: RecordingEnvironment = field(default_factory=RecordingEnvironment)


def mark_writers(actions: list[InputAction], write_times: list[tuple[float, float]]) -> None:
    """Mark as ``wrote`` the action each write followed.

    ``write_times`` are the polls that saw writes, each as (the poll before, this poll), on the
    clock of the input events: the write arrived between the two. Its action is the last one the
    person began before the write was seen, if the write may have come at most
    :data:`WRITE_FOLLOWS_S` after that action ended (polls are apart by the screen reads between
    them, seconds on a busy machine). A write seen before any action (a page's own request on
    load) or long after the last one (a page's timer) marks none.
    """
    ordered = sorted(actions, key=lambda a: a.start)
    for after, seen in write_times:
        before = [a for a in ordered if a.start <= seen]
        if before and after - before[-1].end <= WRITE_FOLLOWS_S:
            before[-1].wrote = True


class WriteLog(Protocol):
    """Where the writes and page loads a sandbox's browser sent are seen (its egress filter, in this
    process or the keeper's)."""

    def seen_requests(self, since: int = 0) -> tuple[int, tuple[tuple[str, str, str], ...]]:
        """(origin, method, path) of the writes, page loads (``GET``) and script reads of new path templates
        (:data:`~screenroute.edge.skills.writes.SCRIPT_READ`) relayed since mark ``since``, and the next mark."""
        ...


class RecordingSession:
    """Records one demonstration on ``display``; :meth:`run` blocks until a stop condition.

    ``incremental``: the until-text check reads each settled screen where it changed from the
    nearest screen already read (:class:`~screenroute.edge.record.reading.FrameReader`).
    """

    def __init__(
        self,
        display: str,
        *,
        screen: ScreenBackend | None = None,
        ocr: OcrEngine | None = None,
        until_text: str = "",
        stop_chord: str = "Pause",
        max_seconds: float = 1800.0,
        interval_s: float = 0.1,
        incremental: bool = False,
        egress: WriteLog | None = None,
        origin: str = "",
    ) -> None:
        if until_text and ocr is None:
            raise ValueError("until_text needs an OCR engine to read the screen")
        if max_seconds <= 0:
            raise ValueError(f"max_seconds={max_seconds!r} must be > 0")
        self.display = display
        self.until_text = until_text
        self._ocr = ocr
        self._timeline = FrameTimeline(screen or MssScreen(display), interval_s=interval_s)
        self._decoder = ActionDecoder(
            self._timeline.frame_before, still=self._timeline.still_frame, stop_chord=stop_chord
        )
        self._listener = XRecordListener(display, self._on_event)
        self._max_seconds = max_seconds
        self._actions: list[InputAction] = []
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._reason: StopReason = "signal"
        self._final: Frame | None = None
        self._cache: dict[bytes, list[OcrLine]] = {}
        # Each settled screen is read where it changed from the last one read, not whole.
        self._reader = FrameReader(ocr, self._cache, incremental=incremental) if ocr is not None else None
        self._last_input = 0.0
        # Where the writes the person's run makes are seen (the sandbox's egress filter), and the
        # origin they count for (``http://host:port``; empty: every origin).
        self._egress = egress
        self._origin = origin
        # When each write to the task's origin was first seen (monotonic, the clock of the input
        # events), polled while the person acts: the action before it is the one that wrote.
        self._write_mark: int | None = None
        self._write_times: list[tuple[float, float]] = []
        self._polled_at = 0.0

    def stop(self, reason: StopReason = "signal") -> None:
        """End the recording (safe from a signal handler or another thread)."""
        if not self._stopped.is_set():
            self._reason = reason
            self._stopped.set()

    def run(self, on_ready: Callable[[], None] | None = None) -> Demonstration:
        """Listen until a stop condition; ``on_ready`` is called once input is being recorded."""
        self._timeline.start()
        first = self._timeline.latest()[0]
        notes: list[str] = []
        mark = self._writes_mark(notes)
        self._write_mark = mark
        self._polled_at = time.monotonic()
        try:
            self._listener.start()
            if on_ready is not None:
                on_ready()
            self._wait_for_stop()
        finally:
            self._listener.stop()
            self._timeline.stop()
        self._poll_writes()
        with self._lock:
            self._actions += self._decoder.finish()
            actions = list(self._actions)
        mark_writers(actions, self._write_times)
        last = self._final or self._timeline.latest()[0]
        for i, current in enumerate(actions):
            following = actions[i + 1].before if i + 1 < len(actions) else None
            current.after = current.settled or (following if following is not None else last)
            if current.before is None:
                current.before = first
        writes, visits, reads = self._writes_since(mark, notes)
        notes += list(self._decoder.notes) + [f"{a.describe()}: {n}" for a in actions for n in a.notes]
        if self._timeline.stale_lookups:
            notes.append(
                f"{self._timeline.stale_lookups} input event(s) came while screen capture lagged behind "
                "(a busy machine): their before-frames may be older than the moment of the action"
            )
        return Demonstration(
            display=self.display,
            actions=actions,
            first=first,
            last=last,
            stop_reason=self._reason,
            until_text=self.until_text if self._reason == "until_text" else "",
            notes=notes,
            ocr_cache=self._cache,
            writes=writes,
            visits=visits,
            reads=reads,
        )

    def _writes_mark(self, notes: list[str]) -> int | None:
        if self._egress is None:
            return None
        try:
            return self._egress.seen_requests(0)[0]
        except WriteGateError as exc:
            notes.append(f"the writes of this run are not learned (the sandbox's filter: {exc})")
            return None

    def _writes_since(
        self, mark: int | None, notes: list[str]
    ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """The patterns of the writes the person's run made to the task's origin, of the pages it
        opened there and of what its pages read by script (nothing of their values)."""
        if self._egress is None or mark is None:
            return (), (), ()
        try:
            _, seen = self._egress.seen_requests(mark)
        except WriteGateError as exc:
            notes.append(f"the writes of this run are not learned (the sandbox's filter: {exc})")
            return (), (), ()
        mine = [(method, path) for origin, method, path in seen if not self._origin or origin == self._origin]
        writes = learn_patterns([(m, p) for m, p in mine if m not in ("GET", SCRIPT_READ)])
        visits = learn_visits(p for m, p in mine if m == "GET")
        reads = learn_reads((p for m, p in mine if m == SCRIPT_READ), notes=notes)
        if len(reads) > MAX_READS:
            notes.append(
                f"the pages read {len(reads)} routes by script; the first {MAX_READS} are learned as reads:"
                " (a run's planner making the page read another for the first time has it refused)"
            )
            reads = reads[:MAX_READS]
        return tuple(str(p) for p in writes), tuple(str(v) for v in visits), tuple(str(r) for r in reads)

    def _poll_writes(self) -> None:
        """Note the time a write to the task's origin shows in the egress filter's log (none when the
        display has no filter; a filter that fails is already noted by the mark's read)."""
        if self._egress is None or self._write_mark is None:
            return
        try:
            end, seen = self._egress.seen_requests(self._write_mark)
        except WriteGateError:
            return
        now = time.monotonic()
        if any(m not in ("GET", SCRIPT_READ) and (not self._origin or o == self._origin) for o, m, _ in seen):
            self._write_times.append((self._polled_at, now))
        self._write_mark, self._polled_at = end, now

    # -- internals ---------------------------------------------------------------------------
    def _on_event(self, event: RawInput) -> None:
        with self._lock:
            if self._stopped.is_set():
                return
            if event.kind in ("key_press", "button_press"):
                self._last_input = max(self._last_input, event.time)
            self._actions += self._decoder.feed(event)
            if self._decoder.stopped:
                self._final = self._timeline.frame_before(event.time)
                self.stop("stop_key")

    def _wait_for_stop(self) -> None:
        deadline = time.monotonic() + self._max_seconds
        while not self._stopped.wait(0.2):
            self._poll_writes()
            if time.monotonic() > deadline:
                self.stop("timeout")
                break
            if self._listener.error is not None:
                self.stop("listener_failed")
                break
            if self.until_text and self._until_text_showing():
                self.stop("until_text")

    def _until_text_showing(self) -> bool:
        """Whether the until-text is on the current screen, the screen is still, and the person is not acting."""
        frame, shown_at, polled_at = self._timeline.latest()
        quiet_since = max(shown_at, self._last_input)
        if polled_at - quiet_since < _SETTLED_S:
            return False
        lines = self._reader.read(frame) if self._reader is not None else []
        # OCR takes a while: a screen the person has acted on since, or that has changed, was one on the way.
        if self._last_input > quiet_since or self._timeline.latest()[0] is not frame:
            return False
        if find_verbatim(lines, self.until_text) is None:
            return False
        self._final = frame
        return True
