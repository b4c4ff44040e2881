"""Waiting for the screen to settle, and telling whether an action changed it.

Two measures, for two jobs:

* :func:`phash` — a 64-bit DCT perceptual hash: a compact identity of a whole screen for
  indexes and caches (near-identical screens are a small :func:`hamming` distance apart).
  Too coarse to notice a changed label or a spinner, so it is not used for settling.
* :func:`changed_pixels` — a pixel difference that ignores structures narrower than
  ``CARET_MAX_WIDTH`` pixels, so a blinking text caret (1–2 px wide) in a focused input
  never counts as a change, while any text, button or dialog change does. Settling and
  "did the click do anything" are built on it.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from PIL import Image

from screenroute.edge.capture import ScreenBackend
from screenroute.edge.frame import Frame

# Changed regions narrower than this many pixels are ignored (a caret is 1 CSS px = 1–2 px).
CARET_MAX_WIDTH = 3
# How often to look while waiting, and how long a still screen must stay still, measured on
# the demo with a sampler thread (bench/results/edge_latency.md, "Settle"). One poll costs a
# grab (2.3 ms quiet, NOTES.md) plus a compare (0.6 ms on a still frame, ~1 ms on a typical
# change here): every 40 ms that is ~7 % of a core and a change is seen within 40 ms; every
# 10 ms would be ~30 %. A clicked button changes within 20 ms, a submitted form within ~0.3 s.
POLL_S = 0.04
# Pauses between two changes of one effect (a page painting in stages): p50 26 ms, p95 154 ms,
# p99 431 ms. 150 ms of stillness ends 95 % of effects; the rest is what post-conditions and
# the stale-frame check catch. (Two frames 40 ms apart would settle inside 23 % of the pauses.)
QUIET_S = 0.15
# A pixel counts as changed when its gray level moves by more than this (0–255).
PIXEL_DELTA = 24


# A busy machine answers later: a wait for an app's first visible answer is stretched by the load
# average per core, at most this many times. On 2 cores at load 8 or more a 1.5 s wait becomes 6 s; the
# wait ends at the first change, so only an action that changes nothing pays the longer budget.
LOAD_STRETCH_MAX = 4.0


def usable_cores() -> int:
    """The cores this process may run on: its CPU affinity where the system tells it, else all of them.

    A container or a ``taskset`` gives a process fewer cores than the machine has; the load
    average counts runnable tasks machine-wide, so it is the cores the app can have that it
    must be divided by, and ``os.cpu_count()`` would call a busy 2-core slice of a 64-core host idle.
    """
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def load_stretch(load: float | None = None, cores: int | None = None, *, cap: float = LOAD_STRETCH_MAX) -> float:
    """How many times longer than on a quiet machine to wait for an app's first visible answer.

    The 1-minute load average (``load``, default ``os.getloadavg()``) per core (``cores``, default
    :func:`usable_cores`): 1 while a core is to spare, never more than ``cap``.
    """
    if load is None:
        load = os.getloadavg()[0]
    if cores is None:
        cores = usable_cores()
    return min(cap, max(1.0, load / max(1, cores)))


@lru_cache(maxsize=4)
def _dct_matrix(n: int) -> np.ndarray:
    k = np.arange(n)[:, None]
    i = np.arange(n)[None, :]
    m: np.ndarray = np.cos(np.pi * (2 * i + 1) * k / (2 * n)) * np.sqrt(2.0 / n)
    m[0, :] = np.sqrt(1.0 / n)
    return m


def phash(frame: Frame | np.ndarray) -> int:
    """64-bit DCT perceptual hash of a frame (or an RGB/gray array)."""
    pixels = frame.pixels if isinstance(frame, Frame) else frame
    image = Image.fromarray(pixels).convert("L").resize((32, 32), Image.Resampling.BOX)
    gray = np.asarray(image, dtype=np.float64)
    dct = _dct_matrix(32)
    coeffs = (dct @ gray @ dct.T)[:8, :8].flatten()
    median = np.median(coeffs[1:])  # the DC term would dominate the median
    bits = coeffs > median
    value = 0
    for bit in bits:
        value = (value << 1) | int(bit)
    return value


def hamming(a: int, b: int) -> int:
    """Number of differing bits between two hashes."""
    return (a ^ b).bit_count()


def _gray(pixels: np.ndarray) -> np.ndarray:
    # Integer luma (ITU-R 601 weights / 256): fast and exact enough for change detection.
    p = pixels.astype(np.uint16)
    return ((p[:, :, 0] * 77 + p[:, :, 1] * 150 + p[:, :, 2] * 29) >> 8).astype(np.int16)


def _differing_span(before: np.ndarray, after: np.ndarray) -> tuple[slice, slice] | None:
    """The rows and columns that hold every differing pixel, or None when the images are equal.

    Comparing raw bytes first keeps a poll cheap: only this window is converted to gray
    and scanned for runs (a typed character costs a strip, not the 1 Mpx frame).
    """
    height = before.shape[0]
    flat_before, flat_after = before.reshape(height, -1), after.reshape(height, -1)
    if flat_before.shape[1] % 8 == 0 and flat_before.flags.c_contiguous and flat_after.flags.c_contiguous:
        # Eight bytes at a time: a 1280-px row is 480 words instead of 3840 bytes.
        flat_before, flat_after = flat_before.view(np.uint64), flat_after.view(np.uint64)
    rows = np.flatnonzero((flat_before != flat_after).any(axis=1))
    if rows.size == 0:
        return None
    y = slice(int(rows[0]), int(rows[-1]) + 1)
    # Columns from a max over rows first: reducing the colour axis of an H x W x 3 array is slow.
    cols = np.flatnonzero(np.bitwise_xor(before[y], after[y]).max(axis=0).max(axis=1))
    return y, slice(int(cols[0]), int(cols[-1]) + 1)


def changed_pixels(before: Frame, after: Frame, *, pixel_delta: int = PIXEL_DELTA) -> int:
    """How many pixels changed visibly between two frames, carets and other hairlines excluded.

    A changed pixel only counts when it belongs to a horizontal run of more than
    ``CARET_MAX_WIDTH`` changed pixels. Frames of different sizes count as fully changed.
    """
    if before.pixels.shape != after.pixels.shape:
        return int(max(before.width * before.height, after.width * after.height))
    span = _differing_span(before.pixels, after.pixels)
    if span is None:
        return 0
    mask = np.abs(_gray(before.pixels[span]) - _gray(after.pixels[span])) > pixel_delta
    run = CARET_MAX_WIDTH + 1
    if after.width < run:
        return int(mask.sum())  # a frame this narrow has no room for a caret to hide in
    if mask.shape[1] < run:
        return 0  # every difference lies in a strip no wider than a caret
    wide = mask[:, : mask.shape[1] - run + 1].copy()
    for shift in range(1, run):
        wide &= mask[:, shift : mask.shape[1] - run + 1 + shift]
    return int(wide.sum())


def content_changed(before: Frame, after: Frame, *, pixel_delta: int = PIXEL_DELTA) -> bool:
    """Whether anything but a blinking caret changed: changed pixels spanning more columns than a caret.

    Finer than :func:`visibly_changed`: one more typed letter counts, even a narrow one ("l", "y")
    whose strokes are no wider than a caret in any row (it moves the caret too, so the change is
    wider than the caret alone). What a recording must not miss, or it keeps a frame caught mid-typing.
    """
    if before.pixels.shape != after.pixels.shape:
        return True
    span = _differing_span(before.pixels, after.pixels)
    if span is None:
        return False
    mask = np.abs(_gray(before.pixels[span]) - _gray(after.pixels[span])) > pixel_delta
    cols = np.flatnonzero(mask.any(axis=0))
    return bool(cols.size) and int(cols[-1] - cols[0]) + 1 > CARET_MAX_WIDTH


def visibly_changed(before: Frame, after: Frame, threshold: int = 8) -> bool:
    """Whether ``after`` differs from ``before`` by more than ``threshold`` changed pixels (carets ignored)."""
    return changed_pixels(before, after) > threshold


@dataclass(frozen=True)
class SettleResult:
    """The outcome of a wait: the last frame, whether the screen was stable, time and frames taken.

    ``changed`` is set by :func:`changed_since` (did anything change after the action); it is
    None for a plain :func:`wait_until_stable`.
    """

    frame: Frame
    settled: bool
    waited_ms: float
    frames: int
    changed: bool | None = None

    @property
    def phash(self) -> int:
        return phash(self.frame)


def wait_until_stable(
    screen: ScreenBackend,
    *,
    interval_s: float = 0.12,
    stable_frames: int = 2,
    max_wait_s: float = 5.0,
    threshold: int = 0,
    first: Frame | None = None,
    quiet_s: float | None = None,
) -> SettleResult:
    """Grab frames every ``interval_s`` until ``stable_frames`` consecutive frames are equal.

    "Equal" means at most ``threshold`` changed pixels by :func:`changed_pixels` (so a
    blinking caret does not keep the screen unsettled). With ``quiet_s`` the screen must
    instead stay unchanged for that long (at least two equal frames): how often to look
    and how long a pause proves the screen is done are separate questions (see
    ``POLL_S``/``QUIET_S``). Gives up after ``max_wait_s`` and returns the latest frame
    with ``settled=False``. ``first`` reuses an already grabbed frame.
    """
    if stable_frames < 1:
        raise ValueError(f"stable_frames={stable_frames!r} must be >= 1")
    if interval_s < 0 or max_wait_s < 0:
        raise ValueError(f"interval_s={interval_s!r} and max_wait_s={max_wait_s!r} must be >= 0")
    if quiet_s is not None and quiet_s < 0:
        raise ValueError(f"quiet_s={quiet_s!r} must be >= 0")
    start = time.monotonic()
    current = first if first is not None else screen.grab()
    frames = 1
    streak = 1
    still_since = time.monotonic()

    def settled() -> bool:
        if quiet_s is None:
            return streak >= stable_frames
        return streak >= 2 and time.monotonic() - still_since >= quiet_s

    while not settled():
        if time.monotonic() - start + interval_s > max_wait_s:
            return SettleResult(current, False, (time.monotonic() - start) * 1000, frames)
        time.sleep(interval_s)
        nxt = screen.grab()
        frames += 1
        if changed_pixels(current, nxt) <= threshold:
            streak += 1
        else:
            streak, still_since = 1, time.monotonic()
        current = nxt
    return SettleResult(current, True, (time.monotonic() - start) * 1000, frames)


def changed_since(
    before: Frame,
    screen: ScreenBackend,
    *,
    change_timeout_s: float = 1.5,
    poll_s: float = 0.04,
    change_threshold: int = 8,
    interval_s: float = 0.12,
    stable_frames: int = 2,
    max_wait_s: float = 5.0,
    threshold: int = 0,
    quiet_s: float | None = None,
) -> SettleResult:
    """After an action: wait for the first visible change from ``before``, then for stability.

    Polls every ``poll_s`` for up to ``change_timeout_s`` until the screen differs from
    ``before`` by more than ``change_threshold`` pixels; never returns the still-old frame as
    the "after" of an action that did change something. Without a change it returns the
    latest frame with ``changed=False`` (an action with no visible effect). With one, it waits
    until stable (``max_wait_s`` counted from the change; ``quiet_s`` as in
    :func:`wait_until_stable`) and returns ``changed=True``.
    """
    start = time.monotonic()
    frames = 0
    while True:
        current = screen.grab()
        frames += 1
        if visibly_changed(before, current, change_threshold):
            break
        if time.monotonic() - start + poll_s > change_timeout_s:
            return SettleResult(current, True, (time.monotonic() - start) * 1000, frames, changed=False)
        time.sleep(poll_s)
    settled = wait_until_stable(
        screen, interval_s=interval_s, stable_frames=stable_frames, max_wait_s=max_wait_s,
        threshold=threshold, first=current, quiet_s=quiet_s,
    )  # fmt: skip
    return SettleResult(
        settled.frame, settled.settled, (time.monotonic() - start) * 1000, frames + settled.frames - 1, changed=True
    )
