"""``screenroute run``: any task file, on a sandbox it starts or on a display it attaches to.

The edge comes from the factory; the screen is a sandbox (``--url``, or the task's start
URL) or an existing X display (``--display``: one left running by ``screenroute sandbox
start``, or a person's desktop). The agent runs the task, every step goes to the replay
library, and the run ends with the step table and, on request, one JSON summary.
"""

from __future__ import annotations

import json
import re
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TextIO

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from screenroute.edge.errors import SkillError
from screenroute.edge.private import private_dir
from screenroute.edge.skills.executor import Confirmer
from screenroute.edge.skills.outcome import SurfaceProbe
from screenroute.edge.skills.writes import WriteGate
from screenroute.router.app.agent import DesktopAgent, RunReport, StepRecord, format_step_table
from screenroute.router.app.evidence import save_redacted_frame
from screenroute.router.app.factory import Edge, EdgeConfig, build_edge, build_executor, build_run
from screenroute.router.authoring.procedure import Procedure
from screenroute.router.authoring.tasks import TaskFile, build_procedure, load_task, read_param_file, resolve_parameters
from screenroute.router.deciding.node import TaskRun
from screenroute.router.errors import RunStopped

__all__ = [
    "RunConfig",
    "attach_display",
    "run_on_screen",
    "run_task",
    "sandbox_write_gate",
    "stopped_summary_json",
    "stopping_on_signals",
]

# Signals that stop a run from outside (a supervisor's stop, a closed terminal, Ctrl+C): each ends
# the run where it is, with its report and summary (only SIGKILL ends a run without one).
_STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)

_DISPLAY = re.compile(r"^:\d{1,5}(\.\d{1,3})?$")


class RunConfig(BaseModel):
    """Options of ``screenroute run``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    task: Path
    # Attach to this X display; otherwise a sandbox is started on ``url`` (default: the task's start URL).
    display: str | None = None
    url: str | None = None
    # Non-secret parameter values (secret ones: environment or ``param_file`` only).
    parameters: dict[str, str] = Field(default_factory=dict)
    param_file: Path | None = None
    edge: EdgeConfig = Field(default_factory=EdgeConfig)
    workdir: Path | None = None
    download_dir: Path | None = None
    scale: float = 1.0
    theme: str = "light"
    max_iterations: int = Field(80, ge=1, le=10000)
    keep_workdir: bool = False

    @field_validator("display")
    @classmethod
    def _display_name(cls, value: str | None) -> str | None:
        if value is not None and not _DISPLAY.match(value):
            raise ValueError(f"display {value!r} is not an X display name like :99")
        return value

    @model_validator(mode="after")
    def _one_screen(self) -> RunConfig:
        if self.display is not None and self.url is not None:
            raise ValueError("give --display (attach to a screen) or --url (start a sandbox), not both")
        return self


def run_task(config: RunConfig, out: TextIO | None = None, err: TextIO | None = None) -> RunReport:
    """Run the task of ``config``; progress and the step table go to ``err`` when ``out`` gets JSON."""
    out = out or sys.stdout
    err = err or sys.stderr
    task = load_task(config.task)
    parameters = resolve_parameters(
        task, config.parameters, param_file=read_param_file(config.param_file) if config.param_file else None
    )
    keep = [config.keep_workdir]
    ended: list[RunReport] = []
    try:
        with ExitStack() as stack:
            _run_in(config, task, parameters, stack, keep, ended, err)
    except (Exception, RunStopped, KeyboardInterrupt) as exc:
        if not ended:
            raise
        # The run has its report; what failed is closing its parts (a sandbox, a browser, a server):
        # the report is still the run's last word, with what failed beside it.
        print(f"[run] closing the run failed: {type(exc).__name__}: {exc}", file=err, flush=True)
        ended[0].closing_error = f"{type(exc).__name__}: {exc}"
    return ended[0]


def _run_in(
    config: RunConfig,
    task: TaskFile,
    parameters: dict[str, str],
    stack: ExitStack,
    keep: list[bool],
    ended: list[RunReport],
    err: TextIO,
) -> None:
    """The body of :func:`run_task`: the run's parts entered on ``stack``; its report appended to ``ended``."""
    workdir = _workdir(config, stack, keep)

    def say(msg: str) -> None:
        print(f"[run] {msg}", file=err, flush=True)

    edge = build_edge(config.edge, stack, procedures=[_procedure_of(task)], say=say)
    download_dir = private_dir(config.download_dir or workdir / "downloads")
    run = build_run(task, parameters, workdir=workdir, download_dir=download_dir)
    surfaces = None
    writes: WriteGate | None
    if config.display is not None:
        display, open_url = attach_display(config.display)
        writes = sandbox_write_gate(display)
        say(f"attached to display {display}" + ("" if writes is not None else " (no write hold: not our sandbox)"))
    else:
        display, open_url, surfaces, writes = _start_sandbox(config, stack, run, download_dir, say)
    report = run_on_screen(
        edge,
        run,
        display,
        open_url,
        stack,
        scale=config.scale,
        workdir=workdir,
        max_iterations=config.max_iterations,
        parameters=_public(task, parameters),
        say=say,
        surfaces=surfaces,
        writes=writes,
    )
    # The run has its report from here on: whatever fails later is beside it, never instead of it.
    ended.append(report)
    keep[0] = keep[0] or not report.completed  # a failed run's work folder is the evidence
    print(file=err)
    print(format_step_table(report.records), file=err)
    print(file=err)
    say(
        f"{report.outcome.upper()} in {report.wall_s:.1f} s: {len(report.records)} steps, "
        f"{report.local} local ({report.learned} learned), {report.escalations} escalated; "
        f"final: {report.final.reason.value} ({report.final.detail})"
    )
    if report.closed_at_end:
        say("closed at the end, not opened by the task: " + "; ".join(report.closed_at_end))
    if report.queued_item is not None:
        say(f"handed to a person: queue item {report.queued_item} (screenroute queue show {report.queued_item})")
    if not report.completed and report.last_frame is not None:
        say(save_redacted_frame(edge.node, run, report.last_frame, workdir / "last_frame.png", edge.ocr))
    if keep[0]:
        say(f"kept {workdir} (audit.jsonl, downloads/)")


