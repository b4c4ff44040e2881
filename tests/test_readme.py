"""The README says what the code does: its two commands are CI's, and it lists every CLI subcommand."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from screenroute.router.app.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end >= 0 else None]


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(actions[0].choices) if actions else {}


def test_the_two_commands_are_what_ci_runs() -> None:
    commands = _section("The two commands")
    # CI's entry point runs the test command and nothing else; the test command sets up first.
    run = [ln for ln in (ROOT / ".ci/run").read_text().splitlines() if ln and not ln.startswith(("#", "set ", "cd "))]
    assert run == ["bash .ci/test"] and "\nbash .ci/test\n" in commands
    assert "bash .ci/setup" in (ROOT / ".ci/test").read_text()
    assert "\nbash .ci/setup && .venv/bin/screenroute demo\n" in commands
    assert "demo" in _subcommands(build_parser())


def test_every_cli_subcommand_has_a_line_in_the_readme() -> None:
    cli = _section("The CLI")
    listed = set(re.findall(r"^screenroute (\w+)", cli, flags=re.M))
    commands = _subcommands(build_parser())
    assert listed == set(commands), f"missing: {set(commands) - listed}; stale: {listed - set(commands)}"
    for name, parser in commands.items():
        for sub in _subcommands(parser):  # queue list|show|resolve, replay list|show|export
            assert re.search(rf"^screenroute {name} .*\b{sub}\b", cli, flags=re.M), f"{name} {sub}"
