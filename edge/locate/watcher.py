"""Keeps a :class:`FileIndex` current with watchdog (inotify on Linux, ReadDirectoryChangesW on Windows)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from screenroute.edge.locate.errors import FileIndexError
from screenroute.edge.locate.index import FileIndex
from screenroute.lifecycle import Service

log = logging.getLogger(__name__)


class IndexWatcher(Service):
    """Watches the index's roots recursively and upserts/removes files as they change.

    Events for hidden or system paths are dropped by :meth:`FileIndex.in_roots`. Index
    errors inside the observer thread are logged, never raised (the observer would die
    silently otherwise). Use as a context manager or call :meth:`start`/:meth:`stop`.
    """

    def __init__(self, index: FileIndex) -> None:
        if not index.roots:
            raise FileIndexError("the index has no roots to watch")
        self.index = index
        self._observer: Any = None
        self._lock = threading.Lock()
        #: Events handled so far (tests wait on it instead of sleeping blindly).
        self.handled = 0

    def start(self) -> IndexWatcher:
        try:
            from watchdog.events import FileSystemEventHandler
            from watchdog.observers import Observer
        except ImportError as exc:
            raise FileIndexError(
                "watchdog is required for the index watcher (pip install 'screenroute[edge]')"
            ) from exc
        watcher = self

        class _Handler(FileSystemEventHandler):
            def on_any_event(self, event: Any) -> None:
                watcher._on_event(event)

        observer = Observer()
        for root in self.index.roots:
            observer.schedule(_Handler(), str(root), recursive=True)
        observer.daemon = True
        observer.start()
        self._observer = observer
        return self

    def _on_event(self, event: Any) -> None:
        kind = event.event_type
        if kind in ("opened", "closed_no_write"):
            return
        try:
            src = Path(event.src_path)
            if kind == "deleted":
                self.index.remove(src)
            elif kind == "moved":
                self.index.remove(src)
                dest = Path(event.dest_path)
                if event.is_directory:
                    self._add_tree(dest)
                elif self.index.in_roots(dest):
                    self.index.upsert(dest)
            elif not event.is_directory and self.index.in_roots(src):
                self.index.upsert(src)
            elif event.is_directory and kind == "created":
                self._add_tree(src)
        except FileIndexError as exc:
            log.warning("index watcher could not apply %s on %s: %s", kind, event.src_path, exc)
        with self._lock:
            self.handled += 1

    def _add_tree(self, folder: Path) -> None:
        if self.index.in_roots(folder / "x"):
            self.index.upsert_many(list(self.index.walk(folder)))

    def stop(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=5)
            self._observer = None
