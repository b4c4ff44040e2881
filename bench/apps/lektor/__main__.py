"""``python -m screenroute.bench.apps.lektor start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.lektor import APP

sys.exit(main(APP))
