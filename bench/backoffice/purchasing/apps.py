"""App config for the purchasing app."""

from django.apps import AppConfig


class PurchasingConfig(AppConfig):
    """Purchase requests raised by staff, each with lines and a quote attachment."""

    name = "screenroute.bench.backoffice.purchasing"
    label = "purchasing"
    verbose_name = "Purchasing"
    default_auto_field = "django.db.models.BigAutoField"
