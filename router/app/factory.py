"""The composition root: one validated config in, a wired edge out.

``screenroute run``, ``screenroute edge`` and ``screenroute demo`` all build their edge here —
OCR, the optional state classifier, the planner client (or an embedded rules planner), its
circuit breaker, the redactor, the plan cache, the replay library and the human queue — so
the wiring is written once. Everything started is registered on the caller's ``ExitStack``
and stops with it. Heavy parts are imported inside the functions that build them.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from screenroute.contract.tls import TlsClientOptions
from screenroute.edge.classify.base import StateClassifier
from screenroute.edge.known_screens import KnownScreens
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.skills.executor import Confirmer, SkillExecutor
from screenroute.edge.skills.outcome import SurfaceProbe
from screenroute.edge.skills.writes import WriteGate
from screenroute.router.authoring.procedure import Procedure
from screenroute.router.authoring.task_envelope import build_envelope
from screenroute.router.authoring.tasks import TaskFile, build_context, build_procedure
from screenroute.router.deciding.breaker import BreakerConfig, CircuitBreaker
from screenroute.router.deciding.human_queue import HumanQueue
from screenroute.router.deciding.metrics import EdgeMetrics
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.deciding.policy import PolicyConfig
from screenroute.router.learning.memory import RunRecorder, StateMemory

__all__ = ["Edge", "EdgeConfig", "build_edge", "build_executor", "build_run"]

log = logging.getLogger(__name__)

Say = Callable[[str], None]


class EdgeConfig(BaseModel):
    """Everything that shapes an edge node, validated once at the entry point."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # Planner replicas (HOST:PORT). None: start an embedded rules planner on loopback (offline
    # default, like the demo); () : no planner at all (every escalation halts cloud_unavailable).
    planner: tuple[str, ...] | None = None
    planner_deadline_s: float = Field(10.0, gt=0, le=600)
    # The planner's bearer token (from the environment or a file, never argv) and TLS options.
    planner_token: SecretStr | None = None
    planner_tls: TlsClientOptions = Field(default_factory=TlsClientOptions)
    # "incremental" reads only what changed since the last frame read (a full read when most did);
    # "rapidocr" reads every frame whole.
    ocr_engine: str = "incremental"
    # Check a state read before where its texts were instead of reading it (edge/known_screens.py);
    # the file keeps them from one run to the next (None: this process only).
    known_screens: bool = True
    known_screens_file: Path | None = None
    # "auto": load the state classifier only when a task's steps name classifier labels (the
    # shipped one knows the back office only; any other app runs on anchors + learned signatures).
    classifier: Literal["auto", "on", "off"] = "auto"
    classifier_artifact: Path | None = None
    policy: PolicyConfig = Field(default_factory=PolicyConfig)
    breaker: BreakerConfig = Field(default_factory=BreakerConfig)
    # The replay library (every step) and the plan cache (what was learned); None: not kept.
    replay: Path | None = None
    plan_cache: Path | None = None
    human_queue: Path | None = None
    # The apps' vocabularies learned from what the edge sees (None: kept in memory for this process).
    vocabulary: Path | None = None
    metrics_port: int | None = Field(None, ge=0, le=65535)
    # Build Presidio's analyzer before the first escalation instead of inside it.
    warm_redactor: bool = True

    @field_validator("planner")
    @classmethod
    def _planner_addresses(cls, targets: tuple[str, ...] | None) -> tuple[str, ...] | None:
        # Checked before anything starts, so a typo fails in milliseconds, not after a sandbox is up.
        if targets:
            PlannerClientConfig(targets=targets)
        return targets

    @field_validator("ocr_engine")
    @classmethod
    def _known_engine(cls, name: str) -> str:
        from screenroute.edge.ocr import OCR_ENGINES

        if name not in OCR_ENGINES:
            raise ValueError(f"ocr_engine={name!r} is not a known OCR engine; choose one of: {', '.join(OCR_ENGINES)}")
        return name


@dataclass
class Edge:
    """A wired edge: the node and the parts entry points talk to directly."""

    node: EdgeNode
    ocr: OcrEngine
    metrics: EdgeMetrics
    planner_targets: tuple[str, ...]
    classifier: StateClassifier | None = None
    recorder: RunRecorder | None = None
    memory: StateMemory | None = None
    human_queue: HumanQueue | None = None
    metrics_url: str = ""


