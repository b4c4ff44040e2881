"""The sandbox runtime: a virtual display, a window manager and a kiosk browser per screen."""

from screenroute.edge.sandbox.config import SCALES, THEMES, SandboxConfig
from screenroute.edge.sandbox.desktop import Sandbox, chromium_preferences, find_free_display, release_display

__all__ = [
    "SCALES",
    "THEMES",
    "Sandbox",
    "SandboxConfig",
    "chromium_preferences",
    "find_free_display",
    "release_display",
]
