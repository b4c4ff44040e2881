"""The atomic skills: their names, their fields, their limits, and their wire form.

Planner output is untrusted, so every action is checked against this one definition before
anything runs, on the edge and in every planner backend: a skill from the list, the fields
that skill needs, numbers finite and in range, a key as one chord of known keysyms.
"""

from __future__ import annotations

import ipaddress
import math
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final
from urllib.parse import unquote, urlsplit

from screenroute.contract.errors import ActionError
from screenroute.v1 import types_pb2

__all__ = [
    "FIELD_KINDS",
    "KEYSYMS",
    "LIMITS",
    "MODIFIERS",
    "SKILLS",
    "Action",
    "ActionLimits",
    "FieldTarget",
    "action_from_proto",
    "action_problems",
    "action_to_proto",
    "canonical_url",
    "parse_chord",
    "text_problems",
    "url_origin",
    "url_problems",
    "validate_action",
]


class Skill(StrEnum):
    """Every skill the edge can run. Anything else is refused before it reaches the executor.

    An :class:`Action` holds its skill as one of these once decoded (from a task file, a planner's
    answer, the wire); code past the codec compares members, never spellings.
    """

    OPEN_URL = "open_url"
    SCREENSHOT = "screenshot"
    CLICK = "click"
    TYPE = "type"
    KEY = "key"
    SCROLL = "scroll"
    WAIT_UNTIL = "wait_until"
    ASSERT_TEXT = "assert_text"
    FILL = "fill"


#: The skills' names as the wire and task files spell them.
SKILLS: Final = tuple(skill.value for skill in Skill)
#: What an input field is, as far as its shape tells: a one-line edit box, a multi-line text
#: area (the only kind a typed newline may go into), a combo box or drop-down, a checkbox.
FIELD_KINDS: Final = ("edit", "multiline", "combo", "checkbox")


@dataclass(frozen=True)
class ActionLimits:
    """Ranges a valid action stays within (a NaN wait never returns; occurrence -1 crashes grounding)."""

    max_occurrence: int = 50
    max_scroll: int = 50
    max_timeout_s: float = 120.0
    max_coordinate: int = 65535
    max_text_chars: int = 4096
    max_target_chars: int = 512
    max_url_chars: int = 2048
    max_keys_chars: int = 64
    max_expect_texts: int = 16
    # Actions in one plan: enough for a task step that fills three fields (nine actions).
    max_plan_actions: int = 16
    # Presses of one click: a double or a triple click, no more.
    max_clicks: int = 3


LIMITS: Final = ActionLimits()

#: Modifier names a chord may start with → the canonical modifier.
MODIFIERS: Final = {
    "ctrl": "ctrl",
    "control": "ctrl",
    "shift": "shift",
    "alt": "alt",
    "super": "super",
    "meta": "meta",
}


def _keysyms() -> dict[str, str]:
    names = [
        "Return",
        "Tab",
        "Escape",
        "BackSpace",
        "Delete",
        "Insert",
        "Home",
        "End",
        "Page_Up",
        "Page_Down",
        "Left",
        "Right",
        "Up",
        "Down",
        "space",
        "Menu",
        "KP_Enter",
        "minus",
        "plus",
        "equal",
        "comma",
        "period",
        "slash",
        "backslash",
        "semicolon",
        "apostrophe",
        "grave",
        "bracketleft",
        "bracketright",
    ]
    names += [f"F{i}" for i in range(1, 13)]
    table = {name.casefold(): name for name in names}
    table.update({c: c for c in "abcdefghijklmnopqrstuvwxyz0123456789"})
    # Common spellings of the same keys.
    table.update(
        {
            "enter": "Return",
            "esc": "Escape",
            "del": "Delete",
            "backspace": "BackSpace",
            "pageup": "Page_Up",
            "pagedown": "Page_Down",
            "pgup": "Page_Up",
            "pgdn": "Page_Down",
        }
    )
    return table