def build_edge(
    config: EdgeConfig, stack: ExitStack, *, procedures: Iterable[Procedure] = (), say: Say | None = None
) -> Edge:
    """Build every part of the edge from ``config``; ``procedures`` are the tasks it will serve."""
    say = say or log.info
    from screenroute.edge.ocr import create_ocr_engine
    from screenroute.router.privacy.redaction import PresidioRedactor

    metrics = EdgeMetrics()
    targets = config.planner
    planner: PlannerClient | None = None
    if targets is None:
        targets = (_embedded_planner(stack),)
        say(f"embedded rules planner on {targets[0]}")
    if targets:
        # The embedded planner listens on loopback without auth; an external one gets the token and TLS.
        auth: dict[str, object] = {}
        if config.planner:
            token = config.planner_token.get_secret_value() if config.planner_token else None
            auth = {"token": token, **config.planner_tls.model_dump()}
        planner = stack.enter_context(
            PlannerClient(
                PlannerClientConfig(targets=targets, deadline_s=config.planner_deadline_s, **auth),
                metrics,
            )
        )
    metrics_url = ""
    if config.metrics_port is not None:
        from screenroute.router.deciding.metrics import MetricsServer

        server = MetricsServer(metrics.registry, port=config.metrics_port).start()
        stack.callback(server.stop)
        metrics_url = f"http://127.0.0.1:{server.port}/metrics"
        say(f"edge metrics at {metrics_url}")

    ocr = create_ocr_engine(config.ocr_engine)
    known = _known_screens(config, ocr, stack, say)
    classifier = _classifier(config, list(procedures), say)
    if config.warm_redactor and planner is not None:
        PresidioRedactor().warm_up()  # the shared analyzer is built now, not inside the first escalation
    memory, recorder = _flywheel(config, stack, say)
    queue = None
    if config.human_queue is not None:
        queue = HumanQueue(config.human_queue)
        stack.callback(queue.close)
    from screenroute.router.privacy.app_vocabulary import AppVocabulary

    vocabulary = AppVocabulary(config.vocabulary or ":memory:")
    stack.callback(vocabulary.close)
    node = EdgeNode(
        ocr,
        planner=planner,
        redactor_factory=PresidioRedactor,
        vocabulary=vocabulary,
        policy=_policy(config.policy, classifier),
        metrics=metrics,
        classifier=classifier,
        breaker=CircuitBreaker(config.breaker),
        memory=memory,
        human_queue=queue,
        known_screens=known,
    )
    return Edge(
        node=node,
        ocr=ocr,
        metrics=metrics,
        planner_targets=targets,
        classifier=classifier,
        recorder=recorder,
        memory=memory,
        human_queue=queue,
        metrics_url=metrics_url,
    )


def _known_screens(config: EdgeConfig, ocr: OcrEngine, stack: ExitStack, say: Say) -> KnownScreens | None:
    """The remembered screens (loaded from and saved to ``known_screens_file`` when given)."""
    if not config.known_screens:
        return None
    from screenroute.edge.known_screens import KnownScreensError
    from screenroute.edge.ocr.base import BoxRecognizer

    # The engine under an incremental one recognises boxes without detection.
    base = getattr(ocr, "base", ocr)
    known = KnownScreens(base if isinstance(base, BoxRecognizer) else None)
    path = config.known_screens_file
    if path is not None:
        if path.exists():
            try:
                known.load(path)
                say(f"known screens {path} ({len(known)})")
            except KnownScreensError as exc:
                say(f"known screens not loaded, starting empty: {exc}")
        path.parent.mkdir(parents=True, exist_ok=True)
        # Every frame the edge writes is redacted: the remembered screens too.
        stack.callback(known.save, path, _redacted_state)
    return known


def _redacted_state(pixels: np.ndarray, lines: Sequence[OcrLine]) -> tuple[np.ndarray, list[OcrLine]] | None:
    """A remembered screen as it may be written to disk: redacted like an escalation, or None (fails closed)."""
    from screenroute.edge.frame import Frame
    from screenroute.edge.geometry import ScreenGeometry
    from screenroute.router.errors import RedactionError
    from screenroute.router.privacy.redaction import PlaceholderVault, PresidioRedactor

    height, width = pixels.shape[:2]
    try:
        redacted = PresidioRedactor(PlaceholderVault()).redact(
            Frame(pixels, ScreenGeometry(0, 0, width, height)), list(lines), {}
        )
    except RedactionError:
        return None
    return redacted.frame.pixels, list(redacted.lines)


def _embedded_planner(stack: ExitStack) -> str:
    # The entry points' offline default: the cloud package's rules backend in this process.
    from screenroute.cloud.server import PlannerServer, PlannerServerConfig

    server = PlannerServer(PlannerServerConfig(address="127.0.0.1:0", backend="rules"))
    port = server.start()
    stack.callback(server.stop)
    return f"127.0.0.1:{port}"


