"""The generated gRPC code matches the contracts."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    spec = importlib.util.spec_from_file_location("proto_generate", ROOT / "proto" / "generate.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_code_is_fresh() -> None:
    assert _generator().stale_files() == []


def test_a_changed_contract_is_detected(tmp_path: Path) -> None:
    gen = _generator()
    import shutil

    shutil.copytree(ROOT / "proto" / "screenroute", tmp_path / "screenroute")
    planner = tmp_path / "screenroute" / "v1" / "planner.proto"
    planner.write_text(
        planner.read_text().replace("bool needs_human = 6;", "bool needs_human = 6;\n  string extra = 7;")
    )
    assert "screenroute/v1/planner_pb2.py" in gen.stale_files(tmp_path)


@pytest.mark.parametrize("service", ["Planner", "Edge"])
def test_services_are_importable(service: str) -> None:
    from screenroute.v1 import edge_pb2, planner_pb2

    module = planner_pb2 if service == "Planner" else edge_pb2
    assert service in module.DESCRIPTOR.services_by_name
