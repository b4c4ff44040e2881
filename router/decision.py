"""Routing decisions: where a step goes (route) and why (reason), with what to do."""

from __future__ import annotations

from dataclasses import dataclass, field

from screenroute.contract import Action, Reason, Route
from screenroute.edge.skills.envelope import Source

__all__ = ["Decision", "Reason", "Route"]


@dataclass
class Decision:
    """What the edge decided for one screen: route, reason, actions and the timings that led to it.

    The route and reason are chosen once, by :func:`screenroute.router.policy.decide`; an
    escalation gets its actions from the planner afterwards (:meth:`planned`), never another route.
    """

    route: Route
    reason: Reason
    actions: list[Action] = field(default_factory=list)
    step_name: str = ""
    state_label: str = ""
    detail: str = ""
    stage_ms: dict[str, float] = field(default_factory=dict)
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
        actions: list[Action],
        *,
        templates: tuple[Action, ...],
        state_label: str,
        rationale: str,
        cost_usd: float,
        tokens: tuple[int, int],
    ) -> None:
        """Attach the planner's answer to this escalation (its route and reason stay what they are)."""
        if self.route is not Route.ESCALATE:
            raise ValueError(f"only an escalation gets a plan, not a {self.route.value} decision")
        self.actions = actions
        self.template_actions = templates
        self.state_label = state_label
        self.detail = f"{self.detail} | planner: {rationale}" if self.detail else f"planner: {rationale}"
        self.cost_usd = cost_usd
        self.tokens_in, self.tokens_out = tokens
