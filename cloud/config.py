"""``PlannerServerConfig``: the validated knobs of one planner server."""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator, model_validator

from screenroute.cloud.budget import BudgetConfig
from screenroute.contract.serving import ServingConfig, split_address

__all__ = ["PlannerServerConfig", "split_address"]


class PlannerServerConfig(ServingConfig):
    """Everything a :class:`screenroute.cloud.server.PlannerServer` needs, validated once at the entry point.

    The listening address, bearer tokens, TLS and the limits every screenroute server
    shares (per-client concurrency, open health calls, body timeout, connection bounds)
    are documented on :class:`~screenroute.contract.serving.ServingConfig`. Unknown fields
    are rejected so a typo in a config file fails loudly instead of being silently ignored.

    Attributes:
        backend: name in :data:`screenroute.cloud.backends.BACKENDS`.
        backend_options: constructor kwargs for the backend (a config section = kwargs).
        backend_threads: worker threads that run the (blocking) backend and image decoding.
        metrics_port: Prometheus HTTP port (0 picks one); ``None`` disables the endpoint.
        metrics_address: interface the metrics endpoint binds to.
        max_image_pixels: largest screenshot (width × height) accepted, read from its header.
        max_image_side: largest screenshot width or height accepted.
        decode_budget_pixels: pixels all calls together may hold decoded at once; a call
            waits up to ``decode_wait_s`` for room, then gets ``RESOURCE_EXHAUSTED``.
        max_ocr_lines: most OCR lines accepted in one request.
        max_text_chars: longest goal, step or OCR line accepted.
        max_history: most history entries accepted.
        max_coordinate: largest absolute coordinate accepted in boxes and screen geometry.
        budget: money caps per task, per client and day, and per day (see :mod:`.budget`).
    """

    backend: str = "rules"
    backend_options: dict[str, Any] = Field(default_factory=dict)
    backend_threads: int = Field(default=16, ge=1, le=1024)
    metrics_port: int | None = Field(default=None, ge=0, le=65535)
    metrics_address: str = "127.0.0.1"
    # 4096² covers a 5K screen; the edge sends at most 1600 px on the long side.
    max_image_pixels: int = Field(default=4096 * 4096, ge=1)
    max_image_side: int = Field(default=8192, ge=1)
    # Measured: a PNG decode holds ~4 bytes per pixel in Pillow, so 2 × 4096² in flight is
    # ~270 MB at most, which keeps 64 concurrent decompression bombs under 500 MB RSS.
    decode_budget_pixels: int = Field(default=2 * 4096 * 4096, ge=1)
    decode_wait_s: float = Field(default=30.0, gt=0, le=600)
    max_ocr_lines: int = Field(default=2000, ge=0)
    max_text_chars: int = Field(default=8192, ge=1)
    max_history: int = Field(default=200, ge=0)
    max_coordinate: int = Field(default=65535, ge=1)
    budget: BudgetConfig = Field(default_factory=BudgetConfig)

    @field_validator("backend")
    @classmethod
    def _check_backend(cls, value: str) -> str:
        # Imported here: the table lives with the backends, and config must stay importable
        # without pulling them in at module import.
        from screenroute.cloud.backends import BACKENDS

        if value not in BACKENDS:
            raise ValueError(f"backend {value!r} is not known; allowed choices: {', '.join(sorted(BACKENDS))}")
        return value

    @model_validator(mode="after")
    def _check_decode_budget(self) -> PlannerServerConfig:
        if self.max_image_pixels > self.decode_budget_pixels:
            raise ValueError("max_image_pixels must not exceed decode_budget_pixels (such an image could never decode)")
        return self
