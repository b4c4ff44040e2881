"""Regenerate the Python gRPC code from the .proto contracts.

Run from anywhere: ``python proto/generate.py``. The generated modules land
beside their .proto files (``proto/screenroute/v1/*_pb2*.py``) and are never
edited by hand; ``tests/proto/test_generated.py`` fails when they are stale.
"""

from __future__ import annotations

import sys
from pathlib import Path

PROTO_ROOT = Path(__file__).resolve().parent


def proto_files(root: Path = PROTO_ROOT) -> list[Path]:
    """All contract files, in a stable order."""
    return sorted((root / "screenroute").rglob("*.proto"))


def generate(out_dir: Path, root: Path = PROTO_ROOT) -> None:
    """Compile every contract under ``root`` into ``out_dir``."""
    from grpc_tools import protoc  # dev-only dependency, imported where needed
    import grpc_tools

    include = Path(grpc_tools.__file__).resolve().parent / "_proto"
    files = [str(p.relative_to(root)) for p in proto_files(root)]
    args = [
        "protoc",
        f"-I{root}",
        f"-I{include}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *files,
    ]
    status = protoc.main(args)
    if status != 0:
        raise SystemExit(f"protoc failed with status {status}")


if __name__ == "__main__":
    generate(PROTO_ROOT)
    print("generated:", *[p.name for p in sorted(PROTO_ROOT.rglob('*_pb2*.py'))], file=sys.stderr)
