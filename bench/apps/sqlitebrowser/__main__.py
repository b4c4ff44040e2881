"""``python -m screenroute.bench.apps.sqlitebrowser start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.sqlitebrowser import APP

sys.exit(main(APP))
