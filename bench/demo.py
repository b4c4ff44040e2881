"""``screenroute demo``: the demo task end to end on the bundled sandbox.

Starts the back office, an embedded rules planner (unless planner addresses are given),
a virtual display with a kiosk Chromium, and the desktop agent; runs the task, prints
the step table, checks the result in the back office's database, and tears it all down.
"""

from __future__ import annotations

import logging
import shutil
import signal
import sys
import tempfile
import threading
from contextlib import ExitStack
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from screenroute.contract.tls import TlsClientOptions
from screenroute.edge.sandbox.processes import reaper

log = logging.getLogger(__name__)


class DemoConfig(BaseModel):
    """Options of a demo run."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    planner: tuple[str, ...] = ()
    # For an external planner that requires them: its bearer token (never from argv) and TLS.
    planner_token: SecretStr | None = None
    planner_tls: TlsClientOptions = Field(default_factory=TlsClientOptions)
    scale: float = 1.0
    theme: str = "light"
    workdir: Path | None = None
    keep_workdir: bool = False
    metrics_port: int | None = Field(None, ge=0, le=65535)
    max_iterations: int = Field(60, ge=1)
    # The replay library and plan cache (None: the run learns nothing and keeps no record).
    replay: Path | None = None
    plan_cache: Path | None = None
    human_queue: Path | None = None
    # The baseline switch: every frame read in full (no incremental reads, no known screens).
    full_read: bool = False
    # Screens read in one run, checked instead of read in the next (None: kept for this run only).
    known_screens: Path | None = None

    @field_validator("planner")
    @classmethod
    def _planner_addresses(cls, targets: tuple[str, ...]) -> tuple[str, ...]:
        # Checked before anything starts, so a typo fails in milliseconds, not after the sandbox is up.
        if targets:
            from screenroute.router.deciding.planner_client import PlannerClientConfig

            PlannerClientConfig(targets=targets)
        return targets


def run_demo(config: DemoConfig, out=None) -> int:  # type: ignore[no-untyped-def]
    """Run the demo; returns the process exit status (0: task done and verified).

    SIGTERM and SIGHUP end the run the way Ctrl-C does: the exception unwinds the run's
    ExitStack, so every part it started is stopped and its temp folder removed. (SIGKILL
    runs nothing here; the children die with us and the reaper cleans the rest, see
    ``screenroute.edge.sandbox.processes``.)
    """
    out = out or sys.stdout
    run = DemoRun(config)

    received: list[int] = []

    def terminate(signum: int, frame: object) -> None:
        for sig in handled:  # a second signal must not interrupt the cleanup
            signal.signal(sig, signal.SIG_IGN)
        run._keep = config.keep_workdir  # stopped on request, not failed: no evidence to keep
        received.append(signum)
        raise SystemExit(128 + signum)

    handled = (signal.SIGTERM, signal.SIGHUP)
    previous = {sig: signal.signal(sig, terminate) for sig in handled} if _main_thread() else {}
    try:
        result = run.run(out)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if received:
        # The handler's exception was swallowed (raised inside a __del__ or a C callback, which
        # only report it): the run went on to its end, but it was still asked to stop.
        return 128 + received[0]
    return 0 if result.ok else 1


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class DemoResult(BaseModel):
    ok: bool
    completed: bool
    escalations: int
    learned: int = 0
    verified: str
    steps: int


class DemoRun:
    """One demo run with everything it starts owned by an ExitStack, so nothing outlives it."""

    def __init__(self, config: DemoConfig) -> None:
        self.config = config
        self._keep = True  # until the run ends normally: a crash leaves its evidence behind

    def run(self, out) -> DemoResult:  # type: ignore[no-untyped-def]
        from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME, BackOffice
        from screenroute.bench.tasks import DEMO_TASK
        from screenroute.edge.sandbox import Sandbox, SandboxConfig
        from screenroute.router.app.agent import format_step_table
        from screenroute.router.app.factory import EdgeConfig, build_edge, build_run
        from screenroute.router.app.runner import run_on_screen
        from screenroute.router.authoring.tasks import build_procedure, load_task, resolve_parameters

        with ExitStack() as stack:
            workdir = self._workdir(stack)

            def say(msg: str) -> None:
                print(f"[demo] {msg}", file=out, flush=True)

            say(f"work folder: {workdir}")

            backoffice = BackOffice(workdir / "backoffice")
            backoffice.prepare()
            backoffice.snapshot("clean")
            backoffice.start()
            stack.callback(backoffice.stop)
            say(f"back office at {backoffice.url}")

            task = load_task(DEMO_TASK)
            # The password is handed over in memory, never on a command line.
            parameters = resolve_parameters(
                task, {"base_url": backoffice.url, "username": ADMIN_USERNAME}, param_file={"password": ADMIN_PASSWORD}
            )
            say("loading OCR, classifier and redaction models")
            edge = build_edge(
                EdgeConfig(
                    planner=self.config.planner or None,
                    planner_token=self.config.planner_token,
                    planner_tls=self.config.planner_tls,
                    metrics_port=self.config.metrics_port,
                    replay=self.config.replay,
                    plan_cache=self.config.plan_cache,
                    human_queue=self.config.human_queue,
                    ocr_engine="rapidocr" if self.config.full_read else "incremental",
                    known_screens=not self.config.full_read,
                    known_screens_file=self.config.known_screens,
                ),
                stack,
                procedures=[build_procedure(task)],
                say=say,
            )

            downloads = workdir / "downloads"
            downloads.mkdir(parents=True, exist_ok=True)
            sandbox = Sandbox(
                SandboxConfig(
                    scale=self.config.scale,
                    theme=self.config.theme,
                    download_dir=downloads,
                    start_url=backoffice.url + "admin/login/",
                    # The browser reaches the back office and nothing else.
                    allowed_origins=(backoffice.url,),
                )
            )
            sandbox.start()
            stack.callback(sandbox.stop)
            say(
                f"sandbox on display {sandbox.display} ({sandbox.config.width}x{sandbox.config.height}, "
                f"scale {self.config.scale}, {self.config.theme})"
            )

            run = build_run(task, parameters, workdir=workdir, download_dir=downloads)
            from screenroute.edge.sandbox.surfaces import SandboxSurfaces

            surfaces = SandboxSurfaces(sandbox)
            stack.callback(surfaces.close)
            report = run_on_screen(
                edge,
                run,
                sandbox.display,
                sandbox.open_url,
                stack,
                scale=self.config.scale,
                workdir=workdir,
                max_iterations=self.config.max_iterations,
                parameters={k: v for k, v in parameters.items() if not task.parameters[k].secret},
                say=say,
                surfaces=surfaces,
                writes=sandbox.egress,
            )
            print(file=out)
            print(format_step_table(report.records), file=out)
            print(file=out)

            context = run.context
            verified = self._verify(backoffice, context) if report.completed else "task not completed"
            ok = report.completed and verified == "ok"
            say(
                f"{'DONE' if ok else 'FAILED'} in {report.wall_s:.1f} s: {len(report.records)} steps, "
                f"{report.escalations} escalated, {report.learned} learned; final: {report.final.reason.value} "
                f"({report.final.detail}); check: {verified}"
            )
            summary = report.summary()
            say(
                f"decision ms p50/p95: all steps {summary['decision_ms_p50']}/{summary['decision_ms_p95']}, "
                f"local steps {summary['local_decision_ms_p50']}/{summary['local_decision_ms_p95']}; "
                f"cloud calls {summary['cloud_calls']}, cost ${summary['cost_usd']}"
            )
            if not ok and report.last_frame is not None:
                from screenroute.router.app.evidence import save_redacted_frame

                say(save_redacted_frame(edge.node, run, report.last_frame, workdir / "last_frame.png", edge.ocr))
            self._keep = self.config.keep_workdir or not ok
            if self._keep:
                say(f"kept {workdir} (audit.jsonl, downloads/)")
            return DemoResult(
                ok=ok,
                completed=report.completed,
                escalations=report.escalations,
                learned=report.learned,
                verified=verified,
                steps=len(report.records),
            )

    def _workdir(self, stack: ExitStack) -> Path:
        if self.config.workdir is not None:
            path = Path(self.config.workdir)
            path.mkdir(parents=True, exist_ok=True)
            return path
        path = Path(tempfile.mkdtemp(prefix="screenroute-demo-"))
        reaper().hold("path", str(path))  # removed by the reaper if this process is killed
        # Removed at the end unless asked to keep it or the run failed (then it is the evidence).

        def finish() -> None:
            if not self._keep:
                shutil.rmtree(path, True)
            reaper().release("path", str(path))

        stack.callback(finish)
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
