"""Copy a few held-out frames into tests/edge/classify/fixtures (downscaled to 640x400) with their expected labels.

Usage: ``python -m screenroute.bench.dataset.make_fixtures --data DIR``. Frames come from the test
variations (known) and the eval half of the never-seen set, so the tests exercise screens the
shipped model was neither trained nor calibrated on. Only frames the shipped model gets right
are kept — the tests guard that behaviour against regressions; the error rates themselves
are in bench/results/classifier_results.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from PIL import Image

from screenroute.edge.classify import OnnxStateClassifier
from screenroute.edge.classify.training.dataset import read_records, unknown_is_dev
from screenroute.edge.frame import Frame

OUT = Path(__file__).resolve().parents[2] / "tests" / "edge" / "classify" / "fixtures"
WANTED_KNOWN = [
    ("login", {"page": "login", "form": "empty"}),
    ("bubble", {"popup": "save_password"}),
    ("chooser", {"popup": "file_chooser"}),
    ("toast", {"popup": "download_toast"}),
    ("filled_form", {"page": "purchase_request_form", "form": "filled", "popup": "none"}),
    ("invalid_form", {"page": "purchase_request_form", "form": "invalid", "popup": "none"}),
    ("not_found", {"page": "not_found", "popup": "none"}),
]
WANTED_UNKNOWN = ["connection_refused", "portal_login.html", "dashboard.html", "tickets.html"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path)
    args = parser.parse_args(argv)
    classifier = OnnxStateClassifier()
    OUT.mkdir(parents=True, exist_ok=True)
    expected: dict[str, object] = {}

    def save(src: Path, name: str) -> Frame:
        # Grayscale is what the model sees, and half the bytes.
        image = Image.open(src).convert("L").resize((640, 400), Image.Resampling.LANCZOS)
        image.save(OUT / name, optimize=True)
        return Frame.load(str(OUT / name))

    known = [r for r in read_records(args.data / "known") if r["split"] == "test" and r["labels"]["page"] is not None]
    for name, want in WANTED_KNOWN:
        for rec in known:
            if all(rec["labels"][k] == v for k, v in want.items()):
                frame = save(args.data / "known" / str(rec["file"]), f"{name}.png")
                pred = classifier.classify(frame.pixels)
                if all(pred.labels[h] == v for h, v in rec["labels"].items() if v is not None) and not pred.unknown:
                    expected[f"{name}.png"] = rec["labels"]
                    print(f"{name}: {rec['file']}")
                    break
        else:
            (OUT / f"{name}.png").unlink(missing_ok=True)
            print(f"{name}: no held-out frame the model gets right", file=sys.stderr)
    unknown = [r for r in read_records(args.data / "unknown") if not unknown_is_dev(str(r["variation"]))]
    for wanted in WANTED_UNKNOWN:
        stem = wanted.split(".")[0]
        for rec in unknown:
            if rec["meta"]["name"] == wanted:
                frame = save(args.data / "unknown" / str(rec["file"]), f"unknown_{stem}.png")
                if classifier.classify(frame.pixels).unknown:
                    expected[f"unknown_{stem}.png"] = None
                    print(f"unknown {wanted}: {rec['file']}")
                    break
        else:
            (OUT / f"unknown_{stem}.png").unlink(missing_ok=True)
            print(f"unknown {wanted}: no eval frame flagged", file=sys.stderr)
    (OUT / "expected.json").write_text(json.dumps(expected, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
