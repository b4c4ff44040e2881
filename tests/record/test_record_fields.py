"""Record once, run anywhere, on a classic server-rendered tracker no ``<label>`` helps with.

The person logs in through a sidebar box under a "Login" heading (clicking the heading focuses
nothing), presses Return in the password box, waves Chromium's password bubble away, and files
an issue with a note typed into a text area under its label. Recorded twice, the same person
gives the same task file; the file names the fields by their shape and label, approves what the
person did (Return in that box, the commit click), and runs with other values at 125 % — the
tracker's own records say whether it worked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from screenroute.contract import normalise
from screenroute.router.authoring.tasks import load_task

from .conftest import Person, Recorder, desktop_missing, screenroute
from .tracker import PASSWORD, Tracker, file_issue

pytestmark = [pytest.mark.desktop, pytest.mark.timeout(1800)]

RECORDED = {"user": "ada", "title": "Printer on floor three jams", "note": "Paper tray was empty"}
OTHER = {"user": "bob", "title": "VPN drops every hour", "note": "Since the update on Monday"}


def test_a_recording_made_twice_is_one_task_that_runs_at_another_scale(
    tmp_path: Path, sandboxes: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    reason = desktop_missing()
    if reason:
        pytest.skip(reason)
    monkeypatch.setenv("SCREENROUTE_PARAM_PW", PASSWORD)
    recordings = []
    for attempt in range(2):
        # The same person on the same app in the same state: a fresh tracker and a fresh browser.
        with Tracker() as tracker:
            sandbox = sandboxes("--url", tracker.url)
            out = tmp_path / f"recording-{attempt}.yaml"
            recorder = Recorder(
                ["--display", sandbox["display"], "--out", str(out), "--goal", "File an issue in the tracker",
                 "--name", "tracker_file_issue", "--until-text", "created", "--start-url", tracker.url,
                 "--secret", "pw", f"--param=base_url={tracker.url}", "--max-seconds", "600",
                 *[f"--param={k}={v}" for k, v in RECORDED.items()]]
            )  # fmt: skip
            file_issue(Person(sandbox["display"]), RECORDED["user"], PASSWORD, RECORDED["title"], RECORDED["note"])
            code, _out, err = recorder.finish()
            assert code == 0, err[-4000:]
            screenroute("sandbox", "stop", "--display", sandbox["display"], timeout=120)
            assert [(i["user"], i["title"], i["note"]) for i in tracker.issues] == [tuple(RECORDED.values())]
        recordings.append(yaml.safe_load(out.read_text()))

    # The same person, recorded twice: the same task file (the comment header aside).
    assert recordings[0] == recordings[1], json.dumps(recordings, indent=1, ensure_ascii=False)[:6000]
    task = load_task(out)
    actions = [a for step in task.steps for a in step.actions]
    # Clicks into fields are the fields: the two sidebar boxes under one heading told apart by
    # their order, the text area by the label above it — never a click on the heading's word.
    fields = [(a.skill, normalise(a.target_field.label), a.occurrence) for a in actions if a.target_field is not None]
    assert fields == [("fill", "login", 0), ("fill", "login", 1), ("fill", "title", 0), ("fill", "changenote", 0)]
    assert not any(a.target_text == "Login" for a in actions)
    assert [normalise(f) for f in task.parameters["note"].fields] == ["changenote"]
    assert task.parameters["pw"].fields == ("Login",)
    # What the person did is what the recording approves: Return in the password box, the commit.
    approved = [a if isinstance(a, str) else (a.skill, a.keys, a.field) for a in task.approved]
    assert ("key", "Return", "Login") in approved and "Submit New Entry" in approved
    text = out.read_text()
    assert PASSWORD not in text and not any(v in text for v in RECORDED.values() if len(v) > 3)

    # Other values, another scale, a fresh browser: the tracker files the new issue.
    with Tracker() as tracker:
        again = sandboxes("--url", tracker.url, "--scale", "1.25")
        args = ["run", str(out), "--display", again["display"], "--planner", "none", "--no-replay", "--json",
                "--queue", str(tmp_path / "queue.db"), "--workdir", str(tmp_path / "run"),
                f"--param=base_url={tracker.url}", *[f"--param={k}={v}" for k, v in OTHER.items()]]  # fmt: skip
        result = screenroute(*args, timeout=900)
        summary = json.loads(result.stdout.strip().splitlines()[-1]) if result.stdout.strip() else {}
        assert summary.get("outcome") == "completed", result.stdout[-3000:] + result.stderr[-4000:]
        assert summary["escalations"] == 0
        assert tracker.issues == [{"user": "bob", "title": OTHER["title"], "prio": "bug", "note": OTHER["note"]}]
