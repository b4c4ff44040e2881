"""The router's use of the classifier: the classifier scores, PolicyConfig's tiers decide (STYLE rule 2).

A fake classifier implements the real StateClassifier interface; OCR lines are given, so
each test isolates one rule: unknown → unknown_state, popup or another page → unexpected_state,
confidence tiers → act / act with a post-condition check / low_confidence.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify import StateClassifier, StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.decision import Decision
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.policy import PolicyConfig, Signals, StepView
from screenroute.router.deciding.policy import decide as decide_policy
from screenroute.router.privacy.redaction import PlaceholderVault
from screenroute.router.privacy.redaction.base import Finding, Redacted
from screenroute.v1 import planner_pb2

ANCHORS = ("Site administration", "Log out")


class FixedClassifier:
    """Says the same thing about every screen."""

    def __init__(self, prediction: StatePrediction) -> None:
        self.prediction = prediction
        self.calls = 0

    def classify(self, pixels: np.ndarray) -> StatePrediction:
        self.calls += 1
        return self.prediction


class NoOcr:
    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        raise AssertionError("the tests pass OCR lines in")


class NullRedactor:
    """A Redactor that finds nothing (these tests send no PII)."""

    def __init__(self, vault: PlaceholderVault) -> None:
        self.vault = vault

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        return Redacted(frame=frame, lines=lines, texts=texts)

    def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Finding]]:
        return dict(texts), []


# Past the default verify band of a 0.5 threshold: unknown whatever the anchors say.
FAR_PAST = 0.5 * PolicyConfig().unknown_verify_band * 1.5


def prediction(
    page: str = "admin_index",
    popup: str = "none",
    confidence: float = 0.99,
    unknown_score: float = 0.1,
    threshold: float = 0.5,
) -> StatePrediction:
    labels = {"page": page, "popup": popup, "form": "none", "submit": "no"}
    return StatePrediction(
        labels,
        {h: confidence if h == "page" else 0.999 for h in labels},
        unknown_score,
        threshold,
        np.zeros(4, np.float32),
    )


def run_for(state_label: str = "page/admin_index") -> TaskRun:
    step = ProcedureStep(
        "open orders",
        "click Orders",
        anchors=ANCHORS,
        actions=(Action("click", target_text="Orders"),),
        done_when=("Select order to change",),
        state_label=state_label,
    )
    return TaskRun(procedure=Procedure(name="t", goal="g", steps=(step,)), context=TaskContext())


LINES = [OcrLine(text, Box(10, 10 + 40 * i, 300, 40 + 40 * i), 0.99) for i, text in enumerate(ANCHORS)]
FRAME = Frame.from_image(__import__("PIL.Image", fromlist=["Image"]).new("RGB", (320, 200), "white"))


def decide(
    pred: StatePrediction | None, *, policy: PolicyConfig | None = None, state_label: str = "page/admin_index"
) -> Decision:
    """The edge node's decision without a planner (an escalation halts with cloud_unavailable)."""
    classifier = FixedClassifier(pred) if pred is not None else None
    node = EdgeNode(NoOcr(), planner=None, redactor_factory=NullRedactor, policy=policy, classifier=classifier)
    decision, _ = node.decide(run_for(state_label), FRAME, LINES)
    return decision


def route(
    pred: StatePrediction, *, state_label: str = "page/admin_index", policy: PolicyConfig | None = None
) -> Decision:
    """The policy's decision with a planner available: the escalation's reason and detail as the planner would get them."""
    signals = Signals(
        step=StepView("open orders", state_label, True, (Action("click", target_text="Orders"),)),
        classifier=pred,
    )
    return decide_policy(signals, policy or PolicyConfig())


def test_fake_classifier_is_a_state_classifier() -> None:
    assert isinstance(FixedClassifier(prediction()), StateClassifier)


def test_without_a_classifier_the_anchors_alone_decide() -> None:
    decision = decide(None)
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert "classify" not in decision.stage_ms


def test_known_and_confident_is_local() -> None:
    decision = decide(prediction(confidence=0.95))
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert decision.detail == ""
    assert "classify" in decision.stage_ms


def test_middle_tier_acts_with_a_post_condition_check() -> None:
    decision = decide(prediction(confidence=0.75))
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert "post-condition check" in decision.detail


# With no planner configured, an escalation ends as HALT cloud_unavailable; the detail keeps the reason.
def _escalated(decision: Decision, reason: Reason) -> bool:
    return (
        decision.route is Route.HALT
        and decision.reason is Reason.CLOUD_UNAVAILABLE
        and decision.detail.startswith(reason.value)
    )


def test_low_confidence_escalates() -> None:
    assert _escalated(decide(prediction(confidence=0.5)), Reason.LOW_CONFIDENCE)


