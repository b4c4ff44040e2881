"""A replay-writing process for the crash and concurrency tests (run as a script, not collected).

``writer.py DB TASK STEPS [--hold]`` starts a run and records STEPS steps with a real frame
and layout vector, printing ``committed N`` after each commit. ``--hold`` then opens a
transaction for step STEPS+1, writes part of it, prints ``in flight`` and waits to be killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from screenroute.contract import Action, Reason, Route
from screenroute.edge.frame import Frame
from screenroute.edge.layout import layout_embedding
from screenroute.edge.skills.action import SkillResult
from screenroute.router.learning.replay import ReplayLibrary, StepRecord

FIXTURES = Path(__file__).resolve().parents[2] / "edge" / "classify" / "fixtures"


def step(i: int, frame: Frame) -> StepRecord:
    action = Action("click", target_text=f"Button {i}")
    return StepRecord(
        step_name=f"step {i}",
        route=Route.LOCAL,
        reason=Reason.KNOWN_STATE,
        before=frame,
        after=frame,
        redacted=True,
        embedding=layout_embedding(frame, []),
        state_label="page/login",
        actions=[action],
        results=[SkillResult(action, True, "ok", changed=True)],
        stage_ms={"ocr": 1.0 * i},
    )


def main() -> int:
    db, task, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
    hold = "--hold" in sys.argv
    frame = Frame.load(str(FIXTURES / "login.png"))
    # Vary the pixels per process so the frames differ (a real run's frames do).
    noise = np.random.default_rng(abs(hash(task)) % 2**32).integers(0, 3, frame.pixels.shape, dtype=np.uint8)
    frame = Frame(frame.pixels + noise, frame.geometry)
    lib = ReplayLibrary(db, frame_format="png")
    run = lib.start_run(task, {"title": "t"})
    print(f"run {run}", flush=True)
    for i in range(1, steps + 1):
        lib.record_step(run, step(i, frame))
        print(f"committed {i}", flush=True)
    if hold:
        with lib.write() as conn:
            conn.execute(
                "insert into steps(run_id, seq, step_name, started_at, route, reason, detail, state_label, "
                "teacher_label, anchors_found, anchors_missing, actions, results, stage_ms, tokens_in, tokens_out, "
                "cost_usd, model) values (?, ?, 'in flight', 0, 'local', 'known_state', '', '', '', '[]', '[]', "
                "'[]', '[]', '{}', 0, 0, 0, '')",
                (run, steps + 1),
            )
            conn.execute(
                "insert into frames(step_id, which, mime, width, height, data) values (?, 'before', 'image/png', 1, 1, ?)",
                (int(conn.last_insert_rowid()), b"\0" * 200_000),
            )
            print("in flight", flush=True)
            sys.stdin.read()  # killed here, inside the transaction
    else:
        lib.finish_run(run, "task_complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
