"""``RulesPlanner``: the offline, deterministic default planner backend.

It plans from the redacted OCR lines alone (it never decodes the screenshot), so it is
cheap, reproducible in tests, and a safe fallback when no model is configured. It knows a
few screens that block GUI agents everywhere — browser bubbles, consent banners, modals,
error pages — plus the trivial "the step names a visible button" case; everything else
goes to a human rather than being guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from screenroute.contract import RiskTier, Skill, label_risk, normalise
from screenroute.v1 import planner_pb2, types_pb2

__all__ = ["PopupRule", "RulesPlanner", "is_high_risk_text"]

MODEL_NAME = "rules"

STATE_BELOW_FOLD = "page/below_fold"
STATE_UNKNOWN = "unknown"
STATE_PAGE_ERROR = "page/error"
STATE_PAGE_NOT_FOUND = "page/not_found"
STATE_KNOWN_TARGET = "page/known_target"
STATE_APP_MODAL = "popup/app_modal"

#: Stands for "the close glyph next to the popup's title" in a rule's choice order.
CLOSE_GLYPH = "<close>"

# OCR reads the close icon as any of these; compared on the raw stripped text because
# normalisation drops symbols such as "×".
_CLOSE_GLYPHS = frozenset({"×", "x", "X", "✕", "✖", "╳", "⨯", "✗"})


def is_high_risk_text(text: str) -> bool:
    """Whether clicking something labelled ``text`` could be destructive, spend money or publish.

    Screen text is untrusted input: a popup rule never picks such a target, whatever the screen says.
    """
    return label_risk(text) is RiskTier.HIGH


def _within_one_edit(a: str, b: str) -> bool:
    """Levenshtein distance <= 1, for single-character OCR slips ("Nevcr")."""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = j = 0
    edited = False
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
            continue
        if edited:
            return False
        edited = True
        if len(a) == len(b):
            i += 1
        j += 1
    return True


def _label_matches(norm: str, choices: Iterable[str]) -> bool:
    """Exact match of a whole OCR line against button labels, tolerating one slip on long ones.

    Whole-line matching (not substring) keeps "Never share your password" from counting as
    a "Never" button. Short labels ("ok", "x") must match exactly: one edit would turn them
    into anything.
    """
    return any(norm == choice or (len(choice) >= 5 and _within_one_edit(norm, choice)) for choice in choices)


@dataclass(frozen=True)
class _Line:
    """One OCR line with its folded text and geometry, in frame pixels."""

    text: str
    norm: str
    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def cx(self) -> int:
        return (self.x0 + self.x1) // 2

    @property
    def cy(self) -> int:
        return (self.y0 + self.y1) // 2

    @property
    def height(self) -> int:
        return max(1, self.y1 - self.y0)

    def row_overlap(self, other: _Line) -> float:
        """How much the two lines share a row: vertical overlap over the smaller height."""
        overlap = min(self.y1, other.y1) - max(self.y0, other.y0)
        return max(0, overlap) / min(self.height, other.height)

    def distance_to(self, other: _Line) -> float:
        return float(((self.cx - other.cx) ** 2 + (self.cy - other.cy) ** 2) ** 0.5)

    @classmethod
    def from_proto(cls, line: types_pb2.OcrLine) -> _Line:
        box = line.box
        return cls(line.text, normalise(line.text), box.x0, box.y0, box.x1, box.y1)


@dataclass(frozen=True)
class PopupRule:
    """A known blocking popup and how to dismiss it.

    Attributes:
        state_label: teacher label reported for the screen.
        title_cues: folded substrings that identify the popup (any one suffices).
        choices: groups of folded button labels, most preferred first; :data:`CLOSE_GLYPH`
            stands for the "×" next to the title.
        why: the rationale sent back with the action.
        max_distance_px: how far (at scale 1.0) from the title a button may be; ``None``
            for full-width banners whose buttons sit far from their text.
    """

    state_label: str
    title_cues: tuple[str, ...]
    choices: tuple[tuple[str, ...], ...]
    why: str
    max_distance_px: int | None = 500


#: Known popups, checked in this order.
POPUP_RULES: tuple[PopupRule, ...] = (
    PopupRule(
        state_label="popup/chromium_save_password",
        title_cues=("savepassword", "保存密码"),
        # "Never" first: it dismisses the bubble *and* stops Chromium offering it again
        # for this site, so later steps of the episode are not blocked by it again; it
        # stores nothing. "No thanks"/"Not now" only dismiss this once; "×" is last
        # because OCR often misses the glyph and it is the smallest target. "Save" is
        # never chosen: it writes credentials into the browser profile.
        choices=(
            ("never", "从不", "一律不"),
            ("nothanks", "notnow", "不用了", "以后再说"),
            (CLOSE_GLYPH,),
        ),
        why="Chromium's save-password bubble blocks the page; dismiss it without saving",
    ),
    PopupRule(
        state_label="popup/chromium_restore_pages",
        title_cues=("restorepages", "恢复网页", "恢复页面", "didntshutdowncorrectly", "未正确关闭"),
        # Closing is preferred over "Restore": restoring reopens old tabs, which can take
        # focus away from the page the task is on. "Restore" is the fallback because the
        # close glyph is often not read by OCR.
        choices=((CLOSE_GLYPH,), ("restore", "恢复")),
        why="Chromium's restore-pages bubble overlaps the page; dismiss it",
    ),
    PopupRule(
        state_label="popup/cookie_consent",
        title_cues=("cookie", "consent", "隐私偏好"),
        # Rejecting optional cookies dismisses the banner while granting nothing, which
        # fits the privacy model; accepting is the fallback when no reject button shows.
        choices=(
            ("rejectall", "reject", "decline", "necessaryonly", "onlynecessary", "拒绝", "仅必要"),
            (
                "accept",
                "acceptall",
                "gotit",
                "ok",
                "iagree",
                "agree",
                "allowall",
                "接受",
                "同意",
                "知道了",
                "我知道了",
                "确定",
            ),
            (CLOSE_GLYPH,),
        ),
        why="a cookie/consent banner covers the page; dismiss it",
        max_distance_px=None,
    ),
)

_MODAL_DISMISS = ("cancel", "close", "取消", "关闭")

# Connection-level browser errors (the page never loaded).
_NETWORK_ERROR_CUES = (
    "thissitecantbereached",
    "thissitecannotbereached",
    "无法访问此网站",
    "nointernet",
    "未连接到互联网",
    "yourconnectionwasinterrupted",
)
_NOT_FOUND_CUES = ("pagenotfound", "页面不存在", "找不到页面", "找不到该页面")
_ERR_CODE = re.compile(r"\bERR_[A-Z_]{3,}", re.IGNORECASE)
_ONLY_DIGITS = re.compile(r"^[0-9]*$")

# `click "Orders"`, `点击“订单”`: a click verb, a few words at most, then a quoted target.
_QUOTED_TARGET = re.compile(
    r"(?:\b(?:click|press|tap|select|choose|open)\b|点击|单击|选择|打开)"
    r"[^\"“”「」『』‘’]{0,24}?"
    r"(?:\"(?P<a>[^\"]{1,80})\"|“(?P<b>[^”]{1,80})”|「(?P<c>[^」]{1,80})」"
    r"|『(?P<d>[^』]{1,80})』|‘(?P<e>[^’]{1,80})’|(?<![\w])'(?P<f>[^']{1,80})')",
    re.IGNORECASE,
)


class RulesPlanner:
    """Deterministic planner over OCR lines; see the module docstring for the rules.

    Rules, first match wins: known popups (:data:`POPUP_RULES`) → a generic app modal the
    step did not ask for → browser error pages → the step's quoted click target when it is
    visible → ``needs_human``.

    Args:
        max_distance_scale: multiplies every popup rule's title-to-button distance limit,
            on top of the frame's device scale factor.
    """

    def __init__(self, *, max_distance_scale: float = 1.0) -> None:
        if not max_distance_scale > 0:
            raise ValueError(f"max_distance_scale must be > 0, got {max_distance_scale!r}")
        self._max_distance_scale = max_distance_scale

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        """Answer ``request`` with a dismiss, a back navigation, a target click or a hand-off."""
        lines = sorted((_Line.from_proto(line) for line in request.ocr_lines), key=lambda ln: (ln.y0, ln.x0))
        scale = request.screen.scale if request.screen.scale > 0 else 1.0
        target = self._step_target(request)
        target_line = self._find_target(lines, target) if target else None

        for rule in POPUP_RULES:
            response = self._dismiss_popup(rule, lines, scale, request)
            if response is not None:
                return response
        if target_line is None:
            response = self._dismiss_modal(lines, request)
            if response is not None:
                return response
        response = self._leave_error_page(lines)
        if response is not None:
            return response
        if target is not None and target_line is not None:
            action = _click(target_line, f"the step asks to click {target!r} and it is visible")
            return _response([action], STATE_KNOWN_TARGET, f"clicking the step's target {target!r}")
        response = self._reveal_below(lines, request)
        if response is not None:
            return response
        if target is not None:
            why = f"the step's target {target!r} is not visible and no known popup blocks it"
        elif lines:
            why = "no rule matches this screen and the step names no click target"
        else:
            why = "no OCR text was sent and the step names no click target"
        return _response([], STATE_UNKNOWN, why, needs_human=True)

    # -- below the fold ---------------------------------------------------------------

    @staticmethod
    def _reveal_below(lines: Sequence[_Line], request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse | None:
        """Scroll down when the texts the edge expected (``missing_texts``) are simply not on screen yet.

        At 125-150 % scale a form runs past the fold: nothing blocks the page, the texts
        the step needs are just further down. Scrolling is reversible and low-risk; it stops
        once a scroll had no visible effect (the bottom of the page), then a human decides.
        """
        wanted = [t for t in request.missing_texts if t]
        if not wanted or not lines:
            return None
        if any(RulesPlanner._find_target(lines, text) is not None for text in wanted):
            return None
        last = request.history[-1] if request.history else None
        if last is not None and last.action.skill == Skill.SCROLL and not last.changed:
            return None  # already at the bottom
        width = request.screen.width or max(ln.x1 for ln in lines)
        height = request.screen.height or max(ln.y1 for ln in lines)
        action = types_pb2.Action(
            skill="scroll",
            has_point=True,
            x=width // 2,
            y=height // 2,
            amount=5,
            why="the texts the step needs are not on screen; look further down",
        )
        return _response(
            [action], STATE_BELOW_FOLD, f"scrolling down to find {', '.join(map(repr, wanted))}", expected=wanted
        )

    # -- popups -----------------------------------------------------------------------

    def _dismiss_popup(
        self,
        rule: PopupRule,
        lines: Sequence[_Line],
        scale: float,
        request: planner_pb2.PlanRequest,
    ) -> planner_pb2.PlanResponse | None:
        title = next((ln for ln in lines if any(cue in ln.norm for cue in rule.title_cues)), None)
        if title is None:
            return None
        popup = _popup_block(title, lines)
        risky = [ln for ln in popup if is_high_risk_text(ln.text)]
        if risky:
            # Screen text is untrusted: a "popup" that offers or describes a destructive or
            # paying action is not dismissed by a rule, whatever its buttons say.
            why = f"{rule.why}; but it mentions {risky[0].text[:40]!r}, so a person must decide"
            return _response([], rule.state_label, why, needs_human=True)
        limit = None if rule.max_distance_px is None else rule.max_distance_px * scale * self._max_distance_scale
        for group in rule.choices:
            button = self._pick_button(title, popup, group, limit)
            if button is not None:
                label = "×" if group == (CLOSE_GLYPH,) else button.text
                action = _click(button, f"dismiss the popup with {label!r}: {rule.why}")
                return _response([action], rule.state_label, rule.why, expected=request.missing_texts)
        # The cue may be ordinary page text ("Cookie settings"), or the popup's buttons
        # were not read; either way let the later rules look at the screen.
        return None

    @staticmethod
    def _pick_button(title: _Line, lines: Sequence[_Line], group: tuple[str, ...], limit: float | None) -> _Line | None:
        if group == (CLOSE_GLYPH,):
            # The close glyph sits on the title's row, to its right.
            slack = 2 * title.height + 20
            candidates = [
                ln
                for ln in lines
                if ln.text.strip() in _CLOSE_GLYPHS
                and ln.cx > title.cx
                and title.y0 - slack <= ln.cy <= title.y1 + slack
            ]
        else:
            candidates = [
                ln
                for ln in lines
                if ln is not title
                and _label_matches(ln.norm, group)
                # Buttons sit below (or beside) the title, never above it.
                and ln.cy >= title.y0
            ]
        candidates = [
            ln
            for ln in candidates
            if not is_high_risk_text(ln.text) and (limit is None or title.distance_to(ln) <= limit)
        ]
        return min(candidates, key=title.distance_to, default=None)

    @staticmethod
    def _dismiss_modal(lines: Sequence[_Line], request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse | None:
        step = normalise(f"{request.step_name} {request.step_goal}")
        if any(word in step for word in _MODAL_DISMISS):
            return None  # the step itself wants to cancel/close something
        buttons = [ln for ln in lines if ln.norm in _MODAL_DISMISS or ln.text.strip() in _CLOSE_GLYPHS]
        if not buttons:
            return None
        questions = [ln for ln in lines if ln.text.rstrip().endswith(("?", "？"))]
        unexpected = request.reason in (types_pb2.REASON_UNEXPECTED_STATE, types_pb2.REASON_NO_EFFECT) or bool(
            request.missing_texts
        )
        # A Cancel button alone is ordinary form UI; only treat it as a modal when something
        # says the step was interrupted or a dialog is asking a question.
        if not (questions or unexpected):
            return None
        anchor = questions[0] if questions else None
        # Prefer a worded button over a glyph: OCR reads "x" in plain text too.
        worded = [ln for ln in buttons if ln.norm in _MODAL_DISMISS] or buttons
        button = min(worded, key=anchor.distance_to) if anchor else worded[0]
        why = "an application dialog the step did not ask for blocks it; cancel it"
        return _response(
            [_click(button, f"dismiss the dialog with {button.text!r}")],
            STATE_APP_MODAL,
            why,
            expected=request.missing_texts,
        )

    # -- error pages ------------------------------------------------------------------

    @staticmethod
    def _leave_error_page(lines: Sequence[_Line]) -> planner_pb2.PlanResponse | None:
        state: str | None = None
        for ln in lines:
            if any(cue in ln.norm for cue in _NETWORK_ERROR_CUES) or _ERR_CODE.search(ln.text):
                state = STATE_PAGE_ERROR
                break
            is_404 = ln.norm.startswith("404") and len(ln.norm) <= 20
            if is_404 or ln.norm == "notfound" or any(c in ln.norm for c in _NOT_FOUND_CUES):
                state = STATE_PAGE_NOT_FOUND
                break
        if state is None:
            return None
        action = types_pb2.Action(skill="key", keys="alt+Left", why="go back from the browser error page")
        return _response([action], state, "the browser shows an error page; go back")

    # -- the step's own target --------------------------------------------------------

    @staticmethod
    def _step_target(request: planner_pb2.PlanRequest) -> str | None:
        for text in (request.step_goal, request.step_name):
            match = _QUOTED_TARGET.search(text)
            if match:
                target = next(g for g in match.groups() if g)
                if normalise(target):
                    return target.strip()
        return None

    @staticmethod
    def _find_target(lines: Sequence[_Line], target: str) -> _Line | None:
        norm = normalise(target)
        exact = [ln for ln in lines if ln.norm == norm]
        if exact:
            return exact[0]  # lines are sorted top-to-bottom
        # "Orders (12)": the label followed by a counter.
        counted = [ln for ln in lines if ln.norm.startswith(norm) and _ONLY_DIGITS.match(ln.norm[len(norm) :])]
        if counted:
            return counted[0]
        fuzzy = [ln for ln in lines if len(norm) >= 5 and _within_one_edit(ln.norm, norm)]
        return fuzzy[0] if fuzzy else None


def _popup_block(title: _Line, lines: Sequence[_Line]) -> list[_Line]:
    """The lines of the popup around ``title``: its text block, grown line by line.

    A popup is one block of text: lines on the title's rows (a full-width banner's buttons
    sit far to the right of its text) or close above/below a line already in the block.
    Anything separated by more than a few line heights of empty space — another dialog, the
    page's own buttons — is outside, so a rule never clicks an "OK" that belongs to them.
    """
    block = [title]
    gap_y = 6 * title.height
    gap_x = 6 * title.height
    grown = True
    while grown:
        grown = False
        for line in lines:
            if line in block:
                continue
            for member in block:
                dy = max(line.y0 - member.y1, member.y0 - line.y1, 0)
                dx = max(line.x0 - member.x1, member.x0 - line.x1, 0)
                if (member is title and line.row_overlap(title) >= 0.5) or (dy <= gap_y and dx <= gap_x):
                    block.append(line)
                    grown = True
                    break
    return block


def _click(line: _Line, why: str) -> types_pb2.Action:
    """A click at the centre of ``line``'s OCR box, also targeting its text for the edge."""
    return types_pb2.Action(skill="click", has_point=True, x=line.cx, y=line.cy, target_text=line.text, why=why)


def _response(
    actions: Sequence[types_pb2.Action],
    state_label: str,
    rationale: str,
    *,
    expected: Iterable[str] = (),
    needs_human: bool = False,
) -> planner_pb2.PlanResponse:
    return planner_pb2.PlanResponse(
        actions=list(actions),
        expected_texts=list(expected),
        state_label=state_label,
        rationale=rationale,
        usage=types_pb2.Usage(model=MODEL_NAME),
        needs_human=needs_human,
    )
