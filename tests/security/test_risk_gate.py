"""The risk gate judges the whole element under a click, however the label is spelled or the click aimed."""

from __future__ import annotations

import pytest

from screenroute.contract import Action, RiskTier
from screenroute.edge.capture import MssScreen
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.skills.executor import SkillExecutor
from screenroute.edge.skills.risk import RiskGate
from screenroute.edge.skills.x11 import XTestInput

from .conftest import clicked

HOMOGLYPHS = ["Dеlete", "Dеlеtе all", "Rеmove", "Тransfer funds", "Publіsh", "Pаy now", "Ρurge", "Ｄｅｌｅｔｅ"]
INVISIBLE = [
    "Del\u200bete",
    "De\u200dlete all",
    "Re\u2060move",
    "Pub\u00adlish",
    "Del\u3164ete",
    "De\u034flete",
    "删\u200d除",
]
MISREAD = [
    "Delcte",
    "Dclete all",
    "Delte",
    "Remcve",
    "Transfcr funds",
    "Publlsh",
    "De1ete",
    "Rernove",
    "Deleteall",
    "Eraze",
]
CHINESE_GERMAN = ["刪除", "轉帳", "發佈", "確認訂單", "Löschen", "Überweisen", "Jetzt kaufen"]
BENIGN = ["Dropdown", "Postcode", "Formation", "Date format", "Purchase requests", "Deleted items", "Remote desktop"]


def test_look_alike_invisible_and_misread_labels_are_what_they_look_like() -> None:
    gate = RiskGate()
    for label in HOMOGLYPHS + INVISIBLE + MISREAD + CHINESE_GERMAN:
        assert gate.classify(Action("click", target_text="OK"), grounded_text=label) is RiskTier.HIGH, label
    for label in BENIGN:
        assert gate.classify(Action("click", target_text=label), grounded_text=label) is RiskTier.LOW, label


def test_keys_on_the_focused_element_take_its_tier() -> None:
    gate = RiskGate()
    for key in ("Return", "space", "KP_Enter", "Delete"):
        assert gate.classify(Action("key", keys=key), focused="Delete all") is RiskTier.HIGH
        assert gate.classify(Action("key", keys=key), focused=None) is RiskTier.MEDIUM  # focus unknown: ask
    assert gate.classify(Action("key", keys="Return"), focused="Username") is RiskTier.LOW


@pytest.fixture(scope="module")
def ocr():  # type: ignore[no-untyped-def]
    return create_ocr_engine("rapidocr")


@pytest.fixture
def executor(sandbox: Sandbox, screen: MssScreen, ocr) -> SkillExecutor:  # type: ignore[no-untyped-def]
    class YesMan:
        def confirm(self, card: object) -> bool:
            return True  # even a confirmer that says yes to everything cannot allow high risk

    return SkillExecutor(
        screen, XTestInput(sandbox.display, sandbox.geometry()), ocr, open_url=sandbox.open_url, confirmer=YesMan()
    )


@pytest.mark.desktop
@pytest.mark.parametrize(
    "action",
    [
        Action("click", target_text="Del"),  # a part of "Delete all"
        Action("click", target_text="all"),
        Action("click", point=(404, 104), why="harmless, trust me"),  # the button's corner, off its text
        Action("click", point=(615, 155)),
        Action("click", target_text="Delcte all"),  # what OCR makes of "Delete all" on a bad day
        Action("click", point=(705, 155)),
    ],
    ids=["partial-del", "partial-all", "off-text-corner", "off-text-bottom-right", "misread-label", "misread-off-text"],
)
def test_dangerous_buttons_are_not_clicked_however_the_click_is_aimed(
    danger: Sandbox, executor: SkillExecutor, action: Action
) -> None:
    result = executor.run(action, executor.observe())
    assert not result.ok and result.risk is RiskTier.HIGH, result.detail
    assert clicked(danger) == ""


@pytest.mark.desktop
def test_return_after_focus_moved_needs_a_person(danger: Sandbox, executor: SkillExecutor) -> None:
    """Tab moves the focus from "Export" to "Delete all": the edge no longer knows what Return presses."""
    assert executor.run(Action("click", target_text="Export"), executor.observe()).ok
    assert clicked(danger) == "Exported"
    danger.evaluate("document.getElementById('out').textContent=''")
    asked: list[object] = []
    executor.confirmer = type("Refuse", (), {"confirm": lambda self, card: asked.append(card) or False})()
    assert executor.run(Action("key", keys="Tab"), executor.observe()).ok
    result = executor.run(Action("key", keys="Return"), executor.observe())
    assert not result.ok and result.risk is RiskTier.MEDIUM and asked
    assert clicked(danger) == ""
