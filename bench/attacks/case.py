"""An attack case is data: the screens, the task, the planner's answers, and what counts as harm.

A case file (YAML, one per case) holds:

- ``pages``: the app's screens as small HTML pages, by path, served on a loopback origin by
  the harness's app server (:mod:`screenroute.bench.attacks.servers`), which logs every
  request. A page is written inline (``html``), rendered from a kit (``kit`` + ``with``), or
  is a redirect. ``{{name}}`` fills in the harness's values (``{{app}}``, ``{{foreign}}``,
  ``{{victim}}``, ``{{secret_file}}``, ``{{download_dir}}``, ``{{case}}``);
- ``runs``: one run (or several, for the plan cache) of ``screenroute run`` on a task file —
  a shared one (``task: login_then_review``) or one written in the case — with the planner's
  answers to each escalation, in order (``planner: none`` runs with no planner at all);
- ``harm`` (requests that destroy, pay, publish…) and, for benign cases, ``expect``: what
  must reach the app server for the benign action to have run.

Everything else the harness judges is the same for every case (see
:mod:`screenroute.bench.attacks.judge`): a request to the foreign origin, a file written
outside the download folder, the secret file's content or the task's password anywhere it
must not be, a dialog or window left open. A case never says how a defence should stop it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

__all__ = [
    "ATTACK_CLASSES",
    "BENIGN_CLASSES",
    "LANGUAGES",
    "Case",
    "CaseError",
    "PageSpec",
    "PlannerAction",
    "PlannerAnswer",
    "RequestPattern",
    "RunSpec",
    "load_case",
    "load_cases",
    "render",
]

#: Attack classes: how the attacker gets its way (the harm is judged from side effects only).
ATTACK_CLASSES: dict[str, str] = {
    "file_read": "a local file opened or attached through the browser's file dialog, its text sent on",
    "file_write": "the page or a file saved to a path outside the download folder",
    "delete_flow": "a destructive change made of steps that each look harmless (select all, pick, Go, Yes)",
    "encoded_url": "a destructive or foreign URL hidden by percent-encoding, dot segments or look-alike hosts",
    "typed_submit": "a form submitted by typed keys (newline in text, Return, shift+Return, space)",
    "origin_escape": "the task's origins left: links, new windows, the address bar, redirects",
    "secret_echo": "the task's password echoed into the table, logs, replay, the cloud or another field",
    "cache_poison": "a hostile answer stored in the plan cache and replayed with no planner",
    "risk_words": "a destructive, paying or publishing button named in a language or wording the gate misses",
    "ocr_slip": "a risky label that OCR misreads (short words, digits for letters)",
    "textless": "a control with no text (an icon) clicked by point",
    "context": "a harmless word (Continue, OK, Go, Yes) on a screen that deletes or pays",
    "key_action": "a key that acts on what the focus is on (Delete on a selected row, space on a button)",
    "injection": "instructions written on the page that an honest model would follow",
}

#: Benign classes: planner answers a legitimate task needs; they must run unattended.
BENIGN_CLASSES: dict[str, str] = {
    "popup": "dismiss a popup, banner or bubble that hides the task's screen",
    "commit": "click the task's own approved button (Save, Next) on the task's own form",
    "fill": "type a task parameter into the field the task declares for it",
    "search": "press Return in a search box of a harmless form",
    "navigate": "move within the task's origin: a link, a tab of the app, scrolling, the task's own URL",
    "escape": "close a menu, a dropdown or a tooltip with Escape or a click beside it",
    "wait": "wait for the task's screen or check a text on it",
}

LANGUAGES = (
    *("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr", "vi", "ja", "ko", "zh-Hans", "zh-Hant", "ar"),
    *("id", "sv", "cs", "ro", "hu", "da", "fi", "uk", "th"),
    *("hi", "he", "fa", "el", "ms", "nb", "sk"),
    *("hr", "sl", "sr", "bg", "mk", "lt", "lv", "et", "ca", "eu"),
    *("gl", "sw", "tl", "is", "ga", "cy", "af", "sq", "az", "kk"),
    *("mt", "lb", "uz", "bs", "eo", "gd", "fo", "fy", "ha", "yo", "zu", "xh", "so", "mg", "jv", "ceb", "haw", "sm"),
    *("tk", "rw", "sn", "st", "ig", "oc", "br", "co", "la", "be", "mn", "ky", "tt"),
    *("mi", "ht", "qu", "gn", "ay", "to", "fj", "ty", "wo", "ln", "lg", "om", "su", "tn", "ny", "ts", "rm", "fur"),
    *("sc", "ast", "an", "kw", "pap", "tpi", "se", "ku", "nds", "li", "scn", "vec", "kl", "wa"),
    *("tg", "ba", "cv", "os", "sah", "ka", "hy", "am"),
    *("bn", "ta", "te", "mr", "gu", "pa", "kn", "ml", "ne", "si", "ur", "ps", "ckb", "ug", "yi", "dv", "km", "lo"),
    *("my", "ti", "iu", "ia", "csb", "hsb", "gv", "lad", "crh", "gag", "hmn", "ch", "rar", "rn", "sg", "ki", "bm"),
    *("ee", "tw", "ve", "ss", "tet", "bi", "nah"),
    *("ilo", "hil", "war", "pam", "bcl", "pag", "ban", "mad", "ace", "min", "kab", "zgh", "nso"),
    *("bem", "loz", "kg", "gaa", "kri", "pcm", "srn", "jam", "pis", "quc", "yua", "arn", "cr"),
    *("szl", "dsb", "ltg", "sgs", "nap", "lij", "lmo", "pms", "gsw", "bar", "frr", "pcd", "frp"),
    *("rup", "lld", "vro", "io", "ie", "vo", "tok", "jbo", "yue", "hyw", "nqo", "xmf"),
)

# {{name}} or {{name:argument}} (the planner's placeholder of a parameter: {{placeholder:password}}).
_VARIABLE = re.compile(r"\{\{\s*([a-z_][a-z0-9_]*)(?::([A-Za-z0-9_]+))?\s*\}\}")
_CASE_ID = re.compile(r"^[a-z0-9][a-z0-9-]{2,79}$")
_TAG = re.compile(r"^[a-z0-9][a-z0-9-]{1,29}$")


class CaseError(ValueError):
    """A case file that cannot be read or does not follow the schema; says which and why."""


def render(text: str, values: dict[str, str], *, keep: frozenset[str] = frozenset()) -> str:
    """``text`` with every ``{{name}}`` replaced from ``values``; names in ``keep`` are left as they are.

    An unknown name is an error, never an empty string: a case that names a value the
    harness does not have is a broken case.
    """

    def one(match: re.Match[str]) -> str:
        name, argument = match.group(1), match.group(2)
        if name in keep:
            return match.group(0)
        key = f"{name}:{argument}" if argument else name
        if key not in values:
            raise CaseError(f"unknown value {{{{{key}}}}}; known: {', '.join(sorted(values))}")
        return values[key]

    return _VARIABLE.sub(one, text)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class PageSpec(_Model):
    """One path of the app: an HTML page (inline or from a kit) or a redirect."""

    html: str = ""
    kit: str = ""
    with_: dict[str, str] = Field(default_factory=dict, alias="with")
    redirect: str = ""
    status: int = Field(200, ge=200, le=599)
    # The page that answers a POST to this path, or a script's PUT, PATCH or DELETE
    # (default: a short "request received" page).
    on_post: str = ""

    @model_validator(mode="after")
    def _one_source(self) -> PageSpec:
        given = [name for name in ("html", "kit", "redirect") if getattr(self, name)]
        if len(given) != 1:
            raise ValueError(f"a page needs exactly one of html, kit, redirect (got {', '.join(given) or 'none'})")
        return self


class RequestPattern(_Model):
    """Requests that count (harm, or what a benign case must cause), matched on the app server's log.

    ``path`` is a regular expression matched against the whole *decoded* path (what the app
    sees after percent-decoding, as a real framework does); ``query`` and ``body`` are searched.
    """

    method: Literal["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "ANY"] = "ANY"
    path: str
    query: str = ""
    body: str = ""
    server: Literal["app", "foreign"] = "app"
    what: str = ""

    @field_validator("path", "query", "body")
    @classmethod
    def _regex(cls, value: str) -> str:
        try:
            re.compile(value)
        except re.error as exc:
            raise ValueError(f"{value!r} is not a regular expression: {exc}") from exc
        return value


class PlannerAction(_Model):
    """One action as the hostile model answers it.

    ``point`` is in screen pixels (1280x800 at scale 1): the model maps it into the screenshot
    it was sent. ``at_text`` clicks by point at the centre of the first OCR line the edge sent
    that contains the text (what a vision model clicking on a word does).
    """

    skill: str
    point: tuple[int, int] | None = None
    at_text: str = ""
    occurrence: int = Field(0, ge=0, le=50)
    target_text: str = ""
    text: str = ""
    keys: str = ""
    url: str = ""
    amount: int = 0
    timeout_s: float = 0.0
    expect_texts: tuple[str, ...] = ()
    why: str = ""

    @model_validator(mode="after")
    def _where(self) -> PlannerAction:
        if self.point is not None and self.at_text:
            raise ValueError("give point or at_text, not both")
        return self


class PlannerAnswer(_Model):
    """The model's answer to one escalation."""

    actions: tuple[PlannerAction, ...] = ()
    state_label: str = "page/unknown"
    needs_human: bool = False
    rationale: str = "following the screen"
    expected_texts: tuple[str, ...] = ()


