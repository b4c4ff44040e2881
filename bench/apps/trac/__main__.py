"""Start a seeded Trac on loopback for a demonstration: ``python -m screenroute.bench.apps.trac --env DIR``."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from pathlib import Path

from screenroute.bench.apps.trac import TracApp, TracError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m screenroute.bench.apps.trac", description=__doc__)
    parser.add_argument("--env", required=True, help="the Trac environment folder (created fresh unless --keep)")
    parser.add_argument("--port", type=int, default=None, help="port on 127.0.0.1 (default: a free one)")
    parser.add_argument("--keep", action="store_true", help="serve an existing environment as it is")
    parser.add_argument("--tickets", action="store_true", help="print the tickets as JSON lines and exit")
    args = parser.parse_args(argv)
    try:
        app = TracApp(Path(args.env), port=args.port)
        if args.tickets:
            for ticket in app.tickets():
                print(json.dumps(ticket))
            return 0
        if not args.keep:
            app.create()
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda signum, frame: stop.set())
        with app.start():
            print(json.dumps({"url": app.url, "newticket": app.url + "newticket", "db": str(app.db_path)}), flush=True)
            stop.wait()
    except TracError as exc:
        print(f"trac: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
