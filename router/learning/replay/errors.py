"""The replay library's exception tree (under the router's)."""

from __future__ import annotations

from screenroute.router.errors import RouterError


class ReplayError(RouterError):
    """The replay library cannot be opened, read or written (the message names the file and why)."""


class SchemaError(ReplayError):
    """The database was written by another schema version this code cannot migrate from."""
