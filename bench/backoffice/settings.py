"""Django settings for the back office; every piece of state lives in one data directory.

The data directory comes from ``SCREENROUTE_BACKOFFICE_DATA`` (required), the demo's
"today" from ``SCREENROUTE_BACKOFFICE_TODAY`` (ISO date, default: the real UTC date) so
that the "Yesterday" filter agrees with the seeded orders.
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

DATA_ENV = "SCREENROUTE_BACKOFFICE_DATA"
TODAY_ENV = "SCREENROUTE_BACKOFFICE_TODAY"
SECRET_KEY_FILE = "secret_key"


def _data_dir() -> Path:
    raw = os.environ.get(DATA_ENV, "").strip()
    if not raw:
        raise ImproperlyConfigured(
            f"{DATA_ENV} is not set: point it at the back office's data directory "
            "(BackOffice(data_dir).prepare() creates one)"
        )
    path = Path(raw).expanduser().resolve()
    if not path.is_dir():
        raise ImproperlyConfigured(f"{DATA_ENV}={raw!r} is not an existing directory")
    return path


def _today() -> datetime.date:
    raw = os.environ.get(TODAY_ENV, "").strip()
    if not raw:
        return datetime.datetime.now(datetime.UTC).date()
    try:
        return datetime.date.fromisoformat(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{TODAY_ENV}={raw!r} is not an ISO date (YYYY-MM-DD)") from exc


def _secret_key(data_dir: Path) -> str:
    # A key kept in the data dir (not generated per process) keeps signed-cookie
    # sessions valid across server restarts and snapshot restores.
    path = data_dir / SECRET_KEY_FILE
    try:
        return path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        raise ImproperlyConfigured(f"{path} is missing: run BackOffice(data_dir).prepare() first") from None


DATA_DIR = _data_dir()
BACKOFFICE_TODAY = _today()
SECRET_KEY = _secret_key(DATA_DIR)

# DEBUG makes runserver serve the admin's CSS/JS and the uploaded media itself, so the
# sandbox needs no web server and no collectstatic; the app only listens on loopback.
DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1", "[::1]"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "screenroute.bench.backoffice.orders",
    "screenroute.bench.backoffice.purchasing",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Benchmark-injected interruptions (modals, session expiry, slow pages); idle unless queued.
    "screenroute.bench.backoffice.interruptions.InterruptionMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "screenroute.bench.backoffice.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "backoffice.sqlite3",
        # Snapshot restores write into the live file; wait for them instead of failing.
        "OPTIONS": {"timeout": 20},
    }
}

# Sessions in signed cookies, not in the database: restoring a snapshot must not log
# the agent out.
SESSION_ENGINE = "django.contrib.sessions.backends.signed_cookies"
MESSAGE_STORAGE = "django.contrib.messages.storage.cookie.CookieStorage"

AUTH_PASSWORD_VALIDATORS: list[dict[str, str]] = []

LANGUAGE_CODE = "en-us"
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"

STATIC_URL = "static/"
MEDIA_URL = "media/"
MEDIA_ROOT = DATA_DIR / "media"

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "INFO"},
}
