"""``python -m screenroute.bench.apps.bepasty start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.bepasty import APP
from screenroute.bench.apps.cli import main

sys.exit(main(APP))
