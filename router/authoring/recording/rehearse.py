"""A recording rehearses its task file on its own frames before the file is trusted.

The recorder writes what the runner will look for (a text, a field by its label, a point placed
``near:`` a text); whether the runner finds there what the person pressed is only known once it
runs. Rehearsal finds out offline, with the runner's own grounding
(:meth:`~screenroute.edge.skills.executor.SkillExecutor.locate`) and its own value check
(:func:`~screenroute.edge.grounding.find_value`):

* each press, on the frame the person saw before it, must land **inside the control the person
  pressed** — the input field around their press point, the text line under it, the small
  element around it, or a few pixels from it;
* the same on that frame **rescaled** (125 % by default; 80 % too when asked: the press point scaled
  with it, the frame read again): a cheap stand-in for another display scale;
* each post-condition must hold on the frame its step ended on and not on the one it started on,
  at each scale; each ``verify:`` value must show on the recording's last frame and not on its
  first (evidence of the task's effect, not of the start screen).

What fails is a :class:`Miss`: the binder tries its next candidate, and what no candidate passes
is written into the task file and said as a warning.

Its cost is the OCR of the rescaled frames: each is read once per scale, where it changed from the
nearest rescaled frame already read (:class:`~screenroute.edge.record.reading.FrameReader`), and
the runner's own reads of a frame the rehearsal read (a field looked for again after a full read)
take those lines rather than reading it again.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from screenroute.contract import Action
from screenroute.edge.fields import field_at
from screenroute.edge.frame import Frame, frame_digest
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.grounding import contains_all, element_at, find_value
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.record.reading import FrameReader
from screenroute.edge.skills.executor import SkillExecutor

__all__ = ["Miss", "Press", "Rehearsal", "RehearsalError"]

#: The scales a press and a post-condition are rehearsed at by default: the recording's own, and the
#: display scale a run most often meets besides (the zoo runs 100 % and 125 %). Each more scale reads
#: every pressed frame once more: on a busy machine (load 8 on 2 cores) a 1600x1000 frame took ~10 s
#: to read, and a Fossil recording's rehearsal at 125 % and 80 % alone ran past 160 s.
SCALES = (1.0, 1.25)
#: Every scale rehearsal knows: 80 % stands for a recording made at 125 %.
ALL_SCALES = (1.0, 1.25, 0.8)
# A press this close to the person's (pixels at 100 %, grown with the scale) is the same press.
_REACH_PX = 10
# The element around the person's press counts as the control only while it is this small a share
# of the screen (a button, a list's row); a bigger one is a panel, and anywhere inside is not it.
_ELEMENT_SHARE = 0.04
# A text line's box grown by this much (pixels at 100 %) still holds the press.
_LINE_MARGIN_PX = 3
# Two presses on one surface: sampled this often along the way between them, each sample this near
# the first one's colour (per channel; anti-aliasing and a rescale's blur stay below it).
_SURFACE_STEP_PX = 2
_SURFACE_TOLERANCE = 12


class RehearsalError(ValueError):
    """A press that cannot be rehearsed (no frame, a point outside it)."""


@dataclass(frozen=True)
class Press:
    """One recorded action to rehearse: the action as the runner will read it (templates filled),
    the screen the person saw before it and its lines, where they pressed, and the frame the
    previous click was sent on (what it opened is looked in first), if the previous action was one."""

    action: Action
    frame: Frame
    lines: list[OcrLine]
    point: tuple[int, int]
    opened: Frame | None = None


@dataclass(frozen=True)
class Miss:
    """One check rehearsal failed: at which scale, and why, in words."""

    scale: float
    reason: str

    def describe(self) -> str:
        """The miss as a line of the task file's ``rehearsal:``."""
        return f"at {round(self.scale * 100)} %: {self.reason}"


@dataclass
class _Screen:
    frame: Frame
    lines: list[OcrLine]


class _NoScreen:
    """Rehearsal grabs nothing: every frame is the recording's."""

    def grab(self) -> Frame:
        raise RehearsalError("a rehearsal reads the recording's frames, never the screen")


