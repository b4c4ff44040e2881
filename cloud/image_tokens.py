"""Exact image-token estimators for the documented vision tokenizers.

Each estimator answers two questions about a ``width × height`` image: what size the model
natively sees it at (:meth:`ImageTokenizer.native_size`, so the planner can resize before
sending and map coordinates back exactly), and how many input tokens it bills
(:meth:`ImageTokenizer.tokens`). Sources, as published by the vendors:

* OpenAI tile models (gpt-4o, gpt-4.1, o1/o3, ...): platform.openai.com/docs/guides/images-vision
  "Calculating costs": ``detail: high`` images are scaled to fit in a 2048 × 2048 square, then
  so their shortest side is 768 px; every 512-px tile costs ``tile_tokens`` (170 for gpt-4o)
  plus ``base_tokens`` (85) once; ``detail: low`` costs ``base_tokens`` flat. The docs'
  examples: 1024 × 1024 → 765, 2048 × 4096 → 1105.
* OpenAI patch models (gpt-4.1-mini, gpt-4.1-nano, o4-mini, ...): same page. The image is
  covered by 32-px patches; over 1536 patches it is shrunk by
  ``r = sqrt(32² · 1536 / (w · h))``, then ``r`` is reduced so a whole number of patches fits
  the width or the height; tokens = patches × the model's multiplier (1.62, 2.46, 1.72 ...).
  The docs' examples: 1024 × 1024 → 1024 patches, 1800 × 2400 → 1452 patches.
* Anthropic: platform.claude.com/docs/en/build-with-claude/vision: images over the model's
  native resolution (long edge 1568 px for most models) are shrunk preserving the aspect
  ratio, padded to a multiple of 28 px, and cost ``ceil(w/28) × ceil(h/28)`` visual tokens.
"""

from __future__ import annotations

import math
from typing import Annotated, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "AnthropicPatchTokenizer",
    "Detail",
    "ImageTokenizer",
    "OpenAIPatchTokenizer",
    "OpenAITileTokenizer",
    "TokenizerSpec",
]

Detail = Literal["high", "low"]


@runtime_checkable
class ImageTokenizer(Protocol):
    """How one family of vision models sizes and bills an image."""

    def native_size(self, width: int, height: int, detail: Detail = "high") -> tuple[int, int]:
        """The size the model processes a ``width × height`` image at (never larger)."""
        ...

    def tokens(self, width: int, height: int, detail: Detail = "high") -> int:
        """Input tokens billed for a ``width × height`` image."""
        ...


def _check_size(width: int, height: int) -> None:
    if width < 1 or height < 1:
        raise ValueError(f"image size must be at least 1x1, got {width}x{height}")


def _scale_to_fit(width: int, height: int, box_w: int, box_h: int) -> tuple[int, int]:
    """Shrink (never enlarge) to fit in ``box_w × box_h``, keeping the aspect ratio."""
    factor = min(box_w / width, box_h / height, 1.0)
    if factor >= 1.0:
        return width, height
    return max(1, math.floor(width * factor)), max(1, math.floor(height * factor))


