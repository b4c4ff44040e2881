"""``screenroute replay`` and ``screenroute train --from-replay``: the export, the scores and the keep-the-old-one
decision run on onnxruntime (no torch); the fine-tuning itself runs only where the train extra is installed."""

from __future__ import annotations

import json
import math
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from screenroute.contract import Action, Reason, Route
from screenroute.edge.classify import DEFAULT_ARTIFACT
from screenroute.edge.classify.artifact import ClassifierArtifact
from screenroute.edge.classify.training.dataset import FrameSet, load_frames
from screenroute.edge.classify.training.replay import (
    FLAGGED,
    KeepDecision,
    ReplayTrainConfig,
    TrainingSetError,
    decide,
    evaluate_artifact,
    finalize,
    label_set_of,
    run_replay_finetune,
)
from screenroute.edge.frame import Frame
from screenroute.edge.layout import layout_embedding
from screenroute.edge.skills.action import SkillResult
from screenroute.router.app.cli import main
from screenroute.router.learning.replay import ReplayLibrary, StepRecord, export_training_set

FIXTURES = Path(__file__).resolve().parents[2] / "edge" / "classify" / "fixtures"
# What each fixture shows, as the planner (teacher) or the task (an expected page) would label it.
LABELLED = {
    "bubble": ("planner", "page/admin_index+popup/chromium_save_password"),
    "login": ("task", "page/login"),
    "filled_form": ("task", "page/purchase_request_form_filled"),
    "not_found": ("planner", "page/not_found"),
    "toast": ("planner", "page/order_list_filtered+popup/download_toast"),
}


def _fill(db: Path, runs: int = 3) -> None:
    lib = ReplayLibrary(db, frame_format="png")
    ok = SkillResult(Action("click", target_text="x"), True, changed=True)
    rng = np.random.default_rng(7)
    for _ in range(runs):
        run = lib.start_run("demo", {"title": "Toner"}, secret_names=["password"])
        for name, (source, label) in LABELLED.items():
            frame = Frame.load(str(FIXTURES / f"{name}.png"))
            # Runs never see the very same pixels twice (a clock, a cursor, new data): a little noise.
            noise = rng.integers(-6, 7, frame.pixels.shape)
            frame = Frame(np.clip(frame.pixels.astype(int) + noise, 0, 255).astype(np.uint8), frame.geometry)
            teacher = source == "planner"
            lib.record_step(
                run,
                StepRecord(
                    step_name=name,
                    route=Route.ESCALATE if teacher else Route.LOCAL,
                    reason=Reason.UNEXPECTED_STATE if teacher else Reason.KNOWN_STATE,
                    before=frame,
                    redacted=True,
                    embedding=layout_embedding(frame, []),
                    teacher_label=label if teacher else "",
                    state_label="" if teacher else label,
                    results=[ok],
                    tokens_in=900 if teacher else 0,
                    cost_usd=0.002 if teacher else 0.0,
                ),
            )
        lib.finish_run(run, "task_complete")
    lib.close()


@pytest.fixture(scope="module")
def replay_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("replay") / "replay.db"
    _fill(db)
    return db


