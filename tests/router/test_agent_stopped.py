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


def test_an_error_that_is_not_the_screens_is_not_hidden() -> None:
    agent = DesktopAgent(cast("EdgeNode", object()), cast("SkillExecutor", _FailingScreen(KeyError("x"))))
    with pytest.raises(KeyError):
        agent.run(_run())
