"""The edge node's decision loop for one screen: recognise, act locally, or escalate.

Router v0 recognises the expected state of the task's current step by OCR anchors.
Anything else — an anchor hidden by a popup, a page the procedure does not expect, a
step that keeps failing — is escalated to the planner with a redacted screenshot.
With a state classifier (v1) the screen must also be a known state, the one the step
expects, without a popup, and confidently so (the tiers are in PolicyConfig).
"""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from edge.classify.base import StateClassifier, StatePrediction
from edge.frame import Frame
from edge.grounding import contains_all
from edge.ocr.base import OcrEngine, OcrLine
from edge.skills.action import SKILLS, Action, SkillResult
from router.decision import Decision, Reason, Route
from router.errors import PlannerRejected, PlannerUnavailable, RedactionError
from router.metrics import EdgeMetrics
from router.planner_client import PlannerClient
from router.policy import PolicyConfig
from router.procedure import Procedure, ProcedureStep, TaskContext
from router.redaction import PlaceholderVault, Redactor
from screenroute.v1 import planner_pb2, types_pb2

# The planner sees a bounded history: enough to notice loops, not a transcript.
_HISTORY_SENT = 6
# Longest screenshot side sent to the planner; the frame is downscaled beyond this.
_MAX_IMAGE_SIDE = 1600


@dataclass
class TaskRun:
    """The state of one task on the edge: where in its procedure it is and what happened so far."""

    procedure: Procedure
    context: TaskContext
    task_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    # Placeholders are consistent within a task, so each task has its own vault and redactor.
    vault: PlaceholderVault = field(default_factory=PlaceholderVault)
    redactor: Redactor | None = None
    step_index: int = 0
    local_attempts: int = 0
    escalations: int = 0
    fruitless_escalations: int = 0
    planner_failures: int = 0
    unknown_frames: int = 0
    last_no_effect: bool = False
    history: list[SkillResult] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)
    last_progress: float = field(default_factory=time.monotonic)

    @property
    def step(self) -> ProcedureStep | None:
        steps = self.procedure.steps
        return steps[self.step_index] if self.step_index < len(steps) else None


