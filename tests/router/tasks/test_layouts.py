"""Layout signatures live beside the task file: read back into their steps, never onto another step."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import yaml

from screenroute.router.authoring.tasks import TaskFileError, detach_layouts, load_task, load_task_folder, write_layouts

TASK = textwrap.dedent(
    """\
    name: two_steps
    goal: open and save
    steps:
      - name: open
        expect: {anchors: [Open], layout: AAAA}
        actions: [{skill: click, target_text: Open}]
        done_when: {texts: [Opened]}
      - name: save
        expect: {anchors: [Save]}
        actions: [{skill: click, target_text: Save}]
        done_when: {texts: [Saved]}
    """
)


def _split(folder: Path) -> Path:
    """The task written as writers now write it: the file without signatures, the signatures beside it."""
    data, layouts = detach_layouts(yaml.safe_load(TASK))
    path = folder / "two_steps.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    write_layouts(path, layouts)
    return path


def test_an_inline_signature_and_a_sidecar_one_load_alike(tmp_path: Path) -> None:
    inline = tmp_path / "inline" / "two_steps.yaml"
    inline.parent.mkdir()
    inline.write_text(TASK)
    beside = _split(tmp_path)
    assert "AAAA" not in beside.read_text() and (tmp_path / "two_steps.layouts.json").is_file()
    assert load_task(beside) == load_task(inline)
    assert [s.expect.layout for s in load_task(beside).steps] == ["AAAA", ""]


def test_the_folder_of_tasks_does_not_take_the_signatures_for_a_task(tmp_path: Path) -> None:
    _split(tmp_path)
    assert list(load_task_folder(tmp_path)) == ["two_steps"]


def test_a_task_edited_after_its_signatures_is_an_error_naming_both_files(tmp_path: Path) -> None:
    path = _split(tmp_path)
    path.write_text(path.read_text().replace("name: open", "name: open it"))
    with pytest.raises(TaskFileError, match=r"two_steps\.layouts\.json.*'open'.*two_steps\.yaml"):
        load_task(path)


def test_a_signature_inline_that_disagrees_with_the_sidecar_is_an_error(tmp_path: Path) -> None:
    path = _split(tmp_path)
    path.write_text(TASK.replace("layout: AAAA", "layout: BBBB"))
    with pytest.raises(TaskFileError, match="differs"):
        load_task(path)


@pytest.mark.parametrize(
    "body",
    ["not json", json.dumps({"schema": "other"}), json.dumps({"schema": "screenroute/layouts/v1", "steps": [1]})],
)
def test_a_damaged_sidecar_is_a_clear_error(tmp_path: Path, body: str) -> None:
    path = _split(tmp_path)
    (tmp_path / "two_steps.layouts.json").write_text(body)
    with pytest.raises(TaskFileError, match=r"two_steps\.layouts\.json"):
        load_task(path)


def test_writing_a_task_without_signatures_removes_an_older_sidecar(tmp_path: Path) -> None:
    path = _split(tmp_path)
    write_layouts(path, {})
    assert not (tmp_path / "two_steps.layouts.json").exists()
    path.write_text(TASK.replace(", layout: AAAA", ""))
    assert [s.expect.layout for s in load_task(path).steps] == ["", ""]
