"""Money caps for planner calls: reserve the worst case before a model call, settle with the bill.

Three scopes are capped (each optional): one task of one client, one client per UTC day,
and the whole server per UTC day. Before every model call a backend reserves the call's
worst-case cost (all input tokens as estimated from an upper bound, the full output cap);
the reservation fails — and the model is not called — when it would take any scope past
its cap. After the call the reservation is settled with what the API billed. Both steps
happen under one lock, so concurrent calls of one task cannot each squeeze under the cap.
Once a task's billed cost reaches its cap, every further call for it is refused: the
planner answers ``RESOURCE_EXHAUSTED`` (trailing ``screenroute-limit: budget``) and the
edge halts the task with ``budget_exhausted``.

Tasks are keyed by (client, task id), so one client cannot spend another's task budget;
a bounded number of tasks is remembered (least recently used first out), while the
per-client and per-day scopes bound what forgetting could ever let through.
"""

from __future__ import annotations

import datetime
import hashlib
import itertools
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from screenroute.contract.errors import PlannerBudgetError
from screenroute.v1 import planner_pb2

__all__ = [
    "UNMETERED",
    "BoundMeter",
    "BudgetConfig",
    "BudgetedBackend",
    "CostLedger",
    "Reservation",
    "SpendMeter",
]


