"""What the plan cache may learn: only what is safe to repeat without anyone asking.

An escalation's answer is stored (and replayed next time with no planner and no person) only if

- every action ran and none needed a confirmation (a person, or the task's approvals, said yes
  once: that yes is not a standing order) and none opened what the task did not expect;
- the step's post-condition showed progress: the step is done, or — for a popup — the screen
  the step expects is back once the popup is gone;
- it stays with its task. Only a popup's dismissal whose every action acts inside the popup
  (a click on one of the popup's own texts, or Escape) may serve every task: such a reflex can
  only ever touch the popup it was learned on.

Every replay is judged again as a planner's answer is (envelope, restore policy, risk gate,
outcome guard): admission decides what is remembered, not what is trusted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from screenroute.contract import Action, Skill, fold
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.learning.memory import Scope

__all__ = ["Admission", "admit"]

# How far outside the popup's texts a dismissal by point may land (its close button, its padding).
_POPUP_MARGIN_PX = 40


@dataclass(frozen=True)
class Admission:
    """Whether an answer is stored, in which scope, and why (for the log)."""

    store: bool
    scope: Scope = "task"
    why: str = ""


def admit(
    actions: Sequence[Action],
    *,
    ran: bool,
    confirmed: bool,
    advanced: bool,
    restored: bool,
    popup: bool,
    popup_lines: Sequence[OcrLine] = (),
) -> Admission:
    """Decide whether the answer ``actions`` (as stored: targets as text) is learned, and for whom.

    ``ran``: every action ran without a failure or a refusal. ``confirmed``: one of them needed a
    confirmation. ``advanced``: the step's post-condition held after them. ``restored``: the step's
    expected screen is back (not done yet). ``popup``: the screen they ran on was a popup over the
    expected one; ``popup_lines``: the popup's own lines (what vanished with it).
    """
    if not ran:
        return Admission(False, why="an action failed or was refused")
    if confirmed:
        return Admission(False, why="an action needed a confirmation: a yes once is not a yes every time")
    if not (advanced or (restored and popup)):
        return Admission(False, why="the step's post-condition did not show progress")
    if popup and popup_lines and all(_inside(a, popup_lines) for a in actions):
        return Admission(True, "global", "a dismissal inside the popup's own bounds")
    return Admission(True, "task", "progress verified by the step's post-condition")


def _inside(action: Action, popup: Sequence[OcrLine]) -> bool:
    """Whether ``action`` acts only on the popup: Escape, or a click on one of its texts or inside its bounds."""
    if action.skill == Skill.KEY:
        return action.keys.casefold() in ("escape", "esc")
    if action.skill != Skill.CLICK:
        return False
    if action.target_text:
        wanted = fold(action.target_text)
        return bool(wanted) and any(wanted == fold(line.text) for line in popup)
    if action.point is None:
        return False
    box = Box(
        min(ln.box.x0 for ln in popup) - _POPUP_MARGIN_PX,
        min(ln.box.y0 for ln in popup) - _POPUP_MARGIN_PX,
        max(ln.box.x1 for ln in popup) + _POPUP_MARGIN_PX,
        max(ln.box.y1 for ln in popup) + _POPUP_MARGIN_PX,
    )
    x, y = action.point
    return box.x0 <= x < box.x1 and box.y0 <= y < box.y1