#: Known key names (case-insensitive) → the canonical X keysym name. Print/SysRq and F13+
#: are left out on purpose: nothing a task does needs them.
KEYSYMS: Final = _keysyms()
# One chord: ASCII names joined by '+', nothing else (no spaces, no second chord, no newline).
_CHORD_SHAPE = re.compile(r"[A-Za-z0-9_]{1,16}(?:\+[A-Za-z0-9_]{1,16}){0,4}")
# Chords that act on the machine rather than the page: VT switches, killing the X server.
_SYSTEM_KEYS = frozenset({"BackSpace", "Delete", *(f"F{i}" for i in range(1, 13))})


def parse_chord(chord: str) -> tuple[tuple[str, ...], str]:
    """Split one chord (``"ctrl+shift+t"``, ``"Return"``) into (modifiers, keysym), canonical names.

    Raises ``ActionError`` for anything that is not exactly one chord of known names:
    several chords, spaces, unknown keysyms, repeated modifiers, a modifier as the key, or a
    chord the display server or the desktop acts on itself (``ctrl+alt+F1``, ``ctrl+alt+BackSpace``,
    ``super+…``).
    """
    if not isinstance(chord, str) or not _CHORD_SHAPE.fullmatch(chord):
        shown = chord[:40] if isinstance(chord, str) else type(chord).__name__
        raise ActionError(
            f"keys {shown!r} is not one chord; use known keysyms joined by '+', e.g. 'ctrl+l' or 'Return'"
        )
    *mods, key = chord.split("+")
    modifiers: list[str] = []
    for mod in mods:
        canonical = MODIFIERS.get(mod.casefold())
        if canonical is None:
            raise ActionError(f"keys {chord!r}: {mod!r} is not a modifier (allowed: {', '.join(sorted(MODIFIERS))})")
        if canonical in modifiers:
            raise ActionError(f"keys {chord!r}: modifier {mod!r} is repeated")
        modifiers.append(canonical)
    keysym = KEYSYMS.get(key.casefold())
    if keysym is None:
        raise ActionError(f"keys {chord!r}: {key!r} is not a known key name")
    if "ctrl" in modifiers and "alt" in modifiers and keysym in _SYSTEM_KEYS:
        raise ActionError(f"keys {chord!r}: ctrl+alt+{keysym} acts on the display server, not the page")
    if "super" in modifiers or "meta" in modifiers:
        raise ActionError(
            f"keys {chord!r}: super/meta chords act on the desktop (launchers, window manager), not the page"
        )
    return tuple(modifiers), keysym


def url_problems(url: str, origins: Iterable[str] | None = None) -> list[str]:
    """Why ``url`` may not be opened (empty when it may).

    Only ``http``/``https`` URLs with a plain host: no userinfo (``https://bank@evil/``),
    no backslashes, whitespace or control characters, no percent-escapes in the host, a
    valid port. With ``origins`` (filled-in URLs such as ``http://127.0.0.1:8000/``), the
    URL's origin — scheme, IDNA-encoded host, port — must equal one of theirs.
    """
    if not isinstance(url, str) or not url:
        return ["open_url needs a URL"]
    if len(url) > LIMITS.max_url_chars:
        return [f"url is longer than {LIMITS.max_url_chars} characters"]
    origin, problem = url_origin(url)
    if origin is None:
        return [problem]
    if origins is None:
        return []
    allowed = {o for o in (url_origin(text)[0] for text in origins) if o is not None}
    if origin not in allowed:
        shown = ", ".join(sorted(f"{s}://{h}:{p}" for s, h, p in allowed)) or "none"
        return [f"open_url to {origin[0]}://{origin[1]}:{origin[2]} is outside the task's origins ({shown})"]
    return []


_HOST = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")


