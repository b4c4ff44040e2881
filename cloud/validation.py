"""``PlanRequestValidator``: rejects malformed or abusive ``PlanRequest`` messages.

Every check raises :class:`screenroute.contract.errors.InvalidPlanRequestError` with a message
that names the field and the limit but never echoes screen content, since it is sent to
the caller and may be logged. The screenshot's size is read from its header and checked
against the caps and the screen the request describes before any decoder runs.
"""

from __future__ import annotations

import math

from screenroute.cloud.config import PlannerServerConfig
from screenroute.contract.errors import InvalidPlanRequestError
from screenroute.contract.images import ImageHeader, ImageRejectedError, open_image, read_header
from screenroute.contract.serving import log_safe
from screenroute.v1 import planner_pb2, types_pb2

__all__ = ["ALLOWED_MIME_TYPES", "PlanRequestValidator"]

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
        header = self.check_fields(request)
        self.check_screenshot(request.screenshot, header)

    def check_fields(self, request: planner_pb2.PlanRequest) -> ImageHeader:
        """The cheap checks: required fields, sizes, counts, geometry and the screenshot's header.

        Returns the header, so the caller can reserve the decode's pixels before decoding.
        """
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
                f"screenshot_mime {log_safe(request.screenshot_mime, 40)!r} is not supported; "
                f"allowed: {', '.join(ALLOWED_MIME_TYPES)}"
            )
        if len(request.ocr_lines) > cfg.max_ocr_lines:
            raise InvalidPlanRequestError(f"{len(request.ocr_lines)} OCR lines exceed the limit of {cfg.max_ocr_lines}")
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
                raise InvalidPlanRequestError(f"ocr_lines[{index}].text is longer than {cfg.max_text_chars} characters")
            self._check_box(line.box, f"ocr_lines[{index}].box")
            if not _finite_in(line.score, 0.0, 1.0):
                raise InvalidPlanRequestError(f"ocr_lines[{index}].score must be within 0..1")
        for index, text in enumerate(request.missing_texts):
            if len(text) > cfg.max_text_chars:
                raise InvalidPlanRequestError(f"missing_texts[{index}] is longer than {cfg.max_text_chars} characters")
        for index, entry in enumerate(request.history):
            action = entry.action
            if len(entry.detail) > cfg.max_text_chars:
                raise InvalidPlanRequestError(f"history[{index}].detail is longer than {cfg.max_text_chars} characters")
            for name in ("skill", "target_text", "text", "keys", "url", "why"):
                if len(getattr(action, name)) > cfg.max_text_chars:
                    raise InvalidPlanRequestError(
                        f"history[{index}].action.{name} is longer than {cfg.max_text_chars} characters"
                    )
            if len(action.expect_texts) > cfg.max_ocr_lines or any(
                len(t) > cfg.max_text_chars for t in action.expect_texts
            ):
                raise InvalidPlanRequestError(f"history[{index}].action.expect_texts is too long")
        return self._check_header(request)

    def _check_header(self, request: planner_pb2.PlanRequest) -> ImageHeader:
        """The screenshot's format and size from its header, against the caps and the described screen."""
        cfg = self._config
        expected_format = ALLOWED_MIME_TYPES[request.screenshot_mime]
        try:
            header = read_header(request.screenshot)
        except ImageRejectedError as exc:
            raise InvalidPlanRequestError(f"screenshot is not a valid {expected_format} image ({exc})") from exc
        if header.format != expected_format:
            raise InvalidPlanRequestError(
                f"screenshot is {header.format} data but screenshot_mime says {request.screenshot_mime!r}"
            )
        screen = request.screen
        fit = None
        if screen.width > 0 and screen.height > 0:
            # The edge downscales the frame by image_scale; one pixel of slack for its rounding.
            scale = request.image_scale if request.image_scale > 0 else 1.0
            fit = (math.ceil(screen.width * scale) + 1, math.ceil(screen.height * scale) + 1)
        try:
            header.check(max_pixels=cfg.max_image_pixels, max_side=cfg.max_image_side, fit=fit)
        except ImageRejectedError as exc:
            raise InvalidPlanRequestError(f"screenshot: {exc}") from exc
        return header

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
            raise InvalidPlanRequestError(f"{field} must satisfy 0 <= x0 <= x1 <= {limit} and 0 <= y0 <= y1 <= {limit}")

    def check_screenshot(self, data: bytes, header: ImageHeader) -> None:
        """Decode the screenshot fully (its header already passed): garbage, truncation, bad CRCs fail."""
        try:
            with open_image(data, header):
                pass
        except ImageRejectedError as exc:
            raise InvalidPlanRequestError(f"screenshot: {exc}") from exc


def _finite_in(value: float, low: float, high: float) -> bool:
    return math.isfinite(value) and low <= value <= high
