from screenroute.v1 import types_pb2 as _types_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class HistoryEntry(_message.Message):
    __slots__ = ("action", "ok", "changed", "detail")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    OK_FIELD_NUMBER: _ClassVar[int]
    CHANGED_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    action: _types_pb2.Action
    ok: bool
    changed: bool
    detail: str
    def __init__(self, action: _Optional[_Union[_types_pb2.Action, _Mapping]] = ..., ok: _Optional[bool] = ..., changed: _Optional[bool] = ..., detail: _Optional[str] = ...) -> None: ...

class PlanRequest(_message.Message):
    __slots__ = ("task_id", "goal", "step_name", "step_goal", "screenshot", "screenshot_mime", "image_scale", "screen", "ocr_lines", "state_label", "state_confidence", "history", "reason", "missing_texts", "values", "origins", "allowed_keys")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    GOAL_FIELD_NUMBER: _ClassVar[int]
    STEP_NAME_FIELD_NUMBER: _ClassVar[int]
    STEP_GOAL_FIELD_NUMBER: _ClassVar[int]
    SCREENSHOT_FIELD_NUMBER: _ClassVar[int]
    SCREENSHOT_MIME_FIELD_NUMBER: _ClassVar[int]
    IMAGE_SCALE_FIELD_NUMBER: _ClassVar[int]
    SCREEN_FIELD_NUMBER: _ClassVar[int]
    OCR_LINES_FIELD_NUMBER: _ClassVar[int]
    STATE_LABEL_FIELD_NUMBER: _ClassVar[int]
    STATE_CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    MISSING_TEXTS_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    ORIGINS_FIELD_NUMBER: _ClassVar[int]
    ALLOWED_KEYS_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    goal: str
    step_name: str
    step_goal: str
    screenshot: bytes
    screenshot_mime: str
    image_scale: float
    screen: _types_pb2.ScreenGeometry
    ocr_lines: _containers.RepeatedCompositeFieldContainer[_types_pb2.OcrLine]
    state_label: str
    state_confidence: float
    history: _containers.RepeatedCompositeFieldContainer[HistoryEntry]
    reason: _types_pb2.Reason
    missing_texts: _containers.RepeatedScalarFieldContainer[str]
    values: _containers.RepeatedCompositeFieldContainer[TaskValue]
    origins: _containers.RepeatedScalarFieldContainer[str]
    allowed_keys: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, task_id: _Optional[str] = ..., goal: _Optional[str] = ..., step_name: _Optional[str] = ..., step_goal: _Optional[str] = ..., screenshot: _Optional[bytes] = ..., screenshot_mime: _Optional[str] = ..., image_scale: _Optional[float] = ..., screen: _Optional[_Union[_types_pb2.ScreenGeometry, _Mapping]] = ..., ocr_lines: _Optional[_Iterable[_Union[_types_pb2.OcrLine, _Mapping]]] = ..., state_label: _Optional[str] = ..., state_confidence: _Optional[float] = ..., history: _Optional[_Iterable[_Union[HistoryEntry, _Mapping]]] = ..., reason: _Optional[_Union[_types_pb2.Reason, str]] = ..., missing_texts: _Optional[_Iterable[str]] = ..., values: _Optional[_Iterable[_Union[TaskValue, _Mapping]]] = ..., origins: _Optional[_Iterable[str]] = ..., allowed_keys: _Optional[_Iterable[str]] = ...) -> None: ...

class TaskValue(_message.Message):
    __slots__ = ("name", "placeholder", "description")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PLACEHOLDER_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    name: str
    placeholder: str
    description: str
    def __init__(self, name: _Optional[str] = ..., placeholder: _Optional[str] = ..., description: _Optional[str] = ...) -> None: ...

class PlanResponse(_message.Message):
    __slots__ = ("actions", "expected_texts", "state_label", "rationale", "usage", "needs_human")
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_TEXTS_FIELD_NUMBER: _ClassVar[int]
    STATE_LABEL_FIELD_NUMBER: _ClassVar[int]
    RATIONALE_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    NEEDS_HUMAN_FIELD_NUMBER: _ClassVar[int]
    actions: _containers.RepeatedCompositeFieldContainer[_types_pb2.Action]
    expected_texts: _containers.RepeatedScalarFieldContainer[str]
    state_label: str
    rationale: str
    usage: _types_pb2.Usage
    needs_human: bool
    def __init__(self, actions: _Optional[_Iterable[_Union[_types_pb2.Action, _Mapping]]] = ..., expected_texts: _Optional[_Iterable[str]] = ..., state_label: _Optional[str] = ..., rationale: _Optional[str] = ..., usage: _Optional[_Union[_types_pb2.Usage, _Mapping]] = ..., needs_human: _Optional[bool] = ...) -> None: ...
