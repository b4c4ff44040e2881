"""Write the dataset's small, fingerprinted manifest (committed; the images are not).

Usage: ``python -m screenroute.bench.dataset.manifest --data DIR [--out bench/dataset/manifest.json]``.
The fingerprint is the one ``screenroute train`` stores in the artifact's metadata, so a
model can be traced to the exact frames and labels it was trained and calibrated on.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from screenroute.bench.dataset.capture import DATA, SCALES, SIZES, THEMES, split_of, variation_id, variations
from screenroute.edge.classify.training.dataset import fingerprint, read_label_set


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("manifest.json"))
    args = parser.parse_args(argv)
    digest, summary = fingerprint(args.data)
    label_set = read_label_set(args.data)
    manifest = {
        "fingerprint_sha256": digest,
        "labels": {h: list(c) for h, c in label_set.heads.items()},
        "state_heads": list(label_set.state_heads),
        "variation_axes": {
            "sizes": [f"{w}x{h}" for w, h in SIZES],
            "scales": list(SCALES),
            "themes": list(THEMES),
            "data": [f"seed {s}, today {t.isoformat()}" for s, t in DATA],
        },
        "split_rule": "sha256(variation id) mod 6: 0 → val, 1 → test, else train (bench/dataset/capture.py: split_of)",
        "splits": {vid: split_of(vid) for vid in map(variation_id, variations())},
        "parts": summary,
    }
    args.out.write_text(json.dumps(manifest, indent=1, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes), fingerprint {digest[:16]}…")
    return 0


if __name__ == "__main__":
    sys.exit(main())
