"""``python -m screenroute.bench.apps.cherrytree start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cherrytree import APP
from screenroute.bench.apps.cli import main

sys.exit(main(APP))
