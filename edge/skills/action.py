"""Atomic skill invocations and their results."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from edge.frame import Frame

SKILLS = ("open_url", "screenshot", "click", "type", "key", "scroll", "wait_until", "assert_text")


class RiskTier(str, Enum):
    """How dangerous an action is, decided on the edge from the skill and its grounded target."""

    LOW = "low"  # runs
    MEDIUM = "medium"  # runs only after confirmation
    HIGH = "high"  # forbidden without a human


@dataclass(frozen=True)
class Action:
    """One atomic skill invocation. Text targets are grounded on OCR before anything runs.

    ``point`` is in physical pixels of the current frame. ``target_text`` + ``occurrence``
    name an on-screen text (the n-th match top-to-bottom) for click / wait_until / assert_text.
    """

    skill: str
    point: tuple[int, int] | None = None
    target_text: str = ""
    occurrence: int = 0
    text: str = ""
    keys: str = ""
    url: str = ""
    amount: int = 0
    timeout_s: float = 0.0
    expect_texts: tuple[str, ...] = ()
    why: str = ""

    def describe(self) -> str:
        """A short human-readable form for step tables and logs (never contains typed text verbatim)."""
        if self.skill == "click":
            where = repr(self.target_text) if self.target_text else f"({self.point[0]},{self.point[1]})" if self.point else "?"
            suffix = f"#{self.occurrence}" if self.occurrence else ""
            return f"click {where}{suffix}"
        if self.skill == "type":
            return f"type {len(self.text)} chars"
        if self.skill == "key":
            return f"key {self.keys}"
        if self.skill == "open_url":
            return f"open_url {self.url}"
        if self.skill == "scroll":
            return f"scroll {self.amount:+d}"
        if self.skill in ("wait_until", "assert_text"):
            return f"{self.skill} {self.target_text!r}"
        return self.skill


@dataclass
class SkillResult:
    """What an atomic skill did: success, a detail message, the after-frame and whether the screen changed."""

    action: Action
    ok: bool
    detail: str = ""
    after: Frame | None = None
    changed: bool = False
    duration_ms: float = 0.0
    risk: RiskTier = RiskTier.LOW
    extra: dict[str, object] = field(default_factory=dict)
