"""Routing decisions: where a step goes (route) and why (reason), with what to do."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.skills.envelope import Source

__all__ = ["Decision", "Observed", "Reason", "Route"]


@dataclass(frozen=True)
class Observed:
    """What the decision saw beyond the screen's text: the classifier's view, the layout signature,
    the step's anchors found and missing (the replay library keeps them with the step)."""

    prediction: StatePrediction | None = None
    signature: object | None = None
    anchors_found: tuple[str, ...] = ()
    anchors_missing: tuple[str, ...] = ()


@dataclass(frozen=True)
class Decision:
    """What the edge decided for one screen: route, reason, actions, what it saw, and what it cost.

    Frozen: the route and reason are chosen once, by :func:`screenroute.router.deciding.policy.decide`;
    an escalation's answer makes a new decision (:meth:`planned`) with the same route and reason,
    and the node adds its timings and cloud usage in one copy. Whoever reads a decision (the
    agent, the replay writer, the metrics) reads this object and nothing beside it.
    """

    route: Route
    reason: Reason
    actions: tuple[Action, ...] = ()
    step_name: str = ""
    state_label: str = ""
    detail: str = ""
    stage_ms: Mapping[str, float] = field(default_factory=dict)
    cost_usd: float = 0.0
    # The step's anchor texts that were not on screen (what the planner is told to look for).
    missing_texts: tuple[str, ...] = ()
    # The actions as a task file writes them ({param} templates, <LABEL_n> placeholders): what is
    # kept on disk (replay library, plan cache) instead of the restored values in ``actions``.
    template_actions: tuple[Action, ...] = ()
    # The policy judged the screen unlike every known state (counts towards the unknown waits).
    unknown_screen: bool = False
    # Planner calls this decision made (0 or 1) and the tokens they used.
    cloud_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    # How the screen's text was had: ``known_same``/``known_recognised`` (a remembered state checked
    # where its texts were), ``same``/``regions``/``full`` (read), ``given`` (the caller's lines).
    ocr_read: str = ""
    observed: Observed = field(default_factory=Observed)

    def __post_init__(self) -> None:
        # Callers may hand lists; a frozen decision keeps tuples and its own copy of the timings.
        object.__setattr__(self, "actions", tuple(self.actions))
        object.__setattr__(self, "stage_ms", MappingProxyType(dict(self.stage_ms)))

    @property
    def source(self) -> Source:
        """Where this decision's actions come from: the task's own steps, the plan cache, or a planner."""
        if self.route is Route.ESCALATE:
            return Source.PLANNER
        if self.reason is Reason.LEARNED_STATE:
            return Source.LEARNED
        return Source.TASK

    def planned(
        self,
        actions: Sequence[Action],
        *,
        templates: tuple[Action, ...],
        state_label: str,
        rationale: str,
        cost_usd: float,
        tokens: tuple[int, int],
    ) -> Decision:
        """This escalation with the planner's answer (its route and reason stay what they are)."""
        if self.route is not Route.ESCALATE:
            raise ValueError(f"only an escalation gets a plan, not a {self.route.value} decision")
        return replace(
            self,
            actions=tuple(actions),
            template_actions=templates,
            state_label=state_label,
            detail=f"{self.detail} | planner: {rationale}" if self.detail else f"planner: {rationale}",
            cost_usd=cost_usd,
            tokens_in=tokens[0],
            tokens_out=tokens[1],
        )

    def noted(self, note: str) -> Decision:
        """This decision with ``note`` added to its detail."""
        if not note:
            return self
        return replace(self, detail=f"{self.detail}; {note}" if self.detail else note)