class BudgetConfig(BaseModel):
    """Caps in US dollars; ``None`` leaves a scope uncapped.

    Attributes:
        per_task_usd: billed cost one task (of one client) may reach.
        per_client_daily_usd: billed cost one client may reach per UTC day.
        daily_usd: billed cost the whole server may reach per UTC day.
        max_tasks_tracked: tasks remembered at once (oldest forgotten first).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    per_task_usd: float | None = Field(default=None, gt=0)
    per_client_daily_usd: float | None = Field(default=None, gt=0)
    daily_usd: float | None = Field(default=None, gt=0)
    max_tasks_tracked: int = Field(default=10_000, ge=1)


@dataclass(frozen=True)
class Reservation:
    """A held worst-case amount, to be settled exactly once."""

    id: int
    client: str
    task: str
    day: str
    usd: float


@runtime_checkable
class SpendMeter(Protocol):
    """What a backend uses around each model call: reserve the worst case, then settle the bill."""

    def reserve(self, usd: float) -> Reservation:
        """Hold ``usd``; raises :class:`PlannerBudgetError` (the model must not be called)."""
        ...

    def settle(self, reservation: Reservation, billed_usd: float) -> None:
        """Replace the held amount with what was billed."""
        ...


@runtime_checkable
class BudgetedBackend(Protocol):
    """A backend that calls a priced model and meters every call itself."""

    def plan_within(self, request: planner_pb2.PlanRequest, meter: SpendMeter) -> planner_pb2.PlanResponse:
        """Like ``plan``, reserving before and settling after every model call through ``meter``."""
        ...


@dataclass
class _Scope:
    spent: float = 0.0
    held: float = 0.0


class CostLedger:
    """Spent and reserved dollars per scope, for one planner server (thread-safe)."""

    def __init__(self, config: BudgetConfig, *, today: Callable[[], str] | None = None) -> None:
        self.config = config
        self._today = today or (lambda: datetime.datetime.now(datetime.UTC).date().isoformat())
        self._lock = threading.Lock()
        self._tasks: OrderedDict[tuple[str, str], _Scope] = OrderedDict()
        self._clients: dict[tuple[str, str], _Scope] = {}
        self._days: dict[str, _Scope] = {}
        self._held: dict[int, Reservation] = {}
        self._ids = itertools.count(1)

    @staticmethod
    def task_key(task_id: str) -> str:
        """A short fixed-size key for a caller-chosen task id (which may be long)."""
        return hashlib.sha256(task_id.encode("utf-8", "surrogatepass")).hexdigest()[:24]

    def meter(self, client: str, task_id: str) -> BoundMeter:
        """A :class:`SpendMeter` for one call of ``client``'s task ``task_id``."""
        return BoundMeter(self, client, self.task_key(task_id))

    # -- the scopes of one call ------------------------------------------------------------

    def _scopes(self, client: str, task: str, day: str) -> list[tuple[str, _Scope, float | None]]:
        key = (client, task)
        scope = self._tasks.get(key)
        if scope is None:
            scope = self._tasks[key] = _Scope()
            while len(self._tasks) > self.config.max_tasks_tracked:
                self._tasks.popitem(last=False)
        self._tasks.move_to_end(key)
        self._prune({day, self._today()})
        return [
            ("task", scope, self.config.per_task_usd),
            ("client", self._clients.setdefault((client, day), _Scope()), self.config.per_client_daily_usd),
            ("day", self._days.setdefault(day, _Scope()), self.config.daily_usd),
        ]

    def _prune(self, keep: set[str]) -> None:
        # Earlier days can no longer be charged; keep only scopes of today (and held ones).
        held_days = {r.day for r in self._held.values()} | keep
        for stale in [d for d in self._days if d not in held_days]:
            del self._days[stale]
        for stale_key in [k for k in self._clients if k[1] not in held_days]:
            del self._clients[stale_key]

    def check_open(self, client: str, task_id: str) -> None:
        """Raise :class:`PlannerBudgetError` when a scope of this call has already reached its cap."""
        with self._lock:
            for name, scope, cap in self._scopes(client, self.task_key(task_id), self._today()):
                if cap is not None and scope.spent >= cap:
                    raise PlannerBudgetError(f"the {_SCOPE_NAMES[name]} budget of ${cap:.2f} is used up")

    def reserve(self, client: str, task: str, usd: float) -> Reservation:
        """Hold ``usd`` in every scope of the call, or raise :class:`PlannerBudgetError` holding nothing.

        ``task`` is a :meth:`task_key`.
        """
        if not usd >= 0:
            raise PlannerBudgetError("a reservation must be a non-negative amount")
        day = self._today()
        with self._lock:
            scopes = self._scopes(client, task, day)
            for name, scope, cap in scopes:
                if cap is not None and scope.spent + scope.held + usd > cap:
                    raise PlannerBudgetError(
                        f"the worst case of this model call (${usd:.4f}) would pass the {_SCOPE_NAMES[name]} "
                        f"budget of ${cap:.2f} (${scope.spent:.4f} billed, ${scope.held:.4f} reserved)"
                    )
            for _, scope, _ in scopes:
                scope.held += usd
            reservation = Reservation(next(self._ids), client, task, day, usd)
            self._held[reservation.id] = reservation
            return reservation

    def settle(self, reservation: Reservation, billed_usd: float) -> None:
        """Release ``reservation`` and charge ``billed_usd`` (may exceed it: the bill is the truth)."""
        billed = max(0.0, billed_usd) if billed_usd == billed_usd else reservation.usd  # NaN: keep the worst case
        with self._lock:
            if self._held.pop(reservation.id, None) is None:
                return  # settled already
            for _, scope, _ in self._scopes(reservation.client, reservation.task, reservation.day):
                scope.held = max(0.0, scope.held - reservation.usd)
                scope.spent += billed

    def charge(self, client: str, task_id: str, billed_usd: float) -> None:
        """Charge a bill that had no reservation (a backend that does not meter its own calls)."""
        if not billed_usd > 0:
            return
        with self._lock:
            for _, scope, _ in self._scopes(client, self.task_key(task_id), self._today()):
                scope.spent += billed_usd

    def spent(self, client: str, task_id: str) -> tuple[float, float, float]:
        """Billed dollars of (the task, the client today, the server today)."""
        with self._lock:
            day = self._today()
            task = self._tasks.get((client, self.task_key(task_id)), _Scope())
            return (
                task.spent,
                self._clients.get((client, day), _Scope()).spent,
                self._days.get(day, _Scope()).spent,
            )


_SCOPE_NAMES = {"task": "task's", "client": "client's daily", "day": "server's daily"}


@dataclass(frozen=True)
class BoundMeter:
    """A :class:`SpendMeter` bound to one client's task in a :class:`CostLedger`."""

    ledger: CostLedger
    client: str
    task: str

    def reserve(self, usd: float) -> Reservation:
        return self.ledger.reserve(self.client, self.task, usd)

    def settle(self, reservation: Reservation, billed_usd: float) -> None:
        self.ledger.settle(reservation, billed_usd)


class _Unmetered:
    """A meter that never refuses and records nothing (a backend used outside a server)."""

    def reserve(self, usd: float) -> Reservation:
        return Reservation(0, "", "", "", usd)

    def settle(self, reservation: Reservation, billed_usd: float) -> None:
        return None


#: For calling a :class:`BudgetedBackend` directly, without caps.
UNMETERED: SpendMeter = _Unmetered()
