"""git gui (https://git-scm.com/docs/git-gui), Git's own Tk front end, as a zoo app.

Each start makes a small repository in the work folder with one commit and three changed files;
git gui opens in it. The task's state is the repository (its newest commit).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import AppError, Check, Launch, Theme, ZooApp, ZooTask

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: Where Debian's git-gui package puts the program ``git gui`` runs.
GIT_GUI = Path("/usr/lib/git-core/git-gui")
#: The changed files, in the order git gui lists them.
FILES = ("app.py", "config.ini", "notes.txt")


class GitGuiZoo(ZooApp):
    """Commit one of three changed files with a message (the other two stay uncommitted)."""

    name = "git_gui"
    title = "git gui 0.21 (Git 2.39)"
    toolkit = "desktop, Tk"
    source = "Debian `git-gui` (https://git-scm.com)"
    licence = "GPL-2.0-only"
    theme_note = "no dark theme (git gui has none); 125 %: Tk follows the X server's DPI"
    task = ZooTask(
        name="git_gui_commit_file",
        goal="Commit one changed file of the repository with a message",
        recorded={"file": "config.ini", "message": "Raise the cache size"},
        runs=(
            {"file": "app.py", "message": "Greet users by name"},
            {"file": "notes.txt", "message": "更新发布说明"},
            {"file": "config.ini", "message": "Turn off debug logging"},
            {"file": "app.py", "message": "Handle empty input"},
            {"file": "notes.txt", "message": "Add meeting notes"},
        ),
        mistake="presses Commit before staging a file, dismisses git gui's 'No changes to commit' dialog, then stages",
    )

    @classmethod
    def missing(cls) -> str | None:
        if shutil.which("git") is None or not GIT_GUI.is_file():
            return "git gui is not installed: run .ci/setup (apt: git-gui)"
        return None

    @property
    def repo(self) -> Path:
        return self.workdir / "repo"

    def _git(self, *args: str) -> str:
        env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(self.workdir)}
        proc = subprocess.run(["git", "-C", str(self.repo), *args], capture_output=True, text=True, env=env,
                              timeout=60, check=False)  # fmt: skip
        if proc.returncode != 0:
            raise AppError(f"git {args[0]} failed: {proc.stderr.strip()}")
        return proc.stdout

    def start(self, theme: Theme = "light") -> Launch:
        self.fresh_workdir()
        self.repo.mkdir()
        self._git("init", "-q", "-b", "main")
        self._git("config", "user.name", "Dana Reyes")
        self._git("config", "user.email", "dana@example.test")
        for name in FILES:
            (self.repo / name).write_text(f"first version of {name}\n")
        self._git("add", ".")
        self._git("commit", "-q", "-m", "First version")
        for name in FILES:
            with open(self.repo / name, "a") as handle:
                handle.write(f"second version of {name}\n")
        return self._launched(Launch(command=("git", "gui"), cwd=self.repo))

    def check(self, values: Mapping[str, str]) -> Check:
        try:
            subject = self._git("log", "-1", "--format=%s").strip()
            files = self._git("show", "--name-only", "--format=", "HEAD").split()
        except AppError as exc:
            return Check(False, str(exc))
        ok = subject == values.get("message") and files == [values.get("file")]
        return Check(ok, f"newest commit {subject!r} with files {files}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.git_gui_commit(values["file"], values["message"])


APP = GitGuiZoo
