"""A fill whose keys changed the screen outside its field tells a page load from keys that landed elsewhere by
the document the page holds (its loader id), not by its URL: a script that rewrites the URL as the value is
typed (``history.pushState``, a hash) loads nothing, and a read that fails is no page load. In process: a
drawn screen and a browser probe of the test's."""

from __future__ import annotations

import time

import numpy as np
import pytest

from screenroute.contract import Action
from screenroute.edge.errors import SkillError
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box, ScreenGeometry
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.sandbox.surfaces import SandboxSurfaces
from screenroute.edge.skills.audit import AuditLog
from screenroute.edge.skills.executor import SettleConfig, SkillExecutor
from screenroute.edge.skills.outcome import Surfaces

LABEL = OcrLine("Title", Box(5, 5, 60, 25), 0.99)


def _frame(*, focused: bool = False, elsewhere: bool = False) -> Frame:
    pixels = np.full((200, 300, 3), 255, dtype=np.uint8)
    pixels[3:28, 66:154] = 90  # the field's border
    pixels[5:26, 68:152] = 255
    if focused:
        pixels[2:29, 65:155] = 40
        pixels[5:26, 68:152] = 255
    if elsewhere:
        pixels[120:150, 40:260] = 0  # what changed below the field (the keys, or another page)
    return Frame(pixels=pixels, geometry=ScreenGeometry(0, 0, 300, 200))


class _Page:
    """The screen, the keyboard and the browser's view of one page: typing draws below the field and
    ``on_type`` changes what the browser reports (its URL, its document)."""

    def __init__(self, on_type: str) -> None:
        self.frame = _frame()
        self.on_type = on_type
        self.url, self.loader, self.reads = "http://app/form", "L1", 0

    def grab(self) -> Frame:
        return self.frame

    def click(self, x: int, y: int) -> None:
        self.frame = _frame(focused=True)

    def key(self, keys: str) -> None:
        pass

    def type_text(self, text: str) -> None:
        self.frame = _frame(focused=True, elsewhere=True)
        if self.on_type in ("push_state", "load"):
            self.url = "http://app/form#draft"
        if self.on_type == "load":
            self.loader = "L2"

    def read(self, pixels: np.ndarray) -> list[OcrLine]:
        return [LABEL]

    def snapshot(self, main: str = "") -> Surfaces:
        return Surfaces(pages=frozenset({("T", self.url)}), main="T", url=self.url)

    def page_loader(self, target: str) -> str:
        self.reads += 1
        if self.on_type == "unreadable" and self.reads == 1:
            raise SkillError("the browser did not answer")
        return self.loader

    def close_window(self, window: int) -> None:
        pass

    def close_page(self, target: str) -> None:
        pass

    def navigate(self, target: str, url: str) -> None:
        pass


@pytest.mark.parametrize("on_type", ["push_state", "unreadable", "load"])
def test_only_a_document_loaded_while_typing_is_a_page_load(on_type: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A URL rewritten by a script, or a loader id that could not be read, leaves the change to be taken
    back as keys; another document halts the run for a person, noted in the audit log, nothing sent."""
    page = _Page(on_type)
    audit = AuditLog(tmp_path / "audit.jsonl")
    settle = SettleConfig(
        poll_s=0.005, quiet_s=0.05, first_change_s=0.3, typing_change_s=0.3, focus_change_s=0.3, max_settle_s=0.5
    )
    ex = SkillExecutor(
        page, page, page, open_url=lambda url: None, settle=settle, surfaces=page, audit=audit, origins=["http://app/"]
    )  # type: ignore[arg-type]
    result = ex.run(Action("fill", target_text="Title", text="hello"), page.grab())
    assert not result.ok
    if on_type == "load":
        assert "loaded another page" in result.halt, result.detail
        assert '"page_loaded": true' in (tmp_path / "audit.jsonl").read_text()
    else:
        assert "loaded another page" not in result.detail
        assert "landed outside the field" in result.detail, result.detail


@pytest.mark.desktop
def test_the_sandboxs_browser_tells_a_document_loaded_from_a_url_rewritten(sandbox, web, load) -> None:  # type: ignore[no-untyped-def]
    """The real browser's loader id: the same through ``history.pushState`` and a hash change, another
    after a page load."""
    load(sandbox, f"{web}/box.html", "Box")
    probe = SandboxSurfaces(sandbox)
    main = probe.snapshot().main
    first = probe.page_loader(main)
    sandbox.evaluate("history.pushState({}, '', '/rewritten?q=1'); location.hash = 'draft'; 1")
    assert probe.snapshot(main).url.endswith("/rewritten?q=1#draft")
    assert probe.page_loader(main) == first
    sandbox.evaluate(f"location.assign('{web}/box.html'); 1")
    deadline = time.monotonic() + 30.0
    while probe.page_loader(main) == first and time.monotonic() < deadline:
        time.sleep(0.1)
    assert probe.page_loader(main) != first