@pytest.fixture(scope="module")
def exported(replay_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export")
    with ReplayLibrary(replay_db) as lib:
        summary = export_training_set(lib, out, label_set_of(ClassifierArtifact.load(DEFAULT_ARTIFACT)))
    assert summary.frames == 15 and set(summary.by_split) == {"train", "val"}
    return out


def test_the_decision_keeps_the_old_network_unless_the_new_one_is_no_worse() -> None:
    old = {"page": 0.90, "popup": 0.95, "form": math.nan}
    better = decide(old, {"page": 0.95, "popup": 0.95, "form": 0.5})
    assert better.replace and better.old_mean == pytest.approx(0.925) and better.new_mean == pytest.approx(0.95)
    forgot = decide(old, {"page": 1.0, "popup": 0.90, "form": 1.0})  # better mean, but a head dropped 0.05
    assert not forgot.replace and "head popup dropped" in forgot.reason
    small = decide(old, {"page": 0.91, "popup": 0.95}, min_gain=0.02)
    assert not small.replace and "not above" in small.reason
    assert not decide(old, dict(old)).replace  # a tie keeps the network that has been running
    calls_all_unknown = decide({**old, FLAGGED: 0.0}, {"page": 0.99, "popup": 0.99, FLAGGED: 0.6})
    assert not calls_all_unknown.replace and "flags 60.0%" in calls_all_unknown.reason
    assert not decide({"page": math.nan}, {"page": 1.0}).replace  # nothing to compare on


def test_finalize_writes_the_kept_artifact_and_why(tmp_path: Path) -> None:
    candidate = tmp_path / "candidate.zip"
    candidate.write_bytes(b"new")
    old = tmp_path / "old.zip"
    old.write_bytes(b"old")
    out = tmp_path / "out" / "model.zip"
    keep = KeepDecision(False, "worse", {"page": 1.0}, {"page": 0.5}, 1.0, 0.5)
    finalize(keep, old, candidate, out)
    assert out.read_bytes() == b"old"
    record = json.loads(out.with_suffix(".decision.json").read_text())
    assert record["replace"] is False and record["kept"] == str(old)
    finalize(KeepDecision(True, "better", {"page": 0.5}, {"page": 1.0}, 0.5, 1.0), old, candidate, out)
    assert out.read_bytes() == b"new"


def test_the_shipped_artifact_scores_on_the_export(exported: Path) -> None:
    artifact = ClassifierArtifact.load(DEFAULT_ARTIFACT)
    spec = artifact.metadata.input
    frames = load_frames(exported, "known", spec.width, spec.height)
    scores = evaluate_artifact(artifact, frames)
    assert set(scores) == {"page", "popup", "form", "submit", FLAGGED}
    assert 0.0 <= scores[FLAGGED] <= 1.0
    assert math.isnan(scores["form"]) and math.isnan(scores["submit"])  # no teacher named these heads
    assert scores["popup"] >= 0.8 and scores["page"] >= 0.8  # the fixtures are screens it was trained on
    with pytest.raises(TrainingSetError, match="reads"):
        evaluate_artifact(artifact, load_frames(exported, "known", 64, 64))


def _base_as_candidate(
    cfg: ReplayTrainConfig, base: ClassifierArtifact, train: FrameSet, val: FrameSet, say: Callable[[str], None]
) -> Path:
    """A candidate maker behind the trainer interface (torch is not installed where this runs): the
    base network itself, so the scores compared are real onnxruntime scores of a real artifact."""
    candidate = cfg.workdir / "candidate.zip"
    shutil.copyfile(base.path, candidate)
    return candidate


def test_run_keeps_the_old_artifact_when_the_candidate_is_not_better(exported: Path, tmp_path: Path) -> None:
    out = tmp_path / "model.zip"
    cfg = ReplayTrainConfig(data_dir=exported, out=out, workdir=tmp_path / "work", base=DEFAULT_ARTIFACT, min_gain=0.01)
    outcome = run_replay_finetune(cfg, say=lambda _: None, trainer=_base_as_candidate)
    assert not outcome.decision.replace and "not above" in outcome.decision.reason
    assert out.read_bytes() == DEFAULT_ARTIFACT.read_bytes()
    assert json.loads(out.with_suffix(".decision.json").read_text())["kept"] == str(DEFAULT_ARTIFACT)


def test_run_refuses_an_export_too_small_to_train(replay_db: Path, tmp_path: Path) -> None:
    small = tmp_path / "small.db"
    _fill(small, runs=1)
    with ReplayLibrary(small) as lib:
        export_training_set(lib, tmp_path / "export", label_set_of(ClassifierArtifact.load(DEFAULT_ARTIFACT)))
    cfg = ReplayTrainConfig(
        data_dir=tmp_path / "export",
        out=tmp_path / "m.zip",
        workdir=tmp_path / "w",
        base=DEFAULT_ARTIFACT,
        min_frames=2,
    )
    with pytest.raises(TrainingSetError, match="validation run"):
        run_replay_finetune(cfg, say=lambda _: None, trainer=_base_as_candidate)
    cfg = ReplayTrainConfig(
        data_dir=tmp_path / "export",
        out=tmp_path / "m.zip",
        workdir=tmp_path / "w",
        base=DEFAULT_ARTIFACT,
        min_frames=100,
    )
    with pytest.raises(TrainingSetError, match="at least 100"):
        run_replay_finetune(cfg, say=lambda _: None)


def test_replay_cli_lists_shows_and_exports(
    replay_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", "list", "--db", str(replay_db)]) == 0
    listing = capsys.readouterr().out.splitlines()
    assert listing[0].split()[:5] == ["id", "uid", "task", "started", "outcome"] and len(listing) == 5
    assert main(["replay", "list", "--db", str(replay_db), "--json"]) == 0
    runs = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert runs[0]["parameters"] == {"title": "Toner"} and runs[0]["escalations"] == 3 and runs[0]["local"] == 2
    assert main(["replay", "show", runs[0]["uid"][:8], "--db", str(replay_db)]) == 0
    table = capsys.readouterr().out
    assert "popup/chromium_save_password" in table and "unexpected_state" in table and "page/login" in table
    assert main(["replay", "show", "999", "--db", str(replay_db)]) == 2
    assert "no run" in capsys.readouterr().err
    assert main(["replay", "export", "--db", str(replay_db), "--out", str(tmp_path / "ex")]) == 0
    assert json.loads(capsys.readouterr().out)["frames"] == 15
    assert main(["replay", "list", "--db", str(tmp_path / "missing.db")]) == 2


def test_train_from_replay_cli(replay_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "model.zip"
    args = [
        "train",
        "--from-replay",
        str(replay_db),
        "--out",
        str(out),
        "--workdir",
        str(tmp_path / "w"),
        "--epochs",
        "1",
    ]
    try:
        import optimum.onnxruntime  # noqa: F401
        import torch  # noqa: F401
    except ImportError:
        assert main(args) == 2  # a clear message, and nothing written
        assert "train extra" in capsys.readouterr().err and not out.exists()
        return
    assert main(args) == 0
    decision = json.loads(out.with_suffix(".decision.json").read_text())
    assert ClassifierArtifact.load(out).metadata.labels == ClassifierArtifact.load(DEFAULT_ARTIFACT).metadata.labels
    assert decision["kept"] in (str(DEFAULT_ARTIFACT), str(tmp_path / "w" / "candidate.zip"))
    assert set(decision["new_val_accuracy"]) == {"page", "popup", "form", "submit", FLAGGED}
