"""``python -m screenroute.bench.apps.jupyterlab start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.jupyterlab import APP

sys.exit(main(APP))
