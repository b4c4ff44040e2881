"""Demonstrations → task files: ground clicks, template parameters, cut steps, merge several recordings."""

from screenroute.router.authoring.recording.build import (
    LayoutFn,
    RecordedTask,
    RecordingError,
    RecordOptions,
    build_task,
    recording_header,
)
from screenroute.router.authoring.recording.ground import ClickTarget, ground_click, not_a_word
from screenroute.router.authoring.recording.texts import Parameters, is_stable_text, looks_personal, template_typed

__all__ = [
    "ClickTarget",
    "LayoutFn",
    "Parameters",
    "RecordOptions",
    "RecordedTask",
    "RecordingError",
    "build_task",
    "ground_click",
    "is_stable_text",
    "looks_personal",
    "not_a_word",
    "recording_header",
    "template_typed",
]
