"""The ``screenroute`` command line: the composition root that wires edge, router and cloud together.

Config is read here once, validated into typed objects and passed to constructors;
nothing else in the packages reads the environment or argv.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.router.app.cli_flags import (
    COMMANDS_GROUP,
    TASK_FOLDERS_GROUP,
    Subcommands,
    add_param_flags,
    add_planner_client_flags,
    add_server_security_flags,
    data_dir,
    flywheel_paths,
    hide_from_children,
    key_value,
    planner_client_options,
    read_tokens,
    write_atomically,
)
from screenroute.router.errors import ConfigError, RouterError

if TYPE_CHECKING:
    import numpy as np

    from screenroute.edge.record import Demonstration, RecordingSession
    from screenroute.edge.sandbox.write_gate import WriteGateClient
    from screenroute.router.authoring.recording import RecordedTask, RecordOptions
    from screenroute.router.authoring.recording.merge import MergedTask
    from screenroute.router.privacy.escalation import RedactedEscalation

log = logging.getLogger("screenroute")

# ``screenroute record``: the task file was written, but a parameter the person declared is in no action.
EXIT_UNBOUND = 3
# ``screenroute record --strict``: the task file was written, but a step failed its rehearsal.
EXIT_REHEARSAL = 4


def _seconds(text: str) -> float:
    """A duration in seconds for argparse: a finite number ≥ 0 (0 turns the step off), or a clear error."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} must be a number of seconds ≥ 0")
    return value


def _each_image(command: str, paths: Sequence[str], handle: Callable[[str, np.ndarray], None]) -> int:
    """``handle`` every image; one that cannot be read or scored is reported and skipped (exit status 2)."""
    from screenroute.edge.errors import EdgeError
    from screenroute.edge.frame import Frame

    status = 0
    for path in paths:
        try:
            handle(path, Frame.load(path).pixels)
        except EdgeError as exc:
            print(f"screenroute {command}: {path}: {exc}", file=sys.stderr)
            status = 2
    return status


def _add_ocr(sub: Subcommands) -> None:
    p = sub.add_parser("ocr", help="read the text of images with the edge's OCR")
    p.add_argument("images", nargs="+", metavar="IMAGE")
    p.add_argument("--json", action="store_true", help="one JSON object per line of text: text, box, score")
    p.add_argument("--engine", default="rapidocr")
    p.set_defaults(func=_cmd_ocr)


def _cmd_ocr(args: argparse.Namespace) -> int:
    from screenroute.edge.ocr import create_ocr_engine

    engine = create_ocr_engine(args.engine)

    def show(path: str, pixels: np.ndarray) -> None:
        for line in engine.read(pixels):
            if args.json:
                record = line.to_json()
                if len(args.images) > 1:
                    record = {"path": path, **record}
                print(json.dumps(record, ensure_ascii=False))
            else:
                b = line.box
                print(f"{line.score:.2f}  [{b.x0},{b.y0},{b.x1},{b.y1}]  {line.text}")

    return _each_image("ocr", args.images, show)


def _add_redact(sub: Subcommands) -> None:
    p = sub.add_parser("redact", help="redact images as an escalation would: PNG + placeholders, never a raw value")
    p.add_argument("images", nargs="+", metavar="IMAGE")
    p.add_argument("-o", "--out", required=True, metavar="OUT_DIR", help="folder for the redacted PNGs")
    p.add_argument(
        "--json", action="store_true", help="one JSON object per image: entity types, boxes, redacted text, timings"
    )
    p.add_argument("--goal", default=None, help="a goal text to redact with the same placeholders")
    p.add_argument("--engine", default="rapidocr")
    p.set_defaults(func=_cmd_redact)


def _redaction_record(parts: RedactedEscalation, output: Path, goal: str | None) -> dict[str, object]:
    """What ``redact --json`` says of an image that would be escalated: where it went and what was found."""
    from collections import Counter

    record: dict[str, object] = {
        "escalate": True,
        "output": str(output),
        "counts": dict(Counter(f.entity_type for f in parts.findings)),
        "entities": [
            {
                "type": f.entity_type,
                "placeholder": f.placeholder,
                "source": f.source,
                "box": None if f.box is None else [f.box.x0, f.box.y0, f.box.x1, f.box.y1],
            }
            for f in parts.findings
        ],
        "lines": [
            {"text": line.text, "box": [line.box.x0, line.box.y0, line.box.x1, line.box.y1]} for line in parts.lines
        ],
        "unread_regions": len(parts.unread),
    }
    if goal:
        record["goal"] = parts.goal
    return record


def _redacted_name(path: str, used: set[str]) -> str:
    """The output file's name; two inputs with one file name (a/x.png, b/x.png) must not overwrite each other."""
    name = Path(path).stem + ".redacted.png"
    while name in used:
        name = "_" + name
    used.add(name)
    return name


def _cmd_redact(args: argparse.Namespace) -> int:
    import time

    from screenroute.edge.errors import EdgeError
    from screenroute.edge.frame import Frame
    from screenroute.edge.ocr import create_ocr_engine
    from screenroute.edge.ocr.rapid import OcrResult
    from screenroute.router.errors import RedactionError
    from screenroute.router.privacy.escalation import EscalationTexts, redact_escalation
    from screenroute.router.privacy.redaction import PresidioRedactor
    from screenroute.router.privacy.redaction.escalation import PrecomputedRead

    out_dir = Path(args.out)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"-o {args.out}: cannot create the output folder: {exc.strerror}") from exc
    engine = create_ocr_engine(args.engine)
    # One redactor for the batch: a value is the same placeholder in every image and in the goal.
    redactor = PresidioRedactor()
    redactor.warm_up()
    status = 0
    used: set[str] = set()
    for path in args.images:
        started = time.perf_counter()
        try:
            frame = Frame.load(path)
            reader = getattr(engine, "read_detailed", None)
            result = reader(frame.pixels) if reader is not None else OcrResult(lines=engine.read(frame.pixels))
        except EdgeError as exc:
            print(f"screenroute redact: {path}: {exc}", file=sys.stderr)
            status = 2
            continue
        ocr_ms = (time.perf_counter() - started) * 1000
        name = _redacted_name(path, used)
        record: dict[str, object] = {"path": path, "size": [frame.width, frame.height]}
        try:
            parts = redact_escalation(
                redactor, frame, result.lines, EscalationTexts(goal=args.goal or ""), ocr=PrecomputedRead(result)
            )
        except RedactionError as exc:
            # Failing closed: no image is written for a screen that would not be escalated.
            record.update(escalate=False, reason=str(exc))
            status = max(status, 1)
        else:
            parts.frame.to_image().save(out_dir / name)
            record.update(_redaction_record(parts, out_dir / name, args.goal))
        total_ms = (time.perf_counter() - started) * 1000
        record["timings_ms"] = {
            "ocr": round(ocr_ms, 1),
            "redact": round(total_ms - ocr_ms, 1),
            "total": round(total_ms, 1),
        }
        _show_redaction(args, path, record, total_ms)
    return status


