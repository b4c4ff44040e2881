"""Validated settings of one sandbox: display, screen size, scale, theme, start page, profile."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

SCALES = (1.0, 1.25, 1.5)
THEMES = ("light", "dark")


class SandboxConfig(BaseModel):
    """How to build one sandbox. Bad values fail at construction with the field, value and choices.

    ``display`` None picks a free X display number. ``download_dir`` None means a directory
    inside the sandbox's temporary work dir (removed on stop). ``profile_dir`` is always
    fresh and temporary: the sandbox creates and removes it. ``allowed_origins``: the browser
    reaches these origins and no other (``screenroute.edge.sandbox.egress``); ``write_hold``:
    the browser goes through the filter even without origins, so an edge can hold writes
    (``screenroute.edge.skills.writes``).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    display: int | None = Field(default=None, ge=0, le=65535)
    width: int = Field(default=1280, ge=320, le=7680)
    height: int = Field(default=800, ge=240, le=4320)
    scale: float = 1.0
    theme: Literal["light", "dark"] = "light"
    start_url: str = "about:blank"
    download_dir: Path | None = None
    password_manager: bool = True
    lang: str = "en-US"
    window_manager: bool = True
    chromium: str = "/usr/lib/chromium/chromium"
    start_timeout_s: float = Field(default=20.0, gt=0, le=300)
    extra_args: tuple[str, ...] = ()
    # The only origins the browser may reach (a task's, filled in); None: no filter (tools, recording).
    allowed_origins: tuple[str, ...] | None = None
    # Run the egress filter even without origins, for its write hold (a sandbox for a later run).
    write_hold: bool = False

    @field_validator("scale")
    @classmethod
    def _known_scale(cls, value: float) -> float:
        if value not in SCALES:
            raise ValueError(f"scale={value!r} is not supported; choose one of {SCALES}")
        return float(value)

    @field_validator("start_url")
    @classmethod
    def _url_scheme(cls, value: str) -> str:
        if not value.startswith(("http://", "https://", "file://", "data:", "about:", "chrome://")):
            raise ValueError(f"start_url={value!r} has no supported scheme; use http(s)://, file://, data: or about:")
        return value

    @field_validator("extra_args")
    @classmethod
    def _flags_only(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for arg in value:
            if not arg.startswith("--"):
                raise ValueError(f"extra_args item {arg!r} is not a --flag")
        return value
