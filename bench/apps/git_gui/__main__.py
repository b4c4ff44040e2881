"""``python -m screenroute.bench.apps.git_gui start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.git_gui import APP

sys.exit(main(APP))
