"""Tasks bundled with the benchmark environment, by name."""

from __future__ import annotations

from bench.tasks import purchase_request

__all__ = ["purchase_request"]
