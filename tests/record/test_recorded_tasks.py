"""The recorded task files shipped with the test apps load, and hold templates rather than recorded values."""

from __future__ import annotations

from pathlib import Path

import pytest

from screenroute.router.authoring.tasks import load_task

APPS = Path(__file__).resolve().parents[2] / "bench" / "apps"


@pytest.mark.parametrize(
    ("path", "typed", "recorded_values"),
    [
        ("trac/tasks/create_ticket.yaml", ["{summary}", "{type}", "{priority}"], ["Printer on floor three jams"]),
        ("pcmanfm/create_folder.yaml", ["{name}"], ["Invoices March"]),
    ],
)
def test_a_shipped_recording_loads_and_keeps_no_recorded_value(
    path: str, typed: str, recorded_values: list[str]
) -> None:
    task = load_task(APPS / path)
    assert [a.text for s in task.steps for a in s.actions if a.skill == "type"] == typed
    body = "\n".join(line for line in (APPS / path).read_text().splitlines() if not line.startswith("#"))
    assert not any(value in body for value in recorded_values)
    assert all(step.expect.anchors and step.done_when.texts for step in task.steps)
