"""Regenerate the Python gRPC code from the .proto contracts.

Run from anywhere: ``python proto/generate.py``. The generated modules land
beside their .proto files (``proto/screenroute/v1/*_pb2*.py``) and are never
edited by hand; ``tests/proto/test_generated.py`` fails when they are stale.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

PROTO_ROOT = Path(__file__).resolve().parent


def proto_files(root: Path = PROTO_ROOT) -> list[Path]:
    """All contract files, in a stable order."""
    return sorted((root / "screenroute").rglob("*.proto"))


def generate(out_dir: Path, root: Path = PROTO_ROOT) -> None:
    """Compile every contract under ``root`` into ``out_dir``."""
    import grpc_tools
    from grpc_tools import protoc  # dev-only dependency, imported where needed

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


def generated_files(root: Path) -> dict[str, bytes]:
    """Generated modules under ``root`` by relative path."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted((root / "screenroute").rglob("*"))
        if p.is_file() and (p.name.endswith(("_pb2.py", "_pb2_grpc.py", "_pb2.pyi")))
    }


def stale_files(root: Path = PROTO_ROOT) -> list[str]:
    """Generated files that differ from what the contracts produce now (missing, extra or changed)."""
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp), root)
        fresh = generated_files(Path(tmp))
    committed = generated_files(root)
    return sorted(name for name in fresh.keys() | committed.keys() if fresh.get(name) != committed.get(name))


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        stale = stale_files()
        if stale:
            print("stale generated code (run: python proto/generate.py):", *stale, sep="\n  ", file=sys.stderr)
            return 1
        print("generated code is up to date", file=sys.stderr)
        return 0
    if argv:
        print("usage: python proto/generate.py [--check]", file=sys.stderr)
        return 2
    generate(PROTO_ROOT)
    print("generated:", *generated_files(PROTO_ROOT), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
