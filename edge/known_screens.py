"""Known screens: a state seen before is checked where its texts were, not read again.

A decision needs the text of the whole screen (is the step done, are its anchors there, where
are its targets), and reading a new page costs a detection pass plus the recognition of every
line (0.5–1.5 s here). When the edge has read a state before (a procedure step it acted on,
here or in an earlier run), :class:`KnownScreens` keeps that frame's pixels and its lines.
For a new frame of the same layout (same size; the classifier's label when there is one) it

1. compares the pixels with the remembered frame: changes narrower than a caret are ignored;
2. accepts the frame only if every other change lies inside one remembered line's box — no
   text can have appeared anywhere else, so the remembered lines still describe the screen;
3. recognises just those boxes (``recognize_boxes``: no detection, ~15 ms a box) and takes
   their new text; every anchor text of the state on a changed line must still be there.

Anything else — a change outside the remembered lines, too many changed lines, a box that reads
nothing or loses its anchor, another size or label — returns no read, and the caller reads the
frame (incrementally or in full). The answer is the screen's lines as a full read would give
them, so the decision logic (post-conditions present *or absent*, anchors, targets) is unchanged.
"""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np

from screenroute.edge.errors import EdgeError
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text
from screenroute.edge.ocr.base import BoxRecognizer, OcrLine
from screenroute.edge.ocr.incremental import changed_boxes
from screenroute.edge.private import private_file
from screenroute.edge.settle import CARET_MAX_WIDTH, _differing_span

__all__ = ["KnownRead", "KnownScreens", "KnownScreensError", "Overlay", "Redact"]

#: Pixels and lines of a state as they may be written to disk, or None when they may not be.
Redact = Callable[[np.ndarray, Sequence[OcrLine]], tuple[np.ndarray, Sequence[OcrLine]] | None]

_FORMAT = "screenroute/known-screens/v1"
# A change this close to a line's box still belongs to it (antialiasing around the glyphs).
_LINE_SLACK = 3
# Changed pixels closer than this are one change (letters of a word).
_GAP = 8


class KnownScreensError(EdgeError):
    """A saved known-screens file could not be read (missing, corrupt, or another format)."""


@dataclass(frozen=True)
class KnownRead:
    """The lines of a frame recognised as a remembered state, and how: ``same`` pixels or ``recognised`` boxes."""

    key: str
    lines: list[OcrLine]
    method: Literal["same", "recognised"]
    recognised: int = 0
    ms: float = 0.0


@dataclass(frozen=True)
class Overlay:
    """A remembered state shown under one small overlay: where the overlay is, and the frame without it."""

    key: str
    label: str
    box: Box
    pixels: np.ndarray


@dataclass(frozen=True)
class _State:
    label: str
    pixels: np.ndarray
    lines: tuple[OcrLine, ...]
    anchors: tuple[str, ...]


def _span_area(span: tuple[slice, slice] | None) -> int:
    if span is None:
        return 0
    rows, cols = span
    return int(rows.stop - rows.start) * int(cols.stop - cols.start)


def _within(inner: Box, outer: Box, slack: int) -> bool:
    return (
        outer.x0 - slack <= inner.x0
        and outer.y0 - slack <= inner.y0
        and inner.x1 <= outer.x1 + slack
        and inner.y1 <= outer.y1 + slack
    )


