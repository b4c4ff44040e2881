"""``screenroute bench``: the latency/cost benchmark — all-cloud against the hybrid, cold and warm.

The same episodes (:mod:`screenroute.bench.episodes`: the back-office task family and Trac's
recorded task, in variations, with interruptions injected at seeded points) run in every mode:

``all-cloud``      every step is planned by the cloud; the edge captures, redacts, sends,
                   executes and checks post-conditions, and keeps nothing it was told.
``hybrid``         the task file and the edge's own judgement, escalating what it does not
                   know; round 1 starts from an empty plan cache (``hybrid-cold``) and every
                   later round reuses what the earlier ones learned (the last is ``hybrid-warm``).
``no-classifier``  the hybrid's first round without the state classifier (OCR anchors and
                   learned signatures only): what the classifier buys.

With ``--redaction on,off`` every mode also runs with the redactor replaced by one that sends
the screen as it is (``-noredact`` after the mode's name): what privacy by default costs the
planner, which reads exactly what was sent in both.

The cloud is the real ``openai`` planner backend behind the real gRPC planner service,
talking to a simulated vision model on loopback (:mod:`screenroute.bench.simvlm`: the right
next action for the real screen, latency from a profile, usage billed by the vendor's
formulas, a share of wrong answers), or to any OpenAI-compatible endpoint (``--base-url``).
Each episode's success is read from the app's own database, never from the agent.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TextIO

from pydantic import BaseModel, ConfigDict, Field, SecretStr, model_validator

from screenroute.bench.episodes import Episode, backoffice_episodes, check_purchase_request, trac_episodes
from screenroute.contract import RiskTier
from screenroute.edge.skills.executor import ActionCard, Approval
from screenroute.router.deciding.policy import PolicyConfig

__all__ = ["BenchConfig", "EpisodeResult", "ModeSpec", "run_bench"]

Say = Callable[[str], None]
ModeName = Literal["all-cloud", "hybrid", "no-classifier"]
RESULTS_DIR = Path(__file__).resolve().parent / "results"


class BenchConfig(BaseModel):
    """Options of ``screenroute bench`` (validated before anything starts)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    episodes: int = Field(4, ge=0, le=1000)
    # Trac episodes per round (the recorded third-party task), besides the back-office ones.
    thirdparty: int = Field(1, ge=0, le=1000)
    # Hybrid rounds over the same episodes: round 1 is cold, round ``rounds`` is warm.
    rounds: int = Field(3, ge=1, le=50)
    parallel: int = Field(1, ge=1, le=16)
    modes: tuple[ModeName, ...] = ("all-cloud", "hybrid", "no-classifier")
    # "on": redaction as shipped; "off": frames and texts sent as they are (a measurement only).
    redaction: tuple[Literal["on", "off"], ...] = ("on",)
    # The simulated model (a JSON file of SimulatedModelConfig) or a real endpoint.
    profile: Path | None = None
    base_url: str | None = None
    model: str = "gpt-4o"
    api_key: SecretStr = SecretStr("sk-local")
    # The operating curve: the classifier's act and check thresholds, swept together on fresh
    # plan caches (empty: no sweep).
    sweep: tuple[float, ...] = (0.5, 0.99, 0.9999, 1.0)
    sweep_episodes: int = Field(2, ge=1, le=100)
    seed: int = 2026
    # False: the episodes meet only what the browser shows by itself (a quick check of the path).
    interruptions: bool = True
    out_dir: Path = RESULTS_DIR
    max_iterations: int = Field(70, ge=5, le=1000)
    keep_workdir: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> BenchConfig:
        if self.base_url is not None and self.profile is not None:
            raise ValueError("--profile shapes the simulated model; it does not apply with --base-url")
        if self.base_url is not None and not self.base_url.startswith(("http://", "https://")):
            raise ValueError(f"--base-url {self.base_url!r} must be an http(s) URL")
        if not self.modes:
            raise ValueError("give at least one mode")
        if self.episodes + self.thirdparty == 0:
            raise ValueError("--episodes and --thirdparty are both 0: there is nothing to run")
        if any(not 0.0 <= v <= 1.0 for v in self.sweep):
            raise ValueError(f"sweep values {self.sweep} must be confidences in [0, 1]")
        return self


