"""``screenroute bench``: configuration, the figures it derives, the report it writes, one real episode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from screenroute.bench.episodes import backoffice_episodes, trac_episodes
from screenroute.bench.latency_cost import (
    BenchConfig,
    EpisodeResult,
    all_cloud_policy,
    bench_episodes,
    run_bench,
    summarise,
)
from screenroute.bench.latency_cost_report import SUMMARY_KEYS, targets, write_report
from screenroute.router.app.cli import main
from screenroute.router.deciding.policy import PolicyConfig


def _result(mode: str, rnd: int, *, success: bool = True, routes: tuple[str, ...] = ("local",) * 10) -> EpisodeResult:
    escalated = [r == "escalate" for r in routes]
    return EpisodeResult(
        mode=mode, round=rnd, episode="bo-00", family="backoffice", success=success,
        check="ok" if success else "lines differ", outcome="completed", steps=len(routes),
        escalations=sum(escalated), cloud_calls=sum(escalated), tokens_in=1200 * sum(escalated),
        tokens_out=90 * sum(escalated), cost_usd=0.004 * sum(escalated), wall_s=10.0 + 3 * sum(escalated),
        decision_ms=[2600.0 if e else 60.0 for e in escalated], edge_ms=[100.0 if e else 60.0 for e in escalated],
        routes=list(routes), reasons=["known_state"] * len(routes), interruptions=[],
    )  # fmt: skip


def test_config_is_checked_before_anything_starts(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="base-url"):
        BenchConfig(base_url="ftp://model")
    with pytest.raises(ValidationError, match="profile"):
        BenchConfig(base_url="http://127.0.0.1:9/v1", profile=tmp_path / "p.json")
    with pytest.raises(ValidationError, match="confidences"):
        BenchConfig(sweep=(1.5,))
    with pytest.raises(ValidationError):
        BenchConfig(modes=("half-cloud",))  # type: ignore[arg-type]
    # The CLI turns the same mistakes into one line and exit status 2, not a traceback.
    assert main(["bench", "--base-url", "ftp://x", "--out", str(tmp_path)]) == 2


def test_episodes_are_the_same_for_every_mode_and_vary() -> None:
    config = BenchConfig(episodes=6, thirdparty=2)
    first, again = bench_episodes(config), bench_episodes(config)
    assert first == again  # a fixed seed: every mode runs the very same episodes
    backoffice = backoffice_episodes(6, seed=2026)
    assert len({(e.data_seed, e.today, e.scale, e.theme) for e in backoffice}) > 3
    assert {e.scale for e in backoffice} == {1.0, 1.25, 1.5}
    assert any(e.interruptions for e in backoffice)
    trac = trac_episodes(2, seed=2026)
    assert [e.family for e in trac] == ["thirdparty", "thirdparty"]
    assert all(set(e.parameters) == {"summary", "type", "priority"} for e in trac)
    assert all(e.task.is_file() for e in first)


def test_the_all_cloud_baseline_never_acts_locally() -> None:
    policy = all_cloud_policy()
    assert policy.local_actions is False and policy.max_escalations >= 100
    assert PolicyConfig().local_actions is True


def test_summary_has_the_promised_figures_and_the_targets_are_judged() -> None:
    cloud = [_result("all-cloud", 1, routes=("escalate",) * 10)]
    cold = [_result("hybrid", 1, routes=("escalate", "escalate") + ("local",) * 8)]
    warm = [_result("hybrid", 3, routes=("local",) * 10)]
    summary = summarise(cloud + cold + [_result("hybrid", 2, routes=("escalate",) + ("local",) * 9)] + warm)
    assert set(summary) == {
        "all-cloud",
        "hybrid-round-1",
        "hybrid-round-2",
        "hybrid-round-3",
        "hybrid-cold",
        "hybrid-warm",
    }
    for figures in summary.values():
        assert set(SUMMARY_KEYS) <= set(figures)
    assert summary["all-cloud"]["escalation_rate"] == 1.0
    assert summary["hybrid-cold"]["escalation_rate"] == 0.2
    assert summary["hybrid-warm"]["cost_per_task_usd"] == 0.0
    assert summary["all-cloud"]["step_latency_p50_s"] == 2.6
    verdicts = {name: met for name, _, _, met in targets(summary)}
    assert all(verdicts.values()), verdicts
    # A warm hybrid that loses a task it should have done fails the success target.
    worse = summarise([*cloud, _result("hybrid", 1), _result("hybrid", 2, success=False)])
    assert {name: met for name, _, _, met in targets(worse)}["success rate"] is False


def test_the_report_is_written_with_its_plots(tmp_path: Path) -> None:
    results = [_result("all-cloud", 1, routes=("escalate",) * 8), _result("hybrid", 1), _result("hybrid", 2)]
    summary = summarise(results)
    sweep = [{"act_confidence": 0.9, **summary["hybrid-cold"]}]
    meta = {
        "date": "2026-12-01T00:00:00+00:00", "episodes": [], "config": {}, "simulated": True, "cpus": 2,
        "model": {"model": "gpt-4o", "error_rate": 0.05, "latency": {"kind": "lognormal", "median_s": 2.5, "p95_s": 6.0}},
        "load_before": [1.0, 1.0, 1.0], "load_after": [1.0, 1.0, 1.0], "bench_wall_s": 60.0,
    }  # fmt: skip
    write_report(tmp_path, results, summary, sweep, {}, meta, BenchConfig(out_dir=tmp_path))
    text = (tmp_path / "bench_results.md").read_text()
    assert "simulated" in text and "screenroute bench --episodes 4" in text
    assert json.loads((tmp_path / "summary.json").read_text())["all-cloud"]["escalation_rate"] == 1.0
    for png in (
        "bench_escalation_by_round",
        "bench_decision_latency_cdf",
        "bench_cost_per_task",
        "bench_operating_curve",
    ):
        assert (tmp_path / f"{png}.png").stat().st_size > 1000


@pytest.mark.desktop
def test_one_episode_runs_cold_then_warm_against_the_simulated_model(tmp_path: Path) -> None:
    """The real path: sandbox, back office, planner service, openai backend, simulated model."""
    profile = tmp_path / "fast.json"
    profile.write_text(json.dumps({"time_scale": 0.01, "error_rate": 0.0}))
    config = BenchConfig(
        episodes=1,
        thirdparty=0,
        rounds=2,
        modes=("hybrid",),
        sweep=(),
        interruptions=False,
        profile=profile,
        out_dir=tmp_path / "out",
    )
    summary = run_bench(config)
    document = json.loads((tmp_path / "out" / "bench_results.json").read_text())
    rounds = {(e["round"], e["episode"]): e for e in document["episodes"]}
    cold, warm = rounds[(1, "bo-00")], rounds[(2, "bo-00")]
    assert cold["check"] == "ok" and warm["check"] == "ok", (cold["check"], warm["check"])
    # Round 1 escalated what its task file does not cover (Chromium's password bubble at least);
    # round 2 acts on what round 1 was told, so it escalates less.
    assert cold["escalations"] >= 1 and cold["cloud_calls"] >= 1 and cold["cost_usd"] > 0
    assert warm["escalations"] < cold["escalations"]
    assert summary["hybrid-warm"]["escalation_rate"] < summary["hybrid-cold"]["escalation_rate"]
    assert document["model_calls"]["hybrid/1"], "the simulated model was never called"
