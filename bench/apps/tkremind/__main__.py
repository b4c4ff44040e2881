"""``python -m screenroute.bench.apps.tkremind start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.tkremind import APP

sys.exit(main(APP))
