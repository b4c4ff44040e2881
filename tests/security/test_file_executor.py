"""The file executor checks and uses the same object: symlink swaps, hard links, names that drive the terminal.

Anyone who can write under an indexed root chooses the file names there and can swap a
file for a symlink while the user reads the action card. Before the fix the executor
checked a name, then opened the name again after the confirmation (following whatever
link was there by then), accepted hard links to files outside the roots, and showed names
with escape sequences on the card as they were.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from screenroute.edge.locate.errors import ActionRefused
from screenroute.edge.locate.executor import ActionCard, ExecutorPolicy, FileActionExecutor


class SwappingGate:
    """Confirms every card, after doing ``swap`` — what an attacker does while the user reads it."""

    def __init__(self, swap: Callable[[], None] | None = None) -> None:
        self.swap = swap
        self.cards: list[ActionCard] = []

    def present(self, card: ActionCard, *, needs_confirmation: bool) -> bool:
        self.cards.append(card)
        if self.swap is not None:
            self.swap()
        return True


class Opener:
    def __init__(self) -> None:
        self.opened: list[Path] = []

    def open(self, path: Path) -> None:
        self.opened.append(path)


@pytest.fixture
def world(tmp_path: Path) -> dict[str, Path]:
    docs, out, outside = tmp_path / "docs", tmp_path / "out", tmp_path / "outside"
    for folder in (docs / "sub", out, outside / "sub"):
        folder.mkdir(parents=True)
    (docs / "report.md").write_text("quarterly numbers\n")
    (docs / "sub" / "notes.md").write_text("notes\n")
    (outside / "passwd.md").write_text("root:x:0:0\n")
    (outside / "sub" / "notes.md").write_text("root:x:0:0 via a folder\n")
    return {"docs": docs, "out": out, "outside": outside, "audit": tmp_path / "audit.jsonl"}


def executor(world: dict[str, Path], gate: SwappingGate, **policy: object) -> FileActionExecutor:
    config = ExecutorPolicy(
        allowed_roots=(world["docs"], world["out"]),
        allowed_exts=("md",),
        audit_log=world["audit"],
        **policy,  # type: ignore[arg-type]
    )
    return FileActionExecutor(config, gate, opener=Opener())


def swap_for_symlink(path: Path, target: Path) -> Callable[[], None]:
    def swap() -> None:
        os.rename(path, path.with_name(path.name + ".orig"))
        path.symlink_to(target)

    return swap


def outcomes(world: dict[str, Path]) -> list[str]:
    return [json.loads(line)["outcome"] for line in world["audit"].read_text().splitlines()]


def test_a_file_swapped_for_a_symlink_after_the_check_is_not_copied(world: dict[str, Path]) -> None:
    report = world["docs"] / "report.md"
    gate = SwappingGate(swap_for_symlink(report, world["outside"] / "passwd.md"))
    with pytest.raises(ActionRefused, match="after the confirmation"):
        executor(world, gate).run("copy_to", report, dest_dir=world["out"])
    assert not (world["out"] / "report.md").exists()
    assert outcomes(world) == ["refused"]


def test_a_folder_swapped_for_a_symlink_after_the_check_is_not_read(world: dict[str, Path]) -> None:
    notes = world["docs"] / "sub" / "notes.md"
    gate = SwappingGate(swap_for_symlink(world["docs"] / "sub", world["outside"] / "sub"))
    with pytest.raises(ActionRefused, match="after the confirmation"):
        executor(world, gate, confirm_all=True).run("read_head", notes)


def test_the_destination_swapped_for_a_symlink_is_not_written(world: dict[str, Path]) -> None:
    report = world["docs"] / "report.md"
    gate = SwappingGate(swap_for_symlink(world["out"], world["outside"]))
    with pytest.raises(ActionRefused):
        executor(world, gate).run("copy_to", report, dest_dir=world["out"])
    assert not (world["outside"] / "report.md").exists()


def test_what_is_read_is_the_object_that_was_checked(world: dict[str, Path]) -> None:
    """Swapped away and back during the confirmation: the re-check passes, and the same object is read."""
    report = world["docs"] / "report.md"

    def swap_and_back() -> None:
        swap_for_symlink(report, world["outside"] / "passwd.md")()
        report.unlink()
        os.rename(report.with_name("report.md.orig"), report)

    lines = executor(world, SwappingGate(swap_and_back), confirm_all=True).run("read_head", report)
    assert lines == ["quarterly numbers"]


def test_a_symlink_inside_the_path_is_never_followed_at_open(
    world: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The name check passes (it ran before the swap); the open itself refuses the link."""
    report = world["docs"] / "report.md"
    real_realpath = os.path.realpath

    def realpath_then_swap(path: object, *args: object, **kwargs: object) -> str:
        resolved = real_realpath(path, *args, **kwargs)  # type: ignore[call-overload]
        if str(path) == str(report) and not report.is_symlink():
            swap_for_symlink(report, world["outside"] / "passwd.md")()
        return str(resolved)

    monkeypatch.setattr(os.path, "realpath", realpath_then_swap)
    with pytest.raises(ActionRefused, match="changed while it was opened"):
        executor(world, SwappingGate()).run("read_head", report)


def test_hard_links_are_refused(world: dict[str, Path]) -> None:
    link = world["docs"] / "innocent.md"
    os.link(world["outside"] / "passwd.md", link)
    gate = SwappingGate()
    for tool in ("read_head", "info", "open"):
        with pytest.raises(ActionRefused, match="hard links"):
            executor(world, gate).run(tool, link)
    assert gate.cards == []


def test_a_fifo_is_refused_without_hanging(world: dict[str, Path]) -> None:
    fifo = world["docs"] / "pipe.md"
    os.mkfifo(fifo)
    with pytest.raises(ActionRefused, match="not a regular file"):
        executor(world, SwappingGate()).run("read_head", fifo)


@pytest.mark.parametrize(
    "name",
    [
        "invoice\x1b[2J\x1b[31mALL FILES DELETED\x1b[0m.md",
        "report\u202edm.exe\u202c.md",
        "a\x07b\x08c\rd\x9b2Je.md",
        "title\x1b]0;owned\x07.md",
        "zero\u200bwidth.md",
    ],
)
def test_names_on_the_card_cannot_drive_the_terminal(world: dict[str, Path], name: str) -> None:
    path = world["docs"] / name
    path.write_text("x\n")
    gate = SwappingGate()
    executor(world, gate, confirm_all=True).run("info", path)
    [card] = gate.cards
    for text in (card.name, card.path, card.render()):
        assert not any(ch in text for ch in "\x1b\x07\x08\r\x9b\u202e\u202c\u200b"), repr(text)
    assert card.name.endswith(".md")