class _NoInput:
    """Rehearsal presses nothing: it asks the runner's grounding where a press would land."""

    def click(self, x: int, y: int, button: int = 1) -> None:
        raise RehearsalError("a rehearsal presses nothing")

    def type_text(self, text: str) -> None:
        raise RehearsalError("a rehearsal types nothing")

    def key(self, chord: str) -> None:
        raise RehearsalError("a rehearsal presses no key")

    def scroll(self, x: int, y: int, amount: int) -> None:
        raise RehearsalError("a rehearsal scrolls nothing")

    def move(self, x: int, y: int) -> None:
        raise RehearsalError("a rehearsal moves nothing")


def _open_nothing(url: str) -> None:
    raise RehearsalError("a rehearsal opens no URL")


# Rescaled frames kept at once: a step's presses look at a few frames, each at two scales.
_KEPT_SCREENS = 12


class _ReadOnce:
    """An OCR engine that reads each picture once: a frame a rehearsal's reader has read is answered
    with those lines, and one it read itself (the recording's frame, read in full) with its own.

    The runner's grounding reads a frame again in full where a field was not found in the lines it
    was handed; on a rescaled frame those lines are a full read already, of the very same pixels, and
    the next press on the same frame asks the same again.
    """

    def __init__(self, ocr: OcrEngine, readers: Mapping[float, FrameReader]) -> None:
        self._ocr = ocr
        self._readers = readers
        self._read: dict[bytes, list[OcrLine]] = {}

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        key = frame_digest(Frame(pixels, ScreenGeometry(0, 0, pixels.shape[1], pixels.shape[0]), 0.0))
        for reader in self._readers.values():
            lines = reader.cache.get(key)
            if lines is not None:
                return lines
        lines = self._read.pop(key, None)
        if lines is None:
            lines = self._ocr.read(pixels)
        self._read[key] = lines  # the most recent last
        while len(self._read) > _KEPT_SCREENS:
            del self._read[next(iter(self._read))]
        return lines


