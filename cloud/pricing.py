"""Per-model prices and image tokenizers: what a planner call costs, before and after.

The defaults are list prices in US dollars per million tokens as published by the vendors
when this table was written; prices change, so a deployment overrides them in config
(``PricingTable.with_overrides``) rather than trusting this file.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from screenroute.cloud.image_tokens import (
    AnthropicPatchTokenizer,
    Detail,
    OpenAIPatchTokenizer,
    OpenAITileTokenizer,
    TokenizerSpec,
)
from screenroute.contract.errors import UnknownModelError

__all__ = ["DEFAULT_PRICING", "ModelPricing", "PricingTable", "estimate_text_tokens", "worst_case_text_tokens"]


class ModelPricing(BaseModel):
    """Prices (USD per million tokens) and the image tokenizer of one model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    input_usd_per_mtok: float = Field(ge=0)
    output_usd_per_mtok: float = Field(ge=0)
    image: TokenizerSpec = Field(default_factory=OpenAITileTokenizer)

    def cost_usd(self, input_tokens: int, output_tokens: int) -> float:
        """Dollar cost of a call that used these many tokens (image tokens are input tokens)."""
        return (
            max(0, input_tokens) * self.input_usd_per_mtok + max(0, output_tokens) * self.output_usd_per_mtok
        ) / 1_000_000

    def image_tokens(self, width: int, height: int, detail: Detail = "high") -> int:
        """Image tokens billed for a ``width × height`` image."""
        return self.image.tokens(width, height, detail)


_TILE_4O = OpenAITileTokenizer(base_tokens=85, tile_tokens=170)

#: Built-in table; keys are model names as sent to the API.
DEFAULT_PRICING: dict[str, ModelPricing] = {
    "gpt-4o": ModelPricing(input_usd_per_mtok=2.50, output_usd_per_mtok=10.00, image=_TILE_4O),
    # gpt-4o-mini bills images at ~33x the tile tokens so an image costs what it does on gpt-4o.
    "gpt-4o-mini": ModelPricing(
        input_usd_per_mtok=0.15,
        output_usd_per_mtok=0.60,
        image=OpenAITileTokenizer(base_tokens=2833, tile_tokens=5667),
    ),
    "gpt-4.1": ModelPricing(input_usd_per_mtok=2.00, output_usd_per_mtok=8.00, image=_TILE_4O),
    "gpt-4.1-mini": ModelPricing(
        input_usd_per_mtok=0.40,
        output_usd_per_mtok=1.60,
        image=OpenAIPatchTokenizer(multiplier=1.62),
    ),
    "gpt-4.1-nano": ModelPricing(
        input_usd_per_mtok=0.10,
        output_usd_per_mtok=0.40,
        image=OpenAIPatchTokenizer(multiplier=2.46),
    ),
    "o4-mini": ModelPricing(
        input_usd_per_mtok=1.10,
        output_usd_per_mtok=4.40,
        image=OpenAIPatchTokenizer(multiplier=1.72),
    ),
    "o3": ModelPricing(
        input_usd_per_mtok=2.00,
        output_usd_per_mtok=8.00,
        image=OpenAITileTokenizer(base_tokens=75, tile_tokens=150),
    ),
    "claude-sonnet-4-5": ModelPricing(
        input_usd_per_mtok=3.00, output_usd_per_mtok=15.00, image=AnthropicPatchTokenizer()
    ),
}


class PricingTable:
    """Model name → :class:`ModelPricing`; unknown names fail loudly with the choices."""

    def __init__(self, models: Mapping[str, ModelPricing] | None = None) -> None:
        self._models = dict(DEFAULT_PRICING if models is None else models)

    def with_overrides(self, overrides: Mapping[str, ModelPricing | Mapping[str, Any]]) -> PricingTable:
        """A copy with ``overrides`` (config sections are validated into ``ModelPricing``)."""
        merged = dict(self._models)
        for name, spec in overrides.items():
            merged[name] = spec if isinstance(spec, ModelPricing) else ModelPricing.model_validate(spec)
        return PricingTable(merged)

    def __contains__(self, model: object) -> bool:
        return model in self._models

    def models(self) -> list[str]:
        """Known model names, sorted."""
        return sorted(self._models)

    def get(self, model: str) -> ModelPricing:
        """The pricing of ``model``.

        Raises:
            UnknownModelError: the model is not in the table (the message lists the choices).
        """
        try:
            return self._models[model]
        except KeyError as exc:
            raise UnknownModelError(model, self.models()) from exc


def estimate_text_tokens(text: str) -> int:
    """Rough input tokens of ``text``: one per 4 UTF-8 bytes, rounded up.

    Deliberately dependency-free (no tokenizer download); it is the text half of the
    pre-call estimate, and the estimate-vs-billed drift metric shows how far off it runs.
    """
    return math.ceil(len(text.encode("utf-8")) / 4)


def worst_case_text_tokens(text: str) -> int:
    """An upper bound on the input tokens of ``text``: one per UTF-8 byte.

    Byte-level BPE tokenizers never emit more tokens than there are bytes, so a budget
    reservation made with this bound cannot be overrun by the text (the bill settles it).
    """
    return len(text.encode("utf-8", "surrogatepass"))
