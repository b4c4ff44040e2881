"""``python -m screenroute.bench.apps.radicale start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.radicale import APP

sys.exit(main(APP))