def _show_redaction(args: argparse.Namespace, path: str, record: dict[str, object], total_ms: float) -> None:
    if args.json:
        print(json.dumps(record, ensure_ascii=False))
    elif record["escalate"]:
        counts = record["counts"]
        found = ", ".join(f"{k} {v}" for k, v in sorted(dict(counts).items())) if isinstance(counts, dict) else ""
        print(f"{path} -> {record['output']}: {found or 'nothing found'} ({total_ms:.0f} ms)")
    else:
        print(f"{path}: not escalated: {record['reason']}")


def _add_cloud(sub: Subcommands) -> None:
    p = sub.add_parser("cloud", help="run the cloud planner gRPC service")
    p.add_argument("--listen", default="127.0.0.1:50051", help="HOST:PORT to listen on")
    p.add_argument("--backend", default="rules", help="planner backend: rules (offline) or openai")
    p.add_argument("--metrics-port", type=int, default=None)
    p.add_argument("--max-message-bytes", type=int, default=8 * 1024 * 1024)
    p.add_argument("--backend-config", default=None, help="JSON file of backend options")
    p.add_argument("--model", default=None, help="openai backend: model name")
    p.add_argument("--base-url", default=None, help="openai backend: OpenAI-compatible base URL")
    p.add_argument("--detail", default=None, choices=["high", "low"], help="openai backend: image detail")
    p.add_argument("--api-key-env", default="OPENAI_API_KEY", help="env variable holding the API key")
    add_server_security_flags(p)
    p.add_argument("--budget-per-task-usd", type=float, default=None, help="billed cost one task may reach")
    p.add_argument("--budget-per-client-daily-usd", type=float, default=None, help="per client and UTC day")
    p.add_argument("--budget-daily-usd", type=float, default=None, help="for the whole server per UTC day")
    p.set_defaults(func=_cmd_cloud)


def _cmd_cloud(args: argparse.Namespace) -> int:
    import os
    from pathlib import Path

    from screenroute.cloud.backends import create_backend
    from screenroute.cloud.budget import BudgetConfig
    from screenroute.cloud.server import PlannerServerConfig, run_forever

    tokens = read_tokens(args.token_env, args.token_file, "token")
    try:
        options = json.loads(Path(args.backend_config).read_text()) if args.backend_config else {}
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"cannot read a config file: {exc}") from exc
    if args.backend == "openai":
        for key, value in (("model", args.model), ("base_url", args.base_url), ("detail", args.detail)):
            if value is not None:
                options[key] = value
        if args.api_key_env and os.environ.get(args.api_key_env):
            hide_from_children(args.api_key_env)
            options["api_key"] = os.environ[args.api_key_env]
    try:
        config = PlannerServerConfig(
            address=args.listen,
            backend=args.backend,
            metrics_port=args.metrics_port,
            max_message_bytes=args.max_message_bytes,
            backend_options=options,
            auth_tokens=tuple(tokens),
            tls_cert_file=args.tls_cert,
            tls_key_file=args.tls_key,
            tls_client_ca_file=args.tls_client_ca,
            max_concurrent_per_client=args.max_per_client,
            budget=BudgetConfig(
                per_task_usd=args.budget_per_task_usd,
                per_client_daily_usd=args.budget_per_client_daily_usd,
                daily_usd=args.budget_daily_usd,
            ),
        )
        backend = create_backend(config.backend, **config.backend_options)
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    run_forever(config, backend=backend)
    return 0


def _add_cost(sub: Subcommands) -> None:
    p = sub.add_parser("cost", help="image tokens and cost of one screenshot for a model")
    p.add_argument("size", metavar="WIDTHxHEIGHT")
    p.add_argument("--model", required=True)
    p.add_argument("--detail", default="high", choices=["high", "low"])
    p.set_defaults(func=_cmd_cost)


def _cmd_cost(args: argparse.Namespace) -> int:
    from screenroute.cloud.pricing import PricingTable
    from screenroute.contract.errors import UnknownModelError

    width, _, height = args.size.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and int(width) > 0 and int(height) > 0):
        raise ConfigError(f"size must look like WIDTHxHEIGHT (e.g. 1024x1024), got {args.size!r}")
    try:
        pricing = PricingTable().get(args.model)
    except UnknownModelError as exc:
        raise ConfigError(str(exc)) from exc
    w, h = int(width), int(height)
    seen = pricing.image.native_size(w, h, args.detail)
    tokens = pricing.image_tokens(w, h, args.detail)
    cost = pricing.cost_usd(tokens, 0)
    print(
        f"{args.model} {w}x{h} detail={args.detail}: {tokens} image tokens, ${cost:.7f} "
        f"(model sees {seen[0]}x{seen[1]}; ${pricing.input_usd_per_mtok:.2f} per 1M input tokens)"
    )
    return 0


def _planner_targets(value: str | None) -> tuple[str, ...] | None:
    """``--planner``: None (not given) starts an embedded rules planner; ``none`` means no planner at all."""
    if value is None or value == "":
        return None
    if value.strip().lower() == "none":
        return ()
    return tuple(t.strip() for t in value.split(",") if t.strip())


def _add_edge(sub: Subcommands) -> None:
    p = sub.add_parser("edge", help="run the edge node's gRPC service for agents in other processes")
    p.add_argument("--listen", default="127.0.0.1:50052")
    p.add_argument("--planner", default="127.0.0.1:50051", help="HOST:PORT[,HOST:PORT...] of planner replicas")
    p.add_argument("--planner-deadline", type=float, default=10.0, help="seconds per planner call")
    p.add_argument("--tasks", default=None, help="folder of task files (*.yaml); default: the bundled tasks")
    add_param_flags(p)
    p.add_argument("--metrics-port", type=int, default=None)
    p.add_argument("--replay", default=None, help="replay library (default: ~/.local/share/screenroute/replay.db)")
    p.add_argument("--plan-cache", default=None, help="plan cache (default: in the replay library's file)")
    p.add_argument("--no-replay", action="store_true", help="keep no plan cache")
    p.add_argument("--queue", default=None, help="human queue (default: ~/.local/share/screenroute/queue.db)")
    add_server_security_flags(p)
    add_planner_client_flags(p)
    p.set_defaults(func=_cmd_edge)


def _cmd_edge(args: argparse.Namespace) -> int:
    from screenroute.router.app.edge_service import EdgeServiceConfig, run_forever

    try:
        if args.tasks is None:
            args.tasks = str(_registered_task_folder())
        paths = flywheel_paths(args)
        config = EdgeServiceConfig(
            address=args.listen,
            planner=tuple(args.planner.split(",")),
            planner_deadline_s=args.planner_deadline,
            metrics_port=args.metrics_port,
            plan_cache=paths["plan_cache"],
            human_queue=paths["human_queue"],
            auth_tokens=tuple(read_tokens(args.token_env, args.token_file, "token")),
            tls_cert_file=args.tls_cert,
            tls_key_file=args.tls_key,
            tls_client_ca_file=args.tls_client_ca,
            max_concurrent_per_client=args.max_per_client,
            **planner_client_options(args),
            tasks_dir=Path(args.tasks),
            task_params=dict(key_value(item) for item in args.param),
            param_file=Path(args.param_file) if args.param_file else None,
        )
        run_forever(config)
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    return 0


