"""``python -m screenroute.bench.apps.keepassxc start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.keepassxc import APP

sys.exit(main(APP))
