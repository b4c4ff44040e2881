"""Images: sizes come from the header and are checked before decoding; every decoder error is bad input.

Before the fix a 97 KB PNG that decodes to 7680×4320 was decoded in full by both services
(64 of them at once: 1.7–2.2 GB of RSS), and a PNG that makes Pillow raise ``SyntaxError``
crashed ``screenroute ocr`` with a traceback.
"""

from __future__ import annotations

import io
import struct
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from screenroute.bench.service_hardening import edge_script, measure_bombs, plan_body, planner_script, serve, step_body
from screenroute.edge.errors import ImageDecodeError
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import ScreenGeometry

from .conftest import png

RSS_LIMIT_MB = 500
FORBIDDEN = {"UNKNOWN", "INTERNAL"}


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def syntax_error_png() -> bytes:
    """A PNG whose second IDAT chunk has a broken type: Pillow raises SyntaxError while loading it."""
    buffer = io.BytesIO()
    Image.effect_noise((64, 64), 64).convert("RGB").save(buffer, format="PNG")
    good = buffer.getvalue()
    at = good.index(b"IDAT") - 4
    (length,) = struct.unpack(">I", good[at : at + 4])
    data = good[at + 8 : at + 8 + length]
    half = len(data) // 2
    broken = struct.pack(">I", len(data) - half) + b"\x00\x01\x02\x03" + data[half:] + b"\0\0\0\0"
    return good[:at] + _chunk(b"IDAT", data[:half]) + broken + good[at + 12 + length :]


def test_syntax_error_from_the_decoder_is_an_image_decode_error() -> None:
    with pytest.raises(SyntaxError), Image.open(io.BytesIO(syntax_error_png())) as image:
        image.load()  # what Pillow itself does with this file
    with pytest.raises(ImageDecodeError, match="SyntaxError"):
        Frame.decode(syntax_error_png())


def test_a_frame_larger_than_its_screen_is_refused_before_decoding() -> None:
    with pytest.raises(ImageDecodeError, match="larger than the screen"):
        Frame.decode(png(2560, 1600, "black"), ScreenGeometry(0, 0, 1280, 800))
    bomb = png(7680, 4320, "black")
    assert len(bomb) < 100_000
    with pytest.raises(ImageDecodeError, match="exceeds the limit"):
        Frame.decode(bomb)  # 33 Mpx is over the default cap, whatever the screen


@pytest.mark.parametrize("kind", ["ocr", "classify"])
def test_the_cli_prints_a_clear_error_for_a_broken_image(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "broken.png"
    path.write_bytes(syntax_error_png())
    result = subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", kind, str(path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 2
    assert f"screenroute {kind}: {path}: image could not be decoded: not a valid PNG (SyntaxError)" in result.stderr
    assert "Traceback" not in result.stderr


def _bombs(script: str, method: str, body: Callable[[bytes, int, int], bytes]) -> dict[str, Any]:
    with serve(script) as (process, address):
        result = measure_bombs(address, process.pid, method, body)
        assert process.poll() is None, "the server died"
    return result


def test_64_concurrent_bombs_keep_the_planner_under_500_mb() -> None:
    # Every call of one client at once: the per-client limits must not be what saves the server
    # (neither on calls in flight nor on calls whose body is still arriving on a busy machine).
    result = _bombs(
        planner_script(max_concurrent_per_client=256, max_pending_per_peer=256),
        "/screenroute.v1.Planner/Plan",
        plan_body,
    )
    assert result["peak_rss_mb"] < RSS_LIMIT_MB, result
    assert result["8k_97kb"]["codes"] == {"INVALID_ARGUMENT": 64}, result
    # 4096² fits the cap: decoded, a budget's worth at a time.
    assert result["4096sq_49kb"]["codes"] == {"OK": 64}, result


def test_64_concurrent_bombs_keep_the_edge_service_under_500_mb() -> None:
    result = _bombs(
        edge_script(max_concurrent_per_client=256, max_pending_per_peer=256), "/screenroute.v1.Edge/Step", step_body
    )
    assert result["peak_rss_mb"] < RSS_LIMIT_MB, result
    for name in ("8k_97kb", "4096sq_49kb"):
        assert result[name]["codes"] == {"INVALID_ARGUMENT": 64}, result
