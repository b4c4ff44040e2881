"""Images from the wire: dimensions read from the header before any decoder runs, and a pixel budget.

A PNG of 97 KB can claim 7680×4320 pixels and cost 130 MB once decoded; 64 of them at
once cost gigabytes. So a service reads the width and height from the file's own header
(a few bytes, parsed here without Pillow), checks them against the screen the caller
claims and a pixel cap, and only then decodes — inside a :class:`PixelBudget` that bounds
how many pixels all requests together may hold decoded at one time. Only PNG and JPEG
exist for these services; Pillow is always opened with that format list, so none of its
other decoders (some of which run external programs) ever sees wire bytes.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import struct
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from screenroute.contract.errors import ContractError

if TYPE_CHECKING:
    from PIL import Image

__all__ = [
    "IMAGE_FORMATS",
    "DecodeBusyError",
    "ImageHeader",
    "ImageRejectedError",
    "PixelBudget",
    "open_image",
    "read_header",
]

#: The only formats the services accept (Pillow's format names).
IMAGE_FORMATS: tuple[str, ...] = ("PNG", "JPEG")

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic...); C4, C8 and
# CC are other segments that share the range.
_JPEG_SOF = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
# Segments a JPEG may hold before its frame header; a real file needs a handful.
_JPEG_MAX_SEGMENTS = 256


class ImageRejectedError(ContractError):
    """The bytes are not an image the services accept (format, header, size or content)."""


class DecodeBusyError(ContractError):
    """Too many pixels are being decoded right now; the caller may retry later."""


@dataclass(frozen=True, slots=True)
class ImageHeader:
    """What the file's header claims: its format and size in pixels."""

    format: str
    width: int
    height: int

    @property
    def pixels(self) -> int:
        return self.width * self.height

    def check(self, *, max_pixels: int, max_side: int | None = None, fit: tuple[int, int] | None = None) -> None:
        """Raise :class:`ImageRejectedError` unless the size is positive, within the caps and within ``fit``."""
        w, h = self.width, self.height
        if w < 1 or h < 1:
            raise ImageRejectedError(f"the header claims {w}x{h} pixels")
        if max_side is not None and max(w, h) > max_side:
            raise ImageRejectedError(f"{w}x{h} exceeds the side limit of {max_side} px")
        if w * h > max_pixels:
            raise ImageRejectedError(f"{w}x{h} exceeds the limit of {max_pixels} pixels")
        if fit is not None and (w > fit[0] or h > fit[1]):
            raise ImageRejectedError(f"{w}x{h} is larger than the screen it claims to show ({fit[0]}x{fit[1]})")


def read_header(data: bytes, formats: tuple[str, ...] = IMAGE_FORMATS) -> ImageHeader:
    """Format and size from the first bytes of ``data``; no decoder runs.

    Raises:
        ImageRejectedError: empty data, a format not in ``formats``, or a damaged header.
    """
    if not data:
        raise ImageRejectedError("empty (0 bytes)")
    if data.startswith(_PNG_SIGNATURE) and "PNG" in formats:
        return _png_header(data)
    if data.startswith(b"\xff\xd8") and "JPEG" in formats:
        return _jpeg_header(data)
    raise ImageRejectedError(f"not {' or '.join(formats)} data")


def _png_header(data: bytes) -> ImageHeader:
    # The first chunk must be IHDR (length 13): width and height are its first 8 bytes.
    if len(data) < 33 or data[12:16] != b"IHDR" or struct.unpack(">I", data[8:12])[0] != 13:
        raise ImageRejectedError("PNG header (IHDR) is missing or damaged")
    width, height = struct.unpack(">II", data[16:24])
    return ImageHeader("PNG", width, height)


def _jpeg_header(data: bytes) -> ImageHeader:
    pos = 2
    for _ in range(_JPEG_MAX_SEGMENTS):
        # Markers may be padded with any number of 0xFF bytes.
        while pos < len(data) and data[pos] == 0xFF:
            pos += 1
        if pos + 3 > len(data):
            break
        marker = data[pos]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:  # segments without a length
            pos += 1
            continue
        (length,) = struct.unpack(">H", data[pos + 1 : pos + 3])
        if length < 2:
            break
        if marker in _JPEG_SOF:
            if pos + 8 > len(data):
                break
            height, width = struct.unpack(">HH", data[pos + 4 : pos + 8])
            return ImageHeader("JPEG", width, height)
        if marker == 0xDA:  # start of scan before any frame header
            break
        pos += 1 + length
    raise ImageRejectedError("JPEG frame header (SOF) is missing or damaged")


@contextlib.contextmanager
def open_image(data: bytes, header: ImageHeader) -> Iterator[Image.Image]:
    """Decode ``data`` fully (its header was checked by the caller); :class:`ImageRejectedError` on any failure.

    Pillow reports damage as OSError, SyntaxError, ValueError, EOFError, struct.error and
    more; every one of them becomes :class:`ImageRejectedError` naming only the class, since a
    message could quote image bytes. The image is closed when the block ends.
    """
    from PIL import Image

    try:
        image = Image.open(io.BytesIO(data), formats=[header.format])
    except Exception as exc:  # every decoder failure is bad input
        raise ImageRejectedError(f"not a valid {header.format} ({type(exc).__name__})") from exc
    with image:
        if image.size != (header.width, header.height):
            # Our header parser and Pillow's disagree: the file is crafted or broken.
            raise ImageRejectedError(f"the {header.format} header and the decoder disagree on the size")
        try:
            image.load()
        except Exception as exc:  # as above
            raise ImageRejectedError(f"not a valid {header.format} ({type(exc).__name__})") from exc
        yield image


class PixelBudget:
    """How many pixels may be decoded (and held) at once across all calls of one server.

    A call reserves its image's pixels before decoding and gives them back when done;
    while the budget is full, further calls wait (without holding a thread) up to
    ``wait_s`` and then get :class:`DecodeBusyError`. Belongs to one event loop.
    """

    def __init__(self, max_pixels: int, wait_s: float = 30.0) -> None:
        if max_pixels < 1:
            raise ValueError("max_pixels must be positive")
        self.max_pixels = max_pixels
        self.wait_s = wait_s
        self.in_use = 0
        self._changed: asyncio.Condition | None = None

    @contextlib.asynccontextmanager
    async def reserve(self, pixels: int) -> AsyncIterator[None]:
        """Hold ``pixels`` of the budget for the block; :class:`DecodeBusyError` when none frees up in time."""
        if pixels > self.max_pixels:
            raise DecodeBusyError(f"an image of {pixels} pixels is larger than the decode budget of {self.max_pixels}")
        if self._changed is None:
            self._changed = asyncio.Condition()
        changed = self._changed
        async with changed:
            try:
                await asyncio.wait_for(
                    changed.wait_for(lambda: self.in_use + pixels <= self.max_pixels), timeout=self.wait_s
                )
            except TimeoutError as exc:
                raise DecodeBusyError(f"images of {self.in_use} pixels are being decoded; retry later") from exc
            self.in_use += pixels
        try:
            yield
        finally:
            async with changed:
                self.in_use -= pixels
                changed.notify_all()
