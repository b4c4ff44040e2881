"""Third-party apps the benchmark and the record-then-run tests drive: written by others, started and seeded here.

The app zoo (``bench/zoo.py``) is split once, before any work on it: the develop set is what the
recorder and runner are developed against; the measure-once set is recorded and run only at the
final measurement.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from screenroute.bench.apps.base import ZooApp

__all__ = ["DEVELOP", "MEASURE_ONCE", "ZOO", "load_app"]

#: Developed against (recorded and run as often as needed).
DEVELOP = ("trac", "jupyterlab", "wagtail", "pcmanfm", "sqlitebrowser")
#: Measured once, at the end: their person scripts are checked against the app's state, never recorded before.
MEASURE_ONCE = ("sqlite_web", "git_gui", "calc")
ZOO = DEVELOP + MEASURE_ONCE


def load_app(name: str) -> type[ZooApp]:
    """The :class:`ZooApp` of ``bench/apps/<name>`` (ValueError naming the choices for an unknown one)."""
    if name not in ZOO:
        raise ValueError(f"app={name!r} is not in the zoo; choose one of {', '.join(ZOO)}")
    module = importlib.import_module(f"screenroute.bench.apps.{name}")
    app: type[ZooApp] = module.APP
    return app