def _add_run(sub: Subcommands) -> None:
    p = sub.add_parser("run", help="run a task file on a sandbox (--url) or an existing display (--display)")
    p.add_argument("task", metavar="TASK.yaml")
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--display", default=None, help="attach to this X display, e.g. :99")
    screen.add_argument("--url", default=None, help="start a sandbox at this URL (default: the task's start_url)")
    add_param_flags(p)
    p.add_argument(
        "--planner",
        default=None,
        help="HOST:PORT[,HOST:PORT...] of planner replicas (default: an embedded rules planner; 'none': no planner)",
    )
    p.add_argument("--planner-deadline", type=float, default=10.0, help="seconds per planner call")
    p.add_argument("--replay", default=None, help="replay library (default: ~/.local/share/screenroute/replay.db)")
    p.add_argument("--plan-cache", default=None, help="plan cache (default: in the replay library's file)")
    p.add_argument("--no-replay", action="store_true", help="keep no replay library and no plan cache")
    p.add_argument("--queue", default=None, help="human queue (default: ~/.local/share/screenroute/queue.db)")
    p.add_argument(
        "--classifier",
        default="auto",
        choices=["auto", "on", "off"],
        help="state classifier: auto loads it when the task's steps name classifier labels",
    )
    p.add_argument(
        "--ocr",
        default="incremental",
        choices=["rapidocr", "incremental"],
        help="rapidocr reads every frame whole; incremental reads only what changed since the last read",
    )
    p.add_argument("--scale", type=float, default=1.0, choices=[1.0, 1.25, 1.5], help="display scale factor")
    p.add_argument("--theme", default="light", choices=["light", "dark"], help="sandbox theme (with --url)")
    p.add_argument("--workdir", default=None, help="where the run's files go (default: a temporary folder)")
    p.add_argument(
        "--download-dir", default=None, help="where the browser saves downloads (default: WORKDIR/downloads)"
    )
    p.add_argument("--keep", action="store_true", help="keep the work folder")
    p.add_argument("--max-iterations", type=int, default=80)
    p.add_argument("--metrics-port", type=int, default=None, help="serve the edge's /metrics on this port")
    p.add_argument("--json", action="store_true", help="print one JSON summary on stdout (progress goes to stderr)")
    add_planner_client_flags(p)
    p.set_defaults(func=_cmd_run)


def _cmd_run(args: argparse.Namespace) -> int:
    from screenroute.edge.errors import EdgeError
    from screenroute.router.app.factory import EdgeConfig
    from screenroute.router.app.runner import (
        RunConfig,
        run_task,
        stopped_summary_json,
        stopping_on_signals,
        summary_json,
    )
    from screenroute.router.authoring.tasks import ParameterError, TaskFileError
    from screenroute.router.errors import RunStopped

    def stopped(why: str, code: int = 1, outcome: str = "stopped") -> int:
        # Whoever started the run reads its last line: a run that never got to its report says why.
        if args.json:
            print(stopped_summary_json(why, outcome=outcome), flush=True)
        return code

    try:
        config = RunConfig(
            task=Path(args.task),
            display=args.display,
            url=args.url,
            parameters=dict(key_value(item) for item in args.param),
            param_file=Path(args.param_file) if args.param_file else None,
            edge=EdgeConfig(
                planner=_planner_targets(args.planner),
                **planner_client_options(args),
                planner_deadline_s=args.planner_deadline,
                metrics_port=args.metrics_port,
                classifier=args.classifier,
                ocr_engine=args.ocr,
                **flywheel_paths(args),
            ),
            workdir=Path(args.workdir) if args.workdir else None,
            download_dir=Path(args.download_dir) if args.download_dir else None,
            scale=args.scale,
            theme=args.theme,
            max_iterations=args.max_iterations,
            keep_workdir=args.keep,
        )
        with stopping_on_signals():
            report = run_task(config, out=sys.stdout, err=sys.stderr if args.json else sys.stdout)
    except (TaskFileError, ParameterError) as exc:
        print(f"screenroute run: {exc}", file=sys.stderr)
        return stopped(f"stopped: {exc}", 2)
    except RunStopped as exc:
        print(f"screenroute run: stopped: {exc}", file=sys.stderr)
        return stopped(f"stopped: {exc}")
    except KeyboardInterrupt:
        print("screenroute run: stopped: interrupted", file=sys.stderr)
        return stopped("stopped: interrupted (SIGINT)", 130)
    except EdgeError as exc:
        print(f"screenroute run: {exc}", file=sys.stderr)
        return stopped(f"stopped: {type(exc).__name__}: {exc}")
    except (ValueError, ConfigError) as exc:
        print(f"screenroute run: configuration error: {exc}", file=sys.stderr)
        return stopped(f"stopped: configuration error: {exc}", 2)
    except RouterError as exc:
        # The replay library, plan cache or human queue cannot be opened: say which and why.
        print(f"screenroute run: {exc}", file=sys.stderr)
        return stopped(f"stopped: {exc}", 2)
    except Exception as exc:  # noqa: BLE001 - every run ends with its summary; the traceback is printed
        # A defect in a part that had no report to end with (starting the edge, the sandbox): its
        # traceback for whoever mends it, and the summary all the same — no run ends without one.
        traceback.print_exc()
        return stopped(f"error: {type(exc).__name__}: {exc}", outcome="error")
    if args.json:
        print(summary_json(report), flush=True)
    return 0 if report.completed else 1


def _add_queue(sub: Subcommands) -> None:
    p = sub.add_parser("queue", help="runs that halted needing a person: list, show, resolve")
    p.add_argument("--queue", default=None, help="human queue (default: ~/.local/share/screenroute/queue.db)")
    qsub = p.add_subparsers(dest="queue_command", required=True)
    q = qsub.add_parser("list", help="open items, newest first")
    q.add_argument("--all", action="store_true", help="resolved items too")
    q.add_argument("--limit", type=int, default=100)
    q.add_argument("--json", action="store_true", help="one JSON object per item")
    q = qsub.add_parser("show", help="one item as JSON; its redacted last frame is written as a PNG")
    q.add_argument("id", type=int)
    q.add_argument("--frame-out", default=None, help="where to write the frame (default: queue-ID.png)")
    q = qsub.add_parser("resolve", help="mark an item resolved: who did what")
    q.add_argument("id", type=int)
    q.add_argument("--by", required=True, help="who resolved it")
    q.add_argument("--resolution", required=True, help="what was done")
    p.set_defaults(func=_cmd_queue)


def _cmd_queue(args: argparse.Namespace) -> int:
    from screenroute.router.deciding.human_queue import HumanQueue, HumanQueueError

    path = Path(args.queue) if args.queue else data_dir() / "queue.db"
    if not path.exists():
        print(f"screenroute queue: no human queue at {path}", file=sys.stderr)
        return 2
    queue = HumanQueue(path)
    try:
        if args.queue_command == "list":
            items = queue.list(status=None if args.all else "open", limit=args.limit)
            if args.json:
                for item in items:
                    print(json.dumps(item.to_json(), ensure_ascii=False))
            else:
                for item in items:
                    print(
                        f"{item.id:>5}  {item.status:<8}  {item.task}  step {item.step!r}  {item.reason}: {item.detail}"
                    )
                if not items:
                    print("the queue is empty" if args.all else "no open items")
        elif args.queue_command == "show":
            item = queue.get(args.id)
            print(json.dumps(item.to_json(), ensure_ascii=False, indent=2))
            png = queue.frame_png(args.id)
            if png is not None:
                out = Path(args.frame_out or f"queue-{item.id}.png")
                out.write_bytes(png)
                print(f"redacted last frame written to {out}", file=sys.stderr)
            else:
                print(f"no frame kept ({item.frame_note or 'none recorded'})", file=sys.stderr)
        else:
            item = queue.resolve(args.id, by=args.by, resolution=args.resolution)
            print(f"item {item.id} resolved by {item.resolved_by}: {item.resolution}")
    except HumanQueueError as exc:
        print(f"screenroute queue: {exc}", file=sys.stderr)
        return 2
    finally:
        queue.close()
    return 0


