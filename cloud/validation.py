"""``PlanRequestValidator``: rejects malformed or abusive ``PlanRequest`` messages.

Every check raises :class:`cloud.errors.InvalidPlanRequestError` with a message that names
the field and the limit but never echoes screen content, since it is sent to the caller
and may be logged.
"""

from __future__ import annotations

import io
import math

from PIL import Image

from cloud.config import PlannerServerConfig
from cloud.errors import InvalidPlanRequestError
from screenroute.v1 import planner_pb2, types_pb2

__all__ = ["PlanRequestValidator", "ALLOWED_MIME_TYPES"]

#: Screenshot MIME type → the Pillow format name the bytes must decode as.
ALLOWED_MIME_TYPES: dict[str, str] = {"image/png": "PNG", "image/jpeg": "JPEG"}

_MAX_SCALE = 8.0


class PlanRequestValidator:
    """Checks a request's fields, geometry and screenshot against configured limits."""

    def __init__(self, config: PlannerServerConfig) -> None:
        self._config = config

    def validate(self, request: planner_pb2.PlanRequest) -> None:
        """Raise :class:`InvalidPlanRequestError` unless ``request`` is well-formed.

        Decoding the screenshot costs CPU; call this off the event loop.
        """
        self.check_fields(request)
        self.check_screenshot(request.screenshot, request.screenshot_mime)

    def check_fields(self, request: planner_pb2.PlanRequest) -> None:
        """The cheap checks: required fields, sizes, counts and geometry (no decoding)."""
        cfg = self._config
        if not request.goal.strip():
            raise InvalidPlanRequestError("goal is required")
        for name in ("goal", "step_name", "step_goal", "task_id", "state_label"):
            if len(getattr(request, name)) > cfg.max_text_chars:
                raise InvalidPlanRequestError(f"{name} is longer than {cfg.max_text_chars} characters")
        if not request.screenshot:
            raise InvalidPlanRequestError("screenshot is required and must not be empty")
        if request.screenshot_mime not in ALLOWED_MIME_TYPES:
            raise InvalidPlanRequestError(
                f"screenshot_mime {request.screenshot_mime!r} is not supported; "
                f"allowed: {', '.join(ALLOWED_MIME_TYPES)}"
            )
        if len(request.ocr_lines) > cfg.max_ocr_lines:
            raise InvalidPlanRequestError(
                f"{len(request.ocr_lines)} OCR lines exceed the limit of {cfg.max_ocr_lines}"
            )
        if len(request.history) > cfg.max_history:
            raise InvalidPlanRequestError(
                f"{len(request.history)} history entries exceed the limit of {cfg.max_history}"
            )
        if len(request.missing_texts) > cfg.max_ocr_lines:
            raise InvalidPlanRequestError(
                f"{len(request.missing_texts)} missing_texts exceed the limit of {cfg.max_ocr_lines}"
            )
        if not _finite_in(request.image_scale, 0.0, _MAX_SCALE):
            raise InvalidPlanRequestError(f"image_scale must be within 0..{_MAX_SCALE}")
        if not _finite_in(request.state_confidence, 0.0, 1.0):
            raise InvalidPlanRequestError("state_confidence must be within 0..1")
        self._check_screen(request.screen)
        for index, line in enumerate(request.ocr_lines):
            if len(line.text) > cfg.max_text_chars:
                raise InvalidPlanRequestError(
                    f"ocr_lines[{index}].text is longer than {cfg.max_text_chars} characters"
                )
            self._check_box(line.box, f"ocr_lines[{index}].box")
            if not _finite_in(line.score, 0.0, 1.0):
                raise InvalidPlanRequestError(f"ocr_lines[{index}].score must be within 0..1")

    def _check_screen(self, screen: types_pb2.ScreenGeometry) -> None:
        limit = self._config.max_coordinate
        if not (0 <= screen.width <= limit and 0 <= screen.height <= limit):
            raise InvalidPlanRequestError(f"screen width/height must be within 0..{limit}")
        if abs(screen.left) > limit or abs(screen.top) > limit:
            raise InvalidPlanRequestError(f"screen left/top must be within ±{limit}")
        if not _finite_in(screen.scale, 0.0, _MAX_SCALE):
            raise InvalidPlanRequestError(f"screen.scale must be within 0..{_MAX_SCALE}")

    def _check_box(self, box: types_pb2.Box, field: str) -> None:
        limit = self._config.max_coordinate
        # Frame pixels are never negative; a box may be empty but not inside out.
        if not (0 <= box.x0 <= box.x1 <= limit and 0 <= box.y0 <= box.y1 <= limit):
            raise InvalidPlanRequestError(
                f"{field} must satisfy 0 <= x0 <= x1 <= {limit} and 0 <= y0 <= y1 <= {limit}"
            )

    def check_screenshot(self, data: bytes, mime: str) -> None:
        """Decode the screenshot fully; reject garbage, truncation, a wrong type or too many pixels."""
        cfg = self._config
        expected_format = ALLOWED_MIME_TYPES.get(mime)
        try:
            # verify() catches structural damage (bad CRCs, garbage chunks) without decoding
            # pixels, but it leaves the image unusable, so the size check and the full load
            # (which catches truncated pixel data) need a second open.
            with Image.open(io.BytesIO(data)) as probe:
                actual_format = probe.format
                probe.verify()
            if actual_format != expected_format:
                raise InvalidPlanRequestError(
                    f"screenshot is {actual_format or 'unknown'} data but screenshot_mime says {mime!r}"
                )
            with Image.open(io.BytesIO(data)) as image:
                width, height = image.size
                if width < 1 or height < 1:
                    raise InvalidPlanRequestError("screenshot has no pixels")
                if width > cfg.max_image_side or height > cfg.max_image_side:
                    raise InvalidPlanRequestError(
                        f"screenshot {width}x{height} exceeds the side limit of {cfg.max_image_side} px"
                    )
                if width * height > cfg.max_image_pixels:
                    raise InvalidPlanRequestError(
                        f"screenshot {width}x{height} exceeds the limit of {cfg.max_image_pixels} pixels"
                    )
                image.load()
        except InvalidPlanRequestError:
            raise
        except Image.DecompressionBombError as exc:
            raise InvalidPlanRequestError("screenshot exceeds the decoder's pixel limit") from exc
        except Exception as exc:  # noqa: BLE001 - untrusted bytes: any decoder failure is bad input
            # Pillow reports damage as OSError, SyntaxError, ValueError, EOFError, struct.error
            # and more; the class name is enough to debug and, unlike the message, cannot
            # carry image bytes.
            raise InvalidPlanRequestError(
                f"screenshot is not a valid {expected_format} image ({type(exc).__name__})"
            ) from exc


def _finite_in(value: float, low: float, high: float) -> bool:
    return math.isfinite(value) and low <= value <= high
