"""The ``screenroute`` command line: the composition root that wires edge, router and cloud together.

Config is read here once, validated into typed objects and passed to constructors;
nothing else in the packages reads the environment or argv.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Sequence

from router.errors import ConfigError

log = logging.getLogger("screenroute")


def _cmd_ocr(args: argparse.Namespace) -> int:
    from edge.errors import EdgeError
    from edge.frame import Frame
    from edge.ocr import create_ocr_engine

    engine = create_ocr_engine(args.engine)
    status = 0
    for path in args.images:
        try:
            lines = engine.read(Frame.load(path).pixels)
        except EdgeError as exc:
            print(f"screenroute ocr: {path}: {exc}", file=sys.stderr)
            status = 2
            continue
        for line in lines:
            if args.json:
                record = line.to_json()
                if len(args.images) > 1:
                    record = {"path": path, **record}
                print(json.dumps(record, ensure_ascii=False))
            else:
                b = line.box
                print(f"{line.score:.2f}  [{b.x0},{b.y0},{b.x1},{b.y1}]  {line.text}")
    return status


def _cmd_cloud(args: argparse.Namespace) -> int:
    import os
    from pathlib import Path

    from cloud.backends import create_backend
    from cloud.server import PlannerServerConfig, run_forever

    # Secrets come from the environment or files, never from argv (visible in `ps`).
    tokens: list[str] = []
    if args.token_env:
        tokens += [t for t in os.environ.get(args.token_env, "").split(",") if t.strip()]
        if not tokens:
            raise ConfigError(f"--token-env {args.token_env}: the variable is unset or empty")
    try:
        if args.token_file:
            tokens += [t.strip() for t in Path(args.token_file).read_text().splitlines() if t.strip()]
        options = json.loads(Path(args.backend_config).read_text()) if args.backend_config else {}
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"cannot read a config file: {exc}") from exc
    if args.backend == "openai":
        for key, value in (("model", args.model), ("base_url", args.base_url), ("detail", args.detail)):
            if value is not None:
                options[key] = value
        if args.api_key_env and os.environ.get(args.api_key_env):
            options["api_key"] = os.environ[args.api_key_env]
    try:
        config = PlannerServerConfig(
            address=args.listen, backend=args.backend, metrics_port=args.metrics_port,
            max_message_bytes=args.max_message_bytes, backend_options=options,
            auth_tokens=tuple(tokens), tls_cert_file=args.tls_cert, tls_key_file=args.tls_key,
            tls_client_ca_file=args.tls_client_ca, max_concurrent_per_client=args.max_per_client,
        )
        backend = create_backend(config.backend, **config.backend_options)
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    run_forever(config, backend=backend)
    return 0


def _cmd_cost(args: argparse.Namespace) -> int:
    from cloud.errors import UnknownModelError
    from cloud.pricing import PricingTable

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
    print(f"{args.model} {w}x{h} detail={args.detail}: {tokens} image tokens, ${cost:.7f} "
          f"(model sees {seen[0]}x{seen[1]}; ${pricing.input_usd_per_mtok:.2f} per 1M input tokens)")
    return 0


def _cmd_edge(args: argparse.Namespace) -> int:
    from router.edge_service import EdgeServiceConfig, run_forever

    try:
        values = dict(_key_value(item) for item in args.task_value)
        config = EdgeServiceConfig(
            address=args.listen, planner=tuple(args.planner.split(",")), metrics_port=args.metrics_port,
            planner_deadline_s=args.planner_deadline, task_values=values,
        )
        run_forever(config)
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    return 0


def _key_value(item: str) -> tuple[str, str]:
    key, sep, value = item.partition("=")
    if not sep or not key:
        raise ValueError(f"--task-value {item!r} is not KEY=VALUE")
    return key, value


def _cmd_demo(args: argparse.Namespace) -> int:
    from bench.demo import DemoConfig, run_demo

    try:
        config = DemoConfig(
            planner=tuple(args.planner.split(",")) if args.planner else (),
            scale=args.scale, theme=args.theme, workdir=args.workdir, keep_workdir=args.keep,
            metrics_port=args.metrics_port,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    return run_demo(config)


def _cmd_index(args: argparse.Namespace) -> int:
    import time

    from edge.locate import FileIndex, IndexWatcher, LocateError, create_embedder

    try:
        index = FileIndex(args.db, create_embedder("char-ngram"), args.roots)
        started = time.perf_counter()
        count = index.scan()
        print(f"indexed {count} files under {len(args.roots)} root(s) into {args.db} in {time.perf_counter() - started:.1f} s")
        if args.watch:
            print("watching for changes (Ctrl+C to stop)")
            with IndexWatcher(index):
                while True:
                    time.sleep(1)
    except LocateError as exc:
        print(f"screenroute index: {exc}", file=sys.stderr)
        return 2
    return 0


def _cmd_locate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from edge.errors import EdgeError
    from edge.frame import Frame
    from edge.locate import FileIndex, FileLocator, FileMatcher, MissDataset, create_embedder
    from edge.ocr import create_ocr_engine

    if not Path(args.db).is_file():
        print(f"screenroute locate: no index at {args.db}; run `screenroute index ROOT... --db {args.db}` first", file=sys.stderr)
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


def _cmd_classify(args: argparse.Namespace) -> int:
    from edge.classify import DEFAULT_ARTIFACT, OnnxStateClassifier
    from edge.errors import EdgeError
    from edge.frame import Frame

    try:
        classifier = OnnxStateClassifier(args.model or DEFAULT_ARTIFACT, variant=args.variant, threads=args.threads)
    except EdgeError as exc:
        print(f"screenroute classify: {exc}", file=sys.stderr)
        return 2
    status = 0
    for path in args.images:
        try:
            prediction = classifier.classify(Frame.load(path).pixels)
        except EdgeError as exc:
            print(f"screenroute classify: {path}: {exc}", file=sys.stderr)
            status = 2
            continue
        if args.json:
            print(json.dumps({"path": path, **prediction.to_json()}, ensure_ascii=False))
        else:
            flag = "UNKNOWN " if prediction.unknown else ""
            print(f"{path}: {flag}{prediction.state_label}  confidence {prediction.confidence:.3f}  "
                  f"unknown_score {prediction.unknown_score:.4f} (threshold {prediction.unknown_threshold:.4f})")
    return status


def _cmd_train(args: argparse.Namespace) -> int:
    from pathlib import Path

    try:
        from edge.classify.training.train import TrainConfig, run_training
    except ImportError as exc:
        print(f"screenroute train: needs the train extra (pip install 'screenroute[train]'): {exc}", file=sys.stderr)
        return 2
    data = Path(args.data)
    if not (data / "known" / "labels.jsonl").is_file():
        print(f"screenroute train: {data} has no known/labels.jsonl; capture one with "
              f"`python -m bench.dataset.capture --data {data}`", file=sys.stderr)
        return 2
    config = TrainConfig(data_dir=data, out=Path(args.out), workdir=Path(args.workdir or data / "train-run"),
                         epochs=args.epochs, seed=args.seed, seeds=args.seeds, threads=args.threads,
                         target_false_escalation=args.target_false_escalation, recalibrate_only=args.recalibrate)
    run_training(config, say=lambda msg: print(f"[train] {msg}", flush=True))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="screenroute", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug details")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("demo", help="run the demo task end to end on the bundled sandbox")
    p.add_argument("--planner", default="", help="HOST:PORT[,HOST:PORT...] of planner replicas (default: an embedded rules planner)")
    p.add_argument("--scale", type=float, default=1.0, choices=[1.0, 1.25, 1.5], help="display scale factor")
    p.add_argument("--theme", default="light", choices=["light", "dark"])
    p.add_argument("--workdir", default=None, help="where the run's files go (default: a temporary folder)")
    p.add_argument("--keep", action="store_true", help="keep the work folder (audit log, downloads, screenshots)")
    p.add_argument("--metrics-port", type=int, default=None, help="serve the edge's /metrics on this port")
    p.set_defaults(func=_cmd_demo)

    p = sub.add_parser("cloud", help="run the cloud planner gRPC service")
    p.add_argument("--listen", default="127.0.0.1:50051", help="HOST:PORT to listen on")
    p.add_argument("--backend", default="rules", help="planner backend: rules (offline) or openai")
    p.add_argument("--metrics-port", type=int, default=None)
    p.add_argument("--max-message-bytes", type=int, default=8 * 1024 * 1024)
    p.add_argument("--max-per-client", type=int, default=32, help="in-flight calls per client")
    p.add_argument("--backend-config", default=None, help="JSON file of backend options")
    p.add_argument("--model", default=None, help="openai backend: model name")
    p.add_argument("--base-url", default=None, help="openai backend: OpenAI-compatible base URL")
    p.add_argument("--detail", default=None, choices=["high", "low"], help="openai backend: image detail")
    p.add_argument("--api-key-env", default="OPENAI_API_KEY", help="env variable holding the API key")
    p.add_argument("--token-env", default=None, help="env variable with accepted bearer tokens (comma-separated)")
    p.add_argument("--token-file", default=None, help="file with accepted bearer tokens, one per line")
    p.add_argument("--tls-cert", default=None, help="PEM server certificate chain (enables TLS)")
    p.add_argument("--tls-key", default=None, help="PEM server key")
    p.add_argument("--tls-client-ca", default=None, help="PEM CA for client certificates (enables mTLS)")
    p.set_defaults(func=_cmd_cloud)

    p = sub.add_parser("cost", help="image tokens and cost of one screenshot for a model")
    p.add_argument("size", metavar="WIDTHxHEIGHT")
    p.add_argument("--model", required=True)
    p.add_argument("--detail", default="high", choices=["high", "low"])
    p.set_defaults(func=_cmd_cost)

    p = sub.add_parser("edge", help="run the edge node's gRPC service for agents in other processes")
    p.add_argument("--listen", default="127.0.0.1:50052")
    p.add_argument("--planner", default="127.0.0.1:50051", help="HOST:PORT[,HOST:PORT...] of planner replicas")
    p.add_argument("--planner-deadline", type=float, default=10.0, help="seconds per planner call")
    p.add_argument("--task-value", action="append", default=[], metavar="KEY=VALUE",
                   help="a setting of the bundled tasks (base_url, username, password, download_dir); repeatable")
    p.add_argument("--metrics-port", type=int, default=None)
    p.set_defaults(func=_cmd_edge)

    p = sub.add_parser("ocr", help="read the text of images with the edge's OCR")
    p.add_argument("images", nargs="+", metavar="IMAGE")
    p.add_argument("--json", action="store_true", help="one JSON object per line of text: text, box, score")
    p.add_argument("--engine", default="rapidocr")
    p.set_defaults(func=_cmd_ocr)

    p = sub.add_parser("index", help="index the files under allow-listed roots for circle-select locate")
    p.add_argument("roots", nargs="+", metavar="ROOT", help="allow-listed folders to index (hidden/system folders are skipped)")
    p.add_argument("--db", required=True, help="SQLite index file (created if missing)")
    p.add_argument("--watch", action="store_true", help="keep running and apply file changes as they happen")
    p.set_defaults(func=_cmd_index)

    p = sub.add_parser("locate", help="which indexed file does a screen region show? (candidates, scores, tier)")
    p.add_argument("--image", required=True, help="PNG/JPEG of the drawn region, physical pixels")
    p.add_argument("--db", required=True, help="index built by `screenroute index`")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--dir-hint", default=None, help="folder name visible on screen, favours files in it")
    p.add_argument("--misses", default=None, help="folder to keep the region as a miss record when not confirmable")
    p.add_argument("--engine", default="rapidocr")
    p.set_defaults(func=_cmd_locate)

    p = sub.add_parser("classify", help="which known screen state is each image in? (labels, confidence, unknown score)")
    p.add_argument("images", nargs="+", metavar="IMAGE")
    p.add_argument("--json", action="store_true", help="one JSON object per image: path, label, confidence, unknown, unknown_score")
    p.add_argument("--model", default=None, help="classifier artifact (default: the one shipped with screenroute)")
    p.add_argument("--variant", default="int8", choices=["int8", "fp32"])
    p.add_argument("--threads", type=int, default=1)
    p.set_defaults(func=_cmd_classify)

    p = sub.add_parser("train", help="train the state classifier on a captured dataset (needs the train extra)")
    p.add_argument("--data", required=True, help="dataset folder written by `python -m bench.dataset.capture`")
    p.add_argument("--out", required=True, help="where to write the artifact (.zip)")
    p.add_argument("--workdir", default=None, help="intermediate files (default: DATA/train-run)")
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--seeds", type=int, default=1,
                   help="train this many networks (seeds SEED, SEED+1, ...) and keep the best on validation")
    p.add_argument("--threads", type=int, default=2, help="torch threads")
    p.add_argument("--target-false-escalation", type=float, default=0.02,
                   help="share of held-out known screens allowed over the unknown threshold")
    p.add_argument("--recalibrate", action="store_true",
                   help="reuse the trained fp32 model in --workdir; redo quantization, unknown score, thresholds, artifact")
    p.set_defaults(func=_cmd_train)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``screenroute`` command."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
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
