"""The redaction on/off table: modes paired by their setting, crashes counted apart."""

from __future__ import annotations

import json
from pathlib import Path

from screenroute.bench.redaction_onoff import main, rows_of, table


def _row(
    mode: str, episode: str, *, success: bool = True, outcome: str = "completed", esc: int = 1
) -> dict[str, object]:
    return {"mode": mode, "round": 1, "episode": episode, "success": success, "outcome": outcome,
            "check": "ok" if success else "no", "steps": 10, "escalations": esc}  # fmt: skip


def test_on_and_off_side_by_side_with_crashes_apart(tmp_path: Path) -> None:
    first = tmp_path / "a.json"
    first.write_text(json.dumps({"episodes": [_row("hybrid", "e1"), _row("hybrid-noredact", "e1", esc=3)]}))
    second = tmp_path / "b.json"
    crashed = _row("hybrid-noredact", "e2", success=False, outcome="crashed")
    second.write_text(json.dumps({"episodes": [crashed, _row("hybrid", "e2", success=False, outcome="needs_human")]}))
    lines = {r["redaction"]: r for r in table(rows_of([first, second]))}
    assert lines["on"]["succeeded"] == 1 and lines["on"]["episodes"] == 2 and lines["on"]["escalations"] == 2
    assert lines["off"]["crashed"] == 1 and lines["off"]["succeeded"] == 1 and lines["off"]["escalations"] == 3
    assert main([str(first), str(second), "--out", str(tmp_path / "out")]) == 0
    assert "| hybrid | 1 | off | 2 | 1 | 1/1 |" in (tmp_path / "out" / "redaction_onoff.md").read_text()
