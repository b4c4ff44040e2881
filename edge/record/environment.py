"""Where a recording was made: the folders, the user and the machine that name the recording, not the task.

A person's run shows its own surroundings on screen: a file chooser's home button carries the
name of the folder the app was started in, a title bar the path of the file, a prompt the user
and the host. A run of the same task elsewhere shows other names there, so none of them may
become a click target or a text the runner waits for. The recorder knows them — it started the
app, or reads the sandbox's state — and keeps them with the demonstration.
"""

from __future__ import annotations

import contextlib
import getpass
import socket
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["RecordingEnvironment"]


@dataclass(frozen=True)
class RecordingEnvironment:
    """The recording's own context: ``folders`` (the app's work folder and home, the temp folder),
    the ``user`` and the ``host`` it ran as. Empty where unknown."""

    folders: tuple[str, ...] = ()
    user: str = ""
    host: str = ""

    @classmethod
    def here(cls, folders: Iterable[str | Path] = ()) -> RecordingEnvironment:
        """This machine's context with ``folders`` (the app's work folder and home), its temp folder
        and this user's home added."""
        user = ""
        with contextlib.suppress(KeyError, OSError):  # no name for this uid (a container)
            user = getpass.getuser()
        known = [*folders, tempfile.gettempdir(), Path.home()]
        return cls(
            folders=tuple(sorted({str(Path(f)) for f in known if str(f).strip()})),
            user=user,
            host=socket.gethostname(),
        )

    def to_json(self) -> dict[str, Any]:
        """The environment as a JSON object (kept with a saved demonstration)."""
        return {"folders": list(self.folders), "user": self.user, "host": self.host}

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> RecordingEnvironment:
        """The environment :meth:`to_json` wrote (an empty one for a demonstration kept without it)."""
        if not data:
            return cls()
        return cls(
            folders=tuple(str(f) for f in data.get("folders", ())),
            user=str(data.get("user", "")),
            host=str(data.get("host", "")),
        )
