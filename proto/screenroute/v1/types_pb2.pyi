from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Route(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ROUTE_UNSPECIFIED: _ClassVar[Route]
    ROUTE_LOCAL: _ClassVar[Route]
    ROUTE_ESCALATE: _ClassVar[Route]
    ROUTE_WAIT: _ClassVar[Route]
    ROUTE_HALT: _ClassVar[Route]

class Reason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REASON_UNSPECIFIED: _ClassVar[Reason]
    REASON_KNOWN_STATE: _ClassVar[Reason]
    REASON_UNKNOWN_STATE: _ClassVar[Reason]
    REASON_LOW_CONFIDENCE: _ClassVar[Reason]
    REASON_UNEXPECTED_STATE: _ClassVar[Reason]
    REASON_NO_EFFECT: _ClassVar[Reason]
    REASON_REPEATED_FAILURE: _ClassVar[Reason]
    REASON_IDLE_TIMEOUT: _ClassVar[Reason]
    REASON_TASK_TIMEOUT: _ClassVar[Reason]
    REASON_BUDGET_EXHAUSTED: _ClassVar[Reason]
    REASON_CLOUD_UNAVAILABLE: _ClassVar[Reason]
    REASON_NEEDS_HUMAN: _ClassVar[Reason]
    REASON_POLICY_DENIED: _ClassVar[Reason]
    REASON_TASK_COMPLETE: _ClassVar[Reason]
    REASON_LEARNED_STATE: _ClassVar[Reason]
ROUTE_UNSPECIFIED: Route
ROUTE_LOCAL: Route
ROUTE_ESCALATE: Route
ROUTE_WAIT: Route
ROUTE_HALT: Route
REASON_UNSPECIFIED: Reason
REASON_KNOWN_STATE: Reason
REASON_UNKNOWN_STATE: Reason
REASON_LOW_CONFIDENCE: Reason
REASON_UNEXPECTED_STATE: Reason
REASON_NO_EFFECT: Reason
REASON_REPEATED_FAILURE: Reason
REASON_IDLE_TIMEOUT: Reason
REASON_TASK_TIMEOUT: Reason
REASON_BUDGET_EXHAUSTED: Reason
REASON_CLOUD_UNAVAILABLE: Reason
REASON_NEEDS_HUMAN: Reason
REASON_POLICY_DENIED: Reason
REASON_TASK_COMPLETE: Reason
REASON_LEARNED_STATE: Reason

class Box(_message.Message):
    __slots__ = ("x0", "y0", "x1", "y1")
    X0_FIELD_NUMBER: _ClassVar[int]
    Y0_FIELD_NUMBER: _ClassVar[int]
    X1_FIELD_NUMBER: _ClassVar[int]
    Y1_FIELD_NUMBER: _ClassVar[int]
    x0: int
    y0: int
    x1: int
    y1: int
    def __init__(self, x0: _Optional[int] = ..., y0: _Optional[int] = ..., x1: _Optional[int] = ..., y1: _Optional[int] = ...) -> None: ...

class ScreenGeometry(_message.Message):
    __slots__ = ("left", "top", "width", "height", "scale")
    LEFT_FIELD_NUMBER: _ClassVar[int]
    TOP_FIELD_NUMBER: _ClassVar[int]
    WIDTH_FIELD_NUMBER: _ClassVar[int]
    HEIGHT_FIELD_NUMBER: _ClassVar[int]
    SCALE_FIELD_NUMBER: _ClassVar[int]
    left: int
    top: int
    width: int
    height: int
    scale: float
    def __init__(self, left: _Optional[int] = ..., top: _Optional[int] = ..., width: _Optional[int] = ..., height: _Optional[int] = ..., scale: _Optional[float] = ...) -> None: ...

class OcrLine(_message.Message):
    __slots__ = ("text", "box", "score")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    BOX_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    text: str
    box: Box
    score: float
    def __init__(self, text: _Optional[str] = ..., box: _Optional[_Union[Box, _Mapping]] = ..., score: _Optional[float] = ...) -> None: ...

class Action(_message.Message):
    __slots__ = ("skill", "has_point", "x", "y", "target_text", "occurrence", "text", "keys", "url", "amount", "timeout_s", "expect_texts", "why", "target_field", "near", "clicks")
    SKILL_FIELD_NUMBER: _ClassVar[int]
    HAS_POINT_FIELD_NUMBER: _ClassVar[int]
    X_FIELD_NUMBER: _ClassVar[int]
    Y_FIELD_NUMBER: _ClassVar[int]
    TARGET_TEXT_FIELD_NUMBER: _ClassVar[int]
    OCCURRENCE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    KEYS_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    EXPECT_TEXTS_FIELD_NUMBER: _ClassVar[int]
    WHY_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_FIELD_NUMBER: _ClassVar[int]
    NEAR_FIELD_NUMBER: _ClassVar[int]
    CLICKS_FIELD_NUMBER: _ClassVar[int]
    skill: str
    has_point: bool
    x: int
    y: int
    target_text: str
    occurrence: int
    text: str
    keys: str
    url: str
    amount: int
    timeout_s: float
    expect_texts: _containers.RepeatedScalarFieldContainer[str]
    why: str
    target_field: FieldTarget
    near: PointNear
    clicks: int
    def __init__(self, skill: _Optional[str] = ..., has_point: _Optional[bool] = ..., x: _Optional[int] = ..., y: _Optional[int] = ..., target_text: _Optional[str] = ..., occurrence: _Optional[int] = ..., text: _Optional[str] = ..., keys: _Optional[str] = ..., url: _Optional[str] = ..., amount: _Optional[int] = ..., timeout_s: _Optional[float] = ..., expect_texts: _Optional[_Iterable[str]] = ..., why: _Optional[str] = ..., target_field: _Optional[_Union[FieldTarget, _Mapping]] = ..., near: _Optional[_Union[PointNear, _Mapping]] = ..., clicks: _Optional[int] = ...) -> None: ...

class PointNear(_message.Message):
    __slots__ = ("text", "dx", "dy", "width", "height", "from_value")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    DX_FIELD_NUMBER: _ClassVar[int]
    DY_FIELD_NUMBER: _ClassVar[int]
    WIDTH_FIELD_NUMBER: _ClassVar[int]
    HEIGHT_FIELD_NUMBER: _ClassVar[int]
    FROM_VALUE_FIELD_NUMBER: _ClassVar[int]
    text: str
    dx: int
    dy: int
    width: int
    height: int
    from_value: bool
    def __init__(self, text: _Optional[str] = ..., dx: _Optional[int] = ..., dy: _Optional[int] = ..., width: _Optional[int] = ..., height: _Optional[int] = ..., from_value: _Optional[bool] = ...) -> None: ...

class FieldTarget(_message.Message):
    __slots__ = ("label", "placeholder", "kind")
    LABEL_FIELD_NUMBER: _ClassVar[int]
    PLACEHOLDER_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    label: str
    placeholder: str
    kind: str
    def __init__(self, label: _Optional[str] = ..., placeholder: _Optional[str] = ..., kind: _Optional[str] = ...) -> None: ...

class Usage(_message.Message):
    __slots__ = ("input_tokens", "output_tokens", "image_tokens", "model", "cost_usd", "estimated_input_tokens")
    INPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    IMAGE_TOKENS_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    COST_USD_FIELD_NUMBER: _ClassVar[int]
    ESTIMATED_INPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    input_tokens: int
    output_tokens: int
    image_tokens: int
    model: str
    cost_usd: float
    estimated_input_tokens: int
    def __init__(self, input_tokens: _Optional[int] = ..., output_tokens: _Optional[int] = ..., image_tokens: _Optional[int] = ..., model: _Optional[str] = ..., cost_usd: _Optional[float] = ..., estimated_input_tokens: _Optional[int] = ...) -> None: ...
