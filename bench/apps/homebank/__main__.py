"""``python -m screenroute.bench.apps.homebank start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.homebank import APP

sys.exit(main(APP))
