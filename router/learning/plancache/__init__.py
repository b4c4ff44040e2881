"""The plan cache (issue: "the edge learns"): states the planner solved once, answered locally next time.

``PlanCache(path)`` stores ``(task or every task, step, StateSignature) -> actions``; ``lookup``
returns a :class:`CacheHit` that says what matched; ``report`` demotes, then drops, entries
whose actions stop working.
"""

from __future__ import annotations

from screenroute.router.learning.plancache.cache import (
    GLOBAL_SCOPE,
    MIGRATIONS,
    CacheEntry,
    CacheHit,
    PlanCache,
    PlanCacheConfig,
    PlanCacheError,
)

__all__ = [
    "GLOBAL_SCOPE",
    "MIGRATIONS",
    "CacheEntry",
    "CacheHit",
    "PlanCache",
    "PlanCacheConfig",
    "PlanCacheError",
]
