"""The flags several ``screenroute`` commands share, and how their values become config.

The commands of this package use them, and so do the commands other packages register
(the ``screenroute.commands`` entry points): a planner dialled from ``screenroute demo`` is
dialled with the same flags, tokens and TLS options as one dialled from ``screenroute run``.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TypeAlias

from screenroute.router.errors import ConfigError

#: What ``ArgumentParser.add_subparsers`` returns; a command adds its own parser to it.
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"

__all__ = [
    "COMMANDS_GROUP",
    "TASK_FOLDERS_GROUP",
    "Subcommands",
    "add_param_flags",
    "add_planner_client_flags",
    "add_server_security_flags",
    "data_dir",
    "flywheel_paths",
    "hide_from_children",
    "key_value",
    "planner_client_options",
    "read_tokens",
    "write_atomically",
]

#: Entry points of this group are commands: ``register(sub: Subcommands) -> None`` adds a parser
#: whose ``func`` default is its handler. Other packages add theirs this way (``screenroute demo``).
COMMANDS_GROUP = "screenroute.commands"
#: Entry points of this group name folders of task files that ``screenroute edge`` serves by default.
TASK_FOLDERS_GROUP = "screenroute.task_folders"


def read_tokens(env_name: str | None, file: str | None, flag: str) -> list[str]:
    """Bearer tokens from an environment variable (comma-separated) and/or a file (one per line).

    Secrets come from the environment or files, never from argv (visible in ``ps``).
    """
    tokens: list[str] = []
    if env_name:
        hide_from_children(env_name)  # a browser or an app under test never sees it
        tokens += [t.strip() for t in os.environ.get(env_name, "").split(",") if t.strip()]
        if not tokens:
            raise ConfigError(f"--{flag}-env {env_name}: the variable is unset or empty")
    if file:
        try:
            tokens += [t.strip() for t in Path(file).read_text().splitlines() if t.strip()]
        except OSError as exc:
            raise ConfigError(f"--{flag}-file {file}: cannot read it ({exc.strerror})") from exc
    return tokens


def hide_from_children(*names: str) -> None:
    """Keep these environment variables (secrets) from every process this one starts."""
    from screenroute.edge.sandbox.processes import hide_from_children as hide

    hide(*names)


def planner_client_options(args: argparse.Namespace) -> dict[str, object]:
    """``planner_token`` and ``planner_tls`` for a config, from the ``--planner-*`` flags."""
    from pydantic import SecretStr

    from screenroute.contract.tls import TlsClientOptions

    tokens = read_tokens(args.planner_token_env, args.planner_token_file, "planner-token")
    if len(tokens) > 1:
        raise ConfigError("the planner token source holds more than one token; give the edge exactly one")
    tls = TlsClientOptions(
        tls=args.planner_tls,
        tls_ca_file=args.planner_tls_ca,
        tls_cert_file=args.planner_tls_cert,
        tls_key_file=args.planner_tls_key,
        tls_server_name=args.planner_tls_server_name,
    )
    return {"planner_token": SecretStr(tokens[0]) if tokens else None, "planner_tls": tls}


def add_param_flags(
    p: argparse.ArgumentParser,
    *,
    param_help: str = "a non-secret task parameter; repeatable (secrets: SCREENROUTE_PARAM_<NAME> or --param-file)",
    file_help: str = "NAME=VALUE lines, for secret parameters",
) -> None:
    """``--param NAME=VALUE`` (repeatable) and ``--param-file``: secrets never go on a command line."""
    p.add_argument("--param", action="append", default=[], metavar="NAME=VALUE", help=param_help)
    p.add_argument("--param-file", default=None, help=file_help)


def add_planner_client_flags(p: argparse.ArgumentParser) -> None:
    """How the edge dials the planner: its bearer token (from the environment or a file) and TLS."""
    p.add_argument("--planner-token-env", default=None, help="env variable holding the planner's bearer token")
    p.add_argument("--planner-token-file", default=None, help="file holding the planner's bearer token")
    p.add_argument("--planner-tls", action="store_true", help="dial the planner with TLS (system roots)")
    p.add_argument("--planner-tls-ca", default=None, help="PEM roots that sign the planner's certificate (implies TLS)")
    p.add_argument("--planner-tls-cert", default=None, help="PEM client certificate for mTLS")
    p.add_argument("--planner-tls-key", default=None, help="PEM client key for mTLS")
    p.add_argument("--planner-tls-server-name", default=None, help="name to verify in the planner's certificate")


def add_server_security_flags(p: argparse.ArgumentParser) -> None:
    """Who a gRPC service lets in: bearer tokens, TLS or mTLS, and calls in flight per client."""
    p.add_argument("--token-env", default=None, help="env variable with accepted bearer tokens (comma-separated)")
    p.add_argument("--token-file", default=None, help="file with accepted bearer tokens, one per line")
    p.add_argument("--tls-cert", default=None, help="PEM server certificate chain (enables TLS)")
    p.add_argument("--tls-key", default=None, help="PEM server key")
    p.add_argument("--tls-client-ca", default=None, help="PEM CA for client certificates (enables mTLS)")
    p.add_argument("--max-per-client", type=int, default=32, help="in-flight calls per client")


def data_dir() -> Path:
    """Where the edge keeps what outlives a run (replay library, plan cache, human queue) by default."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "screenroute"


def flywheel_paths(args: argparse.Namespace) -> dict[str, Path | None]:
    """The replay library, plan cache and human queue a command was given (or their defaults)."""
    data = data_dir()
    replay = Path(args.replay) if args.replay else data / "replay.db"
    # The plan cache keeps its own tables and may share the replay library's file.
    plan_cache = Path(args.plan_cache) if args.plan_cache else replay
    queue = Path(args.queue) if args.queue else data / "queue.db"
    # The apps' learned vocabularies live beside the replay library, in a file of their own.
    vocabulary = replay.with_name("vocabulary.db")
    if getattr(args, "no_replay", False):
        return {"replay": None, "plan_cache": None, "human_queue": queue, "vocabulary": None}
    return {"replay": replay, "plan_cache": plan_cache, "human_queue": queue, "vocabulary": vocabulary}


def key_value(item: str) -> tuple[str, str]:
    """``NAME=VALUE`` of a ``--param``, split; anything else is a ValueError that quotes it."""
    key, sep, value = item.partition("=")
    if not sep or not key:
        raise ValueError(f"--param {item!r} is not NAME=VALUE")
    return key, value


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
