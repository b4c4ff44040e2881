"""``python -m screenroute.bench.apps.syncthing start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.syncthing import APP

sys.exit(main(APP))
