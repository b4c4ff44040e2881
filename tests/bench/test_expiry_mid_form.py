"""A session that expires mid-form, on the real back office: log in again, fill the form again, commit.

The purchase request's form is filled over several steps; the session expires meanwhile, so the
commit lands on the login page. The edge logs in again (re-entry), is taken back to the form —
empty — and goes back to the earliest step whose screen that is and whose effect is gone, fills
the form again and commits it. Real parts throughout (the back office and its middleware, Xvfb +
Chromium, OCR, the state classifier, the benchmark's planner service with the simulated model —
fast, never wrong — for Chromium's password bubble); success is read from the back office's database.
"""

from __future__ import annotations

import json
import shutil
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from screenroute.bench.episodes import Episode, ScheduledInterruption
from screenroute.bench.latency_cost import BenchConfig, cloud_planner, hybrid_policy, run_episode
from screenroute.bench.tasks import DEMO_TASK

pytestmark = [pytest.mark.desktop, pytest.mark.timeout(900)]


def test_a_form_lost_to_an_expired_session_is_filled_again_and_committed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (run .ci/setup)")
    import screenroute.router.app.runner as runner
    from screenroute.router.app.factory import EdgeConfig, build_edge
    from screenroute.router.authoring.tasks import build_procedure, load_task

    reports = []
    run_on_screen = runner.run_on_screen

    def watched(*args: Any, **kwargs: Any) -> Any:  # the episode's own report, to read its decisions
        reports.append(run_on_screen(*args, **kwargs))
        return reports[-1]

    monkeypatch.setattr(runner, "run_on_screen", watched)

    episode = Episode(
        id="expiry-mid-form",
        task=DEMO_TASK,
        # Queued once the form's first step ran: the next request the app sees is the commit.
        interruptions=(ScheduledInterruption(kind="expire_session", after_step="fill header"),),
    )
    profile = tmp_path / "fast.json"
    profile.write_text(json.dumps({"time_scale": 0.01, "error_rate": 0.0}))
    config = BenchConfig(episodes=1, thirdparty=0, profile=profile, out_dir=tmp_path / "out")
    with ExitStack() as stack:
        planner, _vlm = stack.enter_context(cloud_planner(config, [DEMO_TASK], lambda msg: None))
        edge = build_edge(
            EdgeConfig(planner=(planner,), policy=hybrid_policy(), warm_redactor=False),
            stack,
            procedures=[build_procedure(load_task(DEMO_TASK))],
            say=lambda msg: None,
        )
        result = run_episode(episode, edge, tmp_path, max_iterations=60)
    assert result.interruptions == ["expire_session"]
    assert result.success, (result.check, result.reasons)
    # Recovered on the edge: the login done again, then back to the form's first step.
    rows = [(r.step, r.route, r.detail) for r in reports[0].records]
    reentry = next(i for i, (step, route, detail) in enumerate(rows) if "re-entered 'log in'" in detail)
    back = next(i for i, (step, route, detail) in enumerate(rows) if "back to 'fill header'" in detail)
    assert reentry < back and rows[reentry][1] == rows[back][1] == "local", rows
    assert [step for step, _route, _detail in rows[back:]].count("submit") == 1, rows
