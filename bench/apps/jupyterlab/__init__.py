"""JupyterLab (https://jupyter.org), a single-page data app, as a zoo app.

A fresh server per start: its own config, data, runtime and settings folders under the work
folder, a password (Jupyter's own login page; no token), loopback only, no news feed and no
update check (both would call out). The task's state is the notebook on disk.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Mapping
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
    Check,
    Launch,
    Theme,
    VenvZooApp,
    ZooTask,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

PASSWORD = "lab-2026-pw"  # noqa: S105 - a throwaway password of a local test server
NOTEBOOK = "report.ipynb"


def _notebook() -> dict[str, object]:
    cell = {"metadata": {}, "id": "c2", "cell_type": "code", "execution_count": None, "outputs": [], "source": ""}
    return {
        "cells": [{"metadata": {}, "id": "c1", "cell_type": "markdown", "source": "# Weekly report"}, cell],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


class JupyterLabZoo(VenvZooApp):
    """Log in with the password, write a note into the notebook's empty cell, make it Markdown or Raw, save."""

    name = "jupyterlab"
    title = "JupyterLab 4"
    venv = "jupyterlab"
    programs = ("jupyter-lab", "python")
    label = "JupyterLab"
    toolkit = "web, single-page app (Lumino widgets, CodeMirror editor)"
    source = "PyPI `jupyterlab` (https://jupyter.org), own venv `.venv-apps/jupyterlab`"
    licence = "BSD-3-Clause"
    dark_theme = True
    theme_note = "dark: the user setting theme = JupyterLab Dark, written into the fresh settings folder"
    task = ZooTask(
        name="jupyterlab_note_cell",
        goal="Log in to JupyterLab, write a note into the report's empty cell, set its cell type and save",
        recorded={"note": "Sales grew in March", "kind": "Markdown"},
        runs=(
            {"note": "Costs fell in April", "kind": "Raw"},
            {"note": "三月销售额增长", "kind": "Markdown"},
            {"note": "Churn is flat", "kind": "Raw"},
            {"note": "New office opens in May", "kind": "Markdown"},
            {"note": "Budget review on Friday", "kind": "Raw"},
        ),
        secrets={"password": PASSWORD},
        mistake="types a stray letter at the end of the note and takes it back with BackSpace",
    )

    def start(self, theme: Theme = "light") -> Launch:
        lab, python = self.program("jupyter-lab"), self.program("python")
        self.fresh_workdir()
        root = self.workdir / "notebooks"
        root.mkdir()
        (root / NOTEBOOK).write_text(json.dumps(_notebook(), indent=1))
        settings = self.workdir / "settings" / "@jupyterlab" / "apputils-extension"
        settings.mkdir(parents=True)
        # No news, no update check, a read-only extension manager: each would call out (PyPI,
        # jupyterlab.github.io), and the news prompt is a popup.
        (settings / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False})
        )
        lab_theme = "JupyterLab Dark" if theme == "dark" else "JupyterLab Light"
        (settings / "themes.jupyterlab-settings").write_text(json.dumps({"theme": lab_theme}))
        hashed = subprocess.run(
            [str(python), "-c", "import sys; from jupyter_server.auth import passwd; print(passwd(sys.stdin.read()))"],
            input=PASSWORD, capture_output=True, text=True, timeout=60, check=True,
        ).stdout.strip()  # fmt: skip
        port = free_port()
        env = {
            "HOME": str(self.workdir / "home"),
            "JUPYTER_CONFIG_DIR": str(self.workdir / "config"),
            "JUPYTER_DATA_DIR": str(self.workdir / "data"),
            "JUPYTER_RUNTIME_DIR": str(self.workdir / "runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(self.workdir / "settings"),
            "JUPYTERLAB_WORKSPACES_DIR": str(self.workdir / "workspaces"),
            "IPYTHONDIR": str(self.workdir / "ipython"),
            "JUPYTER_PLATFORM_DIRS": "1",
        }
        (self.workdir / "home").mkdir()
        start_server(
            self.workdir,
            [str(lab), "--no-browser", "--ip=127.0.0.1", f"--port={port}", "--port-retries=0",
             f"--ServerApp.root_dir={root}", "--IdentityProvider.token=",
             f"--PasswordIdentityProvider.hashed_password={hashed}",
             "--LabApp.news_url=None",
             "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
             "--ServerApp.terminals_enabled=False", "--LabApp.extension_manager=readonly", "--allow-root"],
            env=env,
        )  # fmt: skip
        base = f"http://127.0.0.1:{port}/"
        wait_for_http(self.workdir, base + "login")
        return self._launched(Launch(url=f"{base}lab/tree/{NOTEBOOK}"))

    def check(self, values: Mapping[str, str]) -> Check:
        path = self.workdir / "notebooks" / NOTEBOOK
        try:
            cells = json.loads(path.read_text())["cells"]
        except (OSError, ValueError, KeyError) as exc:
            return Check(False, f"cannot read {path}: {exc}")
        found = [(c.get("cell_type"), "".join(c.get("source", ""))) for c in cells]
        want = (values.get("kind", "").casefold(), values.get("note", ""))
        return Check(want in found, f"cells (type, source): {found}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.jupyterlab_note(PASSWORD, values["note"], values["kind"])


APP = JupyterLabZoo
