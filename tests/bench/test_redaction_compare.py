"""The side-by-side report of two redaction runs: totals per set of pages, and clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from screenroute.bench.redaction_compare import main


def _page(pid: str, leaks: int, values: int = 4, painted: bool = False) -> dict[str, object]:
    return {
        "id": pid,
        "split": "kinds10",
        "locale": "de_DE",
        "denied": "",
        "lines": 10,
        "ocr_ms": 1.0,
        "redact_ms": 40.0,
        "redact_cpu_ms": 38.0,
        "nonpii_lines": 6,
        "nonpii_kept": 5,
        "goal_leak": False,
        "neutral_goal_kept": True,
        "values": [
            {"type": "PERSON", "visible": "full", "image_leak": k < leaks, "text_leak": False, "detectable": True}
            for k in range(values)
        ],
        "protected": [{"kind": "label", "value": "Kunde", "redacted": painted, "unread": False}],
    }


def _dump(path: Path, pages: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps(pages))
    return path


def test_two_runs_side_by_side(tmp_path: Path) -> None:
    before = _dump(tmp_path / "b.json", [_page("p1", 2, painted=True), _page("p2", 0)])
    after = _dump(tmp_path / "a.json", [_page("p1", 0), _page("p2", 1)])
    out = tmp_path / "report" / "side"
    assert (
        main(["--before-name", "old", "--after-name", "new", "--pair", f"split={before},{after}", "--out", str(out)])
        == 0
    )
    data = json.loads(out.with_suffix(".json").read_text())
    row = data["rows"][0]
    assert row["before"]["image"] == pytest.approx(6 / 8) and row["after"]["image"] == pytest.approx(7 / 8)
    assert (row["before"]["labels_redacted"], row["after"]["labels_redacted"]) == (1, 0)
    assert "75.00 / 100.00 → **87.50 / 100.00**" in out.with_suffix(".md").read_text()
    assert out.with_suffix(".png").stat().st_size > 0


def test_dumps_of_different_pages_or_no_dump_are_refused(tmp_path: Path) -> None:
    before = _dump(tmp_path / "b.json", [_page("p1", 0)])
    after = _dump(tmp_path / "a.json", [_page("p2", 0)])
    args = ["--before-name", "a", "--after-name", "b", "--out", str(tmp_path / "x")]
    with pytest.raises(SystemExit, match="different pages"):
        main([*args, "--pair", f"s={before},{after}"])
    (tmp_path / "junk.json").write_text("{not json")
    with pytest.raises(SystemExit, match="not a redaction bench dump"):
        main([*args, "--pair", f"s={tmp_path / 'junk.json'},{after}"])
    with pytest.raises(SystemExit, match=r"LABEL=BEFORE\.json,AFTER\.json"):
        main([*args, "--pair", "no-files"])
