"""``python -m screenroute.bench.apps.tiddlywiki start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.tiddlywiki import APP

sys.exit(main(APP))