class KnownScreens:
    """Remembered states, by key (a task's step), each the last frame read there in full and its lines.

    A key keeps up to ``max_variants`` frames: the same step looks different at another scale,
    theme or window size (or with other data), and a frame updates the variant it resembles
    (under half of its pixels differ) instead of evicting the others.

    ``recognizer`` reads the boxes whose pixels changed (``None``: only identical frames are
    known). ``max_states`` bounds the memory (least recently used dropped); ``max_boxes`` is
    the most lines recognised again before a read of the frame is the better deal;
    ``min_score`` the least recognition score a changed line must reach.
    """

    def __init__(
        self,
        recognizer: BoxRecognizer | None = None,
        *,
        max_states: int = 48,
        max_boxes: int = 8,
        min_score: float = 0.5,
        max_variants: int = 4,
    ) -> None:
        if max_states < 1 or max_boxes < 0 or max_variants < 1:
            raise ValueError(
                f"max_states={max_states!r} and max_variants={max_variants!r} must be >= 1, max_boxes={max_boxes!r} >= 0"
            )
        if not 0.0 <= min_score <= 1.0:
            raise ValueError(f"min_score={min_score!r} must lie in [0, 1]")
        self.recognizer = recognizer
        self.max_states = max_states
        self.max_variants = max_variants
        self.max_boxes = max_boxes
        self.min_score = min_score
        # Key -> its variants, oldest first; keys least recently remembered first.
        self._states: OrderedDict[str, list[_State]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return sum(len(variants) for variants in self._states.values())

    def __contains__(self, key: str) -> bool:
        return key in self._states

    def remember(
        self, key: str, pixels: np.ndarray, lines: Sequence[OcrLine], anchors: Iterable[str] = (), *, label: str = ""
    ) -> None:
        """Keep ``pixels`` (read as ``lines``) as the state ``key``; ``anchors`` must hold on any later match."""
        state = _State(label, np.ascontiguousarray(pixels).copy(), tuple(lines), tuple(a for a in anchors if a))
        with self._lock:
            self._add(key, state)

    def _add(self, key: str, state: _State) -> None:
        """Put ``state`` in place of the variant of ``key`` it resembles, or beside them (lock held)."""
        variants = self._states.get(key, [])
        half = state.pixels.shape[0] * state.pixels.shape[1] // 2
        similar = [
            i
            for i, v in enumerate(variants)
            if v.pixels.shape == state.pixels.shape
            and v.label == state.label
            and _span_area(_differing_span(v.pixels, state.pixels)) <= half
        ]
        if similar:
            variants.pop(similar[0])
        variants.append(state)
        del variants[: max(0, len(variants) - self.max_variants)]
        self._states[key] = variants
        self._states.move_to_end(key)
        while len(self) > self.max_states:
            oldest = next(iter(self._states))
            if len(self._states[oldest]) > 1 and oldest != key:
                self._states[oldest].pop(0)
            elif oldest != key:
                self._states.popitem(last=False)
            else:
                self._states[key].pop(0)

    def forget(self, key: str | None = None) -> None:
        """Drop one state, or all of them."""
        with self._lock:
            if key is None:
                self._states.clear()
            else:
                self._states.pop(key, None)

    def read(self, keys: Sequence[str], pixels: np.ndarray, *, label: str = "") -> tuple[KnownRead | None, str]:
        """The lines of ``pixels`` if it shows one of the states ``keys`` (see the module docstring), else why not.

        Of the candidates of this size (and ``label``, when both have one) the one with the
        fewest differing pixels is checked; ``(None, reason)`` means: read the frame.
        """
        started = time.perf_counter()
        with self._lock:
            candidates = [(k, v) for k in keys for v in self._states.get(k, ())]
        nearest = self._nearest(candidates, pixels, label)
        if nearest is None:
            return None, "no remembered state of this layout"
        key, state, changes = nearest
        pixels = np.ascontiguousarray(pixels)
        if not changes:
            return KnownRead(key, list(state.lines), "same", 0, (time.perf_counter() - started) * 1000), ""
        moved: dict[int, OcrLine] = {}
        for change in changes:
            home = [i for i, ln in enumerate(state.lines) if _within(change, ln.box, _LINE_SLACK)]
            if not home:
                return None, f"a change at {change} lies outside every remembered line"
            moved[home[0]] = state.lines[home[0]]
        if self.recognizer is None or len(moved) > self.max_boxes:
            return None, f"{len(moved)} remembered lines changed"
        order = sorted(moved)
        read = self.recognizer.recognize_boxes(pixels, [moved[i].box for i in order])
        lines = list(state.lines)
        for i, fresh in zip(order, read, strict=True):
            old = moved[i]
            if not fresh.text or fresh.score < self.min_score:
                return None, f"the line {old.text!r} no longer reads"
            for anchor in state.anchors:
                if find_text([old], anchor) is not None and find_text([fresh], anchor) is None:
                    return None, f"anchor {anchor!r} reads {fresh.text!r} now"
            lines[i] = OcrLine(fresh.text, old.box, fresh.score)
        return KnownRead(key, lines, "recognised", len(order), (time.perf_counter() - started) * 1000), ""

    def overlay(
        self, keys: Sequence[str], pixels: np.ndarray, *, max_share: float = 0.05
    ) -> tuple[Overlay | None, str]:
        """A remembered state of ``keys`` that ``pixels`` shows under one small overlay, else why not.

        A toast or a notification bubble laid over a known screen makes the whole frame unlike
        every state the classifier was trained on, though nothing under it changed. Here every
        change from the nearest remembered frame must fit one box of at most ``max_share`` of
        the frame that touches none of the state's anchor and target lines; the answer carries
        the frame with that box painted from the remembered one, for the classifier to judge
        the rest of the screen. It says nothing about what the overlay is: the caller decides.
        """
        with self._lock:
            candidates = [(k, v) for k in keys for v in self._states.get(k, ())]
        nearest = self._nearest(candidates, pixels, "")
        if nearest is None:
            return None, "no remembered state of this layout"
        key, state, changes = nearest
        if not changes:
            return None, "the screen is the remembered one"
        box = Box(
            min(c.x0 for c in changes),
            min(c.y0 for c in changes),
            max(c.x1 for c in changes),
            max(c.y1 for c in changes),
        )
        height, width = pixels.shape[:2]
        if box.width * box.height > max_share * width * height:
            return None, f"the changes span {box}, more than {max_share:.0%} of the screen"
        # Every anchor and target must still show on a line the box leaves alone (a breadcrumb
        # under a toast may repeat the page's title; the title itself must stay in view).
        for anchor in state.anchors:
            holders = [ln for ln in state.lines if find_text([ln], anchor) is not None]
            if holders and all(ln.box.intersects(box, _LINE_SLACK) for ln in holders):
                return None, f"the change at {box} covers {anchor!r}"
        patched = np.array(pixels, dtype=np.uint8, copy=True)
        patched[box.y0 : box.y1, box.x0 : box.x1] = state.pixels[box.y0 : box.y1, box.x0 : box.x1]
        return Overlay(key, state.label, box, patched), ""

    @staticmethod
    def _nearest(
        candidates: list[tuple[str, _State]], pixels: np.ndarray, label: str
    ) -> tuple[str, _State, list[Box]] | None:
        """Of the candidates of this size (and ``label``, when both have one), the one whose
        differing pixels fit the smallest window, with its changes wider than a caret."""
        candidates = [
            (k, s)
            for k, s in candidates
            if s.pixels.shape == pixels.shape and (not label or not s.label or s.label == label)
        ]
        if not candidates:
            return None
        pixels = np.ascontiguousarray(pixels)
        # A raw byte comparison picks the candidate: a few ms a frame, where a gray conversion alone costs more.
        spans = [(_span_area(span := _differing_span(s.pixels, pixels)), span, k, s) for k, s in candidates]
        _area, span, key, state = min(spans, key=lambda item: item[0])
        changes: list[Box] = []
        if span is not None:
            rows, cols = span
            for c in changed_boxes(state.pixels[rows, cols], pixels[rows, cols], gap=_GAP):
                if c.width > CARET_MAX_WIDTH:
                    changes.append(Box(c.x0 + cols.start, c.y0 + rows.start, c.x1 + cols.start, c.y1 + rows.start))
        return key, state, changes

    # -- persistence: a state read in one run is known in the next -------------------------------
    def save(self, path: str | Path, redact: Redact | None = None) -> None:
        """Write every state (pixels compressed, lines and anchors as JSON) to ``path`` (.npz).

        ``redact`` turns a state's pixels and lines into what may be written (personal data
        painted and replaced by placeholders); a state it returns None for is left out (privacy
        fails closed). A painted box differs from the live screen next time, so it is simply
        recognised again there: the check still works on the redacted copy.
        """
        with self._lock:
            items = [(k, v) for k, variants in self._states.items() for v in variants]
        if redact is not None:
            kept = []
            for key, state in items:
                redacted = redact(state.pixels, state.lines)
                if redacted is not None:
                    pixels, lines = redacted
                    kept.append((key, _State(state.label, pixels, tuple(lines), state.anchors)))
            items = kept
        meta = [
            {"key": k, "label": s.label, "anchors": list(s.anchors), "lines": [ln.to_json() for ln in s.lines]}
            for k, s in items
        ]
        arrays: dict[str, np.ndarray] = {f"pixels_{i}": s.pixels for i, (_, s) in enumerate(items)}
        arrays["header"] = np.array(json.dumps({"format": _FORMAT, "states": meta}))
        target = Path(path)
        partial = target.with_name(target.name + ".partial.npz")
        private_file(partial)  # screens the edge read: the owner's only
        np.savez_compressed(partial, allow_pickle=False, **arrays)
        partial.replace(target)

    def load(self, path: str | Path) -> None:
        """Add the states saved in ``path``; raises KnownScreensError when it cannot be read."""
        try:
            with np.load(Path(path), allow_pickle=False) as data:
                header = json.loads(str(data["header"]))
                if header.get("format") != _FORMAT:
                    raise KnownScreensError(f"{path}: format {header.get('format')!r}, expected {_FORMAT!r}")
                states = [
                    (
                        str(m["key"]),
                        _State(
                            str(m["label"]),
                            np.ascontiguousarray(data[f"pixels_{i}"], dtype=np.uint8),
                            tuple(OcrLine(str(d["text"]), Box(*d["box"]), float(d["score"])) for d in m["lines"]),
                            tuple(str(a) for a in m["anchors"]),
                        ),
                    )
                    for i, m in enumerate(header["states"])
                ]
        except KnownScreensError:
            raise
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise KnownScreensError(f"cannot read known screens {path}: {exc}") from exc
        with self._lock:
            for key, state in states:
                self._add(key, state)
