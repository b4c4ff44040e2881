"""Anchor checks where the anchors were: recognise a known state without reading the whole frame.

A state the edge has acted on before (a procedure step, a learned state) was read in full
once; :class:`AnchorMemory` keeps, per state and layout, where each of its texts was (the
whole OCR line around it) and the pixels of that line. On a later frame of the same layout
(the caller says so: the classifier's label, the layout embedding, the frame size and
scale) :meth:`AnchorMemory.check` verifies those texts where they were:

* **pixels** — the line's pixels are unchanged: the text is there (a few ms for a handful
  of boxes, no model run);
* **recognised** — the pixels moved (a hover tint, a caret, another theme's antialiasing):
  only those boxes are recognised, no detection (~15 ms a box here), and each must still
  hold its text.

Anything that disagrees — a box that reads something else, a box off the frame, a state
or layout never seen — fails the check, and the caller reads the frame in full.
"""

from __future__ import annotations

import base64
import json
import threading
import time
import zlib
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

import numpy as np

from screenroute.edge.errors import EdgeError
from screenroute.edge.geometry import Box
from screenroute.edge.grounding import find_text, normalise
from screenroute.edge.ocr.base import OcrLine

__all__ = ["AnchorCheck", "AnchorMemory", "AnchorMemoryError", "BoxRecognizer", "RememberedText"]

_FORMAT = "screenroute/anchors/v1"


class AnchorMemoryError(EdgeError):
    """A saved anchor memory could not be read (missing, corrupt, or another format)."""


@runtime_checkable
class BoxRecognizer(Protocol):
    """Recognises the text inside given boxes without detection (``RapidOcrEngine.recognize_boxes``)."""

    def recognize_boxes(self, pixels: np.ndarray, boxes: Sequence[Box]) -> list[OcrLine]:
        """One line per box, in order."""
        ...


