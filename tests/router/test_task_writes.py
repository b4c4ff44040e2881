"""A task's ``writes:``: what it declares, how a pattern matches, what a recording learns and a merge widens."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from screenroute.edge.skills.writes import WritePattern, learn_patterns
from screenroute.router.authoring.recording.merge import merge_tasks
from screenroute.router.authoring.task_envelope import build_envelope
from screenroute.router.authoring.tasks import TaskFileError, parse_task
from screenroute.router.authoring.tasks.runtime import build_context, build_procedure
from screenroute.router.authoring.tasks.schema import MAX_READS

_TASK = """
schema: screenroute/task/v1
name: weekly_report
goal: read the weekly report
origins: ["http://app.test/"]
start_url: "http://app.test/report"
{writes}
steps:
  - name: read report
    expect: {{anchors: [Weekly report]}}
    actions: [{{skill: click, target_text: Only necessary}}]
    done_when: {{texts: [Weekly report ready]}}
"""


def test_a_task_declares_its_writes_and_the_envelope_carries_them(tmp_path: Path) -> None:
    task = parse_task(_TASK.format(writes="writes: ['post /consent/*/necessary', 'DELETE /drafts/*']"))
    assert task.writes == ("POST /consent/*/necessary", "DELETE /drafts/*")  # kept in one spelling
    procedure = build_procedure(task)
    envelope = build_envelope(procedure, build_context(task, {}, workdir=tmp_path))
    assert [str(p) for p in envelope.writes] == ["POST /consent/*/necessary", "DELETE /drafts/*"]
    assert build_procedure(parse_task(_TASK.format(writes=""))).writes == ()


@pytest.mark.parametrize(
    ("entry", "says"),
    [
        ("GET /consent", "a read: a page the task opens goes in visits:"),
        ("SEND /consent", "is not one of POST, PUT, PATCH, DELETE or another registered HTTP method"),
        ("POST", "the path is empty"),
        ("POST http://evil.test/consent", "an absolute URL"),
        ("POST //evil.test/consent", "an absolute URL"),
        ("POST consent", "must start with '/'"),
        ("POST /consent?choice=all", "drop the query"),
        ("POST /consent/nec*", "a whole segment"),
        ("POST /*/*", "matches any path"),
    ],
)
def test_a_bad_write_says_what_is_wrong(entry: str, says: str) -> None:
    with pytest.raises(TaskFileError, match="writes") as caught:
        parse_task(_TASK.format(writes=f"writes: [{entry!r}]"))
    assert says in str(caught.value)


def test_webdav_writes_and_the_root_path_are_writes_a_task_may_hold() -> None:
    # A calendar server creates a collection with MKCOL and sets its name with PROPPATCH; a form
    # may post to the site's root. Each is one literal path, not "any path".
    task = parse_task(_TASK.format(writes="writes: ['MKCOL /mika/*/', 'proppatch /mika/*/', 'POST /']"))
    assert task.writes == ("MKCOL /mika/*/", "PROPPATCH /mika/*/", "POST /")


def test_a_recording_learns_no_pattern_the_task_file_would_refuse() -> None:
    learned = learn_patterns(
        [
            ("MKCOL", "/mika/5f0c1b9e-8d1e-4c52-9a51-2b8f3f0e1a77/"),
            ("POST", "/12345"),
            ("PROPFIND", "/"),
            ("BREW", "/pot"),
        ]
    )
    assert [str(p) for p in learned] == ["MKCOL /mika/*/", "PROPFIND /"]
    for pattern in learned:  # each parses back from the task file
        assert str(WritePattern.parse(str(pattern))) == str(pattern)


def test_a_wildcard_stands_for_one_segment_only() -> None:
    pattern = WritePattern.parse("POST /consent/*/necessary")
    assert pattern.matches("POST", "/consent/1842/necessary")
    assert pattern.matches("POST", "/consent/abc/necessary?from=banner")  # the query is not compared
    assert not pattern.matches("POST", "/consent/18/42/necessary")  # never across a '/'
    assert not pattern.matches("POST", "/consent//necessary")  # nor an empty segment
    assert not pattern.matches("POST", "/consent/1842/necessary/all")
    assert not pattern.matches("PUT", "/consent/1842/necessary")
    assert not pattern.matches("POST", "/consent/1842/remember")
    assert WritePattern.parse("POST /mark%2Dread").matches("POST", "/mark-read")  # compared decoded


def test_a_recording_keeps_the_shape_of_its_writes_never_their_values() -> None:
    seen = [
        ("POST", "/consent/1842/necessary"),
        ("POST", "/customers/ann@example.org/notes?token=Zx81"),
        ("PUT", "/drafts/550e8400-e29b-41d4-a716-446655440000"),
        ("GET", "/report"),
        ("POST", "/mark"),
        ("POST", "/purge"),  # two paths of one run stay two patterns: nothing widens to '/*'
    ]
    assert [str(p) for p in learn_patterns(seen)] == [
        "POST /consent/*/necessary", "POST /customers/*/notes", "POST /mark", "POST /purge", "PUT /drafts/*",
    ]  # fmt: skip


def test_merging_recordings_widens_a_segment_that_varied_between_runs() -> None:
    one = _TASK.format(writes="writes: ['POST /consent/necessary', 'POST /mark']")
    two = _TASK.format(writes="writes: ['POST /consent/all', 'POST /mark']")
    merged = merge_tasks([yaml.safe_load(one), yaml.safe_load(two)])
    assert merged.task.writes == ("POST /consent/*", "POST /mark")


def test_a_tasks_visits_reach_the_envelope_and_a_merge_widens_them(tmp_path: Path) -> None:
    """``visits:`` (the navigation hold's list, :mod:`screenroute.edge.skills.visits`) rides with the
    writes: into the envelope's pages beside the task's own URL, widened where recordings differ."""
    one = _TASK.format(writes="visits: ['/reports/weekly', '/orders']")
    two = _TASK.format(writes="visits: ['/reports/monthly', '/orders']")
    merged = merge_tasks([yaml.safe_load(one), yaml.safe_load(two)])
    assert merged.task.visits == ("/orders", "/reports/*")
    task = parse_task(one)
    envelope = build_envelope(build_procedure(task), build_context(task, {}, workdir=tmp_path))
    assert [str(v) for v in envelope.pages()] == ["/reports/weekly", "/orders", "/report"]


def test_a_tasks_reads_reach_the_read_hold_and_a_merge_unites_them(tmp_path: Path) -> None:
    """``reads:`` (what the task's pages read by script) joins the task's pages in the read hold's list;
    a merge keeps every recording's reads as they are (never widened: two routes read by their records
    are not one that reads any route), refused where a pattern would match any path."""
    one = _TASK.format(writes="reads: ['/api/reports/weekly', '/api/orders', '/api/orders/*']")
    two = _TASK.format(writes="reads: ['/api/reports/monthly', '/api/orders', '/api/customers/*']")
    merged = merge_tasks([yaml.safe_load(one), yaml.safe_load(two)])
    assert merged.task.reads == (
        "/api/reports/weekly", "/api/orders", "/api/orders/*", "/api/reports/monthly", "/api/customers/*",
    )  # fmt: skip
    many = [_TASK.format(writes=f"reads: {[f'/api/r{k}/n{i}' for i in range(150)]}") for k in "ab"]
    capped = merge_tasks([yaml.safe_load(m) for m in many])
    assert len(capped.task.reads) == MAX_READS
    assert any(f"the first {MAX_READS}" in w for w in capped.warnings)
    task = parse_task(one)
    envelope = build_envelope(build_procedure(task), build_context(task, {}, workdir=tmp_path))
    assert [str(v) for v in envelope.read_patterns()] == [
        "/report",
        "/api/reports/weekly",
        "/api/orders",
        "/api/orders/*",
    ]
    assert build_procedure(parse_task(_TASK.format(writes=""))).reads == ()
    with pytest.raises(TaskFileError, match=r"reads\[0\]"):
        parse_task(_TASK.format(writes="reads: ['/*']"))
