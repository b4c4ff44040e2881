"""``python -m screenroute.bench.apps.filezilla start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.filezilla import APP

sys.exit(main(APP))
