from screenroute.v1 import planner_pb2 as _planner_pb2
from screenroute.v1 import types_pb2 as _types_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StepRequest(_message.Message):
    __slots__ = ("task_id", "task", "frame", "screen", "parameters", "results")
    class ParametersEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    TASK_FIELD_NUMBER: _ClassVar[int]
    FRAME_FIELD_NUMBER: _ClassVar[int]
    SCREEN_FIELD_NUMBER: _ClassVar[int]
    PARAMETERS_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    task: str
    frame: bytes
    screen: _types_pb2.ScreenGeometry
    parameters: _containers.ScalarMap[str, str]
    results: _containers.RepeatedCompositeFieldContainer[_planner_pb2.HistoryEntry]
    def __init__(self, task_id: _Optional[str] = ..., task: _Optional[str] = ..., frame: _Optional[bytes] = ..., screen: _Optional[_Union[_types_pb2.ScreenGeometry, _Mapping]] = ..., parameters: _Optional[_Mapping[str, str]] = ..., results: _Optional[_Iterable[_Union[_planner_pb2.HistoryEntry, _Mapping]]] = ...) -> None: ...

class StepDecision(_message.Message):
    __slots__ = ("route", "reason", "actions", "state_label", "step_name", "detail", "stage_ms")
    class StageMsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    STATE_LABEL_FIELD_NUMBER: _ClassVar[int]
    STEP_NAME_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    STAGE_MS_FIELD_NUMBER: _ClassVar[int]
    route: _types_pb2.Route
    reason: _types_pb2.Reason
    actions: _containers.RepeatedCompositeFieldContainer[_types_pb2.Action]
    state_label: str
    step_name: str
    detail: str
    stage_ms: _containers.ScalarMap[str, float]
    def __init__(self, route: _Optional[_Union[_types_pb2.Route, str]] = ..., reason: _Optional[_Union[_types_pb2.Reason, str]] = ..., actions: _Optional[_Iterable[_Union[_types_pb2.Action, _Mapping]]] = ..., state_label: _Optional[str] = ..., step_name: _Optional[str] = ..., detail: _Optional[str] = ..., stage_ms: _Optional[_Mapping[str, float]] = ...) -> None: ...
