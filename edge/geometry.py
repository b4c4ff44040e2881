"""Boxes and monitor geometry in physical pixels."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned box in physical pixels of one frame (x1, y1 exclusive)."""

    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def center(self) -> tuple[int, int]:
        return ((self.x0 + self.x1) // 2, (self.y0 + self.y1) // 2)

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    def intersects(self, other: Box, slack: int = 0) -> bool:
        """Whether this box, grown by ``slack`` pixels on every side, shares area with ``other``."""
        return (
            self.x0 - slack < other.x1
            and other.x0 < self.x1 + slack
            and self.y0 - slack < other.y1
            and other.y0 < self.y1 + slack
        )

    def holds_centre_of(self, other: Box, slack: int = 0) -> bool:
        """Whether ``other``'s centre lies in this box grown by ``slack`` pixels on every side (a text read
        inside a field, a match inside a region that opened)."""
        x, y = other.center
        return self.x0 - slack <= x < self.x1 + slack and self.y0 - slack <= y < self.y1 + slack

    def overlap(self, other: Box) -> float:
        """Intersection over union with ``other`` (0.0 when they share no area)."""
        w = min(self.x1, other.x1) - max(self.x0, other.x0)
        h = min(self.y1, other.y1) - max(self.y0, other.y0)
        if w <= 0 or h <= 0:
            return 0.0
        inter = w * h
        return inter / (self.width * self.height + other.width * other.height - inter)

    def scaled(self, factor: float) -> Box:
        """The same box in an image resized by ``factor``."""
        return Box(round(self.x0 * factor), round(self.y0 * factor), round(self.x1 * factor), round(self.y1 * factor))


@dataclass(frozen=True, slots=True)
class ScreenGeometry:
    """Where a frame came from: the monitor's origin and size in physical pixels and its scale.

    Frames are always in physical pixels; ``scale`` is the device scale factor the
    content was rendered with (1.0, 1.25, 1.5), so CSS pixels = physical / scale.
    """

    left: int
    top: int
    width: int
    height: int
    scale: float = 1.0

    def contains(self, x: int, y: int) -> bool:
        """Whether a frame-relative point lies on this monitor."""
        return 0 <= x < self.width and 0 <= y < self.height
