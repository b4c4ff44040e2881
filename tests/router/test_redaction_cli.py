"""``screenroute redact IMAGE... -o OUT_DIR --json``, run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
PII = ["zhang.wei@example.com", "13912345678", "2221 0000 0000 0009", "¥1,299.00"]


def screenroute(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "screenroute.router.app.cli", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _screen(path: Path) -> None:
    image = Image.new("RGB", (1000, 420), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 24)
    for i, text in enumerate(
        ["客户：张伟", f"Email: {PII[0]}", f"手机：{PII[1]}", f"Card: {PII[2]}", f"合计 {PII[3]}", "保存"]
    ):
        draw.text((30, 20 + 64 * i), text, fill="black", font=font)
    image.save(path)


def test_redact_writes_the_png_and_one_json_object_per_image(tmp_path: Path) -> None:
    shot = tmp_path / "a" / "screen.png"
    other = tmp_path / "b" / "screen.png"  # the same file name from another folder
    blank = tmp_path / "blank.png"
    for p in (shot, other):
        p.parent.mkdir()
        _screen(p)
    Image.new("RGB", (640, 400), "white").save(blank)
    out = tmp_path / "out"
    result = screenroute(
        "redact", str(shot), str(other), str(blank), "-o", str(out), "--json", "--goal", "Refund 张伟 at 13912345678"
    )
    assert result.returncode == 1, result.stderr  # one image was not escalated
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["path"] for r in records] == [str(shot), str(other), str(blank)]
    first, second, empty = records
    for raw in [*PII, "张伟", "1,299.00"]:
        assert raw not in result.stdout, raw  # never a raw value, in any field
    assert first["escalate"] and {"PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "AMOUNT"} <= set(
        first["counts"]
    )
    assert first["goal"] == "Refund <PERSON_1> at <PHONE_1>"
    texts = [line["text"] for line in first["lines"]]
    assert "保存" in texts and any(t.startswith("客户") and "<PERSON_1>" in t for t in texts)
    assert set(first["timings_ms"]) == {"ocr", "redact", "total"}
    assert first["output"] != second["output"] and Path(first["output"]).is_file() and Path(second["output"]).is_file()
    sent = np.asarray(Image.open(first["output"]).convert("L"))
    boxes = [e["box"] for e in first["entities"] if e["source"].startswith("line:")]
    assert boxes and all(e["box"] is None for e in first["entities"] if e["source"].startswith("text:"))
    for x0, y0, x1, y1 in boxes:
        assert sent[y0:y1, x0:x1].max() == 0  # every reported box is filled
    assert empty["escalate"] is False and "OCR read no text" in empty["reason"] and "output" not in empty
    assert not (out / "blank.redacted.png").exists()


def test_redact_of_a_missing_image_is_a_clear_error(tmp_path: Path) -> None:
    result = screenroute("redact", str(tmp_path / "nope.png"), "-o", str(tmp_path / "out"))
    assert result.returncode == 2
    assert "nope.png" in result.stderr and "Traceback" not in result.stderr
