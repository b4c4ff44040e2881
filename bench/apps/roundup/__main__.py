"""``python -m screenroute.bench.apps.roundup start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.roundup import APP

sys.exit(main(APP))
