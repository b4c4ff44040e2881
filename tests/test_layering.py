"""Dependencies flow one way: ``edge`` <- ``router`` <- entry points; ``bench`` is never imported below it.

Every import is read from the source, including those inside functions and the names handed to
``importlib.import_module``: a deferred import is still an arrow back up.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: A package and the packages of this project it must never import.
FORBIDDEN = {
    "edge": ("screenroute.router", "screenroute.bench", "screenroute.cloud"),
    # The command line is a composition root too: it starts the planner service (cloud) in process.
    "router": ("screenroute.bench",),
    "cloud": ("screenroute.edge", "screenroute.router", "screenroute.bench"),
}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, with its line: statements anywhere, and import_module("...") calls."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_import_runs_back_up(package: str) -> None:
    wrong = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, module in imported_modules(path)
        if module.startswith(FORBIDDEN[package])
    ]
    assert not wrong, "\n".join(wrong)


def test_the_reader_sees_a_deferred_import(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "def f():\n    from screenroute.bench.tasks import TASKS_DIR\n"
        "    importlib.import_module('screenroute.bench.demo')\n"
    )
    assert [m for _, m in imported_modules(source)] == ["screenroute.bench.tasks", "screenroute.bench.demo"]


#: The router's rooms, top to bottom: a room imports only rooms below it (and ``router.errors``).
ROUTER_ROOMS = ("app", "deciding", "learning", "privacy", "authoring")


@pytest.mark.parametrize("room", ROUTER_ROOMS)
def test_a_router_room_imports_only_the_rooms_below_it(room: str) -> None:
    above = ROUTER_ROOMS[: ROUTER_ROOMS.index(room)]
    wrong = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in sorted((ROOT / "router" / room).rglob("*.py"))
        for line, module in imported_modules(path)
        if any(module == f"screenroute.router.{r}" or module.startswith(f"screenroute.router.{r}.") for r in above)
    ]
    assert not wrong, "\n".join(wrong)


def test_every_router_module_lives_in_a_room() -> None:
    loose = sorted(p.name for p in (ROOT / "router").glob("*.py") if p.name not in ("__init__.py", "errors.py"))
    assert not loose, f"modules outside the rooms {ROUTER_ROOMS}: {loose}"
