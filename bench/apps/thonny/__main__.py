"""``python -m screenroute.bench.apps.thonny start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.thonny import APP

sys.exit(main(APP))
