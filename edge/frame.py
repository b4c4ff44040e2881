"""A captured screen image with the geometry it was captured from."""

from __future__ import annotations

import hashlib
import io
import time
from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from screenroute.contract.images import ImageRejectedError, open_image, read_header
from screenroute.edge.errors import ImageDecodeError
from screenroute.edge.geometry import ScreenGeometry

# Decompression-bomb guard, checked on the header before decoding: 4096² covers a 5K
# screen (14.7 Mpx); decoded it is ~50 MB of RGB, against 130 MB for a 97 KB 8K bomb.
MAX_FRAME_PIXELS = 4096 * 4096


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
            image = image.resize((round(image.width * scale), round(image.height * scale)), Image.Resampling.LANCZOS)
        buf = io.BytesIO()
        image.save(buf, format=fmt)
        return buf.getvalue(), scale

    @classmethod
    def from_image(cls, image: Image.Image, geometry: ScreenGeometry | None = None) -> Frame:
        # An RGB image is copied once, not converted first (a second full copy).
        rgb = np.asarray(image if image.mode == "RGB" else image.convert("RGB"), dtype=np.uint8)
        geometry = geometry or ScreenGeometry(0, 0, rgb.shape[1], rgb.shape[0], 1.0)
        return cls(pixels=rgb, geometry=geometry)

    @classmethod
    def decode(
        cls, data: bytes, geometry: ScreenGeometry | None = None, *, max_pixels: int = MAX_FRAME_PIXELS
    ) -> Frame:
        """Decode PNG/JPEG bytes; raises ImageDecodeError for empty, corrupt or oversized images.

        The size is read from the file's header and checked against ``max_pixels`` and, when
        given, ``geometry`` (a frame is never larger than its screen) before any pixel is
        decoded; every decoder failure, Pillow's ``SyntaxError`` included, is an ImageDecodeError.
        """
        try:
            header = read_header(data)
            fit = (geometry.width, geometry.height) if geometry and geometry.width > 0 and geometry.height > 0 else None
            header.check(max_pixels=max_pixels, fit=fit)
            with open_image(data, header) as image:
                return cls.from_image(image, geometry)
        except ImageRejectedError as exc:
            raise ImageDecodeError(f"image could not be decoded: {exc}") from exc

    @classmethod
    def load(cls, path: str, geometry: ScreenGeometry | None = None) -> Frame:
        """Read an image file (PNG/JPEG) as a frame."""
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise ImageDecodeError(f"cannot read image {path}: {exc.strerror}") from exc
        return cls.decode(data, geometry)


def frame_digest(frame: Frame) -> bytes:
    """A content key for a frame (identical pixels, identical key): what is worked out once per frame is kept by it."""
    return hashlib.blake2b(frame.pixels.tobytes(), digest_size=16).digest()