@dataclasses.dataclass(frozen=True)
class ModeSpec:
    """One way of running the episodes: the edge's policy and what it may learn."""

    name: str
    policy: PolicyConfig
    classifier: Literal["auto", "off"] = "auto"
    # The plan cache this mode learns into (shared across its rounds); None: learns nothing.
    learns: bool = True
    round: int = 1
    redaction: bool = True


@dataclasses.dataclass
class EpisodeResult:
    """What one episode did in one mode, measured from outside the agent."""

    mode: str
    round: int
    episode: str
    family: str
    success: bool
    check: str
    outcome: str
    steps: int
    escalations: int
    cloud_calls: int
    tokens_in: int
    tokens_out: int
    cost_usd: float
    wall_s: float
    decision_ms: list[float]
    edge_ms: list[float]
    routes: list[str]
    reasons: list[str]
    interruptions: list[str]
    error: str = ""


# -- the cloud --------------------------------------------------------------------------------


@contextmanager
def cloud_planner(config: BenchConfig, tasks: Sequence[Path], say: Say) -> Iterator[tuple[str, Any]]:
    """The gRPC planner service with the ``openai`` backend, and the simulated model it talks to.

    Yields (planner address, the simulated model or None when ``base_url`` is a real endpoint).
    """
    from screenroute.bench.simvlm import SimulatedModelConfig, SimulatedVLM, TaskOracle
    from screenroute.cloud.server import PlannerServer, PlannerServerConfig
    from screenroute.router.authoring.tasks import load_task

    with ExitStack() as stack:
        vlm = None
        base_url = config.base_url
        if base_url is None:
            model = SimulatedModelConfig(model=config.model, seed=config.seed)
            if config.profile is not None:
                model = SimulatedModelConfig.model_validate_json(config.profile.read_text(encoding="utf-8"))
            # The model knows every task the benchmark runs; a request names its task by its goal.
            oracles = {}
            for path in tasks:
                task = load_task(path)
                oracles[" ".join(task.goal.split())] = TaskOracle(task, error_rate=model.error_rate, seed=model.seed)

            def oracle_for(context: dict[str, Any]) -> TaskOracle:
                goal = " ".join(str(context.get("goal", "")).split())
                return oracles.get(goal) or next(iter(oracles.values()))

            vlm = stack.enter_context(SimulatedVLM(oracle_for, model))
            base_url = vlm.base_url
            say(
                f"simulated {model.model}: latency {model.latency.kind} median {model.latency.median_s} s, "
                f"p95 {model.latency.p95_s} s, error rate {model.error_rate:.0%}, at {base_url}"
            )
        server = PlannerServer(
            PlannerServerConfig(
                address="127.0.0.1:0",
                backend="openai",
                backend_options={
                    "model": config.model if vlm is None else vlm.config.model,
                    "base_url": base_url,
                    "api_key": config.api_key.get_secret_value(),
                    "deadline_s": 90.0,
                },
            )
        )
        server.start()
        stack.callback(server.stop)
        say(f"planner service (openai backend) on {server.address}")
        yield server.address, vlm


# -- one episode --------------------------------------------------------------------------------


class _App:
    """The app an episode runs on: started, its task parameters, its own success check."""

    def __init__(self, episode: Episode, workdir: Path, stack: ExitStack) -> None:
        self.episode = episode
        if episode.family == "backoffice":
            from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME, BackOffice

            self.backoffice = BackOffice(workdir / "backoffice", today=episode.today, seed=episode.data_seed)
            self.backoffice.prepare()
            _start_app(self.backoffice.start)
            stack.callback(self.backoffice.stop)
            self.url = self.backoffice.url
            self.public = {"base_url": self.url, "username": ADMIN_USERNAME, **episode.parameters}
            self.secret = {"password": ADMIN_PASSWORD}
        else:
            from screenroute.bench.apps.trac import TracApp

            self.trac = TracApp(workdir / "trac").create()
            _start_app(self.trac.start)
            stack.callback(self.trac.stop)
            self.url = self.trac.url
            self.public = {"base_url": self.url, **episode.parameters}
            self.secret = {}

    def interrupt(self, kind: str, delay_s: float, requests: int) -> bool:
        if self.episode.family != "backoffice":
            return False
        self.backoffice.interrupt(kind, delay_s=delay_s, requests=requests)
        return True

    def applied(self) -> list[str]:
        if self.episode.family != "backoffice":
            return []
        return [str(item.get("kind")) for item in self.backoffice.interruptions_applied()]

    def check(self, values: dict[str, str]) -> str:
        if self.episode.family == "backoffice":
            return check_purchase_request(self.backoffice, title=values["title"], export_name=values["export_name"])
        want = (
            self.episode.parameters["summary"],
            self.episode.parameters["type"],
            self.episode.parameters["priority"],
        )
        found = [(t["summary"], t["type"], t["priority"]) for t in self.trac.tickets()]
        return "ok" if found == [want] else f"expected one ticket {want}, found {found}"


