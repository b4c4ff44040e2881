"""The demo reads and redacts each frame once: OCR and redaction counted behind their real interfaces.

The demo runs in this process with the real PP-OCR engine and the real Presidio redactor; both
are subclassed only to count what they are asked, per frame (the pixel buffer a capture made).
A whole-frame pass of the text detector (``read`` or ``read_detailed``) may happen once per
frame: the decision's read, or, for a frame first read in part and then escalated, the privacy
check's. Redaction may happen once per frame, wherever its copies go (the planner, the replay
library, the human queue).
"""

from __future__ import annotations

import hashlib
import io
import shutil
from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pytest

from screenroute.edge.ocr.rapid import RapidOcrEngine
from screenroute.router.privacy.redaction import PresidioRedactor

pytestmark = pytest.mark.desktop

_MISSING = next((t for t in ("Xvfb", "xdotool", "xclip", "openbox") if shutil.which(t) is None), None)


def _key(pixels: np.ndarray) -> tuple[int, bytes]:
    # The buffer and its content: a buffer freed and reused by a later capture is another frame.
    return id(pixels), hashlib.blake2b(np.ascontiguousarray(pixels).tobytes(), digest_size=16).digest()


class CountingOcr(RapidOcrEngine):
    """The real engine; counts whole-frame passes of its detector, per frame."""

    whole: ClassVar[Counter[tuple[int, bytes]]] = Counter()
    regions: ClassVar[int] = 0

    def read(self, pixels: np.ndarray) -> list[Any]:
        if not getattr(self, "_in_regions", False):  # a crop read by read_regions is not a frame
            CountingOcr.whole[_key(pixels)] += 1
        return super().read(pixels)

    def read_detailed(self, pixels: np.ndarray, known: list[Any] | None = None) -> Any:
        CountingOcr.whole[_key(pixels)] += 1
        return super().read_detailed(pixels, known=known)

    def read_regions(self, pixels: np.ndarray, regions: Any) -> list[Any]:
        CountingOcr.regions += 1
        self._in_regions = True
        try:
            return super().read_regions(pixels, regions)
        finally:
            self._in_regions = False


class CountingRedactor(PresidioRedactor):
    """The real redactor; counts the frames it redacts."""

    frames: ClassVar[Counter[tuple[int, bytes]]] = Counter()

    def redact(self, frame: Any, lines: Any, texts: dict[str, str]) -> Any:
        CountingRedactor.frames[_key(frame.pixels)] += 1
        return super().redact(frame, lines, texts)


@pytest.mark.skipif(_MISSING is not None, reason=f"{_MISSING} is not installed")
@pytest.mark.timeout(600)
def test_the_demo_reads_and_redacts_each_frame_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screenroute.bench.demo import DemoConfig, run_demo
    from screenroute.edge.ocr import OCR_ENGINES, IncrementalOcrEngine

    monkeypatch.setitem(OCR_ENGINES, "incremental", lambda **kw: IncrementalOcrEngine(CountingOcr(), **kw))
    monkeypatch.setattr("screenroute.router.privacy.redaction.PresidioRedactor", CountingRedactor)
    CountingOcr.whole.clear()
    CountingRedactor.frames.clear()

    out = io.StringIO()
    status = run_demo(DemoConfig(workdir=tmp_path / "demo"), out=out)
    log = out.getvalue()
    assert status == 0, log[-4000:]
    assert "escalate" in log, "the demo escalates Chromium's password bubble: the redaction path must run"

    assert CountingRedactor.frames, "no frame was redacted: the counting redactor was not the one used"
    assert CountingOcr.whole and CountingOcr.regions, "the counting engine was not the one used"
    read_twice = {k: n for k, n in CountingOcr.whole.items() if n > 1}
    redacted_twice = {k: n for k, n in CountingRedactor.frames.items() if n > 1}
    assert not read_twice, f"{len(read_twice)} frame(s) passed through the text detector whole more than once"
    assert not redacted_twice, f"{len(redacted_twice)} frame(s) redacted more than once"
