"""The UI lexicon's builder reads no catalogue of an app the project runs or measures on."""

from __future__ import annotations

from screenroute.bench.apps import ZOO
from screenroute.bench.lexicon.build_ui_lexicon import EXCLUDED

# The catalogue domain an app ships its translations under, where it is not the app's own name.
DOMAINS = {"calc": "libreoffice", "git_gui": "git-gui", "sqlite_web": "sqlite-web", "filezilla": "libfilezilla"}


def test_every_zoo_app_s_catalogue_is_excluded() -> None:
    """First sight must stay first sight: a new zoo app added without its exclusion fails here."""
    missing = [app for app in ZOO if not EXCLUDED.match(app) and not EXCLUDED.match(DOMAINS.get(app, app))]
    assert not missing, f"add the catalogue domains of {missing} to EXCLUDED in bench/lexicon/build_ui_lexicon.py"


def test_place_name_catalogues_are_excluded_and_desktop_ones_are_read() -> None:
    assert EXCLUDED.match("iso_3166") and EXCLUDED.match("tzdata") and EXCLUDED.match("libgweather-4")
    assert not EXCLUDED.match("gtk30") and not EXCLUDED.match("glib20")