def _add_vocab(sub: Subcommands) -> None:
    p = sub.add_parser("vocab", help="the apps' vocabularies learned at the edge: list them, forget one")
    p.add_argument("--db", default=None, help="the vocabulary file (default: ~/.local/share/screenroute/vocabulary.db)")
    vsub = p.add_subparsers(dest="vocab_command", required=True)
    q = vsub.add_parser("list", help="every app and how many texts it learned, or one app's texts")
    q.add_argument("app", nargs="?", default=None, help="an app (its host:port or program)")
    q = vsub.add_parser("forget", help="remove an app's learned vocabulary, or one text of it")
    q.add_argument("app")
    q.add_argument("text", nargs="?", default=None)
    p.set_defaults(func=_cmd_vocab)


def _cmd_vocab(args: argparse.Namespace) -> int:
    from screenroute.router.privacy.app_vocabulary import AppVocabulary

    path = Path(args.db) if args.db else data_dir() / "vocabulary.db"
    if not path.exists():
        print(f"screenroute vocab: no app vocabulary at {path}", file=sys.stderr)
        return 2
    store = AppVocabulary(path)
    try:
        if args.vocab_command == "forget":
            gone = store.forget(args.app, args.text)
            print(f"forgot {gone} text(s) of {args.app}")
        elif args.app:
            for text in store.entries(args.app):
                print(text)
        else:
            for app, count in store.apps():
                print(f"{app}\t{count}")
    finally:
        store.close()
    return 0


def _add_index(sub: Subcommands) -> None:
    p = sub.add_parser("index", help="index the files under allow-listed roots for circle-select locate")
    p.add_argument(
        "roots", nargs="+", metavar="ROOT", help="allow-listed folders to index (hidden/system folders are skipped)"
    )
    p.add_argument("--db", required=True, help="SQLite index file (created if missing)")
    p.add_argument("--watch", action="store_true", help="keep running and apply file changes as they happen")
    p.set_defaults(func=_cmd_index)


def _cmd_index(args: argparse.Namespace) -> int:
    import time

    from screenroute.edge.locate import FileIndex, IndexWatcher, LocateError, create_embedder

    try:
        index = FileIndex(args.db, create_embedder("char-ngram"), args.roots)
        started = time.perf_counter()
        count = index.scan()
        print(
            f"indexed {count} files under {len(args.roots)} root(s) into {args.db} in {time.perf_counter() - started:.1f} s"
        )
        if args.watch:
            print("watching for changes (Ctrl+C to stop)")
            with IndexWatcher(index):
                while True:
                    time.sleep(1)
    except LocateError as exc:
        print(f"screenroute index: {exc}", file=sys.stderr)
        return 2
    return 0


def _add_locate(sub: Subcommands) -> None:
    p = sub.add_parser("locate", help="which indexed file does a screen region show? (candidates, scores, tier)")
    p.add_argument("--image", required=True, help="PNG/JPEG of the drawn region, physical pixels")
    p.add_argument("--db", required=True, help="index built by `screenroute index`")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--dir-hint", default=None, help="folder name visible on screen, favours files in it")
    p.add_argument("--misses", default=None, help="folder to keep the region as a miss record when not confirmable")
    p.add_argument("--engine", default="rapidocr")
    p.set_defaults(func=_cmd_locate)


