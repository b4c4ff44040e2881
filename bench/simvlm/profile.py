"""How the simulated cloud model behaves: its latency distribution and how often it is wrong.

The default latency, lognormal with median 2.5 s and p95 6 s, sits on published measurements
of one planning call of a GPT-4-class model answering structured JSON:

* seed 002 (the field report this project grew from), section 6: "a cloud call ~2 s";
* Fetch Rewards' landing-page agent study (2025-12-08, 32 samples per model): gpt-4.1-mini
  JSON answers mean 4.47 s, p95 6.41 s; gpt-5.1 (no reasoning) p95 5.26 s;
* M. J. Peña, "GPT-4o Speed Improvements" (2024-05-08): GPT-4o first token 200–400 ms,
  500 tokens in 4–6 s.

A plan of a few actions is ~100–200 output tokens plus a screenshot to read, so a median
near 2.5 s with a tail to 6 s brackets these. Any profile can be given as a JSON file.
"""

from __future__ import annotations

import math
import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = ["LatencyProfile", "SimulatedModelConfig"]

_Z95 = 1.6448536269514722  # the standard normal's 95th percentile


class LatencyProfile(BaseModel):
    """Seconds per model call: a lognormal given by its median and p95, clipped to [min_s, max_s]."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["lognormal", "fixed"] = "lognormal"
    median_s: float = Field(2.5, gt=0, le=120)
    p95_s: float = Field(6.0, gt=0, le=600)
    min_s: float = Field(0.3, ge=0)
    max_s: float = Field(30.0, gt=0)

    @model_validator(mode="after")
    def _ordered(self) -> LatencyProfile:
        if self.kind == "lognormal" and self.p95_s <= self.median_s:
            raise ValueError(f"p95_s={self.p95_s} must exceed median_s={self.median_s}")
        if self.min_s > self.max_s:
            raise ValueError(f"min_s={self.min_s} must not exceed max_s={self.max_s}")
        return self

    @property
    def sigma(self) -> float:
        """The lognormal's shape: ln(p95 / median) / z(0.95)."""
        return math.log(self.p95_s / self.median_s) / _Z95

    def draw(self, rng: random.Random) -> float:
        """One call's latency in seconds."""
        value = self.median_s if self.kind == "fixed" else rng.lognormvariate(math.log(self.median_s), self.sigma)
        return min(self.max_s, max(self.min_s, value))


class SimulatedModelConfig(BaseModel):
    """The simulated model: which real model's prices it bills, its latency, its error share.

    ``time_scale`` shrinks every sleep (tests use 0.01); reports must use 1.0 and say so.
    ``error_rate``: the share of answers replaced by a wrong or useless action (a click on a
    static label, a scroll the wrong way, a plan missing its last action), so the edge's
    verification and retries are exercised.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    model: str = "gpt-4o"
    latency: LatencyProfile = LatencyProfile()
    error_rate: float = Field(0.05, ge=0, le=1)
    seed: int = 0
    time_scale: float = Field(1.0, gt=0, le=1)
    output_tokens_per_action: int = Field(45, ge=1)
