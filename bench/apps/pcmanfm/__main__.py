"""``python -m screenroute.bench.apps.pcmanfm start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.pcmanfm import APP

sys.exit(main(APP))
