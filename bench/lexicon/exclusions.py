"""Which packages' catalogues the UI lexicon must never read, taken from the repository itself.

First sight must stay first sight: a word the lexicon knows only because an app the project runs or measures on
ships it in its own catalogue would make that app look learned before it was seen. So the builder reads no
catalogue of

* an app of the zoo (``bench/apps``): the package its ``source`` names, and the packages its ``catalogues``
  names (its own libraries or framework, shipped apart: libfm for pcmanfm, Django for Wagtail);
* an app any privacy split rendered (``bench/privacy/adapters``; a page-kind family is written here and has none):
  the zoo app of the same name, or the adapter's own ``source``;
* any distribution with catalogues installed in a PyPI app's own venv (``.venv-apps/<venv>``): what the app shows
  comes from its dependencies too (Wagtail's admin shows django-filter's and Django REST framework's words).

A Debian package is matched by its source package as well (``abiword-common`` is built from ``abiword``), which
``apt-cache`` tells at build time (:func:`debian_source`).
"""

from __future__ import annotations

import importlib
import subprocess
from dataclasses import dataclass
from pathlib import Path

import regex as re

__all__ = ["Excluded", "debian_source", "excluded_packages", "normalised", "parse_source"]

_SOURCE = re.compile(r"^(?P<registry>Debian|PyPI|npm) `(?P<package>[A-Za-z0-9._+-]+)")
_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True, order=True)
class Excluded:
    """A package whose catalogues are never read, and the app that is why."""

    registry: str  # "Debian", "PyPI" or "npm" (the builder reads no npm package; its name still blocks a domain)
    package: str  # as the registry names it (PyPI names normalised)
    app: str


def normalised(name: str) -> str:
    """A PyPI name as PEP 503 compares it ("Flask_Admin" -> "flask-admin")."""
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_source(source: str) -> tuple[str, str]:
    """(registry, package) of an app's ``source`` ("Debian `abiword` (https://…)" -> ("Debian", "abiword"))."""
    match = _SOURCE.match(source)
    if match is None:
        raise ValueError(f"source={source!r} does not start with Debian, PyPI or npm `package`")
    registry, package = match["registry"], match["package"].split("==")[0]
    return registry, normalised(package) if registry == "PyPI" else package


def _venv_distributions(venv: Path) -> set[str]:
    """The distributions installed in ``venv`` that ship gettext catalogues (from their RECORD files)."""
    found = set()
    for record in venv.glob("lib/python*/site-packages/*.dist-info/RECORD"):
        if re.search(r"LC_MESSAGES/[^,/]+\.mo,", record.read_text(encoding="utf-8", errors="replace")):
            found.add(normalised(record.parent.name.split("-")[0]))
    return found


def excluded_packages(root: Path = _ROOT) -> list[Excluded]:
    """Every package whose catalogues the lexicon must not read, from the zoo, the privacy adapters and the apps'
    venvs under ``root`` (see the module's docstring)."""
    from screenroute.bench.apps import ZOO, load_app
    from screenroute.bench.privacy.differential import ADAPTERS

    out: set[Excluded] = set()
    zoo = {}
    for name in ZOO:
        app = load_app(name)
        zoo[name] = app
        for source in (app.source, *getattr(app, "catalogues", ())):
            out.add(Excluded(*parse_source(source), app=name))
    for name, spec in ADAPTERS.items():
        if name.startswith("synthetic"):
            continue
        twin = zoo.get(name.replace("-", "_"))
        if twin is not None:
            continue
        module, _, cls = spec.partition(":")
        adapter = getattr(importlib.import_module(f"screenroute.bench.privacy.adapters.{module}"), cls)
        source = getattr(adapter, "source", None)
        if not isinstance(source, str):
            raise ValueError(f"the privacy adapter {name!r} is no zoo app and names no `source` to exclude")
        out.add(Excluded(*parse_source(source), app=name))
    for entry in sorted(out):
        if entry.registry == "PyPI":
            venv = root / ".venv-apps" / entry.package
            for dist in _venv_distributions(venv) if venv.is_dir() else set():
                out.add(Excluded("PyPI", dist, app=entry.app))
    for name, app in zoo.items():
        venv_name = getattr(app, "venv", None)
        venv = root / ".venv-apps" / venv_name if isinstance(venv_name, str) else None
        for dist in _venv_distributions(venv) if venv is not None and venv.is_dir() else set():
            out.add(Excluded("PyPI", dist, app=name))
    return sorted(out)


def debian_source(package: str) -> str:
    """The Debian source package ``package`` is built from (``apt-cache``; the package itself when it says none)."""
    shown = subprocess.run(
        ["apt-cache", "show", "--no-all-versions", package], capture_output=True, text=True, check=False
    ).stdout
    for row in shown.splitlines():
        if row.startswith("Source:"):
            return row[7:].split("(")[0].strip()
    return package
