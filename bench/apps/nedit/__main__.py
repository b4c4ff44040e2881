"""``python -m screenroute.bench.apps.nedit start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.nedit import APP

sys.exit(main(APP))
