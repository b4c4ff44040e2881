"""Money: every model call reserves its worst case first and settles with the bill; caps stop the task.

Before the fix the only guard was a per-call estimate: a task, a client or a day could
spend without limit, a repair round was never checked, and a model that billed more than
estimated was simply paid.
"""

from __future__ import annotations

import threading

import grpc
import pytest

from screenroute.cloud.backends.openai_planner import OpenAIPlanner
from screenroute.cloud.budget import BudgetConfig, CostLedger, Reservation
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract import Reason, Route
from screenroute.contract.errors import PlannerBudgetError
from screenroute.contract.serving import LIMIT_KEY, client_key
from screenroute.edge.frame import Frame
from screenroute.edge.ocr import create_ocr_engine
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.v1 import planner_pb2_grpc

from ..cloud.test_openai_planner import plan_json, planner, request
from .conftest import TOKEN, FakeOpenAI, completion, orders_task, screen_png

OTHER = "budget-other-client-0123456789"


class RecordingMeter:
    """A meter that refuses nothing and remembers what was reserved and billed."""

    def __init__(self) -> None:
        self.reserved: list[float] = []
        self.billed: list[float] = []

    def reserve(self, usd: float) -> Reservation:
        self.reserved.append(usd)
        return Reservation(len(self.reserved), "c", "t", "d", usd)

    def settle(self, reservation: Reservation, billed_usd: float) -> None:
        self.billed.append(billed_usd)


def worst_case(fake: FakeOpenAI) -> tuple[float, float]:
    """The worst case one call of ``request()`` reserves, and what the fake bills for it."""
    meter = RecordingMeter()
    planner(fake).plan_within(request(), meter)
    assert len(meter.reserved) == 1 and meter.billed[0] < meter.reserved[0]
    return meter.reserved[0], meter.billed[0]


def call(stub: planner_pb2_grpc.PlannerStub, token: str = TOKEN, task_id: str = "t-1") -> grpc.RpcError | None:
    try:
        stub.Plan(request(task_id=task_id), timeout=30, metadata=(("authorization", f"Bearer {token}"),))
    except grpc.RpcError as exc:
        return exc
    return None


def budget_server(backend: OpenAIPlanner, **caps: float) -> PlannerServer:
    config = PlannerServerConfig(auth_tokens=(TOKEN, OTHER), budget=BudgetConfig(**caps))  # type: ignore[arg-type]
    return PlannerServer(config, backend=backend)


def test_the_worst_case_is_reserved_before_the_call_and_the_bill_settles_it(fake_openai: FakeOpenAI) -> None:
    worst, billed = worst_case(fake_openai)
    sent_before = len(fake_openai.requests)
    # Room for one worst case plus a little: the first call runs, the second would not fit
    # its worst case on top of what the first was billed.
    with (
        budget_server(planner(fake_openai), per_task_usd=worst + billed / 2) as server,
        grpc.insecure_channel(server.address) as channel,
    ):
        stub = planner_pb2_grpc.PlannerStub(channel)
        assert call(stub) is None
        refused = call(stub)
        assert refused is not None and refused.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert dict(refused.trailing_metadata() or ())[LIMIT_KEY] == "budget"
        client = client_key((("authorization", f"Bearer {TOKEN}"),), None, authenticated=True)
        spent_task, _, spent_day = server.ledger.spent(client, "t-1")
    assert len(fake_openai.requests) == sent_before + 1  # the refused call never reached the model
    assert spent_task == pytest.approx(billed) and spent_day == pytest.approx(billed)


def test_a_repair_round_reserves_again(fake_openai: FakeOpenAI) -> None:
    worst, _ = worst_case(fake_openai)
    fake_openai.script.append(completion("this is not JSON at all", prompt_tokens=1000))
    sent_before = len(fake_openai.requests)
    with (
        budget_server(planner(fake_openai), per_task_usd=worst * 1.01) as server,
        grpc.insecure_channel(server.address) as channel,
    ):
        refused = call(planner_pb2_grpc.PlannerStub(channel))
    assert refused is not None and refused.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    # The first answer was invalid; its repair call would have passed the cap, so it was not made.
    assert len(fake_openai.requests) == sent_before + 1


