"""``python -m screenroute.bench.apps.fava start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.fava import APP

sys.exit(main(APP))