@dataclass(frozen=True)
class ApprovingPerson:
    """The benchmark's stand-in for the person at the prompt: yes to what the task file approves, from any source.

    The edge's own default (``TaskPolicyConfirmer``) covers only the task's own steps; in the
    all-cloud baseline every step is the planner's, so without a person it could never commit.
    """

    approvals: frozenset[Approval]

    def confirm(self, card: ActionCard) -> bool:
        return card.risk is RiskTier.MEDIUM and any(a.covers(card) for a in self.approvals)


def _start_app(start: Callable[[], Any], attempts: int = 2) -> None:
    """Start an episode's app; one that died while starting, before the episode began, is started once more.

    On a busy machine a server forked beside the planner client's gRPC threads is seldom aborted
    before it runs (SIGABRT, "epoll_wait error"): that is the harness's failure, not the agent's.
    A second failure is reported as the episode's.
    """
    for attempt in range(attempts):
        try:
            start()
            return
        except Exception:
            if attempt + 1 == attempts:
                raise
            time.sleep(1.0)


def run_episode(episode: Episode, edge: Any, workdir: Path, max_iterations: int) -> EpisodeResult:
    """Run ``episode`` with a built edge on a fresh app and sandbox; judge it from the app's data."""
    from screenroute.contract import Route
    from screenroute.edge.sandbox import Sandbox, SandboxConfig
    from screenroute.router.app.factory import build_run
    from screenroute.router.app.runner import run_on_screen
    from screenroute.router.authoring.tasks import load_task, resolve_parameters

    with ExitStack() as stack:
        app = _App(episode, workdir, stack)
        task = load_task(episode.task)
        parameters = resolve_parameters(task, app.public, param_file=app.secret or None)
        downloads = workdir / "downloads"
        downloads.mkdir(parents=True, exist_ok=True)
        run = build_run(task, parameters, workdir=workdir, download_dir=downloads, today=episode.today)
        start_url = run.context.fill(run.procedure.start_url) if run.procedure.start_url else app.url
        sandbox = Sandbox(
            SandboxConfig(
                scale=episode.scale,
                theme=episode.theme,
                download_dir=downloads,
                start_url=start_url,
                allowed_origins=tuple(run.context.fill(o) for o in run.procedure.origins) or (start_url,),
            )
        )
        sandbox.start()
        stack.callback(sandbox.stop)
        schedule = list(episode.interruptions)
        decisions = [0]

        def on_step(record: Any) -> None:
            # Injected after the N-th decision (or once a named step was acted on), into the app's
            # next request (its middleware applies it).
            decisions[0] += 1
            for item in list(schedule):
                if item.after_step:
                    # Once actions ran on that step, whoever decided them (the edge or the cloud).
                    acted = record.route in (Route.LOCAL.value, Route.ESCALATE.value) and bool(record.actions)
                    due = record.step == item.after_step and acted
                else:
                    due = item.after_decisions <= decisions[0]
                if due:
                    schedule.remove(item)
                    app.interrupt(item.kind, item.delay_s, item.requests)

        from screenroute.edge.sandbox.surfaces import SandboxSurfaces

        surfaces = SandboxSurfaces(sandbox)
        stack.callback(surfaces.close)
        report = run_on_screen(
            edge,
            run,
            sandbox.display,
            sandbox.open_url,
            stack,
            scale=episode.scale,
            workdir=workdir,
            max_iterations=max_iterations,
            parameters={k: v for k, v in parameters.items() if not task.parameters[k].secret},
            say=lambda msg: None,
            on_step=on_step,
            surfaces=surfaces,
            # The all-cloud baseline plans every step in the cloud, its commit included: a person at
            # the prompt would confirm the commit the task approves, whoever proposes it.
            confirmer=None if edge.node.policy.local_actions else ApprovingPerson(run.procedure.approvals),
        )
        if not report.completed and report.last_frame is not None:
            from screenroute.router.app.evidence import save_redacted_frame

            # Kept with --keep: the evidence, redacted like every frame the edge writes.
            save_redacted_frame(edge.node, run, report.last_frame, workdir / "last_frame.png", edge.ocr)
        check = (
            app.check(run.context.values)
            if report.completed
            else f"not completed: {report.outcome} at {report.final.step_name!r}: {report.final.detail}"
        )
        records = report.records
        return EpisodeResult(
            mode="",
            round=0,
            episode=episode.id,
            family=episode.family,
            success=check == "ok",
            check=check,
            outcome=report.outcome,
            steps=len(records),
            escalations=sum(1 for r in records if r.route == Route.ESCALATE.value),
            cloud_calls=report.cloud_calls,
            tokens_in=run.tokens_in,
            tokens_out=run.tokens_out,
            cost_usd=report.cost_usd,
            wall_s=report.wall_s,
            decision_ms=[round(r.decision_ms, 1) for r in records],
            edge_ms=[round(r.decision_ms - r.stage_ms.get("plan", 0.0), 1) for r in records],
            routes=[r.route for r in records],
            reasons=[r.reason for r in records],
            interruptions=app.applied(),
        )


