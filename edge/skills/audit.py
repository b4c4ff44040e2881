"""An append-only JSON-lines audit log of every action the edge runs or refuses."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

from screenroute.edge.private import private_file


class AuditLog:
    """Appends one JSON object per event; each write is flushed and fsynced so a crash loses nothing written."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        private_file(self.path)
        self._lock = threading.Lock()

    def write(self, event: str, **fields: object) -> None:
        """Record ``event`` with ``fields``; typed text must be passed redacted or as a length."""
        record = {"ts": round(time.time(), 3), "event": event, **fields}
        line = json.dumps(record, ensure_ascii=False, default=str) + "\n"
        with self._lock, open(self.path, "a", encoding="utf-8") as fh:
            fh.write(line)
            fh.flush()
            os.fsync(fh.fileno())