def _cmd_locate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from screenroute.edge.errors import EdgeError
    from screenroute.edge.frame import Frame
    from screenroute.edge.locate import FileIndex, FileLocator, FileMatcher, MissDataset, create_embedder
    from screenroute.edge.ocr import create_ocr_engine

    if not Path(args.db).is_file():
        print(
            f"screenroute locate: no index at {args.db}; run `screenroute index ROOT... --db {args.db}` first",
            file=sys.stderr,
        )
        return 2
    try:
        index = FileIndex(args.db, create_embedder("char-ngram"))
        locator = FileLocator(create_ocr_engine(args.engine), FileMatcher(index))
        region = Frame.load(args.image).pixels
        outcome = locator.locate(region, dir_hint=args.dir_hint)
        if args.misses:
            MissDataset(args.misses).record(region, outcome.result, None)
    except EdgeError as exc:
        print(f"screenroute locate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(outcome.to_json(), ensure_ascii=False))
    else:
        print(f"tier: {outcome.result.tier}  ({outcome.timings_ms['total']:.0f} ms)")
        for i, match in enumerate(outcome.result.matches):
            mark = "*" if i == 0 and outcome.result.tier == "confirm" else " "
            print(f"{mark} {match.score:.3f}  {match.via:<7}  {match.file.path}")
    return 0 if outcome.result.tier != "redraw" else 1


def _add_classify(sub: Subcommands) -> None:
    p = sub.add_parser(
        "classify", help="which known screen state is each image in? (labels, confidence, unknown score)"
    )
    p.add_argument("images", nargs="+", metavar="IMAGE")
    p.add_argument(
        "--json", action="store_true", help="one JSON object per image: path, label, confidence, unknown, unknown_score"
    )
    p.add_argument("--model", default=None, help="classifier artifact (default: the one shipped with screenroute)")
    p.add_argument("--variant", default="int8", choices=["int8", "fp32"])
    p.add_argument("--threads", type=int, default=1)
    p.set_defaults(func=_cmd_classify)


def _cmd_classify(args: argparse.Namespace) -> int:
    from screenroute.edge.classify import DEFAULT_ARTIFACT, OnnxStateClassifier
    from screenroute.edge.errors import EdgeError

    try:
        classifier = OnnxStateClassifier(args.model or DEFAULT_ARTIFACT, variant=args.variant, threads=args.threads)
    except EdgeError as exc:
        print(f"screenroute classify: {exc}", file=sys.stderr)
        return 2

    def show(path: str, pixels: np.ndarray) -> None:
        prediction = classifier.classify(pixels)
        if args.json:
            print(json.dumps({"path": path, **prediction.to_json()}, ensure_ascii=False))
        else:
            flag = "UNKNOWN " if prediction.unknown else ""
            print(
                f"{path}: {flag}{prediction.state_label}  confidence {prediction.confidence:.3f}  "
                f"unknown_score {prediction.unknown_score:.4f} (threshold {prediction.unknown_threshold:.4f})"
            )

    return _each_image("classify", args.images, show)


def _add_replay(sub: Subcommands) -> None:
    p = sub.add_parser("replay", help="the replay library: list runs, show a run's steps, export a training set")
    replay = p.add_subparsers(dest="replay_command", required=True)
    q = replay.add_parser("list", help="the newest runs")
    q.add_argument("--db", required=True, help="replay library (SQLite)")
    q.add_argument("--task", default=None, help="only runs of this task")
    q.add_argument("--limit", type=int, default=50)
    q.add_argument("--json", action="store_true", help="one JSON object per run")
    q.set_defaults(func=_cmd_replay)
    q = replay.add_parser("show", help="one run's step table")
    q.add_argument("run", help="run id or uid (a unique prefix will do)")
    q.add_argument("--db", required=True, help="replay library (SQLite)")
    q.add_argument("--json", action="store_true", help="the run and its steps as one JSON object")
    q.set_defaults(func=_cmd_replay)
    q = replay.add_parser("export", help="labelled frames for `screenroute train` (known/labels.jsonl + images)")
    q.add_argument("--db", required=True, help="replay library (SQLite)")
    q.add_argument("--out", required=True, help="an empty folder to write the training set into")
    q.add_argument("--task", default=None, help="only runs of this task")
    q.add_argument("--model", default=None, help="label with this classifier's classes (default: the shipped one)")
    q.set_defaults(func=_cmd_replay)


def _cmd_replay(args: argparse.Namespace) -> int:
    from pathlib import Path

    from screenroute.edge.errors import EdgeError
    from screenroute.router.learning.replay import ReplayError, ReplayLibrary, export_training_set
    from screenroute.router.learning.replay.report import format_runs, format_steps

    if not Path(args.db).is_file():
        print(f"screenroute replay: no replay library at {args.db}", file=sys.stderr)
        return 2
    try:
        with ReplayLibrary(args.db) as library:
            if args.replay_command == "list":
                runs = library.runs(task=args.task, limit=args.limit)
                if args.json:
                    for run in runs:
                        print(json.dumps(run.to_json(), ensure_ascii=False))
                else:
                    print(format_runs(runs))
            elif args.replay_command == "show":
                run = library.run(args.run)
                steps = library.steps(run.id)
                if args.json:
                    print(json.dumps({**run.to_json(), "step_table": [s.to_json() for s in steps]}, ensure_ascii=False))
                else:
                    params = ", ".join(f"{k}={v}" for k, v in run.parameters.items()) or "-"
                    print(f"run {run.id} ({run.uid}) task {run.task}: {run.outcome} {run.detail}".rstrip())
                    print(f"parameters: {params}")
                    print(format_steps(steps))
            else:
                from screenroute.edge.classify import DEFAULT_ARTIFACT
                from screenroute.edge.classify.artifact import ClassifierArtifact
                from screenroute.edge.classify.training.replay import label_set_of

                # Labelled with the classes of the classifier the set is meant to fine-tune.
                label_set = label_set_of(ClassifierArtifact.load(args.model or DEFAULT_ARTIFACT))
                summary = export_training_set(library, Path(args.out), label_set, task=args.task)
                print(json.dumps(summary.to_json(), ensure_ascii=False))
    except (ReplayError, EdgeError) as exc:
        print(f"screenroute replay {args.replay_command}: {exc}", file=sys.stderr)
        return 2
    return 0


def _add_plancache(sub: Subcommands) -> None:
    p = sub.add_parser("plancache", help="what the plan cache learned: list its entries, forget some")
    cache = p.add_subparsers(dest="plancache_command", required=True)
    q = cache.add_parser("list", help="every entry: its task (or all tasks), step, actions, record")
    q.add_argument("--db", required=True, help="plan cache (SQLite; may be the replay library's file)")
    q.add_argument("--task", default=None, help="only this task's entries ('*': the reflexes shared by all tasks)")
    q.add_argument("--json", action="store_true", help="one JSON object per entry")
    q.set_defaults(func=_cmd_plancache)
    q = cache.add_parser("forget", help="delete entries: by id, every entry of --task, or --all")
    q.add_argument("ids", nargs="*", type=int, help="entry ids (from `plancache list`)")
    q.add_argument("--db", required=True, help="plan cache (SQLite)")
    q.add_argument("--task", default=None, help="forget this task's entries ('*': the shared reflexes)")
    q.add_argument("--all", action="store_true", help="forget every entry")
    q.set_defaults(func=_cmd_plancache)


def _cmd_plancache(args: argparse.Namespace) -> int:
    from pathlib import Path

    from screenroute.router.learning.plancache import GLOBAL_SCOPE, PlanCache, PlanCacheError

    if not Path(args.db).is_file():
        print(f"screenroute plancache: no plan cache at {args.db}", file=sys.stderr)
        return 2
    try:
        with PlanCache(args.db) as cache:
            entries = cache.entries(scope=args.task)
            if args.plancache_command == "list":
                for entry in entries:
                    anchors = list(entry.signature.anchors)
                    actions = [a.describe() for a in entry.actions]
                    row: dict[str, object] = {
                        "id": entry.id,
                        "task": "(all tasks)" if entry.scope == GLOBAL_SCOPE else entry.scope,
                        "step": entry.step,
                        "anchors": anchors,
                        "actions": actions,
                        "ok": entry.successes,
                        "failed": entry.failures,
                        "demoted": entry.demoted,
                    }
                    if args.json:
                        print(json.dumps(row, ensure_ascii=False))
                    else:
                        print(
                            f"#{entry.id} {row['task']} {entry.step!r}: {'; '.join(actions)} "
                            f"| anchors {', '.join(repr(a) for a in anchors)} | {entry.successes} ok / {entry.failures} failed"
                            + (" (demoted)" if entry.demoted else "")
                        )
                if not entries and not args.json:
                    print("no entries")
            else:
                chosen = [e.id for e in entries] if args.all or (args.task and not args.ids) else list(args.ids)
                if not chosen:
                    print("screenroute plancache forget: name entry ids, --task T or --all", file=sys.stderr)
                    return 2
                known = {e.id for e in cache.entries()}
                missing = [i for i in chosen if i not in known]
                if missing:
                    print(f"screenroute plancache forget: no entries {missing}", file=sys.stderr)
                    return 2
                for entry_id in chosen:
                    cache.forget(entry_id)
                print(f"forgot {len(chosen)} entr{'y' if len(chosen) == 1 else 'ies'}")
    except PlanCacheError as exc:
        print(f"screenroute plancache {args.plancache_command}: {exc}", file=sys.stderr)
        return 2
    return 0


def _add_train(sub: Subcommands) -> None:
    p = sub.add_parser("train", help="train the state classifier on a captured dataset (needs the train extra)")
    p.add_argument(
        "--data",
        default=None,
        help="dataset folder written by `python -m screenroute.bench.dataset.capture` "
        "(with --from-replay: mixed in so the network keeps what it knew)",
    )
    p.add_argument(
        "--from-replay",
        default=None,
        metavar="DB",
        help="fine-tune on a replay library's teacher labels; the old artifact is kept when the new one is worse",
    )
    p.add_argument(
        "--base", default=None, help="with --from-replay: the artifact to fine-tune (default: the shipped one)"
    )
    p.add_argument("--task", default=None, help="with --from-replay: only runs of this task")
    p.add_argument("--out", required=True, help="where to write the artifact (.zip)")
    p.add_argument("--workdir", default=None, help="intermediate files (default: DATA/train-run)")
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--seeds",
        type=int,
        default=1,
        help="train this many networks (seeds SEED, SEED+1, ...) and keep the best on validation",
    )
    p.add_argument("--threads", type=int, default=2, help="torch threads")
    p.add_argument(
        "--target-false-escalation",
        type=float,
        default=0.02,
        help="share of held-out known screens allowed over the unknown threshold",
    )
    p.add_argument(
        "--recalibrate",
        action="store_true",
        help="reuse the trained fp32 model in --workdir; redo quantization, unknown score, thresholds, artifact",
    )
    p.set_defaults(func=_cmd_train)


