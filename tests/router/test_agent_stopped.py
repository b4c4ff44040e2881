"""A run that is stopped before the edge halts it still ends with its report: what it did and why it ended."""

from __future__ import annotations

from typing import cast

import pytest

from screenroute.edge.errors import CaptureError
from screenroute.edge.frame import Frame
from screenroute.edge.skills.executor import SkillExecutor
from screenroute.router.app.agent import DesktopAgent
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.errors import RunStopped
from screenroute.router.learning.memory import RunRecorder


class _FailingScreen:
    """An executor whose screen is gone: the display closed, or a signal arrived while it looked."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def observe(self) -> Frame:
        raise self.error


def _run() -> TaskRun:
    step = ProcedureStep("open orders", "open the orders", ("Orders",), (), done_when=("Order list",))
    return TaskRun(Procedure("orders", "open the orders", (step,)), TaskContext({}))


@pytest.mark.parametrize(
    ("error", "detail"),
    [
        (RunStopped("signal SIGTERM"), "stopped: signal SIGTERM"),
        (CaptureError("display :91 closed"), "stopped: CaptureError: display :91 closed"),
    ],
)
def test_a_stopped_run_reports_why_it_stopped(error: Exception, detail: str) -> None:
    agent = DesktopAgent(cast("EdgeNode", object()), cast("SkillExecutor", _FailingScreen(error)), max_iterations=5)
    report = agent.run(_run())
    assert not report.completed and report.stopped == detail
    summary = report.summary()
    assert summary["outcome"] == "stopped" and summary["final_detail"] == detail
    assert summary["steps"] == 0


def test_an_error_that_is_not_the_screens_ends_the_run_with_its_report_and_is_not_hidden(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A defect anywhere in the loop ends the run as every run ends: a report with the outcome
    ``error`` and the error as its reason; its traceback is logged, never swallowed."""
    ended: list[tuple[int, str, str]] = []

    class Library:  # the replay library's two calls this run makes
        def start_run(self, **_: object) -> int:
            return 7

        def finish_run(self, run_id: int, outcome: str, detail: str = "") -> None:
            ended.append((run_id, outcome, detail))

    screen = cast("SkillExecutor", _FailingScreen(KeyError("x")))
    agent = DesktopAgent(cast("EdgeNode", object()), screen, recorder=cast("RunRecorder", Library()))
    with caplog.at_level("ERROR", logger="screenroute.router.app.agent"):
        report = agent.run(_run())
    summary = report.summary()
    assert summary["outcome"] == "error" and summary["final_detail"] == "error: KeyError: 'x'"
    assert ended == [(7, "error", "error: KeyError: 'x'")]  # the library tells a defect from a stop too
    assert not report.completed
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


def test_a_second_ctrl_c_while_the_run_closes_ends_the_process_and_a_second_term_is_ignored() -> None:
    import os
    import signal
    import time

    from screenroute.router.app.runner import stopping_on_signals

    before = signal.getsignal(signal.SIGINT)
    with stopping_on_signals():
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)  # the signal arrives at once; this is only its wait
            pytest.fail("SIGINT did not stop the run")
        except RunStopped:
            # Closing: a hung close can still be interrupted from the terminal, not by another TERM.
            assert signal.getsignal(signal.SIGINT) is signal.SIG_DFL
            assert signal.getsignal(signal.SIGTERM) is signal.SIG_IGN
    assert signal.getsignal(signal.SIGINT) is before
