"""``python -m screenroute.bench.apps.<app> start|stop|check``: one zoo app by hand.

``start`` makes fresh state in ``--workdir`` and starts the app; a web app's server runs until
this command gets SIGINT/SIGTERM (or ``stop``); it prints the launch (URL or program command) as
one JSON line. ``stop`` stops a ``start`` running for the same work folder. ``check`` reads the
app's own state and exits 0 when the task shows done with the ``--param`` values (1 if not).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path

from screenroute.bench.apps.base import AppError, ZooApp


def main(app_cls: type[ZooApp], argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=f"python -m screenroute.bench.apps.{app_cls.name}", description=__doc__)
    parser.add_argument("action", choices=["start", "stop", "check"])
    parser.add_argument("--workdir", required=True, help="the app's state folder (start empties it)")
    parser.add_argument("--theme", default="light", choices=["light", "dark"], help="start: the app's own theme")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE", help="check: a task value")
    args = parser.parse_args(argv)
    app = app_cls(Path(args.workdir))
    keeper = app.workdir / "keeper.pid"
    try:
        if args.action == "check":
            values = dict(item.partition("=")[::2] for item in args.param)
            result = app.check(values)
            print(json.dumps({"ok": result.ok, "detail": result.detail}, ensure_ascii=False))
            return 0 if result.ok else 1
        if args.action == "stop":
            if keeper.is_file():
                pid = int(keeper.read_text())
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                deadline = time.monotonic() + 20
                while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
                    time.sleep(0.1)
            app.stop()
            return 0
        missing = app_cls.missing()
        if missing:
            raise AppError(missing)
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda signum, frame: stop.set())
        launch = app.start(theme=args.theme)
        info = {"app": app.name, "url": launch.url, "command": list(launch.command), "workdir": str(app.workdir)}
        print(json.dumps(info, ensure_ascii=False), flush=True)
        if launch.url:  # a server: it lives as long as this command
            keeper.write_text(str(os.getpid()))
            try:
                stop.wait()
            finally:
                app.stop()
                keeper.unlink(missing_ok=True)
    except AppError as exc:
        print(f"{app_cls.name}: {exc}", file=sys.stderr)
        return 2
    return 0
