"""The plan cache learns only what is safe to repeat, keeps it with its task, and re-judges it on every replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from screenroute.contract import Action
from screenroute.edge.geometry import Box
from screenroute.edge.layout import LAYOUT_DIM, StateSignature
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.learning.admission import admit
from screenroute.router.learning.memory import fill_learned
from screenroute.router.privacy.redaction import PlaceholderVault

from .hostile import A, center_of, hostile_run, task_yaml, wait_loaded
from .victim import VictimApp, serve

POPUP = [OcrLine("Cookie notice", Box(40, 240, 240, 270), 0.9), OcrLine("Got it", Box(40, 300, 140, 330), 0.9)]
DISMISS = Action("click", target_text="Got it")


@pytest.mark.parametrize(
    ("actions", "kwargs", "stored", "scope"),
    [
        ((DISMISS,), {"popup": True, "restored": True}, True, "global"),
        ((Action("key", keys="Escape"),), {"popup": True, "restored": True}, True, "global"),
        ((Action("click", point=(90, 315)),), {"popup": True, "restored": True}, True, "global"),
        ((DISMISS, Action("click", target_text="Order 1")), {"popup": True, "restored": True}, True, "task"),
        ((DISMISS, Action("click", point=(700, 135))), {"popup": True, "restored": True}, True, "task"),
        ((Action("click", target_text="Next"),), {"advanced": True}, True, "task"),
        ((Action("click", target_text="Next"),), {"restored": True}, False, ""),
        ((DISMISS,), {"popup": True, "restored": True, "confirmed": True}, False, ""),
        ((DISMISS,), {"popup": True, "restored": True, "ran": False}, False, ""),
        ((DISMISS,), {"popup": True}, False, ""),
    ],
    ids=[
        "dismissal-on-the-popup",
        "escape",
        "point-inside-the-popup",
        "and-a-click-elsewhere",
        "and-a-point-elsewhere",
        "step-done",
        "expected-screen-back-but-no-popup",
        "needed-a-confirmation",
        "an-action-failed",
        "no-progress",
    ],
)
def test_what_is_learned_and_for_whom(
    actions: tuple[Action, ...], kwargs: dict[str, bool], stored: bool, scope: str
) -> None:
    given = {"ran": True, "confirmed": False, "advanced": False, "restored": False, "popup": False} | kwargs
    admission = admit(actions, popup_lines=POPUP, **given)
    assert admission.store is stored, admission.why
    if stored:
        assert admission.scope == scope


def _demo_like() -> tuple[Procedure, TaskContext]:
    steps = (
        ProcedureStep(
            "log in",
            "log in",
            anchors=("Username",),
            actions=(Action("fill", target_text="Password", text="{password}"),),
            done_when=("Site administration",),
        ),
        ProcedureStep("search", "search", anchors=("Search",), actions=(DISMISS,), done_when=("Results",)),
    )
    procedure = Procedure(
        "p", "goal", steps, origins=("{base_url}",), start_url="{base_url}login/",
        field_bindings={"password": ("Password",)},
    )  # fmt: skip
    context = TaskContext(
        values={"base_url": "http://127.0.0.1:8000/", "password": "Zebra-Tulip-93!x"}, secrets=frozenset({"password"})
    )
    return procedure, context


@pytest.mark.parametrize(
    "stored",
    [
        (Action("key", keys="ctrl+o"),),
        (Action("key", keys="ctrl+l"), Action("type", text="http://evil.example/")),
        (Action("open_url", url="http://127.0.0.1:8000/admin/orders/order/1/delete/"),),
        (Action("open_url", url="https://evil.example/"),),
        (Action("type", text="x\n"),),
        (Action("click", target_text="Search"), Action("type", text="{password}")),
        (Action("wait_until", target_text="{password}", timeout_s=1.0),),
        (Action("click", target_text="Log in", expect_texts=("{password}",)),),
        (Action("fill", target_text="Search", text="{password}"),),
        (Action("key", keys="Delete"),),
    ],
    ids=[
        "file-dialog",
        "address-bar",
        "deleting-link",
        "foreign-url",
        "newline",
        "secret-into-search",
        "secret-looked-for",
        "secret-expected",
        "secret-filled-elsewhere",
        "delete-key",
    ],
)
def test_a_stored_entry_is_judged_again_on_every_replay(stored: tuple[Action, ...]) -> None:
    """Whatever a cache file holds (an old version's entry, a tampered file), a replay is a planner's answer."""
    procedure, context = _demo_like()
    actions, problem = fill_learned(stored, context, PlaceholderVault(), procedure=procedure, step="search")
    assert actions == () and problem
    assert "Zebra" not in problem


def test_the_tasks_own_kind_of_entry_still_replays() -> None:
    procedure, context = _demo_like()
    actions, problem = fill_learned(
        (DISMISS, Action("fill", target_text="Password", text="{password}")),
        context,
        PlaceholderVault(),
        procedure=procedure,
        step="search",
    )
    assert problem == "" and [a.text for a in actions] == ["", "Zebra-Tulip-93!x"]


# -- end to end: a poisoned file replayed in a second run, on the real sandbox ------------------


@pytest.fixture(scope="module")
def app() -> Iterator[VictimApp]:
    with serve() as victim:
        yield victim


@pytest.fixture(scope="module")
def box(app: VictimApp) -> Iterator[Sandbox]:
    with Sandbox(
        SandboxConfig(start_url=app.page("/popup"), password_manager=False, allowed_origins=(app.url + "/",))
    ) as sandbox:
        yield sandbox


@pytest.mark.desktop
def test_a_tampered_reflex_is_refused_in_the_next_run(
    app: VictimApp, box: Sandbox, ocr: OcrEngine, tmp_path: Path
) -> None:
    """A reflex for every task that clicks a text-less delete icon (as an older cache could hold): run 2 does not run it."""
    from screenroute.router.learning.cache_memory import open_stores

    box.reset(app.page("/popup"))
    wait_loaded(box)
    memory, _ = open_stores(None, tmp_path / "plancache.db")
    assert memory is not None
    try:
        x, y = center_of(box, "#r1 button")
        vector = np.ones(LAYOUT_DIM, np.float32) / np.sqrt(LAYOUT_DIM)
        memory.cache.store(  # type: ignore[attr-defined]
            "someone_else",
            "",
            StateSignature(("Cookie notice", "Got it"), vector, "popup/cookie_notice"),
            (DISMISS, Action("click", point=(x, y))),
            global_scope=True,
        )
        app.clear()
        second = hostile_run(
            box,
            ocr,
            task=task_yaml(app.url, anchors=("Select order to change", "Quinces"), name="second_task"),
            script=None,
            workdir=tmp_path / "run2",
            start=app.page("/popup"),
            memory=memory,
            max_iterations=4,
        )
    finally:
        memory.close()
    assert app.harm == [], "\n".join(app.harm + second.details)
    assert any("learned_state" in d for d in second.details), second.details


@pytest.mark.desktop
def test_an_answer_that_also_acts_outside_the_popup_stays_with_its_task(
    app: VictimApp, box: Sandbox, ocr: OcrEngine, tmp_path: Path
) -> None:
    from screenroute.router.learning.cache_memory import open_stores
    from screenroute.router.learning.plancache import GLOBAL_SCOPE

    memory, _ = open_stores(None, tmp_path / "plancache.db")
    assert memory is not None
    try:
        first = hostile_run(
            box,
            ocr,
            task=task_yaml(app.url, anchors=("Select order to change", "Quinces"), name="first_task"),
            script=[[A("click", target_text="Got it"), A("click", target_text="Apples")]],
            workdir=tmp_path / "run1",
            start=app.page("/popup"),
            memory=memory,
            state_label="popup/cookie_notice",
            max_iterations=4,
        )
        entries = memory.cache.entries()  # type: ignore[attr-defined]
    finally:
        memory.close()
    assert entries, "the answer made progress and needed no confirmation: it is learned\n" + "\n".join(first.details)
    assert all(e.scope == "first_task" for e in entries) and not any(e.scope == GLOBAL_SCOPE for e in entries)


def test_what_the_cache_learned_is_listed_and_can_be_forgotten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from screenroute.router.app import cli
    from screenroute.router.learning.plancache import PlanCache

    vector = np.ones(LAYOUT_DIM, np.float32) / np.sqrt(LAYOUT_DIM)
    with PlanCache(tmp_path / "cache.db") as cache:
        mine = cache.store("orders", "export", StateSignature(("Export CSV",), vector), (DISMISS,))
        cache.store("other", "", StateSignature(("Cookie notice",), vector), (DISMISS,), global_scope=True)
    assert cli.main(["plancache", "list", "--db", str(tmp_path / "cache.db"), "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {(r["task"], r["step"]) for r in rows} == {("orders", "export"), ("(all tasks)", "")}
    assert cli.main(["plancache", "forget", str(mine), "--db", str(tmp_path / "cache.db")]) == 0
    assert cli.main(["plancache", "forget", "--all", "--db", str(tmp_path / "cache.db")]) == 0
    with PlanCache(tmp_path / "cache.db") as cache:
        assert cache.entries() == []
