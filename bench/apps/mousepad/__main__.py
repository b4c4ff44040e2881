"""``python -m screenroute.bench.apps.mousepad start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.mousepad import APP

sys.exit(main(APP))
