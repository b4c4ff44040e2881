"""``python -m screenroute.bench.apps.pidgin start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.pidgin import APP

sys.exit(main(APP))