@dataclass(frozen=True)
class RememberedText:
    """One text of a remembered state: the match found then, the OCR line it sat in, and that line's pixels."""

    text: str
    occurrence: int
    hit: OcrLine
    line_box: Box
    patch: np.ndarray  # gray pixels of line_box when remembered (H x W, uint8)

    def to_json(self) -> dict[str, object]:
        h, w = self.patch.shape
        return {
            "text": self.text,
            "occurrence": self.occurrence,
            "hit": self.hit.to_json(),
            "line_box": [self.line_box.x0, self.line_box.y0, self.line_box.x1, self.line_box.y1],
            "patch": [h, w, base64.b64encode(zlib.compress(self.patch.tobytes())).decode("ascii")],
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> RememberedText:
        hit = data["hit"]
        shape_and_blob: list[object] = data["patch"]  # type: ignore[assignment]
        h, w, blob = shape_and_blob
        patch = np.frombuffer(zlib.decompress(base64.b64decode(str(blob))), dtype=np.uint8)
        patch = patch.reshape(int(h), int(w))  # type: ignore[call-overload]
        return cls(
            text=str(data["text"]),
            occurrence=int(data["occurrence"]),  # type: ignore[call-overload]
            hit=OcrLine(str(hit["text"]), Box(*hit["box"]), float(hit["score"])),  # type: ignore[index]
            line_box=Box(*data["line_box"]),  # type: ignore[misc]
            patch=patch,
        )


@dataclass(frozen=True)
class AnchorCheck:
    """The outcome of a check: whether every remembered text is still where it was, and how that was decided.

    ``lines`` are the remembered matches (text and box, for the router and for grounding a
    click) when ``ok``; ``method`` is ``pixels`` (no box needed reading), ``recognised``
    (some boxes were recognised) or ``none`` (no check was possible: unseen state/layout).
    """

    ok: bool
    method: Literal["pixels", "recognised", "none"]
    lines: tuple[OcrLine, ...] = ()
    detail: str = ""
    recognised: int = 0
    ms: float = 0.0


def _gray(pixels: np.ndarray) -> np.ndarray:
    p = pixels.astype(np.uint16)
    return ((p[..., 0] * 77 + p[..., 1] * 150 + p[..., 2] * 29) >> 8).astype(np.uint8)


def _inside(inner: Box, outer: Box) -> bool:
    return outer.x0 <= inner.x0 and outer.y0 <= inner.y0 and inner.x1 <= outer.x1 and inner.y1 <= outer.y1


def _source_line(lines: Sequence[OcrLine], hit: OcrLine) -> OcrLine:
    """The OCR line a match came from (a match inside a longer line has a sub-box of it)."""
    want = normalise(hit.text)
    for line in lines:
        if _inside(hit.box, line.box) and want in normalise(line.text):
            return line
    return hit


class AnchorMemory:
    """Remembered states: per (state key, layout), the boxes and pixels of the texts that identify it.

    ``recognizer`` reads boxes whose pixels changed (``None``: pixel checks only).
    ``max_states`` bounds the memory (least recently used states are dropped).
    ``pixel_delta``: a gray level change above this counts as changed (0: any change).
    """

    def __init__(self, recognizer: BoxRecognizer | None = None, *, max_states: int = 256, pixel_delta: int = 0) -> None:
        if max_states < 1:
            raise ValueError(f"max_states={max_states!r} must be >= 1")
        if not 0 <= pixel_delta <= 255:
            raise ValueError(f"pixel_delta={pixel_delta!r} must lie in [0, 255]")
        self.recognizer = recognizer
        self.max_states = max_states
        self.pixel_delta = pixel_delta
        self._states: OrderedDict[tuple[str, str], tuple[tuple[int, int], tuple[RememberedText, ...]]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._states)

    def __contains__(self, key: tuple[str, str]) -> bool:
        return key in self._states

    def remember(
        self,
        key: str,
        pixels: np.ndarray,
        lines: Sequence[OcrLine],
        texts: Iterable[str | tuple[str, int]],
        *,
        layout: str = "",
    ) -> list[str]:
        """Remember where ``texts`` are in a fully read frame; returns the texts that were not found.

        Only found texts are remembered (a later check can vouch for presence, never for
        absence). ``texts`` are strings or ``(text, occurrence)`` pairs, as ``find_text`` takes them.
        """
        height, width = pixels.shape[:2]
        gray: np.ndarray | None = None
        remembered: list[RememberedText] = []
        missing: list[str] = []
        for item in texts:
            text, occurrence = (item, 0) if isinstance(item, str) else item
            hit = find_text(list(lines), text, occurrence)
            if hit is None:
                missing.append(text)
                continue
            box = _source_line(lines, hit).box
            box = Box(max(0, box.x0), max(0, box.y0), min(width, box.x1), min(height, box.y1))
            if box.width < 1 or box.height < 1:
                missing.append(text)
                continue
            if gray is None:
                gray = _gray(pixels)
            patch = gray[box.y0 : box.y1, box.x0 : box.x1].copy()
            remembered.append(RememberedText(text, occurrence, hit, box, patch))
        if remembered:
            with self._lock:
                self._states[(key, layout)] = ((height, width), tuple(remembered))
                self._states.move_to_end((key, layout))
                while len(self._states) > self.max_states:
                    self._states.popitem(last=False)
        return missing

    def texts(self, key: str, *, layout: str = "") -> list[tuple[str, int]]:
        """The texts remembered for a state (empty when it was never seen in this layout)."""
        entry = self._states.get((key, layout))
        return [(r.text, r.occurrence) for r in entry[1]] if entry else []

    def lines(self, key: str, *, layout: str = "") -> list[OcrLine]:
        """The remembered matches of a state, in the order of :meth:`texts`."""
        entry = self._states.get((key, layout))
        return [r.hit for r in entry[1]] if entry else []

    def check(self, key: str, pixels: np.ndarray, *, layout: str = "") -> AnchorCheck:
        """Verify the remembered texts of ``key`` on ``pixels`` where they were (see the module docstring)."""
        started = time.perf_counter()
        with self._lock:
            entry = self._states.get((key, layout))
            if entry is not None:
                self._states.move_to_end((key, layout))
        if entry is None:
            return AnchorCheck(False, "none", detail=f"state {key!r} not seen in layout {layout!r}")
        shape, remembered = entry
        if tuple(pixels.shape[:2]) != shape:
            return AnchorCheck(
                False, "none", detail=f"frame is {pixels.shape[1]}x{pixels.shape[0]}, remembered {shape[1]}x{shape[0]}"
            )
        gray = _gray(pixels)
        moved = []
        for r in remembered:
            b = r.line_box
            now = gray[b.y0 : b.y1, b.x0 : b.x1]
            if self.pixel_delta == 0:
                same = np.array_equal(now, r.patch)
            else:
                same = int(np.abs(now.astype(np.int16) - r.patch.astype(np.int16)).max()) <= self.pixel_delta
            if not same:
                moved.append(r)
        lines = tuple(r.hit for r in remembered)
        if not moved:
            return AnchorCheck(True, "pixels", lines, ms=(time.perf_counter() - started) * 1000)
        if self.recognizer is None:
            return AnchorCheck(
                False, "pixels", detail=f"{len(moved)} boxes changed: " + ", ".join(repr(r.text) for r in moved)
            )
        read = self.recognizer.recognize_boxes(pixels, [r.line_box for r in moved])
        wrong = [(r, ln) for r, ln in zip(moved, read, strict=True) if find_text([ln], r.text) is None]
        ms = (time.perf_counter() - started) * 1000
        if wrong:
            detail = "; ".join(f"{r.text!r} reads {ln.text!r}" for r, ln in wrong)
            return AnchorCheck(False, "recognised", detail=detail, recognised=len(moved), ms=ms)
        return AnchorCheck(True, "recognised", lines, recognised=len(moved), ms=ms)

    def forget(self, key: str | None = None) -> None:
        """Drop one state (every layout of it), or everything."""
        with self._lock:
            for k in [k for k in self._states if key is None or k[0] == key]:
                del self._states[k]

    # -- persistence: a state learned in one run is known in the next --------------------------
    def to_json(self) -> dict[str, object]:
        with self._lock:
            states = [
                {"key": k, "layout": layout, "shape": list(shape), "texts": [r.to_json() for r in texts]}
                for (k, layout), (shape, texts) in self._states.items()
            ]
        return {"format": _FORMAT, "states": states}

    def load_json(self, data: dict[str, object]) -> None:
        """Add the states of ``to_json()`` output (replacing states with the same key and layout)."""
        if data.get("format") != _FORMAT:
            raise AnchorMemoryError(f"anchor memory format is {data.get('format')!r}, expected {_FORMAT!r}")
        try:
            parsed = [
                (
                    (str(s["key"]), str(s["layout"])),
                    ((int(s["shape"][0]), int(s["shape"][1])), tuple(RememberedText.from_json(t) for t in s["texts"])),
                )
                for s in data["states"]  # type: ignore[attr-defined]
            ]
        except (KeyError, TypeError, ValueError, IndexError, zlib.error) as exc:
            raise AnchorMemoryError(f"anchor memory is corrupt: {exc!r}") from exc
        with self._lock:
            for k, v in parsed:
                self._states[k] = v
                self._states.move_to_end(k)
            while len(self._states) > self.max_states:
                self._states.popitem(last=False)

    def save(self, path: str | Path) -> None:
        """Write the memory as JSON (boxes, texts and the gray pixels of each line, compressed)."""
        Path(path).write_text(json.dumps(self.to_json()), encoding="utf-8")

    def load(self, path: str | Path) -> None:
        """Add the states saved in ``path``; raises AnchorMemoryError when it cannot be read."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise AnchorMemoryError(f"cannot read anchor memory {path}: {exc}") from exc
        if not isinstance(data, dict):
            raise AnchorMemoryError(f"anchor memory {path} is not a JSON object")
        self.load_json(data)
