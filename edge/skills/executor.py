"""Runs atomic skills against a screen: grounding, risk gate, input, settle, audit."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from edge.capture import ScreenBackend
from edge.errors import SkillError
from edge.frame import Frame
from edge.grounding import find_text
from edge.ocr.base import OcrEngine, OcrLine
from edge.settle import changed_since, wait_until_stable
from edge.skills.action import SKILLS, Action, RiskTier, SkillResult
from edge.skills.audit import AuditLog
from edge.skills.risk import RiskGate
from edge.skills.x11 import InputBackend


# Keys that commonly load a page or open a dialog, so their effect may take a while to show.
_NAVIGATING_KEYS = frozenset({"return", "enter", "kp_enter", "alt+o", "alt+left", "alt+right", "f5", "escape"})


@dataclass(frozen=True)
class ActionCard:
    """What a person confirming an action is shown before it runs."""

    action: str
    target: str
    point: tuple[int, int] | None
    risk: RiskTier
    why: str


class Confirmer(Protocol):
    """Decides whether a medium- or high-risk action may run."""

    def confirm(self, card: ActionCard) -> bool:
        """Return True to let the action run."""
        ...


class DenyAll:
    """Refuses every action that needs confirmation: the safe default when nobody is watching."""

    def confirm(self, card: ActionCard) -> bool:
        return False


@dataclass(frozen=True)
class TaskPolicyConfirmer:
    """Confirms medium-risk actions that a task's procedure declared up front; never high-risk ones.

    Used by unattended runs whose task owner approved the task's own commit step
    (e.g. the demo's "Save"); everything else still needs a human.
    """

    allowed_targets: frozenset[str]

    def confirm(self, card: ActionCard) -> bool:
        return card.risk is RiskTier.MEDIUM and card.target.casefold() in self.allowed_targets


@dataclass(frozen=True)
class SettleConfig:
    """How long to wait for a visible effect after an action and for the screen to go still."""

    first_change_s: float = 1.5
    # Typing and plain keys mostly change one field at once; a short wait keeps no-op keys
    # (ctrl+a on an empty field) from costing the full timeout.
    typing_change_s: float = 0.5
    max_settle_s: float = 6.0
    poll_s: float = 0.1
    stable_frames: int = 2


class SkillExecutor:
    """Executes one action at a time and returns its result with the after-frame."""

    def __init__(
        self,
        screen: ScreenBackend,
        inputs: InputBackend,
        ocr: OcrEngine,
        *,
        open_url: Callable[[str], None],
        risk: RiskGate | None = None,
        confirmer: Confirmer | None = None,
        audit: AuditLog | None = None,
        settle: SettleConfig | None = None,
    ) -> None:
        self.screen = screen
        self.inputs = inputs
        self.ocr = ocr
        self._open_url = open_url
        self.risk = risk or RiskGate()
        self.confirmer = confirmer or DenyAll()
        self.audit = audit
        self.settle = settle or SettleConfig()

    # -- observation -------------------------------------------------------------------------
    def observe(self) -> Frame:
        """The current screen once it has stopped changing (or after the cap)."""
        return wait_until_stable(
            self.screen, interval_s=self.settle.poll_s, stable_frames=self.settle.stable_frames,
            max_wait_s=self.settle.max_settle_s,
        ).frame

    def read(self, frame: Frame) -> list[OcrLine]:
        return self.ocr.read(frame.pixels)

    # -- execution ---------------------------------------------------------------------------
    def run(self, action: Action, before: Frame, lines: list[OcrLine] | None = None) -> SkillResult:
        """Run ``action`` on the screen shown by ``before`` (OCR ``lines`` of it if already read)."""
        started = time.perf_counter()
        if action.skill not in SKILLS:
            return self._done(action, started, ok=False, detail=f"unknown skill {action.skill!r}; allowed: {', '.join(SKILLS)}")
        try:
            if action.skill in ("wait_until", "assert_text"):
                return self._check_text(action, before, lines, started)
            if action.skill == "screenshot":
                return self._done(action, started, ok=True, after=before, detail="captured")
            point, grounded = None, ""
            if action.skill in ("click", "scroll"):
                point, grounded, problem = self._ground(action, before, lines)
                if problem:
                    return self._done(action, started, ok=False, detail=problem, after=before)
            tier = self.risk.classify(action, grounded)
            if tier is not RiskTier.LOW:
                card = ActionCard(action.describe(), grounded or action.target_text, point, tier, action.why)
                allowed = tier is RiskTier.MEDIUM and self.confirmer.confirm(card)
                self._audit("confirmation", action=card.action, target=card.target, risk=tier.value, allowed=allowed)
                if not allowed:
                    return self._done(action, started, ok=False, after=before, risk=tier,
                                      detail=f"{tier.value}-risk action not confirmed: {card.action} on {card.target!r}")
            self._perform(action, point)
            settled = changed_since(
                before, self.screen, change_timeout_s=self._change_timeout(action),
                max_wait_s=self.settle.max_settle_s, interval_s=self.settle.poll_s,
                stable_frames=self.settle.stable_frames,
            )
            return self._done(action, started, ok=True, after=settled.frame, changed=settled.changed, risk=tier,
                              detail="done" if settled.changed else "no visible effect")
        except SkillError as exc:
            return self._done(action, started, ok=False, detail=str(exc), after=before)

    def _change_timeout(self, action: Action) -> float:
        if action.skill == "type" or (action.skill == "key" and action.keys.casefold() not in _NAVIGATING_KEYS):
            return self.settle.typing_change_s
        return self.settle.first_change_s

    def _ground(self, action: Action, before: Frame, lines: list[OcrLine] | None) -> tuple[tuple[int, int] | None, str, str]:
        """Resolve the action's target to a point; returns (point, grounded text, problem)."""
        if action.target_text:
            lines = self.read(before) if lines is None else lines
            hit = find_text(lines, action.target_text, action.occurrence)
            if hit is None:
                return None, "", f"target {action.target_text!r} (#{action.occurrence}) not on screen"
            return hit.box.center, hit.text, ""
        if action.point is not None:
            x, y = action.point
            if not before.geometry.contains(x, y):
                return None, "", f"point ({x},{y}) is outside the {before.width}x{before.height} screen"
            # The OCR text under the point decides the risk tier, not what the caller says it is.
            lines = self.read(before) if lines is None else lines
            under = next((ln.text for ln in lines if ln.box.x0 <= x < ln.box.x1 and ln.box.y0 <= y < ln.box.y1), "")
            return (x, y), under, ""
        if action.skill == "scroll":
            return (before.width // 2, before.height // 2), "", ""
        return None, "", "click needs a point or a target_text"

    def _perform(self, action: Action, point: tuple[int, int] | None) -> None:
        if action.skill == "click":
            assert point is not None  # guaranteed by _ground
            self.inputs.click(*point)
        elif action.skill == "type":
            self.inputs.type_text(action.text)
        elif action.skill == "key":
            self.inputs.key(action.keys)
        elif action.skill == "scroll":
            assert point is not None
            self.inputs.scroll(point[0], point[1], action.amount)
        elif action.skill == "open_url":
            if not action.url.startswith(("http://", "https://", "file://")):
                raise SkillError(f"open_url needs an http(s) or file URL, got {action.url!r}")
            self._open_url(action.url)

    def _check_text(self, action: Action, before: Frame, lines: list[OcrLine] | None, started: float) -> SkillResult:
        if not action.target_text:
            return self._done(action, started, ok=False, detail=f"{action.skill} needs target_text", after=before)
        frame = before
        deadline = started + (action.timeout_s if action.skill == "wait_until" else 0.0)
        while True:
            lines = self.read(frame) if lines is None else lines
            if find_text(lines, action.target_text, action.occurrence) is not None:
                return self._done(action, started, ok=True, after=frame, detail="text present")
            if time.perf_counter() >= deadline:
                return self._done(action, started, ok=False, after=frame,
                                  detail=f"text {action.target_text!r} not on screen")
            time.sleep(self.settle.poll_s)
            frame, lines = self.observe(), None

    def _done(self, action: Action, started: float, *, ok: bool, detail: str, after: Frame | None = None,
              changed: bool = False, risk: RiskTier = RiskTier.LOW) -> SkillResult:
        result = SkillResult(action=action, ok=ok, detail=detail, after=after, changed=changed,
                             duration_ms=(time.perf_counter() - started) * 1000, risk=risk)
        self._audit("skill", action=action.describe(), ok=ok, changed=changed, risk=risk.value, detail=detail,
                    ms=round(result.duration_ms, 1))
        return result

    def _audit(self, event: str, **fields: object) -> None:
        if self.audit is not None:
            self.audit.write(event, **fields)
