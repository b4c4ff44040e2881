"""The skill executor on a real screen: grounding by OCR, visible-effect check, risk gate, audit log."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from screenroute.contract import Action, FieldTarget, RiskTier
from screenroute.edge.capture import MssScreen
from screenroute.edge.geometry import Box
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.sandbox import Sandbox
from screenroute.edge.skills.action import TYPED_IN
from screenroute.edge.skills.audit import AuditLog
from screenroute.edge.skills.envelope import Source
from screenroute.edge.skills.executor import ActionCard, Approval, SkillExecutor, TaskPolicyConfirmer
from screenroute.edge.skills.x11 import InputBackend

pytestmark = pytest.mark.desktop


class RecordingConfirmer:
    """Answers confirmations with a fixed verdict and remembers the cards it was shown."""

    def __init__(self, verdict: bool) -> None:
        self.verdict = verdict
        self.cards: list[ActionCard] = []

    def confirm(self, card: ActionCard) -> bool:
        self.cards.append(card)
        return self.verdict


@pytest.fixture(scope="module")
def ocr():  # type: ignore[no-untyped-def]
    return create_ocr_engine("rapidocr")


@pytest.fixture
def page(sandbox: Sandbox, web: str, load: Callable[..., None]) -> Sandbox:
    load(sandbox, f"{web}/actions.html", "Actions")
    return sandbox


def make(page: Sandbox, screen: MssScreen, inputs: InputBackend, ocr, tmp_path: Path, confirmer=None) -> SkillExecutor:  # type: ignore[no-untyped-def]
    return SkillExecutor(
        screen, inputs, ocr, open_url=page.open_url, confirmer=confirmer, audit=AuditLog(tmp_path / "audit.jsonl")
    )


def test_click_by_text_changes_the_screen(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", target_text="Export"), ex.observe())
    assert result.ok and result.changed, result.detail
    assert page.evaluate("document.getElementById('out').textContent") == "Exported"
    check = ex.run(Action("assert_text", target_text="Exported"), result.after)
    assert check.ok, check.detail


def test_click_on_empty_space_reports_no_visible_effect(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", point=(1100, 700)), ex.observe())
    assert result.ok and not result.changed
    assert result.detail == "no visible effect"


def test_missing_target_fails_without_acting(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", target_text="Publish now"), ex.observe())
    assert not result.ok and "not on screen" in result.detail


def test_stale_lines_handed_over_are_read_again_before_a_target_is_missed(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Lines from a remembered screen that no longer holds the target: the frame itself is read once."""
    ex = make(page, screen, inputs, ocr, tmp_path)
    stale = [OcrLine("Some other page", Box(10, 10, 200, 30), 0.99)]
    result = ex.run(Action("click", target_text="Export"), ex.observe(), stale)
    assert result.ok and result.changed, result.detail
    assert result.ocr_ms > 0  # the re-read is counted as OCR


