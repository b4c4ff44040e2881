"""Recording a person's demonstration: passive X input listening, the event model, before/after frames."""

from screenroute.edge.record.decoder import ActionDecoder
from screenroute.edge.record.environment import RecordingEnvironment
from screenroute.edge.record.events import ActionKind, InputAction, RawInput
from screenroute.edge.record.listener import RecordError, XRecordListener
from screenroute.edge.record.reading import FrameReader
from screenroute.edge.record.session import Demonstration, RecordingSession, StopReason, frame_digest
from screenroute.edge.record.storage import load_demonstration, save_demonstration
from screenroute.edge.record.timeline import FrameTimeline

__all__ = [
    "ActionDecoder",
    "ActionKind",
    "Demonstration",
    "FrameReader",
    "FrameTimeline",
    "InputAction",
    "RawInput",
    "RecordError",
    "RecordingEnvironment",
    "RecordingSession",
    "StopReason",
    "XRecordListener",
    "frame_digest",
    "load_demonstration",
    "save_demonstration",
]
