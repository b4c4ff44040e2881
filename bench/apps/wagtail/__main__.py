"""``python -m screenroute.bench.apps.wagtail start|stop|check --workdir DIR``."""

import sys

from screenroute.bench.apps.cli import main
from screenroute.bench.apps.wagtail import APP

sys.exit(main(APP))