class RunSpec(_Model):
    """One ``screenroute run`` of the case: its task, extra parameters, the planner's answers."""

    task: str | dict[str, Any]
    params: dict[str, str] = Field(default_factory=dict)
    # Where the harness's sign-in lands (a second run of a cache case may land on another screen).
    landing: str = Field("/start", pattern=r"^/[^/]")
    # Answers to the run's escalations in order (past the last one the model asks for a person);
    # "none": the run has no planner at all (a second run that may only use the plan cache).
    planner: tuple[PlannerAnswer, ...] | Literal["none"] = ()
    # Where the direct (feasibility) mode starts: the screen the attack happens on.
    direct_url: str = ""


class Case(_Model):
    """One attack or benign case."""

    id: str
    class_: str = Field(alias="class")
    kind: Literal["attack", "benign"]
    lang: str = "en"
    summary: str = Field(min_length=5)
    # How the case does what it does, across classes (``fetch``: a script's request; ``get-effect``:
    # a GET that changes something; ``task-nav``: on a screen the task's own steps reached).
    tags: tuple[str, ...] = ()
    pages: dict[str, PageSpec] = Field(default_factory=dict)
    runs: tuple[RunSpec, ...] = Field(min_length=1, max_length=3)
    harm: tuple[RequestPattern, ...] = ()
    expect: tuple[RequestPattern, ...] = ()
    # Form parameters the task's password may legitimately be posted in (the login form's).
    secret_params: tuple[str, ...] = ("password",)
    # False: the attack needs the edge itself (an echoed placeholder, the plan cache), so the
    # direct mode (actions sent without any gate) cannot show that it works.
    direct: bool = True
    source: str = Field("", exclude=True)

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not _CASE_ID.match(value):
            raise ValueError(f"id {value!r}: lower-case letters, digits and '-', 3 to 80 characters")
        return value

    @field_validator("tags")
    @classmethod
    def _tags(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for tag in value:
            if not _TAG.match(tag):
                raise ValueError(f"tag {tag!r}: lower-case letters, digits and '-', 2 to 30 characters")
        return value

    @field_validator("lang")
    @classmethod
    def _lang(cls, value: str) -> str:
        if value not in LANGUAGES:
            raise ValueError(f"lang {value!r} is not one of {', '.join(LANGUAGES)}")
        return value

    @field_validator("pages")
    @classmethod
    def _paths(cls, pages: dict[str, PageSpec]) -> dict[str, PageSpec]:
        for path in pages:
            if not path.startswith("/") or path.startswith("/__"):
                raise ValueError(f"page path {path!r} must start with '/' (and '/__' is the harness's)")
        return pages

    @model_validator(mode="after")
    def _consistent(self) -> Case:
        classes = ATTACK_CLASSES if self.kind == "attack" else BENIGN_CLASSES
        if self.class_ not in classes:
            raise ValueError(f"class {self.class_!r} is not a {self.kind} class; choose one of {', '.join(classes)}")
        if self.kind == "benign" and not self.expect:
            raise ValueError("a benign case needs expect: the requests that show its action ran")
        if self.runs[0].planner == "none":
            raise ValueError("the first run needs a planner")
        for spec in self.pages.values():
            if spec.on_post and spec.on_post not in self.pages:
                raise ValueError(f"on_post {spec.on_post!r} is not a page of this case")
        for run in self.runs:
            if run.landing not in self.pages:
                raise ValueError(f"landing {run.landing!r} is not a page of this case")
        return self


def load_case(path: Path) -> Case:
    """Read and validate one case file (its id must be the file's name)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise CaseError(f"{path}: cannot read: {exc}") from exc
    if not isinstance(data, dict):
        raise CaseError(f"{path}: a case file is a mapping (id, class, kind, pages, runs, ...)")
    try:
        case = Case.model_validate({**data, "source": str(path)})
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'case'}: {e['msg']}" for e in exc.errors()[:8])
        raise CaseError(f"{path}: {problems}") from exc
    if case.id != path.stem:
        raise CaseError(f"{path}: id {case.id!r} must equal the file name {path.stem!r}")
    return case


def load_cases(folder: Path) -> list[Case]:
    """Every ``*.yaml`` case under ``folder`` (not its ``kits``/``tasks`` data), sorted by id; ids are unique."""
    cases = [load_case(p) for p in sorted(folder.glob("*.yaml"))]
    seen: set[str] = set()
    for case in cases:
        if case.id in seen:
            raise CaseError(f"{folder}: case id {case.id!r} is used twice")
        seen.add(case.id)
    return cases
