"""Files and folders only their owner reads: what the edge keeps holds screens, actions and values of a task.

The replay library, the plan cache, the human queue, the audit log, a run's work folder and
the evidence of a failed run are created ``0600`` (files) and ``0700`` (folders), whatever the
process's umask; an existing one is narrowed to that. SQLite creates a database's ``-wal`` and
``-shm`` files with the database file's own permissions.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["FILE_MODE", "FOLDER_MODE", "private_dir", "private_file"]

FILE_MODE = 0o600
FOLDER_MODE = 0o700


def private_dir(path: str | Path) -> Path:
    """``path`` as a folder only its owner may enter (created with its parents when missing)."""
    folder = Path(path)
    folder.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
    with contextlib.suppress(PermissionError):  # a folder of someone else's (/tmp): left as it is
        os.chmod(folder, FOLDER_MODE)
    return folder


def private_file(path: str | Path) -> Path:
    """``path`` as a file only its owner may read (created empty when missing; its folder must exist)."""
    file = Path(path)
    fd = os.open(file, os.O_CREAT | os.O_WRONLY | os.O_APPEND, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)
    return file
