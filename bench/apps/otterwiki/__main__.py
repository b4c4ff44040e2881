"""``python -m screenroute.bench.apps.otterwiki start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.otterwiki import APP

sys.exit(main(APP))
