"""Edge latency: where a demo run's time goes, and what reading less costs in agreement.

Usage::

    python -m screenroute.bench.edge_latency record --frames /tmp/edge_frames [--scales 1 1.25 1.5]
    python -m screenroute.bench.edge_latency report --frames /tmp/edge_frames [--runs 2] [--out bench/results]
        [--only live replay settle threads]

``record`` runs the demo once per scale with full reads and keeps every frame the edge read
(the decision's and the executor's) with the lines read, the caller and the task's resolved
look-up texts. ``report`` then measures, each part side by side in one process:

* ``live`` — the demo ``--runs`` times per scale in each mode, interleaved (full, new, full,
  …): ``full`` is the switch ``DemoConfig(full_read=True)`` (every frame read in full); ``new``
  is the default edge (incremental OCR shared by decision and executor, known screens kept in
  one file across the runs of a scale, ``fill``). Per-stage p50/p95, the executor's OCR,
  decision latency on known states (all of them, and those whose screen was seen before), the
  OCR share, the whole run, every run's database check and escalations;
* ``agreement`` — every frame the new path read in the last ``new`` run of each scale (its
  decisions' lines, incremental or from a known screen, and the executor's) read again in
  full: each of the task's look-ups compared;
* ``replay`` — the recorded sequences read again, full and incremental frame by frame:
  agreement of every task look-up (``find_text`` of each anchor, target and post-condition
  text) and OCR time; plus the cut-over curve (regions always vs full, by changed area);
* ``settle`` — one extra run with a sampler thread grabbing every 10 ms: the cost of one
  poll, the delay from an input to its first visible change, and the pauses inside an effect;
* ``threads`` — the OCR thread calibration (1 vs 2 intra-op threads) now.

Results go to ``OUT/edge_latency.{json,md}`` and ``OUT/edge_latency_stages.png``; ``--only``
re-measures some parts and keeps the others from the existing JSON. The demo is built by
``screenroute.bench.demo.DemoRun``; :func:`instrumented` swaps its OCR engine and reads its
records (a benchmark's instrument, not a runtime switch). Nothing here gates on wall-clock time.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
from PIL import Image

from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrEngine, OcrLine

RESULTS = Path(__file__).resolve().parent / "results"
MODES = ("new", "full")
STAGES = ("settle", "classify", "ocr", "route", "redact", "plan", "act")
PARTS = ("live", "agreement", "replay", "settle", "threads")
# Callers of OcrEngine.read that belong to the decision (everything else is the executor, i.e. "act").
_DECISION_CALLERS = frozenset({"decide", "_decide", "_read"})
# A look-up agrees when both readings miss it, or both find it with each centre inside the other's box (+3 px).
_CENTRE_SLACK = 3


# -- instruments ------------------------------------------------------------------------------------------


@dataclass
class OcrEvent:
    """One OCR call during a run: which step, who asked, how long it took, and how it was read."""

    step: int
    caller: str
    ms: float
    mode: str
    area: float
    frame: str = ""


class TimedOcr:
    """An OcrEngine that times every call of another one and, optionally, keeps the frames it read.

    The executor's reads (grounding a click, checking text) happen inside the act stage
    of the step table; this tells them apart from the decision's so the bench can show
    the OCR that the table hides.
    """

    def __init__(self, inner: OcrEngine, frames_dir: Path | None = None, *, counter: list[Any] | None = None) -> None:
        self.inner = inner
        self.frames_dir = frames_dir
        self.events: list[OcrEvent] = []
        self._step = 0
        self._lock = threading.Lock()
        # Frame numbers shared with the decision-read recorder, so one folder holds them in order.
        self._counter = counter if counter is not None else [0]

    def __getattr__(self, name: str) -> Any:
        # The engine's other faces (base, prime, last_read, read_detailed) stay reachable.
        return getattr(self.inner, name)

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        caller = sys._getframe(1).f_code.co_name
        started = time.perf_counter()
        lines = self.inner.read(pixels)
        ms = (time.perf_counter() - started) * 1000
        with self._lock:
            if caller in _DECISION_CALLERS:
                self._step += 1
            last = getattr(self.inner, "last_read", None)
            event = OcrEvent(
                step=self._step,
                caller="decide" if caller in _DECISION_CALLERS else "act",
                ms=ms,
                mode=getattr(last, "mode", "full"),
                area=float(getattr(last, "area", 1.0)),
            )
            if self.frames_dir is not None and event.caller == "act":
                event.frame = keep_frame(self._counter, pixels, lines, "act", event.step, "act")
            self.events.append(event)
        return lines


def keep_frame(counter: list[Any], pixels: np.ndarray, lines: list[OcrLine], caller: str, step: int, how: str) -> str:
    """Hold one frame the edge had text for, with the lines it used and how; returns its name.

    Written to disk only after the run (:func:`write_frames`): encoding a PNG inside a timed
    read would be counted as OCR.
    """
    name = f"{counter[0]:03d}"
    counter[0] += 1
    counter.append((name, pixels, list(lines), caller, step, how))
    return name


def write_frames(folder: Path, counter: list[Any]) -> None:
    """Write the frames :func:`keep_frame` held."""
    for name, pixels, lines, caller, step, how in counter[1:]:
        Image.fromarray(pixels).save(folder / f"{name}.png", compress_level=1)
        (folder / f"{name}.json").write_text(
            json.dumps({"caller": caller, "step": step, "how": how, "lines": [ln.to_json() for ln in lines]})
        )


@dataclass
class InputEvent:
    """One input the executor sent: what, when the call started and when it returned (monotonic s)."""

    kind: str
    started: float
    ended: float


class FrameSampler:
    """Grabs a display every ``period_s`` on its own thread and logs how much each grab changed.

    The log (monotonic time, changed pixels against the previous grab, caret-aware) is the
    screen's timeline around every input at a finer grain than any settle poll, and its
    timings are the cost of one poll (grab + compare).
    """

    def __init__(self, display: str, period_s: float = 0.01) -> None:
        self.display = display
        self.period_s = period_s
        self.samples: list[tuple[float, int]] = []
        self.grab_ms: list[float] = []
        self.compare_ms: list[tuple[float, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="frame-sampler", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        from screenroute.edge.capture import MssScreen
        from screenroute.edge.errors import CaptureError
        from screenroute.edge.settle import changed_pixels

        with MssScreen(self.display) as screen:
            previous = None
            while not self._stop.is_set():
                started = time.perf_counter()
                try:
                    frame = screen.grab()
                except CaptureError:
                    return  # the display went away: the run is over
                grabbed = time.perf_counter()
                changed = changed_pixels(previous, frame) if previous is not None else 0
                done = time.perf_counter()
                self.samples.append((time.monotonic(), changed))
                self.grab_ms.append((grabbed - started) * 1000)
                if previous is not None:
                    self.compare_ms.append(((done - grabbed) * 1000, changed))
                previous = frame
                self._stop.wait(max(0.0, self.period_s - (done - started)))


@dataclass
class Capture:
    """What an instrumented demo run exposes: OCR events, task context, agent report, inputs, screen timeline."""

    ocr: TimedOcr | None = None
    # How each decision had its text (Decision.ocr_read), in order.
    reads: list[str] = field(default_factory=list)
    context: Any = None
    report: Any = None
    procedure: Any = None
    inputs: list[InputEvent] = field(default_factory=list)
    sampler: FrameSampler | None = None


@contextmanager
def instrumented(
    make_ocr: Callable[[], OcrEngine] | None = None, frames_dir: Path | None = None, *, sample_screen: bool = False
) -> Iterator[Capture]:
    """Run ``DemoRun`` with its OCR engine timed (``make_ocr()`` instead, if given), capturing what it built.

    The demo composes its parts inside ``DemoRun.run``; these patches wrap the engine and keep
    references to what it built, without changing how the run behaves. With ``frames_dir``
    every frame a decision had text for (read or known) and every frame the executor read is
    kept with its lines. ``sample_screen`` also starts a :class:`FrameSampler` on the display.
    """
    import screenroute.edge.capture as capture_module
    import screenroute.edge.ocr as ocr_module
    import screenroute.edge.skills.x11 as x11_module
    import screenroute.router.app.agent as agent_module
    import screenroute.router.app.factory as factory_module
    import screenroute.router.app.runner as runner_module
    import screenroute.router.authoring.tasks as tasks_module
    from screenroute.router.deciding.node import EdgeNode

    capture = Capture()
    counter: list[Any] = [0]
    real_create = ocr_module.create_ocr_engine
    real_read = EdgeNode._read
    real_build_context = tasks_module.build_context
    real_build_procedure = tasks_module.build_procedure
    real_agent = agent_module.DesktopAgent
    real_input = x11_module.XdotoolInput
    real_screen = capture_module.MssScreen

    def create_ocr_engine(name: str, **kwargs: Any) -> OcrEngine:
        capture.ocr = TimedOcr(
            make_ocr() if make_ocr is not None else real_create(name, **kwargs), frames_dir, counter=counter
        )
        return capture.ocr

    def read(self: Any, run: Any, frame: Any, prediction: Any) -> tuple[list[OcrLine], str]:
        lines, how = real_read(self, run, frame, prediction)
        capture.reads.append(how)
        if frames_dir is not None:
            keep_frame(counter, frame.pixels, lines, "decide", len(capture.reads), how)
        return lines, how

    def build_context(*args: Any, **kwargs: Any) -> Any:
        capture.context = real_build_context(*args, **kwargs)
        return capture.context

    def build_procedure(*args: Any, **kwargs: Any) -> Any:
        capture.procedure = real_build_procedure(*args, **kwargs)
        return capture.procedure

    class RecordingAgent(real_agent):  # type: ignore[misc, valid-type]
        def run(self, *args: Any, **kwargs: Any) -> Any:
            capture.report = super().run(*args, **kwargs)
            return capture.report

    def logged(kind: str, method: Callable[..., None]) -> Callable[..., None]:
        def call(self: Any, *args: Any, **kwargs: Any) -> None:
            started = time.monotonic()
            try:
                method(self, *args, **kwargs)
            finally:
                label = f"key {args[0]}" if kind == "key" and args else kind
                capture.inputs.append(InputEvent(label, started, time.monotonic()))

        return call

    class LoggedInput(real_input):  # type: ignore[misc, valid-type]
        click = logged("click", real_input.click)
        key = logged("key", real_input.key)
        type_text = logged("type", real_input.type_text)
        scroll = logged("scroll", real_input.scroll)

    class SampledScreen(real_screen):  # type: ignore[misc, valid-type]
        def __init__(self, display: str, *args: Any, **kwargs: Any) -> None:
            super().__init__(display, *args, **kwargs)
            if sample_screen and capture.sampler is None:
                capture.sampler = FrameSampler(display)
                capture.sampler.start()

    try:
        with (
            mock.patch.object(ocr_module, "create_ocr_engine", create_ocr_engine),
            # Patched where they are looked up: modules that imported the name hold their own reference.
            mock.patch.object(tasks_module, "build_context", build_context),
            mock.patch.object(tasks_module, "build_procedure", build_procedure),
            mock.patch.object(factory_module, "build_context", build_context),
            mock.patch.object(factory_module, "build_procedure", build_procedure),
            mock.patch.object(runner_module, "build_procedure", build_procedure),
            mock.patch.object(agent_module, "DesktopAgent", RecordingAgent),
            mock.patch.object(runner_module, "DesktopAgent", RecordingAgent),
            mock.patch.object(x11_module, "XdotoolInput", LoggedInput),
            mock.patch.object(capture_module, "MssScreen", SampledScreen),
            mock.patch.object(EdgeNode, "_read", read),
        ):
            yield capture
    finally:
        if capture.sampler is not None:
            capture.sampler.stop()
        if frames_dir is not None:
            write_frames(frames_dir, counter)


def lookups(procedure: Any, context: Any) -> list[tuple[str, int]]:
    """Every text the task looks up on screen (anchors, click targets, post-conditions), with its occurrence."""
    found: dict[tuple[str, int], None] = {}
    for step in procedure.steps:
        texts: list[tuple[str, int]] = [(t, 0) for t in (*step.anchors, *step.done_when)]
        texts += [(a.target_text, a.occurrence) for a in step.actions if a.target_text]
        for template, occurrence in texts:
            try:
                found[(context.fill(template), occurrence)] = None
            except KeyError:
                continue  # a value this run's data does not have (a third line when there are two)
    return list(found)


def step_texts(procedure: Any, context: Any) -> dict[str, list[tuple[str, int]]]:
    """Per step name: the texts a decision there looks up (its anchors and its click targets)."""
    out: dict[str, list[tuple[str, int]]] = {}
    for step in procedure.steps:
        texts = [(t, 0) for t in step.anchors] + [(a.target_text, a.occurrence) for a in step.actions if a.target_text]
        try:
            out[step.name] = [(context.fill(t), o) for t, o in texts]
        except KeyError:
            continue
    return out


# -- one demo run -------------------------------------------------------------------------------------------


def run_demo(
    scale: float,
    mode: str,
    frames_dir: Path | None = None,
    *,
    known_file: Path | None = None,
    sample_screen: bool = False,
    say: Callable[[str], None] = print,
) -> dict[str, Any]:
    """One demo run at ``scale`` in ``mode`` (``full``: the full-read switch; ``new``: the default edge).

    ``known_file`` keeps the new path's known screens from one run to the next. Returns the
    run's outcome, step records, OCR events and inputs.
    """
    from screenroute.bench.demo import DemoConfig, DemoRun

    if mode not in MODES:
        raise ValueError(f"mode={mode!r}; choose one of: {', '.join(MODES)}")
    if frames_dir is not None:
        frames_dir.mkdir(parents=True, exist_ok=True)
    out = io.StringIO()
    config = DemoConfig(scale=scale, full_read=mode == "full", known_screens=known_file if mode == "new" else None)
    with instrumented(None, frames_dir, sample_screen=sample_screen) as capture:
        started = time.perf_counter()
        result = DemoRun(config).run(out)
        elapsed = time.perf_counter() - started
    report = capture.report
    records = [
        {
            "index": r.index,
            "step": r.step,
            "route": r.route,
            "reason": r.reason,
            "stage_ms": r.stage_ms,
            "act_ocr_ms": r.act_ocr_ms,
            "read": r.ocr_read,
        }
        for r in (report.records if report is not None else [])
    ]
    events = [vars(e) for e in (capture.ocr.events if capture.ocr is not None else [])]
    found = re.findall(r"\] (?:DONE|FAILED) in ([0-9.]+) s", out.getvalue())
    run_s = float(found[-1]) if found else elapsed
    say(
        f"  {mode:<11} scale {scale:g}: {'ok' if result.ok else 'FAILED'} in {run_s:.1f} s, {len(records)} steps, "
        f"{result.escalations} escalated, {len(events)} OCR calls (load {os.getloadavg()[0]:.1f})"
    )
    outcome: dict[str, Any] = {
        "scale": scale,
        "mode": mode,
        "ok": result.ok,
        "verified": result.verified,
        "escalations": result.escalations,
        "run_s": run_s,
        "load": os.getloadavg()[0],
        "records": records,
        "ocr": events,
        "inputs": [vars(e) for e in capture.inputs],
    }
    if capture.sampler is not None:
        outcome["sampler"] = {
            "samples": capture.sampler.samples,
            "grab_ms": capture.sampler.grab_ms,
            "compare_ms": capture.sampler.compare_ms,
        }
    if frames_dir is not None and capture.procedure is not None and capture.context is not None:
        saved = {k: v for k, v in outcome.items() if k != "sampler"}
        saved["lookups"] = lookups(capture.procedure, capture.context)
        saved["step_texts"] = step_texts(capture.procedure, capture.context)
        (frames_dir / "run.json").write_text(json.dumps(saved, indent=1))
    return outcome


# -- statistics ---------------------------------------------------------------------------------------------


def pct(values: Sequence[float], q: float) -> float:
    return float(np.percentile(values, q)) if len(values) else float("nan")


def run_breakdown(run: dict[str, Any]) -> dict[str, float]:
    """Total ms per stage of one run; the executor's OCR (in the table's ``ocr``) shown apart as ``act_ocr``."""
    totals = dict.fromkeys(STAGES, 0.0)
    for record in run["records"]:
        for stage, ms in record["stage_ms"].items():
            totals[stage] = totals.get(stage, 0.0) + ms
    act_ocr = sum(r.get("act_ocr_ms", 0.0) for r in run["records"])
    totals["act_ocr"] = act_ocr
    totals["ocr"] = max(0.0, totals["ocr"] - act_ocr)
    return totals


def decision_ms(record: dict[str, Any]) -> float:
    """Frame in → actions out: classify + the decision's OCR + recall + route."""
    stages = sum(record["stage_ms"].get(s, 0.0) for s in ("classify", "ocr", "recall", "route"))
    return stages - record.get("act_ocr_ms", 0.0)