# -- one mode -------------------------------------------------------------------------------------


def run_mode(
    spec: ModeSpec,
    episodes: Sequence[Episode],
    planner: str,
    store: Path | None,
    config: BenchConfig,
    workroot: Path,
    say: Say,
) -> list[EpisodeResult]:
    """Every episode in ``spec``; ``parallel`` workers, each with its own edge and displays."""
    from screenroute.router.app.factory import EdgeConfig, build_edge
    from screenroute.router.authoring.tasks import build_procedure, load_task

    procedures = [build_procedure(load_task(p)) for p in sorted({e.task for e in episodes})]
    edge_config = EdgeConfig(
        planner=(planner,),
        planner_deadline_s=120.0,
        classifier=spec.classifier,
        policy=spec.policy,
        plan_cache=store if spec.learns else None,
        replay=store if spec.learns else None,
        # What the flywheel remembers besides plans: the screens it has read, checked where their
        # texts were on the next round instead of read again (edge/known_screens.py).
        known_screens_file=store.with_name("known_screens.npz") if spec.learns and store is not None else None,
    )
    todo = list(enumerate(episodes))
    lock = threading.Lock()
    results: list[EpisodeResult | None] = [None] * len(episodes)

    def worker(index: int) -> None:
        with ExitStack() as stack:
            edge = build_edge(edge_config, stack, procedures=procedures, say=lambda msg: None)
            if not spec.redaction:
                edge.node.redactor_factory = SendAsIs
            while True:
                with lock:
                    if not todo:
                        return
                    k, episode = todo.pop(0)
                workdir = workroot / f"{spec.name}-r{spec.round}" / episode.id
                workdir.mkdir(parents=True, exist_ok=True)
                started = time.monotonic()
                try:
                    result = run_episode(episode, edge, workdir, config.max_iterations)
                except Exception as exc:  # noqa: BLE001 - one broken episode is a failed episode, not a lost run
                    result = _crashed(episode, exc, time.monotonic() - started)
                result.mode, result.round = spec.name, spec.round
                results[k] = result
                say(
                    f"  {spec.name} r{spec.round} {episode.id}: {'ok' if result.success else 'FAILED'} "
                    f"({result.check if not result.success else result.outcome}), {result.steps} steps, "
                    f"{result.escalations} escalated, ${result.cost_usd:.4f}, {result.wall_s:.0f} s"
                )

    with ThreadPoolExecutor(max_workers=config.parallel, thread_name_prefix="bench") as pool:
        for future in [pool.submit(worker, i) for i in range(min(config.parallel, len(episodes)))]:
            future.result()
    return [r for r in results if r is not None]


class SendAsIs:
    """A redactor that changes nothing: the benchmark's "redaction off" (never shipped as an option)."""

    def __init__(self, vault: Any = None) -> None:
        self.vault = vault

    def redact(self, frame: Any, lines: list[Any], texts: dict[str, str]) -> Any:
        from screenroute.router.privacy.redaction.base import Redacted

        return Redacted(frame=frame, lines=list(lines), texts=dict(texts))

    def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Any]]:
        return dict(texts), []


