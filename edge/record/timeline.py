"""A short history of what the screen showed and when: the before-frames of a recording.

XRecord tells *when* a person acted; the timeline tells what the screen looked like just
before. A capture thread grabs the display every ``interval_s`` and keeps a frame whenever
anything but a blinking caret changed from the last one kept (one more typed letter does),
with the time it was first seen. Frames older than ``keep_s`` are dropped, except the newest of them:
on a still screen that frame is still what is showing.
"""

from __future__ import annotations

import bisect
import contextlib
import logging
import os
import threading
import time

import numpy as np

from screenroute.edge.capture import ScreenBackend
from screenroute.edge.errors import CaptureError
from screenroute.edge.frame import Frame
from screenroute.edge.settle import content_changed

__all__ = ["FrameTimeline"]

log = logging.getLogger(__name__)


class FrameTimeline:
    """Keeps the recent distinct frames of ``screen`` on the :func:`time.monotonic` clock."""

    def __init__(self, screen: ScreenBackend, *, interval_s: float = 0.1, keep_s: float = 5.0) -> None:
        if interval_s <= 0 or keep_s <= 0:
            raise ValueError(f"interval_s={interval_s!r} and keep_s={keep_s!r} must be > 0")
        self._screen = screen
        self._interval_s = interval_s
        self._keep_s = keep_s
        self._times: list[float] = []
        self._frames: list[Frame] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._last_poll = 0.0
        # The newest frame is stale when the screen was last looked at longer ago than this
        # (a person reacts to a change after ~0.3 s at the earliest).
        self._stale_s = max(0.3, 3 * interval_s)
        #: Lookups for a time the capture had not reached (a starved capture thread on a busy machine).
        self.stale_lookups = 0
        self.error: CaptureError | None = None

    def start(self) -> FrameTimeline:
        """Grab the first frame now (CaptureError if the display cannot be read), then keep polling."""
        self._add(time.monotonic(), self._screen.grab())
        self._thread = threading.Thread(target=self._run, name="frame-timeline", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        close = getattr(self._screen, "close", None)
        if callable(close):
            close()

    def frame_before(self, t: float) -> Frame | None:
        """The frame that was showing at time ``t`` (the oldest kept one if ``t`` is older).

        It is never grabbed anew for a past ``t``: by the time an input event is handled the
        app may already have answered it (a dialog closed by its OK button), and a person acts
        a few hundred milliseconds after the screen changes, well within the polling interval.
        """
        with self._lock:
            if not self._frames:
                return None
            if t - self._last_poll > self._stale_s:
                self.stale_lookups += 1
            i = bisect.bisect_right(self._times, t) - 1
            return self._frames[max(i, 0)]

    def still_frame(self, t: float, still_s: float = 0.3) -> Frame | None:
        """The frame showing at ``t`` if it had been showing, unchanged, for ``still_s`` by then; else None."""
        with self._lock:
            if not self._frames or self._last_poll < t - self._stale_s:
                return None
            i = bisect.bisect_right(self._times, t) - 1
            if i < 0 or t - self._times[i] < still_s:
                return None
            return self._frames[i]

    def latest(self) -> tuple[Frame, float, float]:
        """The newest frame, when it first showed, and when the screen was last looked at."""
        with self._lock:
            if not self._frames:
                raise CaptureError("the timeline has no frame yet")
            return self._frames[-1], self._times[-1], self._last_poll

    def _add(self, t: float, frame: Frame) -> None:
        with self._lock:
            self._times.append(t)
            self._frames.append(frame)
            self._last_poll = t
            horizon = t - self._keep_s
            # Keep the newest frame older than the horizon: it is what showed at the horizon.
            drop = bisect.bisect_left(self._times, horizon) - 1
            if drop > 0:
                del self._times[:drop]
                del self._frames[:drop]

    def _run(self) -> None:
        # Polling late means before-frames from too long ago; on a busy machine ask for a better
        # place in the queue where that is allowed (root, or CAP_SYS_NICE), else keep the default.
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), -5)
        while not self._stop.wait(self._interval_s):
            try:
                frame = self._screen.grab()
            except CaptureError as exc:
                self.error = exc
                log.warning("screen capture stopped: %s", exc)
                return
            now = time.monotonic()
            with self._lock:
                last = self._frames[-1]
            # Any change but a caret's blink is a new frame: the last letter typed may change few
            # pixels, and a frame without it is a screen caught mid-typing.
            same = np.array_equal(last.pixels, frame.pixels) or not content_changed(last, frame)
            if same:
                with self._lock:
                    self._last_poll = now
                continue
            self._add(now, frame)
