"""The replay library on real SQLite files with real sqlite-vec: steps, privacy, crashes, writers, retention, schema."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify import DEFAULT_ARTIFACT
from screenroute.edge.classify.artifact import ClassifierArtifact
from screenroute.edge.classify.base import StatePrediction
from screenroute.edge.classify.training.replay import label_set_of
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.layout import LAYOUT_DIM, layout_embedding
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.skills.action import SkillResult
from screenroute.router.learning.replay import (
    DEFAULT_MAX_BYTES,
    MIGRATIONS,
    ReplayError,
    ReplayLibrary,
    SchemaError,
    StepRecord,
    export_training_set,
    labels_from_teacher,
)
from screenroute.router.privacy.redaction import PresidioRedactor

FIXTURES = Path(__file__).resolve().parents[2] / "edge" / "classify" / "fixtures"
# The classes of the shipped classifier: what an export for fine-tuning it is labelled with.
LABELS = label_set_of(ClassifierArtifact.load(DEFAULT_ARTIFACT))
WRITER = Path(__file__).with_name("writer.py")


@pytest.fixture(scope="module")
def frames() -> dict[str, Frame]:
    return {name: Frame.load(str(FIXTURES / f"{name}.png")) for name in ("login", "bubble", "filled_form", "toast")}


def _step(name: str, frame: Frame | None, **kw: object) -> StepRecord:
    base: dict[str, object] = {
        "step_name": name,
        "route": Route.LOCAL,
        "reason": Reason.KNOWN_STATE,
        "before": frame,
        "redacted": True,
        "embedding": layout_embedding(frame, []) if frame is not None else None,
    }
    base.update(kw)
    return StepRecord(**base)  # type: ignore[arg-type]


def test_a_run_and_its_steps_come_back_as_written(tmp_path: Path, frames: dict[str, Frame]) -> None:
    lib = ReplayLibrary(tmp_path / "replay.db")
    run = lib.start_run("purchase_request", {"title": "Toner", "password": "hunter2"}, secret_names=["PASSWORD"])
    typed = Action("type", text="hunter2")
    template = Action("type", text="{title}")
    click = Action("click", target_text="Never")
    prediction = StatePrediction(
        {"page": "admin_index", "popup": "save_password"}, {"page": 0.97, "popup": 0.99}, 0.01, 0.05, np.zeros(64)
    )
    lib.record_step(
        run,
        _step(
            "open orders",
            frames["bubble"],
            route=Route.ESCALATE,
            reason=Reason.UNEXPECTED_STATE,
            after=frames["toast"],
            classifier=prediction,
            anchors_found=("Orders",),
            anchors_missing=("Log out",),
            teacher_label="popup/chromium_save_password",
            actions=[click, typed, template],
            results=[SkillResult(click, True, "clicked", changed=True, duration_ms=12.5)],
            stage_ms={"classify": 5.0, "ocr": 400.0, "plan": 20.0},
            tokens_in=1200,
            tokens_out=40,
            cost_usd=0.0031,
            model="gpt-4o",
        ),
    )
    lib.record_step(run, _step("log in", frames["login"], state_label="page/login"))
    lib.finish_run(run, "task_complete", "all steps done")

    summary = lib.run(run)
    assert summary.task == "purchase_request" and summary.outcome == "task_complete"
    assert summary.parameters == {"title": "Toner"}  # the secret and its name are gone
    assert (summary.steps, summary.escalations, summary.local) == (2, 1, 1)
    assert summary.tokens_in == 1200 and summary.cost_usd == pytest.approx(0.0031)
    assert lib.run(summary.uid[:6]).id == run
    # A uid is hex: a prefix of six digits is still found (there is no run 402173); three are an id.
    with lib.write() as db:
        db.execute("update runs set uid = '4021739a5be0c6d6' where id = ?", (run,))
    assert lib.run("402173").id == run and lib.run(run).uid == "4021739a5be0c6d6"
    with pytest.raises(ReplayError, match="no run '402'"):
        lib.run("402")

    first, second = lib.steps(run)
    assert (first.seq, first.route, first.reason) == (1, "escalate", "unexpected_state")
    assert first.classifier is not None and first.classifier["state_label"] == "page/admin_index+popup/save_password"
    assert first.anchors_missing == ("Log out",) and first.teacher_label == "popup/chromium_save_password"
    assert first.stage_ms["ocr"] == 400.0 and first.total_ms == pytest.approx(425.0)
    assert first.frames == ("after", "before")
    # Typed text is never stored; a template names the value without holding it.
    assert first.actions[1] == {"skill": "type", "describe": "type 7 chars", "text_len": 7}
    assert first.actions[2]["text"] == "{title}"
    assert "hunter2" not in json.dumps([s.to_json() for s in lib.steps(run)])
    assert first.results[0]["ok"] and first.results[0]["duration_ms"] == 12.5
    mime, data = lib.frame(first.id, "before") or ("", b"")
    assert mime == "image/webp"
    with Image.open(io.BytesIO(data)) as image:
        assert image.size == (640, 400)
    assert second.state_label == "page/login" and second.frames == ("before",)


def test_an_address_in_a_detail_is_stored_as_its_shape(tmp_path: Path, frames: dict[str, Frame]) -> None:
    # An error's message may carry the page's whole address, and the address a customer's data.
    lib = ReplayLibrary(tmp_path / "replay.db")
    run = lib.start_run("notify")
    page = "https://crm.example:8443/customers/ann@example.com/notify?token=9f2c"
    click = Action("click", target_text="Send")
    failed = SkillResult(click, False, f"cannot load {page}: net::ERR_FAILED")
    lib.record_step(run, _step("notify", frames["login"], detail=f"open_url {page} failed", results=[failed]))
    lib.finish_run(run, "stopped", f"stopped: SandboxError: {page} did not load")
    (step,) = lib.steps(run)
    stored = json.dumps([step.to_json(), lib.run(run).detail])
    assert "ann@example.com" not in stored and "9f2c" not in stored
    shape = "https://crm.example:8443/customers/{email}/notify?{query}"
    assert step.detail == f"open_url {shape} failed"
    assert step.results[0]["detail"] == f"cannot load {shape}: net::ERR_FAILED"
    assert lib.run(run).detail == f"stopped: SandboxError: {shape} did not load"


def test_a_detail_with_a_broken_or_credentialed_address_is_stored_safely(tmp_path: Path) -> None:
    # Details carry text from the screen and the planner: a URL that does not parse must not stop the
    # run's record (its end would never be written), and a URL's user and password are no part of where.
    lib = ReplayLibrary(tmp_path / "replay.db")
    run = lib.start_run("notify")
    lib.finish_run(run, "needs_human", "not found: http://[x/y and https://ann:s3cret@crm.example/notify")
    detail = lib.run(run).detail
    assert detail == "not found: {url} and https://crm.example/notify", detail


def test_frames_are_stored_only_redacted(tmp_path: Path, frames: dict[str, Frame]) -> None:
    # A real Presidio redactor: the email's box is blacked out in the stored frame.
    pixels = np.full((400, 640, 3), 255, np.uint8)
    frame = Frame(pixels, frames["login"].geometry)
    email = OcrLine("jane.doe@example.com", Box(100, 100, 400, 130), 0.99)
    label = OcrLine("Contact", Box(100, 40, 220, 70), 0.99)
    lib = ReplayLibrary(tmp_path / "replay.db", redactor=PresidioRedactor(), frame_format="png")
    run = lib.start_run("t")
    redacted_id = lib.record_step(run, _step("a", frame, redacted=False, before_lines=[label, email]))
    unlined_id = lib.record_step(run, _step("b", frame, redacted=False))  # no OCR lines: cannot be redacted
    stored = lib.frame(redacted_id)
    assert stored is not None
    with Image.open(io.BytesIO(stored[1])) as image:
        got = np.asarray(image.convert("RGB"))
    assert got[115, 250].tolist() == [0, 0, 0]  # inside the email's box
    assert got[300, 500].tolist() == [255, 255, 255]  # untouched elsewhere
    assert lib.frame(unlined_id) is None
    assert "no OCR lines" in lib.steps(run)[1].frame_note
    # Without a redactor only frames the caller marks as redacted are kept.
    bare = ReplayLibrary(tmp_path / "bare.db")
    run = bare.start_run("t")
    step_id = bare.record_step(run, _step("a", frame, redacted=False, before_lines=[email]))
    assert bare.frame(step_id) is None and "no redactor" in bare.steps(run)[0].frame_note


def test_nearest_states_are_per_task(tmp_path: Path, frames: dict[str, Frame]) -> None:
    lib = ReplayLibrary(tmp_path / "replay.db")
    a = lib.start_run("task_a")
    b = lib.start_run("task_b")
    for name in ("login", "bubble", "filled_form"):
        lib.record_step(a, _step(name, frames[name], state_label=f"page/{name}"))
    lib.record_step(b, _step("toast", frames["toast"]))
    near = lib.nearest_states("task_a", layout_embedding(frames["bubble"], []), k=3)
    assert near[0].step_name == "bubble" and near[0].distance < 1e-4
    assert {n.run_id for n in near} == {a}
    assert [n.step_name for n in lib.nearest_states("task_b", layout_embedding(frames["bubble"], []))] == ["toast"]
    with pytest.raises(ReplayError, match="values"):
        lib.nearest_states("task_a", np.zeros(8))
    with pytest.raises(ReplayError, match="no run"):
        lib.record_step(999, _step("x", None))


def _run_writer(db: Path, task: str, steps: int, *, hold: bool = False) -> subprocess.Popen[str]:
    args = [sys.executable, str(WRITER), str(db), task, str(steps)] + (["--hold"] if hold else [])
    return subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _read_until(proc: subprocess.Popen[str], marker: str) -> list[str]:
    seen: list[str] = []
    assert proc.stdout is not None
    for line in proc.stdout:
        seen.append(line.strip())
        if line.strip() == marker:
            return seen
    raise AssertionError(f"writer ended before {marker!r}: {seen}; stderr: {proc.stderr.read() if proc.stderr else ''}")


def test_kill_9_mid_step_loses_only_that_step(tmp_path: Path) -> None:
    db = tmp_path / "replay.db"
    proc = _run_writer(db, "crash", 4, hold=True)
    try:
        _read_until(proc, "in flight")  # 4 steps committed, the 5th half written inside its transaction
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    lib = ReplayLibrary(db)  # opening recovers: the dead writer's run is marked interrupted
    assert lib.integrity_check() == "ok"
    (run,) = lib.runs()
    assert run.outcome == "interrupted" and run.steps == 4
    assert [s.step_name for s in lib.steps(run.id)] == ["step 1", "step 2", "step 3", "step 4"]
    assert all(lib.frame(s.id) is not None for s in lib.steps(run.id))
    assert len(lib.nearest_states("crash", layout_embedding(Frame.load(str(FIXTURES / "login.png")), []), k=10)) == 4
    # The file takes new runs as before.
    new = lib.start_run("after")
    lib.record_step(new, _step("ok", None))
    lib.finish_run(new, "task_complete")
    assert lib.run(new).steps == 1


def test_kill_9_at_a_random_moment_leaves_a_clean_file(tmp_path: Path) -> None:
    db = tmp_path / "replay.db"
    proc = _run_writer(db, "crash", 200)
    try:
        lines = _read_until(proc, "committed 6")
        os.kill(proc.pid, signal.SIGKILL)  # somewhere in the middle of writing step 7 or later
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert lines[-1] == "committed 6"
    lib = ReplayLibrary(db)
    assert lib.integrity_check() == "ok"
    (run,) = lib.runs()
    steps = lib.steps(run.id)
    assert run.outcome == "interrupted" and len(steps) >= 6
    assert [s.seq for s in steps] == list(range(1, len(steps) + 1))  # no gaps, no half step
    assert all(s.frames == ("after", "before") for s in steps)


def test_several_processes_and_threads_write_one_file(tmp_path: Path) -> None:
    db = tmp_path / "replay.db"
    ReplayLibrary(db).close()  # created once, so the writers race on writes, not on creation
    procs = [_run_writer(db, f"proc{i}", 8) for i in range(3)]
    lib = ReplayLibrary(db)
    frame = Frame.load(str(FIXTURES / "toast.png"))
    errors: list[Exception] = []

    def thread_writer(n: int) -> None:
        try:
            run = lib.start_run(f"thread{n}")
            for i in range(8):
                lib.record_step(run, _step(f"t{i}", frame))
            lib.finish_run(run, "task_complete")
        except Exception as exc:  # noqa: BLE001 - a thread cannot fail the test itself; reported below
            errors.append(exc)

    threads = [threading.Thread(target=thread_writer, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    assert not errors, errors
    runs = lib.runs()
    assert len(runs) == 6 and all(r.steps == 8 and r.outcome == "task_complete" for r in runs)
    assert lib.integrity_check() == "ok"


def test_retention_prunes_oldest_runs_and_keeps_the_index_usable(tmp_path: Path, frames: dict[str, Frame]) -> None:
    db = tmp_path / "replay.db"
    budget = 9 * 1024 * 1024
    lib = ReplayLibrary(db, max_bytes=budget, frame_format="png", frame_max_side=320)
    rng = np.random.default_rng(0)
    noisy = Frame(rng.integers(0, 255, frames["login"].pixels.shape, dtype=np.uint8), frames["login"].geometry)
    ids = []
    for r in range(12):
        run = lib.start_run("long", {"n": str(r)})
        for i in range(4):
            lib.record_step(run, _step(f"s{i}", noisy, after=noisy))
        lib.finish_run(run, "task_complete")
        ids.append(run)
        assert lib.used_bytes() <= budget
    kept = [r.id for r in lib.runs(limit=100)]
    assert kept and ids[-1] in kept and ids[0] not in kept  # the oldest went first, the newest stayed
    assert sorted(kept) == ids[-len(kept) :]
    assert os.path.getsize(db) <= budget * 1.3  # freed pages went back to the file system
    live_steps = sum(len(lib.steps(r)) for r in kept)
    near = lib.nearest_states("long", layout_embedding(noisy, []), k=100)
    assert len(near) == live_steps  # deleted steps are gone from the vector index too
    assert lib.integrity_check() == "ok"


def test_a_running_run_is_never_pruned(tmp_path: Path, frames: dict[str, Frame]) -> None:
    lib = ReplayLibrary(tmp_path / "replay.db", max_bytes=1024 * 1024, frame_format="png")
    run = lib.start_run("open")
    for i in range(3):
        lib.record_step(run, _step(f"s{i}", frames["login"]))
    assert lib.prune() == 0
    assert lib.run(run).steps == 3


def test_schema_migrates_forward_and_refuses_newer_files(tmp_path: Path) -> None:
    db = tmp_path / "replay.db"
    lib = ReplayLibrary(db)
    run = lib.start_run("t")
    lib.close()

    def add_notes(conn: object) -> None:
        conn.execute("alter table runs add column notes text not null default ''")  # type: ignore[attr-defined]

    v2 = [*MIGRATIONS, (2, "run notes", add_notes)]
    lib = ReplayLibrary(db, migrations=v2)
    assert lib.schema_version == 2 and lib.run(run).task == "t"  # old data kept
    with lib.read() as conn:
        assert conn.execute("select notes from runs").fetchall() == [("",)]
    lib.close()

    def broken(conn: object) -> None:
        conn.execute("alter table runs add column notes2 text")  # type: ignore[attr-defined]
        conn.execute("this is not sql")  # type: ignore[attr-defined]

    with pytest.raises(SchemaError, match="migration to version 3"):
        ReplayLibrary(db, migrations=[*v2, (3, "broken", broken)])
    lib = ReplayLibrary(db, migrations=v2)
    assert lib.schema_version == 2  # the failed step rolled back whole
    with lib.read() as conn:
        assert "notes2" not in [r[1] for r in conn.execute("pragma table_info(runs)").fetchall()]
    lib.close()
    with pytest.raises(SchemaError, match="schema version 2"):
        ReplayLibrary(db)  # this code knows version 1 only


def test_bad_arguments_fail_clearly(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="max_bytes"):
        ReplayLibrary(tmp_path / "r.db", max_bytes=10)
    with pytest.raises(ReplayError, match="does not exist"):
        ReplayLibrary(tmp_path / "missing" / "r.db")
    (tmp_path / "junk.db").write_bytes(b"not a database at all" * 100)
    with pytest.raises(ReplayError, match=r"junk\.db"):
        ReplayLibrary(tmp_path / "junk.db")
    lib = ReplayLibrary(tmp_path / "r.db")
    run = lib.start_run("t")
    with pytest.raises(ReplayError, match=str(LAYOUT_DIM)):
        lib.record_step(run, _step("x", None, embedding=np.zeros(3)))
    with pytest.raises(ReplayError, match="no run"):
        lib.finish_run(run + 1, "x")


def test_export_writes_what_the_trainer_reads(tmp_path: Path, frames: dict[str, Frame]) -> None:
    from screenroute.edge.classify.training.dataset import load_frames

    lib = ReplayLibrary(tmp_path / "replay.db", frame_format="png")
    ok = SkillResult(Action("click", target_text="x"), True, changed=True)
    for _ in range(3):
        run = lib.start_run("demo")
        lib.record_step(
            run,
            _step(
                "bubble",
                frames["bubble"],
                route=Route.ESCALATE,
                reason=Reason.UNEXPECTED_STATE,
                teacher_label="popup/chromium_save_password",
            ),
        )
        lib.record_step(
            run, _step("form", frames["filled_form"], state_label="page/purchase_request_form_filled", results=[ok])
        )
        lib.record_step(run, _step("waited", frames["toast"], route=Route.WAIT, reason=Reason.UNKNOWN_STATE))
        lib.record_step(run, _step("odd", frames["login"], route=Route.ESCALATE, teacher_label="dialog/whatever"))
        lib.finish_run(run, "task_complete")
    summary = export_training_set(lib, tmp_path / "export", LABELS)
    assert summary.frames == 6 and summary.by_source == {"planner": 3, "task": 3}
    assert summary.skipped == {"no teacher label": 3, "label names no known class": 3}
    assert summary.unmapped == {"dialog/whatever": 3}
    assert set(summary.by_split) == {"train", "val"}  # split by run, at least one run for validation
    records = [json.loads(x) for x in (tmp_path / "export" / "known" / "labels.jsonl").read_text().splitlines()]
    bubble = next(r for r in records if r["meta"]["step"] == "bubble")
    assert bubble["labels"] == {"page": None, "popup": "save_password", "form": None, "submit": None}
    form = next(r for r in records if r["meta"]["step"] == "form")
    assert form["labels"]["page"] == "purchase_request_form" and form["labels"]["popup"] == "none"
    by_run: dict[str, set[str]] = {}
    for r in records:
        by_run.setdefault(r["variation"], set()).add(r["split"])
    assert all(len(s) == 1 for s in by_run.values())
    loaded = load_frames(tmp_path / "export", "known", 64, 64)  # the trainer's own loader
    assert len(loaded) == 6 and loaded.x.shape == (6, 1, 64, 64)
    with pytest.raises(ReplayError, match="already exists"):
        export_training_set(lib, tmp_path / "export", LABELS)


def test_teacher_labels_map_onto_the_heads() -> None:
    heads = LABELS.heads
    labels, unmapped = labels_from_teacher("page/order_list_filtered+popup/chromium_save_password+x/y", heads)
    assert labels["page"] == "order_list_filtered" and labels["popup"] == "save_password"
    assert unmapped == ["x/y"]
    labels, _ = labels_from_teacher("page/order_list", heads)
    assert labels["page"] == "order_list"
    labels, unmapped = labels_from_teacher("page/any", heads)
    assert labels["page"] is None and unmapped == ["page/any"]


def test_the_budget_belongs_to_the_file(tmp_path: Path, frames: dict[str, Frame]) -> None:
    db = tmp_path / "replay.db"
    big = 64 * 1024 * 1024
    lib = ReplayLibrary(db, max_bytes=big)
    assert lib.max_bytes == big
    lib.close()
    # A reader that names no budget (``screenroute replay list``) uses the writer's, not the default.
    assert ReplayLibrary(db).max_bytes == big
    assert ReplayLibrary(tmp_path / "fresh.db").max_bytes == DEFAULT_MAX_BYTES