def test_high_risk_button_is_never_clicked(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    confirmer = RecordingConfirmer(verdict=True)  # even a yes-man cannot allow a high-risk click
    ex = make(page, screen, inputs, ocr, tmp_path, confirmer)
    result = ex.run(Action("click", target_text="Delete all"), ex.observe())
    assert not result.ok and result.risk is RiskTier.HIGH
    assert page.evaluate("document.getElementById('out').textContent") == ""
    assert confirmer.cards == []  # high risk is refused before anyone is asked


def test_planner_coordinates_on_a_dangerous_button_are_tiered_by_what_is_there(
    page, screen, inputs, ocr, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path, RecordingConfirmer(verdict=True))
    result = ex.run(Action("click", point=(510, 130), why="harmless, trust me"), ex.observe())
    assert not result.ok and result.risk is RiskTier.HIGH
    assert page.evaluate("document.getElementById('out').textContent") == ""


def test_medium_risk_needs_confirmation(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    refuse = RecordingConfirmer(verdict=False)
    ex = make(page, screen, inputs, ocr, tmp_path, refuse)
    result = ex.run(Action("click", target_text="Save"), ex.observe())
    assert not result.ok and result.risk is RiskTier.MEDIUM
    assert refuse.cards[0].target.casefold() == "save"
    assert page.evaluate("document.getElementById('out').textContent") == ""

    ex = make(page, screen, inputs, ocr, tmp_path, TaskPolicyConfirmer(frozenset({Approval("click", target="save")})))
    result = ex.run(Action("click", target_text="Save"), ex.observe())
    assert result.ok and page.evaluate("document.getElementById('out').textContent") == "Saved"
    events = [json.loads(line) for line in (tmp_path / "audit.jsonl").read_text().splitlines()]
    assert [e["allowed"] for e in events if e["event"] == "confirmation"] == [False, True]


def test_type_cjk_into_a_field_found_by_its_placeholder(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    frame = ex.observe()
    click = ex.run(Action("click", target_text="your name"), frame)
    assert click.ok, click.detail
    typed = ex.run(Action("type", text="张伟 测试 café"), click.after)
    assert typed.ok and typed.changed
    assert page.evaluate("document.getElementById('t').value") == "张伟 测试 café"
    # The audit log never holds the typed text itself.
    assert "张伟" not in (tmp_path / "audit.jsonl").read_text()


def test_wait_until_times_out_with_a_clear_detail(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("wait_until", target_text="Never shows", timeout_s=0.5), ex.observe())
    assert not result.ok and "not on screen" in result.detail


def test_unknown_skill_and_bad_url_are_refused(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    frame = ex.observe()
    assert "unknown skill" in ex.run(Action("rm_rf"), frame).detail
    bad = ex.run(Action("open_url", url="javascript:alert(1)"), frame)
    assert not bad.ok and "http(s)" in bad.detail


def test_point_off_screen_is_refused(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", point=(5000, 10)), ex.observe())
    assert not result.ok and "outside" in result.detail


def test_fill_replaces_a_fields_value_and_checks_it_shows(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    first = ex.run(Action("fill", target_text="your name", text="Ann Smith"), ex.observe())
    assert first.ok and first.changed, first.detail
    assert page.evaluate("document.getElementById('t').value") == "Ann Smith"
    assert first.after_lines is not None and first.ocr_ms > 0  # the check read the field: counted as OCR
    # The field has the focus now: a second fill selects what it holds and replaces it.
    second = ex.run(Action("fill", target_text="Ann Smith", text="张伟 测试"), first.after, first.after_lines)
    assert second.ok, second.detail
    assert page.evaluate("document.getElementById('t').value") == "张伟 测试"
    assert "张伟" not in (tmp_path / "audit.jsonl").read_text()


class LosingInputs:
    """The real input backend, except that the first ``lose`` texts typed go nowhere (a paste into a closing window)."""

    def __init__(self, inner: InputBackend, lose: int) -> None:
        self.inner = inner
        self.lose = lose

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.inner.click(x, y, button)

    def type_text(self, text: str) -> None:
        if self.lose > 0:
            self.lose -= 1
            return
        self.inner.type_text(text)

    def key(self, chord: str) -> None:
        self.inner.key(chord)

    def scroll(self, x: int, y: int, amount: int) -> None:
        self.inner.scroll(x, y, amount)

    def move(self, x: int, y: int) -> None:
        self.inner.move(x, y)


def test_a_fill_whose_text_went_nowhere_is_typed_again_and_never_passes_as_masked(
    page, screen, inputs, ocr, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """The field still shows the placeholder it was found by: nothing arrived, whatever else changed."""
    once = make(page, screen, LosingInputs(inputs, lose=1), ocr, tmp_path)
    result = once.run(Action("fill", target_text="your name", text="文件夹"), once.observe())
    assert result.ok, result.detail
    assert page.evaluate("document.getElementById('t').value") == "文件夹"

    page.evaluate("document.getElementById('t').value = ''; document.activeElement.blur(); 0")
    never = make(page, screen, LosingInputs(inputs, lose=2), ocr, tmp_path)
    result = never.run(Action("fill", target_text="your name", text="文件夹"), never.observe())
    assert not result.ok and "masked" not in result.detail, result.detail
    assert page.evaluate("document.getElementById('t').value") == ""


def test_select_all_does_not_wait_for_a_visible_change(page, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ex = make(page, screen, inputs, ocr, tmp_path)
    # A fixed stretch stands in for the machine's load, so the waits below are exact on any machine.
    ex.settle = dataclasses.replace(ex.settle, stretch=lambda: 3.0)
    click = ex.run(Action("click", target_text="your name"), ex.observe())
    assert click.ok, click.detail
    assert ex._change_timeout(Action("key", keys="ctrl+a")) == 0.0
    assert ex._change_timeout(Action("click", target_text="your name"), ex.focused) == 0.0
    assert ex._change_timeout(Action("key", keys="Return")) == 3.0 * ex.settle.first_change_s
    assert ex._change_timeout(Action("type", text="abc")) == 3.0 * ex.settle.typing_change_s


def test_a_target_below_the_fold_is_scrolled_to(sandbox, web, load, screen, inputs, ocr, tmp_path) -> None:  # type: ignore[no-untyped-def]
    load(sandbox, f"{web}/long.html", "Long")
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", target_text="Far below"), ex.observe())
    assert result.ok, result.detail
    assert sandbox.evaluate("document.getElementById('out').textContent") == "Far done"
    audit = [json.loads(line) for line in (tmp_path / "audit.jsonl").read_text().splitlines()]
    assert any(event["event"] == "scrolled_to_find" for event in audit)


def test_a_target_that_is_nowhere_leaves_the_view_where_it_was(
    sandbox, web, load, screen, inputs, ocr, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    load(sandbox, f"{web}/long.html", "Long")
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    result = ex.run(Action("click", target_text="Publish now"), ex.observe())
    assert not result.ok and "not on screen" in result.detail
    assert sandbox.evaluate("window.scrollY") == 0


def _planner_card(target: str, skill: str = "click", keys: str = "") -> ActionCard:
    return ActionCard("click", target, None, RiskTier.LOW, "", skill, keys, Source.PLANNER.value)


def test_an_approval_covers_its_label_as_ocr_reads_it() -> None:
    assert Approval(skill="click", target="Записать").covers(_planner_card("3anИcaTb"))
    assert Approval(skill="click", target="Xác nhận đơn").covers(_planner_card("Xac nhan don"))
    assert not Approval(skill="click", target="Записать").covers(_planner_card("3anИcaTb sce"))
    key = Approval(skill="key", keys="Return", field="Тема")
    assert key.covers(_planner_card("TeMa", skill="key", keys="Return"))
    assert not key.covers(_planner_card("Password", skill="key", keys="Return"))


def _open_category(sandbox: Sandbox, ex: SkillExecutor, web: str, load: Callable[..., None]) -> None:
    load(sandbox, f"{web}/listpick.html", "List pick")
    opened = ex.run(Action("click", target_field=FieldTarget("Category", kind="combo")), ex.observe())
    assert opened.ok and opened.changed, opened.detail


def test_a_list_entry_is_clicked_in_the_list_that_opened_not_where_the_page_shows_the_word(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    _open_category(sandbox, ex, web, load)
    # "Reports" is the sidebar's too, first in reading order: the entry is the one that appeared.
    picked = ex.run(Action("click", target_text="Reports"), ex.observe())
    assert picked.ok, picked.detail
    assert sandbox.evaluate("document.getElementById('cat').value") == "Reports"


def test_a_pick_that_leaves_another_value_in_its_list_field_fails(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    _open_category(sandbox, ex, web, load)
    # The word is not in the list: the click lands on the page, the list closes with its value.
    missed = ex.run(Action("click", target_text="Settings"), ex.observe())
    assert not missed.ok and "News" in missed.detail, missed.detail
    assert sandbox.evaluate("document.getElementById('cat').value") == "News"


def test_keys_that_showed_nothing_are_typed_again_into_the_field_clicked(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    load(sandbox, f"{web}/blurs.html", "Blurs")
    clicked = ex.run(Action("click", target_field=FieldTarget("Name", kind="edit")), ex.observe())
    assert clicked.ok, clicked.detail
    typed = ex.run(Action("type", text="Ada"), ex.observe())
    assert typed.ok and typed.changed and "typed again" in typed.detail, typed.detail
    assert sandbox.evaluate("document.getElementById('t').value") == "Ada"
    # Where the text went, for a post-condition that must show it elsewhere: the field's box.
    places = typed.extra[TYPED_IN]
    assert isinstance(places, tuple) and any(b.x0 <= 300 < b.x1 and b.y0 <= 175 < b.y1 for b in places), places


SECRET = "Zebra-Tulip-93!x"


def _login_filled(sandbox, screen, inputs, ocr, tmp_path, web, load, query: str):  # type: ignore[no-untyped-def]
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    load(sandbox, f"{web}/keeps_focus.html{query}", "Keeps focus")
    user = ex.run(Action("fill", target_field=FieldTarget("Username", kind="edit"), text="operator"), ex.observe())
    assert user.ok, user.detail
    password = ex.run(Action("fill", target_field=FieldTarget("Password", kind="edit"), text=SECRET), user.after)
    value = {f: sandbox.evaluate(f"document.getElementById('{f}').value") for f in ("u", "p")}
    return password, value


def test_a_fill_whose_keys_landed_in_the_field_focused_before_takes_them_back_and_types_again(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    """The click on the password field lands but the focus stays in the user name: the password
    typed there is deleted, the user name typed back, and the password typed into its own field."""
    password, value = _login_filled(sandbox, screen, inputs, ocr, tmp_path, web, load, "")
    assert password.ok, password.detail
    assert value == {"u": "operator", "p": SECRET}
    assert SECRET not in (tmp_path / "audit.jsonl").read_text()


def test_a_fill_that_cannot_reach_its_field_fails_and_leaves_the_secret_nowhere(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    password, value = _login_filled(sandbox, screen, inputs, ocr, tmp_path, web, load, "?always")
    assert not password.ok and "outside the field clicked" in password.detail, password.detail
    assert SECRET not in password.detail
    assert value == {"u": "operator", "p": ""}


def test_keys_that_landed_where_no_text_input_shows_are_not_taken_back_there(
    sandbox, screen, inputs, ocr, tmp_path, web, load
) -> None:  # type: ignore[no-untyped-def]
    """The password's keys went to a file list's type-ahead: select-all and Delete sent there would
    delete the files, so nothing is sent and the run stops for a person."""
    ex = make(sandbox, screen, inputs, ocr, tmp_path)
    load(sandbox, f"{web}/list_keeps_focus.html", "List keeps focus")
    password = ex.run(Action("fill", target_field=FieldTarget("Password", kind="edit"), text=SECRET), ex.observe())
    assert not password.ok and password.halt, password.detail
    assert "no text input" in password.halt and SECRET not in password.halt
    assert sandbox.evaluate("document.getElementById('out').textContent") == ""
    assert sandbox.evaluate("document.getElementById('p').value") == ""
