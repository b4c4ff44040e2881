"""A region the user drew, converted once to the physical pixels of the captured monitor, and cropped.

Screens report pointer positions in one of two spaces: **physical** pixels (X11, mss,
Windows per-monitor-aware v2) or **logical** pixels (a DPI-unaware overlay on a 125 %/150 %
monitor, Qt's device-independent pixels). A region is recorded with the space it was drawn
in and the monitor (origin + scale) it was drawn on, and converted exactly once:

    physical = (logical - monitor logical origin) * scale      (monitor-relative)
    physical = global physical - monitor physical origin       (already physical)

so a 150 % monitor right of a 100 % one crops what the user saw, not a shifted copy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

import numpy as np

from screenroute.edge.capture import ScreenBackend
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.locate.errors import RegionError

__all__ = ["DrawnRegion", "capture_region", "crop", "to_frame_box"]


@dataclass(frozen=True, slots=True)
class DrawnRegion:
    """A rectangle as drawn: corners in ``space`` pixels, in the desktop's coordinates.

    ``space="logical"`` coordinates are relative to the desktop in logical pixels, where the
    monitor starts at ``geometry.left / scale`` (Windows/Qt convention for scaled monitors).
    Corners may be given in any order (a drag up-left is fine).
    """

    x0: float
    y0: float
    x1: float
    y1: float
    space: Literal["physical", "logical"] = "physical"


def to_frame_box(region: DrawnRegion, geometry: ScreenGeometry) -> Box:
    """The region in the frame's physical pixels, clamped to the monitor; RegionError when it misses it."""
    if region.space not in ("physical", "logical"):
        raise RegionError(f"space={region.space!r} is not one of 'physical', 'logical'")
    if geometry.scale <= 0:
        raise RegionError(f"monitor scale={geometry.scale!r} must be > 0")
    xs = sorted((region.x0, region.x1))
    ys = sorted((region.y0, region.y1))
    if region.space == "logical":
        s = geometry.scale
        ox, oy = geometry.left / s, geometry.top / s
        # Outward rounding: a drawn edge that falls inside a physical pixel keeps that pixel.
        fx0, fx1 = math.floor((xs[0] - ox) * s), math.ceil((xs[1] - ox) * s)
        fy0, fy1 = math.floor((ys[0] - oy) * s), math.ceil((ys[1] - oy) * s)
    else:
        fx0, fx1 = math.floor(xs[0] - geometry.left), math.ceil(xs[1] - geometry.left)
        fy0, fy1 = math.floor(ys[0] - geometry.top), math.ceil(ys[1] - geometry.top)
    box = Box(max(0, fx0), max(0, fy0), min(geometry.width, fx1), min(geometry.height, fy1))
    if box.width < 2 or box.height < 2:
        raise RegionError(
            f"region {region} lies outside monitor at ({geometry.left},{geometry.top}) "
            f"{geometry.width}x{geometry.height} scale {geometry.scale:g}, or is under 2 px"
        )
    return box


def crop(frame: Frame, box: Box) -> np.ndarray:
    """The region's pixels at full resolution (a copy, so the frame can be dropped)."""
    if box.x1 > frame.width or box.y1 > frame.height:
        raise RegionError(f"box {box} exceeds the {frame.width}x{frame.height} frame")
    return np.ascontiguousarray(frame.pixels[box.y0 : box.y1, box.x0 : box.x1])


def capture_region(screen: ScreenBackend, region: DrawnRegion) -> tuple[np.ndarray, Box, ScreenGeometry]:
    """Grab the monitor now and crop the drawn region: (pixels, box in frame pixels, monitor geometry)."""
    frame = screen.grab()
    box = to_frame_box(region, frame.geometry)
    return crop(frame, box), box, frame.geometry