def _cmd_train(args: argparse.Namespace) -> int:
    from pathlib import Path

    if args.from_replay:
        return _train_from_replay(args)
    if not args.data:
        print("screenroute train: give --data DIR (a captured dataset) or --from-replay DB", file=sys.stderr)
        return 2
    try:
        from screenroute.edge.classify.training.train import TrainConfig, run_training
    except ImportError as exc:
        print(f"screenroute train: needs the train extra (pip install 'screenroute[train]'): {exc}", file=sys.stderr)
        return 2
    data = Path(args.data)
    if not (data / "known" / "labels.jsonl").is_file():
        print(
            f"screenroute train: {data} has no known/labels.jsonl; capture one with "
            f"`python -m screenroute.bench.dataset.capture --data {data}`",
            file=sys.stderr,
        )
        return 2
    config = TrainConfig(
        data_dir=data,
        out=Path(args.out),
        workdir=Path(args.workdir or data / "train-run"),
        epochs=args.epochs,
        seed=args.seed,
        seeds=args.seeds,
        threads=args.threads,
        target_false_escalation=args.target_false_escalation,
        recalibrate_only=args.recalibrate,
    )
    try:
        run_training(config, say=lambda msg: print(f"[train] {msg}", flush=True))
    except (FileNotFoundError, ValueError) as exc:  # the dataset (its label set, its splits) says what is wrong
        print(f"screenroute train: {exc}", file=sys.stderr)
        return 2
    return 0


def _add_record(sub: Subcommands) -> None:
    p = sub.add_parser(
        "record", help="record a person's demonstration on an X display into a task file (or merge recordings)"
    )
    p.add_argument("--display", default=None, help="the X display to listen to, e.g. :91")
    p.add_argument("--out", required=True, help="the task file to write (YAML)")
    p.add_argument(
        "--ocr",
        default="incremental",
        choices=["rapidocr", "incremental"],
        help="incremental (default) reads each screen where it changed from the nearest screen already read, "
        "and reads a text again apart before it becomes an anchor or a target; rapidocr reads every screen whole",
    )
    add_param_flags(
        p,
        param_help="a value the person will type or pick; it becomes {NAME} in the task (repeatable)",
        file_help="NAME=VALUE lines of secret values (never written to the task)",
    )
    p.add_argument(
        "--secret",
        action="append",
        default=[],
        metavar="NAME",
        help="a secret value read from SCREENROUTE_PARAM_<NAME>",
    )
    p.add_argument("--goal", default=None, help="what the task achieves, in words")
    p.add_argument("--name", default=None, help="the task's name (default: the output file's name)")
    p.add_argument("--until-text", default=None, help="stop once this text shows on a settled screen")
    p.add_argument("--stop-key", default="Pause", help="the key (chord) that ends the recording (default: Pause)")
    p.add_argument("--max-seconds", type=float, default=1800.0, help="stop after this long in any case")
    p.add_argument("--start-url", default=None, help="the URL the task starts on (written as start_url and origin)")
    p.add_argument(
        "--frames", default=None, help="keep the demonstration (screenshots, actions, OCR; secrets masked) here"
    )
    p.add_argument("--from-frames", default=None, help="rebuild the task from a demonstration kept with --frames")
    p.add_argument(
        "--step-change", type=float, default=0.35, help="share of screen texts that must change for a new step"
    )
    p.add_argument("--merge", nargs="+", default=None, metavar="TASK.yaml", help="merge these recordings of one task")
    p.add_argument(
        "--no-rehearse",
        action="store_true",
        help="do not replay the task file on the recording's own frames before writing it",
    )
    p.add_argument(
        "--rehearse-scales",
        default="1.25",
        help="the display scales besides 100 %% the task is rehearsed at, comma-separated (default: 1.25; "
        "each more scale reads every pressed frame once more, e.g. 1.25,0.8)",
    )
    p.add_argument(
        "--rehearse-budget",
        type=_seconds,
        default=180.0,
        help="seconds the rehearsal may take in all (default: 180); what comes after is written unrehearsed, "
        "and the task file says from which step",
    )
    p.add_argument(
        "--strict",
        action="store_true",
        help=f"exit with status {EXIT_REHEARSAL} when a step fails its rehearsal (the file is written all the same)",
    )
    p.set_defaults(func=_cmd_record)


def _write_task_file(out: Path, task: RecordedTask | MergedTask, header: str) -> None:
    """The task file a person reads, and beside it the layout signatures nobody can (``tasks.layouts``)."""
    import dataclasses

    from screenroute.router.authoring.tasks import detach_layouts, write_layouts

    data, layouts = detach_layouts(task.data)
    write_layouts(out, layouts)
    write_atomically(out, dataclasses.replace(task, data=data).to_yaml(header))


def _record_merge(args: argparse.Namespace, out: Path) -> int:
    """``record --merge A.yaml B.yaml``: one task file from several recordings of one task."""
    from screenroute.router.authoring.recording.merge import MergeError, merge_task_files
    from screenroute.router.authoring.tasks import TaskFileError

    try:
        merged = merge_task_files([Path(p) for p in args.merge])
    except (MergeError, TaskFileError) as exc:
        print(f"screenroute record --merge: {exc}", file=sys.stderr)
        return 2
    _write_task_file(out, merged, merged.header)
    for warning in merged.warnings:
        print(f"[record] warning: {warning}", file=sys.stderr)
    print(f"[record] merged {len(args.merge)} recordings into {out}: {len(merged.data['steps'])} steps")
    return 0


def _record_parameters(args: argparse.Namespace) -> tuple[dict[str, str], dict[str, str]]:
    """The recording's plain values (``--param``) and its secrets: every value of the ``--param-file``,
    and each ``--secret`` from there or from its environment variable, as a task run resolves them."""
    from screenroute.router.authoring.tasks import ParameterError, read_param_file, resolve_secrets

    values = dict(key_value(item) for item in args.param)
    try:
        from_file = read_param_file(args.param_file) if args.param_file else {}
    except ParameterError as exc:
        raise ConfigError(str(exc)) from exc
    try:
        secret = {**from_file, **resolve_secrets(args.secret, param_file=from_file)}
    except ParameterError as exc:
        raise ConfigError(f"--secret {exc}") from exc
    clash = sorted(set(values) & set(secret))
    if clash:
        raise ConfigError(f"parameter(s) {', '.join(clash)} given both as --param and as a secret")
    return values, secret


def _record_options(
    args: argparse.Namespace, out: Path, values: dict[str, str], secret: dict[str, str]
) -> RecordOptions:
    """What the task file is called, what it achieves, and which recorded values become parameters."""
    import re

    from screenroute.router.authoring.recording import Parameters, RecordOptions

    name = args.name or re.sub(r"\W+", "_", out.stem).strip("_") or "recorded_task"
    return RecordOptions(
        name=name,
        goal=args.goal or f"Repeat the recorded task {name}",
        params=Parameters({**values, **secret}, frozenset(secret)),
        start_url=args.start_url or "",
        origins=(args.start_url,) if args.start_url else (),
        step_change=args.step_change,
        rehearse=not getattr(args, "no_rehearse", False),
        rehearse_scales=_rehearse_scales(getattr(args, "rehearse_scales", "1.25")),
        rehearse_budget_s=getattr(args, "rehearse_budget", 180.0),
        progress=_progress_printer(),
    )


