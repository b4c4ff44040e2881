"""``screenroute record`` without a display: rebuild from a kept demonstration, merge, and its errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import yaml

from screenroute.edge.record import load_demonstration, save_demonstration
from screenroute.router.authoring.tasks import load_task

from .test_build import ORDERS, ScreenText, login_demo


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", "record", *args],
        capture_output=True, text=True, timeout=300, env=env, check=False,
    )  # fmt: skip


def kept_demonstration(folder: Path) -> None:
    screens = ScreenText()
    demo = login_demo(screens)
    # The recorder keeps the settled last screen: the final page, drawn again, confirms its texts
    # (a text seen on one screen only is read a second time alone, which these drawn glyphs defeat).
    demo.last = screens.screen(*ORDERS)
    demo.ocr_cache.update(screens.lines)  # what the session read is kept with the frames
    save_demonstration(demo, folder, secrets={"password": "hunter22"})


def test_a_kept_demonstration_masks_secrets_and_rebuilds_the_task(tmp_path: Path) -> None:
    kept = tmp_path / "demo"
    kept_demonstration(kept)
    saved = (kept / "demonstration.json").read_text()
    assert "hunter22" not in saved and "jane" in saved
    out = tmp_path / "task.yaml"
    env = dict(os.environ, SCREENROUTE_PARAM_PASSWORD="hunter22")
    result = cli("--from-frames", str(kept), "--out", str(out), "--param", "user=jane", "--secret", "password", env=env)
    assert result.returncode == 0, result.stderr
    task = load_task(out)
    assert task.parameters["password"].secret and [s.name for s in task.steps][1].startswith("2. click")
    assert "hunter22" not in out.read_text() and "jane" not in out.read_text()


def test_a_declared_value_no_action_took_is_said_last_and_by_the_exit_status(tmp_path: Path) -> None:
    kept = tmp_path / "demo"
    kept_demonstration(kept)
    out = tmp_path / "task.yaml"
    env = dict(os.environ, SCREENROUTE_PARAM_PASSWORD="hunter22")
    args = ("--param", "user=jane", "--param", "priority=urgent", "--secret", "password")
    result = cli("--from-frames", str(kept), "--out", str(out), *args, env=env)
    assert result.returncode == 3, result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("screenroute record: declared parameters not bound")
    assert "priority" in result.stderr.strip().splitlines()[-1]
    task = load_task(out)  # written all the same, without it
    assert "priority" not in task.parameters and "NOT BOUND" in out.read_text()


def test_reading_a_masked_secret_back_needs_its_value(tmp_path: Path) -> None:
    kept = tmp_path / "demo"
    kept_demonstration(kept)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCREENROUTE_PARAM_")}
    result = cli("--from-frames", str(kept), "--out", str(tmp_path / "t.yaml"), env=env)
    assert result.returncode == 2 and "secret 'password'" in result.stderr
    assert load_demonstration(kept, secrets={"password": "hunter22"}).actions[3].text == "hunter22"


def test_merge_from_the_command_line(tmp_path: Path) -> None:
    step = {
        "name": "open",
        "expect": {"anchors": ["Home", "Orders"]},
        "actions": [{"skill": "click", "target_text": "Orders"}],
        "done_when": {"texts": ["Select order"]},
    }
    popup = {
        "name": "dismiss",
        "expect": {"anchors": ["Save password?"]},
        "actions": [{"skill": "click", "target_text": "Never"}],
        "done_when": {"texts": ["Home"]},
    }
    paths = []
    for i, steps in enumerate([[popup, step], [step]]):
        path = tmp_path / f"r{i}.yaml"
        path.write_text(yaml.safe_dump({"schema": "screenroute/task/v1", "name": "t", "goal": "g", "steps": steps}))
        paths.append(str(path))
    out = tmp_path / "merged.yaml"
    result = cli("--merge", *paths, "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert [s.optional for s in load_task(out).steps] == [True, False]


def test_bad_input_is_a_clear_error(tmp_path: Path) -> None:
    no_display = cli("--out", str(tmp_path / "t.yaml"))
    assert no_display.returncode == 2 and "--display :N is needed" in no_display.stderr
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCREENROUTE_PARAM_")}
    no_secret = cli("--display", ":1", "--out", str(tmp_path / "t.yaml"), "--secret", "pin", env=env)
    assert no_secret.returncode == 2 and "SCREENROUTE_PARAM_PIN" in no_secret.stderr
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema: screenroute/task/v1\nname: x\ngoal: g\nsteps: []\n")
    merged = cli("--merge", str(bad), str(bad), "--out", str(tmp_path / "m.yaml"))
    assert merged.returncode == 2 and "bad.yaml" in merged.stderr
    scales = cli("--display", ":1", "--out", str(tmp_path / "t.yaml"), "--rehearse-scales", "1.25,8")
    assert scales.returncode == 2 and "--rehearse-scales" in scales.stderr and "between 0.5 and 3.0" in scales.stderr
    # A negative budget turned the rehearsal off without a word.
    budget = cli("--display", ":1", "--out", str(tmp_path / "t.yaml"), "--rehearse-budget", "-5")
    assert budget.returncode == 2 and "--rehearse-budget" in budget.stderr and "≥ 0" in budget.stderr


def test_the_layout_signatures_go_beside_the_task_file_and_load_back(tmp_path: Path) -> None:
    kept = tmp_path / "demo"
    kept_demonstration(kept)
    out = tmp_path / "task.yaml"
    env = dict(os.environ, SCREENROUTE_PARAM_PASSWORD="hunter22")
    result = cli("--from-frames", str(kept), "--out", str(out), "--param", "user=jane", "--secret", "password", env=env)
    assert result.returncode == 0, result.stderr
    sidecar = tmp_path / "task.layouts.json"
    assert sidecar.is_file() and "layout" not in out.read_text()  # the file a person reviews holds no base64
    task = load_task(out)
    assert all(step.expect.layout for step in task.steps)
    # Merging recordings reads each one's signatures from beside it and writes the merge's beside the merge.
    merged = tmp_path / "merged.yaml"
    again = cli("--merge", str(out), str(out), "--out", str(merged))
    assert again.returncode == 0, again.stderr
    assert "layout" not in merged.read_text()
    assert [s.expect.layout for s in load_task(merged).steps] == [s.expect.layout for s in task.steps]
