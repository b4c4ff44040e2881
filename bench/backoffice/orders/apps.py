"""App config for the orders app."""

from django.apps import AppConfig


class OrdersConfig(AppConfig):
    """Orders of office supplies, shown with real-looking customer PII."""

    name = "screenroute.bench.backoffice.orders"
    label = "orders"
    verbose_name = "Orders"
    default_auto_field = "django.db.models.BigAutoField"