def test_billed_cost_past_the_cap_stops_the_task(fake_openai: FakeOpenAI) -> None:
    worst, _ = worst_case(fake_openai)
    # A model that bills far more than any estimate: 50M prompt tokens.
    fake_openai.default = lambda body: completion(plan_json(), prompt_tokens=50_000_000)
    with (
        budget_server(planner(fake_openai), per_task_usd=worst * 3) as server,
        grpc.insecure_channel(server.address) as channel,
    ):
        stub = planner_pb2_grpc.PlannerStub(channel)
        assert call(stub) is None  # it fit its worst case; the bill is what it is
        sent = len(fake_openai.requests)
        refused = call(stub)
        assert refused is not None and refused.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert "budget" in (refused.details() or "")
        assert len(fake_openai.requests) == sent
        # Another task of the same client still runs.
        assert call(stub, task_id="t-2") is None


def test_the_client_and_day_caps_are_per_client_and_per_server(fake_openai: FakeOpenAI) -> None:
    worst, billed = worst_case(fake_openai)
    with (
        budget_server(
            planner(fake_openai), per_client_daily_usd=worst + billed / 2, daily_usd=2 * worst + billed
        ) as server,
        grpc.insecure_channel(server.address) as channel,
    ):
        stub = planner_pb2_grpc.PlannerStub(channel)
        assert call(stub, task_id="a") is None
        # A new task does not reset the client's day.
        error = call(stub, task_id="b")
        assert error is not None and error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        # Another client has its own day, until the server's runs out.
        assert call(stub, token=OTHER, task_id="a") is None
        error = call(stub, token=OTHER, task_id="b")
        assert error is not None and error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED


def test_the_edge_halts_with_budget_exhausted(fake_openai: FakeOpenAI) -> None:
    worst, _ = worst_case(fake_openai)
    fake_openai.default = lambda body: completion(plan_json(), prompt_tokens=50_000_000)
    with (
        budget_server(planner(fake_openai), per_task_usd=worst * 3) as server,
        PlannerClient(PlannerClientConfig(targets=(server.address,), token=TOKEN)) as client,
    ):
        client.plan(request(task_id="edge-task"))  # billed past the cap
        # The budget's own error reaches the edge as such, not as a refused request.
        with pytest.raises(PlannerBudgetError):
            client.plan(request(task_id="edge-task"))
        node = EdgeNode(create_ocr_engine("rapidocr"), planner=client, redactor_factory=PresidioRedactor)
        procedure, context = orders_task()
        run = TaskRun(procedure=procedure, context=context, task_id="edge-task")
        # The anchor is missing, so the edge escalates, and the planner refuses for the budget.
        decision, _ = node.decide(run, Frame.decode(screen_png([("Something else", (40, 60))])))
    assert (decision.route, decision.reason) == (Route.HALT, Reason.BUDGET_EXHAUSTED)


# -- the ledger itself ----------------------------------------------------------------------------


def test_reservations_are_atomic_across_threads() -> None:
    ledger = CostLedger(BudgetConfig(per_task_usd=1.0))
    granted: list[Reservation] = []
    refused = 0
    lock = threading.Lock()
    start = threading.Barrier(50)

    def reserve() -> None:
        nonlocal refused
        start.wait()
        try:
            reservation = ledger.reserve("c", ledger.task_key("t"), 0.1)
        except PlannerBudgetError:
            with lock:
                refused += 1
            return
        with lock:
            granted.append(reservation)

    threads = [threading.Thread(target=reserve) for _ in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert (len(granted), refused) == (10, 40)
    for reservation in granted:
        ledger.settle(reservation, 0.05)
    assert ledger.spent("c", "t")[0] == pytest.approx(0.5)
    # Settling twice changes nothing.
    ledger.settle(granted[0], 0.05)
    assert ledger.spent("c", "t")[0] == pytest.approx(0.5)


def test_a_new_day_has_a_new_daily_budget() -> None:
    today = ["2026-12-01"]
    ledger = CostLedger(BudgetConfig(daily_usd=1.0), today=lambda: today[0])
    ledger.settle(ledger.reserve("c", "t", 0.9), 0.9)
    with pytest.raises(PlannerBudgetError, match="server's daily"):
        ledger.reserve("c", "t", 0.2)
    today[0] = "2026-12-02"
    ledger.reserve("c", "t", 0.2)


@pytest.mark.parametrize("bill", [float("nan"), -5.0])
def test_a_nonsense_bill_never_lowers_the_spend(bill: float) -> None:
    ledger = CostLedger(BudgetConfig(per_task_usd=1.0))
    ledger.settle(ledger.reserve("c", ledger.task_key("t"), 0.3), 0.1)
    ledger.settle(ledger.reserve("c", ledger.task_key("t"), 0.3), bill)
    assert ledger.spent("c", "t")[0] >= 0.1
