"""``screenroute demo``: the demo task end to end on the bundled sandbox.

Starts the back office, an embedded rules planner (unless planner addresses are given),
a virtual display with a kiosk Chromium, and the desktop agent; runs the task, prints
the step table, checks the result in the back office's database, and tears it all down.
"""

from __future__ import annotations

import logging
import shutil
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

log = logging.getLogger(__name__)


class DemoConfig(BaseModel):
    """Options of a demo run."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    planner: tuple[str, ...] = ()
    scale: float = 1.0
    theme: str = "light"
    workdir: Path | None = None
    keep_workdir: bool = False
    metrics_port: int | None = Field(None, ge=0, le=65535)
    max_iterations: int = Field(60, ge=1)

    @field_validator("planner")
    @classmethod
    def _planner_addresses(cls, targets: tuple[str, ...]) -> tuple[str, ...]:
        # Checked before anything starts, so a typo fails in milliseconds, not after the sandbox is up.
        if targets:
            from router.planner_client import PlannerClientConfig

            PlannerClientConfig(targets=targets)
        return targets


def run_demo(config: DemoConfig, out=None) -> int:  # type: ignore[no-untyped-def]
    """Run the demo; returns the process exit status (0: task done and verified)."""
    out = out or sys.stdout
    result = DemoRun(config).run(out)
    return 0 if result.ok else 1


class DemoResult(BaseModel):
    ok: bool
    completed: bool
    escalations: int
    verified: str
    steps: int


class DemoRun:
    """One demo run with everything it starts owned by an ExitStack, so nothing outlives it."""

    def __init__(self, config: DemoConfig) -> None:
        self.config = config
        self._keep = True  # until the run ends normally: a crash leaves its evidence behind

    def run(self, out) -> DemoResult:  # type: ignore[no-untyped-def]
        from bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME, BackOffice
        from bench.tasks import purchase_request
        from edge.capture import MssScreen
        from edge.ocr import create_ocr_engine
        from edge.sandbox import Sandbox, SandboxConfig
        from edge.skills.audit import AuditLog
        from edge.skills.executor import SkillExecutor, TaskPolicyConfirmer
        from edge.skills.x11 import XdotoolInput
        from router.agent import DesktopAgent, format_step_table
        from router.edge_node import EdgeNode, TaskRun
        from router.metrics import EdgeMetrics, MetricsServer
        from router.planner_client import PlannerClient, PlannerClientConfig
        from router.redaction import PresidioRedactor

        with ExitStack() as stack:
            workdir = self._workdir(stack)
            say = lambda msg: print(f"[demo] {msg}", file=out, flush=True)  # noqa: E731
            say(f"work folder: {workdir}")

            backoffice = BackOffice(workdir / "backoffice")
            backoffice.prepare()
            backoffice.snapshot("clean")
            backoffice.start()
            stack.callback(backoffice.stop)
            say(f"back office at {backoffice.url}")

            targets = self.config.planner
            if not targets:
                from cloud.server import PlannerServer, PlannerServerConfig

                planner_server = PlannerServer(PlannerServerConfig(address="127.0.0.1:0", backend="rules"))
                port = planner_server.start()
                stack.callback(planner_server.stop)
                targets = (f"127.0.0.1:{port}",)
                say(f"embedded rules planner on 127.0.0.1:{port}")

            metrics = EdgeMetrics()
            planner = stack.enter_context(PlannerClient(PlannerClientConfig(targets=targets), metrics))
            if self.config.metrics_port is not None:
                metrics_server = MetricsServer(metrics.registry, port=self.config.metrics_port).start()
                stack.callback(metrics_server.stop)
                say(f"edge metrics at http://127.0.0.1:{metrics_server.port}/metrics")

            downloads = workdir / "downloads"
            downloads.mkdir(parents=True, exist_ok=True)
            sandbox = Sandbox(SandboxConfig(
                scale=self.config.scale, theme=self.config.theme, download_dir=downloads,
                start_url=backoffice.url + "admin/login/",
            ))
            sandbox.start()
            stack.callback(sandbox.stop)
            say(f"sandbox on display {sandbox.display} ({sandbox.config.width}x{sandbox.config.height}, "
                f"scale {self.config.scale}, {self.config.theme})")

            say("loading OCR and redaction models")
            ocr = create_ocr_engine("rapidocr")
            PresidioRedactor().warm_up()  # build the shared analyzer now, not inside the first escalation
            procedure = purchase_request.build_procedure()
            context = purchase_request.build_context(
                base_url=backoffice.url, username=ADMIN_USERNAME, password=ADMIN_PASSWORD, download_dir=downloads,
            )
            screen = MssScreen(sandbox.display, scale=self.config.scale)
            stack.callback(screen.close)
            executor = SkillExecutor(
                screen, XdotoolInput(sandbox.display), ocr, open_url=sandbox.open_url,
                confirmer=TaskPolicyConfirmer(procedure.approved_targets),
                audit=AuditLog(workdir / "audit.jsonl"),
            )
            from edge.classify import HEADS, OnnxStateClassifier

            classifier = OnnxStateClassifier(expect_heads=HEADS)  # the int8 artifact shipped with the package
            say(f"state classifier {classifier.artifact.metadata.model_version} ({classifier.variant})")
            node = EdgeNode(ocr, planner=planner, redactor_factory=PresidioRedactor, metrics=metrics,
                            classifier=classifier)
            agent = DesktopAgent(node, executor, max_iterations=self.config.max_iterations)

            say(f"task: {procedure.goal}")
            started = time.perf_counter()
            report = agent.run(TaskRun(procedure=procedure, context=context), on_step=lambda r: say(
                f"step {r.index}: {r.step} | {r.route}/{r.reason} | {r.actions or r.detail}"))
            elapsed = time.perf_counter() - started
            print(file=out)
            print(format_step_table(report.records), file=out)
            print(file=out)

            verified = self._verify(backoffice, context) if report.completed else "task not completed"
            ok = report.completed and verified == "ok"
            say(f"{'DONE' if ok else 'FAILED'} in {elapsed:.1f} s: {len(report.records)} steps, "
                f"{report.escalations} escalated; final: {report.final.reason.value} ({report.final.detail}); "
                f"check: {verified}")
            if not ok and report.last_frame is not None:
                report.last_frame.to_image().save(workdir / "last_frame.png")
                say(f"last screen saved to {workdir / 'last_frame.png'}")
            self._keep = self.config.keep_workdir or not ok
            if self._keep:
                say(f"kept {workdir} (audit.jsonl, downloads/)")
            return DemoResult(ok=ok, completed=report.completed, escalations=report.escalations,
                              verified=verified, steps=len(report.records))

    def _workdir(self, stack: ExitStack) -> Path:
        if self.config.workdir is not None:
            path = Path(self.config.workdir)
            path.mkdir(parents=True, exist_ok=True)
            return path
        path = Path(tempfile.mkdtemp(prefix="screenroute-demo-"))
        # Removed at the end unless asked to keep it or the run failed (then it is the evidence).
        stack.callback(lambda: None if self._keep else shutil.rmtree(path, True))
        return path

    @staticmethod
    def _verify(backoffice, context) -> str:  # type: ignore[no-untyped-def]
        """Check the back office's database: the request exists with its lines and the export attached."""
        values = context.values
        requests = [r for r in backoffice.purchase_requests() if r["title"] == values["title"]]
        if len(requests) != 1:
            return f"expected one purchase request titled {values['title']!r}, found {len(requests)}"
        request = requests[0]
        if values["export_name"] not in str(request.get("attachment", "")):
            return f"attachment {request.get('attachment')!r} is not {values['export_name']}"
        wanted = {(values[f"item_{i}"], int(values[f"qty_{i}"])) for i in range(1, int(values["line_count"]) + 1)}
        got = {(line["item"], int(line["quantity"])) for line in request["lines"]}
        if wanted != got:
            return f"lines {sorted(got)} differ from the export's {sorted(wanted)}"
        return "ok"
