"""Misses kept as a dataset: the region image, the candidates, the matches and the path finally chosen.

One folder per record (``<ts>-<id>/region.png`` + ``record.json``) so a dataset can be
copied, pruned or shared record by record, and new recognisers evaluated against it.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from pathlib import Path

import numpy as np
from PIL import Image

from screenroute.edge.locate.matcher import MatchResult

__all__ = ["MissDataset", "is_miss"]


def is_miss(result: MatchResult, chosen: str | None) -> bool:
    """A miss: the user chose a file other than top-1, nothing, or the tier was not "confirm"."""
    top = result.top
    return chosen is None or top is None or top.file.path != chosen or result.tier != "confirm"


class MissDataset:
    """Appends miss records under ``root``; :meth:`records` reads them back."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

    def record(
        self, region: np.ndarray, result: MatchResult, chosen: str | None, *, always: bool = False
    ) -> Path | None:
        """Store the record when it is a miss (or ``always``); returns its folder or None."""
        if not always and not is_miss(result, chosen):
            return None
        folder = self.root / f"{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"
        folder.mkdir(parents=True, exist_ok=False)
        Image.fromarray(region, "RGB").save(folder / "region.png")
        payload = {"ts": time.time(), "chosen": chosen, "miss": is_miss(result, chosen), **result.to_json()}
        tmp = folder / "record.json.tmp"
        tmp.write_text(json.dumps(payload, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, folder / "record.json")
        return folder

    def records(self) -> list[dict[str, object]]:
        """Every stored record (oldest first), with ``image`` set to its region.png path."""
        out: list[dict[str, object]] = []
        if not self.root.is_dir():
            return out
        for folder in sorted(p for p in self.root.iterdir() if (p / "record.json").is_file()):
            data = json.loads((folder / "record.json").read_text(encoding="utf-8"))
            data["image"] = str(folder / "region.png")
            out.append(data)
        return out
