"""``python -m screenroute.bench.apps.sqlite_web start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.sqlite_web import APP

sys.exit(main(APP))