@dataclass
class Rehearsal:
    """Replays a task file's presses and checks offline, on a recording's frames, with the runner's code.

    ``ocr`` reads a rescaled frame (each frame once per scale, where it changed from the nearest one
    read at that scale); the recording's own lines are used at 100 %.
    """

    ocr: OcrEngine
    scales: Sequence[float] = SCALES
    incremental: bool = True
    # The last few frames rescaled, by (frame, scale): each pairs the frame's own pixels with its screen, so
    # an id reused by a later array is never taken for it. Bounded: a long recording's frames are many.
    _screens: dict[tuple[int, float], tuple[object, _Screen]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self._readers = {
            scale: FrameReader(self.ocr, incremental=self.incremental) for scale in self.scales if scale != 1.0
        }
        self._runner = SkillExecutor(
            _NoScreen(), _NoInput(), _ReadOnce(self.ocr, self._readers), open_url=_open_nothing
        )

    @property
    def reads(self) -> int:
        """Rescaled frames read (whole or where they changed); a frame read before is not counted."""
        return sum(r.whole_reads + r.region_reads for r in self._readers.values())

    # -- presses -----------------------------------------------------------------------------
    def press(self, press: Press) -> list[Miss]:
        """Where the runner's press misses the control the person pressed, at each scale (empty: none)."""
        misses: list[Miss] = []
        for scale in self.scales:
            screen = self._at(press.frame, press.lines, scale)
            opened = self._at(press.opened, [], scale, read=False).frame if press.opened is not None else None
            wanted = (round(press.point[0] * scale), round(press.point[1] * scale))
            point, _element, problem = self._runner.locate(press.action, screen.frame, screen.lines, opened=opened)
            if point is None:
                misses.append(Miss(scale, f"the runner finds no place to press: {problem}"))
            elif not self._same_control(screen, wanted, point, scale):
                misses.append(
                    Miss(scale, f"the runner presses at {point}, outside the control the person pressed at {wanted}")
                )
        return misses

    @staticmethod
    def _same_control(screen: _Screen, wanted: tuple[int, int], point: tuple[int, int], scale: float) -> bool:
        """Whether ``point`` lies inside the control at the person's press ``wanted``."""
        if math.dist(wanted, point) <= _REACH_PX * scale:
            return True
        pixels, lines = screen.frame.pixels, screen.lines
        field_there = field_at(pixels, lines, *wanted)
        if field_there is not None:
            # An input field is the control, whatever text is near it (a heading above, a label).
            return _holds(field_there.box, point, 2)
        margin = round(_LINE_MARGIN_PX * scale)
        under = [ln for ln in lines if _holds(ln.box, wanted, margin)]
        if any(_holds(ln.box, point, margin) for ln in under):
            return True
        element = element_at(lines, wanted, pixels)
        area = screen.frame.width * screen.frame.height
        if element.box.width * element.box.height <= _ELEMENT_SHARE * area and _holds(element.box, point, 0):
            return True
        # A large surface (a text area, a canvas, a list's blank): one colour all the way between the
        # two presses, with no border, text or other control crossed.
        return not any(ln for ln in under) and _one_surface(pixels, wanted, point)

    # -- post-conditions ---------------------------------------------------------------------
    def done_when(
        self,
        texts: Sequence[str],
        holds: int,
        start: tuple[Frame, list[OcrLine]] | None,
        end: tuple[Frame, list[OcrLine]],
    ) -> list[Miss]:
        """Where a step's post-condition (``texts``, ``holds`` of them needed; templates filled) is
        not seen on the frame its step ended on, or is seen already on the one it started on."""
        if not texts:
            return []
        misses: list[Miss] = []
        for scale in self.scales:
            shown = len(texts) - len(contains_all(self._at(*end, scale).lines, list(texts)))
            if shown < holds:
                misses.append(
                    Miss(scale, f"the post-condition {list(texts)} is not seen once the step is done ({shown} shown)")
                )
        if start is not None and len(texts) - len(contains_all(start[1], list(texts))) >= holds:
            misses.append(Miss(1.0, f"the post-condition {list(texts)} holds already before the step ran"))
        return misses

    @staticmethod
    def verify(values: Mapping[str, str], first: list[OcrLine], last: list[OcrLine]) -> list[Miss]:
        """``verify:`` checked as a run's end checks it: each value shows on the last screen, and not on the first."""
        misses: list[Miss] = []
        for name, value in values.items():
            if not value.strip():
                continue
            if find_value(last, value) is None:
                misses.append(Miss(1.0, f"verify {name}: the recording's last screen does not show its value"))
            elif find_value(first, value) is not None:
                misses.append(
                    Miss(1.0, f"verify {name}: its value shows on the first screen already, so it proves nothing done")
                )
        return misses

    # -- frames ------------------------------------------------------------------------------
    def _at(self, frame: Frame, lines: list[OcrLine], scale: float, *, read: bool = True) -> _Screen:
        """``frame`` at ``scale`` with its lines (read again for a rescaled frame, once)."""
        if scale == 1.0:
            return _Screen(frame, lines)
        key = (id(frame.pixels), scale)
        kept = self._screens.pop(key, None)
        screen = kept[1] if kept is not None and kept[0] is frame.pixels else None
        if screen is None or (read and not screen.lines):
            scaled = screen.frame if screen is not None else _rescaled(frame, scale)
            screen = _Screen(scaled, self._readers[scale].read(scaled) if read else [])
        self._screens[key] = (frame.pixels, screen)  # the most recent last
        while len(self._screens) > _KEPT_SCREENS:
            del self._screens[next(iter(self._screens))]
        return screen


def _rescaled(frame: Frame, scale: float) -> Frame:
    image = frame.to_image()
    size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
    resized = image.resize(size, Image.Resampling.BICUBIC if scale > 1 else Image.Resampling.LANCZOS)
    pixels = np.ascontiguousarray(np.asarray(resized, dtype=np.uint8))
    g = frame.geometry
    return Frame(pixels, ScreenGeometry(g.left, g.top, size[0], size[1], g.scale * scale), frame.captured_at)


def _one_surface(pixels: np.ndarray, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether every pixel on the straight way from ``a`` to ``b`` has ``a``'s colour (within a small tolerance)."""
    h, w = pixels.shape[:2]
    steps = max(2, int(math.dist(a, b) // _SURFACE_STEP_PX))
    xs = np.clip(np.rint(np.linspace(a[0], b[0], steps + 1)).astype(int), 0, w - 1)
    ys = np.clip(np.rint(np.linspace(a[1], b[1], steps + 1)).astype(int), 0, h - 1)
    samples = pixels[ys, xs, :3].astype(int)
    return bool(np.all(np.abs(samples - samples[0]) <= _SURFACE_TOLERANCE))


def _holds(box: Box, point: tuple[int, int], margin: int) -> bool:
    x, y = point
    return box.x0 - margin <= x < box.x1 + margin and box.y0 - margin <= y < box.y1 + margin
