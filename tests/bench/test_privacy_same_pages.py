"""The page-for-page check of the privacy corpus: how a page's texts become lines, what counts as changed."""

from __future__ import annotations

import json
from pathlib import Path

from screenroute.bench.privacy.same_pages import compare, page_lines

ITEMS = [
    {"kind": "label", "type": "", "value": "Name:", "rects": [[10, 10, 60, 30]], "visible": "full"},
    {"kind": "pii", "type": "PERSON", "value": "Ann Lee", "rects": [[70, 10, 140, 30]], "visible": "full"},
    {"kind": "button", "type": "", "value": "Save", "rects": [[10, 60, 50, 80]], "visible": "full"},
    {"kind": "text", "type": "", "value": "cut off", "rects": [[10, 790, 60, 810]], "visible": "partial"},
]


def test_a_pages_texts_are_read_one_line_per_element_and_merged_per_row() -> None:
    each, rows = page_lines(ITEMS)
    assert [ln.text for ln in each] == ["Name:", "Ann Lee", "Save"]
    assert [ln.text for ln in rows] == ["Name: Ann Lee", "Save"]
    assert (rows[0].box.x0, rows[0].box.x1) == (10, 141)


def test_a_reading_changes_with_what_is_sent_not_with_the_rules_named(tmp_path: Path) -> None:
    (tmp_path / "pages").mkdir()
    (tmp_path / "pages" / "p.json").write_text(json.dumps({"items": ITEMS}), encoding="utf-8")
    sent = {"lines": ["Name: <PERSON_1>", "Save"], "findings": [], "pixels": "a", "texts": [], "rules": ["x"]}
    renamed = {**sent, "rules": ["y"]}
    leaked = {**sent, "lines": ["Name: Ann Lee", "Save"]}
    same = compare(tmp_path, {"p": {"rows": sent}}, {"p": {"rows": renamed}})
    assert (same["changed"], same["rules_renamed"], same["left_before"], same["left_after"]) == ([], 1, 0, 0)
    worse = compare(tmp_path, {"p": {"rows": sent}}, {"p": {"rows": leaked}})
    assert (worse["changed"], worse["left_after"]) == (["p/rows"], 1)