def run_on_screen(
    edge: Edge,
    run: TaskRun,
    display: str,
    open_url: Callable[[str], None],
    stack: ExitStack,
    *,
    scale: float,
    workdir: Path,
    max_iterations: int,
    parameters: dict[str, str],
    say: Callable[[str], None],
    on_step: Callable[[StepRecord], None] | None = None,
    surfaces: SurfaceProbe | None = None,
    confirmer: Confirmer | None = None,
    writes: WriteGate | None = None,
) -> RunReport:
    """Drive ``run`` on ``display`` with ``edge`` (the part ``run``, the demo and the benchmark
    share); ``on_step`` sees every step record after the progress line. ``surfaces``: what
    watches the screen's windows and the browser's pages (a sandbox's; the display's windows
    when not given). ``writes``: the sandbox's write hold (None: nothing between browser and app)."""
    executor = build_executor(
        display,
        edge.ocr,
        stack,
        run=run,
        open_url=open_url,
        scale=scale,
        audit_path=workdir / "audit.jsonl",
        surfaces=surfaces,
        confirmer=confirmer,
        writes=writes,
    )
    agent = DesktopAgent(edge.node, executor, max_iterations=max_iterations, recorder=edge.recorder)
    say(f"task: {run.procedure.goal}")

    def progress(r: StepRecord) -> None:
        say(f"step {r.index}: {r.step} | {r.route}/{r.reason} | {r.actions or r.detail}")
        if on_step is not None:
            on_step(r)

    return agent.run(run, on_step=progress, parameters=parameters)


def attach_display(display: str) -> tuple[str, Callable[[str], None]]:
    """An existing X display to drive; navigation by URL needs a sandbox this process started."""

    def open_url(url: str) -> None:
        # Kiosk browsers have no address bar and Ctrl+L reaches the page: without the sandbox's
        # DevTools pipe there is no safe way to navigate, so the step fails and is escalated.
        raise SkillError(f"open_url {url!r}: not available on an attached display (start a sandbox with --url)")

    return display, open_url


