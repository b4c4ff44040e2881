"""Context-manager lifecycles written once: ``with`` starts a service or opens a resource, and always ends it.

Servers, sandboxes and the bundled back office (``Service``) are started on entry and stopped
on exit; indexes, screens and channels (``Closing``) are usable once built and closed on exit.
A subclass writes ``start``/``stop`` or ``close`` only.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from types import TracebackType
from typing import Self


class Service(ABC):
    """Started by ``with`` and stopped when the block ends, also on an error."""

    @abstractmethod
    def start(self) -> object:
        """Start (what it returns is the subclass's own business: a port, itself)."""

    @abstractmethod
    def stop(self) -> None:
        """Stop; safe to call when not started or already stopped."""

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


class Closing(ABC):
    """Usable once constructed; ``with`` closes it when the block ends, also on an error."""

    @abstractmethod
    def close(self) -> None:
        """Release what it holds; safe to call more than once."""

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
