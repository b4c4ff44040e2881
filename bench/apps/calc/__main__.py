"""``python -m screenroute.bench.apps.calc start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.calc import APP
from screenroute.bench.apps.cli import main

sys.exit(main(APP))
