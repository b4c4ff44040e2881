"""``python -m screenroute.bench.apps.fossil start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.fossil import APP

sys.exit(main(APP))
