"""What both sides of the wire agree on, defined once next to the generated protos.

The edge, the router and every planner backend import these instead of keeping their own
copies: the skills and their limits (:mod:`.skills`), routes and reasons (:mod:`.routes`),
the text normaliser (:mod:`.text`), the risk words (:mod:`.risk`), TLS options
(:mod:`.tls`) and the planner error tree (:mod:`.errors`).
"""

from screenroute.contract.errors import (
    ActionError,
    ContractError,
    InvalidPlanRequestError,
    PlannerBackendError,
    PlannerBudgetError,
    PlannerError,
    PlannerRejected,
    PlannerServerError,
    PlannerUnavailable,
    UnknownBackendError,
    UnknownModelError,
)
from screenroute.contract.risk import HIGH_RISK_WORDS, MEDIUM_RISK_WORDS, RiskTier, label_risk
from screenroute.contract.routes import (
    Reason,
    Route,
    reason_from_proto,
    reason_to_proto,
    route_from_proto,
    route_to_proto,
)
from screenroute.contract.skills import (
    FIELD_KINDS,
    LIMITS,
    SKILLS,
    Action,
    ActionLimits,
    FieldTarget,
    PointNear,
    Skill,
    action_from_proto,
    action_problems,
    action_to_proto,
    parse_chord,
    validate_action,
)
from screenroute.contract.text import fold, normalise
from screenroute.contract.tls import TlsClientOptions, TlsServerOptions

__all__ = [
    "FIELD_KINDS",
    "HIGH_RISK_WORDS",
    "LIMITS",
    "MEDIUM_RISK_WORDS",
    "SKILLS",
    "Action",
    "ActionError",
    "ActionLimits",
    "ContractError",
    "FieldTarget",
    "InvalidPlanRequestError",
    "PlannerBackendError",
    "PlannerBudgetError",
    "PlannerError",
    "PlannerRejected",
    "PlannerServerError",
    "PlannerUnavailable",
    "PointNear",
    "Reason",
    "RiskTier",
    "Route",
    "Skill",
    "TlsClientOptions",
    "TlsServerOptions",
    "UnknownBackendError",
    "UnknownModelError",
    "action_from_proto",
    "action_problems",
    "action_to_proto",
    "fold",
    "label_risk",
    "normalise",
    "parse_chord",
    "reason_from_proto",
    "reason_to_proto",
    "route_from_proto",
    "route_to_proto",
    "validate_action",
]
