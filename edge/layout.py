"""State signatures of any app: OCR anchors + a layout embedding, compared by distance.

The shipped state classifier knows the back office's states only. A task recorded on any
other app is recognised from what every screen has: its text (OCR anchors) and its layout.
:func:`layout_embedding` turns one frame and its OCR lines into a unit vector that knows
nothing about the app, from two blocks pooled on a grid:

* **edges** — where strong horizontal/vertical contrast is (panels, fields, rules, buttons):
  a contrast, so a dark theme draws the same edges as a light one;
* **text** — where OCR found text (the text boxes' coverage of each cell).

The grid's cells are :data:`CELL_PX` screen pixels from the top-left corner
(:data:`GRID_SPACE`), 32 x 20 of them (1920 x 1200 pixels; cells past the screen stay empty).
Two other grids were measured on 348 real screenshots (bench/results/layout_results.md): cells
of CSS pixels (using the frame's device scale) and a grid stretched over the whole screen. The
back office is a responsive page — full-width header and tables that reflow at a narrower CSS
width — and on it the screen-pixel grid kept the same state nearest at 125 % twice as often
(false unknown 38 % vs 73 % at 0.25) and never-seen apps' own pages apart from each other
across themes and scales (6 % vs 25 % / 24 %); the CSS grid won only on fixed-width,
left-anchored pages. A grey-level "ink" block was measured too and left out: panel shading
differs by theme (same page light vs dark: 0.29-0.45 on ink, 0.00-0.09 on edges and text).

Each block is smoothed (content that moved by a cell still overlaps), L2-normalised and
weighted; the whole vector is L2-normalised, so two frames compare by cosine distance
(sqlite-vec's ``distance_metric=cosine``). The layout of one app's states is close: it tells a
screen *unlike* the states a task has seen (:data:`UNKNOWN_DISTANCE`), while the anchors tell
the seen states apart.

:class:`StateSignature` is what the plan cache and task files store: the anchor texts, the
embedding, and the page label when one is known. ``encode``/``decode`` give it a compact text
form (base64 of a versioned float16 blob) for ``expect.layout`` in a task file.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from screenroute.contract import normalise
from screenroute.edge.errors import EdgeError
from screenroute.edge.frame import Frame
from screenroute.edge.grounding import contains_all
from screenroute.edge.ocr.base import OcrLine

__all__ = [
    "LAYOUT_DIM",
    "LAYOUT_VERSION",
    "UNKNOWN_DISTANCE",
    "LayoutError",
    "StateSignature",
    "anchor_overlap",
    "decode_layout",
    "encode_layout",
    "layout_distance",
    "layout_embedding",
    "select_anchors",
]

#: Version of the embedding's definition. Vectors of another version are not comparable:
#: decoding one raises, and stores drop vectors of another version.
LAYOUT_VERSION = 3
#: Grid cell side in pixels (screen pixels; CSS pixels on the "css" grid), and the grid (columns, rows).
CELL_PX = 60
GRID = (32, 20)
#: Where the grid is laid: "screen" stretches it over the whole frame (positions are fractions of
#: the screen), "css" lays cells of CELL_PX CSS pixels from the top-left corner using the
#: frame's device scale, "physical" the same in screen pixels. Chosen by bench/layout_bench.py.
GRID_SPACE = "physical"
#: The blocks and their weights.
BLOCKS = (("edges", 1.0), ("text", 1.0))
LAYOUT_DIM = GRID[0] * GRID[1] * len(BLOCKS)
#: Cosine distance above which a screen is unlike every stored state (an unknown screen).
#: Measured (bench/results/layout_results.md, 348 screenshots, same screen size, scale and theme as
#: the stored states): 0.20 calls 6.3 % of known screens unknown and flags 92 % of other apps'
#: screens and 100 % of browser error pages; 0.25 calls 5.2 % unknown but flags only 78 %.
UNKNOWN_DISTANCE = 0.2
# The frame is reduced to about this width before anything is computed (the grid is far coarser).
_WORK_WIDTH = 320
# Gradient (grey levels per working pixel) above which a pixel is an edge.
_EDGE_MIN = 24.0
_MAGIC = b"SRL"
_PLACEHOLDER = re.compile(r"<[A-Z_]+_\d+>")


class LayoutError(EdgeError):
    """A layout vector or signature is malformed, of another version, or of the wrong size."""


def _gray(pixels: np.ndarray) -> np.ndarray:
    """The frame as grey levels at about :data:`_WORK_WIDTH` pixels wide.

    Each working pixel averages ``f`` samples of its ``f x f`` block, one per row and one per
    column of the block (a rook pattern), so a 1 px rule or a thin text stroke in any row or
    column still counts — at a fraction of the cost of a full box filter (the frame can be 4K).
    """
    if pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
        raise LayoutError(f"expected an RGB uint8 image (H x W x 3), got {pixels.dtype} {pixels.shape}")
    h, w = pixels.shape[:2]
    f = max(1, round(w / _WORK_WIDTH))
    hh, ww = h // f, w // f
    if hh < GRID[1] or ww < GRID[0]:
        raise LayoutError(f"a {w}x{h} frame is too small for a layout embedding")
    acc = np.zeros((hh, ww), np.uint32)
    for i in range(f):
        j = (f - i) % f
        block = pixels[i : hh * f : f, j : ww * f : f]
        # Integer luma (BT.601 weights x 256): float conversions of strided views cost more than the sums.
        acc += block[..., 0].astype(np.uint32) * 77 + block[..., 1].astype(np.uint32) * 150 + block[..., 2] * 29
    return np.asarray(acc / (256.0 * f), np.float32)


def _pool(plane: np.ndarray, px_per_cell: float | None, grid: tuple[int, int] = GRID) -> np.ndarray:
    """Mean of ``plane`` over each grid cell (rows x cols): cells of ``px_per_cell`` working pixels
    from the top-left corner (cells past the plane's edge are 0), or, for None, the grid stretched
    over the whole plane."""
    cols, rows = grid
    h, w = plane.shape
    if px_per_cell is None:
        ys = np.linspace(0, h, rows + 1).round().astype(int)
        xs = np.linspace(0, w, cols + 1).round().astype(int)
    else:
        ys = np.minimum((np.arange(rows + 1) * px_per_cell).round().astype(int), h)
        xs = np.minimum((np.arange(cols + 1) * px_per_cell).round().astype(int), w)
    # Summed-area table: every cell's sum in four look-ups.
    sat = np.zeros((h + 1, w + 1), np.float32)
    sat[1:, 1:] = plane.cumsum(0, dtype=np.float32).cumsum(1, dtype=np.float32)
    total = sat[ys[1:, None], xs[None, 1:]] - sat[ys[:-1, None], xs[None, 1:]]
    total -= sat[ys[1:, None], xs[None, :-1]] - sat[ys[:-1, None], xs[None, :-1]]
    area = np.outer(np.diff(ys), np.diff(xs))
    return np.asarray(np.where(area > 0, total / np.maximum(area, 1), 0.0), np.float32)


def _smooth(cells: np.ndarray) -> np.ndarray:
    """A 3x3 binomial blur of a grid: content that moved by one cell (another scale) still overlaps."""
    padded = np.pad(cells, 1, mode="edge")
    rows = (padded[:-2] + 2 * padded[1:-1] + padded[2:]) / 4
    return np.asarray((rows[:, :-2] + 2 * rows[:, 1:-1] + rows[:, 2:]) / 4, np.float32)


def _unit(v: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 1e-9 else v


def _text_plane(lines: Sequence[OcrLine], frame_w: int, frame_h: int, shape: tuple[int, ...]) -> np.ndarray:
    """Where OCR found text, on the working image (1 inside a text box, 0 elsewhere)."""
    plane = np.zeros(shape[:2], np.float32)
    sx, sy = plane.shape[1] / frame_w, plane.shape[0] / frame_h
    for line in lines:
        b = line.box
        x0, y0 = max(0, int(b.x0 * sx)), max(0, int(b.y0 * sy))
        x1, y1 = min(plane.shape[1], max(round(b.x1 * sx), x0 + 1)), min(plane.shape[0], max(round(b.y1 * sy), y0 + 1))
        plane[y0:y1, x0:x1] = 1.0
    return plane


def layout_embedding(frame: Frame | np.ndarray, lines: Sequence[OcrLine], *, scale: float | None = None) -> np.ndarray:
    """The layout vector of one screen: a float32 unit vector of :data:`LAYOUT_DIM` values.

    ``frame`` is a :class:`Frame` or its RGB pixels (H x W x 3 uint8); ``lines`` are the OCR
    lines read from that same frame (boxes in its pixels; an empty list when the screen has
    no text). ``scale`` is the device scale the screen was drawn at (default: the frame's
    ``geometry.scale``, or 1.0 for bare pixels); the grid in use (:data:`GRID_SPACE`) decides
    whether it matters. Compare two vectors with :func:`layout_distance`.
    """
    pixels = frame.pixels if isinstance(frame, Frame) else frame
    if scale is None:
        scale = frame.geometry.scale if isinstance(frame, Frame) else 1.0
    if not scale > 0:
        raise LayoutError(f"scale={scale!r} must be positive")
    return _embedding(pixels, lines, scale, GRID_SPACE)


def _embedding(pixels: np.ndarray, lines: Sequence[OcrLine], scale: float, space: str) -> np.ndarray:
    """The embedding on a grid laid in ``space``: "css", "physical" or "screen" (see GRID_SPACE)."""
    gray = _gray(pixels)
    gx = np.zeros_like(gray)
    gy = np.zeros_like(gray)
    gx[:, 1:] = np.abs(np.diff(gray, axis=1))
    gy[1:, :] = np.abs(np.diff(gray, axis=0))
    edges = (np.maximum(gx, gy) > _EDGE_MIN).astype(np.float32)
    # Working pixels per grid cell: (working / physical) x (physical / CSS) x CSS pixels per cell.
    per_physical = gray.shape[1] / pixels.shape[1]
    px_per_cell = {
        "css": CELL_PX * scale * per_physical,
        "physical": CELL_PX * per_physical,
        "screen": None,
    }[space]
    planes = {
        "edges": _pool(edges, px_per_cell),
        "text": _pool(_text_plane(lines, pixels.shape[1], pixels.shape[0], gray.shape), px_per_cell),
    }
    parts = [_unit(_smooth(planes[name]).reshape(-1)) * weight for name, weight in BLOCKS]
    return _unit(np.concatenate(parts)).astype(np.float32)


def layout_distance(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine distance of two layout vectors (0 same, 1 unrelated; what sqlite-vec's cosine metric returns)."""
    a = np.asarray(a, np.float32).reshape(-1)
    b = np.asarray(b, np.float32).reshape(-1)
    if a.shape != b.shape:
        raise LayoutError(f"layout vectors of {a.shape[0]} and {b.shape[0]} values cannot be compared")
    denom = float(np.linalg.norm(a) * np.linalg.norm(b))
    return 1.0 - float(a @ b) / denom if denom > 1e-12 else 1.0


def encode_layout(embedding: np.ndarray) -> str:
    """Text form of a layout vector (``expect.layout`` in a task file): base64 of a versioned float16 blob."""
    vec = np.asarray(embedding, np.float32).reshape(-1)
    if vec.shape[0] != LAYOUT_DIM:
        raise LayoutError(f"a layout vector has {LAYOUT_DIM} values, got {vec.shape[0]}")
    blob = _MAGIC + struct.pack("<BH", LAYOUT_VERSION, LAYOUT_DIM) + vec.astype("<f2").tobytes()
    return base64.b64encode(blob).decode("ascii")


def decode_layout(text: str) -> np.ndarray:
    """The layout vector of :func:`encode_layout`'s text; ``LayoutError`` for anything else."""
    try:
        blob = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as exc:
        raise LayoutError(f"layout signature is not base64: {exc}") from exc
    header = len(_MAGIC) + 3
    if len(blob) < header or blob[: len(_MAGIC)] != _MAGIC:
        raise LayoutError("layout signature has no screenroute layout header (was it written by `screenroute record`?)")
    version, dim = struct.unpack("<BH", blob[len(_MAGIC) : header])
    if version != LAYOUT_VERSION:
        raise LayoutError(
            f"layout signature is version {version}, this screenroute computes version {LAYOUT_VERSION}; "
            "record the task again"
        )
    if dim != LAYOUT_DIM or len(blob) != header + 2 * dim:
        raise LayoutError(f"layout signature holds {(len(blob) - header) // 2} values, expected {LAYOUT_DIM}")
    return _unit(np.frombuffer(blob[header:], "<f2").astype(np.float32))


def select_anchors(lines: Iterable[OcrLine], *, max_anchors: int = 8, min_score: float = 0.8) -> tuple[str, ...]:
    """Texts of a screen that name its state rather than its data, for a signature's anchors.

    Kept: confident lines of 2-40 characters with letters and few digits (a heading, a button,
    a field label), in reading order, first occurrence only. Left out: placeholders from the
    redactor (``<PERSON_1>``) and lines that are mostly digits (dates, amounts, ids), which
    change from run to run and may be someone's data.
    """
    out: list[str] = []
    seen: set[str] = set()
    for line in sorted(lines, key=lambda ln: (ln.box.y0 // 8, ln.box.x0)):
        text = " ".join(line.text.split())
        key = normalise(text)
        if line.score < min_score or not 2 <= len(key) <= 40 or key in seen or _PLACEHOLDER.search(text):
            continue
        letters = sum(ch.isalpha() for ch in key)
        digits = sum(ch.isdigit() for ch in key)
        if letters < 2 or digits > len(key) // 4:
            continue
        seen.add(key)
        out.append(text)
        if len(out) >= max_anchors:
            break
    return tuple(out)


def anchor_overlap(anchors: Sequence[str], lines: list[OcrLine]) -> float:
    """Share of ``anchors`` found on screen (1.0 when there are none to find), with OCR-tolerant matching."""
    if not anchors:
        return 1.0
    return 1.0 - len(contains_all(lines, list(anchors))) / len(anchors)


@dataclass(frozen=True)
class StateSignature:
    """How a state is recognised without a trained classifier: anchor texts, layout vector, page label.

    ``anchors`` are on-screen texts that must be present (matched like a task's anchors),
    ``embedding`` is :func:`layout_embedding` of a screen in that state, ``label`` the
    classifier's or the planner's page label when one was known ('' otherwise).
    """

    anchors: tuple[str, ...]
    embedding: np.ndarray = field(repr=False, compare=False)
    label: str = ""

    def __post_init__(self) -> None:
        vec = np.asarray(self.embedding, np.float32).reshape(-1)
        if vec.shape[0] != LAYOUT_DIM:
            raise LayoutError(f"a state signature's embedding has {LAYOUT_DIM} values, got {vec.shape[0]}")
        object.__setattr__(self, "embedding", vec)
        object.__setattr__(self, "anchors", tuple(self.anchors))

    @classmethod
    def of_screen(
        cls, frame: Frame | np.ndarray, lines: list[OcrLine], *, label: str = "", max_anchors: int = 8
    ) -> StateSignature:
        """The signature of one screen: :func:`select_anchors` of its lines and its layout vector."""
        return cls(select_anchors(lines, max_anchors=max_anchors), layout_embedding(frame, lines), label)

    def distance(self, embedding: np.ndarray) -> float:
        """Layout distance from this signature to another screen's layout vector."""
        return layout_distance(self.embedding, embedding)

    def matches(self, lines: list[OcrLine], embedding: np.ndarray, *, max_distance: float = UNKNOWN_DISTANCE) -> bool:
        """Whether a screen is in this state: every anchor on screen and the layout within ``max_distance``."""
        return anchor_overlap(self.anchors, lines) == 1.0 and self.distance(embedding) <= max_distance

    def anchor_key(self) -> str:
        """The anchors in matching form, sorted and joined: equal keys mean the same anchor set."""
        return "\x1f".join(sorted({normalise(a) for a in self.anchors}))

    def encode(self) -> str:
        """Text form: JSON with the anchors, the label and the base64 layout vector."""
        return json.dumps(
            {
                "v": LAYOUT_VERSION,
                "anchors": list(self.anchors),
                "label": self.label,
                "layout": encode_layout(self.embedding),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def decode(cls, text: str) -> StateSignature:
        """The signature of :meth:`encode`'s text; ``LayoutError`` when it is not one."""
        try:
            data = json.loads(text)
            anchors = tuple(str(a) for a in data["anchors"])
            label = str(data.get("label", ""))
            layout = str(data["layout"])
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise LayoutError(f"not a state signature: {exc}") from exc
        return cls(anchors, decode_layout(layout), label)
