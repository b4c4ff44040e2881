"""The durable human queue: items survive the process, show writes the frame, resolve records who and what."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from screenroute.contract import Reason
from screenroute.router.deciding.human_queue import HumanQueue, HumanQueueError, needs_a_person


def png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (64, 32), "red").save(buf, format="PNG")
    return buf.getvalue()


def enqueue(queue: HumanQueue, **fields: object) -> int:
    base: dict[str, object] = {
        "task": "orders",
        "task_id": "abc",
        "step": "open orders",
        "reason": Reason.NEEDS_HUMAN,
        "detail": "planner: a captcha",
        "actions": [{"action": "click 'Orders'", "ok": True, "changed": False, "detail": "no visible effect"}],
        "frame_png": png(),
    }
    return queue.enqueue(**{**base, **fields})  # type: ignore[arg-type]


def screenroute(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_items_survive_the_process_that_wrote_them(tmp_path: Path) -> None:
    db = tmp_path / "queue.db"
    queue = HumanQueue(db)
    first = enqueue(queue)
    second = enqueue(queue, reason=Reason.POLICY_DENIED, frame_png=None, frame_note="redaction failed")
    queue.close()
    again = HumanQueue(db)
    items = again.list()
    assert [i.id for i in items] == [second, first]
    assert items[1].reason == "needs_human" and items[1].has_frame and items[1].actions[0]["action"] == "click 'Orders'"
    assert not items[0].has_frame and items[0].frame_note == "redaction failed"
    assert again.frame_png(first) == png()


def test_resolve_records_who_and_what_once(tmp_path: Path) -> None:
    queue = HumanQueue(tmp_path / "q.db")
    item = enqueue(queue)
    done = queue.resolve(item, by="li.na", resolution="solved the captcha, resumed")
    assert (done.status, done.resolved_by, done.resolution) == ("resolved", "li.na", "solved the captcha, resumed")
    assert queue.list() == [] and len(queue.list(status=None)) == 1
    with pytest.raises(HumanQueueError, match="already resolved"):
        queue.resolve(item, by="x", resolution="y")
    with pytest.raises(HumanQueueError, match="no queue item 99"):
        queue.resolve(99, by="x", resolution="y")
    with pytest.raises(HumanQueueError, match="who resolved it"):
        queue.resolve(enqueue(queue), by=" ", resolution="y")


def test_which_halts_go_to_a_person() -> None:
    assert not needs_a_person(Reason.TASK_COMPLETE)
    assert all(needs_a_person(r) for r in (Reason.NEEDS_HUMAN, Reason.POLICY_DENIED, Reason.BUDGET_EXHAUSTED))


def test_the_queue_command_lists_shows_and_resolves(tmp_path: Path) -> None:
    db = tmp_path / "queue.db"
    queue = HumanQueue(db)
    item = enqueue(queue)
    queue.close()

    listed = screenroute("queue", "--queue", str(db), "list", "--json")
    assert listed.returncode == 0, listed.stderr
    (record,) = [json.loads(line) for line in listed.stdout.splitlines()]
    assert record["id"] == item and record["reason"] == "needs_human" and record["status"] == "open"

    frame = tmp_path / "frame.png"
    shown = screenroute("queue", "--queue", str(db), "show", str(item), "--frame-out", str(frame))
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["detail"] == "planner: a captcha"
    assert Image.open(frame).size == (64, 32)

    resolved = screenroute("queue", "--queue", str(db), "resolve", str(item), "--by", "ops", "--resolution", "done")
    assert resolved.returncode == 0 and "resolved by ops" in resolved.stdout
    assert "no open items" in screenroute("queue", "--queue", str(db), "list").stdout

    missing = screenroute("queue", "--queue", str(db), "show", "42")
    assert missing.returncode == 2 and "no queue item 42" in missing.stderr and "Traceback" not in missing.stderr
