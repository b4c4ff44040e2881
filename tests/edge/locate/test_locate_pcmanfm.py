"""The real thing: pcmanfm on Xvfb showing confusable names; regions drawn around rows and an icon."""

from __future__ import annotations

from pathlib import Path

import pytest

from screenroute.edge.capture import MssScreen
from screenroute.edge.locate import CharNgramEmbedder, DrawnRegion, FileIndex, FileLocator, FileMatcher, capture_region
from screenroute.edge.locate.filemanager import PcmanfmDesktop, pcmanfm_available
from screenroute.edge.ocr import create_ocr_engine

pytestmark = [pytest.mark.desktop, pytest.mark.skipif(pcmanfm_available() is not None, reason=str(pcmanfm_available()))]

STEMS = [
    "市场活动方案_最终版",
    "市场活动方案_修改2",
    "市场活动方案新",
    "2025春季度采购协议_v3",
    "2025春季度采购协议_v8",
]
SHOWN = sorted((f"{s}.{e}" for s in STEMS for e in ("docx", "pdf")), key=str.casefold)


@pytest.fixture(scope="module")
def locator(tmp_path_factory: pytest.TempPathFactory) -> tuple[FileLocator, Path]:
    root = tmp_path_factory.mktemp("docs")
    shown = root / "方案"
    shown.mkdir()
    for name in SHOWN:
        (shown / name).write_text(name)
    (root / "归档").mkdir()
    (root / "归档" / "2025春季度采购协议_v5.pdf").write_text("x")
    index = FileIndex(root / "index.db", CharNgramEmbedder(), [root])
    index.scan()
    return FileLocator(create_ocr_engine("rapidocr"), FileMatcher(index)), shown


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_rows_in_list_view(locator: tuple[FileLocator, Path], scale: float) -> None:
    loc, shown = locator
    with PcmanfmDesktop(shown, view="list", scale=scale) as desk:
        screen = MssScreen(desk.display, scale=scale)
        frame = screen.grab()
        lines = loc.ocr.read(frame.pixels)
        # Draw around the v3.pdf and v8.pdf rows (found on screen), in logical pixels like a scaled overlay.
        for name in ("2025春季度采购协议_v3.pdf", "2025春季度采购协议_v8.pdf", "市场活动方案_最终版.docx"):
            line = next(ln for ln in lines if ln.text.replace("·", ".") == name)
            region = DrawnRegion(
                (line.box.x0 - 30) / scale,
                (line.box.y0 - 4) / scale,
                1235 / scale,
                (line.box.y1 + 4) / scale,
                "logical",
            )
            pixels, box, geometry = capture_region(screen, region)
            assert geometry.scale == scale and box.y0 <= line.box.y0 and box.y1 >= line.box.y1
            result = loc.locate(pixels).result
            assert result.top is not None and result.top.file.path == str(shown / name), result.to_json()
            assert result.tier == "confirm"
        screen.close()


def test_icon_view_truncated_label_offers_the_file(locator: tuple[FileLocator, Path]) -> None:
    loc, shown = locator
    with PcmanfmDesktop(shown, view="icon", scale=1.0) as desk:
        screen = MssScreen(desk.display)
        frame = screen.grab()
        screen.close()
    # The first icon (sort order) sits at the pane's top-left; its label is wrapped and truncated.
    pixels = frame.pixels[105:195, 198:292].copy()
    result = loc.locate(pixels).result
    names = [m.file.name for m in result.matches]
    assert SHOWN[0] in names, result.to_json()
    assert result.tier != "confirm" or (result.top is not None and result.top.file.name == SHOWN[0])