def known_state_decisions(run: dict[str, Any], *, seen_before: bool = False) -> list[float]:
    """Decision latency of every local known-state step (``seen_before``: only those whose screen was known)."""
    return [
        decision_ms(r)
        for r in run["records"]
        if r["route"] == "local"
        and r["reason"] == "known_state"
        and (not seen_before or str(r.get("read", "")).startswith("known"))
    ]


def live_summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Per mode and scale: runs passing, escalations, run time, per-stage p50/p95, decision latency, OCR share."""
    summary: dict[str, Any] = {}
    for mode in MODES:
        for scale in sorted({r["scale"] for r in runs}):
            group = [r for r in runs if r["mode"] == mode and r["scale"] == scale]
            if not group:
                continue
            steps: dict[str, list[float]] = {s: [] for s in STAGES}
            for run in group:
                for record in run["records"]:
                    for stage in STAGES:
                        if stage in record["stage_ms"]:
                            steps[stage].append(record["stage_ms"][stage])
            ocr_calls = [e["ms"] for run in group for e in run["ocr"]]
            totals = [run_breakdown(r) for r in group]
            ocr_share = [(t["ocr"] + t["act_ocr"]) / max(1.0, sum(t.values())) for t in totals]
            decisions = [ms for run in group for ms in known_state_decisions(run)]
            seen = [ms for run in group for ms in known_state_decisions(run, seen_before=True)]
            later = [ms for run in group[1:] for ms in known_state_decisions(run)]
            reads: dict[str, int] = {}
            for run in group:
                for record in run["records"]:
                    reads[str(record.get("read", ""))] = reads.get(str(record.get("read", "")), 0) + 1
            modes_used: dict[str, int] = {}
            for run in group:
                for event in run["ocr"]:
                    modes_used[event["mode"]] = modes_used.get(event["mode"], 0) + 1
            summary[f"{mode}@{scale:g}"] = {
                "mode": mode,
                "scale": scale,
                "runs": len(group),
                "passed": sum(1 for r in group if r["ok"]),
                "escalations": [r["escalations"] for r in group],
                "run_s": [round(r["run_s"], 1) for r in group],
                "run_s_median": float(np.median([r["run_s"] for r in group])),
                "load": [round(r["load"], 1) for r in group],
                "stage_p50": {s: pct(v, 50) for s, v in steps.items() if v},
                "stage_p95": {s: pct(v, 95) for s, v in steps.items() if v},
                "stage_total_s": {k: float(np.mean([t[k] for t in totals])) / 1000 for k in totals[0]},
                "ocr_call_p50": pct(ocr_calls, 50),
                "ocr_call_p95": pct(ocr_calls, 95),
                "ocr_calls_per_run": len(ocr_calls) / len(group),
                "ocr_read_modes": modes_used,
                "ocr_share": float(np.mean(ocr_share)),
                "decision_known_p50": pct(decisions, 50),
                "decision_known_p95": pct(decisions, 95),
                "decision_seen_p50": pct(seen, 50),
                "decision_seen_p95": pct(seen, 95),
                "decision_seen_n": len(seen),
                "decision_later_runs_p50": pct(later, 50),
                "decision_later_runs_p95": pct(later, 95),
                "decision_reads": reads,
            }
    return summary


# -- offline replays ----------------------------------------------------------------------------------------


def _lines(data: list[dict[str, Any]]) -> list[OcrLine]:
    return [OcrLine(d["text"], Box(*d["box"]), float(d["score"])) for d in data]


def _agree(a: OcrLine | None, b: OcrLine | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    s = _CENTRE_SLACK
    (ax, ay), (bx, by) = a.box.center, b.box.center
    return (
        b.box.x0 - s <= ax < b.box.x1 + s
        and b.box.y0 - s <= ay < b.box.y1 + s
        and a.box.x0 - s <= bx < a.box.x1 + s
        and a.box.y0 - s <= by < a.box.y1 + s
    )


def _sequence(folder: Path) -> list[Path]:
    return sorted(folder.glob("[0-9][0-9][0-9].png"))


def replay_sequences(folders: list[Path], say: Callable[[str], None] = print) -> dict[str, Any]:
    """Read every recorded sequence in full and incrementally, frame by frame; compare the task's look-ups.

    A third engine reads regions whatever their area (cut-over 1.0) to draw the cut-over
    curve: region-read time against a full read of the same frame, by changed area.
    """
    from screenroute.edge.grounding import find_text
    from screenroute.edge.ocr import IncrementalOcrEngine, RapidOcrEngine
    from screenroute.edge.ocr.incremental import ReadInfo
    from screenroute.edge.ocr.rapid import calibrated_engine

    base, choice = calibrated_engine()
    always = RapidOcrEngine(threads=choice.threads)
    result: dict[str, Any] = {"threads": choice.threads, "sequences": {}, "curve": []}
    for folder in folders:
        run = json.loads((folder / "run.json").read_text())
        texts = [(str(t), int(o)) for t, o in run["lookups"]]
        incremental = IncrementalOcrEngine(base)
        sweep = IncrementalOcrEngine(always, cutover=1.0)
        agree = total = 0
        misses: list[str] = []
        full_ms: list[float] = []
        inc_ms: list[float] = []
        frames: list[dict[str, Any]] = []
        for path in _sequence(folder):
            pixels = np.asarray(Image.open(path).convert("RGB"))
            started = time.perf_counter()
            full = base.read(pixels)
            full_ms.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            got = incremental.read(pixels)
            inc_ms.append((time.perf_counter() - started) * 1000)
            info = incremental.last_read or ReadInfo("full", 1.0)
            for text, occurrence in texts:
                total += 1
                a, b = find_text(full, text, occurrence), find_text(got, text, occurrence)
                if _agree(a, b):
                    agree += 1
                else:
                    misses.append(
                        f"{folder.name}/{path.stem}: {text!r}#{occurrence} full={a and a.box} inc={b and b.box}"
                    )
            started = time.perf_counter()
            swept = sweep.read(pixels)
            sweep_ms = (time.perf_counter() - started) * 1000
            sweep_info = sweep.last_read or ReadInfo("full", 1.0)
            if sweep_info.mode == "regions":
                differ = sum(
                    not _agree(find_text(full, text, occurrence), find_text(swept, text, occurrence))
                    for text, occurrence in texts
                )
                result["curve"].append(
                    {"area": sweep_info.area, "regions_ms": sweep_ms, "full_ms": full_ms[-1], "differ": differ}
                )
            frames.append({"frame": path.stem, "mode": info.mode, "area": round(info.area, 4), "ms": inc_ms[-1]})
        result["sequences"][folder.name] = {
            "frames": len(full_ms),
            "lookups": total,
            "agree": agree,
            "agreement": agree / max(1, total),
            "misses": misses,
            "full_ocr_s": sum(full_ms) / 1000,
            "incremental_ocr_s": sum(inc_ms) / 1000,
            "modes": {m: sum(1 for f in frames if f["mode"] == m) for m in ("full", "regions", "same")},
            "per_frame": frames,
        }
        say(
            f"  replay {folder.name}: {agree}/{total} look-ups agree; OCR {sum(full_ms) / 1000:.1f} s full vs "
            f"{sum(inc_ms) / 1000:.1f} s incremental over {len(full_ms)} frames"
        )
    totals = result["sequences"].values()
    result["agree"] = sum(s["agree"] for s in totals)
    result["lookups"] = sum(s["lookups"] for s in totals)
    result["agreement"] = result["agree"] / max(1, result["lookups"])
    result["full_ocr_s"] = sum(s["full_ocr_s"] for s in totals)
    result["incremental_ocr_s"] = sum(s["incremental_ocr_s"] for s in totals)
    return result


def new_path_agreement(folders: list[Path], say: Callable[[str], None] = print) -> dict[str, Any]:
    """Every frame a ``new`` run had text for, read again in full: do the task's look-ups agree?

    The frames are the decisions' (incremental reads and known screens) and the executor's
    (incremental reads); each look-up (``find_text`` of every anchor, click target and
    post-condition text) must find the same thing in both, or nothing in both.
    """
    from screenroute.edge.grounding import find_text
    from screenroute.edge.ocr import RapidOcrEngine
    from screenroute.edge.ocr.rapid import calibrated_engine

    _, choice = calibrated_engine()
    engine = RapidOcrEngine(threads=choice.threads)
    by_how: dict[str, list[int]] = {}
    misses: list[str] = []
    full_ms: list[float] = []
    for folder in folders:
        run = json.loads((folder / "run.json").read_text())
        texts = [(str(t), int(o)) for t, o in run["lookups"]]
        for path in _sequence(folder):
            data = json.loads(path.with_suffix(".json").read_text())
            got = _lines(data["lines"])
            pixels = np.asarray(Image.open(path).convert("RGB"))
            started = time.perf_counter()
            full = engine.read(pixels)
            full_ms.append((time.perf_counter() - started) * 1000)
            tally = by_how.setdefault(str(data.get("how", "")), [0, 0, 0])
            tally[2] += 1
            for text, occurrence in texts:
                a, b = find_text(full, text, occurrence), find_text(got, text, occurrence)
                tally[1] += 1
                if _agree(a, b):
                    tally[0] += 1
                else:
                    misses.append(
                        f"{folder.name}/{path.stem} ({data.get('how')}): {text!r}#{occurrence} full={a and a.box} new={b and b.box}"
                    )
    agree = sum(t[0] for t in by_how.values())
    total = sum(t[1] for t in by_how.values())
    say(f"  agreement: {agree}/{total} look-ups agree with a full read over {len(full_ms)} frames")
    return {
        "agree": agree,
        "lookups": total,
        "agreement": agree / max(1, total),
        "frames": len(full_ms),
        "by_read": {k: {"agree": v[0], "lookups": v[1], "frames": v[2]} for k, v in sorted(by_how.items())},
        "misses": misses,
        "full_read_ms_p50": pct(full_ms, 50),
    }


def settle_timeline(run: dict[str, Any]) -> dict[str, Any]:
    """From a sampled run: the poll's cost, each input's first visible change, and the pauses inside effects.

    An input's window runs from its call's start (typing shows while it is typed) to the
    next input's start (at most 3 s); first-change delays count from the call's return
    (0 when the change showed during the call). Its effect is the changes (caret-aware,
    > 8 px) in that window; a pause is the time between two consecutive changing samples of
    one effect — the still time a settle must outwait not to act on a half-drawn screen.
    """
    sampler = run["sampler"]
    samples = sampler["samples"]
    times = np.array([t for t, _ in samples])
    changed = np.array([c for _, c in samples])
    inputs = sorted(run["inputs"], key=lambda e: e["started"])
    first_change: dict[str, list[float]] = {}
    no_change: dict[str, int] = {}
    pauses: list[float] = []
    durations: list[float] = []
    for i, event in enumerate(inputs):
        end = min(event["ended"] + 3.0, inputs[i + 1]["started"] if i + 1 < len(inputs) else event["ended"] + 3.0)
        window = (times > event["started"]) & (times <= end) & (changed > 8)
        kind = event["kind"].split(" ")[0] if not event["kind"].startswith("key ctrl+a") else "key ctrl+a"
        hits = times[window]
        if hits.size == 0:
            no_change[kind] = no_change.get(kind, 0) + 1
            continue
        first_change.setdefault(kind, []).append(max(0.0, hits[0] - event["ended"]) * 1000)
        durations.append((hits[-1] - hits[0]) * 1000)
        pauses.extend(np.diff(hits) * 1000)
    still = [ms for ms, n in sampler["compare_ms"] if n == 0]
    moving = [ms for ms, n in sampler["compare_ms"] if n > 0]
    period = float(np.median(np.diff(times))) * 1000 if times.size > 1 else float("nan")
    pause_arr = np.array(pauses) if pauses else np.array([0.0])
    return {
        "samples": len(samples),
        "sample_period_ms": period,
        "grab_ms_p50": pct(sampler["grab_ms"], 50),
        "grab_ms_p95": pct(sampler["grab_ms"], 95),
        "compare_still_ms_p50": pct(still, 50),
        "compare_changed_ms_p50": pct(moving, 50),
        "compare_changed_ms_p95": pct(moving, 95),
        "first_change_ms": {
            k: {"n": len(v), "p50": pct(v, 50), "p95": pct(v, 95), "max": max(v)} for k, v in first_change.items()
        },
        "no_change": no_change,
        "effect_ms_p50": pct(durations, 50),
        "effect_ms_p95": pct(durations, 95),
        "pause_ms_p50": pct(pauses, 50),
        "pause_ms_p95": pct(pauses, 95),
        "pause_ms_p99": pct(pauses, 99),
        "pause_ms_max": float(pause_arr.max()),
        "pauses_over_ms": {str(ms): int((pause_arr > ms).sum()) for ms in (40, 80, 100, 120, 160, 200)},
        "pauses": len(pauses),
    }


def thread_choice() -> dict[str, Any]:
    """The OCR thread calibration timed now (never from the cache, whatever the load), and what the engine would pick."""
    from screenroute.edge.ocr.rapid import calibrated_engine

    _, timed = calibrated_engine(rounds=5, budget_s=120.0, max_age_s=0.0, load=0.0)
    _, picked = calibrated_engine(max_age_s=0.0)
    return {
        "threads": timed.threads,
        "median_ms": {str(k): v for k, v in timed.median_ms.items()},
        "engine_picks": picked.threads,
        "engine_source": picked.source,
    }


# -- report -------------------------------------------------------------------------------------------------


def _fmt(value: float, digits: int = 0) -> str:
    return "-" if value != value else f"{value:.{digits}f}"  # NaN check without math


def write_report(results: dict[str, Any], out: Path) -> None:
    """``edge_latency.md`` and ``edge_latency_stages.png`` from the results dictionary."""
    md = [
        "# Edge latency: reading only what changed",
        "",
        f"Measured {results.get('date', '')} on {results.get('machine', '')}; load average at the start of each "
        "part is listed with it (the machine is shared: compare ratios inside one table, not numbers across runs).",
        "",
        "Reproduce:",
        "",
        "```bash",
        "python -m screenroute.bench.edge_latency report --frames /tmp/edge_frames --runs 3 --scales 1 "
        "--only live agreement",
        "# older parts (recorded full-read sequences, settle sampler, threads):",
        "python -m screenroute.bench.edge_latency record --frames /tmp/edge_frames --scales 1 1.25 1.5",
        "python -m screenroute.bench.edge_latency report --frames /tmp/edge_frames --only replay settle threads",
        "```",
        "",
    ]
    live = results.get("live")
    if live:
        md += [
            "## Demo runs: the full-read switch vs the new path (same process, interleaved)",
            "",
            f"Load average {live['load']} at the start, {live.get('load_end', '?')} at the end "
            f"({live.get('minutes', '?')} min; `{live.get('uptime', '')}`). The machine has 2 cores shared with other "
            "engineers' work: compare the two modes inside this table, not with numbers measured elsewhere. "
            "`full`: `screenroute demo --full-read` (every decision frame and every executor read is a full "
            "PP-OCR read). `new`: the default edge — OCR once per frame, shared by the decision and the executor "
            "and incremental (only changed regions read), known screens (a state read before is checked where its "
            "texts were: pixels, then only changed lines recognised; kept in one file across the runs of a scale, "
            "so run 1 starts empty), `fill`, no waits after select-all. Both run the same task file (with `fill`). "
            "Decision = classify + the decision's OCR + recall + route on local known-state steps (frame in → "
            "actions out); *seen before*: those whose screen was a known screen. OCR share counts the executor's "
            "reads too.",
            "",
            "| mode | scale | runs ok | escalations | run s (median; each) | known-state decision p50 / p95 ms "
            "| seen before p50 / p95 ms (n) | runs 2+ p50 / p95 ms | OCR share | decision reads | load per run |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for s in live["summary"].values():
            reads = ", ".join(f"{k or '-'} {v}" for k, v in sorted(s.get("decision_reads", {}).items()))
            md.append(
                f"| {s['mode']} | {s['scale']:g} | {s['passed']}/{s['runs']} | {s['escalations']} | "
                f"{_fmt(s['run_s_median'], 1)} ({', '.join(str(x) for x in s['run_s'])}) | "
                f"{_fmt(s['decision_known_p50'])} / {_fmt(s['decision_known_p95'])} | "
                f"{_fmt(s.get('decision_seen_p50', float('nan')))} / {_fmt(s.get('decision_seen_p95', float('nan')))} "
                f"({s.get('decision_seen_n', 0)}) | "
                f"{_fmt(s.get('decision_later_runs_p50', float('nan')))} / "
                f"{_fmt(s.get('decision_later_runs_p95', float('nan')))} | "
                f"{s['ocr_share']:.0%} | {reads} | {', '.join(str(x) for x in s['load'])} |"
            )
        md += [
            "",
            "Time per run by stage (mean s; `ocr` is the decisions' OCR, `act_ocr` the executor's, `act` input and "
            "waiting only):",
            "",
            "| mode | scale | " + " | ".join([*STAGES, "act_ocr"]) + " |",
            "|---|---|" + "---|" * (len(STAGES) + 1),
        ]
        for s in live["summary"].values():
            totals = s["stage_total_s"]
            md.append(
                f"| {s['mode']} | {s['scale']:g} | "
                + " | ".join(f"{totals.get(k, 0.0):.1f}" for k in [*STAGES, "act_ocr"])
                + " |"
            )
        md += ["", "Per-stage p50 / p95 per step (ms):", "", "| mode | scale | " + " | ".join(STAGES) + " |"]
        md.append("|---|---|" + "---|" * len(STAGES))
        for s in live["summary"].values():
            cells = [
                f"{_fmt(s['stage_p50'].get(k, float('nan')))} / {_fmt(s['stage_p95'].get(k, float('nan')))}"
                for k in STAGES
            ]
            md.append(f"| {s['mode']} | {s['scale']:g} | " + " | ".join(cells) + " |")
        md += ["", "![time per stage](edge_latency_stages.png)", ""]
    agreement = results.get("agreement")
    if agreement:
        md += [
            "## The new path's text against a full read",
            "",
            f"Load average {agreement['load']}. Every frame the last `new` run of each scale had text for "
            "(decisions: incremental reads and known screens; the executor: incremental reads) read again in full; "
            "each of the task's look-ups (`find_text` of every anchor, click target and post-condition text) "
            "compared (same box centre within 3 px, or absent in both).",
            "",
            f"- look-ups that agree: {agreement['agree']}/{agreement['lookups']} ({agreement['agreement']:.2%}) over "
            f"{agreement['frames']} frames",
            *[
                f"- {how or '-'}: {v['agree']}/{v['lookups']} over {v['frames']} frames"
                for how, v in agreement["by_read"].items()
            ],
            "",
        ]
        if agreement["misses"]:
            md += ["Look-ups that differ:", "", *[f"- {m}" for m in agreement["misses"][:20]], ""]
    replay = results.get("replay")
    if replay:
        md += [
            "## Incremental OCR on the recorded frame sequences",
            "",
            f"Load average {replay['load']}; {replay['threads']} OCR thread(s). Every frame the edge read in a recorded "
            "demo run (decision and executor), read again in full and incrementally, in order; each of the task's "
            "look-ups (`find_text` of every anchor, click target and post-condition text) compared.",
            "",
            "| sequence | frames | look-ups agree | full OCR s | incremental OCR s | reads full/regions/same |",
            "|---|---|---|---|---|---|",
        ]
        for name, s in replay["sequences"].items():
            m = s["modes"]
            md.append(
                f"| {name} | {s['frames']} | {s['agree']}/{s['lookups']} ({s['agreement']:.1%}) | "
                f"{s['full_ocr_s']:.1f} | {s['incremental_ocr_s']:.1f} | {m['full']}/{m['regions']}/{m['same']} |"
            )
        md.append(
            f"| all | | {replay['agree']}/{replay['lookups']} ({replay['agreement']:.2%}) | {replay['full_ocr_s']:.1f} | "
            f"{replay['incremental_ocr_s']:.1f} | |"
        )
        misses = [m for s in replay["sequences"].values() for m in s["misses"]]
        if misses:
            md += ["", "Look-ups that differ:", "", *[f"- {m}" for m in misses[:20]]]
        curve = replay.get("curve", [])
        if curve:
            md += [
                "",
                "Cut-over: regions read whatever their area, against a full read of the same frame "
                "(ratio < 1: regions are cheaper):",
                "",
                "| changed area | frames | regions / full time (median) | look-ups differing from the full read |",
                "|---|---|---|---|",
            ]
            for lo, hi in ((0, 0.05), (0.05, 0.15), (0.15, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 1.01)):
                inside = [c for c in curve if lo <= c["area"] < hi]
                if inside:
                    ratio = np.median([c["regions_ms"] / c["full_ms"] for c in inside])
                    differ = sum(c.get("differ", 0) for c in inside)
                    md.append(f"| {lo:.2f}–{min(hi, 1):.2f} | {len(inside)} | {ratio:.2f} | {differ} |")
        md.append("")
    settle = results.get("settle")
    if settle:
        fc = settle["first_change_ms"]
        md += [
            "## Settle: the poll and the pauses",
            "",
            f"Load average {settle['load']}. A sampler grabbed the screen every {_fmt(settle['sample_period_ms'], 1)} ms "
            f"through one demo run ({settle['samples']} samples).",
            "",
            f"- one poll: grab p50 {_fmt(settle['grab_ms_p50'], 1)} ms (p95 {_fmt(settle['grab_ms_p95'], 1)}), compare "
            f"{_fmt(settle['compare_still_ms_p50'], 1)} ms when still, {_fmt(settle['compare_changed_ms_p50'], 1)} ms "
            f"(p95 {_fmt(settle['compare_changed_ms_p95'], 1)}) when changed",
            f"- pauses inside an effect: p50 {_fmt(settle['pause_ms_p50'])} ms, p95 {_fmt(settle['pause_ms_p95'])}, "
            f"p99 {_fmt(settle['pause_ms_p99'])}, max {_fmt(settle['pause_ms_max'])} ({settle['pauses']} pauses; "
            f"longer than 40/80/100/120/160/200 ms: {', '.join(str(v) for v in settle['pauses_over_ms'].values())})",
            f"- inputs with no visible change: {settle['no_change']}",
            "",
            "| input | n | first change p50 ms | p95 | max |",
            "|---|---|---|---|---|",
            *[
                f"| {k} | {v['n']} | {_fmt(v['p50'])} | {_fmt(v['p95'])} | {_fmt(v['max'])} |"
                for k, v in sorted(fc.items())
            ],
            "",
        ]
        if "choice" in settle:
            md += [settle["choice"], ""]
    threads = results.get("threads")
    if threads:
        md += [
            "## OCR threads",
            "",
            f"Calibration now (load average {threads['load']}): median ms per read of the calibration sample "
            f"{threads['median_ms']} → {threads['threads']} thread(s) faster; the engine picks "
            f"{threads.get('engine_picks')} ({threads.get('engine_source')}: a load average at or over the core count "
            "picks one thread without timing).",
            "",
        ]
    (out / "edge_latency.md").write_text("\n".join(md) + "\n", encoding="utf-8")
    if live:
        _plot(live["summary"], out / "edge_latency_stages.png")


def _plot(summary: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    parts = ["settle", "classify", "ocr", "act_ocr", "route", "redact", "plan", "act"]
    names = {"ocr": "ocr (decision)", "act_ocr": "ocr (executor)", "act": "act (input + waits)"}
    keys = list(summary)
    fig, ax = plt.subplots(figsize=(max(6, 1.3 * len(keys)), 4.5))
    bottom = np.zeros(len(keys))
    for part in parts:
        values = np.array([summary[k]["stage_total_s"].get(part, 0.0) for k in keys])
        ax.bar(range(len(keys)), values, bottom=bottom, label=names.get(part, part))
        bottom += values
    ax.set_xticks(range(len(keys)), [k.replace("@", "\n") for k in keys])
    ax.set_ylabel("seconds per run (mean)")
    ax.set_title("Demo run time per stage: full reads (before) vs the new path (after)", fontsize=10)
    ax.legend(fontsize=8, loc="upper right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _uptime() -> str:
    import subprocess

    try:
        return subprocess.run(["uptime"], check=False, capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def _load_results(path: Path) -> dict[str, Any]:
    if path.exists():
        data: dict[str, Any] = json.loads(path.read_text())
        return data
    return {}


def report(args: argparse.Namespace, say: Callable[[str], None] = print) -> int:
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    results = _load_results(out / "edge_latency.json")
    results["date"] = time.strftime("%Y-%m-%d")
    results["machine"] = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    # Sequences: the recordings, then the full-mode live runs (they keep their frames too).
    recorded = [
        p
        for pattern in ("scale_*", "live/full_*")
        for p in sorted(args.frames.glob(pattern))
        if (p / "run.json").exists()
    ]
    parts = set(args.only or PARTS)
    if "threads" in parts:
        say("threads")
        results["threads"] = {"load": round(os.getloadavg()[0], 1), **thread_choice()}
    if "replay" in parts:
        say(f"replay of {len(recorded)} recorded sequences")
        load = round(os.getloadavg()[0], 1)
        results["replay"] = {"load": load, **replay_sequences(recorded, say)}
    if "live" in parts:
        live_dir = args.frames / "live"
        runs: list[dict[str, Any]] = []
        say(f"live: {args.runs} runs per scale and mode")
        load = round(os.getloadavg()[0], 1)
        started = time.perf_counter()
        for scale in args.scales:
            # The new path's known screens start empty and carry over between its runs of a scale.
            (live_dir / f"known_{scale:g}.npz").unlink(missing_ok=True)
        for i in range(args.runs):
            for scale in args.scales:
                for mode in MODES:
                    # Every run keeps its frames: the agreement part reads the new ones again.
                    frames = live_dir / f"{mode}_{scale:g}_{i}"
                    if frames.exists():
                        for old in frames.iterdir():
                            old.unlink()
                    known = live_dir / f"known_{scale:g}.npz"
                    runs.append(run_demo(scale, mode, frames, known_file=known, say=say))
        results["live"] = {
            "load": load,
            "load_end": round(os.getloadavg()[0], 1),
            "minutes": round((time.perf_counter() - started) / 60, 1),
            "uptime": _uptime(),
            "runs": runs,
            "summary": live_summary(runs),
        }
    if "agreement" in parts:
        last: dict[str, Path] = {}
        for folder in sorted((args.frames / "live").glob("new_*_*"), key=lambda p: int(p.name.rsplit("_", 1)[1])):
            if (folder / "run.json").exists():
                last[folder.name.rsplit("_", 1)[0]] = folder
        say(f"agreement over {len(last)} new-path runs")
        load = round(os.getloadavg()[0], 1)
        results["agreement"] = {"load": load, **new_path_agreement(list(last.values()), say)}
    if "settle" in parts:
        say("settle: one sampled run at 100 %")
        load = round(os.getloadavg()[0], 1)
        run = run_demo(1.0, "full", None, sample_screen=True, say=say)
        results["settle"] = {"load": load, "ok": run["ok"], **settle_timeline(run)}
    (out / "edge_latency.json").write_text(json.dumps(results, indent=1, default=float))
    write_report(results, out)
    say(f"wrote {out / 'edge_latency.md'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m screenroute.bench.edge_latency", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="run the demo with full reads and keep every frame the edge read")
    rec.add_argument("--frames", type=Path, required=True)
    rec.add_argument("--scales", type=float, nargs="+", default=[1.0, 1.25, 1.5])
    rep = sub.add_parser("report", help="measure (see the module docstring) and write the results")
    rep.add_argument("--frames", type=Path, required=True)
    rep.add_argument("--runs", type=int, default=2)
    rep.add_argument("--scales", type=float, nargs="+", default=[1.0, 1.25, 1.5])
    rep.add_argument("--out", type=Path, default=RESULTS)
    rep.add_argument("--only", nargs="+", choices=PARTS)
    args = parser.parse_args(argv)
    if args.command == "record":
        for scale in args.scales:
            run_demo(scale, "full", args.frames / f"scale_{scale:g}")
        return 0
    return report(args)


if __name__ == "__main__":
    raise SystemExit(main())
