"""``python -m screenroute.bench.apps.abiword start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.abiword import APP
from screenroute.bench.apps.cli import main

sys.exit(main(APP))
