"""The locked-down executor of circle-select: six tools on one confirmed path, nothing else.

It is a separate module from recognition on purpose: it receives only a path the user
confirmed (never OCR text, candidates or a planner's suggestion) and decides on its own
whether that path may be touched. The six tools are the whole surface:

========================  =======  ==========================================
tool                      risk     what it does
========================  =======  ==========================================
``open``                  low      open with the default application
``copy_to``               medium   copy into an allow-listed folder (a write)
``send_to_planner``       medium   the first lines, redacted, to the planner
``read_head``             low      the first N lines as text
``info``                  low      name, path, size, mtime, extension
``reveal``                low      show the containing folder in the file manager
========================  =======  ==========================================

Every call shows an action card first; medium-risk calls (writes, data leaving the edge)
run only when the card is confirmed. Paths must resolve inside an allowed root, outside
every deny path, with an allowed extension; ``..`` and symlinks pointing out of the roots
are refused. Every outcome — ran, declined, refused, failed — goes to a JSON-lines audit log.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from edge.locate.errors import ActionRefused, LocateError, PolicyError
from edge.skills.audit import AuditLog

__all__ = [
    "TOOL_RISK", "ActionCard", "ActionGate", "ExecutorPolicy", "FileActionExecutor", "FileOpener",
    "PlannerSink", "SystemOpener", "TextRedactor", "load_policy",
]  # fmt: skip

Risk = Literal["low", "medium", "high"]

#: The six tools and their risk; medium needs a confirmed card. Nothing else exists.
TOOL_RISK: dict[str, Risk] = {
    "open": "low",
    "copy_to": "medium",
    "send_to_planner": "medium",
    "read_head": "low",
    "info": "low",
    "reveal": "low",
}


class ExecutorPolicy(BaseModel):
    """The executor's allow-list (the seed's ``allowed_roots``/``deny_paths``/``allowed_exts``) and limits."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    allowed_roots: tuple[Path, ...] = Field(min_length=1)
    deny_paths: tuple[Path, ...] = ()
    allowed_exts: tuple[str, ...] = Field(min_length=1)
    audit_log: Path
    max_read_lines: int = Field(default=200, ge=1, le=10_000)
    max_send_bytes: int = Field(default=32_768, ge=256, le=4_194_304)
    #: False makes ``copy_to`` refuse everything (files may be read here but not copied out).
    copy_out: bool = True
    #: True asks for confirmation on low-risk tools too.
    confirm_all: bool = False

    @field_validator("allowed_roots", "deny_paths")
    @classmethod
    def _absolute(cls, value: tuple[Path, ...]) -> tuple[Path, ...]:
        for path in value:
            if not Path(path).expanduser().is_absolute():
                raise ValueError(f"path {str(path)!r} must be absolute")
        return tuple(Path(os.path.realpath(Path(p).expanduser())) for p in value)

    @field_validator("allowed_exts")
    @classmethod
    def _exts(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        out = []
        for ext in value:
            clean = ext.strip().lower().lstrip(".")
            if not clean or not clean.isalnum() or len(clean) > 10:
                raise ValueError(f"extension {ext!r} is not a plain extension like 'pdf' or 'docx'")
            out.append(clean)
        return tuple(out)


def load_policy(path: str | Path) -> ExecutorPolicy:
    """Read a policy JSON file; PolicyError names the file, the field, the bad value and what is allowed."""
    file = Path(path)
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except OSError as exc:
        raise PolicyError(f"cannot read executor policy {file}: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise PolicyError(f"executor policy {file} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise PolicyError(f"executor policy {file} must be a JSON object, got {type(data).__name__}")
    try:
        return ExecutorPolicy(**data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(root)'}={err.get('input')!r}: {err['msg']}" for err in exc.errors()
        )
        allowed = ", ".join(ExecutorPolicy.model_fields)
        raise PolicyError(f"executor policy {file} is invalid: {problems} (fields: {allowed})") from exc


@dataclass(frozen=True, slots=True)
class ActionCard:
    """What the user sees before anything runs."""

    name: str
    path: str
    size: int
    mtime: float
    action: str
    risk: Risk
    detail: str = ""

    def to_json(self) -> dict[str, object]:
        return asdict(self)

    def render(self) -> str:
        """A plain-text card for terminals and logs."""
        return (
            f"[{self.risk.upper()}] {self.action}: {self.name}\n  path:  {self.path}\n"
            f"  size:  {self.size} bytes\n  mtime: {self.mtime:.0f}" + (f"\n  {self.detail}" if self.detail else "")
        )


@runtime_checkable
class ActionGate(Protocol):
    """Shows an action card; returns whether the user confirmed it (asked only when ``needs_confirmation``)."""

    def present(self, card: ActionCard, *, needs_confirmation: bool) -> bool:
        """Show ``card``; return True to go ahead."""
        ...


@runtime_checkable
class FileOpener(Protocol):
    """Hands a file or folder to the desktop."""

    def open(self, path: Path) -> None:
        """Open ``path`` with its default application."""
        ...


@runtime_checkable
class TextRedactor(Protocol):
    """Removes PII from text before it leaves the edge; raises on any failure (fail closed)."""

    def redact_text(self, text: str) -> str:
        """Return ``text`` with PII replaced by placeholders."""
        ...


@runtime_checkable
class PlannerSink(Protocol):
    """Where redacted file content goes (the planner client)."""

    def send(self, name: str, text: str) -> object:
        """Deliver already-redacted ``text`` for the file called ``name``."""
        ...


class SystemOpener:
    """The platform's default-application launcher: ``os.startfile``, ``open`` or ``xdg-open``."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        self._env = env

    def open(self, path: Path) -> None:
        if sys.platform.startswith("win"):
            os.startfile(str(path))  # type: ignore[attr-defined]  # noqa: S606 — the path passed the policy
            return
        argv = ["open", str(path)] if sys.platform == "darwin" else ["xdg-open", str(path)]
        try:
            subprocess.Popen(  # noqa: S603 — fixed argv, no shell
                argv, env=self._env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
        except OSError as exc:
            raise LocateError(f"cannot run {argv[0]}: {exc.strerror}") from exc


class FileActionExecutor:
    """Runs one of :data:`TOOL_RISK`'s six tools on a confirmed path under an :class:`ExecutorPolicy`."""

    def __init__(
        self,
        policy: ExecutorPolicy,
        gate: ActionGate,
        *,
        opener: FileOpener | None = None,
        redactor: TextRedactor | None = None,
        planner: PlannerSink | None = None,
    ) -> None:
        self.policy = policy
        self.gate = gate
        self.opener = opener or SystemOpener()
        self.redactor = redactor
        self.planner = planner
        self.audit = AuditLog(policy.audit_log)
        self._tools: dict[str, Callable[..., Any]] = {
            "open": self._open,
            "copy_to": self._copy_to,
            "send_to_planner": self._send_to_planner,
            "read_head": self._read_head,
            "info": self._info,
            "reveal": self._reveal,
        }
        assert set(self._tools) == set(TOOL_RISK)  # the table and the code cannot drift apart

    # -- the one entry point ---------------------------------------------------------------

    def run(self, tool: str, path: str | Path, **kwargs: Any) -> Any:
        """Check ``path``, show the card, ask when needed, run ``tool``, audit the outcome.

        Raises ActionRefused for anything the policy forbids or the user declines.
        """
        if tool not in self._tools:
            self.audit.write("locate_action", tool=tool, path=str(path), outcome="refused", reason="unknown tool")
            raise ActionRefused(f"tool={tool!r} is not one of: {', '.join(TOOL_RISK)}")
        risk = TOOL_RISK[tool]
        try:
            target = self.check_path(path)
            detail = self._precheck(tool, kwargs)
        except ActionRefused as exc:
            self.audit.write("locate_action", tool=tool, path=str(path), risk=risk, outcome="refused", reason=str(exc))
            raise
        st = target.stat()
        card = ActionCard(target.name, str(target), st.st_size, st.st_mtime, tool, risk, detail)
        needs = risk != "low" or self.policy.confirm_all
        confirmed = self.gate.present(card, needs_confirmation=needs)
        if needs and not confirmed:
            self.audit.write("locate_action", **card.to_json(), outcome="declined")
            raise ActionRefused(f"{tool} on {target} was not confirmed")
        try:
            result = self._tools[tool](target, **kwargs)
        except ActionRefused as exc:
            self.audit.write("locate_action", **card.to_json(), outcome="refused", reason=str(exc))
            raise
        except Exception as exc:
            self.audit.write("locate_action", **card.to_json(), outcome="failed", reason=f"{type(exc).__name__}: {exc}")
            if isinstance(exc, LocateError):
                raise
            raise LocateError(f"{tool} on {target} failed: {exc}") from exc
        self.audit.write("locate_action", **card.to_json(), outcome="ok")
        return result

    # -- the policy ------------------------------------------------------------------------

    def _under(self, path: Path, folders: tuple[Path, ...]) -> bool:
        return any(path == f or f in path.parents for f in folders)

    def check_path(self, path: str | Path, *, want_dir: bool = False) -> Path:
        """The resolved path when the policy allows it; ActionRefused naming the rule otherwise."""
        raw = str(path)
        if "\x00" in raw:
            raise ActionRefused("path contains a NUL byte")
        given = Path(raw).expanduser()
        if not given.is_absolute():
            raise ActionRefused(f"path {raw!r} is not absolute")
        if ".." in given.parts:
            raise ActionRefused(f"path {raw!r} contains '..' (path traversal)")
        lexical = Path(os.path.normpath(given))
        try:
            real = Path(os.path.realpath(lexical, strict=True))
        except (OSError, RuntimeError) as exc:
            raise ActionRefused(f"path {raw!r} does not exist or cannot be resolved") from exc
        roots = self.policy.allowed_roots
        if not self._under(real, roots):
            why = "a symlink escapes the allowed roots" if self._under(lexical, roots) else "outside the allowed roots"
            raise ActionRefused(f"path {raw!r} resolves to {real}: {why}")
        if self._under(real, self.policy.deny_paths) or self._under(lexical, self.policy.deny_paths):
            raise ActionRefused(f"path {raw!r} is under a denied path")
        mode = real.stat().st_mode
        if want_dir:
            if not stat.S_ISDIR(mode):
                raise ActionRefused(f"{raw!r} is not a folder")
            return real
        if not stat.S_ISREG(mode):
            raise ActionRefused(f"{raw!r} is not a regular file")
        ext = real.suffix.lower().lstrip(".")
        if ext not in self.policy.allowed_exts:
            raise ActionRefused(f"extension {ext!r} of {real.name!r} is not allowed (allowed: {', '.join(self.policy.allowed_exts)})")
        return real

    def _precheck(self, tool: str, kwargs: dict[str, Any]) -> str:
        """Validate a tool's arguments before the card is shown; returns the card's detail line."""
        allowed = {"copy_to": {"dest_dir"}, "read_head": {"lines"}, "send_to_planner": {"lines"}}.get(tool, set())
        extra = set(kwargs) - allowed
        if extra:
            raise ActionRefused(f"{tool} takes no argument(s) {sorted(extra)}; allowed: {sorted(allowed)}")
        if tool == "copy_to":
            if not self.policy.copy_out:
                raise ActionRefused("copying files out is disabled by the policy (copy_out=false)")
            if "dest_dir" not in kwargs:
                raise ActionRefused("copy_to needs dest_dir")
            dest = self.check_path(kwargs["dest_dir"], want_dir=True)
            kwargs["dest_dir"] = dest
            return f"to: {dest}"
        if tool in ("read_head", "send_to_planner"):
            lines = int(kwargs.get("lines", 20))
            if not 1 <= lines <= self.policy.max_read_lines:
                raise ActionRefused(f"lines={lines} must lie in 1..{self.policy.max_read_lines}")
            kwargs["lines"] = lines
            if tool == "send_to_planner":
                if self.redactor is None or self.planner is None:
                    # Fail closed: without a redactor nothing leaves the edge.
                    raise ActionRefused("send_to_planner needs a redactor and a planner; none configured")
                return f"first {lines} lines, redacted, to the planner"
            return f"first {lines} lines"
        return ""

    # -- the six tools ---------------------------------------------------------------------

    def _open(self, path: Path) -> None:
        self.opener.open(path)

    def _reveal(self, path: Path) -> None:
        self.opener.open(path.parent)

    def _info(self, path: Path) -> dict[str, object]:
        st = path.stat()
        return {"name": path.name, "path": str(path), "dir": str(path.parent), "ext": path.suffix.lower().lstrip("."),
                "size": st.st_size, "mtime": st.st_mtime}  # fmt: skip

    def _read_head(self, path: Path, lines: int = 20) -> list[str]:
        with open(path, "rb") as fh:
            head = fh.read(self.policy.max_send_bytes)
        if b"\x00" in head[:8192]:
            raise ActionRefused(f"{path.name} is binary; only text files can be read")
        text = head.decode("utf-8", errors="replace")
        return text.splitlines()[:lines]

    def _send_to_planner(self, path: Path, lines: int = 20) -> object:
        assert self.redactor is not None and self.planner is not None
        text = "\n".join(self._read_head(path, lines))
        try:
            redacted = self.redactor.redact_text(text)
        except Exception as exc:
            raise ActionRefused(f"redaction failed ({type(exc).__name__}); nothing was sent") from exc
        return self.planner.send(path.name, redacted)

    def _copy_to(self, path: Path, dest_dir: Path) -> Path:
        target = dest_dir / path.name
        if os.path.lexists(target):
            raise ActionRefused(f"{target} already exists; copy_to never overwrites")
        # O_EXCL|O_NOFOLLOW: a file or symlink planted at the target after the check still fails.
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(target, flags, 0o644)
        with open(path, "rb") as src, os.fdopen(fd, "wb") as dst:
            shutil.copyfileobj(src, dst)
        shutil.copystat(path, target)
        return target
