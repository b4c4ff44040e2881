"""A captured screen image with the geometry it was captured from."""

from __future__ import annotations

import io
import time
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, UnidentifiedImageError

from edge.errors import ImageDecodeError
from edge.geometry import ScreenGeometry

# Decompression-bomb guard: a real screen is far below this (8K is 33 Mpx).
MAX_FRAME_PIXELS = 40_000_000


@dataclass(frozen=True)
class Frame:
    """One screenshot: RGB pixels (H x W x 3, uint8) plus where and when it was taken."""

    pixels: np.ndarray
    geometry: ScreenGeometry
    captured_at: float = field(default_factory=time.time)

    @property
    def width(self) -> int:
        return int(self.pixels.shape[1])

    @property
    def height(self) -> int:
        return int(self.pixels.shape[0])

    def to_image(self) -> Image.Image:
        return Image.fromarray(self.pixels, "RGB")

    def encode(self, fmt: str = "PNG", *, max_side: int | None = None) -> tuple[bytes, float]:
        """Encode as PNG/JPEG, optionally downscaled so the long side is ``max_side``.

        Returns the bytes and the scale applied (image pixels per frame pixel).
        """
        image = self.to_image()
        scale = 1.0
        if max_side and max(image.size) > max_side:
            scale = max_side / max(image.size)
            image = image.resize((round(image.width * scale), round(image.height * scale)), Image.LANCZOS)
        buf = io.BytesIO()
        image.save(buf, format=fmt)
        return buf.getvalue(), scale

    @classmethod
    def from_image(cls, image: Image.Image, geometry: ScreenGeometry | None = None) -> "Frame":
        rgb = np.asarray(image.convert("RGB"), dtype=np.uint8)
        geometry = geometry or ScreenGeometry(0, 0, rgb.shape[1], rgb.shape[0], 1.0)
        return cls(pixels=rgb, geometry=geometry)

    @classmethod
    def decode(cls, data: bytes, geometry: ScreenGeometry | None = None) -> "Frame":
        """Decode PNG/JPEG bytes; raises ImageDecodeError for empty, corrupt or huge images."""
        if not data:
            raise ImageDecodeError("image is empty (0 bytes)")
        try:
            with Image.open(io.BytesIO(data)) as image:
                if image.format not in {"PNG", "JPEG", "WEBP"}:
                    raise ImageDecodeError(f"unsupported image format {image.format!r}; use PNG or JPEG")
                if image.width * image.height > MAX_FRAME_PIXELS:
                    raise ImageDecodeError(
                        f"image is {image.width}x{image.height}, over the {MAX_FRAME_PIXELS} pixel limit"
                    )
                image.load()
                return cls.from_image(image, geometry)
        except ImageDecodeError:
            raise
        except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError) as exc:
            raise ImageDecodeError(f"image could not be decoded: {exc}") from exc

    @classmethod
    def load(cls, path: str, geometry: ScreenGeometry | None = None) -> "Frame":
        """Read an image file (PNG/JPEG) as a frame."""
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise ImageDecodeError(f"cannot read image {path}: {exc.strerror}") from exc
        return cls.decode(data, geometry)
