"""``python -m screenroute.bench.apps.ihatemoney start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.ihatemoney import APP

sys.exit(main(APP))
