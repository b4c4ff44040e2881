"""The commands the benchmark package adds to ``screenroute``: ``demo`` and ``bench``.

They reach the command line through the ``screenroute.commands`` entry points (pyproject.toml),
so the router's command line never imports this package: it finds them as installed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from screenroute.router.app.cli_flags import (
    Subcommands,
    add_planner_client_flags,
    flywheel_paths,
    hide_from_children,
    planner_client_options,
)
from screenroute.router.errors import ConfigError

__all__ = ["register"]


def register(sub: Subcommands) -> None:
    """Add ``demo`` and ``bench`` to the ``screenroute`` command line (the ``screenroute.commands`` entry point)."""
    add_demo(sub)
    add_bench(sub)


def add_demo(sub: Subcommands) -> None:
    """``screenroute demo``: the demo task end to end on the bundled sandbox."""
    p = sub.add_parser("demo", help="run the demo task end to end on the bundled sandbox")
    p.add_argument(
        "--planner",
        default="",
        help="HOST:PORT[,HOST:PORT...] of planner replicas (default: an embedded rules planner)",
    )
    p.add_argument("--scale", type=float, default=1.0, choices=[1.0, 1.25, 1.5], help="display scale factor")
    p.add_argument("--theme", default="light", choices=["light", "dark"])
    p.add_argument("--workdir", default=None, help="where the run's files go (default: a temporary folder)")
    p.add_argument("--keep", action="store_true", help="keep the work folder (audit log, downloads, screenshots)")
    p.add_argument("--metrics-port", type=int, default=None, help="serve the edge's /metrics on this port")
    p.add_argument(
        "--replay",
        default=None,
        help="replay library to write (SQLite); with it the plan cache beside it learns, so a second run escalates less",
    )
    p.add_argument("--plan-cache", default=None, help="plan cache (default: in the --replay file)")
    p.add_argument("--queue", default=None, help="human queue for runs that halt needing a person")
    p.add_argument(
        "--full-read",
        action="store_true",
        help="read every frame in full with OCR (no incremental reads, no known screens): the baseline",
    )
    p.add_argument(
        "--known-screens",
        default=None,
        help="file of the screens the edge read before (.npz); a later run checks them instead of reading them",
    )
    add_planner_client_flags(p)
    p.set_defaults(func=_cmd_demo)


def _cmd_demo(args: argparse.Namespace) -> int:
    from screenroute.bench.demo import DemoConfig, run_demo

    try:
        paths = flywheel_paths(args) if args.replay else {"replay": None, "plan_cache": None}
        config = DemoConfig(
            planner=tuple(args.planner.split(",")) if args.planner else (),
            **planner_client_options(args),
            scale=args.scale,
            theme=args.theme,
            workdir=args.workdir,
            keep_workdir=args.keep,
            metrics_port=args.metrics_port,
            replay=paths["replay"],
            plan_cache=paths["plan_cache"],
            human_queue=Path(args.queue) if args.queue else None,
            full_read=args.full_read,
            known_screens=Path(args.known_screens) if args.known_screens else None,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    from screenroute.edge.errors import EdgeError

    try:
        return run_demo(config)
    except EdgeError as exc:  # the sandbox, the screen or a model could not start: say so, no traceback
        print(f"screenroute demo: {exc}", file=sys.stderr)
        return 1


def add_bench(sub: Subcommands) -> None:
    """``screenroute bench``: the latency/cost benchmark."""
    p = sub.add_parser(
        "bench", help="the latency/cost benchmark: all-cloud vs the hybrid, cold and warm, on task variations"
    )
    p.add_argument("--episodes", type=int, default=4, help="back-office episodes per mode and round")
    p.add_argument("--thirdparty", type=int, default=1, help="Trac episodes per mode and round (recorded task)")
    p.add_argument("--rounds", type=int, default=3, help="hybrid rounds (1: cold; the last: warm)")
    p.add_argument("--parallel", type=int, default=1, help="episodes at once, each on its own display")
    p.add_argument("--modes", default="all-cloud,hybrid,no-classifier", help="comma-separated modes to run")
    p.add_argument(
        "--redaction",
        default="on",
        help="on (as shipped), off (sent as is: what privacy costs the planner), or on,off side by side",
    )
    p.add_argument("--profile", default=None, help="JSON file of the simulated model (latency, error rate, model)")
    p.add_argument("--base-url", default=None, help="a real OpenAI-compatible endpoint instead of the simulated model")
    p.add_argument("--model", default="gpt-4o", help="model name (priced from the pricing table)")
    p.add_argument("--api-key-env", default=None, help="environment variable holding the endpoint's API key")
    p.add_argument(
        "--sweep", default="0.5,0.99,0.9999,1", help="act_confidence values for the operating curve ('none': skip)"
    )
    p.add_argument("--sweep-episodes", type=int, default=2, help="episodes per operating-curve point")
    p.add_argument("--seed", type=int, default=2026, help="seed of the episodes' variations and interruptions")
    p.add_argument("--no-interruptions", action="store_true", help="inject no in-app interruption")
    p.add_argument("--out", default=None, help="results folder (default: bench/results)")
    p.add_argument("--keep", action="store_true", help="keep the episodes' work folders")
    p.set_defaults(func=_cmd_bench)


def _cmd_bench(args: argparse.Namespace) -> int:
    from screenroute.bench.latency_cost import BenchConfig, run_bench

    try:
        options: dict[str, object] = {}
        if args.api_key_env:
            hide_from_children(args.api_key_env)
            key = os.environ.get(args.api_key_env)
            if not key:
                raise ValueError(f"--api-key-env {args.api_key_env}: that environment variable is empty")
            options["api_key"] = key
        config = BenchConfig(
            episodes=args.episodes,
            thirdparty=args.thirdparty,
            rounds=args.rounds,
            parallel=args.parallel,
            modes=tuple(m.strip() for m in args.modes.split(",") if m.strip()),
            redaction=tuple(m.strip() for m in args.redaction.split(",") if m.strip()),
            profile=Path(args.profile) if args.profile else None,
            base_url=args.base_url,
            model=args.model,
            sweep=() if args.sweep in ("", "none") else tuple(float(v) for v in args.sweep.split(",")),
            sweep_episodes=args.sweep_episodes,
            seed=args.seed,
            interruptions=not args.no_interruptions,
            out_dir=Path(args.out) if args.out else BenchConfig.model_fields["out_dir"].default,
            keep_workdir=args.keep,
            **options,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    summary = run_bench(config)
    return 0 if summary else 1
