"""Image-token estimators against the vendors' published examples, and ``screenroute cost``."""

from __future__ import annotations

import math

import pytest

from screenroute.cloud.image_tokens import AnthropicPatchTokenizer, OpenAIPatchTokenizer, OpenAITileTokenizer
from screenroute.cloud.pricing import DEFAULT_PRICING, PricingTable
from screenroute.contract.errors import UnknownModelError
from screenroute.router.app.cli import main

GPT_4O = OpenAITileTokenizer(base_tokens=85, tile_tokens=170)


@pytest.mark.parametrize(
    ("size", "detail", "seen", "tokens"),
    [
        # OpenAI's own examples (platform.openai.com/docs/guides/images-vision, "Calculating costs").
        ((1024, 1024), "high", (768, 768), 765),
        ((2048, 4096), "high", (768, 1536), 1105),
        ((4096, 8192), "low", (256, 512), 85),
        # Small images are not enlarged: one tile.
        ((300, 200), "high", (300, 200), 255),
        ((1920, 1080), "high", (1365, 768), 85 + 170 * 6),
    ],
)
def test_openai_tile_formula(size: tuple[int, int], detail: str, seen: tuple[int, int], tokens: int) -> None:
    assert GPT_4O.native_size(*size, detail) == seen  # type: ignore[arg-type]
    assert GPT_4O.tokens(*size, detail) == tokens  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("size", "patches", "seen"),
    [((1024, 1024), 1024, (1024, 1024)), ((1800, 2400), 1452, (1056, 1408)), ((8000, 100), 1000, (8000, 100))],
)
def test_openai_patch_formula(size: tuple[int, int], patches: int, seen: tuple[int, int] | None) -> None:
    tokenizer = OpenAIPatchTokenizer(multiplier=1.62)
    assert tokenizer.patches(*size) == patches
    if seen is not None:
        assert tokenizer.native_size(*size) == seen
    assert tokenizer.tokens(*size) == math.ceil(patches * 1.62)


def test_patch_cap_holds_for_awkward_sizes() -> None:
    tokenizer = OpenAIPatchTokenizer()
    for size in [(1537 * 32, 33), (4097, 4097), (3000, 1999), (12345, 6789), (33, 99999)]:
        assert tokenizer.patches(*size) <= 1536


@pytest.mark.parametrize(
    ("size", "seen", "tokens"),
    [
        ((200, 200), (200, 200), 64),  # ceil(200/28)² — padded to 224x224
        ((1092, 1092), (1092, 1092), 39 * 39),
        ((3136, 1568), (1568, 784), None),  # long edge capped at 1568, then the token cap
    ],
)
def test_anthropic_patch_formula(size: tuple[int, int], seen: tuple[int, int], tokens: int | None) -> None:
    tokenizer = AnthropicPatchTokenizer()
    w, h = tokenizer.native_size(*size)
    if tokens is not None:
        assert (w, h) == seen and tokenizer.tokens(*size) == tokens
    else:
        assert max(w, h) <= 1568 and tokenizer.tokens(*size) <= 1600
        assert abs(w / h - size[0] / size[1]) < 0.01


def test_native_size_never_enlarges() -> None:
    for tokenizer in (GPT_4O, OpenAIPatchTokenizer(), AnthropicPatchTokenizer()):
        for size in [(1, 1), (640, 480), (1280, 800), (5000, 300)]:
            w, h = tokenizer.native_size(*size)
            assert 1 <= w <= size[0] and 1 <= h <= size[1]


def test_zero_size_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1x1"):
        GPT_4O.tokens(0, 10)


def test_pricing_table() -> None:
    price = DEFAULT_PRICING["gpt-4o"]
    assert price.cost_usd(1_000_000, 0) == pytest.approx(2.50)
    with pytest.raises(UnknownModelError, match=r"known models: .*gpt-4o"):
        PricingTable().get("gpt-9")
    table = PricingTable().with_overrides({"gpt-4o": {"input_usd_per_mtok": 5, "output_usd_per_mtok": 15}})
    assert table.get("gpt-4o").cost_usd(1_000_000, 1_000_000) == pytest.approx(20)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["cost", "1024x1024", "--model", "gpt-4o"], ": 765 image tokens, $0.0019125 "),
        (["cost", "2048x4096", "--model", "gpt-4o"], ": 1105 image tokens"),
        (["cost", "2048x4096", "--model", "gpt-4o", "--detail", "low"], ": 85 image tokens"),
    ],
)
def test_cost_command(argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 0
    assert fragment in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["cost", "1024by1024", "--model", "gpt-4o"], "WIDTHxHEIGHT"),
        (["cost", "1024x1024", "--model", "gpt-9"], "known models:"),
        (["cloud", "--backend", "openai", "--model", "gpt-9", "--base-url", "http://127.0.0.1:1/v1"], "known models:"),
        (["cloud", "--backend", "openai", "--model", "gpt-4o", "--base-url", "ftp://x"], "base_url"),
        (["cloud", "--backend", "nope"], "allowed choices: openai, rules"),
    ],
)
def test_cli_config_errors_exit_2(argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert fragment in capsys.readouterr().err
