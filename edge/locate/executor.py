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

File names under an indexed root are untrusted (anyone who can write there names them),
so the check and the use are the same object: the path is opened component by component
from its root with ``O_NOFOLLOW`` (``openat`` on the parent's descriptor), so a symlink
swapped in after the check fails the open instead of being followed; the tools read,
stat and copy through that descriptor; after the confirmation the path is walked again
and must still lead to the same file (device and inode), else the action is refused.
Regular files with more than one hard link are refused: another link may sit outside the
roots (a hard link to ``/etc/shadow`` looks like any file). Names on an action card have
control characters and terminal escape sequences replaced, so a file name cannot rewrite
the card it is shown on.
"""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from screenroute.edge.locate.errors import ActionRefused, LocateError, PolicyError
from screenroute.edge.skills.audit import AuditLog

__all__ = [
    "TOOL_RISK", "ActionCard", "ActionGate", "ExecutorPolicy", "FileActionExecutor", "FileOpener",
    "PlannerSink", "SystemOpener", "TextRedactor", "display_name", "load_policy",
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
            f"{'.'.join(str(p) for p in err['loc']) or '(root)'}={err.get('input')!r}: {err['msg']}"
            for err in exc.errors()
        )
        allowed = ", ".join(ExecutorPolicy.model_fields)
        raise PolicyError(f"executor policy {file} is invalid: {problems} (fields: {allowed})") from exc


# ESC/CSI sequences (colours, cursor moves, screen clears), OSC sequences (window titles,
# hyperlinks) and the C1 CSI byte: a name must not drive the terminal showing it.
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]?|\x9b[0-?]*[ -/]*[@-~]")


def display_name(text: str) -> str:
    """``text`` safe to show: escape sequences removed, control and format characters (bidi
    overrides, zero-width) replaced with ``\ufffd``, so what the card shows is what is there."""
    cleaned = _ESCAPES.sub("\ufffd", text)
    return "".join("\ufffd" if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") else ch for ch in cleaned)


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

    def __post_init__(self) -> None:
        # Every text on a card may come from a file name: cleaned here, once, for every caller.
        for name in ("name", "path", "detail"):
            object.__setattr__(self, name, display_name(getattr(self, name)))

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
            subprocess.Popen(
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
        if set(self._tools) != set(TOOL_RISK):  # the table and the code cannot drift apart
            raise LocateError(f"tools {sorted(self._tools)} do not match the risk table {sorted(TOOL_RISK)}")

    # -- the one entry point ---------------------------------------------------------------

    def run(self, tool: str, path: str | Path, **kwargs: Any) -> Any:
        """Check ``path``, show the card, ask when needed, re-check, run ``tool``, audit the outcome.

        Raises ActionRefused for anything the policy forbids, the user declines, or that
        changed on disk between the card and the action.
        """
        if tool not in self._tools:
            self.audit.write("locate_action", tool=tool, path=str(path), outcome="refused", reason="unknown tool")
            raise ActionRefused(f"tool={display_name(tool)!r} is not one of: {', '.join(TOOL_RISK)}")
        risk = TOOL_RISK[tool]
        with self._opened(tool, path, kwargs) as (target, dest, detail):
            st = target.stat
            card = ActionCard(target.path.name, str(target.path), st.st_size, st.st_mtime, tool, risk, detail)
            needs = risk != "low" or self.policy.confirm_all
            confirmed = self.gate.present(card, needs_confirmation=needs)
            if needs and not confirmed:
                self.audit.write("locate_action", **card.to_json(), outcome="declined")
                raise ActionRefused(f"{tool} on {card.path} was not confirmed")
            try:
                # The user confirmed what the card showed; the paths must still lead to it.
                for opened in (target, dest):
                    if opened is not None:
                        self._reverify(opened)
                result = self._tools[tool](target, **({"dest": dest} if dest is not None else {}), **kwargs)
            except ActionRefused as exc:
                self.audit.write("locate_action", **card.to_json(), outcome="refused", reason=str(exc))
                raise
            except Exception as exc:
                self.audit.write(
                    "locate_action", **card.to_json(), outcome="failed", reason=f"{type(exc).__name__}: {exc}"
                )
                if isinstance(exc, LocateError):
                    raise
                raise LocateError(f"{tool} on {card.path} failed: {type(exc).__name__}") from exc
        self.audit.write("locate_action", **card.to_json(), outcome="ok")
        return result

    @contextmanager
    def _opened(
        self, tool: str, path: str | Path, kwargs: dict[str, Any]
    ) -> Iterator[tuple[_Opened, _Opened | None, str]]:
        """The target (and destination folder) opened and checked; refusals are audited here."""
        opened: list[_Opened] = []
        try:
            try:
                target = self._open_checked(path)
                opened.append(target)
                detail, dest_path = self._precheck(tool, kwargs)
                dest = self._open_checked(dest_path, want_dir=True) if dest_path is not None else None
                if dest is not None:
                    opened.append(dest)
                    detail = f"to: {dest.path}"
            except ActionRefused as exc:
                self.audit.write(
                    "locate_action", tool=tool, path=str(path), risk=TOOL_RISK[tool], outcome="refused", reason=str(exc)
                )
                raise
            yield target, dest, detail
        finally:
            for item in opened:
                os.close(item.fd)

    # -- the policy ------------------------------------------------------------------------

    def _under(self, path: Path, folders: tuple[Path, ...]) -> bool:
        return any(path == f or f in path.parents for f in folders)

    def _resolve(self, path: str | Path) -> tuple[Path, Path]:
        """The canonical path and the allowed root it lies under (lexical and policy checks)."""
        raw = str(path)
        shown = display_name(raw)
        if "\x00" in raw:
            raise ActionRefused("path contains a NUL byte")
        given = Path(raw).expanduser()
        if not given.is_absolute():
            raise ActionRefused(f"path {shown!r} is not absolute")
        if ".." in given.parts:
            raise ActionRefused(f"path {shown!r} contains '..' (path traversal)")
        lexical = Path(os.path.normpath(given))
        try:
            real = Path(os.path.realpath(lexical, strict=True))
        except (OSError, RuntimeError) as exc:
            raise ActionRefused(f"path {shown!r} does not exist or cannot be resolved") from exc
        roots = [r for r in self.policy.allowed_roots if real == r or r in real.parents]
        if not roots:
            why = (
                "a symlink escapes the allowed roots"
                if self._under(lexical, self.policy.allowed_roots)
                else "outside the allowed roots"
            )
            raise ActionRefused(f"path {shown!r} resolves to {display_name(str(real))}: {why}")
        if self._under(real, self.policy.deny_paths) or self._under(lexical, self.policy.deny_paths):
            raise ActionRefused(f"path {shown!r} is under a denied path")
        return real, max(roots, key=lambda r: len(r.parts))

    def _walk(self, real: Path, root: Path, *, want_dir: bool) -> int:
        """Open ``real`` from ``root`` one component at a time without following any symlink.

        Returns the descriptor of the last component. A symlink (or anything that is not a
        folder) in the middle, or a symlink at the end, fails the open: whatever was
        checked by name, this is the object that will be used.
        """
        flags = os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW
        try:
            fd = os.open(root, flags | os.O_DIRECTORY)
        except OSError as exc:
            raise ActionRefused(f"allowed root {display_name(str(root))} cannot be opened ({exc.strerror})") from exc
        parts = real.relative_to(root).parts
        try:
            for index, part in enumerate(parts):
                last = index == len(parts) - 1
                # O_NONBLOCK: a FIFO swapped in for the file must not hang the open.
                mode = (os.O_DIRECTORY if want_dir or not last else os.O_NONBLOCK) | flags
                try:
                    child = os.open(part, mode, dir_fd=fd)
                except OSError as exc:
                    raise ActionRefused(
                        f"{display_name(str(real))} changed while it was opened (a symlink or a swap: {exc.strerror})"
                    ) from exc
                os.close(fd)
                fd = child
        except BaseException:
            os.close(fd)
            raise
        return fd

    def _open_checked(self, path: str | Path, *, want_dir: bool = False) -> _Opened:
        """Resolve, check the policy by name, open without following symlinks, check the opened object."""
        real, root = self._resolve(path)
        fd = self._walk(real, root, want_dir=want_dir)
        try:
            st = os.fstat(fd)
            shown = display_name(str(real))
            if want_dir:
                if not stat.S_ISDIR(st.st_mode):
                    raise ActionRefused(f"{shown!r} is not a folder")
            else:
                if not stat.S_ISREG(st.st_mode):
                    raise ActionRefused(f"{shown!r} is not a regular file")
                if st.st_nlink > 1:
                    raise ActionRefused(
                        f"{shown!r} has {st.st_nlink} hard links; another link may lie outside the allowed roots"
                    )
                ext = real.suffix.lower().lstrip(".")
                if ext not in self.policy.allowed_exts:
                    raise ActionRefused(
                        f"extension {display_name(ext)!r} of {display_name(real.name)!r} is not allowed "
                        f"(allowed: {', '.join(self.policy.allowed_exts)})"
                    )
        except BaseException:
            os.close(fd)
            raise
        return _Opened(real, root, fd, st, want_dir)

    def _reverify(self, opened: _Opened) -> None:
        """After the confirmation: the path must still lead to the very object that was checked."""
        try:
            real, root = self._resolve(opened.path)
        except ActionRefused as exc:
            raise ActionRefused(f"{display_name(str(opened.path))} changed after the confirmation: {exc}") from exc
        fd = self._walk(real, root, want_dir=opened.is_dir)
        try:
            now = os.fstat(fd)
        finally:
            os.close(fd)
        if real != opened.path or (now.st_dev, now.st_ino) != (opened.stat.st_dev, opened.stat.st_ino):
            raise ActionRefused(f"{display_name(str(opened.path))} was replaced after the confirmation")
        if not opened.is_dir and now.st_nlink > 1:
            raise ActionRefused(f"{display_name(str(opened.path))} gained a hard link after the confirmation")

    def _precheck(self, tool: str, kwargs: dict[str, Any]) -> tuple[str, Path | str | None]:
        """Validate a tool's arguments before the card is shown: the card's detail line and a destination."""
        allowed = {"copy_to": {"dest_dir"}, "read_head": {"lines"}, "send_to_planner": {"lines"}}.get(tool, set())
        extra = set(kwargs) - allowed
        if extra:
            raise ActionRefused(f"{tool} takes no argument(s) {sorted(extra)}; allowed: {sorted(allowed)}")
        if tool == "copy_to":
            if not self.policy.copy_out:
                raise ActionRefused("copying files out is disabled by the policy (copy_out=false)")
            if "dest_dir" not in kwargs:
                raise ActionRefused("copy_to needs dest_dir")
            return "", kwargs.pop("dest_dir")
        if tool in ("read_head", "send_to_planner"):
            try:
                lines = int(kwargs.get("lines", 20))
            except (TypeError, ValueError) as exc:
                raise ActionRefused("lines must be a whole number") from exc
            if not 1 <= lines <= self.policy.max_read_lines:
                raise ActionRefused(f"lines={lines} must lie in 1..{self.policy.max_read_lines}")
            kwargs["lines"] = lines
            if tool == "send_to_planner":
                if self.redactor is None or self.planner is None:
                    # Fail closed: without a redactor nothing leaves the edge.
                    raise ActionRefused("send_to_planner needs a redactor and a planner; none configured")
                return f"first {lines} lines, redacted, to the planner", None
            return f"first {lines} lines", None
        return "", None

    # -- the six tools (on the opened, re-verified object) ---------------------------------

    def _open(self, target: _Opened) -> None:
        # The desktop's application opens by path: handed over right after the re-check.
        self.opener.open(target.path)

    def _reveal(self, target: _Opened) -> None:
        self.opener.open(target.path.parent)

    def _info(self, target: _Opened) -> dict[str, object]:
        st = os.fstat(target.fd)
        path = target.path
        return {"name": path.name, "path": str(path), "dir": str(path.parent), "ext": path.suffix.lower().lstrip("."),
                "size": st.st_size, "mtime": st.st_mtime}  # fmt: skip

    def _read_head(self, target: _Opened, lines: int = 20) -> list[str]:
        head = os.pread(target.fd, self.policy.max_send_bytes, 0)
        if b"\x00" in head[:8192]:
            raise ActionRefused(f"{display_name(target.path.name)} is binary; only text files can be read")
        text = head.decode("utf-8", errors="replace")
        return text.splitlines()[:lines]

    def _send_to_planner(self, target: _Opened, lines: int = 20) -> object:
        redactor, planner = self.redactor, self.planner
        if redactor is None or planner is None:  # _precheck refuses such a call before the card
            raise ActionRefused("send_to_planner needs a redactor and a planner; none configured")
        text = "\n".join(self._read_head(target, lines))
        try:
            redacted = redactor.redact_text(text)
        except Exception as exc:
            raise ActionRefused(f"redaction failed ({type(exc).__name__}); nothing was sent") from exc
        return planner.send(target.path.name, redacted)

    def _copy_to(self, target: _Opened, dest: _Opened) -> Path:
        name = target.path.name
        result = dest.path / name
        # Created by name inside the opened folder, never through a link: O_EXCL|O_NOFOLLOW
        # makes a file or symlink planted at the name fail, and never overwrites.
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        try:
            out = os.open(name, flags, 0o644, dir_fd=dest.fd)
        except FileExistsError as exc:
            raise ActionRefused(f"{display_name(str(result))} already exists; copy_to never overwrites") from exc
        try:
            offset = 0
            while chunk := os.pread(target.fd, 1 << 20, offset):
                os.write(out, chunk)
                offset += len(chunk)
            st = os.fstat(target.fd)
            os.utime(out, ns=(st.st_atime_ns, st.st_mtime_ns))
        finally:
            os.close(out)
        return result


@dataclass(frozen=True)
class _Opened:
    """A checked path and the descriptor of the object it led to when checked."""

    path: Path
    root: Path
    fd: int
    stat: os.stat_result
    is_dir: bool
