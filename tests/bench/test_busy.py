"""The busy-machine runner: hogs beside a command, load sampled, hogs gone afterwards."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from screenroute.bench.busy import run_busy


def test_a_command_runs_beside_cpu_hogs_and_the_load_it_ran_under_is_written(tmp_path: Path) -> None:
    out = tmp_path / "load.json"
    code = run_busy([sys.executable, "-c", "import time; time.sleep(0.5); raise SystemExit(3)"], hogs=1,
                    every_s=0.1, out=out)  # fmt: skip
    assert code == 3  # the command's own exit status
    report = json.loads(out.read_text())
    assert report["hogs"] == 1 and report["load_1min"]["samples"] == len(report["samples"]) >= 1
    assert report["load_1min"]["min"] <= report["load_1min"]["median"] <= report["load_1min"]["max"]


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="give the command"):
        run_busy([], hogs=1, every_s=1.0, out=None)
    with pytest.raises(ValueError, match="--hogs"):
        run_busy(["true"], hogs=-1, every_s=1.0, out=None)
