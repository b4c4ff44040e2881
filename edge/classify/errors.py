"""Errors of the state classifier runtime."""

from __future__ import annotations

from screenroute.edge.errors import EdgeError


class ClassifierError(EdgeError):
    """The state classifier could not score an image."""


class ArtifactError(ClassifierError):
    """A classifier artifact is missing, corrupt, or does not match what this runtime expects.

    The message names the artifact and what is wrong (member, field, expected vs found).
    """