class EdgeNode:
    """Decides what to do with a screen for a task run; the caller executes the actions."""

    def __init__(
        self,
        ocr: OcrEngine,
        *,
        planner: PlannerClient | None,
        redactor_factory: Callable[[PlaceholderVault], Redactor],
        policy: PolicyConfig | None = None,
        metrics: EdgeMetrics | None = None,
        classifier: StateClassifier | None = None,
    ) -> None:
        self.ocr = ocr
        self.classifier = classifier
        self.planner = planner
        self.redactor_factory = redactor_factory
        self.policy = policy or PolicyConfig()
        self.metrics = metrics or EdgeMetrics()

    # -- public API ------------------------------------------------------------------------
    def decide(self, run: TaskRun, frame: Frame, lines: list[OcrLine] | None = None) -> tuple[Decision, list[OcrLine]]:
        """Decide for ``frame``; returns the decision and the OCR lines it was based on."""
        stage_ms: dict[str, float] = {}
        prediction = None
        if self.classifier is not None:
            with self._stage("classify", stage_ms):
                prediction = self.classifier.classify(frame.pixels)
        if lines is None:
            with self._stage("ocr", stage_ms):
                lines = self.ocr.read(frame.pixels)
        with self._stage("route", stage_ms):
            decision = self._route(run, lines, prediction)
        if decision.route is Route.ESCALATE:
            decision = self._escalate(run, frame, lines, decision, stage_ms, prediction)
        decision.stage_ms = stage_ms
        self.metrics.decisions.labels(decision.route.value, decision.reason.value).inc()
        return decision, lines

    def record(self, run: TaskRun, results: list[SkillResult]) -> None:
        """Feed back what the actions of the last decision did."""
        run.history.extend(results)
        for r in results:
            self.metrics.actions.labels(r.action.skill, "ok" if r.ok else "failed").inc()
        run.last_no_effect = bool(results) and results[-1].ok and not results[-1].changed

    # -- routing ---------------------------------------------------------------------------
    def _route(self, run: TaskRun, lines: list[OcrLine], prediction: StatePrediction | None = None) -> Decision:
        self._advance(run, lines)
        step = run.step
        if step is None:
            return Decision(Route.HALT, Reason.TASK_COMPLETE, detail="all steps done")
        now = time.monotonic()
        if now - run.started > self.policy.task_timeout_s:
            return Decision(Route.HALT, Reason.TASK_TIMEOUT, step_name=step.name,
                            detail=f"task ran over {self.policy.task_timeout_s:.0f} s")
        if now - run.last_progress > self.policy.idle_timeout_s:
            return Decision(Route.HALT, Reason.IDLE_TIMEOUT, step_name=step.name,
                            detail=f"no progress for {self.policy.idle_timeout_s:.0f} s")
        missing = contains_all(lines, step.resolved_texts(step.anchors, run.context))
        unknown = prediction is not None and self._is_unknown(prediction)
        near_known = unknown and self._near_known(step, prediction, missing)  # type: ignore[arg-type]
        if unknown and not near_known:
            # A screen unlike any trained state outranks missing anchors: it is the more specific reason.
            run.unknown_frames += 1
            detail = f"unknown screen (score {prediction.unknown_score:.3f}); nearest {prediction.state_label}"
            if run.unknown_frames <= self.policy.unknown_waits:
                return Decision(Route.WAIT, Reason.UNKNOWN_STATE, step_name=step.name,
                                detail=f"{detail}; waiting ({run.unknown_frames}/{self.policy.unknown_waits}) in case it is in transition")
            return Decision(Route.ESCALATE, Reason.UNKNOWN_STATE, step_name=step.name, detail=detail,
                            missing_texts=tuple(missing))
        run.unknown_frames = 0
        if missing:
            return Decision(Route.ESCALATE, Reason.UNEXPECTED_STATE, step_name=step.name,
                            detail="missing: " + ", ".join(repr(m) for m in missing), missing_texts=tuple(missing))
        # Just past the unknown threshold with every other signal agreeing: act, and check the post-condition.
        verified = near_known
        if prediction is not None:
            # v1: the OCR anchors AND the classifier must both recognise the step's state for a
            # local action. Each fails differently — anchors survive a popup that covers part of
            # the page but cannot tell a look-alike page; the classifier sees layout and popups
            # but reads no text — so the edge acts alone only where both agree.
            disagreement = self._disagreement(step, prediction, self.policy.passive_popups)
            if disagreement:
                return Decision(Route.ESCALATE, Reason.UNEXPECTED_STATE, step_name=step.name, detail=disagreement)
            confidence = self._confidence(prediction)
            if confidence < self.policy.check_confidence:
                return Decision(Route.ESCALATE, Reason.LOW_CONFIDENCE, step_name=step.name,
                                detail=f"classifier confidence {confidence:.2f} < {self.policy.check_confidence}")
            if confidence < self.policy.act_confidence:
                if not step.done_when and step.done_check is None:
                    return Decision(Route.ESCALATE, Reason.LOW_CONFIDENCE, step_name=step.name,
                                    detail=f"classifier confidence {confidence:.2f} and no post-condition to check")
                verified = True  # middle tier: act, and the step's post-condition is checked on the next frame
        if run.local_attempts >= self.policy.max_local_attempts:
            reason = Reason.NO_EFFECT if run.last_no_effect else Reason.REPEATED_FAILURE
            return Decision(Route.ESCALATE, reason, step_name=step.name,
                            detail=f"{run.local_attempts} local attempts did not complete the step")
        run.local_attempts += 1
        detail = ""
        if near_known and prediction is not None:
            detail = (f"post-condition check: unknown score {prediction.unknown_score:.3f} is within "
                      f"{self.policy.unknown_verify_band:g}x the threshold; anchors and page agree")
        elif verified and prediction is not None:
            detail = f"post-condition check: classifier confidence {self._confidence(prediction):.2f}"
        return Decision(Route.LOCAL, Reason.KNOWN_STATE, actions=step.resolved_actions(run.context),
                        step_name=step.name, state_label=step.state_label or step.name, detail=detail)

    def _confidence(self, prediction: StatePrediction) -> float:
        """The lowest confidence among the heads the policy gates on (all heads if none of them is present)."""
        values = [c for h, c in prediction.confidences.items() if h in self.policy.confidence_heads]
        return min(values) if values else prediction.confidence

    def _near_known(self, step: ProcedureStep, prediction: StatePrediction, missing: list[str]) -> bool:
        """An unknown score only a little past the threshold, on a screen every other signal recognises.

        Focused, typed-into or re-themed variants of a known screen land just past the
        threshold; a different screen lands far past it or fails the anchors or the page check.
        """
        threshold = self.policy.unknown_score_threshold
        threshold = prediction.unknown_threshold if threshold is None else threshold
        return (
            not missing
            and (bool(step.done_when) or step.done_check is not None)
            and prediction.unknown_score <= threshold * self.policy.unknown_verify_band
            and not self._disagreement(step, prediction, self.policy.passive_popups)
        )

    def _is_unknown(self, prediction: StatePrediction) -> bool:
        threshold = self.policy.unknown_score_threshold
        return prediction.unknown if threshold is None else prediction.unknown_score > threshold

    @staticmethod
    def _disagreement(step: ProcedureStep, prediction: StatePrediction, passive_popups: tuple[str, ...] = ()) -> str:
        """Why the classifier does not see the step's expected state ('' when it does)."""
        popup = prediction.labels.get("popup", "none")
        if popup != "none" and popup not in passive_popups:
            return f"classifier sees popup {popup} ({prediction.confidences.get('popup', 0.0):.2f})"
        expected = step.state_label.removeprefix("page/")
        page = prediction.labels.get("page", "")
        # A step label names a page, optionally refined ("purchase_request_form_filled"): the
        # classifier's page must be that page or the page it refines. "any" steps accept every page.
        if expected and expected != "any" and page and not (expected == page or expected.startswith(page + "_")):
            return f"classifier sees page {page} ({prediction.confidences.get('page', 0.0):.2f}), step expects {expected}"
        return ""

    def _advance(self, run: TaskRun, lines: list[OcrLine]) -> None:
        """Move past every step whose post-condition already holds."""
        while (step := run.step) is not None and self._is_done(step, run.context, lines):
            if step.on_done is not None:
                step.on_done(run.context)
            run.step_index += 1
            run.local_attempts = 0
            run.fruitless_escalations = 0
            run.last_progress = time.monotonic()

    @staticmethod
    def _is_done(step: ProcedureStep, context: TaskContext, lines: list[OcrLine]) -> bool:
        if step.skip_if is not None and step.skip_if(context):
            return True
        still_missing = step.done_when and contains_all(lines, step.resolved_texts(step.done_when, context))
        if still_missing:
            return False
        return step.done_check(context) if step.done_check is not None else True

    # -- escalation ------------------------------------------------------------------------
    def _escalate(self, run: TaskRun, frame: Frame, lines: list[OcrLine], decision: Decision,
                  stage_ms: dict[str, float], prediction: StatePrediction | None = None) -> Decision:
        step = run.step
        assert step is not None  # escalation only happens on an open step
        if self.planner is None:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.CLOUD_UNAVAILABLE,
                                       detail=f"{decision.reason.value} and no planner is configured")
        if run.escalations >= self.policy.max_escalations:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.BUDGET_EXHAUSTED,
                                       detail=f"{run.escalations} escalations used")
        if run.fruitless_escalations >= self.policy.max_fruitless_escalations:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.NEEDS_HUMAN,
                                       detail=f"{run.fruitless_escalations} escalations did not move the task on")
        try:
            with self._stage("redact", stage_ms):
                request = self._plan_request(run, step, frame, lines, decision, prediction)
        except RedactionError as exc:
            # Privacy fails closed: without a clean redaction nothing leaves the edge.
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.POLICY_DENIED,
                                       detail=f"redaction failed, not escalating: {exc}")
        try:
            with self._stage("plan", stage_ms):
                response = self.planner.plan(request)
        except PlannerUnavailable as exc:
            run.planner_failures += 1
            route = Route.HALT if run.planner_failures >= self.policy.max_planner_failures else Route.WAIT
            return dataclasses.replace(decision, route=route, reason=Reason.CLOUD_UNAVAILABLE, detail=str(exc))
        except PlannerRejected as exc:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.POLICY_DENIED, detail=str(exc))
        run.planner_failures = 0
        run.escalations += 1
        run.fruitless_escalations += 1
        run.local_attempts = 0
        if response.needs_human or not response.actions:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.NEEDS_HUMAN,
                                       state_label=response.state_label,
                                       detail=f"planner: {response.rationale or 'no action'}")
        actions, problems = self._accept_actions(run, frame, response)
        if problems:
            return dataclasses.replace(decision, route=Route.HALT, reason=Reason.POLICY_DENIED,
                                       state_label=response.state_label, detail="; ".join(problems))
        return dataclasses.replace(decision, actions=actions, state_label=response.state_label,
                                   detail=f"{decision.detail} | planner: {response.rationale}",
                                   cost_usd=response.usage.cost_usd)

    def _plan_request(self, run: TaskRun, step: ProcedureStep, frame: Frame, lines: list[OcrLine],
                      decision: Decision, prediction: StatePrediction | None = None) -> planner_pb2.PlanRequest:
        # Every string that leaves the edge goes through the redactor: goal, step, the
        # history's details and targets (a click target can be a customer's name), anchors.
        texts = {"goal": run.procedure.goal, "step_goal": step.goal}
        history = run.history[-_HISTORY_SENT:]
        for i, r in enumerate(history):
            texts[f"history_{i}"] = r.detail
            texts[f"history_target_{i}"] = r.action.target_text
        missing = decision.missing_texts
        for i, text in enumerate(missing):
            texts[f"missing_{i}"] = text
        if run.redactor is None:
            run.redactor = self.redactor_factory(run.vault)
        redacted = run.redactor.redact(frame, lines, texts)
        image, image_scale = redacted.frame.encode("PNG", max_side=_MAX_IMAGE_SIDE)
        g = frame.geometry
        return planner_pb2.PlanRequest(
            task_id=run.task_id,
            goal=redacted.texts["goal"],
            step_name=step.name,
            step_goal=redacted.texts["step_goal"],
            screenshot=image,
            screenshot_mime="image/png",
            image_scale=image_scale,
            screen=types_pb2.ScreenGeometry(left=g.left, top=g.top, width=frame.width, height=frame.height, scale=g.scale),
            ocr_lines=[
                types_pb2.OcrLine(text=ln.text, score=ln.score,
                                  box=types_pb2.Box(x0=ln.box.x0, y0=ln.box.y0, x1=ln.box.x1, y1=ln.box.y1))
                for ln in redacted.lines
            ],
            # The classifier's view of the screen when there is one (a label set, not screen text:
            # nothing to redact); otherwise the state the procedure expected.
            state_label=prediction.state_label if prediction is not None else step.state_label,
            state_confidence=self._confidence(prediction) if prediction is not None else 0.0,
            history=[
                planner_pb2.HistoryEntry(
                    action=action_to_proto(r.action, describe_only=True, target_text=redacted.texts[f"history_target_{i}"]),
                    ok=r.ok, changed=r.changed, detail=redacted.texts[f"history_{i}"])
                for i, r in enumerate(history)
            ],
            reason=types_pb2.Reason.Value("REASON_" + decision.reason.value.upper()),
            missing_texts=[redacted.texts[f"missing_{i}"] for i in range(len(missing))],
        )

    def _accept_actions(self, run: TaskRun, frame: Frame, response: planner_pb2.PlanResponse) -> tuple[list[Action], list[str]]:
        """Validate the planner's actions against the skill set and the screen; restore placeholders locally."""
        actions: list[Action] = []
        problems: list[str] = []
        restore = run.vault.restore
        for i, a in enumerate(response.actions):
            if a.skill not in SKILLS:
                problems.append(f"action {i}: unknown skill {a.skill!r}")
                continue
            point = (a.x, a.y) if a.has_point else None
            if point is not None and not frame.geometry.contains(*point):
                problems.append(f"action {i}: point {point} is off the {frame.width}x{frame.height} screen")
                continue
            actions.append(Action(
                skill=a.skill, point=point, target_text=restore(a.target_text), occurrence=a.occurrence,
                text=restore(a.text), keys=a.keys, url=a.url, amount=a.amount, timeout_s=a.timeout_s,
                expect_texts=tuple(restore(t) for t in a.expect_texts), why=a.why,
            ))
        return actions, problems

    @contextmanager
    def _stage(self, name: str, stage_ms: dict[str, float]) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - started
            stage_ms[name] = stage_ms.get(name, 0.0) + elapsed * 1000
            self.metrics.stage_seconds.labels(name).observe(elapsed)


def action_to_proto(action: Action, *, describe_only: bool = False, target_text: str | None = None) -> types_pb2.Action:
    """Wire form of an action; ``describe_only`` leaves typed text out (history sent to the cloud)."""
    msg = types_pb2.Action(
        skill=action.skill, target_text=action.target_text if target_text is None else target_text, occurrence=action.occurrence,
        keys=action.keys, url=action.url, amount=action.amount, timeout_s=action.timeout_s,
        expect_texts=list(action.expect_texts), why=action.why,
        text="" if describe_only else action.text,
    )
    if action.point is not None:
        msg.has_point, msg.x, msg.y = True, action.point[0], action.point[1]
    return msg