def test_tiers_come_from_the_policy() -> None:
    policy = PolicyConfig(act_confidence=0.99, check_confidence=0.97)
    assert _escalated(decide(prediction(confidence=0.95), policy=policy), Reason.LOW_CONFIDENCE)
    policy = PolicyConfig(act_confidence=0.5, check_confidence=0.4)
    assert decide(prediction(confidence=0.55), policy=policy).route is Route.LOCAL


def test_unknown_screen_escalates_as_unknown_state() -> None:
    policy = PolicyConfig(unknown_waits=0)
    assert _escalated(decide(prediction(unknown_score=FAR_PAST, threshold=0.5), policy=policy), Reason.UNKNOWN_STATE)


def test_unknown_screen_is_waited_on_before_it_is_escalated() -> None:
    node = EdgeNode(
        NoOcr(),
        planner=None,
        redactor_factory=NullRedactor,
        policy=PolicyConfig(unknown_waits=2),
        classifier=FixedClassifier(prediction(unknown_score=FAR_PAST)),
    )
    run = run_for()
    routes = [node.decide(run, FRAME, LINES)[0] for _ in range(3)]
    assert [(d.route, d.reason) for d in routes[:2]] == [(Route.WAIT, Reason.UNKNOWN_STATE)] * 2
    assert _escalated(routes[2], Reason.UNKNOWN_STATE)
    # A known frame in between resets the count.
    node.perception.classifier = FixedClassifier(prediction())
    assert node.decide(run, FRAME, LINES)[0].route is Route.LOCAL
    node.perception.classifier = FixedClassifier(prediction(unknown_score=FAR_PAST))
    assert node.decide(run, FRAME, LINES)[0].route is Route.WAIT


def test_policy_can_override_the_artifacts_unknown_threshold() -> None:
    assert (
        decide(
            prediction(unknown_score=FAR_PAST, threshold=0.5), policy=PolicyConfig(unknown_score_threshold=FAR_PAST)
        ).route
        is Route.LOCAL
    )
    assert _escalated(
        decide(prediction(unknown_score=0.5), policy=PolicyConfig(unknown_score_threshold=0.1, unknown_waits=0)),
        Reason.UNKNOWN_STATE,
    )


def test_popup_seen_by_the_classifier_escalates_even_when_the_anchors_are_there() -> None:
    assert _escalated(decide(prediction(popup="save_password")), Reason.UNEXPECTED_STATE)
    decision = route(prediction(popup="save_password"))
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    assert "save_password" in decision.detail


def test_passive_popups_do_not_block_a_local_action() -> None:
    policy = PolicyConfig(passive_popups=("download_toast",))
    assert decide(prediction(popup="download_toast"), policy=policy).route is Route.LOCAL
    # Without a reading that calls it passive, an overlay stops a local action.
    assert _escalated(decide(prediction(popup="download_toast")), Reason.UNEXPECTED_STATE)


def test_classifier_seeing_another_page_escalates() -> None:
    assert _escalated(decide(prediction(page="order_list")), Reason.UNEXPECTED_STATE)
    decision = route(prediction(page="order_list"))
    assert (decision.route, decision.reason) == (Route.ESCALATE, Reason.UNEXPECTED_STATE)
    assert "order_list" in decision.detail and "admin_index" in decision.detail


@pytest.mark.parametrize(
    ("state_label", "page"),
    [("page/any", "order_list"), ("page/purchase_request_form_filled", "purchase_request_form")],
)
def test_step_labels_that_accept_the_page(state_label: str, page: str) -> None:
    assert decide(prediction(page=page), state_label=state_label).route is Route.LOCAL


def test_only_the_configured_heads_gate_a_local_action() -> None:
    pred = prediction()
    pred = StatePrediction(pred.labels, {**pred.confidences, "form": 0.3}, 0.1, 0.5, pred.embedding)
    assert decide(pred, policy=PolicyConfig(confidence_heads=("page", "popup"))).route is Route.LOCAL
    assert _escalated(decide(pred), Reason.LOW_CONFIDENCE)  # no heads named: every head gates


def test_tiers_must_be_ordered() -> None:
    with pytest.raises(ValueError, match="check_confidence"):
        PolicyConfig(act_confidence=0.5, check_confidence=0.8)


def test_plan_request_carries_the_classifier_label_and_confidence() -> None:
    class Recording:
        """A planner client stand-in with PlannerClient's one method: keeps the request, answers nothing to do."""

        def __init__(self) -> None:
            self.requests: list[planner_pb2.PlanRequest] = []

        def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
            self.requests.append(request)
            return planner_pb2.PlanResponse(needs_human=True, rationale="just looking")

    planner = Recording()
    node = EdgeNode(
        NoOcr(),
        planner=planner,  # type: ignore[arg-type]
        redactor_factory=NullRedactor,
        classifier=FixedClassifier(prediction(popup="save_password", confidence=0.93)),
    )
    decision, _ = node.decide(run_for(), FRAME, LINES)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.NEEDS_HUMAN)
    (request,) = planner.requests
    assert request.state_label == "page/admin_index+popup/save_password"
    assert request.state_confidence == pytest.approx(0.93, abs=1e-6)