def _rehearse_scales(text: str) -> tuple[float, ...]:
    """``--rehearse-scales``: display scales between 50 and 300 %, comma-separated."""
    try:
        scales = tuple(float(part) for part in text.split(",") if part.strip())
    except ValueError as exc:
        raise ConfigError(f"--rehearse-scales {text!r}: not numbers separated by commas") from exc
    if any(not 0.5 <= x <= 3.0 for x in scales):
        raise ConfigError(f"--rehearse-scales {text!r}: each scale must lie between 0.5 and 3.0")
    return scales


def _progress_printer() -> Callable[[str], None]:
    """Prints what the build is doing to stderr, with the seconds since it began: a build of a long
    recording on a busy machine takes minutes, and silence looks like a hang."""
    import time

    started = time.monotonic()

    def say(what: str) -> None:
        print(f"[record] {time.monotonic() - started:6.1f} s  {what}", file=sys.stderr, flush=True)

    return say


def _record_demonstration(args: argparse.Namespace, session: RecordingSession, secret: dict[str, str]) -> Demonstration:
    """The person's demonstration: listened to live on the display, or one kept earlier with ``--frames``."""
    import dataclasses
    import signal

    from screenroute.edge.record import RecordingEnvironment, load_demonstration

    if args.from_frames:
        try:
            return load_demonstration(Path(args.from_frames), secrets=secret)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"--from-frames {args.from_frames}: {exc}") from exc

    def ready() -> None:
        until = f", or when {args.until_text!r} shows" if args.until_text else ""
        print(
            f"[record] listening on {args.display}: stop with {args.stop_key}, Ctrl+C{until}",
            file=sys.stderr,
            flush=True,
        )

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda signum, frame: session.stop("signal"))
    demo = session.run(on_ready=ready)
    print(
        f"[record] stopped ({demo.stop_reason}) after {len(demo.actions)} actions; reading the screens",
        file=sys.stderr,
        flush=True,
    )
    return dataclasses.replace(demo, environment=RecordingEnvironment.here(_sandbox_folders(args.display)))


def _sandbox_folders(display: str | None) -> list[str]:
    """The folders the sandbox on ``display`` started its program in (its work folder, its home, its
    path, the sandbox's own): none for a display that is not one of our sandboxes."""
    import json

    from screenroute.edge.sandbox.detached import state_file

    if not display:
        return []
    try:
        state = json.loads(state_file(display).read_text())
    except (OSError, ValueError):
        return []
    return [str(state[key]) for key in ("cwd", "home", "path", "workdir") if state.get(key)]


def _record_egress(args: argparse.Namespace) -> tuple[WriteGateClient | None, str]:
    """The egress filter of the sandbox on ``--display`` (its writes become the task's ``writes:``) and
    the origin that counts (``--start-url``'s); (None, "") for a display that is not one of our sandboxes."""
    from screenroute.contract.skills import url_origin
    from screenroute.edge.errors import WriteGateError
    from screenroute.edge.sandbox.write_gate import gate_for_display

    if not args.display:
        return None, ""
    try:
        gate = gate_for_display(args.display)
    except WriteGateError as exc:
        print(f"[record] warning: the writes of this run are not learned: {exc}", file=sys.stderr)
        return None, ""
    origin = url_origin(args.start_url)[0] if args.start_url else None
    return gate, (f"{origin[0]}://{origin[1]}:{origin[2]}" if origin is not None else "")


def _cmd_record(args: argparse.Namespace) -> int:
    from screenroute.edge.ocr import create_ocr_engine
    from screenroute.edge.record import RecordError, RecordingSession, save_demonstration
    from screenroute.router.authoring.recording import RecordingError, build_task, recording_header
    from screenroute.router.authoring.recording.signature import layout_signature_fn

    out = Path(args.out)
    if args.merge:
        return _record_merge(args, out)
    if not args.display and not args.from_frames:
        raise ConfigError("--display :N is needed to record (or --merge A.yaml B.yaml to merge recordings)")
    values, secret = _record_parameters(args)
    try:
        options = _record_options(args, out, values, secret)
        ocr = create_ocr_engine("rapidocr")
        egress, origin = _record_egress(args)
        session = RecordingSession(
            args.display or ":0",
            ocr=ocr,
            until_text=args.until_text or "",
            stop_chord=args.stop_key,
            max_seconds=args.max_seconds,
            incremental=args.ocr == "incremental",
            egress=egress,
            origin=origin,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    try:
        demo = _record_demonstration(args, session, secret)
    except RecordError as exc:
        print(f"screenroute record: {exc}", file=sys.stderr)
        return 2
    if args.frames and not args.from_frames:
        # Kept before the build: a build that is stopped (or fails) never loses what the person showed;
        # `--from-frames` builds it again.
        save_demonstration(demo, Path(args.frames), secrets=secret)
        print(f"[record] demonstration kept in {args.frames}", file=sys.stderr, flush=True)
    try:
        recorded = build_task(demo, ocr, options, layout=layout_signature_fn(), incremental=args.ocr == "incremental")
    except RecordingError as exc:
        print(f"screenroute record: {exc}", file=sys.stderr)
        return 2
    finally:
        if args.frames:
            # Again, with what the build read: a rebuild reads no frame twice.
            save_demonstration(demo, Path(args.frames), secrets=secret)
    _write_task_file(out, recorded, recording_header(demo, recorded))
    for warning in recorded.warnings:
        print(f"[record] warning: {warning}", file=sys.stderr)
    stats = recorded.stats
    print(
        f"[record] wrote {out}: {stats['actions']} actions in {stats['steps']} steps "
        f"(clicks by text {stats['clicks_by_text']}, into fields {stats['clicks_by_field']}, "
        f"by point {stats['clicks_by_point']})"
    )
    if recorded.unbound:
        # Said last and by the exit status: a task file that silently lacks a value the person
        # declared is refused only later, at the first run that gives it.
        print(
            f"screenroute record: declared parameters not bound to any action: {', '.join(recorded.unbound)} "
            f"(the task file was written without them; a run given them is refused)",
            file=sys.stderr,
        )
        return EXIT_UNBOUND
    if recorded.rehearsal:
        print(
            f"screenroute record: {len(recorded.rehearsal)} finding(s) of the rehearsal on the recording's own frames "
            "are in the file's `rehearsal:`; review those steps before an unattended run",
            file=sys.stderr,
        )
        if args.strict:
            return EXIT_REHEARSAL
    return 0


def _add_sandbox(sub: Subcommands) -> None:
    p = sub.add_parser("sandbox", help="start or stop a detached sandbox (Xvfb + openbox + Chromium or a program)")
    p.add_argument("action", choices=["start", "stop"])
    p.add_argument("--url", default="about:blank", help="start: the page Chromium opens")
    p.add_argument("--app", default="chromium", help="start: chromium (default) or a desktop program (pcmanfm)")
    p.add_argument("--path", default=None, help="start: the folder a file manager opens")
    p.add_argument("--cwd", default=None, help="start, with --program: the folder the program starts in")
    p.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="start, with --program: an environment variable for the program (repeatable)",
    )
    p.add_argument("--scale", type=float, default=1.0, choices=[1.0, 1.25, 1.5])
    p.add_argument("--theme", default="light", choices=["light", "dark"])
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=800)
    p.add_argument("--display", default=None, help="stop: the sandbox's display, e.g. :91")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument(
        "--program",
        action="store_true",
        help="start: any program, its command last: --program -- PROGRAM [ARG...] (argv, no shell); "
        "its window fills the screen, scale and theme reach it through its toolkit's environment",
    )
    p.set_defaults(func=_cmd_sandbox)


