"""The built wheel installs one top-level package, ``screenroute``, with its data, and nothing named ``edge``.

Built offline (``--no-build-isolation``: the venv's setuptools) from a copy of the build inputs,
so the build writes nothing into the checkout. Installed without dependencies into a fresh
venv; the running venv's site-packages is appended to that venv's path for pydantic and
protobuf (a path in a ``.pth`` file is appended after the fresh site-packages, and the
editable install's import hook, itself started by a ``.pth`` file, is not run from there).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD_INPUTS = ("setup.py", "pyproject.toml", "README.md", "edge", "router", "cloud", "bench", "proto")
PACKAGE_DATA = (
    "screenroute/edge/classify/models/state_classifier.zip",
    "screenroute/edge/classify/models/state_classifier.reading.json",
    "screenroute/bench/tasks/purchase_request.yaml",
    "screenroute/bench/backoffice/orders/templates/admin/orders/order/change_list_object_tools.html",
    "screenroute/bench/backoffice/orders/static/orders/changelist.css",
    "screenroute/bench/dataset/manifest.json",
    "screenroute/v1/types.proto",
    "screenroute/v1/planner.proto",
    "screenroute/v1/edge.proto",
    "screenroute/router/privacy/redaction/data/ui_lexicon/en.txt.xz",
    "screenroute/router/privacy/redaction/data/ui_lexicon/SOURCES.json",
    "screenroute/router/privacy/redaction/data/label_types.yaml",
    "screenroute/router/privacy/redaction/data/month_names.txt",
    "screenroute/router/privacy/redaction/data/keep_model.json",
    "screenroute/router/privacy/redaction/data/names/surnames.txt",
    "screenroute/router/privacy/redaction/data/names/particles.txt",
    "screenroute/router/privacy/redaction/data/names/given_name_words.txt",
    "screenroute/router/privacy/redaction/data/recognizer_words.yaml",
    "screenroute/bench/privacy/vocabulary/locales.yaml",
    "screenroute/bench/privacy/vocabulary/kinds/invoice.yaml",
    "screenroute/bench/privacy/vocabulary/shared/record_fields.yaml",
    "screenroute/bench/privacy/vocabulary/lexicons/months.yaml",
    "screenroute/bench/attacks/heldout4/README.md",
    "screenroute/bench/attacks/heldout5/README.md",
    "screenroute/bench/attacks/heldout6/README.md",
    "screenroute/bench/attacks/heldout7/README.md",
    "screenroute/bench/attacks/heldout8/README.md",
    "screenroute/bench/attacks/heldout9/README.md",
    "screenroute/bench/attacks/heldout10/README.md",
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("src")
    junk = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "cache-*.npy", "results")
    for name in BUILD_INPUTS:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, src / name, ignore=junk)
        else:
            shutil.copy2(source, src / name)
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-w",
            str(out),
            ".",
        ],
        cwd=src,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (built,) = out.glob("screenroute-*.whl")
    return built


def test_the_wheel_holds_one_top_level_package(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        top = {name.split("/", 1)[0] for name in zf.namelist()}
    dist_info = {t for t in top if t.endswith(".dist-info")}
    assert len(dist_info) == 1 and next(iter(dist_info)).startswith("screenroute-")
    assert top - dist_info == {"screenroute"}


def test_the_wheel_holds_the_package_data(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        missing = [path for path in PACKAGE_DATA if path not in names]
        assert not missing, f"package data missing from the wheel: {missing}"
        # The shipped classifier is the real artifact, not an empty placeholder.
        shipped = ROOT / "edge" / "classify" / "models" / "state_classifier.zip"
        assert zf.getinfo(PACKAGE_DATA[0]).file_size == shipped.stat().st_size


def test_a_fresh_venv_imports_screenroute_and_no_bare_edge(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout.strip()
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target", purelib, str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    installed = {p.name for p in Path(purelib).iterdir()} - {"bin", "__pycache__"}
    assert {n for n in installed if not n.endswith(".dist-info")} == {"screenroute"}
    (Path(purelib) / "deps.pth").write_text(sysconfig.get_path("purelib") + "\n")

    def run(code: str) -> subprocess.CompletedProcess[str]:
        # -I: no PYTHONPATH, no user site, and not the current folder (the checkout has an edge/).
        return subprocess.run(
            [str(python), "-I", "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120
        )

    contract = run(
        "import screenroute.contract, screenroute.edge.classify as c; "
        "print(screenroute.contract.__file__); print(c.DEFAULT_ARTIFACT.is_file())"
    )
    assert contract.returncode == 0, contract.stderr
    where, artifact_found = contract.stdout.split()
    assert Path(where).is_relative_to(purelib)  # the wheel's copy, not the checkout
    assert artifact_found == "True"
    for bare in ("edge", "router", "cloud", "bench"):
        proc = run(f"import {bare}")
        assert proc.returncode != 0 and "ModuleNotFoundError" in proc.stderr, (bare, proc.stdout, proc.stderr)
    # bench adds its commands through an entry point the installed command line finds (router never imports bench).
    commands = run(
        "from importlib.metadata import entry_points; from screenroute.router.app.cli import build_parser; "
        "print([e.value for e in entry_points(group='screenroute.commands')]); "
        "print(sorted(build_parser()._subparsers._group_actions[0].choices)[:3])"
    )
    assert commands.returncode == 0, commands.stderr
    assert commands.stdout.splitlines() == ["['screenroute.bench.commands:register']", "['bench', 'classify', 'cloud']"]
