"""Input backends: one small interface, an xdotool/xclip implementation for X11 displays."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from typing import Protocol, runtime_checkable

from edge.errors import SkillError
from edge.geometry import ScreenGeometry

# A chord is one or more keysyms joined by '+', several chords separated by spaces:
# "ctrl+l", "Return", "shift+Tab", "ctrl+shift+t Escape".
_CHORD = re.compile(r"^[A-Za-z0-9_]+(\+[A-Za-z0-9_]+)*( [A-Za-z0-9_]+(\+[A-Za-z0-9_]+)*)*$")
# What `xdotool type` reliably delivers: printable ASCII plus newline and tab.
_TYPEABLE = re.compile(r"^[\x20-\x7e\n\t]*$")


@runtime_checkable
class InputBackend(Protocol):
    """Mouse and keyboard on one screen. Coordinates are frame (physical) pixels of the monitor."""

    def click(self, x: int, y: int, button: int = 1) -> None:
        """Move to (x, y) and click ``button`` (1 left, 2 middle, 3 right)."""
        ...

    def type_text(self, text: str) -> None:
        """Type ``text`` into the focused element, any script (CJK included)."""
        ...

    def key(self, chord: str) -> None:
        """Press a key chord such as ``"ctrl+l"`` or ``"Return"``."""
        ...

    def scroll(self, x: int, y: int, amount: int) -> None:
        """Scroll at (x, y): ``amount`` wheel notches, positive = down, negative = up."""
        ...

    def move(self, x: int, y: int) -> None:
        """Move the pointer to (x, y) without clicking."""
        ...


class XdotoolInput:
    """Drives an X display with xdotool; non-ASCII text is pasted through the clipboard with xclip.

    ``xdotool type`` drops CJK characters in Chromium (measured: "张伟 测试 café" arrived as
    "张伟 试 café"), so any text outside printable ASCII is put on the CLIPBOARD selection by a
    foreground xclip we own, pasted with Ctrl+V, and the selection is released afterwards so
    typed text (which may be a password) does not linger on the clipboard.
    """

    def __init__(
        self,
        display: str,
        geometry: ScreenGeometry | None = None,
        *,
        type_delay_ms: int = 8,
        timeout_s: float = 10.0,
    ) -> None:
        if type_delay_ms < 0:
            raise ValueError(f"type_delay_ms={type_delay_ms!r} must be >= 0")
        if timeout_s <= 0:
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0")
        self.display = display
        self.geometry = geometry
        self.type_delay_ms = type_delay_ms
        self.timeout_s = timeout_s
        self._env = dict(os.environ, DISPLAY=display)

    # -- InputBackend -------------------------------------------------------------------

    def click(self, x: int, y: int, button: int = 1) -> None:
        if button not in (1, 2, 3):
            raise SkillError(f"button={button!r} is not a mouse button; use 1 (left), 2 (middle) or 3 (right)")
        sx, sy = self._screen_point(x, y)
        self._xdotool(["mousemove", str(sx), str(sy), "click", str(button)])

    def move(self, x: int, y: int) -> None:
        sx, sy = self._screen_point(x, y)
        self._xdotool(["mousemove", str(sx), str(sy)])

    def scroll(self, x: int, y: int, amount: int) -> None:
        if amount == 0:
            return
        sx, sy = self._screen_point(x, y)
        wheel = "5" if amount > 0 else "4"
        self._xdotool(["mousemove", str(sx), str(sy), "click", "--repeat", str(abs(amount)), "--delay", "40", wheel])

    def key(self, chord: str) -> None:
        if not _CHORD.match(chord):
            raise SkillError(f"key chord {chord!r} is not valid; use keysyms joined by '+', e.g. 'ctrl+l' or 'Return'")
        self._xdotool(["key", "--clearmodifiers", *chord.split(" ")])

    def type_text(self, text: str) -> None:
        if not text:
            return
        if _TYPEABLE.match(text):
            budget = self.timeout_s + len(text) * (self.type_delay_ms / 1000 + 0.01)
            self._xdotool(["type", "--clearmodifiers", "--delay", str(self.type_delay_ms), "--", text], budget)
        else:
            self.paste_text(text)

    # -- extras ---------------------------------------------------------------------------

    def paste_text(self, text: str) -> None:
        """Put ``text`` on the clipboard, paste it with Ctrl+V, then release the clipboard."""
        if shutil.which("xclip") is None:
            raise SkillError("xclip is not installed; it is needed to type non-ASCII text")
        # -quiet keeps xclip in the foreground serving the selection until we end it.
        owner = subprocess.Popen(
            ["xclip", "-quiet", "-selection", "clipboard", "-in"],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=self._env,
        )  # fmt: skip
        try:
            assert owner.stdin is not None
            owner.stdin.write(text.encode("utf-8"))
            owner.stdin.close()
            self._wait_clipboard(text, owner)
            self._xdotool(["key", "--clearmodifiers", "ctrl+v"])
            # The paste is asynchronous: the app requests the selection after the key event.
            # Give it time to fetch before the owner goes away.
            time.sleep(0.15)
        finally:
            owner.terminate()
            try:
                owner.wait(timeout=2)
            except subprocess.TimeoutExpired:
                owner.kill()
                owner.wait(timeout=2)

    def _wait_clipboard(self, text: str, owner: subprocess.Popen[bytes]) -> None:
        deadline = time.monotonic() + self.timeout_s
        while time.monotonic() < deadline:
            if owner.poll() is not None:
                err = owner.stderr.read().decode(errors="replace").strip() if owner.stderr else ""
                raise SkillError(f"xclip exited with {owner.returncode}: {err}")
            probe = self._run(["xclip", "-selection", "clipboard", "-out"], 5.0, check=False)
            if probe.returncode == 0 and probe.stdout.decode("utf-8", errors="replace") == text:
                return
            time.sleep(0.02)
        raise SkillError(f"clipboard did not take the text within {self.timeout_s}s")

    def pointer(self) -> tuple[int, int]:
        """The pointer position in frame pixels."""
        out = self._xdotool(["getmouselocation", "--shell"])
        values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
        left, top = (self.geometry.left, self.geometry.top) if self.geometry else (0, 0)
        return int(values["X"]) - left, int(values["Y"]) - top

    # -- plumbing -------------------------------------------------------------------------

    def _screen_point(self, x: int, y: int) -> tuple[int, int]:
        if not isinstance(x, int) or not isinstance(y, int):
            raise SkillError(f"coordinates must be integers, got ({x!r}, {y!r})")
        if self.geometry is None:
            if x < 0 or y < 0:
                raise SkillError(f"point ({x}, {y}) is off screen")
            return x, y
        if not self.geometry.contains(x, y):
            raise SkillError(
                f"point ({x}, {y}) is outside the {self.geometry.width}x{self.geometry.height} monitor"
            )
        return self.geometry.left + x, self.geometry.top + y

    def _xdotool(self, args: list[str], timeout_s: float | None = None) -> str:
        proc = self._run(["xdotool", *args], timeout_s or self.timeout_s)
        return proc.stdout.decode(errors="replace")

    def _run(self, argv: list[str], timeout_s: float, *, check: bool = True) -> subprocess.CompletedProcess[bytes]:
        try:
            proc = subprocess.run(argv, env=self._env, capture_output=True, timeout=timeout_s)
        except FileNotFoundError as exc:
            raise SkillError(f"{argv[0]} is not installed") from exc
        except subprocess.TimeoutExpired as exc:
            raise SkillError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} timed out after {timeout_s:.1f}s") from exc
        except OSError as exc:
            raise SkillError(f"cannot run {argv[0]}: {exc.strerror}") from exc
        if check and proc.returncode != 0:
            stderr = proc.stderr.decode(errors="replace").strip()
            raise SkillError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} failed (exit {proc.returncode}): {stderr}")
        return proc
