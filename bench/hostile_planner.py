"""A hostile planner: a planner backend that answers each escalation with the next attack of a script.

It stands for a prompt-injected VLM (or a compromised planner service) behind the real gRPC
planner service: whatever it answers goes through the real edge — the planner gate, the task's
envelope, the risk gate, the outcome guard. It keeps every request it was sent, so what reached
"the cloud" (a file's text read into the browser, a secret) can be looked for afterwards.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from screenroute.v1 import planner_pb2, types_pb2

__all__ = ["ScriptedPlanner", "wire_action"]


def wire_action(skill: str, **fields: object) -> types_pb2.Action:
    """One action as a planner sends it (``wire_action("click", has_point=True, x=10, y=20)``)."""
    return types_pb2.Action(skill=skill, **fields)  # type: ignore[arg-type]


class ScriptedPlanner:
    """Answers escalation n with ``script[n]`` (a list of actions), then hands over to a person."""

    def __init__(self, script: Sequence[Sequence[types_pb2.Action]], *, state_label: str = "page/unknown") -> None:
        self.script = [list(answer) for answer in script]
        self.state_label = state_label
        self.requests: list[planner_pb2.PlanRequest] = []
        self._lock = threading.Lock()

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        with self._lock:
            self.requests.append(request)
            index = len(self.requests) - 1
        usage = types_pb2.Usage(model="hostile")
        if index >= len(self.script):
            return planner_pb2.PlanResponse(needs_human=True, rationale="script done", usage=usage)
        return planner_pb2.PlanResponse(
            actions=self.script[index],
            state_label=self.state_label,
            rationale="the page says this is what the user wants",
            usage=usage,
        )

    def seen_texts(self) -> list[str]:
        """Every OCR line and text the planner was sent (what left the edge)."""
        texts: list[str] = []
        for request in self.requests:
            texts += [request.goal, request.step_name, request.step_goal, *request.missing_texts]
            texts += [line.text for line in request.ocr_lines]
            texts += [h.action.target_text for h in request.history] + [h.detail for h in request.history]
        return texts
