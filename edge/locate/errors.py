"""The file locator's exceptions, all under :class:`screenroute.edge.errors.EdgeError`."""

from __future__ import annotations

from screenroute.edge.errors import EdgeError


class LocateError(EdgeError):
    """Base class of the file locator's errors."""


class RegionError(LocateError):
    """A drawn region is empty, inverted or lies outside the monitor it was drawn on."""


class FileIndexError(LocateError):
    """The SQLite file index cannot be opened, loaded (sqlite-vec) or written."""


class PolicyError(LocateError):
    """The executor's policy file is missing or invalid (field, value and choices are named)."""


class ActionRefused(LocateError):
    """The executor refused an action: path outside the allow-list, denied, bad extension, escape, or not confirmed."""
