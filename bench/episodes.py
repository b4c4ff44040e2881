"""Benchmark episodes: a task on an app, one variation of it, and the interruptions it meets.

An episode is data, generated from a seed so every mode (all-cloud, hybrid cold/warm, the
ablation) runs the very same episodes. Its success is judged from the app's own database or
files (:func:`check_purchase_request`), never from what the agent believes it did.
"""

from __future__ import annotations

import datetime as dt
import random
from collections import defaultdict
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from screenroute.bench.backoffice.interruptions import KINDS, Kind

__all__ = [
    "Episode",
    "ScheduledInterruption",
    "backoffice_episodes",
    "check_purchase_request",
    "expected_request_lines",
    "trac_episodes",
]

Family = Literal["backoffice", "thirdparty"]


class ScheduledInterruption(BaseModel):
    """Queue ``kind`` once the agent has made ``after_decisions`` decisions, or — with ``after_step``
    — once it has acted on the step of that name (a session that expires mid-form: after the
    form's first step, the next request is its commit)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Kind
    after_decisions: int = Field(1, ge=1)
    after_step: str = ""
    delay_s: float = 0.0
    requests: int = 1


class Episode(BaseModel):
    """One run of one task in one variation."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    family: Family = "backoffice"
    task: Path
    data_seed: int = 7
    today: dt.date = dt.date(2026, 11, 30)
    scale: float = 1.0
    theme: Literal["light", "dark"] = "light"
    parameters: dict[str, str] = Field(default_factory=dict)
    interruptions: tuple[ScheduledInterruption, ...] = ()

    def describe(self) -> str:
        """A one-line summary for progress output and reports."""
        extra = (
            ", ".join(f"{i.kind}@{i.after_step or i.after_decisions}" for i in self.interruptions)
            or "no injected interruption"
        )
        return f"{self.id}: seed {self.data_seed}, {self.today}, {int(self.scale * 100)} %, {self.theme}; {extra}"


def backoffice_episodes(count: int, *, seed: int = 2026, task: Path | None = None) -> list[Episode]:
    """``count`` variations of the back-office task: data seed, date, scale, theme, interruptions.

    Chromium's password bubble after the login and the download toast after the export happen
    in every episode by themselves; the in-app interruptions are added here: each episode gets
    two kinds (in turn, so two consecutive episodes cover all four), each at a seeded random
    decision between the 3rd and the 12th — except the session expiry, which comes mid-form
    (after the form's first step: the commit lands on the login page and the form is lost).
    """
    from screenroute.bench.tasks import DEMO_TASK

    rng = random.Random(seed)
    scales = (1.0, 1.25, 1.5)
    episodes = []
    for index in range(count):
        # Two kinds per episode, in turn, so any two consecutive episodes meet all four.
        chosen = [KINDS[(2 * index) % len(KINDS)], KINDS[(2 * index + 1) % len(KINDS)]]
        interruptions = []
        for kind in chosen:
            if kind == "slow":
                interruptions.append(
                    ScheduledInterruption(
                        kind="slow", after_decisions=rng.randint(3, 12), delay_s=round(rng.uniform(2, 5), 1)
                    )
                )
            elif kind == "expire_session":
                # Mid-form, where it costs the most: queued once the form's first step ran, so the
                # commit lands on the login page and what was typed is lost (the draw is kept so the
                # other episodes' variations stay as they were).
                interruptions.append(
                    ScheduledInterruption(kind=kind, after_decisions=rng.randint(3, 12), after_step="fill header")
                )
            else:
                interruptions.append(ScheduledInterruption(kind=kind, after_decisions=rng.randint(3, 12)))
        episodes.append(
            Episode(
                id=f"bo-{index:02d}",
                task=task or DEMO_TASK,
                data_seed=rng.choice((7, 11, 23, 42, 101)),
                today=dt.date(2026, 11, 30) - dt.timedelta(days=rng.randint(0, 20)),
                scale=scales[index % len(scales)],
                theme="dark" if rng.random() < 0.3 else "light",
                interruptions=tuple(sorted(interruptions, key=lambda i: i.after_decisions)),
            )
        )
    return episodes


#: Tickets the Trac episodes file: (summary, type, priority), values its recording never saw.
TICKETS = (
    ("Printer on floor three jams", "enhancement", "critical"),
    ("VPN drops every hour", "task", "minor"),
    ("Laptop battery swells", "defect", "blocker"),
    ("Projector in room B is dim", "task", "trivial"),
    ("Badge reader rejects new cards", "enhancement", "major"),
)


def trac_episodes(count: int, *, seed: int = 2026) -> list[Episode]:
    """``count`` runs of Trac's recorded ticket task (a third-party app the edge has no classifier
    for): other ticket values, 100 or 125 % scale. Trac has no interruption middleware; its
    episodes meet only what the browser itself shows."""
    from screenroute.bench.apps.trac import TASKS_DIR

    rng = random.Random(seed + 1)
    episodes = []
    for index in range(count):
        summary, kind, priority = TICKETS[(index + rng.randrange(len(TICKETS))) % len(TICKETS)]
        episodes.append(
            Episode(
                id=f"trac-{index:02d}",
                family="thirdparty",
                task=TASKS_DIR / "create_ticket.yaml",
                scale=(1.0, 1.25)[index % 2],
                parameters={"summary": summary, "type": kind, "priority": priority},
            )
        )
    return episodes


def expected_request_lines(orders: list[dict[str, str]], top: int = 3) -> set[tuple[str, int]]:
    """The lines a correct purchase request holds, from the app's own orders (not the agent's export)."""
    totals: dict[str, int] = defaultdict(int)
    for order in orders:
        totals[order["product"]] += int(order["quantity"])
    ranked = sorted(totals, key=lambda p: (-totals[p], p))[:top]
    return {(product, totals[product]) for product in ranked}


def check_purchase_request(backoffice: Any, *, title: str, export_name: str) -> str:
    """``"ok"`` when the back office holds exactly one request titled ``title`` with the right
    lines and the export attached; otherwise what is wrong."""
    requests = [r for r in backoffice.purchase_requests() if r["title"] == title]
    if len(requests) != 1:
        return f"expected one purchase request titled {title!r}, found {len(requests)}"
    request = requests[0]
    if export_name not in str(request.get("attachment", "")):
        return f"attachment {request.get('attachment')!r} is not {export_name}"
    wanted = expected_request_lines(backoffice.yesterday_orders())
    got = {(line["item"], int(line["quantity"])) for line in request["lines"]}
    if wanted != got:
        return f"lines {sorted(got)} differ from yesterday's orders {sorted(wanted)}"
    return "ok"