class OpenAITileTokenizer(BaseModel):
    """OpenAI's 512-px tile formula (gpt-4o family, o1/o3, gpt-4.1)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["openai_tile"] = "openai_tile"
    base_tokens: int = Field(85, ge=0)
    tile_tokens: int = Field(170, ge=0)

    def native_size(self, width: int, height: int, detail: Detail = "high") -> tuple[int, int]:
        """Fit in 2048², then shortest side down to 768 (``low``: fit in 512²)."""
        _check_size(width, height)
        if detail == "low":
            return _scale_to_fit(width, height, 512, 512)
        width, height = _scale_to_fit(width, height, 2048, 2048)
        shortest = min(width, height)
        # Only ever shrinks: the published examples and OpenAI's billing never upscale a
        # small image to 768.
        if shortest > 768:
            factor = 768 / shortest
            width, height = max(1, round(width * factor)), max(1, round(height * factor))
        return width, height

    def tokens(self, width: int, height: int, detail: Detail = "high") -> int:
        """``base + tile_tokens × tiles`` (``low``: ``base`` only)."""
        if detail == "low":
            _check_size(width, height)
            return self.base_tokens
        w, h = self.native_size(width, height, detail)
        tiles = math.ceil(w / 512) * math.ceil(h / 512)
        return self.base_tokens + self.tile_tokens * tiles


class OpenAIPatchTokenizer(BaseModel):
    """OpenAI's 32-px patch formula (gpt-4.1-mini/nano, o4-mini), capped at 1536 patches."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["openai_patch"] = "openai_patch"
    multiplier: float = Field(1.0, gt=0)
    patch_px: int = Field(32, ge=1)
    max_patches: int = Field(1536, ge=1)

    def native_size(self, width: int, height: int, detail: Detail = "high") -> tuple[int, int]:
        """Shrink so no more than ``max_patches`` patches cover the image."""
        _check_size(width, height)
        p = self.patch_px
        if math.ceil(width / p) * math.ceil(height / p) <= self.max_patches:
            return width, height
        factor = math.sqrt(p * p * self.max_patches / (width * height))
        # Second step of the published rule: shrink a bit more so a whole number of patches
        # spans the width or the height, which keeps the ceil() below within the cap.
        factor *= min(
            math.floor(width * factor / p) / (width * factor / p),
            math.floor(height * factor / p) / (height * factor / p),
        )
        return max(1, int(width * factor)), max(1, int(height * factor))

    def patches(self, width: int, height: int) -> int:
        """Patches covering the natively sized image (before the multiplier)."""
        w, h = self.native_size(width, height)
        return min(self.max_patches, math.ceil(w / self.patch_px) * math.ceil(h / self.patch_px))

    def tokens(self, width: int, height: int, detail: Detail = "high") -> int:
        """``patches × multiplier``, rounded up (``detail`` does not apply to patch models)."""
        # ceil after a tiny epsilon: 1024 patches × 1.62 must not become 1659 via float error.
        return math.ceil(self.patches(width, height) * self.multiplier - 1e-9)


class AnthropicPatchTokenizer(BaseModel):
    """Anthropic's 28-px visual tokens after the long-edge (and token) cap."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["anthropic_patch"] = "anthropic_patch"
    patch_px: int = Field(28, ge=1)
    max_long_edge: int = Field(1568, ge=1)
    #: Anthropic also shrinks images over ~1,600 visual tokens (1568 long edge ≈ 1.15 MP).
    max_tokens: int | None = Field(1600, ge=1)

    def native_size(self, width: int, height: int, detail: Detail = "high") -> tuple[int, int]:
        """Largest size within the long-edge cap (and token cap) with the same aspect ratio."""
        _check_size(width, height)
        width, height = _scale_to_fit(width, height, self.max_long_edge, self.max_long_edge)
        if self.max_tokens is not None and self._count(width, height) > self.max_tokens:
            # Solve w·h/p² ≈ max_tokens for the factor, then step down until the padded
            # patch count really fits (the ceil() can add a row or a column).
            factor = math.sqrt(self.max_tokens * self.patch_px**2 / (width * height))
            w, h = max(1, math.floor(width * factor)), max(1, math.floor(height * factor))
            while self._count(w, h) > self.max_tokens and (w > 1 or h > 1):
                factor *= 0.995
                w, h = max(1, math.floor(width * factor)), max(1, math.floor(height * factor))
            width, height = w, h
        return width, height

    def _count(self, width: int, height: int) -> int:
        return math.ceil(width / self.patch_px) * math.ceil(height / self.patch_px)

    def tokens(self, width: int, height: int, detail: Detail = "high") -> int:
        """``ceil(w/28) × ceil(h/28)`` of the natively sized image (padding included)."""
        return self._count(*self.native_size(width, height, detail))


#: A tokenizer as it appears in config: the ``kind`` field picks the class.
TokenizerSpec = Annotated[
    OpenAITileTokenizer | OpenAIPatchTokenizer | AnthropicPatchTokenizer,
    Field(discriminator="kind"),
]