def _policy(policy: PolicyConfig, classifier: StateClassifier | None) -> PolicyConfig:
    """The policy with the classifier's own reading of its labels (which heads gate, which overlays are passive)."""
    from screenroute.edge.classify.reading import ClassifierReading

    reading = getattr(classifier, "reading", None)
    return policy.read_with(reading) if isinstance(reading, ClassifierReading) else policy


def _classifier(config: EdgeConfig, procedures: list[Procedure], say: Say) -> StateClassifier | None:
    wanted = config.classifier == "on" or (config.classifier == "auto" and any(p.uses_classifier for p in procedures))
    if not wanted:
        say("no state classifier: states are recognised by OCR anchors and learned signatures")
        return None
    from screenroute.edge.classify import DEFAULT_ARTIFACT, OnnxStateClassifier

    # The heads come from the artifact itself (its label set lives with its dataset).
    classifier = OnnxStateClassifier(config.classifier_artifact or DEFAULT_ARTIFACT)
    say(f"state classifier {classifier.artifact.metadata.model_version} ({classifier.variant})")
    return classifier


def _flywheel(config: EdgeConfig, stack: ExitStack, say: Say) -> tuple[StateMemory | None, RunRecorder | None]:
    """The plan cache and the replay library, when configured (one SQLite file may hold both)."""
    if config.plan_cache is None and config.replay is None:
        return None, None
    from screenroute.router.learning.cache_memory import open_stores

    for path in (config.plan_cache, config.replay):
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)  # the files themselves are created 0600
    memory, recorder = open_stores(config.replay, config.plan_cache)
    if recorder is not None:
        stack.callback(recorder.close)
        say(f"replay library {config.replay}")
    if memory is not None:
        stack.callback(memory.close)
        say(f"plan cache {config.plan_cache}")
    return memory, recorder


def build_executor(
    display: str,
    ocr: OcrEngine,
    stack: ExitStack,
    *,
    run: TaskRun,
    open_url: Callable[[str], None],
    scale: float = 1.0,
    audit_path: Path | None = None,
    surfaces: SurfaceProbe | None = None,
    confirmer: Confirmer | None = None,
    writes: WriteGate | None = None,
) -> SkillExecutor:
    """The skill executor for an X display: capture, XTest input, the task's approved targets, URL origins
    and envelope, the audit log, and what watches the screen's windows and pages (``surfaces``; the
    display's windows when not given). ``confirmer``: who says yes to a medium-risk action (the
    task's own approvals, for its own steps, when not given). ``writes``: where the application's
    writes are held while an action that is not the task's own runs (the sandbox's egress filter,
    or a detached sandbox's over its control channel; None: nothing between browser and app)."""
    from screenroute.edge.capture import MssScreen
    from screenroute.edge.sandbox.surfaces import X11Surfaces
    from screenroute.edge.skills.audit import AuditLog
    from screenroute.edge.skills.executor import TaskPolicyConfirmer
    from screenroute.edge.skills.x11 import XTestInput

    screen = MssScreen(display, scale=scale)
    stack.callback(screen.close)
    inputs = XTestInput(display)
    stack.callback(inputs.close)
    if surfaces is None:
        windows = X11Surfaces(display)
        stack.callback(windows.close)
        surfaces = windows
    procedure = run.procedure
    return SkillExecutor(
        screen,
        inputs,
        ocr,
        open_url=open_url,
        confirmer=confirmer if confirmer is not None else TaskPolicyConfirmer(procedure.approvals),
        audit=AuditLog(audit_path) if audit_path is not None else None,
        # open_url goes only to the task's own origins (templates filled for this run).
        origins=[run.context.fill(origin) for origin in procedure.origins],
        envelope=build_envelope(procedure, run.context),
        surfaces=surfaces,
        writes=writes,
        # The commits the task approved, and the steps whose own presses they are: a planner's or a
        # learned press is the approved commit only at the step that presses it.
        commits=procedure.approvals,
        step_commits=procedure.step_approvals(),
    )


def build_run(
    task: TaskFile,
    parameters: Mapping[str, str],
    *,
    workdir: Path,
    download_dir: Path | None = None,
    task_id: str | None = None,
    today: dt.date | None = None,
) -> TaskRun:
    """A fresh run of ``task`` with its own context, vault and counters (nothing shared with other runs)."""
    procedure = build_procedure(task)
    context = build_context(task, parameters, workdir=workdir, download_dir=download_dir, today=today)
    run = TaskRun(procedure=procedure, context=context)
    if task_id is not None:
        run.task_id = task_id
    return run
