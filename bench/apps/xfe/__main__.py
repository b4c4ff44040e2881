"""``python -m screenroute.bench.apps.xfe start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.xfe import APP

sys.exit(main(APP))