def url_origin(url: str) -> tuple[tuple[str, str, int] | None, str]:
    """(scheme, host, port) of an http(s) URL, or (None, why it is refused)."""
    if any(ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf") for ch in url) or "\\" in url:
        return None, f"open_url {url[:60]!r} holds whitespace, control characters or backslashes"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        return None, f"open_url {url[:60]!r} is not a valid URL: {exc}"
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        return None, f"open_url needs an http(s) URL, got {url[:60]!r}"
    if "@" in parts.netloc:
        return None, f"open_url {url[:60]!r} carries a user name or password before the host"
    host = (parts.hostname or "").rstrip(".")
    if ":" in host:
        try:
            host = f"[{ipaddress.IPv6Address(host).compressed}]"
        except ValueError:
            return None, f"open_url {url[:60]!r} has no valid host"
    else:
        try:
            host = host.encode("idna").decode("ascii").lower()
        except UnicodeError:
            return None, f"open_url {url[:60]!r} has a host that is not a valid domain name"
        if not _HOST.fullmatch(host):
            return None, f"open_url {url[:60]!r} has no valid host"
    return (scheme, host, port if port is not None else (443 if scheme == "https" else 80)), ""


# Percent-decoding rounds before a URL is called what it is: "%2561" is "%61" is "a".
_DECODE_ROUNDS = 3


def canonical_url(url: str) -> tuple[str | None, str]:
    """The one spelling of an http(s) URL every check compares, or (None, why it is refused).

    Scheme and host lower case, the host IDNA-encoded without a trailing dot, the default port
    dropped; the path and query percent-decoded until nothing changes (double encoding
    included), dot segments removed; no fragment. ``http://LOCALHOST.:80/x/../%2561dmin/`` and
    ``http://localhost/admin/`` are one URL.
    """
    origin, problem = url_origin(url)
    if origin is None:
        return None, problem
    parts = urlsplit(url)
    path, query = parts.path or "/", parts.query
    for _ in range(_DECODE_ROUNDS):
        decoded_path, decoded_query = unquote(path), unquote(query)
        if (decoded_path, decoded_query) == (path, query):
            break
        path, query = decoded_path, decoded_query
    else:
        return None, f"open_url {url[:60]!r} is percent-encoded more than {_DECODE_ROUNDS - 1} times over"
    if any(ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf") for ch in path + query) or "\\" in path:
        return None, f"open_url {url[:60]!r} hides whitespace, control characters or backslashes in escapes"
    scheme, host, port = origin
    netloc = host if port == (443 if scheme == "https" else 80) else f"{host}:{port}"
    return f"{scheme}://{netloc}{_without_dot_segments(path)}" + (f"?{query}" if query else ""), ""


def _without_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4: "/a/./b/../c" is "/c"; a path always starts with "/"."""
    out: list[str] = []
    segments = path.split("/")
    for i, segment in enumerate(segments):
        last = i == len(segments) - 1
        if segment == "..":
            if len(out) > 1:
                out.pop()
            if last:
                out.append("")
        elif segment == ".":
            if last:
                out.append("")
        else:
            out.append(segment)
    joined = "/".join(out)
    return joined if joined.startswith("/") else "/" + joined


def text_problems(text: str, *, multiline: bool = False) -> list[str]:
    """Why ``text`` may not be typed (empty when it may): printable text only.

    Typed text is delivered key by key, so a control character is a key press of its own — a
    newline submits a form, a tab moves to its button, an escape closes a dialog — and a format
    character (a bidi override, a zero-width space) makes the text read as something else.
    ``multiline``: the field is one the task declares multi-line, where newlines and tabs are text.
    """
    allowed = "\n\t" if multiline else ""
    bad = sorted(
        {ch for ch in text if not (ch.isprintable() or unicodedata.category(ch) == "Zs") and ch not in allowed}
    )
    if not bad:
        return []
    shown = ", ".join(f"U+{ord(ch):04X}" for ch in bad[:4])
    where = "" if multiline else " (a newline or tab only into a field the task declares multi-line)"
    return [f"text holds characters that are keys or format, not text: {shown}{where}"]


@dataclass(frozen=True)
class FieldTarget:
    """An input field named by what a person sees around it, found by its shape on screen.

    A click into a field is not a click on its label: a label that is not a ``<label>``
    element (a heading over a sidebar login box) focuses nothing. ``label`` is the text left
    of the field on its row, right above it, or right of it (a checkbox); ``placeholder`` the
    grey text it shows while empty; ``kind`` one of :data:`FIELD_KINDS`, or empty when unknown.
    """

    label: str = ""
    placeholder: str = ""
    kind: str = ""

    @property
    def name(self) -> str:
        """How logs and cards name the field: its label, else its placeholder."""
        return self.label or self.placeholder

    def describe(self) -> str:
        """``field 'Username'`` (never a typed value)."""
        return f"field {self.name!r}"


@dataclass(frozen=True)
class PointNear:
    """Where a ``point`` lies from a text near it, as recorded: the point ``dx``, ``dy`` pixels
    from the text's top-left corner, the text ``width`` x ``height`` pixels then.

    A point kept where nothing under it can be read (an empty cell, an arrow) moves with the
    screen's scale; the text near it moves and grows with it, so the runner finds the text and
    scales the offset by how much the text grew. In a task file the text may be a parameter
    (``{file}``: the icon in front of the entry that shows the value); filled per run, it is
    ``from_value``: its recorded width is another value's (the scale comes from the height), the
    point is in the recorded point's column on the value's row (a list's entries share a column),
    and where the value is not on screen once there is no point to click (the recorded one is
    the recorded value's entry).
    """

    text: str
    dx: int
    dy: int
    width: int
    height: int
    from_value: bool = False


@dataclass(frozen=True)
class Action:
    """One atomic skill invocation. Text targets are grounded on OCR before anything runs.

    ``point`` is in physical pixels of the current frame. ``target_text`` + ``occurrence``
    name an on-screen text (the n-th match top-to-bottom) for click / wait_until / assert_text.
    ``fill`` is one action per form field: focus the field at ``target_text`` (or ``point``),
    select what it holds, type ``text``, settle once, and check the value shows in the field.
    ``target_field`` names an input field instead of a text (click or fill): the runner clicks
    inside the field's box, found by its shape and its label by layout. ``near`` places a
    ``point`` from a text near it (:class:`PointNear`), at the scale the screen now has.
    ``clicks`` (click only): presses at the one point, right one after the other with no settle
    between — 2 is a double click (a file opened in a file chooser), 3 a triple click.
    """

    skill: Skill | str
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
    target_field: FieldTarget | None = None
    near: PointNear | None = None
    clicks: int = 1

    def __post_init__(self) -> None:
        # Decoded once, here: a known name becomes its Skill; anything else stays as given, for
        # action_problems to refuse by name.
        if isinstance(self.skill, str) and not isinstance(self.skill, Skill) and self.skill in SKILLS:
            object.__setattr__(self, "skill", Skill(self.skill))

    def describe(self) -> str:
        """A short human-readable form for step tables and logs (never contains typed text verbatim)."""
        if self.skill == Skill.CLICK:
            if self.target_field is not None:
                where = self.target_field.describe()
            elif self.target_text:
                where = repr(self.target_text)
            elif self.point:
                where = f"({self.point[0]},{self.point[1]})"
            else:
                where = "?"
            suffix = f"#{self.occurrence}" if self.occurrence else ""
            verb = {2: "double-click", 3: "triple-click"}.get(self.clicks, "click")
            return f"{verb} {where}{suffix}"
        if self.skill == Skill.TYPE:
            return f"type {len(self.text)} chars"
        if self.skill == Skill.FILL:
            where = (
                self.target_field.describe()
                if self.target_field is not None
                else repr(self.target_text)
                if self.target_text
                else (f"({self.point[0]},{self.point[1]})" if self.point else "?")
            )
            suffix = f"#{self.occurrence}" if self.occurrence else ""
            return f"fill {where}{suffix} with {len(self.text)} chars"
        if self.skill == Skill.KEY:
            return f"key {self.keys}"
        if self.skill == Skill.OPEN_URL:
            return f"open_url {self.url}"
        if self.skill == Skill.SCROLL:
            return f"scroll {self.amount:+d}"
        if self.skill in (Skill.WAIT_UNTIL, Skill.ASSERT_TEXT):
            return f"{self.skill} {self.target_text!r}"
        return self.skill


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def action_problems(
    action: Action, limits: ActionLimits = LIMITS, *, origins: Iterable[str] | None = None
) -> list[str]:
    """Everything wrong with ``action`` against the contract (empty when it is valid).

    Every number is checked for its type, finiteness and range, text fields for length and
    control characters, a key for the chord grammar, a URL for its scheme and host (and,
    given ``origins``, for the task's origins). Runs before anything executes, whatever
    the action's source.
    """
    if not isinstance(action.skill, str) or action.skill not in SKILLS:
        return [f"unknown skill {str(action.skill)[:40]!r}; allowed: {', '.join(SKILLS)}"]
    problems: list[str] = []
    skill = action.skill
    if action.point is not None:
        if not (isinstance(action.point, tuple) and len(action.point) == 2 and all(map(_is_int, action.point))):
            problems.append("point must be two integers")
        else:
            x, y = action.point
            if not (0 <= x <= limits.max_coordinate and 0 <= y <= limits.max_coordinate):
                problems.append(f"point ({x}, {y}) is outside 0..{limits.max_coordinate}")
    if not _is_int(action.occurrence) or not 0 <= action.occurrence <= limits.max_occurrence:
        problems.append(f"occurrence {action.occurrence!r} is outside 0..{limits.max_occurrence}")
    timeout = action.timeout_s
    if not (
        isinstance(timeout, (int, float))
        and not isinstance(timeout, bool)
        and math.isfinite(timeout)
        and 0 <= timeout <= limits.max_timeout_s
    ):
        problems.append(f"timeout_s {timeout!r} is outside 0..{limits.max_timeout_s:g}")
    if not _is_int(action.clicks) or not 1 <= action.clicks <= limits.max_clicks:
        problems.append(f"clicks {action.clicks!r} is outside 1..{limits.max_clicks}")
    elif action.clicks > 1 and skill != Skill.CLICK:
        problems.append(f"clicks is for click, not {skill}")
    if not _is_int(action.amount) or not -limits.max_scroll <= action.amount <= limits.max_scroll:
        problems.append(f"amount {action.amount!r} is outside -{limits.max_scroll}..{limits.max_scroll}")
    for name, cap in (
        ("text", limits.max_text_chars),
        ("target_text", limits.max_target_chars),
        ("url", limits.max_url_chars),
        ("keys", limits.max_keys_chars),
        ("why", limits.max_text_chars),
    ):
        value = getattr(action, name)
        if not isinstance(value, str):
            problems.append(f"{name} must be a string")
        elif len(value) > cap:
            problems.append(f"{name} is longer than {cap} characters")
    problems += _field_problems(action.target_field, limits)
    problems += _near_problems(action, limits)
    if not isinstance(action.expect_texts, tuple) or not all(isinstance(t, str) for t in action.expect_texts):
        problems.append("expect_texts must be strings")
    elif len(action.expect_texts) > limits.max_expect_texts:
        problems.append(f"more than {limits.max_expect_texts} expect_texts")
    if problems:
        return problems
    field = action.target_field
    problems += text_problems(
        action.text, multiline=skill == Skill.FILL and field is not None and field.kind == "multiline"
    )
    if field is not None and skill not in (Skill.CLICK, Skill.FILL):
        problems.append(f"target_field is for click and fill, not {skill}")
    if field is not None and (action.target_text or action.point is not None):
        problems.append("target_field names the target alone: no target_text or point beside it")
    if skill == Skill.CLICK and action.point is None and not action.target_text and field is None:
        problems.append("click needs a point, a target_text or a target_field")
    if skill == Skill.TYPE and not action.text:
        problems.append("type needs text")
    if skill == Skill.FILL and action.point is None and not action.target_text and field is None:
        problems.append("fill needs the field: a point, a target_text or a target_field")
    if skill == Skill.KEY:
        try:
            parse_chord(action.keys)
        except ActionError as exc:
            problems.append(str(exc))
    if skill == Skill.SCROLL and action.amount == 0:
        problems.append("scroll needs a non-zero amount")
    if skill in (Skill.WAIT_UNTIL, Skill.ASSERT_TEXT) and not action.target_text:
        problems.append(f"{skill} needs target_text")
    if skill == Skill.OPEN_URL:
        problems += url_problems(action.url, origins)
    return problems


def _field_problems(field: object, limits: ActionLimits) -> list[str]:
    if field is None:
        return []
    if not isinstance(field, FieldTarget):
        return ["target_field must be a FieldTarget"]
    problems: list[str] = []
    for name in ("label", "placeholder", "kind"):
        value = getattr(field, name)
        if not isinstance(value, str):
            problems.append(f"target_field.{name} must be a string")
        elif len(value) > limits.max_target_chars:
            problems.append(f"target_field.{name} is longer than {limits.max_target_chars} characters")
        elif any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value):
            problems.append(f"target_field.{name} holds control or format characters")
    if problems:
        return problems
    if not (field.label.strip() or field.placeholder.strip()):
        problems.append("target_field needs a label or a placeholder")
    if field.kind and field.kind not in FIELD_KINDS:
        problems.append(f"target_field.kind {field.kind[:20]!r} is not one of {', '.join(FIELD_KINDS)}")
    return problems


def _near_problems(action: Action, limits: ActionLimits) -> list[str]:
    near = action.near
    if near is None:
        return []
    if not isinstance(near, PointNear):
        return ["near must be a PointNear"]
    problems: list[str] = []
    if action.skill != Skill.CLICK or action.point is None:
        problems.append("near places a click's point: it needs skill click and a point")
    if not isinstance(near.text, str) or not near.text.strip():
        problems.append("near.text must name the text the point is placed from")
    elif len(near.text) > limits.max_target_chars:
        problems.append(f"near.text is longer than {limits.max_target_chars} characters")
    elif any(unicodedata.category(ch) in ("Cc", "Cf") for ch in near.text):
        problems.append("near.text holds control or format characters")
    sizes = (near.dx, near.dy, near.width, near.height)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in sizes):
        problems.append("near's offsets and sizes must be whole numbers of pixels")
    elif near.width <= 0 or near.height <= 0:
        problems.append("near.width and near.height must be positive")
    return problems


def validate_action(action: Action, limits: ActionLimits = LIMITS) -> Action:
    """``action`` unchanged when valid; ``ActionError`` naming every problem otherwise."""
    problems = action_problems(action, limits)
    if problems:
        raise ActionError(f"{action.skill[:40]}: " + "; ".join(problems))
    return action


def action_to_proto(action: Action, *, describe_only: bool = False, target_text: str | None = None) -> types_pb2.Action:
    """Wire form of an action; ``describe_only`` leaves typed text out (history sent to the cloud)."""
    msg = types_pb2.Action(
        skill=action.skill,
        target_text=action.target_text if target_text is None else target_text,
        occurrence=action.occurrence,
        keys=action.keys,
        url=action.url,
        amount=action.amount,
        timeout_s=action.timeout_s,
        expect_texts=list(action.expect_texts),
        why=action.why,
        text="" if describe_only else action.text,
        clicks=action.clicks if action.clicks != 1 else 0,
    )
    if action.point is not None:
        msg.has_point, msg.x, msg.y = True, action.point[0], action.point[1]
    if action.target_field is not None:
        field = action.target_field
        msg.target_field.CopyFrom(
            types_pb2.FieldTarget(label=field.label, placeholder=field.placeholder, kind=field.kind)
        )
    if action.near is not None:
        near = action.near
        msg.near.CopyFrom(
            types_pb2.PointNear(
                text=near.text, dx=near.dx, dy=near.dy, width=near.width, height=near.height,
                from_value=near.from_value,
            )
        )  # fmt: skip
    return msg


def action_from_proto(msg: types_pb2.Action) -> Action:
    """The :class:`Action` a wire message describes (not yet validated: see :func:`validate_action`)."""
    return Action(
        skill=msg.skill,
        point=(msg.x, msg.y) if msg.has_point else None,
        target_text=msg.target_text,
        occurrence=msg.occurrence,
        text=msg.text,
        keys=msg.keys,
        url=msg.url,
        amount=msg.amount,
        timeout_s=msg.timeout_s,
        expect_texts=tuple(msg.expect_texts),
        why=msg.why,
        target_field=(
            FieldTarget(msg.target_field.label, msg.target_field.placeholder, msg.target_field.kind)
            if msg.HasField("target_field")
            else None
        ),
        near=(
            PointNear(msg.near.text, msg.near.dx, msg.near.dy, msg.near.width, msg.near.height, msg.near.from_value)
            if msg.HasField("near")
            else None
        ),
        clicks=msg.clicks or 1,
    )
