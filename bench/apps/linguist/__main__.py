"""``python -m screenroute.bench.apps.linguist start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.linguist import APP

sys.exit(main(APP))