def _cmd_sandbox(args: argparse.Namespace) -> int:
    from pathlib import Path

    from screenroute.edge.errors import SandboxError
    from screenroute.edge.sandbox.detached import DetachedSpec, start_detached, stop_detached

    try:
        if args.action == "start":
            command = list(getattr(args, "program_argv", None) or [])
            if args.program and not command:
                raise ConfigError("--program needs the program's command after it: --program -- PROGRAM [ARG...]")
            env = {}
            for item in args.env:
                name, sep, value = item.partition("=")
                if not sep or not name:
                    raise ConfigError(f"--env {item!r} is not NAME=VALUE")
                env[name] = value
            if (env or args.cwd) and not command:
                raise ConfigError("--env and --cwd are for --program")
            spec = DetachedSpec(
                app="program" if command else args.app,
                url=args.url,
                path=Path(args.path) if args.path else None,
                command=tuple(command),
                cwd=Path(args.cwd) if args.cwd else None,
                env=env,
                scale=args.scale,
                theme=args.theme,
                width=args.width,
                height=args.height,
            )
            info = start_detached(spec)
            if args.json:
                print(json.dumps(info))
            else:
                print(
                    f"sandbox on {info['display']} (pid {info['pid']}); stop it with `screenroute sandbox stop --display {info['display']}`"
                )
            return 0
        if not args.display:
            raise ConfigError("sandbox stop needs --display :N")
        left = stop_detached(args.display)
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    except SandboxError as exc:
        print(f"screenroute sandbox: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"display": args.display, "stopped": True, "left_behind": left}))
    return 0 if not left else 1


def _train_from_replay(args: argparse.Namespace) -> int:
    """Fine-tune the classifier on the replay library's teacher labels; keep the old one if the new is worse."""
    import tempfile
    from pathlib import Path

    from screenroute.edge.classify import DEFAULT_ARTIFACT
    from screenroute.edge.classify.artifact import ClassifierArtifact
    from screenroute.edge.classify.training.replay import (
        ReplayTrainConfig,
        TrainingSetError,
        label_set_of,
        run_replay_finetune,
    )
    from screenroute.edge.errors import EdgeError
    from screenroute.router.learning.replay import ReplayError, ReplayLibrary, export_training_set

    db = Path(args.from_replay)
    base = Path(args.base) if args.base else DEFAULT_ARTIFACT
    if not db.is_file():
        print(f"screenroute train: no replay library at {db}", file=sys.stderr)
        return 2
    workdir = Path(args.workdir) if args.workdir else Path(tempfile.mkdtemp(prefix="screenroute-replay-train-"))
    export_dir = workdir / "replay-set"

    def say(msg: str) -> None:
        print(f"[train] {msg}", flush=True)

    try:
        label_set = label_set_of(ClassifierArtifact.load(base))
        with ReplayLibrary(db) as library:
            summary = export_training_set(library, export_dir, label_set, task=args.task)
    except (ReplayError, EdgeError) as exc:
        print(f"screenroute train: {exc}", file=sys.stderr)
        return 2
    say(f"exported {summary.frames} labelled frames from {summary.runs} runs: {summary.by_split} {summary.by_source}")
    config = ReplayTrainConfig(
        data_dir=export_dir,
        out=Path(args.out),
        workdir=workdir,
        base=base,
        base_data=Path(args.data) if args.data else None,
        epochs=args.epochs,
        seed=args.seed,
        threads=args.threads,
    )
    try:
        outcome = run_replay_finetune(config, say=say)
    except TrainingSetError as exc:
        print(f"screenroute train: {exc}", file=sys.stderr)
        return 2
    say(outcome.describe())
    return 0


def _registered_commands() -> list[Callable[[Subcommands], None]]:
    """The commands other installed packages add (``screenroute.commands`` entry points), in their order."""
    from importlib.metadata import entry_points

    return [entry.load() for entry in entry_points(group=COMMANDS_GROUP)]


def _registered_task_folder() -> Path:
    """The task files ``screenroute edge`` serves without ``--tasks``: the first folder a package registers."""
    from importlib.metadata import entry_points

    for entry in entry_points(group=TASK_FOLDERS_GROUP):
        return Path(entry.load())
    raise ConfigError(
        f"--tasks DIR is needed: no installed package registers a folder of task files ({TASK_FOLDERS_GROUP})"
    )


#: The commands of this package, in the order ``screenroute --help`` lists them.
_COMMANDS: tuple[Callable[[Subcommands], None], ...] = (
    _add_run,
    _add_queue,
    _add_vocab,
    _add_cloud,
    _add_cost,
    _add_edge,
    _add_ocr,
    _add_redact,
    _add_index,
    _add_locate,
    _add_classify,
    _add_replay,
    _add_plancache,
    _add_train,
    _add_record,
    _add_sandbox,
)


def build_parser() -> argparse.ArgumentParser:
    """The whole command line: the commands of this package, then those other installed packages register."""
    parser = argparse.ArgumentParser(prog="screenroute", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug details")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in (*_registered_commands(), *_COMMANDS):
        add(sub)
    return parser


def _split_program(argv: list[str]) -> tuple[list[str], list[str]]:
    """``sandbox start ... --program [--] PROGRAM ARG...``: everything after ``--program`` is the
    program's own argument vector, never read as screenroute's options (argparse would take its
    ``-x`` flags as ours)."""
    if "--program" not in argv:
        return argv, []
    at = argv.index("--program")
    rest = argv[at + 1 :]
    return argv[: at + 1], rest[1:] if rest[:1] == ["--"] else rest


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``screenroute`` command."""
    from screenroute.edge.ort import disable_telemetry_env

    # Before anything can import onnxruntime (OCR, classifier, training): its telemetry uploader
    # starts at import and resolves a Microsoft host from native code. Children inherit the switch.
    disable_telemetry_env()
    # What the edge writes (replay library, plan cache, queue, audit log, downloads, evidence) holds
    # screens and values of tasks: files 0600, folders 0700, for everything this process creates.
    os.umask(0o077)
    argv, program_argv = _split_program(list(sys.argv[1:] if argv is None else argv))
    args = build_parser().parse_args(argv)
    args.program_argv = program_argv
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    # Presidio logs every recognizer lookup at INFO; that is noise next to the step table.
    logging.getLogger("presidio-analyzer").setLevel(logging.WARNING)
    try:
        return int(args.func(args))
    except ConfigError as exc:
        print(f"screenroute {args.command}: configuration error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