def _crashed(episode: Episode, exc: Exception, wall_s: float) -> EpisodeResult:
    return EpisodeResult(
        mode="", round=0, episode=episode.id, family=episode.family, success=False,
        check=f"crashed: {type(exc).__name__}: {exc}", outcome="crashed", steps=0, escalations=0,
        cloud_calls=0, tokens_in=0, tokens_out=0, cost_usd=0.0, wall_s=wall_s, decision_ms=[],
        edge_ms=[], routes=[], reasons=[], interruptions=[], error=repr(exc),
    )  # fmt: skip


# -- the whole benchmark ----------------------------------------------------------------------


def all_cloud_policy() -> PolicyConfig:
    """The baseline: nothing acted on locally, enough cloud budget for every step of a task."""
    return PolicyConfig(local_actions=False, max_escalations=200, max_fruitless_escalations=6, idle_timeout_s=900)


def hybrid_policy(**overrides: Any) -> PolicyConfig:
    """The shipped policy (what ``screenroute run`` uses), with a benchmark-sized cloud budget."""
    # The idle watchdog is raised for both: on a loaded 2-core machine one OCR read can take
    # tens of seconds, and the benchmark measures latency and cost, not the watchdog.
    return PolicyConfig(**{"max_escalations": 40, "idle_timeout_s": 900, **overrides})


def bench_episodes(config: BenchConfig) -> list[Episode]:
    """The benchmark's episodes, the same in every mode."""
    backoffice = backoffice_episodes(config.episodes, seed=config.seed)
    if not config.interruptions:
        backoffice = [e.model_copy(update={"interruptions": ()}) for e in backoffice]
    return backoffice + trac_episodes(config.thirdparty, seed=config.seed)


def run_bench(config: BenchConfig, out: TextIO | None = None) -> dict[str, Any]:
    """Run every mode, write the report, return the summary (what ``summary.json`` holds)."""
    from screenroute.bench.latency_cost_report import write_report

    out = out or sys.stdout

    def say(msg: str) -> None:
        print(f"[bench] {msg}", file=out, flush=True)

    episodes = bench_episodes(config)
    say(f"{len(episodes)} episodes x modes {', '.join(config.modes)}; hybrid rounds {config.rounds}")
    for episode in episodes:
        say("  " + episode.describe())
    workroot = Path(tempfile.mkdtemp(prefix="screenroute-bench-"))
    results: list[EpisodeResult] = []
    sweep: list[dict[str, Any]] = []
    calls: dict[str, list[dict[str, Any]]] = {}
    started = time.monotonic()
    load_before = os.getloadavg()
    try:
        with cloud_planner(config, sorted({e.task for e in episodes}), say) as (planner, vlm):
            for spec, store in _plan(config, workroot):
                say(f"mode {spec.name} round {spec.round}")
                first_call = len(vlm.calls) if vlm is not None else 0
                results += run_mode(spec, episodes, planner, store, config, workroot, say)
                _checkpoint(config.out_dir, results)
                if vlm is not None:
                    calls[f"{spec.name}/{spec.round}"] = [dataclasses.asdict(c) for c in vlm.calls[first_call:]]
            for value in config.sweep:
                spec = ModeSpec(f"sweep-{value:g}", hybrid_policy(act_confidence=value, check_confidence=value))
                say(f"operating curve: act_confidence {value:g} (fresh plan cache)")
                rows = run_mode(
                    spec,
                    episodes[: config.sweep_episodes],
                    planner,
                    workroot / f"sweep-{value:g}.sqlite",
                    config,
                    workroot,
                    say,
                )
                sweep.append({"act_confidence": value, **_aggregate(rows)})
                _checkpoint(config.out_dir, results, sweep)
            simulated = None if vlm is None else json.loads(vlm.config.model_dump_json())
    finally:
        if not config.keep_workdir:
            shutil.rmtree(workroot, ignore_errors=True)
    meta = {
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "episodes": [json.loads(e.model_dump_json()) for e in episodes],
        "config": json.loads(config.model_dump_json(exclude={"api_key"})),
        "model": simulated or {"base_url": config.base_url, "model": config.model},
        "simulated": config.base_url is None,
        "load_before": [round(v, 1) for v in load_before],
        "load_after": [round(v, 1) for v in os.getloadavg()],
        "cpus": os.cpu_count(),
        "bench_wall_s": round(time.monotonic() - started, 1),
    }
    summary = summarise(results)
    write_report(config.out_dir, results, summary, sweep, calls, meta, config)
    (config.out_dir / "bench_results.partial.json").unlink(missing_ok=True)
    say(f"wrote {config.out_dir / 'bench_results.md'} and {config.out_dir / 'summary.json'}")
    return summary