def test_just_past_the_unknown_threshold_with_everything_agreeing_acts_with_a_check() -> None:
    decision = decide(prediction(unknown_score=0.6, threshold=0.5), policy=PolicyConfig(unknown_waits=0))
    assert (decision.route, decision.reason) == (Route.LOCAL, Reason.KNOWN_STATE)
    assert "post-condition check" in decision.detail and "unknown score 0.600" in decision.detail


@pytest.mark.parametrize(
    "pred",
    [
        prediction(unknown_score=FAR_PAST, threshold=0.5),  # past the verify band
        prediction(unknown_score=0.6, threshold=0.5, page="order_list"),  # the classifier sees another page
        prediction(unknown_score=0.6, threshold=0.5, popup="save_password"),  # something covers the page
    ],
)
def test_the_verify_band_needs_every_other_signal(pred: StatePrediction) -> None:
    assert _escalated(decide(pred, policy=PolicyConfig(unknown_waits=0)), Reason.UNKNOWN_STATE)


def test_the_verify_band_needs_the_anchors() -> None:
    node = EdgeNode(
        NoOcr(),
        planner=None,
        redactor_factory=NullRedactor,
        policy=PolicyConfig(unknown_waits=0),
        classifier=FixedClassifier(prediction(unknown_score=0.6, threshold=0.5)),
    )
    decision, _ = node.decide(run_for(), FRAME, LINES[:1])  # "Log out" is not on screen
    assert _escalated(decision, Reason.UNKNOWN_STATE)


def test_the_verify_band_can_be_turned_off() -> None:
    policy = PolicyConfig(unknown_waits=0, unknown_verify_band=1.0)
    assert _escalated(decide(prediction(unknown_score=0.6, threshold=0.5), policy=policy), Reason.UNKNOWN_STATE)


def test_the_shipped_classifiers_reading_is_data_beside_its_artifact() -> None:
    from screenroute.edge.classify import DEFAULT_ARTIFACT, ClassifierArtifact
    from screenroute.edge.classify.reading import load_reading

    reading = load_reading(DEFAULT_ARTIFACT, ClassifierArtifact.load(DEFAULT_ARTIFACT).metadata.labels)
    assert reading.confidence_heads == ("page", "popup") and reading.passive_popups == ("download_toast",)
    policy = PolicyConfig().read_with(reading)
    assert (policy.confidence_heads, policy.passive_popups) == (("page", "popup"), ("download_toast",))
    # What the operator's config sets stands over the reading.
    assert PolicyConfig(passive_popups=()).read_with(reading).passive_popups == ()


def test_a_reading_that_names_what_the_classifier_lacks_is_refused(tmp_path: Path) -> None:
    from screenroute.edge.classify import ArtifactError
    from screenroute.edge.classify.reading import load_reading

    artifact = tmp_path / "c.zip"
    labels = {"page": ("a", "b"), "popup": ("none", "toast")}
    (tmp_path / "c.reading.json").write_text('{"passive_popups": ["download_toast"]}')
    with pytest.raises(ArtifactError, match=r"c\.reading\.json.*'download_toast'.*none, toast"):
        load_reading(artifact, labels)
    (tmp_path / "c.reading.json").write_text('{"confidence_heads": ["form"]}')
    with pytest.raises(ArtifactError, match="'form'; the heads: page, popup"):
        load_reading(artifact, labels)
    (tmp_path / "c.reading.json").unlink()
    assert load_reading(artifact, labels).confidence_heads == ()  # none kept: every head gates


def test_an_artifact_made_from_another_keeps_its_reading(tmp_path: Path) -> None:
    from screenroute.edge.classify.reading import reading_path
    from screenroute.edge.classify.training.replay import KeepDecision, finalize

    old, candidate, out = tmp_path / "old.zip", tmp_path / "new.zip", tmp_path / "out" / "kept.zip"
    old.write_bytes(b"old artifact")
    candidate.write_bytes(b"fine-tuned artifact")
    reading_path(old).write_text('{"passive_popups": ["toast"]}')
    decision = KeepDecision(True, "better", {}, {}, 0.5, 0.6)
    finalize(decision, old, candidate, out)
    assert out.read_bytes() == b"fine-tuned artifact"
    assert reading_path(out).read_text() == reading_path(old).read_text()
    # A base without a reading leaves none behind from an earlier output either.
    reading_path(old).unlink()
    finalize(decision, old, candidate, out)
    assert not reading_path(out).exists()
