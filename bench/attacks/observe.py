"""``python -m screenroute.bench.attacks.observe CENSUS.json -- run TASK.yaml …``: the real CLI, watched.

Runs ``screenroute`` exactly as the command line does (its ``main``), with one addition: the
sandbox the run starts is an :class:`ObservedSandbox`, which, just before the run stops it,
writes a census of the screen to ``CENSUS.json`` — the top-level windows the window manager
manages (a file dialog, a second browser window) and every tab the browser has open with
its URL. That is the only way to see what a halted run left open: the sandbox is gone once
the command returns. Nothing in the run's own path changes.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from screenroute.edge.errors import SandboxError
from screenroute.edge.sandbox import Sandbox

__all__ = ["ObservedSandbox", "census", "main"]


def _x(sandbox: Sandbox, argv: list[str]) -> str:
    try:
        done = subprocess.run(argv, env=sandbox.env, capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout


def census(sandbox: Sandbox) -> dict[str, Any]:
    """The managed top-level windows (id, name) and the browser's tabs (type, URL, title) right now."""
    windows = []
    listing = _x(sandbox, ["xprop", "-root", "_NET_CLIENT_LIST"])
    ids = [w.strip() for w in listing.partition("#")[2].split(",") if w.strip()]
    for window in ids:
        name = _x(sandbox, ["xdotool", "getwindowname", str(int(window, 16))]).strip()
        windows.append({"id": window, "name": name})
    tabs: list[dict[str, str]] = []
    error = ""
    try:
        pipe = sandbox._devtools_pipe()  # the sandbox's own control plane; read-only here
        for target in pipe.call("Target.getTargets", timeout_s=5.0).get("targetInfos", []):
            if target.get("type") == "page":
                tabs.append({"url": str(target.get("url", "")), "title": str(target.get("title", ""))})
    except SandboxError as exc:
        error = str(exc).splitlines()[0]
    return {"windows": windows, "tabs": tabs, "error": error}


class ObservedSandbox(Sandbox):
    """A sandbox that writes a census of its screen before it stops (to the path in ``CENSUS_PATH``)."""

    census_path: Path | None = None

    def stop(self) -> None:
        path = type(self).census_path
        if path is not None and self.running:
            try:
                found = census(self)
            except Exception as exc:  # noqa: BLE001 - a census that fails must not keep the sandbox up
                found = {"windows": [], "tabs": [], "error": f"census failed: {type(exc).__name__}: {exc}"}
            path.write_text(json.dumps(found, ensure_ascii=False), encoding="utf-8")
        super().stop()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) < 3 or args[1] != "--":
        print("usage: python -m screenroute.bench.attacks.observe CENSUS.json -- run TASK.yaml ...", file=sys.stderr)
        return 2
    ObservedSandbox.census_path = Path(args[0])
    import screenroute.edge.sandbox as sandbox_module

    # runner._start_sandbox imports Sandbox from this module when the run starts its sandbox.
    sandbox_module.Sandbox = ObservedSandbox  # type: ignore[misc]
    from screenroute.router.app.cli import main as cli_main

    return cli_main(args[2:])


if __name__ == "__main__":
    sys.exit(main())