def sandbox_write_gate(display: str) -> WriteGate | None:
    """The write hold of the detached sandbox on ``display`` (``screenroute sandbox start``), found by its
    state file; None when no sandbox of ours runs there. One that cannot be used fails closed."""
    from screenroute.edge.errors import WriteGateError
    from screenroute.edge.sandbox.write_gate import UnreachableGate, gate_for_display

    try:
        return gate_for_display(display)
    except WriteGateError as exc:
        return UnreachableGate(str(exc))


def _start_sandbox(
    config: RunConfig, stack: ExitStack, run: TaskRun, download_dir: Path, say: Callable[[str], None]
) -> tuple[str, Callable[[str], None], SurfaceProbe, WriteGate | None]:
    from screenroute.edge.sandbox import Sandbox, SandboxConfig
    from screenroute.edge.sandbox.surfaces import SandboxSurfaces

    url = config.url
    if url is None and run.procedure.start_url:
        url = run.context.fill(run.procedure.start_url)
    if not url:
        raise ValueError("the task has no start_url: give --url URL or --display :N")
    # The browser reaches the task's origins and nothing else (its start URL's when it names none).
    origins = tuple(run.context.fill(o) for o in run.procedure.origins) or (url,)
    sandbox = Sandbox(
        SandboxConfig(
            scale=config.scale, theme=config.theme, download_dir=download_dir, start_url=url, allowed_origins=origins
        )
    )
    sandbox.start()
    stack.callback(sandbox.stop)
    say(f"sandbox on display {sandbox.display} at {url}")

    def open_url(target: str) -> None:
        sandbox.open_url(target)

    surfaces = SandboxSurfaces(sandbox)
    stack.callback(surfaces.close)
    return sandbox.display, open_url, surfaces, sandbox.egress


def _procedure_of(task: TaskFile) -> Procedure:
    return build_procedure(task)


def _public(task: TaskFile, parameters: dict[str, str]) -> dict[str, str]:
    """The parameter values that may be kept with the run (never the secret ones)."""
    return {k: v for k, v in parameters.items() if not task.parameters[k].secret}


def _workdir(config: RunConfig, stack: ExitStack, keep: list[bool]) -> Path:
    if config.workdir is not None:
        return private_dir(config.workdir)
    path = Path(tempfile.mkdtemp(prefix="screenroute-run-"))
    stack.callback(lambda: None if keep[0] else shutil.rmtree(path, True))
    return path


def summary_json(report: RunReport) -> str:
    """The one JSON object ``screenroute run --json`` prints."""
    return json.dumps(report.summary(), ensure_ascii=False)


def stopped_summary_json(why: str, *, outcome: str = "stopped") -> str:
    """The JSON summary of a run that ended before it had a report (while its task, edge or sandbox
    started): ``outcome`` ``stopped``, or ``error`` for a defect; ``why`` is its final detail."""
    return json.dumps(
        {"outcome": outcome, "steps": 0, "escalations": 0, "cloud_calls": 0, "final_detail": why}, ensure_ascii=False
    )


@contextmanager
def stopping_on_signals() -> Iterator[None]:
    """While in this block, SIGTERM, SIGHUP and SIGINT raise :class:`RunStopped` in the main thread: the run
    loop ends with its report and every part of the run (sandbox, browser, write hold) is closed by
    its own exit path. Only the first signal is taken; a second SIGTERM or SIGHUP while the run is closing is
    ignored (whoever sent it may still kill the process), and a second Ctrl+C ends the process at once, as a
    terminal's user expects of a close that hangs. Outside the main thread nothing is installed."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, _frame: object) -> None:
        for sig in _STOP_SIGNALS:
            signal.signal(sig, signal.SIG_DFL if sig == signal.SIGINT else signal.SIG_IGN)
        raise RunStopped(f"signal {signal.Signals(signum).name}")

    before = {sig: signal.signal(sig, stop) for sig in _STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
