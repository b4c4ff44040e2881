"""``python -m screenroute.bench.apps.gramps start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.gramps import APP

sys.exit(main(APP))
