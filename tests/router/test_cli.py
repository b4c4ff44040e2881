"""The ``screenroute`` command line, run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def screenroute(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_ocr_json_prints_one_object_per_line_of_text(tmp_path: Path) -> None:
    image = Image.new("RGB", (640, 200), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    draw.text((20, 30), "Export CSV", fill="black", font=font)
    draw.text((20, 110), "采购申请 已提交", fill="black", font=font)
    path = tmp_path / "screen.png"
    image.save(path)
    result = screenroute("ocr", str(path), "--json")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["text"].replace(" ", "") for r in records] == ["ExportCSV", "采购申请已提交"]
    for r in records:
        assert set(r) == {"text", "box", "score"}
        x0, y0, x1, y1 = r["box"]
        assert 0 <= x0 < x1 <= 640 and 0 <= y0 < y1 <= 200 and 0 < r["score"] <= 1


def test_ocr_of_a_corrupt_image_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\nnot really")
    result = screenroute("ocr", str(path), "--json")
    assert result.returncode == 2
    assert "broken.png" in result.stderr and "could not be decoded" in result.stderr
    assert "Traceback" not in result.stderr


def test_bad_planner_address_is_a_configuration_error() -> None:
    result = screenroute("demo", "--planner", "not-an-address")
    assert result.returncode == 2
    assert "configuration error" in result.stderr and "HOST:PORT" in result.stderr


def test_bad_task_param_is_a_configuration_error() -> None:
    result = screenroute("edge", "--param", "nokey")
    assert result.returncode == 2 and "NAME=VALUE" in result.stderr
