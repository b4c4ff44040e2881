"""Several recordings of one task merge: shared anchors, a popup seen once becomes a conditional step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from screenroute.router.authoring.recording.merge import MergeError, merge_task_files, merge_tasks
from screenroute.router.authoring.tasks import load_task


def step(name: str, anchors: list[str], actions: list[dict[str, Any]], done: list[str]) -> dict[str, Any]:
    return {"name": name, "expect": {"anchors": anchors}, "actions": actions, "done_when": {"texts": done}}


LOGIN = step(
    "1. log in",
    ["Username", "Password", "Log in"],
    [
        {"skill": "click", "target_text": "Username"},
        {"skill": "type", "text": "{user}"},
        {"skill": "key", "keys": "Return"},
    ],
    ["Site administration", "Log out"],
)
OPEN = step(
    "2. open orders",
    ["Site administration", "Recent actions"],
    [{"skill": "click", "target_text": "Orders"}],
    ["Select order"],
)
POPUP = step(
    "2. dismiss", ["Save password?", "Never"], [{"skill": "click", "target_text": "Never"}], ["Recent actions"]
)


def task(*steps: dict[str, Any]) -> dict[str, Any]:
    return {
        "schema": "screenroute/task/v1",
        "name": "orders",
        "goal": "open the orders",
        "parameters": {"user": {"description": "typed into Username", "fields": ["Username"]}},
        "steps": list(steps),
    }


def test_a_popup_seen_in_one_recording_becomes_a_conditional_step() -> None:
    other_open = {**OPEN, "expect": {"anchors": ["Recent actions", "Site administration", "My actions"]}}
    merged = merge_tasks([task(LOGIN, OPEN), task(LOGIN, POPUP, other_open)])
    names = [(s["name"], bool(s.get("optional"))) for s in merged.data["steps"]]
    assert names == [("1. log in", False), ("2. dismiss", True), ("2. open orders", False)]
    assert merged.data["steps"][2]["expect"]["anchors"] == ["Site administration", "Recent actions"]
    assert merged.task.steps[1].optional


def test_anchors_are_what_all_recordings_share_compared_as_ocr_compares() -> None:
    a = task({**LOGIN, "expect": {"anchors": ["Username:", "Password", "Log in"]}})
    b = task({**LOGIN, "expect": {"anchors": ["USERNAME", "Log in", "Forgot password?"]}})
    c = task({**LOGIN, "expect": {"anchors": ["Username", "Login"]}})
    merged = merge_tasks([a, b, c])
    assert merged.data["steps"][0]["expect"]["anchors"] == ["Username:", "Log in"]


def test_nothing_shared_keeps_the_first_recording_and_says_so() -> None:
    a = task({**OPEN, "done_when": {"texts": ["Select order"]}})
    b = task({**OPEN, "done_when": {"texts": ["Orders list"]}})
    merged = merge_tasks([a, b])
    assert merged.data["steps"][0]["done_when"]["texts"] == ["Select order"]
    assert any("no post-condition" in w for w in merged.warnings)


def test_recordings_of_different_tasks_do_not_merge() -> None:
    with pytest.raises(MergeError, match="share no step"):
        merge_tasks([task(LOGIN), task(POPUP)])
    with pytest.raises(MergeError, match="at least two"):
        merge_tasks([task(LOGIN)])


def test_merged_files_load_back(tmp_path: Path) -> None:
    paths = []
    for i, t in enumerate([task(LOGIN, OPEN), task(LOGIN, POPUP, OPEN)]):
        path = tmp_path / f"r{i}.yaml"
        path.write_text(yaml.safe_dump(t, sort_keys=False))
        paths.append(path)
    merged = merge_task_files(paths)
    out = tmp_path / "merged.yaml"
    out.write_text(merged.to_yaml(merged.header))
    loaded = load_task(out)
    assert [s.optional for s in loaded.steps] == [False, True, False]
    assert out.read_text().startswith("# Merged by")


def test_the_end_check_is_what_every_recording_typed_and_an_older_recording_says_nothing_against_it() -> None:
    both = merge_tasks([{**task(LOGIN), "verify": ["user", "note"]}, {**task(LOGIN), "verify": ["user"]}])
    assert both.data["verify"] == ["user"]
    older = merge_tasks([task(LOGIN), {**task(LOGIN), "verify": ["user"]}])  # written before ``verify`` existed
    assert older.data["verify"] == ["user"]
    assert "verify" not in merge_tasks([task(LOGIN), task(LOGIN)]).data
