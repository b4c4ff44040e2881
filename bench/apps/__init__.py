"""Third-party apps the benchmark and the record-then-run tests drive: written by others, started and seeded here.

The app zoo (``bench/zoo.py``) is split before any work on it: the develop set is what the
recorder and runner are developed against; the measure-once set is recorded and run only at the
final measurement. Once measured, a measure-once set joins the develop set and a new one, of apps
nobody has developed against, takes its place.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from screenroute.bench.apps.base import ZooApp

__all__ = [
    "DEVELOP",
    "MEASURE_ONCE",
    "MEASURE_ONCE_3",
    "MEASURE_ONCE_4",
    "MEASURE_ONCE_5",
    "MEASURE_ONCE_6",
    "MEASURE_ONCE_7",
    "MEASURE_ONCE_8",
    "MEASURE_ONCE_9",
    "ZOO",
    "load_app",
]

#: Developed against (recorded and run as often as needed). The last three were the first measure-once set
#: (measured once; bench/results/zoo.md), now developed against like the rest.
DEVELOP = ("trac", "jupyterlab", "wagtail", "pcmanfm", "sqlitebrowser", "sqlite_web", "git_gui", "calc")
#: Measured once, at the end: their person scripts are checked against the app's state, never recorded before.
#: The second measure-once set (``bench/zoo.py --set measure-once``; ``measure-once-2`` names the same set).
MEASURE_ONCE = ("roundup", "mousepad", "fava")
#: The third measure-once set (``bench/zoo.py --set measure-once-3``): three more apps nobody has developed against,
#: added while the recorder and runner were frozen; only their person scripts were checked against the app's state.
MEASURE_ONCE_3 = ("keepassxc", "ihatemoney", "radicale")
#: The fourth measure-once set (``bench/zoo.py --set measure-once-4``): apps nobody has developed against, written
#: while the recorder and runner were not looked at; only their person scripts were checked against the app's state.
MEASURE_ONCE_4 = ("lektor", "thonny", "homebank")
#: The fifth measure-once set (``bench/zoo.py --set measure-once-5``): apps nobody has developed against, written
#: while the recorder and runner were not looked at; only their person scripts were checked against the app's state.
MEASURE_ONCE_5 = ("bepasty", "gramps", "linguist")
#: The sixth measure-once set (``bench/zoo.py --set measure-once-6``), written the same way.
MEASURE_ONCE_6 = ("syncthing", "cherrytree", "abiword")
#: The seventh measure-once set (``bench/zoo.py --set measure-once-7``), written the same way: a web app served by
#: its own binary, a Tk calendar and a Motif editor.
MEASURE_ONCE_7 = ("fossil", "tkremind", "nedit")
#: The eighth measure-once set (``bench/zoo.py --set measure-once-8``), written the same way: An Otter Wiki (a Flask
#: wiki, in Chinese), FileZilla in Japanese (wxWidgets) and Xfe (the FOX toolkit).
MEASURE_ONCE_8 = ("otterwiki", "filezilla", "xfe")
#: The ninth measure-once set (``bench/zoo.py --set measure-once-9``), written the same way: TiddlyWiki (a single-page
#: notebook on its own Node.js server, from npm) and Pidgin in Chinese (GTK 2).
MEASURE_ONCE_9 = ("tiddlywiki", "pidgin")
ZOO = (
    DEVELOP
    + MEASURE_ONCE
    + MEASURE_ONCE_3
    + MEASURE_ONCE_4
    + MEASURE_ONCE_5
    + MEASURE_ONCE_6
    + MEASURE_ONCE_7
    + MEASURE_ONCE_8
    + MEASURE_ONCE_9
)


def load_app(name: str) -> type[ZooApp]:
    """The :class:`ZooApp` of ``bench/apps/<name>`` (ValueError naming the choices for an unknown one)."""
    if name not in ZOO:
        raise ValueError(f"app={name!r} is not in the zoo; choose one of {', '.join(ZOO)}")
    module = importlib.import_module(f"screenroute.bench.apps.{name}")
    app: type[ZooApp] = module.APP
    return app