def _checkpoint(out_dir: Path, results: Sequence[EpisodeResult], sweep: Sequence[dict[str, Any]] = ()) -> None:
    """What has run so far, so an interrupted benchmark keeps its measurements."""
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = out_dir / "bench_results.partial.json.tmp"
    rows = [dataclasses.asdict(r) for r in results]
    tmp.write_text(json.dumps({"episodes": rows, "sweep": list(sweep)}, indent=1, ensure_ascii=False), "utf-8")
    tmp.replace(out_dir / "bench_results.partial.json")


def _plan(config: BenchConfig, workroot: Path) -> Iterator[tuple[ModeSpec, Path | None]]:
    for setting in config.redaction:
        for spec, store in _plan_modes(config, workroot / f"redaction-{setting}"):
            if setting == "on":
                yield spec, store
            else:
                yield dataclasses.replace(spec, name=f"{spec.name}-noredact", redaction=False), store


def _plan_modes(config: BenchConfig, workroot: Path) -> Iterator[tuple[ModeSpec, Path | None]]:
    workroot.mkdir(parents=True, exist_ok=True)
    for name in config.modes:
        if name == "all-cloud":
            yield ModeSpec("all-cloud", all_cloud_policy(), learns=False), None
        elif name == "hybrid":
            store = workroot / "hybrid.sqlite"
            for round_ in range(1, config.rounds + 1):
                yield ModeSpec("hybrid", hybrid_policy(), round=round_), store
        else:
            yield ModeSpec("no-classifier", hybrid_policy(), classifier="off"), workroot / "no-classifier.sqlite"


def summarise(results: Sequence[EpisodeResult]) -> dict[str, Any]:
    """Per mode the figures ``summary.json`` promises; the hybrid's first and last round by name."""
    groups: dict[str, list[EpisodeResult]] = {}
    last_round = max((r.round for r in results if r.mode == "hybrid"), default=0)
    for r in results:
        keys = [r.mode if not r.mode.startswith("hybrid") else f"{r.mode}-round-{r.round}"]
        if r.mode.startswith("hybrid") and r.round == 1:
            keys.append(f"{r.mode}-cold")
        if r.mode.startswith("hybrid") and r.round == last_round and last_round > 1:
            keys.append(f"{r.mode}-warm")
        for key in keys:
            groups.setdefault(key, []).append(r)
    return {key: _aggregate(rows) for key, rows in groups.items()}


def _aggregate(rows: Sequence[EpisodeResult]) -> dict[str, Any]:
    steps = sum(r.steps for r in rows)
    decisions = [ms for r in rows for ms in r.decision_ms]
    edge = [ms for r in rows for ms in r.edge_ms]
    n = max(1, len(rows))
    return {
        "episodes": len(rows),
        "success_rate": round(sum(r.success for r in rows) / n, 3),
        "steps_per_task": round(steps / n, 2),
        "escalation_rate": round(sum(r.escalations for r in rows) / max(1, steps), 4),
        "cloud_calls_per_task": round(sum(r.cloud_calls for r in rows) / n, 2),
        "tokens_per_task": round(sum(r.tokens_in + r.tokens_out for r in rows) / n, 1),
        "cost_per_task_usd": round(sum(r.cost_usd for r in rows) / n, 5),
        "step_latency_p50_s": _q(decisions, 0.5, 1000),
        "step_latency_p95_s": _q(decisions, 0.95, 1000),
        "edge_overhead_p50_ms": _q(edge, 0.5, 1),
        "edge_overhead_p95_ms": _q(edge, 0.95, 1),
        "task_wall_s_p50": _q([r.wall_s for r in rows], 0.5, 1),
    }


def _q(values: Sequence[float], q: float, unit: float) -> float:
    """The q-quantile of ``values`` divided by ``unit`` (nearest rank; 0.0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return round(ordered[k] / unit, 4)
