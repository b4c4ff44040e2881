"""``python -m screenroute.bench.apps.trac start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.trac import APP

sys.exit(main(APP))
