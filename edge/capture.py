"""Screen capture: one small interface, an mss backend for X11 displays."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Protocol, runtime_checkable

import numpy as np

from screenroute.edge.errors import CaptureError
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry
from screenroute.lifecycle import Closing

log = logging.getLogger(__name__)


@runtime_checkable
class ScreenBackend(Protocol):
    """Anything that can take a screenshot of one monitor."""

    def grab(self) -> Frame:
        """Capture the monitor now; raises CaptureError when it cannot."""
        ...


class MssScreen(Closing):
    """Captures one monitor of an X display with mss.

    mss instances hold an X connection and are not thread-safe, so each thread that calls
    :meth:`grab` gets its own instance (created on first use, closed by :meth:`close`
    for the calling thread, or when the thread's objects are collected).
    """

    def __init__(self, display: str, monitor: int = 1, scale: float = 1.0) -> None:
        if monitor < 0:
            raise ValueError(f"monitor={monitor!r} must be >= 0 (0 = all monitors, 1 = first)")
        if scale <= 0:
            raise ValueError(f"scale={scale!r} must be > 0")
        self.display = display
        self.monitor = monitor
        self.scale = float(scale)
        self._local = threading.local()
        self._all: list[Any] = []
        self._all_lock = threading.Lock()

    def _mss(self) -> Any:
        inst = getattr(self._local, "mss", None)
        if inst is None:
            import mss  # heavy-ish, and only the capture path needs it

            try:
                inst = mss.MSS(display=self.display)
            except Exception as exc:  # mss raises ScreenShotError and OS-level errors
                raise CaptureError(f"cannot open display {self.display}: {exc}") from exc
            self._local.mss = inst
            with self._all_lock:
                self._all.append(inst)
        return inst

    def grab(self) -> Frame:
        """Capture the configured monitor as an RGB frame in physical pixels."""
        inst = self._mss()
        try:
            monitors = inst.monitors
            if self.monitor >= len(monitors):
                raise CaptureError(
                    f"monitor {self.monitor} does not exist on {self.display} (it has {len(monitors) - 1})"
                )
            mon = monitors[self.monitor]
            captured_at = time.time()
            shot = inst.grab(mon)
        except CaptureError:
            raise
        except Exception as exc:
            raise CaptureError(f"capture of {self.display} monitor {self.monitor} failed: {exc}") from exc
        bgra = np.frombuffer(shot.bgra, dtype=np.uint8).reshape(shot.height, shot.width, 4)
        pixels = np.ascontiguousarray(bgra[:, :, 2::-1])
        geometry = ScreenGeometry(int(mon["left"]), int(mon["top"]), int(mon["width"]), int(mon["height"]), self.scale)
        return Frame(pixels=pixels, geometry=geometry, captured_at=captured_at)

    def close(self) -> None:
        """Close every thread's mss instance (call from the owner once capture is done)."""
        with self._all_lock:
            instances, self._all = self._all, []
        for inst in instances:
            try:
                inst.close()
            except Exception as exc:  # noqa: BLE001 - every instance must get its close; mss and Xlib raise assorted types
                log.debug("closing an mss instance failed: %s", exc)
        self._local = threading.local()
