"""Record, then run: a person shows a task once, the recorder writes the task file, the edge repeats it.

(a) Trac, a real issue tracker from PyPI this project did not write: file a ticket with a
summary, a type and a priority — checked in Trac's own SQLite database.
(b) pcmanfm, a real desktop file manager: create a folder with a given name — checked on disk.

The person (xdotool, see conftest) acts on a detached sandbox while ``screenroute record``
listens in its own process; the recorder hears only X input and sees only frames. Then
``screenroute run`` repeats the task with *other* values, with no planner at all — so any
escalation would halt it — and the app's own records must show the new values.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from screenroute.contract import normalise
from screenroute.router.authoring.tasks import load_task

from .conftest import Person, Recorder, desktop_missing, screenroute

pytestmark = [pytest.mark.desktop, pytest.mark.timeout(1800)]


def _skip_without_desktop() -> None:
    reason = desktop_missing()
    if reason:
        pytest.skip(reason)


def _run(task: Path, display: str, tmp_path: Path, *params: str) -> dict[str, Any]:
    args = ["run", str(task), "--display", display, "--planner", "none", "--no-replay"]
    args += ["--queue", str(tmp_path / "queue.db"), "--workdir", str(tmp_path / "run"), "--json"]
    for param in params:
        args += ["--param", param]
    result = screenroute(*args, timeout=900)
    summary: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1]) if result.stdout.strip() else {}
    assert summary.get("outcome") == "completed", result.stdout[-3000:] + result.stderr[-6000:]
    return summary


def _all_strings(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [s for v in [*data.keys(), *data.values()] for s in _all_strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _all_strings(v)]
    return [data] if isinstance(data, str) else []


@pytest.fixture
def trac(tmp_path: Path):  # type: ignore[no-untyped-def]
    from screenroute.bench.apps.trac import TracApp, TracError, find_trac_bin

    if find_trac_bin() is None:
        pytest.skip("Trac is not installed (run .ci/setup: it makes .venv-apps/trac)")
    try:
        app = TracApp(tmp_path / "trac").create()
        app.start()
    except TracError as exc:
        pytest.fail(str(exc))
    yield app
    app.stop()


def test_record_then_run_on_trac(tmp_path: Path, trac: Any, sandboxes: Any) -> None:
    _skip_without_desktop()
    task_path = tmp_path / "create_ticket.yaml"
    recorded = {"summary": "Printer on floor three jams", "type": "enhancement", "priority": "critical"}
    sandbox = sandboxes("--url", trac.url)
    recorder = Recorder(
        ["--display", sandbox["display"], "--out", str(task_path), "--goal", "File a help-desk ticket in Trac",
         "--name", "trac_create_ticket", "--until-text", "Download in other formats", "--start-url", trac.url,
         "--frames", str(tmp_path / "demonstration"), "--max-seconds", "600",
         f"--param=base_url={trac.url}", *[f"--param={k}={v}" for k, v in recorded.items()]]
    )  # fmt: skip
    Person(sandbox["display"]).create_trac_ticket(recorded["summary"], recorded["type"], recorded["priority"])
    code, _out, err = recorder.finish()
    assert code == 0, err[-4000:]
    shutil.copy(task_path, tmp_path / "recorded.yaml")  # kept next to the run for a person to read

    # The person's ticket is in Trac's database, and the task file is valid and holds no recorded value.
    assert [(t["summary"], t["type"], t["priority"]) for t in trac.tickets()] == [tuple(recorded.values())]
    task = load_task(task_path)
    text = task_path.read_text()
    assert "stopped by until_text" in text
    strings = _all_strings(yaml.safe_load(text))
    assert not any(value in s for s in strings for value in [*recorded.values(), trac.url]), text
    actions = [a for step in task.steps for a in step.actions]
    # The summary is one fill of its field; the dropdowns' options are picked by typing the value
    # into the open list (then Return).
    assert [a.text for a in actions if a.skill in ("type", "fill")] == ["{summary}", "{type}", "{priority}"]
    clicked = [a.target_text for a in actions if a.skill == "click"]
    assert "Create ticket" in clicked and not {"{type}", "{priority}"} & set(clicked)
    # The fields are found by their shape and named by the label left of them, whatever they show.
    fields = [(a.target_field.label, a.target_field.kind) for a in actions if a.target_field is not None]
    assert fields == [("Summary", "edit"), ("Type", "combo"), ("Priority", "combo")]
    # Return in each list is what the person did there: approved for unattended runs, in that field.
    assert {(a.skill, a.keys, a.field) for a in task.approved if not isinstance(a, str)} == {
        ("key", "Return", "Type"), ("key", "Return", "Priority"),
    }  # fmt: skip
    assert set(task.parameters) == {"summary", "type", "priority", "base_url"}
    assert task.start_url == "{base_url}" and task.origins == ("{base_url}",)
    assert "Download in other formats" in task.steps[-1].done_when.texts
    assert all(step.expect.anchors for step in task.steps)

    # A fresh browser on the same start page, then the edge repeats the task with other values.
    screenroute("sandbox", "stop", "--display", sandbox["display"], timeout=120)
    again = sandboxes("--url", trac.url)
    # "defect" is what the Type field shows by default: the value the recording did not pick.
    other = {"summary": "VPN drops every hour", "type": "defect", "priority": "minor"}
    values = [f"{k}={v}" for k, v in other.items()]
    summary = _run(task_path, again["display"], tmp_path, f"base_url={trac.url}", *values)
    assert summary["escalations"] == 0 and summary["cloud_calls"] == 0
    tickets = [(t["summary"], t["type"], t["priority"]) for t in trac.tickets()]
    assert tickets == [tuple(recorded.values()), tuple(other.values())]


def test_record_then_run_on_pcmanfm(tmp_path: Path, sandboxes: Any) -> None:
    _skip_without_desktop()
    if shutil.which("pcmanfm") is None:
        pytest.skip("pcmanfm is not installed (run .ci/setup)")
    folder = tmp_path / "files"
    folder.mkdir()
    for name in ("report.txt", "notes.md"):
        (folder / name).write_text("x\n")
    (folder / "Archive").mkdir()
    task_path = tmp_path / "create_folder.yaml"
    sandbox = sandboxes("--app", "pcmanfm", "--path", str(folder))
    recorder = Recorder(
        ["--display", sandbox["display"], "--out", str(task_path), "--goal", "Create a folder in the file manager",
         "--name", "pcmanfm_create_folder", "--param", "name=Invoices March", "--frames",
         str(tmp_path / "demonstration"), "--max-seconds", "600"]
    )  # fmt: skip
    person = Person(sandbox["display"])
    person.create_pcmanfm_folder("Invoices March")
    person.key("Pause")  # the recorder's stop key
    code, _out, err = recorder.finish()
    assert code == 0, err[-4000:]
    assert (folder / "Invoices March").is_dir()
    task = load_task(task_path)
    text = task_path.read_text()
    assert "stopped by stop_key" in text and "Invoices March" not in text
    actions = [a for step in task.steps for a in step.actions]
    assert [a.text for a in actions if a.skill == "type"] == ["{name}"]
    clicks = [a for a in actions if a.skill == "click"]
    # Create New... and Folder by their text; "File" by text, or by its point where OCR read it
    # unstably ("Eile" while GTK underlines the mnemonic); the dialog's OK, which OCR does not
    # read at all, by its point.
    assert len(clicks) == 4 and (clicks[0].target_text or clicks[0].point) and clicks[3].point is not None
    assert "createnew" in normalise(clicks[1].target_text) and clicks[2].target_text == "Folder"
    assert "{name}" in task.steps[-1].done_when.texts

    summary = _run(task_path, sandbox["display"], tmp_path, "name=Receipts April")
    assert summary["escalations"] == 0 and summary["cloud_calls"] == 0
    assert (folder / "Receipts April").is_dir()
