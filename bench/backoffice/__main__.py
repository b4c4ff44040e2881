"""Serve the back office by hand: ``python -m screenroute.bench.backoffice DATA_DIR [--port N] [--today D]``."""

from __future__ import annotations

import argparse
import datetime
import signal
import time
from pathlib import Path

from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME, BackOffice


def main(argv: list[str] | None = None) -> None:
    """Prepare the data dir, serve until Ctrl-C, then stop the server."""
    parser = argparse.ArgumentParser(prog="python -m screenroute.bench.backoffice", description=__doc__)
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--today", type=datetime.date.fromisoformat, default=None)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    # The server runs in its own session; turn SIGTERM into the Ctrl-C path so the
    # context manager still stops it.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    with BackOffice(args.data_dir, port=args.port, today=args.today, seed=args.seed) as office:
        print(f"back office at {office.url} (log in as {ADMIN_USERNAME} / {ADMIN_PASSWORD})")
        print(f"server log: {office.log_path}; Ctrl-C stops")
        try:
            while office.running:
                time.sleep(0.5)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
